; ModuleID = '/tmp/tmpqgxc_g9h/zstd.ll'
source_filename = "llvm-link"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.ZSTD_matchState_t = type { %struct.ZSTD_window_t, i32, i32, i32, i32, i8*, [8 x i32], i64, i32, i32*, i32*, i32*, i32, i32, %struct.optState_t, %struct.ZSTD_matchState_t*, %struct.ZSTD_compressionParameters, %struct.rawSeqStore_t*, i32, i32 }
%struct.ZSTD_window_t = type { i8*, i8*, i8*, i32, i32, i32 }
%struct.optState_t = type { i32*, i32*, i32*, i32*, %struct.FSE_symbolCompressionTransform*, %struct.ZSTD_optimal_t*, i32, i32, i32, i32, i32, i32, i32, i32, i32, %struct.ZSTD_entropyCTables_t*, i32 }
%struct.FSE_symbolCompressionTransform = type { i32, i32 }
%struct.ZSTD_optimal_t = type { i32, i32, i32, i32, [3 x i32] }
%struct.ZSTD_entropyCTables_t = type { %struct.ZSTD_hufCTables_t, %struct.ZSTD_fseCTables_t }
%struct.ZSTD_hufCTables_t = type { [257 x i64], i32 }
%struct.ZSTD_fseCTables_t = type { [193 x i32], [363 x i32], [329 x i32], i32, i32, i32 }
%struct.ZSTD_compressionParameters = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.rawSeqStore_t = type { %struct.ZSTD_frameParameters*, i64, i64, i64, i64 }
%struct.ZSTD_frameParameters = type { i32, i32, i32 }
%struct.seqStore_t = type { %struct.seqDef_s*, %struct.seqDef_s*, i8*, i8*, i8*, i8*, i8*, i64, i64, i32, i32 }
%struct.seqDef_s = type { i32, i16, i16 }
%struct.ZSTD_seqSymbol = type { i16, i8, i8, i32 }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i32, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_mutexattr_t = type { i32 }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.ZSTD_CCtx_s = type { i32, i32, i32, %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s, i32, i64, %struct.ZSTD_cwksp, i64, i64, i64, i64, %struct.XXH_NAMESPACEXXH64_state_s, %struct.ZSTD_customMem, %struct.POOL_ctx_s*, i64, %struct.SeqCollector, i32, i32, %struct.seqStore_t, %struct.ldmState_t, %struct.ZSTD_frameParameters*, i64, %struct.rawSeqStore_t, %struct.ZSTD_blockState_t, i32*, i32, i8*, i64, i64, i64, i64, i8*, i64, i64, i64, i32, i32, %struct.ZSTD_inBuffer_s, i64, i64, %struct.ZSTD_localDict, %struct.ZSTD_CDict_s*, %struct.ZSTD_prefixDict_s, %struct.ZSTDMT_CCtx_s*, %struct.ZSTD_blockSplitCtx, %struct.ZSTD_Sequence*, i64 }
%struct.ZSTD_CCtx_params_s = type { i32, %struct.ZSTD_compressionParameters, %struct.ZSTD_frameParameters, i32, i32, i64, i32, i32, i32, i32, i64, i32, i32, %struct.ldmParams_t, i32, i32, i32, i32, i32, i32, i32, i32, %struct.ZSTD_customMem, i32, i32, i8*, i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)*, i64, i32 }
%struct.ldmParams_t = type { i32, i32, i32, i32, i32, i32 }
%struct.ZSTD_cwksp = type { i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8, i32, i32, i32 }
%struct.XXH_NAMESPACEXXH64_state_s = type { i64, [4 x i64], [4 x i64], i32, i32, i64 }
%struct.ZSTD_customMem = type { i8* (i8*, i64)*, void (i8*, i8*)*, i8* }
%struct.POOL_ctx_s = type { %struct.ZSTD_customMem, i64*, i64, i64, %struct.POOL_job_s*, i64, i64, i64, i64, i32, %union.pthread_mutex_t, %union.pthread_cond_t, %union.pthread_cond_t, i32 }
%struct.POOL_job_s = type { void (i8*)*, i8* }
%struct.SeqCollector = type { i32, %struct.ZSTD_Sequence*, i64, i64 }
%struct.ldmState_t = type { %struct.ZSTD_window_t, %struct.FSE_symbolCompressionTransform*, i32, i8*, [64 x i64], [64 x %struct.ldmMatchCandidate_t] }
%struct.ldmMatchCandidate_t = type { i8*, i32, i32, %struct.FSE_symbolCompressionTransform* }
%struct.ZSTD_blockState_t = type { %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_matchState_t }
%struct.ZSTD_compressedBlockState_t = type { %struct.ZSTD_entropyCTables_t, [3 x i32] }
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
%struct.ZSTD_parameters = type { %struct.ZSTD_compressionParameters, %struct.ZSTD_frameParameters }
%struct.ZSTD_sequencePosition = type { i32, i32, i64 }
%struct.ZSTD_DDict_s = type { i8*, i8*, i64, %struct.ZSTD_entropyDTables_t, i32, i32, %struct.ZSTD_customMem }
%struct.ZSTD_entropyDTables_t = type { [513 x %struct.ZSTD_seqSymbol], [257 x %struct.ZSTD_seqSymbol], [513 x %struct.ZSTD_seqSymbol], [4097 x i32], [3 x i32], [157 x i32] }
%struct.ZSTD_frameHeader = type { i64, i64, i32, i32, i32, i32, i32, i32, i32 }
%struct.ZSTD_DCtx_s = type { %struct.ZSTD_seqSymbol*, %struct.ZSTD_seqSymbol*, %struct.ZSTD_seqSymbol*, i32*, %struct.ZSTD_entropyDTables_t, [640 x i32], i8*, i8*, i8*, i8*, i64, %struct.ZSTD_frameHeader, i64, i64, i32, i32, i32, i32, %struct.XXH_NAMESPACEXXH64_state_s, i64, i32, i32, i32, i8*, %struct.ZSTD_customMem, i64, i64, i64, i32, %struct.ZSTD_DDict_s*, %struct.ZSTD_DDict_s*, i32, i32, i32, %struct.ZSTD_DDictHashSet*, i32, i32, i32, i32, i8*, i64, i64, i64, i8*, i64, i64, i64, i64, i32, i32, i32, %struct.ZSTD_inBuffer_s, i8*, i8*, i32, [65568 x i8], [18 x i8], i64 }
%struct.ZSTD_DDictHashSet = type { %struct.ZSTD_DDict_s**, i64, i64 }
%struct.ZDICT_cover_params_t = type { i32, i32, i32, i32, double, i32, i32, %struct.ZSTD_frameParameters }

@FSE_normalizeCount.rtbTable = external hidden unnamed_addr constant [8 x i32], align 4
@ZSTD_selectBlockCompressor.blockCompressor = external hidden unnamed_addr constant [4 x [10 x i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)*]], align 8
@ZSTD_selectBlockCompressor.rowBasedBlockCompressors = external hidden unnamed_addr constant [4 x [3 x i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)*]], align 8
@OF_base = external hidden constant [32 x i32], align 4
@OF_bits = external hidden constant [32 x i8], align 1
@ML_base = external hidden constant [53 x i32], align 4
@ML_bits = external hidden constant [53 x i8], align 1
@LL_base = external hidden constant [36 x i32], align 4
@LL_bits = external hidden constant [36 x i8], align 1
@LL_defaultDTable = external hidden constant [65 x %struct.ZSTD_seqSymbol], align 4
@OF_defaultDTable = external hidden constant [33 x %struct.ZSTD_seqSymbol], align 4
@ML_defaultDTable = external hidden constant [65 x %struct.ZSTD_seqSymbol], align 4

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #0

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #0

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nofree nosync nounwind
define dso_local i64 @HUF_readStats_wksp(i8* noundef %0, i64 noundef %1, i32* nocapture noundef %2, i32* nocapture noundef writeonly %3, i32* nocapture noundef writeonly %4, i8* noundef %5, i64 noundef %6, i8* nocapture noundef %7, i64 noundef %8, i32 %9) local_unnamed_addr #4 {
  %11 = icmp eq i64 %6, 0
  br i1 %11, label %108, label %12

12:                                               ; preds = %10
  %13 = load i8, i8* %5, align 1, !tbaa !6
  %14 = zext i8 %13 to i64
  %15 = icmp slt i8 %13, 0
  br i1 %15, label %16, label %45

16:                                               ; preds = %12
  %17 = add nsw i64 %14, -127
  %18 = add nsw i64 %14, -126
  %19 = lshr i64 %18, 1
  %20 = icmp ult i64 %19, %6
  br i1 %20, label %21, label %108

21:                                               ; preds = %16
  %22 = icmp ult i64 %17, %1
  br i1 %22, label %23, label %108

23:                                               ; preds = %21
  %24 = getelementptr inbounds i8, i8* %5, i64 1
  %25 = icmp eq i64 %17, 0
  br i1 %25, label %26, label %28

26:                                               ; preds = %23
  %27 = bitcast i32* %2 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(52) %27, i8 0, i64 52, i1 false) #19
  br label %108

28:                                               ; preds = %23
  %29 = trunc i64 %17 to i32
  br label %30

30:                                               ; preds = %30, %28
  %31 = phi i64 [ 0, %28 ], [ %44, %30 ]
  %32 = lshr exact i64 %31, 1
  %33 = getelementptr inbounds i8, i8* %24, i64 %32
  %34 = load i8, i8* %33, align 1, !tbaa !6
  %35 = lshr i8 %34, 4
  %36 = getelementptr inbounds i8, i8* %0, i64 %31
  store i8 %35, i8* %36, align 1, !tbaa !6
  %37 = load i8, i8* %33, align 1, !tbaa !6
  %38 = and i8 %37, 15
  %39 = or i64 %31, 1
  %40 = getelementptr inbounds i8, i8* %0, i64 %39
  store i8 %38, i8* %40, align 1, !tbaa !6
  %41 = trunc i64 %31 to i32
  %42 = add i32 %41, 2
  %43 = icmp ult i32 %42, %29
  %44 = add nuw nsw i64 %31, 2
  br i1 %43, label %30, label %52, !llvm.loop !9

45:                                               ; preds = %12
  %46 = icmp ult i64 %14, %6
  br i1 %46, label %47, label %108

47:                                               ; preds = %45
  %48 = add i64 %1, -1
  %49 = getelementptr inbounds i8, i8* %5, i64 1
  %50 = tail call i64 @FSE_decompress_wksp_bmi2(i8* noundef %0, i64 noundef %48, i8* noundef nonnull %49, i64 noundef %14, i32 noundef signext 6, i8* noundef %7, i64 noundef %8, i32 signext undef) #19
  %51 = icmp ult i64 %50, -119
  br i1 %51, label %52, label %108

52:                                               ; preds = %47, %30
  %53 = phi i64 [ %50, %47 ], [ %17, %30 ]
  %54 = phi i64 [ %14, %47 ], [ %19, %30 ]
  %55 = bitcast i32* %2 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(52) %55, i8 0, i64 52, i1 false) #19
  %56 = icmp eq i64 %53, 0
  br i1 %56, label %108, label %57

57:                                               ; preds = %64, %52
  %58 = phi i64 [ %75, %64 ], [ 0, %52 ]
  %59 = phi i32 [ %73, %64 ], [ 0, %52 ]
  %60 = phi i32 [ %74, %64 ], [ 0, %52 ]
  %61 = getelementptr inbounds i8, i8* %0, i64 %58
  %62 = load i8, i8* %61, align 1, !tbaa !6
  %63 = icmp ugt i8 %62, 12
  br i1 %63, label %108, label %64

64:                                               ; preds = %57
  %65 = zext i8 %62 to i64
  %66 = getelementptr inbounds i32, i32* %2, i64 %65
  %67 = load i32, i32* %66, align 4, !tbaa !11
  %68 = add i32 %67, 1
  store i32 %68, i32* %66, align 4, !tbaa !11
  %69 = load i8, i8* %61, align 1, !tbaa !6
  %70 = zext i8 %69 to i32
  %71 = shl nuw i32 1, %70
  %72 = ashr i32 %71, 1
  %73 = add i32 %72, %59
  %74 = add i32 %60, 1
  %75 = zext i32 %74 to i64
  %76 = icmp ugt i64 %53, %75
  br i1 %76, label %57, label %77, !llvm.loop !13

77:                                               ; preds = %64
  %78 = icmp eq i32 %73, 0
  br i1 %78, label %108, label %79

79:                                               ; preds = %77
  %80 = tail call i32 @llvm.ctlz.i32(i32 %73, i1 true) #19, !range !14
  %81 = sub nuw nsw i32 32, %80
  %82 = icmp ugt i32 %73, 4095
  br i1 %82, label %108, label %83

83:                                               ; preds = %79
  store i32 %81, i32* %4, align 4, !tbaa !11
  %84 = shl nuw nsw i32 1, %81
  %85 = sub i32 %84, %73
  %86 = tail call i32 @llvm.ctlz.i32(i32 %85, i1 true) #19, !range !14
  %87 = xor i32 %86, 31
  %88 = shl nuw i32 1, %87
  %89 = sub nuw nsw i32 32, %86
  %90 = icmp eq i32 %88, %85
  br i1 %90, label %91, label %108

91:                                               ; preds = %83
  %92 = trunc i32 %89 to i8
  %93 = getelementptr inbounds i8, i8* %0, i64 %53
  store i8 %92, i8* %93, align 1, !tbaa !6
  %94 = zext i32 %89 to i64
  %95 = getelementptr inbounds i32, i32* %2, i64 %94
  %96 = load i32, i32* %95, align 4, !tbaa !11
  %97 = add i32 %96, 1
  store i32 %97, i32* %95, align 4, !tbaa !11
  %98 = getelementptr inbounds i32, i32* %2, i64 1
  %99 = load i32, i32* %98, align 4, !tbaa !11
  %100 = icmp ugt i32 %99, 1
  %101 = and i32 %99, 1
  %102 = icmp eq i32 %101, 0
  %103 = and i1 %100, %102
  br i1 %103, label %104, label %108

104:                                              ; preds = %91
  %105 = trunc i64 %53 to i32
  %106 = add i32 %105, 1
  store i32 %106, i32* %3, align 4, !tbaa !11
  %107 = add nuw i64 %54, 1
  br label %108

108:                                              ; preds = %104, %91, %83, %79, %77, %57, %52, %47, %45, %26, %21, %16, %10
  %109 = phi i64 [ %107, %104 ], [ -72, %10 ], [ -72, %16 ], [ -20, %21 ], [ -72, %45 ], [ %50, %47 ], [ -20, %77 ], [ -20, %91 ], [ -20, %79 ], [ -20, %83 ], [ -20, %52 ], [ -20, %26 ], [ -20, %57 ]
  ret i64 %109
}

