; ModuleID = '/tmp/tmpqgxc_g9h/zstd.ll'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%struct.nodeElt_s = type { i32, i16, i8, i8 }
%struct.ZSTD_hufCTables_t = type { [257 x i64], i32 }
%struct.seqDef_s = type { i32, i16, i16 }
%struct.ZSTD_symbolEncodingTypeStats_t = type { i32, i32, i32, i64, i64, i32 }
%struct.seqStore_t = type { %struct.seqDef_s*, %struct.seqDef_s*, i8*, i8*, i8*, i8*, i8*, i64, i64, i32, i32 }
%struct.ZSTD_fseCTables_t = type { [193 x i32], [363 x i32], [329 x i32], i32, i32, i32 }
%struct.ZSTD_CCtx_s = type { i32, i32, i32, %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s, i32, i64, %struct.ZSTD_cwksp, i64, i64, i64, i64, %struct.XXH_NAMESPACEXXH64_state_s, %struct.ZSTD_customMem, %struct.POOL_ctx_s*, i64, %struct.SeqCollector, i32, i32, %struct.seqStore_t, %struct.ldmState_t, %struct.ZSTD_frameParameters*, i64, %struct.rawSeqStore_t, %struct.ZSTD_blockState_t, i32*, i32, i8*, i64, i64, i64, i64, i8*, i64, i64, i64, i32, i32, %struct.ZSTD_inBuffer_s, i64, i64, %struct.ZSTD_localDict, %struct.ZSTD_CDict_s*, %struct.ZSTD_prefixDict_s, %struct.ZSTDMT_CCtx_s*, %struct.ZSTD_blockSplitCtx, %struct.ZSTD_Sequence*, i64 }
%struct.ZSTD_CCtx_params_s = type { i32, %struct.ZSTD_compressionParameters, %struct.ZSTD_frameParameters, i32, i32, i64, i32, i32, i32, i32, i64, i32, i32, %struct.ldmParams_t, i32, i32, i32, i32, i32, i32, i32, i32, %struct.ZSTD_customMem, i32, i32, i8*, i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)*, i64, i32 }
%struct.ZSTD_compressionParameters = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.ZSTD_frameParameters = type { i32, i32, i32 }
%struct.ldmParams_t = type { i32, i32, i32, i32, i32, i32 }
%struct.ZSTD_cwksp = type { i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8, i32, i32, i32 }
%struct.XXH_NAMESPACEXXH64_state_s = type { i64, [4 x i64], [4 x i64], i32, i32, i64 }
%struct.ZSTD_customMem = type { i8* (i8*, i64)*, void (i8*, i8*)*, i8* }
%struct.POOL_ctx_s = type { %struct.ZSTD_customMem, i64*, i64, i64, %struct.POOL_job_s*, i64, i64, i64, i64, i32, %union.pthread_mutex_t, %union.pthread_cond_t, %union.pthread_cond_t, i32 }
%struct.POOL_job_s = type { void (i8*)*, i8* }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.SeqCollector = type { i32, %struct.ZSTD_Sequence*, i64, i64 }
%struct.ldmState_t = type { %struct.ZSTD_window_t, %struct.FSE_symbolCompressionTransform*, i32, i8*, [64 x i64], [64 x %struct.ldmMatchCandidate_t] }
%struct.ZSTD_window_t = type { i8*, i8*, i8*, i32, i32, i32 }
%struct.FSE_symbolCompressionTransform = type { i32, i32 }
%struct.ldmMatchCandidate_t = type { i8*, i32, i32, %struct.FSE_symbolCompressionTransform* }
%struct.rawSeqStore_t = type { %struct.ZSTD_frameParameters*, i64, i64, i64, i64 }
%struct.ZSTD_blockState_t = type { %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_matchState_t }
%struct.ZSTD_compressedBlockState_t = type { %struct.ZSTD_entropyCTables_t, [3 x i32] }
%struct.ZSTD_entropyCTables_t = type { %struct.ZSTD_hufCTables_t, %struct.ZSTD_fseCTables_t }
%struct.ZSTD_matchState_t = type { %struct.ZSTD_window_t, i32, i32, i32, i32, i8*, [8 x i32], i64, i32, i32*, i32*, i32*, i32, i32, %struct.optState_t, %struct.ZSTD_matchState_t*, %struct.ZSTD_compressionParameters, %struct.rawSeqStore_t*, i32, i32 }
%struct.optState_t = type { i32*, i32*, i32*, i32*, %struct.FSE_symbolCompressionTransform*, %struct.ZSTD_optimal_t*, i32, i32, i32, i32, i32, i32, i32, i32, i32, %struct.ZSTD_entropyCTables_t*, i32 }
%struct.ZSTD_optimal_t = type { i32, i32, i32, i32, [3 x i32] }
%struct.ZSTD_inBuffer_s = type { i8*, i64, i64 }
%struct.ZSTD_localDict = type { i8*, i8*, i64, i32, %struct.ZSTD_CDict_s* }
%struct.ZSTD_CDict_s = type { i8*, i64, i32, i32*, %struct.ZSTD_cwksp, %struct.ZSTD_matchState_t, %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_customMem, i32, i32, i32 }
%struct.ZSTD_prefixDict_s = type { i8*, i64, i32 }
%struct.ZSTDMT_CCtx_s = type { %struct.POOL_ctx_s*, %struct.ZSTDMT_jobDescription*, %struct.ZSTDMT_bufferPool_s*, %struct.ZSTDMT_CCtxPool*, %struct.ZSTDMT_bufferPool_s*, %struct.ZSTD_CCtx_params_s, i64, i64, i32, %struct.inBuff_t, %struct.ZSTD_inBuffer_s, %struct.serialState_t, %struct.rsyncState_t, i32, i32, i32, i32, i32, i64, i64, i64, %struct.ZSTD_customMem, %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s*, i8 }
%struct.ZSTDMT_jobDescription = type { i64, i64, %union.pthread_mutex_t, %union.pthread_cond_t, %struct.ZSTDMT_CCtxPool*, %struct.ZSTDMT_bufferPool_s*, %struct.ZSTDMT_bufferPool_s*, %struct.serialState_t*, %struct.buffer_s, %struct.buffer_s, %struct.buffer_s, i32, i32, i32, %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CDict_s*, i64, i64, i32 }
%struct.buffer_s = type { i8*, i64 }
%struct.ZSTDMT_CCtxPool = type { %union.pthread_mutex_t, i32, i32, %struct.ZSTD_customMem, %struct.ZSTD_CCtx_s** }
%struct.ZSTDMT_bufferPool_s = type { %union.pthread_mutex_t, i64, i32, i32, %struct.ZSTD_customMem, %struct.buffer_s* }
%struct.inBuff_t = type { %struct.buffer_s, %struct.buffer_s, i64 }
%struct.serialState_t = type { %union.pthread_mutex_t, %union.pthread_cond_t, %struct.ZSTD_CCtx_params_s, %struct.ldmState_t, %struct.XXH_NAMESPACEXXH64_state_s, i32, %union.pthread_mutex_t, %union.pthread_cond_t, %struct.ZSTD_window_t }
%struct.rsyncState_t = type { i64, i64, i64 }
%struct.ZSTD_blockSplitCtx = type { %struct.seqStore_t, %struct.seqStore_t, %struct.seqStore_t, %struct.seqStore_t, %struct.seqStore_t, [196 x i32], %struct.ZSTD_entropyCTablesMetadata_t }
%struct.ZSTD_entropyCTablesMetadata_t = type { %struct.ZSTD_hufCTablesMetadata_t, %struct.ZSTD_fseCTablesMetadata_t }
%struct.ZSTD_hufCTablesMetadata_t = type { i32, [128 x i8], i64 }
%struct.ZSTD_fseCTablesMetadata_t = type { i32, i32, i32, [133 x i8], i64, i64 }
%struct.ZSTD_Sequence = type { i32, i32, i32, i32 }
%struct.HUF_DecompressFastArgs = type { [4 x i8*], [4 x i8*], [4 x i64], i8*, i8*, i8*, [4 x i8*] }
%struct.ZSTD_DDict_s = type { i8*, i8*, i64, %struct.ZSTD_entropyDTables_t, i32, i32, %struct.ZSTD_customMem }
%struct.ZSTD_entropyDTables_t = type { [513 x %struct.ZSTD_seqSymbol], [257 x %struct.ZSTD_seqSymbol], [513 x %struct.ZSTD_seqSymbol], [4097 x i32], [3 x i32], [157 x i32] }
%struct.ZSTD_seqSymbol = type { i16, i8, i8, i32 }
%struct.ZSTD_DCtx_s = type { %struct.ZSTD_seqSymbol*, %struct.ZSTD_seqSymbol*, %struct.ZSTD_seqSymbol*, i32*, %struct.ZSTD_entropyDTables_t, [640 x i32], i8*, i8*, i8*, i8*, i64, %struct.ZSTD_frameHeader, i64, i64, i32, i32, i32, i32, %struct.XXH_NAMESPACEXXH64_state_s, i64, i32, i32, i32, i8*, %struct.ZSTD_customMem, i64, i64, i64, i32, i32, %struct.ZSTD_DDict_s*, %struct.ZSTD_DDict_s*, i32, i32, i32, %struct.ZSTD_DDictHashSet*, i32, i32, i32, i32, i8*, i64, i64, i64, i8*, i64, i64, i64, i64, i32, i32, i32, %struct.ZSTD_inBuffer_s, i8*, i8*, i32, [65568 x i8], [18 x i8], i64 }
%struct.ZSTD_frameHeader = type { i64, i64, i32, i32, i32, i32, i32, i32, i32 }
%struct.ZSTD_DDictHashSet = type { %struct.ZSTD_DDict_s**, i64, i64 }
%struct.ZDICT_cover_params_t = type { i32, i32, i32, i32, double, i32, i32, %struct.ZSTD_frameParameters }
%struct.COVER_ctx_t = type { i8*, i64*, i64*, i64, i64, i64, i32*, i64, i32*, i32*, i32 }
%struct.COVER_map_s = type { %struct.FSE_symbolCompressionTransform*, i32, i32, i32 }
%struct.FASTCOVER_ctx_t = type { i8*, i64*, i64*, i64, i64, i64, i64, i32*, i32, i32, %struct.FSE_symbolCompressionTransform }

@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.36 = external hidden unnamed_addr constant [280 x i8], align 1
@g_displayLevel = external hidden unnamed_addr global i32, align 4
@.str.37 = external hidden unnamed_addr constant [28 x i8], align 1
@.str.38 = external hidden unnamed_addr constant [41 x i8], align 1
@.str.39 = external hidden unnamed_addr constant [40 x i8], align 1
@.str.40 = external hidden unnamed_addr constant [44 x i8], align 1
@.str.41 = external hidden unnamed_addr constant [21 x i8], align 1
@.str.42 = external hidden unnamed_addr constant [35 x i8], align 1
@g_time = external hidden unnamed_addr global i64, align 8
@.str.49 = external hidden unnamed_addr constant [13 x i8], align 1
@.str.50 = external hidden unnamed_addr constant [7 x i8], align 1
@.str.51 = external hidden unnamed_addr constant [1 x i8], align 1
@.str.71 = external hidden unnamed_addr constant [44 x i8], align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i64 @FSE_readNCount_bmi2(i16* nocapture noundef writeonly %0, i32* nocapture noundef %1, i32* nocapture noundef writeonly %2, i8* noundef %3, i64 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = alloca i64, align 8
  %8 = icmp eq i32 %5, 0
  br i1 %8, label %11, label %9

9:                                                ; preds = %6
  %10 = tail call fastcc i64 @FSE_readNCount_body_bmi2(i16* noundef %0, i32* noundef %1, i32* noundef %2, i8* noundef %3, i64 noundef %4)
  br label %207

11:                                               ; preds = %6
  %12 = getelementptr inbounds i8, i8* %3, i64 %4
  %13 = load i32, i32* %1, align 4, !tbaa !5
  %14 = add i32 %13, 1
  %15 = icmp ult i64 %4, 8
  br i1 %15, label %16, label %23

16:                                               ; preds = %11
  %17 = bitcast i64* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %17) #23
  store i64 0, i64* %7, align 8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %17, i8* align 1 %3, i64 %4, i1 false) #23
  %18 = call i64 @FSE_readNCount_bmi2(i16* noundef %0, i32* noundef nonnull %1, i32* noundef %2, i8* noundef nonnull %17, i64 noundef 8, i32 noundef 0) #23
  %19 = icmp ult i64 %18, -119
  %20 = icmp ugt i64 %18, %4
  %21 = and i1 %19, %20
  %22 = select i1 %21, i64 -20, i64 %18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %17) #23
  br label %207

23:                                               ; preds = %11
  %24 = bitcast i16* %0 to i8*
  %25 = zext i32 %14 to i64
  %26 = shl nuw nsw i64 %25, 1
  tail call void @llvm.memset.p0i8.i64(i8* align 2 %24, i8 0, i64 %26, i1 false) #23
  %27 = bitcast i8* %3 to i32*
  %28 = load i32, i32* %27, align 1, !tbaa !5
  %29 = and i32 %28, 15
  %30 = icmp ugt i32 %29, 10
  br i1 %30, label %207, label %31

31:                                               ; preds = %23
  %32 = add nuw nsw i32 %29, 5
  %33 = lshr i32 %28, 4
  store i32 %32, i32* %2, align 4, !tbaa !5
  %34 = shl nuw nsw i32 32, %29
  %35 = or i32 %34, 1
  %36 = add nuw nsw i32 %29, 6
  %37 = getelementptr inbounds i8, i8* %12, i64 -7
  %38 = ptrtoint i8* %37 to i64
  %39 = getelementptr inbounds i8, i8* %12, i64 -4
  %40 = ptrtoint i8* %39 to i64
  br label %41

41:                                               ; preds = %182, %31
  %42 = phi i32 [ %35, %31 ], [ %146, %182 ]
  %43 = phi i32 [ %34, %31 ], [ %162, %182 ]
  %44 = phi i32 [ %33, %31 ], [ %187, %182 ]
  %45 = phi i32 [ 4, %31 ], [ %183, %182 ]
  %46 = phi i32 [ 0, %31 ], [ %148, %182 ]
  %47 = phi i32 [ %36, %31 ], [ %163, %182 ]
  %48 = phi i32 [ 0, %31 ], [ %152, %182 ]
  %49 = phi i8* [ %3, %31 ], [ %184, %182 ]
  %50 = icmp eq i32 %48, 0
  br i1 %50, label %120, label %51

51:                                               ; preds = %41
  %52 = xor i32 %44, -1
  %53 = or i32 %52, -2147483648
  %54 = tail call i32 @llvm.cttz.i32(i32 %53, i1 true) #23, !range !9
  %55 = icmp ugt i32 %54, 23
  br i1 %55, label %56, label %81

56:                                               ; preds = %71, %51
  %57 = phi i8* [ %73, %71 ], [ %49, %51 ]
  %58 = phi i32 [ %60, %71 ], [ %46, %51 ]
  %59 = phi i32 [ %72, %71 ], [ %45, %51 ]
  %60 = add i32 %58, 36
  %61 = icmp ugt i8* %57, %37
  br i1 %61, label %64, label %62, !prof !10

62:                                               ; preds = %56
  %63 = getelementptr inbounds i8, i8* %57, i64 3
  br label %71

64:                                               ; preds = %56
  %65 = ptrtoint i8* %57 to i64
  %66 = sub i64 %65, %38
  %67 = trunc i64 %66 to i32
  %68 = shl i32 %67, 3
  %69 = add i32 %68, %59
  %70 = and i32 %69, 31
  br label %71

71:                                               ; preds = %64, %62
  %72 = phi i32 [ %59, %62 ], [ %70, %64 ]
  %73 = phi i8* [ %63, %62 ], [ %39, %64 ]
  %74 = bitcast i8* %73 to i32*
  %75 = load i32, i32* %74, align 1, !tbaa !5
  %76 = lshr i32 %75, %72
  %77 = xor i32 %76, -1
  %78 = or i32 %77, -2147483648
  %79 = tail call i32 @llvm.cttz.i32(i32 %78, i1 true) #23, !range !9
  %80 = icmp ugt i32 %79, 23
  br i1 %80, label %56, label %81, !llvm.loop !11

81:                                               ; preds = %71, %51
  %82 = phi i32 [ %44, %51 ], [ %76, %71 ]
  %83 = phi i32 [ %45, %51 ], [ %72, %71 ]
  %84 = phi i32 [ %46, %51 ], [ %60, %71 ]
  %85 = phi i8* [ %49, %51 ], [ %73, %71 ]
  %86 = phi i32 [ %54, %51 ], [ %79, %71 ]
  %87 = lshr i32 %86, 1
  %88 = mul nuw nsw i32 %87, 3
  %89 = add i32 %88, %84
  %90 = and i32 %86, 30
  %91 = lshr i32 %82, %90
  %92 = and i32 %91, 3
  %93 = add i32 %89, %92
  %94 = add i32 %83, 2
  %95 = add i32 %94, %90
  %96 = icmp ult i32 %93, %14
  br i1 %96, label %97, label %188

97:                                               ; preds = %81
  %98 = icmp ugt i8* %85, %37
  %99 = ashr i32 %95, 3
  %100 = zext i32 %99 to i64
  br i1 %98, label %101, label %104, !prof !10

101:                                              ; preds = %97
  %102 = getelementptr inbounds i8, i8* %85, i64 %100
  %103 = icmp ugt i8* %102, %39
  br i1 %103, label %107, label %104

104:                                              ; preds = %101, %97
  %105 = getelementptr inbounds i8, i8* %85, i64 %100
  %106 = and i32 %95, 7
  br label %114

107:                                              ; preds = %101
  %108 = ptrtoint i8* %85 to i64
  %109 = sub i64 %108, %40
  %110 = trunc i64 %109 to i32
  %111 = shl i32 %110, 3
  %112 = add i32 %111, %95
  %113 = and i32 %112, 31
  br label %114

114:                                              ; preds = %107, %104
  %115 = phi i32 [ %106, %104 ], [ %113, %107 ]
  %116 = phi i8* [ %105, %104 ], [ %39, %107 ]
  %117 = bitcast i8* %116 to i32*
  %118 = load i32, i32* %117, align 1, !tbaa !5
  %119 = lshr i32 %118, %115
  br label %120

120:                                              ; preds = %114, %41
  %121 = phi i32 [ %44, %41 ], [ %119, %114 ]
  %122 = phi i32 [ %45, %41 ], [ %115, %114 ]
  %123 = phi i32 [ %46, %41 ], [ %93, %114 ]
  %124 = phi i8* [ %49, %41 ], [ %116, %114 ]
  %125 = shl nsw i32 %43, 1
  %126 = add nsw i32 %125, -1
  %127 = sub nsw i32 %126, %42
  %128 = add nsw i32 %43, -1
  %129 = and i32 %121, %128
  %130 = icmp ult i32 %129, %127
  br i1 %130, label %131, label %133

131:                                              ; preds = %120
  %132 = add nsw i32 %47, -1
  br label %138

133:                                              ; preds = %120
  %134 = and i32 %121, %126
  %135 = icmp slt i32 %134, %43
  %136 = select i1 %135, i32 0, i32 %127
  %137 = sub nsw i32 %134, %136
  br label %138

138:                                              ; preds = %133, %131
  %139 = phi i32 [ %132, %131 ], [ %47, %133 ]
  %140 = phi i32 [ %129, %131 ], [ %137, %133 ]
  %141 = add nsw i32 %139, %122
  %142 = add nsw i32 %140, -1
  %143 = icmp sgt i32 %140, 0
  %144 = sub i32 1, %140
  %145 = select i1 %143, i32 %144, i32 %142
  %146 = add i32 %145, %42
  %147 = trunc i32 %142 to i16
  %148 = add i32 %123, 1
  %149 = zext i32 %123 to i64
  %150 = getelementptr inbounds i16, i16* %0, i64 %149
  store i16 %147, i16* %150, align 2, !tbaa !13
  %151 = icmp eq i32 %142, 0
  %152 = zext i1 %151 to i32
  %153 = icmp slt i32 %146, %43
  br i1 %153, label %154, label %161

154:                                              ; preds = %138
  %155 = icmp slt i32 %146, 2
  br i1 %155, label %188, label %156

156:                                              ; preds = %154
  %157 = tail call i32 @llvm.ctlz.i32(i32 %146, i1 true) #23, !range !9
  %158 = xor i32 %157, 31
  %159 = sub nuw nsw i32 32, %157
  %160 = shl nuw i32 1, %158
  br label %161

161:                                              ; preds = %156, %138
  %162 = phi i32 [ %160, %156 ], [ %43, %138 ]
  %163 = phi i32 [ %159, %156 ], [ %47, %138 ]
  %164 = icmp ult i32 %148, %14
  br i1 %164, label %165, label %188

165:                                              ; preds = %161
  %166 = icmp ugt i8* %124, %37
  %167 = ashr i32 %141, 3
  %168 = sext i32 %167 to i64
  br i1 %166, label %169, label %172, !prof !10

169:                                              ; preds = %165
  %170 = getelementptr inbounds i8, i8* %124, i64 %168
  %171 = icmp ugt i8* %170, %39
  br i1 %171, label %175, label %172

172:                                              ; preds = %169, %165
  %173 = getelementptr inbounds i8, i8* %124, i64 %168
  %174 = and i32 %141, 7
  br label %182

175:                                              ; preds = %169
  %176 = ptrtoint i8* %124 to i64
  %177 = sub i64 %176, %40
  %178 = trunc i64 %177 to i32
  %179 = shl i32 %178, 3
  %180 = add i32 %141, %179
  %181 = and i32 %180, 31
  br label %182

182:                                              ; preds = %175, %172
  %183 = phi i32 [ %174, %172 ], [ %181, %175 ]
  %184 = phi i8* [ %173, %172 ], [ %39, %175 ]
  %185 = bitcast i8* %184 to i32*
  %186 = load i32, i32* %185, align 1, !tbaa !5
  %187 = lshr i32 %186, %183
  br label %41

188:                                              ; preds = %161, %154, %81
  %189 = phi i32 [ %42, %81 ], [ %146, %154 ], [ %146, %161 ]
  %190 = phi i32 [ %95, %81 ], [ %141, %154 ], [ %141, %161 ]
  %191 = phi i32 [ %93, %81 ], [ %148, %154 ], [ %148, %161 ]
  %192 = phi i8* [ %85, %81 ], [ %124, %154 ], [ %124, %161 ]
  %193 = icmp eq i32 %189, 1
  br i1 %193, label %194, label %207

194:                                              ; preds = %188
  %195 = icmp ugt i32 %191, %14
  br i1 %195, label %207, label %196

196:                                              ; preds = %194
  %197 = icmp sgt i32 %190, 32
  br i1 %197, label %207, label %198

198:                                              ; preds = %196
  %199 = add i32 %191, -1
  store i32 %199, i32* %1, align 4, !tbaa !5
  %200 = add nsw i32 %190, 7
  %201 = ashr i32 %200, 3
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds i8, i8* %192, i64 %202
  %204 = ptrtoint i8* %203 to i64
  %205 = ptrtoint i8* %3 to i64
  %206 = sub i64 %204, %205
  br label %207

207:                                              ; preds = %198, %196, %194, %188, %23, %16, %9
  %208 = phi i64 [ %10, %9 ], [ %22, %16 ], [ %206, %198 ], [ -44, %23 ], [ -20, %188 ], [ -48, %194 ], [ -20, %196 ]
  ret i64 %208
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc i64 @FSE_readNCount_body_bmi2(i16* nocapture noundef writeonly, i32* nocapture noundef, i32* nocapture noundef writeonly, i8* noundef, i64 noundef) unnamed_addr #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #5

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #7

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umax.i32(i32, i32) #5

