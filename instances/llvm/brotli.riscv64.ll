; ModuleID = '/tmp/tmpqgxc_g9h/brotli.ll'
source_filename = "llvm-link"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.BrotliPrefixCodeRange = type { i16, i8 }
%struct.DictWord = type { i8, i8, i16 }
%struct.BrotliDictionary = type { [32 x i8], [32 x i32], i64, i8* }
%struct.BrotliSharedDictionaryStruct = type { i32, [15 x i64], [15 x i8*], i32, [64 x i8], i8, [64 x %struct.BrotliDictionary*], [64 x %struct.BrotliTransforms*], i8, %struct.BrotliDictionary*, i8, %struct.BrotliTransforms*, i16*, i8* (i8*, i64)*, void (i8*, i8*)*, i8* }
%struct.BrotliTransforms = type { i16, i8*, i16*, i32, i8*, i8*, [10 x i16] }
%struct.BrotliBitReader = type { i64, i64, i8*, i8*, i8* }
%struct.BrotliDecoderStateStruct = type { i32, i32, %struct.BrotliBitReader, i8* (i8*, i64)*, void (i8*, i8*)*, i8*, %union.anon, i64, i32, i32, i32, i32, i32, i32, [4 x i32], i32, i32, i8*, i8*, %struct.HuffmanCode*, i8*, i8*, i8*, %struct.HuffmanTreeGroup, %struct.HuffmanTreeGroup, %struct.HuffmanTreeGroup, %struct.HuffmanCode*, %struct.HuffmanCode*, i32, i32, [3 x i64], i64, [3 x i64], [6 x i64], i64, i64, i64, i8*, %struct.HuffmanCode*, i64, i64, i64, [65 x i32], i32, i32, i8, void (i8*, i64)*, void (i8*, i8*, i64)*, i8*, i64, i32, i32, i32, i32, i32, i24, i64, i8*, i8*, %struct.BrotliSharedDictionaryStruct*, %struct.BrotliDecoderCompoundDictionary*, [8 x i32], %union.anon.0 }
%union.anon = type { i64 }
%struct.HuffmanTreeGroup = type { %struct.HuffmanCode**, %struct.HuffmanCode*, i16, i16, i16 }
%struct.HuffmanCode = type { i8, i16 }
%struct.BrotliDecoderCompoundDictionary = type { i32, i32, i32, i32, i32, i32, [16 x i8*], [16 x i32], i32, [256 x i8] }
%union.anon.0 = type { %struct.BrotliMetablockBodyArena }
%struct.BrotliMetablockBodyArena = type { [544 x i8], [544 x i64] }
%struct.ZopfliNode = type { i32, i32, i32, %union.anon.19 }
%union.anon.19 = type { float }
%struct.BrotliEncoderParams = type { i32, i32, i32, i32, i64, i64, i32, i32, %struct.BrotliHasherParams, %struct.BrotliDistanceParams, %struct.SharedEncoderDictionary }
%struct.BrotliHasherParams = type { i32, i32, i32, i32 }
%struct.BrotliDistanceParams = type { i32, i32, i32, i32, i64 }
%struct.SharedEncoderDictionary = type { i32, %struct.CompoundDictionary, %struct.ContextualEncoderDictionary, i32 }
%struct.CompoundDictionary = type { i64, i64, [16 x %struct.PreparedDictionary*], [16 x i8*], [16 x i64], i64, [16 x %struct.PreparedDictionary*] }
%struct.PreparedDictionary = type { i32, i32, i32, i32, i32, i32 }
%struct.ContextualEncoderDictionary = type { i32, i8, [64 x i8], [64 x %struct.BrotliEncoderDictionary*], i64, %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* }
%struct.BrotliEncoderDictionary = type { %struct.BrotliDictionary*, i32, i32, i64, i16*, i8*, i16*, %struct.DictWord*, %struct.BrotliTrie, i32, %struct.ContextualEncoderDictionary*, i16*, i8*, i64, i16*, i64, %struct.DictWord*, %struct.BrotliDictionary* }
%struct.BrotliTrie = type { %struct.BrotliTrieNode*, i64, i64, %struct.BrotliTrieNode }
%struct.BrotliTrieNode = type { i8, i8, i8, i32, i32 }
%struct.Command = type { i32, i32, i32, i16, i16 }
%struct.MemoryManager = type { i8* (i8*, i64)*, void (i8*, i8*)*, i8* }
%struct.Hasher = type { %struct.HasherCommon, %union.anon.18 }
%struct.HasherCommon = type { [4 x i8*], i32, i64, i64, %struct.BrotliHasherParams, i32 }
%union.anon.18 = type { %struct.H42 }
%struct.H42 = type { [512 x i16], i64, [2 x i8*], %struct.HasherCommon* }
%struct.ZopfliCostModel = type { [704 x float], float*, i32, float*, float, i64, %union.anon.1 }
%union.anon.1 = type { [768 x i64], [896 x i8] }
%struct.StartPosQueue = type { [8 x %struct.PosData], i64 }
%struct.PosData = type { i64, [4 x i32], float, float }
%struct.HistogramLiteral = type { [256 x i32], i64, double }
%struct.HistogramCommand = type { [704 x i32], i64, double }
%struct.HistogramDistance = type { [544 x i32], i64, double }
%struct.BlockSplit = type { i64, i64, i8*, i32*, i64, i64 }
%struct.HuffmanTree = type { i32, i16, i16 }
%struct.BlockEncoder = type { i64, i64, i8*, i32*, i64, %struct.BlockSplitCode, i64, i64, i64, i8*, i16* }
%struct.BlockSplitCode = type { %struct.BlockTypeCodeCalculator, [258 x i8], [258 x i16], [26 x i8], [26 x i16] }
%struct.BlockTypeCodeCalculator = type { i64, i64 }
%struct.EncodeContextMapArena = type { [272 x i32], [272 x i8], [272 x i16] }
%struct.HistogramPair = type { i32, i32, double, double }
%struct.BrotliOnePassArena = type { [256 x i8], [256 x i16], [128 x i8], [128 x i16], [128 x i32], [512 x i8], i64, [513 x %struct.HuffmanTree], [256 x i32], [704 x i8], [64 x i16] }
%struct.BrotliTwoPassArena = type { [256 x i32], [256 x i8], [256 x i16], [128 x i32], [128 x i8], [128 x i16], [513 x %struct.HuffmanTree], [704 x i8], [64 x i16] }
%struct.BrotliEncoderStateStruct = type { %struct.BrotliEncoderParams, %struct.MemoryManager, i64, %struct.RingBuffer, i64, %struct.Command*, i64, i64, i64, i64, i64, [16 x i32], [4 x i32], i16, i8, i8, i8, i8, i64, i8*, %struct.Hasher, [1024 x i32], i32*, i64, %struct.BrotliOnePassArena*, %struct.BrotliTwoPassArena*, i32*, i8*, i64, i8*, i64, i64, %union.anon.0.89, i32, i32, i32, i32 }
%struct.RingBuffer = type { i32, i32, i32, i32, i32, i32, i8*, i8* }
%union.anon.0.89 = type { [2 x i64] }
%struct.BrotliEncoderPreparedDictionaryStruct = type opaque
%struct.ManagedDictionary = type { i32, %struct.MemoryManager, i32* }
%struct.MetaBlockSplit = type { %struct.BlockSplit, %struct.BlockSplit, %struct.BlockSplit, i32*, i64, i32*, i64, %struct.HistogramLiteral*, i64, %struct.HistogramCommand*, i64, %struct.HistogramDistance*, i64 }

@.str.30 = external hidden unnamed_addr constant [8 x i8], align 1
@kBrotliBitMask = external hidden local_unnamed_addr constant [33 x i64], align 8
@reltable.BrotliDecoderErrorString = external hidden unnamed_addr constant [35 x i32], align 4
@kReverseBits = external hidden unnamed_addr constant [256 x i8], align 1
@kStaticCommandCodeDepth = external hidden constant [704 x i8], align 1
@kStaticCommandCodeBits = external hidden constant [704 x i16], align 2
@kStaticDistanceCodeDepth = external hidden constant [64 x i8], align 1
@kStaticDistanceCodeBits = external hidden constant [64 x i16], align 2
@_kBrotliPrefixCodeRanges = external dso_local local_unnamed_addr constant [26 x %struct.BrotliPrefixCodeRange], align 2
@kStaticDictionaryHashWords = external hidden constant [32768 x i16], align 2
@kStaticDictionaryHashLengths = external hidden constant [32768 x i8], align 1
@kStaticDictionaryBuckets = external hidden constant [32768 x i16], align 2
@kStaticDictionaryWords = external hidden constant [31705 x %struct.DictWord], align 2
@kBrotliShellGaps = external hidden local_unnamed_addr constant [6 x i64], align 8
@BrotliReverseBits.kLut = external hidden unnamed_addr constant [16 x i64], align 8
@_kBrotliContextLookupTable = external dso_local constant [2048 x i8], align 1
@kBrotliLog2Table = external hidden local_unnamed_addr constant [256 x double], align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
declare dso_local nonnull %struct.BrotliDictionary* @BrotliGetDictionary() local_unnamed_addr #0

; Function Attrs: mustprogress nofree nounwind willreturn
declare dso_local noalias i8* @BrotliDefaultAllocFunc(i8* nocapture noundef readnone, i64 noundef) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn
declare dso_local void @BrotliDefaultFreeFunc(i8* nocapture noundef readnone, i8* nocapture noundef) #3

; Function Attrs: nounwind
define dso_local void @BrotliSharedDictionaryDestroyInstance(%struct.BrotliSharedDictionaryStruct* noundef %0) local_unnamed_addr #4 {
  %2 = icmp eq %struct.BrotliSharedDictionaryStruct* %0, null
  br i1 %2, label %18, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %0, i64 0, i32 14
  %5 = load void (i8*, i8*)*, void (i8*, i8*)** %4, align 8, !tbaa !6
  %6 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %0, i64 0, i32 15
  %7 = load i8*, i8** %6, align 8, !tbaa !12
  %8 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %0, i64 0, i32 9
  %9 = bitcast %struct.BrotliDictionary** %8 to i8**
  %10 = load i8*, i8** %9, align 8, !tbaa !13
  tail call void %5(i8* noundef %7, i8* noundef %10) #26
  %11 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %0, i64 0, i32 11
  %12 = bitcast %struct.BrotliTransforms** %11 to i8**
  %13 = load i8*, i8** %12, align 8, !tbaa !14
  tail call void %5(i8* noundef %7, i8* noundef %13) #26
  %14 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %0, i64 0, i32 12
  %15 = bitcast i16** %14 to i8**
  %16 = load i8*, i8** %15, align 8, !tbaa !15
  tail call void %5(i8* noundef %7, i8* noundef %16) #26
  %17 = bitcast %struct.BrotliSharedDictionaryStruct* %0 to i8*
  tail call void %5(i8* noundef %7, i8* noundef nonnull %17) #26
  br label %18

18:                                               ; preds = %3, %1
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local signext i32 @BrotliSharedDictionaryAttach(%struct.BrotliSharedDictionaryStruct* noundef %0, i32 noundef signext %1, i64 noundef %2, i8* noundef %3) local_unnamed_addr #5 {
  %5 = icmp ne %struct.BrotliSharedDictionaryStruct* %0, null
  %6 = icmp eq i32 %1, 0
  %7 = and i1 %5, %6
  br i1 %7, label %8, label %17

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %0, i64 0, i32 0
  %10 = load i32, i32* %9, align 8, !tbaa !16
  %11 = icmp ugt i32 %10, 14
  br i1 %11, label %17, label %12

12:                                               ; preds = %8
  %13 = zext i32 %10 to i64
  %14 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %0, i64 0, i32 1, i64 %13
  store i64 %2, i64* %14, align 8, !tbaa !17
  %15 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %0, i64 0, i32 2, i64 %13
  store i8* %3, i8** %15, align 8, !tbaa !19
  %16 = add nuw nsw i32 %10, 1
  store i32 %16, i32* %9, align 8, !tbaa !16
  br label %17

17:                                               ; preds = %12, %8, %4
  %18 = phi i32 [ 1, %12 ], [ 0, %4 ], [ 0, %8 ]
  ret i32 %18
}

; Function Attrs: nounwind
declare dso_local %struct.BrotliSharedDictionaryStruct* @BrotliSharedDictionaryCreateInstance(i8* (i8*, i64)* noundef, void (i8*, i8*)* noundef, i8* noundef) local_unnamed_addr #4

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
declare dso_local nonnull %struct.BrotliTransforms* @BrotliGetTransforms() local_unnamed_addr #0

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
declare hidden void @BrotliInitBitReader(%struct.BrotliBitReader* nocapture noundef writeonly) local_unnamed_addr #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define hidden signext i32 @BrotliWarmupBitReader(%struct.BrotliBitReader* nocapture noundef %0) local_unnamed_addr #5 {
  %2 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %0, i64 0, i32 1
  %3 = load i64, i64* %2, align 8, !tbaa !20
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %5, label %16

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %0, i64 0, i32 0
  store i64 0, i64* %6, align 8, !tbaa !22
  %7 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %0, i64 0, i32 2
  %8 = load i8*, i8** %7, align 8, !tbaa !23
  %9 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %0, i64 0, i32 4
  %10 = load i8*, i8** %9, align 8, !tbaa !24
  %11 = icmp eq i8* %8, %10
  br i1 %11, label %16, label %12

12:                                               ; preds = %5
  %13 = load i8, i8* %8, align 1, !tbaa !25
  %14 = zext i8 %13 to i64
  store i64 %14, i64* %6, align 8, !tbaa !22
  store i64 8, i64* %2, align 8, !tbaa !20
  %15 = getelementptr inbounds i8, i8* %8, i64 1
  store i8* %15, i8** %7, align 8, !tbaa !23
  br label %16

16:                                               ; preds = %12, %5, %1
  %17 = phi i32 [ 1, %12 ], [ 1, %1 ], [ 0, %5 ]
  ret i32 %17
}

; Function Attrs: nofree noinline nosync nounwind
define hidden signext i32 @BrotliSafeReadBits32Slow(%struct.BrotliBitReader* noundef %0, i64 noundef %1, i64* nocapture noundef writeonly %2) local_unnamed_addr #8 {
  %4 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %0, i64 0, i32 0
  %5 = load i64, i64* %4, align 8, !tbaa !22
  %6 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %0, i64 0, i32 1
  %7 = load i64, i64* %6, align 8, !tbaa !20
  %8 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %0, i64 0, i32 2
  %9 = load i8*, i8** %8, align 8, !tbaa !23
  %10 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %0, i64 0, i32 4
  %11 = load i8*, i8** %10, align 8, !tbaa !24
  %12 = ptrtoint i8* %11 to i64
  %13 = ptrtoint i8* %9 to i64
  %14 = sub i64 %12, %13
  %15 = icmp ult i64 %7, 16
  br i1 %15, label %16, label %29

16:                                               ; preds = %21, %3
  %17 = phi i64 [ %25, %21 ], [ %5, %3 ]
  %18 = phi i8* [ %27, %21 ], [ %9, %3 ]
  %19 = phi i64 [ %26, %21 ], [ %7, %3 ]
  %20 = icmp eq i8* %18, %11
  br i1 %20, label %51, label %21

21:                                               ; preds = %16
  %22 = load i8, i8* %18, align 1, !tbaa !25
  %23 = zext i8 %22 to i64
  %24 = shl i64 %23, %19
  %25 = or i64 %24, %17
  store i64 %25, i64* %4, align 8, !tbaa !22
  %26 = add nuw nsw i64 %19, 8
  store i64 %26, i64* %6, align 8, !tbaa !20
  %27 = getelementptr inbounds i8, i8* %18, i64 1
  store i8* %27, i8** %8, align 8, !tbaa !23
  %28 = icmp ult i64 %19, 8
  br i1 %28, label %16, label %29, !llvm.loop !26

29:                                               ; preds = %21, %3
  %30 = phi i8* [ %9, %3 ], [ %27, %21 ]
  %31 = phi i64 [ %7, %3 ], [ %26, %21 ]
  %32 = phi i64 [ %5, %3 ], [ %25, %21 ]
  %33 = and i64 %32, 65535
  %34 = add i64 %31, -16
  store i64 %34, i64* %6, align 8, !tbaa !20
  %35 = lshr i64 %32, 16
  store i64 %35, i64* %4, align 8, !tbaa !22
  %36 = add i64 %1, -16
  %37 = icmp ult i64 %34, %36
  br i1 %37, label %38, label %59

38:                                               ; preds = %43, %29
  %39 = phi i64 [ %47, %43 ], [ %35, %29 ]
  %40 = phi i8* [ %49, %43 ], [ %30, %29 ]
  %41 = phi i64 [ %48, %43 ], [ %34, %29 ]
  %42 = icmp eq i8* %40, %11
  br i1 %42, label %51, label %43

43:                                               ; preds = %38
  %44 = load i8, i8* %40, align 1, !tbaa !25
  %45 = zext i8 %44 to i64
  %46 = shl i64 %45, %41
  %47 = or i64 %46, %39
  store i64 %47, i64* %4, align 8, !tbaa !22
  %48 = add i64 %41, 8
  store i64 %48, i64* %6, align 8, !tbaa !20
  %49 = getelementptr inbounds i8, i8* %40, i64 1
  store i8* %49, i8** %8, align 8, !tbaa !23
  %50 = icmp ult i64 %48, %36
  br i1 %50, label %38, label %59, !llvm.loop !26

51:                                               ; preds = %38, %16
  store i64 %5, i64* %4, align 8, !tbaa !22
  store i64 %7, i64* %6, align 8, !tbaa !20
  store i8* %9, i8** %8, align 8, !tbaa !23
  %52 = getelementptr i8, i8* %9, i64 %14
  store i8* %52, i8** %10, align 8, !tbaa !24
  %53 = add i64 %14, -28
  %54 = icmp ult i64 %53, -29
  %55 = add i64 %14, -27
  %56 = select i1 %54, i64 %55, i64 0
  %57 = getelementptr i8, i8* %9, i64 %56
  %58 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %0, i64 0, i32 3
  store i8* %57, i8** %58, align 8
  br label %69

59:                                               ; preds = %43, %29
  %60 = phi i64 [ %34, %29 ], [ %48, %43 ]
  %61 = phi i64 [ %35, %29 ], [ %47, %43 ]
  %62 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %36
  %63 = load i64, i64* %62, align 8, !tbaa !17
  %64 = and i64 %63, %61
  %65 = sub i64 %60, %36
  store i64 %65, i64* %6, align 8, !tbaa !20
  %66 = lshr i64 %61, %36
  store i64 %66, i64* %4, align 8, !tbaa !22
  %67 = shl i64 %64, 16
  %68 = or i64 %67, %33
  store i64 %68, i64* %2, align 8, !tbaa !17
  br label %69

69:                                               ; preds = %59, %51
  %70 = phi i32 [ 1, %59 ], [ 0, %51 ]
  ret i32 %70
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local signext i32 @BrotliDecoderSetParameter(%struct.BrotliDecoderStateStruct* nocapture noundef %0, i32 noundef signext %1, i32 noundef signext %2) local_unnamed_addr #5 {
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 0
  %5 = load i32, i32* %4, align 8, !tbaa !28
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %24

7:                                                ; preds = %3
  switch i32 %1, label %24 [
    i32 0, label %8
    i32 1, label %16
  ]

8:                                                ; preds = %7
  %9 = icmp eq i32 %2, 0
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 55
  %11 = bitcast i24* %10 to i32*
  %12 = load i32, i32* %11, align 4
  %13 = select i1 %9, i32 16, i32 0
  %14 = and i32 %12, -17
  %15 = or i32 %14, %13
  store i32 %15, i32* %11, align 4
  br label %24

16:                                               ; preds = %7
  %17 = icmp eq i32 %2, 0
  %18 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 55
  %19 = bitcast i24* %18 to i32*
  %20 = load i32, i32* %19, align 4
  %21 = select i1 %17, i32 0, i32 32
  %22 = and i32 %20, -33
  %23 = or i32 %22, %21
  store i32 %23, i32* %19, align 4
  br label %24

24:                                               ; preds = %16, %8, %7, %3
  %25 = phi i32 [ 1, %16 ], [ 1, %8 ], [ 0, %3 ], [ 0, %7 ]
  ret i32 %25
}

; Function Attrs: nounwind
define dso_local void @BrotliDecoderDestroyInstance(%struct.BrotliDecoderStateStruct* noundef %0) local_unnamed_addr #4 {
  %2 = icmp eq %struct.BrotliDecoderStateStruct* %0, null
  br i1 %2, label %9, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 4
  %5 = load void (i8*, i8*)*, void (i8*, i8*)** %4, align 8, !tbaa !32
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 5
  %7 = load i8*, i8** %6, align 8, !tbaa !33
  tail call void @BrotliDecoderStateCleanup(%struct.BrotliDecoderStateStruct* noundef nonnull %0) #26
  %8 = bitcast %struct.BrotliDecoderStateStruct* %0 to i8*
  tail call void %5(i8* noundef %7, i8* noundef nonnull %8) #26
  br label %9

9:                                                ; preds = %3, %1
  ret void
}

; Function Attrs: nounwind
define dso_local signext i32 @BrotliDecoderAttachDictionary(%struct.BrotliDecoderStateStruct* nocapture noundef %0, i32 noundef signext %1, i64 noundef %2, i8* noundef %3) local_unnamed_addr #4 {
  %5 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 59
  %6 = load %struct.BrotliSharedDictionaryStruct*, %struct.BrotliSharedDictionaryStruct** %5, align 8, !tbaa !34
  %7 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 0
  %8 = load i32, i32* %7, align 8, !tbaa !28
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %77

10:                                               ; preds = %4
  %11 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %6, i64 0, i32 0
  %12 = load i32, i32* %11, align 8, !tbaa !16
  %13 = zext i32 %12 to i64
  %14 = tail call signext i32 @BrotliSharedDictionaryAttach(%struct.BrotliSharedDictionaryStruct* noundef nonnull %6, i32 noundef signext %1, i64 noundef %2, i8* noundef %3) #26
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %77, label %16

16:                                               ; preds = %10
  %17 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 3
  %18 = load %struct.BrotliSharedDictionaryStruct*, %struct.BrotliSharedDictionaryStruct** %5, align 8, !tbaa !34
  %19 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %18, i64 0, i32 0
  %20 = load i32, i32* %19, align 8, !tbaa !16
  %21 = icmp ult i32 %12, %20
  br i1 %21, label %22, label %77

22:                                               ; preds = %16
  %23 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 60
  %24 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 5
  %25 = bitcast %struct.BrotliDecoderCompoundDictionary** %23 to i8**
  br label %26

26:                                               ; preds = %61, %22
  %27 = phi %struct.BrotliSharedDictionaryStruct* [ %18, %22 ], [ %72, %61 ]
  %28 = phi i64 [ %13, %22 ], [ %71, %61 ]
  %29 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %27, i64 0, i32 2, i64 %28
  %30 = load i8*, i8** %29, align 8, !tbaa !19
  %31 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %27, i64 0, i32 1, i64 %28
  %32 = load i64, i64* %31, align 8, !tbaa !17
  %33 = load %struct.BrotliDecoderCompoundDictionary*, %struct.BrotliDecoderCompoundDictionary** %23, align 8, !tbaa !35
  %34 = load i32, i32* %7, align 8, !tbaa !28
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %77

36:                                               ; preds = %26
  %37 = icmp eq %struct.BrotliDecoderCompoundDictionary* %33, null
  br i1 %37, label %38, label %56

38:                                               ; preds = %36
  %39 = load i8* (i8*, i64)*, i8* (i8*, i64)** %17, align 8, !tbaa !36
  %40 = load i8*, i8** %24, align 8, !tbaa !33
  %41 = tail call i8* %39(i8* noundef %40, i64 noundef 480) #26
  %42 = icmp eq i8* %41, null
  br i1 %42, label %77, label %43

43:                                               ; preds = %38
  %44 = bitcast i8* %41 to %struct.BrotliDecoderCompoundDictionary*
  %45 = bitcast i8* %41 to i32*
  store i32 0, i32* %45, align 8, !tbaa !37
  %46 = getelementptr inbounds i8, i8* %41, i64 4
  %47 = bitcast i8* %46 to i32*
  store i32 0, i32* %47, align 4, !tbaa !39
  %48 = getelementptr inbounds i8, i8* %41, i64 16
  %49 = bitcast i8* %48 to i32*
  store i32 0, i32* %49, align 8, !tbaa !40
  %50 = getelementptr inbounds i8, i8* %41, i64 20
  %51 = bitcast i8* %50 to i32*
  store i32 0, i32* %51, align 4, !tbaa !41
  %52 = getelementptr inbounds i8, i8* %41, i64 216
  %53 = bitcast i8* %52 to i32*
  store i32 -1, i32* %53, align 8, !tbaa !42
  %54 = getelementptr inbounds i8, i8* %41, i64 152
  %55 = bitcast i8* %54 to i32*
  store i32 0, i32* %55, align 8, !tbaa !43
  store i8* %41, i8** %25, align 8, !tbaa !35
  br label %56

56:                                               ; preds = %43, %36
  %57 = phi %struct.BrotliDecoderCompoundDictionary* [ %33, %36 ], [ %44, %43 ]
  %58 = getelementptr inbounds %struct.BrotliDecoderCompoundDictionary, %struct.BrotliDecoderCompoundDictionary* %57, i64 0, i32 0
  %59 = load i32, i32* %58, align 8, !tbaa !37
  %60 = icmp eq i32 %59, 15
  br i1 %60, label %77, label %61

61:                                               ; preds = %56
  %62 = sext i32 %59 to i64
  %63 = getelementptr inbounds %struct.BrotliDecoderCompoundDictionary, %struct.BrotliDecoderCompoundDictionary* %57, i64 0, i32 6, i64 %62
  store i8* %30, i8** %63, align 8, !tbaa !19
  %64 = add nsw i32 %59, 1
  store i32 %64, i32* %58, align 8, !tbaa !37
  %65 = trunc i64 %32 to i32
  %66 = getelementptr inbounds %struct.BrotliDecoderCompoundDictionary, %struct.BrotliDecoderCompoundDictionary* %57, i64 0, i32 1
  %67 = load i32, i32* %66, align 4, !tbaa !39
  %68 = add nsw i32 %67, %65
  store i32 %68, i32* %66, align 4, !tbaa !39
  %69 = sext i32 %64 to i64
  %70 = getelementptr inbounds %struct.BrotliDecoderCompoundDictionary, %struct.BrotliDecoderCompoundDictionary* %57, i64 0, i32 7, i64 %69
  store i32 %68, i32* %70, align 4, !tbaa !43
  %71 = add nuw nsw i64 %28, 1
  %72 = load %struct.BrotliSharedDictionaryStruct*, %struct.BrotliSharedDictionaryStruct** %5, align 8, !tbaa !34
  %73 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %72, i64 0, i32 0
  %74 = load i32, i32* %73, align 8, !tbaa !16
  %75 = zext i32 %74 to i64
  %76 = icmp ult i64 %71, %75
  br i1 %76, label %26, label %77, !llvm.loop !44

77:                                               ; preds = %61, %56, %38, %26, %16, %10, %4
  %78 = phi i32 [ 0, %4 ], [ 0, %10 ], [ 1, %16 ], [ 1, %61 ], [ 0, %26 ], [ 0, %38 ], [ 0, %56 ]
  ret i32 %78
}

; Function Attrs: nounwind
define dso_local signext i32 @BrotliDecoderDecompress(i64 noundef %0, i8* noundef %1, i64* nocapture noundef %2, i8* noundef %3) local_unnamed_addr #4 {
  %5 = alloca %struct.BrotliDecoderStateStruct, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i8*, align 8
  %9 = alloca i64, align 8
  %10 = alloca i8*, align 8
  %11 = bitcast %struct.BrotliDecoderStateStruct* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 5744, i8* nonnull %11) #26
  %12 = bitcast i64* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #26
  store i64 0, i64* %6, align 8, !tbaa !17
  %13 = bitcast i64* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #26
  store i64 %0, i64* %7, align 8, !tbaa !17
  %14 = bitcast i8** %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14) #26
  store i8* %1, i8** %8, align 8, !tbaa !19
  %15 = bitcast i64* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %15) #26
  %16 = load i64, i64* %2, align 8, !tbaa !17
  store i64 %16, i64* %9, align 8, !tbaa !17
  %17 = bitcast i8** %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %17) #26
  store i8* %3, i8** %10, align 8, !tbaa !19
  %18 = call signext i32 @BrotliDecoderStateInit(%struct.BrotliDecoderStateStruct* noundef nonnull %5, i8* (i8*, i64)* noundef null, void (i8*, i8*)* noundef null, i8* noundef null) #26
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %25, label %20

20:                                               ; preds = %4
  %21 = call signext i32 @BrotliDecoderDecompressStream(%struct.BrotliDecoderStateStruct* noundef nonnull %5, i64* noundef nonnull %7, i8** noundef nonnull %8, i64* noundef nonnull %9, i8** noundef nonnull %10, i64* noundef nonnull %6)
  %22 = load i64, i64* %6, align 8, !tbaa !17
  store i64 %22, i64* %2, align 8, !tbaa !17
  call void @BrotliDecoderStateCleanup(%struct.BrotliDecoderStateStruct* noundef nonnull %5) #26
  %23 = icmp eq i32 %21, 1
  %24 = zext i1 %23 to i32
  br label %25

25:                                               ; preds = %20, %4
  %26 = phi i32 [ %24, %20 ], [ 0, %4 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %17) #26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %15) #26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14) #26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #26
  call void @llvm.lifetime.end.p0i8(i64 5744, i8* nonnull %11) #26
  ret i32 %26
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #9

; Function Attrs: nounwind
declare dso_local signext i32 @BrotliDecoderDecompressStream(%struct.BrotliDecoderStateStruct* noundef, i64* nocapture noundef, i8** nocapture noundef, i64* nocapture noundef, i8** noundef, i64* noundef) local_unnamed_addr #4

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #9

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn
declare hidden fastcc signext i32 @SaveErrorCode(%struct.BrotliDecoderStateStruct* nocapture noundef, i32 noundef signext, i64 noundef) unnamed_addr #10

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn
declare hidden fastcc signext i32 @WriteRingBuffer(%struct.BrotliDecoderStateStruct* nocapture noundef, i64* nocapture noundef, i8** noundef, i64* noundef writeonly, i32 noundef signext) unnamed_addr #11

; Function Attrs: nofree noinline norecurse nosync nounwind
define hidden fastcc void @BrotliCalculateRingBufferSize(%struct.BrotliDecoderStateStruct* nocapture noundef %0) unnamed_addr #12 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 55
  %3 = bitcast i24* %2 to i32*
  %4 = load i32, i32* %3, align 4
  %5 = lshr i32 %4, 6
  %6 = and i32 %5, 63
  %7 = shl nuw i32 1, %6
  %8 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 11
  %9 = load i32, i32* %8, align 4, !tbaa !45
  %10 = icmp eq i32 %9, 0
  %11 = select i1 %10, i32 1024, i32 %9
  %12 = icmp ne i32 %9, %7
  %13 = and i32 %4, 4
  %14 = icmp eq i32 %13, 0
  %15 = select i1 %12, i1 %14, i1 false
  br i1 %15, label %16, label %39

16:                                               ; preds = %1
  %17 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 17
  %18 = load i8*, i8** %17, align 8, !tbaa !46
  %19 = icmp eq i8* %18, null
  br i1 %19, label %23, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 8
  %22 = load i32, i32* %21, align 8, !tbaa !47
  br label %23

23:                                               ; preds = %20, %16
  %24 = phi i32 [ %22, %20 ], [ 0, %16 ]
  %25 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 16
  %26 = load i32, i32* %25, align 4, !tbaa !48
  %27 = add nsw i32 %26, %24
  %28 = icmp slt i32 %11, %27
  %29 = select i1 %28, i32 %27, i32 %11
  %30 = and i32 %4, 16
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %36, label %32

32:                                               ; preds = %32, %23
  %33 = phi i32 [ %34, %32 ], [ %7, %23 ]
  %34 = ashr i32 %33, 1
  %35 = icmp slt i32 %34, %29
  br i1 %35, label %36, label %32, !llvm.loop !49

36:                                               ; preds = %32, %23
  %37 = phi i32 [ %7, %23 ], [ %33, %32 ]
  %38 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 54
  store i32 %37, i32* %38, align 8, !tbaa !50
  br label %39

39:                                               ; preds = %36, %1
  ret void
}

; Function Attrs: nofree noinline nosync nounwind
define hidden fastcc signext i32 @DecodeVarLenUint8(%struct.BrotliDecoderStateStruct* nocapture noundef %0, %struct.BrotliBitReader* nocapture noundef %1, i64* nocapture noundef %2) unnamed_addr #8 {
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 52
  %5 = load i32, i32* %4, align 8, !tbaa !51
  switch i32 %5, label %115 [
    i32 0, label %11
    i32 1, label %8
    i32 2, label %6
  ]

6:                                                ; preds = %3
  %7 = load i64, i64* %2, align 8, !tbaa !17
  br label %73

8:                                                ; preds = %3
  %9 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 1
  %10 = load i64, i64* %9, align 8, !tbaa !20
  br label %40

11:                                               ; preds = %3
  %12 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 1
  %13 = load i64, i64* %12, align 8, !tbaa !20
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %19, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %17 = load i64, i64* %16, align 8, !tbaa !22
  %18 = add i64 %13, -1
  br label %32

19:                                               ; preds = %11
  %20 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 2
  %21 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 4
  %22 = load i8*, i8** %21, align 8, !tbaa !24
  %23 = load i8*, i8** %20, align 8, !tbaa !23
  %24 = icmp eq i8* %23, %22
  br i1 %24, label %115, label %25

25:                                               ; preds = %19
  %26 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %27 = load i64, i64* %26, align 8, !tbaa !22
  %28 = load i8, i8* %23, align 1, !tbaa !25
  %29 = zext i8 %28 to i64
  %30 = or i64 %27, %29
  %31 = getelementptr inbounds i8, i8* %23, i64 1
  store i8* %31, i8** %20, align 8, !tbaa !23
  br label %32

32:                                               ; preds = %25, %15
  %33 = phi i64 [ %18, %15 ], [ 7, %25 ]
  %34 = phi i64 [ %17, %15 ], [ %30, %25 ]
  %35 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %36 = and i64 %34, 1
  store i64 %33, i64* %12, align 8, !tbaa !20
  %37 = lshr i64 %34, 1
  store i64 %37, i64* %35, align 8, !tbaa !22
  %38 = icmp eq i64 %36, 0
  br i1 %38, label %39, label %40

39:                                               ; preds = %32
  store i64 0, i64* %2, align 8, !tbaa !17
  br label %115

40:                                               ; preds = %32, %8
  %41 = phi i64 [ %10, %8 ], [ %33, %32 ]
  %42 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 1
  %43 = icmp ult i64 %41, 3
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %46 = load i64, i64* %45, align 8, !tbaa !22
  br label %63

47:                                               ; preds = %40
  %48 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 2
  %49 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 4
  %50 = load i8*, i8** %49, align 8, !tbaa !24
  %51 = load i8*, i8** %48, align 8, !tbaa !23
  %52 = icmp eq i8* %51, %50
  br i1 %52, label %62, label %53

53:                                               ; preds = %47
  %54 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %55 = load i64, i64* %54, align 8, !tbaa !22
  %56 = load i8, i8* %51, align 1, !tbaa !25
  %57 = zext i8 %56 to i64
  %58 = shl nuw nsw i64 %57, %41
  %59 = or i64 %58, %55
  %60 = add nuw nsw i64 %41, 8
  %61 = getelementptr inbounds i8, i8* %51, i64 1
  store i8* %61, i8** %48, align 8, !tbaa !23
  br label %63

62:                                               ; preds = %47
  store i32 1, i32* %4, align 8, !tbaa !51
  br label %115

63:                                               ; preds = %53, %44
  %64 = phi i64 [ %41, %44 ], [ %60, %53 ]
  %65 = phi i64 [ %46, %44 ], [ %59, %53 ]
  %66 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %67 = and i64 %65, 7
  %68 = add i64 %64, -3
  store i64 %68, i64* %42, align 8, !tbaa !20
  %69 = lshr i64 %65, 3
  store i64 %69, i64* %66, align 8, !tbaa !22
  %70 = icmp eq i64 %67, 0
  br i1 %70, label %71, label %72

71:                                               ; preds = %63
  store i64 1, i64* %2, align 8, !tbaa !17
  store i32 0, i32* %4, align 8, !tbaa !51
  br label %115

72:                                               ; preds = %63
  store i64 %67, i64* %2, align 8, !tbaa !17
  br label %73

73:                                               ; preds = %72, %6
  %74 = phi i64 [ %7, %6 ], [ %67, %72 ]
  %75 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 1
  %76 = load i64, i64* %75, align 8, !tbaa !20
  %77 = icmp ult i64 %76, %74
  br i1 %77, label %81, label %78

78:                                               ; preds = %73
  %79 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %80 = load i64, i64* %79, align 8, !tbaa !22
  br label %100

81:                                               ; preds = %73
  %82 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 2
  %83 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 4
  %84 = load i8*, i8** %83, align 8, !tbaa !24
  %85 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %86 = load i8*, i8** %82, align 8, !tbaa !23
  br label %87

87:                                               ; preds = %91, %81
  %88 = phi i8* [ %86, %81 ], [ %98, %91 ]
  %89 = phi i64 [ %76, %81 ], [ %97, %91 ]
  %90 = icmp eq i8* %88, %84
  br i1 %90, label %114, label %91

91:                                               ; preds = %87
  %92 = load i64, i64* %85, align 8, !tbaa !22
  %93 = load i8, i8* %88, align 1, !tbaa !25
  %94 = zext i8 %93 to i64
  %95 = shl i64 %94, %89
  %96 = or i64 %95, %92
  store i64 %96, i64* %85, align 8, !tbaa !22
  %97 = add i64 %89, 8
  store i64 %97, i64* %75, align 8, !tbaa !20
  %98 = getelementptr inbounds i8, i8* %88, i64 1
  store i8* %98, i8** %82, align 8, !tbaa !23
  %99 = icmp ult i64 %97, %74
  br i1 %99, label %87, label %100, !llvm.loop !52

100:                                              ; preds = %91, %78
  %101 = phi i64 [ %76, %78 ], [ %97, %91 ]
  %102 = phi i64 [ %80, %78 ], [ %96, %91 ]
  %103 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %104 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %74
  %105 = load i64, i64* %104, align 8, !tbaa !17
  %106 = and i64 %105, %102
  %107 = sub i64 %101, %74
  store i64 %107, i64* %75, align 8, !tbaa !20
  %108 = lshr i64 %102, %74
  store i64 %108, i64* %103, align 8, !tbaa !22
  %109 = load i64, i64* %2, align 8, !tbaa !17
  %110 = trunc i64 %109 to i32
  %111 = shl nuw i32 1, %110
  %112 = zext i32 %111 to i64
  %113 = add i64 %106, %112
  store i64 %113, i64* %2, align 8, !tbaa !17
  store i32 0, i32* %4, align 8, !tbaa !51
  br label %115

114:                                              ; preds = %87
  store i32 2, i32* %4, align 8, !tbaa !51
  br label %115

115:                                              ; preds = %114, %100, %71, %62, %39, %19, %3
  %116 = phi i32 [ 2, %114 ], [ 1, %100 ], [ 2, %62 ], [ 1, %71 ], [ 1, %39 ], [ -31, %3 ], [ 2, %19 ]
  ret i32 %116
}

; Function Attrs: nounwind
declare hidden fastcc signext i32 @ReadHuffmanCode(i64 noundef, i64 noundef, %struct.HuffmanCode* noundef, i64* noundef writeonly, %struct.BrotliDecoderStateStruct* noundef) unnamed_addr #4

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn
declare hidden fastcc signext i32 @SafeDecodeSymbol(%struct.HuffmanCode* nocapture noundef readonly, %struct.BrotliBitReader* nocapture noundef, i64* nocapture noundef writeonly) unnamed_addr #11

; Function Attrs: noinline nounwind
define hidden fastcc signext i32 @CopyUncompressedBlockToOutput(i64* nocapture noundef %0, i8** noundef %1, i64* noundef %2, %struct.BrotliDecoderStateStruct* nocapture noundef %3) unnamed_addr #13 {
  %5 = tail call fastcc signext i32 @BrotliEnsureRingBuffer(%struct.BrotliDecoderStateStruct* noundef %3)
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %112, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 51
  %9 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 4
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 2
  %11 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 1
  %12 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 16
  %13 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 8
  %14 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 11
  %15 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 17
  %16 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 0
  %17 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 55
  %18 = bitcast i24* %17 to i32*
  %19 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 9
  %20 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 10
  %21 = load i32, i32* %8, align 4, !tbaa !53
  br label %22

22:                                               ; preds = %111, %7
  %23 = phi i32 [ 0, %111 ], [ %21, %7 ]
  br label %24

24:                                               ; preds = %24, %22
  switch i32 %23, label %24 [
    i32 0, label %25
    i32 1, label %99
  ]

25:                                               ; preds = %24
  %26 = load i8*, i8** %9, align 8, !tbaa !24
  %27 = load i8*, i8** %10, align 8, !tbaa !23
  %28 = ptrtoint i8* %26 to i64
  %29 = ptrtoint i8* %27 to i64
  %30 = sub i64 %28, %29
  %31 = icmp ugt i64 %30, 1073741824
  %32 = load i64, i64* %11, align 8, !tbaa !20
  %33 = lshr i64 %32, 3
  %34 = add nuw nsw i64 %33, %30
  %35 = trunc i64 %34 to i32
  %36 = select i1 %31, i32 1073741824, i32 %35
  %37 = load i32, i32* %12, align 4, !tbaa !48
  %38 = icmp slt i32 %37, %36
  %39 = select i1 %38, i32 %37, i32 %36
  %40 = load i32, i32* %13, align 8, !tbaa !47
  %41 = add nsw i32 %39, %40
  %42 = load i32, i32* %14, align 4, !tbaa !45
  %43 = icmp sgt i32 %41, %42
  %44 = sub nsw i32 %42, %40
  %45 = select i1 %43, i32 %44, i32 %39
  %46 = load i8*, i8** %15, align 8, !tbaa !46
  %47 = sext i32 %40 to i64
  %48 = getelementptr inbounds i8, i8* %46, i64 %47
  %49 = sext i32 %45 to i64
  %50 = icmp ugt i64 %32, 7
  %51 = icmp ne i32 %45, 0
  %52 = and i1 %50, %51
  br i1 %52, label %53, label %69

53:                                               ; preds = %25
  %54 = load i64, i64* %16, align 8, !tbaa !22
  br label %55

55:                                               ; preds = %55, %53
  %56 = phi i64 [ %54, %53 ], [ %63, %55 ]
  %57 = phi i64 [ %49, %53 ], [ %65, %55 ]
  %58 = phi i8* [ %48, %53 ], [ %64, %55 ]
  %59 = trunc i64 %56 to i8
  store i8 %59, i8* %58, align 1, !tbaa !25
  %60 = load i64, i64* %11, align 8, !tbaa !20
  %61 = add i64 %60, -8
  store i64 %61, i64* %11, align 8, !tbaa !20
  %62 = load i64, i64* %16, align 8, !tbaa !22
  %63 = lshr i64 %62, 8
  store i64 %63, i64* %16, align 8, !tbaa !22
  %64 = getelementptr inbounds i8, i8* %58, i64 1
  %65 = add i64 %57, -1
  %66 = icmp ugt i64 %61, 7
  %67 = icmp ne i64 %65, 0
  %68 = select i1 %66, i1 %67, i1 false
  br i1 %68, label %55, label %69, !llvm.loop !54

69:                                               ; preds = %55, %25
  %70 = phi i8* [ %48, %25 ], [ %64, %55 ]
  %71 = phi i64 [ %49, %25 ], [ %65, %55 ]
  %72 = phi i64 [ %32, %25 ], [ %61, %55 ]
  %73 = phi i1 [ %51, %25 ], [ %67, %55 ]
  %74 = icmp ult i64 %72, 64
  br i1 %74, label %75, label %80

75:                                               ; preds = %69
  %76 = shl nsw i64 -1, %72
  %77 = xor i64 %76, -1
  %78 = load i64, i64* %16, align 8, !tbaa !22
  %79 = and i64 %78, %77
  store i64 %79, i64* %16, align 8, !tbaa !22
  br label %80

80:                                               ; preds = %75, %69
  br i1 %73, label %81, label %85

81:                                               ; preds = %80
  %82 = load i8*, i8** %10, align 8, !tbaa !23
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %70, i8* align 1 %82, i64 %71, i1 false) #26
  %83 = load i8*, i8** %10, align 8, !tbaa !23
  %84 = getelementptr inbounds i8, i8* %83, i64 %71
  store i8* %84, i8** %10, align 8, !tbaa !23
  br label %85

85:                                               ; preds = %81, %80
  %86 = load i32, i32* %13, align 8, !tbaa !47
  %87 = add nsw i32 %86, %45
  store i32 %87, i32* %13, align 8, !tbaa !47
  %88 = load i32, i32* %12, align 4, !tbaa !48
  %89 = sub nsw i32 %88, %45
  store i32 %89, i32* %12, align 4, !tbaa !48
  %90 = load i32, i32* %18, align 4
  %91 = lshr i32 %90, 6
  %92 = and i32 %91, 63
  %93 = shl nuw i32 1, %92
  %94 = icmp slt i32 %87, %93
  br i1 %94, label %96, label %95

95:                                               ; preds = %85
  store i32 1, i32* %8, align 4, !tbaa !53
  br label %99

96:                                               ; preds = %85
  %97 = icmp eq i32 %89, 0
  %98 = select i1 %97, i32 1, i32 2
  br label %112

99:                                               ; preds = %95, %24
  %100 = tail call fastcc signext i32 @WriteRingBuffer(%struct.BrotliDecoderStateStruct* noundef nonnull %3, i64* noundef %0, i8** noundef %1, i64* noundef %2, i32 noundef signext 0)
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %112

102:                                              ; preds = %99
  %103 = load i32, i32* %14, align 4, !tbaa !45
  %104 = load i32, i32* %18, align 4
  %105 = lshr i32 %104, 6
  %106 = and i32 %105, 63
  %107 = shl nuw i32 1, %106
  %108 = icmp eq i32 %103, %107
  br i1 %108, label %109, label %111

109:                                              ; preds = %102
  %110 = load i32, i32* %19, align 4, !tbaa !55
  store i32 %110, i32* %20, align 8, !tbaa !56
  br label %111

111:                                              ; preds = %109, %102
  store i32 0, i32* %8, align 4, !tbaa !53
  br label %22

112:                                              ; preds = %99, %96, %4
  %113 = phi i32 [ %98, %96 ], [ -26, %4 ], [ %100, %99 ]
  ret i32 %113
}

; Function Attrs: nounwind
define hidden fastcc signext i32 @DecodeContextMap(i64 noundef %0, i64* nocapture noundef %1, i8** nocapture noundef %2, %struct.BrotliDecoderStateStruct* noundef %3) unnamed_addr #4 {
  %5 = alloca i64, align 8
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2
  %7 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 0, i64 4
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4, !tbaa !57
  switch i32 %9, label %259 [
    i32 0, label %16
    i32 1, label %34
    i32 2, label %13
    i32 3, label %10
    i32 4, label %226
  ]

10:                                               ; preds = %4
  %11 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 1, i64 163
  %12 = load i64, i64* %11, align 8, !tbaa !59
  br label %81

13:                                               ; preds = %4
  %14 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 1, i64 162
  %15 = load i64, i64* %14, align 8, !tbaa !60
  br label %71

16:                                               ; preds = %4
  %17 = tail call fastcc signext i32 @DecodeVarLenUint8(%struct.BrotliDecoderStateStruct* noundef nonnull %3, %struct.BrotliBitReader* noundef nonnull %6, i64* noundef %1)
  %18 = icmp eq i32 %17, 1
  br i1 %18, label %19, label %259

19:                                               ; preds = %16
  %20 = load i64, i64* %1, align 8, !tbaa !17
  %21 = add i64 %20, 1
  store i64 %21, i64* %1, align 8, !tbaa !17
  %22 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 1, i64 161
  store i64 0, i64* %22, align 8, !tbaa !61
  %23 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 3
  %24 = load i8* (i8*, i64)*, i8* (i8*, i64)** %23, align 8, !tbaa !36
  %25 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 5
  %26 = load i8*, i8** %25, align 8, !tbaa !33
  %27 = tail call i8* %24(i8* noundef %26, i64 noundef %0) #26
  store i8* %27, i8** %2, align 8, !tbaa !19
  %28 = icmp eq i8* %27, null
  br i1 %28, label %259, label %29

29:                                               ; preds = %19
  %30 = load i64, i64* %1, align 8, !tbaa !17
  %31 = icmp ult i64 %30, 2
  br i1 %31, label %32, label %33

32:                                               ; preds = %29
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %27, i8 0, i64 %0, i1 false)
  br label %259

33:                                               ; preds = %29
  store i32 1, i32* %8, align 4, !tbaa !57
  br label %34

34:                                               ; preds = %33, %4
  %35 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 1
  %36 = load i64, i64* %35, align 8, !tbaa !20
  %37 = icmp ult i64 %36, 5
  br i1 %37, label %41, label %38

38:                                               ; preds = %34
  %39 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %6, i64 0, i32 0
  %40 = load i64, i64* %39, align 8, !tbaa !22
  br label %56

41:                                               ; preds = %34
  %42 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 2
  %43 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 4
  %44 = load i8*, i8** %43, align 8, !tbaa !24
  %45 = load i8*, i8** %42, align 8, !tbaa !23
  %46 = icmp eq i8* %45, %44
  br i1 %46, label %259, label %47

47:                                               ; preds = %41
  %48 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %6, i64 0, i32 0
  %49 = load i64, i64* %48, align 8, !tbaa !22
  %50 = load i8, i8* %45, align 1, !tbaa !25
  %51 = zext i8 %50 to i64
  %52 = shl nuw nsw i64 %51, %36
  %53 = or i64 %52, %49
  %54 = add nuw nsw i64 %36, 8
  %55 = getelementptr inbounds i8, i8* %45, i64 1
  store i8* %55, i8** %42, align 8, !tbaa !23
  br label %56

56:                                               ; preds = %47, %38
  %57 = phi i64 [ %36, %38 ], [ %54, %47 ]
  %58 = phi i64 [ %40, %38 ], [ %53, %47 ]
  %59 = and i64 %58, 1
  %60 = icmp eq i64 %59, 0
  %61 = lshr i64 %58, 1
  %62 = and i64 %61, 15
  %63 = add nuw nsw i64 %62, 1
  %64 = select i1 %60, i64 0, i64 %63
  %65 = select i1 %60, i64 -1, i64 -5
  %66 = select i1 %60, i64 1, i64 5
  %67 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 1, i64 162
  store i64 %64, i64* %67, align 8, !tbaa !60
  %68 = add i64 %57, %65
  store i64 %68, i64* %35, align 8, !tbaa !20
  %69 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %6, i64 0, i32 0
  %70 = lshr i64 %58, %66
  store i64 %70, i64* %69, align 8, !tbaa !22
  store i32 2, i32* %8, align 4, !tbaa !57
  br label %71

71:                                               ; preds = %56, %13
  %72 = phi i64 [ %15, %13 ], [ %64, %56 ]
  %73 = load i64, i64* %1, align 8, !tbaa !17
  %74 = add i64 %72, %73
  %75 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 1, i64 164
  %76 = bitcast i64* %75 to %struct.HuffmanCode*
  %77 = tail call fastcc signext i32 @ReadHuffmanCode(i64 noundef %74, i64 noundef %74, %struct.HuffmanCode* noundef nonnull %76, i64* noundef null, %struct.BrotliDecoderStateStruct* noundef nonnull %3)
  %78 = icmp eq i32 %77, 1
  br i1 %78, label %79, label %259

79:                                               ; preds = %71
  %80 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 1, i64 163
  store i64 65535, i64* %80, align 8, !tbaa !59
  store i32 3, i32* %8, align 4, !tbaa !57
  br label %81

81:                                               ; preds = %79, %10
  %82 = phi i64 [ %12, %10 ], [ 65535, %79 ]
  %83 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 1, i64 161
  %84 = load i64, i64* %83, align 8, !tbaa !61
  %85 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 1, i64 162
  %86 = load i64, i64* %85, align 8, !tbaa !60
  %87 = load i8*, i8** %2, align 8, !tbaa !19
  %88 = bitcast i64* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %88) #26
  %89 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 1, i64 163
  store i64 %82, i64* %5, align 8, !tbaa !17
  %90 = icmp ne i64 %82, 65535
  %91 = icmp ult i64 %84, %0
  %92 = select i1 %91, i1 true, i1 %90
  br i1 %92, label %93, label %225

93:                                               ; preds = %81
  %94 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 1, i64 164
  %95 = bitcast i64* %94 to %struct.HuffmanCode*
  %96 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 1
  %97 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %6, i64 0, i32 0
  %98 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 2
  %99 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 4
  br label %100

100:                                              ; preds = %172, %93
  %101 = phi i64 [ %82, %93 ], [ %173, %172 ]
  %102 = phi i1 [ %90, %93 ], [ false, %172 ]
  %103 = phi i64 [ %84, %93 ], [ %174, %172 ]
  br i1 %102, label %183, label %104

104:                                              ; preds = %100
  %105 = load i64, i64* %96, align 8, !tbaa !20
  %106 = icmp ult i64 %105, 15
  br i1 %106, label %109, label %107

107:                                              ; preds = %104
  %108 = load i64, i64* %97, align 8, !tbaa !22
  br label %125

109:                                              ; preds = %104
  %110 = load i8*, i8** %99, align 8, !tbaa !24
  %111 = load i8*, i8** %98, align 8, !tbaa !23
  br label %112

112:                                              ; preds = %116, %109
  %113 = phi i8* [ %111, %109 ], [ %123, %116 ]
  %114 = phi i64 [ %105, %109 ], [ %122, %116 ]
  %115 = icmp eq i8* %113, %110
  br i1 %115, label %161, label %116

116:                                              ; preds = %112
  %117 = load i64, i64* %97, align 8, !tbaa !22
  %118 = load i8, i8* %113, align 1, !tbaa !25
  %119 = zext i8 %118 to i64
  %120 = shl i64 %119, %114
  %121 = or i64 %120, %117
  store i64 %121, i64* %97, align 8, !tbaa !22
  %122 = add nuw nsw i64 %114, 8
  store i64 %122, i64* %96, align 8, !tbaa !20
  %123 = getelementptr inbounds i8, i8* %113, i64 1
  store i8* %123, i8** %98, align 8, !tbaa !23
  %124 = icmp ult i64 %114, 7
  br i1 %124, label %112, label %125, !llvm.loop !62

125:                                              ; preds = %116, %107
  %126 = phi i64 [ %105, %107 ], [ %122, %116 ]
  %127 = phi i64 [ %108, %107 ], [ %121, %116 ]
  %128 = and i64 %127, 255
  %129 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %95, i64 %128
  %130 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %129, i64 0, i32 0
  %131 = load i8, i8* %130, align 2, !tbaa !63
  %132 = icmp ugt i8 %131, 8
  br i1 %132, label %133, label %150

133:                                              ; preds = %125
  %134 = add i64 %126, -8
  %135 = lshr i64 %127, 8
  %136 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %95, i64 %128, i32 1
  %137 = load i16, i16* %136, align 2, !tbaa !65
  %138 = zext i16 %137 to i64
  %139 = and i64 %135, 127
  %140 = zext i8 %131 to i64
  %141 = add nuw nsw i64 %140, 4294967288
  %142 = and i64 %141, 4294967295
  %143 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %142
  %144 = load i64, i64* %143, align 8, !tbaa !17
  %145 = and i64 %139, %144
  %146 = add nuw nsw i64 %145, %138
  %147 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %129, i64 %146
  %148 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %147, i64 0, i32 0
  %149 = load i8, i8* %148, align 2, !tbaa !63
  br label %150

150:                                              ; preds = %133, %125
  %151 = phi i64 [ %135, %133 ], [ %127, %125 ]
  %152 = phi i64 [ %134, %133 ], [ %126, %125 ]
  %153 = phi i8 [ %149, %133 ], [ %131, %125 ]
  %154 = phi %struct.HuffmanCode* [ %147, %133 ], [ %129, %125 ]
  %155 = zext i8 %153 to i64
  %156 = sub i64 %152, %155
  store i64 %156, i64* %96, align 8, !tbaa !20
  %157 = lshr i64 %151, %155
  store i64 %157, i64* %97, align 8, !tbaa !22
  %158 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %154, i64 0, i32 1
  %159 = load i16, i16* %158, align 2, !tbaa !65
  %160 = zext i16 %159 to i64
  store i64 %160, i64* %5, align 8, !tbaa !17
  br label %166

161:                                              ; preds = %112
  %162 = call fastcc signext i32 @SafeDecodeSymbol(%struct.HuffmanCode* noundef nonnull %95, %struct.BrotliBitReader* noundef nonnull %6, i64* noundef nonnull %5) #26
  %163 = icmp eq i32 %162, 0
  br i1 %163, label %221, label %164

164:                                              ; preds = %161
  %165 = load i64, i64* %5, align 8, !tbaa !17
  br label %166

166:                                              ; preds = %164, %150
  %167 = phi i64 [ %165, %164 ], [ %160, %150 ]
  %168 = icmp eq i64 %167, 0
  br i1 %168, label %169, label %176

169:                                              ; preds = %166
  %170 = add i64 %103, 1
  %171 = getelementptr inbounds i8, i8* %87, i64 %103
  store i8 0, i8* %171, align 1, !tbaa !25
  br label %172

172:                                              ; preds = %219, %178, %169
  %173 = phi i64 [ 0, %169 ], [ %167, %178 ], [ %184, %219 ]
  %174 = phi i64 [ %170, %169 ], [ %181, %178 ], [ %217, %219 ]
  %175 = icmp ult i64 %174, %0
  br i1 %175, label %100, label %225, !llvm.loop !66

176:                                              ; preds = %166
  %177 = icmp ugt i64 %167, %86
  br i1 %177, label %178, label %183

178:                                              ; preds = %176
  %179 = sub i64 %167, %86
  %180 = trunc i64 %179 to i8
  %181 = add i64 %103, 1
  %182 = getelementptr inbounds i8, i8* %87, i64 %103
  store i8 %180, i8* %182, align 1, !tbaa !25
  br label %172

183:                                              ; preds = %176, %100
  %184 = phi i64 [ %101, %100 ], [ %167, %176 ]
  %185 = load i64, i64* %96, align 8, !tbaa !20
  %186 = icmp ult i64 %185, %184
  br i1 %186, label %189, label %187

187:                                              ; preds = %183
  %188 = load i64, i64* %97, align 8, !tbaa !22
  br label %205

189:                                              ; preds = %183
  %190 = load i8*, i8** %99, align 8, !tbaa !24
  %191 = load i8*, i8** %98, align 8, !tbaa !23
  br label %192

192:                                              ; preds = %196, %189
  %193 = phi i8* [ %191, %189 ], [ %203, %196 ]
  %194 = phi i64 [ %185, %189 ], [ %202, %196 ]
  %195 = icmp eq i8* %193, %190
  br i1 %195, label %221, label %196

196:                                              ; preds = %192
  %197 = load i64, i64* %97, align 8, !tbaa !22
  %198 = load i8, i8* %193, align 1, !tbaa !25
  %199 = zext i8 %198 to i64
  %200 = shl i64 %199, %194
  %201 = or i64 %200, %197
  store i64 %201, i64* %97, align 8, !tbaa !22
  %202 = add i64 %194, 8
  store i64 %202, i64* %96, align 8, !tbaa !20
  %203 = getelementptr inbounds i8, i8* %193, i64 1
  store i8* %203, i8** %98, align 8, !tbaa !23
  %204 = icmp ult i64 %202, %184
  br i1 %204, label %192, label %205, !llvm.loop !52

205:                                              ; preds = %196, %187
  %206 = phi i64 [ %185, %187 ], [ %202, %196 ]
  %207 = phi i64 [ %188, %187 ], [ %201, %196 ]
  %208 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %184
  %209 = load i64, i64* %208, align 8, !tbaa !17
  %210 = and i64 %209, %207
  %211 = sub i64 %206, %184
  store i64 %211, i64* %96, align 8, !tbaa !20
  %212 = lshr i64 %207, %184
  store i64 %212, i64* %97, align 8, !tbaa !22
  %213 = trunc i64 %184 to i32
  %214 = shl nuw i32 1, %213
  %215 = zext i32 %214 to i64
  %216 = add i64 %210, %215
  %217 = add i64 %216, %103
  %218 = icmp ugt i64 %217, %0
  br i1 %218, label %223, label %219

219:                                              ; preds = %205
  %220 = getelementptr i8, i8* %87, i64 %103
  call void @llvm.memset.p0i8.i64(i8* align 1 %220, i8 0, i64 %216, i1 false), !tbaa !25
  br label %172

221:                                              ; preds = %192, %161
  %222 = phi i64 [ %184, %192 ], [ 65535, %161 ]
  store i64 %222, i64* %89, align 8, !tbaa !59
  store i64 %103, i64* %83, align 8, !tbaa !61
  br label %223

223:                                              ; preds = %221, %205
  %224 = phi i32 [ 2, %221 ], [ -8, %205 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %88) #26
  br label %259

225:                                              ; preds = %172, %81
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %88) #26
  br label %226

226:                                              ; preds = %225, %4
  %227 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 1
  %228 = load i64, i64* %227, align 8, !tbaa !20
  %229 = icmp eq i64 %228, 0
  br i1 %229, label %234, label %230

230:                                              ; preds = %226
  %231 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %6, i64 0, i32 0
  %232 = load i64, i64* %231, align 8, !tbaa !22
  %233 = add i64 %228, -1
  br label %247

234:                                              ; preds = %226
  %235 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 2
  %236 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 4
  %237 = load i8*, i8** %236, align 8, !tbaa !24
  %238 = load i8*, i8** %235, align 8, !tbaa !23
  %239 = icmp eq i8* %238, %237
  br i1 %239, label %256, label %240

240:                                              ; preds = %234
  %241 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %6, i64 0, i32 0
  %242 = load i64, i64* %241, align 8, !tbaa !22
  %243 = load i8, i8* %238, align 1, !tbaa !25
  %244 = zext i8 %243 to i64
  %245 = or i64 %242, %244
  %246 = getelementptr inbounds i8, i8* %238, i64 1
  store i8* %246, i8** %235, align 8, !tbaa !23
  br label %247

247:                                              ; preds = %240, %230
  %248 = phi i64 [ %233, %230 ], [ 7, %240 ]
  %249 = phi i64 [ %232, %230 ], [ %245, %240 ]
  %250 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %6, i64 0, i32 0
  %251 = and i64 %249, 1
  store i64 %248, i64* %227, align 8, !tbaa !20
  %252 = lshr i64 %249, 1
  store i64 %252, i64* %250, align 8, !tbaa !22
  %253 = icmp eq i64 %251, 0
  br i1 %253, label %256, label %254

254:                                              ; preds = %247
  %255 = load i8*, i8** %2, align 8, !tbaa !19
  tail call fastcc void @InverseMoveToFrontTransform(i8* noundef %255, i64 noundef %0, %struct.BrotliDecoderStateStruct* noundef nonnull %3)
  br label %256

256:                                              ; preds = %254, %247, %234
  %257 = phi i32 [ 0, %254 ], [ 0, %247 ], [ 4, %234 ]
  %258 = phi i32 [ 1, %254 ], [ 1, %247 ], [ 2, %234 ]
  store i32 %257, i32* %8, align 4, !tbaa !57
  br label %259

259:                                              ; preds = %256, %223, %71, %41, %32, %19, %16, %4
  %260 = phi i32 [ %258, %256 ], [ 1, %32 ], [ %17, %16 ], [ -25, %19 ], [ -31, %4 ], [ %77, %71 ], [ %224, %223 ], [ 2, %41 ]
  ret i32 %260
}

; Function Attrs: noinline nounwind
define hidden fastcc signext i32 @BrotliEnsureRingBuffer(%struct.BrotliDecoderStateStruct* nocapture noundef %0) unnamed_addr #13 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 17
  %3 = load i8*, i8** %2, align 8, !tbaa !46
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 11
  %5 = load i32, i32* %4, align 4, !tbaa !45
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 54
  %7 = load i32, i32* %6, align 8, !tbaa !50
  %8 = icmp eq i32 %5, %7
  br i1 %8, label %46, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 3
  %11 = load i8* (i8*, i64)*, i8* (i8*, i64)** %10, align 8, !tbaa !36
  %12 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 5
  %13 = load i8*, i8** %12, align 8, !tbaa !33
  %14 = sext i32 %7 to i64
  %15 = add nsw i64 %14, 542
  %16 = tail call i8* %11(i8* noundef %13, i64 noundef %15) #26
  store i8* %16, i8** %2, align 8, !tbaa !46
  %17 = icmp eq i8* %16, null
  br i1 %17, label %18, label %19

18:                                               ; preds = %9
  store i8* %3, i8** %2, align 8, !tbaa !46
  br label %46

19:                                               ; preds = %9
  %20 = load i32, i32* %6, align 8, !tbaa !50
  %21 = add nsw i32 %20, -2
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i8, i8* %16, i64 %22
  store i8 0, i8* %23, align 1, !tbaa !25
  %24 = load i8*, i8** %2, align 8, !tbaa !46
  %25 = load i32, i32* %6, align 8, !tbaa !50
  %26 = add nsw i32 %25, -1
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i8, i8* %24, i64 %27
  store i8 0, i8* %28, align 1, !tbaa !25
  %29 = icmp eq i8* %3, null
  br i1 %29, label %38, label %30

30:                                               ; preds = %19
  %31 = load i8*, i8** %2, align 8, !tbaa !46
  %32 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 8
  %33 = load i32, i32* %32, align 8, !tbaa !47
  %34 = sext i32 %33 to i64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %31, i8* nonnull align 1 %3, i64 %34, i1 false)
  %35 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 4
  %36 = load void (i8*, i8*)*, void (i8*, i8*)** %35, align 8, !tbaa !32
  %37 = load i8*, i8** %12, align 8, !tbaa !33
  tail call void %36(i8* noundef %37, i8* noundef nonnull %3) #26
  br label %38

38:                                               ; preds = %30, %19
  %39 = load i32, i32* %6, align 8, !tbaa !50
  store i32 %39, i32* %4, align 4, !tbaa !45
  %40 = add nsw i32 %39, -1
  %41 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 12
  store i32 %40, i32* %41, align 8, !tbaa !67
  %42 = load i8*, i8** %2, align 8, !tbaa !46
  %43 = sext i32 %39 to i64
  %44 = getelementptr inbounds i8, i8* %42, i64 %43
  %45 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 18
  store i8* %44, i8** %45, align 8, !tbaa !68
  br label %46

46:                                               ; preds = %38, %18, %1
  %47 = phi i32 [ 0, %18 ], [ 1, %38 ], [ 1, %1 ]
  ret i32 %47
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn
declare hidden fastcc void @WrapRingBuffer(%struct.BrotliDecoderStateStruct* nocapture noundef) unnamed_addr #11

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #14

; Function Attrs: nofree noinline nosync nounwind
define hidden fastcc signext i32 @SafeDecodeCommandBlockSwitch(%struct.BrotliDecoderStateStruct* nocapture noundef %0) unnamed_addr #8 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 32, i64 1
  %5 = load i64, i64* %4, align 8, !tbaa !17
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 26
  %7 = load %struct.HuffmanCode*, %struct.HuffmanCode** %6, align 8, !tbaa !69
  %8 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %7, i64 632
  %9 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 27
  %10 = load %struct.HuffmanCode*, %struct.HuffmanCode** %9, align 8, !tbaa !70
  %11 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %10, i64 396
  %12 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2
  %13 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 2
  %14 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14) #26
  %15 = icmp ult i64 %5, 2
  br i1 %15, label %209, label %16

16:                                               ; preds = %1
  %17 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %12, i64 0, i32 0
  %18 = load i64, i64* %17, align 8, !tbaa !22
  %19 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 1
  %20 = load i64, i64* %19, align 8, !tbaa !20
  %21 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %22 = load i8*, i8** %21, align 8, !tbaa !23
  %23 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 4
  %24 = load i8*, i8** %23, align 8, !tbaa !24
  %25 = ptrtoint i8* %24 to i64
  %26 = ptrtoint i8* %22 to i64
  %27 = sub i64 %25, %26
  %28 = icmp ult i64 %20, 15
  br i1 %28, label %29, label %42

29:                                               ; preds = %34, %16
  %30 = phi i64 [ %38, %34 ], [ %18, %16 ]
  %31 = phi i8* [ %40, %34 ], [ %22, %16 ]
  %32 = phi i64 [ %39, %34 ], [ %20, %16 ]
  %33 = icmp eq i8* %31, %24
  br i1 %33, label %78, label %34

34:                                               ; preds = %29
  %35 = load i8, i8* %31, align 1, !tbaa !25
  %36 = zext i8 %35 to i64
  %37 = shl i64 %36, %32
  %38 = or i64 %37, %30
  store i64 %38, i64* %17, align 8, !tbaa !22
  %39 = add nuw nsw i64 %32, 8
  store i64 %39, i64* %19, align 8, !tbaa !20
  %40 = getelementptr inbounds i8, i8* %31, i64 1
  store i8* %40, i8** %21, align 8, !tbaa !23
  %41 = icmp ult i64 %32, 7
  br i1 %41, label %29, label %42, !llvm.loop !62

42:                                               ; preds = %34, %16
  %43 = phi i64 [ %20, %16 ], [ %39, %34 ]
  %44 = phi i64 [ %18, %16 ], [ %38, %34 ]
  %45 = and i64 %44, 255
  %46 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %8, i64 %45
  %47 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %46, i64 0, i32 0
  %48 = load i8, i8* %47, align 2, !tbaa !63
  %49 = icmp ugt i8 %48, 8
  br i1 %49, label %50, label %67

50:                                               ; preds = %42
  %51 = add i64 %43, -8
  %52 = lshr i64 %44, 8
  %53 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %8, i64 %45, i32 1
  %54 = load i16, i16* %53, align 2, !tbaa !65
  %55 = zext i16 %54 to i64
  %56 = and i64 %52, 127
  %57 = zext i8 %48 to i64
  %58 = add nuw nsw i64 %57, 4294967288
  %59 = and i64 %58, 4294967295
  %60 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %59
  %61 = load i64, i64* %60, align 8, !tbaa !17
  %62 = and i64 %56, %61
  %63 = add nuw nsw i64 %62, %55
  %64 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %46, i64 %63
  %65 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %64, i64 0, i32 0
  %66 = load i8, i8* %65, align 2, !tbaa !63
  br label %67

67:                                               ; preds = %50, %42
  %68 = phi i64 [ %52, %50 ], [ %44, %42 ]
  %69 = phi i64 [ %51, %50 ], [ %43, %42 ]
  %70 = phi i8 [ %66, %50 ], [ %48, %42 ]
  %71 = phi %struct.HuffmanCode* [ %64, %50 ], [ %46, %42 ]
  %72 = zext i8 %70 to i64
  %73 = sub i64 %69, %72
  store i64 %73, i64* %19, align 8, !tbaa !20
  %74 = lshr i64 %68, %72
  store i64 %74, i64* %17, align 8, !tbaa !22
  %75 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %71, i64 0, i32 1
  %76 = load i16, i16* %75, align 2, !tbaa !65
  %77 = zext i16 %76 to i64
  store i64 %77, i64* %3, align 8, !tbaa !17
  br label %81

78:                                               ; preds = %29
  %79 = call fastcc signext i32 @SafeDecodeSymbol(%struct.HuffmanCode* noundef nonnull %8, %struct.BrotliBitReader* noundef nonnull %12, i64* noundef nonnull %3) #26
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %209, label %81

81:                                               ; preds = %78, %67
  %82 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 30, i64 1
  %83 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %83) #26
  %84 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 53
  %85 = load i32, i32* %84, align 4, !tbaa !71
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %87, label %150

87:                                               ; preds = %81
  %88 = load i64, i64* %19, align 8, !tbaa !20
  %89 = icmp ult i64 %88, 15
  br i1 %89, label %92, label %90

90:                                               ; preds = %87
  %91 = load i64, i64* %17, align 8, !tbaa !22
  br label %108

92:                                               ; preds = %87
  %93 = load i8*, i8** %23, align 8, !tbaa !24
  %94 = load i8*, i8** %21, align 8, !tbaa !23
  br label %95

95:                                               ; preds = %99, %92
  %96 = phi i8* [ %94, %92 ], [ %106, %99 ]
  %97 = phi i64 [ %88, %92 ], [ %105, %99 ]
  %98 = icmp eq i8* %96, %93
  br i1 %98, label %144, label %99

99:                                               ; preds = %95
  %100 = load i64, i64* %17, align 8, !tbaa !22
  %101 = load i8, i8* %96, align 1, !tbaa !25
  %102 = zext i8 %101 to i64
  %103 = shl i64 %102, %97
  %104 = or i64 %103, %100
  store i64 %104, i64* %17, align 8, !tbaa !22
  %105 = add nuw nsw i64 %97, 8
  store i64 %105, i64* %19, align 8, !tbaa !20
  %106 = getelementptr inbounds i8, i8* %96, i64 1
  store i8* %106, i8** %21, align 8, !tbaa !23
  %107 = icmp ult i64 %97, 7
  br i1 %107, label %95, label %108, !llvm.loop !62

108:                                              ; preds = %99, %90
  %109 = phi i64 [ %88, %90 ], [ %105, %99 ]
  %110 = phi i64 [ %91, %90 ], [ %104, %99 ]
  %111 = and i64 %110, 255
  %112 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %11, i64 %111
  %113 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %112, i64 0, i32 0
  %114 = load i8, i8* %113, align 2, !tbaa !63
  %115 = icmp ugt i8 %114, 8
  br i1 %115, label %116, label %133

116:                                              ; preds = %108
  %117 = add i64 %109, -8
  %118 = lshr i64 %110, 8
  %119 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %11, i64 %111, i32 1
  %120 = load i16, i16* %119, align 2, !tbaa !65
  %121 = zext i16 %120 to i64
  %122 = and i64 %118, 127
  %123 = zext i8 %114 to i64
  %124 = add nuw nsw i64 %123, 4294967288
  %125 = and i64 %124, 4294967295
  %126 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %125
  %127 = load i64, i64* %126, align 8, !tbaa !17
  %128 = and i64 %122, %127
  %129 = add nuw nsw i64 %128, %121
  %130 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %112, i64 %129
  %131 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %130, i64 0, i32 0
  %132 = load i8, i8* %131, align 2, !tbaa !63
  br label %133

133:                                              ; preds = %116, %108
  %134 = phi i64 [ %118, %116 ], [ %110, %108 ]
  %135 = phi i64 [ %117, %116 ], [ %109, %108 ]
  %136 = phi i8 [ %132, %116 ], [ %114, %108 ]
  %137 = phi %struct.HuffmanCode* [ %130, %116 ], [ %112, %108 ]
  %138 = zext i8 %136 to i64
  %139 = sub i64 %135, %138
  store i64 %139, i64* %19, align 8, !tbaa !20
  %140 = lshr i64 %134, %138
  store i64 %140, i64* %17, align 8, !tbaa !22
  %141 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %137, i64 0, i32 1
  %142 = load i16, i16* %141, align 2, !tbaa !65
  %143 = zext i16 %142 to i64
  br label %153

144:                                              ; preds = %95
  %145 = call fastcc signext i32 @SafeDecodeSymbol(%struct.HuffmanCode* noundef nonnull %11, %struct.BrotliBitReader* noundef nonnull %12, i64* noundef nonnull %2) #26
  %146 = icmp eq i32 %145, 0
  br i1 %146, label %147, label %148

147:                                              ; preds = %144
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %83) #26
  br label %182

148:                                              ; preds = %144
  %149 = load i64, i64* %2, align 8, !tbaa !17
  br label %153

150:                                              ; preds = %81
  %151 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 31
  %152 = load i64, i64* %151, align 8, !tbaa !72
  br label %153

153:                                              ; preds = %150, %148, %133
  %154 = phi i64 [ %149, %148 ], [ %143, %133 ], [ %152, %150 ]
  %155 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %154, i32 1
  %156 = load i8, i8* %155, align 2, !tbaa !73
  %157 = zext i8 %156 to i64
  %158 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %154, i32 0
  %159 = load i16, i16* %158, align 2, !tbaa !75
  %160 = load i64, i64* %19, align 8, !tbaa !20
  %161 = icmp ult i64 %160, %157
  br i1 %161, label %164, label %162

162:                                              ; preds = %153
  %163 = load i64, i64* %17, align 8, !tbaa !22
  br label %190

164:                                              ; preds = %153
  %165 = load i8*, i8** %23, align 8, !tbaa !24
  %166 = load i8*, i8** %21, align 8, !tbaa !23
  br label %167

167:                                              ; preds = %171, %164
  %168 = phi i8* [ %166, %164 ], [ %178, %171 ]
  %169 = phi i64 [ %160, %164 ], [ %177, %171 ]
  %170 = icmp eq i8* %168, %165
  br i1 %170, label %180, label %171

171:                                              ; preds = %167
  %172 = load i64, i64* %17, align 8, !tbaa !22
  %173 = load i8, i8* %168, align 1, !tbaa !25
  %174 = zext i8 %173 to i64
  %175 = shl i64 %174, %169
  %176 = or i64 %175, %172
  store i64 %176, i64* %17, align 8, !tbaa !22
  %177 = add nuw nsw i64 %169, 8
  store i64 %177, i64* %19, align 8, !tbaa !20
  %178 = getelementptr inbounds i8, i8* %168, i64 1
  store i8* %178, i8** %21, align 8, !tbaa !23
  %179 = icmp ult i64 %177, %157
  br i1 %179, label %167, label %190, !llvm.loop !52

180:                                              ; preds = %167
  %181 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 31
  store i64 %154, i64* %181, align 8, !tbaa !72
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %83) #26
  br label %182

182:                                              ; preds = %180, %147
  store i32 0, i32* %84, align 4, !tbaa !71
  store i64 %18, i64* %17, align 8, !tbaa !22
  store i64 %20, i64* %19, align 8, !tbaa !20
  store i8* %22, i8** %21, align 8, !tbaa !23
  %183 = getelementptr i8, i8* %22, i64 %27
  store i8* %183, i8** %23, align 8, !tbaa !24
  %184 = add i64 %27, -28
  %185 = icmp ult i64 %184, -29
  %186 = add i64 %27, -27
  %187 = select i1 %185, i64 %186, i64 0
  %188 = getelementptr i8, i8* %22, i64 %187
  %189 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 3
  store i8* %188, i8** %189, align 8
  br label %209

190:                                              ; preds = %171, %162
  %191 = phi i64 [ %160, %162 ], [ %177, %171 ]
  %192 = phi i64 [ %163, %162 ], [ %176, %171 ]
  %193 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %157
  %194 = load i64, i64* %193, align 8, !tbaa !17
  %195 = and i64 %194, %192
  %196 = sub i64 %191, %157
  store i64 %196, i64* %19, align 8, !tbaa !20
  %197 = lshr i64 %192, %157
  store i64 %197, i64* %17, align 8, !tbaa !22
  %198 = zext i16 %159 to i64
  %199 = add i64 %195, %198
  store i64 %199, i64* %82, align 8, !tbaa !17
  store i32 0, i32* %84, align 4, !tbaa !71
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %83) #26
  %200 = load i64, i64* %3, align 8, !tbaa !17
  switch i64 %200, label %207 [
    i64 1, label %201
    i64 0, label %205
  ]

201:                                              ; preds = %190
  %202 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 3
  %203 = load i64, i64* %202, align 8, !tbaa !17
  %204 = add i64 %203, 1
  br label %210

205:                                              ; preds = %190
  %206 = load i64, i64* %13, align 8, !tbaa !17
  br label %210

207:                                              ; preds = %190
  %208 = add i64 %200, -2
  br label %210

209:                                              ; preds = %182, %78, %1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14) #26
  br label %222

210:                                              ; preds = %207, %205, %201
  %211 = phi i64 [ %206, %205 ], [ %208, %207 ], [ %204, %201 ]
  %212 = icmp ult i64 %211, %5
  %213 = select i1 %212, i64 0, i64 %5
  %214 = sub i64 %211, %213
  %215 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 3
  %216 = load i64, i64* %215, align 8, !tbaa !17
  store i64 %216, i64* %13, align 8, !tbaa !17
  store i64 %214, i64* %215, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14) #26
  %217 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 24, i32 0
  %218 = load %struct.HuffmanCode**, %struct.HuffmanCode*** %217, align 8, !tbaa !76
  %219 = getelementptr inbounds %struct.HuffmanCode*, %struct.HuffmanCode** %218, i64 %214
  %220 = load %struct.HuffmanCode*, %struct.HuffmanCode** %219, align 8, !tbaa !19
  %221 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 19
  store %struct.HuffmanCode* %220, %struct.HuffmanCode** %221, align 8, !tbaa !77
  br label %222

222:                                              ; preds = %210, %209
  %223 = phi i32 [ 1, %210 ], [ 0, %209 ]
  ret i32 %223
}

; Function Attrs: nofree noinline nosync nounwind
define hidden fastcc signext i32 @SafeDecodeDistanceBlockSwitch(%struct.BrotliDecoderStateStruct* nocapture noundef %0) unnamed_addr #8 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 32, i64 2
  %5 = load i64, i64* %4, align 8, !tbaa !17
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 26
  %7 = load %struct.HuffmanCode*, %struct.HuffmanCode** %6, align 8, !tbaa !69
  %8 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %7, i64 1264
  %9 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 27
  %10 = load %struct.HuffmanCode*, %struct.HuffmanCode** %9, align 8, !tbaa !70
  %11 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %10, i64 792
  %12 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2
  %13 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 4
  %14 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14) #26
  %15 = icmp ult i64 %5, 2
  br i1 %15, label %209, label %16

16:                                               ; preds = %1
  %17 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %12, i64 0, i32 0
  %18 = load i64, i64* %17, align 8, !tbaa !22
  %19 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 1
  %20 = load i64, i64* %19, align 8, !tbaa !20
  %21 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %22 = load i8*, i8** %21, align 8, !tbaa !23
  %23 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 4
  %24 = load i8*, i8** %23, align 8, !tbaa !24
  %25 = ptrtoint i8* %24 to i64
  %26 = ptrtoint i8* %22 to i64
  %27 = sub i64 %25, %26
  %28 = icmp ult i64 %20, 15
  br i1 %28, label %29, label %42

29:                                               ; preds = %34, %16
  %30 = phi i64 [ %38, %34 ], [ %18, %16 ]
  %31 = phi i8* [ %40, %34 ], [ %22, %16 ]
  %32 = phi i64 [ %39, %34 ], [ %20, %16 ]
  %33 = icmp eq i8* %31, %24
  br i1 %33, label %78, label %34

34:                                               ; preds = %29
  %35 = load i8, i8* %31, align 1, !tbaa !25
  %36 = zext i8 %35 to i64
  %37 = shl i64 %36, %32
  %38 = or i64 %37, %30
  store i64 %38, i64* %17, align 8, !tbaa !22
  %39 = add nuw nsw i64 %32, 8
  store i64 %39, i64* %19, align 8, !tbaa !20
  %40 = getelementptr inbounds i8, i8* %31, i64 1
  store i8* %40, i8** %21, align 8, !tbaa !23
  %41 = icmp ult i64 %32, 7
  br i1 %41, label %29, label %42, !llvm.loop !62

42:                                               ; preds = %34, %16
  %43 = phi i64 [ %20, %16 ], [ %39, %34 ]
  %44 = phi i64 [ %18, %16 ], [ %38, %34 ]
  %45 = and i64 %44, 255
  %46 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %8, i64 %45
  %47 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %46, i64 0, i32 0
  %48 = load i8, i8* %47, align 2, !tbaa !63
  %49 = icmp ugt i8 %48, 8
  br i1 %49, label %50, label %67

50:                                               ; preds = %42
  %51 = add i64 %43, -8
  %52 = lshr i64 %44, 8
  %53 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %8, i64 %45, i32 1
  %54 = load i16, i16* %53, align 2, !tbaa !65
  %55 = zext i16 %54 to i64
  %56 = and i64 %52, 127
  %57 = zext i8 %48 to i64
  %58 = add nuw nsw i64 %57, 4294967288
  %59 = and i64 %58, 4294967295
  %60 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %59
  %61 = load i64, i64* %60, align 8, !tbaa !17
  %62 = and i64 %56, %61
  %63 = add nuw nsw i64 %62, %55
  %64 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %46, i64 %63
  %65 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %64, i64 0, i32 0
  %66 = load i8, i8* %65, align 2, !tbaa !63
  br label %67

67:                                               ; preds = %50, %42
  %68 = phi i64 [ %52, %50 ], [ %44, %42 ]
  %69 = phi i64 [ %51, %50 ], [ %43, %42 ]
  %70 = phi i8 [ %66, %50 ], [ %48, %42 ]
  %71 = phi %struct.HuffmanCode* [ %64, %50 ], [ %46, %42 ]
  %72 = zext i8 %70 to i64
  %73 = sub i64 %69, %72
  store i64 %73, i64* %19, align 8, !tbaa !20
  %74 = lshr i64 %68, %72
  store i64 %74, i64* %17, align 8, !tbaa !22
  %75 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %71, i64 0, i32 1
  %76 = load i16, i16* %75, align 2, !tbaa !65
  %77 = zext i16 %76 to i64
  store i64 %77, i64* %3, align 8, !tbaa !17
  br label %81

78:                                               ; preds = %29
  %79 = call fastcc signext i32 @SafeDecodeSymbol(%struct.HuffmanCode* noundef nonnull %8, %struct.BrotliBitReader* noundef nonnull %12, i64* noundef nonnull %3) #26
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %209, label %81

81:                                               ; preds = %78, %67
  %82 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 30, i64 2
  %83 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %83) #26
  %84 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 53
  %85 = load i32, i32* %84, align 4, !tbaa !71
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %87, label %150

87:                                               ; preds = %81
  %88 = load i64, i64* %19, align 8, !tbaa !20
  %89 = icmp ult i64 %88, 15
  br i1 %89, label %92, label %90

90:                                               ; preds = %87
  %91 = load i64, i64* %17, align 8, !tbaa !22
  br label %108

92:                                               ; preds = %87
  %93 = load i8*, i8** %23, align 8, !tbaa !24
  %94 = load i8*, i8** %21, align 8, !tbaa !23
  br label %95

95:                                               ; preds = %99, %92
  %96 = phi i8* [ %94, %92 ], [ %106, %99 ]
  %97 = phi i64 [ %88, %92 ], [ %105, %99 ]
  %98 = icmp eq i8* %96, %93
  br i1 %98, label %144, label %99

99:                                               ; preds = %95
  %100 = load i64, i64* %17, align 8, !tbaa !22
  %101 = load i8, i8* %96, align 1, !tbaa !25
  %102 = zext i8 %101 to i64
  %103 = shl i64 %102, %97
  %104 = or i64 %103, %100
  store i64 %104, i64* %17, align 8, !tbaa !22
  %105 = add nuw nsw i64 %97, 8
  store i64 %105, i64* %19, align 8, !tbaa !20
  %106 = getelementptr inbounds i8, i8* %96, i64 1
  store i8* %106, i8** %21, align 8, !tbaa !23
  %107 = icmp ult i64 %97, 7
  br i1 %107, label %95, label %108, !llvm.loop !62

108:                                              ; preds = %99, %90
  %109 = phi i64 [ %88, %90 ], [ %105, %99 ]
  %110 = phi i64 [ %91, %90 ], [ %104, %99 ]
  %111 = and i64 %110, 255
  %112 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %11, i64 %111
  %113 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %112, i64 0, i32 0
  %114 = load i8, i8* %113, align 2, !tbaa !63
  %115 = icmp ugt i8 %114, 8
  br i1 %115, label %116, label %133

116:                                              ; preds = %108
  %117 = add i64 %109, -8
  %118 = lshr i64 %110, 8
  %119 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %11, i64 %111, i32 1
  %120 = load i16, i16* %119, align 2, !tbaa !65
  %121 = zext i16 %120 to i64
  %122 = and i64 %118, 127
  %123 = zext i8 %114 to i64
  %124 = add nuw nsw i64 %123, 4294967288
  %125 = and i64 %124, 4294967295
  %126 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %125
  %127 = load i64, i64* %126, align 8, !tbaa !17
  %128 = and i64 %122, %127
  %129 = add nuw nsw i64 %128, %121
  %130 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %112, i64 %129
  %131 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %130, i64 0, i32 0
  %132 = load i8, i8* %131, align 2, !tbaa !63
  br label %133

133:                                              ; preds = %116, %108
  %134 = phi i64 [ %118, %116 ], [ %110, %108 ]
  %135 = phi i64 [ %117, %116 ], [ %109, %108 ]
  %136 = phi i8 [ %132, %116 ], [ %114, %108 ]
  %137 = phi %struct.HuffmanCode* [ %130, %116 ], [ %112, %108 ]
  %138 = zext i8 %136 to i64
  %139 = sub i64 %135, %138
  store i64 %139, i64* %19, align 8, !tbaa !20
  %140 = lshr i64 %134, %138
  store i64 %140, i64* %17, align 8, !tbaa !22
  %141 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %137, i64 0, i32 1
  %142 = load i16, i16* %141, align 2, !tbaa !65
  %143 = zext i16 %142 to i64
  br label %153

144:                                              ; preds = %95
  %145 = call fastcc signext i32 @SafeDecodeSymbol(%struct.HuffmanCode* noundef nonnull %11, %struct.BrotliBitReader* noundef nonnull %12, i64* noundef nonnull %2) #26
  %146 = icmp eq i32 %145, 0
  br i1 %146, label %147, label %148

147:                                              ; preds = %144
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %83) #26
  br label %182

148:                                              ; preds = %144
  %149 = load i64, i64* %2, align 8, !tbaa !17
  br label %153

150:                                              ; preds = %81
  %151 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 31
  %152 = load i64, i64* %151, align 8, !tbaa !72
  br label %153

153:                                              ; preds = %150, %148, %133
  %154 = phi i64 [ %149, %148 ], [ %143, %133 ], [ %152, %150 ]
  %155 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %154, i32 1
  %156 = load i8, i8* %155, align 2, !tbaa !73
  %157 = zext i8 %156 to i64
  %158 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %154, i32 0
  %159 = load i16, i16* %158, align 2, !tbaa !75
  %160 = load i64, i64* %19, align 8, !tbaa !20
  %161 = icmp ult i64 %160, %157
  br i1 %161, label %164, label %162

162:                                              ; preds = %153
  %163 = load i64, i64* %17, align 8, !tbaa !22
  br label %190

164:                                              ; preds = %153
  %165 = load i8*, i8** %23, align 8, !tbaa !24
  %166 = load i8*, i8** %21, align 8, !tbaa !23
  br label %167

167:                                              ; preds = %171, %164
  %168 = phi i8* [ %166, %164 ], [ %178, %171 ]
  %169 = phi i64 [ %160, %164 ], [ %177, %171 ]
  %170 = icmp eq i8* %168, %165
  br i1 %170, label %180, label %171

171:                                              ; preds = %167
  %172 = load i64, i64* %17, align 8, !tbaa !22
  %173 = load i8, i8* %168, align 1, !tbaa !25
  %174 = zext i8 %173 to i64
  %175 = shl i64 %174, %169
  %176 = or i64 %175, %172
  store i64 %176, i64* %17, align 8, !tbaa !22
  %177 = add nuw nsw i64 %169, 8
  store i64 %177, i64* %19, align 8, !tbaa !20
  %178 = getelementptr inbounds i8, i8* %168, i64 1
  store i8* %178, i8** %21, align 8, !tbaa !23
  %179 = icmp ult i64 %177, %157
  br i1 %179, label %167, label %190, !llvm.loop !52

180:                                              ; preds = %167
  %181 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 31
  store i64 %154, i64* %181, align 8, !tbaa !72
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %83) #26
  br label %182

182:                                              ; preds = %180, %147
  store i32 0, i32* %84, align 4, !tbaa !71
  store i64 %18, i64* %17, align 8, !tbaa !22
  store i64 %20, i64* %19, align 8, !tbaa !20
  store i8* %22, i8** %21, align 8, !tbaa !23
  %183 = getelementptr i8, i8* %22, i64 %27
  store i8* %183, i8** %23, align 8, !tbaa !24
  %184 = add i64 %27, -28
  %185 = icmp ult i64 %184, -29
  %186 = add i64 %27, -27
  %187 = select i1 %185, i64 %186, i64 0
  %188 = getelementptr i8, i8* %22, i64 %187
  %189 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 3
  store i8* %188, i8** %189, align 8
  br label %209

190:                                              ; preds = %171, %162
  %191 = phi i64 [ %160, %162 ], [ %177, %171 ]
  %192 = phi i64 [ %163, %162 ], [ %176, %171 ]
  %193 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %157
  %194 = load i64, i64* %193, align 8, !tbaa !17
  %195 = and i64 %194, %192
  %196 = sub i64 %191, %157
  store i64 %196, i64* %19, align 8, !tbaa !20
  %197 = lshr i64 %192, %157
  store i64 %197, i64* %17, align 8, !tbaa !22
  %198 = zext i16 %159 to i64
  %199 = add i64 %195, %198
  store i64 %199, i64* %82, align 8, !tbaa !17
  store i32 0, i32* %84, align 4, !tbaa !71
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %83) #26
  %200 = load i64, i64* %3, align 8, !tbaa !17
  switch i64 %200, label %207 [
    i64 1, label %201
    i64 0, label %205
  ]

201:                                              ; preds = %190
  %202 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 5
  %203 = load i64, i64* %202, align 8, !tbaa !17
  %204 = add i64 %203, 1
  br label %210

205:                                              ; preds = %190
  %206 = load i64, i64* %13, align 8, !tbaa !17
  br label %210

207:                                              ; preds = %190
  %208 = add i64 %200, -2
  br label %210

209:                                              ; preds = %182, %78, %1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14) #26
  br label %228

210:                                              ; preds = %207, %205, %201
  %211 = phi i64 [ %206, %205 ], [ %208, %207 ], [ %204, %201 ]
  %212 = icmp ult i64 %211, %5
  %213 = select i1 %212, i64 0, i64 %5
  %214 = sub i64 %211, %213
  %215 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 5
  %216 = load i64, i64* %215, align 8, !tbaa !17
  store i64 %216, i64* %13, align 8, !tbaa !17
  store i64 %214, i64* %215, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14) #26
  %217 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 37
  %218 = load i8*, i8** %217, align 8, !tbaa !78
  %219 = shl i64 %214, 2
  %220 = getelementptr inbounds i8, i8* %218, i64 %219
  %221 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 22
  store i8* %220, i8** %221, align 8, !tbaa !79
  %222 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 29
  %223 = load i32, i32* %222, align 4, !tbaa !80
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds i8, i8* %220, i64 %224
  %226 = load i8, i8* %225, align 1, !tbaa !25
  %227 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 45
  store i8 %226, i8* %227, align 4, !tbaa !81
  br label %228

228:                                              ; preds = %210, %209
  %229 = phi i32 [ 1, %210 ], [ 0, %209 ]
  ret i32 %229
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #14

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn
define hidden fastcc void @DecodeCommandBlockSwitch(%struct.BrotliDecoderStateStruct* nocapture noundef %0) unnamed_addr #11 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 32, i64 1
  %3 = load i64, i64* %2, align 8, !tbaa !17
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 26
  %5 = load %struct.HuffmanCode*, %struct.HuffmanCode** %4, align 8, !tbaa !69
  %6 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %5, i64 632
  %7 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 27
  %8 = load %struct.HuffmanCode*, %struct.HuffmanCode** %7, align 8, !tbaa !70
  %9 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %8, i64 396
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 2
  %11 = icmp ult i64 %3, 2
  br i1 %11, label %154, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 1
  %14 = load i64, i64* %13, align 8, !tbaa !20
  %15 = icmp ult i64 %14, 17
  %16 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 0
  %17 = load i64, i64* %16, align 8, !tbaa !22
  br i1 %15, label %18, label %27

18:                                               ; preds = %12
  %19 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %20 = load i8*, i8** %19, align 8, !tbaa !23
  %21 = bitcast i8* %20 to i64*
  %22 = load i64, i64* %21, align 1
  %23 = shl i64 %22, %14
  %24 = or i64 %23, %17
  %25 = add nuw nsw i64 %14, 48
  %26 = getelementptr inbounds i8, i8* %20, i64 6
  store i8* %26, i8** %19, align 8, !tbaa !23
  br label %27

27:                                               ; preds = %18, %12
  %28 = phi i64 [ %25, %18 ], [ %14, %12 ]
  %29 = phi i64 [ %24, %18 ], [ %17, %12 ]
  %30 = and i64 %29, 255
  %31 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %6, i64 %30
  %32 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %31, i64 0, i32 0
  %33 = load i8, i8* %32, align 2, !tbaa !63
  %34 = icmp ugt i8 %33, 8
  br i1 %34, label %35, label %51

35:                                               ; preds = %27
  %36 = add i64 %28, -8
  %37 = lshr i64 %29, 8
  %38 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %6, i64 %30, i32 1
  %39 = load i16, i16* %38, align 2, !tbaa !65
  %40 = zext i16 %39 to i64
  %41 = zext i8 %33 to i64
  %42 = add nuw nsw i64 %41, 4294967288
  %43 = and i64 %42, 4294967295
  %44 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %43
  %45 = load i64, i64* %44, align 8, !tbaa !17
  %46 = and i64 %45, %37
  %47 = add nuw nsw i64 %46, %40
  %48 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %31, i64 %47
  %49 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %48, i64 0, i32 0
  %50 = load i8, i8* %49, align 2, !tbaa !63
  br label %51

51:                                               ; preds = %35, %27
  %52 = phi i64 [ %37, %35 ], [ %29, %27 ]
  %53 = phi i64 [ %36, %35 ], [ %28, %27 ]
  %54 = phi i8 [ %50, %35 ], [ %33, %27 ]
  %55 = phi %struct.HuffmanCode* [ %48, %35 ], [ %31, %27 ]
  %56 = zext i8 %54 to i64
  %57 = sub i64 %53, %56
  store i64 %57, i64* %13, align 8, !tbaa !20
  %58 = lshr i64 %52, %56
  store i64 %58, i64* %16, align 8, !tbaa !22
  %59 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %55, i64 0, i32 1
  %60 = load i16, i16* %59, align 2, !tbaa !65
  %61 = zext i16 %60 to i64
  %62 = icmp ult i64 %57, 17
  br i1 %62, label %63, label %72

63:                                               ; preds = %51
  %64 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %65 = load i8*, i8** %64, align 8, !tbaa !23
  %66 = bitcast i8* %65 to i64*
  %67 = load i64, i64* %66, align 1
  %68 = shl i64 %67, %57
  %69 = or i64 %68, %58
  %70 = add nuw nsw i64 %57, 48
  %71 = getelementptr inbounds i8, i8* %65, i64 6
  store i8* %71, i8** %64, align 8, !tbaa !23
  br label %72

72:                                               ; preds = %63, %51
  %73 = phi i64 [ %70, %63 ], [ %57, %51 ]
  %74 = phi i64 [ %69, %63 ], [ %58, %51 ]
  %75 = and i64 %74, 255
  %76 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %9, i64 %75
  %77 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %76, i64 0, i32 0
  %78 = load i8, i8* %77, align 2, !tbaa !63
  %79 = icmp ugt i8 %78, 8
  br i1 %79, label %80, label %96

80:                                               ; preds = %72
  %81 = add i64 %73, -8
  %82 = lshr i64 %74, 8
  %83 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %9, i64 %75, i32 1
  %84 = load i16, i16* %83, align 2, !tbaa !65
  %85 = zext i16 %84 to i64
  %86 = zext i8 %78 to i64
  %87 = add nuw nsw i64 %86, 4294967288
  %88 = and i64 %87, 4294967295
  %89 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %88
  %90 = load i64, i64* %89, align 8, !tbaa !17
  %91 = and i64 %90, %82
  %92 = add nuw nsw i64 %91, %85
  %93 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %76, i64 %92
  %94 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %93, i64 0, i32 0
  %95 = load i8, i8* %94, align 2, !tbaa !63
  br label %96

96:                                               ; preds = %80, %72
  %97 = phi i64 [ %82, %80 ], [ %74, %72 ]
  %98 = phi i64 [ %81, %80 ], [ %73, %72 ]
  %99 = phi i8 [ %95, %80 ], [ %78, %72 ]
  %100 = phi %struct.HuffmanCode* [ %93, %80 ], [ %76, %72 ]
  %101 = zext i8 %99 to i64
  %102 = sub i64 %98, %101
  store i64 %102, i64* %13, align 8, !tbaa !20
  %103 = lshr i64 %97, %101
  store i64 %103, i64* %16, align 8, !tbaa !22
  %104 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %100, i64 0, i32 1
  %105 = load i16, i16* %104, align 2, !tbaa !65
  %106 = zext i16 %105 to i64
  %107 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %106, i32 1
  %108 = load i8, i8* %107, align 2, !tbaa !73
  %109 = zext i8 %108 to i64
  %110 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %106, i32 0
  %111 = load i16, i16* %110, align 2, !tbaa !75
  %112 = icmp ult i64 %102, 33
  br i1 %112, label %113, label %123

113:                                              ; preds = %96
  %114 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %115 = load i8*, i8** %114, align 8, !tbaa !23
  %116 = bitcast i8* %115 to i32*
  %117 = load i32, i32* %116, align 1
  %118 = zext i32 %117 to i64
  %119 = shl nuw i64 %118, %102
  %120 = or i64 %119, %103
  %121 = add nuw nsw i64 %102, 32
  %122 = getelementptr inbounds i8, i8* %115, i64 4
  store i8* %122, i8** %114, align 8, !tbaa !23
  br label %123

123:                                              ; preds = %113, %96
  %124 = phi i64 [ %103, %96 ], [ %120, %113 ]
  %125 = phi i64 [ %102, %96 ], [ %121, %113 ]
  %126 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %109
  %127 = load i64, i64* %126, align 8, !tbaa !17
  %128 = zext i16 %111 to i64
  %129 = and i64 %127, %124
  %130 = sub i64 %125, %109
  store i64 %130, i64* %13, align 8, !tbaa !20
  %131 = lshr i64 %124, %109
  store i64 %131, i64* %16, align 8, !tbaa !22
  %132 = add i64 %129, %128
  %133 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 30, i64 1
  store i64 %132, i64* %133, align 8, !tbaa !17
  switch i16 %60, label %140 [
    i16 1, label %134
    i16 0, label %138
  ]

134:                                              ; preds = %123
  %135 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 3
  %136 = load i64, i64* %135, align 8, !tbaa !17
  %137 = add i64 %136, 1
  br label %142

138:                                              ; preds = %123
  %139 = load i64, i64* %10, align 8, !tbaa !17
  br label %142

140:                                              ; preds = %123
  %141 = add nsw i64 %61, -2
  br label %142

142:                                              ; preds = %140, %138, %134
  %143 = phi i64 [ %139, %138 ], [ %141, %140 ], [ %137, %134 ]
  %144 = icmp ult i64 %143, %3
  %145 = select i1 %144, i64 0, i64 %3
  %146 = sub i64 %143, %145
  %147 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 3
  %148 = load i64, i64* %147, align 8, !tbaa !17
  store i64 %148, i64* %10, align 8, !tbaa !17
  store i64 %146, i64* %147, align 8, !tbaa !17
  %149 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 24, i32 0
  %150 = load %struct.HuffmanCode**, %struct.HuffmanCode*** %149, align 8, !tbaa !76
  %151 = getelementptr inbounds %struct.HuffmanCode*, %struct.HuffmanCode** %150, i64 %146
  %152 = load %struct.HuffmanCode*, %struct.HuffmanCode** %151, align 8, !tbaa !19
  %153 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 19
  store %struct.HuffmanCode* %152, %struct.HuffmanCode** %153, align 8, !tbaa !77
  br label %154

154:                                              ; preds = %142, %1
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn
define hidden fastcc void @DecodeDistanceBlockSwitch(%struct.BrotliDecoderStateStruct* nocapture noundef %0) unnamed_addr #11 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 32, i64 2
  %3 = load i64, i64* %2, align 8, !tbaa !17
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 26
  %5 = load %struct.HuffmanCode*, %struct.HuffmanCode** %4, align 8, !tbaa !69
  %6 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %5, i64 1264
  %7 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 27
  %8 = load %struct.HuffmanCode*, %struct.HuffmanCode** %7, align 8, !tbaa !70
  %9 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %8, i64 792
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 4
  %11 = icmp ult i64 %3, 2
  br i1 %11, label %160, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 1
  %14 = load i64, i64* %13, align 8, !tbaa !20
  %15 = icmp ult i64 %14, 17
  %16 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 0
  %17 = load i64, i64* %16, align 8, !tbaa !22
  br i1 %15, label %18, label %27

18:                                               ; preds = %12
  %19 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %20 = load i8*, i8** %19, align 8, !tbaa !23
  %21 = bitcast i8* %20 to i64*
  %22 = load i64, i64* %21, align 1
  %23 = shl i64 %22, %14
  %24 = or i64 %23, %17
  %25 = add nuw nsw i64 %14, 48
  %26 = getelementptr inbounds i8, i8* %20, i64 6
  store i8* %26, i8** %19, align 8, !tbaa !23
  br label %27

27:                                               ; preds = %18, %12
  %28 = phi i64 [ %25, %18 ], [ %14, %12 ]
  %29 = phi i64 [ %24, %18 ], [ %17, %12 ]
  %30 = and i64 %29, 255
  %31 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %6, i64 %30
  %32 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %31, i64 0, i32 0
  %33 = load i8, i8* %32, align 2, !tbaa !63
  %34 = icmp ugt i8 %33, 8
  br i1 %34, label %35, label %51

35:                                               ; preds = %27
  %36 = add i64 %28, -8
  %37 = lshr i64 %29, 8
  %38 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %6, i64 %30, i32 1
  %39 = load i16, i16* %38, align 2, !tbaa !65
  %40 = zext i16 %39 to i64
  %41 = zext i8 %33 to i64
  %42 = add nuw nsw i64 %41, 4294967288
  %43 = and i64 %42, 4294967295
  %44 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %43
  %45 = load i64, i64* %44, align 8, !tbaa !17
  %46 = and i64 %45, %37
  %47 = add nuw nsw i64 %46, %40
  %48 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %31, i64 %47
  %49 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %48, i64 0, i32 0
  %50 = load i8, i8* %49, align 2, !tbaa !63
  br label %51

51:                                               ; preds = %35, %27
  %52 = phi i64 [ %37, %35 ], [ %29, %27 ]
  %53 = phi i64 [ %36, %35 ], [ %28, %27 ]
  %54 = phi i8 [ %50, %35 ], [ %33, %27 ]
  %55 = phi %struct.HuffmanCode* [ %48, %35 ], [ %31, %27 ]
  %56 = zext i8 %54 to i64
  %57 = sub i64 %53, %56
  store i64 %57, i64* %13, align 8, !tbaa !20
  %58 = lshr i64 %52, %56
  store i64 %58, i64* %16, align 8, !tbaa !22
  %59 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %55, i64 0, i32 1
  %60 = load i16, i16* %59, align 2, !tbaa !65
  %61 = zext i16 %60 to i64
  %62 = icmp ult i64 %57, 17
  br i1 %62, label %63, label %72

63:                                               ; preds = %51
  %64 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %65 = load i8*, i8** %64, align 8, !tbaa !23
  %66 = bitcast i8* %65 to i64*
  %67 = load i64, i64* %66, align 1
  %68 = shl i64 %67, %57
  %69 = or i64 %68, %58
  %70 = add nuw nsw i64 %57, 48
  %71 = getelementptr inbounds i8, i8* %65, i64 6
  store i8* %71, i8** %64, align 8, !tbaa !23
  br label %72

72:                                               ; preds = %63, %51
  %73 = phi i64 [ %70, %63 ], [ %57, %51 ]
  %74 = phi i64 [ %69, %63 ], [ %58, %51 ]
  %75 = and i64 %74, 255
  %76 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %9, i64 %75
  %77 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %76, i64 0, i32 0
  %78 = load i8, i8* %77, align 2, !tbaa !63
  %79 = icmp ugt i8 %78, 8
  br i1 %79, label %80, label %96

80:                                               ; preds = %72
  %81 = add i64 %73, -8
  %82 = lshr i64 %74, 8
  %83 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %9, i64 %75, i32 1
  %84 = load i16, i16* %83, align 2, !tbaa !65
  %85 = zext i16 %84 to i64
  %86 = zext i8 %78 to i64
  %87 = add nuw nsw i64 %86, 4294967288
  %88 = and i64 %87, 4294967295
  %89 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %88
  %90 = load i64, i64* %89, align 8, !tbaa !17
  %91 = and i64 %90, %82
  %92 = add nuw nsw i64 %91, %85
  %93 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %76, i64 %92
  %94 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %93, i64 0, i32 0
  %95 = load i8, i8* %94, align 2, !tbaa !63
  br label %96

96:                                               ; preds = %80, %72
  %97 = phi i64 [ %82, %80 ], [ %74, %72 ]
  %98 = phi i64 [ %81, %80 ], [ %73, %72 ]
  %99 = phi i8 [ %95, %80 ], [ %78, %72 ]
  %100 = phi %struct.HuffmanCode* [ %93, %80 ], [ %76, %72 ]
  %101 = zext i8 %99 to i64
  %102 = sub i64 %98, %101
  store i64 %102, i64* %13, align 8, !tbaa !20
  %103 = lshr i64 %97, %101
  store i64 %103, i64* %16, align 8, !tbaa !22
  %104 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %100, i64 0, i32 1
  %105 = load i16, i16* %104, align 2, !tbaa !65
  %106 = zext i16 %105 to i64
  %107 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %106, i32 1
  %108 = load i8, i8* %107, align 2, !tbaa !73
  %109 = zext i8 %108 to i64
  %110 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %106, i32 0
  %111 = load i16, i16* %110, align 2, !tbaa !75
  %112 = icmp ult i64 %102, 33
  br i1 %112, label %113, label %123

113:                                              ; preds = %96
  %114 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %115 = load i8*, i8** %114, align 8, !tbaa !23
  %116 = bitcast i8* %115 to i32*
  %117 = load i32, i32* %116, align 1
  %118 = zext i32 %117 to i64
  %119 = shl nuw i64 %118, %102
  %120 = or i64 %119, %103
  %121 = add nuw nsw i64 %102, 32
  %122 = getelementptr inbounds i8, i8* %115, i64 4
  store i8* %122, i8** %114, align 8, !tbaa !23
  br label %123

123:                                              ; preds = %113, %96
  %124 = phi i64 [ %103, %96 ], [ %120, %113 ]
  %125 = phi i64 [ %102, %96 ], [ %121, %113 ]
  %126 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %109
  %127 = load i64, i64* %126, align 8, !tbaa !17
  %128 = zext i16 %111 to i64
  %129 = and i64 %127, %124
  %130 = sub i64 %125, %109
  store i64 %130, i64* %13, align 8, !tbaa !20
  %131 = lshr i64 %124, %109
  store i64 %131, i64* %16, align 8, !tbaa !22
  %132 = add i64 %129, %128
  %133 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 30, i64 2
  store i64 %132, i64* %133, align 8, !tbaa !17
  switch i16 %60, label %140 [
    i16 1, label %134
    i16 0, label %138
  ]

134:                                              ; preds = %123
  %135 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 5
  %136 = load i64, i64* %135, align 8, !tbaa !17
  %137 = add i64 %136, 1
  br label %142

138:                                              ; preds = %123
  %139 = load i64, i64* %10, align 8, !tbaa !17
  br label %142

140:                                              ; preds = %123
  %141 = add nsw i64 %61, -2
  br label %142

142:                                              ; preds = %140, %138, %134
  %143 = phi i64 [ %139, %138 ], [ %141, %140 ], [ %137, %134 ]
  %144 = icmp ult i64 %143, %3
  %145 = select i1 %144, i64 0, i64 %3
  %146 = sub i64 %143, %145
  %147 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 5
  %148 = load i64, i64* %147, align 8, !tbaa !17
  store i64 %148, i64* %10, align 8, !tbaa !17
  store i64 %146, i64* %147, align 8, !tbaa !17
  %149 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 37
  %150 = load i8*, i8** %149, align 8, !tbaa !78
  %151 = shl i64 %146, 2
  %152 = getelementptr inbounds i8, i8* %150, i64 %151
  %153 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 22
  store i8* %152, i8** %153, align 8, !tbaa !79
  %154 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 29
  %155 = load i32, i32* %154, align 4, !tbaa !80
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds i8, i8* %152, i64 %156
  %158 = load i8, i8* %157, align 1, !tbaa !25
  %159 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 45
  store i8 %158, i8* %159, align 4, !tbaa !81
  br label %160

160:                                              ; preds = %142, %1
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn
define hidden fastcc void @DecodeLiteralBlockSwitch(%struct.BrotliDecoderStateStruct* noundef %0) unnamed_addr #11 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 32, i64 0
  %3 = load i64, i64* %2, align 8, !tbaa !17
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 26
  %5 = load %struct.HuffmanCode*, %struct.HuffmanCode** %4, align 8, !tbaa !69
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 27
  %7 = load %struct.HuffmanCode*, %struct.HuffmanCode** %6, align 8, !tbaa !70
  %8 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 0
  %9 = icmp ult i64 %3, 2
  br i1 %9, label %177, label %10

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 1
  %12 = load i64, i64* %11, align 8, !tbaa !20
  %13 = icmp ult i64 %12, 17
  %14 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 0
  %15 = load i64, i64* %14, align 8, !tbaa !22
  br i1 %13, label %16, label %25

16:                                               ; preds = %10
  %17 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %18 = load i8*, i8** %17, align 8, !tbaa !23
  %19 = bitcast i8* %18 to i64*
  %20 = load i64, i64* %19, align 1
  %21 = shl i64 %20, %12
  %22 = or i64 %21, %15
  %23 = add nuw nsw i64 %12, 48
  %24 = getelementptr inbounds i8, i8* %18, i64 6
  store i8* %24, i8** %17, align 8, !tbaa !23
  br label %25

25:                                               ; preds = %16, %10
  %26 = phi i64 [ %23, %16 ], [ %12, %10 ]
  %27 = phi i64 [ %22, %16 ], [ %15, %10 ]
  %28 = and i64 %27, 255
  %29 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %5, i64 %28
  %30 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %29, i64 0, i32 0
  %31 = load i8, i8* %30, align 2, !tbaa !63
  %32 = icmp ugt i8 %31, 8
  br i1 %32, label %33, label %49

33:                                               ; preds = %25
  %34 = add i64 %26, -8
  %35 = lshr i64 %27, 8
  %36 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %5, i64 %28, i32 1
  %37 = load i16, i16* %36, align 2, !tbaa !65
  %38 = zext i16 %37 to i64
  %39 = zext i8 %31 to i64
  %40 = add nuw nsw i64 %39, 4294967288
  %41 = and i64 %40, 4294967295
  %42 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %41
  %43 = load i64, i64* %42, align 8, !tbaa !17
  %44 = and i64 %43, %35
  %45 = add nuw nsw i64 %44, %38
  %46 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %29, i64 %45
  %47 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %46, i64 0, i32 0
  %48 = load i8, i8* %47, align 2, !tbaa !63
  br label %49

49:                                               ; preds = %33, %25
  %50 = phi i64 [ %35, %33 ], [ %27, %25 ]
  %51 = phi i64 [ %34, %33 ], [ %26, %25 ]
  %52 = phi i8 [ %48, %33 ], [ %31, %25 ]
  %53 = phi %struct.HuffmanCode* [ %46, %33 ], [ %29, %25 ]
  %54 = zext i8 %52 to i64
  %55 = sub i64 %51, %54
  store i64 %55, i64* %11, align 8, !tbaa !20
  %56 = lshr i64 %50, %54
  store i64 %56, i64* %14, align 8, !tbaa !22
  %57 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %53, i64 0, i32 1
  %58 = load i16, i16* %57, align 2, !tbaa !65
  %59 = zext i16 %58 to i64
  %60 = icmp ult i64 %55, 17
  br i1 %60, label %61, label %70

61:                                               ; preds = %49
  %62 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %63 = load i8*, i8** %62, align 8, !tbaa !23
  %64 = bitcast i8* %63 to i64*
  %65 = load i64, i64* %64, align 1
  %66 = shl i64 %65, %55
  %67 = or i64 %66, %56
  %68 = add nuw nsw i64 %55, 48
  %69 = getelementptr inbounds i8, i8* %63, i64 6
  store i8* %69, i8** %62, align 8, !tbaa !23
  br label %70

70:                                               ; preds = %61, %49
  %71 = phi i64 [ %68, %61 ], [ %55, %49 ]
  %72 = phi i64 [ %67, %61 ], [ %56, %49 ]
  %73 = and i64 %72, 255
  %74 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %7, i64 %73
  %75 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %74, i64 0, i32 0
  %76 = load i8, i8* %75, align 2, !tbaa !63
  %77 = icmp ugt i8 %76, 8
  br i1 %77, label %78, label %94

78:                                               ; preds = %70
  %79 = add i64 %71, -8
  %80 = lshr i64 %72, 8
  %81 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %7, i64 %73, i32 1
  %82 = load i16, i16* %81, align 2, !tbaa !65
  %83 = zext i16 %82 to i64
  %84 = zext i8 %76 to i64
  %85 = add nuw nsw i64 %84, 4294967288
  %86 = and i64 %85, 4294967295
  %87 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %86
  %88 = load i64, i64* %87, align 8, !tbaa !17
  %89 = and i64 %88, %80
  %90 = add nuw nsw i64 %89, %83
  %91 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %74, i64 %90
  %92 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %91, i64 0, i32 0
  %93 = load i8, i8* %92, align 2, !tbaa !63
  br label %94

94:                                               ; preds = %78, %70
  %95 = phi i64 [ %80, %78 ], [ %72, %70 ]
  %96 = phi i64 [ %79, %78 ], [ %71, %70 ]
  %97 = phi i8 [ %93, %78 ], [ %76, %70 ]
  %98 = phi %struct.HuffmanCode* [ %91, %78 ], [ %74, %70 ]
  %99 = zext i8 %97 to i64
  %100 = sub i64 %96, %99
  store i64 %100, i64* %11, align 8, !tbaa !20
  %101 = lshr i64 %95, %99
  store i64 %101, i64* %14, align 8, !tbaa !22
  %102 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %98, i64 0, i32 1
  %103 = load i16, i16* %102, align 2, !tbaa !65
  %104 = zext i16 %103 to i64
  %105 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %104, i32 1
  %106 = load i8, i8* %105, align 2, !tbaa !73
  %107 = zext i8 %106 to i64
  %108 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %104, i32 0
  %109 = load i16, i16* %108, align 2, !tbaa !75
  %110 = icmp ult i64 %100, 33
  br i1 %110, label %111, label %121

111:                                              ; preds = %94
  %112 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %113 = load i8*, i8** %112, align 8, !tbaa !23
  %114 = bitcast i8* %113 to i32*
  %115 = load i32, i32* %114, align 1
  %116 = zext i32 %115 to i64
  %117 = shl nuw i64 %116, %100
  %118 = or i64 %117, %101
  %119 = add nuw nsw i64 %100, 32
  %120 = getelementptr inbounds i8, i8* %113, i64 4
  store i8* %120, i8** %112, align 8, !tbaa !23
  br label %121

121:                                              ; preds = %111, %94
  %122 = phi i64 [ %101, %94 ], [ %118, %111 ]
  %123 = phi i64 [ %100, %94 ], [ %119, %111 ]
  %124 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %107
  %125 = load i64, i64* %124, align 8, !tbaa !17
  %126 = zext i16 %109 to i64
  %127 = and i64 %125, %122
  %128 = sub i64 %123, %107
  store i64 %128, i64* %11, align 8, !tbaa !20
  %129 = lshr i64 %122, %107
  store i64 %129, i64* %14, align 8, !tbaa !22
  %130 = add i64 %127, %126
  %131 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 30, i64 0
  store i64 %130, i64* %131, align 8, !tbaa !17
  switch i16 %58, label %138 [
    i16 1, label %132
    i16 0, label %136
  ]

132:                                              ; preds = %121
  %133 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 1
  %134 = load i64, i64* %133, align 8, !tbaa !17
  %135 = add i64 %134, 1
  br label %140

136:                                              ; preds = %121
  %137 = load i64, i64* %8, align 8, !tbaa !17
  br label %140

138:                                              ; preds = %121
  %139 = add nsw i64 %59, -2
  br label %140

140:                                              ; preds = %138, %136, %132
  %141 = phi i64 [ %137, %136 ], [ %139, %138 ], [ %135, %132 ]
  %142 = icmp ult i64 %141, %3
  %143 = select i1 %142, i64 0, i64 %3
  %144 = sub i64 %141, %143
  %145 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 1
  %146 = load i64, i64* %145, align 8, !tbaa !17
  store i64 %146, i64* %8, align 8, !tbaa !17
  store i64 %144, i64* %145, align 8, !tbaa !17
  %147 = shl i64 %144, 6
  %148 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 57
  %149 = load i8*, i8** %148, align 8, !tbaa !82
  %150 = getelementptr inbounds i8, i8* %149, i64 %147
  %151 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 21
  store i8* %150, i8** %151, align 8, !tbaa !83
  %152 = lshr i64 %144, 5
  %153 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 61, i64 %152
  %154 = load i32, i32* %153, align 4, !tbaa !43
  %155 = zext i32 %154 to i64
  %156 = and i64 %144, 31
  %157 = lshr i64 %155, %156
  %158 = trunc i64 %157 to i32
  %159 = and i32 %158, 1
  %160 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 28
  store i32 %159, i32* %160, align 8, !tbaa !84
  %161 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 23, i32 0
  %162 = load %struct.HuffmanCode**, %struct.HuffmanCode*** %161, align 8, !tbaa !85
  %163 = load i8, i8* %150, align 1, !tbaa !25
  %164 = zext i8 %163 to i64
  %165 = getelementptr inbounds %struct.HuffmanCode*, %struct.HuffmanCode** %162, i64 %164
  %166 = load %struct.HuffmanCode*, %struct.HuffmanCode** %165, align 8, !tbaa !19
  %167 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 38
  store %struct.HuffmanCode* %166, %struct.HuffmanCode** %167, align 8, !tbaa !86
  %168 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 58
  %169 = load i8*, i8** %168, align 8, !tbaa !87
  %170 = getelementptr inbounds i8, i8* %169, i64 %144
  %171 = load i8, i8* %170, align 1, !tbaa !25
  %172 = and i8 %171, 3
  %173 = zext i8 %172 to i64
  %174 = shl nuw nsw i64 %173, 9
  %175 = getelementptr inbounds [2048 x i8], [2048 x i8]* @_kBrotliContextLookupTable, i64 0, i64 %174
  %176 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 20
  store i8* %175, i8** %176, align 8, !tbaa !88
  br label %177

177:                                              ; preds = %140, %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind
define hidden fastcc void @InverseMoveToFrontTransform(i8* nocapture noundef %0, i64 noundef %1, %struct.BrotliDecoderStateStruct* nocapture noundef %2) unnamed_addr #12 {
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %2, i64 0, i32 41
  %5 = load i64, i64* %4, align 8, !tbaa !89
  %6 = getelementptr %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %2, i64 0, i32 42, i64 1
  store i32 50462976, i32* %6, align 4, !tbaa !43
  %7 = call i64 @llvm.umax.i64(i64 %5, i64 1)
  br label %8

8:                                                ; preds = %8, %3
  %9 = phi i32 [ 50462976, %3 ], [ %11, %8 ]
  %10 = phi i64 [ 1, %3 ], [ %13, %8 ]
  %11 = add i32 %9, 67372036
  %12 = getelementptr inbounds i32, i32* %6, i64 %10
  store i32 %11, i32* %12, align 4, !tbaa !43
  %13 = add nuw i64 %10, 1
  %14 = icmp eq i64 %10, %7
  br i1 %14, label %15, label %8, !llvm.loop !90

15:                                               ; preds = %8
  %16 = bitcast i32* %6 to i8*
  %17 = icmp eq i64 %1, 0
  br i1 %17, label %37, label %18

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, i8* %16, i64 -1
  %20 = getelementptr %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %2, i64 0, i32 42, i64 0
  %21 = bitcast i32* %20 to i8*
  %22 = getelementptr i8, i8* %21, i64 3
  br label %23

23:                                               ; preds = %23, %18
  %24 = phi i64 [ 0, %18 ], [ %33, %23 ]
  %25 = phi i64 [ 0, %18 ], [ %32, %23 ]
  %26 = getelementptr inbounds i8, i8* %0, i64 %24
  %27 = load i8, i8* %26, align 1, !tbaa !25
  %28 = zext i8 %27 to i64
  %29 = getelementptr inbounds i8, i8* %16, i64 %28
  %30 = load i8, i8* %29, align 1, !tbaa !25
  store i8 %30, i8* %26, align 1, !tbaa !25
  store i8 %30, i8* %19, align 1, !tbaa !25
  %31 = add nuw nsw i64 %28, 1
  call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 %16, i8* noundef nonnull align 1 dereferenceable(1) %22, i64 %31, i1 false), !tbaa !25
  %32 = or i64 %25, %28
  %33 = add nuw i64 %24, 1
  %34 = icmp eq i64 %33, %1
  br i1 %34, label %35, label %23, !llvm.loop !91

35:                                               ; preds = %23
  %36 = lshr i64 %32, 2
  br label %37

37:                                               ; preds = %35, %15
  %38 = phi i64 [ 0, %15 ], [ %36, %35 ]
  store i64 %38, i64* %4, align 8, !tbaa !89
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umax.i64(i64, i64) #15

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local signext i32 @BrotliDecoderHasMoreOutput(%struct.BrotliDecoderStateStruct* nocapture noundef readonly %0) local_unnamed_addr #16 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 15
  %3 = load i32, i32* %2, align 8, !tbaa !92
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %27, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 17
  %7 = load i8*, i8** %6, align 8, !tbaa !46
  %8 = icmp eq i8* %7, null
  br i1 %8, label %24, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 8
  %11 = load i32, i32* %10, align 8, !tbaa !47
  %12 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 11
  %13 = load i32, i32* %12, align 4, !tbaa !45
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 39
  %16 = load i64, i64* %15, align 8, !tbaa !93
  %17 = sext i32 %13 to i64
  %18 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 40
  %19 = load i64, i64* %18, align 8, !tbaa !94
  %20 = sub i64 %14, %19
  %21 = mul i64 %16, %17
  %22 = sub i64 0, %21
  %23 = icmp ne i64 %20, %22
  br label %24

24:                                               ; preds = %9, %5
  %25 = phi i1 [ false, %5 ], [ %23, %9 ]
  %26 = zext i1 %25 to i32
  br label %27

27:                                               ; preds = %24, %1
  %28 = phi i32 [ %26, %24 ], [ 0, %1 ]
  ret i32 %28
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local i8* @BrotliDecoderTakeOutput(%struct.BrotliDecoderStateStruct* nocapture noundef %0, i64* nocapture noundef %1) local_unnamed_addr #17 {
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #26
  store i8* null, i8** %3, align 8, !tbaa !19
  %6 = bitcast i64* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #26
  %7 = load i64, i64* %1, align 8, !tbaa !17
  %8 = icmp eq i64 %7, 0
  %9 = select i1 %8, i64 16777216, i64 %7
  store i64 %9, i64* %4, align 8, !tbaa !17
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 17
  %11 = load i8*, i8** %10, align 8, !tbaa !46
  %12 = icmp eq i8* %11, null
  br i1 %12, label %17, label %13

13:                                               ; preds = %2
  %14 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 15
  %15 = load i32, i32* %14, align 8, !tbaa !92
  %16 = icmp slt i32 %15, 0
  br i1 %16, label %17, label %18

17:                                               ; preds = %13, %2
  store i64 0, i64* %1, align 8, !tbaa !17
  br label %31

18:                                               ; preds = %13
  tail call fastcc void @WrapRingBuffer(%struct.BrotliDecoderStateStruct* noundef nonnull %0)
  %19 = call fastcc signext i32 @WriteRingBuffer(%struct.BrotliDecoderStateStruct* noundef nonnull %0, i64* noundef nonnull %4, i8** noundef nonnull %3, i64* noundef null, i32 noundef signext 1)
  %20 = and i32 %19, -3
  %21 = icmp eq i32 %20, 1
  br i1 %21, label %22, label %26

22:                                               ; preds = %18
  %23 = load i64, i64* %4, align 8, !tbaa !17
  %24 = sub i64 %9, %23
  store i64 %24, i64* %1, align 8, !tbaa !17
  %25 = load i8*, i8** %3, align 8, !tbaa !19
  br label %31

26:                                               ; preds = %18
  %27 = icmp slt i32 %19, 0
  br i1 %27, label %28, label %30

28:                                               ; preds = %26
  %29 = call fastcc signext i32 @SaveErrorCode(%struct.BrotliDecoderStateStruct* noundef nonnull %0, i32 noundef signext %19, i64 noundef 0)
  br label %30

30:                                               ; preds = %28, %26
  store i64 0, i64* %1, align 8, !tbaa !17
  br label %31

31:                                               ; preds = %30, %22, %17
  %32 = phi i8* [ null, %17 ], [ null, %30 ], [ %25, %22 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #26
  ret i8* %32
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local signext i32 @BrotliDecoderIsUsed(%struct.BrotliDecoderStateStruct* nocapture noundef readonly %0) local_unnamed_addr #16 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 8, !tbaa !28
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 1
  %7 = load i64, i64* %6, align 8, !tbaa !20
  %8 = icmp ne i64 %7, 0
  br label %9

9:                                                ; preds = %5, %1
  %10 = phi i1 [ true, %1 ], [ %8, %5 ]
  %11 = zext i1 %10 to i32
  ret i32 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local signext i32 @BrotliDecoderIsFinished(%struct.BrotliDecoderStateStruct* nocapture noundef readonly %0) local_unnamed_addr #16 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 8, !tbaa !28
  %4 = icmp eq i32 %3, 26
  br i1 %4, label %5, label %28

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 15
  %7 = load i32, i32* %6, align 8, !tbaa !92
  %8 = icmp slt i32 %7, 0
  br i1 %8, label %28, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 17
  %11 = load i8*, i8** %10, align 8, !tbaa !46
  %12 = icmp eq i8* %11, null
  br i1 %12, label %28, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 8
  %15 = load i32, i32* %14, align 8, !tbaa !47
  %16 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 11
  %17 = load i32, i32* %16, align 4, !tbaa !45
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 39
  %20 = load i64, i64* %19, align 8, !tbaa !93
  %21 = sext i32 %17 to i64
  %22 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 40
  %23 = load i64, i64* %22, align 8, !tbaa !94
  %24 = sub i64 %18, %23
  %25 = mul i64 %20, %21
  %26 = sub i64 0, %25
  %27 = icmp eq i64 %24, %26
  br label %28

28:                                               ; preds = %13, %9, %5, %1
  %29 = phi i1 [ false, %1 ], [ true, %5 ], [ true, %9 ], [ %27, %13 ]
  %30 = zext i1 %29 to i32
  ret i32 %30
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i8* @BrotliDecoderErrorString(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = add i32 %0, 31
  %3 = icmp ult i32 %2, 35
  br i1 %3, label %4, label %8

4:                                                ; preds = %1
  %5 = sext i32 %2 to i64
  %6 = shl i64 %5, 2
  %7 = call i8* @llvm.load.relative.i64(i8* bitcast ([35 x i32]* @reltable.BrotliDecoderErrorString to i8*), i64 %6)
  br label %8

8:                                                ; preds = %4, %1
  %9 = phi i8* [ %7, %4 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.30, i64 0, i64 0), %1 ]
  ret i8* %9
}

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare i8* @llvm.load.relative.i64(i8*, i64) #18

; Function Attrs: nofree nosync nounwind
define hidden signext i32 @BrotliBuildHuffmanTable(%struct.HuffmanCode* noundef %0, i32 noundef signext %1, i16* nocapture noundef readonly %2, i16* nocapture noundef %3) local_unnamed_addr #19 {
  br label %5

5:                                                ; preds = %5, %4
  %6 = phi i64 [ %10, %5 ], [ -1, %4 ]
  %7 = getelementptr inbounds i16, i16* %2, i64 %6
  %8 = load i16, i16* %7, align 2, !tbaa !95
  %9 = icmp eq i16 %8, -1
  %10 = add i64 %6, -1
  br i1 %9, label %5, label %11, !llvm.loop !96

11:                                               ; preds = %5
  %12 = trunc i64 %6 to i32
  %13 = add i32 %12, 16
  %14 = shl nuw i32 1, %1
  %15 = icmp slt i32 %13, %1
  %16 = shl nuw i32 1, %13
  %17 = select i1 %15, i32 %13, i32 %1
  %18 = select i1 %15, i32 %16, i32 %14
  %19 = call i32 @llvm.smax.i32(i32 %17, i32 1)
  %20 = add nuw i32 %19, 1
  %21 = zext i32 %20 to i64
  br label %22

22:                                               ; preds = %62, %11
  %23 = phi i64 [ %66, %62 ], [ 1, %11 ]
  %24 = phi i32 [ %64, %62 ], [ 2, %11 ]
  %25 = phi i64 [ %65, %62 ], [ 128, %11 ]
  %26 = phi i64 [ %63, %62 ], [ 0, %11 ]
  %27 = getelementptr inbounds i16, i16* %3, i64 %23
  %28 = load i16, i16* %27, align 2, !tbaa !95
  %29 = icmp eq i16 %28, 0
  br i1 %29, label %62, label %30

30:                                               ; preds = %22
  %31 = zext i16 %28 to i32
  %32 = and i64 %23, 255
  %33 = add nsw i64 %23, -16
  br label %34

34:                                               ; preds = %57, %30
  %35 = phi i64 [ %33, %30 ], [ %58, %57 ]
  %36 = phi i64 [ %26, %30 ], [ %59, %57 ]
  %37 = phi i32 [ %31, %30 ], [ %60, %57 ]
  %38 = shl i64 %35, 32
  %39 = ashr exact i64 %38, 32
  %40 = getelementptr inbounds i16, i16* %2, i64 %39
  %41 = load i16, i16* %40, align 2, !tbaa !95
  %42 = zext i16 %41 to i64
  %43 = shl nuw nsw i64 %42, 16
  %44 = or i64 %43, %32
  %45 = getelementptr inbounds [256 x i8], [256 x i8]* @kReverseBits, i64 0, i64 %36
  %46 = load i8, i8* %45, align 1, !tbaa !25
  %47 = zext i8 %46 to i64
  %48 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 %47
  %49 = trunc i64 %44 to i32
  br label %50

50:                                               ; preds = %50, %34
  %51 = phi i32 [ %18, %34 ], [ %52, %50 ]
  %52 = sub nsw i32 %51, %24
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %48, i64 %53
  %55 = bitcast %struct.HuffmanCode* %54 to i32*
  store i32 %49, i32* %55, align 2, !tbaa.struct !97
  %56 = icmp sgt i32 %52, 0
  br i1 %56, label %50, label %57, !llvm.loop !98

57:                                               ; preds = %50
  %58 = zext i16 %41 to i64
  %59 = add i64 %36, %25
  %60 = add nsw i32 %37, -1
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %62, label %34, !llvm.loop !99

62:                                               ; preds = %57, %22
  %63 = phi i64 [ %26, %22 ], [ %59, %57 ]
  %64 = shl i32 %24, 1
  %65 = lshr i64 %25, 1
  %66 = add nuw nsw i64 %23, 1
  %67 = icmp eq i64 %66, %21
  br i1 %67, label %68, label %22, !llvm.loop !100

68:                                               ; preds = %62
  %69 = icmp eq i32 %14, %18
  br i1 %69, label %79, label %70

70:                                               ; preds = %68
  %71 = getelementptr %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 0, i32 0
  br label %72

72:                                               ; preds = %72, %70
  %73 = phi i32 [ %18, %70 ], [ %77, %72 ]
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 %74, i32 0
  %76 = shl nsw i64 %74, 2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %75, i8* align 2 %71, i64 %76, i1 false)
  %77 = shl i32 %73, 1
  %78 = icmp eq i32 %14, %77
  br i1 %78, label %79, label %72, !llvm.loop !101

79:                                               ; preds = %72, %68
  %80 = add nsw i32 %1, -1
  %81 = zext i32 %80 to i64
  %82 = lshr i64 128, %81
  %83 = icmp sgt i32 %13, %1
  br i1 %83, label %84, label %202

84:                                               ; preds = %79
  %85 = ptrtoint %struct.HuffmanCode* %0 to i64
  %86 = sext i32 %1 to i64
  %87 = sext i32 %13 to i64
  br label %88

88:                                               ; preds = %193, %84
  %89 = phi i64 [ %86, %84 ], [ %97, %193 ]
  %90 = phi %struct.HuffmanCode* [ %0, %84 ], [ %198, %193 ]
  %91 = phi i64 [ %63, %84 ], [ %197, %193 ]
  %92 = phi i32 [ %14, %84 ], [ %196, %193 ]
  %93 = phi i32 [ %14, %84 ], [ %195, %193 ]
  %94 = phi i32 [ 2, %84 ], [ %199, %193 ]
  %95 = phi i64 [ 128, %84 ], [ %200, %193 ]
  %96 = phi i64 [ 256, %84 ], [ %194, %193 ]
  %97 = add nsw i64 %89, 1
  %98 = getelementptr inbounds i16, i16* %3, i64 %97
  %99 = load i16, i16* %98, align 2, !tbaa !95
  %100 = icmp eq i16 %99, 0
  br i1 %100, label %193, label %101

101:                                              ; preds = %88
  %102 = icmp slt i64 %89, 14
  %103 = trunc i64 %97 to i32
  %104 = sub i32 %103, %1
  %105 = shl nuw i32 1, %104
  %106 = and i32 %104, 255
  %107 = add i64 %89, -15
  br label %108

108:                                              ; preds = %187, %101
  %109 = phi i16 [ %99, %101 ], [ %191, %187 ]
  %110 = phi %struct.HuffmanCode* [ %90, %101 ], [ %168, %187 ]
  %111 = phi i64 [ %107, %101 ], [ %188, %187 ]
  %112 = phi i64 [ %91, %101 ], [ %167, %187 ]
  %113 = phi i32 [ %92, %101 ], [ %166, %187 ]
  %114 = phi i32 [ %93, %101 ], [ %165, %187 ]
  %115 = phi i64 [ %96, %101 ], [ %189, %187 ]
  %116 = icmp eq i64 %115, 256
  br i1 %116, label %117, label %163

117:                                              ; preds = %108
  %118 = sext i32 %114 to i64
  %119 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %110, i64 %118
  br i1 %102, label %120, label %144

120:                                              ; preds = %117
  %121 = zext i16 %109 to i32
  %122 = sub nsw i32 %105, %121
  %123 = icmp slt i32 %122, 1
  br i1 %123, label %137, label %124

124:                                              ; preds = %130, %120
  %125 = phi i32 [ %135, %130 ], [ %122, %120 ]
  %126 = phi i64 [ %127, %130 ], [ %97, %120 ]
  %127 = add nsw i64 %126, 1
  %128 = trunc i64 %127 to i32
  %129 = icmp eq i32 %128, 15
  br i1 %129, label %140, label %130, !llvm.loop !102

130:                                              ; preds = %124
  %131 = shl nuw i32 %125, 1
  %132 = getelementptr inbounds i16, i16* %3, i64 %127
  %133 = load i16, i16* %132, align 2, !tbaa !95
  %134 = zext i16 %133 to i32
  %135 = sub nsw i32 %131, %134
  %136 = icmp slt i32 %135, 1
  br i1 %136, label %137, label %124

137:                                              ; preds = %130, %120
  %138 = phi i64 [ %97, %120 ], [ %127, %130 ]
  %139 = trunc i64 %138 to i32
  br label %140

140:                                              ; preds = %137, %124
  %141 = phi i32 [ %139, %137 ], [ 15, %124 ]
  %142 = sub nsw i32 %141, %1
  %143 = shl nuw i32 1, %142
  br label %144

144:                                              ; preds = %140, %117
  %145 = phi i32 [ %105, %117 ], [ %143, %140 ]
  %146 = phi i32 [ %104, %117 ], [ %142, %140 ]
  %147 = add nsw i32 %145, %113
  %148 = getelementptr inbounds [256 x i8], [256 x i8]* @kReverseBits, i64 0, i64 %112
  %149 = load i8, i8* %148, align 1, !tbaa !25
  %150 = zext i8 %149 to i64
  %151 = add i64 %112, %82
  %152 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 %150
  %153 = add nsw i32 %146, %1
  %154 = ptrtoint %struct.HuffmanCode* %119 to i64
  %155 = sub i64 %154, %85
  %156 = lshr exact i64 %155, 2
  %157 = sub nsw i64 %156, %150
  %158 = and i32 %153, 255
  %159 = trunc i64 %157 to i32
  %160 = shl i32 %159, 16
  %161 = or i32 %160, %158
  %162 = bitcast %struct.HuffmanCode* %152 to i32*
  store i32 %161, i32* %162, align 2, !tbaa.struct !97
  br label %163

163:                                              ; preds = %144, %108
  %164 = phi i64 [ 0, %144 ], [ %115, %108 ]
  %165 = phi i32 [ %145, %144 ], [ %114, %108 ]
  %166 = phi i32 [ %147, %144 ], [ %113, %108 ]
  %167 = phi i64 [ %151, %144 ], [ %112, %108 ]
  %168 = phi %struct.HuffmanCode* [ %119, %144 ], [ %110, %108 ]
  %169 = shl i64 %111, 32
  %170 = ashr exact i64 %169, 32
  %171 = getelementptr inbounds i16, i16* %2, i64 %170
  %172 = load i16, i16* %171, align 2, !tbaa !95
  %173 = zext i16 %172 to i32
  %174 = shl nuw i32 %173, 16
  %175 = or i32 %174, %106
  %176 = getelementptr inbounds [256 x i8], [256 x i8]* @kReverseBits, i64 0, i64 %164
  %177 = load i8, i8* %176, align 1, !tbaa !25
  %178 = zext i8 %177 to i64
  %179 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %168, i64 %178
  br label %180

180:                                              ; preds = %180, %163
  %181 = phi i32 [ %165, %163 ], [ %182, %180 ]
  %182 = sub nsw i32 %181, %94
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %179, i64 %183
  %185 = bitcast %struct.HuffmanCode* %184 to i32*
  store i32 %175, i32* %185, align 2, !tbaa.struct !97
  %186 = icmp sgt i32 %182, 0
  br i1 %186, label %180, label %187, !llvm.loop !98

187:                                              ; preds = %180
  %188 = zext i16 %172 to i64
  %189 = add i64 %164, %95
  %190 = load i16, i16* %98, align 2, !tbaa !95
  %191 = add i16 %190, -1
  store i16 %191, i16* %98, align 2, !tbaa !95
  %192 = icmp eq i16 %191, 0
  br i1 %192, label %193, label %108, !llvm.loop !103

193:                                              ; preds = %187, %88
  %194 = phi i64 [ %96, %88 ], [ %189, %187 ]
  %195 = phi i32 [ %93, %88 ], [ %165, %187 ]
  %196 = phi i32 [ %92, %88 ], [ %166, %187 ]
  %197 = phi i64 [ %91, %88 ], [ %167, %187 ]
  %198 = phi %struct.HuffmanCode* [ %90, %88 ], [ %168, %187 ]
  %199 = shl i32 %94, 1
  %200 = lshr i64 %95, 1
  %201 = icmp eq i64 %97, %87
  br i1 %201, label %202, label %88, !llvm.loop !104

202:                                              ; preds = %193, %79
  %203 = phi i32 [ %14, %79 ], [ %196, %193 ]
  ret i32 %203
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #15

; Function Attrs: nofree nosync nounwind
define hidden signext i32 @BrotliBuildSimpleHuffmanTable(%struct.HuffmanCode* noundef %0, i32 noundef signext %1, i16* noundef %2, i32 noundef signext %3) local_unnamed_addr #19 {
  %5 = shl nuw i32 1, %1
  switch i32 %3, label %198 [
    i32 0, label %6
    i32 1, label %10
    i32 2, label %35
    i32 3, label %120
    i32 4, label %138
  ]

6:                                                ; preds = %4
  %7 = load i16, i16* %2, align 2, !tbaa !95
  %8 = zext i16 %7 to i32
  %9 = shl nuw i32 %8, 16
  br label %193

10:                                               ; preds = %4
  %11 = getelementptr inbounds i16, i16* %2, i64 1
  %12 = load i16, i16* %11, align 2, !tbaa !95
  %13 = load i16, i16* %2, align 2, !tbaa !95
  %14 = icmp ugt i16 %12, %13
  br i1 %14, label %15, label %25

15:                                               ; preds = %10
  %16 = zext i16 %13 to i32
  %17 = shl nuw i32 %16, 16
  %18 = or i32 %17, 1
  %19 = bitcast %struct.HuffmanCode* %0 to i32*
  store i32 %18, i32* %19, align 2, !tbaa.struct !97
  %20 = load i16, i16* %11, align 2, !tbaa !95
  %21 = zext i16 %20 to i32
  %22 = shl nuw i32 %21, 16
  %23 = or i32 %22, 1
  %24 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 1
  br label %193

25:                                               ; preds = %10
  %26 = zext i16 %12 to i32
  %27 = shl nuw i32 %26, 16
  %28 = or i32 %27, 1
  %29 = bitcast %struct.HuffmanCode* %0 to i32*
  store i32 %28, i32* %29, align 2, !tbaa.struct !97
  %30 = load i16, i16* %2, align 2, !tbaa !95
  %31 = zext i16 %30 to i32
  %32 = shl nuw i32 %31, 16
  %33 = or i32 %32, 1
  %34 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 1
  br label %193

35:                                               ; preds = %4
  %36 = load i16, i16* %2, align 2, !tbaa !95
  %37 = zext i16 %36 to i32
  %38 = shl nuw i32 %37, 16
  %39 = or i32 %38, 1
  %40 = bitcast %struct.HuffmanCode* %0 to i32*
  store i32 %39, i32* %40, align 2, !tbaa.struct !97
  %41 = load i16, i16* %2, align 2, !tbaa !95
  %42 = zext i16 %41 to i32
  %43 = shl nuw i32 %42, 16
  %44 = or i32 %43, 1
  %45 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 2
  %46 = bitcast %struct.HuffmanCode* %45 to i32*
  store i32 %44, i32* %46, align 2, !tbaa.struct !97
  %47 = getelementptr inbounds i16, i16* %2, i64 2
  %48 = load i16, i16* %47, align 2, !tbaa !95
  %49 = getelementptr inbounds i16, i16* %2, i64 1
  %50 = load i16, i16* %49, align 2, !tbaa !95
  %51 = icmp ugt i16 %48, %50
  br i1 %51, label %52, label %63

52:                                               ; preds = %35
  %53 = zext i16 %50 to i32
  %54 = shl nuw i32 %53, 16
  %55 = or i32 %54, 2
  %56 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 1
  %57 = bitcast %struct.HuffmanCode* %56 to i32*
  store i32 %55, i32* %57, align 2, !tbaa.struct !97
  %58 = load i16, i16* %47, align 2, !tbaa !95
  %59 = zext i16 %58 to i32
  %60 = shl nuw i32 %59, 16
  %61 = or i32 %60, 2
  %62 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 3
  br label %193

63:                                               ; preds = %35
  %64 = zext i16 %48 to i32
  %65 = shl nuw i32 %64, 16
  %66 = or i32 %65, 2
  %67 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 1
  %68 = bitcast %struct.HuffmanCode* %67 to i32*
  store i32 %66, i32* %68, align 2, !tbaa.struct !97
  %69 = load i16, i16* %49, align 2, !tbaa !95
  %70 = zext i16 %69 to i32
  %71 = shl nuw i32 %70, 16
  %72 = or i32 %71, 2
  %73 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 3
  br label %193

74:                                               ; preds = %137, %132
  %75 = getelementptr inbounds i16, i16* %2, i64 1
  %76 = getelementptr inbounds i16, i16* %2, i64 2
  %77 = load i16, i16* %76, align 2, !tbaa !95
  %78 = load i16, i16* %75, align 2, !tbaa !95
  %79 = icmp ult i16 %77, %78
  br i1 %79, label %80, label %81

80:                                               ; preds = %74
  store i16 %78, i16* %76, align 2, !tbaa !95
  store i16 %77, i16* %75, align 2, !tbaa !95
  br label %81

81:                                               ; preds = %80, %74
  %82 = phi i16 [ %77, %80 ], [ %78, %74 ]
  %83 = getelementptr inbounds i16, i16* %2, i64 3
  %84 = load i16, i16* %83, align 2, !tbaa !95
  %85 = icmp ult i16 %84, %82
  br i1 %85, label %86, label %87

86:                                               ; preds = %81
  store i16 %82, i16* %83, align 2, !tbaa !95
  store i16 %84, i16* %75, align 2, !tbaa !95
  br label %87

87:                                               ; preds = %86, %81
  %88 = getelementptr inbounds i16, i16* %2, i64 2
  %89 = getelementptr inbounds i16, i16* %2, i64 3
  %90 = load i16, i16* %89, align 2, !tbaa !95
  %91 = load i16, i16* %88, align 2, !tbaa !95
  %92 = icmp ult i16 %90, %91
  br i1 %92, label %93, label %94

93:                                               ; preds = %87
  store i16 %91, i16* %89, align 2, !tbaa !95
  store i16 %90, i16* %88, align 2, !tbaa !95
  br label %94

94:                                               ; preds = %93, %87
  %95 = load i16, i16* %2, align 2, !tbaa !95
  %96 = zext i16 %95 to i32
  %97 = shl nuw i32 %96, 16
  %98 = or i32 %97, 2
  %99 = bitcast %struct.HuffmanCode* %0 to i32*
  store i32 %98, i32* %99, align 2, !tbaa.struct !97
  %100 = getelementptr inbounds i16, i16* %2, i64 1
  %101 = load i16, i16* %100, align 2, !tbaa !95
  %102 = zext i16 %101 to i32
  %103 = shl nuw i32 %102, 16
  %104 = or i32 %103, 2
  %105 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 2
  %106 = bitcast %struct.HuffmanCode* %105 to i32*
  store i32 %104, i32* %106, align 2, !tbaa.struct !97
  %107 = getelementptr inbounds i16, i16* %2, i64 2
  %108 = load i16, i16* %107, align 2, !tbaa !95
  %109 = zext i16 %108 to i32
  %110 = shl nuw i32 %109, 16
  %111 = or i32 %110, 2
  %112 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 1
  %113 = bitcast %struct.HuffmanCode* %112 to i32*
  store i32 %111, i32* %113, align 2, !tbaa.struct !97
  %114 = getelementptr inbounds i16, i16* %2, i64 3
  %115 = load i16, i16* %114, align 2, !tbaa !95
  %116 = zext i16 %115 to i32
  %117 = shl nuw i32 %116, 16
  %118 = or i32 %117, 2
  %119 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 3
  br label %193

120:                                              ; preds = %4
  %121 = getelementptr inbounds i16, i16* %2, i64 1
  %122 = load i16, i16* %121, align 2, !tbaa !95
  %123 = load i16, i16* %2, align 2, !tbaa !95
  %124 = icmp ult i16 %122, %123
  br i1 %124, label %125, label %126

125:                                              ; preds = %120
  store i16 %123, i16* %121, align 2, !tbaa !95
  store i16 %122, i16* %2, align 2, !tbaa !95
  br label %126

126:                                              ; preds = %125, %120
  %127 = phi i16 [ %123, %120 ], [ %122, %125 ]
  %128 = getelementptr inbounds i16, i16* %2, i64 2
  %129 = load i16, i16* %128, align 2, !tbaa !95
  %130 = icmp ult i16 %129, %127
  br i1 %130, label %131, label %132

131:                                              ; preds = %126
  store i16 %127, i16* %128, align 2, !tbaa !95
  store i16 %129, i16* %2, align 2, !tbaa !95
  br label %132

132:                                              ; preds = %131, %126
  %133 = phi i16 [ %129, %131 ], [ %127, %126 ]
  %134 = getelementptr inbounds i16, i16* %2, i64 3
  %135 = load i16, i16* %134, align 2, !tbaa !95
  %136 = icmp ult i16 %135, %133
  br i1 %136, label %137, label %74

137:                                              ; preds = %132
  store i16 %133, i16* %134, align 2, !tbaa !95
  store i16 %135, i16* %2, align 2, !tbaa !95
  br label %74

138:                                              ; preds = %4
  %139 = getelementptr inbounds i16, i16* %2, i64 3
  %140 = load i16, i16* %139, align 2, !tbaa !95
  %141 = getelementptr inbounds i16, i16* %2, i64 2
  %142 = load i16, i16* %141, align 2, !tbaa !95
  %143 = icmp ult i16 %140, %142
  br i1 %143, label %144, label %145

144:                                              ; preds = %138
  store i16 %142, i16* %139, align 2, !tbaa !95
  store i16 %140, i16* %141, align 2, !tbaa !95
  br label %145

145:                                              ; preds = %144, %138
  %146 = load i16, i16* %2, align 2, !tbaa !95
  %147 = zext i16 %146 to i32
  %148 = shl nuw i32 %147, 16
  %149 = or i32 %148, 1
  %150 = bitcast %struct.HuffmanCode* %0 to i32*
  store i32 %149, i32* %150, align 2, !tbaa.struct !97
  %151 = getelementptr inbounds i16, i16* %2, i64 1
  %152 = load i16, i16* %151, align 2, !tbaa !95
  %153 = zext i16 %152 to i32
  %154 = shl nuw i32 %153, 16
  %155 = or i32 %154, 2
  %156 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 1
  %157 = bitcast %struct.HuffmanCode* %156 to i32*
  store i32 %155, i32* %157, align 2, !tbaa.struct !97
  %158 = load i16, i16* %2, align 2, !tbaa !95
  %159 = zext i16 %158 to i32
  %160 = shl nuw i32 %159, 16
  %161 = or i32 %160, 1
  %162 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 2
  %163 = bitcast %struct.HuffmanCode* %162 to i32*
  store i32 %161, i32* %163, align 2, !tbaa.struct !97
  %164 = load i16, i16* %141, align 2, !tbaa !95
  %165 = zext i16 %164 to i32
  %166 = shl nuw i32 %165, 16
  %167 = or i32 %166, 3
  %168 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 3
  %169 = bitcast %struct.HuffmanCode* %168 to i32*
  store i32 %167, i32* %169, align 2, !tbaa.struct !97
  %170 = load i16, i16* %2, align 2, !tbaa !95
  %171 = zext i16 %170 to i32
  %172 = shl nuw i32 %171, 16
  %173 = or i32 %172, 1
  %174 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 4
  %175 = bitcast %struct.HuffmanCode* %174 to i32*
  store i32 %173, i32* %175, align 2, !tbaa.struct !97
  %176 = load i16, i16* %151, align 2, !tbaa !95
  %177 = zext i16 %176 to i32
  %178 = shl nuw i32 %177, 16
  %179 = or i32 %178, 2
  %180 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 5
  %181 = bitcast %struct.HuffmanCode* %180 to i32*
  store i32 %179, i32* %181, align 2, !tbaa.struct !97
  %182 = load i16, i16* %2, align 2, !tbaa !95
  %183 = zext i16 %182 to i32
  %184 = shl nuw i32 %183, 16
  %185 = or i32 %184, 1
  %186 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 6
  %187 = bitcast %struct.HuffmanCode* %186 to i32*
  store i32 %185, i32* %187, align 2, !tbaa.struct !97
  %188 = load i16, i16* %139, align 2, !tbaa !95
  %189 = zext i16 %188 to i32
  %190 = shl nuw i32 %189, 16
  %191 = or i32 %190, 3
  %192 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 7
  br label %193

193:                                              ; preds = %145, %94, %63, %52, %25, %15, %6
  %194 = phi %struct.HuffmanCode* [ %62, %52 ], [ %73, %63 ], [ %24, %15 ], [ %34, %25 ], [ %192, %145 ], [ %119, %94 ], [ %0, %6 ]
  %195 = phi i32 [ %61, %52 ], [ %72, %63 ], [ %23, %15 ], [ %33, %25 ], [ %191, %145 ], [ %118, %94 ], [ %9, %6 ]
  %196 = phi i32 [ 4, %52 ], [ 4, %63 ], [ 2, %15 ], [ 2, %25 ], [ 8, %145 ], [ 4, %94 ], [ 1, %6 ]
  %197 = bitcast %struct.HuffmanCode* %194 to i32*
  store i32 %195, i32* %197, align 2
  br label %198

198:                                              ; preds = %193, %4
  %199 = phi i32 [ 1, %4 ], [ %196, %193 ]
  %200 = icmp eq i32 %199, %5
  br i1 %200, label %210, label %201

201:                                              ; preds = %198
  %202 = getelementptr %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 0, i32 0
  br label %203

203:                                              ; preds = %203, %201
  %204 = phi i32 [ %199, %201 ], [ %208, %203 ]
  %205 = zext i32 %204 to i64
  %206 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 %205, i32 0
  %207 = shl nuw nsw i64 %205, 2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %206, i8* align 2 %202, i64 %207, i1 false)
  %208 = shl i32 %204, 1
  %209 = icmp eq i32 %208, %5
  br i1 %209, label %210, label %203, !llvm.loop !105

210:                                              ; preds = %203, %198
  ret i32 %5
}

; Function Attrs: nounwind
define hidden signext i32 @BrotliDecoderStateInit(%struct.BrotliDecoderStateStruct* noundef %0, i8* (i8*, i64)* noundef %1, void (i8*, i8*)* noundef %2, i8* noundef %3) local_unnamed_addr #4 {
  %5 = icmp eq i8* (i8*, i64)* %1, null
  %6 = select i1 %5, i8* (i8*, i64)* @BrotliDefaultAllocFunc, i8* (i8*, i64)* %1
  %7 = select i1 %5, void (i8*, i8*)* @BrotliDefaultFreeFunc, void (i8*, i8*)* %2
  %8 = select i1 %5, i8* null, i8* %3
  %9 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 3
  store i8* (i8*, i64)* %6, i8* (i8*, i64)** %9, align 8
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 4
  store void (i8*, i8*)* %7, void (i8*, i8*)** %10, align 8
  %11 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 5
  store i8* %8, i8** %11, align 8
  %12 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 15
  store i32 0, i32* %12, align 8, !tbaa !92
  %13 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2
  tail call void @BrotliInitBitReader(%struct.BrotliBitReader* noundef nonnull %13) #26
  %14 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 0
  store i32 0, i32* %14, align 8, !tbaa !28
  %15 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 55
  %16 = bitcast i24* %15 to i32*
  %17 = load i32, i32* %16, align 4
  %18 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 7
  store i64 0, i64* %18, align 8, !tbaa !106
  %19 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 1
  store i32 0, i32* %19, align 4, !tbaa !107
  %20 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 8
  store i32 0, i32* %20, align 8, !tbaa !47
  %21 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 39
  %22 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 49
  %23 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 26
  %24 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 17
  store i8* null, i8** %24, align 8, !tbaa !46
  %25 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 11
  store i32 0, i32* %25, align 4, !tbaa !45
  %26 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 12
  store i32 0, i32* %26, align 8, !tbaa !67
  %27 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 57
  %28 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 37
  store i8* null, i8** %28, align 8, !tbaa !78
  %29 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 21
  %30 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 24, i32 0
  %31 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 25, i32 0
  %32 = and i32 %17, -4096
  %33 = or i32 %32, 16
  %34 = bitcast i8** %29 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %34, i8 0, i64 32, i1 false)
  %35 = bitcast %struct.HuffmanCode*** %30 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %35, i8 0, i64 16, i1 false)
  %36 = bitcast %struct.HuffmanCode*** %31 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %36, i8 0, i64 16, i1 false)
  %37 = bitcast i64* %21 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %37, i8 0, i64 16, i1 false)
  %38 = bitcast i64* %22 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(28) %38, i8 0, i64 28, i1 false)
  %39 = bitcast i8** %27 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %39, i8 0, i64 16, i1 false)
  store i32 %33, i32* %16, align 4
  %40 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 10
  store i32 0, i32* %40, align 8, !tbaa !56
  %41 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 14, i64 0
  store i32 16, i32* %41, align 8, !tbaa !43
  %42 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 14, i64 1
  store i32 15, i32* %42, align 4, !tbaa !43
  %43 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 14, i64 2
  store i32 11, i32* %43, align 8, !tbaa !43
  %44 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 14, i64 3
  store i32 4, i32* %44, align 4, !tbaa !43
  %45 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 13
  store i32 0, i32* %45, align 4, !tbaa !108
  %46 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 41
  %47 = bitcast %struct.HuffmanCode** %23 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %47, i8 0, i64 16, i1 false)
  store i64 63, i64* %46, align 8, !tbaa !89
  %48 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 60
  store %struct.BrotliDecoderCompoundDictionary* null, %struct.BrotliDecoderCompoundDictionary** %48, align 8, !tbaa !35
  %49 = tail call %struct.BrotliSharedDictionaryStruct* @BrotliSharedDictionaryCreateInstance(i8* (i8*, i64)* noundef %1, void (i8*, i8*)* noundef %2, i8* noundef %3) #26
  %50 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 59
  store %struct.BrotliSharedDictionaryStruct* %49, %struct.BrotliSharedDictionaryStruct** %50, align 8, !tbaa !34
  %51 = icmp eq %struct.BrotliSharedDictionaryStruct* %49, null
  br i1 %51, label %55, label %52

52:                                               ; preds = %4
  %53 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 46
  %54 = bitcast void (i8*, i64)** %53 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %54, i8 0, i64 24, i1 false)
  br label %55

55:                                               ; preds = %52, %4
  %56 = phi i32 [ 1, %52 ], [ 0, %4 ]
  ret i32 %56
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define hidden void @BrotliDecoderStateMetablockBegin(%struct.BrotliDecoderStateStruct* noundef writeonly %0) local_unnamed_addr #7 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 16
  store i32 0, i32* %2, align 4, !tbaa !48
  %3 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 30, i64 0
  store i64 16777216, i64* %3, align 8, !tbaa !17
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 30, i64 1
  store i64 16777216, i64* %4, align 8, !tbaa !17
  %5 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 30, i64 2
  store i64 16777216, i64* %5, align 8, !tbaa !17
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 32, i64 0
  store i64 1, i64* %6, align 8, !tbaa !17
  %7 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 32, i64 1
  store i64 1, i64* %7, align 8, !tbaa !17
  %8 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 32, i64 2
  store i64 1, i64* %8, align 8, !tbaa !17
  %9 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 0
  store i64 1, i64* %9, align 8, !tbaa !17
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 1
  store i64 0, i64* %10, align 8, !tbaa !17
  %11 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 2
  store i64 1, i64* %11, align 8, !tbaa !17
  %12 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 3
  store i64 0, i64* %12, align 8, !tbaa !17
  %13 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 4
  store i64 1, i64* %13, align 8, !tbaa !17
  %14 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 5
  store i64 0, i64* %14, align 8, !tbaa !17
  %15 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 57
  %16 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 37
  %17 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 45
  store i8 0, i8* %17, align 4, !tbaa !81
  %18 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 20
  %19 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 24, i32 0
  %20 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 25, i32 0
  %21 = bitcast i8** %18 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(40) %21, i8 0, i64 40, i1 false)
  %22 = bitcast %struct.HuffmanCode*** %19 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %22, i8 0, i64 16, i1 false)
  %23 = bitcast %struct.HuffmanCode*** %20 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %23, i8 0, i64 16, i1 false)
  %24 = bitcast i8** %16 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %24, i8 0, i64 16, i1 false)
  %25 = bitcast i8** %15 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %25, i8 0, i64 16, i1 false)
  ret void
}

; Function Attrs: nounwind
define hidden void @BrotliDecoderStateCleanup(%struct.BrotliDecoderStateStruct* nocapture noundef %0) local_unnamed_addr #4 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 4
  %3 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 5
  %5 = load i8*, i8** %4, align 8, !tbaa !33
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 58
  %7 = load i8*, i8** %6, align 8, !tbaa !87
  tail call void %3(i8* noundef %5, i8* noundef %7) #26
  store i8* null, i8** %6, align 8, !tbaa !87
  %8 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %9 = load i8*, i8** %4, align 8, !tbaa !33
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 57
  %11 = load i8*, i8** %10, align 8, !tbaa !82
  tail call void %8(i8* noundef %9, i8* noundef %11) #26
  store i8* null, i8** %10, align 8, !tbaa !82
  %12 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %13 = load i8*, i8** %4, align 8, !tbaa !33
  %14 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 37
  %15 = load i8*, i8** %14, align 8, !tbaa !78
  tail call void %12(i8* noundef %13, i8* noundef %15) #26
  store i8* null, i8** %14, align 8, !tbaa !78
  %16 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %17 = load i8*, i8** %4, align 8, !tbaa !33
  %18 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 23, i32 0
  %19 = bitcast %struct.HuffmanCode*** %18 to i8**
  %20 = load i8*, i8** %19, align 8, !tbaa !85
  tail call void %16(i8* noundef %17, i8* noundef %20) #26
  store %struct.HuffmanCode** null, %struct.HuffmanCode*** %18, align 8, !tbaa !85
  %21 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %22 = load i8*, i8** %4, align 8, !tbaa !33
  %23 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 24, i32 0
  %24 = bitcast %struct.HuffmanCode*** %23 to i8**
  %25 = load i8*, i8** %24, align 8, !tbaa !76
  tail call void %21(i8* noundef %22, i8* noundef %25) #26
  store %struct.HuffmanCode** null, %struct.HuffmanCode*** %23, align 8, !tbaa !76
  %26 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %27 = load i8*, i8** %4, align 8, !tbaa !33
  %28 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 25, i32 0
  %29 = bitcast %struct.HuffmanCode*** %28 to i8**
  %30 = load i8*, i8** %29, align 8, !tbaa !109
  tail call void %26(i8* noundef %27, i8* noundef %30) #26
  store %struct.HuffmanCode** null, %struct.HuffmanCode*** %28, align 8, !tbaa !109
  %31 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %32 = load i8*, i8** %4, align 8, !tbaa !33
  %33 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 60
  %34 = bitcast %struct.BrotliDecoderCompoundDictionary** %33 to i8**
  %35 = load i8*, i8** %34, align 8, !tbaa !35
  tail call void %31(i8* noundef %32, i8* noundef %35) #26
  store %struct.BrotliDecoderCompoundDictionary* null, %struct.BrotliDecoderCompoundDictionary** %33, align 8, !tbaa !35
  %36 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 59
  %37 = load %struct.BrotliSharedDictionaryStruct*, %struct.BrotliSharedDictionaryStruct** %36, align 8, !tbaa !34
  tail call void @BrotliSharedDictionaryDestroyInstance(%struct.BrotliSharedDictionaryStruct* noundef %37) #26
  store %struct.BrotliSharedDictionaryStruct* null, %struct.BrotliSharedDictionaryStruct** %36, align 8, !tbaa !34
  %38 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %39 = load i8*, i8** %4, align 8, !tbaa !33
  %40 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 17
  %41 = load i8*, i8** %40, align 8, !tbaa !46
  tail call void %38(i8* noundef %39, i8* noundef %41) #26
  store i8* null, i8** %40, align 8, !tbaa !46
  %42 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %43 = load i8*, i8** %4, align 8, !tbaa !33
  %44 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 26
  %45 = bitcast %struct.HuffmanCode** %44 to i8**
  %46 = load i8*, i8** %45, align 8, !tbaa !69
  tail call void %42(i8* noundef %43, i8* noundef %46) #26
  store %struct.HuffmanCode* null, %struct.HuffmanCode** %44, align 8, !tbaa !69
  ret void
}

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #20

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #15

; Function Attrs: nofree nosync nounwind
define hidden void @BrotliZopfliCreateCommands(i64 noundef %0, i64 noundef %1, %struct.ZopfliNode* nocapture noundef readonly %2, i32* nocapture noundef %3, i64* nocapture noundef %4, %struct.BrotliEncoderParams* nocapture noundef readonly %5, %struct.Command* nocapture noundef writeonly %6, i64* nocapture noundef %7) local_unnamed_addr #19 {
  %9 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %5, i64 0, i32 2
  %10 = load i32, i32* %9, align 8, !tbaa !110
  %11 = zext i32 %10 to i64
  %12 = shl nuw i64 1, %11
  %13 = add i64 %12, -16
  %14 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %2, i64 0, i32 3
  %15 = bitcast %union.anon.19* %14 to i32*
  %16 = load i32, i32* %15, align 4, !tbaa !25
  %17 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %5, i64 0, i32 10, i32 1, i32 1
  %18 = load i64, i64* %17, align 8, !tbaa !120
  %19 = icmp eq i32 %16, -1
  br i1 %19, label %220, label %20

20:                                               ; preds = %8
  %21 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %5, i64 0, i32 4
  %22 = load i64, i64* %21, align 8, !tbaa !121
  %23 = add i64 %22, %1
  %24 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %5, i64 0, i32 9, i32 1
  %25 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %5, i64 0, i32 9, i32 0
  %26 = getelementptr inbounds i32, i32* %3, i64 2
  %27 = getelementptr inbounds i32, i32* %3, i64 3
  %28 = getelementptr inbounds i32, i32* %3, i64 1
  br label %29

29:                                               ; preds = %214, %20
  %30 = phi i64 [ 0, %20 ], [ %217, %214 ]
  %31 = phi i32 [ %16, %20 ], [ %46, %214 ]
  %32 = phi i64 [ 0, %20 ], [ %218, %214 ]
  %33 = zext i32 %31 to i64
  %34 = add i64 %30, %33
  %35 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %2, i64 %34, i32 0
  %36 = load i32, i32* %35, align 4, !tbaa !122
  %37 = and i32 %36, 33554431
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %2, i64 %34, i32 2
  %40 = load i32, i32* %39, align 4, !tbaa !124
  %41 = and i32 %40, 134217727
  %42 = zext i32 %41 to i64
  %43 = add i64 %30, %42
  %44 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %2, i64 %34, i32 3
  %45 = bitcast %union.anon.19* %44 to i32*
  %46 = load i32, i32* %45, align 4, !tbaa !25
  %47 = icmp eq i64 %32, 0
  br i1 %47, label %48, label %51

48:                                               ; preds = %29
  %49 = load i64, i64* %4, align 8, !tbaa !17
  %50 = add i64 %49, %42
  store i64 0, i64* %4, align 8, !tbaa !17
  br label %51

51:                                               ; preds = %48, %29
  %52 = phi i64 [ %50, %48 ], [ %42, %29 ]
  %53 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %2, i64 %34, i32 1
  %54 = load i32, i32* %53, align 4, !tbaa !125
  %55 = zext i32 %54 to i64
  %56 = lshr i32 %36, 25
  %57 = add nuw nsw i32 %37, 9
  %58 = sub nsw i32 %57, %56
  %59 = add i64 %23, %43
  %60 = icmp ult i64 %59, %13
  %61 = select i1 %60, i64 %59, i64 %13
  %62 = add i64 %61, %18
  %63 = icmp uge i64 %62, %55
  %64 = icmp ult i32 %40, 134217728
  %65 = add i32 %54, 15
  %66 = lshr i32 %40, 27
  %67 = add nsw i32 %66, -1
  %68 = select i1 %64, i32 %65, i32 %67
  %69 = zext i32 %68 to i64
  %70 = sub i32 %58, %36
  %71 = trunc i64 %52 to i32
  %72 = getelementptr inbounds %struct.Command, %struct.Command* %6, i64 %32, i32 0
  store i32 %71, i32* %72, align 4, !tbaa !126
  %73 = shl i32 %70, 25
  %74 = or i32 %73, %37
  %75 = getelementptr inbounds %struct.Command, %struct.Command* %6, i64 %32, i32 1
  store i32 %74, i32* %75, align 4, !tbaa !128
  %76 = load i32, i32* %24, align 4, !tbaa !129
  %77 = zext i32 %76 to i64
  %78 = load i32, i32* %25, align 8, !tbaa !130
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds %struct.Command, %struct.Command* %6, i64 %32, i32 4
  %81 = getelementptr inbounds %struct.Command, %struct.Command* %6, i64 %32, i32 2
  %82 = add nuw nsw i64 %77, 16
  %83 = icmp ugt i64 %82, %69
  br i1 %83, label %84, label %86

84:                                               ; preds = %51
  %85 = trunc i32 %68 to i16
  store i16 %85, i16* %80, align 2, !tbaa !95
  br label %116

86:                                               ; preds = %51
  %87 = shl i64 4, %79
  %88 = add nsw i64 %69, -16
  %89 = sub nsw i64 %88, %77
  %90 = add i64 %89, %87
  %91 = trunc i64 %90 to i32
  %92 = tail call i32 @llvm.ctlz.i32(i32 %91, i1 true) #26, !range !131
  %93 = sub nsw i32 30, %92
  %94 = zext i32 %93 to i64
  %95 = shl nsw i32 -1, %78
  %96 = xor i32 %95, -1
  %97 = zext i32 %96 to i64
  %98 = and i64 %90, %97
  %99 = lshr i64 %90, %94
  %100 = and i64 %99, 1
  %101 = or i64 %100, 2
  %102 = shl i64 %101, %94
  %103 = sub nsw i64 %94, %79
  %104 = shl nsw i64 %103, 10
  %105 = shl nsw i64 %103, 1
  %106 = add nsw i64 %105, 65534
  %107 = or i64 %106, %100
  %108 = shl i64 %107, %79
  %109 = add nuw nsw i64 %98, %82
  %110 = add i64 %109, %108
  %111 = or i64 %110, %104
  %112 = trunc i64 %111 to i16
  store i16 %112, i16* %80, align 2, !tbaa !95
  %113 = sub i64 %90, %102
  %114 = lshr i64 %113, %79
  %115 = trunc i64 %114 to i32
  br label %116

116:                                              ; preds = %86, %84
  %117 = phi i16 [ %112, %86 ], [ %85, %84 ]
  %118 = phi i32 [ %115, %86 ], [ 0, %84 ]
  store i32 %118, i32* %81, align 4, !tbaa !43
  %119 = and i16 %117, 1023
  %120 = icmp eq i16 %119, 0
  %121 = icmp ult i64 %52, 6
  br i1 %121, label %122, label %124

122:                                              ; preds = %116
  %123 = trunc i64 %52 to i16
  br label %150

124:                                              ; preds = %116
  %125 = icmp ult i64 %52, 130
  br i1 %125, label %126, label %138

126:                                              ; preds = %124
  %127 = add nsw i64 %52, -2
  %128 = trunc i64 %127 to i32
  %129 = tail call i32 @llvm.ctlz.i32(i32 %128, i1 true) #26, !range !131
  %130 = sub nsw i32 30, %129
  %131 = shl nsw i32 %130, 1
  %132 = zext i32 %131 to i64
  %133 = zext i32 %130 to i64
  %134 = lshr i64 %127, %133
  %135 = add nuw nsw i64 %134, %132
  %136 = trunc i64 %135 to i16
  %137 = add i16 %136, 2
  br label %150

138:                                              ; preds = %124
  %139 = icmp ult i64 %52, 2114
  br i1 %139, label %140, label %145

140:                                              ; preds = %138
  %141 = add nsw i32 %71, -66
  %142 = tail call i32 @llvm.ctlz.i32(i32 %141, i1 true) #26, !range !131
  %143 = trunc i32 %142 to i16
  %144 = sub nuw nsw i16 41, %143
  br label %150

145:                                              ; preds = %138
  %146 = icmp ult i64 %52, 6210
  br i1 %146, label %150, label %147

147:                                              ; preds = %145
  %148 = icmp ult i64 %52, 22594
  %149 = select i1 %148, i16 22, i16 23
  br label %150

150:                                              ; preds = %147, %145, %140, %126, %122
  %151 = phi i16 [ %123, %122 ], [ %137, %126 ], [ %144, %140 ], [ 21, %145 ], [ %149, %147 ]
  %152 = icmp ult i32 %58, 10
  br i1 %152, label %153, label %156

153:                                              ; preds = %150
  %154 = trunc i32 %58 to i16
  %155 = add nsw i16 %154, -2
  br label %177

156:                                              ; preds = %150
  %157 = icmp ult i32 %58, 134
  br i1 %157, label %158, label %170

158:                                              ; preds = %156
  %159 = add nsw i32 %58, -6
  %160 = sext i32 %159 to i64
  %161 = tail call i32 @llvm.ctlz.i32(i32 %159, i1 true) #26, !range !131
  %162 = sub nsw i32 30, %161
  %163 = shl nsw i32 %162, 1
  %164 = zext i32 %163 to i64
  %165 = zext i32 %162 to i64
  %166 = lshr i64 %160, %165
  %167 = add nuw nsw i64 %166, %164
  %168 = trunc i64 %167 to i16
  %169 = add i16 %168, 4
  br label %177

170:                                              ; preds = %156
  %171 = icmp ult i32 %58, 2118
  br i1 %171, label %172, label %177

172:                                              ; preds = %170
  %173 = add nsw i32 %58, -70
  %174 = tail call i32 @llvm.ctlz.i32(i32 %173, i1 true) #26, !range !131
  %175 = trunc i32 %174 to i16
  %176 = sub nuw nsw i16 43, %175
  br label %177

177:                                              ; preds = %172, %170, %158, %153
  %178 = phi i16 [ %155, %153 ], [ %169, %158 ], [ %176, %172 ], [ 23, %170 ]
  %179 = and i16 %178, 7
  %180 = shl i16 %151, 3
  %181 = and i16 %180, 56
  %182 = or i16 %179, %181
  %183 = icmp ult i16 %151, 8
  %184 = and i1 %120, %183
  %185 = icmp ult i16 %178, 16
  %186 = and i1 %184, %185
  br i1 %186, label %187, label %191

187:                                              ; preds = %177
  %188 = icmp ult i16 %178, 8
  %189 = or i16 %182, 64
  %190 = select i1 %188, i16 %182, i16 %189
  br label %205

191:                                              ; preds = %177
  %192 = lshr i16 %178, 3
  %193 = lshr i16 %151, 3
  %194 = mul nuw nsw i16 %193, 3
  %195 = add nuw nsw i16 %192, %194
  %196 = zext i16 %195 to i32
  %197 = shl nuw nsw i32 %196, 1
  %198 = shl nuw nsw i32 %196, 6
  %199 = add nuw nsw i32 %198, 64
  %200 = lshr i32 5377344, %197
  %201 = and i32 %200, 192
  %202 = add nuw nsw i32 %199, %201
  %203 = trunc i32 %202 to i16
  %204 = or i16 %182, %203
  br label %205

205:                                              ; preds = %191, %187
  %206 = phi i16 [ %190, %187 ], [ %204, %191 ]
  %207 = getelementptr inbounds %struct.Command, %struct.Command* %6, i64 %32, i32 3
  store i16 %206, i16* %207, align 2, !tbaa !95
  %208 = icmp ne i32 %68, 0
  %209 = select i1 %63, i1 %208, i1 false
  br i1 %209, label %210, label %214

210:                                              ; preds = %205
  %211 = load i32, i32* %26, align 4, !tbaa !43
  store i32 %211, i32* %27, align 4, !tbaa !43
  %212 = load i32, i32* %28, align 4, !tbaa !43
  store i32 %212, i32* %26, align 4, !tbaa !43
  %213 = load i32, i32* %3, align 4, !tbaa !43
  store i32 %213, i32* %28, align 4, !tbaa !43
  store i32 %54, i32* %3, align 4, !tbaa !43
  br label %214

214:                                              ; preds = %210, %205
  %215 = load i64, i64* %7, align 8, !tbaa !17
  %216 = add i64 %215, %52
  store i64 %216, i64* %7, align 8, !tbaa !17
  %217 = add i64 %43, %38
  %218 = add i64 %32, 1
  %219 = icmp eq i32 %46, -1
  br i1 %219, label %220, label %29, !llvm.loop !132

220:                                              ; preds = %214, %8
  %221 = phi i64 [ 0, %8 ], [ %217, %214 ]
  %222 = sub i64 %0, %221
  %223 = load i64, i64* %4, align 8, !tbaa !17
  %224 = add i64 %222, %223
  store i64 %224, i64* %4, align 8, !tbaa !17
  ret void
}

; Function Attrs: nounwind
declare hidden i64 @BrotliZopfliComputeShortestPath(%struct.MemoryManager* noundef, i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, i32* nocapture noundef readonly, %struct.Hasher* nocapture noundef readonly, %struct.ZopfliNode* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind
define hidden fastcc void @EvaluateNode(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i32* nocapture noundef readonly %4, %struct.ZopfliCostModel* nocapture noundef readonly %5, %struct.StartPosQueue* nocapture noundef %6, %struct.ZopfliNode* nocapture noundef %7) unnamed_addr #19 {
  %9 = bitcast i32* %4 to i8*
  %10 = alloca %struct.PosData, align 8
  %11 = alloca %struct.PosData, align 8
  %12 = bitcast %struct.PosData* %11 to i8*
  %13 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %1, i32 3
  %14 = getelementptr %union.anon.19, %union.anon.19* %13, i64 0, i32 0
  %15 = load float, float* %14, align 4, !tbaa !25
  %16 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %1, i32 0
  %17 = load i32, i32* %16, align 4, !tbaa !122
  %18 = and i32 %17, 33554431
  %19 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %1, i32 2
  %20 = load i32, i32* %19, align 4, !tbaa !124
  %21 = and i32 %20, 134217727
  %22 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %1, i32 1
  %23 = load i32, i32* %22, align 4, !tbaa !125
  %24 = zext i32 %23 to i64
  %25 = icmp eq i64 %1, 0
  br i1 %25, label %51, label %26

26:                                               ; preds = %8
  %27 = zext i32 %18 to i64
  %28 = add nuw nsw i64 %24, %27
  %29 = add i64 %1, %0
  %30 = add i64 %29, %3
  %31 = icmp ugt i64 %28, %30
  %32 = add i64 %3, %2
  %33 = icmp ult i64 %32, %24
  %34 = or i1 %33, %31
  br i1 %34, label %44, label %35

35:                                               ; preds = %26
  %36 = icmp ult i32 %20, 134217728
  %37 = add i32 %23, 15
  %38 = lshr i32 %20, 27
  %39 = add nsw i32 %38, -1
  %40 = select i1 %36, i32 %37, i32 %39
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %44, label %42

42:                                               ; preds = %35
  %43 = trunc i64 %1 to i32
  br label %51

44:                                               ; preds = %35, %26
  %45 = add nuw nsw i32 %21, %18
  %46 = zext i32 %45 to i64
  %47 = sub i64 %1, %46
  %48 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %47, i32 3
  %49 = bitcast %union.anon.19* %48 to i32*
  %50 = load i32, i32* %49, align 4, !tbaa !25
  br label %51

51:                                               ; preds = %44, %42, %8
  %52 = phi i32 [ %43, %42 ], [ %50, %44 ], [ 0, %8 ]
  %53 = bitcast %union.anon.19* %13 to i32*
  store i32 %52, i32* %53, align 4, !tbaa !25
  %54 = getelementptr inbounds %struct.ZopfliCostModel, %struct.ZopfliCostModel* %5, i64 0, i32 3
  %55 = load float*, float** %54, align 8, !tbaa !133
  %56 = getelementptr inbounds float, float* %55, i64 %1
  %57 = load float, float* %56, align 4, !tbaa !136
  %58 = load float, float* %55, align 4, !tbaa !136
  %59 = fsub float %57, %58
  %60 = fcmp ugt float %15, %59
  br i1 %60, label %132, label %61

61:                                               ; preds = %51
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %12) #26
  %62 = getelementptr inbounds %struct.PosData, %struct.PosData* %11, i64 0, i32 0
  store i64 %1, i64* %62, align 8, !tbaa !137
  %63 = getelementptr inbounds %struct.PosData, %struct.PosData* %11, i64 0, i32 3
  store float %15, float* %63, align 4, !tbaa !139
  %64 = fsub float %15, %59
  %65 = getelementptr inbounds %struct.PosData, %struct.PosData* %11, i64 0, i32 2
  store float %64, float* %65, align 8, !tbaa !140
  %66 = icmp eq i32 %52, 0
  br i1 %66, label %70, label %76

67:                                               ; preds = %76
  %68 = and i64 %88, 4294967292
  %69 = icmp eq i64 %68, 0
  br i1 %69, label %70, label %99

70:                                               ; preds = %67, %61
  %71 = phi i64 [ %88, %67 ], [ 0, %61 ]
  %72 = shl nuw nsw i64 %71, 2
  %73 = add nuw nsw i64 %72, 8
  %74 = getelementptr i8, i8* %12, i64 %73
  %75 = sub nuw nsw i64 16, %72
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %74, i8* align 4 %9, i64 %75, i1 false), !tbaa !43
  br label %99

76:                                               ; preds = %76, %61
  %77 = phi i64 [ %88, %76 ], [ 0, %61 ]
  %78 = phi i32 [ %95, %76 ], [ %52, %61 ]
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %79, i32 2
  %81 = load i32, i32* %80, align 4, !tbaa !124
  %82 = and i32 %81, 134217727
  %83 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %79, i32 0
  %84 = load i32, i32* %83, align 4, !tbaa !122
  %85 = and i32 %84, 33554431
  %86 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %79, i32 1
  %87 = load i32, i32* %86, align 4, !tbaa !125
  %88 = add nuw nsw i64 %77, 1
  %89 = getelementptr inbounds %struct.PosData, %struct.PosData* %11, i64 0, i32 1, i64 %77
  store i32 %87, i32* %89, align 4, !tbaa !43
  %90 = add nuw nsw i32 %85, %82
  %91 = zext i32 %90 to i64
  %92 = sub nsw i64 %79, %91
  %93 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %92, i32 3
  %94 = bitcast %union.anon.19* %93 to i32*
  %95 = load i32, i32* %94, align 4, !tbaa !25
  %96 = icmp ult i64 %77, 3
  %97 = icmp ne i32 %95, 0
  %98 = select i1 %96, i1 %97, i1 false
  br i1 %98, label %76, label %67, !llvm.loop !141

99:                                               ; preds = %70, %67
  %100 = getelementptr inbounds %struct.StartPosQueue, %struct.StartPosQueue* %6, i64 0, i32 1
  %101 = load i64, i64* %100, align 8, !tbaa !142
  %102 = add i64 %101, 1
  store i64 %102, i64* %100, align 8, !tbaa !142
  %103 = and i64 %101, 7
  %104 = xor i64 %103, 7
  %105 = icmp ult i64 %102, 8
  %106 = select i1 %105, i64 %102, i64 8
  %107 = getelementptr inbounds %struct.StartPosQueue, %struct.StartPosQueue* %6, i64 0, i32 0, i64 %104
  %108 = bitcast %struct.PosData* %107 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %108, i8* noundef nonnull align 8 dereferenceable(32) %12, i64 32, i1 false) #26, !tbaa.struct !144
  %109 = icmp ugt i64 %106, 1
  br i1 %109, label %110, label %131

110:                                              ; preds = %99
  %111 = bitcast %struct.PosData* %10 to i8*
  br label %112

112:                                              ; preds = %128, %110
  %113 = phi i64 [ %104, %110 ], [ %118, %128 ]
  %114 = phi i64 [ 1, %110 ], [ %129, %128 ]
  %115 = and i64 %113, 7
  %116 = getelementptr inbounds %struct.StartPosQueue, %struct.StartPosQueue* %6, i64 0, i32 0, i64 %115, i32 2
  %117 = load float, float* %116, align 8, !tbaa !140
  %118 = add nuw nsw i64 %113, 1
  %119 = and i64 %118, 7
  %120 = getelementptr inbounds %struct.StartPosQueue, %struct.StartPosQueue* %6, i64 0, i32 0, i64 %119, i32 2
  %121 = load float, float* %120, align 8, !tbaa !140
  %122 = fcmp ogt float %117, %121
  br i1 %122, label %123, label %128

123:                                              ; preds = %112
  %124 = getelementptr inbounds %struct.StartPosQueue, %struct.StartPosQueue* %6, i64 0, i32 0, i64 %119
  %125 = getelementptr inbounds %struct.StartPosQueue, %struct.StartPosQueue* %6, i64 0, i32 0, i64 %115
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %111)
  %126 = bitcast %struct.PosData* %125 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %111, i8* noundef nonnull align 8 dereferenceable(32) %126, i64 32, i1 false) #26, !tbaa.struct !144
  %127 = bitcast %struct.PosData* %124 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %126, i8* noundef nonnull align 8 dereferenceable(32) %127, i64 32, i1 false) #26, !tbaa.struct !144
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %127, i8* noundef nonnull align 8 dereferenceable(32) %111, i64 32, i1 false) #26, !tbaa.struct !144
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %111)
  br label %128

128:                                              ; preds = %123, %112
  %129 = add nuw nsw i64 %114, 1
  %130 = icmp eq i64 %129, %106
  br i1 %130, label %131, label %112, !llvm.loop !145

131:                                              ; preds = %128, %99
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %12) #26
  br label %132

132:                                              ; preds = %131, %51
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @log2(double noundef) local_unnamed_addr #21

; Function Attrs: nounwind
define hidden void @BrotliCreateZopfliBackwardReferences(%struct.MemoryManager* noundef %0, i64 noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i8* nocapture noundef readonly %5, %struct.BrotliEncoderParams* nocapture noundef readonly %6, %struct.Hasher* nocapture noundef readonly %7, i32* nocapture noundef %8, i64* nocapture noundef %9, %struct.Command* nocapture noundef writeonly %10, i64* nocapture noundef %11, i64* nocapture noundef %12) local_unnamed_addr #4 {
  %14 = add i64 %1, 1
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %13
  %17 = shl i64 %14, 4
  %18 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %17) #26
  %19 = bitcast i8* %18 to %struct.ZopfliNode*
  br label %20

20:                                               ; preds = %20, %16
  %21 = phi i64 [ %26, %20 ], [ 0, %16 ]
  %22 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %19, i64 %21, i32 0
  store i32 1, i32* %22, align 4, !tbaa.struct !146
  %23 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %19, i64 %21, i32 1
  store i32 0, i32* %23, align 4, !tbaa.struct !147
  %24 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %19, i64 %21, i32 2
  store i32 0, i32* %24, align 4, !tbaa.struct !148
  %25 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %19, i64 %21, i32 3, i32 0
  store float 0x47DFF933C0000000, float* %25, align 4, !tbaa.struct !149
  %26 = add nuw i64 %21, 1
  %27 = icmp eq i64 %21, %1
  br i1 %27, label %28, label %20, !llvm.loop !150

28:                                               ; preds = %20, %13
  %29 = phi %struct.ZopfliNode* [ null, %13 ], [ %19, %20 ]
  %30 = tail call i64 @BrotliZopfliComputeShortestPath(%struct.MemoryManager* noundef %0, i64 noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i8* noundef %5, %struct.BrotliEncoderParams* noundef %6, i32* noundef %8, %struct.Hasher* noundef %7, %struct.ZopfliNode* noundef %29)
  %31 = load i64, i64* %11, align 8, !tbaa !17
  %32 = add i64 %31, %30
  store i64 %32, i64* %11, align 8, !tbaa !17
  tail call void @BrotliZopfliCreateCommands(i64 noundef %1, i64 noundef %2, %struct.ZopfliNode* noundef %29, i32* noundef %8, i64* noundef %9, %struct.BrotliEncoderParams* noundef %6, %struct.Command* noundef %10, i64* noundef %12)
  %33 = bitcast %struct.ZopfliNode* %29 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %33) #26
  ret void
}

; Function Attrs: nofree nounwind
define hidden double @BrotliPopulationCostLiteral(%struct.HistogramLiteral* nocapture noundef readonly %0) local_unnamed_addr #22 {
  %2 = alloca [5 x i64], align 8
  %3 = alloca [18 x i32], align 4
  %4 = bitcast [5 x i64]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %4) #26
  %5 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !151
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %258, label %8

8:                                                ; preds = %19, %1
  %9 = phi i32 [ %20, %19 ], [ 0, %1 ]
  %10 = phi i64 [ %21, %19 ], [ 0, %1 ]
  %11 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !43
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %19, label %14

14:                                               ; preds = %8
  %15 = sext i32 %9 to i64
  %16 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 %15
  store i64 %10, i64* %16, align 8, !tbaa !17
  %17 = add nsw i32 %9, 1
  %18 = icmp sgt i32 %9, 3
  br i1 %18, label %23, label %19

19:                                               ; preds = %14, %8
  %20 = phi i32 [ %17, %14 ], [ %9, %8 ]
  %21 = add nuw nsw i64 %10, 1
  %22 = icmp eq i64 %21, 256
  br i1 %22, label %23, label %8, !llvm.loop !154

23:                                               ; preds = %19, %14
  %24 = phi i32 [ %17, %14 ], [ %20, %19 ]
  switch i32 %24, label %99 [
    i32 1, label %258
    i32 2, label %25
    i32 3, label %28
    i32 4, label %52
  ]

25:                                               ; preds = %23
  %26 = uitofp i64 %6 to double
  %27 = fadd double %26, 2.000000e+01
  br label %258

28:                                               ; preds = %23
  %29 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 0
  %30 = load i64, i64* %29, align 8, !tbaa !17
  %31 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %30
  %32 = load i32, i32* %31, align 4, !tbaa !43
  %33 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 1
  %34 = load i64, i64* %33, align 8, !tbaa !17
  %35 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %34
  %36 = load i32, i32* %35, align 4, !tbaa !43
  %37 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 2
  %38 = load i64, i64* %37, align 8, !tbaa !17
  %39 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %38
  %40 = load i32, i32* %39, align 4, !tbaa !43
  %41 = icmp ugt i32 %36, %40
  %42 = select i1 %41, i32 %36, i32 %40
  %43 = icmp ugt i32 %32, %42
  %44 = select i1 %43, i32 %32, i32 %42
  %45 = add i32 %36, %32
  %46 = add i32 %45, %40
  %47 = shl i32 %46, 1
  %48 = uitofp i32 %47 to double
  %49 = fadd double %48, 2.800000e+01
  %50 = uitofp i32 %44 to double
  %51 = fsub double %49, %50
  br label %258

52:                                               ; preds = %23
  %53 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 0
  %54 = load i64, i64* %53, align 8, !tbaa !17
  %55 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %54
  %56 = load i32, i32* %55, align 4, !tbaa !43
  %57 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 1
  %58 = load i64, i64* %57, align 8, !tbaa !17
  %59 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %58
  %60 = load i32, i32* %59, align 4, !tbaa !43
  %61 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 2
  %62 = load i64, i64* %61, align 8, !tbaa !17
  %63 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %62
  %64 = load i32, i32* %63, align 4, !tbaa !43
  %65 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 3
  %66 = load i64, i64* %65, align 8, !tbaa !17
  %67 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %66
  %68 = load i32, i32* %67, align 4, !tbaa !43
  %69 = icmp ugt i32 %60, %56
  %70 = select i1 %69, i32 %56, i32 %60
  %71 = select i1 %69, i32 %60, i32 %56
  %72 = icmp ugt i32 %64, %71
  %73 = select i1 %72, i32 %71, i32 %64
  %74 = select i1 %72, i32 %64, i32 %71
  %75 = icmp ugt i32 %68, %74
  %76 = select i1 %75, i32 %68, i32 %74
  %77 = select i1 %75, i32 %74, i32 %68
  %78 = icmp ugt i32 %73, %70
  %79 = select i1 %78, i32 %70, i32 %73
  %80 = select i1 %78, i32 %73, i32 %70
  %81 = icmp ugt i32 %77, %80
  %82 = select i1 %81, i32 %77, i32 %80
  %83 = select i1 %81, i32 %80, i32 %77
  %84 = icmp ugt i32 %83, %79
  %85 = select i1 %84, i32 %79, i32 %83
  %86 = select i1 %84, i32 %83, i32 %79
  %87 = add i32 %85, %86
  %88 = icmp ugt i32 %87, %76
  %89 = select i1 %88, i32 %87, i32 %76
  %90 = mul i32 %87, 3
  %91 = uitofp i32 %90 to double
  %92 = fadd double %91, 3.700000e+01
  %93 = add i32 %82, %76
  %94 = shl i32 %93, 1
  %95 = uitofp i32 %94 to double
  %96 = fadd double %92, %95
  %97 = uitofp i32 %89 to double
  %98 = fsub double %96, %97
  br label %258

99:                                               ; preds = %23
  %100 = bitcast [18 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %100) #26
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(72) %100, i8 0, i64 72, i1 false)
  %101 = icmp ult i64 %6, 256
  br i1 %101, label %102, label %105

102:                                              ; preds = %99
  %103 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %6
  %104 = load double, double* %103, align 8, !tbaa !155
  br label %108

105:                                              ; preds = %99
  %106 = uitofp i64 %6 to double
  %107 = tail call double @log2(double noundef %106) #26
  br label %108

108:                                              ; preds = %105, %102
  %109 = phi double [ %104, %102 ], [ %107, %105 ]
  %110 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 17
  %111 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 0
  br label %112

112:                                              ; preds = %187, %108
  %113 = phi i32 [ 0, %108 ], [ %188, %187 ]
  %114 = phi i64 [ 1, %108 ], [ %191, %187 ]
  %115 = phi double [ 0.000000e+00, %108 ], [ %190, %187 ]
  %116 = phi i64 [ 0, %108 ], [ %189, %187 ]
  %117 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %116
  %118 = load i32, i32* %117, align 4, !tbaa !43
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %120, label %126

120:                                              ; preds = %112
  %121 = add i64 %116, 1
  %122 = icmp ult i64 %121, 256
  br i1 %122, label %123, label %167

123:                                              ; preds = %120
  %124 = trunc i64 %116 to i32
  %125 = sub nsw i32 256, %124
  br label %152

126:                                              ; preds = %112
  %127 = icmp ult i32 %118, 256
  br i1 %127, label %128, label %132

128:                                              ; preds = %126
  %129 = zext i32 %118 to i64
  %130 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %129
  %131 = load double, double* %130, align 8, !tbaa !155
  br label %136

132:                                              ; preds = %126
  %133 = uitofp i32 %118 to double
  %134 = tail call double @log2(double noundef %133) #26
  %135 = load i32, i32* %117, align 4, !tbaa !43
  br label %136

136:                                              ; preds = %132, %128
  %137 = phi i32 [ %118, %128 ], [ %135, %132 ]
  %138 = phi double [ %131, %128 ], [ %134, %132 ]
  %139 = fsub double %109, %138
  %140 = fadd double %139, 5.000000e-01
  %141 = fptoui double %140 to i64
  %142 = uitofp i32 %137 to double
  %143 = tail call double @llvm.fmuladd.f64(double %142, double %139, double %115)
  %144 = icmp ult i64 %141, 15
  %145 = select i1 %144, i64 %141, i64 15
  %146 = icmp ugt i64 %145, %114
  %147 = select i1 %146, i64 %145, i64 %114
  %148 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 %145
  %149 = load i32, i32* %148, align 4, !tbaa !43
  %150 = add i32 %149, 1
  store i32 %150, i32* %148, align 4, !tbaa !43
  %151 = add nuw nsw i64 %116, 1
  br label %187

152:                                              ; preds = %158, %123
  %153 = phi i64 [ %160, %158 ], [ %121, %123 ]
  %154 = phi i32 [ %159, %158 ], [ 1, %123 ]
  %155 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %153
  %156 = load i32, i32* %155, align 4, !tbaa !43
  %157 = icmp eq i32 %156, 0
  br i1 %157, label %158, label %162

158:                                              ; preds = %152
  %159 = add nuw nsw i32 %154, 1
  %160 = add i64 %153, 1
  %161 = icmp eq i64 %160, 256
  br i1 %161, label %162, label %152, !llvm.loop !156

162:                                              ; preds = %158, %152
  %163 = phi i32 [ %154, %152 ], [ %125, %158 ]
  %164 = zext i32 %163 to i64
  %165 = add i64 %116, %164
  %166 = icmp eq i64 %165, 256
  br i1 %166, label %193, label %170

167:                                              ; preds = %120
  %168 = add nuw i64 %116, 1
  %169 = icmp eq i64 %168, 256
  br i1 %169, label %193, label %172

170:                                              ; preds = %162
  %171 = icmp ult i32 %163, 3
  br i1 %171, label %172, label %177

172:                                              ; preds = %170, %167
  %173 = phi i32 [ %163, %170 ], [ 1, %167 ]
  %174 = phi i64 [ %165, %170 ], [ %168, %167 ]
  %175 = load i32, i32* %111, align 4, !tbaa !43
  %176 = add i32 %175, %173
  store i32 %176, i32* %111, align 4, !tbaa !43
  br label %187

177:                                              ; preds = %170
  %178 = add i32 %163, -2
  br label %179

179:                                              ; preds = %179, %177
  %180 = phi i32 [ %183, %179 ], [ %113, %177 ]
  %181 = phi i32 [ %185, %179 ], [ %178, %177 ]
  %182 = phi double [ %184, %179 ], [ %115, %177 ]
  %183 = add i32 %180, 1
  %184 = fadd double %182, 3.000000e+00
  %185 = lshr i32 %181, 3
  %186 = icmp ult i32 %181, 8
  br i1 %186, label %187, label %179, !llvm.loop !157

187:                                              ; preds = %179, %172, %136
  %188 = phi i32 [ %113, %136 ], [ %113, %172 ], [ %183, %179 ]
  %189 = phi i64 [ %151, %136 ], [ %174, %172 ], [ %165, %179 ]
  %190 = phi double [ %143, %136 ], [ %115, %172 ], [ %184, %179 ]
  %191 = phi i64 [ %147, %136 ], [ %114, %172 ], [ %114, %179 ]
  %192 = icmp ult i64 %189, 256
  br i1 %192, label %112, label %193, !llvm.loop !158

193:                                              ; preds = %187, %167, %162
  %194 = phi i32 [ %113, %162 ], [ %188, %187 ], [ %113, %167 ]
  %195 = phi double [ %115, %162 ], [ %190, %187 ], [ %115, %167 ]
  %196 = phi i64 [ %114, %162 ], [ %191, %187 ], [ %114, %167 ]
  store i32 %194, i32* %110, align 4, !tbaa !43
  %197 = shl i64 %196, 1
  %198 = add i64 %197, 18
  %199 = uitofp i64 %198 to double
  br label %200

200:                                              ; preds = %234, %193
  %201 = phi i64 [ 0, %193 ], [ %223, %234 ]
  %202 = phi double [ 0.000000e+00, %193 ], [ %237, %234 ]
  %203 = phi i64 [ 0, %193 ], [ %226, %234 ]
  %204 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 %201
  %205 = load i32, i32* %204, align 4, !tbaa !43
  %206 = zext i32 %205 to i64
  %207 = icmp ult i32 %205, 256
  br i1 %207, label %208, label %212

208:                                              ; preds = %200
  %209 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %206
  %210 = load double, double* %209, align 8, !tbaa !155
  %211 = uitofp i32 %205 to double
  br label %215

212:                                              ; preds = %200
  %213 = uitofp i32 %205 to double
  %214 = tail call double @log2(double noundef %213) #26
  br label %215

215:                                              ; preds = %212, %208
  %216 = phi double [ %211, %208 ], [ %213, %212 ]
  %217 = phi double [ %210, %208 ], [ %214, %212 ]
  %218 = or i64 %201, 1
  %219 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 %218
  %220 = fneg double %216
  %221 = tail call double @llvm.fmuladd.f64(double %220, double %217, double %202) #26
  %222 = add i64 %203, %206
  %223 = add nuw nsw i64 %201, 2
  %224 = load i32, i32* %219, align 4, !tbaa !43
  %225 = zext i32 %224 to i64
  %226 = add i64 %222, %225
  %227 = uitofp i32 %224 to double
  %228 = icmp ult i32 %224, 256
  br i1 %228, label %229, label %232

229:                                              ; preds = %215
  %230 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %225
  %231 = load double, double* %230, align 8, !tbaa !155
  br label %234

232:                                              ; preds = %215
  %233 = tail call double @log2(double noundef %227) #26
  br label %234

234:                                              ; preds = %232, %229
  %235 = phi double [ %231, %229 ], [ %233, %232 ]
  %236 = fneg double %227
  %237 = tail call double @llvm.fmuladd.f64(double %236, double %235, double %221) #26
  %238 = icmp ult i64 %201, 16
  br i1 %238, label %200, label %239, !llvm.loop !159

239:                                              ; preds = %234
  %240 = fadd double %195, %199
  %241 = icmp eq i64 %226, 0
  %242 = uitofp i64 %226 to double
  br i1 %241, label %253, label %243

243:                                              ; preds = %239
  %244 = icmp ult i64 %226, 256
  br i1 %244, label %245, label %248

245:                                              ; preds = %243
  %246 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %226
  %247 = load double, double* %246, align 8, !tbaa !155
  br label %250

248:                                              ; preds = %243
  %249 = tail call double @log2(double noundef %242) #26
  br label %250

250:                                              ; preds = %248, %245
  %251 = phi double [ %247, %245 ], [ %249, %248 ]
  %252 = tail call double @llvm.fmuladd.f64(double %242, double %251, double %237) #26
  br label %253

253:                                              ; preds = %250, %239
  %254 = phi double [ %252, %250 ], [ %237, %239 ]
  %255 = fcmp olt double %254, %242
  %256 = select i1 %255, double %242, double %254
  %257 = fadd double %240, %256
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %100) #26
  br label %258

258:                                              ; preds = %253, %52, %28, %25, %23, %1
  %259 = phi double [ %27, %25 ], [ %51, %28 ], [ %98, %52 ], [ %257, %253 ], [ 1.200000e+01, %1 ], [ 1.200000e+01, %23 ]
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %4) #26
  ret double %259
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #15

; Function Attrs: nofree nounwind
define hidden double @BrotliPopulationCostCommand(%struct.HistogramCommand* nocapture noundef readonly %0) local_unnamed_addr #22 {
  %2 = alloca [5 x i64], align 8
  %3 = alloca [18 x i32], align 4
  %4 = bitcast [5 x i64]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %4) #26
  %5 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !160
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %258, label %8

8:                                                ; preds = %19, %1
  %9 = phi i32 [ %20, %19 ], [ 0, %1 ]
  %10 = phi i64 [ %21, %19 ], [ 0, %1 ]
  %11 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !43
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %19, label %14

14:                                               ; preds = %8
  %15 = sext i32 %9 to i64
  %16 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 %15
  store i64 %10, i64* %16, align 8, !tbaa !17
  %17 = add nsw i32 %9, 1
  %18 = icmp sgt i32 %9, 3
  br i1 %18, label %23, label %19

19:                                               ; preds = %14, %8
  %20 = phi i32 [ %17, %14 ], [ %9, %8 ]
  %21 = add nuw nsw i64 %10, 1
  %22 = icmp eq i64 %21, 704
  br i1 %22, label %23, label %8, !llvm.loop !162

23:                                               ; preds = %19, %14
  %24 = phi i32 [ %17, %14 ], [ %20, %19 ]
  switch i32 %24, label %99 [
    i32 1, label %258
    i32 2, label %25
    i32 3, label %28
    i32 4, label %52
  ]

25:                                               ; preds = %23
  %26 = uitofp i64 %6 to double
  %27 = fadd double %26, 2.000000e+01
  br label %258

28:                                               ; preds = %23
  %29 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 0
  %30 = load i64, i64* %29, align 8, !tbaa !17
  %31 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %30
  %32 = load i32, i32* %31, align 4, !tbaa !43
  %33 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 1
  %34 = load i64, i64* %33, align 8, !tbaa !17
  %35 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %34
  %36 = load i32, i32* %35, align 4, !tbaa !43
  %37 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 2
  %38 = load i64, i64* %37, align 8, !tbaa !17
  %39 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %38
  %40 = load i32, i32* %39, align 4, !tbaa !43
  %41 = icmp ugt i32 %36, %40
  %42 = select i1 %41, i32 %36, i32 %40
  %43 = icmp ugt i32 %32, %42
  %44 = select i1 %43, i32 %32, i32 %42
  %45 = add i32 %36, %32
  %46 = add i32 %45, %40
  %47 = shl i32 %46, 1
  %48 = uitofp i32 %47 to double
  %49 = fadd double %48, 2.800000e+01
  %50 = uitofp i32 %44 to double
  %51 = fsub double %49, %50
  br label %258

52:                                               ; preds = %23
  %53 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 0
  %54 = load i64, i64* %53, align 8, !tbaa !17
  %55 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %54
  %56 = load i32, i32* %55, align 4, !tbaa !43
  %57 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 1
  %58 = load i64, i64* %57, align 8, !tbaa !17
  %59 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %58
  %60 = load i32, i32* %59, align 4, !tbaa !43
  %61 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 2
  %62 = load i64, i64* %61, align 8, !tbaa !17
  %63 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %62
  %64 = load i32, i32* %63, align 4, !tbaa !43
  %65 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 3
  %66 = load i64, i64* %65, align 8, !tbaa !17
  %67 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %66
  %68 = load i32, i32* %67, align 4, !tbaa !43
  %69 = icmp ugt i32 %60, %56
  %70 = select i1 %69, i32 %56, i32 %60
  %71 = select i1 %69, i32 %60, i32 %56
  %72 = icmp ugt i32 %64, %71
  %73 = select i1 %72, i32 %71, i32 %64
  %74 = select i1 %72, i32 %64, i32 %71
  %75 = icmp ugt i32 %68, %74
  %76 = select i1 %75, i32 %68, i32 %74
  %77 = select i1 %75, i32 %74, i32 %68
  %78 = icmp ugt i32 %73, %70
  %79 = select i1 %78, i32 %70, i32 %73
  %80 = select i1 %78, i32 %73, i32 %70
  %81 = icmp ugt i32 %77, %80
  %82 = select i1 %81, i32 %77, i32 %80
  %83 = select i1 %81, i32 %80, i32 %77
  %84 = icmp ugt i32 %83, %79
  %85 = select i1 %84, i32 %79, i32 %83
  %86 = select i1 %84, i32 %83, i32 %79
  %87 = add i32 %85, %86
  %88 = icmp ugt i32 %87, %76
  %89 = select i1 %88, i32 %87, i32 %76
  %90 = mul i32 %87, 3
  %91 = uitofp i32 %90 to double
  %92 = fadd double %91, 3.700000e+01
  %93 = add i32 %82, %76
  %94 = shl i32 %93, 1
  %95 = uitofp i32 %94 to double
  %96 = fadd double %92, %95
  %97 = uitofp i32 %89 to double
  %98 = fsub double %96, %97
  br label %258

99:                                               ; preds = %23
  %100 = bitcast [18 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %100) #26
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(72) %100, i8 0, i64 72, i1 false)
  %101 = icmp ult i64 %6, 256
  br i1 %101, label %102, label %105

102:                                              ; preds = %99
  %103 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %6
  %104 = load double, double* %103, align 8, !tbaa !155
  br label %108

105:                                              ; preds = %99
  %106 = uitofp i64 %6 to double
  %107 = tail call double @log2(double noundef %106) #26
  br label %108

108:                                              ; preds = %105, %102
  %109 = phi double [ %104, %102 ], [ %107, %105 ]
  %110 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 17
  %111 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 0
  br label %112

112:                                              ; preds = %187, %108
  %113 = phi i32 [ 0, %108 ], [ %188, %187 ]
  %114 = phi i64 [ 1, %108 ], [ %191, %187 ]
  %115 = phi double [ 0.000000e+00, %108 ], [ %190, %187 ]
  %116 = phi i64 [ 0, %108 ], [ %189, %187 ]
  %117 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %116
  %118 = load i32, i32* %117, align 4, !tbaa !43
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %120, label %126

120:                                              ; preds = %112
  %121 = add i64 %116, 1
  %122 = icmp ult i64 %121, 704
  br i1 %122, label %123, label %167

123:                                              ; preds = %120
  %124 = trunc i64 %116 to i32
  %125 = sub nsw i32 704, %124
  br label %152

126:                                              ; preds = %112
  %127 = icmp ult i32 %118, 256
  br i1 %127, label %128, label %132

128:                                              ; preds = %126
  %129 = zext i32 %118 to i64
  %130 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %129
  %131 = load double, double* %130, align 8, !tbaa !155
  br label %136

132:                                              ; preds = %126
  %133 = uitofp i32 %118 to double
  %134 = tail call double @log2(double noundef %133) #26
  %135 = load i32, i32* %117, align 4, !tbaa !43
  br label %136

136:                                              ; preds = %132, %128
  %137 = phi i32 [ %118, %128 ], [ %135, %132 ]
  %138 = phi double [ %131, %128 ], [ %134, %132 ]
  %139 = fsub double %109, %138
  %140 = fadd double %139, 5.000000e-01
  %141 = fptoui double %140 to i64
  %142 = uitofp i32 %137 to double
  %143 = tail call double @llvm.fmuladd.f64(double %142, double %139, double %115)
  %144 = icmp ult i64 %141, 15
  %145 = select i1 %144, i64 %141, i64 15
  %146 = icmp ugt i64 %145, %114
  %147 = select i1 %146, i64 %145, i64 %114
  %148 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 %145
  %149 = load i32, i32* %148, align 4, !tbaa !43
  %150 = add i32 %149, 1
  store i32 %150, i32* %148, align 4, !tbaa !43
  %151 = add nuw nsw i64 %116, 1
  br label %187

152:                                              ; preds = %158, %123
  %153 = phi i64 [ %160, %158 ], [ %121, %123 ]
  %154 = phi i32 [ %159, %158 ], [ 1, %123 ]
  %155 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %153
  %156 = load i32, i32* %155, align 4, !tbaa !43
  %157 = icmp eq i32 %156, 0
  br i1 %157, label %158, label %162

158:                                              ; preds = %152
  %159 = add nuw nsw i32 %154, 1
  %160 = add i64 %153, 1
  %161 = icmp eq i64 %160, 704
  br i1 %161, label %162, label %152, !llvm.loop !163

162:                                              ; preds = %158, %152
  %163 = phi i32 [ %154, %152 ], [ %125, %158 ]
  %164 = zext i32 %163 to i64
  %165 = add i64 %116, %164
  %166 = icmp eq i64 %165, 704
  br i1 %166, label %193, label %170

167:                                              ; preds = %120
  %168 = add nuw i64 %116, 1
  %169 = icmp eq i64 %168, 704
  br i1 %169, label %193, label %172

170:                                              ; preds = %162
  %171 = icmp ult i32 %163, 3
  br i1 %171, label %172, label %177

172:                                              ; preds = %170, %167
  %173 = phi i32 [ %163, %170 ], [ 1, %167 ]
  %174 = phi i64 [ %165, %170 ], [ %168, %167 ]
  %175 = load i32, i32* %111, align 4, !tbaa !43
  %176 = add i32 %175, %173
  store i32 %176, i32* %111, align 4, !tbaa !43
  br label %187

177:                                              ; preds = %170
  %178 = add i32 %163, -2
  br label %179

179:                                              ; preds = %179, %177
  %180 = phi i32 [ %183, %179 ], [ %113, %177 ]
  %181 = phi i32 [ %185, %179 ], [ %178, %177 ]
  %182 = phi double [ %184, %179 ], [ %115, %177 ]
  %183 = add i32 %180, 1
  %184 = fadd double %182, 3.000000e+00
  %185 = lshr i32 %181, 3
  %186 = icmp ult i32 %181, 8
  br i1 %186, label %187, label %179, !llvm.loop !164

187:                                              ; preds = %179, %172, %136
  %188 = phi i32 [ %113, %136 ], [ %113, %172 ], [ %183, %179 ]
  %189 = phi i64 [ %151, %136 ], [ %174, %172 ], [ %165, %179 ]
  %190 = phi double [ %143, %136 ], [ %115, %172 ], [ %184, %179 ]
  %191 = phi i64 [ %147, %136 ], [ %114, %172 ], [ %114, %179 ]
  %192 = icmp ult i64 %189, 704
  br i1 %192, label %112, label %193, !llvm.loop !165

193:                                              ; preds = %187, %167, %162
  %194 = phi i32 [ %113, %162 ], [ %188, %187 ], [ %113, %167 ]
  %195 = phi double [ %115, %162 ], [ %190, %187 ], [ %115, %167 ]
  %196 = phi i64 [ %114, %162 ], [ %191, %187 ], [ %114, %167 ]
  store i32 %194, i32* %110, align 4, !tbaa !43
  %197 = shl i64 %196, 1
  %198 = add i64 %197, 18
  %199 = uitofp i64 %198 to double
  br label %200

200:                                              ; preds = %234, %193
  %201 = phi i64 [ 0, %193 ], [ %223, %234 ]
  %202 = phi double [ 0.000000e+00, %193 ], [ %237, %234 ]
  %203 = phi i64 [ 0, %193 ], [ %226, %234 ]
  %204 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 %201
  %205 = load i32, i32* %204, align 4, !tbaa !43
  %206 = zext i32 %205 to i64
  %207 = icmp ult i32 %205, 256
  br i1 %207, label %208, label %212

208:                                              ; preds = %200
  %209 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %206
  %210 = load double, double* %209, align 8, !tbaa !155
  %211 = uitofp i32 %205 to double
  br label %215

212:                                              ; preds = %200
  %213 = uitofp i32 %205 to double
  %214 = tail call double @log2(double noundef %213) #26
  br label %215

215:                                              ; preds = %212, %208
  %216 = phi double [ %211, %208 ], [ %213, %212 ]
  %217 = phi double [ %210, %208 ], [ %214, %212 ]
  %218 = or i64 %201, 1
  %219 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 %218
  %220 = fneg double %216
  %221 = tail call double @llvm.fmuladd.f64(double %220, double %217, double %202) #26
  %222 = add i64 %203, %206
  %223 = add nuw nsw i64 %201, 2
  %224 = load i32, i32* %219, align 4, !tbaa !43
  %225 = zext i32 %224 to i64
  %226 = add i64 %222, %225
  %227 = uitofp i32 %224 to double
  %228 = icmp ult i32 %224, 256
  br i1 %228, label %229, label %232

229:                                              ; preds = %215
  %230 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %225
  %231 = load double, double* %230, align 8, !tbaa !155
  br label %234

232:                                              ; preds = %215
  %233 = tail call double @log2(double noundef %227) #26
  br label %234

234:                                              ; preds = %232, %229
  %235 = phi double [ %231, %229 ], [ %233, %232 ]
  %236 = fneg double %227
  %237 = tail call double @llvm.fmuladd.f64(double %236, double %235, double %221) #26
  %238 = icmp ult i64 %201, 16
  br i1 %238, label %200, label %239, !llvm.loop !159

239:                                              ; preds = %234
  %240 = fadd double %195, %199
  %241 = icmp eq i64 %226, 0
  %242 = uitofp i64 %226 to double
  br i1 %241, label %253, label %243

243:                                              ; preds = %239
  %244 = icmp ult i64 %226, 256
  br i1 %244, label %245, label %248

245:                                              ; preds = %243
  %246 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %226
  %247 = load double, double* %246, align 8, !tbaa !155
  br label %250

248:                                              ; preds = %243
  %249 = tail call double @log2(double noundef %242) #26
  br label %250

250:                                              ; preds = %248, %245
  %251 = phi double [ %247, %245 ], [ %249, %248 ]
  %252 = tail call double @llvm.fmuladd.f64(double %242, double %251, double %237) #26
  br label %253

253:                                              ; preds = %250, %239
  %254 = phi double [ %252, %250 ], [ %237, %239 ]
  %255 = fcmp olt double %254, %242
  %256 = select i1 %255, double %242, double %254
  %257 = fadd double %240, %256
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %100) #26
  br label %258

258:                                              ; preds = %253, %52, %28, %25, %23, %1
  %259 = phi double [ %27, %25 ], [ %51, %28 ], [ %98, %52 ], [ %257, %253 ], [ 1.200000e+01, %1 ], [ 1.200000e+01, %23 ]
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %4) #26
  ret double %259
}

; Function Attrs: nofree nounwind
declare hidden double @BrotliPopulationCostDistance(%struct.HistogramDistance* nocapture noundef readonly) local_unnamed_addr #22

; Function Attrs: nounwind
define hidden void @BrotliDestroyBlockSplit(%struct.MemoryManager* noundef %0, %struct.BlockSplit* nocapture noundef %1) local_unnamed_addr #4 {
  %3 = getelementptr inbounds %struct.BlockSplit, %struct.BlockSplit* %1, i64 0, i32 2
  %4 = load i8*, i8** %3, align 8, !tbaa !166
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %4) #26
  store i8* null, i8** %3, align 8, !tbaa !166
  %5 = getelementptr inbounds %struct.BlockSplit, %struct.BlockSplit* %1, i64 0, i32 3
  %6 = bitcast i32** %5 to i8**
  %7 = load i8*, i8** %6, align 8, !tbaa !168
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %7) #26
  store i32* null, i32** %5, align 8, !tbaa !168
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umin.i64(i64, i64) #15

; Function Attrs: nounwind
declare hidden void @BrotliStoreHuffmanTree(i8* noundef, i64 noundef, %struct.HuffmanTree* noundef, i64* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare hidden void @BrotliBuildAndStoreHuffmanTreeFast(%struct.HuffmanTree* noundef, i32* nocapture noundef readonly, i64 noundef, i64 noundef, i8* noundef, i16* noundef, i64* noundef, i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare hidden fastcc void @StoreCompressedMetaBlockHeader(i32 noundef signext, i64 noundef, i64* nocapture noundef, i8* nocapture noundef) unnamed_addr #17

; Function Attrs: nounwind
define hidden fastcc void @BuildAndStoreBlockSwitchEntropyCodes(%struct.BlockEncoder* noundef %0, %struct.HuffmanTree* noundef %1, i64* nocapture noundef %2, i8* nocapture noundef %3) unnamed_addr #4 {
  %5 = alloca [258 x i32], align 4
  %6 = alloca [26 x i32], align 4
  %7 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 2
  %8 = load i8*, i8** %7, align 8, !tbaa !169
  %9 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 3
  %10 = load i32*, i32** %9, align 8, !tbaa !173
  %11 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 4
  %12 = load i64, i64* %11, align 8, !tbaa !174
  %13 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 1
  %14 = load i64, i64* %13, align 8, !tbaa !175
  %15 = bitcast [258 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1032, i8* nonnull %15) #26
  %16 = bitcast [26 x i32]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 104, i8* nonnull %16) #26
  %17 = getelementptr inbounds [258 x i32], [258 x i32]* %5, i64 0, i64 0
  %18 = add i64 %14, 2
  %19 = shl i64 %18, 2
  call void @llvm.memset.p0i8.i64(i8* nonnull align 4 %15, i8 0, i64 %19, i1 false) #26
  %20 = getelementptr inbounds [26 x i32], [26 x i32]* %6, i64 0, i64 0
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(104) %16, i8 0, i64 104, i1 false) #26
  %21 = icmp eq i64 %12, 0
  br i1 %21, label %65, label %22

22:                                               ; preds = %58, %4
  %23 = phi i64 [ %63, %58 ], [ 0, %4 ]
  %24 = phi i64 [ %28, %58 ], [ 1, %4 ]
  %25 = phi i64 [ %24, %58 ], [ 0, %4 ]
  %26 = getelementptr inbounds i8, i8* %8, i64 %23
  %27 = load i8, i8* %26, align 1, !tbaa !25
  %28 = zext i8 %27 to i64
  %29 = icmp eq i64 %23, 0
  br i1 %29, label %40, label %30

30:                                               ; preds = %22
  %31 = add nuw nsw i64 %24, 1
  %32 = icmp eq i64 %31, %28
  %33 = icmp eq i64 %25, %28
  %34 = add nuw nsw i64 %28, 2
  %35 = select i1 %33, i64 0, i64 %34
  %36 = select i1 %32, i64 1, i64 %35
  %37 = getelementptr inbounds [258 x i32], [258 x i32]* %5, i64 0, i64 %36
  %38 = load i32, i32* %37, align 4, !tbaa !43
  %39 = add i32 %38, 1
  store i32 %39, i32* %37, align 4, !tbaa !43
  br label %40

40:                                               ; preds = %30, %22
  %41 = getelementptr inbounds i32, i32* %10, i64 %23
  %42 = load i32, i32* %41, align 4, !tbaa !43
  %43 = icmp ugt i32 %42, 176
  %44 = icmp ugt i32 %42, 752
  %45 = select i1 %44, i64 20, i64 14
  %46 = icmp ugt i32 %42, 40
  %47 = select i1 %46, i64 7, i64 0
  %48 = select i1 %43, i64 %45, i64 %47
  br label %49

49:                                               ; preds = %52, %40
  %50 = phi i64 [ %53, %52 ], [ %48, %40 ]
  %51 = icmp eq i64 %50, 25
  br i1 %51, label %58, label %52

52:                                               ; preds = %49
  %53 = add nuw nsw i64 %50, 1
  %54 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %53, i32 0
  %55 = load i16, i16* %54, align 2, !tbaa !75
  %56 = zext i16 %55 to i32
  %57 = icmp ult i32 %42, %56
  br i1 %57, label %58, label %49, !llvm.loop !176

58:                                               ; preds = %52, %49
  %59 = and i64 %50, 4294967295
  %60 = getelementptr inbounds [26 x i32], [26 x i32]* %6, i64 0, i64 %59
  %61 = load i32, i32* %60, align 4, !tbaa !43
  %62 = add i32 %61, 1
  store i32 %62, i32* %60, align 4, !tbaa !43
  %63 = add nuw i64 %23, 1
  %64 = icmp eq i64 %63, %12
  br i1 %64, label %65, label %22, !llvm.loop !177

65:                                               ; preds = %58, %4
  %66 = add i64 %14, -1
  %67 = icmp eq i64 %66, 0
  br i1 %67, label %68, label %76

68:                                               ; preds = %65
  tail call void @llvm.experimental.noalias.scope.decl(metadata !178) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !181) #26
  %69 = load i64, i64* %2, align 8, !tbaa !17, !alias.scope !178, !noalias !181
  %70 = lshr i64 %69, 3
  %71 = getelementptr inbounds i8, i8* %3, i64 %70
  %72 = load i8, i8* %71, align 1, !tbaa !25, !alias.scope !181, !noalias !178
  %73 = zext i8 %72 to i64
  %74 = bitcast i8* %71 to i64*
  store i64 %73, i64* %74, align 1, !alias.scope !181, !noalias !178
  %75 = add i64 %69, 1
  br label %175

76:                                               ; preds = %65
  %77 = trunc i64 %66 to i32
  %78 = tail call i32 @llvm.ctlz.i32(i32 %77, i1 true) #26, !range !131
  %79 = xor i32 %78, 31
  %80 = zext i32 %79 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !183) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !186) #26
  %81 = load i64, i64* %2, align 8, !tbaa !17, !alias.scope !183, !noalias !186
  %82 = lshr i64 %81, 3
  %83 = getelementptr inbounds i8, i8* %3, i64 %82
  %84 = load i8, i8* %83, align 1, !tbaa !25, !alias.scope !186, !noalias !183
  %85 = zext i8 %84 to i64
  %86 = and i64 %81, 7
  %87 = shl nuw nsw i64 1, %86
  %88 = or i64 %87, %85
  %89 = bitcast i8* %83 to i64*
  store i64 %88, i64* %89, align 1, !alias.scope !186, !noalias !183
  %90 = add i64 %81, 1
  store i64 %90, i64* %2, align 8, !tbaa !17, !alias.scope !183, !noalias !186
  tail call void @llvm.experimental.noalias.scope.decl(metadata !188) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !191) #26
  %91 = lshr i64 %90, 3
  %92 = getelementptr inbounds i8, i8* %3, i64 %91
  %93 = load i8, i8* %92, align 1, !tbaa !25, !alias.scope !191, !noalias !188
  %94 = zext i8 %93 to i64
  %95 = and i64 %90, 7
  %96 = shl nuw nsw i64 %80, %95
  %97 = or i64 %96, %94
  %98 = bitcast i8* %92 to i64*
  store i64 %97, i64* %98, align 1, !alias.scope !191, !noalias !188
  %99 = add i64 %81, 4
  store i64 %99, i64* %2, align 8, !tbaa !17, !alias.scope !188, !noalias !191
  %100 = shl nsw i64 -1, %80
  %101 = add i64 %100, %66
  %102 = lshr i64 %99, 3
  %103 = getelementptr inbounds i8, i8* %3, i64 %102
  %104 = load i8, i8* %103, align 1, !tbaa !25, !alias.scope !193, !noalias !196
  %105 = zext i8 %104 to i64
  %106 = and i64 %99, 7
  %107 = shl i64 %101, %106
  %108 = or i64 %107, %105
  %109 = bitcast i8* %103 to i64*
  store i64 %108, i64* %109, align 1, !alias.scope !193, !noalias !196
  %110 = add i64 %99, %80
  store i64 %110, i64* %2, align 8, !tbaa !17, !noalias !198
  %111 = icmp ugt i64 %14, 1
  br i1 %111, label %112, label %177

112:                                              ; preds = %76
  %113 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 5, i32 1, i64 0
  %114 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 5, i32 2, i64 0
  call fastcc void @BuildAndStoreHuffmanTree(i32* noundef nonnull %17, i64 noundef %18, i64 noundef %18, %struct.HuffmanTree* noundef %1, i8* noundef nonnull %113, i16* noundef nonnull %114, i64* noundef nonnull %2, i8* noundef nonnull %3) #26
  %115 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 5, i32 3, i64 0
  %116 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 5, i32 4, i64 0
  call fastcc void @BuildAndStoreHuffmanTree(i32* noundef nonnull %20, i64 noundef 26, i64 noundef 26, %struct.HuffmanTree* noundef %1, i8* noundef nonnull %115, i16* noundef nonnull %116, i64* noundef nonnull %2, i8* noundef nonnull %3) #26
  %117 = load i32, i32* %10, align 4, !tbaa !43
  %118 = load i8, i8* %8, align 1, !tbaa !25
  %119 = zext i8 %118 to i64
  %120 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 5, i32 0, i32 0
  %121 = load i64, i64* %120, align 8, !tbaa !199
  %122 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 5, i32 0, i32 1
  store i64 %121, i64* %122, align 8, !tbaa !200
  store i64 %119, i64* %120, align 8, !tbaa !199
  %123 = icmp ugt i32 %117, 176
  %124 = icmp ugt i32 %117, 752
  %125 = select i1 %124, i64 20, i64 14
  %126 = icmp ugt i32 %117, 40
  %127 = select i1 %126, i64 7, i64 0
  %128 = select i1 %123, i64 %125, i64 %127
  br label %129

129:                                              ; preds = %132, %112
  %130 = phi i64 [ %133, %132 ], [ %128, %112 ]
  %131 = icmp eq i64 %130, 25
  br i1 %131, label %140, label %132

132:                                              ; preds = %129
  %133 = add nuw nsw i64 %130, 1
  %134 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %133, i32 0
  %135 = load i16, i16* %134, align 2, !tbaa !75
  %136 = zext i16 %135 to i32
  %137 = icmp ult i32 %117, %136
  br i1 %137, label %138, label %129, !llvm.loop !176

138:                                              ; preds = %132
  %139 = and i64 %130, 4294967295
  br label %140

140:                                              ; preds = %138, %129
  %141 = phi i64 [ %139, %138 ], [ 25, %129 ]
  %142 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %141, i32 1
  %143 = load i8, i8* %142, align 2, !tbaa !73
  %144 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %141, i32 0
  %145 = load i16, i16* %144, align 2, !tbaa !75
  %146 = zext i16 %145 to i32
  %147 = sub i32 %117, %146
  %148 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 5, i32 3, i64 %141
  %149 = load i8, i8* %148, align 1, !tbaa !25
  %150 = zext i8 %149 to i64
  %151 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 5, i32 4, i64 %141
  %152 = load i16, i16* %151, align 2, !tbaa !95
  %153 = zext i16 %152 to i64
  call void @llvm.experimental.noalias.scope.decl(metadata !201) #26
  call void @llvm.experimental.noalias.scope.decl(metadata !204) #26
  %154 = load i64, i64* %2, align 8, !tbaa !17, !alias.scope !201, !noalias !204
  %155 = lshr i64 %154, 3
  %156 = getelementptr inbounds i8, i8* %3, i64 %155
  %157 = load i8, i8* %156, align 1, !tbaa !25, !alias.scope !204, !noalias !201
  %158 = zext i8 %157 to i64
  %159 = and i64 %154, 7
  %160 = shl nuw nsw i64 %153, %159
  %161 = or i64 %160, %158
  %162 = bitcast i8* %156 to i64*
  store i64 %161, i64* %162, align 1, !alias.scope !204, !noalias !201
  %163 = add i64 %154, %150
  store i64 %163, i64* %2, align 8, !tbaa !17, !alias.scope !201, !noalias !204
  %164 = zext i8 %143 to i64
  %165 = zext i32 %147 to i64
  %166 = lshr i64 %163, 3
  %167 = getelementptr inbounds i8, i8* %3, i64 %166
  %168 = load i8, i8* %167, align 1, !tbaa !25, !alias.scope !206, !noalias !209
  %169 = zext i8 %168 to i64
  %170 = and i64 %163, 7
  %171 = shl nuw nsw i64 %165, %170
  %172 = or i64 %171, %169
  %173 = bitcast i8* %167 to i64*
  store i64 %172, i64* %173, align 1, !alias.scope !206, !noalias !209
  %174 = add i64 %163, %164
  br label %175

175:                                              ; preds = %140, %68
  %176 = phi i64 [ %75, %68 ], [ %174, %140 ]
  store i64 %176, i64* %2, align 8, !tbaa !17, !noalias !198
  br label %177

177:                                              ; preds = %175, %76
  call void @llvm.lifetime.end.p0i8(i64 104, i8* nonnull %16) #26
  call void @llvm.lifetime.end.p0i8(i64 1032, i8* nonnull %15) #26
  ret void
}

; Function Attrs: nounwind
define hidden fastcc void @EncodeContextMap(%struct.MemoryManager* noundef %0, %struct.EncodeContextMapArena* noundef %1, i32* nocapture noundef readonly %2, i64 noundef %3, i64 noundef %4, %struct.HuffmanTree* noundef %5, i64* nocapture noundef %6, i8* nocapture noundef %7) unnamed_addr #4 {
  %9 = alloca [256 x i8], align 1
  %10 = getelementptr inbounds %struct.EncodeContextMapArena, %struct.EncodeContextMapArena* %1, i64 0, i32 0, i64 0
  %11 = getelementptr inbounds %struct.EncodeContextMapArena, %struct.EncodeContextMapArena* %1, i64 0, i32 1, i64 0
  %12 = getelementptr inbounds %struct.EncodeContextMapArena, %struct.EncodeContextMapArena* %1, i64 0, i32 2, i64 0
  %13 = add i64 %4, -1
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %15, label %23

15:                                               ; preds = %8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !211) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !214) #26
  %16 = load i64, i64* %6, align 8, !tbaa !17, !alias.scope !211, !noalias !214
  %17 = lshr i64 %16, 3
  %18 = getelementptr inbounds i8, i8* %7, i64 %17
  %19 = load i8, i8* %18, align 1, !tbaa !25, !alias.scope !214, !noalias !211
  %20 = zext i8 %19 to i64
  %21 = bitcast i8* %18 to i64*
  store i64 %20, i64* %21, align 1, !alias.scope !214, !noalias !211
  %22 = add i64 %16, 1
  store i64 %22, i64* %6, align 8, !tbaa !17, !noalias !198
  br label %341

23:                                               ; preds = %8
  %24 = trunc i64 %13 to i32
  %25 = tail call i32 @llvm.ctlz.i32(i32 %24, i1 true) #26, !range !131
  %26 = xor i32 %25, 31
  %27 = zext i32 %26 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !216) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !219) #26
  %28 = load i64, i64* %6, align 8, !tbaa !17, !alias.scope !216, !noalias !219
  %29 = lshr i64 %28, 3
  %30 = getelementptr inbounds i8, i8* %7, i64 %29
  %31 = load i8, i8* %30, align 1, !tbaa !25, !alias.scope !219, !noalias !216
  %32 = zext i8 %31 to i64
  %33 = and i64 %28, 7
  %34 = shl nuw nsw i64 1, %33
  %35 = or i64 %34, %32
  %36 = bitcast i8* %30 to i64*
  store i64 %35, i64* %36, align 1, !alias.scope !219, !noalias !216
  %37 = add i64 %28, 1
  store i64 %37, i64* %6, align 8, !tbaa !17, !alias.scope !216, !noalias !219
  tail call void @llvm.experimental.noalias.scope.decl(metadata !221) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !224) #26
  %38 = lshr i64 %37, 3
  %39 = getelementptr inbounds i8, i8* %7, i64 %38
  %40 = load i8, i8* %39, align 1, !tbaa !25, !alias.scope !224, !noalias !221
  %41 = zext i8 %40 to i64
  %42 = and i64 %37, 7
  %43 = shl nuw nsw i64 %27, %42
  %44 = or i64 %43, %41
  %45 = bitcast i8* %39 to i64*
  store i64 %44, i64* %45, align 1, !alias.scope !224, !noalias !221
  %46 = add i64 %28, 4
  store i64 %46, i64* %6, align 8, !tbaa !17, !alias.scope !221, !noalias !224
  %47 = shl nsw i64 -1, %27
  %48 = add i64 %47, %13
  %49 = lshr i64 %46, 3
  %50 = getelementptr inbounds i8, i8* %7, i64 %49
  %51 = load i8, i8* %50, align 1, !tbaa !25, !alias.scope !226, !noalias !229
  %52 = zext i8 %51 to i64
  %53 = and i64 %46, 7
  %54 = shl i64 %48, %53
  %55 = or i64 %54, %52
  %56 = bitcast i8* %50 to i64*
  store i64 %55, i64* %56, align 1, !alias.scope !226, !noalias !229
  %57 = add i64 %46, %27
  store i64 %57, i64* %6, align 8, !tbaa !17, !noalias !198
  %58 = shl i64 %3, 2
  %59 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %58) #26
  %60 = bitcast i8* %59 to i32*
  tail call void @llvm.experimental.noalias.scope.decl(metadata !231)
  %61 = getelementptr inbounds [256 x i8], [256 x i8]* %9, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %61) #26, !noalias !231
  %62 = load i32, i32* %2, align 4, !tbaa !43, !alias.scope !231
  %63 = icmp ugt i64 %3, 1
  br i1 %63, label %67, label %64

64:                                               ; preds = %67, %23
  %65 = phi i32 [ %62, %23 ], [ %73, %67 ]
  %66 = zext i32 %65 to i64
  br label %76

67:                                               ; preds = %67, %23
  %68 = phi i64 [ %74, %67 ], [ 1, %23 ]
  %69 = phi i32 [ %73, %67 ], [ %62, %23 ]
  %70 = getelementptr inbounds i32, i32* %2, i64 %68
  %71 = load i32, i32* %70, align 4, !tbaa !43, !alias.scope !231
  %72 = icmp ugt i32 %71, %69
  %73 = select i1 %72, i32 %71, i32 %69
  %74 = add nuw i64 %68, 1
  %75 = icmp eq i64 %74, %3
  br i1 %75, label %64, label %67, !llvm.loop !234

76:                                               ; preds = %76, %64
  %77 = phi i64 [ 0, %64 ], [ %80, %76 ]
  %78 = trunc i64 %77 to i8
  %79 = getelementptr inbounds [256 x i8], [256 x i8]* %9, i64 0, i64 %77
  store i8 %78, i8* %79, align 1, !tbaa !25, !noalias !231
  %80 = add nuw nsw i64 %77, 1
  %81 = icmp eq i64 %77, %66
  br i1 %81, label %82, label %76, !llvm.loop !235

82:                                               ; preds = %76
  %83 = add i32 %65, 1
  %84 = zext i32 %83 to i64
  %85 = icmp eq i64 %3, 0
  br i1 %85, label %86, label %88

86:                                               ; preds = %82
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %61) #26, !noalias !231
  %87 = bitcast %struct.EncodeContextMapArena* %1 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(1088) %87, i8 0, i64 1088, i1 false)
  br label %256

88:                                               ; preds = %82
  %89 = icmp eq i32 %83, 0
  %90 = getelementptr inbounds [256 x i8], [256 x i8]* %9, i64 0, i64 1
  %91 = trunc i32 %62 to i8
  %92 = getelementptr inbounds [256 x i8], [256 x i8]* %9, i64 0, i64 %84
  br label %93

93:                                               ; preds = %120, %88
  %94 = phi i8 [ %91, %88 ], [ %123, %120 ]
  %95 = phi i64 [ 0, %88 ], [ %118, %120 ]
  br i1 %89, label %96, label %99

96:                                               ; preds = %93
  %97 = getelementptr inbounds i32, i32* %60, i64 %95
  store i32 0, i32* %97, align 4, !tbaa !43, !noalias !231
  %98 = load i8, i8* %61, align 1, !tbaa !25, !noalias !231
  br label %116

99:                                               ; preds = %104, %93
  %100 = phi i64 [ %105, %104 ], [ 0, %93 ]
  %101 = getelementptr inbounds [256 x i8], [256 x i8]* %9, i64 0, i64 %100
  %102 = load i8, i8* %101, align 1, !tbaa !25, !noalias !231
  %103 = icmp eq i8 %102, %94
  br i1 %103, label %109, label %104

104:                                              ; preds = %99
  %105 = add nuw nsw i64 %100, 1
  %106 = icmp eq i64 %105, %84
  br i1 %106, label %107, label %99, !llvm.loop !236

107:                                              ; preds = %104
  %108 = load i8, i8* %92, align 1, !tbaa !25, !noalias !231
  br label %109

109:                                              ; preds = %107, %99
  %110 = phi i8 [ %108, %107 ], [ %94, %99 ]
  %111 = phi i64 [ %84, %107 ], [ %100, %99 ]
  %112 = trunc i64 %111 to i32
  %113 = getelementptr inbounds i32, i32* %60, i64 %95
  store i32 %112, i32* %113, align 4, !tbaa !43, !noalias !231
  %114 = icmp eq i64 %111, 0
  br i1 %114, label %116, label %115

115:                                              ; preds = %109
  call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 1 %90, i8* nonnull align 1 %61, i64 %111, i1 false) #26, !tbaa !25, !noalias !231
  br label %116

116:                                              ; preds = %115, %109, %96
  %117 = phi i8 [ %98, %96 ], [ %110, %109 ], [ %110, %115 ]
  store i8 %117, i8* %61, align 1, !tbaa !25, !noalias !231
  %118 = add nuw i64 %95, 1
  %119 = icmp eq i64 %118, %3
  br i1 %119, label %124, label %120, !llvm.loop !237

120:                                              ; preds = %116
  %121 = getelementptr inbounds i32, i32* %2, i64 %118
  %122 = load i32, i32* %121, align 4, !tbaa !43, !alias.scope !231
  %123 = trunc i32 %122 to i8
  br label %93

124:                                              ; preds = %116
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %61) #26, !noalias !231
  %125 = trunc i64 %3 to i32
  br label %126

126:                                              ; preds = %158, %124
  %127 = phi i32 [ %162, %158 ], [ 0, %124 ]
  %128 = phi i64 [ %160, %158 ], [ 0, %124 ]
  %129 = icmp ult i64 %128, %3
  br i1 %129, label %130, label %138

130:                                              ; preds = %135, %126
  %131 = phi i64 [ %136, %135 ], [ %128, %126 ]
  %132 = getelementptr inbounds i32, i32* %60, i64 %131
  %133 = load i32, i32* %132, align 4, !tbaa !43, !alias.scope !238, !noalias !241
  %134 = icmp eq i32 %133, 0
  br i1 %134, label %138, label %135

135:                                              ; preds = %130
  %136 = add i64 %131, 1
  %137 = icmp eq i64 %136, %3
  br i1 %137, label %154, label %130, !llvm.loop !244

138:                                              ; preds = %130, %126
  %139 = phi i64 [ %128, %126 ], [ %131, %130 ]
  %140 = icmp ult i64 %139, %3
  br i1 %140, label %141, label %158

141:                                              ; preds = %147, %138
  %142 = phi i64 [ %149, %147 ], [ %139, %138 ]
  %143 = phi i32 [ %148, %147 ], [ 0, %138 ]
  %144 = getelementptr inbounds i32, i32* %60, i64 %142
  %145 = load i32, i32* %144, align 4, !tbaa !43, !alias.scope !238, !noalias !241
  %146 = icmp eq i32 %145, 0
  br i1 %146, label %147, label %158

147:                                              ; preds = %141
  %148 = add i32 %143, 1
  %149 = add i64 %142, 1
  %150 = icmp eq i64 %149, %3
  br i1 %150, label %151, label %141, !llvm.loop !245

151:                                              ; preds = %147
  %152 = trunc i64 %139 to i32
  %153 = sub i32 %125, %152
  br label %154

154:                                              ; preds = %151, %135
  %155 = phi i32 [ %153, %151 ], [ 0, %135 ]
  %156 = icmp ugt i32 %155, %127
  %157 = select i1 %156, i32 %155, i32 %127
  br label %164

158:                                              ; preds = %141, %138
  %159 = phi i32 [ 0, %138 ], [ %143, %141 ]
  %160 = phi i64 [ %139, %138 ], [ %142, %141 ]
  %161 = icmp ugt i32 %159, %127
  %162 = select i1 %161, i32 %159, i32 %127
  %163 = icmp ult i64 %160, %3
  br i1 %163, label %126, label %164, !llvm.loop !246

164:                                              ; preds = %158, %154
  %165 = phi i32 [ %157, %154 ], [ %162, %158 ]
  %166 = icmp eq i32 %165, 0
  br i1 %166, label %171, label %167

167:                                              ; preds = %164
  %168 = tail call i32 @llvm.ctlz.i32(i32 %165, i1 true) #26, !range !131
  %169 = xor i32 %168, 31
  %170 = icmp ult i32 %169, 6
  br i1 %170, label %171, label %173

171:                                              ; preds = %167, %164
  %172 = phi i32 [ %169, %167 ], [ 0, %164 ]
  br label %173

173:                                              ; preds = %171, %167
  %174 = phi i32 [ %172, %171 ], [ 6, %167 ]
  %175 = shl nuw nsw i32 2, %174
  %176 = shl nsw i32 -1, %174
  %177 = xor i32 %176, -1
  %178 = shl i32 %177, 9
  %179 = add nuw i32 %178, %174
  %180 = sub nsw i32 1, %175
  br label %181

181:                                              ; preds = %237, %173
  %182 = phi i64 [ 0, %173 ], [ %238, %237 ]
  %183 = phi i64 [ 0, %173 ], [ %239, %237 ]
  %184 = phi i64 [ 0, %173 ], [ %240, %237 ]
  %185 = getelementptr inbounds i32, i32* %60, i64 %184
  %186 = load i32, i32* %185, align 4, !tbaa !43, !alias.scope !238, !noalias !241
  %187 = icmp eq i32 %186, 0
  br i1 %187, label %188, label %194

188:                                              ; preds = %181
  %189 = add nuw i64 %184, 1
  %190 = icmp ult i64 %189, %3
  br i1 %190, label %191, label %213

191:                                              ; preds = %188
  %192 = trunc i64 %184 to i32
  %193 = sub i32 %125, %192
  br label %198

194:                                              ; preds = %181
  %195 = add i32 %186, %174
  %196 = getelementptr inbounds i32, i32* %60, i64 %183
  store i32 %195, i32* %196, align 4, !tbaa !43, !alias.scope !238, !noalias !241
  %197 = add nuw i64 %184, 1
  br label %233

198:                                              ; preds = %204, %191
  %199 = phi i64 [ %206, %204 ], [ %189, %191 ]
  %200 = phi i32 [ %205, %204 ], [ 1, %191 ]
  %201 = getelementptr inbounds i32, i32* %60, i64 %199
  %202 = load i32, i32* %201, align 4, !tbaa !43, !alias.scope !238, !noalias !241
  %203 = icmp eq i32 %202, 0
  br i1 %203, label %204, label %208

204:                                              ; preds = %198
  %205 = add i32 %200, 1
  %206 = add i64 %199, 1
  %207 = icmp eq i64 %206, %3
  br i1 %207, label %208, label %198, !llvm.loop !247

208:                                              ; preds = %204, %198
  %209 = phi i32 [ %200, %198 ], [ %193, %204 ]
  %210 = zext i32 %209 to i64
  %211 = add i64 %184, %210
  %212 = icmp eq i32 %209, 0
  br i1 %212, label %237, label %213

213:                                              ; preds = %208, %188
  %214 = phi i64 [ %211, %208 ], [ %189, %188 ]
  %215 = phi i32 [ %209, %208 ], [ 1, %188 ]
  br label %216

216:                                              ; preds = %228, %213
  %217 = phi i64 [ %231, %228 ], [ %183, %213 ]
  %218 = phi i32 [ %230, %228 ], [ %215, %213 ]
  %219 = icmp ult i32 %218, %175
  br i1 %219, label %220, label %228

220:                                              ; preds = %216
  %221 = tail call i32 @llvm.ctlz.i32(i32 %218, i1 true) #26, !range !131
  %222 = xor i32 %221, 31
  %223 = shl nsw i32 -1, %222
  %224 = add i32 %223, %218
  %225 = shl i32 %224, 9
  %226 = or i32 %225, %222
  %227 = getelementptr inbounds i32, i32* %60, i64 %217
  store i32 %226, i32* %227, align 4, !tbaa !43, !alias.scope !238, !noalias !241
  br label %233

228:                                              ; preds = %216
  %229 = getelementptr inbounds i32, i32* %60, i64 %217
  store i32 %179, i32* %229, align 4, !tbaa !43, !alias.scope !238, !noalias !241
  %230 = add i32 %218, %180
  %231 = add i64 %217, 1
  %232 = icmp eq i32 %230, 0
  br i1 %232, label %237, label %216, !llvm.loop !248

233:                                              ; preds = %220, %194
  %234 = phi i64 [ %183, %194 ], [ %217, %220 ]
  %235 = phi i64 [ %197, %194 ], [ %214, %220 ]
  %236 = add i64 %234, 1
  br label %237

237:                                              ; preds = %233, %228, %208
  %238 = phi i64 [ %182, %208 ], [ %236, %233 ], [ %231, %228 ]
  %239 = phi i64 [ %183, %208 ], [ %236, %233 ], [ %231, %228 ]
  %240 = phi i64 [ %211, %208 ], [ %235, %233 ], [ %214, %228 ]
  %241 = icmp ult i64 %240, %3
  br i1 %241, label %181, label %242, !llvm.loop !249

242:                                              ; preds = %237
  %243 = bitcast %struct.EncodeContextMapArena* %1 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(1088) %243, i8 0, i64 1088, i1 false)
  %244 = icmp eq i64 %238, 0
  br i1 %244, label %256, label %245

245:                                              ; preds = %245, %242
  %246 = phi i64 [ %254, %245 ], [ 0, %242 ]
  %247 = getelementptr inbounds i32, i32* %60, i64 %246
  %248 = load i32, i32* %247, align 4, !tbaa !43
  %249 = and i32 %248, 511
  %250 = zext i32 %249 to i64
  %251 = getelementptr inbounds %struct.EncodeContextMapArena, %struct.EncodeContextMapArena* %1, i64 0, i32 0, i64 %250
  %252 = load i32, i32* %251, align 4, !tbaa !43
  %253 = add i32 %252, 1
  store i32 %253, i32* %251, align 4, !tbaa !43
  %254 = add nuw i64 %246, 1
  %255 = icmp eq i64 %254, %238
  br i1 %255, label %256, label %245, !llvm.loop !250

256:                                              ; preds = %245, %242, %86
  %257 = phi i1 [ true, %86 ], [ true, %242 ], [ %244, %245 ]
  %258 = phi i64 [ 0, %86 ], [ 0, %242 ], [ %238, %245 ]
  %259 = phi i32 [ 0, %86 ], [ %174, %242 ], [ %174, %245 ]
  %260 = icmp eq i32 %259, 0
  %261 = xor i1 %260, true
  %262 = zext i1 %261 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !251)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !254)
  %263 = load i64, i64* %6, align 8, !tbaa !17, !alias.scope !251, !noalias !254
  %264 = lshr i64 %263, 3
  %265 = getelementptr inbounds i8, i8* %7, i64 %264
  %266 = load i8, i8* %265, align 1, !tbaa !25, !alias.scope !254, !noalias !251
  %267 = zext i8 %266 to i64
  %268 = and i64 %263, 7
  %269 = shl nuw nsw i64 %262, %268
  %270 = or i64 %269, %267
  %271 = bitcast i8* %265 to i64*
  store i64 %270, i64* %271, align 1, !alias.scope !254, !noalias !251
  %272 = add i64 %263, 1
  store i64 %272, i64* %6, align 8, !tbaa !17, !alias.scope !251, !noalias !254
  br i1 %260, label %285, label %273

273:                                              ; preds = %256
  %274 = add nsw i32 %259, -1
  %275 = zext i32 %274 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !256)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !259)
  %276 = lshr i64 %272, 3
  %277 = getelementptr inbounds i8, i8* %7, i64 %276
  %278 = load i8, i8* %277, align 1, !tbaa !25, !alias.scope !259, !noalias !256
  %279 = zext i8 %278 to i64
  %280 = and i64 %272, 7
  %281 = shl nuw nsw i64 %275, %280
  %282 = or i64 %281, %279
  %283 = bitcast i8* %277 to i64*
  store i64 %282, i64* %283, align 1, !alias.scope !259, !noalias !256
  %284 = add i64 %263, 5
  store i64 %284, i64* %6, align 8, !tbaa !17, !alias.scope !256, !noalias !259
  br label %285

285:                                              ; preds = %273, %256
  %286 = zext i32 %259 to i64
  %287 = add i64 %286, %4
  tail call fastcc void @BuildAndStoreHuffmanTree(i32* noundef nonnull %10, i64 noundef %287, i64 noundef %287, %struct.HuffmanTree* noundef %5, i8* noundef nonnull %11, i16* noundef nonnull %12, i64* noundef nonnull %6, i8* noundef nonnull %7)
  %288 = load i64, i64* %6, align 8, !tbaa !17
  br i1 %257, label %330, label %289

289:                                              ; preds = %326, %285
  %290 = phi i64 [ %327, %326 ], [ %288, %285 ]
  %291 = phi i64 [ %328, %326 ], [ 0, %285 ]
  %292 = getelementptr inbounds i32, i32* %60, i64 %291
  %293 = load i32, i32* %292, align 4, !tbaa !43
  %294 = and i32 %293, 511
  %295 = zext i32 %294 to i64
  %296 = getelementptr inbounds %struct.EncodeContextMapArena, %struct.EncodeContextMapArena* %1, i64 0, i32 1, i64 %295
  %297 = load i8, i8* %296, align 1, !tbaa !25
  %298 = zext i8 %297 to i64
  %299 = getelementptr inbounds %struct.EncodeContextMapArena, %struct.EncodeContextMapArena* %1, i64 0, i32 2, i64 %295
  %300 = load i16, i16* %299, align 2, !tbaa !95
  %301 = zext i16 %300 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !261)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !264)
  %302 = lshr i64 %290, 3
  %303 = getelementptr inbounds i8, i8* %7, i64 %302
  %304 = load i8, i8* %303, align 1, !tbaa !25, !alias.scope !264, !noalias !261
  %305 = zext i8 %304 to i64
  %306 = and i64 %290, 7
  %307 = shl nuw nsw i64 %301, %306
  %308 = or i64 %307, %305
  %309 = bitcast i8* %303 to i64*
  store i64 %308, i64* %309, align 1, !alias.scope !264, !noalias !261
  %310 = add i64 %290, %298
  store i64 %310, i64* %6, align 8, !tbaa !17, !alias.scope !261, !noalias !264
  %311 = icmp eq i32 %294, 0
  %312 = icmp ugt i32 %294, %259
  %313 = select i1 %311, i1 true, i1 %312
  br i1 %313, label %326, label %314

314:                                              ; preds = %289
  %315 = lshr i32 %293, 9
  %316 = zext i32 %315 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !266)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !269)
  %317 = lshr i64 %310, 3
  %318 = getelementptr inbounds i8, i8* %7, i64 %317
  %319 = load i8, i8* %318, align 1, !tbaa !25, !alias.scope !269, !noalias !266
  %320 = zext i8 %319 to i64
  %321 = and i64 %310, 7
  %322 = shl nuw nsw i64 %316, %321
  %323 = or i64 %322, %320
  %324 = bitcast i8* %318 to i64*
  store i64 %323, i64* %324, align 1, !alias.scope !269, !noalias !266
  %325 = add i64 %310, %295
  store i64 %325, i64* %6, align 8, !tbaa !17, !alias.scope !266, !noalias !269
  br label %326

326:                                              ; preds = %314, %289
  %327 = phi i64 [ %325, %314 ], [ %310, %289 ]
  %328 = add nuw i64 %291, 1
  %329 = icmp eq i64 %328, %258
  br i1 %329, label %330, label %289, !llvm.loop !271

330:                                              ; preds = %326, %285
  %331 = phi i64 [ %288, %285 ], [ %327, %326 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !272)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !275)
  %332 = lshr i64 %331, 3
  %333 = getelementptr inbounds i8, i8* %7, i64 %332
  %334 = load i8, i8* %333, align 1, !tbaa !25, !alias.scope !275, !noalias !272
  %335 = zext i8 %334 to i64
  %336 = and i64 %331, 7
  %337 = shl nuw nsw i64 1, %336
  %338 = or i64 %337, %335
  %339 = bitcast i8* %333 to i64*
  store i64 %338, i64* %339, align 1, !alias.scope !275, !noalias !272
  %340 = add i64 %331, 1
  store i64 %340, i64* %6, align 8, !tbaa !17, !alias.scope !272, !noalias !275
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %59) #26
  br label %341

341:                                              ; preds = %330, %15
  ret void
}

; Function Attrs: nounwind
define hidden fastcc void @BuildAndStoreHuffmanTree(i32* noundef %0, i64 noundef %1, i64 noundef %2, %struct.HuffmanTree* noundef %3, i8* noundef %4, i16* noundef %5, i64* nocapture noundef %6, i8* nocapture noundef %7) unnamed_addr #4 {
  %9 = alloca [4 x i64], align 8
  %10 = bitcast [4 x i64]* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %10) #26
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  %11 = icmp eq i64 %1, 0
  br i1 %11, label %30, label %12

12:                                               ; preds = %26, %8
  %13 = phi i64 [ %28, %26 ], [ 0, %8 ]
  %14 = phi i64 [ %27, %26 ], [ 0, %8 ]
  %15 = getelementptr inbounds i32, i32* %0, i64 %13
  %16 = load i32, i32* %15, align 4, !tbaa !43
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %26, label %18

18:                                               ; preds = %12
  %19 = icmp ult i64 %14, 4
  br i1 %19, label %20, label %22

20:                                               ; preds = %18
  %21 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 %14
  store i64 %13, i64* %21, align 8, !tbaa !17
  br label %24

22:                                               ; preds = %18
  %23 = icmp eq i64 %14, 4
  br i1 %23, label %24, label %30

24:                                               ; preds = %22, %20
  %25 = add nuw nsw i64 %14, 1
  br label %26

26:                                               ; preds = %24, %12
  %27 = phi i64 [ %25, %24 ], [ %14, %12 ]
  %28 = add nuw i64 %13, 1
  %29 = icmp eq i64 %28, %1
  br i1 %29, label %30, label %12, !llvm.loop !277

30:                                               ; preds = %26, %22, %8
  %31 = phi i64 [ 0, %8 ], [ %14, %22 ], [ %27, %26 ]
  %32 = add i64 %2, -1
  %33 = icmp eq i64 %32, 0
  br i1 %33, label %40, label %34

34:                                               ; preds = %34, %30
  %35 = phi i64 [ %37, %34 ], [ %32, %30 ]
  %36 = phi i64 [ %38, %34 ], [ 0, %30 ]
  %37 = lshr i64 %35, 1
  %38 = add nuw nsw i64 %36, 1
  %39 = icmp ult i64 %35, 2
  br i1 %39, label %40, label %34, !llvm.loop !278

40:                                               ; preds = %34, %30
  %41 = phi i64 [ 0, %30 ], [ %38, %34 ]
  %42 = icmp ult i64 %31, 2
  br i1 %42, label %43, label %67

43:                                               ; preds = %40
  tail call void @llvm.experimental.noalias.scope.decl(metadata !279)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !282)
  %44 = load i64, i64* %6, align 8, !tbaa !17, !alias.scope !279, !noalias !282
  %45 = lshr i64 %44, 3
  %46 = getelementptr inbounds i8, i8* %7, i64 %45
  %47 = load i8, i8* %46, align 1, !tbaa !25, !alias.scope !282, !noalias !279
  %48 = zext i8 %47 to i64
  %49 = and i64 %44, 7
  %50 = shl nuw nsw i64 1, %49
  %51 = or i64 %50, %48
  %52 = bitcast i8* %46 to i64*
  store i64 %51, i64* %52, align 1, !alias.scope !282, !noalias !279
  %53 = add i64 %44, 4
  store i64 %53, i64* %6, align 8, !tbaa !17, !alias.scope !279, !noalias !282
  %54 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 0
  %55 = load i64, i64* %54, align 8, !tbaa !17
  tail call void @llvm.experimental.noalias.scope.decl(metadata !284)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !287)
  %56 = lshr i64 %53, 3
  %57 = getelementptr inbounds i8, i8* %7, i64 %56
  %58 = load i8, i8* %57, align 1, !tbaa !25, !alias.scope !287, !noalias !284
  %59 = zext i8 %58 to i64
  %60 = and i64 %53, 7
  %61 = shl i64 %55, %60
  %62 = or i64 %61, %59
  %63 = bitcast i8* %57 to i64*
  store i64 %62, i64* %63, align 1, !alias.scope !287, !noalias !284
  %64 = add i64 %53, %41
  store i64 %64, i64* %6, align 8, !tbaa !17, !alias.scope !284, !noalias !287
  %65 = getelementptr inbounds i8, i8* %4, i64 %55
  store i8 0, i8* %65, align 1, !tbaa !25
  %66 = getelementptr inbounds i16, i16* %5, i64 %55
  store i16 0, i16* %66, align 2, !tbaa !95
  br label %231

67:                                               ; preds = %40
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %4, i8 0, i64 %1, i1 false)
  tail call void @BrotliCreateHuffmanTree(i32* noundef %0, i64 noundef %1, i32 noundef signext 15, %struct.HuffmanTree* noundef %3, i8* noundef %4) #26
  tail call void @BrotliConvertBitDepthsToSymbols(i8* noundef %4, i64 noundef %1, i16* noundef %5) #26
  %68 = icmp ult i64 %31, 5
  br i1 %68, label %69, label %230

69:                                               ; preds = %67
  tail call void @llvm.experimental.noalias.scope.decl(metadata !289) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !292) #26
  %70 = load i64, i64* %6, align 8, !tbaa !17, !alias.scope !289, !noalias !292
  %71 = lshr i64 %70, 3
  %72 = getelementptr inbounds i8, i8* %7, i64 %71
  %73 = load i8, i8* %72, align 1, !tbaa !25, !alias.scope !292, !noalias !289
  %74 = zext i8 %73 to i64
  %75 = and i64 %70, 7
  %76 = shl nuw nsw i64 1, %75
  %77 = or i64 %76, %74
  %78 = bitcast i8* %72 to i64*
  store i64 %77, i64* %78, align 1, !alias.scope !292, !noalias !289
  %79 = add i64 %70, 2
  store i64 %79, i64* %6, align 8, !tbaa !17, !alias.scope !289, !noalias !292
  %80 = add nsw i64 %31, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !294) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !297) #26
  %81 = lshr i64 %79, 3
  %82 = getelementptr inbounds i8, i8* %7, i64 %81
  %83 = load i8, i8* %82, align 1, !tbaa !25, !alias.scope !297, !noalias !294
  %84 = zext i8 %83 to i64
  %85 = and i64 %79, 7
  %86 = shl nuw nsw i64 %80, %85
  %87 = or i64 %86, %84
  %88 = bitcast i8* %82 to i64*
  store i64 %87, i64* %88, align 1, !alias.scope !297, !noalias !294
  %89 = add i64 %70, 4
  store i64 %89, i64* %6, align 8, !tbaa !17, !alias.scope !294, !noalias !297
  br label %92

90:                                               ; preds = %110, %92
  %91 = icmp eq i64 %94, %31
  br i1 %91, label %114, label %92, !llvm.loop !299

92:                                               ; preds = %90, %69
  %93 = phi i64 [ %94, %90 ], [ 0, %69 ]
  %94 = add nuw nsw i64 %93, 1
  %95 = icmp ult i64 %94, %31
  br i1 %95, label %96, label %90

96:                                               ; preds = %92
  %97 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 %93
  %98 = load i64, i64* %97, align 8, !tbaa !17
  br label %99

99:                                               ; preds = %110, %96
  %100 = phi i64 [ %98, %96 ], [ %111, %110 ]
  %101 = phi i64 [ %94, %96 ], [ %112, %110 ]
  %102 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 %101
  %103 = load i64, i64* %102, align 8, !tbaa !17
  %104 = getelementptr inbounds i8, i8* %4, i64 %103
  %105 = load i8, i8* %104, align 1, !tbaa !25
  %106 = getelementptr inbounds i8, i8* %4, i64 %100
  %107 = load i8, i8* %106, align 1, !tbaa !25
  %108 = icmp ult i8 %105, %107
  br i1 %108, label %109, label %110

109:                                              ; preds = %99
  store i64 %100, i64* %102, align 8, !tbaa !17
  store i64 %103, i64* %97, align 8, !tbaa !17
  br label %110

110:                                              ; preds = %109, %99
  %111 = phi i64 [ %100, %99 ], [ %103, %109 ]
  %112 = add nuw i64 %101, 1
  %113 = icmp eq i64 %112, %31
  br i1 %113, label %90, label %99, !llvm.loop !300

114:                                              ; preds = %90
  %115 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 0
  switch i64 %31, label %171 [
    i64 2, label %116
    i64 3, label %138
  ]

116:                                              ; preds = %114
  %117 = load i64, i64* %115, align 8, !tbaa !17
  tail call void @llvm.experimental.noalias.scope.decl(metadata !301) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !304) #26
  %118 = lshr i64 %89, 3
  %119 = getelementptr inbounds i8, i8* %7, i64 %118
  %120 = load i8, i8* %119, align 1, !tbaa !25, !alias.scope !304, !noalias !301
  %121 = zext i8 %120 to i64
  %122 = and i64 %89, 7
  %123 = shl i64 %117, %122
  %124 = or i64 %123, %121
  %125 = bitcast i8* %119 to i64*
  store i64 %124, i64* %125, align 1, !alias.scope !304, !noalias !301
  %126 = add i64 %89, %41
  store i64 %126, i64* %6, align 8, !tbaa !17, !alias.scope !301, !noalias !304
  %127 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 1
  %128 = load i64, i64* %127, align 8, !tbaa !17
  %129 = lshr i64 %126, 3
  %130 = getelementptr inbounds i8, i8* %7, i64 %129
  %131 = load i8, i8* %130, align 1, !tbaa !25, !alias.scope !306, !noalias !309
  %132 = zext i8 %131 to i64
  %133 = and i64 %126, 7
  %134 = shl i64 %128, %133
  %135 = or i64 %134, %132
  %136 = bitcast i8* %130 to i64*
  store i64 %135, i64* %136, align 1, !alias.scope !306, !noalias !309
  %137 = add i64 %126, %41
  br label %228

138:                                              ; preds = %114
  %139 = load i64, i64* %115, align 8, !tbaa !17
  tail call void @llvm.experimental.noalias.scope.decl(metadata !311) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !314) #26
  %140 = lshr i64 %89, 3
  %141 = getelementptr inbounds i8, i8* %7, i64 %140
  %142 = load i8, i8* %141, align 1, !tbaa !25, !alias.scope !314, !noalias !311
  %143 = zext i8 %142 to i64
  %144 = and i64 %89, 7
  %145 = shl i64 %139, %144
  %146 = or i64 %145, %143
  %147 = bitcast i8* %141 to i64*
  store i64 %146, i64* %147, align 1, !alias.scope !314, !noalias !311
  %148 = add i64 %89, %41
  store i64 %148, i64* %6, align 8, !tbaa !17, !alias.scope !311, !noalias !314
  %149 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 1
  %150 = load i64, i64* %149, align 8, !tbaa !17
  tail call void @llvm.experimental.noalias.scope.decl(metadata !316) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !319) #26
  %151 = lshr i64 %148, 3
  %152 = getelementptr inbounds i8, i8* %7, i64 %151
  %153 = load i8, i8* %152, align 1, !tbaa !25, !alias.scope !319, !noalias !316
  %154 = zext i8 %153 to i64
  %155 = and i64 %148, 7
  %156 = shl i64 %150, %155
  %157 = or i64 %156, %154
  %158 = bitcast i8* %152 to i64*
  store i64 %157, i64* %158, align 1, !alias.scope !319, !noalias !316
  %159 = add i64 %148, %41
  store i64 %159, i64* %6, align 8, !tbaa !17, !alias.scope !316, !noalias !319
  %160 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 2
  %161 = load i64, i64* %160, align 8, !tbaa !17
  %162 = lshr i64 %159, 3
  %163 = getelementptr inbounds i8, i8* %7, i64 %162
  %164 = load i8, i8* %163, align 1, !tbaa !25, !alias.scope !321, !noalias !324
  %165 = zext i8 %164 to i64
  %166 = and i64 %159, 7
  %167 = shl i64 %161, %166
  %168 = or i64 %167, %165
  %169 = bitcast i8* %163 to i64*
  store i64 %168, i64* %169, align 1, !alias.scope !321, !noalias !324
  %170 = add i64 %159, %41
  br label %228

171:                                              ; preds = %114
  %172 = load i64, i64* %115, align 8, !tbaa !17
  tail call void @llvm.experimental.noalias.scope.decl(metadata !326) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !329) #26
  %173 = lshr i64 %89, 3
  %174 = getelementptr inbounds i8, i8* %7, i64 %173
  %175 = load i8, i8* %174, align 1, !tbaa !25, !alias.scope !329, !noalias !326
  %176 = zext i8 %175 to i64
  %177 = and i64 %89, 7
  %178 = shl i64 %172, %177
  %179 = or i64 %178, %176
  %180 = bitcast i8* %174 to i64*
  store i64 %179, i64* %180, align 1, !alias.scope !329, !noalias !326
  %181 = add i64 %89, %41
  store i64 %181, i64* %6, align 8, !tbaa !17, !alias.scope !326, !noalias !329
  %182 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 1
  %183 = load i64, i64* %182, align 8, !tbaa !17
  tail call void @llvm.experimental.noalias.scope.decl(metadata !331) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !334) #26
  %184 = lshr i64 %181, 3
  %185 = getelementptr inbounds i8, i8* %7, i64 %184
  %186 = load i8, i8* %185, align 1, !tbaa !25, !alias.scope !334, !noalias !331
  %187 = zext i8 %186 to i64
  %188 = and i64 %181, 7
  %189 = shl i64 %183, %188
  %190 = or i64 %189, %187
  %191 = bitcast i8* %185 to i64*
  store i64 %190, i64* %191, align 1, !alias.scope !334, !noalias !331
  %192 = add i64 %181, %41
  store i64 %192, i64* %6, align 8, !tbaa !17, !alias.scope !331, !noalias !334
  %193 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 2
  %194 = load i64, i64* %193, align 8, !tbaa !17
  tail call void @llvm.experimental.noalias.scope.decl(metadata !336) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !339) #26
  %195 = lshr i64 %192, 3
  %196 = getelementptr inbounds i8, i8* %7, i64 %195
  %197 = load i8, i8* %196, align 1, !tbaa !25, !alias.scope !339, !noalias !336
  %198 = zext i8 %197 to i64
  %199 = and i64 %192, 7
  %200 = shl i64 %194, %199
  %201 = or i64 %200, %198
  %202 = bitcast i8* %196 to i64*
  store i64 %201, i64* %202, align 1, !alias.scope !339, !noalias !336
  %203 = add i64 %192, %41
  store i64 %203, i64* %6, align 8, !tbaa !17, !alias.scope !336, !noalias !339
  %204 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 3
  %205 = load i64, i64* %204, align 8, !tbaa !17
  tail call void @llvm.experimental.noalias.scope.decl(metadata !341) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !344) #26
  %206 = lshr i64 %203, 3
  %207 = getelementptr inbounds i8, i8* %7, i64 %206
  %208 = load i8, i8* %207, align 1, !tbaa !25, !alias.scope !344, !noalias !341
  %209 = zext i8 %208 to i64
  %210 = and i64 %203, 7
  %211 = shl i64 %205, %210
  %212 = or i64 %211, %209
  %213 = bitcast i8* %207 to i64*
  store i64 %212, i64* %213, align 1, !alias.scope !344, !noalias !341
  %214 = add i64 %203, %41
  store i64 %214, i64* %6, align 8, !tbaa !17, !alias.scope !341, !noalias !344
  %215 = getelementptr inbounds i8, i8* %4, i64 %172
  %216 = load i8, i8* %215, align 1, !tbaa !25
  %217 = icmp eq i8 %216, 1
  %218 = zext i1 %217 to i64
  %219 = lshr i64 %214, 3
  %220 = getelementptr inbounds i8, i8* %7, i64 %219
  %221 = load i8, i8* %220, align 1, !tbaa !25, !alias.scope !346, !noalias !349
  %222 = zext i8 %221 to i64
  %223 = and i64 %214, 7
  %224 = shl nuw nsw i64 %218, %223
  %225 = or i64 %224, %222
  %226 = bitcast i8* %220 to i64*
  store i64 %225, i64* %226, align 1, !alias.scope !346, !noalias !349
  %227 = add i64 %214, 1
  br label %228

228:                                              ; preds = %171, %138, %116
  %229 = phi i64 [ %170, %138 ], [ %227, %171 ], [ %137, %116 ]
  store i64 %229, i64* %6, align 8, !tbaa !17, !noalias !198
  br label %231

230:                                              ; preds = %67
  tail call void @BrotliStoreHuffmanTree(i8* noundef %4, i64 noundef %1, %struct.HuffmanTree* noundef %3, i64* noundef %6, i8* noundef %7)
  br label %231

231:                                              ; preds = %230, %228, %43
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %10) #26
  ret void
}

; Function Attrs: nounwind
define hidden void @BrotliStoreMetaBlockTrivial(%struct.MemoryManager* noundef %0, i8* nocapture noundef readonly %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i32 noundef signext %5, %struct.BrotliEncoderParams* nocapture noundef readonly %6, %struct.Command* nocapture noundef readonly %7, i64 noundef %8, i64* nocapture noundef %9, i8* nocapture noundef %10) local_unnamed_addr #4 {
  %12 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef 20640) #26
  %13 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %6, i64 0, i32 9, i32 2
  %14 = load i32, i32* %13, align 8, !tbaa !351
  tail call fastcc void @StoreCompressedMetaBlockHeader(i32 noundef signext %5, i64 noundef %3, i64* noundef %9, i8* noundef %10)
  %15 = bitcast i8* %12 to %struct.HistogramLiteral*
  %16 = getelementptr inbounds i8, i8* %12, i64 1032
  %17 = bitcast i8* %16 to double*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1032) %12, i8 0, i64 1032, i1 false) #26
  store double 0x7FF0000000000000, double* %17, align 8, !tbaa !352
  %18 = getelementptr inbounds i8, i8* %12, i64 1040
  %19 = bitcast i8* %18 to %struct.HistogramCommand*
  %20 = getelementptr inbounds i8, i8* %12, i64 3864
  %21 = bitcast i8* %20 to double*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2824) %18, i8 0, i64 2824, i1 false) #26
  store double 0x7FF0000000000000, double* %21, align 8, !tbaa !353
  %22 = getelementptr inbounds i8, i8* %12, i64 3872
  %23 = bitcast i8* %22 to %struct.HistogramDistance*
  %24 = getelementptr inbounds i8, i8* %12, i64 6056
  %25 = bitcast i8* %24 to double*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2184) %22, i8 0, i64 2184, i1 false) #26
  store double 0x7FF0000000000000, double* %25, align 8, !tbaa !354
  %26 = icmp eq i64 %8, 0
  br i1 %26, label %91, label %27

27:                                               ; preds = %11
  %28 = getelementptr inbounds i8, i8* %12, i64 3856
  %29 = bitcast i8* %28 to i64*
  %30 = getelementptr inbounds i8, i8* %12, i64 1024
  %31 = bitcast i8* %30 to i64*
  %32 = getelementptr inbounds i8, i8* %12, i64 6048
  %33 = bitcast i8* %32 to i64*
  br label %34

34:                                               ; preds = %87, %27
  %35 = phi i64 [ 0, %27 ], [ %88, %87 ]
  %36 = phi i64 [ 0, %27 ], [ %72, %87 ]
  %37 = phi i64 [ 0, %27 ], [ %52, %87 ]
  %38 = phi i64 [ 0, %27 ], [ %89, %87 ]
  %39 = phi i64 [ %2, %27 ], [ %76, %87 ]
  %40 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %38, i32 0
  %41 = load i32, i32* %40, align 4, !tbaa.struct !356
  %42 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %38, i32 1
  %43 = load i32, i32* %42, align 4, !tbaa.struct !357
  %44 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %38, i32 3
  %45 = load i16, i16* %44, align 4, !tbaa.struct !358
  %46 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %38, i32 4
  %47 = load i16, i16* %46, align 2, !tbaa.struct !359
  %48 = zext i16 %45 to i64
  %49 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %19, i64 0, i32 0, i64 %48
  %50 = load i32, i32* %49, align 4, !tbaa !43
  %51 = add i32 %50, 1
  store i32 %51, i32* %49, align 4, !tbaa !43
  %52 = add i64 %37, 1
  store i64 %52, i64* %29, align 8, !tbaa !160
  %53 = icmp eq i32 %41, 0
  br i1 %53, label %71, label %54

54:                                               ; preds = %34
  %55 = zext i32 %41 to i64
  br label %56

56:                                               ; preds = %56, %54
  %57 = phi i64 [ %67, %56 ], [ %36, %54 ]
  %58 = phi i64 [ %69, %56 ], [ %55, %54 ]
  %59 = phi i64 [ %68, %56 ], [ %39, %54 ]
  %60 = and i64 %59, %4
  %61 = getelementptr inbounds i8, i8* %1, i64 %60
  %62 = load i8, i8* %61, align 1, !tbaa !25
  %63 = zext i8 %62 to i64
  %64 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %15, i64 0, i32 0, i64 %63
  %65 = load i32, i32* %64, align 4, !tbaa !43
  %66 = add i32 %65, 1
  store i32 %66, i32* %64, align 4, !tbaa !43
  %67 = add i64 %57, 1
  store i64 %67, i64* %31, align 8, !tbaa !151
  %68 = add i64 %59, 1
  %69 = add nsw i64 %58, -1
  %70 = icmp eq i64 %69, 0
  br i1 %70, label %71, label %56, !llvm.loop !360

71:                                               ; preds = %56, %34
  %72 = phi i64 [ %36, %34 ], [ %67, %56 ]
  %73 = phi i64 [ %39, %34 ], [ %68, %56 ]
  %74 = and i32 %43, 33554431
  %75 = zext i32 %74 to i64
  %76 = add i64 %73, %75
  %77 = icmp ne i32 %74, 0
  %78 = icmp ugt i16 %45, 127
  %79 = select i1 %77, i1 %78, i1 false
  br i1 %79, label %80, label %87

80:                                               ; preds = %71
  %81 = and i16 %47, 1023
  %82 = zext i16 %81 to i64
  %83 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %23, i64 0, i32 0, i64 %82
  %84 = load i32, i32* %83, align 4, !tbaa !43
  %85 = add i32 %84, 1
  store i32 %85, i32* %83, align 4, !tbaa !43
  %86 = add i64 %35, 1
  store i64 %86, i64* %33, align 8, !tbaa !361
  br label %87

87:                                               ; preds = %80, %71
  %88 = phi i64 [ %86, %80 ], [ %35, %71 ]
  %89 = add nuw i64 %38, 1
  %90 = icmp eq i64 %89, %8
  br i1 %90, label %91, label %34, !llvm.loop !362

91:                                               ; preds = %87, %11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !363)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !366)
  %92 = load i64, i64* %9, align 8, !tbaa !17, !alias.scope !363, !noalias !366
  %93 = lshr i64 %92, 3
  %94 = getelementptr inbounds i8, i8* %10, i64 %93
  %95 = load i8, i8* %94, align 1, !tbaa !25, !alias.scope !366, !noalias !363
  %96 = zext i8 %95 to i64
  %97 = bitcast i8* %94 to i64*
  store i64 %96, i64* %97, align 1, !alias.scope !366, !noalias !363
  %98 = add i64 %92, 13
  store i64 %98, i64* %9, align 8, !tbaa !17, !alias.scope !363, !noalias !366
  %99 = bitcast i8* %12 to i32*
  %100 = getelementptr inbounds i8, i8* %12, i64 9364
  %101 = bitcast i8* %100 to %struct.HuffmanTree*
  %102 = getelementptr inbounds i8, i8* %12, i64 6064
  %103 = getelementptr inbounds i8, i8* %12, i64 6320
  %104 = bitcast i8* %103 to i16*
  tail call fastcc void @BuildAndStoreHuffmanTree(i32* noundef %99, i64 noundef 256, i64 noundef 256, %struct.HuffmanTree* noundef nonnull %101, i8* noundef nonnull %102, i16* noundef nonnull %104, i64* noundef nonnull %9, i8* noundef %10)
  %105 = bitcast i8* %18 to i32*
  %106 = getelementptr inbounds i8, i8* %12, i64 6832
  %107 = getelementptr inbounds i8, i8* %12, i64 7536
  %108 = bitcast i8* %107 to i16*
  tail call fastcc void @BuildAndStoreHuffmanTree(i32* noundef nonnull %105, i64 noundef 704, i64 noundef 704, %struct.HuffmanTree* noundef nonnull %101, i8* noundef nonnull %106, i16* noundef nonnull %108, i64* noundef nonnull %9, i8* noundef %10)
  %109 = bitcast i8* %22 to i32*
  %110 = zext i32 %14 to i64
  %111 = getelementptr inbounds i8, i8* %12, i64 8944
  %112 = getelementptr inbounds i8, i8* %12, i64 9084
  %113 = bitcast i8* %112 to i16*
  tail call fastcc void @BuildAndStoreHuffmanTree(i32* noundef nonnull %109, i64 noundef 140, i64 noundef %110, %struct.HuffmanTree* noundef nonnull %101, i8* noundef nonnull %111, i16* noundef nonnull %113, i64* noundef nonnull %9, i8* noundef %10)
  tail call fastcc void @StoreDataWithHuffmanCodes(i8* noundef %1, i64 noundef %2, i64 noundef %4, %struct.Command* noundef %7, i64 noundef %8, i8* noundef nonnull %102, i16* noundef nonnull %104, i8* noundef nonnull %106, i16* noundef nonnull %108, i8* noundef nonnull %111, i16* noundef nonnull %113, i64* noundef nonnull %9, i8* noundef %10)
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef nonnull %12) #26
  %114 = icmp eq i32 %5, 0
  br i1 %114, label %121, label %115

115:                                              ; preds = %91
  %116 = load i64, i64* %9, align 8, !tbaa !17
  %117 = add i64 %116, 7
  %118 = and i64 %117, 4294967288
  store i64 %118, i64* %9, align 8, !tbaa !17
  %119 = lshr exact i64 %118, 3
  %120 = getelementptr inbounds i8, i8* %10, i64 %119
  store i8 0, i8* %120, align 1, !tbaa !25
  br label %121

121:                                              ; preds = %115, %91
  ret void
}

; Function Attrs: nofree nosync nounwind
declare hidden fastcc void @StoreDataWithHuffmanCodes(i8* nocapture noundef readonly, i64 noundef, i64 noundef, %struct.Command* nocapture noundef readonly, i64 noundef, i8* nocapture noundef readonly, i16* nocapture noundef readonly, i8* nocapture noundef readonly, i16* nocapture noundef readonly, i8* nocapture noundef readonly, i16* nocapture noundef readonly, i64* nocapture noundef, i8* nocapture noundef) unnamed_addr #19

; Function Attrs: nounwind
define hidden void @BrotliStoreMetaBlockFast(%struct.MemoryManager* noundef %0, i8* nocapture noundef readonly %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i32 noundef signext %5, %struct.BrotliEncoderParams* nocapture noundef readonly %6, %struct.Command* nocapture noundef readonly %7, i64 noundef %8, i64* noundef %9, i8* nocapture noundef %10) local_unnamed_addr #4 {
  %12 = alloca [256 x i32], align 4
  %13 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef 20640) #26
  %14 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %6, i64 0, i32 9, i32 2
  %15 = load i32, i32* %14, align 8, !tbaa !351
  tail call fastcc void @StoreCompressedMetaBlockHeader(i32 noundef signext %5, i64 noundef %3, i64* noundef %9, i8* noundef %10)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !368)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !371)
  %16 = load i64, i64* %9, align 8, !tbaa !17, !alias.scope !368, !noalias !371
  %17 = lshr i64 %16, 3
  %18 = getelementptr inbounds i8, i8* %10, i64 %17
  %19 = load i8, i8* %18, align 1, !tbaa !25, !alias.scope !371, !noalias !368
  %20 = zext i8 %19 to i64
  %21 = bitcast i8* %18 to i64*
  store i64 %20, i64* %21, align 1, !alias.scope !371, !noalias !368
  %22 = add i64 %16, 13
  store i64 %22, i64* %9, align 8, !tbaa !17, !alias.scope !368, !noalias !371
  %23 = icmp ult i64 %8, 129
  br i1 %23, label %24, label %91

24:                                               ; preds = %11
  %25 = bitcast [256 x i32]* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1024, i8* nonnull %25) #26
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(1024) %25, i8 0, i64 1024, i1 false)
  %26 = icmp eq i64 %8, 0
  br i1 %26, label %58, label %27

27:                                               ; preds = %50, %24
  %28 = phi i64 [ %56, %50 ], [ 0, %24 ]
  %29 = phi i64 [ %52, %50 ], [ 0, %24 ]
  %30 = phi i64 [ %55, %50 ], [ %2, %24 ]
  %31 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %28, i32 0
  %32 = load i32, i32* %31, align 4, !tbaa.struct !356
  %33 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %28, i32 1
  %34 = load i32, i32* %33, align 4, !tbaa.struct !357
  %35 = zext i32 %32 to i64
  %36 = icmp eq i32 %32, 0
  br i1 %36, label %50, label %37

37:                                               ; preds = %37, %27
  %38 = phi i64 [ %48, %37 ], [ %35, %27 ]
  %39 = phi i64 [ %47, %37 ], [ %30, %27 ]
  %40 = and i64 %39, %4
  %41 = getelementptr inbounds i8, i8* %1, i64 %40
  %42 = load i8, i8* %41, align 1, !tbaa !25
  %43 = zext i8 %42 to i64
  %44 = getelementptr inbounds [256 x i32], [256 x i32]* %12, i64 0, i64 %43
  %45 = load i32, i32* %44, align 4, !tbaa !43
  %46 = add i32 %45, 1
  store i32 %46, i32* %44, align 4, !tbaa !43
  %47 = add i64 %39, 1
  %48 = add nsw i64 %38, -1
  %49 = icmp eq i64 %48, 0
  br i1 %49, label %50, label %37, !llvm.loop !373

50:                                               ; preds = %37, %27
  %51 = phi i64 [ %30, %27 ], [ %47, %37 ]
  %52 = add i64 %29, %35
  %53 = and i32 %34, 33554431
  %54 = zext i32 %53 to i64
  %55 = add i64 %51, %54
  %56 = add nuw i64 %28, 1
  %57 = icmp eq i64 %56, %8
  br i1 %57, label %58, label %27, !llvm.loop !374

58:                                               ; preds = %50, %24
  %59 = phi i64 [ 0, %24 ], [ %52, %50 ]
  %60 = getelementptr inbounds i8, i8* %13, i64 9364
  %61 = bitcast i8* %60 to %struct.HuffmanTree*
  %62 = getelementptr inbounds [256 x i32], [256 x i32]* %12, i64 0, i64 0
  %63 = getelementptr inbounds i8, i8* %13, i64 6064
  %64 = getelementptr inbounds i8, i8* %13, i64 6320
  %65 = bitcast i8* %64 to i16*
  call void @BrotliBuildAndStoreHuffmanTreeFast(%struct.HuffmanTree* noundef nonnull %61, i32* noundef nonnull %62, i64 noundef %59, i64 noundef 8, i8* noundef nonnull %63, i16* noundef nonnull %65, i64* noundef nonnull %9, i8* noundef %10)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !375) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !378) #26
  %66 = load i64, i64* %9, align 8, !tbaa !17, !alias.scope !375, !noalias !378
  %67 = lshr i64 %66, 3
  %68 = getelementptr inbounds i8, i8* %10, i64 %67
  %69 = load i8, i8* %68, align 1, !tbaa !25, !alias.scope !378, !noalias !375
  %70 = zext i8 %69 to i64
  %71 = and i64 %66, 7
  %72 = shl nuw nsw i64 41203391169327107, %71
  %73 = or i64 %72, %70
  %74 = bitcast i8* %68 to i64*
  store i64 %73, i64* %74, align 1, !alias.scope !378, !noalias !375
  %75 = add i64 %66, 56
  store i64 %75, i64* %9, align 8, !tbaa !17, !alias.scope !375, !noalias !378
  tail call void @llvm.experimental.noalias.scope.decl(metadata !380) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !383) #26
  %76 = lshr i64 %75, 3
  %77 = getelementptr inbounds i8, i8* %10, i64 %76
  %78 = load i8, i8* %77, align 1, !tbaa !25, !alias.scope !383, !noalias !380
  %79 = zext i8 %78 to i64
  %80 = bitcast i8* %77 to i64*
  store i64 %79, i64* %80, align 1, !alias.scope !383, !noalias !380
  %81 = add i64 %66, 59
  store i64 %81, i64* %9, align 8, !tbaa !17, !alias.scope !380, !noalias !383
  tail call void @llvm.experimental.noalias.scope.decl(metadata !385) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !388) #26
  %82 = lshr i64 %81, 3
  %83 = getelementptr inbounds i8, i8* %10, i64 %82
  %84 = load i8, i8* %83, align 1, !tbaa !25, !alias.scope !388, !noalias !385
  %85 = zext i8 %84 to i64
  %86 = and i64 %81, 7
  %87 = shl nuw nsw i64 57269251, %86
  %88 = or i64 %87, %85
  %89 = bitcast i8* %83 to i64*
  store i64 %88, i64* %89, align 1, !alias.scope !388, !noalias !385
  %90 = add i64 %66, 87
  store i64 %90, i64* %9, align 8, !tbaa !17, !alias.scope !385, !noalias !388
  tail call fastcc void @StoreDataWithHuffmanCodes(i8* noundef %1, i64 noundef %2, i64 noundef %4, %struct.Command* noundef %7, i64 noundef %8, i8* noundef nonnull %63, i16* noundef nonnull %65, i8* noundef getelementptr inbounds ([704 x i8], [704 x i8]* @kStaticCommandCodeDepth, i64 0, i64 0), i16* noundef getelementptr inbounds ([704 x i16], [704 x i16]* @kStaticCommandCodeBits, i64 0, i64 0), i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @kStaticDistanceCodeDepth, i64 0, i64 0), i16* noundef getelementptr inbounds ([64 x i16], [64 x i16]* @kStaticDistanceCodeBits, i64 0, i64 0), i64* noundef nonnull %9, i8* noundef %10)
  call void @llvm.lifetime.end.p0i8(i64 1024, i8* nonnull %25) #26
  br label %187

91:                                               ; preds = %11
  %92 = add i32 %15, -1
  %93 = tail call i32 @llvm.ctlz.i32(i32 %92, i1 true) #26, !range !131
  %94 = bitcast i8* %13 to %struct.HistogramLiteral*
  %95 = getelementptr inbounds i8, i8* %13, i64 1032
  %96 = bitcast i8* %95 to double*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1032) %13, i8 0, i64 1032, i1 false) #26
  store double 0x7FF0000000000000, double* %96, align 8, !tbaa !352
  %97 = getelementptr inbounds i8, i8* %13, i64 1040
  %98 = bitcast i8* %97 to %struct.HistogramCommand*
  %99 = getelementptr inbounds i8, i8* %13, i64 3864
  %100 = bitcast i8* %99 to double*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2824) %97, i8 0, i64 2824, i1 false) #26
  store double 0x7FF0000000000000, double* %100, align 8, !tbaa !353
  %101 = getelementptr inbounds i8, i8* %13, i64 3872
  %102 = bitcast i8* %101 to %struct.HistogramDistance*
  %103 = getelementptr inbounds i8, i8* %13, i64 6056
  %104 = bitcast i8* %103 to double*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2184) %101, i8 0, i64 2184, i1 false) #26
  store double 0x7FF0000000000000, double* %104, align 8, !tbaa !354
  %105 = getelementptr inbounds i8, i8* %13, i64 3856
  %106 = bitcast i8* %105 to i64*
  %107 = getelementptr inbounds i8, i8* %13, i64 1024
  %108 = bitcast i8* %107 to i64*
  %109 = getelementptr inbounds i8, i8* %13, i64 6048
  %110 = bitcast i8* %109 to i64*
  br label %111

111:                                              ; preds = %164, %91
  %112 = phi i64 [ 0, %91 ], [ %165, %164 ]
  %113 = phi i64 [ 0, %91 ], [ %149, %164 ]
  %114 = phi i64 [ 0, %91 ], [ %129, %164 ]
  %115 = phi i64 [ 0, %91 ], [ %166, %164 ]
  %116 = phi i64 [ %2, %91 ], [ %153, %164 ]
  %117 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %115, i32 0
  %118 = load i32, i32* %117, align 4, !tbaa.struct !356
  %119 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %115, i32 1
  %120 = load i32, i32* %119, align 4, !tbaa.struct !357
  %121 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %115, i32 3
  %122 = load i16, i16* %121, align 4, !tbaa.struct !358
  %123 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %115, i32 4
  %124 = load i16, i16* %123, align 2, !tbaa.struct !359
  %125 = zext i16 %122 to i64
  %126 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %98, i64 0, i32 0, i64 %125
  %127 = load i32, i32* %126, align 4, !tbaa !43
  %128 = add i32 %127, 1
  store i32 %128, i32* %126, align 4, !tbaa !43
  %129 = add i64 %114, 1
  store i64 %129, i64* %106, align 8, !tbaa !160
  %130 = icmp eq i32 %118, 0
  br i1 %130, label %148, label %131

131:                                              ; preds = %111
  %132 = zext i32 %118 to i64
  br label %133

133:                                              ; preds = %133, %131
  %134 = phi i64 [ %144, %133 ], [ %113, %131 ]
  %135 = phi i64 [ %146, %133 ], [ %132, %131 ]
  %136 = phi i64 [ %145, %133 ], [ %116, %131 ]
  %137 = and i64 %136, %4
  %138 = getelementptr inbounds i8, i8* %1, i64 %137
  %139 = load i8, i8* %138, align 1, !tbaa !25
  %140 = zext i8 %139 to i64
  %141 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %94, i64 0, i32 0, i64 %140
  %142 = load i32, i32* %141, align 4, !tbaa !43
  %143 = add i32 %142, 1
  store i32 %143, i32* %141, align 4, !tbaa !43
  %144 = add i64 %134, 1
  store i64 %144, i64* %108, align 8, !tbaa !151
  %145 = add i64 %136, 1
  %146 = add nsw i64 %135, -1
  %147 = icmp eq i64 %146, 0
  br i1 %147, label %148, label %133, !llvm.loop !360

148:                                              ; preds = %133, %111
  %149 = phi i64 [ %113, %111 ], [ %144, %133 ]
  %150 = phi i64 [ %116, %111 ], [ %145, %133 ]
  %151 = and i32 %120, 33554431
  %152 = zext i32 %151 to i64
  %153 = add i64 %150, %152
  %154 = icmp ne i32 %151, 0
  %155 = icmp ugt i16 %122, 127
  %156 = select i1 %154, i1 %155, i1 false
  br i1 %156, label %157, label %164

157:                                              ; preds = %148
  %158 = and i16 %124, 1023
  %159 = zext i16 %158 to i64
  %160 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %102, i64 0, i32 0, i64 %159
  %161 = load i32, i32* %160, align 4, !tbaa !43
  %162 = add i32 %161, 1
  store i32 %162, i32* %160, align 4, !tbaa !43
  %163 = add i64 %112, 1
  store i64 %163, i64* %110, align 8, !tbaa !361
  br label %164

164:                                              ; preds = %157, %148
  %165 = phi i64 [ %163, %157 ], [ %112, %148 ]
  %166 = add nuw i64 %115, 1
  %167 = icmp eq i64 %166, %8
  br i1 %167, label %168, label %111, !llvm.loop !362

168:                                              ; preds = %164
  %169 = sub nuw nsw i32 32, %93
  %170 = getelementptr inbounds i8, i8* %13, i64 9364
  %171 = bitcast i8* %170 to %struct.HuffmanTree*
  %172 = bitcast i8* %13 to i32*
  %173 = getelementptr inbounds i8, i8* %13, i64 6064
  %174 = getelementptr inbounds i8, i8* %13, i64 6320
  %175 = bitcast i8* %174 to i16*
  tail call void @BrotliBuildAndStoreHuffmanTreeFast(%struct.HuffmanTree* noundef nonnull %171, i32* noundef %172, i64 noundef %149, i64 noundef 8, i8* noundef nonnull %173, i16* noundef nonnull %175, i64* noundef nonnull %9, i8* noundef %10)
  %176 = bitcast i8* %97 to i32*
  %177 = load i64, i64* %106, align 8, !tbaa !390
  %178 = getelementptr inbounds i8, i8* %13, i64 6832
  %179 = getelementptr inbounds i8, i8* %13, i64 7536
  %180 = bitcast i8* %179 to i16*
  tail call void @BrotliBuildAndStoreHuffmanTreeFast(%struct.HuffmanTree* noundef nonnull %171, i32* noundef nonnull %176, i64 noundef %177, i64 noundef 10, i8* noundef nonnull %178, i16* noundef nonnull %180, i64* noundef nonnull %9, i8* noundef %10)
  %181 = bitcast i8* %101 to i32*
  %182 = load i64, i64* %110, align 8, !tbaa !392
  %183 = zext i32 %169 to i64
  %184 = getelementptr inbounds i8, i8* %13, i64 8944
  %185 = getelementptr inbounds i8, i8* %13, i64 9084
  %186 = bitcast i8* %185 to i16*
  tail call void @BrotliBuildAndStoreHuffmanTreeFast(%struct.HuffmanTree* noundef nonnull %171, i32* noundef nonnull %181, i64 noundef %182, i64 noundef %183, i8* noundef nonnull %184, i16* noundef nonnull %186, i64* noundef nonnull %9, i8* noundef %10)
  tail call fastcc void @StoreDataWithHuffmanCodes(i8* noundef %1, i64 noundef %2, i64 noundef %4, %struct.Command* noundef %7, i64 noundef %8, i8* noundef nonnull %173, i16* noundef nonnull %175, i8* noundef nonnull %178, i16* noundef nonnull %180, i8* noundef nonnull %184, i16* noundef nonnull %186, i64* noundef nonnull %9, i8* noundef %10)
  br label %187

187:                                              ; preds = %168, %58
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %13) #26
  %188 = icmp eq i32 %5, 0
  br i1 %188, label %195, label %189

189:                                              ; preds = %187
  %190 = load i64, i64* %9, align 8, !tbaa !17
  %191 = add i64 %190, 7
  %192 = and i64 %191, 4294967288
  store i64 %192, i64* %9, align 8, !tbaa !17
  %193 = lshr exact i64 %192, 3
  %194 = getelementptr inbounds i8, i8* %10, i64 %193
  store i8 0, i8* %194, align 1, !tbaa !25
  br label %195

195:                                              ; preds = %189, %187
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define hidden void @BrotliStoreUncompressedMetaBlock(i32 noundef signext %0, i8* noalias nocapture noundef readonly %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64* noalias nocapture noundef %5, i8* noalias nocapture noundef %6) local_unnamed_addr #17 {
  %8 = and i64 %3, %2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !393) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !396) #26
  %9 = load i64, i64* %5, align 8, !tbaa !17, !alias.scope !393, !noalias !396
  %10 = lshr i64 %9, 3
  %11 = getelementptr inbounds i8, i8* %6, i64 %10
  %12 = load i8, i8* %11, align 1, !tbaa !25, !alias.scope !396, !noalias !393
  %13 = zext i8 %12 to i64
  %14 = bitcast i8* %11 to i64*
  store i64 %13, i64* %14, align 1, !alias.scope !396, !noalias !393
  %15 = add i64 %9, 1
  %16 = icmp eq i64 %4, 1
  br i1 %16, label %25, label %17

17:                                               ; preds = %7
  %18 = trunc i64 %4 to i32
  %19 = add i32 %18, -1
  %20 = tail call i32 @llvm.ctlz.i32(i32 %19, i1 true) #26, !range !131
  %21 = icmp ult i32 %19, 32768
  %22 = sub nuw nsw i32 35, %20
  %23 = lshr i32 %22, 2
  %24 = zext i32 %23 to i64
  br i1 %21, label %25, label %26

25:                                               ; preds = %17, %7
  br label %26

26:                                               ; preds = %25, %17
  %27 = phi i64 [ 4, %25 ], [ %24, %17 ]
  %28 = add nsw i64 %27, -4
  %29 = shl nuw nsw i64 %27, 2
  %30 = add i64 %4, -1
  %31 = lshr i64 %15, 3
  %32 = getelementptr inbounds i8, i8* %6, i64 %31
  %33 = load i8, i8* %32, align 1, !tbaa !25, !alias.scope !398, !noalias !401
  %34 = zext i8 %33 to i64
  %35 = and i64 %15, 7
  %36 = shl nsw i64 %28, %35
  %37 = or i64 %36, %34
  %38 = bitcast i8* %32 to i64*
  store i64 %37, i64* %38, align 1, !alias.scope !398, !noalias !401
  %39 = add i64 %9, 3
  %40 = lshr i64 %39, 3
  %41 = getelementptr inbounds i8, i8* %6, i64 %40
  %42 = load i8, i8* %41, align 1, !tbaa !25, !alias.scope !403, !noalias !406
  %43 = zext i8 %42 to i64
  %44 = and i64 %39, 7
  %45 = shl i64 %30, %44
  %46 = or i64 %45, %43
  %47 = bitcast i8* %41 to i64*
  store i64 %46, i64* %47, align 1, !alias.scope !403, !noalias !406
  %48 = add i64 %29, %39
  %49 = lshr i64 %48, 3
  %50 = getelementptr inbounds i8, i8* %6, i64 %49
  %51 = load i8, i8* %50, align 1, !tbaa !25, !alias.scope !408, !noalias !411
  %52 = zext i8 %51 to i64
  %53 = and i64 %48, 7
  %54 = shl nuw nsw i64 1, %53
  %55 = or i64 %54, %52
  %56 = bitcast i8* %50 to i64*
  store i64 %55, i64* %56, align 1, !alias.scope !408, !noalias !411
  %57 = add i64 %48, 8
  %58 = and i64 %57, 4294967288
  %59 = lshr exact i64 %58, 3
  %60 = getelementptr inbounds i8, i8* %6, i64 %59
  store i8 0, i8* %60, align 1, !tbaa !25
  %61 = add i64 %8, %4
  %62 = add i64 %3, 1
  %63 = icmp ugt i64 %61, %62
  br i1 %63, label %64, label %71

64:                                               ; preds = %26
  %65 = sub i64 %62, %8
  %66 = getelementptr inbounds i8, i8* %1, i64 %8
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %60, i8* align 1 %66, i64 %65, i1 false)
  %67 = shl i64 %65, 3
  %68 = add i64 %58, %67
  %69 = sub i64 %4, %65
  %70 = lshr exact i64 %68, 3
  br label %71

71:                                               ; preds = %64, %26
  %72 = phi i64 [ %70, %64 ], [ %59, %26 ]
  %73 = phi i64 [ %68, %64 ], [ %58, %26 ]
  %74 = phi i64 [ 0, %64 ], [ %8, %26 ]
  %75 = phi i64 [ %69, %64 ], [ %4, %26 ]
  %76 = getelementptr inbounds i8, i8* %6, i64 %72
  %77 = getelementptr inbounds i8, i8* %1, i64 %74
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %76, i8* align 1 %77, i64 %75, i1 false)
  %78 = shl i64 %75, 3
  %79 = add i64 %73, %78
  store i64 %79, i64* %5, align 8, !tbaa !17
  %80 = lshr i64 %79, 3
  %81 = getelementptr inbounds i8, i8* %6, i64 %80
  store i8 0, i8* %81, align 1, !tbaa !25
  %82 = icmp eq i32 %0, 0
  br i1 %82, label %100, label %83

83:                                               ; preds = %71
  %84 = and i64 %79, 7
  %85 = shl nuw nsw i64 1, %84
  %86 = bitcast i8* %81 to i64*
  store i64 %85, i64* %86, align 1, !alias.scope !413, !noalias !416
  %87 = add i64 %79, 1
  %88 = lshr i64 %87, 3
  %89 = getelementptr inbounds i8, i8* %6, i64 %88
  %90 = load i8, i8* %89, align 1, !tbaa !25, !alias.scope !418, !noalias !421
  %91 = zext i8 %90 to i64
  %92 = and i64 %87, 7
  %93 = shl nuw nsw i64 1, %92
  %94 = or i64 %93, %91
  %95 = bitcast i8* %89 to i64*
  store i64 %94, i64* %95, align 1, !alias.scope !418, !noalias !421
  %96 = add i64 %79, 9
  %97 = and i64 %96, 4294967288
  store i64 %97, i64* %5, align 8, !tbaa !17
  %98 = lshr exact i64 %97, 3
  %99 = getelementptr inbounds i8, i8* %6, i64 %98
  store i8 0, i8* %99, align 1, !tbaa !25
  br label %100

100:                                              ; preds = %83, %71
  ret void
}

; Function Attrs: nounwind
define hidden void @BrotliCompareAndPushToQueueLiteral(%struct.HistogramLiteral* nocapture noundef readonly %0, %struct.HistogramLiteral* noundef %1, i32* nocapture noundef readonly %2, i32 noundef signext %3, i32 noundef signext %4, i64 noundef %5, %struct.HistogramPair* nocapture noundef %6, i64* nocapture noundef %7) local_unnamed_addr #4 {
  %9 = icmp eq i32 %3, %4
  br i1 %9, label %138, label %10

10:                                               ; preds = %8
  %11 = icmp ult i32 %4, %3
  %12 = select i1 %11, i32 %3, i32 %4
  %13 = select i1 %11, i32 %4, i32 %3
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds i32, i32* %2, i64 %14
  %16 = load i32, i32* %15, align 4, !tbaa !43
  %17 = zext i32 %16 to i64
  %18 = zext i32 %12 to i64
  %19 = getelementptr inbounds i32, i32* %2, i64 %18
  %20 = load i32, i32* %19, align 4, !tbaa !43
  %21 = zext i32 %20 to i64
  %22 = add nuw nsw i64 %21, %17
  %23 = uitofp i32 %16 to double
  %24 = icmp ult i32 %16, 256
  br i1 %24, label %25, label %28

25:                                               ; preds = %10
  %26 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %17
  %27 = load double, double* %26, align 8, !tbaa !155
  br label %30

28:                                               ; preds = %10
  %29 = tail call double @log2(double noundef %23) #26
  br label %30

30:                                               ; preds = %28, %25
  %31 = phi double [ %27, %25 ], [ %29, %28 ]
  %32 = uitofp i32 %20 to double
  %33 = icmp ult i32 %20, 256
  br i1 %33, label %34, label %37

34:                                               ; preds = %30
  %35 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %21
  %36 = load double, double* %35, align 8, !tbaa !155
  br label %39

37:                                               ; preds = %30
  %38 = tail call double @log2(double noundef %32) #26
  br label %39

39:                                               ; preds = %37, %34
  %40 = phi double [ %36, %34 ], [ %38, %37 ]
  %41 = uitofp i64 %22 to double
  %42 = icmp ult i64 %22, 256
  br i1 %42, label %43, label %46

43:                                               ; preds = %39
  %44 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %22
  %45 = load double, double* %44, align 8, !tbaa !155
  br label %48

46:                                               ; preds = %39
  %47 = tail call double @log2(double noundef %41) #26
  br label %48

48:                                               ; preds = %46, %43
  %49 = phi double [ %45, %43 ], [ %47, %46 ]
  %50 = fmul double %40, %32
  %51 = tail call double @llvm.fmuladd.f64(double %23, double %31, double %50) #26
  %52 = fneg double %41
  %53 = tail call double @llvm.fmuladd.f64(double %52, double %49, double %51) #26
  %54 = fmul double %53, 5.000000e-01
  %55 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %14
  %56 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %14, i32 2
  %57 = load double, double* %56, align 8, !tbaa !352
  %58 = fsub double %54, %57
  %59 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %18, i32 2
  %60 = load double, double* %59, align 8, !tbaa !352
  %61 = fsub double %58, %60
  %62 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %14, i32 1
  %63 = load i64, i64* %62, align 8, !tbaa !151
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %98, label %65

65:                                               ; preds = %48
  %66 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %18, i32 1
  %67 = load i64, i64* %66, align 8, !tbaa !151
  %68 = icmp eq i64 %67, 0
  br i1 %68, label %98, label %69

69:                                               ; preds = %65
  %70 = load i64, i64* %7, align 8, !tbaa !17
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %77, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 3
  %74 = load double, double* %73, align 8, !tbaa !423
  %75 = fcmp olt double %74, 0.000000e+00
  %76 = select i1 %75, double 0.000000e+00, double %74
  br label %77

77:                                               ; preds = %72, %69
  %78 = phi double [ %76, %72 ], [ 0x547D42AEA2879F2E, %69 ]
  %79 = bitcast %struct.HistogramLiteral* %1 to i8*
  %80 = bitcast %struct.HistogramLiteral* %55 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1040) %79, i8* noundef nonnull align 8 dereferenceable(1040) %80, i64 1040, i1 false), !tbaa.struct !425
  %81 = load i64, i64* %66, align 8, !tbaa !151
  %82 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 1
  %83 = load i64, i64* %82, align 8, !tbaa !151
  %84 = add i64 %83, %81
  store i64 %84, i64* %82, align 8, !tbaa !151
  br label %85

85:                                               ; preds = %85, %77
  %86 = phi i64 [ 0, %77 ], [ %92, %85 ]
  %87 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %18, i32 0, i64 %86
  %88 = load i32, i32* %87, align 4, !tbaa !43
  %89 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 0, i64 %86
  %90 = load i32, i32* %89, align 4, !tbaa !43
  %91 = add i32 %90, %88
  store i32 %91, i32* %89, align 4, !tbaa !43
  %92 = add nuw nsw i64 %86, 1
  %93 = icmp eq i64 %92, 256
  br i1 %93, label %94, label %85, !llvm.loop !426

94:                                               ; preds = %85
  %95 = tail call double @BrotliPopulationCostLiteral(%struct.HistogramLiteral* noundef nonnull %1) #26
  %96 = fsub double %78, %61
  %97 = fcmp olt double %95, %96
  br i1 %97, label %98, label %138

98:                                               ; preds = %94, %65, %48
  %99 = phi double [ %57, %65 ], [ %60, %48 ], [ %95, %94 ]
  %100 = fadd double %61, %99
  %101 = load i64, i64* %7, align 8, !tbaa !17
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %129, label %103

103:                                              ; preds = %98
  %104 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 3
  %105 = load double, double* %104, align 8, !tbaa !423
  %106 = fcmp une double %105, %100
  br i1 %106, label %107, label %109

107:                                              ; preds = %103
  %108 = fcmp ogt double %105, %100
  br i1 %108, label %117, label %129

109:                                              ; preds = %103
  %110 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 1
  %111 = load i32, i32* %110, align 4, !tbaa !427
  %112 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 0
  %113 = load i32, i32* %112, align 8, !tbaa !428
  %114 = sub i32 %111, %113
  %115 = sub i32 %12, %13
  %116 = icmp ugt i32 %114, %115
  br i1 %116, label %117, label %129

117:                                              ; preds = %109, %107
  %118 = icmp ult i64 %101, %5
  br i1 %118, label %119, label %125

119:                                              ; preds = %117
  %120 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %101
  %121 = bitcast %struct.HistogramPair* %120 to i8*
  %122 = bitcast %struct.HistogramPair* %6 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %121, i8* noundef nonnull align 8 dereferenceable(24) %122, i64 24, i1 false), !tbaa.struct !429
  %123 = load i64, i64* %7, align 8, !tbaa !17
  %124 = add i64 %123, 1
  store i64 %124, i64* %7, align 8, !tbaa !17
  br label %125

125:                                              ; preds = %119, %117
  %126 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 0
  store i32 %13, i32* %126, align 8, !tbaa.struct !429
  %127 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 1
  store i32 %12, i32* %127, align 4, !tbaa.struct !430
  %128 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 2
  store double %99, double* %128, align 8, !tbaa.struct !431
  store double %100, double* %104, align 8, !tbaa.struct !432
  br label %138

129:                                              ; preds = %109, %107, %98
  %130 = icmp ult i64 %101, %5
  br i1 %130, label %131, label %138

131:                                              ; preds = %129
  %132 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %101, i32 0
  store i32 %13, i32* %132, align 8, !tbaa.struct !429
  %133 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %101, i32 1
  store i32 %12, i32* %133, align 4, !tbaa.struct !430
  %134 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %101, i32 2
  store double %99, double* %134, align 8, !tbaa.struct !431
  %135 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %101, i32 3
  store double %100, double* %135, align 8, !tbaa.struct !432
  %136 = load i64, i64* %7, align 8, !tbaa !17
  %137 = add i64 %136, 1
  store i64 %137, i64* %7, align 8, !tbaa !17
  br label %138

138:                                              ; preds = %131, %129, %125, %94, %8
  ret void
}

; Function Attrs: nounwind
declare hidden i64 @BrotliHistogramCombineLiteral(%struct.HistogramLiteral* nocapture noundef, %struct.HistogramLiteral* noundef, i32* nocapture noundef, i32* nocapture noundef, i32* nocapture noundef, %struct.HistogramPair* nocapture noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
define hidden double @BrotliHistogramBitCostDistanceLiteral(%struct.HistogramLiteral* nocapture noundef readonly %0, %struct.HistogramLiteral* nocapture noundef readonly %1, %struct.HistogramLiteral* noundef %2) local_unnamed_addr #4 {
  %4 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !151
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %29, label %7

7:                                                ; preds = %3
  %8 = bitcast %struct.HistogramLiteral* %2 to i8*
  %9 = bitcast %struct.HistogramLiteral* %0 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1040) %8, i8* noundef nonnull align 8 dereferenceable(1040) %9, i64 1040, i1 false), !tbaa.struct !425
  %10 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 1
  %11 = load i64, i64* %10, align 8, !tbaa !151
  %12 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %2, i64 0, i32 1
  %13 = load i64, i64* %12, align 8, !tbaa !151
  %14 = add i64 %13, %11
  store i64 %14, i64* %12, align 8, !tbaa !151
  br label %15

15:                                               ; preds = %15, %7
  %16 = phi i64 [ 0, %7 ], [ %22, %15 ]
  %17 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 0, i64 %16
  %18 = load i32, i32* %17, align 4, !tbaa !43
  %19 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %2, i64 0, i32 0, i64 %16
  %20 = load i32, i32* %19, align 4, !tbaa !43
  %21 = add i32 %20, %18
  store i32 %21, i32* %19, align 4, !tbaa !43
  %22 = add nuw nsw i64 %16, 1
  %23 = icmp eq i64 %22, 256
  br i1 %23, label %24, label %15, !llvm.loop !426

24:                                               ; preds = %15
  %25 = tail call double @BrotliPopulationCostLiteral(%struct.HistogramLiteral* noundef nonnull %2) #26
  %26 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 2
  %27 = load double, double* %26, align 8, !tbaa !352
  %28 = fsub double %25, %27
  br label %29

29:                                               ; preds = %24, %3
  %30 = phi double [ %28, %24 ], [ 0.000000e+00, %3 ]
  ret double %30
}

; Function Attrs: nounwind
define hidden void @BrotliHistogramRemapLiteral(%struct.HistogramLiteral* nocapture noundef readonly %0, i64 noundef %1, i32* nocapture noundef readonly %2, i64 noundef %3, %struct.HistogramLiteral* nocapture noundef %4, %struct.HistogramLiteral* noundef %5, i32* nocapture noundef %6) local_unnamed_addr #4 {
  %8 = icmp eq i64 %1, 0
  br i1 %8, label %13, label %9

9:                                                ; preds = %7
  %10 = bitcast %struct.HistogramLiteral* %5 to i8*
  %11 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %5, i64 0, i32 1
  %12 = icmp eq i64 %3, 0
  br label %15

13:                                               ; preds = %89, %7
  %14 = icmp eq i64 %3, 0
  br i1 %14, label %94, label %95

15:                                               ; preds = %89, %9
  %16 = phi i64 [ 0, %9 ], [ %92, %89 ]
  %17 = icmp eq i64 %16, 0
  %18 = add i64 %16, -1
  %19 = select i1 %17, i64 0, i64 %18
  %20 = getelementptr i32, i32* %6, i64 %19
  %21 = load i32, i32* %20, align 4, !tbaa !43
  %22 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %16
  %23 = zext i32 %21 to i64
  %24 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %16, i32 1
  %25 = load i64, i64* %24, align 8, !tbaa !151
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %47, label %27

27:                                               ; preds = %15
  %28 = bitcast %struct.HistogramLiteral* %22 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1040) %10, i8* noundef nonnull align 8 dereferenceable(1040) %28, i64 1040, i1 false) #26, !tbaa.struct !425
  %29 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %23, i32 1
  %30 = load i64, i64* %29, align 8, !tbaa !151
  %31 = load i64, i64* %11, align 8, !tbaa !151
  %32 = add i64 %31, %30
  store i64 %32, i64* %11, align 8, !tbaa !151
  br label %33

33:                                               ; preds = %33, %27
  %34 = phi i64 [ 0, %27 ], [ %40, %33 ]
  %35 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %23, i32 0, i64 %34
  %36 = load i32, i32* %35, align 4, !tbaa !43
  %37 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %5, i64 0, i32 0, i64 %34
  %38 = load i32, i32* %37, align 4, !tbaa !43
  %39 = add i32 %38, %36
  store i32 %39, i32* %37, align 4, !tbaa !43
  %40 = add nuw nsw i64 %34, 1
  %41 = icmp eq i64 %40, 256
  br i1 %41, label %42, label %33, !llvm.loop !426

42:                                               ; preds = %33
  %43 = tail call double @BrotliPopulationCostLiteral(%struct.HistogramLiteral* noundef nonnull %5) #26
  %44 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %23, i32 2
  %45 = load double, double* %44, align 8, !tbaa !352
  %46 = fsub double %43, %45
  br label %47

47:                                               ; preds = %42, %15
  %48 = phi double [ %46, %42 ], [ 0.000000e+00, %15 ]
  br i1 %12, label %89, label %49

49:                                               ; preds = %47
  %50 = bitcast %struct.HistogramLiteral* %22 to i8*
  br label %51

51:                                               ; preds = %84, %49
  %52 = phi i64 [ 0, %49 ], [ %87, %84 ]
  %53 = phi double [ %48, %49 ], [ %86, %84 ]
  %54 = phi i32 [ %21, %49 ], [ %85, %84 ]
  %55 = getelementptr inbounds i32, i32* %2, i64 %52
  %56 = load i32, i32* %55, align 4, !tbaa !43
  %57 = zext i32 %56 to i64
  %58 = load i64, i64* %24, align 8, !tbaa !151
  %59 = icmp eq i64 %58, 0
  br i1 %59, label %79, label %60

60:                                               ; preds = %51
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1040) %10, i8* noundef nonnull align 8 dereferenceable(1040) %50, i64 1040, i1 false) #26, !tbaa.struct !425
  %61 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %57, i32 1
  %62 = load i64, i64* %61, align 8, !tbaa !151
  %63 = load i64, i64* %11, align 8, !tbaa !151
  %64 = add i64 %63, %62
  store i64 %64, i64* %11, align 8, !tbaa !151
  br label %65

65:                                               ; preds = %65, %60
  %66 = phi i64 [ 0, %60 ], [ %72, %65 ]
  %67 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %57, i32 0, i64 %66
  %68 = load i32, i32* %67, align 4, !tbaa !43
  %69 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %5, i64 0, i32 0, i64 %66
  %70 = load i32, i32* %69, align 4, !tbaa !43
  %71 = add i32 %70, %68
  store i32 %71, i32* %69, align 4, !tbaa !43
  %72 = add nuw nsw i64 %66, 1
  %73 = icmp eq i64 %72, 256
  br i1 %73, label %74, label %65, !llvm.loop !426

74:                                               ; preds = %65
  %75 = tail call double @BrotliPopulationCostLiteral(%struct.HistogramLiteral* noundef nonnull %5) #26
  %76 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %57, i32 2
  %77 = load double, double* %76, align 8, !tbaa !352
  %78 = fsub double %75, %77
  br label %79

79:                                               ; preds = %74, %51
  %80 = phi double [ %78, %74 ], [ 0.000000e+00, %51 ]
  %81 = fcmp olt double %80, %53
  br i1 %81, label %82, label %84

82:                                               ; preds = %79
  %83 = load i32, i32* %55, align 4, !tbaa !43
  br label %84

84:                                               ; preds = %82, %79
  %85 = phi i32 [ %83, %82 ], [ %54, %79 ]
  %86 = phi double [ %80, %82 ], [ %53, %79 ]
  %87 = add nuw i64 %52, 1
  %88 = icmp eq i64 %87, %3
  br i1 %88, label %89, label %51, !llvm.loop !433

89:                                               ; preds = %84, %47
  %90 = phi i32 [ %21, %47 ], [ %85, %84 ]
  %91 = getelementptr inbounds i32, i32* %6, i64 %16
  store i32 %90, i32* %91, align 4, !tbaa !43
  %92 = add nuw i64 %16, 1
  %93 = icmp eq i64 %92, %1
  br i1 %93, label %13, label %15, !llvm.loop !434

94:                                               ; preds = %95, %13
  br i1 %8, label %127, label %105

95:                                               ; preds = %95, %13
  %96 = phi i64 [ %103, %95 ], [ 0, %13 ]
  %97 = getelementptr inbounds i32, i32* %2, i64 %96
  %98 = load i32, i32* %97, align 4, !tbaa !43
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %99
  %101 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %99, i32 2
  %102 = bitcast %struct.HistogramLiteral* %100 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1032) %102, i8 0, i64 1032, i1 false) #26
  store double 0x7FF0000000000000, double* %101, align 8, !tbaa !352
  %103 = add nuw i64 %96, 1
  %104 = icmp eq i64 %103, %3
  br i1 %104, label %94, label %95, !llvm.loop !435

105:                                              ; preds = %124, %94
  %106 = phi i64 [ %125, %124 ], [ 0, %94 ]
  %107 = getelementptr inbounds i32, i32* %6, i64 %106
  %108 = load i32, i32* %107, align 4, !tbaa !43
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %106, i32 1
  %111 = load i64, i64* %110, align 8, !tbaa !151
  %112 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %109, i32 1
  %113 = load i64, i64* %112, align 8, !tbaa !151
  %114 = add i64 %113, %111
  store i64 %114, i64* %112, align 8, !tbaa !151
  br label %115

115:                                              ; preds = %115, %105
  %116 = phi i64 [ 0, %105 ], [ %122, %115 ]
  %117 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %106, i32 0, i64 %116
  %118 = load i32, i32* %117, align 4, !tbaa !43
  %119 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %109, i32 0, i64 %116
  %120 = load i32, i32* %119, align 4, !tbaa !43
  %121 = add i32 %120, %118
  store i32 %121, i32* %119, align 4, !tbaa !43
  %122 = add nuw nsw i64 %116, 1
  %123 = icmp eq i64 %122, 256
  br i1 %123, label %124, label %115, !llvm.loop !426

124:                                              ; preds = %115
  %125 = add nuw i64 %106, 1
  %126 = icmp eq i64 %125, %1
  br i1 %126, label %127, label %105, !llvm.loop !436

127:                                              ; preds = %124, %94
  ret void
}

; Function Attrs: nounwind
define hidden i64 @BrotliHistogramReindexLiteral(%struct.MemoryManager* noundef %0, %struct.HistogramLiteral* nocapture noundef %1, i32* nocapture noundef %2, i64 noundef %3) local_unnamed_addr #4 {
  %5 = icmp eq i64 %3, 0
  br i1 %5, label %60, label %6

6:                                                ; preds = %4
  %7 = shl i64 %3, 2
  %8 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %7) #26
  %9 = bitcast i8* %8 to i32*
  %10 = shl nuw i64 %3, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %8, i8 -1, i64 %10, i1 false), !tbaa !43
  br label %11

11:                                               ; preds = %22, %6
  %12 = phi i64 [ %24, %22 ], [ 0, %6 ]
  %13 = phi i32 [ %23, %22 ], [ 0, %6 ]
  %14 = getelementptr inbounds i32, i32* %2, i64 %12
  %15 = load i32, i32* %14, align 4, !tbaa !43
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds i32, i32* %9, i64 %16
  %18 = load i32, i32* %17, align 4, !tbaa !43
  %19 = icmp eq i32 %18, -1
  br i1 %19, label %20, label %22

20:                                               ; preds = %11
  store i32 %13, i32* %17, align 4, !tbaa !43
  %21 = add i32 %13, 1
  br label %22

22:                                               ; preds = %20, %11
  %23 = phi i32 [ %21, %20 ], [ %13, %11 ]
  %24 = add nuw i64 %12, 1
  %25 = icmp eq i64 %24, %3
  br i1 %25, label %26, label %11, !llvm.loop !437

26:                                               ; preds = %22
  %27 = icmp eq i32 %23, 0
  br i1 %27, label %33, label %28

28:                                               ; preds = %26
  %29 = zext i32 %23 to i64
  %30 = mul nuw nsw i64 %29, 1040
  %31 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %30) #26
  %32 = bitcast i8* %31 to %struct.HistogramLiteral*
  br label %33

33:                                               ; preds = %28, %26
  %34 = phi %struct.HistogramLiteral* [ %32, %28 ], [ null, %26 ]
  br i1 %5, label %60, label %35

35:                                               ; preds = %55, %33
  %36 = phi i64 [ %58, %55 ], [ 0, %33 ]
  %37 = phi i32 [ %57, %55 ], [ 0, %33 ]
  %38 = getelementptr inbounds i32, i32* %2, i64 %36
  %39 = load i32, i32* %38, align 4, !tbaa !43
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i32, i32* %9, i64 %40
  %42 = load i32, i32* %41, align 4, !tbaa !43
  %43 = icmp eq i32 %42, %37
  br i1 %43, label %44, label %55

44:                                               ; preds = %35
  %45 = zext i32 %37 to i64
  %46 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %34, i64 %45
  %47 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 %40
  %48 = bitcast %struct.HistogramLiteral* %46 to i8*
  %49 = bitcast %struct.HistogramLiteral* %47 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1040) %48, i8* noundef nonnull align 8 dereferenceable(1040) %49, i64 1040, i1 false), !tbaa.struct !425
  %50 = add i32 %37, 1
  %51 = load i32, i32* %38, align 4, !tbaa !43
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds i32, i32* %9, i64 %52
  %54 = load i32, i32* %53, align 4, !tbaa !43
  br label %55

55:                                               ; preds = %44, %35
  %56 = phi i32 [ %54, %44 ], [ %42, %35 ]
  %57 = phi i32 [ %50, %44 ], [ %37, %35 ]
  store i32 %56, i32* %38, align 4, !tbaa !43
  %58 = add nuw i64 %36, 1
  %59 = icmp eq i64 %58, %3
  br i1 %59, label %63, label %35, !llvm.loop !438

60:                                               ; preds = %33, %4
  %61 = phi %struct.HistogramLiteral* [ %34, %33 ], [ null, %4 ]
  %62 = phi i8* [ %8, %33 ], [ null, %4 ]
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %62) #26
  br label %74

63:                                               ; preds = %55
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %8) #26
  %64 = zext i32 %57 to i64
  %65 = icmp eq i32 %57, 0
  br i1 %65, label %74, label %66

66:                                               ; preds = %66, %63
  %67 = phi i64 [ %72, %66 ], [ 0, %63 ]
  %68 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 %67
  %69 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %34, i64 %67
  %70 = bitcast %struct.HistogramLiteral* %68 to i8*
  %71 = bitcast %struct.HistogramLiteral* %69 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1040) %70, i8* noundef nonnull align 8 dereferenceable(1040) %71, i64 1040, i1 false), !tbaa.struct !425
  %72 = add nuw nsw i64 %67, 1
  %73 = icmp eq i64 %72, %64
  br i1 %73, label %74, label %66, !llvm.loop !439

74:                                               ; preds = %66, %63, %60
  %75 = phi i64 [ 0, %63 ], [ 0, %60 ], [ %64, %66 ]
  %76 = phi %struct.HistogramLiteral* [ %34, %63 ], [ %61, %60 ], [ %34, %66 ]
  %77 = bitcast %struct.HistogramLiteral* %76 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %77) #26
  ret i64 %75
}

; Function Attrs: nounwind
define hidden void @BrotliClusterHistogramsLiteral(%struct.MemoryManager* noundef %0, %struct.HistogramLiteral* noundef %1, i64 noundef %2, i64 noundef %3, %struct.HistogramLiteral* nocapture noundef %4, i64* nocapture noundef writeonly %5, i32* nocapture noundef %6) local_unnamed_addr #4 {
  %8 = icmp eq i64 %2, 0
  br i1 %8, label %15, label %9

9:                                                ; preds = %7
  %10 = shl i64 %2, 2
  %11 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %10) #26
  %12 = bitcast i8* %11 to i32*
  %13 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %10) #26
  %14 = bitcast i8* %13 to i32*
  br label %15

15:                                               ; preds = %9, %7
  %16 = phi i32* [ %12, %9 ], [ null, %7 ]
  %17 = phi i32* [ %14, %9 ], [ null, %7 ]
  %18 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef 49176) #26
  %19 = bitcast i8* %18 to %struct.HistogramPair*
  %20 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef 1040) #26
  %21 = bitcast i8* %20 to %struct.HistogramLiteral*
  br i1 %8, label %66, label %23

22:                                               ; preds = %23
  br i1 %8, label %66, label %29

23:                                               ; preds = %23, %15
  %24 = phi i64 [ %26, %23 ], [ 0, %15 ]
  %25 = getelementptr inbounds i32, i32* %16, i64 %24
  store i32 1, i32* %25, align 4, !tbaa !43
  %26 = add nuw i64 %24, 1
  %27 = icmp eq i64 %26, %2
  br i1 %27, label %22, label %23, !llvm.loop !440

28:                                               ; preds = %29
  br i1 %8, label %66, label %41

29:                                               ; preds = %29, %22
  %30 = phi i64 [ %39, %29 ], [ 0, %22 ]
  %31 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %30
  %32 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 %30
  %33 = bitcast %struct.HistogramLiteral* %31 to i8*
  %34 = bitcast %struct.HistogramLiteral* %32 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1040) %33, i8* noundef nonnull align 8 dereferenceable(1040) %34, i64 1040, i1 false), !tbaa.struct !425
  %35 = tail call double @BrotliPopulationCostLiteral(%struct.HistogramLiteral* noundef %32) #26
  %36 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %30, i32 2
  store double %35, double* %36, align 8, !tbaa !352
  %37 = trunc i64 %30 to i32
  %38 = getelementptr inbounds i32, i32* %6, i64 %30
  store i32 %37, i32* %38, align 4, !tbaa !43
  %39 = add nuw i64 %30, 1
  %40 = icmp eq i64 %39, %2
  br i1 %40, label %28, label %29, !llvm.loop !441

41:                                               ; preds = %58, %28
  %42 = phi i64 [ %65, %58 ], [ %2, %28 ]
  %43 = phi i64 [ %62, %58 ], [ 0, %28 ]
  %44 = phi i64 [ %63, %58 ], [ 0, %28 ]
  %45 = call i64 @llvm.umin.i64(i64 %42, i64 64)
  %46 = sub i64 %2, %44
  %47 = icmp ult i64 %46, 64
  %48 = select i1 %47, i64 %46, i64 64
  %49 = icmp eq i64 %48, 0
  br i1 %49, label %58, label %50

50:                                               ; preds = %50, %41
  %51 = phi i64 [ %56, %50 ], [ 0, %41 ]
  %52 = add nuw nsw i64 %51, %44
  %53 = trunc i64 %52 to i32
  %54 = add i64 %51, %43
  %55 = getelementptr inbounds i32, i32* %17, i64 %54
  store i32 %53, i32* %55, align 4, !tbaa !43
  %56 = add nuw nsw i64 %51, 1
  %57 = icmp eq i64 %56, %45
  br i1 %57, label %58, label %50, !llvm.loop !442

58:                                               ; preds = %50, %41
  %59 = getelementptr inbounds i32, i32* %6, i64 %44
  %60 = getelementptr inbounds i32, i32* %17, i64 %43
  %61 = tail call i64 @BrotliHistogramCombineLiteral(%struct.HistogramLiteral* noundef %4, %struct.HistogramLiteral* noundef %21, i32* noundef %16, i32* noundef %59, i32* noundef %60, %struct.HistogramPair* noundef %19, i64 noundef %48, i64 noundef %48, i64 noundef %3, i64 noundef 2048)
  %62 = add i64 %61, %43
  %63 = add i64 %44, 64
  %64 = icmp ult i64 %63, %2
  %65 = add i64 %42, -64
  br i1 %64, label %41, label %66, !llvm.loop !443

66:                                               ; preds = %58, %28, %22, %15
  %67 = phi i64 [ 0, %28 ], [ 0, %22 ], [ 0, %15 ], [ %62, %58 ]
  %68 = shl i64 %67, 6
  %69 = lshr i64 %67, 1
  %70 = mul i64 %69, %67
  %71 = icmp ult i64 %68, %70
  %72 = select i1 %71, i64 %68, i64 %70
  %73 = icmp ugt i64 %72, 2047
  br i1 %73, label %74, label %82

74:                                               ; preds = %74, %66
  %75 = phi i64 [ %77, %74 ], [ 2048, %66 ]
  %76 = icmp ugt i64 %75, %72
  %77 = shl i64 %75, 1
  br i1 %76, label %78, label %74, !llvm.loop !444

78:                                               ; preds = %74
  %79 = mul i64 %75, 24
  %80 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %79) #26
  %81 = bitcast i8* %80 to %struct.HistogramPair*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(49152) %80, i8* noundef nonnull align 8 dereferenceable(49152) %18, i64 49152, i1 false)
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %18) #26
  br label %82

82:                                               ; preds = %78, %66
  %83 = phi %struct.HistogramPair* [ %81, %78 ], [ %19, %66 ]
  %84 = tail call i64 @BrotliHistogramCombineLiteral(%struct.HistogramLiteral* noundef %4, %struct.HistogramLiteral* noundef %21, i32* noundef %16, i32* noundef %6, i32* noundef %17, %struct.HistogramPair* noundef %83, i64 noundef %67, i64 noundef %2, i64 noundef %3, i64 noundef %72)
  %85 = bitcast %struct.HistogramPair* %83 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %85) #26
  %86 = bitcast i32* %16 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %86) #26
  tail call void @BrotliHistogramRemapLiteral(%struct.HistogramLiteral* noundef %1, i64 noundef %2, i32* noundef %17, i64 noundef %84, %struct.HistogramLiteral* noundef %4, %struct.HistogramLiteral* noundef %21, i32* noundef %6)
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %20) #26
  %87 = bitcast i32* %17 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %87) #26
  %88 = tail call i64 @BrotliHistogramReindexLiteral(%struct.MemoryManager* noundef %0, %struct.HistogramLiteral* noundef %4, i32* noundef %6, i64 noundef %2)
  store i64 %88, i64* %5, align 8, !tbaa !17
  ret void
}

; Function Attrs: nounwind
define hidden void @BrotliCompareAndPushToQueueCommand(%struct.HistogramCommand* nocapture noundef readonly %0, %struct.HistogramCommand* noundef %1, i32* nocapture noundef readonly %2, i32 noundef signext %3, i32 noundef signext %4, i64 noundef %5, %struct.HistogramPair* nocapture noundef %6, i64* nocapture noundef %7) local_unnamed_addr #4 {
  %9 = icmp eq i32 %3, %4
  br i1 %9, label %138, label %10

10:                                               ; preds = %8
  %11 = icmp ult i32 %4, %3
  %12 = select i1 %11, i32 %3, i32 %4
  %13 = select i1 %11, i32 %4, i32 %3
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds i32, i32* %2, i64 %14
  %16 = load i32, i32* %15, align 4, !tbaa !43
  %17 = zext i32 %16 to i64
  %18 = zext i32 %12 to i64
  %19 = getelementptr inbounds i32, i32* %2, i64 %18
  %20 = load i32, i32* %19, align 4, !tbaa !43
  %21 = zext i32 %20 to i64
  %22 = add nuw nsw i64 %21, %17
  %23 = uitofp i32 %16 to double
  %24 = icmp ult i32 %16, 256
  br i1 %24, label %25, label %28

25:                                               ; preds = %10
  %26 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %17
  %27 = load double, double* %26, align 8, !tbaa !155
  br label %30

28:                                               ; preds = %10
  %29 = tail call double @log2(double noundef %23) #26
  br label %30

30:                                               ; preds = %28, %25
  %31 = phi double [ %27, %25 ], [ %29, %28 ]
  %32 = uitofp i32 %20 to double
  %33 = icmp ult i32 %20, 256
  br i1 %33, label %34, label %37

34:                                               ; preds = %30
  %35 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %21
  %36 = load double, double* %35, align 8, !tbaa !155
  br label %39

37:                                               ; preds = %30
  %38 = tail call double @log2(double noundef %32) #26
  br label %39

39:                                               ; preds = %37, %34
  %40 = phi double [ %36, %34 ], [ %38, %37 ]
  %41 = uitofp i64 %22 to double
  %42 = icmp ult i64 %22, 256
  br i1 %42, label %43, label %46

43:                                               ; preds = %39
  %44 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %22
  %45 = load double, double* %44, align 8, !tbaa !155
  br label %48

46:                                               ; preds = %39
  %47 = tail call double @log2(double noundef %41) #26
  br label %48

48:                                               ; preds = %46, %43
  %49 = phi double [ %45, %43 ], [ %47, %46 ]
  %50 = fmul double %40, %32
  %51 = tail call double @llvm.fmuladd.f64(double %23, double %31, double %50) #26
  %52 = fneg double %41
  %53 = tail call double @llvm.fmuladd.f64(double %52, double %49, double %51) #26
  %54 = fmul double %53, 5.000000e-01
  %55 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %14
  %56 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %14, i32 2
  %57 = load double, double* %56, align 8, !tbaa !353
  %58 = fsub double %54, %57
  %59 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %18, i32 2
  %60 = load double, double* %59, align 8, !tbaa !353
  %61 = fsub double %58, %60
  %62 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %14, i32 1
  %63 = load i64, i64* %62, align 8, !tbaa !160
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %98, label %65

65:                                               ; preds = %48
  %66 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %18, i32 1
  %67 = load i64, i64* %66, align 8, !tbaa !160
  %68 = icmp eq i64 %67, 0
  br i1 %68, label %98, label %69

69:                                               ; preds = %65
  %70 = load i64, i64* %7, align 8, !tbaa !17
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %77, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 3
  %74 = load double, double* %73, align 8, !tbaa !423
  %75 = fcmp olt double %74, 0.000000e+00
  %76 = select i1 %75, double 0.000000e+00, double %74
  br label %77

77:                                               ; preds = %72, %69
  %78 = phi double [ %76, %72 ], [ 0x547D42AEA2879F2E, %69 ]
  %79 = bitcast %struct.HistogramCommand* %1 to i8*
  %80 = bitcast %struct.HistogramCommand* %55 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2832) %79, i8* noundef nonnull align 8 dereferenceable(2832) %80, i64 2832, i1 false), !tbaa.struct !445
  %81 = load i64, i64* %66, align 8, !tbaa !160
  %82 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 1
  %83 = load i64, i64* %82, align 8, !tbaa !160
  %84 = add i64 %83, %81
  store i64 %84, i64* %82, align 8, !tbaa !160
  br label %85

85:                                               ; preds = %85, %77
  %86 = phi i64 [ 0, %77 ], [ %92, %85 ]
  %87 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %18, i32 0, i64 %86
  %88 = load i32, i32* %87, align 4, !tbaa !43
  %89 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 0, i64 %86
  %90 = load i32, i32* %89, align 4, !tbaa !43
  %91 = add i32 %90, %88
  store i32 %91, i32* %89, align 4, !tbaa !43
  %92 = add nuw nsw i64 %86, 1
  %93 = icmp eq i64 %92, 704
  br i1 %93, label %94, label %85, !llvm.loop !446

94:                                               ; preds = %85
  %95 = tail call double @BrotliPopulationCostCommand(%struct.HistogramCommand* noundef nonnull %1) #26
  %96 = fsub double %78, %61
  %97 = fcmp olt double %95, %96
  br i1 %97, label %98, label %138

98:                                               ; preds = %94, %65, %48
  %99 = phi double [ %57, %65 ], [ %60, %48 ], [ %95, %94 ]
  %100 = fadd double %61, %99
  %101 = load i64, i64* %7, align 8, !tbaa !17
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %129, label %103

103:                                              ; preds = %98
  %104 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 3
  %105 = load double, double* %104, align 8, !tbaa !423
  %106 = fcmp une double %105, %100
  br i1 %106, label %107, label %109

107:                                              ; preds = %103
  %108 = fcmp ogt double %105, %100
  br i1 %108, label %117, label %129

109:                                              ; preds = %103
  %110 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 1
  %111 = load i32, i32* %110, align 4, !tbaa !427
  %112 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 0
  %113 = load i32, i32* %112, align 8, !tbaa !428
  %114 = sub i32 %111, %113
  %115 = sub i32 %12, %13
  %116 = icmp ugt i32 %114, %115
  br i1 %116, label %117, label %129

117:                                              ; preds = %109, %107
  %118 = icmp ult i64 %101, %5
  br i1 %118, label %119, label %125

119:                                              ; preds = %117
  %120 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %101
  %121 = bitcast %struct.HistogramPair* %120 to i8*
  %122 = bitcast %struct.HistogramPair* %6 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %121, i8* noundef nonnull align 8 dereferenceable(24) %122, i64 24, i1 false), !tbaa.struct !429
  %123 = load i64, i64* %7, align 8, !tbaa !17
  %124 = add i64 %123, 1
  store i64 %124, i64* %7, align 8, !tbaa !17
  br label %125

125:                                              ; preds = %119, %117
  %126 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 0
  store i32 %13, i32* %126, align 8, !tbaa.struct !429
  %127 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 1
  store i32 %12, i32* %127, align 4, !tbaa.struct !430
  %128 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 2
  store double %99, double* %128, align 8, !tbaa.struct !431
  store double %100, double* %104, align 8, !tbaa.struct !432
  br label %138

129:                                              ; preds = %109, %107, %98
  %130 = icmp ult i64 %101, %5
  br i1 %130, label %131, label %138

131:                                              ; preds = %129
  %132 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %101, i32 0
  store i32 %13, i32* %132, align 8, !tbaa.struct !429
  %133 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %101, i32 1
  store i32 %12, i32* %133, align 4, !tbaa.struct !430
  %134 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %101, i32 2
  store double %99, double* %134, align 8, !tbaa.struct !431
  %135 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %101, i32 3
  store double %100, double* %135, align 8, !tbaa.struct !432
  %136 = load i64, i64* %7, align 8, !tbaa !17
  %137 = add i64 %136, 1
  store i64 %137, i64* %7, align 8, !tbaa !17
  br label %138

138:                                              ; preds = %131, %129, %125, %94, %8
  ret void
}

; Function Attrs: nounwind
define hidden i64 @BrotliHistogramCombineCommand(%struct.HistogramCommand* nocapture noundef %0, %struct.HistogramCommand* noundef %1, i32* nocapture noundef %2, i32* nocapture noundef %3, i32* nocapture noundef %4, %struct.HistogramPair* nocapture noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) local_unnamed_addr #4 {
  %11 = alloca i64, align 8
  %12 = alloca %struct.HistogramPair, align 8
  %13 = bitcast i64* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #26
  store i64 0, i64* %11, align 8, !tbaa !17
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %160, label %27

15:                                               ; preds = %33, %27
  %16 = icmp eq i64 %29, %6
  br i1 %16, label %17, label %27, !llvm.loop !447

17:                                               ; preds = %15
  %18 = icmp ugt i64 %6, 1
  br i1 %18, label %19, label %160

19:                                               ; preds = %17
  %20 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 3
  %21 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 0
  %22 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 1
  %23 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 2
  %24 = icmp eq i64 %7, 0
  %25 = bitcast %struct.HistogramPair* %12 to i8*
  %26 = bitcast %struct.HistogramPair* %5 to i8*
  br label %40

27:                                               ; preds = %15, %10
  %28 = phi i64 [ %29, %15 ], [ 0, %10 ]
  %29 = add nuw i64 %28, 1
  %30 = icmp ult i64 %29, %6
  br i1 %30, label %31, label %15

31:                                               ; preds = %27
  %32 = getelementptr inbounds i32, i32* %4, i64 %28
  br label %33

33:                                               ; preds = %33, %31
  %34 = phi i64 [ %29, %31 ], [ %38, %33 ]
  %35 = load i32, i32* %32, align 4, !tbaa !43
  %36 = getelementptr inbounds i32, i32* %4, i64 %34
  %37 = load i32, i32* %36, align 4, !tbaa !43
  call void @BrotliCompareAndPushToQueueCommand(%struct.HistogramCommand* noundef %0, %struct.HistogramCommand* noundef %1, i32* noundef %2, i32 noundef signext %35, i32 noundef signext %37, i64 noundef %9, %struct.HistogramPair* noundef %5, i64* noundef nonnull %11)
  %38 = add i64 %34, 1
  %39 = icmp eq i64 %38, %6
  br i1 %39, label %15, label %33, !llvm.loop !448

40:                                               ; preds = %155, %19
  %41 = phi i64 [ %6, %19 ], [ %158, %155 ]
  %42 = phi double [ 0.000000e+00, %19 ], [ %157, %155 ]
  %43 = phi i64 [ 1, %19 ], [ %156, %155 ]
  %44 = load double, double* %20, align 8, !tbaa !423
  %45 = fcmp ult double %44, %42
  br i1 %45, label %46, label %155, !llvm.loop !449

46:                                               ; preds = %40
  %47 = load i32, i32* %21, align 8, !tbaa !428
  %48 = load i32, i32* %22, align 4, !tbaa !427
  %49 = zext i32 %47 to i64
  %50 = zext i32 %48 to i64
  %51 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %50, i32 1
  %52 = load i64, i64* %51, align 8, !tbaa !160
  %53 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %49, i32 1
  %54 = load i64, i64* %53, align 8, !tbaa !160
  %55 = add i64 %54, %52
  store i64 %55, i64* %53, align 8, !tbaa !160
  br label %56

56:                                               ; preds = %56, %46
  %57 = phi i64 [ 0, %46 ], [ %63, %56 ]
  %58 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %50, i32 0, i64 %57
  %59 = load i32, i32* %58, align 4, !tbaa !43
  %60 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %49, i32 0, i64 %57
  %61 = load i32, i32* %60, align 4, !tbaa !43
  %62 = add i32 %61, %59
  store i32 %62, i32* %60, align 4, !tbaa !43
  %63 = add nuw nsw i64 %57, 1
  %64 = icmp eq i64 %63, 704
  br i1 %64, label %65, label %56, !llvm.loop !446

65:                                               ; preds = %56
  %66 = load double, double* %23, align 8, !tbaa !450
  %67 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %49, i32 2
  store double %66, double* %67, align 8, !tbaa !353
  %68 = getelementptr inbounds i32, i32* %2, i64 %50
  %69 = load i32, i32* %68, align 4, !tbaa !43
  %70 = getelementptr inbounds i32, i32* %2, i64 %49
  %71 = load i32, i32* %70, align 4, !tbaa !43
  %72 = add i32 %71, %69
  store i32 %72, i32* %70, align 4, !tbaa !43
  br i1 %24, label %73, label %75

73:                                               ; preds = %81, %65
  %74 = call i64 @llvm.umax.i64(i64 %41, i64 1)
  br label %84

75:                                               ; preds = %81, %65
  %76 = phi i64 [ %82, %81 ], [ 0, %65 ]
  %77 = getelementptr inbounds i32, i32* %3, i64 %76
  %78 = load i32, i32* %77, align 4, !tbaa !43
  %79 = icmp eq i32 %78, %48
  br i1 %79, label %80, label %81

80:                                               ; preds = %75
  store i32 %47, i32* %77, align 4, !tbaa !43
  br label %81

81:                                               ; preds = %80, %75
  %82 = add nuw i64 %76, 1
  %83 = icmp eq i64 %82, %7
  br i1 %83, label %73, label %75, !llvm.loop !451

84:                                               ; preds = %97, %73
  %85 = phi i64 [ 0, %73 ], [ %98, %97 ]
  %86 = getelementptr inbounds i32, i32* %4, i64 %85
  %87 = load i32, i32* %86, align 4, !tbaa !43
  %88 = icmp eq i32 %87, %48
  br i1 %88, label %89, label %97

89:                                               ; preds = %84
  %90 = bitcast i32* %86 to i8*
  %91 = add nuw i64 %85, 1
  %92 = getelementptr inbounds i32, i32* %4, i64 %91
  %93 = bitcast i32* %92 to i8*
  %94 = xor i64 %85, -1
  %95 = add i64 %41, %94
  %96 = shl i64 %95, 2
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 4 %90, i8* align 4 %93, i64 %96, i1 false)
  br label %100

97:                                               ; preds = %84
  %98 = add nuw i64 %85, 1
  %99 = icmp eq i64 %98, %74
  br i1 %99, label %100, label %84, !llvm.loop !452

100:                                              ; preds = %97, %89
  %101 = add i64 %41, -1
  %102 = load i64, i64* %11, align 8, !tbaa !17
  %103 = icmp eq i64 %102, 0
  br i1 %103, label %146, label %104

104:                                              ; preds = %142, %100
  %105 = phi i64 [ %143, %142 ], [ 0, %100 ]
  %106 = phi i64 [ %144, %142 ], [ 0, %100 ]
  %107 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %106
  %108 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %107, i64 0, i32 0
  %109 = load i32, i32* %108, align 8, !tbaa !428
  %110 = icmp eq i32 %109, %47
  br i1 %110, label %142, label %111

111:                                              ; preds = %104
  %112 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %106, i32 1
  %113 = load i32, i32* %112, align 4, !tbaa !427
  %114 = icmp eq i32 %113, %47
  %115 = icmp eq i32 %109, %48
  %116 = select i1 %114, i1 true, i1 %115
  %117 = icmp eq i32 %113, %48
  %118 = select i1 %116, i1 true, i1 %117
  br i1 %118, label %142, label %119

119:                                              ; preds = %111
  %120 = load double, double* %20, align 8, !tbaa !423
  %121 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %106, i32 3
  %122 = load double, double* %121, align 8, !tbaa !423
  %123 = fcmp une double %120, %122
  br i1 %123, label %124, label %126

124:                                              ; preds = %119
  %125 = fcmp ogt double %120, %122
  br i1 %125, label %132, label %136

126:                                              ; preds = %119
  %127 = load i32, i32* %22, align 4, !tbaa !427
  %128 = load i32, i32* %21, align 8, !tbaa !428
  %129 = sub i32 %127, %128
  %130 = sub i32 %113, %109
  %131 = icmp ugt i32 %129, %130
  br i1 %131, label %132, label %136

132:                                              ; preds = %126, %124
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %25)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %25, i8* noundef nonnull align 8 dereferenceable(24) %26, i64 24, i1 false), !tbaa.struct !429
  %133 = bitcast %struct.HistogramPair* %107 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %26, i8* noundef nonnull align 8 dereferenceable(24) %133, i64 24, i1 false), !tbaa.struct !429
  %134 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %105
  %135 = bitcast %struct.HistogramPair* %134 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %135, i8* noundef nonnull align 8 dereferenceable(24) %25, i64 24, i1 false), !tbaa.struct !429
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %25)
  br label %140

136:                                              ; preds = %126, %124
  %137 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %105
  %138 = bitcast %struct.HistogramPair* %137 to i8*
  %139 = bitcast %struct.HistogramPair* %107 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %138, i8* noundef nonnull align 8 dereferenceable(24) %139, i64 24, i1 false), !tbaa.struct !429
  br label %140

140:                                              ; preds = %136, %132
  %141 = add i64 %105, 1
  br label %142

142:                                              ; preds = %140, %111, %104
  %143 = phi i64 [ %141, %140 ], [ %105, %111 ], [ %105, %104 ]
  %144 = add nuw i64 %106, 1
  %145 = icmp eq i64 %144, %102
  br i1 %145, label %146, label %104, !llvm.loop !453

146:                                              ; preds = %142, %100
  %147 = phi i64 [ 0, %100 ], [ %143, %142 ]
  store i64 %147, i64* %11, align 8, !tbaa !17
  %148 = icmp eq i64 %101, 0
  br i1 %148, label %160, label %149

149:                                              ; preds = %149, %146
  %150 = phi i64 [ %153, %149 ], [ 0, %146 ]
  %151 = getelementptr inbounds i32, i32* %4, i64 %150
  %152 = load i32, i32* %151, align 4, !tbaa !43
  call void @BrotliCompareAndPushToQueueCommand(%struct.HistogramCommand* noundef %0, %struct.HistogramCommand* noundef %1, i32* noundef %2, i32 noundef signext %47, i32 noundef signext %152, i64 noundef %9, %struct.HistogramPair* noundef %5, i64* noundef nonnull %11)
  %153 = add nuw i64 %150, 1
  %154 = icmp eq i64 %153, %101
  br i1 %154, label %155, label %149, !llvm.loop !454

155:                                              ; preds = %149, %40
  %156 = phi i64 [ %8, %40 ], [ %43, %149 ]
  %157 = phi double [ 0x547D42AEA2879F2E, %40 ], [ %42, %149 ]
  %158 = phi i64 [ %41, %40 ], [ %101, %149 ]
  %159 = icmp ugt i64 %158, %156
  br i1 %159, label %40, label %160

160:                                              ; preds = %155, %146, %17, %10
  %161 = phi i64 [ %6, %17 ], [ 0, %10 ], [ 0, %146 ], [ %158, %155 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #26
  ret i64 %161
}

; Function Attrs: nounwind
define hidden void @BrotliHistogramRemapCommand(%struct.HistogramCommand* nocapture noundef readonly %0, i64 noundef %1, i32* nocapture noundef readonly %2, i64 noundef %3, %struct.HistogramCommand* nocapture noundef %4, %struct.HistogramCommand* noundef %5, i32* nocapture noundef %6) local_unnamed_addr #4 {
  %8 = icmp eq i64 %1, 0
  br i1 %8, label %13, label %9

9:                                                ; preds = %7
  %10 = bitcast %struct.HistogramCommand* %5 to i8*
  %11 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %5, i64 0, i32 1
  %12 = icmp eq i64 %3, 0
  br label %15

13:                                               ; preds = %89, %7
  %14 = icmp eq i64 %3, 0
  br i1 %14, label %94, label %95

15:                                               ; preds = %89, %9
  %16 = phi i64 [ 0, %9 ], [ %92, %89 ]
  %17 = icmp eq i64 %16, 0
  %18 = add i64 %16, -1
  %19 = select i1 %17, i64 0, i64 %18
  %20 = getelementptr i32, i32* %6, i64 %19
  %21 = load i32, i32* %20, align 4, !tbaa !43
  %22 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %16
  %23 = zext i32 %21 to i64
  %24 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %16, i32 1
  %25 = load i64, i64* %24, align 8, !tbaa !160
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %47, label %27

27:                                               ; preds = %15
  %28 = bitcast %struct.HistogramCommand* %22 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2832) %10, i8* noundef nonnull align 8 dereferenceable(2832) %28, i64 2832, i1 false) #26, !tbaa.struct !445
  %29 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %23, i32 1
  %30 = load i64, i64* %29, align 8, !tbaa !160
  %31 = load i64, i64* %11, align 8, !tbaa !160
  %32 = add i64 %31, %30
  store i64 %32, i64* %11, align 8, !tbaa !160
  br label %33

33:                                               ; preds = %33, %27
  %34 = phi i64 [ 0, %27 ], [ %40, %33 ]
  %35 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %23, i32 0, i64 %34
  %36 = load i32, i32* %35, align 4, !tbaa !43
  %37 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %5, i64 0, i32 0, i64 %34
  %38 = load i32, i32* %37, align 4, !tbaa !43
  %39 = add i32 %38, %36
  store i32 %39, i32* %37, align 4, !tbaa !43
  %40 = add nuw nsw i64 %34, 1
  %41 = icmp eq i64 %40, 704
  br i1 %41, label %42, label %33, !llvm.loop !446

42:                                               ; preds = %33
  %43 = tail call double @BrotliPopulationCostCommand(%struct.HistogramCommand* noundef nonnull %5) #26
  %44 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %23, i32 2
  %45 = load double, double* %44, align 8, !tbaa !353
  %46 = fsub double %43, %45
  br label %47

47:                                               ; preds = %42, %15
  %48 = phi double [ %46, %42 ], [ 0.000000e+00, %15 ]
  br i1 %12, label %89, label %49

49:                                               ; preds = %47
  %50 = bitcast %struct.HistogramCommand* %22 to i8*
  br label %51

51:                                               ; preds = %84, %49
  %52 = phi i64 [ 0, %49 ], [ %87, %84 ]
  %53 = phi double [ %48, %49 ], [ %86, %84 ]
  %54 = phi i32 [ %21, %49 ], [ %85, %84 ]
  %55 = getelementptr inbounds i32, i32* %2, i64 %52
  %56 = load i32, i32* %55, align 4, !tbaa !43
  %57 = zext i32 %56 to i64
  %58 = load i64, i64* %24, align 8, !tbaa !160
  %59 = icmp eq i64 %58, 0
  br i1 %59, label %79, label %60

60:                                               ; preds = %51
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2832) %10, i8* noundef nonnull align 8 dereferenceable(2832) %50, i64 2832, i1 false) #26, !tbaa.struct !445
  %61 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %57, i32 1
  %62 = load i64, i64* %61, align 8, !tbaa !160
  %63 = load i64, i64* %11, align 8, !tbaa !160
  %64 = add i64 %63, %62
  store i64 %64, i64* %11, align 8, !tbaa !160
  br label %65

65:                                               ; preds = %65, %60
  %66 = phi i64 [ 0, %60 ], [ %72, %65 ]
  %67 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %57, i32 0, i64 %66
  %68 = load i32, i32* %67, align 4, !tbaa !43
  %69 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %5, i64 0, i32 0, i64 %66
  %70 = load i32, i32* %69, align 4, !tbaa !43
  %71 = add i32 %70, %68
  store i32 %71, i32* %69, align 4, !tbaa !43
  %72 = add nuw nsw i64 %66, 1
  %73 = icmp eq i64 %72, 704
  br i1 %73, label %74, label %65, !llvm.loop !446

74:                                               ; preds = %65
  %75 = tail call double @BrotliPopulationCostCommand(%struct.HistogramCommand* noundef nonnull %5) #26
  %76 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %57, i32 2
  %77 = load double, double* %76, align 8, !tbaa !353
  %78 = fsub double %75, %77
  br label %79

79:                                               ; preds = %74, %51
  %80 = phi double [ %78, %74 ], [ 0.000000e+00, %51 ]
  %81 = fcmp olt double %80, %53
  br i1 %81, label %82, label %84

82:                                               ; preds = %79
  %83 = load i32, i32* %55, align 4, !tbaa !43
  br label %84

84:                                               ; preds = %82, %79
  %85 = phi i32 [ %83, %82 ], [ %54, %79 ]
  %86 = phi double [ %80, %82 ], [ %53, %79 ]
  %87 = add nuw i64 %52, 1
  %88 = icmp eq i64 %87, %3
  br i1 %88, label %89, label %51, !llvm.loop !455

89:                                               ; preds = %84, %47
  %90 = phi i32 [ %21, %47 ], [ %85, %84 ]
  %91 = getelementptr inbounds i32, i32* %6, i64 %16
  store i32 %90, i32* %91, align 4, !tbaa !43
  %92 = add nuw i64 %16, 1
  %93 = icmp eq i64 %92, %1
  br i1 %93, label %13, label %15, !llvm.loop !456

94:                                               ; preds = %95, %13
  br i1 %8, label %127, label %105

95:                                               ; preds = %95, %13
  %96 = phi i64 [ %103, %95 ], [ 0, %13 ]
  %97 = getelementptr inbounds i32, i32* %2, i64 %96
  %98 = load i32, i32* %97, align 4, !tbaa !43
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %99
  %101 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %99, i32 2
  %102 = bitcast %struct.HistogramCommand* %100 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2824) %102, i8 0, i64 2824, i1 false) #26
  store double 0x7FF0000000000000, double* %101, align 8, !tbaa !353
  %103 = add nuw i64 %96, 1
  %104 = icmp eq i64 %103, %3
  br i1 %104, label %94, label %95, !llvm.loop !457

105:                                              ; preds = %124, %94
  %106 = phi i64 [ %125, %124 ], [ 0, %94 ]
  %107 = getelementptr inbounds i32, i32* %6, i64 %106
  %108 = load i32, i32* %107, align 4, !tbaa !43
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %106, i32 1
  %111 = load i64, i64* %110, align 8, !tbaa !160
  %112 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %109, i32 1
  %113 = load i64, i64* %112, align 8, !tbaa !160
  %114 = add i64 %113, %111
  store i64 %114, i64* %112, align 8, !tbaa !160
  br label %115

115:                                              ; preds = %115, %105
  %116 = phi i64 [ 0, %105 ], [ %122, %115 ]
  %117 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %106, i32 0, i64 %116
  %118 = load i32, i32* %117, align 4, !tbaa !43
  %119 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %109, i32 0, i64 %116
  %120 = load i32, i32* %119, align 4, !tbaa !43
  %121 = add i32 %120, %118
  store i32 %121, i32* %119, align 4, !tbaa !43
  %122 = add nuw nsw i64 %116, 1
  %123 = icmp eq i64 %122, 704
  br i1 %123, label %124, label %115, !llvm.loop !446

124:                                              ; preds = %115
  %125 = add nuw i64 %106, 1
  %126 = icmp eq i64 %125, %1
  br i1 %126, label %127, label %105, !llvm.loop !458

127:                                              ; preds = %124, %94
  ret void
}

; Function Attrs: nounwind
define hidden i64 @BrotliHistogramReindexCommand(%struct.MemoryManager* noundef %0, %struct.HistogramCommand* nocapture noundef %1, i32* nocapture noundef %2, i64 noundef %3) local_unnamed_addr #4 {
  %5 = icmp eq i64 %3, 0
  br i1 %5, label %60, label %6

6:                                                ; preds = %4
  %7 = shl i64 %3, 2
  %8 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %7) #26
  %9 = bitcast i8* %8 to i32*
  %10 = shl nuw i64 %3, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %8, i8 -1, i64 %10, i1 false), !tbaa !43
  br label %11

11:                                               ; preds = %22, %6
  %12 = phi i64 [ %24, %22 ], [ 0, %6 ]
  %13 = phi i32 [ %23, %22 ], [ 0, %6 ]
  %14 = getelementptr inbounds i32, i32* %2, i64 %12
  %15 = load i32, i32* %14, align 4, !tbaa !43
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds i32, i32* %9, i64 %16
  %18 = load i32, i32* %17, align 4, !tbaa !43
  %19 = icmp eq i32 %18, -1
  br i1 %19, label %20, label %22

20:                                               ; preds = %11
  store i32 %13, i32* %17, align 4, !tbaa !43
  %21 = add i32 %13, 1
  br label %22

22:                                               ; preds = %20, %11
  %23 = phi i32 [ %21, %20 ], [ %13, %11 ]
  %24 = add nuw i64 %12, 1
  %25 = icmp eq i64 %24, %3
  br i1 %25, label %26, label %11, !llvm.loop !459

26:                                               ; preds = %22
  %27 = icmp eq i32 %23, 0
  br i1 %27, label %33, label %28

28:                                               ; preds = %26
  %29 = zext i32 %23 to i64
  %30 = mul nuw nsw i64 %29, 2832
  %31 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %30) #26
  %32 = bitcast i8* %31 to %struct.HistogramCommand*
  br label %33

33:                                               ; preds = %28, %26
  %34 = phi %struct.HistogramCommand* [ %32, %28 ], [ null, %26 ]
  br i1 %5, label %60, label %35

35:                                               ; preds = %55, %33
  %36 = phi i64 [ %58, %55 ], [ 0, %33 ]
  %37 = phi i32 [ %57, %55 ], [ 0, %33 ]
  %38 = getelementptr inbounds i32, i32* %2, i64 %36
  %39 = load i32, i32* %38, align 4, !tbaa !43
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i32, i32* %9, i64 %40
  %42 = load i32, i32* %41, align 4, !tbaa !43
  %43 = icmp eq i32 %42, %37
  br i1 %43, label %44, label %55

44:                                               ; preds = %35
  %45 = zext i32 %37 to i64
  %46 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %34, i64 %45
  %47 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 %40
  %48 = bitcast %struct.HistogramCommand* %46 to i8*
  %49 = bitcast %struct.HistogramCommand* %47 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2832) %48, i8* noundef nonnull align 8 dereferenceable(2832) %49, i64 2832, i1 false), !tbaa.struct !445
  %50 = add i32 %37, 1
  %51 = load i32, i32* %38, align 4, !tbaa !43
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds i32, i32* %9, i64 %52
  %54 = load i32, i32* %53, align 4, !tbaa !43
  br label %55

55:                                               ; preds = %44, %35
  %56 = phi i32 [ %54, %44 ], [ %42, %35 ]
  %57 = phi i32 [ %50, %44 ], [ %37, %35 ]
  store i32 %56, i32* %38, align 4, !tbaa !43
  %58 = add nuw i64 %36, 1
  %59 = icmp eq i64 %58, %3
  br i1 %59, label %63, label %35, !llvm.loop !460

60:                                               ; preds = %33, %4
  %61 = phi %struct.HistogramCommand* [ %34, %33 ], [ null, %4 ]
  %62 = phi i8* [ %8, %33 ], [ null, %4 ]
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %62) #26
  br label %74

63:                                               ; preds = %55
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %8) #26
  %64 = zext i32 %57 to i64
  %65 = icmp eq i32 %57, 0
  br i1 %65, label %74, label %66

66:                                               ; preds = %66, %63
  %67 = phi i64 [ %72, %66 ], [ 0, %63 ]
  %68 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 %67
  %69 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %34, i64 %67
  %70 = bitcast %struct.HistogramCommand* %68 to i8*
  %71 = bitcast %struct.HistogramCommand* %69 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2832) %70, i8* noundef nonnull align 8 dereferenceable(2832) %71, i64 2832, i1 false), !tbaa.struct !445
  %72 = add nuw nsw i64 %67, 1
  %73 = icmp eq i64 %72, %64
  br i1 %73, label %74, label %66, !llvm.loop !461

74:                                               ; preds = %66, %63, %60
  %75 = phi i64 [ 0, %63 ], [ 0, %60 ], [ %64, %66 ]
  %76 = phi %struct.HistogramCommand* [ %34, %63 ], [ %61, %60 ], [ %34, %66 ]
  %77 = bitcast %struct.HistogramCommand* %76 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %77) #26
  ret i64 %75
}

; Function Attrs: nounwind
define hidden void @BrotliClusterHistogramsCommand(%struct.MemoryManager* noundef %0, %struct.HistogramCommand* noundef %1, i64 noundef %2, i64 noundef %3, %struct.HistogramCommand* nocapture noundef %4, i64* nocapture noundef writeonly %5, i32* nocapture noundef %6) local_unnamed_addr #4 {
  %8 = icmp eq i64 %2, 0
  br i1 %8, label %15, label %9

9:                                                ; preds = %7
  %10 = shl i64 %2, 2
  %11 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %10) #26
  %12 = bitcast i8* %11 to i32*
  %13 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %10) #26
  %14 = bitcast i8* %13 to i32*
  br label %15

15:                                               ; preds = %9, %7
  %16 = phi i32* [ %12, %9 ], [ null, %7 ]
  %17 = phi i32* [ %14, %9 ], [ null, %7 ]
  %18 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef 49176) #26
  %19 = bitcast i8* %18 to %struct.HistogramPair*
  %20 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef 2832) #26
  %21 = bitcast i8* %20 to %struct.HistogramCommand*
  br i1 %8, label %66, label %23

22:                                               ; preds = %23
  br i1 %8, label %66, label %29

23:                                               ; preds = %23, %15
  %24 = phi i64 [ %26, %23 ], [ 0, %15 ]
  %25 = getelementptr inbounds i32, i32* %16, i64 %24
  store i32 1, i32* %25, align 4, !tbaa !43
  %26 = add nuw i64 %24, 1
  %27 = icmp eq i64 %26, %2
  br i1 %27, label %22, label %23, !llvm.loop !462

28:                                               ; preds = %29
  br i1 %8, label %66, label %41

29:                                               ; preds = %29, %22
  %30 = phi i64 [ %39, %29 ], [ 0, %22 ]
  %31 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %30
  %32 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 %30
  %33 = bitcast %struct.HistogramCommand* %31 to i8*
  %34 = bitcast %struct.HistogramCommand* %32 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2832) %33, i8* noundef nonnull align 8 dereferenceable(2832) %34, i64 2832, i1 false), !tbaa.struct !445
  %35 = tail call double @BrotliPopulationCostCommand(%struct.HistogramCommand* noundef %32) #26
  %36 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %30, i32 2
  store double %35, double* %36, align 8, !tbaa !353
  %37 = trunc i64 %30 to i32
  %38 = getelementptr inbounds i32, i32* %6, i64 %30
  store i32 %37, i32* %38, align 4, !tbaa !43
  %39 = add nuw i64 %30, 1
  %40 = icmp eq i64 %39, %2
  br i1 %40, label %28, label %29, !llvm.loop !463

41:                                               ; preds = %58, %28
  %42 = phi i64 [ %65, %58 ], [ %2, %28 ]
  %43 = phi i64 [ %62, %58 ], [ 0, %28 ]
  %44 = phi i64 [ %63, %58 ], [ 0, %28 ]
  %45 = call i64 @llvm.umin.i64(i64 %42, i64 64)
  %46 = sub i64 %2, %44
  %47 = icmp ult i64 %46, 64
  %48 = select i1 %47, i64 %46, i64 64
  %49 = icmp eq i64 %48, 0
  br i1 %49, label %58, label %50

50:                                               ; preds = %50, %41
  %51 = phi i64 [ %56, %50 ], [ 0, %41 ]
  %52 = add nuw nsw i64 %51, %44
  %53 = trunc i64 %52 to i32
  %54 = add i64 %51, %43
  %55 = getelementptr inbounds i32, i32* %17, i64 %54
  store i32 %53, i32* %55, align 4, !tbaa !43
  %56 = add nuw nsw i64 %51, 1
  %57 = icmp eq i64 %56, %45
  br i1 %57, label %58, label %50, !llvm.loop !464

58:                                               ; preds = %50, %41
  %59 = getelementptr inbounds i32, i32* %6, i64 %44
  %60 = getelementptr inbounds i32, i32* %17, i64 %43
  %61 = tail call i64 @BrotliHistogramCombineCommand(%struct.HistogramCommand* noundef %4, %struct.HistogramCommand* noundef %21, i32* noundef %16, i32* noundef %59, i32* noundef %60, %struct.HistogramPair* noundef %19, i64 noundef %48, i64 noundef %48, i64 noundef %3, i64 noundef 2048)
  %62 = add i64 %61, %43
  %63 = add i64 %44, 64
  %64 = icmp ult i64 %63, %2
  %65 = add i64 %42, -64
  br i1 %64, label %41, label %66, !llvm.loop !465

66:                                               ; preds = %58, %28, %22, %15
  %67 = phi i64 [ 0, %28 ], [ 0, %22 ], [ 0, %15 ], [ %62, %58 ]
  %68 = shl i64 %67, 6
  %69 = lshr i64 %67, 1
  %70 = mul i64 %69, %67
  %71 = icmp ult i64 %68, %70
  %72 = select i1 %71, i64 %68, i64 %70
  %73 = icmp ugt i64 %72, 2047
  br i1 %73, label %74, label %82

74:                                               ; preds = %74, %66
  %75 = phi i64 [ %77, %74 ], [ 2048, %66 ]
  %76 = icmp ugt i64 %75, %72
  %77 = shl i64 %75, 1
  br i1 %76, label %78, label %74, !llvm.loop !466

78:                                               ; preds = %74
  %79 = mul i64 %75, 24
  %80 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %79) #26
  %81 = bitcast i8* %80 to %struct.HistogramPair*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(49152) %80, i8* noundef nonnull align 8 dereferenceable(49152) %18, i64 49152, i1 false)
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %18) #26
  br label %82

82:                                               ; preds = %78, %66
  %83 = phi %struct.HistogramPair* [ %81, %78 ], [ %19, %66 ]
  %84 = tail call i64 @BrotliHistogramCombineCommand(%struct.HistogramCommand* noundef %4, %struct.HistogramCommand* noundef %21, i32* noundef %16, i32* noundef %6, i32* noundef %17, %struct.HistogramPair* noundef %83, i64 noundef %67, i64 noundef %2, i64 noundef %3, i64 noundef %72)
  %85 = bitcast %struct.HistogramPair* %83 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %85) #26
  %86 = bitcast i32* %16 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %86) #26
  tail call void @BrotliHistogramRemapCommand(%struct.HistogramCommand* noundef %1, i64 noundef %2, i32* noundef %17, i64 noundef %84, %struct.HistogramCommand* noundef %4, %struct.HistogramCommand* noundef %21, i32* noundef %6)
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %20) #26
  %87 = bitcast i32* %17 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %87) #26
  %88 = tail call i64 @BrotliHistogramReindexCommand(%struct.MemoryManager* noundef %0, %struct.HistogramCommand* noundef %4, i32* noundef %6, i64 noundef %2)
  store i64 %88, i64* %5, align 8, !tbaa !17
  ret void
}

; Function Attrs: nounwind
declare hidden void @BrotliCompareAndPushToQueueDistance(%struct.HistogramDistance* nocapture noundef readonly, %struct.HistogramDistance* noundef, i32* nocapture noundef readonly, i32 noundef signext, i32 noundef signext, i64 noundef, %struct.HistogramPair* nocapture noundef, i64* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind
define hidden i64 @BrotliHistogramCombineDistance(%struct.HistogramDistance* nocapture noundef %0, %struct.HistogramDistance* noundef %1, i32* nocapture noundef %2, i32* nocapture noundef %3, i32* nocapture noundef %4, %struct.HistogramPair* nocapture noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) local_unnamed_addr #4 {
  %11 = alloca i64, align 8
  %12 = alloca %struct.HistogramPair, align 8
  %13 = bitcast i64* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #26
  store i64 0, i64* %11, align 8, !tbaa !17
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %160, label %27

15:                                               ; preds = %33, %27
  %16 = icmp eq i64 %29, %6
  br i1 %16, label %17, label %27, !llvm.loop !467

17:                                               ; preds = %15
  %18 = icmp ugt i64 %6, 1
  br i1 %18, label %19, label %160

19:                                               ; preds = %17
  %20 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 3
  %21 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 0
  %22 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 1
  %23 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 2
  %24 = icmp eq i64 %7, 0
  %25 = bitcast %struct.HistogramPair* %12 to i8*
  %26 = bitcast %struct.HistogramPair* %5 to i8*
  br label %40

27:                                               ; preds = %15, %10
  %28 = phi i64 [ %29, %15 ], [ 0, %10 ]
  %29 = add nuw i64 %28, 1
  %30 = icmp ult i64 %29, %6
  br i1 %30, label %31, label %15

31:                                               ; preds = %27
  %32 = getelementptr inbounds i32, i32* %4, i64 %28
  br label %33

33:                                               ; preds = %33, %31
  %34 = phi i64 [ %29, %31 ], [ %38, %33 ]
  %35 = load i32, i32* %32, align 4, !tbaa !43
  %36 = getelementptr inbounds i32, i32* %4, i64 %34
  %37 = load i32, i32* %36, align 4, !tbaa !43
  call void @BrotliCompareAndPushToQueueDistance(%struct.HistogramDistance* noundef %0, %struct.HistogramDistance* noundef %1, i32* noundef %2, i32 noundef signext %35, i32 noundef signext %37, i64 noundef %9, %struct.HistogramPair* noundef %5, i64* noundef nonnull %11)
  %38 = add i64 %34, 1
  %39 = icmp eq i64 %38, %6
  br i1 %39, label %15, label %33, !llvm.loop !468

40:                                               ; preds = %155, %19
  %41 = phi i64 [ %6, %19 ], [ %158, %155 ]
  %42 = phi double [ 0.000000e+00, %19 ], [ %157, %155 ]
  %43 = phi i64 [ 1, %19 ], [ %156, %155 ]
  %44 = load double, double* %20, align 8, !tbaa !423
  %45 = fcmp ult double %44, %42
  br i1 %45, label %46, label %155, !llvm.loop !469

46:                                               ; preds = %40
  %47 = load i32, i32* %21, align 8, !tbaa !428
  %48 = load i32, i32* %22, align 4, !tbaa !427
  %49 = zext i32 %47 to i64
  %50 = zext i32 %48 to i64
  %51 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %50, i32 1
  %52 = load i64, i64* %51, align 8, !tbaa !361
  %53 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %49, i32 1
  %54 = load i64, i64* %53, align 8, !tbaa !361
  %55 = add i64 %54, %52
  store i64 %55, i64* %53, align 8, !tbaa !361
  br label %56

56:                                               ; preds = %56, %46
  %57 = phi i64 [ 0, %46 ], [ %63, %56 ]
  %58 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %50, i32 0, i64 %57
  %59 = load i32, i32* %58, align 4, !tbaa !43
  %60 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %49, i32 0, i64 %57
  %61 = load i32, i32* %60, align 4, !tbaa !43
  %62 = add i32 %61, %59
  store i32 %62, i32* %60, align 4, !tbaa !43
  %63 = add nuw nsw i64 %57, 1
  %64 = icmp eq i64 %63, 544
  br i1 %64, label %65, label %56, !llvm.loop !470

65:                                               ; preds = %56
  %66 = load double, double* %23, align 8, !tbaa !450
  %67 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %49, i32 2
  store double %66, double* %67, align 8, !tbaa !354
  %68 = getelementptr inbounds i32, i32* %2, i64 %50
  %69 = load i32, i32* %68, align 4, !tbaa !43
  %70 = getelementptr inbounds i32, i32* %2, i64 %49
  %71 = load i32, i32* %70, align 4, !tbaa !43
  %72 = add i32 %71, %69
  store i32 %72, i32* %70, align 4, !tbaa !43
  br i1 %24, label %73, label %75

73:                                               ; preds = %81, %65
  %74 = call i64 @llvm.umax.i64(i64 %41, i64 1)
  br label %84

75:                                               ; preds = %81, %65
  %76 = phi i64 [ %82, %81 ], [ 0, %65 ]
  %77 = getelementptr inbounds i32, i32* %3, i64 %76
  %78 = load i32, i32* %77, align 4, !tbaa !43
  %79 = icmp eq i32 %78, %48
  br i1 %79, label %80, label %81

80:                                               ; preds = %75
  store i32 %47, i32* %77, align 4, !tbaa !43
  br label %81

81:                                               ; preds = %80, %75
  %82 = add nuw i64 %76, 1
  %83 = icmp eq i64 %82, %7
  br i1 %83, label %73, label %75, !llvm.loop !471

84:                                               ; preds = %97, %73
  %85 = phi i64 [ 0, %73 ], [ %98, %97 ]
  %86 = getelementptr inbounds i32, i32* %4, i64 %85
  %87 = load i32, i32* %86, align 4, !tbaa !43
  %88 = icmp eq i32 %87, %48
  br i1 %88, label %89, label %97

89:                                               ; preds = %84
  %90 = bitcast i32* %86 to i8*
  %91 = add nuw i64 %85, 1
  %92 = getelementptr inbounds i32, i32* %4, i64 %91
  %93 = bitcast i32* %92 to i8*
  %94 = xor i64 %85, -1
  %95 = add i64 %41, %94
  %96 = shl i64 %95, 2
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 4 %90, i8* align 4 %93, i64 %96, i1 false)
  br label %100

97:                                               ; preds = %84
  %98 = add nuw i64 %85, 1
  %99 = icmp eq i64 %98, %74
  br i1 %99, label %100, label %84, !llvm.loop !472

100:                                              ; preds = %97, %89
  %101 = add i64 %41, -1
  %102 = load i64, i64* %11, align 8, !tbaa !17
  %103 = icmp eq i64 %102, 0
  br i1 %103, label %146, label %104

104:                                              ; preds = %142, %100
  %105 = phi i64 [ %143, %142 ], [ 0, %100 ]
  %106 = phi i64 [ %144, %142 ], [ 0, %100 ]
  %107 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %106
  %108 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %107, i64 0, i32 0
  %109 = load i32, i32* %108, align 8, !tbaa !428
  %110 = icmp eq i32 %109, %47
  br i1 %110, label %142, label %111

111:                                              ; preds = %104
  %112 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %106, i32 1
  %113 = load i32, i32* %112, align 4, !tbaa !427
  %114 = icmp eq i32 %113, %47
  %115 = icmp eq i32 %109, %48
  %116 = select i1 %114, i1 true, i1 %115
  %117 = icmp eq i32 %113, %48
  %118 = select i1 %116, i1 true, i1 %117
  br i1 %118, label %142, label %119

119:                                              ; preds = %111
  %120 = load double, double* %20, align 8, !tbaa !423
  %121 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %106, i32 3
  %122 = load double, double* %121, align 8, !tbaa !423
  %123 = fcmp une double %120, %122
  br i1 %123, label %124, label %126

124:                                              ; preds = %119
  %125 = fcmp ogt double %120, %122
  br i1 %125, label %132, label %136

126:                                              ; preds = %119
  %127 = load i32, i32* %22, align 4, !tbaa !427
  %128 = load i32, i32* %21, align 8, !tbaa !428
  %129 = sub i32 %127, %128
  %130 = sub i32 %113, %109
  %131 = icmp ugt i32 %129, %130
  br i1 %131, label %132, label %136

132:                                              ; preds = %126, %124
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %25)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %25, i8* noundef nonnull align 8 dereferenceable(24) %26, i64 24, i1 false), !tbaa.struct !429
  %133 = bitcast %struct.HistogramPair* %107 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %26, i8* noundef nonnull align 8 dereferenceable(24) %133, i64 24, i1 false), !tbaa.struct !429
  %134 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %105
  %135 = bitcast %struct.HistogramPair* %134 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %135, i8* noundef nonnull align 8 dereferenceable(24) %25, i64 24, i1 false), !tbaa.struct !429
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %25)
  br label %140

136:                                              ; preds = %126, %124
  %137 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %105
  %138 = bitcast %struct.HistogramPair* %137 to i8*
  %139 = bitcast %struct.HistogramPair* %107 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %138, i8* noundef nonnull align 8 dereferenceable(24) %139, i64 24, i1 false), !tbaa.struct !429
  br label %140

140:                                              ; preds = %136, %132
  %141 = add i64 %105, 1
  br label %142

142:                                              ; preds = %140, %111, %104
  %143 = phi i64 [ %141, %140 ], [ %105, %111 ], [ %105, %104 ]
  %144 = add nuw i64 %106, 1
  %145 = icmp eq i64 %144, %102
  br i1 %145, label %146, label %104, !llvm.loop !473

146:                                              ; preds = %142, %100
  %147 = phi i64 [ 0, %100 ], [ %143, %142 ]
  store i64 %147, i64* %11, align 8, !tbaa !17
  %148 = icmp eq i64 %101, 0
  br i1 %148, label %160, label %149

149:                                              ; preds = %149, %146
  %150 = phi i64 [ %153, %149 ], [ 0, %146 ]
  %151 = getelementptr inbounds i32, i32* %4, i64 %150
  %152 = load i32, i32* %151, align 4, !tbaa !43
  call void @BrotliCompareAndPushToQueueDistance(%struct.HistogramDistance* noundef %0, %struct.HistogramDistance* noundef %1, i32* noundef %2, i32 noundef signext %47, i32 noundef signext %152, i64 noundef %9, %struct.HistogramPair* noundef %5, i64* noundef nonnull %11)
  %153 = add nuw i64 %150, 1
  %154 = icmp eq i64 %153, %101
  br i1 %154, label %155, label %149, !llvm.loop !474

155:                                              ; preds = %149, %40
  %156 = phi i64 [ %8, %40 ], [ %43, %149 ]
  %157 = phi double [ 0x547D42AEA2879F2E, %40 ], [ %42, %149 ]
  %158 = phi i64 [ %41, %40 ], [ %101, %149 ]
  %159 = icmp ugt i64 %158, %156
  br i1 %159, label %40, label %160

160:                                              ; preds = %155, %146, %17, %10
  %161 = phi i64 [ %6, %17 ], [ 0, %10 ], [ 0, %146 ], [ %158, %155 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #26
  ret i64 %161
}

; Function Attrs: nounwind
define hidden double @BrotliHistogramBitCostDistanceDistance(%struct.HistogramDistance* nocapture noundef readonly %0, %struct.HistogramDistance* nocapture noundef readonly %1, %struct.HistogramDistance* noundef %2) local_unnamed_addr #4 {
  %4 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !361
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %29, label %7

7:                                                ; preds = %3
  %8 = bitcast %struct.HistogramDistance* %2 to i8*
  %9 = bitcast %struct.HistogramDistance* %0 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2192) %8, i8* noundef nonnull align 8 dereferenceable(2192) %9, i64 2192, i1 false), !tbaa.struct !475
  %10 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 1
  %11 = load i64, i64* %10, align 8, !tbaa !361
  %12 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %2, i64 0, i32 1
  %13 = load i64, i64* %12, align 8, !tbaa !361
  %14 = add i64 %13, %11
  store i64 %14, i64* %12, align 8, !tbaa !361
  br label %15

15:                                               ; preds = %15, %7
  %16 = phi i64 [ 0, %7 ], [ %22, %15 ]
  %17 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 0, i64 %16
  %18 = load i32, i32* %17, align 4, !tbaa !43
  %19 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %2, i64 0, i32 0, i64 %16
  %20 = load i32, i32* %19, align 4, !tbaa !43
  %21 = add i32 %20, %18
  store i32 %21, i32* %19, align 4, !tbaa !43
  %22 = add nuw nsw i64 %16, 1
  %23 = icmp eq i64 %22, 544
  br i1 %23, label %24, label %15, !llvm.loop !470

24:                                               ; preds = %15
  %25 = tail call double @BrotliPopulationCostDistance(%struct.HistogramDistance* noundef nonnull %2) #26
  %26 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 2
  %27 = load double, double* %26, align 8, !tbaa !354
  %28 = fsub double %25, %27
  br label %29

29:                                               ; preds = %24, %3
  %30 = phi double [ %28, %24 ], [ 0.000000e+00, %3 ]
  ret double %30
}

; Function Attrs: nounwind
declare hidden void @BrotliHistogramRemapDistance(%struct.HistogramDistance* nocapture noundef readonly, i64 noundef, i32* nocapture noundef readonly, i64 noundef, %struct.HistogramDistance* nocapture noundef, %struct.HistogramDistance* noundef, i32* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind
define hidden i64 @BrotliHistogramReindexDistance(%struct.MemoryManager* noundef %0, %struct.HistogramDistance* nocapture noundef %1, i32* nocapture noundef %2, i64 noundef %3) local_unnamed_addr #4 {
  %5 = icmp eq i64 %3, 0
  br i1 %5, label %60, label %6

6:                                                ; preds = %4
  %7 = shl i64 %3, 2
  %8 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %7) #26
  %9 = bitcast i8* %8 to i32*
  %10 = shl nuw i64 %3, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %8, i8 -1, i64 %10, i1 false), !tbaa !43
  br label %11

11:                                               ; preds = %22, %6
  %12 = phi i64 [ %24, %22 ], [ 0, %6 ]
  %13 = phi i32 [ %23, %22 ], [ 0, %6 ]
  %14 = getelementptr inbounds i32, i32* %2, i64 %12
  %15 = load i32, i32* %14, align 4, !tbaa !43
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds i32, i32* %9, i64 %16
  %18 = load i32, i32* %17, align 4, !tbaa !43
  %19 = icmp eq i32 %18, -1
  br i1 %19, label %20, label %22

20:                                               ; preds = %11
  store i32 %13, i32* %17, align 4, !tbaa !43
  %21 = add i32 %13, 1
  br label %22

22:                                               ; preds = %20, %11
  %23 = phi i32 [ %21, %20 ], [ %13, %11 ]
  %24 = add nuw i64 %12, 1
  %25 = icmp eq i64 %24, %3
  br i1 %25, label %26, label %11, !llvm.loop !476

26:                                               ; preds = %22
  %27 = icmp eq i32 %23, 0
  br i1 %27, label %33, label %28

28:                                               ; preds = %26
  %29 = zext i32 %23 to i64
  %30 = mul nuw nsw i64 %29, 2192
  %31 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %30) #26
  %32 = bitcast i8* %31 to %struct.HistogramDistance*
  br label %33

33:                                               ; preds = %28, %26
  %34 = phi %struct.HistogramDistance* [ %32, %28 ], [ null, %26 ]
  br i1 %5, label %60, label %35

35:                                               ; preds = %55, %33
  %36 = phi i64 [ %58, %55 ], [ 0, %33 ]
  %37 = phi i32 [ %57, %55 ], [ 0, %33 ]
  %38 = getelementptr inbounds i32, i32* %2, i64 %36
  %39 = load i32, i32* %38, align 4, !tbaa !43
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i32, i32* %9, i64 %40
  %42 = load i32, i32* %41, align 4, !tbaa !43
  %43 = icmp eq i32 %42, %37
  br i1 %43, label %44, label %55

44:                                               ; preds = %35
  %45 = zext i32 %37 to i64
  %46 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %34, i64 %45
  %47 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 %40
  %48 = bitcast %struct.HistogramDistance* %46 to i8*
  %49 = bitcast %struct.HistogramDistance* %47 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2192) %48, i8* noundef nonnull align 8 dereferenceable(2192) %49, i64 2192, i1 false), !tbaa.struct !475
  %50 = add i32 %37, 1
  %51 = load i32, i32* %38, align 4, !tbaa !43
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds i32, i32* %9, i64 %52
  %54 = load i32, i32* %53, align 4, !tbaa !43
  br label %55

55:                                               ; preds = %44, %35
  %56 = phi i32 [ %54, %44 ], [ %42, %35 ]
  %57 = phi i32 [ %50, %44 ], [ %37, %35 ]
  store i32 %56, i32* %38, align 4, !tbaa !43
  %58 = add nuw i64 %36, 1
  %59 = icmp eq i64 %58, %3
  br i1 %59, label %63, label %35, !llvm.loop !477

60:                                               ; preds = %33, %4
  %61 = phi %struct.HistogramDistance* [ %34, %33 ], [ null, %4 ]
  %62 = phi i8* [ %8, %33 ], [ null, %4 ]
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %62) #26
  br label %74

63:                                               ; preds = %55
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %8) #26
  %64 = zext i32 %57 to i64
  %65 = icmp eq i32 %57, 0
  br i1 %65, label %74, label %66

66:                                               ; preds = %66, %63
  %67 = phi i64 [ %72, %66 ], [ 0, %63 ]
  %68 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 %67
  %69 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %34, i64 %67
  %70 = bitcast %struct.HistogramDistance* %68 to i8*
  %71 = bitcast %struct.HistogramDistance* %69 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2192) %70, i8* noundef nonnull align 8 dereferenceable(2192) %71, i64 2192, i1 false), !tbaa.struct !475
  %72 = add nuw nsw i64 %67, 1
  %73 = icmp eq i64 %72, %64
  br i1 %73, label %74, label %66, !llvm.loop !478

74:                                               ; preds = %66, %63, %60
  %75 = phi i64 [ 0, %63 ], [ 0, %60 ], [ %64, %66 ]
  %76 = phi %struct.HistogramDistance* [ %34, %63 ], [ %61, %60 ], [ %34, %66 ]
  %77 = bitcast %struct.HistogramDistance* %76 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %77) #26
  ret i64 %75
}

; Function Attrs: nounwind
define hidden void @BrotliClusterHistogramsDistance(%struct.MemoryManager* noundef %0, %struct.HistogramDistance* noundef %1, i64 noundef %2, i64 noundef %3, %struct.HistogramDistance* nocapture noundef %4, i64* nocapture noundef writeonly %5, i32* nocapture noundef %6) local_unnamed_addr #4 {
  %8 = icmp eq i64 %2, 0
  br i1 %8, label %15, label %9

9:                                                ; preds = %7
  %10 = shl i64 %2, 2
  %11 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %10) #26
  %12 = bitcast i8* %11 to i32*
  %13 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %10) #26
  %14 = bitcast i8* %13 to i32*
  br label %15

15:                                               ; preds = %9, %7
  %16 = phi i32* [ %12, %9 ], [ null, %7 ]
  %17 = phi i32* [ %14, %9 ], [ null, %7 ]
  %18 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef 49176) #26
  %19 = bitcast i8* %18 to %struct.HistogramPair*
  %20 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef 2192) #26
  %21 = bitcast i8* %20 to %struct.HistogramDistance*
  br i1 %8, label %66, label %23

22:                                               ; preds = %23
  br i1 %8, label %66, label %29

23:                                               ; preds = %23, %15
  %24 = phi i64 [ %26, %23 ], [ 0, %15 ]
  %25 = getelementptr inbounds i32, i32* %16, i64 %24
  store i32 1, i32* %25, align 4, !tbaa !43
  %26 = add nuw i64 %24, 1
  %27 = icmp eq i64 %26, %2
  br i1 %27, label %22, label %23, !llvm.loop !479

28:                                               ; preds = %29
  br i1 %8, label %66, label %41

29:                                               ; preds = %29, %22
  %30 = phi i64 [ %39, %29 ], [ 0, %22 ]
  %31 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %30
  %32 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 %30
  %33 = bitcast %struct.HistogramDistance* %31 to i8*
  %34 = bitcast %struct.HistogramDistance* %32 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2192) %33, i8* noundef nonnull align 8 dereferenceable(2192) %34, i64 2192, i1 false), !tbaa.struct !475
  %35 = tail call double @BrotliPopulationCostDistance(%struct.HistogramDistance* noundef %32) #26
  %36 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %30, i32 2
  store double %35, double* %36, align 8, !tbaa !354
  %37 = trunc i64 %30 to i32
  %38 = getelementptr inbounds i32, i32* %6, i64 %30
  store i32 %37, i32* %38, align 4, !tbaa !43
  %39 = add nuw i64 %30, 1
  %40 = icmp eq i64 %39, %2
  br i1 %40, label %28, label %29, !llvm.loop !480

41:                                               ; preds = %58, %28
  %42 = phi i64 [ %65, %58 ], [ %2, %28 ]
  %43 = phi i64 [ %62, %58 ], [ 0, %28 ]
  %44 = phi i64 [ %63, %58 ], [ 0, %28 ]
  %45 = call i64 @llvm.umin.i64(i64 %42, i64 64)
  %46 = sub i64 %2, %44
  %47 = icmp ult i64 %46, 64
  %48 = select i1 %47, i64 %46, i64 64
  %49 = icmp eq i64 %48, 0
  br i1 %49, label %58, label %50

50:                                               ; preds = %50, %41
  %51 = phi i64 [ %56, %50 ], [ 0, %41 ]
  %52 = add nuw nsw i64 %51, %44
  %53 = trunc i64 %52 to i32
  %54 = add i64 %51, %43
  %55 = getelementptr inbounds i32, i32* %17, i64 %54
  store i32 %53, i32* %55, align 4, !tbaa !43
  %56 = add nuw nsw i64 %51, 1
  %57 = icmp eq i64 %56, %45
  br i1 %57, label %58, label %50, !llvm.loop !481

58:                                               ; preds = %50, %41
  %59 = getelementptr inbounds i32, i32* %6, i64 %44
  %60 = getelementptr inbounds i32, i32* %17, i64 %43
  %61 = tail call i64 @BrotliHistogramCombineDistance(%struct.HistogramDistance* noundef %4, %struct.HistogramDistance* noundef %21, i32* noundef %16, i32* noundef %59, i32* noundef %60, %struct.HistogramPair* noundef %19, i64 noundef %48, i64 noundef %48, i64 noundef %3, i64 noundef 2048)
  %62 = add i64 %61, %43
  %63 = add i64 %44, 64
  %64 = icmp ult i64 %63, %2
  %65 = add i64 %42, -64
  br i1 %64, label %41, label %66, !llvm.loop !482

66:                                               ; preds = %58, %28, %22, %15
  %67 = phi i64 [ 0, %28 ], [ 0, %22 ], [ 0, %15 ], [ %62, %58 ]
  %68 = shl i64 %67, 6
  %69 = lshr i64 %67, 1
  %70 = mul i64 %69, %67
  %71 = icmp ult i64 %68, %70
  %72 = select i1 %71, i64 %68, i64 %70
  %73 = icmp ugt i64 %72, 2047
  br i1 %73, label %74, label %82

74:                                               ; preds = %74, %66
  %75 = phi i64 [ %77, %74 ], [ 2048, %66 ]
  %76 = icmp ugt i64 %75, %72
  %77 = shl i64 %75, 1
  br i1 %76, label %78, label %74, !llvm.loop !483

78:                                               ; preds = %74
  %79 = mul i64 %75, 24
  %80 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %79) #26
  %81 = bitcast i8* %80 to %struct.HistogramPair*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(49152) %80, i8* noundef nonnull align 8 dereferenceable(49152) %18, i64 49152, i1 false)
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %18) #26
  br label %82

82:                                               ; preds = %78, %66
  %83 = phi %struct.HistogramPair* [ %81, %78 ], [ %19, %66 ]
  %84 = tail call i64 @BrotliHistogramCombineDistance(%struct.HistogramDistance* noundef %4, %struct.HistogramDistance* noundef %21, i32* noundef %16, i32* noundef %6, i32* noundef %17, %struct.HistogramPair* noundef %83, i64 noundef %67, i64 noundef %2, i64 noundef %3, i64 noundef %72)
  %85 = bitcast %struct.HistogramPair* %83 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %85) #26
  %86 = bitcast i32* %16 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %86) #26
  tail call void @BrotliHistogramRemapDistance(%struct.HistogramDistance* noundef %1, i64 noundef %2, i32* noundef %17, i64 noundef %84, %struct.HistogramDistance* noundef %4, %struct.HistogramDistance* noundef %21, i32* noundef %6)
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %20) #26
  %87 = bitcast i32* %17 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %87) #26
  %88 = tail call i64 @BrotliHistogramReindexDistance(%struct.MemoryManager* noundef %0, %struct.HistogramDistance* noundef %4, i32* noundef %6, i64 noundef %2)
  store i64 %88, i64* %5, align 8, !tbaa !17
  ret void
}

; Function Attrs: nounwind
declare hidden %struct.PreparedDictionary* @CreatePreparedDictionary(%struct.MemoryManager* noundef, i8* noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare hidden void @DestroyPreparedDictionary(%struct.MemoryManager* noundef, %struct.PreparedDictionary* noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define hidden signext i32 @AttachPreparedDictionary(%struct.CompoundDictionary* nocapture noundef %0, %struct.PreparedDictionary* noundef %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds %struct.CompoundDictionary, %struct.CompoundDictionary* %0, i64 0, i32 0
  %4 = load i64, i64* %3, align 8, !tbaa !484
  %5 = icmp eq i64 %4, 15
  %6 = icmp eq %struct.PreparedDictionary* %1, null
  %7 = or i1 %6, %5
  br i1 %7, label %48, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %1, i64 0, i32 2
  %10 = load i32, i32* %9, align 4, !tbaa !485
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds %struct.CompoundDictionary, %struct.CompoundDictionary* %0, i64 0, i32 1
  %13 = load i64, i64* %12, align 8, !tbaa !487
  %14 = add i64 %13, %11
  store i64 %14, i64* %12, align 8, !tbaa !487
  %15 = getelementptr inbounds %struct.CompoundDictionary, %struct.CompoundDictionary* %0, i64 0, i32 2, i64 %4
  store %struct.PreparedDictionary* %1, %struct.PreparedDictionary** %15, align 8, !tbaa !19
  %16 = add i64 %4, 1
  %17 = getelementptr inbounds %struct.CompoundDictionary, %struct.CompoundDictionary* %0, i64 0, i32 4, i64 %16
  store i64 %14, i64* %17, align 8, !tbaa !17
  %18 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %1, i64 1, i32 0
  %19 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %1, i64 0, i32 5
  %20 = load i32, i32* %19, align 4, !tbaa !488
  %21 = shl nuw i32 1, %20
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds i32, i32* %18, i64 %22
  %24 = bitcast i32* %23 to i16*
  %25 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %1, i64 0, i32 4
  %26 = load i32, i32* %25, align 4, !tbaa !489
  %27 = shl nuw i32 1, %26
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds i16, i16* %24, i64 %28
  %30 = bitcast i16* %29 to i32*
  %31 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %1, i64 0, i32 1
  %32 = load i32, i32* %31, align 4, !tbaa !490
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32* %30, i64 %33
  %35 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %1, i64 0, i32 0
  %36 = load i32, i32* %35, align 4, !tbaa !491
  %37 = icmp eq i32 %36, -558043680
  br i1 %37, label %38, label %41

38:                                               ; preds = %8
  %39 = getelementptr inbounds %struct.CompoundDictionary, %struct.CompoundDictionary* %0, i64 0, i32 3, i64 %4
  %40 = bitcast i8** %39 to i32**
  store i32* %34, i32** %40, align 8, !tbaa !19
  br label %45

41:                                               ; preds = %8
  %42 = bitcast i32* %34 to i8**
  %43 = load i8*, i8** %42, align 1
  %44 = getelementptr inbounds %struct.CompoundDictionary, %struct.CompoundDictionary* %0, i64 0, i32 3, i64 %4
  store i8* %43, i8** %44, align 8, !tbaa !19
  br label %45

45:                                               ; preds = %41, %38
  %46 = load i64, i64* %3, align 8, !tbaa !484
  %47 = add i64 %46, 1
  store i64 %47, i64* %3, align 8, !tbaa !484
  br label %48

48:                                               ; preds = %45, %2
  %49 = phi i32 [ 1, %45 ], [ 0, %2 ]
  ret i32 %49
}

; Function Attrs: nounwind
define hidden void @BrotliCompressFragmentFast(%struct.BrotliOnePassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef signext %3, i32* nocapture noundef %4, i64 noundef %5, i64* noundef %6, i8* noundef %7) local_unnamed_addr #4 {
  %9 = load i64, i64* %6, align 8, !tbaa !17
  %10 = icmp eq i64 %2, 0
  br i1 %10, label %84, label %11

11:                                               ; preds = %8
  %12 = trunc i64 %5 to i32
  %13 = tail call i32 @llvm.ctlz.i32(i32 %12, i1 true) #26, !range !131
  %14 = trunc i32 %13 to i5
  %15 = xor i5 %14, -1
  switch i5 %15, label %20 [
    i5 9, label %16
    i5 11, label %17
    i5 13, label %18
    i5 15, label %19
  ]

16:                                               ; preds = %11
  tail call fastcc void @BrotliCompressFragmentFastImpl9(%struct.BrotliOnePassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef signext %3, i32* noundef %4, i64* noundef nonnull %6, i8* noundef %7)
  br label %20

17:                                               ; preds = %11
  tail call fastcc void @BrotliCompressFragmentFastImpl11(%struct.BrotliOnePassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef signext %3, i32* noundef %4, i64* noundef nonnull %6, i8* noundef %7)
  br label %20

18:                                               ; preds = %11
  tail call fastcc void @BrotliCompressFragmentFastImpl13(%struct.BrotliOnePassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef signext %3, i32* noundef %4, i64* noundef nonnull %6, i8* noundef %7)
  br label %20

19:                                               ; preds = %11
  tail call fastcc void @BrotliCompressFragmentFastImpl15(%struct.BrotliOnePassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef signext %3, i32* noundef %4, i64* noundef nonnull %6, i8* noundef %7)
  br label %20

20:                                               ; preds = %19, %18, %17, %16, %11
  %21 = load i64, i64* %6, align 8, !tbaa !17
  %22 = sub i64 %21, %9
  %23 = shl i64 %2, 3
  %24 = add i64 %23, 31
  %25 = icmp ugt i64 %22, %24
  br i1 %25, label %26, label %80

26:                                               ; preds = %20
  %27 = trunc i64 %9 to i8
  %28 = and i8 %27, 7
  %29 = shl nsw i8 -1, %28
  %30 = xor i8 %29, -1
  %31 = lshr i64 %9, 3
  %32 = getelementptr inbounds i8, i8* %7, i64 %31
  %33 = load i8, i8* %32, align 1, !tbaa !25
  %34 = and i8 %33, %30
  store i8 %34, i8* %32, align 1, !tbaa !25
  store i64 %9, i64* %6, align 8, !tbaa !17
  tail call void @llvm.experimental.noalias.scope.decl(metadata !492) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !495) #26
  %35 = load i8, i8* %32, align 1, !tbaa !25, !alias.scope !495, !noalias !492
  %36 = zext i8 %35 to i64
  %37 = bitcast i8* %32 to i64*
  store i64 %36, i64* %37, align 1, !alias.scope !495, !noalias !492
  %38 = add i64 %9, 1
  store i64 %38, i64* %6, align 8, !tbaa !17, !alias.scope !492, !noalias !495
  %39 = icmp ult i64 %2, 65537
  %40 = icmp ult i64 %2, 1048577
  %41 = select i1 %40, i64 5, i64 6
  %42 = select i1 %39, i64 4, i64 %41
  %43 = add nsw i64 %42, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !497) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !500) #26
  %44 = lshr i64 %38, 3
  %45 = getelementptr inbounds i8, i8* %7, i64 %44
  %46 = load i8, i8* %45, align 1, !tbaa !25, !alias.scope !500, !noalias !497
  %47 = zext i8 %46 to i64
  %48 = and i64 %38, 7
  %49 = shl nuw nsw i64 %43, %48
  %50 = or i64 %49, %47
  %51 = bitcast i8* %45 to i64*
  store i64 %50, i64* %51, align 1, !alias.scope !500, !noalias !497
  %52 = add i64 %9, 3
  store i64 %52, i64* %6, align 8, !tbaa !17, !alias.scope !497, !noalias !500
  %53 = shl nuw nsw i64 %42, 2
  %54 = add i64 %2, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !502) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !505) #26
  %55 = lshr i64 %52, 3
  %56 = getelementptr inbounds i8, i8* %7, i64 %55
  %57 = load i8, i8* %56, align 1, !tbaa !25, !alias.scope !505, !noalias !502
  %58 = zext i8 %57 to i64
  %59 = and i64 %52, 7
  %60 = shl i64 %54, %59
  %61 = or i64 %60, %58
  %62 = bitcast i8* %56 to i64*
  store i64 %61, i64* %62, align 1, !alias.scope !505, !noalias !502
  %63 = add i64 %52, %53
  store i64 %63, i64* %6, align 8, !tbaa !17, !alias.scope !502, !noalias !505
  %64 = lshr i64 %63, 3
  %65 = getelementptr inbounds i8, i8* %7, i64 %64
  %66 = load i8, i8* %65, align 1, !tbaa !25, !alias.scope !507, !noalias !510
  %67 = zext i8 %66 to i64
  %68 = and i64 %63, 7
  %69 = shl nuw nsw i64 1, %68
  %70 = or i64 %69, %67
  %71 = bitcast i8* %65 to i64*
  store i64 %70, i64* %71, align 1, !alias.scope !507, !noalias !510
  %72 = add i64 %63, 8
  %73 = and i64 %72, 4294967288
  store i64 %73, i64* %6, align 8, !tbaa !17
  %74 = lshr exact i64 %73, 3
  %75 = getelementptr inbounds i8, i8* %7, i64 %74
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %75, i8* align 1 %1, i64 %2, i1 false) #26
  %76 = load i64, i64* %6, align 8, !tbaa !17
  %77 = add i64 %76, %23
  store i64 %77, i64* %6, align 8, !tbaa !17
  %78 = lshr i64 %77, 3
  %79 = getelementptr inbounds i8, i8* %7, i64 %78
  store i8 0, i8* %79, align 1, !tbaa !25
  br label %80

80:                                               ; preds = %26, %20
  %81 = icmp eq i32 %3, 0
  br i1 %81, label %105, label %82

82:                                               ; preds = %80
  %83 = load i64, i64* %6, align 8, !tbaa !17, !alias.scope !512, !noalias !515
  br label %84

84:                                               ; preds = %82, %8
  %85 = phi i64 [ %83, %82 ], [ %9, %8 ]
  %86 = lshr i64 %85, 3
  %87 = getelementptr inbounds i8, i8* %7, i64 %86
  %88 = load i8, i8* %87, align 1, !tbaa !25, !noalias !198
  %89 = zext i8 %88 to i64
  %90 = and i64 %85, 7
  %91 = shl nuw nsw i64 1, %90
  %92 = or i64 %91, %89
  %93 = bitcast i8* %87 to i64*
  store i64 %92, i64* %93, align 1, !noalias !198
  %94 = add i64 %85, 1
  store i64 %94, i64* %6, align 8, !tbaa !17, !noalias !198
  %95 = lshr i64 %94, 3
  %96 = getelementptr inbounds i8, i8* %7, i64 %95
  %97 = load i8, i8* %96, align 1, !tbaa !25, !noalias !198
  %98 = zext i8 %97 to i64
  %99 = and i64 %94, 7
  %100 = shl nuw nsw i64 1, %99
  %101 = or i64 %100, %98
  %102 = bitcast i8* %96 to i64*
  store i64 %101, i64* %102, align 1, !noalias !198
  %103 = add i64 %85, 9
  %104 = and i64 %103, 4294967288
  store i64 %104, i64* %6, align 8, !tbaa !17
  br label %105

105:                                              ; preds = %84, %80
  ret void
}

; Function Attrs: noinline nounwind
declare hidden fastcc void @BrotliCompressFragmentFastImpl9(%struct.BrotliOnePassArena* noundef, i8* noundef, i64 noundef, i32 noundef signext, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind
declare hidden fastcc void @BrotliCompressFragmentFastImpl11(%struct.BrotliOnePassArena* noundef, i8* noundef, i64 noundef, i32 noundef signext, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind
declare hidden fastcc void @BrotliCompressFragmentFastImpl13(%struct.BrotliOnePassArena* noundef, i8* noundef, i64 noundef, i32 noundef signext, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind
declare hidden fastcc void @BrotliCompressFragmentFastImpl15(%struct.BrotliOnePassArena* noundef, i8* noundef, i64 noundef, i32 noundef signext, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: nounwind
define hidden fastcc i64 @BuildAndStoreLiteralPrefixCode(%struct.BrotliOnePassArena* noundef %0, i8* nocapture noundef readonly %1, i64 noundef %2, i8* noundef %3, i16* noundef %4, i64* noundef %5, i8* noundef %6) unnamed_addr #4 {
  %8 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 8, i64 0
  %9 = bitcast i32* %8 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(1024) %9, i8 0, i64 1024, i1 false)
  %10 = icmp ult i64 %2, 32768
  br i1 %10, label %11, label %37

11:                                               ; preds = %7
  %12 = icmp eq i64 %2, 0
  br i1 %12, label %23, label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ %21, %13 ], [ 0, %11 ]
  %15 = getelementptr inbounds i8, i8* %1, i64 %14
  %16 = load i8, i8* %15, align 1, !tbaa !25
  %17 = zext i8 %16 to i64
  %18 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 8, i64 %17
  %19 = load i32, i32* %18, align 4, !tbaa !43
  %20 = add i32 %19, 1
  store i32 %20, i32* %18, align 4, !tbaa !43
  %21 = add nuw i64 %14, 1
  %22 = icmp eq i64 %21, %2
  br i1 %22, label %23, label %13, !llvm.loop !517

23:                                               ; preds = %13, %11
  br label %24

24:                                               ; preds = %24, %23
  %25 = phi i64 [ %34, %24 ], [ %2, %23 ]
  %26 = phi i64 [ %35, %24 ], [ 0, %23 ]
  %27 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 8, i64 %26
  %28 = load i32, i32* %27, align 4, !tbaa !43
  %29 = icmp ult i32 %28, 11
  %30 = select i1 %29, i32 %28, i32 11
  %31 = shl nuw nsw i32 %30, 1
  %32 = add i32 %31, %28
  store i32 %32, i32* %27, align 4, !tbaa !43
  %33 = zext i32 %31 to i64
  %34 = add i64 %25, %33
  %35 = add nuw nsw i64 %26, 1
  %36 = icmp eq i64 %35, 256
  br i1 %36, label %64, label %24, !llvm.loop !518

37:                                               ; preds = %37, %7
  %38 = phi i64 [ %45, %37 ], [ 0, %7 ]
  %39 = getelementptr inbounds i8, i8* %1, i64 %38
  %40 = load i8, i8* %39, align 1, !tbaa !25
  %41 = zext i8 %40 to i64
  %42 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 8, i64 %41
  %43 = load i32, i32* %42, align 4, !tbaa !43
  %44 = add i32 %43, 1
  store i32 %44, i32* %42, align 4, !tbaa !43
  %45 = add i64 %38, 29
  %46 = icmp ult i64 %45, %2
  br i1 %46, label %37, label %47, !llvm.loop !519

47:                                               ; preds = %37
  %48 = add i64 %2, 28
  %49 = udiv i64 %48, 29
  br label %50

50:                                               ; preds = %50, %47
  %51 = phi i64 [ %49, %47 ], [ %61, %50 ]
  %52 = phi i64 [ 0, %47 ], [ %62, %50 ]
  %53 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 8, i64 %52
  %54 = load i32, i32* %53, align 4, !tbaa !43
  %55 = icmp ult i32 %54, 11
  %56 = select i1 %55, i32 %54, i32 11
  %57 = shl nuw nsw i32 %56, 1
  %58 = or i32 %57, 1
  %59 = add i32 %58, %54
  store i32 %59, i32* %53, align 4, !tbaa !43
  %60 = zext i32 %58 to i64
  %61 = add i64 %51, %60
  %62 = add nuw nsw i64 %52, 1
  %63 = icmp eq i64 %62, 256
  br i1 %63, label %64, label %50, !llvm.loop !520

64:                                               ; preds = %50, %24
  %65 = phi i64 [ %34, %24 ], [ %61, %50 ]
  %66 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 7, i64 0
  tail call void @BrotliBuildAndStoreHuffmanTreeFast(%struct.HuffmanTree* noundef nonnull %66, i32* noundef nonnull %8, i64 noundef %65, i64 noundef 8, i8* noundef %3, i16* noundef %4, i64* noundef %5, i8* noundef %6) #26
  br label %67

67:                                               ; preds = %80, %64
  %68 = phi i64 [ 0, %64 ], [ %81, %80 ]
  %69 = phi i64 [ 0, %64 ], [ %82, %80 ]
  %70 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 8, i64 %69
  %71 = load i32, i32* %70, align 4, !tbaa !43
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %80, label %73

73:                                               ; preds = %67
  %74 = getelementptr inbounds i8, i8* %3, i64 %69
  %75 = load i8, i8* %74, align 1, !tbaa !25
  %76 = zext i8 %75 to i32
  %77 = mul i32 %71, %76
  %78 = zext i32 %77 to i64
  %79 = add i64 %68, %78
  br label %80

80:                                               ; preds = %73, %67
  %81 = phi i64 [ %79, %73 ], [ %68, %67 ]
  %82 = add nuw nsw i64 %69, 1
  %83 = icmp eq i64 %82, 256
  br i1 %83, label %84, label %67, !llvm.loop !521

84:                                               ; preds = %80
  %85 = mul i64 %81, 125
  %86 = udiv i64 %85, %65
  ret i64 %86
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define hidden fastcc void @EmitUncompressedMetaBlock(i8* noundef %0, i8* noundef %1, i64 noundef %2, i64* nocapture noundef %3, i8* nocapture noundef %4) unnamed_addr #17 {
  %6 = ptrtoint i8* %1 to i64
  %7 = ptrtoint i8* %0 to i64
  %8 = sub i64 %6, %7
  %9 = trunc i64 %2 to i8
  %10 = and i8 %9, 7
  %11 = shl nsw i8 -1, %10
  %12 = xor i8 %11, -1
  %13 = lshr i64 %2, 3
  %14 = getelementptr inbounds i8, i8* %4, i64 %13
  %15 = load i8, i8* %14, align 1, !tbaa !25
  %16 = and i8 %15, %12
  store i8 %16, i8* %14, align 1, !tbaa !25
  store i64 %2, i64* %3, align 8, !tbaa !17
  tail call void @llvm.experimental.noalias.scope.decl(metadata !522) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !525) #26
  %17 = load i8, i8* %14, align 1, !tbaa !25, !alias.scope !525, !noalias !522
  %18 = zext i8 %17 to i64
  %19 = bitcast i8* %14 to i64*
  store i64 %18, i64* %19, align 1, !alias.scope !525, !noalias !522
  %20 = add i64 %2, 1
  store i64 %20, i64* %3, align 8, !tbaa !17, !alias.scope !522, !noalias !525
  %21 = icmp ult i64 %8, 65537
  %22 = icmp ult i64 %8, 1048577
  %23 = select i1 %22, i64 5, i64 6
  %24 = select i1 %21, i64 4, i64 %23
  %25 = add nsw i64 %24, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !527) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !530) #26
  %26 = lshr i64 %20, 3
  %27 = getelementptr inbounds i8, i8* %4, i64 %26
  %28 = load i8, i8* %27, align 1, !tbaa !25, !alias.scope !530, !noalias !527
  %29 = zext i8 %28 to i64
  %30 = and i64 %20, 7
  %31 = shl nuw nsw i64 %25, %30
  %32 = or i64 %31, %29
  %33 = bitcast i8* %27 to i64*
  store i64 %32, i64* %33, align 1, !alias.scope !530, !noalias !527
  %34 = add i64 %2, 3
  store i64 %34, i64* %3, align 8, !tbaa !17, !alias.scope !527, !noalias !530
  %35 = shl nuw nsw i64 %24, 2
  %36 = add i64 %8, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !532) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !535) #26
  %37 = lshr i64 %34, 3
  %38 = getelementptr inbounds i8, i8* %4, i64 %37
  %39 = load i8, i8* %38, align 1, !tbaa !25, !alias.scope !535, !noalias !532
  %40 = zext i8 %39 to i64
  %41 = and i64 %34, 7
  %42 = shl i64 %36, %41
  %43 = or i64 %42, %40
  %44 = bitcast i8* %38 to i64*
  store i64 %43, i64* %44, align 1, !alias.scope !535, !noalias !532
  %45 = add i64 %35, %34
  store i64 %45, i64* %3, align 8, !tbaa !17, !alias.scope !532, !noalias !535
  %46 = lshr i64 %45, 3
  %47 = getelementptr inbounds i8, i8* %4, i64 %46
  %48 = load i8, i8* %47, align 1, !tbaa !25, !alias.scope !537, !noalias !540
  %49 = zext i8 %48 to i64
  %50 = and i64 %45, 7
  %51 = shl nuw nsw i64 1, %50
  %52 = or i64 %51, %49
  %53 = bitcast i8* %47 to i64*
  store i64 %52, i64* %53, align 1, !alias.scope !537, !noalias !540
  %54 = add i64 %45, 8
  %55 = and i64 %54, 4294967288
  store i64 %55, i64* %3, align 8, !tbaa !17
  %56 = lshr exact i64 %55, 3
  %57 = getelementptr inbounds i8, i8* %4, i64 %56
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %57, i8* align 1 %0, i64 %8, i1 false)
  %58 = shl i64 %8, 3
  %59 = load i64, i64* %3, align 8, !tbaa !17
  %60 = add i64 %59, %58
  store i64 %60, i64* %3, align 8, !tbaa !17
  %61 = lshr i64 %60, 3
  %62 = getelementptr inbounds i8, i8* %4, i64 %61
  store i8 0, i8* %62, align 1, !tbaa !25
  ret void
}

; Function Attrs: nounwind
define hidden void @BrotliCompressFragmentTwoPass(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef signext %3, i32* noundef %4, i8* noundef %5, i32* nocapture noundef %6, i64 noundef %7, i64* noundef %8, i8* noundef %9) local_unnamed_addr #4 {
  %11 = load i64, i64* %8, align 8, !tbaa !17
  %12 = trunc i64 %7 to i32
  %13 = tail call i32 @llvm.ctlz.i32(i32 %12, i1 true) #26, !range !131
  %14 = trunc i32 %13 to i5
  %15 = xor i5 %14, -1
  switch i5 %15, label %26 [
    i5 8, label %16
    i5 9, label %17
    i5 10, label %18
    i5 11, label %19
    i5 12, label %20
    i5 13, label %21
    i5 14, label %22
    i5 15, label %23
    i5 -16, label %24
    i5 -15, label %25
  ]

16:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl8(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %26

17:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl9(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %26

18:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl10(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %26

19:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl11(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %26

20:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl12(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %26

21:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl13(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %26

22:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl14(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %26

23:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl15(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %26

24:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl16(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %26

25:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl17(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %26

26:                                               ; preds = %25, %24, %23, %22, %21, %20, %19, %18, %17, %16, %10
  %27 = load i64, i64* %8, align 8, !tbaa !17
  %28 = sub i64 %27, %11
  %29 = shl i64 %2, 3
  %30 = add i64 %29, 31
  %31 = icmp ugt i64 %28, %30
  br i1 %31, label %32, label %86

32:                                               ; preds = %26
  %33 = trunc i64 %11 to i8
  %34 = and i8 %33, 7
  %35 = shl nsw i8 -1, %34
  %36 = xor i8 %35, -1
  %37 = lshr i64 %11, 3
  %38 = getelementptr inbounds i8, i8* %9, i64 %37
  %39 = load i8, i8* %38, align 1, !tbaa !25
  %40 = and i8 %39, %36
  store i8 %40, i8* %38, align 1, !tbaa !25
  store i64 %11, i64* %8, align 8, !tbaa !17
  tail call void @llvm.experimental.noalias.scope.decl(metadata !542) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !545) #26
  %41 = load i8, i8* %38, align 1, !tbaa !25, !alias.scope !545, !noalias !542
  %42 = zext i8 %41 to i64
  %43 = bitcast i8* %38 to i64*
  store i64 %42, i64* %43, align 1, !alias.scope !545, !noalias !542
  %44 = add i64 %11, 1
  store i64 %44, i64* %8, align 8, !tbaa !17, !alias.scope !542, !noalias !545
  %45 = icmp ult i64 %2, 65537
  %46 = icmp ult i64 %2, 1048577
  %47 = select i1 %46, i64 5, i64 6
  %48 = select i1 %45, i64 4, i64 %47
  %49 = add nsw i64 %48, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !547) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !550) #26
  %50 = lshr i64 %44, 3
  %51 = getelementptr inbounds i8, i8* %9, i64 %50
  %52 = load i8, i8* %51, align 1, !tbaa !25, !alias.scope !550, !noalias !547
  %53 = zext i8 %52 to i64
  %54 = and i64 %44, 7
  %55 = shl nuw nsw i64 %49, %54
  %56 = or i64 %55, %53
  %57 = bitcast i8* %51 to i64*
  store i64 %56, i64* %57, align 1, !alias.scope !550, !noalias !547
  %58 = add i64 %11, 3
  store i64 %58, i64* %8, align 8, !tbaa !17, !alias.scope !547, !noalias !550
  %59 = shl nuw nsw i64 %48, 2
  %60 = add i64 %2, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !552) #26
  tail call void @llvm.experimental.noalias.scope.decl(metadata !555) #26
  %61 = lshr i64 %58, 3
  %62 = getelementptr inbounds i8, i8* %9, i64 %61
  %63 = load i8, i8* %62, align 1, !tbaa !25, !alias.scope !555, !noalias !552
  %64 = zext i8 %63 to i64
  %65 = and i64 %58, 7
  %66 = shl i64 %60, %65
  %67 = or i64 %66, %64
  %68 = bitcast i8* %62 to i64*
  store i64 %67, i64* %68, align 1, !alias.scope !555, !noalias !552
  %69 = add i64 %58, %59
  store i64 %69, i64* %8, align 8, !tbaa !17, !alias.scope !552, !noalias !555
  %70 = lshr i64 %69, 3
  %71 = getelementptr inbounds i8, i8* %9, i64 %70
  %72 = load i8, i8* %71, align 1, !tbaa !25, !alias.scope !557, !noalias !560
  %73 = zext i8 %72 to i64
  %74 = and i64 %69, 7
  %75 = shl nuw nsw i64 1, %74
  %76 = or i64 %75, %73
  %77 = bitcast i8* %71 to i64*
  store i64 %76, i64* %77, align 1, !alias.scope !557, !noalias !560
  %78 = add i64 %69, 8
  %79 = and i64 %78, 4294967288
  store i64 %79, i64* %8, align 8, !tbaa !17
  %80 = lshr exact i64 %79, 3
  %81 = getelementptr inbounds i8, i8* %9, i64 %80
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %81, i8* align 1 %1, i64 %2, i1 false) #26
  %82 = load i64, i64* %8, align 8, !tbaa !17
  %83 = add i64 %82, %29
  store i64 %83, i64* %8, align 8, !tbaa !17
  %84 = lshr i64 %83, 3
  %85 = getelementptr inbounds i8, i8* %9, i64 %84
  store i8 0, i8* %85, align 1, !tbaa !25
  br label %86

86:                                               ; preds = %32, %26
  %87 = icmp eq i32 %3, 0
  br i1 %87, label %109, label %88

88:                                               ; preds = %86
  tail call void @llvm.experimental.noalias.scope.decl(metadata !562)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !565)
  %89 = load i64, i64* %8, align 8, !tbaa !17, !alias.scope !562, !noalias !565
  %90 = lshr i64 %89, 3
  %91 = getelementptr inbounds i8, i8* %9, i64 %90
  %92 = load i8, i8* %91, align 1, !tbaa !25, !alias.scope !565, !noalias !562
  %93 = zext i8 %92 to i64
  %94 = and i64 %89, 7
  %95 = shl nuw nsw i64 1, %94
  %96 = or i64 %95, %93
  %97 = bitcast i8* %91 to i64*
  store i64 %96, i64* %97, align 1, !alias.scope !565, !noalias !562
  %98 = add i64 %89, 1
  store i64 %98, i64* %8, align 8, !tbaa !17, !alias.scope !562, !noalias !565
  %99 = lshr i64 %98, 3
  %100 = getelementptr inbounds i8, i8* %9, i64 %99
  %101 = load i8, i8* %100, align 1, !tbaa !25, !alias.scope !567, !noalias !570
  %102 = zext i8 %101 to i64
  %103 = and i64 %98, 7
  %104 = shl nuw nsw i64 1, %103
  %105 = or i64 %104, %102
  %106 = bitcast i8* %100 to i64*
  store i64 %105, i64* %106, align 1, !alias.scope !567, !noalias !570
  %107 = add i64 %89, 9
  %108 = and i64 %107, 4294967288
  store i64 %108, i64* %8, align 8, !tbaa !17
  br label %109

109:                                              ; preds = %88, %86
  ret void
}

; Function Attrs: noinline nounwind
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl8(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl9(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl10(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl11(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl12(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl13(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl14(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl15(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl16(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl17(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: nounwind
define dso_local %struct.BrotliEncoderStateStruct* @BrotliEncoderCreateInstance(i8* (i8*, i64)* noundef %0, void (i8*, i8*)* noundef %1, i8* noundef %2) local_unnamed_addr #4 {
  %4 = tail call i8* @BrotliBootstrapAlloc(i64 noundef 6976, i8* (i8*, i64)* noundef %0, void (i8*, i8*)* noundef %1, i8* noundef %2) #26
  %5 = icmp eq i8* %4, null
  br i1 %5, label %52, label %6

6:                                                ; preds = %3
  %7 = bitcast i8* %4 to %struct.BrotliEncoderStateStruct*
  %8 = getelementptr inbounds i8, i8* %4, i64 1400
  %9 = bitcast i8* %8 to %struct.MemoryManager*
  tail call void @BrotliInitMemoryManager(%struct.MemoryManager* noundef nonnull %9, i8* (i8*, i64)* noundef %0, void (i8*, i8*)* noundef %1, i8* noundef %2) #26
  %10 = bitcast i8* %4 to i32*
  store i32 0, i32* %10, align 8, !tbaa !572
  %11 = getelementptr inbounds i8, i8* %4, i64 36
  %12 = bitcast i8* %11 to i32*
  store i32 0, i32* %12, align 4, !tbaa !573
  %13 = getelementptr inbounds i8, i8* %4, i64 4
  %14 = bitcast i8* %13 to i32*
  store i32 11, i32* %14, align 4, !tbaa !574
  %15 = getelementptr inbounds i8, i8* %4, i64 8
  %16 = bitcast i8* %15 to i32*
  store i32 22, i32* %16, align 8, !tbaa !110
  %17 = getelementptr inbounds i8, i8* %4, i64 12
  %18 = getelementptr inbounds i8, i8* %4, i64 80
  %19 = bitcast i8* %18 to %struct.SharedEncoderDictionary*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(24) %17, i8 0, i64 24, i1 false) #26
  tail call void @BrotliInitSharedEncoderDictionary(%struct.SharedEncoderDictionary* noundef nonnull %19) #26
  %20 = getelementptr inbounds i8, i8* %4, i64 56
  %21 = bitcast i8* %20 to i32*
  store i32 0, i32* %21, align 8, !tbaa !575
  %22 = getelementptr inbounds i8, i8* %4, i64 60
  %23 = bitcast i8* %22 to i32*
  store i32 0, i32* %23, align 4, !tbaa !576
  %24 = getelementptr inbounds i8, i8* %4, i64 64
  %25 = bitcast i8* %24 to i32*
  store i32 64, i32* %25, align 8, !tbaa !351
  %26 = getelementptr inbounds i8, i8* %4, i64 68
  %27 = bitcast i8* %26 to i32*
  store i32 64, i32* %27, align 4, !tbaa !577
  %28 = getelementptr inbounds i8, i8* %4, i64 72
  %29 = bitcast i8* %28 to i64*
  store i64 67108860, i64* %29, align 8, !tbaa !578
  %30 = getelementptr inbounds i8, i8* %4, i64 1424
  %31 = bitcast i8* %30 to i64*
  store i64 0, i64* %31, align 8, !tbaa !579
  %32 = getelementptr inbounds i8, i8* %4, i64 1612
  store i8 0, i8* %32, align 4, !tbaa !585
  %33 = getelementptr inbounds i8, i8* %4, i64 1613
  store i8 0, i8* %33, align 1, !tbaa !586
  %34 = getelementptr inbounds i8, i8* %4, i64 1616
  %35 = getelementptr inbounds i8, i8* %4, i64 6864
  %36 = getelementptr inbounds i8, i8* %4, i64 6964
  %37 = bitcast i8* %36 to i32*
  store i32 0, i32* %37, align 4, !tbaa !587
  %38 = getelementptr inbounds i8, i8* %4, i64 6968
  %39 = bitcast i8* %38 to i32*
  store i32 0, i32* %39, align 8, !tbaa !588
  %40 = getelementptr inbounds i8, i8* %4, i64 6972
  %41 = bitcast i8* %40 to i32*
  store i32 0, i32* %41, align 4, !tbaa !589
  %42 = getelementptr inbounds i8, i8* %4, i64 1448
  %43 = getelementptr inbounds i8, i8* %4, i64 1528
  %44 = bitcast i8* %43 to i32*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(80) %42, i8 0, i64 80, i1 false) #26
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(52) %34, i8 0, i64 52, i1 false) #26
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(80) %35, i8 0, i64 80, i1 false) #26
  store i32 4, i32* %44, align 8, !tbaa !43
  %45 = getelementptr inbounds i8, i8* %4, i64 1532
  %46 = bitcast i8* %45 to i32*
  store i32 11, i32* %46, align 4, !tbaa !43
  %47 = getelementptr inbounds i8, i8* %4, i64 1536
  %48 = bitcast i8* %47 to i32*
  store i32 15, i32* %48, align 8, !tbaa !43
  %49 = getelementptr inbounds i8, i8* %4, i64 1540
  %50 = bitcast i8* %49 to i32*
  store i32 16, i32* %50, align 4, !tbaa !43
  %51 = getelementptr inbounds i8, i8* %4, i64 1592
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %51, i8* noundef nonnull align 8 dereferenceable(16) %43, i64 16, i1 false) #26
  br label %52

52:                                               ; preds = %6, %3
  %53 = phi %struct.BrotliEncoderStateStruct* [ %7, %6 ], [ null, %3 ]
  ret %struct.BrotliEncoderStateStruct* %53
}

; Function Attrs: nounwind
define dso_local void @BrotliEncoderDestroyInstance(%struct.BrotliEncoderStateStruct* noundef %0) local_unnamed_addr #4 {
  %2 = icmp eq %struct.BrotliEncoderStateStruct* %0, null
  br i1 %2, label %48, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 1
  %5 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 19
  %6 = load i8*, i8** %5, align 8, !tbaa !590
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef %6) #26
  store i8* null, i8** %5, align 8, !tbaa !590
  %7 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 5
  %8 = bitcast %struct.Command** %7 to i8**
  %9 = load i8*, i8** %8, align 8, !tbaa !591
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef %9) #26
  store %struct.Command* null, %struct.Command** %7, align 8, !tbaa !591
  %10 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 3, i32 6
  %11 = load i8*, i8** %10, align 8, !tbaa !592
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef %11) #26
  store i8* null, i8** %10, align 8, !tbaa !592
  %12 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 20, i32 0, i32 0, i64 0
  %13 = load i8*, i8** %12, align 8, !tbaa !19
  %14 = icmp eq i8* %13, null
  br i1 %14, label %16, label %15

15:                                               ; preds = %3
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef nonnull %13) #26
  store i8* null, i8** %12, align 8, !tbaa !19
  br label %16

16:                                               ; preds = %15, %3
  %17 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 20, i32 0, i32 0, i64 1
  %18 = load i8*, i8** %17, align 8, !tbaa !19
  %19 = icmp eq i8* %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %16
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef nonnull %18) #26
  store i8* null, i8** %17, align 8, !tbaa !19
  br label %21

21:                                               ; preds = %20, %16
  %22 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 20, i32 0, i32 0, i64 2
  %23 = load i8*, i8** %22, align 8, !tbaa !19
  %24 = icmp eq i8* %23, null
  br i1 %24, label %26, label %25

25:                                               ; preds = %21
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef nonnull %23) #26
  store i8* null, i8** %22, align 8, !tbaa !19
  br label %26

26:                                               ; preds = %25, %21
  %27 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 20, i32 0, i32 0, i64 3
  %28 = load i8*, i8** %27, align 8, !tbaa !19
  %29 = icmp eq i8* %28, null
  br i1 %29, label %31, label %30

30:                                               ; preds = %26
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef nonnull %28) #26
  store i8* null, i8** %27, align 8, !tbaa !19
  br label %31

31:                                               ; preds = %30, %26
  %32 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 22
  %33 = bitcast i32** %32 to i8**
  %34 = load i8*, i8** %33, align 8, !tbaa !593
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef %34) #26
  store i32* null, i32** %32, align 8, !tbaa !593
  %35 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 24
  %36 = bitcast %struct.BrotliOnePassArena** %35 to i8**
  %37 = load i8*, i8** %36, align 8, !tbaa !594
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef %37) #26
  store %struct.BrotliOnePassArena* null, %struct.BrotliOnePassArena** %35, align 8, !tbaa !594
  %38 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 25
  %39 = bitcast %struct.BrotliTwoPassArena** %38 to i8**
  %40 = load i8*, i8** %39, align 8, !tbaa !595
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef %40) #26
  store %struct.BrotliTwoPassArena* null, %struct.BrotliTwoPassArena** %38, align 8, !tbaa !595
  %41 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 26
  %42 = bitcast i32** %41 to i8**
  %43 = load i8*, i8** %42, align 8, !tbaa !596
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef %43) #26
  store i32* null, i32** %41, align 8, !tbaa !596
  %44 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 27
  %45 = load i8*, i8** %44, align 8, !tbaa !597
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef %45) #26
  store i8* null, i8** %44, align 8, !tbaa !597
  %46 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10
  tail call void @BrotliCleanupSharedEncoderDictionary(%struct.MemoryManager* noundef nonnull %4, %struct.SharedEncoderDictionary* noundef nonnull %46) #26
  %47 = bitcast %struct.BrotliEncoderStateStruct* %0 to i8*
  tail call void @BrotliBootstrapFree(i8* noundef nonnull %47, %struct.MemoryManager* noundef nonnull %4) #26
  br label %48

48:                                               ; preds = %31, %1
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @BrotliEncoderMaxCompressedSize(i64 noundef %0) local_unnamed_addr #0 {
  %2 = lshr i64 %0, 12
  %3 = and i64 %2, 4503599627370492
  %4 = add i64 %0, 6
  %5 = add i64 %4, %3
  %6 = icmp eq i64 %0, 0
  %7 = icmp ult i64 %5, %0
  %8 = select i1 %7, i64 0, i64 %5
  %9 = select i1 %6, i64 2, i64 %8
  ret i64 %9
}

; Function Attrs: nounwind
define dso_local signext i32 @BrotliEncoderCompress(i32 noundef signext %0, i32 noundef signext %1, i32 noundef signext %2, i64 noundef %3, i8* noundef %4, i64* nocapture noundef %5, i8* noundef %6) local_unnamed_addr #4 {
  %8 = alloca i64, align 8
  %9 = alloca i8*, align 8
  %10 = alloca i64, align 8
  %11 = alloca i8*, align 8
  %12 = alloca i64, align 8
  %13 = load i64, i64* %5, align 8, !tbaa !17
  %14 = lshr i64 %3, 12
  %15 = and i64 %14, 4503599627370492
  %16 = add i64 %3, 6
  %17 = add i64 %16, %15
  %18 = icmp eq i64 %3, 0
  %19 = icmp ult i64 %17, %3
  %20 = select i1 %19, i64 0, i64 %17
  %21 = select i1 %18, i64 2, i64 %20
  %22 = icmp eq i64 %13, 0
  br i1 %22, label %157, label %23

23:                                               ; preds = %7
  br i1 %18, label %24, label %25

24:                                               ; preds = %23
  store i64 1, i64* %5, align 8, !tbaa !17
  store i8 6, i8* %6, align 1, !tbaa !25
  br label %157

25:                                               ; preds = %23
  %26 = tail call i8* @BrotliBootstrapAlloc(i64 noundef 6976, i8* (i8*, i64)* noundef null, void (i8*, i8*)* noundef null, i8* noundef null) #26
  %27 = icmp eq i8* %26, null
  br i1 %27, label %157, label %28

28:                                               ; preds = %25
  %29 = bitcast i8* %26 to %struct.BrotliEncoderStateStruct*
  %30 = getelementptr inbounds i8, i8* %26, i64 1400
  %31 = bitcast i8* %30 to %struct.MemoryManager*
  tail call void @BrotliInitMemoryManager(%struct.MemoryManager* noundef nonnull %31, i8* (i8*, i64)* noundef null, void (i8*, i8*)* noundef null, i8* noundef null) #26
  %32 = bitcast i8* %26 to i32*
  store i32 0, i32* %32, align 8, !tbaa !572
  %33 = getelementptr inbounds i8, i8* %26, i64 36
  %34 = bitcast i8* %33 to i32*
  store i32 0, i32* %34, align 4, !tbaa !573
  %35 = getelementptr inbounds i8, i8* %26, i64 4
  %36 = bitcast i8* %35 to i32*
  store i32 11, i32* %36, align 4, !tbaa !574
  %37 = getelementptr inbounds i8, i8* %26, i64 8
  %38 = bitcast i8* %37 to i32*
  store i32 22, i32* %38, align 8, !tbaa !110
  %39 = getelementptr inbounds i8, i8* %26, i64 12
  %40 = getelementptr inbounds i8, i8* %26, i64 80
  %41 = bitcast i8* %40 to %struct.SharedEncoderDictionary*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(24) %39, i8 0, i64 24, i1 false) #26
  tail call void @BrotliInitSharedEncoderDictionary(%struct.SharedEncoderDictionary* noundef nonnull %41) #26
  %42 = getelementptr inbounds i8, i8* %26, i64 56
  %43 = bitcast i8* %42 to i32*
  store i32 0, i32* %43, align 8, !tbaa !575
  %44 = getelementptr inbounds i8, i8* %26, i64 60
  %45 = bitcast i8* %44 to i32*
  store i32 0, i32* %45, align 4, !tbaa !576
  %46 = getelementptr inbounds i8, i8* %26, i64 64
  %47 = bitcast i8* %46 to i32*
  store i32 64, i32* %47, align 8, !tbaa !351
  %48 = getelementptr inbounds i8, i8* %26, i64 68
  %49 = bitcast i8* %48 to i32*
  store i32 64, i32* %49, align 4, !tbaa !577
  %50 = getelementptr inbounds i8, i8* %26, i64 72
  %51 = bitcast i8* %50 to i64*
  store i64 67108860, i64* %51, align 8, !tbaa !578
  %52 = getelementptr inbounds i8, i8* %26, i64 1424
  %53 = bitcast i8* %52 to i64*
  store i64 0, i64* %53, align 8, !tbaa !579
  %54 = getelementptr inbounds i8, i8* %26, i64 1612
  store i8 0, i8* %54, align 4, !tbaa !585
  %55 = getelementptr inbounds i8, i8* %26, i64 1613
  store i8 0, i8* %55, align 1, !tbaa !586
  %56 = getelementptr inbounds i8, i8* %26, i64 1616
  %57 = getelementptr inbounds i8, i8* %26, i64 6864
  %58 = getelementptr inbounds i8, i8* %26, i64 6964
  %59 = bitcast i8* %58 to i32*
  store i32 0, i32* %59, align 4, !tbaa !587
  %60 = getelementptr inbounds i8, i8* %26, i64 6968
  %61 = bitcast i8* %60 to i32*
  store i32 0, i32* %61, align 8, !tbaa !588
  %62 = getelementptr inbounds i8, i8* %26, i64 6972
  %63 = bitcast i8* %62 to i32*
  store i32 0, i32* %63, align 4, !tbaa !589
  %64 = getelementptr inbounds i8, i8* %26, i64 1448
  %65 = getelementptr inbounds i8, i8* %26, i64 1528
  %66 = bitcast i8* %65 to i32*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(80) %64, i8 0, i64 80, i1 false) #26
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(52) %56, i8 0, i64 52, i1 false) #26
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(80) %57, i8 0, i64 80, i1 false) #26
  store i32 4, i32* %66, align 8, !tbaa !43
  %67 = getelementptr inbounds i8, i8* %26, i64 1532
  %68 = bitcast i8* %67 to i32*
  store i32 11, i32* %68, align 4, !tbaa !43
  %69 = getelementptr inbounds i8, i8* %26, i64 1536
  %70 = bitcast i8* %69 to i32*
  store i32 15, i32* %70, align 8, !tbaa !43
  %71 = getelementptr inbounds i8, i8* %26, i64 1540
  %72 = bitcast i8* %71 to i32*
  store i32 16, i32* %72, align 4, !tbaa !43
  %73 = getelementptr inbounds i8, i8* %26, i64 1592
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %73, i8* noundef nonnull align 8 dereferenceable(16) %65, i64 16, i1 false) #26
  %74 = bitcast i64* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %74) #26
  store i64 %3, i64* %8, align 8, !tbaa !17
  %75 = bitcast i8** %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %75) #26
  store i8* %4, i8** %9, align 8, !tbaa !19
  %76 = bitcast i64* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %76) #26
  %77 = load i64, i64* %5, align 8, !tbaa !17
  store i64 %77, i64* %10, align 8, !tbaa !17
  %78 = bitcast i8** %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %78) #26
  store i8* %6, i8** %11, align 8, !tbaa !19
  %79 = bitcast i64* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %79) #26
  store i64 0, i64* %12, align 8, !tbaa !17
  store i32 %0, i32* %36, align 4, !tbaa !598
  store i32 %1, i32* %38, align 8, !tbaa !599
  store i32 %2, i32* %32, align 8, !tbaa !600
  %80 = and i64 %3, 4294967295
  %81 = getelementptr inbounds i8, i8* %26, i64 24
  %82 = bitcast i8* %81 to i64*
  store i64 %80, i64* %82, align 8, !tbaa !601
  %83 = icmp sgt i32 %1, 24
  br i1 %83, label %84, label %85

84:                                               ; preds = %28
  store i32 1, i32* %34, align 4, !tbaa !602
  br label %85

85:                                               ; preds = %84, %28
  %86 = call signext i32 @BrotliEncoderCompressStream(%struct.BrotliEncoderStateStruct* noundef nonnull %29, i32 noundef signext 2, i64* noundef nonnull %8, i8** noundef nonnull %9, i64* noundef nonnull %10, i8** noundef nonnull %11, i64* noundef nonnull %12)
  %87 = load i32, i32* %59, align 4, !tbaa !587
  %88 = icmp eq i32 %87, 2
  br i1 %88, label %89, label %103

89:                                               ; preds = %85
  %90 = getelementptr inbounds i8, i8* %26, i64 6928
  %91 = bitcast i8* %90 to i64*
  %92 = load i64, i64* %91, align 8, !tbaa !603
  %93 = icmp ne i64 %92, 0
  %94 = icmp eq i32 %86, 0
  %95 = select i1 %93, i1 true, i1 %94
  %96 = load i64, i64* %12, align 8, !tbaa !17
  store i64 %96, i64* %5, align 8, !tbaa !17
  call void @BrotliEncoderDestroyInstance(%struct.BrotliEncoderStateStruct* noundef nonnull %29)
  br i1 %95, label %105, label %97

97:                                               ; preds = %89
  %98 = icmp eq i64 %21, 0
  br i1 %98, label %102, label %99

99:                                               ; preds = %97
  %100 = load i64, i64* %5, align 8, !tbaa !17
  %101 = icmp ugt i64 %100, %21
  br i1 %101, label %105, label %102

102:                                              ; preds = %99, %97
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %79) #26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %78) #26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %76) #26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %75) #26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %74) #26
  br label %157

103:                                              ; preds = %85
  %104 = load i64, i64* %12, align 8, !tbaa !17
  store i64 %104, i64* %5, align 8, !tbaa !17
  call void @BrotliEncoderDestroyInstance(%struct.BrotliEncoderStateStruct* noundef nonnull %29)
  br label %105

105:                                              ; preds = %103, %99, %89
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %79) #26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %78) #26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %76) #26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %75) #26
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %74) #26
  store i64 0, i64* %5, align 8, !tbaa !17
  %106 = icmp eq i64 %21, 0
  %107 = icmp ult i64 %13, %21
  %108 = select i1 %106, i1 true, i1 %107
  br i1 %108, label %157, label %109

109:                                              ; preds = %105
  store i8 33, i8* %6, align 1, !tbaa !25
  %110 = getelementptr inbounds i8, i8* %6, i64 1
  store i8 3, i8* %110, align 1, !tbaa !25
  br label %111

111:                                              ; preds = %146, %109
  %112 = phi i64 [ %152, %146 ], [ %3, %109 ]
  %113 = phi i64 [ %151, %146 ], [ 0, %109 ]
  %114 = phi i64 [ %150, %146 ], [ 2, %109 ]
  %115 = icmp ult i64 %112, 16777216
  %116 = select i1 %115, i64 %112, i64 16777216
  %117 = trunc i64 %116 to i32
  %118 = icmp ugt i32 %117, 65536
  %119 = icmp ugt i32 %117, 1048576
  %120 = select i1 %119, i32 2, i32 1
  %121 = select i1 %118, i32 %120, i32 0
  %122 = shl nuw nsw i32 %121, 1
  %123 = shl nuw nsw i32 %117, 3
  %124 = add nsw i32 %123, -8
  %125 = or i32 %122, %124
  %126 = shl nuw nsw i32 %121, 2
  %127 = or i32 %126, 19
  %128 = shl nuw i32 1, %127
  %129 = or i32 %128, %125
  %130 = trunc i32 %129 to i8
  %131 = add i64 %114, 1
  %132 = getelementptr inbounds i8, i8* %6, i64 %114
  store i8 %130, i8* %132, align 1, !tbaa !25
  %133 = lshr i32 %129, 8
  %134 = trunc i32 %133 to i8
  %135 = add i64 %114, 2
  %136 = getelementptr inbounds i8, i8* %6, i64 %131
  store i8 %134, i8* %136, align 1, !tbaa !25
  %137 = lshr i32 %129, 16
  %138 = trunc i32 %137 to i8
  %139 = add i64 %114, 3
  %140 = getelementptr inbounds i8, i8* %6, i64 %135
  store i8 %138, i8* %140, align 1, !tbaa !25
  br i1 %119, label %141, label %146

141:                                              ; preds = %111
  %142 = lshr i32 %129, 24
  %143 = trunc i32 %142 to i8
  %144 = add i64 %114, 4
  %145 = getelementptr inbounds i8, i8* %6, i64 %139
  store i8 %143, i8* %145, align 1, !tbaa !25
  br label %146

146:                                              ; preds = %141, %111
  %147 = phi i64 [ %144, %141 ], [ %139, %111 ]
  %148 = getelementptr inbounds i8, i8* %6, i64 %147
  %149 = getelementptr inbounds i8, i8* %4, i64 %113
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %148, i8* align 1 %149, i64 %116, i1 false) #26
  %150 = add i64 %147, %116
  %151 = add i64 %116, %113
  %152 = sub i64 %112, %116
  %153 = icmp eq i64 %152, 0
  br i1 %153, label %154, label %111, !llvm.loop !604

154:                                              ; preds = %146
  %155 = getelementptr inbounds i8, i8* %6, i64 %150
  store i8 3, i8* %155, align 1, !tbaa !25
  %156 = add i64 %150, 1
  store i64 %156, i64* %5, align 8, !tbaa !17
  br label %157

157:                                              ; preds = %154, %105, %102, %25, %24, %7
  %158 = phi i32 [ 1, %24 ], [ 1, %154 ], [ 0, %7 ], [ 1, %102 ], [ 0, %105 ], [ 0, %25 ]
  ret i32 %158
}

; Function Attrs: nounwind
declare dso_local signext i32 @BrotliEncoderCompressStream(%struct.BrotliEncoderStateStruct* noundef, i32 noundef signext, i64* nocapture noundef, i8** nocapture noundef, i64* nocapture noundef, i8** nocapture noundef, i64* noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define hidden fastcc signext i32 @InjectFlushOrPushOutput(%struct.BrotliEncoderStateStruct* noundef %0, i64* nocapture noundef %1, i8** nocapture noundef %2, i64* noundef writeonly %3) unnamed_addr #17 {
  %5 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 34
  %6 = load i32, i32* %5, align 4, !tbaa !587
  %7 = icmp eq i32 %6, 1
  br i1 %7, label %8, label %50

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 14
  %10 = load i8, i8* %9, align 2, !tbaa !605
  %11 = icmp eq i8 %10, 0
  br i1 %11, label %50, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 13
  %14 = load i16, i16* %13, align 8, !tbaa !606
  %15 = zext i16 %14 to i32
  store i16 0, i16* %13, align 8, !tbaa !606
  store i8 0, i8* %9, align 2, !tbaa !605
  %16 = zext i8 %10 to i32
  %17 = shl i32 6, %16
  %18 = or i32 %17, %15
  %19 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 29
  %20 = load i8*, i8** %19, align 8, !tbaa !607
  %21 = icmp eq i8* %20, null
  br i1 %21, label %26, label %22

22:                                               ; preds = %12
  %23 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 30
  %24 = load i64, i64* %23, align 8, !tbaa !603
  %25 = getelementptr inbounds i8, i8* %20, i64 %24
  br label %30

26:                                               ; preds = %12
  %27 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 32
  %28 = bitcast %union.anon.0.89* %27 to i8*
  %29 = bitcast i8** %19 to %union.anon.0.89**
  store %union.anon.0.89* %27, %union.anon.0.89** %29, align 8, !tbaa !607
  br label %30

30:                                               ; preds = %26, %22
  %31 = phi i8* [ %25, %22 ], [ %28, %26 ]
  %32 = trunc i32 %18 to i8
  store i8 %32, i8* %31, align 1, !tbaa !25
  %33 = icmp ugt i8 %10, 2
  br i1 %33, label %34, label %43

34:                                               ; preds = %30
  %35 = lshr i32 %18, 8
  %36 = trunc i32 %35 to i8
  %37 = getelementptr inbounds i8, i8* %31, i64 1
  store i8 %36, i8* %37, align 1, !tbaa !25
  %38 = icmp ugt i8 %10, 10
  br i1 %38, label %39, label %43

39:                                               ; preds = %34
  %40 = lshr i32 %17, 16
  %41 = trunc i32 %40 to i8
  %42 = getelementptr inbounds i8, i8* %31, i64 2
  store i8 %41, i8* %42, align 1, !tbaa !25
  br label %43

43:                                               ; preds = %39, %34, %30
  %44 = zext i8 %10 to i64
  %45 = add nuw nsw i64 %44, 13
  %46 = lshr i64 %45, 3
  %47 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 30
  %48 = load i64, i64* %47, align 8, !tbaa !603
  %49 = add i64 %48, %46
  store i64 %49, i64* %47, align 8, !tbaa !603
  br label %76

50:                                               ; preds = %8, %4
  %51 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 30
  %52 = load i64, i64* %51, align 8, !tbaa !603
  %53 = icmp eq i64 %52, 0
  br i1 %53, label %76, label %54

54:                                               ; preds = %50
  %55 = load i64, i64* %1, align 8, !tbaa !17
  %56 = icmp eq i64 %55, 0
  br i1 %56, label %76, label %57

57:                                               ; preds = %54
  %58 = icmp ult i64 %52, %55
  %59 = select i1 %58, i64 %52, i64 %55
  %60 = load i8*, i8** %2, align 8, !tbaa !19
  %61 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 29
  %62 = load i8*, i8** %61, align 8, !tbaa !607
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %60, i8* align 1 %62, i64 %59, i1 false)
  %63 = load i8*, i8** %2, align 8, !tbaa !19
  %64 = getelementptr inbounds i8, i8* %63, i64 %59
  store i8* %64, i8** %2, align 8, !tbaa !19
  %65 = load i64, i64* %1, align 8, !tbaa !17
  %66 = sub i64 %65, %59
  store i64 %66, i64* %1, align 8, !tbaa !17
  %67 = load i8*, i8** %61, align 8, !tbaa !607
  %68 = getelementptr inbounds i8, i8* %67, i64 %59
  store i8* %68, i8** %61, align 8, !tbaa !607
  %69 = load i64, i64* %51, align 8, !tbaa !603
  %70 = sub i64 %69, %59
  store i64 %70, i64* %51, align 8, !tbaa !603
  %71 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 31
  %72 = load i64, i64* %71, align 8, !tbaa !608
  %73 = add i64 %72, %59
  store i64 %73, i64* %71, align 8, !tbaa !608
  %74 = icmp eq i64* %3, null
  br i1 %74, label %76, label %75

75:                                               ; preds = %57
  store i64 %73, i64* %3, align 8, !tbaa !17
  br label %76

76:                                               ; preds = %75, %57, %54, %50, %43
  %77 = phi i32 [ 1, %43 ], [ 0, %54 ], [ 0, %50 ], [ 1, %57 ], [ 1, %75 ]
  ret i32 %77
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local signext i32 @BrotliEncoderIsFinished(%struct.BrotliEncoderStateStruct* nocapture noundef readonly %0) local_unnamed_addr #16 {
  %2 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 34
  %3 = load i32, i32* %2, align 4, !tbaa !587
  %4 = icmp eq i32 %3, 2
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 30
  %7 = load i64, i64* %6, align 8, !tbaa !603
  %8 = icmp eq i64 %7, 0
  br label %9

9:                                                ; preds = %5, %1
  %10 = phi i1 [ false, %1 ], [ %8, %5 ]
  %11 = zext i1 %10 to i32
  ret i32 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local i8* @BrotliEncoderTakeOutput(%struct.BrotliEncoderStateStruct* nocapture noundef %0, i64* nocapture noundef %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 30
  %4 = load i64, i64* %3, align 8, !tbaa !603
  %5 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 29
  %6 = load i8*, i8** %5, align 8, !tbaa !607
  %7 = load i64, i64* %1, align 8, !tbaa !17
  %8 = icmp ne i64 %7, 0
  %9 = icmp ult i64 %7, %4
  %10 = select i1 %8, i1 %9, i1 false
  br i1 %10, label %13, label %11

11:                                               ; preds = %2
  %12 = icmp eq i64 %4, 0
  br i1 %12, label %26, label %13

13:                                               ; preds = %11, %2
  %14 = phi i64 [ %4, %11 ], [ %7, %2 ]
  %15 = getelementptr inbounds i8, i8* %6, i64 %14
  store i8* %15, i8** %5, align 8, !tbaa !607
  %16 = sub i64 %4, %14
  store i64 %16, i64* %3, align 8, !tbaa !603
  %17 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 31
  %18 = load i64, i64* %17, align 8, !tbaa !608
  %19 = add i64 %18, %14
  store i64 %19, i64* %17, align 8, !tbaa !608
  %20 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 34
  %21 = load i32, i32* %20, align 4, !tbaa !587
  %22 = icmp eq i32 %21, 1
  %23 = icmp eq i64 %16, 0
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %25, label %26

25:                                               ; preds = %13
  store i32 0, i32* %20, align 4, !tbaa !587
  store i8* null, i8** %5, align 8, !tbaa !607
  br label %26

26:                                               ; preds = %25, %13, %11
  %27 = phi i64 [ 0, %11 ], [ %14, %13 ], [ %14, %25 ]
  %28 = phi i8* [ null, %11 ], [ %6, %13 ], [ %6, %25 ]
  store i64 %27, i64* %1, align 8, !tbaa !17
  ret i8* %28
}

; Function Attrs: nounwind
define dso_local %struct.BrotliEncoderPreparedDictionaryStruct* @BrotliEncoderPrepareDictionary(i32 noundef signext %0, i64 noundef %1, i8* noundef %2, i32 noundef signext %3, i8* (i8*, i64)* noundef %4, void (i8*, i8*)* noundef %5, i8* noundef %6) local_unnamed_addr #4 {
  %8 = icmp eq i32 %0, 0
  br i1 %8, label %9, label %21

9:                                                ; preds = %7
  %10 = tail call %struct.ManagedDictionary* @BrotliCreateManagedDictionary(i8* (i8*, i64)* noundef %4, void (i8*, i8*)* noundef %5, i8* noundef %6) #26
  %11 = icmp eq %struct.ManagedDictionary* %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.ManagedDictionary, %struct.ManagedDictionary* %10, i64 0, i32 1
  %14 = tail call %struct.PreparedDictionary* @CreatePreparedDictionary(%struct.MemoryManager* noundef nonnull %13, i8* noundef %2, i64 noundef %1) #26
  %15 = getelementptr %struct.PreparedDictionary, %struct.PreparedDictionary* %14, i64 0, i32 0
  %16 = getelementptr inbounds %struct.ManagedDictionary, %struct.ManagedDictionary* %10, i64 0, i32 2
  store i32* %15, i32** %16, align 8, !tbaa !609
  %17 = icmp eq %struct.PreparedDictionary* %14, null
  br i1 %17, label %18, label %19

18:                                               ; preds = %12
  tail call void @BrotliDestroyManagedDictionary(%struct.ManagedDictionary* noundef nonnull %10) #26
  br label %21

19:                                               ; preds = %12
  %20 = bitcast %struct.ManagedDictionary* %10 to %struct.BrotliEncoderPreparedDictionaryStruct*
  br label %21

21:                                               ; preds = %19, %18, %9, %7
  %22 = phi %struct.BrotliEncoderPreparedDictionaryStruct* [ null, %18 ], [ %20, %19 ], [ null, %7 ], [ null, %9 ]
  ret %struct.BrotliEncoderPreparedDictionaryStruct* %22
}

; Function Attrs: nounwind
define dso_local void @BrotliEncoderDestroyPreparedDictionary(%struct.BrotliEncoderPreparedDictionaryStruct* noundef %0) local_unnamed_addr #4 {
  %2 = bitcast %struct.BrotliEncoderPreparedDictionaryStruct* %0 to %struct.ManagedDictionary*
  %3 = icmp eq %struct.BrotliEncoderPreparedDictionaryStruct* %0, null
  br i1 %3, label %23, label %4

4:                                                ; preds = %1
  %5 = bitcast %struct.BrotliEncoderPreparedDictionaryStruct* %0 to i32*
  %6 = load i32, i32* %5, align 8, !tbaa !611
  %7 = icmp eq i32 %6, -558043678
  br i1 %7, label %8, label %23

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct.ManagedDictionary, %struct.ManagedDictionary* %2, i64 0, i32 2
  %10 = load i32*, i32** %9, align 8, !tbaa !609
  %11 = icmp eq i32* %10, null
  br i1 %11, label %22, label %12

12:                                               ; preds = %8
  %13 = load i32, i32* %10, align 4, !tbaa !43
  switch i32 %13, label %22 [
    i32 -558043677, label %14
    i32 -558043679, label %17
  ]

14:                                               ; preds = %12
  %15 = getelementptr inbounds %struct.ManagedDictionary, %struct.ManagedDictionary* %2, i64 0, i32 1
  %16 = bitcast i32* %10 to %struct.PreparedDictionary*
  tail call void @DestroyPreparedDictionary(%struct.MemoryManager* noundef nonnull %15, %struct.PreparedDictionary* noundef nonnull %16) #26
  br label %22

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.ManagedDictionary, %struct.ManagedDictionary* %2, i64 0, i32 1
  %19 = bitcast i32* %10 to %struct.SharedEncoderDictionary*
  tail call void @BrotliCleanupSharedEncoderDictionary(%struct.MemoryManager* noundef nonnull %18, %struct.SharedEncoderDictionary* noundef nonnull %19) #26
  %20 = bitcast i32** %9 to i8**
  %21 = load i8*, i8** %20, align 8, !tbaa !609
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %18, i8* noundef %21) #26
  br label %22

22:                                               ; preds = %17, %14, %12, %8
  store i32* null, i32** %9, align 8, !tbaa !609
  tail call void @BrotliDestroyManagedDictionary(%struct.ManagedDictionary* noundef nonnull %2) #26
  br label %23

23:                                               ; preds = %22, %4, %1
  ret void
}

; Function Attrs: nofree nosync nounwind readonly
define hidden i64 @BrotliEncoderGetPreparedDictionarySize(%struct.BrotliEncoderPreparedDictionaryStruct* nocapture noundef readonly %0) local_unnamed_addr #23 {
  %2 = bitcast %struct.BrotliEncoderPreparedDictionaryStruct* %0 to i32*
  %3 = load i32, i32* %2, align 4, !tbaa !43
  %4 = icmp eq i32 %3, -558043678
  br i1 %4, label %5, label %11

5:                                                ; preds = %1
  %6 = bitcast %struct.BrotliEncoderPreparedDictionaryStruct* %0 to %struct.ManagedDictionary*
  %7 = getelementptr inbounds %struct.ManagedDictionary, %struct.ManagedDictionary* %6, i64 0, i32 2
  %8 = load i32*, i32** %7, align 8, !tbaa !609
  %9 = load i32, i32* %8, align 4, !tbaa !43
  %10 = bitcast i32* %8 to %struct.BrotliEncoderPreparedDictionaryStruct*
  br label %11

11:                                               ; preds = %5, %1
  %12 = phi i64 [ 40, %5 ], [ 0, %1 ]
  %13 = phi i32 [ %9, %5 ], [ %3, %1 ]
  %14 = phi %struct.BrotliEncoderPreparedDictionaryStruct* [ %10, %5 ], [ %0, %1 ]
  switch i32 %13, label %138 [
    i32 -558043680, label %15
    i32 -558043677, label %37
    i32 -558043679, label %55
  ]

15:                                               ; preds = %11
  %16 = bitcast %struct.BrotliEncoderPreparedDictionaryStruct* %14 to %struct.PreparedDictionary*
  %17 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %16, i64 0, i32 2
  %18 = load i32, i32* %17, align 4, !tbaa !485
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %16, i64 0, i32 5
  %21 = load i32, i32* %20, align 4, !tbaa !488
  %22 = zext i32 %21 to i64
  %23 = shl i64 4, %22
  %24 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %16, i64 0, i32 4
  %25 = load i32, i32* %24, align 4, !tbaa !489
  %26 = zext i32 %25 to i64
  %27 = shl i64 2, %26
  %28 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %16, i64 0, i32 1
  %29 = load i32, i32* %28, align 4, !tbaa !490
  %30 = zext i32 %29 to i64
  %31 = shl nuw nsw i64 %30, 2
  %32 = add nuw nsw i64 %12, 24
  %33 = add nuw nsw i64 %32, %19
  %34 = add i64 %33, %23
  %35 = add i64 %34, %27
  %36 = add i64 %35, %31
  br label %138

37:                                               ; preds = %11
  %38 = bitcast %struct.BrotliEncoderPreparedDictionaryStruct* %14 to %struct.PreparedDictionary*
  %39 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %38, i64 0, i32 5
  %40 = load i32, i32* %39, align 4, !tbaa !488
  %41 = zext i32 %40 to i64
  %42 = shl i64 4, %41
  %43 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %38, i64 0, i32 4
  %44 = load i32, i32* %43, align 4, !tbaa !489
  %45 = zext i32 %44 to i64
  %46 = shl i64 2, %45
  %47 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %38, i64 0, i32 1
  %48 = load i32, i32* %47, align 4, !tbaa !490
  %49 = zext i32 %48 to i64
  %50 = shl nuw nsw i64 %49, 2
  %51 = add nuw nsw i64 %12, 32
  %52 = add i64 %51, %42
  %53 = add i64 %52, %46
  %54 = add i64 %53, %50
  br label %138

55:                                               ; preds = %11
  %56 = bitcast %struct.BrotliEncoderPreparedDictionaryStruct* %14 to %struct.SharedEncoderDictionary*
  %57 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %56, i64 0, i32 1, i32 5
  %58 = load i64, i64* %57, align 8, !tbaa !612
  %59 = icmp eq i64 %58, 0
  br i1 %59, label %72, label %60

60:                                               ; preds = %68, %55
  %61 = phi i64 [ %70, %68 ], [ 0, %55 ]
  %62 = phi i64 [ %69, %68 ], [ 1320, %55 ]
  %63 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %56, i64 0, i32 1, i32 6, i64 %61
  %64 = bitcast %struct.PreparedDictionary** %63 to %struct.BrotliEncoderPreparedDictionaryStruct**
  %65 = load %struct.BrotliEncoderPreparedDictionaryStruct*, %struct.BrotliEncoderPreparedDictionaryStruct** %64, align 8, !tbaa !19
  %66 = tail call i64 @BrotliEncoderGetPreparedDictionarySize(%struct.BrotliEncoderPreparedDictionaryStruct* noundef %65)
  %67 = icmp eq i64 %66, 0
  br i1 %67, label %138, label %68

68:                                               ; preds = %60
  %69 = add i64 %66, %62
  %70 = add nuw i64 %61, 1
  %71 = icmp eq i64 %70, %58
  br i1 %71, label %72, label %60, !llvm.loop !613

72:                                               ; preds = %68, %55
  %73 = phi i64 [ 1320, %55 ], [ %69, %68 ]
  %74 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %56, i64 0, i32 2, i32 0
  %75 = load i32, i32* %74, align 8, !tbaa !614
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %77, label %79

77:                                               ; preds = %72
  %78 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %56, i64 0, i32 2, i32 5
  br label %87

79:                                               ; preds = %72
  %80 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %56, i64 0, i32 2, i32 4
  %81 = load i64, i64* %80, align 8, !tbaa !615
  %82 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %56, i64 0, i32 2, i32 6
  %83 = load %struct.BrotliEncoderDictionary*, %struct.BrotliEncoderDictionary** %82, align 8, !tbaa !616
  %84 = mul i64 %81, 168
  %85 = add i64 %84, %73
  %86 = icmp eq i64 %81, 0
  br i1 %86, label %135, label %87

87:                                               ; preds = %79, %77
  %88 = phi %struct.BrotliEncoderDictionary* [ %78, %77 ], [ %83, %79 ]
  %89 = phi i64 [ 1, %77 ], [ %81, %79 ]
  %90 = phi i64 [ %73, %77 ], [ %85, %79 ]
  br label %91

91:                                               ; preds = %126, %87
  %92 = phi i64 [ %133, %126 ], [ 0, %87 ]
  %93 = phi i64 [ %132, %126 ], [ %90, %87 ]
  %94 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %88, i64 %92, i32 8, i32 1
  %95 = load i64, i64* %94, align 8, !tbaa !617
  %96 = mul i64 %95, 12
  %97 = add i64 %96, %93
  %98 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %88, i64 %92, i32 11
  %99 = load i16*, i16** %98, align 8, !tbaa !618
  %100 = icmp eq i16* %99, null
  %101 = add i64 %97, 65536
  %102 = select i1 %100, i64 %97, i64 %101
  %103 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %88, i64 %92, i32 12
  %104 = load i8*, i8** %103, align 8, !tbaa !619
  %105 = icmp eq i8* %104, null
  %106 = add i64 %102, 32768
  %107 = select i1 %105, i64 %102, i64 %106
  %108 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %88, i64 %92, i32 14
  %109 = load i16*, i16** %108, align 8, !tbaa !620
  %110 = icmp eq i16* %109, null
  br i1 %110, label %116, label %111

111:                                              ; preds = %91
  %112 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %88, i64 %92, i32 13
  %113 = load i64, i64* %112, align 8, !tbaa !621
  %114 = shl i64 %113, 1
  %115 = add i64 %114, %107
  br label %116

116:                                              ; preds = %111, %91
  %117 = phi i64 [ %115, %111 ], [ %107, %91 ]
  %118 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %88, i64 %92, i32 16
  %119 = load %struct.DictWord*, %struct.DictWord** %118, align 8, !tbaa !622
  %120 = icmp eq %struct.DictWord* %119, null
  br i1 %120, label %126, label %121

121:                                              ; preds = %116
  %122 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %88, i64 %92, i32 15
  %123 = load i64, i64* %122, align 8, !tbaa !623
  %124 = shl i64 %123, 2
  %125 = add i64 %124, %117
  br label %126

126:                                              ; preds = %121, %116
  %127 = phi i64 [ %125, %121 ], [ %117, %116 ]
  %128 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %88, i64 %92, i32 17
  %129 = load %struct.BrotliDictionary*, %struct.BrotliDictionary** %128, align 8, !tbaa !624
  %130 = icmp eq %struct.BrotliDictionary* %129, null
  %131 = add i64 %127, 176
  %132 = select i1 %130, i64 %127, i64 %131
  %133 = add nuw i64 %92, 1
  %134 = icmp eq i64 %133, %89
  br i1 %134, label %135, label %91, !llvm.loop !625

135:                                              ; preds = %126, %79
  %136 = phi i64 [ %85, %79 ], [ %132, %126 ]
  %137 = add i64 %136, %12
  br label %138

138:                                              ; preds = %135, %60, %37, %15, %11
  %139 = phi i64 [ %36, %15 ], [ %54, %37 ], [ %137, %135 ], [ 0, %11 ], [ 0, %60 ]
  ret i64 %139
}

; Function Attrs: nounwind
define hidden void @BrotliInitSharedEncoderDictionary(%struct.SharedEncoderDictionary* noundef %0) local_unnamed_addr #4 {
  %2 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 0
  store i32 -558043679, i32* %2, align 8, !tbaa !626
  %3 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 1, i32 0
  %4 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 1, i32 4, i64 0
  store i64 0, i64* %4, align 8, !tbaa !17
  %5 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 1, i32 5
  store i64 0, i64* %5, align 8, !tbaa !627
  %6 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2
  %7 = getelementptr inbounds %struct.ContextualEncoderDictionary, %struct.ContextualEncoderDictionary* %6, i64 0, i32 0
  store i32 0, i32* %7, align 8, !tbaa !628
  %8 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 1
  %9 = bitcast i64* %3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  store i8 1, i8* %8, align 4, !tbaa !629
  %10 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 6
  store %struct.BrotliEncoderDictionary* null, %struct.BrotliEncoderDictionary** %10, align 8, !tbaa !630
  %11 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 4
  store i64 1, i64* %11, align 8, !tbaa !631
  %12 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5
  %13 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 3, i64 0
  store %struct.BrotliEncoderDictionary* %12, %struct.BrotliEncoderDictionary** %13, align 8, !tbaa !19
  %14 = tail call %struct.BrotliDictionary* @BrotliGetDictionary() #26
  %15 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %12, i64 0, i32 0
  store %struct.BrotliDictionary* %14, %struct.BrotliDictionary** %15, align 8, !tbaa !632
  %16 = tail call %struct.BrotliTransforms* @BrotliGetTransforms() #26
  %17 = getelementptr inbounds %struct.BrotliTransforms, %struct.BrotliTransforms* %16, i64 0, i32 3
  %18 = load i32, i32* %17, align 8, !tbaa !633
  %19 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 1
  store i32 %18, i32* %19, align 8, !tbaa !635
  %20 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 4
  store i16* getelementptr inbounds ([32768 x i16], [32768 x i16]* @kStaticDictionaryHashWords, i64 0, i64 0), i16** %20, align 8, !tbaa !636
  %21 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 5
  store i8* getelementptr inbounds ([32768 x i8], [32768 x i8]* @kStaticDictionaryHashLengths, i64 0, i64 0), i8** %21, align 8, !tbaa !637
  %22 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 6
  store i16* getelementptr inbounds ([32768 x i16], [32768 x i16]* @kStaticDictionaryBuckets, i64 0, i64 0), i16** %22, align 8, !tbaa !638
  %23 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 7
  store %struct.DictWord* getelementptr inbounds ([31705 x %struct.DictWord], [31705 x %struct.DictWord]* @kStaticDictionaryWords, i64 0, i64 0), %struct.DictWord** %23, align 8, !tbaa !639
  %24 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 2
  store i32 10, i32* %24, align 4, !tbaa !640
  %25 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 3
  store i64 512093189200228864, i64* %25, align 8, !tbaa !641
  %26 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 10
  %27 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 9
  store i32 0, i32* %27, align 8, !tbaa !642
  %28 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 8
  %29 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 8, i32 3, i32 2
  store i8 0, i8* %29, align 2, !tbaa !643
  %30 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 8, i32 3, i32 3
  store i32 0, i32* %30, align 4, !tbaa !644
  %31 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 8, i32 3, i32 4
  store i32 0, i32* %31, align 8, !tbaa !645
  %32 = bitcast %struct.BrotliTrie* %28 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(25) %32, i8 0, i64 25, i1 false) #26
  %33 = getelementptr inbounds %struct.ContextualEncoderDictionary*, %struct.ContextualEncoderDictionary** %26, i64 1
  %34 = bitcast %struct.ContextualEncoderDictionary** %33 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(64) %34, i8 0, i64 56, i1 false) #26
  store %struct.ContextualEncoderDictionary* %6, %struct.ContextualEncoderDictionary** %26, align 8, !tbaa !646
  %35 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 3
  store i32 11, i32* %35, align 8, !tbaa !647
  ret void
}

; Function Attrs: nounwind
declare hidden void @BrotliCleanupSharedEncoderDictionary(%struct.MemoryManager* noundef, %struct.SharedEncoderDictionary* nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nounwind
define hidden %struct.ManagedDictionary* @BrotliCreateManagedDictionary(i8* (i8*, i64)* noundef %0, void (i8*, i8*)* noundef %1, i8* noundef %2) local_unnamed_addr #4 {
  %4 = tail call i8* @BrotliBootstrapAlloc(i64 noundef 40, i8* (i8*, i64)* noundef %0, void (i8*, i8*)* noundef %1, i8* noundef %2) #26
  %5 = icmp eq i8* %4, null
  br i1 %5, label %13, label %6

6:                                                ; preds = %3
  %7 = bitcast i8* %4 to %struct.ManagedDictionary*
  %8 = bitcast i8* %4 to i32*
  store i32 -558043678, i32* %8, align 8, !tbaa !611
  %9 = getelementptr inbounds i8, i8* %4, i64 8
  %10 = bitcast i8* %9 to %struct.MemoryManager*
  tail call void @BrotliInitMemoryManager(%struct.MemoryManager* noundef nonnull %10, i8* (i8*, i64)* noundef %0, void (i8*, i8*)* noundef %1, i8* noundef %2) #26
  %11 = getelementptr inbounds i8, i8* %4, i64 32
  %12 = bitcast i8* %11 to i32**
  store i32* null, i32** %12, align 8, !tbaa !609
  br label %13

13:                                               ; preds = %6, %3
  %14 = phi %struct.ManagedDictionary* [ %7, %6 ], [ null, %3 ]
  ret %struct.ManagedDictionary* %14
}

; Function Attrs: nounwind
declare hidden void @BrotliDestroyManagedDictionary(%struct.ManagedDictionary* noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind
define hidden signext i32 @BrotliSetDepth(i32 noundef signext %0, %struct.HuffmanTree* nocapture noundef readonly %1, i8* nocapture noundef writeonly %2, i32 noundef signext %3) local_unnamed_addr #19 {
  %5 = alloca [16 x i32], align 4
  %6 = bitcast [16 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %6) #26
  %7 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i64 0, i64 0
  store i32 -1, i32* %7, align 4, !tbaa !43
  br label %8

8:                                                ; preds = %25, %4
  %9 = phi i32 [ 0, %4 ], [ %26, %25 ]
  %10 = phi i32 [ %0, %4 ], [ %27, %25 ]
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %1, i64 %11, i32 1
  %13 = load i16, i16* %12, align 4, !tbaa !648
  %14 = icmp sgt i16 %13, -1
  br i1 %14, label %15, label %28

15:                                               ; preds = %8
  %16 = add nsw i32 %9, 1
  %17 = icmp slt i32 %9, %3
  br i1 %17, label %18, label %45

18:                                               ; preds = %15
  %19 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %1, i64 %11, i32 2
  %20 = load i16, i16* %19, align 2, !tbaa !650
  %21 = sext i16 %20 to i32
  %22 = sext i32 %16 to i64
  %23 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i64 0, i64 %22
  store i32 %21, i32* %23, align 4, !tbaa !43
  %24 = zext i16 %13 to i32
  br label %25

25:                                               ; preds = %44, %18
  %26 = phi i32 [ %16, %18 ], [ %36, %44 ]
  %27 = phi i32 [ %24, %18 ], [ %39, %44 ]
  br label %8

28:                                               ; preds = %8
  %29 = trunc i32 %9 to i8
  %30 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %1, i64 %11, i32 2
  %31 = load i16, i16* %30, align 2, !tbaa !650
  %32 = sext i16 %31 to i64
  %33 = getelementptr inbounds i8, i8* %2, i64 %32
  store i8 %29, i8* %33, align 1, !tbaa !25
  %34 = icmp sgt i32 %9, -1
  br i1 %34, label %35, label %45

35:                                               ; preds = %41, %28
  %36 = phi i32 [ %42, %41 ], [ %9, %28 ]
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i64 0, i64 %37
  %39 = load i32, i32* %38, align 4, !tbaa !43
  %40 = icmp eq i32 %39, -1
  br i1 %40, label %41, label %44

41:                                               ; preds = %35
  %42 = add nsw i32 %36, -1
  %43 = icmp sgt i32 %36, 0
  br i1 %43, label %35, label %45, !llvm.loop !651

44:                                               ; preds = %35
  store i32 -1, i32* %38, align 4, !tbaa !43
  br label %25

45:                                               ; preds = %41, %28, %15
  %46 = phi i32 [ 1, %41 ], [ 1, %28 ], [ 0, %15 ]
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %6) #26
  ret i32 %46
}

; Function Attrs: nofree nosync nounwind
define hidden void @BrotliCreateHuffmanTree(i32* nocapture noundef readonly %0, i64 noundef %1, i32 noundef signext %2, %struct.HuffmanTree* noundef %3, i8* nocapture noundef writeonly %4) local_unnamed_addr #19 {
  %6 = alloca [16 x i32], align 4
  %7 = icmp eq i64 %1, 0
  %8 = bitcast [16 x i32]* %6 to i8*
  %9 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i64 0, i64 0
  br label %10

10:                                               ; preds = %215, %5
  %11 = phi i32 [ 1, %5 ], [ %216, %215 ]
  br i1 %7, label %119, label %12

12:                                               ; preds = %27, %10
  %13 = phi i64 [ %28, %27 ], [ 0, %10 ]
  %14 = phi i64 [ %15, %27 ], [ %1, %10 ]
  %15 = add i64 %14, -1
  %16 = getelementptr inbounds i32, i32* %0, i64 %15
  %17 = load i32, i32* %16, align 4, !tbaa !43
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %27, label %19

19:                                               ; preds = %12
  %20 = icmp ugt i32 %17, %11
  %21 = select i1 %20, i32 %17, i32 %11
  %22 = add i64 %13, 1
  %23 = trunc i64 %15 to i16
  %24 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %13, i32 0
  store i32 %21, i32* %24, align 4, !tbaa !652
  %25 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %13, i32 1
  store i16 -1, i16* %25, align 4, !tbaa !648
  %26 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %13, i32 2
  store i16 %23, i16* %26, align 2, !tbaa !650
  br label %27

27:                                               ; preds = %19, %12
  %28 = phi i64 [ %22, %19 ], [ %13, %12 ]
  %29 = icmp eq i64 %15, 0
  br i1 %29, label %30, label %12, !llvm.loop !653

30:                                               ; preds = %27
  %31 = icmp eq i64 %28, 1
  br i1 %31, label %32, label %37

32:                                               ; preds = %30
  %33 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 0, i32 2
  %34 = load i16, i16* %33, align 2, !tbaa !650
  %35 = sext i16 %34 to i64
  %36 = getelementptr inbounds i8, i8* %4, i64 %35
  store i8 1, i8* %36, align 1, !tbaa !25
  br label %217

37:                                               ; preds = %30
  %38 = icmp ult i64 %28, 13
  br i1 %38, label %39, label %74

39:                                               ; preds = %37
  %40 = icmp ugt i64 %28, 1
  br i1 %40, label %41, label %119

41:                                               ; preds = %68, %39
  %42 = phi i64 [ %72, %68 ], [ 1, %39 ]
  %43 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %42
  %44 = bitcast %struct.HuffmanTree* %43 to i64*
  %45 = load i64, i64* %44, align 4
  %46 = trunc i64 %45 to i32
  %47 = lshr i64 %45, 48
  %48 = trunc i64 %47 to i16
  br label %49

49:                                               ; preds = %62, %41
  %50 = phi i64 [ %42, %41 ], [ %51, %62 ]
  %51 = add nsw i64 %50, -1
  %52 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %51
  %53 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %52, i64 0, i32 0
  %54 = load i32, i32* %53, align 4, !tbaa !652
  %55 = icmp eq i32 %54, %46
  br i1 %55, label %58, label %56

56:                                               ; preds = %49
  %57 = icmp ugt i32 %54, %46
  br i1 %57, label %62, label %68

58:                                               ; preds = %49
  %59 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %51, i32 2
  %60 = load i16, i16* %59, align 2, !tbaa !650
  %61 = icmp slt i16 %60, %48
  br i1 %61, label %62, label %68

62:                                               ; preds = %58, %56
  %63 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %50
  %64 = bitcast %struct.HuffmanTree* %52 to i64*
  %65 = bitcast %struct.HuffmanTree* %63 to i64*
  %66 = load i64, i64* %64, align 4
  store i64 %66, i64* %65, align 4
  %67 = icmp eq i64 %51, 0
  br i1 %67, label %68, label %49, !llvm.loop !654

68:                                               ; preds = %62, %58, %56
  %69 = phi i64 [ 0, %62 ], [ %50, %58 ], [ %50, %56 ]
  %70 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %69
  %71 = bitcast %struct.HuffmanTree* %70 to i64*
  store i64 %45, i64* %71, align 4
  %72 = add nuw nsw i64 %42, 1
  %73 = icmp eq i64 %72, %28
  br i1 %73, label %119, label %41, !llvm.loop !655

74:                                               ; preds = %37
  %75 = icmp ult i64 %28, 57
  %76 = select i1 %75, i64 2, i64 0
  br label %77

77:                                               ; preds = %116, %74
  %78 = phi i64 [ %76, %74 ], [ %117, %116 ]
  %79 = getelementptr inbounds [6 x i64], [6 x i64]* @kBrotliShellGaps, i64 0, i64 %78
  %80 = load i64, i64* %79, align 8, !tbaa !17
  %81 = icmp ult i64 %80, %28
  br i1 %81, label %82, label %116

82:                                               ; preds = %110, %77
  %83 = phi i64 [ %114, %110 ], [ %80, %77 ]
  %84 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %83
  %85 = bitcast %struct.HuffmanTree* %84 to i64*
  %86 = load i64, i64* %85, align 4
  %87 = trunc i64 %86 to i32
  %88 = lshr i64 %86, 48
  %89 = trunc i64 %88 to i16
  %90 = icmp ult i64 %83, %80
  br i1 %90, label %110, label %91

91:                                               ; preds = %104, %82
  %92 = phi i64 [ %93, %104 ], [ %83, %82 ]
  %93 = sub i64 %92, %80
  %94 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %93
  %95 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %94, i64 0, i32 0
  %96 = load i32, i32* %95, align 4, !tbaa !652
  %97 = icmp eq i32 %96, %87
  br i1 %97, label %100, label %98

98:                                               ; preds = %91
  %99 = icmp ugt i32 %96, %87
  br i1 %99, label %104, label %110

100:                                              ; preds = %91
  %101 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %93, i32 2
  %102 = load i16, i16* %101, align 2, !tbaa !650
  %103 = icmp slt i16 %102, %89
  br i1 %103, label %104, label %110

104:                                              ; preds = %100, %98
  %105 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %92
  %106 = bitcast %struct.HuffmanTree* %94 to i64*
  %107 = bitcast %struct.HuffmanTree* %105 to i64*
  %108 = load i64, i64* %106, align 4
  store i64 %108, i64* %107, align 4
  %109 = icmp ult i64 %93, %80
  br i1 %109, label %110, label %91, !llvm.loop !656

110:                                              ; preds = %104, %100, %98, %82
  %111 = phi i64 [ %83, %82 ], [ %92, %100 ], [ %93, %104 ], [ %92, %98 ]
  %112 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %111
  %113 = bitcast %struct.HuffmanTree* %112 to i64*
  store i64 %86, i64* %113, align 4
  %114 = add nuw i64 %83, 1
  %115 = icmp eq i64 %114, %28
  br i1 %115, label %116, label %82, !llvm.loop !657

116:                                              ; preds = %110, %77
  %117 = add nuw nsw i64 %78, 1
  %118 = icmp eq i64 %117, 6
  br i1 %118, label %119, label %77, !llvm.loop !658

119:                                              ; preds = %116, %68, %39, %10
  %120 = phi i64 [ %28, %39 ], [ 0, %10 ], [ %28, %68 ], [ %28, %116 ]
  %121 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %120
  %122 = bitcast %struct.HuffmanTree* %121 to i64*
  store i64 -1, i64* %122, align 4
  %123 = add i64 %120, 1
  %124 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %123
  %125 = bitcast %struct.HuffmanTree* %124 to i64*
  store i64 -1, i64* %125, align 4
  %126 = add i64 %120, -1
  %127 = icmp eq i64 %126, 0
  br i1 %127, label %172, label %128

128:                                              ; preds = %119
  %129 = shl i64 %120, 1
  br label %130

130:                                              ; preds = %130, %128
  %131 = phi i64 [ %126, %128 ], [ %170, %130 ]
  %132 = phi i64 [ %123, %128 ], [ %154, %130 ]
  %133 = phi i64 [ 0, %128 ], [ %152, %130 ]
  %134 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %133, i32 0
  %135 = load i32, i32* %134, align 4, !tbaa !652
  %136 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %132, i32 0
  %137 = load i32, i32* %136, align 4, !tbaa !652
  %138 = icmp ugt i32 %135, %137
  %139 = xor i1 %138, true
  %140 = zext i1 %139 to i64
  %141 = add i64 %133, %140
  %142 = zext i1 %138 to i64
  %143 = add i64 %132, %142
  %144 = select i1 %138, i64 %132, i64 %133
  %145 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %141, i32 0
  %146 = load i32, i32* %145, align 4, !tbaa !652
  %147 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %143, i32 0
  %148 = load i32, i32* %147, align 4, !tbaa !652
  %149 = icmp ugt i32 %146, %148
  %150 = xor i1 %149, true
  %151 = zext i1 %150 to i64
  %152 = add i64 %141, %151
  %153 = zext i1 %149 to i64
  %154 = add i64 %143, %153
  %155 = select i1 %149, i64 %143, i64 %141
  %156 = sub i64 %129, %131
  %157 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %144, i32 0
  %158 = load i32, i32* %157, align 4, !tbaa !652
  %159 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %155, i32 0
  %160 = load i32, i32* %159, align 4, !tbaa !652
  %161 = add i32 %160, %158
  %162 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %156, i32 0
  store i32 %161, i32* %162, align 4, !tbaa !652
  %163 = trunc i64 %144 to i16
  %164 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %156, i32 1
  store i16 %163, i16* %164, align 4, !tbaa !648
  %165 = trunc i64 %155 to i16
  %166 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %156, i32 2
  store i16 %165, i16* %166, align 2, !tbaa !650
  %167 = add i64 %156, 1
  %168 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %167
  %169 = bitcast %struct.HuffmanTree* %168 to i64*
  store i64 -1, i64* %169, align 4
  %170 = add i64 %131, -1
  %171 = icmp eq i64 %170, 0
  br i1 %171, label %172, label %130, !llvm.loop !659

172:                                              ; preds = %130, %119
  %173 = phi i64 [ 1, %119 ], [ %120, %130 ]
  %174 = trunc i64 %173 to i32
  %175 = shl i32 %174, 1
  %176 = add i32 %175, -1
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %8) #26
  store i32 -1, i32* %9, align 4, !tbaa !43
  br label %177

177:                                              ; preds = %211, %172
  %178 = phi i32 [ 0, %172 ], [ %212, %211 ]
  %179 = phi i32 [ %176, %172 ], [ %213, %211 ]
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %180, i32 1
  %182 = load i16, i16* %181, align 4, !tbaa !648
  %183 = icmp sgt i16 %182, -1
  br i1 %183, label %184, label %194

184:                                              ; preds = %177
  %185 = add nsw i32 %178, 1
  %186 = icmp slt i32 %178, %2
  br i1 %186, label %187, label %215

187:                                              ; preds = %184
  %188 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %180, i32 2
  %189 = load i16, i16* %188, align 2, !tbaa !650
  %190 = sext i16 %189 to i32
  %191 = sext i32 %185 to i64
  %192 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i64 0, i64 %191
  store i32 %190, i32* %192, align 4, !tbaa !43
  %193 = zext i16 %182 to i32
  br label %211

194:                                              ; preds = %177
  %195 = trunc i32 %178 to i8
  %196 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %180, i32 2
  %197 = load i16, i16* %196, align 2, !tbaa !650
  %198 = sext i16 %197 to i64
  %199 = getelementptr inbounds i8, i8* %4, i64 %198
  store i8 %195, i8* %199, align 1, !tbaa !25
  %200 = icmp sgt i32 %178, -1
  br i1 %200, label %201, label %214

201:                                              ; preds = %207, %194
  %202 = phi i32 [ %208, %207 ], [ %178, %194 ]
  %203 = zext i32 %202 to i64
  %204 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i64 0, i64 %203
  %205 = load i32, i32* %204, align 4, !tbaa !43
  %206 = icmp eq i32 %205, -1
  br i1 %206, label %207, label %210

207:                                              ; preds = %201
  %208 = add nsw i32 %202, -1
  %209 = icmp sgt i32 %202, 0
  br i1 %209, label %201, label %214, !llvm.loop !651

210:                                              ; preds = %201
  store i32 -1, i32* %204, align 4, !tbaa !43
  br label %211

211:                                              ; preds = %210, %187
  %212 = phi i32 [ %185, %187 ], [ %202, %210 ]
  %213 = phi i32 [ %193, %187 ], [ %205, %210 ]
  br label %177

214:                                              ; preds = %207, %194
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %8) #26
  br label %217

215:                                              ; preds = %184
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %8) #26
  %216 = shl i32 %11, 1
  br label %10

217:                                              ; preds = %214, %32
  ret void
}

; Function Attrs: nofree nosync nounwind
define hidden void @BrotliOptimizeHuffmanCountsForRle(i64 noundef %0, i32* nocapture noundef %1, i8* nocapture noundef %2) local_unnamed_addr #19 {
  %4 = icmp eq i64 %0, 0
  br i1 %4, label %212, label %5

5:                                                ; preds = %5, %3
  %6 = phi i64 [ %13, %5 ], [ 0, %3 ]
  %7 = phi i64 [ %12, %5 ], [ 0, %3 ]
  %8 = getelementptr inbounds i32, i32* %1, i64 %6
  %9 = load i32, i32* %8, align 4, !tbaa !43
  %10 = icmp ne i32 %9, 0
  %11 = zext i1 %10 to i64
  %12 = add i64 %7, %11
  %13 = add nuw i64 %6, 1
  %14 = icmp eq i64 %13, %0
  br i1 %14, label %15, label %5, !llvm.loop !660

15:                                               ; preds = %5
  %16 = icmp ult i64 %12, 16
  br i1 %16, label %212, label %17

17:                                               ; preds = %20, %15
  %18 = phi i64 [ %21, %20 ], [ %0, %15 ]
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %212, label %20

20:                                               ; preds = %17
  %21 = add i64 %18, -1
  %22 = getelementptr inbounds i32, i32* %1, i64 %21
  %23 = load i32, i32* %22, align 4, !tbaa !43
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %17, label %25, !llvm.loop !661

25:                                               ; preds = %25, %20
  %26 = phi i32 [ %37, %25 ], [ 1073741824, %20 ]
  %27 = phi i64 [ %36, %25 ], [ 0, %20 ]
  %28 = phi i64 [ %38, %25 ], [ 0, %20 ]
  %29 = getelementptr inbounds i32, i32* %1, i64 %28
  %30 = load i32, i32* %29, align 4, !tbaa !43
  %31 = icmp eq i32 %30, 0
  %32 = icmp ugt i32 %26, %30
  %33 = select i1 %32, i32 %30, i32 %26
  %34 = xor i1 %31, true
  %35 = zext i1 %34 to i64
  %36 = add i64 %27, %35
  %37 = select i1 %31, i32 %26, i32 %33
  %38 = add nuw i64 %28, 1
  %39 = icmp eq i64 %38, %18
  br i1 %39, label %40, label %25, !llvm.loop !662

40:                                               ; preds = %25
  %41 = icmp ult i64 %36, 5
  br i1 %41, label %212, label %42

42:                                               ; preds = %40
  %43 = icmp ult i32 %37, 4
  %44 = sub i64 %18, %36
  %45 = icmp ult i64 %44, 6
  %46 = select i1 %43, i1 %45, i1 false
  %47 = icmp ugt i64 %21, 1
  %48 = select i1 %46, i1 %47, i1 false
  br i1 %48, label %49, label %68

49:                                               ; preds = %65, %42
  %50 = phi i64 [ %66, %65 ], [ 1, %42 ]
  %51 = add i64 %50, -1
  %52 = getelementptr inbounds i32, i32* %1, i64 %51
  %53 = load i32, i32* %52, align 4, !tbaa !43
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %65, label %55

55:                                               ; preds = %49
  %56 = getelementptr inbounds i32, i32* %1, i64 %50
  %57 = load i32, i32* %56, align 4, !tbaa !43
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %59, label %65

59:                                               ; preds = %55
  %60 = add nuw i64 %50, 1
  %61 = getelementptr inbounds i32, i32* %1, i64 %60
  %62 = load i32, i32* %61, align 4, !tbaa !43
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %65, label %64

64:                                               ; preds = %59
  store i32 1, i32* %56, align 4, !tbaa !43
  br label %65

65:                                               ; preds = %64, %59, %55, %49
  %66 = add nuw i64 %50, 1
  %67 = icmp eq i64 %66, %21
  br i1 %67, label %68, label %49, !llvm.loop !663

68:                                               ; preds = %65, %42
  %69 = icmp ugt i64 %36, 27
  br i1 %69, label %70, label %212

70:                                               ; preds = %68
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %2, i8 0, i64 %18, i1 false)
  %71 = load i32, i32* %1, align 4, !tbaa !43
  br label %72

72:                                               ; preds = %99, %70
  %73 = phi i64 [ 0, %70 ], [ %101, %99 ]
  %74 = phi i32 [ %71, %70 ], [ %100, %99 ]
  %75 = phi i64 [ 0, %70 ], [ %102, %99 ]
  %76 = getelementptr i8, i8* %2, i64 %75
  %77 = icmp eq i64 %75, %18
  br i1 %77, label %82, label %78

78:                                               ; preds = %72
  %79 = getelementptr inbounds i32, i32* %1, i64 %75
  %80 = load i32, i32* %79, align 4, !tbaa !43
  %81 = icmp eq i32 %80, %74
  br i1 %81, label %97, label %82

82:                                               ; preds = %78, %72
  %83 = icmp eq i32 %74, 0
  %84 = icmp ugt i64 %73, 4
  %85 = select i1 %83, i1 %84, i1 false
  br i1 %85, label %90, label %86

86:                                               ; preds = %82
  %87 = icmp ne i32 %74, 0
  %88 = icmp ugt i64 %73, 6
  %89 = select i1 %87, i1 %88, i1 false
  br i1 %89, label %90, label %93

90:                                               ; preds = %86, %82
  %91 = sub i64 0, %73
  %92 = getelementptr i8, i8* %76, i64 %91
  call void @llvm.memset.p0i8.i64(i8* align 1 %92, i8 1, i64 %73, i1 false), !tbaa !25
  br label %93

93:                                               ; preds = %90, %86
  br i1 %77, label %99, label %94

94:                                               ; preds = %93
  %95 = getelementptr inbounds i32, i32* %1, i64 %75
  %96 = load i32, i32* %95, align 4, !tbaa !43
  br label %99

97:                                               ; preds = %78
  %98 = add i64 %73, 1
  br label %99

99:                                               ; preds = %97, %94, %93
  %100 = phi i32 [ %96, %94 ], [ %74, %93 ], [ %74, %97 ]
  %101 = phi i64 [ 1, %94 ], [ 1, %93 ], [ %98, %97 ]
  %102 = add nuw i64 %75, 1
  %103 = icmp eq i64 %75, %18
  br i1 %103, label %104, label %72, !llvm.loop !664

104:                                              ; preds = %99
  %105 = load i32, i32* %1, align 4, !tbaa !43
  %106 = getelementptr inbounds i32, i32* %1, i64 1
  %107 = load i32, i32* %106, align 4, !tbaa !43
  %108 = add i32 %107, %105
  %109 = getelementptr inbounds i32, i32* %1, i64 2
  %110 = load i32, i32* %109, align 4, !tbaa !43
  %111 = add i32 %108, %110
  %112 = shl i32 %111, 8
  %113 = udiv i32 %112, 3
  %114 = add nuw nsw i32 %113, 420
  %115 = zext i32 %114 to i64
  %116 = add i64 %18, -2
  br label %117

117:                                              ; preds = %206, %104
  %118 = phi i64 [ 0, %104 ], [ %210, %206 ]
  %119 = phi i64 [ 0, %104 ], [ %209, %206 ]
  %120 = phi i64 [ %115, %104 ], [ %208, %206 ]
  %121 = phi i64 [ 0, %104 ], [ %207, %206 ]
  %122 = icmp eq i64 %118, %18
  br i1 %122, label %142, label %123

123:                                              ; preds = %117
  %124 = getelementptr inbounds i8, i8* %2, i64 %118
  %125 = load i8, i8* %124, align 1, !tbaa !25
  %126 = icmp eq i8 %125, 0
  br i1 %126, label %127, label %142

127:                                              ; preds = %123
  %128 = icmp eq i64 %118, 0
  br i1 %128, label %134, label %129

129:                                              ; preds = %127
  %130 = add i64 %118, -1
  %131 = getelementptr inbounds i8, i8* %2, i64 %130
  %132 = load i8, i8* %131, align 1, !tbaa !25
  %133 = icmp eq i8 %132, 0
  br i1 %133, label %134, label %142

134:                                              ; preds = %129, %127
  %135 = getelementptr inbounds i32, i32* %1, i64 %118
  %136 = load i32, i32* %135, align 4, !tbaa !43
  %137 = shl i32 %136, 8
  %138 = zext i32 %137 to i64
  %139 = sub i64 -1240, %120
  %140 = add i64 %139, %138
  %141 = icmp ult i64 %140, -2480
  br i1 %141, label %142, label %193

142:                                              ; preds = %134, %129, %123, %117
  %143 = icmp ugt i64 %121, 3
  br i1 %143, label %148, label %144

144:                                              ; preds = %142
  %145 = icmp eq i64 %121, 3
  %146 = icmp eq i64 %119, 0
  %147 = select i1 %145, i1 %146, i1 false
  br i1 %147, label %148, label %164

148:                                              ; preds = %144, %142
  %149 = lshr i64 %121, 1
  %150 = add i64 %119, %149
  %151 = icmp eq i64 %119, 0
  %152 = icmp ugt i64 %121, %150
  %153 = udiv i64 %150, %121
  %154 = trunc i64 %153 to i32
  %155 = select i1 %152, i32 1, i32 %154
  %156 = select i1 %151, i32 0, i32 %155
  br label %157

157:                                              ; preds = %157, %148
  %158 = phi i64 [ 0, %148 ], [ %162, %157 ]
  %159 = xor i64 %158, -1
  %160 = add i64 %118, %159
  %161 = getelementptr inbounds i32, i32* %1, i64 %160
  store i32 %156, i32* %161, align 4, !tbaa !43
  %162 = add nuw i64 %158, 1
  %163 = icmp eq i64 %162, %121
  br i1 %163, label %164, label %157, !llvm.loop !665

164:                                              ; preds = %157, %144
  %165 = icmp ult i64 %118, %116
  br i1 %165, label %166, label %180

166:                                              ; preds = %164
  %167 = getelementptr inbounds i32, i32* %1, i64 %118
  %168 = load i32, i32* %167, align 4, !tbaa !43
  %169 = add nuw i64 %118, 1
  %170 = getelementptr inbounds i32, i32* %1, i64 %169
  %171 = load i32, i32* %170, align 4, !tbaa !43
  %172 = add i32 %171, %168
  %173 = add i64 %118, 2
  %174 = getelementptr inbounds i32, i32* %1, i64 %173
  %175 = load i32, i32* %174, align 4, !tbaa !43
  %176 = add i32 %172, %175
  %177 = shl i32 %176, 8
  %178 = udiv i32 %177, 3
  %179 = add nuw nsw i32 %178, 420
  br label %186

180:                                              ; preds = %164
  %181 = icmp ult i64 %118, %18
  br i1 %181, label %182, label %186

182:                                              ; preds = %180
  %183 = getelementptr inbounds i32, i32* %1, i64 %118
  %184 = load i32, i32* %183, align 4, !tbaa !43
  %185 = shl i32 %184, 8
  br label %186

186:                                              ; preds = %182, %180, %166
  %187 = phi i32 [ %179, %166 ], [ %185, %182 ], [ 0, %180 ]
  %188 = zext i32 %187 to i64
  br i1 %122, label %206, label %189

189:                                              ; preds = %186
  %190 = getelementptr inbounds i32, i32* %1, i64 %118
  %191 = load i32, i32* %190, align 4, !tbaa !43
  %192 = zext i32 %191 to i64
  br label %206

193:                                              ; preds = %134
  %194 = add i64 %121, 1
  %195 = zext i32 %136 to i64
  %196 = add i64 %119, %195
  %197 = icmp ugt i64 %194, 3
  br i1 %197, label %198, label %206

198:                                              ; preds = %193
  %199 = shl i64 %196, 8
  %200 = lshr i64 %194, 1
  %201 = add i64 %199, %200
  %202 = udiv i64 %201, %194
  %203 = icmp eq i64 %194, 4
  %204 = add nuw nsw i64 %202, 120
  %205 = select i1 %203, i64 %204, i64 %202
  br label %206

206:                                              ; preds = %198, %193, %189, %186
  %207 = phi i64 [ 1, %186 ], [ 1, %189 ], [ %194, %193 ], [ %194, %198 ]
  %208 = phi i64 [ %188, %186 ], [ %188, %189 ], [ %120, %193 ], [ %205, %198 ]
  %209 = phi i64 [ 0, %186 ], [ %192, %189 ], [ %196, %193 ], [ %196, %198 ]
  %210 = add nuw i64 %118, 1
  %211 = icmp eq i64 %118, %18
  br i1 %211, label %212, label %117, !llvm.loop !666

212:                                              ; preds = %206, %68, %40, %17, %15, %3
  ret void
}

; Function Attrs: nofree nosync nounwind
define hidden void @BrotliWriteHuffmanTree(i8* nocapture noundef readonly %0, i64 noundef %1, i64* noundef %2, i8* nocapture noundef %3, i8* nocapture noundef %4) local_unnamed_addr #19 {
  %6 = icmp eq i64 %1, 0
  br i1 %6, label %305, label %7

7:                                                ; preds = %15, %5
  %8 = phi i64 [ %16, %15 ], [ %1, %5 ]
  %9 = phi i64 [ %17, %15 ], [ 0, %5 ]
  %10 = xor i64 %9, -1
  %11 = add i64 %10, %1
  %12 = getelementptr inbounds i8, i8* %0, i64 %11
  %13 = load i8, i8* %12, align 1, !tbaa !25
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %7
  %16 = add i64 %8, -1
  %17 = add nuw i64 %9, 1
  %18 = icmp eq i64 %17, %1
  br i1 %18, label %21, label %7, !llvm.loop !667

19:                                               ; preds = %7
  %20 = icmp ugt i64 %1, 50
  br i1 %20, label %23, label %81

21:                                               ; preds = %15
  %22 = icmp ugt i64 %1, 50
  br i1 %22, label %71, label %305

23:                                               ; preds = %19
  %24 = icmp eq i64 %8, 0
  br i1 %24, label %71, label %25

25:                                               ; preds = %50, %23
  %26 = phi i64 [ %59, %50 ], [ 0, %23 ]
  %27 = phi i64 [ %51, %50 ], [ 0, %23 ]
  %28 = phi i64 [ %66, %50 ], [ 1, %23 ]
  %29 = phi i64 [ %57, %50 ], [ 1, %23 ]
  %30 = phi i64 [ %64, %50 ], [ 0, %23 ]
  %31 = getelementptr inbounds i8, i8* %0, i64 %27
  %32 = load i8, i8* %31, align 1, !tbaa !25
  %33 = add nuw i64 %27, 1
  %34 = icmp ult i64 %33, %8
  br i1 %34, label %35, label %50

35:                                               ; preds = %25
  %36 = sub i64 %8, %27
  br label %37

37:                                               ; preds = %43, %35
  %38 = phi i64 [ %45, %43 ], [ %33, %35 ]
  %39 = phi i64 [ %44, %43 ], [ 1, %35 ]
  %40 = getelementptr inbounds i8, i8* %0, i64 %38
  %41 = load i8, i8* %40, align 1, !tbaa !25
  %42 = icmp eq i8 %41, %32
  br i1 %42, label %43, label %47

43:                                               ; preds = %37
  %44 = add i64 %39, 1
  %45 = add i64 %38, 1
  %46 = icmp eq i64 %45, %8
  br i1 %46, label %47, label %37, !llvm.loop !668

47:                                               ; preds = %43, %37
  %48 = phi i64 [ %39, %37 ], [ %36, %43 ]
  %49 = add i64 %48, %27
  br label %50

50:                                               ; preds = %47, %25
  %51 = phi i64 [ %49, %47 ], [ %33, %25 ]
  %52 = phi i64 [ %48, %47 ], [ 1, %25 ]
  %53 = icmp ugt i64 %52, 2
  %54 = icmp eq i8 %32, 0
  %55 = select i1 %53, i1 %54, i1 false
  %56 = zext i1 %55 to i64
  %57 = add i64 %29, %56
  %58 = select i1 %55, i64 %52, i64 0
  %59 = add i64 %58, %26
  %60 = icmp ugt i64 %52, 3
  %61 = icmp ne i8 %32, 0
  %62 = select i1 %60, i1 %61, i1 false
  %63 = select i1 %62, i64 %52, i64 0
  %64 = add i64 %63, %30
  %65 = zext i1 %62 to i64
  %66 = add i64 %28, %65
  %67 = icmp ult i64 %51, %8
  br i1 %67, label %25, label %68, !llvm.loop !669

68:                                               ; preds = %50
  %69 = shl i64 %66, 1
  %70 = shl i64 %57, 1
  br label %71

71:                                               ; preds = %68, %23, %21
  %72 = phi i64 [ 0, %23 ], [ %8, %68 ], [ 0, %21 ]
  %73 = phi i64 [ 0, %23 ], [ %64, %68 ], [ 0, %21 ]
  %74 = phi i64 [ 2, %23 ], [ %70, %68 ], [ 2, %21 ]
  %75 = phi i64 [ 2, %23 ], [ %69, %68 ], [ 2, %21 ]
  %76 = phi i64 [ 0, %23 ], [ %59, %68 ], [ 0, %21 ]
  %77 = icmp ugt i64 %73, %75
  %78 = zext i1 %77 to i32
  %79 = icmp ugt i64 %76, %74
  %80 = zext i1 %79 to i32
  br label %81

81:                                               ; preds = %71, %19
  %82 = phi i64 [ %72, %71 ], [ %8, %19 ]
  %83 = phi i32 [ %78, %71 ], [ 0, %19 ]
  %84 = phi i32 [ %80, %71 ], [ 0, %19 ]
  %85 = icmp eq i64 %82, 0
  br i1 %85, label %305, label %86

86:                                               ; preds = %81
  %87 = icmp ne i32 %83, 0
  %88 = icmp ne i32 %84, 0
  br label %89

89:                                               ; preds = %300, %86
  %90 = phi i8 [ 8, %86 ], [ %302, %300 ]
  %91 = phi i64 [ 0, %86 ], [ %303, %300 ]
  %92 = getelementptr inbounds i8, i8* %0, i64 %91
  %93 = load i8, i8* %92, align 1, !tbaa !25
  %94 = icmp ne i8 %93, 0
  %95 = select i1 %94, i1 %87, i1 false
  br i1 %95, label %99, label %96

96:                                               ; preds = %89
  %97 = icmp eq i8 %93, 0
  %98 = select i1 %97, i1 %88, i1 false
  br i1 %98, label %102, label %121

99:                                               ; preds = %89
  %100 = add nuw i64 %91, 1
  %101 = icmp ult i64 %100, %82
  br i1 %101, label %105, label %206

102:                                              ; preds = %96
  %103 = add nuw i64 %91, 1
  %104 = icmp ult i64 %103, %82
  br i1 %104, label %105, label %138

105:                                              ; preds = %102, %99
  %106 = phi i64 [ %103, %102 ], [ %100, %99 ]
  %107 = sub i64 %82, %91
  br label %108

108:                                              ; preds = %114, %105
  %109 = phi i64 [ %116, %114 ], [ %106, %105 ]
  %110 = phi i64 [ %115, %114 ], [ 1, %105 ]
  %111 = getelementptr inbounds i8, i8* %0, i64 %109
  %112 = load i8, i8* %111, align 1, !tbaa !25
  %113 = icmp eq i8 %112, %93
  br i1 %113, label %114, label %118

114:                                              ; preds = %108
  %115 = add i64 %110, 1
  %116 = add i64 %109, 1
  %117 = icmp eq i64 %116, %82
  br i1 %117, label %118, label %108, !llvm.loop !670

118:                                              ; preds = %114, %108
  %119 = phi i64 [ %107, %114 ], [ %110, %108 ]
  %120 = icmp eq i8 %93, 0
  br i1 %120, label %122, label %206

121:                                              ; preds = %96
  br i1 %97, label %138, label %206

122:                                              ; preds = %118
  %123 = icmp eq i64 %119, 11
  br i1 %123, label %124, label %131

124:                                              ; preds = %122
  %125 = load i64, i64* %2, align 8, !tbaa !17
  %126 = getelementptr inbounds i8, i8* %3, i64 %125
  store i8 0, i8* %126, align 1, !tbaa !25
  %127 = load i64, i64* %2, align 8, !tbaa !17
  %128 = getelementptr inbounds i8, i8* %4, i64 %127
  store i8 0, i8* %128, align 1, !tbaa !25
  %129 = load i64, i64* %2, align 8, !tbaa !17
  %130 = add i64 %129, 1
  store i64 %130, i64* %2, align 8, !tbaa !17
  br label %151

131:                                              ; preds = %122
  %132 = icmp ult i64 %119, 3
  br i1 %132, label %136, label %133

133:                                              ; preds = %131
  %134 = load i64, i64* %2, align 8, !tbaa !17
  %135 = add i64 %119, -3
  br label %151

136:                                              ; preds = %131
  %137 = icmp eq i64 %119, 0
  br i1 %137, label %300, label %138

138:                                              ; preds = %136, %121, %102
  %139 = phi i64 [ %119, %136 ], [ 1, %121 ], [ 1, %102 ]
  %140 = load i64, i64* %2, align 8, !tbaa !17
  br label %141

141:                                              ; preds = %141, %138
  %142 = phi i64 [ %148, %141 ], [ %140, %138 ]
  %143 = phi i64 [ %149, %141 ], [ 0, %138 ]
  %144 = getelementptr inbounds i8, i8* %3, i64 %142
  store i8 0, i8* %144, align 1, !tbaa !25
  %145 = load i64, i64* %2, align 8, !tbaa !17
  %146 = getelementptr inbounds i8, i8* %4, i64 %145
  store i8 0, i8* %146, align 1, !tbaa !25
  %147 = load i64, i64* %2, align 8, !tbaa !17
  %148 = add i64 %147, 1
  store i64 %148, i64* %2, align 8, !tbaa !17
  %149 = add nuw i64 %143, 1
  %150 = icmp eq i64 %149, %139
  br i1 %150, label %300, label %141, !llvm.loop !671

151:                                              ; preds = %133, %124
  %152 = phi i64 [ 11, %124 ], [ %119, %133 ]
  %153 = phi i64 [ %130, %124 ], [ %134, %133 ]
  %154 = phi i64 [ 7, %124 ], [ %135, %133 ]
  %155 = getelementptr inbounds i8, i8* %3, i64 %153
  store i8 17, i8* %155, align 1, !tbaa !25
  %156 = trunc i64 %154 to i8
  %157 = and i8 %156, 7
  %158 = load i64, i64* %2, align 8, !tbaa !17
  %159 = getelementptr inbounds i8, i8* %4, i64 %158
  store i8 %157, i8* %159, align 1, !tbaa !25
  %160 = load i64, i64* %2, align 8, !tbaa !17
  %161 = add i64 %160, 1
  store i64 %161, i64* %2, align 8, !tbaa !17
  %162 = icmp ult i64 %154, 8
  br i1 %162, label %176, label %163

163:                                              ; preds = %163, %151
  %164 = phi i64 [ %174, %163 ], [ %161, %151 ]
  %165 = phi i64 [ %167, %163 ], [ %154, %151 ]
  %166 = lshr i64 %165, 3
  %167 = add nsw i64 %166, -1
  %168 = getelementptr inbounds i8, i8* %3, i64 %164
  store i8 17, i8* %168, align 1, !tbaa !25
  %169 = trunc i64 %167 to i8
  %170 = and i8 %169, 7
  %171 = load i64, i64* %2, align 8, !tbaa !17
  %172 = getelementptr inbounds i8, i8* %4, i64 %171
  store i8 %170, i8* %172, align 1, !tbaa !25
  %173 = load i64, i64* %2, align 8, !tbaa !17
  %174 = add i64 %173, 1
  store i64 %174, i64* %2, align 8, !tbaa !17
  %175 = icmp ult i64 %167, 8
  br i1 %175, label %176, label %163

176:                                              ; preds = %163, %151
  %177 = phi i64 [ %161, %151 ], [ %174, %163 ]
  %178 = phi i64 [ %160, %151 ], [ %173, %163 ]
  %179 = icmp ugt i64 %178, %153
  br i1 %179, label %180, label %192

180:                                              ; preds = %180, %176
  %181 = phi i64 [ %188, %180 ], [ %178, %176 ]
  %182 = phi i64 [ %187, %180 ], [ %153, %176 ]
  %183 = getelementptr inbounds i8, i8* %3, i64 %182
  %184 = load i8, i8* %183, align 1, !tbaa !25
  %185 = getelementptr inbounds i8, i8* %3, i64 %181
  %186 = load i8, i8* %185, align 1, !tbaa !25
  store i8 %186, i8* %183, align 1, !tbaa !25
  store i8 %184, i8* %185, align 1, !tbaa !25
  %187 = add nuw i64 %182, 1
  %188 = add i64 %181, -1
  %189 = icmp ult i64 %187, %188
  br i1 %189, label %180, label %190, !llvm.loop !672

190:                                              ; preds = %180
  %191 = load i64, i64* %2, align 8, !tbaa !17
  br label %192

192:                                              ; preds = %190, %176
  %193 = phi i64 [ %191, %190 ], [ %177, %176 ]
  %194 = add i64 %193, -1
  %195 = icmp ugt i64 %194, %153
  br i1 %195, label %196, label %300

196:                                              ; preds = %196, %192
  %197 = phi i64 [ %204, %196 ], [ %194, %192 ]
  %198 = phi i64 [ %203, %196 ], [ %153, %192 ]
  %199 = getelementptr inbounds i8, i8* %4, i64 %198
  %200 = load i8, i8* %199, align 1, !tbaa !25
  %201 = getelementptr inbounds i8, i8* %4, i64 %197
  %202 = load i8, i8* %201, align 1, !tbaa !25
  store i8 %202, i8* %199, align 1, !tbaa !25
  store i8 %200, i8* %201, align 1, !tbaa !25
  %203 = add nuw i64 %198, 1
  %204 = add i64 %197, -1
  %205 = icmp ult i64 %203, %204
  br i1 %205, label %196, label %300, !llvm.loop !672

206:                                              ; preds = %121, %118, %99
  %207 = phi i64 [ 1, %121 ], [ %119, %118 ], [ 1, %99 ]
  %208 = icmp eq i8 %90, %93
  br i1 %208, label %217, label %209

209:                                              ; preds = %206
  %210 = load i64, i64* %2, align 8, !tbaa !17
  %211 = getelementptr inbounds i8, i8* %3, i64 %210
  store i8 %93, i8* %211, align 1, !tbaa !25
  %212 = load i64, i64* %2, align 8, !tbaa !17
  %213 = getelementptr inbounds i8, i8* %4, i64 %212
  store i8 0, i8* %213, align 1, !tbaa !25
  %214 = load i64, i64* %2, align 8, !tbaa !17
  %215 = add i64 %214, 1
  store i64 %215, i64* %2, align 8, !tbaa !17
  %216 = add i64 %207, -1
  br label %217

217:                                              ; preds = %209, %206
  %218 = phi i64 [ %216, %209 ], [ %207, %206 ]
  %219 = icmp eq i64 %218, 7
  br i1 %219, label %220, label %227

220:                                              ; preds = %217
  %221 = load i64, i64* %2, align 8, !tbaa !17
  %222 = getelementptr inbounds i8, i8* %3, i64 %221
  store i8 %93, i8* %222, align 1, !tbaa !25
  %223 = load i64, i64* %2, align 8, !tbaa !17
  %224 = getelementptr inbounds i8, i8* %4, i64 %223
  store i8 0, i8* %224, align 1, !tbaa !25
  %225 = load i64, i64* %2, align 8, !tbaa !17
  %226 = add i64 %225, 1
  store i64 %226, i64* %2, align 8, !tbaa !17
  br label %245

227:                                              ; preds = %217
  %228 = icmp ult i64 %218, 3
  br i1 %228, label %231, label %229

229:                                              ; preds = %227
  %230 = load i64, i64* %2, align 8, !tbaa !17
  br label %245

231:                                              ; preds = %227
  %232 = icmp eq i64 %218, 0
  br i1 %232, label %300, label %233

233:                                              ; preds = %231
  %234 = load i64, i64* %2, align 8, !tbaa !17
  br label %235

235:                                              ; preds = %235, %233
  %236 = phi i64 [ %242, %235 ], [ %234, %233 ]
  %237 = phi i64 [ %243, %235 ], [ 0, %233 ]
  %238 = getelementptr inbounds i8, i8* %3, i64 %236
  store i8 %93, i8* %238, align 1, !tbaa !25
  %239 = load i64, i64* %2, align 8, !tbaa !17
  %240 = getelementptr inbounds i8, i8* %4, i64 %239
  store i8 0, i8* %240, align 1, !tbaa !25
  %241 = load i64, i64* %2, align 8, !tbaa !17
  %242 = add i64 %241, 1
  store i64 %242, i64* %2, align 8, !tbaa !17
  %243 = add nuw nsw i64 %237, 1
  %244 = icmp eq i64 %243, %218
  br i1 %244, label %300, label %235, !llvm.loop !673

245:                                              ; preds = %229, %220
  %246 = phi i64 [ %226, %220 ], [ %230, %229 ]
  %247 = phi i64 [ 6, %220 ], [ %218, %229 ]
  %248 = add i64 %247, -3
  %249 = getelementptr inbounds i8, i8* %3, i64 %246
  store i8 16, i8* %249, align 1, !tbaa !25
  %250 = trunc i64 %248 to i8
  %251 = and i8 %250, 3
  %252 = load i64, i64* %2, align 8, !tbaa !17
  %253 = getelementptr inbounds i8, i8* %4, i64 %252
  store i8 %251, i8* %253, align 1, !tbaa !25
  %254 = load i64, i64* %2, align 8, !tbaa !17
  %255 = add i64 %254, 1
  store i64 %255, i64* %2, align 8, !tbaa !17
  %256 = icmp ult i64 %248, 4
  br i1 %256, label %270, label %257

257:                                              ; preds = %257, %245
  %258 = phi i64 [ %268, %257 ], [ %255, %245 ]
  %259 = phi i64 [ %261, %257 ], [ %248, %245 ]
  %260 = lshr i64 %259, 2
  %261 = add nsw i64 %260, -1
  %262 = getelementptr inbounds i8, i8* %3, i64 %258
  store i8 16, i8* %262, align 1, !tbaa !25
  %263 = trunc i64 %261 to i8
  %264 = and i8 %263, 3
  %265 = load i64, i64* %2, align 8, !tbaa !17
  %266 = getelementptr inbounds i8, i8* %4, i64 %265
  store i8 %264, i8* %266, align 1, !tbaa !25
  %267 = load i64, i64* %2, align 8, !tbaa !17
  %268 = add i64 %267, 1
  store i64 %268, i64* %2, align 8, !tbaa !17
  %269 = icmp ult i64 %261, 4
  br i1 %269, label %270, label %257

270:                                              ; preds = %257, %245
  %271 = phi i64 [ %255, %245 ], [ %268, %257 ]
  %272 = phi i64 [ %254, %245 ], [ %267, %257 ]
  %273 = icmp ugt i64 %272, %246
  br i1 %273, label %274, label %286

274:                                              ; preds = %274, %270
  %275 = phi i64 [ %282, %274 ], [ %272, %270 ]
  %276 = phi i64 [ %281, %274 ], [ %246, %270 ]
  %277 = getelementptr inbounds i8, i8* %3, i64 %276
  %278 = load i8, i8* %277, align 1, !tbaa !25
  %279 = getelementptr inbounds i8, i8* %3, i64 %275
  %280 = load i8, i8* %279, align 1, !tbaa !25
  store i8 %280, i8* %277, align 1, !tbaa !25
  store i8 %278, i8* %279, align 1, !tbaa !25
  %281 = add nuw i64 %276, 1
  %282 = add i64 %275, -1
  %283 = icmp ult i64 %281, %282
  br i1 %283, label %274, label %284, !llvm.loop !672

284:                                              ; preds = %274
  %285 = load i64, i64* %2, align 8, !tbaa !17
  br label %286

286:                                              ; preds = %284, %270
  %287 = phi i64 [ %285, %284 ], [ %271, %270 ]
  %288 = add i64 %287, -1
  %289 = icmp ugt i64 %288, %246
  br i1 %289, label %290, label %300

290:                                              ; preds = %290, %286
  %291 = phi i64 [ %298, %290 ], [ %288, %286 ]
  %292 = phi i64 [ %297, %290 ], [ %246, %286 ]
  %293 = getelementptr inbounds i8, i8* %4, i64 %292
  %294 = load i8, i8* %293, align 1, !tbaa !25
  %295 = getelementptr inbounds i8, i8* %4, i64 %291
  %296 = load i8, i8* %295, align 1, !tbaa !25
  store i8 %296, i8* %293, align 1, !tbaa !25
  store i8 %294, i8* %295, align 1, !tbaa !25
  %297 = add nuw i64 %292, 1
  %298 = add i64 %291, -1
  %299 = icmp ult i64 %297, %298
  br i1 %299, label %290, label %300, !llvm.loop !672

300:                                              ; preds = %290, %286, %235, %231, %196, %192, %141, %136
  %301 = phi i64 [ 0, %136 ], [ %152, %192 ], [ %207, %231 ], [ %207, %286 ], [ %152, %196 ], [ %139, %141 ], [ %207, %290 ], [ %207, %235 ]
  %302 = phi i8 [ %90, %136 ], [ %90, %192 ], [ %93, %231 ], [ %93, %286 ], [ %90, %196 ], [ %90, %141 ], [ %93, %290 ], [ %93, %235 ]
  %303 = add i64 %301, %91
  %304 = icmp ult i64 %303, %82
  br i1 %304, label %89, label %305, !llvm.loop !674

305:                                              ; preds = %300, %81, %21, %5
  ret void
}

; Function Attrs: nofree nosync nounwind
define hidden void @BrotliConvertBitDepthsToSymbols(i8* nocapture noundef readonly %0, i64 noundef %1, i16* nocapture noundef writeonly %2) local_unnamed_addr #19 {
  %4 = alloca [16 x i16], align 2
  %5 = alloca [16 x i16], align 2
  %6 = bitcast [16 x i16]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %6) #26
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 2 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  %7 = bitcast [16 x i16]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %7) #26
  %8 = icmp eq i64 %1, 0
  br i1 %8, label %44, label %9

9:                                                ; preds = %9, %3
  %10 = phi i64 [ %17, %9 ], [ 0, %3 ]
  %11 = getelementptr inbounds i8, i8* %0, i64 %10
  %12 = load i8, i8* %11, align 1, !tbaa !25
  %13 = zext i8 %12 to i64
  %14 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 %13
  %15 = load i16, i16* %14, align 2, !tbaa !95
  %16 = add i16 %15, 1
  store i16 %16, i16* %14, align 2, !tbaa !95
  %17 = add nuw i64 %10, 1
  %18 = icmp eq i64 %17, %1
  br i1 %18, label %19, label %9, !llvm.loop !675

19:                                               ; preds = %9
  %20 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 1
  %21 = load i16, i16* %20, align 2, !tbaa !95
  %22 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 2
  %23 = load i16, i16* %22, align 2, !tbaa !95
  %24 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 3
  %25 = load i16, i16* %24, align 2, !tbaa !95
  %26 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 4
  %27 = load i16, i16* %26, align 2, !tbaa !95
  %28 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 5
  %29 = load i16, i16* %28, align 2, !tbaa !95
  %30 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 6
  %31 = load i16, i16* %30, align 2, !tbaa !95
  %32 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 7
  %33 = load i16, i16* %32, align 2, !tbaa !95
  %34 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 8
  %35 = load i16, i16* %34, align 2, !tbaa !95
  %36 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 9
  %37 = load i16, i16* %36, align 2, !tbaa !95
  %38 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 10
  %39 = load i16, i16* %38, align 2, !tbaa !95
  %40 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 11
  %41 = load i16, i16* %40, align 2, !tbaa !95
  %42 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 12
  %43 = load i16, i16* %42, align 2, !tbaa !95
  br label %44

44:                                               ; preds = %19, %3
  %45 = phi i16 [ %43, %19 ], [ 0, %3 ]
  %46 = phi i16 [ %41, %19 ], [ 0, %3 ]
  %47 = phi i16 [ %39, %19 ], [ 0, %3 ]
  %48 = phi i16 [ %37, %19 ], [ 0, %3 ]
  %49 = phi i16 [ %35, %19 ], [ 0, %3 ]
  %50 = phi i16 [ %33, %19 ], [ 0, %3 ]
  %51 = phi i16 [ %31, %19 ], [ 0, %3 ]
  %52 = phi i16 [ %29, %19 ], [ 0, %3 ]
  %53 = phi i16 [ %27, %19 ], [ 0, %3 ]
  %54 = phi i16 [ %25, %19 ], [ 0, %3 ]
  %55 = phi i16 [ %23, %19 ], [ 0, %3 ]
  %56 = phi i16 [ %21, %19 ], [ 0, %3 ]
  %57 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 0
  store i16 0, i16* %57, align 2, !tbaa !95
  %58 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 1
  store i16 0, i16* %58, align 2, !tbaa !95
  %59 = zext i16 %56 to i32
  %60 = shl nuw nsw i32 %59, 1
  %61 = trunc i32 %60 to i16
  %62 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 2
  store i16 %61, i16* %62, align 2, !tbaa !95
  %63 = zext i16 %55 to i32
  %64 = add nuw nsw i32 %60, %63
  %65 = shl nuw nsw i32 %64, 1
  %66 = trunc i32 %65 to i16
  %67 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 3
  store i16 %66, i16* %67, align 2, !tbaa !95
  %68 = zext i16 %54 to i32
  %69 = add nuw nsw i32 %65, %68
  %70 = shl nuw nsw i32 %69, 1
  %71 = trunc i32 %70 to i16
  %72 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 4
  store i16 %71, i16* %72, align 2, !tbaa !95
  %73 = zext i16 %53 to i32
  %74 = add nuw nsw i32 %70, %73
  %75 = shl nuw nsw i32 %74, 1
  %76 = trunc i32 %75 to i16
  %77 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 5
  store i16 %76, i16* %77, align 2, !tbaa !95
  %78 = zext i16 %52 to i32
  %79 = add nuw nsw i32 %75, %78
  %80 = shl nuw nsw i32 %79, 1
  %81 = trunc i32 %80 to i16
  %82 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 6
  store i16 %81, i16* %82, align 2, !tbaa !95
  %83 = zext i16 %51 to i32
  %84 = add nuw nsw i32 %80, %83
  %85 = shl nuw nsw i32 %84, 1
  %86 = trunc i32 %85 to i16
  %87 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 7
  store i16 %86, i16* %87, align 2, !tbaa !95
  %88 = zext i16 %50 to i32
  %89 = add nuw nsw i32 %85, %88
  %90 = shl nuw nsw i32 %89, 1
  %91 = trunc i32 %90 to i16
  %92 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 8
  store i16 %91, i16* %92, align 2, !tbaa !95
  %93 = zext i16 %49 to i32
  %94 = add nuw nsw i32 %90, %93
  %95 = shl nuw nsw i32 %94, 1
  %96 = trunc i32 %95 to i16
  %97 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 9
  store i16 %96, i16* %97, align 2, !tbaa !95
  %98 = zext i16 %48 to i32
  %99 = add nuw nsw i32 %95, %98
  %100 = shl nuw nsw i32 %99, 1
  %101 = trunc i32 %100 to i16
  %102 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 10
  store i16 %101, i16* %102, align 2, !tbaa !95
  %103 = zext i16 %47 to i32
  %104 = add nuw nsw i32 %100, %103
  %105 = shl nuw nsw i32 %104, 1
  %106 = trunc i32 %105 to i16
  %107 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 11
  store i16 %106, i16* %107, align 2, !tbaa !95
  %108 = zext i16 %46 to i32
  %109 = add nuw nsw i32 %105, %108
  %110 = shl nuw nsw i32 %109, 1
  %111 = trunc i32 %110 to i16
  %112 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 12
  store i16 %111, i16* %112, align 2, !tbaa !95
  %113 = zext i16 %45 to i32
  %114 = add nuw nsw i32 %110, %113
  %115 = shl nuw nsw i32 %114, 1
  %116 = trunc i32 %115 to i16
  %117 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 13
  store i16 %116, i16* %117, align 2, !tbaa !95
  %118 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 13
  %119 = load i16, i16* %118, align 2, !tbaa !95
  %120 = zext i16 %119 to i32
  %121 = add nuw nsw i32 %115, %120
  %122 = shl nuw nsw i32 %121, 1
  %123 = trunc i32 %122 to i16
  %124 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 14
  store i16 %123, i16* %124, align 2, !tbaa !95
  %125 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 14
  %126 = load i16, i16* %125, align 2, !tbaa !95
  %127 = trunc i32 %122 to i16
  %128 = add i16 %126, %127
  %129 = shl i16 %128, 1
  %130 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 15
  store i16 %129, i16* %130, align 2, !tbaa !95
  br i1 %8, label %169, label %131

131:                                              ; preds = %166, %44
  %132 = phi i64 [ %167, %166 ], [ 0, %44 ]
  %133 = getelementptr inbounds i8, i8* %0, i64 %132
  %134 = load i8, i8* %133, align 1, !tbaa !25
  %135 = icmp eq i8 %134, 0
  br i1 %135, label %166, label %136

136:                                              ; preds = %131
  %137 = zext i8 %134 to i64
  %138 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 %137
  %139 = load i16, i16* %138, align 2, !tbaa !95
  %140 = add i16 %139, 1
  store i16 %140, i16* %138, align 2, !tbaa !95
  %141 = and i16 %139, 15
  %142 = zext i16 %141 to i64
  %143 = getelementptr inbounds [16 x i64], [16 x i64]* @BrotliReverseBits.kLut, i64 0, i64 %142
  %144 = load i64, i64* %143, align 8, !tbaa !17
  %145 = icmp ugt i8 %134, 4
  br i1 %145, label %146, label %159

146:                                              ; preds = %146, %136
  %147 = phi i64 [ %157, %146 ], [ 4, %136 ]
  %148 = phi i64 [ %156, %146 ], [ %144, %136 ]
  %149 = phi i16 [ %151, %146 ], [ %139, %136 ]
  %150 = shl i64 %148, 4
  %151 = lshr i16 %149, 4
  %152 = and i16 %151, 15
  %153 = zext i16 %152 to i64
  %154 = getelementptr inbounds [16 x i64], [16 x i64]* @BrotliReverseBits.kLut, i64 0, i64 %153
  %155 = load i64, i64* %154, align 8, !tbaa !17
  %156 = or i64 %155, %150
  %157 = add nuw nsw i64 %147, 4
  %158 = icmp ult i64 %157, %137
  br i1 %158, label %146, label %159, !llvm.loop !676

159:                                              ; preds = %146, %136
  %160 = phi i64 [ %144, %136 ], [ %156, %146 ]
  %161 = sub nsw i64 0, %137
  %162 = and i64 %161, 3
  %163 = lshr i64 %160, %162
  %164 = trunc i64 %163 to i16
  %165 = getelementptr inbounds i16, i16* %2, i64 %132
  store i16 %164, i16* %165, align 2, !tbaa !95
  br label %166

166:                                              ; preds = %159, %131
  %167 = add nuw i64 %132, 1
  %168 = icmp eq i64 %167, %1
  br i1 %168, label %169, label %131, !llvm.loop !677

169:                                              ; preds = %166, %44
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %7) #26
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %6) #26
  ret void
}

; Function Attrs: nofree nosync nounwind
define hidden void @BrotliBuildHistogramsWithContext(%struct.Command* nocapture noundef readonly %0, i64 noundef %1, %struct.BlockSplit* noundef %2, %struct.BlockSplit* noundef %3, %struct.BlockSplit* noundef %4, i8* nocapture noundef readonly %5, i64 noundef %6, i64 noundef %7, i8 noundef %8, i8 noundef %9, i32* noundef readonly %10, %struct.HistogramLiteral* nocapture noundef %11, %struct.HistogramCommand* nocapture noundef %12, %struct.HistogramDistance* nocapture noundef %13) local_unnamed_addr #19 {
  %15 = getelementptr inbounds %struct.BlockSplit, %struct.BlockSplit* %2, i64 0, i32 3
  %16 = load i32*, i32** %15, align 8, !tbaa !168
  %17 = icmp eq i32* %16, null
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  %19 = load i32, i32* %16, align 4, !tbaa !43
  %20 = zext i32 %19 to i64
  br label %21

21:                                               ; preds = %18, %14
  %22 = phi i64 [ %20, %18 ], [ 0, %14 ]
  %23 = getelementptr inbounds %struct.BlockSplit, %struct.BlockSplit* %3, i64 0, i32 3
  %24 = load i32*, i32** %23, align 8, !tbaa !168
  %25 = icmp eq i32* %24, null
  br i1 %25, label %29, label %26

26:                                               ; preds = %21
  %27 = load i32, i32* %24, align 4, !tbaa !43
  %28 = zext i32 %27 to i64
  br label %29

29:                                               ; preds = %26, %21
  %30 = phi i64 [ %28, %26 ], [ 0, %21 ]
  %31 = getelementptr inbounds %struct.BlockSplit, %struct.BlockSplit* %4, i64 0, i32 3
  %32 = load i32*, i32** %31, align 8, !tbaa !168
  %33 = icmp eq i32* %32, null
  br i1 %33, label %37, label %34

34:                                               ; preds = %29
  %35 = load i32, i32* %32, align 4, !tbaa !43
  %36 = zext i32 %35 to i64
  br label %37

37:                                               ; preds = %34, %29
  %38 = phi i64 [ %36, %34 ], [ 0, %29 ]
  %39 = icmp eq i64 %1, 0
  br i1 %39, label %215, label %40

40:                                               ; preds = %37
  %41 = getelementptr inbounds %struct.BlockSplit, %struct.BlockSplit* %3, i64 0, i32 2
  %42 = getelementptr inbounds %struct.BlockSplit, %struct.BlockSplit* %2, i64 0, i32 2
  %43 = icmp eq i32* %10, null
  %44 = getelementptr inbounds %struct.BlockSplit, %struct.BlockSplit* %4, i64 0, i32 2
  br label %45

45:                                               ; preds = %207, %40
  %46 = phi i8 [ %8, %40 ], [ %212, %207 ]
  %47 = phi i8 [ %9, %40 ], [ %211, %207 ]
  %48 = phi i64 [ %6, %40 ], [ %155, %207 ]
  %49 = phi i64 [ 0, %40 ], [ %213, %207 ]
  %50 = phi i64 [ 0, %40 ], [ %147, %207 ]
  %51 = phi i64 [ %38, %40 ], [ %210, %207 ]
  %52 = phi i64 [ 0, %40 ], [ %209, %207 ]
  %53 = phi i64 [ 0, %40 ], [ %208, %207 ]
  %54 = phi i64 [ 0, %40 ], [ %146, %207 ]
  %55 = phi i64 [ %30, %40 ], [ %73, %207 ]
  %56 = phi i64 [ 0, %40 ], [ %71, %207 ]
  %57 = phi i64 [ 0, %40 ], [ %70, %207 ]
  %58 = phi i64 [ %22, %40 ], [ %145, %207 ]
  %59 = icmp eq i64 %55, 0
  br i1 %59, label %60, label %69

60:                                               ; preds = %45
  %61 = add i64 %57, 1
  %62 = load i8*, i8** %41, align 8, !tbaa !166
  %63 = getelementptr inbounds i8, i8* %62, i64 %61
  %64 = load i8, i8* %63, align 1, !tbaa !25
  %65 = zext i8 %64 to i64
  %66 = getelementptr inbounds i32, i32* %24, i64 %61
  %67 = load i32, i32* %66, align 4, !tbaa !43
  %68 = zext i32 %67 to i64
  br label %69

69:                                               ; preds = %60, %45
  %70 = phi i64 [ %61, %60 ], [ %57, %45 ]
  %71 = phi i64 [ %65, %60 ], [ %56, %45 ]
  %72 = phi i64 [ %68, %60 ], [ %55, %45 ]
  %73 = add i64 %72, -1
  %74 = getelementptr inbounds %struct.Command, %struct.Command* %0, i64 %49, i32 3
  %75 = load i16, i16* %74, align 4, !tbaa !678
  %76 = zext i16 %75 to i64
  %77 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %12, i64 %71, i32 0, i64 %76
  %78 = load i32, i32* %77, align 4, !tbaa !43
  %79 = add i32 %78, 1
  store i32 %79, i32* %77, align 4, !tbaa !43
  %80 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %12, i64 %71, i32 1
  %81 = load i64, i64* %80, align 8, !tbaa !160
  %82 = add i64 %81, 1
  store i64 %82, i64* %80, align 8, !tbaa !160
  %83 = getelementptr inbounds %struct.Command, %struct.Command* %0, i64 %49, i32 0
  %84 = load i32, i32* %83, align 4, !tbaa !126
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %144, label %86

86:                                               ; preds = %69
  %87 = zext i32 %84 to i64
  br label %88

88:                                               ; preds = %128, %86
  %89 = phi i8 [ %140, %128 ], [ %46, %86 ]
  %90 = phi i8 [ %89, %128 ], [ %47, %86 ]
  %91 = phi i64 [ %142, %128 ], [ %87, %86 ]
  %92 = phi i64 [ %141, %128 ], [ %48, %86 ]
  %93 = phi i64 [ %108, %128 ], [ %50, %86 ]
  %94 = phi i64 [ %107, %128 ], [ %54, %86 ]
  %95 = phi i64 [ %110, %128 ], [ %58, %86 ]
  %96 = icmp eq i64 %95, 0
  br i1 %96, label %97, label %106

97:                                               ; preds = %88
  %98 = add i64 %93, 1
  %99 = load i8*, i8** %42, align 8, !tbaa !166
  %100 = getelementptr inbounds i8, i8* %99, i64 %98
  %101 = load i8, i8* %100, align 1, !tbaa !25
  %102 = zext i8 %101 to i64
  %103 = getelementptr inbounds i32, i32* %16, i64 %98
  %104 = load i32, i32* %103, align 4, !tbaa !43
  %105 = zext i32 %104 to i64
  br label %106

106:                                              ; preds = %97, %88
  %107 = phi i64 [ %102, %97 ], [ %94, %88 ]
  %108 = phi i64 [ %98, %97 ], [ %93, %88 ]
  %109 = phi i64 [ %105, %97 ], [ %95, %88 ]
  %110 = add i64 %109, -1
  br i1 %43, label %128, label %111

111:                                              ; preds = %106
  %112 = getelementptr inbounds i32, i32* %10, i64 %107
  %113 = load i32, i32* %112, align 4, !tbaa !25
  %114 = shl i32 %113, 9
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds [2048 x i8], [2048 x i8]* @_kBrotliContextLookupTable, i64 0, i64 %115
  %117 = shl i64 %107, 6
  %118 = zext i8 %89 to i64
  %119 = getelementptr inbounds i8, i8* %116, i64 %118
  %120 = load i8, i8* %119, align 1, !tbaa !25
  %121 = getelementptr inbounds i8, i8* %116, i64 256
  %122 = zext i8 %90 to i64
  %123 = getelementptr inbounds i8, i8* %121, i64 %122
  %124 = load i8, i8* %123, align 1, !tbaa !25
  %125 = or i8 %124, %120
  %126 = zext i8 %125 to i64
  %127 = add i64 %117, %126
  br label %128

128:                                              ; preds = %111, %106
  %129 = phi i64 [ %127, %111 ], [ %107, %106 ]
  %130 = and i64 %92, %7
  %131 = getelementptr inbounds i8, i8* %5, i64 %130
  %132 = load i8, i8* %131, align 1, !tbaa !25
  %133 = zext i8 %132 to i64
  %134 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %11, i64 %129, i32 0, i64 %133
  %135 = load i32, i32* %134, align 4, !tbaa !43
  %136 = add i32 %135, 1
  store i32 %136, i32* %134, align 4, !tbaa !43
  %137 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %11, i64 %129, i32 1
  %138 = load i64, i64* %137, align 8, !tbaa !151
  %139 = add i64 %138, 1
  store i64 %139, i64* %137, align 8, !tbaa !151
  %140 = load i8, i8* %131, align 1, !tbaa !25
  %141 = add i64 %92, 1
  %142 = add nsw i64 %91, -1
  %143 = icmp eq i64 %142, 0
  br i1 %143, label %144, label %88, !llvm.loop !679

144:                                              ; preds = %128, %69
  %145 = phi i64 [ %58, %69 ], [ %110, %128 ]
  %146 = phi i64 [ %54, %69 ], [ %107, %128 ]
  %147 = phi i64 [ %50, %69 ], [ %108, %128 ]
  %148 = phi i64 [ %48, %69 ], [ %141, %128 ]
  %149 = phi i8 [ %47, %69 ], [ %89, %128 ]
  %150 = phi i8 [ %46, %69 ], [ %140, %128 ]
  %151 = getelementptr inbounds %struct.Command, %struct.Command* %0, i64 %49, i32 1
  %152 = load i32, i32* %151, align 4, !tbaa !128
  %153 = and i32 %152, 33554431
  %154 = zext i32 %153 to i64
  %155 = add i64 %148, %154
  %156 = icmp eq i32 %153, 0
  br i1 %156, label %207, label %157

157:                                              ; preds = %144
  %158 = add i64 %155, -2
  %159 = and i64 %158, %7
  %160 = getelementptr inbounds i8, i8* %5, i64 %159
  %161 = load i8, i8* %160, align 1, !tbaa !25
  %162 = add i64 %155, -1
  %163 = and i64 %162, %7
  %164 = getelementptr inbounds i8, i8* %5, i64 %163
  %165 = load i8, i8* %164, align 1, !tbaa !25
  %166 = icmp ugt i16 %75, 127
  br i1 %166, label %167, label %207

167:                                              ; preds = %157
  %168 = icmp eq i64 %51, 0
  br i1 %168, label %169, label %178

169:                                              ; preds = %167
  %170 = add i64 %53, 1
  %171 = load i8*, i8** %44, align 8, !tbaa !166
  %172 = getelementptr inbounds i8, i8* %171, i64 %170
  %173 = load i8, i8* %172, align 1, !tbaa !25
  %174 = zext i8 %173 to i64
  %175 = getelementptr inbounds i32, i32* %32, i64 %170
  %176 = load i32, i32* %175, align 4, !tbaa !43
  %177 = zext i32 %176 to i64
  br label %178

178:                                              ; preds = %169, %167
  %179 = phi i64 [ %170, %169 ], [ %53, %167 ]
  %180 = phi i64 [ %174, %169 ], [ %52, %167 ]
  %181 = phi i64 [ %177, %169 ], [ %51, %167 ]
  %182 = add i64 %181, -1
  %183 = shl i64 %180, 2
  %184 = zext i16 %75 to i32
  %185 = lshr i32 %184, 6
  %186 = and i32 %184, 7
  %187 = icmp eq i32 %185, 2
  %188 = icmp eq i32 %185, 4
  %189 = or i1 %187, %188
  %190 = icmp eq i32 %185, 7
  %191 = or i1 %189, %190
  %192 = icmp ult i32 %186, 3
  %193 = select i1 %191, i1 %192, i1 false
  %194 = zext i32 %186 to i64
  %195 = select i1 %193, i64 %194, i64 3
  %196 = add nuw i64 %195, %183
  %197 = getelementptr inbounds %struct.Command, %struct.Command* %0, i64 %49, i32 4
  %198 = load i16, i16* %197, align 2, !tbaa !680
  %199 = and i16 %198, 1023
  %200 = zext i16 %199 to i64
  %201 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %13, i64 %196, i32 0, i64 %200
  %202 = load i32, i32* %201, align 4, !tbaa !43
  %203 = add i32 %202, 1
  store i32 %203, i32* %201, align 4, !tbaa !43
  %204 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %13, i64 %196, i32 1
  %205 = load i64, i64* %204, align 8, !tbaa !361
  %206 = add i64 %205, 1
  store i64 %206, i64* %204, align 8, !tbaa !361
  br label %207

207:                                              ; preds = %178, %157, %144
  %208 = phi i64 [ %53, %144 ], [ %179, %178 ], [ %53, %157 ]
  %209 = phi i64 [ %52, %144 ], [ %180, %178 ], [ %52, %157 ]
  %210 = phi i64 [ %51, %144 ], [ %182, %178 ], [ %51, %157 ]
  %211 = phi i8 [ %149, %144 ], [ %161, %178 ], [ %161, %157 ]
  %212 = phi i8 [ %150, %144 ], [ %165, %178 ], [ %165, %157 ]
  %213 = add nuw i64 %49, 1
  %214 = icmp eq i64 %213, %1
  br i1 %214, label %215, label %45, !llvm.loop !681

215:                                              ; preds = %207, %37
  ret void
}

; Function Attrs: nounwind
define hidden void @BrotliEstimateBitCostsForLiterals(i64 noundef %0, i64 noundef %1, i64 noundef %2, i8* noundef %3, i64* nocapture noundef %4, float* nocapture noundef writeonly %5) local_unnamed_addr #4 {
  %7 = alloca [3 x i64], align 8
  %8 = alloca [3 x i64], align 8
  %9 = tail call signext i32 @BrotliIsMostlyUTF8(i8* noundef %3, i64 noundef %0, i64 noundef %2, i64 noundef %1, double noundef 7.500000e-01) #26
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %211, label %11

11:                                               ; preds = %6
  %12 = bitcast [3 x i64]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %12) #26
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %12, i8 0, i64 24, i1 false) #26
  %13 = icmp eq i64 %1, 0
  br i1 %13, label %32, label %14

14:                                               ; preds = %14, %11
  %15 = phi i64 [ %25, %14 ], [ 0, %11 ]
  %16 = add i64 %15, %0
  %17 = and i64 %16, %2
  %18 = getelementptr inbounds i8, i8* %3, i64 %17
  %19 = load i8, i8* %18, align 1, !tbaa !25
  %20 = icmp ugt i8 %19, -65
  %21 = zext i1 %20 to i64
  %22 = getelementptr inbounds [3 x i64], [3 x i64]* %7, i64 0, i64 %21
  %23 = load i64, i64* %22, align 8, !tbaa !17
  %24 = add i64 %23, 1
  store i64 %24, i64* %22, align 8, !tbaa !17
  %25 = add nuw i64 %15, 1
  %26 = icmp eq i64 %25, %1
  br i1 %26, label %27, label %14, !llvm.loop !682

27:                                               ; preds = %14
  %28 = getelementptr inbounds [3 x i64], [3 x i64]* %7, i64 0, i64 1
  %29 = load i64, i64* %28, align 8, !tbaa !17
  %30 = icmp ugt i64 %29, 24
  %31 = zext i1 %30 to i64
  br label %32

32:                                               ; preds = %27, %11
  %33 = phi i64 [ %31, %27 ], [ 0, %11 ]
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %12) #26
  %34 = icmp ult i64 %1, 495
  %35 = select i1 %34, i64 %1, i64 495
  %36 = bitcast [3 x i64]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %36) #26
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %36, i8 0, i64 24, i1 false) #26
  %37 = bitcast i64* %4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(6144) %37, i8 0, i64 6144, i1 false) #26
  %38 = icmp eq i64 %35, 0
  br i1 %38, label %39, label %40

39:                                               ; preds = %40, %32
  br i1 %13, label %210, label %62

40:                                               ; preds = %40, %32
  %41 = phi i64 [ %60, %40 ], [ 0, %32 ]
  %42 = phi i64 [ %59, %40 ], [ 0, %32 ]
  %43 = add i64 %41, %0
  %44 = and i64 %43, %2
  %45 = getelementptr inbounds i8, i8* %3, i64 %44
  %46 = load i8, i8* %45, align 1, !tbaa !25
  %47 = zext i8 %46 to i64
  %48 = shl nsw i64 %42, 8
  %49 = or i64 %48, %47
  %50 = getelementptr inbounds i64, i64* %4, i64 %49
  %51 = load i64, i64* %50, align 8, !tbaa !17
  %52 = add i64 %51, 1
  store i64 %52, i64* %50, align 8, !tbaa !17
  %53 = getelementptr inbounds [3 x i64], [3 x i64]* %8, i64 0, i64 %42
  %54 = load i64, i64* %53, align 8, !tbaa !17
  %55 = add i64 %54, 1
  store i64 %55, i64* %53, align 8, !tbaa !17
  %56 = icmp sgt i8 %46, -1
  %57 = icmp ugt i8 %46, -65
  %58 = select i1 %57, i64 %33, i64 0
  %59 = select i1 %56, i64 0, i64 %58
  %60 = add nuw nsw i64 %41, 1
  %61 = icmp eq i64 %60, %35
  br i1 %61, label %39, label %40, !llvm.loop !683

62:                                               ; preds = %204, %39
  %63 = phi i64 [ %208, %204 ], [ 0, %39 ]
  %64 = icmp ugt i64 %63, 494
  br i1 %64, label %65, label %103

65:                                               ; preds = %62
  %66 = icmp eq i64 %63, 495
  %67 = add i64 %63, %0
  br i1 %66, label %88, label %68

68:                                               ; preds = %65
  %69 = add i64 %67, -496
  %70 = and i64 %69, %2
  %71 = getelementptr inbounds i8, i8* %3, i64 %70
  %72 = load i8, i8* %71, align 1, !tbaa !25
  %73 = icmp ult i64 %63, 497
  br i1 %73, label %80, label %74

74:                                               ; preds = %68
  %75 = add i64 %67, -497
  %76 = and i64 %75, %2
  %77 = getelementptr inbounds i8, i8* %3, i64 %76
  %78 = load i8, i8* %77, align 1, !tbaa !25
  %79 = zext i8 %78 to i64
  br label %80

80:                                               ; preds = %74, %68
  %81 = phi i64 [ %79, %74 ], [ 0, %68 ]
  %82 = icmp sgt i8 %72, -1
  br i1 %82, label %88, label %83

83:                                               ; preds = %80
  %84 = icmp ugt i8 %72, -65
  br i1 %84, label %88, label %85

85:                                               ; preds = %83
  %86 = icmp ult i64 %81, 224
  %87 = select i1 %86, i64 0, i64 %33
  br label %88

88:                                               ; preds = %85, %83, %80, %65
  %89 = phi i64 [ %33, %83 ], [ %87, %85 ], [ 0, %80 ], [ 0, %65 ]
  %90 = shl nsw i64 %89, 8
  %91 = add i64 %67, -495
  %92 = and i64 %91, %2
  %93 = getelementptr inbounds i8, i8* %3, i64 %92
  %94 = load i8, i8* %93, align 1, !tbaa !25
  %95 = zext i8 %94 to i64
  %96 = or i64 %90, %95
  %97 = getelementptr inbounds i64, i64* %4, i64 %96
  %98 = load i64, i64* %97, align 8, !tbaa !17
  %99 = add i64 %98, -1
  store i64 %99, i64* %97, align 8, !tbaa !17
  %100 = getelementptr inbounds [3 x i64], [3 x i64]* %8, i64 0, i64 %89
  %101 = load i64, i64* %100, align 8, !tbaa !17
  %102 = add i64 %101, -1
  store i64 %102, i64* %100, align 8, !tbaa !17
  br label %103

103:                                              ; preds = %88, %62
  %104 = add i64 %63, 495
  %105 = icmp ult i64 %104, %1
  %106 = add i64 %63, %0
  br i1 %105, label %107, label %137

107:                                              ; preds = %103
  %108 = add i64 %106, 495
  %109 = add i64 %106, 494
  %110 = and i64 %109, %2
  %111 = getelementptr inbounds i8, i8* %3, i64 %110
  %112 = load i8, i8* %111, align 1, !tbaa !25
  %113 = add i64 %106, 493
  %114 = and i64 %113, %2
  %115 = getelementptr inbounds i8, i8* %3, i64 %114
  %116 = load i8, i8* %115, align 1, !tbaa !25
  %117 = icmp sgt i8 %112, -1
  br i1 %117, label %123, label %118

118:                                              ; preds = %107
  %119 = icmp ugt i8 %112, -65
  br i1 %119, label %123, label %120

120:                                              ; preds = %118
  %121 = icmp ult i8 %116, -32
  %122 = select i1 %121, i64 0, i64 %33
  br label %123

123:                                              ; preds = %120, %118, %107
  %124 = phi i64 [ 0, %107 ], [ %122, %120 ], [ %33, %118 ]
  %125 = shl nsw i64 %124, 8
  %126 = and i64 %108, %2
  %127 = getelementptr inbounds i8, i8* %3, i64 %126
  %128 = load i8, i8* %127, align 1, !tbaa !25
  %129 = zext i8 %128 to i64
  %130 = or i64 %125, %129
  %131 = getelementptr inbounds i64, i64* %4, i64 %130
  %132 = load i64, i64* %131, align 8, !tbaa !17
  %133 = add i64 %132, 1
  store i64 %133, i64* %131, align 8, !tbaa !17
  %134 = getelementptr inbounds [3 x i64], [3 x i64]* %8, i64 0, i64 %124
  %135 = load i64, i64* %134, align 8, !tbaa !17
  %136 = add i64 %135, 1
  store i64 %136, i64* %134, align 8, !tbaa !17
  br label %137

137:                                              ; preds = %123, %103
  %138 = icmp eq i64 %63, 0
  br i1 %138, label %159, label %139

139:                                              ; preds = %137
  %140 = add i64 %106, -1
  %141 = and i64 %140, %2
  %142 = getelementptr inbounds i8, i8* %3, i64 %141
  %143 = load i8, i8* %142, align 1, !tbaa !25
  %144 = icmp eq i64 %63, 1
  br i1 %144, label %151, label %145

145:                                              ; preds = %139
  %146 = add i64 %106, -2
  %147 = and i64 %146, %2
  %148 = getelementptr inbounds i8, i8* %3, i64 %147
  %149 = load i8, i8* %148, align 1, !tbaa !25
  %150 = zext i8 %149 to i64
  br label %151

151:                                              ; preds = %145, %139
  %152 = phi i64 [ %150, %145 ], [ 0, %139 ]
  %153 = icmp sgt i8 %143, -1
  br i1 %153, label %159, label %154

154:                                              ; preds = %151
  %155 = icmp ugt i8 %143, -65
  br i1 %155, label %159, label %156

156:                                              ; preds = %154
  %157 = icmp ult i64 %152, 224
  %158 = select i1 %157, i64 0, i64 %33
  br label %159

159:                                              ; preds = %156, %154, %151, %137
  %160 = phi i64 [ %33, %154 ], [ %158, %156 ], [ 0, %151 ], [ 0, %137 ]
  %161 = and i64 %106, %2
  %162 = shl nsw i64 %160, 8
  %163 = getelementptr inbounds i8, i8* %3, i64 %161
  %164 = load i8, i8* %163, align 1, !tbaa !25
  %165 = zext i8 %164 to i64
  %166 = or i64 %162, %165
  %167 = getelementptr inbounds i64, i64* %4, i64 %166
  %168 = load i64, i64* %167, align 8, !tbaa !17
  %169 = icmp eq i64 %168, 0
  %170 = select i1 %169, i64 1, i64 %168
  %171 = getelementptr inbounds [3 x i64], [3 x i64]* %8, i64 0, i64 %160
  %172 = load i64, i64* %171, align 8, !tbaa !17
  %173 = icmp ult i64 %172, 256
  br i1 %173, label %174, label %177

174:                                              ; preds = %159
  %175 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %172
  %176 = load double, double* %175, align 8, !tbaa !155
  br label %180

177:                                              ; preds = %159
  %178 = uitofp i64 %172 to double
  %179 = tail call double @log2(double noundef %178) #26
  br label %180

180:                                              ; preds = %177, %174
  %181 = phi double [ %176, %174 ], [ %179, %177 ]
  %182 = icmp ult i64 %170, 256
  br i1 %182, label %183, label %186

183:                                              ; preds = %180
  %184 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %170
  %185 = load double, double* %184, align 8, !tbaa !155
  br label %189

186:                                              ; preds = %180
  %187 = uitofp i64 %170 to double
  %188 = tail call double @log2(double noundef %187) #26
  br label %189

189:                                              ; preds = %186, %183
  %190 = phi double [ %185, %183 ], [ %188, %186 ]
  %191 = fsub double %181, %190
  %192 = fadd double %191, 2.905000e-02
  %193 = fcmp olt double %192, 1.000000e+00
  %194 = fmul double %192, 5.000000e-01
  %195 = fadd double %194, 5.000000e-01
  %196 = select i1 %193, double %195, double %192
  %197 = icmp ult i64 %63, 2000
  br i1 %197, label %198, label %204

198:                                              ; preds = %189
  %199 = sub nuw nsw i64 2000, %63
  %200 = uitofp i64 %199 to double
  %201 = fdiv double %200, -2.000000e+03
  %202 = tail call double @llvm.fmuladd.f64(double %201, double 3.500000e-01, double 0x3FE6666666666666) #26
  %203 = fadd double %202, %196
  br label %204

204:                                              ; preds = %198, %189
  %205 = phi double [ %203, %198 ], [ %196, %189 ]
  %206 = fptrunc double %205 to float
  %207 = getelementptr inbounds float, float* %5, i64 %63
  store float %206, float* %207, align 4, !tbaa !136
  %208 = add nuw i64 %63, 1
  %209 = icmp eq i64 %208, %1
  br i1 %209, label %210, label %62, !llvm.loop !684

210:                                              ; preds = %204, %39
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %36) #26
  br label %298

211:                                              ; preds = %6
  %212 = icmp ult i64 %1, 2000
  %213 = select i1 %212, i64 %1, i64 2000
  %214 = bitcast i64* %4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2048) %214, i8 0, i64 2048, i1 false)
  %215 = icmp eq i64 %213, 0
  br i1 %215, label %216, label %218

216:                                              ; preds = %218, %211
  %217 = icmp eq i64 %1, 0
  br i1 %217, label %298, label %230

218:                                              ; preds = %218, %211
  %219 = phi i64 [ %228, %218 ], [ 0, %211 ]
  %220 = add i64 %219, %0
  %221 = and i64 %220, %2
  %222 = getelementptr inbounds i8, i8* %3, i64 %221
  %223 = load i8, i8* %222, align 1, !tbaa !25
  %224 = zext i8 %223 to i64
  %225 = getelementptr inbounds i64, i64* %4, i64 %224
  %226 = load i64, i64* %225, align 8, !tbaa !17
  %227 = add i64 %226, 1
  store i64 %227, i64* %225, align 8, !tbaa !17
  %228 = add nuw nsw i64 %219, 1
  %229 = icmp eq i64 %228, %213
  br i1 %229, label %216, label %218, !llvm.loop !685

230:                                              ; preds = %286, %216
  %231 = phi i64 [ %261, %286 ], [ %213, %216 ]
  %232 = phi i64 [ %296, %286 ], [ 0, %216 ]
  %233 = icmp ugt i64 %232, 1999
  br i1 %233, label %234, label %245

234:                                              ; preds = %230
  %235 = add i64 %232, %0
  %236 = add i64 %235, -2000
  %237 = and i64 %236, %2
  %238 = getelementptr inbounds i8, i8* %3, i64 %237
  %239 = load i8, i8* %238, align 1, !tbaa !25
  %240 = zext i8 %239 to i64
  %241 = getelementptr inbounds i64, i64* %4, i64 %240
  %242 = load i64, i64* %241, align 8, !tbaa !17
  %243 = add i64 %242, -1
  store i64 %243, i64* %241, align 8, !tbaa !17
  %244 = add i64 %231, -1
  br label %245

245:                                              ; preds = %234, %230
  %246 = phi i64 [ %244, %234 ], [ %231, %230 ]
  %247 = add i64 %232, 2000
  %248 = icmp ult i64 %247, %1
  %249 = add i64 %232, %0
  br i1 %248, label %250, label %260

250:                                              ; preds = %245
  %251 = add i64 %249, 2000
  %252 = and i64 %251, %2
  %253 = getelementptr inbounds i8, i8* %3, i64 %252
  %254 = load i8, i8* %253, align 1, !tbaa !25
  %255 = zext i8 %254 to i64
  %256 = getelementptr inbounds i64, i64* %4, i64 %255
  %257 = load i64, i64* %256, align 8, !tbaa !17
  %258 = add i64 %257, 1
  store i64 %258, i64* %256, align 8, !tbaa !17
  %259 = add i64 %246, 1
  br label %260

260:                                              ; preds = %250, %245
  %261 = phi i64 [ %259, %250 ], [ %246, %245 ]
  %262 = and i64 %249, %2
  %263 = getelementptr inbounds i8, i8* %3, i64 %262
  %264 = load i8, i8* %263, align 1, !tbaa !25
  %265 = zext i8 %264 to i64
  %266 = getelementptr inbounds i64, i64* %4, i64 %265
  %267 = load i64, i64* %266, align 8, !tbaa !17
  %268 = icmp eq i64 %267, 0
  %269 = select i1 %268, i64 1, i64 %267
  %270 = icmp ult i64 %261, 256
  br i1 %270, label %271, label %274

271:                                              ; preds = %260
  %272 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %261
  %273 = load double, double* %272, align 8, !tbaa !155
  br label %277

274:                                              ; preds = %260
  %275 = uitofp i64 %261 to double
  %276 = tail call double @log2(double noundef %275) #26
  br label %277

277:                                              ; preds = %274, %271
  %278 = phi double [ %273, %271 ], [ %276, %274 ]
  %279 = icmp ult i64 %269, 256
  br i1 %279, label %280, label %283

280:                                              ; preds = %277
  %281 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %269
  %282 = load double, double* %281, align 8, !tbaa !155
  br label %286

283:                                              ; preds = %277
  %284 = uitofp i64 %269 to double
  %285 = tail call double @log2(double noundef %284) #26
  br label %286

286:                                              ; preds = %283, %280
  %287 = phi double [ %282, %280 ], [ %285, %283 ]
  %288 = fsub double %278, %287
  %289 = fadd double %288, 2.900000e-02
  %290 = fcmp olt double %289, 1.000000e+00
  %291 = fmul double %289, 5.000000e-01
  %292 = fadd double %291, 5.000000e-01
  %293 = select i1 %290, double %292, double %289
  %294 = fptrunc double %293 to float
  %295 = getelementptr inbounds float, float* %5, i64 %232
  store float %294, float* %295, align 4, !tbaa !136
  %296 = add nuw i64 %232, 1
  %297 = icmp eq i64 %296, %1
  br i1 %297, label %298, label %230, !llvm.loop !686

298:                                              ; preds = %286, %216, %210
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define hidden void @BrotliInitMemoryManager(%struct.MemoryManager* nocapture noundef writeonly %0, i8* (i8*, i64)* noundef %1, void (i8*, i8*)* noundef %2, i8* noundef %3) local_unnamed_addr #7 {
  %5 = icmp eq i8* (i8*, i64)* %1, null
  %6 = select i1 %5, i8* (i8*, i64)* @BrotliDefaultAllocFunc, i8* (i8*, i64)* %1
  %7 = select i1 %5, void (i8*, i8*)* @BrotliDefaultFreeFunc, void (i8*, i8*)* %2
  %8 = select i1 %5, i8* null, i8* %3
  %9 = getelementptr inbounds %struct.MemoryManager, %struct.MemoryManager* %0, i64 0, i32 0
  store i8* (i8*, i64)* %6, i8* (i8*, i64)** %9, align 8
  %10 = getelementptr inbounds %struct.MemoryManager, %struct.MemoryManager* %0, i64 0, i32 1
  store void (i8*, i8*)* %7, void (i8*, i8*)** %10, align 8
  %11 = getelementptr inbounds %struct.MemoryManager, %struct.MemoryManager* %0, i64 0, i32 2
  store i8* %8, i8** %11, align 8
  ret void
}

; Function Attrs: nounwind
define hidden i8* @BrotliAllocate(%struct.MemoryManager* nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #4 {
  %3 = getelementptr inbounds %struct.MemoryManager, %struct.MemoryManager* %0, i64 0, i32 0
  %4 = load i8* (i8*, i64)*, i8* (i8*, i64)** %3, align 8, !tbaa !687
  %5 = getelementptr inbounds %struct.MemoryManager, %struct.MemoryManager* %0, i64 0, i32 2
  %6 = load i8*, i8** %5, align 8, !tbaa !688
  %7 = tail call i8* %4(i8* noundef %6, i64 noundef %1) #26
  %8 = icmp eq i8* %7, null
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  tail call void @exit(i32 noundef signext 1) #27
  unreachable

10:                                               ; preds = %2
  ret i8* %7
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef signext) local_unnamed_addr #24

; Function Attrs: nounwind
declare hidden void @BrotliFree(%struct.MemoryManager* nocapture noundef readonly, i8* noundef) local_unnamed_addr #4

; Function Attrs: nounwind
define hidden i8* @BrotliBootstrapAlloc(i64 noundef %0, i8* (i8*, i64)* noundef readonly %1, void (i8*, i8*)* noundef readnone %2, i8* noundef %3) local_unnamed_addr #4 {
  %5 = icmp ne i8* (i8*, i64)* %1, null
  %6 = icmp ne void (i8*, i8*)* %2, null
  %7 = or i1 %5, %6
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = tail call noalias i8* @malloc(i64 noundef %0) #26
  br label %14

10:                                               ; preds = %4
  %11 = and i1 %5, %6
  br i1 %11, label %12, label %14

12:                                               ; preds = %10
  %13 = tail call i8* %1(i8* noundef %3, i64 noundef %0) #26
  br label %14

14:                                               ; preds = %12, %10, %8
  %15 = phi i8* [ %13, %12 ], [ %9, %8 ], [ null, %10 ]
  ret i8* %15
}

; Function Attrs: nounwind
define hidden void @BrotliBootstrapFree(i8* noundef %0, %struct.MemoryManager* nocapture noundef readonly %1) local_unnamed_addr #4 {
  %3 = icmp eq i8* %0, null
  br i1 %3, label %9, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds %struct.MemoryManager, %struct.MemoryManager* %1, i64 0, i32 1
  %6 = load void (i8*, i8*)*, void (i8*, i8*)** %5, align 8, !tbaa !689
  %7 = getelementptr inbounds %struct.MemoryManager, %struct.MemoryManager* %1, i64 0, i32 2
  %8 = load i8*, i8** %7, align 8, !tbaa !688
  tail call void %6(i8* noundef %8, i8* noundef nonnull %0) #26
  br label %9

9:                                                ; preds = %4, %2
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind writeonly
define hidden void @BrotliInitDistanceParams(%struct.BrotliDistanceParams* nocapture noundef writeonly %0, i32 noundef signext %1, i32 noundef signext %2, i32 noundef signext %3) local_unnamed_addr #25 {
  %5 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %0, i64 0, i32 0
  store i32 %1, i32* %5, align 8, !tbaa !130
  %6 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %0, i64 0, i32 1
  store i32 %2, i32* %6, align 4, !tbaa !129
  %7 = add i32 %2, 16
  %8 = add i32 %1, 1
  %9 = shl i32 24, %8
  %10 = add i32 %7, %9
  %11 = add i32 %1, 26
  %12 = shl nuw i32 1, %11
  %13 = add i32 %12, %2
  %14 = add i32 %1, 2
  %15 = shl nsw i32 -1, %14
  %16 = add i32 %13, %15
  %17 = icmp eq i32 %3, 0
  br i1 %17, label %62, label %18

18:                                               ; preds = %4
  %19 = icmp ugt i32 %2, 2147483643
  br i1 %19, label %57, label %20

20:                                               ; preds = %18
  %21 = sub nuw nsw i32 2147483644, %2
  %22 = lshr i32 %21, %1
  %23 = add nuw i32 %22, 4
  br label %24

24:                                               ; preds = %24, %20
  %25 = phi i32 [ 0, %20 ], [ %28, %24 ]
  %26 = phi i32 [ %23, %20 ], [ %27, %24 ]
  %27 = lshr i32 %26, 1
  %28 = add nuw nsw i32 %25, 1
  %29 = icmp ult i32 %26, 4
  br i1 %29, label %30, label %24, !llvm.loop !690

30:                                               ; preds = %24
  %31 = shl nsw i32 -1, %1
  %32 = lshr i32 %23, %25
  %33 = and i32 %32, 1
  %34 = shl nuw i32 %28, 1
  %35 = add i32 %34, -4
  %36 = or i32 %35, %33
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %57, label %38

38:                                               ; preds = %30
  %39 = xor i32 %31, -1
  %40 = add i32 %36, -1
  %41 = lshr i32 %40, 1
  %42 = add nuw i32 %41, 1
  %43 = shl i32 2, %41
  %44 = shl i32 4, %41
  %45 = and i32 %40, 1
  %46 = shl nuw i32 %45, %42
  %47 = shl i32 %40, %1
  %48 = or i32 %47, %39
  %49 = add i32 %2, 17
  %50 = add i32 %49, %48
  %51 = add i32 %43, -5
  %52 = add i32 %51, %44
  %53 = add i32 %52, %46
  %54 = shl i32 %53, %1
  %55 = sub i32 %2, %31
  %56 = add i32 %55, %54
  br label %57

57:                                               ; preds = %38, %30, %18
  %58 = phi i32 [ -2147483636, %18 ], [ %50, %38 ], [ %7, %30 ]
  %59 = phi i32 [ 2147483644, %18 ], [ %56, %38 ], [ %2, %30 ]
  %60 = shl i32 62, %8
  %61 = add i32 %7, %60
  br label %62

62:                                               ; preds = %57, %4
  %63 = phi i32 [ %59, %57 ], [ %16, %4 ]
  %64 = phi i32 [ %58, %57 ], [ %10, %4 ]
  %65 = phi i32 [ %61, %57 ], [ %10, %4 ]
  %66 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %0, i64 0, i32 2
  store i32 %65, i32* %66, align 8, !tbaa !691
  %67 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %0, i64 0, i32 3
  store i32 %64, i32* %67, align 4, !tbaa !692
  %68 = zext i32 %63 to i64
  %69 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %0, i64 0, i32 4
  store i64 %68, i64* %69, align 8, !tbaa !693
  ret void
}

; Function Attrs: nounwind
define hidden fastcc signext i32 @ComputeDistanceCost(%struct.Command* nocapture noundef readonly %0, i64 noundef %1, %struct.BrotliDistanceParams* nocapture noundef readonly %2, %struct.BrotliDistanceParams* nocapture noundef readonly %3, double* nocapture noundef writeonly %4, %struct.HistogramDistance* noundef %5) unnamed_addr #4 {
  %7 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %5, i64 0, i32 2
  %8 = bitcast %struct.HistogramDistance* %5 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2184) %8, i8 0, i64 2184, i1 false) #26
  store double 0x7FF0000000000000, double* %7, align 8, !tbaa !354
  %9 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %2, i64 0, i32 0
  %10 = load i32, i32* %9, align 8, !tbaa !130
  %11 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %3, i64 0, i32 0
  %12 = load i32, i32* %11, align 8, !tbaa !130
  %13 = icmp eq i32 %10, %12
  br i1 %13, label %14, label %20

14:                                               ; preds = %6
  %15 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %2, i64 0, i32 1
  %16 = load i32, i32* %15, align 4, !tbaa !129
  %17 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %3, i64 0, i32 1
  %18 = load i32, i32* %17, align 4, !tbaa !129
  %19 = icmp ne i32 %16, %18
  br label %20

20:                                               ; preds = %14, %6
  %21 = phi i1 [ true, %6 ], [ %19, %14 ]
  %22 = icmp eq i64 %1, 0
  br i1 %22, label %123, label %23

23:                                               ; preds = %20
  %24 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %2, i64 0, i32 1
  %25 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %3, i64 0, i32 4
  %26 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %3, i64 0, i32 1
  %27 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %5, i64 0, i32 1
  br label %28

28:                                               ; preds = %118, %23
  %29 = phi i64 [ 0, %23 ], [ %119, %118 ]
  %30 = phi i64 [ 0, %23 ], [ %121, %118 ]
  %31 = phi double [ 0.000000e+00, %23 ], [ %120, %118 ]
  %32 = getelementptr inbounds %struct.Command, %struct.Command* %0, i64 %30, i32 1
  %33 = load i32, i32* %32, align 4, !tbaa !128
  %34 = and i32 %33, 33554431
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %118, label %36

36:                                               ; preds = %28
  %37 = getelementptr inbounds %struct.Command, %struct.Command* %0, i64 %30, i32 3
  %38 = load i16, i16* %37, align 4, !tbaa !678
  %39 = icmp ugt i16 %38, 127
  br i1 %39, label %40, label %118

40:                                               ; preds = %36
  %41 = getelementptr inbounds %struct.Command, %struct.Command* %0, i64 %30, i32 4
  %42 = load i16, i16* %41, align 2, !tbaa !680
  br i1 %21, label %43, label %107

43:                                               ; preds = %40
  %44 = zext i16 %42 to i32
  %45 = and i32 %44, 1023
  %46 = load i32, i32* %24, align 4, !tbaa !129
  %47 = add i32 %46, 16
  %48 = icmp ult i32 %45, %47
  br i1 %48, label %68, label %49

49:                                               ; preds = %43
  %50 = lshr i32 %44, 10
  %51 = getelementptr inbounds %struct.Command, %struct.Command* %0, i64 %30, i32 2
  %52 = load i32, i32* %51, align 4, !tbaa !694
  %53 = load i32, i32* %9, align 8, !tbaa !130
  %54 = shl nsw i32 -1, %53
  %55 = xor i32 %54, -1
  %56 = sub i32 %45, %46
  %57 = add i32 %56, -16
  %58 = lshr i32 %57, %53
  %59 = and i32 %57, %55
  %60 = and i32 %58, 1
  %61 = or i32 %60, 2
  %62 = shl i32 %61, %50
  %63 = add i32 %52, -4
  %64 = add i32 %63, %62
  %65 = shl i32 %64, %53
  %66 = add i32 %59, %47
  %67 = add i32 %66, %65
  br label %68

68:                                               ; preds = %49, %43
  %69 = phi i32 [ %67, %49 ], [ %45, %43 ]
  %70 = zext i32 %69 to i64
  %71 = load i64, i64* %25, align 8, !tbaa !693
  %72 = icmp ult i64 %71, %70
  br i1 %72, label %127, label %73

73:                                               ; preds = %68
  %74 = load i32, i32* %26, align 4, !tbaa !129
  %75 = zext i32 %74 to i64
  %76 = load i32, i32* %11, align 8, !tbaa !130
  %77 = zext i32 %76 to i64
  %78 = add nuw nsw i64 %75, 16
  %79 = icmp ugt i64 %78, %70
  br i1 %79, label %80, label %82

80:                                               ; preds = %73
  %81 = trunc i32 %69 to i16
  br label %107

82:                                               ; preds = %73
  %83 = shl i64 4, %77
  %84 = add nsw i64 %70, -16
  %85 = sub nsw i64 %84, %75
  %86 = add i64 %85, %83
  %87 = trunc i64 %86 to i32
  %88 = tail call i32 @llvm.ctlz.i32(i32 %87, i1 true) #26, !range !131
  %89 = sub nsw i32 30, %88
  %90 = zext i32 %89 to i64
  %91 = shl nsw i32 -1, %76
  %92 = xor i32 %91, -1
  %93 = zext i32 %92 to i64
  %94 = and i64 %86, %93
  %95 = lshr i64 %86, %90
  %96 = and i64 %95, 1
  %97 = sub nsw i64 %90, %77
  %98 = shl nsw i64 %97, 10
  %99 = shl nsw i64 %97, 1
  %100 = add nsw i64 %99, 65534
  %101 = or i64 %100, %96
  %102 = shl i64 %101, %77
  %103 = add nuw nsw i64 %94, %78
  %104 = add i64 %103, %102
  %105 = or i64 %104, %98
  %106 = trunc i64 %105 to i16
  br label %107

107:                                              ; preds = %82, %80, %40
  %108 = phi i16 [ %81, %80 ], [ %106, %82 ], [ %42, %40 ]
  %109 = and i16 %108, 1023
  %110 = zext i16 %109 to i64
  %111 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %5, i64 0, i32 0, i64 %110
  %112 = load i32, i32* %111, align 4, !tbaa !43
  %113 = add i32 %112, 1
  store i32 %113, i32* %111, align 4, !tbaa !43
  %114 = add i64 %29, 1
  store i64 %114, i64* %27, align 8, !tbaa !361
  %115 = lshr i16 %108, 10
  %116 = uitofp i16 %115 to double
  %117 = fadd double %31, %116
  br label %118

118:                                              ; preds = %107, %36, %28
  %119 = phi i64 [ %29, %28 ], [ %29, %36 ], [ %114, %107 ]
  %120 = phi double [ %31, %28 ], [ %31, %36 ], [ %117, %107 ]
  %121 = add nuw i64 %30, 1
  %122 = icmp eq i64 %121, %1
  br i1 %122, label %123, label %28, !llvm.loop !695

123:                                              ; preds = %118, %20
  %124 = phi double [ 0.000000e+00, %20 ], [ %120, %118 ]
  %125 = tail call double @BrotliPopulationCostDistance(%struct.HistogramDistance* noundef %5) #26
  %126 = fadd double %124, %125
  store double %126, double* %4, align 8, !tbaa !155
  br label %127

127:                                              ; preds = %123, %68
  %128 = phi i32 [ 1, %123 ], [ 0, %68 ]
  ret i32 %128
}

; Function Attrs: nounwind
define hidden void @BrotliOptimizeHistograms(i32 noundef signext %0, %struct.MetaBlockSplit* nocapture noundef readonly %1) local_unnamed_addr #4 {
  %3 = alloca [704 x i8], align 1
  %4 = getelementptr inbounds [704 x i8], [704 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 704, i8* nonnull %4) #26
  %5 = getelementptr inbounds %struct.MetaBlockSplit, %struct.MetaBlockSplit* %1, i64 0, i32 8
  %6 = load i64, i64* %5, align 8, !tbaa !696
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %10, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.MetaBlockSplit, %struct.MetaBlockSplit* %1, i64 0, i32 7
  br label %16

10:                                               ; preds = %16, %2
  %11 = getelementptr inbounds %struct.MetaBlockSplit, %struct.MetaBlockSplit* %1, i64 0, i32 10
  %12 = load i64, i64* %11, align 8, !tbaa !698
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %23, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds %struct.MetaBlockSplit, %struct.MetaBlockSplit* %1, i64 0, i32 9
  br label %30

16:                                               ; preds = %16, %8
  %17 = phi i64 [ 0, %8 ], [ %20, %16 ]
  %18 = load %struct.HistogramLiteral*, %struct.HistogramLiteral** %9, align 8, !tbaa !699
  %19 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %18, i64 %17, i32 0, i64 0
  call void @BrotliOptimizeHuffmanCountsForRle(i64 noundef 256, i32* noundef %19, i8* noundef nonnull %4) #26
  %20 = add nuw i64 %17, 1
  %21 = load i64, i64* %5, align 8, !tbaa !696
  %22 = icmp ult i64 %20, %21
  br i1 %22, label %16, label %10, !llvm.loop !700

23:                                               ; preds = %30, %10
  %24 = getelementptr inbounds %struct.MetaBlockSplit, %struct.MetaBlockSplit* %1, i64 0, i32 12
  %25 = load i64, i64* %24, align 8, !tbaa !701
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %44, label %27

27:                                               ; preds = %23
  %28 = zext i32 %0 to i64
  %29 = getelementptr inbounds %struct.MetaBlockSplit, %struct.MetaBlockSplit* %1, i64 0, i32 11
  br label %37

30:                                               ; preds = %30, %14
  %31 = phi i64 [ 0, %14 ], [ %34, %30 ]
  %32 = load %struct.HistogramCommand*, %struct.HistogramCommand** %15, align 8, !tbaa !702
  %33 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %32, i64 %31, i32 0, i64 0
  call void @BrotliOptimizeHuffmanCountsForRle(i64 noundef 704, i32* noundef %33, i8* noundef nonnull %4) #26
  %34 = add nuw i64 %31, 1
  %35 = load i64, i64* %11, align 8, !tbaa !698
  %36 = icmp ult i64 %34, %35
  br i1 %36, label %30, label %23, !llvm.loop !703

37:                                               ; preds = %37, %27
  %38 = phi i64 [ 0, %27 ], [ %41, %37 ]
  %39 = load %struct.HistogramDistance*, %struct.HistogramDistance** %29, align 8, !tbaa !704
  %40 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %39, i64 %38, i32 0, i64 0
  call void @BrotliOptimizeHuffmanCountsForRle(i64 noundef %28, i32* noundef %40, i8* noundef nonnull %4) #26
  %41 = add nuw i64 %38, 1
  %42 = load i64, i64* %24, align 8, !tbaa !701
  %43 = icmp ult i64 %41, %42
  br i1 %43, label %37, label %44, !llvm.loop !705

44:                                               ; preds = %37, %23
  call void @llvm.lifetime.end.p0i8(i64 704, i8* nonnull %4) #26
  ret void
}

; Function Attrs: nofree nosync nounwind
define hidden signext i32 @BrotliFindAllStaticDictionaryMatches(%struct.BrotliEncoderDictionary* noundef readonly %0, i8* noundef %1, i64 noundef %2, i64 noundef %3, i32* noundef %4) local_unnamed_addr #19 {
  %6 = alloca [38 x i32], align 4
  %7 = tail call fastcc signext i32 @BrotliFindAllStaticDictionaryMatchesFor(%struct.BrotliEncoderDictionary* noundef %0, i8* noundef %1, i64 noundef %2, i64 noundef %3, i32* noundef %4)
  %8 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %0, i64 0, i32 10
  %9 = load %struct.ContextualEncoderDictionary*, %struct.ContextualEncoderDictionary** %8, align 8, !tbaa !706
  %10 = icmp eq %struct.ContextualEncoderDictionary* %9, null
  br i1 %10, label %93, label %11

11:                                               ; preds = %5
  %12 = getelementptr inbounds %struct.ContextualEncoderDictionary, %struct.ContextualEncoderDictionary* %9, i64 0, i32 1
  %13 = load i8, i8* %12, align 4, !tbaa !707
  %14 = icmp ugt i8 %13, 1
  br i1 %14, label %15, label %93

15:                                               ; preds = %11
  %16 = bitcast [38 x i32]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 152, i8* nonnull %16) #26
  %17 = getelementptr inbounds %struct.ContextualEncoderDictionary, %struct.ContextualEncoderDictionary* %9, i64 0, i32 3, i64 0
  %18 = load %struct.BrotliEncoderDictionary*, %struct.BrotliEncoderDictionary** %17, align 8, !tbaa !19
  %19 = icmp eq %struct.BrotliEncoderDictionary* %18, %0
  br i1 %19, label %20, label %23

20:                                               ; preds = %15
  %21 = getelementptr inbounds %struct.ContextualEncoderDictionary, %struct.ContextualEncoderDictionary* %9, i64 0, i32 3, i64 1
  %22 = load %struct.BrotliEncoderDictionary*, %struct.BrotliEncoderDictionary** %21, align 8, !tbaa !19
  br label %23

23:                                               ; preds = %20, %15
  %24 = phi %struct.BrotliEncoderDictionary* [ %22, %20 ], [ %18, %15 ]
  %25 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 0
  store i32 268435455, i32* %25, align 4, !tbaa !43
  %26 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 1
  store i32 268435455, i32* %26, align 4, !tbaa !43
  %27 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 2
  store i32 268435455, i32* %27, align 4, !tbaa !43
  %28 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 3
  store i32 268435455, i32* %28, align 4, !tbaa !43
  %29 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 4
  store i32 268435455, i32* %29, align 4, !tbaa !43
  %30 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 5
  store i32 268435455, i32* %30, align 4, !tbaa !43
  %31 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 6
  store i32 268435455, i32* %31, align 4, !tbaa !43
  %32 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 7
  store i32 268435455, i32* %32, align 4, !tbaa !43
  %33 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 8
  store i32 268435455, i32* %33, align 4, !tbaa !43
  %34 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 9
  store i32 268435455, i32* %34, align 4, !tbaa !43
  %35 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 10
  store i32 268435455, i32* %35, align 4, !tbaa !43
  %36 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 11
  store i32 268435455, i32* %36, align 4, !tbaa !43
  %37 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 12
  store i32 268435455, i32* %37, align 4, !tbaa !43
  %38 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 13
  store i32 268435455, i32* %38, align 4, !tbaa !43
  %39 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 14
  store i32 268435455, i32* %39, align 4, !tbaa !43
  %40 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 15
  store i32 268435455, i32* %40, align 4, !tbaa !43
  %41 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 16
  store i32 268435455, i32* %41, align 4, !tbaa !43
  %42 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 17
  store i32 268435455, i32* %42, align 4, !tbaa !43
  %43 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 18
  store i32 268435455, i32* %43, align 4, !tbaa !43
  %44 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 19
  store i32 268435455, i32* %44, align 4, !tbaa !43
  %45 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 20
  store i32 268435455, i32* %45, align 4, !tbaa !43
  %46 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 21
  store i32 268435455, i32* %46, align 4, !tbaa !43
  %47 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 22
  store i32 268435455, i32* %47, align 4, !tbaa !43
  %48 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 23
  store i32 268435455, i32* %48, align 4, !tbaa !43
  %49 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 24
  store i32 268435455, i32* %49, align 4, !tbaa !43
  %50 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 25
  store i32 268435455, i32* %50, align 4, !tbaa !43
  %51 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 26
  store i32 268435455, i32* %51, align 4, !tbaa !43
  %52 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 27
  store i32 268435455, i32* %52, align 4, !tbaa !43
  %53 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 28
  store i32 268435455, i32* %53, align 4, !tbaa !43
  %54 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 29
  store i32 268435455, i32* %54, align 4, !tbaa !43
  %55 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 30
  store i32 268435455, i32* %55, align 4, !tbaa !43
  %56 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 31
  store i32 268435455, i32* %56, align 4, !tbaa !43
  %57 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 32
  store i32 268435455, i32* %57, align 4, !tbaa !43
  %58 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 33
  store i32 268435455, i32* %58, align 4, !tbaa !43
  %59 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 34
  store i32 268435455, i32* %59, align 4, !tbaa !43
  %60 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 35
  store i32 268435455, i32* %60, align 4, !tbaa !43
  %61 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 36
  store i32 268435455, i32* %61, align 4, !tbaa !43
  %62 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 37
  store i32 268435455, i32* %62, align 4, !tbaa !43
  %63 = call fastcc signext i32 @BrotliFindAllStaticDictionaryMatchesFor(%struct.BrotliEncoderDictionary* noundef %24, i8* noundef %1, i64 noundef %2, i64 noundef %3, i32* noundef nonnull %25)
  %64 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %0, i64 0, i32 0
  %65 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %0, i64 0, i32 1
  br label %66

66:                                               ; preds = %88, %23
  %67 = phi i64 [ 0, %23 ], [ %89, %88 ]
  %68 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 %67
  %69 = load i32, i32* %68, align 4, !tbaa !43
  %70 = icmp eq i32 %69, 268435455
  br i1 %70, label %88, label %71

71:                                               ; preds = %66
  %72 = and i32 %69, 31
  %73 = load %struct.BrotliDictionary*, %struct.BrotliDictionary** %64, align 8, !tbaa !632
  %74 = zext i32 %72 to i64
  %75 = getelementptr inbounds %struct.BrotliDictionary, %struct.BrotliDictionary* %73, i64 0, i32 0, i64 %74
  %76 = load i8, i8* %75, align 1, !tbaa !25
  %77 = zext i8 %76 to i32
  %78 = shl nuw i32 1, %77
  %79 = and i32 %78, -2
  %80 = load i32, i32* %65, align 8, !tbaa !635
  %81 = shl i32 %80, 5
  %82 = mul i32 %81, %79
  %83 = add i32 %82, %69
  %84 = getelementptr inbounds i32, i32* %4, i64 %67
  %85 = load i32, i32* %84, align 4, !tbaa !43
  %86 = icmp ult i32 %85, %83
  %87 = select i1 %86, i32 %85, i32 %83
  store i32 %87, i32* %84, align 4, !tbaa !43
  br label %88

88:                                               ; preds = %71, %66
  %89 = add nuw nsw i64 %67, 1
  %90 = icmp eq i64 %89, 38
  br i1 %90, label %91, label %66, !llvm.loop !708

91:                                               ; preds = %88
  %92 = or i32 %63, %7
  call void @llvm.lifetime.end.p0i8(i64 152, i8* nonnull %16) #26
  br label %93

93:                                               ; preds = %91, %11, %5
  %94 = phi i32 [ %92, %91 ], [ %7, %11 ], [ %7, %5 ]
  ret i32 %94
}

; Function Attrs: nofree nosync nounwind
declare hidden fastcc signext i32 @BrotliFindAllStaticDictionaryMatchesFor(%struct.BrotliEncoderDictionary* nocapture noundef readonly, i8* noundef readonly, i64 noundef, i64 noundef, i32* noundef) unnamed_addr #19

; Function Attrs: nofree nosync nounwind readonly
define hidden signext i32 @BrotliIsMostlyUTF8(i8* nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, double noundef %4) local_unnamed_addr #23 {
  %6 = icmp eq i64 %3, 0
  br i1 %6, label %111, label %7

7:                                                ; preds = %101, %5
  %8 = phi i64 [ %107, %101 ], [ 0, %5 ]
  %9 = phi i64 [ %104, %101 ], [ 0, %5 ]
  %10 = add i64 %9, %1
  %11 = and i64 %10, %2
  %12 = getelementptr inbounds i8, i8* %0, i64 %11
  %13 = sub i64 %3, %9
  %14 = load i8, i8* %12, align 1, !tbaa !25
  %15 = zext i8 %14 to i32
  %16 = and i32 %15, 128
  %17 = icmp ne i32 %16, 0
  %18 = icmp eq i8 %14, 0
  %19 = select i1 %17, i1 true, i1 %18
  br i1 %19, label %20, label %101

20:                                               ; preds = %7
  %21 = icmp ugt i64 %13, 1
  br i1 %21, label %22, label %99

22:                                               ; preds = %20
  %23 = and i32 %15, 224
  %24 = icmp eq i32 %23, 192
  br i1 %24, label %25, label %37

25:                                               ; preds = %22
  %26 = getelementptr inbounds i8, i8* %12, i64 1
  %27 = load i8, i8* %26, align 1, !tbaa !25
  %28 = zext i8 %27 to i32
  %29 = and i32 %28, 192
  %30 = icmp eq i32 %29, 128
  br i1 %30, label %31, label %37

31:                                               ; preds = %25
  %32 = shl nuw nsw i32 %15, 6
  %33 = and i32 %32, 1984
  %34 = and i32 %28, 63
  %35 = or i32 %34, %33
  %36 = icmp ugt i32 %35, 127
  br i1 %36, label %101, label %37

37:                                               ; preds = %31, %25, %22
  %38 = icmp ugt i64 %13, 2
  br i1 %38, label %39, label %99

39:                                               ; preds = %37
  %40 = and i32 %15, 240
  %41 = icmp eq i32 %40, 224
  br i1 %41, label %42, label %63

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, i8* %12, i64 1
  %44 = load i8, i8* %43, align 1, !tbaa !25
  %45 = zext i8 %44 to i32
  %46 = and i32 %45, 192
  %47 = icmp eq i32 %46, 128
  br i1 %47, label %48, label %63

48:                                               ; preds = %42
  %49 = getelementptr inbounds i8, i8* %12, i64 2
  %50 = load i8, i8* %49, align 1, !tbaa !25
  %51 = zext i8 %50 to i32
  %52 = and i32 %51, 192
  %53 = icmp eq i32 %52, 128
  br i1 %53, label %54, label %63

54:                                               ; preds = %48
  %55 = shl nuw nsw i32 %15, 12
  %56 = and i32 %55, 61440
  %57 = shl nuw nsw i32 %45, 6
  %58 = and i32 %57, 4032
  %59 = or i32 %58, %56
  %60 = and i32 %51, 63
  %61 = or i32 %59, %60
  %62 = icmp ugt i32 %61, 2047
  br i1 %62, label %101, label %63

63:                                               ; preds = %54, %48, %42, %39
  %64 = icmp ugt i64 %13, 3
  %65 = and i32 %15, 248
  %66 = icmp eq i32 %65, 240
  %67 = select i1 %64, i1 %66, i1 false
  br i1 %67, label %68, label %99

68:                                               ; preds = %63
  %69 = getelementptr inbounds i8, i8* %12, i64 1
  %70 = load i8, i8* %69, align 1, !tbaa !25
  %71 = zext i8 %70 to i32
  %72 = and i32 %71, 192
  %73 = icmp eq i32 %72, 128
  br i1 %73, label %74, label %99

74:                                               ; preds = %68
  %75 = getelementptr inbounds i8, i8* %12, i64 2
  %76 = load i8, i8* %75, align 1, !tbaa !25
  %77 = zext i8 %76 to i32
  %78 = and i32 %77, 192
  %79 = icmp eq i32 %78, 128
  br i1 %79, label %80, label %99

80:                                               ; preds = %74
  %81 = getelementptr inbounds i8, i8* %12, i64 3
  %82 = load i8, i8* %81, align 1, !tbaa !25
  %83 = zext i8 %82 to i32
  %84 = and i32 %83, 192
  %85 = icmp eq i32 %84, 128
  br i1 %85, label %86, label %99

86:                                               ; preds = %80
  %87 = shl nuw nsw i32 %15, 18
  %88 = and i32 %87, 1835008
  %89 = shl nuw nsw i32 %71, 12
  %90 = and i32 %89, 258048
  %91 = or i32 %90, %88
  %92 = shl nuw nsw i32 %77, 6
  %93 = and i32 %92, 4032
  %94 = or i32 %91, %93
  %95 = and i32 %83, 63
  %96 = or i32 %94, %95
  %97 = add nsw i32 %96, -65536
  %98 = icmp ult i32 %97, 1048576
  br i1 %98, label %101, label %99

99:                                               ; preds = %86, %80, %74, %68, %63, %37, %20
  %100 = or i32 %15, 1114112
  br label %101

101:                                              ; preds = %99, %86, %54, %31, %7
  %102 = phi i32 [ %35, %31 ], [ %61, %54 ], [ %96, %86 ], [ %100, %99 ], [ %15, %7 ]
  %103 = phi i64 [ 2, %31 ], [ 3, %54 ], [ 4, %86 ], [ 1, %99 ], [ 1, %7 ]
  %104 = add i64 %103, %9
  %105 = icmp slt i32 %102, 1114112
  %106 = select i1 %105, i64 %103, i64 0
  %107 = add i64 %106, %8
  %108 = icmp ult i64 %104, %3
  br i1 %108, label %7, label %109, !llvm.loop !709

109:                                              ; preds = %101
  %110 = uitofp i64 %107 to double
  br label %111

111:                                              ; preds = %109, %5
  %112 = phi double [ 0.000000e+00, %5 ], [ %110, %109 ]
  %113 = uitofp i64 %3 to double
  %114 = fmul double %113, %4
  %115 = fcmp olt double %114, %112
  %116 = zext i1 %115 to i32
  ret i32 %116
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #1 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #3 = { mustprogress nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #4 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #8 = { nofree noinline nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #9 = { argmemonly nofree nosync nounwind willreturn }
attributes #10 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #11 = { mustprogress nofree noinline nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #12 = { nofree noinline norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #13 = { noinline nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #14 = { argmemonly nofree nounwind willreturn }
attributes #15 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #16 = { mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #17 = { mustprogress nofree nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #18 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #19 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #20 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #21 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #22 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #23 = { nofree nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #24 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #25 = { nofree norecurse nosync nounwind writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #26 = { nounwind }
attributes #27 = { noreturn nounwind }

!llvm.ident = !{!0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, !"target-abi", !"lp64d"}
!3 = !{i32 7, !"PIC Level", i32 2}
!4 = !{i32 7, !"PIE Level", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!7, !11, i64 1392}
!7 = !{!"BrotliSharedDictionaryStruct", !8, i64 0, !9, i64 8, !9, i64 128, !8, i64 248, !9, i64 252, !9, i64 316, !9, i64 320, !9, i64 832, !9, i64 1344, !11, i64 1352, !9, i64 1360, !11, i64 1368, !11, i64 1376, !11, i64 1384, !11, i64 1392, !11, i64 1400}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!7, !11, i64 1400}
!13 = !{!7, !11, i64 1352}
!14 = !{!7, !11, i64 1368}
!15 = !{!7, !11, i64 1376}
!16 = !{!7, !8, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !9, i64 0}
!19 = !{!11, !11, i64 0}
!20 = !{!21, !18, i64 8}
!21 = !{!"", !18, i64 0, !18, i64 8, !11, i64 16, !11, i64 24, !11, i64 32}
!22 = !{!21, !18, i64 0}
!23 = !{!21, !11, i64 16}
!24 = !{!21, !11, i64 32}
!25 = !{!9, !9, i64 0}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.mustprogress"}
!28 = !{!29, !9, i64 0}
!29 = !{!"BrotliDecoderStateStruct", !9, i64 0, !8, i64 4, !21, i64 8, !11, i64 48, !11, i64 56, !11, i64 64, !9, i64 72, !18, i64 80, !8, i64 88, !8, i64 92, !8, i64 96, !8, i64 100, !8, i64 104, !8, i64 108, !9, i64 112, !8, i64 128, !8, i64 132, !11, i64 136, !11, i64 144, !11, i64 152, !11, i64 160, !11, i64 168, !11, i64 176, !30, i64 184, !30, i64 208, !30, i64 232, !11, i64 256, !11, i64 264, !8, i64 272, !8, i64 276, !9, i64 280, !18, i64 304, !9, i64 312, !9, i64 336, !18, i64 384, !18, i64 392, !18, i64 400, !11, i64 408, !11, i64 416, !18, i64 424, !18, i64 432, !18, i64 440, !9, i64 448, !8, i64 708, !8, i64 712, !9, i64 716, !11, i64 720, !11, i64 728, !11, i64 736, !18, i64 744, !9, i64 752, !9, i64 756, !9, i64 760, !9, i64 764, !8, i64 768, !8, i64 772, !8, i64 772, !8, i64 772, !8, i64 772, !8, i64 772, !8, i64 772, !8, i64 772, !8, i64 773, !18, i64 776, !11, i64 784, !11, i64 792, !11, i64 800, !11, i64 808, !9, i64 816, !9, i64 848}
!30 = !{!"", !11, i64 0, !11, i64 8, !31, i64 16, !31, i64 18, !31, i64 20}
!31 = !{!"short", !9, i64 0}
!32 = !{!29, !11, i64 56}
!33 = !{!29, !11, i64 64}
!34 = !{!29, !11, i64 800}
!35 = !{!29, !11, i64 808}
!36 = !{!29, !11, i64 48}
!37 = !{!38, !8, i64 0}
!38 = !{!"BrotliDecoderCompoundDictionary", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !8, i64 16, !8, i64 20, !9, i64 24, !9, i64 152, !8, i64 216, !9, i64 220}
!39 = !{!38, !8, i64 4}
!40 = !{!38, !8, i64 16}
!41 = !{!38, !8, i64 20}
!42 = !{!38, !8, i64 216}
!43 = !{!8, !8, i64 0}
!44 = distinct !{!44, !27}
!45 = !{!29, !8, i64 100}
!46 = !{!29, !11, i64 136}
!47 = !{!29, !8, i64 88}
!48 = !{!29, !8, i64 132}
!49 = distinct !{!49, !27}
!50 = !{!29, !8, i64 768}
!51 = !{!29, !9, i64 760}
!52 = distinct !{!52, !27}
!53 = !{!29, !9, i64 756}
!54 = distinct !{!54, !27}
!55 = !{!29, !8, i64 92}
!56 = !{!29, !8, i64 96}
!57 = !{!58, !9, i64 4}
!58 = !{!"BrotliMetablockHeaderArena", !9, i64 0, !9, i64 4, !9, i64 8, !18, i64 16, !18, i64 24, !18, i64 32, !18, i64 40, !18, i64 48, !18, i64 56, !9, i64 64, !11, i64 192, !9, i64 200, !9, i64 1640, !9, i64 1768, !9, i64 1786, !8, i64 1820, !11, i64 1824, !18, i64 1832, !18, i64 1840, !18, i64 1848, !9, i64 1856}
!59 = !{!58, !18, i64 1848}
!60 = !{!58, !18, i64 1840}
!61 = !{!58, !18, i64 1832}
!62 = distinct !{!62, !27}
!63 = !{!64, !9, i64 0}
!64 = !{!"", !9, i64 0, !31, i64 2}
!65 = !{!64, !31, i64 2}
!66 = distinct !{!66, !27}
!67 = !{!29, !8, i64 104}
!68 = !{!29, !11, i64 144}
!69 = !{!29, !11, i64 256}
!70 = !{!29, !11, i64 264}
!71 = !{!29, !9, i64 764}
!72 = !{!29, !18, i64 304}
!73 = !{!74, !9, i64 2}
!74 = !{!"", !31, i64 0, !9, i64 2}
!75 = !{!74, !31, i64 0}
!76 = !{!29, !11, i64 208}
!77 = !{!29, !11, i64 152}
!78 = !{!29, !11, i64 408}
!79 = !{!29, !11, i64 176}
!80 = !{!29, !8, i64 276}
!81 = !{!29, !9, i64 716}
!82 = !{!29, !11, i64 784}
!83 = !{!29, !11, i64 168}
!84 = !{!29, !8, i64 272}
!85 = !{!29, !11, i64 184}
!86 = !{!29, !11, i64 416}
!87 = !{!29, !11, i64 792}
!88 = !{!29, !11, i64 160}
!89 = !{!29, !18, i64 440}
!90 = distinct !{!90, !27}
!91 = distinct !{!91, !27}
!92 = !{!29, !8, i64 128}
!93 = !{!29, !18, i64 424}
!94 = !{!29, !18, i64 432}
!95 = !{!31, !31, i64 0}
!96 = distinct !{!96, !27}
!97 = !{i64 0, i64 1, !25, i64 2, i64 2, !95}
!98 = distinct !{!98, !27}
!99 = distinct !{!99, !27}
!100 = distinct !{!100, !27}
!101 = distinct !{!101, !27}
!102 = distinct !{!102, !27}
!103 = distinct !{!103, !27}
!104 = distinct !{!104, !27}
!105 = distinct !{!105, !27}
!106 = !{!29, !18, i64 80}
!107 = !{!29, !8, i64 4}
!108 = !{!29, !8, i64 108}
!109 = !{!29, !11, i64 232}
!110 = !{!111, !8, i64 8}
!111 = !{!"BrotliEncoderParams", !9, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !18, i64 16, !18, i64 24, !8, i64 32, !8, i64 36, !112, i64 40, !113, i64 56, !114, i64 80}
!112 = !{!"BrotliHasherParams", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12}
!113 = !{!"BrotliDistanceParams", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !18, i64 16}
!114 = !{!"SharedEncoderDictionary", !8, i64 0, !115, i64 8, !116, i64 544, !8, i64 1312}
!115 = !{!"CompoundDictionary", !18, i64 0, !18, i64 8, !9, i64 16, !9, i64 144, !9, i64 272, !18, i64 400, !9, i64 408}
!116 = !{!"ContextualEncoderDictionary", !8, i64 0, !9, i64 4, !9, i64 5, !9, i64 72, !18, i64 584, !117, i64 592, !11, i64 760}
!117 = !{!"BrotliEncoderDictionary", !11, i64 0, !8, i64 8, !8, i64 12, !18, i64 16, !11, i64 24, !11, i64 32, !11, i64 40, !11, i64 48, !118, i64 56, !8, i64 96, !11, i64 104, !11, i64 112, !11, i64 120, !18, i64 128, !11, i64 136, !18, i64 144, !11, i64 152, !11, i64 160}
!118 = !{!"BrotliTrie", !11, i64 0, !18, i64 8, !18, i64 16, !119, i64 24}
!119 = !{!"BrotliTrieNode", !9, i64 0, !9, i64 1, !9, i64 2, !8, i64 4, !8, i64 8}
!120 = !{!111, !18, i64 96}
!121 = !{!111, !18, i64 16}
!122 = !{!123, !8, i64 0}
!123 = !{!"ZopfliNode", !8, i64 0, !8, i64 4, !8, i64 8, !9, i64 12}
!124 = !{!123, !8, i64 8}
!125 = !{!123, !8, i64 4}
!126 = !{!127, !8, i64 0}
!127 = !{!"Command", !8, i64 0, !8, i64 4, !8, i64 8, !31, i64 12, !31, i64 14}
!128 = !{!127, !8, i64 4}
!129 = !{!113, !8, i64 4}
!130 = !{!113, !8, i64 0}
!131 = !{i32 0, i32 33}
!132 = distinct !{!132, !27}
!133 = !{!134, !11, i64 2832}
!134 = !{!"ZopfliCostModel", !9, i64 0, !11, i64 2816, !8, i64 2824, !11, i64 2832, !135, i64 2840, !18, i64 2848, !9, i64 2856}
!135 = !{!"float", !9, i64 0}
!136 = !{!135, !135, i64 0}
!137 = !{!138, !18, i64 0}
!138 = !{!"PosData", !18, i64 0, !9, i64 8, !135, i64 24, !135, i64 28}
!139 = !{!138, !135, i64 28}
!140 = !{!138, !135, i64 24}
!141 = distinct !{!141, !27}
!142 = !{!143, !18, i64 256}
!143 = !{!"StartPosQueue", !9, i64 0, !18, i64 256}
!144 = !{i64 0, i64 8, !17, i64 8, i64 16, !25, i64 24, i64 4, !136, i64 28, i64 4, !136}
!145 = distinct !{!145, !27}
!146 = !{i64 0, i64 4, !43, i64 4, i64 4, !43, i64 8, i64 4, !43, i64 12, i64 4, !136, i64 12, i64 4, !43, i64 12, i64 4, !43}
!147 = !{i64 0, i64 4, !43, i64 4, i64 4, !43, i64 8, i64 4, !136, i64 8, i64 4, !43, i64 8, i64 4, !43}
!148 = !{i64 0, i64 4, !43, i64 4, i64 4, !136, i64 4, i64 4, !43, i64 4, i64 4, !43}
!149 = !{i64 0, i64 4, !136, i64 0, i64 4, !43, i64 0, i64 4, !43}
!150 = distinct !{!150, !27}
!151 = !{!152, !18, i64 1024}
!152 = !{!"HistogramLiteral", !9, i64 0, !18, i64 1024, !153, i64 1032}
!153 = !{!"double", !9, i64 0}
!154 = distinct !{!154, !27}
!155 = !{!153, !153, i64 0}
!156 = distinct !{!156, !27}
!157 = distinct !{!157, !27}
!158 = distinct !{!158, !27}
!159 = distinct !{!159, !27}
!160 = !{!161, !18, i64 2816}
!161 = !{!"HistogramCommand", !9, i64 0, !18, i64 2816, !153, i64 2824}
!162 = distinct !{!162, !27}
!163 = distinct !{!163, !27}
!164 = distinct !{!164, !27}
!165 = distinct !{!165, !27}
!166 = !{!167, !11, i64 16}
!167 = !{!"BlockSplit", !18, i64 0, !18, i64 8, !11, i64 16, !11, i64 24, !18, i64 32, !18, i64 40}
!168 = !{!167, !11, i64 24}
!169 = !{!170, !11, i64 16}
!170 = !{!"BlockEncoder", !18, i64 0, !18, i64 8, !11, i64 16, !11, i64 24, !18, i64 32, !171, i64 40, !18, i64 912, !18, i64 920, !18, i64 928, !11, i64 936, !11, i64 944}
!171 = !{!"BlockSplitCode", !172, i64 0, !9, i64 16, !9, i64 274, !9, i64 790, !9, i64 816}
!172 = !{!"BlockTypeCodeCalculator", !18, i64 0, !18, i64 8}
!173 = !{!170, !11, i64 24}
!174 = !{!170, !18, i64 32}
!175 = !{!170, !18, i64 8}
!176 = distinct !{!176, !27}
!177 = distinct !{!177, !27}
!178 = !{!179}
!179 = distinct !{!179, !180, !"BrotliWriteBits: argument 0"}
!180 = distinct !{!180, !"BrotliWriteBits"}
!181 = !{!182}
!182 = distinct !{!182, !180, !"BrotliWriteBits: argument 1"}
!183 = !{!184}
!184 = distinct !{!184, !185, !"BrotliWriteBits: argument 0"}
!185 = distinct !{!185, !"BrotliWriteBits"}
!186 = !{!187}
!187 = distinct !{!187, !185, !"BrotliWriteBits: argument 1"}
!188 = !{!189}
!189 = distinct !{!189, !190, !"BrotliWriteBits: argument 0"}
!190 = distinct !{!190, !"BrotliWriteBits"}
!191 = !{!192}
!192 = distinct !{!192, !190, !"BrotliWriteBits: argument 1"}
!193 = !{!194}
!194 = distinct !{!194, !195, !"BrotliWriteBits: argument 1"}
!195 = distinct !{!195, !"BrotliWriteBits"}
!196 = !{!197}
!197 = distinct !{!197, !195, !"BrotliWriteBits: argument 0"}
!198 = !{}
!199 = !{!172, !18, i64 0}
!200 = !{!172, !18, i64 8}
!201 = !{!202}
!202 = distinct !{!202, !203, !"BrotliWriteBits: argument 0"}
!203 = distinct !{!203, !"BrotliWriteBits"}
!204 = !{!205}
!205 = distinct !{!205, !203, !"BrotliWriteBits: argument 1"}
!206 = !{!207}
!207 = distinct !{!207, !208, !"BrotliWriteBits: argument 1"}
!208 = distinct !{!208, !"BrotliWriteBits"}
!209 = !{!210}
!210 = distinct !{!210, !208, !"BrotliWriteBits: argument 0"}
!211 = !{!212}
!212 = distinct !{!212, !213, !"BrotliWriteBits: argument 0"}
!213 = distinct !{!213, !"BrotliWriteBits"}
!214 = !{!215}
!215 = distinct !{!215, !213, !"BrotliWriteBits: argument 1"}
!216 = !{!217}
!217 = distinct !{!217, !218, !"BrotliWriteBits: argument 0"}
!218 = distinct !{!218, !"BrotliWriteBits"}
!219 = !{!220}
!220 = distinct !{!220, !218, !"BrotliWriteBits: argument 1"}
!221 = !{!222}
!222 = distinct !{!222, !223, !"BrotliWriteBits: argument 0"}
!223 = distinct !{!223, !"BrotliWriteBits"}
!224 = !{!225}
!225 = distinct !{!225, !223, !"BrotliWriteBits: argument 1"}
!226 = !{!227}
!227 = distinct !{!227, !228, !"BrotliWriteBits: argument 1"}
!228 = distinct !{!228, !"BrotliWriteBits"}
!229 = !{!230}
!230 = distinct !{!230, !228, !"BrotliWriteBits: argument 0"}
!231 = !{!232}
!232 = distinct !{!232, !233, !"MoveToFrontTransform: argument 0"}
!233 = distinct !{!233, !"MoveToFrontTransform"}
!234 = distinct !{!234, !27}
!235 = distinct !{!235, !27}
!236 = distinct !{!236, !27}
!237 = distinct !{!237, !27}
!238 = !{!239}
!239 = distinct !{!239, !240, !"RunLengthCodeZeros: argument 0"}
!240 = distinct !{!240, !"RunLengthCodeZeros"}
!241 = !{!242, !243}
!242 = distinct !{!242, !240, !"RunLengthCodeZeros: argument 1"}
!243 = distinct !{!243, !240, !"RunLengthCodeZeros: argument 2"}
!244 = distinct !{!244, !27}
!245 = distinct !{!245, !27}
!246 = distinct !{!246, !27}
!247 = distinct !{!247, !27}
!248 = distinct !{!248, !27}
!249 = distinct !{!249, !27}
!250 = distinct !{!250, !27}
!251 = !{!252}
!252 = distinct !{!252, !253, !"BrotliWriteBits: argument 0"}
!253 = distinct !{!253, !"BrotliWriteBits"}
!254 = !{!255}
!255 = distinct !{!255, !253, !"BrotliWriteBits: argument 1"}
!256 = !{!257}
!257 = distinct !{!257, !258, !"BrotliWriteBits: argument 0"}
!258 = distinct !{!258, !"BrotliWriteBits"}
!259 = !{!260}
!260 = distinct !{!260, !258, !"BrotliWriteBits: argument 1"}
!261 = !{!262}
!262 = distinct !{!262, !263, !"BrotliWriteBits: argument 0"}
!263 = distinct !{!263, !"BrotliWriteBits"}
!264 = !{!265}
!265 = distinct !{!265, !263, !"BrotliWriteBits: argument 1"}
!266 = !{!267}
!267 = distinct !{!267, !268, !"BrotliWriteBits: argument 0"}
!268 = distinct !{!268, !"BrotliWriteBits"}
!269 = !{!270}
!270 = distinct !{!270, !268, !"BrotliWriteBits: argument 1"}
!271 = distinct !{!271, !27}
!272 = !{!273}
!273 = distinct !{!273, !274, !"BrotliWriteBits: argument 0"}
!274 = distinct !{!274, !"BrotliWriteBits"}
!275 = !{!276}
!276 = distinct !{!276, !274, !"BrotliWriteBits: argument 1"}
!277 = distinct !{!277, !27}
!278 = distinct !{!278, !27}
!279 = !{!280}
!280 = distinct !{!280, !281, !"BrotliWriteBits: argument 0"}
!281 = distinct !{!281, !"BrotliWriteBits"}
!282 = !{!283}
!283 = distinct !{!283, !281, !"BrotliWriteBits: argument 1"}
!284 = !{!285}
!285 = distinct !{!285, !286, !"BrotliWriteBits: argument 0"}
!286 = distinct !{!286, !"BrotliWriteBits"}
!287 = !{!288}
!288 = distinct !{!288, !286, !"BrotliWriteBits: argument 1"}
!289 = !{!290}
!290 = distinct !{!290, !291, !"BrotliWriteBits: argument 0"}
!291 = distinct !{!291, !"BrotliWriteBits"}
!292 = !{!293}
!293 = distinct !{!293, !291, !"BrotliWriteBits: argument 1"}
!294 = !{!295}
!295 = distinct !{!295, !296, !"BrotliWriteBits: argument 0"}
!296 = distinct !{!296, !"BrotliWriteBits"}
!297 = !{!298}
!298 = distinct !{!298, !296, !"BrotliWriteBits: argument 1"}
!299 = distinct !{!299, !27}
!300 = distinct !{!300, !27}
!301 = !{!302}
!302 = distinct !{!302, !303, !"BrotliWriteBits: argument 0"}
!303 = distinct !{!303, !"BrotliWriteBits"}
!304 = !{!305}
!305 = distinct !{!305, !303, !"BrotliWriteBits: argument 1"}
!306 = !{!307}
!307 = distinct !{!307, !308, !"BrotliWriteBits: argument 1"}
!308 = distinct !{!308, !"BrotliWriteBits"}
!309 = !{!310}
!310 = distinct !{!310, !308, !"BrotliWriteBits: argument 0"}
!311 = !{!312}
!312 = distinct !{!312, !313, !"BrotliWriteBits: argument 0"}
!313 = distinct !{!313, !"BrotliWriteBits"}
!314 = !{!315}
!315 = distinct !{!315, !313, !"BrotliWriteBits: argument 1"}
!316 = !{!317}
!317 = distinct !{!317, !318, !"BrotliWriteBits: argument 0"}
!318 = distinct !{!318, !"BrotliWriteBits"}
!319 = !{!320}
!320 = distinct !{!320, !318, !"BrotliWriteBits: argument 1"}
!321 = !{!322}
!322 = distinct !{!322, !323, !"BrotliWriteBits: argument 1"}
!323 = distinct !{!323, !"BrotliWriteBits"}
!324 = !{!325}
!325 = distinct !{!325, !323, !"BrotliWriteBits: argument 0"}
!326 = !{!327}
!327 = distinct !{!327, !328, !"BrotliWriteBits: argument 0"}
!328 = distinct !{!328, !"BrotliWriteBits"}
!329 = !{!330}
!330 = distinct !{!330, !328, !"BrotliWriteBits: argument 1"}
!331 = !{!332}
!332 = distinct !{!332, !333, !"BrotliWriteBits: argument 0"}
!333 = distinct !{!333, !"BrotliWriteBits"}
!334 = !{!335}
!335 = distinct !{!335, !333, !"BrotliWriteBits: argument 1"}
!336 = !{!337}
!337 = distinct !{!337, !338, !"BrotliWriteBits: argument 0"}
!338 = distinct !{!338, !"BrotliWriteBits"}
!339 = !{!340}
!340 = distinct !{!340, !338, !"BrotliWriteBits: argument 1"}
!341 = !{!342}
!342 = distinct !{!342, !343, !"BrotliWriteBits: argument 0"}
!343 = distinct !{!343, !"BrotliWriteBits"}
!344 = !{!345}
!345 = distinct !{!345, !343, !"BrotliWriteBits: argument 1"}
!346 = !{!347}
!347 = distinct !{!347, !348, !"BrotliWriteBits: argument 1"}
!348 = distinct !{!348, !"BrotliWriteBits"}
!349 = !{!350}
!350 = distinct !{!350, !348, !"BrotliWriteBits: argument 0"}
!351 = !{!111, !8, i64 64}
!352 = !{!152, !153, i64 1032}
!353 = !{!161, !153, i64 2824}
!354 = !{!355, !153, i64 2184}
!355 = !{!"HistogramDistance", !9, i64 0, !18, i64 2176, !153, i64 2184}
!356 = !{i64 0, i64 4, !43, i64 4, i64 4, !43, i64 8, i64 4, !43, i64 12, i64 2, !95, i64 14, i64 2, !95}
!357 = !{i64 0, i64 4, !43, i64 4, i64 4, !43, i64 8, i64 2, !95, i64 10, i64 2, !95}
!358 = !{i64 0, i64 2, !95, i64 2, i64 2, !95}
!359 = !{i64 0, i64 2, !95}
!360 = distinct !{!360, !27}
!361 = !{!355, !18, i64 2176}
!362 = distinct !{!362, !27}
!363 = !{!364}
!364 = distinct !{!364, !365, !"BrotliWriteBits: argument 0"}
!365 = distinct !{!365, !"BrotliWriteBits"}
!366 = !{!367}
!367 = distinct !{!367, !365, !"BrotliWriteBits: argument 1"}
!368 = !{!369}
!369 = distinct !{!369, !370, !"BrotliWriteBits: argument 0"}
!370 = distinct !{!370, !"BrotliWriteBits"}
!371 = !{!372}
!372 = distinct !{!372, !370, !"BrotliWriteBits: argument 1"}
!373 = distinct !{!373, !27}
!374 = distinct !{!374, !27}
!375 = !{!376}
!376 = distinct !{!376, !377, !"BrotliWriteBits: argument 0"}
!377 = distinct !{!377, !"BrotliWriteBits"}
!378 = !{!379}
!379 = distinct !{!379, !377, !"BrotliWriteBits: argument 1"}
!380 = !{!381}
!381 = distinct !{!381, !382, !"BrotliWriteBits: argument 0"}
!382 = distinct !{!382, !"BrotliWriteBits"}
!383 = !{!384}
!384 = distinct !{!384, !382, !"BrotliWriteBits: argument 1"}
!385 = !{!386}
!386 = distinct !{!386, !387, !"BrotliWriteBits: argument 0"}
!387 = distinct !{!387, !"BrotliWriteBits"}
!388 = !{!389}
!389 = distinct !{!389, !387, !"BrotliWriteBits: argument 1"}
!390 = !{!391, !18, i64 3856}
!391 = !{!"MetablockArena", !152, i64 0, !161, i64 1040, !355, i64 3872, !9, i64 6064, !9, i64 6320, !9, i64 6832, !9, i64 7536, !9, i64 8944, !9, i64 9084, !9, i64 9364}
!392 = !{!391, !18, i64 6048}
!393 = !{!394}
!394 = distinct !{!394, !395, !"BrotliWriteBits: argument 0"}
!395 = distinct !{!395, !"BrotliWriteBits"}
!396 = !{!397}
!397 = distinct !{!397, !395, !"BrotliWriteBits: argument 1"}
!398 = !{!399}
!399 = distinct !{!399, !400, !"BrotliWriteBits: argument 1"}
!400 = distinct !{!400, !"BrotliWriteBits"}
!401 = !{!402}
!402 = distinct !{!402, !400, !"BrotliWriteBits: argument 0"}
!403 = !{!404}
!404 = distinct !{!404, !405, !"BrotliWriteBits: argument 1"}
!405 = distinct !{!405, !"BrotliWriteBits"}
!406 = !{!407}
!407 = distinct !{!407, !405, !"BrotliWriteBits: argument 0"}
!408 = !{!409}
!409 = distinct !{!409, !410, !"BrotliWriteBits: argument 1"}
!410 = distinct !{!410, !"BrotliWriteBits"}
!411 = !{!412}
!412 = distinct !{!412, !410, !"BrotliWriteBits: argument 0"}
!413 = !{!414}
!414 = distinct !{!414, !415, !"BrotliWriteBits: argument 1"}
!415 = distinct !{!415, !"BrotliWriteBits"}
!416 = !{!417}
!417 = distinct !{!417, !415, !"BrotliWriteBits: argument 0"}
!418 = !{!419}
!419 = distinct !{!419, !420, !"BrotliWriteBits: argument 1"}
!420 = distinct !{!420, !"BrotliWriteBits"}
!421 = !{!422}
!422 = distinct !{!422, !420, !"BrotliWriteBits: argument 0"}
!423 = !{!424, !153, i64 16}
!424 = !{!"HistogramPair", !8, i64 0, !8, i64 4, !153, i64 8, !153, i64 16}
!425 = !{i64 0, i64 1024, !25, i64 1024, i64 8, !17, i64 1032, i64 8, !155}
!426 = distinct !{!426, !27}
!427 = !{!424, !8, i64 4}
!428 = !{!424, !8, i64 0}
!429 = !{i64 0, i64 4, !43, i64 4, i64 4, !43, i64 8, i64 8, !155, i64 16, i64 8, !155}
!430 = !{i64 0, i64 4, !43, i64 4, i64 8, !155, i64 12, i64 8, !155}
!431 = !{i64 0, i64 8, !155, i64 8, i64 8, !155}
!432 = !{i64 0, i64 8, !155}
!433 = distinct !{!433, !27}
!434 = distinct !{!434, !27}
!435 = distinct !{!435, !27}
!436 = distinct !{!436, !27}
!437 = distinct !{!437, !27}
!438 = distinct !{!438, !27}
!439 = distinct !{!439, !27}
!440 = distinct !{!440, !27}
!441 = distinct !{!441, !27}
!442 = distinct !{!442, !27}
!443 = distinct !{!443, !27}
!444 = distinct !{!444, !27}
!445 = !{i64 0, i64 2816, !25, i64 2816, i64 8, !17, i64 2824, i64 8, !155}
!446 = distinct !{!446, !27}
!447 = distinct !{!447, !27}
!448 = distinct !{!448, !27}
!449 = distinct !{!449, !27}
!450 = !{!424, !153, i64 8}
!451 = distinct !{!451, !27}
!452 = distinct !{!452, !27}
!453 = distinct !{!453, !27}
!454 = distinct !{!454, !27}
!455 = distinct !{!455, !27}
!456 = distinct !{!456, !27}
!457 = distinct !{!457, !27}
!458 = distinct !{!458, !27}
!459 = distinct !{!459, !27}
!460 = distinct !{!460, !27}
!461 = distinct !{!461, !27}
!462 = distinct !{!462, !27}
!463 = distinct !{!463, !27}
!464 = distinct !{!464, !27}
!465 = distinct !{!465, !27}
!466 = distinct !{!466, !27}
!467 = distinct !{!467, !27}
!468 = distinct !{!468, !27}
!469 = distinct !{!469, !27}
!470 = distinct !{!470, !27}
!471 = distinct !{!471, !27}
!472 = distinct !{!472, !27}
!473 = distinct !{!473, !27}
!474 = distinct !{!474, !27}
!475 = !{i64 0, i64 2176, !25, i64 2176, i64 8, !17, i64 2184, i64 8, !155}
!476 = distinct !{!476, !27}
!477 = distinct !{!477, !27}
!478 = distinct !{!478, !27}
!479 = distinct !{!479, !27}
!480 = distinct !{!480, !27}
!481 = distinct !{!481, !27}
!482 = distinct !{!482, !27}
!483 = distinct !{!483, !27}
!484 = !{!115, !18, i64 0}
!485 = !{!486, !8, i64 8}
!486 = !{!"PreparedDictionary", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !8, i64 16, !8, i64 20}
!487 = !{!115, !18, i64 8}
!488 = !{!486, !8, i64 20}
!489 = !{!486, !8, i64 16}
!490 = !{!486, !8, i64 4}
!491 = !{!486, !8, i64 0}
!492 = !{!493}
!493 = distinct !{!493, !494, !"BrotliWriteBits: argument 0"}
!494 = distinct !{!494, !"BrotliWriteBits"}
!495 = !{!496}
!496 = distinct !{!496, !494, !"BrotliWriteBits: argument 1"}
!497 = !{!498}
!498 = distinct !{!498, !499, !"BrotliWriteBits: argument 0"}
!499 = distinct !{!499, !"BrotliWriteBits"}
!500 = !{!501}
!501 = distinct !{!501, !499, !"BrotliWriteBits: argument 1"}
!502 = !{!503}
!503 = distinct !{!503, !504, !"BrotliWriteBits: argument 0"}
!504 = distinct !{!504, !"BrotliWriteBits"}
!505 = !{!506}
!506 = distinct !{!506, !504, !"BrotliWriteBits: argument 1"}
!507 = !{!508}
!508 = distinct !{!508, !509, !"BrotliWriteBits: argument 1"}
!509 = distinct !{!509, !"BrotliWriteBits"}
!510 = !{!511}
!511 = distinct !{!511, !509, !"BrotliWriteBits: argument 0"}
!512 = !{!513}
!513 = distinct !{!513, !514, !"BrotliWriteBits: argument 0"}
!514 = distinct !{!514, !"BrotliWriteBits"}
!515 = !{!516}
!516 = distinct !{!516, !514, !"BrotliWriteBits: argument 1"}
!517 = distinct !{!517, !27}
!518 = distinct !{!518, !27}
!519 = distinct !{!519, !27}
!520 = distinct !{!520, !27}
!521 = distinct !{!521, !27}
!522 = !{!523}
!523 = distinct !{!523, !524, !"BrotliWriteBits: argument 0"}
!524 = distinct !{!524, !"BrotliWriteBits"}
!525 = !{!526}
!526 = distinct !{!526, !524, !"BrotliWriteBits: argument 1"}
!527 = !{!528}
!528 = distinct !{!528, !529, !"BrotliWriteBits: argument 0"}
!529 = distinct !{!529, !"BrotliWriteBits"}
!530 = !{!531}
!531 = distinct !{!531, !529, !"BrotliWriteBits: argument 1"}
!532 = !{!533}
!533 = distinct !{!533, !534, !"BrotliWriteBits: argument 0"}
!534 = distinct !{!534, !"BrotliWriteBits"}
!535 = !{!536}
!536 = distinct !{!536, !534, !"BrotliWriteBits: argument 1"}
!537 = !{!538}
!538 = distinct !{!538, !539, !"BrotliWriteBits: argument 1"}
!539 = distinct !{!539, !"BrotliWriteBits"}
!540 = !{!541}
!541 = distinct !{!541, !539, !"BrotliWriteBits: argument 0"}
!542 = !{!543}
!543 = distinct !{!543, !544, !"BrotliWriteBits: argument 0"}
!544 = distinct !{!544, !"BrotliWriteBits"}
!545 = !{!546}
!546 = distinct !{!546, !544, !"BrotliWriteBits: argument 1"}
!547 = !{!548}
!548 = distinct !{!548, !549, !"BrotliWriteBits: argument 0"}
!549 = distinct !{!549, !"BrotliWriteBits"}
!550 = !{!551}
!551 = distinct !{!551, !549, !"BrotliWriteBits: argument 1"}
!552 = !{!553}
!553 = distinct !{!553, !554, !"BrotliWriteBits: argument 0"}
!554 = distinct !{!554, !"BrotliWriteBits"}
!555 = !{!556}
!556 = distinct !{!556, !554, !"BrotliWriteBits: argument 1"}
!557 = !{!558}
!558 = distinct !{!558, !559, !"BrotliWriteBits: argument 1"}
!559 = distinct !{!559, !"BrotliWriteBits"}
!560 = !{!561}
!561 = distinct !{!561, !559, !"BrotliWriteBits: argument 0"}
!562 = !{!563}
!563 = distinct !{!563, !564, !"BrotliWriteBits: argument 0"}
!564 = distinct !{!564, !"BrotliWriteBits"}
!565 = !{!566}
!566 = distinct !{!566, !564, !"BrotliWriteBits: argument 1"}
!567 = !{!568}
!568 = distinct !{!568, !569, !"BrotliWriteBits: argument 1"}
!569 = distinct !{!569, !"BrotliWriteBits"}
!570 = !{!571}
!571 = distinct !{!571, !569, !"BrotliWriteBits: argument 0"}
!572 = !{!111, !9, i64 0}
!573 = !{!111, !8, i64 36}
!574 = !{!111, !8, i64 4}
!575 = !{!111, !8, i64 56}
!576 = !{!111, !8, i64 60}
!577 = !{!111, !8, i64 68}
!578 = !{!111, !18, i64 72}
!579 = !{!580, !18, i64 1424}
!580 = !{!"BrotliEncoderStateStruct", !111, i64 0, !581, i64 1400, !18, i64 1424, !582, i64 1432, !18, i64 1472, !11, i64 1480, !18, i64 1488, !18, i64 1496, !18, i64 1504, !18, i64 1512, !18, i64 1520, !9, i64 1528, !9, i64 1592, !31, i64 1608, !9, i64 1610, !9, i64 1611, !9, i64 1612, !9, i64 1613, !18, i64 1616, !11, i64 1624, !583, i64 1632, !9, i64 2768, !11, i64 6864, !18, i64 6872, !11, i64 6880, !11, i64 6888, !11, i64 6896, !11, i64 6904, !18, i64 6912, !11, i64 6920, !18, i64 6928, !18, i64 6936, !9, i64 6944, !8, i64 6960, !9, i64 6964, !8, i64 6968, !8, i64 6972}
!581 = !{!"MemoryManager", !11, i64 0, !11, i64 8, !11, i64 16}
!582 = !{!"RingBuffer", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !8, i64 16, !8, i64 20, !11, i64 24, !11, i64 32}
!583 = !{!"", !584, i64 0, !9, i64 80}
!584 = !{!"", !9, i64 0, !8, i64 32, !18, i64 40, !18, i64 48, !112, i64 56, !8, i64 72}
!585 = !{!580, !9, i64 1612}
!586 = !{!580, !9, i64 1613}
!587 = !{!580, !9, i64 6964}
!588 = !{!580, !8, i64 6968}
!589 = !{!580, !8, i64 6972}
!590 = !{!580, !11, i64 1624}
!591 = !{!580, !11, i64 1480}
!592 = !{!582, !11, i64 24}
!593 = !{!580, !11, i64 6864}
!594 = !{!580, !11, i64 6880}
!595 = !{!580, !11, i64 6888}
!596 = !{!580, !11, i64 6896}
!597 = !{!580, !11, i64 6904}
!598 = !{!580, !8, i64 4}
!599 = !{!580, !8, i64 8}
!600 = !{!580, !9, i64 0}
!601 = !{!580, !18, i64 24}
!602 = !{!580, !8, i64 36}
!603 = !{!580, !18, i64 6928}
!604 = distinct !{!604, !27}
!605 = !{!580, !9, i64 1610}
!606 = !{!580, !31, i64 1608}
!607 = !{!580, !11, i64 6920}
!608 = !{!580, !18, i64 6936}
!609 = !{!610, !11, i64 32}
!610 = !{!"ManagedDictionary", !8, i64 0, !581, i64 8, !11, i64 32}
!611 = !{!610, !8, i64 0}
!612 = !{!115, !18, i64 400}
!613 = distinct !{!613, !27}
!614 = !{!116, !8, i64 0}
!615 = !{!116, !18, i64 584}
!616 = !{!116, !11, i64 760}
!617 = !{!117, !18, i64 64}
!618 = !{!117, !11, i64 112}
!619 = !{!117, !11, i64 120}
!620 = !{!117, !11, i64 136}
!621 = !{!117, !18, i64 128}
!622 = !{!117, !11, i64 152}
!623 = !{!117, !18, i64 144}
!624 = !{!117, !11, i64 160}
!625 = distinct !{!625, !27}
!626 = !{!114, !8, i64 0}
!627 = !{!114, !18, i64 408}
!628 = !{!114, !8, i64 544}
!629 = !{!114, !9, i64 548}
!630 = !{!114, !11, i64 1304}
!631 = !{!114, !18, i64 1128}
!632 = !{!117, !11, i64 0}
!633 = !{!634, !8, i64 24}
!634 = !{!"BrotliTransforms", !31, i64 0, !11, i64 8, !11, i64 16, !8, i64 24, !11, i64 32, !11, i64 40, !9, i64 48}
!635 = !{!117, !8, i64 8}
!636 = !{!117, !11, i64 24}
!637 = !{!117, !11, i64 32}
!638 = !{!117, !11, i64 40}
!639 = !{!117, !11, i64 48}
!640 = !{!117, !8, i64 12}
!641 = !{!117, !18, i64 16}
!642 = !{!117, !8, i64 96}
!643 = !{!118, !9, i64 26}
!644 = !{!118, !8, i64 28}
!645 = !{!118, !8, i64 32}
!646 = !{!114, !11, i64 1240}
!647 = !{!114, !8, i64 1312}
!648 = !{!649, !31, i64 4}
!649 = !{!"HuffmanTree", !8, i64 0, !31, i64 4, !31, i64 6}
!650 = !{!649, !31, i64 6}
!651 = distinct !{!651, !27}
!652 = !{!649, !8, i64 0}
!653 = distinct !{!653, !27}
!654 = distinct !{!654, !27}
!655 = distinct !{!655, !27}
!656 = distinct !{!656, !27}
!657 = distinct !{!657, !27}
!658 = distinct !{!658, !27}
!659 = distinct !{!659, !27}
!660 = distinct !{!660, !27}
!661 = distinct !{!661, !27}
!662 = distinct !{!662, !27}
!663 = distinct !{!663, !27}
!664 = distinct !{!664, !27}
!665 = distinct !{!665, !27}
!666 = distinct !{!666, !27}
!667 = distinct !{!667, !27}
!668 = distinct !{!668, !27}
!669 = distinct !{!669, !27}
!670 = distinct !{!670, !27}
!671 = distinct !{!671, !27}
!672 = distinct !{!672, !27}
!673 = distinct !{!673, !27}
!674 = distinct !{!674, !27}
!675 = distinct !{!675, !27}
!676 = distinct !{!676, !27}
!677 = distinct !{!677, !27}
!678 = !{!127, !31, i64 12}
!679 = distinct !{!679, !27}
!680 = !{!127, !31, i64 14}
!681 = distinct !{!681, !27}
!682 = distinct !{!682, !27}
!683 = distinct !{!683, !27}
!684 = distinct !{!684, !27}
!685 = distinct !{!685, !27}
!686 = distinct !{!686, !27}
!687 = !{!581, !11, i64 0}
!688 = !{!581, !11, i64 16}
!689 = !{!581, !11, i64 8}
!690 = distinct !{!690, !27}
!691 = !{!113, !8, i64 8}
!692 = !{!113, !8, i64 12}
!693 = !{!113, !18, i64 16}
!694 = !{!127, !8, i64 8}
!695 = distinct !{!695, !27}
!696 = !{!697, !18, i64 184}
!697 = !{!"MetaBlockSplit", !167, i64 0, !167, i64 48, !167, i64 96, !11, i64 144, !18, i64 152, !11, i64 160, !18, i64 168, !11, i64 176, !18, i64 184, !11, i64 192, !18, i64 200, !11, i64 208, !18, i64 216}
!698 = !{!697, !18, i64 200}
!699 = !{!697, !11, i64 176}
!700 = distinct !{!700, !27}
!701 = !{!697, !18, i64 216}
!702 = !{!697, !11, i64 192}
!703 = distinct !{!703, !27}
!704 = !{!697, !11, i64 208}
!705 = distinct !{!705, !27}
!706 = !{!117, !11, i64 104}
!707 = !{!116, !9, i64 4}
!708 = distinct !{!708, !27}
!709 = distinct !{!709, !27}