; Function Attrs: nofree nosync nounwind
declare dso_local i64 @FSE_decompress_wksp_bmi2(i8* noundef, i64 noundef, i8* noundef, i64 noundef, i32 noundef signext, i8* nocapture noundef, i64 noundef, i32 signext) local_unnamed_addr #4

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare signext i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef, %union.pthread_mutexattr_t* noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare signext i32 @pthread_cond_init(%union.pthread_cond_t* noundef, %union.pthread_mutexattr_t* noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare signext i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare signext i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare signext i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare signext i32 @pthread_cond_destroy(%union.pthread_cond_t* noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umax.i32(i32, i32) #3

; Function Attrs: nofree nosync nounwind
define dso_local i64 @FSE_normalizeCount(i16* nocapture noundef %0, i32 noundef signext %1, i32* nocapture noundef readonly %2, i64 noundef %3, i32 noundef signext %4, i32 noundef signext %5) local_unnamed_addr #4 {
  %7 = icmp eq i32 %1, 0
  %8 = select i1 %7, i32 11, i32 %1
  %9 = icmp ult i32 %8, 5
  br i1 %9, label %247, label %10

10:                                               ; preds = %6
  %11 = icmp ugt i32 %8, 12
  br i1 %11, label %247, label %12

12:                                               ; preds = %10
  %13 = trunc i64 %3 to i32
  %14 = tail call i32 @llvm.ctlz.i32(i32 %13, i1 true) #19, !range !14
  %15 = sub nuw nsw i32 32, %14
  %16 = tail call i32 @llvm.ctlz.i32(i32 %4, i1 true) #19, !range !14
  %17 = sub nuw nsw i32 33, %16
  %18 = icmp ult i32 %15, %17
  %19 = select i1 %18, i32 %15, i32 %17
  %20 = icmp ult i32 %8, %19
  br i1 %20, label %247, label %21

21:                                               ; preds = %12
  %22 = icmp eq i32 %5, 0
  %23 = select i1 %22, i16 1, i16 -1
  %24 = sub nuw nsw i32 62, %8
  %25 = zext i32 %24 to i64
  %26 = and i64 %3, 4294967295
  %27 = udiv i64 4611686018427387904, %26
  %28 = add nsw i64 %25, -20
  %29 = shl nuw nsw i32 1, %8
  %30 = zext i32 %8 to i64
  %31 = lshr i64 %3, %30
  %32 = trunc i64 %31 to i32
  br label %33

33:                                               ; preds = %79, %21
  %34 = phi i32 [ %29, %21 ], [ %82, %79 ]
  %35 = phi i16 [ 0, %21 ], [ %81, %79 ]
  %36 = phi i32 [ 0, %21 ], [ %80, %79 ]
  %37 = phi i32 [ 0, %21 ], [ %83, %79 ]
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds i32, i32* %2, i64 %38
  %40 = load i32, i32* %39, align 4, !tbaa !11
  %41 = zext i32 %40 to i64
  %42 = icmp eq i64 %41, %3
  br i1 %42, label %247, label %43

43:                                               ; preds = %33
  %44 = icmp eq i32 %40, 0
  br i1 %44, label %45, label %47

45:                                               ; preds = %43
  %46 = getelementptr inbounds i16, i16* %0, i64 %38
  store i16 0, i16* %46, align 2, !tbaa !15
  br label %79

47:                                               ; preds = %43
  %48 = icmp ugt i32 %40, %32
  br i1 %48, label %52, label %49

49:                                               ; preds = %47
  %50 = getelementptr inbounds i16, i16* %0, i64 %38
  store i16 %23, i16* %50, align 2, !tbaa !15
  %51 = add nsw i32 %34, -1
  br label %79

52:                                               ; preds = %47
  %53 = mul i64 %27, %41
  %54 = lshr i64 %53, %25
  %55 = trunc i64 %54 to i16
  %56 = trunc i64 %54 to i32
  %57 = and i32 %56, 65528
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %59, label %71

59:                                               ; preds = %52
  %60 = and i64 %54, 65535
  %61 = getelementptr inbounds [8 x i32], [8 x i32]* @FSE_normalizeCount.rtbTable, i64 0, i64 %60
  %62 = load i32, i32* %61, align 4, !tbaa !11
  %63 = zext i32 %62 to i64
  %64 = shl i64 %63, %28
  %65 = shl i64 %60, %25
  %66 = sub i64 %53, %65
  %67 = icmp ugt i64 %66, %64
  %68 = zext i1 %67 to i32
  %69 = add nuw i32 %68, %56
  %70 = trunc i32 %69 to i16
  br label %71

71:                                               ; preds = %59, %52
  %72 = phi i16 [ %70, %59 ], [ %55, %52 ]
  %73 = zext i16 %72 to i32
  %74 = icmp ugt i16 %72, %35
  %75 = select i1 %74, i32 %37, i32 %36
  %76 = select i1 %74, i16 %72, i16 %35
  %77 = getelementptr inbounds i16, i16* %0, i64 %38
  store i16 %72, i16* %77, align 2, !tbaa !15
  %78 = sub nsw i32 %34, %73
  br label %79

79:                                               ; preds = %71, %49, %45
  %80 = phi i32 [ %36, %45 ], [ %36, %49 ], [ %75, %71 ]
  %81 = phi i16 [ %35, %45 ], [ %35, %49 ], [ %76, %71 ]
  %82 = phi i32 [ %34, %45 ], [ %51, %49 ], [ %78, %71 ]
  %83 = add i32 %37, 1
  %84 = icmp ugt i32 %83, %4
  br i1 %84, label %85, label %33, !llvm.loop !17

85:                                               ; preds = %79
  %86 = sub nsw i32 0, %82
  %87 = zext i32 %80 to i64
  %88 = getelementptr inbounds i16, i16* %0, i64 %87
  %89 = load i16, i16* %88, align 2, !tbaa !15
  %90 = ashr i16 %89, 1
  %91 = sext i16 %90 to i32
  %92 = icmp sgt i32 %91, %86
  %93 = trunc i32 %82 to i16
  br i1 %92, label %242, label %94

94:                                               ; preds = %85
  %95 = mul i64 %3, 3
  %96 = add i32 %8, 1
  %97 = zext i32 %96 to i64
  %98 = lshr i64 %95, %97
  %99 = trunc i64 %98 to i32
  %100 = add nuw i32 %4, 1
  %101 = zext i32 %100 to i64
  br label %102

102:                                              ; preds = %126, %94
  %103 = phi i64 [ 0, %94 ], [ %129, %126 ]
  %104 = phi i64 [ %3, %94 ], [ %128, %126 ]
  %105 = phi i32 [ 0, %94 ], [ %127, %126 ]
  %106 = getelementptr inbounds i32, i32* %2, i64 %103
  %107 = load i32, i32* %106, align 4, !tbaa !11
  %108 = icmp eq i32 %107, 0
  br i1 %108, label %109, label %111

109:                                              ; preds = %102
  %110 = getelementptr inbounds i16, i16* %0, i64 %103
  store i16 0, i16* %110, align 2, !tbaa !15
  br label %126

111:                                              ; preds = %102
  %112 = icmp ugt i32 %107, %32
  br i1 %112, label %118, label %113

113:                                              ; preds = %111
  %114 = getelementptr inbounds i16, i16* %0, i64 %103
  store i16 %23, i16* %114, align 2, !tbaa !15
  %115 = add i32 %105, 1
  %116 = zext i32 %107 to i64
  %117 = sub i64 %104, %116
  br label %126

118:                                              ; preds = %111
  %119 = icmp ugt i32 %107, %99
  %120 = getelementptr inbounds i16, i16* %0, i64 %103
  br i1 %119, label %125, label %121

121:                                              ; preds = %118
  store i16 1, i16* %120, align 2, !tbaa !15
  %122 = add i32 %105, 1
  %123 = zext i32 %107 to i64
  %124 = sub i64 %104, %123
  br label %126

125:                                              ; preds = %118
  store i16 -2, i16* %120, align 2, !tbaa !15
  br label %126

126:                                              ; preds = %125, %121, %113, %109
  %127 = phi i32 [ %105, %109 ], [ %115, %113 ], [ %122, %121 ], [ %105, %125 ]
  %128 = phi i64 [ %104, %109 ], [ %117, %113 ], [ %124, %121 ], [ %104, %125 ]
  %129 = add nuw nsw i64 %103, 1
  %130 = icmp eq i64 %129, %101
  br i1 %130, label %131, label %102, !llvm.loop !18

131:                                              ; preds = %126
  %132 = sub i32 %29, %127
  %133 = icmp eq i32 %132, 0
  br i1 %133, label %247, label %134

134:                                              ; preds = %131
  %135 = zext i32 %132 to i64
  %136 = udiv i64 %128, %135
  %137 = and i64 %98, 4294967295
  %138 = icmp ugt i64 %136, %137
  br i1 %138, label %139, label %167

139:                                              ; preds = %134
  %140 = mul i64 %128, 3
  %141 = shl i32 %132, 1
  %142 = zext i32 %141 to i64
  %143 = udiv i64 %140, %142
  %144 = trunc i64 %143 to i32
  br label %145

145:                                              ; preds = %160, %139
  %146 = phi i64 [ 0, %139 ], [ %163, %160 ]
  %147 = phi i64 [ %128, %139 ], [ %162, %160 ]
  %148 = phi i32 [ %127, %139 ], [ %161, %160 ]
  %149 = getelementptr inbounds i16, i16* %0, i64 %146
  %150 = load i16, i16* %149, align 2, !tbaa !15
  %151 = icmp eq i16 %150, -2
  br i1 %151, label %152, label %160

152:                                              ; preds = %145
  %153 = getelementptr inbounds i32, i32* %2, i64 %146
  %154 = load i32, i32* %153, align 4, !tbaa !11
  %155 = icmp ugt i32 %154, %144
  br i1 %155, label %160, label %156

156:                                              ; preds = %152
  store i16 1, i16* %149, align 2, !tbaa !15
  %157 = add i32 %148, 1
  %158 = zext i32 %154 to i64
  %159 = sub i64 %147, %158
  br label %160

160:                                              ; preds = %156, %152, %145
  %161 = phi i32 [ %157, %156 ], [ %148, %152 ], [ %148, %145 ]
  %162 = phi i64 [ %159, %156 ], [ %147, %152 ], [ %147, %145 ]
  %163 = add nuw nsw i64 %146, 1
  %164 = icmp eq i64 %163, %101
  br i1 %164, label %165, label %145, !llvm.loop !19

165:                                              ; preds = %160
  %166 = sub i32 %29, %161
  br label %167

167:                                              ; preds = %165, %134
  %168 = phi i32 [ %166, %165 ], [ %132, %134 ]
  %169 = phi i32 [ %161, %165 ], [ %127, %134 ]
  %170 = phi i64 [ %162, %165 ], [ %128, %134 ]
  %171 = icmp eq i32 %169, %100
  br i1 %171, label %172, label %189

172:                                              ; preds = %172, %167
  %173 = phi i64 [ %182, %172 ], [ 0, %167 ]
  %174 = phi i32 [ %181, %172 ], [ 0, %167 ]
  %175 = phi i32 [ %180, %172 ], [ 0, %167 ]
  %176 = getelementptr inbounds i32, i32* %2, i64 %173
  %177 = load i32, i32* %176, align 4, !tbaa !11
  %178 = icmp ugt i32 %177, %174
  %179 = trunc i64 %173 to i32
  %180 = select i1 %178, i32 %179, i32 %175
  %181 = select i1 %178, i32 %177, i32 %174
  %182 = add nuw nsw i64 %173, 1
  %183 = icmp eq i64 %182, %101
  br i1 %183, label %184, label %172, !llvm.loop !20

184:                                              ; preds = %172
  %185 = zext i32 %180 to i64
  %186 = getelementptr inbounds i16, i16* %0, i64 %185
  %187 = load i16, i16* %186, align 2, !tbaa !15
  %188 = trunc i32 %168 to i16
  br label %242

189:                                              ; preds = %167
  %190 = icmp eq i64 %170, 0
  br i1 %190, label %191, label %208

191:                                              ; preds = %189
  %192 = icmp eq i32 %168, 0
  br i1 %192, label %247, label %193

193:                                              ; preds = %203, %191
  %194 = phi i32 [ %206, %203 ], [ 0, %191 ]
  %195 = phi i32 [ %204, %203 ], [ %168, %191 ]
  %196 = zext i32 %194 to i64
  %197 = getelementptr inbounds i16, i16* %0, i64 %196
  %198 = load i16, i16* %197, align 2, !tbaa !15
  %199 = icmp sgt i16 %198, 0
  br i1 %199, label %200, label %203

200:                                              ; preds = %193
  %201 = add i32 %195, -1
  %202 = add nuw i16 %198, 1
  store i16 %202, i16* %197, align 2, !tbaa !15
  br label %203

203:                                              ; preds = %200, %193
  %204 = phi i32 [ %201, %200 ], [ %195, %193 ]
  %205 = add i32 %194, 1
  %206 = urem i32 %205, %100
  %207 = icmp eq i32 %204, 0
  br i1 %207, label %247, label %193, !llvm.loop !21

208:                                              ; preds = %189
  %209 = add nsw i64 %25, -1
  %210 = shl nsw i64 -1, %209
  %211 = xor i64 %210, -1
  %212 = zext i32 %168 to i64
  %213 = shl i64 %212, %25
  %214 = add i64 %213, %211
  %215 = and i64 %170, 4294967295
  %216 = udiv i64 %214, %215
  br label %217

217:                                              ; preds = %238, %208
  %218 = phi i32 [ 0, %208 ], [ %240, %238 ]
  %219 = phi i64 [ %211, %208 ], [ %239, %238 ]
  %220 = zext i32 %218 to i64
  %221 = getelementptr inbounds i16, i16* %0, i64 %220
  %222 = load i16, i16* %221, align 2, !tbaa !15
  %223 = icmp eq i16 %222, -2
  br i1 %223, label %224, label %238

224:                                              ; preds = %217
  %225 = getelementptr inbounds i32, i32* %2, i64 %220
  %226 = load i32, i32* %225, align 4, !tbaa !11
  %227 = zext i32 %226 to i64
  %228 = mul i64 %216, %227
  %229 = add i64 %228, %219
  %230 = lshr i64 %219, %25
  %231 = trunc i64 %230 to i32
  %232 = lshr i64 %229, %25
  %233 = trunc i64 %232 to i32
  %234 = sub i32 %233, %231
  %235 = icmp eq i32 %234, 0
  br i1 %235, label %247, label %236

236:                                              ; preds = %224
  %237 = trunc i32 %234 to i16
  store i16 %237, i16* %221, align 2, !tbaa !15
  br label %238

238:                                              ; preds = %236, %217
  %239 = phi i64 [ %229, %236 ], [ %219, %217 ]
  %240 = add i32 %218, 1
  %241 = icmp ugt i32 %240, %4
  br i1 %241, label %247, label %217, !llvm.loop !22

242:                                              ; preds = %184, %85
  %243 = phi i16 [ %188, %184 ], [ %93, %85 ]
  %244 = phi i16 [ %187, %184 ], [ %89, %85 ]
  %245 = phi i16* [ %186, %184 ], [ %88, %85 ]
  %246 = add i16 %244, %243
  store i16 %246, i16* %245, align 2, !tbaa !15
  br label %247

247:                                              ; preds = %242, %238, %224, %203, %191, %131, %33, %12, %10, %6
  %248 = phi i64 [ -1, %6 ], [ -44, %10 ], [ -1, %12 ], [ %30, %131 ], [ %30, %191 ], [ %30, %242 ], [ %30, %203 ], [ -1, %224 ], [ %30, %238 ], [ 0, %33 ]
  ret i64 %248
}

; Function Attrs: nofree nosync nounwind
declare dso_local signext i32 @HIST_count_simple(i32* nocapture noundef, i32* nocapture noundef, i8* noundef readonly, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind
declare dso_local i64 @HIST_count_wksp(i32* nocapture noundef, i32* nocapture noundef, i8* noundef, i64 noundef, i8* noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind
declare dso_local i64 @HUF_writeCTable_wksp(i8* noundef, i64 noundef, i64* nocapture noundef readonly, i32 noundef signext, i32 noundef signext, i8* noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.usub.sat.i64(i64, i64) #3

; Function Attrs: nofree nosync nounwind
declare dso_local i64 @HUF_buildCTable_wksp(i64* nocapture noundef, i32* nocapture noundef readonly, i32 noundef signext, i32 noundef signext, i8* noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind readonly
declare dso_local signext i32 @HUF_validateCTable(i64* nocapture noundef readonly, i32* nocapture noundef readonly, i32 noundef signext) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind
declare dso_local signext i32 @HUF_optimalTableLog(i32 noundef signext, i64 noundef, i32 noundef signext, i8* noundef, i64 noundef, i64* nocapture noundef, i32* nocapture noundef readonly, i32 noundef signext) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind
define hidden fastcc i64 @HUF_compress_internal(i8* noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext %6, i8* noundef %7, i64 noundef %8, i64* noundef %9, i32* noundef %10, i32 noundef %11) unnamed_addr #4 {
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 %4, i32* %13, align 4, !tbaa !11
  %16 = ptrtoint i8* %7 to i64
  %17 = sub i64 0, %16
  %18 = and i64 %17, 7
  %19 = icmp ugt i64 %18, %8
  %20 = getelementptr inbounds i8, i8* %7, i64 %18
  %21 = tail call i64 @llvm.usub.sat.i64(i64 %8, i64 %18) #19
  %22 = select i1 %19, i8* null, i8* %20
  %23 = getelementptr inbounds i8, i8* %0, i64 %1
  %24 = icmp ult i64 %21, 7944
  br i1 %24, label %174, label %25

25:                                               ; preds = %12
  %26 = icmp eq i64 %3, 0
  %27 = icmp eq i64 %1, 0
  %28 = or i1 %27, %26
  br i1 %28, label %174, label %29

29:                                               ; preds = %25
  %30 = icmp ugt i64 %3, 131072
  br i1 %30, label %174, label %31

31:                                               ; preds = %29
  %32 = icmp ugt i32 %5, 12
  br i1 %32, label %174, label %33

33:                                               ; preds = %31
  %34 = icmp ugt i32 %4, 255
  br i1 %34, label %174, label %35

35:                                               ; preds = %33
  %36 = icmp eq i32 %4, 0
  br i1 %36, label %37, label %38

37:                                               ; preds = %35
  store i32 255, i32* %13, align 4, !tbaa !11
  br label %38

38:                                               ; preds = %37, %35
  %39 = phi i32 [ 255, %37 ], [ %4, %35 ]
  %40 = icmp eq i32 %5, 0
  %41 = select i1 %40, i32 11, i32 %5
  %42 = and i32 %11, 4
  %43 = icmp ne i32 %42, 0
  %44 = icmp ne i32* %10, null
  %45 = and i1 %44, %43
  br i1 %45, label %46, label %51

46:                                               ; preds = %38
  %47 = load i32, i32* %10, align 4, !tbaa !6
  %48 = icmp eq i32 %47, 2
  br i1 %48, label %49, label %51

49:                                               ; preds = %46
  %50 = tail call fastcc i64 @HUF_compressCTable_internal(i8* noundef %0, i8* noundef %0, i8* noundef nonnull %23, i8* noundef %2, i64 noundef %3, i32 noundef signext %6, i64* noundef %9)
  br label %174

51:                                               ; preds = %46, %38
  %52 = and i32 %11, 8
  %53 = icmp ne i32 %52, 0
  %54 = icmp ugt i64 %3, 40959
  %55 = and i1 %54, %53
  br i1 %55, label %56, label %68

56:                                               ; preds = %51
  %57 = bitcast i32* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %57) #19
  store i32 %39, i32* %14, align 4, !tbaa !11
  %58 = bitcast i8* %22 to i32*
  %59 = call signext i32 @HIST_count_simple(i32* noundef %58, i32* noundef nonnull %14, i8* noundef %2, i64 noundef 4096)
  %60 = zext i32 %59 to i64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %57) #19
  %61 = bitcast i32* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %61) #19
  store i32 %39, i32* %15, align 4, !tbaa !11
  %62 = getelementptr inbounds i8, i8* %2, i64 %3
  %63 = getelementptr inbounds i8, i8* %62, i64 -4096
  %64 = call signext i32 @HIST_count_simple(i32* noundef %58, i32* noundef nonnull %15, i8* noundef nonnull %63, i64 noundef 4096)
  %65 = zext i32 %64 to i64
  %66 = add nuw nsw i64 %65, %60
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %61) #19
  %67 = icmp ult i64 %66, 69
  br i1 %67, label %174, label %68

68:                                               ; preds = %56, %51
  %69 = bitcast i8* %22 to i32*
  %70 = getelementptr inbounds i8, i8* %22, i64 3080
  %71 = call i64 @HIST_count_wksp(i32* noundef %69, i32* noundef nonnull %13, i8* noundef %2, i64 noundef %3, i8* noundef nonnull %70, i64 noundef 4096), !range !23
  %72 = icmp ult i64 %71, -119
  br i1 %72, label %73, label %174

73:                                               ; preds = %68
  %74 = icmp eq i64 %71, %3
  br i1 %74, label %75, label %77

75:                                               ; preds = %73
  %76 = load i8, i8* %2, align 1, !tbaa !6
  store i8 %76, i8* %0, align 1, !tbaa !6
  br label %174

77:                                               ; preds = %73
  %78 = lshr i64 %3, 7
  %79 = add nuw nsw i64 %78, 4
  %80 = icmp ugt i64 %71, %79
  br i1 %80, label %81, label %174

81:                                               ; preds = %77
  br i1 %44, label %82, label %98

82:                                               ; preds = %81
  %83 = load i32, i32* %10, align 4, !tbaa !6
  %84 = icmp eq i32 %83, 1
  br i1 %84, label %85, label %90

85:                                               ; preds = %82
  %86 = load i32, i32* %13, align 4, !tbaa !11
  %87 = tail call signext i32 @HUF_validateCTable(i64* noundef %9, i32* noundef %69, i32 noundef signext %86)
  %88 = icmp eq i32 %87, 0
  br i1 %88, label %89, label %95

89:                                               ; preds = %85
  store i32 0, i32* %10, align 4, !tbaa !6
  br label %90

90:                                               ; preds = %89, %82
  %91 = phi i32 [ 0, %89 ], [ %83, %82 ]
  %92 = xor i1 %45, true
  %93 = icmp eq i32 %91, 0
  %94 = select i1 %92, i1 true, i1 %93
  br i1 %94, label %98, label %96

95:                                               ; preds = %85
  br i1 %45, label %96, label %100

96:                                               ; preds = %95, %90
  %97 = tail call fastcc i64 @HUF_compressCTable_internal(i8* noundef %0, i8* noundef %0, i8* noundef nonnull %23, i8* noundef %2, i64 noundef %3, i32 noundef signext %6, i64* noundef %9)
  br label %174

98:                                               ; preds = %90, %81
  %99 = load i32, i32* %13, align 4, !tbaa !11
  br label %100

100:                                              ; preds = %98, %95
  %101 = phi i32 [ %99, %98 ], [ %86, %95 ]
  %102 = getelementptr inbounds i8, i8* %22, i64 1024
  %103 = bitcast i8* %102 to i64*
  %104 = tail call signext i32 @HUF_optimalTableLog(i32 noundef signext %41, i64 noundef %3, i32 noundef signext %101, i8* noundef nonnull %70, i64 noundef 4864, i64* noundef nonnull %103, i32* noundef %69, i32 noundef signext %11)
  %105 = tail call i64 @HUF_buildCTable_wksp(i64* noundef nonnull %103, i32* noundef %69, i32 noundef signext %101, i32 noundef signext %104, i8* noundef nonnull %70, i64 noundef 4864), !range !24
  %106 = icmp ult i64 %105, -119
  br i1 %106, label %107, label %174

107:                                              ; preds = %100
  %108 = trunc i64 %105 to i32
  %109 = tail call i64 @HUF_writeCTable_wksp(i8* noundef %0, i64 noundef %1, i64* noundef nonnull %103, i32 noundef signext %101, i32 noundef signext %108, i8* noundef nonnull %70, i64 noundef 748)
  %110 = icmp ult i64 %109, -119
  br i1 %110, label %111, label %174

111:                                              ; preds = %107
  br i1 %44, label %112, label %163

112:                                              ; preds = %111
  %113 = load i32, i32* %10, align 4, !tbaa !6
  %114 = icmp eq i32 %113, 0
  br i1 %114, label %160, label %115

115:                                              ; preds = %112
  %116 = getelementptr inbounds i64, i64* %9, i64 1
  %117 = icmp slt i32 %101, 0
  br i1 %117, label %158, label %118

118:                                              ; preds = %115
  %119 = add nuw i32 %101, 1
  %120 = zext i32 %119 to i64
  br label %121

121:                                              ; preds = %121, %118
  %122 = phi i64 [ 0, %118 ], [ %132, %121 ]
  %123 = phi i64 [ 0, %118 ], [ %131, %121 ]
  %124 = getelementptr inbounds i64, i64* %116, i64 %122
  %125 = load i64, i64* %124, align 8, !tbaa !25
  %126 = and i64 %125, 255
  %127 = getelementptr inbounds i32, i32* %69, i64 %122
  %128 = load i32, i32* %127, align 4, !tbaa !11
  %129 = zext i32 %128 to i64
  %130 = mul nuw nsw i64 %126, %129
  %131 = add i64 %130, %123
  %132 = add nuw nsw i64 %122, 1
  %133 = icmp eq i64 %132, %120
  br i1 %133, label %134, label %121, !llvm.loop !27

134:                                              ; preds = %121
  %135 = lshr i64 %131, 3
  %136 = getelementptr inbounds i8, i8* %22, i64 1032
  %137 = bitcast i8* %136 to i64*
  br label %138

138:                                              ; preds = %138, %134
  %139 = phi i64 [ 0, %134 ], [ %149, %138 ]
  %140 = phi i64 [ 0, %134 ], [ %148, %138 ]
  %141 = getelementptr inbounds i64, i64* %137, i64 %139
  %142 = load i64, i64* %141, align 8, !tbaa !25
  %143 = and i64 %142, 255
  %144 = getelementptr inbounds i32, i32* %69, i64 %139
  %145 = load i32, i32* %144, align 4, !tbaa !11
  %146 = zext i32 %145 to i64
  %147 = mul nuw nsw i64 %143, %146
  %148 = add i64 %147, %140
  %149 = add nuw nsw i64 %139, 1
  %150 = icmp eq i64 %149, %120
  br i1 %150, label %151, label %138, !llvm.loop !27

151:                                              ; preds = %138
  %152 = lshr i64 %148, 3
  %153 = add i64 %152, %109
  %154 = icmp ugt i64 %135, %153
  %155 = add i64 %109, 12
  %156 = icmp ult i64 %155, %3
  %157 = and i1 %156, %154
  br i1 %157, label %166, label %158

158:                                              ; preds = %151, %115
  %159 = tail call fastcc i64 @HUF_compressCTable_internal(i8* noundef %0, i8* noundef %0, i8* noundef nonnull %23, i8* noundef %2, i64 noundef %3, i32 noundef signext %6, i64* noundef %9)
  br label %174

160:                                              ; preds = %112
  %161 = add nuw i64 %109, 12
  %162 = icmp ult i64 %161, %3
  br i1 %162, label %166, label %174

163:                                              ; preds = %111
  %164 = add nuw i64 %109, 12
  %165 = icmp ult i64 %164, %3
  br i1 %165, label %167, label %174

166:                                              ; preds = %160, %151
  store i32 0, i32* %10, align 4, !tbaa !6
  br label %167

167:                                              ; preds = %166, %163
  %168 = getelementptr inbounds i8, i8* %0, i64 %109
  %169 = icmp eq i64* %9, null
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = bitcast i64* %9 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2056) %171, i8* noundef nonnull align 8 dereferenceable(2056) %102, i64 2056, i1 false)
  br label %172

172:                                              ; preds = %170, %167
  %173 = tail call fastcc i64 @HUF_compressCTable_internal(i8* noundef %0, i8* noundef %168, i8* noundef nonnull %23, i8* noundef %2, i64 noundef %3, i32 noundef signext %6, i64* noundef nonnull %103)
  br label %174

174:                                              ; preds = %172, %163, %160, %158, %107, %100, %96, %77, %75, %68, %56, %49, %33, %31, %29, %25, %12
  %175 = phi i64 [ %50, %49 ], [ %97, %96 ], [ %173, %172 ], [ %105, %100 ], [ 0, %77 ], [ 0, %56 ], [ -66, %12 ], [ 0, %25 ], [ -72, %29 ], [ -44, %31 ], [ -46, %33 ], [ %71, %68 ], [ 1, %75 ], [ 0, %160 ], [ 0, %163 ], [ %109, %107 ], [ %159, %158 ]
  ret i64 %175
}

; Function Attrs: nofree norecurse nosync nounwind
declare hidden fastcc i64 @HUF_compressCTable_internal(i8* noundef, i8* noundef, i8* noundef, i8* noundef, i64 noundef, i32 noundef signext, i64* noundef) unnamed_addr #9

; Function Attrs: nounwind
declare hidden fastcc void @ZSTD_clearAllDicts(%struct.ZSTD_CCtx_s* nocapture noundef) unnamed_addr #10

; Function Attrs: nounwind
define dso_local %struct.ZSTD_CCtx_s* @ZSTD_createCCtx_advanced(%struct.ZSTD_customMem* nocapture noundef readonly %0) local_unnamed_addr #10 {
  %2 = alloca %struct.ZSTD_customMem, align 8
  %3 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %0, i64 0, i32 0
  %4 = load i8* (i8*, i64)*, i8* (i8*, i64)** %3, align 8, !tbaa !28
  %5 = icmp eq i8* (i8*, i64)* %4, null
  %6 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %0, i64 0, i32 1
  %7 = load void (i8*, i8*)*, void (i8*, i8*)** %6, align 8, !tbaa !31
  %8 = icmp eq void (i8*, i8*)* %7, null
  %9 = xor i1 %5, %8
  br i1 %9, label %30, label %10

10:                                               ; preds = %1
  %11 = bitcast %struct.ZSTD_customMem* %0 to i8*
  br i1 %5, label %16, label %12

12:                                               ; preds = %10
  %13 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %0, i64 0, i32 2
  %14 = load i8*, i8** %13, align 8, !tbaa.struct !32
  %15 = tail call i8* %4(i8* noundef %14, i64 noundef 5248) #19
  br label %18

16:                                               ; preds = %10
  %17 = tail call noalias dereferenceable_or_null(5248) i8* @malloc(i64 noundef 5248) #19
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi i8* [ %15, %12 ], [ %17, %16 ]
  %20 = bitcast i8* %19 to %struct.ZSTD_CCtx_s*
  %21 = icmp eq i8* %19, null
  br i1 %21, label %30, label %22

22:                                               ; preds = %18
  %23 = bitcast %struct.ZSTD_customMem* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %23)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %23, i8* noundef nonnull align 8 dereferenceable(24) %11, i64 24, i1 false), !tbaa.struct !34
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(5248) %19, i8 0, i64 5248, i1 false) #19
  %24 = getelementptr inbounds i8, i8* %19, i64 872
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %24, i8* noundef nonnull align 8 dereferenceable(24) %23, i64 24, i1 false) #19, !tbaa.struct !34
  tail call fastcc void @ZSTD_clearAllDicts(%struct.ZSTD_CCtx_s* noundef nonnull %20) #19
  %25 = getelementptr inbounds i8, i8* %19, i64 16
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %25, i8 0, i64 216, i1 false) #19
  %26 = getelementptr inbounds i8, i8* %19, i64 60
  %27 = bitcast i8* %26 to i32*
  store i32 3, i32* %27, align 4, !tbaa !35
  %28 = getelementptr inbounds i8, i8* %19, i64 48
  %29 = bitcast i8* %28 to i32*
  store i32 1, i32* %29, align 8, !tbaa !40
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %23)
  br label %30

30:                                               ; preds = %22, %18, %1
  %31 = phi %struct.ZSTD_CCtx_s* [ null, %1 ], [ %20, %22 ], [ null, %18 ]
  ret %struct.ZSTD_CCtx_s* %31
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local i64 @ZSTD_CCtxParams_init_advanced(%struct.ZSTD_CCtx_params_s* noundef writeonly %0, %struct.ZSTD_parameters* nocapture noundef readonly %1) local_unnamed_addr #11 {
  %3 = icmp eq %struct.ZSTD_CCtx_params_s* %0, null
  br i1 %3, label %72, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %1, i64 0, i32 0, i32 0
  %6 = load i32, i32* %5, align 4, !tbaa.struct !41
  %7 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %1, i64 0, i32 0, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa.struct !42
  %9 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %1, i64 0, i32 0, i32 2
  %10 = load i32, i32* %9, align 4, !tbaa.struct !43
  %11 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %1, i64 0, i32 0, i32 3
  %12 = load i32, i32* %11, align 4, !tbaa.struct !44
  %13 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %1, i64 0, i32 0, i32 4
  %14 = load i32, i32* %13, align 4, !tbaa.struct !45
  %15 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %1, i64 0, i32 0, i32 5
  %16 = load i32, i32* %15, align 4, !tbaa.struct !46
  %17 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %1, i64 0, i32 0, i32 6
  %18 = add i32 %6, -32
  %19 = icmp ult i32 %18, -22
  %20 = add i32 %8, -31
  %21 = icmp ult i32 %20, -25
  %22 = select i1 %19, i1 true, i1 %21
  %23 = add i32 %10, -31
  %24 = icmp ult i32 %23, -25
  %25 = select i1 %22, i1 true, i1 %24
  %26 = add i32 %12, -31
  %27 = icmp ult i32 %26, -30
  %28 = select i1 %25, i1 true, i1 %27
  %29 = add i32 %14, -8
  %30 = icmp ult i32 %29, -5
  %31 = select i1 %28, i1 true, i1 %30
  %32 = icmp ugt i32 %16, 131072
  %33 = select i1 %31, i1 true, i1 %32
  br i1 %33, label %72, label %34

34:                                               ; preds = %4
  %35 = load i32, i32* %17, align 4, !tbaa.struct !47
  %36 = add i32 %35, -10
  %37 = icmp ult i32 %36, -9
  br i1 %37, label %72, label %38

38:                                               ; preds = %34
  %39 = bitcast %struct.ZSTD_CCtx_params_s* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %39, i8 0, i64 216, i1 false) #19
  %40 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %0, i64 0, i32 1
  %41 = bitcast %struct.ZSTD_compressionParameters* %40 to i8*
  %42 = bitcast %struct.ZSTD_parameters* %1 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(28) %41, i8* noundef nonnull align 4 dereferenceable(28) %42, i64 28, i1 false) #19, !tbaa.struct !41
  %43 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %0, i64 0, i32 2
  %44 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %1, i64 0, i32 1
  %45 = bitcast %struct.ZSTD_frameParameters* %43 to i8*
  %46 = bitcast %struct.ZSTD_frameParameters* %44 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(12) %45, i8* noundef nonnull align 4 dereferenceable(12) %46, i64 12, i1 false) #19, !tbaa.struct !48
  %47 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %0, i64 0, i32 3
  store i32 0, i32* %47, align 4, !tbaa !35
  %48 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %0, i64 0, i32 20
  %49 = load i32, i32* %17, align 4, !tbaa !49
  %50 = add i32 %49, -6
  %51 = icmp ult i32 %50, -3
  br i1 %51, label %52, label %56