; Function Attrs: nofree nosync nounwind uwtable
define hidden fastcc void @HUF_simpleQuickSort(%struct.nodeElt_s* noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = sub nsw i32 %2, %1
  %5 = icmp slt i32 %4, 8
  br i1 %5, label %8, label %6

6:                                                ; preds = %3
  %7 = icmp sgt i32 %2, %1
  br i1 %7, label %48, label %136

8:                                                ; preds = %3
  %9 = sext i32 %1 to i64
  %10 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %0, i64 %9
  %11 = icmp sgt i32 %2, %1
  br i1 %11, label %12, label %136

12:                                               ; preds = %8
  %13 = sub i32 1, %1
  %14 = add i32 %13, %2
  %15 = zext i32 %14 to i64
  br label %16

16:                                               ; preds = %38, %12
  %17 = phi i64 [ 1, %12 ], [ %46, %38 ]
  %18 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %10, i64 %17
  %19 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %18, i64 0, i32 0
  %20 = load i32, i32* %19, align 4, !tbaa.struct !15
  %21 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %18, i64 0, i32 1
  %22 = bitcast i16* %21 to i32*
  %23 = load i32, i32* %22, align 4
  br label %24

24:                                               ; preds = %32, %16
  %25 = phi i64 [ %17, %16 ], [ %26, %32 ]
  %26 = add nsw i64 %25, -1
  %27 = and i64 %26, 4294967295
  %28 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %10, i64 %27
  %29 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %28, i64 0, i32 0
  %30 = load i32, i32* %29, align 4, !tbaa !17
  %31 = icmp ult i32 %30, %20
  br i1 %31, label %32, label %38

32:                                               ; preds = %24
  %33 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %10, i64 %25
  %34 = bitcast %struct.nodeElt_s* %28 to i64*
  %35 = bitcast %struct.nodeElt_s* %33 to i64*
  %36 = load i64, i64* %34, align 4
  store i64 %36, i64* %35, align 4
  %37 = icmp sgt i64 %25, 1
  br i1 %37, label %24, label %38, !llvm.loop !19

38:                                               ; preds = %32, %24
  %39 = phi i64 [ 0, %32 ], [ %25, %24 ]
  %40 = shl i64 %39, 32
  %41 = ashr exact i64 %40, 32
  %42 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %10, i64 %41
  %43 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %42, i64 0, i32 0
  store i32 %20, i32* %43, align 4, !tbaa.struct !15
  %44 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %42, i64 0, i32 1
  %45 = bitcast i16* %44 to i32*
  store i32 %23, i32* %45, align 4
  %46 = add nuw nsw i64 %17, 1
  %47 = icmp eq i64 %46, %15
  br i1 %47, label %136, label %16, !llvm.loop !20

48:                                               ; preds = %132, %6
  %49 = phi i32 [ %134, %132 ], [ %1, %6 ]
  %50 = phi i32 [ %133, %132 ], [ %2, %6 ]
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %0, i64 %51
  %53 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %52, i64 0, i32 0
  %54 = load i32, i32* %53, align 4, !tbaa !17
  %55 = add nsw i32 %49, -1
  %56 = sext i32 %49 to i64
  %57 = sub nsw i64 %51, %56
  %58 = xor i64 %56, -1
  %59 = and i64 %57, 1
  %60 = icmp eq i64 %59, 0
  br i1 %60, label %76, label %61

61:                                               ; preds = %48
  %62 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %0, i64 %56
  %63 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %62, i64 0, i32 0
  %64 = load i32, i32* %63, align 4, !tbaa !17
  %65 = icmp ugt i32 %64, %54
  br i1 %65, label %66, label %73

66:                                               ; preds = %61
  %67 = sext i32 %49 to i64
  %68 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %0, i64 %67
  %69 = bitcast %struct.nodeElt_s* %68 to i64*
  %70 = load i64, i64* %69, align 4
  %71 = bitcast %struct.nodeElt_s* %62 to i64*
  %72 = load i64, i64* %71, align 4
  store i64 %72, i64* %69, align 4
  store i64 %70, i64* %71, align 4
  br label %73

73:                                               ; preds = %66, %61
  %74 = phi i32 [ %49, %66 ], [ %55, %61 ]
  %75 = add nsw i64 %56, 1
  br label %76

76:                                               ; preds = %73, %48
  %77 = phi i32 [ undef, %48 ], [ %74, %73 ]
  %78 = phi i64 [ %56, %48 ], [ %75, %73 ]
  %79 = phi i32 [ %55, %48 ], [ %74, %73 ]
  %80 = sub nsw i64 0, %51
  %81 = icmp eq i64 %58, %80
  br i1 %81, label %116, label %82

82:                                               ; preds = %112, %76
  %83 = phi i64 [ %114, %112 ], [ %78, %76 ]
  %84 = phi i32 [ %113, %112 ], [ %79, %76 ]
  %85 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %0, i64 %83
  %86 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %85, i64 0, i32 0
  %87 = load i32, i32* %86, align 4, !tbaa !17
  %88 = icmp ugt i32 %87, %54
  br i1 %88, label %89, label %97

89:                                               ; preds = %82
  %90 = add nsw i32 %84, 1
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %0, i64 %91
  %93 = bitcast %struct.nodeElt_s* %92 to i64*
  %94 = load i64, i64* %93, align 4
  %95 = bitcast %struct.nodeElt_s* %85 to i64*
  %96 = load i64, i64* %95, align 4
  store i64 %96, i64* %93, align 4
  store i64 %94, i64* %95, align 4
  br label %97

97:                                               ; preds = %89, %82
  %98 = phi i32 [ %90, %89 ], [ %84, %82 ]
  %99 = add nsw i64 %83, 1
  %100 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %0, i64 %99
  %101 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %100, i64 0, i32 0
  %102 = load i32, i32* %101, align 4, !tbaa !17
  %103 = icmp ugt i32 %102, %54
  br i1 %103, label %104, label %112

104:                                              ; preds = %97
  %105 = add nsw i32 %98, 1
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %0, i64 %106
  %108 = bitcast %struct.nodeElt_s* %107 to i64*
  %109 = load i64, i64* %108, align 4
  %110 = bitcast %struct.nodeElt_s* %100 to i64*
  %111 = load i64, i64* %110, align 4
  store i64 %111, i64* %108, align 4
  store i64 %109, i64* %110, align 4
  br label %112

112:                                              ; preds = %104, %97
  %113 = phi i32 [ %105, %104 ], [ %98, %97 ]
  %114 = add nsw i64 %83, 2
  %115 = icmp eq i64 %114, %51
  br i1 %115, label %116, label %82, !llvm.loop !21

116:                                              ; preds = %112, %76
  %117 = phi i32 [ %77, %76 ], [ %113, %112 ]
  %118 = add nsw i32 %117, 1
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds %struct.nodeElt_s, %struct.nodeElt_s* %0, i64 %119
  %121 = bitcast %struct.nodeElt_s* %120 to i64*
  %122 = load i64, i64* %121, align 4
  %123 = bitcast %struct.nodeElt_s* %52 to i64*
  %124 = load i64, i64* %123, align 4
  store i64 %124, i64* %121, align 4
  store i64 %122, i64* %123, align 4
  %125 = sub nsw i32 %118, %49
  %126 = sub nsw i32 %50, %118
  %127 = icmp slt i32 %125, %126
  br i1 %127, label %128, label %130

128:                                              ; preds = %116
  tail call fastcc void @HUF_simpleQuickSort(%struct.nodeElt_s* noundef nonnull %0, i32 noundef %49, i32 noundef %117)
  %129 = add nsw i32 %117, 2
  br label %132

130:                                              ; preds = %116
  %131 = add nsw i32 %117, 2
  tail call fastcc void @HUF_simpleQuickSort(%struct.nodeElt_s* noundef nonnull %0, i32 noundef %131, i32 noundef %50)
  br label %132

132:                                              ; preds = %130, %128
  %133 = phi i32 [ %50, %128 ], [ %117, %130 ]
  %134 = phi i32 [ %129, %128 ], [ %49, %130 ]
  %135 = icmp slt i32 %134, %133
  br i1 %135, label %48, label %136, !llvm.loop !22

136:                                              ; preds = %132, %38, %8, %6
  ret void
}

; Function Attrs: nounwind uwtable
declare dso_local i64 @ZSTD_compressLiterals(i8* noundef, i64 noundef, i8* noundef, i64 noundef, i8* noundef, i64 noundef, %struct.ZSTD_hufCTables_t* nocapture noundef readonly, %struct.ZSTD_hufCTables_t* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: nofree norecurse nosync nounwind uwtable
declare dso_local i64 @ZSTD_encodeSequences(i8* noundef, i64 noundef, i32* nocapture noundef readonly, i8* nocapture noundef readonly, i32* nocapture noundef readonly, i8* nocapture noundef readonly, i32* nocapture noundef readonly, i8* nocapture noundef readonly, %struct.seqDef_s* nocapture noundef readonly, i64 noundef, i32 noundef, i32 noundef) local_unnamed_addr #10

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc void @ZSTD_buildSequencesStatistics(%struct.ZSTD_symbolEncodingTypeStats_t* noalias nocapture sret(%struct.ZSTD_symbolEncodingTypeStats_t) align 8, %struct.seqStore_t* nocapture noundef readonly, i64 noundef, %struct.ZSTD_fseCTables_t* nocapture noundef readonly, %struct.ZSTD_fseCTables_t* nocapture noundef, i8* noundef, i8* noundef, i32 noundef, i32* noundef, i8* noundef, i64 noundef) unnamed_addr #0

; Function Attrs: nounwind uwtable
define hidden fastcc void @ZSTD_clearAllDicts(%struct.ZSTD_CCtx_s* nocapture noundef %0) unnamed_addr #9 {
  %2 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42
  %3 = getelementptr inbounds %struct.ZSTD_localDict, %struct.ZSTD_localDict* %2, i64 0, i32 0
  %4 = load i8*, i8** %3, align 8, !tbaa !23
  %5 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 14, i32 1
  %6 = load void (i8*, i8*)*, void (i8*, i8*)** %5, align 1
  %7 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 14, i32 2
  %8 = load i8*, i8** %7, align 1
  %9 = icmp eq i8* %4, null
  br i1 %9, label %14, label %10

10:                                               ; preds = %1
  %11 = icmp eq void (i8*, i8*)* %6, null
  br i1 %11, label %13, label %12

12:                                               ; preds = %10
  tail call void %6(i8* noundef %8, i8* noundef nonnull %4) #23
  br label %14

13:                                               ; preds = %10
  tail call void @free(i8* noundef nonnull %4) #23
  br label %14

14:                                               ; preds = %13, %12, %1
  %15 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 4
  %16 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %15, align 8, !tbaa !50
  %17 = icmp eq %struct.ZSTD_CDict_s* %16, null
  br i1 %17, label %48, label %18

18:                                               ; preds = %14
  %19 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %16, i64 0, i32 7, i32 1
  %20 = load void (i8*, i8*)*, void (i8*, i8*)** %19, align 8, !tbaa.struct !51
  %21 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %16, i64 0, i32 7, i32 2
  %22 = load i8*, i8** %21, align 8, !tbaa.struct !53
  %23 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %16, i64 0, i32 4
  %24 = bitcast %struct.ZSTD_CDict_s* %16 to i8*
  %25 = getelementptr inbounds %struct.ZSTD_cwksp, %struct.ZSTD_cwksp* %23, i64 0, i32 0
  %26 = load i8*, i8** %25, align 8, !tbaa !54
  %27 = icmp ugt i8* %26, %24
  br i1 %27, label %33, label %28

28:                                               ; preds = %18
  %29 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %16, i64 0, i32 4, i32 1
  %30 = load i8*, i8** %29, align 8, !tbaa !55
  %31 = icmp ugt i8* %30, %24
  %32 = zext i1 %31 to i32
  br label %33

33:                                               ; preds = %28, %18
  %34 = phi i32 [ 0, %18 ], [ %32, %28 ]
  %35 = bitcast %struct.ZSTD_cwksp* %23 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %35, i8 0, i64 72, i1 false) #23
  %36 = icmp eq i8* %26, null
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = icmp eq void (i8*, i8*)* %20, null
  br i1 %38, label %42, label %39

39:                                               ; preds = %37
  tail call void %20(i8* noundef %22, i8* noundef nonnull %26) #23
  br label %40

40:                                               ; preds = %39, %33
  %41 = icmp eq i32 %34, 0
  br i1 %41, label %44, label %48

42:                                               ; preds = %37
  tail call void @free(i8* noundef nonnull %26) #23
  %43 = icmp eq i32 %34, 0
  br i1 %43, label %47, label %48

44:                                               ; preds = %40
  %45 = icmp eq void (i8*, i8*)* %20, null
  br i1 %45, label %47, label %46

46:                                               ; preds = %44
  tail call void %20(i8* noundef %22, i8* noundef nonnull %24) #23
  br label %48

47:                                               ; preds = %44, %42
  tail call void @free(i8* noundef nonnull %24) #23
  br label %48

48:                                               ; preds = %47, %46, %42, %40, %14
  %49 = bitcast %struct.ZSTD_localDict* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %49, i8 0, i64 72, i1 false)
  ret void
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn writeonly
define dso_local i64 @ZSTD_CCtxParams_init(%struct.ZSTD_CCtx_params_s* noundef writeonly %0, i32 noundef %1) local_unnamed_addr #11 {
  %3 = icmp eq %struct.ZSTD_CCtx_params_s* %0, null
  br i1 %3, label %8, label %4

4:                                                ; preds = %2
  %5 = bitcast %struct.ZSTD_CCtx_params_s* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %5, i8 0, i64 216, i1 false)
  %6 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %0, i64 0, i32 3
  store i32 %1, i32* %6, align 4, !tbaa !56
  %7 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %0, i64 0, i32 2, i32 0
  store i32 1, i32* %7, align 8, !tbaa !57
  br label %8

8:                                                ; preds = %4, %2
  %9 = phi i64 [ 0, %4 ], [ -1, %2 ]
  ret i64 %9
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_CCtx_refPrefix_advanced(%struct.ZSTD_CCtx_s* nocapture noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #9 {
  %5 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  %6 = load i32, i32* %5, align 8, !tbaa !58
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %4
  tail call fastcc void @ZSTD_clearAllDicts(%struct.ZSTD_CCtx_s* noundef nonnull %0)
  %9 = icmp ne i8* %1, null
  %10 = icmp ne i64 %2, 0
  %11 = and i1 %9, %10
  br i1 %11, label %12, label %16

12:                                               ; preds = %8
  %13 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 44, i32 0
  store i8* %1, i8** %13, align 8, !tbaa !59
  %14 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 44, i32 1
  store i64 %2, i64* %14, align 8, !tbaa !60
  %15 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 44, i32 2
  store i32 %3, i32* %15, align 8, !tbaa !61
  br label %16

16:                                               ; preds = %12, %8, %4
  %17 = phi i64 [ -60, %4 ], [ 0, %12 ], [ 0, %8 ]
  ret i64 %17
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define hidden fastcc void @ZSTD_adjustCParams_internal(%struct.ZSTD_compressionParameters* noalias nocapture writeonly sret(%struct.ZSTD_compressionParameters) align 4 %0, %struct.ZSTD_compressionParameters* nocapture noundef byval(%struct.ZSTD_compressionParameters) align 8 %1, i64 noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5) unnamed_addr #12 {
  switch i32 %4, label %13 [
    i32 1, label %12
    i32 2, label %7
  ]

7:                                                ; preds = %6
  %8 = icmp ne i64 %3, 0
  %9 = icmp eq i64 %2, -1
  %10 = and i1 %9, %8
  %11 = select i1 %10, i64 513, i64 %2
  br label %13

12:                                               ; preds = %6
  br label %13

13:                                               ; preds = %12, %7, %6
  %14 = phi i64 [ %3, %6 ], [ %3, %7 ], [ 0, %12 ]
  %15 = phi i64 [ %2, %6 ], [ %11, %7 ], [ %2, %12 ]
  %16 = icmp ult i64 %15, 1073741825
  %17 = icmp ult i64 %14, 1073741825
  %18 = and i1 %17, %16
  br i1 %18, label %19, label %33

19:                                               ; preds = %13
  %20 = add nuw nsw i64 %15, %14
  %21 = trunc i64 %20 to i32
  %22 = icmp ult i32 %21, 64
  br i1 %22, label %27, label %23

23:                                               ; preds = %19
  %24 = add i32 %21, -1
  %25 = tail call i32 @llvm.ctlz.i32(i32 %24, i1 true) #23, !range !9
  %26 = sub nuw nsw i32 32, %25
  br label %27

27:                                               ; preds = %23, %19
  %28 = phi i32 [ %26, %23 ], [ 6, %19 ]
  %29 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 0
  %30 = load i32, i32* %29, align 8, !tbaa !62
  %31 = icmp ugt i32 %30, %28
  br i1 %31, label %32, label %37

32:                                               ; preds = %27
  store i32 %28, i32* %29, align 8, !tbaa !62
  br label %37

33:                                               ; preds = %13
  %34 = icmp eq i64 %15, -1
  %35 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 0
  %36 = load i32, i32* %35, align 8, !tbaa !62
  br i1 %34, label %72, label %37

37:                                               ; preds = %33, %32, %27
  %38 = phi i32 [ %28, %32 ], [ %30, %27 ], [ %36, %33 ]
  %39 = icmp eq i64 %14, 0
  br i1 %39, label %53, label %40

40:                                               ; preds = %37
  %41 = zext i32 %38 to i64
  %42 = shl nuw i64 1, %41
  %43 = add i64 %42, %14
  %44 = add i64 %15, %14
  %45 = icmp ult i64 %42, %44
  br i1 %45, label %46, label %53

46:                                               ; preds = %40
  %47 = icmp ugt i64 %43, 2147483647
  br i1 %47, label %53, label %48

48:                                               ; preds = %46
  %49 = trunc i64 %43 to i32
  %50 = add nsw i32 %49, -1
  %51 = tail call i32 @llvm.ctlz.i32(i32 %50, i1 true) #23, !range !9
  %52 = sub nuw nsw i32 32, %51
  br label %53

53:                                               ; preds = %48, %46, %40, %37
  %54 = phi i32 [ %38, %37 ], [ %52, %48 ], [ %38, %40 ], [ 31, %46 ]
  %55 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 1
  %56 = load i32, i32* %55, align 4, !tbaa !63
  %57 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 6
  %58 = load i32, i32* %57, align 8, !tbaa !64
  %59 = icmp ugt i32 %58, 5
  %60 = sext i1 %59 to i32
  %61 = add i32 %56, %60
  %62 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 2
  %63 = load i32, i32* %62, align 8, !tbaa !65
  %64 = add i32 %54, 1
  %65 = icmp ugt i32 %63, %64
  br i1 %65, label %66, label %67

66:                                               ; preds = %53
  store i32 %64, i32* %62, align 8, !tbaa !65
  br label %67

67:                                               ; preds = %66, %53
  %68 = icmp ult i32 %54, %61
  br i1 %68, label %69, label %72

69:                                               ; preds = %67
  %70 = add i32 %56, %54
  %71 = sub i32 %70, %61
  store i32 %71, i32* %55, align 4, !tbaa !63
  br label %72

72:                                               ; preds = %69, %67, %33
  %73 = phi i32 [ %38, %67 ], [ %38, %69 ], [ %36, %33 ]
  %74 = icmp ult i32 %73, 10
  br i1 %74, label %75, label %77

75:                                               ; preds = %72
  %76 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 0
  store i32 10, i32* %76, align 8, !tbaa !62
  br label %77

77:                                               ; preds = %75, %72
  %78 = icmp ne i32 %4, 2
  %79 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 6
  %80 = load i32, i32* %79, align 8, !tbaa !64
  %81 = add i32 %80, -3
  %82 = icmp ult i32 %81, -2
  %83 = select i1 %78, i1 true, i1 %82
  br i1 %83, label %94, label %84

84:                                               ; preds = %77
  %85 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 2
  %86 = load i32, i32* %85, align 8, !tbaa !65
  %87 = icmp ugt i32 %86, 24
  br i1 %87, label %88, label %89

88:                                               ; preds = %84
  store i32 24, i32* %85, align 8, !tbaa !65
  br label %89

89:                                               ; preds = %88, %84
  %90 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 1
  %91 = load i32, i32* %90, align 4, !tbaa !63
  %92 = icmp ugt i32 %91, 24
  br i1 %92, label %93, label %94

93:                                               ; preds = %89
  store i32 24, i32* %90, align 4, !tbaa !63
  br label %94

94:                                               ; preds = %93, %89, %77
  %95 = add i32 %80, -6
  %96 = icmp ult i32 %95, -3
  %97 = icmp ugt i32 %5, 1
  %98 = or i1 %97, %96
  br i1 %98, label %111, label %99

99:                                               ; preds = %94
  %100 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 3
  %101 = load i32, i32* %100, align 4, !tbaa !66
  %102 = icmp ult i32 %101, 6
  %103 = select i1 %102, i32 %101, i32 6
  %104 = icmp ugt i32 %103, 4
  %105 = select i1 %104, i32 %103, i32 4
  %106 = or i32 %105, 24
  %107 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 2
  %108 = load i32, i32* %107, align 8, !tbaa !65
  %109 = icmp ugt i32 %108, %106
  br i1 %109, label %110, label %111

110:                                              ; preds = %99
  store i32 %106, i32* %107, align 8, !tbaa !65
  br label %111

111:                                              ; preds = %110, %99, %94
  %112 = bitcast %struct.ZSTD_compressionParameters* %0 to i8*
  %113 = bitcast %struct.ZSTD_compressionParameters* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(28) %112, i8* noundef nonnull align 8 dereferenceable(28) %113, i64 28, i1 false), !tbaa.struct !67
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.usub.sat.i32(i32, i32) #5

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_copyCCtx(%struct.ZSTD_CCtx_s* noundef %0, %struct.ZSTD_CCtx_s* noundef readonly %1, i64 noundef %2) local_unnamed_addr #9 {
  %4 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %5 = icmp eq i64 %2, 0
  %6 = select i1 %5, i64 -1, i64 %2
  %7 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 0
  %8 = load i32, i32* %7, align 8, !tbaa !68
  %9 = icmp eq i32 %8, 1
  br i1 %9, label %10, label %118

10:                                               ; preds = %3
  %11 = icmp ne i64 %6, -1
  %12 = zext i1 %11 to i64
  %13 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 27
  %14 = load i32, i32* %13, align 8, !tbaa !69
  %15 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 14
  %16 = bitcast %struct.ZSTD_customMem* %15 to i8*
  %17 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 14
  %18 = bitcast %struct.ZSTD_customMem* %17 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %16, i8* noundef nonnull align 8 dereferenceable(24) %18, i64 24, i1 false) #23
  %19 = bitcast %struct.ZSTD_CCtx_params_s* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 216, i8* nonnull %19) #23
  %20 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3
  %21 = bitcast %struct.ZSTD_CCtx_params_s* %20 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %19, i8* noundef nonnull align 8 dereferenceable(216) %21, i64 216, i1 false) #23, !tbaa.struct !70
  %22 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 1
  %23 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 4, i32 1
  %24 = bitcast %struct.ZSTD_compressionParameters* %22 to i8*
  %25 = bitcast %struct.ZSTD_compressionParameters* %23 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(28) %24, i8* noundef nonnull align 4 dereferenceable(28) %25, i64 28, i1 false) #23, !tbaa.struct !67
  %26 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 4, i32 20
  %27 = load i32, i32* %26, align 8, !tbaa !72
  %28 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 20
  store i32 %27, i32* %28, align 8, !tbaa !73
  %29 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 4, i32 19
  %30 = load i32, i32* %29, align 4, !tbaa !74
  %31 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 19
  store i32 %30, i32* %31, align 4, !tbaa !75
  %32 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 13
  %33 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 4, i32 13
  %34 = bitcast %struct.ldmParams_t* %32 to i8*
  %35 = bitcast %struct.ldmParams_t* %33 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %34, i8* noundef nonnull align 8 dereferenceable(24) %35, i64 24, i1 false) #23, !tbaa.struct !76
  %36 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 2
  %37 = bitcast %struct.ZSTD_frameParameters* %36 to i64*
  store i64 %12, i64* %37, align 8, !tbaa.struct !77
  %38 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 2, i32 2
  store i32 0, i32* %38, align 8, !tbaa.struct !78
  %39 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 4, i32 27
  %40 = load i64, i64* %39, align 8, !tbaa !79
  %41 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 27
  store i64 %40, i64* %41, align 8, !tbaa !80
  %42 = call fastcc i64 @ZSTD_resetCCtx_internal(%struct.ZSTD_CCtx_s* noundef %0, %struct.ZSTD_CCtx_params_s* noundef nonnull %4, i64 noundef %6, i64 noundef 0, i32 noundef 1, i32 noundef %14) #23
  call void @llvm.lifetime.end.p0i8(i64 216, i8* nonnull %19) #23
  %43 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 8, i32 2
  %44 = load i8*, i8** %43, align 8, !tbaa !81
  %45 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 8, i32 4
  store i8* %44, i8** %45, align 8, !tbaa !82
  %46 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 4, i32 1, i32 6
  %47 = load i32, i32* %46, align 4, !tbaa !83
  %48 = icmp eq i32 %47, 1
  br i1 %48, label %60, label %49

