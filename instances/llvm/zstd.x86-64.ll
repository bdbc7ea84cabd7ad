; ModuleID = '/tmp/tmpqgxc_g9h/zstd.ll'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ZSTD_customMem = type { i8* (i8*, i64)*, void (i8*, i8*)*, i8* }
%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.FSE_symbolCompressionTransform = type { i32, i32 }
%struct.ZSTD_compressionParameters = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.COVER_ctx_t = type { i8*, i64*, i64*, i64, i64, i64, i32*, i64, i32*, i32*, i32 }
%struct.POOL_ctx_s = type { %struct.ZSTD_customMem, i64*, i64, i64, %struct.POOL_job_s*, i64, i64, i64, i64, i32, %union.pthread_mutex_t, %union.pthread_cond_t, %union.pthread_cond_t, i32 }
%struct.POOL_job_s = type { void (i8*)*, i8* }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%union.pthread_mutexattr_t = type { i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }
%struct.seqStore_t = type { %struct.seqDef_s*, %struct.seqDef_s*, i8*, i8*, i8*, i8*, i8*, i64, i64, i32, i32 }
%struct.seqDef_s = type { i32, i16, i16 }
%struct.ZSTD_entropyCTables_t = type { %struct.ZSTD_hufCTables_t, %struct.ZSTD_fseCTables_t }
%struct.ZSTD_hufCTables_t = type { [257 x i64], i32 }
%struct.ZSTD_fseCTables_t = type { [193 x i32], [363 x i32], [329 x i32], i32, i32, i32 }
%struct.ZSTD_CCtx_params_s = type { i32, %struct.ZSTD_compressionParameters, %struct.ZSTD_frameParameters, i32, i32, i64, i32, i32, i32, i32, i64, i32, i32, %struct.ldmParams_t, i32, i32, i32, i32, i32, i32, i32, i32, %struct.ZSTD_customMem, i32, i32, i8*, i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)*, i64, i32 }
%struct.ZSTD_frameParameters = type { i32, i32, i32 }
%struct.ldmParams_t = type { i32, i32, i32, i32, i32, i32 }
%struct.ZSTD_Sequence = type { i32, i32, i32, i32 }
%struct.ZSTD_entropyCTablesMetadata_t = type { %struct.ZSTD_hufCTablesMetadata_t, %struct.ZSTD_fseCTablesMetadata_t }
%struct.ZSTD_hufCTablesMetadata_t = type { i32, [128 x i8], i64 }
%struct.ZSTD_fseCTablesMetadata_t = type { i32, i32, i32, [133 x i8], i64, i64 }
%struct.ZSTD_CCtx_s = type { i32, i32, i32, %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s, i32, i64, %struct.ZSTD_cwksp, i64, i64, i64, i64, %struct.XXH_NAMESPACEXXH64_state_s, %struct.ZSTD_customMem, %struct.POOL_ctx_s*, i64, %struct.SeqCollector, i32, i32, %struct.seqStore_t, %struct.ldmState_t, %struct.ZSTD_frameParameters*, i64, %struct.rawSeqStore_t, %struct.ZSTD_blockState_t, i32*, i32, i8*, i64, i64, i64, i64, i8*, i64, i64, i64, i32, i32, %struct.ZSTD_inBuffer_s, i64, i64, %struct.ZSTD_localDict, %struct.ZSTD_CDict_s*, %struct.ZSTD_prefixDict_s, %struct.ZSTDMT_CCtx_s*, %struct.ZSTD_blockSplitCtx, %struct.ZSTD_Sequence*, i64 }
%struct.ZSTD_cwksp = type { i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8, i32, i32, i32 }
%struct.XXH_NAMESPACEXXH64_state_s = type { i64, [4 x i64], [4 x i64], i32, i32, i64 }
%struct.SeqCollector = type { i32, %struct.ZSTD_Sequence*, i64, i64 }
%struct.ldmState_t = type { %struct.ZSTD_window_t, %struct.FSE_symbolCompressionTransform*, i32, i8*, [64 x i64], [64 x %struct.ldmMatchCandidate_t] }
%struct.ZSTD_window_t = type { i8*, i8*, i8*, i32, i32, i32 }
%struct.ldmMatchCandidate_t = type { i8*, i32, i32, %struct.FSE_symbolCompressionTransform* }
%struct.rawSeqStore_t = type { %struct.ZSTD_frameParameters*, i64, i64, i64, i64 }
%struct.ZSTD_blockState_t = type { %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_matchState_t }
%struct.ZSTD_compressedBlockState_t = type { %struct.ZSTD_entropyCTables_t, [3 x i32] }
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
%struct.ZSTD_sequencePosition = type { i32, i32, i64 }
%struct.ZSTD_parameters = type { %struct.ZSTD_compressionParameters, %struct.ZSTD_frameParameters }
%struct.HUF_DEltX1 = type { i8, i8 }
%struct.BIT_DStream_t = type { i64, i32, i8*, i8*, i8* }
%struct.ZSTD_entropyDTables_t = type { [513 x %struct.ZSTD_seqSymbol], [257 x %struct.ZSTD_seqSymbol], [513 x %struct.ZSTD_seqSymbol], [4097 x i32], [3 x i32], [157 x i32] }
%struct.ZSTD_seqSymbol = type { i16, i8, i8, i32 }
%struct.ZSTD_DDict_s = type { i8*, i8*, i64, %struct.ZSTD_entropyDTables_t, i32, i32, %struct.ZSTD_customMem }
%struct.ZSTD_DCtx_s = type { %struct.ZSTD_seqSymbol*, %struct.ZSTD_seqSymbol*, %struct.ZSTD_seqSymbol*, i32*, %struct.ZSTD_entropyDTables_t, [640 x i32], i8*, i8*, i8*, i8*, i64, %struct.ZSTD_frameHeader, i64, i64, i32, i32, i32, i32, %struct.XXH_NAMESPACEXXH64_state_s, i64, i32, i32, i32, i8*, %struct.ZSTD_customMem, i64, i64, i64, i32, i32, %struct.ZSTD_DDict_s*, %struct.ZSTD_DDict_s*, i32, i32, i32, %struct.ZSTD_DDictHashSet*, i32, i32, i32, i32, i8*, i64, i64, i64, i8*, i64, i64, i64, i64, i32, i32, i32, %struct.ZSTD_inBuffer_s, i8*, i8*, i32, [65568 x i8], [18 x i8], i64 }
%struct.ZSTD_frameHeader = type { i64, i64, i32, i32, i32, i32, i32, i32, i32 }
%struct.ZSTD_DDictHashSet = type { %struct.ZSTD_DDict_s**, i64, i64 }
%struct.ZDICT_cover_params_t = type { i32, i32, i32, i32, double, i32, i32, %struct.ZSTD_frameParameters }
%struct.COVER_best_s = type { %union.pthread_mutex_t, %union.pthread_cond_t, i64, i8*, i64, %struct.ZDICT_cover_params_t, i64 }
%struct.FASTCOVER_ctx_t = type { i8*, i64*, i64*, i64, i64, i64, i64, i32*, i32, i32, %struct.FSE_symbolCompressionTransform }
%struct.ZDICT_fastCover_params_t = type { i32, i32, i32, i32, i32, double, i32, i32, i32, %struct.ZSTD_frameParameters }
%struct.FASTCOVER_tryParameters_data_s = type { %struct.FASTCOVER_ctx_t*, %struct.COVER_best_s*, i64, %struct.ZDICT_cover_params_t }

@ZSTD_defaultCMem = external hidden constant %struct.ZSTD_customMem, align 8
@repStartValue = external hidden unnamed_addr constant [3 x i32], align 4
@ML_bits = external hidden constant [53 x i8], align 16
@LL_bits = external hidden constant [36 x i8], align 16
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.36 = external hidden unnamed_addr constant [280 x i8], align 1
@g_displayLevel = external hidden unnamed_addr global i32, align 4
@.str.39 = external hidden unnamed_addr constant [40 x i8], align 1
@.str.44 = external hidden unnamed_addr constant [40 x i8], align 1
@.str.45 = external hidden unnamed_addr constant [6 x i8], align 1
@.str.46 = external hidden unnamed_addr constant [30 x i8], align 1
@.str.47 = external hidden unnamed_addr constant [6 x i8], align 1
@.str.48 = external hidden unnamed_addr constant [31 x i8], align 1
@g_time = external hidden unnamed_addr global i64, align 8
@.str.49 = external hidden unnamed_addr constant [13 x i8], align 1
@.str.50 = external hidden unnamed_addr constant [7 x i8], align 1
@.str.51 = external hidden unnamed_addr constant [1 x i8], align 1
@.str.52 = external hidden unnamed_addr constant [32 x i8], align 1
@.str.53 = external hidden unnamed_addr constant [45 x i8], align 1
@FASTCOVER_defaultAccelParameters = external hidden unnamed_addr constant [11 x %struct.FSE_symbolCompressionTransform], align 16
@.str.54 = external hidden unnamed_addr constant [22 x i8], align 1
@.str.55 = external hidden unnamed_addr constant [17 x i8], align 1
@.str.56 = external hidden unnamed_addr constant [13 x i8], align 1
@.str.57 = external hidden unnamed_addr constant [7 x i8], align 1
@.str.58 = external hidden unnamed_addr constant [17 x i8], align 1
@.str.59 = external hidden unnamed_addr constant [31 x i8], align 1
@.str.60 = external hidden unnamed_addr constant [42 x i8], align 1
@__PRETTY_FUNCTION__.ZDICT_finalizeDictionary = external hidden unnamed_addr constant [130 x i8], align 1
@.str.61 = external hidden unnamed_addr constant [65 x i8], align 1
@BIT_reloadDStream.zeroFilled = external hidden constant i64, align 8
@BIT_mask = external hidden unnamed_addr constant [32 x i32], align 16
@OF_defaultNorm = external hidden constant [29 x i16], align 16
@LL_defaultNorm = external hidden constant [36 x i16], align 16
@ML_defaultNorm = external hidden constant [53 x i16], align 16
@attachDictSizeCutoffs = external hidden unnamed_addr constant [10 x i64], align 16
@ZSTD_defaultCParameters = external hidden unnamed_addr constant [4 x [23 x %struct.ZSTD_compressionParameters]], align 16
@g_coverCtx = external hidden unnamed_addr global %struct.COVER_ctx_t*, align 8

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local i64 @FSE_readNCount_bmi2(i16* nocapture noundef writeonly, i32* nocapture noundef, i32* nocapture noundef writeonly, i8* noundef, i64 noundef, i32 noundef) local_unnamed_addr #0

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #4

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i64 @HUF_readStats_wksp(i8* noundef %0, i64 noundef %1, i32* nocapture noundef %2, i32* nocapture noundef writeonly %3, i32* nocapture noundef writeonly %4, i8* noundef %5, i64 noundef %6, i8* nocapture noundef %7, i64 noundef %8, i32 noundef %9) local_unnamed_addr #0 {
  %11 = and i32 %9, 1
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %10
  %14 = tail call fastcc i64 @HUF_readStats_body_bmi2(i8* noundef %0, i64 noundef %1, i32* noundef %2, i32* noundef %3, i32* noundef %4, i8* noundef %5, i64 noundef %6, i8* noundef %7, i64 noundef %8)
  br label %188

15:                                               ; preds = %10
  %16 = icmp eq i64 %6, 0
  br i1 %16, label %188, label %17

17:                                               ; preds = %15
  %18 = load i8, i8* %5, align 1, !tbaa !5
  %19 = zext i8 %18 to i64
  %20 = icmp slt i8 %18, 0
  br i1 %20, label %21, label %126

21:                                               ; preds = %17
  %22 = add nsw i64 %19, -127
  %23 = add nsw i64 %19, -126
  %24 = lshr i64 %23, 1
  %25 = icmp ult i64 %24, %6
  br i1 %25, label %26, label %188

26:                                               ; preds = %21
  %27 = icmp ult i64 %22, %1
  br i1 %27, label %28, label %188

28:                                               ; preds = %26
  %29 = getelementptr i8, i8* %5, i64 1
  %30 = icmp eq i64 %22, 0
  br i1 %30, label %31, label %33

31:                                               ; preds = %28
  %32 = bitcast i32* %2 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(52) %32, i8 0, i64 52, i1 false) #36
  br label %188

33:                                               ; preds = %28
  %34 = and i64 %22, 4294967295
  %35 = call i64 @llvm.umax.i64(i64 %34, i64 2)
  %36 = add nsw i64 %35, -1
  %37 = lshr i64 %36, 1
  %38 = add nuw nsw i64 %37, 1
  %39 = icmp ult i64 %36, 14
  br i1 %39, label %111, label %40

40:                                               ; preds = %33
  %41 = call i64 @llvm.umax.i64(i64 %34, i64 2)
  %42 = add nsw i64 %41, -1
  %43 = lshr i64 %42, 1
  %44 = add nuw nsw i64 %41, 1
  %45 = and i64 %44, 8589934590
  %46 = getelementptr i8, i8* %0, i64 %45
  %47 = add nuw nsw i64 %43, 2
  %48 = getelementptr i8, i8* %5, i64 %47
  %49 = icmp ugt i8* %48, %0
  %50 = icmp ult i8* %29, %46
  %51 = and i1 %49, %50
  br i1 %51, label %111, label %52

52:                                               ; preds = %40
  %53 = and i64 %38, 9223372036854775800
  %54 = shl nuw i64 %53, 1
  %55 = add nsw i64 %53, -8
  %56 = lshr exact i64 %55, 3
  %57 = add nuw nsw i64 %56, 1
  %58 = and i64 %57, 1
  %59 = icmp eq i64 %55, 0
  br i1 %59, label %93, label %60

60:                                               ; preds = %52
  %61 = and i64 %57, 4611686018427387902
  %62 = getelementptr inbounds i8, i8* %0, i64 -1
  %63 = getelementptr inbounds i8, i8* %0, i64 -1
  br label %64

64:                                               ; preds = %64, %60
  %65 = phi i64 [ 0, %60 ], [ %90, %64 ]
  %66 = phi i64 [ 0, %60 ], [ %91, %64 ]
  %67 = shl i64 %65, 1
  %68 = and i64 %65, 9223372036854775792
  %69 = getelementptr inbounds i8, i8* %29, i64 %68
  %70 = bitcast i8* %69 to <8 x i8>*
  %71 = load <8 x i8>, <8 x i8>* %70, align 1, !tbaa !5, !alias.scope !8
  %72 = lshr <8 x i8> %71, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %73 = and <8 x i8> %71, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %74 = or i64 %67, 1
  %75 = getelementptr inbounds i8, i8* %62, i64 %74
  %76 = bitcast i8* %75 to <16 x i8>*
  %77 = shufflevector <8 x i8> %72, <8 x i8> %73, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i8> %77, <16 x i8>* %76, align 1, !tbaa !5
  %78 = or i64 %65, 8
  %79 = shl i64 %78, 1
  %80 = and i64 %78, 9223372036854775800
  %81 = getelementptr inbounds i8, i8* %29, i64 %80
  %82 = bitcast i8* %81 to <8 x i8>*
  %83 = load <8 x i8>, <8 x i8>* %82, align 1, !tbaa !5, !alias.scope !8
  %84 = lshr <8 x i8> %83, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %85 = and <8 x i8> %83, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %86 = or i64 %79, 1
  %87 = getelementptr inbounds i8, i8* %63, i64 %86
  %88 = bitcast i8* %87 to <16 x i8>*
  %89 = shufflevector <8 x i8> %84, <8 x i8> %85, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i8> %89, <16 x i8>* %88, align 1, !tbaa !5
  %90 = add nuw i64 %65, 16
  %91 = add i64 %66, 2
  %92 = icmp eq i64 %91, %61
  br i1 %92, label %93, label %64, !llvm.loop !11

93:                                               ; preds = %64, %52
  %94 = phi i64 [ 0, %52 ], [ %90, %64 ]
  %95 = icmp eq i64 %58, 0
  br i1 %95, label %109, label %96

96:                                               ; preds = %93
  %97 = shl i64 %94, 1
  %98 = and i64 %94, 9223372036854775800
  %99 = getelementptr inbounds i8, i8* %29, i64 %98
  %100 = bitcast i8* %99 to <8 x i8>*
  %101 = load <8 x i8>, <8 x i8>* %100, align 1, !tbaa !5, !alias.scope !8
  %102 = lshr <8 x i8> %101, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %103 = and <8 x i8> %101, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>
  %104 = or i64 %97, 1
  %105 = getelementptr inbounds i8, i8* %0, i64 -1
  %106 = getelementptr inbounds i8, i8* %105, i64 %104
  %107 = bitcast i8* %106 to <16 x i8>*
  %108 = shufflevector <8 x i8> %102, <8 x i8> %103, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i8> %108, <16 x i8>* %107, align 1, !tbaa !5
  br label %109

109:                                              ; preds = %96, %93
  %110 = icmp eq i64 %38, %53
  br i1 %110, label %133, label %111

111:                                              ; preds = %109, %40, %33
  %112 = phi i64 [ 0, %40 ], [ 0, %33 ], [ %54, %109 ]
  br label %113

113:                                              ; preds = %113, %111
  %114 = phi i64 [ %124, %113 ], [ %112, %111 ]
  %115 = lshr exact i64 %114, 1
  %116 = getelementptr inbounds i8, i8* %29, i64 %115
  %117 = load i8, i8* %116, align 1, !tbaa !5
  %118 = lshr i8 %117, 4
  %119 = getelementptr inbounds i8, i8* %0, i64 %114
  store i8 %118, i8* %119, align 1, !tbaa !5
  %120 = load i8, i8* %116, align 1, !tbaa !5
  %121 = and i8 %120, 15
  %122 = or i64 %114, 1
  %123 = getelementptr inbounds i8, i8* %0, i64 %122
  store i8 %121, i8* %123, align 1, !tbaa !5
  %124 = add nuw nsw i64 %114, 2
  %125 = icmp ult i64 %124, %34
  br i1 %125, label %113, label %133, !llvm.loop !14

126:                                              ; preds = %17
  %127 = icmp ult i64 %19, %6
  br i1 %127, label %128, label %188

128:                                              ; preds = %126
  %129 = add i64 %1, -1
  %130 = getelementptr inbounds i8, i8* %5, i64 1
  %131 = tail call i64 @FSE_decompress_wksp_bmi2(i8* noundef %0, i64 noundef %129, i8* noundef nonnull %130, i64 noundef %19, i32 noundef 6, i8* noundef %7, i64 noundef %8, i32 noundef 0) #36
  %132 = icmp ult i64 %131, -119
  br i1 %132, label %133, label %188

133:                                              ; preds = %128, %113, %109
  %134 = phi i64 [ %131, %128 ], [ %22, %109 ], [ %22, %113 ]
  %135 = phi i64 [ %19, %128 ], [ %24, %109 ], [ %24, %113 ]
  %136 = bitcast i32* %2 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(52) %136, i8 0, i64 52, i1 false) #36
  %137 = icmp eq i64 %134, 0
  br i1 %137, label %188, label %138

138:                                              ; preds = %144, %133
  %139 = phi i64 [ %155, %144 ], [ 0, %133 ]
  %140 = phi i32 [ %153, %144 ], [ 0, %133 ]
  %141 = getelementptr inbounds i8, i8* %0, i64 %139
  %142 = load i8, i8* %141, align 1, !tbaa !5
  %143 = icmp ugt i8 %142, 12
  br i1 %143, label %188, label %144

144:                                              ; preds = %138
  %145 = zext i8 %142 to i64
  %146 = getelementptr inbounds i32, i32* %2, i64 %145
  %147 = load i32, i32* %146, align 4, !tbaa !15
  %148 = add i32 %147, 1
  store i32 %148, i32* %146, align 4, !tbaa !15
  %149 = load i8, i8* %141, align 1, !tbaa !5
  %150 = zext i8 %149 to i32
  %151 = shl nuw i32 1, %150
  %152 = ashr i32 %151, 1
  %153 = add i32 %152, %140
  %154 = add nuw nsw i64 %139, 1
  %155 = and i64 %154, 4294967295
  %156 = icmp ugt i64 %134, %155
  br i1 %156, label %138, label %157, !llvm.loop !17

157:                                              ; preds = %144
  %158 = icmp eq i32 %153, 0
  br i1 %158, label %188, label %159

159:                                              ; preds = %157
  %160 = tail call i32 @llvm.ctlz.i32(i32 %153, i1 true) #36, !range !18
  %161 = sub nuw nsw i32 32, %160
  %162 = icmp ugt i32 %153, 4095
  br i1 %162, label %188, label %163

163:                                              ; preds = %159
  store i32 %161, i32* %4, align 4, !tbaa !15
  %164 = shl nuw nsw i32 1, %161
  %165 = sub i32 %164, %153
  %166 = tail call i32 @llvm.ctlz.i32(i32 %165, i1 true) #36, !range !18
  %167 = xor i32 %166, 31
  %168 = shl nuw i32 1, %167
  %169 = sub nuw nsw i32 32, %166
  %170 = icmp eq i32 %168, %165
  br i1 %170, label %171, label %188

171:                                              ; preds = %163
  %172 = trunc i32 %169 to i8
  %173 = getelementptr inbounds i8, i8* %0, i64 %134
  store i8 %172, i8* %173, align 1, !tbaa !5
  %174 = zext i32 %169 to i64
  %175 = getelementptr inbounds i32, i32* %2, i64 %174
  %176 = load i32, i32* %175, align 4, !tbaa !15
  %177 = add i32 %176, 1
  store i32 %177, i32* %175, align 4, !tbaa !15
  %178 = getelementptr inbounds i32, i32* %2, i64 1
  %179 = load i32, i32* %178, align 4, !tbaa !15
  %180 = icmp ugt i32 %179, 1
  %181 = and i32 %179, 1
  %182 = icmp eq i32 %181, 0
  %183 = and i1 %180, %182
  br i1 %183, label %184, label %188

184:                                              ; preds = %171
  %185 = trunc i64 %134 to i32
  %186 = add i32 %185, 1
  store i32 %186, i32* %3, align 4, !tbaa !15
  %187 = add nuw i64 %135, 1
  br label %188

188:                                              ; preds = %184, %171, %163, %159, %157, %138, %133, %128, %126, %31, %26, %21, %15, %13
  %189 = phi i64 [ %14, %13 ], [ %187, %184 ], [ -72, %15 ], [ -72, %21 ], [ -20, %26 ], [ -72, %126 ], [ %131, %128 ], [ -20, %157 ], [ -20, %171 ], [ -20, %159 ], [ -20, %163 ], [ -20, %133 ], [ -20, %31 ], [ -20, %138 ]
  ret i64 %189
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc i64 @HUF_readStats_body_bmi2(i8* noundef, i64 noundef, i32* nocapture noundef, i32* nocapture noundef writeonly, i32* nocapture noundef writeonly, i8* noundef, i64 noundef, i8* nocapture noundef, i64 noundef) unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umax.i64(i64, i64) #4

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local i64 @FSE_decompress_wksp_bmi2(i8* noundef, i64 noundef, i8* noundef, i64 noundef, i32 noundef, i8* nocapture noundef, i64 noundef, i32 noundef) local_unnamed_addr #0

; Function Attrs: nounwind uwtable
declare dso_local %struct.POOL_ctx_s* @POOL_create_advanced(i64 noundef, i64 noundef, %struct.ZSTD_customMem* nocapture noundef readonly byval(%struct.ZSTD_customMem) align 8) local_unnamed_addr #6

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef, %union.pthread_mutexattr_t* noundef) local_unnamed_addr #8

; Function Attrs: nounwind
declare i32 @pthread_cond_init(%union.pthread_cond_t* noundef, %union.pthread_mutexattr_t* noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define dso_local void @POOL_free(%struct.POOL_ctx_s* noundef %0) local_unnamed_addr #6 {
  %2 = icmp eq %struct.POOL_ctx_s* %0, null
  br i1 %2, label %63, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 10
  %5 = tail call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %4) #36
  %6 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 13
  store i32 1, i32* %6, align 8, !tbaa !19
  %7 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %4) #36
  %8 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 11
  %9 = tail call i32 @pthread_cond_broadcast(%union.pthread_cond_t* noundef nonnull %8) #36
  %10 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 12
  %11 = tail call i32 @pthread_cond_broadcast(%union.pthread_cond_t* noundef nonnull %10) #36
  %12 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 2
  %13 = load i64, i64* %12, align 8, !tbaa !24
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %26, label %15

15:                                               ; preds = %3
  %16 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 1
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i64 [ 0, %15 ], [ %23, %17 ]
  %19 = load i64*, i64** %16, align 8, !tbaa !25
  %20 = getelementptr inbounds i64, i64* %19, i64 %18
  %21 = load i64, i64* %20, align 8, !tbaa !26
  %22 = tail call i32 @pthread_join(i64 noundef %21, i8** noundef null) #36
  %23 = add nuw i64 %18, 1
  %24 = load i64, i64* %12, align 8, !tbaa !24
  %25 = icmp ult i64 %23, %24
  br i1 %25, label %17, label %26, !llvm.loop !27

26:                                               ; preds = %17, %3
  %27 = tail call i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef nonnull %4) #36
  %28 = tail call i32 @pthread_cond_destroy(%union.pthread_cond_t* noundef nonnull %8) #36
  %29 = tail call i32 @pthread_cond_destroy(%union.pthread_cond_t* noundef nonnull %10) #36
  %30 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 4
  %31 = bitcast %struct.POOL_job_s** %30 to i8**
  %32 = load i8*, i8** %31, align 8, !tbaa !28
  %33 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 0, i32 1
  %34 = load void (i8*, i8*)*, void (i8*, i8*)** %33, align 1
  %35 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 0, i32 2
  %36 = load i8*, i8** %35, align 1
  %37 = icmp eq i8* %32, null
  br i1 %37, label %45, label %38

38:                                               ; preds = %26
  %39 = icmp eq void (i8*, i8*)* %34, null
  br i1 %39, label %41, label %40

40:                                               ; preds = %38
  tail call void %34(i8* noundef %36, i8* noundef nonnull %32) #36
  br label %42

41:                                               ; preds = %38
  tail call void @free(i8* noundef nonnull %32) #36
  br label %42

42:                                               ; preds = %41, %40
  %43 = load void (i8*, i8*)*, void (i8*, i8*)** %33, align 1
  %44 = load i8*, i8** %35, align 1
  br label %45

45:                                               ; preds = %42, %26
  %46 = phi i8* [ %44, %42 ], [ %36, %26 ]
  %47 = phi void (i8*, i8*)* [ %43, %42 ], [ %34, %26 ]
  %48 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 1
  %49 = bitcast i64** %48 to i8**
  %50 = load i8*, i8** %49, align 8, !tbaa !25
  %51 = icmp eq i8* %50, null
  br i1 %51, label %56, label %52

52:                                               ; preds = %45
  %53 = icmp eq void (i8*, i8*)* %47, null
  br i1 %53, label %55, label %54

54:                                               ; preds = %52
  tail call void %47(i8* noundef %46, i8* noundef nonnull %50) #36
  br label %56

55:                                               ; preds = %52
  tail call void @free(i8* noundef nonnull %50) #36
  br label %56

56:                                               ; preds = %55, %54, %45
  %57 = bitcast %struct.POOL_ctx_s* %0 to i8*
  %58 = load void (i8*, i8*)*, void (i8*, i8*)** %33, align 1
  %59 = icmp eq void (i8*, i8*)* %58, null
  br i1 %59, label %62, label %60

60:                                               ; preds = %56
  %61 = load i8*, i8** %35, align 1
  tail call void %58(i8* noundef %61, i8* noundef nonnull %57) #36
  br label %63

62:                                               ; preds = %56
  tail call void @free(i8* noundef nonnull %57) #36
  br label %63

63:                                               ; preds = %62, %60, %1
  ret void
}

; Function Attrs: nounwind uwtable
define hidden i8* @POOL_thread(i8* noundef %0) #6 {
  %2 = icmp eq i8* %0, null
  br i1 %2, label %63, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, i8* %0, i64 96
  %5 = bitcast i8* %4 to %union.pthread_mutex_t*
  %6 = getelementptr inbounds i8, i8* %0, i64 88
  %7 = bitcast i8* %6 to i32*
  %8 = getelementptr inbounds i8, i8* %0, i64 80
  %9 = bitcast i8* %8 to i64*
  %10 = getelementptr inbounds i8, i8* %0, i64 40
  %11 = bitcast i8* %10 to i64*
  %12 = getelementptr inbounds i8, i8* %0, i64 232
  %13 = bitcast i8* %12 to i32*
  %14 = getelementptr inbounds i8, i8* %0, i64 184
  %15 = bitcast i8* %14 to %union.pthread_cond_t*
  %16 = getelementptr inbounds i8, i8* %0, i64 48
  %17 = bitcast i8* %16 to %struct.POOL_job_s**
  %18 = getelementptr inbounds i8, i8* %0, i64 56
  %19 = bitcast i8* %18 to i64*
  %20 = getelementptr inbounds i8, i8* %0, i64 72
  %21 = bitcast i8* %20 to i64*
  %22 = getelementptr inbounds i8, i8* %0, i64 64
  %23 = bitcast i8* %22 to i64*
  %24 = getelementptr inbounds i8, i8* %0, i64 136
  %25 = bitcast i8* %24 to %union.pthread_cond_t*
  br label %26

26:                                               ; preds = %42, %3
  %27 = tail call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %5) #36
  br label %28

28:                                               ; preds = %40, %26
  %29 = load i32, i32* %7, align 8, !tbaa !29
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %35

31:                                               ; preds = %28
  %32 = load i64, i64* %9, align 8, !tbaa !30
  %33 = load i64, i64* %11, align 8, !tbaa !31
  %34 = icmp ult i64 %32, %33
  br i1 %34, label %42, label %35

35:                                               ; preds = %31, %28
  %36 = load i32, i32* %13, align 8, !tbaa !19
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %40, label %38

38:                                               ; preds = %35
  %39 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %5) #36
  br label %63

40:                                               ; preds = %35
  %41 = tail call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull %15, %union.pthread_mutex_t* noundef nonnull %5) #36
  br label %28, !llvm.loop !32

42:                                               ; preds = %31
  %43 = load %struct.POOL_job_s*, %struct.POOL_job_s** %17, align 8, !tbaa !28
  %44 = load i64, i64* %19, align 8, !tbaa !33
  %45 = getelementptr inbounds %struct.POOL_job_s, %struct.POOL_job_s* %43, i64 %44, i32 0
  %46 = load void (i8*)*, void (i8*)** %45, align 8, !tbaa.struct !34
  %47 = getelementptr inbounds %struct.POOL_job_s, %struct.POOL_job_s* %43, i64 %44, i32 1
  %48 = load i8*, i8** %47, align 8, !tbaa.struct !36
  %49 = add i64 %44, 1
  %50 = load i64, i64* %21, align 8, !tbaa !37
  %51 = urem i64 %49, %50
  store i64 %51, i64* %19, align 8, !tbaa !33
  %52 = add nuw i64 %32, 1
  store i64 %52, i64* %9, align 8, !tbaa !30
  %53 = load i64, i64* %23, align 8, !tbaa !38
  %54 = icmp eq i64 %51, %53
  %55 = zext i1 %54 to i32
  store i32 %55, i32* %7, align 8, !tbaa !29
  %56 = tail call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull %25) #36
  %57 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %5) #36
  tail call void %46(i8* noundef %48) #36
  %58 = tail call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %5) #36
  %59 = load i64, i64* %9, align 8, !tbaa !30
  %60 = add i64 %59, -1
  store i64 %60, i64* %9, align 8, !tbaa !30
  %61 = tail call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull %25) #36
  %62 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %5) #36
  br label %26

63:                                               ; preds = %38, %1
  ret i8* %0
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #8

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #8

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #8

declare i32 @pthread_cond_wait(%union.pthread_cond_t* noundef, %union.pthread_mutex_t* noundef) local_unnamed_addr #9

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(%union.pthread_cond_t* noundef) local_unnamed_addr #8

; Function Attrs: nounwind
declare i32 @pthread_cond_broadcast(%union.pthread_cond_t* noundef) local_unnamed_addr #8

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #9

; Function Attrs: nounwind
declare i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef) local_unnamed_addr #8

; Function Attrs: nounwind
declare i32 @pthread_cond_destroy(%union.pthread_cond_t* noundef) local_unnamed_addr #8

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #10

; Function Attrs: nounwind uwtable
define dso_local i32 @POOL_resize(%struct.POOL_ctx_s* noundef %0, i64 noundef %1) local_unnamed_addr #6 {
  %3 = icmp eq %struct.POOL_ctx_s* %0, null
  br i1 %3, label %65, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 10
  %6 = tail call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %5) #36
  %7 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 2
  %8 = load i64, i64* %7, align 8, !tbaa !24
  %9 = icmp ult i64 %8, %1
  br i1 %9, label %14, label %10

10:                                               ; preds = %4
  %11 = icmp eq i64 %1, 0
  br i1 %11, label %60, label %12

12:                                               ; preds = %10
  %13 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 3
  store i64 %1, i64* %13, align 8, !tbaa !31
  br label %60

14:                                               ; preds = %4
  %15 = shl i64 %1, 3
  %16 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 0, i32 0
  %17 = load i8* (i8*, i64)*, i8* (i8*, i64)** %16, align 1
  %18 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 0, i32 1
  %19 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 0, i32 2
  %20 = icmp eq i8* (i8*, i64)* %17, null
  br i1 %20, label %24, label %21

21:                                               ; preds = %14
  %22 = load i8*, i8** %19, align 1
  %23 = tail call i8* %17(i8* noundef %22, i64 noundef %15) #36
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %23, i8 0, i64 %15, i1 false) #36
  br label %26

24:                                               ; preds = %14
  %25 = tail call noalias i8* @calloc(i64 noundef 1, i64 noundef %15) #36
  br label %26

26:                                               ; preds = %24, %21
  %27 = phi i8* [ %23, %21 ], [ %25, %24 ]
  %28 = bitcast i8* %27 to i64*
  %29 = icmp eq i8* %27, null
  br i1 %29, label %60, label %30

30:                                               ; preds = %26
  %31 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 1
  %32 = bitcast i64** %31 to i8**
  %33 = load i8*, i8** %32, align 8, !tbaa !25
  %34 = load i64, i64* %7, align 8, !tbaa !24
  %35 = shl i64 %34, 3
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %27, i8* align 8 %33, i64 %35, i1 false) #36
  %36 = load i8*, i8** %32, align 8, !tbaa !25
  %37 = load void (i8*, i8*)*, void (i8*, i8*)** %18, align 1
  %38 = load i8*, i8** %19, align 1
  %39 = icmp eq i8* %36, null
  br i1 %39, label %44, label %40

40:                                               ; preds = %30
  %41 = icmp eq void (i8*, i8*)* %37, null
  br i1 %41, label %43, label %42

42:                                               ; preds = %40
  tail call void %37(i8* noundef %38, i8* noundef nonnull %36) #36
  br label %44

43:                                               ; preds = %40
  tail call void @free(i8* noundef nonnull %36) #36
  br label %44

44:                                               ; preds = %43, %42, %30
  store i8* %27, i8** %32, align 8, !tbaa !25
  %45 = load i64, i64* %7, align 8, !tbaa !24
  %46 = icmp ult i64 %45, %1
  br i1 %46, label %47, label %58

47:                                               ; preds = %44
  %48 = bitcast %struct.POOL_ctx_s* %0 to i8*
  br label %49

49:                                               ; preds = %55, %47
  %50 = phi i64 [ %45, %47 ], [ %56, %55 ]
  %51 = getelementptr inbounds i64, i64* %28, i64 %50
  %52 = tail call i32 @pthread_create(i64* noundef nonnull %51, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @POOL_thread, i8* noundef nonnull %48) #36
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %55, label %54

54:                                               ; preds = %49
  store i64 %50, i64* %7, align 8, !tbaa !24
  br label %60

55:                                               ; preds = %49
  %56 = add i64 %50, 1
  %57 = icmp eq i64 %56, %1
  br i1 %57, label %58, label %49, !llvm.loop !39

58:                                               ; preds = %55, %44
  store i64 %1, i64* %7, align 8, !tbaa !24
  %59 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 3
  store i64 %1, i64* %59, align 8, !tbaa !31
  br label %60

60:                                               ; preds = %58, %54, %26, %12, %10
  %61 = phi i32 [ 0, %12 ], [ 0, %58 ], [ 1, %10 ], [ 1, %26 ], [ 1, %54 ]
  %62 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 12
  %63 = tail call i32 @pthread_cond_broadcast(%union.pthread_cond_t* noundef nonnull %62) #36
  %64 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %5) #36
  br label %65

65:                                               ; preds = %60, %2
  %66 = phi i32 [ %61, %60 ], [ 1, %2 ]
  ret i32 %66
}

; Function Attrs: nounwind uwtable
define dso_local void @POOL_add(%struct.POOL_ctx_s* noundef %0, void (i8*)* noundef %1, i8* noundef %2) local_unnamed_addr #6 {
  %4 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 10
  %5 = tail call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %4) #36
  %6 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 7
  %7 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 8
  %8 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 3
  %9 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 9
  %10 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 5
  %11 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 6
  %12 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 13
  %13 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 11
  br label %14

14:                                               ; preds = %33, %3
  %15 = load i64, i64* %6, align 8, !tbaa !37
  %16 = icmp ugt i64 %15, 1
  br i1 %16, label %17, label %23

17:                                               ; preds = %14
  %18 = load i64, i64* %10, align 8, !tbaa !33
  %19 = load i64, i64* %11, align 8, !tbaa !38
  %20 = add i64 %19, 1
  %21 = urem i64 %20, %15
  %22 = icmp eq i64 %18, %21
  br i1 %22, label %30, label %35

23:                                               ; preds = %14
  %24 = load i64, i64* %7, align 8, !tbaa !30
  %25 = load i64, i64* %8, align 8, !tbaa !31
  %26 = icmp eq i64 %24, %25
  br i1 %26, label %30, label %27

27:                                               ; preds = %23
  %28 = load i32, i32* %9, align 8, !tbaa !29
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %35

30:                                               ; preds = %27, %23, %17
  %31 = load i32, i32* %12, align 8, !tbaa !19
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %50

33:                                               ; preds = %30
  %34 = tail call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull %13, %union.pthread_mutex_t* noundef nonnull %4) #36
  br label %14, !llvm.loop !40

35:                                               ; preds = %27, %17
  %36 = load i32, i32* %12, align 8, !tbaa !19
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %50

38:                                               ; preds = %35
  store i32 0, i32* %9, align 8, !tbaa !29
  %39 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 4
  %40 = load %struct.POOL_job_s*, %struct.POOL_job_s** %39, align 8, !tbaa !28
  %41 = load i64, i64* %11, align 8, !tbaa !38
  %42 = getelementptr inbounds %struct.POOL_job_s, %struct.POOL_job_s* %40, i64 %41, i32 0
  store void (i8*)* %1, void (i8*)** %42, align 8, !tbaa.struct !34
  %43 = getelementptr inbounds %struct.POOL_job_s, %struct.POOL_job_s* %40, i64 %41, i32 1
  store i8* %2, i8** %43, align 8, !tbaa.struct !36
  %44 = load i64, i64* %11, align 8, !tbaa !38
  %45 = add i64 %44, 1
  %46 = load i64, i64* %6, align 8, !tbaa !37
  %47 = urem i64 %45, %46
  store i64 %47, i64* %11, align 8, !tbaa !38
  %48 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 12
  %49 = tail call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull %48) #36
  br label %50

50:                                               ; preds = %38, %35, %30
  %51 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %4) #36
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i64 @FSE_buildCTable_wksp(i32* nocapture noundef writeonly %0, i16* nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, i8* nocapture noundef %4, i64 noundef %5) local_unnamed_addr #0 {
  %7 = shl nuw i32 1, %3
  %8 = add i32 %7, -1
  %9 = getelementptr inbounds i32, i32* %0, i64 1
  %10 = bitcast i32* %9 to i16*
  %11 = icmp eq i32 %3, 0
  %12 = lshr i32 %7, 1
  %13 = select i1 %11, i32 1, i32 %12
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds i32, i32* %9, i64 %14
  %16 = bitcast i32* %15 to %struct.FSE_symbolCompressionTransform*
  %17 = lshr i32 %7, 3
  %18 = add nuw nsw i32 %17, 3
  %19 = add nuw i32 %18, %12
  %20 = add i32 %2, 1
  %21 = bitcast i8* %4 to i16*
  %22 = add i32 %2, 2
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i16, i16* %21, i64 %23
  %25 = bitcast i16* %24 to i8*
  %26 = zext i32 %3 to i64
  %27 = shl nuw i64 1, %26
  %28 = add nuw i64 %27, %23
  %29 = shl i64 %28, 1
  %30 = add i64 %29, 8
  %31 = and i64 %30, -4
  %32 = icmp ugt i64 %31, %5
  br i1 %32, label %333, label %33

33:                                               ; preds = %6
  %34 = trunc i32 %3 to i16
  %35 = bitcast i32* %0 to i16*
  store i16 %34, i16* %35, align 2, !tbaa !41
  %36 = trunc i32 %2 to i16
  %37 = getelementptr inbounds i16, i16* %10, i64 -1
  store i16 %36, i16* %37, align 2, !tbaa !41
  store i16 0, i16* %21, align 2, !tbaa !41
  %38 = icmp eq i32 %20, 0
  br i1 %38, label %39, label %46

39:                                               ; preds = %33
  %40 = trunc i32 %7 to i16
  %41 = add i16 %40, 1
  %42 = zext i32 %20 to i64
  %43 = getelementptr inbounds i16, i16* %21, i64 %42
  store i16 %41, i16* %43, align 2, !tbaa !41
  %44 = zext i32 %7 to i64
  %45 = getelementptr inbounds i8, i8* %25, i64 %44
  br label %82

46:                                               ; preds = %33
  %47 = call i32 @llvm.umax.i32(i32 %22, i32 2)
  %48 = zext i32 %47 to i64
  br label %49

49:                                               ; preds = %68, %46
  %50 = phi i64 [ 1, %46 ], [ %70, %68 ]
  %51 = phi i32 [ %8, %46 ], [ %69, %68 ]
  %52 = add nsw i64 %50, -1
  %53 = getelementptr inbounds i16, i16* %1, i64 %52
  %54 = load i16, i16* %53, align 2, !tbaa !41
  %55 = icmp eq i16 %54, -1
  %56 = getelementptr inbounds i16, i16* %21, i64 %52
  %57 = load i16, i16* %56, align 2, !tbaa !41
  br i1 %55, label %58, label %65

58:                                               ; preds = %49
  %59 = add i16 %57, 1
  %60 = getelementptr inbounds i16, i16* %21, i64 %50
  store i16 %59, i16* %60, align 2, !tbaa !41
  %61 = trunc i64 %52 to i8
  %62 = add i32 %51, -1
  %63 = zext i32 %51 to i64
  %64 = getelementptr inbounds i8, i8* %25, i64 %63
  store i8 %61, i8* %64, align 1, !tbaa !5
  br label %68

65:                                               ; preds = %49
  %66 = add i16 %57, %54
  %67 = getelementptr inbounds i16, i16* %21, i64 %50
  store i16 %66, i16* %67, align 2, !tbaa !41
  br label %68

68:                                               ; preds = %65, %58
  %69 = phi i32 [ %62, %58 ], [ %51, %65 ]
  %70 = add nuw nsw i64 %50, 1
  %71 = icmp eq i64 %70, %48
  br i1 %71, label %72, label %49, !llvm.loop !43

72:                                               ; preds = %68
  %73 = trunc i32 %7 to i16
  %74 = add i16 %73, 1
  %75 = zext i32 %20 to i64
  %76 = getelementptr inbounds i16, i16* %21, i64 %75
  store i16 %74, i16* %76, align 2, !tbaa !41
  %77 = icmp eq i32 %69, %8
  br i1 %77, label %79, label %78

78:                                               ; preds = %72
  br i1 %38, label %247, label %197

79:                                               ; preds = %72
  %80 = zext i32 %7 to i64
  %81 = getelementptr inbounds i8, i8* %25, i64 %80
  br i1 %38, label %82, label %88

82:                                               ; preds = %174, %79, %39
  %83 = phi i8* [ %45, %39 ], [ %81, %79 ], [ %81, %174 ]
  %84 = phi i64 [ %44, %39 ], [ %80, %79 ], [ %80, %174 ]
  %85 = zext i32 %19 to i64
  %86 = zext i32 %8 to i64
  %87 = shl nuw nsw i64 %85, 1
  br label %180

88:                                               ; preds = %174, %79
  %89 = phi i64 [ %177, %174 ], [ 0, %79 ]
  %90 = phi i64 [ %176, %174 ], [ 0, %79 ]
  %91 = phi i64 [ %178, %174 ], [ 0, %79 ]
  %92 = getelementptr inbounds i16, i16* %1, i64 %89
  %93 = load i16, i16* %92, align 2, !tbaa !41
  %94 = getelementptr inbounds i8, i8* %81, i64 %90
  %95 = bitcast i8* %94 to i64*
  store i64 %91, i64* %95, align 1, !tbaa !26
  %96 = icmp sgt i16 %93, 8
  br i1 %96, label %97, label %174

97:                                               ; preds = %88
  %98 = zext i16 %93 to i64
  %99 = call i64 @llvm.umax.i64(i64 %98, i64 16)
  %100 = add nsw i64 %99, -9
  %101 = lshr i64 %100, 3
  %102 = add nuw nsw i64 %101, 1
  %103 = icmp ult i64 %100, 24
  br i1 %103, label %166, label %104

104:                                              ; preds = %97
  %105 = and i64 %102, 4611686018427387900
  %106 = shl i64 %105, 3
  %107 = or i64 %106, 8
  %108 = insertelement <2 x i64> poison, i64 %91, i64 0
  %109 = shufflevector <2 x i64> %108, <2 x i64> poison, <2 x i32> zeroinitializer
  %110 = insertelement <2 x i64> poison, i64 %91, i64 0
  %111 = shufflevector <2 x i64> %110, <2 x i64> poison, <2 x i32> zeroinitializer
  %112 = add nsw i64 %105, -4
  %113 = lshr exact i64 %112, 2
  %114 = add nuw nsw i64 %113, 1
  %115 = and i64 %114, 3
  %116 = icmp ult i64 %112, 12
  br i1 %116, label %149, label %117

117:                                              ; preds = %104
  %118 = and i64 %114, 9223372036854775804
  br label %119

119:                                              ; preds = %119, %117
  %120 = phi i64 [ 0, %117 ], [ %146, %119 ]
  %121 = phi i64 [ 0, %117 ], [ %147, %119 ]
  %122 = shl i64 %120, 3
  %123 = or i64 %122, 8
  %124 = getelementptr inbounds i8, i8* %94, i64 %123
  %125 = bitcast i8* %124 to <2 x i64>*
  store <2 x i64> %109, <2 x i64>* %125, align 1, !tbaa !26
  %126 = getelementptr inbounds i8, i8* %124, i64 16
  %127 = bitcast i8* %126 to <2 x i64>*
  store <2 x i64> %111, <2 x i64>* %127, align 1, !tbaa !26
  %128 = shl i64 %120, 3
  %129 = or i64 %128, 40
  %130 = getelementptr inbounds i8, i8* %94, i64 %129
  %131 = bitcast i8* %130 to <2 x i64>*
  store <2 x i64> %109, <2 x i64>* %131, align 1, !tbaa !26
  %132 = getelementptr inbounds i8, i8* %130, i64 16
  %133 = bitcast i8* %132 to <2 x i64>*
  store <2 x i64> %111, <2 x i64>* %133, align 1, !tbaa !26
  %134 = shl i64 %120, 3
  %135 = or i64 %134, 72
  %136 = getelementptr inbounds i8, i8* %94, i64 %135
  %137 = bitcast i8* %136 to <2 x i64>*
  store <2 x i64> %109, <2 x i64>* %137, align 1, !tbaa !26
  %138 = getelementptr inbounds i8, i8* %136, i64 16
  %139 = bitcast i8* %138 to <2 x i64>*
  store <2 x i64> %111, <2 x i64>* %139, align 1, !tbaa !26
  %140 = shl i64 %120, 3
  %141 = or i64 %140, 104
  %142 = getelementptr inbounds i8, i8* %94, i64 %141
  %143 = bitcast i8* %142 to <2 x i64>*
  store <2 x i64> %109, <2 x i64>* %143, align 1, !tbaa !26
  %144 = getelementptr inbounds i8, i8* %142, i64 16
  %145 = bitcast i8* %144 to <2 x i64>*
  store <2 x i64> %111, <2 x i64>* %145, align 1, !tbaa !26
  %146 = add nuw i64 %120, 16
  %147 = add nuw i64 %121, 4
  %148 = icmp eq i64 %147, %118
  br i1 %148, label %149, label %119, !llvm.loop !44

149:                                              ; preds = %119, %104
  %150 = phi i64 [ 0, %104 ], [ %146, %119 ]
  %151 = icmp eq i64 %115, 0
  br i1 %151, label %164, label %152

152:                                              ; preds = %152, %149
  %153 = phi i64 [ %161, %152 ], [ %150, %149 ]
  %154 = phi i64 [ %162, %152 ], [ 0, %149 ]
  %155 = shl i64 %153, 3
  %156 = or i64 %155, 8
  %157 = getelementptr inbounds i8, i8* %94, i64 %156
  %158 = bitcast i8* %157 to <2 x i64>*
  store <2 x i64> %109, <2 x i64>* %158, align 1, !tbaa !26
  %159 = getelementptr inbounds i8, i8* %157, i64 16
  %160 = bitcast i8* %159 to <2 x i64>*
  store <2 x i64> %111, <2 x i64>* %160, align 1, !tbaa !26
  %161 = add nuw i64 %153, 4
  %162 = add i64 %154, 1
  %163 = icmp eq i64 %162, %115
  br i1 %163, label %164, label %152, !llvm.loop !45

164:                                              ; preds = %152, %149
  %165 = icmp eq i64 %102, %105
  br i1 %165, label %174, label %166

166:                                              ; preds = %164, %97
  %167 = phi i64 [ 8, %97 ], [ %107, %164 ]
  br label %168

168:                                              ; preds = %168, %166
  %169 = phi i64 [ %172, %168 ], [ %167, %166 ]
  %170 = getelementptr inbounds i8, i8* %94, i64 %169
  %171 = bitcast i8* %170 to i64*
  store i64 %91, i64* %171, align 1, !tbaa !26
  %172 = add nuw nsw i64 %169, 8
  %173 = icmp ult i64 %172, %98
  br i1 %173, label %168, label %174, !llvm.loop !47

174:                                              ; preds = %168, %164, %88
  %175 = sext i16 %93 to i64
  %176 = add i64 %90, %175
  %177 = add nuw nsw i64 %89, 1
  %178 = add i64 %91, 72340172838076673
  %179 = icmp eq i64 %177, %75
  br i1 %179, label %82, label %88, !llvm.loop !49

180:                                              ; preds = %180, %82
  %181 = phi i64 [ 0, %82 ], [ %195, %180 ]
  %182 = phi i64 [ 0, %82 ], [ %194, %180 ]
  %183 = and i64 %182, %86
  %184 = getelementptr inbounds i8, i8* %83, i64 %181
  %185 = load i8, i8* %184, align 1, !tbaa !5
  %186 = getelementptr inbounds i8, i8* %25, i64 %183
  store i8 %185, i8* %186, align 1, !tbaa !5
  %187 = add nuw nsw i64 %182, %85
  %188 = and i64 %187, %86
  %189 = or i64 %181, 1
  %190 = getelementptr inbounds i8, i8* %83, i64 %189
  %191 = load i8, i8* %190, align 1, !tbaa !5
  %192 = getelementptr inbounds i8, i8* %25, i64 %188
  store i8 %191, i8* %192, align 1, !tbaa !5
  %193 = add nsw i64 %182, %87
  %194 = and i64 %193, %86
  %195 = add nuw nsw i64 %181, 2
  %196 = icmp ult i64 %195, %84
  br i1 %196, label %180, label %247, !llvm.loop !50

197:                                              ; preds = %243, %78
  %198 = phi i64 [ %245, %243 ], [ 0, %78 ]
  %199 = phi i32 [ %244, %243 ], [ 0, %78 ]
  %200 = getelementptr inbounds i16, i16* %1, i64 %198
  %201 = load i16, i16* %200, align 2, !tbaa !41
  %202 = sext i16 %201 to i32
  %203 = icmp sgt i16 %201, 0
  br i1 %203, label %204, label %243

204:                                              ; preds = %197
  %205 = trunc i64 %198 to i8
  %206 = and i32 %202, 1
  %207 = icmp eq i16 %201, 1
  br i1 %207, label %231, label %208

208:                                              ; preds = %204
  %209 = and i32 %202, -2
  br label %210

210:                                              ; preds = %228, %208
  %211 = phi i32 [ %199, %208 ], [ %226, %228 ]
  %212 = phi i32 [ 0, %208 ], [ %229, %228 ]
  %213 = zext i32 %211 to i64
  %214 = getelementptr inbounds i8, i8* %25, i64 %213
  store i8 %205, i8* %214, align 1, !tbaa !5
  br label %215

215:                                              ; preds = %215, %210
  %216 = phi i32 [ %211, %210 ], [ %218, %215 ]
  %217 = add i32 %216, %19
  %218 = and i32 %217, %8
  %219 = icmp ugt i32 %218, %69
  br i1 %219, label %215, label %220, !llvm.loop !51

220:                                              ; preds = %215
  %221 = zext i32 %218 to i64
  %222 = getelementptr inbounds i8, i8* %25, i64 %221
  store i8 %205, i8* %222, align 1, !tbaa !5
  br label %223

223:                                              ; preds = %223, %220
  %224 = phi i32 [ %218, %220 ], [ %226, %223 ]
  %225 = add i32 %224, %19
  %226 = and i32 %225, %8
  %227 = icmp ugt i32 %226, %69
  br i1 %227, label %223, label %228, !llvm.loop !51

228:                                              ; preds = %223
  %229 = add i32 %212, 2
  %230 = icmp eq i32 %229, %209
  br i1 %230, label %231, label %210, !llvm.loop !52

231:                                              ; preds = %228, %204
  %232 = phi i32 [ undef, %204 ], [ %226, %228 ]
  %233 = phi i32 [ %199, %204 ], [ %226, %228 ]
  %234 = icmp eq i32 %206, 0
  br i1 %234, label %243, label %235

235:                                              ; preds = %231
  %236 = zext i32 %233 to i64
  %237 = getelementptr inbounds i8, i8* %25, i64 %236
  store i8 %205, i8* %237, align 1, !tbaa !5
  br label %238

238:                                              ; preds = %238, %235
  %239 = phi i32 [ %233, %235 ], [ %241, %238 ]
  %240 = add i32 %239, %19
  %241 = and i32 %240, %8
  %242 = icmp ugt i32 %241, %69
  br i1 %242, label %238, label %243, !llvm.loop !51

243:                                              ; preds = %238, %231, %197
  %244 = phi i32 [ %199, %197 ], [ %232, %231 ], [ %241, %238 ]
  %245 = add nuw nsw i64 %198, 1
  %246 = icmp eq i64 %245, %75
  br i1 %246, label %247, label %197, !llvm.loop !53

247:                                              ; preds = %243, %180, %78
  %248 = zext i32 %7 to i64
  %249 = and i64 %248, 1
  %250 = icmp eq i32 %3, 0
  br i1 %250, label %253, label %251

251:                                              ; preds = %247
  %252 = and i64 %248, 4294967294
  br label %276

253:                                              ; preds = %276, %247
  %254 = phi i64 [ 0, %247 ], [ %302, %276 ]
  %255 = icmp eq i64 %249, 0
  br i1 %255, label %268, label %256

256:                                              ; preds = %253
  %257 = getelementptr inbounds i8, i8* %25, i64 %254
  %258 = load i8, i8* %257, align 1, !tbaa !5
  %259 = trunc i64 %254 to i32
  %260 = add i32 %7, %259
  %261 = trunc i32 %260 to i16
  %262 = zext i8 %258 to i64
  %263 = getelementptr inbounds i16, i16* %21, i64 %262
  %264 = load i16, i16* %263, align 2, !tbaa !41
  %265 = add i16 %264, 1
  store i16 %265, i16* %263, align 2, !tbaa !41
  %266 = zext i16 %264 to i64
  %267 = getelementptr inbounds i16, i16* %10, i64 %266
  store i16 %261, i16* %267, align 2, !tbaa !41
  br label %268

268:                                              ; preds = %256, %253
  %269 = shl i32 %3, 16
  %270 = sub i32 %269, %7
  %271 = add i32 %269, 65536
  %272 = sub i32 %271, %7
  %273 = add i32 %3, -31
  %274 = call i32 @llvm.umax.i32(i32 %20, i32 1)
  %275 = zext i32 %274 to i64
  br label %305

276:                                              ; preds = %276, %251
  %277 = phi i64 [ 0, %251 ], [ %302, %276 ]
  %278 = phi i64 [ 0, %251 ], [ %303, %276 ]
  %279 = getelementptr inbounds i8, i8* %25, i64 %277
  %280 = load i8, i8* %279, align 1, !tbaa !5
  %281 = trunc i64 %277 to i32
  %282 = add i32 %7, %281
  %283 = trunc i32 %282 to i16
  %284 = zext i8 %280 to i64
  %285 = getelementptr inbounds i16, i16* %21, i64 %284
  %286 = load i16, i16* %285, align 2, !tbaa !41
  %287 = add i16 %286, 1
  store i16 %287, i16* %285, align 2, !tbaa !41
  %288 = zext i16 %286 to i64
  %289 = getelementptr inbounds i16, i16* %10, i64 %288
  store i16 %283, i16* %289, align 2, !tbaa !41
  %290 = or i64 %277, 1
  %291 = getelementptr inbounds i8, i8* %25, i64 %290
  %292 = load i8, i8* %291, align 1, !tbaa !5
  %293 = trunc i64 %290 to i32
  %294 = add i32 %7, %293
  %295 = trunc i32 %294 to i16
  %296 = zext i8 %292 to i64
  %297 = getelementptr inbounds i16, i16* %21, i64 %296
  %298 = load i16, i16* %297, align 2, !tbaa !41
  %299 = add i16 %298, 1
  store i16 %299, i16* %297, align 2, !tbaa !41
  %300 = zext i16 %298 to i64
  %301 = getelementptr inbounds i16, i16* %10, i64 %300
  store i16 %295, i16* %301, align 2, !tbaa !41
  %302 = add nuw nsw i64 %277, 2
  %303 = add i64 %278, 2
  %304 = icmp eq i64 %303, %252
  br i1 %304, label %253, label %276, !llvm.loop !54

305:                                              ; preds = %329, %268
  %306 = phi i64 [ 0, %268 ], [ %331, %329 ]
  %307 = phi i32 [ 0, %268 ], [ %330, %329 ]
  %308 = getelementptr inbounds i16, i16* %1, i64 %306
  %309 = load i16, i16* %308, align 2, !tbaa !41
  %310 = sext i16 %309 to i32
  switch i32 %310, label %318 [
    i32 0, label %311
    i32 -1, label %313
    i32 1, label %313
  ]

311:                                              ; preds = %305
  %312 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %16, i64 %306, i32 1
  store i32 %272, i32* %312, align 4, !tbaa !55
  br label %329

313:                                              ; preds = %305, %305
  %314 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %16, i64 %306, i32 1
  store i32 %270, i32* %314, align 4, !tbaa !55
  %315 = add i32 %307, -1
  %316 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %16, i64 %306, i32 0
  store i32 %315, i32* %316, align 4, !tbaa !57
  %317 = add i32 %307, 1
  br label %329

318:                                              ; preds = %305
  %319 = add nsw i32 %310, -1
  %320 = tail call i32 @llvm.ctlz.i32(i32 %319, i1 true) #36, !range !18
  %321 = add i32 %273, %320
  %322 = shl i32 %310, %321
  %323 = shl i32 %321, 16
  %324 = sub i32 %323, %322
  %325 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %16, i64 %306, i32 1
  store i32 %324, i32* %325, align 4, !tbaa !55
  %326 = sub i32 %307, %310
  %327 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %16, i64 %306, i32 0
  store i32 %326, i32* %327, align 4, !tbaa !57
  %328 = add i32 %307, %310
  br label %329

329:                                              ; preds = %318, %313, %311
  %330 = phi i32 [ %328, %318 ], [ %317, %313 ], [ %307, %311 ]
  %331 = add nuw nsw i64 %306, 1
  %332 = icmp eq i64 %331, %275
  br i1 %332, label %333, label %305, !llvm.loop !58

333:                                              ; preds = %329, %6
  %334 = phi i64 [ -44, %6 ], [ 0, %329 ]
  ret i64 %334
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umax.i32(i32, i32) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i64 @FSE_NCountWriteBound(i32 noundef %0, i32 noundef %1) local_unnamed_addr #11 {
  %3 = add i32 %0, 1
  %4 = mul i32 %3, %1
  %5 = add i32 %4, 6
  %6 = lshr i32 %5, 3
  %7 = add nuw nsw i32 %6, 3
  %8 = icmp eq i32 %0, 0
  %9 = select i1 %8, i32 512, i32 %7
  %10 = zext i32 %9 to i64
  ret i64 %10
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i64 @FSE_writeNCount(i8* noundef %0, i64 noundef %1, i16* nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = icmp ugt i32 %4, 12
  br i1 %6, label %21, label %7

7:                                                ; preds = %5
  %8 = icmp ult i32 %4, 5
  br i1 %8, label %21, label %9

9:                                                ; preds = %7
  %10 = add i32 %3, 1
  %11 = mul i32 %10, %4
  %12 = add i32 %11, 6
  %13 = lshr i32 %12, 3
  %14 = add nuw nsw i32 %13, 3
  %15 = icmp eq i32 %3, 0
  %16 = select i1 %15, i32 512, i32 %14
  %17 = zext i32 %16 to i64
  %18 = icmp ule i64 %17, %1
  %19 = zext i1 %18 to i32
  %20 = tail call fastcc i64 @FSE_writeNCount_generic(i8* noundef %0, i64 noundef %1, i16* noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %19)
  br label %21

21:                                               ; preds = %9, %7, %5
  %22 = phi i64 [ -44, %5 ], [ -1, %7 ], [ %20, %9 ]
  ret i64 %22
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc i64 @FSE_writeNCount_generic(i8* noundef, i64 noundef, i16* nocapture noundef readonly, i32 noundef, i32 noundef, i32 noundef) unnamed_addr #0

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local i32 @FSE_optimalTableLog(i32 noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #12 {
  %4 = trunc i64 %1 to i32
  %5 = add i32 %4, -1
  %6 = tail call i32 @llvm.ctlz.i32(i32 %5, i1 true) #36, !range !18
  %7 = sub nsw i32 29, %6
  %8 = tail call i32 @llvm.ctlz.i32(i32 %4, i1 true) #36, !range !18
  %9 = sub nuw nsw i32 32, %8
  %10 = tail call i32 @llvm.ctlz.i32(i32 %2, i1 true) #36, !range !18
  %11 = sub nuw nsw i32 33, %10
  %12 = icmp ult i32 %9, %11
  %13 = select i1 %12, i32 %9, i32 %11
  %14 = icmp eq i32 %0, 0
  %15 = select i1 %14, i32 11, i32 %0
  %16 = icmp ult i32 %7, %15
  %17 = select i1 %16, i32 %7, i32 %15
  %18 = icmp ugt i32 %13, %17
  %19 = select i1 %18, i32 %13, i32 %17
  %20 = icmp ugt i32 %19, 5
  %21 = select i1 %20, i32 %19, i32 5
  %22 = icmp ult i32 %21, 12
  %23 = select i1 %22, i32 %21, i32 12
  ret i32 %23
}

; Function Attrs: nofree nosync nounwind uwtable
define hidden fastcc i64 @FSE_compress_usingCTable_generic(i8* noundef %0, i64 noundef %1, i8* noundef readonly %2, i64 noundef %3, i32* noundef %4, i32 noundef %5) unnamed_addr #0 {
  %7 = getelementptr inbounds i8, i8* %2, i64 %3
  %8 = icmp ult i64 %3, 3
  br i1 %8, label %386, label %9

9:                                                ; preds = %6
  %10 = getelementptr inbounds i8, i8* %0, i64 %1
  %11 = getelementptr inbounds i8, i8* %10, i64 -8
  %12 = icmp ugt i64 %1, 8
  br i1 %12, label %13, label %386

13:                                               ; preds = %9
  %14 = and i64 %3, 1
  %15 = icmp eq i64 %14, 0
  %16 = getelementptr inbounds i8, i8* %7, i64 -1
  %17 = load i8, i8* %16, align 1, !tbaa !5
  %18 = bitcast i32* %4 to i16*
  %19 = load i16, i16* %18, align 1, !tbaa !41
  %20 = zext i16 %19 to i32
  %21 = getelementptr inbounds i32, i32* %4, i64 1
  %22 = icmp eq i16 %19, 0
  %23 = add nsw i32 %20, -1
  %24 = shl nuw i32 1, %23
  %25 = sext i32 %24 to i64
  %26 = select i1 %22, i64 1, i64 %25
  %27 = getelementptr inbounds i32, i32* %21, i64 %26
  %28 = bitcast i32* %27 to %struct.FSE_symbolCompressionTransform*
  %29 = zext i8 %17 to i64
  %30 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %28, i64 %29, i32 0
  %31 = load i32, i32* %30, align 4
  %32 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %28, i64 %29, i32 1
  %33 = load i32, i32* %32, align 4
  %34 = bitcast i32* %21 to i16*
  %35 = add i32 %33, 32768
  %36 = lshr i32 %35, 16
  %37 = and i32 %35, -65536
  %38 = sub i32 %37, %33
  %39 = zext i32 %38 to i64
  %40 = zext i32 %36 to i64
  %41 = lshr i64 %39, %40
  %42 = sext i32 %31 to i64
  %43 = add nsw i64 %41, %42
  %44 = getelementptr inbounds i16, i16* %34, i64 %43
  %45 = load i16, i16* %44, align 2, !tbaa !41
  br i1 %15, label %100, label %46

46:                                               ; preds = %13
  %47 = zext i16 %45 to i64
  %48 = getelementptr inbounds i8, i8* %16, i64 -1
  %49 = load i8, i8* %48, align 1, !tbaa !5
  %50 = zext i8 %49 to i64
  %51 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %28, i64 %50, i32 0
  %52 = load i32, i32* %51, align 4, !tbaa.struct !59
  %53 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %28, i64 %50, i32 1
  %54 = load i32, i32* %53, align 4, !tbaa.struct !60
  %55 = add i32 %54, 32768
  %56 = lshr i32 %55, 16
  %57 = and i32 %55, -65536
  %58 = sub i32 %57, %54
  %59 = zext i32 %58 to i64
  %60 = zext i32 %56 to i64
  %61 = lshr i64 %59, %60
  %62 = sext i32 %52 to i64
  %63 = add nsw i64 %61, %62
  %64 = getelementptr inbounds i16, i16* %34, i64 %63
  %65 = load i16, i16* %64, align 2, !tbaa !41
  %66 = getelementptr inbounds i8, i8* %48, i64 -1
  %67 = load i8, i8* %66, align 1, !tbaa !5
  %68 = zext i8 %67 to i64
  %69 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %28, i64 %68, i32 0
  %70 = load i32, i32* %69, align 4, !tbaa.struct !59
  %71 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %28, i64 %68, i32 1
  %72 = load i32, i32* %71, align 4, !tbaa.struct !60
  %73 = zext i32 %72 to i64
  %74 = add nuw nsw i64 %73, %47
  %75 = lshr i64 %74, 16
  %76 = trunc i64 %75 to i32
  %77 = getelementptr inbounds [32 x i32], [32 x i32]* @BIT_mask, i64 0, i64 %75
  %78 = load i32, i32* %77, align 4, !tbaa !15
  %79 = zext i32 %78 to i64
  %80 = and i64 %79, %47
  %81 = lshr i64 %47, %75
  %82 = sext i32 %70 to i64
  %83 = add nsw i64 %81, %82
  %84 = getelementptr inbounds i16, i16* %34, i64 %83
  %85 = load i16, i16* %84, align 2, !tbaa !41
  %86 = icmp eq i32 %5, 0
  %87 = lshr i64 %74, 19
  %88 = bitcast i8* %0 to i64*
  store i64 %80, i64* %88, align 1, !tbaa !26
  %89 = getelementptr inbounds i8, i8* %0, i64 %87
  br i1 %86, label %94, label %90

90:                                               ; preds = %46
  %91 = and i32 %76, 7
  %92 = shl nuw nsw i64 %87, 3
  %93 = lshr i64 %80, %92
  br label %119

94:                                               ; preds = %46
  %95 = icmp ugt i8* %89, %11
  %96 = select i1 %95, i8* %11, i8* %89
  %97 = and i32 %76, 7
  %98 = shl nuw nsw i64 %87, 3
  %99 = lshr i64 %80, %98
  br label %119

100:                                              ; preds = %13
  %101 = getelementptr inbounds i8, i8* %16, i64 -1
  %102 = load i8, i8* %101, align 1, !tbaa !5
  %103 = zext i8 %102 to i64
  %104 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %28, i64 %103, i32 0
  %105 = load i32, i32* %104, align 4, !tbaa.struct !59
  %106 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %28, i64 %103, i32 1
  %107 = load i32, i32* %106, align 4, !tbaa.struct !60
  %108 = add i32 %107, 32768
  %109 = lshr i32 %108, 16
  %110 = and i32 %108, -65536
  %111 = sub i32 %110, %107
  %112 = zext i32 %111 to i64
  %113 = zext i32 %109 to i64
  %114 = lshr i64 %112, %113
  %115 = sext i32 %105 to i64
  %116 = add nsw i64 %114, %115
  %117 = getelementptr inbounds i16, i16* %34, i64 %116
  %118 = load i16, i16* %117, align 2, !tbaa !41
  br label %119

119:                                              ; preds = %100, %94, %90
  %120 = phi i64 [ 0, %100 ], [ %99, %94 ], [ %93, %90 ]
  %121 = phi i32 [ 0, %100 ], [ %97, %94 ], [ %91, %90 ]
  %122 = phi i16 [ %118, %100 ], [ %85, %94 ], [ %85, %90 ]
  %123 = phi i8* [ %0, %100 ], [ %96, %94 ], [ %89, %90 ]
  %124 = phi i16 [ %45, %100 ], [ %65, %94 ], [ %65, %90 ]
  %125 = phi i8* [ %101, %100 ], [ %66, %94 ], [ %66, %90 ]
  %126 = zext i16 %124 to i64
  %127 = zext i16 %122 to i64
  %128 = and i64 %3, 2
  %129 = icmp eq i64 %128, 0
  br i1 %129, label %130, label %198

130:                                              ; preds = %119
  %131 = getelementptr inbounds i8, i8* %125, i64 -1
  %132 = load i8, i8* %131, align 1, !tbaa !5
  %133 = bitcast i32* %27 to %struct.FSE_symbolCompressionTransform*
  %134 = zext i8 %132 to i64
  %135 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %133, i64 %134, i32 0
  %136 = load i32, i32* %135, align 4, !tbaa.struct !59
  %137 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %133, i64 %134, i32 1
  %138 = load i32, i32* %137, align 4, !tbaa.struct !60
  %139 = bitcast i32* %21 to i16*
  %140 = zext i32 %138 to i64
  %141 = add nuw nsw i64 %140, %126
  %142 = lshr i64 %141, 16
  %143 = trunc i64 %142 to i32
  %144 = getelementptr inbounds [32 x i32], [32 x i32]* @BIT_mask, i64 0, i64 %142
  %145 = load i32, i32* %144, align 4, !tbaa !15
  %146 = zext i32 %145 to i64
  %147 = and i64 %146, %126
  %148 = zext i32 %121 to i64
  %149 = shl nuw nsw i64 %147, %148
  %150 = or i64 %149, %120
  %151 = add nuw nsw i32 %121, %143
  %152 = lshr i64 %126, %142
  %153 = sext i32 %136 to i64
  %154 = add nsw i64 %152, %153
  %155 = getelementptr inbounds i16, i16* %139, i64 %154
  %156 = load i16, i16* %155, align 2, !tbaa !41
  %157 = zext i16 %156 to i64
  %158 = getelementptr inbounds i8, i8* %125, i64 -2
  %159 = load i8, i8* %158, align 1, !tbaa !5
  %160 = zext i8 %159 to i64
  %161 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %133, i64 %160, i32 0
  %162 = load i32, i32* %161, align 4, !tbaa.struct !59
  %163 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %133, i64 %160, i32 1
  %164 = load i32, i32* %163, align 4, !tbaa.struct !60
  %165 = zext i32 %164 to i64
  %166 = add nuw nsw i64 %165, %127
  %167 = lshr i64 %166, 16
  %168 = trunc i64 %167 to i32
  %169 = getelementptr inbounds [32 x i32], [32 x i32]* @BIT_mask, i64 0, i64 %167
  %170 = load i32, i32* %169, align 4, !tbaa !15
  %171 = zext i32 %170 to i64
  %172 = and i64 %171, %127
  %173 = zext i32 %151 to i64
  %174 = shl i64 %172, %173
  %175 = or i64 %150, %174
  %176 = add nuw nsw i32 %151, %168
  %177 = lshr i64 %127, %167
  %178 = sext i32 %162 to i64
  %179 = add nsw i64 %177, %178
  %180 = getelementptr inbounds i16, i16* %139, i64 %179
  %181 = load i16, i16* %180, align 2, !tbaa !41
  %182 = zext i16 %181 to i64
  %183 = icmp eq i32 %5, 0
  %184 = lshr i32 %176, 3
  %185 = zext i32 %184 to i64
  %186 = bitcast i8* %123 to i64*
  store i64 %175, i64* %186, align 1, !tbaa !26
  %187 = getelementptr inbounds i8, i8* %123, i64 %185
  br i1 %183, label %192, label %188

188:                                              ; preds = %130
  %189 = and i32 %176, 7
  %190 = shl nuw nsw i64 %185, 3
  %191 = lshr i64 %175, %190
  br label %198

192:                                              ; preds = %130
  %193 = icmp ugt i8* %187, %11
  %194 = select i1 %193, i8* %11, i8* %187
  %195 = and i32 %176, 7
  %196 = shl nuw nsw i64 %185, 3
  %197 = lshr i64 %175, %196
  br label %198

198:                                              ; preds = %192, %188, %119
  %199 = phi i64 [ %197, %192 ], [ %191, %188 ], [ %120, %119 ]
  %200 = phi i32 [ %195, %192 ], [ %189, %188 ], [ %121, %119 ]
  %201 = phi i64 [ %182, %192 ], [ %182, %188 ], [ %127, %119 ]
  %202 = phi i8* [ %194, %192 ], [ %187, %188 ], [ %123, %119 ]
  %203 = phi i64 [ %157, %192 ], [ %157, %188 ], [ %126, %119 ]
  %204 = phi i8* [ %158, %192 ], [ %158, %188 ], [ %125, %119 ]
  %205 = icmp ugt i8* %204, %2
  br i1 %205, label %206, label %331

206:                                              ; preds = %198
  %207 = bitcast i32* %27 to %struct.FSE_symbolCompressionTransform*
  %208 = bitcast i32* %21 to i16*
  %209 = icmp eq i32 %5, 0
  br label %210

210:                                              ; preds = %210, %206
  %211 = phi i8* [ %204, %206 ], [ %292, %210 ]
  %212 = phi i64 [ %203, %206 ], [ %291, %210 ]
  %213 = phi i8* [ %202, %206 ], [ %323, %210 ]
  %214 = phi i64 [ %201, %206 ], [ %316, %210 ]
  %215 = phi i32 [ %200, %206 ], [ %324, %210 ]
  %216 = phi i64 [ %199, %206 ], [ %326, %210 ]
  %217 = getelementptr inbounds i8, i8* %211, i64 -1
  %218 = load i8, i8* %217, align 1, !tbaa !5
  %219 = zext i8 %218 to i64
  %220 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %207, i64 %219, i32 0
  %221 = load i32, i32* %220, align 4, !tbaa.struct !59
  %222 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %207, i64 %219, i32 1
  %223 = load i32, i32* %222, align 4, !tbaa.struct !60
  %224 = zext i32 %223 to i64
  %225 = add nuw nsw i64 %212, %224
  %226 = lshr i64 %225, 16
  %227 = trunc i64 %226 to i32
  %228 = getelementptr inbounds [32 x i32], [32 x i32]* @BIT_mask, i64 0, i64 %226
  %229 = load i32, i32* %228, align 4, !tbaa !15
  %230 = zext i32 %229 to i64
  %231 = and i64 %212, %230
  %232 = zext i32 %215 to i64
  %233 = shl nuw nsw i64 %231, %232
  %234 = or i64 %233, %216
  %235 = add nuw nsw i32 %215, %227
  %236 = lshr i64 %212, %226
  %237 = sext i32 %221 to i64
  %238 = add nsw i64 %236, %237
  %239 = getelementptr inbounds i16, i16* %208, i64 %238
  %240 = load i16, i16* %239, align 2, !tbaa !41
  %241 = zext i16 %240 to i64
  %242 = getelementptr inbounds i8, i8* %211, i64 -2
  %243 = load i8, i8* %242, align 1, !tbaa !5
  %244 = zext i8 %243 to i64
  %245 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %207, i64 %244, i32 0
  %246 = load i32, i32* %245, align 4, !tbaa.struct !59
  %247 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %207, i64 %244, i32 1
  %248 = load i32, i32* %247, align 4, !tbaa.struct !60
  %249 = zext i32 %248 to i64
  %250 = add nuw nsw i64 %214, %249
  %251 = lshr i64 %250, 16
  %252 = trunc i64 %251 to i32
  %253 = getelementptr inbounds [32 x i32], [32 x i32]* @BIT_mask, i64 0, i64 %251
  %254 = load i32, i32* %253, align 4, !tbaa !15
  %255 = zext i32 %254 to i64
  %256 = and i64 %214, %255
  %257 = zext i32 %235 to i64
  %258 = shl i64 %256, %257
  %259 = or i64 %234, %258
  %260 = add nuw nsw i32 %235, %252
  %261 = lshr i64 %214, %251
  %262 = sext i32 %246 to i64
  %263 = add nsw i64 %261, %262
  %264 = getelementptr inbounds i16, i16* %208, i64 %263
  %265 = load i16, i16* %264, align 2, !tbaa !41
  %266 = zext i16 %265 to i64
  %267 = getelementptr inbounds i8, i8* %211, i64 -3
  %268 = load i8, i8* %267, align 1, !tbaa !5
  %269 = zext i8 %268 to i64
  %270 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %207, i64 %269, i32 0
  %271 = load i32, i32* %270, align 4, !tbaa.struct !59
  %272 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %207, i64 %269, i32 1
  %273 = load i32, i32* %272, align 4, !tbaa.struct !60
  %274 = zext i32 %273 to i64
  %275 = add nuw nsw i64 %274, %241
  %276 = lshr i64 %275, 16
  %277 = trunc i64 %276 to i32
  %278 = getelementptr inbounds [32 x i32], [32 x i32]* @BIT_mask, i64 0, i64 %276
  %279 = load i32, i32* %278, align 4, !tbaa !15
  %280 = zext i32 %279 to i64
  %281 = and i64 %280, %241
  %282 = zext i32 %260 to i64
  %283 = shl i64 %281, %282
  %284 = or i64 %259, %283
  %285 = add nuw nsw i32 %260, %277
  %286 = lshr i64 %241, %276
  %287 = sext i32 %271 to i64
  %288 = add nsw i64 %286, %287
  %289 = getelementptr inbounds i16, i16* %208, i64 %288
  %290 = load i16, i16* %289, align 2, !tbaa !41
  %291 = zext i16 %290 to i64
  %292 = getelementptr inbounds i8, i8* %211, i64 -4
  %293 = load i8, i8* %292, align 1, !tbaa !5
  %294 = zext i8 %293 to i64
  %295 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %207, i64 %294, i32 0
  %296 = load i32, i32* %295, align 4, !tbaa.struct !59
  %297 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %207, i64 %294, i32 1
  %298 = load i32, i32* %297, align 4, !tbaa.struct !60
  %299 = zext i32 %298 to i64
  %300 = add nuw nsw i64 %299, %266
  %301 = lshr i64 %300, 16
  %302 = trunc i64 %301 to i32
  %303 = getelementptr inbounds [32 x i32], [32 x i32]* @BIT_mask, i64 0, i64 %301
  %304 = load i32, i32* %303, align 4, !tbaa !15
  %305 = zext i32 %304 to i64
  %306 = and i64 %305, %266
  %307 = zext i32 %285 to i64
  %308 = shl i64 %306, %307
  %309 = or i64 %284, %308
  %310 = add nuw nsw i32 %285, %302
  %311 = lshr i64 %266, %301
  %312 = sext i32 %296 to i64
  %313 = add nsw i64 %311, %312
  %314 = getelementptr inbounds i16, i16* %208, i64 %313
  %315 = load i16, i16* %314, align 2, !tbaa !41
  %316 = zext i16 %315 to i64
  %317 = lshr i32 %310, 3
  %318 = zext i32 %317 to i64
  %319 = bitcast i8* %213 to i64*
  store i64 %309, i64* %319, align 1, !tbaa !26
  %320 = getelementptr inbounds i8, i8* %213, i64 %318
  %321 = icmp ugt i8* %320, %11
  %322 = select i1 %209, i1 %321, i1 false
  %323 = select i1 %322, i8* %11, i8* %320
  %324 = and i32 %310, 7
  %325 = shl nuw nsw i64 %318, 3
  %326 = lshr i64 %309, %325
  %327 = icmp ugt i8* %292, %2
  br i1 %327, label %210, label %328, !llvm.loop !61

328:                                              ; preds = %210
  %329 = zext i16 %290 to i64
  %330 = zext i16 %315 to i64
  br label %331

331:                                              ; preds = %328, %198
  %332 = phi i64 [ %199, %198 ], [ %326, %328 ]
  %333 = phi i32 [ %200, %198 ], [ %324, %328 ]
  %334 = phi i64 [ %201, %198 ], [ %330, %328 ]
  %335 = phi i8* [ %202, %198 ], [ %323, %328 ]
  %336 = phi i64 [ %203, %198 ], [ %329, %328 ]
  %337 = zext i16 %19 to i64
  %338 = getelementptr inbounds [32 x i32], [32 x i32]* @BIT_mask, i64 0, i64 %337
  %339 = load i32, i32* %338, align 4, !tbaa !15
  %340 = zext i32 %339 to i64
  %341 = and i64 %336, %340
  %342 = zext i32 %333 to i64
  %343 = shl nuw nsw i64 %341, %342
  %344 = or i64 %343, %332
  %345 = add nsw i32 %333, %20
  %346 = lshr i32 %345, 3
  %347 = zext i32 %346 to i64
  %348 = bitcast i8* %335 to i64*
  store i64 %344, i64* %348, align 1, !tbaa !26
  %349 = getelementptr inbounds i8, i8* %335, i64 %347
  %350 = icmp ugt i8* %349, %11
  %351 = select i1 %350, i8* %11, i8* %349
  %352 = and i32 %345, 7
  %353 = shl nuw nsw i64 %347, 3
  %354 = lshr i64 %344, %353
  %355 = and i64 %334, %340
  %356 = zext i32 %352 to i64
  %357 = shl nuw nsw i64 %355, %356
  %358 = or i64 %357, %354
  %359 = add nuw nsw i32 %352, %20
  %360 = lshr i32 %359, 3
  %361 = zext i32 %360 to i64
  %362 = bitcast i8* %351 to i64*
  store i64 %358, i64* %362, align 1, !tbaa !26
  %363 = getelementptr inbounds i8, i8* %351, i64 %361
  %364 = icmp ugt i8* %363, %11
  %365 = select i1 %364, i8* %11, i8* %363
  %366 = and i32 %359, 7
  %367 = shl nuw nsw i64 %361, 3
  %368 = lshr i64 %358, %367
  %369 = zext i32 %366 to i64
  %370 = shl nuw nsw i64 1, %369
  %371 = or i64 %368, %370
  %372 = add nuw nsw i32 %366, 1
  %373 = lshr i32 %372, 3
  %374 = zext i32 %373 to i64
  %375 = bitcast i8* %365 to i64*
  store i64 %371, i64* %375, align 1, !tbaa !26
  %376 = getelementptr inbounds i8, i8* %365, i64 %374
  %377 = icmp ugt i8* %11, %376
  br i1 %377, label %378, label %386

378:                                              ; preds = %331
  %379 = and i32 %372, 7
  %380 = ptrtoint i8* %376 to i64
  %381 = ptrtoint i8* %0 to i64
  %382 = icmp ne i32 %379, 0
  %383 = zext i1 %382 to i64
  %384 = sub i64 %383, %381
  %385 = add i64 %384, %380
  br label %386

386:                                              ; preds = %378, %331, %9, %6
  %387 = phi i64 [ 0, %9 ], [ 0, %6 ], [ %385, %378 ], [ 0, %331 ]
  ret i64 %387
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @HIST_count_simple(i32* nocapture noundef %0, i32* nocapture noundef %1, i8* noundef readonly %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = getelementptr inbounds i8, i8* %2, i64 %3
  %6 = load i32, i32* %1, align 4, !tbaa !15
  %7 = bitcast i32* %0 to i8*
  %8 = add i32 %6, 1
  %9 = zext i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 2
  tail call void @llvm.memset.p0i8.i64(i8* align 4 %7, i8 0, i64 %10, i1 false)
  %11 = icmp eq i64 %3, 0
  br i1 %11, label %14, label %12

12:                                               ; preds = %4
  %13 = icmp sgt i64 %3, 0
  br i1 %13, label %15, label %24

14:                                               ; preds = %4
  store i32 0, i32* %1, align 4, !tbaa !15
  br label %111

15:                                               ; preds = %15, %12
  %16 = phi i8* [ %17, %15 ], [ %2, %12 ]
  %17 = getelementptr inbounds i8, i8* %16, i64 1
  %18 = load i8, i8* %16, align 1, !tbaa !5
  %19 = zext i8 %18 to i64
  %20 = getelementptr inbounds i32, i32* %0, i64 %19
  %21 = load i32, i32* %20, align 4, !tbaa !15
  %22 = add i32 %21, 1
  store i32 %22, i32* %20, align 4, !tbaa !15
  %23 = icmp ult i8* %17, %5
  br i1 %23, label %15, label %24, !llvm.loop !62

24:                                               ; preds = %15, %12
  br label %25

25:                                               ; preds = %25, %24
  %26 = phi i32 [ %31, %25 ], [ %6, %24 ]
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i32, i32* %0, i64 %27
  %29 = load i32, i32* %28, align 4, !tbaa !15
  %30 = icmp eq i32 %29, 0
  %31 = add i32 %26, -1
  br i1 %30, label %25, label %32, !llvm.loop !63

32:                                               ; preds = %25
  store i32 %26, i32* %1, align 4, !tbaa !15
  %33 = add nuw i32 %26, 1
  %34 = zext i32 %33 to i64
  %35 = icmp ult i32 %26, 7
  br i1 %35, label %99, label %36

36:                                               ; preds = %32
  %37 = and i64 %34, 4294967288
  %38 = add nsw i64 %37, -8
  %39 = lshr exact i64 %38, 3
  %40 = add nuw nsw i64 %39, 1
  %41 = and i64 %40, 1
  %42 = icmp eq i64 %38, 0
  br i1 %42, label %74, label %43

43:                                               ; preds = %36
  %44 = and i64 %40, 4611686018427387902
  br label %45

45:                                               ; preds = %45, %43
  %46 = phi i64 [ 0, %43 ], [ %71, %45 ]
  %47 = phi <4 x i32> [ zeroinitializer, %43 ], [ %69, %45 ]
  %48 = phi <4 x i32> [ zeroinitializer, %43 ], [ %70, %45 ]
  %49 = phi i64 [ 0, %43 ], [ %72, %45 ]
  %50 = getelementptr inbounds i32, i32* %0, i64 %46
  %51 = bitcast i32* %50 to <4 x i32>*
  %52 = load <4 x i32>, <4 x i32>* %51, align 4, !tbaa !15
  %53 = getelementptr inbounds i32, i32* %50, i64 4
  %54 = bitcast i32* %53 to <4 x i32>*
  %55 = load <4 x i32>, <4 x i32>* %54, align 4, !tbaa !15
  %56 = icmp ugt <4 x i32> %52, %47
  %57 = icmp ugt <4 x i32> %55, %48
  %58 = select <4 x i1> %56, <4 x i32> %52, <4 x i32> %47
  %59 = select <4 x i1> %57, <4 x i32> %55, <4 x i32> %48
  %60 = or i64 %46, 8
  %61 = getelementptr inbounds i32, i32* %0, i64 %60
  %62 = bitcast i32* %61 to <4 x i32>*
  %63 = load <4 x i32>, <4 x i32>* %62, align 4, !tbaa !15
  %64 = getelementptr inbounds i32, i32* %61, i64 4
  %65 = bitcast i32* %64 to <4 x i32>*
  %66 = load <4 x i32>, <4 x i32>* %65, align 4, !tbaa !15
  %67 = icmp ugt <4 x i32> %63, %58
  %68 = icmp ugt <4 x i32> %66, %59
  %69 = select <4 x i1> %67, <4 x i32> %63, <4 x i32> %58
  %70 = select <4 x i1> %68, <4 x i32> %66, <4 x i32> %59
  %71 = add nuw i64 %46, 16
  %72 = add i64 %49, 2
  %73 = icmp eq i64 %72, %44
  br i1 %73, label %74, label %45, !llvm.loop !64

74:                                               ; preds = %45, %36
  %75 = phi <4 x i32> [ undef, %36 ], [ %69, %45 ]
  %76 = phi <4 x i32> [ undef, %36 ], [ %70, %45 ]
  %77 = phi i64 [ 0, %36 ], [ %71, %45 ]
  %78 = phi <4 x i32> [ zeroinitializer, %36 ], [ %69, %45 ]
  %79 = phi <4 x i32> [ zeroinitializer, %36 ], [ %70, %45 ]
  %80 = icmp eq i64 %41, 0
  br i1 %80, label %92, label %81

81:                                               ; preds = %74
  %82 = getelementptr inbounds i32, i32* %0, i64 %77
  %83 = bitcast i32* %82 to <4 x i32>*
  %84 = load <4 x i32>, <4 x i32>* %83, align 4, !tbaa !15
  %85 = getelementptr inbounds i32, i32* %82, i64 4
  %86 = bitcast i32* %85 to <4 x i32>*
  %87 = load <4 x i32>, <4 x i32>* %86, align 4, !tbaa !15
  %88 = icmp ugt <4 x i32> %84, %78
  %89 = icmp ugt <4 x i32> %87, %79
  %90 = select <4 x i1> %88, <4 x i32> %84, <4 x i32> %78
  %91 = select <4 x i1> %89, <4 x i32> %87, <4 x i32> %79
  br label %92

92:                                               ; preds = %81, %74
  %93 = phi <4 x i32> [ %75, %74 ], [ %90, %81 ]
  %94 = phi <4 x i32> [ %76, %74 ], [ %91, %81 ]
  %95 = icmp ugt <4 x i32> %93, %94
  %96 = select <4 x i1> %95, <4 x i32> %93, <4 x i32> %94
  %97 = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %96)
  %98 = icmp eq i64 %37, %34
  br i1 %98, label %111, label %99

99:                                               ; preds = %92, %32
  %100 = phi i64 [ 0, %32 ], [ %37, %92 ]
  %101 = phi i32 [ 0, %32 ], [ %97, %92 ]
  br label %102

102:                                              ; preds = %102, %99
  %103 = phi i64 [ %109, %102 ], [ %100, %99 ]
  %104 = phi i32 [ %108, %102 ], [ %101, %99 ]
  %105 = getelementptr inbounds i32, i32* %0, i64 %103
  %106 = load i32, i32* %105, align 4, !tbaa !15
  %107 = icmp ugt i32 %106, %104
  %108 = select i1 %107, i32 %106, i32 %104
  %109 = add nuw nsw i64 %103, 1
  %110 = icmp eq i64 %109, %34
  br i1 %110, label %111, label %102, !llvm.loop !65

111:                                              ; preds = %102, %92, %14
  %112 = phi i32 [ 0, %14 ], [ %97, %92 ], [ %108, %102 ]
  ret i32 %112
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>) #13

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i64 @HIST_countFast_wksp(i32* nocapture noundef %0, i32* nocapture noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, i64 noundef %5) local_unnamed_addr #0 {
  %7 = icmp ult i64 %3, 1500
  br i1 %7, label %8, label %115

8:                                                ; preds = %6
  %9 = getelementptr inbounds i8, i8* %2, i64 %3
  %10 = load i32, i32* %1, align 4, !tbaa !15
  %11 = bitcast i32* %0 to i8*
  %12 = add i32 %10, 1
  %13 = zext i32 %12 to i64
  %14 = shl nuw nsw i64 %13, 2
  tail call void @llvm.memset.p0i8.i64(i8* align 4 %11, i8 0, i64 %14, i1 false) #36
  %15 = icmp eq i64 %3, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %8
  store i32 0, i32* %1, align 4, !tbaa !15
  br label %124

17:                                               ; preds = %17, %8
  %18 = phi i8* [ %19, %17 ], [ %2, %8 ]
  %19 = getelementptr inbounds i8, i8* %18, i64 1
  %20 = load i8, i8* %18, align 1, !tbaa !5
  %21 = zext i8 %20 to i64
  %22 = getelementptr inbounds i32, i32* %0, i64 %21
  %23 = load i32, i32* %22, align 4, !tbaa !15
  %24 = add i32 %23, 1
  store i32 %24, i32* %22, align 4, !tbaa !15
  %25 = icmp ult i8* %19, %9
  br i1 %25, label %17, label %26, !llvm.loop !62

26:                                               ; preds = %26, %17
  %27 = phi i32 [ %32, %26 ], [ %10, %17 ]
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds i32, i32* %0, i64 %28
  %30 = load i32, i32* %29, align 4, !tbaa !15
  %31 = icmp eq i32 %30, 0
  %32 = add i32 %27, -1
  br i1 %31, label %26, label %33, !llvm.loop !63

33:                                               ; preds = %26
  store i32 %27, i32* %1, align 4, !tbaa !15
  %34 = add nuw i32 %27, 1
  %35 = zext i32 %34 to i64
  %36 = icmp ult i32 %27, 7
  br i1 %36, label %100, label %37

37:                                               ; preds = %33
  %38 = and i64 %35, 4294967288
  %39 = add nsw i64 %38, -8
  %40 = lshr exact i64 %39, 3
  %41 = add nuw nsw i64 %40, 1
  %42 = and i64 %41, 1
  %43 = icmp eq i64 %39, 0
  br i1 %43, label %75, label %44

44:                                               ; preds = %37
  %45 = and i64 %41, 4611686018427387902
  br label %46

46:                                               ; preds = %46, %44
  %47 = phi i64 [ 0, %44 ], [ %72, %46 ]
  %48 = phi <4 x i32> [ zeroinitializer, %44 ], [ %70, %46 ]
  %49 = phi <4 x i32> [ zeroinitializer, %44 ], [ %71, %46 ]
  %50 = phi i64 [ 0, %44 ], [ %73, %46 ]
  %51 = getelementptr inbounds i32, i32* %0, i64 %47
  %52 = bitcast i32* %51 to <4 x i32>*
  %53 = load <4 x i32>, <4 x i32>* %52, align 4, !tbaa !15
  %54 = getelementptr inbounds i32, i32* %51, i64 4
  %55 = bitcast i32* %54 to <4 x i32>*
  %56 = load <4 x i32>, <4 x i32>* %55, align 4, !tbaa !15
  %57 = icmp ugt <4 x i32> %53, %48
  %58 = icmp ugt <4 x i32> %56, %49
  %59 = select <4 x i1> %57, <4 x i32> %53, <4 x i32> %48
  %60 = select <4 x i1> %58, <4 x i32> %56, <4 x i32> %49
  %61 = or i64 %47, 8
  %62 = getelementptr inbounds i32, i32* %0, i64 %61
  %63 = bitcast i32* %62 to <4 x i32>*
  %64 = load <4 x i32>, <4 x i32>* %63, align 4, !tbaa !15
  %65 = getelementptr inbounds i32, i32* %62, i64 4
  %66 = bitcast i32* %65 to <4 x i32>*
  %67 = load <4 x i32>, <4 x i32>* %66, align 4, !tbaa !15
  %68 = icmp ugt <4 x i32> %64, %59
  %69 = icmp ugt <4 x i32> %67, %60
  %70 = select <4 x i1> %68, <4 x i32> %64, <4 x i32> %59
  %71 = select <4 x i1> %69, <4 x i32> %67, <4 x i32> %60
  %72 = add nuw i64 %47, 16
  %73 = add i64 %50, 2
  %74 = icmp eq i64 %73, %45
  br i1 %74, label %75, label %46, !llvm.loop !66

75:                                               ; preds = %46, %37
  %76 = phi <4 x i32> [ undef, %37 ], [ %70, %46 ]
  %77 = phi <4 x i32> [ undef, %37 ], [ %71, %46 ]
  %78 = phi i64 [ 0, %37 ], [ %72, %46 ]
  %79 = phi <4 x i32> [ zeroinitializer, %37 ], [ %70, %46 ]
  %80 = phi <4 x i32> [ zeroinitializer, %37 ], [ %71, %46 ]
  %81 = icmp eq i64 %42, 0
  br i1 %81, label %93, label %82

82:                                               ; preds = %75
  %83 = getelementptr inbounds i32, i32* %0, i64 %78
  %84 = bitcast i32* %83 to <4 x i32>*
  %85 = load <4 x i32>, <4 x i32>* %84, align 4, !tbaa !15
  %86 = getelementptr inbounds i32, i32* %83, i64 4
  %87 = bitcast i32* %86 to <4 x i32>*
  %88 = load <4 x i32>, <4 x i32>* %87, align 4, !tbaa !15
  %89 = icmp ugt <4 x i32> %85, %79
  %90 = icmp ugt <4 x i32> %88, %80
  %91 = select <4 x i1> %89, <4 x i32> %85, <4 x i32> %79
  %92 = select <4 x i1> %90, <4 x i32> %88, <4 x i32> %80
  br label %93

93:                                               ; preds = %82, %75
  %94 = phi <4 x i32> [ %76, %75 ], [ %91, %82 ]
  %95 = phi <4 x i32> [ %77, %75 ], [ %92, %82 ]
  %96 = icmp ugt <4 x i32> %94, %95
  %97 = select <4 x i1> %96, <4 x i32> %94, <4 x i32> %95
  %98 = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %97)
  %99 = icmp eq i64 %38, %35
  br i1 %99, label %112, label %100

100:                                              ; preds = %93, %33
  %101 = phi i64 [ 0, %33 ], [ %38, %93 ]
  %102 = phi i32 [ 0, %33 ], [ %98, %93 ]
  br label %103

103:                                              ; preds = %103, %100
  %104 = phi i64 [ %110, %103 ], [ %101, %100 ]
  %105 = phi i32 [ %109, %103 ], [ %102, %100 ]
  %106 = getelementptr inbounds i32, i32* %0, i64 %104
  %107 = load i32, i32* %106, align 4, !tbaa !15
  %108 = icmp ugt i32 %107, %105
  %109 = select i1 %108, i32 %107, i32 %105
  %110 = add nuw nsw i64 %104, 1
  %111 = icmp eq i64 %110, %35
  br i1 %111, label %112, label %103, !llvm.loop !67

112:                                              ; preds = %103, %93
  %113 = phi i32 [ %98, %93 ], [ %109, %103 ]
  %114 = zext i32 %113 to i64
  br label %124

115:                                              ; preds = %6
  %116 = ptrtoint i8* %4 to i64
  %117 = and i64 %116, 3
  %118 = icmp eq i64 %117, 0
  br i1 %118, label %119, label %124

119:                                              ; preds = %115
  %120 = icmp ult i64 %5, 4096
  br i1 %120, label %124, label %121

121:                                              ; preds = %119
  %122 = bitcast i8* %4 to i32*
  %123 = tail call fastcc i64 @HIST_count_parallel_wksp(i32* noundef %0, i32* noundef %1, i8* noundef %2, i64 noundef %3, i32 noundef 0, i32* noundef %122)
  br label %124

124:                                              ; preds = %121, %119, %115, %112, %16
  %125 = phi i64 [ %123, %121 ], [ -1, %115 ], [ -66, %119 ], [ 0, %16 ], [ %114, %112 ]
  ret i64 %125
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc i64 @HIST_count_parallel_wksp(i32* nocapture noundef writeonly, i32* nocapture noundef, i8* noundef readonly, i64 noundef, i32 noundef, i32* nocapture noundef) unnamed_addr #0

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local i64 @HIST_count_wksp(i32* nocapture noundef, i32* nocapture noundef, i8* noundef, i64 noundef, i8* noundef, i64 noundef) local_unnamed_addr #0

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i64 @HIST_count(i32* nocapture noundef %0, i32* nocapture noundef %1, i8* noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [1024 x i32], align 16
  %6 = bitcast [1024 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4096, i8* nonnull %6) #36
  %7 = load i32, i32* %1, align 4, !tbaa !15
  %8 = icmp ult i32 %7, 255
  br i1 %8, label %9, label %12

9:                                                ; preds = %4
  %10 = getelementptr inbounds [1024 x i32], [1024 x i32]* %5, i64 0, i64 0
  %11 = call fastcc i64 @HIST_count_parallel_wksp(i32* noundef %0, i32* noundef nonnull %1, i8* noundef %2, i64 noundef %3, i32 noundef 1, i32* noundef nonnull %10) #36
  br label %120

12:                                               ; preds = %4
  store i32 255, i32* %1, align 4, !tbaa !15
  %13 = icmp ult i64 %3, 1500
  br i1 %13, label %14, label %117

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, i8* %2, i64 %3
  %16 = bitcast i32* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(1024) %16, i8 0, i64 1024, i1 false) #36
  %17 = icmp eq i64 %3, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %14
  store i32 0, i32* %1, align 4, !tbaa !15
  br label %120

19:                                               ; preds = %19, %14
  %20 = phi i8* [ %21, %19 ], [ %2, %14 ]
  %21 = getelementptr inbounds i8, i8* %20, i64 1
  %22 = load i8, i8* %20, align 1, !tbaa !5
  %23 = zext i8 %22 to i64
  %24 = getelementptr inbounds i32, i32* %0, i64 %23
  %25 = load i32, i32* %24, align 4, !tbaa !15
  %26 = add i32 %25, 1
  store i32 %26, i32* %24, align 4, !tbaa !15
  %27 = icmp ult i8* %21, %15
  br i1 %27, label %19, label %28, !llvm.loop !62

28:                                               ; preds = %28, %19
  %29 = phi i32 [ %34, %28 ], [ 255, %19 ]
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds i32, i32* %0, i64 %30
  %32 = load i32, i32* %31, align 4, !tbaa !15
  %33 = icmp eq i32 %32, 0
  %34 = add i32 %29, -1
  br i1 %33, label %28, label %35, !llvm.loop !63

35:                                               ; preds = %28
  store i32 %29, i32* %1, align 4, !tbaa !15
  %36 = add nuw i32 %29, 1
  %37 = zext i32 %36 to i64
  %38 = icmp ult i32 %29, 7
  br i1 %38, label %102, label %39

39:                                               ; preds = %35
  %40 = and i64 %37, 4294967288
  %41 = add nsw i64 %40, -8
  %42 = lshr exact i64 %41, 3
  %43 = add nuw nsw i64 %42, 1
  %44 = and i64 %43, 1
  %45 = icmp eq i64 %41, 0
  br i1 %45, label %77, label %46

46:                                               ; preds = %39
  %47 = and i64 %43, 4611686018427387902
  br label %48

48:                                               ; preds = %48, %46
  %49 = phi i64 [ 0, %46 ], [ %74, %48 ]
  %50 = phi <4 x i32> [ zeroinitializer, %46 ], [ %72, %48 ]
  %51 = phi <4 x i32> [ zeroinitializer, %46 ], [ %73, %48 ]
  %52 = phi i64 [ 0, %46 ], [ %75, %48 ]
  %53 = getelementptr inbounds i32, i32* %0, i64 %49
  %54 = bitcast i32* %53 to <4 x i32>*
  %55 = load <4 x i32>, <4 x i32>* %54, align 4, !tbaa !15
  %56 = getelementptr inbounds i32, i32* %53, i64 4
  %57 = bitcast i32* %56 to <4 x i32>*
  %58 = load <4 x i32>, <4 x i32>* %57, align 4, !tbaa !15
  %59 = icmp ugt <4 x i32> %55, %50
  %60 = icmp ugt <4 x i32> %58, %51
  %61 = select <4 x i1> %59, <4 x i32> %55, <4 x i32> %50
  %62 = select <4 x i1> %60, <4 x i32> %58, <4 x i32> %51
  %63 = or i64 %49, 8
  %64 = getelementptr inbounds i32, i32* %0, i64 %63
  %65 = bitcast i32* %64 to <4 x i32>*
  %66 = load <4 x i32>, <4 x i32>* %65, align 4, !tbaa !15
  %67 = getelementptr inbounds i32, i32* %64, i64 4
  %68 = bitcast i32* %67 to <4 x i32>*
  %69 = load <4 x i32>, <4 x i32>* %68, align 4, !tbaa !15
  %70 = icmp ugt <4 x i32> %66, %61
  %71 = icmp ugt <4 x i32> %69, %62
  %72 = select <4 x i1> %70, <4 x i32> %66, <4 x i32> %61
  %73 = select <4 x i1> %71, <4 x i32> %69, <4 x i32> %62
  %74 = add nuw i64 %49, 16
  %75 = add i64 %52, 2
  %76 = icmp eq i64 %75, %47
  br i1 %76, label %77, label %48, !llvm.loop !68

77:                                               ; preds = %48, %39
  %78 = phi <4 x i32> [ undef, %39 ], [ %72, %48 ]
  %79 = phi <4 x i32> [ undef, %39 ], [ %73, %48 ]
  %80 = phi i64 [ 0, %39 ], [ %74, %48 ]
  %81 = phi <4 x i32> [ zeroinitializer, %39 ], [ %72, %48 ]
  %82 = phi <4 x i32> [ zeroinitializer, %39 ], [ %73, %48 ]
  %83 = icmp eq i64 %44, 0
  br i1 %83, label %95, label %84

84:                                               ; preds = %77
  %85 = getelementptr inbounds i32, i32* %0, i64 %80
  %86 = bitcast i32* %85 to <4 x i32>*
  %87 = load <4 x i32>, <4 x i32>* %86, align 4, !tbaa !15
  %88 = getelementptr inbounds i32, i32* %85, i64 4
  %89 = bitcast i32* %88 to <4 x i32>*
  %90 = load <4 x i32>, <4 x i32>* %89, align 4, !tbaa !15
  %91 = icmp ugt <4 x i32> %87, %81
  %92 = icmp ugt <4 x i32> %90, %82
  %93 = select <4 x i1> %91, <4 x i32> %87, <4 x i32> %81
  %94 = select <4 x i1> %92, <4 x i32> %90, <4 x i32> %82
  br label %95

95:                                               ; preds = %84, %77
  %96 = phi <4 x i32> [ %78, %77 ], [ %93, %84 ]
  %97 = phi <4 x i32> [ %79, %77 ], [ %94, %84 ]
  %98 = icmp ugt <4 x i32> %96, %97
  %99 = select <4 x i1> %98, <4 x i32> %96, <4 x i32> %97
  %100 = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %99)
  %101 = icmp eq i64 %40, %37
  br i1 %101, label %114, label %102

102:                                              ; preds = %95, %35
  %103 = phi i64 [ 0, %35 ], [ %40, %95 ]
  %104 = phi i32 [ 0, %35 ], [ %100, %95 ]
  br label %105

105:                                              ; preds = %105, %102
  %106 = phi i64 [ %112, %105 ], [ %103, %102 ]
  %107 = phi i32 [ %111, %105 ], [ %104, %102 ]
  %108 = getelementptr inbounds i32, i32* %0, i64 %106
  %109 = load i32, i32* %108, align 4, !tbaa !15
  %110 = icmp ugt i32 %109, %107
  %111 = select i1 %110, i32 %109, i32 %107
  %112 = add nuw nsw i64 %106, 1
  %113 = icmp eq i64 %112, %37
  br i1 %113, label %114, label %105, !llvm.loop !69

114:                                              ; preds = %105, %95
  %115 = phi i32 [ %100, %95 ], [ %111, %105 ]
  %116 = zext i32 %115 to i64
  br label %120

117:                                              ; preds = %12
  %118 = getelementptr inbounds [1024 x i32], [1024 x i32]* %5, i64 0, i64 0
  %119 = call fastcc i64 @HIST_count_parallel_wksp(i32* noundef %0, i32* noundef nonnull %1, i8* noundef %2, i64 noundef %3, i32 noundef 0, i32* noundef nonnull %118) #36
  br label %120

120:                                              ; preds = %117, %114, %18, %9
  %121 = phi i64 [ %11, %9 ], [ %119, %117 ], [ 0, %18 ], [ %116, %114 ]
  call void @llvm.lifetime.end.p0i8(i64 4096, i8* nonnull %6) #36
  ret i64 %121
}

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local i64 @HUF_writeCTable_wksp(i8* noundef, i64 noundef, i64* nocapture noundef readonly, i32 noundef, i32 noundef, i8* noundef, i64 noundef) local_unnamed_addr #0

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.usub.sat.i64(i64, i64) #4

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i64 @HUF_readCTable(i64* nocapture noundef %0, i32* nocapture noundef %1, i8* noundef %2, i64 noundef %3, i32* nocapture noundef writeonly %4) local_unnamed_addr #0 {
  %6 = alloca [219 x i32], align 16
  %7 = alloca [256 x i8], align 16
  %8 = alloca [13 x i32], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [14 x i16], align 16
  %12 = alloca [14 x i16], align 16
  %13 = getelementptr inbounds [256 x i8], [256 x i8]* %7, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %13) #36
  %14 = bitcast [13 x i32]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 52, i8* nonnull %14) #36
  %15 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15) #36
  store i32 0, i32* %9, align 4, !tbaa !15
  %16 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #36
  store i32 0, i32* %10, align 4, !tbaa !15
  %17 = getelementptr inbounds i64, i64* %0, i64 1
  %18 = getelementptr inbounds [13 x i32], [13 x i32]* %8, i64 0, i64 0
  %19 = bitcast [219 x i32]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 876, i8* nonnull %19) #36
  %20 = call i64 @HUF_readStats_wksp(i8* noundef nonnull %13, i64 noundef 256, i32* noundef nonnull %18, i32* noundef nonnull %10, i32* noundef nonnull %9, i8* noundef %2, i64 noundef %3, i8* noundef nonnull %19, i64 noundef 876, i32 noundef 0) #36
  call void @llvm.lifetime.end.p0i8(i64 876, i8* nonnull %19) #36
  %21 = icmp ult i64 %20, -119
  br i1 %21, label %22, label %269

22:                                               ; preds = %5
  %23 = load i32, i32* %18, align 16, !tbaa !15
  %24 = icmp ne i32 %23, 0
  %25 = zext i1 %24 to i32
  store i32 %25, i32* %4, align 4, !tbaa !15
  %26 = load i32, i32* %9, align 4, !tbaa !15
  %27 = icmp ugt i32 %26, 12
  br i1 %27, label %269, label %28

28:                                               ; preds = %22
  %29 = load i32, i32* %10, align 4, !tbaa !15
  %30 = load i32, i32* %1, align 4, !tbaa !15
  %31 = add i32 %30, 1
  %32 = icmp ugt i32 %29, %31
  br i1 %32, label %269, label %33

33:                                               ; preds = %28
  %34 = add i32 %29, -1
  store i32 %34, i32* %1, align 4, !tbaa !15
  %35 = trunc i32 %26 to i8
  %36 = trunc i32 %34 to i8
  %37 = bitcast i64* %0 to i8*
  store i8 %35, i8* %37, align 8
  %38 = getelementptr inbounds i8, i8* %37, i64 1
  store i8 %36, i8* %38, align 1
  %39 = getelementptr inbounds i8, i8* %37, i64 2
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 2 dereferenceable(6) %39, i8 0, i64 6, i1 false) #36
  %40 = icmp eq i32 %26, 0
  br i1 %40, label %53, label %41

41:                                               ; preds = %33
  %42 = zext i32 %26 to i64
  %43 = and i64 %42, 1
  %44 = icmp eq i32 %26, 1
  br i1 %44, label %47, label %45

45:                                               ; preds = %41
  %46 = and i64 %42, 4294967294
  br label %144

47:                                               ; preds = %144, %41
  %48 = phi i64 [ 1, %41 ], [ %161, %144 ]
  %49 = phi i32 [ 0, %41 ], [ %160, %144 ]
  %50 = icmp eq i64 %43, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %47
  %52 = getelementptr inbounds [13 x i32], [13 x i32]* %8, i64 0, i64 %48
  store i32 %49, i32* %52, align 4, !tbaa !15
  br label %53

53:                                               ; preds = %51, %47, %33
  %54 = icmp eq i32 %29, 0
  br i1 %54, label %55, label %58

55:                                               ; preds = %53
  %56 = bitcast [14 x i16]* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %56) #36
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(28) %56, i8 0, i64 28, i1 false)
  %57 = bitcast [14 x i16]* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %57) #36
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(28) %57, i8 0, i64 28, i1 false)
  br label %212

58:                                               ; preds = %53
  %59 = add i8 %35, 1
  %60 = zext i32 %29 to i64
  %61 = icmp ult i32 %29, 4
  br i1 %61, label %142, label %62

62:                                               ; preds = %58
  %63 = and i64 %60, 4294967292
  %64 = insertelement <2 x i8> poison, i8 %59, i64 0
  %65 = shufflevector <2 x i8> %64, <2 x i8> poison, <2 x i32> zeroinitializer
  %66 = insertelement <2 x i8> poison, i8 %59, i64 0
  %67 = shufflevector <2 x i8> %66, <2 x i8> poison, <2 x i32> zeroinitializer
  %68 = add nsw i64 %63, -4
  %69 = lshr exact i64 %68, 2
  %70 = add nuw nsw i64 %69, 1
  %71 = and i64 %70, 1
  %72 = icmp eq i64 %68, 0
  br i1 %72, label %118, label %73

73:                                               ; preds = %62
  %74 = and i64 %70, 9223372036854775806
  br label %75

75:                                               ; preds = %75, %73
  %76 = phi i64 [ 0, %73 ], [ %115, %75 ]
  %77 = phi i64 [ 0, %73 ], [ %116, %75 ]
  %78 = getelementptr inbounds [256 x i8], [256 x i8]* %7, i64 0, i64 %76
  %79 = bitcast i8* %78 to <2 x i8>*
  %80 = load <2 x i8>, <2 x i8>* %79, align 8, !tbaa !5
  %81 = getelementptr inbounds i8, i8* %78, i64 2
  %82 = bitcast i8* %81 to <2 x i8>*
  %83 = load <2 x i8>, <2 x i8>* %82, align 2, !tbaa !5
  %84 = getelementptr inbounds i64, i64* %17, i64 %76
  %85 = sub <2 x i8> %65, %80
  %86 = sub <2 x i8> %67, %83
  %87 = icmp eq <2 x i8> %80, zeroinitializer
  %88 = icmp eq <2 x i8> %83, zeroinitializer
  %89 = select <2 x i1> %87, <2 x i8> zeroinitializer, <2 x i8> %85
  %90 = select <2 x i1> %88, <2 x i8> zeroinitializer, <2 x i8> %86
  %91 = zext <2 x i8> %89 to <2 x i64>
  %92 = zext <2 x i8> %90 to <2 x i64>
  %93 = bitcast i64* %84 to <2 x i64>*
  store <2 x i64> %91, <2 x i64>* %93, align 8, !tbaa !26
  %94 = getelementptr inbounds i64, i64* %84, i64 2
  %95 = bitcast i64* %94 to <2 x i64>*
  store <2 x i64> %92, <2 x i64>* %95, align 8, !tbaa !26
  %96 = or i64 %76, 4
  %97 = getelementptr inbounds [256 x i8], [256 x i8]* %7, i64 0, i64 %96
  %98 = bitcast i8* %97 to <2 x i8>*
  %99 = load <2 x i8>, <2 x i8>* %98, align 4, !tbaa !5
  %100 = getelementptr inbounds i8, i8* %97, i64 2
  %101 = bitcast i8* %100 to <2 x i8>*
  %102 = load <2 x i8>, <2 x i8>* %101, align 2, !tbaa !5
  %103 = getelementptr inbounds i64, i64* %17, i64 %96
  %104 = sub <2 x i8> %65, %99
  %105 = sub <2 x i8> %67, %102
  %106 = icmp eq <2 x i8> %99, zeroinitializer
  %107 = icmp eq <2 x i8> %102, zeroinitializer
  %108 = select <2 x i1> %106, <2 x i8> zeroinitializer, <2 x i8> %104
  %109 = select <2 x i1> %107, <2 x i8> zeroinitializer, <2 x i8> %105
  %110 = zext <2 x i8> %108 to <2 x i64>
  %111 = zext <2 x i8> %109 to <2 x i64>
  %112 = bitcast i64* %103 to <2 x i64>*
  store <2 x i64> %110, <2 x i64>* %112, align 8, !tbaa !26
  %113 = getelementptr inbounds i64, i64* %103, i64 2
  %114 = bitcast i64* %113 to <2 x i64>*
  store <2 x i64> %111, <2 x i64>* %114, align 8, !tbaa !26
  %115 = add nuw i64 %76, 8
  %116 = add i64 %77, 2
  %117 = icmp eq i64 %116, %74
  br i1 %117, label %118, label %75, !llvm.loop !70

118:                                              ; preds = %75, %62
  %119 = phi i64 [ 0, %62 ], [ %115, %75 ]
  %120 = icmp eq i64 %71, 0
  br i1 %120, label %140, label %121

121:                                              ; preds = %118
  %122 = getelementptr inbounds [256 x i8], [256 x i8]* %7, i64 0, i64 %119
  %123 = bitcast i8* %122 to <2 x i8>*
  %124 = load <2 x i8>, <2 x i8>* %123, align 4, !tbaa !5
  %125 = getelementptr inbounds i8, i8* %122, i64 2
  %126 = bitcast i8* %125 to <2 x i8>*
  %127 = load <2 x i8>, <2 x i8>* %126, align 2, !tbaa !5
  %128 = getelementptr inbounds i64, i64* %17, i64 %119
  %129 = sub <2 x i8> %65, %124
  %130 = sub <2 x i8> %67, %127
  %131 = icmp eq <2 x i8> %124, zeroinitializer
  %132 = icmp eq <2 x i8> %127, zeroinitializer
  %133 = select <2 x i1> %131, <2 x i8> zeroinitializer, <2 x i8> %129
  %134 = select <2 x i1> %132, <2 x i8> zeroinitializer, <2 x i8> %130
  %135 = zext <2 x i8> %133 to <2 x i64>
  %136 = zext <2 x i8> %134 to <2 x i64>
  %137 = bitcast i64* %128 to <2 x i64>*
  store <2 x i64> %135, <2 x i64>* %137, align 8, !tbaa !26
  %138 = getelementptr inbounds i64, i64* %128, i64 2
  %139 = bitcast i64* %138 to <2 x i64>*
  store <2 x i64> %136, <2 x i64>* %139, align 8, !tbaa !26
  br label %140

140:                                              ; preds = %121, %118
  %141 = icmp eq i64 %63, %60
  br i1 %141, label %175, label %142

142:                                              ; preds = %140, %58
  %143 = phi i64 [ 0, %58 ], [ %63, %140 ]
  br label %164

144:                                              ; preds = %144, %45
  %145 = phi i64 [ 1, %45 ], [ %161, %144 ]
  %146 = phi i32 [ 0, %45 ], [ %160, %144 ]
  %147 = phi i64 [ 0, %45 ], [ %162, %144 ]
  %148 = getelementptr inbounds [13 x i32], [13 x i32]* %8, i64 0, i64 %145
  %149 = load i32, i32* %148, align 4, !tbaa !15
  %150 = trunc i64 %145 to i32
  %151 = add nsw i32 %150, -1
  %152 = shl i32 %149, %151
  %153 = add i32 %152, %146
  store i32 %146, i32* %148, align 4, !tbaa !15
  %154 = add nuw nsw i64 %145, 1
  %155 = getelementptr inbounds [13 x i32], [13 x i32]* %8, i64 0, i64 %154
  %156 = load i32, i32* %155, align 4, !tbaa !15
  %157 = trunc i64 %154 to i32
  %158 = add i32 %157, -1
  %159 = shl i32 %156, %158
  %160 = add i32 %159, %153
  store i32 %153, i32* %155, align 4, !tbaa !15
  %161 = add nuw nsw i64 %145, 2
  %162 = add i64 %147, 2
  %163 = icmp eq i64 %162, %46
  br i1 %163, label %47, label %144, !llvm.loop !71

164:                                              ; preds = %164, %142
  %165 = phi i64 [ %173, %164 ], [ %143, %142 ]
  %166 = getelementptr inbounds [256 x i8], [256 x i8]* %7, i64 0, i64 %165
  %167 = load i8, i8* %166, align 1, !tbaa !5
  %168 = getelementptr inbounds i64, i64* %17, i64 %165
  %169 = sub i8 %59, %167
  %170 = icmp eq i8 %167, 0
  %171 = select i1 %170, i8 0, i8 %169
  %172 = zext i8 %171 to i64
  store i64 %172, i64* %168, align 8, !tbaa !26
  %173 = add nuw nsw i64 %165, 1
  %174 = icmp eq i64 %173, %60
  br i1 %174, label %175, label %164, !llvm.loop !72

175:                                              ; preds = %164, %140
  %176 = bitcast [14 x i16]* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %176) #36
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(28) %176, i8 0, i64 28, i1 false)
  %177 = bitcast [14 x i16]* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %177) #36
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(28) %177, i8 0, i64 28, i1 false)
  br i1 %54, label %212, label %178

178:                                              ; preds = %175
  %179 = and i64 %60, 1
  %180 = icmp eq i32 %29, 1
  br i1 %180, label %202, label %181

181:                                              ; preds = %178
  %182 = and i64 %60, 4294967294
  br label %183

183:                                              ; preds = %183, %181
  %184 = phi i64 [ 0, %181 ], [ %199, %183 ]
  %185 = phi i64 [ 0, %181 ], [ %200, %183 ]
  %186 = getelementptr inbounds i64, i64* %17, i64 %184
  %187 = load i64, i64* %186, align 8, !tbaa !26
  %188 = and i64 %187, 255
  %189 = getelementptr inbounds [14 x i16], [14 x i16]* %11, i64 0, i64 %188
  %190 = load i16, i16* %189, align 2, !tbaa !41
  %191 = add i16 %190, 1
  store i16 %191, i16* %189, align 2, !tbaa !41
  %192 = or i64 %184, 1
  %193 = getelementptr inbounds i64, i64* %17, i64 %192
  %194 = load i64, i64* %193, align 8, !tbaa !26
  %195 = and i64 %194, 255
  %196 = getelementptr inbounds [14 x i16], [14 x i16]* %11, i64 0, i64 %195
  %197 = load i16, i16* %196, align 2, !tbaa !41
  %198 = add i16 %197, 1
  store i16 %198, i16* %196, align 2, !tbaa !41
  %199 = add nuw nsw i64 %184, 2
  %200 = add i64 %185, 2
  %201 = icmp eq i64 %200, %182
  br i1 %201, label %202, label %183, !llvm.loop !73

202:                                              ; preds = %183, %178
  %203 = phi i64 [ 0, %178 ], [ %199, %183 ]
  %204 = icmp eq i64 %179, 0
  br i1 %204, label %212, label %205

205:                                              ; preds = %202
  %206 = getelementptr inbounds i64, i64* %17, i64 %203
  %207 = load i64, i64* %206, align 8, !tbaa !26
  %208 = and i64 %207, 255
  %209 = getelementptr inbounds [14 x i16], [14 x i16]* %11, i64 0, i64 %208
  %210 = load i16, i16* %209, align 2, !tbaa !41
  %211 = add i16 %210, 1
  store i16 %211, i16* %209, align 2, !tbaa !41
  br label %212

212:                                              ; preds = %205, %202, %175, %55
  %213 = bitcast [14 x i16]* %11 to i8*
  %214 = bitcast [14 x i16]* %12 to i8*
  %215 = add i32 %26, 1
  %216 = zext i32 %215 to i64
  %217 = getelementptr inbounds [14 x i16], [14 x i16]* %12, i64 0, i64 %216
  store i16 0, i16* %217, align 2, !tbaa !41
  br i1 %40, label %230, label %218

218:                                              ; preds = %212
  %219 = zext i32 %26 to i64
  %220 = and i32 %26, 1
  %221 = icmp eq i32 %26, 1
  br i1 %221, label %224, label %222

222:                                              ; preds = %218
  %223 = and i32 %26, -2
  br label %233

224:                                              ; preds = %233, %218
  %225 = phi i64 [ %219, %218 ], [ %248, %233 ]
  %226 = phi i16 [ 0, %218 ], [ %247, %233 ]
  %227 = icmp eq i32 %220, 0
  br i1 %227, label %230, label %228

228:                                              ; preds = %224
  %229 = getelementptr inbounds [14 x i16], [14 x i16]* %12, i64 0, i64 %225
  store i16 %226, i16* %229, align 2, !tbaa !41
  br label %230

230:                                              ; preds = %228, %224, %212
  br i1 %54, label %268, label %231

231:                                              ; preds = %230
  %232 = zext i32 %29 to i64
  br label %251

233:                                              ; preds = %233, %222
  %234 = phi i64 [ %219, %222 ], [ %248, %233 ]
  %235 = phi i16 [ 0, %222 ], [ %247, %233 ]
  %236 = phi i32 [ 0, %222 ], [ %249, %233 ]
  %237 = getelementptr inbounds [14 x i16], [14 x i16]* %12, i64 0, i64 %234
  store i16 %235, i16* %237, align 2, !tbaa !41
  %238 = getelementptr inbounds [14 x i16], [14 x i16]* %11, i64 0, i64 %234
  %239 = load i16, i16* %238, align 2, !tbaa !41
  %240 = add i16 %239, %235
  %241 = lshr i16 %240, 1
  %242 = add nsw i64 %234, -1
  %243 = getelementptr inbounds [14 x i16], [14 x i16]* %12, i64 0, i64 %242
  store i16 %241, i16* %243, align 2, !tbaa !41
  %244 = getelementptr inbounds [14 x i16], [14 x i16]* %11, i64 0, i64 %242
  %245 = load i16, i16* %244, align 2, !tbaa !41
  %246 = add i16 %245, %241
  %247 = lshr i16 %246, 1
  %248 = add nsw i64 %234, -2
  %249 = add i32 %236, 2
  %250 = icmp eq i32 %249, %223
  br i1 %250, label %224, label %233, !llvm.loop !74

251:                                              ; preds = %265, %231
  %252 = phi i64 [ 0, %231 ], [ %266, %265 ]
  %253 = getelementptr inbounds i64, i64* %17, i64 %252
  %254 = load i64, i64* %253, align 8, !tbaa !26
  %255 = and i64 %254, 255
  %256 = getelementptr inbounds [14 x i16], [14 x i16]* %12, i64 0, i64 %255
  %257 = load i16, i16* %256, align 2, !tbaa !41
  %258 = add i16 %257, 1
  store i16 %258, i16* %256, align 2, !tbaa !41
  %259 = icmp eq i64 %255, 0
  br i1 %259, label %265, label %260

260:                                              ; preds = %251
  %261 = zext i16 %257 to i64
  %262 = sub nsw i64 64, %255
  %263 = shl i64 %261, %262
  %264 = or i64 %263, %254
  store i64 %264, i64* %253, align 8, !tbaa !26
  br label %265

265:                                              ; preds = %260, %251
  %266 = add nuw nsw i64 %252, 1
  %267 = icmp eq i64 %266, %232
  br i1 %267, label %268, label %251, !llvm.loop !75

268:                                              ; preds = %265, %230
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %214) #36
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %213) #36
  br label %269

269:                                              ; preds = %268, %28, %22, %5
  %270 = phi i64 [ %20, %268 ], [ %20, %5 ], [ -44, %22 ], [ -48, %28 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #36
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %15) #36
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %14) #36
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %13) #36
  ret i64 %270
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @HUF_getNbBitsFromCTable(i64* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #14 {
  %3 = load i64, i64* %0, align 8
  %4 = trunc i64 %3 to i32
  %5 = lshr i32 %4, 8
  %6 = and i32 %5, 255
  %7 = icmp ult i32 %6, %1
  br i1 %7, label %15, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds i64, i64* %0, i64 1
  %10 = zext i32 %1 to i64
  %11 = getelementptr inbounds i64, i64* %9, i64 %10
  %12 = load i64, i64* %11, align 8, !tbaa !26
  %13 = trunc i64 %12 to i32
  %14 = and i32 %13, 255
  br label %15

15:                                               ; preds = %8, %2
  %16 = phi i32 [ %14, %8 ], [ 0, %2 ]
  ret i32 %16
}

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local i64 @HUF_buildCTable_wksp(i64* nocapture noundef, i32* nocapture noundef readonly, i32 noundef, i32 noundef, i8* noundef, i64 noundef) local_unnamed_addr #0

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #13

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
declare dso_local i32 @HUF_validateCTable(i64* nocapture noundef readonly, i32* nocapture noundef readonly, i32 noundef) local_unnamed_addr #15

; Function Attrs: nofree norecurse nosync nounwind uwtable
declare hidden fastcc i64 @HUF_compress1X_usingCTable_internal(i8* noundef, i64 noundef, i8* noundef, i64 noundef, i64* noundef, i32 noundef) unnamed_addr #16

; Function Attrs: nofree norecurse nosync nounwind uwtable
define hidden fastcc i64 @HUF_compress4X_usingCTable_internal(i8* noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i64* noundef %4, i32 noundef %5) unnamed_addr #16 {
  %7 = add i64 %3, 3
  %8 = lshr i64 %7, 2
  %9 = getelementptr inbounds i8, i8* %2, i64 %3
  %10 = icmp ult i64 %1, 17
  %11 = icmp ult i64 %3, 12
  %12 = or i1 %10, %11
  br i1 %12, label %69, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, i8* %0, i64 %1
  %15 = getelementptr inbounds i8, i8* %0, i64 6
  %16 = ptrtoint i8* %14 to i64
  %17 = add nsw i64 %1, -6
  %18 = tail call fastcc i64 @HUF_compress1X_usingCTable_internal(i8* noundef nonnull %15, i64 noundef %17, i8* noundef %2, i64 noundef %8, i64* noundef %4, i32 noundef %5)
  %19 = icmp ult i64 %18, -119
  br i1 %19, label %20, label %69

20:                                               ; preds = %13
  %21 = add i64 %18, -65536
  %22 = icmp ult i64 %21, -65535
  br i1 %22, label %69, label %23

23:                                               ; preds = %20
  %24 = trunc i64 %18 to i16
  %25 = bitcast i8* %0 to i16*
  store i16 %24, i16* %25, align 1, !tbaa !41
  %26 = getelementptr inbounds i8, i8* %15, i64 %18
  %27 = getelementptr inbounds i8, i8* %2, i64 %8
  %28 = ptrtoint i8* %26 to i64
  %29 = sub i64 %16, %28
  %30 = tail call fastcc i64 @HUF_compress1X_usingCTable_internal(i8* noundef nonnull %26, i64 noundef %29, i8* noundef %27, i64 noundef %8, i64* noundef %4, i32 noundef %5)
  %31 = icmp ult i64 %30, -119
  br i1 %31, label %32, label %69

32:                                               ; preds = %23
  %33 = add i64 %30, -65536
  %34 = icmp ult i64 %33, -65535
  br i1 %34, label %69, label %35

35:                                               ; preds = %32
  %36 = getelementptr inbounds i8, i8* %0, i64 2
  %37 = trunc i64 %30 to i16
  %38 = bitcast i8* %36 to i16*
  store i16 %37, i16* %38, align 1, !tbaa !41
  %39 = getelementptr inbounds i8, i8* %26, i64 %30
  %40 = getelementptr inbounds i8, i8* %27, i64 %8
  %41 = ptrtoint i8* %39 to i64
  %42 = sub i64 %16, %41
  %43 = tail call fastcc i64 @HUF_compress1X_usingCTable_internal(i8* noundef nonnull %39, i64 noundef %42, i8* noundef %40, i64 noundef %8, i64* noundef %4, i32 noundef %5)
  %44 = icmp ult i64 %43, -119
  br i1 %44, label %45, label %69

45:                                               ; preds = %35
  %46 = add i64 %43, -65536
  %47 = icmp ult i64 %46, -65535
  br i1 %47, label %69, label %48

48:                                               ; preds = %45
  %49 = getelementptr inbounds i8, i8* %0, i64 4
  %50 = trunc i64 %43 to i16
  %51 = bitcast i8* %49 to i16*
  store i16 %50, i16* %51, align 1, !tbaa !41
  %52 = getelementptr inbounds i8, i8* %39, i64 %43
  %53 = getelementptr inbounds i8, i8* %40, i64 %8
  %54 = ptrtoint i8* %52 to i64
  %55 = sub i64 %16, %54
  %56 = ptrtoint i8* %9 to i64
  %57 = ptrtoint i8* %53 to i64
  %58 = sub i64 %56, %57
  %59 = tail call fastcc i64 @HUF_compress1X_usingCTable_internal(i8* noundef nonnull %52, i64 noundef %55, i8* noundef %53, i64 noundef %58, i64* noundef %4, i32 noundef %5)
  %60 = icmp ult i64 %59, -119
  br i1 %60, label %61, label %69

61:                                               ; preds = %48
  %62 = add i64 %59, -65536
  %63 = icmp ult i64 %62, -65535
  br i1 %63, label %69, label %64

64:                                               ; preds = %61
  %65 = getelementptr inbounds i8, i8* %52, i64 %59
  %66 = ptrtoint i8* %65 to i64
  %67 = ptrtoint i8* %0 to i64
  %68 = sub i64 %66, %67
  br label %69

69:                                               ; preds = %64, %61, %48, %45, %35, %32, %23, %20, %13, %6
  %70 = phi i64 [ %68, %64 ], [ 0, %6 ], [ 0, %20 ], [ %18, %13 ], [ 0, %32 ], [ %30, %23 ], [ 0, %45 ], [ %43, %35 ], [ 0, %61 ], [ %59, %48 ]
  ret i64 %70
}

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local i32 @HUF_optimalTableLog(i32 noundef, i64 noundef, i32 noundef, i8* noundef, i64 noundef, i64* nocapture noundef, i32* nocapture noundef readonly, i32 noundef) local_unnamed_addr #0

; Function Attrs: nofree nosync nounwind uwtable
define hidden fastcc i64 @HUF_compress_internal(i8* noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i8* noundef %7, i64 noundef %8, i64* noundef %9, i32* noundef %10, i32 noundef %11) unnamed_addr #0 {
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 %4, i32* %13, align 4, !tbaa !15
  %16 = ptrtoint i8* %7 to i64
  %17 = sub i64 0, %16
  %18 = and i64 %17, 7
  %19 = icmp ugt i64 %18, %8
  %20 = getelementptr inbounds i8, i8* %7, i64 %18
  %21 = tail call i64 @llvm.usub.sat.i64(i64 %8, i64 %18) #36
  %22 = select i1 %19, i8* null, i8* %20
  %23 = getelementptr inbounds i8, i8* %0, i64 %1
  %24 = icmp ult i64 %21, 7944
  br i1 %24, label %368, label %25

25:                                               ; preds = %12
  %26 = icmp eq i64 %3, 0
  %27 = icmp eq i64 %1, 0
  %28 = or i1 %27, %26
  br i1 %28, label %368, label %29

29:                                               ; preds = %25
  %30 = icmp ugt i64 %3, 131072
  br i1 %30, label %368, label %31

31:                                               ; preds = %29
  %32 = icmp ugt i32 %5, 12
  br i1 %32, label %368, label %33

33:                                               ; preds = %31
  %34 = icmp ugt i32 %4, 255
  br i1 %34, label %368, label %35

35:                                               ; preds = %33
  %36 = icmp eq i32 %4, 0
  br i1 %36, label %37, label %38

37:                                               ; preds = %35
  store i32 255, i32* %13, align 4, !tbaa !15
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
  %47 = load i32, i32* %10, align 4, !tbaa !5
  %48 = icmp eq i32 %47, 2
  br i1 %48, label %49, label %51

49:                                               ; preds = %46
  %50 = tail call fastcc i64 @HUF_compressCTable_internal(i8* noundef %0, i8* noundef %0, i8* noundef nonnull %23, i8* noundef %2, i64 noundef %3, i32 noundef %6, i64* noundef %9, i32 noundef %11)
  br label %368

51:                                               ; preds = %46, %38
  %52 = and i32 %11, 8
  %53 = icmp ne i32 %52, 0
  %54 = icmp ugt i64 %3, 40959
  %55 = and i1 %54, %53
  br i1 %55, label %56, label %68

56:                                               ; preds = %51
  %57 = bitcast i32* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %57) #36
  store i32 %39, i32* %14, align 4, !tbaa !15
  %58 = bitcast i8* %22 to i32*
  %59 = call i32 @HIST_count_simple(i32* noundef %58, i32* noundef nonnull %14, i8* noundef %2, i64 noundef 4096)
  %60 = zext i32 %59 to i64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %57) #36
  %61 = bitcast i32* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %61) #36
  store i32 %39, i32* %15, align 4, !tbaa !15
  %62 = getelementptr inbounds i8, i8* %2, i64 %3
  %63 = getelementptr inbounds i8, i8* %62, i64 -4096
  %64 = call i32 @HIST_count_simple(i32* noundef %58, i32* noundef nonnull %15, i8* noundef nonnull %63, i64 noundef 4096)
  %65 = zext i32 %64 to i64
  %66 = add nuw nsw i64 %65, %60
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %61) #36
  %67 = icmp ult i64 %66, 69
  br i1 %67, label %368, label %68

68:                                               ; preds = %56, %51
  %69 = bitcast i8* %22 to i32*
  %70 = getelementptr inbounds i8, i8* %22, i64 3080
  %71 = call i64 @HIST_count_wksp(i32* noundef %69, i32* noundef nonnull %13, i8* noundef %2, i64 noundef %3, i8* noundef nonnull %70, i64 noundef 4096), !range !76
  %72 = icmp ult i64 %71, -119
  br i1 %72, label %73, label %368

73:                                               ; preds = %68
  %74 = icmp eq i64 %71, %3
  br i1 %74, label %75, label %77

75:                                               ; preds = %73
  %76 = load i8, i8* %2, align 1, !tbaa !5
  store i8 %76, i8* %0, align 1, !tbaa !5
  br label %368

77:                                               ; preds = %73
  %78 = lshr i64 %3, 7
  %79 = add nuw nsw i64 %78, 4
  %80 = icmp ugt i64 %71, %79
  br i1 %80, label %81, label %368

81:                                               ; preds = %77
  br i1 %44, label %82, label %98

82:                                               ; preds = %81
  %83 = load i32, i32* %10, align 4, !tbaa !5
  %84 = icmp eq i32 %83, 1
  br i1 %84, label %85, label %90

85:                                               ; preds = %82
  %86 = load i32, i32* %13, align 4, !tbaa !15
  %87 = tail call i32 @HUF_validateCTable(i64* noundef %9, i32* noundef %69, i32 noundef %86)
  %88 = icmp eq i32 %87, 0
  br i1 %88, label %89, label %95

89:                                               ; preds = %85
  store i32 0, i32* %10, align 4, !tbaa !5
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
  %97 = tail call fastcc i64 @HUF_compressCTable_internal(i8* noundef %0, i8* noundef %0, i8* noundef nonnull %23, i8* noundef %2, i64 noundef %3, i32 noundef %6, i64* noundef %9, i32 noundef %11)
  br label %368

98:                                               ; preds = %90, %81
  %99 = load i32, i32* %13, align 4, !tbaa !15
  br label %100

100:                                              ; preds = %98, %95
  %101 = phi i32 [ %99, %98 ], [ %86, %95 ]
  %102 = getelementptr inbounds i8, i8* %22, i64 1024
  %103 = bitcast i8* %102 to i64*
  %104 = tail call i32 @HUF_optimalTableLog(i32 noundef %41, i64 noundef %3, i32 noundef %101, i8* noundef nonnull %70, i64 noundef 4864, i64* noundef nonnull %103, i32* noundef %69, i32 noundef %11)
  %105 = tail call i64 @HUF_buildCTable_wksp(i64* noundef nonnull %103, i32* noundef %69, i32 noundef %101, i32 noundef %104, i8* noundef nonnull %70, i64 noundef 4864), !range !77
  %106 = icmp ult i64 %105, -119
  br i1 %106, label %107, label %368

107:                                              ; preds = %100
  %108 = trunc i64 %105 to i32
  %109 = tail call i64 @HUF_writeCTable_wksp(i8* noundef %0, i64 noundef %1, i64* noundef nonnull %103, i32 noundef %101, i32 noundef %108, i8* noundef nonnull %70, i64 noundef 748)
  %110 = icmp ult i64 %109, -119
  br i1 %110, label %111, label %368

111:                                              ; preds = %107
  br i1 %44, label %112, label %357

112:                                              ; preds = %111
  %113 = load i32, i32* %10, align 4, !tbaa !5
  %114 = icmp eq i32 %113, 0
  br i1 %114, label %354, label %115

115:                                              ; preds = %112
  %116 = getelementptr inbounds i64, i64* %9, i64 1
  %117 = icmp slt i32 %101, 0
  br i1 %117, label %352, label %118

118:                                              ; preds = %115
  %119 = add nuw i32 %101, 1
  %120 = zext i32 %119 to i64
  %121 = icmp ult i32 %101, 3
  br i1 %121, label %214, label %122

122:                                              ; preds = %118
  %123 = and i64 %120, 4294967292
  %124 = add nsw i64 %123, -4
  %125 = lshr exact i64 %124, 2
  %126 = add nuw nsw i64 %125, 1
  %127 = and i64 %126, 1
  %128 = icmp eq i64 %124, 0
  br i1 %128, label %180, label %129

129:                                              ; preds = %122
  %130 = and i64 %126, 9223372036854775806
  br label %131

131:                                              ; preds = %131, %129
  %132 = phi i64 [ 0, %129 ], [ %177, %131 ]
  %133 = phi <2 x i64> [ zeroinitializer, %129 ], [ %175, %131 ]
  %134 = phi <2 x i64> [ zeroinitializer, %129 ], [ %176, %131 ]
  %135 = phi i64 [ 0, %129 ], [ %178, %131 ]
  %136 = getelementptr inbounds i64, i64* %116, i64 %132
  %137 = bitcast i64* %136 to <2 x i64>*
  %138 = load <2 x i64>, <2 x i64>* %137, align 8, !tbaa !26
  %139 = getelementptr inbounds i64, i64* %136, i64 2
  %140 = bitcast i64* %139 to <2 x i64>*
  %141 = load <2 x i64>, <2 x i64>* %140, align 8, !tbaa !26
  %142 = and <2 x i64> %138, <i64 255, i64 255>
  %143 = and <2 x i64> %141, <i64 255, i64 255>
  %144 = getelementptr inbounds i32, i32* %69, i64 %132
  %145 = bitcast i32* %144 to <2 x i32>*
  %146 = load <2 x i32>, <2 x i32>* %145, align 4, !tbaa !15
  %147 = getelementptr inbounds i32, i32* %144, i64 2
  %148 = bitcast i32* %147 to <2 x i32>*
  %149 = load <2 x i32>, <2 x i32>* %148, align 4, !tbaa !15
  %150 = zext <2 x i32> %146 to <2 x i64>
  %151 = zext <2 x i32> %149 to <2 x i64>
  %152 = mul nuw nsw <2 x i64> %142, %150
  %153 = mul nuw nsw <2 x i64> %143, %151
  %154 = add <2 x i64> %152, %133
  %155 = add <2 x i64> %153, %134
  %156 = or i64 %132, 4
  %157 = getelementptr inbounds i64, i64* %116, i64 %156
  %158 = bitcast i64* %157 to <2 x i64>*
  %159 = load <2 x i64>, <2 x i64>* %158, align 8, !tbaa !26
  %160 = getelementptr inbounds i64, i64* %157, i64 2
  %161 = bitcast i64* %160 to <2 x i64>*
  %162 = load <2 x i64>, <2 x i64>* %161, align 8, !tbaa !26
  %163 = and <2 x i64> %159, <i64 255, i64 255>
  %164 = and <2 x i64> %162, <i64 255, i64 255>
  %165 = getelementptr inbounds i32, i32* %69, i64 %156
  %166 = bitcast i32* %165 to <2 x i32>*
  %167 = load <2 x i32>, <2 x i32>* %166, align 4, !tbaa !15
  %168 = getelementptr inbounds i32, i32* %165, i64 2
  %169 = bitcast i32* %168 to <2 x i32>*
  %170 = load <2 x i32>, <2 x i32>* %169, align 4, !tbaa !15
  %171 = zext <2 x i32> %167 to <2 x i64>
  %172 = zext <2 x i32> %170 to <2 x i64>
  %173 = mul nuw nsw <2 x i64> %163, %171
  %174 = mul nuw nsw <2 x i64> %164, %172
  %175 = add <2 x i64> %173, %154
  %176 = add <2 x i64> %174, %155
  %177 = add nuw i64 %132, 8
  %178 = add i64 %135, 2
  %179 = icmp eq i64 %178, %130
  br i1 %179, label %180, label %131, !llvm.loop !78

180:                                              ; preds = %131, %122
  %181 = phi <2 x i64> [ undef, %122 ], [ %175, %131 ]
  %182 = phi <2 x i64> [ undef, %122 ], [ %176, %131 ]
  %183 = phi i64 [ 0, %122 ], [ %177, %131 ]
  %184 = phi <2 x i64> [ zeroinitializer, %122 ], [ %175, %131 ]
  %185 = phi <2 x i64> [ zeroinitializer, %122 ], [ %176, %131 ]
  %186 = icmp eq i64 %127, 0
  br i1 %186, label %208, label %187

187:                                              ; preds = %180
  %188 = getelementptr inbounds i64, i64* %116, i64 %183
  %189 = bitcast i64* %188 to <2 x i64>*
  %190 = load <2 x i64>, <2 x i64>* %189, align 8, !tbaa !26
  %191 = getelementptr inbounds i64, i64* %188, i64 2
  %192 = bitcast i64* %191 to <2 x i64>*
  %193 = load <2 x i64>, <2 x i64>* %192, align 8, !tbaa !26
  %194 = and <2 x i64> %190, <i64 255, i64 255>
  %195 = and <2 x i64> %193, <i64 255, i64 255>
  %196 = getelementptr inbounds i32, i32* %69, i64 %183
  %197 = bitcast i32* %196 to <2 x i32>*
  %198 = load <2 x i32>, <2 x i32>* %197, align 4, !tbaa !15
  %199 = getelementptr inbounds i32, i32* %196, i64 2
  %200 = bitcast i32* %199 to <2 x i32>*
  %201 = load <2 x i32>, <2 x i32>* %200, align 4, !tbaa !15
  %202 = zext <2 x i32> %198 to <2 x i64>
  %203 = zext <2 x i32> %201 to <2 x i64>
  %204 = mul nuw nsw <2 x i64> %194, %202
  %205 = mul nuw nsw <2 x i64> %195, %203
  %206 = add <2 x i64> %204, %184
  %207 = add <2 x i64> %205, %185
  br label %208

208:                                              ; preds = %187, %180
  %209 = phi <2 x i64> [ %181, %180 ], [ %206, %187 ]
  %210 = phi <2 x i64> [ %182, %180 ], [ %207, %187 ]
  %211 = add <2 x i64> %210, %209
  %212 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %211)
  %213 = icmp eq i64 %123, %120
  br i1 %213, label %230, label %214

214:                                              ; preds = %208, %118
  %215 = phi i64 [ 0, %118 ], [ %123, %208 ]
  %216 = phi i64 [ 0, %118 ], [ %212, %208 ]
  br label %217

217:                                              ; preds = %217, %214
  %218 = phi i64 [ %228, %217 ], [ %215, %214 ]
  %219 = phi i64 [ %227, %217 ], [ %216, %214 ]
  %220 = getelementptr inbounds i64, i64* %116, i64 %218
  %221 = load i64, i64* %220, align 8, !tbaa !26
  %222 = and i64 %221, 255
  %223 = getelementptr inbounds i32, i32* %69, i64 %218
  %224 = load i32, i32* %223, align 4, !tbaa !15
  %225 = zext i32 %224 to i64
  %226 = mul nuw nsw i64 %222, %225
  %227 = add i64 %226, %219
  %228 = add nuw nsw i64 %218, 1
  %229 = icmp eq i64 %228, %120
  br i1 %229, label %230, label %217, !llvm.loop !79

230:                                              ; preds = %217, %208
  %231 = phi i64 [ %212, %208 ], [ %227, %217 ]
  %232 = lshr i64 %231, 3
  %233 = getelementptr inbounds i8, i8* %22, i64 1032
  %234 = bitcast i8* %233 to i64*
  %235 = icmp ult i32 %101, 3
  br i1 %235, label %328, label %236

236:                                              ; preds = %230
  %237 = and i64 %120, 4294967292
  %238 = add nsw i64 %237, -4
  %239 = lshr exact i64 %238, 2
  %240 = add nuw nsw i64 %239, 1
  %241 = and i64 %240, 1
  %242 = icmp eq i64 %238, 0
  br i1 %242, label %294, label %243

243:                                              ; preds = %236
  %244 = and i64 %240, 9223372036854775806
  br label %245

245:                                              ; preds = %245, %243
  %246 = phi i64 [ 0, %243 ], [ %291, %245 ]
  %247 = phi <2 x i64> [ zeroinitializer, %243 ], [ %289, %245 ]
  %248 = phi <2 x i64> [ zeroinitializer, %243 ], [ %290, %245 ]
  %249 = phi i64 [ 0, %243 ], [ %292, %245 ]
  %250 = getelementptr inbounds i64, i64* %234, i64 %246
  %251 = bitcast i64* %250 to <2 x i64>*
  %252 = load <2 x i64>, <2 x i64>* %251, align 8, !tbaa !26
  %253 = getelementptr inbounds i64, i64* %250, i64 2
  %254 = bitcast i64* %253 to <2 x i64>*
  %255 = load <2 x i64>, <2 x i64>* %254, align 8, !tbaa !26
  %256 = and <2 x i64> %252, <i64 255, i64 255>
  %257 = and <2 x i64> %255, <i64 255, i64 255>
  %258 = getelementptr inbounds i32, i32* %69, i64 %246
  %259 = bitcast i32* %258 to <2 x i32>*
  %260 = load <2 x i32>, <2 x i32>* %259, align 4, !tbaa !15
  %261 = getelementptr inbounds i32, i32* %258, i64 2
  %262 = bitcast i32* %261 to <2 x i32>*
  %263 = load <2 x i32>, <2 x i32>* %262, align 4, !tbaa !15
  %264 = zext <2 x i32> %260 to <2 x i64>
  %265 = zext <2 x i32> %263 to <2 x i64>
  %266 = mul nuw nsw <2 x i64> %256, %264
  %267 = mul nuw nsw <2 x i64> %257, %265
  %268 = add <2 x i64> %266, %247
  %269 = add <2 x i64> %267, %248
  %270 = or i64 %246, 4
  %271 = getelementptr inbounds i64, i64* %234, i64 %270
  %272 = bitcast i64* %271 to <2 x i64>*
  %273 = load <2 x i64>, <2 x i64>* %272, align 8, !tbaa !26
  %274 = getelementptr inbounds i64, i64* %271, i64 2
  %275 = bitcast i64* %274 to <2 x i64>*
  %276 = load <2 x i64>, <2 x i64>* %275, align 8, !tbaa !26
  %277 = and <2 x i64> %273, <i64 255, i64 255>
  %278 = and <2 x i64> %276, <i64 255, i64 255>
  %279 = getelementptr inbounds i32, i32* %69, i64 %270
  %280 = bitcast i32* %279 to <2 x i32>*
  %281 = load <2 x i32>, <2 x i32>* %280, align 4, !tbaa !15
  %282 = getelementptr inbounds i32, i32* %279, i64 2
  %283 = bitcast i32* %282 to <2 x i32>*
  %284 = load <2 x i32>, <2 x i32>* %283, align 4, !tbaa !15
  %285 = zext <2 x i32> %281 to <2 x i64>
  %286 = zext <2 x i32> %284 to <2 x i64>
  %287 = mul nuw nsw <2 x i64> %277, %285
  %288 = mul nuw nsw <2 x i64> %278, %286
  %289 = add <2 x i64> %287, %268
  %290 = add <2 x i64> %288, %269
  %291 = add nuw i64 %246, 8
  %292 = add i64 %249, 2
  %293 = icmp eq i64 %292, %244
  br i1 %293, label %294, label %245, !llvm.loop !80

294:                                              ; preds = %245, %236
  %295 = phi <2 x i64> [ undef, %236 ], [ %289, %245 ]
  %296 = phi <2 x i64> [ undef, %236 ], [ %290, %245 ]
  %297 = phi i64 [ 0, %236 ], [ %291, %245 ]
  %298 = phi <2 x i64> [ zeroinitializer, %236 ], [ %289, %245 ]
  %299 = phi <2 x i64> [ zeroinitializer, %236 ], [ %290, %245 ]
  %300 = icmp eq i64 %241, 0
  br i1 %300, label %322, label %301

301:                                              ; preds = %294
  %302 = getelementptr inbounds i64, i64* %234, i64 %297
  %303 = bitcast i64* %302 to <2 x i64>*
  %304 = load <2 x i64>, <2 x i64>* %303, align 8, !tbaa !26
  %305 = getelementptr inbounds i64, i64* %302, i64 2
  %306 = bitcast i64* %305 to <2 x i64>*
  %307 = load <2 x i64>, <2 x i64>* %306, align 8, !tbaa !26
  %308 = and <2 x i64> %304, <i64 255, i64 255>
  %309 = and <2 x i64> %307, <i64 255, i64 255>
  %310 = getelementptr inbounds i32, i32* %69, i64 %297
  %311 = bitcast i32* %310 to <2 x i32>*
  %312 = load <2 x i32>, <2 x i32>* %311, align 4, !tbaa !15
  %313 = getelementptr inbounds i32, i32* %310, i64 2
  %314 = bitcast i32* %313 to <2 x i32>*
  %315 = load <2 x i32>, <2 x i32>* %314, align 4, !tbaa !15
  %316 = zext <2 x i32> %312 to <2 x i64>
  %317 = zext <2 x i32> %315 to <2 x i64>
  %318 = mul nuw nsw <2 x i64> %308, %316
  %319 = mul nuw nsw <2 x i64> %309, %317
  %320 = add <2 x i64> %318, %298
  %321 = add <2 x i64> %319, %299
  br label %322

322:                                              ; preds = %301, %294
  %323 = phi <2 x i64> [ %295, %294 ], [ %320, %301 ]
  %324 = phi <2 x i64> [ %296, %294 ], [ %321, %301 ]
  %325 = add <2 x i64> %324, %323
  %326 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %325)
  %327 = icmp eq i64 %237, %120
  br i1 %327, label %344, label %328

328:                                              ; preds = %322, %230
  %329 = phi i64 [ 0, %230 ], [ %237, %322 ]
  %330 = phi i64 [ 0, %230 ], [ %326, %322 ]
  br label %331

331:                                              ; preds = %331, %328
  %332 = phi i64 [ %342, %331 ], [ %329, %328 ]
  %333 = phi i64 [ %341, %331 ], [ %330, %328 ]
  %334 = getelementptr inbounds i64, i64* %234, i64 %332
  %335 = load i64, i64* %334, align 8, !tbaa !26
  %336 = and i64 %335, 255
  %337 = getelementptr inbounds i32, i32* %69, i64 %332
  %338 = load i32, i32* %337, align 4, !tbaa !15
  %339 = zext i32 %338 to i64
  %340 = mul nuw nsw i64 %336, %339
  %341 = add i64 %340, %333
  %342 = add nuw nsw i64 %332, 1
  %343 = icmp eq i64 %342, %120
  br i1 %343, label %344, label %331, !llvm.loop !81

344:                                              ; preds = %331, %322
  %345 = phi i64 [ %326, %322 ], [ %341, %331 ]
  %346 = lshr i64 %345, 3
  %347 = add i64 %346, %109
  %348 = icmp ugt i64 %232, %347
  %349 = add i64 %109, 12
  %350 = icmp ult i64 %349, %3
  %351 = and i1 %350, %348
  br i1 %351, label %360, label %352

352:                                              ; preds = %344, %115
  %353 = tail call fastcc i64 @HUF_compressCTable_internal(i8* noundef %0, i8* noundef %0, i8* noundef nonnull %23, i8* noundef %2, i64 noundef %3, i32 noundef %6, i64* noundef %9, i32 noundef %11)
  br label %368

354:                                              ; preds = %112
  %355 = add nuw i64 %109, 12
  %356 = icmp ult i64 %355, %3
  br i1 %356, label %360, label %368

357:                                              ; preds = %111
  %358 = add nuw i64 %109, 12
  %359 = icmp ult i64 %358, %3
  br i1 %359, label %361, label %368

360:                                              ; preds = %354, %344
  store i32 0, i32* %10, align 4, !tbaa !5
  br label %361

361:                                              ; preds = %360, %357
  %362 = getelementptr inbounds i8, i8* %0, i64 %109
  %363 = icmp eq i64* %9, null
  br i1 %363, label %366, label %364

364:                                              ; preds = %361
  %365 = bitcast i64* %9 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2056) %365, i8* noundef nonnull align 8 dereferenceable(2056) %102, i64 2056, i1 false)
  br label %366

366:                                              ; preds = %364, %361
  %367 = tail call fastcc i64 @HUF_compressCTable_internal(i8* noundef %0, i8* noundef %362, i8* noundef nonnull %23, i8* noundef %2, i64 noundef %3, i32 noundef %6, i64* noundef nonnull %103, i32 noundef %11)
  br label %368

368:                                              ; preds = %366, %357, %354, %352, %107, %100, %96, %77, %75, %68, %56, %49, %33, %31, %29, %25, %12
  %369 = phi i64 [ %50, %49 ], [ %97, %96 ], [ %367, %366 ], [ %105, %100 ], [ 0, %77 ], [ 0, %56 ], [ -66, %12 ], [ 0, %25 ], [ -72, %29 ], [ -44, %31 ], [ -46, %33 ], [ %71, %68 ], [ 1, %75 ], [ 0, %354 ], [ 0, %357 ], [ %109, %107 ], [ %353, %352 ]
  ret i64 %369
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
declare hidden fastcc i64 @HUF_compressCTable_internal(i8* noundef, i8* noundef, i8* noundef, i8* noundef, i64 noundef, i32 noundef, i64* noundef, i32 noundef) unnamed_addr #16

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i64 @ZSTD_compressRleLiteralsBlock(i8* nocapture noundef writeonly %0, i64 %1, i8* nocapture noundef readonly %2, i64 noundef %3) local_unnamed_addr #17 {
  %5 = icmp ugt i64 %3, 31
  %6 = select i1 %5, i32 2, i32 1
  %7 = icmp ugt i64 %3, 4095
  %8 = zext i1 %7 to i32
  %9 = add nuw nsw i32 %6, %8
  switch i32 %9, label %24 [
    i32 1, label %10
    i32 2, label %14
    i32 3, label %19
  ]

10:                                               ; preds = %4
  %11 = trunc i64 %3 to i8
  %12 = shl i8 %11, 3
  %13 = or i8 %12, 1
  store i8 %13, i8* %0, align 1, !tbaa !5
  br label %24

14:                                               ; preds = %4
  %15 = trunc i64 %3 to i16
  %16 = shl i16 %15, 4
  %17 = or i16 %16, 5
  %18 = bitcast i8* %0 to i16*
  store i16 %17, i16* %18, align 1, !tbaa !41
  br label %24

19:                                               ; preds = %4
  %20 = trunc i64 %3 to i32
  %21 = shl i32 %20, 4
  %22 = or i32 %21, 13
  %23 = bitcast i8* %0 to i32*
  store i32 %22, i32* %23, align 1, !tbaa !15
  br label %24

24:                                               ; preds = %19, %14, %10, %4
  %25 = load i8, i8* %2, align 1, !tbaa !5
  %26 = zext i32 %9 to i64
  %27 = getelementptr inbounds i8, i8* %0, i64 %26
  store i8 %25, i8* %27, align 1, !tbaa !5
  %28 = add nuw nsw i32 %9, 1
  %29 = zext i32 %28 to i64
  ret i64 %29
}

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local i64 @ZSTD_buildBlockEntropyStats(%struct.seqStore_t* nocapture noundef readonly, %struct.ZSTD_entropyCTables_t* nocapture noundef readonly, %struct.ZSTD_entropyCTables_t* nocapture noundef, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly, %struct.ZSTD_entropyCTablesMetadata_t* noundef, i8* noundef, i64 noundef) local_unnamed_addr #0

; Function Attrs: nounwind uwtable
declare hidden fastcc void @ZSTD_clearAllDicts(%struct.ZSTD_CCtx_s* nocapture noundef) unnamed_addr #6

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
declare dso_local i64 @ZSTD_freeCCtx(%struct.ZSTD_CCtx_s* noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTDMT_freeCCtx(%struct.ZSTDMT_CCtx_s* noundef %0) local_unnamed_addr #6 {
  %2 = icmp eq %struct.ZSTDMT_CCtx_s* %0, null
  br i1 %2, label %180, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 24
  %5 = load i8, i8* %4, align 8
  %6 = and i8 %5, 1
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %3
  %9 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 0
  %10 = load %struct.POOL_ctx_s*, %struct.POOL_ctx_s** %9, align 8, !tbaa !82
  tail call void @POOL_free(%struct.POOL_ctx_s* noundef %10)
  br label %11

11:                                               ; preds = %8, %3
  tail call fastcc void @ZSTDMT_releaseAllJobResources(%struct.ZSTDMT_CCtx_s* noundef nonnull %0)
  %12 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 1
  %13 = load %struct.ZSTDMT_jobDescription*, %struct.ZSTDMT_jobDescription** %12, align 8, !tbaa !98
  %14 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 13
  %15 = load i32, i32* %14, align 8, !tbaa !99
  %16 = add i32 %15, 1
  %17 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 21, i32 1
  %18 = load void (i8*, i8*)*, void (i8*, i8*)** %17, align 1
  %19 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 21, i32 2
  %20 = load i8*, i8** %19, align 1
  %21 = icmp eq %struct.ZSTDMT_jobDescription* %13, null
  br i1 %21, label %39, label %22

22:                                               ; preds = %11
  %23 = icmp eq i32 %16, 0
  br i1 %23, label %34, label %24

24:                                               ; preds = %22
  %25 = zext i32 %16 to i64
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi i64 [ 0, %24 ], [ %32, %26 ]
  %28 = getelementptr inbounds %struct.ZSTDMT_jobDescription, %struct.ZSTDMT_jobDescription* %13, i64 %27, i32 2
  %29 = tail call i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef nonnull %28) #36
  %30 = getelementptr inbounds %struct.ZSTDMT_jobDescription, %struct.ZSTDMT_jobDescription* %13, i64 %27, i32 3
  %31 = tail call i32 @pthread_cond_destroy(%union.pthread_cond_t* noundef nonnull %30) #36
  %32 = add nuw nsw i64 %27, 1
  %33 = icmp eq i64 %32, %25
  br i1 %33, label %34, label %26, !llvm.loop !100

34:                                               ; preds = %26, %22
  %35 = bitcast %struct.ZSTDMT_jobDescription* %13 to i8*
  %36 = icmp eq void (i8*, i8*)* %18, null
  br i1 %36, label %38, label %37

37:                                               ; preds = %34
  tail call void %18(i8* noundef %20, i8* noundef nonnull %35) #36
  br label %39

38:                                               ; preds = %34
  tail call void @free(i8* noundef nonnull %35) #36
  br label %39

39:                                               ; preds = %38, %37, %11
  %40 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 2
  %41 = load %struct.ZSTDMT_bufferPool_s*, %struct.ZSTDMT_bufferPool_s** %40, align 8, !tbaa !101
  tail call fastcc void @ZSTDMT_freeBufferPool(%struct.ZSTDMT_bufferPool_s* noundef %41)
  %42 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 3
  %43 = load %struct.ZSTDMT_CCtxPool*, %struct.ZSTDMT_CCtxPool** %42, align 8, !tbaa !102
  %44 = icmp eq %struct.ZSTDMT_CCtxPool* %43, null
  br i1 %44, label %94, label %45

45:                                               ; preds = %39
  %46 = getelementptr inbounds %struct.ZSTDMT_CCtxPool, %struct.ZSTDMT_CCtxPool* %43, i64 0, i32 0
  %47 = tail call i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef nonnull %46) #36
  %48 = getelementptr inbounds %struct.ZSTDMT_CCtxPool, %struct.ZSTDMT_CCtxPool* %43, i64 0, i32 4
  %49 = load %struct.ZSTD_CCtx_s**, %struct.ZSTD_CCtx_s*** %48, align 8, !tbaa !103
  %50 = icmp eq %struct.ZSTD_CCtx_s** %49, null
  br i1 %50, label %85, label %51

51:                                               ; preds = %45
  %52 = bitcast %struct.ZSTD_CCtx_s** %49 to i8*
  %53 = getelementptr inbounds %struct.ZSTDMT_CCtxPool, %struct.ZSTDMT_CCtxPool* %43, i64 0, i32 1
  %54 = load i32, i32* %53, align 8, !tbaa !105
  %55 = icmp sgt i32 %54, 0
  br i1 %55, label %56, label %74

56:                                               ; preds = %51
  %57 = load %struct.ZSTD_CCtx_s*, %struct.ZSTD_CCtx_s** %49, align 8, !tbaa !35
  %58 = tail call i64 @ZSTD_freeCCtx(%struct.ZSTD_CCtx_s* noundef %57) #36
  %59 = load i32, i32* %53, align 8, !tbaa !105
  %60 = icmp sgt i32 %59, 1
  br i1 %60, label %61, label %71, !llvm.loop !106

61:                                               ; preds = %61, %56
  %62 = phi i64 [ %67, %61 ], [ 1, %56 ]
  %63 = load %struct.ZSTD_CCtx_s**, %struct.ZSTD_CCtx_s*** %48, align 8, !tbaa !103
  %64 = getelementptr inbounds %struct.ZSTD_CCtx_s*, %struct.ZSTD_CCtx_s** %63, i64 %62
  %65 = load %struct.ZSTD_CCtx_s*, %struct.ZSTD_CCtx_s** %64, align 8, !tbaa !35
  %66 = tail call i64 @ZSTD_freeCCtx(%struct.ZSTD_CCtx_s* noundef %65) #36
  %67 = add nuw nsw i64 %62, 1
  %68 = load i32, i32* %53, align 8, !tbaa !105
  %69 = sext i32 %68 to i64
  %70 = icmp slt i64 %67, %69
  br i1 %70, label %61, label %71, !llvm.loop !106

71:                                               ; preds = %61, %56
  %72 = bitcast %struct.ZSTD_CCtx_s*** %48 to i8**
  %73 = load i8*, i8** %72, align 8, !tbaa !103
  br label %74

74:                                               ; preds = %71, %51
  %75 = phi i8* [ %73, %71 ], [ %52, %51 ]
  %76 = getelementptr inbounds %struct.ZSTDMT_CCtxPool, %struct.ZSTDMT_CCtxPool* %43, i64 0, i32 3, i32 1
  %77 = load void (i8*, i8*)*, void (i8*, i8*)** %76, align 1
  %78 = getelementptr inbounds %struct.ZSTDMT_CCtxPool, %struct.ZSTDMT_CCtxPool* %43, i64 0, i32 3, i32 2
  %79 = load i8*, i8** %78, align 1
  %80 = icmp eq i8* %75, null
  br i1 %80, label %85, label %81

81:                                               ; preds = %74
  %82 = icmp eq void (i8*, i8*)* %77, null
  br i1 %82, label %84, label %83

83:                                               ; preds = %81
  tail call void %77(i8* noundef %79, i8* noundef nonnull %75) #36
  br label %85

84:                                               ; preds = %81
  tail call void @free(i8* noundef nonnull %75) #36
  br label %85

85:                                               ; preds = %84, %83, %74, %45
  %86 = bitcast %struct.ZSTDMT_CCtxPool* %43 to i8*
  %87 = getelementptr inbounds %struct.ZSTDMT_CCtxPool, %struct.ZSTDMT_CCtxPool* %43, i64 0, i32 3, i32 1
  %88 = load void (i8*, i8*)*, void (i8*, i8*)** %87, align 1
  %89 = icmp eq void (i8*, i8*)* %88, null
  br i1 %89, label %93, label %90

90:                                               ; preds = %85
  %91 = getelementptr inbounds %struct.ZSTDMT_CCtxPool, %struct.ZSTDMT_CCtxPool* %43, i64 0, i32 3, i32 2
  %92 = load i8*, i8** %91, align 1
  tail call void %88(i8* noundef %92, i8* noundef nonnull %86) #36
  br label %94

93:                                               ; preds = %85
  tail call void @free(i8* noundef nonnull %86) #36
  br label %94

94:                                               ; preds = %93, %90, %39
  %95 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 4
  %96 = load %struct.ZSTDMT_bufferPool_s*, %struct.ZSTDMT_bufferPool_s** %95, align 8, !tbaa !107
  tail call fastcc void @ZSTDMT_freeBufferPool(%struct.ZSTDMT_bufferPool_s* noundef %96) #36
  %97 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 2, i32 22, i32 1
  %98 = load void (i8*, i8*)*, void (i8*, i8*)** %97, align 8, !tbaa.struct !34
  %99 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 2, i32 22, i32 2
  %100 = load i8*, i8** %99, align 8, !tbaa.struct !36
  %101 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 0
  %102 = tail call i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef nonnull %101) #36
  %103 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 1
  %104 = tail call i32 @pthread_cond_destroy(%union.pthread_cond_t* noundef nonnull %103) #36
  %105 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 6
  %106 = tail call i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef nonnull %105) #36
  %107 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 7
  %108 = tail call i32 @pthread_cond_destroy(%union.pthread_cond_t* noundef nonnull %107) #36
  %109 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 3, i32 1
  %110 = bitcast %struct.FSE_symbolCompressionTransform** %109 to i8**
  %111 = load i8*, i8** %110, align 8, !tbaa !108
  %112 = icmp eq i8* %111, null
  br i1 %112, label %116, label %113

113:                                              ; preds = %94
  %114 = icmp eq void (i8*, i8*)* %98, null
  br i1 %114, label %120, label %115

115:                                              ; preds = %113
  tail call void %98(i8* noundef %100, i8* noundef nonnull %111) #36
  br label %116

116:                                              ; preds = %115, %94
  %117 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 3, i32 3
  %118 = load i8*, i8** %117, align 8, !tbaa !109
  %119 = icmp eq i8* %118, null
  br i1 %119, label %129, label %124

120:                                              ; preds = %113
  tail call void @free(i8* noundef nonnull %111) #36
  %121 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 3, i32 3
  %122 = load i8*, i8** %121, align 8, !tbaa !109
  %123 = icmp eq i8* %122, null
  br i1 %123, label %129, label %127

124:                                              ; preds = %116
  %125 = icmp eq void (i8*, i8*)* %98, null
  br i1 %125, label %127, label %126

126:                                              ; preds = %124
  tail call void %98(i8* noundef %100, i8* noundef nonnull %118) #36
  br label %129

127:                                              ; preds = %124, %120
  %128 = phi i8* [ %118, %124 ], [ %122, %120 ]
  tail call void @free(i8* noundef nonnull %128) #36
  br label %129

129:                                              ; preds = %127, %126, %120, %116
  %130 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 22
  %131 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %130, align 8, !tbaa !110
  %132 = icmp eq %struct.ZSTD_CDict_s* %131, null
  br i1 %132, label %163, label %133

133:                                              ; preds = %129
  %134 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %131, i64 0, i32 7, i32 1
  %135 = load void (i8*, i8*)*, void (i8*, i8*)** %134, align 8, !tbaa.struct !34
  %136 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %131, i64 0, i32 7, i32 2
  %137 = load i8*, i8** %136, align 8, !tbaa.struct !36
  %138 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %131, i64 0, i32 4
  %139 = bitcast %struct.ZSTD_CDict_s* %131 to i8*
  %140 = getelementptr inbounds %struct.ZSTD_cwksp, %struct.ZSTD_cwksp* %138, i64 0, i32 0
  %141 = load i8*, i8** %140, align 8, !tbaa !111
  %142 = icmp ugt i8* %141, %139
  br i1 %142, label %148, label %143

143:                                              ; preds = %133
  %144 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %131, i64 0, i32 4, i32 1
  %145 = load i8*, i8** %144, align 8, !tbaa !113
  %146 = icmp ugt i8* %145, %139
  %147 = zext i1 %146 to i32
  br label %148

148:                                              ; preds = %143, %133
  %149 = phi i32 [ 0, %133 ], [ %147, %143 ]
  %150 = bitcast %struct.ZSTD_cwksp* %138 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %150, i8 0, i64 72, i1 false) #36
  %151 = icmp eq i8* %141, null
  br i1 %151, label %155, label %152

152:                                              ; preds = %148
  %153 = icmp eq void (i8*, i8*)* %135, null
  br i1 %153, label %157, label %154

154:                                              ; preds = %152
  tail call void %135(i8* noundef %137, i8* noundef nonnull %141) #36
  br label %155

155:                                              ; preds = %154, %148
  %156 = icmp eq i32 %149, 0
  br i1 %156, label %159, label %163

157:                                              ; preds = %152
  tail call void @free(i8* noundef nonnull %141) #36
  %158 = icmp eq i32 %149, 0
  br i1 %158, label %162, label %163

159:                                              ; preds = %155
  %160 = icmp eq void (i8*, i8*)* %135, null
  br i1 %160, label %162, label %161

161:                                              ; preds = %159
  tail call void %135(i8* noundef %137, i8* noundef nonnull %139) #36
  br label %163

162:                                              ; preds = %159, %157
  tail call void @free(i8* noundef nonnull %139) #36
  br label %163

163:                                              ; preds = %162, %161, %157, %155, %129
  %164 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 10, i32 0
  %165 = load i8*, i8** %164, align 8, !tbaa !114
  %166 = icmp eq i8* %165, null
  br i1 %166, label %173, label %167

167:                                              ; preds = %163
  %168 = load void (i8*, i8*)*, void (i8*, i8*)** %17, align 1
  %169 = icmp eq void (i8*, i8*)* %168, null
  br i1 %169, label %172, label %170

170:                                              ; preds = %167
  %171 = load i8*, i8** %19, align 1
  tail call void %168(i8* noundef %171, i8* noundef nonnull %165) #36
  br label %173

172:                                              ; preds = %167
  tail call void @free(i8* noundef nonnull %165) #36
  br label %173

173:                                              ; preds = %172, %170, %163
  %174 = bitcast %struct.ZSTDMT_CCtx_s* %0 to i8*
  %175 = load void (i8*, i8*)*, void (i8*, i8*)** %17, align 1
  %176 = icmp eq void (i8*, i8*)* %175, null
  br i1 %176, label %179, label %177

177:                                              ; preds = %173
  %178 = load i8*, i8** %19, align 1
  tail call void %175(i8* noundef %178, i8* noundef nonnull %174) #36
  br label %180

179:                                              ; preds = %173
  tail call void @free(i8* noundef nonnull %174) #36
  br label %180

180:                                              ; preds = %179, %177, %1
  ret i64 0
}

; Function Attrs: nounwind uwtable
declare hidden fastcc void @ZSTDMT_releaseAllJobResources(%struct.ZSTDMT_CCtx_s* nocapture noundef) unnamed_addr #6

; Function Attrs: nounwind uwtable
declare hidden fastcc void @ZSTDMT_freeBufferPool(%struct.ZSTDMT_bufferPool_s* noundef) unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTDMT_sizeof_CCtx(%struct.ZSTDMT_CCtx_s* noundef readonly %0) local_unnamed_addr #6 {
  %2 = icmp eq %struct.ZSTDMT_CCtx_s* %0, null
  br i1 %2, label %226, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 0
  %5 = load %struct.POOL_ctx_s*, %struct.POOL_ctx_s** %4, align 8, !tbaa !82
  %6 = icmp eq %struct.POOL_ctx_s* %5, null
  br i1 %6, label %16, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %5, i64 0, i32 7
  %9 = load i64, i64* %8, align 8, !tbaa !37
  %10 = shl i64 %9, 4
  %11 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %5, i64 0, i32 2
  %12 = load i64, i64* %11, align 8, !tbaa !24
  %13 = shl i64 %12, 3
  %14 = add i64 %10, 3600
  %15 = add i64 %14, %13
  br label %16

16:                                               ; preds = %7, %3
  %17 = phi i64 [ %15, %7 ], [ 3360, %3 ]
  %18 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 2
  %19 = load %struct.ZSTDMT_bufferPool_s*, %struct.ZSTDMT_bufferPool_s** %18, align 8, !tbaa !101
  %20 = getelementptr inbounds %struct.ZSTDMT_bufferPool_s, %struct.ZSTDMT_bufferPool_s* %19, i64 0, i32 2
  %21 = load i32, i32* %20, align 8, !tbaa !115
  %22 = getelementptr inbounds %struct.ZSTDMT_bufferPool_s, %struct.ZSTDMT_bufferPool_s* %19, i64 0, i32 0
  %23 = tail call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef %22) #36
  %24 = load i32, i32* %20, align 8, !tbaa !115
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %67, label %26

26:                                               ; preds = %16
  %27 = getelementptr inbounds %struct.ZSTDMT_bufferPool_s, %struct.ZSTDMT_bufferPool_s* %19, i64 0, i32 5
  %28 = load %struct.buffer_s*, %struct.buffer_s** %27, align 8, !tbaa !117
  %29 = zext i32 %24 to i64
  %30 = icmp ult i32 %24, 5
  br i1 %30, label %56, label %31

31:                                               ; preds = %26
  %32 = and i64 %29, 3
  %33 = icmp eq i64 %32, 0
  %34 = select i1 %33, i64 4, i64 %32
  %35 = sub nsw i64 %29, %34
  br label %36

36:                                               ; preds = %36, %31
  %37 = phi i64 [ 0, %31 ], [ %51, %36 ]
  %38 = phi <2 x i64> [ zeroinitializer, %31 ], [ %49, %36 ]
  %39 = phi <2 x i64> [ zeroinitializer, %31 ], [ %50, %36 ]
  %40 = or i64 %37, 2
  %41 = getelementptr inbounds %struct.buffer_s, %struct.buffer_s* %28, i64 %37, i32 1
  %42 = getelementptr inbounds %struct.buffer_s, %struct.buffer_s* %28, i64 %40, i32 1
  %43 = bitcast i64* %41 to <4 x i64>*
  %44 = bitcast i64* %42 to <4 x i64>*
  %45 = load <4 x i64>, <4 x i64>* %43, align 8, !tbaa !118
  %46 = load <4 x i64>, <4 x i64>* %44, align 8, !tbaa !118
  %47 = shufflevector <4 x i64> %45, <4 x i64> poison, <2 x i32> <i32 0, i32 2>
  %48 = shufflevector <4 x i64> %46, <4 x i64> poison, <2 x i32> <i32 0, i32 2>
  %49 = add <2 x i64> %47, %38
  %50 = add <2 x i64> %48, %39
  %51 = add nuw i64 %37, 4
  %52 = icmp eq i64 %51, %35
  br i1 %52, label %53, label %36, !llvm.loop !119

53:                                               ; preds = %36
  %54 = add <2 x i64> %50, %49
  %55 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %54)
  br label %56

56:                                               ; preds = %53, %26
  %57 = phi i64 [ 0, %26 ], [ %35, %53 ]
  %58 = phi i64 [ 0, %26 ], [ %55, %53 ]
  br label %59

59:                                               ; preds = %59, %56
  %60 = phi i64 [ %65, %59 ], [ %57, %56 ]
  %61 = phi i64 [ %64, %59 ], [ %58, %56 ]
  %62 = getelementptr inbounds %struct.buffer_s, %struct.buffer_s* %28, i64 %60, i32 1
  %63 = load i64, i64* %62, align 8, !tbaa !118
  %64 = add i64 %63, %61
  %65 = add nuw nsw i64 %60, 1
  %66 = icmp eq i64 %65, %29
  br i1 %66, label %67, label %59, !llvm.loop !120

67:                                               ; preds = %59, %16
  %68 = phi i64 [ 0, %16 ], [ %64, %59 ]
  %69 = zext i32 %21 to i64
  %70 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %22) #36
  %71 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 13
  %72 = load i32, i32* %71, align 8, !tbaa !99
  %73 = add i32 %72, 1
  %74 = zext i32 %73 to i64
  %75 = mul nuw nsw i64 %74, 448
  %76 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 3
  %77 = load %struct.ZSTDMT_CCtxPool*, %struct.ZSTDMT_CCtxPool** %76, align 8, !tbaa !102
  %78 = getelementptr inbounds %struct.ZSTDMT_CCtxPool, %struct.ZSTDMT_CCtxPool* %77, i64 0, i32 0
  %79 = tail call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef %78) #36
  %80 = getelementptr inbounds %struct.ZSTDMT_CCtxPool, %struct.ZSTDMT_CCtxPool* %77, i64 0, i32 1
  %81 = load i32, i32* %80, align 8, !tbaa !105
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %139, label %83

83:                                               ; preds = %67
  %84 = getelementptr inbounds %struct.ZSTDMT_CCtxPool, %struct.ZSTDMT_CCtxPool* %77, i64 0, i32 4
  %85 = zext i32 %81 to i64
  br label %86

86:                                               ; preds = %134, %83
  %87 = phi i64 [ 0, %83 ], [ %137, %134 ]
  %88 = phi i64 [ 0, %83 ], [ %136, %134 ]
  %89 = load %struct.ZSTD_CCtx_s**, %struct.ZSTD_CCtx_s*** %84, align 8, !tbaa !103
  %90 = getelementptr inbounds %struct.ZSTD_CCtx_s*, %struct.ZSTD_CCtx_s** %89, i64 %87
  %91 = load %struct.ZSTD_CCtx_s*, %struct.ZSTD_CCtx_s** %90, align 8, !tbaa !35
  %92 = icmp eq %struct.ZSTD_CCtx_s* %91, null
  br i1 %92, label %134, label %93

93:                                               ; preds = %86
  %94 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %91, i64 0, i32 8, i32 0
  %95 = load i8*, i8** %94, align 8, !tbaa !121
  %96 = bitcast %struct.ZSTD_CCtx_s* %91 to i8*
  %97 = icmp eq i8* %95, %96
  %98 = select i1 %97, i64 0, i64 5248
  %99 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %91, i64 0, i32 8, i32 1
  %100 = load i8*, i8** %99, align 8, !tbaa !113
  %101 = ptrtoint i8* %100 to i64
  %102 = ptrtoint i8* %95 to i64
  %103 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %91, i64 0, i32 42, i32 0
  %104 = load i8*, i8** %103, align 1
  %105 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %91, i64 0, i32 42, i32 2
  %106 = load i64, i64* %105, align 1
  %107 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %91, i64 0, i32 42, i32 4
  %108 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %107, align 1
  %109 = icmp eq %struct.ZSTD_CDict_s* %108, null
  br i1 %109, label %122, label %110

110:                                              ; preds = %93
  %111 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %108, i64 0, i32 4, i32 0
  %112 = load i8*, i8** %111, align 8, !tbaa !136
  %113 = bitcast %struct.ZSTD_CDict_s* %108 to i8*
  %114 = icmp eq i8* %112, %113
  %115 = select i1 %114, i64 0, i64 6080
  %116 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %108, i64 0, i32 4, i32 1
  %117 = load i8*, i8** %116, align 8, !tbaa !113
  %118 = ptrtoint i8* %117 to i64
  %119 = ptrtoint i8* %112 to i64
  %120 = sub i64 %118, %119
  %121 = add i64 %120, %115
  br label %122

122:                                              ; preds = %110, %93
  %123 = phi i64 [ %121, %110 ], [ 0, %93 ]
  %124 = icmp eq i8* %104, null
  %125 = select i1 %124, i64 0, i64 %106
  %126 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %91, i64 0, i32 45
  %127 = load %struct.ZSTDMT_CCtx_s*, %struct.ZSTDMT_CCtx_s** %126, align 8, !tbaa !142
  %128 = tail call i64 @ZSTDMT_sizeof_CCtx(%struct.ZSTDMT_CCtx_s* noundef %127) #36
  %129 = sub i64 %101, %102
  %130 = add i64 %129, %98
  %131 = add i64 %130, %125
  %132 = add i64 %131, %123
  %133 = add i64 %132, %128
  br label %134

134:                                              ; preds = %122, %86
  %135 = phi i64 [ %133, %122 ], [ 0, %86 ]
  %136 = add i64 %135, %88
  %137 = add nuw nsw i64 %87, 1
  %138 = icmp eq i64 %137, %85
  br i1 %138, label %139, label %86, !llvm.loop !143

139:                                              ; preds = %134, %67
  %140 = phi i64 [ 0, %67 ], [ %136, %134 ]
  %141 = sext i32 %81 to i64
  %142 = shl nsw i64 %141, 3
  %143 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %78) #36
  %144 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 4
  %145 = load %struct.ZSTDMT_bufferPool_s*, %struct.ZSTDMT_bufferPool_s** %144, align 8, !tbaa !107
  %146 = getelementptr inbounds %struct.ZSTDMT_bufferPool_s, %struct.ZSTDMT_bufferPool_s* %145, i64 0, i32 2
  %147 = load i32, i32* %146, align 8, !tbaa !115
  %148 = getelementptr inbounds %struct.ZSTDMT_bufferPool_s, %struct.ZSTDMT_bufferPool_s* %145, i64 0, i32 0
  %149 = tail call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef %148) #36
  %150 = load i32, i32* %146, align 8, !tbaa !115
  %151 = icmp eq i32 %150, 0
  br i1 %151, label %193, label %152

152:                                              ; preds = %139
  %153 = getelementptr inbounds %struct.ZSTDMT_bufferPool_s, %struct.ZSTDMT_bufferPool_s* %145, i64 0, i32 5
  %154 = load %struct.buffer_s*, %struct.buffer_s** %153, align 8, !tbaa !117
  %155 = zext i32 %150 to i64
  %156 = icmp ult i32 %150, 5
  br i1 %156, label %182, label %157

157:                                              ; preds = %152
  %158 = and i64 %155, 3
  %159 = icmp eq i64 %158, 0
  %160 = select i1 %159, i64 4, i64 %158
  %161 = sub nsw i64 %155, %160
  br label %162

162:                                              ; preds = %162, %157
  %163 = phi i64 [ 0, %157 ], [ %177, %162 ]
  %164 = phi <2 x i64> [ zeroinitializer, %157 ], [ %175, %162 ]
  %165 = phi <2 x i64> [ zeroinitializer, %157 ], [ %176, %162 ]
  %166 = or i64 %163, 2
  %167 = getelementptr inbounds %struct.buffer_s, %struct.buffer_s* %154, i64 %163, i32 1
  %168 = getelementptr inbounds %struct.buffer_s, %struct.buffer_s* %154, i64 %166, i32 1
  %169 = bitcast i64* %167 to <4 x i64>*
  %170 = bitcast i64* %168 to <4 x i64>*
  %171 = load <4 x i64>, <4 x i64>* %169, align 8, !tbaa !118
  %172 = load <4 x i64>, <4 x i64>* %170, align 8, !tbaa !118
  %173 = shufflevector <4 x i64> %171, <4 x i64> poison, <2 x i32> <i32 0, i32 2>
  %174 = shufflevector <4 x i64> %172, <4 x i64> poison, <2 x i32> <i32 0, i32 2>
  %175 = add <2 x i64> %173, %164
  %176 = add <2 x i64> %174, %165
  %177 = add nuw i64 %163, 4
  %178 = icmp eq i64 %177, %161
  br i1 %178, label %179, label %162, !llvm.loop !144

179:                                              ; preds = %162
  %180 = add <2 x i64> %176, %175
  %181 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %180)
  br label %182

182:                                              ; preds = %179, %152
  %183 = phi i64 [ 0, %152 ], [ %161, %179 ]
  %184 = phi i64 [ 0, %152 ], [ %181, %179 ]
  br label %185

185:                                              ; preds = %185, %182
  %186 = phi i64 [ %191, %185 ], [ %183, %182 ]
  %187 = phi i64 [ %190, %185 ], [ %184, %182 ]
  %188 = getelementptr inbounds %struct.buffer_s, %struct.buffer_s* %154, i64 %186, i32 1
  %189 = load i64, i64* %188, align 8, !tbaa !118
  %190 = add i64 %189, %187
  %191 = add nuw nsw i64 %186, 1
  %192 = icmp eq i64 %191, %155
  br i1 %192, label %193, label %185, !llvm.loop !145

193:                                              ; preds = %185, %139
  %194 = phi i64 [ 0, %139 ], [ %190, %185 ]
  %195 = zext i32 %147 to i64
  %196 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %148) #36
  %197 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 22
  %198 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %197, align 8, !tbaa !110
  %199 = icmp eq %struct.ZSTD_CDict_s* %198, null
  br i1 %199, label %212, label %200

200:                                              ; preds = %193
  %201 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %198, i64 0, i32 4, i32 0
  %202 = load i8*, i8** %201, align 8, !tbaa !136
  %203 = bitcast %struct.ZSTD_CDict_s* %198 to i8*
  %204 = icmp eq i8* %202, %203
  %205 = select i1 %204, i64 0, i64 6080
  %206 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %198, i64 0, i32 4, i32 1
  %207 = load i8*, i8** %206, align 8, !tbaa !113
  %208 = ptrtoint i8* %207 to i64
  %209 = ptrtoint i8* %202 to i64
  %210 = sub i64 %208, %209
  %211 = add i64 %210, %205
  br label %212

212:                                              ; preds = %200, %193
  %213 = phi i64 [ %211, %200 ], [ 0, %193 ]
  %214 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 10, i32 1
  %215 = load i64, i64* %214, align 8, !tbaa !146
  %216 = add nuw nsw i64 %195, %69
  %217 = shl nuw nsw i64 %216, 4
  %218 = add i64 %68, %17
  %219 = add i64 %218, %75
  %220 = add i64 %219, %142
  %221 = add i64 %220, %140
  %222 = add i64 %221, %217
  %223 = add i64 %222, %194
  %224 = add i64 %223, %213
  %225 = add i64 %224, %215
  br label %226

226:                                              ; preds = %212, %1
  %227 = phi i64 [ %225, %212 ], [ 0, %1 ]
  ret i64 %227
}

; Function Attrs: nounwind uwtable
define dso_local %struct.ZSTD_CCtx_params_s* @ZSTD_createCCtxParams() local_unnamed_addr #6 {
  %1 = tail call noalias dereferenceable_or_null(216) i8* @calloc(i64 noundef 1, i64 noundef 216) #36
  %2 = icmp eq i8* %1, null
  br i1 %2, label %9, label %3

3:                                                ; preds = %0
  %4 = bitcast i8* %1 to %struct.ZSTD_CCtx_params_s*
  %5 = getelementptr inbounds i8, i8* %1, i64 44
  %6 = bitcast i8* %5 to i32*
  store i32 3, i32* %6, align 4, !tbaa !147
  %7 = getelementptr inbounds i8, i8* %1, i64 32
  %8 = bitcast i8* %7 to i32*
  store i32 1, i32* %8, align 8, !tbaa !148
  br label %9

9:                                                ; preds = %3, %0
  %10 = phi %struct.ZSTD_CCtx_params_s* [ %4, %3 ], [ null, %0 ]
  ret %struct.ZSTD_CCtx_params_s* %10
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn writeonly
define dso_local i64 @ZSTD_CCtxParams_reset(%struct.ZSTD_CCtx_params_s* noundef writeonly %0) local_unnamed_addr #18 {
  %2 = icmp eq %struct.ZSTD_CCtx_params_s* %0, null
  br i1 %2, label %7, label %3

3:                                                ; preds = %1
  %4 = bitcast %struct.ZSTD_CCtx_params_s* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %4, i8 0, i64 216, i1 false) #36
  %5 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %0, i64 0, i32 3
  store i32 3, i32* %5, align 4, !tbaa !147
  %6 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %0, i64 0, i32 2, i32 0
  store i32 1, i32* %6, align 8, !tbaa !148
  br label %7

7:                                                ; preds = %3, %1
  %8 = phi i64 [ 0, %3 ], [ -1, %1 ]
  ret i64 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @ZSTD_checkCParams(%struct.ZSTD_compressionParameters* nocapture noundef readonly byval(%struct.ZSTD_compressionParameters) align 8 %0) local_unnamed_addr #14 {
  %2 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 8, !tbaa !149
  %4 = add i32 %3, -32
  %5 = icmp ult i32 %4, -22
  br i1 %5, label %36, label %6

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %0, i64 0, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !150
  %9 = add i32 %8, -31
  %10 = icmp ult i32 %9, -25
  br i1 %10, label %36, label %11

11:                                               ; preds = %6
  %12 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %0, i64 0, i32 2
  %13 = load i32, i32* %12, align 8, !tbaa !151
  %14 = add i32 %13, -31
  %15 = icmp ult i32 %14, -25
  br i1 %15, label %36, label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %0, i64 0, i32 3
  %18 = load i32, i32* %17, align 4, !tbaa !152
  %19 = add i32 %18, -31
  %20 = icmp ult i32 %19, -30
  br i1 %20, label %36, label %21

21:                                               ; preds = %16
  %22 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %0, i64 0, i32 4
  %23 = load i32, i32* %22, align 8, !tbaa !153
  %24 = add i32 %23, -8
  %25 = icmp ult i32 %24, -5
  %26 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %0, i64 0, i32 5
  %27 = load i32, i32* %26, align 4
  %28 = icmp ugt i32 %27, 131072
  %29 = select i1 %25, i1 true, i1 %28
  br i1 %29, label %36, label %30

30:                                               ; preds = %21
  %31 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %0, i64 0, i32 6
  %32 = load i32, i32* %31, align 8, !tbaa !154
  %33 = add i32 %32, -10
  %34 = icmp ult i32 %33, -9
  %35 = select i1 %34, i64 -42, i64 0
  br label %36

36:                                               ; preds = %30, %21, %16, %11, %6, %1
  %37 = phi i64 [ -42, %1 ], [ -42, %6 ], [ -42, %11 ], [ -42, %16 ], [ -42, %21 ], [ %35, %30 ]
  ret i64 %37
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i64 @ZSTD_CCtx_setParametersUsingCCtxParams(%struct.ZSTD_CCtx_s* nocapture noundef %0, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly %1) local_unnamed_addr #19 {
  %3 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  %4 = load i32, i32* %3, align 8, !tbaa !155
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %14

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 43
  %8 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %7, align 8, !tbaa !156
  %9 = icmp eq %struct.ZSTD_CDict_s* %8, null
  br i1 %9, label %10, label %14

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3
  %12 = bitcast %struct.ZSTD_CCtx_params_s* %11 to i8*
  %13 = bitcast %struct.ZSTD_CCtx_params_s* %1 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %12, i8* noundef nonnull align 8 dereferenceable(216) %13, i64 216, i1 false), !tbaa.struct !157
  br label %14

14:                                               ; preds = %10, %6, %2
  %15 = phi i64 [ 0, %10 ], [ -60, %2 ], [ -60, %6 ]
  ret i64 %15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i64 @ZSTD_CCtx_setFParams(%struct.ZSTD_CCtx_s* nocapture noundef %0, i64 %1, i32 %2) local_unnamed_addr #17 {
  %4 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  %5 = load i32, i32* %4, align 8, !tbaa !155
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %18

7:                                                ; preds = %3
  %8 = trunc i64 %1 to i32
  %9 = icmp ne i32 %8, 0
  %10 = zext i1 %9 to i32
  %11 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3, i32 2, i32 0
  store i32 %10, i32* %11, align 8, !tbaa !148
  %12 = icmp ugt i64 %1, 4294967295
  %13 = zext i1 %12 to i32
  %14 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3, i32 2, i32 1
  store i32 %13, i32* %14, align 4, !tbaa !158
  %15 = icmp ne i32 %2, 0
  %16 = zext i1 %15 to i32
  %17 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3, i32 2, i32 2
  store i32 %16, i32* %17, align 8, !tbaa !159
  br label %18

18:                                               ; preds = %7, %3
  %19 = phi i64 [ 0, %7 ], [ -60, %3 ]
  ret i64 %19
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i64 @ZSTD_CCtx_setPledgedSrcSize(%struct.ZSTD_CCtx_s* nocapture noundef %0, i64 noundef %1) local_unnamed_addr #17 {
  %3 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  %4 = load i32, i32* %3, align 8, !tbaa !155
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = add i64 %1, 1
  %8 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 10
  store i64 %7, i64* %8, align 8, !tbaa !160
  br label %9

9:                                                ; preds = %6, %2
  %10 = phi i64 [ 0, %6 ], [ -60, %2 ]
  ret i64 %10
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_CCtx_loadDictionary_advanced(%struct.ZSTD_CCtx_s* nocapture noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #6 {
  %6 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  %7 = load i32, i32* %6, align 8, !tbaa !155
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %39

9:                                                ; preds = %5
  tail call fastcc void @ZSTD_clearAllDicts(%struct.ZSTD_CCtx_s* noundef nonnull %0)
  %10 = icmp eq i8* %1, null
  %11 = icmp eq i64 %2, 0
  %12 = or i1 %10, %11
  br i1 %12, label %39, label %13

13:                                               ; preds = %9
  %14 = icmp eq i32 %3, 1
  br i1 %14, label %34, label %15

15:                                               ; preds = %13
  %16 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 16
  %17 = load i64, i64* %16, align 8, !tbaa !161
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %19, label %39

19:                                               ; preds = %15
  %20 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 14, i32 0
  %21 = load i8* (i8*, i64)*, i8* (i8*, i64)** %20, align 1
  %22 = icmp eq i8* (i8*, i64)* %21, null
  br i1 %22, label %27, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 14, i32 2
  %25 = load i8*, i8** %24, align 1
  %26 = tail call i8* %21(i8* noundef %25, i64 noundef %2) #36
  br label %29

27:                                               ; preds = %19
  %28 = tail call noalias i8* @malloc(i64 noundef %2) #36
  br label %29

29:                                               ; preds = %27, %23
  %30 = phi i8* [ %26, %23 ], [ %28, %27 ]
  %31 = icmp eq i8* %30, null
  br i1 %31, label %39, label %32

32:                                               ; preds = %29
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %30, i8* nonnull align 1 %1, i64 %2, i1 false)
  %33 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 0
  store i8* %30, i8** %33, align 8, !tbaa !162
  br label %34

34:                                               ; preds = %32, %13
  %35 = phi i8* [ %30, %32 ], [ %1, %13 ]
  %36 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 1
  store i8* %35, i8** %36, align 8, !tbaa !163
  %37 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 2
  store i64 %2, i64* %37, align 8, !tbaa !164
  %38 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 3
  store i32 %4, i32* %38, align 8, !tbaa !165
  br label %39

39:                                               ; preds = %34, %29, %15, %9, %5
  %40 = phi i64 [ 0, %34 ], [ -60, %5 ], [ 0, %9 ], [ -64, %15 ], [ -64, %29 ]
  ret i64 %40
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_CCtx_refCDict(%struct.ZSTD_CCtx_s* nocapture noundef %0, %struct.ZSTD_CDict_s* noundef %1) local_unnamed_addr #6 {
  %3 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  %4 = load i32, i32* %3, align 8, !tbaa !155
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %2
  tail call fastcc void @ZSTD_clearAllDicts(%struct.ZSTD_CCtx_s* noundef nonnull %0)
  %7 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 43
  store %struct.ZSTD_CDict_s* %1, %struct.ZSTD_CDict_s** %7, align 8, !tbaa !156
  br label %8

8:                                                ; preds = %6, %2
  %9 = phi i64 [ 0, %6 ], [ -60, %2 ]
  ret i64 %9
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_CCtx_reset(%struct.ZSTD_CCtx_s* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #6 {
  %3 = and i32 %1, -3
  %4 = icmp eq i32 %3, 1
  br i1 %4, label %5, label %8

5:                                                ; preds = %2
  %6 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  store i32 0, i32* %6, align 8, !tbaa !155
  %7 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 10
  store i64 0, i64* %7, align 8, !tbaa !160
  br label %8

8:                                                ; preds = %5, %2
  %9 = and i32 %1, -2
  %10 = icmp eq i32 %9, 2
  br i1 %10, label %11, label %20

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  %13 = load i32, i32* %12, align 8, !tbaa !155
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %11
  tail call fastcc void @ZSTD_clearAllDicts(%struct.ZSTD_CCtx_s* noundef nonnull %0)
  %16 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3
  %17 = bitcast %struct.ZSTD_CCtx_params_s* %16 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %17, i8 0, i64 216, i1 false) #36
  %18 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3, i32 3
  store i32 3, i32* %18, align 4, !tbaa !147
  %19 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3, i32 2, i32 0
  store i32 1, i32* %19, align 8, !tbaa !148
  br label %20

20:                                               ; preds = %15, %11, %8
  %21 = phi i64 [ 0, %15 ], [ -60, %11 ], [ 0, %8 ]
  ret i64 %21
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
declare dso_local void @ZSTD_getCParamsFromCCtxParams(%struct.ZSTD_compressionParameters* noalias nocapture writeonly sret(%struct.ZSTD_compressionParameters) align 4, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly, i64 noundef, i64 noundef, i32 noundef) local_unnamed_addr #19

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.usub.sat.i32(i32, i32) #4

; Function Attrs: nounwind uwtable
declare hidden fastcc i64 @ZSTD_resetCCtx_internal(%struct.ZSTD_CCtx_s* noundef, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly, i64 noundef, i64 noundef, i32 noundef, i32 noundef) unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

; Function Attrs: inlinehint nofree nosync nounwind readonly uwtable
define hidden fastcc i64 @ZSTD_count_2segments(i8* noundef %0, i8* noundef %1, i8* noundef readnone %2, i8* noundef %3, i8* nocapture noundef readonly %4) unnamed_addr #20 {
  %6 = ptrtoint i8* %3 to i64
  %7 = ptrtoint i8* %1 to i64
  %8 = sub i64 %6, %7
  %9 = getelementptr inbounds i8, i8* %0, i64 %8
  %10 = icmp ult i8* %9, %2
  %11 = select i1 %10, i8* %9, i8* %2
  %12 = getelementptr inbounds i8, i8* %11, i64 -7
  %13 = icmp ugt i8* %12, %0
  br i1 %13, label %14, label %44

14:                                               ; preds = %5
  %15 = bitcast i8* %1 to i64*
  %16 = load i64, i64* %15, align 1, !tbaa !26
  %17 = bitcast i8* %0 to i64*
  %18 = load i64, i64* %17, align 1, !tbaa !26
  %19 = xor i64 %18, %16
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %24, label %21

21:                                               ; preds = %14
  %22 = tail call i64 @llvm.cttz.i64(i64 %19, i1 true) #36, !range !166
  %23 = lshr i64 %22, 3
  br label %87

24:                                               ; preds = %30, %14
  %25 = phi i8* [ %28, %30 ], [ %1, %14 ]
  %26 = phi i8* [ %27, %30 ], [ %0, %14 ]
  %27 = getelementptr inbounds i8, i8* %26, i64 8
  %28 = getelementptr inbounds i8, i8* %25, i64 8
  %29 = icmp ult i8* %27, %12
  br i1 %29, label %30, label %44

30:                                               ; preds = %24
  %31 = bitcast i8* %28 to i64*
  %32 = load i64, i64* %31, align 1, !tbaa !26
  %33 = bitcast i8* %27 to i64*
  %34 = load i64, i64* %33, align 1, !tbaa !26
  %35 = xor i64 %34, %32
  %36 = icmp eq i64 %35, 0
  br i1 %36, label %24, label %37

37:                                               ; preds = %30
  %38 = tail call i64 @llvm.cttz.i64(i64 %35, i1 true) #36, !range !166
  %39 = lshr i64 %38, 3
  %40 = getelementptr inbounds i8, i8* %27, i64 %39
  %41 = ptrtoint i8* %40 to i64
  %42 = ptrtoint i8* %0 to i64
  %43 = sub i64 %41, %42
  br label %87

44:                                               ; preds = %24, %5
  %45 = phi i8* [ %1, %5 ], [ %28, %24 ]
  %46 = phi i8* [ %0, %5 ], [ %27, %24 ]
  %47 = getelementptr inbounds i8, i8* %11, i64 -3
  %48 = icmp ult i8* %46, %47
  br i1 %48, label %49, label %58

49:                                               ; preds = %44
  %50 = bitcast i8* %45 to i32*
  %51 = load i32, i32* %50, align 1, !tbaa !15
  %52 = bitcast i8* %46 to i32*
  %53 = load i32, i32* %52, align 1, !tbaa !15
  %54 = icmp eq i32 %51, %53
  br i1 %54, label %55, label %58

55:                                               ; preds = %49
  %56 = getelementptr inbounds i8, i8* %46, i64 4
  %57 = getelementptr inbounds i8, i8* %45, i64 4
  br label %58

58:                                               ; preds = %55, %49, %44
  %59 = phi i8* [ %57, %55 ], [ %45, %49 ], [ %45, %44 ]
  %60 = phi i8* [ %56, %55 ], [ %46, %49 ], [ %46, %44 ]
  %61 = getelementptr inbounds i8, i8* %11, i64 -1
  %62 = icmp ult i8* %60, %61
  br i1 %62, label %63, label %72

63:                                               ; preds = %58
  %64 = bitcast i8* %59 to i16*
  %65 = load i16, i16* %64, align 1, !tbaa !41
  %66 = bitcast i8* %60 to i16*
  %67 = load i16, i16* %66, align 1, !tbaa !41
  %68 = icmp eq i16 %65, %67
  br i1 %68, label %69, label %72

69:                                               ; preds = %63
  %70 = getelementptr inbounds i8, i8* %60, i64 2
  %71 = getelementptr inbounds i8, i8* %59, i64 2
  br label %72

72:                                               ; preds = %69, %63, %58
  %73 = phi i8* [ %71, %69 ], [ %59, %63 ], [ %59, %58 ]
  %74 = phi i8* [ %70, %69 ], [ %60, %63 ], [ %60, %58 ]
  %75 = icmp ult i8* %74, %11
  br i1 %75, label %76, label %82

76:                                               ; preds = %72
  %77 = load i8, i8* %73, align 1, !tbaa !5
  %78 = load i8, i8* %74, align 1, !tbaa !5
  %79 = icmp eq i8 %77, %78
  %80 = zext i1 %79 to i64
  %81 = getelementptr i8, i8* %74, i64 %80
  br label %82

82:                                               ; preds = %76, %72
  %83 = phi i8* [ %74, %72 ], [ %81, %76 ]
  %84 = ptrtoint i8* %83 to i64
  %85 = ptrtoint i8* %0 to i64
  %86 = sub i64 %84, %85
  br label %87

87:                                               ; preds = %82, %37, %21
  %88 = phi i64 [ %86, %82 ], [ %23, %21 ], [ %43, %37 ]
  %89 = getelementptr inbounds i8, i8* %1, i64 %88
  %90 = icmp eq i8* %89, %3
  br i1 %90, label %91, label %171

91:                                               ; preds = %87
  %92 = getelementptr inbounds i8, i8* %0, i64 %88
  %93 = getelementptr inbounds i8, i8* %2, i64 -7
  %94 = icmp ugt i8* %93, %92
  br i1 %94, label %95, label %125

95:                                               ; preds = %91
  %96 = bitcast i8* %4 to i64*
  %97 = load i64, i64* %96, align 1, !tbaa !26
  %98 = bitcast i8* %92 to i64*
  %99 = load i64, i64* %98, align 1, !tbaa !26
  %100 = xor i64 %99, %97
  %101 = icmp eq i64 %100, 0
  br i1 %101, label %105, label %102

102:                                              ; preds = %95
  %103 = tail call i64 @llvm.cttz.i64(i64 %100, i1 true) #36, !range !166
  %104 = lshr i64 %103, 3
  br label %168

105:                                              ; preds = %111, %95
  %106 = phi i8* [ %109, %111 ], [ %4, %95 ]
  %107 = phi i8* [ %108, %111 ], [ %92, %95 ]
  %108 = getelementptr inbounds i8, i8* %107, i64 8
  %109 = getelementptr inbounds i8, i8* %106, i64 8
  %110 = icmp ult i8* %108, %93
  br i1 %110, label %111, label %125

111:                                              ; preds = %105
  %112 = bitcast i8* %109 to i64*
  %113 = load i64, i64* %112, align 1, !tbaa !26
  %114 = bitcast i8* %108 to i64*
  %115 = load i64, i64* %114, align 1, !tbaa !26
  %116 = xor i64 %115, %113
  %117 = icmp eq i64 %116, 0
  br i1 %117, label %105, label %118

118:                                              ; preds = %111
  %119 = tail call i64 @llvm.cttz.i64(i64 %116, i1 true) #36, !range !166
  %120 = lshr i64 %119, 3
  %121 = getelementptr inbounds i8, i8* %108, i64 %120
  %122 = ptrtoint i8* %121 to i64
  %123 = ptrtoint i8* %92 to i64
  %124 = sub i64 %122, %123
  br label %168

125:                                              ; preds = %105, %91
  %126 = phi i8* [ %4, %91 ], [ %109, %105 ]
  %127 = phi i8* [ %92, %91 ], [ %108, %105 ]
  %128 = getelementptr inbounds i8, i8* %2, i64 -3
  %129 = icmp ult i8* %127, %128
  br i1 %129, label %130, label %139

130:                                              ; preds = %125
  %131 = bitcast i8* %126 to i32*
  %132 = load i32, i32* %131, align 1, !tbaa !15
  %133 = bitcast i8* %127 to i32*
  %134 = load i32, i32* %133, align 1, !tbaa !15
  %135 = icmp eq i32 %132, %134
  br i1 %135, label %136, label %139

136:                                              ; preds = %130
  %137 = getelementptr inbounds i8, i8* %127, i64 4
  %138 = getelementptr inbounds i8, i8* %126, i64 4
  br label %139

139:                                              ; preds = %136, %130, %125
  %140 = phi i8* [ %138, %136 ], [ %126, %130 ], [ %126, %125 ]
  %141 = phi i8* [ %137, %136 ], [ %127, %130 ], [ %127, %125 ]
  %142 = getelementptr inbounds i8, i8* %2, i64 -1
  %143 = icmp ult i8* %141, %142
  br i1 %143, label %144, label %153

144:                                              ; preds = %139
  %145 = bitcast i8* %140 to i16*
  %146 = load i16, i16* %145, align 1, !tbaa !41
  %147 = bitcast i8* %141 to i16*
  %148 = load i16, i16* %147, align 1, !tbaa !41
  %149 = icmp eq i16 %146, %148
  br i1 %149, label %150, label %153

150:                                              ; preds = %144
  %151 = getelementptr inbounds i8, i8* %141, i64 2
  %152 = getelementptr inbounds i8, i8* %140, i64 2
  br label %153

153:                                              ; preds = %150, %144, %139
  %154 = phi i8* [ %152, %150 ], [ %140, %144 ], [ %140, %139 ]
  %155 = phi i8* [ %151, %150 ], [ %141, %144 ], [ %141, %139 ]
  %156 = icmp ult i8* %155, %2
  br i1 %156, label %157, label %163

157:                                              ; preds = %153
  %158 = load i8, i8* %154, align 1, !tbaa !5
  %159 = load i8, i8* %155, align 1, !tbaa !5
  %160 = icmp eq i8 %158, %159
  %161 = zext i1 %160 to i64
  %162 = getelementptr i8, i8* %155, i64 %161
  br label %163

163:                                              ; preds = %157, %153
  %164 = phi i8* [ %155, %153 ], [ %162, %157 ]
  %165 = ptrtoint i8* %164 to i64
  %166 = ptrtoint i8* %92 to i64
  %167 = sub i64 %165, %166
  br label %168

168:                                              ; preds = %163, %118, %102
  %169 = phi i64 [ %167, %163 ], [ %104, %102 ], [ %124, %118 ]
  %170 = add i64 %169, %88
  br label %171

171:                                              ; preds = %168, %87
  %172 = phi i64 [ %170, %168 ], [ %88, %87 ]
  ret i64 %172
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define hidden fastcc i64 @ZSTD_HcFindBestMatch_dedicatedDictSearch_5(%struct.ZSTD_matchState_t* nocapture noundef %0, i8* noundef %1, i8* noundef %2, i64* nocapture noundef writeonly %3) unnamed_addr #21 {
  %5 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 11
  %6 = load i32*, i32** %5, align 8, !tbaa !167
  %7 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !150
  %9 = shl nuw i32 1, %8
  %10 = add i32 %9, -1
  %11 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 1
  %12 = load i8*, i8** %11, align 8, !tbaa !168
  %13 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 3
  %14 = load i32, i32* %13, align 8, !tbaa !169
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i8, i8* %12, i64 %15
  %17 = ptrtoint i8* %1 to i64
  %18 = ptrtoint i8* %12 to i64
  %19 = sub i64 %17, %18
  %20 = trunc i64 %19 to i32
  %21 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 0
  %22 = load i32, i32* %21, align 4, !tbaa !149
  %23 = shl nuw i32 1, %22
  %24 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 4
  %25 = load i32, i32* %24, align 4, !tbaa !170
  %26 = sub i32 %20, %25
  %27 = icmp ugt i32 %26, %23
  %28 = sub i32 %20, %23
  %29 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 1
  %30 = load i32, i32* %29, align 8, !tbaa !171
  %31 = icmp eq i32 %30, 0
  %32 = select i1 %31, i1 %27, i1 false
  %33 = select i1 %32, i32 %28, i32 %25
  %34 = tail call i32 @llvm.usub.sat.i32(i32 %20, i32 %9) #36
  %35 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 3
  %36 = load i32, i32* %35, align 4, !tbaa !152
  %37 = shl nuw i32 1, %36
  %38 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 15
  %39 = load %struct.ZSTD_matchState_t*, %struct.ZSTD_matchState_t** %38, align 8, !tbaa !172
  %40 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 16, i32 2
  %41 = load i32, i32* %40, align 8, !tbaa !173
  %42 = bitcast i8* %1 to i64*
  %43 = load i64, i64* %42, align 1, !tbaa !26
  %44 = mul i64 %43, -3523014627271114752
  %45 = sub i32 66, %41
  %46 = zext i32 %45 to i64
  %47 = lshr i64 %44, %46
  %48 = shl i64 %47, 2
  %49 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 9
  %50 = load i32*, i32** %49, align 8, !tbaa !174
  %51 = getelementptr inbounds i32, i32* %50, i64 %48
  %52 = bitcast i32* %51 to i8*
  tail call void @llvm.prefetch.p0i8(i8* %52, i32 0, i32 3, i32 1) #36
  %53 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 19
  %54 = load i32, i32* %53, align 4, !tbaa !175
  %55 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 9
  %56 = load i32*, i32** %55, align 8, !tbaa !174
  %57 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 2
  %58 = load i32, i32* %57, align 4, !tbaa !151
  %59 = shl nsw i32 -1, %8
  %60 = xor i32 %59, -1
  %61 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 2
  %62 = load i32, i32* %61, align 4, !tbaa !176
  %63 = sub i32 64, %58
  %64 = zext i32 %63 to i64
  %65 = icmp eq i32 %54, 0
  %66 = zext i32 %62 to i64
  %67 = tail call i32 @llvm.umax.i32(i32 %62, i32 %20) #36
  %68 = zext i32 %67 to i64
  br label %69

69:                                               ; preds = %72, %4
  %70 = phi i64 [ %84, %72 ], [ %66, %4 ]
  %71 = icmp eq i64 %70, %68
  br i1 %71, label %85, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, i8* %12, i64 %70
  %74 = bitcast i8* %73 to i64*
  %75 = load i64, i64* %74, align 1, !tbaa !26
  %76 = mul i64 %75, -3523014627271114752
  %77 = lshr i64 %76, %64
  %78 = getelementptr inbounds i32, i32* %56, i64 %77
  %79 = load i32, i32* %78, align 4, !tbaa !15
  %80 = trunc i64 %70 to i32
  %81 = and i32 %80, %60
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds i32, i32* %6, i64 %82
  store i32 %79, i32* %83, align 4, !tbaa !15
  store i32 %80, i32* %78, align 4, !tbaa !15
  %84 = add nuw nsw i64 %70, 1
  br i1 %65, label %69, label %85

85:                                               ; preds = %72, %69
  store i32 %20, i32* %61, align 4, !tbaa !176
  %86 = lshr i64 %44, %64
  %87 = trunc i64 %43 to i32
  %88 = getelementptr inbounds i32, i32* %56, i64 %86
  %89 = load i32, i32* %88, align 4, !tbaa !15
  %90 = icmp ult i32 %89, %33
  br i1 %90, label %210, label %91

91:                                               ; preds = %85
  %92 = getelementptr inbounds i8, i8* %2, i64 -7
  %93 = icmp ugt i8* %92, %1
  %94 = getelementptr inbounds i8, i8* %2, i64 -3
  %95 = getelementptr inbounds i8, i8* %2, i64 -1
  %96 = add i32 %20, 3
  %97 = getelementptr inbounds i8, i8* %1, i64 -3
  br label %98

98:                                               ; preds = %201, %91
  %99 = phi i32 [ %87, %91 ], [ %197, %201 ]
  %100 = phi i32 [ %87, %91 ], [ %198, %201 ]
  %101 = phi i32 [ %89, %91 ], [ %206, %201 ]
  %102 = phi i32 [ %37, %91 ], [ %205, %201 ]
  %103 = phi i64 [ 3, %91 ], [ %199, %201 ]
  %104 = zext i32 %101 to i64
  %105 = getelementptr inbounds i8, i8* %12, i64 %104
  %106 = getelementptr inbounds i8, i8* %105, i64 -3
  %107 = getelementptr inbounds i8, i8* %106, i64 %103
  %108 = bitcast i8* %107 to i32*
  %109 = load i32, i32* %108, align 1, !tbaa !15
  %110 = getelementptr inbounds i8, i8* %97, i64 %103
  %111 = bitcast i8* %110 to i32*
  %112 = load i32, i32* %111, align 1, !tbaa !15
  %113 = icmp eq i32 %109, %112
  br i1 %113, label %114, label %196

114:                                              ; preds = %98
  br i1 %93, label %115, label %144

115:                                              ; preds = %114
  %116 = bitcast i8* %105 to i64*
  %117 = load i64, i64* %116, align 1, !tbaa !26
  %118 = load i64, i64* %42, align 1, !tbaa !26
  %119 = xor i64 %118, %117
  %120 = icmp eq i64 %119, 0
  %121 = trunc i64 %118 to i32
  br i1 %120, label %125, label %122

122:                                              ; preds = %115
  %123 = tail call i64 @llvm.cttz.i64(i64 %119, i1 true) #36, !range !166
  %124 = lshr i64 %123, 3
  br label %186

125:                                              ; preds = %131, %115
  %126 = phi i8* [ %129, %131 ], [ %105, %115 ]
  %127 = phi i8* [ %128, %131 ], [ %1, %115 ]
  %128 = getelementptr inbounds i8, i8* %127, i64 8
  %129 = getelementptr inbounds i8, i8* %126, i64 8
  %130 = icmp ult i8* %128, %92
  br i1 %130, label %131, label %144

131:                                              ; preds = %125
  %132 = bitcast i8* %129 to i64*
  %133 = load i64, i64* %132, align 1, !tbaa !26
  %134 = bitcast i8* %128 to i64*
  %135 = load i64, i64* %134, align 1, !tbaa !26
  %136 = xor i64 %135, %133
  %137 = icmp eq i64 %136, 0
  br i1 %137, label %125, label %138

138:                                              ; preds = %131
  %139 = tail call i64 @llvm.cttz.i64(i64 %136, i1 true) #36, !range !166
  %140 = lshr i64 %139, 3
  %141 = getelementptr inbounds i8, i8* %128, i64 %140
  %142 = ptrtoint i8* %141 to i64
  %143 = sub i64 %142, %17
  br label %186

144:                                              ; preds = %125, %114
  %145 = phi i32 [ %99, %114 ], [ %121, %125 ]
  %146 = phi i32 [ %100, %114 ], [ %121, %125 ]
  %147 = phi i8* [ %105, %114 ], [ %129, %125 ]
  %148 = phi i8* [ %1, %114 ], [ %128, %125 ]
  %149 = icmp ult i8* %148, %94
  br i1 %149, label %150, label %159

150:                                              ; preds = %144
  %151 = bitcast i8* %147 to i32*
  %152 = load i32, i32* %151, align 1, !tbaa !15
  %153 = bitcast i8* %148 to i32*
  %154 = load i32, i32* %153, align 1, !tbaa !15
  %155 = icmp eq i32 %152, %154
  br i1 %155, label %156, label %159

156:                                              ; preds = %150
  %157 = getelementptr inbounds i8, i8* %148, i64 4
  %158 = getelementptr inbounds i8, i8* %147, i64 4
  br label %159

159:                                              ; preds = %156, %150, %144
  %160 = phi i8* [ %158, %156 ], [ %147, %150 ], [ %147, %144 ]
  %161 = phi i8* [ %157, %156 ], [ %148, %150 ], [ %148, %144 ]
  %162 = icmp ult i8* %161, %95
  br i1 %162, label %163, label %172

163:                                              ; preds = %159
  %164 = bitcast i8* %160 to i16*
  %165 = load i16, i16* %164, align 1, !tbaa !41
  %166 = bitcast i8* %161 to i16*
  %167 = load i16, i16* %166, align 1, !tbaa !41
  %168 = icmp eq i16 %165, %167
  br i1 %168, label %169, label %172

169:                                              ; preds = %163
  %170 = getelementptr inbounds i8, i8* %161, i64 2
  %171 = getelementptr inbounds i8, i8* %160, i64 2
  br label %172

172:                                              ; preds = %169, %163, %159
  %173 = phi i8* [ %171, %169 ], [ %160, %163 ], [ %160, %159 ]
  %174 = phi i8* [ %170, %169 ], [ %161, %163 ], [ %161, %159 ]
  %175 = icmp ult i8* %174, %2
  br i1 %175, label %176, label %182

176:                                              ; preds = %172
  %177 = load i8, i8* %173, align 1, !tbaa !5
  %178 = load i8, i8* %174, align 1, !tbaa !5
  %179 = icmp eq i8 %177, %178
  %180 = zext i1 %179 to i64
  %181 = getelementptr i8, i8* %174, i64 %180
  br label %182

182:                                              ; preds = %176, %172
  %183 = phi i8* [ %174, %172 ], [ %181, %176 ]
  %184 = ptrtoint i8* %183 to i64
  %185 = sub i64 %184, %17
  br label %186

186:                                              ; preds = %182, %138, %122
  %187 = phi i32 [ %145, %182 ], [ %121, %122 ], [ %121, %138 ]
  %188 = phi i32 [ %146, %182 ], [ %121, %122 ], [ %121, %138 ]
  %189 = phi i64 [ %185, %182 ], [ %124, %122 ], [ %143, %138 ]
  %190 = icmp ugt i64 %189, %103
  br i1 %190, label %191, label %196

191:                                              ; preds = %186
  %192 = sub i32 %96, %101
  %193 = zext i32 %192 to i64
  store i64 %193, i64* %3, align 8, !tbaa !26
  %194 = getelementptr inbounds i8, i8* %1, i64 %189
  %195 = icmp eq i8* %194, %2
  br i1 %195, label %210, label %196

196:                                              ; preds = %191, %186, %98
  %197 = phi i32 [ %187, %191 ], [ %187, %186 ], [ %99, %98 ]
  %198 = phi i32 [ %188, %191 ], [ %188, %186 ], [ %100, %98 ]
  %199 = phi i64 [ %189, %191 ], [ %103, %186 ], [ %103, %98 ]
  %200 = icmp ugt i32 %101, %34
  br i1 %200, label %201, label %210

201:                                              ; preds = %196
  %202 = and i32 %101, %10
  %203 = zext i32 %202 to i64
  %204 = getelementptr inbounds i32, i32* %6, i64 %203
  %205 = add i32 %102, -1
  %206 = load i32, i32* %204, align 4, !tbaa !15
  %207 = icmp uge i32 %206, %33
  %208 = icmp ne i32 %205, 0
  %209 = and i1 %208, %207
  br i1 %209, label %98, label %210, !llvm.loop !177

210:                                              ; preds = %201, %196, %191, %85
  %211 = phi i32 [ %87, %85 ], [ %197, %201 ], [ %187, %191 ], [ %197, %196 ]
  %212 = phi i32 [ %87, %85 ], [ %198, %201 ], [ %188, %191 ], [ %198, %196 ]
  %213 = phi i32 [ %37, %85 ], [ %205, %201 ], [ %102, %191 ], [ %102, %196 ]
  %214 = phi i64 [ 3, %85 ], [ %199, %201 ], [ %189, %191 ], [ %199, %196 ]
  %215 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 0, i32 1
  %216 = load i8*, i8** %215, align 8, !tbaa !168
  %217 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 0, i32 0
  %218 = load i8*, i8** %217, align 8, !tbaa !178
  %219 = ptrtoint i8* %218 to i64
  %220 = ptrtoint i8* %216 to i64
  %221 = sub i64 %219, %220
  %222 = trunc i64 %221 to i32
  %223 = icmp ult i32 %213, 3
  %224 = load i32, i32* %51, align 4, !tbaa !15
  %225 = zext i32 %224 to i64
  %226 = getelementptr inbounds i8, i8* %216, i64 %225
  tail call void @llvm.prefetch.p0i8(i8* %226, i32 0, i32 3, i32 1) #36
  %227 = or i64 %48, 1
  %228 = getelementptr inbounds i32, i32* %50, i64 %227
  %229 = load i32, i32* %228, align 4, !tbaa !15
  %230 = zext i32 %229 to i64
  %231 = getelementptr inbounds i8, i8* %216, i64 %230
  tail call void @llvm.prefetch.p0i8(i8* %231, i32 0, i32 3, i32 1) #36
  %232 = or i64 %48, 2
  %233 = getelementptr inbounds i32, i32* %50, i64 %232
  %234 = load i32, i32* %233, align 4, !tbaa !15
  %235 = zext i32 %234 to i64
  %236 = getelementptr inbounds i8, i8* %216, i64 %235
  tail call void @llvm.prefetch.p0i8(i8* %236, i32 0, i32 3, i32 1) #36
  %237 = sub i32 %222, %14
  %238 = select i1 %223, i32 %213, i32 3
  %239 = or i64 %48, 3
  %240 = getelementptr inbounds i32, i32* %50, i64 %239
  %241 = load i32, i32* %240, align 4, !tbaa !15
  %242 = lshr i32 %241, 8
  %243 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 11
  %244 = load i32*, i32** %243, align 8, !tbaa !167
  %245 = zext i32 %242 to i64
  %246 = getelementptr inbounds i32, i32* %244, i64 %245
  %247 = bitcast i32* %246 to i8*
  tail call void @llvm.prefetch.p0i8(i8* %247, i32 0, i32 3, i32 1) #36
  %248 = icmp eq i32 %238, 0
  br i1 %248, label %281, label %249

249:                                              ; preds = %210
  %250 = getelementptr inbounds i8, i8* %1, i64 4
  %251 = add i32 %20, 3
  %252 = add i32 %251, %237
  %253 = zext i32 %238 to i64
  br label %254

254:                                              ; preds = %277, %249
  %255 = phi i64 [ 0, %249 ], [ %279, %277 ]
  %256 = phi i64 [ %214, %249 ], [ %278, %277 ]
  %257 = add nuw nsw i64 %255, %48
  %258 = getelementptr inbounds i32, i32* %50, i64 %257
  %259 = load i32, i32* %258, align 4, !tbaa !15
  %260 = zext i32 %259 to i64
  %261 = getelementptr inbounds i8, i8* %216, i64 %260
  %262 = icmp eq i32 %259, 0
  br i1 %262, label %368, label %263

263:                                              ; preds = %254
  %264 = bitcast i8* %261 to i32*
  %265 = load i32, i32* %264, align 1, !tbaa !15
  %266 = icmp eq i32 %265, %212
  br i1 %266, label %267, label %277

267:                                              ; preds = %263
  %268 = getelementptr inbounds i8, i8* %261, i64 4
  %269 = tail call fastcc i64 @ZSTD_count_2segments(i8* noundef nonnull %250, i8* noundef nonnull %268, i8* noundef %2, i8* noundef %218, i8* noundef %16) #36
  %270 = add i64 %269, 4
  %271 = icmp ugt i64 %270, %256
  br i1 %271, label %272, label %277

272:                                              ; preds = %267
  %273 = sub i32 %252, %259
  %274 = zext i32 %273 to i64
  store i64 %274, i64* %3, align 8, !tbaa !26
  %275 = getelementptr inbounds i8, i8* %1, i64 %270
  %276 = icmp eq i8* %275, %2
  br i1 %276, label %368, label %277

277:                                              ; preds = %272, %267, %263
  %278 = phi i64 [ %270, %272 ], [ %256, %267 ], [ %256, %263 ]
  %279 = add nuw nsw i64 %255, 1
  %280 = icmp eq i64 %279, %253
  br i1 %280, label %281, label %254, !llvm.loop !179

281:                                              ; preds = %277, %210
  %282 = phi i64 [ %214, %210 ], [ %278, %277 ]
  %283 = and i32 %241, 255
  %284 = sub i32 %213, %238
  %285 = icmp ugt i32 %284, %283
  %286 = select i1 %285, i32 %283, i32 %284
  %287 = icmp eq i32 %286, 0
  br i1 %287, label %368, label %288

288:                                              ; preds = %281
  %289 = zext i32 %286 to i64
  %290 = add nsw i64 %289, -1
  %291 = and i64 %289, 3
  %292 = icmp ult i64 %290, 3
  br i1 %292, label %295, label %293

293:                                              ; preds = %288
  %294 = and i64 %289, 252
  br label %313

295:                                              ; preds = %313, %288
  %296 = phi i64 [ 0, %288 ], [ %339, %313 ]
  %297 = icmp eq i64 %291, 0
  br i1 %297, label %309, label %298

298:                                              ; preds = %298, %295
  %299 = phi i64 [ %306, %298 ], [ %296, %295 ]
  %300 = phi i64 [ %307, %298 ], [ 0, %295 ]
  %301 = add nuw nsw i64 %299, %245
  %302 = getelementptr inbounds i32, i32* %244, i64 %301
  %303 = load i32, i32* %302, align 4, !tbaa !15
  %304 = zext i32 %303 to i64
  %305 = getelementptr inbounds i8, i8* %216, i64 %304
  tail call void @llvm.prefetch.p0i8(i8* %305, i32 0, i32 3, i32 1) #36
  %306 = add nuw nsw i64 %299, 1
  %307 = add i64 %300, 1
  %308 = icmp eq i64 %307, %291
  br i1 %308, label %309, label %298, !llvm.loop !180

309:                                              ; preds = %298, %295
  %310 = getelementptr inbounds i8, i8* %1, i64 4
  %311 = add i32 %20, 3
  %312 = add i32 %311, %237
  br label %342

313:                                              ; preds = %313, %293
  %314 = phi i64 [ 0, %293 ], [ %339, %313 ]
  %315 = phi i64 [ 0, %293 ], [ %340, %313 ]
  %316 = add nuw nsw i64 %314, %245
  %317 = getelementptr inbounds i32, i32* %244, i64 %316
  %318 = load i32, i32* %317, align 4, !tbaa !15
  %319 = zext i32 %318 to i64
  %320 = getelementptr inbounds i8, i8* %216, i64 %319
  tail call void @llvm.prefetch.p0i8(i8* %320, i32 0, i32 3, i32 1) #36
  %321 = or i64 %314, 1
  %322 = add nuw nsw i64 %321, %245
  %323 = getelementptr inbounds i32, i32* %244, i64 %322
  %324 = load i32, i32* %323, align 4, !tbaa !15
  %325 = zext i32 %324 to i64
  %326 = getelementptr inbounds i8, i8* %216, i64 %325
  tail call void @llvm.prefetch.p0i8(i8* %326, i32 0, i32 3, i32 1) #36
  %327 = or i64 %314, 2
  %328 = add nuw nsw i64 %327, %245
  %329 = getelementptr inbounds i32, i32* %244, i64 %328
  %330 = load i32, i32* %329, align 4, !tbaa !15
  %331 = zext i32 %330 to i64
  %332 = getelementptr inbounds i8, i8* %216, i64 %331
  tail call void @llvm.prefetch.p0i8(i8* %332, i32 0, i32 3, i32 1) #36
  %333 = or i64 %314, 3
  %334 = add nuw nsw i64 %333, %245
  %335 = getelementptr inbounds i32, i32* %244, i64 %334
  %336 = load i32, i32* %335, align 4, !tbaa !15
  %337 = zext i32 %336 to i64
  %338 = getelementptr inbounds i8, i8* %216, i64 %337
  tail call void @llvm.prefetch.p0i8(i8* %338, i32 0, i32 3, i32 1) #36
  %339 = add nuw nsw i64 %314, 4
  %340 = add i64 %315, 4
  %341 = icmp eq i64 %340, %294
  br i1 %341, label %295, label %313, !llvm.loop !181

342:                                              ; preds = %363, %309
  %343 = phi i64 [ %245, %309 ], [ %366, %363 ]
  %344 = phi i32 [ 0, %309 ], [ %365, %363 ]
  %345 = phi i64 [ %282, %309 ], [ %364, %363 ]
  %346 = getelementptr inbounds i32, i32* %244, i64 %343
  %347 = load i32, i32* %346, align 4, !tbaa !15
  %348 = zext i32 %347 to i64
  %349 = getelementptr inbounds i8, i8* %216, i64 %348
  %350 = bitcast i8* %349 to i32*
  %351 = load i32, i32* %350, align 1, !tbaa !15
  %352 = icmp eq i32 %351, %211
  br i1 %352, label %353, label %363

353:                                              ; preds = %342
  %354 = getelementptr inbounds i8, i8* %349, i64 4
  %355 = tail call fastcc i64 @ZSTD_count_2segments(i8* noundef nonnull %310, i8* noundef nonnull %354, i8* noundef %2, i8* noundef %218, i8* noundef %16) #36
  %356 = add i64 %355, 4
  %357 = icmp ugt i64 %356, %345
  br i1 %357, label %358, label %363

358:                                              ; preds = %353
  %359 = sub i32 %312, %347
  %360 = zext i32 %359 to i64
  store i64 %360, i64* %3, align 8, !tbaa !26
  %361 = getelementptr inbounds i8, i8* %1, i64 %356
  %362 = icmp eq i8* %361, %2
  br i1 %362, label %368, label %363

363:                                              ; preds = %358, %353, %342
  %364 = phi i64 [ %356, %358 ], [ %345, %353 ], [ %345, %342 ]
  %365 = add nuw nsw i32 %344, 1
  %366 = add nuw nsw i64 %343, 1
  %367 = icmp eq i32 %365, %286
  br i1 %367, label %368, label %342, !llvm.loop !182

368:                                              ; preds = %363, %358, %281, %272, %254
  %369 = phi i64 [ %282, %281 ], [ %364, %363 ], [ %356, %358 ], [ %256, %254 ], [ %270, %272 ]
  ret i64 %369
}

; Function Attrs: inaccessiblemem_or_argmemonly nofree nosync nounwind willreturn
declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32) #22

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #4

; Function Attrs: nofree noinline nosync nounwind uwtable
define hidden fastcc i64 @ZSTD_HcFindBestMatch_dictMatchState_6(%struct.ZSTD_matchState_t* nocapture noundef %0, i8* noundef %1, i8* noundef %2, i64* nocapture noundef writeonly %3) unnamed_addr #21 {
  %5 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 11
  %6 = load i32*, i32** %5, align 8, !tbaa !167
  %7 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !150
  %9 = shl nuw i32 1, %8
  %10 = add i32 %9, -1
  %11 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 1
  %12 = load i8*, i8** %11, align 8, !tbaa !168
  %13 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 3
  %14 = load i32, i32* %13, align 8, !tbaa !169
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i8, i8* %12, i64 %15
  %17 = ptrtoint i8* %1 to i64
  %18 = ptrtoint i8* %12 to i64
  %19 = sub i64 %17, %18
  %20 = trunc i64 %19 to i32
  %21 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 0
  %22 = load i32, i32* %21, align 4, !tbaa !149
  %23 = shl nuw i32 1, %22
  %24 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 4
  %25 = load i32, i32* %24, align 4, !tbaa !170
  %26 = sub i32 %20, %25
  %27 = icmp ugt i32 %26, %23
  %28 = sub i32 %20, %23
  %29 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 1
  %30 = load i32, i32* %29, align 8, !tbaa !171
  %31 = icmp eq i32 %30, 0
  %32 = select i1 %31, i1 %27, i1 false
  %33 = select i1 %32, i32 %28, i32 %25
  %34 = tail call i32 @llvm.usub.sat.i32(i32 %20, i32 %9) #36
  %35 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 3
  %36 = load i32, i32* %35, align 4, !tbaa !152
  %37 = shl nuw i32 1, %36
  %38 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 15
  %39 = load %struct.ZSTD_matchState_t*, %struct.ZSTD_matchState_t** %38, align 8, !tbaa !172
  %40 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 19
  %41 = load i32, i32* %40, align 4, !tbaa !175
  %42 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 9
  %43 = load i32*, i32** %42, align 8, !tbaa !174
  %44 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 2
  %45 = load i32, i32* %44, align 4, !tbaa !151
  %46 = shl nsw i32 -1, %8
  %47 = xor i32 %46, -1
  %48 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 2
  %49 = load i32, i32* %48, align 4, !tbaa !176
  %50 = sub i32 64, %45
  %51 = zext i32 %50 to i64
  %52 = icmp eq i32 %41, 0
  %53 = zext i32 %49 to i64
  %54 = tail call i32 @llvm.umax.i32(i32 %49, i32 %20) #36
  %55 = zext i32 %54 to i64
  br label %56

56:                                               ; preds = %59, %4
  %57 = phi i64 [ %71, %59 ], [ %53, %4 ]
  %58 = icmp eq i64 %57, %55
  br i1 %58, label %72, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, i8* %12, i64 %57
  %61 = bitcast i8* %60 to i64*
  %62 = load i64, i64* %61, align 1, !tbaa !26
  %63 = mul i64 %62, -3523014627193847808
  %64 = lshr i64 %63, %51
  %65 = getelementptr inbounds i32, i32* %43, i64 %64
  %66 = load i32, i32* %65, align 4, !tbaa !15
  %67 = trunc i64 %57 to i32
  %68 = and i32 %67, %47
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds i32, i32* %6, i64 %69
  store i32 %66, i32* %70, align 4, !tbaa !15
  store i32 %67, i32* %65, align 4, !tbaa !15
  %71 = add nuw nsw i64 %57, 1
  br i1 %52, label %56, label %72

72:                                               ; preds = %59, %56
  store i32 %20, i32* %48, align 4, !tbaa !176
  %73 = bitcast i8* %1 to i64*
  %74 = load i64, i64* %73, align 1, !tbaa !26
  %75 = mul i64 %74, -3523014627193847808
  %76 = lshr i64 %75, %51
  %77 = getelementptr inbounds i32, i32* %43, i64 %76
  %78 = load i32, i32* %77, align 4, !tbaa !15
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
  %96 = load i32, i32* %95, align 1, !tbaa !15
  %97 = getelementptr inbounds i8, i8* %86, i64 %90
  %98 = bitcast i8* %97 to i32*
  %99 = load i32, i32* %98, align 1, !tbaa !15
  %100 = icmp eq i32 %96, %99
  br i1 %100, label %101, label %178

101:                                              ; preds = %87
  br i1 %82, label %102, label %130

102:                                              ; preds = %101
  %103 = bitcast i8* %92 to i64*
  %104 = load i64, i64* %103, align 1, !tbaa !26
  %105 = load i64, i64* %73, align 1, !tbaa !26
  %106 = xor i64 %105, %104
  %107 = icmp eq i64 %106, 0
  br i1 %107, label %111, label %108

108:                                              ; preds = %102
  %109 = tail call i64 @llvm.cttz.i64(i64 %106, i1 true) #36, !range !166
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
  %119 = load i64, i64* %118, align 1, !tbaa !26
  %120 = bitcast i8* %114 to i64*
  %121 = load i64, i64* %120, align 1, !tbaa !26
  %122 = xor i64 %121, %119
  %123 = icmp eq i64 %122, 0
  br i1 %123, label %111, label %124

124:                                              ; preds = %117
  %125 = tail call i64 @llvm.cttz.i64(i64 %122, i1 true) #36, !range !166
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
  %136 = load i32, i32* %135, align 1, !tbaa !15
  %137 = bitcast i8* %132 to i32*
  %138 = load i32, i32* %137, align 1, !tbaa !15
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
  %149 = load i16, i16* %148, align 1, !tbaa !41
  %150 = bitcast i8* %145 to i16*
  %151 = load i16, i16* %150, align 1, !tbaa !41
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
  %161 = load i8, i8* %157, align 1, !tbaa !5
  %162 = load i8, i8* %158, align 1, !tbaa !5
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
  store i64 %175, i64* %3, align 8, !tbaa !26
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
  %186 = load i32, i32* %184, align 4, !tbaa !15
  %187 = icmp uge i32 %186, %33
  %188 = icmp ne i32 %185, 0
  %189 = and i1 %188, %187
  br i1 %189, label %87, label %190, !llvm.loop !177

190:                                              ; preds = %181, %178, %173
  %191 = phi i32 [ %89, %178 ], [ %89, %173 ], [ %185, %181 ]
  %192 = phi i64 [ %179, %178 ], [ %171, %173 ], [ %179, %181 ]
  %193 = load i64, i64* %73, align 1, !tbaa !26
  %194 = mul i64 %193, -3523014627193847808
  br label %195

195:                                              ; preds = %190, %72
  %196 = phi i64 [ %194, %190 ], [ %75, %72 ]
  %197 = phi i64 [ %193, %190 ], [ %74, %72 ]
  %198 = phi i32 [ %191, %190 ], [ %37, %72 ]
  %199 = phi i64 [ %192, %190 ], [ 3, %72 ]
  %200 = trunc i64 %197 to i32
  %201 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 11
  %202 = load i32*, i32** %201, align 8, !tbaa !167
  %203 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 16, i32 1
  %204 = load i32, i32* %203, align 4, !tbaa !183
  %205 = shl nuw i32 1, %204
  %206 = add i32 %205, -1
  %207 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 0, i32 3
  %208 = load i32, i32* %207, align 8, !tbaa !169
  %209 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 0, i32 1
  %210 = load i8*, i8** %209, align 8, !tbaa !168
  %211 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 0, i32 0
  %212 = load i8*, i8** %211, align 8, !tbaa !178
  %213 = ptrtoint i8* %212 to i64
  %214 = ptrtoint i8* %210 to i64
  %215 = sub i64 %213, %214
  %216 = trunc i64 %215 to i32
  %217 = tail call i32 @llvm.usub.sat.i32(i32 %216, i32 %205) #36
  %218 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 9
  %219 = load i32*, i32** %218, align 8, !tbaa !174
  %220 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 16, i32 2
  %221 = load i32, i32* %220, align 8, !tbaa !173
  %222 = sub i32 64, %221
  %223 = zext i32 %222 to i64
  %224 = lshr i64 %196, %223
  %225 = getelementptr inbounds i32, i32* %219, i64 %224
  %226 = load i32, i32* %225, align 4, !tbaa !15
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
  %241 = load i32, i32* %240, align 1, !tbaa !15
  %242 = icmp eq i32 %241, %200
  br i1 %242, label %243, label %254

243:                                              ; preds = %234
  %244 = getelementptr inbounds i8, i8* %239, i64 4
  %245 = tail call fastcc i64 @ZSTD_count_2segments(i8* noundef nonnull %231, i8* noundef nonnull %244, i8* noundef %2, i8* noundef %212, i8* noundef %16) #36
  %246 = add i64 %245, 4
  %247 = icmp ugt i64 %246, %237
  br i1 %247, label %248, label %254

248:                                              ; preds = %243
  %249 = add i32 %14, %235
  %250 = sub i32 %233, %249
  %251 = zext i32 %250 to i64
  store i64 %251, i64* %3, align 8, !tbaa !26
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
  %262 = load i32, i32* %260, align 4, !tbaa !15
  %263 = icmp uge i32 %262, %208
  %264 = icmp ne i32 %261, 0
  %265 = and i1 %264, %263
  br i1 %265, label %234, label %266, !llvm.loop !184

266:                                              ; preds = %257, %254, %248, %195
  %267 = phi i64 [ %199, %195 ], [ %255, %254 ], [ %246, %248 ], [ %255, %257 ]
  ret i64 %267
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define hidden fastcc i64 @ZSTD_HcFindBestMatch_extDict_5(%struct.ZSTD_matchState_t* nocapture noundef %0, i8* noundef %1, i8* noundef %2, i64* nocapture noundef writeonly %3) unnamed_addr #21 {
  %5 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 11
  %6 = load i32*, i32** %5, align 8, !tbaa !167
  %7 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !150
  %9 = shl nuw i32 1, %8
  %10 = add i32 %9, -1
  %11 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 1
  %12 = load i8*, i8** %11, align 8, !tbaa !168
  %13 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 2
  %14 = load i8*, i8** %13, align 8, !tbaa !185
  %15 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 3
  %16 = load i32, i32* %15, align 8, !tbaa !169
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i8, i8* %12, i64 %17
  %19 = getelementptr inbounds i8, i8* %14, i64 %17
  %20 = ptrtoint i8* %1 to i64
  %21 = ptrtoint i8* %12 to i64
  %22 = sub i64 %20, %21
  %23 = trunc i64 %22 to i32
  %24 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 0
  %25 = load i32, i32* %24, align 4, !tbaa !149
  %26 = shl nuw i32 1, %25
  %27 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 4
  %28 = load i32, i32* %27, align 4, !tbaa !170
  %29 = sub i32 %23, %28
  %30 = icmp ugt i32 %29, %26
  %31 = sub i32 %23, %26
  %32 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 1
  %33 = load i32, i32* %32, align 8, !tbaa !171
  %34 = icmp eq i32 %33, 0
  %35 = select i1 %34, i1 %30, i1 false
  %36 = select i1 %35, i32 %31, i32 %28
  %37 = tail call i32 @llvm.usub.sat.i32(i32 %23, i32 %9) #36
  %38 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 3
  %39 = load i32, i32* %38, align 4, !tbaa !152
  %40 = shl nuw i32 1, %39
  %41 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 19
  %42 = load i32, i32* %41, align 4, !tbaa !175
  %43 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 9
  %44 = load i32*, i32** %43, align 8, !tbaa !174
  %45 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 2
  %46 = load i32, i32* %45, align 4, !tbaa !151
  %47 = shl nsw i32 -1, %8
  %48 = xor i32 %47, -1
  %49 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 2
  %50 = load i32, i32* %49, align 4, !tbaa !176
  %51 = sub i32 64, %46
  %52 = zext i32 %51 to i64
  %53 = icmp eq i32 %42, 0
  %54 = zext i32 %50 to i64
  %55 = tail call i32 @llvm.umax.i32(i32 %50, i32 %23) #36
  %56 = zext i32 %55 to i64
  br label %57

57:                                               ; preds = %60, %4
  %58 = phi i64 [ %72, %60 ], [ %54, %4 ]
  %59 = icmp eq i64 %58, %56
  br i1 %59, label %73, label %60

60:                                               ; preds = %57
  %61 = getelementptr inbounds i8, i8* %12, i64 %58
  %62 = bitcast i8* %61 to i64*
  %63 = load i64, i64* %62, align 1, !tbaa !26
  %64 = mul i64 %63, -3523014627271114752
  %65 = lshr i64 %64, %52
  %66 = getelementptr inbounds i32, i32* %44, i64 %65
  %67 = load i32, i32* %66, align 4, !tbaa !15
  %68 = trunc i64 %58 to i32
  %69 = and i32 %68, %48
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds i32, i32* %6, i64 %70
  store i32 %67, i32* %71, align 4, !tbaa !15
  store i32 %68, i32* %66, align 4, !tbaa !15
  %72 = add nuw nsw i64 %58, 1
  br i1 %53, label %57, label %73

73:                                               ; preds = %60, %57
  store i32 %23, i32* %49, align 4, !tbaa !176
  %74 = bitcast i8* %1 to i64*
  %75 = load i64, i64* %74, align 1, !tbaa !26
  %76 = mul i64 %75, -3523014627271114752
  %77 = lshr i64 %76, %52
  %78 = getelementptr inbounds i32, i32* %44, i64 %77
  %79 = load i32, i32* %78, align 4, !tbaa !15
  %80 = icmp ult i32 %79, %36
  br i1 %80, label %209, label %81

81:                                               ; preds = %73
  %82 = trunc i64 %75 to i32
  %83 = getelementptr inbounds i8, i8* %2, i64 -7
  %84 = icmp ugt i8* %83, %1
  %85 = getelementptr inbounds i8, i8* %2, i64 -3
  %86 = getelementptr inbounds i8, i8* %2, i64 -1
  %87 = getelementptr inbounds i8, i8* %1, i64 4
  %88 = add i32 %23, 3
  %89 = getelementptr inbounds i8, i8* %1, i64 -3
  br label %90

90:                                               ; preds = %200, %81
  %91 = phi i32 [ %82, %81 ], [ %197, %200 ]
  %92 = phi i32 [ %79, %81 ], [ %205, %200 ]
  %93 = phi i32 [ %40, %81 ], [ %204, %200 ]
  %94 = phi i64 [ 3, %81 ], [ %198, %200 ]
  %95 = icmp ult i32 %92, %16
  %96 = zext i32 %92 to i64
  br i1 %95, label %178, label %97

97:                                               ; preds = %90
  %98 = getelementptr inbounds i8, i8* %12, i64 %96
  %99 = getelementptr inbounds i8, i8* %98, i64 -3
  %100 = getelementptr inbounds i8, i8* %99, i64 %94
  %101 = bitcast i8* %100 to i32*
  %102 = load i32, i32* %101, align 1, !tbaa !15
  %103 = getelementptr inbounds i8, i8* %89, i64 %94
  %104 = bitcast i8* %103 to i32*
  %105 = load i32, i32* %104, align 1, !tbaa !15
  %106 = icmp eq i32 %102, %105
  br i1 %106, label %107, label %196

107:                                              ; preds = %97
  br i1 %84, label %108, label %137

108:                                              ; preds = %107
  %109 = bitcast i8* %98 to i64*
  %110 = load i64, i64* %109, align 1, !tbaa !26
  %111 = load i64, i64* %74, align 1, !tbaa !26
  %112 = xor i64 %111, %110
  %113 = icmp eq i64 %112, 0
  %114 = trunc i64 %111 to i32
  br i1 %113, label %118, label %115

115:                                              ; preds = %108
  %116 = tail call i64 @llvm.cttz.i64(i64 %112, i1 true) #36, !range !166
  %117 = lshr i64 %116, 3
  br label %187

118:                                              ; preds = %124, %108
  %119 = phi i8* [ %122, %124 ], [ %98, %108 ]
  %120 = phi i8* [ %121, %124 ], [ %1, %108 ]
  %121 = getelementptr inbounds i8, i8* %120, i64 8
  %122 = getelementptr inbounds i8, i8* %119, i64 8
  %123 = icmp ult i8* %121, %83
  br i1 %123, label %124, label %137

124:                                              ; preds = %118
  %125 = bitcast i8* %122 to i64*
  %126 = load i64, i64* %125, align 1, !tbaa !26
  %127 = bitcast i8* %121 to i64*
  %128 = load i64, i64* %127, align 1, !tbaa !26
  %129 = xor i64 %128, %126
  %130 = icmp eq i64 %129, 0
  br i1 %130, label %118, label %131

131:                                              ; preds = %124
  %132 = tail call i64 @llvm.cttz.i64(i64 %129, i1 true) #36, !range !166
  %133 = lshr i64 %132, 3
  %134 = getelementptr inbounds i8, i8* %121, i64 %133
  %135 = ptrtoint i8* %134 to i64
  %136 = sub i64 %135, %20
  br label %187

137:                                              ; preds = %118, %107
  %138 = phi i32 [ %91, %107 ], [ %114, %118 ]
  %139 = phi i8* [ %98, %107 ], [ %122, %118 ]
  %140 = phi i8* [ %1, %107 ], [ %121, %118 ]
  %141 = icmp ult i8* %140, %85
  br i1 %141, label %142, label %151

142:                                              ; preds = %137
  %143 = bitcast i8* %139 to i32*
  %144 = load i32, i32* %143, align 1, !tbaa !15
  %145 = bitcast i8* %140 to i32*
  %146 = load i32, i32* %145, align 1, !tbaa !15
  %147 = icmp eq i32 %144, %146
  br i1 %147, label %148, label %151

148:                                              ; preds = %142
  %149 = getelementptr inbounds i8, i8* %140, i64 4
  %150 = getelementptr inbounds i8, i8* %139, i64 4
  br label %151

151:                                              ; preds = %148, %142, %137
  %152 = phi i8* [ %150, %148 ], [ %139, %142 ], [ %139, %137 ]
  %153 = phi i8* [ %149, %148 ], [ %140, %142 ], [ %140, %137 ]
  %154 = icmp ult i8* %153, %86
  br i1 %154, label %155, label %164

155:                                              ; preds = %151
  %156 = bitcast i8* %152 to i16*
  %157 = load i16, i16* %156, align 1, !tbaa !41
  %158 = bitcast i8* %153 to i16*
  %159 = load i16, i16* %158, align 1, !tbaa !41
  %160 = icmp eq i16 %157, %159
  br i1 %160, label %161, label %164

161:                                              ; preds = %155
  %162 = getelementptr inbounds i8, i8* %153, i64 2
  %163 = getelementptr inbounds i8, i8* %152, i64 2
  br label %164

164:                                              ; preds = %161, %155, %151
  %165 = phi i8* [ %163, %161 ], [ %152, %155 ], [ %152, %151 ]
  %166 = phi i8* [ %162, %161 ], [ %153, %155 ], [ %153, %151 ]
  %167 = icmp ult i8* %166, %2
  br i1 %167, label %168, label %174

168:                                              ; preds = %164
  %169 = load i8, i8* %165, align 1, !tbaa !5
  %170 = load i8, i8* %166, align 1, !tbaa !5
  %171 = icmp eq i8 %169, %170
  %172 = zext i1 %171 to i64
  %173 = getelementptr i8, i8* %166, i64 %172
  br label %174

174:                                              ; preds = %168, %164
  %175 = phi i8* [ %166, %164 ], [ %173, %168 ]
  %176 = ptrtoint i8* %175 to i64
  %177 = sub i64 %176, %20
  br label %187

178:                                              ; preds = %90
  %179 = getelementptr inbounds i8, i8* %14, i64 %96
  %180 = bitcast i8* %179 to i32*
  %181 = load i32, i32* %180, align 1, !tbaa !15
  %182 = icmp eq i32 %181, %91
  br i1 %182, label %183, label %196

183:                                              ; preds = %178
  %184 = getelementptr inbounds i8, i8* %179, i64 4
  %185 = tail call fastcc i64 @ZSTD_count_2segments(i8* noundef nonnull %87, i8* noundef nonnull %184, i8* noundef %2, i8* noundef nonnull %19, i8* noundef nonnull %18) #36
  %186 = add i64 %185, 4
  br label %187

187:                                              ; preds = %183, %174, %131, %115
  %188 = phi i32 [ %91, %183 ], [ %138, %174 ], [ %114, %115 ], [ %114, %131 ]
  %189 = phi i64 [ %186, %183 ], [ %177, %174 ], [ %117, %115 ], [ %136, %131 ]
  %190 = icmp ugt i64 %189, %94
  br i1 %190, label %191, label %196

191:                                              ; preds = %187
  %192 = sub i32 %88, %92
  %193 = zext i32 %192 to i64
  store i64 %193, i64* %3, align 8, !tbaa !26
  %194 = getelementptr inbounds i8, i8* %1, i64 %189
  %195 = icmp eq i8* %194, %2
  br i1 %195, label %209, label %196

196:                                              ; preds = %191, %187, %178, %97
  %197 = phi i32 [ %188, %191 ], [ %188, %187 ], [ %91, %97 ], [ %91, %178 ]
  %198 = phi i64 [ %189, %191 ], [ %94, %187 ], [ %94, %97 ], [ %94, %178 ]
  %199 = icmp ugt i32 %92, %37
  br i1 %199, label %200, label %209

200:                                              ; preds = %196
  %201 = and i32 %92, %10
  %202 = zext i32 %201 to i64
  %203 = getelementptr inbounds i32, i32* %6, i64 %202
  %204 = add i32 %93, -1
  %205 = load i32, i32* %203, align 4, !tbaa !15
  %206 = icmp uge i32 %205, %36
  %207 = icmp ne i32 %204, 0
  %208 = and i1 %207, %206
  br i1 %208, label %90, label %209, !llvm.loop !177

209:                                              ; preds = %200, %196, %191, %73
  %210 = phi i64 [ 3, %73 ], [ %198, %200 ], [ %189, %191 ], [ %198, %196 ]
  ret i64 %210
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define hidden fastcc i64 @ZSTD_HcFindBestMatch_noDict_4(%struct.ZSTD_matchState_t* nocapture noundef %0, i8* noundef %1, i8* noundef readnone %2, i64* nocapture noundef writeonly %3) unnamed_addr #21 {
  %5 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 11
  %6 = load i32*, i32** %5, align 8, !tbaa !167
  %7 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !150
  %9 = shl nuw i32 1, %8
  %10 = add i32 %9, -1
  %11 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 1
  %12 = load i8*, i8** %11, align 8, !tbaa !168
  %13 = ptrtoint i8* %1 to i64
  %14 = ptrtoint i8* %12 to i64
  %15 = sub i64 %13, %14
  %16 = trunc i64 %15 to i32
  %17 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 0
  %18 = load i32, i32* %17, align 4, !tbaa !149
  %19 = shl nuw i32 1, %18
  %20 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 4
  %21 = load i32, i32* %20, align 4, !tbaa !170
  %22 = sub i32 %16, %21
  %23 = icmp ugt i32 %22, %19
  %24 = sub i32 %16, %19
  %25 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 1
  %26 = load i32, i32* %25, align 8, !tbaa !171
  %27 = icmp eq i32 %26, 0
  %28 = select i1 %27, i1 %23, i1 false
  %29 = select i1 %28, i32 %24, i32 %21
  %30 = tail call i32 @llvm.usub.sat.i32(i32 %16, i32 %9) #36
  %31 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 3
  %32 = load i32, i32* %31, align 4, !tbaa !152
  %33 = shl nuw i32 1, %32
  %34 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 19
  %35 = load i32, i32* %34, align 4, !tbaa !175
  %36 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 9
  %37 = load i32*, i32** %36, align 8, !tbaa !174
  %38 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 2
  %39 = load i32, i32* %38, align 4, !tbaa !151
  %40 = shl nsw i32 -1, %8
  %41 = xor i32 %40, -1
  %42 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 2
  %43 = load i32, i32* %42, align 4, !tbaa !176
  %44 = sub i32 32, %39
  %45 = icmp eq i32 %35, 0
  %46 = zext i32 %43 to i64
  %47 = tail call i32 @llvm.umax.i32(i32 %43, i32 %16) #36
  %48 = zext i32 %47 to i64
  br label %49

49:                                               ; preds = %52, %4
  %50 = phi i64 [ %65, %52 ], [ %46, %4 ]
  %51 = icmp eq i64 %50, %48
  br i1 %51, label %66, label %52

52:                                               ; preds = %49
  %53 = getelementptr inbounds i8, i8* %12, i64 %50
  %54 = bitcast i8* %53 to i32*
  %55 = load i32, i32* %54, align 1, !tbaa !15
  %56 = mul i32 %55, -1640531535
  %57 = lshr i32 %56, %44
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds i32, i32* %37, i64 %58
  %60 = load i32, i32* %59, align 4, !tbaa !15
  %61 = trunc i64 %50 to i32
  %62 = and i32 %61, %41
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds i32, i32* %6, i64 %63
  store i32 %60, i32* %64, align 4, !tbaa !15
  store i32 %61, i32* %59, align 4, !tbaa !15
  %65 = add nuw nsw i64 %50, 1
  br i1 %45, label %49, label %66

66:                                               ; preds = %52, %49
  store i32 %16, i32* %42, align 4, !tbaa !176
  %67 = bitcast i8* %1 to i32*
  %68 = load i32, i32* %67, align 1, !tbaa !15
  %69 = mul i32 %68, -1640531535
  %70 = lshr i32 %69, %44
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds i32, i32* %37, i64 %71
  %73 = load i32, i32* %72, align 4, !tbaa !15
  %74 = icmp ult i32 %73, %29
  br i1 %74, label %186, label %75

75:                                               ; preds = %66
  %76 = getelementptr inbounds i8, i8* %2, i64 -7
  %77 = icmp ugt i8* %76, %1
  %78 = bitcast i8* %1 to i64*
  %79 = getelementptr inbounds i8, i8* %2, i64 -3
  %80 = getelementptr inbounds i8, i8* %2, i64 -1
  %81 = add i32 %16, 3
  %82 = getelementptr inbounds i8, i8* %1, i64 -3
  br label %83

83:                                               ; preds = %177, %75
  %84 = phi i32 [ %73, %75 ], [ %182, %177 ]
  %85 = phi i32 [ %33, %75 ], [ %181, %177 ]
  %86 = phi i64 [ 3, %75 ], [ %175, %177 ]
  %87 = zext i32 %84 to i64
  %88 = getelementptr inbounds i8, i8* %12, i64 %87
  %89 = getelementptr inbounds i8, i8* %88, i64 -3
  %90 = getelementptr inbounds i8, i8* %89, i64 %86
  %91 = bitcast i8* %90 to i32*
  %92 = load i32, i32* %91, align 1, !tbaa !15
  %93 = getelementptr inbounds i8, i8* %82, i64 %86
  %94 = bitcast i8* %93 to i32*
  %95 = load i32, i32* %94, align 1, !tbaa !15
  %96 = icmp eq i32 %92, %95
  br i1 %96, label %97, label %174

97:                                               ; preds = %83
  br i1 %77, label %98, label %126

98:                                               ; preds = %97
  %99 = bitcast i8* %88 to i64*
  %100 = load i64, i64* %99, align 1, !tbaa !26
  %101 = load i64, i64* %78, align 1, !tbaa !26
  %102 = xor i64 %101, %100
  %103 = icmp eq i64 %102, 0
  br i1 %103, label %107, label %104

104:                                              ; preds = %98
  %105 = tail call i64 @llvm.cttz.i64(i64 %102, i1 true) #36, !range !166
  %106 = lshr i64 %105, 3
  br label %166

107:                                              ; preds = %113, %98
  %108 = phi i8* [ %111, %113 ], [ %88, %98 ]
  %109 = phi i8* [ %110, %113 ], [ %1, %98 ]
  %110 = getelementptr inbounds i8, i8* %109, i64 8
  %111 = getelementptr inbounds i8, i8* %108, i64 8
  %112 = icmp ult i8* %110, %76
  br i1 %112, label %113, label %126

113:                                              ; preds = %107
  %114 = bitcast i8* %111 to i64*
  %115 = load i64, i64* %114, align 1, !tbaa !26
  %116 = bitcast i8* %110 to i64*
  %117 = load i64, i64* %116, align 1, !tbaa !26
  %118 = xor i64 %117, %115
  %119 = icmp eq i64 %118, 0
  br i1 %119, label %107, label %120

120:                                              ; preds = %113
  %121 = tail call i64 @llvm.cttz.i64(i64 %118, i1 true) #36, !range !166
  %122 = lshr i64 %121, 3
  %123 = getelementptr inbounds i8, i8* %110, i64 %122
  %124 = ptrtoint i8* %123 to i64
  %125 = sub i64 %124, %13
  br label %166

126:                                              ; preds = %107, %97
  %127 = phi i8* [ %88, %97 ], [ %111, %107 ]
  %128 = phi i8* [ %1, %97 ], [ %110, %107 ]
  %129 = icmp ult i8* %128, %79
  br i1 %129, label %130, label %139

130:                                              ; preds = %126
  %131 = bitcast i8* %127 to i32*
  %132 = load i32, i32* %131, align 1, !tbaa !15
  %133 = bitcast i8* %128 to i32*
  %134 = load i32, i32* %133, align 1, !tbaa !15
  %135 = icmp eq i32 %132, %134
  br i1 %135, label %136, label %139

136:                                              ; preds = %130
  %137 = getelementptr inbounds i8, i8* %128, i64 4
  %138 = getelementptr inbounds i8, i8* %127, i64 4
  br label %139

139:                                              ; preds = %136, %130, %126
  %140 = phi i8* [ %138, %136 ], [ %127, %130 ], [ %127, %126 ]
  %141 = phi i8* [ %137, %136 ], [ %128, %130 ], [ %128, %126 ]
  %142 = icmp ult i8* %141, %80
  br i1 %142, label %143, label %152

143:                                              ; preds = %139
  %144 = bitcast i8* %140 to i16*
  %145 = load i16, i16* %144, align 1, !tbaa !41
  %146 = bitcast i8* %141 to i16*
  %147 = load i16, i16* %146, align 1, !tbaa !41
  %148 = icmp eq i16 %145, %147
  br i1 %148, label %149, label %152

149:                                              ; preds = %143
  %150 = getelementptr inbounds i8, i8* %141, i64 2
  %151 = getelementptr inbounds i8, i8* %140, i64 2
  br label %152

152:                                              ; preds = %149, %143, %139
  %153 = phi i8* [ %151, %149 ], [ %140, %143 ], [ %140, %139 ]
  %154 = phi i8* [ %150, %149 ], [ %141, %143 ], [ %141, %139 ]
  %155 = icmp ult i8* %154, %2
  br i1 %155, label %156, label %162

156:                                              ; preds = %152
  %157 = load i8, i8* %153, align 1, !tbaa !5
  %158 = load i8, i8* %154, align 1, !tbaa !5
  %159 = icmp eq i8 %157, %158
  %160 = zext i1 %159 to i64
  %161 = getelementptr i8, i8* %154, i64 %160
  br label %162

162:                                              ; preds = %156, %152
  %163 = phi i8* [ %154, %152 ], [ %161, %156 ]
  %164 = ptrtoint i8* %163 to i64
  %165 = sub i64 %164, %13
  br label %166

166:                                              ; preds = %162, %120, %104
  %167 = phi i64 [ %165, %162 ], [ %106, %104 ], [ %125, %120 ]
  %168 = icmp ugt i64 %167, %86
  br i1 %168, label %169, label %174

169:                                              ; preds = %166
  %170 = sub i32 %81, %84
  %171 = zext i32 %170 to i64
  store i64 %171, i64* %3, align 8, !tbaa !26
  %172 = getelementptr inbounds i8, i8* %1, i64 %167
  %173 = icmp eq i8* %172, %2
  br i1 %173, label %186, label %174

174:                                              ; preds = %169, %166, %83
  %175 = phi i64 [ %167, %169 ], [ %86, %166 ], [ %86, %83 ]
  %176 = icmp ugt i32 %84, %30
  br i1 %176, label %177, label %186

177:                                              ; preds = %174
  %178 = and i32 %84, %10
  %179 = zext i32 %178 to i64
  %180 = getelementptr inbounds i32, i32* %6, i64 %179
  %181 = add i32 %85, -1
  %182 = load i32, i32* %180, align 4, !tbaa !15
  %183 = icmp uge i32 %182, %29
  %184 = icmp ne i32 %181, 0
  %185 = and i1 %184, %183
  br i1 %185, label %83, label %186, !llvm.loop !177

186:                                              ; preds = %177, %174, %169, %66
  %187 = phi i64 [ 3, %66 ], [ %175, %177 ], [ %167, %169 ], [ %175, %174 ]
  ret i64 %187
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define hidden fastcc i64 @ZSTD_HcFindBestMatch_noDict_6(%struct.ZSTD_matchState_t* nocapture noundef %0, i8* noundef %1, i8* noundef readnone %2, i64* nocapture noundef writeonly %3) unnamed_addr #21 {
  %5 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 11
  %6 = load i32*, i32** %5, align 8, !tbaa !167
  %7 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !150
  %9 = shl nuw i32 1, %8
  %10 = add i32 %9, -1
  %11 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 1
  %12 = load i8*, i8** %11, align 8, !tbaa !168
  %13 = ptrtoint i8* %1 to i64
  %14 = ptrtoint i8* %12 to i64
  %15 = sub i64 %13, %14
  %16 = trunc i64 %15 to i32
  %17 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 0
  %18 = load i32, i32* %17, align 4, !tbaa !149
  %19 = shl nuw i32 1, %18
  %20 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 4
  %21 = load i32, i32* %20, align 4, !tbaa !170
  %22 = sub i32 %16, %21
  %23 = icmp ugt i32 %22, %19
  %24 = sub i32 %16, %19
  %25 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 1
  %26 = load i32, i32* %25, align 8, !tbaa !171
  %27 = icmp eq i32 %26, 0
  %28 = select i1 %27, i1 %23, i1 false
  %29 = select i1 %28, i32 %24, i32 %21
  %30 = tail call i32 @llvm.usub.sat.i32(i32 %16, i32 %9) #36
  %31 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 3
  %32 = load i32, i32* %31, align 4, !tbaa !152
  %33 = shl nuw i32 1, %32
  %34 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 19
  %35 = load i32, i32* %34, align 4, !tbaa !175
  %36 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 9
  %37 = load i32*, i32** %36, align 8, !tbaa !174
  %38 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 2
  %39 = load i32, i32* %38, align 4, !tbaa !151
  %40 = shl nsw i32 -1, %8
  %41 = xor i32 %40, -1
  %42 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 2
  %43 = load i32, i32* %42, align 4, !tbaa !176
  %44 = sub i32 64, %39
  %45 = zext i32 %44 to i64
  %46 = icmp eq i32 %35, 0
  %47 = zext i32 %43 to i64
  %48 = tail call i32 @llvm.umax.i32(i32 %43, i32 %16) #36
  %49 = zext i32 %48 to i64
  br label %50

50:                                               ; preds = %53, %4
  %51 = phi i64 [ %65, %53 ], [ %47, %4 ]
  %52 = icmp eq i64 %51, %49
  br i1 %52, label %66, label %53

53:                                               ; preds = %50
  %54 = getelementptr inbounds i8, i8* %12, i64 %51
  %55 = bitcast i8* %54 to i64*
  %56 = load i64, i64* %55, align 1, !tbaa !26
  %57 = mul i64 %56, -3523014627193847808
  %58 = lshr i64 %57, %45
  %59 = getelementptr inbounds i32, i32* %37, i64 %58
  %60 = load i32, i32* %59, align 4, !tbaa !15
  %61 = trunc i64 %51 to i32
  %62 = and i32 %61, %41
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds i32, i32* %6, i64 %63
  store i32 %60, i32* %64, align 4, !tbaa !15
  store i32 %61, i32* %59, align 4, !tbaa !15
  %65 = add nuw nsw i64 %51, 1
  br i1 %46, label %50, label %66

66:                                               ; preds = %53, %50
  store i32 %16, i32* %42, align 4, !tbaa !176
  %67 = bitcast i8* %1 to i64*
  %68 = load i64, i64* %67, align 1, !tbaa !26
  %69 = mul i64 %68, -3523014627193847808
  %70 = lshr i64 %69, %45
  %71 = getelementptr inbounds i32, i32* %37, i64 %70
  %72 = load i32, i32* %71, align 4, !tbaa !15
  %73 = icmp ult i32 %72, %29
  br i1 %73, label %184, label %74

74:                                               ; preds = %66
  %75 = getelementptr inbounds i8, i8* %2, i64 -7
  %76 = icmp ugt i8* %75, %1
  %77 = getelementptr inbounds i8, i8* %2, i64 -3
  %78 = getelementptr inbounds i8, i8* %2, i64 -1
  %79 = add i32 %16, 3
  %80 = getelementptr inbounds i8, i8* %1, i64 -3
  br label %81

81:                                               ; preds = %175, %74
  %82 = phi i32 [ %72, %74 ], [ %180, %175 ]
  %83 = phi i32 [ %33, %74 ], [ %179, %175 ]
  %84 = phi i64 [ 3, %74 ], [ %173, %175 ]
  %85 = zext i32 %82 to i64
  %86 = getelementptr inbounds i8, i8* %12, i64 %85
  %87 = getelementptr inbounds i8, i8* %86, i64 -3
  %88 = getelementptr inbounds i8, i8* %87, i64 %84
  %89 = bitcast i8* %88 to i32*
  %90 = load i32, i32* %89, align 1, !tbaa !15
  %91 = getelementptr inbounds i8, i8* %80, i64 %84
  %92 = bitcast i8* %91 to i32*
  %93 = load i32, i32* %92, align 1, !tbaa !15
  %94 = icmp eq i32 %90, %93
  br i1 %94, label %95, label %172

95:                                               ; preds = %81
  br i1 %76, label %96, label %124

96:                                               ; preds = %95
  %97 = bitcast i8* %86 to i64*
  %98 = load i64, i64* %97, align 1, !tbaa !26
  %99 = load i64, i64* %67, align 1, !tbaa !26
  %100 = xor i64 %99, %98
  %101 = icmp eq i64 %100, 0
  br i1 %101, label %105, label %102

102:                                              ; preds = %96
  %103 = tail call i64 @llvm.cttz.i64(i64 %100, i1 true) #36, !range !166
  %104 = lshr i64 %103, 3
  br label %164

105:                                              ; preds = %111, %96
  %106 = phi i8* [ %109, %111 ], [ %86, %96 ]
  %107 = phi i8* [ %108, %111 ], [ %1, %96 ]
  %108 = getelementptr inbounds i8, i8* %107, i64 8
  %109 = getelementptr inbounds i8, i8* %106, i64 8
  %110 = icmp ult i8* %108, %75
  br i1 %110, label %111, label %124

111:                                              ; preds = %105
  %112 = bitcast i8* %109 to i64*
  %113 = load i64, i64* %112, align 1, !tbaa !26
  %114 = bitcast i8* %108 to i64*
  %115 = load i64, i64* %114, align 1, !tbaa !26
  %116 = xor i64 %115, %113
  %117 = icmp eq i64 %116, 0
  br i1 %117, label %105, label %118

118:                                              ; preds = %111
  %119 = tail call i64 @llvm.cttz.i64(i64 %116, i1 true) #36, !range !166
  %120 = lshr i64 %119, 3
  %121 = getelementptr inbounds i8, i8* %108, i64 %120
  %122 = ptrtoint i8* %121 to i64
  %123 = sub i64 %122, %13
  br label %164

124:                                              ; preds = %105, %95
  %125 = phi i8* [ %86, %95 ], [ %109, %105 ]
  %126 = phi i8* [ %1, %95 ], [ %108, %105 ]
  %127 = icmp ult i8* %126, %77
  br i1 %127, label %128, label %137

128:                                              ; preds = %124
  %129 = bitcast i8* %125 to i32*
  %130 = load i32, i32* %129, align 1, !tbaa !15
  %131 = bitcast i8* %126 to i32*
  %132 = load i32, i32* %131, align 1, !tbaa !15
  %133 = icmp eq i32 %130, %132
  br i1 %133, label %134, label %137

134:                                              ; preds = %128
  %135 = getelementptr inbounds i8, i8* %126, i64 4
  %136 = getelementptr inbounds i8, i8* %125, i64 4
  br label %137

137:                                              ; preds = %134, %128, %124
  %138 = phi i8* [ %136, %134 ], [ %125, %128 ], [ %125, %124 ]
  %139 = phi i8* [ %135, %134 ], [ %126, %128 ], [ %126, %124 ]
  %140 = icmp ult i8* %139, %78
  br i1 %140, label %141, label %150

141:                                              ; preds = %137
  %142 = bitcast i8* %138 to i16*
  %143 = load i16, i16* %142, align 1, !tbaa !41
  %144 = bitcast i8* %139 to i16*
  %145 = load i16, i16* %144, align 1, !tbaa !41
  %146 = icmp eq i16 %143, %145
  br i1 %146, label %147, label %150

147:                                              ; preds = %141
  %148 = getelementptr inbounds i8, i8* %139, i64 2
  %149 = getelementptr inbounds i8, i8* %138, i64 2
  br label %150

150:                                              ; preds = %147, %141, %137
  %151 = phi i8* [ %149, %147 ], [ %138, %141 ], [ %138, %137 ]
  %152 = phi i8* [ %148, %147 ], [ %139, %141 ], [ %139, %137 ]
  %153 = icmp ult i8* %152, %2
  br i1 %153, label %154, label %160

154:                                              ; preds = %150
  %155 = load i8, i8* %151, align 1, !tbaa !5
  %156 = load i8, i8* %152, align 1, !tbaa !5
  %157 = icmp eq i8 %155, %156
  %158 = zext i1 %157 to i64
  %159 = getelementptr i8, i8* %152, i64 %158
  br label %160

160:                                              ; preds = %154, %150
  %161 = phi i8* [ %152, %150 ], [ %159, %154 ]
  %162 = ptrtoint i8* %161 to i64
  %163 = sub i64 %162, %13
  br label %164

164:                                              ; preds = %160, %118, %102
  %165 = phi i64 [ %163, %160 ], [ %104, %102 ], [ %123, %118 ]
  %166 = icmp ugt i64 %165, %84
  br i1 %166, label %167, label %172

167:                                              ; preds = %164
  %168 = sub i32 %79, %82
  %169 = zext i32 %168 to i64
  store i64 %169, i64* %3, align 8, !tbaa !26
  %170 = getelementptr inbounds i8, i8* %1, i64 %165
  %171 = icmp eq i8* %170, %2
  br i1 %171, label %184, label %172

172:                                              ; preds = %167, %164, %81
  %173 = phi i64 [ %165, %167 ], [ %84, %164 ], [ %84, %81 ]
  %174 = icmp ugt i32 %82, %30
  br i1 %174, label %175, label %184

175:                                              ; preds = %172
  %176 = and i32 %82, %10
  %177 = zext i32 %176 to i64
  %178 = getelementptr inbounds i32, i32* %6, i64 %177
  %179 = add i32 %83, -1
  %180 = load i32, i32* %178, align 4, !tbaa !15
  %181 = icmp uge i32 %180, %29
  %182 = icmp ne i32 %179, 0
  %183 = and i1 %182, %181
  br i1 %183, label %81, label %184, !llvm.loop !177

184:                                              ; preds = %175, %172, %167, %66
  %185 = phi i64 [ 3, %66 ], [ %173, %175 ], [ %165, %167 ], [ %173, %172 ]
  ret i64 %185
}

; Function Attrs: nounwind uwtable
declare dso_local i64 @ZSTD_compressStream2(%struct.ZSTD_CCtx_s* noundef, %struct.ZSTD_inBuffer_s* nocapture noundef, %struct.ZSTD_inBuffer_s* nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define hidden fastcc i64 @ZSTD_CCtx_init_compressStream2(%struct.ZSTD_CCtx_s* noundef %0, i32 noundef %1, i64 noundef %2) unnamed_addr #6 {
  %4 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %5 = alloca %struct.ZSTD_compressionParameters, align 4
  %6 = bitcast %struct.ZSTD_CCtx_params_s* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 216, i8* nonnull %6) #36
  %7 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3
  %8 = bitcast %struct.ZSTD_CCtx_params_s* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %6, i8* noundef nonnull align 8 dereferenceable(216) %8, i64 216, i1 false), !tbaa.struct !157
  %9 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 44
  %10 = bitcast %struct.ZSTD_prefixDict_s* %9 to i8*
  %11 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 44, i32 0
  %12 = load i8*, i8** %11, align 8, !tbaa.struct !186
  %13 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 44, i32 1
  %14 = load i64, i64* %13, align 8, !tbaa.struct !187
  %15 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 44, i32 2
  %16 = load i32, i32* %15, align 8, !tbaa.struct !188
  %17 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 1
  %18 = load i8*, i8** %17, align 8, !tbaa !189
  %19 = icmp eq i8* %18, null
  br i1 %19, label %34, label %20

20:                                               ; preds = %3
  %21 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 4
  %22 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %21, align 8, !tbaa !190
  %23 = icmp eq %struct.ZSTD_CDict_s* %22, null
  br i1 %23, label %24, label %34

24:                                               ; preds = %20
  %25 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 2
  %26 = load i64, i64* %25, align 8, !tbaa !191
  %27 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 3
  %28 = load i32, i32* %27, align 8, !tbaa !192
  %29 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 14
  %30 = tail call %struct.ZSTD_CDict_s* @ZSTD_createCDict_advanced2(i8* noundef nonnull %18, i64 noundef %26, i32 noundef 1, i32 noundef %28, %struct.ZSTD_CCtx_params_s* noundef nonnull %7, %struct.ZSTD_customMem* noundef nonnull byval(%struct.ZSTD_customMem) align 8 %29) #36
  store %struct.ZSTD_CDict_s* %30, %struct.ZSTD_CDict_s** %21, align 8, !tbaa !190
  %31 = icmp eq %struct.ZSTD_CDict_s* %30, null
  br i1 %31, label %234, label %32

32:                                               ; preds = %24
  %33 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 43
  store %struct.ZSTD_CDict_s* %30, %struct.ZSTD_CDict_s** %33, align 8, !tbaa !156
  br label %34

34:                                               ; preds = %32, %20, %3
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %10, i8 0, i64 24, i1 false)
  %35 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 43
  %36 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %35, align 8, !tbaa !156
  %37 = icmp eq %struct.ZSTD_CDict_s* %36, null
  br i1 %37, label %46, label %38

38:                                               ; preds = %34
  %39 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 4
  %40 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %39, align 8, !tbaa !193
  %41 = icmp eq %struct.ZSTD_CDict_s* %40, null
  br i1 %41, label %42, label %46

42:                                               ; preds = %38
  %43 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %36, i64 0, i32 9
  %44 = load i32, i32* %43, align 4, !tbaa !194
  %45 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 3
  store i32 %44, i32* %45, align 4, !tbaa !147
  br label %46

46:                                               ; preds = %42, %38, %34
  %47 = icmp eq i32 %1, 2
  br i1 %47, label %48, label %51

48:                                               ; preds = %46
  %49 = add i64 %2, 1
  %50 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 10
  store i64 %49, i64* %50, align 8, !tbaa !160
  br label %51

51:                                               ; preds = %48, %46
  %52 = icmp eq i8* %12, null
  br i1 %52, label %53, label %64

53:                                               ; preds = %51
  br i1 %37, label %54, label %58

54:                                               ; preds = %53
  %55 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 10
  %56 = load i64, i64* %55, align 8, !tbaa !160
  %57 = add i64 %56, -1
  br label %94

58:                                               ; preds = %53
  %59 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %36, i64 0, i32 1
  %60 = load i64, i64* %59, align 8, !tbaa !195
  %61 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 10
  %62 = load i64, i64* %61, align 8, !tbaa !160
  %63 = add i64 %62, -1
  br label %68

64:                                               ; preds = %51
  %65 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 10
  %66 = load i64, i64* %65, align 8, !tbaa !160
  %67 = add i64 %66, -1
  br i1 %37, label %94, label %68

68:                                               ; preds = %64, %58
  %69 = phi i64 [ %63, %58 ], [ %67, %64 ]
  %70 = phi i64* [ %61, %58 ], [ %65, %64 ]
  %71 = phi i64 [ %60, %58 ], [ %14, %64 ]
  %72 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %36, i64 0, i32 5, i32 13
  %73 = load i32, i32* %72, align 4, !tbaa !196
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %75, label %98

75:                                               ; preds = %68
  %76 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %36, i64 0, i32 5, i32 16, i32 6
  %77 = load i32, i32* %76, align 8, !tbaa !197
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds [10 x i64], [10 x i64]* @attachDictSizeCutoffs, i64 0, i64 %78
  %80 = load i64, i64* %79, align 8, !tbaa !26
  %81 = icmp uge i64 %80, %69
  %82 = icmp eq i64 %69, -1
  %83 = or i1 %82, %81
  %84 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 7
  %85 = load i32, i32* %84, align 4, !tbaa !198
  br i1 %83, label %88, label %86

86:                                               ; preds = %75
  %87 = icmp eq i32 %85, 1
  br i1 %87, label %90, label %94

88:                                               ; preds = %75
  %89 = icmp eq i32 %85, 2
  br i1 %89, label %94, label %90

90:                                               ; preds = %88, %86
  %91 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 4
  %92 = load i32, i32* %91, align 8, !tbaa !199
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %98, label %94

94:                                               ; preds = %90, %88, %86, %64, %54
  %95 = phi i64 [ %57, %54 ], [ %69, %90 ], [ %69, %88 ], [ %69, %86 ], [ %67, %64 ]
  %96 = phi i64* [ %55, %54 ], [ %70, %90 ], [ %70, %88 ], [ %70, %86 ], [ %65, %64 ]
  %97 = phi i64 [ 0, %54 ], [ %71, %90 ], [ %71, %88 ], [ %71, %86 ], [ %14, %64 ]
  br label %98

98:                                               ; preds = %94, %90, %68
  %99 = phi i64 [ %95, %94 ], [ %69, %90 ], [ %69, %68 ]
  %100 = phi i64* [ %96, %94 ], [ %70, %90 ], [ %70, %68 ]
  %101 = phi i64 [ %97, %94 ], [ %71, %90 ], [ %71, %68 ]
  %102 = phi i32 [ 0, %94 ], [ 1, %90 ], [ 1, %68 ]
  %103 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 1
  %104 = bitcast %struct.ZSTD_compressionParameters* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %104) #36
  call void @ZSTD_getCParamsFromCCtxParams(%struct.ZSTD_compressionParameters* nonnull sret(%struct.ZSTD_compressionParameters) align 4 %5, %struct.ZSTD_CCtx_params_s* noundef nonnull %4, i64 noundef %99, i64 noundef %101, i32 noundef %102)
  %105 = bitcast %struct.ZSTD_compressionParameters* %103 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(28) %105, i8* noundef nonnull align 4 dereferenceable(28) %104, i64 28, i1 false), !tbaa.struct !200
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %104) #36
  %106 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 19
  %107 = load i32, i32* %106, align 4, !tbaa !201
  %108 = icmp eq i32 %107, 0
  br i1 %108, label %109, label %118

109:                                              ; preds = %98
  %110 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 1, i32 6
  %111 = load i32, i32* %110, align 4, !tbaa !154
  %112 = icmp ugt i32 %111, 6
  br i1 %112, label %113, label %118

113:                                              ; preds = %109
  %114 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %103, i64 0, i32 0
  %115 = load i32, i32* %114, align 4, !tbaa !149
  %116 = icmp ugt i32 %115, 16
  %117 = select i1 %116, i32 1, i32 2
  br label %118

118:                                              ; preds = %113, %109, %98
  %119 = phi i32 [ %107, %98 ], [ 2, %109 ], [ %117, %113 ]
  store i32 %119, i32* %106, align 4, !tbaa !201
  %120 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 13, i32 0
  %121 = load i32, i32* %120, align 8, !tbaa !202
  %122 = icmp eq i32 %121, 0
  br i1 %122, label %123, label %132

123:                                              ; preds = %118
  %124 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 1, i32 6
  %125 = load i32, i32* %124, align 4, !tbaa !154
  %126 = icmp ugt i32 %125, 6
  br i1 %126, label %127, label %132

127:                                              ; preds = %123
  %128 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %103, i64 0, i32 0
  %129 = load i32, i32* %128, align 4, !tbaa !149
  %130 = icmp ugt i32 %129, 26
  %131 = select i1 %130, i32 1, i32 2
  br label %132

132:                                              ; preds = %127, %123, %118
  %133 = phi i32 [ %121, %118 ], [ 2, %123 ], [ %131, %127 ]
  store i32 %133, i32* %120, align 8, !tbaa !202
  %134 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 20
  %135 = load i32, i32* %134, align 8, !tbaa !203
  %136 = icmp eq i32 %135, 0
  br i1 %136, label %137, label %147

137:                                              ; preds = %132
  %138 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 1, i32 6
  %139 = load i32, i32* %138, align 4, !tbaa !154
  %140 = add i32 %139, -6
  %141 = icmp ult i32 %140, -3
  br i1 %141, label %147, label %142

142:                                              ; preds = %137
  %143 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %103, i64 0, i32 0
  %144 = load i32, i32* %143, align 4, !tbaa !149
  %145 = icmp ugt i32 %144, 14
  %146 = select i1 %145, i32 1, i32 2
  br label %147

147:                                              ; preds = %142, %137, %132
  %148 = phi i32 [ %146, %142 ], [ %135, %132 ], [ 2, %137 ]
  store i32 %148, i32* %134, align 8, !tbaa !203
  %149 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 27
  %150 = load i64, i64* %149, align 8, !tbaa !204
  %151 = icmp eq i64 %150, 0
  %152 = select i1 %151, i64 131072, i64 %150
  store i64 %152, i64* %149, align 8, !tbaa !204
  %153 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 28
  %154 = load i32, i32* %153, align 8, !tbaa !205
  %155 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 3
  %156 = load i32, i32* %155, align 4, !tbaa !147
  %157 = icmp eq i32 %154, 0
  %158 = icmp slt i32 %156, 10
  %159 = select i1 %158, i32 2, i32 1
  %160 = select i1 %157, i32 %159, i32 %154
  store i32 %160, i32* %153, align 8, !tbaa !205
  %161 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 26
  %162 = load i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)*, i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)** %161, align 8, !tbaa !206
  %163 = icmp ne i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)* %162, null
  %164 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 9
  %165 = load i32, i32* %164, align 4
  %166 = icmp sgt i32 %165, 0
  %167 = select i1 %163, i1 %166, i1 false
  br i1 %167, label %234, label %168

168:                                              ; preds = %147
  %169 = load i64, i64* %100, align 8, !tbaa !160
  %170 = add i64 %169, -1
  %171 = icmp ult i64 %170, 524289
  br i1 %171, label %172, label %173

172:                                              ; preds = %168
  store i32 0, i32* %164, align 4, !tbaa !207
  br label %211

173:                                              ; preds = %168
  br i1 %166, label %174, label %211

174:                                              ; preds = %173
  %175 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 45
  %176 = load %struct.ZSTDMT_CCtx_s*, %struct.ZSTDMT_CCtx_s** %175, align 8, !tbaa !142
  %177 = icmp eq %struct.ZSTDMT_CCtx_s* %176, null
  br i1 %177, label %178, label %187

178:                                              ; preds = %174
  %179 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 14
  %180 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 15
  %181 = load %struct.POOL_ctx_s*, %struct.POOL_ctx_s** %180, align 8, !tbaa !208
  %182 = tail call %struct.ZSTDMT_CCtx_s* @ZSTDMT_createCCtx_advanced(i32 noundef %165, %struct.ZSTD_customMem* noundef nonnull byval(%struct.ZSTD_customMem) align 8 %179, %struct.POOL_ctx_s* noundef %181)
  store %struct.ZSTDMT_CCtx_s* %182, %struct.ZSTDMT_CCtx_s** %175, align 8, !tbaa !142
  %183 = icmp eq %struct.ZSTDMT_CCtx_s* %182, null
  br i1 %183, label %234, label %184

184:                                              ; preds = %178
  %185 = load i64, i64* %100, align 8, !tbaa !160
  %186 = add i64 %185, -1
  br label %187

187:                                              ; preds = %184, %174
  %188 = phi i64 [ %186, %184 ], [ %170, %174 ]
  %189 = phi %struct.ZSTDMT_CCtx_s* [ %182, %184 ], [ %176, %174 ]
  %190 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %35, align 8, !tbaa !156
  %191 = tail call i64 @ZSTDMT_initCStream_internal(%struct.ZSTDMT_CCtx_s* noundef nonnull %189, i8* noundef %12, i64 noundef %14, i32 noundef %16, %struct.ZSTD_CDict_s* noundef %190, %struct.ZSTD_CCtx_params_s* noundef nonnull byval(%struct.ZSTD_CCtx_params_s) align 8 %4, i64 noundef %188)
  %192 = icmp ult i64 %191, -119
  br i1 %192, label %193, label %234

193:                                              ; preds = %187
  %194 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %35, align 8, !tbaa !156
  %195 = icmp eq %struct.ZSTD_CDict_s* %194, null
  br i1 %195, label %201, label %196

196:                                              ; preds = %193
  %197 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %194, i64 0, i32 8
  %198 = load i32, i32* %197, align 8, !tbaa !209
  %199 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %194, i64 0, i32 1
  %200 = load i64, i64* %199, align 8, !tbaa !195
  br label %201

201:                                              ; preds = %196, %193
  %202 = phi i32 [ %198, %196 ], [ 0, %193 ]
  %203 = phi i64 [ %200, %196 ], [ %14, %193 ]
  %204 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 6
  store i32 %202, i32* %204, align 8
  %205 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 7
  store i64 %203, i64* %205, align 8, !tbaa !210
  %206 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 11
  %207 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  %208 = bitcast i64* %206 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %208, i8 0, i64 16, i1 false)
  store i32 1, i32* %207, align 8, !tbaa !155
  %209 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4
  %210 = bitcast %struct.ZSTD_CCtx_params_s* %209 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %210, i8* noundef nonnull align 8 dereferenceable(216) %6, i64 216, i1 false), !tbaa.struct !157
  br label %234

211:                                              ; preds = %173, %172
  %212 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %35, align 8, !tbaa !156
  %213 = call fastcc i64 @ZSTD_compressBegin_internal(%struct.ZSTD_CCtx_s* noundef nonnull %0, i8* noundef %12, i64 noundef %14, i32 noundef %16, i32 noundef 0, %struct.ZSTD_CDict_s* noundef %212, %struct.ZSTD_CCtx_params_s* noundef nonnull %4, i64 noundef %170, i32 noundef 1)
  %214 = icmp ult i64 %213, -119
  br i1 %214, label %215, label %234

215:                                              ; preds = %211
  %216 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 30
  %217 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 15
  %218 = bitcast i64* %216 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %218, i8 0, i64 16, i1 false)
  %219 = load i32, i32* %217, align 4, !tbaa !211
  %220 = icmp eq i32 %219, 0
  br i1 %220, label %221, label %227

221:                                              ; preds = %215
  %222 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 9
  %223 = load i64, i64* %222, align 8, !tbaa !212
  %224 = icmp eq i64 %223, %170
  %225 = zext i1 %224 to i64
  %226 = add i64 %223, %225
  br label %227

227:                                              ; preds = %221, %215
  %228 = phi i64 [ %226, %221 ], [ 0, %215 ]
  %229 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 32
  store i64 %228, i64* %229, align 8
  %230 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 35
  %231 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  %232 = bitcast i64* %230 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %232, i8 0, i64 16, i1 false)
  store i32 1, i32* %231, align 8, !tbaa !155
  %233 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 38
  store i32 0, i32* %233, align 4, !tbaa !213
  br label %234

234:                                              ; preds = %227, %211, %201, %187, %178, %147, %24
  %235 = phi i64 [ %191, %187 ], [ -41, %147 ], [ -64, %178 ], [ %213, %211 ], [ 0, %227 ], [ 0, %201 ], [ -64, %24 ]
  call void @llvm.lifetime.end.p0i8(i64 216, i8* nonnull %6) #36
  ret i64 %235
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local void @ZSTDMT_updateCParams_whileCompressing(%struct.ZSTDMT_CCtx_s* nocapture noundef %0, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly %1) local_unnamed_addr #19 {
  %3 = alloca %struct.ZSTD_compressionParameters, align 4
  %4 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 5, i32 1
  %5 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %4, i64 0, i32 0
  %6 = load i32, i32* %5, align 4, !tbaa !214
  %7 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %1, i64 0, i32 3
  %8 = load i32, i32* %7, align 4, !tbaa !147
  %9 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 5, i32 3
  store i32 %8, i32* %9, align 4, !tbaa !215
  %10 = bitcast %struct.ZSTD_compressionParameters* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %10) #36
  call void @ZSTD_getCParamsFromCCtxParams(%struct.ZSTD_compressionParameters* nonnull sret(%struct.ZSTD_compressionParameters) align 4 %3, %struct.ZSTD_CCtx_params_s* noundef %1, i64 noundef -1, i64 noundef 0, i32 noundef 0)
  %11 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %3, i64 0, i32 0
  store i32 %6, i32* %11, align 4, !tbaa !149
  %12 = bitcast %struct.ZSTD_compressionParameters* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(28) %12, i8* noundef nonnull align 4 dereferenceable(28) %10, i64 28, i1 false), !tbaa.struct !200
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %10) #36
  ret void
}

; Function Attrs: nounwind uwtable
define hidden fastcc i64 @ZSTD_compressStream_generic(%struct.ZSTD_CCtx_s* noundef %0, %struct.ZSTD_inBuffer_s* nocapture noundef %1, %struct.ZSTD_inBuffer_s* nocapture noundef %2, i32 noundef %3) unnamed_addr #6 {
  %5 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %2, i64 0, i32 0
  %6 = load i8*, i8** %5, align 8, !tbaa !216
  %7 = icmp eq i8* %6, null
  br i1 %7, label %15, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %2, i64 0, i32 1
  %10 = load i64, i64* %9, align 8, !tbaa !217
  %11 = getelementptr inbounds i8, i8* %6, i64 %10
  %12 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %2, i64 0, i32 2
  %13 = load i64, i64* %12, align 8, !tbaa !218
  %14 = getelementptr inbounds i8, i8* %6, i64 %13
  br label %15

15:                                               ; preds = %8, %4
  %16 = phi i8* [ %11, %8 ], [ null, %4 ]
  %17 = phi i8* [ %14, %8 ], [ null, %4 ]
  %18 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %1, i64 0, i32 0
  %19 = load i8*, i8** %18, align 8, !tbaa !219
  %20 = icmp eq i8* %19, null
  br i1 %20, label %29, label %21

21:                                               ; preds = %15
  %22 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %1, i64 0, i32 1
  %23 = load i64, i64* %22, align 8, !tbaa !221
  %24 = getelementptr inbounds i8, i8* %19, i64 %23
  %25 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %1, i64 0, i32 2
  %26 = load i64, i64* %25, align 8, !tbaa !222
  %27 = getelementptr inbounds i8, i8* %19, i64 %26
  %28 = ptrtoint i8* %24 to i64
  br label %29

29:                                               ; preds = %21, %15
  %30 = phi i64 [ %28, %21 ], [ 0, %15 ]
  %31 = phi i8* [ %27, %21 ], [ null, %15 ]
  %32 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 15
  %33 = load i32, i32* %32, align 4, !tbaa !211
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %45

35:                                               ; preds = %29
  %36 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 40
  %37 = load i64, i64* %36, align 8, !tbaa !223
  %38 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %2, i64 0, i32 2
  %39 = load i64, i64* %38, align 8, !tbaa !218
  %40 = sub i64 %39, %37
  store i64 %40, i64* %38, align 8, !tbaa !218
  %41 = icmp eq i8* %17, null
  %42 = sub i64 0, %37
  %43 = getelementptr inbounds i8, i8* %17, i64 %42
  %44 = select i1 %41, i8* null, i8* %43
  store i64 0, i64* %36, align 8, !tbaa !223
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
  %68 = load i32, i32* %48, align 8, !tbaa !155
  br label %69

69:                                               ; preds = %69, %65
  switch i32 %68, label %69 [
    i32 0, label %291
    i32 1, label %73
    i32 2, label %70
  ], !llvm.loop !224

70:                                               ; preds = %69
  %71 = load i64, i64* %61, align 8, !tbaa !225
  %72 = load i64, i64* %62, align 8, !tbaa !226
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
  %94 = load i32, i32* %47, align 8, !tbaa !227
  %95 = icmp eq i32 %94, 1
  br i1 %95, label %96, label %104

96:                                               ; preds = %93, %90
  %97 = load i64, i64* %51, align 8, !tbaa !228
  %98 = icmp eq i64 %97, 0
  br i1 %98, label %99, label %104

99:                                               ; preds = %96
  %100 = tail call i64 @ZSTD_compressEnd_public(%struct.ZSTD_CCtx_s* noundef nonnull %0, i8* noundef %67, i64 noundef %76, i8* noundef %66, i64 noundef %78)
  %101 = icmp ult i64 %100, -119
  br i1 %101, label %102, label %291

102:                                              ; preds = %99
  %103 = getelementptr inbounds i8, i8* %67, i64 %100
  store i32 1, i32* %59, align 4, !tbaa !213
  store i32 0, i32* %48, align 8, !tbaa !155
  store i64 0, i64* %63, align 8, !tbaa !160
  br label %264

104:                                              ; preds = %96, %93, %73
  %105 = load i32, i32* %32, align 4, !tbaa !211
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %107, label %132

107:                                              ; preds = %104
  %108 = load i64, i64* %54, align 8, !tbaa !229
  %109 = load i64, i64* %51, align 8, !tbaa !228
  %110 = sub i64 %108, %109
  %111 = ptrtoint i8* %66 to i64
  %112 = sub i64 %50, %111
  %113 = icmp ult i64 %110, %112
  %114 = select i1 %113, i64 %110, i64 %112
  %115 = icmp eq i64 %114, 0
  br i1 %115, label %120, label %116

116:                                              ; preds = %107
  %117 = load i8*, i8** %55, align 8, !tbaa !230
  %118 = getelementptr inbounds i8, i8* %117, i64 %109
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %118, i8* align 1 %66, i64 %114, i1 false) #36
  %119 = load i64, i64* %51, align 8, !tbaa !228
  br label %120

120:                                              ; preds = %116, %107
  %121 = phi i64 [ %109, %107 ], [ %119, %116 ]
  %122 = add i64 %121, %114
  store i64 %122, i64* %51, align 8, !tbaa !228
  %123 = icmp eq i8* %66, null
  %124 = getelementptr inbounds i8, i8* %66, i64 %114
  %125 = select i1 %123, i8* null, i8* %124
  switch i32 %3, label %144 [
    i32 0, label %126
    i32 1, label %129
  ]

126:                                              ; preds = %120
  %127 = load i64, i64* %54, align 8, !tbaa !229
  %128 = icmp ult i64 %122, %127
  br i1 %128, label %264, label %144

129:                                              ; preds = %120
  %130 = load i64, i64* %56, align 8, !tbaa !231
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
  %136 = load i64, i64* %52, align 8, !tbaa !212
  %137 = icmp ult i64 %135, %136
  br i1 %137, label %138, label %144

138:                                              ; preds = %133
  store i64 %135, i64* %53, align 8, !tbaa !223
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
  %146 = load i32, i32* %32, align 4, !tbaa !211
  %147 = icmp eq i32 %146, 0
  %148 = ptrtoint i8* %67 to i64
  %149 = sub i64 %30, %148
  br i1 %147, label %150, label %154

150:                                              ; preds = %144
  %151 = load i64, i64* %51, align 8, !tbaa !228
  %152 = load i64, i64* %56, align 8, !tbaa !231
  %153 = sub i64 %151, %152
  br label %162

154:                                              ; preds = %144, %141
  %155 = phi i64 [ %143, %141 ], [ %149, %144 ]
  %156 = phi i8* [ %66, %141 ], [ %145, %144 ]
  %157 = ptrtoint i8* %156 to i64
  %158 = sub i64 %50, %157
  %159 = load i64, i64* %52, align 8, !tbaa !212
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
  %182 = load i32, i32* %47, align 8, !tbaa !227
  %183 = icmp eq i32 %182, 1
  br i1 %183, label %187, label %184

184:                                              ; preds = %181
  %185 = load i8*, i8** %57, align 8, !tbaa !232
  %186 = load i64, i64* %58, align 8, !tbaa !233
  br label %187

187:                                              ; preds = %184, %181, %178
  %188 = phi i64 [ %186, %184 ], [ %163, %181 ], [ %163, %178 ]
  %189 = phi i8* [ %185, %184 ], [ %67, %181 ], [ %67, %178 ]
  br i1 %164, label %190, label %213

190:                                              ; preds = %187
  %191 = icmp eq i8* %165, %16
  %192 = select i1 %49, i1 %191, i1 false
  %193 = zext i1 %192 to i32
  %194 = load i8*, i8** %55, align 8, !tbaa !230
  %195 = load i64, i64* %56, align 8, !tbaa !231
  %196 = getelementptr inbounds i8, i8* %194, i64 %195
  br i1 %192, label %197, label %199

197:                                              ; preds = %190
  %198 = tail call i64 @ZSTD_compressEnd_public(%struct.ZSTD_CCtx_s* noundef nonnull %0, i8* noundef %189, i64 noundef %188, i8* noundef %196, i64 noundef %166)
  br label %201

199:                                              ; preds = %190
  %200 = tail call fastcc i64 @ZSTD_compressContinue_internal(%struct.ZSTD_CCtx_s* noundef nonnull %0, i8* noundef %189, i64 noundef %188, i8* noundef %196, i64 noundef %166, i32 noundef 1, i32 noundef 0) #36
  br label %201

201:                                              ; preds = %199, %197
  %202 = phi i64 [ %198, %197 ], [ %200, %199 ]
  %203 = icmp ult i64 %202, -119
  br i1 %203, label %204, label %291

204:                                              ; preds = %201
  store i32 %193, i32* %59, align 4, !tbaa !213
  %205 = load i64, i64* %51, align 8, !tbaa !228
  %206 = load i64, i64* %52, align 8, !tbaa !212
  %207 = add i64 %206, %205
  store i64 %207, i64* %54, align 8, !tbaa !229
  %208 = load i64, i64* %60, align 8, !tbaa !234
  %209 = icmp ugt i64 %207, %208
  br i1 %209, label %210, label %211

210:                                              ; preds = %204
  store i64 0, i64* %51, align 8, !tbaa !228
  store i64 %206, i64* %54, align 8, !tbaa !229
  br label %211

211:                                              ; preds = %210, %204
  %212 = phi i64 [ %205, %204 ], [ 0, %210 ]
  store i64 %212, i64* %56, align 8, !tbaa !231
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
  %221 = tail call fastcc i64 @ZSTD_compressContinue_internal(%struct.ZSTD_CCtx_s* noundef nonnull %0, i8* noundef %189, i64 noundef %188, i8* noundef %165, i64 noundef %166, i32 noundef 1, i32 noundef 0) #36
  br label %222

222:                                              ; preds = %220, %218
  %223 = phi i64 [ %219, %218 ], [ %221, %220 ]
  %224 = icmp ult i64 %223, -119
  br i1 %224, label %225, label %291

225:                                              ; preds = %222
  %226 = icmp eq i8* %165, null
  %227 = select i1 %226, i8* null, i8* %214
  store i32 %217, i32* %59, align 4, !tbaa !213
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
  br label %65, !llvm.loop !224

239:                                              ; preds = %233
  store i32 0, i32* %48, align 8, !tbaa !155
  store i64 0, i64* %63, align 8, !tbaa !160
  br label %264

240:                                              ; preds = %228
  store i64 %230, i64* %61, align 8, !tbaa !225
  store i64 0, i64* %62, align 8, !tbaa !226
  store i32 2, i32* %48, align 8, !tbaa !155
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
  %252 = load i8*, i8** %57, align 8, !tbaa !232
  %253 = getelementptr inbounds i8, i8* %252, i64 %242
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %67, i8* align 1 %253, i64 %249, i1 false) #36
  %254 = load i64, i64* %62, align 8, !tbaa !226
  br label %255

255:                                              ; preds = %251, %241
  %256 = phi i64 [ %242, %241 ], [ %254, %251 ]
  %257 = getelementptr i8, i8* %67, i64 %249
  %258 = add i64 %256, %249
  store i64 %258, i64* %62, align 8, !tbaa !226
  br i1 %248, label %264, label %259

259:                                              ; preds = %255
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %64, i8 0, i64 16, i1 false)
  %260 = load i32, i32* %59, align 4, !tbaa !213
  %261 = icmp eq i32 %260, 0
  br i1 %261, label %263, label %262

262:                                              ; preds = %259
  store i32 0, i32* %48, align 8, !tbaa !155
  store i64 0, i64* %63, align 8, !tbaa !160
  br label %264

263:                                              ; preds = %259
  store i32 1, i32* %48, align 8, !tbaa !155
  br label %236

264:                                              ; preds = %262, %255, %239, %139, %138, %129, %126, %102
  %265 = phi i8* [ %67, %138 ], [ %257, %262 ], [ %103, %102 ], [ %234, %239 ], [ %67, %129 ], [ %67, %126 ], [ %257, %255 ], [ %67, %139 ]
  %266 = phi i8* [ %16, %138 ], [ %244, %262 ], [ %16, %102 ], [ %231, %239 ], [ %125, %129 ], [ %125, %126 ], [ %244, %255 ], [ %16, %139 ]
  %267 = ptrtoint i8* %266 to i64
  %268 = ptrtoint i8* %6 to i64
  %269 = sub i64 %267, %268
  %270 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %2, i64 0, i32 2
  store i64 %269, i64* %270, align 8, !tbaa !218
  %271 = ptrtoint i8* %265 to i64
  %272 = ptrtoint i8* %19 to i64
  %273 = sub i64 %271, %272
  %274 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %1, i64 0, i32 2
  store i64 %273, i64* %274, align 8, !tbaa !222
  %275 = load i32, i32* %59, align 4, !tbaa !213
  %276 = icmp eq i32 %275, 0
  br i1 %276, label %277, label %291

277:                                              ; preds = %264
  %278 = load i32, i32* %32, align 4, !tbaa !211
  %279 = icmp eq i32 %278, 1
  br i1 %279, label %280, label %284

280:                                              ; preds = %277
  %281 = load i64, i64* %52, align 8, !tbaa !212
  %282 = load i64, i64* %53, align 8, !tbaa !223
  %283 = sub i64 %281, %282
  br label %291

284:                                              ; preds = %277
  %285 = load i64, i64* %54, align 8, !tbaa !229
  %286 = load i64, i64* %51, align 8, !tbaa !228
  %287 = sub i64 %285, %286
  %288 = icmp eq i64 %287, 0
  br i1 %288, label %289, label %291

289:                                              ; preds = %284
  %290 = load i64, i64* %52, align 8, !tbaa !212
  br label %291

291:                                              ; preds = %289, %284, %280, %264, %222, %201, %99, %69
  %292 = phi i64 [ 0, %264 ], [ %283, %280 ], [ %290, %289 ], [ %287, %284 ], [ %100, %99 ], [ -62, %69 ], [ %223, %222 ], [ %202, %201 ]
  ret i64 %292
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressEnd_public(%struct.ZSTD_CCtx_s* noundef %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4) local_unnamed_addr #6 {
  %6 = tail call fastcc i64 @ZSTD_compressContinue_internal(%struct.ZSTD_CCtx_s* noundef %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i32 noundef 1, i32 noundef 1)
  %7 = icmp ult i64 %6, -119
  br i1 %7, label %8, label %84

8:                                                ; preds = %5
  %9 = getelementptr inbounds i8, i8* %1, i64 %6
  %10 = sub i64 %2, %6
  %11 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 0
  %12 = load i32, i32* %11, align 8, !tbaa !235
  switch i32 %12, label %44 [
    i32 0, label %84
    i32 1, label %13
    i32 3, label %53
  ]

13:                                               ; preds = %8
  %14 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 2, i32 1
  %15 = load i32, i32* %14, align 4, !tbaa !158
  %16 = icmp sgt i32 %15, 0
  %17 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 1, i32 0
  %18 = load i32, i32* %17, align 4, !tbaa !236
  %19 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 2, i32 0
  %20 = load i32, i32* %19, align 8, !tbaa !148
  %21 = icmp eq i32 %20, 0
  %22 = trunc i32 %18 to i8
  %23 = shl i8 %22, 3
  %24 = add i8 %23, -80
  %25 = select i1 %16, i8 4, i8 0
  %26 = select i1 %21, i8 0, i8 32
  %27 = or i8 %26, %25
  %28 = icmp ult i64 %10, 18
  br i1 %28, label %84, label %29

29:                                               ; preds = %13
  %30 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 0
  %31 = load i32, i32* %30, align 8, !tbaa !237
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %35

33:                                               ; preds = %29
  %34 = bitcast i8* %9 to i32*
  store i32 -47205080, i32* %34, align 1, !tbaa !15
  br label %35

35:                                               ; preds = %33, %29
  %36 = phi i64 [ 4, %33 ], [ 0, %29 ]
  %37 = or i64 %36, 1
  %38 = getelementptr inbounds i8, i8* %9, i64 %36
  store i8 %27, i8* %38, align 1, !tbaa !5
  %39 = select i1 %21, i8 %24, i8 0
  %40 = getelementptr inbounds i8, i8* %9, i64 %37
  store i8 %39, i8* %40, align 1
  %41 = or i64 %36, 2
  %42 = sub i64 %10, %41
  %43 = getelementptr inbounds i8, i8* %9, i64 %41
  store i32 2, i32* %11, align 8, !tbaa !235
  br label %44

44:                                               ; preds = %35, %8
  %45 = phi i64 [ %42, %35 ], [ %10, %8 ]
  %46 = phi i8* [ %43, %35 ], [ %9, %8 ]
  %47 = icmp ult i64 %45, 3
  br i1 %47, label %84, label %48

48:                                               ; preds = %44
  %49 = bitcast i8* %46 to i16*
  store i16 1, i16* %49, align 1, !tbaa !41
  %50 = getelementptr inbounds i8, i8* %46, i64 2
  store i8 0, i8* %50, align 1, !tbaa !5
  %51 = getelementptr inbounds i8, i8* %46, i64 3
  %52 = add i64 %45, -3
  br label %53

53:                                               ; preds = %48, %8
  %54 = phi i8* [ %51, %48 ], [ %9, %8 ]
  %55 = phi i64 [ %52, %48 ], [ %10, %8 ]
  %56 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 2, i32 1
  %57 = load i32, i32* %56, align 4, !tbaa !238
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %67, label %59

59:                                               ; preds = %53
  %60 = icmp ult i64 %55, 4
  br i1 %60, label %84, label %61

61:                                               ; preds = %59
  %62 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 13
  %63 = tail call fastcc i64 @XXH_INLINE_XXH64_digest(%struct.XXH_NAMESPACEXXH64_state_s* nocapture noundef nonnull %62) #37
  %64 = trunc i64 %63 to i32
  %65 = bitcast i8* %54 to i32*
  store i32 %64, i32* %65, align 1, !tbaa !15
  %66 = getelementptr inbounds i8, i8* %54, i64 4
  br label %67

67:                                               ; preds = %61, %53
  %68 = phi i8* [ %66, %61 ], [ %54, %53 ]
  store i32 0, i32* %11, align 8, !tbaa !235
  %69 = ptrtoint i8* %68 to i64
  %70 = ptrtoint i8* %9 to i64
  %71 = sub i64 %69, %70
  %72 = icmp ult i64 %71, -119
  br i1 %72, label %73, label %84

73:                                               ; preds = %67
  %74 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 10
  %75 = load i64, i64* %74, align 8, !tbaa !160
  %76 = icmp eq i64 %75, 0
  br i1 %76, label %82, label %77

77:                                               ; preds = %73
  %78 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 11
  %79 = load i64, i64* %78, align 8, !tbaa !239
  %80 = add i64 %79, 1
  %81 = icmp eq i64 %75, %80
  br i1 %81, label %82, label %84

82:                                               ; preds = %77, %73
  %83 = add i64 %71, %6
  br label %84

84:                                               ; preds = %82, %77, %67, %59, %44, %13, %8, %5
  %85 = phi i64 [ %83, %82 ], [ %71, %67 ], [ %6, %5 ], [ -72, %77 ], [ -70, %59 ], [ -70, %44 ], [ -70, %13 ], [ -60, %8 ]
  ret i64 %85
}

; Function Attrs: nounwind uwtable
declare hidden fastcc i64 @ZSTD_compressContinue_internal(%struct.ZSTD_CCtx_s* noundef, i8* noundef, i64 noundef, i8* noundef, i64 noundef, i32 noundef, i32 noundef) unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
declare hidden fastcc i64 @ZSTD_writeFrameHeader(i8* nocapture noundef writeonly, i64 noundef, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly, i64 noundef, i32 noundef) unnamed_addr #17

; Function Attrs: nounwind uwtable
define hidden fastcc i64 @ZSTD_compressBlock_internal(%struct.ZSTD_CCtx_s* noundef %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i32 noundef %5) unnamed_addr #6 {
  %7 = tail call fastcc i64 @ZSTD_buildSeqStore(%struct.ZSTD_CCtx_s* noundef %0, i8* noundef %3, i64 noundef %4)
  %8 = icmp ult i64 %7, -119
  br i1 %8, label %9, label %72

9:                                                ; preds = %6
  %10 = icmp eq i64 %7, 1
  br i1 %10, label %11, label %15

11:                                               ; preds = %9
  %12 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 17, i32 0
  %13 = load i32, i32* %12, align 8, !tbaa !240
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %64, label %72

15:                                               ; preds = %9
  %16 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 17
  %17 = getelementptr inbounds %struct.SeqCollector, %struct.SeqCollector* %16, i64 0, i32 0
  %18 = load i32, i32* %17, align 8, !tbaa !240
  %19 = icmp eq i32 %18, 0
  %20 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 20
  %21 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 0
  %22 = load %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t** %21, align 8, !tbaa !241
  br i1 %19, label %32, label %23

23:                                               ; preds = %15
  %24 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %22, i64 0, i32 1, i64 0
  %25 = tail call fastcc i64 @ZSTD_copyBlockSequences(%struct.SeqCollector* noundef nonnull %16, %struct.seqStore_t* noundef nonnull %20, i32* noundef nonnull %24), !range !242
  %26 = icmp ult i64 %25, -119
  br i1 %26, label %27, label %72

27:                                               ; preds = %23
  %28 = bitcast %struct.ZSTD_compressedBlockState_t** %21 to <2 x %struct.ZSTD_compressedBlockState_t*>*
  %29 = load <2 x %struct.ZSTD_compressedBlockState_t*>, <2 x %struct.ZSTD_compressedBlockState_t*>* %28, align 8, !tbaa !35
  %30 = shufflevector <2 x %struct.ZSTD_compressedBlockState_t*> %29, <2 x %struct.ZSTD_compressedBlockState_t*> poison, <2 x i32> <i32 1, i32 0>
  %31 = bitcast %struct.ZSTD_compressedBlockState_t** %21 to <2 x %struct.ZSTD_compressedBlockState_t*>*
  store <2 x %struct.ZSTD_compressedBlockState_t*> %30, <2 x %struct.ZSTD_compressedBlockState_t*>* %31, align 8, !tbaa !35
  br label %72

32:                                               ; preds = %15
  %33 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %22, i64 0, i32 0
  %34 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 1
  %35 = load %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t** %34, align 8, !tbaa !243
  %36 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %35, i64 0, i32 0
  %37 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4
  %38 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 26
  %39 = bitcast i32** %38 to i8**
  %40 = load i8*, i8** %39, align 8, !tbaa !244
  %41 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 2
  %42 = load i32, i32* %41, align 8, !tbaa !245
  %43 = tail call fastcc i64 @ZSTD_entropyCompressSeqStore(%struct.seqStore_t* noundef nonnull %20, %struct.ZSTD_entropyCTables_t* noundef %33, %struct.ZSTD_entropyCTables_t* noundef %36, %struct.ZSTD_CCtx_params_s* noundef nonnull %37, i8* noundef %1, i64 noundef %2, i64 noundef %4, i8* noundef %40, i32 noundef %42)
  %44 = icmp eq i32 %5, 0
  br i1 %44, label %56, label %45

45:                                               ; preds = %32
  %46 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 18
  %47 = load i32, i32* %46, align 8, !tbaa !246
  %48 = icmp eq i32 %47, 0
  %49 = icmp ult i64 %43, 25
  %50 = select i1 %48, i1 %49, i1 false
  br i1 %50, label %51, label %56

51:                                               ; preds = %45
  %52 = tail call fastcc i32 @ZSTD_isRLE(i8* noundef %3, i64 noundef %4)
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %56, label %54

54:                                               ; preds = %51
  %55 = load i8, i8* %3, align 1, !tbaa !5
  store i8 %55, i8* %1, align 1, !tbaa !5
  br label %64

56:                                               ; preds = %51, %45, %32
  %57 = add i64 %43, -2
  %58 = icmp ult i64 %57, -121
  br i1 %58, label %59, label %64

59:                                               ; preds = %56
  %60 = bitcast %struct.ZSTD_compressedBlockState_t** %21 to <2 x %struct.ZSTD_compressedBlockState_t*>*
  %61 = load <2 x %struct.ZSTD_compressedBlockState_t*>, <2 x %struct.ZSTD_compressedBlockState_t*>* %60, align 8, !tbaa !35
  %62 = shufflevector <2 x %struct.ZSTD_compressedBlockState_t*> %61, <2 x %struct.ZSTD_compressedBlockState_t*> poison, <2 x i32> <i32 1, i32 0>
  %63 = bitcast %struct.ZSTD_compressedBlockState_t** %21 to <2 x %struct.ZSTD_compressedBlockState_t*>*
  store <2 x %struct.ZSTD_compressedBlockState_t*> %62, <2 x %struct.ZSTD_compressedBlockState_t*>* %63, align 8, !tbaa !35
  br label %64

64:                                               ; preds = %59, %56, %54, %11
  %65 = phi i64 [ %43, %59 ], [ %43, %56 ], [ 0, %11 ], [ 1, %54 ]
  %66 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 0
  %67 = load %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t** %66, align 8, !tbaa !241
  %68 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %67, i64 0, i32 0, i32 1, i32 3
  %69 = load i32, i32* %68, align 4, !tbaa !247
  %70 = icmp eq i32 %69, 2
  br i1 %70, label %71, label %72

71:                                               ; preds = %64
  store i32 1, i32* %68, align 4, !tbaa !247
  br label %72

72:                                               ; preds = %71, %64, %27, %23, %11, %6
  %73 = phi i64 [ 0, %27 ], [ %25, %23 ], [ %65, %71 ], [ %65, %64 ], [ -106, %11 ], [ %7, %6 ]
  ret i64 %73
}

; Function Attrs: inlinehint nofree nosync nounwind uwtable
define hidden fastcc void @XXH_INLINE_XXH64_update(%struct.XXH_NAMESPACEXXH64_state_s* nocapture noundef %0, i8* nocapture noundef %1, i64 noundef %2) unnamed_addr #23 {
  %4 = icmp eq i8* %1, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = icmp eq i64 %2, 0
  tail call void @llvm.assume(i1 %6)
  br label %126

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, i8* %1, i64 %2
  %9 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 0
  %10 = load i64, i64* %9, align 8, !tbaa !248
  %11 = add i64 %10, %2
  store i64 %11, i64* %9, align 8, !tbaa !248
  %12 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 3
  %13 = load i32, i32* %12, align 8, !tbaa !249
  %14 = zext i32 %13 to i64
  %15 = add i64 %14, %2
  %16 = icmp ult i64 %15, 32
  br i1 %16, label %17, label %24

17:                                               ; preds = %7
  %18 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 2, i64 0
  %19 = bitcast i64* %18 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i64 %14
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %20, i8* nonnull align 1 %1, i64 %2, i1 false) #36
  %21 = trunc i64 %2 to i32
  %22 = load i32, i32* %12, align 8, !tbaa !249
  %23 = add i32 %22, %21
  store i32 %23, i32* %12, align 8, !tbaa !249
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
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %29, i8* nonnull align 1 %1, i64 %31, i1 false) #36
  %32 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 1, i64 0
  %33 = load i64, i64* %32, align 8, !tbaa !26
  %34 = load i64, i64* %27, align 1, !tbaa !26
  %35 = mul i64 %34, -4417276706812531889
  %36 = add i64 %35, %33
  %37 = tail call i64 @llvm.fshl.i64(i64 %36, i64 %36, i64 31) #36
  %38 = mul i64 %37, -7046029288634856825
  store i64 %38, i64* %32, align 8, !tbaa !26
  %39 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 1, i64 1
  %40 = load i64, i64* %39, align 8, !tbaa !26
  %41 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 2, i64 1
  %42 = load i64, i64* %41, align 1, !tbaa !26
  %43 = mul i64 %42, -4417276706812531889
  %44 = add i64 %43, %40
  %45 = tail call i64 @llvm.fshl.i64(i64 %44, i64 %44, i64 31) #36
  %46 = mul i64 %45, -7046029288634856825
  store i64 %46, i64* %39, align 8, !tbaa !26
  %47 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 1, i64 2
  %48 = load i64, i64* %47, align 8, !tbaa !26
  %49 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 2, i64 2
  %50 = load i64, i64* %49, align 1, !tbaa !26
  %51 = mul i64 %50, -4417276706812531889
  %52 = add i64 %51, %48
  %53 = tail call i64 @llvm.fshl.i64(i64 %52, i64 %52, i64 31) #36
  %54 = mul i64 %53, -7046029288634856825
  store i64 %54, i64* %47, align 8, !tbaa !26
  %55 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 1, i64 3
  %56 = load i64, i64* %55, align 8, !tbaa !26
  %57 = getelementptr inbounds %struct.XXH_NAMESPACEXXH64_state_s, %struct.XXH_NAMESPACEXXH64_state_s* %0, i64 0, i32 2, i64 3
  %58 = load i64, i64* %57, align 1, !tbaa !26
  %59 = mul i64 %58, -4417276706812531889
  %60 = add i64 %59, %56
  %61 = tail call i64 @llvm.fshl.i64(i64 %60, i64 %60, i64 31) #36
  %62 = mul i64 %61, -7046029288634856825
  store i64 %62, i64* %55, align 8, !tbaa !26
  %63 = load i32, i32* %12, align 8, !tbaa !249
  %64 = sub i32 32, %63
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds i8, i8* %1, i64 %65
  store i32 0, i32* %12, align 8, !tbaa !249
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
  %77 = load i64, i64* %73, align 8, !tbaa !26
  %78 = load i64, i64* %74, align 8, !tbaa !26
  %79 = load i64, i64* %75, align 8, !tbaa !26
  %80 = load i64, i64* %76, align 8, !tbaa !26
  br label %81

81:                                               ; preds = %81, %71
  %82 = phi i64 [ %80, %71 ], [ %113, %81 ]
  %83 = phi i64 [ %79, %71 ], [ %106, %81 ]
  %84 = phi i64 [ %78, %71 ], [ %99, %81 ]
  %85 = phi i64 [ %77, %71 ], [ %92, %81 ]
  %86 = phi i8* [ %68, %71 ], [ %114, %81 ]
  %87 = bitcast i8* %86 to i64*
  %88 = load i64, i64* %87, align 1, !tbaa !26
  %89 = mul i64 %88, -4417276706812531889
  %90 = add i64 %89, %85
  %91 = tail call i64 @llvm.fshl.i64(i64 %90, i64 %90, i64 31) #36
  %92 = mul i64 %91, -7046029288634856825
  store i64 %92, i64* %73, align 8, !tbaa !26
  %93 = getelementptr inbounds i8, i8* %86, i64 8
  %94 = bitcast i8* %93 to i64*
  %95 = load i64, i64* %94, align 1, !tbaa !26
  %96 = mul i64 %95, -4417276706812531889
  %97 = add i64 %96, %84
  %98 = tail call i64 @llvm.fshl.i64(i64 %97, i64 %97, i64 31) #36
  %99 = mul i64 %98, -7046029288634856825
  store i64 %99, i64* %74, align 8, !tbaa !26
  %100 = getelementptr inbounds i8, i8* %86, i64 16
  %101 = bitcast i8* %100 to i64*
  %102 = load i64, i64* %101, align 1, !tbaa !26
  %103 = mul i64 %102, -4417276706812531889
  %104 = add i64 %103, %83
  %105 = tail call i64 @llvm.fshl.i64(i64 %104, i64 %104, i64 31) #36
  %106 = mul i64 %105, -7046029288634856825
  store i64 %106, i64* %75, align 8, !tbaa !26
  %107 = getelementptr inbounds i8, i8* %86, i64 24
  %108 = bitcast i8* %107 to i64*
  %109 = load i64, i64* %108, align 1, !tbaa !26
  %110 = mul i64 %109, -4417276706812531889
  %111 = add i64 %110, %82
  %112 = tail call i64 @llvm.fshl.i64(i64 %111, i64 %111, i64 31) #36
  %113 = mul i64 %112, -7046029288634856825
  store i64 %113, i64* %76, align 8, !tbaa !26
  %114 = getelementptr inbounds i8, i8* %86, i64 32
  %115 = icmp ugt i8* %114, %72
  br i1 %115, label %116, label %81, !llvm.loop !250

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
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %121, i8* align 1 %117, i64 %124, i1 false) #36
  %125 = trunc i64 %124 to i32
  store i32 %125, i32* %12, align 8, !tbaa !249
  br label %126

126:                                              ; preds = %119, %116, %17, %5
  ret void
}

; Function Attrs: nounwind uwtable
declare hidden fastcc i64 @ZSTD_buildSeqStore(%struct.ZSTD_CCtx_s* noundef, i8* noundef, i64 noundef) unnamed_addr #6

; Function Attrs: nofree nosync nounwind readonly uwtable
declare hidden fastcc i32 @ZSTD_isRLE(i8* noundef, i64 noundef) unnamed_addr #24

; Function Attrs: nofree nosync nounwind uwtable
define hidden fastcc void @ZSTD_deriveSeqStoreChunk(%struct.seqStore_t* nocapture noundef %0, %struct.seqStore_t* nocapture noundef readonly %1, i64 noundef %2, i64 noundef %3) unnamed_addr #0 {
  %5 = bitcast %struct.seqStore_t* %0 to i8*
  %6 = bitcast %struct.seqStore_t* %1 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(80) %5, i8* noundef nonnull align 8 dereferenceable(80) %6, i64 80, i1 false), !tbaa.struct !251
  %7 = icmp eq i64 %2, 0
  br i1 %7, label %83, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 0
  %10 = load %struct.seqDef_s*, %struct.seqDef_s** %9, align 8, !tbaa !252
  %11 = getelementptr inbounds %struct.seqDef_s, %struct.seqDef_s* %10, i64 %2
  %12 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 1
  store %struct.seqDef_s* %11, %struct.seqDef_s** %12, align 8, !tbaa !253
  %13 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 0
  %14 = load %struct.seqDef_s*, %struct.seqDef_s** %13, align 8, !tbaa !252
  %15 = ptrtoint %struct.seqDef_s* %11 to i64
  %16 = ptrtoint %struct.seqDef_s* %14 to i64
  %17 = sub i64 %15, %16
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %78, label %19

19:                                               ; preds = %8
  %20 = ashr i64 %17, 3
  %21 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 10
  %22 = load i32, i32* %21, align 4, !tbaa !254
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 9
  %25 = tail call i64 @llvm.umax.i64(i64 %20, i64 1) #36
  %26 = and i64 %25, 1
  %27 = icmp ult i64 %17, 16
  br i1 %27, label %62, label %28

28:                                               ; preds = %19
  %29 = and i64 %25, -2
  br label %30

30:                                               ; preds = %57, %28
  %31 = phi i64 [ 0, %28 ], [ %58, %57 ]
  %32 = phi i64 [ 0, %28 ], [ %59, %57 ]
  %33 = phi i64 [ 0, %28 ], [ %60, %57 ]
  %34 = getelementptr inbounds %struct.seqDef_s, %struct.seqDef_s* %14, i64 %32, i32 1
  %35 = load i16, i16* %34, align 4, !tbaa.struct !255
  %36 = zext i16 %35 to i64
  %37 = add i64 %31, %36
  %38 = icmp eq i64 %32, %23
  br i1 %38, label %39, label %44

39:                                               ; preds = %30
  %40 = load i32, i32* %24, align 8, !tbaa !256
  %41 = icmp eq i32 %40, 1
  %42 = add i64 %37, 65536
  %43 = select i1 %41, i64 %42, i64 %37
  br label %44

44:                                               ; preds = %39, %30
  %45 = phi i64 [ %37, %30 ], [ %43, %39 ]
  %46 = or i64 %32, 1
  %47 = getelementptr inbounds %struct.seqDef_s, %struct.seqDef_s* %14, i64 %46, i32 1
  %48 = load i16, i16* %47, align 4, !tbaa.struct !255
  %49 = zext i16 %48 to i64
  %50 = add i64 %45, %49
  %51 = icmp eq i64 %46, %23
  br i1 %51, label %52, label %57

52:                                               ; preds = %44
  %53 = load i32, i32* %24, align 8, !tbaa !256
  %54 = icmp eq i32 %53, 1
  %55 = add i64 %50, 65536
  %56 = select i1 %54, i64 %55, i64 %50
  br label %57

57:                                               ; preds = %52, %44
  %58 = phi i64 [ %50, %44 ], [ %56, %52 ]
  %59 = add nuw i64 %32, 2
  %60 = add i64 %33, 2
  %61 = icmp eq i64 %60, %29
  br i1 %61, label %62, label %30, !llvm.loop !257

62:                                               ; preds = %57, %19
  %63 = phi i64 [ undef, %19 ], [ %58, %57 ]
  %64 = phi i64 [ 0, %19 ], [ %58, %57 ]
  %65 = phi i64 [ 0, %19 ], [ %59, %57 ]
  %66 = icmp eq i64 %26, 0
  br i1 %66, label %78, label %67

67:                                               ; preds = %62
  %68 = getelementptr inbounds %struct.seqDef_s, %struct.seqDef_s* %14, i64 %65, i32 1
  %69 = load i16, i16* %68, align 4, !tbaa.struct !255
  %70 = zext i16 %69 to i64
  %71 = add i64 %64, %70
  %72 = icmp eq i64 %65, %23
  br i1 %72, label %73, label %78

73:                                               ; preds = %67
  %74 = load i32, i32* %24, align 8, !tbaa !256
  %75 = icmp eq i32 %74, 1
  %76 = add i64 %71, 65536
  %77 = select i1 %75, i64 %76, i64 %71
  br label %78

78:                                               ; preds = %73, %67, %62, %8
  %79 = phi i64 [ 0, %8 ], [ %63, %62 ], [ %71, %67 ], [ %77, %73 ]
  %80 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 2
  %81 = load i8*, i8** %80, align 8, !tbaa !258
  %82 = getelementptr inbounds i8, i8* %81, i64 %79
  store i8* %82, i8** %80, align 8, !tbaa !258
  br label %83

83:                                               ; preds = %78, %4
  %84 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 9
  %85 = load i32, i32* %84, align 8, !tbaa !256
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %101, label %87

87:                                               ; preds = %83
  %88 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 10
  %89 = load i32, i32* %88, align 4, !tbaa !254
  %90 = zext i32 %89 to i64
  %91 = icmp ult i64 %90, %2
  %92 = icmp ugt i64 %90, %3
  %93 = or i1 %91, %92
  br i1 %93, label %94, label %96

94:                                               ; preds = %87
  %95 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 9
  store i32 0, i32* %95, align 8, !tbaa !256
  br label %101

96:                                               ; preds = %87
  %97 = trunc i64 %2 to i32
  %98 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 10
  %99 = load i32, i32* %98, align 4, !tbaa !254
  %100 = sub i32 %99, %97
  store i32 %100, i32* %98, align 4, !tbaa !254
  br label %101

101:                                              ; preds = %96, %94, %83
  %102 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 0
  %103 = load %struct.seqDef_s*, %struct.seqDef_s** %102, align 8, !tbaa !252
  %104 = getelementptr inbounds %struct.seqDef_s, %struct.seqDef_s* %103, i64 %2
  %105 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 0
  store %struct.seqDef_s* %104, %struct.seqDef_s** %105, align 8, !tbaa !252
  %106 = load %struct.seqDef_s*, %struct.seqDef_s** %102, align 8, !tbaa !252
  %107 = getelementptr inbounds %struct.seqDef_s, %struct.seqDef_s* %106, i64 %3
  %108 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 1
  store %struct.seqDef_s* %107, %struct.seqDef_s** %108, align 8, !tbaa !253
  %109 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 1
  %110 = load %struct.seqDef_s*, %struct.seqDef_s** %109, align 8, !tbaa !253
  %111 = ptrtoint %struct.seqDef_s* %110 to i64
  %112 = ptrtoint %struct.seqDef_s* %106 to i64
  %113 = sub i64 %111, %112
  %114 = ashr exact i64 %113, 3
  %115 = icmp eq i64 %114, %3
  br i1 %115, label %186, label %116

116:                                              ; preds = %101
  %117 = ptrtoint %struct.seqDef_s* %107 to i64
  %118 = ptrtoint %struct.seqDef_s* %104 to i64
  %119 = sub i64 %117, %118
  %120 = icmp eq i64 %119, 0
  br i1 %120, label %180, label %121

121:                                              ; preds = %116
  %122 = ashr i64 %119, 3
  %123 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 10
  %124 = load i32, i32* %123, align 4, !tbaa !254
  %125 = zext i32 %124 to i64
  %126 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 9
  %127 = tail call i64 @llvm.umax.i64(i64 %122, i64 1) #36
  %128 = and i64 %127, 1
  %129 = icmp ult i64 %119, 16
  br i1 %129, label %164, label %130

130:                                              ; preds = %121
  %131 = and i64 %127, -2
  br label %132

132:                                              ; preds = %159, %130
  %133 = phi i64 [ 0, %130 ], [ %160, %159 ]
  %134 = phi i64 [ 0, %130 ], [ %161, %159 ]
  %135 = phi i64 [ 0, %130 ], [ %162, %159 ]
  %136 = getelementptr inbounds %struct.seqDef_s, %struct.seqDef_s* %104, i64 %134, i32 1
  %137 = load i16, i16* %136, align 4, !tbaa.struct !255
  %138 = zext i16 %137 to i64
  %139 = add i64 %133, %138
  %140 = icmp eq i64 %134, %125
  br i1 %140, label %141, label %146

141:                                              ; preds = %132
  %142 = load i32, i32* %126, align 8, !tbaa !256
  %143 = icmp eq i32 %142, 1
  %144 = add i64 %139, 65536
  %145 = select i1 %143, i64 %144, i64 %139
  br label %146

146:                                              ; preds = %141, %132
  %147 = phi i64 [ %139, %132 ], [ %145, %141 ]
  %148 = or i64 %134, 1
  %149 = getelementptr inbounds %struct.seqDef_s, %struct.seqDef_s* %104, i64 %148, i32 1
  %150 = load i16, i16* %149, align 4, !tbaa.struct !255
  %151 = zext i16 %150 to i64
  %152 = add i64 %147, %151
  %153 = icmp eq i64 %148, %125
  br i1 %153, label %154, label %159

154:                                              ; preds = %146
  %155 = load i32, i32* %126, align 8, !tbaa !256
  %156 = icmp eq i32 %155, 1
  %157 = add i64 %152, 65536
  %158 = select i1 %156, i64 %157, i64 %152
  br label %159

159:                                              ; preds = %154, %146
  %160 = phi i64 [ %152, %146 ], [ %158, %154 ]
  %161 = add nuw i64 %134, 2
  %162 = add i64 %135, 2
  %163 = icmp eq i64 %162, %131
  br i1 %163, label %164, label %132, !llvm.loop !257

164:                                              ; preds = %159, %121
  %165 = phi i64 [ undef, %121 ], [ %160, %159 ]
  %166 = phi i64 [ 0, %121 ], [ %160, %159 ]
  %167 = phi i64 [ 0, %121 ], [ %161, %159 ]
  %168 = icmp eq i64 %128, 0
  br i1 %168, label %180, label %169

169:                                              ; preds = %164
  %170 = getelementptr inbounds %struct.seqDef_s, %struct.seqDef_s* %104, i64 %167, i32 1
  %171 = load i16, i16* %170, align 4, !tbaa.struct !255
  %172 = zext i16 %171 to i64
  %173 = add i64 %166, %172
  %174 = icmp eq i64 %167, %125
  br i1 %174, label %175, label %180

175:                                              ; preds = %169
  %176 = load i32, i32* %126, align 8, !tbaa !256
  %177 = icmp eq i32 %176, 1
  %178 = add i64 %173, 65536
  %179 = select i1 %177, i64 %178, i64 %173
  br label %180

180:                                              ; preds = %175, %169, %164, %116
  %181 = phi i64 [ 0, %116 ], [ %165, %164 ], [ %173, %169 ], [ %179, %175 ]
  %182 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 2
  %183 = load i8*, i8** %182, align 8, !tbaa !258
  %184 = getelementptr inbounds i8, i8* %183, i64 %181
  %185 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 3
  store i8* %184, i8** %185, align 8, !tbaa !259
  br label %186

186:                                              ; preds = %180, %101
  %187 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 4
  %188 = load i8*, i8** %187, align 8, !tbaa !260
  %189 = getelementptr inbounds i8, i8* %188, i64 %2
  store i8* %189, i8** %187, align 8, !tbaa !260
  %190 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 5
  %191 = load i8*, i8** %190, align 8, !tbaa !261
  %192 = getelementptr inbounds i8, i8* %191, i64 %2
  store i8* %192, i8** %190, align 8, !tbaa !261
  %193 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 6
  %194 = load i8*, i8** %193, align 8, !tbaa !262
  %195 = getelementptr inbounds i8, i8* %194, i64 %2
  store i8* %195, i8** %193, align 8, !tbaa !262
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
declare hidden fastcc i64 @ZSTD_entropyCompressSeqStore(%struct.seqStore_t* nocapture noundef readonly, %struct.ZSTD_entropyCTables_t* nocapture noundef readonly, %struct.ZSTD_entropyCTables_t* noundef, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly, i8* noundef, i64 noundef, i64 noundef, i8* noundef, i32 noundef) unnamed_addr #25

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc i64 @ZSTD_copyBlockSequences(%struct.SeqCollector* nocapture noundef, %struct.seqStore_t* nocapture noundef readonly, i32* nocapture noundef readonly) unnamed_addr #0

; Function Attrs: nofree nosync nounwind uwtable
define hidden fastcc i64 @ZSTD_buildEntropyStatisticsAndEstimateSubBlockSize(%struct.seqStore_t* nocapture noundef readonly %0, %struct.ZSTD_CCtx_s* noundef %1) unnamed_addr #0 {
  %3 = alloca i32, align 4
  %4 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 46, i32 6
  %5 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 25, i32 0
  %6 = load %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t** %5, align 8, !tbaa !241
  %7 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %6, i64 0, i32 0
  %8 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 25, i32 1
  %9 = load %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t** %8, align 8, !tbaa !243
  %10 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %9, i64 0, i32 0
  %11 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 4
  %12 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 26
  %13 = bitcast i32** %12 to i8**
  %14 = load i8*, i8** %13, align 8, !tbaa !244
  %15 = tail call i64 @ZSTD_buildBlockEntropyStats(%struct.seqStore_t* noundef %0, %struct.ZSTD_entropyCTables_t* noundef %7, %struct.ZSTD_entropyCTables_t* noundef %10, %struct.ZSTD_CCtx_params_s* noundef nonnull %11, %struct.ZSTD_entropyCTablesMetadata_t* noundef nonnull %4, i8* noundef %14, i64 noundef 8920)
  %16 = icmp ult i64 %15, -119
  br i1 %16, label %17, label %241

17:                                               ; preds = %2
  %18 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 2
  %19 = load i8*, i8** %18, align 8, !tbaa !258
  %20 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 3
  %21 = load i8*, i8** %20, align 8, !tbaa !259
  %22 = ptrtoint i8* %21 to i64
  %23 = ptrtoint i8* %19 to i64
  %24 = sub i64 %22, %23
  %25 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 6
  %26 = load i8*, i8** %25, align 8, !tbaa !262
  %27 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 4
  %28 = load i8*, i8** %27, align 8, !tbaa !260
  %29 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 5
  %30 = load i8*, i8** %29, align 8, !tbaa !261
  %31 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 1
  %32 = load %struct.seqDef_s*, %struct.seqDef_s** %31, align 8, !tbaa !253
  %33 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %0, i64 0, i32 0
  %34 = load %struct.seqDef_s*, %struct.seqDef_s** %33, align 8, !tbaa !252
  %35 = ptrtoint %struct.seqDef_s* %32 to i64
  %36 = ptrtoint %struct.seqDef_s* %34 to i64
  %37 = sub i64 %35, %36
  %38 = ashr exact i64 %37, 3
  %39 = load %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t** %8, align 8, !tbaa !243
  %40 = load i8*, i8** %13, align 8, !tbaa !244
  %41 = getelementptr inbounds %struct.ZSTD_entropyCTablesMetadata_t, %struct.ZSTD_entropyCTablesMetadata_t* %4, i64 0, i32 0, i32 0
  %42 = load i32, i32* %41, align 8, !tbaa !263
  %43 = icmp eq i32 %42, 2
  %44 = bitcast i8* %40 to i32*
  %45 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %45) #36
  %46 = icmp ugt i64 %24, 1023
  %47 = select i1 %46, i64 4, i64 3
  %48 = icmp ugt i64 %24, 16383
  %49 = zext i1 %48 to i64
  %50 = add nuw nsw i64 %47, %49
  %51 = icmp ult i64 %24, 256
  switch i32 %42, label %214 [
    i32 0, label %215
    i32 1, label %52
    i32 2, label %53
    i32 3, label %53
  ]

52:                                               ; preds = %17
  br label %215

53:                                               ; preds = %17, %17
  %54 = ptrtoint i8* %40 to i64
  %55 = and i64 %54, 3
  %56 = icmp eq i64 %55, 0
  br i1 %56, label %57, label %215

57:                                               ; preds = %53
  store i32 255, i32* %3, align 4, !tbaa !15
  %58 = icmp ult i64 %24, 1500
  br i1 %58, label %59, label %78

59:                                               ; preds = %57
  %60 = getelementptr inbounds i8, i8* %19, i64 %24
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(1024) %40, i8 0, i64 1024, i1 false) #36
  %61 = icmp eq i64 %24, 0
  br i1 %61, label %86, label %62

62:                                               ; preds = %62, %59
  %63 = phi i8* [ %64, %62 ], [ %19, %59 ]
  %64 = getelementptr inbounds i8, i8* %63, i64 1
  %65 = load i8, i8* %63, align 1, !tbaa !5
  %66 = zext i8 %65 to i64
  %67 = getelementptr inbounds i32, i32* %44, i64 %66
  %68 = load i32, i32* %67, align 4, !tbaa !15
  %69 = add i32 %68, 1
  store i32 %69, i32* %67, align 4, !tbaa !15
  %70 = icmp ult i8* %64, %60
  br i1 %70, label %62, label %71, !llvm.loop !62

71:                                               ; preds = %71, %62
  %72 = phi i32 [ %77, %71 ], [ 255, %62 ]
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds i32, i32* %44, i64 %73
  %75 = load i32, i32* %74, align 4, !tbaa !15
  %76 = icmp eq i32 %75, 0
  %77 = add i32 %72, -1
  br i1 %76, label %71, label %83, !llvm.loop !63

78:                                               ; preds = %57
  %79 = call fastcc i64 @HIST_count_parallel_wksp(i32* noundef %44, i32* noundef nonnull %3, i8* noundef %19, i64 noundef %24, i32 noundef 0, i32* noundef %44) #36
  %80 = icmp ult i64 %79, -119
  br i1 %80, label %81, label %215

81:                                               ; preds = %78
  %82 = load i32, i32* %3, align 4, !tbaa !15
  br label %83

83:                                               ; preds = %81, %71
  %84 = phi i32 [ %82, %81 ], [ %72, %71 ]
  %85 = icmp slt i32 %84, 0
  br i1 %85, label %203, label %86

86:                                               ; preds = %83, %59
  %87 = phi i32 [ %84, %83 ], [ 0, %59 ]
  %88 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %39, i64 0, i32 0, i32 0, i32 0, i64 1
  %89 = add nuw i32 %87, 1
  %90 = zext i32 %89 to i64
  %91 = icmp ult i32 %87, 3
  br i1 %91, label %184, label %92

92:                                               ; preds = %86
  %93 = and i64 %90, 4294967292
  %94 = add nsw i64 %93, -4
  %95 = lshr exact i64 %94, 2
  %96 = add nuw nsw i64 %95, 1
  %97 = and i64 %96, 1
  %98 = icmp eq i64 %94, 0
  br i1 %98, label %150, label %99

99:                                               ; preds = %92
  %100 = and i64 %96, 9223372036854775806
  br label %101

101:                                              ; preds = %101, %99
  %102 = phi i64 [ 0, %99 ], [ %147, %101 ]
  %103 = phi <2 x i64> [ zeroinitializer, %99 ], [ %145, %101 ]
  %104 = phi <2 x i64> [ zeroinitializer, %99 ], [ %146, %101 ]
  %105 = phi i64 [ 0, %99 ], [ %148, %101 ]
  %106 = getelementptr inbounds i64, i64* %88, i64 %102
  %107 = bitcast i64* %106 to <2 x i64>*
  %108 = load <2 x i64>, <2 x i64>* %107, align 8, !tbaa !26
  %109 = getelementptr inbounds i64, i64* %106, i64 2
  %110 = bitcast i64* %109 to <2 x i64>*
  %111 = load <2 x i64>, <2 x i64>* %110, align 8, !tbaa !26
  %112 = and <2 x i64> %108, <i64 255, i64 255>
  %113 = and <2 x i64> %111, <i64 255, i64 255>
  %114 = getelementptr inbounds i32, i32* %44, i64 %102
  %115 = bitcast i32* %114 to <2 x i32>*
  %116 = load <2 x i32>, <2 x i32>* %115, align 4, !tbaa !15
  %117 = getelementptr inbounds i32, i32* %114, i64 2
  %118 = bitcast i32* %117 to <2 x i32>*
  %119 = load <2 x i32>, <2 x i32>* %118, align 4, !tbaa !15
  %120 = zext <2 x i32> %116 to <2 x i64>
  %121 = zext <2 x i32> %119 to <2 x i64>
  %122 = mul nuw nsw <2 x i64> %112, %120
  %123 = mul nuw nsw <2 x i64> %113, %121
  %124 = add <2 x i64> %122, %103
  %125 = add <2 x i64> %123, %104
  %126 = or i64 %102, 4
  %127 = getelementptr inbounds i64, i64* %88, i64 %126
  %128 = bitcast i64* %127 to <2 x i64>*
  %129 = load <2 x i64>, <2 x i64>* %128, align 8, !tbaa !26
  %130 = getelementptr inbounds i64, i64* %127, i64 2
  %131 = bitcast i64* %130 to <2 x i64>*
  %132 = load <2 x i64>, <2 x i64>* %131, align 8, !tbaa !26
  %133 = and <2 x i64> %129, <i64 255, i64 255>
  %134 = and <2 x i64> %132, <i64 255, i64 255>
  %135 = getelementptr inbounds i32, i32* %44, i64 %126
  %136 = bitcast i32* %135 to <2 x i32>*
  %137 = load <2 x i32>, <2 x i32>* %136, align 4, !tbaa !15
  %138 = getelementptr inbounds i32, i32* %135, i64 2
  %139 = bitcast i32* %138 to <2 x i32>*
  %140 = load <2 x i32>, <2 x i32>* %139, align 4, !tbaa !15
  %141 = zext <2 x i32> %137 to <2 x i64>
  %142 = zext <2 x i32> %140 to <2 x i64>
  %143 = mul nuw nsw <2 x i64> %133, %141
  %144 = mul nuw nsw <2 x i64> %134, %142
  %145 = add <2 x i64> %143, %124
  %146 = add <2 x i64> %144, %125
  %147 = add nuw i64 %102, 8
  %148 = add i64 %105, 2
  %149 = icmp eq i64 %148, %100
  br i1 %149, label %150, label %101, !llvm.loop !264

150:                                              ; preds = %101, %92
  %151 = phi <2 x i64> [ undef, %92 ], [ %145, %101 ]
  %152 = phi <2 x i64> [ undef, %92 ], [ %146, %101 ]
  %153 = phi i64 [ 0, %92 ], [ %147, %101 ]
  %154 = phi <2 x i64> [ zeroinitializer, %92 ], [ %145, %101 ]
  %155 = phi <2 x i64> [ zeroinitializer, %92 ], [ %146, %101 ]
  %156 = icmp eq i64 %97, 0
  br i1 %156, label %178, label %157

157:                                              ; preds = %150
  %158 = getelementptr inbounds i64, i64* %88, i64 %153
  %159 = bitcast i64* %158 to <2 x i64>*
  %160 = load <2 x i64>, <2 x i64>* %159, align 8, !tbaa !26
  %161 = getelementptr inbounds i64, i64* %158, i64 2
  %162 = bitcast i64* %161 to <2 x i64>*
  %163 = load <2 x i64>, <2 x i64>* %162, align 8, !tbaa !26
  %164 = and <2 x i64> %160, <i64 255, i64 255>
  %165 = and <2 x i64> %163, <i64 255, i64 255>
  %166 = getelementptr inbounds i32, i32* %44, i64 %153
  %167 = bitcast i32* %166 to <2 x i32>*
  %168 = load <2 x i32>, <2 x i32>* %167, align 4, !tbaa !15
  %169 = getelementptr inbounds i32, i32* %166, i64 2
  %170 = bitcast i32* %169 to <2 x i32>*
  %171 = load <2 x i32>, <2 x i32>* %170, align 4, !tbaa !15
  %172 = zext <2 x i32> %168 to <2 x i64>
  %173 = zext <2 x i32> %171 to <2 x i64>
  %174 = mul nuw nsw <2 x i64> %164, %172
  %175 = mul nuw nsw <2 x i64> %165, %173
  %176 = add <2 x i64> %174, %154
  %177 = add <2 x i64> %175, %155
  br label %178

178:                                              ; preds = %157, %150
  %179 = phi <2 x i64> [ %151, %150 ], [ %176, %157 ]
  %180 = phi <2 x i64> [ %152, %150 ], [ %177, %157 ]
  %181 = add <2 x i64> %180, %179
  %182 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %181)
  %183 = icmp eq i64 %93, %90
  br i1 %183, label %200, label %184

184:                                              ; preds = %178, %86
  %185 = phi i64 [ 0, %86 ], [ %93, %178 ]
  %186 = phi i64 [ 0, %86 ], [ %182, %178 ]
  br label %187

187:                                              ; preds = %187, %184
  %188 = phi i64 [ %198, %187 ], [ %185, %184 ]
  %189 = phi i64 [ %197, %187 ], [ %186, %184 ]
  %190 = getelementptr inbounds i64, i64* %88, i64 %188
  %191 = load i64, i64* %190, align 8, !tbaa !26
  %192 = and i64 %191, 255
  %193 = getelementptr inbounds i32, i32* %44, i64 %188
  %194 = load i32, i32* %193, align 4, !tbaa !15
  %195 = zext i32 %194 to i64
  %196 = mul nuw nsw i64 %192, %195
  %197 = add i64 %196, %189
  %198 = add nuw nsw i64 %188, 1
  %199 = icmp eq i64 %198, %90
  br i1 %199, label %200, label %187, !llvm.loop !265

200:                                              ; preds = %187, %178
  %201 = phi i64 [ %182, %178 ], [ %197, %187 ]
  %202 = lshr i64 %201, 3
  br label %203

203:                                              ; preds = %200, %83
  %204 = phi i64 [ 0, %83 ], [ %202, %200 ]
  br i1 %43, label %205, label %209

205:                                              ; preds = %203
  %206 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 46, i32 6, i32 0, i32 2
  %207 = load i64, i64* %206, align 8, !tbaa !266
  %208 = add i64 %207, %204
  br label %209

209:                                              ; preds = %205, %203
  %210 = phi i64 [ %208, %205 ], [ %204, %203 ]
  %211 = add i64 %210, 6
  %212 = select i1 %51, i64 %210, i64 %211
  %213 = add i64 %50, %212
  br label %215

214:                                              ; preds = %17
  br label %215

215:                                              ; preds = %214, %209, %78, %53, %52, %17
  %216 = phi i64 [ 1, %52 ], [ 0, %214 ], [ %24, %17 ], [ %213, %209 ], [ %24, %78 ], [ %24, %53 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %45) #36
  %217 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 46, i32 6, i32 1, i32 1
  %218 = load i32, i32* %217, align 4, !tbaa !267
  %219 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %39, i64 0, i32 0, i32 1, i32 0, i64 0
  %220 = tail call fastcc i64 @ZSTD_estimateBlockSize_symbolType(i32 noundef %218, i8* noundef %26, i64 noundef %38, i32 noundef 31, i32* noundef nonnull %219, i8* noundef null, i16* noundef getelementptr inbounds ([29 x i16], [29 x i16]* @OF_defaultNorm, i64 0, i64 0), i32 noundef 5, i8* noundef %40) #36
  %221 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 46, i32 6, i32 1, i32 0
  %222 = load i32, i32* %221, align 8, !tbaa !268
  %223 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %39, i64 0, i32 0, i32 1, i32 2, i64 0
  %224 = tail call fastcc i64 @ZSTD_estimateBlockSize_symbolType(i32 noundef %222, i8* noundef %28, i64 noundef %38, i32 noundef 35, i32* noundef nonnull %223, i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @LL_bits, i64 0, i64 0), i16* noundef getelementptr inbounds ([36 x i16], [36 x i16]* @LL_defaultNorm, i64 0, i64 0), i32 noundef 6, i8* noundef %40) #36
  %225 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 46, i32 6, i32 1, i32 2
  %226 = load i32, i32* %225, align 8, !tbaa !269
  %227 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %39, i64 0, i32 0, i32 1, i32 1, i64 0
  %228 = tail call fastcc i64 @ZSTD_estimateBlockSize_symbolType(i32 noundef %226, i8* noundef %30, i64 noundef %38, i32 noundef 52, i32* noundef nonnull %227, i8* noundef getelementptr inbounds ([53 x i8], [53 x i8]* @ML_bits, i64 0, i64 0), i16* noundef getelementptr inbounds ([53 x i16], [53 x i16]* @ML_defaultNorm, i64 0, i64 0), i32 noundef 6, i8* noundef %40) #36
  %229 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 46, i32 6, i32 1, i32 4
  %230 = load i64, i64* %229, align 8, !tbaa !270
  %231 = icmp ugt i64 %37, 260088
  %232 = icmp ugt i64 %37, 1016
  %233 = select i1 %232, i64 3, i64 2
  %234 = select i1 %231, i64 4, i64 3
  %235 = add nuw nsw i64 %234, %233
  %236 = add i64 %235, %216
  %237 = add i64 %236, %220
  %238 = add i64 %237, %224
  %239 = add i64 %238, %228
  %240 = add i64 %239, %230
  br label %241

241:                                              ; preds = %215, %2
  %242 = phi i64 [ %240, %215 ], [ %15, %2 ]
  ret i64 %242
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc i64 @ZSTD_estimateBlockSize_symbolType(i32 noundef, i8* noundef, i64 noundef, i32 noundef, i32* nocapture noundef readonly, i8* noundef readonly, i16* nocapture noundef readonly, i32 noundef, i8* noundef) unnamed_addr #0

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local i64 @ZSTD_copySequencesToSeqStoreExplicitBlockDelim(%struct.ZSTD_CCtx_s* nocapture noundef, %struct.ZSTD_sequencePosition* nocapture noundef, %struct.ZSTD_Sequence* nocapture noundef readonly, i64 noundef, i8* noundef, i64 noundef, i32 noundef) local_unnamed_addr #26

; Function Attrs: inlinehint mustprogress nofree nosync nounwind readonly uwtable willreturn
declare hidden fastcc i64 @XXH_INLINE_XXH64(i8* nocapture noundef readonly, i64 noundef) unnamed_addr #27

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #28

; Function Attrs: inlinehint mustprogress nofree nosync nounwind readonly uwtable willreturn
declare hidden fastcc i64 @XXH_INLINE_XXH64_digest(%struct.XXH_NAMESPACEXXH64_state_s* nocapture noundef readonly) unnamed_addr #27

; Function Attrs: nounwind uwtable
define hidden fastcc void @ZSTDMT_waitForLdmComplete(%struct.ZSTDMT_CCtx_s* noundef %0, i8* readnone %1, i64 %2) unnamed_addr #6 {
  %4 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 5, i32 13, i32 0
  %5 = load i32, i32* %4, align 8, !tbaa !271
  %6 = icmp eq i32 %5, 1
  br i1 %6, label %7, label %59

7:                                                ; preds = %3
  %8 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 6
  %9 = tail call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %8) #36
  %10 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 8, i32 0
  %11 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 8, i32 1
  %12 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 8, i32 2
  %13 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 8, i32 3
  %14 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 8, i32 4
  %15 = icmp eq i8* %1, null
  %16 = getelementptr inbounds i8, i8* %1, i64 %2
  %17 = icmp eq i64 %2, 0
  %18 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 7
  br label %19

19:                                               ; preds = %55, %7
  %20 = load i8*, i8** %10, align 1
  %21 = load i8*, i8** %11, align 1
  %22 = load i8*, i8** %12, align 1
  %23 = load i32, i32* %13, align 1
  %24 = load i32, i32* %14, align 1
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds i8, i8* %22, i64 %25
  %27 = sub i32 %23, %24
  %28 = zext i32 %23 to i64
  %29 = getelementptr inbounds i8, i8* %21, i64 %28
  %30 = icmp eq i8* %22, null
  %31 = select i1 %30, i1 true, i1 %15
  br i1 %31, label %41, label %32

32:                                               ; preds = %19
  %33 = zext i32 %27 to i64
  %34 = getelementptr inbounds i8, i8* %26, i64 %33
  %35 = icmp eq i32 %27, 0
  %36 = select i1 %17, i1 true, i1 %35
  %37 = icmp ule i8* %34, %1
  %38 = icmp ule i8* %16, %26
  %39 = select i1 %36, i1 true, i1 %37
  %40 = select i1 %39, i1 true, i1 %38
  br i1 %40, label %41, label %55

41:                                               ; preds = %32, %19
  %42 = ptrtoint i8* %20 to i64
  %43 = ptrtoint i8* %29 to i64
  %44 = sub i64 %42, %43
  %45 = icmp eq i8* %21, null
  %46 = select i1 %45, i1 true, i1 %15
  br i1 %46, label %57, label %47

47:                                               ; preds = %41
  %48 = getelementptr inbounds i8, i8* %29, i64 %44
  %49 = icmp eq i64 %44, 0
  %50 = select i1 %17, i1 true, i1 %49
  %51 = icmp ule i8* %48, %1
  %52 = icmp ule i8* %16, %29
  %53 = select i1 %50, i1 true, i1 %51
  %54 = select i1 %53, i1 true, i1 %52
  br i1 %54, label %57, label %55

55:                                               ; preds = %47, %32
  %56 = tail call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull %18, %union.pthread_mutex_t* noundef nonnull %8) #36
  br label %19, !llvm.loop !272

57:                                               ; preds = %47, %41
  %58 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %8) #36
  br label %59

59:                                               ; preds = %57, %3
  ret void
}

; Function Attrs: nounwind uwtable
declare hidden fastcc i64 @ZSTD_compressBegin_internal(%struct.ZSTD_CCtx_s* noundef, i8* noundef, i64 noundef, i32 noundef, i32 noundef, %struct.ZSTD_CDict_s* noundef, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly, i64 noundef, i32 noundef) unnamed_addr #6

; Function Attrs: nofree nosync nounwind uwtable
define hidden fastcc i64 @ZSTD_compress_insertDictionary(%struct.ZSTD_compressedBlockState_t* nocapture noundef %0, %struct.ZSTD_matchState_t* nocapture noundef %1, %struct.ldmState_t* noundef %2, %struct.ZSTD_cwksp* nocapture noundef %3, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly %4, i8* noundef %5, i64 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i8* nocapture noundef %10) unnamed_addr #0 {
  %12 = icmp eq i8* %5, null
  %13 = icmp ult i64 %6, 8
  %14 = or i1 %12, %13
  br i1 %14, label %15, label %18

15:                                               ; preds = %11
  %16 = icmp eq i32 %7, 2
  %17 = select i1 %16, i64 -32, i64 0
  br label %51

18:                                               ; preds = %11
  %19 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 1, i64 1
  store i32 4, i32* %19, align 4, !tbaa !15
  %20 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 1, i64 2
  store i32 8, i32* %20, align 4, !tbaa !15
  %21 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 0, i32 0, i32 1
  store i32 0, i32* %21, align 8, !tbaa !273
  %22 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 0, i32 1, i32 3
  %23 = bitcast i32* %22 to <4 x i32>*
  store <4 x i32> <i32 0, i32 0, i32 0, i32 1>, <4 x i32>* %23, align 4, !tbaa !5
  %24 = icmp eq i32 %7, 1
  br i1 %24, label %25, label %26

25:                                               ; preds = %18
  tail call fastcc void @ZSTD_loadDictionaryContent(%struct.ZSTD_matchState_t* noundef %1, %struct.ldmState_t* noundef %2, %struct.ZSTD_cwksp* noundef %3, %struct.ZSTD_CCtx_params_s* noundef %4, i8* noundef nonnull %5, i64 noundef %6, i32 noundef %8, i32 noundef %9)
  br label %51

26:                                               ; preds = %18
  %27 = bitcast i8* %5 to i32*
  %28 = load i32, i32* %27, align 1, !tbaa !15
  %29 = icmp eq i32 %28, -332356553
  br i1 %29, label %32, label %30

30:                                               ; preds = %26
  switch i32 %7, label %32 [
    i32 0, label %31
    i32 2, label %51
  ]

31:                                               ; preds = %30
  tail call fastcc void @ZSTD_loadDictionaryContent(%struct.ZSTD_matchState_t* noundef %1, %struct.ldmState_t* noundef %2, %struct.ZSTD_cwksp* noundef %3, %struct.ZSTD_CCtx_params_s* noundef %4, i8* noundef nonnull %5, i64 noundef %6, i32 noundef %8, i32 noundef %9)
  br label %51

32:                                               ; preds = %30, %26
  %33 = getelementptr inbounds i8, i8* %5, i64 %6
  %34 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 2, i32 2
  %35 = load i32, i32* %34, align 8, !tbaa !159
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %42

37:                                               ; preds = %32
  %38 = getelementptr inbounds i8, i8* %5, i64 4
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 1, !tbaa !15
  %41 = zext i32 %40 to i64
  br label %42

42:                                               ; preds = %37, %32
  %43 = phi i64 [ %41, %37 ], [ 0, %32 ]
  %44 = tail call i64 @ZSTD_loadCEntropy(%struct.ZSTD_compressedBlockState_t* noundef nonnull %0, i8* noundef %10, i8* noundef nonnull %5, i64 noundef %6) #36
  %45 = icmp ult i64 %44, -119
  br i1 %45, label %46, label %51

46:                                               ; preds = %42
  %47 = getelementptr inbounds i8, i8* %5, i64 %44
  %48 = ptrtoint i8* %33 to i64
  %49 = ptrtoint i8* %47 to i64
  %50 = sub i64 %48, %49
  tail call fastcc void @ZSTD_loadDictionaryContent(%struct.ZSTD_matchState_t* noundef %1, %struct.ldmState_t* noundef null, %struct.ZSTD_cwksp* noundef %3, %struct.ZSTD_CCtx_params_s* noundef nonnull %4, i8* noundef %47, i64 noundef %50, i32 noundef %8, i32 noundef %9) #36
  br label %51

51:                                               ; preds = %46, %42, %31, %30, %25, %15
  %52 = phi i64 [ 0, %25 ], [ 0, %31 ], [ %17, %15 ], [ -32, %30 ], [ %44, %42 ], [ %43, %46 ]
  ret i64 %52
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc void @ZSTD_loadDictionaryContent(%struct.ZSTD_matchState_t* nocapture noundef, %struct.ldmState_t* noundef, %struct.ZSTD_cwksp* nocapture noundef, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly, i8* noundef, i64 noundef, i32 noundef, i32 noundef) unnamed_addr #0

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local i64 @ZSTD_loadCEntropy(%struct.ZSTD_compressedBlockState_t* nocapture noundef, i8* nocapture noundef, i8* noundef, i64 noundef) local_unnamed_addr #0

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @ZSTD_dedicatedDictSearch_lazy_loadDictionary(%struct.ZSTD_matchState_t* nocapture noundef %0, i8* noundef %1) local_unnamed_addr #16 {
  %3 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 1
  %4 = load i8*, i8** %3, align 8, !tbaa !168
  %5 = ptrtoint i8* %1 to i64
  %6 = ptrtoint i8* %4 to i64
  %7 = sub i64 %5, %6
  %8 = trunc i64 %7 to i32
  %9 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 9
  %10 = load i32*, i32** %9, align 8, !tbaa !174
  %11 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 11
  %12 = load i32*, i32** %11, align 8, !tbaa !167
  %13 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 1
  %14 = load i32, i32* %13, align 4, !tbaa !183
  %15 = shl nuw i32 1, %14
  %16 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 2
  %17 = load i32, i32* %16, align 4, !tbaa !176
  %18 = sub i32 %8, %17
  %19 = icmp ult i32 %15, %18
  %20 = sub i32 %8, %15
  %21 = select i1 %19, i32 %20, i32 %17
  %22 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 3
  %23 = load i32, i32* %22, align 4, !tbaa !274
  %24 = shl nuw i32 1, %23
  %25 = add i32 %24, -3
  %26 = icmp ult i32 %25, 255
  %27 = select i1 %26, i32 %25, i32 255
  %28 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 2
  %29 = load i32, i32* %28, align 8, !tbaa !173
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
  %48 = shl i32 1, %30
  %49 = icmp eq i32 %27, 0
  %50 = zext i32 %48 to i64
  br label %99

51:                                               ; preds = %94, %39
  %52 = phi i64 [ %44, %39 ], [ %97, %94 ]
  %53 = getelementptr inbounds i8, i8* %4, i64 %52
  %54 = load i32, i32* %40, align 8, !tbaa !275
  switch i32 %54, label %55 [
    i32 8, label %76
    i32 5, label %61
    i32 6, label %66
    i32 7, label %71
  ]

55:                                               ; preds = %51
  %56 = bitcast i8* %53 to i32*
  %57 = load i32, i32* %56, align 1, !tbaa !15
  %58 = mul i32 %57, -1640531535
  %59 = lshr i32 %58, %43
  %60 = zext i32 %59 to i64
  br label %81

61:                                               ; preds = %51
  %62 = bitcast i8* %53 to i64*
  %63 = load i64, i64* %62, align 1, !tbaa !26
  %64 = mul i64 %63, -3523014627271114752
  %65 = lshr i64 %64, %42
  br label %81

66:                                               ; preds = %51
  %67 = bitcast i8* %53 to i64*
  %68 = load i64, i64* %67, align 1, !tbaa !26
  %69 = mul i64 %68, -3523014627193847808
  %70 = lshr i64 %69, %42
  br label %81

71:                                               ; preds = %51
  %72 = bitcast i8* %53 to i64*
  %73 = load i64, i64* %72, align 1, !tbaa !26
  %74 = mul i64 %73, -3523014627193167104
  %75 = lshr i64 %74, %42
  br label %81

76:                                               ; preds = %51
  %77 = bitcast i8* %53 to i64*
  %78 = load i64, i64* %77, align 1, !tbaa !26
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
  %89 = load i32, i32* %88, align 4, !tbaa !15
  %90 = trunc i64 %52 to i32
  %91 = sub i32 %90, %37
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds i32, i32* %33, i64 %92
  store i32 %89, i32* %93, align 4, !tbaa !15
  br label %94

94:                                               ; preds = %87, %85
  %95 = phi i32 [ %86, %85 ], [ %90, %87 ]
  %96 = getelementptr inbounds i32, i32* %10, i64 %84
  store i32 %95, i32* %96, align 4, !tbaa !15
  %97 = add nuw nsw i64 %52, 1
  %98 = icmp ult i64 %97, %46
  br i1 %98, label %51, label %47, !llvm.loop !276

99:                                               ; preds = %171, %47
  %100 = phi i64 [ 0, %47 ], [ %174, %171 ]
  %101 = phi i32 [ 0, %47 ], [ %172, %171 ]
  %102 = getelementptr inbounds i32, i32* %10, i64 %100
  %103 = load i32, i32* %102, align 4, !tbaa !15
  %104 = icmp ult i32 %103, %37
  br i1 %104, label %169, label %105

105:                                              ; preds = %99
  %106 = icmp ult i32 %103, %21
  %107 = zext i1 %106 to i32
  %108 = sub i32 %103, %37
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds i32, i32* %33, i64 %109
  %111 = load i32, i32* %110, align 4, !tbaa !15
  %112 = icmp ult i32 %111, %37
  br i1 %112, label %130, label %113, !llvm.loop !277

113:                                              ; preds = %105
  %114 = icmp ult i32 %111, %21
  %115 = zext i1 %114 to i32
  %116 = add nuw nsw i32 %107, %115
  %117 = sub i32 %111, %37
  %118 = zext i32 %117 to i64
  %119 = getelementptr inbounds i32, i32* %33, i64 %118
  %120 = load i32, i32* %119, align 4, !tbaa !15
  %121 = icmp ult i32 %120, %37
  br i1 %121, label %130, label %122, !llvm.loop !277

122:                                              ; preds = %113
  %123 = icmp ult i32 %120, %21
  %124 = zext i1 %123 to i32
  %125 = add nuw nsw i32 %116, %124
  %126 = sub i32 %120, %37
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds i32, i32* %33, i64 %127
  %129 = load i32, i32* %128, align 4, !tbaa !15
  br label %130

130:                                              ; preds = %122, %113, %105
  %131 = phi i32 [ %107, %105 ], [ %116, %113 ], [ %125, %122 ]
  %132 = phi i1 [ true, %105 ], [ true, %113 ], [ %49, %122 ]
  %133 = phi i32 [ %111, %105 ], [ %120, %113 ], [ %129, %122 ]
  br i1 %132, label %169, label %134

134:                                              ; preds = %156, %130
  %135 = phi i32 [ %147, %156 ], [ %101, %130 ]
  %136 = phi i32 [ %160, %156 ], [ %133, %130 ]
  %137 = phi i32 [ %146, %156 ], [ %131, %130 ]
  %138 = phi i32 [ %150, %156 ], [ 0, %130 ]
  %139 = icmp ult i32 %136, %21
  br i1 %139, label %140, label %145

140:                                              ; preds = %134
  %141 = icmp eq i32 %136, 0
  %142 = add i32 %137, 1
  %143 = icmp ugt i32 %142, 3
  %144 = select i1 %141, i1 true, i1 %143
  br i1 %144, label %162, label %145

145:                                              ; preds = %140, %134
  %146 = phi i32 [ %137, %134 ], [ %142, %140 ]
  %147 = add i32 %135, 1
  %148 = zext i32 %135 to i64
  %149 = getelementptr inbounds i32, i32* %12, i64 %148
  store i32 %136, i32* %149, align 4, !tbaa !15
  %150 = add nuw nsw i32 %138, 1
  %151 = icmp ult i32 %136, %37
  br i1 %151, label %152, label %156

152:                                              ; preds = %145
  %153 = sub i32 %147, %150
  %154 = shl i32 %153, 8
  %155 = add i32 %154, %150
  br label %171

156:                                              ; preds = %145
  %157 = sub i32 %136, %37
  %158 = zext i32 %157 to i64
  %159 = getelementptr inbounds i32, i32* %33, i64 %158
  %160 = load i32, i32* %159, align 4, !tbaa !15
  %161 = icmp eq i32 %150, %27
  br i1 %161, label %162, label %134, !llvm.loop !278

162:                                              ; preds = %156, %140
  %163 = phi i32 [ %138, %140 ], [ %27, %156 ]
  %164 = phi i32 [ %135, %140 ], [ %147, %156 ]
  %165 = icmp eq i32 %163, 0
  %166 = sub i32 %164, %163
  %167 = shl i32 %166, 8
  %168 = add i32 %167, %163
  br i1 %165, label %169, label %171

169:                                              ; preds = %162, %130, %99
  %170 = phi i32 [ %164, %162 ], [ %101, %130 ], [ %101, %99 ]
  br label %171

171:                                              ; preds = %169, %162, %152
  %172 = phi i32 [ %170, %169 ], [ %164, %162 ], [ %147, %152 ]
  %173 = phi i32 [ 0, %169 ], [ %168, %162 ], [ %155, %152 ]
  store i32 %173, i32* %102, align 4, !tbaa !15
  %174 = add nuw nsw i64 %100, 1
  %175 = icmp eq i64 %174, %50
  br i1 %175, label %176, label %99, !llvm.loop !279

176:                                              ; preds = %171
  %177 = shl i32 %48, 2
  %178 = add i32 %177, -4
  %179 = icmp eq i32 %30, 0
  br i1 %179, label %221, label %180

180:                                              ; preds = %176
  %181 = and i32 %48, -2
  br label %182

182:                                              ; preds = %182, %180
  %183 = phi i64 [ 0, %180 ], [ %215, %182 ]
  %184 = phi i32 [ %48, %180 ], [ %207, %182 ]
  %185 = phi i32 [ 0, %180 ], [ %216, %182 ]
  %186 = trunc i64 %183 to i32
  %187 = mul i32 %186, -4
  %188 = add i32 %178, %187
  %189 = zext i32 %188 to i64
  %190 = getelementptr i32, i32* %10, i64 %189
  %191 = bitcast i32* %190 to i8*
  %192 = add i32 %184, -1
  %193 = zext i32 %192 to i64
  %194 = getelementptr inbounds i32, i32* %10, i64 %193
  %195 = load i32, i32* %194, align 4, !tbaa !15
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %191, i8 0, i64 12, i1 false), !tbaa !15
  %196 = shl i32 %192, 2
  %197 = or i32 %196, 3
  %198 = zext i32 %197 to i64
  %199 = getelementptr inbounds i32, i32* %10, i64 %198
  store i32 %195, i32* %199, align 4, !tbaa !15
  %200 = trunc i64 %183 to i32
  %201 = xor i32 %200, -1
  %202 = shl i32 %201, 2
  %203 = add i32 %178, %202
  %204 = zext i32 %203 to i64
  %205 = getelementptr i32, i32* %10, i64 %204
  %206 = bitcast i32* %205 to i8*
  %207 = add i32 %184, -2
  %208 = zext i32 %207 to i64
  %209 = getelementptr inbounds i32, i32* %10, i64 %208
  %210 = load i32, i32* %209, align 4, !tbaa !15
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %206, i8 0, i64 12, i1 false), !tbaa !15
  %211 = shl i32 %207, 2
  %212 = or i32 %211, 3
  %213 = zext i32 %212 to i64
  %214 = getelementptr inbounds i32, i32* %10, i64 %213
  store i32 %210, i32* %214, align 4, !tbaa !15
  %215 = add nuw nsw i64 %183, 2
  %216 = add i32 %185, 2
  %217 = icmp eq i32 %216, %181
  br i1 %217, label %218, label %182, !llvm.loop !280

218:                                              ; preds = %182
  %219 = trunc i64 %215 to i32
  %220 = mul i32 %219, -4
  br label %221

221:                                              ; preds = %218, %176
  %222 = phi i32 [ 0, %176 ], [ %220, %218 ]
  %223 = phi i32 [ %48, %176 ], [ %207, %218 ]
  %224 = icmp eq i32 %30, 0
  br i1 %224, label %225, label %238

225:                                              ; preds = %221
  %226 = add i32 %178, %222
  %227 = zext i32 %226 to i64
  %228 = getelementptr i32, i32* %10, i64 %227
  %229 = bitcast i32* %228 to i8*
  %230 = add i32 %223, -1
  %231 = zext i32 %230 to i64
  %232 = getelementptr inbounds i32, i32* %10, i64 %231
  %233 = load i32, i32* %232, align 4, !tbaa !15
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %229, i8 0, i64 12, i1 false), !tbaa !15
  %234 = shl i32 %230, 2
  %235 = or i32 %234, 3
  %236 = zext i32 %235 to i64
  %237 = getelementptr inbounds i32, i32* %10, i64 %236
  store i32 %233, i32* %237, align 4, !tbaa !15
  br label %238

238:                                              ; preds = %225, %221
  %239 = load i32, i32* %16, align 4, !tbaa !176
  %240 = icmp ult i32 %239, %8
  br i1 %240, label %241, label %294

241:                                              ; preds = %238
  %242 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 4
  %243 = sub i32 66, %29
  %244 = zext i32 %243 to i64
  %245 = sub i32 34, %29
  %246 = zext i32 %239 to i64
  %247 = and i64 %7, 4294967295
  br label %248

248:                                              ; preds = %278, %241
  %249 = phi i64 [ %246, %241 ], [ %292, %278 ]
  %250 = getelementptr inbounds i8, i8* %4, i64 %249
  %251 = load i32, i32* %242, align 8, !tbaa !275
  switch i32 %251, label %252 [
    i32 8, label %273
    i32 5, label %258
    i32 6, label %263
    i32 7, label %268
  ]

252:                                              ; preds = %248
  %253 = bitcast i8* %250 to i32*
  %254 = load i32, i32* %253, align 1, !tbaa !15
  %255 = mul i32 %254, -1640531535
  %256 = lshr i32 %255, %245
  %257 = zext i32 %256 to i64
  br label %278

258:                                              ; preds = %248
  %259 = bitcast i8* %250 to i64*
  %260 = load i64, i64* %259, align 1, !tbaa !26
  %261 = mul i64 %260, -3523014627271114752
  %262 = lshr i64 %261, %244
  br label %278

263:                                              ; preds = %248
  %264 = bitcast i8* %250 to i64*
  %265 = load i64, i64* %264, align 1, !tbaa !26
  %266 = mul i64 %265, -3523014627193847808
  %267 = lshr i64 %266, %244
  br label %278

268:                                              ; preds = %248
  %269 = bitcast i8* %250 to i64*
  %270 = load i64, i64* %269, align 1, !tbaa !26
  %271 = mul i64 %270, -3523014627193167104
  %272 = lshr i64 %271, %244
  br label %278

273:                                              ; preds = %248
  %274 = bitcast i8* %250 to i64*
  %275 = load i64, i64* %274, align 1, !tbaa !26
  %276 = mul i64 %275, -3523014627327384477
  %277 = lshr i64 %276, %244
  br label %278

278:                                              ; preds = %273, %268, %263, %258, %252
  %279 = phi i64 [ %257, %252 ], [ %272, %268 ], [ %267, %263 ], [ %262, %258 ], [ %277, %273 ]
  %280 = shl i64 %279, 2
  %281 = and i64 %280, 4294967292
  %282 = or i64 %281, 2
  %283 = or i64 %281, 1
  %284 = getelementptr inbounds i32, i32* %10, i64 %283
  %285 = load i32, i32* %284, align 4, !tbaa !15
  %286 = getelementptr inbounds i32, i32* %10, i64 %282
  store i32 %285, i32* %286, align 4, !tbaa !15
  %287 = or i64 %281, 1
  %288 = getelementptr inbounds i32, i32* %10, i64 %281
  %289 = load i32, i32* %288, align 4, !tbaa !15
  %290 = getelementptr inbounds i32, i32* %10, i64 %287
  store i32 %289, i32* %290, align 4, !tbaa !15
  %291 = trunc i64 %249 to i32
  store i32 %291, i32* %288, align 4, !tbaa !15
  %292 = add nuw nsw i64 %249, 1
  %293 = icmp ult i64 %292, %247
  br i1 %293, label %248, label %294, !llvm.loop !281

294:                                              ; preds = %278, %238
  store i32 %8, i32* %16, align 4, !tbaa !176
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local %struct.ZSTD_CDict_s* @ZSTD_createCDict_advanced2(i8* noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly %4, %struct.ZSTD_customMem* nocapture noundef readonly byval(%struct.ZSTD_customMem) align 8 %5) local_unnamed_addr #6 {
  %7 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %8 = alloca %struct.ZSTD_compressionParameters, align 4
  %9 = alloca %struct.ZSTD_compressionParameters, align 4
  %10 = bitcast %struct.ZSTD_CCtx_params_s* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 216, i8* nonnull %10) #36
  %11 = bitcast %struct.ZSTD_CCtx_params_s* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %10, i8* noundef nonnull align 8 dereferenceable(216) %11, i64 216, i1 false), !tbaa.struct !157
  %12 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %5, i64 0, i32 0
  %13 = load i8* (i8*, i64)*, i8* (i8*, i64)** %12, align 8, !tbaa !282
  %14 = icmp eq i8* (i8*, i64)* %13, null
  %15 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %5, i64 0, i32 1
  %16 = load void (i8*, i8*)*, void (i8*, i8*)** %15, align 8, !tbaa !283
  %17 = icmp eq void (i8*, i8*)* %16, null
  %18 = xor i1 %14, %17
  br i1 %18, label %326, label %19

19:                                               ; preds = %6
  %20 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %7, i64 0, i32 14
  %21 = load i32, i32* %20, align 8, !tbaa !284
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %163, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %7, i64 0, i32 3
  %25 = load i32, i32* %24, align 4, !tbaa !147
  %26 = icmp ult i64 %1, 262145
  %27 = zext i1 %26 to i64
  %28 = icmp ult i64 %1, 131073
  %29 = zext i1 %28 to i64
  %30 = add nuw nsw i64 %27, %29
  %31 = icmp ult i64 %1, 16385
  %32 = zext i1 %31 to i64
  %33 = add nuw nsw i64 %30, %32
  %34 = icmp eq i32 %25, 0
  br i1 %34, label %41, label %35

35:                                               ; preds = %23
  %36 = icmp slt i32 %25, 0
  br i1 %36, label %50, label %37

37:                                               ; preds = %35
  %38 = icmp ult i32 %25, 22
  %39 = select i1 %38, i32 %25, i32 22
  %40 = zext i32 %39 to i64
  br label %41

41:                                               ; preds = %37, %23
  %42 = phi i64 [ %40, %37 ], [ 3, %23 ]
  %43 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %33, i64 %42, i32 1
  %44 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %33, i64 %42, i32 2
  %45 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %33, i64 %42, i32 3
  %46 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %33, i64 %42, i32 4
  %47 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %33, i64 %42, i32 5
  %48 = load i32, i32* %47, align 4, !tbaa.struct !285, !noalias !286
  %49 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %33, i64 %42, i32 6
  br label %59

50:                                               ; preds = %35
  %51 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %33, i64 0, i32 1
  %52 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %33, i64 0, i32 2
  %53 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %33, i64 0, i32 3
  %54 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %33, i64 0, i32 4
  %55 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %33, i64 0, i32 6
  %56 = icmp ugt i32 %25, -131072
  %57 = select i1 %56, i32 %25, i32 -131072
  %58 = sub nsw i32 0, %57
  br label %59

59:                                               ; preds = %50, %41
  %60 = phi i64 [ %42, %41 ], [ 0, %50 ]
  %61 = phi i32* [ %43, %41 ], [ %51, %50 ]
  %62 = phi i32* [ %44, %41 ], [ %52, %50 ]
  %63 = phi i32* [ %45, %41 ], [ %53, %50 ]
  %64 = phi i32* [ %46, %41 ], [ %54, %50 ]
  %65 = phi i32* [ %49, %41 ], [ %55, %50 ]
  %66 = phi i32 [ %48, %41 ], [ %58, %50 ]
  %67 = load i32, i32* %65, align 4, !noalias !286
  %68 = load i32, i32* %64, align 4, !noalias !286
  %69 = load i32, i32* %63, align 4, !noalias !286
  %70 = load i32, i32* %62, align 4, !noalias !286
  %71 = load i32, i32* %61, align 4, !noalias !286
  %72 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %33, i64 %60, i32 0
  %73 = load i32, i32* %72, align 4, !noalias !286
  %74 = icmp ult i64 %1, 1073741825
  br i1 %74, label %75, label %88

75:                                               ; preds = %59
  %76 = trunc i64 %1 to i32
  %77 = icmp ult i32 %76, 64
  br i1 %77, label %84, label %78

78:                                               ; preds = %75
  %79 = add nsw i32 %76, -1
  %80 = tail call i32 @llvm.ctlz.i32(i32 %79, i1 true) #36, !range !18
  %81 = sub nuw nsw i32 32, %80
  %82 = icmp ugt i32 %73, %81
  %83 = select i1 %82, i32 %81, i32 %73
  br label %88

84:                                               ; preds = %75
  %85 = icmp ult i32 %73, 6
  %86 = select i1 %85, i32 %73, i32 6
  %87 = icmp eq i64 %1, 0
  br i1 %87, label %101, label %88

88:                                               ; preds = %84, %78, %59
  %89 = phi i32 [ %86, %84 ], [ %73, %59 ], [ %83, %78 ]
  %90 = zext i32 %89 to i64
  %91 = shl nuw i64 1, %90
  %92 = add i64 %91, %1
  %93 = icmp ult i64 %91, %1
  br i1 %93, label %94, label %101

94:                                               ; preds = %88
  %95 = icmp ugt i64 %92, 2147483647
  br i1 %95, label %101, label %96

96:                                               ; preds = %94
  %97 = trunc i64 %92 to i32
  %98 = add nsw i32 %97, -1
  %99 = tail call i32 @llvm.ctlz.i32(i32 %98, i1 true) #36, !range !18
  %100 = sub nuw nsw i32 32, %99
  br label %101

101:                                              ; preds = %96, %94, %88, %84
  %102 = phi i32 [ %86, %84 ], [ %89, %96 ], [ %89, %88 ], [ %89, %94 ]
  %103 = phi i32 [ %86, %84 ], [ %100, %96 ], [ %89, %88 ], [ 31, %94 ]
  %104 = icmp ugt i32 %67, 5
  %105 = zext i1 %104 to i32
  %106 = sext i1 %104 to i32
  %107 = add i32 %71, %106
  %108 = add i32 %103, 1
  %109 = icmp ugt i32 %70, %108
  %110 = select i1 %109, i32 %108, i32 %70
  %111 = icmp ult i32 %103, %107
  %112 = add i32 %103, %105
  %113 = select i1 %111, i32 %112, i32 %71
  %114 = icmp ugt i32 %102, 10
  %115 = select i1 %114, i32 %102, i32 10
  %116 = add i32 %67, -3
  %117 = icmp ult i32 %116, -2
  br i1 %117, label %123, label %118

118:                                              ; preds = %101
  %119 = icmp ult i32 %110, 24
  %120 = select i1 %119, i32 %110, i32 24
  %121 = icmp ult i32 %113, 24
  %122 = select i1 %121, i32 %113, i32 24
  br label %139

123:                                              ; preds = %101
  %124 = add i32 %67, -6
  %125 = icmp ult i32 %124, -3
  br i1 %125, label %134, label %126

126:                                              ; preds = %123
  %127 = icmp ult i32 %69, 6
  %128 = select i1 %127, i32 %69, i32 6
  %129 = icmp ugt i32 %128, 4
  %130 = select i1 %129, i32 %128, i32 4
  %131 = or i32 %130, 24
  %132 = icmp ugt i32 %110, %131
  %133 = select i1 %132, i32 %131, i32 %110
  br label %134

134:                                              ; preds = %126, %123
  %135 = phi i32 [ %110, %123 ], [ %133, %126 ]
  %136 = icmp ult i32 %116, 3
  %137 = add i32 %135, 2
  %138 = select i1 %136, i32 %137, i32 %135
  br label %139

139:                                              ; preds = %134, %118
  %140 = phi i32 [ %122, %118 ], [ %113, %134 ]
  %141 = phi i32 [ %120, %118 ], [ %138, %134 ]
  %142 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %7, i64 0, i32 1, i32 0
  %143 = load i32, i32* %142, align 4, !tbaa !149
  %144 = icmp eq i32 %143, 0
  %145 = select i1 %144, i32 %115, i32 %143
  %146 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %7, i64 0, i32 1, i32 1
  %147 = bitcast i32* %146 to <4 x i32>*
  %148 = load <4 x i32>, <4 x i32>* %147, align 8, !tbaa !15
  %149 = icmp eq <4 x i32> %148, zeroinitializer
  %150 = insertelement <4 x i32> poison, i32 %69, i64 2
  %151 = insertelement <4 x i32> %150, i32 %68, i64 3
  %152 = insertelement <4 x i32> %151, i32 %140, i64 0
  %153 = insertelement <4 x i32> %152, i32 %141, i64 1
  %154 = select <4 x i1> %149, <4 x i32> %153, <4 x i32> %148
  %155 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %7, i64 0, i32 1, i32 5
  %156 = load i32, i32* %155, align 8, !tbaa !291
  %157 = icmp eq i32 %156, 0
  %158 = select i1 %157, i32 %66, i32 %156
  %159 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %7, i64 0, i32 1, i32 6
  %160 = load i32, i32* %159, align 4, !tbaa !154
  %161 = icmp eq i32 %160, 0
  %162 = select i1 %161, i32 %67, i32 %160
  br label %174

163:                                              ; preds = %19
  %164 = bitcast %struct.ZSTD_compressionParameters* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %164) #36
  call void @ZSTD_getCParamsFromCCtxParams(%struct.ZSTD_compressionParameters* nonnull sret(%struct.ZSTD_compressionParameters) align 4 %8, %struct.ZSTD_CCtx_params_s* noundef nonnull %7, i64 noundef -1, i64 noundef %1, i32 noundef 2)
  %165 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %8, i64 0, i32 0
  %166 = load i32, i32* %165, align 4, !tbaa.struct !200
  %167 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %8, i64 0, i32 1
  %168 = bitcast i32* %167 to <4 x i32>*
  %169 = load <4 x i32>, <4 x i32>* %168, align 4
  %170 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %8, i64 0, i32 5
  %171 = load i32, i32* %170, align 4, !tbaa.struct !285
  %172 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %8, i64 0, i32 6
  %173 = load i32, i32* %172, align 4, !tbaa.struct !188
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %164) #36
  br label %174

174:                                              ; preds = %163, %139
  %175 = phi i32 [ %166, %163 ], [ %145, %139 ]
  %176 = phi i32 [ %171, %163 ], [ %158, %139 ]
  %177 = phi i32 [ %173, %163 ], [ %162, %139 ]
  %178 = phi <4 x i32> [ %169, %163 ], [ %154, %139 ]
  %179 = add i32 %177, -6
  %180 = icmp ult i32 %179, -3
  %181 = extractelement <4 x i32> %178, i64 0
  %182 = extractelement <4 x i32> %178, i64 1
  %183 = icmp ule i32 %182, %181
  %184 = select i1 %180, i1 true, i1 %183
  %185 = icmp ugt i32 %181, 24
  %186 = select i1 %184, i1 true, i1 %185
  br i1 %186, label %187, label %198

187:                                              ; preds = %174
  store i32 0, i32* %20, align 8, !tbaa !284
  %188 = bitcast %struct.ZSTD_compressionParameters* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %188) #36
  call void @ZSTD_getCParamsFromCCtxParams(%struct.ZSTD_compressionParameters* nonnull sret(%struct.ZSTD_compressionParameters) align 4 %9, %struct.ZSTD_CCtx_params_s* noundef nonnull %7, i64 noundef -1, i64 noundef %1, i32 noundef 2)
  %189 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %9, i64 0, i32 0
  %190 = load i32, i32* %189, align 4, !tbaa.struct !200
  %191 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %9, i64 0, i32 1
  %192 = bitcast i32* %191 to <4 x i32>*
  %193 = load <4 x i32>, <4 x i32>* %192, align 4
  %194 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %9, i64 0, i32 5
  %195 = load i32, i32* %194, align 4, !tbaa.struct !285
  %196 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %9, i64 0, i32 6
  %197 = load i32, i32* %196, align 4, !tbaa.struct !188
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %188) #36
  br label %198

198:                                              ; preds = %187, %174
  %199 = phi i32 [ %190, %187 ], [ %175, %174 ]
  %200 = phi i32 [ %195, %187 ], [ %176, %174 ]
  %201 = phi i32 [ %197, %187 ], [ %177, %174 ]
  %202 = phi <4 x i32> [ %193, %187 ], [ %178, %174 ]
  %203 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %7, i64 0, i32 1, i32 0
  store i32 %199, i32* %203, align 4, !tbaa.struct !200
  %204 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %7, i64 0, i32 1, i32 1
  %205 = bitcast i32* %204 to <4 x i32>*
  store <4 x i32> %202, <4 x i32>* %205, align 8
  %206 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %7, i64 0, i32 1, i32 5
  store i32 %200, i32* %206, align 8, !tbaa.struct !285
  %207 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %7, i64 0, i32 1, i32 6
  store i32 %201, i32* %207, align 4, !tbaa.struct !188
  %208 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %7, i64 0, i32 20
  %209 = load i32, i32* %208, align 8, !tbaa !203
  %210 = icmp eq i32 %209, 0
  br i1 %210, label %211, label %217

211:                                              ; preds = %198
  %212 = add i32 %201, -6
  %213 = icmp ult i32 %212, -3
  br i1 %213, label %217, label %214

214:                                              ; preds = %211
  %215 = icmp ugt i32 %199, 14
  %216 = select i1 %215, i32 1, i32 2
  br label %217

217:                                              ; preds = %214, %211, %198
  %218 = phi i32 [ %216, %214 ], [ %209, %198 ], [ 2, %211 ]
  store i32 %218, i32* %208, align 8, !tbaa !203
  %219 = load i32, i32* %20, align 8, !tbaa !284
  %220 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %5, i64 0, i32 2
  %221 = load i8*, i8** %220, align 8
  %222 = icmp eq i32 %219, 0
  br i1 %222, label %223, label %230

223:                                              ; preds = %217
  %224 = icmp eq i32 %201, 1
  br i1 %224, label %235, label %225

225:                                              ; preds = %223
  %226 = add i32 %201, -3
  %227 = icmp ult i32 %226, 3
  %228 = icmp eq i32 %218, 1
  %229 = and i1 %227, %228
  br i1 %229, label %235, label %230

230:                                              ; preds = %225, %217
  %231 = extractelement <4 x i32> %202, i64 0
  %232 = zext i32 %231 to i64
  %233 = shl i64 4, %232
  %234 = add i64 %233, 128
  br label %235

235:                                              ; preds = %230, %225, %223
  %236 = phi i64 [ %234, %230 ], [ 128, %225 ], [ 128, %223 ]
  %237 = extractelement <4 x i32> %202, i64 1
  %238 = zext i32 %237 to i64
  %239 = shl nuw i64 1, %238
  %240 = add i32 %201, -6
  %241 = icmp ult i32 %240, -3
  %242 = icmp ne i32 %218, 1
  %243 = or i1 %241, %242
  %244 = add nuw i64 %239, 63
  %245 = and i64 %244, -64
  %246 = select i1 %243, i64 0, i64 %245
  %247 = shl i64 %239, 2
  %248 = icmp eq i32 %2, 1
  %249 = add i64 %1, 14791
  %250 = and i64 %249, -8
  %251 = select i1 %248, i64 14784, i64 %250
  %252 = add i64 %247, %251
  %253 = add i64 %252, %246
  %254 = add i64 %253, %236
  br i1 %14, label %257, label %255

255:                                              ; preds = %235
  %256 = tail call i8* %13(i8* noundef %221, i64 noundef %254) #36
  br label %259

257:                                              ; preds = %235
  %258 = tail call noalias i8* @malloc(i64 noundef %254) #36
  br label %259

259:                                              ; preds = %257, %255
  %260 = phi i8* [ %256, %255 ], [ %258, %257 ]
  %261 = icmp eq i8* %260, null
  br i1 %261, label %326, label %262

262:                                              ; preds = %259
  %263 = getelementptr inbounds i8, i8* %260, i64 %254
  %264 = ptrtoint i8* %263 to i64
  %265 = and i64 %264, -64
  %266 = inttoptr i64 %265 to i8*
  %267 = getelementptr inbounds i8, i8* %260, i64 6080
  %268 = icmp sgt i64 %254, 6079
  tail call void @llvm.assume(i1 %268) #36
  %269 = bitcast i8* %260 to %struct.ZSTD_CDict_s*
  %270 = getelementptr inbounds i8, i8* %260, i64 32
  %271 = bitcast i8* %270 to i8**
  store i8* %260, i8** %271, align 8, !tbaa.struct !292
  %272 = getelementptr inbounds i8, i8* %260, i64 40
  %273 = bitcast i8* %272 to i8**
  store i8* %263, i8** %273, align 8, !tbaa.struct !293
  %274 = getelementptr inbounds i8, i8* %260, i64 48
  %275 = bitcast i8* %274 to i8**
  store i8* %267, i8** %275, align 8, !tbaa.struct !294
  %276 = getelementptr inbounds i8, i8* %260, i64 56
  %277 = bitcast i8* %276 to i8**
  store i8* %267, i8** %277, align 8, !tbaa.struct !295
  %278 = getelementptr inbounds i8, i8* %260, i64 64
  %279 = bitcast i8* %278 to i8**
  store i8* %267, i8** %279, align 8, !tbaa.struct !296
  %280 = getelementptr inbounds i8, i8* %260, i64 72
  %281 = bitcast i8* %280 to i8**
  store i8* %266, i8** %281, align 8, !tbaa.struct !297
  %282 = getelementptr inbounds i8, i8* %260, i64 80
  %283 = bitcast i8* %282 to i8**
  store i8* %266, i8** %283, align 8, !tbaa.struct !298
  %284 = getelementptr inbounds i8, i8* %260, i64 88
  store i8 0, i8* %284, align 8, !tbaa.struct !299
  %285 = getelementptr inbounds i8, i8* %260, i64 92
  %286 = bitcast i8* %285 to i32*
  store i32 0, i32* %286, align 4, !tbaa.struct !300
  %287 = getelementptr inbounds i8, i8* %260, i64 96
  %288 = bitcast i8* %287 to i32*
  store i32 0, i32* %288, align 8, !tbaa.struct !301
  %289 = getelementptr inbounds i8, i8* %260, i64 100
  %290 = bitcast i8* %289 to i32*
  store i32 0, i32* %290, align 4, !tbaa.struct !188
  %291 = getelementptr inbounds i8, i8* %260, i64 6040
  %292 = bitcast i8* %291 to i8* (i8*, i64)**
  store i8* (i8*, i64)* %13, i8* (i8*, i64)** %292, align 8, !tbaa.struct !302
  %293 = getelementptr inbounds i8, i8* %260, i64 6048
  %294 = bitcast i8* %293 to void (i8*, i8*)**
  store void (i8*, i8*)* %16, void (i8*, i8*)** %294, align 8, !tbaa.struct !34
  %295 = getelementptr inbounds i8, i8* %260, i64 6056
  %296 = bitcast i8* %295 to i8**
  store i8* %221, i8** %296, align 8, !tbaa.struct !36
  %297 = getelementptr inbounds i8, i8* %260, i64 6068
  %298 = bitcast i8* %297 to i32*
  store i32 0, i32* %298, align 4, !tbaa !194
  %299 = getelementptr inbounds i8, i8* %260, i64 6072
  %300 = bitcast i8* %299 to i32*
  store i32 %218, i32* %300, align 8, !tbaa !303
  %301 = tail call fastcc i64 @ZSTD_initCDict_internal(%struct.ZSTD_CDict_s* noundef nonnull %269, i8* noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, %struct.ZSTD_CCtx_params_s* noundef nonnull byval(%struct.ZSTD_CCtx_params_s) align 8 %7)
  %302 = icmp ult i64 %301, -119
  br i1 %302, label %326, label %303

303:                                              ; preds = %262
  %304 = load void (i8*, i8*)*, void (i8*, i8*)** %294, align 8, !tbaa.struct !34
  %305 = load i8*, i8** %296, align 8, !tbaa.struct !36
  %306 = load i8*, i8** %271, align 8, !tbaa !111
  %307 = icmp ugt i8* %306, %260
  br i1 %307, label %312, label %308

308:                                              ; preds = %303
  %309 = load i8*, i8** %273, align 8, !tbaa !113
  %310 = icmp ugt i8* %309, %260
  %311 = zext i1 %310 to i32
  br label %312

312:                                              ; preds = %308, %303
  %313 = phi i32 [ 0, %303 ], [ %311, %308 ]
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %270, i8 0, i64 72, i1 false) #36
  %314 = icmp eq i8* %306, null
  br i1 %314, label %318, label %315

315:                                              ; preds = %312
  %316 = icmp eq void (i8*, i8*)* %304, null
  br i1 %316, label %320, label %317

317:                                              ; preds = %315
  tail call void %304(i8* noundef %305, i8* noundef nonnull %306) #36
  br label %318

318:                                              ; preds = %317, %312
  %319 = icmp eq i32 %313, 0
  br i1 %319, label %322, label %326

320:                                              ; preds = %315
  tail call void @free(i8* noundef nonnull %306) #36
  %321 = icmp eq i32 %313, 0
  br i1 %321, label %325, label %326

322:                                              ; preds = %318
  %323 = icmp eq void (i8*, i8*)* %304, null
  br i1 %323, label %325, label %324

324:                                              ; preds = %322
  tail call void %304(i8* noundef %305, i8* noundef nonnull %260) #36
  br label %326

325:                                              ; preds = %322, %320
  tail call void @free(i8* noundef nonnull %260) #36
  br label %326

326:                                              ; preds = %325, %324, %320, %318, %262, %259, %6
  %327 = phi %struct.ZSTD_CDict_s* [ null, %6 ], [ %269, %262 ], [ null, %318 ], [ null, %320 ], [ null, %324 ], [ null, %325 ], [ null, %259 ]
  call void @llvm.lifetime.end.p0i8(i64 216, i8* nonnull %10) #36
  ret %struct.ZSTD_CDict_s* %327
}

; Function Attrs: nounwind uwtable
declare dso_local %struct.ZSTDMT_CCtx_s* @ZSTDMT_createCCtx_advanced(i32 noundef, %struct.ZSTD_customMem* nocapture noundef readonly byval(%struct.ZSTD_customMem) align 8, %struct.POOL_ctx_s* noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
declare dso_local i64 @ZSTDMT_initCStream_internal(%struct.ZSTDMT_CCtx_s* noundef, i8* noundef, i64 noundef, i32 noundef, %struct.ZSTD_CDict_s* noundef, %struct.ZSTD_CCtx_params_s* nocapture noundef byval(%struct.ZSTD_CCtx_params_s) align 8, i64 noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define hidden fastcc %struct.ZSTDMT_jobDescription* @ZSTDMT_createJobsTable(i32* nocapture noundef %0, %struct.ZSTD_customMem* nocapture noundef readonly byval(%struct.ZSTD_customMem) align 8 %1) unnamed_addr #6 {
  %3 = load i32, i32* %0, align 4, !tbaa !15
  %4 = tail call i32 @llvm.ctlz.i32(i32 %3, i1 true) #36, !range !18
  %5 = sub nuw nsw i32 32, %4
  %6 = shl nuw i32 1, %5
  %7 = zext i32 %6 to i64
  %8 = mul nuw nsw i64 %7, 448
  %9 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %1, i64 0, i32 0
  %10 = load i8* (i8*, i64)*, i8* (i8*, i64)** %9, align 8
  %11 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %1, i64 0, i32 1
  %12 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %1, i64 0, i32 2
  %13 = load i8*, i8** %12, align 8
  %14 = icmp eq i8* (i8*, i64)* %10, null
  br i1 %14, label %17, label %15

15:                                               ; preds = %2
  %16 = tail call i8* %10(i8* noundef %13, i64 noundef %8) #36
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(1) %16, i8 0, i64 %8, i1 false) #36
  br label %19

17:                                               ; preds = %2
  %18 = tail call noalias i8* @calloc(i64 noundef 1, i64 noundef %8) #36
  br label %19

19:                                               ; preds = %17, %15
  %20 = phi i8* [ %16, %15 ], [ %18, %17 ]
  %21 = bitcast i8* %20 to %struct.ZSTDMT_jobDescription*
  %22 = icmp eq i8* %20, null
  br i1 %22, label %52, label %23

23:                                               ; preds = %19
  store i32 %6, i32* %0, align 4, !tbaa !15
  %24 = zext i32 %6 to i64
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi i64 [ 0, %23 ], [ %34, %25 ]
  %27 = phi i32 [ 0, %23 ], [ %33, %25 ]
  %28 = getelementptr inbounds %struct.ZSTDMT_jobDescription, %struct.ZSTDMT_jobDescription* %21, i64 %26, i32 2
  %29 = tail call i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef nonnull %28, %union.pthread_mutexattr_t* noundef null) #36
  %30 = or i32 %29, %27
  %31 = getelementptr inbounds %struct.ZSTDMT_jobDescription, %struct.ZSTDMT_jobDescription* %21, i64 %26, i32 3
  %32 = tail call i32 @pthread_cond_init(%union.pthread_cond_t* noundef nonnull %31, %union.pthread_mutexattr_t* noundef null) #36
  %33 = or i32 %30, %32
  %34 = add nuw nsw i64 %26, 1
  %35 = icmp eq i64 %34, %24
  br i1 %35, label %36, label %25, !llvm.loop !304

36:                                               ; preds = %25
  %37 = icmp eq i32 %33, 0
  br i1 %37, label %52, label %38

38:                                               ; preds = %36
  %39 = load void (i8*, i8*)*, void (i8*, i8*)** %11, align 8
  br label %40

40:                                               ; preds = %40, %38
  %41 = phi i64 [ 0, %38 ], [ %46, %40 ]
  %42 = getelementptr inbounds %struct.ZSTDMT_jobDescription, %struct.ZSTDMT_jobDescription* %21, i64 %41, i32 2
  %43 = tail call i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef nonnull %42) #36
  %44 = getelementptr inbounds %struct.ZSTDMT_jobDescription, %struct.ZSTDMT_jobDescription* %21, i64 %41, i32 3
  %45 = tail call i32 @pthread_cond_destroy(%union.pthread_cond_t* noundef nonnull %44) #36
  %46 = add nuw nsw i64 %41, 1
  %47 = icmp eq i64 %46, %7
  br i1 %47, label %48, label %40, !llvm.loop !100

48:                                               ; preds = %40
  %49 = icmp eq void (i8*, i8*)* %39, null
  br i1 %49, label %51, label %50

50:                                               ; preds = %48
  tail call void %39(i8* noundef %13, i8* noundef nonnull %20) #36
  br label %52

51:                                               ; preds = %48
  tail call void @free(i8* noundef nonnull %20) #36
  br label %52

52:                                               ; preds = %51, %50, %36, %19
  %53 = phi %struct.ZSTDMT_jobDescription* [ null, %19 ], [ %21, %36 ], [ null, %50 ], [ null, %51 ]
  ret %struct.ZSTDMT_jobDescription* %53
}

; Function Attrs: nounwind uwtable
declare hidden fastcc void @ZSTDMT_freeCCtxPool(%struct.ZSTDMT_CCtxPool* noundef) unnamed_addr #6

; Function Attrs: nounwind uwtable
define hidden fastcc %struct.ZSTDMT_CCtxPool* @ZSTDMT_createCCtxPool(i32 noundef %0, %struct.ZSTD_customMem* nocapture noundef readonly byval(%struct.ZSTD_customMem) align 8 %1) unnamed_addr #6 {
  %3 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %1, i64 0, i32 0
  %4 = load i8* (i8*, i64)*, i8* (i8*, i64)** %3, align 8
  %5 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %1, i64 0, i32 1
  %6 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %1, i64 0, i32 2
  %7 = load i8*, i8** %6, align 8
  %8 = icmp eq i8* (i8*, i64)* %4, null
  br i1 %8, label %11, label %9

9:                                                ; preds = %2
  %10 = tail call i8* %4(i8* noundef %7, i64 noundef 80) #36
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(80) %10, i8 0, i64 80, i1 false) #36
  br label %14

11:                                               ; preds = %2
  %12 = tail call noalias dereferenceable_or_null(80) i8* @calloc(i64 noundef 1, i64 noundef 80) #36
  %13 = icmp eq i8* %12, null
  br i1 %13, label %95, label %14

14:                                               ; preds = %11, %9
  %15 = phi i8* [ %10, %9 ], [ %12, %11 ]
  %16 = bitcast i8* %15 to %struct.ZSTDMT_CCtxPool*
  %17 = bitcast i8* %15 to %union.pthread_mutex_t*
  %18 = tail call i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef nonnull %17, %union.pthread_mutexattr_t* noundef null) #36
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %25, label %20

20:                                               ; preds = %14
  %21 = load void (i8*, i8*)*, void (i8*, i8*)** %5, align 8
  %22 = icmp eq void (i8*, i8*)* %21, null
  br i1 %22, label %24, label %23

23:                                               ; preds = %20
  tail call void %21(i8* noundef %7, i8* noundef nonnull %15) #36
  br label %95

24:                                               ; preds = %20
  tail call void @free(i8* noundef nonnull %15) #36
  br label %95

25:                                               ; preds = %14
  %26 = getelementptr inbounds i8, i8* %15, i64 40
  %27 = bitcast i8* %26 to i32*
  store i32 %0, i32* %27, align 8, !tbaa !105
  %28 = sext i32 %0 to i64
  %29 = shl nsw i64 %28, 3
  br i1 %8, label %32, label %30

30:                                               ; preds = %25
  %31 = tail call i8* %4(i8* noundef %7, i64 noundef %29) #36
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %31, i8 0, i64 %29, i1 false) #36
  br label %34

32:                                               ; preds = %25
  %33 = tail call noalias i8* @calloc(i64 noundef 1, i64 noundef %29) #36
  br label %34

34:                                               ; preds = %32, %30
  %35 = phi i8* [ %31, %30 ], [ %33, %32 ]
  %36 = getelementptr inbounds i8, i8* %15, i64 72
  %37 = bitcast i8* %36 to %struct.ZSTD_CCtx_s***
  %38 = bitcast i8* %36 to i8**
  store i8* %35, i8** %38, align 8, !tbaa !103
  %39 = icmp eq i8* %35, null
  br i1 %39, label %40, label %41

40:                                               ; preds = %34
  tail call fastcc void @ZSTDMT_freeCCtxPool(%struct.ZSTDMT_CCtxPool* noundef nonnull %16)
  br label %95

41:                                               ; preds = %34
  %42 = getelementptr inbounds i8, i8* %15, i64 48
  %43 = bitcast %struct.ZSTD_customMem* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %42, i8* noundef nonnull align 8 dereferenceable(24) %43, i64 24, i1 false), !tbaa.struct !302
  %44 = load void (i8*, i8*)*, void (i8*, i8*)** %5, align 8
  %45 = icmp eq void (i8*, i8*)* %44, null
  %46 = xor i1 %8, %45
  br i1 %46, label %85, label %47

47:                                               ; preds = %41
  br i1 %8, label %50, label %48

48:                                               ; preds = %47
  %49 = tail call i8* %4(i8* noundef %7, i64 noundef 5248) #36
  br label %52

50:                                               ; preds = %47
  %51 = tail call noalias dereferenceable_or_null(5248) i8* @malloc(i64 noundef 5248) #36
  br label %52

52:                                               ; preds = %50, %48
  %53 = phi i8* [ %49, %48 ], [ %51, %50 ]
  %54 = bitcast i8* %53 to %struct.ZSTD_CCtx_s*
  %55 = icmp eq i8* %53, null
  br i1 %55, label %85, label %56

56:                                               ; preds = %52
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(5248) %53, i8 0, i64 5248, i1 false) #36
  %57 = getelementptr inbounds i8, i8* %53, i64 872
  %58 = bitcast i8* %57 to i8* (i8*, i64)**
  store i8* (i8*, i64)* %4, i8* (i8*, i64)** %58, align 8
  %59 = getelementptr inbounds i8, i8* %53, i64 880
  %60 = bitcast i8* %59 to void (i8*, i8*)**
  store void (i8*, i8*)* %44, void (i8*, i8*)** %60, align 8
  %61 = getelementptr inbounds i8, i8* %53, i64 888
  %62 = bitcast i8* %61 to i8**
  store i8* %7, i8** %62, align 8
  %63 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #38, !srcloc !305
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %76, label %65

65:                                               ; preds = %56
  %66 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #38, !srcloc !306
  %67 = icmp ugt i32 %63, 6
  br i1 %67, label %68, label %76

68:                                               ; preds = %65
  %69 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #38, !srcloc !307
  %70 = extractvalue { i32, i32, i32 } %69, 1
  %71 = and i32 %70, 8
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %76, label %73

73:                                               ; preds = %68
  %74 = lshr i32 %70, 8
  %75 = and i32 %74, 1
  br label %76

76:                                               ; preds = %73, %68, %65, %56
  %77 = phi i32 [ 0, %68 ], [ %75, %73 ], [ 0, %65 ], [ 0, %56 ]
  %78 = getelementptr inbounds i8, i8* %53, i64 8
  %79 = bitcast i8* %78 to i32*
  store i32 %77, i32* %79, align 8, !tbaa !245
  tail call fastcc void @ZSTD_clearAllDicts(%struct.ZSTD_CCtx_s* noundef nonnull %54) #36
  %80 = getelementptr inbounds i8, i8* %53, i64 16
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %80, i8 0, i64 216, i1 false) #36
  %81 = getelementptr inbounds i8, i8* %53, i64 60
  %82 = bitcast i8* %81 to i32*
  store i32 3, i32* %82, align 4, !tbaa !147
  %83 = getelementptr inbounds i8, i8* %53, i64 48
  %84 = bitcast i8* %83 to i32*
  store i32 1, i32* %84, align 8, !tbaa !148
  br label %85

85:                                               ; preds = %76, %52, %41
  %86 = phi %struct.ZSTD_CCtx_s* [ null, %41 ], [ %54, %76 ], [ null, %52 ]
  %87 = load %struct.ZSTD_CCtx_s**, %struct.ZSTD_CCtx_s*** %37, align 8, !tbaa !103
  store %struct.ZSTD_CCtx_s* %86, %struct.ZSTD_CCtx_s** %87, align 8, !tbaa !35
  %88 = load %struct.ZSTD_CCtx_s**, %struct.ZSTD_CCtx_s*** %37, align 8, !tbaa !103
  %89 = load %struct.ZSTD_CCtx_s*, %struct.ZSTD_CCtx_s** %88, align 8, !tbaa !35
  %90 = icmp eq %struct.ZSTD_CCtx_s* %89, null
  br i1 %90, label %91, label %92

91:                                               ; preds = %85
  tail call fastcc void @ZSTDMT_freeCCtxPool(%struct.ZSTDMT_CCtxPool* noundef nonnull %16)
  br label %95

92:                                               ; preds = %85
  %93 = getelementptr inbounds i8, i8* %15, i64 44
  %94 = bitcast i8* %93 to i32*
  store i32 1, i32* %94, align 4, !tbaa !308
  br label %95

95:                                               ; preds = %92, %91, %40, %24, %23, %11
  %96 = phi %struct.ZSTDMT_CCtxPool* [ %16, %92 ], [ null, %91 ], [ null, %40 ], [ null, %11 ], [ null, %23 ], [ null, %24 ]
  ret %struct.ZSTDMT_CCtxPool* %96
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc i64 @ZSTD_initCDict_internal(%struct.ZSTD_CDict_s* noundef, i8* noundef, i64 noundef, i32 noundef, i32 noundef, %struct.ZSTD_CCtx_params_s* nocapture noundef byval(%struct.ZSTD_CCtx_params_s) align 8) unnamed_addr #0

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compress2(%struct.ZSTD_CCtx_s* noundef %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4) local_unnamed_addr #6 {
  %6 = alloca %struct.ZSTD_inBuffer_s, align 8
  %7 = alloca %struct.ZSTD_inBuffer_s, align 8
  %8 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3, i32 15
  %9 = load i32, i32* %8, align 4, !tbaa !309
  %10 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3, i32 16
  %11 = load i32, i32* %10, align 8, !tbaa !310
  %12 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  store i32 0, i32* %12, align 8, !tbaa !155
  %13 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 10
  store i64 0, i64* %13, align 8, !tbaa !160
  store i32 1, i32* %8, align 4, !tbaa !309
  store i32 1, i32* %10, align 8, !tbaa !310
  %14 = bitcast %struct.ZSTD_inBuffer_s* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %14) #36
  %15 = bitcast %struct.ZSTD_inBuffer_s* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %15) #36
  %16 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %6, i64 0, i32 0
  store i8* %1, i8** %16, align 8, !tbaa !219
  %17 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %6, i64 0, i32 1
  store i64 %2, i64* %17, align 8, !tbaa !221
  %18 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %6, i64 0, i32 2
  store i64 0, i64* %18, align 8, !tbaa !222
  %19 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %7, i64 0, i32 0
  store i8* %3, i8** %19, align 8, !tbaa !216
  %20 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %7, i64 0, i32 1
  store i64 %4, i64* %20, align 8, !tbaa !217
  %21 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %7, i64 0, i32 2
  store i64 0, i64* %21, align 8, !tbaa !218
  %22 = call i64 @ZSTD_compressStream2(%struct.ZSTD_CCtx_s* noundef %0, %struct.ZSTD_inBuffer_s* noundef nonnull %6, %struct.ZSTD_inBuffer_s* noundef nonnull %7, i32 noundef 2) #36
  %23 = load i64, i64* %18, align 8, !tbaa !222
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %15) #36
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %14) #36
  store i32 %9, i32* %8, align 4, !tbaa !309
  store i32 %11, i32* %10, align 8, !tbaa !310
  %24 = icmp ult i64 %22, -119
  %25 = icmp eq i64 %22, 0
  %26 = select i1 %25, i64 %23, i64 -70
  %27 = select i1 %24, i64 %26, i64 %22
  ret i64 %27
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBegin_advanced_internal(%struct.ZSTD_CCtx_s* noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, %struct.ZSTD_CDict_s* noundef %5, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly %6, i64 noundef %7) local_unnamed_addr #6 {
  %9 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %6, i64 0, i32 1, i32 0
  %10 = bitcast i32* %9 to <4 x i32>*
  %11 = load <4 x i32>, <4 x i32>* %10, align 4
  %12 = freeze <4 x i32> %11
  %13 = add <4 x i32> %12, <i32 -32, i32 -31, i32 -31, i32 -31>
  %14 = icmp ult <4 x i32> %13, <i32 -22, i32 -25, i32 -25, i32 -30>
  %15 = bitcast <4 x i1> %14 to i4
  %16 = icmp eq i4 %15, 0
  br i1 %16, label %17, label %33

17:                                               ; preds = %8
  %18 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %6, i64 0, i32 1, i32 6
  %19 = load i32, i32* %18, align 4, !tbaa.struct !188
  %20 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %6, i64 0, i32 1, i32 5
  %21 = load i32, i32* %20, align 4, !tbaa.struct !285
  %22 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %6, i64 0, i32 1, i32 4
  %23 = load i32, i32* %22, align 4, !tbaa.struct !311
  %24 = add i32 %23, -8
  %25 = icmp ult i32 %24, -5
  %26 = icmp ugt i32 %21, 131072
  %27 = select i1 %25, i1 true, i1 %26
  %28 = add i32 %19, -10
  %29 = icmp ult i32 %28, -9
  %30 = select i1 %27, i1 true, i1 %29
  br i1 %30, label %33, label %31

31:                                               ; preds = %17
  %32 = tail call fastcc i64 @ZSTD_compressBegin_internal(%struct.ZSTD_CCtx_s* noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, %struct.ZSTD_CDict_s* noundef %5, %struct.ZSTD_CCtx_params_s* noundef nonnull %6, i64 noundef %7, i32 noundef 0)
  br label %33

33:                                               ; preds = %31, %17, %8
  %34 = phi i64 [ %32, %31 ], [ -42, %8 ], [ -42, %17 ]
  ret i64 %34
}

; Function Attrs: nounwind uwtable
define hidden fastcc i64 @ZSTD_compressBegin_usingDict_deprecated(%struct.ZSTD_CCtx_s* noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef %3) unnamed_addr #6 {
  %5 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %6 = bitcast %struct.ZSTD_CCtx_params_s* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 216, i8* nonnull %6) #36
  %7 = icmp eq i64 %2, 0
  %8 = add i64 %2, 499
  %9 = select i1 %7, i64 -1, i64 %8
  %10 = icmp ult i64 %9, 262145
  %11 = zext i1 %10 to i64
  %12 = icmp ult i64 %9, 131073
  %13 = zext i1 %12 to i64
  %14 = add nuw nsw i64 %11, %13
  %15 = icmp ult i64 %9, 16385
  %16 = zext i1 %15 to i64
  %17 = add nuw nsw i64 %14, %16
  %18 = icmp eq i32 %3, 0
  br i1 %18, label %25, label %19

19:                                               ; preds = %4
  %20 = icmp slt i32 %3, 0
  br i1 %20, label %34, label %21

21:                                               ; preds = %19
  %22 = icmp ult i32 %3, 22
  %23 = select i1 %22, i32 %3, i32 22
  %24 = zext i32 %23 to i64
  br label %25

25:                                               ; preds = %21, %4
  %26 = phi i64 [ %24, %21 ], [ 3, %4 ]
  %27 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %17, i64 %26, i32 1
  %28 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %17, i64 %26, i32 2
  %29 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %17, i64 %26, i32 3
  %30 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %17, i64 %26, i32 4
  %31 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %17, i64 %26, i32 5
  %32 = load i32, i32* %31, align 4, !tbaa.struct !285, !noalias !312
  %33 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %17, i64 %26, i32 6
  br label %43

34:                                               ; preds = %19
  %35 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %17, i64 0, i32 1
  %36 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %17, i64 0, i32 2
  %37 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %17, i64 0, i32 3
  %38 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %17, i64 0, i32 4
  %39 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %17, i64 0, i32 6
  %40 = icmp ugt i32 %3, -131072
  %41 = select i1 %40, i32 %3, i32 -131072
  %42 = sub nsw i32 0, %41
  br label %43

43:                                               ; preds = %34, %25
  %44 = phi i64 [ %26, %25 ], [ 0, %34 ]
  %45 = phi i32* [ %33, %25 ], [ %39, %34 ]
  %46 = phi i32 [ %32, %25 ], [ %42, %34 ]
  %47 = phi i32* [ %27, %25 ], [ %35, %34 ]
  %48 = phi i32* [ %28, %25 ], [ %36, %34 ]
  %49 = phi i32* [ %29, %25 ], [ %37, %34 ]
  %50 = phi i32* [ %30, %25 ], [ %38, %34 ]
  %51 = load i32, i32* %50, align 4, !noalias !312
  %52 = load i32, i32* %49, align 4, !noalias !312
  %53 = load i32, i32* %48, align 4, !noalias !312
  %54 = load i32, i32* %47, align 4, !noalias !312
  %55 = load i32, i32* %45, align 4, !noalias !312
  %56 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %17, i64 %44, i32 0
  %57 = load i32, i32* %56, align 4, !noalias !312
  %58 = icmp ugt i32 %57, 10
  %59 = select i1 %58, i32 %57, i32 10
  %60 = add i32 %55, -6
  %61 = icmp ult i32 %60, -3
  br i1 %61, label %70, label %62

62:                                               ; preds = %43
  %63 = icmp ult i32 %52, 6
  %64 = select i1 %63, i32 %52, i32 6
  %65 = icmp ugt i32 %64, 4
  %66 = select i1 %65, i32 %64, i32 4
  %67 = or i32 %66, 24
  %68 = icmp ugt i32 %53, %67
  %69 = select i1 %68, i32 %67, i32 %53
  br label %70

70:                                               ; preds = %62, %43
  %71 = phi i32 [ %53, %43 ], [ %69, %62 ]
  %72 = select i1 %18, i32 3, i32 %3
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %6, i8 0, i64 216, i1 false) #36
  %73 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 1, i32 0
  store i32 %59, i32* %73, align 4, !tbaa.struct !200
  %74 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 1, i32 1
  store i32 %54, i32* %74, align 8, !tbaa.struct !317
  %75 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 1, i32 2
  store i32 %71, i32* %75, align 4, !tbaa.struct !318
  %76 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 1, i32 3
  store i32 %52, i32* %76, align 8, !tbaa.struct !319
  %77 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 1, i32 4
  store i32 %51, i32* %77, align 4, !tbaa.struct !311
  %78 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 1, i32 5
  store i32 %46, i32* %78, align 8, !tbaa.struct !285
  %79 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 1, i32 6
  store i32 %55, i32* %79, align 4, !tbaa.struct !188
  %80 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 2, i32 0
  store i32 1, i32* %80, align 8, !tbaa.struct !320
  %81 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 3
  store i32 %72, i32* %81, align 4, !tbaa !147
  %82 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 20
  br i1 %61, label %83, label %87

83:                                               ; preds = %70
  store i32 2, i32* %82, align 8, !tbaa !203
  %84 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 19
  %85 = icmp ugt i32 %55, 6
  br i1 %85, label %91, label %86

86:                                               ; preds = %83
  store i32 2, i32* %84, align 4, !tbaa !201
  br label %96

87:                                               ; preds = %70
  %88 = icmp ugt i32 %59, 14
  %89 = select i1 %88, i32 1, i32 2
  store i32 %89, i32* %82, align 8, !tbaa !203
  %90 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 19
  store i32 2, i32* %90, align 4, !tbaa !201
  br label %96

91:                                               ; preds = %83
  %92 = icmp ugt i32 %59, 16
  %93 = select i1 %92, i32 1, i32 2
  store i32 %93, i32* %84, align 4, !tbaa !201
  %94 = icmp ugt i32 %59, 26
  %95 = select i1 %94, i32 1, i32 2
  br label %96

96:                                               ; preds = %91, %87, %86
  %97 = phi i32 [ 2, %87 ], [ %95, %91 ], [ 2, %86 ]
  %98 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 13, i32 0
  store i32 %97, i32* %98, align 8, !tbaa !202
  %99 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 27
  store i64 131072, i64* %99, align 8, !tbaa !204
  %100 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 28
  %101 = icmp slt i32 %72, 10
  %102 = select i1 %101, i32 2, i32 1
  store i32 %102, i32* %100, align 8, !tbaa !205
  %103 = call fastcc i64 @ZSTD_resetCCtx_internal(%struct.ZSTD_CCtx_s* noundef %0, %struct.ZSTD_CCtx_params_s* noundef nonnull %5, i64 noundef -1, i64 noundef %2, i32 noundef 0, i32 noundef 0) #36
  %104 = icmp ult i64 %103, -119
  br i1 %104, label %105, label %150

105:                                              ; preds = %96
  %106 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 0
  %107 = load %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t** %106, align 8, !tbaa !241
  %108 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2
  %109 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 21
  %110 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 8
  %111 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4
  %112 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 26
  %113 = bitcast i32** %112 to i8**
  %114 = load i8*, i8** %113, align 8, !tbaa !244
  %115 = icmp eq i8* %1, null
  %116 = icmp ult i64 %2, 8
  %117 = or i1 %115, %116
  br i1 %117, label %146, label %118

118:                                              ; preds = %105
  %119 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %107, i64 0, i32 1, i64 1
  store i32 4, i32* %119, align 4, !tbaa !15
  %120 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %107, i64 0, i32 1, i64 2
  store i32 8, i32* %120, align 4, !tbaa !15
  %121 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %107, i64 0, i32 0, i32 0, i32 1
  store i32 0, i32* %121, align 8, !tbaa !273
  %122 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %107, i64 0, i32 0, i32 1, i32 3
  %123 = bitcast i32* %122 to <4 x i32>*
  store <4 x i32> <i32 0, i32 0, i32 0, i32 1>, <4 x i32>* %123, align 4, !tbaa !5
  %124 = bitcast i8* %1 to i32*
  %125 = load i32, i32* %124, align 1, !tbaa !15
  %126 = icmp eq i32 %125, -332356553
  br i1 %126, label %128, label %127

127:                                              ; preds = %118
  tail call fastcc void @ZSTD_loadDictionaryContent(%struct.ZSTD_matchState_t* noundef nonnull %108, %struct.ldmState_t* noundef nonnull %109, %struct.ZSTD_cwksp* noundef nonnull %110, %struct.ZSTD_CCtx_params_s* noundef nonnull %111, i8* noundef nonnull %1, i64 noundef %2, i32 noundef 0, i32 noundef 0) #36
  br label %146

128:                                              ; preds = %118
  %129 = getelementptr inbounds i8, i8* %1, i64 %2
  %130 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 2, i32 2
  %131 = load i32, i32* %130, align 8, !tbaa !159
  %132 = icmp eq i32 %131, 0
  br i1 %132, label %133, label %137

133:                                              ; preds = %128
  %134 = getelementptr inbounds i8, i8* %1, i64 4
  %135 = bitcast i8* %134 to i32*
  %136 = load i32, i32* %135, align 1, !tbaa !15
  br label %137

137:                                              ; preds = %133, %128
  %138 = phi i32 [ %136, %133 ], [ 0, %128 ]
  %139 = tail call i64 @ZSTD_loadCEntropy(%struct.ZSTD_compressedBlockState_t* noundef nonnull %107, i8* noundef %114, i8* noundef nonnull %1, i64 noundef %2) #36
  %140 = icmp ult i64 %139, -119
  br i1 %140, label %141, label %150

141:                                              ; preds = %137
  %142 = getelementptr inbounds i8, i8* %1, i64 %139
  %143 = ptrtoint i8* %129 to i64
  %144 = ptrtoint i8* %142 to i64
  %145 = sub i64 %143, %144
  tail call fastcc void @ZSTD_loadDictionaryContent(%struct.ZSTD_matchState_t* noundef nonnull %108, %struct.ldmState_t* noundef null, %struct.ZSTD_cwksp* noundef nonnull %110, %struct.ZSTD_CCtx_params_s* noundef nonnull %111, i8* noundef %142, i64 noundef %145, i32 noundef 0, i32 noundef 0) #36
  br label %146

146:                                              ; preds = %141, %127, %105
  %147 = phi i32 [ 0, %105 ], [ %138, %141 ], [ 0, %127 ]
  %148 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 6
  store i32 %147, i32* %148, align 8, !tbaa !321
  %149 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 7
  store i64 %2, i64* %149, align 8, !tbaa !210
  br label %150

150:                                              ; preds = %146, %137, %96
  %151 = phi i64 [ 0, %146 ], [ %103, %96 ], [ %139, %137 ]
  call void @llvm.lifetime.end.p0i8(i64 216, i8* nonnull %6) #36
  ret i64 %151
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compress_advanced(%struct.ZSTD_CCtx_s* noundef %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i8* noundef %5, i64 noundef %6, %struct.ZSTD_parameters* nocapture noundef readonly byval(%struct.ZSTD_parameters) align 8 %7) local_unnamed_addr #6 {
  %9 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %7, i64 0, i32 0, i32 0
  %10 = load i32, i32* %9, align 8, !tbaa !149
  %11 = add i32 %10, -32
  %12 = icmp ult i32 %11, -22
  br i1 %12, label %74, label %13

13:                                               ; preds = %8
  %14 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %7, i64 0, i32 0, i32 1
  %15 = load i32, i32* %14, align 4, !tbaa !150
  %16 = add i32 %15, -31
  %17 = icmp ult i32 %16, -25
  br i1 %17, label %74, label %18

18:                                               ; preds = %13
  %19 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %7, i64 0, i32 0, i32 2
  %20 = load i32, i32* %19, align 8, !tbaa !151
  %21 = add i32 %20, -31
  %22 = icmp ult i32 %21, -25
  br i1 %22, label %74, label %23

23:                                               ; preds = %18
  %24 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %7, i64 0, i32 0, i32 3
  %25 = load i32, i32* %24, align 4, !tbaa !152
  %26 = add i32 %25, -31
  %27 = icmp ult i32 %26, -30
  br i1 %27, label %74, label %28

28:                                               ; preds = %23
  %29 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %7, i64 0, i32 0, i32 4
  %30 = load i32, i32* %29, align 8, !tbaa !153
  %31 = add i32 %30, -8
  %32 = icmp ult i32 %31, -5
  %33 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %7, i64 0, i32 0, i32 5
  %34 = load i32, i32* %33, align 4
  %35 = icmp ugt i32 %34, 131072
  %36 = select i1 %32, i1 true, i1 %35
  br i1 %36, label %74, label %37

37:                                               ; preds = %28
  %38 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %7, i64 0, i32 0, i32 6
  %39 = load i32, i32* %38, align 8, !tbaa !154
  %40 = add i32 %39, -10
  %41 = icmp ult i32 %40, -9
  br i1 %41, label %74, label %42

42:                                               ; preds = %37
  %43 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5
  %44 = bitcast %struct.ZSTD_CCtx_params_s* %43 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %44, i8 0, i64 216, i1 false) #36
  %45 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 1
  %46 = bitcast %struct.ZSTD_compressionParameters* %45 to i8*
  %47 = bitcast %struct.ZSTD_parameters* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(28) %46, i8* noundef nonnull align 8 dereferenceable(28) %47, i64 28, i1 false) #36, !tbaa.struct !200
  %48 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 2
  %49 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %7, i64 0, i32 1
  %50 = bitcast %struct.ZSTD_frameParameters* %48 to i8*
  %51 = bitcast %struct.ZSTD_frameParameters* %49 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(12) %50, i8* noundef nonnull align 4 dereferenceable(12) %51, i64 12, i1 false) #36, !tbaa.struct !320
  %52 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 20
  %53 = add nsw i32 %39, -6
  %54 = icmp ult i32 %53, -3
  br i1 %54, label %55, label %59

55:                                               ; preds = %42
  store i32 2, i32* %52, align 8, !tbaa !203
  %56 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 19
  %57 = icmp ugt i32 %39, 6
  br i1 %57, label %63, label %58

58:                                               ; preds = %55
  store i32 2, i32* %56, align 4, !tbaa !201
  br label %68

59:                                               ; preds = %42
  %60 = icmp ugt i32 %10, 14
  %61 = select i1 %60, i32 1, i32 2
  store i32 %61, i32* %52, align 8, !tbaa !203
  %62 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 19
  store i32 2, i32* %62, align 4, !tbaa !201
  br label %68

63:                                               ; preds = %55
  %64 = icmp ugt i32 %10, 16
  %65 = select i1 %64, i32 1, i32 2
  store i32 %65, i32* %56, align 4, !tbaa !201
  %66 = icmp ugt i32 %10, 26
  %67 = select i1 %66, i32 1, i32 2
  br label %68

68:                                               ; preds = %63, %59, %58
  %69 = phi i32 [ 2, %59 ], [ %67, %63 ], [ 2, %58 ]
  %70 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 13, i32 0
  store i32 %69, i32* %70, align 8, !tbaa !202
  %71 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 27
  store i64 131072, i64* %71, align 8, !tbaa !204
  %72 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 28
  store i32 2, i32* %72, align 8, !tbaa !205
  %73 = tail call i64 @ZSTD_compress_advanced_internal(%struct.ZSTD_CCtx_s* noundef nonnull %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i8* noundef %5, i64 noundef %6, %struct.ZSTD_CCtx_params_s* noundef nonnull %43)
  br label %74

74:                                               ; preds = %68, %37, %28, %23, %18, %13, %8
  %75 = phi i64 [ -42, %37 ], [ %73, %68 ], [ -42, %8 ], [ -42, %13 ], [ -42, %18 ], [ -42, %23 ], [ -42, %28 ]
  ret i64 %75
}

; Function Attrs: nounwind uwtable
declare dso_local i64 @ZSTD_compress_advanced_internal(%struct.ZSTD_CCtx_s* noundef, i8* noundef, i64 noundef, i8* noundef, i64 noundef, i8* noundef, i64 noundef, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compress_usingDict(%struct.ZSTD_CCtx_s* noundef %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i8* noundef %5, i64 noundef %6, i32 noundef %7) local_unnamed_addr #6 {
  %9 = icmp eq i8* %5, null
  %10 = select i1 %9, i64 0, i64 %6
  %11 = icmp eq i64 %4, -1
  %12 = icmp eq i64 %10, 0
  %13 = and i1 %11, %12
  br i1 %13, label %20, label %14

14:                                               ; preds = %8
  %15 = icmp ne i64 %10, 0
  %16 = and i1 %11, %15
  %17 = select i1 %16, i64 500, i64 0
  %18 = add i64 %10, %4
  %19 = add i64 %18, %17
  br label %20

20:                                               ; preds = %14, %8
  %21 = phi i64 [ %19, %14 ], [ -1, %8 ]
  %22 = icmp ult i64 %21, 262145
  %23 = zext i1 %22 to i64
  %24 = icmp ult i64 %21, 131073
  %25 = zext i1 %24 to i64
  %26 = add nuw nsw i64 %23, %25
  %27 = icmp ult i64 %21, 16385
  %28 = zext i1 %27 to i64
  %29 = add nuw nsw i64 %26, %28
  %30 = icmp eq i32 %7, 0
  br i1 %30, label %37, label %31

31:                                               ; preds = %20
  %32 = icmp slt i32 %7, 0
  br i1 %32, label %46, label %33

33:                                               ; preds = %31
  %34 = icmp ult i32 %7, 22
  %35 = select i1 %34, i32 %7, i32 22
  %36 = zext i32 %35 to i64
  br label %37

37:                                               ; preds = %33, %20
  %38 = phi i64 [ %36, %33 ], [ 3, %20 ]
  %39 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %29, i64 %38, i32 1
  %40 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %29, i64 %38, i32 2
  %41 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %29, i64 %38, i32 3
  %42 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %29, i64 %38, i32 4
  %43 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %29, i64 %38, i32 5
  %44 = load i32, i32* %43, align 4, !tbaa.struct !285, !noalias !322
  %45 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %29, i64 %38, i32 6
  br label %55

46:                                               ; preds = %31
  %47 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %29, i64 0, i32 1
  %48 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %29, i64 0, i32 2
  %49 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %29, i64 0, i32 3
  %50 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %29, i64 0, i32 4
  %51 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %29, i64 0, i32 6
  %52 = icmp ugt i32 %7, -131072
  %53 = select i1 %52, i32 %7, i32 -131072
  %54 = sub nsw i32 0, %53
  br label %55

55:                                               ; preds = %46, %37
  %56 = phi i64 [ %38, %37 ], [ 0, %46 ]
  %57 = phi i32* [ %45, %37 ], [ %51, %46 ]
  %58 = phi i32 [ %44, %37 ], [ %54, %46 ]
  %59 = phi i32* [ %39, %37 ], [ %47, %46 ]
  %60 = phi i32* [ %40, %37 ], [ %48, %46 ]
  %61 = phi i32* [ %41, %37 ], [ %49, %46 ]
  %62 = phi i32* [ %42, %37 ], [ %50, %46 ]
  %63 = load i32, i32* %62, align 4, !noalias !322
  %64 = load i32, i32* %61, align 4, !noalias !322
  %65 = load i32, i32* %60, align 4, !noalias !322
  %66 = load i32, i32* %59, align 4, !noalias !322
  %67 = load i32, i32* %57, align 4, !noalias !322
  %68 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %29, i64 %56, i32 0
  %69 = load i32, i32* %68, align 4, !noalias !322
  %70 = icmp ult i64 %4, 1073741825
  %71 = icmp ult i64 %10, 1073741825
  %72 = and i1 %70, %71
  br i1 %72, label %73, label %85

73:                                               ; preds = %55
  %74 = add nuw nsw i64 %10, %4
  %75 = trunc i64 %74 to i32
  %76 = icmp ult i32 %75, 64
  br i1 %76, label %81, label %77

77:                                               ; preds = %73
  %78 = add i32 %75, -1
  %79 = tail call i32 @llvm.ctlz.i32(i32 %78, i1 true) #36, !range !18
  %80 = sub nuw nsw i32 32, %79
  br label %81

81:                                               ; preds = %77, %73
  %82 = phi i32 [ %80, %77 ], [ 6, %73 ]
  %83 = icmp ugt i32 %69, %82
  %84 = select i1 %83, i32 %82, i32 %69
  br label %86

85:                                               ; preds = %55
  br i1 %11, label %113, label %86

86:                                               ; preds = %85, %81
  %87 = phi i32 [ %69, %85 ], [ %84, %81 ]
  br i1 %12, label %101, label %88

88:                                               ; preds = %86
  %89 = zext i32 %87 to i64
  %90 = shl nuw i64 1, %89
  %91 = add i64 %90, %10
  %92 = add i64 %10, %4
  %93 = icmp ult i64 %90, %92
  br i1 %93, label %94, label %101

94:                                               ; preds = %88
  %95 = icmp ugt i64 %91, 2147483647
  br i1 %95, label %101, label %96

96:                                               ; preds = %94
  %97 = trunc i64 %91 to i32
  %98 = add nsw i32 %97, -1
  %99 = tail call i32 @llvm.ctlz.i32(i32 %98, i1 true) #36, !range !18
  %100 = sub nuw nsw i32 32, %99
  br label %101

101:                                              ; preds = %96, %94, %88, %86
  %102 = phi i32 [ %87, %86 ], [ %100, %96 ], [ %87, %88 ], [ 31, %94 ]
  %103 = icmp ugt i32 %67, 5
  %104 = sext i1 %103 to i32
  %105 = add i32 %66, %104
  %106 = add i32 %102, 1
  %107 = icmp ugt i32 %65, %106
  %108 = select i1 %107, i32 %106, i32 %65
  %109 = icmp ult i32 %102, %105
  br i1 %109, label %110, label %113

110:                                              ; preds = %101
  %111 = zext i1 %103 to i32
  %112 = add nuw i32 %102, %111
  br label %113

113:                                              ; preds = %110, %101, %85
  %114 = phi i32 [ %108, %110 ], [ %108, %101 ], [ %65, %85 ]
  %115 = phi i32 [ %112, %110 ], [ %66, %101 ], [ %66, %85 ]
  %116 = phi i32 [ %87, %110 ], [ %87, %101 ], [ %69, %85 ]
  %117 = icmp ugt i32 %116, 10
  %118 = select i1 %117, i32 %116, i32 10
  %119 = add i32 %67, -6
  %120 = icmp ult i32 %119, -3
  br i1 %120, label %129, label %121

121:                                              ; preds = %113
  %122 = icmp ult i32 %64, 6
  %123 = select i1 %122, i32 %64, i32 6
  %124 = icmp ugt i32 %123, 4
  %125 = select i1 %124, i32 %123, i32 4
  %126 = or i32 %125, 24
  %127 = icmp ugt i32 %114, %126
  %128 = select i1 %127, i32 %126, i32 %114
  br label %129

129:                                              ; preds = %121, %113
  %130 = phi i32 [ %114, %113 ], [ %128, %121 ]
  %131 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5
  %132 = select i1 %30, i32 3, i32 %7
  %133 = bitcast %struct.ZSTD_CCtx_params_s* %131 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %133, i8 0, i64 216, i1 false) #36
  %134 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 1, i32 0
  store i32 %118, i32* %134, align 4, !tbaa.struct !200
  %135 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 1, i32 1
  store i32 %115, i32* %135, align 4, !tbaa.struct !317
  %136 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 1, i32 2
  store i32 %130, i32* %136, align 4, !tbaa.struct !318
  %137 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 1, i32 3
  store i32 %64, i32* %137, align 4, !tbaa.struct !319
  %138 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 1, i32 4
  store i32 %63, i32* %138, align 4, !tbaa.struct !311
  %139 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 1, i32 5
  store i32 %58, i32* %139, align 4, !tbaa.struct !285
  %140 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 1, i32 6
  store i32 %67, i32* %140, align 4, !tbaa.struct !188
  %141 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 2, i32 0
  store i32 1, i32* %141, align 8, !tbaa.struct !320
  %142 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 3
  store i32 %132, i32* %142, align 4, !tbaa !147
  %143 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 20
  br i1 %120, label %144, label %148

144:                                              ; preds = %129
  store i32 2, i32* %143, align 8, !tbaa !203
  %145 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 19
  %146 = icmp ugt i32 %67, 6
  br i1 %146, label %152, label %147

147:                                              ; preds = %144
  store i32 2, i32* %145, align 4, !tbaa !201
  br label %157

148:                                              ; preds = %129
  %149 = icmp ugt i32 %118, 14
  %150 = select i1 %149, i32 1, i32 2
  store i32 %150, i32* %143, align 8, !tbaa !203
  %151 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 19
  store i32 2, i32* %151, align 4, !tbaa !201
  br label %157

152:                                              ; preds = %144
  %153 = icmp ugt i32 %118, 16
  %154 = select i1 %153, i32 1, i32 2
  store i32 %154, i32* %145, align 4, !tbaa !201
  %155 = icmp ugt i32 %118, 26
  %156 = select i1 %155, i32 1, i32 2
  br label %157

157:                                              ; preds = %152, %148, %147
  %158 = phi i32 [ 2, %148 ], [ %156, %152 ], [ 2, %147 ]
  %159 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 13, i32 0
  store i32 %158, i32* %159, align 8, !tbaa !202
  %160 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 27
  store i64 131072, i64* %160, align 8, !tbaa !204
  %161 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 28
  %162 = icmp slt i32 %132, 10
  %163 = select i1 %162, i32 2, i32 1
  store i32 %163, i32* %161, align 8, !tbaa !205
  %164 = tail call i64 @ZSTD_compress_advanced_internal(%struct.ZSTD_CCtx_s* noundef nonnull %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i8* noundef %5, i64 noundef %6, %struct.ZSTD_CCtx_params_s* noundef nonnull %131)
  ret i64 %164
}

; Function Attrs: nounwind uwtable
define dso_local %struct.ZSTD_CDict_s* @ZSTD_createCDict(i8* noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %5 = icmp eq i64 %1, 0
  %6 = add i64 %1, 499
  %7 = select i1 %5, i64 -1, i64 %6
  %8 = icmp ult i64 %7, 262145
  %9 = zext i1 %8 to i64
  %10 = icmp ult i64 %7, 131073
  %11 = zext i1 %10 to i64
  %12 = add nuw nsw i64 %9, %11
  %13 = icmp ult i64 %7, 16385
  %14 = zext i1 %13 to i64
  %15 = add nuw nsw i64 %12, %14
  %16 = icmp eq i32 %2, 0
  br i1 %16, label %23, label %17

17:                                               ; preds = %3
  %18 = icmp slt i32 %2, 0
  br i1 %18, label %32, label %19

19:                                               ; preds = %17
  %20 = icmp ult i32 %2, 22
  %21 = select i1 %20, i32 %2, i32 22
  %22 = zext i32 %21 to i64
  br label %23

23:                                               ; preds = %19, %3
  %24 = phi i64 [ %22, %19 ], [ 3, %3 ]
  %25 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %15, i64 %24, i32 1
  %26 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %15, i64 %24, i32 2
  %27 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %15, i64 %24, i32 3
  %28 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %15, i64 %24, i32 4
  %29 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %15, i64 %24, i32 5
  %30 = load i32, i32* %29, align 4, !tbaa.struct !285, !noalias !327
  %31 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %15, i64 %24, i32 6
  br label %41

32:                                               ; preds = %17
  %33 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %15, i64 0, i32 1
  %34 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %15, i64 0, i32 2
  %35 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %15, i64 0, i32 3
  %36 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %15, i64 0, i32 4
  %37 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %15, i64 0, i32 6
  %38 = icmp ugt i32 %2, -131072
  %39 = select i1 %38, i32 %2, i32 -131072
  %40 = sub nsw i32 0, %39
  br label %41

41:                                               ; preds = %32, %23
  %42 = phi i64 [ %24, %23 ], [ 0, %32 ]
  %43 = phi i32* [ %25, %23 ], [ %33, %32 ]
  %44 = phi i32* [ %26, %23 ], [ %34, %32 ]
  %45 = phi i32* [ %27, %23 ], [ %35, %32 ]
  %46 = phi i32* [ %28, %23 ], [ %36, %32 ]
  %47 = phi i32* [ %31, %23 ], [ %37, %32 ]
  %48 = phi i32 [ %30, %23 ], [ %40, %32 ]
  %49 = load i32, i32* %47, align 4, !noalias !327
  %50 = load i32, i32* %46, align 4, !noalias !327
  %51 = load i32, i32* %45, align 4, !noalias !327
  %52 = load i32, i32* %44, align 4, !noalias !327
  %53 = load i32, i32* %43, align 4, !noalias !327
  %54 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %15, i64 %42, i32 0
  %55 = load i32, i32* %54, align 4, !noalias !327
  %56 = select i1 %5, i64 -1, i64 513
  %57 = add i64 %1, -1
  %58 = icmp ult i64 %57, 1073741824
  br i1 %58, label %59, label %71

59:                                               ; preds = %41
  %60 = add nuw nsw i64 %56, %1
  %61 = trunc i64 %60 to i32
  %62 = icmp ult i32 %61, 64
  br i1 %62, label %67, label %63

63:                                               ; preds = %59
  %64 = add nsw i32 %61, -1
  %65 = tail call i32 @llvm.ctlz.i32(i32 %64, i1 true) #36, !range !18
  %66 = sub nuw nsw i32 32, %65
  br label %67

67:                                               ; preds = %63, %59
  %68 = phi i32 [ %66, %63 ], [ 6, %59 ]
  %69 = icmp ugt i32 %55, %68
  %70 = select i1 %69, i32 %68, i32 %55
  br label %72

71:                                               ; preds = %41
  br i1 %5, label %98, label %72

72:                                               ; preds = %71, %67
  %73 = phi i32 [ %55, %71 ], [ %70, %67 ]
  %74 = zext i32 %73 to i64
  %75 = shl nuw i64 1, %74
  %76 = add i64 %75, %1
  %77 = add i64 %56, %1
  %78 = icmp ult i64 %75, %77
  br i1 %78, label %79, label %86

79:                                               ; preds = %72
  %80 = icmp ugt i64 %76, 2147483647
  br i1 %80, label %86, label %81

81:                                               ; preds = %79
  %82 = trunc i64 %76 to i32
  %83 = add nsw i32 %82, -1
  %84 = tail call i32 @llvm.ctlz.i32(i32 %83, i1 true) #36, !range !18
  %85 = sub nuw nsw i32 32, %84
  br label %86

86:                                               ; preds = %81, %79, %72
  %87 = phi i32 [ %85, %81 ], [ %73, %72 ], [ 31, %79 ]
  %88 = icmp ugt i32 %49, 5
  %89 = sext i1 %88 to i32
  %90 = add i32 %53, %89
  %91 = add i32 %87, 1
  %92 = icmp ugt i32 %52, %91
  %93 = select i1 %92, i32 %91, i32 %52
  %94 = icmp ult i32 %87, %90
  br i1 %94, label %95, label %98

95:                                               ; preds = %86
  %96 = zext i1 %88 to i32
  %97 = add nuw i32 %87, %96
  br label %98

98:                                               ; preds = %95, %86, %71
  %99 = phi i32 [ %93, %95 ], [ %93, %86 ], [ %52, %71 ]
  %100 = phi i32 [ %97, %95 ], [ %53, %86 ], [ %53, %71 ]
  %101 = phi i32 [ %73, %95 ], [ %73, %86 ], [ %55, %71 ]
  %102 = icmp ugt i32 %101, 10
  %103 = select i1 %102, i32 %101, i32 10
  %104 = add i32 %49, -3
  %105 = icmp ult i32 %104, -2
  br i1 %105, label %111, label %106

106:                                              ; preds = %98
  %107 = icmp ult i32 %99, 24
  %108 = select i1 %107, i32 %99, i32 24
  %109 = icmp ult i32 %100, 24
  %110 = select i1 %109, i32 %100, i32 24
  br label %122

111:                                              ; preds = %98
  %112 = add i32 %49, -6
  %113 = icmp ult i32 %112, -3
  br i1 %113, label %122, label %114

114:                                              ; preds = %111
  %115 = icmp ult i32 %51, 6
  %116 = select i1 %115, i32 %51, i32 6
  %117 = icmp ugt i32 %116, 4
  %118 = select i1 %117, i32 %116, i32 4
  %119 = or i32 %118, 24
  %120 = icmp ugt i32 %99, %119
  %121 = select i1 %120, i32 %119, i32 %99
  br label %122

122:                                              ; preds = %114, %111, %106
  %123 = phi i32 [ %100, %111 ], [ %100, %114 ], [ %110, %106 ]
  %124 = phi i32 [ %99, %111 ], [ %121, %114 ], [ %108, %106 ]
  %125 = bitcast %struct.ZSTD_CCtx_params_s* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 216, i8* nonnull %125) #36
  %126 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 2, i32 0
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %125, i8 0, i64 216, i1 false) #36
  store i32 1, i32* %126, align 8, !tbaa !148
  %127 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 1, i32 0
  store i32 %103, i32* %127, align 4, !tbaa.struct !200
  %128 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 1, i32 1
  store i32 %123, i32* %128, align 8, !tbaa.struct !317
  %129 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 1, i32 2
  store i32 %124, i32* %129, align 4, !tbaa.struct !318
  %130 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 1, i32 3
  store i32 %51, i32* %130, align 8, !tbaa.struct !319
  %131 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 1, i32 4
  store i32 %50, i32* %131, align 4, !tbaa.struct !311
  %132 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 1, i32 5
  store i32 %48, i32* %132, align 8, !tbaa.struct !285
  %133 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 1, i32 6
  store i32 %49, i32* %133, align 4, !tbaa.struct !188
  %134 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %4, i64 0, i32 22
  %135 = bitcast %struct.ZSTD_customMem* %134 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %135, i8 0, i64 24, i1 false)
  %136 = call %struct.ZSTD_CDict_s* @ZSTD_createCDict_advanced2(i8* noundef %0, i64 noundef %1, i32 noundef 0, i32 noundef 0, %struct.ZSTD_CCtx_params_s* noundef nonnull %4, %struct.ZSTD_customMem* noundef nonnull byval(%struct.ZSTD_customMem) align 8 @ZSTD_defaultCMem) #36
  call void @llvm.lifetime.end.p0i8(i64 216, i8* nonnull %125) #36
  %137 = icmp eq %struct.ZSTD_CDict_s* %136, null
  br i1 %137, label %141, label %138

138:                                              ; preds = %122
  %139 = select i1 %16, i32 3, i32 %2
  %140 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %136, i64 0, i32 9
  store i32 %139, i32* %140, align 4, !tbaa !194
  br label %141

141:                                              ; preds = %138, %122
  ret %struct.ZSTD_CDict_s* %136
}

; Function Attrs: nounwind uwtable
declare hidden fastcc i64 @ZSTD_compressBegin_usingCDict_internal(%struct.ZSTD_CCtx_s* noundef, %struct.ZSTD_CDict_s* noundef, i64, i32, i64 noundef) unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressBegin_usingCDict_deprecated(%struct.ZSTD_CCtx_s* noundef %0, %struct.ZSTD_CDict_s* noundef %1) local_unnamed_addr #6 {
  %3 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %4 = bitcast %struct.ZSTD_CCtx_params_s* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 216, i8* nonnull %4) #36
  %5 = icmp eq %struct.ZSTD_CDict_s* %1, null
  br i1 %5, label %45, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %1, i64 0, i32 5, i32 16, i32 0
  %8 = load i32, i32* %7, align 8, !tbaa.struct !200
  %9 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %1, i64 0, i32 5, i32 16, i32 1
  %10 = bitcast i32* %9 to i8*
  %11 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %1, i64 0, i32 5, i32 16, i32 6
  %12 = load i32, i32* %11, align 8, !tbaa.struct !188
  %13 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %1, i64 0, i32 9
  %14 = load i32, i32* %13, align 4, !tbaa !194
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %4, i8 0, i64 216, i1 false) #36
  %15 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %3, i64 0, i32 1, i32 0
  store i32 %8, i32* %15, align 4, !tbaa.struct !200
  %16 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %3, i64 0, i32 1, i32 1
  %17 = bitcast i32* %16 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(20) %17, i8* noundef nonnull align 4 dereferenceable(20) %10, i64 20, i1 false)
  %18 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %3, i64 0, i32 1, i32 6
  store i32 %12, i32* %18, align 4, !tbaa.struct !188
  %19 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %3, i64 0, i32 2, i32 2
  store i32 0, i32* %19, align 8, !tbaa.struct !60
  %20 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %3, i64 0, i32 3
  store i32 %14, i32* %20, align 4, !tbaa !147
  %21 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %3, i64 0, i32 20
  %22 = add i32 %12, -6
  %23 = icmp ult i32 %22, -3
  br i1 %23, label %24, label %28

24:                                               ; preds = %6
  store i32 2, i32* %21, align 8, !tbaa !203
  %25 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %3, i64 0, i32 19
  %26 = icmp ugt i32 %12, 6
  br i1 %26, label %32, label %27

27:                                               ; preds = %24
  store i32 2, i32* %25, align 4, !tbaa !201
  br label %37

28:                                               ; preds = %6
  %29 = icmp ugt i32 %8, 14
  %30 = select i1 %29, i32 1, i32 2
  store i32 %30, i32* %21, align 8, !tbaa !203
  %31 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %3, i64 0, i32 19
  store i32 2, i32* %31, align 4, !tbaa !201
  br label %37

32:                                               ; preds = %24
  %33 = icmp ugt i32 %8, 16
  %34 = select i1 %33, i32 1, i32 2
  store i32 %34, i32* %25, align 4, !tbaa !201
  %35 = icmp ugt i32 %8, 26
  %36 = select i1 %35, i32 1, i32 2
  br label %37

37:                                               ; preds = %32, %28, %27
  %38 = phi i32 [ 2, %28 ], [ %36, %32 ], [ 2, %27 ]
  %39 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %3, i64 0, i32 13, i32 0
  store i32 %38, i32* %39, align 8, !tbaa !202
  %40 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %3, i64 0, i32 27
  store i64 131072, i64* %40, align 8, !tbaa !204
  %41 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %3, i64 0, i32 28
  %42 = icmp slt i32 %14, 10
  %43 = select i1 %42, i32 2, i32 1
  store i32 %43, i32* %41, align 8, !tbaa !205
  %44 = call fastcc i64 @ZSTD_compressBegin_internal(%struct.ZSTD_CCtx_s* noundef %0, i8* noundef null, i64 noundef 0, i32 noundef 0, i32 noundef 0, %struct.ZSTD_CDict_s* noundef nonnull %1, %struct.ZSTD_CCtx_params_s* noundef nonnull %3, i64 noundef -1, i32 noundef 0) #36
  br label %45

45:                                               ; preds = %37, %2
  %46 = phi i64 [ %44, %37 ], [ -32, %2 ]
  call void @llvm.lifetime.end.p0i8(i64 216, i8* nonnull %4) #36
  ret i64 %46
}

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local i64 @ZSTD_copySequencesToSeqStoreNoBlockDelim(%struct.ZSTD_CCtx_s* nocapture noundef, %struct.ZSTD_sequencePosition* nocapture noundef, %struct.ZSTD_Sequence* nocapture noundef readonly, i64 noundef, i8* noundef, i64 noundef, i32) local_unnamed_addr #26

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressSequences(%struct.ZSTD_CCtx_s* noundef %0, i8* noundef %1, i64 noundef %2, %struct.ZSTD_Sequence* noundef %3, i64 noundef %4, i8* noundef %5, i64 noundef %6) local_unnamed_addr #6 {
  %8 = alloca %struct.ZSTD_sequencePosition, align 8
  %9 = tail call fastcc i64 @ZSTD_CCtx_init_compressStream2(%struct.ZSTD_CCtx_s* noundef %0, i32 noundef 2, i64 noundef %6)
  %10 = icmp ult i64 %9, -119
  br i1 %10, label %11, label %233

11:                                               ; preds = %7
  %12 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4
  %13 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 6
  %14 = load i32, i32* %13, align 8, !tbaa !321
  %15 = tail call fastcc i64 @ZSTD_writeFrameHeader(i8* noundef %1, i64 noundef %2, %struct.ZSTD_CCtx_params_s* noundef nonnull %12, i64 noundef %6, i32 noundef %14)
  %16 = getelementptr inbounds i8, i8* %1, i64 %15
  %17 = sub i64 %2, %15
  %18 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 2, i32 1
  %19 = load i32, i32* %18, align 4, !tbaa !238
  %20 = icmp ne i32 %19, 0
  %21 = icmp ne i64 %6, 0
  %22 = and i1 %21, %20
  br i1 %22, label %23, label %25

23:                                               ; preds = %11
  %24 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 13
  tail call fastcc void @XXH_INLINE_XXH64_update(%struct.XXH_NAMESPACEXXH64_state_s* nocapture noundef nonnull %24, i8* nocapture noundef %5, i64 noundef %6)
  br label %25

25:                                               ; preds = %23, %11
  %26 = bitcast %struct.ZSTD_sequencePosition* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %26) #36
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %26, i8 0, i64 16, i1 false) #36
  %27 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 17
  %28 = load i32, i32* %27, align 4, !tbaa !330
  %29 = icmp eq i32 %28, 0
  %30 = select i1 %29, i64 (%struct.ZSTD_CCtx_s*, %struct.ZSTD_sequencePosition*, %struct.ZSTD_Sequence*, i64, i8*, i64, i32)* @ZSTD_copySequencesToSeqStoreNoBlockDelim, i64 (%struct.ZSTD_CCtx_s*, %struct.ZSTD_sequencePosition*, %struct.ZSTD_Sequence*, i64, i8*, i64, i32)* null
  %31 = icmp eq i32 %28, 1
  %32 = select i1 %31, i64 (%struct.ZSTD_CCtx_s*, %struct.ZSTD_sequencePosition*, %struct.ZSTD_Sequence*, i64, i8*, i64, i32)* @ZSTD_copySequencesToSeqStoreExplicitBlockDelim, i64 (%struct.ZSTD_CCtx_s*, %struct.ZSTD_sequencePosition*, %struct.ZSTD_Sequence*, i64, i8*, i64, i32)* %30
  %33 = icmp eq i64 %6, 0
  br i1 %33, label %34, label %38

34:                                               ; preds = %25
  %35 = icmp ult i64 %17, 4
  br i1 %35, label %213, label %36

36:                                               ; preds = %34
  %37 = bitcast i8* %16 to i32*
  store i32 1, i32* %37, align 1, !tbaa !15
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %26) #36
  br label %218

38:                                               ; preds = %25
  %39 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 9
  %40 = bitcast %struct.ZSTD_sequencePosition* %8 to i64*
  %41 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 20
  %42 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 20, i32 2
  %43 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 20, i32 3
  %44 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %41, i64 0, i32 0
  %45 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 20, i32 1
  %46 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 20, i32 9
  %47 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 28
  %48 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 0
  %49 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 1
  %50 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 26
  %51 = bitcast i32** %50 to i8**
  %52 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 2
  %53 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 18
  br label %54

54:                                               ; preds = %208, %38
  %55 = phi i32 [ %28, %38 ], [ %212, %208 ]
  %56 = phi i64 [ %17, %38 ], [ %211, %208 ]
  %57 = phi i64 [ 0, %38 ], [ %205, %208 ]
  %58 = phi i64 [ %6, %38 ], [ %206, %208 ]
  %59 = phi i8* [ %5, %38 ], [ %210, %208 ]
  %60 = phi i8* [ %16, %38 ], [ %209, %208 ]
  %61 = load i64, i64* %39, align 8, !tbaa !212
  %62 = icmp eq i32 %55, 0
  br i1 %62, label %91, label %63

63:                                               ; preds = %54
  %64 = load i64, i64* %40, align 8
  %65 = and i64 %64, 4294967295
  %66 = icmp ult i64 %65, %4
  br i1 %66, label %69, label %213

67:                                               ; preds = %69
  %68 = icmp eq i64 %82, %4
  br i1 %68, label %213, label %69, !llvm.loop !331

69:                                               ; preds = %67, %63
  %70 = phi i64 [ %82, %67 ], [ %65, %63 ]
  %71 = phi i64 [ %81, %67 ], [ 0, %63 ]
  %72 = getelementptr inbounds %struct.ZSTD_Sequence, %struct.ZSTD_Sequence* %3, i64 %70, i32 0
  %73 = load i32, i32* %72, align 4, !tbaa !332
  %74 = icmp eq i32 %73, 0
  %75 = getelementptr inbounds %struct.ZSTD_Sequence, %struct.ZSTD_Sequence* %3, i64 %70, i32 1
  %76 = load i32, i32* %75, align 4, !tbaa !334
  %77 = getelementptr inbounds %struct.ZSTD_Sequence, %struct.ZSTD_Sequence* %3, i64 %70, i32 2
  %78 = load i32, i32* %77, align 4, !tbaa !335
  %79 = add i32 %78, %76
  %80 = zext i32 %79 to i64
  %81 = add i64 %71, %80
  %82 = add i64 %70, 1
  br i1 %74, label %83, label %67

83:                                               ; preds = %69
  %84 = icmp eq i32 %78, 0
  br i1 %84, label %85, label %213

85:                                               ; preds = %83
  %86 = icmp ult i64 %81, -119
  br i1 %86, label %87, label %213

87:                                               ; preds = %85
  %88 = icmp ugt i64 %81, %61
  %89 = icmp ugt i64 %81, %58
  %90 = select i1 %88, i1 true, i1 %89
  br i1 %90, label %213, label %95

91:                                               ; preds = %54
  %92 = icmp ugt i64 %58, %61
  %93 = select i1 %92, i64 %61, i64 %58
  %94 = icmp ult i64 %93, -119
  br i1 %94, label %95, label %213

95:                                               ; preds = %91, %87
  %96 = phi i64 [ %93, %91 ], [ %81, %87 ]
  %97 = icmp eq i64 %96, %58
  %98 = zext i1 %97 to i32
  %99 = load i8*, i8** %42, align 8, !tbaa !258
  store i8* %99, i8** %43, align 8, !tbaa !259
  %100 = load %struct.seqDef_s*, %struct.seqDef_s** %44, align 8, !tbaa !252
  store %struct.seqDef_s* %100, %struct.seqDef_s** %45, align 8, !tbaa !253
  store i32 0, i32* %46, align 8, !tbaa !256
  %101 = load i32, i32* %47, align 8, !tbaa !336
  %102 = call i64 %32(%struct.ZSTD_CCtx_s* noundef %0, %struct.ZSTD_sequencePosition* noundef nonnull %8, %struct.ZSTD_Sequence* noundef %3, i64 noundef %4, i8* noundef %59, i64 noundef %96, i32 noundef %101) #36, !callees !337
  %103 = icmp ult i64 %102, -119
  br i1 %103, label %104, label %213

104:                                              ; preds = %95
  %105 = sub i64 %96, %102
  %106 = icmp ult i64 %105, 7
  br i1 %106, label %107, label %121

107:                                              ; preds = %104
  %108 = add nuw nsw i64 %105, 3
  %109 = icmp ugt i64 %108, %56
  br i1 %109, label %213, label %110

110:                                              ; preds = %107
  %111 = trunc i64 %105 to i32
  %112 = shl nuw nsw i32 %111, 3
  %113 = or i32 %112, %98
  %114 = trunc i32 %113 to i16
  %115 = bitcast i8* %60 to i16*
  store i16 %114, i16* %115, align 1, !tbaa !41
  %116 = lshr i64 %105, 13
  %117 = trunc i64 %116 to i8
  %118 = getelementptr inbounds i8, i8* %60, i64 2
  store i8 %117, i8* %118, align 1, !tbaa !5
  %119 = getelementptr inbounds i8, i8* %60, i64 3
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %119, i8* align 1 %59, i64 %105, i1 false) #36
  %120 = add i64 %108, %57
  br label %203, !llvm.loop !338

121:                                              ; preds = %104
  %122 = icmp ult i64 %56, 3
  br i1 %122, label %213, label %123

123:                                              ; preds = %121
  %124 = load %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t** %48, align 8, !tbaa !241
  %125 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %124, i64 0, i32 0
  %126 = load %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t** %49, align 8, !tbaa !243
  %127 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %126, i64 0, i32 0
  %128 = getelementptr inbounds i8, i8* %60, i64 3
  %129 = add i64 %56, -3
  %130 = load i8*, i8** %51, align 8, !tbaa !244
  %131 = load i32, i32* %52, align 8, !tbaa !245
  %132 = call fastcc i64 @ZSTD_entropyCompressSeqStore(%struct.seqStore_t* noundef nonnull %41, %struct.ZSTD_entropyCTables_t* noundef %125, %struct.ZSTD_entropyCTables_t* noundef %127, %struct.ZSTD_CCtx_params_s* noundef nonnull %12, i8* noundef nonnull %128, i64 noundef %129, i64 noundef %105, i8* noundef %130, i32 noundef %131) #36
  %133 = icmp ult i64 %132, -119
  br i1 %133, label %134, label %213

134:                                              ; preds = %123
  %135 = load i32, i32* %53, align 8, !tbaa !246
  %136 = icmp eq i32 %135, 0
  br i1 %136, label %137, label %154

137:                                              ; preds = %134
  %138 = load %struct.seqDef_s*, %struct.seqDef_s** %45, align 8, !tbaa !253
  %139 = load %struct.seqDef_s*, %struct.seqDef_s** %44, align 8, !tbaa !252
  %140 = ptrtoint %struct.seqDef_s* %138 to i64
  %141 = ptrtoint %struct.seqDef_s* %139 to i64
  %142 = sub i64 %140, %141
  %143 = load i8*, i8** %43, align 8, !tbaa !259
  %144 = load i8*, i8** %42, align 8, !tbaa !258
  %145 = ptrtoint i8* %143 to i64
  %146 = ptrtoint i8* %144 to i64
  %147 = sub i64 %145, %146
  %148 = icmp ugt i64 %142, 31
  %149 = icmp ugt i64 %147, 9
  %150 = select i1 %148, i1 true, i1 %149
  br i1 %150, label %154, label %151

151:                                              ; preds = %137
  %152 = call fastcc i32 @ZSTD_isRLE(i8* noundef %59, i64 noundef %105) #36
  %153 = icmp eq i32 %152, 0
  br i1 %153, label %154, label %168

154:                                              ; preds = %151, %137, %134
  switch i64 %132, label %181 [
    i64 0, label %155
    i64 1, label %168
  ]

155:                                              ; preds = %154
  %156 = add i64 %105, 3
  %157 = icmp ugt i64 %156, %56
  br i1 %157, label %213, label %158

158:                                              ; preds = %155
  %159 = trunc i64 %105 to i32
  %160 = shl i32 %159, 3
  %161 = or i32 %160, %98
  %162 = trunc i32 %161 to i16
  %163 = bitcast i8* %60 to i16*
  store i16 %162, i16* %163, align 1, !tbaa !41
  %164 = lshr i32 %160, 16
  %165 = trunc i32 %164 to i8
  %166 = getelementptr inbounds i8, i8* %60, i64 2
  store i8 %165, i8* %166, align 1, !tbaa !5
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %128, i8* align 1 %59, i64 %105, i1 false) #36
  %167 = icmp ult i64 %156, -119
  br i1 %167, label %199, label %213

168:                                              ; preds = %154, %151
  %169 = icmp ult i64 %56, 4
  br i1 %169, label %213, label %170

170:                                              ; preds = %168
  %171 = load i8, i8* %59, align 1, !tbaa !5
  %172 = select i1 %97, i32 3, i32 2
  %173 = trunc i64 %105 to i32
  %174 = shl i32 %173, 3
  %175 = or i32 %174, %172
  %176 = trunc i32 %175 to i16
  %177 = bitcast i8* %60 to i16*
  store i16 %176, i16* %177, align 1, !tbaa !41
  %178 = lshr i32 %174, 16
  %179 = trunc i32 %178 to i8
  %180 = getelementptr inbounds i8, i8* %60, i64 2
  store i8 %179, i8* %180, align 1, !tbaa !5
  store i8 %171, i8* %128, align 1, !tbaa !5
  br label %199

181:                                              ; preds = %154
  %182 = load %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t** %48, align 8, !tbaa !339
  %183 = load %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t** %49, align 8, !tbaa !340
  store %struct.ZSTD_compressedBlockState_t* %183, %struct.ZSTD_compressedBlockState_t** %48, align 8, !tbaa !339
  store %struct.ZSTD_compressedBlockState_t* %182, %struct.ZSTD_compressedBlockState_t** %49, align 8, !tbaa !340
  %184 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %183, i64 0, i32 0, i32 1, i32 3
  %185 = load i32, i32* %184, align 4, !tbaa !247
  %186 = icmp eq i32 %185, 2
  br i1 %186, label %187, label %188

187:                                              ; preds = %181
  store i32 1, i32* %184, align 4, !tbaa !247
  br label %188

188:                                              ; preds = %187, %181
  %189 = select i1 %97, i32 5, i32 4
  %190 = trunc i64 %132 to i32
  %191 = shl i32 %190, 3
  %192 = or i32 %191, %189
  %193 = trunc i32 %192 to i16
  %194 = bitcast i8* %60 to i16*
  store i16 %193, i16* %194, align 1, !tbaa !41
  %195 = lshr i32 %191, 16
  %196 = trunc i32 %195 to i8
  %197 = getelementptr inbounds i8, i8* %60, i64 2
  store i8 %196, i8* %197, align 1, !tbaa !5
  %198 = add nuw i64 %132, 3
  br label %199

199:                                              ; preds = %188, %170, %158
  %200 = phi i64 [ %156, %158 ], [ %198, %188 ], [ 4, %170 ]
  %201 = add i64 %200, %57
  br i1 %97, label %215, label %202

202:                                              ; preds = %199
  store i32 0, i32* %53, align 8, !tbaa !246
  br label %203

203:                                              ; preds = %202, %110
  %204 = phi i64 [ %108, %110 ], [ %200, %202 ]
  %205 = phi i64 [ %120, %110 ], [ %201, %202 ]
  %206 = sub i64 %58, %105
  %207 = icmp eq i64 %206, 0
  br i1 %207, label %215, label %208

208:                                              ; preds = %203
  %209 = getelementptr inbounds i8, i8* %60, i64 %204
  %210 = getelementptr inbounds i8, i8* %59, i64 %105
  %211 = sub i64 %56, %204
  %212 = load i32, i32* %27, align 4, !tbaa !330
  br label %54

213:                                              ; preds = %168, %158, %155, %123, %121, %107, %95, %91, %87, %85, %83, %67, %63, %34
  %214 = phi i64 [ -70, %34 ], [ -107, %67 ], [ %156, %158 ], [ %132, %123 ], [ %102, %95 ], [ %93, %91 ], [ -70, %121 ], [ -70, %155 ], [ %81, %85 ], [ -107, %87 ], [ -107, %83 ], [ -107, %63 ], [ -70, %107 ], [ -70, %168 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %26) #36
  br label %233

215:                                              ; preds = %203, %199
  %216 = phi i64 [ %205, %203 ], [ %201, %199 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %26) #36
  %217 = icmp ult i64 %216, -119
  br i1 %217, label %218, label %233

218:                                              ; preds = %215, %36
  %219 = phi i64 [ 3, %36 ], [ %216, %215 ]
  %220 = add i64 %219, %15
  %221 = load i32, i32* %18, align 4, !tbaa !238
  %222 = icmp eq i32 %221, 0
  br i1 %222, label %233, label %223

223:                                              ; preds = %218
  %224 = sub i64 %17, %219
  %225 = icmp ult i64 %224, 4
  br i1 %225, label %233, label %226

226:                                              ; preds = %223
  %227 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 13
  %228 = call fastcc i64 @XXH_INLINE_XXH64_digest(%struct.XXH_NAMESPACEXXH64_state_s* nocapture noundef nonnull %227) #37
  %229 = trunc i64 %228 to i32
  %230 = getelementptr inbounds i8, i8* %1, i64 %220
  %231 = bitcast i8* %230 to i32*
  store i32 %229, i32* %231, align 1, !tbaa !15
  %232 = add i64 %220, 4
  br label %233

233:                                              ; preds = %226, %223, %218, %215, %213, %7
  %234 = phi i64 [ %216, %215 ], [ %9, %7 ], [ %214, %213 ], [ %232, %226 ], [ %220, %218 ], [ -70, %223 ]
  ret i64 %234
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @ZSTDMT_nextInputSizeHint(%struct.ZSTDMT_CCtx_s* nocapture noundef readonly %0) local_unnamed_addr #14 {
  %2 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 6
  %3 = load i64, i64* %2, align 8, !tbaa !341
  %4 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 9, i32 2
  %5 = load i64, i64* %4, align 8, !tbaa !342
  %6 = sub i64 %3, %5
  %7 = icmp eq i64 %6, 0
  %8 = select i1 %7, i64 %3, i64 %6
  ret i64 %8
}

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local i64 @HUF_readDTableX2_wksp(i32* noundef, i8* noundef, i64 noundef, i8* noundef, i64 noundef, i32 noundef) local_unnamed_addr #0

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i64 @HUF_decompress1X2_DCtx_wksp(i32* noundef %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i8* noundef %5, i64 noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call i64 @HUF_readDTableX2_wksp(i32* noundef %0, i8* noundef %3, i64 noundef %4, i8* noundef %5, i64 noundef %6, i32 noundef %7)
  %10 = icmp ult i64 %9, -119
  br i1 %10, label %11, label %17

11:                                               ; preds = %8
  %12 = icmp ult i64 %9, %4
  br i1 %12, label %13, label %17

13:                                               ; preds = %11
  %14 = getelementptr inbounds i8, i8* %3, i64 %9
  %15 = sub i64 %4, %9
  %16 = tail call fastcc i64 @HUF_decompress1X2_usingDTable_internal(i8* noundef %1, i64 noundef %2, i8* noundef %14, i64 noundef %15, i32* noundef %0, i32 noundef %7)
  br label %17

17:                                               ; preds = %13, %11, %8
  %18 = phi i64 [ %16, %13 ], [ %9, %8 ], [ -72, %11 ]
  ret i64 %18
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc i64 @HUF_decompress1X2_usingDTable_internal(i8* noundef, i64 noundef, i8* noundef, i64 noundef, i32* noundef, i32 noundef) unnamed_addr #0

; Function Attrs: nofree nosync nounwind uwtable
define hidden fastcc i64 @HUF_decompress1X1_usingDTable_internal(i8* noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i32* nocapture noundef readonly %4, i32 noundef %5) unnamed_addr #0 {
  %7 = ptrtoint i8* %0 to i64
  %8 = and i32 %5, 1
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = tail call fastcc i64 @HUF_decompress1X1_usingDTable_internal_bmi2(i8* noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i32* noundef %4)
  br label %281

12:                                               ; preds = %6
  %13 = icmp sgt i64 %1, 0
  %14 = select i1 %13, i64 %1, i64 0
  %15 = getelementptr i8, i8* %0, i64 %14
  %16 = getelementptr inbounds i32, i32* %4, i64 1
  %17 = bitcast i32* %16 to %struct.HUF_DEltX1*
  %18 = load i32, i32* %4, align 4
  %19 = lshr i32 %18, 16
  %20 = icmp eq i64 %3, 0
  br i1 %20, label %281, label %21

21:                                               ; preds = %12
  %22 = icmp ugt i64 %3, 7
  br i1 %22, label %23, label %29

23:                                               ; preds = %21
  %24 = add nsw i64 %3, -8
  %25 = add i64 %3, -1
  %26 = getelementptr inbounds i8, i8* %2, i64 %25
  %27 = load i8, i8* %26, align 1, !tbaa !5
  %28 = icmp eq i8 %27, 0
  br i1 %28, label %281, label %86

29:                                               ; preds = %21
  %30 = load i8, i8* %2, align 1, !tbaa !5
  %31 = zext i8 %30 to i64
  switch i64 %3, label %73 [
    i64 7, label %32
    i64 6, label %38
    i64 5, label %45
    i64 4, label %52
    i64 3, label %59
    i64 2, label %66
  ]

32:                                               ; preds = %29
  %33 = getelementptr inbounds i8, i8* %2, i64 6
  %34 = load i8, i8* %33, align 1, !tbaa !5
  %35 = zext i8 %34 to i64
  %36 = shl nuw nsw i64 %35, 48
  %37 = or i64 %36, %31
  br label %38

38:                                               ; preds = %32, %29
  %39 = phi i64 [ %31, %29 ], [ %37, %32 ]
  %40 = getelementptr inbounds i8, i8* %2, i64 5
  %41 = load i8, i8* %40, align 1, !tbaa !5
  %42 = zext i8 %41 to i64
  %43 = shl nuw nsw i64 %42, 40
  %44 = add nsw i64 %43, %39
  br label %45

45:                                               ; preds = %38, %29
  %46 = phi i64 [ %31, %29 ], [ %44, %38 ]
  %47 = getelementptr inbounds i8, i8* %2, i64 4
  %48 = load i8, i8* %47, align 1, !tbaa !5
  %49 = zext i8 %48 to i64
  %50 = shl nuw nsw i64 %49, 32
  %51 = add nsw i64 %50, %46
  br label %52

52:                                               ; preds = %45, %29
  %53 = phi i64 [ %31, %29 ], [ %51, %45 ]
  %54 = getelementptr inbounds i8, i8* %2, i64 3
  %55 = load i8, i8* %54, align 1, !tbaa !5
  %56 = zext i8 %55 to i64
  %57 = shl nuw nsw i64 %56, 24
  %58 = add i64 %57, %53
  br label %59

59:                                               ; preds = %52, %29
  %60 = phi i64 [ %31, %29 ], [ %58, %52 ]
  %61 = getelementptr inbounds i8, i8* %2, i64 2
  %62 = load i8, i8* %61, align 1, !tbaa !5
  %63 = zext i8 %62 to i64
  %64 = shl nuw nsw i64 %63, 16
  %65 = add i64 %64, %60
  br label %66

66:                                               ; preds = %59, %29
  %67 = phi i64 [ %31, %29 ], [ %65, %59 ]
  %68 = getelementptr inbounds i8, i8* %2, i64 1
  %69 = load i8, i8* %68, align 1, !tbaa !5
  %70 = zext i8 %69 to i64
  %71 = shl nuw nsw i64 %70, 8
  %72 = add i64 %71, %67
  br label %73

73:                                               ; preds = %66, %29
  %74 = phi i64 [ %31, %29 ], [ %72, %66 ]
  %75 = add nsw i64 %3, -1
  %76 = getelementptr inbounds i8, i8* %2, i64 %75
  %77 = load i8, i8* %76, align 1, !tbaa !5
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %281, label %79

79:                                               ; preds = %73
  %80 = zext i8 %77 to i32
  %81 = tail call i32 @llvm.ctlz.i32(i32 %80, i1 true) #36, !range !18
  %82 = trunc i64 %3 to i32
  %83 = mul nsw i32 %82, -8
  %84 = add nsw i32 %83, 41
  %85 = add nsw i32 %84, %81
  br label %94

86:                                               ; preds = %23
  %87 = getelementptr inbounds i8, i8* %2, i64 %24
  %88 = bitcast i8* %87 to i64*
  %89 = load i64, i64* %88, align 1, !tbaa !26
  %90 = zext i8 %27 to i32
  %91 = tail call i32 @llvm.ctlz.i32(i32 %90, i1 true) #36, !range !18
  %92 = add nsw i32 %91, -23
  %93 = icmp ult i64 %3, -119
  br i1 %93, label %94, label %281

94:                                               ; preds = %86, %79
  %95 = phi i64 [ 0, %79 ], [ %24, %86 ]
  %96 = phi i64 [ %74, %79 ], [ %89, %86 ]
  %97 = phi i32 [ %85, %79 ], [ %92, %86 ]
  %98 = getelementptr inbounds i8, i8* %2, i64 %95
  %99 = ptrtoint i8* %15 to i64
  %100 = icmp ugt i64 %14, 3
  %101 = icmp ugt i32 %97, 64
  br i1 %100, label %102, label %189

102:                                              ; preds = %94
  br i1 %101, label %215, label %103, !prof !343

103:                                              ; preds = %102
  %104 = getelementptr inbounds i8, i8* %15, i64 -3
  %105 = sub nsw i32 0, %19
  %106 = and i32 %105, 63
  %107 = zext i32 %106 to i64
  br label %108

108:                                              ; preds = %143, %103
  %109 = phi i32 [ %97, %103 ], [ %186, %143 ]
  %110 = phi i64 [ %96, %103 ], [ %139, %143 ]
  %111 = phi i64 [ %95, %103 ], [ %136, %143 ]
  %112 = phi i8* [ %0, %103 ], [ %187, %143 ]
  %113 = getelementptr inbounds i8, i8* %2, i64 %111
  %114 = icmp slt i64 %111, 8
  br i1 %114, label %118, label %115

115:                                              ; preds = %108
  %116 = lshr i32 %109, 3
  %117 = and i32 %109, 7
  br label %131

118:                                              ; preds = %108
  %119 = icmp eq i64 %111, 0
  br i1 %119, label %215, label %120

120:                                              ; preds = %118
  %121 = lshr i32 %109, 3
  %122 = zext i32 %121 to i64
  %123 = sub nsw i64 0, %122
  %124 = getelementptr inbounds i8, i8* %113, i64 %123
  %125 = icmp ult i8* %124, %2
  %126 = trunc i64 %111 to i32
  %127 = select i1 %125, i32 %126, i32 %121
  %128 = zext i1 %125 to i32
  %129 = mul i32 %127, -8
  %130 = add i32 %129, %109
  br label %131

131:                                              ; preds = %120, %115
  %132 = phi i32 [ %127, %120 ], [ %116, %115 ]
  %133 = phi i32 [ %130, %120 ], [ %117, %115 ]
  %134 = phi i32 [ %128, %120 ], [ 0, %115 ]
  %135 = zext i32 %132 to i64
  %136 = sub i64 %111, %135
  %137 = getelementptr inbounds i8, i8* %2, i64 %136
  %138 = bitcast i8* %137 to i64*
  %139 = load i64, i64* %138, align 1, !tbaa !26
  %140 = icmp eq i32 %134, 0
  %141 = icmp ult i8* %112, %104
  %142 = and i1 %141, %140
  br i1 %142, label %143, label %215

143:                                              ; preds = %131
  %144 = and i32 %133, 63
  %145 = zext i32 %144 to i64
  %146 = shl i64 %139, %145
  %147 = lshr i64 %146, %107
  %148 = getelementptr inbounds %struct.HUF_DEltX1, %struct.HUF_DEltX1* %17, i64 %147, i32 1
  %149 = load i8, i8* %148, align 1, !tbaa !344
  %150 = getelementptr inbounds %struct.HUF_DEltX1, %struct.HUF_DEltX1* %17, i64 %147, i32 0
  %151 = load i8, i8* %150, align 1, !tbaa !346
  %152 = zext i8 %151 to i32
  %153 = add i32 %133, %152
  store i8 %149, i8* %112, align 1, !tbaa !5
  %154 = getelementptr inbounds i8, i8* %112, i64 1
  %155 = and i32 %153, 63
  %156 = zext i32 %155 to i64
  %157 = shl i64 %139, %156
  %158 = lshr i64 %157, %107
  %159 = getelementptr inbounds %struct.HUF_DEltX1, %struct.HUF_DEltX1* %17, i64 %158, i32 1
  %160 = load i8, i8* %159, align 1, !tbaa !344
  %161 = getelementptr inbounds %struct.HUF_DEltX1, %struct.HUF_DEltX1* %17, i64 %158, i32 0
  %162 = load i8, i8* %161, align 1, !tbaa !346
  %163 = zext i8 %162 to i32
  %164 = add i32 %153, %163
  store i8 %160, i8* %154, align 1, !tbaa !5
  %165 = getelementptr inbounds i8, i8* %112, i64 2
  %166 = and i32 %164, 63
  %167 = zext i32 %166 to i64
  %168 = shl i64 %139, %167
  %169 = lshr i64 %168, %107
  %170 = getelementptr inbounds %struct.HUF_DEltX1, %struct.HUF_DEltX1* %17, i64 %169, i32 1
  %171 = load i8, i8* %170, align 1, !tbaa !344
  %172 = getelementptr inbounds %struct.HUF_DEltX1, %struct.HUF_DEltX1* %17, i64 %169, i32 0
  %173 = load i8, i8* %172, align 1, !tbaa !346
  %174 = zext i8 %173 to i32
  %175 = add i32 %164, %174
  store i8 %171, i8* %165, align 1, !tbaa !5
  %176 = getelementptr inbounds i8, i8* %112, i64 3
  %177 = and i32 %175, 63
  %178 = zext i32 %177 to i64
  %179 = shl i64 %139, %178
  %180 = lshr i64 %179, %107
  %181 = getelementptr inbounds %struct.HUF_DEltX1, %struct.HUF_DEltX1* %17, i64 %180, i32 1
  %182 = load i8, i8* %181, align 1, !tbaa !344
  %183 = getelementptr inbounds %struct.HUF_DEltX1, %struct.HUF_DEltX1* %17, i64 %180, i32 0
  %184 = load i8, i8* %183, align 1, !tbaa !346
  %185 = zext i8 %184 to i32
  %186 = add i32 %175, %185
  %187 = getelementptr inbounds i8, i8* %112, i64 4
  store i8 %182, i8* %176, align 1, !tbaa !5
  %188 = icmp ugt i32 %186, 64
  br i1 %188, label %215, label %108, !prof !343, !llvm.loop !347

189:                                              ; preds = %94
  br i1 %101, label %215, label %190, !prof !343

190:                                              ; preds = %189
  %191 = icmp slt i64 %95, 8
  br i1 %191, label %195, label %192

192:                                              ; preds = %190
  %193 = lshr i32 %97, 3
  %194 = and i32 %97, 7
  br label %207

195:                                              ; preds = %190
  %196 = icmp eq i64 %95, 0
  br i1 %196, label %215, label %197

197:                                              ; preds = %195
  %198 = lshr i32 %97, 3
  %199 = zext i32 %198 to i64
  %200 = sub nsw i64 0, %199
  %201 = getelementptr inbounds i8, i8* %98, i64 %200
  %202 = icmp ult i8* %201, %2
  %203 = trunc i64 %95 to i32
  %204 = select i1 %202, i32 %203, i32 %198
  %205 = mul i32 %204, -8
  %206 = add i32 %205, %97
  br label %207

207:                                              ; preds = %197, %192
  %208 = phi i32 [ %204, %197 ], [ %193, %192 ]
  %209 = phi i32 [ %206, %197 ], [ %194, %192 ]
  %210 = zext i32 %208 to i64
  %211 = sub nsw i64 0, %210
  %212 = getelementptr inbounds i8, i8* %98, i64 %211
  %213 = bitcast i8* %212 to i64*
  %214 = load i64, i64* %213, align 1, !tbaa !26
  br label %215

215:                                              ; preds = %207, %195, %189, %143, %131, %118, %102
  %216 = phi i32 [ %97, %195 ], [ %97, %102 ], [ %97, %189 ], [ %209, %207 ], [ %186, %143 ], [ %133, %131 ], [ %109, %118 ]
  %217 = phi i64 [ %96, %195 ], [ %96, %102 ], [ %96, %189 ], [ %214, %207 ], [ %139, %143 ], [ %139, %131 ], [ %110, %118 ]
  %218 = phi i8* [ %98, %195 ], [ bitcast (i64* @BIT_reloadDStream.zeroFilled to i8*), %102 ], [ bitcast (i64* @BIT_reloadDStream.zeroFilled to i8*), %189 ], [ %212, %207 ], [ bitcast (i64* @BIT_reloadDStream.zeroFilled to i8*), %143 ], [ %137, %131 ], [ %113, %118 ]
  %219 = phi i8* [ %0, %195 ], [ %0, %102 ], [ %0, %189 ], [ %0, %207 ], [ %187, %143 ], [ %112, %131 ], [ %112, %118 ]
  %220 = icmp ult i8* %219, %15
  br i1 %220, label %221, label %275

221:                                              ; preds = %215
  %222 = ptrtoint i8* %219 to i64
  %223 = sub nsw i32 0, %19
  %224 = and i32 %223, 63
  %225 = zext i32 %224 to i64
  %226 = sub i64 %99, %222
  %227 = getelementptr i8, i8* %219, i64 %226
  %228 = add i64 %14, %7
  %229 = add i64 %222, 1
  %230 = and i64 %226, 1
  %231 = icmp eq i64 %230, 0
  br i1 %231, label %244, label %232

232:                                              ; preds = %221
  %233 = and i32 %216, 63
  %234 = zext i32 %233 to i64
  %235 = shl i64 %217, %234
  %236 = lshr i64 %235, %225
  %237 = getelementptr inbounds %struct.HUF_DEltX1, %struct.HUF_DEltX1* %17, i64 %236, i32 1
  %238 = load i8, i8* %237, align 1, !tbaa !344
  %239 = getelementptr inbounds %struct.HUF_DEltX1, %struct.HUF_DEltX1* %17, i64 %236, i32 0
  %240 = load i8, i8* %239, align 1, !tbaa !346
  %241 = zext i8 %240 to i32
  %242 = add i32 %216, %241
  %243 = getelementptr inbounds i8, i8* %219, i64 1
  store i8 %238, i8* %219, align 1, !tbaa !5
  br label %244

244:                                              ; preds = %232, %221
  %245 = phi i32 [ undef, %221 ], [ %242, %232 ]
  %246 = phi i32 [ %216, %221 ], [ %242, %232 ]
  %247 = phi i8* [ %219, %221 ], [ %243, %232 ]
  %248 = icmp eq i64 %228, %229
  br i1 %248, label %275, label %249

249:                                              ; preds = %249, %244
  %250 = phi i32 [ %272, %249 ], [ %246, %244 ]
  %251 = phi i8* [ %273, %249 ], [ %247, %244 ]
  %252 = and i32 %250, 63
  %253 = zext i32 %252 to i64
  %254 = shl i64 %217, %253
  %255 = lshr i64 %254, %225
  %256 = getelementptr inbounds %struct.HUF_DEltX1, %struct.HUF_DEltX1* %17, i64 %255, i32 1
  %257 = load i8, i8* %256, align 1, !tbaa !344
  %258 = getelementptr inbounds %struct.HUF_DEltX1, %struct.HUF_DEltX1* %17, i64 %255, i32 0
  %259 = load i8, i8* %258, align 1, !tbaa !346
  %260 = zext i8 %259 to i32
  %261 = add i32 %250, %260
  %262 = getelementptr inbounds i8, i8* %251, i64 1
  store i8 %257, i8* %251, align 1, !tbaa !5
  %263 = and i32 %261, 63
  %264 = zext i32 %263 to i64
  %265 = shl i64 %217, %264
  %266 = lshr i64 %265, %225
  %267 = getelementptr inbounds %struct.HUF_DEltX1, %struct.HUF_DEltX1* %17, i64 %266, i32 1
  %268 = load i8, i8* %267, align 1, !tbaa !344
  %269 = getelementptr inbounds %struct.HUF_DEltX1, %struct.HUF_DEltX1* %17, i64 %266, i32 0
  %270 = load i8, i8* %269, align 1, !tbaa !346
  %271 = zext i8 %270 to i32
  %272 = add i32 %261, %271
  %273 = getelementptr inbounds i8, i8* %251, i64 2
  store i8 %268, i8* %262, align 1, !tbaa !5
  %274 = icmp eq i8* %273, %227
  br i1 %274, label %275, label %249, !llvm.loop !348

275:                                              ; preds = %249, %244, %215
  %276 = phi i32 [ %216, %215 ], [ %245, %244 ], [ %272, %249 ]
  %277 = icmp eq i8* %218, %2
  %278 = icmp eq i32 %276, 64
  %279 = select i1 %277, i1 %278, i1 false
  %280 = select i1 %279, i64 %1, i64 -20
  br label %281

281:                                              ; preds = %275, %86, %73, %23, %12, %10
  %282 = phi i64 [ %11, %10 ], [ %3, %86 ], [ -20, %73 ], [ -1, %23 ], [ -72, %12 ], [ %280, %275 ]
  ret i64 %282
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc i64 @HUF_decompress1X1_usingDTable_internal_bmi2(i8* noundef, i64 noundef, i8* noundef readonly, i64 noundef, i32* nocapture noundef readonly) unnamed_addr #5

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i64 @HUF_decompress4X_usingDTable(i8* noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i32* noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = load i32, i32* %4, align 4
  %8 = and i32 %7, 65280
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %6
  %11 = tail call fastcc i64 @HUF_decompress4X2_usingDTable_internal(i8* noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i32* noundef nonnull %4, i32 noundef %5)
  br label %14

12:                                               ; preds = %6
  %13 = tail call fastcc i64 @HUF_decompress4X1_usingDTable_internal(i8* noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i32* noundef nonnull %4, i32 noundef %5)
  br label %14

14:                                               ; preds = %12, %10
  %15 = phi i64 [ %11, %10 ], [ %13, %12 ]
  ret i64 %15
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc i64 @HUF_decompress4X2_usingDTable_internal(i8* noundef, i64 noundef, i8* noundef, i64 noundef, i32* noundef, i32 noundef) unnamed_addr #0

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc i64 @HUF_decompress4X1_usingDTable_internal(i8* noundef, i64 noundef, i8* noundef, i64 noundef, i32* noundef, i32 noundef) unnamed_addr #0

; Function Attrs: inlinehint mustprogress nofree nosync nounwind uwtable willreturn
define hidden fastcc i64 @BIT_initDStream(%struct.BIT_DStream_t* nocapture noundef %0, i8* noundef %1, i64 noundef %2) unnamed_addr #29 {
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = bitcast %struct.BIT_DStream_t* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(40) %6, i8 0, i64 40, i1 false)
  br label %91

7:                                                ; preds = %3
  %8 = getelementptr inbounds %struct.BIT_DStream_t, %struct.BIT_DStream_t* %0, i64 0, i32 3
  store i8* %1, i8** %8, align 8, !tbaa !349
  %9 = getelementptr inbounds i8, i8* %1, i64 8
  %10 = getelementptr inbounds %struct.BIT_DStream_t, %struct.BIT_DStream_t* %0, i64 0, i32 4
  store i8* %9, i8** %10, align 8, !tbaa !351
  %11 = icmp ugt i64 %2, 7
  br i1 %11, label %12, label %30

12:                                               ; preds = %7
  %13 = getelementptr inbounds i8, i8* %1, i64 %2
  %14 = getelementptr inbounds i8, i8* %13, i64 -8
  %15 = getelementptr inbounds %struct.BIT_DStream_t, %struct.BIT_DStream_t* %0, i64 0, i32 2
  store i8* %14, i8** %15, align 8, !tbaa !352
  %16 = bitcast i8* %14 to i64*
  %17 = load i64, i64* %16, align 1, !tbaa !26
  %18 = getelementptr inbounds %struct.BIT_DStream_t, %struct.BIT_DStream_t* %0, i64 0, i32 0
  store i64 %17, i64* %18, align 8, !tbaa !353
  %19 = add i64 %2, -1
  %20 = getelementptr inbounds i8, i8* %1, i64 %19
  %21 = load i8, i8* %20, align 1, !tbaa !5
  %22 = icmp eq i8 %21, 0
  br i1 %22, label %28, label %23

23:                                               ; preds = %12
  %24 = zext i8 %21 to i32
  %25 = tail call i32 @llvm.ctlz.i32(i32 %24, i1 true) #36, !range !18
  %26 = add nsw i32 %25, -23
  %27 = getelementptr inbounds %struct.BIT_DStream_t, %struct.BIT_DStream_t* %0, i64 0, i32 1
  store i32 %26, i32* %27, align 8, !tbaa !354
  br label %91

28:                                               ; preds = %12
  %29 = getelementptr inbounds %struct.BIT_DStream_t, %struct.BIT_DStream_t* %0, i64 0, i32 1
  store i32 0, i32* %29, align 8, !tbaa !354
  br label %91

30:                                               ; preds = %7
  %31 = getelementptr inbounds %struct.BIT_DStream_t, %struct.BIT_DStream_t* %0, i64 0, i32 2
  store i8* %1, i8** %31, align 8, !tbaa !352
  %32 = load i8, i8* %1, align 1, !tbaa !5
  %33 = zext i8 %32 to i64
  %34 = getelementptr inbounds %struct.BIT_DStream_t, %struct.BIT_DStream_t* %0, i64 0, i32 0
  store i64 %33, i64* %34, align 8, !tbaa !353
  switch i64 %2, label %76 [
    i64 7, label %35
    i64 6, label %41
    i64 5, label %48
    i64 4, label %55
    i64 3, label %62
    i64 2, label %69
  ]

35:                                               ; preds = %30
  %36 = getelementptr inbounds i8, i8* %1, i64 6
  %37 = load i8, i8* %36, align 1, !tbaa !5
  %38 = zext i8 %37 to i64
  %39 = shl nuw nsw i64 %38, 48
  %40 = or i64 %39, %33
  store i64 %40, i64* %34, align 8, !tbaa !353
  br label %41

41:                                               ; preds = %35, %30
  %42 = phi i64 [ %33, %30 ], [ %40, %35 ]
  %43 = getelementptr inbounds i8, i8* %1, i64 5
  %44 = load i8, i8* %43, align 1, !tbaa !5
  %45 = zext i8 %44 to i64
  %46 = shl nuw nsw i64 %45, 40
  %47 = add nsw i64 %46, %42
  store i64 %47, i64* %34, align 8, !tbaa !353
  br label %48

48:                                               ; preds = %41, %30
  %49 = phi i64 [ %33, %30 ], [ %47, %41 ]
  %50 = getelementptr inbounds i8, i8* %1, i64 4
  %51 = load i8, i8* %50, align 1, !tbaa !5
  %52 = zext i8 %51 to i64
  %53 = shl nuw nsw i64 %52, 32
  %54 = add nsw i64 %53, %49
  store i64 %54, i64* %34, align 8, !tbaa !353
  br label %55

55:                                               ; preds = %48, %30
  %56 = phi i64 [ %33, %30 ], [ %54, %48 ]
  %57 = getelementptr inbounds i8, i8* %1, i64 3
  %58 = load i8, i8* %57, align 1, !tbaa !5
  %59 = zext i8 %58 to i64
  %60 = shl nuw nsw i64 %59, 24
  %61 = add i64 %60, %56
  store i64 %61, i64* %34, align 8, !tbaa !353
  br label %62

62:                                               ; preds = %55, %30
  %63 = phi i64 [ %33, %30 ], [ %61, %55 ]
  %64 = getelementptr inbounds i8, i8* %1, i64 2
  %65 = load i8, i8* %64, align 1, !tbaa !5
  %66 = zext i8 %65 to i64
  %67 = shl nuw nsw i64 %66, 16
  %68 = add i64 %67, %63
  store i64 %68, i64* %34, align 8, !tbaa !353
  br label %69

69:                                               ; preds = %62, %30
  %70 = phi i64 [ %33, %30 ], [ %68, %62 ]
  %71 = getelementptr inbounds i8, i8* %1, i64 1
  %72 = load i8, i8* %71, align 1, !tbaa !5
  %73 = zext i8 %72 to i64
  %74 = shl nuw nsw i64 %73, 8
  %75 = add i64 %74, %70
  store i64 %75, i64* %34, align 8, !tbaa !353
  br label %76

76:                                               ; preds = %69, %30
  %77 = add nsw i64 %2, -1
  %78 = getelementptr inbounds i8, i8* %1, i64 %77
  %79 = load i8, i8* %78, align 1, !tbaa !5
  %80 = icmp eq i8 %79, 0
  br i1 %80, label %81, label %83

81:                                               ; preds = %76
  %82 = getelementptr inbounds %struct.BIT_DStream_t, %struct.BIT_DStream_t* %0, i64 0, i32 1
  store i32 0, i32* %82, align 8, !tbaa !354
  br label %91

83:                                               ; preds = %76
  %84 = zext i8 %79 to i32
  %85 = tail call i32 @llvm.ctlz.i32(i32 %84, i1 true) #36, !range !18
  %86 = getelementptr inbounds %struct.BIT_DStream_t, %struct.BIT_DStream_t* %0, i64 0, i32 1
  %87 = trunc i64 %2 to i32
  %88 = mul nsw i32 %87, -8
  %89 = add nsw i32 %88, 41
  %90 = add nsw i32 %89, %85
  store i32 %90, i32* %86, align 8, !tbaa !354
  br label %91

91:                                               ; preds = %83, %81, %28, %23, %5
  %92 = phi i64 [ -72, %5 ], [ -1, %28 ], [ -20, %81 ], [ %2, %23 ], [ %2, %83 ]
  ret i64 %92
}

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local i64 @ZSTD_loadDEntropy(%struct.ZSTD_entropyDTables_t* noundef, i8* noundef, i64 noundef) local_unnamed_addr #0

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local void @ZSTD_buildFSETable(%struct.ZSTD_seqSymbol* nocapture noundef, i16* nocapture noundef readonly, i32 noundef, i32* nocapture noundef readonly, i8* nocapture noundef readonly, i32 noundef, i8* nocapture noundef, i64, i32 noundef) local_unnamed_addr #0

; Function Attrs: nofree nosync nounwind uwtable
define hidden fastcc void @ZSTD_buildFSETable_body_bmi2(%struct.ZSTD_seqSymbol* nocapture noundef %0, i16* nocapture noundef readonly %1, i32 noundef %2, i32* nocapture noundef readonly %3, i8* nocapture noundef readonly %4, i32 noundef %5, i8* nocapture noundef %6) unnamed_addr #5 {
  %8 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %0, i64 1
  %9 = add i32 %2, 1
  %10 = shl nuw i32 1, %5
  %11 = bitcast i8* %6 to i16*
  %12 = getelementptr inbounds i8, i8* %6, i64 106
  %13 = add i32 %10, -1
  %14 = icmp eq i32 %9, 0
  br i1 %14, label %15, label %22

15:                                               ; preds = %7
  %16 = bitcast %struct.ZSTD_seqSymbol* %0 to i32*
  store i32 1, i32* %16, align 4
  %17 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %0, i64 0, i32 3
  store i32 %5, i32* %17, align 4
  %18 = lshr i32 %10, 1
  %19 = lshr i32 %10, 3
  %20 = add nuw nsw i32 %19, 3
  %21 = add nuw i32 %20, %18
  br label %114

22:                                               ; preds = %7
  %23 = add i32 %5, -1
  %24 = shl i32 65536, %23
  %25 = ashr exact i32 %24, 16
  %26 = zext i32 %9 to i64
  %27 = and i64 %26, 1
  %28 = icmp eq i32 %2, 0
  br i1 %28, label %76, label %29

29:                                               ; preds = %22
  %30 = and i64 %26, 4294967294
  br label %31

31:                                               ; preds = %68, %29
  %32 = phi i64 [ 0, %29 ], [ %73, %68 ]
  %33 = phi i32 [ %13, %29 ], [ %71, %68 ]
  %34 = phi i32 [ 1, %29 ], [ %70, %68 ]
  %35 = phi i64 [ 0, %29 ], [ %74, %68 ]
  %36 = getelementptr inbounds i16, i16* %1, i64 %32
  %37 = load i16, i16* %36, align 2, !tbaa !41
  %38 = icmp eq i16 %37, -1
  br i1 %38, label %39, label %45

39:                                               ; preds = %31
  %40 = add i32 %33, -1
  %41 = zext i32 %33 to i64
  %42 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %8, i64 %41
  %43 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %42, i64 0, i32 3
  %44 = trunc i64 %32 to i32
  store i32 %44, i32* %43, align 4, !tbaa !355
  br label %49

45:                                               ; preds = %31
  %46 = sext i16 %37 to i32
  %47 = icmp sgt i32 %25, %46
  %48 = select i1 %47, i32 %34, i32 0
  br label %49

49:                                               ; preds = %45, %39
  %50 = phi i16 [ 1, %39 ], [ %37, %45 ]
  %51 = phi i32 [ %34, %39 ], [ %48, %45 ]
  %52 = phi i32 [ %40, %39 ], [ %33, %45 ]
  %53 = getelementptr inbounds i16, i16* %11, i64 %32
  store i16 %50, i16* %53, align 2
  %54 = or i64 %32, 1
  %55 = getelementptr inbounds i16, i16* %1, i64 %54
  %56 = load i16, i16* %55, align 2, !tbaa !41
  %57 = icmp eq i16 %56, -1
  br i1 %57, label %62, label %58

58:                                               ; preds = %49
  %59 = sext i16 %56 to i32
  %60 = icmp sgt i32 %25, %59
  %61 = select i1 %60, i32 %51, i32 0
  br label %68

62:                                               ; preds = %49
  %63 = add i32 %52, -1
  %64 = zext i32 %52 to i64
  %65 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %8, i64 %64
  %66 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %65, i64 0, i32 3
  %67 = trunc i64 %54 to i32
  store i32 %67, i32* %66, align 4, !tbaa !355
  br label %68

68:                                               ; preds = %62, %58
  %69 = phi i16 [ 1, %62 ], [ %56, %58 ]
  %70 = phi i32 [ %51, %62 ], [ %61, %58 ]
  %71 = phi i32 [ %63, %62 ], [ %52, %58 ]
  %72 = getelementptr inbounds i16, i16* %11, i64 %54
  store i16 %69, i16* %72, align 2
  %73 = add nuw nsw i64 %32, 2
  %74 = add i64 %35, 2
  %75 = icmp eq i64 %74, %30
  br i1 %75, label %76, label %31, !llvm.loop !357

76:                                               ; preds = %68, %22
  %77 = phi i32 [ undef, %22 ], [ %70, %68 ]
  %78 = phi i32 [ undef, %22 ], [ %71, %68 ]
  %79 = phi i64 [ 0, %22 ], [ %73, %68 ]
  %80 = phi i32 [ %13, %22 ], [ %71, %68 ]
  %81 = phi i32 [ 1, %22 ], [ %70, %68 ]
  %82 = icmp eq i64 %27, 0
  br i1 %82, label %102, label %83

83:                                               ; preds = %76
  %84 = getelementptr inbounds i16, i16* %1, i64 %79
  %85 = load i16, i16* %84, align 2, !tbaa !41
  %86 = icmp eq i16 %85, -1
  br i1 %86, label %91, label %87

87:                                               ; preds = %83
  %88 = sext i16 %85 to i32
  %89 = icmp sgt i32 %25, %88
  %90 = select i1 %89, i32 %81, i32 0
  br label %97

91:                                               ; preds = %83
  %92 = add i32 %80, -1
  %93 = zext i32 %80 to i64
  %94 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %8, i64 %93
  %95 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %94, i64 0, i32 3
  %96 = trunc i64 %79 to i32
  store i32 %96, i32* %95, align 4, !tbaa !355
  br label %97

97:                                               ; preds = %91, %87
  %98 = phi i16 [ 1, %91 ], [ %85, %87 ]
  %99 = phi i32 [ %81, %91 ], [ %90, %87 ]
  %100 = phi i32 [ %92, %91 ], [ %80, %87 ]
  %101 = getelementptr inbounds i16, i16* %11, i64 %79
  store i16 %98, i16* %101, align 2
  br label %102

102:                                              ; preds = %97, %76
  %103 = phi i32 [ %77, %76 ], [ %99, %97 ]
  %104 = phi i32 [ %78, %76 ], [ %100, %97 ]
  %105 = bitcast %struct.ZSTD_seqSymbol* %0 to i32*
  store i32 %103, i32* %105, align 4
  %106 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %0, i64 0, i32 3
  store i32 %5, i32* %106, align 4
  %107 = icmp eq i32 %104, %13
  %108 = lshr i32 %10, 3
  br i1 %107, label %109, label %233

109:                                              ; preds = %102
  %110 = add nuw nsw i32 %108, 3
  br label %120

111:                                              ; preds = %206
  %112 = lshr i32 %10, 1
  %113 = add nuw i32 %110, %112
  br label %114

114:                                              ; preds = %111, %15
  %115 = phi i32 [ %21, %15 ], [ %113, %111 ]
  %116 = zext i32 %13 to i64
  %117 = zext i32 %115 to i64
  %118 = zext i32 %10 to i64
  %119 = shl nuw nsw i64 %117, 1
  br label %212

120:                                              ; preds = %206, %109
  %121 = phi i64 [ 0, %109 ], [ %209, %206 ]
  %122 = phi i64 [ 0, %109 ], [ %208, %206 ]
  %123 = phi i64 [ 0, %109 ], [ %210, %206 ]
  %124 = getelementptr inbounds i16, i16* %1, i64 %121
  %125 = load i16, i16* %124, align 2, !tbaa !41
  %126 = getelementptr inbounds i8, i8* %12, i64 %122
  %127 = bitcast i8* %126 to i64*
  store i64 %123, i64* %127, align 1, !tbaa !26
  %128 = icmp sgt i16 %125, 8
  br i1 %128, label %129, label %206

129:                                              ; preds = %120
  %130 = zext i16 %125 to i64
  %131 = call i64 @llvm.umax.i64(i64 %130, i64 16)
  %132 = add nsw i64 %131, -9
  %133 = lshr i64 %132, 3
  %134 = add nuw nsw i64 %133, 1
  %135 = icmp ult i64 %132, 24
  br i1 %135, label %198, label %136

136:                                              ; preds = %129
  %137 = and i64 %134, 4611686018427387900
  %138 = shl i64 %137, 3
  %139 = or i64 %138, 8
  %140 = insertelement <2 x i64> poison, i64 %123, i64 0
  %141 = shufflevector <2 x i64> %140, <2 x i64> poison, <2 x i32> zeroinitializer
  %142 = insertelement <2 x i64> poison, i64 %123, i64 0
  %143 = shufflevector <2 x i64> %142, <2 x i64> poison, <2 x i32> zeroinitializer
  %144 = add nsw i64 %137, -4
  %145 = lshr exact i64 %144, 2
  %146 = add nuw nsw i64 %145, 1
  %147 = and i64 %146, 3
  %148 = icmp ult i64 %144, 12
  br i1 %148, label %181, label %149

149:                                              ; preds = %136
  %150 = and i64 %146, 9223372036854775804
  br label %151

151:                                              ; preds = %151, %149
  %152 = phi i64 [ 0, %149 ], [ %178, %151 ]
  %153 = phi i64 [ 0, %149 ], [ %179, %151 ]
  %154 = shl i64 %152, 3
  %155 = or i64 %154, 8
  %156 = getelementptr inbounds i8, i8* %126, i64 %155
  %157 = bitcast i8* %156 to <2 x i64>*
  store <2 x i64> %141, <2 x i64>* %157, align 1, !tbaa !26
  %158 = getelementptr inbounds i8, i8* %156, i64 16
  %159 = bitcast i8* %158 to <2 x i64>*
  store <2 x i64> %143, <2 x i64>* %159, align 1, !tbaa !26
  %160 = shl i64 %152, 3
  %161 = or i64 %160, 40
  %162 = getelementptr inbounds i8, i8* %126, i64 %161
  %163 = bitcast i8* %162 to <2 x i64>*
  store <2 x i64> %141, <2 x i64>* %163, align 1, !tbaa !26
  %164 = getelementptr inbounds i8, i8* %162, i64 16
  %165 = bitcast i8* %164 to <2 x i64>*
  store <2 x i64> %143, <2 x i64>* %165, align 1, !tbaa !26
  %166 = shl i64 %152, 3
  %167 = or i64 %166, 72
  %168 = getelementptr inbounds i8, i8* %126, i64 %167
  %169 = bitcast i8* %168 to <2 x i64>*
  store <2 x i64> %141, <2 x i64>* %169, align 1, !tbaa !26
  %170 = getelementptr inbounds i8, i8* %168, i64 16
  %171 = bitcast i8* %170 to <2 x i64>*
  store <2 x i64> %143, <2 x i64>* %171, align 1, !tbaa !26
  %172 = shl i64 %152, 3
  %173 = or i64 %172, 104
  %174 = getelementptr inbounds i8, i8* %126, i64 %173
  %175 = bitcast i8* %174 to <2 x i64>*
  store <2 x i64> %141, <2 x i64>* %175, align 1, !tbaa !26
  %176 = getelementptr inbounds i8, i8* %174, i64 16
  %177 = bitcast i8* %176 to <2 x i64>*
  store <2 x i64> %143, <2 x i64>* %177, align 1, !tbaa !26
  %178 = add nuw i64 %152, 16
  %179 = add nuw i64 %153, 4
  %180 = icmp eq i64 %179, %150
  br i1 %180, label %181, label %151, !llvm.loop !358

181:                                              ; preds = %151, %136
  %182 = phi i64 [ 0, %136 ], [ %178, %151 ]
  %183 = icmp eq i64 %147, 0
  br i1 %183, label %196, label %184

184:                                              ; preds = %184, %181
  %185 = phi i64 [ %193, %184 ], [ %182, %181 ]
  %186 = phi i64 [ %194, %184 ], [ 0, %181 ]
  %187 = shl i64 %185, 3
  %188 = or i64 %187, 8
  %189 = getelementptr inbounds i8, i8* %126, i64 %188
  %190 = bitcast i8* %189 to <2 x i64>*
  store <2 x i64> %141, <2 x i64>* %190, align 1, !tbaa !26
  %191 = getelementptr inbounds i8, i8* %189, i64 16
  %192 = bitcast i8* %191 to <2 x i64>*
  store <2 x i64> %143, <2 x i64>* %192, align 1, !tbaa !26
  %193 = add nuw i64 %185, 4
  %194 = add i64 %186, 1
  %195 = icmp eq i64 %194, %147
  br i1 %195, label %196, label %184, !llvm.loop !359

196:                                              ; preds = %184, %181
  %197 = icmp eq i64 %134, %137
  br i1 %197, label %206, label %198

198:                                              ; preds = %196, %129
  %199 = phi i64 [ 8, %129 ], [ %139, %196 ]
  br label %200

200:                                              ; preds = %200, %198
  %201 = phi i64 [ %204, %200 ], [ %199, %198 ]
  %202 = getelementptr inbounds i8, i8* %126, i64 %201
  %203 = bitcast i8* %202 to i64*
  store i64 %123, i64* %203, align 1, !tbaa !26
  %204 = add nuw nsw i64 %201, 8
  %205 = icmp ult i64 %204, %130
  br i1 %205, label %200, label %206, !llvm.loop !360

206:                                              ; preds = %200, %196, %120
  %207 = sext i16 %125 to i64
  %208 = add i64 %122, %207
  %209 = add nuw nsw i64 %121, 1
  %210 = add i64 %123, 72340172838076673
  %211 = icmp eq i64 %209, %26
  br i1 %211, label %111, label %120, !llvm.loop !361

212:                                              ; preds = %212, %114
  %213 = phi i64 [ 0, %114 ], [ %231, %212 ]
  %214 = phi i64 [ 0, %114 ], [ %230, %212 ]
  %215 = and i64 %214, %116
  %216 = getelementptr inbounds i8, i8* %12, i64 %213
  %217 = load i8, i8* %216, align 1, !tbaa !5
  %218 = zext i8 %217 to i32
  %219 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %8, i64 %215
  %220 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %219, i64 0, i32 3
  store i32 %218, i32* %220, align 4, !tbaa !355
  %221 = add nuw nsw i64 %214, %117
  %222 = and i64 %221, %116
  %223 = or i64 %213, 1
  %224 = getelementptr inbounds i8, i8* %12, i64 %223
  %225 = load i8, i8* %224, align 1, !tbaa !5
  %226 = zext i8 %225 to i32
  %227 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %8, i64 %222
  %228 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %227, i64 0, i32 3
  store i32 %226, i32* %228, align 4, !tbaa !355
  %229 = add nsw i64 %214, %119
  %230 = and i64 %229, %116
  %231 = add nuw nsw i64 %213, 2
  %232 = icmp ult i64 %231, %118
  br i1 %232, label %212, label %292, !llvm.loop !362

233:                                              ; preds = %102
  %234 = lshr i32 %10, 1
  %235 = add nuw nsw i32 %108, 3
  %236 = add nuw i32 %235, %234
  br label %237

237:                                              ; preds = %286, %233
  %238 = phi i64 [ 0, %233 ], [ %288, %286 ]
  %239 = phi i32 [ 0, %233 ], [ %287, %286 ]
  %240 = getelementptr inbounds i16, i16* %1, i64 %238
  %241 = load i16, i16* %240, align 2, !tbaa !41
  %242 = sext i16 %241 to i32
  %243 = icmp sgt i16 %241, 0
  br i1 %243, label %244, label %286

244:                                              ; preds = %237
  %245 = trunc i64 %238 to i32
  %246 = and i32 %242, 1
  %247 = icmp eq i16 %241, 1
  br i1 %247, label %273, label %248

248:                                              ; preds = %244
  %249 = and i32 %242, -2
  br label %250

250:                                              ; preds = %270, %248
  %251 = phi i32 [ %239, %248 ], [ %268, %270 ]
  %252 = phi i32 [ 0, %248 ], [ %271, %270 ]
  %253 = zext i32 %251 to i64
  %254 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %8, i64 %253
  %255 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %254, i64 0, i32 3
  store i32 %245, i32* %255, align 4, !tbaa !355
  br label %256

256:                                              ; preds = %256, %250
  %257 = phi i32 [ %251, %250 ], [ %259, %256 ]
  %258 = add i32 %236, %257
  %259 = and i32 %258, %13
  %260 = icmp ugt i32 %259, %104
  br i1 %260, label %256, label %261, !prof !343, !llvm.loop !363

261:                                              ; preds = %256
  %262 = zext i32 %259 to i64
  %263 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %8, i64 %262
  %264 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %263, i64 0, i32 3
  store i32 %245, i32* %264, align 4, !tbaa !355
  br label %265

265:                                              ; preds = %265, %261
  %266 = phi i32 [ %259, %261 ], [ %268, %265 ]
  %267 = add i32 %236, %266
  %268 = and i32 %267, %13
  %269 = icmp ugt i32 %268, %104
  br i1 %269, label %265, label %270, !prof !343, !llvm.loop !363

270:                                              ; preds = %265
  %271 = add i32 %252, 2
  %272 = icmp eq i32 %271, %249
  br i1 %272, label %273, label %250, !llvm.loop !364

273:                                              ; preds = %270, %244
  %274 = phi i32 [ undef, %244 ], [ %268, %270 ]
  %275 = phi i32 [ %239, %244 ], [ %268, %270 ]
  %276 = icmp eq i32 %246, 0
  br i1 %276, label %286, label %277

277:                                              ; preds = %273
  %278 = zext i32 %275 to i64
  %279 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %8, i64 %278
  %280 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %279, i64 0, i32 3
  store i32 %245, i32* %280, align 4, !tbaa !355
  br label %281

281:                                              ; preds = %281, %277
  %282 = phi i32 [ %275, %277 ], [ %284, %281 ]
  %283 = add i32 %236, %282
  %284 = and i32 %283, %13
  %285 = icmp ugt i32 %284, %104
  br i1 %285, label %281, label %286, !prof !343, !llvm.loop !363

286:                                              ; preds = %281, %273, %237
  %287 = phi i32 [ %239, %237 ], [ %274, %273 ], [ %284, %281 ]
  %288 = add nuw nsw i64 %238, 1
  %289 = icmp eq i64 %288, %26
  br i1 %289, label %290, label %237, !llvm.loop !365

290:                                              ; preds = %286
  %291 = zext i32 %10 to i64
  br label %292

292:                                              ; preds = %290, %212
  %293 = phi i64 [ %291, %290 ], [ %118, %212 ]
  %294 = add i32 %5, -31
  br label %295

295:                                              ; preds = %295, %292
  %296 = phi i64 [ 0, %292 ], [ %319, %295 ]
  %297 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %8, i64 %296
  %298 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %297, i64 0, i32 3
  %299 = load i32, i32* %298, align 4, !tbaa !355
  %300 = zext i32 %299 to i64
  %301 = getelementptr inbounds i16, i16* %11, i64 %300
  %302 = load i16, i16* %301, align 2, !tbaa !41
  %303 = add i16 %302, 1
  store i16 %303, i16* %301, align 2, !tbaa !41
  %304 = zext i16 %302 to i32
  %305 = tail call i32 @llvm.ctlz.i32(i32 %304, i1 true) #36, !range !18
  %306 = add i32 %294, %305
  %307 = trunc i32 %306 to i8
  %308 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %297, i64 0, i32 2
  store i8 %307, i8* %308, align 1, !tbaa !366
  %309 = and i32 %306, 255
  %310 = shl i32 %304, %309
  %311 = sub i32 %310, %10
  %312 = trunc i32 %311 to i16
  %313 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %297, i64 0, i32 0
  store i16 %312, i16* %313, align 4, !tbaa !367
  %314 = getelementptr inbounds i8, i8* %4, i64 %300
  %315 = load i8, i8* %314, align 1, !tbaa !5
  %316 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %297, i64 0, i32 1
  store i8 %315, i8* %316, align 2, !tbaa !368
  %317 = getelementptr inbounds i32, i32* %3, i64 %300
  %318 = load i32, i32* %317, align 4, !tbaa !15
  store i32 %318, i32* %298, align 4, !tbaa !355
  %319 = add nuw nsw i64 %296, 1
  %320 = icmp eq i64 %319, %293
  br i1 %320, label %321, label %295, !llvm.loop !369

321:                                              ; preds = %295
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local %struct.ZSTD_DDict_s* @ZSTD_createDDict(i8* noundef %0, i64 noundef %1) local_unnamed_addr #6 {
  %3 = tail call noalias dereferenceable_or_null(27352) i8* @malloc(i64 noundef 27352) #36
  %4 = bitcast i8* %3 to %struct.ZSTD_DDict_s*
  %5 = icmp eq i8* %3, null
  br i1 %5, label %61, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, i8* %3, i64 27328
  %8 = getelementptr inbounds i8, i8* %3, i64 27336
  %9 = bitcast i8* %8 to void (i8*, i8*)**
  %10 = getelementptr inbounds i8, i8* %3, i64 27344
  %11 = bitcast i8* %10 to i8**
  %12 = icmp ne i8* %0, null
  %13 = icmp ne i64 %1, 0
  %14 = and i1 %12, %13
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  br i1 %14, label %23, label %15

15:                                               ; preds = %6
  %16 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 0
  store i8* null, i8** %16, align 8, !tbaa !370
  %17 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 1
  store i8* %0, i8** %17, align 8, !tbaa !373
  br i1 %12, label %29, label %18

18:                                               ; preds = %15
  %19 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 2
  store i64 0, i64* %19, align 8, !tbaa !374
  %20 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 3, i32 3, i64 0
  store i32 201326604, i32* %20, align 8, !tbaa !15
  %21 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 4
  store i32 0, i32* %21, align 4, !tbaa !375
  %22 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 5
  store i32 0, i32* %22, align 8, !tbaa !376
  br label %61

23:                                               ; preds = %6
  %24 = tail call noalias i8* @malloc(i64 noundef %1) #36
  %25 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 0
  store i8* %24, i8** %25, align 8, !tbaa !370
  %26 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 1
  store i8* %24, i8** %26, align 8, !tbaa !373
  %27 = icmp eq i8* %24, null
  br i1 %27, label %60, label %28

28:                                               ; preds = %23
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %24, i8* nonnull align 1 %0, i64 %1, i1 false) #36
  br label %29

29:                                               ; preds = %28, %15
  %30 = phi i8* [ %0, %15 ], [ %24, %28 ]
  %31 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 2
  store i64 %1, i64* %31, align 8, !tbaa !374
  %32 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 3, i32 3, i64 0
  store i32 201326604, i32* %32, align 8, !tbaa !15
  %33 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 4
  store i32 0, i32* %33, align 4, !tbaa !375
  %34 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 5
  store i32 0, i32* %34, align 8, !tbaa !376
  %35 = icmp ult i64 %1, 8
  br i1 %35, label %61, label %36

36:                                               ; preds = %29
  %37 = bitcast i8* %30 to i32*
  %38 = load i32, i32* %37, align 1, !tbaa !15
  %39 = icmp eq i32 %38, -332356553
  br i1 %39, label %40, label %61

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, i8* %30, i64 4
  %42 = bitcast i8* %41 to i32*
  %43 = load i32, i32* %42, align 1, !tbaa !15
  store i32 %43, i32* %33, align 4, !tbaa !375
  %44 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 3
  %45 = tail call i64 @ZSTD_loadDEntropy(%struct.ZSTD_entropyDTables_t* noundef nonnull %44, i8* noundef nonnull %30, i64 noundef %1) #36
  %46 = icmp ult i64 %45, -119
  br i1 %46, label %47, label %48

47:                                               ; preds = %40
  store i32 1, i32* %34, align 8, !tbaa !376
  br label %61

48:                                               ; preds = %40
  %49 = load void (i8*, i8*)*, void (i8*, i8*)** %9, align 8, !tbaa.struct !34
  %50 = load i8*, i8** %11, align 8, !tbaa.struct !36
  %51 = bitcast i8* %3 to i8**
  %52 = load i8*, i8** %51, align 8, !tbaa !370
  %53 = icmp eq i8* %52, null
  %54 = icmp eq void (i8*, i8*)* %49, null
  br i1 %53, label %58, label %55

55:                                               ; preds = %48
  br i1 %54, label %57, label %56

56:                                               ; preds = %55
  tail call void %49(i8* noundef %50, i8* noundef nonnull %52) #36
  br label %59

57:                                               ; preds = %55
  tail call void @free(i8* noundef nonnull %52) #36
  br label %60

58:                                               ; preds = %48
  br i1 %54, label %60, label %59

59:                                               ; preds = %58, %56
  tail call void %49(i8* noundef %50, i8* noundef nonnull %3) #36
  br label %61

60:                                               ; preds = %58, %57, %23
  tail call void @free(i8* noundef nonnull %3) #36
  br label %61

61:                                               ; preds = %60, %59, %47, %36, %29, %18, %2
  %62 = phi %struct.ZSTD_DDict_s* [ null, %2 ], [ null, %60 ], [ null, %59 ], [ %4, %36 ], [ %4, %29 ], [ %4, %18 ], [ %4, %47 ]
  ret %struct.ZSTD_DDict_s* %62
}

; Function Attrs: nounwind uwtable
define dso_local %struct.ZSTD_DDict_s* @ZSTD_createDDict_byReference(i8* noundef %0, i64 noundef %1) local_unnamed_addr #6 {
  %3 = tail call noalias dereferenceable_or_null(27352) i8* @malloc(i64 noundef 27352) #36
  %4 = bitcast i8* %3 to %struct.ZSTD_DDict_s*
  %5 = icmp eq i8* %3, null
  br i1 %5, label %46, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, i8* %3, i64 27328
  %8 = getelementptr inbounds i8, i8* %3, i64 27336
  %9 = bitcast i8* %8 to void (i8*, i8*)**
  %10 = getelementptr inbounds i8, i8* %3, i64 27344
  %11 = bitcast i8* %10 to i8**
  %12 = icmp eq i8* %0, null
  %13 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 0
  store i8* null, i8** %13, align 8, !tbaa !370
  %14 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 1
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  store i8* %0, i8** %14, align 8, !tbaa !373
  %15 = select i1 %12, i64 0, i64 %1
  %16 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 2
  store i64 %15, i64* %16, align 8, !tbaa !374
  %17 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 3, i32 3, i64 0
  store i32 201326604, i32* %17, align 8, !tbaa !15
  %18 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 4
  store i32 0, i32* %18, align 4, !tbaa !375
  %19 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 5
  store i32 0, i32* %19, align 8, !tbaa !376
  %20 = icmp ult i64 %15, 8
  br i1 %20, label %46, label %21

21:                                               ; preds = %6
  %22 = bitcast i8* %0 to i32*
  %23 = load i32, i32* %22, align 1, !tbaa !15
  %24 = icmp eq i32 %23, -332356553
  br i1 %24, label %25, label %46

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, i8* %0, i64 4
  %27 = bitcast i8* %26 to i32*
  %28 = load i32, i32* %27, align 1, !tbaa !15
  store i32 %28, i32* %18, align 4, !tbaa !375
  %29 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %4, i64 0, i32 3
  %30 = tail call i64 @ZSTD_loadDEntropy(%struct.ZSTD_entropyDTables_t* noundef nonnull %29, i8* noundef nonnull %0, i64 noundef %15) #36
  %31 = icmp ult i64 %30, -119
  br i1 %31, label %32, label %33

32:                                               ; preds = %25
  store i32 1, i32* %19, align 8, !tbaa !376
  br label %46

33:                                               ; preds = %25
  %34 = load void (i8*, i8*)*, void (i8*, i8*)** %9, align 8, !tbaa.struct !34
  %35 = load i8*, i8** %11, align 8, !tbaa.struct !36
  %36 = bitcast i8* %3 to i8**
  %37 = load i8*, i8** %36, align 8, !tbaa !370
  %38 = icmp eq i8* %37, null
  %39 = icmp eq void (i8*, i8*)* %34, null
  br i1 %38, label %43, label %40

40:                                               ; preds = %33
  br i1 %39, label %42, label %41

41:                                               ; preds = %40
  tail call void %34(i8* noundef %35, i8* noundef nonnull %37) #36
  br label %44

42:                                               ; preds = %40
  tail call void @free(i8* noundef nonnull %37) #36
  br label %45

43:                                               ; preds = %33
  br i1 %39, label %45, label %44

44:                                               ; preds = %43, %41
  tail call void %34(i8* noundef %35, i8* noundef nonnull %3) #36
  br label %46

45:                                               ; preds = %43, %42
  tail call void @free(i8* noundef nonnull %3) #36
  br label %46

46:                                               ; preds = %45, %44, %32, %21, %6, %2
  %47 = phi %struct.ZSTD_DDict_s* [ null, %2 ], [ null, %45 ], [ null, %44 ], [ %4, %21 ], [ %4, %6 ], [ %4, %32 ]
  ret %struct.ZSTD_DDict_s* %47
}

; Function Attrs: nounwind uwtable
define dso_local %struct.ZSTD_DCtx_s* @ZSTD_createDCtx() local_unnamed_addr #6 {
  %1 = tail call noalias dereferenceable_or_null(95968) i8* @malloc(i64 noundef 95968) #36
  %2 = bitcast i8* %1 to %struct.ZSTD_DCtx_s*
  %3 = icmp eq i8* %1, null
  br i1 %3, label %57, label %4

4:                                                ; preds = %0
  %5 = getelementptr inbounds i8, i8* %1, i64 30128
  %6 = getelementptr inbounds i8, i8* %1, i64 30168
  %7 = bitcast i8* %6 to i64*
  store i64 0, i64* %7, align 8, !tbaa !377
  %8 = getelementptr inbounds i8, i8* %1, i64 30184
  %9 = getelementptr inbounds i8, i8* %1, i64 29912
  %10 = bitcast i8* %9 to i8**
  store i8* null, i8** %10, align 8, !tbaa !380
  %11 = getelementptr inbounds i8, i8* %1, i64 30204
  %12 = bitcast i8* %11 to i32*
  store i32 0, i32* %12, align 4, !tbaa !381
  %13 = getelementptr inbounds i8, i8* %1, i64 30208
  %14 = bitcast i8* %13 to i32*
  store i32 0, i32* %14, align 8, !tbaa !382
  %15 = getelementptr inbounds i8, i8* %1, i64 30280
  %16 = bitcast i8* %15 to i64*
  store i64 0, i64* %16, align 8, !tbaa !383
  %17 = getelementptr inbounds i8, i8* %1, i64 30236
  %18 = getelementptr inbounds i8, i8* %1, i64 30316
  %19 = bitcast i8* %18 to i32*
  store i32 0, i32* %19, align 4, !tbaa !384
  %20 = getelementptr inbounds i8, i8* %1, i64 95960
  %21 = bitcast i8* %20 to i64*
  store i64 0, i64* %21, align 8, !tbaa !385
  %22 = getelementptr inbounds i8, i8* %1, i64 30176
  %23 = bitcast i8* %22 to i32*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false) #36
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(20) %17, i8 0, i64 20, i1 false) #36
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  store i32 1, i32* %23, align 8, !tbaa !386
  %24 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #38, !srcloc !305
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %37, label %26

26:                                               ; preds = %4
  %27 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #38, !srcloc !306
  %28 = icmp ugt i32 %24, 6
  br i1 %28, label %29, label %37

29:                                               ; preds = %26
  %30 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #38, !srcloc !307
  %31 = extractvalue { i32, i32, i32 } %30, 1
  %32 = and i32 %31, 8
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %37, label %34

34:                                               ; preds = %29
  %35 = lshr i32 %31, 8
  %36 = and i32 %35, 1
  br label %37

37:                                               ; preds = %34, %29, %26, %4
  %38 = phi i32 [ 0, %29 ], [ %36, %34 ], [ 0, %26 ], [ 0, %4 ]
  %39 = getelementptr inbounds i8, i8* %1, i64 30180
  %40 = bitcast i8* %39 to i32*
  store i32 %38, i32* %40, align 4, !tbaa !387
  %41 = getelementptr inbounds i8, i8* %1, i64 30216
  %42 = bitcast i8* %41 to %struct.ZSTD_DDictHashSet**
  store %struct.ZSTD_DDictHashSet* null, %struct.ZSTD_DDictHashSet** %42, align 8, !tbaa !388
  %43 = getelementptr inbounds i8, i8* %1, i64 30104
  %44 = bitcast i8* %43 to i32*
  store i32 0, i32* %44, align 8, !tbaa !389
  %45 = getelementptr inbounds i8, i8* %1, i64 30264
  %46 = bitcast i8* %45 to i64*
  store i64 134217729, i64* %46, align 8, !tbaa !390
  %47 = getelementptr inbounds i8, i8* %1, i64 30320
  %48 = bitcast i8* %47 to i32*
  store i32 0, i32* %48, align 8, !tbaa !391
  %49 = getelementptr inbounds i8, i8* %1, i64 30108
  %50 = bitcast i8* %49 to i32*
  store i32 0, i32* %50, align 4, !tbaa !392
  %51 = getelementptr inbounds i8, i8* %1, i64 30224
  %52 = bitcast i8* %51 to i32*
  store i32 0, i32* %52, align 8, !tbaa !393
  %53 = getelementptr inbounds i8, i8* %1, i64 30228
  %54 = bitcast i8* %53 to i32*
  store i32 0, i32* %54, align 4, !tbaa !394
  %55 = getelementptr inbounds i8, i8* %1, i64 30232
  %56 = bitcast i8* %55 to i32*
  store i32 0, i32* %56, align 8, !tbaa !395
  br label %57

57:                                               ; preds = %37, %0
  %58 = phi %struct.ZSTD_DCtx_s* [ %2, %37 ], [ null, %0 ]
  ret %struct.ZSTD_DCtx_s* %58
}

; Function Attrs: nounwind uwtable
declare hidden fastcc i64 @ZSTD_decompressMultiFrame(%struct.ZSTD_DCtx_s* noundef, i8* noundef, i64 noundef, i8* noundef, i64 noundef, i8* noundef, i64 noundef, %struct.ZSTD_DDict_s* noundef) unnamed_addr #6

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i64 @ZSTD_decompressBegin_usingDict(%struct.ZSTD_DCtx_s* noundef %0, i8* noundef %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 20
  %5 = load i32, i32* %4, align 8, !tbaa !389
  %6 = icmp eq i32 %5, 0
  %7 = select i1 %6, i64 5, i64 1
  %8 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 10
  store i64 %7, i64* %8, align 8, !tbaa !396
  %9 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 12
  %10 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 6
  %11 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 3, i64 0
  %12 = bitcast i8** %10 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %12, i8 0, i64 32, i1 false) #36
  %13 = bitcast i64* %9 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %13, i8 0, i64 16, i1 false) #36
  store i32 201326604, i32* %11, align 8, !tbaa !15
  %14 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 17
  %15 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 16
  %16 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 32
  store i32 0, i32* %16, align 8, !tbaa !397
  %17 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 14
  %18 = bitcast i32* %17 to <4 x i32>*
  store <4 x i32> <i32 3, i32 0, i32 0, i32 0>, <4 x i32>* %18, align 8, !tbaa !5
  %19 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 28
  store i32 1, i32* %19, align 8, !tbaa !386
  %20 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 4, i64 0
  %21 = bitcast i32* %20 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %21, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @repStartValue to i8*), i64 12, i1 false) #36
  %22 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 0, i64 0
  %23 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 0
  store %struct.ZSTD_seqSymbol* %22, %struct.ZSTD_seqSymbol** %23, align 8, !tbaa !398
  %24 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 2, i64 0
  %25 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 1
  store %struct.ZSTD_seqSymbol* %24, %struct.ZSTD_seqSymbol** %25, align 8, !tbaa !399
  %26 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 1, i64 0
  %27 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 2
  store %struct.ZSTD_seqSymbol* %26, %struct.ZSTD_seqSymbol** %27, align 8, !tbaa !400
  %28 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 3
  store i32* %11, i32** %28, align 8, !tbaa !401
  %29 = icmp ne i8* %1, null
  %30 = icmp ne i64 %2, 0
  %31 = and i1 %29, %30
  br i1 %31, label %32, label %69

32:                                               ; preds = %3
  %33 = icmp ult i64 %2, 8
  br i1 %33, label %34, label %38

34:                                               ; preds = %32
  %35 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 7
  %36 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 8
  store i8* %1, i8** %36, align 8, !tbaa !402
  store i8* %1, i8** %35, align 8, !tbaa !403
  %37 = getelementptr inbounds i8, i8* %1, i64 %2
  br label %67

38:                                               ; preds = %32
  %39 = bitcast i8* %1 to i32*
  %40 = load i32, i32* %39, align 1, !tbaa !15
  %41 = icmp eq i32 %40, -332356553
  br i1 %41, label %46, label %42

42:                                               ; preds = %38
  %43 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 7
  %44 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 8
  store i8* %1, i8** %44, align 8, !tbaa !402
  store i8* %1, i8** %43, align 8, !tbaa !403
  %45 = getelementptr inbounds i8, i8* %1, i64 %2
  br label %67

46:                                               ; preds = %38
  %47 = getelementptr inbounds i8, i8* %1, i64 4
  %48 = bitcast i8* %47 to i32*
  %49 = load i32, i32* %48, align 1, !tbaa !15
  store i32 %49, i32* %16, align 8, !tbaa !397
  %50 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4
  %51 = tail call i64 @ZSTD_loadDEntropy(%struct.ZSTD_entropyDTables_t* noundef nonnull %50, i8* noundef nonnull %1, i64 noundef %2) #36
  %52 = icmp ult i64 %51, -119
  %53 = select i1 %52, i64 %51, i64 0
  %54 = getelementptr i8, i8* %1, i64 %53
  br i1 %52, label %55, label %69

55:                                               ; preds = %46
  %56 = sub i64 %2, %51
  store i32 1, i32* %14, align 4, !tbaa !404
  store i32 1, i32* %15, align 8, !tbaa !405
  %57 = load i8*, i8** %10, align 8, !tbaa !406
  %58 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 9
  store i8* %57, i8** %58, align 8, !tbaa !380
  %59 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 7
  %60 = load i8*, i8** %59, align 8, !tbaa !403
  %61 = ptrtoint i8* %57 to i64
  %62 = ptrtoint i8* %60 to i64
  %63 = sub i64 %62, %61
  %64 = getelementptr inbounds i8, i8* %54, i64 %63
  %65 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 8
  store i8* %64, i8** %65, align 8, !tbaa !402
  store i8* %54, i8** %59, align 8, !tbaa !403
  %66 = getelementptr inbounds i8, i8* %54, i64 %56
  br label %67

67:                                               ; preds = %55, %42, %34
  %68 = phi i8* [ %66, %55 ], [ %45, %42 ], [ %37, %34 ]
  store i8* %68, i8** %10, align 8, !tbaa !406
  br label %69

69:                                               ; preds = %67, %46, %3
  %70 = phi i64 [ 0, %3 ], [ -30, %46 ], [ 0, %67 ]
  ret i64 %70
}

; Function Attrs: nounwind uwtable
declare dso_local i64 @ZSTD_decompressBlock_internal(%struct.ZSTD_DCtx_s* noundef, i8* noundef, i64 noundef, i8* noundef, i64 noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind uwtable
define hidden fastcc i64 @ZSTD_buildSeqTable(%struct.ZSTD_seqSymbol* noundef %0, %struct.ZSTD_seqSymbol** nocapture noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i8* noundef %5, i64 noundef %6, i32* nocapture noundef readonly %7, i8* nocapture noundef readonly %8, %struct.ZSTD_seqSymbol* noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, i32* nocapture noundef %13, i32 noundef %14) unnamed_addr #0 {
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [53 x i16], align 16
  store i32 %3, i32* %16, align 4, !tbaa !15
  switch i32 %2, label %70 [
    i32 1, label %19
    i32 0, label %37
    i32 3, label %38
    i32 2, label %56
  ]

19:                                               ; preds = %15
  %20 = icmp eq i64 %6, 0
  br i1 %20, label %70, label %21

21:                                               ; preds = %19
  %22 = load i8, i8* %5, align 1, !tbaa !5
  %23 = zext i8 %22 to i32
  %24 = icmp ugt i32 %23, %3
  br i1 %24, label %70, label %25

25:                                               ; preds = %21
  %26 = zext i8 %22 to i64
  %27 = getelementptr inbounds i32, i32* %7, i64 %26
  %28 = load i32, i32* %27, align 4, !tbaa !15
  %29 = getelementptr inbounds i8, i8* %8, i64 %26
  %30 = load i8, i8* %29, align 1, !tbaa !5
  %31 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %0, i64 0, i32 3
  store i32 0, i32* %31, align 4, !tbaa !55
  %32 = bitcast %struct.ZSTD_seqSymbol* %0 to i32*
  store i32 0, i32* %32, align 4, !tbaa !57
  %33 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %0, i64 1, i32 2
  store i8 0, i8* %33, align 1, !tbaa !366
  %34 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %0, i64 1, i32 0
  store i16 0, i16* %34, align 4, !tbaa !367
  %35 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %0, i64 1, i32 1
  store i8 %30, i8* %35, align 2, !tbaa !368
  %36 = getelementptr inbounds %struct.ZSTD_seqSymbol, %struct.ZSTD_seqSymbol* %0, i64 1, i32 3
  store i32 %28, i32* %36, align 4, !tbaa !355
  store %struct.ZSTD_seqSymbol* %0, %struct.ZSTD_seqSymbol** %1, align 8, !tbaa !35
  br label %70

37:                                               ; preds = %15
  store %struct.ZSTD_seqSymbol* %9, %struct.ZSTD_seqSymbol** %1, align 8, !tbaa !35
  br label %70

38:                                               ; preds = %15
  %39 = icmp eq i32 %10, 0
  br i1 %39, label %70, label %40

40:                                               ; preds = %38
  %41 = icmp ne i32 %11, 0
  %42 = icmp sgt i32 %12, 24
  %43 = and i1 %41, %42
  br i1 %43, label %44, label %70

44:                                               ; preds = %40
  %45 = bitcast %struct.ZSTD_seqSymbol** %1 to i8**
  %46 = load i8*, i8** %45, align 8, !tbaa !35
  %47 = shl nuw i32 1, %4
  %48 = add nuw nsw i32 %47, 1
  %49 = zext i32 %48 to i64
  %50 = shl nuw nsw i64 %49, 3
  br label %51

51:                                               ; preds = %51, %44
  %52 = phi i64 [ 0, %44 ], [ %54, %51 ]
  %53 = getelementptr inbounds i8, i8* %46, i64 %52
  tail call void @llvm.prefetch.p0i8(i8* %53, i32 0, i32 2, i32 1)
  %54 = add nuw nsw i64 %52, 64
  %55 = icmp ult i64 %54, %50
  br i1 %55, label %51, label %70, !llvm.loop !407

56:                                               ; preds = %15
  %57 = bitcast i32* %17 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %57) #36
  %58 = bitcast [53 x i16]* %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 106, i8* nonnull %58) #36
  %59 = getelementptr inbounds [53 x i16], [53 x i16]* %18, i64 0, i64 0
  %60 = call i64 @FSE_readNCount_bmi2(i16* noundef nonnull %59, i32* noundef nonnull %16, i32* noundef nonnull %17, i8* noundef %5, i64 noundef %6, i32 noundef 0) #36
  %61 = icmp ult i64 %60, -119
  br i1 %61, label %62, label %68

62:                                               ; preds = %56
  %63 = load i32, i32* %17, align 4, !tbaa !15
  %64 = icmp ugt i32 %63, %4
  br i1 %64, label %68, label %65

65:                                               ; preds = %62
  %66 = load i32, i32* %16, align 4, !tbaa !15
  %67 = bitcast i32* %13 to i8*
  call void @ZSTD_buildFSETable(%struct.ZSTD_seqSymbol* noundef %0, i16* noundef nonnull %59, i32 noundef %66, i32* noundef %7, i8* noundef %8, i32 noundef %63, i8* noundef %67, i64 undef, i32 noundef %14)
  store %struct.ZSTD_seqSymbol* %0, %struct.ZSTD_seqSymbol** %1, align 8, !tbaa !35
  br label %68

68:                                               ; preds = %65, %62, %56
  %69 = phi i64 [ %60, %65 ], [ -20, %56 ], [ -20, %62 ]
  call void @llvm.lifetime.end.p0i8(i64 106, i8* nonnull %58) #36
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %57) #36
  br label %70

70:                                               ; preds = %68, %51, %40, %38, %37, %25, %21, %19, %15
  %71 = phi i64 [ %69, %68 ], [ 0, %37 ], [ 1, %25 ], [ -72, %19 ], [ -20, %21 ], [ -20, %38 ], [ 0, %40 ], [ -1, %15 ], [ 0, %51 ]
  ret i64 %71
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressDCtx(%struct.ZSTD_DCtx_s* noundef %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4) local_unnamed_addr #6 {
  %6 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 34
  %7 = load i32, i32* %6, align 8, !tbaa !382
  switch i32 %7, label %8 [
    i32 1, label %34
    i32 -1, label %31
  ]

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 30
  %10 = load %struct.ZSTD_DDict_s*, %struct.ZSTD_DDict_s** %9, align 8, !tbaa !408
  %11 = icmp eq %struct.ZSTD_DDict_s* %10, null
  br i1 %11, label %29, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %10, i64 0, i32 6, i32 1
  %14 = load void (i8*, i8*)*, void (i8*, i8*)** %13, align 8, !tbaa.struct !34
  %15 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %10, i64 0, i32 6, i32 2
  %16 = load i8*, i8** %15, align 8, !tbaa.struct !36
  %17 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %10, i64 0, i32 0
  %18 = load i8*, i8** %17, align 8, !tbaa !370
  %19 = icmp eq i8* %18, null
  %20 = icmp eq void (i8*, i8*)* %14, null
  br i1 %19, label %24, label %21

21:                                               ; preds = %12
  br i1 %20, label %23, label %22

22:                                               ; preds = %21
  tail call void %14(i8* noundef %16, i8* noundef nonnull %18) #36
  br label %25

23:                                               ; preds = %21
  tail call void @free(i8* noundef nonnull %18) #36
  br label %27

24:                                               ; preds = %12
  br i1 %20, label %27, label %25

25:                                               ; preds = %24, %22
  %26 = bitcast %struct.ZSTD_DDict_s* %10 to i8*
  tail call void %14(i8* noundef %16, i8* noundef nonnull %26) #36
  br label %29

27:                                               ; preds = %24, %23
  %28 = bitcast %struct.ZSTD_DDict_s* %10 to i8*
  tail call void @free(i8* noundef nonnull %28) #36
  br label %29

29:                                               ; preds = %27, %25, %8
  store i32 0, i32* %6, align 8, !tbaa !382
  %30 = bitcast %struct.ZSTD_DDict_s** %9 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %30, i8 0, i64 16, i1 false) #36
  br label %37

31:                                               ; preds = %5
  %32 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 31
  %33 = load %struct.ZSTD_DDict_s*, %struct.ZSTD_DDict_s** %32, align 8, !tbaa !409
  br label %37

34:                                               ; preds = %5
  store i32 0, i32* %6, align 8, !tbaa !382
  %35 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 31
  %36 = load %struct.ZSTD_DDict_s*, %struct.ZSTD_DDict_s** %35, align 8, !tbaa !409
  br label %37

37:                                               ; preds = %34, %31, %29
  %38 = phi %struct.ZSTD_DDict_s* [ null, %29 ], [ %33, %31 ], [ %36, %34 ]
  %39 = tail call fastcc i64 @ZSTD_decompressMultiFrame(%struct.ZSTD_DCtx_s* noundef nonnull %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i8* noundef null, i64 noundef 0, %struct.ZSTD_DDict_s* noundef %38) #36
  ret i64 %39
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i64 @ZSTD_decompressBegin(%struct.ZSTD_DCtx_s* noundef %0) local_unnamed_addr #19 {
  %2 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 20
  %3 = load i32, i32* %2, align 8, !tbaa !389
  %4 = icmp eq i32 %3, 0
  %5 = select i1 %4, i64 5, i64 1
  %6 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 10
  store i64 %5, i64* %6, align 8, !tbaa !396
  %7 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 12
  %8 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 6
  %9 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 3, i64 0
  %10 = bitcast i8** %8 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  %11 = bitcast i64* %7 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %11, i8 0, i64 16, i1 false)
  store i32 201326604, i32* %9, align 8, !tbaa !15
  %12 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 32
  store i32 0, i32* %12, align 8, !tbaa !397
  %13 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 14
  %14 = bitcast i32* %13 to <4 x i32>*
  store <4 x i32> <i32 3, i32 0, i32 0, i32 0>, <4 x i32>* %14, align 8, !tbaa !5
  %15 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 28
  store i32 1, i32* %15, align 8, !tbaa !386
  %16 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 4, i64 0
  %17 = bitcast i32* %16 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %17, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @repStartValue to i8*), i64 12, i1 false)
  %18 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 0, i64 0
  %19 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 0
  store %struct.ZSTD_seqSymbol* %18, %struct.ZSTD_seqSymbol** %19, align 8, !tbaa !398
  %20 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 2, i64 0
  %21 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 1
  store %struct.ZSTD_seqSymbol* %20, %struct.ZSTD_seqSymbol** %21, align 8, !tbaa !399
  %22 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 1, i64 0
  %23 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 2
  store %struct.ZSTD_seqSymbol* %22, %struct.ZSTD_seqSymbol** %23, align 8, !tbaa !400
  %24 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 3
  store i32* %9, i32** %24, align 8, !tbaa !401
  ret i64 0
}

; Function Attrs: nounwind uwtable
define dso_local %struct.ZSTD_DCtx_s* @ZSTD_createDStream_advanced(%struct.ZSTD_customMem* nocapture noundef readonly byval(%struct.ZSTD_customMem) align 8 %0) local_unnamed_addr #6 {
  %2 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %0, i64 0, i32 0
  %3 = load i8* (i8*, i64)*, i8* (i8*, i64)** %2, align 8
  %4 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %0, i64 0, i32 1
  %5 = load void (i8*, i8*)*, void (i8*, i8*)** %4, align 8
  %6 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %0, i64 0, i32 2
  %7 = load i8*, i8** %6, align 8
  %8 = icmp eq i8* (i8*, i64)* %3, null
  %9 = icmp eq void (i8*, i8*)* %5, null
  %10 = xor i1 %8, %9
  br i1 %10, label %78, label %11

11:                                               ; preds = %1
  br i1 %8, label %14, label %12

12:                                               ; preds = %11
  %13 = tail call i8* %3(i8* noundef %7, i64 noundef 95968) #36
  br label %16

14:                                               ; preds = %11
  %15 = tail call noalias dereferenceable_or_null(95968) i8* @malloc(i64 noundef 95968) #36
  br label %16

16:                                               ; preds = %14, %12
  %17 = phi i8* [ %13, %12 ], [ %15, %14 ]
  %18 = bitcast i8* %17 to %struct.ZSTD_DCtx_s*
  %19 = icmp eq i8* %17, null
  br i1 %19, label %78, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, i8* %17, i64 30128
  %22 = bitcast i8* %21 to i8* (i8*, i64)**
  store i8* (i8*, i64)* %3, i8* (i8*, i64)** %22, align 8, !tbaa.struct !302
  %23 = getelementptr inbounds i8, i8* %17, i64 30136
  %24 = bitcast i8* %23 to void (i8*, i8*)**
  store void (i8*, i8*)* %5, void (i8*, i8*)** %24, align 8, !tbaa.struct !34
  %25 = getelementptr inbounds i8, i8* %17, i64 30144
  %26 = bitcast i8* %25 to i8**
  store i8* %7, i8** %26, align 8, !tbaa.struct !36
  %27 = getelementptr inbounds i8, i8* %17, i64 30168
  %28 = bitcast i8* %27 to i64*
  store i64 0, i64* %28, align 8, !tbaa !377
  %29 = getelementptr inbounds i8, i8* %17, i64 30184
  %30 = getelementptr inbounds i8, i8* %17, i64 29912
  %31 = bitcast i8* %30 to i8**
  store i8* null, i8** %31, align 8, !tbaa !380
  %32 = getelementptr inbounds i8, i8* %17, i64 30204
  %33 = bitcast i8* %32 to i32*
  store i32 0, i32* %33, align 4, !tbaa !381
  %34 = getelementptr inbounds i8, i8* %17, i64 30208
  %35 = bitcast i8* %34 to i32*
  store i32 0, i32* %35, align 8, !tbaa !382
  %36 = getelementptr inbounds i8, i8* %17, i64 30280
  %37 = bitcast i8* %36 to i64*
  store i64 0, i64* %37, align 8, !tbaa !383
  %38 = getelementptr inbounds i8, i8* %17, i64 30236
  %39 = getelementptr inbounds i8, i8* %17, i64 30316
  %40 = bitcast i8* %39 to i32*
  store i32 0, i32* %40, align 4, !tbaa !384
  %41 = getelementptr inbounds i8, i8* %17, i64 95960
  %42 = bitcast i8* %41 to i64*
  store i64 0, i64* %42, align 8, !tbaa !385
  %43 = getelementptr inbounds i8, i8* %17, i64 30176
  %44 = bitcast i8* %43 to i32*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %29, i8 0, i64 16, i1 false) #36
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(20) %38, i8 0, i64 20, i1 false) #36
  store i32 1, i32* %44, align 8, !tbaa !386
  %45 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #38, !srcloc !305
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %58, label %47

47:                                               ; preds = %20
  %48 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #38, !srcloc !306
  %49 = icmp ugt i32 %45, 6
  br i1 %49, label %50, label %58

50:                                               ; preds = %47
  %51 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #38, !srcloc !307
  %52 = extractvalue { i32, i32, i32 } %51, 1
  %53 = and i32 %52, 8
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %58, label %55

55:                                               ; preds = %50
  %56 = lshr i32 %52, 8
  %57 = and i32 %56, 1
  br label %58

58:                                               ; preds = %55, %50, %47, %20
  %59 = phi i32 [ 0, %50 ], [ %57, %55 ], [ 0, %47 ], [ 0, %20 ]
  %60 = getelementptr inbounds i8, i8* %17, i64 30180
  %61 = bitcast i8* %60 to i32*
  store i32 %59, i32* %61, align 4, !tbaa !387
  %62 = getelementptr inbounds i8, i8* %17, i64 30216
  %63 = bitcast i8* %62 to %struct.ZSTD_DDictHashSet**
  store %struct.ZSTD_DDictHashSet* null, %struct.ZSTD_DDictHashSet** %63, align 8, !tbaa !388
  %64 = getelementptr inbounds i8, i8* %17, i64 30104
  %65 = bitcast i8* %64 to i32*
  store i32 0, i32* %65, align 8, !tbaa !389
  %66 = getelementptr inbounds i8, i8* %17, i64 30264
  %67 = bitcast i8* %66 to i64*
  store i64 134217729, i64* %67, align 8, !tbaa !390
  %68 = getelementptr inbounds i8, i8* %17, i64 30320
  %69 = bitcast i8* %68 to i32*
  store i32 0, i32* %69, align 8, !tbaa !391
  %70 = getelementptr inbounds i8, i8* %17, i64 30108
  %71 = bitcast i8* %70 to i32*
  store i32 0, i32* %71, align 4, !tbaa !392
  %72 = getelementptr inbounds i8, i8* %17, i64 30224
  %73 = bitcast i8* %72 to i32*
  store i32 0, i32* %73, align 8, !tbaa !393
  %74 = getelementptr inbounds i8, i8* %17, i64 30228
  %75 = bitcast i8* %74 to i32*
  store i32 0, i32* %75, align 4, !tbaa !394
  %76 = getelementptr inbounds i8, i8* %17, i64 30232
  %77 = bitcast i8* %76 to i32*
  store i32 0, i32* %77, align 8, !tbaa !395
  br label %78

78:                                               ; preds = %58, %16, %1
  %79 = phi %struct.ZSTD_DCtx_s* [ null, %1 ], [ %18, %58 ], [ null, %16 ]
  ret %struct.ZSTD_DCtx_s* %79
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_DCtx_reset(%struct.ZSTD_DCtx_s* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #6 {
  %3 = and i32 %1, -3
  %4 = icmp eq i32 %3, 1
  br i1 %4, label %5, label %9

5:                                                ; preds = %2
  %6 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 39
  store i32 0, i32* %6, align 4, !tbaa !410
  %7 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 50
  store i32 0, i32* %7, align 4, !tbaa !384
  %8 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 28
  store i32 1, i32* %8, align 8, !tbaa !386
  br label %9

9:                                                ; preds = %5, %2
  %10 = and i32 %1, -2
  %11 = icmp eq i32 %10, 2
  br i1 %11, label %12, label %47

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 39
  %14 = load i32, i32* %13, align 4, !tbaa !410
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %47

16:                                               ; preds = %12
  %17 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 30
  %18 = load %struct.ZSTD_DDict_s*, %struct.ZSTD_DDict_s** %17, align 8, !tbaa !408
  %19 = icmp eq %struct.ZSTD_DDict_s* %18, null
  br i1 %19, label %37, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %18, i64 0, i32 6, i32 1
  %22 = load void (i8*, i8*)*, void (i8*, i8*)** %21, align 8, !tbaa.struct !34
  %23 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %18, i64 0, i32 6, i32 2
  %24 = load i8*, i8** %23, align 8, !tbaa.struct !36
  %25 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %18, i64 0, i32 0
  %26 = load i8*, i8** %25, align 8, !tbaa !370
  %27 = icmp eq i8* %26, null
  %28 = icmp eq void (i8*, i8*)* %22, null
  br i1 %27, label %32, label %29

29:                                               ; preds = %20
  br i1 %28, label %31, label %30

30:                                               ; preds = %29
  tail call void %22(i8* noundef %24, i8* noundef nonnull %26) #36
  br label %33

31:                                               ; preds = %29
  tail call void @free(i8* noundef nonnull %26) #36
  br label %35

32:                                               ; preds = %20
  br i1 %28, label %35, label %33

33:                                               ; preds = %32, %30
  %34 = bitcast %struct.ZSTD_DDict_s* %18 to i8*
  tail call void %22(i8* noundef %24, i8* noundef nonnull %34) #36
  br label %37

35:                                               ; preds = %32, %31
  %36 = bitcast %struct.ZSTD_DDict_s* %18 to i8*
  tail call void @free(i8* noundef nonnull %36) #36
  br label %37

37:                                               ; preds = %35, %33, %16
  %38 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 34
  store i32 0, i32* %38, align 8, !tbaa !382
  %39 = bitcast %struct.ZSTD_DDict_s** %17 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %39, i8 0, i64 16, i1 false) #36
  %40 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 20
  store i32 0, i32* %40, align 8, !tbaa !389
  %41 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 43
  store i64 134217729, i64* %41, align 8, !tbaa !390
  %42 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 51
  store i32 0, i32* %42, align 8, !tbaa !391
  %43 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 21
  store i32 0, i32* %43, align 4, !tbaa !392
  %44 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 36
  store i32 0, i32* %44, align 8, !tbaa !393
  %45 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 37
  store i32 0, i32* %45, align 4, !tbaa !394
  %46 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 38
  store i32 0, i32* %46, align 8, !tbaa !395
  br label %47

47:                                               ; preds = %37, %12, %9
  %48 = phi i64 [ -60, %12 ], [ 0, %9 ], [ 0, %37 ]
  ret i64 %48
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i64 @ZSTD_DCtx_setFormat(%struct.ZSTD_DCtx_s* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #17 {
  %3 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 39
  %4 = load i32, i32* %3, align 4, !tbaa !410
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %2
  %7 = icmp ugt i32 %1, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %6
  %9 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 20
  store i32 %1, i32* %9, align 8, !tbaa !389
  br label %10

10:                                               ; preds = %8, %6, %2
  %11 = phi i64 [ 0, %8 ], [ -60, %2 ], [ -42, %6 ]
  ret i64 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i64 @ZSTD_DCtx_setParameter(%struct.ZSTD_DCtx_s* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #17 {
  %4 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 39
  %5 = load i32, i32* %4, align 4, !tbaa !410
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %50

7:                                                ; preds = %3
  switch i32 %1, label %50 [
    i32 100, label %8
    i32 1000, label %17
    i32 1001, label %21
    i32 1002, label %25
    i32 1003, label %29
    i32 1004, label %37
    i32 1005, label %43
  ]

8:                                                ; preds = %7
  %9 = icmp eq i32 %2, 0
  %10 = select i1 %9, i32 27, i32 %2
  %11 = add i32 %10, -32
  %12 = icmp ult i32 %11, -22
  br i1 %12, label %50, label %13

13:                                               ; preds = %8
  %14 = zext i32 %10 to i64
  %15 = shl nuw nsw i64 1, %14
  %16 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 43
  store i64 %15, i64* %16, align 8, !tbaa !390
  br label %50

17:                                               ; preds = %7
  %18 = icmp ugt i32 %2, 1
  br i1 %18, label %50, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 20
  store i32 %2, i32* %20, align 8, !tbaa !389
  br label %50

21:                                               ; preds = %7
  %22 = icmp ugt i32 %2, 1
  br i1 %22, label %50, label %23

23:                                               ; preds = %21
  %24 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 51
  store i32 %2, i32* %24, align 8, !tbaa !391
  br label %50

25:                                               ; preds = %7
  %26 = icmp ugt i32 %2, 1
  br i1 %26, label %50, label %27

27:                                               ; preds = %25
  %28 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 21
  store i32 %2, i32* %28, align 4, !tbaa !392
  br label %50

29:                                               ; preds = %7
  %30 = icmp ugt i32 %2, 1
  br i1 %30, label %50, label %31

31:                                               ; preds = %29
  %32 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 27
  %33 = load i64, i64* %32, align 8, !tbaa !377
  %34 = icmp eq i64 %33, 0
  br i1 %34, label %35, label %50

35:                                               ; preds = %31
  %36 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 36
  store i32 %2, i32* %36, align 8, !tbaa !393
  br label %50

37:                                               ; preds = %7
  %38 = icmp ugt i32 %2, 1
  br i1 %38, label %50, label %39

39:                                               ; preds = %37
  %40 = icmp ne i32 %2, 0
  %41 = zext i1 %40 to i32
  %42 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 37
  store i32 %41, i32* %42, align 4, !tbaa !394
  br label %50

43:                                               ; preds = %7
  %44 = icmp ne i32 %2, 0
  %45 = add i32 %2, -131073
  %46 = icmp ult i32 %45, -130049
  %47 = and i1 %44, %46
  br i1 %47, label %50, label %48

48:                                               ; preds = %43
  %49 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 38
  store i32 %2, i32* %49, align 8, !tbaa !395
  br label %50

50:                                               ; preds = %48, %43, %39, %37, %35, %31, %29, %27, %25, %23, %21, %19, %17, %13, %8, %7, %3
  %51 = phi i64 [ 0, %48 ], [ 0, %39 ], [ 0, %35 ], [ 0, %27 ], [ 0, %23 ], [ 0, %19 ], [ 0, %13 ], [ -60, %3 ], [ -42, %8 ], [ -42, %17 ], [ -42, %21 ], [ -42, %25 ], [ -42, %29 ], [ -40, %31 ], [ -42, %37 ], [ -40, %7 ], [ -42, %43 ]
  ret i64 %51
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i64 @ZSTD_decodingBufferSize_min(i64 noundef %0, i64 noundef %1) local_unnamed_addr #11 {
  %3 = icmp ult i64 %0, 131072
  %4 = select i1 %3, i64 %0, i64 131072
  %5 = shl nuw nsw i64 %4, 1
  %6 = add i64 %0, 64
  %7 = add i64 %6, %5
  %8 = icmp ugt i64 %7, %1
  %9 = select i1 %8, i64 %1, i64 %7
  ret i64 %9
}

; Function Attrs: nounwind uwtable
declare dso_local i64 @ZSTD_decompressStream(%struct.ZSTD_DCtx_s* noundef, %struct.ZSTD_inBuffer_s* nocapture noundef, %struct.ZSTD_inBuffer_s* nocapture noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressStream_simpleArgs(%struct.ZSTD_DCtx_s* noundef %0, i8* noundef %1, i64 noundef %2, i64* nocapture noundef %3, i8* noundef %4, i64 noundef %5, i64* nocapture noundef %6) local_unnamed_addr #6 {
  %8 = alloca %struct.ZSTD_inBuffer_s, align 8
  %9 = alloca %struct.ZSTD_inBuffer_s, align 8
  %10 = bitcast %struct.ZSTD_inBuffer_s* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %10) #36
  %11 = bitcast %struct.ZSTD_inBuffer_s* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %11) #36
  %12 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %8, i64 0, i32 0
  store i8* %1, i8** %12, align 8, !tbaa !219
  %13 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %8, i64 0, i32 1
  store i64 %2, i64* %13, align 8, !tbaa !221
  %14 = load i64, i64* %3, align 8, !tbaa !26
  %15 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %8, i64 0, i32 2
  store i64 %14, i64* %15, align 8, !tbaa !222
  %16 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %9, i64 0, i32 0
  store i8* %4, i8** %16, align 8, !tbaa !216
  %17 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %9, i64 0, i32 1
  store i64 %5, i64* %17, align 8, !tbaa !217
  %18 = load i64, i64* %6, align 8, !tbaa !26
  %19 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %9, i64 0, i32 2
  store i64 %18, i64* %19, align 8, !tbaa !218
  %20 = call i64 @ZSTD_decompressStream(%struct.ZSTD_DCtx_s* noundef %0, %struct.ZSTD_inBuffer_s* noundef nonnull %8, %struct.ZSTD_inBuffer_s* noundef nonnull %9)
  %21 = load i64, i64* %15, align 8, !tbaa !222
  store i64 %21, i64* %3, align 8, !tbaa !26
  %22 = load i64, i64* %19, align 8, !tbaa !218
  store i64 %22, i64* %6, align 8, !tbaa !26
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %11) #36
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %10) #36
  ret i64 %20
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_decompressBlock_deprecated(%struct.ZSTD_DCtx_s* noundef %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4) local_unnamed_addr #6 {
  %6 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 28
  store i32 0, i32* %6, align 8, !tbaa !386
  %7 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 6
  %8 = load i8*, i8** %7, align 8, !tbaa !406
  %9 = icmp ne i8* %8, %1
  %10 = icmp ne i64 %2, 0
  %11 = and i1 %10, %9
  br i1 %11, label %12, label %21

12:                                               ; preds = %5
  %13 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 9
  store i8* %8, i8** %13, align 8, !tbaa !380
  %14 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 7
  %15 = load i8*, i8** %14, align 8, !tbaa !403
  %16 = ptrtoint i8* %8 to i64
  %17 = ptrtoint i8* %15 to i64
  %18 = sub i64 %17, %16
  %19 = getelementptr inbounds i8, i8* %1, i64 %18
  %20 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 8
  store i8* %19, i8** %20, align 8, !tbaa !402
  store i8* %1, i8** %14, align 8, !tbaa !403
  store i8* %1, i8** %7, align 8, !tbaa !406
  br label %21

21:                                               ; preds = %12, %5
  %22 = tail call i64 @ZSTD_decompressBlock_internal(%struct.ZSTD_DCtx_s* noundef nonnull %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i32 noundef 0)
  %23 = icmp ult i64 %22, -119
  br i1 %23, label %24, label %26

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, i8* %1, i64 %22
  store i8* %25, i8** %7, align 8, !tbaa !406
  br label %26

26:                                               ; preds = %24, %21
  ret i64 %22
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i64 @COVER_sum(i64* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #15 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %99, label %4

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %88, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 4294967292
  %9 = add nsw i64 %8, -4
  %10 = lshr exact i64 %9, 2
  %11 = add nuw nsw i64 %10, 1
  %12 = and i64 %11, 3
  %13 = icmp ult i64 %9, 12
  br i1 %13, label %59, label %14

14:                                               ; preds = %7
  %15 = and i64 %11, 9223372036854775804
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %56, %16 ]
  %18 = phi <2 x i64> [ zeroinitializer, %14 ], [ %54, %16 ]
  %19 = phi <2 x i64> [ zeroinitializer, %14 ], [ %55, %16 ]
  %20 = phi i64 [ 0, %14 ], [ %57, %16 ]
  %21 = getelementptr inbounds i64, i64* %0, i64 %17
  %22 = bitcast i64* %21 to <2 x i64>*
  %23 = load <2 x i64>, <2 x i64>* %22, align 8, !tbaa !26
  %24 = getelementptr inbounds i64, i64* %21, i64 2
  %25 = bitcast i64* %24 to <2 x i64>*
  %26 = load <2 x i64>, <2 x i64>* %25, align 8, !tbaa !26
  %27 = add <2 x i64> %23, %18
  %28 = add <2 x i64> %26, %19
  %29 = or i64 %17, 4
  %30 = getelementptr inbounds i64, i64* %0, i64 %29
  %31 = bitcast i64* %30 to <2 x i64>*
  %32 = load <2 x i64>, <2 x i64>* %31, align 8, !tbaa !26
  %33 = getelementptr inbounds i64, i64* %30, i64 2
  %34 = bitcast i64* %33 to <2 x i64>*
  %35 = load <2 x i64>, <2 x i64>* %34, align 8, !tbaa !26
  %36 = add <2 x i64> %32, %27
  %37 = add <2 x i64> %35, %28
  %38 = or i64 %17, 8
  %39 = getelementptr inbounds i64, i64* %0, i64 %38
  %40 = bitcast i64* %39 to <2 x i64>*
  %41 = load <2 x i64>, <2 x i64>* %40, align 8, !tbaa !26
  %42 = getelementptr inbounds i64, i64* %39, i64 2
  %43 = bitcast i64* %42 to <2 x i64>*
  %44 = load <2 x i64>, <2 x i64>* %43, align 8, !tbaa !26
  %45 = add <2 x i64> %41, %36
  %46 = add <2 x i64> %44, %37
  %47 = or i64 %17, 12
  %48 = getelementptr inbounds i64, i64* %0, i64 %47
  %49 = bitcast i64* %48 to <2 x i64>*
  %50 = load <2 x i64>, <2 x i64>* %49, align 8, !tbaa !26
  %51 = getelementptr inbounds i64, i64* %48, i64 2
  %52 = bitcast i64* %51 to <2 x i64>*
  %53 = load <2 x i64>, <2 x i64>* %52, align 8, !tbaa !26
  %54 = add <2 x i64> %50, %45
  %55 = add <2 x i64> %53, %46
  %56 = add nuw i64 %17, 16
  %57 = add nuw i64 %20, 4
  %58 = icmp eq i64 %57, %15
  br i1 %58, label %59, label %16, !llvm.loop !411

59:                                               ; preds = %16, %7
  %60 = phi <2 x i64> [ undef, %7 ], [ %54, %16 ]
  %61 = phi <2 x i64> [ undef, %7 ], [ %55, %16 ]
  %62 = phi i64 [ 0, %7 ], [ %56, %16 ]
  %63 = phi <2 x i64> [ zeroinitializer, %7 ], [ %54, %16 ]
  %64 = phi <2 x i64> [ zeroinitializer, %7 ], [ %55, %16 ]
  %65 = icmp eq i64 %12, 0
  br i1 %65, label %82, label %66

66:                                               ; preds = %66, %59
  %67 = phi i64 [ %79, %66 ], [ %62, %59 ]
  %68 = phi <2 x i64> [ %77, %66 ], [ %63, %59 ]
  %69 = phi <2 x i64> [ %78, %66 ], [ %64, %59 ]
  %70 = phi i64 [ %80, %66 ], [ 0, %59 ]
  %71 = getelementptr inbounds i64, i64* %0, i64 %67
  %72 = bitcast i64* %71 to <2 x i64>*
  %73 = load <2 x i64>, <2 x i64>* %72, align 8, !tbaa !26
  %74 = getelementptr inbounds i64, i64* %71, i64 2
  %75 = bitcast i64* %74 to <2 x i64>*
  %76 = load <2 x i64>, <2 x i64>* %75, align 8, !tbaa !26
  %77 = add <2 x i64> %73, %68
  %78 = add <2 x i64> %76, %69
  %79 = add nuw i64 %67, 4
  %80 = add i64 %70, 1
  %81 = icmp eq i64 %80, %12
  br i1 %81, label %82, label %66, !llvm.loop !412

82:                                               ; preds = %66, %59
  %83 = phi <2 x i64> [ %60, %59 ], [ %77, %66 ]
  %84 = phi <2 x i64> [ %61, %59 ], [ %78, %66 ]
  %85 = add <2 x i64> %84, %83
  %86 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %85)
  %87 = icmp eq i64 %8, %5
  br i1 %87, label %99, label %88

88:                                               ; preds = %82, %4
  %89 = phi i64 [ 0, %4 ], [ %8, %82 ]
  %90 = phi i64 [ 0, %4 ], [ %86, %82 ]
  br label %91

91:                                               ; preds = %91, %88
  %92 = phi i64 [ %97, %91 ], [ %89, %88 ]
  %93 = phi i64 [ %96, %91 ], [ %90, %88 ]
  %94 = getelementptr inbounds i64, i64* %0, i64 %92
  %95 = load i64, i64* %94, align 8, !tbaa !26
  %96 = add i64 %95, %93
  %97 = add nuw nsw i64 %92, 1
  %98 = icmp eq i64 %97, %5
  br i1 %98, label %99, label %91, !llvm.loop !413

99:                                               ; preds = %91, %82, %2
  %100 = phi i64 [ 0, %2 ], [ %86, %82 ], [ %96, %91 ]
  ret i64 %100
}

; Function Attrs: nofree nounwind uwtable
define dso_local void @COVER_warnOnSmallCorpus(i64 noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #30 {
  %4 = uitofp i64 %1 to double
  %5 = uitofp i64 %0 to double
  %6 = fdiv double %4, %5
  %7 = fcmp ult double %6, 1.000000e+01
  %8 = icmp sgt i32 %2, 0
  %9 = and i1 %8, %7
  br i1 %9, label %10, label %17

10:                                               ; preds = %3
  %11 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %12 = trunc i64 %0 to i32
  %13 = trunc i64 %1 to i32
  %14 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %11, i8* noundef getelementptr inbounds ([280 x i8], [280 x i8]* @.str.36, i64 0, i64 0), i32 noundef %12, i32 noundef %13, double noundef %6) #39
  %15 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %16 = tail call i32 @fflush(%struct._IO_FILE* noundef %15)
  br label %17

17:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #31

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #31

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #32

; Function Attrs: nounwind uwtable
define dso_local i64 @ZDICT_finalizeDictionary(i8* noundef writeonly %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, i64* nocapture noundef readonly %5, i32 noundef %6, %struct.ZSTD_frameParameters* nocapture noundef readonly byval(%struct.ZSTD_frameParameters) align 8 %7) local_unnamed_addr #6 {
  %9 = alloca [256 x i8], align 16
  %10 = getelementptr inbounds [256 x i8], [256 x i8]* %9, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %10) #36
  %11 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %7, i64 0, i32 0
  %12 = load i32, i32* %11, align 8, !tbaa !414
  %13 = icmp eq i32 %12, 0
  %14 = select i1 %13, i32 3, i32 %12
  %15 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %7, i64 0, i32 1
  %16 = load i32, i32* %15, align 4, !tbaa !415
  %17 = icmp ult i64 %1, %3
  %18 = icmp ult i64 %1, 256
  %19 = or i1 %18, %17
  br i1 %19, label %73, label %20

20:                                               ; preds = %8
  %21 = bitcast [256 x i8]* %9 to i32*
  store i32 -332356553, i32* %21, align 16, !tbaa !15
  %22 = tail call fastcc i64 @XXH_INLINE_XXH64(i8* nocapture noundef %2, i64 noundef %3) #37
  %23 = urem i64 %22, 2147450880
  %24 = trunc i64 %23 to i32
  %25 = add nuw nsw i32 %24, 32768
  %26 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %7, i64 0, i32 2
  %27 = load i32, i32* %26, align 8, !tbaa !416
  %28 = icmp eq i32 %27, 0
  %29 = select i1 %28, i32 %25, i32 %27
  %30 = getelementptr inbounds [256 x i8], [256 x i8]* %9, i64 0, i64 4
  %31 = bitcast i8* %30 to i32*
  store i32 %29, i32* %31, align 4, !tbaa !15
  %32 = icmp ugt i32 %16, 1
  br i1 %32, label %33, label %42

33:                                               ; preds = %20
  %34 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %35 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %34, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.57, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.51, i64 0, i64 0)) #39
  %36 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %37 = tail call i32 @fflush(%struct._IO_FILE* noundef %36)
  %38 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %39 = tail call i64 @fwrite(i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.58, i64 0, i64 0), i64 16, i64 1, %struct._IO_FILE* %38) #39
  %40 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %41 = tail call i32 @fflush(%struct._IO_FILE* noundef %40)
  br label %42

42:                                               ; preds = %33, %20
  %43 = getelementptr inbounds [256 x i8], [256 x i8]* %9, i64 0, i64 8
  %44 = call fastcc i64 @ZDICT_analyzeEntropy(i8* noundef nonnull %43, i64 noundef 248, i32 noundef %14, i8* noundef %4, i64* noundef %5, i32 noundef %6, i8* noundef %2, i64 noundef %3, i32 noundef %16)
  %45 = icmp ult i64 %44, -119
  %46 = add i64 %44, 8
  %47 = select i1 %45, i64 %46, i64 8
  br i1 %45, label %48, label %73

48:                                               ; preds = %42
  %49 = add i64 %47, %3
  %50 = icmp ugt i64 %49, %1
  %51 = sub i64 %1, %47
  %52 = select i1 %50, i64 %51, i64 %3
  %53 = icmp ult i64 %52, 8
  br i1 %53, label %54, label %59

54:                                               ; preds = %48
  %55 = add nuw i64 %47, 8
  %56 = icmp ugt i64 %55, %1
  br i1 %56, label %73, label %57

57:                                               ; preds = %54
  %58 = sub nuw nsw i64 8, %52
  br label %59

59:                                               ; preds = %57, %48
  %60 = phi i64 [ %58, %57 ], [ 0, %48 ]
  %61 = add i64 %52, %47
  %62 = add i64 %61, %60
  %63 = getelementptr inbounds i8, i8* %0, i64 %47
  %64 = getelementptr inbounds i8, i8* %63, i64 %60
  %65 = icmp ugt i64 %62, %1
  br i1 %65, label %66, label %67

66:                                               ; preds = %59
  call void @__assert_fail(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.59, i64 0, i64 0), i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.60, i64 0, i64 0), i32 noundef 52198, i8* noundef getelementptr inbounds ([130 x i8], [130 x i8]* @__PRETTY_FUNCTION__.ZDICT_finalizeDictionary, i64 0, i64 0)) #40
  unreachable

67:                                               ; preds = %59
  %68 = getelementptr inbounds i8, i8* %64, i64 %52
  %69 = getelementptr inbounds i8, i8* %0, i64 %62
  %70 = icmp eq i8* %68, %69
  br i1 %70, label %72, label %71

71:                                               ; preds = %67
  call void @__assert_fail(i8* noundef getelementptr inbounds ([65 x i8], [65 x i8]* @.str.61, i64 0, i64 0), i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.60, i64 0, i64 0), i32 noundef 52199, i8* noundef getelementptr inbounds ([130 x i8], [130 x i8]* @__PRETTY_FUNCTION__.ZDICT_finalizeDictionary, i64 0, i64 0)) #40
  unreachable

72:                                               ; preds = %67
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %64, i8* align 1 %2, i64 %52, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %0, i8* nonnull align 16 %10, i64 %47, i1 false)
  call void @llvm.memset.p0i8.i64(i8* align 1 %63, i8 0, i64 %60, i1 false)
  br label %73

73:                                               ; preds = %72, %54, %42, %8
  %74 = phi i64 [ %62, %72 ], [ %44, %42 ], [ -70, %8 ], [ -70, %54 ]
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %10) #36
  ret i64 %74
}

; Function Attrs: nounwind uwtable
declare hidden fastcc i64 @ZDICT_analyzeEntropy(i8* noundef, i64 noundef, i32 noundef, i8* noundef, i64* nocapture noundef readonly, i32 noundef, i8* noundef, i64 noundef, i32 noundef) unnamed_addr #6

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #33

; Function Attrs: nounwind
declare i64 @clock() local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define hidden i32 @COVER_strict_cmp(i8* noundef readonly %0, i8* noundef readonly %1) #34 {
  %3 = load %struct.COVER_ctx_t*, %struct.COVER_ctx_t** @g_coverCtx, align 8, !tbaa !35
  %4 = bitcast i8* %0 to i32*
  %5 = load i32, i32* %4, align 4, !tbaa !15
  %6 = bitcast i8* %1 to i32*
  %7 = load i32, i32* %6, align 4, !tbaa !15
  %8 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %3, i64 0, i32 0
  %9 = load i8*, i8** %8, align 8, !tbaa !417
  %10 = zext i32 %5 to i64
  %11 = getelementptr inbounds i8, i8* %9, i64 %10
  %12 = zext i32 %7 to i64
  %13 = getelementptr inbounds i8, i8* %9, i64 %12
  %14 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %3, i64 0, i32 10
  %15 = load i32, i32* %14, align 8, !tbaa !419
  %16 = zext i32 %15 to i64
  %17 = tail call i32 @memcmp(i8* noundef %11, i8* noundef %13, i64 noundef %16) #37
  %18 = icmp eq i32 %17, 0
  %19 = icmp ult i8* %0, %1
  %20 = select i1 %19, i32 -1, i32 1
  %21 = select i1 %18, i32 %20, i32 %17
  ret i32 %21
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @memcmp(i8* nocapture noundef, i8* nocapture noundef, i64 noundef) local_unnamed_addr #35

; Function Attrs: nounwind uwtable
define dso_local i64 @COVER_checkTotalCompressedSize(%struct.ZDICT_cover_params_t* nocapture noundef readonly byval(%struct.ZDICT_cover_params_t) align 8 %0, i64* nocapture noundef readonly %1, i8* noundef %2, i64* nocapture noundef readonly %3, i64 noundef %4, i64 noundef %5, i8* noundef %6, i64 noundef %7) local_unnamed_addr #6 {
  %9 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %0, i64 0, i32 4
  %10 = load double, double* %9, align 8, !tbaa !420
  %11 = fcmp olt double %10, 1.000000e+00
  %12 = select i1 %11, i64 %4, i64 0
  %13 = icmp ult i64 %12, %5
  br i1 %13, label %14, label %73

14:                                               ; preds = %8
  %15 = sub i64 %5, %12
  %16 = xor i64 %12, -1
  %17 = add i64 %16, %5
  %18 = and i64 %15, 3
  %19 = icmp ult i64 %17, 3
  br i1 %19, label %48, label %20

20:                                               ; preds = %14
  %21 = and i64 %15, -4
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %44, %22 ]
  %24 = phi i64 [ %12, %20 ], [ %45, %22 ]
  %25 = phi i64 [ 0, %20 ], [ %46, %22 ]
  %26 = getelementptr inbounds i64, i64* %1, i64 %24
  %27 = load i64, i64* %26, align 8, !tbaa !26
  %28 = icmp ugt i64 %27, %23
  %29 = select i1 %28, i64 %27, i64 %23
  %30 = add nuw i64 %24, 1
  %31 = getelementptr inbounds i64, i64* %1, i64 %30
  %32 = load i64, i64* %31, align 8, !tbaa !26
  %33 = icmp ugt i64 %32, %29
  %34 = select i1 %33, i64 %32, i64 %29
  %35 = add nuw i64 %24, 2
  %36 = getelementptr inbounds i64, i64* %1, i64 %35
  %37 = load i64, i64* %36, align 8, !tbaa !26
  %38 = icmp ugt i64 %37, %34
  %39 = select i1 %38, i64 %37, i64 %34
  %40 = add nuw i64 %24, 3
  %41 = getelementptr inbounds i64, i64* %1, i64 %40
  %42 = load i64, i64* %41, align 8, !tbaa !26
  %43 = icmp ugt i64 %42, %39
  %44 = select i1 %43, i64 %42, i64 %39
  %45 = add nuw i64 %24, 4
  %46 = add i64 %25, 4
  %47 = icmp eq i64 %46, %21
  br i1 %47, label %48, label %22, !llvm.loop !423

48:                                               ; preds = %22, %14
  %49 = phi i64 [ undef, %14 ], [ %44, %22 ]
  %50 = phi i64 [ 0, %14 ], [ %44, %22 ]
  %51 = phi i64 [ %12, %14 ], [ %45, %22 ]
  %52 = icmp eq i64 %18, 0
  br i1 %52, label %64, label %53

53:                                               ; preds = %53, %48
  %54 = phi i64 [ %60, %53 ], [ %50, %48 ]
  %55 = phi i64 [ %61, %53 ], [ %51, %48 ]
  %56 = phi i64 [ %62, %53 ], [ 0, %48 ]
  %57 = getelementptr inbounds i64, i64* %1, i64 %55
  %58 = load i64, i64* %57, align 8, !tbaa !26
  %59 = icmp ugt i64 %58, %54
  %60 = select i1 %59, i64 %58, i64 %54
  %61 = add nuw i64 %55, 1
  %62 = add i64 %56, 1
  %63 = icmp eq i64 %62, %18
  br i1 %63, label %64, label %53, !llvm.loop !424

64:                                               ; preds = %53, %48
  %65 = phi i64 [ %49, %48 ], [ %60, %53 ]
  %66 = icmp ugt i64 %65, -71777214294589697
  br i1 %66, label %81, label %67

67:                                               ; preds = %64
  %68 = lshr i64 %65, 8
  %69 = add nuw i64 %68, %65
  %70 = icmp ult i64 %65, 131072
  %71 = sub i64 131072, %65
  %72 = lshr i64 %71, 11
  br i1 %70, label %73, label %76

73:                                               ; preds = %67, %8
  %74 = phi i64 [ %72, %67 ], [ 64, %8 ]
  %75 = phi i64 [ %69, %67 ], [ 0, %8 ]
  br label %76

76:                                               ; preds = %73, %67
  %77 = phi i64 [ %75, %73 ], [ %69, %67 ]
  %78 = phi i64 [ %74, %73 ], [ 0, %67 ]
  %79 = add i64 %77, %78
  %80 = icmp eq i64 %79, 0
  br i1 %80, label %81, label %82

81:                                               ; preds = %76, %64
  br label %82

82:                                               ; preds = %81, %76
  %83 = phi i64 [ -72, %81 ], [ %79, %76 ]
  %84 = tail call noalias i8* @malloc(i64 noundef %83) #36
  %85 = tail call dereferenceable_or_null(5248) i8* @calloc(i64 1, i64 5248) #36
  %86 = bitcast i8* %85 to %struct.ZSTD_CCtx_s*
  %87 = icmp eq i8* %85, null
  br i1 %87, label %111, label %88

88:                                               ; preds = %82
  %89 = tail call i32 asm "cpuid", "={ax},{ax},~{ebx},~{ecx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 0) #38, !srcloc !305
  %90 = icmp eq i32 %89, 0
  br i1 %90, label %102, label %91

91:                                               ; preds = %88
  %92 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={cx},={dx},{ax},~{ebx},~{dirflag},~{fpsr},~{flags}"(i32 1) #38, !srcloc !306
  %93 = icmp ugt i32 %89, 6
  br i1 %93, label %94, label %102

94:                                               ; preds = %91
  %95 = tail call { i32, i32, i32 } asm "cpuid", "={ax},={bx},={cx},{ax},{cx},~{edx},~{dirflag},~{fpsr},~{flags}"(i32 7, i32 0) #38, !srcloc !307
  %96 = extractvalue { i32, i32, i32 } %95, 1
  %97 = and i32 %96, 8
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %102, label %99

99:                                               ; preds = %94
  %100 = lshr i32 %96, 8
  %101 = and i32 %100, 1
  br label %102

102:                                              ; preds = %99, %94, %91, %88
  %103 = phi i32 [ 0, %94 ], [ %101, %99 ], [ 0, %91 ], [ 0, %88 ]
  %104 = getelementptr inbounds i8, i8* %85, i64 8
  %105 = bitcast i8* %104 to i32*
  store i32 %103, i32* %105, align 8, !tbaa !245
  tail call fastcc void @ZSTD_clearAllDicts(%struct.ZSTD_CCtx_s* noundef nonnull %86) #36
  %106 = getelementptr inbounds i8, i8* %85, i64 16
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %106, i8 0, i64 216, i1 false) #36
  %107 = getelementptr inbounds i8, i8* %85, i64 60
  %108 = bitcast i8* %107 to i32*
  store i32 3, i32* %108, align 4, !tbaa !147
  %109 = getelementptr inbounds i8, i8* %85, i64 48
  %110 = bitcast i8* %109 to i32*
  store i32 1, i32* %110, align 8, !tbaa !148
  br label %111

111:                                              ; preds = %102, %82
  %112 = phi %struct.ZSTD_CCtx_s* [ %86, %102 ], [ null, %82 ]
  %113 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %0, i64 0, i32 7, i32 0
  %114 = load i32, i32* %113, align 8, !tbaa !425
  %115 = tail call %struct.ZSTD_CDict_s* @ZSTD_createCDict(i8* noundef %6, i64 noundef %7, i32 noundef %114)
  %116 = icmp ne i8* %84, null
  %117 = icmp ne %struct.ZSTD_CCtx_s* %112, null
  %118 = and i1 %116, %117
  %119 = icmp ne %struct.ZSTD_CDict_s* %115, null
  %120 = select i1 %118, i1 %119, i1 false
  br i1 %120, label %121, label %141

121:                                              ; preds = %111
  br i1 %13, label %124, label %122

122:                                              ; preds = %121
  %123 = tail call i64 @ZSTD_freeCCtx(%struct.ZSTD_CCtx_s* noundef nonnull %112)
  br label %145

124:                                              ; preds = %137, %121
  %125 = phi i64 [ %139, %137 ], [ %12, %121 ]
  %126 = phi i64 [ %138, %137 ], [ %7, %121 ]
  %127 = getelementptr inbounds i64, i64* %3, i64 %125
  %128 = load i64, i64* %127, align 8, !tbaa !26
  %129 = getelementptr inbounds i64, i64* %1, i64 %125
  %130 = load i64, i64* %129, align 8, !tbaa !26
  %131 = tail call fastcc i64 @ZSTD_compressBegin_usingCDict_internal(%struct.ZSTD_CCtx_s* noundef nonnull %112, %struct.ZSTD_CDict_s* noundef nonnull %115, i64 1, i32 0, i64 noundef %130) #36
  %132 = icmp ult i64 %131, -119
  br i1 %132, label %133, label %141

133:                                              ; preds = %124
  %134 = getelementptr inbounds i8, i8* %2, i64 %128
  %135 = tail call i64 @ZSTD_compressEnd_public(%struct.ZSTD_CCtx_s* noundef nonnull %112, i8* noundef nonnull %84, i64 noundef %83, i8* noundef %134, i64 noundef %130) #36
  %136 = icmp ult i64 %135, -119
  br i1 %136, label %137, label %141

137:                                              ; preds = %133
  %138 = add i64 %135, %126
  %139 = add i64 %125, 1
  %140 = icmp eq i64 %139, %5
  br i1 %140, label %141, label %124, !llvm.loop !426

141:                                              ; preds = %137, %133, %124, %111
  %142 = phi i64 [ -1, %111 ], [ %138, %137 ], [ %135, %133 ], [ %131, %124 ]
  %143 = tail call i64 @ZSTD_freeCCtx(%struct.ZSTD_CCtx_s* noundef %112)
  %144 = icmp eq %struct.ZSTD_CDict_s* %115, null
  br i1 %144, label %176, label %145

145:                                              ; preds = %141, %122
  %146 = phi i64 [ %7, %122 ], [ %142, %141 ]
  %147 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %115, i64 0, i32 7, i32 1
  %148 = load void (i8*, i8*)*, void (i8*, i8*)** %147, align 8, !tbaa.struct !34
  %149 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %115, i64 0, i32 7, i32 2
  %150 = load i8*, i8** %149, align 8, !tbaa.struct !36
  %151 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %115, i64 0, i32 4
  %152 = bitcast %struct.ZSTD_CDict_s* %115 to i8*
  %153 = getelementptr inbounds %struct.ZSTD_cwksp, %struct.ZSTD_cwksp* %151, i64 0, i32 0
  %154 = load i8*, i8** %153, align 8, !tbaa !111
  %155 = icmp ugt i8* %154, %152
  br i1 %155, label %161, label %156

156:                                              ; preds = %145
  %157 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %115, i64 0, i32 4, i32 1
  %158 = load i8*, i8** %157, align 8, !tbaa !113
  %159 = icmp ugt i8* %158, %152
  %160 = zext i1 %159 to i32
  br label %161

161:                                              ; preds = %156, %145
  %162 = phi i32 [ 0, %145 ], [ %160, %156 ]
  %163 = bitcast %struct.ZSTD_cwksp* %151 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %163, i8 0, i64 72, i1 false) #36
  %164 = icmp eq i8* %154, null
  br i1 %164, label %168, label %165

165:                                              ; preds = %161
  %166 = icmp eq void (i8*, i8*)* %148, null
  br i1 %166, label %170, label %167

167:                                              ; preds = %165
  tail call void %148(i8* noundef %150, i8* noundef nonnull %154) #36
  br label %168

168:                                              ; preds = %167, %161
  %169 = icmp eq i32 %162, 0
  br i1 %169, label %172, label %176

170:                                              ; preds = %165
  tail call void @free(i8* noundef nonnull %154) #36
  %171 = icmp eq i32 %162, 0
  br i1 %171, label %175, label %176

172:                                              ; preds = %168
  %173 = icmp eq void (i8*, i8*)* %148, null
  br i1 %173, label %175, label %174

174:                                              ; preds = %172
  tail call void %148(i8* noundef %150, i8* noundef nonnull %152) #36
  br label %176

175:                                              ; preds = %172, %170
  tail call void @free(i8* noundef nonnull %152) #36
  br label %176

176:                                              ; preds = %175, %174, %170, %168, %141
  %177 = phi i64 [ %142, %141 ], [ %146, %168 ], [ %146, %170 ], [ %146, %174 ], [ %146, %175 ]
  br i1 %116, label %178, label %179

178:                                              ; preds = %176
  tail call void @free(i8* noundef nonnull %84) #36
  br label %179

179:                                              ; preds = %178, %176
  ret i64 %177
}

; Function Attrs: nounwind uwtable
declare dso_local void @COVER_best_destroy(%struct.COVER_best_s* noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local void @COVER_best_start(%struct.COVER_best_s* noundef %0) local_unnamed_addr #6 {
  %2 = icmp eq %struct.COVER_best_s* %0, null
  br i1 %2, label %10, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %0, i64 0, i32 0
  %5 = tail call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %4) #36
  %6 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %0, i64 0, i32 2
  %7 = load i64, i64* %6, align 8, !tbaa !427
  %8 = add i64 %7, 1
  store i64 %8, i64* %6, align 8, !tbaa !427
  %9 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %4) #36
  br label %10

10:                                               ; preds = %3, %1
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @COVER_best_finish(%struct.COVER_best_s* noundef %0, %struct.ZDICT_cover_params_t* nocapture noundef readonly byval(%struct.ZDICT_cover_params_t) align 8 %1, %struct.ZSTD_inBuffer_s* nocapture noundef readonly byval(%struct.ZSTD_inBuffer_s) align 8 %2) local_unnamed_addr #6 {
  %4 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %2, i64 0, i32 0
  %5 = load i8*, i8** %4, align 8, !tbaa !429
  %6 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %2, i64 0, i32 2
  %7 = load i64, i64* %6, align 8, !tbaa !431
  %8 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %2, i64 0, i32 1
  %9 = load i64, i64* %8, align 8, !tbaa !432
  %10 = icmp eq %struct.COVER_best_s* %0, null
  br i1 %10, label %51, label %11

11:                                               ; preds = %3
  %12 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %0, i64 0, i32 0
  %13 = tail call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %12) #36
  %14 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %0, i64 0, i32 2
  %15 = load i64, i64* %14, align 8, !tbaa !427
  %16 = add i64 %15, -1
  store i64 %16, i64* %14, align 8, !tbaa !427
  %17 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %0, i64 0, i32 6
  %18 = load i64, i64* %17, align 8, !tbaa !433
  %19 = icmp ult i64 %7, %18
  br i1 %19, label %20, label %44

20:                                               ; preds = %11
  %21 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %0, i64 0, i32 3
  %22 = load i8*, i8** %21, align 8, !tbaa !434
  %23 = icmp eq i8* %22, null
  br i1 %23, label %29, label %24

24:                                               ; preds = %20
  %25 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %0, i64 0, i32 4
  %26 = load i64, i64* %25, align 8, !tbaa !435
  %27 = icmp ult i64 %26, %9
  br i1 %27, label %28, label %36

28:                                               ; preds = %24
  tail call void @free(i8* noundef nonnull %22) #36
  br label %29

29:                                               ; preds = %28, %20
  %30 = tail call noalias i8* @malloc(i64 noundef %9) #36
  store i8* %30, i8** %21, align 8, !tbaa !434
  %31 = icmp eq i8* %30, null
  br i1 %31, label %32, label %36

32:                                               ; preds = %29
  store i64 -1, i64* %17, align 8, !tbaa !433
  %33 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %0, i64 0, i32 4
  store i64 0, i64* %33, align 8, !tbaa !435
  %34 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %0, i64 0, i32 1
  %35 = tail call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull %34) #36
  br label %49

36:                                               ; preds = %29, %24
  %37 = phi i8* [ %30, %29 ], [ %22, %24 ]
  %38 = icmp eq i8* %5, null
  br i1 %38, label %44, label %39

39:                                               ; preds = %36
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %37, i8* nonnull align 1 %5, i64 %9, i1 false)
  %40 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %0, i64 0, i32 4
  store i64 %9, i64* %40, align 8, !tbaa !435
  %41 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %0, i64 0, i32 5
  %42 = bitcast %struct.ZDICT_cover_params_t* %41 to i8*
  %43 = bitcast %struct.ZDICT_cover_params_t* %1 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %42, i8* noundef nonnull align 8 dereferenceable(48) %43, i64 48, i1 false), !tbaa.struct !436
  store i64 %7, i64* %17, align 8, !tbaa !433
  br label %44

44:                                               ; preds = %39, %36, %11
  %45 = icmp eq i64 %16, 0
  br i1 %45, label %46, label %49

46:                                               ; preds = %44
  %47 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %0, i64 0, i32 1
  %48 = tail call i32 @pthread_cond_broadcast(%union.pthread_cond_t* noundef nonnull %47) #36
  br label %49

49:                                               ; preds = %46, %44, %32
  %50 = tail call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %12) #36
  br label %51

51:                                               ; preds = %49, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @COVER_dictSelectionIsError(%struct.ZSTD_inBuffer_s* nocapture noundef readonly byval(%struct.ZSTD_inBuffer_s) align 8 %0) local_unnamed_addr #14 {
  %2 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %0, i64 0, i32 2
  %3 = load i64, i64* %2, align 8, !tbaa !431
  %4 = icmp ugt i64 %3, -120
  %5 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %0, i64 0, i32 0
  %6 = load i8*, i8** %5, align 8
  %7 = icmp eq i8* %6, null
  %8 = select i1 %4, i1 true, i1 %7
  %9 = zext i1 %8 to i32
  ret i32 %9
}

; Function Attrs: nounwind uwtable
declare hidden fastcc i64 @FASTCOVER_ctx_init(%struct.FASTCOVER_ctx_t* noundef, i8* noundef, i64* noundef, i32 noundef, i32 noundef, double noundef, i32 noundef, i64) unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local i64 @ZDICT_optimizeTrainFromBuffer_fastCover(i8* nocapture noundef writeonly %0, i64 noundef %1, i8* noundef %2, i64* noundef %3, i32 noundef %4, %struct.ZDICT_fastCover_params_t* nocapture noundef %5) local_unnamed_addr #6 {
  %7 = alloca [16 x i8], align 4
  %8 = alloca { i32, %struct.ZSTD_frameParameters }, align 8
  %9 = alloca [16 x i8], align 4
  %10 = alloca %struct.COVER_best_s, align 8
  %11 = alloca %struct.FASTCOVER_ctx_t, align 8
  %12 = getelementptr inbounds [16 x i8], [16 x i8]* %9, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %12)
  %13 = getelementptr inbounds %struct.ZDICT_fastCover_params_t, %struct.ZDICT_fastCover_params_t* %5, i64 0, i32 4
  %14 = load i32, i32* %13, align 8, !tbaa !438
  %15 = getelementptr inbounds %struct.ZDICT_fastCover_params_t, %struct.ZDICT_fastCover_params_t* %5, i64 0, i32 5
  %16 = load double, double* %15, align 8, !tbaa !440
  %17 = fcmp ugt double %16, 0.000000e+00
  %18 = select i1 %17, double %16, double 7.500000e-01
  %19 = getelementptr inbounds %struct.ZDICT_fastCover_params_t, %struct.ZDICT_fastCover_params_t* %5, i64 0, i32 1
  %20 = load i32, i32* %19, align 4, !tbaa !441
  %21 = icmp eq i32 %20, 0
  %22 = select i1 %21, i32 6, i32 %20
  %23 = select i1 %21, i32 8, i32 %20
  %24 = getelementptr inbounds %struct.ZDICT_fastCover_params_t, %struct.ZDICT_fastCover_params_t* %5, i64 0, i32 0
  %25 = load i32, i32* %24, align 8, !tbaa !442
  %26 = icmp eq i32 %25, 0
  %27 = select i1 %26, i32 50, i32 %25
  %28 = select i1 %26, i32 2000, i32 %25
  %29 = getelementptr inbounds %struct.ZDICT_fastCover_params_t, %struct.ZDICT_fastCover_params_t* %5, i64 0, i32 3
  %30 = load i32, i32* %29, align 4, !tbaa !443
  %31 = icmp eq i32 %30, 0
  %32 = select i1 %31, i32 40, i32 %30
  %33 = select i1 %26, i32 1950, i32 0
  %34 = udiv i32 %33, %32
  %35 = icmp ugt i32 %34, 1
  %36 = select i1 %35, i32 %34, i32 1
  %37 = select i1 %21, i32 2, i32 1
  %38 = trunc i32 %33 to i16
  %39 = trunc i32 %36 to i16
  %40 = udiv i16 %38, %39
  %41 = add nuw nsw i16 %40, 1
  %42 = zext i16 %41 to i32
  %43 = mul nuw nsw i32 %37, %42
  %44 = getelementptr inbounds %struct.ZDICT_fastCover_params_t, %struct.ZDICT_fastCover_params_t* %5, i64 0, i32 2
  %45 = load i32, i32* %44, align 8, !tbaa !444
  %46 = icmp eq i32 %45, 0
  %47 = select i1 %46, i32 20, i32 %45
  %48 = getelementptr inbounds %struct.ZDICT_fastCover_params_t, %struct.ZDICT_fastCover_params_t* %5, i64 0, i32 6
  %49 = load i32, i32* %48, align 8, !tbaa !445
  %50 = icmp eq i32 %49, 0
  %51 = select i1 %50, i32 1, i32 %49
  %52 = getelementptr inbounds %struct.ZDICT_fastCover_params_t, %struct.ZDICT_fastCover_params_t* %5, i64 0, i32 9, i32 1
  %53 = load i32, i32* %52, align 4, !tbaa !446
  %54 = bitcast %struct.COVER_best_s* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 168, i8* nonnull %54) #36
  %55 = fcmp ole double %18, 0.000000e+00
  %56 = fcmp ogt double %18, 1.000000e+00
  %57 = or i1 %55, %56
  br i1 %57, label %58, label %65

58:                                               ; preds = %6
  %59 = icmp sgt i32 %53, 0
  br i1 %59, label %60, label %326

60:                                               ; preds = %58
  %61 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %62 = tail call i64 @fwrite(i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.str.54, i64 0, i64 0), i64 21, i64 1, %struct._IO_FILE* %61) #39
  %63 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %64 = tail call i32 @fflush(%struct._IO_FILE* noundef %63)
  br label %326

65:                                               ; preds = %6
  %66 = icmp ugt i32 %51, 10
  br i1 %66, label %67, label %74

67:                                               ; preds = %65
  %68 = icmp sgt i32 %53, 0
  br i1 %68, label %69, label %326

69:                                               ; preds = %67
  %70 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %71 = tail call i64 @fwrite(i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.55, i64 0, i64 0), i64 16, i64 1, %struct._IO_FILE* %70) #39
  %72 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %73 = tail call i32 @fflush(%struct._IO_FILE* noundef %72)
  br label %326

74:                                               ; preds = %65
  %75 = icmp ult i32 %27, %23
  %76 = icmp ult i32 %28, %27
  %77 = select i1 %75, i1 true, i1 %76
  br i1 %77, label %78, label %85

78:                                               ; preds = %74
  %79 = icmp sgt i32 %53, 0
  br i1 %79, label %80, label %326

80:                                               ; preds = %78
  %81 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %82 = tail call i64 @fwrite(i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.56, i64 0, i64 0), i64 12, i64 1, %struct._IO_FILE* %81) #39
  %83 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %84 = tail call i32 @fflush(%struct._IO_FILE* noundef %83)
  br label %326

85:                                               ; preds = %74
  %86 = icmp eq i32 %4, 0
  br i1 %86, label %87, label %94

87:                                               ; preds = %85
  %88 = icmp sgt i32 %53, 0
  br i1 %88, label %89, label %326

89:                                               ; preds = %87
  %90 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %91 = tail call i64 @fwrite(i8* getelementptr inbounds ([45 x i8], [45 x i8]* @.str.53, i64 0, i64 0), i64 44, i64 1, %struct._IO_FILE* %90) #39
  %92 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %93 = tail call i32 @fflush(%struct._IO_FILE* noundef %92)
  br label %326

94:                                               ; preds = %85
  %95 = icmp ult i64 %1, 256
  br i1 %95, label %96, label %103

96:                                               ; preds = %94
  %97 = icmp sgt i32 %53, 0
  br i1 %97, label %98, label %326

98:                                               ; preds = %96
  %99 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %100 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %99, i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.39, i64 0, i64 0), i32 noundef 256) #39
  %101 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %102 = tail call i32 @fflush(%struct._IO_FILE* noundef %101)
  br label %326

103:                                              ; preds = %94
  %104 = icmp ugt i32 %14, 1
  br i1 %104, label %105, label %109

105:                                              ; preds = %103
  %106 = zext i32 %14 to i64
  %107 = tail call %struct.POOL_ctx_s* @POOL_create_advanced(i64 noundef %106, i64 noundef 1, %struct.ZSTD_customMem* noundef nonnull byval(%struct.ZSTD_customMem) align 8 @ZSTD_defaultCMem) #36
  %108 = icmp eq %struct.POOL_ctx_s* %107, null
  br i1 %108, label %326, label %109

109:                                              ; preds = %105, %103
  %110 = phi %struct.POOL_ctx_s* [ %107, %105 ], [ null, %103 ]
  %111 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %10, i64 0, i32 0
  %112 = call i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef nonnull %111, %union.pthread_mutexattr_t* noundef null) #36
  %113 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %10, i64 0, i32 1
  %114 = call i32 @pthread_cond_init(%union.pthread_cond_t* noundef nonnull %113, %union.pthread_mutexattr_t* noundef null) #36
  %115 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %10, i64 0, i32 2
  %116 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %10, i64 0, i32 6
  %117 = bitcast i64* %115 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %117, i8 0, i64 24, i1 false) #36
  store i64 -1, i64* %116, align 8, !tbaa !433
  %118 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %10, i64 0, i32 5
  %119 = bitcast %struct.ZDICT_cover_params_t* %118 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %119, i8 0, i64 48, i1 false) #36
  %120 = bitcast [16 x i8]* %9 to i32*
  store i32 0, i32* %120, align 4
  %121 = bitcast { i32, %struct.ZSTD_frameParameters }* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %121)
  %122 = load i32, i32* %13, align 1
  %123 = getelementptr inbounds %struct.ZDICT_fastCover_params_t, %struct.ZDICT_fastCover_params_t* %5, i64 0, i32 7
  %124 = getelementptr inbounds %struct.ZDICT_fastCover_params_t, %struct.ZDICT_fastCover_params_t* %5, i64 0, i32 8
  %125 = bitcast i32* %124 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %121, i8* noundef nonnull align 1 dereferenceable(16) %125, i64 16, i1 false)
  %126 = getelementptr inbounds [16 x i8], [16 x i8]* %9, i64 0, i64 4
  %127 = getelementptr inbounds { i32, %struct.ZSTD_frameParameters }, { i32, %struct.ZSTD_frameParameters }* %8, i64 0, i32 1
  %128 = bitcast %struct.ZSTD_frameParameters* %127 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %126, i8* noundef nonnull align 4 dereferenceable(12) %128, i64 12, i1 false), !tbaa.struct !320
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %121)
  %129 = zext i32 %51 to i64
  %130 = getelementptr inbounds [11 x %struct.FSE_symbolCompressionTransform], [11 x %struct.FSE_symbolCompressionTransform]* @FASTCOVER_defaultAccelParameters, i64 0, i64 %129
  %131 = bitcast %struct.FSE_symbolCompressionTransform* %130 to i64*
  %132 = load i64, i64* %131, align 8, !tbaa.struct !59
  %133 = icmp eq i32 %53, 0
  %134 = add nsw i32 %53, -1
  %135 = select i1 %133, i32 0, i32 %134
  store i32 %135, i32* @g_displayLevel, align 4, !tbaa !15
  %136 = icmp sgt i32 %53, 1
  br i1 %136, label %137, label %142

137:                                              ; preds = %109
  %138 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %139 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %138, i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.44, i64 0, i64 0), i32 noundef %43) #39
  %140 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %141 = call i32 @fflush(%struct._IO_FILE* noundef %140)
  br label %142

142:                                              ; preds = %137, %109
  %143 = icmp ugt i32 %22, %23
  br i1 %143, label %293, label %144

144:                                              ; preds = %142
  %145 = bitcast %struct.FASTCOVER_ctx_t* %11 to i8*
  %146 = icmp sgt i32 %53, 2
  %147 = getelementptr inbounds %struct.FASTCOVER_ctx_t, %struct.FASTCOVER_ctx_t* %11, i64 0, i32 6
  %148 = uitofp i64 %1 to double
  %149 = icmp sgt i32 %53, 0
  %150 = trunc i64 %1 to i32
  %151 = getelementptr inbounds %struct.FASTCOVER_ctx_t, %struct.FASTCOVER_ctx_t* %11, i64 0, i32 9
  %152 = icmp eq %struct.POOL_ctx_s* %110, null
  %153 = icmp ugt i32 %53, 3
  %154 = getelementptr inbounds %struct.FASTCOVER_ctx_t, %struct.FASTCOVER_ctx_t* %11, i64 0, i32 7
  %155 = bitcast i32** %154 to i8**
  %156 = getelementptr inbounds %struct.FASTCOVER_ctx_t, %struct.FASTCOVER_ctx_t* %11, i64 0, i32 1
  %157 = bitcast i64** %156 to i8**
  br label %158

158:                                              ; preds = %287, %144
  %159 = phi i32 [ 1, %144 ], [ %274, %287 ]
  %160 = phi i32 [ %22, %144 ], [ %291, %287 ]
  %161 = phi i1 [ true, %144 ], [ false, %287 ]
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %145) #36
  br i1 %146, label %162, label %167

162:                                              ; preds = %158
  %163 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %164 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %163, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.45, i64 0, i64 0), i32 noundef %160) #39
  %165 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %166 = call i32 @fflush(%struct._IO_FILE* noundef %165)
  br label %167

167:                                              ; preds = %162, %158
  %168 = call fastcc i64 @FASTCOVER_ctx_init(%struct.FASTCOVER_ctx_t* noundef nonnull %11, i8* noundef %2, i64* noundef %3, i32 noundef %4, i32 noundef %160, double noundef %18, i32 noundef %47, i64 %132), !range !447
  %169 = icmp ult i64 %168, -119
  br i1 %169, label %177, label %170

170:                                              ; preds = %167
  br i1 %149, label %171, label %176

171:                                              ; preds = %170
  %172 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %173 = call i64 @fwrite(i8* getelementptr inbounds ([30 x i8], [30 x i8]* @.str.46, i64 0, i64 0), i64 29, i64 1, %struct._IO_FILE* %172) #39
  %174 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %175 = call i32 @fflush(%struct._IO_FILE* noundef %174)
  br label %176

176:                                              ; preds = %171, %170
  call void @COVER_best_destroy(%struct.COVER_best_s* noundef nonnull %10)
  br label %285

177:                                              ; preds = %167
  br i1 %161, label %178, label %190

178:                                              ; preds = %177
  %179 = load i64, i64* %147, align 8, !tbaa !448
  %180 = uitofp i64 %179 to double
  %181 = fdiv double %180, %148
  %182 = fcmp ult double %181, 1.000000e+01
  %183 = and i1 %149, %182
  br i1 %183, label %184, label %190

184:                                              ; preds = %178
  %185 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %186 = trunc i64 %179 to i32
  %187 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %185, i8* noundef getelementptr inbounds ([280 x i8], [280 x i8]* @.str.36, i64 0, i64 0), i32 noundef %150, i32 noundef %186, double noundef %181) #41
  %188 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %189 = call i32 @fflush(%struct._IO_FILE* noundef %188) #36
  br label %190

190:                                              ; preds = %184, %178, %177
  %191 = icmp eq i32 %160, 0
  br label %192

192:                                              ; preds = %273, %190
  %193 = phi i32 [ %159, %190 ], [ %274, %273 ]
  %194 = phi i32 [ %27, %190 ], [ %275, %273 ]
  %195 = call noalias dereferenceable_or_null(72) i8* @malloc(i64 noundef 72) #36
  %196 = bitcast i8* %195 to %struct.FASTCOVER_tryParameters_data_s*
  br i1 %146, label %197, label %202

197:                                              ; preds = %192
  %198 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %199 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %198, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.47, i64 0, i64 0), i32 noundef %194) #39
  %200 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %201 = call i32 @fflush(%struct._IO_FILE* noundef %200)
  br label %202

202:                                              ; preds = %197, %192
  %203 = icmp eq i8* %195, null
  br i1 %203, label %204, label %210

204:                                              ; preds = %202
  br i1 %149, label %205, label %270

205:                                              ; preds = %204
  %206 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %207 = call i64 @fwrite(i8* getelementptr inbounds ([31 x i8], [31 x i8]* @.str.48, i64 0, i64 0), i64 30, i64 1, %struct._IO_FILE* %206) #39
  %208 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %209 = call i32 @fflush(%struct._IO_FILE* noundef %208)
  br label %270

210:                                              ; preds = %202
  %211 = getelementptr inbounds %struct.FASTCOVER_tryParameters_data_s, %struct.FASTCOVER_tryParameters_data_s* %196, i64 0, i32 0
  store %struct.FASTCOVER_ctx_t* %11, %struct.FASTCOVER_ctx_t** %211, align 8, !tbaa !450
  %212 = getelementptr inbounds %struct.FASTCOVER_tryParameters_data_s, %struct.FASTCOVER_tryParameters_data_s* %196, i64 0, i32 1
  store %struct.COVER_best_s* %10, %struct.COVER_best_s** %212, align 8, !tbaa !452
  %213 = getelementptr inbounds %struct.FASTCOVER_tryParameters_data_s, %struct.FASTCOVER_tryParameters_data_s* %196, i64 0, i32 2
  store i64 %1, i64* %213, align 8, !tbaa !453
  %214 = getelementptr inbounds %struct.FASTCOVER_tryParameters_data_s, %struct.FASTCOVER_tryParameters_data_s* %196, i64 0, i32 3, i32 0
  %215 = getelementptr inbounds %struct.FASTCOVER_tryParameters_data_s, %struct.FASTCOVER_tryParameters_data_s* %196, i64 0, i32 3, i32 1
  %216 = getelementptr inbounds %struct.FASTCOVER_tryParameters_data_s, %struct.FASTCOVER_tryParameters_data_s* %196, i64 0, i32 3, i32 2
  %217 = getelementptr inbounds %struct.FASTCOVER_tryParameters_data_s, %struct.FASTCOVER_tryParameters_data_s* %196, i64 0, i32 3, i32 3
  store i32 %122, i32* %217, align 4, !tbaa.struct !454
  %218 = getelementptr inbounds %struct.FASTCOVER_tryParameters_data_s, %struct.FASTCOVER_tryParameters_data_s* %196, i64 0, i32 3, i32 4
  %219 = getelementptr inbounds %struct.FASTCOVER_tryParameters_data_s, %struct.FASTCOVER_tryParameters_data_s* %196, i64 0, i32 3, i32 5
  %220 = getelementptr inbounds %struct.FASTCOVER_tryParameters_data_s, %struct.FASTCOVER_tryParameters_data_s* %196, i64 0, i32 3, i32 6
  %221 = bitcast i32* %220 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(16) %221, i8* noundef nonnull align 4 dereferenceable(16) %12, i64 16, i1 false), !tbaa.struct !455
  %222 = getelementptr inbounds i8, i8* %195, i64 68
  %223 = bitcast i8* %222 to i32*
  store i32 0, i32* %223, align 4, !tbaa.struct !456
  store i32 %194, i32* %214, align 8, !tbaa !457
  store i32 %160, i32* %215, align 4, !tbaa !458
  store double %18, double* %218, align 8, !tbaa !459
  store i32 %32, i32* %216, align 8, !tbaa !460
  store i32 0, i32* %219, align 8, !tbaa !461
  %224 = load i32, i32* @g_displayLevel, align 4, !tbaa !15
  %225 = getelementptr inbounds %struct.FASTCOVER_tryParameters_data_s, %struct.FASTCOVER_tryParameters_data_s* %196, i64 0, i32 3, i32 7, i32 1
  store i32 %224, i32* %225, align 4, !tbaa !462
  %226 = load i32, i32* %151, align 4, !tbaa !463
  %227 = icmp eq i32 %194, 0
  %228 = select i1 %191, i1 true, i1 %227
  br i1 %228, label %238, label %229

229:                                              ; preds = %210
  switch i32 %160, label %238 [
    i32 8, label %230
    i32 6, label %230
  ]

230:                                              ; preds = %229, %229
  %231 = zext i32 %194 to i64
  %232 = icmp ugt i64 %231, %1
  %233 = icmp ugt i32 %160, %194
  %234 = select i1 %232, i1 true, i1 %233
  %235 = add i32 %226, -32
  %236 = icmp ult i32 %235, -31
  %237 = or i1 %236, %234
  br i1 %237, label %238, label %246

238:                                              ; preds = %230, %229, %210
  %239 = icmp sgt i32 %224, 0
  br i1 %239, label %240, label %245

240:                                              ; preds = %238
  %241 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %242 = call i64 @fwrite(i8* getelementptr inbounds ([32 x i8], [32 x i8]* @.str.52, i64 0, i64 0), i64 31, i64 1, %struct._IO_FILE* %241) #39
  %243 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %244 = call i32 @fflush(%struct._IO_FILE* noundef %243)
  br label %245

245:                                              ; preds = %240, %238
  call void @free(i8* noundef nonnull %195) #36
  br label %273

246:                                              ; preds = %230
  %247 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %111) #36
  %248 = load i64, i64* %115, align 8, !tbaa !427
  %249 = add i64 %248, 1
  store i64 %249, i64* %115, align 8, !tbaa !427
  %250 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %111) #36
  br i1 %152, label %252, label %251

251:                                              ; preds = %246
  call void @POOL_add(%struct.POOL_ctx_s* noundef nonnull %110, void (i8*)* noundef nonnull @FASTCOVER_tryParameters, i8* noundef nonnull %195)
  br label %253

252:                                              ; preds = %246
  call void @FASTCOVER_tryParameters(i8* noundef nonnull %195)
  br label %253

253:                                              ; preds = %252, %251
  br i1 %136, label %254, label %268

254:                                              ; preds = %253
  %255 = call i64 @clock() #36
  %256 = load i64, i64* @g_time, align 8, !tbaa !26
  %257 = sub nsw i64 %255, %256
  %258 = icmp sgt i64 %257, 150000
  %259 = select i1 %258, i1 true, i1 %153
  br i1 %259, label %260, label %268

260:                                              ; preds = %254
  %261 = call i64 @clock() #36
  store i64 %261, i64* @g_time, align 8, !tbaa !26
  %262 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %263 = mul i32 %193, 100
  %264 = udiv i32 %263, %43
  %265 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %262, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.49, i64 0, i64 0), i32 noundef %264) #39
  %266 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %267 = call i32 @fflush(%struct._IO_FILE* noundef %266)
  br label %268

268:                                              ; preds = %260, %254, %253
  %269 = add i32 %193, 1
  br label %273

270:                                              ; preds = %205, %204
  call void @COVER_best_destroy(%struct.COVER_best_s* noundef nonnull %10)
  %271 = load i8*, i8** %155, align 8, !tbaa !464
  call void @free(i8* noundef %271) #36
  store i32* null, i32** %154, align 8, !tbaa !464
  %272 = load i8*, i8** %157, align 8, !tbaa !465
  call void @free(i8* noundef %272) #36
  store i64* null, i64** %156, align 8, !tbaa !465
  br label %285

273:                                              ; preds = %268, %245
  %274 = phi i32 [ %193, %245 ], [ %269, %268 ]
  %275 = add i32 %194, %36
  %276 = icmp ugt i32 %275, %28
  br i1 %276, label %277, label %192, !llvm.loop !466

277:                                              ; preds = %273
  %278 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %111) #36
  %279 = load i64, i64* %115, align 8, !tbaa !427
  %280 = icmp eq i64 %279, 0
  br i1 %280, label %287, label %281

281:                                              ; preds = %281, %277
  %282 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull %113, %union.pthread_mutex_t* noundef nonnull %111) #36
  %283 = load i64, i64* %115, align 8, !tbaa !427
  %284 = icmp eq i64 %283, 0
  br i1 %284, label %287, label %281, !llvm.loop !467

285:                                              ; preds = %270, %176
  %286 = phi i64 [ %168, %176 ], [ -64, %270 ]
  call void @POOL_free(%struct.POOL_ctx_s* noundef %110)
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %145) #36
  br label %326

287:                                              ; preds = %281, %277
  %288 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %111) #36
  %289 = load i8*, i8** %155, align 8, !tbaa !464
  call void @free(i8* noundef %289) #36
  store i32* null, i32** %154, align 8, !tbaa !464
  %290 = load i8*, i8** %157, align 8, !tbaa !465
  call void @free(i8* noundef %290) #36
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %145) #36
  %291 = add i32 %160, 2
  %292 = icmp ugt i32 %291, %23
  br i1 %292, label %293, label %158, !llvm.loop !468

293:                                              ; preds = %287, %142
  br i1 %136, label %294, label %299

294:                                              ; preds = %293
  %295 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %296 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %295, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.51, i64 0, i64 0)) #39
  %297 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !35
  %298 = call i32 @fflush(%struct._IO_FILE* noundef %297)
  br label %299

299:                                              ; preds = %294, %293
  %300 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %10, i64 0, i32 4
  %301 = load i64, i64* %300, align 8, !tbaa !435
  %302 = load i64, i64* %116, align 8, !tbaa !433
  %303 = icmp ult i64 %302, -119
  br i1 %303, label %305, label %304

304:                                              ; preds = %299
  call void @COVER_best_destroy(%struct.COVER_best_s* noundef nonnull %10)
  call void @POOL_free(%struct.POOL_ctx_s* noundef %110)
  br label %326

305:                                              ; preds = %299
  %306 = getelementptr inbounds [16 x i8], [16 x i8]* %7, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %306)
  %307 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %10, i64 0, i32 5, i32 0
  %308 = load i32, i32* %307, align 8
  %309 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %10, i64 0, i32 5, i32 1
  %310 = load i32, i32* %309, align 4
  %311 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %10, i64 0, i32 5, i32 2
  %312 = load i32, i32* %311, align 8
  %313 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %10, i64 0, i32 5, i32 3
  %314 = load i32, i32* %313, align 4
  %315 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %10, i64 0, i32 5, i32 4
  %316 = load double, double* %315, align 8
  %317 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %10, i64 0, i32 5, i32 5
  %318 = load i32, i32* %317, align 8
  %319 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %10, i64 0, i32 5, i32 6
  %320 = bitcast i32* %319 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(16) %306, i8* noundef nonnull align 4 dereferenceable(16) %320, i64 16, i1 false)
  store i32 %308, i32* %24, align 8, !tbaa !442
  store i32 %310, i32* %19, align 4, !tbaa !441
  store i32 %312, i32* %29, align 4, !tbaa !443
  store i32 %314, i32* %13, align 8, !tbaa !438
  store double %316, double* %15, align 8, !tbaa !440
  store i32 %47, i32* %44, align 8, !tbaa !444
  store i32 %51, i32* %48, align 8, !tbaa !445
  %321 = getelementptr inbounds %struct.ZDICT_fastCover_params_t, %struct.ZDICT_fastCover_params_t* %5, i64 0, i32 9
  %322 = bitcast %struct.ZSTD_frameParameters* %321 to i8*
  %323 = getelementptr inbounds [16 x i8], [16 x i8]* %7, i64 0, i64 4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %322, i8* noundef nonnull align 4 dereferenceable(12) %323, i64 12, i1 false), !tbaa.struct !320
  store i32 %318, i32* %123, align 4, !tbaa !469
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %306)
  %324 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %10, i64 0, i32 3
  %325 = load i8*, i8** %324, align 8, !tbaa !434
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %0, i8* align 1 %325, i64 %301, i1 false)
  call void @COVER_best_destroy(%struct.COVER_best_s* noundef nonnull %10)
  call void @POOL_free(%struct.POOL_ctx_s* noundef %110)
  br label %326

326:                                              ; preds = %305, %304, %285, %105, %98, %96, %89, %87, %80, %78, %69, %67, %60, %58
  %327 = phi i64 [ -42, %60 ], [ -42, %58 ], [ -42, %69 ], [ -42, %67 ], [ -42, %80 ], [ -42, %78 ], [ -72, %89 ], [ -72, %87 ], [ -70, %98 ], [ -70, %96 ], [ -64, %105 ], [ %302, %304 ], [ %301, %305 ], [ %286, %285 ]
  call void @llvm.lifetime.end.p0i8(i64 168, i8* nonnull %54) #36
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %12)
  ret i64 %327
}

; Function Attrs: nounwind uwtable
declare hidden void @FASTCOVER_tryParameters(i8* nocapture noundef) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @ZDICT_getDictID(i8* nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #14 {
  %3 = icmp ult i64 %1, 8
  br i1 %3, label %12, label %4

4:                                                ; preds = %2
  %5 = bitcast i8* %0 to i32*
  %6 = load i32, i32* %5, align 1, !tbaa !15
  %7 = icmp eq i32 %6, -332356553
  br i1 %7, label %8, label %12

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, i8* %0, i64 4
  %10 = bitcast i8* %9 to i32*
  %11 = load i32, i32* %10, align 1, !tbaa !15
  br label %12

12:                                               ; preds = %8, %4, %2
  %13 = phi i32 [ %11, %8 ], [ 0, %2 ], [ 0, %4 ]
  ret i32 %13
}

; Function Attrs: nofree nosync nounwind uwtable
define hidden fastcc i32 @ZDICT_tryMerge(%struct.ZSTD_frameParameters* nocapture noundef %0, i64 %1, i32 %2, i32 noundef %3, i8* nocapture noundef readonly %4) unnamed_addr #0 {
  %6 = trunc i64 %1 to i32
  %7 = lshr i64 %1, 32
  %8 = trunc i64 %7 to i32
  %9 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %0, i64 0, i32 0
  %10 = load i32, i32* %9, align 4, !tbaa !414
  %11 = add i32 %8, %6
  %12 = icmp ugt i32 %10, 1
  br i1 %12, label %13, label %185

13:                                               ; preds = %5
  %14 = zext i32 %3 to i64
  %15 = zext i32 %10 to i64
  br label %24

16:                                               ; preds = %77
  br i1 %12, label %17, label %185

17:                                               ; preds = %16
  %18 = and i64 %1, 4294967295
  %19 = getelementptr inbounds i8, i8* %4, i64 %18
  %20 = getelementptr inbounds i8, i8* %19, i64 1
  %21 = bitcast i8* %20 to i64*
  %22 = zext i32 %3 to i64
  %23 = zext i32 %10 to i64
  br label %80

24:                                               ; preds = %77, %13
  %25 = phi i64 [ 1, %13 ], [ %78, %77 ]
  %26 = icmp eq i64 %25, %14
  br i1 %26, label %77, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %0, i64 %25
  %29 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %28, i64 0, i32 0
  %30 = load i32, i32* %29, align 4, !tbaa !414
  %31 = icmp ule i32 %30, %6
  %32 = icmp ugt i32 %30, %11
  %33 = select i1 %31, i1 true, i1 %32
  br i1 %33, label %77, label %34

34:                                               ; preds = %27
  %35 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %28, i64 0, i32 0
  %36 = trunc i64 %25 to i32
  %37 = and i64 %25, 4294967295
  %38 = sub i32 %30, %6
  %39 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %0, i64 %37, i32 1
  %40 = load i32, i32* %39, align 4, !tbaa !415
  %41 = add i32 %40, %38
  store i32 %41, i32* %39, align 4, !tbaa !415
  store i32 %6, i32* %35, align 4, !tbaa !414
  %42 = mul i32 %38, %2
  %43 = udiv i32 %42, %8
  %44 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %0, i64 %37, i32 2
  %45 = load i32, i32* %44, align 4, !tbaa !416
  %46 = lshr i32 %8, 3
  %47 = add i32 %43, %46
  %48 = add i32 %47, %45
  store i32 %48, i32* %44, align 4, !tbaa !416
  %49 = bitcast %struct.ZSTD_frameParameters* %28 to i64*
  %50 = load i64, i64* %49, align 4, !tbaa.struct !320
  %51 = icmp ugt i32 %36, 1
  br i1 %51, label %52, label %71

52:                                               ; preds = %59, %34
  %53 = phi i64 [ %54, %59 ], [ %25, %34 ]
  %54 = add nsw i64 %53, -1
  %55 = and i64 %54, 4294967295
  %56 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %0, i64 %55, i32 2
  %57 = load i32, i32* %56, align 4, !tbaa !416
  %58 = icmp ult i32 %57, %48
  br i1 %58, label %59, label %66

59:                                               ; preds = %52
  %60 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %0, i64 %55
  %61 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %0, i64 %53
  %62 = bitcast %struct.ZSTD_frameParameters* %61 to i8*
  %63 = bitcast %struct.ZSTD_frameParameters* %60 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %62, i8* noundef nonnull align 4 dereferenceable(12) %63, i64 12, i1 false), !tbaa.struct !320
  %64 = and i64 %54, 4294967294
  %65 = icmp eq i64 %64, 0
  br i1 %65, label %68, label %52, !llvm.loop !470

66:                                               ; preds = %52
  %67 = trunc i64 %53 to i32
  br label %68

68:                                               ; preds = %66, %59
  %69 = phi i32 [ %67, %66 ], [ 1, %59 ]
  %70 = zext i32 %69 to i64
  br label %71

71:                                               ; preds = %68, %34
  %72 = phi i64 [ %70, %68 ], [ %37, %34 ]
  %73 = phi i32 [ %69, %68 ], [ %36, %34 ]
  %74 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %0, i64 %72
  %75 = bitcast %struct.ZSTD_frameParameters* %74 to i64*
  store i64 %50, i64* %75, align 4, !tbaa.struct !320
  %76 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %0, i64 %72, i32 2
  store i32 %48, i32* %76, align 4, !tbaa.struct !60
  br label %185

77:                                               ; preds = %27, %24
  %78 = add nuw nsw i64 %25, 1
  %79 = icmp eq i64 %78, %15
  br i1 %79, label %16, label %24, !llvm.loop !471

80:                                               ; preds = %182, %17
  %81 = phi i64 [ 1, %17 ], [ %183, %182 ]
  %82 = icmp eq i64 %81, %22
  br i1 %82, label %182, label %83

83:                                               ; preds = %80
  %84 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %0, i64 %81
  %85 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %84, i64 0, i32 0
  %86 = load i32, i32* %85, align 4, !tbaa !414
  %87 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %0, i64 %81, i32 1
  %88 = load i32, i32* %87, align 4, !tbaa !415
  %89 = add i32 %88, %86
  %90 = icmp uge i32 %89, %6
  %91 = icmp ult i32 %86, %6
  %92 = and i1 %91, %90
  br i1 %92, label %93, label %137

93:                                               ; preds = %83
  %94 = trunc i64 %81 to i32
  %95 = and i64 %81, 4294967295
  %96 = sub nsw i32 %11, %89
  %97 = lshr i32 %8, 3
  %98 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %0, i64 %95, i32 2
  %99 = load i32, i32* %98, align 4, !tbaa !416
  %100 = add i32 %99, %97
  store i32 %100, i32* %98, align 4, !tbaa !416
  %101 = icmp sgt i32 %96, 0
  br i1 %101, label %102, label %107

102:                                              ; preds = %93
  %103 = add i32 %96, %88
  store i32 %103, i32* %87, align 4, !tbaa !415
  %104 = mul i32 %96, %2
  %105 = udiv i32 %104, %8
  %106 = add i32 %105, %100
  store i32 %106, i32* %98, align 4, !tbaa !416
  br label %107

107:                                              ; preds = %102, %93
  %108 = phi i32 [ %106, %102 ], [ %100, %93 ]
  %109 = bitcast %struct.ZSTD_frameParameters* %84 to i64*
  %110 = load i64, i64* %109, align 4, !tbaa.struct !320
  %111 = icmp ugt i32 %94, 1
  br i1 %111, label %112, label %131

112:                                              ; preds = %119, %107
  %113 = phi i64 [ %114, %119 ], [ %81, %107 ]
  %114 = add nsw i64 %113, -1
  %115 = and i64 %114, 4294967295
  %116 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %0, i64 %115, i32 2
  %117 = load i32, i32* %116, align 4, !tbaa !416
  %118 = icmp ult i32 %117, %108
  br i1 %118, label %119, label %126

119:                                              ; preds = %112
  %120 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %0, i64 %115
  %121 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %0, i64 %113
  %122 = bitcast %struct.ZSTD_frameParameters* %121 to i8*
  %123 = bitcast %struct.ZSTD_frameParameters* %120 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %122, i8* noundef nonnull align 4 dereferenceable(12) %123, i64 12, i1 false), !tbaa.struct !320
  %124 = and i64 %114, 4294967294
  %125 = icmp eq i64 %124, 0
  br i1 %125, label %128, label %112, !llvm.loop !472

126:                                              ; preds = %112
  %127 = trunc i64 %113 to i32
  br label %128

128:                                              ; preds = %126, %119
  %129 = phi i32 [ %127, %126 ], [ 1, %119 ]
  %130 = zext i32 %129 to i64
  br label %131

131:                                              ; preds = %128, %107
  %132 = phi i64 [ %130, %128 ], [ %95, %107 ]
  %133 = phi i32 [ %129, %128 ], [ %94, %107 ]
  %134 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %0, i64 %132
  %135 = bitcast %struct.ZSTD_frameParameters* %134 to i64*
  store i64 %110, i64* %135, align 4, !tbaa.struct !320
  %136 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %0, i64 %132, i32 2
  store i32 %108, i32* %136, align 4, !tbaa.struct !60
  br label %185

137:                                              ; preds = %83
  %138 = zext i32 %86 to i64
  %139 = getelementptr inbounds i8, i8* %4, i64 %138
  %140 = bitcast i8* %139 to i64*
  %141 = load i64, i64* %140, align 1, !tbaa !26
  %142 = load i64, i64* %21, align 1, !tbaa !26
  %143 = icmp eq i64 %141, %142
  br i1 %143, label %144, label %182

144:                                              ; preds = %137
  %145 = zext i32 %88 to i64
  %146 = icmp ne i32 %88, 0
  %147 = trunc i64 %141 to i8
  %148 = trunc i64 %142 to i8
  %149 = icmp eq i8 %147, %148
  %150 = select i1 %146, i1 %149, i1 false
  br i1 %150, label %151, label %161

151:                                              ; preds = %155, %144
  %152 = phi i64 [ %153, %155 ], [ 0, %144 ]
  %153 = add nuw nsw i64 %152, 1
  %154 = icmp eq i64 %153, %145
  br i1 %154, label %164, label %155, !llvm.loop !473

155:                                              ; preds = %151
  %156 = getelementptr inbounds i8, i8* %139, i64 %153
  %157 = load i8, i8* %156, align 1, !tbaa !5
  %158 = getelementptr inbounds i8, i8* %20, i64 %153
  %159 = load i8, i8* %158, align 1, !tbaa !5
  %160 = icmp eq i8 %157, %159
  br i1 %160, label %151, label %161

161:                                              ; preds = %155, %144
  %162 = phi i64 [ 0, %144 ], [ %153, %155 ]
  %163 = icmp eq i64 %162, %145
  br i1 %163, label %164, label %182

164:                                              ; preds = %161, %151
  %165 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %84, i64 0, i32 0
  %166 = trunc i64 %81 to i32
  %167 = and i64 %81, 4294967295
  %168 = sub nsw i32 %8, %88
  %169 = icmp sgt i32 %168, 1
  %170 = select i1 %169, i32 %168, i32 1
  %171 = zext i32 %170 to i64
  store i32 %6, i32* %165, align 4, !tbaa !414
  %172 = zext i32 %2 to i64
  %173 = mul nuw nsw i64 %171, %172
  %174 = udiv i64 %173, %7
  %175 = trunc i64 %174 to i32
  %176 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %0, i64 %167, i32 2
  %177 = load i32, i32* %176, align 4, !tbaa !416
  %178 = add i32 %177, %175
  store i32 %178, i32* %176, align 4, !tbaa !416
  %179 = add i32 %88, 1
  %180 = icmp ugt i32 %179, %8
  %181 = select i1 %180, i32 %8, i32 %179
  store i32 %181, i32* %87, align 4, !tbaa !415
  br label %185

182:                                              ; preds = %161, %137, %80
  %183 = add nuw nsw i64 %81, 1
  %184 = icmp eq i64 %183, %23
  br i1 %184, label %185, label %80, !llvm.loop !474

185:                                              ; preds = %182, %164, %131, %71, %16, %5
  %186 = phi i32 [ %73, %71 ], [ %133, %131 ], [ %166, %164 ], [ 0, %16 ], [ 0, %5 ], [ 0, %182 ]
  ret i32 %186
}

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nosync nounwind willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+bmi,+bmi2,+cx8,+fxsr,+lzcnt,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nosync nounwind readnone willreturn }
attributes #14 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nofree nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { inlinehint nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { inaccessiblemem_or_argmemonly nofree nosync nounwind willreturn }
attributes #23 = { inlinehint nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #24 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #25 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #26 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #27 = { inlinehint mustprogress nofree nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #28 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #29 = { inlinehint mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #30 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #31 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #32 = { nofree nounwind }
attributes #33 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #34 = { mustprogress nofree nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #35 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #36 = { nounwind }
attributes #37 = { nounwind readonly willreturn }
attributes #38 = { nounwind readnone }
attributes #39 = { cold }
attributes #40 = { noreturn nounwind }
attributes #41 = { cold nounwind }

!llvm.ident = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9}
!9 = distinct !{!9, !10}
!10 = distinct !{!10, !"LVerDomain"}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = distinct !{!14, !12, !13}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !6, i64 0}
!17 = distinct !{!17, !12}
!18 = !{i32 0, i32 33}
!19 = !{!20, !16, i64 232}
!20 = !{!"POOL_ctx_s", !21, i64 0, !22, i64 24, !23, i64 32, !23, i64 40, !22, i64 48, !23, i64 56, !23, i64 64, !23, i64 72, !23, i64 80, !16, i64 88, !6, i64 96, !6, i64 136, !6, i64 184, !16, i64 232}
!21 = !{!"", !22, i64 0, !22, i64 8, !22, i64 16}
!22 = !{!"any pointer", !6, i64 0}
!23 = !{!"long", !6, i64 0}
!24 = !{!20, !23, i64 32}
!25 = !{!20, !22, i64 24}
!26 = !{!23, !23, i64 0}
!27 = distinct !{!27, !12}
!28 = !{!20, !22, i64 48}
!29 = !{!20, !16, i64 88}
!30 = !{!20, !23, i64 80}
!31 = !{!20, !23, i64 40}
!32 = distinct !{!32, !12}
!33 = !{!20, !23, i64 56}
!34 = !{i64 0, i64 8, !35, i64 8, i64 8, !35}
!35 = !{!22, !22, i64 0}
!36 = !{i64 0, i64 8, !35}
!37 = !{!20, !23, i64 72}
!38 = !{!20, !23, i64 64}
!39 = distinct !{!39, !12}
!40 = distinct !{!40, !12}
!41 = !{!42, !42, i64 0}
!42 = !{!"short", !6, i64 0}
!43 = distinct !{!43, !12}
!44 = distinct !{!44, !12, !13}
!45 = distinct !{!45, !46}
!46 = !{!"llvm.loop.unroll.disable"}
!47 = distinct !{!47, !12, !48, !13}
!48 = !{!"llvm.loop.unroll.runtime.disable"}
!49 = distinct !{!49, !12}
!50 = distinct !{!50, !12}
!51 = distinct !{!51, !12}
!52 = distinct !{!52, !12}
!53 = distinct !{!53, !12}
!54 = distinct !{!54, !12}
!55 = !{!56, !16, i64 4}
!56 = !{!"", !16, i64 0, !16, i64 4}
!57 = !{!56, !16, i64 0}
!58 = distinct !{!58, !12}
!59 = !{i64 0, i64 4, !15, i64 4, i64 4, !15}
!60 = !{i64 0, i64 4, !15}
!61 = distinct !{!61, !12}
!62 = distinct !{!62, !12}
!63 = distinct !{!63, !12}
!64 = distinct !{!64, !12, !13}
!65 = distinct !{!65, !12, !48, !13}
!66 = distinct !{!66, !12, !13}
!67 = distinct !{!67, !12, !48, !13}
!68 = distinct !{!68, !12, !13}
!69 = distinct !{!69, !12, !48, !13}
!70 = distinct !{!70, !12, !13}
!71 = distinct !{!71, !12}
!72 = distinct !{!72, !12, !48, !13}
!73 = distinct !{!73, !12}
!74 = distinct !{!74, !12}
!75 = distinct !{!75, !12}
!76 = !{i64 -66, i64 4294967296}
!77 = !{i64 -66, i64 13}
!78 = distinct !{!78, !12, !13}
!79 = distinct !{!79, !12, !48, !13}
!80 = distinct !{!80, !12, !13}
!81 = distinct !{!81, !12, !48, !13}
!82 = !{!83, !22, i64 0}
!83 = !{!"ZSTDMT_CCtx_s", !22, i64 0, !22, i64 8, !22, i64 16, !22, i64 24, !22, i64 32, !84, i64 40, !23, i64 256, !23, i64 264, !16, i64 272, !88, i64 280, !91, i64 320, !92, i64 344, !96, i64 2984, !16, i64 3008, !16, i64 3012, !16, i64 3016, !16, i64 3020, !16, i64 3024, !97, i64 3032, !97, i64 3040, !97, i64 3048, !21, i64 3056, !22, i64 3080, !22, i64 3088, !16, i64 3096}
!84 = !{!"ZSTD_CCtx_params_s", !6, i64 0, !85, i64 4, !86, i64 32, !16, i64 44, !16, i64 48, !23, i64 56, !16, i64 64, !6, i64 68, !6, i64 72, !16, i64 76, !23, i64 80, !16, i64 88, !16, i64 92, !87, i64 96, !16, i64 120, !6, i64 124, !6, i64 128, !6, i64 132, !16, i64 136, !6, i64 140, !6, i64 144, !16, i64 148, !21, i64 152, !6, i64 176, !16, i64 180, !22, i64 184, !22, i64 192, !23, i64 200, !6, i64 208}
!85 = !{!"", !16, i64 0, !16, i64 4, !16, i64 8, !16, i64 12, !16, i64 16, !16, i64 20, !6, i64 24}
!86 = !{!"", !16, i64 0, !16, i64 4, !16, i64 8}
!87 = !{!"", !6, i64 0, !16, i64 4, !16, i64 8, !16, i64 12, !16, i64 16, !16, i64 20}
!88 = !{!"", !89, i64 0, !90, i64 16, !23, i64 32}
!89 = !{!"", !22, i64 0, !23, i64 8}
!90 = !{!"buffer_s", !22, i64 0, !23, i64 8}
!91 = !{!"", !22, i64 0, !23, i64 8, !23, i64 16}
!92 = !{!"", !6, i64 0, !6, i64 40, !84, i64 88, !93, i64 304, !95, i64 2416, !16, i64 2504, !6, i64 2512, !6, i64 2552, !94, i64 2600}
!93 = !{!"", !94, i64 0, !22, i64 40, !16, i64 48, !22, i64 56, !6, i64 64, !6, i64 576}
!94 = !{!"", !22, i64 0, !22, i64 8, !22, i64 16, !16, i64 24, !16, i64 28, !16, i64 32}
!95 = !{!"XXH_NAMESPACEXXH64_state_s", !23, i64 0, !6, i64 8, !6, i64 40, !16, i64 72, !16, i64 76, !23, i64 80}
!96 = !{!"", !23, i64 0, !23, i64 8, !23, i64 16}
!97 = !{!"long long", !6, i64 0}
!98 = !{!83, !22, i64 8}
!99 = !{!83, !16, i64 3008}
!100 = distinct !{!100, !12}
!101 = !{!83, !22, i64 16}
!102 = !{!83, !22, i64 24}
!103 = !{!104, !22, i64 72}
!104 = !{!"", !6, i64 0, !16, i64 40, !16, i64 44, !21, i64 48, !22, i64 72}
!105 = !{!104, !16, i64 40}
!106 = distinct !{!106, !12}
!107 = !{!83, !22, i64 32}
!108 = !{!92, !22, i64 344}
!109 = !{!92, !22, i64 360}
!110 = !{!83, !22, i64 3080}
!111 = !{!112, !22, i64 0}
!112 = !{!"", !22, i64 0, !22, i64 8, !22, i64 16, !22, i64 24, !22, i64 32, !22, i64 40, !22, i64 48, !6, i64 56, !16, i64 60, !6, i64 64, !6, i64 68}
!113 = !{!112, !22, i64 8}
!114 = !{!83, !22, i64 320}
!115 = !{!116, !16, i64 48}
!116 = !{!"ZSTDMT_bufferPool_s", !6, i64 0, !23, i64 40, !16, i64 48, !16, i64 52, !21, i64 56, !22, i64 80}
!117 = !{!116, !22, i64 80}
!118 = !{!90, !23, i64 8}
!119 = distinct !{!119, !12, !13}
!120 = distinct !{!120, !12, !48, !13}
!121 = !{!122, !22, i64 680}
!122 = !{!"ZSTD_CCtx_s", !6, i64 0, !16, i64 4, !16, i64 8, !84, i64 16, !84, i64 232, !84, i64 448, !16, i64 664, !23, i64 672, !112, i64 680, !23, i64 752, !97, i64 760, !97, i64 768, !97, i64 776, !95, i64 784, !21, i64 872, !22, i64 896, !23, i64 904, !123, i64 912, !16, i64 944, !16, i64 948, !124, i64 952, !93, i64 1032, !22, i64 3144, !23, i64 3152, !125, i64 3160, !126, i64 3200, !22, i64 3520, !6, i64 3528, !22, i64 3536, !23, i64 3544, !23, i64 3552, !23, i64 3560, !23, i64 3568, !22, i64 3576, !23, i64 3584, !23, i64 3592, !23, i64 3600, !6, i64 3608, !16, i64 3612, !129, i64 3616, !23, i64 3640, !23, i64 3648, !130, i64 3656, !22, i64 3696, !131, i64 3704, !22, i64 3728, !132, i64 3736, !22, i64 5232, !23, i64 5240}
!123 = !{!"", !16, i64 0, !22, i64 8, !23, i64 16, !23, i64 24}
!124 = !{!"", !22, i64 0, !22, i64 8, !22, i64 16, !22, i64 24, !22, i64 32, !22, i64 40, !22, i64 48, !23, i64 56, !23, i64 64, !6, i64 72, !16, i64 76}
!125 = !{!"", !22, i64 0, !23, i64 8, !23, i64 16, !23, i64 24, !23, i64 32}
!126 = !{!"", !22, i64 0, !22, i64 8, !127, i64 16}
!127 = !{!"ZSTD_matchState_t", !94, i64 0, !16, i64 40, !16, i64 44, !16, i64 48, !16, i64 52, !22, i64 56, !6, i64 64, !23, i64 96, !16, i64 104, !22, i64 112, !22, i64 120, !22, i64 128, !16, i64 136, !16, i64 140, !128, i64 144, !22, i64 248, !85, i64 256, !22, i64 288, !16, i64 296, !16, i64 300}
!128 = !{!"", !22, i64 0, !22, i64 8, !22, i64 16, !22, i64 24, !22, i64 32, !22, i64 40, !16, i64 48, !16, i64 52, !16, i64 56, !16, i64 60, !16, i64 64, !16, i64 68, !16, i64 72, !16, i64 76, !6, i64 80, !22, i64 88, !6, i64 96}
!129 = !{!"ZSTD_inBuffer_s", !22, i64 0, !23, i64 8, !23, i64 16}
!130 = !{!"", !22, i64 0, !22, i64 8, !23, i64 16, !6, i64 24, !22, i64 32}
!131 = !{!"ZSTD_prefixDict_s", !22, i64 0, !23, i64 8, !6, i64 16}
!132 = !{!"", !124, i64 0, !124, i64 80, !124, i64 160, !124, i64 240, !124, i64 320, !6, i64 400, !133, i64 1184}
!133 = !{!"", !134, i64 0, !135, i64 144}
!134 = !{!"", !6, i64 0, !6, i64 4, !23, i64 136}
!135 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !23, i64 152, !23, i64 160}
!136 = !{!137, !22, i64 32}
!137 = !{!"ZSTD_CDict_s", !22, i64 0, !23, i64 8, !6, i64 16, !22, i64 24, !112, i64 32, !127, i64 104, !138, i64 408, !21, i64 6040, !16, i64 6064, !16, i64 6068, !6, i64 6072}
!138 = !{!"", !139, i64 0, !6, i64 5616}
!139 = !{!"", !140, i64 0, !141, i64 2064}
!140 = !{!"", !6, i64 0, !6, i64 2056}
!141 = !{!"", !6, i64 0, !6, i64 772, !6, i64 2224, !6, i64 3540, !6, i64 3544, !6, i64 3548}
!142 = !{!122, !22, i64 3728}
!143 = distinct !{!143, !12}
!144 = distinct !{!144, !12, !13}
!145 = distinct !{!145, !12, !48, !13}
!146 = !{!83, !23, i64 328}
!147 = !{!84, !16, i64 44}
!148 = !{!84, !16, i64 32}
!149 = !{!85, !16, i64 0}
!150 = !{!85, !16, i64 4}
!151 = !{!85, !16, i64 8}
!152 = !{!85, !16, i64 12}
!153 = !{!85, !16, i64 16}
!154 = !{!85, !6, i64 24}
!155 = !{!122, !6, i64 3608}
!156 = !{!122, !22, i64 3696}
!157 = !{i64 0, i64 4, !5, i64 4, i64 4, !15, i64 8, i64 4, !15, i64 12, i64 4, !15, i64 16, i64 4, !15, i64 20, i64 4, !15, i64 24, i64 4, !15, i64 28, i64 4, !5, i64 32, i64 4, !15, i64 36, i64 4, !15, i64 40, i64 4, !15, i64 44, i64 4, !15, i64 48, i64 4, !15, i64 56, i64 8, !26, i64 64, i64 4, !15, i64 68, i64 4, !5, i64 72, i64 4, !5, i64 76, i64 4, !15, i64 80, i64 8, !26, i64 88, i64 4, !15, i64 92, i64 4, !15, i64 96, i64 4, !5, i64 100, i64 4, !15, i64 104, i64 4, !15, i64 108, i64 4, !15, i64 112, i64 4, !15, i64 116, i64 4, !15, i64 120, i64 4, !15, i64 124, i64 4, !5, i64 128, i64 4, !5, i64 132, i64 4, !5, i64 136, i64 4, !15, i64 140, i64 4, !5, i64 144, i64 4, !5, i64 148, i64 4, !15, i64 152, i64 8, !35, i64 160, i64 8, !35, i64 168, i64 8, !35, i64 176, i64 4, !5, i64 180, i64 4, !15, i64 184, i64 8, !35, i64 192, i64 8, !35, i64 200, i64 8, !26, i64 208, i64 4, !5}
!158 = !{!84, !16, i64 36}
!159 = !{!84, !16, i64 40}
!160 = !{!122, !97, i64 760}
!161 = !{!122, !23, i64 904}
!162 = !{!122, !22, i64 3656}
!163 = !{!122, !22, i64 3664}
!164 = !{!122, !23, i64 3672}
!165 = !{!122, !6, i64 3680}
!166 = !{i64 0, i64 65}
!167 = !{!127, !22, i64 128}
!168 = !{!127, !22, i64 8}
!169 = !{!127, !16, i64 24}
!170 = !{!127, !16, i64 28}
!171 = !{!127, !16, i64 40}
!172 = !{!127, !22, i64 248}
!173 = !{!127, !16, i64 264}
!174 = !{!127, !22, i64 112}
!175 = !{!127, !16, i64 300}
!176 = !{!127, !16, i64 44}
!177 = distinct !{!177, !12}
!178 = !{!127, !22, i64 0}
!179 = distinct !{!179, !12}
!180 = distinct !{!180, !46}
!181 = distinct !{!181, !12}
!182 = distinct !{!182, !12}
!183 = !{!127, !16, i64 260}
!184 = distinct !{!184, !12}
!185 = !{!127, !22, i64 16}
!186 = !{i64 0, i64 8, !35, i64 8, i64 8, !26, i64 16, i64 4, !5}
!187 = !{i64 0, i64 8, !26, i64 8, i64 4, !5}
!188 = !{i64 0, i64 4, !5}
!189 = !{!130, !22, i64 8}
!190 = !{!130, !22, i64 32}
!191 = !{!130, !23, i64 16}
!192 = !{!130, !6, i64 24}
!193 = !{!122, !22, i64 3688}
!194 = !{!137, !16, i64 6068}
!195 = !{!137, !23, i64 8}
!196 = !{!137, !16, i64 244}
!197 = !{!137, !6, i64 384}
!198 = !{!84, !6, i64 68}
!199 = !{!84, !16, i64 48}
!200 = !{i64 0, i64 4, !15, i64 4, i64 4, !15, i64 8, i64 4, !15, i64 12, i64 4, !15, i64 16, i64 4, !15, i64 20, i64 4, !15, i64 24, i64 4, !5}
!201 = !{!84, !6, i64 140}
!202 = !{!84, !6, i64 96}
!203 = !{!84, !6, i64 144}
!204 = !{!84, !23, i64 200}
!205 = !{!84, !6, i64 208}
!206 = !{!84, !22, i64 192}
!207 = !{!84, !16, i64 76}
!208 = !{!122, !22, i64 896}
!209 = !{!137, !16, i64 6064}
!210 = !{!122, !23, i64 672}
!211 = !{!122, !6, i64 356}
!212 = !{!122, !23, i64 752}
!213 = !{!122, !16, i64 3612}
!214 = !{!83, !16, i64 44}
!215 = !{!83, !16, i64 84}
!216 = !{!129, !22, i64 0}
!217 = !{!129, !23, i64 8}
!218 = !{!129, !23, i64 16}
!219 = !{!220, !22, i64 0}
!220 = !{!"ZSTD_outBuffer_s", !22, i64 0, !23, i64 8, !23, i64 16}
!221 = !{!220, !23, i64 8}
!222 = !{!220, !23, i64 16}
!223 = !{!122, !23, i64 3640}
!224 = distinct !{!224, !12}
!225 = !{!122, !23, i64 3592}
!226 = !{!122, !23, i64 3600}
!227 = !{!122, !6, i64 360}
!228 = !{!122, !23, i64 3560}
!229 = !{!122, !23, i64 3568}
!230 = !{!122, !22, i64 3536}
!231 = !{!122, !23, i64 3552}
!232 = !{!122, !22, i64 3576}
!233 = !{!122, !23, i64 3584}
!234 = !{!122, !23, i64 3544}
!235 = !{!122, !6, i64 0}
!236 = !{!84, !16, i64 4}
!237 = !{!84, !6, i64 0}
!238 = !{!122, !16, i64 268}
!239 = !{!122, !97, i64 768}
!240 = !{!122, !16, i64 912}
!241 = !{!122, !22, i64 3200}
!242 = !{i64 -70, i64 1}
!243 = !{!122, !22, i64 3208}
!244 = !{!122, !22, i64 3520}
!245 = !{!122, !16, i64 8}
!246 = !{!122, !16, i64 944}
!247 = !{!138, !6, i64 5604}
!248 = !{!95, !23, i64 0}
!249 = !{!95, !16, i64 72}
!250 = distinct !{!250, !12}
!251 = !{i64 0, i64 8, !35, i64 8, i64 8, !35, i64 16, i64 8, !35, i64 24, i64 8, !35, i64 32, i64 8, !35, i64 40, i64 8, !35, i64 48, i64 8, !35, i64 56, i64 8, !26, i64 64, i64 8, !26, i64 72, i64 4, !5, i64 76, i64 4, !15}
!252 = !{!124, !22, i64 0}
!253 = !{!124, !22, i64 8}
!254 = !{!124, !16, i64 76}
!255 = !{i64 0, i64 2, !41, i64 2, i64 2, !41}
!256 = !{!124, !6, i64 72}
!257 = distinct !{!257, !12}
!258 = !{!124, !22, i64 16}
!259 = !{!124, !22, i64 24}
!260 = !{!124, !22, i64 32}
!261 = !{!124, !22, i64 40}
!262 = !{!124, !22, i64 48}
!263 = !{!133, !6, i64 0}
!264 = distinct !{!264, !12, !13}
!265 = distinct !{!265, !12, !48, !13}
!266 = !{!134, !23, i64 136}
!267 = !{!135, !6, i64 4}
!268 = !{!135, !6, i64 0}
!269 = !{!135, !6, i64 8}
!270 = !{!135, !23, i64 152}
!271 = !{!83, !6, i64 136}
!272 = distinct !{!272, !12}
!273 = !{!138, !6, i64 2056}
!274 = !{!127, !16, i64 268}
!275 = !{!127, !16, i64 272}
!276 = distinct !{!276, !12}
!277 = distinct !{!277, !12}
!278 = distinct !{!278, !12}
!279 = distinct !{!279, !12}
!280 = distinct !{!280, !12}
!281 = distinct !{!281, !12}
!282 = !{!21, !22, i64 0}
!283 = !{!21, !22, i64 8}
!284 = !{!84, !16, i64 120}
!285 = !{i64 0, i64 4, !15, i64 4, i64 4, !5}
!286 = !{!287, !289}
!287 = distinct !{!287, !288, !"ZSTD_getCParams_internal: argument 0"}
!288 = distinct !{!288, !"ZSTD_getCParams_internal"}
!289 = distinct !{!289, !290, !"ZSTD_dedicatedDictSearch_getCParams: argument 0"}
!290 = distinct !{!290, !"ZSTD_dedicatedDictSearch_getCParams"}
!291 = !{!85, !16, i64 20}
!292 = !{i64 0, i64 8, !35, i64 8, i64 8, !35, i64 16, i64 8, !35, i64 24, i64 8, !35, i64 32, i64 8, !35, i64 40, i64 8, !35, i64 48, i64 8, !35, i64 56, i64 1, !5, i64 60, i64 4, !15, i64 64, i64 4, !5, i64 68, i64 4, !5}
!293 = !{i64 0, i64 8, !35, i64 8, i64 8, !35, i64 16, i64 8, !35, i64 24, i64 8, !35, i64 32, i64 8, !35, i64 40, i64 8, !35, i64 48, i64 1, !5, i64 52, i64 4, !15, i64 56, i64 4, !5, i64 60, i64 4, !5}
!294 = !{i64 0, i64 8, !35, i64 8, i64 8, !35, i64 16, i64 8, !35, i64 24, i64 8, !35, i64 32, i64 8, !35, i64 40, i64 1, !5, i64 44, i64 4, !15, i64 48, i64 4, !5, i64 52, i64 4, !5}
!295 = !{i64 0, i64 8, !35, i64 8, i64 8, !35, i64 16, i64 8, !35, i64 24, i64 8, !35, i64 32, i64 1, !5, i64 36, i64 4, !15, i64 40, i64 4, !5, i64 44, i64 4, !5}
!296 = !{i64 0, i64 8, !35, i64 8, i64 8, !35, i64 16, i64 8, !35, i64 24, i64 1, !5, i64 28, i64 4, !15, i64 32, i64 4, !5, i64 36, i64 4, !5}
!297 = !{i64 0, i64 8, !35, i64 8, i64 8, !35, i64 16, i64 1, !5, i64 20, i64 4, !15, i64 24, i64 4, !5, i64 28, i64 4, !5}
!298 = !{i64 0, i64 8, !35, i64 8, i64 1, !5, i64 12, i64 4, !15, i64 16, i64 4, !5, i64 20, i64 4, !5}
!299 = !{i64 0, i64 1, !5, i64 4, i64 4, !15, i64 8, i64 4, !5, i64 12, i64 4, !5}
!300 = !{i64 0, i64 4, !15, i64 4, i64 4, !5, i64 8, i64 4, !5}
!301 = !{i64 0, i64 4, !5, i64 4, i64 4, !5}
!302 = !{i64 0, i64 8, !35, i64 8, i64 8, !35, i64 16, i64 8, !35}
!303 = !{!137, !6, i64 6072}
!304 = distinct !{!304, !12}
!305 = !{i64 360310}
!306 = !{i64 360408}
!307 = !{i64 360522}
!308 = !{!104, !16, i64 44}
!309 = !{!122, !6, i64 140}
!310 = !{!122, !6, i64 144}
!311 = !{i64 0, i64 4, !15, i64 4, i64 4, !15, i64 8, i64 4, !5}
!312 = !{!313, !315}
!313 = distinct !{!313, !314, !"ZSTD_getCParams_internal: argument 0"}
!314 = distinct !{!314, !"ZSTD_getCParams_internal"}
!315 = distinct !{!315, !316, !"ZSTD_getParams_internal: argument 0"}
!316 = distinct !{!316, !"ZSTD_getParams_internal"}
!317 = !{i64 0, i64 4, !15, i64 4, i64 4, !15, i64 8, i64 4, !15, i64 12, i64 4, !15, i64 16, i64 4, !15, i64 20, i64 4, !5}
!318 = !{i64 0, i64 4, !15, i64 4, i64 4, !15, i64 8, i64 4, !15, i64 12, i64 4, !15, i64 16, i64 4, !5}
!319 = !{i64 0, i64 4, !15, i64 4, i64 4, !15, i64 8, i64 4, !15, i64 12, i64 4, !5}
!320 = !{i64 0, i64 4, !15, i64 4, i64 4, !15, i64 8, i64 4, !15}
!321 = !{!122, !16, i64 664}
!322 = !{!323, !325}
!323 = distinct !{!323, !324, !"ZSTD_getCParams_internal: argument 0"}
!324 = distinct !{!324, !"ZSTD_getCParams_internal"}
!325 = distinct !{!325, !326, !"ZSTD_getParams_internal: argument 0"}
!326 = distinct !{!326, !"ZSTD_getParams_internal"}
!327 = !{!328}
!328 = distinct !{!328, !329, !"ZSTD_getCParams_internal: argument 0"}
!329 = distinct !{!329, !"ZSTD_getCParams_internal"}
!330 = !{!122, !6, i64 364}
!331 = distinct !{!331, !12}
!332 = !{!333, !16, i64 0}
!333 = !{!"", !16, i64 0, !16, i64 4, !16, i64 8, !16, i64 12}
!334 = !{!333, !16, i64 4}
!335 = !{!333, !16, i64 8}
!336 = !{!122, !6, i64 440}
!337 = !{i64 (%struct.ZSTD_CCtx_s*, %struct.ZSTD_sequencePosition*, %struct.ZSTD_Sequence*, i64, i8*, i64, i32)* @ZSTD_copySequencesToSeqStoreExplicitBlockDelim, i64 (%struct.ZSTD_CCtx_s*, %struct.ZSTD_sequencePosition*, %struct.ZSTD_Sequence*, i64, i8*, i64, i32)* @ZSTD_copySequencesToSeqStoreNoBlockDelim}
!338 = distinct !{!338, !12}
!339 = !{!126, !22, i64 0}
!340 = !{!126, !22, i64 8}
!341 = !{!83, !23, i64 256}
!342 = !{!83, !23, i64 312}
!343 = !{!"branch_weights", i32 1, i32 2000}
!344 = !{!345, !6, i64 1}
!345 = !{!"", !6, i64 0, !6, i64 1}
!346 = !{!345, !6, i64 0}
!347 = distinct !{!347, !12}
!348 = distinct !{!348, !12}
!349 = !{!350, !22, i64 24}
!350 = !{!"", !23, i64 0, !16, i64 8, !22, i64 16, !22, i64 24, !22, i64 32}
!351 = !{!350, !22, i64 32}
!352 = !{!350, !22, i64 16}
!353 = !{!350, !23, i64 0}
!354 = !{!350, !16, i64 8}
!355 = !{!356, !16, i64 4}
!356 = !{!"", !42, i64 0, !6, i64 2, !6, i64 3, !16, i64 4}
!357 = distinct !{!357, !12}
!358 = distinct !{!358, !12, !13}
!359 = distinct !{!359, !46}
!360 = distinct !{!360, !12, !48, !13}
!361 = distinct !{!361, !12}
!362 = distinct !{!362, !12}
!363 = distinct !{!363, !12}
!364 = distinct !{!364, !12}
!365 = distinct !{!365, !12}
!366 = !{!356, !6, i64 3}
!367 = !{!356, !42, i64 0}
!368 = !{!356, !6, i64 2}
!369 = distinct !{!369, !12}
!370 = !{!371, !22, i64 0}
!371 = !{!"ZSTD_DDict_s", !22, i64 0, !22, i64 8, !23, i64 16, !372, i64 24, !16, i64 27316, !16, i64 27320, !21, i64 27328}
!372 = !{!"", !6, i64 0, !6, i64 4104, !6, i64 6160, !6, i64 10264, !6, i64 26652, !6, i64 26664}
!373 = !{!371, !22, i64 8}
!374 = !{!371, !23, i64 16}
!375 = !{!371, !16, i64 27316}
!376 = !{!371, !16, i64 27320}
!377 = !{!378, !23, i64 30168}
!378 = !{!"ZSTD_DCtx_s", !22, i64 0, !22, i64 8, !22, i64 16, !22, i64 24, !372, i64 32, !6, i64 27324, !22, i64 29888, !22, i64 29896, !22, i64 29904, !22, i64 29912, !23, i64 29920, !379, i64 29928, !23, i64 29976, !23, i64 29984, !6, i64 29992, !6, i64 29996, !16, i64 30000, !16, i64 30004, !95, i64 30008, !23, i64 30096, !6, i64 30104, !6, i64 30108, !16, i64 30112, !22, i64 30120, !21, i64 30128, !23, i64 30152, !23, i64 30160, !23, i64 30168, !16, i64 30176, !16, i64 30180, !22, i64 30184, !22, i64 30192, !16, i64 30200, !16, i64 30204, !6, i64 30208, !22, i64 30216, !6, i64 30224, !16, i64 30228, !16, i64 30232, !6, i64 30236, !22, i64 30240, !23, i64 30248, !23, i64 30256, !23, i64 30264, !22, i64 30272, !23, i64 30280, !23, i64 30288, !23, i64 30296, !23, i64 30304, !16, i64 30312, !16, i64 30316, !6, i64 30320, !220, i64 30328, !22, i64 30352, !22, i64 30360, !6, i64 30368, !6, i64 30372, !6, i64 95940, !23, i64 95960}
!379 = !{!"", !97, i64 0, !97, i64 8, !16, i64 16, !6, i64 20, !16, i64 24, !16, i64 28, !16, i64 32, !16, i64 36, !16, i64 40}
!380 = !{!378, !22, i64 29912}
!381 = !{!378, !16, i64 30204}
!382 = !{!378, !6, i64 30208}
!383 = !{!378, !23, i64 30280}
!384 = !{!378, !16, i64 30316}
!385 = !{!378, !23, i64 95960}
!386 = !{!378, !16, i64 30176}
!387 = !{!378, !16, i64 30180}
!388 = !{!378, !22, i64 30216}
!389 = !{!378, !6, i64 30104}
!390 = !{!378, !23, i64 30264}
!391 = !{!378, !6, i64 30320}
!392 = !{!378, !6, i64 30108}
!393 = !{!378, !6, i64 30224}
!394 = !{!378, !16, i64 30228}
!395 = !{!378, !16, i64 30232}
!396 = !{!378, !23, i64 29920}
!397 = !{!378, !16, i64 30200}
!398 = !{!378, !22, i64 0}
!399 = !{!378, !22, i64 8}
!400 = !{!378, !22, i64 16}
!401 = !{!378, !22, i64 24}
!402 = !{!378, !22, i64 29904}
!403 = !{!378, !22, i64 29896}
!404 = !{!378, !16, i64 30004}
!405 = !{!378, !16, i64 30000}
!406 = !{!378, !22, i64 29888}
!407 = distinct !{!407, !12}
!408 = !{!378, !22, i64 30184}
!409 = !{!378, !22, i64 30192}
!410 = !{!378, !6, i64 30236}
!411 = distinct !{!411, !12, !13}
!412 = distinct !{!412, !46}
!413 = distinct !{!413, !12, !48, !13}
!414 = !{!86, !16, i64 0}
!415 = !{!86, !16, i64 4}
!416 = !{!86, !16, i64 8}
!417 = !{!418, !22, i64 0}
!418 = !{!"", !22, i64 0, !22, i64 8, !22, i64 16, !23, i64 24, !23, i64 32, !23, i64 40, !22, i64 48, !23, i64 56, !22, i64 64, !22, i64 72, !16, i64 80}
!419 = !{!418, !16, i64 80}
!420 = !{!421, !422, i64 16}
!421 = !{!"", !16, i64 0, !16, i64 4, !16, i64 8, !16, i64 12, !422, i64 16, !16, i64 24, !16, i64 28, !86, i64 32}
!422 = !{!"double", !6, i64 0}
!423 = distinct !{!423, !12}
!424 = distinct !{!424, !46}
!425 = !{!421, !16, i64 32}
!426 = distinct !{!426, !12}
!427 = !{!428, !23, i64 88}
!428 = !{!"COVER_best_s", !6, i64 0, !6, i64 40, !23, i64 88, !22, i64 96, !23, i64 104, !421, i64 112, !23, i64 160}
!429 = !{!430, !22, i64 0}
!430 = !{!"COVER_dictSelection", !22, i64 0, !23, i64 8, !23, i64 16}
!431 = !{!430, !23, i64 16}
!432 = !{!430, !23, i64 8}
!433 = !{!428, !23, i64 160}
!434 = !{!428, !22, i64 96}
!435 = !{!428, !23, i64 104}
!436 = !{i64 0, i64 4, !15, i64 4, i64 4, !15, i64 8, i64 4, !15, i64 12, i64 4, !15, i64 16, i64 8, !437, i64 24, i64 4, !15, i64 28, i64 4, !15, i64 32, i64 4, !15, i64 36, i64 4, !15, i64 40, i64 4, !15}
!437 = !{!422, !422, i64 0}
!438 = !{!439, !16, i64 16}
!439 = !{!"", !16, i64 0, !16, i64 4, !16, i64 8, !16, i64 12, !16, i64 16, !422, i64 24, !16, i64 32, !16, i64 36, !16, i64 40, !86, i64 44}
!440 = !{!439, !422, i64 24}
!441 = !{!439, !16, i64 4}
!442 = !{!439, !16, i64 0}
!443 = !{!439, !16, i64 12}
!444 = !{!439, !16, i64 8}
!445 = !{!439, !16, i64 32}
!446 = !{!439, !16, i64 48}
!447 = !{i64 -72, i64 1}
!448 = !{!449, !23, i64 48}
!449 = !{!"", !22, i64 0, !22, i64 8, !22, i64 16, !23, i64 24, !23, i64 32, !23, i64 40, !23, i64 48, !22, i64 56, !16, i64 64, !16, i64 68, !56, i64 72}
!450 = !{!451, !22, i64 0}
!451 = !{!"FASTCOVER_tryParameters_data_s", !22, i64 0, !22, i64 8, !23, i64 16, !421, i64 24}
!452 = !{!451, !22, i64 8}
!453 = !{!451, !23, i64 16}
!454 = !{i64 0, i64 4, !15, i64 4, i64 8, !437, i64 12, i64 4, !15, i64 16, i64 4, !15, i64 20, i64 4, !15, i64 24, i64 4, !15, i64 28, i64 4, !15}
!455 = !{i64 0, i64 4, !15, i64 4, i64 4, !15, i64 8, i64 4, !15, i64 12, i64 4, !15}
!456 = !{}
!457 = !{!451, !16, i64 24}
!458 = !{!451, !16, i64 28}
!459 = !{!451, !422, i64 40}
!460 = !{!451, !16, i64 32}
!461 = !{!451, !16, i64 48}
!462 = !{!451, !16, i64 60}
!463 = !{!449, !16, i64 68}
!464 = !{!449, !22, i64 56}
!465 = !{!449, !22, i64 8}
!466 = distinct !{!466, !12}
!467 = distinct !{!467, !12}
!468 = distinct !{!468, !12}
!469 = !{!439, !16, i64 36}
!470 = distinct !{!470, !12}
!471 = distinct !{!471, !12}
!472 = distinct !{!472, !12}
!473 = distinct !{!473, !12}
!474 = distinct !{!474, !12}