52:                                               ; preds = %38
  store i32 2, i32* %48, align 8, !tbaa !50
  %53 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %0, i64 0, i32 19
  %54 = icmp ugt i32 %49, 6
  br i1 %54, label %61, label %55

55:                                               ; preds = %52
  store i32 2, i32* %53, align 4, !tbaa !51
  br label %67

56:                                               ; preds = %38
  %57 = load i32, i32* %5, align 4, !tbaa !52
  %58 = icmp ugt i32 %57, 17
  %59 = select i1 %58, i32 1, i32 2
  store i32 %59, i32* %48, align 8, !tbaa !50
  %60 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %0, i64 0, i32 19
  store i32 2, i32* %60, align 4, !tbaa !51
  br label %67

61:                                               ; preds = %52
  %62 = load i32, i32* %5, align 4, !tbaa !52
  %63 = icmp ugt i32 %62, 16
  %64 = select i1 %63, i32 1, i32 2
  store i32 %64, i32* %53, align 4, !tbaa !51
  %65 = icmp ugt i32 %62, 26
  %66 = select i1 %65, i32 1, i32 2
  br label %67

67:                                               ; preds = %61, %56, %55
  %68 = phi i32 [ 2, %56 ], [ %66, %61 ], [ 2, %55 ]
  %69 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %0, i64 0, i32 13, i32 0
  store i32 %68, i32* %69, align 8, !tbaa !53
  %70 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %0, i64 0, i32 27
  store i64 131072, i64* %70, align 8, !tbaa !54
  %71 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %0, i64 0, i32 28
  store i32 2, i32* %71, align 8, !tbaa !55
  br label %72

72:                                               ; preds = %67, %34, %4, %2
  %73 = phi i64 [ -42, %34 ], [ 0, %67 ], [ -1, %2 ], [ -42, %4 ]
  ret i64 %73
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local i64 @ZSTD_CCtx_setParametersUsingCCtxParams(%struct.ZSTD_CCtx_s* nocapture noundef %0, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly %1) local_unnamed_addr #11 {
  %3 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  %4 = load i32, i32* %3, align 8, !tbaa !56
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %14

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 43
  %8 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %7, align 8, !tbaa !76
  %9 = icmp eq %struct.ZSTD_CDict_s* %8, null
  br i1 %9, label %10, label %14

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3
  %12 = bitcast %struct.ZSTD_CCtx_params_s* %11 to i8*
  %13 = bitcast %struct.ZSTD_CCtx_params_s* %1 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %12, i8* noundef nonnull align 8 dereferenceable(216) %13, i64 216, i1 false), !tbaa.struct !77
  br label %14

14:                                               ; preds = %10, %6, %2
  %15 = phi i64 [ 0, %10 ], [ -60, %2 ], [ -60, %6 ]
  ret i64 %15
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.usub.sat.i32(i32, i32) #3

; Function Attrs: nounwind
define dso_local i64 @ZSTD_toFlushNow(%struct.ZSTD_CCtx_s* nocapture noundef readonly %0) local_unnamed_addr #10 {
  %2 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 9
  %3 = load i32, i32* %2, align 4, !tbaa !78
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %35

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 45
  %7 = load %struct.ZSTDMT_CCtx_s*, %struct.ZSTDMT_CCtx_s** %6, align 8, !tbaa !79
  %8 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %7, i64 0, i32 14
  %9 = load i32, i32* %8, align 4, !tbaa !80
  %10 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %7, i64 0, i32 15
  %11 = load i32, i32* %10, align 8, !tbaa !88
  %12 = icmp eq i32 %9, %11
  br i1 %12, label %35, label %13

13:                                               ; preds = %5
  %14 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %7, i64 0, i32 13
  %15 = load i32, i32* %14, align 8, !tbaa !89
  %16 = and i32 %15, %9
  %17 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %7, i64 0, i32 1
  %18 = load %struct.ZSTDMT_jobDescription*, %struct.ZSTDMT_jobDescription** %17, align 8, !tbaa !90
  %19 = zext i32 %16 to i64
  %20 = getelementptr inbounds %struct.ZSTDMT_jobDescription, %struct.ZSTDMT_jobDescription* %18, i64 %19, i32 2
  %21 = tail call signext i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %20) #19
  %22 = getelementptr inbounds %struct.ZSTDMT_jobDescription, %struct.ZSTDMT_jobDescription* %18, i64 %19, i32 1
  %23 = load i64, i64* %22, align 8, !tbaa !91
  %24 = icmp ult i64 %23, -119
  %25 = select i1 %24, i64 %23, i64 0
  br i1 %24, label %26, label %29

26:                                               ; preds = %13
  %27 = getelementptr inbounds %struct.ZSTDMT_jobDescription, %struct.ZSTDMT_jobDescription* %18, i64 %19, i32 17
  %28 = load i64, i64* %27, align 8, !tbaa !93
  br label %29

29:                                               ; preds = %26, %13
  %30 = phi i64 [ %28, %26 ], [ 0, %13 ]
  %31 = sub i64 %25, %30
  %32 = load %struct.ZSTDMT_jobDescription*, %struct.ZSTDMT_jobDescription** %17, align 8, !tbaa !90
  %33 = getelementptr inbounds %struct.ZSTDMT_jobDescription, %struct.ZSTDMT_jobDescription* %32, i64 %19, i32 2
  %34 = tail call signext i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %33) #19
  br label %35

35:                                               ; preds = %29, %5, %1
  %36 = phi i64 [ 0, %1 ], [ %31, %29 ], [ 0, %5 ]
  ret i64 %36
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #3

; Function Attrs: nounwind
define dso_local i64 @ZSTD_compressBlock_btultra2(%struct.ZSTD_matchState_t* noundef %0, %struct.seqStore_t* nocapture noundef %1, i32* noundef %2, i8* noundef %3, i64 noundef %4) #10 {
  %6 = alloca [3 x i32], align 4
  %7 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 1
  %8 = load i8*, i8** %7, align 8, !tbaa !94
  %9 = ptrtoint i8* %3 to i64
  %10 = ptrtoint i8* %8 to i64
  %11 = sub i64 %9, %10
  %12 = trunc i64 %11 to i32
  %13 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 14, i32 7
  %14 = load i32, i32* %13, align 4, !tbaa !95
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %49

16:                                               ; preds = %5
  %17 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 1
  %18 = load %struct.seqDef_s*, %struct.seqDef_s** %17, align 8, !tbaa !96
  %19 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 0
  %20 = load %struct.seqDef_s*, %struct.seqDef_s** %19, align 8, !tbaa !97
  %21 = icmp eq %struct.seqDef_s* %18, %20
  br i1 %21, label %22, label %49

22:                                               ; preds = %16
  %23 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 3
  %24 = load i32, i32* %23, align 8, !tbaa !98
  %25 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 4
  %26 = load i32, i32* %25, align 4, !tbaa !99
  %27 = icmp eq i32 %24, %26
  br i1 %27, label %28, label %49

28:                                               ; preds = %22
  %29 = icmp eq i32 %24, %12
  %30 = icmp ugt i64 %4, 8
  %31 = and i1 %30, %29
  br i1 %31, label %32, label %49

32:                                               ; preds = %28
  %33 = bitcast [3 x i32]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %33) #19
  %34 = getelementptr inbounds [3 x i32], [3 x i32]* %6, i64 0, i64 0
  %35 = bitcast i32* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %33, i8* noundef nonnull align 4 dereferenceable(12) %35, i64 12, i1 false) #19
  %36 = call fastcc i64 @ZSTD_compressBlock_opt2(%struct.ZSTD_matchState_t* noundef nonnull %0, %struct.seqStore_t* noundef nonnull %1, i32* noundef nonnull %34, i8* noundef %3, i64 noundef %4, i32 noundef signext 0) #19
  %37 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 2
  %38 = load i8*, i8** %37, align 8, !tbaa !100
  %39 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 3
  store i8* %38, i8** %39, align 8, !tbaa !101
  %40 = load %struct.seqDef_s*, %struct.seqDef_s** %19, align 8, !tbaa !97
  store %struct.seqDef_s* %40, %struct.seqDef_s** %17, align 8, !tbaa !96
  %41 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 9
  store i32 0, i32* %41, align 8, !tbaa !102
  %42 = load i8*, i8** %7, align 8, !tbaa !94
  %43 = sub i64 0, %4
  %44 = getelementptr inbounds i8, i8* %42, i64 %43
  store i8* %44, i8** %7, align 8, !tbaa !94
  %45 = trunc i64 %4 to i32
  %46 = load i32, i32* %23, align 8, !tbaa !98
  %47 = add i32 %46, %45
  store i32 %47, i32* %23, align 8, !tbaa !98
  store i32 %47, i32* %25, align 4, !tbaa !99
  %48 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 2
  store i32 %47, i32* %48, align 4, !tbaa !103
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %33) #19
  br label %49

49:                                               ; preds = %32, %28, %22, %16, %5
  %50 = call fastcc i64 @ZSTD_compressBlock_opt2(%struct.ZSTD_matchState_t* noundef nonnull %0, %struct.seqStore_t* noundef %1, i32* noundef %2, i8* noundef %3, i64 noundef %4, i32 noundef signext 0)
  ret i64 %50
}

; Function Attrs: inlinehint nofree nosync nounwind readonly
declare hidden fastcc i64 @ZSTD_count_2segments(i8* noundef, i8* noundef, i8* noundef readnone, i8* noundef, i8* nocapture noundef readonly) unnamed_addr #12

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: nounwind
declare hidden fastcc i64 @ZSTD_compressBlock_opt2(%struct.ZSTD_matchState_t* noundef, %struct.seqStore_t* nocapture noundef, i32* noundef, i8* noundef, i64 noundef, i32 noundef signext) unnamed_addr #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umax.i64(i64, i64) #3

; Function Attrs: nofree noinline nosync nounwind
define hidden fastcc i64 @ZSTD_HcFindBestMatch_dictMatchState_5(%struct.ZSTD_matchState_t* nocapture noundef %0, i8* noundef %1, i8* noundef %2, i64* nocapture noundef writeonly %3) unnamed_addr #13 {
  %5 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 11
  %6 = load i32*, i32** %5, align 8, !tbaa !104
  %7 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !105
  %9 = shl nuw i32 1, %8
  %10 = add i32 %9, -1
  %11 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 1
  %12 = load i8*, i8** %11, align 8, !tbaa !94
  %13 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 3
  %14 = load i32, i32* %13, align 8, !tbaa !98
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i8, i8* %12, i64 %15
  %17 = ptrtoint i8* %1 to i64
  %18 = ptrtoint i8* %12 to i64
  %19 = sub i64 %17, %18
  %20 = trunc i64 %19 to i32
  %21 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 0
  %22 = load i32, i32* %21, align 4, !tbaa !52
  %23 = shl nuw i32 1, %22
  %24 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 4
  %25 = load i32, i32* %24, align 4, !tbaa !99
  %26 = sub i32 %20, %25
  %27 = icmp ugt i32 %26, %23
  %28 = sub i32 %20, %23
  %29 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 1
  %30 = load i32, i32* %29, align 8, !tbaa !106
  %31 = icmp eq i32 %30, 0
  %32 = select i1 %31, i1 %27, i1 false
  %33 = select i1 %32, i32 %28, i32 %25
  %34 = tail call i32 @llvm.usub.sat.i32(i32 %20, i32 %9) #19
  %35 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 3
  %36 = load i32, i32* %35, align 4, !tbaa !107
  %37 = shl nuw i32 1, %36
  %38 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 15
  %39 = load %struct.ZSTD_matchState_t*, %struct.ZSTD_matchState_t** %38, align 8, !tbaa !108
  %40 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 19
  %41 = load i32, i32* %40, align 4, !tbaa !109
  %42 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 9
  %43 = load i32*, i32** %42, align 8, !tbaa !110
  %44 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 2
  %45 = load i32, i32* %44, align 4, !tbaa !111
  %46 = shl nsw i32 -1, %8
  %47 = xor i32 %46, -1
  %48 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 2
  %49 = load i32, i32* %48, align 4, !tbaa !103
  %50 = sub i32 64, %45
  %51 = zext i32 %50 to i64
  %52 = icmp eq i32 %41, 0
  %53 = zext i32 %49 to i64
  %54 = tail call i32 @llvm.umax.i32(i32 %49, i32 %20) #19
  %55 = zext i32 %54 to i64
  br label %56

56:                                               ; preds = %59, %4
  %57 = phi i64 [ %71, %59 ], [ %53, %4 ]
  %58 = icmp eq i64 %57, %55
  br i1 %58, label %72, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, i8* %12, i64 %57
  %61 = bitcast i8* %60 to i64*
  %62 = load i64, i64* %61, align 1, !tbaa !25
  %63 = mul i64 %62, -3523014627271114752
  %64 = lshr i64 %63, %51
  %65 = getelementptr inbounds i32, i32* %43, i64 %64
  %66 = load i32, i32* %65, align 4, !tbaa !11
  %67 = trunc i64 %57 to i32
  %68 = and i32 %67, %47
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds i32, i32* %6, i64 %69
  store i32 %66, i32* %70, align 4, !tbaa !11
  store i32 %67, i32* %65, align 4, !tbaa !11
  %71 = add nuw nsw i64 %57, 1
  br i1 %52, label %56, label %72

72:                                               ; preds = %59, %56
  store i32 %20, i32* %48, align 4, !tbaa !103
  %73 = bitcast i8* %1 to i64*
  %74 = load i64, i64* %73, align 1, !tbaa !25
  %75 = mul i64 %74, -3523014627271114752
  %76 = lshr i64 %75, %51
  %77 = getelementptr inbounds i32, i32* %43, i64 %76
  %78 = load i32, i32* %77, align 4, !tbaa !11
  %79 = icmp ult i32 %78, %33
  br i1 %79, label %195, label %80

80:                                               ; preds = %72
  %81 = getelementptr inbounds i8, i8* %2, i64 -7
  %82 = icmp ugt i8* %81, %1
  %83 = getelementptr inbounds i8, i8* %2, i64 -3
  %84 = getelementptr inbounds i8, i8* %2, i64 -1
  %85 = add i32 %20, 3
  %86 = getelementptr inbounds i8, i8* %1, i64 -3
  br label %87

87:                                               ; preds = %181, %80
  %88 = phi i32 [ %78, %80 ], [ %186, %181 ]
  %89 = phi i32 [ %37, %80 ], [ %185, %181 ]
  %90 = phi i64 [ 3, %80 ], [ %179, %181 ]
  %91 = zext i32 %88 to i64
  %92 = getelementptr inbounds i8, i8* %12, i64 %91
  %93 = getelementptr inbounds i8, i8* %92, i64 -3
  %94 = getelementptr inbounds i8, i8* %93, i64 %90
  %95 = bitcast i8* %94 to i32*
  %96 = load i32, i32* %95, align 1, !tbaa !11
  %97 = getelementptr inbounds i8, i8* %86, i64 %90
  %98 = bitcast i8* %97 to i32*
  %99 = load i32, i32* %98, align 1, !tbaa !11
  %100 = icmp eq i32 %96, %99
  br i1 %100, label %101, label %178

101:                                              ; preds = %87
  br i1 %82, label %102, label %130

102:                                              ; preds = %101
  %103 = bitcast i8* %92 to i64*
  %104 = load i64, i64* %103, align 1, !tbaa !25
  %105 = load i64, i64* %73, align 1, !tbaa !25
  %106 = xor i64 %105, %104
  %107 = icmp eq i64 %106, 0
  br i1 %107, label %111, label %108

108:                                              ; preds = %102
  %109 = tail call i64 @llvm.cttz.i64(i64 %106, i1 true) #19, !range !112
  %110 = lshr i64 %109, 3
  br label %170

111:                                              ; preds = %117, %102
  %112 = phi i8* [ %115, %117 ], [ %92, %102 ]
  %113 = phi i8* [ %114, %117 ], [ %1, %102 ]
  %114 = getelementptr inbounds i8, i8* %113, i64 8
  %115 = getelementptr inbounds i8, i8* %112, i64 8
  %116 = icmp ult i8* %114, %81
  br i1 %116, label %117, label %130

117:                                              ; preds = %111
  %118 = bitcast i8* %115 to i64*
  %119 = load i64, i64* %118, align 1, !tbaa !25
  %120 = bitcast i8* %114 to i64*
  %121 = load i64, i64* %120, align 1, !tbaa !25
  %122 = xor i64 %121, %119
  %123 = icmp eq i64 %122, 0
  br i1 %123, label %111, label %124

124:                                              ; preds = %117
  %125 = tail call i64 @llvm.cttz.i64(i64 %122, i1 true) #19, !range !112
  %126 = lshr i64 %125, 3
  %127 = getelementptr inbounds i8, i8* %114, i64 %126
  %128 = ptrtoint i8* %127 to i64
  %129 = sub i64 %128, %17
  br label %170

130:                                              ; preds = %111, %101
  %131 = phi i8* [ %92, %101 ], [ %115, %111 ]
  %132 = phi i8* [ %1, %101 ], [ %114, %111 ]
  %133 = icmp ult i8* %132, %83
  br i1 %133, label %134, label %143

134:                                              ; preds = %130
  %135 = bitcast i8* %131 to i32*
  %136 = load i32, i32* %135, align 1, !tbaa !11
  %137 = bitcast i8* %132 to i32*
  %138 = load i32, i32* %137, align 1, !tbaa !11
  %139 = icmp eq i32 %136, %138
  br i1 %139, label %140, label %143

140:                                              ; preds = %134
  %141 = getelementptr inbounds i8, i8* %132, i64 4
  %142 = getelementptr inbounds i8, i8* %131, i64 4
  br label %143

143:                                              ; preds = %140, %134, %130
  %144 = phi i8* [ %142, %140 ], [ %131, %134 ], [ %131, %130 ]
  %145 = phi i8* [ %141, %140 ], [ %132, %134 ], [ %132, %130 ]
  %146 = icmp ult i8* %145, %84
  br i1 %146, label %147, label %156

147:                                              ; preds = %143
  %148 = bitcast i8* %144 to i16*
  %149 = load i16, i16* %148, align 1, !tbaa !15
  %150 = bitcast i8* %145 to i16*
  %151 = load i16, i16* %150, align 1, !tbaa !15
  %152 = icmp eq i16 %149, %151
  br i1 %152, label %153, label %156

153:                                              ; preds = %147
  %154 = getelementptr inbounds i8, i8* %145, i64 2
  %155 = getelementptr inbounds i8, i8* %144, i64 2
  br label %156

156:                                              ; preds = %153, %147, %143
  %157 = phi i8* [ %155, %153 ], [ %144, %147 ], [ %144, %143 ]
  %158 = phi i8* [ %154, %153 ], [ %145, %147 ], [ %145, %143 ]
  %159 = icmp ult i8* %158, %2
  br i1 %159, label %160, label %166

160:                                              ; preds = %156
  %161 = load i8, i8* %157, align 1, !tbaa !6
  %162 = load i8, i8* %158, align 1, !tbaa !6
  %163 = icmp eq i8 %161, %162
  %164 = zext i1 %163 to i64
  %165 = getelementptr i8, i8* %158, i64 %164
  br label %166

166:                                              ; preds = %160, %156
  %167 = phi i8* [ %158, %156 ], [ %165, %160 ]
  %168 = ptrtoint i8* %167 to i64
  %169 = sub i64 %168, %17
  br label %170

170:                                              ; preds = %166, %124, %108
  %171 = phi i64 [ %169, %166 ], [ %110, %108 ], [ %129, %124 ]
  %172 = icmp ugt i64 %171, %90
  br i1 %172, label %173, label %178

173:                                              ; preds = %170
  %174 = sub i32 %85, %88
  %175 = zext i32 %174 to i64
  store i64 %175, i64* %3, align 8, !tbaa !25
  %176 = getelementptr inbounds i8, i8* %1, i64 %171
  %177 = icmp eq i8* %176, %2
  br i1 %177, label %190, label %178

178:                                              ; preds = %173, %170, %87
  %179 = phi i64 [ %171, %173 ], [ %90, %170 ], [ %90, %87 ]
  %180 = icmp ugt i32 %88, %34
  br i1 %180, label %181, label %190

181:                                              ; preds = %178
  %182 = and i32 %88, %10
  %183 = zext i32 %182 to i64
  %184 = getelementptr inbounds i32, i32* %6, i64 %183
  %185 = add i32 %89, -1
  %186 = load i32, i32* %184, align 4, !tbaa !11
  %187 = icmp uge i32 %186, %33
  %188 = icmp ne i32 %185, 0
  %189 = and i1 %188, %187
  br i1 %189, label %87, label %190, !llvm.loop !113

190:                                              ; preds = %181, %178, %173
  %191 = phi i32 [ %89, %178 ], [ %89, %173 ], [ %185, %181 ]
  %192 = phi i64 [ %179, %178 ], [ %171, %173 ], [ %179, %181 ]
  %193 = load i64, i64* %73, align 1, !tbaa !25
  %194 = mul i64 %193, -3523014627271114752
  br label %195

195:                                              ; preds = %190, %72
  %196 = phi i64 [ %194, %190 ], [ %75, %72 ]
  %197 = phi i64 [ %193, %190 ], [ %74, %72 ]
  %198 = phi i32 [ %191, %190 ], [ %37, %72 ]
  %199 = phi i64 [ %192, %190 ], [ 3, %72 ]
  %200 = trunc i64 %197 to i32
  %201 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 11
  %202 = load i32*, i32** %201, align 8, !tbaa !104
  %203 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 16, i32 1
  %204 = load i32, i32* %203, align 4, !tbaa !114
  %205 = shl nuw i32 1, %204
  %206 = add i32 %205, -1
  %207 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 0, i32 3
  %208 = load i32, i32* %207, align 8, !tbaa !98
  %209 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 0, i32 1
  %210 = load i8*, i8** %209, align 8, !tbaa !94
  %211 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 0, i32 0
  %212 = load i8*, i8** %211, align 8, !tbaa !115
  %213 = ptrtoint i8* %212 to i64
  %214 = ptrtoint i8* %210 to i64
  %215 = sub i64 %213, %214
  %216 = trunc i64 %215 to i32
  %217 = tail call i32 @llvm.usub.sat.i32(i32 %216, i32 %205) #19
  %218 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 9
  %219 = load i32*, i32** %218, align 8, !tbaa !110
  %220 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 16, i32 2
  %221 = load i32, i32* %220, align 8, !tbaa !116
  %222 = sub i32 64, %221
  %223 = zext i32 %222 to i64
  %224 = lshr i64 %196, %223
  %225 = getelementptr inbounds i32, i32* %219, i64 %224
  %226 = load i32, i32* %225, align 4, !tbaa !11
  %227 = icmp uge i32 %226, %208
  %228 = icmp ne i32 %198, 0
  %229 = and i1 %228, %227
  br i1 %229, label %230, label %266

230:                                              ; preds = %195
  %231 = getelementptr inbounds i8, i8* %1, i64 4
  %232 = add i32 %20, 3
  %233 = add i32 %232, %216
  br label %234

234:                                              ; preds = %257, %230
  %235 = phi i32 [ %226, %230 ], [ %262, %257 ]
  %236 = phi i32 [ %198, %230 ], [ %261, %257 ]
  %237 = phi i64 [ %199, %230 ], [ %255, %257 ]
  %238 = zext i32 %235 to i64
  %239 = getelementptr inbounds i8, i8* %210, i64 %238
  %240 = bitcast i8* %239 to i32*
  %241 = load i32, i32* %240, align 1, !tbaa !11
  %242 = icmp eq i32 %241, %200
  br i1 %242, label %243, label %254

243:                                              ; preds = %234
  %244 = getelementptr inbounds i8, i8* %239, i64 4
  %245 = tail call fastcc i64 @ZSTD_count_2segments(i8* noundef nonnull %231, i8* noundef nonnull %244, i8* noundef %2, i8* noundef %212, i8* noundef %16) #19
  %246 = add i64 %245, 4
  %247 = icmp ugt i64 %246, %237
  br i1 %247, label %248, label %254

248:                                              ; preds = %243
  %249 = add i32 %14, %235
  %250 = sub i32 %233, %249
  %251 = zext i32 %250 to i64
  store i64 %251, i64* %3, align 8, !tbaa !25
  %252 = getelementptr inbounds i8, i8* %1, i64 %246
  %253 = icmp eq i8* %252, %2
  br i1 %253, label %266, label %254

254:                                              ; preds = %248, %243, %234
  %255 = phi i64 [ %246, %248 ], [ %237, %243 ], [ %237, %234 ]
  %256 = icmp ugt i32 %235, %217
  br i1 %256, label %257, label %266