49:                                               ; preds = %10
  %50 = load i32, i32* %26, align 8, !tbaa !72
  %51 = add i32 %47, -3
  %52 = icmp ult i32 %51, 3
  %53 = icmp eq i32 %50, 1
  %54 = and i1 %52, %53
  br i1 %54, label %60, label %55

55:                                               ; preds = %49
  %56 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 4, i32 1, i32 1
  %57 = load i32, i32* %56, align 4, !tbaa !84
  %58 = zext i32 %57 to i64
  %59 = shl i64 4, %58
  br label %60

60:                                               ; preds = %55, %49, %10
  %61 = phi i64 [ %59, %55 ], [ 0, %49 ], [ 0, %10 ]
  %62 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 4, i32 1, i32 2
  %63 = load i32, i32* %62, align 4, !tbaa !85
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 25, i32 2
  %66 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 25, i32 2, i32 3
  %67 = load i32, i32* %66, align 8, !tbaa !86
  %68 = icmp eq i32 %67, 0
  %69 = zext i32 %67 to i64
  %70 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2
  %71 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2, i32 9
  %72 = bitcast i32** %71 to i8**
  %73 = load i8*, i8** %72, align 8, !tbaa !87
  %74 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 25, i32 2, i32 9
  %75 = bitcast i32** %74 to i8**
  %76 = load i8*, i8** %75, align 8, !tbaa !87
  %77 = shl i64 4, %64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %73, i8* align 4 %76, i64 %77, i1 false) #23
  %78 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2, i32 11
  %79 = bitcast i32** %78 to i8**
  %80 = load i8*, i8** %79, align 8, !tbaa !88
  %81 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 25, i32 2, i32 11
  %82 = bitcast i32** %81 to i8**
  %83 = load i8*, i8** %82, align 8, !tbaa !88
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %80, i8* align 4 %83, i64 %61, i1 false) #23
  %84 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2, i32 10
  %85 = bitcast i32** %84 to i8**
  %86 = load i8*, i8** %85, align 8, !tbaa !89
  %87 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 25, i32 2, i32 10
  %88 = bitcast i32** %87 to i8**
  %89 = load i8*, i8** %88, align 8, !tbaa !89
  %90 = shl i64 4, %69
  %91 = select i1 %68, i64 0, i64 %90
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %86, i8* align 4 %89, i64 %91, i1 false) #23
  %92 = load i8*, i8** %45, align 8, !tbaa !82
  %93 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 8, i32 3
  %94 = load i8*, i8** %93, align 8, !tbaa !90
  %95 = icmp ult i8* %92, %94
  br i1 %95, label %96, label %97

96:                                               ; preds = %60
  store i8* %94, i8** %45, align 8, !tbaa !82
  br label %97

97:                                               ; preds = %96, %60
  %98 = bitcast %struct.ZSTD_matchState_t* %70 to i8*
  %99 = bitcast %struct.ZSTD_matchState_t* %65 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(40) %98, i8* noundef nonnull align 8 dereferenceable(40) %99, i64 40, i1 false) #23, !tbaa.struct !91
  %100 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 25, i32 2, i32 2
  %101 = load i32, i32* %100, align 4, !tbaa !92
  %102 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2, i32 2
  store i32 %101, i32* %102, align 4, !tbaa !92
  %103 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 25, i32 2, i32 1
  %104 = load i32, i32* %103, align 8, !tbaa !93
  %105 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2, i32 1
  store i32 %104, i32* %105, align 8, !tbaa !93
  %106 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 6
  %107 = load i32, i32* %106, align 8, !tbaa !94
  %108 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 6
  store i32 %107, i32* %108, align 8, !tbaa !94
  %109 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 7
  %110 = load i64, i64* %109, align 8, !tbaa !95
  %111 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 7
  store i64 %110, i64* %111, align 8, !tbaa !95
  %112 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 0
  %113 = bitcast %struct.ZSTD_compressedBlockState_t** %112 to i8**
  %114 = load i8*, i8** %113, align 8, !tbaa !96
  %115 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 25, i32 0
  %116 = bitcast %struct.ZSTD_compressedBlockState_t** %115 to i8**
  %117 = load i8*, i8** %116, align 8, !tbaa !96
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(5632) %114, i8* noundef nonnull align 8 dereferenceable(5632) %117, i64 5632, i1 false) #23
  br label %118

118:                                              ; preds = %97, %3
  %119 = phi i64 [ 0, %97 ], [ -60, %3 ]
  ret i64 %119
}

; Function Attrs: nounwind uwtable
declare hidden fastcc i64 @ZSTD_resetCCtx_internal(%struct.ZSTD_CCtx_s* noundef, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly, i64 noundef, i64 noundef, i32 noundef, i32 noundef) unnamed_addr #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #5

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBlock_btultra2(%struct.ZSTD_matchState_t* noundef %0, %struct.seqStore_t* nocapture noundef %1, i32* noundef %2, i8* noundef %3, i64 noundef %4) #9 {
  %6 = alloca [3 x i32], align 4
  %7 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 1
  %8 = load i8*, i8** %7, align 8, !tbaa !97
  %9 = ptrtoint i8* %3 to i64
  %10 = ptrtoint i8* %8 to i64
  %11 = sub i64 %9, %10
  %12 = trunc i64 %11 to i32
  %13 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 14, i32 7
  %14 = load i32, i32* %13, align 4, !tbaa !98
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %49

16:                                               ; preds = %5
  %17 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 1
  %18 = load %struct.seqDef_s*, %struct.seqDef_s** %17, align 8, !tbaa !99
  %19 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 0
  %20 = load %struct.seqDef_s*, %struct.seqDef_s** %19, align 8, !tbaa !100
  %21 = icmp eq %struct.seqDef_s* %18, %20
  br i1 %21, label %22, label %49

22:                                               ; preds = %16
  %23 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 3
  %24 = load i32, i32* %23, align 8, !tbaa !101
  %25 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 4
  %26 = load i32, i32* %25, align 4, !tbaa !102
  %27 = icmp eq i32 %24, %26
  br i1 %27, label %28, label %49

28:                                               ; preds = %22
  %29 = icmp eq i32 %24, %12
  %30 = icmp ugt i64 %4, 8
  %31 = and i1 %30, %29
  br i1 %31, label %32, label %49

32:                                               ; preds = %28
  %33 = bitcast [3 x i32]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %33) #23
  %34 = getelementptr inbounds [3 x i32], [3 x i32]* %6, i64 0, i64 0
  %35 = bitcast i32* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %33, i8* noundef nonnull align 4 dereferenceable(12) %35, i64 12, i1 false) #23
  %36 = call fastcc i64 @ZSTD_compressBlock_opt2(%struct.ZSTD_matchState_t* noundef nonnull %0, %struct.seqStore_t* noundef nonnull %1, i32* noundef nonnull %34, i8* noundef %3, i64 noundef %4, i32 noundef 0) #23
  %37 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 2
  %38 = load i8*, i8** %37, align 8, !tbaa !103
  %39 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 3
  store i8* %38, i8** %39, align 8, !tbaa !104
  %40 = load %struct.seqDef_s*, %struct.seqDef_s** %19, align 8, !tbaa !100
  store %struct.seqDef_s* %40, %struct.seqDef_s** %17, align 8, !tbaa !99
  %41 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 9
  store i32 0, i32* %41, align 8, !tbaa !105
  %42 = load i8*, i8** %7, align 8, !tbaa !97
  %43 = sub i64 0, %4
  %44 = getelementptr inbounds i8, i8* %42, i64 %43
  store i8* %44, i8** %7, align 8, !tbaa !97
  %45 = trunc i64 %4 to i32
  %46 = load i32, i32* %23, align 8, !tbaa !101
  %47 = add i32 %46, %45
  store i32 %47, i32* %23, align 8, !tbaa !101
  store i32 %47, i32* %25, align 4, !tbaa !102
  %48 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 2
  store i32 %47, i32* %48, align 4, !tbaa !92
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %33) #23
  br label %49

49:                                               ; preds = %32, %28, %22, %16, %5
  %50 = call fastcc i64 @ZSTD_compressBlock_opt2(%struct.ZSTD_matchState_t* noundef nonnull %0, %struct.seqStore_t* noundef %1, i32* noundef %2, i8* noundef %3, i64 noundef %4, i32 noundef 0)
  ret i64 %50
}

; Function Attrs: inlinehint nofree nosync nounwind readonly uwtable
declare hidden fastcc i64 @ZSTD_count_2segments(i8* noundef, i8* noundef, i8* noundef readnone, i8* noundef, i8* nocapture noundef readonly) unnamed_addr #13

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #5

; Function Attrs: nounwind uwtable
declare hidden fastcc i64 @ZSTD_compressBlock_opt2(%struct.ZSTD_matchState_t* noundef, %struct.seqStore_t* nocapture noundef, i32* noundef, i8* noundef, i64 noundef, i32 noundef) unnamed_addr #14

; Function Attrs: nofree noinline nosync nounwind uwtable
define hidden fastcc i64 @ZSTD_HcFindBestMatch_dictMatchState_4(%struct.ZSTD_matchState_t* nocapture noundef %0, i8* noundef %1, i8* noundef %2, i64* nocapture noundef writeonly %3) unnamed_addr #15 {
  %5 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 11
  %6 = load i32*, i32** %5, align 8, !tbaa !106
  %7 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !63
  %9 = shl nuw i32 1, %8
  %10 = add i32 %9, -1
  %11 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 1
  %12 = load i8*, i8** %11, align 8, !tbaa !97
  %13 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 3
  %14 = load i32, i32* %13, align 8, !tbaa !101
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i8, i8* %12, i64 %15
  %17 = ptrtoint i8* %1 to i64
  %18 = ptrtoint i8* %12 to i64
  %19 = sub i64 %17, %18
  %20 = trunc i64 %19 to i32
  %21 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 0
  %22 = load i32, i32* %21, align 4, !tbaa !62
  %23 = shl nuw i32 1, %22
  %24 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 4
  %25 = load i32, i32* %24, align 4, !tbaa !102
  %26 = sub i32 %20, %25
  %27 = icmp ugt i32 %26, %23
  %28 = sub i32 %20, %23
  %29 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 1
  %30 = load i32, i32* %29, align 8, !tbaa !93
  %31 = icmp eq i32 %30, 0
  %32 = select i1 %31, i1 %27, i1 false
  %33 = select i1 %32, i32 %28, i32 %25
  %34 = tail call i32 @llvm.usub.sat.i32(i32 %20, i32 %9) #23
  %35 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 3
  %36 = load i32, i32* %35, align 4, !tbaa !66
  %37 = shl nuw i32 1, %36
  %38 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 15
  %39 = load %struct.ZSTD_matchState_t*, %struct.ZSTD_matchState_t** %38, align 8, !tbaa !107
  %40 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 19
  %41 = load i32, i32* %40, align 4, !tbaa !108
  %42 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 9
  %43 = load i32*, i32** %42, align 8, !tbaa !109
  %44 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 2
  %45 = load i32, i32* %44, align 4, !tbaa !65
  %46 = shl nsw i32 -1, %8
  %47 = xor i32 %46, -1
  %48 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 2
  %49 = load i32, i32* %48, align 4, !tbaa !92
  %50 = sub i32 32, %45
  %51 = icmp eq i32 %41, 0
  %52 = zext i32 %49 to i64
  %53 = tail call i32 @llvm.umax.i32(i32 %49, i32 %20) #23
  %54 = zext i32 %53 to i64
  br label %55

55:                                               ; preds = %58, %4
  %56 = phi i64 [ %71, %58 ], [ %52, %4 ]
  %57 = icmp eq i64 %56, %54
  br i1 %57, label %72, label %58

58:                                               ; preds = %55
  %59 = getelementptr inbounds i8, i8* %12, i64 %56
  %60 = bitcast i8* %59 to i32*
  %61 = load i32, i32* %60, align 1, !tbaa !5
  %62 = mul i32 %61, -1640531535
  %63 = lshr i32 %62, %50
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds i32, i32* %43, i64 %64
  %66 = load i32, i32* %65, align 4, !tbaa !5
  %67 = trunc i64 %56 to i32
  %68 = and i32 %67, %47
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds i32, i32* %6, i64 %69
  store i32 %66, i32* %70, align 4, !tbaa !5
  store i32 %67, i32* %65, align 4, !tbaa !5
  %71 = add nuw nsw i64 %56, 1
  br i1 %51, label %55, label %72

72:                                               ; preds = %58, %55
  store i32 %20, i32* %48, align 4, !tbaa !92
  %73 = bitcast i8* %1 to i32*
  %74 = load i32, i32* %73, align 1, !tbaa !5
  %75 = mul i32 %74, -1640531535
  %76 = lshr i32 %75, %50
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds i32, i32* %43, i64 %77
  %79 = load i32, i32* %78, align 4, !tbaa !5
  %80 = icmp ult i32 %79, %33
  br i1 %80, label %202, label %81

81:                                               ; preds = %72
  %82 = getelementptr inbounds i8, i8* %2, i64 -7
  %83 = icmp ugt i8* %82, %1
  %84 = bitcast i8* %1 to i64*
  %85 = getelementptr inbounds i8, i8* %2, i64 -3
  %86 = getelementptr inbounds i8, i8* %2, i64 -1
  %87 = add i32 %20, 3
  %88 = getelementptr inbounds i8, i8* %1, i64 -3
  br label %89

89:                                               ; preds = %188, %81
  %90 = phi i32 [ %74, %81 ], [ %185, %188 ]
  %91 = phi i32 [ %79, %81 ], [ %193, %188 ]
  %92 = phi i32 [ %37, %81 ], [ %192, %188 ]
  %93 = phi i64 [ 3, %81 ], [ %186, %188 ]
  %94 = zext i32 %91 to i64
  %95 = getelementptr inbounds i8, i8* %12, i64 %94
  %96 = getelementptr inbounds i8, i8* %95, i64 -3
  %97 = getelementptr inbounds i8, i8* %96, i64 %93
  %98 = bitcast i8* %97 to i32*
  %99 = load i32, i32* %98, align 1, !tbaa !5
  %100 = getelementptr inbounds i8, i8* %88, i64 %93
  %101 = bitcast i8* %100 to i32*
  %102 = load i32, i32* %101, align 1, !tbaa !5
  %103 = icmp eq i32 %99, %102
  br i1 %103, label %104, label %184

104:                                              ; preds = %89
  br i1 %83, label %105, label %134

105:                                              ; preds = %104
  %106 = bitcast i8* %95 to i64*
  %107 = load i64, i64* %106, align 1, !tbaa !71
  %108 = load i64, i64* %84, align 1, !tbaa !71
  %109 = xor i64 %108, %107
  %110 = icmp eq i64 %109, 0
  %111 = trunc i64 %108 to i32
  br i1 %110, label %115, label %112

112:                                              ; preds = %105
  %113 = tail call i64 @llvm.cttz.i64(i64 %109, i1 true) #23, !range !110
  %114 = lshr i64 %113, 3
  br label %175

115:                                              ; preds = %121, %105
  %116 = phi i8* [ %119, %121 ], [ %95, %105 ]
  %117 = phi i8* [ %118, %121 ], [ %1, %105 ]
  %118 = getelementptr inbounds i8, i8* %117, i64 8
  %119 = getelementptr inbounds i8, i8* %116, i64 8
  %120 = icmp ult i8* %118, %82
  br i1 %120, label %121, label %134

121:                                              ; preds = %115
  %122 = bitcast i8* %119 to i64*
  %123 = load i64, i64* %122, align 1, !tbaa !71
  %124 = bitcast i8* %118 to i64*
  %125 = load i64, i64* %124, align 1, !tbaa !71
  %126 = xor i64 %125, %123
  %127 = icmp eq i64 %126, 0
  br i1 %127, label %115, label %128

128:                                              ; preds = %121
  %129 = tail call i64 @llvm.cttz.i64(i64 %126, i1 true) #23, !range !110
  %130 = lshr i64 %129, 3
  %131 = getelementptr inbounds i8, i8* %118, i64 %130
  %132 = ptrtoint i8* %131 to i64
  %133 = sub i64 %132, %17
  br label %175

134:                                              ; preds = %115, %104
  %135 = phi i32 [ %90, %104 ], [ %111, %115 ]
  %136 = phi i8* [ %95, %104 ], [ %119, %115 ]
  %137 = phi i8* [ %1, %104 ], [ %118, %115 ]
  %138 = icmp ult i8* %137, %85
  br i1 %138, label %139, label %148

139:                                              ; preds = %134
  %140 = bitcast i8* %136 to i32*
  %141 = load i32, i32* %140, align 1, !tbaa !5
  %142 = bitcast i8* %137 to i32*
  %143 = load i32, i32* %142, align 1, !tbaa !5
  %144 = icmp eq i32 %141, %143
  br i1 %144, label %145, label %148

145:                                              ; preds = %139
  %146 = getelementptr inbounds i8, i8* %137, i64 4
  %147 = getelementptr inbounds i8, i8* %136, i64 4
  br label %148

148:                                              ; preds = %145, %139, %134
  %149 = phi i8* [ %147, %145 ], [ %136, %139 ], [ %136, %134 ]
  %150 = phi i8* [ %146, %145 ], [ %137, %139 ], [ %137, %134 ]
  %151 = icmp ult i8* %150, %86
  br i1 %151, label %152, label %161

152:                                              ; preds = %148
  %153 = bitcast i8* %149 to i16*
  %154 = load i16, i16* %153, align 1, !tbaa !13
  %155 = bitcast i8* %150 to i16*
  %156 = load i16, i16* %155, align 1, !tbaa !13
  %157 = icmp eq i16 %154, %156
  br i1 %157, label %158, label %161

158:                                              ; preds = %152
  %159 = getelementptr inbounds i8, i8* %150, i64 2
  %160 = getelementptr inbounds i8, i8* %149, i64 2
  br label %161

161:                                              ; preds = %158, %152, %148
  %162 = phi i8* [ %160, %158 ], [ %149, %152 ], [ %149, %148 ]
  %163 = phi i8* [ %159, %158 ], [ %150, %152 ], [ %150, %148 ]
  %164 = icmp ult i8* %163, %2
  br i1 %164, label %165, label %171

165:                                              ; preds = %161
  %166 = load i8, i8* %162, align 1, !tbaa !16
  %167 = load i8, i8* %163, align 1, !tbaa !16
  %168 = icmp eq i8 %166, %167
  %169 = zext i1 %168 to i64
  %170 = getelementptr i8, i8* %163, i64 %169
  br label %171

171:                                              ; preds = %165, %161
  %172 = phi i8* [ %163, %161 ], [ %170, %165 ]
  %173 = ptrtoint i8* %172 to i64
  %174 = sub i64 %173, %17
  br label %175

175:                                              ; preds = %171, %128, %112
  %176 = phi i32 [ %135, %171 ], [ %111, %112 ], [ %111, %128 ]
  %177 = phi i64 [ %174, %171 ], [ %114, %112 ], [ %133, %128 ]
  %178 = icmp ugt i64 %177, %93
  br i1 %178, label %179, label %184

179:                                              ; preds = %175
  %180 = sub i32 %87, %91
  %181 = zext i32 %180 to i64
  store i64 %181, i64* %3, align 8, !tbaa !71
  %182 = getelementptr inbounds i8, i8* %1, i64 %177
  %183 = icmp eq i8* %182, %2
  br i1 %183, label %197, label %184

184:                                              ; preds = %179, %175, %89
  %185 = phi i32 [ %176, %179 ], [ %176, %175 ], [ %90, %89 ]
  %186 = phi i64 [ %177, %179 ], [ %93, %175 ], [ %93, %89 ]
  %187 = icmp ugt i32 %91, %34
  br i1 %187, label %188, label %197

188:                                              ; preds = %184
  %189 = and i32 %91, %10
  %190 = zext i32 %189 to i64
  %191 = getelementptr inbounds i32, i32* %6, i64 %190
  %192 = add i32 %92, -1
  %193 = load i32, i32* %191, align 4, !tbaa !5
  %194 = icmp uge i32 %193, %33
  %195 = icmp ne i32 %192, 0
  %196 = and i1 %195, %194
  br i1 %196, label %89, label %197, !llvm.loop !111

197:                                              ; preds = %188, %184, %179
  %198 = phi i32 [ %185, %184 ], [ %176, %179 ], [ %185, %188 ]
  %199 = phi i32 [ %92, %184 ], [ %92, %179 ], [ %192, %188 ]
  %200 = phi i64 [ %186, %184 ], [ %177, %179 ], [ %186, %188 ]
  %201 = mul i32 %198, -1640531535
  br label %202

202:                                              ; preds = %197, %72
  %203 = phi i32 [ %201, %197 ], [ %75, %72 ]
  %204 = phi i32 [ %199, %197 ], [ %37, %72 ]
  %205 = phi i64 [ %200, %197 ], [ 3, %72 ]
  %206 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 11
  %207 = load i32*, i32** %206, align 8, !tbaa !106
  %208 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 16, i32 1
  %209 = load i32, i32* %208, align 4, !tbaa !112
  %210 = shl nuw i32 1, %209
  %211 = add i32 %210, -1
  %212 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 0, i32 3
  %213 = load i32, i32* %212, align 8, !tbaa !101
  %214 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 0, i32 1
  %215 = load i8*, i8** %214, align 8, !tbaa !97
  %216 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 0, i32 0
  %217 = load i8*, i8** %216, align 8, !tbaa !113
  %218 = ptrtoint i8* %217 to i64
  %219 = ptrtoint i8* %215 to i64
  %220 = sub i64 %218, %219
  %221 = trunc i64 %220 to i32
  %222 = tail call i32 @llvm.usub.sat.i32(i32 %221, i32 %210) #23
  %223 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 9
  %224 = load i32*, i32** %223, align 8, !tbaa !109
  %225 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 16, i32 2
  %226 = load i32, i32* %225, align 8, !tbaa !114
  %227 = sub i32 32, %226
  %228 = lshr i32 %203, %227
  %229 = zext i32 %228 to i64
  %230 = getelementptr inbounds i32, i32* %224, i64 %229
  %231 = load i32, i32* %230, align 4, !tbaa !5
  %232 = icmp uge i32 %231, %213
  %233 = icmp ne i32 %204, 0
  %234 = and i1 %233, %232
  br i1 %234, label %235, label %271

235:                                              ; preds = %202
  %236 = getelementptr inbounds i8, i8* %1, i64 4
  %237 = add i32 %20, 3
  %238 = add i32 %237, %221
  br label %239

