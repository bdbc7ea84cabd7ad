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
%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.POOL_ctx_s = type { %struct.ZSTD_customMem, i64*, i64, i64, %struct.POOL_job_s*, i64, i64, i64, i64, i32, %union.pthread_mutex_t, %union.pthread_cond_t, %union.pthread_cond_t, i32 }
%struct.ZSTD_customMem = type { i8* (i8*, i64)*, void (i8*, i8*)*, i8* }
%struct.POOL_job_s = type { void (i8*)*, i8* }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i32, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%union.pthread_mutexattr_t = type { i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }
%struct.ZSTD_CCtx_s = type { i32, i32, i32, %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s, i32, i64, %struct.ZSTD_cwksp, i64, i64, i64, i64, %struct.XXH_NAMESPACEXXH64_state_s, %struct.ZSTD_customMem, %struct.POOL_ctx_s*, i64, %struct.SeqCollector, i32, i32, %struct.seqStore_t, %struct.ldmState_t, %struct.ZSTD_frameParameters*, i64, %struct.rawSeqStore_t, %struct.ZSTD_blockState_t, i32*, i32, i8*, i64, i64, i64, i64, i8*, i64, i64, i64, i32, i32, %struct.ZSTD_inBuffer_s, i64, i64, %struct.ZSTD_localDict, %struct.ZSTD_CDict_s*, %struct.ZSTD_prefixDict_s, %struct.ZSTDMT_CCtx_s*, %struct.ZSTD_blockSplitCtx, %struct.ZSTD_Sequence*, i64 }
%struct.ZSTD_CCtx_params_s = type { i32, %struct.ZSTD_compressionParameters, %struct.ZSTD_frameParameters, i32, i32, i64, i32, i32, i32, i32, i64, i32, i32, %struct.ldmParams_t, i32, i32, i32, i32, i32, i32, i32, i32, %struct.ZSTD_customMem, i32, i32, i8*, i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)*, i64, i32 }
%struct.ldmParams_t = type { i32, i32, i32, i32, i32, i32 }
%struct.ZSTD_cwksp = type { i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8, i32, i32, i32 }
%struct.XXH_NAMESPACEXXH64_state_s = type { i64, [4 x i64], [4 x i64], i32, i32, i64 }
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
%struct.ZSTD_frameProgression = type { i64, i64, i64, i64, i32, i32 }
%struct.ZSTD_optLdm_t = type { %struct.rawSeqStore_t, i32, i32, i32 }
%struct.ldmRollingHashState_t = type { i64, i64 }
%struct.ZSTD_parameters = type { %struct.ZSTD_compressionParameters, %struct.ZSTD_frameParameters }
%struct.FSE_decode_t = type { i16, i8, i8 }
%struct.sortedSymbol_t = type { i8 }
%struct.ZSTD_DCtx_s = type { %struct.ZSTD_seqSymbol*, %struct.ZSTD_seqSymbol*, %struct.ZSTD_seqSymbol*, i32*, %struct.ZSTD_entropyDTables_t, [640 x i32], i8*, i8*, i8*, i8*, i64, %struct.ZSTD_frameHeader, i64, i64, i32, i32, i32, i32, %struct.XXH_NAMESPACEXXH64_state_s, i64, i32, i32, i32, i8*, %struct.ZSTD_customMem, i64, i64, i64, i32, %struct.ZSTD_DDict_s*, %struct.ZSTD_DDict_s*, i32, i32, i32, %struct.ZSTD_DDictHashSet*, i32, i32, i32, i32, i8*, i64, i64, i64, i8*, i64, i64, i64, i64, i32, i32, i32, %struct.ZSTD_inBuffer_s, i8*, i8*, i32, [65568 x i8], [18 x i8], i64 }
%struct.ZSTD_seqSymbol = type { i16, i8, i8, i32 }
%struct.ZSTD_entropyDTables_t = type { [513 x %struct.ZSTD_seqSymbol], [257 x %struct.ZSTD_seqSymbol], [513 x %struct.ZSTD_seqSymbol], [4097 x i32], [3 x i32], [157 x i32] }
%struct.ZSTD_frameHeader = type { i64, i64, i32, i32, i32, i32, i32, i32, i32 }
%struct.ZSTD_DDictHashSet = type { %struct.ZSTD_DDict_s**, i64, i64 }
%struct.ZSTD_DDict_s = type { i8*, i8*, i64, %struct.ZSTD_entropyDTables_t, i32, i32, %struct.ZSTD_customMem }
%struct.ZDICT_cover_params_t = type { i32, i32, i32, i32, double, i32, i32, %struct.ZSTD_frameParameters }
%struct.COVER_ctx_t = type { i8*, i64*, i64*, i64, i64, i64, i32*, i64, i32*, i32*, i32 }
%struct.COVER_map_s = type { %struct.FSE_symbolCompressionTransform*, i32, i32, i32 }
%struct.COVER_best_s = type { %union.pthread_mutex_t, %union.pthread_cond_t, i64, i8*, i64, %struct.ZDICT_cover_params_t, i64 }
%struct.COVER_tryParameters_data_s = type { %struct.COVER_ctx_t*, %struct.COVER_best_s*, i64, %struct.ZDICT_cover_params_t }
%struct.FASTCOVER_ctx_t = type { i8*, i64*, i64*, i64, i64, i64, i64, i32*, i32, i32, %struct.FSE_symbolCompressionTransform }

@.str = external hidden unnamed_addr constant [23 x i8], align 1
@.str.1 = external hidden unnamed_addr constant [18 x i8], align 1
@.str.2 = external hidden unnamed_addr constant [16 x i8], align 1
@.str.3 = external hidden unnamed_addr constant [25 x i8], align 1
@.str.4 = external hidden unnamed_addr constant [22 x i8], align 1
@.str.5 = external hidden unnamed_addr constant [28 x i8], align 1
@.str.6 = external hidden unnamed_addr constant [44 x i8], align 1
@.str.7 = external hidden unnamed_addr constant [25 x i8], align 1
@.str.8 = external hidden unnamed_addr constant [37 x i8], align 1
@.str.9 = external hidden unnamed_addr constant [63 x i8], align 1
@.str.10 = external hidden unnamed_addr constant [22 x i8], align 1
@.str.11 = external hidden unnamed_addr constant [38 x i8], align 1
@.str.12 = external hidden unnamed_addr constant [26 x i8], align 1
@.str.13 = external hidden unnamed_addr constant [29 x i8], align 1
@.str.14 = external hidden unnamed_addr constant [37 x i8], align 1
@.str.15 = external hidden unnamed_addr constant [37 x i8], align 1
@.str.16 = external hidden unnamed_addr constant [53 x i8], align 1
@.str.17 = external hidden unnamed_addr constant [48 x i8], align 1
@.str.18 = external hidden unnamed_addr constant [41 x i8], align 1
@.str.19 = external hidden unnamed_addr constant [38 x i8], align 1
@.str.20 = external hidden unnamed_addr constant [52 x i8], align 1
@.str.21 = external hidden unnamed_addr constant [24 x i8], align 1
@.str.22 = external hidden unnamed_addr constant [20 x i8], align 1
@.str.23 = external hidden unnamed_addr constant [47 x i8], align 1
@.str.24 = external hidden unnamed_addr constant [32 x i8], align 1
@.str.25 = external hidden unnamed_addr constant [22 x i8], align 1
@.str.26 = external hidden unnamed_addr constant [37 x i8], align 1
@.str.27 = external hidden unnamed_addr constant [80 x i8], align 1
@.str.28 = external hidden unnamed_addr constant [73 x i8], align 1
@.str.29 = external hidden unnamed_addr constant [25 x i8], align 1
@.str.30 = external hidden unnamed_addr constant [43 x i8], align 1
@.str.31 = external hidden unnamed_addr constant [28 x i8], align 1
@.str.32 = external hidden unnamed_addr constant [23 x i8], align 1
@.str.33 = external hidden unnamed_addr constant [62 x i8], align 1
@.str.34 = external hidden unnamed_addr constant [33 x i8], align 1
@kInverseProbabilityLog256 = external hidden unnamed_addr constant [256 x i32], align 4
@repStartValue = external hidden unnamed_addr constant [3 x i32], align 4
@ZSTD_selectBlockCompressor.blockCompressor = external hidden unnamed_addr constant [4 x [10 x i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)*]], align 8
@ZSTD_selectBlockCompressor.rowBasedBlockCompressors = external hidden unnamed_addr constant [4 x [3 x i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)*]], align 8
@algoTime = external hidden unnamed_addr constant [16 x [2 x %struct.FSE_symbolCompressionTransform]], align 4
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.36 = external hidden unnamed_addr constant [280 x i8], align 1
@g_displayLevel = external hidden unnamed_addr global i32, align 4
@.str.37 = external hidden unnamed_addr constant [28 x i8], align 1
@.str.38 = external hidden unnamed_addr constant [41 x i8], align 1
@.str.39 = external hidden unnamed_addr constant [40 x i8], align 1
@.str.40 = external hidden unnamed_addr constant [44 x i8], align 1
@.str.41 = external hidden unnamed_addr constant [21 x i8], align 1
@.str.42 = external hidden unnamed_addr constant [35 x i8], align 1
@.str.43 = external hidden unnamed_addr constant [22 x i8], align 1
@.str.44 = external hidden unnamed_addr constant [40 x i8], align 1
@.str.45 = external hidden unnamed_addr constant [6 x i8], align 1
@.str.46 = external hidden unnamed_addr constant [30 x i8], align 1
@.str.47 = external hidden unnamed_addr constant [6 x i8], align 1
@.str.48 = external hidden unnamed_addr constant [31 x i8], align 1
@g_time = external hidden unnamed_addr global i64, align 8
@.str.49 = external hidden unnamed_addr constant [13 x i8], align 1
@.str.50 = external hidden unnamed_addr constant [7 x i8], align 1
@.str.51 = external hidden unnamed_addr constant [1 x i8], align 1
@.str.57 = external hidden unnamed_addr constant [7 x i8], align 1
@.str.58 = external hidden unnamed_addr constant [17 x i8], align 1
@.str.59 = external hidden unnamed_addr constant [31 x i8], align 1
@.str.60 = external hidden unnamed_addr constant [42 x i8], align 1
@__PRETTY_FUNCTION__.ZDICT_finalizeDictionary = external hidden unnamed_addr constant [130 x i8], align 1
@.str.61 = external hidden unnamed_addr constant [65 x i8], align 1
@ZSTD_estimateCCtxSize_internal.srcSizeTiers = external hidden unnamed_addr constant [4 x i64], align 8
@attachDictSizeCutoffs = external hidden unnamed_addr constant [10 x i64], align 8
@ZSTD_defaultCParameters = external hidden unnamed_addr constant [4 x [23 x %struct.ZSTD_compressionParameters]], align 4
@ZSTD_did_fieldSize = external hidden unnamed_addr constant [4 x i64], align 8
@ZSTD_fcs_fieldSize = external hidden unnamed_addr constant [4 x i64], align 8
@.str.72 = external hidden unnamed_addr constant [43 x i8], align 1
@.str.73 = external hidden unnamed_addr constant [29 x i8], align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i8* @ERR_getErrorString(i32 noundef signext %0) local_unnamed_addr #0 {
  switch i32 %0, label %35 [
    i32 0, label %36
    i32 1, label %2
    i32 10, label %3
    i32 12, label %4
    i32 14, label %5
    i32 16, label %6
    i32 20, label %7
    i32 22, label %8
    i32 24, label %9
    i32 40, label %10
    i32 41, label %11
    i32 42, label %12
    i32 62, label %13
    i32 64, label %14
    i32 66, label %15
    i32 60, label %16
    i32 44, label %17
    i32 46, label %18
    i32 48, label %19
    i32 50, label %20
    i32 30, label %21
    i32 32, label %22
    i32 34, label %23
    i32 70, label %24
    i32 72, label %25
    i32 74, label %26
    i32 80, label %27
    i32 82, label %28
    i32 100, label %29
    i32 102, label %30
    i32 104, label %31
    i32 105, label %32
    i32 106, label %33
    i32 107, label %34
  ]

2:                                                ; preds = %1
  br label %36

3:                                                ; preds = %1
  br label %36

4:                                                ; preds = %1
  br label %36

5:                                                ; preds = %1
  br label %36

6:                                                ; preds = %1
  br label %36

7:                                                ; preds = %1
  br label %36

8:                                                ; preds = %1
  br label %36

9:                                                ; preds = %1
  br label %36

10:                                               ; preds = %1
  br label %36

11:                                               ; preds = %1
  br label %36

12:                                               ; preds = %1
  br label %36

13:                                               ; preds = %1
  br label %36

14:                                               ; preds = %1
  br label %36

15:                                               ; preds = %1
  br label %36

16:                                               ; preds = %1
  br label %36

17:                                               ; preds = %1
  br label %36

18:                                               ; preds = %1
  br label %36

19:                                               ; preds = %1
  br label %36

20:                                               ; preds = %1
  br label %36

21:                                               ; preds = %1
  br label %36

22:                                               ; preds = %1
  br label %36

23:                                               ; preds = %1
  br label %36

24:                                               ; preds = %1
  br label %36

25:                                               ; preds = %1
  br label %36

26:                                               ; preds = %1
  br label %36

27:                                               ; preds = %1
  br label %36

28:                                               ; preds = %1
  br label %36

29:                                               ; preds = %1
  br label %36

30:                                               ; preds = %1
  br label %36

31:                                               ; preds = %1
  br label %36

32:                                               ; preds = %1
  br label %36

33:                                               ; preds = %1
  br label %36

34:                                               ; preds = %1
  br label %36

35:                                               ; preds = %1
  br label %36

36:                                               ; preds = %35, %34, %33, %32, %31, %30, %29, %28, %27, %26, %25, %24, %23, %22, %21, %20, %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5, %4, %3, %2, %1
  %37 = phi i8* [ getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), %35 ], [ getelementptr inbounds ([33 x i8], [33 x i8]* @.str.34, i64 0, i64 0), %34 ], [ getelementptr inbounds ([62 x i8], [62 x i8]* @.str.33, i64 0, i64 0), %33 ], [ getelementptr inbounds ([23 x i8], [23 x i8]* @.str.32, i64 0, i64 0), %32 ], [ getelementptr inbounds ([28 x i8], [28 x i8]* @.str.31, i64 0, i64 0), %31 ], [ getelementptr inbounds ([43 x i8], [43 x i8]* @.str.30, i64 0, i64 0), %30 ], [ getelementptr inbounds ([25 x i8], [25 x i8]* @.str.29, i64 0, i64 0), %29 ], [ getelementptr inbounds ([73 x i8], [73 x i8]* @.str.28, i64 0, i64 0), %28 ], [ getelementptr inbounds ([80 x i8], [80 x i8]* @.str.27, i64 0, i64 0), %27 ], [ getelementptr inbounds ([37 x i8], [37 x i8]* @.str.26, i64 0, i64 0), %26 ], [ getelementptr inbounds ([22 x i8], [22 x i8]* @.str.25, i64 0, i64 0), %25 ], [ getelementptr inbounds ([32 x i8], [32 x i8]* @.str.24, i64 0, i64 0), %24 ], [ getelementptr inbounds ([47 x i8], [47 x i8]* @.str.23, i64 0, i64 0), %23 ], [ getelementptr inbounds ([20 x i8], [20 x i8]* @.str.22, i64 0, i64 0), %22 ], [ getelementptr inbounds ([24 x i8], [24 x i8]* @.str.21, i64 0, i64 0), %21 ], [ getelementptr inbounds ([52 x i8], [52 x i8]* @.str.20, i64 0, i64 0), %20 ], [ getelementptr inbounds ([38 x i8], [38 x i8]* @.str.19, i64 0, i64 0), %19 ], [ getelementptr inbounds ([41 x i8], [41 x i8]* @.str.18, i64 0, i64 0), %18 ], [ getelementptr inbounds ([48 x i8], [48 x i8]* @.str.17, i64 0, i64 0), %17 ], [ getelementptr inbounds ([53 x i8], [53 x i8]* @.str.16, i64 0, i64 0), %16 ], [ getelementptr inbounds ([37 x i8], [37 x i8]* @.str.15, i64 0, i64 0), %15 ], [ getelementptr inbounds ([37 x i8], [37 x i8]* @.str.14, i64 0, i64 0), %14 ], [ getelementptr inbounds ([29 x i8], [29 x i8]* @.str.13, i64 0, i64 0), %13 ], [ getelementptr inbounds ([26 x i8], [26 x i8]* @.str.12, i64 0, i64 0), %12 ], [ getelementptr inbounds ([38 x i8], [38 x i8]* @.str.11, i64 0, i64 0), %11 ], [ getelementptr inbounds ([22 x i8], [22 x i8]* @.str.10, i64 0, i64 0), %10 ], [ getelementptr inbounds ([63 x i8], [63 x i8]* @.str.9, i64 0, i64 0), %9 ], [ getelementptr inbounds ([37 x i8], [37 x i8]* @.str.8, i64 0, i64 0), %8 ], [ getelementptr inbounds ([25 x i8], [25 x i8]* @.str.7, i64 0, i64 0), %7 ], [ getelementptr inbounds ([44 x i8], [44 x i8]* @.str.6, i64 0, i64 0), %6 ], [ getelementptr inbounds ([28 x i8], [28 x i8]* @.str.5, i64 0, i64 0), %5 ], [ getelementptr inbounds ([22 x i8], [22 x i8]* @.str.4, i64 0, i64 0), %4 ], [ getelementptr inbounds ([25 x i8], [25 x i8]* @.str.3, i64 0, i64 0), %3 ], [ getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), %2 ], [ getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), %1 ]
  ret i8* %37
}

; Function Attrs: nofree nosync nounwind
define hidden fastcc i64 @FSE_readNCount_body_default(i16* nocapture noundef writeonly %0, i32* nocapture noundef %1, i32* nocapture noundef writeonly %2, i8* noundef %3, i64 noundef %4) unnamed_addr #1 {
  %6 = alloca i64, align 8
  %7 = getelementptr inbounds i8, i8* %3, i64 %4
  %8 = load i32, i32* %1, align 4, !tbaa !6
  %9 = add i32 %8, 1
  %10 = icmp ult i64 %4, 8
  br i1 %10, label %11, label %18

11:                                               ; preds = %5
  %12 = bitcast i64* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #27
  store i64 0, i64* %6, align 8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %12, i8* align 1 %3, i64 %4, i1 false) #27
  %13 = call fastcc i64 @FSE_readNCount_body_default(i16* noundef %0, i32* noundef nonnull %1, i32* noundef %2, i8* noundef nonnull %12, i64 noundef 8) #27
  %14 = icmp ult i64 %13, -119
  %15 = icmp ugt i64 %13, %4
  %16 = and i1 %14, %15
  %17 = select i1 %16, i64 -20, i64 %13
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #27
  br label %202

18:                                               ; preds = %5
  %19 = bitcast i16* %0 to i8*
  %20 = zext i32 %9 to i64
  %21 = shl nuw nsw i64 %20, 1
  tail call void @llvm.memset.p0i8.i64(i8* align 2 %19, i8 0, i64 %21, i1 false) #27
  %22 = bitcast i8* %3 to i32*
  %23 = load i32, i32* %22, align 1, !tbaa !6
  %24 = and i32 %23, 15
  %25 = icmp ugt i32 %24, 10
  br i1 %25, label %202, label %26

26:                                               ; preds = %18
  %27 = add nuw nsw i32 %24, 5
  %28 = lshr i32 %23, 4
  store i32 %27, i32* %2, align 4, !tbaa !6
  %29 = shl nuw nsw i32 32, %24
  %30 = or i32 %29, 1
  %31 = add nuw nsw i32 %24, 6
  %32 = getelementptr inbounds i8, i8* %7, i64 -7
  %33 = ptrtoint i8* %32 to i64
  %34 = getelementptr inbounds i8, i8* %7, i64 -4
  %35 = ptrtoint i8* %34 to i64
  br label %36

36:                                               ; preds = %177, %26
  %37 = phi i32 [ %30, %26 ], [ %141, %177 ]
  %38 = phi i32 [ %29, %26 ], [ %157, %177 ]
  %39 = phi i32 [ %28, %26 ], [ %182, %177 ]
  %40 = phi i32 [ 4, %26 ], [ %178, %177 ]
  %41 = phi i32 [ 0, %26 ], [ %143, %177 ]
  %42 = phi i32 [ %31, %26 ], [ %158, %177 ]
  %43 = phi i32 [ 0, %26 ], [ %147, %177 ]
  %44 = phi i8* [ %3, %26 ], [ %179, %177 ]
  %45 = icmp eq i32 %43, 0
  br i1 %45, label %115, label %46

46:                                               ; preds = %36
  %47 = xor i32 %39, -1
  %48 = or i32 %47, -2147483648
  %49 = tail call i32 @llvm.cttz.i32(i32 %48, i1 true) #27, !range !10
  %50 = icmp ugt i32 %49, 23
  br i1 %50, label %51, label %76

51:                                               ; preds = %66, %46
  %52 = phi i8* [ %68, %66 ], [ %44, %46 ]
  %53 = phi i32 [ %55, %66 ], [ %41, %46 ]
  %54 = phi i32 [ %67, %66 ], [ %40, %46 ]
  %55 = add i32 %53, 36
  %56 = icmp ugt i8* %52, %32
  br i1 %56, label %59, label %57, !prof !11

57:                                               ; preds = %51
  %58 = getelementptr inbounds i8, i8* %52, i64 3
  br label %66

59:                                               ; preds = %51
  %60 = ptrtoint i8* %52 to i64
  %61 = sub i64 %60, %33
  %62 = trunc i64 %61 to i32
  %63 = shl i32 %62, 3
  %64 = add i32 %63, %54
  %65 = and i32 %64, 31
  br label %66

66:                                               ; preds = %59, %57
  %67 = phi i32 [ %54, %57 ], [ %65, %59 ]
  %68 = phi i8* [ %58, %57 ], [ %34, %59 ]
  %69 = bitcast i8* %68 to i32*
  %70 = load i32, i32* %69, align 1, !tbaa !6
  %71 = lshr i32 %70, %67
  %72 = xor i32 %71, -1
  %73 = or i32 %72, -2147483648
  %74 = tail call i32 @llvm.cttz.i32(i32 %73, i1 true) #27, !range !10
  %75 = icmp ugt i32 %74, 23
  br i1 %75, label %51, label %76, !llvm.loop !12

76:                                               ; preds = %66, %46
  %77 = phi i32 [ %39, %46 ], [ %71, %66 ]
  %78 = phi i32 [ %40, %46 ], [ %67, %66 ]
  %79 = phi i32 [ %41, %46 ], [ %55, %66 ]
  %80 = phi i8* [ %44, %46 ], [ %68, %66 ]
  %81 = phi i32 [ %49, %46 ], [ %74, %66 ]
  %82 = lshr i32 %81, 1
  %83 = mul nuw nsw i32 %82, 3
  %84 = add i32 %83, %79
  %85 = and i32 %81, 30
  %86 = lshr i32 %77, %85
  %87 = and i32 %86, 3
  %88 = add i32 %84, %87
  %89 = add i32 %78, 2
  %90 = add i32 %89, %85
  %91 = icmp ult i32 %88, %9
  br i1 %91, label %92, label %183

92:                                               ; preds = %76
  %93 = icmp ugt i8* %80, %32
  %94 = ashr i32 %90, 3
  %95 = zext i32 %94 to i64
  br i1 %93, label %96, label %99, !prof !11

96:                                               ; preds = %92
  %97 = getelementptr inbounds i8, i8* %80, i64 %95
  %98 = icmp ugt i8* %97, %34
  br i1 %98, label %102, label %99

99:                                               ; preds = %96, %92
  %100 = getelementptr inbounds i8, i8* %80, i64 %95
  %101 = and i32 %90, 7
  br label %109

102:                                              ; preds = %96
  %103 = ptrtoint i8* %80 to i64
  %104 = sub i64 %103, %35
  %105 = trunc i64 %104 to i32
  %106 = shl i32 %105, 3
  %107 = add i32 %106, %90
  %108 = and i32 %107, 31
  br label %109

109:                                              ; preds = %102, %99
  %110 = phi i32 [ %101, %99 ], [ %108, %102 ]
  %111 = phi i8* [ %100, %99 ], [ %34, %102 ]
  %112 = bitcast i8* %111 to i32*
  %113 = load i32, i32* %112, align 1, !tbaa !6
  %114 = lshr i32 %113, %110
  br label %115

115:                                              ; preds = %109, %36
  %116 = phi i32 [ %39, %36 ], [ %114, %109 ]
  %117 = phi i32 [ %40, %36 ], [ %110, %109 ]
  %118 = phi i32 [ %41, %36 ], [ %88, %109 ]
  %119 = phi i8* [ %44, %36 ], [ %111, %109 ]
  %120 = shl nsw i32 %38, 1
  %121 = add nsw i32 %120, -1
  %122 = sub nsw i32 %121, %37
  %123 = add nsw i32 %38, -1
  %124 = and i32 %116, %123
  %125 = icmp ult i32 %124, %122
  br i1 %125, label %126, label %128

126:                                              ; preds = %115
  %127 = add nsw i32 %42, -1
  br label %133

128:                                              ; preds = %115
  %129 = and i32 %116, %121
  %130 = icmp slt i32 %129, %38
  %131 = select i1 %130, i32 0, i32 %122
  %132 = sub nsw i32 %129, %131
  br label %133

133:                                              ; preds = %128, %126
  %134 = phi i32 [ %127, %126 ], [ %42, %128 ]
  %135 = phi i32 [ %124, %126 ], [ %132, %128 ]
  %136 = add nsw i32 %134, %117
  %137 = add nsw i32 %135, -1
  %138 = icmp sgt i32 %135, 0
  %139 = sub i32 1, %135
  %140 = select i1 %138, i32 %139, i32 %137
  %141 = add i32 %140, %37
  %142 = trunc i32 %137 to i16
  %143 = add i32 %118, 1
  %144 = zext i32 %118 to i64
  %145 = getelementptr inbounds i16, i16* %0, i64 %144
  store i16 %142, i16* %145, align 2, !tbaa !14
  %146 = icmp eq i32 %137, 0
  %147 = zext i1 %146 to i32
  %148 = icmp slt i32 %141, %38
  br i1 %148, label %149, label %156

149:                                              ; preds = %133
  %150 = icmp slt i32 %141, 2
  br i1 %150, label %183, label %151

151:                                              ; preds = %149
  %152 = tail call i32 @llvm.ctlz.i32(i32 %141, i1 true) #27, !range !10
  %153 = xor i32 %152, 31
  %154 = sub nuw nsw i32 32, %152
  %155 = shl nuw i32 1, %153
  br label %156

156:                                              ; preds = %151, %133
  %157 = phi i32 [ %155, %151 ], [ %38, %133 ]
  %158 = phi i32 [ %154, %151 ], [ %42, %133 ]
  %159 = icmp ult i32 %143, %9
  br i1 %159, label %160, label %183

160:                                              ; preds = %156
  %161 = icmp ugt i8* %119, %32
  %162 = ashr i32 %136, 3
  %163 = sext i32 %162 to i64
  br i1 %161, label %164, label %167, !prof !11

164:                                              ; preds = %160
  %165 = getelementptr inbounds i8, i8* %119, i64 %163
  %166 = icmp ugt i8* %165, %34
  br i1 %166, label %170, label %167

167:                                              ; preds = %164, %160
  %168 = getelementptr inbounds i8, i8* %119, i64 %163
  %169 = and i32 %136, 7
  br label %177

170:                                              ; preds = %164
  %171 = ptrtoint i8* %119 to i64
  %172 = sub i64 %171, %35
  %173 = trunc i64 %172 to i32
  %174 = shl i32 %173, 3
  %175 = add i32 %136, %174
  %176 = and i32 %175, 31
  br label %177

177:                                              ; preds = %170, %167
  %178 = phi i32 [ %169, %167 ], [ %176, %170 ]
  %179 = phi i8* [ %168, %167 ], [ %34, %170 ]
  %180 = bitcast i8* %179 to i32*
  %181 = load i32, i32* %180, align 1, !tbaa !6
  %182 = lshr i32 %181, %178
  br label %36

183:                                              ; preds = %156, %149, %76
  %184 = phi i32 [ %37, %76 ], [ %141, %149 ], [ %141, %156 ]
  %185 = phi i32 [ %90, %76 ], [ %136, %149 ], [ %136, %156 ]
  %186 = phi i32 [ %88, %76 ], [ %143, %149 ], [ %143, %156 ]
  %187 = phi i8* [ %80, %76 ], [ %119, %149 ], [ %119, %156 ]
  %188 = icmp eq i32 %184, 1
  br i1 %188, label %189, label %202

189:                                              ; preds = %183
  %190 = icmp ugt i32 %186, %9
  br i1 %190, label %202, label %191

191:                                              ; preds = %189
  %192 = icmp sgt i32 %185, 32
  br i1 %192, label %202, label %193

193:                                              ; preds = %191
  %194 = add i32 %186, -1
  store i32 %194, i32* %1, align 4, !tbaa !6
  %195 = add nsw i32 %185, 7
  %196 = ashr i32 %195, 3
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds i8, i8* %187, i64 %197
  %199 = ptrtoint i8* %198 to i64
  %200 = ptrtoint i8* %3 to i64
  %201 = sub i64 %199, %200
  br label %202

202:                                              ; preds = %193, %191, %189, %183, %18, %11
  %203 = phi i64 [ %17, %11 ], [ %201, %193 ], [ -44, %18 ], [ -20, %183 ], [ -48, %189 ], [ -20, %191 ]
  ret i64 %203
}

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

; Function Attrs: nofree nosync nounwind
declare dso_local i64 @HUF_readStats_wksp(i8* noundef, i64 noundef, i32* nocapture noundef, i32* nocapture noundef writeonly, i32* nocapture noundef writeonly, i8* noundef, i64 noundef, i8* nocapture noundef, i64 noundef, i32) local_unnamed_addr #1

; Function Attrs: nounwind
define dso_local %struct.POOL_ctx_s* @POOL_create_advanced(i64 noundef %0, i64 noundef %1, %struct.ZSTD_customMem* nocapture noundef readonly %2) local_unnamed_addr #6 {
  %4 = icmp eq i64 %0, 0
  br i1 %4, label %95, label %5

5:                                                ; preds = %3
  %6 = bitcast %struct.ZSTD_customMem* %2 to i8*
  %7 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %2, i64 0, i32 0
  %8 = load i8* (i8*, i64)*, i8* (i8*, i64)** %7, align 8, !tbaa.struct !16
  %9 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %2, i64 0, i32 2
  %10 = icmp eq i8* (i8*, i64)* %8, null
  br i1 %10, label %14, label %11

11:                                               ; preds = %5
  %12 = load i8*, i8** %9, align 8, !tbaa.struct !19
  %13 = tail call i8* %8(i8* noundef %12, i64 noundef 240) #27
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(240) %13, i8 0, i64 240, i1 false) #27
  br label %17

14:                                               ; preds = %5
  %15 = tail call noalias dereferenceable_or_null(240) i8* @calloc(i64 noundef 1, i64 noundef 240) #27
  %16 = icmp eq i8* %15, null
  br i1 %16, label %95, label %17

17:                                               ; preds = %14, %11
  %18 = phi i8* [ %13, %11 ], [ %15, %14 ]
  %19 = bitcast i8* %18 to %struct.POOL_ctx_s*
  %20 = add i64 %1, 1
  %21 = getelementptr inbounds i8, i8* %18, i64 72
  %22 = bitcast i8* %21 to i64*
  store i64 %20, i64* %22, align 8, !tbaa !20
  %23 = shl i64 %20, 4
  %24 = load i8* (i8*, i64)*, i8* (i8*, i64)** %7, align 8, !tbaa.struct !16
  %25 = icmp eq i8* (i8*, i64)* %24, null
  br i1 %25, label %29, label %26

26:                                               ; preds = %17
  %27 = load i8*, i8** %9, align 8, !tbaa.struct !19
  %28 = tail call i8* %24(i8* noundef %27, i64 noundef %23) #27
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %28, i8 0, i64 %23, i1 false) #27
  br label %31

29:                                               ; preds = %17
  %30 = tail call noalias i8* @calloc(i64 noundef 1, i64 noundef %23) #27
  br label %31

31:                                               ; preds = %29, %26
  %32 = phi i8* [ %28, %26 ], [ %30, %29 ]
  %33 = getelementptr inbounds i8, i8* %18, i64 48
  %34 = bitcast i8* %33 to %struct.POOL_job_s**
  %35 = bitcast i8* %33 to i8**
  store i8* %32, i8** %35, align 8, !tbaa !24
  %36 = getelementptr inbounds i8, i8* %18, i64 56
  %37 = getelementptr inbounds i8, i8* %18, i64 80
  %38 = bitcast i8* %37 to i64*
  store i64 0, i64* %38, align 8, !tbaa !25
  %39 = getelementptr inbounds i8, i8* %18, i64 88
  %40 = bitcast i8* %39 to i32*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %36, i8 0, i64 16, i1 false)
  store i32 1, i32* %40, align 8, !tbaa !26
  %41 = getelementptr inbounds i8, i8* %18, i64 96
  %42 = bitcast i8* %41 to %union.pthread_mutex_t*
  %43 = tail call signext i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef nonnull %42, %union.pthread_mutexattr_t* noundef null) #27
  %44 = getelementptr inbounds i8, i8* %18, i64 136
  %45 = bitcast i8* %44 to %union.pthread_cond_t*
  %46 = tail call signext i32 @pthread_cond_init(%union.pthread_cond_t* noundef nonnull %45, %union.pthread_mutexattr_t* noundef null) #27
  %47 = or i32 %46, %43
  %48 = getelementptr inbounds i8, i8* %18, i64 184
  %49 = bitcast i8* %48 to %union.pthread_cond_t*
  %50 = tail call signext i32 @pthread_cond_init(%union.pthread_cond_t* noundef nonnull %49, %union.pthread_mutexattr_t* noundef null) #27
  %51 = or i32 %47, %50
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %54, label %53

53:                                               ; preds = %31
  tail call void @POOL_free(%struct.POOL_ctx_s* noundef nonnull %19)
  br label %95

54:                                               ; preds = %31
  %55 = getelementptr inbounds i8, i8* %18, i64 232
  %56 = bitcast i8* %55 to i32*
  store i32 0, i32* %56, align 8, !tbaa !27
  %57 = shl i64 %0, 3
  %58 = load i8* (i8*, i64)*, i8* (i8*, i64)** %7, align 8, !tbaa.struct !16
  %59 = icmp eq i8* (i8*, i64)* %58, null
  br i1 %59, label %63, label %60

60:                                               ; preds = %54
  %61 = load i8*, i8** %9, align 8, !tbaa.struct !19
  %62 = tail call i8* %58(i8* noundef %61, i64 noundef %57) #27
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %62, i8 0, i64 %57, i1 false) #27
  br label %65

63:                                               ; preds = %54
  %64 = tail call noalias i8* @calloc(i64 noundef 1, i64 noundef %57) #27
  br label %65

65:                                               ; preds = %63, %60
  %66 = phi i8* [ %62, %60 ], [ %64, %63 ]
  %67 = getelementptr inbounds i8, i8* %18, i64 24
  %68 = bitcast i8* %67 to i64**
  %69 = bitcast i8* %67 to i8**
  store i8* %66, i8** %69, align 8, !tbaa !28
  %70 = getelementptr inbounds i8, i8* %18, i64 32
  %71 = bitcast i8* %70 to i64*
  store i64 0, i64* %71, align 8, !tbaa !29
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %18, i8* noundef nonnull align 8 dereferenceable(24) %6, i64 24, i1 false), !tbaa.struct !16
  %72 = icmp eq i8* %66, null
  br i1 %72, label %80, label %73

73:                                               ; preds = %65
  %74 = load %struct.POOL_job_s*, %struct.POOL_job_s** %34, align 8, !tbaa !24
  %75 = icmp eq %struct.POOL_job_s* %74, null
  br i1 %75, label %80, label %76

76:                                               ; preds = %73
  %77 = bitcast i8* %66 to i64*
  %78 = tail call signext i32 @pthread_create(i64* noundef nonnull %77, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @POOL_thread, i8* noundef nonnull %18) #27
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %83, label %81

80:                                               ; preds = %73, %65
  tail call void @POOL_free(%struct.POOL_ctx_s* noundef nonnull %19)
  br label %95

81:                                               ; preds = %87, %76
  %82 = phi i64 [ 0, %76 ], [ %85, %87 ]
  store i64 %82, i64* %71, align 8, !tbaa !29
  tail call void @POOL_free(%struct.POOL_ctx_s* noundef nonnull %19)
  br label %95

83:                                               ; preds = %87, %76
  %84 = phi i64 [ %85, %87 ], [ 0, %76 ]
  %85 = add nuw i64 %84, 1
  %86 = icmp eq i64 %85, %0
  br i1 %86, label %92, label %87, !llvm.loop !30

87:                                               ; preds = %83
  %88 = load i64*, i64** %68, align 8, !tbaa !28
  %89 = getelementptr inbounds i64, i64* %88, i64 %85
  %90 = tail call signext i32 @pthread_create(i64* noundef %89, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @POOL_thread, i8* noundef nonnull %18) #27
  %91 = icmp eq i32 %90, 0
  br i1 %91, label %83, label %81

92:                                               ; preds = %83
  store i64 %0, i64* %71, align 8, !tbaa !29
  %93 = getelementptr inbounds i8, i8* %18, i64 40
  %94 = bitcast i8* %93 to i64*
  store i64 %0, i64* %94, align 8, !tbaa !31
  br label %95

95:                                               ; preds = %92, %81, %80, %53, %14, %3
  %96 = phi %struct.POOL_ctx_s* [ null, %80 ], [ null, %53 ], [ null, %3 ], [ null, %14 ], [ %19, %92 ], [ null, %81 ]
  ret %struct.POOL_ctx_s* %96
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare signext i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef, %union.pthread_mutexattr_t* noundef) local_unnamed_addr #8

; Function Attrs: nounwind
declare signext i32 @pthread_cond_init(%union.pthread_cond_t* noundef, %union.pthread_mutexattr_t* noundef) local_unnamed_addr #8

; Function Attrs: nounwind
declare dso_local void @POOL_free(%struct.POOL_ctx_s* noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare hidden i8* @POOL_thread(i8* noundef) #6

; Function Attrs: nounwind
declare signext i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #8

; Function Attrs: nounwind
declare signext i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #8

; Function Attrs: nounwind
declare signext i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #8

declare signext i32 @pthread_cond_wait(%union.pthread_cond_t* noundef, %union.pthread_mutex_t* noundef) local_unnamed_addr #9

; Function Attrs: nounwind
declare signext i32 @pthread_cond_signal(%union.pthread_cond_t* noundef) local_unnamed_addr #8

; Function Attrs: nounwind
declare signext i32 @pthread_cond_broadcast(%union.pthread_cond_t* noundef) local_unnamed_addr #8

; Function Attrs: nounwind
declare signext i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef) local_unnamed_addr #8

; Function Attrs: nounwind
declare signext i32 @pthread_cond_destroy(%union.pthread_cond_t* noundef) local_unnamed_addr #8

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #10

; Function Attrs: nounwind
define dso_local signext i32 @POOL_resize(%struct.POOL_ctx_s* noundef %0, i64 noundef %1) local_unnamed_addr #6 {
  %3 = icmp eq %struct.POOL_ctx_s* %0, null
  br i1 %3, label %65, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 10
  %6 = tail call signext i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %5) #27
  %7 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 2
  %8 = load i64, i64* %7, align 8, !tbaa !29
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
  %17 = load i8* (i8*, i64)*, i8* (i8*, i64)** %16, align 8, !tbaa.struct !16
  %18 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 0, i32 1
  %19 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 0, i32 2
  %20 = icmp eq i8* (i8*, i64)* %17, null
  br i1 %20, label %24, label %21

21:                                               ; preds = %14
  %22 = load i8*, i8** %19, align 8, !tbaa.struct !19
  %23 = tail call i8* %17(i8* noundef %22, i64 noundef %15) #27
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %23, i8 0, i64 %15, i1 false) #27
  br label %26

24:                                               ; preds = %14
  %25 = tail call noalias i8* @calloc(i64 noundef 1, i64 noundef %15) #27
  br label %26

26:                                               ; preds = %24, %21
  %27 = phi i8* [ %23, %21 ], [ %25, %24 ]
  %28 = bitcast i8* %27 to i64*
  %29 = icmp eq i8* %27, null
  br i1 %29, label %60, label %30

30:                                               ; preds = %26
  %31 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 1
  %32 = bitcast i64** %31 to i8**
  %33 = load i8*, i8** %32, align 8, !tbaa !28
  %34 = load i64, i64* %7, align 8, !tbaa !29
  %35 = shl i64 %34, 3
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %27, i8* align 8 %33, i64 %35, i1 false) #27
  %36 = load i8*, i8** %32, align 8, !tbaa !28
  %37 = load void (i8*, i8*)*, void (i8*, i8*)** %18, align 8, !tbaa.struct !32
  %38 = load i8*, i8** %19, align 8, !tbaa.struct !19
  %39 = icmp eq i8* %36, null
  br i1 %39, label %44, label %40

40:                                               ; preds = %30
  %41 = icmp eq void (i8*, i8*)* %37, null
  br i1 %41, label %43, label %42

42:                                               ; preds = %40
  tail call void %37(i8* noundef %38, i8* noundef nonnull %36) #27
  br label %44

43:                                               ; preds = %40
  tail call void @free(i8* noundef nonnull %36) #27
  br label %44

44:                                               ; preds = %43, %42, %30
  store i8* %27, i8** %32, align 8, !tbaa !28
  %45 = load i64, i64* %7, align 8, !tbaa !29
  %46 = icmp ult i64 %45, %1
  br i1 %46, label %47, label %58

47:                                               ; preds = %44
  %48 = bitcast %struct.POOL_ctx_s* %0 to i8*
  br label %49

49:                                               ; preds = %55, %47
  %50 = phi i64 [ %45, %47 ], [ %56, %55 ]
  %51 = getelementptr inbounds i64, i64* %28, i64 %50
  %52 = tail call signext i32 @pthread_create(i64* noundef nonnull %51, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @POOL_thread, i8* noundef nonnull %48) #27
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %55, label %54

54:                                               ; preds = %49
  store i64 %50, i64* %7, align 8, !tbaa !29
  br label %60

55:                                               ; preds = %49
  %56 = add i64 %50, 1
  %57 = icmp eq i64 %56, %1
  br i1 %57, label %58, label %49, !llvm.loop !33

58:                                               ; preds = %55, %44
  store i64 %1, i64* %7, align 8, !tbaa !29
  %59 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 3
  store i64 %1, i64* %59, align 8, !tbaa !31
  br label %60

60:                                               ; preds = %58, %54, %26, %12, %10
  %61 = phi i32 [ 0, %12 ], [ 0, %58 ], [ 1, %10 ], [ 1, %26 ], [ 1, %54 ]
  %62 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 12
  %63 = tail call signext i32 @pthread_cond_broadcast(%union.pthread_cond_t* noundef nonnull %62) #27
  %64 = tail call signext i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %5) #27
  br label %65

65:                                               ; preds = %60, %2
  %66 = phi i32 [ %61, %60 ], [ 1, %2 ]
  ret i32 %66
}

; Function Attrs: nounwind
declare dso_local void @POOL_add(%struct.POOL_ctx_s* noundef, void (i8*)* noundef, i8* noundef) local_unnamed_addr #6

; Function Attrs: nounwind
define dso_local signext i32 @POOL_tryAdd(%struct.POOL_ctx_s* noundef %0, void (i8*)* noundef %1, i8* noundef %2) local_unnamed_addr #6 {
  %4 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 10
  %5 = tail call signext i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %4) #27
  %6 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 7
  %7 = load i64, i64* %6, align 8, !tbaa !20
  %8 = icmp ugt i64 %7, 1
  br i1 %8, label %9, label %17

9:                                                ; preds = %3
  %10 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 5
  %11 = load i64, i64* %10, align 8, !tbaa !34
  %12 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 6
  %13 = load i64, i64* %12, align 8, !tbaa !35
  %14 = add i64 %13, 1
  %15 = urem i64 %14, %7
  %16 = icmp eq i64 %11, %15
  br i1 %16, label %45, label %27

17:                                               ; preds = %3
  %18 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 8
  %19 = load i64, i64* %18, align 8, !tbaa !25
  %20 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 3
  %21 = load i64, i64* %20, align 8, !tbaa !31
  %22 = icmp eq i64 %19, %21
  br i1 %22, label %45, label %23

23:                                               ; preds = %17
  %24 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 9
  %25 = load i32, i32* %24, align 8, !tbaa !26
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %45, label %27

27:                                               ; preds = %23, %9
  %28 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 13
  %29 = load i32, i32* %28, align 8, !tbaa !27
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %45

31:                                               ; preds = %27
  %32 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 9
  store i32 0, i32* %32, align 8, !tbaa !26
  %33 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 4
  %34 = load %struct.POOL_job_s*, %struct.POOL_job_s** %33, align 8, !tbaa !24
  %35 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 6
  %36 = load i64, i64* %35, align 8, !tbaa !35
  %37 = getelementptr inbounds %struct.POOL_job_s, %struct.POOL_job_s* %34, i64 %36, i32 0
  store void (i8*)* %1, void (i8*)** %37, align 8, !tbaa.struct !32
  %38 = getelementptr inbounds %struct.POOL_job_s, %struct.POOL_job_s* %34, i64 %36, i32 1
  store i8* %2, i8** %38, align 8, !tbaa.struct !19
  %39 = load i64, i64* %35, align 8, !tbaa !35
  %40 = add i64 %39, 1
  %41 = load i64, i64* %6, align 8, !tbaa !20
  %42 = urem i64 %40, %41
  store i64 %42, i64* %35, align 8, !tbaa !35
  %43 = getelementptr inbounds %struct.POOL_ctx_s, %struct.POOL_ctx_s* %0, i64 0, i32 12
  %44 = tail call signext i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull %43) #27
  br label %45

45:                                               ; preds = %31, %27, %23, %17, %9
  %46 = phi i32 [ 0, %9 ], [ 0, %17 ], [ 0, %23 ], [ 1, %27 ], [ 1, %31 ]
  %47 = tail call signext i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %4) #27
  ret i32 %46
}

; Function Attrs: nofree nosync nounwind
define dso_local i64 @FSE_buildCTable_wksp(i32* nocapture noundef writeonly %0, i16* nocapture noundef readonly %1, i32 noundef signext %2, i32 noundef signext %3, i8* nocapture noundef %4, i64 noundef %5) local_unnamed_addr #1 {
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
  br i1 %32, label %207, label %33

33:                                               ; preds = %6
  %34 = trunc i32 %3 to i16
  %35 = bitcast i32* %0 to i16*
  store i16 %34, i16* %35, align 2, !tbaa !14
  %36 = trunc i32 %2 to i16
  %37 = getelementptr inbounds i16, i16* %10, i64 -1
  store i16 %36, i16* %37, align 2, !tbaa !14
  store i16 0, i16* %21, align 2, !tbaa !14
  %38 = icmp eq i32 %20, 0
  br i1 %38, label %39, label %46

39:                                               ; preds = %33
  %40 = trunc i32 %7 to i16
  %41 = add i16 %40, 1
  %42 = zext i32 %20 to i64
  %43 = getelementptr inbounds i16, i16* %21, i64 %42
  store i16 %41, i16* %43, align 2, !tbaa !14
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
  %54 = load i16, i16* %53, align 2, !tbaa !14
  %55 = icmp eq i16 %54, -1
  %56 = getelementptr inbounds i16, i16* %21, i64 %52
  %57 = load i16, i16* %56, align 2, !tbaa !14
  br i1 %55, label %58, label %65

58:                                               ; preds = %49
  %59 = add i16 %57, 1
  %60 = getelementptr inbounds i16, i16* %21, i64 %50
  store i16 %59, i16* %60, align 2, !tbaa !14
  %61 = trunc i64 %52 to i8
  %62 = add i32 %51, -1
  %63 = zext i32 %51 to i64
  %64 = getelementptr inbounds i8, i8* %25, i64 %63
  store i8 %61, i8* %64, align 1, !tbaa !36
  br label %68

65:                                               ; preds = %49
  %66 = add i16 %57, %54
  %67 = getelementptr inbounds i16, i16* %21, i64 %50
  store i16 %66, i16* %67, align 2, !tbaa !14
  br label %68

68:                                               ; preds = %65, %58
  %69 = phi i32 [ %62, %58 ], [ %51, %65 ]
  %70 = add nuw nsw i64 %50, 1
  %71 = icmp eq i64 %70, %48
  br i1 %71, label %72, label %49, !llvm.loop !37

72:                                               ; preds = %68
  %73 = trunc i32 %7 to i16
  %74 = add i16 %73, 1
  %75 = zext i32 %20 to i64
  %76 = getelementptr inbounds i16, i16* %21, i64 %75
  store i16 %74, i16* %76, align 2, !tbaa !14
  %77 = icmp eq i32 %69, %8
  br i1 %77, label %79, label %78

78:                                               ; preds = %72
  br i1 %38, label %154, label %128

79:                                               ; preds = %72
  %80 = zext i32 %7 to i64
  %81 = getelementptr inbounds i8, i8* %25, i64 %80
  br i1 %38, label %82, label %88

82:                                               ; preds = %105, %79, %39
  %83 = phi i8* [ %45, %39 ], [ %81, %79 ], [ %81, %105 ]
  %84 = phi i64 [ %44, %39 ], [ %80, %79 ], [ %80, %105 ]
  %85 = zext i32 %19 to i64
  %86 = zext i32 %8 to i64
  %87 = shl nuw nsw i64 %85, 1
  br label %111

88:                                               ; preds = %105, %79
  %89 = phi i64 [ %108, %105 ], [ 0, %79 ]
  %90 = phi i64 [ %107, %105 ], [ 0, %79 ]
  %91 = phi i64 [ %109, %105 ], [ 0, %79 ]
  %92 = getelementptr inbounds i16, i16* %1, i64 %89
  %93 = load i16, i16* %92, align 2, !tbaa !14
  %94 = getelementptr inbounds i8, i8* %81, i64 %90
  %95 = bitcast i8* %94 to i64*
  store i64 %91, i64* %95, align 1, !tbaa !38
  %96 = icmp sgt i16 %93, 8
  br i1 %96, label %97, label %105

97:                                               ; preds = %88
  %98 = zext i16 %93 to i64
  br label %99

99:                                               ; preds = %99, %97
  %100 = phi i64 [ 8, %97 ], [ %103, %99 ]
  %101 = getelementptr inbounds i8, i8* %94, i64 %100
  %102 = bitcast i8* %101 to i64*
  store i64 %91, i64* %102, align 1, !tbaa !38
  %103 = add nuw nsw i64 %100, 8
  %104 = icmp ult i64 %103, %98
  br i1 %104, label %99, label %105, !llvm.loop !39

105:                                              ; preds = %99, %88
  %106 = sext i16 %93 to i64
  %107 = add i64 %90, %106
  %108 = add nuw nsw i64 %89, 1
  %109 = add i64 %91, 72340172838076673
  %110 = icmp eq i64 %108, %75
  br i1 %110, label %82, label %88, !llvm.loop !40

111:                                              ; preds = %111, %82
  %112 = phi i64 [ 0, %82 ], [ %126, %111 ]
  %113 = phi i64 [ 0, %82 ], [ %125, %111 ]
  %114 = and i64 %113, %86
  %115 = getelementptr inbounds i8, i8* %83, i64 %112
  %116 = load i8, i8* %115, align 1, !tbaa !36
  %117 = getelementptr inbounds i8, i8* %25, i64 %114
  store i8 %116, i8* %117, align 1, !tbaa !36
  %118 = add nuw nsw i64 %113, %85
  %119 = and i64 %118, %86
  %120 = or i64 %112, 1
  %121 = getelementptr inbounds i8, i8* %83, i64 %120
  %122 = load i8, i8* %121, align 1, !tbaa !36
  %123 = getelementptr inbounds i8, i8* %25, i64 %119
  store i8 %122, i8* %123, align 1, !tbaa !36
  %124 = add nsw i64 %113, %87
  %125 = and i64 %124, %86
  %126 = add nuw nsw i64 %112, 2
  %127 = icmp ult i64 %126, %84
  br i1 %127, label %111, label %154, !llvm.loop !41

128:                                              ; preds = %150, %78
  %129 = phi i64 [ %152, %150 ], [ 0, %78 ]
  %130 = phi i32 [ %151, %150 ], [ 0, %78 ]
  %131 = getelementptr inbounds i16, i16* %1, i64 %129
  %132 = load i16, i16* %131, align 2, !tbaa !14
  %133 = sext i16 %132 to i32
  %134 = icmp sgt i16 %132, 0
  br i1 %134, label %135, label %150

135:                                              ; preds = %128
  %136 = trunc i64 %129 to i8
  br label %137

137:                                              ; preds = %147, %135
  %138 = phi i32 [ 0, %135 ], [ %148, %147 ]
  %139 = phi i32 [ %130, %135 ], [ %145, %147 ]
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds i8, i8* %25, i64 %140
  store i8 %136, i8* %141, align 1, !tbaa !36
  br label %142

142:                                              ; preds = %142, %137
  %143 = phi i32 [ %139, %137 ], [ %145, %142 ]
  %144 = add i32 %143, %19
  %145 = and i32 %144, %8
  %146 = icmp ugt i32 %145, %69
  br i1 %146, label %142, label %147, !llvm.loop !42

147:                                              ; preds = %142
  %148 = add nuw nsw i32 %138, 1
  %149 = icmp slt i32 %148, %133
  br i1 %149, label %137, label %150, !llvm.loop !43

150:                                              ; preds = %147, %128
  %151 = phi i32 [ %130, %128 ], [ %145, %147 ]
  %152 = add nuw nsw i64 %129, 1
  %153 = icmp eq i64 %152, %75
  br i1 %153, label %154, label %128, !llvm.loop !44

154:                                              ; preds = %150, %111, %78
  %155 = zext i32 %7 to i64
  br label %164

156:                                              ; preds = %164
  %157 = shl i32 %3, 16
  %158 = sub i32 %157, %7
  %159 = add i32 %157, 65536
  %160 = sub i32 %159, %7
  %161 = add i32 %3, -31
  %162 = call i32 @llvm.umax.i32(i32 %20, i32 1)
  %163 = zext i32 %162 to i64
  br label %179

164:                                              ; preds = %164, %154
  %165 = phi i64 [ 0, %154 ], [ %177, %164 ]
  %166 = getelementptr inbounds i8, i8* %25, i64 %165
  %167 = load i8, i8* %166, align 1, !tbaa !36
  %168 = trunc i64 %165 to i32
  %169 = add i32 %7, %168
  %170 = trunc i32 %169 to i16
  %171 = zext i8 %167 to i64
  %172 = getelementptr inbounds i16, i16* %21, i64 %171
  %173 = load i16, i16* %172, align 2, !tbaa !14
  %174 = add i16 %173, 1
  store i16 %174, i16* %172, align 2, !tbaa !14
  %175 = zext i16 %173 to i64
  %176 = getelementptr inbounds i16, i16* %10, i64 %175
  store i16 %170, i16* %176, align 2, !tbaa !14
  %177 = add nuw nsw i64 %165, 1
  %178 = icmp eq i64 %177, %155
  br i1 %178, label %156, label %164, !llvm.loop !45

179:                                              ; preds = %203, %156
  %180 = phi i64 [ 0, %156 ], [ %205, %203 ]
  %181 = phi i32 [ 0, %156 ], [ %204, %203 ]
  %182 = getelementptr inbounds i16, i16* %1, i64 %180
  %183 = load i16, i16* %182, align 2, !tbaa !14
  %184 = sext i16 %183 to i32
  switch i32 %184, label %192 [
    i32 0, label %185
    i32 -1, label %187
    i32 1, label %187
  ]

185:                                              ; preds = %179
  %186 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %16, i64 %180, i32 1
  store i32 %160, i32* %186, align 4, !tbaa !46
  br label %203

187:                                              ; preds = %179, %179
  %188 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %16, i64 %180, i32 1
  store i32 %158, i32* %188, align 4, !tbaa !46
  %189 = add i32 %181, -1
  %190 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %16, i64 %180, i32 0
  store i32 %189, i32* %190, align 4, !tbaa !48
  %191 = add i32 %181, 1
  br label %203

192:                                              ; preds = %179
  %193 = add nsw i32 %184, -1
  %194 = tail call i32 @llvm.ctlz.i32(i32 %193, i1 true) #27, !range !10
  %195 = add i32 %161, %194
  %196 = shl i32 %184, %195
  %197 = shl i32 %195, 16
  %198 = sub i32 %197, %196
  %199 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %16, i64 %180, i32 1
  store i32 %198, i32* %199, align 4, !tbaa !46
  %200 = sub i32 %181, %184
  %201 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %16, i64 %180, i32 0
  store i32 %200, i32* %201, align 4, !tbaa !48
  %202 = add i32 %181, %184
  br label %203

203:                                              ; preds = %192, %187, %185
  %204 = phi i32 [ %202, %192 ], [ %191, %187 ], [ %181, %185 ]
  %205 = add nuw nsw i64 %180, 1
  %206 = icmp eq i64 %205, %163
  br i1 %206, label %207, label %179, !llvm.loop !49

207:                                              ; preds = %203, %6
  %208 = phi i64 [ -44, %6 ], [ 0, %203 ]
  ret i64 %208
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umax.i32(i32, i32) #5

; Function Attrs: nofree nosync nounwind
declare hidden fastcc i64 @FSE_writeNCount_generic(i8* noundef, i64 noundef, i16* nocapture noundef readonly, i32 noundef signext, i32 noundef signext, i32 noundef signext) unnamed_addr #1

; Function Attrs: nofree nosync nounwind
declare dso_local i64 @FSE_normalizeCount(i16* nocapture noundef, i32 noundef signext, i32* nocapture noundef readonly, i64 noundef, i32 noundef signext, i32 noundef signext) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @HIST_count_simple(i32* nocapture noundef %0, i32* nocapture noundef %1, i8* noundef readonly %2, i64 noundef %3) local_unnamed_addr #1 {
  %5 = getelementptr inbounds i8, i8* %2, i64 %3
  %6 = load i32, i32* %1, align 4, !tbaa !6
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
  store i32 0, i32* %1, align 4, !tbaa !6
  br label %44

15:                                               ; preds = %15, %12
  %16 = phi i8* [ %17, %15 ], [ %2, %12 ]
  %17 = getelementptr inbounds i8, i8* %16, i64 1
  %18 = load i8, i8* %16, align 1, !tbaa !36
  %19 = zext i8 %18 to i64
  %20 = getelementptr inbounds i32, i32* %0, i64 %19
  %21 = load i32, i32* %20, align 4, !tbaa !6
  %22 = add i32 %21, 1
  store i32 %22, i32* %20, align 4, !tbaa !6
  %23 = icmp ult i8* %17, %5
  br i1 %23, label %15, label %24, !llvm.loop !50

24:                                               ; preds = %15, %12
  br label %25

25:                                               ; preds = %25, %24
  %26 = phi i32 [ %31, %25 ], [ %6, %24 ]
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i32, i32* %0, i64 %27
  %29 = load i32, i32* %28, align 4, !tbaa !6
  %30 = icmp eq i32 %29, 0
  %31 = add i32 %26, -1
  br i1 %30, label %25, label %32, !llvm.loop !51

32:                                               ; preds = %25
  store i32 %26, i32* %1, align 4, !tbaa !6
  %33 = add nuw i32 %26, 1
  %34 = zext i32 %33 to i64
  br label %35

35:                                               ; preds = %35, %32
  %36 = phi i64 [ 0, %32 ], [ %42, %35 ]
  %37 = phi i32 [ 0, %32 ], [ %41, %35 ]
  %38 = getelementptr inbounds i32, i32* %0, i64 %36
  %39 = load i32, i32* %38, align 4, !tbaa !6
  %40 = icmp ugt i32 %39, %37
  %41 = select i1 %40, i32 %39, i32 %37
  %42 = add nuw nsw i64 %36, 1
  %43 = icmp eq i64 %42, %34
  br i1 %43, label %44, label %35, !llvm.loop !52

44:                                               ; preds = %35, %14
  %45 = phi i32 [ 0, %14 ], [ %41, %35 ]
  ret i32 %45
}

; Function Attrs: nofree nosync nounwind
declare hidden fastcc i64 @HIST_count_parallel_wksp(i32* nocapture noundef writeonly, i32* nocapture noundef, i8* noundef readonly, i64 noundef, i32 noundef signext, i32* nocapture noundef) unnamed_addr #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind
define dso_local i64 @HIST_countFast(i32* nocapture noundef %0, i32* nocapture noundef %1, i8* noundef %2, i64 noundef %3) local_unnamed_addr #1 {
  %5 = alloca [1024 x i32], align 4
  %6 = bitcast [1024 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4096, i8* nonnull %6) #27
  %7 = icmp ult i64 %3, 1500
  br i1 %7, label %8, label %47

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, i8* %2, i64 %3
  %10 = load i32, i32* %1, align 4, !tbaa !6
  %11 = bitcast i32* %0 to i8*
  %12 = add i32 %10, 1
  %13 = zext i32 %12 to i64
  %14 = shl nuw nsw i64 %13, 2
  tail call void @llvm.memset.p0i8.i64(i8* align 4 %11, i8 0, i64 %14, i1 false) #27
  %15 = icmp eq i64 %3, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %8
  store i32 0, i32* %1, align 4, !tbaa !6
  br label %50

17:                                               ; preds = %17, %8
  %18 = phi i8* [ %19, %17 ], [ %2, %8 ]
  %19 = getelementptr inbounds i8, i8* %18, i64 1
  %20 = load i8, i8* %18, align 1, !tbaa !36
  %21 = zext i8 %20 to i64
  %22 = getelementptr inbounds i32, i32* %0, i64 %21
  %23 = load i32, i32* %22, align 4, !tbaa !6
  %24 = add i32 %23, 1
  store i32 %24, i32* %22, align 4, !tbaa !6
  %25 = icmp ult i8* %19, %9
  br i1 %25, label %17, label %26, !llvm.loop !50

26:                                               ; preds = %26, %17
  %27 = phi i32 [ %32, %26 ], [ %10, %17 ]
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds i32, i32* %0, i64 %28
  %30 = load i32, i32* %29, align 4, !tbaa !6
  %31 = icmp eq i32 %30, 0
  %32 = add i32 %27, -1
  br i1 %31, label %26, label %33, !llvm.loop !51

33:                                               ; preds = %26
  store i32 %27, i32* %1, align 4, !tbaa !6
  %34 = add nuw i32 %27, 1
  %35 = zext i32 %34 to i64
  br label %36

36:                                               ; preds = %36, %33
  %37 = phi i64 [ 0, %33 ], [ %43, %36 ]
  %38 = phi i32 [ 0, %33 ], [ %42, %36 ]
  %39 = getelementptr inbounds i32, i32* %0, i64 %37
  %40 = load i32, i32* %39, align 4, !tbaa !6
  %41 = icmp ugt i32 %40, %38
  %42 = select i1 %41, i32 %40, i32 %38
  %43 = add nuw nsw i64 %37, 1
  %44 = icmp eq i64 %43, %35
  br i1 %44, label %45, label %36, !llvm.loop !52

45:                                               ; preds = %36
  %46 = zext i32 %42 to i64
  br label %50

47:                                               ; preds = %4
  %48 = getelementptr inbounds [1024 x i32], [1024 x i32]* %5, i64 0, i64 0
  %49 = call fastcc i64 @HIST_count_parallel_wksp(i32* noundef %0, i32* noundef %1, i8* noundef %2, i64 noundef %3, i32 noundef signext 0, i32* noundef nonnull %48) #27
  br label %50

50:                                               ; preds = %47, %45, %16
  %51 = phi i64 [ %49, %47 ], [ 0, %16 ], [ %46, %45 ]
  call void @llvm.lifetime.end.p0i8(i64 4096, i8* nonnull %6) #27
  ret i64 %51
}

; Function Attrs: nofree nosync nounwind
define dso_local i64 @HUF_readCTable(i64* nocapture noundef %0, i32* nocapture noundef %1, i8* noundef %2, i64 noundef %3, i32* nocapture noundef writeonly %4) local_unnamed_addr #1 {
  %6 = alloca [219 x i32], align 4
  %7 = alloca [256 x i8], align 1
  %8 = alloca [13 x i32], align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [14 x i16], align 2
  %12 = alloca [14 x i16], align 2
  %13 = getelementptr inbounds [256 x i8], [256 x i8]* %7, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %13) #27
  %14 = bitcast [13 x i32]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 52, i8* nonnull %14) #27
  %15 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15) #27
  store i32 0, i32* %9, align 4, !tbaa !6
  %16 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #27
  store i32 0, i32* %10, align 4, !tbaa !6
  %17 = getelementptr inbounds i64, i64* %0, i64 1
  %18 = getelementptr inbounds [13 x i32], [13 x i32]* %8, i64 0, i64 0
  %19 = bitcast [219 x i32]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 876, i8* nonnull %19) #27
  %20 = call i64 @HUF_readStats_wksp(i8* noundef nonnull %13, i64 noundef 256, i32* noundef nonnull %18, i32* noundef nonnull %10, i32* noundef nonnull %9, i8* noundef %2, i64 noundef %3, i8* noundef nonnull %19, i64 noundef 876, i32 undef) #27
  call void @llvm.lifetime.end.p0i8(i64 876, i8* nonnull %19) #27
  %21 = icmp ult i64 %20, -119
  br i1 %21, label %22, label %130

22:                                               ; preds = %5
  %23 = load i32, i32* %18, align 4, !tbaa !6
  %24 = icmp ne i32 %23, 0
  %25 = zext i1 %24 to i32
  store i32 %25, i32* %4, align 4, !tbaa !6
  %26 = load i32, i32* %9, align 4, !tbaa !6
  %27 = icmp ugt i32 %26, 12
  br i1 %27, label %130, label %28

28:                                               ; preds = %22
  %29 = load i32, i32* %10, align 4, !tbaa !6
  %30 = load i32, i32* %1, align 4, !tbaa !6
  %31 = add i32 %30, 1
  %32 = icmp ugt i32 %29, %31
  br i1 %32, label %130, label %33

33:                                               ; preds = %28
  %34 = add i32 %29, -1
  store i32 %34, i32* %1, align 4, !tbaa !6
  %35 = trunc i32 %26 to i8
  %36 = trunc i32 %34 to i8
  %37 = bitcast i64* %0 to i8*
  store i8 %35, i8* %37, align 8
  %38 = getelementptr inbounds i8, i8* %37, i64 1
  store i8 %36, i8* %38, align 1
  %39 = getelementptr inbounds i8, i8* %37, i64 2
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 2 dereferenceable(6) %39, i8 0, i64 6, i1 false) #27
  %40 = icmp eq i32 %26, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %33
  %42 = add nuw nsw i32 %26, 1
  %43 = zext i32 %42 to i64
  br label %52

44:                                               ; preds = %52, %33
  %45 = icmp eq i32 %29, 0
  br i1 %45, label %46, label %49

46:                                               ; preds = %44
  %47 = bitcast [14 x i16]* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %47) #27
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 2 dereferenceable(28) %47, i8 0, i64 28, i1 false)
  %48 = bitcast [14 x i16]* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %48) #27
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 2 dereferenceable(28) %48, i8 0, i64 28, i1 false)
  br label %89

49:                                               ; preds = %44
  %50 = add i8 %35, 1
  %51 = zext i32 %29 to i64
  br label %63

52:                                               ; preds = %52, %41
  %53 = phi i64 [ 1, %41 ], [ %61, %52 ]
  %54 = phi i32 [ 0, %41 ], [ %60, %52 ]
  %55 = getelementptr inbounds [13 x i32], [13 x i32]* %8, i64 0, i64 %53
  %56 = load i32, i32* %55, align 4, !tbaa !6
  %57 = trunc i64 %53 to i32
  %58 = add i32 %57, -1
  %59 = shl i32 %56, %58
  %60 = add i32 %59, %54
  store i32 %54, i32* %55, align 4, !tbaa !6
  %61 = add nuw nsw i64 %53, 1
  %62 = icmp eq i64 %61, %43
  br i1 %62, label %44, label %52, !llvm.loop !53

63:                                               ; preds = %63, %49
  %64 = phi i64 [ 0, %49 ], [ %72, %63 ]
  %65 = getelementptr inbounds [256 x i8], [256 x i8]* %7, i64 0, i64 %64
  %66 = load i8, i8* %65, align 1, !tbaa !36
  %67 = getelementptr inbounds i64, i64* %17, i64 %64
  %68 = sub i8 %50, %66
  %69 = icmp eq i8 %66, 0
  %70 = select i1 %69, i8 0, i8 %68
  %71 = zext i8 %70 to i64
  store i64 %71, i64* %67, align 8, !tbaa !38
  %72 = add nuw nsw i64 %64, 1
  %73 = icmp eq i64 %72, %51
  br i1 %73, label %74, label %63, !llvm.loop !54

74:                                               ; preds = %63
  %75 = bitcast [14 x i16]* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %75) #27
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 2 dereferenceable(28) %75, i8 0, i64 28, i1 false)
  %76 = bitcast [14 x i16]* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %76) #27
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 2 dereferenceable(28) %76, i8 0, i64 28, i1 false)
  br i1 %45, label %89, label %77

77:                                               ; preds = %74
  %78 = zext i32 %29 to i64
  br label %79

79:                                               ; preds = %79, %77
  %80 = phi i64 [ 0, %77 ], [ %87, %79 ]
  %81 = getelementptr inbounds i64, i64* %17, i64 %80
  %82 = load i64, i64* %81, align 8, !tbaa !38
  %83 = and i64 %82, 255
  %84 = getelementptr inbounds [14 x i16], [14 x i16]* %11, i64 0, i64 %83
  %85 = load i16, i16* %84, align 2, !tbaa !14
  %86 = add i16 %85, 1
  store i16 %86, i16* %84, align 2, !tbaa !14
  %87 = add nuw nsw i64 %80, 1
  %88 = icmp eq i64 %87, %78
  br i1 %88, label %89, label %79, !llvm.loop !55

89:                                               ; preds = %79, %74, %46
  %90 = bitcast [14 x i16]* %11 to i8*
  %91 = bitcast [14 x i16]* %12 to i8*
  %92 = add i32 %26, 1
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds [14 x i16], [14 x i16]* %12, i64 0, i64 %93
  store i16 0, i16* %94, align 2, !tbaa !14
  br i1 %40, label %97, label %95

95:                                               ; preds = %89
  %96 = zext i32 %26 to i64
  br label %100

97:                                               ; preds = %100, %89
  br i1 %45, label %129, label %98

98:                                               ; preds = %97
  %99 = zext i32 %29 to i64
  br label %112

100:                                              ; preds = %100, %95
  %101 = phi i64 [ %96, %95 ], [ %111, %100 ]
  %102 = phi i32 [ %26, %95 ], [ %109, %100 ]
  %103 = phi i16 [ 0, %95 ], [ %108, %100 ]
  %104 = getelementptr inbounds [14 x i16], [14 x i16]* %12, i64 0, i64 %101
  store i16 %103, i16* %104, align 2, !tbaa !14
  %105 = getelementptr inbounds [14 x i16], [14 x i16]* %11, i64 0, i64 %101
  %106 = load i16, i16* %105, align 2, !tbaa !14
  %107 = add i16 %106, %103
  %108 = lshr i16 %107, 1
  %109 = add i32 %102, -1
  %110 = icmp eq i32 %109, 0
  %111 = add nsw i64 %101, -1
  br i1 %110, label %97, label %100, !llvm.loop !56

112:                                              ; preds = %126, %98
  %113 = phi i64 [ 0, %98 ], [ %127, %126 ]
  %114 = getelementptr inbounds i64, i64* %17, i64 %113
  %115 = load i64, i64* %114, align 8, !tbaa !38
  %116 = and i64 %115, 255
  %117 = getelementptr inbounds [14 x i16], [14 x i16]* %12, i64 0, i64 %116
  %118 = load i16, i16* %117, align 2, !tbaa !14
  %119 = add i16 %118, 1
  store i16 %119, i16* %117, align 2, !tbaa !14
  %120 = icmp eq i64 %116, 0
  br i1 %120, label %126, label %121

121:                                              ; preds = %112
  %122 = zext i16 %118 to i64
  %123 = sub nsw i64 64, %116
  %124 = shl i64 %122, %123
  %125 = or i64 %124, %115
  store i64 %125, i64* %114, align 8, !tbaa !38
  br label %126

126:                                              ; preds = %121, %112
  %127 = add nuw nsw i64 %113, 1
  %128 = icmp eq i64 %127, %99
  br i1 %128, label %129, label %112, !llvm.loop !57

129:                                              ; preds = %126, %97
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %91) #27
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %90) #27
  br label %130

130:                                              ; preds = %129, %28, %22, %5
  %131 = phi i64 [ %20, %129 ], [ %20, %5 ], [ -44, %22 ], [ -48, %28 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #27
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %15) #27
  call void @llvm.lifetime.end.p0i8(i64 52, i8* nonnull %14) #27
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %13) #27
  ret i64 %131
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local signext i32 @HUF_validateCTable(i64* nocapture noundef readonly %0, i32* nocapture noundef readonly %1, i32 noundef signext %2) local_unnamed_addr #11 {
  %4 = load i64, i64* %0, align 8
  %5 = getelementptr inbounds i64, i64* %0, i64 1
  %6 = trunc i64 %4 to i32
  %7 = lshr i32 %6, 8
  %8 = and i32 %7, 255
  %9 = icmp ult i32 %8, %2
  br i1 %9, label %35, label %10

10:                                               ; preds = %3
  %11 = icmp slt i32 %2, 0
  br i1 %11, label %32, label %12

12:                                               ; preds = %10
  %13 = add nuw i32 %2, 1
  %14 = zext i32 %13 to i64
  br label %15

15:                                               ; preds = %15, %12
  %16 = phi i64 [ 0, %12 ], [ %28, %15 ]
  %17 = phi i32 [ 0, %12 ], [ %27, %15 ]
  %18 = getelementptr inbounds i32, i32* %1, i64 %16
  %19 = load i32, i32* %18, align 4, !tbaa !6
  %20 = icmp ne i32 %19, 0
  %21 = getelementptr inbounds i64, i64* %5, i64 %16
  %22 = load i64, i64* %21, align 8, !tbaa !38
  %23 = and i64 %22, 255
  %24 = icmp eq i64 %23, 0
  %25 = and i1 %20, %24
  %26 = zext i1 %25 to i32
  %27 = or i32 %17, %26
  %28 = add nuw nsw i64 %16, 1
  %29 = icmp eq i64 %28, %14
  br i1 %29, label %30, label %15, !llvm.loop !58

30:                                               ; preds = %15
  %31 = icmp eq i32 %27, 0
  br label %32

32:                                               ; preds = %30, %10
  %33 = phi i1 [ true, %10 ], [ %31, %30 ]
  %34 = zext i1 %33 to i32
  br label %35

35:                                               ; preds = %32, %3
  %36 = phi i32 [ %34, %32 ], [ 0, %3 ]
  ret i32 %36
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local signext i32 @HUF_cardinality(i32* nocapture noundef readonly %0, i32 noundef signext %1) local_unnamed_addr #11 {
  %3 = add i32 %1, 1
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %17, label %5

5:                                                ; preds = %2
  %6 = zext i32 %3 to i64
  br label %7

7:                                                ; preds = %7, %5
  %8 = phi i64 [ 0, %5 ], [ %15, %7 ]
  %9 = phi i32 [ 0, %5 ], [ %14, %7 ]
  %10 = getelementptr inbounds i32, i32* %0, i64 %8
  %11 = load i32, i32* %10, align 4, !tbaa !6
  %12 = icmp ne i32 %11, 0
  %13 = zext i1 %12 to i32
  %14 = add i32 %9, %13
  %15 = add nuw nsw i64 %8, 1
  %16 = icmp eq i64 %15, %6
  br i1 %16, label %17, label %7, !llvm.loop !59

17:                                               ; preds = %7, %2
  %18 = phi i32 [ 0, %2 ], [ %14, %7 ]
  ret i32 %18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local i64 @ZSTD_compressRleLiteralsBlock(i8* nocapture noundef writeonly %0, i64 %1, i8* nocapture noundef readonly %2, i64 noundef %3) local_unnamed_addr #12 {
  %5 = icmp ugt i64 %3, 31
  %6 = select i1 %5, i32 2, i32 1
  %7 = icmp ugt i64 %3, 4095
  %8 = zext i1 %7 to i32
  %9 = add nuw nsw i32 %6, %8
  %10 = trunc i32 %9 to i3
  switch i3 %10, label %25 [
    i3 1, label %11
    i3 2, label %15
    i3 3, label %20
  ]

11:                                               ; preds = %4
  %12 = trunc i64 %3 to i8
  %13 = shl i8 %12, 3
  %14 = or i8 %13, 1
  store i8 %14, i8* %0, align 1, !tbaa !36
  br label %25

15:                                               ; preds = %4
  %16 = trunc i64 %3 to i16
  %17 = shl i16 %16, 4
  %18 = or i16 %17, 5
  %19 = bitcast i8* %0 to i16*
  store i16 %18, i16* %19, align 1, !tbaa !14
  br label %25

20:                                               ; preds = %4
  %21 = trunc i64 %3 to i32
  %22 = shl i32 %21, 4
  %23 = or i32 %22, 13
  %24 = bitcast i8* %0 to i32*
  store i32 %23, i32* %24, align 1, !tbaa !6
  br label %25

25:                                               ; preds = %20, %15, %11, %4
  %26 = load i8, i8* %2, align 1, !tbaa !36
  %27 = zext i32 %9 to i64
  %28 = getelementptr inbounds i8, i8* %0, i64 %27
  store i8 %26, i8* %28, align 1, !tbaa !36
  %29 = add nuw nsw i32 %9, 1
  %30 = zext i32 %29 to i64
  ret i64 %30
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i64 @ZSTD_crossEntropyCost(i16* nocapture noundef readonly %0, i32 noundef signext %1, i32* nocapture noundef readonly %2, i32 noundef signext %3) local_unnamed_addr #11 {
  %5 = sub i32 8, %1
  %6 = add nuw i32 %3, 1
  %7 = zext i32 %6 to i64
  br label %8

8:                                                ; preds = %8, %4
  %9 = phi i64 [ 0, %4 ], [ %25, %8 ]
  %10 = phi i64 [ 0, %4 ], [ %24, %8 ]
  %11 = getelementptr inbounds i16, i16* %0, i64 %9
  %12 = load i16, i16* %11, align 2, !tbaa !14
  %13 = icmp eq i16 %12, -1
  %14 = select i1 %13, i16 1, i16 %12
  %15 = sext i16 %14 to i32
  %16 = shl i32 %15, %5
  %17 = getelementptr inbounds i32, i32* %2, i64 %9
  %18 = load i32, i32* %17, align 4, !tbaa !6
  %19 = zext i32 %16 to i64
  %20 = getelementptr inbounds [256 x i32], [256 x i32]* @kInverseProbabilityLog256, i64 0, i64 %19
  %21 = load i32, i32* %20, align 4, !tbaa !6
  %22 = mul i32 %21, %18
  %23 = zext i32 %22 to i64
  %24 = add i64 %10, %23
  %25 = add nuw nsw i64 %9, 1
  %26 = icmp eq i64 %25, %7
  br i1 %26, label %27, label %8, !llvm.loop !60

27:                                               ; preds = %8
  %28 = lshr i64 %24, 8
  ret i64 %28
}

; Function Attrs: nofree nosync nounwind
define dso_local i64 @ZSTD_buildCTable(i8* noundef %0, i64 noundef %1, i32* nocapture noundef writeonly %2, i32 noundef signext %3, i32 noundef signext %4, i32* nocapture noundef %5, i32 noundef signext %6, i8* nocapture noundef readonly %7, i64 noundef %8, i16* nocapture noundef readonly %9, i32 noundef %10, i32 noundef %11, i32* nocapture noundef readonly %12, i64 noundef %13, i8* nocapture noundef %14, i64 noundef %15) local_unnamed_addr #1 {
  switch i32 %4, label %96 [
    i32 1, label %17
    i32 3, label %34
    i32 0, label %37
    i32 2, label %41
  ]

17:                                               ; preds = %16
  %18 = getelementptr inbounds i32, i32* %2, i64 1
  %19 = bitcast i32* %18 to i16*
  %20 = getelementptr inbounds i32, i32* %2, i64 2
  %21 = bitcast i32* %20 to %struct.FSE_symbolCompressionTransform*
  %22 = bitcast i32* %2 to i16*
  store i16 0, i16* %22, align 2, !tbaa !14
  %23 = trunc i32 %6 to i16
  %24 = and i16 %23, 255
  %25 = getelementptr inbounds i16, i16* %19, i64 -1
  store i16 %24, i16* %25, align 2, !tbaa !14
  store i16 0, i16* %19, align 2, !tbaa !14
  %26 = getelementptr inbounds i16, i16* %19, i64 1
  store i16 0, i16* %26, align 2, !tbaa !14
  %27 = and i32 %6, 255
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %21, i64 %28, i32 1
  store i32 0, i32* %29, align 4, !tbaa !46
  %30 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %21, i64 %28, i32 0
  store i32 0, i32* %30, align 4, !tbaa !48
  %31 = icmp eq i64 %1, 0
  br i1 %31, label %96, label %32

32:                                               ; preds = %17
  %33 = load i8, i8* %7, align 1, !tbaa !36
  store i8 %33, i8* %0, align 1, !tbaa !36
  br label %96

34:                                               ; preds = %16
  %35 = bitcast i32* %2 to i8*
  %36 = bitcast i32* %12 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %35, i8* align 4 %36, i64 %13, i1 false)
  br label %96

37:                                               ; preds = %16
  %38 = tail call i64 @FSE_buildCTable_wksp(i32* noundef %2, i16* noundef %9, i32 noundef signext %11, i32 noundef signext %10, i8* noundef %14, i64 noundef %15), !range !61
  %39 = icmp ult i64 %38, -119
  %40 = select i1 %39, i64 0, i64 %38
  br label %96

41:                                               ; preds = %16
  %42 = trunc i64 %8 to i32
  %43 = add i32 %42, -1
  %44 = tail call i32 @llvm.ctlz.i32(i32 %43, i1 true) #27, !range !10
  %45 = sub nsw i32 29, %44
  %46 = tail call i32 @llvm.ctlz.i32(i32 %42, i1 true) #27, !range !10
  %47 = sub nuw nsw i32 32, %46
  %48 = tail call i32 @llvm.ctlz.i32(i32 %6, i1 true) #27, !range !10
  %49 = sub nuw nsw i32 33, %48
  %50 = icmp ult i32 %47, %49
  %51 = select i1 %50, i32 %47, i32 %49
  %52 = icmp eq i32 %3, 0
  %53 = select i1 %52, i32 11, i32 %3
  %54 = icmp ult i32 %45, %53
  %55 = select i1 %54, i32 %45, i32 %53
  %56 = icmp ugt i32 %51, %55
  %57 = select i1 %56, i32 %51, i32 %55
  %58 = icmp ugt i32 %57, 5
  %59 = select i1 %58, i32 %57, i32 5
  %60 = icmp ult i32 %59, 12
  %61 = select i1 %60, i32 %59, i32 12
  %62 = add i64 %8, -1
  %63 = getelementptr inbounds i8, i8* %7, i64 %62
  %64 = load i8, i8* %63, align 1, !tbaa !36
  %65 = zext i8 %64 to i64
  %66 = getelementptr inbounds i32, i32* %5, i64 %65
  %67 = load i32, i32* %66, align 4, !tbaa !6
  %68 = icmp ugt i32 %67, 1
  br i1 %68, label %69, label %71

69:                                               ; preds = %41
  %70 = add i32 %67, -1
  store i32 %70, i32* %66, align 4, !tbaa !6
  br label %71

71:                                               ; preds = %69, %41
  %72 = phi i64 [ %62, %69 ], [ %8, %41 ]
  %73 = bitcast i8* %14 to i16*
  %74 = icmp ugt i64 %72, 2047
  %75 = zext i1 %74 to i32
  %76 = tail call i64 @FSE_normalizeCount(i16* noundef %73, i32 noundef signext %61, i32* noundef nonnull %5, i64 noundef %72, i32 noundef signext %6, i32 noundef signext %75)
  %77 = icmp ult i64 %76, -119
  br i1 %77, label %78, label %96

78:                                               ; preds = %71
  %79 = add i32 %6, 1
  %80 = mul i32 %61, %79
  %81 = add i32 %80, 6
  %82 = lshr i32 %81, 3
  %83 = add nuw nsw i32 %82, 3
  %84 = icmp eq i32 %6, 0
  %85 = select i1 %84, i32 512, i32 %83
  %86 = zext i32 %85 to i64
  %87 = icmp ule i64 %86, %1
  %88 = zext i1 %87 to i32
  %89 = tail call fastcc i64 @FSE_writeNCount_generic(i8* noundef %0, i64 noundef %1, i16* noundef %73, i32 noundef signext %6, i32 noundef signext %61, i32 noundef signext %88) #27
  %90 = icmp ult i64 %89, -119
  br i1 %90, label %91, label %96

91:                                               ; preds = %78
  %92 = getelementptr inbounds i8, i8* %14, i64 108
  %93 = tail call i64 @FSE_buildCTable_wksp(i32* noundef %2, i16* noundef %73, i32 noundef signext %6, i32 noundef signext %61, i8* noundef nonnull %92, i64 noundef 1140), !range !61
  %94 = icmp ult i64 %93, -119
  %95 = select i1 %94, i64 %89, i64 %93
  br label %96

96:                                               ; preds = %91, %78, %71, %37, %34, %32, %17, %16
  %97 = phi i64 [ 0, %34 ], [ 1, %32 ], [ -70, %17 ], [ %76, %71 ], [ %89, %78 ], [ -1, %16 ], [ %40, %37 ], [ %95, %91 ]
  ret i64 %97
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @ZSTD_compressBound(i64 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ugt i64 %0, -71777214294589697
  br i1 %2, label %12, label %3

3:                                                ; preds = %1
  %4 = lshr i64 %0, 8
  %5 = add nuw i64 %4, %0
  %6 = icmp ult i64 %0, 131072
  %7 = sub i64 131072, %0
  %8 = lshr i64 %7, 11
  %9 = select i1 %6, i64 %8, i64 0
  %10 = add i64 %5, %9
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %3, %1
  br label %13

13:                                               ; preds = %12, %3
  %14 = phi i64 [ -72, %12 ], [ %10, %3 ]
  ret i64 %14
}

; Function Attrs: nounwind
define hidden fastcc void @ZSTD_clearAllDicts(%struct.ZSTD_CCtx_s* nocapture noundef %0) unnamed_addr #6 {
  %2 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42
  %3 = getelementptr inbounds %struct.ZSTD_localDict, %struct.ZSTD_localDict* %2, i64 0, i32 0
  %4 = load i8*, i8** %3, align 8, !tbaa !62
  %5 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 14, i32 1
  %6 = load void (i8*, i8*)*, void (i8*, i8*)** %5, align 8, !tbaa.struct !32
  %7 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 14, i32 2
  %8 = load i8*, i8** %7, align 8, !tbaa.struct !19
  %9 = icmp eq i8* %4, null
  br i1 %9, label %14, label %10

10:                                               ; preds = %1
  %11 = icmp eq void (i8*, i8*)* %6, null
  br i1 %11, label %13, label %12

12:                                               ; preds = %10
  tail call void %6(i8* noundef %8, i8* noundef nonnull %4) #27
  br label %14

13:                                               ; preds = %10
  tail call void @free(i8* noundef nonnull %4) #27
  br label %14

14:                                               ; preds = %13, %12, %1
  %15 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 4
  %16 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %15, align 8, !tbaa !86
  %17 = icmp eq %struct.ZSTD_CDict_s* %16, null
  br i1 %17, label %45, label %18

18:                                               ; preds = %14
  %19 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %16, i64 0, i32 7, i32 1
  %20 = load void (i8*, i8*)*, void (i8*, i8*)** %19, align 8, !tbaa.struct !32
  %21 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %16, i64 0, i32 7, i32 2
  %22 = load i8*, i8** %21, align 8, !tbaa.struct !19
  %23 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %16, i64 0, i32 4
  %24 = bitcast %struct.ZSTD_CDict_s* %16 to i8*
  %25 = getelementptr inbounds %struct.ZSTD_cwksp, %struct.ZSTD_cwksp* %23, i64 0, i32 0
  %26 = load i8*, i8** %25, align 8, !tbaa !87
  %27 = icmp ugt i8* %26, %24
  br i1 %27, label %32, label %28

28:                                               ; preds = %18
  %29 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %16, i64 0, i32 4, i32 1
  %30 = load i8*, i8** %29, align 8, !tbaa !88
  %31 = icmp ugt i8* %30, %24
  br label %32

32:                                               ; preds = %28, %18
  %33 = phi i1 [ false, %18 ], [ %31, %28 ]
  %34 = bitcast %struct.ZSTD_cwksp* %23 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %34, i8 0, i64 72, i1 false) #27
  %35 = icmp eq i8* %26, null
  br i1 %35, label %39, label %36

36:                                               ; preds = %32
  %37 = icmp eq void (i8*, i8*)* %20, null
  br i1 %37, label %40, label %38

38:                                               ; preds = %36
  tail call void %20(i8* noundef %22, i8* noundef nonnull %26) #27
  br label %39

39:                                               ; preds = %38, %32
  br i1 %33, label %45, label %41

40:                                               ; preds = %36
  tail call void @free(i8* noundef nonnull %26) #27
  br i1 %33, label %45, label %44

41:                                               ; preds = %39
  %42 = icmp eq void (i8*, i8*)* %20, null
  br i1 %42, label %44, label %43

43:                                               ; preds = %41
  tail call void %20(i8* noundef %22, i8* noundef nonnull %24) #27
  br label %45

44:                                               ; preds = %41, %40
  tail call void @free(i8* noundef nonnull %24) #27
  br label %45

45:                                               ; preds = %44, %43, %40, %39, %14
  %46 = bitcast %struct.ZSTD_localDict* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %46, i8 0, i64 72, i1 false)
  ret void
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare dso_local i64 @ZSTD_freeCCtx(%struct.ZSTD_CCtx_s* noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare hidden fastcc void @ZSTDMT_freeBufferPool(%struct.ZSTDMT_bufferPool_s* noundef) unnamed_addr #6

; Function Attrs: nounwind
define dso_local i64 @ZSTD_sizeof_CCtx(%struct.ZSTD_CCtx_s* noundef readonly %0) local_unnamed_addr #6 {
  %2 = icmp eq %struct.ZSTD_CCtx_s* %0, null
  br i1 %2, label %44, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 8, i32 0
  %5 = load i8*, i8** %4, align 8, !tbaa !89
  %6 = bitcast %struct.ZSTD_CCtx_s* %0 to i8*
  %7 = icmp eq i8* %5, %6
  %8 = select i1 %7, i64 0, i64 5248
  %9 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 8, i32 1
  %10 = load i8*, i8** %9, align 8, !tbaa !88
  %11 = ptrtoint i8* %10 to i64
  %12 = ptrtoint i8* %5 to i64
  %13 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 0
  %14 = load i8*, i8** %13, align 8, !tbaa.struct !90
  %15 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 2
  %16 = load i64, i64* %15, align 8, !tbaa.struct !91
  %17 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 4
  %18 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %17, align 8, !tbaa.struct !19
  %19 = icmp eq i8* %14, null
  %20 = select i1 %19, i64 0, i64 %16
  %21 = icmp eq %struct.ZSTD_CDict_s* %18, null
  br i1 %21, label %34, label %22

22:                                               ; preds = %3
  %23 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %18, i64 0, i32 4, i32 0
  %24 = load i8*, i8** %23, align 8, !tbaa !92
  %25 = bitcast %struct.ZSTD_CDict_s* %18 to i8*
  %26 = icmp eq i8* %24, %25
  %27 = select i1 %26, i64 0, i64 6080
  %28 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %18, i64 0, i32 4, i32 1
  %29 = load i8*, i8** %28, align 8, !tbaa !88
  %30 = ptrtoint i8* %29 to i64
  %31 = ptrtoint i8* %24 to i64
  %32 = sub i64 %30, %31
  %33 = add i64 %32, %27
  br label %34

34:                                               ; preds = %22, %3
  %35 = phi i64 [ %33, %22 ], [ 0, %3 ]
  %36 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 45
  %37 = load %struct.ZSTDMT_CCtx_s*, %struct.ZSTDMT_CCtx_s** %36, align 8, !tbaa !98
  %38 = tail call i64 @ZSTDMT_sizeof_CCtx(%struct.ZSTDMT_CCtx_s* noundef %37) #27
  %39 = sub i64 %11, %12
  %40 = add i64 %39, %8
  %41 = add i64 %40, %20
  %42 = add i64 %41, %35
  %43 = add i64 %42, %38
  br label %44

44:                                               ; preds = %34, %1
  %45 = phi i64 [ %43, %34 ], [ 0, %1 ]
  ret i64 %45
}

; Function Attrs: nounwind
declare dso_local i64 @ZSTDMT_sizeof_CCtx(%struct.ZSTDMT_CCtx_s* noundef readonly) local_unnamed_addr #6

; Function Attrs: nounwind
define dso_local i64 @ZSTD_freeCCtxParams(%struct.ZSTD_CCtx_params_s* noundef %0) local_unnamed_addr #6 {
  %2 = icmp eq %struct.ZSTD_CCtx_params_s* %0, null
  br i1 %2, label %12, label %3

3:                                                ; preds = %1
  %4 = bitcast %struct.ZSTD_CCtx_params_s* %0 to i8*
  %5 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %0, i64 0, i32 22, i32 1
  %6 = load void (i8*, i8*)*, void (i8*, i8*)** %5, align 8, !tbaa.struct !32
  %7 = icmp eq void (i8*, i8*)* %6, null
  br i1 %7, label %11, label %8

8:                                                ; preds = %3
  %9 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %0, i64 0, i32 22, i32 2
  %10 = load i8*, i8** %9, align 8, !tbaa.struct !19
  tail call void %6(i8* noundef %10, i8* noundef nonnull %4) #27
  br label %12

11:                                               ; preds = %3
  tail call void @free(i8* noundef nonnull %4) #27
  br label %12

12:                                               ; preds = %11, %8, %1
  ret i64 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local [2 x i64] @ZSTD_cParam_getBounds(i32 noundef signext %0) local_unnamed_addr #0 {
  switch i32 %0, label %38 [
    i32 100, label %2
    i32 101, label %39
    i32 102, label %3
    i32 103, label %4
    i32 104, label %5
    i32 105, label %6
    i32 106, label %7
    i32 107, label %8
    i32 200, label %9
    i32 201, label %10
    i32 202, label %11
    i32 400, label %12
    i32 401, label %13
    i32 402, label %14
    i32 1005, label %15
    i32 160, label %16
    i32 161, label %17
    i32 162, label %18
    i32 163, label %19
    i32 164, label %20
    i32 500, label %21
    i32 1000, label %22
    i32 10, label %23
    i32 1001, label %24
    i32 1002, label %25
    i32 130, label %26
    i32 1004, label %27
    i32 1006, label %28
    i32 1007, label %28
    i32 1008, label %29
    i32 1009, label %30
    i32 1010, label %31
    i32 1011, label %32
    i32 1012, label %33
    i32 1013, label %34
    i32 1014, label %35
    i32 1015, label %36
    i32 1016, label %37
  ]

2:                                                ; preds = %1
  br label %39

3:                                                ; preds = %1
  br label %39

4:                                                ; preds = %1
  br label %39

5:                                                ; preds = %1
  br label %39

6:                                                ; preds = %1
  br label %39

7:                                                ; preds = %1
  br label %39

8:                                                ; preds = %1
  br label %39

9:                                                ; preds = %1
  br label %39

10:                                               ; preds = %1
  br label %39

11:                                               ; preds = %1
  br label %39

12:                                               ; preds = %1
  br label %39

13:                                               ; preds = %1
  br label %39

14:                                               ; preds = %1
  br label %39

15:                                               ; preds = %1
  br label %39

16:                                               ; preds = %1
  br label %39

17:                                               ; preds = %1
  br label %39

18:                                               ; preds = %1
  br label %39

19:                                               ; preds = %1
  br label %39

20:                                               ; preds = %1
  br label %39

21:                                               ; preds = %1
  br label %39

22:                                               ; preds = %1
  br label %39

23:                                               ; preds = %1
  br label %39

24:                                               ; preds = %1
  br label %39

25:                                               ; preds = %1
  br label %39

26:                                               ; preds = %1
  br label %39

27:                                               ; preds = %1
  br label %39

28:                                               ; preds = %1, %1
  br label %39

29:                                               ; preds = %1
  br label %39

30:                                               ; preds = %1
  br label %39

31:                                               ; preds = %1
  br label %39

32:                                               ; preds = %1
  br label %39

33:                                               ; preds = %1
  br label %39

34:                                               ; preds = %1
  br label %39

35:                                               ; preds = %1
  br label %39

36:                                               ; preds = %1
  br label %39

37:                                               ; preds = %1
  br label %39

38:                                               ; preds = %1
  br label %39

39:                                               ; preds = %38, %37, %36, %35, %34, %33, %32, %31, %30, %29, %28, %27, %26, %25, %24, %23, %22, %21, %20, %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5, %4, %3, %2, %1
  %40 = phi i64 [ 0, %38 ], [ 8589934592, %37 ], [ 562949953422336, %36 ], [ 4294967296, %35 ], [ 8589934592, %34 ], [ 4294967296, %33 ], [ 8589934592, %32 ], [ 8589934592, %31 ], [ 4294967296, %30 ], [ 4294967296, %29 ], [ 4294967296, %28 ], [ 9223372032559808512, %27 ], [ 562949953422652, %26 ], [ 8589934592, %25 ], [ 12884901888, %24 ], [ 4294967296, %23 ], [ 4294967296, %22 ], [ 4294967296, %21 ], [ 107374182400, %20 ], [ 34359738369, %19 ], [ 17592186044420, %18 ], [ 128849018886, %17 ], [ 8589934592, %16 ], [ 4294967296, %15 ], [ 38654705664, %14 ], [ 4611686018427387904, %13 ], [ 1099511627776, %12 ], [ 4294967296, %11 ], [ 4294967296, %10 ], [ 4294967296, %9 ], [ 38654705665, %8 ], [ 562949953421312, %7 ], [ 30064771075, %6 ], [ 128849018881, %5 ], [ 128849018886, %4 ], [ 128849018886, %3 ], [ 98784116736, %2 ], [ 133143986186, %1 ]
  %41 = phi i64 [ -40, %38 ], [ 0, %37 ], [ 0, %36 ], [ 0, %35 ], [ 0, %34 ], [ 0, %33 ], [ 0, %32 ], [ 0, %31 ], [ 0, %30 ], [ 0, %29 ], [ 0, %28 ], [ 0, %27 ], [ 0, %26 ], [ 0, %25 ], [ 0, %24 ], [ 0, %23 ], [ 0, %22 ], [ 0, %21 ], [ 0, %20 ], [ 0, %19 ], [ 0, %18 ], [ 0, %17 ], [ 0, %16 ], [ 0, %15 ], [ 0, %14 ], [ 0, %13 ], [ 0, %12 ], [ 0, %11 ], [ 0, %10 ], [ 0, %9 ], [ 0, %8 ], [ 0, %7 ], [ 0, %6 ], [ 0, %5 ], [ 0, %4 ], [ 0, %3 ], [ 0, %2 ], [ 0, %1 ]
  %42 = insertvalue [2 x i64] poison, i64 %41, 0
  %43 = insertvalue [2 x i64] %42, i64 %40, 1
  ret [2 x i64] %43
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local i64 @ZSTD_CCtx_setCParams(%struct.ZSTD_CCtx_s* nocapture noundef %0, %struct.ZSTD_compressionParameters* nocapture noundef readonly %1) local_unnamed_addr #13 {
  %3 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 0
  %4 = load i32, i32* %3, align 4, !tbaa.struct !99
  %5 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 1
  %6 = load i32, i32* %5, align 4, !tbaa.struct !100
  %7 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 2
  %8 = load i32, i32* %7, align 4, !tbaa.struct !101
  %9 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 3
  %10 = load i32, i32* %9, align 4, !tbaa.struct !102
  %11 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 4
  %12 = load i32, i32* %11, align 4, !tbaa.struct !103
  %13 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 5
  %14 = load i32, i32* %13, align 4, !tbaa.struct !104
  %15 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 6
  %16 = load i32, i32* %15, align 4, !tbaa.struct !105
  %17 = add i32 %4, -32
  %18 = icmp ult i32 %17, -22
  %19 = add i32 %6, -31
  %20 = icmp ult i32 %19, -25
  %21 = select i1 %18, i1 true, i1 %20
  %22 = add i32 %8, -31
  %23 = icmp ult i32 %22, -25
  %24 = select i1 %21, i1 true, i1 %23
  %25 = add i32 %10, -31
  %26 = icmp ult i32 %25, -30
  %27 = select i1 %24, i1 true, i1 %26
  %28 = add i32 %12, -8
  %29 = icmp ult i32 %28, -5
  %30 = select i1 %27, i1 true, i1 %29
  %31 = icmp ugt i32 %14, 131072
  %32 = select i1 %30, i1 true, i1 %31
  %33 = add i32 %16, -10
  %34 = icmp ult i32 %33, -9
  %35 = select i1 %32, i1 true, i1 %34
  br i1 %35, label %48, label %36

36:                                               ; preds = %2
  %37 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  %38 = load i32, i32* %37, align 8, !tbaa !106
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %48

40:                                               ; preds = %36
  %41 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3, i32 1, i32 0
  store i32 %4, i32* %41, align 4, !tbaa !107
  %42 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3, i32 1, i32 1
  store i32 %6, i32* %42, align 4, !tbaa !108
  %43 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3, i32 1, i32 2
  store i32 %8, i32* %43, align 4, !tbaa !109
  %44 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3, i32 1, i32 3
  store i32 %10, i32* %44, align 4, !tbaa !110
  %45 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3, i32 1, i32 4
  store i32 %12, i32* %45, align 4, !tbaa !111
  %46 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3, i32 1, i32 5
  store i32 %14, i32* %46, align 4, !tbaa !112
  %47 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3, i32 1, i32 6
  store i32 %16, i32* %47, align 4, !tbaa !113
  br label %48

48:                                               ; preds = %40, %36, %2
  %49 = phi i64 [ 0, %40 ], [ -42, %2 ], [ -60, %36 ]
  ret i64 %49
}

; Function Attrs: nounwind
define dso_local i64 @ZSTD_CCtx_loadDictionary_byReference(%struct.ZSTD_CCtx_s* nocapture noundef %0, i8* noundef %1, i64 noundef %2) local_unnamed_addr #6 {
  %4 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  %5 = load i32, i32* %4, align 8, !tbaa !106
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %3
  tail call fastcc void @ZSTD_clearAllDicts(%struct.ZSTD_CCtx_s* noundef nonnull %0) #27
  %8 = icmp eq i8* %1, null
  %9 = icmp eq i64 %2, 0
  %10 = or i1 %8, %9
  br i1 %10, label %15, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 1
  store i8* %1, i8** %12, align 8, !tbaa !114
  %13 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 2
  store i64 %2, i64* %13, align 8, !tbaa !115
  %14 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 3
  store i32 0, i32* %14, align 8, !tbaa !116
  br label %15

15:                                               ; preds = %11, %7, %3
  %16 = phi i64 [ 0, %11 ], [ -60, %3 ], [ 0, %7 ]
  ret i64 %16
}

; Function Attrs: nounwind
define dso_local i64 @ZSTD_CCtx_refPrefix_advanced(%struct.ZSTD_CCtx_s* nocapture noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef signext %3) local_unnamed_addr #6 {
  %5 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  %6 = load i32, i32* %5, align 8, !tbaa !106
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
  store i8* %1, i8** %13, align 8, !tbaa !117
  %14 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 44, i32 1
  store i64 %2, i64* %14, align 8, !tbaa !118
  %15 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 44, i32 2
  store i32 %3, i32* %15, align 8, !tbaa !119
  br label %16

16:                                               ; preds = %12, %8, %4
  %17 = phi i64 [ -60, %4 ], [ 0, %12 ], [ 0, %8 ]
  ret i64 %17
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare dso_local void @ZSTD_getCParamsFromCCtxParams(%struct.ZSTD_compressionParameters* noalias nocapture writeonly sret(%struct.ZSTD_compressionParameters) align 4, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly, i64 noundef, i64 noundef, i32 noundef signext) local_unnamed_addr #13

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define hidden fastcc void @ZSTD_adjustCParams_internal(%struct.ZSTD_compressionParameters* noalias nocapture writeonly sret(%struct.ZSTD_compressionParameters) align 4 %0, %struct.ZSTD_compressionParameters* nocapture noundef %1, i64 noundef %2, i64 noundef %3, i32 noundef signext %4, i32 noundef signext %5) unnamed_addr #13 {
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
  %25 = tail call i32 @llvm.ctlz.i32(i32 %24, i1 true) #27, !range !10
  %26 = sub nuw nsw i32 32, %25
  br label %27

27:                                               ; preds = %23, %19
  %28 = phi i32 [ %26, %23 ], [ 6, %19 ]
  %29 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 0
  %30 = load i32, i32* %29, align 4, !tbaa !120
  %31 = icmp ugt i32 %30, %28
  br i1 %31, label %32, label %37

32:                                               ; preds = %27
  store i32 %28, i32* %29, align 4, !tbaa !120
  br label %37

33:                                               ; preds = %13
  %34 = icmp eq i64 %15, -1
  %35 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 0
  %36 = load i32, i32* %35, align 4, !tbaa !120
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
  %51 = tail call i32 @llvm.ctlz.i32(i32 %50, i1 true) #27, !range !10
  %52 = sub nuw nsw i32 32, %51
  br label %53

53:                                               ; preds = %48, %46, %40, %37
  %54 = phi i32 [ %38, %37 ], [ %52, %48 ], [ %38, %40 ], [ 31, %46 ]
  %55 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 1
  %56 = load i32, i32* %55, align 4, !tbaa !121
  %57 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 6
  %58 = load i32, i32* %57, align 4, !tbaa !122
  %59 = icmp ugt i32 %58, 5
  %60 = sext i1 %59 to i32
  %61 = add i32 %56, %60
  %62 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 2
  %63 = load i32, i32* %62, align 4, !tbaa !123
  %64 = add i32 %54, 1
  %65 = icmp ugt i32 %63, %64
  br i1 %65, label %66, label %67

66:                                               ; preds = %53
  store i32 %64, i32* %62, align 4, !tbaa !123
  br label %67

67:                                               ; preds = %66, %53
  %68 = icmp ult i32 %54, %61
  br i1 %68, label %69, label %72

69:                                               ; preds = %67
  %70 = add i32 %56, %54
  %71 = sub i32 %70, %61
  store i32 %71, i32* %55, align 4, !tbaa !121
  br label %72

72:                                               ; preds = %69, %67, %33
  %73 = phi i32 [ %38, %67 ], [ %38, %69 ], [ %36, %33 ]
  %74 = icmp ult i32 %73, 10
  br i1 %74, label %75, label %77

75:                                               ; preds = %72
  %76 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 0
  store i32 10, i32* %76, align 4, !tbaa !120
  br label %77

77:                                               ; preds = %75, %72
  %78 = icmp ne i32 %4, 2
  %79 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 6
  %80 = load i32, i32* %79, align 4, !tbaa !122
  %81 = add i32 %80, -3
  %82 = icmp ult i32 %81, -2
  %83 = select i1 %78, i1 true, i1 %82
  br i1 %83, label %94, label %84

84:                                               ; preds = %77
  %85 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 2
  %86 = load i32, i32* %85, align 4, !tbaa !123
  %87 = icmp ugt i32 %86, 24
  br i1 %87, label %88, label %89

88:                                               ; preds = %84
  store i32 24, i32* %85, align 4, !tbaa !123
  br label %89

89:                                               ; preds = %88, %84
  %90 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 1
  %91 = load i32, i32* %90, align 4, !tbaa !121
  %92 = icmp ugt i32 %91, 24
  br i1 %92, label %93, label %94

93:                                               ; preds = %89
  store i32 24, i32* %90, align 4, !tbaa !121
  br label %94

94:                                               ; preds = %93, %89, %77
  %95 = add i32 %80, -6
  %96 = icmp ult i32 %95, -3
  %97 = icmp ugt i32 %5, 1
  %98 = or i1 %97, %96
  br i1 %98, label %111, label %99

99:                                               ; preds = %94
  %100 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 3
  %101 = load i32, i32* %100, align 4, !tbaa !124
  %102 = icmp ult i32 %101, 6
  %103 = icmp ult i32 %101, 4
  %104 = add i32 %101, 24
  %105 = select i1 %102, i32 %104, i32 30
  %106 = select i1 %103, i32 28, i32 %105
  %107 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 2
  %108 = load i32, i32* %107, align 4, !tbaa !123
  %109 = icmp ugt i32 %108, %106
  br i1 %109, label %110, label %111

110:                                              ; preds = %99
  store i32 %106, i32* %107, align 4, !tbaa !123
  br label %111

111:                                              ; preds = %110, %99, %94
  %112 = bitcast %struct.ZSTD_compressionParameters* %0 to i8*
  %113 = bitcast %struct.ZSTD_compressionParameters* %1 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(28) %112, i8* noundef nonnull align 4 dereferenceable(28) %113, i64 28, i1 false), !tbaa.struct !99
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare hidden fastcc i64 @ZSTD_estimateCCtxSize_usingCCtxParams_internal(%struct.ZSTD_compressionParameters* nocapture noundef readonly, %struct.ldmParams_t* nocapture noundef readonly, i32 noundef signext, i32 noundef signext, i64 noundef, i64 noundef, i64 noundef, i32 noundef signext, i64 noundef) unnamed_addr #13

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local i64 @ZSTD_estimateCCtxSize_usingCParams(%struct.ZSTD_compressionParameters* nocapture noundef readonly %0) local_unnamed_addr #13 {
  %2 = alloca %struct.ZSTD_compressionParameters, align 4
  %3 = alloca %struct.ZSTD_compressionParameters, align 4
  %4 = alloca %struct.ZSTD_compressionParameters, align 4
  %5 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %6 = bitcast %struct.ZSTD_CCtx_params_s* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 216, i8* nonnull %6) #27
  %7 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %0, i64 0, i32 0
  %8 = load i32, i32* %7, align 4, !tbaa.struct !99
  %9 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %0, i64 0, i32 1
  %10 = bitcast i32* %9 to i8*
  %11 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %0, i64 0, i32 6
  %12 = load i32, i32* %11, align 4, !tbaa.struct !105
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %6, i8 0, i64 216, i1 false) #27, !alias.scope !125
  %13 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 3
  store i32 3, i32* %13, align 4, !tbaa !128, !alias.scope !125
  %14 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 2, i32 0
  store i32 1, i32* %14, align 8, !tbaa !129, !alias.scope !125
  %15 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 1, i32 0
  store i32 %8, i32* %15, align 4, !tbaa.struct !99
  %16 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 1, i32 1
  %17 = bitcast i32* %16 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(20) %17, i8* noundef nonnull align 4 dereferenceable(20) %10, i64 20, i1 false)
  %18 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 1, i32 6
  store i32 %12, i32* %18, align 4, !tbaa.struct !105
  %19 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 13, i32 0
  %20 = icmp ugt i32 %12, 6
  br i1 %20, label %21, label %38

21:                                               ; preds = %1
  %22 = icmp ugt i32 %8, 26
  br i1 %22, label %24, label %23

23:                                               ; preds = %21
  store i32 2, i32* %19, align 8, !tbaa !130, !alias.scope !125
  br label %32

24:                                               ; preds = %21
  store i32 1, i32* %19, align 8, !tbaa !130, !alias.scope !125
  %25 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 13, i32 5
  store i32 %8, i32* %25, align 4, !tbaa !131, !alias.scope !125
  %26 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 13, i32 2
  %27 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 13, i32 3
  store i32 64, i32* %27, align 4, !tbaa !132, !alias.scope !125
  %28 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 13, i32 1
  %29 = add i32 %8, -7
  store i32 %29, i32* %28, align 4, !tbaa !133, !alias.scope !125
  %30 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 13, i32 4
  %31 = tail call i32 @llvm.usub.sat.i32(i32 %8, i32 %29) #27
  store i32 %31, i32* %30, align 8, !tbaa !134, !alias.scope !125
  store i32 3, i32* %26, align 8, !tbaa !135, !alias.scope !125
  br label %32

32:                                               ; preds = %24, %23
  %33 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 19
  %34 = icmp ugt i32 %8, 16
  %35 = select i1 %34, i32 1, i32 2
  store i32 %35, i32* %33, align 4, !tbaa !136, !alias.scope !125
  %36 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 20
  store i32 2, i32* %36, align 8, !tbaa !137, !alias.scope !125
  %37 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 27
  br label %105

38:                                               ; preds = %1
  store i32 2, i32* %19, align 8, !tbaa !130, !alias.scope !125
  %39 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 19
  store i32 2, i32* %39, align 4, !tbaa !136, !alias.scope !125
  %40 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 20
  %41 = add nsw i32 %12, -6
  %42 = icmp ult i32 %41, -3
  br i1 %42, label %49, label %43

43:                                               ; preds = %38
  %44 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 27
  store i64 131072, i64* %44, align 8, !tbaa !138, !alias.scope !125
  %45 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 28
  store i32 2, i32* %45, align 8, !tbaa !139, !alias.scope !125
  store i32 2, i32* %40, align 8, !tbaa !137
  %46 = bitcast %struct.ZSTD_compressionParameters* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %46) #27
  call void @ZSTD_getCParamsFromCCtxParams(%struct.ZSTD_compressionParameters* nonnull sret(%struct.ZSTD_compressionParameters) align 4 %4, %struct.ZSTD_CCtx_params_s* noundef nonnull %5, i64 noundef -1, i64 noundef 0, i32 noundef signext 0) #27
  %47 = load i32, i32* %40, align 8, !tbaa !137
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %51, label %61

49:                                               ; preds = %38
  store i32 2, i32* %40, align 8, !tbaa !137, !alias.scope !125
  %50 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 27
  br label %105

51:                                               ; preds = %43
  %52 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %4, i64 0, i32 6
  %53 = load i32, i32* %52, align 4, !tbaa !122
  %54 = add i32 %53, -6
  %55 = icmp ult i32 %54, -3
  br i1 %55, label %61, label %56

56:                                               ; preds = %51
  %57 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %4, i64 0, i32 0
  %58 = load i32, i32* %57, align 4, !tbaa !120
  %59 = icmp ugt i32 %58, 17
  %60 = select i1 %59, i32 1, i32 2
  br label %61

61:                                               ; preds = %56, %51, %43
  %62 = phi i32 [ %60, %56 ], [ %47, %43 ], [ 2, %51 ]
  %63 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 9
  %64 = load i32, i32* %63, align 4, !tbaa !140
  %65 = icmp sgt i32 %64, 0
  br i1 %65, label %74, label %66

66:                                               ; preds = %61
  %67 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 13
  %68 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 26
  %69 = load i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)*, i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)** %68, align 8, !tbaa !141
  %70 = icmp ne i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)* %69, null
  %71 = zext i1 %70 to i32
  %72 = load i64, i64* %44, align 8, !tbaa !138
  %73 = call fastcc i64 @ZSTD_estimateCCtxSize_usingCCtxParams_internal(%struct.ZSTD_compressionParameters* noundef nonnull %4, %struct.ldmParams_t* noundef nonnull %67, i32 noundef signext 1, i32 noundef signext %62, i64 noundef 0, i64 noundef 0, i64 noundef -1, i32 noundef signext %71, i64 noundef %72) #27
  br label %74

74:                                               ; preds = %66, %61
  %75 = phi i64 [ %73, %66 ], [ -1, %61 ]
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %46) #27
  store i32 1, i32* %40, align 8, !tbaa !137
  %76 = bitcast %struct.ZSTD_compressionParameters* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %76) #27
  call void @ZSTD_getCParamsFromCCtxParams(%struct.ZSTD_compressionParameters* nonnull sret(%struct.ZSTD_compressionParameters) align 4 %3, %struct.ZSTD_CCtx_params_s* noundef nonnull %5, i64 noundef -1, i64 noundef 0, i32 noundef signext 0) #27
  %77 = load i32, i32* %40, align 8, !tbaa !137
  %78 = icmp eq i32 %77, 0
  br i1 %78, label %79, label %89

79:                                               ; preds = %74
  %80 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %3, i64 0, i32 6
  %81 = load i32, i32* %80, align 4, !tbaa !122
  %82 = add i32 %81, -6
  %83 = icmp ult i32 %82, -3
  br i1 %83, label %89, label %84

84:                                               ; preds = %79
  %85 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %3, i64 0, i32 0
  %86 = load i32, i32* %85, align 4, !tbaa !120
  %87 = icmp ugt i32 %86, 17
  %88 = select i1 %87, i32 1, i32 2
  br label %89

89:                                               ; preds = %84, %79, %74
  %90 = phi i32 [ %88, %84 ], [ %77, %74 ], [ 2, %79 ]
  %91 = load i32, i32* %63, align 4, !tbaa !140
  %92 = icmp sgt i32 %91, 0
  br i1 %92, label %101, label %93

93:                                               ; preds = %89
  %94 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 13
  %95 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 26
  %96 = load i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)*, i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)** %95, align 8, !tbaa !141
  %97 = icmp ne i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)* %96, null
  %98 = zext i1 %97 to i32
  %99 = load i64, i64* %44, align 8, !tbaa !138
  %100 = call fastcc i64 @ZSTD_estimateCCtxSize_usingCCtxParams_internal(%struct.ZSTD_compressionParameters* noundef nonnull %3, %struct.ldmParams_t* noundef nonnull %94, i32 noundef signext 1, i32 noundef signext %90, i64 noundef 0, i64 noundef 0, i64 noundef -1, i32 noundef signext %98, i64 noundef %99) #27
  br label %101

101:                                              ; preds = %93, %89
  %102 = phi i64 [ %100, %93 ], [ -1, %89 ]
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %76) #27
  %103 = icmp ugt i64 %75, %102
  %104 = select i1 %103, i64 %75, i64 %102
  br label %137

105:                                              ; preds = %49, %32
  %106 = phi i64* [ %50, %49 ], [ %37, %32 ]
  %107 = phi i32* [ %40, %49 ], [ %36, %32 ]
  store i64 131072, i64* %106, align 8, !tbaa !138, !alias.scope !125
  %108 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 28
  store i32 2, i32* %108, align 8, !tbaa !139, !alias.scope !125
  %109 = bitcast %struct.ZSTD_compressionParameters* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %109) #27
  call void @ZSTD_getCParamsFromCCtxParams(%struct.ZSTD_compressionParameters* nonnull sret(%struct.ZSTD_compressionParameters) align 4 %2, %struct.ZSTD_CCtx_params_s* noundef nonnull %5, i64 noundef -1, i64 noundef 0, i32 noundef signext 0) #27
  %110 = load i32, i32* %107, align 8, !tbaa !137
  %111 = icmp eq i32 %110, 0
  br i1 %111, label %112, label %122

112:                                              ; preds = %105
  %113 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %2, i64 0, i32 6
  %114 = load i32, i32* %113, align 4, !tbaa !122
  %115 = add i32 %114, -6
  %116 = icmp ult i32 %115, -3
  br i1 %116, label %122, label %117

117:                                              ; preds = %112
  %118 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %2, i64 0, i32 0
  %119 = load i32, i32* %118, align 4, !tbaa !120
  %120 = icmp ugt i32 %119, 17
  %121 = select i1 %120, i32 1, i32 2
  br label %122

122:                                              ; preds = %117, %112, %105
  %123 = phi i32 [ %121, %117 ], [ %110, %105 ], [ 2, %112 ]
  %124 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 9
  %125 = load i32, i32* %124, align 4, !tbaa !140
  %126 = icmp sgt i32 %125, 0
  br i1 %126, label %135, label %127

127:                                              ; preds = %122
  %128 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 13
  %129 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 26
  %130 = load i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)*, i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)** %129, align 8, !tbaa !141
  %131 = icmp ne i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)* %130, null
  %132 = zext i1 %131 to i32
  %133 = load i64, i64* %106, align 8, !tbaa !138
  %134 = call fastcc i64 @ZSTD_estimateCCtxSize_usingCCtxParams_internal(%struct.ZSTD_compressionParameters* noundef nonnull %2, %struct.ldmParams_t* noundef nonnull %128, i32 noundef signext 1, i32 noundef signext %123, i64 noundef 0, i64 noundef 0, i64 noundef -1, i32 noundef signext %132, i64 noundef %133) #27
  br label %135

135:                                              ; preds = %127, %122
  %136 = phi i64 [ %134, %127 ], [ -1, %122 ]
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %109) #27
  br label %137

137:                                              ; preds = %135, %101
  %138 = phi i64 [ %104, %101 ], [ %136, %135 ]
  call void @llvm.lifetime.end.p0i8(i64 216, i8* nonnull %6) #27
  ret i64 %138
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.usub.sat.i32(i32, i32) #5

; Function Attrs: nofree nosync nounwind
define dso_local i64 @ZSTD_estimateCCtxSize(i32 noundef signext %0) local_unnamed_addr #1 {
  %2 = alloca %struct.ZSTD_compressionParameters, align 4
  %3 = alloca %struct.ZSTD_compressionParameters, align 4
  %4 = icmp slt i32 %0, 1
  %5 = select i1 %4, i32 %0, i32 1
  %6 = bitcast %struct.ZSTD_compressionParameters* %2 to i8*
  %7 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %2, i64 0, i32 0
  %8 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %2, i64 0, i32 1
  %9 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %2, i64 0, i32 2
  %10 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %2, i64 0, i32 3
  %11 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %2, i64 0, i32 4
  %12 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %2, i64 0, i32 5
  %13 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %2, i64 0, i32 6
  %14 = bitcast %struct.ZSTD_compressionParameters* %3 to i8*
  %15 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %3, i64 0, i32 0
  %16 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %3, i64 0, i32 1
  %17 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %3, i64 0, i32 2
  %18 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %3, i64 0, i32 3
  %19 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %3, i64 0, i32 4
  %20 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %3, i64 0, i32 5
  %21 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %3, i64 0, i32 6
  br label %22

22:                                               ; preds = %111, %1
  %23 = phi i32 [ %5, %1 ], [ %114, %111 ]
  %24 = phi i64 [ 0, %1 ], [ %113, %111 ]
  %25 = icmp eq i32 %23, 0
  %26 = icmp slt i32 %23, 0
  %27 = icmp ugt i32 %23, -131072
  %28 = select i1 %27, i32 %23, i32 -131072
  %29 = sub nsw i32 0, %28
  %30 = icmp ult i32 %23, 22
  %31 = select i1 %30, i32 %23, i32 22
  %32 = select i1 %26, i32 0, i32 %31
  %33 = select i1 %25, i32 3, i32 %32
  %34 = zext i32 %33 to i64
  br label %35

35:                                               ; preds = %107, %22
  %36 = phi i64 [ 0, %22 ], [ %109, %107 ]
  %37 = phi i64 [ 0, %22 ], [ %108, %107 ]
  %38 = icmp ne i64 %36, 3
  %39 = zext i1 %38 to i64
  %40 = icmp ult i64 %36, 2
  %41 = zext i1 %40 to i64
  %42 = add nuw nsw i64 %39, %41
  %43 = icmp eq i64 %36, 0
  %44 = zext i1 %43 to i64
  %45 = add nuw nsw i64 %42, %44
  %46 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %45, i64 %34, i32 5
  %47 = load i32, i32* %46, align 4, !tbaa.struct !104, !noalias !142
  %48 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %45, i64 %34, i32 6
  %49 = load i32, i32* %48, align 4, !tbaa.struct !105, !noalias !142
  %50 = select i1 %26, i32 %29, i32 %47
  %51 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %45, i64 %34, i32 0
  %52 = load i32, i32* %51, align 4, !noalias !142
  %53 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %45, i64 %34, i32 1
  %54 = load i32, i32* %53, align 4, !noalias !142
  %55 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %45, i64 %34, i32 2
  %56 = load i32, i32* %55, align 4, !noalias !142
  %57 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %45, i64 %34, i32 3
  %58 = load i32, i32* %57, align 4, !noalias !142
  %59 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %45, i64 %34, i32 4
  %60 = load i32, i32* %59, align 4, !noalias !142
  %61 = icmp eq i64 %36, 3
  br i1 %61, label %85, label %62

62:                                               ; preds = %35
  %63 = getelementptr inbounds [4 x i64], [4 x i64]* @ZSTD_estimateCCtxSize_internal.srcSizeTiers, i64 0, i64 %36
  %64 = load i64, i64* %63, align 8, !tbaa !145
  %65 = trunc i64 %64 to i32
  %66 = icmp ult i32 %65, 64
  br i1 %66, label %71, label %67

67:                                               ; preds = %62
  %68 = add nsw i32 %65, -1
  %69 = tail call i32 @llvm.ctlz.i32(i32 %68, i1 true) #27, !range !10
  %70 = sub nuw nsw i32 32, %69
  br label %71

71:                                               ; preds = %67, %62
  %72 = phi i32 [ %70, %67 ], [ 6, %62 ]
  %73 = icmp ugt i32 %52, %72
  %74 = select i1 %73, i32 %72, i32 %52
  %75 = icmp ugt i32 %49, 5
  %76 = sext i1 %75 to i32
  %77 = add i32 %54, %76
  %78 = add nuw nsw i32 %74, 1
  %79 = icmp ugt i32 %56, %78
  %80 = select i1 %79, i32 %78, i32 %56
  %81 = icmp ult i32 %74, %77
  br i1 %81, label %82, label %85

82:                                               ; preds = %71
  %83 = zext i1 %75 to i32
  %84 = add nuw nsw i32 %74, %83
  br label %85

85:                                               ; preds = %82, %71, %35
  %86 = phi i32 [ %80, %82 ], [ %80, %71 ], [ %56, %35 ]
  %87 = phi i32 [ %84, %82 ], [ %54, %71 ], [ %54, %35 ]
  %88 = phi i32 [ %74, %82 ], [ %74, %71 ], [ %52, %35 ]
  %89 = icmp ugt i32 %88, 10
  %90 = select i1 %89, i32 %88, i32 10
  %91 = add i32 %49, -6
  %92 = icmp ult i32 %91, -3
  br i1 %92, label %101, label %93

93:                                               ; preds = %85
  %94 = icmp ult i32 %58, 6
  %95 = icmp ult i32 %58, 4
  %96 = add i32 %58, 24
  %97 = select i1 %94, i32 %96, i32 30
  %98 = select i1 %95, i32 28, i32 %97
  %99 = icmp ugt i32 %86, %98
  %100 = select i1 %99, i32 %98, i32 %86
  br label %101

101:                                              ; preds = %93, %85
  %102 = phi i32 [ %86, %85 ], [ %100, %93 ]
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %6) #27
  store i32 %90, i32* %7, align 4, !tbaa.struct !99
  store i32 %87, i32* %8, align 4, !tbaa.struct !100
  store i32 %102, i32* %9, align 4, !tbaa.struct !101
  store i32 %58, i32* %10, align 4, !tbaa.struct !102
  store i32 %60, i32* %11, align 4, !tbaa.struct !103
  store i32 %50, i32* %12, align 4, !tbaa.struct !104
  store i32 %49, i32* %13, align 4, !tbaa.struct !105
  %103 = call i64 @ZSTD_estimateCCtxSize_usingCParams(%struct.ZSTD_compressionParameters* noundef nonnull %2) #27
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %6) #27
  %104 = icmp ugt i64 %103, %37
  br i1 %104, label %105, label %107

105:                                              ; preds = %101
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %14) #27
  store i32 %90, i32* %15, align 4, !tbaa.struct !99
  store i32 %87, i32* %16, align 4, !tbaa.struct !100
  store i32 %102, i32* %17, align 4, !tbaa.struct !101
  store i32 %58, i32* %18, align 4, !tbaa.struct !102
  store i32 %60, i32* %19, align 4, !tbaa.struct !103
  store i32 %50, i32* %20, align 4, !tbaa.struct !104
  store i32 %49, i32* %21, align 4, !tbaa.struct !105
  %106 = call i64 @ZSTD_estimateCCtxSize_usingCParams(%struct.ZSTD_compressionParameters* noundef nonnull %3) #27
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %14) #27
  br label %107

107:                                              ; preds = %105, %101
  %108 = phi i64 [ %106, %105 ], [ %37, %101 ]
  %109 = add nuw nsw i64 %36, 1
  %110 = icmp eq i64 %109, 4
  br i1 %110, label %111, label %35, !llvm.loop !146

111:                                              ; preds = %107
  %112 = icmp ugt i64 %108, %24
  %113 = select i1 %112, i64 %108, i64 %24
  %114 = add nsw i32 %23, 1
  %115 = icmp slt i32 %23, %0
  br i1 %115, label %22, label %116, !llvm.loop !147

116:                                              ; preds = %111
  ret i64 %113
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare dso_local i64 @ZSTD_estimateCStreamSize_usingCParams(%struct.ZSTD_compressionParameters* nocapture noundef readonly) local_unnamed_addr #13

; Function Attrs: nofree nosync nounwind
define dso_local i64 @ZSTD_estimateCStreamSize(i32 noundef signext %0) local_unnamed_addr #1 {
  %2 = alloca %struct.ZSTD_compressionParameters, align 4
  %3 = icmp slt i32 %0, 1
  %4 = bitcast %struct.ZSTD_compressionParameters* %2 to i8*
  %5 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %2, i64 0, i32 0
  %6 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %2, i64 0, i32 1
  %7 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %2, i64 0, i32 2
  %8 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %2, i64 0, i32 3
  %9 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %2, i64 0, i32 4
  %10 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %2, i64 0, i32 5
  %11 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %2, i64 0, i32 6
  %12 = select i1 %3, i32 %0, i32 1
  br label %13

13:                                               ; preds = %49, %1
  %14 = phi i32 [ %61, %49 ], [ %12, %1 ]
  %15 = phi i64 [ %60, %49 ], [ 0, %1 ]
  %16 = icmp eq i32 %14, 0
  br i1 %16, label %23, label %17

17:                                               ; preds = %13
  %18 = icmp slt i32 %14, 0
  br i1 %18, label %23, label %19

19:                                               ; preds = %17
  %20 = icmp ult i32 %14, 22
  %21 = select i1 %20, i32 %14, i32 22
  %22 = zext i32 %21 to i64
  br label %23

23:                                               ; preds = %19, %17, %13
  %24 = phi i64 [ 3, %13 ], [ 0, %17 ], [ %22, %19 ]
  %25 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 0, i64 %24, i32 5
  %26 = load i32, i32* %25, align 4, !tbaa.struct !104, !noalias !148
  %27 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 0, i64 %24, i32 6
  %28 = load i32, i32* %27, align 4, !tbaa.struct !105, !noalias !148
  %29 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 0, i64 %24, i32 0
  %30 = load i32, i32* %29, align 4, !noalias !148
  %31 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 0, i64 %24, i32 1
  %32 = load i32, i32* %31, align 4, !noalias !148
  %33 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 0, i64 %24, i32 2
  %34 = load i32, i32* %33, align 4, !noalias !148
  %35 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 0, i64 %24, i32 3
  %36 = load i32, i32* %35, align 4, !noalias !148
  %37 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 0, i64 %24, i32 4
  %38 = load i32, i32* %37, align 4, !noalias !148
  %39 = add i32 %28, -6
  %40 = icmp ult i32 %39, -3
  br i1 %40, label %49, label %41

41:                                               ; preds = %23
  %42 = icmp ult i32 %36, 6
  %43 = icmp ult i32 %36, 4
  %44 = add i32 %36, 24
  %45 = select i1 %42, i32 %44, i32 30
  %46 = select i1 %43, i32 28, i32 %45
  %47 = icmp ugt i32 %34, %46
  %48 = select i1 %47, i32 %46, i32 %34
  br label %49

49:                                               ; preds = %41, %23
  %50 = phi i32 [ %34, %23 ], [ %48, %41 ]
  %51 = icmp ugt i32 %30, 10
  %52 = select i1 %51, i32 %30, i32 10
  %53 = icmp slt i32 %14, 0
  %54 = icmp ugt i32 %14, -131072
  %55 = select i1 %54, i32 %14, i32 -131072
  %56 = sub nsw i32 0, %55
  %57 = select i1 %53, i32 %56, i32 %26
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %4) #27
  store i32 %52, i32* %5, align 4, !tbaa.struct !99
  store i32 %32, i32* %6, align 4, !tbaa.struct !100
  store i32 %50, i32* %7, align 4, !tbaa.struct !101
  store i32 %36, i32* %8, align 4, !tbaa.struct !102
  store i32 %38, i32* %9, align 4, !tbaa.struct !103
  store i32 %57, i32* %10, align 4, !tbaa.struct !104
  store i32 %28, i32* %11, align 4, !tbaa.struct !105
  %58 = call i64 @ZSTD_estimateCStreamSize_usingCParams(%struct.ZSTD_compressionParameters* noundef nonnull %2) #27
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %4) #27
  %59 = icmp ugt i64 %58, %15
  %60 = select i1 %59, i64 %58, i64 %15
  %61 = add nsw i32 %14, 1
  %62 = icmp slt i32 %14, %0
  br i1 %62, label %13, label %63, !llvm.loop !151

63:                                               ; preds = %49
  ret i64 %60
}

; Function Attrs: nounwind
define dso_local void @ZSTD_getFrameProgression(%struct.ZSTD_frameProgression* noalias nocapture sret(%struct.ZSTD_frameProgression) align 8 %0, %struct.ZSTD_CCtx_s* nocapture noundef readonly %1) local_unnamed_addr #6 {
  %3 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 4, i32 9
  %4 = load i32, i32* %3, align 4, !tbaa !152
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 45
  %8 = load %struct.ZSTDMT_CCtx_s*, %struct.ZSTDMT_CCtx_s** %7, align 8, !tbaa !98
  tail call void @ZSTDMT_getFrameProgression(%struct.ZSTD_frameProgression* sret(%struct.ZSTD_frameProgression) align 8 %0, %struct.ZSTDMT_CCtx_s* noundef %8)
  br label %32

9:                                                ; preds = %2
  %10 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 28
  %11 = load i8*, i8** %10, align 8, !tbaa !153
  %12 = icmp eq i8* %11, null
  br i1 %12, label %19, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 31
  %15 = load i64, i64* %14, align 8, !tbaa !154
  %16 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 30
  %17 = load i64, i64* %16, align 8, !tbaa !155
  %18 = sub i64 %15, %17
  br label %19

19:                                               ; preds = %13, %9
  %20 = phi i64 [ %18, %13 ], [ 0, %9 ]
  %21 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 11
  %22 = load i64, i64* %21, align 8, !tbaa !156
  %23 = add i64 %22, %20
  %24 = getelementptr inbounds %struct.ZSTD_frameProgression, %struct.ZSTD_frameProgression* %0, i64 0, i32 0
  store i64 %23, i64* %24, align 8, !tbaa !157
  %25 = getelementptr inbounds %struct.ZSTD_frameProgression, %struct.ZSTD_frameProgression* %0, i64 0, i32 1
  store i64 %22, i64* %25, align 8, !tbaa !159
  %26 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %1, i64 0, i32 12
  %27 = load i64, i64* %26, align 8, !tbaa !160
  %28 = getelementptr inbounds %struct.ZSTD_frameProgression, %struct.ZSTD_frameProgression* %0, i64 0, i32 2
  store i64 %27, i64* %28, align 8, !tbaa !161
  %29 = getelementptr inbounds %struct.ZSTD_frameProgression, %struct.ZSTD_frameProgression* %0, i64 0, i32 3
  store i64 %27, i64* %29, align 8, !tbaa !162
  %30 = getelementptr inbounds %struct.ZSTD_frameProgression, %struct.ZSTD_frameProgression* %0, i64 0, i32 4
  store i32 0, i32* %30, align 8, !tbaa !163
  %31 = getelementptr inbounds %struct.ZSTD_frameProgression, %struct.ZSTD_frameProgression* %0, i64 0, i32 5
  store i32 0, i32* %31, align 4, !tbaa !164
  br label %32

32:                                               ; preds = %19, %6
  ret void
}

; Function Attrs: nounwind
declare dso_local void @ZSTDMT_getFrameProgression(%struct.ZSTD_frameProgression* noalias nocapture sret(%struct.ZSTD_frameProgression) align 8, %struct.ZSTDMT_CCtx_s* nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nounwind
define dso_local i64 @ZSTDMT_toFlushNow(%struct.ZSTDMT_CCtx_s* nocapture noundef readonly %0) local_unnamed_addr #6 {
  %2 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 14
  %3 = load i32, i32* %2, align 4, !tbaa !165
  %4 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 15
  %5 = load i32, i32* %4, align 8, !tbaa !173
  %6 = icmp eq i32 %3, %5
  br i1 %6, label %29, label %7

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 13
  %9 = load i32, i32* %8, align 8, !tbaa !174
  %10 = and i32 %9, %3
  %11 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 1
  %12 = load %struct.ZSTDMT_jobDescription*, %struct.ZSTDMT_jobDescription** %11, align 8, !tbaa !175
  %13 = zext i32 %10 to i64
  %14 = getelementptr inbounds %struct.ZSTDMT_jobDescription, %struct.ZSTDMT_jobDescription* %12, i64 %13, i32 2
  %15 = tail call signext i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %14) #27
  %16 = getelementptr inbounds %struct.ZSTDMT_jobDescription, %struct.ZSTDMT_jobDescription* %12, i64 %13, i32 1
  %17 = load i64, i64* %16, align 8, !tbaa !176
  %18 = icmp ult i64 %17, -119
  %19 = select i1 %18, i64 %17, i64 0
  br i1 %18, label %20, label %23

20:                                               ; preds = %7
  %21 = getelementptr inbounds %struct.ZSTDMT_jobDescription, %struct.ZSTDMT_jobDescription* %12, i64 %13, i32 17
  %22 = load i64, i64* %21, align 8, !tbaa !178
  br label %23

23:                                               ; preds = %20, %7
  %24 = phi i64 [ %22, %20 ], [ 0, %7 ]
  %25 = sub i64 %19, %24
  %26 = load %struct.ZSTDMT_jobDescription*, %struct.ZSTDMT_jobDescription** %11, align 8, !tbaa !175
  %27 = getelementptr inbounds %struct.ZSTDMT_jobDescription, %struct.ZSTDMT_jobDescription* %26, i64 %13, i32 2
  %28 = tail call signext i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %27) #27
  br label %29

29:                                               ; preds = %23, %1
  %30 = phi i64 [ %25, %23 ], [ 0, %1 ]
  ret i64 %30
}

; Function Attrs: nofree norecurse nosync nounwind writeonly
define dso_local void @ZSTD_reset_compressedBlockState(%struct.ZSTD_compressedBlockState_t* nocapture noundef writeonly %0) local_unnamed_addr #14 {
  %2 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 1, i64 0
  store i32 1, i32* %2, align 4, !tbaa !6
  %3 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 1, i64 1
  store i32 4, i32* %3, align 4, !tbaa !6
  %4 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 1, i64 2
  store i32 8, i32* %4, align 4, !tbaa !6
  %5 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 0, i32 0, i32 1
  store i32 0, i32* %5, align 8, !tbaa !179
  %6 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 0, i32 1, i32 3
  store i32 0, i32* %6, align 4, !tbaa !180
  %7 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 0, i32 1, i32 4
  store i32 0, i32* %7, align 8, !tbaa !181
  %8 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 0, i32 1, i32 5
  store i32 0, i32* %8, align 4, !tbaa !182
  ret void
}

; Function Attrs: nounwind
declare hidden fastcc i64 @ZSTD_resetCCtx_internal(%struct.ZSTD_CCtx_s* noundef, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly, i64 noundef, i64 noundef, i32 noundef signext, i32 noundef signext) unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)* @ZSTD_selectBlockCompressor(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2) local_unnamed_addr #0 {
  %4 = add i32 %0, -3
  %5 = icmp ugt i32 %4, 2
  %6 = icmp ne i32 %1, 1
  %7 = or i1 %5, %6
  %8 = sext i32 %2 to i64
  %9 = zext i32 %4 to i64
  %10 = getelementptr inbounds [4 x [3 x i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)*]], [4 x [3 x i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)*]]* @ZSTD_selectBlockCompressor.rowBasedBlockCompressors, i64 0, i64 %8, i64 %9
  %11 = sext i32 %0 to i64
  %12 = getelementptr inbounds [4 x [10 x i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)*]], [4 x [10 x i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)*]]* @ZSTD_selectBlockCompressor.blockCompressor, i64 0, i64 %8, i64 %11
  %13 = select i1 %7, i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)** %12, i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)** %10
  %14 = load i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)*, i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)** %13, align 8, !tbaa !17
  ret i64 (%struct.ZSTD_matchState_t*, %struct.seqStore_t*, i32*, i8*, i64)* %14
}

; Function Attrs: nofree nosync nounwind
define dso_local i64 @ZSTD_compressBlock_greedy_dictMatchState(%struct.ZSTD_matchState_t* nocapture noundef %0, %struct.seqStore_t* nocapture noundef %1, i32* nocapture noundef %2, i8* noundef %3, i64 noundef %4) #1 {
  %6 = alloca i64, align 8
  %7 = getelementptr inbounds i8, i8* %3, i64 %4
  %8 = getelementptr inbounds i8, i8* %7, i64 -8
  %9 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 1
  %10 = load i8*, i8** %9, align 8, !tbaa !183
  %11 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 3
  %12 = load i32, i32* %11, align 8, !tbaa !184
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i8, i8* %10, i64 %13
  %15 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 4
  %16 = load i32, i32* %15, align 8, !tbaa !185
  %17 = icmp ult i32 %16, 6
  %18 = select i1 %17, i32 %16, i32 6
  %19 = load i32, i32* %2, align 4, !tbaa !6
  %20 = getelementptr inbounds i32, i32* %2, i64 1
  %21 = load i32, i32* %20, align 4, !tbaa !6
  %22 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 15
  %23 = load %struct.ZSTD_matchState_t*, %struct.ZSTD_matchState_t** %22, align 8, !tbaa !186
  %24 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %23, i64 0, i32 0, i32 3
  %25 = load i32, i32* %24, align 8, !tbaa !184
  %26 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %23, i64 0, i32 0, i32 1
  %27 = load i8*, i8** %26, align 8, !tbaa !183
  %28 = zext i32 %25 to i64
  %29 = getelementptr inbounds i8, i8* %27, i64 %28
  %30 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %23, i64 0, i32 0, i32 0
  %31 = load i8*, i8** %30, align 8, !tbaa !187
  %32 = ptrtoint i8* %31 to i64
  %33 = ptrtoint i8* %27 to i64
  %34 = sub i64 %33, %32
  %35 = trunc i64 %34 to i32
  %36 = add i32 %12, %35
  %37 = ptrtoint i8* %3 to i64
  %38 = ptrtoint i8* %14 to i64
  %39 = ptrtoint i8* %29 to i64
  %40 = add i64 %38, %39
  %41 = sub i64 %37, %40
  %42 = add i64 %41, %32
  %43 = trunc i64 %42 to i32
  %44 = icmp eq i32 %43, 0
  %45 = zext i1 %44 to i64
  %46 = getelementptr inbounds i8, i8* %3, i64 %45
  %47 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 19
  store i32 0, i32* %47, align 4, !tbaa !188
  %48 = icmp ult i8* %46, %8
  br i1 %48, label %49, label %315

49:                                               ; preds = %5
  %50 = icmp ugt i32 %18, 4
  %51 = select i1 %50, i32 %18, i32 4
  %52 = ptrtoint i8* %10 to i64
  %53 = bitcast i64* %6 to i8*
  %54 = trunc i32 %51 to i2
  %55 = zext i32 %36 to i64
  %56 = sub nsw i64 0, %55
  %57 = getelementptr inbounds i8, i8* %7, i64 -32
  %58 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 3
  %59 = ptrtoint i8* %57 to i64
  %60 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 9
  %61 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 1
  %62 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 0
  %63 = getelementptr inbounds %struct.seqStore_t, %struct.seqStore_t* %1, i64 0, i32 10
  %64 = getelementptr inbounds i8, i8* %27, i64 %56
  br label %65

65:                                               ; preds = %307, %49
  %66 = phi i8* [ %46, %49 ], [ %311, %307 ]
  %67 = phi i8* [ %3, %49 ], [ %310, %307 ]
  %68 = phi i32 [ %19, %49 ], [ %309, %307 ]
  %69 = phi i32 [ %21, %49 ], [ %308, %307 ]
  %70 = getelementptr inbounds i8, i8* %66, i64 1
  %71 = ptrtoint i8* %66 to i64
  %72 = sub i64 %71, %52
  %73 = trunc i64 %72 to i32
  %74 = sub i32 1, %68
  %75 = add i32 %74, %73
  %76 = icmp ult i32 %75, %12
  %77 = select i1 %76, i32 %36, i32 0
  %78 = sub i32 %75, %77
  %79 = select i1 %76, i8* %27, i8* %10
  %80 = zext i32 %78 to i64
  %81 = getelementptr inbounds i8, i8* %79, i64 %80
  %82 = xor i32 %75, -1
  %83 = add i32 %12, %82
  %84 = icmp ugt i32 %83, 2
  br i1 %84, label %85, label %97

85:                                               ; preds = %65
  %86 = bitcast i8* %81 to i32*
  %87 = load i32, i32* %86, align 1, !tbaa !6
  %88 = bitcast i8* %70 to i32*
  %89 = load i32, i32* %88, align 1, !tbaa !6
  %90 = icmp eq i32 %87, %89
  br i1 %90, label %91, label %97

91:                                               ; preds = %85
  %92 = select i1 %76, i8* %31, i8* %7
  %93 = getelementptr inbounds i8, i8* %66, i64 5
  %94 = getelementptr inbounds i8, i8* %81, i64 4
  %95 = tail call fastcc i64 @ZSTD_count_2segments(i8* noundef nonnull %93, i8* noundef nonnull %94, i8* noundef %7, i8* noundef %92, i8* noundef %14) #27
  %96 = add i64 %95, 4
  br label %155

97:                                               ; preds = %85, %65
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %53) #27
  store i64 999999999, i64* %6, align 8, !tbaa !38
  switch i2 %54, label %104 [
    i2 0, label %98
    i2 1, label %100
    i2 -2, label %102
  ]

98:                                               ; preds = %97
  %99 = call fastcc i64 @ZSTD_HcFindBestMatch_dictMatchState_4(%struct.ZSTD_matchState_t* noundef %0, i8* noundef %66, i8* noundef %7, i64* noundef nonnull %6) #27
  br label %105

100:                                              ; preds = %97
  %101 = call fastcc i64 @ZSTD_HcFindBestMatch_dictMatchState_5(%struct.ZSTD_matchState_t* noundef %0, i8* noundef %66, i8* noundef %7, i64* noundef nonnull %6) #27
  br label %105

102:                                              ; preds = %97
  %103 = call fastcc i64 @ZSTD_HcFindBestMatch_dictMatchState_6(%struct.ZSTD_matchState_t* noundef %0, i8* noundef %66, i8* noundef %7, i64* noundef nonnull %6) #27
  br label %105

104:                                              ; preds = %97
  unreachable

105:                                              ; preds = %102, %100, %98
  %106 = phi i64 [ %103, %102 ], [ %101, %100 ], [ %99, %98 ]
  %107 = icmp eq i64 %106, 0
  %108 = load i64, i64* %6, align 8
  %109 = select i1 %107, i8* %70, i8* %66
  %110 = select i1 %107, i64 1, i64 %108
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %53) #27
  %111 = icmp ult i64 %106, 4
  br i1 %111, label %112, label %120

112:                                              ; preds = %105
  %113 = ptrtoint i8* %67 to i64
  %114 = sub i64 %71, %113
  %115 = lshr i64 %114, 8
  %116 = add nuw nsw i64 %115, 1
  %117 = getelementptr inbounds i8, i8* %66, i64 %116
  %118 = icmp ugt i64 %114, 2047
  %119 = zext i1 %118 to i32
  store i32 %119, i32* %47, align 4, !tbaa !188
  br label %307

120:                                              ; preds = %105
  %121 = icmp ugt i64 %110, 3
  br i1 %121, label %122, label %155

122:                                              ; preds = %120
  %123 = ptrtoint i8* %109 to i64
  %124 = add i64 %110, %52
  %125 = sub i64 -4294967293, %124
  %126 = add i64 %125, %123
  %127 = trunc i64 %126 to i32
  %128 = icmp ugt i32 %12, %127
  %129 = and i64 %126, 4294967295
  %130 = select i1 %128, i8* %64, i8* %10
  %131 = select i1 %128, i8* %29, i8* %14
  %132 = getelementptr inbounds i8, i8* %130, i64 %129
  %133 = icmp ugt i8* %109, %67
  %134 = icmp ugt i8* %132, %131
  %135 = select i1 %133, i1 %134, i1 false
  br i1 %135, label %136, label %150

136:                                              ; preds = %145, %122
  %137 = phi i8* [ %142, %145 ], [ %132, %122 ]
  %138 = phi i64 [ %146, %145 ], [ %106, %122 ]
  %139 = phi i8* [ %140, %145 ], [ %109, %122 ]
  %140 = getelementptr inbounds i8, i8* %139, i64 -1
  %141 = load i8, i8* %140, align 1, !tbaa !36
  %142 = getelementptr inbounds i8, i8* %137, i64 -1
  %143 = load i8, i8* %142, align 1, !tbaa !36
  %144 = icmp eq i8 %141, %143
  br i1 %144, label %145, label %150

145:                                              ; preds = %136
  %146 = add i64 %138, 1
  %147 = icmp ugt i8* %140, %67
  %148 = icmp ugt i8* %142, %131
  %149 = select i1 %147, i1 %148, i1 false
  br i1 %149, label %136, label %150, !llvm.loop !189

150:                                              ; preds = %145, %136, %122
  %151 = phi i8* [ %109, %122 ], [ %139, %136 ], [ %140, %145 ]
  %152 = phi i64 [ %106, %122 ], [ %138, %136 ], [ %146, %145 ]
  %153 = trunc i64 %110 to i32
  %154 = add i32 %153, -3
  br label %155

155:                                              ; preds = %150, %120, %91
  %156 = phi i8* [ %151, %150 ], [ %109, %120 ], [ %70, %91 ]
  %157 = phi i64 [ %110, %150 ], [ %110, %120 ], [ 1, %91 ]
  %158 = phi i64 [ %152, %150 ], [ %106, %120 ], [ %96, %91 ]
  %159 = phi i32 [ %68, %150 ], [ %69, %120 ], [ %69, %91 ]
  %160 = phi i32 [ %154, %150 ], [ %68, %120 ], [ %68, %91 ]
  %161 = ptrtoint i8* %156 to i64
  %162 = ptrtoint i8* %67 to i64
  %163 = sub i64 %161, %162
  %164 = trunc i64 %157 to i32
  %165 = getelementptr inbounds i8, i8* %67, i64 %163
  %166 = icmp ugt i8* %165, %57
  %167 = load i8*, i8** %58, align 8, !tbaa !190
  br i1 %166, label %188, label %168

168:                                              ; preds = %155
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %167, i8* noundef nonnull align 1 dereferenceable(16) %67, i64 16, i1 false) #27
  %169 = icmp ugt i64 %163, 16
  %170 = load i8*, i8** %58, align 8, !tbaa !190
  br i1 %169, label %173, label %171

171:                                              ; preds = %168
  %172 = getelementptr inbounds i8, i8* %170, i64 %163
  store i8* %172, i8** %58, align 8, !tbaa !190
  br label %232

173:                                              ; preds = %168
  %174 = getelementptr inbounds i8, i8* %170, i64 16
  %175 = getelementptr inbounds i8, i8* %67, i64 16
  %176 = getelementptr inbounds i8, i8* %170, i64 %163
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %174, i8* noundef nonnull align 1 dereferenceable(16) %175, i64 16, i1 false) #27
  %177 = icmp slt i64 %163, 33
  br i1 %177, label %220, label %178

178:                                              ; preds = %173
  %179 = getelementptr inbounds i8, i8* %170, i64 32
  br label %180

180:                                              ; preds = %180, %178
  %181 = phi i8* [ %179, %178 ], [ %186, %180 ]
  %182 = phi i8* [ %175, %178 ], [ %185, %180 ]
  %183 = getelementptr inbounds i8, i8* %182, i64 16
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %181, i8* noundef nonnull align 1 dereferenceable(16) %183, i64 16, i1 false) #27
  %184 = getelementptr inbounds i8, i8* %181, i64 16
  %185 = getelementptr inbounds i8, i8* %182, i64 32
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %184, i8* noundef nonnull align 1 dereferenceable(16) %185, i64 16, i1 false) #27
  %186 = getelementptr inbounds i8, i8* %181, i64 32
  %187 = icmp ult i8* %186, %176
  br i1 %187, label %180, label %220, !llvm.loop !191

188:                                              ; preds = %155
  %189 = ptrtoint i8* %165 to i64
  %190 = icmp ult i8* %57, %67
  br i1 %190, label %205, label %191

191:                                              ; preds = %188
  %192 = sub i64 %59, %162
  %193 = getelementptr inbounds i8, i8* %167, i64 %192
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %167, i8* noundef nonnull align 1 dereferenceable(16) %67, i64 16, i1 false) #27
  %194 = icmp slt i64 %192, 17
  br i1 %194, label %205, label %195

195:                                              ; preds = %191
  %196 = getelementptr inbounds i8, i8* %167, i64 16
  br label %197

197:                                              ; preds = %197, %195
  %198 = phi i8* [ %196, %195 ], [ %203, %197 ]
  %199 = phi i8* [ %67, %195 ], [ %202, %197 ]
  %200 = getelementptr inbounds i8, i8* %199, i64 16
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %198, i8* noundef nonnull align 1 dereferenceable(16) %200, i64 16, i1 false) #27
  %201 = getelementptr inbounds i8, i8* %198, i64 16
  %202 = getelementptr inbounds i8, i8* %199, i64 32
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %201, i8* noundef nonnull align 1 dereferenceable(16) %202, i64 16, i1 false) #27
  %203 = getelementptr inbounds i8, i8* %198, i64 32
  %204 = icmp ult i8* %203, %193
  br i1 %204, label %197, label %205, !llvm.loop !191

205:                                              ; preds = %197, %191, %188
  %206 = phi i8* [ %57, %191 ], [ %67, %188 ], [ %57, %197 ]
  %207 = phi i8* [ %193, %191 ], [ %167, %188 ], [ %193, %197 ]
  %208 = icmp ult i8* %206, %165
  br i1 %208, label %209, label %220

209:                                              ; preds = %205
  %210 = ptrtoint i8* %206 to i64
  %211 = sub i64 %189, %210
  %212 = getelementptr i8, i8* %206, i64 %211
  br label %213

213:                                              ; preds = %213, %209
  %214 = phi i8* [ %218, %213 ], [ %207, %209 ]
  %215 = phi i8* [ %216, %213 ], [ %206, %209 ]
  %216 = getelementptr inbounds i8, i8* %215, i64 1
  %217 = load i8, i8* %215, align 1, !tbaa !36
  %218 = getelementptr inbounds i8, i8* %214, i64 1
  store i8 %217, i8* %214, align 1, !tbaa !36
  %219 = icmp eq i8* %216, %212
  br i1 %219, label %220, label %213, !llvm.loop !192

220:                                              ; preds = %213, %205, %180, %173
  %221 = load i8*, i8** %58, align 8, !tbaa !190
  %222 = getelementptr inbounds i8, i8* %221, i64 %163
  store i8* %222, i8** %58, align 8, !tbaa !190
  %223 = icmp ugt i64 %163, 65535
  br i1 %223, label %224, label %232

224:                                              ; preds = %220
  store i32 1, i32* %60, align 8, !tbaa !193
  %225 = load %struct.seqDef_s*, %struct.seqDef_s** %61, align 8, !tbaa !194
  %226 = load %struct.seqDef_s*, %struct.seqDef_s** %62, align 8, !tbaa !195
  %227 = ptrtoint %struct.seqDef_s* %225 to i64
  %228 = ptrtoint %struct.seqDef_s* %226 to i64
  %229 = sub i64 %227, %228
  %230 = lshr exact i64 %229, 3
  %231 = trunc i64 %230 to i32
  store i32 %231, i32* %63, align 4, !tbaa !196
  br label %232

232:                                              ; preds = %224, %220, %171
  %233 = trunc i64 %163 to i16
  %234 = load %struct.seqDef_s*, %struct.seqDef_s** %61, align 8, !tbaa !194
  %235 = getelementptr inbounds %struct.seqDef_s, %struct.seqDef_s* %234, i64 0, i32 1
  store i16 %233, i16* %235, align 4, !tbaa !197
  %236 = getelementptr inbounds %struct.seqDef_s, %struct.seqDef_s* %234, i64 0, i32 0
  store i32 %164, i32* %236, align 4, !tbaa !199
  %237 = add i64 %158, -3
  %238 = icmp ugt i64 %237, 65535
  br i1 %238, label %239, label %246

239:                                              ; preds = %232
  store i32 2, i32* %60, align 8, !tbaa !193
  %240 = load %struct.seqDef_s*, %struct.seqDef_s** %62, align 8, !tbaa !195
  %241 = ptrtoint %struct.seqDef_s* %234 to i64
  %242 = ptrtoint %struct.seqDef_s* %240 to i64
  %243 = sub i64 %241, %242
  %244 = lshr exact i64 %243, 3
  %245 = trunc i64 %244 to i32
  store i32 %245, i32* %63, align 4, !tbaa !196
  br label %246

246:                                              ; preds = %239, %232
  %247 = trunc i64 %237 to i16
  %248 = getelementptr inbounds %struct.seqDef_s, %struct.seqDef_s* %234, i64 0, i32 2
  store i16 %247, i16* %248, align 2, !tbaa !200
  %249 = getelementptr inbounds %struct.seqDef_s, %struct.seqDef_s* %234, i64 1
  store %struct.seqDef_s* %249, %struct.seqDef_s** %61, align 8, !tbaa !194
  %250 = getelementptr inbounds i8, i8* %156, i64 %158
  %251 = load i32, i32* %47, align 4, !tbaa !188
  %252 = icmp eq i32 %251, 0
  br i1 %252, label %254, label %253

253:                                              ; preds = %246
  store i32 0, i32* %47, align 4, !tbaa !188
  br label %254

254:                                              ; preds = %253, %246
  %255 = icmp ugt i8* %250, %8
  br i1 %255, label %307, label %256

256:                                              ; preds = %301, %254
  %257 = phi %struct.seqDef_s* [ %304, %301 ], [ %249, %254 ]
  %258 = phi i8* [ %305, %301 ], [ %250, %254 ]
  %259 = phi i32 [ %260, %301 ], [ %160, %254 ]
  %260 = phi i32 [ %259, %301 ], [ %159, %254 ]
  %261 = ptrtoint i8* %258 to i64
  %262 = sub i64 %261, %52
  %263 = trunc i64 %262 to i32
  %264 = sub i32 %263, %260
  %265 = icmp ult i32 %264, %12
  %266 = zext i32 %264 to i64
  %267 = select i1 %265, i8* %64, i8* %10
  %268 = getelementptr inbounds i8, i8* %267, i64 %266
  %269 = xor i32 %264, -1
  %270 = add i32 %12, %269
  %271 = icmp ugt i32 %270, 2
  br i1 %271, label %272, label %307

272:                                              ; preds = %256
  %273 = bitcast i8* %268 to i32*
  %274 = load i32, i32* %273, align 1, !tbaa !6
  %275 = bitcast i8* %258 to i32*
  %276 = load i32, i32* %275, align 1, !tbaa !6
  %277 = icmp eq i32 %274, %276
  br i1 %277, label %278, label %307

278:                                              ; preds = %272
  %279 = select i1 %265, i8* %31, i8* %7
  %280 = getelementptr inbounds i8, i8* %258, i64 4
  %281 = getelementptr inbounds i8, i8* %268, i64 4
  %282 = tail call fastcc i64 @ZSTD_count_2segments(i8* noundef nonnull %280, i8* noundef nonnull %281, i8* noundef %7, i8* noundef %279, i8* noundef %14) #27
  %283 = add i64 %282, 4
  %284 = icmp ugt i8* %258, %57
  br i1 %284, label %288, label %285

285:                                              ; preds = %278
  %286 = load i8*, i8** %58, align 8, !tbaa !190
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %286, i8* noundef nonnull align 1 dereferenceable(16) %258, i64 16, i1 false) #27
  %287 = load %struct.seqDef_s*, %struct.seqDef_s** %61, align 8, !tbaa !194
  br label %288

288:                                              ; preds = %285, %278
  %289 = phi %struct.seqDef_s* [ %257, %278 ], [ %287, %285 ]
  %290 = getelementptr inbounds %struct.seqDef_s, %struct.seqDef_s* %289, i64 0, i32 1
  store i16 0, i16* %290, align 4, !tbaa !197
  %291 = getelementptr inbounds %struct.seqDef_s, %struct.seqDef_s* %289, i64 0, i32 0
  store i32 1, i32* %291, align 4, !tbaa !199
  %292 = add i64 %282, 1
  %293 = icmp ugt i64 %292, 65535
  br i1 %293, label %294, label %301

294:                                              ; preds = %288
  store i32 2, i32* %60, align 8, !tbaa !193
  %295 = load %struct.seqDef_s*, %struct.seqDef_s** %62, align 8, !tbaa !195
  %296 = ptrtoint %struct.seqDef_s* %289 to i64
  %297 = ptrtoint %struct.seqDef_s* %295 to i64
  %298 = sub i64 %296, %297
  %299 = lshr exact i64 %298, 3
  %300 = trunc i64 %299 to i32
  store i32 %300, i32* %63, align 4, !tbaa !196
  br label %301

301:                                              ; preds = %294, %288
  %302 = trunc i64 %292 to i16
  %303 = getelementptr inbounds %struct.seqDef_s, %struct.seqDef_s* %289, i64 0, i32 2
  store i16 %302, i16* %303, align 2, !tbaa !200
  %304 = getelementptr inbounds %struct.seqDef_s, %struct.seqDef_s* %289, i64 1
  store %struct.seqDef_s* %304, %struct.seqDef_s** %61, align 8, !tbaa !194
  %305 = getelementptr inbounds i8, i8* %258, i64 %283
  %306 = icmp ugt i8* %305, %8
  br i1 %306, label %307, label %256

307:                                              ; preds = %301, %272, %256, %254, %112
  %308 = phi i32 [ %69, %112 ], [ %159, %254 ], [ %260, %256 ], [ %260, %272 ], [ %259, %301 ]
  %309 = phi i32 [ %68, %112 ], [ %160, %254 ], [ %259, %256 ], [ %259, %272 ], [ %260, %301 ]
  %310 = phi i8* [ %67, %112 ], [ %250, %254 ], [ %258, %256 ], [ %258, %272 ], [ %305, %301 ]
  %311 = phi i8* [ %117, %112 ], [ %250, %254 ], [ %258, %256 ], [ %258, %272 ], [ %305, %301 ]
  %312 = icmp ult i8* %311, %8
  br i1 %312, label %65, label %313

313:                                              ; preds = %307
  %314 = ptrtoint i8* %310 to i64
  br label %315

315:                                              ; preds = %313, %5
  %316 = phi i64 [ %314, %313 ], [ %37, %5 ]
  %317 = phi i32 [ %308, %313 ], [ %21, %5 ]
  %318 = phi i32 [ %309, %313 ], [ %19, %5 ]
  store i32 %318, i32* %2, align 4, !tbaa !6
  store i32 %317, i32* %20, align 4, !tbaa !6
  %319 = ptrtoint i8* %7 to i64
  %320 = sub i64 %319, %316
  ret i64 %320
}

; Function Attrs: inlinehint nofree nosync nounwind readonly
define hidden fastcc i64 @ZSTD_count_2segments(i8* noundef %0, i8* noundef %1, i8* noundef readnone %2, i8* noundef %3, i8* nocapture noundef readonly %4) unnamed_addr #15 {
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
  %16 = load i64, i64* %15, align 1, !tbaa !38
  %17 = bitcast i8* %0 to i64*
  %18 = load i64, i64* %17, align 1, !tbaa !38
  %19 = xor i64 %18, %16
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %24, label %21

21:                                               ; preds = %14
  %22 = tail call i64 @llvm.cttz.i64(i64 %19, i1 true) #27, !range !201
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
  %32 = load i64, i64* %31, align 1, !tbaa !38
  %33 = bitcast i8* %27 to i64*
  %34 = load i64, i64* %33, align 1, !tbaa !38
  %35 = xor i64 %34, %32
  %36 = icmp eq i64 %35, 0
  br i1 %36, label %24, label %37

37:                                               ; preds = %30
  %38 = tail call i64 @llvm.cttz.i64(i64 %35, i1 true) #27, !range !201
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
  %51 = load i32, i32* %50, align 1, !tbaa !6
  %52 = bitcast i8* %46 to i32*
  %53 = load i32, i32* %52, align 1, !tbaa !6
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
  %65 = load i16, i16* %64, align 1, !tbaa !14
  %66 = bitcast i8* %60 to i16*
  %67 = load i16, i16* %66, align 1, !tbaa !14
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
  %77 = load i8, i8* %73, align 1, !tbaa !36
  %78 = load i8, i8* %74, align 1, !tbaa !36
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
  %97 = load i64, i64* %96, align 1, !tbaa !38
  %98 = bitcast i8* %92 to i64*
  %99 = load i64, i64* %98, align 1, !tbaa !38
  %100 = xor i64 %99, %97
  %101 = icmp eq i64 %100, 0
  br i1 %101, label %105, label %102

102:                                              ; preds = %95
  %103 = tail call i64 @llvm.cttz.i64(i64 %100, i1 true) #27, !range !201
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
  %113 = load i64, i64* %112, align 1, !tbaa !38
  %114 = bitcast i8* %108 to i64*
  %115 = load i64, i64* %114, align 1, !tbaa !38
  %116 = xor i64 %115, %113
  %117 = icmp eq i64 %116, 0
  br i1 %117, label %105, label %118

118:                                              ; preds = %111
  %119 = tail call i64 @llvm.cttz.i64(i64 %116, i1 true) #27, !range !201
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
  %132 = load i32, i32* %131, align 1, !tbaa !6
  %133 = bitcast i8* %127 to i32*
  %134 = load i32, i32* %133, align 1, !tbaa !6
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
  %146 = load i16, i16* %145, align 1, !tbaa !14
  %147 = bitcast i8* %141 to i16*
  %148 = load i16, i16* %147, align 1, !tbaa !14
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
  %158 = load i8, i8* %154, align 1, !tbaa !36
  %159 = load i8, i8* %155, align 1, !tbaa !36
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

; Function Attrs: nofree noinline nosync nounwind
define hidden fastcc i64 @ZSTD_HcFindBestMatch_dedicatedDictSearch_5(%struct.ZSTD_matchState_t* nocapture noundef %0, i8* noundef %1, i8* noundef %2, i64* nocapture noundef writeonly %3) unnamed_addr #16 {
  %5 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 11
  %6 = load i32*, i32** %5, align 8, !tbaa !202
  %7 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !121
  %9 = shl nuw i32 1, %8
  %10 = add i32 %9, -1
  %11 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 1
  %12 = load i8*, i8** %11, align 8, !tbaa !183
  %13 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 3
  %14 = load i32, i32* %13, align 8, !tbaa !184
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i8, i8* %12, i64 %15
  %17 = ptrtoint i8* %1 to i64
  %18 = ptrtoint i8* %12 to i64
  %19 = sub i64 %17, %18
  %20 = trunc i64 %19 to i32
  %21 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 0
  %22 = load i32, i32* %21, align 4, !tbaa !120
  %23 = shl nuw i32 1, %22
  %24 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 4
  %25 = load i32, i32* %24, align 4, !tbaa !203
  %26 = sub i32 %20, %25
  %27 = icmp ugt i32 %26, %23
  %28 = sub i32 %20, %23
  %29 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 1
  %30 = load i32, i32* %29, align 8, !tbaa !204
  %31 = icmp eq i32 %30, 0
  %32 = select i1 %31, i1 %27, i1 false
  %33 = select i1 %32, i32 %28, i32 %25
  %34 = tail call i32 @llvm.usub.sat.i32(i32 %20, i32 %9) #27
  %35 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 3
  %36 = load i32, i32* %35, align 4, !tbaa !124
  %37 = shl nuw i32 1, %36
  %38 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 15
  %39 = load %struct.ZSTD_matchState_t*, %struct.ZSTD_matchState_t** %38, align 8, !tbaa !186
  %40 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 16, i32 2
  %41 = load i32, i32* %40, align 8, !tbaa !205
  %42 = bitcast i8* %1 to i64*
  %43 = load i64, i64* %42, align 1, !tbaa !38
  %44 = mul i64 %43, -3523014627271114752
  %45 = sub i32 66, %41
  %46 = zext i32 %45 to i64
  %47 = lshr i64 %44, %46
  %48 = shl i64 %47, 2
  %49 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 9
  %50 = load i32*, i32** %49, align 8, !tbaa !206
  %51 = getelementptr inbounds i32, i32* %50, i64 %48
  %52 = bitcast i32* %51 to i8*
  tail call void @llvm.prefetch.p0i8(i8* %52, i32 0, i32 3, i32 1) #27
  %53 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 19
  %54 = load i32, i32* %53, align 4, !tbaa !188
  %55 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 9
  %56 = load i32*, i32** %55, align 8, !tbaa !206
  %57 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 2
  %58 = load i32, i32* %57, align 4, !tbaa !123
  %59 = shl nsw i32 -1, %8
  %60 = xor i32 %59, -1
  %61 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 2
  %62 = load i32, i32* %61, align 4, !tbaa !207
  %63 = sub i32 64, %58
  %64 = zext i32 %63 to i64
  %65 = icmp eq i32 %54, 0
  %66 = zext i32 %62 to i64
  %67 = tail call i32 @llvm.umax.i32(i32 %62, i32 %20) #27
  %68 = zext i32 %67 to i64
  br label %69

69:                                               ; preds = %72, %4
  %70 = phi i64 [ %84, %72 ], [ %66, %4 ]
  %71 = icmp eq i64 %70, %68
  br i1 %71, label %85, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, i8* %12, i64 %70
  %74 = bitcast i8* %73 to i64*
  %75 = load i64, i64* %74, align 1, !tbaa !38
  %76 = mul i64 %75, -3523014627271114752
  %77 = lshr i64 %76, %64
  %78 = getelementptr inbounds i32, i32* %56, i64 %77
  %79 = load i32, i32* %78, align 4, !tbaa !6
  %80 = trunc i64 %70 to i32
  %81 = and i32 %80, %60
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds i32, i32* %6, i64 %82
  store i32 %79, i32* %83, align 4, !tbaa !6
  store i32 %80, i32* %78, align 4, !tbaa !6
  %84 = add nuw nsw i64 %70, 1
  br i1 %65, label %69, label %85

85:                                               ; preds = %72, %69
  store i32 %20, i32* %61, align 4, !tbaa !207
  %86 = lshr i64 %44, %64
  %87 = trunc i64 %43 to i32
  %88 = getelementptr inbounds i32, i32* %56, i64 %86
  %89 = load i32, i32* %88, align 4, !tbaa !6
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
  %109 = load i32, i32* %108, align 1, !tbaa !6
  %110 = getelementptr inbounds i8, i8* %97, i64 %103
  %111 = bitcast i8* %110 to i32*
  %112 = load i32, i32* %111, align 1, !tbaa !6
  %113 = icmp eq i32 %109, %112
  br i1 %113, label %114, label %196

114:                                              ; preds = %98
  br i1 %93, label %115, label %144

115:                                              ; preds = %114
  %116 = bitcast i8* %105 to i64*
  %117 = load i64, i64* %116, align 1, !tbaa !38
  %118 = load i64, i64* %42, align 1, !tbaa !38
  %119 = xor i64 %118, %117
  %120 = icmp eq i64 %119, 0
  %121 = trunc i64 %118 to i32
  br i1 %120, label %125, label %122

122:                                              ; preds = %115
  %123 = tail call i64 @llvm.cttz.i64(i64 %119, i1 true) #27, !range !201
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
  %133 = load i64, i64* %132, align 1, !tbaa !38
  %134 = bitcast i8* %128 to i64*
  %135 = load i64, i64* %134, align 1, !tbaa !38
  %136 = xor i64 %135, %133
  %137 = icmp eq i64 %136, 0
  br i1 %137, label %125, label %138

138:                                              ; preds = %131
  %139 = tail call i64 @llvm.cttz.i64(i64 %136, i1 true) #27, !range !201
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
  %152 = load i32, i32* %151, align 1, !tbaa !6
  %153 = bitcast i8* %148 to i32*
  %154 = load i32, i32* %153, align 1, !tbaa !6
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
  %165 = load i16, i16* %164, align 1, !tbaa !14
  %166 = bitcast i8* %161 to i16*
  %167 = load i16, i16* %166, align 1, !tbaa !14
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
  %177 = load i8, i8* %173, align 1, !tbaa !36
  %178 = load i8, i8* %174, align 1, !tbaa !36
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
  store i64 %193, i64* %3, align 8, !tbaa !38
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
  %206 = load i32, i32* %204, align 4, !tbaa !6
  %207 = icmp uge i32 %206, %33
  %208 = icmp ne i32 %205, 0
  %209 = and i1 %208, %207
  br i1 %209, label %98, label %210, !llvm.loop !208

210:                                              ; preds = %201, %196, %191, %85
  %211 = phi i32 [ %87, %85 ], [ %197, %201 ], [ %187, %191 ], [ %197, %196 ]
  %212 = phi i32 [ %87, %85 ], [ %198, %201 ], [ %188, %191 ], [ %198, %196 ]
  %213 = phi i32 [ %37, %85 ], [ %205, %201 ], [ %102, %191 ], [ %102, %196 ]
  %214 = phi i64 [ 3, %85 ], [ %199, %201 ], [ %189, %191 ], [ %199, %196 ]
  %215 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 0, i32 1
  %216 = load i8*, i8** %215, align 8, !tbaa !183
  %217 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 0, i32 0
  %218 = load i8*, i8** %217, align 8, !tbaa !187
  %219 = ptrtoint i8* %218 to i64
  %220 = ptrtoint i8* %216 to i64
  %221 = sub i64 %219, %220
  %222 = trunc i64 %221 to i32
  %223 = icmp ult i32 %213, 3
  %224 = load i32, i32* %51, align 4, !tbaa !6
  %225 = zext i32 %224 to i64
  %226 = getelementptr inbounds i8, i8* %216, i64 %225
  tail call void @llvm.prefetch.p0i8(i8* %226, i32 0, i32 3, i32 1) #27
  %227 = or i64 %48, 1
  %228 = getelementptr inbounds i32, i32* %50, i64 %227
  %229 = load i32, i32* %228, align 4, !tbaa !6
  %230 = zext i32 %229 to i64
  %231 = getelementptr inbounds i8, i8* %216, i64 %230
  tail call void @llvm.prefetch.p0i8(i8* %231, i32 0, i32 3, i32 1) #27
  %232 = or i64 %48, 2
  %233 = getelementptr inbounds i32, i32* %50, i64 %232
  %234 = load i32, i32* %233, align 4, !tbaa !6
  %235 = zext i32 %234 to i64
  %236 = getelementptr inbounds i8, i8* %216, i64 %235
  tail call void @llvm.prefetch.p0i8(i8* %236, i32 0, i32 3, i32 1) #27
  %237 = sub i32 %222, %14
  %238 = select i1 %223, i32 %213, i32 3
  %239 = or i64 %48, 3
  %240 = getelementptr inbounds i32, i32* %50, i64 %239
  %241 = load i32, i32* %240, align 4, !tbaa !6
  %242 = lshr i32 %241, 8
  %243 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %39, i64 0, i32 11
  %244 = load i32*, i32** %243, align 8, !tbaa !202
  %245 = zext i32 %242 to i64
  %246 = getelementptr inbounds i32, i32* %244, i64 %245
  %247 = bitcast i32* %246 to i8*
  tail call void @llvm.prefetch.p0i8(i8* %247, i32 0, i32 3, i32 1) #27
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
  %259 = load i32, i32* %258, align 4, !tbaa !6
  %260 = zext i32 %259 to i64
  %261 = getelementptr inbounds i8, i8* %216, i64 %260
  %262 = icmp eq i32 %259, 0
  br i1 %262, label %329, label %263

263:                                              ; preds = %254
  %264 = bitcast i8* %261 to i32*
  %265 = load i32, i32* %264, align 1, !tbaa !6
  %266 = icmp eq i32 %265, %212
  br i1 %266, label %267, label %277

267:                                              ; preds = %263
  %268 = getelementptr inbounds i8, i8* %261, i64 4
  %269 = tail call fastcc i64 @ZSTD_count_2segments(i8* noundef nonnull %250, i8* noundef nonnull %268, i8* noundef %2, i8* noundef %218, i8* noundef %16) #27
  %270 = add i64 %269, 4
  %271 = icmp ugt i64 %270, %256
  br i1 %271, label %272, label %277

272:                                              ; preds = %267
  %273 = sub i32 %252, %259
  %274 = zext i32 %273 to i64
  store i64 %274, i64* %3, align 8, !tbaa !38
  %275 = getelementptr inbounds i8, i8* %1, i64 %270
  %276 = icmp eq i8* %275, %2
  br i1 %276, label %329, label %277

277:                                              ; preds = %272, %267, %263
  %278 = phi i64 [ %270, %272 ], [ %256, %267 ], [ %256, %263 ]
  %279 = add nuw nsw i64 %255, 1
  %280 = icmp eq i64 %279, %253
  br i1 %280, label %281, label %254, !llvm.loop !209

281:                                              ; preds = %277, %210
  %282 = phi i64 [ %214, %210 ], [ %278, %277 ]
  %283 = and i32 %241, 255
  %284 = sub i32 %213, %238
  %285 = icmp ugt i32 %284, %283
  %286 = select i1 %285, i32 %283, i32 %284
  %287 = icmp eq i32 %286, 0
  br i1 %287, label %329, label %288

288:                                              ; preds = %281
  %289 = zext i32 %286 to i64
  br label %294

290:                                              ; preds = %294
  %291 = getelementptr inbounds i8, i8* %1, i64 4
  %292 = add i32 %20, 3
  %293 = add i32 %292, %237
  br label %303

294:                                              ; preds = %294, %288
  %295 = phi i64 [ 0, %288 ], [ %301, %294 ]
  %296 = add nuw nsw i64 %295, %245
  %297 = getelementptr inbounds i32, i32* %244, i64 %296
  %298 = load i32, i32* %297, align 4, !tbaa !6
  %299 = zext i32 %298 to i64
  %300 = getelementptr inbounds i8, i8* %216, i64 %299
  tail call void @llvm.prefetch.p0i8(i8* %300, i32 0, i32 3, i32 1) #27
  %301 = add nuw nsw i64 %295, 1
  %302 = icmp eq i64 %301, %289
  br i1 %302, label %290, label %294, !llvm.loop !210

303:                                              ; preds = %324, %290
  %304 = phi i64 [ %245, %290 ], [ %327, %324 ]
  %305 = phi i32 [ 0, %290 ], [ %326, %324 ]
  %306 = phi i64 [ %282, %290 ], [ %325, %324 ]
  %307 = getelementptr inbounds i32, i32* %244, i64 %304
  %308 = load i32, i32* %307, align 4, !tbaa !6
  %309 = zext i32 %308 to i64
  %310 = getelementptr inbounds i8, i8* %216, i64 %309
  %311 = bitcast i8* %310 to i32*
  %312 = load i32, i32* %311, align 1, !tbaa !6
  %313 = icmp eq i32 %312, %211
  br i1 %313, label %314, label %324

314:                                              ; preds = %303
  %315 = getelementptr inbounds i8, i8* %310, i64 4
  %316 = tail call fastcc i64 @ZSTD_count_2segments(i8* noundef nonnull %291, i8* noundef nonnull %315, i8* noundef %2, i8* noundef %218, i8* noundef %16) #27
  %317 = add i64 %316, 4
  %318 = icmp ugt i64 %317, %306
  br i1 %318, label %319, label %324

319:                                              ; preds = %314
  %320 = sub i32 %293, %308
  %321 = zext i32 %320 to i64
  store i64 %321, i64* %3, align 8, !tbaa !38
  %322 = getelementptr inbounds i8, i8* %1, i64 %317
  %323 = icmp eq i8* %322, %2
  br i1 %323, label %329, label %324

324:                                              ; preds = %319, %314, %303
  %325 = phi i64 [ %317, %319 ], [ %306, %314 ], [ %306, %303 ]
  %326 = add nuw nsw i32 %305, 1
  %327 = add nuw nsw i64 %304, 1
  %328 = icmp ult i32 %326, %286
  br i1 %328, label %303, label %329, !llvm.loop !211

329:                                              ; preds = %324, %319, %281, %272, %254
  %330 = phi i64 [ %282, %281 ], [ %325, %324 ], [ %317, %319 ], [ %256, %254 ], [ %270, %272 ]
  ret i64 %330
}

; Function Attrs: inaccessiblemem_or_argmemonly nofree nosync nounwind willreturn
declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32) #17

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #5

; Function Attrs: nofree norecurse nosync nounwind
declare hidden fastcc void @ZSTD_opt_getNextMatchAndUpdateSeqStore(%struct.ZSTD_optLdm_t* nocapture noundef, i32 noundef signext, i32 noundef signext) unnamed_addr #18

; Function Attrs: nofree norecurse nosync nounwind
define hidden fastcc void @ZSTD_optLdm_processMatchCandidate(%struct.ZSTD_optLdm_t* nocapture noundef %0, %struct.FSE_symbolCompressionTransform* nocapture noundef %1, i32* nocapture noundef %2, i32 noundef signext %3, i32 noundef signext %4) unnamed_addr #18 {
  %6 = getelementptr inbounds %struct.ZSTD_optLdm_t, %struct.ZSTD_optLdm_t* %0, i64 0, i32 0, i32 3
  %7 = load i64, i64* %6, align 8, !tbaa !212
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %87, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds %struct.ZSTD_optLdm_t, %struct.ZSTD_optLdm_t* %0, i64 0, i32 0, i32 1
  %11 = load i64, i64* %10, align 8, !tbaa !214
  %12 = icmp ult i64 %11, %7
  br i1 %12, label %13, label %87

13:                                               ; preds = %9
  %14 = getelementptr inbounds %struct.ZSTD_optLdm_t, %struct.ZSTD_optLdm_t* %0, i64 0, i32 2
  %15 = load i32, i32* %14, align 4, !tbaa !215
  %16 = icmp ugt i32 %15, %3
  br i1 %16, label %53, label %17

17:                                               ; preds = %13
  %18 = icmp ult i32 %15, %3
  br i1 %18, label %19, label %51

19:                                               ; preds = %17
  %20 = sub i32 %3, %15
  %21 = getelementptr inbounds %struct.ZSTD_optLdm_t, %struct.ZSTD_optLdm_t* %0, i64 0, i32 0, i32 2
  %22 = load i64, i64* %21, align 8, !tbaa !216
  %23 = trunc i64 %22 to i32
  %24 = add i32 %20, %23
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %50, label %26

26:                                               ; preds = %19
  %27 = getelementptr inbounds %struct.ZSTD_optLdm_t, %struct.ZSTD_optLdm_t* %0, i64 0, i32 0, i32 0
  %28 = call i64 @llvm.umax.i64(i64 %11, i64 %7)
  br label %29

29:                                               ; preds = %43, %26
  %30 = phi i64 [ %11, %26 ], [ %45, %43 ]
  %31 = phi i32 [ %24, %26 ], [ %44, %43 ]
  %32 = icmp eq i64 %30, %28
  br i1 %32, label %47, label %33

33:                                               ; preds = %29
  %34 = load %struct.ZSTD_frameParameters*, %struct.ZSTD_frameParameters** %27, align 8, !tbaa !217
  %35 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %34, i64 %30, i32 1
  %36 = load i32, i32* %35, align 4, !tbaa.struct !218
  %37 = getelementptr inbounds %struct.ZSTD_frameParameters, %struct.ZSTD_frameParameters* %34, i64 %30, i32 2
  %38 = load i32, i32* %37, align 4, !tbaa.struct !219
  %39 = add i32 %38, %36
  %40 = icmp ult i32 %31, %39
  br i1 %40, label %41, label %43

41:                                               ; preds = %33
  %42 = zext i32 %31 to i64
  store i64 %42, i64* %21, align 8, !tbaa !216
  br label %47

43:                                               ; preds = %33
  %44 = sub i32 %31, %39
  %45 = add i64 %30, 1
  store i64 %45, i64* %10, align 8, !tbaa !220
  %46 = icmp eq i32 %44, 0
  br i1 %46, label %50, label %29

47:                                               ; preds = %41, %29
  %48 = phi i64 [ %30, %41 ], [ %28, %29 ]
  %49 = icmp eq i64 %48, %7
  br i1 %49, label %50, label %51

50:                                               ; preds = %47, %43, %19
  store i64 0, i64* %21, align 8, !tbaa !216
  br label %51

51:                                               ; preds = %50, %47, %17
  tail call fastcc void @ZSTD_opt_getNextMatchAndUpdateSeqStore(%struct.ZSTD_optLdm_t* noundef nonnull %0, i32 noundef signext %3, i32 noundef signext %4)
  %52 = load i32, i32* %14, align 4, !tbaa !215
  br label %53

53:                                               ; preds = %51, %13
  %54 = phi i32 [ %52, %51 ], [ %15, %13 ]
  %55 = getelementptr inbounds %struct.ZSTD_optLdm_t, %struct.ZSTD_optLdm_t* %0, i64 0, i32 1
  %56 = load i32, i32* %55, align 8, !tbaa !221
  %57 = sub i32 %56, %3
  %58 = sub i32 %54, %56
  %59 = add i32 %58, %57
  %60 = icmp ugt i32 %56, %3
  br i1 %60, label %87, label %61

61:                                               ; preds = %53
  %62 = icmp ule i32 %54, %3
  %63 = icmp ult i32 %59, 3
  %64 = select i1 %62, i1 true, i1 %63
  br i1 %64, label %87, label %65

65:                                               ; preds = %61
  %66 = load i32, i32* %2, align 4, !tbaa !6
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %76, label %68

68:                                               ; preds = %65
  %69 = add i32 %66, -1
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %1, i64 %70, i32 1
  %72 = load i32, i32* %71, align 4, !tbaa !46
  %73 = icmp ugt i32 %59, %72
  %74 = icmp ult i32 %66, 4096
  %75 = select i1 %73, i1 %74, i1 false
  br i1 %75, label %76, label %87

76:                                               ; preds = %68, %65
  %77 = getelementptr inbounds %struct.ZSTD_optLdm_t, %struct.ZSTD_optLdm_t* %0, i64 0, i32 3
  %78 = load i32, i32* %77, align 8, !tbaa !222
  %79 = add i32 %78, 3
  %80 = zext i32 %66 to i64
  %81 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %1, i64 %80, i32 1
  store i32 %59, i32* %81, align 4, !tbaa !46
  %82 = load i32, i32* %2, align 4, !tbaa !6
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %1, i64 %83, i32 0
  store i32 %79, i32* %84, align 4, !tbaa !48
  %85 = load i32, i32* %2, align 4, !tbaa !6
  %86 = add i32 %85, 1
  store i32 %86, i32* %2, align 4, !tbaa !6
  br label %87

87:                                               ; preds = %76, %68, %61, %53, %9, %5
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umax.i64(i64, i64) #5

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc i64 @ZSTD_HcFindBestMatch_dictMatchState_4(%struct.ZSTD_matchState_t* nocapture noundef, i8* noundef, i8* noundef, i64* nocapture noundef writeonly) unnamed_addr #16

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc i64 @ZSTD_HcFindBestMatch_dictMatchState_5(%struct.ZSTD_matchState_t* nocapture noundef, i8* noundef, i8* noundef, i64* nocapture noundef writeonly) unnamed_addr #16

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc i64 @ZSTD_HcFindBestMatch_dictMatchState_6(%struct.ZSTD_matchState_t* nocapture noundef, i8* noundef, i8* noundef, i64* nocapture noundef writeonly) unnamed_addr #16

; Function Attrs: nofree noinline nosync nounwind
define hidden fastcc i64 @ZSTD_HcFindBestMatch_extDict_5(%struct.ZSTD_matchState_t* nocapture noundef %0, i8* noundef %1, i8* noundef %2, i64* nocapture noundef writeonly %3) unnamed_addr #16 {
  %5 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 11
  %6 = load i32*, i32** %5, align 8, !tbaa !202
  %7 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !121
  %9 = shl nuw i32 1, %8
  %10 = add i32 %9, -1
  %11 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 1
  %12 = load i8*, i8** %11, align 8, !tbaa !183
  %13 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 2
  %14 = load i8*, i8** %13, align 8, !tbaa !223
  %15 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 3
  %16 = load i32, i32* %15, align 8, !tbaa !184
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i8, i8* %12, i64 %17
  %19 = getelementptr inbounds i8, i8* %14, i64 %17
  %20 = ptrtoint i8* %1 to i64
  %21 = ptrtoint i8* %12 to i64
  %22 = sub i64 %20, %21
  %23 = trunc i64 %22 to i32
  %24 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 0
  %25 = load i32, i32* %24, align 4, !tbaa !120
  %26 = shl nuw i32 1, %25
  %27 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 4
  %28 = load i32, i32* %27, align 4, !tbaa !203
  %29 = sub i32 %23, %28
  %30 = icmp ugt i32 %29, %26
  %31 = sub i32 %23, %26
  %32 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 1
  %33 = load i32, i32* %32, align 8, !tbaa !204
  %34 = icmp eq i32 %33, 0
  %35 = select i1 %34, i1 %30, i1 false
  %36 = select i1 %35, i32 %31, i32 %28
  %37 = tail call i32 @llvm.usub.sat.i32(i32 %23, i32 %9) #27
  %38 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 3
  %39 = load i32, i32* %38, align 4, !tbaa !124
  %40 = shl nuw i32 1, %39
  %41 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 19
  %42 = load i32, i32* %41, align 4, !tbaa !188
  %43 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 9
  %44 = load i32*, i32** %43, align 8, !tbaa !206
  %45 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 2
  %46 = load i32, i32* %45, align 4, !tbaa !123
  %47 = shl nsw i32 -1, %8
  %48 = xor i32 %47, -1
  %49 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 2
  %50 = load i32, i32* %49, align 4, !tbaa !207
  %51 = sub i32 64, %46
  %52 = zext i32 %51 to i64
  %53 = icmp eq i32 %42, 0
  %54 = zext i32 %50 to i64
  %55 = tail call i32 @llvm.umax.i32(i32 %50, i32 %23) #27
  %56 = zext i32 %55 to i64
  br label %57

57:                                               ; preds = %60, %4
  %58 = phi i64 [ %72, %60 ], [ %54, %4 ]
  %59 = icmp eq i64 %58, %56
  br i1 %59, label %73, label %60

60:                                               ; preds = %57
  %61 = getelementptr inbounds i8, i8* %12, i64 %58
  %62 = bitcast i8* %61 to i64*
  %63 = load i64, i64* %62, align 1, !tbaa !38
  %64 = mul i64 %63, -3523014627271114752
  %65 = lshr i64 %64, %52
  %66 = getelementptr inbounds i32, i32* %44, i64 %65
  %67 = load i32, i32* %66, align 4, !tbaa !6
  %68 = trunc i64 %58 to i32
  %69 = and i32 %68, %48
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds i32, i32* %6, i64 %70
  store i32 %67, i32* %71, align 4, !tbaa !6
  store i32 %68, i32* %66, align 4, !tbaa !6
  %72 = add nuw nsw i64 %58, 1
  br i1 %53, label %57, label %73

73:                                               ; preds = %60, %57
  store i32 %23, i32* %49, align 4, !tbaa !207
  %74 = bitcast i8* %1 to i64*
  %75 = load i64, i64* %74, align 1, !tbaa !38
  %76 = mul i64 %75, -3523014627271114752
  %77 = lshr i64 %76, %52
  %78 = getelementptr inbounds i32, i32* %44, i64 %77
  %79 = load i32, i32* %78, align 4, !tbaa !6
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
  %102 = load i32, i32* %101, align 1, !tbaa !6
  %103 = getelementptr inbounds i8, i8* %89, i64 %94
  %104 = bitcast i8* %103 to i32*
  %105 = load i32, i32* %104, align 1, !tbaa !6
  %106 = icmp eq i32 %102, %105
  br i1 %106, label %107, label %196

107:                                              ; preds = %97
  br i1 %84, label %108, label %137

108:                                              ; preds = %107
  %109 = bitcast i8* %98 to i64*
  %110 = load i64, i64* %109, align 1, !tbaa !38
  %111 = load i64, i64* %74, align 1, !tbaa !38
  %112 = xor i64 %111, %110
  %113 = icmp eq i64 %112, 0
  %114 = trunc i64 %111 to i32
  br i1 %113, label %118, label %115

115:                                              ; preds = %108
  %116 = tail call i64 @llvm.cttz.i64(i64 %112, i1 true) #27, !range !201
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
  %126 = load i64, i64* %125, align 1, !tbaa !38
  %127 = bitcast i8* %121 to i64*
  %128 = load i64, i64* %127, align 1, !tbaa !38
  %129 = xor i64 %128, %126
  %130 = icmp eq i64 %129, 0
  br i1 %130, label %118, label %131

131:                                              ; preds = %124
  %132 = tail call i64 @llvm.cttz.i64(i64 %129, i1 true) #27, !range !201
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
  %144 = load i32, i32* %143, align 1, !tbaa !6
  %145 = bitcast i8* %140 to i32*
  %146 = load i32, i32* %145, align 1, !tbaa !6
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
  %157 = load i16, i16* %156, align 1, !tbaa !14
  %158 = bitcast i8* %153 to i16*
  %159 = load i16, i16* %158, align 1, !tbaa !14
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
  %169 = load i8, i8* %165, align 1, !tbaa !36
  %170 = load i8, i8* %166, align 1, !tbaa !36
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
  %181 = load i32, i32* %180, align 1, !tbaa !6
  %182 = icmp eq i32 %181, %91
  br i1 %182, label %183, label %196

183:                                              ; preds = %178
  %184 = getelementptr inbounds i8, i8* %179, i64 4
  %185 = tail call fastcc i64 @ZSTD_count_2segments(i8* noundef nonnull %87, i8* noundef nonnull %184, i8* noundef %2, i8* noundef nonnull %19, i8* noundef nonnull %18) #27
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
  store i64 %193, i64* %3, align 8, !tbaa !38
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
  %205 = load i32, i32* %203, align 4, !tbaa !6
  %206 = icmp uge i32 %205, %36
  %207 = icmp ne i32 %204, 0
  %208 = and i1 %207, %206
  br i1 %208, label %90, label %209, !llvm.loop !208

209:                                              ; preds = %200, %196, %191, %73
  %210 = phi i64 [ 3, %73 ], [ %198, %200 ], [ %189, %191 ], [ %198, %196 ]
  ret i64 %210
}

; Function Attrs: nofree noinline nosync nounwind
define hidden fastcc i64 @ZSTD_HcFindBestMatch_noDict_5(%struct.ZSTD_matchState_t* nocapture noundef %0, i8* noundef %1, i8* noundef readnone %2, i64* nocapture noundef writeonly %3) unnamed_addr #16 {
  %5 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 11
  %6 = load i32*, i32** %5, align 8, !tbaa !202
  %7 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !121
  %9 = shl nuw i32 1, %8
  %10 = add i32 %9, -1
  %11 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 1
  %12 = load i8*, i8** %11, align 8, !tbaa !183
  %13 = ptrtoint i8* %1 to i64
  %14 = ptrtoint i8* %12 to i64
  %15 = sub i64 %13, %14
  %16 = trunc i64 %15 to i32
  %17 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 0
  %18 = load i32, i32* %17, align 4, !tbaa !120
  %19 = shl nuw i32 1, %18
  %20 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 0, i32 4
  %21 = load i32, i32* %20, align 4, !tbaa !203
  %22 = sub i32 %16, %21
  %23 = icmp ugt i32 %22, %19
  %24 = sub i32 %16, %19
  %25 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 1
  %26 = load i32, i32* %25, align 8, !tbaa !204
  %27 = icmp eq i32 %26, 0
  %28 = select i1 %27, i1 %23, i1 false
  %29 = select i1 %28, i32 %24, i32 %21
  %30 = tail call i32 @llvm.usub.sat.i32(i32 %16, i32 %9) #27
  %31 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 3
  %32 = load i32, i32* %31, align 4, !tbaa !124
  %33 = shl nuw i32 1, %32
  %34 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 19
  %35 = load i32, i32* %34, align 4, !tbaa !188
  %36 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 9
  %37 = load i32*, i32** %36, align 8, !tbaa !206
  %38 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 16, i32 2
  %39 = load i32, i32* %38, align 4, !tbaa !123
  %40 = shl nsw i32 -1, %8
  %41 = xor i32 %40, -1
  %42 = getelementptr inbounds %struct.ZSTD_matchState_t, %struct.ZSTD_matchState_t* %0, i64 0, i32 2
  %43 = load i32, i32* %42, align 4, !tbaa !207
  %44 = sub i32 64, %39
  %45 = zext i32 %44 to i64
  %46 = icmp eq i32 %35, 0
  %47 = zext i32 %43 to i64
  %48 = tail call i32 @llvm.umax.i32(i32 %43, i32 %16) #27
  %49 = zext i32 %48 to i64
  br label %50

50:                                               ; preds = %53, %4
  %51 = phi i64 [ %65, %53 ], [ %47, %4 ]
  %52 = icmp eq i64 %51, %49
  br i1 %52, label %66, label %53

53:                                               ; preds = %50
  %54 = getelementptr inbounds i8, i8* %12, i64 %51
  %55 = bitcast i8* %54 to i64*
  %56 = load i64, i64* %55, align 1, !tbaa !38
  %57 = mul i64 %56, -3523014627271114752
  %58 = lshr i64 %57, %45
  %59 = getelementptr inbounds i32, i32* %37, i64 %58
  %60 = load i32, i32* %59, align 4, !tbaa !6
  %61 = trunc i64 %51 to i32
  %62 = and i32 %61, %41
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds i32, i32* %6, i64 %63
  store i32 %60, i32* %64, align 4, !tbaa !6
  store i32 %61, i32* %59, align 4, !tbaa !6
  %65 = add nuw nsw i64 %51, 1
  br i1 %46, label %50, label %66

66:                                               ; preds = %53, %50
  store i32 %16, i32* %42, align 4, !tbaa !207
  %67 = bitcast i8* %1 to i64*
  %68 = load i64, i64* %67, align 1, !tbaa !38
  %69 = mul i64 %68, -3523014627271114752
  %70 = lshr i64 %69, %45
  %71 = getelementptr inbounds i32, i32* %37, i64 %70
  %72 = load i32, i32* %71, align 4, !tbaa !6
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
  %90 = load i32, i32* %89, align 1, !tbaa !6
  %91 = getelementptr inbounds i8, i8* %80, i64 %84
  %92 = bitcast i8* %91 to i32*
  %93 = load i32, i32* %92, align 1, !tbaa !6
  %94 = icmp eq i32 %90, %93
  br i1 %94, label %95, label %172

95:                                               ; preds = %81
  br i1 %76, label %96, label %124

96:                                               ; preds = %95
  %97 = bitcast i8* %86 to i64*
  %98 = load i64, i64* %97, align 1, !tbaa !38
  %99 = load i64, i64* %67, align 1, !tbaa !38
  %100 = xor i64 %99, %98
  %101 = icmp eq i64 %100, 0
  br i1 %101, label %105, label %102

102:                                              ; preds = %96
  %103 = tail call i64 @llvm.cttz.i64(i64 %100, i1 true) #27, !range !201
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
  %113 = load i64, i64* %112, align 1, !tbaa !38
  %114 = bitcast i8* %108 to i64*
  %115 = load i64, i64* %114, align 1, !tbaa !38
  %116 = xor i64 %115, %113
  %117 = icmp eq i64 %116, 0
  br i1 %117, label %105, label %118

118:                                              ; preds = %111
  %119 = tail call i64 @llvm.cttz.i64(i64 %116, i1 true) #27, !range !201
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
  %130 = load i32, i32* %129, align 1, !tbaa !6
  %131 = bitcast i8* %126 to i32*
  %132 = load i32, i32* %131, align 1, !tbaa !6
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
  %143 = load i16, i16* %142, align 1, !tbaa !14
  %144 = bitcast i8* %139 to i16*
  %145 = load i16, i16* %144, align 1, !tbaa !14
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
  %155 = load i8, i8* %151, align 1, !tbaa !36
  %156 = load i8, i8* %152, align 1, !tbaa !36
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
  store i64 %169, i64* %3, align 8, !tbaa !38
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
  %180 = load i32, i32* %178, align 4, !tbaa !6
  %181 = icmp uge i32 %180, %29
  %182 = icmp ne i32 %179, 0
  %183 = and i1 %182, %181
  br i1 %183, label %81, label %184, !llvm.loop !208

184:                                              ; preds = %175, %172, %167, %66
  %185 = phi i64 [ 3, %66 ], [ %173, %175 ], [ %165, %167 ], [ %173, %172 ]
  ret i64 %185
}

; Function Attrs: nounwind
declare dso_local i64 @ZSTD_compressStream2(%struct.ZSTD_CCtx_s* noundef, %struct.ZSTD_inBuffer_s* nocapture noundef, %struct.ZSTD_inBuffer_s* nocapture noundef, i32 noundef signext) local_unnamed_addr #6

; Function Attrs: nounwind
define hidden fastcc i64 @ZSTD_CCtx_init_compressStream2(%struct.ZSTD_CCtx_s* noundef %0, i32 noundef signext %1, i64 noundef %2) unnamed_addr #6 {
  %4 = alloca %struct.ZSTD_customMem, align 8
  %5 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %6 = alloca %struct.ZSTD_compressionParameters, align 4
  %7 = alloca %struct.ZSTD_customMem, align 8
  %8 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %9 = bitcast %struct.ZSTD_CCtx_params_s* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 216, i8* nonnull %9) #27
  %10 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3
  %11 = bitcast %struct.ZSTD_CCtx_params_s* %10 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %9, i8* noundef nonnull align 8 dereferenceable(216) %11, i64 216, i1 false), !tbaa.struct !224
  %12 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 44, i32 0
  %13 = load i8*, i8** %12, align 8, !tbaa.struct !225
  %14 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 44, i32 1
  %15 = load i64, i64* %14, align 8, !tbaa.struct !226
  %16 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 44, i32 2
  %17 = load i32, i32* %16, align 8, !tbaa.struct !105
  %18 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 1
  %19 = load i8*, i8** %18, align 8, !tbaa !227
  %20 = icmp eq i8* %19, null
  br i1 %20, label %37, label %21

21:                                               ; preds = %3
  %22 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 4
  %23 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %22, align 8, !tbaa !228
  %24 = icmp eq %struct.ZSTD_CDict_s* %23, null
  br i1 %24, label %25, label %37

25:                                               ; preds = %21
  %26 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 2
  %27 = load i64, i64* %26, align 8, !tbaa !229
  %28 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 3
  %29 = load i32, i32* %28, align 8, !tbaa !230
  %30 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 14
  %31 = bitcast %struct.ZSTD_customMem* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %31) #27
  %32 = bitcast %struct.ZSTD_customMem* %30 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %31, i8* noundef nonnull align 8 dereferenceable(24) %32, i64 24, i1 false) #27, !tbaa.struct !16
  %33 = call %struct.ZSTD_CDict_s* @ZSTD_createCDict_advanced2(i8* noundef nonnull %19, i64 noundef %27, i32 noundef signext 1, i32 noundef signext %29, %struct.ZSTD_CCtx_params_s* noundef nonnull %10, %struct.ZSTD_customMem* noundef nonnull %4) #27
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %31) #27
  store %struct.ZSTD_CDict_s* %33, %struct.ZSTD_CDict_s** %22, align 8, !tbaa !228
  %34 = icmp eq %struct.ZSTD_CDict_s* %33, null
  br i1 %34, label %242, label %35

35:                                               ; preds = %25
  %36 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 43
  store %struct.ZSTD_CDict_s* %33, %struct.ZSTD_CDict_s** %36, align 8, !tbaa !231
  br label %37

37:                                               ; preds = %35, %21, %3
  %38 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 44
  %39 = bitcast %struct.ZSTD_prefixDict_s* %38 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %39, i8 0, i64 24, i1 false)
  %40 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 43
  %41 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %40, align 8, !tbaa !231
  %42 = icmp eq %struct.ZSTD_CDict_s* %41, null
  br i1 %42, label %51, label %43

43:                                               ; preds = %37
  %44 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 4
  %45 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %44, align 8, !tbaa !86
  %46 = icmp eq %struct.ZSTD_CDict_s* %45, null
  br i1 %46, label %47, label %51

47:                                               ; preds = %43
  %48 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %41, i64 0, i32 9
  %49 = load i32, i32* %48, align 4, !tbaa !232
  %50 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 3
  store i32 %49, i32* %50, align 4, !tbaa !128
  br label %51

51:                                               ; preds = %47, %43, %37
  %52 = icmp eq i32 %1, 2
  br i1 %52, label %53, label %56

53:                                               ; preds = %51
  %54 = add i64 %2, 1
  %55 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 10
  store i64 %54, i64* %55, align 8, !tbaa !233
  br label %56

56:                                               ; preds = %53, %51
  %57 = icmp eq i8* %13, null
  br i1 %57, label %58, label %69

58:                                               ; preds = %56
  br i1 %42, label %59, label %63

59:                                               ; preds = %58
  %60 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 10
  %61 = load i64, i64* %60, align 8, !tbaa !233
  %62 = add i64 %61, -1
  br label %99

63:                                               ; preds = %58
  %64 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %41, i64 0, i32 1
  %65 = load i64, i64* %64, align 8, !tbaa !234
  %66 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 10
  %67 = load i64, i64* %66, align 8, !tbaa !233
  %68 = add i64 %67, -1
  br label %73

69:                                               ; preds = %56
  %70 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 10
  %71 = load i64, i64* %70, align 8, !tbaa !233
  %72 = add i64 %71, -1
  br i1 %42, label %99, label %73

73:                                               ; preds = %69, %63
  %74 = phi i64 [ %68, %63 ], [ %72, %69 ]
  %75 = phi i64* [ %66, %63 ], [ %70, %69 ]
  %76 = phi i64 [ %65, %63 ], [ %15, %69 ]
  %77 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %41, i64 0, i32 5, i32 13
  %78 = load i32, i32* %77, align 4, !tbaa !235
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %103

80:                                               ; preds = %73
  %81 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %41, i64 0, i32 5, i32 16, i32 6
  %82 = load i32, i32* %81, align 8, !tbaa !236
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds [10 x i64], [10 x i64]* @attachDictSizeCutoffs, i64 0, i64 %83
  %85 = load i64, i64* %84, align 8, !tbaa !38
  %86 = icmp uge i64 %85, %74
  %87 = icmp eq i64 %74, -1
  %88 = or i1 %87, %86
  %89 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 7
  %90 = load i32, i32* %89, align 4, !tbaa !237
  br i1 %88, label %93, label %91

91:                                               ; preds = %80
  %92 = icmp eq i32 %90, 1
  br i1 %92, label %95, label %99

93:                                               ; preds = %80
  %94 = icmp eq i32 %90, 2
  br i1 %94, label %99, label %95

95:                                               ; preds = %93, %91
  %96 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 4
  %97 = load i32, i32* %96, align 8, !tbaa !238
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %103, label %99

99:                                               ; preds = %95, %93, %91, %69, %59
  %100 = phi i64 [ %62, %59 ], [ %74, %95 ], [ %74, %93 ], [ %74, %91 ], [ %72, %69 ]
  %101 = phi i64* [ %60, %59 ], [ %75, %95 ], [ %75, %93 ], [ %75, %91 ], [ %70, %69 ]
  %102 = phi i64 [ 0, %59 ], [ %76, %95 ], [ %76, %93 ], [ %76, %91 ], [ %15, %69 ]
  br label %103

103:                                              ; preds = %99, %95, %73
  %104 = phi i64 [ %100, %99 ], [ %74, %95 ], [ %74, %73 ]
  %105 = phi i64* [ %101, %99 ], [ %75, %95 ], [ %75, %73 ]
  %106 = phi i64 [ %102, %99 ], [ %76, %95 ], [ %76, %73 ]
  %107 = phi i32 [ 0, %99 ], [ 1, %95 ], [ 1, %73 ]
  %108 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 1
  %109 = bitcast %struct.ZSTD_compressionParameters* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %109) #27
  call void @ZSTD_getCParamsFromCCtxParams(%struct.ZSTD_compressionParameters* nonnull sret(%struct.ZSTD_compressionParameters) align 4 %6, %struct.ZSTD_CCtx_params_s* noundef nonnull %5, i64 noundef %104, i64 noundef %106, i32 noundef signext %107)
  %110 = bitcast %struct.ZSTD_compressionParameters* %108 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(28) %110, i8* noundef nonnull align 4 dereferenceable(28) %109, i64 28, i1 false), !tbaa.struct !99
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %109) #27
  %111 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 19
  %112 = load i32, i32* %111, align 4, !tbaa !136
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %114, label %123

114:                                              ; preds = %103
  %115 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 1, i32 6
  %116 = load i32, i32* %115, align 4, !tbaa !122
  %117 = icmp ugt i32 %116, 6
  br i1 %117, label %118, label %123

118:                                              ; preds = %114
  %119 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %108, i64 0, i32 0
  %120 = load i32, i32* %119, align 4, !tbaa !120
  %121 = icmp ugt i32 %120, 16
  %122 = select i1 %121, i32 1, i32 2
  br label %123

123:                                              ; preds = %118, %114, %103
  %124 = phi i32 [ %112, %103 ], [ 2, %114 ], [ %122, %118 ]
  store i32 %124, i32* %111, align 4, !tbaa !136
  %125 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 13, i32 0
  %126 = load i32, i32* %125, align 8, !tbaa !130
  %127 = icmp eq i32 %126, 0
  br i1 %127, label %128, label %137

128:                                              ; preds = %123
  %129 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 1, i32 6
  %130 = load i32, i32* %129, align 4, !tbaa !122
  %131 = icmp ugt i32 %130, 6
  br i1 %131, label %132, label %137

132:                                              ; preds = %128
  %133 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %108, i64 0, i32 0
  %134 = load i32, i32* %133, align 4, !tbaa !120
  %135 = icmp ugt i32 %134, 26
  %136 = select i1 %135, i32 1, i32 2
  br label %137

137:                                              ; preds = %132, %128, %123
  %138 = phi i32 [ %126, %123 ], [ 2, %128 ], [ %136, %132 ]
  store i32 %138, i32* %125, align 8, !tbaa !130
  %139 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 20
  %140 = load i32, i32* %139, align 8, !tbaa !137
  %141 = icmp eq i32 %140, 0
  br i1 %141, label %142, label %152

142:                                              ; preds = %137
  %143 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 1, i32 6
  %144 = load i32, i32* %143, align 4, !tbaa !122
  %145 = add i32 %144, -6
  %146 = icmp ult i32 %145, -3
  br i1 %146, label %152, label %147

147:                                              ; preds = %142
  %148 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %108, i64 0, i32 0
  %149 = load i32, i32* %148, align 4, !tbaa !120
  %150 = icmp ugt i32 %149, 17
  %151 = select i1 %150, i32 1, i32 2
  br label %152

152:                                              ; preds = %147, %142, %137
  %153 = phi i32 [ %151, %147 ], [ %140, %137 ], [ 2, %142 ]
  store i32 %153, i32* %139, align 8, !tbaa !137
  %154 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 27
  %155 = load i64, i64* %154, align 8, !tbaa !138
  %156 = icmp eq i64 %155, 0
  %157 = select i1 %156, i64 131072, i64 %155
  store i64 %157, i64* %154, align 8, !tbaa !138
  %158 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 28
  %159 = load i32, i32* %158, align 8, !tbaa !139
  %160 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 3
  %161 = load i32, i32* %160, align 4, !tbaa !128
  %162 = icmp eq i32 %159, 0
  %163 = icmp slt i32 %161, 10
  %164 = select i1 %163, i32 2, i32 1
  %165 = select i1 %162, i32 %164, i32 %159
  store i32 %165, i32* %158, align 8, !tbaa !139
  %166 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 26
  %167 = load i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)*, i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)** %166, align 8, !tbaa !141
  %168 = icmp ne i64 (i8*, %struct.ZSTD_Sequence*, i64, i8*, i64, i8*, i64, i32, i64)* %167, null
  %169 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 9
  %170 = load i32, i32* %169, align 4
  %171 = icmp sgt i32 %170, 0
  %172 = select i1 %168, i1 %171, i1 false
  br i1 %172, label %242, label %173

173:                                              ; preds = %152
  %174 = load i64, i64* %105, align 8, !tbaa !233
  %175 = add i64 %174, -1
  %176 = icmp ult i64 %175, 524289
  br i1 %176, label %177, label %178

177:                                              ; preds = %173
  store i32 0, i32* %169, align 4, !tbaa !140
  br label %219

178:                                              ; preds = %173
  br i1 %171, label %179, label %219

179:                                              ; preds = %178
  %180 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 45
  %181 = load %struct.ZSTDMT_CCtx_s*, %struct.ZSTDMT_CCtx_s** %180, align 8, !tbaa !98
  %182 = icmp eq %struct.ZSTDMT_CCtx_s* %181, null
  br i1 %182, label %183, label %194

183:                                              ; preds = %179
  %184 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 14
  %185 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 15
  %186 = load %struct.POOL_ctx_s*, %struct.POOL_ctx_s** %185, align 8, !tbaa !239
  %187 = bitcast %struct.ZSTD_customMem* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %187) #27
  %188 = bitcast %struct.ZSTD_customMem* %184 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %187, i8* noundef nonnull align 8 dereferenceable(24) %188, i64 24, i1 false), !tbaa.struct !16
  %189 = call %struct.ZSTDMT_CCtx_s* @ZSTDMT_createCCtx_advanced(i32 noundef signext %170, %struct.ZSTD_customMem* noundef nonnull %7, %struct.POOL_ctx_s* noundef %186)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %187) #27
  store %struct.ZSTDMT_CCtx_s* %189, %struct.ZSTDMT_CCtx_s** %180, align 8, !tbaa !98
  %190 = icmp eq %struct.ZSTDMT_CCtx_s* %189, null
  br i1 %190, label %242, label %191

191:                                              ; preds = %183
  %192 = load i64, i64* %105, align 8, !tbaa !233
  %193 = add i64 %192, -1
  br label %194

194:                                              ; preds = %191, %179
  %195 = phi i64 [ %193, %191 ], [ %175, %179 ]
  %196 = phi %struct.ZSTDMT_CCtx_s* [ %189, %191 ], [ %181, %179 ]
  %197 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %40, align 8, !tbaa !231
  %198 = bitcast %struct.ZSTD_CCtx_params_s* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 216, i8* nonnull %198) #27
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %198, i8* noundef nonnull align 8 dereferenceable(216) %9, i64 216, i1 false), !tbaa.struct !224
  %199 = call i64 @ZSTDMT_initCStream_internal(%struct.ZSTDMT_CCtx_s* noundef nonnull %196, i8* noundef %13, i64 noundef %15, i32 noundef signext %17, %struct.ZSTD_CDict_s* noundef %197, %struct.ZSTD_CCtx_params_s* noundef nonnull %8, i64 noundef %195)
  call void @llvm.lifetime.end.p0i8(i64 216, i8* nonnull %198) #27
  %200 = icmp ult i64 %199, -119
  br i1 %200, label %201, label %242

201:                                              ; preds = %194
  %202 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %40, align 8, !tbaa !231
  %203 = icmp eq %struct.ZSTD_CDict_s* %202, null
  br i1 %203, label %209, label %204

204:                                              ; preds = %201
  %205 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %202, i64 0, i32 8
  %206 = load i32, i32* %205, align 8, !tbaa !240
  %207 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %202, i64 0, i32 1
  %208 = load i64, i64* %207, align 8, !tbaa !234
  br label %209

209:                                              ; preds = %204, %201
  %210 = phi i32 [ %206, %204 ], [ 0, %201 ]
  %211 = phi i64 [ %208, %204 ], [ %15, %201 ]
  %212 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 6
  store i32 %210, i32* %212, align 8
  %213 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 7
  store i64 %211, i64* %213, align 8, !tbaa !241
  %214 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 11
  %215 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  %216 = bitcast i64* %214 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %216, i8 0, i64 16, i1 false)
  store i32 1, i32* %215, align 8, !tbaa !106
  %217 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4
  %218 = bitcast %struct.ZSTD_CCtx_params_s* %217 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %218, i8* noundef nonnull align 8 dereferenceable(216) %9, i64 216, i1 false), !tbaa.struct !224
  br label %242

219:                                              ; preds = %178, %177
  %220 = load %struct.ZSTD_CDict_s*, %struct.ZSTD_CDict_s** %40, align 8, !tbaa !231
  %221 = call fastcc i64 @ZSTD_compressBegin_internal(%struct.ZSTD_CCtx_s* noundef nonnull %0, i8* noundef %13, i64 noundef %15, i32 noundef signext %17, i32 noundef signext 0, %struct.ZSTD_CDict_s* noundef %220, %struct.ZSTD_CCtx_params_s* noundef nonnull %5, i64 noundef %175, i32 noundef 1)
  %222 = icmp ult i64 %221, -119
  br i1 %222, label %223, label %242

223:                                              ; preds = %219
  %224 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 30
  %225 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 15
  %226 = bitcast i64* %224 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %226, i8 0, i64 16, i1 false)
  %227 = load i32, i32* %225, align 4, !tbaa !242
  %228 = icmp eq i32 %227, 0
  br i1 %228, label %229, label %235

229:                                              ; preds = %223
  %230 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 9
  %231 = load i64, i64* %230, align 8, !tbaa !243
  %232 = icmp eq i64 %231, %175
  %233 = zext i1 %232 to i64
  %234 = add i64 %231, %233
  br label %235

235:                                              ; preds = %229, %223
  %236 = phi i64 [ %234, %229 ], [ 0, %223 ]
  %237 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 32
  store i64 %236, i64* %237, align 8
  %238 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 35
  %239 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  %240 = bitcast i64* %238 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %240, i8 0, i64 16, i1 false)
  store i32 1, i32* %239, align 8, !tbaa !106
  %241 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 38
  store i32 0, i32* %241, align 4, !tbaa !244
  br label %242

242:                                              ; preds = %235, %219, %209, %194, %183, %152, %25
  %243 = phi i64 [ %199, %194 ], [ -41, %152 ], [ -64, %183 ], [ %221, %219 ], [ 0, %235 ], [ 0, %209 ], [ -64, %25 ]
  call void @llvm.lifetime.end.p0i8(i64 216, i8* nonnull %9) #27
  ret i64 %243
}

; Function Attrs: nounwind
declare dso_local i64 @ZSTD_compressEnd_public(%struct.ZSTD_CCtx_s* noundef, i8* noundef, i64 noundef, i8* noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: inlinehint nofree nosync nounwind
declare hidden fastcc void @XXH_INLINE_XXH64_update(%struct.XXH_NAMESPACEXXH64_state_s* nocapture noundef, i8* nocapture noundef, i64 noundef) unnamed_addr #19

; Function Attrs: nofree norecurse nosync nounwind
declare hidden fastcc i64 @ZSTD_ldm_gear_feed(%struct.ldmRollingHashState_t* nocapture noundef, i8* nocapture noundef readonly, i64 noundef, i64* nocapture noundef writeonly, i32* nocapture noundef) unnamed_addr #18

; Function Attrs: inlinehint mustprogress nofree nosync nounwind readonly willreturn
declare hidden fastcc i64 @XXH_INLINE_XXH64(i8* nocapture noundef, i64 noundef) unnamed_addr #20

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #21

; Function Attrs: inlinehint mustprogress nofree nosync nounwind readonly willreturn
declare hidden fastcc i64 @XXH_INLINE_XXH64_digest(%struct.XXH_NAMESPACEXXH64_state_s* nocapture noundef readonly) unnamed_addr #20

; Function Attrs: nounwind
define hidden fastcc void @ZSTDMT_waitForLdmComplete(%struct.ZSTDMT_CCtx_s* noundef %0, [2 x i64] %1) unnamed_addr #6 {
  %3 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 5, i32 13, i32 0
  %4 = load i32, i32* %3, align 8, !tbaa !245
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %6, label %61

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 6
  %8 = tail call signext i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %7) #27
  %9 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 8, i32 0
  %10 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 8, i32 1
  %11 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 8, i32 2
  %12 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 8, i32 3
  %13 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 8, i32 4
  %14 = extractvalue [2 x i64] %1, 0
  %15 = inttoptr i64 %14 to i8*
  %16 = icmp eq i64 %14, 0
  %17 = extractvalue [2 x i64] %1, 1
  %18 = getelementptr inbounds i8, i8* %15, i64 %17
  %19 = icmp eq i64 %17, 0
  %20 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 11, i32 7
  br label %21

21:                                               ; preds = %57, %6
  %22 = load i8*, i8** %9, align 8, !tbaa.struct !246
  %23 = load i8*, i8** %10, align 8, !tbaa.struct !247
  %24 = load i8*, i8** %11, align 8, !tbaa.struct !248
  %25 = load i32, i32* %12, align 8, !tbaa.struct !249
  %26 = load i32, i32* %13, align 4, !tbaa.struct !218
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i8, i8* %24, i64 %27
  %29 = sub i32 %25, %26
  %30 = zext i32 %25 to i64
  %31 = getelementptr inbounds i8, i8* %23, i64 %30
  %32 = ptrtoint i8* %31 to i64
  %33 = icmp eq i8* %24, null
  %34 = select i1 %33, i1 true, i1 %16
  br i1 %34, label %44, label %35

35:                                               ; preds = %21
  %36 = zext i32 %29 to i64
  %37 = getelementptr inbounds i8, i8* %28, i64 %36
  %38 = icmp eq i32 %29, 0
  %39 = select i1 %19, i1 true, i1 %38
  %40 = icmp ule i8* %37, %15
  %41 = icmp ule i8* %18, %28
  %42 = select i1 %39, i1 true, i1 %40
  %43 = select i1 %42, i1 true, i1 %41
  br i1 %43, label %44, label %57

44:                                               ; preds = %35, %21
  %45 = ptrtoint i8* %22 to i64
  %46 = sub i64 %45, %32
  %47 = icmp eq i8* %23, null
  %48 = select i1 %47, i1 true, i1 %16
  br i1 %48, label %59, label %49

49:                                               ; preds = %44
  %50 = getelementptr inbounds i8, i8* %31, i64 %46
  %51 = icmp eq i64 %46, 0
  %52 = select i1 %19, i1 true, i1 %51
  %53 = icmp ule i8* %50, %15
  %54 = icmp ule i8* %18, %31
  %55 = select i1 %52, i1 true, i1 %53
  %56 = select i1 %55, i1 true, i1 %54
  br i1 %56, label %59, label %57

57:                                               ; preds = %49, %35
  %58 = tail call signext i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull %20, %union.pthread_mutex_t* noundef nonnull %7) #27
  br label %21, !llvm.loop !250

59:                                               ; preds = %49, %44
  %60 = tail call signext i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %7) #27
  br label %61

61:                                               ; preds = %59, %2
  ret void
}

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #21

; Function Attrs: nounwind
declare hidden fastcc i64 @ZSTD_compressBegin_internal(%struct.ZSTD_CCtx_s* noundef, i8* noundef, i64 noundef, i32 noundef signext, i32 noundef signext, %struct.ZSTD_CDict_s* noundef, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly, i64 noundef, i32 noundef) unnamed_addr #6

; Function Attrs: nofree nosync nounwind
declare hidden fastcc void @ZSTD_loadDictionaryContent(%struct.ZSTD_matchState_t* nocapture noundef, %struct.ldmState_t* noundef, %struct.ZSTD_cwksp* nocapture noundef, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly, i8* noundef, i64 noundef, i32 noundef signext, i32 noundef signext) unnamed_addr #1

; Function Attrs: nofree nosync nounwind
define dso_local i64 @ZSTD_loadCEntropy(%struct.ZSTD_compressedBlockState_t* nocapture noundef %0, i8* nocapture noundef %1, i8* noundef %2, i64 noundef %3) local_unnamed_addr #1 {
  %5 = alloca [32 x i16], align 2
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [53 x i16], align 2
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [36 x i16], align 2
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = bitcast [32 x i16]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %16) #27
  %17 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #27
  store i32 31, i32* %6, align 4, !tbaa !6
  %18 = getelementptr inbounds i8, i8* %2, i64 %3
  %19 = getelementptr inbounds i8, i8* %2, i64 8
  %20 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 0, i32 0, i32 1
  store i32 1, i32* %20, align 8, !tbaa !179
  %21 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %21) #27
  store i32 255, i32* %7, align 4, !tbaa !6
  %22 = bitcast i32* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %22) #27
  store i32 1, i32* %8, align 4, !tbaa !6
  %23 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 0, i32 0, i32 0, i64 0
  %24 = ptrtoint i8* %18 to i64
  %25 = add nsw i64 %3, -8
  %26 = call i64 @HUF_readCTable(i64* noundef %23, i32* noundef nonnull %7, i8* noundef nonnull %19, i64 noundef %25, i32* noundef nonnull %8)
  %27 = load i32, i32* %8, align 4, !tbaa !6
  %28 = icmp eq i32 %27, 0
  %29 = load i32, i32* %7, align 4
  %30 = icmp eq i32 %29, 255
  %31 = select i1 %28, i1 %30, i1 false
  br i1 %31, label %32, label %33

32:                                               ; preds = %4
  store i32 2, i32* %20, align 8, !tbaa !179
  br label %33

33:                                               ; preds = %32, %4
  %34 = icmp ult i64 %26, -119
  %35 = select i1 %34, i64 %26, i64 0
  %36 = getelementptr i8, i8* %19, i64 %35
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %22) #27
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %21) #27
  br i1 %34, label %37, label %172

37:                                               ; preds = %33
  %38 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %38) #27
  %39 = getelementptr inbounds [32 x i16], [32 x i16]* %5, i64 0, i64 0
  %40 = ptrtoint i8* %36 to i64
  %41 = sub i64 %24, %40
  %42 = call fastcc i64 @FSE_readNCount_body_default(i16* noundef nonnull %39, i32* noundef nonnull %6, i32* noundef nonnull %9, i8* noundef nonnull %36, i64 noundef %41) #27
  %43 = icmp ult i64 %42, -119
  br i1 %43, label %44, label %47

44:                                               ; preds = %37
  %45 = load i32, i32* %9, align 4, !tbaa !6
  %46 = icmp ugt i32 %45, 8
  br i1 %46, label %47, label %48

47:                                               ; preds = %44, %37
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %38) #27
  br label %172

48:                                               ; preds = %44
  %49 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 0, i32 1, i32 0, i64 0
  %50 = call i64 @FSE_buildCTable_wksp(i32* noundef nonnull %49, i16* noundef nonnull %39, i32 noundef signext 31, i32 noundef signext %45, i8* noundef %1, i64 noundef 8704), !range !61
  %51 = icmp ult i64 %50, -119
  %52 = select i1 %51, i64 %42, i64 0
  %53 = getelementptr i8, i8* %36, i64 %52
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %38) #27
  br i1 %51, label %54, label %172

54:                                               ; preds = %48
  %55 = bitcast [53 x i16]* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 106, i8* nonnull %55) #27
  %56 = bitcast i32* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %56) #27
  store i32 52, i32* %11, align 4, !tbaa !6
  %57 = bitcast i32* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %57) #27
  %58 = getelementptr inbounds [53 x i16], [53 x i16]* %10, i64 0, i64 0
  %59 = ptrtoint i8* %53 to i64
  %60 = sub i64 %24, %59
  %61 = call fastcc i64 @FSE_readNCount_body_default(i16* noundef nonnull %58, i32* noundef nonnull %11, i32* noundef nonnull %12, i8* noundef nonnull %53, i64 noundef %60) #27
  %62 = icmp ult i64 %61, -119
  br i1 %62, label %63, label %81

63:                                               ; preds = %54
  %64 = load i32, i32* %12, align 4, !tbaa !6
  %65 = icmp ugt i32 %64, 9
  br i1 %65, label %81, label %66

66:                                               ; preds = %63
  %67 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 0, i32 1, i32 1, i64 0
  %68 = load i32, i32* %11, align 4, !tbaa !6
  %69 = call i64 @FSE_buildCTable_wksp(i32* noundef nonnull %67, i16* noundef nonnull %58, i32 noundef signext %68, i32 noundef signext %64, i8* noundef %1, i64 noundef 8704), !range !61
  %70 = icmp ult i64 %69, -119
  br i1 %70, label %71, label %81

71:                                               ; preds = %66
  %72 = icmp ult i32 %68, 52
  br i1 %72, label %82, label %76

73:                                               ; preds = %76
  %74 = add nuw nsw i64 %77, 1
  %75 = icmp eq i64 %74, 53
  br i1 %75, label %82, label %76, !llvm.loop !251

76:                                               ; preds = %73, %71
  %77 = phi i64 [ %74, %73 ], [ 0, %71 ]
  %78 = getelementptr inbounds [53 x i16], [53 x i16]* %10, i64 0, i64 %77
  %79 = load i16, i16* %78, align 2, !tbaa !14
  %80 = icmp eq i16 %79, 0
  br i1 %80, label %82, label %73

81:                                               ; preds = %66, %63, %54
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %57) #27
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %56) #27
  call void @llvm.lifetime.end.p0i8(i64 106, i8* nonnull %55) #27
  br label %172

82:                                               ; preds = %76, %73, %71
  %83 = phi i32 [ 1, %71 ], [ 1, %76 ], [ 2, %73 ]
  %84 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 0, i32 1, i32 4
  store i32 %83, i32* %84, align 8, !tbaa !181
  %85 = getelementptr inbounds i8, i8* %53, i64 %61
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %57) #27
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %56) #27
  call void @llvm.lifetime.end.p0i8(i64 106, i8* nonnull %55) #27
  %86 = bitcast [36 x i16]* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %86) #27
  %87 = bitcast i32* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %87) #27
  store i32 35, i32* %14, align 4, !tbaa !6
  %88 = bitcast i32* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %88) #27
  %89 = getelementptr inbounds [36 x i16], [36 x i16]* %13, i64 0, i64 0
  %90 = ptrtoint i8* %85 to i64
  %91 = sub i64 %24, %90
  %92 = call fastcc i64 @FSE_readNCount_body_default(i16* noundef nonnull %89, i32* noundef nonnull %14, i32* noundef nonnull %15, i8* noundef nonnull %85, i64 noundef %91) #27
  %93 = icmp ult i64 %92, -119
  br i1 %93, label %94, label %112

94:                                               ; preds = %82
  %95 = load i32, i32* %15, align 4, !tbaa !6
  %96 = icmp ugt i32 %95, 9
  br i1 %96, label %112, label %97

97:                                               ; preds = %94
  %98 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 0, i32 1, i32 2, i64 0
  %99 = load i32, i32* %14, align 4, !tbaa !6
  %100 = call i64 @FSE_buildCTable_wksp(i32* noundef nonnull %98, i16* noundef nonnull %89, i32 noundef signext %99, i32 noundef signext %95, i8* noundef %1, i64 noundef 8704), !range !61
  %101 = icmp ult i64 %100, -119
  br i1 %101, label %102, label %112

102:                                              ; preds = %97
  %103 = icmp ult i32 %99, 35
  br i1 %103, label %113, label %107

104:                                              ; preds = %107
  %105 = add nuw nsw i64 %108, 1
  %106 = icmp eq i64 %105, 36
  br i1 %106, label %113, label %107, !llvm.loop !251

107:                                              ; preds = %104, %102
  %108 = phi i64 [ %105, %104 ], [ 0, %102 ]
  %109 = getelementptr inbounds [36 x i16], [36 x i16]* %13, i64 0, i64 %108
  %110 = load i16, i16* %109, align 2, !tbaa !14
  %111 = icmp eq i16 %110, 0
  br i1 %111, label %113, label %104

112:                                              ; preds = %97, %94, %82
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %88) #27
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %87) #27
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %86) #27
  br label %172

113:                                              ; preds = %107, %104, %102
  %114 = phi i32 [ 1, %102 ], [ 1, %107 ], [ 2, %104 ]
  %115 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 0, i32 1, i32 5
  store i32 %114, i32* %115, align 4, !tbaa !182
  %116 = getelementptr inbounds i8, i8* %85, i64 %92
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %88) #27
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %87) #27
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %86) #27
  %117 = getelementptr inbounds i8, i8* %116, i64 12
  %118 = icmp ugt i8* %117, %18
  br i1 %118, label %172, label %119

119:                                              ; preds = %113
  %120 = bitcast i8* %116 to i32*
  %121 = load i32, i32* %120, align 1, !tbaa !6
  %122 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 1, i64 0
  store i32 %121, i32* %122, align 8, !tbaa !6
  %123 = getelementptr inbounds i8, i8* %116, i64 4
  %124 = bitcast i8* %123 to i32*
  %125 = load i32, i32* %124, align 1, !tbaa !6
  %126 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 1, i64 1
  store i32 %125, i32* %126, align 4, !tbaa !6
  %127 = getelementptr inbounds i8, i8* %116, i64 8
  %128 = bitcast i8* %127 to i32*
  %129 = load i32, i32* %128, align 1, !tbaa !6
  %130 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 1, i64 2
  store i32 %129, i32* %130, align 8, !tbaa !6
  %131 = ptrtoint i8* %117 to i64
  %132 = sub i64 %24, %131
  %133 = icmp ult i64 %132, 4294836224
  br i1 %133, label %134, label %139

134:                                              ; preds = %119
  %135 = trunc i64 %132 to i32
  %136 = add nuw i32 %135, 131072
  %137 = tail call i32 @llvm.ctlz.i32(i32 %136, i1 true) #27, !range !10
  %138 = xor i32 %137, 31
  br label %139

139:                                              ; preds = %134, %119
  %140 = phi i32 [ %138, %134 ], [ 31, %119 ]
  %141 = load i32, i32* %6, align 4, !tbaa !6
  %142 = icmp ult i32 %141, %140
  br i1 %142, label %152, label %146

143:                                              ; preds = %146
  %144 = add nuw nsw i32 %147, 1
  %145 = icmp ult i32 %147, %140
  br i1 %145, label %146, label %152, !llvm.loop !251

146:                                              ; preds = %143, %139
  %147 = phi i32 [ %144, %143 ], [ 0, %139 ]
  %148 = zext i32 %147 to i64
  %149 = getelementptr inbounds [32 x i16], [32 x i16]* %5, i64 0, i64 %148
  %150 = load i16, i16* %149, align 2, !tbaa !14
  %151 = icmp eq i16 %150, 0
  br i1 %151, label %152, label %143

152:                                              ; preds = %146, %143, %139
  %153 = phi i32 [ 1, %139 ], [ 1, %146 ], [ 2, %143 ]
  %154 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %0, i64 0, i32 0, i32 1, i32 3
  store i32 %153, i32* %154, align 4, !tbaa !180
  %155 = icmp eq i32 %121, 0
  %156 = zext i32 %121 to i64
  %157 = icmp ult i64 %132, %156
  %158 = select i1 %155, i1 true, i1 %157
  br i1 %158, label %172, label %159

159:                                              ; preds = %152
  %160 = icmp eq i32 %125, 0
  %161 = zext i32 %125 to i64
  %162 = icmp ult i64 %132, %161
  %163 = select i1 %160, i1 true, i1 %162
  br i1 %163, label %172, label %164

164:                                              ; preds = %159
  %165 = icmp eq i32 %129, 0
  %166 = zext i32 %129 to i64
  %167 = icmp ult i64 %132, %166
  %168 = select i1 %165, i1 true, i1 %167
  br i1 %168, label %172, label %169

169:                                              ; preds = %164
  %170 = ptrtoint i8* %2 to i64
  %171 = sub i64 %131, %170
  br label %172

172:                                              ; preds = %169, %164, %159, %152, %113, %112, %81, %48, %47, %33
  %173 = phi i64 [ %171, %169 ], [ -30, %48 ], [ -30, %33 ], [ -30, %113 ], [ -30, %47 ], [ -30, %81 ], [ -30, %112 ], [ -30, %164 ], [ -30, %159 ], [ -30, %152 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #27
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %16) #27
  ret i64 %173
}

; Function Attrs: nofree nosync nounwind
define dso_local void @ZSTD_ldm_fillHashTable(%struct.ldmState_t* nocapture noundef %0, i8* noundef %1, i8* noundef %2, %struct.ldmParams_t* nocapture noundef readonly %3) local_unnamed_addr #1 {
  %5 = alloca %struct.ldmRollingHashState_t, align 8
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds %struct.ldmParams_t, %struct.ldmParams_t* %3, i64 0, i32 3
  %8 = load i32, i32* %7, align 4, !tbaa !132
  %9 = getelementptr inbounds %struct.ldmParams_t, %struct.ldmParams_t* %3, i64 0, i32 1
  %10 = load i32, i32* %9, align 4, !tbaa !133
  %11 = getelementptr inbounds %struct.ldmParams_t, %struct.ldmParams_t* %3, i64 0, i32 2
  %12 = load i32, i32* %11, align 4, !tbaa !135
  %13 = getelementptr inbounds %struct.ldmState_t, %struct.ldmState_t* %0, i64 0, i32 0, i32 1
  %14 = load i8*, i8** %13, align 8, !tbaa !252
  %15 = bitcast %struct.ldmRollingHashState_t* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %15) #27
  %16 = getelementptr inbounds %struct.ldmState_t, %struct.ldmState_t* %0, i64 0, i32 4, i64 0
  %17 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #27
  %18 = icmp ult i32 %8, 64
  %19 = select i1 %18, i32 %8, i32 64
  %20 = getelementptr inbounds %struct.ldmParams_t, %struct.ldmParams_t* %3, i64 0, i32 4
  %21 = load i32, i32* %20, align 4, !tbaa !134
  %22 = getelementptr inbounds %struct.ldmRollingHashState_t, %struct.ldmRollingHashState_t* %5, i64 0, i32 0
  store i64 4294967295, i64* %22, align 8, !tbaa !253
  %23 = icmp eq i32 %21, 0
  %24 = icmp ult i32 %19, %21
  %25 = select i1 %23, i1 true, i1 %24
  %26 = zext i32 %21 to i64
  %27 = shl nsw i64 -1, %26
  %28 = xor i64 %27, -1
  %29 = sub i32 %19, %21
  %30 = zext i32 %29 to i64
  %31 = select i1 %25, i64 0, i64 %30
  %32 = shl i64 %28, %31
  %33 = getelementptr inbounds %struct.ldmRollingHashState_t, %struct.ldmRollingHashState_t* %5, i64 0, i32 1
  store i64 %32, i64* %33, align 8
  %34 = icmp ult i8* %1, %2
  br i1 %34, label %35, label %95

35:                                               ; preds = %4
  %36 = sub i32 %10, %12
  %37 = ptrtoint i8* %2 to i64
  %38 = zext i32 %8 to i64
  %39 = getelementptr inbounds i8, i8* %1, i64 %38
  %40 = sub nsw i64 0, %38
  %41 = shl nsw i32 -1, %36
  %42 = xor i32 %41, -1
  %43 = ptrtoint i8* %14 to i64
  %44 = getelementptr inbounds %struct.ldmState_t, %struct.ldmState_t* %0, i64 0, i32 3
  %45 = getelementptr inbounds %struct.ldmState_t, %struct.ldmState_t* %0, i64 0, i32 1
  br label %46

46:                                               ; preds = %92, %35
  %47 = phi i8* [ %1, %35 ], [ %93, %92 ]
  store i32 0, i32* %6, align 4, !tbaa !6
  %48 = ptrtoint i8* %47 to i64
  %49 = sub i64 %37, %48
  %50 = call fastcc i64 @ZSTD_ldm_gear_feed(%struct.ldmRollingHashState_t* noundef nonnull %5, i8* noundef %47, i64 noundef %49, i64* noundef nonnull %16, i32* noundef nonnull %6)
  %51 = load i32, i32* %6, align 4, !tbaa !6
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %92, label %53

53:                                               ; preds = %46
  %54 = zext i32 %51 to i64
  br label %55

55:                                               ; preds = %89, %53
  %56 = phi i64 [ 0, %53 ], [ %90, %89 ]
  %57 = getelementptr inbounds %struct.ldmState_t, %struct.ldmState_t* %0, i64 0, i32 4, i64 %56
  %58 = load i64, i64* %57, align 8, !tbaa !38
  %59 = getelementptr inbounds i8, i8* %47, i64 %58
  %60 = icmp ult i8* %59, %39
  br i1 %60, label %89, label %61

61:                                               ; preds = %55
  %62 = getelementptr inbounds i8, i8* %59, i64 %40
  %63 = tail call fastcc i64 @XXH_INLINE_XXH64(i8* nocapture noundef %62, i64 noundef %38) #28
  %64 = trunc i64 %63 to i32
  %65 = and i32 %64, %42
  %66 = ptrtoint i8* %62 to i64
  %67 = sub i64 %66, %43
  %68 = and i64 %63, -4294967296
  %69 = zext i32 %65 to i64
  %70 = and i64 %67, 4294967295
  %71 = or i64 %68, %70
  %72 = load i32, i32* %11, align 4, !tbaa.struct !255
  %73 = load i8*, i8** %44, align 8, !tbaa !256
  %74 = getelementptr inbounds i8, i8* %73, i64 %69
  %75 = load i8, i8* %74, align 1, !tbaa !36
  %76 = zext i8 %75 to i32
  %77 = load %struct.FSE_symbolCompressionTransform*, %struct.FSE_symbolCompressionTransform** %45, align 8, !tbaa !257
  %78 = zext i32 %72 to i64
  %79 = shl i64 %69, %78
  %80 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %77, i64 %79
  %81 = zext i8 %75 to i64
  %82 = getelementptr inbounds %struct.FSE_symbolCompressionTransform, %struct.FSE_symbolCompressionTransform* %80, i64 %81
  %83 = bitcast %struct.FSE_symbolCompressionTransform* %82 to i64*
  store i64 %71, i64* %83, align 4, !tbaa.struct !218
  %84 = add nuw nsw i32 %76, 1
  %85 = shl nsw i32 -1, %72
  %86 = xor i32 %85, -1
  %87 = and i32 %84, %86
  %88 = trunc i32 %87 to i8
  store i8 %88, i8* %74, align 1, !tbaa !36
  br label %89

89:                                               ; preds = %61, %55
  %90 = add nuw nsw i64 %56, 1
  %91 = icmp eq i64 %90, %54
  br i1 %91, label %92, label %55, !llvm.loop !258

92:                                               ; preds = %89, %46
  %93 = getelementptr inbounds i8, i8* %47, i64 %50
  %94 = icmp ult i8* %93, %2
  br i1 %94, label %46, label %95, !llvm.loop !259

95:                                               ; preds = %92, %4
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #27
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %15) #27
  ret void
}

; Function Attrs: nounwind
define dso_local %struct.ZSTD_CDict_s* @ZSTD_createCDict_advanced2(i8* noundef %0, i64 noundef %1, i32 noundef signext %2, i32 noundef signext %3, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly %4, %struct.ZSTD_customMem* nocapture noundef readonly %5) local_unnamed_addr #6 {
  %7 = alloca %struct.ZSTD_compressionParameters, align 4
  %8 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %9 = alloca %struct.ZSTD_compressionParameters, align 4
  %10 = alloca %struct.ZSTD_compressionParameters, align 4
  %11 = alloca %struct.ZSTD_compressionParameters, align 4
  %12 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %13 = bitcast %struct.ZSTD_CCtx_params_s* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 216, i8* nonnull %13) #27
  %14 = bitcast %struct.ZSTD_CCtx_params_s* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %13, i8* noundef nonnull align 8 dereferenceable(216) %14, i64 216, i1 false), !tbaa.struct !224
  %15 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %5, i64 0, i32 0
  %16 = load i8* (i8*, i64)*, i8* (i8*, i64)** %15, align 8, !tbaa !260
  %17 = icmp eq i8* (i8*, i64)* %16, null
  %18 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %5, i64 0, i32 1
  %19 = load void (i8*, i8*)*, void (i8*, i8*)** %18, align 8, !tbaa !261
  %20 = icmp eq void (i8*, i8*)* %19, null
  %21 = xor i1 %17, %20
  br i1 %21, label %288, label %22

22:                                               ; preds = %6
  %23 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %8, i64 0, i32 14
  %24 = load i32, i32* %23, align 8, !tbaa !262
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %107, label %26

26:                                               ; preds = %22
  %27 = bitcast %struct.ZSTD_compressionParameters* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %27) #27
  %28 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %8, i64 0, i32 3
  %29 = load i32, i32* %28, align 4, !tbaa !128
  tail call void @llvm.experimental.noalias.scope.decl(metadata !263)
  %30 = icmp ult i64 %1, 262145
  %31 = zext i1 %30 to i64
  %32 = icmp ult i64 %1, 131073
  %33 = zext i1 %32 to i64
  %34 = add nuw nsw i64 %31, %33
  %35 = icmp ult i64 %1, 16385
  %36 = zext i1 %35 to i64
  %37 = add nuw nsw i64 %34, %36
  %38 = icmp eq i32 %29, 0
  br i1 %38, label %45, label %39

39:                                               ; preds = %26
  %40 = icmp slt i32 %29, 0
  br i1 %40, label %45, label %41

41:                                               ; preds = %39
  %42 = icmp ult i32 %29, 22
  %43 = select i1 %42, i32 %29, i32 22
  %44 = zext i32 %43 to i64
  br label %45

45:                                               ; preds = %41, %39, %26
  %46 = phi i64 [ 3, %26 ], [ 0, %39 ], [ %44, %41 ]
  %47 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %37, i64 %46
  %48 = bitcast %struct.ZSTD_compressionParameters* %47 to i8*
  %49 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %37, i64 %46, i32 5
  %50 = load i32, i32* %49, align 4, !tbaa.struct !104, !noalias !266
  %51 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %37, i64 %46, i32 6
  %52 = load i32, i32* %51, align 4, !tbaa.struct !105, !noalias !266
  %53 = icmp slt i32 %29, 0
  %54 = icmp ugt i32 %29, -131072
  %55 = select i1 %54, i32 %29, i32 -131072
  %56 = sub nsw i32 0, %55
  %57 = select i1 %53, i32 %56, i32 %50
  %58 = bitcast %struct.ZSTD_compressionParameters* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %58) #27, !noalias !266
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(20) %58, i8* noundef nonnull align 4 dereferenceable(20) %48, i64 20, i1 false) #27, !noalias !266
  %59 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %7, i64 0, i32 5
  store i32 %57, i32* %59, align 4, !tbaa.struct !104, !noalias !266
  %60 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %7, i64 0, i32 6
  store i32 %52, i32* %60, align 4, !tbaa.struct !105, !noalias !266
  call fastcc void @ZSTD_adjustCParams_internal(%struct.ZSTD_compressionParameters* nonnull sret(%struct.ZSTD_compressionParameters) align 4 %9, %struct.ZSTD_compressionParameters* noundef nonnull %7, i64 noundef 0, i64 noundef %1, i32 noundef signext 2, i32 noundef signext 0) #27
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %58) #27, !noalias !266
  %61 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %9, i64 0, i32 6
  %62 = load i32, i32* %61, align 4, !tbaa !122, !alias.scope !263
  %63 = add i32 %62, -3
  %64 = icmp ult i32 %63, 3
  %65 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %9, i64 0, i32 2
  %66 = load i32, i32* %65, align 4
  %67 = add i32 %66, 2
  %68 = select i1 %64, i32 %67, i32 %66
  %69 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %9, i64 0, i32 0
  %70 = load i32, i32* %69, align 4, !tbaa.struct !99
  %71 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %9, i64 0, i32 1
  %72 = load i32, i32* %71, align 4, !tbaa.struct !100
  %73 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %9, i64 0, i32 3
  %74 = load i32, i32* %73, align 4, !tbaa.struct !102
  %75 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %9, i64 0, i32 4
  %76 = load i32, i32* %75, align 4, !tbaa.struct !103
  %77 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %9, i64 0, i32 5
  %78 = load i32, i32* %77, align 4, !tbaa.struct !104
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %27) #27
  %79 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %8, i64 0, i32 1, i32 0
  %80 = load i32, i32* %79, align 4, !tbaa !120
  %81 = icmp eq i32 %80, 0
  %82 = select i1 %81, i32 %70, i32 %80
  %83 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %8, i64 0, i32 1, i32 2
  %84 = load i32, i32* %83, align 4, !tbaa !123
  %85 = icmp eq i32 %84, 0
  %86 = select i1 %85, i32 %68, i32 %84
  %87 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %8, i64 0, i32 1, i32 1
  %88 = load i32, i32* %87, align 8, !tbaa !121
  %89 = icmp eq i32 %88, 0
  %90 = select i1 %89, i32 %72, i32 %88
  %91 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %8, i64 0, i32 1, i32 3
  %92 = load i32, i32* %91, align 8, !tbaa !124
  %93 = icmp eq i32 %92, 0
  %94 = select i1 %93, i32 %74, i32 %92
  %95 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %8, i64 0, i32 1, i32 4
  %96 = load i32, i32* %95, align 4, !tbaa !269
  %97 = icmp eq i32 %96, 0
  %98 = select i1 %97, i32 %76, i32 %96
  %99 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %8, i64 0, i32 1, i32 5
  %100 = load i32, i32* %99, align 8, !tbaa !270
  %101 = icmp eq i32 %100, 0
  %102 = select i1 %101, i32 %78, i32 %100
  %103 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %8, i64 0, i32 1, i32 6
  %104 = load i32, i32* %103, align 4, !tbaa !122
  %105 = icmp eq i32 %104, 0
  %106 = select i1 %105, i32 %62, i32 %104
  br label %123

107:                                              ; preds = %22
  %108 = bitcast %struct.ZSTD_compressionParameters* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %108) #27
  call void @ZSTD_getCParamsFromCCtxParams(%struct.ZSTD_compressionParameters* nonnull sret(%struct.ZSTD_compressionParameters) align 4 %10, %struct.ZSTD_CCtx_params_s* noundef nonnull %8, i64 noundef -1, i64 noundef %1, i32 noundef signext 2)
  %109 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %10, i64 0, i32 0
  %110 = load i32, i32* %109, align 4, !tbaa.struct !99
  %111 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %10, i64 0, i32 1
  %112 = load i32, i32* %111, align 4, !tbaa.struct !100
  %113 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %10, i64 0, i32 2
  %114 = load i32, i32* %113, align 4, !tbaa.struct !101
  %115 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %10, i64 0, i32 3
  %116 = load i32, i32* %115, align 4, !tbaa.struct !102
  %117 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %10, i64 0, i32 4
  %118 = load i32, i32* %117, align 4, !tbaa.struct !103
  %119 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %10, i64 0, i32 5
  %120 = load i32, i32* %119, align 4, !tbaa.struct !104
  %121 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %10, i64 0, i32 6
  %122 = load i32, i32* %121, align 4, !tbaa.struct !105
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %108) #27
  br label %123

123:                                              ; preds = %107, %45
  %124 = phi i32 [ %110, %107 ], [ %82, %45 ]
  %125 = phi i32 [ %112, %107 ], [ %90, %45 ]
  %126 = phi i32 [ %114, %107 ], [ %86, %45 ]
  %127 = phi i32 [ %116, %107 ], [ %94, %45 ]
  %128 = phi i32 [ %118, %107 ], [ %98, %45 ]
  %129 = phi i32 [ %120, %107 ], [ %102, %45 ]
  %130 = phi i32 [ %122, %107 ], [ %106, %45 ]
  %131 = add i32 %130, -3
  %132 = icmp ult i32 %131, 3
  br i1 %132, label %133, label %137

133:                                              ; preds = %123
  %134 = icmp ule i32 %126, %125
  %135 = icmp ugt i32 %125, 24
  %136 = or i1 %135, %134
  br i1 %136, label %137, label %153

137:                                              ; preds = %133, %123
  store i32 0, i32* %23, align 8, !tbaa !262
  %138 = bitcast %struct.ZSTD_compressionParameters* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %138) #27
  call void @ZSTD_getCParamsFromCCtxParams(%struct.ZSTD_compressionParameters* nonnull sret(%struct.ZSTD_compressionParameters) align 4 %11, %struct.ZSTD_CCtx_params_s* noundef nonnull %8, i64 noundef -1, i64 noundef %1, i32 noundef signext 2)
  %139 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %11, i64 0, i32 0
  %140 = load i32, i32* %139, align 4, !tbaa.struct !99
  %141 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %11, i64 0, i32 1
  %142 = load i32, i32* %141, align 4, !tbaa.struct !100
  %143 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %11, i64 0, i32 2
  %144 = load i32, i32* %143, align 4, !tbaa.struct !101
  %145 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %11, i64 0, i32 3
  %146 = load i32, i32* %145, align 4, !tbaa.struct !102
  %147 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %11, i64 0, i32 4
  %148 = load i32, i32* %147, align 4, !tbaa.struct !103
  %149 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %11, i64 0, i32 5
  %150 = load i32, i32* %149, align 4, !tbaa.struct !104
  %151 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %11, i64 0, i32 6
  %152 = load i32, i32* %151, align 4, !tbaa.struct !105
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %138) #27
  br label %153

153:                                              ; preds = %137, %133
  %154 = phi i32 [ 0, %137 ], [ %24, %133 ]
  %155 = phi i32 [ %140, %137 ], [ %124, %133 ]
  %156 = phi i32 [ %142, %137 ], [ %125, %133 ]
  %157 = phi i32 [ %144, %137 ], [ %126, %133 ]
  %158 = phi i32 [ %146, %137 ], [ %127, %133 ]
  %159 = phi i32 [ %148, %137 ], [ %128, %133 ]
  %160 = phi i32 [ %150, %137 ], [ %129, %133 ]
  %161 = phi i32 [ %152, %137 ], [ %130, %133 ]
  %162 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %8, i64 0, i32 1, i32 0
  store i32 %155, i32* %162, align 4, !tbaa.struct !99
  %163 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %8, i64 0, i32 1, i32 1
  store i32 %156, i32* %163, align 8, !tbaa.struct !100
  %164 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %8, i64 0, i32 1, i32 2
  store i32 %157, i32* %164, align 4, !tbaa.struct !101
  %165 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %8, i64 0, i32 1, i32 3
  store i32 %158, i32* %165, align 8, !tbaa.struct !102
  %166 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %8, i64 0, i32 1, i32 4
  store i32 %159, i32* %166, align 4, !tbaa.struct !103
  %167 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %8, i64 0, i32 1, i32 5
  store i32 %160, i32* %167, align 8, !tbaa.struct !104
  %168 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %8, i64 0, i32 1, i32 6
  store i32 %161, i32* %168, align 4, !tbaa.struct !105
  %169 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %8, i64 0, i32 20
  %170 = load i32, i32* %169, align 8, !tbaa !137
  %171 = icmp eq i32 %170, 0
  br i1 %171, label %172, label %178

172:                                              ; preds = %153
  %173 = add i32 %161, -6
  %174 = icmp ult i32 %173, -3
  br i1 %174, label %178, label %175

175:                                              ; preds = %172
  %176 = icmp ugt i32 %155, 17
  %177 = select i1 %176, i32 1, i32 2
  br label %178

178:                                              ; preds = %175, %172, %153
  %179 = phi i32 [ %177, %175 ], [ %170, %153 ], [ 2, %172 ]
  store i32 %179, i32* %169, align 8, !tbaa !137
  %180 = load i8* (i8*, i64)*, i8* (i8*, i64)** %15, align 8, !tbaa.struct !16
  %181 = load void (i8*, i8*)*, void (i8*, i8*)** %18, align 8, !tbaa.struct !32
  %182 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %5, i64 0, i32 2
  %183 = load i8*, i8** %182, align 8, !tbaa.struct !19
  %184 = icmp eq i8* (i8*, i64)* %180, null
  %185 = icmp eq void (i8*, i8*)* %181, null
  %186 = xor i1 %184, %185
  br i1 %186, label %288, label %187

187:                                              ; preds = %178
  %188 = icmp eq i32 %154, 0
  br i1 %188, label %189, label %196

189:                                              ; preds = %187
  %190 = icmp eq i32 %161, 1
  br i1 %190, label %200, label %191

191:                                              ; preds = %189
  %192 = add i32 %161, -3
  %193 = icmp ult i32 %192, 3
  %194 = icmp eq i32 %179, 1
  %195 = and i1 %193, %194
  br i1 %195, label %200, label %196

196:                                              ; preds = %191, %187
  %197 = zext i32 %156 to i64
  %198 = shl i64 4, %197
  %199 = add i64 %198, 128
  br label %200

200:                                              ; preds = %196, %191, %189
  %201 = phi i64 [ %199, %196 ], [ 128, %191 ], [ 128, %189 ]
  %202 = zext i32 %157 to i64
  %203 = shl nuw i64 1, %202
  %204 = add i32 %161, -6
  %205 = icmp ult i32 %204, -3
  %206 = icmp ne i32 %179, 1
  %207 = or i1 %205, %206
  %208 = add nuw i64 %203, 63
  %209 = and i64 %208, -64
  %210 = select i1 %207, i64 0, i64 %209
  %211 = shl i64 %203, 2
  %212 = icmp eq i32 %2, 1
  %213 = add i64 %1, 14791
  %214 = and i64 %213, -8
  %215 = select i1 %212, i64 14784, i64 %214
  %216 = add i64 %211, %215
  %217 = add i64 %216, %210
  %218 = add i64 %217, %201
  br i1 %184, label %221, label %219

219:                                              ; preds = %200
  %220 = tail call i8* %180(i8* noundef %183, i64 noundef %218) #27
  br label %223

221:                                              ; preds = %200
  %222 = tail call noalias i8* @malloc(i64 noundef %218) #27
  br label %223

223:                                              ; preds = %221, %219
  %224 = phi i8* [ %220, %219 ], [ %222, %221 ]
  %225 = icmp eq i8* %224, null
  br i1 %225, label %288, label %226

226:                                              ; preds = %223
  %227 = getelementptr inbounds i8, i8* %224, i64 %218
  %228 = ptrtoint i8* %227 to i64
  %229 = and i64 %228, -64
  %230 = inttoptr i64 %229 to i8*
  %231 = getelementptr inbounds i8, i8* %224, i64 6080
  %232 = icmp sgt i64 %218, 6079
  tail call void @llvm.assume(i1 %232) #27
  %233 = bitcast i8* %224 to %struct.ZSTD_CDict_s*
  %234 = getelementptr inbounds i8, i8* %224, i64 32
  %235 = bitcast i8* %234 to i8**
  store i8* %224, i8** %235, align 8, !tbaa.struct !271
  %236 = getelementptr inbounds i8, i8* %224, i64 40
  %237 = bitcast i8* %236 to i8**
  store i8* %227, i8** %237, align 8, !tbaa.struct !272
  %238 = getelementptr inbounds i8, i8* %224, i64 48
  %239 = bitcast i8* %238 to i8**
  store i8* %231, i8** %239, align 8, !tbaa.struct !273
  %240 = getelementptr inbounds i8, i8* %224, i64 56
  %241 = bitcast i8* %240 to i8**
  store i8* %231, i8** %241, align 8, !tbaa.struct !274
  %242 = getelementptr inbounds i8, i8* %224, i64 64
  %243 = bitcast i8* %242 to i8**
  store i8* %231, i8** %243, align 8, !tbaa.struct !275
  %244 = getelementptr inbounds i8, i8* %224, i64 72
  %245 = bitcast i8* %244 to i8**
  store i8* %230, i8** %245, align 8, !tbaa.struct !276
  %246 = getelementptr inbounds i8, i8* %224, i64 80
  %247 = bitcast i8* %246 to i8**
  store i8* %230, i8** %247, align 8, !tbaa.struct !277
  %248 = getelementptr inbounds i8, i8* %224, i64 88
  store i8 0, i8* %248, align 8, !tbaa.struct !278
  %249 = getelementptr inbounds i8, i8* %224, i64 92
  %250 = bitcast i8* %249 to i32*
  store i32 0, i32* %250, align 4, !tbaa.struct !279
  %251 = getelementptr inbounds i8, i8* %224, i64 96
  %252 = bitcast i8* %251 to i32*
  store i32 0, i32* %252, align 8, !tbaa.struct !280
  %253 = getelementptr inbounds i8, i8* %224, i64 100
  %254 = bitcast i8* %253 to i32*
  store i32 0, i32* %254, align 4, !tbaa.struct !105
  %255 = getelementptr inbounds i8, i8* %224, i64 6040
  %256 = bitcast i8* %255 to i8* (i8*, i64)**
  store i8* (i8*, i64)* %180, i8* (i8*, i64)** %256, align 8, !tbaa.struct !16
  %257 = getelementptr inbounds i8, i8* %224, i64 6048
  %258 = bitcast i8* %257 to void (i8*, i8*)**
  store void (i8*, i8*)* %181, void (i8*, i8*)** %258, align 8, !tbaa.struct !32
  %259 = getelementptr inbounds i8, i8* %224, i64 6056
  %260 = bitcast i8* %259 to i8**
  store i8* %183, i8** %260, align 8, !tbaa.struct !19
  %261 = getelementptr inbounds i8, i8* %224, i64 6068
  %262 = bitcast i8* %261 to i32*
  store i32 0, i32* %262, align 4, !tbaa !232
  %263 = getelementptr inbounds i8, i8* %224, i64 6072
  %264 = bitcast i8* %263 to i32*
  store i32 %179, i32* %264, align 8, !tbaa !281
  %265 = bitcast %struct.ZSTD_CCtx_params_s* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 216, i8* nonnull %265) #27
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %265, i8* noundef nonnull align 8 dereferenceable(216) %13, i64 216, i1 false), !tbaa.struct !224
  %266 = call fastcc i64 @ZSTD_initCDict_internal(%struct.ZSTD_CDict_s* noundef nonnull %233, i8* noundef %0, i64 noundef %1, i32 noundef signext %2, i32 noundef signext %3, %struct.ZSTD_CCtx_params_s* noundef nonnull %12)
  call void @llvm.lifetime.end.p0i8(i64 216, i8* nonnull %265) #27
  %267 = icmp ult i64 %266, -119
  br i1 %267, label %288, label %268

268:                                              ; preds = %226
  %269 = load void (i8*, i8*)*, void (i8*, i8*)** %258, align 8, !tbaa.struct !32
  %270 = load i8*, i8** %260, align 8, !tbaa.struct !19
  %271 = load i8*, i8** %235, align 8, !tbaa !87
  %272 = icmp ugt i8* %271, %224
  br i1 %272, label %276, label %273

273:                                              ; preds = %268
  %274 = load i8*, i8** %237, align 8, !tbaa !88
  %275 = icmp ugt i8* %274, %224
  br label %276

276:                                              ; preds = %273, %268
  %277 = phi i1 [ false, %268 ], [ %275, %273 ]
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %234, i8 0, i64 72, i1 false) #27
  %278 = icmp eq i8* %271, null
  br i1 %278, label %282, label %279

279:                                              ; preds = %276
  %280 = icmp eq void (i8*, i8*)* %269, null
  br i1 %280, label %283, label %281

281:                                              ; preds = %279
  tail call void %269(i8* noundef %270, i8* noundef nonnull %271) #27
  br label %282

282:                                              ; preds = %281, %276
  br i1 %277, label %288, label %284

283:                                              ; preds = %279
  tail call void @free(i8* noundef nonnull %271) #27
  br i1 %277, label %288, label %287

284:                                              ; preds = %282
  %285 = icmp eq void (i8*, i8*)* %269, null
  br i1 %285, label %287, label %286

286:                                              ; preds = %284
  tail call void %269(i8* noundef %270, i8* noundef nonnull %224) #27
  br label %288

287:                                              ; preds = %284, %283
  tail call void @free(i8* noundef nonnull %224) #27
  br label %288

288:                                              ; preds = %287, %286, %283, %282, %226, %223, %178, %6
  %289 = phi %struct.ZSTD_CDict_s* [ null, %6 ], [ %233, %226 ], [ null, %282 ], [ null, %283 ], [ null, %286 ], [ null, %287 ], [ null, %178 ], [ null, %223 ]
  call void @llvm.lifetime.end.p0i8(i64 216, i8* nonnull %13) #27
  ret %struct.ZSTD_CDict_s* %289
}

; Function Attrs: nounwind
declare dso_local %struct.ZSTDMT_CCtx_s* @ZSTDMT_createCCtx_advanced(i32 noundef signext, %struct.ZSTD_customMem* nocapture noundef readonly, %struct.POOL_ctx_s* noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare dso_local i64 @ZSTDMT_initCStream_internal(%struct.ZSTDMT_CCtx_s* noundef, i8* noundef, i64 noundef, i32 noundef signext, %struct.ZSTD_CDict_s* noundef, %struct.ZSTD_CCtx_params_s* nocapture noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
define hidden fastcc %struct.ZSTDMT_bufferPool_s* @ZSTDMT_createBufferPool(i32 noundef signext %0, %struct.ZSTD_customMem* nocapture noundef readonly %1) unnamed_addr #6 {
  %3 = bitcast %struct.ZSTD_customMem* %1 to i8*
  %4 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %1, i64 0, i32 0
  %5 = load i8* (i8*, i64)*, i8* (i8*, i64)** %4, align 8, !tbaa.struct !16
  %6 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %1, i64 0, i32 1
  %7 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %1, i64 0, i32 2
  %8 = icmp eq i8* (i8*, i64)* %5, null
  br i1 %8, label %12, label %9

9:                                                ; preds = %2
  %10 = load i8*, i8** %7, align 8, !tbaa.struct !19
  %11 = tail call i8* %5(i8* noundef %10, i64 noundef 88) #27
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(88) %11, i8 0, i64 88, i1 false) #27
  br label %15

12:                                               ; preds = %2
  %13 = tail call noalias dereferenceable_or_null(88) i8* @calloc(i64 noundef 1, i64 noundef 88) #27
  %14 = icmp eq i8* %13, null
  br i1 %14, label %51, label %15

15:                                               ; preds = %12, %9
  %16 = phi i8* [ %11, %9 ], [ %13, %12 ]
  %17 = bitcast i8* %16 to %struct.ZSTDMT_bufferPool_s*
  %18 = bitcast i8* %16 to %union.pthread_mutex_t*
  %19 = tail call signext i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef nonnull %18, %union.pthread_mutexattr_t* noundef null) #27
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %27, label %21

21:                                               ; preds = %15
  %22 = load void (i8*, i8*)*, void (i8*, i8*)** %6, align 8, !tbaa.struct !32
  %23 = icmp eq void (i8*, i8*)* %22, null
  br i1 %23, label %26, label %24

24:                                               ; preds = %21
  %25 = load i8*, i8** %7, align 8, !tbaa.struct !19
  tail call void %22(i8* noundef %25, i8* noundef nonnull %16) #27
  br label %51

26:                                               ; preds = %21
  tail call void @free(i8* noundef nonnull %16) #27
  br label %51

27:                                               ; preds = %15
  %28 = zext i32 %0 to i64
  %29 = shl nuw nsw i64 %28, 4
  %30 = load i8* (i8*, i64)*, i8* (i8*, i64)** %4, align 8, !tbaa.struct !16
  %31 = icmp eq i8* (i8*, i64)* %30, null
  br i1 %31, label %35, label %32

32:                                               ; preds = %27
  %33 = load i8*, i8** %7, align 8, !tbaa.struct !19
  %34 = tail call i8* %30(i8* noundef %33, i64 noundef %29) #27
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %34, i8 0, i64 %29, i1 false) #27
  br label %37

35:                                               ; preds = %27
  %36 = tail call noalias i8* @calloc(i64 noundef 1, i64 noundef %29) #27
  br label %37

37:                                               ; preds = %35, %32
  %38 = phi i8* [ %34, %32 ], [ %36, %35 ]
  %39 = getelementptr inbounds i8, i8* %16, i64 80
  %40 = bitcast i8* %39 to i8**
  store i8* %38, i8** %40, align 8, !tbaa !282
  %41 = icmp eq i8* %38, null
  br i1 %41, label %42, label %43

42:                                               ; preds = %37
  tail call fastcc void @ZSTDMT_freeBufferPool(%struct.ZSTDMT_bufferPool_s* noundef nonnull %17)
  br label %51

43:                                               ; preds = %37
  %44 = getelementptr inbounds i8, i8* %16, i64 40
  %45 = bitcast i8* %44 to i64*
  store i64 65536, i64* %45, align 8, !tbaa !284
  %46 = getelementptr inbounds i8, i8* %16, i64 48
  %47 = bitcast i8* %46 to i32*
  store i32 %0, i32* %47, align 8, !tbaa !285
  %48 = getelementptr inbounds i8, i8* %16, i64 52
  %49 = bitcast i8* %48 to i32*
  store i32 0, i32* %49, align 4, !tbaa !286
  %50 = getelementptr inbounds i8, i8* %16, i64 56
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %50, i8* noundef nonnull align 8 dereferenceable(24) %3, i64 24, i1 false), !tbaa.struct !16
  br label %51

51:                                               ; preds = %43, %42, %26, %24, %12
  %52 = phi %struct.ZSTDMT_bufferPool_s* [ null, %42 ], [ %17, %43 ], [ null, %12 ], [ null, %24 ], [ null, %26 ]
  ret %struct.ZSTDMT_bufferPool_s* %52
}

; Function Attrs: nounwind
define hidden fastcc void @ZSTDMT_freeCCtxPool(%struct.ZSTDMT_CCtxPool* noundef %0) unnamed_addr #6 {
  %2 = icmp eq %struct.ZSTDMT_CCtxPool* %0, null
  br i1 %2, label %52, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.ZSTDMT_CCtxPool, %struct.ZSTDMT_CCtxPool* %0, i64 0, i32 0
  %5 = tail call signext i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef nonnull %4) #27
  %6 = getelementptr inbounds %struct.ZSTDMT_CCtxPool, %struct.ZSTDMT_CCtxPool* %0, i64 0, i32 4
  %7 = load %struct.ZSTD_CCtx_s**, %struct.ZSTD_CCtx_s*** %6, align 8, !tbaa !287
  %8 = icmp eq %struct.ZSTD_CCtx_s** %7, null
  br i1 %8, label %43, label %9

9:                                                ; preds = %3
  %10 = bitcast %struct.ZSTD_CCtx_s** %7 to i8*
  %11 = getelementptr inbounds %struct.ZSTDMT_CCtxPool, %struct.ZSTDMT_CCtxPool* %0, i64 0, i32 1
  %12 = load i32, i32* %11, align 8, !tbaa !289
  %13 = icmp sgt i32 %12, 0
  br i1 %13, label %14, label %32

14:                                               ; preds = %9
  %15 = load %struct.ZSTD_CCtx_s*, %struct.ZSTD_CCtx_s** %7, align 8, !tbaa !17
  %16 = tail call i64 @ZSTD_freeCCtx(%struct.ZSTD_CCtx_s* noundef %15)
  %17 = load i32, i32* %11, align 8, !tbaa !289
  %18 = icmp sgt i32 %17, 1
  br i1 %18, label %19, label %29, !llvm.loop !290

19:                                               ; preds = %19, %14
  %20 = phi i64 [ %25, %19 ], [ 1, %14 ]
  %21 = load %struct.ZSTD_CCtx_s**, %struct.ZSTD_CCtx_s*** %6, align 8, !tbaa !287
  %22 = getelementptr inbounds %struct.ZSTD_CCtx_s*, %struct.ZSTD_CCtx_s** %21, i64 %20
  %23 = load %struct.ZSTD_CCtx_s*, %struct.ZSTD_CCtx_s** %22, align 8, !tbaa !17
  %24 = tail call i64 @ZSTD_freeCCtx(%struct.ZSTD_CCtx_s* noundef %23)
  %25 = add nuw nsw i64 %20, 1
  %26 = load i32, i32* %11, align 8, !tbaa !289
  %27 = sext i32 %26 to i64
  %28 = icmp slt i64 %25, %27
  br i1 %28, label %19, label %29, !llvm.loop !290

29:                                               ; preds = %19, %14
  %30 = bitcast %struct.ZSTD_CCtx_s*** %6 to i8**
  %31 = load i8*, i8** %30, align 8, !tbaa !287
  br label %32

32:                                               ; preds = %29, %9
  %33 = phi i8* [ %31, %29 ], [ %10, %9 ]
  %34 = getelementptr inbounds %struct.ZSTDMT_CCtxPool, %struct.ZSTDMT_CCtxPool* %0, i64 0, i32 3, i32 1
  %35 = load void (i8*, i8*)*, void (i8*, i8*)** %34, align 8, !tbaa.struct !32
  %36 = getelementptr inbounds %struct.ZSTDMT_CCtxPool, %struct.ZSTDMT_CCtxPool* %0, i64 0, i32 3, i32 2
  %37 = load i8*, i8** %36, align 8, !tbaa.struct !19
  %38 = icmp eq i8* %33, null
  br i1 %38, label %43, label %39

39:                                               ; preds = %32
  %40 = icmp eq void (i8*, i8*)* %35, null
  br i1 %40, label %42, label %41

41:                                               ; preds = %39
  tail call void %35(i8* noundef %37, i8* noundef nonnull %33) #27
  br label %43

42:                                               ; preds = %39
  tail call void @free(i8* noundef nonnull %33) #27
  br label %43

43:                                               ; preds = %42, %41, %32, %3
  %44 = bitcast %struct.ZSTDMT_CCtxPool* %0 to i8*
  %45 = getelementptr inbounds %struct.ZSTDMT_CCtxPool, %struct.ZSTDMT_CCtxPool* %0, i64 0, i32 3, i32 1
  %46 = load void (i8*, i8*)*, void (i8*, i8*)** %45, align 8, !tbaa.struct !32
  %47 = icmp eq void (i8*, i8*)* %46, null
  br i1 %47, label %51, label %48

48:                                               ; preds = %43
  %49 = getelementptr inbounds %struct.ZSTDMT_CCtxPool, %struct.ZSTDMT_CCtxPool* %0, i64 0, i32 3, i32 2
  %50 = load i8*, i8** %49, align 8, !tbaa.struct !19
  tail call void %46(i8* noundef %50, i8* noundef nonnull %44) #27
  br label %52

51:                                               ; preds = %43
  tail call void @free(i8* noundef nonnull %44) #27
  br label %52

52:                                               ; preds = %51, %48, %1
  ret void
}

; Function Attrs: nofree nosync nounwind
declare hidden fastcc i64 @ZSTD_initCDict_internal(%struct.ZSTD_CDict_s* noundef, i8* noundef, i64 noundef, i32 noundef signext, i32 noundef signext, %struct.ZSTD_CCtx_params_s* nocapture noundef) unnamed_addr #1

; Function Attrs: nofree nosync nounwind
define dso_local i64 @ZSTD_mergeBlockDelimiters(%struct.ZSTD_Sequence* nocapture noundef %0, i64 noundef %1) local_unnamed_addr #1 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %35, label %4

4:                                                ; preds = %2
  %5 = add i64 %1, -1
  br label %6

6:                                                ; preds = %31, %4
  %7 = phi i64 [ 0, %4 ], [ %32, %31 ]
  %8 = phi i64 [ 0, %4 ], [ %33, %31 ]
  %9 = getelementptr inbounds %struct.ZSTD_Sequence, %struct.ZSTD_Sequence* %0, i64 %8
  %10 = getelementptr inbounds %struct.ZSTD_Sequence, %struct.ZSTD_Sequence* %9, i64 0, i32 0
  %11 = load i32, i32* %10, align 4, !tbaa !291
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %26

13:                                               ; preds = %6
  %14 = getelementptr inbounds %struct.ZSTD_Sequence, %struct.ZSTD_Sequence* %0, i64 %8, i32 2
  %15 = load i32, i32* %14, align 4, !tbaa !293
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %26

17:                                               ; preds = %13
  %18 = icmp eq i64 %8, %5
  br i1 %18, label %31, label %19

19:                                               ; preds = %17
  %20 = getelementptr inbounds %struct.ZSTD_Sequence, %struct.ZSTD_Sequence* %0, i64 %8, i32 1
  %21 = load i32, i32* %20, align 4, !tbaa !294
  %22 = add nuw i64 %8, 1
  %23 = getelementptr inbounds %struct.ZSTD_Sequence, %struct.ZSTD_Sequence* %0, i64 %22, i32 1
  %24 = load i32, i32* %23, align 4, !tbaa !294
  %25 = add i32 %24, %21
  store i32 %25, i32* %23, align 4, !tbaa !294
  br label %31

26:                                               ; preds = %13, %6
  %27 = getelementptr inbounds %struct.ZSTD_Sequence, %struct.ZSTD_Sequence* %0, i64 %7
  %28 = bitcast %struct.ZSTD_Sequence* %27 to i8*
  %29 = bitcast %struct.ZSTD_Sequence* %9 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(16) %28, i8* noundef nonnull align 4 dereferenceable(16) %29, i64 16, i1 false), !tbaa.struct !255
  %30 = add i64 %7, 1
  br label %31

31:                                               ; preds = %26, %19, %17
  %32 = phi i64 [ %7, %19 ], [ %7, %17 ], [ %30, %26 ]
  %33 = add nuw i64 %8, 1
  %34 = icmp eq i64 %33, %1
  br i1 %34, label %35, label %6, !llvm.loop !295

35:                                               ; preds = %31, %2
  %36 = phi i64 [ 0, %2 ], [ %32, %31 ]
  ret i64 %36
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local i64 @ZSTD_getBlockSize(%struct.ZSTD_CCtx_s* nocapture noundef readonly %0) local_unnamed_addr #22 {
  %2 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 1, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa.struct !99
  %4 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 27
  %5 = load i64, i64* %4, align 8, !tbaa !296
  %6 = zext i32 %3 to i64
  %7 = shl nuw i64 1, %6
  %8 = icmp ult i64 %5, %7
  %9 = select i1 %8, i64 %5, i64 %7
  ret i64 %9
}

; Function Attrs: nounwind
define dso_local i64 @ZSTD_compressBegin_advanced(%struct.ZSTD_CCtx_s* noundef %0, i8* noundef %1, i64 noundef %2, %struct.ZSTD_parameters* nocapture noundef readonly %3, i64 noundef %4) local_unnamed_addr #6 {
  %6 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %7 = bitcast %struct.ZSTD_CCtx_params_s* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 216, i8* nonnull %7) #27
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %7, i8 0, i64 216, i1 false) #27
  %8 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %6, i64 0, i32 1
  %9 = bitcast %struct.ZSTD_compressionParameters* %8 to i8*
  %10 = bitcast %struct.ZSTD_parameters* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(28) %9, i8* noundef nonnull align 4 dereferenceable(28) %10, i64 28, i1 false) #27, !tbaa.struct !99
  %11 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %6, i64 0, i32 2
  %12 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %3, i64 0, i32 1
  %13 = bitcast %struct.ZSTD_frameParameters* %11 to i8*
  %14 = bitcast %struct.ZSTD_frameParameters* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(12) %13, i8* noundef nonnull align 4 dereferenceable(12) %14, i64 12, i1 false) #27, !tbaa.struct !249
  %15 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %6, i64 0, i32 20
  %16 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %3, i64 0, i32 0, i32 6
  %17 = load i32, i32* %16, align 4, !tbaa !122
  %18 = add i32 %17, -6
  %19 = icmp ult i32 %18, -3
  br i1 %19, label %20, label %24

20:                                               ; preds = %5
  store i32 2, i32* %15, align 8, !tbaa !137
  %21 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %6, i64 0, i32 19
  %22 = icmp ugt i32 %17, 6
  br i1 %22, label %30, label %23

23:                                               ; preds = %20
  store i32 2, i32* %21, align 4, !tbaa !136
  br label %37

24:                                               ; preds = %5
  %25 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %3, i64 0, i32 0, i32 0
  %26 = load i32, i32* %25, align 4, !tbaa !120
  %27 = icmp ugt i32 %26, 17
  %28 = select i1 %27, i32 1, i32 2
  store i32 %28, i32* %15, align 8, !tbaa !137
  %29 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %6, i64 0, i32 19
  store i32 2, i32* %29, align 4, !tbaa !136
  br label %37

30:                                               ; preds = %20
  %31 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %3, i64 0, i32 0, i32 0
  %32 = load i32, i32* %31, align 4, !tbaa !120
  %33 = icmp ugt i32 %32, 16
  %34 = select i1 %33, i32 1, i32 2
  store i32 %34, i32* %21, align 4, !tbaa !136
  %35 = icmp ugt i32 %32, 26
  %36 = select i1 %35, i32 1, i32 2
  br label %37

37:                                               ; preds = %30, %24, %23
  %38 = phi i32 [ 2, %24 ], [ %36, %30 ], [ 2, %23 ]
  %39 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %6, i64 0, i32 13, i32 0
  store i32 %38, i32* %39, align 8, !tbaa !130
  %40 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %6, i64 0, i32 27
  store i64 131072, i64* %40, align 8, !tbaa !138
  %41 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %6, i64 0, i32 28
  store i32 2, i32* %41, align 8, !tbaa !139
  %42 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %6, i64 0, i32 1, i32 0
  %43 = load i32, i32* %42, align 4, !tbaa.struct !99
  %44 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %6, i64 0, i32 1, i32 1
  %45 = load i32, i32* %44, align 8, !tbaa.struct !100
  %46 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %6, i64 0, i32 1, i32 2
  %47 = load i32, i32* %46, align 4, !tbaa.struct !101
  %48 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %6, i64 0, i32 1, i32 3
  %49 = load i32, i32* %48, align 8, !tbaa.struct !102
  %50 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %6, i64 0, i32 1, i32 4
  %51 = load i32, i32* %50, align 4, !tbaa.struct !103
  %52 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %6, i64 0, i32 1, i32 5
  %53 = load i32, i32* %52, align 8, !tbaa.struct !104
  %54 = add i32 %43, -32
  %55 = icmp ult i32 %54, -22
  %56 = add i32 %45, -31
  %57 = icmp ult i32 %56, -25
  %58 = select i1 %55, i1 true, i1 %57
  %59 = add i32 %47, -31
  %60 = icmp ult i32 %59, -25
  %61 = select i1 %58, i1 true, i1 %60
  %62 = add i32 %49, -31
  %63 = icmp ult i32 %62, -30
  %64 = select i1 %61, i1 true, i1 %63
  %65 = add i32 %51, -8
  %66 = icmp ult i32 %65, -5
  %67 = select i1 %64, i1 true, i1 %66
  %68 = icmp ugt i32 %53, 131072
  %69 = select i1 %67, i1 true, i1 %68
  br i1 %69, label %125, label %70

70:                                               ; preds = %37
  %71 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %6, i64 0, i32 1, i32 6
  %72 = load i32, i32* %71, align 4, !tbaa.struct !105
  %73 = add i32 %72, -10
  %74 = icmp ult i32 %73, -9
  br i1 %74, label %125, label %75

75:                                               ; preds = %70
  %76 = call fastcc i64 @ZSTD_resetCCtx_internal(%struct.ZSTD_CCtx_s* noundef %0, %struct.ZSTD_CCtx_params_s* noundef nonnull %6, i64 noundef %4, i64 noundef %2, i32 noundef signext 0, i32 noundef signext 0) #27
  %77 = icmp ult i64 %76, -119
  br i1 %77, label %78, label %125

78:                                               ; preds = %75
  %79 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 0
  %80 = load %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t** %79, align 8, !tbaa !297
  %81 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2
  %82 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 21
  %83 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 8
  %84 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4
  %85 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 26
  %86 = bitcast i32** %85 to i8**
  %87 = load i8*, i8** %86, align 8, !tbaa !298
  %88 = icmp eq i8* %1, null
  %89 = icmp ult i64 %2, 8
  %90 = or i1 %88, %89
  br i1 %90, label %121, label %91

91:                                               ; preds = %78
  %92 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %80, i64 0, i32 1, i64 0
  store i32 1, i32* %92, align 4, !tbaa !6
  %93 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %80, i64 0, i32 1, i64 1
  store i32 4, i32* %93, align 4, !tbaa !6
  %94 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %80, i64 0, i32 1, i64 2
  store i32 8, i32* %94, align 4, !tbaa !6
  %95 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %80, i64 0, i32 0, i32 0, i32 1
  store i32 0, i32* %95, align 8, !tbaa !179
  %96 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %80, i64 0, i32 0, i32 1, i32 3
  store i32 0, i32* %96, align 4, !tbaa !180
  %97 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %80, i64 0, i32 0, i32 1, i32 4
  store i32 0, i32* %97, align 8, !tbaa !181
  %98 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %80, i64 0, i32 0, i32 1, i32 5
  store i32 0, i32* %98, align 4, !tbaa !182
  %99 = bitcast i8* %1 to i32*
  %100 = load i32, i32* %99, align 1, !tbaa !6
  %101 = icmp eq i32 %100, -332356553
  br i1 %101, label %103, label %102

102:                                              ; preds = %91
  tail call fastcc void @ZSTD_loadDictionaryContent(%struct.ZSTD_matchState_t* noundef nonnull %81, %struct.ldmState_t* noundef nonnull %82, %struct.ZSTD_cwksp* noundef nonnull %83, %struct.ZSTD_CCtx_params_s* noundef nonnull %84, i8* noundef nonnull %1, i64 noundef %2, i32 noundef signext 0, i32 noundef signext 0) #27
  br label %121

103:                                              ; preds = %91
  %104 = getelementptr inbounds i8, i8* %1, i64 %2
  %105 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 2, i32 2
  %106 = load i32, i32* %105, align 8, !tbaa !299
  %107 = icmp eq i32 %106, 0
  br i1 %107, label %108, label %112

108:                                              ; preds = %103
  %109 = getelementptr inbounds i8, i8* %1, i64 4
  %110 = bitcast i8* %109 to i32*
  %111 = load i32, i32* %110, align 1, !tbaa !6
  br label %112

112:                                              ; preds = %108, %103
  %113 = phi i32 [ %111, %108 ], [ 0, %103 ]
  %114 = tail call i64 @ZSTD_loadCEntropy(%struct.ZSTD_compressedBlockState_t* noundef nonnull %80, i8* noundef %87, i8* noundef nonnull %1, i64 noundef %2) #27
  %115 = icmp ult i64 %114, -119
  br i1 %115, label %116, label %125

116:                                              ; preds = %112
  %117 = getelementptr inbounds i8, i8* %1, i64 %114
  %118 = ptrtoint i8* %104 to i64
  %119 = ptrtoint i8* %117 to i64
  %120 = sub i64 %118, %119
  tail call fastcc void @ZSTD_loadDictionaryContent(%struct.ZSTD_matchState_t* noundef nonnull %81, %struct.ldmState_t* noundef null, %struct.ZSTD_cwksp* noundef nonnull %83, %struct.ZSTD_CCtx_params_s* noundef nonnull %84, i8* noundef %117, i64 noundef %120, i32 noundef signext 0, i32 noundef signext 0) #27
  br label %121

121:                                              ; preds = %116, %102, %78
  %122 = phi i32 [ 0, %78 ], [ %113, %116 ], [ 0, %102 ]
  %123 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 6
  store i32 %122, i32* %123, align 8, !tbaa !300
  %124 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 7
  store i64 %2, i64* %124, align 8, !tbaa !241
  br label %125

125:                                              ; preds = %121, %112, %75, %70, %37
  %126 = phi i64 [ -42, %70 ], [ -42, %37 ], [ 0, %121 ], [ %76, %75 ], [ %114, %112 ]
  call void @llvm.lifetime.end.p0i8(i64 216, i8* nonnull %7) #27
  ret i64 %126
}

; Function Attrs: nounwind
define dso_local i64 @ZSTD_compress_advanced_internal(%struct.ZSTD_CCtx_s* noundef %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i8* noundef %5, i64 noundef %6, %struct.ZSTD_CCtx_params_s* nocapture noundef readonly %7) local_unnamed_addr #6 {
  %9 = tail call fastcc i64 @ZSTD_resetCCtx_internal(%struct.ZSTD_CCtx_s* noundef %0, %struct.ZSTD_CCtx_params_s* noundef %7, i64 noundef %4, i64 noundef %6, i32 noundef signext 0, i32 noundef signext 0) #27
  %10 = icmp ult i64 %9, -119
  br i1 %10, label %11, label %59

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 0
  %13 = load %struct.ZSTD_compressedBlockState_t*, %struct.ZSTD_compressedBlockState_t** %12, align 8, !tbaa !297
  %14 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 25, i32 2
  %15 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 21
  %16 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 8
  %17 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4
  %18 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 26
  %19 = bitcast i32** %18 to i8**
  %20 = load i8*, i8** %19, align 8, !tbaa !298
  %21 = icmp eq i8* %5, null
  %22 = icmp ult i64 %6, 8
  %23 = or i1 %21, %22
  br i1 %23, label %54, label %24

24:                                               ; preds = %11
  %25 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %13, i64 0, i32 1, i64 0
  store i32 1, i32* %25, align 4, !tbaa !6
  %26 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %13, i64 0, i32 1, i64 1
  store i32 4, i32* %26, align 4, !tbaa !6
  %27 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %13, i64 0, i32 1, i64 2
  store i32 8, i32* %27, align 4, !tbaa !6
  %28 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %13, i64 0, i32 0, i32 0, i32 1
  store i32 0, i32* %28, align 8, !tbaa !179
  %29 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %13, i64 0, i32 0, i32 1, i32 3
  store i32 0, i32* %29, align 4, !tbaa !180
  %30 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %13, i64 0, i32 0, i32 1, i32 4
  store i32 0, i32* %30, align 8, !tbaa !181
  %31 = getelementptr inbounds %struct.ZSTD_compressedBlockState_t, %struct.ZSTD_compressedBlockState_t* %13, i64 0, i32 0, i32 1, i32 5
  store i32 0, i32* %31, align 4, !tbaa !182
  %32 = bitcast i8* %5 to i32*
  %33 = load i32, i32* %32, align 1, !tbaa !6
  %34 = icmp eq i32 %33, -332356553
  br i1 %34, label %36, label %35

35:                                               ; preds = %24
  tail call fastcc void @ZSTD_loadDictionaryContent(%struct.ZSTD_matchState_t* noundef nonnull %14, %struct.ldmState_t* noundef nonnull %15, %struct.ZSTD_cwksp* noundef nonnull %16, %struct.ZSTD_CCtx_params_s* noundef nonnull %17, i8* noundef nonnull %5, i64 noundef %6, i32 noundef signext 0, i32 noundef signext 0) #27
  br label %54

36:                                               ; preds = %24
  %37 = getelementptr inbounds i8, i8* %5, i64 %6
  %38 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 2, i32 2
  %39 = load i32, i32* %38, align 8, !tbaa !299
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %45

41:                                               ; preds = %36
  %42 = getelementptr inbounds i8, i8* %5, i64 4
  %43 = bitcast i8* %42 to i32*
  %44 = load i32, i32* %43, align 1, !tbaa !6
  br label %45

45:                                               ; preds = %41, %36
  %46 = phi i32 [ %44, %41 ], [ 0, %36 ]
  %47 = tail call i64 @ZSTD_loadCEntropy(%struct.ZSTD_compressedBlockState_t* noundef nonnull %13, i8* noundef %20, i8* noundef nonnull %5, i64 noundef %6) #27
  %48 = icmp ult i64 %47, -119
  br i1 %48, label %49, label %59

49:                                               ; preds = %45
  %50 = getelementptr inbounds i8, i8* %5, i64 %47
  %51 = ptrtoint i8* %37 to i64
  %52 = ptrtoint i8* %50 to i64
  %53 = sub i64 %51, %52
  tail call fastcc void @ZSTD_loadDictionaryContent(%struct.ZSTD_matchState_t* noundef nonnull %14, %struct.ldmState_t* noundef null, %struct.ZSTD_cwksp* noundef nonnull %16, %struct.ZSTD_CCtx_params_s* noundef nonnull %17, i8* noundef %50, i64 noundef %53, i32 noundef signext 0, i32 noundef signext 0) #27
  br label %54

54:                                               ; preds = %49, %35, %11
  %55 = phi i32 [ 0, %11 ], [ %46, %49 ], [ 0, %35 ]
  %56 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 6
  store i32 %55, i32* %56, align 8, !tbaa !300
  %57 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 7
  store i64 %6, i64* %57, align 8, !tbaa !241
  %58 = tail call i64 @ZSTD_compressEnd_public(%struct.ZSTD_CCtx_s* noundef nonnull %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4)
  br label %59

59:                                               ; preds = %54, %45, %8
  %60 = phi i64 [ %58, %54 ], [ %47, %45 ], [ %9, %8 ]
  ret i64 %60
}

; Function Attrs: nounwind
define dso_local i64 @ZSTD_compress_usingDict(%struct.ZSTD_CCtx_s* noundef %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i8* noundef %5, i64 noundef %6, i32 noundef signext %7) local_unnamed_addr #6 {
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
  br i1 %32, label %37, label %33

33:                                               ; preds = %31
  %34 = icmp ult i32 %7, 22
  %35 = select i1 %34, i32 %7, i32 22
  %36 = zext i32 %35 to i64
  br label %37

37:                                               ; preds = %33, %31, %20
  %38 = phi i64 [ 3, %20 ], [ 0, %31 ], [ %36, %33 ]
  %39 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %29, i64 %38, i32 5
  %40 = load i32, i32* %39, align 4, !tbaa.struct !104, !noalias !301
  %41 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %29, i64 %38, i32 6
  %42 = load i32, i32* %41, align 4, !tbaa.struct !105, !noalias !301
  %43 = icmp slt i32 %7, 0
  %44 = icmp ugt i32 %7, -131072
  %45 = select i1 %44, i32 %7, i32 -131072
  %46 = sub nsw i32 0, %45
  %47 = select i1 %43, i32 %46, i32 %40
  %48 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %29, i64 %38, i32 0
  %49 = load i32, i32* %48, align 4, !noalias !301
  %50 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %29, i64 %38, i32 1
  %51 = load i32, i32* %50, align 4, !noalias !301
  %52 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %29, i64 %38, i32 2
  %53 = load i32, i32* %52, align 4, !noalias !301
  %54 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %29, i64 %38, i32 3
  %55 = load i32, i32* %54, align 4, !noalias !301
  %56 = getelementptr inbounds [4 x [23 x %struct.ZSTD_compressionParameters]], [4 x [23 x %struct.ZSTD_compressionParameters]]* @ZSTD_defaultCParameters, i64 0, i64 %29, i64 %38, i32 4
  %57 = load i32, i32* %56, align 4, !noalias !301
  %58 = icmp ult i64 %4, 1073741825
  %59 = icmp ult i64 %10, 1073741825
  %60 = and i1 %58, %59
  br i1 %60, label %61, label %73

61:                                               ; preds = %37
  %62 = add nuw nsw i64 %10, %4
  %63 = trunc i64 %62 to i32
  %64 = icmp ult i32 %63, 64
  br i1 %64, label %69, label %65

65:                                               ; preds = %61
  %66 = add i32 %63, -1
  %67 = tail call i32 @llvm.ctlz.i32(i32 %66, i1 true) #27, !range !10
  %68 = sub nuw nsw i32 32, %67
  br label %69

69:                                               ; preds = %65, %61
  %70 = phi i32 [ %68, %65 ], [ 6, %61 ]
  %71 = icmp ugt i32 %49, %70
  %72 = select i1 %71, i32 %70, i32 %49
  br label %74

73:                                               ; preds = %37
  br i1 %11, label %101, label %74

74:                                               ; preds = %73, %69
  %75 = phi i32 [ %49, %73 ], [ %72, %69 ]
  br i1 %12, label %89, label %76

76:                                               ; preds = %74
  %77 = zext i32 %75 to i64
  %78 = shl nuw i64 1, %77
  %79 = add i64 %78, %10
  %80 = add i64 %10, %4
  %81 = icmp ult i64 %78, %80
  br i1 %81, label %82, label %89

82:                                               ; preds = %76
  %83 = icmp ugt i64 %79, 2147483647
  br i1 %83, label %89, label %84

84:                                               ; preds = %82
  %85 = trunc i64 %79 to i32
  %86 = add nsw i32 %85, -1
  %87 = tail call i32 @llvm.ctlz.i32(i32 %86, i1 true) #27, !range !10
  %88 = sub nuw nsw i32 32, %87
  br label %89

89:                                               ; preds = %84, %82, %76, %74
  %90 = phi i32 [ %75, %74 ], [ %88, %84 ], [ %75, %76 ], [ 31, %82 ]
  %91 = icmp ugt i32 %42, 5
  %92 = sext i1 %91 to i32
  %93 = add i32 %51, %92
  %94 = add i32 %90, 1
  %95 = icmp ugt i32 %53, %94
  %96 = select i1 %95, i32 %94, i32 %53
  %97 = icmp ult i32 %90, %93
  br i1 %97, label %98, label %101

98:                                               ; preds = %89
  %99 = zext i1 %91 to i32
  %100 = add nuw i32 %90, %99
  br label %101

101:                                              ; preds = %98, %89, %73
  %102 = phi i32 [ %75, %98 ], [ %75, %89 ], [ %49, %73 ]
  %103 = phi i32 [ %100, %98 ], [ %51, %89 ], [ %51, %73 ]
  %104 = phi i32 [ %96, %98 ], [ %96, %89 ], [ %53, %73 ]
  %105 = icmp ugt i32 %102, 10
  %106 = select i1 %105, i32 %102, i32 10
  %107 = add i32 %42, -6
  %108 = icmp ult i32 %107, -3
  br i1 %108, label %117, label %109

109:                                              ; preds = %101
  %110 = icmp ult i32 %55, 6
  %111 = icmp ult i32 %55, 4
  %112 = add i32 %55, 24
  %113 = select i1 %110, i32 %112, i32 30
  %114 = select i1 %111, i32 28, i32 %113
  %115 = icmp ugt i32 %104, %114
  %116 = select i1 %115, i32 %114, i32 %104
  br label %117

117:                                              ; preds = %109, %101
  %118 = phi i32 [ %104, %101 ], [ %116, %109 ]
  %119 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5
  %120 = select i1 %30, i32 3, i32 %7
  %121 = bitcast %struct.ZSTD_CCtx_params_s* %119 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %121, i8 0, i64 216, i1 false) #27
  %122 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 1, i32 0
  store i32 %106, i32* %122, align 4, !tbaa.struct !99
  %123 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 1, i32 1
  store i32 %103, i32* %123, align 4, !tbaa.struct !100
  %124 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 1, i32 2
  store i32 %118, i32* %124, align 4, !tbaa.struct !101
  %125 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 1, i32 3
  store i32 %55, i32* %125, align 4, !tbaa.struct !102
  %126 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 1, i32 4
  store i32 %57, i32* %126, align 4, !tbaa.struct !103
  %127 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 1, i32 5
  store i32 %47, i32* %127, align 4, !tbaa.struct !104
  %128 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 1, i32 6
  store i32 %42, i32* %128, align 4, !tbaa.struct !105
  %129 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 2, i32 0
  store i32 1, i32* %129, align 8, !tbaa.struct !249
  %130 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 3
  store i32 %120, i32* %130, align 4, !tbaa !128
  %131 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 20
  br i1 %108, label %132, label %136

132:                                              ; preds = %117
  store i32 2, i32* %131, align 8, !tbaa !137
  %133 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 19
  %134 = icmp ugt i32 %42, 6
  br i1 %134, label %140, label %135

135:                                              ; preds = %132
  store i32 2, i32* %133, align 4, !tbaa !136
  br label %145

136:                                              ; preds = %117
  %137 = icmp ugt i32 %106, 17
  %138 = select i1 %137, i32 1, i32 2
  store i32 %138, i32* %131, align 8, !tbaa !137
  %139 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 19
  store i32 2, i32* %139, align 4, !tbaa !136
  br label %145

140:                                              ; preds = %132
  %141 = icmp ugt i32 %106, 16
  %142 = select i1 %141, i32 1, i32 2
  store i32 %142, i32* %133, align 4, !tbaa !136
  %143 = icmp ugt i32 %106, 26
  %144 = select i1 %143, i32 1, i32 2
  br label %145

145:                                              ; preds = %140, %136, %135
  %146 = phi i32 [ 2, %136 ], [ %144, %140 ], [ 2, %135 ]
  %147 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 13, i32 0
  store i32 %146, i32* %147, align 8, !tbaa !130
  %148 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 27
  store i64 131072, i64* %148, align 8, !tbaa !138
  %149 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 5, i32 28
  %150 = icmp slt i32 %120, 10
  %151 = select i1 %150, i32 2, i32 1
  store i32 %151, i32* %149, align 8, !tbaa !139
  %152 = tail call i64 @ZSTD_compress_advanced_internal(%struct.ZSTD_CCtx_s* noundef nonnull %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i8* noundef %5, i64 noundef %6, %struct.ZSTD_CCtx_params_s* noundef nonnull %119)
  ret i64 %152
}

; Function Attrs: nounwind
declare dso_local %struct.ZSTD_CDict_s* @ZSTD_createCDict(i8* noundef, i64 noundef, i32 noundef signext) local_unnamed_addr #6

; Function Attrs: nounwind
define hidden fastcc i64 @ZSTD_compressBegin_usingCDict_internal(%struct.ZSTD_CCtx_s* noundef %0, %struct.ZSTD_CDict_s* noundef %1, [2 x i64] %2, i64 noundef %3) unnamed_addr #6 {
  %5 = alloca %struct.ZSTD_CCtx_params_s, align 8
  %6 = alloca { i32, i32, i32, i32, i32 }, align 8
  %7 = alloca %struct.ZSTD_compressionParameters, align 4
  %8 = bitcast %struct.ZSTD_CCtx_params_s* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 216, i8* nonnull %8) #27
  %9 = icmp eq %struct.ZSTD_CDict_s* %1, null
  br i1 %9, label %95, label %10

10:                                               ; preds = %4
  %11 = extractvalue [2 x i64] %2, 1
  %12 = trunc i64 %11 to i32
  %13 = extractvalue [2 x i64] %2, 0
  %14 = bitcast { i32, i32, i32, i32, i32 }* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %14)
  %15 = icmp ult i64 %3, 131072
  br i1 %15, label %27, label %16

16:                                               ; preds = %10
  %17 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %1, i64 0, i32 1
  %18 = load i64, i64* %17, align 8, !tbaa !234
  %19 = mul i64 %18, 6
  %20 = icmp ugt i64 %19, %3
  %21 = icmp eq i64 %3, -1
  %22 = or i1 %21, %20
  br i1 %22, label %27, label %23

23:                                               ; preds = %16
  %24 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %1, i64 0, i32 9
  %25 = load i32, i32* %24, align 4, !tbaa !232
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %35

27:                                               ; preds = %23, %16, %10
  %28 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %1, i64 0, i32 5, i32 16, i32 0
  %29 = load i32, i32* %28, align 8, !tbaa.struct !99
  %30 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %1, i64 0, i32 5, i32 16, i32 1
  %31 = bitcast i32* %30 to i8*
  %32 = bitcast { i32, i32, i32, i32, i32 }* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(20) %32, i8* noundef nonnull align 4 dereferenceable(20) %31, i64 20, i1 false)
  %33 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %1, i64 0, i32 5, i32 16, i32 6
  %34 = load i32, i32* %33, align 8, !tbaa.struct !105
  br label %43

35:                                               ; preds = %23
  %36 = bitcast %struct.ZSTD_compressionParameters* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %36) #27
  call void @ZSTD_getCParams(%struct.ZSTD_compressionParameters* nonnull sret(%struct.ZSTD_compressionParameters) align 4 %7, i32 noundef signext %25, i64 noundef %3, i64 noundef %18)
  %37 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %7, i64 0, i32 0
  %38 = load i32, i32* %37, align 4, !tbaa.struct !99
  %39 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %7, i64 0, i32 1
  %40 = bitcast i32* %39 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(20) %14, i8* noundef nonnull align 4 dereferenceable(20) %40, i64 20, i1 false), !tbaa.struct !100
  %41 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %7, i64 0, i32 6
  %42 = load i32, i32* %41, align 4, !tbaa.struct !105
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %36) #27
  br label %43

43:                                               ; preds = %35, %27
  %44 = phi i32 [ %34, %27 ], [ %42, %35 ]
  %45 = phi i32 [ %29, %27 ], [ %38, %35 ]
  %46 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %1, i64 0, i32 9
  %47 = load i32, i32* %46, align 4, !tbaa !232
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %8, i8 0, i64 216, i1 false) #27
  %48 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 1, i32 0
  store i32 %45, i32* %48, align 4, !tbaa.struct !99
  %49 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 1, i32 1
  %50 = bitcast i32* %49 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(20) %50, i8* noundef nonnull align 8 dereferenceable(20) %14, i64 20, i1 false), !tbaa.struct !100
  %51 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 1, i32 6
  store i32 %44, i32* %51, align 4, !tbaa.struct !105
  %52 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 2
  %53 = bitcast %struct.ZSTD_frameParameters* %52 to i64*
  store i64 %13, i64* %53, align 8, !tbaa.struct !249
  %54 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 2, i32 2
  store i32 %12, i32* %54, align 8, !tbaa.struct !219
  %55 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 3
  store i32 %47, i32* %55, align 4, !tbaa !128
  %56 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 20
  %57 = add i32 %44, -6
  %58 = icmp ult i32 %57, -3
  br i1 %58, label %59, label %63

59:                                               ; preds = %43
  store i32 2, i32* %56, align 8, !tbaa !137
  %60 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 19
  %61 = icmp ugt i32 %44, 6
  br i1 %61, label %67, label %62

62:                                               ; preds = %59
  store i32 2, i32* %60, align 4, !tbaa !136
  br label %72

63:                                               ; preds = %43
  %64 = icmp ugt i32 %45, 17
  %65 = select i1 %64, i32 1, i32 2
  store i32 %65, i32* %56, align 8, !tbaa !137
  %66 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 19
  store i32 2, i32* %66, align 4, !tbaa !136
  br label %72

67:                                               ; preds = %59
  %68 = icmp ugt i32 %45, 16
  %69 = select i1 %68, i32 1, i32 2
  store i32 %69, i32* %60, align 4, !tbaa !136
  %70 = icmp ugt i32 %45, 26
  %71 = select i1 %70, i32 1, i32 2
  br label %72

72:                                               ; preds = %67, %63, %62
  %73 = phi i32 [ 2, %63 ], [ %71, %67 ], [ 2, %62 ]
  %74 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 13, i32 0
  store i32 %73, i32* %74, align 8, !tbaa !130
  %75 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 27
  store i64 131072, i64* %75, align 8, !tbaa !138
  %76 = getelementptr inbounds %struct.ZSTD_CCtx_params_s, %struct.ZSTD_CCtx_params_s* %5, i64 0, i32 28
  %77 = icmp slt i32 %47, 10
  %78 = select i1 %77, i32 2, i32 1
  store i32 %78, i32* %76, align 8, !tbaa !139
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %14)
  %79 = icmp eq i64 %3, -1
  br i1 %79, label %93, label %80

80:                                               ; preds = %72
  %81 = icmp ult i64 %3, 524288
  %82 = select i1 %81, i64 %3, i64 524288
  %83 = trunc i64 %82 to i32
  %84 = icmp ugt i32 %83, 1
  br i1 %84, label %85, label %89

85:                                               ; preds = %80
  %86 = add nsw i32 %83, -1
  %87 = tail call i32 @llvm.ctlz.i32(i32 %86, i1 true) #27, !range !10
  %88 = sub nuw nsw i32 32, %87
  br label %89

89:                                               ; preds = %85, %80
  %90 = phi i32 [ %88, %85 ], [ 1, %80 ]
  %91 = icmp ugt i32 %45, %90
  %92 = select i1 %91, i32 %45, i32 %90
  store i32 %92, i32* %48, align 4, !tbaa !107
  br label %93

93:                                               ; preds = %89, %72
  %94 = call fastcc i64 @ZSTD_compressBegin_internal(%struct.ZSTD_CCtx_s* noundef %0, i8* noundef null, i64 noundef 0, i32 noundef signext 0, i32 noundef signext 0, %struct.ZSTD_CDict_s* noundef nonnull %1, %struct.ZSTD_CCtx_params_s* noundef nonnull %5, i64 noundef %3, i32 noundef 0)
  br label %95

95:                                               ; preds = %93, %4
  %96 = phi i64 [ %94, %93 ], [ -32, %4 ]
  call void @llvm.lifetime.end.p0i8(i64 216, i8* nonnull %8) #27
  ret i64 %96
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare dso_local void @ZSTD_getCParams(%struct.ZSTD_compressionParameters* noalias nocapture writeonly sret(%struct.ZSTD_compressionParameters) align 4, i32 noundef signext, i64 noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: nounwind
define dso_local %struct.ZSTD_CCtx_s* @ZSTD_createCStream_advanced(%struct.ZSTD_customMem* nocapture noundef readonly %0) local_unnamed_addr #6 {
  %2 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %0, i64 0, i32 0
  %3 = load i8* (i8*, i64)*, i8* (i8*, i64)** %2, align 8, !tbaa.struct !16
  %4 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %0, i64 0, i32 1
  %5 = load void (i8*, i8*)*, void (i8*, i8*)** %4, align 8, !tbaa.struct !32
  %6 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %0, i64 0, i32 2
  %7 = load i8*, i8** %6, align 8, !tbaa.struct !19
  %8 = icmp eq i8* (i8*, i64)* %3, null
  %9 = icmp eq void (i8*, i8*)* %5, null
  %10 = xor i1 %8, %9
  br i1 %10, label %32, label %11

11:                                               ; preds = %1
  br i1 %8, label %14, label %12

12:                                               ; preds = %11
  %13 = tail call i8* %3(i8* noundef %7, i64 noundef 5248) #27
  br label %16

14:                                               ; preds = %11
  %15 = tail call noalias dereferenceable_or_null(5248) i8* @malloc(i64 noundef 5248) #27
  br label %16

16:                                               ; preds = %14, %12
  %17 = phi i8* [ %13, %12 ], [ %15, %14 ]
  %18 = bitcast i8* %17 to %struct.ZSTD_CCtx_s*
  %19 = icmp eq i8* %17, null
  br i1 %19, label %32, label %20

20:                                               ; preds = %16
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(5248) %17, i8 0, i64 5248, i1 false) #27
  %21 = getelementptr inbounds i8, i8* %17, i64 872
  %22 = bitcast i8* %21 to i8* (i8*, i64)**
  store i8* (i8*, i64)* %3, i8* (i8*, i64)** %22, align 8, !tbaa.struct !16
  %23 = getelementptr inbounds i8, i8* %17, i64 880
  %24 = bitcast i8* %23 to void (i8*, i8*)**
  store void (i8*, i8*)* %5, void (i8*, i8*)** %24, align 8, !tbaa.struct !32
  %25 = getelementptr inbounds i8, i8* %17, i64 888
  %26 = bitcast i8* %25 to i8**
  store i8* %7, i8** %26, align 8, !tbaa.struct !19
  tail call fastcc void @ZSTD_clearAllDicts(%struct.ZSTD_CCtx_s* noundef nonnull %18) #27
  %27 = getelementptr inbounds i8, i8* %17, i64 16
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %27, i8 0, i64 216, i1 false) #27
  %28 = getelementptr inbounds i8, i8* %17, i64 60
  %29 = bitcast i8* %28 to i32*
  store i32 3, i32* %29, align 4, !tbaa !128
  %30 = getelementptr inbounds i8, i8* %17, i64 48
  %31 = bitcast i8* %30 to i32*
  store i32 1, i32* %31, align 8, !tbaa !129
  br label %32

32:                                               ; preds = %20, %16, %1
  %33 = phi %struct.ZSTD_CCtx_s* [ null, %1 ], [ %18, %20 ], [ null, %16 ]
  ret %struct.ZSTD_CCtx_s* %33
}

; Function Attrs: nounwind
define dso_local i64 @ZSTD_initCStream_usingCDict(%struct.ZSTD_CCtx_s* nocapture noundef %0, %struct.ZSTD_CDict_s* noundef %1) local_unnamed_addr #6 {
  %3 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  store i32 0, i32* %3, align 8, !tbaa !106
  %4 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 10
  store i64 0, i64* %4, align 8, !tbaa !233
  tail call fastcc void @ZSTD_clearAllDicts(%struct.ZSTD_CCtx_s* noundef nonnull %0) #27
  %5 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 43
  store %struct.ZSTD_CDict_s* %1, %struct.ZSTD_CDict_s** %5, align 8, !tbaa !231
  ret i64 0
}

; Function Attrs: nounwind
define dso_local i64 @ZSTD_initCStream_advanced(%struct.ZSTD_CCtx_s* nocapture noundef %0, i8* noundef readonly %1, i64 noundef %2, %struct.ZSTD_parameters* nocapture noundef readonly %3, i64 noundef %4) local_unnamed_addr #6 {
  %6 = icmp eq i64 %4, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %5
  %8 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %3, i64 0, i32 1, i32 0
  %9 = load i32, i32* %8, align 4, !tbaa !306
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %13, label %11

11:                                               ; preds = %7, %5
  %12 = add i64 %4, 1
  br label %13

13:                                               ; preds = %11, %7
  %14 = phi i64 [ %12, %11 ], [ 0, %7 ]
  %15 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 37
  store i32 0, i32* %15, align 8, !tbaa !106
  %16 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 10
  store i64 %14, i64* %16, align 8, !tbaa !233
  %17 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %3, i64 0, i32 0, i32 0
  %18 = load i32, i32* %17, align 4, !tbaa.struct !99
  %19 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %3, i64 0, i32 0, i32 1
  %20 = load i32, i32* %19, align 4, !tbaa.struct !100
  %21 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %3, i64 0, i32 0, i32 2
  %22 = load i32, i32* %21, align 4, !tbaa.struct !101
  %23 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %3, i64 0, i32 0, i32 3
  %24 = load i32, i32* %23, align 4, !tbaa.struct !102
  %25 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %3, i64 0, i32 0, i32 4
  %26 = load i32, i32* %25, align 4, !tbaa.struct !103
  %27 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %3, i64 0, i32 0, i32 5
  %28 = load i32, i32* %27, align 4, !tbaa.struct !104
  %29 = add i32 %18, -32
  %30 = icmp ult i32 %29, -22
  %31 = add i32 %20, -31
  %32 = icmp ult i32 %31, -25
  %33 = select i1 %30, i1 true, i1 %32
  %34 = add i32 %22, -31
  %35 = icmp ult i32 %34, -25
  %36 = select i1 %33, i1 true, i1 %35
  %37 = add i32 %24, -31
  %38 = icmp ult i32 %37, -30
  %39 = select i1 %36, i1 true, i1 %38
  %40 = add i32 %26, -8
  %41 = icmp ult i32 %40, -5
  %42 = select i1 %39, i1 true, i1 %41
  %43 = icmp ugt i32 %28, 131072
  %44 = select i1 %42, i1 true, i1 %43
  br i1 %44, label %84, label %45

45:                                               ; preds = %13
  %46 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %3, i64 0, i32 0, i32 6
  %47 = load i32, i32* %46, align 4, !tbaa.struct !105
  %48 = add i32 %47, -10
  %49 = icmp ult i32 %48, -9
  br i1 %49, label %84, label %50

50:                                               ; preds = %45
  %51 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3, i32 1
  %52 = bitcast %struct.ZSTD_compressionParameters* %51 to i8*
  %53 = bitcast %struct.ZSTD_parameters* %3 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(28) %52, i8* noundef nonnull align 4 dereferenceable(28) %53, i64 28, i1 false) #27, !tbaa.struct !99
  %54 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3, i32 2
  %55 = getelementptr inbounds %struct.ZSTD_parameters, %struct.ZSTD_parameters* %3, i64 0, i32 1
  %56 = bitcast %struct.ZSTD_frameParameters* %54 to i8*
  %57 = bitcast %struct.ZSTD_frameParameters* %55 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(12) %56, i8* noundef nonnull align 4 dereferenceable(12) %57, i64 12, i1 false) #27, !tbaa.struct !249
  %58 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 3, i32 3
  store i32 0, i32* %58, align 4, !tbaa !128
  tail call fastcc void @ZSTD_clearAllDicts(%struct.ZSTD_CCtx_s* noundef nonnull %0) #27
  %59 = icmp eq i8* %1, null
  %60 = icmp eq i64 %2, 0
  %61 = or i1 %59, %60
  br i1 %61, label %84, label %62

62:                                               ; preds = %50
  %63 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 16
  %64 = load i64, i64* %63, align 8, !tbaa !308
  %65 = icmp eq i64 %64, 0
  br i1 %65, label %66, label %84

66:                                               ; preds = %62
  %67 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 14, i32 0
  %68 = load i8* (i8*, i64)*, i8* (i8*, i64)** %67, align 8, !tbaa.struct !16
  %69 = icmp eq i8* (i8*, i64)* %68, null
  br i1 %69, label %74, label %70

70:                                               ; preds = %66
  %71 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 14, i32 2
  %72 = load i8*, i8** %71, align 8, !tbaa.struct !19
  %73 = tail call i8* %68(i8* noundef %72, i64 noundef %2) #27
  br label %76

74:                                               ; preds = %66
  %75 = tail call noalias i8* @malloc(i64 noundef %2) #27
  br label %76

76:                                               ; preds = %74, %70
  %77 = phi i8* [ %73, %70 ], [ %75, %74 ]
  %78 = icmp eq i8* %77, null
  br i1 %78, label %84, label %79

79:                                               ; preds = %76
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %77, i8* nonnull align 1 %1, i64 %2, i1 false) #27
  %80 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 0
  store i8* %77, i8** %80, align 8, !tbaa !62
  %81 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 1
  store i8* %77, i8** %81, align 8, !tbaa !114
  %82 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 2
  store i64 %2, i64* %82, align 8, !tbaa !115
  %83 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 42, i32 3
  store i32 0, i32* %83, align 8, !tbaa !116
  br label %84

84:                                               ; preds = %79, %76, %62, %50, %45, %13
  %85 = phi i64 [ -42, %45 ], [ -42, %13 ], [ 0, %50 ], [ -64, %62 ], [ -64, %76 ], [ 0, %79 ]
  ret i64 %85
}

; Function Attrs: nounwind
define dso_local i64 @ZSTD_compressStream(%struct.ZSTD_CCtx_s* noundef %0, %struct.ZSTD_inBuffer_s* nocapture noundef %1, %struct.ZSTD_inBuffer_s* nocapture noundef %2) local_unnamed_addr #6 {
  %4 = tail call i64 @ZSTD_compressStream2(%struct.ZSTD_CCtx_s* noundef %0, %struct.ZSTD_inBuffer_s* noundef %1, %struct.ZSTD_inBuffer_s* noundef %2, i32 noundef signext 0)
  %5 = icmp ult i64 %4, -119
  br i1 %5, label %6, label %40

6:                                                ; preds = %3
  %7 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 9
  %8 = load i32, i32* %7, align 4, !tbaa !152
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %20

10:                                               ; preds = %6
  %11 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 45
  %12 = load %struct.ZSTDMT_CCtx_s*, %struct.ZSTDMT_CCtx_s** %11, align 8, !tbaa !98
  %13 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %12, i64 0, i32 6
  %14 = load i64, i64* %13, align 8, !tbaa !309
  %15 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %12, i64 0, i32 9, i32 2
  %16 = load i64, i64* %15, align 8, !tbaa !310
  %17 = sub i64 %14, %16
  %18 = icmp eq i64 %17, 0
  %19 = select i1 %18, i64 %14, i64 %17
  br label %40

20:                                               ; preds = %6
  %21 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 15
  %22 = load i32, i32* %21, align 4, !tbaa !242
  %23 = icmp eq i32 %22, 1
  br i1 %23, label %24, label %30

24:                                               ; preds = %20
  %25 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 9
  %26 = load i64, i64* %25, align 8, !tbaa !243
  %27 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 40
  %28 = load i64, i64* %27, align 8, !tbaa !311
  %29 = sub i64 %26, %28
  br label %40

30:                                               ; preds = %20
  %31 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 32
  %32 = load i64, i64* %31, align 8, !tbaa !312
  %33 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 31
  %34 = load i64, i64* %33, align 8, !tbaa !154
  %35 = sub i64 %32, %34
  %36 = icmp eq i64 %35, 0
  br i1 %36, label %37, label %40

37:                                               ; preds = %30
  %38 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 9
  %39 = load i64, i64* %38, align 8, !tbaa !243
  br label %40

40:                                               ; preds = %37, %30, %24, %10, %3
  %41 = phi i64 [ %4, %3 ], [ %19, %10 ], [ %29, %24 ], [ %39, %37 ], [ %35, %30 ]
  ret i64 %41
}

; Function Attrs: nounwind
define dso_local i64 @ZSTD_flushStream(%struct.ZSTD_CCtx_s* noundef %0, %struct.ZSTD_inBuffer_s* nocapture noundef %1) local_unnamed_addr #6 {
  %3 = alloca %struct.ZSTD_inBuffer_s, align 8
  %4 = bitcast %struct.ZSTD_inBuffer_s* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #27
  tail call void @llvm.experimental.noalias.scope.decl(metadata !313)
  %5 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 15
  %6 = load i32, i32* %5, align 4, !tbaa !242, !noalias !313
  %7 = icmp eq i32 %6, 1
  br i1 %7, label %8, label %13

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 39
  %10 = bitcast %struct.ZSTD_inBuffer_s* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %4, i8* noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false) #27, !tbaa.struct !316
  %11 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %3, i64 0, i32 2
  %12 = load i64, i64* %11, align 8, !tbaa !317
  br label %14

13:                                               ; preds = %2
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %4, i8 0, i64 24, i1 false) #27, !alias.scope !313
  br label %14

14:                                               ; preds = %13, %8
  %15 = phi i64 [ %12, %8 ], [ 0, %13 ]
  %16 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %3, i64 0, i32 1
  store i64 %15, i64* %16, align 8, !tbaa !318
  %17 = call i64 @ZSTD_compressStream2(%struct.ZSTD_CCtx_s* noundef nonnull %0, %struct.ZSTD_inBuffer_s* noundef %1, %struct.ZSTD_inBuffer_s* noundef nonnull %3, i32 noundef signext 1)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #27
  ret i64 %17
}

; Function Attrs: nounwind
define dso_local i64 @ZSTD_endStream(%struct.ZSTD_CCtx_s* noundef %0, %struct.ZSTD_inBuffer_s* nocapture noundef %1) local_unnamed_addr #6 {
  %3 = alloca %struct.ZSTD_inBuffer_s, align 8
  %4 = bitcast %struct.ZSTD_inBuffer_s* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #27
  tail call void @llvm.experimental.noalias.scope.decl(metadata !319)
  %5 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 15
  %6 = load i32, i32* %5, align 4, !tbaa !242, !noalias !319
  %7 = icmp eq i32 %6, 1
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 39
  %10 = bitcast %struct.ZSTD_inBuffer_s* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %4, i8* noundef nonnull align 8 dereferenceable(24) %10, i64 24, i1 false) #27, !tbaa.struct !316
  br label %12

11:                                               ; preds = %2
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %4, i8 0, i64 24, i1 false) #27, !alias.scope !319
  br label %12

12:                                               ; preds = %11, %8
  %13 = call i64 @ZSTD_compressStream2(%struct.ZSTD_CCtx_s* noundef nonnull %0, %struct.ZSTD_inBuffer_s* noundef %1, %struct.ZSTD_inBuffer_s* noundef nonnull %3, i32 noundef signext 2)
  %14 = icmp ult i64 %13, -119
  br i1 %14, label %15, label %33

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 9
  %17 = load i32, i32* %16, align 4, !tbaa !152
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %33, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 38
  %21 = load i32, i32* %20, align 4, !tbaa !244
  %22 = icmp eq i32 %21, 0
  %23 = select i1 %22, i64 3, i64 0
  br i1 %22, label %24, label %29

24:                                               ; preds = %19
  %25 = getelementptr inbounds %struct.ZSTD_CCtx_s, %struct.ZSTD_CCtx_s* %0, i64 0, i32 4, i32 2, i32 1
  %26 = load i32, i32* %25, align 4, !tbaa !322
  %27 = shl nsw i32 %26, 2
  %28 = sext i32 %27 to i64
  br label %29

29:                                               ; preds = %24, %19
  %30 = phi i64 [ %28, %24 ], [ 0, %19 ]
  %31 = add nuw i64 %23, %13
  %32 = add i64 %31, %30
  br label %33

33:                                               ; preds = %29, %15, %12
  %34 = phi i64 [ %32, %29 ], [ %13, %12 ], [ %13, %15 ]
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #27
  ret i64 %34
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @ZSTD_ldm_adjustParameters(%struct.ldmParams_t* nocapture noundef %0, %struct.ZSTD_compressionParameters* nocapture noundef readonly %1) local_unnamed_addr #12 {
  %3 = getelementptr inbounds %struct.ZSTD_compressionParameters, %struct.ZSTD_compressionParameters* %1, i64 0, i32 0
  %4 = load i32, i32* %3, align 4, !tbaa !120
  %5 = getelementptr inbounds %struct.ldmParams_t, %struct.ldmParams_t* %0, i64 0, i32 5
  store i32 %4, i32* %5, align 4, !tbaa !131
  %6 = getelementptr inbounds %struct.ldmParams_t, %struct.ldmParams_t* %0, i64 0, i32 2
  %7 = load i32, i32* %6, align 4, !tbaa !135
  %8 = icmp eq i32 %7, 0
  %9 = select i1 %8, i32 3, i32 %7
  %10 = getelementptr inbounds %struct.ldmParams_t, %struct.ldmParams_t* %0, i64 0, i32 3
  %11 = load i32, i32* %10, align 4, !tbaa !132
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  store i32 64, i32* %10, align 4, !tbaa !132
  br label %14

14:                                               ; preds = %13, %2
  %15 = getelementptr inbounds %struct.ldmParams_t, %struct.ldmParams_t* %0, i64 0, i32 1
  %16 = load i32, i32* %15, align 4, !tbaa !133
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %14
  %19 = add i32 %4, -7
  %20 = icmp ugt i32 %19, 6
  %21 = select i1 %20, i32 %19, i32 6
  store i32 %21, i32* %15, align 4, !tbaa !133
  br label %22

22:                                               ; preds = %18, %14
  %23 = phi i32 [ %21, %18 ], [ %16, %14 ]
  %24 = getelementptr inbounds %struct.ldmParams_t, %struct.ldmParams_t* %0, i64 0, i32 4
  %25 = load i32, i32* %24, align 4, !tbaa !134
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %29

27:                                               ; preds = %22
  %28 = tail call i32 @llvm.usub.sat.i32(i32 %4, i32 %23)
  store i32 %28, i32* %24, align 4, !tbaa !134
  br label %29

29:                                               ; preds = %27, %22
  %30 = icmp ult i32 %9, %23
  %31 = select i1 %30, i32 %9, i32 %23
  store i32 %31, i32* %6, align 4, !tbaa !135
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local i64 @ZSTDMT_nextInputSizeHint(%struct.ZSTDMT_CCtx_s* nocapture noundef readonly %0) local_unnamed_addr #22 {
  %2 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 6
  %3 = load i64, i64* %2, align 8, !tbaa !309
  %4 = getelementptr inbounds %struct.ZSTDMT_CCtx_s, %struct.ZSTDMT_CCtx_s* %0, i64 0, i32 9, i32 2
  %5 = load i64, i64* %4, align 8, !tbaa !310
  %6 = sub i64 %3, %5
  %7 = icmp eq i64 %6, 0
  %8 = select i1 %7, i64 %3, i64 %6
  ret i64 %8
}

; Function Attrs: nofree nosync nounwind
declare dso_local i64 @HUF_readDTableX1_wksp(i32* nocapture noundef, i8* noundef, i64 noundef, i8* noundef, i64 noundef, i32 signext) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind
declare dso_local i64 @HUF_readDTableX2_wksp(i32* noundef, i8* noundef, i64 noundef, i8* noundef, i64 noundef, i32 signext) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind
define hidden fastcc void @HUF_fillDTableX2ForWeight(%struct.FSE_decode_t* noundef writeonly %0, %struct.sortedSymbol_t* noundef readonly %1, %struct.sortedSymbol_t* noundef readnone %2, i32 noundef signext %3, i32 noundef signext %4, i16 noundef zeroext %5, i32 noundef signext %6) unnamed_addr #18 {
  %8 = sub i32 %4, %3
  %9 = and i32 %8, 31
  %10 = shl nuw i32 1, %9
  switch i32 %10, label %43 [
    i32 1, label %35
    i32 2, label %27
    i32 4, label %19
    i32 8, label %11
  ]

11:                                               ; preds = %7
  %12 = icmp eq %struct.sortedSymbol_t* %1, %2
  br i1 %12, label %149, label %13

13:                                               ; preds = %11
  %14 = zext i16 %5 to i32
  %15 = icmp eq i32 %6, 1
  %16 = shl i32 %3, 16
  %17 = shl i32 %6, 24
  %18 = add i32 %17, %16
  br label %100

19:                                               ; preds = %7
  %20 = icmp eq %struct.sortedSymbol_t* %1, %2
  br i1 %20, label %149, label %21

21:                                               ; preds = %19
  %22 = zext i16 %5 to i32
  %23 = icmp eq i32 %6, 1
  %24 = shl i32 %3, 16
  %25 = shl i32 %6, 24
  %26 = add i32 %25, %24
  br label %82

27:                                               ; preds = %7
  %28 = icmp eq %struct.sortedSymbol_t* %1, %2
  br i1 %28, label %149, label %29

29:                                               ; preds = %27
  %30 = zext i16 %5 to i32
  %31 = icmp eq i32 %6, 1
  %32 = shl i32 %3, 16
  %33 = shl i32 %6, 24
  %34 = add i32 %33, %32
  br label %66

35:                                               ; preds = %7
  %36 = icmp eq %struct.sortedSymbol_t* %1, %2
  br i1 %36, label %149, label %37

37:                                               ; preds = %35
  %38 = zext i16 %5 to i32
  %39 = icmp eq i32 %6, 1
  %40 = shl i32 %3, 16
  %41 = shl i32 %6, 24
  %42 = add i32 %41, %40
  br label %52

43:                                               ; preds = %7
  %44 = icmp eq %struct.sortedSymbol_t* %1, %2
  br i1 %44, label %149, label %45

45:                                               ; preds = %43
  %46 = zext i16 %5 to i32
  %47 = icmp eq i32 %6, 1
  %48 = shl i32 %3, 16
  %49 = shl i32 %6, 24
  %50 = add i32 %49, %48
  %51 = zext i32 %10 to i64
  br label %122

52:                                               ; preds = %52, %37
  %53 = phi %struct.FSE_decode_t* [ %0, %37 ], [ %62, %52 ]
  %54 = phi %struct.sortedSymbol_t* [ %1, %37 ], [ %64, %52 ]
  %55 = getelementptr inbounds %struct.sortedSymbol_t, %struct.sortedSymbol_t* %54, i64 0, i32 0
  %56 = load i8, i8* %55, align 1, !tbaa !323
  %57 = zext i8 %56 to i32
  %58 = shl nuw nsw i32 %57, 8
  %59 = add nuw nsw i32 %58, %38
  %60 = select i1 %39, i32 %57, i32 %59
  %61 = add i32 %42, %60
  %62 = getelementptr inbounds %struct.FSE_decode_t, %struct.FSE_decode_t* %53, i64 1
  %63 = bitcast %struct.FSE_decode_t* %53 to i32*
  store i32 %61, i32* %63, align 2, !tbaa.struct !325
  %64 = getelementptr inbounds %struct.sortedSymbol_t, %struct.sortedSymbol_t* %54, i64 1
  %65 = icmp eq %struct.sortedSymbol_t* %64, %2
  br i1 %65, label %149, label %52, !llvm.loop !326

66:                                               ; preds = %66, %29
  %67 = phi %struct.FSE_decode_t* [ %0, %29 ], [ %79, %66 ]
  %68 = phi %struct.sortedSymbol_t* [ %1, %29 ], [ %80, %66 ]
  %69 = getelementptr inbounds %struct.sortedSymbol_t, %struct.sortedSymbol_t* %68, i64 0, i32 0
  %70 = load i8, i8* %69, align 1, !tbaa !323
  %71 = zext i8 %70 to i32
  %72 = shl nuw nsw i32 %71, 8
  %73 = add nuw nsw i32 %72, %30
  %74 = select i1 %31, i32 %71, i32 %73
  %75 = add i32 %34, %74
  %76 = bitcast %struct.FSE_decode_t* %67 to i32*
  store i32 %75, i32* %76, align 2, !tbaa.struct !325
  %77 = getelementptr inbounds %struct.FSE_decode_t, %struct.FSE_decode_t* %67, i64 1
  %78 = bitcast %struct.FSE_decode_t* %77 to i32*
  store i32 %75, i32* %78, align 2, !tbaa.struct !325
  %79 = getelementptr inbounds %struct.FSE_decode_t, %struct.FSE_decode_t* %67, i64 2
  %80 = getelementptr inbounds %struct.sortedSymbol_t, %struct.sortedSymbol_t* %68, i64 1
  %81 = icmp eq %struct.sortedSymbol_t* %80, %2
  br i1 %81, label %149, label %66, !llvm.loop !327

82:                                               ; preds = %82, %21
  %83 = phi %struct.FSE_decode_t* [ %0, %21 ], [ %97, %82 ]
  %84 = phi %struct.sortedSymbol_t* [ %1, %21 ], [ %98, %82 ]
  %85 = getelementptr inbounds %struct.sortedSymbol_t, %struct.sortedSymbol_t* %84, i64 0, i32 0
  %86 = load i8, i8* %85, align 1, !tbaa !323
  %87 = zext i8 %86 to i32
  %88 = shl nuw nsw i32 %87, 8
  %89 = add nuw nsw i32 %88, %22
  %90 = select i1 %23, i32 %87, i32 %89
  %91 = add i32 %26, %90
  %92 = zext i32 %91 to i64
  %93 = mul nuw i64 %92, 4294967297
  %94 = bitcast %struct.FSE_decode_t* %83 to i64*
  store i64 %93, i64* %94, align 2
  %95 = getelementptr inbounds %struct.FSE_decode_t, %struct.FSE_decode_t* %83, i64 2
  %96 = bitcast %struct.FSE_decode_t* %95 to i64*
  store i64 %93, i64* %96, align 2
  %97 = getelementptr inbounds %struct.FSE_decode_t, %struct.FSE_decode_t* %83, i64 4
  %98 = getelementptr inbounds %struct.sortedSymbol_t, %struct.sortedSymbol_t* %84, i64 1
  %99 = icmp eq %struct.sortedSymbol_t* %98, %2
  br i1 %99, label %149, label %82, !llvm.loop !328

100:                                              ; preds = %100, %13
  %101 = phi %struct.FSE_decode_t* [ %0, %13 ], [ %119, %100 ]
  %102 = phi %struct.sortedSymbol_t* [ %1, %13 ], [ %120, %100 ]
  %103 = getelementptr inbounds %struct.sortedSymbol_t, %struct.sortedSymbol_t* %102, i64 0, i32 0
  %104 = load i8, i8* %103, align 1, !tbaa !323
  %105 = zext i8 %104 to i32
  %106 = shl nuw nsw i32 %105, 8
  %107 = add nuw nsw i32 %106, %14
  %108 = select i1 %15, i32 %105, i32 %107
  %109 = add i32 %18, %108
  %110 = zext i32 %109 to i64
  %111 = mul nuw i64 %110, 4294967297
  %112 = bitcast %struct.FSE_decode_t* %101 to i64*
  store i64 %111, i64* %112, align 2
  %113 = getelementptr inbounds %struct.FSE_decode_t, %struct.FSE_decode_t* %101, i64 2
  %114 = bitcast %struct.FSE_decode_t* %113 to i64*
  store i64 %111, i64* %114, align 2
  %115 = getelementptr inbounds %struct.FSE_decode_t, %struct.FSE_decode_t* %101, i64 4
  %116 = bitcast %struct.FSE_decode_t* %115 to i64*
  store i64 %111, i64* %116, align 2
  %117 = getelementptr inbounds %struct.FSE_decode_t, %struct.FSE_decode_t* %101, i64 6
  %118 = bitcast %struct.FSE_decode_t* %117 to i64*
  store i64 %111, i64* %118, align 2
  %119 = getelementptr inbounds %struct.FSE_decode_t, %struct.FSE_decode_t* %101, i64 8
  %120 = getelementptr inbounds %struct.sortedSymbol_t, %struct.sortedSymbol_t* %102, i64 1
  %121 = icmp eq %struct.sortedSymbol_t* %120, %2
  br i1 %121, label %149, label %100, !llvm.loop !329

122:                                              ; preds = %146, %45
  %123 = phi %struct.FSE_decode_t* [ %0, %45 ], [ %134, %146 ]
  %124 = phi %struct.sortedSymbol_t* [ %1, %45 ], [ %147, %146 ]
  %125 = getelementptr inbounds %struct.sortedSymbol_t, %struct.sortedSymbol_t* %124, i64 0, i32 0
  %126 = load i8, i8* %125, align 1, !tbaa !323
  %127 = zext i8 %126 to i32
  %128 = shl nuw nsw i32 %127, 8
  %129 = add nuw nsw i32 %128, %46
  %130 = select i1 %47, i32 %127, i32 %129
  %131 = add i32 %50, %130
  %132 = zext i32 %131 to i64
  %133 = mul nuw i64 %132, 4294967297
  %134 = getelementptr inbounds %struct.FSE_decode_t, %struct.FSE_decode_t* %123, i64 %51
  br label %135

135:                                              ; preds = %135, %122
  %136 = phi %struct.FSE_decode_t* [ %144, %135 ], [ %123, %122 ]
  %137 = bitcast %struct.FSE_decode_t* %136 to i64*
  store i64 %133, i64* %137, align 2
  %138 = getelementptr inbounds %struct.FSE_decode_t, %struct.FSE_decode_t* %136, i64 2
  %139 = bitcast %struct.FSE_decode_t* %138 to i64*
  store i64 %133, i64* %139, align 2
  %140 = getelementptr inbounds %struct.FSE_decode_t, %struct.FSE_decode_t* %136, i64 4
  %141 = bitcast %struct.FSE_decode_t* %140 to i64*
  store i64 %133, i64* %141, align 2
  %142 = getelementptr inbounds %struct.FSE_decode_t, %struct.FSE_decode_t* %136, i64 6
  %143 = bitcast %struct.FSE_decode_t* %142 to i64*
  store i64 %133, i64* %143, align 2
  %144 = getelementptr inbounds %struct.FSE_decode_t, %struct.FSE_decode_t* %136, i64 8
  %145 = icmp eq %struct.FSE_decode_t* %144, %134
  br i1 %145, label %146, label %135, !llvm.loop !330

146:                                              ; preds = %135
  %147 = getelementptr inbounds %struct.sortedSymbol_t, %struct.sortedSymbol_t* %124, i64 1
  %148 = icmp eq %struct.sortedSymbol_t* %147, %2
  br i1 %148, label %149, label %122, !llvm.loop !331

149:                                              ; preds = %146, %100, %82, %66, %52, %43, %35, %27, %19, %11
  ret void
}

; Function Attrs: nofree nosync nounwind
define dso_local i64 @HUF_decompress1X2_DCtx_wksp(i32* noundef %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i8* noundef %5, i64 noundef %6, i32 signext %7) local_unnamed_addr #1 {
  %9 = tail call i64 @HUF_readDTableX2_wksp(i32* noundef %0, i8* noundef %3, i64 noundef %4, i8* noundef %5, i64 noundef %6, i32 signext undef)
  %10 = icmp ult i64 %9, -119
  br i1 %10, label %11, label %17

11:                                               ; preds = %8
  %12 = icmp ult i64 %9, %4
  br i1 %12, label %13, label %17

13:                                               ; preds = %11
  %14 = getelementptr inbounds i8, i8* %3, i64 %9
  %15 = sub i64 %4, %9
  %16 = tail call fastcc i64 @HUF_decompress1X2_usingDTable_internal(i8* noundef %1, i64 noundef %2, i8* noundef %14, i64 noundef %15, i32* noundef %0)
  br label %17

17:                                               ; preds = %13, %11, %8
  %18 = phi i64 [ %16, %13 ], [ %9, %8 ], [ -72, %11 ]
  ret i64 %18
}

; Function Attrs: nofree nosync nounwind
declare hidden fastcc i64 @HUF_decompress1X2_usingDTable_internal(i8* noundef, i64 noundef, i8* noundef, i64 noundef, i32* noundef readonly) unnamed_addr #1

; Function Attrs: nofree nosync nounwind
declare hidden fastcc i64 @HUF_decompress4X2_usingDTable_internal(i8* noundef, i64 noundef, i8* noundef, i64 noundef, i32* noundef, i32 noundef signext) unnamed_addr #1

; Function Attrs: nofree nosync nounwind
declare hidden fastcc i64 @HUF_decompress4X1_usingDTable_internal(i8* noundef, i64 noundef, i8* noundef, i64 noundef, i32* noundef, i32 noundef signext) unnamed_addr #1

; Function Attrs: nofree nosync nounwind
define dso_local i64 @HUF_decompress4X_hufOnly_wksp(i32* noundef %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i8* noundef %5, i64 noundef %6, i32 noundef signext %7) local_unnamed_addr #1 {
  %9 = icmp eq i64 %2, 0
  br i1 %9, label %55, label %10

10:                                               ; preds = %8
  %11 = icmp eq i64 %4, 0
  br i1 %11, label %55, label %12

12:                                               ; preds = %10
  %13 = icmp ult i64 %4, %2
  br i1 %13, label %14, label %18

14:                                               ; preds = %12
  %15 = shl i64 %4, 4
  %16 = udiv i64 %15, %2
  %17 = and i64 %16, 4294967295
  br label %18

18:                                               ; preds = %14, %12
  %19 = phi i64 [ %17, %14 ], [ 15, %12 ]
  %20 = lshr i64 %2, 8
  %21 = trunc i64 %20 to i32
  %22 = getelementptr inbounds [16 x [2 x %struct.FSE_symbolCompressionTransform]], [16 x [2 x %struct.FSE_symbolCompressionTransform]]* @algoTime, i64 0, i64 %19, i64 0, i32 0
  %23 = load i32, i32* %22, align 4, !tbaa !48
  %24 = getelementptr inbounds [16 x [2 x %struct.FSE_symbolCompressionTransform]], [16 x [2 x %struct.FSE_symbolCompressionTransform]]* @algoTime, i64 0, i64 %19, i64 0, i32 1
  %25 = load i32, i32* %24, align 4, !tbaa !46
  %26 = mul i32 %25, %21
  %27 = add i32 %26, %23
  %28 = getelementptr inbounds [16 x [2 x %struct.FSE_symbolCompressionTransform]], [16 x [2 x %struct.FSE_symbolCompressionTransform]]* @algoTime, i64 0, i64 %19, i64 1, i32 0
  %29 = load i32, i32* %28, align 4, !tbaa !48
  %30 = getelementptr inbounds [16 x [2 x %struct.FSE_symbolCompressionTransform]], [16 x [2 x %struct.FSE_symbolCompressionTransform]]* @algoTime, i64 0, i64 %19, i64 1, i32 1
  %31 = load i32, i32* %30, align 4, !tbaa !46
  %32 = mul i32 %31, %21
  %33 = add i32 %32, %29
  %34 = lshr i32 %33, 5
  %35 = add i32 %34, %33
  %36 = icmp ult i32 %35, %27
  br i1 %36, label %37, label %46

37:                                               ; preds = %18
  %38 = tail call i64 @HUF_readDTableX2_wksp(i32* noundef %0, i8* noundef %3, i64 noundef %4, i8* noundef %5, i64 noundef %6, i32 signext undef) #27
  %39 = icmp ult i64 %38, -119
  br i1 %39, label %40, label %55

40:                                               ; preds = %37
  %41 = icmp ult i64 %38, %4
  br i1 %41, label %42, label %55

42:                                               ; preds = %40
  %43 = getelementptr inbounds i8, i8* %3, i64 %38
  %44 = sub i64 %4, %38
  %45 = tail call fastcc i64 @HUF_decompress4X2_usingDTable_internal(i8* noundef %1, i64 noundef %2, i8* noundef %43, i64 noundef %44, i32* noundef %0, i32 noundef signext %7) #27
  br label %55

46:                                               ; preds = %18
  %47 = tail call i64 @HUF_readDTableX1_wksp(i32* noundef %0, i8* noundef %3, i64 noundef %4, i8* noundef %5, i64 noundef %6, i32 signext undef) #27
  %48 = icmp ult i64 %47, -119
  br i1 %48, label %49, label %55

49:                                               ; preds = %46
  %50 = icmp ult i64 %47, %4
  br i1 %50, label %51, label %55

51:                                               ; preds = %49
  %52 = getelementptr inbounds i8, i8* %3, i64 %47
  %53 = sub i64 %4, %47
  %54 = tail call fastcc i64 @HUF_decompress4X1_usingDTable_internal(i8* noundef %1, i64 noundef %2, i8* noundef %52, i64 noundef %53, i32* noundef %0, i32 noundef signext %7) #27
  br label %55

55:                                               ; preds = %51, %49, %46, %42, %40, %37, %10, %8
  %56 = phi i64 [ -70, %8 ], [ -20, %10 ], [ %45, %42 ], [ %38, %37 ], [ -72, %40 ], [ %54, %51 ], [ %47, %46 ], [ -72, %49 ]
  ret i64 %56
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @ZSTD_copyDDictParameters(%struct.ZSTD_DCtx_s* nocapture noundef writeonly %0, %struct.ZSTD_DDict_s* noundef %1) local_unnamed_addr #12 {
  %3 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %1, i64 0, i32 4
  %4 = load i32, i32* %3, align 4, !tbaa !332
  %5 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 31
  store i32 %4, i32* %5, align 8, !tbaa !335
  %6 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %1, i64 0, i32 1
  %7 = load i8*, i8** %6, align 8, !tbaa !339
  %8 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 7
  store i8* %7, i8** %8, align 8, !tbaa !340
  %9 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 8
  store i8* %7, i8** %9, align 8, !tbaa !341
  %10 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %1, i64 0, i32 2
  %11 = load i64, i64* %10, align 8, !tbaa !342
  %12 = getelementptr inbounds i8, i8* %7, i64 %11
  %13 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 9
  store i8* %12, i8** %13, align 8, !tbaa !343
  %14 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 6
  store i8* %12, i8** %14, align 8, !tbaa !344
  %15 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %1, i64 0, i32 5
  %16 = load i32, i32* %15, align 8, !tbaa !345
  %17 = icmp eq i32 %16, 0
  %18 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 16
  br i1 %17, label %38, label %19

19:                                               ; preds = %2
  store i32 1, i32* %18, align 8, !tbaa !346
  %20 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 17
  store i32 1, i32* %20, align 4, !tbaa !347
  %21 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %1, i64 0, i32 3, i32 0, i64 0
  %22 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 0
  store %struct.ZSTD_seqSymbol* %21, %struct.ZSTD_seqSymbol** %22, align 8, !tbaa !348
  %23 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %1, i64 0, i32 3, i32 2, i64 0
  %24 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 1
  store %struct.ZSTD_seqSymbol* %23, %struct.ZSTD_seqSymbol** %24, align 8, !tbaa !349
  %25 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %1, i64 0, i32 3, i32 1, i64 0
  %26 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 2
  store %struct.ZSTD_seqSymbol* %25, %struct.ZSTD_seqSymbol** %26, align 8, !tbaa !350
  %27 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %1, i64 0, i32 3, i32 3, i64 0
  %28 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 3
  store i32* %27, i32** %28, align 8, !tbaa !351
  %29 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %1, i64 0, i32 3, i32 4, i64 0
  %30 = load i32, i32* %29, align 4, !tbaa !6
  %31 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 4, i64 0
  store i32 %30, i32* %31, align 4, !tbaa !6
  %32 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %1, i64 0, i32 3, i32 4, i64 1
  %33 = load i32, i32* %32, align 4, !tbaa !6
  %34 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 4, i64 1
  store i32 %33, i32* %34, align 4, !tbaa !6
  %35 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %1, i64 0, i32 3, i32 4, i64 2
  %36 = load i32, i32* %35, align 4, !tbaa !6
  %37 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 4, i64 2
  store i32 %36, i32* %37, align 4, !tbaa !6
  br label %40

38:                                               ; preds = %2
  store i32 0, i32* %18, align 8, !tbaa !346
  %39 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 17
  store i32 0, i32* %39, align 4, !tbaa !347
  br label %40

40:                                               ; preds = %38, %19
  ret void
}

; Function Attrs: nounwind
define dso_local %struct.ZSTD_DDict_s* @ZSTD_createDDict_advanced(i8* noundef %0, i64 noundef %1, i32 noundef signext %2, i32 noundef signext %3, %struct.ZSTD_customMem* nocapture noundef readonly %4) local_unnamed_addr #6 {
  %6 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %4, i64 0, i32 0
  %7 = load i8* (i8*, i64)*, i8* (i8*, i64)** %6, align 8, !tbaa !260
  %8 = icmp eq i8* (i8*, i64)* %7, null
  %9 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %4, i64 0, i32 1
  %10 = load void (i8*, i8*)*, void (i8*, i8*)** %9, align 8, !tbaa !261
  %11 = icmp eq void (i8*, i8*)* %10, null
  %12 = xor i1 %8, %11
  br i1 %12, label %46, label %13

13:                                               ; preds = %5
  %14 = bitcast %struct.ZSTD_customMem* %4 to i8*
  br i1 %8, label %19, label %15

15:                                               ; preds = %13
  %16 = getelementptr inbounds %struct.ZSTD_customMem, %struct.ZSTD_customMem* %4, i64 0, i32 2
  %17 = load i8*, i8** %16, align 8, !tbaa.struct !19
  %18 = tail call i8* %7(i8* noundef %17, i64 noundef 27352) #27
  br label %21

19:                                               ; preds = %13
  %20 = tail call noalias dereferenceable_or_null(27352) i8* @malloc(i64 noundef 27352) #27
  br label %21

21:                                               ; preds = %19, %15
  %22 = phi i8* [ %18, %15 ], [ %20, %19 ]
  %23 = bitcast i8* %22 to %struct.ZSTD_DDict_s*
  %24 = icmp eq i8* %22, null
  br i1 %24, label %46, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, i8* %22, i64 27328
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %26, i8* noundef nonnull align 8 dereferenceable(24) %14, i64 24, i1 false), !tbaa.struct !16
  %27 = tail call fastcc i64 @ZSTD_initDDict_internal(%struct.ZSTD_DDict_s* noundef nonnull %23, i8* noundef %0, i64 noundef %1, i32 noundef signext %2, i32 noundef signext %3)
  %28 = icmp ult i64 %27, -119
  br i1 %28, label %46, label %29

29:                                               ; preds = %25
  %30 = getelementptr inbounds i8, i8* %22, i64 27336
  %31 = bitcast i8* %30 to void (i8*, i8*)**
  %32 = load void (i8*, i8*)*, void (i8*, i8*)** %31, align 8, !tbaa.struct !32
  %33 = getelementptr inbounds i8, i8* %22, i64 27344
  %34 = bitcast i8* %33 to i8**
  %35 = load i8*, i8** %34, align 8, !tbaa.struct !19
  %36 = bitcast i8* %22 to i8**
  %37 = load i8*, i8** %36, align 8, !tbaa !352
  %38 = icmp eq i8* %37, null
  %39 = icmp eq void (i8*, i8*)* %32, null
  br i1 %38, label %43, label %40

40:                                               ; preds = %29
  br i1 %39, label %42, label %41

41:                                               ; preds = %40
  tail call void %32(i8* noundef %35, i8* noundef nonnull %37) #27
  br label %44

42:                                               ; preds = %40
  tail call void @free(i8* noundef nonnull %37) #27
  br label %45

43:                                               ; preds = %29
  br i1 %39, label %45, label %44

44:                                               ; preds = %43, %41
  tail call void %32(i8* noundef %35, i8* noundef nonnull %22) #27
  br label %46

45:                                               ; preds = %43, %42
  tail call void @free(i8* noundef nonnull %22) #27
  br label %46

46:                                               ; preds = %45, %44, %25, %21, %5
  %47 = phi %struct.ZSTD_DDict_s* [ null, %5 ], [ null, %21 ], [ null, %45 ], [ null, %44 ], [ %23, %25 ]
  ret %struct.ZSTD_DDict_s* %47
}

; Function Attrs: nounwind
define hidden fastcc i64 @ZSTD_initDDict_internal(%struct.ZSTD_DDict_s* noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef signext %3, i32 noundef signext %4) unnamed_addr #6 {
  %6 = icmp ne i32 %3, 1
  %7 = icmp ne i8* %1, null
  %8 = and i1 %7, %6
  %9 = icmp ne i64 %2, 0
  %10 = and i1 %9, %8
  br i1 %10, label %15, label %11

11:                                               ; preds = %5
  %12 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %0, i64 0, i32 0
  store i8* null, i8** %12, align 8, !tbaa !352
  %13 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %0, i64 0, i32 1
  store i8* %1, i8** %13, align 8, !tbaa !339
  %14 = select i1 %7, i64 %2, i64 0
  br label %31

15:                                               ; preds = %5
  %16 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %0, i64 0, i32 6, i32 0
  %17 = load i8* (i8*, i64)*, i8* (i8*, i64)** %16, align 8, !tbaa.struct !16
  %18 = icmp eq i8* (i8*, i64)* %17, null
  br i1 %18, label %23, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %0, i64 0, i32 6, i32 2
  %21 = load i8*, i8** %20, align 8, !tbaa.struct !19
  %22 = tail call i8* %17(i8* noundef %21, i64 noundef %2) #27
  br label %25

23:                                               ; preds = %15
  %24 = tail call noalias i8* @malloc(i64 noundef %2) #27
  br label %25

25:                                               ; preds = %23, %19
  %26 = phi i8* [ %22, %19 ], [ %24, %23 ]
  %27 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %0, i64 0, i32 0
  store i8* %26, i8** %27, align 8, !tbaa !352
  %28 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %0, i64 0, i32 1
  store i8* %26, i8** %28, align 8, !tbaa !339
  %29 = icmp eq i8* %26, null
  br i1 %29, label %60, label %30

30:                                               ; preds = %25
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %26, i8* nonnull align 1 %1, i64 %2, i1 false)
  br label %31

31:                                               ; preds = %30, %11
  %32 = phi i64 [ %14, %11 ], [ %2, %30 ]
  %33 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %0, i64 0, i32 2
  store i64 %32, i64* %33, align 8, !tbaa !342
  %34 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %0, i64 0, i32 3, i32 3, i64 0
  store i32 201326604, i32* %34, align 8, !tbaa !6
  %35 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %0, i64 0, i32 4
  store i32 0, i32* %35, align 4, !tbaa !332
  %36 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %0, i64 0, i32 5
  store i32 0, i32* %36, align 8, !tbaa !345
  %37 = icmp eq i32 %4, 1
  br i1 %37, label %59, label %38

38:                                               ; preds = %31
  %39 = icmp ult i64 %32, 8
  br i1 %39, label %40, label %42

40:                                               ; preds = %38
  %41 = icmp eq i32 %4, 2
  br i1 %41, label %60, label %59

42:                                               ; preds = %38
  %43 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %0, i64 0, i32 1
  %44 = load i8*, i8** %43, align 8, !tbaa !339
  %45 = bitcast i8* %44 to i32*
  %46 = load i32, i32* %45, align 1, !tbaa !6
  %47 = icmp eq i32 %46, -332356553
  %48 = icmp eq i32 %4, 2
  br i1 %47, label %49, label %57

49:                                               ; preds = %42
  %50 = getelementptr inbounds i8, i8* %44, i64 4
  %51 = bitcast i8* %50 to i32*
  %52 = load i32, i32* %51, align 1, !tbaa !6
  store i32 %52, i32* %35, align 4, !tbaa !332
  %53 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %0, i64 0, i32 3
  %54 = tail call i64 @ZSTD_loadDEntropy(%struct.ZSTD_entropyDTables_t* noundef nonnull %53, i8* noundef nonnull %44, i64 noundef %32) #27
  %55 = icmp ult i64 %54, -119
  br i1 %55, label %56, label %60

56:                                               ; preds = %49
  store i32 1, i32* %36, align 8, !tbaa !345
  br label %59

57:                                               ; preds = %42
  %58 = select i1 %48, i64 -30, i64 0
  br i1 %48, label %60, label %59

59:                                               ; preds = %57, %56, %40, %31
  br label %60

60:                                               ; preds = %59, %57, %49, %40, %25
  %61 = phi i64 [ -64, %25 ], [ 0, %59 ], [ %58, %57 ], [ -30, %49 ], [ -30, %40 ]
  ret i64 %61
}

; Function Attrs: nofree nosync nounwind
declare dso_local i64 @ZSTD_loadDEntropy(%struct.ZSTD_entropyDTables_t* noundef, i8* noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local i64 @ZSTD_sizeof_DCtx(%struct.ZSTD_DCtx_s* noundef readonly %0) local_unnamed_addr #22 {
  %2 = icmp eq %struct.ZSTD_DCtx_s* %0, null
  br i1 %2, label %23, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 29
  %5 = load %struct.ZSTD_DDict_s*, %struct.ZSTD_DDict_s** %4, align 8, !tbaa !353
  %6 = icmp eq %struct.ZSTD_DDict_s* %5, null
  br i1 %6, label %15, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %5, i64 0, i32 0
  %9 = load i8*, i8** %8, align 8, !tbaa !352
  %10 = icmp eq i8* %9, null
  br i1 %10, label %15, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %5, i64 0, i32 2
  %13 = load i64, i64* %12, align 8, !tbaa !342
  %14 = add i64 %13, 123320
  br label %15

15:                                               ; preds = %11, %7, %3
  %16 = phi i64 [ 95968, %3 ], [ %14, %11 ], [ 123320, %7 ]
  %17 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 40
  %18 = load i64, i64* %17, align 8, !tbaa !354
  %19 = add i64 %18, %16
  %20 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 44
  %21 = load i64, i64* %20, align 8, !tbaa !355
  %22 = add i64 %19, %21
  br label %23

23:                                               ; preds = %15, %1
  %24 = phi i64 [ %22, %15 ], [ 0, %1 ]
  ret i64 %24
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local signext i32 @ZSTD_isFrame(i8* nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #22 {
  %3 = icmp ult i64 %1, 4
  br i1 %3, label %12, label %4

4:                                                ; preds = %2
  %5 = bitcast i8* %0 to i32*
  %6 = load i32, i32* %5, align 1, !tbaa !6
  %7 = icmp eq i32 %6, -47205080
  br i1 %7, label %12, label %8

8:                                                ; preds = %4
  %9 = and i32 %6, -16
  %10 = icmp eq i32 %9, 407710288
  %11 = zext i1 %10 to i32
  br label %12

12:                                               ; preds = %8, %4, %2
  %13 = phi i32 [ 0, %2 ], [ 1, %4 ], [ %11, %8 ]
  ret i32 %13
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare dso_local i64 @ZSTD_getFrameHeader_advanced(%struct.ZSTD_frameHeader* nocapture noundef writeonly, i8* noundef readonly, i64 noundef, i32 noundef signext) local_unnamed_addr #13

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local i64 @ZSTD_readSkippableFrame(i8* noundef writeonly %0, i64 noundef %1, i32* noundef writeonly %2, i8* nocapture noundef readonly %3, i64 noundef %4) local_unnamed_addr #13 {
  %6 = icmp ult i64 %4, 8
  br i1 %6, label %36, label %7

7:                                                ; preds = %5
  %8 = bitcast i8* %3 to i32*
  %9 = load i32, i32* %8, align 1, !tbaa !6
  %10 = getelementptr inbounds i8, i8* %3, i64 4
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %11, align 1, !tbaa !6
  %13 = icmp ugt i32 %12, -9
  %14 = zext i32 %12 to i64
  %15 = add nuw nsw i64 %14, 8
  %16 = icmp ugt i64 %15, %4
  %17 = select i1 %16, i64 -72, i64 %15
  %18 = select i1 %13, i64 -14, i64 %17
  %19 = add nsw i64 %18, -8
  %20 = and i32 %9, -16
  %21 = icmp eq i32 %20, 407710288
  br i1 %21, label %22, label %36

22:                                               ; preds = %7
  %23 = icmp ugt i64 %18, %4
  br i1 %23, label %36, label %24

24:                                               ; preds = %22
  %25 = icmp ugt i64 %19, %1
  br i1 %25, label %36, label %26

26:                                               ; preds = %24
  %27 = icmp ne i64 %19, 0
  %28 = icmp ne i8* %0, null
  %29 = and i1 %28, %27
  br i1 %29, label %30, label %32

30:                                               ; preds = %26
  %31 = getelementptr inbounds i8, i8* %3, i64 8
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %0, i8* nonnull align 1 %31, i64 %19, i1 false)
  br label %32

32:                                               ; preds = %30, %26
  %33 = icmp eq i32* %2, null
  br i1 %33, label %36, label %34

34:                                               ; preds = %32
  %35 = add nsw i32 %9, -407710288
  store i32 %35, i32* %2, align 4, !tbaa !6
  br label %36

36:                                               ; preds = %34, %32, %24, %22, %7, %5
  %37 = phi i64 [ -72, %5 ], [ -14, %7 ], [ -72, %22 ], [ -70, %24 ], [ %19, %34 ], [ %19, %32 ]
  ret i64 %37
}

; Function Attrs: nofree nosync nounwind
define dso_local i64 @ZSTD_findDecompressedSize(i8* noundef %0, i64 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.rsyncState_t, align 8
  %4 = alloca %struct.ZSTD_frameHeader, align 8
  %5 = icmp ult i64 %1, 5
  br i1 %5, label %57, label %6

6:                                                ; preds = %2
  %7 = bitcast %struct.ZSTD_frameHeader* %4 to i8*
  %8 = getelementptr inbounds %struct.ZSTD_frameHeader, %struct.ZSTD_frameHeader* %4, i64 0, i32 3
  %9 = getelementptr inbounds %struct.ZSTD_frameHeader, %struct.ZSTD_frameHeader* %4, i64 0, i32 0
  %10 = bitcast %struct.rsyncState_t* %3 to i8*
  %11 = getelementptr inbounds %struct.rsyncState_t, %struct.rsyncState_t* %3, i64 0, i32 1
  br label %12

12:                                               ; preds = %51, %6
  %13 = phi i8* [ %0, %6 ], [ %54, %51 ]
  %14 = phi i64 [ %1, %6 ], [ %55, %51 ]
  %15 = phi i64 [ 0, %6 ], [ %52, %51 ]
  %16 = bitcast i8* %13 to i32*
  %17 = load i32, i32* %16, align 1, !tbaa !6
  %18 = and i32 %17, -16
  %19 = icmp eq i32 %18, 407710288
  br i1 %19, label %20, label %33

20:                                               ; preds = %12
  %21 = icmp ult i64 %14, 8
  br i1 %21, label %62, label %22

22:                                               ; preds = %20
  %23 = getelementptr inbounds i8, i8* %13, i64 4
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %24, align 1, !tbaa !6
  %26 = icmp ugt i32 %25, -9
  br i1 %26, label %62, label %27

27:                                               ; preds = %22
  %28 = zext i32 %25 to i64
  %29 = add nuw nsw i64 %28, 8
  %30 = icmp ugt i64 %29, %14
  %31 = select i1 %30, i64 -72, i64 %29
  %32 = icmp ult i64 %31, -119
  br i1 %32, label %51, label %62, !llvm.loop !356

33:                                               ; preds = %12
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %7) #27
  %34 = call i64 @ZSTD_getFrameHeader_advanced(%struct.ZSTD_frameHeader* noundef nonnull %4, i8* noundef nonnull %13, i64 noundef %14, i32 noundef signext 0) #27
  %35 = icmp eq i64 %34, 0
  br i1 %35, label %37, label %36

36:                                               ; preds = %33
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %7) #27
  br label %62

37:                                               ; preds = %33
  %38 = load i32, i32* %8, align 4, !tbaa !357
  %39 = icmp eq i32 %38, 1
  br i1 %39, label %40, label %41

40:                                               ; preds = %37
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %7) #27
  br label %44

41:                                               ; preds = %37
  %42 = load i64, i64* %9, align 8, !tbaa !358
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %7) #27
  %43 = icmp ugt i64 %42, -3
  br i1 %43, label %62, label %44

44:                                               ; preds = %41, %40
  %45 = phi i64 [ 0, %40 ], [ %42, %41 ]
  %46 = add i64 %45, %15
  %47 = icmp ult i64 %46, %15
  br i1 %47, label %62, label %48

48:                                               ; preds = %44
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %10) #27
  call fastcc void @ZSTD_findFrameSizeInfo(%struct.rsyncState_t* nonnull sret(%struct.rsyncState_t) align 8 %3, i8* noundef nonnull %13, i64 noundef %14, i32 noundef signext 0) #27
  %49 = load i64, i64* %11, align 8, !tbaa !359
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %10) #27
  %50 = icmp ult i64 %49, -119
  br i1 %50, label %51, label %62

51:                                               ; preds = %48, %27
  %52 = phi i64 [ %15, %27 ], [ %46, %48 ]
  %53 = phi i64 [ %31, %27 ], [ %49, %48 ]
  %54 = getelementptr inbounds i8, i8* %13, i64 %53
  %55 = sub i64 %14, %53
  %56 = icmp ult i64 %55, 5
  br i1 %56, label %57, label %12

57:                                               ; preds = %51, %2
  %58 = phi i64 [ 0, %2 ], [ %52, %51 ]
  %59 = phi i64 [ %1, %2 ], [ %55, %51 ]
  %60 = icmp eq i64 %59, 0
  %61 = select i1 %60, i64 %58, i64 -2
  br label %62

62:                                               ; preds = %57, %48, %44, %41, %36, %27, %22, %20
  %63 = phi i64 [ %61, %57 ], [ -2, %36 ], [ %42, %41 ], [ -2, %22 ], [ -2, %20 ], [ -2, %44 ], [ -2, %27 ], [ -2, %48 ]
  ret i64 %63
}

; Function Attrs: nofree nosync nounwind
declare hidden fastcc void @ZSTD_findFrameSizeInfo(%struct.rsyncState_t* noalias nocapture writeonly sret(%struct.rsyncState_t) align 8, i8* noundef, i64 noundef, i32 noundef signext) unnamed_addr #1

; Function Attrs: nofree nosync nounwind
define dso_local i64 @ZSTD_decompressBound(i8* noundef %0, i64 noundef %1) local_unnamed_addr #1 {
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
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #27
  call fastcc void @ZSTD_findFrameSizeInfo(%struct.rsyncState_t* nonnull sret(%struct.rsyncState_t) align 8 %3, i8* noundef %10, i64 noundef %8, i32 noundef signext 0)
  %13 = load i64, i64* %5, align 8, !tbaa !359
  %14 = load i64, i64* %6, align 8, !tbaa !361
  %15 = icmp ugt i64 %13, -120
  %16 = icmp eq i64 %14, -2
  %17 = select i1 %15, i1 true, i1 %16
  %18 = getelementptr inbounds i8, i8* %10, i64 %13
  %19 = sub i64 %8, %13
  %20 = add i64 %14, %9
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #27
  br i1 %17, label %21, label %7, !llvm.loop !362

21:                                               ; preds = %12, %7
  %22 = phi i64 [ -2, %12 ], [ %9, %7 ]
  ret i64 %22
}

; Function Attrs: nounwind
define hidden fastcc i64 @ZSTD_decompressMultiFrame(%struct.ZSTD_DCtx_s* noundef %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i8* noundef %5, i64 noundef %6, %struct.ZSTD_DDict_s* noundef %7) unnamed_addr #6 {
  %9 = icmp eq %struct.ZSTD_DDict_s* %7, null
  br i1 %9, label %15, label %10

10:                                               ; preds = %8
  %11 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %7, i64 0, i32 1
  %12 = load i8*, i8** %11, align 8, !tbaa !339
  %13 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %7, i64 0, i32 2
  %14 = load i64, i64* %13, align 8, !tbaa !342
  br label %15

15:                                               ; preds = %10, %8
  %16 = phi i64 [ %14, %10 ], [ %6, %8 ]
  %17 = phi i8* [ %12, %10 ], [ %5, %8 ]
  %18 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 20
  %19 = load i32, i32* %18, align 8, !tbaa !363
  %20 = icmp eq i32 %19, 0
  %21 = select i1 %20, i64 5, i64 1
  %22 = icmp ugt i64 %21, %4
  br i1 %22, label %331, label %23

23:                                               ; preds = %15
  %24 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %7, i64 0, i32 1
  %25 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %7, i64 0, i32 2
  %26 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 9
  %27 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 32
  %28 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 10
  %29 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 15
  %30 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 12
  %31 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 6
  %32 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 3, i64 0
  %33 = bitcast i8** %31 to i8*
  %34 = bitcast i64* %30 to i8*
  %35 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 17
  %36 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 16
  %37 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 31
  %38 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 14
  %39 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 28
  %40 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 4, i64 0
  %41 = bitcast i32* %40 to i8*
  %42 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 0, i64 0
  %43 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 0
  %44 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 2, i64 0
  %45 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 1
  %46 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 1, i64 0
  %47 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 2
  %48 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 3
  %49 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %7, i64 0, i32 4
  %50 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 7
  %51 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 8
  %52 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %7, i64 0, i32 5
  %53 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %7, i64 0, i32 3, i32 0, i64 0
  %54 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %7, i64 0, i32 3, i32 2, i64 0
  %55 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %7, i64 0, i32 3, i32 1, i64 0
  %56 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %7, i64 0, i32 3, i32 3, i64 0
  %57 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %7, i64 0, i32 3, i32 4, i64 0
  %58 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %7, i64 0, i32 3, i32 4, i64 1
  %59 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 4, i64 1
  %60 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %7, i64 0, i32 3, i32 4, i64 2
  %61 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 4, i64 2
  %62 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 11
  %63 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 35
  %64 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 34
  %65 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 11, i32 5
  %66 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 11, i32 6
  %67 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 21
  %68 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 22
  %69 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 18
  %70 = bitcast %struct.XXH_NAMESPACEXXH64_state_s* %69 to i8*
  %71 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 18, i32 1, i64 0
  %72 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 18, i32 1, i64 1
  %73 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 18, i32 1, i64 3
  %74 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 37
  %75 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 11, i32 2
  %76 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 11, i32 0
  br label %77

77:                                               ; preds = %324, %23
  %78 = phi i64 [ %21, %23 ], [ %329, %324 ]
  %79 = phi i1 [ %20, %23 ], [ %328, %324 ]
  %80 = phi i8* [ %1, %23 ], [ %325, %324 ]
  %81 = phi i64 [ %2, %23 ], [ %326, %324 ]
  %82 = phi i1 [ false, %23 ], [ true, %324 ]
  %83 = phi i64 [ %4, %23 ], [ %316, %324 ]
  %84 = phi i8* [ %3, %23 ], [ %315, %324 ]
  br label %85

85:                                               ; preds = %108, %77
  %86 = phi i64 [ %83, %77 ], [ %110, %108 ]
  %87 = phi i8* [ %84, %77 ], [ %109, %108 ]
  %88 = icmp ugt i64 %86, 3
  %89 = select i1 %79, i1 %88, i1 false
  br i1 %89, label %90, label %112

90:                                               ; preds = %85
  %91 = bitcast i8* %87 to i32*
  %92 = load i32, i32* %91, align 1, !tbaa !6
  %93 = and i32 %92, -16
  %94 = icmp eq i32 %93, 407710288
  br i1 %94, label %95, label %112

95:                                               ; preds = %90
  %96 = icmp ult i64 %86, 8
  br i1 %96, label %339, label %97

97:                                               ; preds = %95
  %98 = getelementptr inbounds i8, i8* %87, i64 4
  %99 = bitcast i8* %98 to i32*
  %100 = load i32, i32* %99, align 1, !tbaa !6
  %101 = icmp ugt i32 %100, -9
  br i1 %101, label %339, label %102

102:                                              ; preds = %97
  %103 = zext i32 %100 to i64
  %104 = add nuw nsw i64 %103, 8
  %105 = icmp ugt i64 %104, %86
  %106 = select i1 %105, i64 -72, i64 %104
  %107 = icmp ult i64 %106, -119
  br i1 %107, label %108, label %339

108:                                              ; preds = %102
  %109 = getelementptr inbounds i8, i8* %87, i64 %106
  %110 = sub i64 %86, %106
  %111 = icmp ult i64 %110, %78
  br i1 %111, label %331, label %85

112:                                              ; preds = %90, %85
  br i1 %9, label %130, label %113

113:                                              ; preds = %112
  %114 = load i8*, i8** %24, align 8, !tbaa !339
  %115 = load i64, i64* %25, align 8, !tbaa !342
  %116 = getelementptr inbounds i8, i8* %114, i64 %115
  %117 = load i8*, i8** %26, align 8, !tbaa !343
  %118 = icmp ne i8* %117, %116
  %119 = zext i1 %118 to i32
  store i32 %119, i32* %27, align 4, !tbaa !364
  store i64 %78, i64* %28, align 8, !tbaa !365
  store i32 0, i32* %29, align 4, !tbaa !366
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %33, i8 0, i64 32, i1 false) #27
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %34, i8 0, i64 16, i1 false) #27
  store i32 201326604, i32* %32, align 8, !tbaa !6
  store i32 0, i32* %35, align 4, !tbaa !347
  store i32 0, i32* %36, align 8, !tbaa !346
  store i32 3, i32* %38, align 8, !tbaa !367
  store i32 1, i32* %39, align 8, !tbaa !368
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %41, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @repStartValue to i8*), i64 12, i1 false) #27
  store %struct.ZSTD_seqSymbol* %42, %struct.ZSTD_seqSymbol** %43, align 8, !tbaa !348
  store %struct.ZSTD_seqSymbol* %44, %struct.ZSTD_seqSymbol** %45, align 8, !tbaa !349
  store %struct.ZSTD_seqSymbol* %46, %struct.ZSTD_seqSymbol** %47, align 8, !tbaa !350
  store i32* %32, i32** %48, align 8, !tbaa !351
  %120 = load i32, i32* %49, align 4, !tbaa !332
  store i32 %120, i32* %37, align 8, !tbaa !335
  %121 = load i8*, i8** %24, align 8, !tbaa !339
  store i8* %121, i8** %50, align 8, !tbaa !340
  store i8* %121, i8** %51, align 8, !tbaa !341
  %122 = load i64, i64* %25, align 8, !tbaa !342
  %123 = getelementptr inbounds i8, i8* %121, i64 %122
  store i8* %123, i8** %26, align 8, !tbaa !343
  store i8* %123, i8** %31, align 8, !tbaa !344
  %124 = load i32, i32* %52, align 8, !tbaa !345
  %125 = icmp eq i32 %124, 0
  br i1 %125, label %135, label %126

126:                                              ; preds = %113
  store i32 1, i32* %36, align 8, !tbaa !346
  store i32 1, i32* %35, align 4, !tbaa !347
  store %struct.ZSTD_seqSymbol* %53, %struct.ZSTD_seqSymbol** %43, align 8, !tbaa !348
  store %struct.ZSTD_seqSymbol* %54, %struct.ZSTD_seqSymbol** %45, align 8, !tbaa !349
  store %struct.ZSTD_seqSymbol* %55, %struct.ZSTD_seqSymbol** %47, align 8, !tbaa !350
  store i32* %56, i32** %48, align 8, !tbaa !351
  %127 = load i32, i32* %57, align 4, !tbaa !6
  store i32 %127, i32* %40, align 4, !tbaa !6
  %128 = load i32, i32* %58, align 4, !tbaa !6
  store i32 %128, i32* %59, align 4, !tbaa !6
  %129 = load i32, i32* %60, align 4, !tbaa !6
  store i32 %129, i32* %61, align 4, !tbaa !6
  br label %135

130:                                              ; preds = %112
  %131 = tail call i64 @ZSTD_decompressBegin_usingDict(%struct.ZSTD_DCtx_s* noundef nonnull %0, i8* noundef %17, i64 noundef %16), !range !369
  %132 = icmp ult i64 %131, -119
  br i1 %132, label %133, label %339

133:                                              ; preds = %130
  %134 = load i8*, i8** %31, align 8, !tbaa !344
  br label %135

135:                                              ; preds = %133, %126, %113
  %136 = phi i8* [ %134, %133 ], [ %123, %126 ], [ %123, %113 ]
  %137 = icmp ne i8* %136, %80
  %138 = icmp ne i64 %81, 0
  %139 = and i1 %138, %137
  br i1 %139, label %140, label %146

140:                                              ; preds = %135
  store i8* %136, i8** %26, align 8, !tbaa !343
  %141 = load i8*, i8** %50, align 8, !tbaa !340
  %142 = ptrtoint i8* %136 to i64
  %143 = ptrtoint i8* %141 to i64
  %144 = sub i64 %143, %142
  %145 = getelementptr inbounds i8, i8* %80, i64 %144
  store i8* %145, i8** %51, align 8, !tbaa !341
  store i8* %80, i8** %50, align 8, !tbaa !340
  store i8* %80, i8** %31, align 8, !tbaa !344
  br label %146

146:                                              ; preds = %140, %135
  %147 = getelementptr i8, i8* %80, i64 %81
  %148 = load i32, i32* %18, align 8, !tbaa !363
  %149 = icmp eq i32 %148, 0
  %150 = select i1 %149, i64 9, i64 5
  %151 = icmp ult i64 %86, %150
  br i1 %151, label %318, label %152

152:                                              ; preds = %146
  %153 = select i1 %149, i64 5, i64 1
  %154 = add nsw i64 %153, -1
  %155 = getelementptr inbounds i8, i8* %87, i64 %154
  %156 = load i8, i8* %155, align 1, !tbaa !36
  %157 = zext i8 %156 to i32
  %158 = and i32 %157, 3
  %159 = lshr i32 %157, 6
  %160 = and i32 %157, 32
  %161 = icmp ne i32 %160, 0
  %162 = xor i1 %161, true
  %163 = zext i1 %162 to i64
  %164 = zext i32 %158 to i64
  %165 = getelementptr inbounds [4 x i64], [4 x i64]* @ZSTD_did_fieldSize, i64 0, i64 %164
  %166 = load i64, i64* %165, align 8, !tbaa !38
  %167 = zext i32 %159 to i64
  %168 = getelementptr inbounds [4 x i64], [4 x i64]* @ZSTD_fcs_fieldSize, i64 0, i64 %167
  %169 = load i64, i64* %168, align 8, !tbaa !38
  %170 = icmp ult i8 %156, 64
  %171 = select i1 %161, i1 %170, i1 false
  %172 = zext i1 %171 to i64
  %173 = add i64 %166, %153
  %174 = add i64 %173, %169
  %175 = add i64 %174, %163
  %176 = add i64 %175, %172
  %177 = icmp ult i64 %176, -119
  br i1 %177, label %178, label %318

178:                                              ; preds = %152
  %179 = add nuw i64 %176, 3
  %180 = icmp ult i64 %86, %179
  br i1 %180, label %318, label %181

181:                                              ; preds = %178
  %182 = tail call i64 @ZSTD_getFrameHeader_advanced(%struct.ZSTD_frameHeader* noundef nonnull %62, i8* noundef nonnull %87, i64 noundef %176, i32 noundef signext %148) #27
  %183 = icmp ult i64 %182, -119
  br i1 %183, label %184, label %318

184:                                              ; preds = %181
  %185 = icmp eq i64 %182, 0
  br i1 %185, label %186, label %318

186:                                              ; preds = %184
  %187 = load i32, i32* %63, align 8, !tbaa !370
  %188 = icmp eq i32 %187, 1
  br i1 %188, label %189, label %193

189:                                              ; preds = %186
  %190 = load %struct.ZSTD_DDictHashSet*, %struct.ZSTD_DDictHashSet** %64, align 8, !tbaa !371
  %191 = icmp eq %struct.ZSTD_DDictHashSet* %190, null
  br i1 %191, label %193, label %192

192:                                              ; preds = %189
  tail call fastcc void @ZSTD_DCtx_selectFrameDDict(%struct.ZSTD_DCtx_s* noundef nonnull %0) #27
  br label %193

193:                                              ; preds = %192, %189, %186
  %194 = load i32, i32* %65, align 4, !tbaa !372
  %195 = icmp eq i32 %194, 0
  br i1 %195, label %199, label %196

196:                                              ; preds = %193
  %197 = load i32, i32* %37, align 8, !tbaa !335
  %198 = icmp eq i32 %197, %194
  br i1 %198, label %199, label %318

199:                                              ; preds = %196, %193
  %200 = load i32, i32* %66, align 8, !tbaa !373
  %201 = icmp eq i32 %200, 0
  br i1 %201, label %202, label %203

202:                                              ; preds = %199
  store i32 0, i32* %68, align 8, !tbaa !374
  br label %208

203:                                              ; preds = %199
  %204 = load i32, i32* %67, align 4, !tbaa !375
  %205 = icmp eq i32 %204, 0
  %206 = zext i1 %205 to i32
  store i32 %206, i32* %68, align 8, !tbaa !374
  br i1 %205, label %207, label %208

207:                                              ; preds = %203
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(88) %70, i8 0, i64 88, i1 false) #27
  store i64 6983438078262162902, i64* %71, align 8, !tbaa !38
  store i64 -4417276706812531889, i64* %72, align 8, !tbaa !38
  store i64 7046029288634856825, i64* %73, align 8, !tbaa !38
  br label %208

208:                                              ; preds = %207, %203, %202
  %209 = load i64, i64* %30, align 8, !tbaa !376
  %210 = add i64 %209, %176
  store i64 %210, i64* %30, align 8, !tbaa !376
  %211 = getelementptr inbounds i8, i8* %87, i64 %176
  %212 = sub i64 %86, %176
  %213 = load i32, i32* %74, align 8, !tbaa !377
  %214 = icmp eq i32 %213, 0
  br i1 %214, label %219, label %215

215:                                              ; preds = %208
  %216 = load i32, i32* %75, align 8, !tbaa !378
  %217 = icmp ult i32 %216, %213
  %218 = select i1 %217, i32 %216, i32 %213
  store i32 %218, i32* %75, align 8, !tbaa !378
  br label %219

219:                                              ; preds = %215, %208
  %220 = ptrtoint i8* %147 to i64
  br label %221

221:                                              ; preds = %284, %219
  %222 = phi i64 [ %212, %219 ], [ %287, %284 ]
  %223 = phi i8* [ %80, %219 ], [ %285, %284 ]
  %224 = phi i8* [ %211, %219 ], [ %286, %284 ]
  %225 = icmp ult i64 %222, 3
  br i1 %225, label %318, label %226

226:                                              ; preds = %221
  %227 = bitcast i8* %224 to i16*
  %228 = load i16, i16* %227, align 1, !tbaa !14
  %229 = zext i16 %228 to i32
  %230 = getelementptr inbounds i8, i8* %224, i64 2
  %231 = load i8, i8* %230, align 1, !tbaa !36
  %232 = zext i8 %231 to i32
  %233 = shl nuw nsw i32 %232, 16
  %234 = or i32 %233, %229
  %235 = lshr i32 %234, 3
  %236 = and i32 %229, 1
  %237 = lshr i32 %229, 1
  %238 = trunc i32 %237 to i2
  switch i2 %238, label %239 [
    i2 1, label %241
    i2 -1, label %318
  ]

239:                                              ; preds = %226
  %240 = zext i32 %235 to i64
  br label %241

241:                                              ; preds = %239, %226
  %242 = phi i64 [ 1, %226 ], [ %240, %239 ]
  %243 = getelementptr inbounds i8, i8* %224, i64 3
  %244 = add i64 %222, -3
  %245 = icmp ult i64 %244, %242
  br i1 %245, label %318, label %246

246:                                              ; preds = %241
  %247 = icmp uge i8* %243, %223
  %248 = icmp ult i8* %243, %147
  %249 = and i1 %247, %248
  %250 = ptrtoint i8* %243 to i64
  %251 = ptrtoint i8* %223 to i64
  %252 = sub i64 %250, %251
  %253 = getelementptr inbounds i8, i8* %223, i64 %252
  %254 = select i1 %249, i8* %253, i8* %147
  switch i2 %238, label %318 [
    i2 -2, label %274
    i2 0, label %255
    i2 1, label %263
  ]

255:                                              ; preds = %246
  %256 = sub i64 %220, %251
  %257 = icmp ugt i64 %242, %256
  br i1 %257, label %318, label %258

258:                                              ; preds = %255
  %259 = icmp eq i8* %223, null
  br i1 %259, label %260, label %262

260:                                              ; preds = %258
  %261 = icmp eq i64 %242, 0
  br i1 %261, label %279, label %318

262:                                              ; preds = %258
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 1 %223, i8* nonnull align 1 %243, i64 %242, i1 false) #27
  br label %279

263:                                              ; preds = %246
  %264 = ptrtoint i8* %254 to i64
  %265 = sub i64 %264, %251
  %266 = load i8, i8* %243, align 1, !tbaa !36
  %267 = zext i32 %235 to i64
  %268 = icmp ult i64 %265, %267
  br i1 %268, label %318, label %269

269:                                              ; preds = %263
  %270 = icmp eq i8* %223, null
  br i1 %270, label %271, label %273

271:                                              ; preds = %269
  %272 = icmp ult i32 %234, 8
  br i1 %272, label %279, label %318

273:                                              ; preds = %269
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %223, i8 %266, i64 %267, i1 false) #27
  br label %279

274:                                              ; preds = %246
  %275 = ptrtoint i8* %254 to i64
  %276 = sub i64 %275, %251
  %277 = tail call i64 @ZSTD_decompressBlock_internal(%struct.ZSTD_DCtx_s* noundef nonnull %0, i8* noundef %223, i64 noundef %276, i8* noundef nonnull %243, i64 noundef %242, i32 noundef signext 0) #27
  %278 = icmp ult i64 %277, -119
  br i1 %278, label %279, label %318

279:                                              ; preds = %274, %273, %271, %262, %260
  %280 = phi i64 [ %277, %274 ], [ %267, %273 ], [ %242, %262 ], [ 0, %260 ], [ 0, %271 ]
  %281 = load i32, i32* %68, align 8, !tbaa !374
  %282 = icmp eq i32 %281, 0
  br i1 %282, label %284, label %283

283:                                              ; preds = %279
  tail call fastcc void @XXH_INLINE_XXH64_update(%struct.XXH_NAMESPACEXXH64_state_s* nocapture noundef nonnull %69, i8* nocapture noundef %223, i64 noundef %280) #27
  br label %284

284:                                              ; preds = %283, %279
  %285 = getelementptr i8, i8* %223, i64 %280
  %286 = getelementptr inbounds i8, i8* %243, i64 %242
  %287 = sub i64 %244, %242
  %288 = icmp eq i32 %236, 0
  br i1 %288, label %221, label %289

289:                                              ; preds = %284
  %290 = load i64, i64* %76, align 8, !tbaa !379
  %291 = icmp eq i64 %290, -1
  %292 = ptrtoint i8* %285 to i64
  %293 = ptrtoint i8* %80 to i64
  %294 = sub i64 %292, %293
  %295 = icmp eq i64 %294, %290
  %296 = select i1 %291, i1 true, i1 %295
  br i1 %296, label %297, label %318

297:                                              ; preds = %289
  %298 = load i32, i32* %66, align 8, !tbaa !373
  %299 = icmp eq i32 %298, 0
  br i1 %299, label %314, label %300

300:                                              ; preds = %297
  %301 = icmp ult i64 %287, 4
  br i1 %301, label %318, label %302

302:                                              ; preds = %300
  %303 = load i32, i32* %67, align 4, !tbaa !375
  %304 = icmp eq i32 %303, 0
  br i1 %304, label %305, label %311

305:                                              ; preds = %302
  %306 = tail call fastcc i64 @XXH_INLINE_XXH64_digest(%struct.XXH_NAMESPACEXXH64_state_s* nocapture noundef nonnull %69) #28
  %307 = trunc i64 %306 to i32
  %308 = bitcast i8* %286 to i32*
  %309 = load i32, i32* %308, align 1, !tbaa !6
  %310 = icmp eq i32 %309, %307
  br i1 %310, label %311, label %318

311:                                              ; preds = %305, %302
  %312 = getelementptr inbounds i8, i8* %286, i64 4
  %313 = add i64 %287, -4
  br label %314

314:                                              ; preds = %311, %297
  %315 = phi i8* [ %312, %311 ], [ %286, %297 ]
  %316 = phi i64 [ %313, %311 ], [ %287, %297 ]
  %317 = icmp ult i64 %294, -119
  br i1 %317, label %324, label %318

318:                                              ; preds = %314, %305, %300, %289, %274, %271, %263, %260, %255, %246, %241, %226, %221, %196, %184, %181, %178, %152, %146
  %319 = phi i64 [ -74, %271 ], [ -74, %260 ], [ -20, %226 ], [ -72, %221 ], [ -70, %263 ], [ -70, %255 ], [ %277, %274 ], [ -72, %241 ], [ -20, %246 ], [ %294, %314 ], [ -22, %305 ], [ -72, %146 ], [ -20, %289 ], [ -22, %300 ], [ -72, %178 ], [ %176, %152 ], [ -32, %196 ], [ -72, %184 ], [ %182, %181 ]
  %320 = trunc i64 %319 to i32
  %321 = icmp eq i32 %320, -10
  %322 = and i1 %321, %82
  %323 = select i1 %322, i64 -72, i64 %319
  br label %339

324:                                              ; preds = %314
  %325 = getelementptr i8, i8* %80, i64 %294
  %326 = sub i64 %81, %294
  %327 = load i32, i32* %18, align 8, !tbaa !363
  %328 = icmp eq i32 %327, 0
  %329 = select i1 %328, i64 5, i64 1
  %330 = icmp ult i64 %316, %329
  br i1 %330, label %331, label %77, !llvm.loop !380

331:                                              ; preds = %324, %108, %15
  %332 = phi i8* [ %1, %15 ], [ %80, %108 ], [ %325, %324 ]
  %333 = phi i64 [ %4, %15 ], [ %110, %108 ], [ %316, %324 ]
  %334 = icmp eq i64 %333, 0
  br i1 %334, label %335, label %339

335:                                              ; preds = %331
  %336 = ptrtoint i8* %332 to i64
  %337 = ptrtoint i8* %1 to i64
  %338 = sub i64 %336, %337
  br label %339

339:                                              ; preds = %335, %331, %318, %130, %102, %97, %95
  %340 = phi i64 [ %338, %335 ], [ -72, %331 ], [ %323, %318 ], [ %106, %102 ], [ -14, %97 ], [ -72, %95 ], [ %131, %130 ]
  ret i64 %340
}

; Function Attrs: nofree nosync nounwind
declare dso_local i64 @ZSTD_decompressBegin_usingDict(%struct.ZSTD_DCtx_s* noundef, i8* noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare hidden fastcc void @ZSTD_DCtx_selectFrameDDict(%struct.ZSTD_DCtx_s* nocapture noundef) unnamed_addr #6

; Function Attrs: nofree nosync nounwind
declare dso_local i64 @ZSTD_decompressBlock_internal(%struct.ZSTD_DCtx_s* noundef, i8* noundef, i64 noundef, i8* noundef, i64 noundef, i32 noundef signext) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind
declare hidden fastcc void @ZSTD_safecopy(i8* noundef, i8* noundef, i8* noundef, i64 noundef, i32 noundef signext) unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind
define hidden fastcc i64 @ZSTD_execSequenceEndSplitLitBuffer(i8* noundef %0, i8* noundef %1, i8* noundef %2, %struct.rsyncState_t* nocapture noundef %3, i8** nocapture noundef %4, i8* noundef %5, i8* noundef %6, i8* noundef %7, i8* noundef readonly %8) unnamed_addr #16 {
  %10 = getelementptr inbounds %struct.rsyncState_t, %struct.rsyncState_t* %3, i64 0, i32 0
  %11 = load i64, i64* %10, align 8, !tbaa !381
  %12 = getelementptr inbounds i8, i8* %0, i64 %11
  %13 = getelementptr inbounds %struct.rsyncState_t, %struct.rsyncState_t* %3, i64 0, i32 1
  %14 = load i64, i64* %13, align 8, !tbaa !382
  %15 = add i64 %14, %11
  %16 = load i8*, i8** %4, align 8, !tbaa !17
  %17 = getelementptr inbounds i8, i8* %16, i64 %11
  %18 = getelementptr inbounds %struct.rsyncState_t, %struct.rsyncState_t* %3, i64 0, i32 2
  %19 = load i64, i64* %18, align 8, !tbaa !383
  %20 = sub i64 0, %19
  %21 = getelementptr inbounds i8, i8* %12, i64 %20
  %22 = ptrtoint i8* %1 to i64
  %23 = ptrtoint i8* %0 to i64
  %24 = sub i64 %22, %23
  %25 = icmp ugt i64 %15, %24
  br i1 %25, label %113, label %26

26:                                               ; preds = %9
  %27 = ptrtoint i8* %5 to i64
  %28 = ptrtoint i8* %16 to i64
  %29 = sub i64 %27, %28
  %30 = icmp ugt i64 %11, %29
  br i1 %30, label %113, label %31

31:                                               ; preds = %26
  %32 = icmp ult i8* %16, %0
  %33 = icmp ugt i8* %17, %0
  %34 = select i1 %32, i1 %33, i1 false
  br i1 %34, label %113, label %35

35:                                               ; preds = %31
  %36 = sub i64 %23, %28
  %37 = icmp slt i64 %11, 8
  %38 = icmp sgt i64 %36, -8
  %39 = or i1 %37, %38
  br i1 %39, label %40, label %49

40:                                               ; preds = %35
  %41 = icmp sgt i64 %11, 0
  br i1 %41, label %42, label %84

42:                                               ; preds = %42, %40
  %43 = phi i8* [ %47, %42 ], [ %0, %40 ]
  %44 = phi i8* [ %45, %42 ], [ %16, %40 ]
  %45 = getelementptr inbounds i8, i8* %44, i64 1
  %46 = load i8, i8* %44, align 1, !tbaa !36
  %47 = getelementptr inbounds i8, i8* %43, i64 1
  store i8 %46, i8* %43, align 1, !tbaa !36
  %48 = icmp ult i8* %47, %12
  br i1 %48, label %42, label %84, !llvm.loop !384

49:                                               ; preds = %35
  %50 = getelementptr inbounds i8, i8* %12, i64 -32
  %51 = icmp uge i8* %50, %0
  %52 = icmp ult i64 %36, -16
  %53 = and i1 %51, %52
  br i1 %53, label %54, label %70

54:                                               ; preds = %49
  %55 = ptrtoint i8* %50 to i64
  %56 = sub i64 %55, %23
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %0, i8* noundef nonnull align 1 dereferenceable(16) %16, i64 16, i1 false) #27
  %57 = icmp slt i64 %56, 17
  br i1 %57, label %68, label %58

58:                                               ; preds = %54
  %59 = getelementptr inbounds i8, i8* %0, i64 16
  br label %60

60:                                               ; preds = %60, %58
  %61 = phi i8* [ %59, %58 ], [ %66, %60 ]
  %62 = phi i8* [ %16, %58 ], [ %65, %60 ]
  %63 = getelementptr inbounds i8, i8* %62, i64 16
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %61, i8* noundef nonnull align 1 dereferenceable(16) %63, i64 16, i1 false) #27
  %64 = getelementptr inbounds i8, i8* %61, i64 16
  %65 = getelementptr inbounds i8, i8* %62, i64 32
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %64, i8* noundef nonnull align 1 dereferenceable(16) %65, i64 16, i1 false) #27
  %66 = getelementptr inbounds i8, i8* %61, i64 32
  %67 = icmp ult i8* %66, %50
  br i1 %67, label %60, label %68, !llvm.loop !191

68:                                               ; preds = %60, %54
  %69 = getelementptr inbounds i8, i8* %16, i64 %56
  br label %70

70:                                               ; preds = %68, %49
  %71 = phi i8* [ %50, %68 ], [ %0, %49 ]
  %72 = phi i8* [ %69, %68 ], [ %16, %49 ]
  %73 = phi i64 [ %55, %68 ], [ %23, %49 ]
  %74 = add i64 %11, %23
  %75 = sub i64 %74, %73
  %76 = getelementptr i8, i8* %71, i64 %75
  br label %77

77:                                               ; preds = %77, %70
  %78 = phi i8* [ %82, %77 ], [ %71, %70 ]
  %79 = phi i8* [ %80, %77 ], [ %72, %70 ]
  %80 = getelementptr inbounds i8, i8* %79, i64 1
  %81 = load i8, i8* %79, align 1, !tbaa !36
  %82 = getelementptr inbounds i8, i8* %78, i64 1
  store i8 %81, i8* %78, align 1, !tbaa !36
  %83 = icmp eq i8* %82, %76
  br i1 %83, label %84, label %77, !llvm.loop !385

84:                                               ; preds = %77, %42, %40
  store i8* %17, i8** %4, align 8, !tbaa !17
  %85 = load i64, i64* %18, align 8, !tbaa !383
  %86 = ptrtoint i8* %12 to i64
  %87 = ptrtoint i8* %6 to i64
  %88 = sub i64 %86, %87
  %89 = icmp ugt i64 %85, %88
  br i1 %89, label %92, label %90

90:                                               ; preds = %84
  %91 = load i64, i64* %13, align 8, !tbaa !382
  br label %109

92:                                               ; preds = %84
  %93 = ptrtoint i8* %7 to i64
  %94 = sub i64 %86, %93
  %95 = icmp ugt i64 %85, %94
  br i1 %95, label %113, label %96

96:                                               ; preds = %92
  %97 = ptrtoint i8* %21 to i64
  %98 = sub i64 %97, %87
  %99 = getelementptr inbounds i8, i8* %8, i64 %98
  %100 = load i64, i64* %13, align 8, !tbaa !382
  %101 = getelementptr inbounds i8, i8* %99, i64 %100
  %102 = icmp ugt i8* %101, %8
  br i1 %102, label %104, label %103

103:                                              ; preds = %96
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %12, i8* align 1 %99, i64 %100, i1 false)
  br label %113

104:                                              ; preds = %96
  %105 = sub i64 0, %98
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %12, i8* align 1 %99, i64 %105, i1 false)
  %106 = getelementptr inbounds i8, i8* %12, i64 %105
  %107 = load i64, i64* %13, align 8, !tbaa !382
  %108 = add i64 %107, %98
  store i64 %108, i64* %13, align 8, !tbaa !382
  br label %109

109:                                              ; preds = %104, %90
  %110 = phi i64 [ %108, %104 ], [ %91, %90 ]
  %111 = phi i8* [ %106, %104 ], [ %12, %90 ]
  %112 = phi i8* [ %6, %104 ], [ %21, %90 ]
  tail call fastcc void @ZSTD_safecopy(i8* noundef %111, i8* noundef %2, i8* noundef %112, i64 noundef %110, i32 noundef signext 1)
  br label %113

113:                                              ; preds = %109, %103, %92, %31, %26, %9
  %114 = phi i64 [ %15, %103 ], [ %15, %109 ], [ -70, %9 ], [ -20, %26 ], [ -70, %31 ], [ -20, %92 ]
  ret i64 %114
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local i64 @ZSTD_decompressBegin(%struct.ZSTD_DCtx_s* noundef %0) local_unnamed_addr #13 {
  %2 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 20
  %3 = load i32, i32* %2, align 8, !tbaa !363
  %4 = icmp eq i32 %3, 0
  %5 = select i1 %4, i64 5, i64 1
  %6 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 10
  store i64 %5, i64* %6, align 8, !tbaa !365
  %7 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 15
  store i32 0, i32* %7, align 4, !tbaa !366
  %8 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 12
  %9 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 6
  %10 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 3, i64 0
  %11 = bitcast i8** %9 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  %12 = bitcast i64* %8 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %12, i8 0, i64 16, i1 false)
  store i32 201326604, i32* %10, align 8, !tbaa !6
  %13 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 17
  store i32 0, i32* %13, align 4, !tbaa !347
  %14 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 16
  store i32 0, i32* %14, align 8, !tbaa !346
  %15 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 31
  store i32 0, i32* %15, align 8, !tbaa !335
  %16 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 14
  store i32 3, i32* %16, align 8, !tbaa !367
  %17 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 28
  store i32 1, i32* %17, align 8, !tbaa !368
  %18 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 4, i64 0
  %19 = bitcast i32* %18 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %19, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @repStartValue to i8*), i64 12, i1 false)
  %20 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 0, i64 0
  %21 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 0
  store %struct.ZSTD_seqSymbol* %20, %struct.ZSTD_seqSymbol** %21, align 8, !tbaa !348
  %22 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 2, i64 0
  %23 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 1
  store %struct.ZSTD_seqSymbol* %22, %struct.ZSTD_seqSymbol** %23, align 8, !tbaa !349
  %24 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 4, i32 1, i64 0
  %25 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 2
  store %struct.ZSTD_seqSymbol* %24, %struct.ZSTD_seqSymbol** %25, align 8, !tbaa !350
  %26 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 3
  store i32* %10, i32** %26, align 8, !tbaa !351
  ret i64 0
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local signext i32 @ZSTD_getDictID_fromFrame(i8* noundef %0, i64 noundef %1) local_unnamed_addr #13 {
  %3 = alloca %struct.ZSTD_frameHeader, align 8
  %4 = bitcast %struct.ZSTD_frameHeader* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %4) #27
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %4, i8 0, i64 48, i1 false)
  %5 = call i64 @ZSTD_getFrameHeader_advanced(%struct.ZSTD_frameHeader* noundef nonnull %3, i8* noundef %0, i64 noundef %1, i32 noundef signext 0) #27
  %6 = icmp ult i64 %5, -119
  %7 = getelementptr inbounds %struct.ZSTD_frameHeader, %struct.ZSTD_frameHeader* %3, i64 0, i32 5
  %8 = load i32, i32* %7, align 4
  %9 = select i1 %6, i32 %8, i32 0
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %4) #27
  ret i32 %9
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn writeonly
define dso_local %struct.ZSTD_DCtx_s* @ZSTD_initStaticDStream(i8* noundef %0, i64 noundef %1) local_unnamed_addr #23 {
  %3 = ptrtoint i8* %0 to i64
  %4 = and i64 %3, 7
  %5 = icmp ne i64 %4, 0
  %6 = icmp ult i64 %1, 95968
  %7 = or i1 %6, %5
  br i1 %7, label %47, label %8

8:                                                ; preds = %2
  %9 = bitcast i8* %0 to %struct.ZSTD_DCtx_s*
  %10 = getelementptr inbounds i8, i8* %0, i64 30168
  %11 = bitcast i8* %10 to i64*
  %12 = getelementptr inbounds i8, i8* %0, i64 30184
  %13 = getelementptr inbounds i8, i8* %0, i64 29912
  %14 = bitcast i8* %13 to i8**
  store i8* null, i8** %14, align 8, !tbaa !343
  %15 = getelementptr inbounds i8, i8* %0, i64 30204
  %16 = bitcast i8* %15 to i32*
  store i32 0, i32* %16, align 4, !tbaa !364
  %17 = getelementptr inbounds i8, i8* %0, i64 30208
  %18 = bitcast i8* %17 to i32*
  store i32 0, i32* %18, align 8, !tbaa !386
  %19 = getelementptr inbounds i8, i8* %0, i64 30280
  %20 = bitcast i8* %19 to i64*
  store i64 0, i64* %20, align 8, !tbaa !355
  %21 = getelementptr inbounds i8, i8* %0, i64 30236
  %22 = getelementptr inbounds i8, i8* %0, i64 30316
  %23 = bitcast i8* %22 to i32*
  store i32 0, i32* %23, align 4, !tbaa !387
  %24 = getelementptr inbounds i8, i8* %0, i64 95960
  %25 = bitcast i8* %24 to i64*
  store i64 0, i64* %25, align 8, !tbaa !388
  %26 = getelementptr inbounds i8, i8* %0, i64 30176
  %27 = bitcast i8* %26 to i32*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %12, i8 0, i64 16, i1 false) #27
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(20) %21, i8 0, i64 20, i1 false) #27
  store i32 1, i32* %27, align 8, !tbaa !368
  %28 = getelementptr inbounds i8, i8* %0, i64 30216
  %29 = bitcast i8* %28 to %struct.ZSTD_DDictHashSet**
  store %struct.ZSTD_DDictHashSet* null, %struct.ZSTD_DDictHashSet** %29, align 8, !tbaa !371
  %30 = getelementptr inbounds i8, i8* %0, i64 30104
  %31 = bitcast i8* %30 to i32*
  store i32 0, i32* %31, align 8, !tbaa !363
  %32 = getelementptr inbounds i8, i8* %0, i64 30264
  %33 = bitcast i8* %32 to i64*
  store i64 134217729, i64* %33, align 8, !tbaa !389
  %34 = getelementptr inbounds i8, i8* %0, i64 30320
  %35 = bitcast i8* %34 to i32*
  store i32 0, i32* %35, align 8, !tbaa !390
  %36 = getelementptr inbounds i8, i8* %0, i64 30108
  %37 = bitcast i8* %36 to i32*
  store i32 0, i32* %37, align 4, !tbaa !375
  %38 = getelementptr inbounds i8, i8* %0, i64 30224
  %39 = bitcast i8* %38 to i32*
  store i32 0, i32* %39, align 8, !tbaa !370
  %40 = getelementptr inbounds i8, i8* %0, i64 30228
  %41 = bitcast i8* %40 to i32*
  store i32 0, i32* %41, align 4, !tbaa !391
  %42 = getelementptr inbounds i8, i8* %0, i64 30232
  %43 = bitcast i8* %42 to i32*
  store i32 0, i32* %43, align 8, !tbaa !377
  store i64 %1, i64* %11, align 8, !tbaa !392
  %44 = getelementptr inbounds i8, i8* %0, i64 95968
  %45 = getelementptr inbounds i8, i8* %0, i64 30240
  %46 = bitcast i8* %45 to i8**
  store i8* %44, i8** %46, align 8, !tbaa !393
  br label %47

47:                                               ; preds = %8, %2
  %48 = phi %struct.ZSTD_DCtx_s* [ %9, %8 ], [ null, %2 ]
  ret %struct.ZSTD_DCtx_s* %48
}

; Function Attrs: nounwind
declare dso_local i64 @ZSTD_DCtx_loadDictionary_advanced(%struct.ZSTD_DCtx_s* nocapture noundef, i8* noundef, i64 noundef, i32 noundef signext, i32 noundef signext) local_unnamed_addr #6

; Function Attrs: nounwind
define dso_local i64 @ZSTD_initDStream_usingDict(%struct.ZSTD_DCtx_s* nocapture noundef %0, i8* noundef %1, i64 noundef %2) local_unnamed_addr #6 {
  %4 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 38
  store i32 0, i32* %4, align 4, !tbaa !394
  %5 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 49
  store i32 0, i32* %5, align 4, !tbaa !387
  %6 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 28
  store i32 1, i32* %6, align 8, !tbaa !368
  %7 = tail call i64 @ZSTD_DCtx_loadDictionary_advanced(%struct.ZSTD_DCtx_s* noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef signext 0, i32 noundef signext 0) #27
  %8 = icmp ult i64 %7, -119
  br i1 %8, label %9, label %14

9:                                                ; preds = %3
  %10 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 20
  %11 = load i32, i32* %10, align 8, !tbaa !363
  %12 = icmp eq i32 %11, 0
  %13 = select i1 %12, i64 5, i64 1
  br label %14

14:                                               ; preds = %9, %3
  %15 = phi i64 [ %7, %3 ], [ %13, %9 ]
  ret i64 %15
}

; Function Attrs: nounwind
define dso_local i64 @ZSTD_DCtx_reset(%struct.ZSTD_DCtx_s* nocapture noundef %0, i32 noundef signext %1) local_unnamed_addr #6 {
  %3 = and i32 %1, -3
  %4 = icmp eq i32 %3, 1
  br i1 %4, label %5, label %9

5:                                                ; preds = %2
  %6 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 38
  store i32 0, i32* %6, align 4, !tbaa !394
  %7 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 49
  store i32 0, i32* %7, align 4, !tbaa !387
  %8 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 28
  store i32 1, i32* %8, align 8, !tbaa !368
  br label %9

9:                                                ; preds = %5, %2
  %10 = and i32 %1, -2
  %11 = icmp eq i32 %10, 2
  br i1 %11, label %12, label %47

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 38
  %14 = load i32, i32* %13, align 4, !tbaa !394
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %47

16:                                               ; preds = %12
  %17 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 29
  %18 = load %struct.ZSTD_DDict_s*, %struct.ZSTD_DDict_s** %17, align 8, !tbaa !353
  %19 = icmp eq %struct.ZSTD_DDict_s* %18, null
  br i1 %19, label %37, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %18, i64 0, i32 6, i32 1
  %22 = load void (i8*, i8*)*, void (i8*, i8*)** %21, align 8, !tbaa.struct !32
  %23 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %18, i64 0, i32 6, i32 2
  %24 = load i8*, i8** %23, align 8, !tbaa.struct !19
  %25 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %18, i64 0, i32 0
  %26 = load i8*, i8** %25, align 8, !tbaa !352
  %27 = icmp eq i8* %26, null
  %28 = icmp eq void (i8*, i8*)* %22, null
  br i1 %27, label %32, label %29

29:                                               ; preds = %20
  br i1 %28, label %31, label %30

30:                                               ; preds = %29
  tail call void %22(i8* noundef %24, i8* noundef nonnull %26) #27
  br label %33

31:                                               ; preds = %29
  tail call void @free(i8* noundef nonnull %26) #27
  br label %35

32:                                               ; preds = %20
  br i1 %28, label %35, label %33

33:                                               ; preds = %32, %30
  %34 = bitcast %struct.ZSTD_DDict_s* %18 to i8*
  tail call void %22(i8* noundef %24, i8* noundef nonnull %34) #27
  br label %37

35:                                               ; preds = %32, %31
  %36 = bitcast %struct.ZSTD_DDict_s* %18 to i8*
  tail call void @free(i8* noundef nonnull %36) #27
  br label %37

37:                                               ; preds = %35, %33, %16
  %38 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 33
  store i32 0, i32* %38, align 8, !tbaa !386
  %39 = bitcast %struct.ZSTD_DDict_s** %17 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %39, i8 0, i64 16, i1 false) #27
  %40 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 20
  store i32 0, i32* %40, align 8, !tbaa !363
  %41 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 42
  store i64 134217729, i64* %41, align 8, !tbaa !389
  %42 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 50
  store i32 0, i32* %42, align 8, !tbaa !390
  %43 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 21
  store i32 0, i32* %43, align 4, !tbaa !375
  %44 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 35
  store i32 0, i32* %44, align 8, !tbaa !370
  %45 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 36
  store i32 0, i32* %45, align 4, !tbaa !391
  %46 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 37
  store i32 0, i32* %46, align 8, !tbaa !377
  br label %47

47:                                               ; preds = %37, %12, %9
  %48 = phi i64 [ -60, %12 ], [ 0, %9 ], [ 0, %37 ]
  ret i64 %48
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local i64 @ZSTD_DCtx_setMaxWindowSize(%struct.ZSTD_DCtx_s* nocapture noundef %0, i64 noundef %1) local_unnamed_addr #12 {
  %3 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 38
  %4 = load i32, i32* %3, align 4, !tbaa !394
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %11

6:                                                ; preds = %2
  %7 = add i64 %1, -2147483649
  %8 = icmp ult i64 %7, -2147482625
  br i1 %8, label %11, label %9

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 42
  store i64 %1, i64* %10, align 8, !tbaa !389
  br label %11

11:                                               ; preds = %9, %6, %2
  %12 = phi i64 [ 0, %9 ], [ -60, %2 ], [ -42, %6 ]
  ret i64 %12
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local i64 @ZSTD_DCtx_getParameter(%struct.ZSTD_DCtx_s* nocapture noundef readonly %0, i32 noundef signext %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #13 {
  switch i32 %1, label %30 [
    i32 100, label %4
    i32 1000, label %10
    i32 1001, label %13
    i32 1002, label %16
    i32 1003, label %19
    i32 1004, label %22
    i32 1005, label %25
  ]

4:                                                ; preds = %3
  %5 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 42
  %6 = load i64, i64* %5, align 8, !tbaa !389
  %7 = trunc i64 %6 to i32
  %8 = tail call i32 @llvm.ctlz.i32(i32 %7, i1 true) #27, !range !10
  %9 = xor i32 %8, 31
  br label %28

10:                                               ; preds = %3
  %11 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 20
  %12 = load i32, i32* %11, align 8, !tbaa !363
  br label %28

13:                                               ; preds = %3
  %14 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 50
  %15 = load i32, i32* %14, align 8, !tbaa !390
  br label %28

16:                                               ; preds = %3
  %17 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 21
  %18 = load i32, i32* %17, align 4, !tbaa !375
  br label %28

19:                                               ; preds = %3
  %20 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 35
  %21 = load i32, i32* %20, align 8, !tbaa !370
  br label %28

22:                                               ; preds = %3
  %23 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 36
  %24 = load i32, i32* %23, align 4, !tbaa !391
  br label %28

25:                                               ; preds = %3
  %26 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 37
  %27 = load i32, i32* %26, align 8, !tbaa !377
  br label %28

28:                                               ; preds = %25, %22, %19, %16, %13, %10, %4
  %29 = phi i32 [ %9, %4 ], [ %12, %10 ], [ %15, %13 ], [ %18, %16 ], [ %21, %19 ], [ %24, %22 ], [ %27, %25 ]
  store i32 %29, i32* %2, align 4, !tbaa !6
  br label %30

30:                                               ; preds = %28, %3
  %31 = phi i64 [ -40, %3 ], [ 0, %28 ]
  ret i64 %31
}

; Function Attrs: nounwind
define hidden fastcc %struct.ZSTD_DDict_s* @ZSTD_getDDict(%struct.ZSTD_DCtx_s* nocapture noundef %0) unnamed_addr #6 {
  %2 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 33
  %3 = load i32, i32* %2, align 8, !tbaa !386
  switch i32 %3, label %4 [
    i32 1, label %30
    i32 -1, label %27
  ]

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 29
  %6 = load %struct.ZSTD_DDict_s*, %struct.ZSTD_DDict_s** %5, align 8, !tbaa !353
  %7 = icmp eq %struct.ZSTD_DDict_s* %6, null
  br i1 %7, label %25, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %6, i64 0, i32 6, i32 1
  %10 = load void (i8*, i8*)*, void (i8*, i8*)** %9, align 8, !tbaa.struct !32
  %11 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %6, i64 0, i32 6, i32 2
  %12 = load i8*, i8** %11, align 8, !tbaa.struct !19
  %13 = getelementptr inbounds %struct.ZSTD_DDict_s, %struct.ZSTD_DDict_s* %6, i64 0, i32 0
  %14 = load i8*, i8** %13, align 8, !tbaa !352
  %15 = icmp eq i8* %14, null
  %16 = icmp eq void (i8*, i8*)* %10, null
  br i1 %15, label %20, label %17

17:                                               ; preds = %8
  br i1 %16, label %19, label %18

18:                                               ; preds = %17
  tail call void %10(i8* noundef %12, i8* noundef nonnull %14) #27
  br label %21

19:                                               ; preds = %17
  tail call void @free(i8* noundef nonnull %14) #27
  br label %23

20:                                               ; preds = %8
  br i1 %16, label %23, label %21

21:                                               ; preds = %20, %18
  %22 = bitcast %struct.ZSTD_DDict_s* %6 to i8*
  tail call void %10(i8* noundef %12, i8* noundef nonnull %22) #27
  br label %25

23:                                               ; preds = %20, %19
  %24 = bitcast %struct.ZSTD_DDict_s* %6 to i8*
  tail call void @free(i8* noundef nonnull %24) #27
  br label %25

25:                                               ; preds = %23, %21, %4
  store i32 0, i32* %2, align 8, !tbaa !386
  %26 = bitcast %struct.ZSTD_DDict_s** %5 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %26, i8 0, i64 16, i1 false) #27
  br label %33

27:                                               ; preds = %1
  %28 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 30
  %29 = load %struct.ZSTD_DDict_s*, %struct.ZSTD_DDict_s** %28, align 8, !tbaa !395
  br label %33

30:                                               ; preds = %1
  store i32 0, i32* %2, align 8, !tbaa !386
  %31 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 30
  %32 = load %struct.ZSTD_DDict_s*, %struct.ZSTD_DDict_s** %31, align 8, !tbaa !395
  br label %33

33:                                               ; preds = %30, %27, %25
  %34 = phi %struct.ZSTD_DDict_s* [ null, %25 ], [ %29, %27 ], [ %32, %30 ]
  ret %struct.ZSTD_DDict_s* %34
}

; Function Attrs: nofree nosync nounwind
define dso_local i64 @ZSTD_decompressBlock(%struct.ZSTD_DCtx_s* noundef %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4) local_unnamed_addr #1 {
  %6 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 28
  store i32 0, i32* %6, align 8, !tbaa !368
  %7 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 6
  %8 = load i8*, i8** %7, align 8, !tbaa !344
  %9 = icmp ne i8* %8, %1
  %10 = icmp ne i64 %2, 0
  %11 = and i1 %10, %9
  br i1 %11, label %12, label %21

12:                                               ; preds = %5
  %13 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 9
  store i8* %8, i8** %13, align 8, !tbaa !343
  %14 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 7
  %15 = load i8*, i8** %14, align 8, !tbaa !340
  %16 = ptrtoint i8* %8 to i64
  %17 = ptrtoint i8* %15 to i64
  %18 = sub i64 %17, %16
  %19 = getelementptr inbounds i8, i8* %1, i64 %18
  %20 = getelementptr inbounds %struct.ZSTD_DCtx_s, %struct.ZSTD_DCtx_s* %0, i64 0, i32 8
  store i8* %19, i8** %20, align 8, !tbaa !341
  store i8* %1, i8** %14, align 8, !tbaa !340
  store i8* %1, i8** %7, align 8, !tbaa !344
  br label %21

21:                                               ; preds = %12, %5
  %22 = tail call i64 @ZSTD_decompressBlock_internal(%struct.ZSTD_DCtx_s* noundef nonnull %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i32 noundef signext 0) #27
  %23 = icmp ult i64 %22, -119
  br i1 %23, label %24, label %26

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, i8* %1, i64 %22
  store i8* %25, i8** %7, align 8, !tbaa !344
  br label %26

26:                                               ; preds = %24, %21
  ret i64 %22
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local i64 @COVER_sum(i64* nocapture noundef readonly %0, i32 noundef signext %1) local_unnamed_addr #11 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %14, label %4

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %6

6:                                                ; preds = %6, %4
  %7 = phi i64 [ 0, %4 ], [ %12, %6 ]
  %8 = phi i64 [ 0, %4 ], [ %11, %6 ]
  %9 = getelementptr inbounds i64, i64* %0, i64 %7
  %10 = load i64, i64* %9, align 8, !tbaa !38
  %11 = add i64 %10, %8
  %12 = add nuw nsw i64 %7, 1
  %13 = icmp eq i64 %12, %5
  br i1 %13, label %14, label %6, !llvm.loop !396

14:                                               ; preds = %6, %2
  %15 = phi i64 [ 0, %2 ], [ %11, %6 ]
  ret i64 %15
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #24

; Function Attrs: nofree nounwind
declare noundef signext i32 @fflush(%struct._IO_FILE* nocapture noundef) local_unnamed_addr #24

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @COVER_computeEpochs(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3) local_unnamed_addr #0 {
  %5 = mul i32 %2, 10
  %6 = udiv i32 %0, %2
  %7 = icmp ult i32 %6, %3
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = udiv i32 %6, %3
  br label %10

10:                                               ; preds = %8, %4
  %11 = phi i32 [ %9, %8 ], [ 1, %4 ]
  %12 = udiv i32 %1, %11
  %13 = icmp ult i32 %12, %5
  br i1 %13, label %14, label %18

14:                                               ; preds = %10
  %15 = icmp ult i32 %5, %1
  %16 = select i1 %15, i32 %5, i32 %1
  %17 = udiv i32 %1, %16
  br label %18

18:                                               ; preds = %14, %10
  %19 = phi i32 [ %17, %14 ], [ %11, %10 ]
  %20 = phi i32 [ %16, %14 ], [ %12, %10 ]
  %21 = zext i32 %20 to i64
  %22 = shl nuw i64 %21, 32
  %23 = zext i32 %19 to i64
  %24 = or i64 %22, %23
  ret i64 %24
}

; Function Attrs: nounwind
define dso_local i64 @ZDICT_trainFromBuffer_cover(i8* noundef %0, i64 noundef %1, i8* noundef %2, i64* noundef %3, i32 noundef signext %4, %struct.ZDICT_cover_params_t* nocapture noundef %5) local_unnamed_addr #6 {
  %7 = alloca %struct.COVER_ctx_t, align 8
  %8 = alloca %struct.COVER_map_s, align 8
  %9 = alloca %struct.ZDICT_cover_params_t, align 8
  %10 = bitcast %struct.COVER_ctx_t* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 88, i8* nonnull %10) #27
  %11 = bitcast %struct.COVER_map_s* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %11) #27
  %12 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %5, i64 0, i32 4
  store double 1.000000e+00, double* %12, align 8, !tbaa !397
  %13 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %5, i64 0, i32 7, i32 1
  %14 = load i32, i32* %13, align 4, !tbaa !400
  store i32 %14, i32* @g_displayLevel, align 4, !tbaa !6
  %15 = bitcast %struct.ZDICT_cover_params_t* %5 to i8*
  %16 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %5, i64 0, i32 0
  %17 = load i32, i32* %16, align 8, !tbaa.struct !401
  %18 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %5, i64 0, i32 1
  %19 = load i32, i32* %18, align 4, !tbaa.struct !403
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %28, label %21

21:                                               ; preds = %6
  %22 = icmp eq i32 %17, 0
  %23 = zext i32 %17 to i64
  %24 = icmp ugt i64 %23, %1
  %25 = or i1 %22, %24
  %26 = icmp ugt i32 %19, %17
  %27 = select i1 %25, i1 true, i1 %26
  br i1 %27, label %28, label %35

28:                                               ; preds = %21, %6
  %29 = icmp sgt i32 %14, 0
  br i1 %29, label %30, label %181

30:                                               ; preds = %28
  %31 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %32 = tail call i64 @fwrite(i8* getelementptr inbounds ([28 x i8], [28 x i8]* @.str.37, i64 0, i64 0), i64 27, i64 1, %struct._IO_FILE* %31) #29
  %33 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %34 = tail call signext i32 @fflush(%struct._IO_FILE* noundef %33)
  br label %181

35:                                               ; preds = %21
  %36 = icmp eq i32 %4, 0
  br i1 %36, label %37, label %44

37:                                               ; preds = %35
  %38 = icmp sgt i32 %14, 0
  br i1 %38, label %39, label %181

39:                                               ; preds = %37
  %40 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %41 = tail call i64 @fwrite(i8* getelementptr inbounds ([41 x i8], [41 x i8]* @.str.38, i64 0, i64 0), i64 40, i64 1, %struct._IO_FILE* %40) #29
  %42 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %43 = tail call signext i32 @fflush(%struct._IO_FILE* noundef %42)
  br label %181

44:                                               ; preds = %35
  %45 = icmp ult i64 %1, 256
  br i1 %45, label %46, label %53

46:                                               ; preds = %44
  %47 = icmp sgt i32 %14, 0
  br i1 %47, label %48, label %181

48:                                               ; preds = %46
  %49 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %50 = tail call signext i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %49, i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.39, i64 0, i64 0), i32 noundef signext 256) #29
  %51 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %52 = tail call signext i32 @fflush(%struct._IO_FILE* noundef %51)
  br label %181

53:                                               ; preds = %44
  %54 = call fastcc i64 @COVER_ctx_init(%struct.COVER_ctx_t* noundef nonnull %7, i8* noundef %2, i64* noundef %3, i32 noundef signext %4, i32 noundef signext %19, double noundef 1.000000e+00), !range !404
  %55 = icmp ult i64 %54, -119
  br i1 %55, label %56, label %181

56:                                               ; preds = %53
  %57 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %7, i64 0, i32 7
  %58 = load i64, i64* %57, align 8, !tbaa !405
  %59 = load i32, i32* @g_displayLevel, align 4, !tbaa !6
  %60 = uitofp i64 %58 to double
  %61 = uitofp i64 %1 to double
  %62 = fdiv double %60, %61
  %63 = fcmp ult double %62, 1.000000e+01
  %64 = icmp sgt i32 %59, 0
  %65 = and i1 %64, %63
  br i1 %65, label %66, label %73

66:                                               ; preds = %56
  %67 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %68 = trunc i64 %1 to i32
  %69 = trunc i64 %58 to i32
  %70 = call signext i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %67, i8* noundef getelementptr inbounds ([280 x i8], [280 x i8]* @.str.36, i64 0, i64 0), i32 noundef signext %68, i32 noundef signext %69, double noundef %62) #30
  %71 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %72 = call signext i32 @fflush(%struct._IO_FILE* noundef %71) #27
  br label %73

73:                                               ; preds = %66, %56
  %74 = load i32, i32* %16, align 8, !tbaa !407
  %75 = load i32, i32* %18, align 4, !tbaa !408
  %76 = add i32 %74, 1
  %77 = sub i32 %76, %75
  %78 = call i32 @llvm.ctlz.i32(i32 %77, i1 true) #27, !range !10
  %79 = sub nuw nsw i32 33, %78
  %80 = getelementptr inbounds %struct.COVER_map_s, %struct.COVER_map_s* %8, i64 0, i32 1
  store i32 %79, i32* %80, align 8, !tbaa !409
  %81 = shl nuw i32 1, %79
  %82 = getelementptr inbounds %struct.COVER_map_s, %struct.COVER_map_s* %8, i64 0, i32 2
  store i32 %81, i32* %82, align 4, !tbaa !411
  %83 = add i32 %81, -1
  %84 = getelementptr inbounds %struct.COVER_map_s, %struct.COVER_map_s* %8, i64 0, i32 3
  store i32 %83, i32* %84, align 8, !tbaa !412
  %85 = zext i32 %81 to i64
  %86 = shl nuw nsw i64 %85, 3
  %87 = call noalias i8* @malloc(i64 noundef %86) #27
  %88 = bitcast %struct.COVER_map_s* %8 to i8**
  store i8* %87, i8** %88, align 8, !tbaa !413
  %89 = icmp eq i8* %87, null
  br i1 %89, label %90, label %122

90:                                               ; preds = %73
  store i32 0, i32* %80, align 8, !tbaa !409
  store i32 0, i32* %82, align 4, !tbaa !411
  %91 = load i32, i32* @g_displayLevel, align 4, !tbaa !6
  %92 = icmp sgt i32 %91, 0
  br i1 %92, label %93, label %98

93:                                               ; preds = %90
  %94 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %95 = call i64 @fwrite(i8* getelementptr inbounds ([44 x i8], [44 x i8]* @.str.40, i64 0, i64 0), i64 43, i64 1, %struct._IO_FILE* %94) #29
  %96 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %97 = call signext i32 @fflush(%struct._IO_FILE* noundef %96)
  br label %98

98:                                               ; preds = %93, %90
  %99 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %7, i64 0, i32 6
  %100 = load i32*, i32** %99, align 8, !tbaa !414
  %101 = icmp eq i32* %100, null
  br i1 %101, label %104, label %102

102:                                              ; preds = %98
  %103 = bitcast i32* %100 to i8*
  call void @free(i8* noundef %103) #27
  store i32* null, i32** %99, align 8, !tbaa !414
  br label %104

104:                                              ; preds = %102, %98
  %105 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %7, i64 0, i32 8
  %106 = load i32*, i32** %105, align 8, !tbaa !415
  %107 = icmp eq i32* %106, null
  br i1 %107, label %110, label %108

108:                                              ; preds = %104
  %109 = bitcast i32* %106 to i8*
  call void @free(i8* noundef %109) #27
  store i32* null, i32** %105, align 8, !tbaa !415
  br label %110

110:                                              ; preds = %108, %104
  %111 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %7, i64 0, i32 9
  %112 = load i32*, i32** %111, align 8, !tbaa !416
  %113 = icmp eq i32* %112, null
  br i1 %113, label %116, label %114

114:                                              ; preds = %110
  %115 = bitcast i32* %112 to i8*
  call void @free(i8* noundef %115) #27
  store i32* null, i32** %111, align 8, !tbaa !416
  br label %116

116:                                              ; preds = %114, %110
  %117 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %7, i64 0, i32 1
  %118 = load i64*, i64** %117, align 8, !tbaa !417
  %119 = icmp eq i64* %118, null
  br i1 %119, label %181, label %120

120:                                              ; preds = %116
  %121 = bitcast i64* %118 to i8*
  call void @free(i8* noundef %121) #27
  br label %181

122:                                              ; preds = %73
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 %87, i8 -1, i64 %86, i1 false) #27
  %123 = load i32, i32* @g_displayLevel, align 4, !tbaa !6
  %124 = icmp sgt i32 %123, 1
  br i1 %124, label %125, label %130

125:                                              ; preds = %122
  %126 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %127 = call i64 @fwrite(i8* getelementptr inbounds ([21 x i8], [21 x i8]* @.str.41, i64 0, i64 0), i64 20, i64 1, %struct._IO_FILE* %126) #29
  %128 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %129 = call signext i32 @fflush(%struct._IO_FILE* noundef %128)
  br label %130

130:                                              ; preds = %125, %122
  %131 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %7, i64 0, i32 8
  %132 = load i32*, i32** %131, align 8, !tbaa !415
  %133 = bitcast %struct.ZDICT_cover_params_t* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %133) #27
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %133, i8* noundef nonnull align 8 dereferenceable(48) %15, i64 48, i1 false), !tbaa.struct !401
  %134 = call fastcc i64 @COVER_buildDictionary(%struct.COVER_ctx_t* noundef nonnull %7, i32* noundef %132, %struct.COVER_map_s* noundef nonnull %8, i8* noundef %0, i64 noundef %1, %struct.ZDICT_cover_params_t* noundef nonnull %9)
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %133) #27
  %135 = getelementptr inbounds i8, i8* %0, i64 %134
  %136 = sub i64 %1, %134
  %137 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %5, i64 0, i32 7
  %138 = bitcast %struct.ZSTD_frameParameters* %137 to i64*
  %139 = load i64, i64* %138, align 8
  %140 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %5, i64 0, i32 7, i32 2
  %141 = load i32, i32* %140, align 8
  %142 = zext i32 %141 to i64
  %143 = insertvalue [2 x i64] poison, i64 %139, 0
  %144 = insertvalue [2 x i64] %143, i64 %142, 1
  %145 = call i64 @ZDICT_finalizeDictionary(i8* noundef %0, i64 noundef %1, i8* noundef %135, i64 noundef %136, i8* noundef %2, i64* noundef %3, i32 noundef signext %4, [2 x i64] %144)
  %146 = icmp ult i64 %145, -119
  %147 = load i32, i32* @g_displayLevel, align 4
  %148 = icmp sgt i32 %147, 1
  %149 = select i1 %146, i1 %148, i1 false
  br i1 %149, label %150, label %156

150:                                              ; preds = %130
  %151 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %152 = trunc i64 %145 to i32
  %153 = call signext i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %151, i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.42, i64 0, i64 0), i32 noundef signext %152) #29
  %154 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %155 = call signext i32 @fflush(%struct._IO_FILE* noundef %154)
  br label %156

156:                                              ; preds = %150, %130
  %157 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %7, i64 0, i32 6
  %158 = load i32*, i32** %157, align 8, !tbaa !414
  %159 = icmp eq i32* %158, null
  br i1 %159, label %162, label %160

160:                                              ; preds = %156
  %161 = bitcast i32* %158 to i8*
  call void @free(i8* noundef %161) #27
  store i32* null, i32** %157, align 8, !tbaa !414
  br label %162

162:                                              ; preds = %160, %156
  %163 = load i32*, i32** %131, align 8, !tbaa !415
  %164 = icmp eq i32* %163, null
  br i1 %164, label %167, label %165

165:                                              ; preds = %162
  %166 = bitcast i32* %163 to i8*
  call void @free(i8* noundef %166) #27
  store i32* null, i32** %131, align 8, !tbaa !415
  br label %167

167:                                              ; preds = %165, %162
  %168 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %7, i64 0, i32 9
  %169 = load i32*, i32** %168, align 8, !tbaa !416
  %170 = icmp eq i32* %169, null
  br i1 %170, label %173, label %171

171:                                              ; preds = %167
  %172 = bitcast i32* %169 to i8*
  call void @free(i8* noundef %172) #27
  store i32* null, i32** %168, align 8, !tbaa !416
  br label %173

173:                                              ; preds = %171, %167
  %174 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %7, i64 0, i32 1
  %175 = load i64*, i64** %174, align 8, !tbaa !417
  %176 = icmp eq i64* %175, null
  br i1 %176, label %179, label %177

177:                                              ; preds = %173
  %178 = bitcast i64* %175 to i8*
  call void @free(i8* noundef %178) #27
  store i64* null, i64** %174, align 8, !tbaa !417
  br label %179

179:                                              ; preds = %177, %173
  %180 = getelementptr inbounds %struct.COVER_map_s, %struct.COVER_map_s* %8, i64 0, i32 0
  call void @free(i8* noundef nonnull %87) #27
  store %struct.FSE_symbolCompressionTransform* null, %struct.FSE_symbolCompressionTransform** %180, align 8, !tbaa !413
  store i32 0, i32* %82, align 4, !tbaa !411
  br label %181

181:                                              ; preds = %179, %120, %116, %53, %48, %46, %39, %37, %30, %28
  %182 = phi i64 [ %145, %179 ], [ %54, %53 ], [ -42, %30 ], [ -42, %28 ], [ -72, %39 ], [ -72, %37 ], [ -70, %48 ], [ -70, %46 ], [ -64, %116 ], [ -64, %120 ]
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %11) #27
  call void @llvm.lifetime.end.p0i8(i64 88, i8* nonnull %10) #27
  ret i64 %182
}

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #25

; Function Attrs: nounwind
declare hidden fastcc i64 @COVER_ctx_init(%struct.COVER_ctx_t* noundef, i8* noundef, i64* noundef, i32 noundef signext, i32 noundef signext, double noundef) unnamed_addr #6

; Function Attrs: nounwind
declare hidden fastcc i64 @COVER_buildDictionary(%struct.COVER_ctx_t* nocapture noundef readonly, i32* nocapture noundef, %struct.COVER_map_s* nocapture noundef readonly, i8* nocapture noundef writeonly, i64 noundef, %struct.ZDICT_cover_params_t* nocapture noundef readonly) unnamed_addr #6

; Function Attrs: nounwind
define dso_local i64 @ZDICT_finalizeDictionary(i8* noundef writeonly %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, i64* nocapture noundef readonly %5, i32 noundef signext %6, [2 x i64] %7) local_unnamed_addr #6 {
  %9 = alloca [256 x i8], align 4
  %10 = extractvalue [2 x i64] %7, 0
  %11 = extractvalue [2 x i64] %7, 1
  %12 = trunc i64 %10 to i32
  %13 = lshr i64 %10, 32
  %14 = trunc i64 %13 to i32
  %15 = trunc i64 %11 to i32
  %16 = getelementptr inbounds [256 x i8], [256 x i8]* %9, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %16) #27
  %17 = icmp eq i32 %12, 0
  %18 = select i1 %17, i32 3, i32 %12
  %19 = icmp ult i64 %1, %3
  %20 = icmp ult i64 %1, 256
  %21 = or i1 %20, %19
  br i1 %21, label %73, label %22

22:                                               ; preds = %8
  %23 = bitcast [256 x i8]* %9 to i32*
  store i32 -332356553, i32* %23, align 4, !tbaa !6
  %24 = tail call fastcc i64 @XXH_INLINE_XXH64(i8* nocapture noundef %2, i64 noundef %3) #28
  %25 = urem i64 %24, 2147450880
  %26 = trunc i64 %25 to i32
  %27 = add nuw nsw i32 %26, 32768
  %28 = icmp eq i32 %15, 0
  %29 = select i1 %28, i32 %27, i32 %15
  %30 = getelementptr inbounds [256 x i8], [256 x i8]* %9, i64 0, i64 4
  %31 = bitcast i8* %30 to i32*
  store i32 %29, i32* %31, align 4, !tbaa !6
  %32 = icmp ugt i32 %14, 1
  br i1 %32, label %33, label %42

33:                                               ; preds = %22
  %34 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %35 = tail call signext i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %34, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.57, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.51, i64 0, i64 0)) #29
  %36 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %37 = tail call signext i32 @fflush(%struct._IO_FILE* noundef %36)
  %38 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %39 = tail call i64 @fwrite(i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.58, i64 0, i64 0), i64 16, i64 1, %struct._IO_FILE* %38) #29
  %40 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %41 = tail call signext i32 @fflush(%struct._IO_FILE* noundef %40)
  br label %42

42:                                               ; preds = %33, %22
  %43 = getelementptr inbounds [256 x i8], [256 x i8]* %9, i64 0, i64 8
  %44 = call fastcc i64 @ZDICT_analyzeEntropy(i8* noundef nonnull %43, i64 noundef 248, i32 noundef signext %18, i8* noundef %4, i64* noundef %5, i32 noundef signext %6, i8* noundef %2, i64 noundef %3, i32 noundef %14)
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
  call void @__assert_fail(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.59, i64 0, i64 0), i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.60, i64 0, i64 0), i32 noundef signext 52198, i8* noundef getelementptr inbounds ([130 x i8], [130 x i8]* @__PRETTY_FUNCTION__.ZDICT_finalizeDictionary, i64 0, i64 0)) #31
  unreachable

67:                                               ; preds = %59
  %68 = getelementptr inbounds i8, i8* %64, i64 %52
  %69 = getelementptr inbounds i8, i8* %0, i64 %62
  %70 = icmp eq i8* %68, %69
  br i1 %70, label %72, label %71

71:                                               ; preds = %67
  call void @__assert_fail(i8* noundef getelementptr inbounds ([65 x i8], [65 x i8]* @.str.61, i64 0, i64 0), i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str.60, i64 0, i64 0), i32 noundef signext 52199, i8* noundef getelementptr inbounds ([130 x i8], [130 x i8]* @__PRETTY_FUNCTION__.ZDICT_finalizeDictionary, i64 0, i64 0)) #31
  unreachable

72:                                               ; preds = %67
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %64, i8* align 1 %2, i64 %52, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %0, i8* nonnull align 4 %16, i64 %47, i1 false)
  call void @llvm.memset.p0i8.i64(i8* align 1 %63, i8 0, i64 %60, i1 false)
  br label %73

73:                                               ; preds = %72, %54, %42, %8
  %74 = phi i64 [ %62, %72 ], [ %44, %42 ], [ -70, %8 ], [ -70, %54 ]
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %16) #27
  ret i64 %74
}

; Function Attrs: nounwind
declare hidden fastcc i64 @ZDICT_analyzeEntropy(i8* noundef, i64 noundef, i32 noundef signext, i8* noundef, i64* nocapture noundef readonly, i32 noundef signext, i8* noundef, i64 noundef, i32 noundef) unnamed_addr #6

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef signext, i8* noundef) local_unnamed_addr #26

; Function Attrs: nounwind
declare i64 @clock() local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local i64 @COVER_checkTotalCompressedSize(%struct.ZDICT_cover_params_t* nocapture noundef readonly %0, i64* nocapture noundef readonly %1, i8* noundef %2, i64* nocapture noundef readonly %3, i64 noundef %4, i64 noundef %5, i8* noundef %6, i64 noundef %7) local_unnamed_addr #6 {
  %9 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %0, i64 0, i32 4
  %10 = load double, double* %9, align 8, !tbaa !397
  %11 = fcmp olt double %10, 1.000000e+00
  %12 = select i1 %11, i64 %4, i64 0
  %13 = icmp ult i64 %12, %5
  br i1 %13, label %14, label %31

14:                                               ; preds = %14, %8
  %15 = phi i64 [ %20, %14 ], [ 0, %8 ]
  %16 = phi i64 [ %21, %14 ], [ %12, %8 ]
  %17 = getelementptr inbounds i64, i64* %1, i64 %16
  %18 = load i64, i64* %17, align 8, !tbaa !38
  %19 = icmp ugt i64 %18, %15
  %20 = select i1 %19, i64 %18, i64 %15
  %21 = add nuw i64 %16, 1
  %22 = icmp eq i64 %21, %5
  br i1 %22, label %23, label %14, !llvm.loop !418

23:                                               ; preds = %14
  %24 = icmp ugt i64 %20, -71777214294589697
  br i1 %24, label %39, label %25

25:                                               ; preds = %23
  %26 = lshr i64 %20, 8
  %27 = add nuw i64 %26, %20
  %28 = icmp ult i64 %20, 131072
  %29 = sub i64 131072, %20
  %30 = lshr i64 %29, 11
  br i1 %28, label %31, label %34

31:                                               ; preds = %25, %8
  %32 = phi i64 [ %30, %25 ], [ 64, %8 ]
  %33 = phi i64 [ %27, %25 ], [ 0, %8 ]
  br label %34

34:                                               ; preds = %31, %25
  %35 = phi i64 [ %33, %31 ], [ %27, %25 ]
  %36 = phi i64 [ %32, %31 ], [ 0, %25 ]
  %37 = add i64 %35, %36
  %38 = icmp eq i64 %37, 0
  br i1 %38, label %39, label %40

39:                                               ; preds = %34, %23
  br label %40

40:                                               ; preds = %39, %34
  %41 = phi i64 [ -72, %39 ], [ %37, %34 ]
  %42 = tail call noalias i8* @malloc(i64 noundef %41) #27
  %43 = tail call dereferenceable_or_null(5248) i8* @calloc(i64 1, i64 5248) #27
  %44 = bitcast i8* %43 to %struct.ZSTD_CCtx_s*
  %45 = icmp eq i8* %43, null
  br i1 %45, label %52, label %46

46:                                               ; preds = %40
  tail call fastcc void @ZSTD_clearAllDicts(%struct.ZSTD_CCtx_s* noundef nonnull %44) #27
  %47 = getelementptr inbounds i8, i8* %43, i64 16
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %47, i8 0, i64 216, i1 false) #27
  %48 = getelementptr inbounds i8, i8* %43, i64 60
  %49 = bitcast i8* %48 to i32*
  store i32 3, i32* %49, align 4, !tbaa !128
  %50 = getelementptr inbounds i8, i8* %43, i64 48
  %51 = bitcast i8* %50 to i32*
  store i32 1, i32* %51, align 8, !tbaa !129
  br label %52

52:                                               ; preds = %46, %40
  %53 = phi %struct.ZSTD_CCtx_s* [ %44, %46 ], [ null, %40 ]
  %54 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %0, i64 0, i32 7, i32 0
  %55 = load i32, i32* %54, align 8, !tbaa !419
  %56 = tail call %struct.ZSTD_CDict_s* @ZSTD_createCDict(i8* noundef %6, i64 noundef %7, i32 noundef signext %55)
  %57 = icmp ne i8* %42, null
  %58 = icmp ne %struct.ZSTD_CCtx_s* %53, null
  %59 = and i1 %57, %58
  %60 = icmp ne %struct.ZSTD_CDict_s* %56, null
  %61 = select i1 %59, i1 %60, i1 false
  br i1 %61, label %62, label %86

62:                                               ; preds = %52
  %63 = load double, double* %9, align 8, !tbaa !397
  %64 = fcmp olt double %63, 1.000000e+00
  %65 = select i1 %64, i64 %4, i64 0
  %66 = icmp ult i64 %65, %5
  br i1 %66, label %69, label %67

67:                                               ; preds = %62
  %68 = tail call i64 @ZSTD_freeCCtx(%struct.ZSTD_CCtx_s* noundef nonnull %53)
  br label %90

69:                                               ; preds = %82, %62
  %70 = phi i64 [ %84, %82 ], [ %65, %62 ]
  %71 = phi i64 [ %83, %82 ], [ %7, %62 ]
  %72 = getelementptr inbounds i64, i64* %3, i64 %70
  %73 = load i64, i64* %72, align 8, !tbaa !38
  %74 = getelementptr inbounds i64, i64* %1, i64 %70
  %75 = load i64, i64* %74, align 8, !tbaa !38
  %76 = tail call fastcc i64 @ZSTD_compressBegin_usingCDict_internal(%struct.ZSTD_CCtx_s* noundef nonnull %53, %struct.ZSTD_CDict_s* noundef nonnull %56, [2 x i64] [i64 1, i64 0], i64 noundef %75) #27
  %77 = icmp ult i64 %76, -119
  br i1 %77, label %78, label %86

78:                                               ; preds = %69
  %79 = getelementptr inbounds i8, i8* %2, i64 %73
  %80 = tail call i64 @ZSTD_compressEnd_public(%struct.ZSTD_CCtx_s* noundef nonnull %53, i8* noundef nonnull %42, i64 noundef %41, i8* noundef %79, i64 noundef %75) #27
  %81 = icmp ult i64 %80, -119
  br i1 %81, label %82, label %86

82:                                               ; preds = %78
  %83 = add i64 %80, %71
  %84 = add i64 %70, 1
  %85 = icmp eq i64 %84, %5
  br i1 %85, label %86, label %69, !llvm.loop !420

86:                                               ; preds = %82, %78, %69, %52
  %87 = phi i64 [ -1, %52 ], [ %83, %82 ], [ %80, %78 ], [ %76, %69 ]
  %88 = tail call i64 @ZSTD_freeCCtx(%struct.ZSTD_CCtx_s* noundef %53)
  %89 = icmp eq %struct.ZSTD_CDict_s* %56, null
  br i1 %89, label %118, label %90

90:                                               ; preds = %86, %67
  %91 = phi i64 [ %7, %67 ], [ %87, %86 ]
  %92 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %56, i64 0, i32 7, i32 1
  %93 = load void (i8*, i8*)*, void (i8*, i8*)** %92, align 8, !tbaa.struct !32
  %94 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %56, i64 0, i32 7, i32 2
  %95 = load i8*, i8** %94, align 8, !tbaa.struct !19
  %96 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %56, i64 0, i32 4
  %97 = bitcast %struct.ZSTD_CDict_s* %56 to i8*
  %98 = getelementptr inbounds %struct.ZSTD_cwksp, %struct.ZSTD_cwksp* %96, i64 0, i32 0
  %99 = load i8*, i8** %98, align 8, !tbaa !87
  %100 = icmp ugt i8* %99, %97
  br i1 %100, label %105, label %101

101:                                              ; preds = %90
  %102 = getelementptr inbounds %struct.ZSTD_CDict_s, %struct.ZSTD_CDict_s* %56, i64 0, i32 4, i32 1
  %103 = load i8*, i8** %102, align 8, !tbaa !88
  %104 = icmp ugt i8* %103, %97
  br label %105

105:                                              ; preds = %101, %90
  %106 = phi i1 [ false, %90 ], [ %104, %101 ]
  %107 = bitcast %struct.ZSTD_cwksp* %96 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(72) %107, i8 0, i64 72, i1 false) #27
  %108 = icmp eq i8* %99, null
  br i1 %108, label %112, label %109

109:                                              ; preds = %105
  %110 = icmp eq void (i8*, i8*)* %93, null
  br i1 %110, label %113, label %111

111:                                              ; preds = %109
  tail call void %93(i8* noundef %95, i8* noundef nonnull %99) #27
  br label %112

112:                                              ; preds = %111, %105
  br i1 %106, label %118, label %114

113:                                              ; preds = %109
  tail call void @free(i8* noundef nonnull %99) #27
  br i1 %106, label %118, label %117

114:                                              ; preds = %112
  %115 = icmp eq void (i8*, i8*)* %93, null
  br i1 %115, label %117, label %116

116:                                              ; preds = %114
  tail call void %93(i8* noundef %95, i8* noundef nonnull %97) #27
  br label %118

117:                                              ; preds = %114, %113
  tail call void @free(i8* noundef nonnull %97) #27
  br label %118

118:                                              ; preds = %117, %116, %113, %112, %86
  %119 = phi i64 [ %87, %86 ], [ %91, %112 ], [ %91, %113 ], [ %91, %116 ], [ %91, %117 ]
  br i1 %57, label %120, label %121

120:                                              ; preds = %118
  tail call void @free(i8* noundef nonnull %42) #27
  br label %121

121:                                              ; preds = %120, %118
  ret i64 %119
}

; Function Attrs: nounwind
define dso_local void @COVER_best_destroy(%struct.COVER_best_s* noundef %0) local_unnamed_addr #6 {
  %2 = icmp eq %struct.COVER_best_s* %0, null
  br i1 %2, label %25, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %0, i64 0, i32 0
  %5 = tail call signext i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %4) #27
  %6 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %0, i64 0, i32 2
  %7 = load i64, i64* %6, align 8, !tbaa !421
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %15, label %9

9:                                                ; preds = %3
  %10 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %0, i64 0, i32 1
  br label %11

11:                                               ; preds = %11, %9
  %12 = tail call signext i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull %10, %union.pthread_mutex_t* noundef nonnull %4) #27
  %13 = load i64, i64* %6, align 8, !tbaa !421
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %15, label %11, !llvm.loop !423

15:                                               ; preds = %11, %3
  %16 = tail call signext i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %4) #27
  %17 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %0, i64 0, i32 3
  %18 = load i8*, i8** %17, align 8, !tbaa !424
  %19 = icmp eq i8* %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %15
  tail call void @free(i8* noundef nonnull %18) #27
  br label %21

21:                                               ; preds = %20, %15
  %22 = tail call signext i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef nonnull %4) #27
  %23 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %0, i64 0, i32 1
  %24 = tail call signext i32 @pthread_cond_destroy(%union.pthread_cond_t* noundef nonnull %23) #27
  br label %25

25:                                               ; preds = %21, %1
  ret void
}

; Function Attrs: nounwind
define dso_local void @COVER_best_start(%struct.COVER_best_s* noundef %0) local_unnamed_addr #6 {
  %2 = icmp eq %struct.COVER_best_s* %0, null
  br i1 %2, label %10, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %0, i64 0, i32 0
  %5 = tail call signext i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %4) #27
  %6 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %0, i64 0, i32 2
  %7 = load i64, i64* %6, align 8, !tbaa !421
  %8 = add i64 %7, 1
  store i64 %8, i64* %6, align 8, !tbaa !421
  %9 = tail call signext i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %4) #27
  br label %10

10:                                               ; preds = %3, %1
  ret void
}

; Function Attrs: nounwind
declare dso_local void @COVER_best_finish(%struct.COVER_best_s* noundef, %struct.ZDICT_cover_params_t* nocapture noundef readonly, %struct.ZSTD_inBuffer_s* nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nounwind
declare dso_local void @COVER_selectDict(%struct.ZSTD_inBuffer_s* noalias nocapture writeonly sret(%struct.ZSTD_inBuffer_s) align 8, i8* noundef, i64 noundef, i64 noundef, i8* noundef, i64* nocapture noundef readonly, i32 noundef signext, i64 noundef, i64 noundef, %struct.ZDICT_cover_params_t* nocapture noundef readonly, i64* nocapture noundef readonly, i64) local_unnamed_addr #6

; Function Attrs: nounwind
define dso_local i64 @ZDICT_optimizeTrainFromBuffer_cover(i8* nocapture noundef writeonly %0, i64 noundef %1, i8* noundef %2, i64* noundef %3, i32 noundef signext %4, %struct.ZDICT_cover_params_t* nocapture noundef %5) local_unnamed_addr #6 {
  %7 = alloca %struct.ZSTD_customMem, align 8
  %8 = alloca %struct.COVER_best_s, align 8
  %9 = alloca %struct.COVER_ctx_t, align 8
  %10 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %5, i64 0, i32 3
  %11 = load i32, i32* %10, align 4, !tbaa !425
  %12 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %5, i64 0, i32 4
  %13 = load double, double* %12, align 8, !tbaa !397
  %14 = fcmp ugt double %13, 0.000000e+00
  %15 = select i1 %14, double %13, double 1.000000e+00
  %16 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %5, i64 0, i32 1
  %17 = load i32, i32* %16, align 4, !tbaa !408
  %18 = icmp eq i32 %17, 0
  %19 = select i1 %18, i32 6, i32 %17
  %20 = select i1 %18, i32 8, i32 %17
  %21 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %5, i64 0, i32 0
  %22 = load i32, i32* %21, align 8, !tbaa !407
  %23 = icmp eq i32 %22, 0
  %24 = select i1 %23, i32 50, i32 %22
  %25 = select i1 %23, i32 2000, i32 %22
  %26 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %5, i64 0, i32 2
  %27 = load i32, i32* %26, align 8, !tbaa !426
  %28 = icmp eq i32 %27, 0
  %29 = select i1 %28, i32 40, i32 %27
  %30 = select i1 %23, i32 1950, i32 0
  %31 = udiv i32 %30, %29
  %32 = icmp ugt i32 %31, 1
  %33 = select i1 %32, i32 %31, i32 1
  %34 = select i1 %18, i32 2, i32 1
  %35 = trunc i32 %30 to i16
  %36 = trunc i32 %33 to i16
  %37 = udiv i16 %35, %36
  %38 = add nuw nsw i16 %37, 1
  %39 = zext i16 %38 to i32
  %40 = mul nuw nsw i32 %34, %39
  %41 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %5, i64 0, i32 7, i32 1
  %42 = load i32, i32* %41, align 4, !tbaa !400
  %43 = bitcast %struct.COVER_best_s* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 168, i8* nonnull %43) #27
  %44 = fcmp ole double %15, 0.000000e+00
  %45 = fcmp ogt double %15, 1.000000e+00
  %46 = or i1 %44, %45
  br i1 %46, label %47, label %54

47:                                               ; preds = %6
  %48 = icmp sgt i32 %42, 0
  br i1 %48, label %49, label %306

49:                                               ; preds = %47
  %50 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %51 = tail call i64 @fwrite(i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i64 21, i64 1, %struct._IO_FILE* %50) #29
  %52 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %53 = tail call signext i32 @fflush(%struct._IO_FILE* noundef %52)
  br label %306

54:                                               ; preds = %6
  %55 = icmp ult i32 %24, %20
  %56 = icmp ult i32 %25, %24
  %57 = select i1 %55, i1 true, i1 %56
  br i1 %57, label %58, label %65

58:                                               ; preds = %54
  %59 = icmp sgt i32 %42, 0
  br i1 %59, label %60, label %306

60:                                               ; preds = %58
  %61 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %62 = tail call i64 @fwrite(i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.str.43, i64 0, i64 0), i64 21, i64 1, %struct._IO_FILE* %61) #29
  %63 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %64 = tail call signext i32 @fflush(%struct._IO_FILE* noundef %63)
  br label %306

65:                                               ; preds = %54
  %66 = icmp eq i32 %4, 0
  br i1 %66, label %67, label %75

67:                                               ; preds = %65
  %68 = load i32, i32* @g_displayLevel, align 4, !tbaa !6
  %69 = icmp sgt i32 %68, 0
  br i1 %69, label %70, label %306

70:                                               ; preds = %67
  %71 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %72 = tail call i64 @fwrite(i8* getelementptr inbounds ([41 x i8], [41 x i8]* @.str.38, i64 0, i64 0), i64 40, i64 1, %struct._IO_FILE* %71) #29
  %73 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %74 = tail call signext i32 @fflush(%struct._IO_FILE* noundef %73)
  br label %306

75:                                               ; preds = %65
  %76 = icmp ult i64 %1, 256
  br i1 %76, label %77, label %85

77:                                               ; preds = %75
  %78 = load i32, i32* @g_displayLevel, align 4, !tbaa !6
  %79 = icmp sgt i32 %78, 0
  br i1 %79, label %80, label %306

80:                                               ; preds = %77
  %81 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %82 = tail call signext i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %81, i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.39, i64 0, i64 0), i32 noundef signext 256) #29
  %83 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %84 = tail call signext i32 @fflush(%struct._IO_FILE* noundef %83)
  br label %306

85:                                               ; preds = %75
  %86 = icmp ugt i32 %11, 1
  br i1 %86, label %87, label %92

87:                                               ; preds = %85
  %88 = zext i32 %11 to i64
  %89 = bitcast %struct.ZSTD_customMem* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %89) #27
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %89, i8 0, i64 24, i1 false) #27
  %90 = call %struct.POOL_ctx_s* @POOL_create_advanced(i64 noundef %88, i64 noundef 1, %struct.ZSTD_customMem* noundef nonnull %7) #27
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %89) #27
  %91 = icmp eq %struct.POOL_ctx_s* %90, null
  br i1 %91, label %306, label %92

92:                                               ; preds = %87, %85
  %93 = phi %struct.POOL_ctx_s* [ %90, %87 ], [ null, %85 ]
  %94 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %8, i64 0, i32 0
  %95 = call signext i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef nonnull %94, %union.pthread_mutexattr_t* noundef null) #27
  %96 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %8, i64 0, i32 1
  %97 = call signext i32 @pthread_cond_init(%union.pthread_cond_t* noundef nonnull %96, %union.pthread_mutexattr_t* noundef null) #27
  %98 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %8, i64 0, i32 2
  %99 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %8, i64 0, i32 6
  %100 = bitcast i64* %98 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %100, i8 0, i64 24, i1 false) #27
  store i64 -1, i64* %99, align 8, !tbaa !427
  %101 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %8, i64 0, i32 5
  %102 = bitcast %struct.ZDICT_cover_params_t* %101 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %102, i8 0, i64 48, i1 false) #27
  %103 = icmp eq i32 %42, 0
  %104 = add nsw i32 %42, -1
  %105 = select i1 %103, i32 0, i32 %104
  store i32 %105, i32* @g_displayLevel, align 4, !tbaa !6
  %106 = icmp sgt i32 %42, 1
  br i1 %106, label %107, label %112

107:                                              ; preds = %92
  %108 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %109 = call signext i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %108, i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.44, i64 0, i64 0), i32 noundef signext %40) #29
  %110 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %111 = call signext i32 @fflush(%struct._IO_FILE* noundef %110)
  br label %112

112:                                              ; preds = %107, %92
  %113 = icmp ugt i32 %19, %20
  br i1 %113, label %290, label %114

114:                                              ; preds = %112
  %115 = bitcast %struct.COVER_ctx_t* %9 to i8*
  %116 = icmp sgt i32 %42, 2
  %117 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %9, i64 0, i32 7
  %118 = uitofp i64 %1 to double
  %119 = icmp sgt i32 %42, 0
  %120 = trunc i64 %1 to i32
  %121 = bitcast %struct.ZDICT_cover_params_t* %5 to i8*
  %122 = icmp eq %struct.POOL_ctx_s* %93, null
  %123 = icmp ugt i32 %42, 3
  %124 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %9, i64 0, i32 6
  %125 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %9, i64 0, i32 8
  %126 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %9, i64 0, i32 9
  %127 = getelementptr inbounds %struct.COVER_ctx_t, %struct.COVER_ctx_t* %9, i64 0, i32 1
  br label %128

128:                                              ; preds = %287, %114
  %129 = phi i32 [ 1, %114 ], [ %253, %287 ]
  %130 = phi i32 [ %19, %114 ], [ %288, %287 ]
  %131 = phi i1 [ true, %114 ], [ false, %287 ]
  call void @llvm.lifetime.start.p0i8(i64 88, i8* nonnull %115) #27
  br i1 %116, label %132, label %137

132:                                              ; preds = %128
  %133 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %134 = call signext i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %133, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.45, i64 0, i64 0), i32 noundef signext %130) #29
  %135 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %136 = call signext i32 @fflush(%struct._IO_FILE* noundef %135)
  br label %137

137:                                              ; preds = %132, %128
  %138 = call fastcc i64 @COVER_ctx_init(%struct.COVER_ctx_t* noundef nonnull %9, i8* noundef %2, i64* noundef %3, i32 noundef signext %4, i32 noundef signext %130, double noundef %15), !range !404
  %139 = icmp ult i64 %138, -119
  br i1 %139, label %147, label %140

140:                                              ; preds = %137
  br i1 %119, label %141, label %146

141:                                              ; preds = %140
  %142 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %143 = call i64 @fwrite(i8* getelementptr inbounds ([30 x i8], [30 x i8]* @.str.46, i64 0, i64 0), i64 29, i64 1, %struct._IO_FILE* %142) #29
  %144 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %145 = call signext i32 @fflush(%struct._IO_FILE* noundef %144)
  br label %146

146:                                              ; preds = %141, %140
  call void @COVER_best_destroy(%struct.COVER_best_s* noundef nonnull %8)
  br label %285

147:                                              ; preds = %137
  br i1 %131, label %148, label %160

148:                                              ; preds = %147
  %149 = load i64, i64* %117, align 8, !tbaa !405
  %150 = uitofp i64 %149 to double
  %151 = fdiv double %150, %118
  %152 = fcmp ult double %151, 1.000000e+01
  %153 = and i1 %119, %152
  br i1 %153, label %154, label %160

154:                                              ; preds = %148
  %155 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %156 = trunc i64 %149 to i32
  %157 = call signext i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %155, i8* noundef getelementptr inbounds ([280 x i8], [280 x i8]* @.str.36, i64 0, i64 0), i32 noundef signext %120, i32 noundef signext %156, double noundef %151) #30
  %158 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %159 = call signext i32 @fflush(%struct._IO_FILE* noundef %158) #27
  br label %160

160:                                              ; preds = %154, %148, %147
  %161 = icmp eq i32 %130, 0
  br label %162

162:                                              ; preds = %252, %160
  %163 = phi i32 [ %129, %160 ], [ %253, %252 ]
  %164 = phi i32 [ %24, %160 ], [ %254, %252 ]
  %165 = call noalias dereferenceable_or_null(72) i8* @malloc(i64 noundef 72) #27
  %166 = bitcast i8* %165 to %struct.COVER_tryParameters_data_s*
  br i1 %116, label %167, label %172

167:                                              ; preds = %162
  %168 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %169 = call signext i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %168, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.47, i64 0, i64 0), i32 noundef signext %164) #29
  %170 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %171 = call signext i32 @fflush(%struct._IO_FILE* noundef %170)
  br label %172

172:                                              ; preds = %167, %162
  %173 = icmp eq i8* %165, null
  br i1 %173, label %174, label %200

174:                                              ; preds = %172
  br i1 %119, label %175, label %180

175:                                              ; preds = %174
  %176 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %177 = call i64 @fwrite(i8* getelementptr inbounds ([31 x i8], [31 x i8]* @.str.48, i64 0, i64 0), i64 30, i64 1, %struct._IO_FILE* %176) #29
  %178 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %179 = call signext i32 @fflush(%struct._IO_FILE* noundef %178)
  br label %180

180:                                              ; preds = %175, %174
  call void @COVER_best_destroy(%struct.COVER_best_s* noundef nonnull %8)
  %181 = load i32*, i32** %124, align 8, !tbaa !414
  %182 = icmp eq i32* %181, null
  br i1 %182, label %185, label %183

183:                                              ; preds = %180
  %184 = bitcast i32* %181 to i8*
  call void @free(i8* noundef %184) #27
  store i32* null, i32** %124, align 8, !tbaa !414
  br label %185

185:                                              ; preds = %183, %180
  %186 = load i32*, i32** %125, align 8, !tbaa !415
  %187 = icmp eq i32* %186, null
  br i1 %187, label %190, label %188

188:                                              ; preds = %185
  %189 = bitcast i32* %186 to i8*
  call void @free(i8* noundef %189) #27
  store i32* null, i32** %125, align 8, !tbaa !415
  br label %190

190:                                              ; preds = %188, %185
  %191 = load i32*, i32** %126, align 8, !tbaa !416
  %192 = icmp eq i32* %191, null
  br i1 %192, label %195, label %193

193:                                              ; preds = %190
  %194 = bitcast i32* %191 to i8*
  call void @free(i8* noundef %194) #27
  store i32* null, i32** %126, align 8, !tbaa !416
  br label %195

195:                                              ; preds = %193, %190
  %196 = load i64*, i64** %127, align 8, !tbaa !417
  %197 = icmp eq i64* %196, null
  br i1 %197, label %285, label %198

198:                                              ; preds = %195
  %199 = bitcast i64* %196 to i8*
  call void @free(i8* noundef %199) #27
  store i64* null, i64** %127, align 8, !tbaa !417
  br label %285

200:                                              ; preds = %172
  %201 = getelementptr inbounds %struct.COVER_tryParameters_data_s, %struct.COVER_tryParameters_data_s* %166, i64 0, i32 0
  store %struct.COVER_ctx_t* %9, %struct.COVER_ctx_t** %201, align 8, !tbaa !428
  %202 = getelementptr inbounds %struct.COVER_tryParameters_data_s, %struct.COVER_tryParameters_data_s* %166, i64 0, i32 1
  store %struct.COVER_best_s* %8, %struct.COVER_best_s** %202, align 8, !tbaa !430
  %203 = getelementptr inbounds %struct.COVER_tryParameters_data_s, %struct.COVER_tryParameters_data_s* %166, i64 0, i32 2
  store i64 %1, i64* %203, align 8, !tbaa !431
  %204 = getelementptr inbounds %struct.COVER_tryParameters_data_s, %struct.COVER_tryParameters_data_s* %166, i64 0, i32 3
  %205 = bitcast %struct.ZDICT_cover_params_t* %204 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %205, i8* noundef nonnull align 8 dereferenceable(48) %121, i64 48, i1 false), !tbaa.struct !401
  %206 = getelementptr inbounds %struct.ZDICT_cover_params_t, %struct.ZDICT_cover_params_t* %204, i64 0, i32 0
  store i32 %164, i32* %206, align 8, !tbaa !432
  %207 = getelementptr inbounds %struct.COVER_tryParameters_data_s, %struct.COVER_tryParameters_data_s* %166, i64 0, i32 3, i32 1
  store i32 %130, i32* %207, align 4, !tbaa !433
  %208 = getelementptr inbounds %struct.COVER_tryParameters_data_s, %struct.COVER_tryParameters_data_s* %166, i64 0, i32 3, i32 4
  store double %15, double* %208, align 8, !tbaa !434
  %209 = getelementptr inbounds %struct.COVER_tryParameters_data_s, %struct.COVER_tryParameters_data_s* %166, i64 0, i32 3, i32 2
  store i32 %29, i32* %209, align 8, !tbaa !435
  %210 = getelementptr inbounds %struct.COVER_tryParameters_data_s, %struct.COVER_tryParameters_data_s* %166, i64 0, i32 3, i32 5
  store i32 0, i32* %210, align 8, !tbaa !436
  %211 = load i32, i32* @g_displayLevel, align 4, !tbaa !6
  %212 = getelementptr inbounds %struct.COVER_tryParameters_data_s, %struct.COVER_tryParameters_data_s* %166, i64 0, i32 3, i32 7, i32 1
  store i32 %211, i32* %212, align 4, !tbaa !437
  br i1 %161, label %220, label %213

213:                                              ; preds = %200
  %214 = icmp eq i32 %164, 0
  %215 = zext i32 %164 to i64
  %216 = icmp ugt i64 %215, %1
  %217 = or i1 %214, %216
  %218 = icmp ugt i32 %130, %164
  %219 = select i1 %217, i1 true, i1 %218
  br i1 %219, label %220, label %228

220:                                              ; preds = %213, %200
  %221 = icmp sgt i32 %211, 0
  br i1 %221, label %222, label %227

222:                                              ; preds = %220
  %223 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %224 = call i64 @fwrite(i8* getelementptr inbounds ([28 x i8], [28 x i8]* @.str.37, i64 0, i64 0), i64 27, i64 1, %struct._IO_FILE* %223) #29
  %225 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %226 = call signext i32 @fflush(%struct._IO_FILE* noundef %225)
  br label %227

227:                                              ; preds = %222, %220
  call void @free(i8* noundef nonnull %165) #27
  br label %252

228:                                              ; preds = %213
  %229 = call signext i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %94) #27
  %230 = load i64, i64* %98, align 8, !tbaa !421
  %231 = add i64 %230, 1
  store i64 %231, i64* %98, align 8, !tbaa !421
  %232 = call signext i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %94) #27
  br i1 %122, label %234, label %233

233:                                              ; preds = %228
  call void @POOL_add(%struct.POOL_ctx_s* noundef nonnull %93, void (i8*)* noundef nonnull @COVER_tryParameters, i8* noundef nonnull %165)
  br label %235

234:                                              ; preds = %228
  call void @COVER_tryParameters(i8* noundef nonnull %165)
  br label %235

235:                                              ; preds = %234, %233
  br i1 %106, label %236, label %250

236:                                              ; preds = %235
  %237 = call i64 @clock() #27
  %238 = load i64, i64* @g_time, align 8, !tbaa !38
  %239 = sub nsw i64 %237, %238
  %240 = icmp sgt i64 %239, 150000
  %241 = select i1 %240, i1 true, i1 %123
  br i1 %241, label %242, label %250

242:                                              ; preds = %236
  %243 = call i64 @clock() #27
  store i64 %243, i64* @g_time, align 8, !tbaa !38
  %244 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %245 = mul i32 %163, 100
  %246 = udiv i32 %245, %40
  %247 = call signext i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %244, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.49, i64 0, i64 0), i32 noundef signext %246) #29
  %248 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %249 = call signext i32 @fflush(%struct._IO_FILE* noundef %248)
  br label %250

250:                                              ; preds = %242, %236, %235
  %251 = add i32 %163, 1
  br label %252

252:                                              ; preds = %250, %227
  %253 = phi i32 [ %163, %227 ], [ %251, %250 ]
  %254 = add i32 %164, %33
  %255 = icmp ugt i32 %254, %25
  br i1 %255, label %256, label %162, !llvm.loop !438

256:                                              ; preds = %252
  %257 = call signext i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull %94) #27
  %258 = load i64, i64* %98, align 8, !tbaa !421
  %259 = icmp eq i64 %258, 0
  br i1 %259, label %264, label %260

260:                                              ; preds = %260, %256
  %261 = call signext i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull %96, %union.pthread_mutex_t* noundef nonnull %94) #27
  %262 = load i64, i64* %98, align 8, !tbaa !421
  %263 = icmp eq i64 %262, 0
  br i1 %263, label %264, label %260, !llvm.loop !423

264:                                              ; preds = %260, %256
  %265 = call signext i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull %94) #27
  %266 = load i32*, i32** %124, align 8, !tbaa !414
  %267 = icmp eq i32* %266, null
  br i1 %267, label %270, label %268

268:                                              ; preds = %264
  %269 = bitcast i32* %266 to i8*
  call void @free(i8* noundef %269) #27
  store i32* null, i32** %124, align 8, !tbaa !414
  br label %270

270:                                              ; preds = %268, %264
  %271 = load i32*, i32** %125, align 8, !tbaa !415
  %272 = icmp eq i32* %271, null
  br i1 %272, label %275, label %273

273:                                              ; preds = %270
  %274 = bitcast i32* %271 to i8*
  call void @free(i8* noundef %274) #27
  store i32* null, i32** %125, align 8, !tbaa !415
  br label %275

275:                                              ; preds = %273, %270
  %276 = load i32*, i32** %126, align 8, !tbaa !416
  %277 = icmp eq i32* %276, null
  br i1 %277, label %280, label %278

278:                                              ; preds = %275
  %279 = bitcast i32* %276 to i8*
  call void @free(i8* noundef %279) #27
  store i32* null, i32** %126, align 8, !tbaa !416
  br label %280

280:                                              ; preds = %278, %275
  %281 = load i64*, i64** %127, align 8, !tbaa !417
  %282 = icmp eq i64* %281, null
  br i1 %282, label %287, label %283

283:                                              ; preds = %280
  %284 = bitcast i64* %281 to i8*
  call void @free(i8* noundef %284) #27
  br label %287

285:                                              ; preds = %198, %195, %146
  %286 = phi i64 [ %138, %146 ], [ -64, %198 ], [ -64, %195 ]
  call void @POOL_free(%struct.POOL_ctx_s* noundef %93)
  call void @llvm.lifetime.end.p0i8(i64 88, i8* nonnull %115) #27
  br label %306

287:                                              ; preds = %283, %280
  call void @llvm.lifetime.end.p0i8(i64 88, i8* nonnull %115) #27
  %288 = add i32 %130, 2
  %289 = icmp ugt i32 %288, %20
  br i1 %289, label %290, label %128, !llvm.loop !439

290:                                              ; preds = %287, %112
  br i1 %106, label %291, label %296

291:                                              ; preds = %290
  %292 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %293 = call signext i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %292, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.50, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.51, i64 0, i64 0)) #29
  %294 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %295 = call signext i32 @fflush(%struct._IO_FILE* noundef %294)
  br label %296

296:                                              ; preds = %291, %290
  %297 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %8, i64 0, i32 4
  %298 = load i64, i64* %297, align 8, !tbaa !440
  %299 = load i64, i64* %99, align 8, !tbaa !427
  %300 = icmp ult i64 %299, -119
  br i1 %300, label %302, label %301

301:                                              ; preds = %296
  call void @COVER_best_destroy(%struct.COVER_best_s* noundef nonnull %8)
  call void @POOL_free(%struct.POOL_ctx_s* noundef %93)
  br label %306

302:                                              ; preds = %296
  %303 = bitcast %struct.ZDICT_cover_params_t* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %303, i8* noundef nonnull align 8 dereferenceable(48) %102, i64 48, i1 false), !tbaa.struct !401
  %304 = getelementptr inbounds %struct.COVER_best_s, %struct.COVER_best_s* %8, i64 0, i32 3
  %305 = load i8*, i8** %304, align 8, !tbaa !424
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %0, i8* align 1 %305, i64 %298, i1 false)
  call void @COVER_best_destroy(%struct.COVER_best_s* noundef nonnull %8)
  call void @POOL_free(%struct.POOL_ctx_s* noundef %93)
  br label %306

306:                                              ; preds = %302, %301, %285, %87, %80, %77, %70, %67, %60, %58, %49, %47
  %307 = phi i64 [ %286, %285 ], [ -42, %49 ], [ -42, %47 ], [ -42, %60 ], [ -42, %58 ], [ -72, %70 ], [ -72, %67 ], [ -70, %80 ], [ -70, %77 ], [ -64, %87 ], [ %299, %301 ], [ %298, %302 ]
  call void @llvm.lifetime.end.p0i8(i64 168, i8* nonnull %43) #27
  ret i64 %307
}

; Function Attrs: nounwind
declare hidden void @COVER_tryParameters(i8* nocapture noundef) #6

; Function Attrs: nounwind
declare hidden fastcc i64 @FASTCOVER_buildDictionary(%struct.FASTCOVER_ctx_t* nocapture noundef readonly, i32* nocapture noundef, i8* nocapture noundef writeonly, i64 noundef, %struct.ZDICT_cover_params_t* nocapture noundef readonly, i16* nocapture noundef) unnamed_addr #6

; Function Attrs: nounwind
define hidden void @FASTCOVER_tryParameters(i8* nocapture noundef %0) #6 {
  %2 = alloca %struct.ZDICT_cover_params_t, align 8
  %3 = alloca %struct.ZDICT_cover_params_t, align 8
  %4 = alloca %struct.ZSTD_inBuffer_s, align 8
  %5 = alloca %struct.ZDICT_cover_params_t, align 8
  %6 = alloca %struct.ZDICT_cover_params_t, align 8
  %7 = alloca %struct.ZSTD_inBuffer_s, align 8
  %8 = bitcast i8* %0 to %struct.FASTCOVER_ctx_t**
  %9 = load %struct.FASTCOVER_ctx_t*, %struct.FASTCOVER_ctx_t** %8, align 8, !tbaa !441
  %10 = bitcast %struct.ZDICT_cover_params_t* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %10)
  %11 = getelementptr inbounds i8, i8* %0, i64 24
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %10, i8* noundef nonnull align 8 dereferenceable(48) %11, i64 48, i1 false), !tbaa.struct !401
  %12 = getelementptr inbounds i8, i8* %0, i64 16
  %13 = bitcast i8* %12 to i64*
  %14 = load i64, i64* %13, align 8, !tbaa !443
  %15 = getelementptr inbounds %struct.FASTCOVER_ctx_t, %struct.FASTCOVER_ctx_t* %9, i64 0, i32 9
  %16 = load i32, i32* %15, align 4, !tbaa !444
  %17 = zext i32 %16 to i64
  %18 = shl nuw i64 1, %17
  %19 = tail call noalias i8* @calloc(i64 noundef %18, i64 noundef 2) #27
  %20 = tail call noalias i8* @malloc(i64 noundef %14) #27
  %21 = shl i64 4, %17
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #27
  %23 = icmp ne i8* %19, null
  %24 = icmp ne i8* %20, null
  %25 = and i1 %23, %24
  %26 = icmp ne i8* %22, null
  %27 = and i1 %25, %26
  br i1 %27, label %34, label %28

28:                                               ; preds = %1
  %29 = load i32, i32* @g_displayLevel, align 4, !tbaa !6
  %30 = icmp sgt i32 %29, 0
  br i1 %30, label %31, label %83

31:                                               ; preds = %28
  %32 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %33 = tail call i64 @fwrite(i8* getelementptr inbounds ([43 x i8], [43 x i8]* @.str.72, i64 0, i64 0), i64 42, i64 1, %struct._IO_FILE* %32) #29
  br label %77

34:                                               ; preds = %1
  %35 = bitcast i8* %22 to i32*
  %36 = bitcast i8* %19 to i16*
  %37 = getelementptr inbounds %struct.FASTCOVER_ctx_t, %struct.FASTCOVER_ctx_t* %9, i64 0, i32 7
  %38 = bitcast i32** %37 to i8**
  %39 = load i8*, i8** %38, align 8, !tbaa !446
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 4 %22, i8* align 4 %39, i64 %21, i1 false)
  %40 = bitcast %struct.ZDICT_cover_params_t* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %40) #27
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %40, i8* noundef nonnull align 8 dereferenceable(48) %11, i64 48, i1 false)
  %41 = call fastcc i64 @FASTCOVER_buildDictionary(%struct.FASTCOVER_ctx_t* noundef nonnull %9, i32* noundef nonnull %35, i8* noundef nonnull %20, i64 noundef %14, %struct.ZDICT_cover_params_t* noundef nonnull %3, i16* noundef nonnull %36)
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %40) #27
  %42 = getelementptr inbounds %struct.FASTCOVER_ctx_t, %struct.FASTCOVER_ctx_t* %9, i64 0, i32 4
  %43 = load i64, i64* %42, align 8, !tbaa !447
  %44 = getelementptr inbounds %struct.FASTCOVER_ctx_t, %struct.FASTCOVER_ctx_t* %9, i64 0, i32 10, i32 0
  %45 = load i32, i32* %44, align 8, !tbaa !448
  %46 = zext i32 %45 to i64
  %47 = mul i64 %43, %46
  %48 = udiv i64 %47, 100
  %49 = trunc i64 %48 to i32
  %50 = bitcast %struct.ZSTD_inBuffer_s* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %50) #27
  %51 = getelementptr inbounds i8, i8* %20, i64 %41
  %52 = sub i64 %14, %41
  %53 = getelementptr inbounds %struct.FASTCOVER_ctx_t, %struct.FASTCOVER_ctx_t* %9, i64 0, i32 0
  %54 = load i8*, i8** %53, align 8, !tbaa !449
  %55 = getelementptr inbounds %struct.FASTCOVER_ctx_t, %struct.FASTCOVER_ctx_t* %9, i64 0, i32 2
  %56 = load i64*, i64** %55, align 8, !tbaa !450
  %57 = getelementptr inbounds %struct.FASTCOVER_ctx_t, %struct.FASTCOVER_ctx_t* %9, i64 0, i32 3
  %58 = load i64, i64* %57, align 8, !tbaa !451
  %59 = getelementptr inbounds %struct.FASTCOVER_ctx_t, %struct.FASTCOVER_ctx_t* %9, i64 0, i32 1
  %60 = load i64*, i64** %59, align 8, !tbaa !452
  %61 = bitcast %struct.ZDICT_cover_params_t* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %61) #27
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %61, i8* noundef nonnull align 8 dereferenceable(48) %10, i64 48, i1 false), !tbaa.struct !401
  call void @COVER_selectDict(%struct.ZSTD_inBuffer_s* nonnull sret(%struct.ZSTD_inBuffer_s) align 8 %4, i8* noundef nonnull %51, i64 noundef %14, i64 noundef %52, i8* noundef %54, i64* noundef %56, i32 noundef signext %49, i64 noundef %43, i64 noundef %58, %struct.ZDICT_cover_params_t* noundef nonnull %5, i64* noundef %60, i64 undef)
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %61) #27
  %62 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %4, i64 0, i32 0
  %63 = load i8*, i8** %62, align 8, !tbaa.struct !316
  %64 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %4, i64 0, i32 1
  %65 = load i64, i64* %64, align 8, !tbaa.struct !453
  %66 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %4, i64 0, i32 2
  %67 = load i64, i64* %66, align 8, !tbaa.struct !454
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %50) #27
  %68 = icmp ugt i64 %67, -120
  %69 = icmp eq i8* %63, null
  %70 = select i1 %68, i1 true, i1 %69
  %71 = load i32, i32* @g_displayLevel, align 4
  %72 = icmp sgt i32 %71, 0
  %73 = select i1 %70, i1 %72, i1 false
  br i1 %73, label %74, label %83

74:                                               ; preds = %34
  %75 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %76 = tail call i64 @fwrite(i8* getelementptr inbounds ([29 x i8], [29 x i8]* @.str.73, i64 0, i64 0), i64 28, i64 1, %struct._IO_FILE* %75) #29
  br label %77

77:                                               ; preds = %74, %31
  %78 = phi i64 [ -1, %31 ], [ %67, %74 ]
  %79 = phi i64 [ 0, %31 ], [ %65, %74 ]
  %80 = phi i8* [ null, %31 ], [ %63, %74 ]
  %81 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !17
  %82 = tail call signext i32 @fflush(%struct._IO_FILE* noundef %81)
  br label %83

83:                                               ; preds = %77, %34, %28
  %84 = phi i64 [ %67, %34 ], [ -1, %28 ], [ %78, %77 ]
  %85 = phi i64 [ %65, %34 ], [ 0, %28 ], [ %79, %77 ]
  %86 = phi i8* [ %63, %34 ], [ null, %28 ], [ %80, %77 ]
  tail call void @free(i8* noundef %20) #27
  %87 = getelementptr inbounds i8, i8* %0, i64 8
  %88 = bitcast i8* %87 to %struct.COVER_best_s**
  %89 = load %struct.COVER_best_s*, %struct.COVER_best_s** %88, align 8, !tbaa !455
  %90 = bitcast %struct.ZDICT_cover_params_t* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %90) #27
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(48) %90, i8* noundef nonnull align 8 dereferenceable(48) %10, i64 48, i1 false), !tbaa.struct !401
  %91 = bitcast %struct.ZSTD_inBuffer_s* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %91) #27
  %92 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %7, i64 0, i32 0
  store i8* %86, i8** %92, align 8, !tbaa.struct !316
  %93 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %7, i64 0, i32 1
  store i64 %85, i64* %93, align 8, !tbaa.struct !453
  %94 = getelementptr inbounds %struct.ZSTD_inBuffer_s, %struct.ZSTD_inBuffer_s* %7, i64 0, i32 2
  store i64 %84, i64* %94, align 8, !tbaa.struct !454
  call void @COVER_best_finish(%struct.COVER_best_s* noundef %89, %struct.ZDICT_cover_params_t* noundef nonnull %6, %struct.ZSTD_inBuffer_s* noundef nonnull %7)
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %90) #27
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %91) #27
  tail call void @free(i8* noundef nonnull %0) #27
  tail call void @free(i8* noundef %19) #27
  tail call void @free(i8* noundef %86) #27
  tail call void @free(i8* noundef %22) #27
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %10)
  ret void
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #1 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #8 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #9 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #10 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #11 = { nofree norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #12 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #13 = { mustprogress nofree nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #14 = { nofree norecurse nosync nounwind writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #15 = { inlinehint nofree nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #16 = { nofree noinline nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #17 = { inaccessiblemem_or_argmemonly nofree nosync nounwind willreturn }
attributes #18 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #19 = { inlinehint nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #20 = { inlinehint mustprogress nofree nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #21 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #22 = { mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #23 = { mustprogress nofree nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #24 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #25 = { nofree nounwind }
attributes #26 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #27 = { nounwind }
attributes #28 = { nounwind readonly willreturn }
attributes #29 = { cold }
attributes #30 = { cold nounwind }
attributes #31 = { noreturn nounwind }

!llvm.ident = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, !"target-abi", !"lp64d"}
!3 = !{i32 7, !"PIC Level", i32 2}
!4 = !{i32 7, !"PIE Level", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{i32 0, i32 33}
!11 = !{!"branch_weights", i32 1, i32 2000}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !8, i64 0}
!16 = !{i64 0, i64 8, !17, i64 8, i64 8, !17, i64 16, i64 8, !17}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !8, i64 0}
!19 = !{i64 0, i64 8, !17}
!20 = !{!21, !23, i64 72}
!21 = !{!"POOL_ctx_s", !22, i64 0, !18, i64 24, !23, i64 32, !23, i64 40, !18, i64 48, !23, i64 56, !23, i64 64, !23, i64 72, !23, i64 80, !7, i64 88, !8, i64 96, !8, i64 136, !8, i64 184, !7, i64 232}
!22 = !{!"", !18, i64 0, !18, i64 8, !18, i64 16}
!23 = !{!"long", !8, i64 0}
!24 = !{!21, !18, i64 48}
!25 = !{!21, !23, i64 80}
!26 = !{!21, !7, i64 88}
!27 = !{!21, !7, i64 232}
!28 = !{!21, !18, i64 24}
!29 = !{!21, !23, i64 32}
!30 = distinct !{!30, !13}
!31 = !{!21, !23, i64 40}
!32 = !{i64 0, i64 8, !17, i64 8, i64 8, !17}
!33 = distinct !{!33, !13}
!34 = !{!21, !23, i64 56}
!35 = !{!21, !23, i64 64}
!36 = !{!8, !8, i64 0}
!37 = distinct !{!37, !13}
!38 = !{!23, !23, i64 0}
!39 = distinct !{!39, !13}
!40 = distinct !{!40, !13}
!41 = distinct !{!41, !13}
!42 = distinct !{!42, !13}
!43 = distinct !{!43, !13}
!44 = distinct !{!44, !13}
!45 = distinct !{!45, !13}
!46 = !{!47, !7, i64 4}
!47 = !{!"", !7, i64 0, !7, i64 4}
!48 = !{!47, !7, i64 0}
!49 = distinct !{!49, !13}
!50 = distinct !{!50, !13}
!51 = distinct !{!51, !13}
!52 = distinct !{!52, !13}
!53 = distinct !{!53, !13}
!54 = distinct !{!54, !13}
!55 = distinct !{!55, !13}
!56 = distinct !{!56, !13}
!57 = distinct !{!57, !13}
!58 = distinct !{!58, !13}
!59 = distinct !{!59, !13}
!60 = distinct !{!60, !13}
!61 = !{i64 -44, i64 1}
!62 = !{!63, !18, i64 3656}
!63 = !{!"ZSTD_CCtx_s", !8, i64 0, !7, i64 4, !7, i64 8, !64, i64 16, !64, i64 232, !64, i64 448, !7, i64 664, !23, i64 672, !68, i64 680, !23, i64 752, !69, i64 760, !69, i64 768, !69, i64 776, !70, i64 784, !22, i64 872, !18, i64 896, !23, i64 904, !71, i64 912, !7, i64 944, !7, i64 948, !72, i64 952, !73, i64 1032, !18, i64 3144, !23, i64 3152, !75, i64 3160, !76, i64 3200, !18, i64 3520, !8, i64 3528, !18, i64 3536, !23, i64 3544, !23, i64 3552, !23, i64 3560, !23, i64 3568, !18, i64 3576, !23, i64 3584, !23, i64 3592, !23, i64 3600, !8, i64 3608, !7, i64 3612, !79, i64 3616, !23, i64 3640, !23, i64 3648, !80, i64 3656, !18, i64 3696, !81, i64 3704, !18, i64 3728, !82, i64 3736, !18, i64 5232, !23, i64 5240}
!64 = !{!"ZSTD_CCtx_params_s", !8, i64 0, !65, i64 4, !66, i64 32, !7, i64 44, !7, i64 48, !23, i64 56, !7, i64 64, !8, i64 68, !8, i64 72, !7, i64 76, !23, i64 80, !7, i64 88, !7, i64 92, !67, i64 96, !7, i64 120, !8, i64 124, !8, i64 128, !8, i64 132, !7, i64 136, !8, i64 140, !8, i64 144, !7, i64 148, !22, i64 152, !8, i64 176, !7, i64 180, !18, i64 184, !18, i64 192, !23, i64 200, !8, i64 208}
!65 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20, !8, i64 24}
!66 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8}
!67 = !{!"", !8, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20}
!68 = !{!"", !18, i64 0, !18, i64 8, !18, i64 16, !18, i64 24, !18, i64 32, !18, i64 40, !18, i64 48, !8, i64 56, !7, i64 60, !8, i64 64, !8, i64 68}
!69 = !{!"long long", !8, i64 0}
!70 = !{!"XXH_NAMESPACEXXH64_state_s", !23, i64 0, !8, i64 8, !8, i64 40, !7, i64 72, !7, i64 76, !23, i64 80}
!71 = !{!"", !7, i64 0, !18, i64 8, !23, i64 16, !23, i64 24}
!72 = !{!"", !18, i64 0, !18, i64 8, !18, i64 16, !18, i64 24, !18, i64 32, !18, i64 40, !18, i64 48, !23, i64 56, !23, i64 64, !8, i64 72, !7, i64 76}
!73 = !{!"", !74, i64 0, !18, i64 40, !7, i64 48, !18, i64 56, !8, i64 64, !8, i64 576}
!74 = !{!"", !18, i64 0, !18, i64 8, !18, i64 16, !7, i64 24, !7, i64 28, !7, i64 32}
!75 = !{!"", !18, i64 0, !23, i64 8, !23, i64 16, !23, i64 24, !23, i64 32}
!76 = !{!"", !18, i64 0, !18, i64 8, !77, i64 16}
!77 = !{!"ZSTD_matchState_t", !74, i64 0, !7, i64 40, !7, i64 44, !7, i64 48, !7, i64 52, !18, i64 56, !8, i64 64, !23, i64 96, !7, i64 104, !18, i64 112, !18, i64 120, !18, i64 128, !7, i64 136, !7, i64 140, !78, i64 144, !18, i64 248, !65, i64 256, !18, i64 288, !7, i64 296, !7, i64 300}
!78 = !{!"", !18, i64 0, !18, i64 8, !18, i64 16, !18, i64 24, !18, i64 32, !18, i64 40, !7, i64 48, !7, i64 52, !7, i64 56, !7, i64 60, !7, i64 64, !7, i64 68, !7, i64 72, !7, i64 76, !8, i64 80, !18, i64 88, !8, i64 96}
!79 = !{!"ZSTD_inBuffer_s", !18, i64 0, !23, i64 8, !23, i64 16}
!80 = !{!"", !18, i64 0, !18, i64 8, !23, i64 16, !8, i64 24, !18, i64 32}
!81 = !{!"ZSTD_prefixDict_s", !18, i64 0, !23, i64 8, !8, i64 16}
!82 = !{!"", !72, i64 0, !72, i64 80, !72, i64 160, !72, i64 240, !72, i64 320, !8, i64 400, !83, i64 1184}
!83 = !{!"", !84, i64 0, !85, i64 144}
!84 = !{!"", !8, i64 0, !8, i64 4, !23, i64 136}
!85 = !{!"", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !23, i64 152, !23, i64 160}
!86 = !{!63, !18, i64 3688}
!87 = !{!68, !18, i64 0}
!88 = !{!68, !18, i64 8}
!89 = !{!63, !18, i64 680}
!90 = !{i64 0, i64 8, !17, i64 8, i64 8, !17, i64 16, i64 8, !38, i64 24, i64 4, !36, i64 32, i64 8, !17}
!91 = !{i64 0, i64 8, !38, i64 8, i64 4, !36, i64 16, i64 8, !17}
!92 = !{!93, !18, i64 32}
!93 = !{!"ZSTD_CDict_s", !18, i64 0, !23, i64 8, !8, i64 16, !18, i64 24, !68, i64 32, !77, i64 104, !94, i64 408, !22, i64 6040, !7, i64 6064, !7, i64 6068, !8, i64 6072}
!94 = !{!"", !95, i64 0, !8, i64 5616}
!95 = !{!"", !96, i64 0, !97, i64 2064}
!96 = !{!"", !8, i64 0, !8, i64 2056}
!97 = !{!"", !8, i64 0, !8, i64 772, !8, i64 2224, !8, i64 3540, !8, i64 3544, !8, i64 3548}
!98 = !{!63, !18, i64 3728}
!99 = !{i64 0, i64 4, !6, i64 4, i64 4, !6, i64 8, i64 4, !6, i64 12, i64 4, !6, i64 16, i64 4, !6, i64 20, i64 4, !6, i64 24, i64 4, !36}
!100 = !{i64 0, i64 4, !6, i64 4, i64 4, !6, i64 8, i64 4, !6, i64 12, i64 4, !6, i64 16, i64 4, !6, i64 20, i64 4, !36}
!101 = !{i64 0, i64 4, !6, i64 4, i64 4, !6, i64 8, i64 4, !6, i64 12, i64 4, !6, i64 16, i64 4, !36}
!102 = !{i64 0, i64 4, !6, i64 4, i64 4, !6, i64 8, i64 4, !6, i64 12, i64 4, !36}
!103 = !{i64 0, i64 4, !6, i64 4, i64 4, !6, i64 8, i64 4, !36}
!104 = !{i64 0, i64 4, !6, i64 4, i64 4, !36}
!105 = !{i64 0, i64 4, !36}
!106 = !{!63, !8, i64 3608}
!107 = !{!64, !7, i64 4}
!108 = !{!64, !7, i64 8}
!109 = !{!64, !7, i64 12}
!110 = !{!64, !7, i64 16}
!111 = !{!64, !7, i64 20}
!112 = !{!64, !7, i64 24}
!113 = !{!64, !8, i64 28}
!114 = !{!63, !18, i64 3664}
!115 = !{!63, !23, i64 3672}
!116 = !{!63, !8, i64 3680}
!117 = !{!63, !18, i64 3704}
!118 = !{!63, !23, i64 3712}
!119 = !{!63, !8, i64 3720}
!120 = !{!65, !7, i64 0}
!121 = !{!65, !7, i64 4}
!122 = !{!65, !8, i64 24}
!123 = !{!65, !7, i64 8}
!124 = !{!65, !7, i64 12}
!125 = !{!126}
!126 = distinct !{!126, !127, !"ZSTD_makeCCtxParamsFromCParams: argument 0"}
!127 = distinct !{!127, !"ZSTD_makeCCtxParamsFromCParams"}
!128 = !{!64, !7, i64 44}
!129 = !{!64, !7, i64 32}
!130 = !{!64, !8, i64 96}
!131 = !{!67, !7, i64 20}
!132 = !{!67, !7, i64 12}
!133 = !{!67, !7, i64 4}
!134 = !{!67, !7, i64 16}
!135 = !{!67, !7, i64 8}
!136 = !{!64, !8, i64 140}
!137 = !{!64, !8, i64 144}
!138 = !{!64, !23, i64 200}
!139 = !{!64, !8, i64 208}
!140 = !{!64, !7, i64 76}
!141 = !{!64, !18, i64 192}
!142 = !{!143}
!143 = distinct !{!143, !144, !"ZSTD_getCParams_internal: argument 0"}
!144 = distinct !{!144, !"ZSTD_getCParams_internal"}
!145 = !{!69, !69, i64 0}
!146 = distinct !{!146, !13}
!147 = distinct !{!147, !13}
!148 = !{!149}
!149 = distinct !{!149, !150, !"ZSTD_getCParams_internal: argument 0"}
!150 = distinct !{!150, !"ZSTD_getCParams_internal"}
!151 = distinct !{!151, !13}
!152 = !{!63, !7, i64 308}
!153 = !{!63, !18, i64 3536}
!154 = !{!63, !23, i64 3560}
!155 = !{!63, !23, i64 3552}
!156 = !{!63, !69, i64 768}
!157 = !{!158, !69, i64 0}
!158 = !{!"", !69, i64 0, !69, i64 8, !69, i64 16, !69, i64 24, !7, i64 32, !7, i64 36}
!159 = !{!158, !69, i64 8}
!160 = !{!63, !69, i64 776}
!161 = !{!158, !69, i64 16}
!162 = !{!158, !69, i64 24}
!163 = !{!158, !7, i64 32}
!164 = !{!158, !7, i64 36}
!165 = !{!166, !7, i64 3012}
!166 = !{!"ZSTDMT_CCtx_s", !18, i64 0, !18, i64 8, !18, i64 16, !18, i64 24, !18, i64 32, !64, i64 40, !23, i64 256, !23, i64 264, !7, i64 272, !167, i64 280, !170, i64 320, !171, i64 344, !172, i64 2984, !7, i64 3008, !7, i64 3012, !7, i64 3016, !7, i64 3020, !7, i64 3024, !69, i64 3032, !69, i64 3040, !69, i64 3048, !22, i64 3056, !18, i64 3080, !18, i64 3088, !7, i64 3096}
!167 = !{!"", !168, i64 0, !169, i64 16, !23, i64 32}
!168 = !{!"", !18, i64 0, !23, i64 8}
!169 = !{!"buffer_s", !18, i64 0, !23, i64 8}
!170 = !{!"", !18, i64 0, !23, i64 8, !23, i64 16}
!171 = !{!"", !8, i64 0, !8, i64 40, !64, i64 88, !73, i64 304, !70, i64 2416, !7, i64 2504, !8, i64 2512, !8, i64 2552, !74, i64 2600}
!172 = !{!"", !23, i64 0, !23, i64 8, !23, i64 16}
!173 = !{!166, !7, i64 3016}
!174 = !{!166, !7, i64 3008}
!175 = !{!166, !18, i64 8}
!176 = !{!177, !23, i64 8}
!177 = !{!"", !23, i64 0, !23, i64 8, !8, i64 16, !8, i64 56, !18, i64 104, !18, i64 112, !18, i64 120, !18, i64 128, !169, i64 136, !168, i64 152, !168, i64 168, !7, i64 184, !7, i64 188, !7, i64 192, !64, i64 200, !18, i64 416, !69, i64 424, !23, i64 432, !7, i64 440}
!178 = !{!177, !23, i64 432}
!179 = !{!94, !8, i64 2056}
!180 = !{!94, !8, i64 5604}
!181 = !{!94, !8, i64 5608}
!182 = !{!94, !8, i64 5612}
!183 = !{!77, !18, i64 8}
!184 = !{!77, !7, i64 24}
!185 = !{!77, !7, i64 272}
!186 = !{!77, !18, i64 248}
!187 = !{!77, !18, i64 0}
!188 = !{!77, !7, i64 300}
!189 = distinct !{!189, !13}
!190 = !{!72, !18, i64 24}
!191 = distinct !{!191, !13}
!192 = distinct !{!192, !13}
!193 = !{!72, !8, i64 72}
!194 = !{!72, !18, i64 8}
!195 = !{!72, !18, i64 0}
!196 = !{!72, !7, i64 76}
!197 = !{!198, !15, i64 4}
!198 = !{!"seqDef_s", !7, i64 0, !15, i64 4, !15, i64 6}
!199 = !{!198, !7, i64 0}
!200 = !{!198, !15, i64 6}
!201 = !{i64 0, i64 65}
!202 = !{!77, !18, i64 128}
!203 = !{!77, !7, i64 28}
!204 = !{!77, !7, i64 40}
!205 = !{!77, !7, i64 264}
!206 = !{!77, !18, i64 112}
!207 = !{!77, !7, i64 44}
!208 = distinct !{!208, !13}
!209 = distinct !{!209, !13}
!210 = distinct !{!210, !13}
!211 = distinct !{!211, !13}
!212 = !{!213, !23, i64 24}
!213 = !{!"", !75, i64 0, !7, i64 40, !7, i64 44, !7, i64 48}
!214 = !{!213, !23, i64 8}
!215 = !{!213, !7, i64 44}
!216 = !{!75, !23, i64 16}
!217 = !{!75, !18, i64 0}
!218 = !{i64 0, i64 4, !6, i64 4, i64 4, !6}
!219 = !{i64 0, i64 4, !6}
!220 = !{!75, !23, i64 8}
!221 = !{!213, !7, i64 40}
!222 = !{!213, !7, i64 48}
!223 = !{!77, !18, i64 16}
!224 = !{i64 0, i64 4, !36, i64 4, i64 4, !6, i64 8, i64 4, !6, i64 12, i64 4, !6, i64 16, i64 4, !6, i64 20, i64 4, !6, i64 24, i64 4, !6, i64 28, i64 4, !36, i64 32, i64 4, !6, i64 36, i64 4, !6, i64 40, i64 4, !6, i64 44, i64 4, !6, i64 48, i64 4, !6, i64 56, i64 8, !38, i64 64, i64 4, !6, i64 68, i64 4, !36, i64 72, i64 4, !36, i64 76, i64 4, !6, i64 80, i64 8, !38, i64 88, i64 4, !6, i64 92, i64 4, !6, i64 96, i64 4, !36, i64 100, i64 4, !6, i64 104, i64 4, !6, i64 108, i64 4, !6, i64 112, i64 4, !6, i64 116, i64 4, !6, i64 120, i64 4, !6, i64 124, i64 4, !36, i64 128, i64 4, !36, i64 132, i64 4, !36, i64 136, i64 4, !6, i64 140, i64 4, !36, i64 144, i64 4, !36, i64 148, i64 4, !6, i64 152, i64 8, !17, i64 160, i64 8, !17, i64 168, i64 8, !17, i64 176, i64 4, !36, i64 180, i64 4, !6, i64 184, i64 8, !17, i64 192, i64 8, !17, i64 200, i64 8, !38, i64 208, i64 4, !36}
!225 = !{i64 0, i64 8, !17, i64 8, i64 8, !38, i64 16, i64 4, !36}
!226 = !{i64 0, i64 8, !38, i64 8, i64 4, !36}
!227 = !{!80, !18, i64 8}
!228 = !{!80, !18, i64 32}
!229 = !{!80, !23, i64 16}
!230 = !{!80, !8, i64 24}
!231 = !{!63, !18, i64 3696}
!232 = !{!93, !7, i64 6068}
!233 = !{!63, !69, i64 760}
!234 = !{!93, !23, i64 8}
!235 = !{!93, !7, i64 244}
!236 = !{!93, !8, i64 384}
!237 = !{!64, !8, i64 68}
!238 = !{!64, !7, i64 48}
!239 = !{!63, !18, i64 896}
!240 = !{!93, !7, i64 6064}
!241 = !{!63, !23, i64 672}
!242 = !{!63, !8, i64 356}
!243 = !{!63, !23, i64 752}
!244 = !{!63, !7, i64 3612}
!245 = !{!166, !8, i64 136}
!246 = !{i64 0, i64 8, !17, i64 8, i64 8, !17, i64 16, i64 8, !17, i64 24, i64 4, !6, i64 28, i64 4, !6, i64 32, i64 4, !6}
!247 = !{i64 0, i64 8, !17, i64 8, i64 8, !17, i64 16, i64 4, !6, i64 20, i64 4, !6, i64 24, i64 4, !6}
!248 = !{i64 0, i64 8, !17, i64 8, i64 4, !6, i64 12, i64 4, !6, i64 16, i64 4, !6}
!249 = !{i64 0, i64 4, !6, i64 4, i64 4, !6, i64 8, i64 4, !6}
!250 = distinct !{!250, !13}
!251 = distinct !{!251, !13}
!252 = !{!73, !18, i64 8}
!253 = !{!254, !23, i64 0}
!254 = !{!"", !23, i64 0, !23, i64 8}
!255 = !{i64 0, i64 4, !6, i64 4, i64 4, !6, i64 8, i64 4, !6, i64 12, i64 4, !6}
!256 = !{!73, !18, i64 56}
!257 = !{!73, !18, i64 40}
!258 = distinct !{!258, !13}
!259 = distinct !{!259, !13}
!260 = !{!22, !18, i64 0}
!261 = !{!22, !18, i64 8}
!262 = !{!64, !7, i64 120}
!263 = !{!264}
!264 = distinct !{!264, !265, !"ZSTD_dedicatedDictSearch_getCParams: argument 0"}
!265 = distinct !{!265, !"ZSTD_dedicatedDictSearch_getCParams"}
!266 = !{!267, !264}
!267 = distinct !{!267, !268, !"ZSTD_getCParams_internal: argument 0"}
!268 = distinct !{!268, !"ZSTD_getCParams_internal"}
!269 = !{!65, !7, i64 16}
!270 = !{!65, !7, i64 20}
!271 = !{i64 0, i64 8, !17, i64 8, i64 8, !17, i64 16, i64 8, !17, i64 24, i64 8, !17, i64 32, i64 8, !17, i64 40, i64 8, !17, i64 48, i64 8, !17, i64 56, i64 1, !36, i64 60, i64 4, !6, i64 64, i64 4, !36, i64 68, i64 4, !36}
!272 = !{i64 0, i64 8, !17, i64 8, i64 8, !17, i64 16, i64 8, !17, i64 24, i64 8, !17, i64 32, i64 8, !17, i64 40, i64 8, !17, i64 48, i64 1, !36, i64 52, i64 4, !6, i64 56, i64 4, !36, i64 60, i64 4, !36}
!273 = !{i64 0, i64 8, !17, i64 8, i64 8, !17, i64 16, i64 8, !17, i64 24, i64 8, !17, i64 32, i64 8, !17, i64 40, i64 1, !36, i64 44, i64 4, !6, i64 48, i64 4, !36, i64 52, i64 4, !36}
!274 = !{i64 0, i64 8, !17, i64 8, i64 8, !17, i64 16, i64 8, !17, i64 24, i64 8, !17, i64 32, i64 1, !36, i64 36, i64 4, !6, i64 40, i64 4, !36, i64 44, i64 4, !36}
!275 = !{i64 0, i64 8, !17, i64 8, i64 8, !17, i64 16, i64 8, !17, i64 24, i64 1, !36, i64 28, i64 4, !6, i64 32, i64 4, !36, i64 36, i64 4, !36}
!276 = !{i64 0, i64 8, !17, i64 8, i64 8, !17, i64 16, i64 1, !36, i64 20, i64 4, !6, i64 24, i64 4, !36, i64 28, i64 4, !36}
!277 = !{i64 0, i64 8, !17, i64 8, i64 1, !36, i64 12, i64 4, !6, i64 16, i64 4, !36, i64 20, i64 4, !36}
!278 = !{i64 0, i64 1, !36, i64 4, i64 4, !6, i64 8, i64 4, !36, i64 12, i64 4, !36}
!279 = !{i64 0, i64 4, !6, i64 4, i64 4, !36, i64 8, i64 4, !36}
!280 = !{i64 0, i64 4, !36, i64 4, i64 4, !36}
!281 = !{!93, !8, i64 6072}
!282 = !{!283, !18, i64 80}
!283 = !{!"ZSTDMT_bufferPool_s", !8, i64 0, !23, i64 40, !7, i64 48, !7, i64 52, !22, i64 56, !18, i64 80}
!284 = !{!283, !23, i64 40}
!285 = !{!283, !7, i64 48}
!286 = !{!283, !7, i64 52}
!287 = !{!288, !18, i64 72}
!288 = !{!"", !8, i64 0, !7, i64 40, !7, i64 44, !22, i64 48, !18, i64 72}
!289 = !{!288, !7, i64 40}
!290 = distinct !{!290, !13}
!291 = !{!292, !7, i64 0}
!292 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12}
!293 = !{!292, !7, i64 8}
!294 = !{!292, !7, i64 4}
!295 = distinct !{!295, !13}
!296 = !{!63, !23, i64 432}
!297 = !{!63, !18, i64 3200}
!298 = !{!63, !18, i64 3520}
!299 = !{!64, !7, i64 40}
!300 = !{!63, !7, i64 664}
!301 = !{!302, !304}
!302 = distinct !{!302, !303, !"ZSTD_getCParams_internal: argument 0"}
!303 = distinct !{!303, !"ZSTD_getCParams_internal"}
!304 = distinct !{!304, !305, !"ZSTD_getParams_internal: argument 0"}
!305 = distinct !{!305, !"ZSTD_getParams_internal"}
!306 = !{!307, !7, i64 28}
!307 = !{!"", !65, i64 0, !66, i64 28}
!308 = !{!63, !23, i64 904}
!309 = !{!166, !23, i64 256}
!310 = !{!166, !23, i64 312}
!311 = !{!63, !23, i64 3640}
!312 = !{!63, !23, i64 3568}
!313 = !{!314}
!314 = distinct !{!314, !315, !"inBuffer_forEndFlush: argument 0"}
!315 = distinct !{!315, !"inBuffer_forEndFlush"}
!316 = !{i64 0, i64 8, !17, i64 8, i64 8, !38, i64 16, i64 8, !38}
!317 = !{!79, !23, i64 16}
!318 = !{!79, !23, i64 8}
!319 = !{!320}
!320 = distinct !{!320, !321, !"inBuffer_forEndFlush: argument 0"}
!321 = distinct !{!321, !"inBuffer_forEndFlush"}
!322 = !{!63, !7, i64 268}
!323 = !{!324, !8, i64 0}
!324 = !{!"", !8, i64 0}
!325 = !{i64 0, i64 2, !14, i64 2, i64 1, !36, i64 3, i64 1, !36}
!326 = distinct !{!326, !13}
!327 = distinct !{!327, !13}
!328 = distinct !{!328, !13}
!329 = distinct !{!329, !13}
!330 = distinct !{!330, !13}
!331 = distinct !{!331, !13}
!332 = !{!333, !7, i64 27316}
!333 = !{!"ZSTD_DDict_s", !18, i64 0, !18, i64 8, !23, i64 16, !334, i64 24, !7, i64 27316, !7, i64 27320, !22, i64 27328}
!334 = !{!"", !8, i64 0, !8, i64 4104, !8, i64 6160, !8, i64 10264, !8, i64 26652, !8, i64 26664}
!335 = !{!336, !7, i64 30200}
!336 = !{!"ZSTD_DCtx_s", !18, i64 0, !18, i64 8, !18, i64 16, !18, i64 24, !334, i64 32, !8, i64 27324, !18, i64 29888, !18, i64 29896, !18, i64 29904, !18, i64 29912, !23, i64 29920, !337, i64 29928, !23, i64 29976, !23, i64 29984, !8, i64 29992, !8, i64 29996, !7, i64 30000, !7, i64 30004, !70, i64 30008, !23, i64 30096, !8, i64 30104, !8, i64 30108, !7, i64 30112, !18, i64 30120, !22, i64 30128, !23, i64 30152, !23, i64 30160, !23, i64 30168, !7, i64 30176, !18, i64 30184, !18, i64 30192, !7, i64 30200, !7, i64 30204, !8, i64 30208, !18, i64 30216, !8, i64 30224, !7, i64 30228, !7, i64 30232, !8, i64 30236, !18, i64 30240, !23, i64 30248, !23, i64 30256, !23, i64 30264, !18, i64 30272, !23, i64 30280, !23, i64 30288, !23, i64 30296, !23, i64 30304, !7, i64 30312, !7, i64 30316, !8, i64 30320, !338, i64 30328, !18, i64 30352, !18, i64 30360, !8, i64 30368, !8, i64 30372, !8, i64 95940, !23, i64 95960}
!337 = !{!"", !69, i64 0, !69, i64 8, !7, i64 16, !8, i64 20, !7, i64 24, !7, i64 28, !7, i64 32, !7, i64 36, !7, i64 40}
!338 = !{!"ZSTD_outBuffer_s", !18, i64 0, !23, i64 8, !23, i64 16}
!339 = !{!333, !18, i64 8}
!340 = !{!336, !18, i64 29896}
!341 = !{!336, !18, i64 29904}
!342 = !{!333, !23, i64 16}
!343 = !{!336, !18, i64 29912}
!344 = !{!336, !18, i64 29888}
!345 = !{!333, !7, i64 27320}
!346 = !{!336, !7, i64 30000}
!347 = !{!336, !7, i64 30004}
!348 = !{!336, !18, i64 0}
!349 = !{!336, !18, i64 8}
!350 = !{!336, !18, i64 16}
!351 = !{!336, !18, i64 24}
!352 = !{!333, !18, i64 0}
!353 = !{!336, !18, i64 30184}
!354 = !{!336, !23, i64 30248}
!355 = !{!336, !23, i64 30280}
!356 = distinct !{!356, !13}
!357 = !{!337, !8, i64 20}
!358 = !{!337, !69, i64 0}
!359 = !{!360, !23, i64 8}
!360 = !{!"", !23, i64 0, !23, i64 8, !69, i64 16}
!361 = !{!360, !69, i64 16}
!362 = distinct !{!362, !13}
!363 = !{!336, !8, i64 30104}
!364 = !{!336, !7, i64 30204}
!365 = !{!336, !23, i64 29920}
!366 = !{!336, !8, i64 29996}
!367 = !{!336, !8, i64 29992}
!368 = !{!336, !7, i64 30176}
!369 = !{i64 -30, i64 1}
!370 = !{!336, !8, i64 30224}
!371 = !{!336, !18, i64 30216}
!372 = !{!336, !7, i64 29956}
!373 = !{!336, !7, i64 29960}
!374 = !{!336, !7, i64 30112}
!375 = !{!336, !8, i64 30108}
!376 = !{!336, !23, i64 29976}
!377 = !{!336, !7, i64 30232}
!378 = !{!336, !7, i64 29944}
!379 = !{!336, !69, i64 29928}
!380 = distinct !{!380, !13}
!381 = !{!172, !23, i64 0}
!382 = !{!172, !23, i64 8}
!383 = !{!172, !23, i64 16}
!384 = distinct !{!384, !13}
!385 = distinct !{!385, !13}
!386 = !{!336, !8, i64 30208}
!387 = !{!336, !7, i64 30316}
!388 = !{!336, !23, i64 95960}
!389 = !{!336, !23, i64 30264}
!390 = !{!336, !8, i64 30320}
!391 = !{!336, !7, i64 30228}
!392 = !{!336, !23, i64 30168}
!393 = !{!336, !18, i64 30240}
!394 = !{!336, !8, i64 30236}
!395 = !{!336, !18, i64 30192}
!396 = distinct !{!396, !13}
!397 = !{!398, !399, i64 16}
!398 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !399, i64 16, !7, i64 24, !7, i64 28, !66, i64 32}
!399 = !{!"double", !8, i64 0}
!400 = !{!398, !7, i64 36}
!401 = !{i64 0, i64 4, !6, i64 4, i64 4, !6, i64 8, i64 4, !6, i64 12, i64 4, !6, i64 16, i64 8, !402, i64 24, i64 4, !6, i64 28, i64 4, !6, i64 32, i64 4, !6, i64 36, i64 4, !6, i64 40, i64 4, !6}
!402 = !{!399, !399, i64 0}
!403 = !{i64 0, i64 4, !6, i64 4, i64 4, !6, i64 8, i64 4, !6, i64 12, i64 8, !402, i64 20, i64 4, !6, i64 24, i64 4, !6, i64 28, i64 4, !6, i64 32, i64 4, !6, i64 36, i64 4, !6}
!404 = !{i64 -72, i64 1}
!405 = !{!406, !23, i64 56}
!406 = !{!"", !18, i64 0, !18, i64 8, !18, i64 16, !23, i64 24, !23, i64 32, !23, i64 40, !18, i64 48, !23, i64 56, !18, i64 64, !18, i64 72, !7, i64 80}
!407 = !{!398, !7, i64 0}
!408 = !{!398, !7, i64 4}
!409 = !{!410, !7, i64 8}
!410 = !{!"COVER_map_s", !18, i64 0, !7, i64 8, !7, i64 12, !7, i64 16}
!411 = !{!410, !7, i64 12}
!412 = !{!410, !7, i64 16}
!413 = !{!410, !18, i64 0}
!414 = !{!406, !18, i64 48}
!415 = !{!406, !18, i64 64}
!416 = !{!406, !18, i64 72}
!417 = !{!406, !18, i64 8}
!418 = distinct !{!418, !13}
!419 = !{!398, !7, i64 32}
!420 = distinct !{!420, !13}
!421 = !{!422, !23, i64 88}
!422 = !{!"COVER_best_s", !8, i64 0, !8, i64 40, !23, i64 88, !18, i64 96, !23, i64 104, !398, i64 112, !23, i64 160}
!423 = distinct !{!423, !13}
!424 = !{!422, !18, i64 96}
!425 = !{!398, !7, i64 12}
!426 = !{!398, !7, i64 8}
!427 = !{!422, !23, i64 160}
!428 = !{!429, !18, i64 0}
!429 = !{!"COVER_tryParameters_data_s", !18, i64 0, !18, i64 8, !23, i64 16, !398, i64 24}
!430 = !{!429, !18, i64 8}
!431 = !{!429, !23, i64 16}
!432 = !{!429, !7, i64 24}
!433 = !{!429, !7, i64 28}
!434 = !{!429, !399, i64 40}
!435 = !{!429, !7, i64 32}
!436 = !{!429, !7, i64 48}
!437 = !{!429, !7, i64 60}
!438 = distinct !{!438, !13}
!439 = distinct !{!439, !13}
!440 = !{!422, !23, i64 104}
!441 = !{!442, !18, i64 0}
!442 = !{!"FASTCOVER_tryParameters_data_s", !18, i64 0, !18, i64 8, !23, i64 16, !398, i64 24}
!443 = !{!442, !23, i64 16}
!444 = !{!445, !7, i64 68}
!445 = !{!"", !18, i64 0, !18, i64 8, !18, i64 16, !23, i64 24, !23, i64 32, !23, i64 40, !23, i64 48, !18, i64 56, !7, i64 64, !7, i64 68, !47, i64 72}
!446 = !{!445, !18, i64 56}
!447 = !{!445, !23, i64 32}
!448 = !{!445, !7, i64 72}
!449 = !{!445, !18, i64 0}
!450 = !{!445, !18, i64 16}
!451 = !{!445, !23, i64 24}
!452 = !{!445, !18, i64 8}
!453 = !{i64 0, i64 8, !38, i64 8, i64 8, !38}
!454 = !{i64 0, i64 8, !38}
!455 = !{!442, !18, i64 8}