257:                                              ; preds = %254
  %258 = and i32 %235, %206
  %259 = zext i32 %258 to i64
  %260 = getelementptr inbounds i32, i32* %202, i64 %259
  %261 = add i32 %236, -1
  %262 = load i32, i32* %260, align 4, !tbaa !11
  %263 = icmp uge i32 %262, %208
  %264 = icmp ne i32 %261, 0
  %265 = and i1 %264, %263
  br i1 %265, label %234, label %266, !llvm.loop !117

266:                                              ; preds = %257, %254, %248, %195
  %267 = phi i64 [ %199, %195 ], [ %255, %254 ], [ %246, %248 ], [ %255, %257 ]
  ret i64 %267
}

; Function Attrs: nounwind
define hidden fastcc i64 @ZSTD_compressStream_generic(%struct.ZSTD_CCtx_s* noundef %0, %struct.ZSTD_inBuffer_s* nocapture noundef %1, %struct.ZSTD_inBuffer_s* nocapture noundef %2, i32 noundef signext %3) unnamed_addr #10 {
  %5 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %2, i64 0, i32 0
  %6 = load i8*, i8** %5, align 8, !tbaa !118
  %7 = icmp eq i8* %6, null
  br i1 %7, label %15, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %2, i64 0, i32 1
  %10 = load i64, i64* %9, align 8, !tbaa !119
  %11 = getelementptr inbounds i8, i8* %6, i64 %10
  %12 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %2, i64 0, i32 2
  %13 = load i64, i64* %12, align 8, !tbaa !120
  %14 = getelementptr inbounds i8, i8* %6, i64 %13
  br label %15

15:                                               ; preds = %8, %4
  %16 = phi i8* [ %11, %8 ], [ null, %4 ]
  %17 = phi i8* [ %14, %8 ], [ null, %4 ]
  %18 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %1, i64 0, i32 0
  %19 = load i8*, i8** %18, align 8, !tbaa !121
  %20 = icmp eq i8* %19, null
  br i1 %20, label %29, label %21

21:                                               ; preds = %15
  %22 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %1, i64 0, i32 1
  %23 = load i64, i64* %22, align 8, !tbaa !123
  %24 = getelementptr inbounds i8, i8* %19, i64 %23
  %25 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %1, i64 0, i32 2
  %26 = load i64, i64* %25, align 8, !tbaa !124
  %27 = getelementptr inbounds i8, i8* %19, i64 %26
  %28 = ptrtoint i8* %24 to i64
  br label %29

29:                                               ; preds = %21, %15
  %30 = phi i64 [ %28, %21 ], [ 0, %15 ]
  %31 = phi i8* [ %27, %21 ], [ null, %15 ]
  %32 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 15
  %33 = load i32, i32* %32, align 4, !tbaa !125
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %45

35:                                               ; preds = %29
  %36 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 40
  %37 = load i64, i64* %36, align 8, !tbaa !126
  %38 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %2, i64 0, i32 2
  %39 = load i64, i64* %38, align 8, !tbaa !120
  %40 = sub i64 %39, %37
  store i64 %40, i64* %38, align 8, !tbaa !120
  %41 = icmp eq i8* %17, null
  %42 = sub i64 0, %37
  %43 = getelementptr inbounds i8, i8* %17, i64 %42
  %44 = select i1 %41, i8* null, i8* %43
  store i64 0, i64* %36, align 8, !tbaa !126
  br label %45

45:                                               ; preds = %35, %29
  %46 = phi i8* [ %44, %35 ], [ %17, %29 ]
  %47 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 16
  %48 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  %49 = icmp eq i32 %3, 2
  %50 = ptrtoint i8* %16 to i64
  %51 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 31
  %52 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 9
  %53 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 40
  %54 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 32
  %55 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 28
  %56 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 30
  %57 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 33
  %58 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 34
  %59 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 38
  %60 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 29
  %61 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 35
  %62 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 36
  %63 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 10
  %64 = bitcast i64* %61 to i8*
  br label %65

65:                                               ; preds = %236, %45
  %66 = phi i8* [ %46, %45 ], [ %237, %236 ]
  %67 = phi i8* [ %31, %45 ], [ %238, %236 ]
  %68 = load i32, i32* %48, align 8, !tbaa !56
  br label %69

69:                                               ; preds = %69, %65
  switch i32 %68, label %69 [
    i32 0, label %291
    i32 1, label %73
    i32 2, label %70
  ], !llvm.loop !127

70:                                               ; preds = %69
  %71 = load i64, i64* %61, align 8, !tbaa !128
  %72 = load i64, i64* %62, align 8, !tbaa !129
  br label %241

73:                                               ; preds = %69
  br i1 %49, label %74, label %104

74:                                               ; preds = %73
  %75 = ptrtoint i8* %67 to i64
  %76 = sub i64 %30, %75
  %77 = ptrtoint i8* %66 to i64
  %78 = sub i64 %50, %77
  %79 = icmp ugt i64 %78, -71777214294589697
  br i1 %79, label %89, label %80

80:                                               ; preds = %74
  %81 = lshr i64 %78, 8
  %82 = add nuw i64 %81, %78
  %83 = icmp ult i64 %78, 131072
  %84 = sub i64 131072, %78
  %85 = lshr i64 %84, 11
  %86 = select i1 %83, i64 %85, i64 0
  %87 = add i64 %82, %86
  %88 = icmp eq i64 %87, 0
  br i1 %88, label %89, label %90

89:                                               ; preds = %80, %74
  br label %90

90:                                               ; preds = %89, %80
  %91 = phi i64 [ -72, %89 ], [ %87, %80 ]
  %92 = icmp ult i64 %76, %91
  br i1 %92, label %93, label %96

93:                                               ; preds = %90
  %94 = load i32, i32* %47, align 8, !tbaa !130
  %95 = icmp eq i32 %94, 1
  br i1 %95, label %96, label %104

96:                                               ; preds = %93, %90
  %97 = load i64, i64* %51, align 8, !tbaa !131
  %98 = icmp eq i64 %97, 0
  br i1 %98, label %99, label %104

99:                                               ; preds = %96
  %100 = tail call i64 @ZSTD_compressEnd_public(%struct.ZSTD_CCtx_s* noundef nonnull %0, i8* noundef %67, i64 noundef %76, i8* noundef %66, i64 noundef %78)
  %101 = icmp ult i64 %100, -119
  br i1 %101, label %102, label %291

102:                                              ; preds = %99
  %103 = getelementptr inbounds i8, i8* %67, i64 %100
  store i32 1, i32* %59, align 4, !tbaa !132
  store i32 0, i32* %48, align 8, !tbaa !56
  store i64 0, i64* %63, align 8, !tbaa !133
  br label %264

104:                                              ; preds = %96, %93, %73
  %105 = load i32, i32* %32, align 4, !tbaa !125
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %107, label %132

107:                                              ; preds = %104
  %108 = load i64, i64* %54, align 8, !tbaa !134
  %109 = load i64, i64* %51, align 8, !tbaa !131
  %110 = sub i64 %108, %109
  %111 = ptrtoint i8* %66 to i64
  %112 = sub i64 %50, %111
  %113 = icmp ult i64 %110, %112
  %114 = select i1 %113, i64 %110, i64 %112
  %115 = icmp eq i64 %114, 0
  br i1 %115, label %120, label %116

116:                                              ; preds = %107
  %117 = load i8*, i8** %55, align 8, !tbaa !135
  %118 = getelementptr inbounds i8, i8* %117, i64 %109
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %118, i8* align 1 %66, i64 %114, i1 false) #19
  %119 = load i64, i64* %51, align 8, !tbaa !131
  br label %120

120:                                              ; preds = %116, %107
  %121 = phi i64 [ %109, %107 ], [ %119, %116 ]
  %122 = add i64 %121, %114
  store i64 %122, i64* %51, align 8, !tbaa !131
  %123 = icmp eq i8* %66, null
  %124 = getelementptr inbounds i8, i8* %66, i64 %114
  %125 = select i1 %123, i8* null, i8* %124
  switch i32 %3, label %144 [
    i32 0, label %126
    i32 1, label %129
  ]

126:                                              ; preds = %120
  %127 = load i64, i64* %54, align 8, !tbaa !134
  %128 = icmp ult i64 %122, %127
  br i1 %128, label %264, label %144

129:                                              ; preds = %120
  %130 = load i64, i64* %56, align 8, !tbaa !136
  %131 = icmp eq i64 %122, %130
  br i1 %131, label %264, label %144

132:                                              ; preds = %104
  switch i32 %3, label %141 [
    i32 0, label %133
    i32 1, label %139
  ]

133:                                              ; preds = %132
  %134 = ptrtoint i8* %66 to i64
  %135 = sub i64 %50, %134
  %136 = load i64, i64* %52, align 8, !tbaa !137
  %137 = icmp ult i64 %135, %136
  br i1 %137, label %138, label %144

138:                                              ; preds = %133
  store i64 %135, i64* %53, align 8, !tbaa !126
  br label %264

139:                                              ; preds = %132
  %140 = icmp eq i8* %66, %16
  br i1 %140, label %264, label %141

141:                                              ; preds = %139, %132
  %142 = ptrtoint i8* %67 to i64
  %143 = sub i64 %30, %142
  br label %154

144:                                              ; preds = %133, %129, %126, %120
  %145 = phi i8* [ %125, %126 ], [ %125, %120 ], [ %125, %129 ], [ %66, %133 ]
  %146 = load i32, i32* %32, align 4, !tbaa !125
  %147 = icmp eq i32 %146, 0
  %148 = ptrtoint i8* %67 to i64
  %149 = sub i64 %30, %148
  br i1 %147, label %150, label %154

150:                                              ; preds = %144
  %151 = load i64, i64* %51, align 8, !tbaa !131
  %152 = load i64, i64* %56, align 8, !tbaa !136
  %153 = sub i64 %151, %152
  br label %162

154:                                              ; preds = %144, %141
  %155 = phi i64 [ %143, %141 ], [ %149, %144 ]
  %156 = phi i8* [ %66, %141 ], [ %145, %144 ]
  %157 = ptrtoint i8* %156 to i64
  %158 = sub i64 %50, %157
  %159 = load i64, i64* %52, align 8, !tbaa !137
  %160 = icmp ult i64 %158, %159
  %161 = select i1 %160, i64 %158, i64 %159
  br label %162

162:                                              ; preds = %154, %150
  %163 = phi i64 [ %149, %150 ], [ %155, %154 ]
  %164 = phi i1 [ true, %150 ], [ false, %154 ]
  %165 = phi i8* [ %145, %150 ], [ %156, %154 ]
  %166 = phi i64 [ %153, %150 ], [ %161, %154 ]
  %167 = icmp ugt i64 %166, -71777214294589697
  br i1 %167, label %177, label %168

168:                                              ; preds = %162
  %169 = lshr i64 %166, 8
  %170 = add nuw i64 %169, %166
  %171 = icmp ult i64 %166, 131072
  %172 = sub i64 131072, %166
  %173 = lshr i64 %172, 11
  %174 = select i1 %171, i64 %173, i64 0
  %175 = add i64 %170, %174
  %176 = icmp eq i64 %175, 0
  br i1 %176, label %177, label %178

177:                                              ; preds = %168, %162
  br label %178

178:                                              ; preds = %177, %168
  %179 = phi i64 [ -72, %177 ], [ %175, %168 ]
  %180 = icmp ult i64 %163, %179
  br i1 %180, label %181, label %187

181:                                              ; preds = %178
  %182 = load i32, i32* %47, align 8, !tbaa !130
  %183 = icmp eq i32 %182, 1
  br i1 %183, label %187, label %184

184:                                              ; preds = %181
  %185 = load i8*, i8** %57, align 8, !tbaa !138
  %186 = load i64, i64* %58, align 8, !tbaa !139
  br label %187

187:                                              ; preds = %184, %181, %178
  %188 = phi i64 [ %186, %184 ], [ %163, %181 ], [ %163, %178 ]
  %189 = phi i8* [ %185, %184 ], [ %67, %181 ], [ %67, %178 ]
  br i1 %164, label %190, label %213

190:                                              ; preds = %187
  %191 = icmp eq i8* %165, %16
  %192 = select i1 %49, i1 %191, i1 false
  %193 = zext i1 %192 to i32
  %194 = load i8*, i8** %55, align 8, !tbaa !135
  %195 = load i64, i64* %56, align 8, !tbaa !136
  %196 = getelementptr inbounds i8, i8* %194, i64 %195
  br i1 %192, label %197, label %199

197:                                              ; preds = %190
  %198 = tail call i64 @ZSTD_compressEnd_public(%struct.ZSTD_CCtx_s* noundef nonnull %0, i8* noundef %189, i64 noundef %188, i8* noundef %196, i64 noundef %166)
  br label %201

199:                                              ; preds = %190
  %200 = tail call fastcc i64 @ZSTD_compressContinue_internal(%struct.ZSTD_CCtx_s* noundef nonnull %0, i8* noundef %189, i64 noundef %188, i8* noundef %196, i64 noundef %166, i32 noundef signext 1, i32 noundef signext 0) #19
  br label %201

201:                                              ; preds = %199, %197
  %202 = phi i64 [ %198, %197 ], [ %200, %199 ]
  %203 = icmp ult i64 %202, -119
  br i1 %203, label %204, label %291

204:                                              ; preds = %201
  store i32 %193, i32* %59, align 4, !tbaa !132
  %205 = load i64, i64* %51, align 8, !tbaa !131
  %206 = load i64, i64* %52, align 8, !tbaa !137
  %207 = add i64 %206, %205
  store i64 %207, i64* %54, align 8, !tbaa !134
  %208 = load i64, i64* %60, align 8, !tbaa !140
  %209 = icmp ugt i64 %207, %208
  br i1 %209, label %210, label %211

210:                                              ; preds = %204
  store i64 0, i64* %51, align 8, !tbaa !131
  store i64 %206, i64* %54, align 8, !tbaa !134
  br label %211

211:                                              ; preds = %210, %204
  %212 = phi i64 [ %205, %204 ], [ 0, %210 ]
  store i64 %212, i64* %56, align 8, !tbaa !136
  br label %228

213:                                              ; preds = %187
  %214 = getelementptr inbounds i8, i8* %165, i64 %166
  %215 = icmp eq i8* %214, %16
  %216 = select i1 %49, i1 %215, i1 false
  %217 = zext i1 %216 to i32
  br i1 %216, label %218, label %220

218:                                              ; preds = %213
  %219 = tail call i64 @ZSTD_compressEnd_public(%struct.ZSTD_CCtx_s* noundef nonnull %0, i8* noundef %189, i64 noundef %188, i8* noundef %165, i64 noundef %166)
  br label %222

220:                                              ; preds = %213
  %221 = tail call fastcc i64 @ZSTD_compressContinue_internal(%struct.ZSTD_CCtx_s* noundef nonnull %0, i8* noundef %189, i64 noundef %188, i8* noundef %165, i64 noundef %166, i32 noundef signext 1, i32 noundef signext 0) #19
  br label %222

222:                                              ; preds = %220, %218
  %223 = phi i64 [ %219, %218 ], [ %221, %220 ]
  %224 = icmp ult i64 %223, -119
  br i1 %224, label %225, label %291

225:                                              ; preds = %222
  %226 = icmp eq i8* %165, null
  %227 = select i1 %226, i8* null, i8* %214
  store i32 %217, i32* %59, align 4, !tbaa !132
  br label %228

228:                                              ; preds = %225, %211
  %229 = phi i32 [ %193, %211 ], [ %217, %225 ]
  %230 = phi i64 [ %202, %211 ], [ %223, %225 ]
  %231 = phi i8* [ %165, %211 ], [ %227, %225 ]
  %232 = icmp eq i8* %189, %67
  br i1 %232, label %233, label %240

233:                                              ; preds = %228
  %234 = getelementptr inbounds i8, i8* %67, i64 %230
  %235 = icmp eq i32 %229, 0
  br i1 %235, label %236, label %239

236:                                              ; preds = %263, %233
  %237 = phi i8* [ %244, %263 ], [ %231, %233 ]
  %238 = phi i8* [ %257, %263 ], [ %234, %233 ]
  br label %65, !llvm.loop !127

239:                                              ; preds = %233
  store i32 0, i32* %48, align 8, !tbaa !56
  store i64 0, i64* %63, align 8, !tbaa !133
  br label %264

240:                                              ; preds = %228
  store i64 %230, i64* %61, align 8, !tbaa !128
  store i64 0, i64* %62, align 8, !tbaa !129
  store i32 2, i32* %48, align 8, !tbaa !56
  br label %241

241:                                              ; preds = %240, %70
  %242 = phi i64 [ %72, %70 ], [ 0, %240 ]
  %243 = phi i64 [ %71, %70 ], [ %230, %240 ]
  %244 = phi i8* [ %66, %70 ], [ %231, %240 ]
  %245 = sub i64 %243, %242
  %246 = ptrtoint i8* %67 to i64
  %247 = sub i64 %30, %246
  %248 = icmp ult i64 %247, %245
  %249 = select i1 %248, i64 %247, i64 %245
  %250 = icmp eq i64 %249, 0
  br i1 %250, label %255, label %251

251:                                              ; preds = %241
  %252 = load i8*, i8** %57, align 8, !tbaa !138
  %253 = getelementptr inbounds i8, i8* %252, i64 %242
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %67, i8* align 1 %253, i64 %249, i1 false) #19
  %254 = load i64, i64* %62, align 8, !tbaa !129
  br label %255

255:                                              ; preds = %251, %241
  %256 = phi i64 [ %242, %241 ], [ %254, %251 ]
  %257 = getelementptr i8, i8* %67, i64 %249
  %258 = add i64 %256, %249
  store i64 %258, i64* %62, align 8, !tbaa !129
  br i1 %248, label %264, label %259

259:                                              ; preds = %255
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %64, i8 0, i64 16, i1 false)
  %260 = load i32, i32* %59, align 4, !tbaa !132
  %261 = icmp eq i32 %260, 0
  br i1 %261, label %263, label %262

262:                                              ; preds = %259
  store i32 0, i32* %48, align 8, !tbaa !56
  store i64 0, i64* %63, align 8, !tbaa !133
  br label %264

263:                                              ; preds = %259
  store i32 1, i32* %48, align 8, !tbaa !56
  br label %236

264:                                              ; preds = %262, %255, %239, %139, %138, %129, %126, %102
  %265 = phi i8* [ %67, %138 ], [ %257, %262 ], [ %103, %102 ], [ %234, %239 ], [ %67, %129 ], [ %67, %126 ], [ %257, %255 ], [ %67, %139 ]
  %266 = phi i8* [ %16, %138 ], [ %244, %262 ], [ %16, %102 ], [ %231, %239 ], [ %125, %129 ], [ %125, %126 ], [ %244, %255 ], [ %16, %139 ]
  %267 = ptrtoint i8* %266 to i64
  %268 = ptrtoint i8* %6 to i64
  %269 = sub i64 %267, %268
  %270 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %2, i64 0, i32 2
  store i64 %269, i64* %270, align 8, !tbaa !120
  %271 = ptrtoint i8* %265 to i64
  %272 = ptrtoint i8* %19 to i64
  %273 = sub i64 %271, %272
  %274 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %1, i64 0, i32 2
  store i64 %273, i64* %274, align 8, !tbaa !124
  %275 = load i32, i32* %59, align 4, !tbaa !132
  %276 = icmp eq i32 %275, 0
  br i1 %276, label %277, label %291

277:                                              ; preds = %264
  %278 = load i32, i32* %32, align 4, !tbaa !125
  %279 = icmp eq i32 %278, 1
  br i1 %279, label %280, label %284

280:                                              ; preds = %277
  %281 = load i64, i64* %52, align 8, !tbaa !137
  %282 = load i64, i64* %53, align 8, !tbaa !126
  %283 = sub i64 %281, %282
  br label %291

284:                                              ; preds = %277
  %285 = load i64, i64* %54, align 8, !tbaa !134
  %286 = load i64, i64* %51, align 8, !tbaa !131
  %287 = sub i64 %285, %286
  %288 = icmp eq i64 %287, 0
  br i1 %288, label %289, label %291

289:                                              ; preds = %284
  %290 = load i64, i64* %52, align 8, !tbaa !137
  br label %291

291:                                              ; preds = %289, %284, %280, %264, %222, %201, %99, %69
  %292 = phi i64 [ 0, %264 ], [ %283, %280 ], [ %290, %289 ], [ %287, %284 ], [ %100, %99 ], [ -62, %69 ], [ %223, %222 ], [ %202, %201 ]
  ret i64 %292
}

; Function Attrs: nounwind
declare dso_local i64 @ZSTD_compressEnd_public(%struct.ZSTD_CCtx_s* noundef, i8* noundef, i64 noundef, i8* noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: nounwind
declare hidden fastcc i64 @ZSTD_compressContinue_internal(%struct.ZSTD_CCtx_s* noundef, i8* noundef, i64 noundef, i8* noundef, i64 noundef, i32 noundef signext, i32 noundef signext) unnamed_addr #10

; Function Attrs: inlinehint nofree nosync nounwind
define hidden fastcc void @XXH_INLINE_XXH64_update(%struct.XXH_NAMESPACEXXH64_state_s* nocapture noundef %0, i8* nocapture noundef %1, i64 noundef %2) unnamed_addr #14 {
  %4 = icmp eq i8* %1, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = icmp eq i64 %2, 0
  tail call void @llvm.assume(i1 %6)
  br label %126

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, i8* %1, i64 %2
  %9 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 0
  %10 = load i64, i64* %9, align 8, !tbaa !141
  %11 = add i64 %10, %2
  store i64 %11, i64* %9, align 8, !tbaa !141
  %12 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 3
  %13 = load i32, i32* %12, align 8, !tbaa !142
  %14 = zext i32 %13 to i64
  %15 = add i64 %14, %2
  %16 = icmp ult i64 %15, 32
  br i1 %16, label %17, label %24

17:                                               ; preds = %7
  %18 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 2, i64 0
  %19 = bitcast i64* %18 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i64 %14
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %20, i8* nonnull align 1 %1, i64 %2, i1 false) #19
  %21 = trunc i64 %2 to i32
  %22 = load i32, i32* %12, align 8, !tbaa !142
  %23 = add i32 %22, %21
  store i32 %23, i32* %12, align 8, !tbaa !142
  br label %126

24:                                               ; preds = %7
  %25 = icmp eq i32 %13, 0
  br i1 %25, label %67, label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 2, i64 0
  %28 = bitcast i64* %27 to i8*
  %29 = getelementptr inbounds i8, i8* %28, i64 %14
  %30 = sub i32 32, %13
  %31 = zext i32 %30 to i64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %29, i8* nonnull align 1 %1, i64 %31, i1 false) #19
  %32 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 1, i64 0
  %33 = load i64, i64* %32, align 8, !tbaa !25
  %34 = load i64, i64* %27, align 1, !tbaa !25
  %35 = mul i64 %34, -4417276706812531889
  %36 = add i64 %35, %33
  %37 = tail call i64 @llvm.fshl.i64(i64 %36, i64 %36, i64 31) #19
  %38 = mul i64 %37, -7046029288634856825
  store i64 %38, i64* %32, align 8, !tbaa !25
  %39 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 1, i64 1
  %40 = load i64, i64* %39, align 8, !tbaa !25
  %41 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 2, i64 1
  %42 = load i64, i64* %41, align 1, !tbaa !25
  %43 = mul i64 %42, -4417276706812531889
  %44 = add i64 %43, %40
  %45 = tail call i64 @llvm.fshl.i64(i64 %44, i64 %44, i64 31) #19
  %46 = mul i64 %45, -7046029288634856825
  store i64 %46, i64* %39, align 8, !tbaa !25
  %47 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 1, i64 2
  %48 = load i64, i64* %47, align 8, !tbaa !25
  %49 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 2, i64 2
  %50 = load i64, i64* %49, align 1, !tbaa !25
  %51 = mul i64 %50, -4417276706812531889
  %52 = add i64 %51, %48
  %53 = tail call i64 @llvm.fshl.i64(i64 %52, i64 %52, i64 31) #19
  %54 = mul i64 %53, -7046029288634856825
  store i64 %54, i64* %47, align 8, !tbaa !25
  %55 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 1, i64 3
  %56 = load i64, i64* %55, align 8, !tbaa !25
  %57 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 2, i64 3
  %58 = load i64, i64* %57, align 1, !tbaa !25
  %59 = mul i64 %58, -4417276706812531889
  %60 = add i64 %59, %56
  %61 = tail call i64 @llvm.fshl.i64(i64 %60, i64 %60, i64 31) #19
  %62 = mul i64 %61, -7046029288634856825
  store i64 %62, i64* %55, align 8, !tbaa !25
  %63 = load i32, i32* %12, align 8, !tbaa !142
  %64 = sub i32 32, %63
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds i8, i8* %1, i64 %65
  store i32 0, i32* %12, align 8, !tbaa !142
  br label %67

67:                                               ; preds = %26, %24
  %68 = phi i8* [ %66, %26 ], [ %1, %24 ]
  %69 = getelementptr inbounds i8, i8* %68, i64 32
  %70 = icmp ugt i8* %69, %8
  br i1 %70, label %116, label %71