239:                                              ; preds = %262, %235
  %240 = phi i32 [ %231, %235 ], [ %267, %262 ]
  %241 = phi i32 [ %204, %235 ], [ %266, %262 ]
  %242 = phi i64 [ %205, %235 ], [ %260, %262 ]
  %243 = zext i32 %240 to i64
  %244 = getelementptr inbounds i8, i8* %215, i64 %243
  %245 = bitcast i8* %244 to i32*
  %246 = load i32, i32* %245, align 1, !tbaa !5
  %247 = icmp eq i32 %246, %74
  br i1 %247, label %248, label %259

248:                                              ; preds = %239
  %249 = getelementptr inbounds i8, i8* %244, i64 4
  %250 = tail call fastcc i64 @ZSTD_count_2segments(i8* noundef nonnull %236, i8* noundef nonnull %249, i8* noundef %2, i8* noundef %217, i8* noundef %16) #23
  %251 = add i64 %250, 4
  %252 = icmp ugt i64 %251, %242
  br i1 %252, label %253, label %259

253:                                              ; preds = %248
  %254 = add i32 %14, %240
  %255 = sub i32 %238, %254
  %256 = zext i32 %255 to i64
  store i64 %256, i64* %3, align 8, !tbaa !71
  %257 = getelementptr inbounds i8, i8* %1, i64 %251
  %258 = icmp eq i8* %257, %2
  br i1 %258, label %271, label %259

259:                                              ; preds = %253, %248, %239
  %260 = phi i64 [ %251, %253 ], [ %242, %248 ], [ %242, %239 ]
  %261 = icmp ugt i32 %240, %222
  br i1 %261, label %262, label %271

262:                                              ; preds = %259
  %263 = and i32 %240, %211
  %264 = zext i32 %263 to i64
  %265 = getelementptr inbounds i32, i32* %207, i64 %264
  %266 = add i32 %241, -1
  %267 = load i32, i32* %265, align 4, !tbaa !5
  %268 = icmp uge i32 %267, %213
  %269 = icmp ne i32 %266, 0
  %270 = and i1 %269, %268
  br i1 %270, label %239, label %271, !llvm.loop !115

271:                                              ; preds = %262, %259, %253, %202
  %272 = phi i64 [ %205, %202 ], [ %260, %259 ], [ %251, %253 ], [ %260, %262 ]
  ret i64 %272
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressStream2(%struct.ZSTD_CCtx_s* noundef %0, %struct.ZSTD_inBuffer_s* nocapture noundef %1, %struct.ZSTD_inBuffer_s* nocapture noundef %2, i32 noundef %3) local_unnamed_addr #9 {
  %5 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %1, i64 0, i32 2
  %6 = load i64, i64* %5, align 8, !tbaa !116
  %7 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %1, i64 0, i32 1
  %8 = load i64, i64* %7, align 8, !tbaa !118
  %9 = icmp ugt i64 %6, %8
  br i1 %9, label %206, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %2, i64 0, i32 2
  %12 = load i64, i64* %11, align 8, !tbaa !119
  %13 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %2, i64 0, i32 1
  %14 = load i64, i64* %13, align 8, !tbaa !120
  %15 = icmp ult i64 %14, %12
  br i1 %15, label %206, label %16

16:                                               ; preds = %10
  %17 = icmp ugt i32 %3, 2
  br i1 %17, label %206, label %18

18:                                               ; preds = %16
  %19 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  %20 = load i32, i32* %19, align 8, !tbaa !58
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  %23 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 15
  %24 = load i32, i32* %23, align 4, !tbaa !121
  br label %77

25:                                               ; preds = %18
  %26 = sub i64 %14, %12
  %27 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 40
  %28 = load i64, i64* %27, align 8, !tbaa !122
  %29 = add i64 %28, %26
  %30 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3, i32 15
  %31 = load i32, i32* %30, align 4, !tbaa !123
  %32 = icmp eq i32 %31, 1
  %33 = icmp eq i32 %3, 0
  %34 = and i1 %33, %32
  %35 = icmp ult i64 %29, 131072
  %36 = select i1 %34, i1 %35, i1 false
  br i1 %36, label %37, label %57

37:                                               ; preds = %25
  %38 = icmp eq i64 %28, 0
  br i1 %38, label %49, label %39

39:                                               ; preds = %37
  %40 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %2, i64 0, i32 0
  %41 = load i8*, i8** %40, align 8, !tbaa !124
  %42 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 39, i32 0
  %43 = load i8*, i8** %42, align 8, !tbaa !125
  %44 = icmp eq i8* %41, %43
  br i1 %44, label %45, label %206

45:                                               ; preds = %39
  %46 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 39, i32 1
  %47 = load i64, i64* %46, align 8, !tbaa !126
  %48 = icmp eq i64 %12, %47
  br i1 %48, label %49, label %206

49:                                               ; preds = %45, %37
  store i64 %14, i64* %11, align 8, !tbaa !119
  %50 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 39
  %51 = bitcast %struct.ZSTD_inBuffer_s* %50 to i8*
  %52 = bitcast %struct.ZSTD_inBuffer_s* %2 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %51, i8* noundef nonnull align 8 dereferenceable(24) %52, i64 24, i1 false), !tbaa.struct !127
  store i64 %29, i64* %27, align 8, !tbaa !122
  %53 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3, i32 0
  %54 = load i32, i32* %53, align 8, !tbaa !128
  %55 = icmp eq i32 %54, 0
  %56 = select i1 %55, i64 6, i64 2
  br label %206

57:                                               ; preds = %25
  %58 = tail call fastcc i64 @ZSTD_CCtx_init_compressStream2(%struct.ZSTD_CCtx_s* noundef nonnull %0, i32 noundef %3, i64 noundef %29)
  %59 = icmp ult i64 %58, -119
  br i1 %59, label %60, label %206

60:                                               ; preds = %57
  %61 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 15
  %62 = load i32, i32* %61, align 4, !tbaa !121
  %63 = icmp eq i32 %62, 1
  br i1 %63, label %64, label %68

64:                                               ; preds = %60
  %65 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 39
  %66 = bitcast %struct.ZSTD_inBuffer_s* %65 to i8*
  %67 = bitcast %struct.ZSTD_inBuffer_s* %2 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %66, i8* noundef nonnull align 8 dereferenceable(24) %67, i64 24, i1 false) #23, !tbaa.struct !127
  br label %68

68:                                               ; preds = %64, %60
  %69 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 16
  %70 = load i32, i32* %69, align 8, !tbaa !129
  %71 = icmp eq i32 %70, 1
  br i1 %71, label %72, label %77

72:                                               ; preds = %68
  %73 = load i64, i64* %7, align 8, !tbaa !118
  %74 = load i64, i64* %5, align 8, !tbaa !116
  %75 = sub i64 %73, %74
  %76 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 41
  store i64 %75, i64* %76, align 8, !tbaa !130
  br label %77

77:                                               ; preds = %72, %68, %22
  %78 = phi i32 [ %24, %22 ], [ %62, %68 ], [ %62, %72 ]
  %79 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 15
  %80 = icmp eq i32 %78, 1
  br i1 %80, label %81, label %92

81:                                               ; preds = %77
  %82 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 39, i32 0
  %83 = load i8*, i8** %82, align 8, !tbaa.struct !127
  %84 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %2, i64 0, i32 0
  %85 = load i8*, i8** %84, align 8, !tbaa !124
  %86 = icmp eq i8* %83, %85
  br i1 %86, label %87, label %206

87:                                               ; preds = %81
  %88 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 39, i32 2
  %89 = load i64, i64* %88, align 8, !tbaa.struct !131
  %90 = load i64, i64* %11, align 8, !tbaa !119
  %91 = icmp eq i64 %89, %90
  br i1 %91, label %92, label %206

92:                                               ; preds = %87, %77
  %93 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 16
  %94 = load i32, i32* %93, align 8, !tbaa !129
  %95 = icmp eq i32 %94, 1
  br i1 %95, label %96, label %103

96:                                               ; preds = %92
  %97 = load i64, i64* %7, align 8, !tbaa !118
  %98 = load i64, i64* %5, align 8, !tbaa !116
  %99 = sub i64 %97, %98
  %100 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 41
  %101 = load i64, i64* %100, align 8, !tbaa !130
  %102 = icmp eq i64 %101, %99
  br i1 %102, label %103, label %206

103:                                              ; preds = %96, %92
  %104 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 9
  %105 = load i32, i32* %104, align 4, !tbaa !132
  %106 = icmp sgt i32 %105, 0
  br i1 %106, label %107, label %182

107:                                              ; preds = %103
  %108 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 1
  %109 = load i32, i32* %108, align 4, !tbaa !133
  %110 = icmp eq i32 %109, 0
  br i1 %110, label %115, label %111

111:                                              ; preds = %107
  %112 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 45
  %113 = load %struct.ZSTDMT_CCtx_s*, %struct.ZSTDMT_CCtx_s** %112, align 8, !tbaa !134
  %114 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3
  tail call void @ZSTDMT_updateCParams_whileCompressing(%struct.ZSTDMT_CCtx_s* noundef %113, %struct.ZSTD_CCtx_params_s* noundef nonnull %114)
  store i32 0, i32* %108, align 4, !tbaa !133
  br label %115

115:                                              ; preds = %111, %107
  %116 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 40
  %117 = load i64, i64* %116, align 8, !tbaa !122
  %118 = icmp eq i64 %117, 0
  %119 = load i64, i64* %11, align 8, !tbaa !119
  br i1 %118, label %122, label %120

120:                                              ; preds = %115
  %121 = sub i64 %119, %117
  store i64 %121, i64* %11, align 8, !tbaa !119
  store i64 0, i64* %116, align 8, !tbaa !122
  br label %122

122:                                              ; preds = %120, %115
  %123 = phi i64 [ %121, %120 ], [ %119, %115 ]
  %124 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 45
  %125 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 11
  %126 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 12
  %127 = icmp eq i32 %3, 2
  %128 = icmp eq i32 %3, 0
  %129 = load i64, i64* %5, align 8, !tbaa !116
  br label %130

130:                                              ; preds = %162, %122
  %131 = phi i64 [ %129, %122 ], [ %139, %162 ]
  %132 = phi i64 [ %123, %122 ], [ %135, %162 ]
  %133 = load %struct.ZSTDMT_CCtx_s*, %struct.ZSTDMT_CCtx_s** %124, align 8, !tbaa !134
  %134 = tail call i64 @ZSTDMT_compressStream_generic(%struct.ZSTDMT_CCtx_s* noundef %133, %struct.ZSTD_inBuffer_s* noundef nonnull %1, %struct.ZSTD_inBuffer_s* noundef nonnull %2, i32 noundef %3)
  %135 = load i64, i64* %11, align 8, !tbaa !119
  %136 = sub i64 %135, %132
  %137 = load i64, i64* %125, align 8, !tbaa !135
  %138 = add i64 %136, %137
  store i64 %138, i64* %125, align 8, !tbaa !135
  %139 = load i64, i64* %5, align 8, !tbaa !116
  %140 = sub i64 %139, %131
  %141 = load i64, i64* %126, align 8, !tbaa !136
  %142 = add i64 %140, %141
  store i64 %142, i64* %126, align 8, !tbaa !136
  %143 = icmp ult i64 %134, -119
  br i1 %143, label %144, label %149

144:                                              ; preds = %130
  %145 = icmp eq i64 %134, 0
  %146 = and i1 %127, %145
  br i1 %146, label %147, label %151

147:                                              ; preds = %144
  store i32 0, i32* %19, align 8, !tbaa !58
  %148 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 10
  store i64 0, i64* %148, align 8, !tbaa !137
  br label %167

149:                                              ; preds = %130
  store i32 0, i32* %19, align 8, !tbaa !58
  %150 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 10
  store i64 0, i64* %150, align 8, !tbaa !137
  br label %206

151:                                              ; preds = %144
  br i1 %128, label %152, label %163

152:                                              ; preds = %151
  %153 = icmp eq i64 %135, %132
  %154 = icmp eq i64 %139, %131
  %155 = select i1 %153, i1 %154, i1 false
  br i1 %155, label %156, label %167

156:                                              ; preds = %152
  %157 = load i64, i64* %13, align 8, !tbaa !120
  %158 = icmp eq i64 %132, %157
  br i1 %158, label %167, label %159

159:                                              ; preds = %156
  %160 = load i64, i64* %7, align 8, !tbaa !118
  %161 = icmp eq i64 %131, %160
  br i1 %161, label %167, label %162

162:                                              ; preds = %164, %159
  br label %130

163:                                              ; preds = %151
  br i1 %145, label %167, label %164

164:                                              ; preds = %163
  %165 = load i64, i64* %7, align 8, !tbaa !118
  %166 = icmp eq i64 %139, %165
  br i1 %166, label %167, label %162

167:                                              ; preds = %164, %163, %159, %156, %152, %147
  %168 = load i32, i32* %79, align 4, !tbaa !121
  %169 = icmp eq i32 %168, 1
  br i1 %169, label %170, label %174

170:                                              ; preds = %167
  %171 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 39
  %172 = bitcast %struct.ZSTD_inBuffer_s* %171 to i8*
  %173 = bitcast %struct.ZSTD_inBuffer_s* %2 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %172, i8* noundef nonnull align 8 dereferenceable(24) %173, i64 24, i1 false) #23, !tbaa.struct !127
  br label %174

174:                                              ; preds = %170, %167
  %175 = load i32, i32* %93, align 8, !tbaa !129
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %177, label %206

177:                                              ; preds = %174
  %178 = load i64, i64* %7, align 8, !tbaa !118
  %179 = load i64, i64* %5, align 8, !tbaa !116
  %180 = sub i64 %178, %179
  %181 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 41
  store i64 %180, i64* %181, align 8, !tbaa !130
  br label %206

182:                                              ; preds = %103
  %183 = tail call fastcc i64 @ZSTD_compressStream_generic(%struct.ZSTD_CCtx_s* noundef nonnull %0, %struct.ZSTD_inBuffer_s* noundef nonnull %1, %struct.ZSTD_inBuffer_s* noundef nonnull %2, i32 noundef %3)
  %184 = icmp ult i64 %183, -119
  br i1 %184, label %185, label %206

185:                                              ; preds = %182
  %186 = load i32, i32* %79, align 4, !tbaa !121
  %187 = icmp eq i32 %186, 1
  br i1 %187, label %188, label %192

188:                                              ; preds = %185
  %189 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 39
  %190 = bitcast %struct.ZSTD_inBuffer_s* %189 to i8*
  %191 = bitcast %struct.ZSTD_inBuffer_s* %2 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %190, i8* noundef nonnull align 8 dereferenceable(24) %191, i64 24, i1 false) #23, !tbaa.struct !127
  br label %192

192:                                              ; preds = %188, %185
  %193 = load i32, i32* %93, align 8, !tbaa !129
  %194 = icmp eq i32 %193, 1
  br i1 %194, label %195, label %200

195:                                              ; preds = %192
  %196 = load i64, i64* %7, align 8, !tbaa !118
  %197 = load i64, i64* %5, align 8, !tbaa !116
  %198 = sub i64 %196, %197
  %199 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 41
  store i64 %198, i64* %199, align 8, !tbaa !130
  br label %200

200:                                              ; preds = %195, %192
  %201 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 35
  %202 = load i64, i64* %201, align 8, !tbaa !138
  %203 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 36
  %204 = load i64, i64* %203, align 8, !tbaa !139
  %205 = sub i64 %202, %204
  br label %206

206:                                              ; preds = %200, %182, %177, %174, %149, %96, %87, %81, %57, %49, %45, %39, %16, %10, %4
  %207 = phi i64 [ %183, %182 ], [ %205, %200 ], [ -70, %4 ], [ -72, %10 ], [ -42, %16 ], [ %134, %149 ], [ %134, %174 ], [ %134, %177 ], [ -50, %45 ], [ -50, %39 ], [ %58, %57 ], [ %56, %49 ], [ -50, %96 ], [ -50, %81 ], [ -50, %87 ]
  ret i64 %207
}

; Function Attrs: nounwind uwtable
declare hidden fastcc i64 @ZSTD_CCtx_init_compressStream2(%struct.ZSTD_CCtx_s* noundef, i32 noundef, i64 noundef) unnamed_addr #9

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
declare dso_local void @ZSTDMT_updateCParams_whileCompressing(%struct.ZSTDMT_CCtx_s* nocapture noundef, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly) local_unnamed_addr #12

; Function Attrs: nounwind uwtable
declare dso_local i64 @ZSTDMT_compressStream_generic(%struct.ZSTDMT_CCtx_s* noundef, %struct.ZSTD_inBuffer_s* nocapture noundef, %struct.ZSTD_inBuffer_s* nocapture noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: nounwind uwtable
declare hidden fastcc i64 @ZSTD_compressStream_generic(%struct.ZSTD_CCtx_s* noundef, %struct.ZSTD_inBuffer_s* nocapture noundef, %struct.ZSTD_inBuffer_s* nocapture noundef, i32 noundef) unnamed_addr #9

; Function Attrs: inlinehint nounwind uwtable
define hidden fastcc i64 @ZSTD_entropyCompressSeqStore(%struct.seqStore_t* nocapture noundef readonly %0, %struct.ZSTD_entropyCTables_t* nocapture noundef readonly %1, %struct.ZSTD_entropyCTables_t* noundef %2, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly %3, i8* noundef %4, i64 noundef %5, i64 noundef %6, i8* noundef %7, i32 noundef %8) unnamed_addr #16 {
  %10 = alloca %struct.ZSTD_symbolEncodingTypeStats_t, align 8
  %11 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %3, i64 0, i32 1, i32 6
  %12 = load i32, i32* %11, align 4, !tbaa !140
  %13 = bitcast i8* %7 to i32*
  %14 = getelementptr inbounds %struct.ZSTD_entropyCTables_t, %struct.ZSTD_entropyCTables_t* %2, i64 0, i32 1
  %15 = getelementptr inbounds %struct.ZSTD_entropyCTables_t, %struct.ZSTD_entropyCTables_t* %2, i64 0, i32 1, i32 2, i64 0
  %16 = getelementptr inbounds %struct.ZSTD_fseCTables_t, %struct.ZSTD_fseCTables_t* %14, i64 0, i32 0, i64 0
  %17 = getelementptr inbounds %struct.ZSTD_entropyCTables_t, %struct.ZSTD_entropyCTables_t* %2, i64 0, i32 1, i32 1, i64 0
  %18 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 0
  %19 = load %struct.seqDef_s*, %struct.seqDef_s** %18, align 8, !tbaa !100
  %20 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 1
  %21 = load %struct.seqDef_s*, %struct.seqDef_s** %20, align 8, !tbaa !99
  %22 = ptrtoint %struct.seqDef_s* %21 to i64
  %23 = ptrtoint %struct.seqDef_s* %19 to i64
  %24 = sub i64 %22, %23
  %25 = ashr exact i64 %24, 3
  %26 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 6
  %27 = load i8*, i8** %26, align 8, !tbaa !141
  %28 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 4
  %29 = load i8*, i8** %28, align 8, !tbaa !142
  %30 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 5
  %31 = load i8*, i8** %30, align 8, !tbaa !143
  %32 = getelementptr inbounds i8, i8* %4, i64 %5
  %33 = getelementptr inbounds i8, i8* %7, i64 212
  %34 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 2
  %35 = load i8*, i8** %34, align 8, !tbaa !103
  %36 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 3
  %37 = ptrtoint i8* %35 to i64
  %38 = icmp eq i64 %24, 0
  %39 = load i8*, i8** %36, align 8, !tbaa !104
  %40 = ptrtoint i8* %39 to i64
  %41 = sub i64 %40, %37
  br i1 %38, label %46, label %42

42:                                               ; preds = %9
  %43 = udiv i64 %41, %25
  %44 = icmp ugt i64 %43, 19
  %45 = zext i1 %44 to i32
  br label %46

46:                                               ; preds = %42, %9
  %47 = phi i32 [ %45, %42 ], [ 1, %9 ]
  %48 = getelementptr inbounds %struct.ZSTD_entropyCTables_t, %struct.ZSTD_entropyCTables_t* %1, i64 0, i32 0
  %49 = getelementptr inbounds %struct.ZSTD_entropyCTables_t, %struct.ZSTD_entropyCTables_t* %2, i64 0, i32 0
  %50 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %3, i64 0, i32 8
  %51 = load i32, i32* %50, align 8, !tbaa !144
  switch i32 %51, label %53 [
    i32 1, label %60
    i32 2, label %52
  ]

52:                                               ; preds = %46
  br label %60

53:                                               ; preds = %46
  %54 = icmp eq i32 %12, 1
  br i1 %54, label %55, label %60

55:                                               ; preds = %53
  %56 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %3, i64 0, i32 1, i32 5
  %57 = load i32, i32* %56, align 4, !tbaa !145
  %58 = icmp ne i32 %57, 0
  %59 = zext i1 %58 to i32
  br label %60

60:                                               ; preds = %55, %53, %52, %46
  %61 = phi i32 [ 1, %52 ], [ 0, %46 ], [ 0, %53 ], [ %59, %55 ]
  %62 = tail call i64 @ZSTD_compressLiterals(i8* noundef %4, i64 noundef %5, i8* noundef %35, i64 noundef %41, i8* noundef nonnull %33, i64 noundef 8708, %struct.ZSTD_hufCTables_t* noundef %48, %struct.ZSTD_hufCTables_t* noundef %49, i32 noundef %12, i32 noundef %61, i32 noundef %47, i32 noundef %8) #23
  %63 = icmp ult i64 %62, -119
  %64 = select i1 %63, i64 %62, i64 0
  %65 = getelementptr i8, i8* %4, i64 %64
  br i1 %63, label %66, label %140

66:                                               ; preds = %60
  %67 = ptrtoint i8* %32 to i64
  %68 = ptrtoint i8* %65 to i64
  %69 = sub i64 %67, %68
  %70 = icmp slt i64 %69, 4
  br i1 %70, label %145, label %71

71:                                               ; preds = %66
  %72 = icmp ult i64 %24, 1024
  br i1 %72, label %73, label %76

73:                                               ; preds = %71
  %74 = trunc i64 %25 to i8
  %75 = getelementptr inbounds i8, i8* %65, i64 1
  store i8 %74, i8* %65, align 1, !tbaa !16
  br label %91

76:                                               ; preds = %71
  %77 = icmp ult i64 %24, 260096
  br i1 %77, label %78, label %85

78:                                               ; preds = %76
  %79 = lshr i64 %25, 8
  %80 = trunc i64 %79 to i8
  %81 = xor i8 %80, -128
  store i8 %81, i8* %65, align 1, !tbaa !16
  %82 = trunc i64 %25 to i8
  %83 = getelementptr inbounds i8, i8* %65, i64 1
  store i8 %82, i8* %83, align 1, !tbaa !16
  %84 = getelementptr inbounds i8, i8* %65, i64 2
  br label %91

85:                                               ; preds = %76
  store i8 -1, i8* %65, align 1, !tbaa !16
  %86 = getelementptr inbounds i8, i8* %65, i64 1
  %87 = trunc i64 %25 to i16
  %88 = add i16 %87, -32512
  %89 = bitcast i8* %86 to i16*
  store i16 %88, i16* %89, align 1, !tbaa !13
  %90 = getelementptr inbounds i8, i8* %65, i64 3
  br label %91

91:                                               ; preds = %85, %78, %73
  %92 = phi i8* [ %75, %73 ], [ %84, %78 ], [ %90, %85 ]
  br i1 %38, label %93, label %97

93:                                               ; preds = %91
  %94 = bitcast %struct.ZSTD_fseCTables_t* %14 to i8*
  %95 = getelementptr inbounds %struct.ZSTD_entropyCTables_t, %struct.ZSTD_entropyCTables_t* %1, i64 0, i32 1
  %96 = bitcast %struct.ZSTD_fseCTables_t* %95 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(3552) %94, i8* noundef nonnull align 8 dereferenceable(3552) %96, i64 3552, i1 false) #23
  br label %134