71:                                               ; preds = %67
  %72 = getelementptr inbounds i8, i8* %8, i64 -32
  %73 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 1, i64 0
  %74 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 1, i64 1
  %75 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 1, i64 2
  %76 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 1, i64 3
  %77 = load i64, i64* %73, align 8, !tbaa !25
  %78 = load i64, i64* %74, align 8, !tbaa !25
  %79 = load i64, i64* %75, align 8, !tbaa !25
  %80 = load i64, i64* %76, align 8, !tbaa !25
  br label %81

81:                                               ; preds = %81, %71
  %82 = phi i64 [ %80, %71 ], [ %113, %81 ]
  %83 = phi i64 [ %79, %71 ], [ %106, %81 ]
  %84 = phi i64 [ %78, %71 ], [ %99, %81 ]
  %85 = phi i64 [ %77, %71 ], [ %92, %81 ]
  %86 = phi i8* [ %68, %71 ], [ %114, %81 ]
  %87 = bitcast i8* %86 to i64*
  %88 = load i64, i64* %87, align 1, !tbaa !25
  %89 = mul i64 %88, -4417276706812531889
  %90 = add i64 %89, %85
  %91 = tail call i64 @llvm.fshl.i64(i64 %90, i64 %90, i64 31) #19
  %92 = mul i64 %91, -7046029288634856825
  store i64 %92, i64* %73, align 8, !tbaa !25
  %93 = getelementptr inbounds i8, i8* %86, i64 8
  %94 = bitcast i8* %93 to i64*
  %95 = load i64, i64* %94, align 1, !tbaa !25
  %96 = mul i64 %95, -4417276706812531889
  %97 = add i64 %96, %84
  %98 = tail call i64 @llvm.fshl.i64(i64 %97, i64 %97, i64 31) #19
  %99 = mul i64 %98, -7046029288634856825
  store i64 %99, i64* %74, align 8, !tbaa !25
  %100 = getelementptr inbounds i8, i8* %86, i64 16
  %101 = bitcast i8* %100 to i64*
  %102 = load i64, i64* %101, align 1, !tbaa !25
  %103 = mul i64 %102, -4417276706812531889
  %104 = add i64 %103, %83
  %105 = tail call i64 @llvm.fshl.i64(i64 %104, i64 %104, i64 31) #19
  %106 = mul i64 %105, -7046029288634856825
  store i64 %106, i64* %75, align 8, !tbaa !25
  %107 = getelementptr inbounds i8, i8* %86, i64 24
  %108 = bitcast i8* %107 to i64*
  %109 = load i64, i64* %108, align 1, !tbaa !25
  %110 = mul i64 %109, -4417276706812531889
  %111 = add i64 %110, %82
  %112 = tail call i64 @llvm.fshl.i64(i64 %111, i64 %111, i64 31) #19
  %113 = mul i64 %112, -7046029288634856825
  store i64 %113, i64* %76, align 8, !tbaa !25
  %114 = getelementptr inbounds i8, i8* %86, i64 32
  %115 = icmp ugt i8* %114, %72
  br i1 %115, label %116, label %81, !llvm.loop !143

116:                                              ; preds = %81, %67
  %117 = phi i8* [ %68, %67 ], [ %114, %81 ]
  %118 = icmp ult i8* %117, %8
  br i1 %118, label %119, label %126

119:                                              ; preds = %116
  %120 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 2, i64 0
  %121 = bitcast i64* %120 to i8*
  %122 = ptrtoint i8* %8 to i64
  %123 = ptrtoint i8* %117 to i64
  %124 = sub i64 %122, %123
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %121, i8* align 1 %117, i64 %124, i1 false) #19
  %125 = trunc i64 %124 to i32
  store i32 %125, i32* %12, align 8, !tbaa !142
  br label %126

126:                                              ; preds = %119, %116, %17, %5
  ret void
}

; Function Attrs: nounwind
define hidden fastcc i64 @ZSTD_buildSeqStore(%struct.ZSTD_CCtx_s* noundef %0, i8* noundef %1, i64 noundef %2) unnamed_addr #10 {
  %4 = alloca %struct.rawSeqStore_t, align 8
  %5 = alloca %struct.ZSTD_sequencePosition, align 8
  %6 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2
  %7 = icmp ult i64 %2, 7
  br i1 %7, label %8, label %95

8:                                                ; preds = %3
  %9 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 1, i32 6
  %10 = load i32, i32* %9, align 4, !tbaa !144
  %11 = icmp ugt i32 %10, 6
  br i1 %11, label %12, label %47

12:                                               ; preds = %8
  %13 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 24, i32 2
  %14 = load i64, i64* %13, align 8, !tbaa !145
  %15 = add i64 %14, %2
  %16 = trunc i64 %15 to i32
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %46, label %18

18:                                               ; preds = %12
  %19 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 24, i32 1
  %20 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 24, i32 3
  %21 = load i64, i64* %20, align 8, !tbaa !146
  %22 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 24, i32 0
  %23 = load i64, i64* %19, align 8, !tbaa !147
  %24 = call i64 @llvm.umax.i64(i64 %23, i64 %21)
  br label %25

25:                                               ; preds = %39, %18
  %26 = phi i64 [ %23, %18 ], [ %41, %39 ]
  %27 = phi i32 [ %16, %18 ], [ %40, %39 ]
  %28 = icmp eq i64 %26, %24
  br i1 %28, label %43, label %29

29:                                               ; preds = %25
  %30 = load %struct.ZSTD_frameParameters*, %struct.ZSTD_frameParameters** %22, align 8, !tbaa !148
  %31 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %30, i64 %26, i32 1
  %32 = load i32, i32* %31, align 4, !tbaa.struct !149
  %33 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %30, i64 %26, i32 2
  %34 = load i32, i32* %33, align 4, !tbaa.struct !150
  %35 = add i32 %34, %32
  %36 = icmp ult i32 %27, %35
  br i1 %36, label %37, label %39

37:                                               ; preds = %29
  %38 = zext i32 %27 to i64
  store i64 %38, i64* %13, align 8, !tbaa !145
  br label %43

39:                                               ; preds = %29
  %40 = sub i32 %27, %35
  %41 = add i64 %26, 1
  store i64 %41, i64* %19, align 8, !tbaa !147
  %42 = icmp eq i32 %40, 0
  br i1 %42, label %46, label %25

43:                                               ; preds = %37, %25
  %44 = phi i64 [ %26, %37 ], [ %24, %25 ]
  %45 = icmp eq i64 %44, %21
  br i1 %45, label %46, label %317

46:                                               ; preds = %43, %39, %12
  store i64 0, i64* %13, align 8, !tbaa !145
  br label %317

47:                                               ; preds = %8
  %48 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 1, i32 4
  %49 = load i32, i32* %48, align 4, !tbaa !151
  %50 = icmp eq i64 %2, 0
  br i1 %50, label %317, label %51

51:                                               ; preds = %47
  %52 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 24, i32 1
  %53 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 24, i32 3
  %54 = load i64, i64* %53, align 8, !tbaa !146
  %55 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 24, i32 0
  %56 = load i64, i64* %52, align 8, !tbaa !147
  %57 = tail call i64 @llvm.umax.i64(i64 %56, i64 %54) #19
  br label %58

58:                                               ; preds = %91, %51
  %59 = phi i64 [ %56, %51 ], [ %93, %91 ]
  %60 = phi i64 [ %2, %51 ], [ %92, %91 ]
  %61 = icmp eq i64 %59, %57
  br i1 %61, label %317, label %62

62:                                               ; preds = %58
  %63 = load %struct.ZSTD_frameParameters*, %struct.ZSTD_frameParameters** %55, align 8, !tbaa !148
  %64 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %63, i64 %59, i32 1
  %65 = load i32, i32* %64, align 4, !tbaa !152
  %66 = zext i32 %65 to i64
  %67 = icmp ugt i64 %60, %66
  br i1 %67, label %71, label %68

68:                                               ; preds = %62
  %69 = trunc i64 %60 to i32
  %70 = sub i32 %65, %69
  store i32 %70, i32* %64, align 4, !tbaa !152
  br label %317

71:                                               ; preds = %62
  %72 = sub i64 %60, %66
  store i32 0, i32* %64, align 4, !tbaa !152
  %73 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %63, i64 %59, i32 2
  %74 = load i32, i32* %73, align 4, !tbaa !153
  %75 = zext i32 %74 to i64
  %76 = icmp ult i64 %72, %75
  br i1 %76, label %77, label %91

77:                                               ; preds = %71
  %78 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %63, i64 %59
  %79 = trunc i64 %72 to i32
  %80 = sub i32 %74, %79
  store i32 %80, i32* %73, align 4, !tbaa !153
  %81 = icmp ult i32 %80, %49
  br i1 %81, label %82, label %317

82:                                               ; preds = %77
  %83 = add nuw i64 %59, 1
  %84 = icmp ult i64 %83, %54
  br i1 %84, label %85, label %90

85:                                               ; preds = %82
  %86 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %78, i64 1
  %87 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %86, i64 0, i32 1
  %88 = load i32, i32* %87, align 4, !tbaa !152
  %89 = add i32 %88, %80
  store i32 %89, i32* %87, align 4, !tbaa !152
  br label %90

90:                                               ; preds = %85, %82
  store i64 %83, i64* %52, align 8, !tbaa !147
  br label %317

91:                                               ; preds = %71
  %92 = sub i64 %72, %75
  store i32 0, i32* %73, align 4, !tbaa !153
  %93 = add i64 %59, 1
  store i64 %93, i64* %52, align 8, !tbaa !147
  %94 = icmp eq i64 %92, 0
  br i1 %94, label %317, label %58

95:                                               ; preds = %3
  %96 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 20
  %97 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 20, i32 2
  %98 = load i8*, i8** %97, align 8, !tbaa !100
  %99 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 20, i32 3
  store i8* %98, i8** %99, align 8, !tbaa !101
  %100 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %96, i64 0, i32 0
  %101 = load %struct.seqDef_s*, %struct.seqDef_s** %100, align 8, !tbaa !97
  %102 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 20, i32 1
  store %struct.seqDef_s* %101, %struct.seqDef_s** %102, align 8, !tbaa !96
  %103 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 20, i32 9
  store i32 0, i32* %103, align 8, !tbaa !102
  %104 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 0
  %105 = load %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t** %104, align 8, !tbaa !154
  %106 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %105, i64 0, i32 0
  %107 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2, i32 14, i32 15
  store %struct.ZSTD_entropyCTables_t* %106, %struct.ZSTD_entropyCTables_t** %107, align 8, !tbaa !155
  %108 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 8
  %109 = load i32, i32* %108, align 8, !tbaa !156
  %110 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2, i32 14, i32 16
  store i32 %109, i32* %110, align 8, !tbaa !157
  %111 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2, i32 0, i32 1
  %112 = load i8*, i8** %111, align 8, !tbaa !94
  %113 = ptrtoint i8* %1 to i64
  %114 = ptrtoint i8* %112 to i64
  %115 = sub i64 %113, %114
  %116 = trunc i64 %115 to i32
  %117 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2, i32 2
  %118 = load i32, i32* %117, align 4, !tbaa !103
  %119 = add i32 %118, 384
  %120 = icmp ult i32 %119, %116
  br i1 %120, label %121, label %127

121:                                              ; preds = %95
  %122 = sub i32 %116, %118
  %123 = add i32 %122, -384
  %124 = icmp ult i32 %123, 192
  %125 = select i1 %124, i32 %123, i32 192
  %126 = sub i32 %116, %125
  store i32 %126, i32* %117, align 4, !tbaa !103
  br label %127

127:                                              ; preds = %121, %95
  %128 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2, i32 0, i32 3
  %129 = load i32, i32* %128, align 8, !tbaa.struct !48
  %130 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2, i32 0, i32 4
  %131 = load i32, i32* %130, align 4, !tbaa.struct !149
  %132 = icmp ult i32 %131, %129
  br i1 %132, label %142, label %133

133:                                              ; preds = %127
  %134 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2, i32 15
  %135 = load %struct.ZSTD_matchState_t*, %struct.ZSTD_matchState_t** %134, align 8, !tbaa !108
  %136 = icmp eq %struct.ZSTD_matchState_t* %135, null
  br i1 %136, label %142, label %137

137:                                              ; preds = %133
  %138 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %135, i64 0, i32 13
  %139 = load i32, i32* %138, align 4, !tbaa !158
  %140 = icmp eq i32 %139, 0
  %141 = select i1 %140, i64 2, i64 3
  br label %142

142:                                              ; preds = %137, %133, %127
  %143 = phi i64 [ 1, %127 ], [ %141, %137 ], [ 0, %133 ]
  %144 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 1
  %145 = load %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t** %144, align 8, !tbaa !159
  %146 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %105, i64 0, i32 1, i64 0
  %147 = load i32, i32* %146, align 4, !tbaa !11
  %148 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %145, i64 0, i32 1, i64 0
  store i32 %147, i32* %148, align 4, !tbaa !11
  %149 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %105, i64 0, i32 1, i64 1
  %150 = load i32, i32* %149, align 4, !tbaa !11
  %151 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %145, i64 0, i32 1, i64 1
  store i32 %150, i32* %151, align 4, !tbaa !11
  %152 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %105, i64 0, i32 1, i64 2
  %153 = load i32, i32* %152, align 4, !tbaa !11
  %154 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %145, i64 0, i32 1, i64 2
  store i32 %153, i32* %154, align 4, !tbaa !11
  %155 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 24
  %156 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 24, i32 1
  %157 = load i64, i64* %156, align 8, !tbaa !160
  %158 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 24, i32 3
  %159 = load i64, i64* %158, align 8, !tbaa !161
  %160 = icmp ult i64 %157, %159
  br i1 %160, label %161, label %169

161:                                              ; preds = %142
  %162 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 26
  %163 = load i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)*, i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)** %162, align 8, !tbaa !162
  %164 = icmp eq i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)* %163, null
  br i1 %164, label %165, label %317

165:                                              ; preds = %161
  %166 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 20
  %167 = load i32, i32* %166, align 8, !tbaa !163
  %168 = tail call i64 @ZSTD_ldm_blockCompress(%struct.rawSeqStore_t* noundef nonnull %155, %struct.ZSTD_matchState_t* noundef nonnull %6, %struct.seqStore_t* noundef nonnull %96, i32* noundef nonnull %148, i32 noundef signext %167, i8* noundef %1, i64 noundef %2)
  br label %309

169:                                              ; preds = %142
  %170 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 13
  %171 = getelementptr inbounds %struct.ldmParams_t, %struct.ldmParams_t* %170, i64 0, i32 0
  %172 = load i32, i32* %171, align 8, !tbaa !164
  %173 = icmp eq i32 %172, 1
  br i1 %173, label %174, label %199

174:                                              ; preds = %169
  %175 = bitcast %struct.rawSeqStore_t* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %175) #19
  %176 = getelementptr inbounds %struct.rawSeqStore_t, %struct.rawSeqStore_t* %4, i64 0, i32 1
  %177 = bitcast i64* %176 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %177, i8 0, i64 24, i1 false)
  %178 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 26
  %179 = load i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)*, i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)** %178, align 8, !tbaa !162
  %180 = icmp eq i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)* %179, null
  br i1 %180, label %181, label %191

181:                                              ; preds = %174
  %182 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 22
  %183 = load %struct.ZSTD_frameParameters*, %struct.ZSTD_frameParameters** %182, align 8, !tbaa !165
  %184 = getelementptr inbounds %struct.rawSeqStore_t, %struct.rawSeqStore_t* %4, i64 0, i32 0
  store %struct.ZSTD_frameParameters* %183, %struct.ZSTD_frameParameters** %184, align 8, !tbaa !148
  %185 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 23
  %186 = load i64, i64* %185, align 8, !tbaa !166
  %187 = getelementptr inbounds %struct.rawSeqStore_t, %struct.rawSeqStore_t* %4, i64 0, i32 4
  store i64 %186, i64* %187, align 8, !tbaa !167
  %188 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 21
  %189 = call i64 @ZSTD_ldm_generateSequences(%struct.ldmState_t* noundef nonnull %188, %struct.rawSeqStore_t* noundef nonnull %4, %struct.ldmParams_t* noundef nonnull %170, i8* noundef %1, i64 noundef %2)
  %190 = icmp ult i64 %189, -119
  br i1 %190, label %193, label %191

191:                                              ; preds = %181, %174
  %192 = phi i64 [ -41, %174 ], [ %189, %181 ]
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %175) #19
  br label %317

193:                                              ; preds = %181
  %194 = load %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t** %144, align 8, !tbaa !159
  %195 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %194, i64 0, i32 1, i64 0
  %196 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 20
  %197 = load i32, i32* %196, align 8, !tbaa !163
  %198 = call i64 @ZSTD_ldm_blockCompress(%struct.rawSeqStore_t* noundef nonnull %4, %struct.ZSTD_matchState_t* noundef nonnull %6, %struct.seqStore_t* noundef nonnull %96, i32* noundef nonnull %195, i32 noundef signext %197, i8* noundef %1, i64 noundef %2)
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %175) #19
  br label %309

199:                                              ; preds = %169
  %200 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 26
  %201 = load i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)*, i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)** %200, align 8, !tbaa !162
  %202 = icmp eq i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)* %201, null
  br i1 %202, label %292, label %203

203:                                              ; preds = %199
  %204 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 1, i32 0
  %205 = load i32, i32* %204, align 4, !tbaa !168
  %206 = shl nuw i32 1, %205
  %207 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 25
  %208 = load i8*, i8** %207, align 8, !tbaa !169
  %209 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 47
  %210 = load %struct.ZSTD_Sequence*, %struct.ZSTD_Sequence** %209, align 8, !tbaa !170
  %211 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 48
  %212 = load i64, i64* %211, align 8, !tbaa !171
  %213 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 3
  %214 = load i32, i32* %213, align 4, !tbaa !172
  %215 = zext i32 %206 to i64
  %216 = tail call i64 %201(i8* noundef %208, %struct.ZSTD_Sequence* noundef %210, i64 noundef %212, i8* noundef %1, i64 noundef %2, i8* noundef null, i64 noundef 0, i32 noundef signext %214, i64 noundef %215) #19
  %217 = load %struct.ZSTD_Sequence*, %struct.ZSTD_Sequence** %209, align 8, !tbaa !170
  %218 = load i64, i64* %211, align 8, !tbaa !171
  %219 = add i64 %216, -1
  %220 = icmp ult i64 %219, %218
  br i1 %220, label %221, label %268

221:                                              ; preds = %203
  %222 = getelementptr inbounds %struct.ZSTD_Sequence, %struct.ZSTD_Sequence* %217, i64 %219, i32 0
  %223 = load i32, i32* %222, align 4, !tbaa.struct !173
  %224 = getelementptr inbounds %struct.ZSTD_Sequence, %struct.ZSTD_Sequence* %217, i64 %219, i32 2
  %225 = load i32, i32* %224, align 4, !tbaa.struct !149
  %226 = icmp eq i32 %223, 0
  %227 = icmp eq i32 %225, 0
  %228 = select i1 %226, i1 %227, i1 false
  br i1 %228, label %235, label %229

229:                                              ; preds = %221
  %230 = icmp eq i64 %216, %218
  br i1 %230, label %268, label %231

231:                                              ; preds = %229
  %232 = getelementptr inbounds %struct.ZSTD_Sequence, %struct.ZSTD_Sequence* %217, i64 %216
  %233 = bitcast %struct.ZSTD_Sequence* %232 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(16) %233, i8 0, i64 16, i1 false) #19
  %234 = add i64 %216, 1
  br label %235

235:                                              ; preds = %231, %221
  %236 = phi i64 [ %234, %231 ], [ %216, %221 ]
  %237 = icmp ult i64 %236, -119
  br i1 %237, label %238, label %268

238:                                              ; preds = %235
  %239 = bitcast %struct.ZSTD_sequencePosition* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %239) #19
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %239, i8 0, i64 16, i1 false)
  %240 = load %struct.ZSTD_Sequence*, %struct.ZSTD_Sequence** %209, align 8, !tbaa !170
  %241 = icmp eq i64 %236, 0
  br i1 %241, label %259, label %242

242:                                              ; preds = %242, %238
  %243 = phi i64 [ %254, %242 ], [ 0, %238 ]
  %244 = phi i64 [ %249, %242 ], [ 0, %238 ]
  %245 = phi i64 [ %253, %242 ], [ 0, %238 ]
  %246 = getelementptr inbounds %struct.ZSTD_Sequence, %struct.ZSTD_Sequence* %240, i64 %243, i32 1
  %247 = load i32, i32* %246, align 4, !tbaa !174
  %248 = zext i32 %247 to i64
  %249 = add i64 %244, %248
  %250 = getelementptr inbounds %struct.ZSTD_Sequence, %struct.ZSTD_Sequence* %240, i64 %243, i32 2
  %251 = load i32, i32* %250, align 4, !tbaa !176
  %252 = zext i32 %251 to i64
  %253 = add i64 %245, %252
  %254 = add nuw i64 %243, 1
  %255 = icmp eq i64 %254, %236
  br i1 %255, label %256, label %242, !llvm.loop !177

256:                                              ; preds = %242
  %257 = add i64 %253, %249
  %258 = icmp ugt i64 %257, %2
  br i1 %258, label %266, label %259

259:                                              ; preds = %256, %238
  %260 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 28
  %261 = load i32, i32* %260, align 8, !tbaa !178
  %262 = call i64 @ZSTD_copySequencesToSeqStoreExplicitBlockDelim(%struct.ZSTD_CCtx_s* noundef %0, %struct.ZSTD_sequencePosition* noundef nonnull %5, %struct.ZSTD_Sequence* noundef %240, i64 noundef %236, i8* noundef %1, i64 noundef %2, i32 noundef signext %261)
  %263 = icmp ult i64 %262, -119
  br i1 %263, label %264, label %266

264:                                              ; preds = %259
  %265 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2, i32 17
  store %struct.rawSeqStore_t* null, %struct.rawSeqStore_t** %265, align 8, !tbaa !179
  br label %266

266:                                              ; preds = %264, %259, %256
  %267 = phi i64 [ 0, %264 ], [ %262, %259 ], [ -107, %256 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %239) #19
  br label %317

268:                                              ; preds = %235, %229, %203
  %269 = phi i64 [ %236, %235 ], [ -106, %203 ], [ -106, %229 ]
  %270 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 24
  %271 = load i32, i32* %270, align 4, !tbaa !180
  %272 = icmp eq i32 %271, 0
  br i1 %272, label %317, label %273

273:                                              ; preds = %268
  %274 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 1, i32 6
  %275 = load i32, i32* %274, align 4, !tbaa !144
  %276 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 20
  %277 = load i32, i32* %276, align 8, !tbaa !163
  %278 = add i32 %275, -3
  %279 = icmp ugt i32 %278, 2
  %280 = icmp ne i32 %277, 1
  %281 = or i1 %279, %280
  %282 = zext i32 %278 to i64
  %283 = getelementptr inbounds [4 x [3 x i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)*]], [4 x [3 x i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)*]]* @ZSTD_selectBlockCompressor.rowBasedBlockCompressors, i64 0, i64 %143, i64 %282
  %284 = sext i32 %275 to i64
  %285 = getelementptr inbounds [4 x [10 x i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)*]], [4 x [10 x i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)*]]* @ZSTD_selectBlockCompressor.blockCompressor, i64 0, i64 %143, i64 %284
  %286 = select i1 %281, i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)** %285, i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)** %283
  %287 = load i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)*, i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)** %286, align 8, !tbaa !33
  %288 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2, i32 17
  store %struct.rawSeqStore_t* null, %struct.rawSeqStore_t** %288, align 8, !tbaa !179
  %289 = load %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t** %144, align 8, !tbaa !159
  %290 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %289, i64 0, i32 1, i64 0
  %291 = tail call i64 %287(%struct.ZSTD_matchState_t* noundef nonnull %6, %struct.seqStore_t* noundef nonnull %96, i32* noundef nonnull %290, i8* noundef %1, i64 noundef %2) #19
  br label %309

292:                                              ; preds = %199
  %293 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 1, i32 6
  %294 = load i32, i32* %293, align 4, !tbaa !144
  %295 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 20
  %296 = load i32, i32* %295, align 8, !tbaa !163
  %297 = add i32 %294, -3
  %298 = icmp ugt i32 %297, 2
  %299 = icmp ne i32 %296, 1
  %300 = or i1 %298, %299
  %301 = zext i32 %297 to i64
  %302 = getelementptr inbounds [4 x [3 x i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)*]], [4 x [3 x i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)*]]* @ZSTD_selectBlockCompressor.rowBasedBlockCompressors, i64 0, i64 %143, i64 %301
  %303 = sext i32 %294 to i64
  %304 = getelementptr inbounds [4 x [10 x i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)*]], [4 x [10 x i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)*]]* @ZSTD_selectBlockCompressor.blockCompressor, i64 0, i64 %143, i64 %303
  %305 = select i1 %300, i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)** %304, i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)** %302
  %306 = load i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)*, i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)** %305, align 8, !tbaa !33
  %307 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2, i32 17
  store %struct.rawSeqStore_t* null, %struct.rawSeqStore_t** %307, align 8, !tbaa !179
  %308 = tail call i64 %306(%struct.ZSTD_matchState_t* noundef nonnull %6, %struct.seqStore_t* noundef nonnull %96, i32* noundef nonnull %148, i8* noundef %1, i64 noundef %2) #19
  br label %309