97:                                               ; preds = %91
  %98 = getelementptr inbounds i8, i8* %92, i64 1
  %99 = bitcast %struct.ZSTD_symbolEncodingTypeStats_t* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %99) #23
  %100 = getelementptr inbounds %struct.ZSTD_entropyCTables_t, %struct.ZSTD_entropyCTables_t* %1, i64 0, i32 1
  call fastcc void @ZSTD_buildSequencesStatistics(%struct.ZSTD_symbolEncodingTypeStats_t* nonnull sret(%struct.ZSTD_symbolEncodingTypeStats_t) align 8 %10, %struct.seqStore_t* noundef nonnull %0, i64 noundef %25, %struct.ZSTD_fseCTables_t* noundef nonnull %100, %struct.ZSTD_fseCTables_t* noundef nonnull %14, i8* noundef nonnull %98, i8* noundef nonnull %32, i32 noundef %12, i32* noundef %13, i8* noundef nonnull %33, i64 noundef 8708) #23
  %101 = getelementptr inbounds %struct.ZSTD_symbolEncodingTypeStats_t, %struct.ZSTD_symbolEncodingTypeStats_t* %10, i64 0, i32 3
  %102 = load i64, i64* %101, align 8, !tbaa !146
  %103 = icmp ult i64 %102, -119
  br i1 %103, label %105, label %104

104:                                              ; preds = %97
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %99) #23
  br label %140

105:                                              ; preds = %97
  %106 = getelementptr inbounds %struct.ZSTD_symbolEncodingTypeStats_t, %struct.ZSTD_symbolEncodingTypeStats_t* %10, i64 0, i32 0
  %107 = load i32, i32* %106, align 8, !tbaa !148
  %108 = shl i32 %107, 6
  %109 = getelementptr inbounds %struct.ZSTD_symbolEncodingTypeStats_t, %struct.ZSTD_symbolEncodingTypeStats_t* %10, i64 0, i32 1
  %110 = load i32, i32* %109, align 4, !tbaa !149
  %111 = shl i32 %110, 4
  %112 = add i32 %111, %108
  %113 = getelementptr inbounds %struct.ZSTD_symbolEncodingTypeStats_t, %struct.ZSTD_symbolEncodingTypeStats_t* %10, i64 0, i32 2
  %114 = load i32, i32* %113, align 8, !tbaa !150
  %115 = shl i32 %114, 2
  %116 = add i32 %112, %115
  %117 = trunc i32 %116 to i8
  store i8 %117, i8* %92, align 1, !tbaa !16
  %118 = getelementptr inbounds %struct.ZSTD_symbolEncodingTypeStats_t, %struct.ZSTD_symbolEncodingTypeStats_t* %10, i64 0, i32 4
  %119 = load i64, i64* %118, align 8, !tbaa !151
  %120 = getelementptr inbounds i8, i8* %98, i64 %102
  %121 = getelementptr inbounds %struct.ZSTD_symbolEncodingTypeStats_t, %struct.ZSTD_symbolEncodingTypeStats_t* %10, i64 0, i32 5
  %122 = load i32, i32* %121, align 8, !tbaa !152
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %99) #23
  %123 = ptrtoint i8* %120 to i64
  %124 = sub i64 %67, %123
  %125 = tail call i64 @ZSTD_encodeSequences(i8* noundef nonnull %120, i64 noundef %124, i32* noundef nonnull %17, i8* noundef %31, i32* noundef nonnull %16, i8* noundef %27, i32* noundef nonnull %15, i8* noundef %29, %struct.seqDef_s* noundef %19, i64 noundef %25, i32 noundef %122, i32 noundef %8) #23
  %126 = icmp ult i64 %125, -119
  br i1 %126, label %127, label %140

127:                                              ; preds = %105
  %128 = icmp ne i64 %119, 0
  %129 = add i64 %125, %119
  %130 = icmp ult i64 %129, 4
  %131 = and i1 %128, %130
  br i1 %131, label %161, label %132

132:                                              ; preds = %127
  %133 = getelementptr inbounds i8, i8* %120, i64 %125
  br label %134

134:                                              ; preds = %132, %93
  %135 = phi i8* [ %92, %93 ], [ %133, %132 ]
  %136 = ptrtoint i8* %135 to i64
  %137 = ptrtoint i8* %4 to i64
  %138 = sub i64 %136, %137
  %139 = icmp eq i64 %138, 0
  br i1 %139, label %161, label %140

140:                                              ; preds = %134, %105, %104, %60
  %141 = phi i64 [ %138, %134 ], [ %125, %105 ], [ %62, %60 ], [ %102, %104 ]
  %142 = icmp eq i64 %141, -70
  %143 = icmp ule i64 %6, %5
  %144 = and i1 %143, %142
  br i1 %144, label %161, label %148

145:                                              ; preds = %66
  %146 = icmp ugt i64 %6, %5
  %147 = select i1 %146, i64 -70, i64 0
  br label %161

148:                                              ; preds = %140
  %149 = icmp ult i64 %141, -119
  br i1 %149, label %150, label %161

150:                                              ; preds = %148
  %151 = load i32, i32* %11, align 4, !tbaa !140
  %152 = icmp ugt i32 %151, 7
  %153 = add i32 %151, -1
  %154 = select i1 %152, i32 %153, i32 6
  %155 = zext i32 %154 to i64
  %156 = lshr i64 %6, %155
  %157 = add i64 %6, -2
  %158 = sub i64 %157, %156
  %159 = icmp ult i64 %141, %158
  %160 = select i1 %159, i64 %141, i64 0
  br label %161

161:                                              ; preds = %150, %148, %145, %140, %134, %127
  %162 = phi i64 [ %141, %148 ], [ 0, %134 ], [ 0, %140 ], [ %160, %150 ], [ 0, %127 ], [ %147, %145 ]
  ret i64 %162
}

; Function Attrs: inlinehint mustprogress nofree nosync nounwind readonly uwtable willreturn
define hidden fastcc i64 @XXH_INLINE_XXH64(i8* nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #17 {
  %3 = icmp eq i8* %0, null
  br i1 %3, label %76, label %4

4:                                                ; preds = %2
  %5 = icmp ugt i64 %1, 31
  br i1 %5, label %6, label %78

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, i8* %0, i64 %1
  %8 = getelementptr inbounds i8, i8* %7, i64 -31
  br label %9

9:                                                ; preds = %9, %6
  %10 = phi i8* [ %0, %6 ], [ %42, %9 ]
  %11 = phi i64 [ 6983438078262162902, %6 ], [ %20, %9 ]
  %12 = phi i64 [ -4417276706812531889, %6 ], [ %27, %9 ]
  %13 = phi i64 [ 0, %6 ], [ %34, %9 ]
  %14 = phi i64 [ 7046029288634856825, %6 ], [ %41, %9 ]
  %15 = bitcast i8* %10 to i64*
  %16 = load i64, i64* %15, align 1, !tbaa !71
  %17 = mul i64 %16, -4417276706812531889
  %18 = add i64 %17, %11
  %19 = tail call i64 @llvm.fshl.i64(i64 %18, i64 %18, i64 31) #23
  %20 = mul i64 %19, -7046029288634856825
  %21 = getelementptr inbounds i8, i8* %10, i64 8
  %22 = bitcast i8* %21 to i64*
  %23 = load i64, i64* %22, align 1, !tbaa !71
  %24 = mul i64 %23, -4417276706812531889
  %25 = add i64 %24, %12
  %26 = tail call i64 @llvm.fshl.i64(i64 %25, i64 %25, i64 31) #23
  %27 = mul i64 %26, -7046029288634856825
  %28 = getelementptr inbounds i8, i8* %10, i64 16
  %29 = bitcast i8* %28 to i64*
  %30 = load i64, i64* %29, align 1, !tbaa !71
  %31 = mul i64 %30, -4417276706812531889
  %32 = add i64 %31, %13
  %33 = tail call i64 @llvm.fshl.i64(i64 %32, i64 %32, i64 31) #23
  %34 = mul i64 %33, -7046029288634856825
  %35 = getelementptr inbounds i8, i8* %10, i64 24
  %36 = bitcast i8* %35 to i64*
  %37 = load i64, i64* %36, align 1, !tbaa !71
  %38 = mul i64 %37, -4417276706812531889
  %39 = add i64 %38, %14
  %40 = tail call i64 @llvm.fshl.i64(i64 %39, i64 %39, i64 31) #23
  %41 = mul i64 %40, -7046029288634856825
  %42 = getelementptr inbounds i8, i8* %10, i64 32
  %43 = icmp ult i8* %42, %8
  br i1 %43, label %9, label %44, !llvm.loop !153

44:                                               ; preds = %9
  %45 = tail call i64 @llvm.fshl.i64(i64 %20, i64 %20, i64 1) #23
  %46 = tail call i64 @llvm.fshl.i64(i64 %27, i64 %27, i64 7) #23
  %47 = add i64 %46, %45
  %48 = tail call i64 @llvm.fshl.i64(i64 %34, i64 %34, i64 12) #23
  %49 = add i64 %47, %48
  %50 = tail call i64 @llvm.fshl.i64(i64 %41, i64 %41, i64 18) #23
  %51 = add i64 %49, %50
  %52 = mul i64 %19, -2381459717836149591
  %53 = tail call i64 @llvm.fshl.i64(i64 %52, i64 %52, i64 31) #23
  %54 = mul i64 %53, -7046029288634856825
  %55 = xor i64 %51, %54
  %56 = mul i64 %55, -7046029288634856825
  %57 = add i64 %56, -8796714831421723037
  %58 = mul i64 %26, -2381459717836149591
  %59 = tail call i64 @llvm.fshl.i64(i64 %58, i64 %58, i64 31) #23
  %60 = mul i64 %59, -7046029288634856825
  %61 = xor i64 %57, %60
  %62 = mul i64 %61, -7046029288634856825
  %63 = add i64 %62, -8796714831421723037
  %64 = mul i64 %33, -2381459717836149591
  %65 = tail call i64 @llvm.fshl.i64(i64 %64, i64 %64, i64 31) #23
  %66 = mul i64 %65, -7046029288634856825
  %67 = xor i64 %63, %66
  %68 = mul i64 %67, -7046029288634856825
  %69 = add i64 %68, -8796714831421723037
  %70 = mul i64 %40, -2381459717836149591
  %71 = tail call i64 @llvm.fshl.i64(i64 %70, i64 %70, i64 31) #23
  %72 = mul i64 %71, -7046029288634856825
  %73 = xor i64 %69, %72
  %74 = mul i64 %73, -7046029288634856825
  %75 = add i64 %74, -8796714831421723037
  br label %78

76:                                               ; preds = %2
  %77 = icmp eq i64 %1, 0
  tail call void @llvm.assume(i1 %77) #23
  br label %214

78:                                               ; preds = %44, %4
  %79 = phi i64 [ 2870177450012600261, %4 ], [ %75, %44 ]
  %80 = phi i8* [ %0, %4 ], [ %42, %44 ]
  %81 = add i64 %79, %1
  %82 = and i64 %1, 31
  %83 = icmp ugt i64 %82, 7
  br i1 %83, label %84, label %134

84:                                               ; preds = %78
  %85 = add nsw i64 %82, -8
  %86 = and i64 %85, 8
  %87 = icmp eq i64 %86, 0
  br i1 %87, label %88, label %100

88:                                               ; preds = %84
  %89 = bitcast i8* %80 to i64*
  %90 = load i64, i64* %89, align 1, !tbaa !71
  %91 = mul i64 %90, -4417276706812531889
  %92 = tail call i64 @llvm.fshl.i64(i64 %91, i64 %91, i64 31) #23
  %93 = mul i64 %92, -7046029288634856825
  %94 = getelementptr inbounds i8, i8* %80, i64 8
  %95 = xor i64 %93, %81
  %96 = tail call i64 @llvm.fshl.i64(i64 %95, i64 %95, i64 27) #23
  %97 = mul i64 %96, -7046029288634856825
  %98 = add i64 %97, -8796714831421723037
  %99 = add nsw i64 %82, -8
  br label %100

100:                                              ; preds = %88, %84
  %101 = phi i64 [ %81, %84 ], [ %98, %88 ]
  %102 = phi i8* [ %80, %84 ], [ %94, %88 ]
  %103 = phi i64 [ %82, %84 ], [ %99, %88 ]
  %104 = phi i8* [ undef, %84 ], [ %94, %88 ]
  %105 = phi i64 [ undef, %84 ], [ %98, %88 ]
  %106 = phi i64 [ undef, %84 ], [ %99, %88 ]
  %107 = icmp ult i64 %85, 8
  br i1 %107, label %134, label %108

108:                                              ; preds = %108, %100
  %109 = phi i64 [ %131, %108 ], [ %101, %100 ]
  %110 = phi i8* [ %127, %108 ], [ %102, %100 ]
  %111 = phi i64 [ %132, %108 ], [ %103, %100 ]
  %112 = bitcast i8* %110 to i64*
  %113 = load i64, i64* %112, align 1, !tbaa !71
  %114 = mul i64 %113, -4417276706812531889
  %115 = tail call i64 @llvm.fshl.i64(i64 %114, i64 %114, i64 31) #23
  %116 = mul i64 %115, -7046029288634856825
  %117 = getelementptr inbounds i8, i8* %110, i64 8
  %118 = xor i64 %116, %109
  %119 = tail call i64 @llvm.fshl.i64(i64 %118, i64 %118, i64 27) #23
  %120 = mul i64 %119, -7046029288634856825
  %121 = add i64 %120, -8796714831421723037
  %122 = bitcast i8* %117 to i64*
  %123 = load i64, i64* %122, align 1, !tbaa !71
  %124 = mul i64 %123, -4417276706812531889
  %125 = tail call i64 @llvm.fshl.i64(i64 %124, i64 %124, i64 31) #23
  %126 = mul i64 %125, -7046029288634856825
  %127 = getelementptr inbounds i8, i8* %110, i64 16
  %128 = xor i64 %126, %121
  %129 = tail call i64 @llvm.fshl.i64(i64 %128, i64 %128, i64 27) #23
  %130 = mul i64 %129, -7046029288634856825
  %131 = add i64 %130, -8796714831421723037
  %132 = add i64 %111, -16
  %133 = icmp ugt i64 %132, 7
  br i1 %133, label %108, label %134, !llvm.loop !154

134:                                              ; preds = %108, %100, %78
  %135 = phi i64 [ %82, %78 ], [ %106, %100 ], [ %132, %108 ]
  %136 = phi i8* [ %80, %78 ], [ %104, %100 ], [ %127, %108 ]
  %137 = phi i64 [ %81, %78 ], [ %105, %100 ], [ %131, %108 ]
  %138 = icmp ugt i64 %135, 3
  br i1 %138, label %139, label %150

139:                                              ; preds = %134
  %140 = bitcast i8* %136 to i32*
  %141 = load i32, i32* %140, align 1, !tbaa !5
  %142 = zext i32 %141 to i64
  %143 = mul i64 %142, -7046029288634856825
  %144 = xor i64 %143, %137
  %145 = getelementptr inbounds i8, i8* %136, i64 4
  %146 = tail call i64 @llvm.fshl.i64(i64 %144, i64 %144, i64 23) #23
  %147 = mul i64 %146, -4417276706812531889
  %148 = add i64 %147, 1609587929392839161
  %149 = add nsw i64 %135, -4
  br label %150

150:                                              ; preds = %139, %134
  %151 = phi i64 [ %149, %139 ], [ %135, %134 ]
  %152 = phi i8* [ %145, %139 ], [ %136, %134 ]
  %153 = phi i64 [ %148, %139 ], [ %137, %134 ]
  %154 = icmp eq i64 %151, 0
  br i1 %154, label %214, label %155

155:                                              ; preds = %150
  %156 = add i64 %151, -1
  %157 = and i64 %151, 3
  %158 = icmp eq i64 %157, 0
  br i1 %158, label %174, label %159

159:                                              ; preds = %159, %155
  %160 = phi i64 [ %170, %159 ], [ %153, %155 ]
  %161 = phi i8* [ %164, %159 ], [ %152, %155 ]
  %162 = phi i64 [ %171, %159 ], [ %151, %155 ]
  %163 = phi i64 [ %172, %159 ], [ 0, %155 ]
  %164 = getelementptr inbounds i8, i8* %161, i64 1
  %165 = load i8, i8* %161, align 1, !tbaa !16
  %166 = zext i8 %165 to i64
  %167 = mul i64 %166, 2870177450012600261
  %168 = xor i64 %167, %160
  %169 = tail call i64 @llvm.fshl.i64(i64 %168, i64 %168, i64 11) #23
  %170 = mul i64 %169, -7046029288634856825
  %171 = add i64 %162, -1
  %172 = add i64 %163, 1
  %173 = icmp eq i64 %172, %157
  br i1 %173, label %174, label %159, !llvm.loop !155

174:                                              ; preds = %159, %155
  %175 = phi i64 [ undef, %155 ], [ %170, %159 ]
  %176 = phi i64 [ %153, %155 ], [ %170, %159 ]
  %177 = phi i8* [ %152, %155 ], [ %164, %159 ]
  %178 = phi i64 [ %151, %155 ], [ %171, %159 ]
  %179 = icmp ult i64 %156, 3
  br i1 %179, label %214, label %180

180:                                              ; preds = %180, %174
  %181 = phi i64 [ %211, %180 ], [ %176, %174 ]
  %182 = phi i8* [ %205, %180 ], [ %177, %174 ]
  %183 = phi i64 [ %212, %180 ], [ %178, %174 ]
  %184 = getelementptr inbounds i8, i8* %182, i64 1
  %185 = load i8, i8* %182, align 1, !tbaa !16
  %186 = zext i8 %185 to i64
  %187 = mul i64 %186, 2870177450012600261
  %188 = xor i64 %187, %181
  %189 = tail call i64 @llvm.fshl.i64(i64 %188, i64 %188, i64 11) #23
  %190 = mul i64 %189, -7046029288634856825
  %191 = getelementptr inbounds i8, i8* %182, i64 2
  %192 = load i8, i8* %184, align 1, !tbaa !16
  %193 = zext i8 %192 to i64
  %194 = mul i64 %193, 2870177450012600261
  %195 = xor i64 %194, %190
  %196 = tail call i64 @llvm.fshl.i64(i64 %195, i64 %195, i64 11) #23
  %197 = mul i64 %196, -7046029288634856825
  %198 = getelementptr inbounds i8, i8* %182, i64 3
  %199 = load i8, i8* %191, align 1, !tbaa !16
  %200 = zext i8 %199 to i64
  %201 = mul i64 %200, 2870177450012600261
  %202 = xor i64 %201, %197
  %203 = tail call i64 @llvm.fshl.i64(i64 %202, i64 %202, i64 11) #23
  %204 = mul i64 %203, -7046029288634856825
  %205 = getelementptr inbounds i8, i8* %182, i64 4
  %206 = load i8, i8* %198, align 1, !tbaa !16
  %207 = zext i8 %206 to i64
  %208 = mul i64 %207, 2870177450012600261
  %209 = xor i64 %208, %204
  %210 = tail call i64 @llvm.fshl.i64(i64 %209, i64 %209, i64 11) #23
  %211 = mul i64 %210, -7046029288634856825
  %212 = add i64 %183, -4
  %213 = icmp eq i64 %212, 0
  br i1 %213, label %214, label %180, !llvm.loop !157

214:                                              ; preds = %180, %174, %150, %76
  %215 = phi i64 [ %153, %150 ], [ 2870177450012600261, %76 ], [ %175, %174 ], [ %211, %180 ]
  %216 = lshr i64 %215, 33
  %217 = xor i64 %216, %215
  %218 = mul i64 %217, -4417276706812531889
  %219 = lshr i64 %218, 29
  %220 = xor i64 %219, %218
  %221 = mul i64 %220, 1609587929392839161
  %222 = lshr i64 %221, 32
  %223 = xor i64 %222, %221
  ret i64 %223
}

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #18

; Function Attrs: nounwind uwtable
define hidden fastcc { i8*, i64 } @ZSTDMT_getBuffer(%struct.ZSTDMT_bufferPool_s* noundef %0) unnamed_addr #9 {
  %2 = getelementptr inbounds %struct.ZSTDMT_bufferPool_s, %struct.ZSTDMT_bufferPool_s* %0, i64 0, i32 1
  %3 = load i64, i64* %2, align 8, !tbaa !158
  %4 = getelementptr inbounds %struct.ZSTDMT_bufferPool_s, %struct.ZSTDMT_bufferPool_s* %0, i64 0, i32 0
  %5 = tail call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef %4) #23
  %6 = getelementptr inbounds %struct.ZSTDMT_bufferPool_s, %struct.ZSTDMT_bufferPool_s* %0, i64 0, i32 3
  %7 = load i32, i32* %6, align 4, !tbaa !160
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %36, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.ZSTDMT_bufferPool_s, %struct.ZSTDMT_bufferPool_s* %0, i64 0, i32 5
  %11 = load %struct.buffer_s*, %struct.buffer_s** %10, align 8, !tbaa !161
  %12 = add i32 %7, -1
  store i32 %12, i32* %6, align 4, !tbaa !160
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds %struct.buffer_s, %struct.buffer_s* %11, i64 %13, i32 0
  %15 = load i8*, i8** %14, align 8, !tbaa.struct !162
  %16 = getelementptr inbounds %struct.buffer_s, %struct.buffer_s* %11, i64 %13, i32 1
  %17 = load i64, i64* %16, align 8, !tbaa.struct !131
  %18 = getelementptr inbounds %struct.buffer_s, %struct.buffer_s* %11, i64 %13
  %19 = bitcast %struct.buffer_s* %18 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %19, i8 0, i64 16, i1 false)
  %20 = icmp uge i64 %17, %3
  %21 = lshr i64 %17, 3
  %22 = icmp ule i64 %21, %3
  %23 = and i1 %20, %22
  br i1 %23, label %34, label %24

24:                                               ; preds = %9
  %25 = getelementptr inbounds %struct.ZSTDMT_bufferPool_s, %struct.ZSTDMT_bufferPool_s* %0, i64 0, i32 4, i32 1
  %26 = load void (i8*, i8*)*, void (i8*, i8*)** %25, align 1
  %27 = getelementptr inbounds %struct.ZSTDMT_bufferPool_s, %struct.ZSTDMT_bufferPool_s* %0, i64 0, i32 4, i32 2
  %28 = load i8*, i8** %27, align 1
  %29 = icmp eq i8* %15, null
  br i1 %29, label %36, label %30

30:                                               ; preds = %24
  %31 = icmp eq void (i8*, i8*)* %26, null
  br i1 %31, label %33, label %32

32:                                               ; preds = %30
  tail call void %26(i8* noundef %28, i8* noundef nonnull %15) #23
  br label %36

33:                                               ; preds = %30
  tail call void @free(i8* noundef nonnull %15) #23
  br label %36

34:                                               ; preds = %9
  %35 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %4) #23
  br label %51

36:                                               ; preds = %33, %32, %24, %1
  %37 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %4) #23
  %38 = getelementptr inbounds %struct.ZSTDMT_bufferPool_s, %struct.ZSTDMT_bufferPool_s* %0, i64 0, i32 4, i32 0
  %39 = load i8* (i8*, i64)*, i8* (i8*, i64)** %38, align 1
  %40 = icmp eq i8* (i8*, i64)* %39, null
  br i1 %40, label %45, label %41

41:                                               ; preds = %36
  %42 = getelementptr inbounds %struct.ZSTDMT_bufferPool_s, %struct.ZSTDMT_bufferPool_s* %0, i64 0, i32 4, i32 2
  %43 = load i8*, i8** %42, align 1
  %44 = tail call i8* %39(i8* noundef %43, i64 noundef %3) #23
  br label %47

45:                                               ; preds = %36
  %46 = tail call noalias i8* @malloc(i64 noundef %3) #23
  br label %47

47:                                               ; preds = %45, %41
  %48 = phi i8* [ %44, %41 ], [ %46, %45 ]
  %49 = icmp eq i8* %48, null
  %50 = select i1 %49, i64 0, i64 %3
  br label %51

51:                                               ; preds = %47, %34
  %52 = phi i8* [ %48, %47 ], [ %15, %34 ]
  %53 = phi i64 [ %50, %47 ], [ %17, %34 ]
  %54 = insertvalue { i8*, i64 } poison, i8* %52, 0
  %55 = insertvalue { i8*, i64 } %54, i64 %53, 1
  ret { i8*, i64 } %55
}

; Function Attrs: nounwind uwtable
define dso_local %struct.ZSTD_CCtx_s* @ZSTD_createCStream() local_unnamed_addr #9 {
  %1 = call dereferenceable_or_null(5248) i8* @calloc(i64 1, i64 5248)
  %2 = bitcast i8* %1 to %struct.ZSTD_CCtx_s*
  %3 = icmp eq i8* %1, null
  br i1 %3, label %27, label %4

4:                                                ; preds = %0
  %5 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #24, !srcloc !163
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %18, label %7

7:                                                ; preds = %4
  %8 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #24, !srcloc !164
  %9 = icmp ugt i32 %5, 6
  br i1 %9, label %10, label %18

10:                                               ; preds = %7
  %11 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #24, !srcloc !165
  %12 = extractvalue { i32, i32, i32 } %11, 1
  %13 = and i32 %12, 8
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %10
  %16 = lshr i32 %12, 8
  %17 = and i32 %16, 1
  br label %18

18:                                               ; preds = %15, %10, %7, %4
  %19 = phi i32 [ 0, %10 ], [ %17, %15 ], [ 0, %7 ], [ 0, %4 ]
  %20 = getelementptr inbounds i8, i8* %1, i64 8
  %21 = bitcast i8* %20 to i32*
  store i32 %19, i32* %21, align 8, !tbaa !166
  tail call fastcc void @ZSTD_clearAllDicts(%struct.ZSTD_CCtx_s* noundef nonnull %2) #23
  %22 = getelementptr inbounds i8, i8* %1, i64 16
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %22, i8 0, i64 216, i1 false) #23
  %23 = getelementptr inbounds i8, i8* %1, i64 60
  %24 = bitcast i8* %23 to i32*
  store i32 3, i32* %24, align 4, !tbaa !56
  %25 = getelementptr inbounds i8, i8* %1, i64 48
  %26 = bitcast i8* %25 to i32*
  store i32 1, i32* %26, align 8, !tbaa !57
  br label %27

27:                                               ; preds = %18, %0
  %28 = phi %struct.ZSTD_CCtx_s* [ %2, %18 ], [ null, %0 ]
  ret %struct.ZSTD_CCtx_s* %28
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc i64 @HUF_decompress1X2_usingDTable_internal(i8* noundef, i64 noundef, i8* noundef, i64 noundef, i32* noundef, i32 noundef) unnamed_addr #0

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc i64 @HUF_decompress1X1_usingDTable_internal(i8* noundef, i64 noundef, i8* noundef, i64 noundef, i32* nocapture noundef readonly, i32 noundef) unnamed_addr #0

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i64 @HUF_decompress1X_usingDTable(i8* noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i32* noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = load i32, i32* %4, align 4
  %8 = and i32 %7, 65280
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = tail call fastcc i64 @HUF_decompress1X2_usingDTable_internal(i8* noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i32* noundef nonnull %4, i32 noundef %5)
  br label %14

12:                                               ; preds = %6
  %13 = tail call fastcc i64 @HUF_decompress1X1_usingDTable_internal(i8* noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i32* noundef nonnull %4, i32 noundef %5)
  br label %14

14:                                               ; preds = %12, %10
  %15 = phi i64 [ %11, %10 ], [ %13, %12 ]
  ret i64 %15
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define hidden fastcc i64 @HUF_DecompressFastArgs_init(%struct.HUF_DecompressFastArgs* nocapture noundef %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i32* noundef %5) unnamed_addr #12 {
  %7 = getelementptr inbounds i32, i32* %5, i64 1
  %8 = load i32, i32* %5, align 4
  %9 = icmp sgt i64 %2, 0
  %10 = select i1 %9, i64 %2, i64 0
  %11 = getelementptr i8, i8* %1, i64 %10
  %12 = icmp eq i64 %2, 0
  br i1 %12, label %136, label %13

13:                                               ; preds = %6
  %14 = icmp ult i64 %4, 10
  br i1 %14, label %136, label %15

15:                                               ; preds = %13
  %16 = and i32 %8, 16711680
  %17 = icmp eq i32 %16, 720896
  br i1 %17, label %18, label %136

18:                                               ; preds = %15
  %19 = bitcast i8* %3 to i16*
  %20 = load i16, i16* %19, align 1, !tbaa !13
  %21 = zext i16 %20 to i64
  %22 = getelementptr inbounds i8, i8* %3, i64 2
  %23 = bitcast i8* %22 to i16*
  %24 = load i16, i16* %23, align 1, !tbaa !13
  %25 = zext i16 %24 to i64
  %26 = getelementptr inbounds i8, i8* %3, i64 4
  %27 = bitcast i8* %26 to i16*
  %28 = load i16, i16* %27, align 1, !tbaa !13
  %29 = zext i16 %28 to i64
  %30 = add nuw nsw i64 %21, 6
  %31 = add nuw nsw i64 %30, %25
  %32 = add nuw nsw i64 %31, %29
  %33 = sub i64 %4, %32
  %34 = getelementptr inbounds i8, i8* %3, i64 6
  %35 = getelementptr inbounds %struct.HUF_DecompressFastArgs, %struct.HUF_DecompressFastArgs* %0, i64 0, i32 6, i64 0
  store i8* %34, i8** %35, align 8, !tbaa !52
  %36 = getelementptr inbounds i8, i8* %34, i64 %21
  %37 = getelementptr inbounds %struct.HUF_DecompressFastArgs, %struct.HUF_DecompressFastArgs* %0, i64 0, i32 6, i64 1
  store i8* %36, i8** %37, align 8, !tbaa !52
  %38 = getelementptr inbounds i8, i8* %36, i64 %25
  %39 = getelementptr inbounds %struct.HUF_DecompressFastArgs, %struct.HUF_DecompressFastArgs* %0, i64 0, i32 6, i64 2
  store i8* %38, i8** %39, align 8, !tbaa !52
  %40 = getelementptr inbounds i8, i8* %38, i64 %29
  %41 = getelementptr inbounds %struct.HUF_DecompressFastArgs, %struct.HUF_DecompressFastArgs* %0, i64 0, i32 6, i64 3
  store i8* %40, i8** %41, align 8, !tbaa !52
  %42 = icmp ult i16 %20, 8
  %43 = icmp ult i16 %24, 8
  %44 = select i1 %42, i1 true, i1 %43
  %45 = icmp ult i16 %28, 8
  %46 = select i1 %44, i1 true, i1 %45
  %47 = icmp ult i64 %33, 8
  %48 = select i1 %46, i1 true, i1 %47
  br i1 %48, label %136, label %49

49:                                               ; preds = %18
  %50 = icmp ugt i64 %32, %4
  br i1 %50, label %136, label %51

51:                                               ; preds = %49
  %52 = getelementptr inbounds i8, i8* %36, i64 -8
  %53 = getelementptr inbounds %struct.HUF_DecompressFastArgs, %struct.HUF_DecompressFastArgs* %0, i64 0, i32 0, i64 0
  store i8* %52, i8** %53, align 8, !tbaa !52
  %54 = getelementptr inbounds i8, i8* %38, i64 -8
  %55 = getelementptr inbounds %struct.HUF_DecompressFastArgs, %struct.HUF_DecompressFastArgs* %0, i64 0, i32 0, i64 1
  store i8* %54, i8** %55, align 8, !tbaa !52
  %56 = getelementptr inbounds i8, i8* %40, i64 -8
  %57 = getelementptr inbounds %struct.HUF_DecompressFastArgs, %struct.HUF_DecompressFastArgs* %0, i64 0, i32 0, i64 2
  store i8* %56, i8** %57, align 8, !tbaa !52
  %58 = getelementptr inbounds i8, i8* %3, i64 %4
  %59 = getelementptr inbounds i8, i8* %58, i64 -8
  %60 = getelementptr inbounds %struct.HUF_DecompressFastArgs, %struct.HUF_DecompressFastArgs* %0, i64 0, i32 0, i64 3
  store i8* %59, i8** %60, align 8, !tbaa !52
  %61 = getelementptr inbounds %struct.HUF_DecompressFastArgs, %struct.HUF_DecompressFastArgs* %0, i64 0, i32 1, i64 0
  store i8* %1, i8** %61, align 8, !tbaa !52
  %62 = add i64 %2, 3
  %63 = lshr i64 %62, 2
  %64 = getelementptr inbounds i8, i8* %1, i64 %63
  %65 = getelementptr inbounds %struct.HUF_DecompressFastArgs, %struct.HUF_DecompressFastArgs* %0, i64 0, i32 1, i64 1
  store i8* %64, i8** %65, align 8, !tbaa !52
  %66 = getelementptr inbounds i8, i8* %64, i64 %63
  %67 = getelementptr inbounds %struct.HUF_DecompressFastArgs, %struct.HUF_DecompressFastArgs* %0, i64 0, i32 1, i64 2
  store i8* %66, i8** %67, align 8, !tbaa !52
  %68 = getelementptr inbounds i8, i8* %66, i64 %63
  %69 = getelementptr inbounds %struct.HUF_DecompressFastArgs, %struct.HUF_DecompressFastArgs* %0, i64 0, i32 1, i64 3
  store i8* %68, i8** %69, align 8, !tbaa !52
  %70 = icmp ult i8* %68, %11
  br i1 %70, label %71, label %136

71:                                               ; preds = %51
  %72 = getelementptr inbounds i8, i8* %52, i64 7
  %73 = load i8, i8* %72, align 1, !tbaa !16
  %74 = icmp eq i8 %73, 0
  br i1 %74, label %80, label %75

75:                                               ; preds = %71
  %76 = zext i8 %73 to i32
  %77 = tail call i32 @llvm.ctlz.i32(i32 %76, i1 true) #23, !range !9
  %78 = add nsw i32 %77, -23
  %79 = zext i32 %78 to i64
  br label %80

80:                                               ; preds = %75, %71
  %81 = phi i64 [ %79, %75 ], [ 0, %71 ]
  %82 = bitcast i8* %52 to i64*
  %83 = load i64, i64* %82, align 1, !tbaa !71
  %84 = or i64 %83, 1
  %85 = shl i64 %84, %81
  %86 = getelementptr inbounds %struct.HUF_DecompressFastArgs, %struct.HUF_DecompressFastArgs* %0, i64 0, i32 2, i64 0
  store i64 %85, i64* %86, align 8, !tbaa !71
  %87 = getelementptr inbounds i8, i8* %54, i64 7
  %88 = load i8, i8* %87, align 1, !tbaa !16
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %95, label %90

90:                                               ; preds = %80
  %91 = zext i8 %88 to i32
  %92 = tail call i32 @llvm.ctlz.i32(i32 %91, i1 true) #23, !range !9
  %93 = add nsw i32 %92, -23
  %94 = zext i32 %93 to i64
  br label %95

95:                                               ; preds = %90, %80
  %96 = phi i64 [ %94, %90 ], [ 0, %80 ]
  %97 = bitcast i8* %54 to i64*
  %98 = load i64, i64* %97, align 1, !tbaa !71
  %99 = or i64 %98, 1
  %100 = shl i64 %99, %96
  %101 = getelementptr inbounds %struct.HUF_DecompressFastArgs, %struct.HUF_DecompressFastArgs* %0, i64 0, i32 2, i64 1
  store i64 %100, i64* %101, align 8, !tbaa !71
  %102 = getelementptr inbounds i8, i8* %56, i64 7
  %103 = load i8, i8* %102, align 1, !tbaa !16
  %104 = icmp eq i8 %103, 0
  br i1 %104, label %110, label %105

105:                                              ; preds = %95
  %106 = zext i8 %103 to i32
  %107 = tail call i32 @llvm.ctlz.i32(i32 %106, i1 true) #23, !range !9
  %108 = add nsw i32 %107, -23
  %109 = zext i32 %108 to i64
  br label %110

110:                                              ; preds = %105, %95
  %111 = phi i64 [ %109, %105 ], [ 0, %95 ]
  %112 = bitcast i8* %56 to i64*
  %113 = load i64, i64* %112, align 1, !tbaa !71
  %114 = or i64 %113, 1
  %115 = shl i64 %114, %111
  %116 = getelementptr inbounds %struct.HUF_DecompressFastArgs, %struct.HUF_DecompressFastArgs* %0, i64 0, i32 2, i64 2
  store i64 %115, i64* %116, align 8, !tbaa !71
  %117 = getelementptr inbounds i8, i8* %59, i64 7
  %118 = load i8, i8* %117, align 1, !tbaa !16
  %119 = icmp eq i8 %118, 0
  br i1 %119, label %125, label %120

120:                                              ; preds = %110
  %121 = zext i8 %118 to i32
  %122 = tail call i32 @llvm.ctlz.i32(i32 %121, i1 true) #23, !range !9
  %123 = add nsw i32 %122, -23
  %124 = zext i32 %123 to i64
  br label %125

125:                                              ; preds = %120, %110
  %126 = phi i64 [ %124, %120 ], [ 0, %110 ]
  %127 = bitcast i8* %59 to i64*
  %128 = load i64, i64* %127, align 1, !tbaa !71
  %129 = or i64 %128, 1
  %130 = shl i64 %129, %126
  %131 = getelementptr inbounds %struct.HUF_DecompressFastArgs, %struct.HUF_DecompressFastArgs* %0, i64 0, i32 2, i64 3
  store i64 %130, i64* %131, align 8, !tbaa !71
  %132 = getelementptr inbounds %struct.HUF_DecompressFastArgs, %struct.HUF_DecompressFastArgs* %0, i64 0, i32 4
  store i8* %3, i8** %132, align 8, !tbaa !167
  %133 = getelementptr inbounds %struct.HUF_DecompressFastArgs, %struct.HUF_DecompressFastArgs* %0, i64 0, i32 5
  store i8* %11, i8** %133, align 8, !tbaa !169
  %134 = getelementptr inbounds %struct.HUF_DecompressFastArgs, %struct.HUF_DecompressFastArgs* %0, i64 0, i32 3
  %135 = bitcast i8** %134 to i32**
  store i32* %7, i32** %135, align 8, !tbaa !170
  br label %136

136:                                              ; preds = %125, %51, %49, %18, %15, %13, %6
  %137 = phi i64 [ 1, %125 ], [ -20, %49 ], [ 0, %6 ], [ -20, %13 ], [ 0, %15 ], [ 0, %51 ], [ 0, %18 ]
  ret i64 %137
}

; Function Attrs: nounwind uwtable
declare dso_local %struct.ZSTD_DDict_s* @ZSTD_createDDict_advanced(i8* noundef, i64 noundef, i32 noundef, i32 noundef, %struct.ZSTD_customMem* nocapture noundef readonly byval(%struct.ZSTD_customMem) align 8) local_unnamed_addr #9

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc void @ZSTD_findFrameSizeInfo(%struct.rsyncState_t* noalias nocapture writeonly sret(%struct.rsyncState_t) align 8, i8* noundef, i64 noundef, i32 noundef) unnamed_addr #0

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i64 @ZSTD_decompressBound(i8* noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = alloca %struct.rsyncState_t, align 8
  %4 = bitcast %struct.rsyncState_t* %3 to i8*
  %5 = getelementptr inbounds %struct.rsyncState_t, %struct.rsyncState_t* %3, i64 0, i32 1
  %6 = getelementptr inbounds %struct.rsyncState_t, %struct.rsyncState_t* %3, i64 0, i32 2
  br label %7

7:                                                ; preds = %12, %2
  %8 = phi i64 [ %1, %2 ], [ %19, %12 ]
  %9 = phi i64 [ 0, %2 ], [ %20, %12 ]
  %10 = phi i8* [ %0, %2 ], [ %18, %12 ]
  %11 = icmp eq i64 %8, 0
  br i1 %11, label %21, label %12

12:                                               ; preds = %7
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #23
  call fastcc void @ZSTD_findFrameSizeInfo(%struct.rsyncState_t* nonnull sret(%struct.rsyncState_t) align 8 %3, i8* noundef %10, i64 noundef %8, i32 noundef 0)
  %13 = load i64, i64* %5, align 8, !tbaa !171
  %14 = load i64, i64* %6, align 8, !tbaa !173
  %15 = icmp ugt i64 %13, -120
  %16 = icmp eq i64 %14, -2
  %17 = select i1 %15, i1 true, i1 %16
  %18 = getelementptr inbounds i8, i8* %10, i64 %13
  %19 = sub i64 %8, %13
  %20 = add i64 %14, %9
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #23
  br i1 %17, label %21, label %7, !llvm.loop !174

21:                                               ; preds = %12, %7
  %22 = phi i64 [ -2, %12 ], [ %9, %7 ]
  ret i64 %22
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_DCtx_loadDictionary_advanced(%struct.ZSTD_DCtx_s* nocapture noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #9 {
  %6 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 39
  %7 = load i32, i32* %6, align 4, !tbaa !175
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %42

9:                                                ; preds = %5
  %10 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 30
  %11 = load %struct.ZSTD_DDict_s*, %struct.ZSTD_DDict_s** %10, align 8, !tbaa !179
  %12 = icmp eq %struct.ZSTD_DDict_s* %11, null
  br i1 %12, label %30, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %11, i64 0, i32 6, i32 1
  %15 = load void (i8*, i8*)*, void (i8*, i8*)** %14, align 8, !tbaa.struct !51
  %16 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %11, i64 0, i32 6, i32 2
  %17 = load i8*, i8** %16, align 8, !tbaa.struct !53
  %18 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %11, i64 0, i32 0
  %19 = load i8*, i8** %18, align 8, !tbaa !180
  %20 = icmp eq i8* %19, null
  %21 = icmp eq void (i8*, i8*)* %15, null
  br i1 %20, label %25, label %22

22:                                               ; preds = %13
  br i1 %21, label %24, label %23

23:                                               ; preds = %22
  tail call void %15(i8* noundef %17, i8* noundef nonnull %19) #23
  br label %26

24:                                               ; preds = %22
  tail call void @free(i8* noundef nonnull %19) #23
  br label %28

25:                                               ; preds = %13
  br i1 %21, label %28, label %26

26:                                               ; preds = %25, %23
  %27 = bitcast %struct.ZSTD_DDict_s* %11 to i8*
  tail call void %15(i8* noundef %17, i8* noundef nonnull %27) #23
  br label %30

28:                                               ; preds = %25, %24
  %29 = bitcast %struct.ZSTD_DDict_s* %11 to i8*
  tail call void @free(i8* noundef nonnull %29) #23
  br label %30

30:                                               ; preds = %28, %26, %9
  %31 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 34
  store i32 0, i32* %31, align 8, !tbaa !182
  %32 = bitcast %struct.ZSTD_DDict_s** %10 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %32, i8 0, i64 16, i1 false) #23
  %33 = icmp ne i8* %1, null
  %34 = icmp ne i64 %2, 0
  %35 = and i1 %33, %34
  br i1 %35, label %36, label %42

36:                                               ; preds = %30
  %37 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 24
  %38 = tail call %struct.ZSTD_DDict_s* @ZSTD_createDDict_advanced(i8* noundef nonnull %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, %struct.ZSTD_customMem* noundef nonnull byval(%struct.ZSTD_customMem) align 8 %37)
  store %struct.ZSTD_DDict_s* %38, %struct.ZSTD_DDict_s** %10, align 8, !tbaa !179
  %39 = icmp eq %struct.ZSTD_DDict_s* %38, null
  br i1 %39, label %42, label %40

40:                                               ; preds = %36
  %41 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 31
  store %struct.ZSTD_DDict_s* %38, %struct.ZSTD_DDict_s** %41, align 8, !tbaa !183
  store i32 -1, i32* %31, align 8, !tbaa !182
  br label %42

42:                                               ; preds = %40, %36, %30, %5
  %43 = phi i64 [ -60, %5 ], [ -64, %36 ], [ 0, %40 ], [ 0, %30 ]
  ret i64 %43
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local { i64, i64 } @ZSTD_dParam_getBounds(i32 noundef %0) local_unnamed_addr #19 {
  switch i32 %0, label %8 [
    i32 100, label %9
    i32 1000, label %2
    i32 1001, label %3
    i32 1002, label %4
    i32 1003, label %5
    i32 1004, label %6
    i32 1005, label %7
  ]

2:                                                ; preds = %1
  br label %9

3:                                                ; preds = %1
  br label %9

4:                                                ; preds = %1
  br label %9

5:                                                ; preds = %1
  br label %9

6:                                                ; preds = %1
  br label %9

7:                                                ; preds = %1
  br label %9

8:                                                ; preds = %1
  br label %9

9:                                                ; preds = %8, %7, %6, %5, %4, %3, %2, %1
  %10 = phi i64 [ 0, %8 ], [ 562949953422336, %7 ], [ 4294967296, %6 ], [ 4294967296, %5 ], [ 4294967296, %4 ], [ 4294967296, %3 ], [ 4294967296, %2 ], [ 133143986186, %1 ]
  %11 = phi i64 [ -40, %8 ], [ 0, %7 ], [ 0, %6 ], [ 0, %5 ], [ 0, %4 ], [ 0, %3 ], [ 0, %2 ], [ 0, %1 ]
  %12 = insertvalue { i64, i64 } poison, i64 %11, 0
  %13 = insertvalue { i64, i64 } %12, i64 %10, 1
  ret { i64, i64 } %13
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #20

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #20

; Function Attrs: nounwind uwtable
define dso_local i64 @ZDICT_trainFromBuffer_cover(i8* noundef %0, i64 noundef %1, i8* noundef %2, i64* noundef %3, i32 noundef %4, %struct.ZDICT_cover_params_t* nocapture noundef byval(%struct.ZDICT_cover_params_t) align 8 %5) local_unnamed_addr #9 {
  %7 = alloca %struct.COVER_ctx_t, align 8
  %8 = alloca %struct.COVER_map_s, align 8
  %9 = bitcast %struct.COVER_ctx_t* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 88, i8* nonnull %9) #23
  %10 = bitcast %struct.COVER_map_s* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %10) #23
  %11 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %5, i64 0, i32 4
  store double 1.000000e+00, double* %11, align 8, !tbaa !184
  %12 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %5, i64 0, i32 7
  %13 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %5, i64 0, i32 7, i32 1
  %14 = load i32, i32* %13, align 4, !tbaa !187
  store i32 %14, i32* @g_displayLevel, align 4, !tbaa !5
  %15 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %5, i64 0, i32 1
  %16 = load i32, i32* %15, align 4, !tbaa !188
  %17 = icmp eq i32 %16, 0
  %18 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %5, i64 0, i32 0
  %19 = load i32, i32* %18, align 8
  %20 = icmp eq i32 %19, 0
  %21 = select i1 %17, i1 true, i1 %20
  %22 = zext i32 %19 to i64
  %23 = icmp ugt i64 %22, %1
  %24 = select i1 %21, i1 true, i1 %23
  %25 = icmp ult i32 %19, %16
  %26 = select i1 %24, i1 true, i1 %25
  br i1 %26, label %27, label %34

27:                                               ; preds = %6
  %28 = icmp sgt i32 %14, 0
  br i1 %28, label %29, label %169

29:                                               ; preds = %27
  %30 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %31 = tail call i64 @fwrite(i8* getelementptr inbounds ([28 x i8], [28 x i8]* @.str.37, i64 0, i64 0), i64 27, i64 1, %struct._IO_FILE* %30) #25
  %32 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %33 = tail call i32 @fflush(%struct._IO_FILE* noundef %32)
  br label %169