309:                                              ; preds = %292, %273, %193, %165
  %310 = phi i64 [ %168, %165 ], [ %198, %193 ], [ %291, %273 ], [ %308, %292 ]
  %311 = getelementptr inbounds i8, i8* %1, i64 %2
  %312 = sub i64 0, %310
  %313 = getelementptr inbounds i8, i8* %311, i64 %312
  %314 = load i8*, i8** %99, align 8, !tbaa !101
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %314, i8* nonnull align 1 %313, i64 %310, i1 false) #19
  %315 = load i8*, i8** %99, align 8, !tbaa !101
  %316 = getelementptr inbounds i8, i8* %315, i64 %310
  store i8* %316, i8** %99, align 8, !tbaa !101
  br label %317

317:                                              ; preds = %309, %268, %266, %191, %161, %91, %90, %77, %68, %58, %47, %46, %43
  %318 = phi i64 [ 1, %43 ], [ 1, %46 ], [ 1, %47 ], [ 1, %68 ], [ 1, %77 ], [ 1, %90 ], [ 0, %309 ], [ %192, %191 ], [ -41, %161 ], [ %269, %268 ], [ %267, %266 ], [ 1, %58 ], [ 1, %91 ]
  ret i64 %318
}

; Function Attrs: nounwind
declare dso_local i64 @ZSTD_ldm_blockCompress(%struct.rawSeqStore_t* noundef, %struct.ZSTD_matchState_t* noundef, %struct.seqStore_t* noundef, i32* noundef, i32 noundef signext, i8* noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: nofree nosync nounwind
declare dso_local i64 @ZSTD_ldm_generateSequences(%struct.ldmState_t* nocapture noundef, %struct.rawSeqStore_t* nocapture noundef, %struct.ldmParams_t* nocapture noundef readonly, i8* noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind
declare dso_local i64 @ZSTD_copySequencesToSeqStoreExplicitBlockDelim(%struct.ZSTD_CCtx_s* nocapture noundef, %struct.ZSTD_sequencePosition* nocapture noundef, %struct.ZSTD_Sequence* nocapture noundef readonly, i64 noundef, i8* noundef, i64 noundef, i32 noundef signext) local_unnamed_addr #4

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #15

; Function Attrs: nofree norecurse nosync nounwind
define dso_local void @ZSTD_dedicatedDictSearch_lazy_loadDictionary(%struct.ZSTD_matchState_t* nocapture noundef %0, i8* noundef %1) local_unnamed_addr #9 {
  %3 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 1
  %4 = load i8*, i8** %3, align 8, !tbaa !94
  %5 = ptrtoint i8* %1 to i64
  %6 = ptrtoint i8* %4 to i64
  %7 = sub i64 %5, %6
  %8 = trunc i64 %7 to i32
  %9 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 9
  %10 = load i32*, i32** %9, align 8, !tbaa !110
  %11 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 11
  %12 = load i32*, i32** %11, align 8, !tbaa !104
  %13 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 1
  %14 = load i32, i32* %13, align 4, !tbaa !114
  %15 = shl nuw i32 1, %14
  %16 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 2
  %17 = load i32, i32* %16, align 4, !tbaa !103
  %18 = sub i32 %8, %17
  %19 = icmp ult i32 %15, %18
  %20 = sub i32 %8, %15
  %21 = select i1 %19, i32 %20, i32 %17
  %22 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 3
  %23 = load i32, i32* %22, align 4, !tbaa !181
  %24 = shl nuw i32 1, %23
  %25 = add i32 %24, -3
  %26 = icmp ult i32 %25, 255
  %27 = select i1 %26, i32 %25, i32 255
  %28 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 2
  %29 = load i32, i32* %28, align 8, !tbaa !116
  %30 = add i32 %29, -2
  %31 = zext i32 %30 to i64
  %32 = shl nuw i64 1, %31
  %33 = getelementptr inbounds i32, i32* %10, i64 %32
  %34 = shl i32 3, %30
  %35 = icmp ult i32 %34, %8
  %36 = sub i32 %8, %34
  %37 = select i1 %35, i32 %36, i32 %17
  %38 = icmp ult i32 %17, %8
  br i1 %38, label %39, label %47

39:                                               ; preds = %2
  %40 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 4
  %41 = sub i32 66, %29
  %42 = zext i32 %41 to i64
  %43 = sub i32 34, %29
  %44 = zext i32 %17 to i64
  %45 = zext i32 %37 to i64
  %46 = and i64 %7, 4294967295
  br label %51

47:                                               ; preds = %94, %2
  %48 = shl nuw i32 1, %30
  %49 = icmp eq i32 %27, 0
  %50 = zext i32 %48 to i64
  br label %99

51:                                               ; preds = %94, %39
  %52 = phi i64 [ %44, %39 ], [ %97, %94 ]
  %53 = getelementptr inbounds i8, i8* %4, i64 %52
  %54 = load i32, i32* %40, align 8, !tbaa !182
  switch i32 %54, label %55 [
    i32 8, label %76
    i32 5, label %61
    i32 6, label %66
    i32 7, label %71
  ]

55:                                               ; preds = %51
  %56 = bitcast i8* %53 to i32*
  %57 = load i32, i32* %56, align 1, !tbaa !11
  %58 = mul i32 %57, -1640531535
  %59 = lshr i32 %58, %43
  %60 = zext i32 %59 to i64
  br label %81

61:                                               ; preds = %51
  %62 = bitcast i8* %53 to i64*
  %63 = load i64, i64* %62, align 1, !tbaa !25
  %64 = mul i64 %63, -3523014627271114752
  %65 = lshr i64 %64, %42
  br label %81

66:                                               ; preds = %51
  %67 = bitcast i8* %53 to i64*
  %68 = load i64, i64* %67, align 1, !tbaa !25
  %69 = mul i64 %68, -3523014627193847808
  %70 = lshr i64 %69, %42
  br label %81

71:                                               ; preds = %51
  %72 = bitcast i8* %53 to i64*
  %73 = load i64, i64* %72, align 1, !tbaa !25
  %74 = mul i64 %73, -3523014627193167104
  %75 = lshr i64 %74, %42
  br label %81

76:                                               ; preds = %51
  %77 = bitcast i8* %53 to i64*
  %78 = load i64, i64* %77, align 1, !tbaa !25
  %79 = mul i64 %78, -3523014627327384477
  %80 = lshr i64 %79, %42
  br label %81

81:                                               ; preds = %76, %71, %66, %61, %55
  %82 = phi i64 [ %60, %55 ], [ %75, %71 ], [ %70, %66 ], [ %65, %61 ], [ %80, %76 ]
  %83 = icmp ult i64 %52, %45
  %84 = and i64 %82, 4294967295
  br i1 %83, label %85, label %87

85:                                               ; preds = %81
  %86 = trunc i64 %52 to i32
  br label %94

87:                                               ; preds = %81
  %88 = getelementptr inbounds i32, i32* %10, i64 %84
  %89 = load i32, i32* %88, align 4, !tbaa !11
  %90 = trunc i64 %52 to i32
  %91 = sub i32 %90, %37
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds i32, i32* %33, i64 %92
  store i32 %89, i32* %93, align 4, !tbaa !11
  br label %94

94:                                               ; preds = %87, %85
  %95 = phi i32 [ %86, %85 ], [ %90, %87 ]
  %96 = getelementptr inbounds i32, i32* %10, i64 %84
  store i32 %95, i32* %96, align 4, !tbaa !11
  %97 = add nuw nsw i64 %52, 1
  %98 = icmp ult i64 %97, %46
  br i1 %98, label %51, label %47, !llvm.loop !183

99:                                               ; preds = %160, %47
  %100 = phi i64 [ 0, %47 ], [ %163, %160 ]
  %101 = phi i32 [ 0, %47 ], [ %161, %160 ]
  %102 = getelementptr inbounds i32, i32* %10, i64 %100
  %103 = load i32, i32* %102, align 4, !tbaa !11
  %104 = icmp ult i32 %103, %37
  br i1 %104, label %158, label %105

105:                                              ; preds = %105, %99
  %106 = phi i32 [ %116, %105 ], [ %103, %99 ]
  %107 = phi i32 [ %111, %105 ], [ 0, %99 ]
  %108 = phi i32 [ %115, %105 ], [ 0, %99 ]
  %109 = icmp ult i32 %106, %21
  %110 = zext i1 %109 to i32
  %111 = add i32 %107, %110
  %112 = sub i32 %106, %37
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds i32, i32* %33, i64 %113
  %115 = add nuw nsw i32 %108, 1
  %116 = load i32, i32* %114, align 4, !tbaa !11
  %117 = icmp uge i32 %116, %37
  %118 = icmp ult i32 %108, 2
  %119 = select i1 %117, i1 %118, i1 false
  br i1 %119, label %105, label %120, !llvm.loop !184

120:                                              ; preds = %105
  %121 = icmp ne i32 %115, 3
  %122 = select i1 %121, i1 true, i1 %49
  br i1 %122, label %158, label %123

123:                                              ; preds = %145, %120
  %124 = phi i32 [ %136, %145 ], [ %101, %120 ]
  %125 = phi i32 [ %149, %145 ], [ %116, %120 ]
  %126 = phi i32 [ %135, %145 ], [ %111, %120 ]
  %127 = phi i32 [ %139, %145 ], [ 0, %120 ]
  %128 = icmp ult i32 %125, %21
  br i1 %128, label %129, label %134

129:                                              ; preds = %123
  %130 = icmp eq i32 %125, 0
  %131 = add i32 %126, 1
  %132 = icmp ugt i32 %131, 3
  %133 = select i1 %130, i1 true, i1 %132
  br i1 %133, label %151, label %134

134:                                              ; preds = %129, %123
  %135 = phi i32 [ %126, %123 ], [ %131, %129 ]
  %136 = add i32 %124, 1
  %137 = zext i32 %124 to i64
  %138 = getelementptr inbounds i32, i32* %12, i64 %137
  store i32 %125, i32* %138, align 4, !tbaa !11
  %139 = add nuw nsw i32 %127, 1
  %140 = icmp ult i32 %125, %37
  br i1 %140, label %141, label %145

141:                                              ; preds = %134
  %142 = sub i32 %136, %139
  %143 = shl i32 %142, 8
  %144 = add i32 %143, %139
  br label %160

145:                                              ; preds = %134
  %146 = sub i32 %125, %37
  %147 = zext i32 %146 to i64
  %148 = getelementptr inbounds i32, i32* %33, i64 %147
  %149 = load i32, i32* %148, align 4, !tbaa !11
  %150 = icmp ult i32 %139, %27
  br i1 %150, label %123, label %151, !llvm.loop !185

151:                                              ; preds = %145, %129
  %152 = phi i32 [ %127, %129 ], [ %27, %145 ]
  %153 = phi i32 [ %124, %129 ], [ %136, %145 ]
  %154 = icmp eq i32 %152, 0
  %155 = sub i32 %153, %152
  %156 = shl i32 %155, 8
  %157 = add i32 %156, %152
  br i1 %154, label %158, label %160

158:                                              ; preds = %151, %120, %99
  %159 = phi i32 [ %153, %151 ], [ %101, %120 ], [ %101, %99 ]
  br label %160

160:                                              ; preds = %158, %151, %141
  %161 = phi i32 [ %159, %158 ], [ %153, %151 ], [ %136, %141 ]
  %162 = phi i32 [ 0, %158 ], [ %157, %151 ], [ %144, %141 ]
  store i32 %162, i32* %102, align 4, !tbaa !11
  %163 = add nuw nsw i64 %100, 1
  %164 = icmp eq i64 %163, %50
  br i1 %164, label %165, label %99, !llvm.loop !186

165:                                              ; preds = %160
  %166 = shl i32 %48, 2
  %167 = add i32 %166, -4
  br label %168

168:                                              ; preds = %168, %165
  %169 = phi i64 [ 0, %165 ], [ %186, %168 ]
  %170 = phi i32 [ %48, %165 ], [ %177, %168 ]
  %171 = trunc i64 %169 to i32
  %172 = mul i32 %171, -4
  %173 = add i32 %167, %172
  %174 = zext i32 %173 to i64
  %175 = getelementptr i32, i32* %10, i64 %174
  %176 = bitcast i32* %175 to i8*
  %177 = add i32 %170, -1
  %178 = zext i32 %177 to i64
  %179 = getelementptr inbounds i32, i32* %10, i64 %178
  %180 = load i32, i32* %179, align 4, !tbaa !11
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %176, i8 0, i64 12, i1 false), !tbaa !11
  %181 = shl i32 %177, 2
  %182 = or i32 %181, 3
  %183 = zext i32 %182 to i64
  %184 = getelementptr inbounds i32, i32* %10, i64 %183
  store i32 %180, i32* %184, align 4, !tbaa !11
  %185 = icmp eq i32 %177, 0
  %186 = add nuw nsw i64 %169, 1
  br i1 %185, label %187, label %168, !llvm.loop !187

187:                                              ; preds = %168
  %188 = load i32, i32* %16, align 4, !tbaa !103
  %189 = icmp ult i32 %188, %8
  br i1 %189, label %190, label %243

190:                                              ; preds = %187
  %191 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 4
  %192 = sub i32 66, %29
  %193 = zext i32 %192 to i64
  %194 = sub i32 34, %29
  %195 = zext i32 %188 to i64
  %196 = and i64 %7, 4294967295
  br label %197

197:                                              ; preds = %227, %190
  %198 = phi i64 [ %195, %190 ], [ %241, %227 ]
  %199 = getelementptr inbounds i8, i8* %4, i64 %198
  %200 = load i32, i32* %191, align 8, !tbaa !182
  switch i32 %200, label %201 [
    i32 8, label %222
    i32 5, label %207
    i32 6, label %212
    i32 7, label %217
  ]

201:                                              ; preds = %197
  %202 = bitcast i8* %199 to i32*
  %203 = load i32, i32* %202, align 1, !tbaa !11
  %204 = mul i32 %203, -1640531535
  %205 = lshr i32 %204, %194
  %206 = zext i32 %205 to i64
  br label %227

207:                                              ; preds = %197
  %208 = bitcast i8* %199 to i64*
  %209 = load i64, i64* %208, align 1, !tbaa !25
  %210 = mul i64 %209, -3523014627271114752
  %211 = lshr i64 %210, %193
  br label %227

212:                                              ; preds = %197
  %213 = bitcast i8* %199 to i64*
  %214 = load i64, i64* %213, align 1, !tbaa !25
  %215 = mul i64 %214, -3523014627193847808
  %216 = lshr i64 %215, %193
  br label %227

217:                                              ; preds = %197
  %218 = bitcast i8* %199 to i64*
  %219 = load i64, i64* %218, align 1, !tbaa !25
  %220 = mul i64 %219, -3523014627193167104
  %221 = lshr i64 %220, %193
  br label %227

222:                                              ; preds = %197
  %223 = bitcast i8* %199 to i64*
  %224 = load i64, i64* %223, align 1, !tbaa !25
  %225 = mul i64 %224, -3523014627327384477
  %226 = lshr i64 %225, %193
  br label %227

227:                                              ; preds = %222, %217, %212, %207, %201
  %228 = phi i64 [ %206, %201 ], [ %221, %217 ], [ %216, %212 ], [ %211, %207 ], [ %226, %222 ]
  %229 = shl i64 %228, 2
  %230 = and i64 %229, 4294967292
  %231 = or i64 %230, 2
  %232 = or i64 %230, 1
  %233 = getelementptr inbounds i32, i32* %10, i64 %232
  %234 = load i32, i32* %233, align 4, !tbaa !11
  %235 = getelementptr inbounds i32, i32* %10, i64 %231
  store i32 %234, i32* %235, align 4, !tbaa !11
  %236 = or i64 %230, 1
  %237 = getelementptr inbounds i32, i32* %10, i64 %230
  %238 = load i32, i32* %237, align 4, !tbaa !11
  %239 = getelementptr inbounds i32, i32* %10, i64 %236
  store i32 %238, i32* %239, align 4, !tbaa !11
  %240 = trunc i64 %198 to i32
  store i32 %240, i32* %237, align 4, !tbaa !11
  %241 = add nuw nsw i64 %198, 1
  %242 = icmp ult i64 %241, %196
  br i1 %242, label %197, label %243, !llvm.loop !188

243:                                              ; preds = %227, %187
  store i32 %8, i32* %16, align 4, !tbaa !103
  ret void
}

; Function Attrs: nounwind
define hidden fastcc %struct.ZSTDMT_jobDescription* @ZSTDMT_createJobsTable(i32* nocapture noundef %0, %struct.ZSTD_customMem* nocapture noundef readonly %1) unnamed_addr #10 {
  %3 = load i32, i32* %0, align 4, !tbaa !11
  %4 = tail call i32 @llvm.ctlz.i32(i32 %3, i1 true) #19, !range !14
  %5 = sub nuw nsw i32 32, %4
  %6 = shl nuw i32 1, %5
  %7 = zext i32 %6 to i64
  %8 = mul nuw nsw i64 %7, 448
  %9 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %1, i64 0, i32 0
  %10 = load i8* (i8*, i64)*, i8* (i8*, i64)** %9, align 8, !tbaa.struct !34
  %11 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %1, i64 0, i32 1
  %12 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %1, i64 0, i32 2
  %13 = icmp eq i8* (i8*, i64)* %10, null
  br i1 %13, label %17, label %14

14:                                               ; preds = %2
  %15 = load i8*, i8** %12, align 8, !tbaa.struct !32
  %16 = tail call i8* %10(i8* noundef %15, i64 noundef %8) #19
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(1) %16, i8 0, i64 %8, i1 false) #19
  br label %19

17:                                               ; preds = %2
  %18 = tail call noalias i8* @calloc(i64 noundef 1, i64 noundef %8) #19
  br label %19

19:                                               ; preds = %17, %14
  %20 = phi i8* [ %16, %14 ], [ %18, %17 ]
  %21 = bitcast i8* %20 to %struct.ZSTDMT_jobDescription*
  %22 = icmp eq i8* %20, null
  br i1 %22, label %53, label %23

23:                                               ; preds = %19
  store i32 %6, i32* %0, align 4, !tbaa !11
  %24 = zext i32 %6 to i64
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi i64 [ 0, %23 ], [ %34, %25 ]
  %27 = phi i32 [ 0, %23 ], [ %33, %25 ]
  %28 = getelementptr inbounds %struct.ZSTDMT_jobDescription, %struct.ZSTDMT_jobDescription* %21, i64 %26, i32 2
  %29 = tail call signext i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef nonnull %28, %union.pthread_mutexattr_t* noundef null) #19
  %30 = or i32 %29, %27
  %31 = getelementptr inbounds %struct.ZSTDMT_jobDescription, %struct.ZSTDMT_jobDescription* %21, i64 %26, i32 3
  %32 = tail call signext i32 @pthread_cond_init(%union.pthread_cond_t* noundef nonnull %31, %union.pthread_mutexattr_t* noundef null) #19
  %33 = or i32 %30, %32
  %34 = add nuw nsw i64 %26, 1
  %35 = icmp eq i64 %34, %24
  br i1 %35, label %36, label %25, !llvm.loop !189

36:                                               ; preds = %25
  %37 = icmp eq i32 %33, 0
  br i1 %37, label %53, label %38

38:                                               ; preds = %36
  %39 = load void (i8*, i8*)*, void (i8*, i8*)** %11, align 8, !tbaa.struct !190
  %40 = load i8*, i8** %12, align 8, !tbaa.struct !32
  br label %41

41:                                               ; preds = %41, %38
  %42 = phi i64 [ 0, %38 ], [ %47, %41 ]
  %43 = getelementptr inbounds %struct.ZSTDMT_jobDescription, %struct.ZSTDMT_jobDescription* %21, i64 %42, i32 2
  %44 = tail call signext i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef nonnull %43) #19
  %45 = getelementptr inbounds %struct.ZSTDMT_jobDescription, %struct.ZSTDMT_jobDescription* %21, i64 %42, i32 3
  %46 = tail call signext i32 @pthread_cond_destroy(%union.pthread_cond_t* noundef nonnull %45) #19
  %47 = add nuw nsw i64 %42, 1
  %48 = icmp eq i64 %47, %7
  br i1 %48, label %49, label %41, !llvm.loop !191

49:                                               ; preds = %41
  %50 = icmp eq void (i8*, i8*)* %39, null
  br i1 %50, label %52, label %51

51:                                               ; preds = %49
  tail call void %39(i8* noundef %40, i8* noundef nonnull %20) #19
  br label %53

52:                                               ; preds = %49
  tail call void @free(i8* noundef nonnull %20) #19
  br label %53

53:                                               ; preds = %52, %51, %36, %19
  %54 = phi %struct.ZSTDMT_jobDescription* [ null, %19 ], [ %21, %36 ], [ null, %51 ], [ null, %52 ]
  ret %struct.ZSTDMT_jobDescription* %54
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn writeonly
define dso_local %struct.ZSTD_CCtx_s* @ZSTD_initStaticCStream(i8* noundef %0, i64 noundef %1) local_unnamed_addr #16 {
  %3 = icmp ugt i64 %1, 5248
  %4 = ptrtoint i8* %0 to i64
  %5 = and i64 %4, 7
  %6 = icmp eq i64 %5, 0
  %7 = and i1 %3, %6
  br i1 %7, label %8, label %69

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, i8* %0, i64 %1
  %10 = ptrtoint i8* %9 to i64
  %11 = and i64 %10, -64
  %12 = inttoptr i64 %11 to i8*
  %13 = getelementptr inbounds i8, i8* %0, i64 5248
  %14 = icmp slt i64 %1, 5248
  br i1 %14, label %69, label %15

15:                                               ; preds = %8
  %16 = bitcast i8* %0 to %struct.ZSTD_CCtx_s*
  %17 = icmp eq i8* %0, null
  br i1 %17, label %69, label %18

18:                                               ; preds = %15
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(5248) %0, i8 0, i64 5248, i1 false) #19
  %19 = getelementptr inbounds i8, i8* %0, i64 680
  %20 = bitcast i8* %19 to i8**
  store i8* %0, i8** %20, align 8, !tbaa.struct !192
  %21 = getelementptr inbounds i8, i8* %0, i64 688
  %22 = bitcast i8* %21 to i8**
  store i8* %9, i8** %22, align 8, !tbaa.struct !193
  %23 = getelementptr inbounds i8, i8* %0, i64 696
  %24 = bitcast i8* %23 to i8**
  store i8* %13, i8** %24, align 8, !tbaa.struct !194
  %25 = getelementptr inbounds i8, i8* %0, i64 704
  %26 = bitcast i8* %25 to i8**
  store i8* %13, i8** %26, align 8, !tbaa.struct !195
  %27 = getelementptr inbounds i8, i8* %0, i64 712
  %28 = bitcast i8* %27 to i8**
  store i8* %13, i8** %28, align 8, !tbaa.struct !196
  %29 = getelementptr inbounds i8, i8* %0, i64 720
  %30 = bitcast i8* %29 to i8**
  store i8* %12, i8** %30, align 8, !tbaa.struct !197
  %31 = getelementptr inbounds i8, i8* %0, i64 728
  %32 = bitcast i8* %31 to i8**
  store i8* %12, i8** %32, align 8, !tbaa.struct !198
  %33 = getelementptr inbounds i8, i8* %0, i64 736
  %34 = getelementptr inbounds i8, i8* %0, i64 748
  %35 = bitcast i8* %34 to i32*
  store i32 1, i32* %35, align 4, !tbaa.struct !47
  %36 = getelementptr inbounds i8, i8* %0, i64 904
  %37 = bitcast i8* %36 to i64*
  store i64 %1, i64* %37, align 8, !tbaa !199
  %38 = ptrtoint i8* %13 to i64
  %39 = sub i64 %11, %38
  %40 = icmp ult i64 %39, 20184
  br i1 %40, label %69, label %41

41:                                               ; preds = %18
  %42 = getelementptr inbounds i8, i8* %0, i64 10880
  %43 = icmp ult i64 %1, 10880
  br i1 %43, label %44, label %45

44:                                               ; preds = %41
  store i8 1, i8* %33, align 8, !tbaa !200
  br label %48

45:                                               ; preds = %41
  store i8* %42, i8** %24, align 8, !tbaa !201
  store i8* %42, i8** %26, align 8, !tbaa !202
  store i8* %42, i8** %28, align 8, !tbaa !203
  %46 = getelementptr inbounds i8, i8* %0, i64 3200
  %47 = bitcast i8* %46 to i8**
  store i8* %13, i8** %47, align 8, !tbaa !154
  br label %48