34:                                               ; preds = %6
  %35 = icmp eq i32 %4, 0
  br i1 %35, label %36, label %43

36:                                               ; preds = %34
  %37 = icmp sgt i32 %14, 0
  br i1 %37, label %38, label %169

38:                                               ; preds = %36
  %39 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %40 = tail call i64 @fwrite(i8* getelementptr inbounds ([41 x i8], [41 x i8]* @.str.38, i64 0, i64 0), i64 40, i64 1, %struct._IO_FILE* %39) #25
  %41 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %42 = tail call i32 @fflush(%struct._IO_FILE* noundef %41)
  br label %169

43:                                               ; preds = %34
  %44 = icmp ult i64 %1, 256
  br i1 %44, label %45, label %52

45:                                               ; preds = %43
  %46 = icmp sgt i32 %14, 0
  br i1 %46, label %47, label %169

47:                                               ; preds = %45
  %48 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %49 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %48, i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.39, i64 0, i64 0), i32 noundef 256) #25
  %50 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %51 = tail call i32 @fflush(%struct._IO_FILE* noundef %50)
  br label %169

52:                                               ; preds = %43
  %53 = call fastcc i64 @COVER_ctx_init(%struct.COVER_ctx_t* noundef nonnull %7, i8* noundef %2, i64* noundef %3, i32 noundef %4, i32 noundef %16, double noundef 1.000000e+00), !range !189
  %54 = icmp ult i64 %53, -119
  br i1 %54, label %55, label %169

55:                                               ; preds = %52
  %56 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %7, i64 0, i32 7
  %57 = load i64, i64* %56, align 8, !tbaa !190
  %58 = load i32, i32* @g_displayLevel, align 4, !tbaa !5
  %59 = uitofp i64 %57 to double
  %60 = uitofp i64 %1 to double
  %61 = fdiv double %59, %60
  %62 = fcmp ult double %61, 1.000000e+01
  %63 = icmp sgt i32 %58, 0
  %64 = and i1 %63, %62
  br i1 %64, label %65, label %72

65:                                               ; preds = %55
  %66 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %67 = trunc i64 %1 to i32
  %68 = trunc i64 %57 to i32
  %69 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %66, i8* noundef getelementptr inbounds ([280 x i8], [280 x i8]* @.str.36, i64 0, i64 0), i32 noundef %67, i32 noundef %68, double noundef %61) #26
  %70 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %71 = call i32 @fflush(%struct._IO_FILE* noundef %70) #23
  br label %72

72:                                               ; preds = %65, %55
  %73 = sub i32 1, %16
  %74 = add i32 %73, %19
  %75 = call i32 @llvm.ctlz.i32(i32 %74, i1 true) #23, !range !9
  %76 = sub nuw nsw i32 33, %75
  %77 = getelementptr inbounds %struct.COVER_map_s, %struct.COVER_map_s* %8, i64 0, i32 1
  store i32 %76, i32* %77, align 8, !tbaa !192
  %78 = shl nuw i32 1, %76
  %79 = getelementptr inbounds %struct.COVER_map_s, %struct.COVER_map_s* %8, i64 0, i32 2
  store i32 %78, i32* %79, align 4, !tbaa !194
  %80 = add i32 %78, -1
  %81 = getelementptr inbounds %struct.COVER_map_s, %struct.COVER_map_s* %8, i64 0, i32 3
  store i32 %80, i32* %81, align 8, !tbaa !195
  %82 = zext i32 %78 to i64
  %83 = shl nuw nsw i64 %82, 3
  %84 = call noalias i8* @malloc(i64 noundef %83) #23
  %85 = bitcast %struct.COVER_map_s* %8 to i8**
  store i8* %84, i8** %85, align 8, !tbaa !196
  %86 = icmp eq i8* %84, null
  br i1 %86, label %87, label %119

87:                                               ; preds = %72
  store i32 0, i32* %77, align 8, !tbaa !192
  store i32 0, i32* %79, align 4, !tbaa !194
  %88 = load i32, i32* @g_displayLevel, align 4, !tbaa !5
  %89 = icmp sgt i32 %88, 0
  br i1 %89, label %90, label %95

90:                                               ; preds = %87
  %91 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %92 = call i64 @fwrite(i8* getelementptr inbounds ([44 x i8], [44 x i8]* @.str.40, i64 0, i64 0), i64 43, i64 1, %struct._IO_FILE* %91) #25
  %93 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %94 = call i32 @fflush(%struct._IO_FILE* noundef %93)
  br label %95

95:                                               ; preds = %90, %87
  %96 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %7, i64 0, i32 6
  %97 = load i32*, i32** %96, align 8, !tbaa !197
  %98 = icmp eq i32* %97, null
  br i1 %98, label %101, label %99

99:                                               ; preds = %95
  %100 = bitcast i32* %97 to i8*
  call void @free(i8* noundef %100) #23
  store i32* null, i32** %96, align 8, !tbaa !197
  br label %101

101:                                              ; preds = %99, %95
  %102 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %7, i64 0, i32 8
  %103 = load i32*, i32** %102, align 8, !tbaa !198
  %104 = icmp eq i32* %103, null
  br i1 %104, label %107, label %105

105:                                              ; preds = %101
  %106 = bitcast i32* %103 to i8*
  call void @free(i8* noundef %106) #23
  store i32* null, i32** %102, align 8, !tbaa !198
  br label %107

107:                                              ; preds = %105, %101
  %108 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %7, i64 0, i32 9
  %109 = load i32*, i32** %108, align 8, !tbaa !199
  %110 = icmp eq i32* %109, null
  br i1 %110, label %113, label %111

111:                                              ; preds = %107
  %112 = bitcast i32* %109 to i8*
  call void @free(i8* noundef %112) #23
  store i32* null, i32** %108, align 8, !tbaa !199
  br label %113

113:                                              ; preds = %111, %107
  %114 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %7, i64 0, i32 1
  %115 = load i64*, i64** %114, align 8, !tbaa !200
  %116 = icmp eq i64* %115, null
  br i1 %116, label %169, label %117

117:                                              ; preds = %113
  %118 = bitcast i64* %115 to i8*
  call void @free(i8* noundef %118) #23
  br label %169

119:                                              ; preds = %72
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 %84, i8 -1, i64 %83, i1 false) #23
  %120 = load i32, i32* @g_displayLevel, align 4, !tbaa !5
  %121 = icmp sgt i32 %120, 1
  br i1 %121, label %122, label %127

122:                                              ; preds = %119
  %123 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %124 = call i64 @fwrite(i8* getelementptr inbounds ([21 x i8], [21 x i8]* @.str.41, i64 0, i64 0), i64 20, i64 1, %struct._IO_FILE* %123) #25
  %125 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %126 = call i32 @fflush(%struct._IO_FILE* noundef %125)
  br label %127

127:                                              ; preds = %122, %119
  %128 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %7, i64 0, i32 8
  %129 = load i32*, i32** %128, align 8, !tbaa !198
  %130 = call fastcc i64 @COVER_buildDictionary(%struct.COVER_ctx_t* noundef nonnull %7, i32* noundef %129, %struct.COVER_map_s* noundef nonnull %8, i8* noundef %0, i64 noundef %1, %struct.ZDICT_cover_params_t* noundef nonnull byval(%struct.ZDICT_cover_params_t) align 8 %5)
  %131 = getelementptr inbounds i8, i8* %0, i64 %130
  %132 = sub i64 %1, %130
  %133 = call i64 @ZDICT_finalizeDictionary(i8* noundef %0, i64 noundef %1, i8* noundef %131, i64 noundef %132, i8* noundef %2, i64* noundef %3, i32 noundef %4, %struct.ZSTD_frameParameters* noundef nonnull byval(%struct.ZSTD_frameParameters) align 8 %12)
  %134 = icmp ult i64 %133, -119
  %135 = load i32, i32* @g_displayLevel, align 4
  %136 = icmp sgt i32 %135, 1
  %137 = select i1 %134, i1 %136, i1 false
  br i1 %137, label %138, label %144

138:                                              ; preds = %127
  %139 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %140 = trunc i64 %133 to i32
  %141 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %139, i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.42, i64 0, i64 0), i32 noundef %140) #25
  %142 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %143 = call i32 @fflush(%struct._IO_FILE* noundef %142)
  br label %144

144:                                              ; preds = %138, %127
  %145 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %7, i64 0, i32 6
  %146 = load i32*, i32** %145, align 8, !tbaa !197
  %147 = icmp eq i32* %146, null
  br i1 %147, label %150, label %148

148:                                              ; preds = %144
  %149 = bitcast i32* %146 to i8*
  call void @free(i8* noundef %149) #23
  store i32* null, i32** %145, align 8, !tbaa !197
  br label %150

150:                                              ; preds = %148, %144
  %151 = load i32*, i32** %128, align 8, !tbaa !198
  %152 = icmp eq i32* %151, null
  br i1 %152, label %155, label %153

153:                                              ; preds = %150
  %154 = bitcast i32* %151 to i8*
  call void @free(i8* noundef %154) #23
  store i32* null, i32** %128, align 8, !tbaa !198
  br label %155

155:                                              ; preds = %153, %150
  %156 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %7, i64 0, i32 9
  %157 = load i32*, i32** %156, align 8, !tbaa !199
  %158 = icmp eq i32* %157, null
  br i1 %158, label %161, label %159

159:                                              ; preds = %155
  %160 = bitcast i32* %157 to i8*
  call void @free(i8* noundef %160) #23
  store i32* null, i32** %156, align 8, !tbaa !199
  br label %161

161:                                              ; preds = %159, %155
  %162 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %7, i64 0, i32 1
  %163 = load i64*, i64** %162, align 8, !tbaa !200
  %164 = icmp eq i64* %163, null
  br i1 %164, label %167, label %165

165:                                              ; preds = %161
  %166 = bitcast i64* %163 to i8*
  call void @free(i8* noundef %166) #23
  store i64* null, i64** %162, align 8, !tbaa !200
  br label %167

167:                                              ; preds = %165, %161
  %168 = getelementptr inbounds %struct.COVER_map_s, %struct.COVER_map_s* %8, i64 0, i32 0
  call void @free(i8* noundef nonnull %84) #23
  store %struct.FSE_symbolCompressionTransform* null, %struct.FSE_symbolCompressionTransform** %168, align 8, !tbaa !196
  store i32 0, i32* %79, align 4, !tbaa !194
  br label %169

169:                                              ; preds = %167, %117, %113, %52, %47, %45, %38, %36, %29, %27
  %170 = phi i64 [ %133, %167 ], [ %53, %52 ], [ -42, %29 ], [ -42, %27 ], [ -72, %38 ], [ -72, %36 ], [ -70, %47 ], [ -70, %45 ], [ -64, %113 ], [ -64, %117 ]
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %10) #23
  call void @llvm.lifetime.end.p0i8(i64 88, i8* nonnull %9) #23
  ret i64 %170
}

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #21

; Function Attrs: nounwind uwtable
declare hidden fastcc i64 @COVER_ctx_init(%struct.COVER_ctx_t* noundef, i8* noundef, i64* noundef, i32 noundef, i32 noundef, double noundef) unnamed_addr #9

; Function Attrs: nounwind uwtable
declare hidden fastcc i64 @COVER_buildDictionary(%struct.COVER_ctx_t* nocapture noundef readonly, i32* nocapture noundef, %struct.COVER_map_s* nocapture noundef readonly, i8* nocapture noundef writeonly, i64 noundef, %struct.ZDICT_cover_params_t* nocapture noundef readonly byval(%struct.ZDICT_cover_params_t) align 8) unnamed_addr #9

; Function Attrs: nounwind uwtable
declare dso_local i64 @ZDICT_finalizeDictionary(i8* noundef writeonly, i64 noundef, i8* noundef, i64 noundef, i8* noundef, i64* nocapture noundef readonly, i32 noundef, %struct.ZSTD_frameParameters* nocapture noundef readonly byval(%struct.ZSTD_frameParameters) align 8) local_unnamed_addr #9

; Function Attrs: nounwind
declare i64 @clock() local_unnamed_addr #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define hidden i32 @COVER_cmp8(%struct.COVER_ctx_t* nocapture noundef readonly %0, i8* nocapture noundef readonly %1, i8* nocapture noundef readonly %2) unnamed_addr #22 {
  %4 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %0, i64 0, i32 10
  %5 = load i32, i32* %4, align 8, !tbaa !201
  %6 = icmp eq i32 %5, 8
  %7 = shl i32 %5, 3
  %8 = zext i32 %7 to i64
  %9 = shl nsw i64 -1, %8
  %10 = xor i64 %9, -1
  %11 = select i1 %6, i64 -1, i64 %10
  %12 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %0, i64 0, i32 0
  %13 = load i8*, i8** %12, align 8, !tbaa !202
  %14 = bitcast i8* %1 to i32*
  %15 = load i32, i32* %14, align 4, !tbaa !5
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds i8, i8* %13, i64 %16
  %18 = bitcast i8* %17 to i64*
  %19 = load i64, i64* %18, align 1, !tbaa !71
  %20 = and i64 %11, %19
  %21 = bitcast i8* %2 to i32*
  %22 = load i32, i32* %21, align 4, !tbaa !5
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i8, i8* %13, i64 %23
  %25 = bitcast i8* %24 to i64*
  %26 = load i64, i64* %25, align 1, !tbaa !71
  %27 = and i64 %26, %11
  %28 = icmp ult i64 %20, %27
  %29 = icmp ugt i64 %20, %27
  %30 = zext i1 %29 to i32
  %31 = select i1 %28, i32 -1, i32 %30
  ret i32 %31
}

; Function Attrs: nounwind uwtable
define hidden fastcc i64 @FASTCOVER_buildDictionary(%struct.FASTCOVER_ctx_t* nocapture noundef readonly %0, i32* nocapture noundef %1, i8* nocapture noundef writeonly %2, i64 noundef %3, %struct.ZDICT_cover_params_t* nocapture noundef readonly byval(%struct.ZDICT_cover_params_t) align 8 %4, i16* nocapture noundef %5) unnamed_addr #9 {
  %7 = trunc i64 %3 to i32
  %8 = getelementptr inbounds %struct.FASTCOVER_ctx_t, %struct.FASTCOVER_ctx_t* %0, i64 0, i32 6
  %9 = load i64, i64* %8, align 8, !tbaa !203
  %10 = trunc i64 %9 to i32
  %11 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %4, i64 0, i32 0
  %12 = load i32, i32* %11, align 8, !tbaa !206
  %13 = mul i32 %12, 10
  %14 = udiv i32 %7, %12
  %15 = icmp ugt i32 %12, %7
  %16 = select i1 %15, i32 1, i32 %14
  %17 = udiv i32 %10, %16
  %18 = icmp ult i32 %17, %13
  br i1 %18, label %19, label %23

19:                                               ; preds = %6
  %20 = icmp ult i32 %13, %10
  %21 = select i1 %20, i32 %13, i32 %10
  %22 = udiv i32 %10, %21
  br label %23

23:                                               ; preds = %19, %6
  %24 = phi i32 [ %22, %19 ], [ %16, %6 ]
  %25 = phi i32 [ %21, %19 ], [ %17, %6 ]
  %26 = zext i32 %24 to i64
  %27 = load i32, i32* @g_displayLevel, align 4, !tbaa !5
  %28 = icmp sgt i32 %27, 1
  br i1 %28, label %29, label %34

29:                                               ; preds = %23
  %30 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %31 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %30, i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @.str.71, i64 0, i64 0), i32 noundef %24, i32 noundef %25) #25
  %32 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %33 = tail call i32 @fflush(%struct._IO_FILE* noundef %32)
  br label %34

34:                                               ; preds = %29, %23
  %35 = icmp eq i64 %3, 0
  br i1 %35, label %271, label %36

36:                                               ; preds = %34
  %37 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %4, i64 0, i32 1
  %38 = load i32, i32* %37, align 4
  %39 = getelementptr inbounds %struct.FASTCOVER_ctx_t, %struct.FASTCOVER_ctx_t* %0, i64 0, i32 9
  %40 = getelementptr inbounds %struct.FASTCOVER_ctx_t, %struct.FASTCOVER_ctx_t* %0, i64 0, i32 0
  %41 = icmp eq i32 %38, 6
  %42 = select i1 %41, i64 -3523014627193847808, i64 -3523014627327384477
  %43 = add i32 %12, 2
  %44 = sub i32 %43, %38
  %45 = add i32 %38, -1
  %46 = zext i32 %38 to i64
  br label %47

47:                                               ; preds = %265, %36
  %48 = phi i64 [ %3, %36 ], [ %266, %265 ]
  %49 = phi i64 [ 0, %36 ], [ %267, %265 ]
  %50 = phi i64 [ 0, %36 ], [ %269, %265 ]
  %51 = trunc i64 %50 to i32
  %52 = mul i32 %25, %51
  %53 = add i32 %52, %25
  %54 = load i32, i32* %39, align 4, !tbaa !207
  %55 = icmp ult i32 %52, %53
  br i1 %55, label %56, label %62

56:                                               ; preds = %47
  %57 = load i8*, i8** %40, align 8, !tbaa !208
  %58 = sub i32 64, %54
  %59 = zext i32 %58 to i64
  %60 = zext i32 %52 to i64
  %61 = zext i32 %53 to i64
  br label %92

62:                                               ; preds = %136, %47
  %63 = phi i32 [ %52, %47 ], [ %137, %136 ]
  %64 = phi i32 [ 0, %47 ], [ %140, %136 ]
  %65 = phi i32 [ 0, %47 ], [ %141, %136 ]
  %66 = phi i32 [ 0, %47 ], [ %142, %136 ]
  %67 = icmp ult i32 %63, %53
  br i1 %67, label %68, label %144

68:                                               ; preds = %62
  %69 = load i8*, i8** %40, align 8, !tbaa !208
  %70 = sub i32 64, %54
  %71 = zext i32 %70 to i64
  %72 = zext i32 %63 to i64
  %73 = zext i32 %53 to i64
  %74 = sub nsw i64 %73, %72
  %75 = xor i64 %72, -1
  %76 = and i64 %74, 1
  %77 = icmp eq i64 %76, 0
  br i1 %77, label %88, label %78

78:                                               ; preds = %68
  %79 = getelementptr inbounds i8, i8* %69, i64 %72
  %80 = bitcast i8* %79 to i64*
  %81 = load i64, i64* %80, align 1, !tbaa !71
  %82 = mul i64 %81, %42
  %83 = lshr i64 %82, %71
  %84 = getelementptr inbounds i16, i16* %5, i64 %83
  %85 = load i16, i16* %84, align 2, !tbaa !13
  %86 = add i16 %85, -1
  store i16 %86, i16* %84, align 2, !tbaa !13
  %87 = add nuw nsw i64 %72, 1
  br label %88

88:                                               ; preds = %78, %68
  %89 = phi i64 [ %72, %68 ], [ %87, %78 ]
  %90 = sub nsw i64 0, %73
  %91 = icmp eq i64 %75, %90
  br i1 %91, label %144, label %171

92:                                               ; preds = %136, %56
  %93 = phi i64 [ %60, %56 ], [ %113, %136 ]
  %94 = phi i32 [ 0, %56 ], [ %142, %136 ]
  %95 = phi i32 [ 0, %56 ], [ %141, %136 ]
  %96 = phi i32 [ 0, %56 ], [ %140, %136 ]
  %97 = phi i32 [ 0, %56 ], [ %138, %136 ]
  %98 = phi i32 [ %52, %56 ], [ %137, %136 ]
  %99 = getelementptr inbounds i8, i8* %57, i64 %93
  %100 = bitcast i8* %99 to i64*
  %101 = load i64, i64* %100, align 1, !tbaa !71
  %102 = mul i64 %101, %42
  %103 = lshr i64 %102, %59
  %104 = getelementptr inbounds i16, i16* %5, i64 %103
  %105 = load i16, i16* %104, align 2, !tbaa !13
  %106 = icmp eq i16 %105, 0
  br i1 %106, label %107, label %111

107:                                              ; preds = %92
  %108 = getelementptr inbounds i32, i32* %1, i64 %103
  %109 = load i32, i32* %108, align 4, !tbaa !5
  %110 = add i32 %109, %97
  br label %111

111:                                              ; preds = %107, %92
  %112 = phi i32 [ %110, %107 ], [ %97, %92 ]
  %113 = add nuw nsw i64 %93, 1
  %114 = trunc i64 %113 to i32
  %115 = add i16 %105, 1
  store i16 %115, i16* %104, align 2, !tbaa !13
  %116 = sub i32 %114, %98
  %117 = icmp eq i32 %116, %44
  br i1 %117, label %118, label %136

118:                                              ; preds = %111
  %119 = zext i32 %98 to i64
  %120 = getelementptr inbounds i8, i8* %57, i64 %119
  %121 = bitcast i8* %120 to i64*
  %122 = load i64, i64* %121, align 1, !tbaa !71
  %123 = mul i64 %122, %42
  %124 = lshr i64 %123, %59
  %125 = getelementptr inbounds i16, i16* %5, i64 %124
  %126 = load i16, i16* %125, align 2, !tbaa !13
  %127 = add i16 %126, -1
  store i16 %127, i16* %125, align 2, !tbaa !13
  %128 = icmp eq i16 %127, 0
  br i1 %128, label %129, label %133

129:                                              ; preds = %118
  %130 = getelementptr inbounds i32, i32* %1, i64 %124
  %131 = load i32, i32* %130, align 4, !tbaa !5
  %132 = sub i32 %112, %131
  br label %133

133:                                              ; preds = %129, %118
  %134 = phi i32 [ %132, %129 ], [ %112, %118 ]
  %135 = add i32 %98, 1
  br label %136

136:                                              ; preds = %133, %111
  %137 = phi i32 [ %135, %133 ], [ %98, %111 ]
  %138 = phi i32 [ %134, %133 ], [ %112, %111 ]
  %139 = icmp ugt i32 %138, %96
  %140 = select i1 %139, i32 %138, i32 %96
  %141 = select i1 %139, i32 %114, i32 %95
  %142 = select i1 %139, i32 %137, i32 %94
  %143 = icmp eq i64 %113, %61
  br i1 %143, label %62, label %92, !llvm.loop !209

144:                                              ; preds = %171, %88, %62
  %145 = icmp eq i32 %65, %66
  br i1 %145, label %227, label %146

146:                                              ; preds = %144
  %147 = load i8*, i8** %40, align 8, !tbaa !208
  %148 = sub i32 64, %54
  %149 = zext i32 %148 to i64
  %150 = sub i32 %65, %66
  %151 = xor i32 %66, -1
  %152 = add i32 %65, %151
  %153 = and i32 %150, 3
  %154 = icmp eq i32 %153, 0
  br i1 %154, label %168, label %155

155:                                              ; preds = %155, %146
  %156 = phi i32 [ %165, %155 ], [ %66, %146 ]
  %157 = phi i32 [ %166, %155 ], [ 0, %146 ]
  %158 = zext i32 %156 to i64
  %159 = getelementptr inbounds i8, i8* %147, i64 %158
  %160 = bitcast i8* %159 to i64*
  %161 = load i64, i64* %160, align 1, !tbaa !71
  %162 = mul i64 %161, %42
  %163 = lshr i64 %162, %149
  %164 = getelementptr inbounds i32, i32* %1, i64 %163
  store i32 0, i32* %164, align 4, !tbaa !5
  %165 = add i32 %156, 1
  %166 = add i32 %157, 1
  %167 = icmp eq i32 %166, %153
  br i1 %167, label %168, label %155, !llvm.loop !210

168:                                              ; preds = %155, %146
  %169 = phi i32 [ %66, %146 ], [ %165, %155 ]
  %170 = icmp ult i32 %152, 3
  br i1 %170, label %227, label %192