48:                                               ; preds = %45, %44
  %49 = phi i8* [ %13, %44 ], [ %42, %45 ]
  %50 = getelementptr inbounds i8, i8* %49, i64 5632
  %51 = icmp ugt i8* %50, %9
  br i1 %51, label %52, label %53

52:                                               ; preds = %48
  store i8 1, i8* %33, align 8, !tbaa !200
  br label %54

53:                                               ; preds = %48
  store i8* %50, i8** %24, align 8, !tbaa !201
  store i8* %50, i8** %26, align 8, !tbaa !202
  store i8* %50, i8** %28, align 8, !tbaa !203
  br label %54

54:                                               ; preds = %53, %52
  %55 = phi i8* [ null, %52 ], [ %49, %53 ]
  %56 = phi i8* [ %49, %52 ], [ %50, %53 ]
  %57 = getelementptr inbounds i8, i8* %0, i64 3208
  %58 = bitcast i8* %57 to i8**
  store i8* %55, i8** %58, align 8, !tbaa !159
  %59 = getelementptr inbounds i8, i8* %56, i64 8920
  %60 = icmp ugt i8* %59, %9
  br i1 %60, label %61, label %62

61:                                               ; preds = %54
  store i8 1, i8* %33, align 8, !tbaa !200
  br label %63

62:                                               ; preds = %54
  store i8* %59, i8** %24, align 8, !tbaa !201
  store i8* %59, i8** %26, align 8, !tbaa !202
  store i8* %59, i8** %28, align 8, !tbaa !203
  br label %63

63:                                               ; preds = %62, %61
  %64 = phi i8* [ null, %61 ], [ %56, %62 ]
  %65 = getelementptr inbounds i8, i8* %0, i64 3520
  %66 = bitcast i8* %65 to i8**
  store i8* %64, i8** %66, align 8, !tbaa !204
  %67 = getelementptr inbounds i8, i8* %0, i64 8
  %68 = bitcast i8* %67 to i32*
  store i32 0, i32* %68, align 8, !tbaa !205
  br label %69

69:                                               ; preds = %63, %18, %15, %8, %2
  %70 = phi %struct.ZSTD_CCtx_s* [ %16, %63 ], [ null, %2 ], [ null, %15 ], [ null, %18 ], [ null, %8 ]
  ret %struct.ZSTD_CCtx_s* %70
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local i64 @ZSTD_resetCStream(%struct.ZSTD_CCtx_s* nocapture noundef %0, i64 noundef %1) local_unnamed_addr #17 {
  %3 = icmp eq i64 %1, 0
  %4 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  store i32 0, i32* %4, align 8, !tbaa !56
  %5 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 10
  %6 = add i64 %1, 1
  %7 = select i1 %3, i64 0, i64 %6
  store i64 %7, i64* %5, align 8, !tbaa !133
  ret i64 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local i64 @ZSTD_ldm_getTableSize(%struct.ldmParams_t* nocapture noundef readonly %0) local_unnamed_addr #18 {
  %2 = getelementptr inbounds %struct.ldmParams_t, %struct.ldmParams_t* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !206
  %4 = getelementptr inbounds %struct.ldmParams_t, %struct.ldmParams_t* %0, i64 0, i32 2
  %5 = load i32, i32* %4, align 4, !tbaa !207
  %6 = icmp ult i32 %5, %3
  %7 = select i1 %6, i32 %5, i32 %3
  %8 = zext i32 %3 to i64
  %9 = zext i32 %7 to i64
  %10 = sub nsw i64 %8, %9
  %11 = shl nuw i64 1, %10
  %12 = shl i64 8, %8
  %13 = add i64 %11, %12
  %14 = getelementptr inbounds %struct.ldmParams_t, %struct.ldmParams_t* %0, i64 0, i32 0
  %15 = load i32, i32* %14, align 4, !tbaa !208
  %16 = icmp eq i32 %15, 1
  %17 = select i1 %16, i64 %13, i64 0
  ret i64 %17
}

; Function Attrs: nounwind
define dso_local i64 @ZSTD_freeDDict(%struct.ZSTD_DDict_s* noundef %0) local_unnamed_addr #10 {
  %2 = icmp eq %struct.ZSTD_DDict_s* %0, null
  br i1 %2, label %20, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %0, i64 0, i32 6, i32 1
  %5 = load void (i8*, i8*)*, void (i8*, i8*)** %4, align 8, !tbaa.struct !190
  %6 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %0, i64 0, i32 6, i32 2
  %7 = load i8*, i8** %6, align 8, !tbaa.struct !32
  %8 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %0, i64 0, i32 0
  %9 = load i8*, i8** %8, align 8, !tbaa !209
  %10 = icmp eq i8* %9, null
  %11 = icmp eq void (i8*, i8*)* %5, null
  br i1 %10, label %15, label %12

12:                                               ; preds = %3
  br i1 %11, label %14, label %13

13:                                               ; preds = %12
  tail call void %5(i8* noundef %7, i8* noundef nonnull %9) #19
  br label %16

14:                                               ; preds = %12
  tail call void @free(i8* noundef nonnull %9) #19
  br label %18

15:                                               ; preds = %3
  br i1 %11, label %18, label %16

16:                                               ; preds = %15, %13
  %17 = bitcast %struct.ZSTD_DDict_s* %0 to i8*
  tail call void %5(i8* noundef %7, i8* noundef nonnull %17) #19
  br label %20

18:                                               ; preds = %15, %14
  %19 = bitcast %struct.ZSTD_DDict_s* %0 to i8*
  tail call void @free(i8* noundef nonnull %19) #19
  br label %20

20:                                               ; preds = %18, %16, %1
  ret i64 0
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare dso_local i64 @ZSTD_getFrameHeader_advanced(%struct.ZSTD_frameHeader* nocapture noundef writeonly, i8* noundef readonly, i64 noundef, i32 noundef signext) local_unnamed_addr #11

; Function Attrs: nofree nosync nounwind
define dso_local i64 @ZSTD_decodeSeqHeaders(%struct.ZSTD_DCtx_s* noundef %0, i32* nocapture noundef writeonly %1, i8* noundef %2, i64 noundef %3) local_unnamed_addr #4 {
  %5 = getelementptr inbounds i8, i8* %2, i64 %3
  %6 = icmp eq i64 %3, 0
  br i1 %6, label %93, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, i8* %2, i64 1
  %9 = load i8, i8* %2, align 1, !tbaa !6
  %10 = zext i8 %9 to i32
  %11 = icmp slt i8 %9, 0
  br i1 %11, label %12, label %31

12:                                               ; preds = %7
  %13 = icmp eq i8 %9, -1
  br i1 %13, label %14, label %22

14:                                               ; preds = %12
  %15 = icmp slt i64 %3, 3
  br i1 %15, label %93, label %16

16:                                               ; preds = %14
  %17 = getelementptr inbounds i8, i8* %2, i64 3
  %18 = bitcast i8* %8 to i16*
  %19 = load i16, i16* %18, align 1, !tbaa !15
  %20 = zext i16 %19 to i32
  %21 = add nuw nsw i32 %20, 32512
  store i32 %21, i32* %1, align 4, !tbaa !11
  br label %38

22:                                               ; preds = %12
  %23 = icmp sgt i64 %3, 1
  br i1 %23, label %24, label %93

24:                                               ; preds = %22
  %25 = shl nuw nsw i32 %10, 8
  %26 = add nsw i32 %25, -32768
  %27 = getelementptr inbounds i8, i8* %2, i64 2
  %28 = load i8, i8* %8, align 1, !tbaa !6
  %29 = zext i8 %28 to i32
  %30 = or i32 %26, %29
  br label %31

31:                                               ; preds = %24, %7
  %32 = phi i32 [ %30, %24 ], [ %10, %7 ]
  %33 = phi i8* [ %27, %24 ], [ %8, %7 ]
  store i32 %32, i32* %1, align 4, !tbaa !11
  %34 = icmp eq i32 %32, 0
  br i1 %34, label %35, label %38

35:                                               ; preds = %31
  %36 = icmp eq i8* %33, %5
  %37 = select i1 %36, i64 %3, i64 -20
  br label %93

38:                                               ; preds = %31, %16
  %39 = phi i8* [ %17, %16 ], [ %33, %31 ]
  %40 = phi i32 [ %21, %16 ], [ %32, %31 ]
  %41 = getelementptr inbounds i8, i8* %39, i64 1
  %42 = icmp ugt i8* %41, %5
  br i1 %42, label %93, label %43

43:                                               ; preds = %38
  %44 = load i8, i8* %39, align 1, !tbaa !6
  %45 = zext i8 %44 to i32
  %46 = and i32 %45, 3
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %93

48:                                               ; preds = %43
  %49 = lshr i32 %45, 6
  %50 = lshr i32 %45, 2
  %51 = and i32 %50, 3
  %52 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 0, i64 0
  %53 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 0
  %54 = ptrtoint i8* %5 to i64
  %55 = ptrtoint i8* %41 to i64
  %56 = sub i64 %54, %55
  %57 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 17
  %58 = load i32, i32* %57, align 4, !tbaa !212
  %59 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 32
  %60 = load i32, i32* %59, align 4, !tbaa !215
  %61 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 5, i64 0
  %62 = tail call fastcc i64 @ZSTD_buildSeqTable(%struct.ZSTD_seqSymbol* noundef nonnull %52, %struct.ZSTD_seqSymbol** noundef %53, i32 noundef signext %49, i32 noundef signext 35, i32 noundef signext 9, i8* noundef nonnull %41, i64 noundef %56, i32* noundef getelementptr inbounds ([36 x i32], [36 x i32]* @LL_base, i64 0, i64 0), i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @LL_bits, i64 0, i64 0), %struct.ZSTD_seqSymbol* noundef getelementptr inbounds ([65 x %struct.ZSTD_seqSymbol], [65 x %struct.ZSTD_seqSymbol]* @LL_defaultDTable, i64 0, i64 0), i32 noundef %58, i32 noundef %60, i32 noundef %40, i32* noundef nonnull %61)
  %63 = icmp ult i64 %62, -119
  %64 = select i1 %63, i64 %62, i64 0
  %65 = getelementptr i8, i8* %41, i64 %64
  br i1 %63, label %66, label %93

66:                                               ; preds = %48
  %67 = lshr i32 %45, 4
  %68 = and i32 %67, 3
  %69 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 1, i64 0
  %70 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 2
  %71 = ptrtoint i8* %65 to i64
  %72 = sub i64 %54, %71
  %73 = load i32, i32* %57, align 4, !tbaa !212
  %74 = load i32, i32* %59, align 4, !tbaa !215
  %75 = tail call fastcc i64 @ZSTD_buildSeqTable(%struct.ZSTD_seqSymbol* noundef nonnull %69, %struct.ZSTD_seqSymbol** noundef nonnull %70, i32 noundef signext %68, i32 noundef signext 31, i32 noundef signext 8, i8* noundef nonnull %65, i64 noundef %72, i32* noundef getelementptr inbounds ([32 x i32], [32 x i32]* @OF_base, i64 0, i64 0), i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @OF_bits, i64 0, i64 0), %struct.ZSTD_seqSymbol* noundef getelementptr inbounds ([33 x %struct.ZSTD_seqSymbol], [33 x %struct.ZSTD_seqSymbol]* @OF_defaultDTable, i64 0, i64 0), i32 noundef %73, i32 noundef %74, i32 noundef %40, i32* noundef nonnull %61)
  %76 = icmp ult i64 %75, -119
  %77 = select i1 %76, i64 %75, i64 0
  %78 = getelementptr i8, i8* %65, i64 %77
  br i1 %76, label %79, label %93

79:                                               ; preds = %66
  %80 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 2, i64 0
  %81 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 1
  %82 = ptrtoint i8* %78 to i64
  %83 = sub i64 %54, %82
  %84 = load i32, i32* %57, align 4, !tbaa !212
  %85 = load i32, i32* %59, align 4, !tbaa !215
  %86 = tail call fastcc i64 @ZSTD_buildSeqTable(%struct.ZSTD_seqSymbol* noundef nonnull %80, %struct.ZSTD_seqSymbol** noundef nonnull %81, i32 noundef signext %51, i32 noundef signext 52, i32 noundef signext 9, i8* noundef nonnull %78, i64 noundef %83, i32* noundef getelementptr inbounds ([53 x i32], [53 x i32]* @ML_base, i64 0, i64 0), i8* noundef getelementptr inbounds ([53 x i8], [53 x i8]* @ML_bits, i64 0, i64 0), %struct.ZSTD_seqSymbol* noundef getelementptr inbounds ([65 x %struct.ZSTD_seqSymbol], [65 x %struct.ZSTD_seqSymbol]* @ML_defaultDTable, i64 0, i64 0), i32 noundef %84, i32 noundef %85, i32 noundef %40, i32* noundef nonnull %61)
  %87 = icmp ult i64 %86, -119
  br i1 %87, label %88, label %93

88:                                               ; preds = %79
  %89 = getelementptr inbounds i8, i8* %78, i64 %86
  %90 = ptrtoint i8* %89 to i64
  %91 = ptrtoint i8* %2 to i64
  %92 = sub i64 %90, %91
  br label %93

93:                                               ; preds = %88, %79, %66, %48, %43, %38, %35, %22, %14, %4
  %94 = phi i64 [ %92, %88 ], [ -72, %4 ], [ -72, %14 ], [ -72, %22 ], [ -72, %38 ], [ -20, %43 ], [ -20, %79 ], [ -20, %66 ], [ -20, %48 ], [ %37, %35 ]
  ret i64 %94
}

; Function Attrs: nofree nosync nounwind
declare hidden fastcc i64 @ZSTD_buildSeqTable(%struct.ZSTD_seqSymbol* noundef, %struct.ZSTD_seqSymbol** nocapture noundef, i32 noundef signext, i32 noundef signext, i32 noundef signext, i8* noundef, i64 noundef, i32* nocapture noundef readonly, i8* nocapture noundef readonly, %struct.ZSTD_seqSymbol* noundef, i32 noundef, i32 noundef, i32 noundef, i32* nocapture noundef) unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local i64 @ZSTD_getcBlockSize(i8* nocapture noundef readonly %0, i64 noundef %1, %struct.ZSTD_frameParameters* nocapture noundef writeonly %2) local_unnamed_addr #17 {
  %4 = icmp ult i64 %1, 3
  br i1 %4, label %25, label %5

5:                                                ; preds = %3
  %6 = bitcast i8* %0 to i16*
  %7 = load i16, i16* %6, align 1, !tbaa !15
  %8 = zext i16 %7 to i32
  %9 = getelementptr inbounds i8, i8* %0, i64 2
  %10 = load i8, i8* %9, align 1, !tbaa !6
  %11 = zext i8 %10 to i32
  %12 = shl nuw nsw i32 %11, 16
  %13 = or i32 %12, %8
  %14 = lshr i32 %13, 3
  %15 = and i32 %8, 1
  %16 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %2, i64 0, i32 1
  store i32 %15, i32* %16, align 4, !tbaa !216
  %17 = lshr i32 %8, 1
  %18 = and i32 %17, 3
  %19 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %2, i64 0, i32 0
  store i32 %18, i32* %19, align 4, !tbaa !218
  %20 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %2, i64 0, i32 2
  store i32 %14, i32* %20, align 4, !tbaa !219
  %21 = trunc i32 %17 to i2
  switch i2 %21, label %23 [
    i2 1, label %25
    i2 -1, label %22
  ]

22:                                               ; preds = %5
  br label %25

23:                                               ; preds = %5
  %24 = zext i32 %14 to i64
  br label %25

25:                                               ; preds = %23, %22, %5, %3
  %26 = phi i64 [ -72, %3 ], [ -20, %22 ], [ %24, %23 ], [ 1, %5 ]
  ret i64 %26
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local i64 @ZSTD_estimateDStreamSize_fromFrame(i8* noundef %0, i64 noundef %1) local_unnamed_addr #11 {
  %3 = alloca %struct.ZSTD_frameHeader, align 8
  %4 = bitcast %struct.ZSTD_frameHeader* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %4) #19
  %5 = call i64 @ZSTD_getFrameHeader_advanced(%struct.ZSTD_frameHeader* noundef nonnull %3, i8* noundef %0, i64 noundef %1, i32 noundef signext 0) #19
  %6 = icmp ult i64 %5, -119
  br i1 %6, label %7, label %20

7:                                                ; preds = %2
  %8 = icmp eq i64 %5, 0
  br i1 %8, label %9, label %20

9:                                                ; preds = %7
  %10 = getelementptr inbounds %struct.ZSTD_frameHeader, %struct.ZSTD_frameHeader* %3, i64 0, i32 1
  %11 = load i64, i64* %10, align 8, !tbaa !220
  %12 = icmp ugt i64 %11, 2147483648
  br i1 %12, label %20, label %13

13:                                               ; preds = %9
  %14 = icmp ult i64 %11, 131072
  %15 = select i1 %14, i64 %11, i64 131072
  %16 = shl nuw nsw i64 %15, 1
  %17 = add nuw nsw i64 %11, 96032
  %18 = add nuw nsw i64 %17, %15
  %19 = add nuw nsw i64 %18, %16
  br label %20

20:                                               ; preds = %13, %9, %7, %2
  %21 = phi i64 [ %19, %13 ], [ %5, %2 ], [ -72, %7 ], [ -16, %9 ]
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %4) #19
  ret i64 %21
}

; Function Attrs: nounwind
declare dso_local i64 @ZDICT_finalizeDictionary(i8* noundef writeonly, i64 noundef, i8* noundef, i64 noundef, i8* noundef, i64* nocapture noundef readonly, i32 noundef signext, [2 x i64]) local_unnamed_addr #10

; Function Attrs: nounwind
declare dso_local i64 @COVER_checkTotalCompressedSize(%struct.ZDICT_cover_params_t* nocapture noundef readonly, i64* nocapture noundef readonly, i8* noundef, i64* nocapture noundef readonly, i64 noundef, i64 noundef, i8* noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: nounwind
define dso_local void @COVER_selectDict(%struct.ZSTD_inBuffer_s* noalias nocapture writeonly sret(%struct.ZSTD_inBuffer_s) align 8 %0, i8* noundef %1, i64 noundef %2, i64 noundef %3, i8* noundef %4, i64* nocapture noundef readonly %5, i32 noundef signext %6, i64 noundef %7, i64 noundef %8, %struct.ZDICT_cover_params_t* nocapture noundef readonly %9, i64* nocapture noundef readonly %10, i64 %11) local_unnamed_addr #10 {
  %13 = alloca %struct.ZDICT_cover_params_t, align 8
  %14 = alloca %struct.ZDICT_cover_params_t, align 8
  %15 = getelementptr inbounds i8, i8* %1, i64 %3
  %16 = tail call noalias i8* @malloc(i64 noundef %2) #19
  %17 = tail call noalias i8* @malloc(i64 noundef %2) #19
  %18 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %9, i64 0, i32 6
  %19 = load i32, i32* %18, align 4, !tbaa !221
  %20 = uitofp i32 %19 to double
  %21 = fdiv double %20, 1.000000e+02
  %22 = fadd double %21, 1.000000e+00
  %23 = icmp ne i8* %16, null
  %24 = icmp ne i8* %17, null
  %25 = and i1 %23, %24
  br i1 %25, label %29, label %26

26:                                               ; preds = %12
  tail call void @free(i8* noundef %16) #19
  tail call void @free(i8* noundef %17) #19
  %27 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %0, i64 0, i32 2
  %28 = bitcast %struct.ZSTD_inBuffer_s* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %28, i8 0, i64 16, i1 false) #19, !alias.scope !224
  store i64 %3, i64* %27, align 8, !tbaa !227, !alias.scope !229
  br label %102

29:                                               ; preds = %12
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %16, i8* align 1 %1, i64 %3, i1 false)
  %30 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %9, i64 0, i32 7
  %31 = bitcast %struct.ZSTD_frameParameters* %30 to i64*
  %32 = load i64, i64* %31, align 8
  %33 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %9, i64 0, i32 7, i32 2
  %34 = load i32, i32* %33, align 8
  %35 = zext i32 %34 to i64
  %36 = insertvalue [2 x i64] poison, i64 %32, 0
  %37 = insertvalue [2 x i64] %36, i64 %35, 1
  %38 = tail call i64 @ZDICT_finalizeDictionary(i8* noundef nonnull %16, i64 noundef %2, i8* noundef %1, i64 noundef %3, i8* noundef %4, i64* noundef %5, i32 noundef signext %6, [2 x i64] %37)
  %39 = icmp ult i64 %38, -119
  br i1 %39, label %43, label %40

40:                                               ; preds = %29
  tail call void @free(i8* noundef nonnull %16) #19
  tail call void @free(i8* noundef nonnull %17) #19
  %41 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %0, i64 0, i32 2
  %42 = bitcast %struct.ZSTD_inBuffer_s* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %42, i8 0, i64 16, i1 false) #19, !alias.scope !232
  store i64 %38, i64* %41, align 8, !tbaa !227, !alias.scope !235
  br label %102

43:                                               ; preds = %29
  %44 = bitcast %struct.ZDICT_cover_params_t* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %44) #19
  %45 = bitcast %struct.ZDICT_cover_params_t* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %44, i8* noundef nonnull align 8 dereferenceable(48) %45, i64 48, i1 false), !tbaa.struct !238
  %46 = call i64 @COVER_checkTotalCompressedSize(%struct.ZDICT_cover_params_t* noundef nonnull %13, i64* noundef %5, i8* noundef %4, i64* noundef %10, i64 noundef %7, i64 noundef %8, i8* noundef nonnull %16, i64 noundef %38)
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %44) #19
  %47 = icmp ult i64 %46, -119
  br i1 %47, label %51, label %48

48:                                               ; preds = %43
  tail call void @free(i8* noundef nonnull %16) #19
  tail call void @free(i8* noundef nonnull %17) #19
  %49 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %0, i64 0, i32 2
  %50 = bitcast %struct.ZSTD_inBuffer_s* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %50, i8 0, i64 16, i1 false) #19, !alias.scope !240
  store i64 %46, i64* %49, align 8, !tbaa !227, !alias.scope !243
  br label %102

51:                                               ; preds = %43
  %52 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %9, i64 0, i32 5
  %53 = load i32, i32* %52, align 8, !tbaa !246
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %61, label %55

55:                                               ; preds = %51
  %56 = icmp ugt i64 %38, 256
  br i1 %56, label %57, label %98

57:                                               ; preds = %55
  %58 = bitcast %struct.ZDICT_cover_params_t* %14 to i8*
  %59 = uitofp i64 %46 to double
  %60 = fmul double %22, %59
  br label %65

61:                                               ; preds = %51
  tail call void @free(i8* noundef nonnull %17) #19
  %62 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %0, i64 0, i32 0
  store i8* %16, i8** %62, align 8, !tbaa !247, !alias.scope !248
  %63 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %0, i64 0, i32 1
  store i64 %38, i64* %63, align 8, !tbaa !251, !alias.scope !248
  %64 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %0, i64 0, i32 2
  store i64 %46, i64* %64, align 8, !tbaa !227, !alias.scope !248
  br label %102

65:                                               ; preds = %95, %57
  %66 = phi i64 [ 256, %57 ], [ %96, %95 ]
  %67 = phi i64 [ undef, %57 ], [ %74, %95 ]
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %17, i8* nonnull align 1 %16, i64 %38, i1 false)
  %68 = sub i64 0, %66
  %69 = getelementptr inbounds i8, i8* %15, i64 %68
  %70 = load i64, i64* %31, align 8
  %71 = load i32, i32* %33, align 8
  %72 = zext i32 %71 to i64
  %73 = and i64 %67, -4294967296
  %74 = or i64 %73, %72
  %75 = insertvalue [2 x i64] poison, i64 %70, 0
  %76 = insertvalue [2 x i64] %75, i64 %74, 1
  %77 = tail call i64 @ZDICT_finalizeDictionary(i8* noundef nonnull %17, i64 noundef %2, i8* noundef %69, i64 noundef %66, i8* noundef %4, i64* noundef %5, i32 noundef signext %6, [2 x i64] %76)
  %78 = icmp ult i64 %77, -119
  br i1 %78, label %82, label %79

79:                                               ; preds = %65
  tail call void @free(i8* noundef %16) #19
  tail call void @free(i8* noundef %17) #19
  %80 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %0, i64 0, i32 2
  %81 = bitcast %struct.ZSTD_inBuffer_s* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %81, i8 0, i64 16, i1 false) #19, !alias.scope !252
  store i64 %77, i64* %80, align 8, !tbaa !227, !alias.scope !255
  br label %102

82:                                               ; preds = %65
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %58) #19
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %58, i8* noundef nonnull align 8 dereferenceable(48) %45, i64 48, i1 false), !tbaa.struct !238
  %83 = call i64 @COVER_checkTotalCompressedSize(%struct.ZDICT_cover_params_t* noundef nonnull %14, i64* noundef %5, i8* noundef %4, i64* noundef %10, i64 noundef %7, i64 noundef %8, i8* noundef nonnull %17, i64 noundef %77)
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %58) #19
  %84 = icmp ult i64 %83, -119
  br i1 %84, label %88, label %85