171:                                              ; preds = %171, %88
  %172 = phi i64 [ %190, %171 ], [ %89, %88 ]
  %173 = getelementptr inbounds i8, i8* %69, i64 %172
  %174 = bitcast i8* %173 to i64*
  %175 = load i64, i64* %174, align 1, !tbaa !71
  %176 = mul i64 %175, %42
  %177 = lshr i64 %176, %71
  %178 = getelementptr inbounds i16, i16* %5, i64 %177
  %179 = load i16, i16* %178, align 2, !tbaa !13
  %180 = add i16 %179, -1
  store i16 %180, i16* %178, align 2, !tbaa !13
  %181 = add nuw nsw i64 %172, 1
  %182 = getelementptr inbounds i8, i8* %69, i64 %181
  %183 = bitcast i8* %182 to i64*
  %184 = load i64, i64* %183, align 1, !tbaa !71
  %185 = mul i64 %184, %42
  %186 = lshr i64 %185, %71
  %187 = getelementptr inbounds i16, i16* %5, i64 %186
  %188 = load i16, i16* %187, align 2, !tbaa !13
  %189 = add i16 %188, -1
  store i16 %189, i16* %187, align 2, !tbaa !13
  %190 = add nuw nsw i64 %172, 2
  %191 = icmp eq i64 %190, %73
  br i1 %191, label %144, label %171, !llvm.loop !211

192:                                              ; preds = %192, %168
  %193 = phi i32 [ %225, %192 ], [ %169, %168 ]
  %194 = zext i32 %193 to i64
  %195 = getelementptr inbounds i8, i8* %147, i64 %194
  %196 = bitcast i8* %195 to i64*
  %197 = load i64, i64* %196, align 1, !tbaa !71
  %198 = mul i64 %197, %42
  %199 = lshr i64 %198, %149
  %200 = getelementptr inbounds i32, i32* %1, i64 %199
  store i32 0, i32* %200, align 4, !tbaa !5
  %201 = add i32 %193, 1
  %202 = zext i32 %201 to i64
  %203 = getelementptr inbounds i8, i8* %147, i64 %202
  %204 = bitcast i8* %203 to i64*
  %205 = load i64, i64* %204, align 1, !tbaa !71
  %206 = mul i64 %205, %42
  %207 = lshr i64 %206, %149
  %208 = getelementptr inbounds i32, i32* %1, i64 %207
  store i32 0, i32* %208, align 4, !tbaa !5
  %209 = add i32 %193, 2
  %210 = zext i32 %209 to i64
  %211 = getelementptr inbounds i8, i8* %147, i64 %210
  %212 = bitcast i8* %211 to i64*
  %213 = load i64, i64* %212, align 1, !tbaa !71
  %214 = mul i64 %213, %42
  %215 = lshr i64 %214, %149
  %216 = getelementptr inbounds i32, i32* %1, i64 %215
  store i32 0, i32* %216, align 4, !tbaa !5
  %217 = add i32 %193, 3
  %218 = zext i32 %217 to i64
  %219 = getelementptr inbounds i8, i8* %147, i64 %218
  %220 = bitcast i8* %219 to i64*
  %221 = load i64, i64* %220, align 1, !tbaa !71
  %222 = mul i64 %221, %42
  %223 = lshr i64 %222, %149
  %224 = getelementptr inbounds i32, i32* %1, i64 %223
  store i32 0, i32* %224, align 4, !tbaa !5
  %225 = add i32 %193, 4
  %226 = icmp eq i32 %225, %65
  br i1 %226, label %227, label %192, !llvm.loop !212

227:                                              ; preds = %192, %168, %144
  %228 = zext i32 %66 to i64
  %229 = icmp eq i32 %64, 0
  br i1 %229, label %262, label %230

230:                                              ; preds = %227
  %231 = add i32 %45, %65
  %232 = sub i32 %231, %66
  %233 = zext i32 %232 to i64
  %234 = icmp ugt i64 %48, %233
  %235 = select i1 %234, i64 %233, i64 %48
  %236 = icmp ult i64 %235, %46
  br i1 %236, label %271, label %237

237:                                              ; preds = %230
  %238 = sub i64 %48, %235
  %239 = getelementptr inbounds i8, i8* %2, i64 %238
  %240 = load i8*, i8** %40, align 8, !tbaa !208
  %241 = getelementptr inbounds i8, i8* %240, i64 %228
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %239, i8* align 1 %241, i64 %235, i1 false)
  %242 = load i32, i32* @g_displayLevel, align 4, !tbaa !5
  %243 = icmp sgt i32 %242, 1
  br i1 %243, label %244, label %265

244:                                              ; preds = %237
  %245 = tail call i64 @clock() #23
  %246 = load i64, i64* @g_time, align 8, !tbaa !71
  %247 = sub nsw i64 %245, %246
  %248 = icmp sgt i64 %247, 150000
  %249 = load i32, i32* @g_displayLevel, align 4
  %250 = icmp sgt i32 %249, 3
  %251 = select i1 %248, i1 true, i1 %250
  br i1 %251, label %252, label %265

252:                                              ; preds = %244
  %253 = tail call i64 @clock() #23
  store i64 %253, i64* @g_time, align 8, !tbaa !71
  %254 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %255 = sub i64 %3, %238
  %256 = mul i64 %255, 100
  %257 = udiv i64 %256, %3
  %258 = trunc i64 %257 to i32
  %259 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %254, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.49, i64 0, i64 0), i32 noundef %258) #25
  %260 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %261 = tail call i32 @fflush(%struct._IO_FILE* noundef %260)
  br label %265

262:                                              ; preds = %227
  %263 = add i64 %49, 1
  %264 = icmp ugt i64 %263, 9
  br i1 %264, label %271, label %265

265:                                              ; preds = %262, %252, %244, %237
  %266 = phi i64 [ %48, %262 ], [ %238, %252 ], [ %238, %244 ], [ %238, %237 ]
  %267 = phi i64 [ %263, %262 ], [ 0, %252 ], [ 0, %244 ], [ 0, %237 ]
  %268 = add nsw i64 %50, 1
  %269 = urem i64 %268, %26
  %270 = icmp eq i64 %266, 0
  br i1 %270, label %271, label %47, !llvm.loop !213

271:                                              ; preds = %265, %262, %230, %34
  %272 = phi i64 [ 0, %34 ], [ %48, %230 ], [ %48, %262 ], [ 0, %265 ]
  %273 = load i32, i32* @g_displayLevel, align 4, !tbaa !5
  %274 = icmp sgt i32 %273, 1
  br i1 %274, label %275, label %280

275:                                              ; preds = %271
  %276 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %277 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %276, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.51, i64 0, i64 0)) #25
  %278 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !52
  %279 = tail call i32 @fflush(%struct._IO_FILE* noundef %278)
  br label %280

280:                                              ; preds = %275, %271
  ret i64 %272
}

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+bmi,+bmi2,+cx8,+fxsr,+lzcnt,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { inlinehint nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { inlinehint mustprogress nofree nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #19 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { nofree nounwind }
attributes #22 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { nounwind }
attributes #24 = { nounwind readnone }
attributes #25 = { cold }
attributes #26 = { cold nounwind }

!llvm.ident = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 0, i32 33}
!10 = !{!"branch_weights", i32 1, i32 2000}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{i64 0, i64 4, !5, i64 4, i64 2, !13, i64 6, i64 1, !16, i64 7, i64 1, !16}
!16 = !{!7, !7, i64 0}
!17 = !{!18, !6, i64 0}
!18 = !{!"nodeElt_s", !6, i64 0, !14, i64 4, !7, i64 6, !7, i64 7}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = !{!24, !31, i64 3656}
!24 = !{!"ZSTD_CCtx_s", !7, i64 0, !6, i64 4, !6, i64 8, !25, i64 16, !25, i64 232, !25, i64 448, !6, i64 664, !28, i64 672, !32, i64 680, !28, i64 752, !33, i64 760, !33, i64 768, !33, i64 776, !34, i64 784, !30, i64 872, !31, i64 896, !28, i64 904, !35, i64 912, !6, i64 944, !6, i64 948, !36, i64 952, !37, i64 1032, !31, i64 3144, !28, i64 3152, !39, i64 3160, !40, i64 3200, !31, i64 3520, !7, i64 3528, !31, i64 3536, !28, i64 3544, !28, i64 3552, !28, i64 3560, !28, i64 3568, !31, i64 3576, !28, i64 3584, !28, i64 3592, !28, i64 3600, !7, i64 3608, !6, i64 3612, !43, i64 3616, !28, i64 3640, !28, i64 3648, !44, i64 3656, !31, i64 3696, !45, i64 3704, !31, i64 3728, !46, i64 3736, !31, i64 5232, !28, i64 5240}
!25 = !{!"ZSTD_CCtx_params_s", !7, i64 0, !26, i64 4, !27, i64 32, !6, i64 44, !6, i64 48, !28, i64 56, !6, i64 64, !7, i64 68, !7, i64 72, !6, i64 76, !28, i64 80, !6, i64 88, !6, i64 92, !29, i64 96, !6, i64 120, !7, i64 124, !7, i64 128, !7, i64 132, !6, i64 136, !7, i64 140, !7, i64 144, !6, i64 148, !30, i64 152, !7, i64 176, !6, i64 180, !31, i64 184, !31, i64 192, !28, i64 200, !7, i64 208}
!26 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !7, i64 24}
!27 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8}
!28 = !{!"long", !7, i64 0}
!29 = !{!"", !7, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20}
!30 = !{!"", !31, i64 0, !31, i64 8, !31, i64 16}
!31 = !{!"any pointer", !7, i64 0}
!32 = !{!"", !31, i64 0, !31, i64 8, !31, i64 16, !31, i64 24, !31, i64 32, !31, i64 40, !31, i64 48, !7, i64 56, !6, i64 60, !7, i64 64, !7, i64 68}
!33 = !{!"long long", !7, i64 0}
!34 = !{!"XXH_NAMESPACEXXH64_state_s", !28, i64 0, !7, i64 8, !7, i64 40, !6, i64 72, !6, i64 76, !28, i64 80}
!35 = !{!"", !6, i64 0, !31, i64 8, !28, i64 16, !28, i64 24}
!36 = !{!"", !31, i64 0, !31, i64 8, !31, i64 16, !31, i64 24, !31, i64 32, !31, i64 40, !31, i64 48, !28, i64 56, !28, i64 64, !7, i64 72, !6, i64 76}
!37 = !{!"", !38, i64 0, !31, i64 40, !6, i64 48, !31, i64 56, !7, i64 64, !7, i64 576}
!38 = !{!"", !31, i64 0, !31, i64 8, !31, i64 16, !6, i64 24, !6, i64 28, !6, i64 32}
!39 = !{!"", !31, i64 0, !28, i64 8, !28, i64 16, !28, i64 24, !28, i64 32}
!40 = !{!"", !31, i64 0, !31, i64 8, !41, i64 16}
!41 = !{!"ZSTD_matchState_t", !38, i64 0, !6, i64 40, !6, i64 44, !6, i64 48, !6, i64 52, !31, i64 56, !7, i64 64, !28, i64 96, !6, i64 104, !31, i64 112, !31, i64 120, !31, i64 128, !6, i64 136, !6, i64 140, !42, i64 144, !31, i64 248, !26, i64 256, !31, i64 288, !6, i64 296, !6, i64 300}
!42 = !{!"", !31, i64 0, !31, i64 8, !31, i64 16, !31, i64 24, !31, i64 32, !31, i64 40, !6, i64 48, !6, i64 52, !6, i64 56, !6, i64 60, !6, i64 64, !6, i64 68, !6, i64 72, !6, i64 76, !7, i64 80, !31, i64 88, !7, i64 96}
!43 = !{!"ZSTD_inBuffer_s", !31, i64 0, !28, i64 8, !28, i64 16}
!44 = !{!"", !31, i64 0, !31, i64 8, !28, i64 16, !7, i64 24, !31, i64 32}
!45 = !{!"ZSTD_prefixDict_s", !31, i64 0, !28, i64 8, !7, i64 16}
!46 = !{!"", !36, i64 0, !36, i64 80, !36, i64 160, !36, i64 240, !36, i64 320, !7, i64 400, !47, i64 1184}
!47 = !{!"", !48, i64 0, !49, i64 144}
!48 = !{!"", !7, i64 0, !7, i64 4, !28, i64 136}
!49 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !28, i64 152, !28, i64 160}
!50 = !{!24, !31, i64 3688}
!51 = !{i64 0, i64 8, !52, i64 8, i64 8, !52}
!52 = !{!31, !31, i64 0}
!53 = !{i64 0, i64 8, !52}
!54 = !{!32, !31, i64 0}
!55 = !{!32, !31, i64 8}
!56 = !{!25, !6, i64 44}
!57 = !{!25, !6, i64 32}
!58 = !{!24, !7, i64 3608}
!59 = !{!24, !31, i64 3704}
!60 = !{!24, !28, i64 3712}
!61 = !{!24, !7, i64 3720}
!62 = !{!26, !6, i64 0}
!63 = !{!26, !6, i64 4}
!64 = !{!26, !7, i64 24}
!65 = !{!26, !6, i64 8}
!66 = !{!26, !6, i64 12}
!67 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 4, !5, i64 16, i64 4, !5, i64 20, i64 4, !5, i64 24, i64 4, !16}
!68 = !{!24, !7, i64 0}
!69 = !{!24, !7, i64 3528}
!70 = !{i64 0, i64 4, !16, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 4, !5, i64 16, i64 4, !5, i64 20, i64 4, !5, i64 24, i64 4, !5, i64 28, i64 4, !16, i64 32, i64 4, !5, i64 36, i64 4, !5, i64 40, i64 4, !5, i64 44, i64 4, !5, i64 48, i64 4, !5, i64 56, i64 8, !71, i64 64, i64 4, !5, i64 68, i64 4, !16, i64 72, i64 4, !16, i64 76, i64 4, !5, i64 80, i64 8, !71, i64 88, i64 4, !5, i64 92, i64 4, !5, i64 96, i64 4, !16, i64 100, i64 4, !5, i64 104, i64 4, !5, i64 108, i64 4, !5, i64 112, i64 4, !5, i64 116, i64 4, !5, i64 120, i64 4, !5, i64 124, i64 4, !16, i64 128, i64 4, !16, i64 132, i64 4, !16, i64 136, i64 4, !5, i64 140, i64 4, !16, i64 144, i64 4, !16, i64 148, i64 4, !5, i64 152, i64 8, !52, i64 160, i64 8, !52, i64 168, i64 8, !52, i64 176, i64 4, !16, i64 180, i64 4, !5, i64 184, i64 8, !52, i64 192, i64 8, !52, i64 200, i64 8, !71, i64 208, i64 4, !16}
!71 = !{!28, !28, i64 0}
!72 = !{!24, !7, i64 376}
!73 = !{!25, !7, i64 144}
!74 = !{!24, !7, i64 372}
!75 = !{!25, !7, i64 140}
!76 = !{i64 0, i64 4, !16, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 4, !5, i64 16, i64 4, !5, i64 20, i64 4, !5}
!77 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !5}
!78 = !{i64 0, i64 4, !5}
!79 = !{!24, !28, i64 432}
!80 = !{!25, !28, i64 200}
!81 = !{!32, !31, i64 16}
!82 = !{!32, !31, i64 32}
!83 = !{!24, !7, i64 260}
!84 = !{!24, !6, i64 240}
!85 = !{!24, !6, i64 244}
!86 = !{!24, !6, i64 3264}
!87 = !{!24, !31, i64 3328}
!88 = !{!24, !31, i64 3344}
!89 = !{!24, !31, i64 3336}
!90 = !{!32, !31, i64 24}
!91 = !{i64 0, i64 8, !52, i64 8, i64 8, !52, i64 16, i64 8, !52, i64 24, i64 4, !5, i64 28, i64 4, !5, i64 32, i64 4, !5}
!92 = !{!41, !6, i64 44}
!93 = !{!41, !6, i64 40}
!94 = !{!24, !6, i64 664}
!95 = !{!24, !28, i64 672}
!96 = !{!24, !31, i64 3200}
!97 = !{!41, !31, i64 8}
!98 = !{!41, !6, i64 196}
!99 = !{!36, !31, i64 8}
!100 = !{!36, !31, i64 0}
!101 = !{!41, !6, i64 24}
!102 = !{!41, !6, i64 28}
!103 = !{!36, !31, i64 16}
!104 = !{!36, !31, i64 24}
!105 = !{!36, !7, i64 72}
!106 = !{!41, !31, i64 128}
!107 = !{!41, !31, i64 248}
!108 = !{!41, !6, i64 300}
!109 = !{!41, !31, i64 112}
!110 = !{i64 0, i64 65}
!111 = distinct !{!111, !12}
!112 = !{!41, !6, i64 260}
!113 = !{!41, !31, i64 0}
!114 = !{!41, !6, i64 264}
!115 = distinct !{!115, !12}
!116 = !{!117, !28, i64 16}
!117 = !{!"ZSTD_outBuffer_s", !31, i64 0, !28, i64 8, !28, i64 16}
!118 = !{!117, !28, i64 8}
!119 = !{!43, !28, i64 16}
!120 = !{!43, !28, i64 8}
!121 = !{!24, !7, i64 356}
!122 = !{!24, !28, i64 3640}
!123 = !{!24, !7, i64 140}
!124 = !{!43, !31, i64 0}
!125 = !{!24, !31, i64 3616}
!126 = !{!24, !28, i64 3624}
!127 = !{i64 0, i64 8, !52, i64 8, i64 8, !71, i64 16, i64 8, !71}
!128 = !{!24, !7, i64 16}
!129 = !{!24, !7, i64 360}
!130 = !{!24, !28, i64 3648}
!131 = !{i64 0, i64 8, !71}
!132 = !{!24, !6, i64 308}
!133 = !{!24, !6, i64 4}
!134 = !{!24, !31, i64 3728}
!135 = !{!24, !33, i64 768}
!136 = !{!24, !33, i64 776}
!137 = !{!24, !33, i64 760}
!138 = !{!24, !28, i64 3592}
!139 = !{!24, !28, i64 3600}
!140 = !{!25, !7, i64 28}
!141 = !{!36, !31, i64 48}
!142 = !{!36, !31, i64 32}
!143 = !{!36, !31, i64 40}
!144 = !{!25, !7, i64 72}
!145 = !{!25, !6, i64 24}
!146 = !{!147, !28, i64 16}
!147 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !28, i64 16, !28, i64 24, !6, i64 32}
!148 = !{!147, !6, i64 0}
!149 = !{!147, !6, i64 4}
!150 = !{!147, !6, i64 8}
!151 = !{!147, !28, i64 24}
!152 = !{!147, !6, i64 32}
!153 = distinct !{!153, !12}
!154 = distinct !{!154, !12}
!155 = distinct !{!155, !156}
!156 = !{!"llvm.loop.unroll.disable"}
!157 = distinct !{!157, !12}
!158 = !{!159, !28, i64 40}
!159 = !{!"ZSTDMT_bufferPool_s", !7, i64 0, !28, i64 40, !6, i64 48, !6, i64 52, !30, i64 56, !31, i64 80}
!160 = !{!159, !6, i64 52}
!161 = !{!159, !31, i64 80}
!162 = !{i64 0, i64 8, !52, i64 8, i64 8, !71}
!163 = !{i64 360310}
!164 = !{i64 360408}
!165 = !{i64 360522}
!166 = !{!24, !6, i64 8}
!167 = !{!168, !31, i64 104}
!168 = !{!"", !7, i64 0, !7, i64 32, !7, i64 64, !31, i64 96, !31, i64 104, !31, i64 112, !7, i64 120}
!169 = !{!168, !31, i64 112}
!170 = !{!168, !31, i64 96}
!171 = !{!172, !28, i64 8}
!172 = !{!"", !28, i64 0, !28, i64 8, !33, i64 16}
!173 = !{!172, !33, i64 16}
!174 = distinct !{!174, !12}
!175 = !{!176, !7, i64 30236}
!176 = !{!"ZSTD_DCtx_s", !31, i64 0, !31, i64 8, !31, i64 16, !31, i64 24, !177, i64 32, !7, i64 27324, !31, i64 29888, !31, i64 29896, !31, i64 29904, !31, i64 29912, !28, i64 29920, !178, i64 29928, !28, i64 29976, !28, i64 29984, !7, i64 29992, !7, i64 29996, !6, i64 30000, !6, i64 30004, !34, i64 30008, !28, i64 30096, !7, i64 30104, !7, i64 30108, !6, i64 30112, !31, i64 30120, !30, i64 30128, !28, i64 30152, !28, i64 30160, !28, i64 30168, !6, i64 30176, !6, i64 30180, !31, i64 30184, !31, i64 30192, !6, i64 30200, !6, i64 30204, !7, i64 30208, !31, i64 30216, !7, i64 30224, !6, i64 30228, !6, i64 30232, !7, i64 30236, !31, i64 30240, !28, i64 30248, !28, i64 30256, !28, i64 30264, !31, i64 30272, !28, i64 30280, !28, i64 30288, !28, i64 30296, !28, i64 30304, !6, i64 30312, !6, i64 30316, !7, i64 30320, !117, i64 30328, !31, i64 30352, !31, i64 30360, !7, i64 30368, !7, i64 30372, !7, i64 95940, !28, i64 95960}
!177 = !{!"", !7, i64 0, !7, i64 4104, !7, i64 6160, !7, i64 10264, !7, i64 26652, !7, i64 26664}
!178 = !{!"", !33, i64 0, !33, i64 8, !6, i64 16, !7, i64 20, !6, i64 24, !6, i64 28, !6, i64 32, !6, i64 36, !6, i64 40}
!179 = !{!176, !31, i64 30184}
!180 = !{!181, !31, i64 0}
!181 = !{!"ZSTD_DDict_s", !31, i64 0, !31, i64 8, !28, i64 16, !177, i64 24, !6, i64 27316, !6, i64 27320, !30, i64 27328}
!182 = !{!176, !7, i64 30208}
!183 = !{!176, !31, i64 30192}
!184 = !{!185, !186, i64 16}
!185 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !186, i64 16, !6, i64 24, !6, i64 28, !27, i64 32}
!186 = !{!"double", !7, i64 0}
!187 = !{!185, !6, i64 36}
!188 = !{!185, !6, i64 4}
!189 = !{i64 -72, i64 1}
!190 = !{!191, !28, i64 56}
!191 = !{!"", !31, i64 0, !31, i64 8, !31, i64 16, !28, i64 24, !28, i64 32, !28, i64 40, !31, i64 48, !28, i64 56, !31, i64 64, !31, i64 72, !6, i64 80}
!192 = !{!193, !6, i64 8}
!193 = !{!"COVER_map_s", !31, i64 0, !6, i64 8, !6, i64 12, !6, i64 16}
!194 = !{!193, !6, i64 12}
!195 = !{!193, !6, i64 16}
!196 = !{!193, !31, i64 0}
!197 = !{!191, !31, i64 48}
!198 = !{!191, !31, i64 64}
!199 = !{!191, !31, i64 72}
!200 = !{!191, !31, i64 8}
!201 = !{!191, !6, i64 80}
!202 = !{!191, !31, i64 0}
!203 = !{!204, !28, i64 48}
!204 = !{!"", !31, i64 0, !31, i64 8, !31, i64 16, !28, i64 24, !28, i64 32, !28, i64 40, !28, i64 48, !31, i64 56, !6, i64 64, !6, i64 68, !205, i64 72}
!205 = !{!"", !6, i64 0, !6, i64 4}
!206 = !{!185, !6, i64 0}
!207 = !{!204, !6, i64 68}
!208 = !{!204, !31, i64 0}
!209 = distinct !{!209, !12}
!210 = distinct !{!210, !156}
!211 = distinct !{!211, !12}
!212 = distinct !{!212, !12}
!213 = distinct !{!213, !12}