85:                                               ; preds = %82
  tail call void @free(i8* noundef %16) #19
  tail call void @free(i8* noundef %17) #19
  %86 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %0, i64 0, i32 2
  %87 = bitcast %struct.ZSTD_inBuffer_s* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %87, i8 0, i64 16, i1 false) #19, !alias.scope !258
  store i64 %83, i64* %86, align 8, !tbaa !227, !alias.scope !261
  br label %102

88:                                               ; preds = %82
  %89 = uitofp i64 %83 to double
  %90 = fcmp ult double %60, %89
  br i1 %90, label %95, label %91

91:                                               ; preds = %88
  tail call void @free(i8* noundef %16) #19
  %92 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %0, i64 0, i32 0
  store i8* %17, i8** %92, align 8, !tbaa !247, !alias.scope !264
  %93 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %0, i64 0, i32 1
  store i64 %77, i64* %93, align 8, !tbaa !251, !alias.scope !264
  %94 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %0, i64 0, i32 2
  store i64 %83, i64* %94, align 8, !tbaa !227, !alias.scope !264
  br label %102

95:                                               ; preds = %88
  %96 = shl i64 %77, 1
  %97 = icmp ult i64 %96, %38
  br i1 %97, label %65, label %98, !llvm.loop !267

98:                                               ; preds = %95, %55
  tail call void @free(i8* noundef %17) #19
  %99 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %0, i64 0, i32 0
  store i8* %16, i8** %99, align 8, !tbaa !247, !alias.scope !268
  %100 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %0, i64 0, i32 1
  store i64 %38, i64* %100, align 8, !tbaa !251, !alias.scope !268
  %101 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %0, i64 0, i32 2
  store i64 %46, i64* %101, align 8, !tbaa !227, !alias.scope !268
  br label %102

102:                                              ; preds = %98, %91, %85, %79, %61, %48, %40, %26
  ret void
}

attributes #0 = { argmemonly nofree nosync nounwind willreturn }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #6 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #8 = { nofree norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #9 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #10 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #11 = { mustprogress nofree nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #12 = { inlinehint nofree nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #13 = { nofree noinline nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #14 = { inlinehint nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #15 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #16 = { mustprogress nofree nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #17 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #18 = { mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #19 = { nounwind }

!llvm.ident = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, !"target-abi", !"lp64d"}
!3 = !{i32 7, !"PIC Level", i32 2}
!4 = !{i32 7, !"PIE Level", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = !{i32 0, i32 33}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !7, i64 0}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = !{i64 -66, i64 4294967296}
!24 = !{i64 -66, i64 13}
!25 = !{!26, !26, i64 0}
!26 = !{!"long", !7, i64 0}
!27 = distinct !{!27, !10}
!28 = !{!29, !30, i64 0}
!29 = !{!"", !30, i64 0, !30, i64 8, !30, i64 16}
!30 = !{!"any pointer", !7, i64 0}
!31 = !{!29, !30, i64 8}
!32 = !{i64 0, i64 8, !33}
!33 = !{!30, !30, i64 0}
!34 = !{i64 0, i64 8, !33, i64 8, i64 8, !33, i64 16, i64 8, !33}
!35 = !{!36, !12, i64 44}
!36 = !{!"ZSTD_CCtx_params_s", !7, i64 0, !37, i64 4, !38, i64 32, !12, i64 44, !12, i64 48, !26, i64 56, !12, i64 64, !7, i64 68, !7, i64 72, !12, i64 76, !26, i64 80, !12, i64 88, !12, i64 92, !39, i64 96, !12, i64 120, !7, i64 124, !7, i64 128, !7, i64 132, !12, i64 136, !7, i64 140, !7, i64 144, !12, i64 148, !29, i64 152, !7, i64 176, !12, i64 180, !30, i64 184, !30, i64 192, !26, i64 200, !7, i64 208}
!37 = !{!"", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !12, i64 16, !12, i64 20, !7, i64 24}
!38 = !{!"", !12, i64 0, !12, i64 4, !12, i64 8}
!39 = !{!"", !7, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !12, i64 16, !12, i64 20}
!40 = !{!36, !12, i64 32}
!41 = !{i64 0, i64 4, !11, i64 4, i64 4, !11, i64 8, i64 4, !11, i64 12, i64 4, !11, i64 16, i64 4, !11, i64 20, i64 4, !11, i64 24, i64 4, !6}
!42 = !{i64 0, i64 4, !11, i64 4, i64 4, !11, i64 8, i64 4, !11, i64 12, i64 4, !11, i64 16, i64 4, !11, i64 20, i64 4, !6}
!43 = !{i64 0, i64 4, !11, i64 4, i64 4, !11, i64 8, i64 4, !11, i64 12, i64 4, !11, i64 16, i64 4, !6}
!44 = !{i64 0, i64 4, !11, i64 4, i64 4, !11, i64 8, i64 4, !11, i64 12, i64 4, !6}
!45 = !{i64 0, i64 4, !11, i64 4, i64 4, !11, i64 8, i64 4, !6}
!46 = !{i64 0, i64 4, !11, i64 4, i64 4, !6}
!47 = !{i64 0, i64 4, !6}
!48 = !{i64 0, i64 4, !11, i64 4, i64 4, !11, i64 8, i64 4, !11}
!49 = !{!37, !7, i64 24}
!50 = !{!36, !7, i64 144}
!51 = !{!36, !7, i64 140}
!52 = !{!37, !12, i64 0}
!53 = !{!36, !7, i64 96}
!54 = !{!36, !26, i64 200}
!55 = !{!36, !7, i64 208}
!56 = !{!57, !7, i64 3608}
!57 = !{!"ZSTD_CCtx_s", !7, i64 0, !12, i64 4, !12, i64 8, !36, i64 16, !36, i64 232, !36, i64 448, !12, i64 664, !26, i64 672, !58, i64 680, !26, i64 752, !59, i64 760, !59, i64 768, !59, i64 776, !60, i64 784, !29, i64 872, !30, i64 896, !26, i64 904, !61, i64 912, !12, i64 944, !12, i64 948, !62, i64 952, !63, i64 1032, !30, i64 3144, !26, i64 3152, !65, i64 3160, !66, i64 3200, !30, i64 3520, !7, i64 3528, !30, i64 3536, !26, i64 3544, !26, i64 3552, !26, i64 3560, !26, i64 3568, !30, i64 3576, !26, i64 3584, !26, i64 3592, !26, i64 3600, !7, i64 3608, !12, i64 3612, !69, i64 3616, !26, i64 3640, !26, i64 3648, !70, i64 3656, !30, i64 3696, !71, i64 3704, !30, i64 3728, !72, i64 3736, !30, i64 5232, !26, i64 5240}
!58 = !{!"", !30, i64 0, !30, i64 8, !30, i64 16, !30, i64 24, !30, i64 32, !30, i64 40, !30, i64 48, !7, i64 56, !12, i64 60, !7, i64 64, !7, i64 68}
!59 = !{!"long long", !7, i64 0}
!60 = !{!"XXH_NAMESPACEXXH64_state_s", !26, i64 0, !7, i64 8, !7, i64 40, !12, i64 72, !12, i64 76, !26, i64 80}
!61 = !{!"", !12, i64 0, !30, i64 8, !26, i64 16, !26, i64 24}
!62 = !{!"", !30, i64 0, !30, i64 8, !30, i64 16, !30, i64 24, !30, i64 32, !30, i64 40, !30, i64 48, !26, i64 56, !26, i64 64, !7, i64 72, !12, i64 76}
!63 = !{!"", !64, i64 0, !30, i64 40, !12, i64 48, !30, i64 56, !7, i64 64, !7, i64 576}
!64 = !{!"", !30, i64 0, !30, i64 8, !30, i64 16, !12, i64 24, !12, i64 28, !12, i64 32}
!65 = !{!"", !30, i64 0, !26, i64 8, !26, i64 16, !26, i64 24, !26, i64 32}
!66 = !{!"", !30, i64 0, !30, i64 8, !67, i64 16}
!67 = !{!"ZSTD_matchState_t", !64, i64 0, !12, i64 40, !12, i64 44, !12, i64 48, !12, i64 52, !30, i64 56, !7, i64 64, !26, i64 96, !12, i64 104, !30, i64 112, !30, i64 120, !30, i64 128, !12, i64 136, !12, i64 140, !68, i64 144, !30, i64 248, !37, i64 256, !30, i64 288, !12, i64 296, !12, i64 300}
!68 = !{!"", !30, i64 0, !30, i64 8, !30, i64 16, !30, i64 24, !30, i64 32, !30, i64 40, !12, i64 48, !12, i64 52, !12, i64 56, !12, i64 60, !12, i64 64, !12, i64 68, !12, i64 72, !12, i64 76, !7, i64 80, !30, i64 88, !7, i64 96}
!69 = !{!"ZSTD_inBuffer_s", !30, i64 0, !26, i64 8, !26, i64 16}
!70 = !{!"", !30, i64 0, !30, i64 8, !26, i64 16, !7, i64 24, !30, i64 32}
!71 = !{!"ZSTD_prefixDict_s", !30, i64 0, !26, i64 8, !7, i64 16}
!72 = !{!"", !62, i64 0, !62, i64 80, !62, i64 160, !62, i64 240, !62, i64 320, !7, i64 400, !73, i64 1184}
!73 = !{!"", !74, i64 0, !75, i64 144}
!74 = !{!"", !7, i64 0, !7, i64 4, !26, i64 136}
!75 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !26, i64 152, !26, i64 160}
!76 = !{!57, !30, i64 3696}
!77 = !{i64 0, i64 4, !6, i64 4, i64 4, !11, i64 8, i64 4, !11, i64 12, i64 4, !11, i64 16, i64 4, !11, i64 20, i64 4, !11, i64 24, i64 4, !11, i64 28, i64 4, !6, i64 32, i64 4, !11, i64 36, i64 4, !11, i64 40, i64 4, !11, i64 44, i64 4, !11, i64 48, i64 4, !11, i64 56, i64 8, !25, i64 64, i64 4, !11, i64 68, i64 4, !6, i64 72, i64 4, !6, i64 76, i64 4, !11, i64 80, i64 8, !25, i64 88, i64 4, !11, i64 92, i64 4, !11, i64 96, i64 4, !6, i64 100, i64 4, !11, i64 104, i64 4, !11, i64 108, i64 4, !11, i64 112, i64 4, !11, i64 116, i64 4, !11, i64 120, i64 4, !11, i64 124, i64 4, !6, i64 128, i64 4, !6, i64 132, i64 4, !6, i64 136, i64 4, !11, i64 140, i64 4, !6, i64 144, i64 4, !6, i64 148, i64 4, !11, i64 152, i64 8, !33, i64 160, i64 8, !33, i64 168, i64 8, !33, i64 176, i64 4, !6, i64 180, i64 4, !11, i64 184, i64 8, !33, i64 192, i64 8, !33, i64 200, i64 8, !25, i64 208, i64 4, !6}
!78 = !{!57, !12, i64 308}
!79 = !{!57, !30, i64 3728}
!80 = !{!81, !12, i64 3012}
!81 = !{!"ZSTDMT_CCtx_s", !30, i64 0, !30, i64 8, !30, i64 16, !30, i64 24, !30, i64 32, !36, i64 40, !26, i64 256, !26, i64 264, !12, i64 272, !82, i64 280, !85, i64 320, !86, i64 344, !87, i64 2984, !12, i64 3008, !12, i64 3012, !12, i64 3016, !12, i64 3020, !12, i64 3024, !59, i64 3032, !59, i64 3040, !59, i64 3048, !29, i64 3056, !30, i64 3080, !30, i64 3088, !12, i64 3096}
!82 = !{!"", !83, i64 0, !84, i64 16, !26, i64 32}
!83 = !{!"", !30, i64 0, !26, i64 8}
!84 = !{!"buffer_s", !30, i64 0, !26, i64 8}
!85 = !{!"", !30, i64 0, !26, i64 8, !26, i64 16}
!86 = !{!"", !7, i64 0, !7, i64 40, !36, i64 88, !63, i64 304, !60, i64 2416, !12, i64 2504, !7, i64 2512, !7, i64 2552, !64, i64 2600}
!87 = !{!"", !26, i64 0, !26, i64 8, !26, i64 16}
!88 = !{!81, !12, i64 3016}
!89 = !{!81, !12, i64 3008}
!90 = !{!81, !30, i64 8}
!91 = !{!92, !26, i64 8}
!92 = !{!"", !26, i64 0, !26, i64 8, !7, i64 16, !7, i64 56, !30, i64 104, !30, i64 112, !30, i64 120, !30, i64 128, !84, i64 136, !83, i64 152, !83, i64 168, !12, i64 184, !12, i64 188, !12, i64 192, !36, i64 200, !30, i64 416, !59, i64 424, !26, i64 432, !12, i64 440}
!93 = !{!92, !26, i64 432}
!94 = !{!67, !30, i64 8}
!95 = !{!67, !12, i64 196}
!96 = !{!62, !30, i64 8}
!97 = !{!62, !30, i64 0}
!98 = !{!67, !12, i64 24}
!99 = !{!67, !12, i64 28}
!100 = !{!62, !30, i64 16}
!101 = !{!62, !30, i64 24}
!102 = !{!62, !7, i64 72}
!103 = !{!67, !12, i64 44}
!104 = !{!67, !30, i64 128}
!105 = !{!37, !12, i64 4}
!106 = !{!67, !12, i64 40}
!107 = !{!37, !12, i64 12}
!108 = !{!67, !30, i64 248}
!109 = !{!67, !12, i64 300}
!110 = !{!67, !30, i64 112}
!111 = !{!37, !12, i64 8}
!112 = !{i64 0, i64 65}
!113 = distinct !{!113, !10}
!114 = !{!67, !12, i64 260}
!115 = !{!67, !30, i64 0}
!116 = !{!67, !12, i64 264}
!117 = distinct !{!117, !10}
!118 = !{!69, !30, i64 0}
!119 = !{!69, !26, i64 8}
!120 = !{!69, !26, i64 16}
!121 = !{!122, !30, i64 0}
!122 = !{!"ZSTD_outBuffer_s", !30, i64 0, !26, i64 8, !26, i64 16}
!123 = !{!122, !26, i64 8}
!124 = !{!122, !26, i64 16}
!125 = !{!57, !7, i64 356}
!126 = !{!57, !26, i64 3640}
!127 = distinct !{!127, !10}
!128 = !{!57, !26, i64 3592}
!129 = !{!57, !26, i64 3600}
!130 = !{!57, !7, i64 360}
!131 = !{!57, !26, i64 3560}
!132 = !{!57, !12, i64 3612}
!133 = !{!57, !59, i64 760}
!134 = !{!57, !26, i64 3568}
!135 = !{!57, !30, i64 3536}
!136 = !{!57, !26, i64 3552}
!137 = !{!57, !26, i64 752}
!138 = !{!57, !30, i64 3576}
!139 = !{!57, !26, i64 3584}
!140 = !{!57, !26, i64 3544}
!141 = !{!60, !26, i64 0}
!142 = !{!60, !12, i64 72}
!143 = distinct !{!143, !10}
!144 = !{!57, !7, i64 260}
!145 = !{!65, !26, i64 16}
!146 = !{!65, !26, i64 24}
!147 = !{!65, !26, i64 8}
!148 = !{!65, !30, i64 0}
!149 = !{i64 0, i64 4, !11, i64 4, i64 4, !11}
!150 = !{i64 0, i64 4, !11}
!151 = !{!57, !12, i64 252}
!152 = !{!38, !12, i64 4}
!153 = !{!38, !12, i64 8}
!154 = !{!57, !30, i64 3200}
!155 = !{!67, !30, i64 232}
!156 = !{!57, !7, i64 304}
!157 = !{!67, !7, i64 240}
!158 = !{!67, !12, i64 140}
!159 = !{!57, !30, i64 3208}
!160 = !{!57, !26, i64 3168}
!161 = !{!57, !26, i64 3184}
!162 = !{!36, !30, i64 192}
!163 = !{!57, !7, i64 376}
!164 = !{!57, !7, i64 328}
!165 = !{!57, !30, i64 3144}
!166 = !{!57, !26, i64 3152}
!167 = !{!65, !26, i64 32}
!168 = !{!57, !12, i64 236}
!169 = !{!57, !30, i64 416}
!170 = !{!57, !30, i64 5232}
!171 = !{!57, !26, i64 5240}
!172 = !{!57, !12, i64 276}
!173 = !{i64 0, i64 4, !11, i64 4, i64 4, !11, i64 8, i64 4, !11, i64 12, i64 4, !11}
!174 = !{!175, !12, i64 4}
!175 = !{!"", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12}
!176 = !{!175, !12, i64 8}
!177 = distinct !{!177, !10}
!178 = !{!57, !7, i64 440}
!179 = !{!67, !30, i64 288}
!180 = !{!57, !12, i64 412}
!181 = !{!67, !12, i64 268}
!182 = !{!67, !12, i64 272}
!183 = distinct !{!183, !10}
!184 = distinct !{!184, !10}
!185 = distinct !{!185, !10}
!186 = distinct !{!186, !10}
!187 = distinct !{!187, !10}
!188 = distinct !{!188, !10}
!189 = distinct !{!189, !10}
!190 = !{i64 0, i64 8, !33, i64 8, i64 8, !33}
!191 = distinct !{!191, !10}
!192 = !{i64 0, i64 8, !33, i64 8, i64 8, !33, i64 16, i64 8, !33, i64 24, i64 8, !33, i64 32, i64 8, !33, i64 40, i64 8, !33, i64 48, i64 8, !33, i64 56, i64 1, !6, i64 60, i64 4, !11, i64 64, i64 4, !6, i64 68, i64 4, !6}
!193 = !{i64 0, i64 8, !33, i64 8, i64 8, !33, i64 16, i64 8, !33, i64 24, i64 8, !33, i64 32, i64 8, !33, i64 40, i64 8, !33, i64 48, i64 1, !6, i64 52, i64 4, !11, i64 56, i64 4, !6, i64 60, i64 4, !6}
!194 = !{i64 0, i64 8, !33, i64 8, i64 8, !33, i64 16, i64 8, !33, i64 24, i64 8, !33, i64 32, i64 8, !33, i64 40, i64 1, !6, i64 44, i64 4, !11, i64 48, i64 4, !6, i64 52, i64 4, !6}
!195 = !{i64 0, i64 8, !33, i64 8, i64 8, !33, i64 16, i64 8, !33, i64 24, i64 8, !33, i64 32, i64 1, !6, i64 36, i64 4, !11, i64 40, i64 4, !6, i64 44, i64 4, !6}
!196 = !{i64 0, i64 8, !33, i64 8, i64 8, !33, i64 16, i64 8, !33, i64 24, i64 1, !6, i64 28, i64 4, !11, i64 32, i64 4, !6, i64 36, i64 4, !6}
!197 = !{i64 0, i64 8, !33, i64 8, i64 8, !33, i64 16, i64 1, !6, i64 20, i64 4, !11, i64 24, i64 4, !6, i64 28, i64 4, !6}
!198 = !{i64 0, i64 8, !33, i64 8, i64 1, !6, i64 12, i64 4, !11, i64 16, i64 4, !6, i64 20, i64 4, !6}
!199 = !{!57, !26, i64 904}
!200 = !{!58, !7, i64 56}
!201 = !{!58, !30, i64 16}
!202 = !{!58, !30, i64 24}
!203 = !{!58, !30, i64 32}
!204 = !{!57, !30, i64 3520}
!205 = !{!57, !12, i64 8}
!206 = !{!39, !12, i64 4}
!207 = !{!39, !12, i64 8}
!208 = !{!39, !7, i64 0}
!209 = !{!210, !30, i64 0}
!210 = !{!"ZSTD_DDict_s", !30, i64 0, !30, i64 8, !26, i64 16, !211, i64 24, !12, i64 27316, !12, i64 27320, !29, i64 27328}
!211 = !{!"", !7, i64 0, !7, i64 4104, !7, i64 6160, !7, i64 10264, !7, i64 26652, !7, i64 26664}
!212 = !{!213, !12, i64 30004}
!213 = !{!"ZSTD_DCtx_s", !30, i64 0, !30, i64 8, !30, i64 16, !30, i64 24, !211, i64 32, !7, i64 27324, !30, i64 29888, !30, i64 29896, !30, i64 29904, !30, i64 29912, !26, i64 29920, !214, i64 29928, !26, i64 29976, !26, i64 29984, !7, i64 29992, !7, i64 29996, !12, i64 30000, !12, i64 30004, !60, i64 30008, !26, i64 30096, !7, i64 30104, !7, i64 30108, !12, i64 30112, !30, i64 30120, !29, i64 30128, !26, i64 30152, !26, i64 30160, !26, i64 30168, !12, i64 30176, !30, i64 30184, !30, i64 30192, !12, i64 30200, !12, i64 30204, !7, i64 30208, !30, i64 30216, !7, i64 30224, !12, i64 30228, !12, i64 30232, !7, i64 30236, !30, i64 30240, !26, i64 30248, !26, i64 30256, !26, i64 30264, !30, i64 30272, !26, i64 30280, !26, i64 30288, !26, i64 30296, !26, i64 30304, !12, i64 30312, !12, i64 30316, !7, i64 30320, !122, i64 30328, !30, i64 30352, !30, i64 30360, !7, i64 30368, !7, i64 30372, !7, i64 95940, !26, i64 95960}
!214 = !{!"", !59, i64 0, !59, i64 8, !12, i64 16, !7, i64 20, !12, i64 24, !12, i64 28, !12, i64 32, !12, i64 36, !12, i64 40}
!215 = !{!213, !12, i64 30204}
!216 = !{!217, !12, i64 4}
!217 = !{!"", !7, i64 0, !12, i64 4, !12, i64 8}
!218 = !{!217, !7, i64 0}
!219 = !{!217, !12, i64 8}
!220 = !{!214, !59, i64 8}
!221 = !{!222, !12, i64 28}
!222 = !{!"", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !223, i64 16, !12, i64 24, !12, i64 28, !38, i64 32}
!223 = !{!"double", !7, i64 0}
!224 = !{!225}
!225 = distinct !{!225, !226, !"COVER_dictSelectionError: argument 0"}
!226 = distinct !{!226, !"COVER_dictSelectionError"}
!227 = !{!228, !26, i64 16}
!228 = !{!"COVER_dictSelection", !30, i64 0, !26, i64 8, !26, i64 16}
!229 = !{!230, !225}
!230 = distinct !{!230, !231, !"setDictSelection: argument 0"}
!231 = distinct !{!231, !"setDictSelection"}
!232 = !{!233}
!233 = distinct !{!233, !234, !"COVER_dictSelectionError: argument 0"}
!234 = distinct !{!234, !"COVER_dictSelectionError"}
!235 = !{!236, !233}
!236 = distinct !{!236, !237, !"setDictSelection: argument 0"}
!237 = distinct !{!237, !"setDictSelection"}
!238 = !{i64 0, i64 4, !11, i64 4, i64 4, !11, i64 8, i64 4, !11, i64 12, i64 4, !11, i64 16, i64 8, !239, i64 24, i64 4, !11, i64 28, i64 4, !11, i64 32, i64 4, !11, i64 36, i64 4, !11, i64 40, i64 4, !11}
!239 = !{!223, !223, i64 0}
!240 = !{!241}
!241 = distinct !{!241, !242, !"COVER_dictSelectionError: argument 0"}
!242 = distinct !{!242, !"COVER_dictSelectionError"}
!243 = !{!244, !241}
!244 = distinct !{!244, !245, !"setDictSelection: argument 0"}
!245 = distinct !{!245, !"setDictSelection"}
!246 = !{!222, !12, i64 24}
!247 = !{!228, !30, i64 0}
!248 = !{!249}
!249 = distinct !{!249, !250, !"setDictSelection: argument 0"}
!250 = distinct !{!250, !"setDictSelection"}
!251 = !{!228, !26, i64 8}
!252 = !{!253}
!253 = distinct !{!253, !254, !"COVER_dictSelectionError: argument 0"}
!254 = distinct !{!254, !"COVER_dictSelectionError"}
!255 = !{!256, !253}
!256 = distinct !{!256, !257, !"setDictSelection: argument 0"}
!257 = distinct !{!257, !"setDictSelection"}
!258 = !{!259}
!259 = distinct !{!259, !260, !"COVER_dictSelectionError: argument 0"}
!260 = distinct !{!260, !"COVER_dictSelectionError"}
!261 = !{!262, !259}
!262 = distinct !{!262, !263, !"setDictSelection: argument 0"}
!263 = distinct !{!263, !"setDictSelection"}
!264 = !{!265}
!265 = distinct !{!265, !266, !"setDictSelection: argument 0"}
!266 = distinct !{!266, !"setDictSelection"}
!267 = distinct !{!267, !10}
!268 = !{!269}
!269 = distinct !{!269, !270, !"setDictSelection: argument 0"}
!270 = distinct !{!270, !"setDictSelection"}
