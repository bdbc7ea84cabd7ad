; ModuleID = '/tmp/tmpqgxc_g9h/brotli.ll'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
%struct.Hasher = type { %struct.HasherCommon, %union.anon.18 }
%struct.HasherCommon = type { [4 x i8*], i32, i64, i64, %struct.BrotliHasherParams, i32 }
%union.anon.18 = type { %struct.H42 }
%struct.H42 = type { [512 x i16], i64, [2 x i8*], %struct.HasherCommon* }
%struct.Command = type { i32, i32, i32, i16, i16 }
%struct.ZopfliNode = type { i32, i32, i32, %union.anon.19 }
%union.anon.19 = type { float }
%struct.MemoryManager = type { i8* (i8*, i64)*, void (i8*, i8*)*, i8* }
%struct.HistogramLiteral = type { [256 x i32], i64, double }
%struct.HistogramCommand = type { [704 x i32], i64, double }
%struct.HistogramDistance = type { [544 x i32], i64, double }
%struct.BlockSplit = type { i64, i64, i8*, i32*, i64, i64 }
%struct.HuffmanTree = type { i32, i16, i16 }
%struct.BlockEncoder = type { i64, i64, i8*, i32*, i64, %struct.BlockSplitCode, i64, i64, i64, i8*, i16* }
%struct.BlockSplitCode = type { %struct.BlockTypeCodeCalculator, [258 x i8], [258 x i16], [26 x i8], [26 x i16] }
%struct.BlockTypeCodeCalculator = type { i64, i64 }
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
@kBrotliBitMask = external hidden local_unnamed_addr constant [33 x i64], align 16
@reltable.BrotliDecoderErrorString = external hidden unnamed_addr constant [35 x i32], align 4
@kReverseBits = external hidden unnamed_addr constant [256 x i8], align 16
@_kBrotliPrefixCodeRanges = external dso_local local_unnamed_addr constant [26 x %struct.BrotliPrefixCodeRange], align 16
@kStaticDictionaryHashWords = external hidden constant [32768 x i16], align 16
@kStaticDictionaryHashLengths = external hidden constant [32768 x i8], align 16
@kStaticDictionaryBuckets = external hidden constant [32768 x i16], align 16
@kStaticDictionaryWords = external hidden constant [31705 x %struct.DictWord], align 16
@BrotliReverseBits.kLut = external hidden unnamed_addr constant [16 x i64], align 16
@_kBrotliContextLookupTable = external dso_local constant [2048 x i8], align 16
@kBrotliLog2Table = external hidden local_unnamed_addr constant [256 x double], align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
declare dso_local nonnull %struct.BrotliDictionary* @BrotliGetDictionary() local_unnamed_addr #0

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
declare dso_local noalias i8* @BrotliDefaultAllocFunc(i8* nocapture noundef readnone, i64 noundef) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind uwtable willreturn
declare dso_local void @BrotliDefaultFreeFunc(i8* nocapture noundef readnone, i8* nocapture noundef) #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define dso_local void @BrotliSharedDictionaryDestroyInstance(%struct.BrotliSharedDictionaryStruct* noundef %0) local_unnamed_addr #5 {
  %2 = icmp eq %struct.BrotliSharedDictionaryStruct* %0, null
  br i1 %2, label %18, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %0, i64 0, i32 14
  %5 = load void (i8*, i8*)*, void (i8*, i8*)** %4, align 8, !tbaa !5
  %6 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %0, i64 0, i32 15
  %7 = load i8*, i8** %6, align 8, !tbaa !11
  %8 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %0, i64 0, i32 9
  %9 = bitcast %struct.BrotliDictionary** %8 to i8**
  %10 = load i8*, i8** %9, align 8, !tbaa !12
  tail call void %5(i8* noundef %7, i8* noundef %10) #28
  %11 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %0, i64 0, i32 11
  %12 = bitcast %struct.BrotliTransforms** %11 to i8**
  %13 = load i8*, i8** %12, align 8, !tbaa !13
  tail call void %5(i8* noundef %7, i8* noundef %13) #28
  %14 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %0, i64 0, i32 12
  %15 = bitcast i16** %14 to i8**
  %16 = load i8*, i8** %15, align 8, !tbaa !14
  tail call void %5(i8* noundef %7, i8* noundef %16) #28
  %17 = bitcast %struct.BrotliSharedDictionaryStruct* %0 to i8*
  tail call void %5(i8* noundef %7, i8* noundef nonnull %17) #28
  br label %18

18:                                               ; preds = %3, %1
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @BrotliSharedDictionaryAttach(%struct.BrotliSharedDictionaryStruct* noundef %0, i32 noundef %1, i64 noundef %2, i8* noundef %3) local_unnamed_addr #6 {
  %5 = icmp ne %struct.BrotliSharedDictionaryStruct* %0, null
  %6 = icmp eq i32 %1, 0
  %7 = and i1 %5, %6
  br i1 %7, label %8, label %17

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %0, i64 0, i32 0
  %10 = load i32, i32* %9, align 8, !tbaa !15
  %11 = icmp ugt i32 %10, 14
  br i1 %11, label %17, label %12

12:                                               ; preds = %8
  %13 = zext i32 %10 to i64
  %14 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %0, i64 0, i32 1, i64 %13
  store i64 %2, i64* %14, align 8, !tbaa !16
  %15 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %0, i64 0, i32 2, i64 %13
  store i8* %3, i8** %15, align 8, !tbaa !18
  %16 = add nuw nsw i32 %10, 1
  store i32 %16, i32* %9, align 8, !tbaa !15
  br label %17

17:                                               ; preds = %12, %8, %4
  %18 = phi i32 [ 1, %12 ], [ 0, %4 ], [ 0, %8 ]
  ret i32 %18
}

; Function Attrs: nounwind uwtable
define dso_local %struct.BrotliSharedDictionaryStruct* @BrotliSharedDictionaryCreateInstance(i8* (i8*, i64)* noundef %0, void (i8*, i8*)* noundef %1, i8* noundef %2) local_unnamed_addr #5 {
  %4 = icmp ne i8* (i8*, i64)* %0, null
  %5 = icmp ne void (i8*, i8*)* %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = tail call noalias dereferenceable_or_null(1408) i8* @malloc(i64 noundef 1408) #28
  br label %13

9:                                                ; preds = %3
  %10 = and i1 %4, %5
  br i1 %10, label %11, label %34

11:                                               ; preds = %9
  %12 = tail call i8* %0(i8* noundef %2, i64 noundef 1408) #28
  br label %13

13:                                               ; preds = %11, %7
  %14 = phi i8* [ %12, %11 ], [ %8, %7 ]
  %15 = icmp eq i8* %14, null
  br i1 %15, label %34, label %16

16:                                               ; preds = %13
  %17 = bitcast i8* %14 to %struct.BrotliSharedDictionaryStruct*
  %18 = getelementptr inbounds i8, i8* %14, i64 316
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1408) %14, i8 0, i64 1408, i1 false)
  store i8 1, i8* %18, align 4, !tbaa !19
  %19 = getelementptr inbounds i8, i8* %14, i64 1360
  store i8 0, i8* %19, align 8, !tbaa !20
  %20 = tail call %struct.BrotliDictionary* @BrotliGetDictionary() #28
  %21 = getelementptr inbounds i8, i8* %14, i64 320
  %22 = bitcast i8* %21 to %struct.BrotliDictionary**
  store %struct.BrotliDictionary* %20, %struct.BrotliDictionary** %22, align 8, !tbaa !18
  %23 = tail call %struct.BrotliTransforms* @BrotliGetTransforms() #28
  %24 = getelementptr inbounds i8, i8* %14, i64 832
  %25 = bitcast i8* %24 to %struct.BrotliTransforms**
  store %struct.BrotliTransforms* %23, %struct.BrotliTransforms** %25, align 8, !tbaa !18
  %26 = select i1 %4, i8* (i8*, i64)* %0, i8* (i8*, i64)* @BrotliDefaultAllocFunc
  %27 = getelementptr inbounds i8, i8* %14, i64 1384
  %28 = bitcast i8* %27 to i8* (i8*, i64)**
  store i8* (i8*, i64)* %26, i8* (i8*, i64)** %28, align 8, !tbaa !21
  %29 = select i1 %5, void (i8*, i8*)* %1, void (i8*, i8*)* @BrotliDefaultFreeFunc
  %30 = getelementptr inbounds i8, i8* %14, i64 1392
  %31 = bitcast i8* %30 to void (i8*, i8*)**
  store void (i8*, i8*)* %29, void (i8*, i8*)** %31, align 8, !tbaa !5
  %32 = getelementptr inbounds i8, i8* %14, i64 1400
  %33 = bitcast i8* %32 to i8**
  store i8* %2, i8** %33, align 8, !tbaa !11
  br label %34

34:                                               ; preds = %16, %13, %9
  %35 = phi %struct.BrotliSharedDictionaryStruct* [ %17, %16 ], [ null, %13 ], [ null, %9 ]
  ret %struct.BrotliSharedDictionaryStruct* %35
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
declare dso_local nonnull %struct.BrotliTransforms* @BrotliGetTransforms() local_unnamed_addr #0

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define hidden i32 @BrotliWarmupBitReader(%struct.BrotliBitReader* nocapture noundef %0) local_unnamed_addr #6 {
  %2 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %0, i64 0, i32 1
  %3 = load i64, i64* %2, align 8, !tbaa !22
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %5, label %16

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %0, i64 0, i32 0
  store i64 0, i64* %6, align 8, !tbaa !24
  %7 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %0, i64 0, i32 2
  %8 = load i8*, i8** %7, align 8, !tbaa !25
  %9 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %0, i64 0, i32 4
  %10 = load i8*, i8** %9, align 8, !tbaa !26
  %11 = icmp eq i8* %8, %10
  br i1 %11, label %16, label %12

12:                                               ; preds = %5
  %13 = load i8, i8* %8, align 1, !tbaa !27
  %14 = zext i8 %13 to i64
  store i64 %14, i64* %6, align 8, !tbaa !24
  store i64 8, i64* %2, align 8, !tbaa !22
  %15 = getelementptr inbounds i8, i8* %8, i64 1
  store i8* %15, i8** %7, align 8, !tbaa !25
  br label %16

16:                                               ; preds = %12, %5, %1
  %17 = phi i32 [ 1, %12 ], [ 1, %1 ], [ 0, %5 ]
  ret i32 %17
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @BrotliDecoderSetParameter(%struct.BrotliDecoderStateStruct* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 {
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

; Function Attrs: nounwind uwtable
define dso_local %struct.BrotliDecoderStateStruct* @BrotliDecoderCreateInstance(i8* (i8*, i64)* noundef %0, void (i8*, i8*)* noundef %1, i8* noundef %2) local_unnamed_addr #5 {
  %4 = icmp ne i8* (i8*, i64)* %0, null
  %5 = icmp ne void (i8*, i8*)* %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = tail call noalias dereferenceable_or_null(5744) i8* @malloc(i64 noundef 5744) #28
  br label %13

9:                                                ; preds = %3
  %10 = and i1 %4, %5
  br i1 %10, label %11, label %25

11:                                               ; preds = %9
  %12 = tail call i8* %0(i8* noundef %2, i64 noundef 5744) #28
  br label %13

13:                                               ; preds = %11, %7
  %14 = phi i8* [ %12, %11 ], [ %8, %7 ]
  %15 = bitcast i8* %14 to %struct.BrotliDecoderStateStruct*
  %16 = icmp eq i8* %14, null
  br i1 %16, label %25, label %17

17:                                               ; preds = %13
  %18 = tail call i32 @BrotliDecoderStateInit(%struct.BrotliDecoderStateStruct* noundef nonnull %15, i8* (i8*, i64)* noundef %0, void (i8*, i8*)* noundef %1, i8* noundef %2) #28
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %25

20:                                               ; preds = %17
  br i1 %6, label %22, label %21

21:                                               ; preds = %20
  tail call void @free(i8* noundef nonnull %14) #28
  br label %25

22:                                               ; preds = %20
  %23 = and i1 %4, %5
  br i1 %23, label %24, label %25

24:                                               ; preds = %22
  tail call void %1(i8* noundef %2, i8* noundef nonnull %14) #28
  br label %25

25:                                               ; preds = %24, %22, %21, %17, %13, %9
  %26 = phi %struct.BrotliDecoderStateStruct* [ null, %13 ], [ null, %22 ], [ null, %24 ], [ null, %21 ], [ %15, %17 ], [ null, %9 ]
  ret %struct.BrotliDecoderStateStruct* %26
}

; Function Attrs: nounwind uwtable
define dso_local void @BrotliDecoderDestroyInstance(%struct.BrotliDecoderStateStruct* noundef %0) local_unnamed_addr #5 {
  %2 = icmp eq %struct.BrotliDecoderStateStruct* %0, null
  br i1 %2, label %9, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 4
  %5 = load void (i8*, i8*)*, void (i8*, i8*)** %4, align 8, !tbaa !32
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 5
  %7 = load i8*, i8** %6, align 8, !tbaa !33
  tail call void @BrotliDecoderStateCleanup(%struct.BrotliDecoderStateStruct* noundef nonnull %0) #28
  %8 = bitcast %struct.BrotliDecoderStateStruct* %0 to i8*
  tail call void %5(i8* noundef %7, i8* noundef nonnull %8) #28
  br label %9

9:                                                ; preds = %3, %1
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @BrotliDecoderAttachDictionary(%struct.BrotliDecoderStateStruct* nocapture noundef %0, i32 noundef %1, i64 noundef %2, i8* noundef %3) local_unnamed_addr #5 {
  %5 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 59
  %6 = load %struct.BrotliSharedDictionaryStruct*, %struct.BrotliSharedDictionaryStruct** %5, align 8, !tbaa !34
  %7 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 0
  %8 = load i32, i32* %7, align 8, !tbaa !28
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %77

10:                                               ; preds = %4
  %11 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %6, i64 0, i32 0
  %12 = load i32, i32* %11, align 8, !tbaa !15
  %13 = zext i32 %12 to i64
  %14 = tail call i32 @BrotliSharedDictionaryAttach(%struct.BrotliSharedDictionaryStruct* noundef nonnull %6, i32 noundef %1, i64 noundef %2, i8* noundef %3) #28
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %77, label %16

16:                                               ; preds = %10
  %17 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 3
  %18 = load %struct.BrotliSharedDictionaryStruct*, %struct.BrotliSharedDictionaryStruct** %5, align 8, !tbaa !34
  %19 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %18, i64 0, i32 0
  %20 = load i32, i32* %19, align 8, !tbaa !15
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
  %30 = load i8*, i8** %29, align 8, !tbaa !18
  %31 = getelementptr inbounds %struct.BrotliSharedDictionaryStruct, %struct.BrotliSharedDictionaryStruct* %27, i64 0, i32 1, i64 %28
  %32 = load i64, i64* %31, align 8, !tbaa !16
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
  %41 = tail call i8* %39(i8* noundef %40, i64 noundef 480) #28
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
  store i8* %30, i8** %63, align 8, !tbaa !18
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
  %74 = load i32, i32* %73, align 8, !tbaa !15
  %75 = zext i32 %74 to i64
  %76 = icmp ult i64 %71, %75
  br i1 %76, label %26, label %77, !llvm.loop !44

77:                                               ; preds = %61, %56, %38, %26, %16, %10, %4
  %78 = phi i32 [ 0, %4 ], [ 0, %10 ], [ 1, %16 ], [ 1, %61 ], [ 0, %26 ], [ 0, %38 ], [ 0, %56 ]
  ret i32 %78
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #8

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn
define hidden fastcc i32 @SaveErrorCode(%struct.BrotliDecoderStateStruct* nocapture noundef %0, i32 noundef %1, i64 noundef %2) unnamed_addr #9 {
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 15
  store i32 %1, i32* %4, align 8, !tbaa !46
  %5 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 49
  %6 = load i64, i64* %5, align 8, !tbaa !47
  %7 = add i64 %6, %2
  store i64 %7, i64* %5, align 8, !tbaa !47
  %8 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 7
  %9 = load i64, i64* %8, align 8, !tbaa !48
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %18, label %11

11:                                               ; preds = %3
  %12 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %13 = load i8*, i8** %12, align 8, !tbaa !49
  %14 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 4
  %15 = load i8*, i8** %14, align 8, !tbaa !50
  %16 = icmp eq i8* %13, %15
  br i1 %16, label %17, label %18

17:                                               ; preds = %11
  store i64 0, i64* %8, align 8, !tbaa !48
  br label %18

18:                                               ; preds = %17, %11, %3
  %19 = add i32 %1, -1
  %20 = icmp ult i32 %19, 3
  %21 = select i1 %20, i32 %1, i32 0
  ret i32 %21
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
declare hidden fastcc i32 @WriteRingBuffer(%struct.BrotliDecoderStateStruct* nocapture noundef, i64* nocapture noundef, i8** noundef, i64* noundef writeonly, i32 noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind uwtable
define hidden fastcc i32 @DecodeMetaBlockLength(%struct.BrotliDecoderStateStruct* nocapture noundef %0, %struct.BrotliBitReader* noundef %1) unnamed_addr #11 {
  %3 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 50
  %4 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 1
  %5 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %6 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 2
  %7 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 4
  %8 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 55
  %9 = bitcast i24* %8 to i32*
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 16
  %11 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 1
  %12 = load i32, i32* %3, align 8, !tbaa !51
  br label %13

13:                                               ; preds = %304, %2
  %14 = phi i32 [ %305, %304 ], [ %12, %2 ]
  switch i32 %14, label %306 [
    i32 0, label %17
    i32 1, label %44
    i32 2, label %15
    i32 3, label %101
    i32 4, label %156
    i32 5, label %191
    i32 6, label %214
    i32 7, label %247
  ]

15:                                               ; preds = %13
  %16 = load i64, i64* %4, align 8, !tbaa !22
  br label %68

17:                                               ; preds = %13
  %18 = load i64, i64* %4, align 8, !tbaa !22
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %22, label %20

20:                                               ; preds = %17
  %21 = load i64, i64* %5, align 8, !tbaa !24
  br label %32

22:                                               ; preds = %17
  %23 = load i8*, i8** %7, align 8, !tbaa !26
  %24 = load i8*, i8** %6, align 8, !tbaa !25
  %25 = icmp eq i8* %24, %23
  br i1 %25, label %306, label %26

26:                                               ; preds = %22
  %27 = load i64, i64* %5, align 8, !tbaa !24
  %28 = load i8, i8* %24, align 1, !tbaa !27
  %29 = zext i8 %28 to i64
  %30 = or i64 %27, %29
  %31 = getelementptr inbounds i8, i8* %24, i64 1
  store i8* %31, i8** %6, align 8, !tbaa !25
  br label %32

32:                                               ; preds = %26, %20
  %33 = phi i64 [ %18, %20 ], [ 8, %26 ]
  %34 = phi i64 [ %21, %20 ], [ %30, %26 ]
  %35 = and i64 %34, 1
  %36 = add i64 %33, -1
  store i64 %36, i64* %4, align 8, !tbaa !22
  %37 = lshr i64 %34, 1
  store i64 %37, i64* %5, align 8, !tbaa !24
  %38 = icmp eq i64 %35, 0
  %39 = trunc i64 %35 to i32
  %40 = load i32, i32* %9, align 4
  %41 = and i32 %40, -8
  %42 = or i32 %41, %39
  store i32 0, i32* %10, align 4, !tbaa !52
  store i32 %42, i32* %9, align 4
  br i1 %38, label %304, label %43

43:                                               ; preds = %32
  store i32 1, i32* %3, align 8, !tbaa !51
  br label %44

44:                                               ; preds = %43, %13
  %45 = load i64, i64* %4, align 8, !tbaa !22
  %46 = icmp eq i64 %45, 0
  br i1 %46, label %49, label %47

47:                                               ; preds = %44
  %48 = load i64, i64* %5, align 8, !tbaa !24
  br label %59

49:                                               ; preds = %44
  %50 = load i8*, i8** %7, align 8, !tbaa !26
  %51 = load i8*, i8** %6, align 8, !tbaa !25
  %52 = icmp eq i8* %51, %50
  br i1 %52, label %306, label %53

53:                                               ; preds = %49
  %54 = load i64, i64* %5, align 8, !tbaa !24
  %55 = load i8, i8* %51, align 1, !tbaa !27
  %56 = zext i8 %55 to i64
  %57 = or i64 %54, %56
  %58 = getelementptr inbounds i8, i8* %51, i64 1
  store i8* %58, i8** %6, align 8, !tbaa !25
  br label %59

59:                                               ; preds = %53, %47
  %60 = phi i64 [ %45, %47 ], [ 8, %53 ]
  %61 = phi i64 [ %48, %47 ], [ %57, %53 ]
  %62 = and i64 %61, 1
  %63 = add i64 %60, -1
  store i64 %63, i64* %4, align 8, !tbaa !22
  %64 = lshr i64 %61, 1
  store i64 %64, i64* %5, align 8, !tbaa !24
  %65 = icmp eq i64 %62, 0
  br i1 %65, label %67, label %66

66:                                               ; preds = %59
  store i32 0, i32* %3, align 8, !tbaa !51
  br label %306

67:                                               ; preds = %59
  store i32 2, i32* %3, align 8, !tbaa !51
  br label %68

68:                                               ; preds = %67, %15
  %69 = phi i64 [ %16, %15 ], [ %63, %67 ]
  %70 = icmp ult i64 %69, 2
  br i1 %70, label %73, label %71

71:                                               ; preds = %68
  %72 = load i64, i64* %5, align 8, !tbaa !24
  br label %85

73:                                               ; preds = %68
  %74 = load i8*, i8** %7, align 8, !tbaa !26
  %75 = load i8*, i8** %6, align 8, !tbaa !25
  %76 = icmp eq i8* %75, %74
  br i1 %76, label %306, label %77

77:                                               ; preds = %73
  %78 = load i64, i64* %5, align 8, !tbaa !24
  %79 = load i8, i8* %75, align 1, !tbaa !27
  %80 = zext i8 %79 to i64
  %81 = shl nuw nsw i64 %80, %69
  %82 = or i64 %81, %78
  %83 = add nuw nsw i64 %69, 8
  %84 = getelementptr inbounds i8, i8* %75, i64 1
  store i8* %84, i8** %6, align 8, !tbaa !25
  br label %85

85:                                               ; preds = %77, %71
  %86 = phi i64 [ %69, %71 ], [ %83, %77 ]
  %87 = phi i64 [ %72, %71 ], [ %82, %77 ]
  %88 = and i64 %87, 3
  %89 = add i64 %86, -2
  store i64 %89, i64* %4, align 8, !tbaa !22
  %90 = lshr i64 %87, 2
  store i64 %90, i64* %5, align 8, !tbaa !24
  %91 = trunc i64 %88 to i32
  %92 = load i32, i32* %9, align 4
  %93 = shl nuw nsw i32 %91, 12
  %94 = or i32 %93, 16384
  %95 = and i32 %92, -1044481
  %96 = or i32 %95, %94
  store i32 %96, i32* %9, align 4
  store i32 0, i32* %11, align 4, !tbaa !53
  %97 = icmp eq i64 %88, 3
  br i1 %97, label %98, label %100

98:                                               ; preds = %85
  %99 = or i32 %96, 4
  store i32 %99, i32* %9, align 4
  br label %304

100:                                              ; preds = %85
  store i32 3, i32* %3, align 8, !tbaa !51
  br label %104

101:                                              ; preds = %13
  %102 = load i32, i32* %11, align 4, !tbaa !53
  %103 = load i32, i32* %9, align 4
  br label %104

104:                                              ; preds = %101, %100
  %105 = phi i32 [ %103, %101 ], [ %96, %100 ]
  %106 = phi i32 [ %102, %101 ], [ 0, %100 ]
  %107 = lshr i32 %105, 12
  %108 = and i32 %107, 255
  %109 = icmp slt i32 %106, %108
  br i1 %109, label %110, label %154

110:                                              ; preds = %104
  %111 = load i64, i64* %4, align 8, !tbaa !22
  br label %112

112:                                              ; preds = %146, %110
  %113 = phi i64 [ %111, %110 ], [ %135, %146 ]
  %114 = phi i32 [ %106, %110 ], [ %137, %146 ]
  %115 = icmp ult i64 %113, 4
  br i1 %115, label %118, label %116

116:                                              ; preds = %112
  %117 = load i64, i64* %5, align 8, !tbaa !24
  br label %131

118:                                              ; preds = %112
  %119 = load i8*, i8** %7, align 8, !tbaa !26
  %120 = load i8*, i8** %6, align 8, !tbaa !25
  %121 = icmp eq i8* %120, %119
  br i1 %121, label %130, label %122

122:                                              ; preds = %118
  %123 = load i64, i64* %5, align 8, !tbaa !24
  %124 = load i8, i8* %120, align 1, !tbaa !27
  %125 = zext i8 %124 to i64
  %126 = shl nuw nsw i64 %125, %113
  %127 = or i64 %126, %123
  %128 = add nuw nsw i64 %113, 8
  %129 = getelementptr inbounds i8, i8* %120, i64 1
  store i8* %129, i8** %6, align 8, !tbaa !25
  br label %131

130:                                              ; preds = %118
  store i32 %114, i32* %11, align 4, !tbaa !53
  br label %306

131:                                              ; preds = %122, %116
  %132 = phi i64 [ %113, %116 ], [ %128, %122 ]
  %133 = phi i64 [ %117, %116 ], [ %127, %122 ]
  %134 = and i64 %133, 15
  %135 = add i64 %132, -4
  store i64 %135, i64* %4, align 8, !tbaa !22
  %136 = lshr i64 %133, 4
  store i64 %136, i64* %5, align 8, !tbaa !24
  %137 = add nsw i32 %114, 1
  %138 = load i32, i32* %9, align 4
  %139 = lshr i32 %138, 12
  %140 = and i32 %139, 255
  %141 = icmp eq i32 %137, %140
  br i1 %141, label %142, label %146

142:                                              ; preds = %131
  %143 = icmp ugt i32 %137, 4
  %144 = icmp eq i64 %134, 0
  %145 = select i1 %143, i1 %144, i1 false
  br i1 %145, label %306, label %146

146:                                              ; preds = %142, %131
  %147 = shl nsw i32 %114, 2
  %148 = zext i32 %147 to i64
  %149 = shl i64 %134, %148
  %150 = trunc i64 %149 to i32
  %151 = load i32, i32* %10, align 4, !tbaa !52
  %152 = or i32 %151, %150
  store i32 %152, i32* %10, align 4, !tbaa !52
  %153 = icmp slt i32 %137, %140
  br i1 %153, label %112, label %154, !llvm.loop !54

154:                                              ; preds = %146, %104
  %155 = phi i32 [ %105, %104 ], [ %138, %146 ]
  store i32 4, i32* %3, align 8, !tbaa !51
  br label %158

156:                                              ; preds = %13
  %157 = load i32, i32* %9, align 4
  br label %158

158:                                              ; preds = %156, %154
  %159 = phi i32 [ %157, %156 ], [ %155, %154 ]
  %160 = and i32 %159, 1
  %161 = icmp eq i32 %160, 0
  br i1 %161, label %162, label %188

162:                                              ; preds = %158
  %163 = load i64, i64* %4, align 8, !tbaa !22
  %164 = icmp eq i64 %163, 0
  br i1 %164, label %168, label %165

165:                                              ; preds = %162
  %166 = load i64, i64* %5, align 8, !tbaa !24
  %167 = add i64 %163, -1
  br label %178

168:                                              ; preds = %162
  %169 = load i8*, i8** %7, align 8, !tbaa !26
  %170 = load i8*, i8** %6, align 8, !tbaa !25
  %171 = icmp eq i8* %170, %169
  br i1 %171, label %306, label %172

172:                                              ; preds = %168
  %173 = load i64, i64* %5, align 8, !tbaa !24
  %174 = load i8, i8* %170, align 1, !tbaa !27
  %175 = zext i8 %174 to i64
  %176 = or i64 %173, %175
  %177 = getelementptr inbounds i8, i8* %170, i64 1
  store i8* %177, i8** %6, align 8, !tbaa !25
  br label %178

178:                                              ; preds = %172, %165
  %179 = phi i64 [ %167, %165 ], [ 7, %172 ]
  %180 = phi i64 [ %166, %165 ], [ %176, %172 ]
  store i64 %179, i64* %4, align 8, !tbaa !22
  %181 = lshr i64 %180, 1
  store i64 %181, i64* %5, align 8, !tbaa !24
  %182 = load i32, i32* %9, align 4
  %183 = trunc i64 %180 to i32
  %184 = shl i32 %183, 1
  %185 = and i32 %184, 2
  %186 = and i32 %182, -3
  %187 = or i32 %186, %185
  store i32 %187, i32* %9, align 4
  br label %188

188:                                              ; preds = %178, %158
  %189 = load i32, i32* %10, align 4, !tbaa !52
  %190 = add nsw i32 %189, 1
  store i32 %190, i32* %10, align 4, !tbaa !52
  store i32 0, i32* %3, align 8, !tbaa !51
  br label %306

191:                                              ; preds = %13
  %192 = load i64, i64* %4, align 8, !tbaa !22
  %193 = icmp eq i64 %192, 0
  br i1 %193, label %197, label %194

194:                                              ; preds = %191
  %195 = load i64, i64* %5, align 8, !tbaa !24
  %196 = add i64 %192, -1
  br label %207

197:                                              ; preds = %191
  %198 = load i8*, i8** %7, align 8, !tbaa !26
  %199 = load i8*, i8** %6, align 8, !tbaa !25
  %200 = icmp eq i8* %199, %198
  br i1 %200, label %306, label %201

201:                                              ; preds = %197
  %202 = load i64, i64* %5, align 8, !tbaa !24
  %203 = load i8, i8* %199, align 1, !tbaa !27
  %204 = zext i8 %203 to i64
  %205 = or i64 %202, %204
  %206 = getelementptr inbounds i8, i8* %199, i64 1
  store i8* %206, i8** %6, align 8, !tbaa !25
  br label %207

207:                                              ; preds = %201, %194
  %208 = phi i64 [ %196, %194 ], [ 7, %201 ]
  %209 = phi i64 [ %195, %194 ], [ %205, %201 ]
  %210 = and i64 %209, 1
  store i64 %208, i64* %4, align 8, !tbaa !22
  %211 = lshr i64 %209, 1
  store i64 %211, i64* %5, align 8, !tbaa !24
  %212 = icmp eq i64 %210, 0
  br i1 %212, label %213, label %306

213:                                              ; preds = %207
  store i32 6, i32* %3, align 8, !tbaa !51
  br label %216

214:                                              ; preds = %13
  %215 = load i64, i64* %4, align 8, !tbaa !22
  br label %216

216:                                              ; preds = %214, %213
  %217 = phi i64 [ %215, %214 ], [ %208, %213 ]
  %218 = icmp ult i64 %217, 2
  br i1 %218, label %221, label %219

219:                                              ; preds = %216
  %220 = load i64, i64* %5, align 8, !tbaa !24
  br label %233

221:                                              ; preds = %216
  %222 = load i8*, i8** %7, align 8, !tbaa !26
  %223 = load i8*, i8** %6, align 8, !tbaa !25
  %224 = icmp eq i8* %223, %222
  br i1 %224, label %306, label %225

225:                                              ; preds = %221
  %226 = load i64, i64* %5, align 8, !tbaa !24
  %227 = load i8, i8* %223, align 1, !tbaa !27
  %228 = zext i8 %227 to i64
  %229 = shl nuw nsw i64 %228, %217
  %230 = or i64 %229, %226
  %231 = add nuw nsw i64 %217, 8
  %232 = getelementptr inbounds i8, i8* %223, i64 1
  store i8* %232, i8** %6, align 8, !tbaa !25
  br label %233

233:                                              ; preds = %225, %219
  %234 = phi i64 [ %217, %219 ], [ %231, %225 ]
  %235 = phi i64 [ %220, %219 ], [ %230, %225 ]
  %236 = and i64 %235, 3
  %237 = add i64 %234, -2
  store i64 %237, i64* %4, align 8, !tbaa !22
  %238 = lshr i64 %235, 2
  store i64 %238, i64* %5, align 8, !tbaa !24
  %239 = icmp eq i64 %236, 0
  br i1 %239, label %240, label %241

240:                                              ; preds = %233
  store i32 0, i32* %3, align 8, !tbaa !51
  br label %306

241:                                              ; preds = %233
  %242 = trunc i64 %236 to i32
  %243 = load i32, i32* %9, align 4
  %244 = shl nuw nsw i32 %242, 12
  %245 = and i32 %243, -1044481
  %246 = or i32 %245, %244
  store i32 %246, i32* %9, align 4
  store i32 7, i32* %3, align 8, !tbaa !51
  br label %249

247:                                              ; preds = %13
  %248 = load i32, i32* %9, align 4
  br label %249

249:                                              ; preds = %247, %241
  %250 = phi i32 [ %248, %247 ], [ %246, %241 ]
  %251 = load i32, i32* %11, align 4, !tbaa !53
  %252 = lshr i32 %250, 12
  %253 = and i32 %252, 255
  %254 = icmp slt i32 %251, %253
  br i1 %254, label %257, label %255

255:                                              ; preds = %249
  %256 = load i32, i32* %10, align 4, !tbaa !52
  br label %301

257:                                              ; preds = %249
  %258 = load i64, i64* %4, align 8, !tbaa !22
  br label %259

259:                                              ; preds = %293, %257
  %260 = phi i64 [ %258, %257 ], [ %282, %293 ]
  %261 = phi i32 [ %251, %257 ], [ %284, %293 ]
  %262 = icmp ult i64 %260, 8
  br i1 %262, label %265, label %263

263:                                              ; preds = %259
  %264 = load i64, i64* %5, align 8, !tbaa !24
  br label %278

265:                                              ; preds = %259
  %266 = load i8*, i8** %7, align 8, !tbaa !26
  %267 = load i8*, i8** %6, align 8, !tbaa !25
  %268 = icmp eq i8* %267, %266
  br i1 %268, label %277, label %269

269:                                              ; preds = %265
  %270 = load i64, i64* %5, align 8, !tbaa !24
  %271 = load i8, i8* %267, align 1, !tbaa !27
  %272 = zext i8 %271 to i64
  %273 = shl nuw nsw i64 %272, %260
  %274 = or i64 %273, %270
  %275 = add nuw nsw i64 %260, 8
  %276 = getelementptr inbounds i8, i8* %267, i64 1
  store i8* %276, i8** %6, align 8, !tbaa !25
  br label %278

277:                                              ; preds = %265
  store i32 %261, i32* %11, align 4, !tbaa !53
  br label %306

278:                                              ; preds = %269, %263
  %279 = phi i64 [ %260, %263 ], [ %275, %269 ]
  %280 = phi i64 [ %264, %263 ], [ %274, %269 ]
  %281 = and i64 %280, 255
  %282 = add i64 %279, -8
  store i64 %282, i64* %4, align 8, !tbaa !22
  %283 = lshr i64 %280, 8
  store i64 %283, i64* %5, align 8, !tbaa !24
  %284 = add nsw i32 %261, 1
  %285 = load i32, i32* %9, align 4
  %286 = lshr i32 %285, 12
  %287 = and i32 %286, 255
  %288 = icmp eq i32 %284, %287
  br i1 %288, label %289, label %293

289:                                              ; preds = %278
  %290 = icmp ugt i32 %284, 1
  %291 = icmp eq i64 %281, 0
  %292 = select i1 %290, i1 %291, i1 false
  br i1 %292, label %306, label %293

293:                                              ; preds = %289, %278
  %294 = shl nsw i32 %261, 3
  %295 = zext i32 %294 to i64
  %296 = shl i64 %281, %295
  %297 = trunc i64 %296 to i32
  %298 = load i32, i32* %10, align 4, !tbaa !52
  %299 = or i32 %298, %297
  store i32 %299, i32* %10, align 4, !tbaa !52
  %300 = icmp slt i32 %284, %287
  br i1 %300, label %259, label %301, !llvm.loop !55

301:                                              ; preds = %293, %255
  %302 = phi i32 [ %256, %255 ], [ %299, %293 ]
  %303 = add nsw i32 %302, 1
  store i32 %303, i32* %10, align 4, !tbaa !52
  store i32 0, i32* %3, align 8, !tbaa !51
  br label %306

304:                                              ; preds = %98, %32
  %305 = phi i32 [ 5, %98 ], [ 2, %32 ]
  store i32 %305, i32* %3, align 8, !tbaa !51
  br label %13

306:                                              ; preds = %301, %289, %277, %240, %221, %207, %197, %188, %168, %142, %130, %73, %66, %49, %22, %13
  %307 = phi i32 [ 2, %277 ], [ 1, %301 ], [ 1, %240 ], [ 1, %188 ], [ 2, %130 ], [ 1, %66 ], [ -2, %207 ], [ 2, %168 ], [ 2, %197 ], [ 2, %221 ], [ -1, %142 ], [ -3, %289 ], [ 2, %73 ], [ 2, %49 ], [ 2, %22 ], [ -31, %13 ]
  ret i32 %307
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define hidden fastcc void @BrotliCalculateRingBufferSize(%struct.BrotliDecoderStateStruct* nocapture noundef %0) unnamed_addr #12 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 55
  %3 = bitcast i24* %2 to i32*
  %4 = load i32, i32* %3, align 4
  %5 = lshr i32 %4, 6
  %6 = and i32 %5, 63
  %7 = shl nuw i32 1, %6
  %8 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 11
  %9 = load i32, i32* %8, align 4, !tbaa !56
  %10 = icmp eq i32 %9, 0
  %11 = select i1 %10, i32 1024, i32 %9
  %12 = icmp ne i32 %9, %7
  %13 = and i32 %4, 4
  %14 = icmp eq i32 %13, 0
  %15 = select i1 %12, i1 %14, i1 false
  br i1 %15, label %16, label %39

16:                                               ; preds = %1
  %17 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 17
  %18 = load i8*, i8** %17, align 8, !tbaa !57
  %19 = icmp eq i8* %18, null
  br i1 %19, label %23, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 8
  %22 = load i32, i32* %21, align 8, !tbaa !58
  br label %23

23:                                               ; preds = %20, %16
  %24 = phi i32 [ %22, %20 ], [ 0, %16 ]
  %25 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 16
  %26 = load i32, i32* %25, align 4, !tbaa !52
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
  br i1 %35, label %36, label %32, !llvm.loop !59

36:                                               ; preds = %32, %23
  %37 = phi i32 [ %7, %23 ], [ %33, %32 ]
  %38 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 54
  store i32 %37, i32* %38, align 8, !tbaa !60
  br label %39

39:                                               ; preds = %36, %1
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define hidden fastcc i32 @DecodeVarLenUint8(%struct.BrotliDecoderStateStruct* nocapture noundef %0, %struct.BrotliBitReader* nocapture noundef %1, i64* nocapture noundef %2) unnamed_addr #11 {
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 52
  %5 = load i32, i32* %4, align 8, !tbaa !61
  switch i32 %5, label %115 [
    i32 0, label %11
    i32 1, label %8
    i32 2, label %6
  ]

6:                                                ; preds = %3
  %7 = load i64, i64* %2, align 8, !tbaa !16
  br label %73

8:                                                ; preds = %3
  %9 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 1
  %10 = load i64, i64* %9, align 8, !tbaa !22
  br label %40

11:                                               ; preds = %3
  %12 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 1
  %13 = load i64, i64* %12, align 8, !tbaa !22
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %19, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %17 = load i64, i64* %16, align 8, !tbaa !24
  %18 = add i64 %13, -1
  br label %32

19:                                               ; preds = %11
  %20 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 2
  %21 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 4
  %22 = load i8*, i8** %21, align 8, !tbaa !26
  %23 = load i8*, i8** %20, align 8, !tbaa !25
  %24 = icmp eq i8* %23, %22
  br i1 %24, label %115, label %25

25:                                               ; preds = %19
  %26 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %27 = load i64, i64* %26, align 8, !tbaa !24
  %28 = load i8, i8* %23, align 1, !tbaa !27
  %29 = zext i8 %28 to i64
  %30 = or i64 %27, %29
  %31 = getelementptr inbounds i8, i8* %23, i64 1
  store i8* %31, i8** %20, align 8, !tbaa !25
  br label %32

32:                                               ; preds = %25, %15
  %33 = phi i64 [ %18, %15 ], [ 7, %25 ]
  %34 = phi i64 [ %17, %15 ], [ %30, %25 ]
  %35 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %36 = and i64 %34, 1
  store i64 %33, i64* %12, align 8, !tbaa !22
  %37 = lshr i64 %34, 1
  store i64 %37, i64* %35, align 8, !tbaa !24
  %38 = icmp eq i64 %36, 0
  br i1 %38, label %39, label %40

39:                                               ; preds = %32
  store i64 0, i64* %2, align 8, !tbaa !16
  br label %115

40:                                               ; preds = %32, %8
  %41 = phi i64 [ %10, %8 ], [ %33, %32 ]
  %42 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 1
  %43 = icmp ult i64 %41, 3
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %46 = load i64, i64* %45, align 8, !tbaa !24
  br label %63

47:                                               ; preds = %40
  %48 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 2
  %49 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 4
  %50 = load i8*, i8** %49, align 8, !tbaa !26
  %51 = load i8*, i8** %48, align 8, !tbaa !25
  %52 = icmp eq i8* %51, %50
  br i1 %52, label %62, label %53

53:                                               ; preds = %47
  %54 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %55 = load i64, i64* %54, align 8, !tbaa !24
  %56 = load i8, i8* %51, align 1, !tbaa !27
  %57 = zext i8 %56 to i64
  %58 = shl nuw nsw i64 %57, %41
  %59 = or i64 %58, %55
  %60 = add nuw nsw i64 %41, 8
  %61 = getelementptr inbounds i8, i8* %51, i64 1
  store i8* %61, i8** %48, align 8, !tbaa !25
  br label %63

62:                                               ; preds = %47
  store i32 1, i32* %4, align 8, !tbaa !61
  br label %115

63:                                               ; preds = %53, %44
  %64 = phi i64 [ %41, %44 ], [ %60, %53 ]
  %65 = phi i64 [ %46, %44 ], [ %59, %53 ]
  %66 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %67 = and i64 %65, 7
  %68 = add i64 %64, -3
  store i64 %68, i64* %42, align 8, !tbaa !22
  %69 = lshr i64 %65, 3
  store i64 %69, i64* %66, align 8, !tbaa !24
  %70 = icmp eq i64 %67, 0
  br i1 %70, label %71, label %72

71:                                               ; preds = %63
  store i64 1, i64* %2, align 8, !tbaa !16
  store i32 0, i32* %4, align 8, !tbaa !61
  br label %115

72:                                               ; preds = %63
  store i64 %67, i64* %2, align 8, !tbaa !16
  br label %73

73:                                               ; preds = %72, %6
  %74 = phi i64 [ %7, %6 ], [ %67, %72 ]
  %75 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 1
  %76 = load i64, i64* %75, align 8, !tbaa !22
  %77 = icmp ult i64 %76, %74
  br i1 %77, label %81, label %78

78:                                               ; preds = %73
  %79 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %80 = load i64, i64* %79, align 8, !tbaa !24
  br label %100

81:                                               ; preds = %73
  %82 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 2
  %83 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 4
  %84 = load i8*, i8** %83, align 8, !tbaa !26
  %85 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %86 = load i8*, i8** %82, align 8, !tbaa !25
  br label %87

87:                                               ; preds = %91, %81
  %88 = phi i8* [ %86, %81 ], [ %98, %91 ]
  %89 = phi i64 [ %76, %81 ], [ %97, %91 ]
  %90 = icmp eq i8* %88, %84
  br i1 %90, label %114, label %91

91:                                               ; preds = %87
  %92 = load i64, i64* %85, align 8, !tbaa !24
  %93 = load i8, i8* %88, align 1, !tbaa !27
  %94 = zext i8 %93 to i64
  %95 = shl i64 %94, %89
  %96 = or i64 %95, %92
  store i64 %96, i64* %85, align 8, !tbaa !24
  %97 = add i64 %89, 8
  store i64 %97, i64* %75, align 8, !tbaa !22
  %98 = getelementptr inbounds i8, i8* %88, i64 1
  store i8* %98, i8** %82, align 8, !tbaa !25
  %99 = icmp ult i64 %97, %74
  br i1 %99, label %87, label %100, !llvm.loop !62

100:                                              ; preds = %91, %78
  %101 = phi i64 [ %76, %78 ], [ %97, %91 ]
  %102 = phi i64 [ %80, %78 ], [ %96, %91 ]
  %103 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %104 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %74
  %105 = load i64, i64* %104, align 8, !tbaa !16
  %106 = and i64 %105, %102
  %107 = sub i64 %101, %74
  store i64 %107, i64* %75, align 8, !tbaa !22
  %108 = lshr i64 %102, %74
  store i64 %108, i64* %103, align 8, !tbaa !24
  %109 = load i64, i64* %2, align 8, !tbaa !16
  %110 = trunc i64 %109 to i32
  %111 = shl nuw i32 1, %110
  %112 = zext i32 %111 to i64
  %113 = add i64 %106, %112
  store i64 %113, i64* %2, align 8, !tbaa !16
  store i32 0, i32* %4, align 8, !tbaa !61
  br label %115

114:                                              ; preds = %87
  store i32 2, i32* %4, align 8, !tbaa !61
  br label %115

115:                                              ; preds = %114, %100, %71, %62, %39, %19, %3
  %116 = phi i32 [ 2, %114 ], [ 1, %100 ], [ 2, %62 ], [ 1, %71 ], [ 1, %39 ], [ -31, %3 ], [ 2, %19 ]
  ret i32 %116
}

; Function Attrs: nounwind uwtable
declare hidden fastcc i32 @ReadHuffmanCode(i64 noundef, i64 noundef, %struct.HuffmanCode* noundef, i64* noundef writeonly, %struct.BrotliDecoderStateStruct* noundef) unnamed_addr #5

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define hidden fastcc i32 @SafeDecodeSymbol(%struct.HuffmanCode* nocapture noundef readonly %0, %struct.BrotliBitReader* nocapture noundef %1, i64* nocapture noundef writeonly %2) unnamed_addr #10 {
  %4 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !22
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %13

7:                                                ; preds = %3
  %8 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 0, i32 0
  %9 = load i8, i8* %8, align 2, !tbaa !63
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %11, label %55

11:                                               ; preds = %7
  %12 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 0, i32 1
  br label %51

13:                                               ; preds = %3
  %14 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %15 = load i64, i64* %14, align 8, !tbaa !24
  %16 = and i64 %15, 255
  %17 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 %16
  %18 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %17, i64 0, i32 0
  %19 = load i8, i8* %18, align 2, !tbaa !63
  %20 = icmp ult i8 %19, 9
  br i1 %20, label %21, label %28

21:                                               ; preds = %13
  %22 = zext i8 %19 to i64
  %23 = icmp ult i64 %5, %22
  br i1 %23, label %55, label %24

24:                                               ; preds = %21
  %25 = sub i64 %5, %22
  store i64 %25, i64* %4, align 8, !tbaa !22
  %26 = lshr i64 %15, %22
  store i64 %26, i64* %14, align 8, !tbaa !24
  %27 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 %16, i32 1
  br label %51

28:                                               ; preds = %13
  %29 = icmp ult i64 %5, 9
  br i1 %29, label %55, label %30

30:                                               ; preds = %28
  %31 = zext i8 %19 to i64
  %32 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %31
  %33 = load i64, i64* %32, align 8, !tbaa !16
  %34 = and i64 %33, %15
  %35 = lshr i64 %34, 8
  %36 = add i64 %5, -8
  %37 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 %16, i32 1
  %38 = load i16, i16* %37, align 2, !tbaa !65
  %39 = zext i16 %38 to i64
  %40 = add nuw nsw i64 %35, %39
  %41 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %17, i64 %40
  %42 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %41, i64 0, i32 0
  %43 = load i8, i8* %42, align 2, !tbaa !63
  %44 = zext i8 %43 to i64
  %45 = icmp ult i64 %36, %44
  br i1 %45, label %55, label %46

46:                                               ; preds = %30
  %47 = add nuw nsw i64 %44, 8
  %48 = sub i64 %5, %47
  store i64 %48, i64* %4, align 8, !tbaa !22
  %49 = lshr i64 %15, %47
  store i64 %49, i64* %14, align 8, !tbaa !24
  %50 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %41, i64 0, i32 1
  br label %51

51:                                               ; preds = %46, %24, %11
  %52 = phi i16* [ %50, %46 ], [ %27, %24 ], [ %12, %11 ]
  %53 = load i16, i16* %52, align 2, !tbaa !65
  %54 = zext i16 %53 to i64
  store i64 %54, i64* %2, align 8, !tbaa !16
  br label %55

55:                                               ; preds = %51, %30, %28, %21, %7
  %56 = phi i32 [ 0, %7 ], [ 0, %21 ], [ 0, %28 ], [ 0, %30 ], [ 1, %51 ]
  ret i32 %56
}

; Function Attrs: noinline nounwind uwtable
define hidden fastcc i32 @CopyUncompressedBlockToOutput(i64* nocapture noundef %0, i8** noundef %1, i64* noundef %2, %struct.BrotliDecoderStateStruct* nocapture noundef %3) unnamed_addr #13 {
  %5 = tail call fastcc i32 @BrotliEnsureRingBuffer(%struct.BrotliDecoderStateStruct* noundef %3)
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
  %21 = load i32, i32* %8, align 4, !tbaa !66
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
  %26 = load i8*, i8** %9, align 8, !tbaa !26
  %27 = load i8*, i8** %10, align 8, !tbaa !25
  %28 = ptrtoint i8* %26 to i64
  %29 = ptrtoint i8* %27 to i64
  %30 = sub i64 %28, %29
  %31 = icmp ugt i64 %30, 1073741824
  %32 = load i64, i64* %11, align 8, !tbaa !22
  %33 = lshr i64 %32, 3
  %34 = add nuw nsw i64 %33, %30
  %35 = trunc i64 %34 to i32
  %36 = select i1 %31, i32 1073741824, i32 %35
  %37 = load i32, i32* %12, align 4, !tbaa !52
  %38 = icmp slt i32 %37, %36
  %39 = select i1 %38, i32 %37, i32 %36
  %40 = load i32, i32* %13, align 8, !tbaa !58
  %41 = add nsw i32 %39, %40
  %42 = load i32, i32* %14, align 4, !tbaa !56
  %43 = icmp sgt i32 %41, %42
  %44 = sub nsw i32 %42, %40
  %45 = select i1 %43, i32 %44, i32 %39
  %46 = load i8*, i8** %15, align 8, !tbaa !57
  %47 = sext i32 %40 to i64
  %48 = getelementptr inbounds i8, i8* %46, i64 %47
  %49 = sext i32 %45 to i64
  %50 = icmp ugt i64 %32, 7
  %51 = icmp ne i32 %45, 0
  %52 = and i1 %50, %51
  br i1 %52, label %53, label %69

53:                                               ; preds = %25
  %54 = load i64, i64* %16, align 8, !tbaa !24
  br label %55

55:                                               ; preds = %55, %53
  %56 = phi i64 [ %54, %53 ], [ %63, %55 ]
  %57 = phi i64 [ %49, %53 ], [ %65, %55 ]
  %58 = phi i8* [ %48, %53 ], [ %64, %55 ]
  %59 = trunc i64 %56 to i8
  store i8 %59, i8* %58, align 1, !tbaa !27
  %60 = load i64, i64* %11, align 8, !tbaa !22
  %61 = add i64 %60, -8
  store i64 %61, i64* %11, align 8, !tbaa !22
  %62 = load i64, i64* %16, align 8, !tbaa !24
  %63 = lshr i64 %62, 8
  store i64 %63, i64* %16, align 8, !tbaa !24
  %64 = getelementptr inbounds i8, i8* %58, i64 1
  %65 = add i64 %57, -1
  %66 = icmp ugt i64 %61, 7
  %67 = icmp ne i64 %65, 0
  %68 = select i1 %66, i1 %67, i1 false
  br i1 %68, label %55, label %69, !llvm.loop !67

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
  %78 = load i64, i64* %16, align 8, !tbaa !24
  %79 = and i64 %78, %77
  store i64 %79, i64* %16, align 8, !tbaa !24
  br label %80

80:                                               ; preds = %75, %69
  br i1 %73, label %81, label %85

81:                                               ; preds = %80
  %82 = load i8*, i8** %10, align 8, !tbaa !25
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %70, i8* align 1 %82, i64 %71, i1 false) #28
  %83 = load i8*, i8** %10, align 8, !tbaa !25
  %84 = getelementptr inbounds i8, i8* %83, i64 %71
  store i8* %84, i8** %10, align 8, !tbaa !25
  br label %85

85:                                               ; preds = %81, %80
  %86 = load i32, i32* %13, align 8, !tbaa !58
  %87 = add nsw i32 %86, %45
  store i32 %87, i32* %13, align 8, !tbaa !58
  %88 = load i32, i32* %12, align 4, !tbaa !52
  %89 = sub nsw i32 %88, %45
  store i32 %89, i32* %12, align 4, !tbaa !52
  %90 = load i32, i32* %18, align 4
  %91 = lshr i32 %90, 6
  %92 = and i32 %91, 63
  %93 = shl nuw i32 1, %92
  %94 = icmp slt i32 %87, %93
  br i1 %94, label %96, label %95

95:                                               ; preds = %85
  store i32 1, i32* %8, align 4, !tbaa !66
  br label %99

96:                                               ; preds = %85
  %97 = icmp eq i32 %89, 0
  %98 = select i1 %97, i32 1, i32 2
  br label %112

99:                                               ; preds = %95, %24
  %100 = tail call fastcc i32 @WriteRingBuffer(%struct.BrotliDecoderStateStruct* noundef nonnull %3, i64* noundef %0, i8** noundef %1, i64* noundef %2, i32 noundef 0)
  %101 = icmp eq i32 %100, 1
  br i1 %101, label %102, label %112

102:                                              ; preds = %99
  %103 = load i32, i32* %14, align 4, !tbaa !56
  %104 = load i32, i32* %18, align 4
  %105 = lshr i32 %104, 6
  %106 = and i32 %105, 63
  %107 = shl nuw i32 1, %106
  %108 = icmp eq i32 %103, %107
  br i1 %108, label %109, label %111

109:                                              ; preds = %102
  %110 = load i32, i32* %19, align 4, !tbaa !68
  store i32 %110, i32* %20, align 8, !tbaa !69
  br label %111

111:                                              ; preds = %109, %102
  store i32 0, i32* %8, align 4, !tbaa !66
  br label %22

112:                                              ; preds = %99, %96, %4
  %113 = phi i32 [ %98, %96 ], [ -26, %4 ], [ %100, %99 ]
  ret i32 %113
}

; Function Attrs: nounwind uwtable
define hidden fastcc i32 @DecodeContextMap(i64 noundef %0, i64* nocapture noundef %1, i8** nocapture noundef %2, %struct.BrotliDecoderStateStruct* noundef %3) unnamed_addr #5 {
  %5 = alloca i64, align 8
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2
  %7 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 0, i64 4
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4, !tbaa !70
  switch i32 %9, label %266 [
    i32 0, label %16
    i32 1, label %34
    i32 2, label %13
    i32 3, label %10
    i32 4, label %233
  ]

10:                                               ; preds = %4
  %11 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 1, i64 163
  %12 = load i64, i64* %11, align 8, !tbaa !72
  br label %81

13:                                               ; preds = %4
  %14 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 1, i64 162
  %15 = load i64, i64* %14, align 8, !tbaa !73
  br label %71

16:                                               ; preds = %4
  %17 = tail call fastcc i32 @DecodeVarLenUint8(%struct.BrotliDecoderStateStruct* noundef nonnull %3, %struct.BrotliBitReader* noundef nonnull %6, i64* noundef %1)
  %18 = icmp eq i32 %17, 1
  br i1 %18, label %19, label %266

19:                                               ; preds = %16
  %20 = load i64, i64* %1, align 8, !tbaa !16
  %21 = add i64 %20, 1
  store i64 %21, i64* %1, align 8, !tbaa !16
  %22 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 1, i64 161
  store i64 0, i64* %22, align 8, !tbaa !74
  %23 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 3
  %24 = load i8* (i8*, i64)*, i8* (i8*, i64)** %23, align 8, !tbaa !36
  %25 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 5
  %26 = load i8*, i8** %25, align 8, !tbaa !33
  %27 = tail call i8* %24(i8* noundef %26, i64 noundef %0) #28
  store i8* %27, i8** %2, align 8, !tbaa !18
  %28 = icmp eq i8* %27, null
  br i1 %28, label %266, label %29

29:                                               ; preds = %19
  %30 = load i64, i64* %1, align 8, !tbaa !16
  %31 = icmp ult i64 %30, 2
  br i1 %31, label %32, label %33

32:                                               ; preds = %29
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %27, i8 0, i64 %0, i1 false)
  br label %266

33:                                               ; preds = %29
  store i32 1, i32* %8, align 4, !tbaa !70
  br label %34

34:                                               ; preds = %33, %4
  %35 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 1
  %36 = load i64, i64* %35, align 8, !tbaa !22
  %37 = icmp ult i64 %36, 5
  br i1 %37, label %41, label %38

38:                                               ; preds = %34
  %39 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %6, i64 0, i32 0
  %40 = load i64, i64* %39, align 8, !tbaa !24
  br label %56

41:                                               ; preds = %34
  %42 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 2
  %43 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 4
  %44 = load i8*, i8** %43, align 8, !tbaa !26
  %45 = load i8*, i8** %42, align 8, !tbaa !25
  %46 = icmp eq i8* %45, %44
  br i1 %46, label %266, label %47

47:                                               ; preds = %41
  %48 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %6, i64 0, i32 0
  %49 = load i64, i64* %48, align 8, !tbaa !24
  %50 = load i8, i8* %45, align 1, !tbaa !27
  %51 = zext i8 %50 to i64
  %52 = shl nuw nsw i64 %51, %36
  %53 = or i64 %52, %49
  %54 = add nuw nsw i64 %36, 8
  %55 = getelementptr inbounds i8, i8* %45, i64 1
  store i8* %55, i8** %42, align 8, !tbaa !25
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
  store i64 %64, i64* %67, align 8, !tbaa !73
  %68 = add i64 %57, %65
  store i64 %68, i64* %35, align 8, !tbaa !22
  %69 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %6, i64 0, i32 0
  %70 = lshr i64 %58, %66
  store i64 %70, i64* %69, align 8, !tbaa !24
  store i32 2, i32* %8, align 4, !tbaa !70
  br label %71

71:                                               ; preds = %56, %13
  %72 = phi i64 [ %15, %13 ], [ %64, %56 ]
  %73 = load i64, i64* %1, align 8, !tbaa !16
  %74 = add i64 %72, %73
  %75 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 1, i64 164
  %76 = bitcast i64* %75 to %struct.HuffmanCode*
  %77 = tail call fastcc i32 @ReadHuffmanCode(i64 noundef %74, i64 noundef %74, %struct.HuffmanCode* noundef nonnull %76, i64* noundef null, %struct.BrotliDecoderStateStruct* noundef nonnull %3)
  %78 = icmp eq i32 %77, 1
  br i1 %78, label %79, label %266

79:                                               ; preds = %71
  %80 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 1, i64 163
  store i64 65535, i64* %80, align 8, !tbaa !72
  store i32 3, i32* %8, align 4, !tbaa !70
  br label %81

81:                                               ; preds = %79, %10
  %82 = phi i64 [ %12, %10 ], [ 65535, %79 ]
  %83 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 1, i64 161
  %84 = load i64, i64* %83, align 8, !tbaa !74
  %85 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 1, i64 162
  %86 = load i64, i64* %85, align 8, !tbaa !73
  %87 = load i8*, i8** %2, align 8, !tbaa !18
  %88 = bitcast i64* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %88) #28
  %89 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 1, i64 163
  store i64 %82, i64* %5, align 8, !tbaa !16
  %90 = icmp ne i64 %82, 65535
  %91 = icmp ult i64 %84, %0
  %92 = select i1 %91, i1 true, i1 %90
  br i1 %92, label %93, label %232

93:                                               ; preds = %81
  %94 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 62, i32 0, i32 1, i64 164
  %95 = bitcast i64* %94 to %struct.HuffmanCode*
  %96 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 1
  %97 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %6, i64 0, i32 0
  %98 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 2
  %99 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 4
  br label %100

100:                                              ; preds = %179, %93
  %101 = phi i64 [ %82, %93 ], [ %180, %179 ]
  %102 = phi i1 [ %90, %93 ], [ false, %179 ]
  %103 = phi i64 [ %84, %93 ], [ %181, %179 ]
  br i1 %102, label %190, label %104

104:                                              ; preds = %100
  %105 = load i64, i64* %96, align 8, !tbaa !22
  %106 = icmp ult i64 %105, 15
  br i1 %106, label %109, label %107

107:                                              ; preds = %104
  %108 = load i64, i64* %97, align 8, !tbaa !24
  br label %132

109:                                              ; preds = %104
  %110 = load i8*, i8** %99, align 8, !tbaa !26
  %111 = load i8*, i8** %98, align 8, !tbaa !25
  %112 = icmp eq i8* %111, %110
  br i1 %112, label %168, label %113

113:                                              ; preds = %109
  %114 = load i64, i64* %97, align 8, !tbaa !24
  %115 = load i8, i8* %111, align 1, !tbaa !27
  %116 = zext i8 %115 to i64
  %117 = shl i64 %116, %105
  %118 = or i64 %117, %114
  store i64 %118, i64* %97, align 8, !tbaa !24
  %119 = add nuw nsw i64 %105, 8
  store i64 %119, i64* %96, align 8, !tbaa !22
  %120 = getelementptr inbounds i8, i8* %111, i64 1
  store i8* %120, i8** %98, align 8, !tbaa !25
  %121 = icmp ult i64 %105, 7
  br i1 %121, label %122, label %132, !llvm.loop !75

122:                                              ; preds = %113
  %123 = icmp eq i8* %120, %110
  br i1 %123, label %168, label %124

124:                                              ; preds = %122
  %125 = load i64, i64* %97, align 8, !tbaa !24
  %126 = load i8, i8* %120, align 1, !tbaa !27
  %127 = zext i8 %126 to i64
  %128 = shl i64 %127, %119
  %129 = or i64 %128, %125
  store i64 %129, i64* %97, align 8, !tbaa !24
  %130 = add nuw nsw i64 %105, 16
  store i64 %130, i64* %96, align 8, !tbaa !22
  %131 = getelementptr inbounds i8, i8* %111, i64 2
  store i8* %131, i8** %98, align 8, !tbaa !25
  br label %132

132:                                              ; preds = %124, %113, %107
  %133 = phi i64 [ %105, %107 ], [ %119, %113 ], [ %130, %124 ]
  %134 = phi i64 [ %108, %107 ], [ %118, %113 ], [ %129, %124 ]
  %135 = and i64 %134, 255
  %136 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %95, i64 %135
  %137 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %136, i64 0, i32 0
  %138 = load i8, i8* %137, align 2, !tbaa !63
  %139 = icmp ugt i8 %138, 8
  br i1 %139, label %140, label %157

140:                                              ; preds = %132
  %141 = add i64 %133, -8
  %142 = lshr i64 %134, 8
  %143 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %95, i64 %135, i32 1
  %144 = load i16, i16* %143, align 2, !tbaa !65
  %145 = zext i16 %144 to i64
  %146 = and i64 %142, 127
  %147 = zext i8 %138 to i64
  %148 = add nuw nsw i64 %147, 4294967288
  %149 = and i64 %148, 4294967295
  %150 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %149
  %151 = load i64, i64* %150, align 8, !tbaa !16
  %152 = and i64 %146, %151
  %153 = add nuw nsw i64 %152, %145
  %154 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %136, i64 %153
  %155 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %154, i64 0, i32 0
  %156 = load i8, i8* %155, align 2, !tbaa !63
  br label %157

157:                                              ; preds = %140, %132
  %158 = phi i64 [ %142, %140 ], [ %134, %132 ]
  %159 = phi i64 [ %141, %140 ], [ %133, %132 ]
  %160 = phi i8 [ %156, %140 ], [ %138, %132 ]
  %161 = phi %struct.HuffmanCode* [ %154, %140 ], [ %136, %132 ]
  %162 = zext i8 %160 to i64
  %163 = sub i64 %159, %162
  store i64 %163, i64* %96, align 8, !tbaa !22
  %164 = lshr i64 %158, %162
  store i64 %164, i64* %97, align 8, !tbaa !24
  %165 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %161, i64 0, i32 1
  %166 = load i16, i16* %165, align 2, !tbaa !65
  %167 = zext i16 %166 to i64
  store i64 %167, i64* %5, align 8, !tbaa !16
  br label %173

168:                                              ; preds = %122, %109
  %169 = call fastcc i32 @SafeDecodeSymbol(%struct.HuffmanCode* noundef nonnull %95, %struct.BrotliBitReader* noundef nonnull %6, i64* noundef nonnull %5) #28
  %170 = icmp eq i32 %169, 0
  br i1 %170, label %228, label %171

171:                                              ; preds = %168
  %172 = load i64, i64* %5, align 8, !tbaa !16
  br label %173

173:                                              ; preds = %171, %157
  %174 = phi i64 [ %172, %171 ], [ %167, %157 ]
  %175 = icmp eq i64 %174, 0
  br i1 %175, label %176, label %183

176:                                              ; preds = %173
  %177 = add i64 %103, 1
  %178 = getelementptr inbounds i8, i8* %87, i64 %103
  store i8 0, i8* %178, align 1, !tbaa !27
  br label %179

179:                                              ; preds = %226, %185, %176
  %180 = phi i64 [ 0, %176 ], [ %174, %185 ], [ %191, %226 ]
  %181 = phi i64 [ %177, %176 ], [ %188, %185 ], [ %224, %226 ]
  %182 = icmp ult i64 %181, %0
  br i1 %182, label %100, label %232, !llvm.loop !76

183:                                              ; preds = %173
  %184 = icmp ugt i64 %174, %86
  br i1 %184, label %185, label %190

185:                                              ; preds = %183
  %186 = sub i64 %174, %86
  %187 = trunc i64 %186 to i8
  %188 = add i64 %103, 1
  %189 = getelementptr inbounds i8, i8* %87, i64 %103
  store i8 %187, i8* %189, align 1, !tbaa !27
  br label %179

190:                                              ; preds = %183, %100
  %191 = phi i64 [ %101, %100 ], [ %174, %183 ]
  %192 = load i64, i64* %96, align 8, !tbaa !22
  %193 = icmp ult i64 %192, %191
  br i1 %193, label %196, label %194

194:                                              ; preds = %190
  %195 = load i64, i64* %97, align 8, !tbaa !24
  br label %212

196:                                              ; preds = %190
  %197 = load i8*, i8** %99, align 8, !tbaa !26
  %198 = load i8*, i8** %98, align 8, !tbaa !25
  br label %199

199:                                              ; preds = %203, %196
  %200 = phi i8* [ %198, %196 ], [ %210, %203 ]
  %201 = phi i64 [ %192, %196 ], [ %209, %203 ]
  %202 = icmp eq i8* %200, %197
  br i1 %202, label %228, label %203

203:                                              ; preds = %199
  %204 = load i64, i64* %97, align 8, !tbaa !24
  %205 = load i8, i8* %200, align 1, !tbaa !27
  %206 = zext i8 %205 to i64
  %207 = shl i64 %206, %201
  %208 = or i64 %207, %204
  store i64 %208, i64* %97, align 8, !tbaa !24
  %209 = add i64 %201, 8
  store i64 %209, i64* %96, align 8, !tbaa !22
  %210 = getelementptr inbounds i8, i8* %200, i64 1
  store i8* %210, i8** %98, align 8, !tbaa !25
  %211 = icmp ult i64 %209, %191
  br i1 %211, label %199, label %212, !llvm.loop !62

212:                                              ; preds = %203, %194
  %213 = phi i64 [ %192, %194 ], [ %209, %203 ]
  %214 = phi i64 [ %195, %194 ], [ %208, %203 ]
  %215 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %191
  %216 = load i64, i64* %215, align 8, !tbaa !16
  %217 = and i64 %216, %214
  %218 = sub i64 %213, %191
  store i64 %218, i64* %96, align 8, !tbaa !22
  %219 = lshr i64 %214, %191
  store i64 %219, i64* %97, align 8, !tbaa !24
  %220 = trunc i64 %191 to i32
  %221 = shl nuw i32 1, %220
  %222 = zext i32 %221 to i64
  %223 = add i64 %217, %222
  %224 = add i64 %223, %103
  %225 = icmp ugt i64 %224, %0
  br i1 %225, label %230, label %226

226:                                              ; preds = %212
  %227 = getelementptr i8, i8* %87, i64 %103
  call void @llvm.memset.p0i8.i64(i8* align 1 %227, i8 0, i64 %223, i1 false), !tbaa !27
  br label %179

228:                                              ; preds = %199, %168
  %229 = phi i64 [ %191, %199 ], [ 65535, %168 ]
  store i64 %229, i64* %89, align 8, !tbaa !72
  store i64 %103, i64* %83, align 8, !tbaa !74
  br label %230

230:                                              ; preds = %228, %212
  %231 = phi i32 [ 2, %228 ], [ -8, %212 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %88) #28
  br label %266

232:                                              ; preds = %179, %81
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %88) #28
  br label %233

233:                                              ; preds = %232, %4
  %234 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 1
  %235 = load i64, i64* %234, align 8, !tbaa !22
  %236 = icmp eq i64 %235, 0
  br i1 %236, label %241, label %237

237:                                              ; preds = %233
  %238 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %6, i64 0, i32 0
  %239 = load i64, i64* %238, align 8, !tbaa !24
  %240 = add i64 %235, -1
  br label %254

241:                                              ; preds = %233
  %242 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 2
  %243 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %3, i64 0, i32 2, i32 4
  %244 = load i8*, i8** %243, align 8, !tbaa !26
  %245 = load i8*, i8** %242, align 8, !tbaa !25
  %246 = icmp eq i8* %245, %244
  br i1 %246, label %263, label %247

247:                                              ; preds = %241
  %248 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %6, i64 0, i32 0
  %249 = load i64, i64* %248, align 8, !tbaa !24
  %250 = load i8, i8* %245, align 1, !tbaa !27
  %251 = zext i8 %250 to i64
  %252 = or i64 %249, %251
  %253 = getelementptr inbounds i8, i8* %245, i64 1
  store i8* %253, i8** %242, align 8, !tbaa !25
  br label %254

254:                                              ; preds = %247, %237
  %255 = phi i64 [ %240, %237 ], [ 7, %247 ]
  %256 = phi i64 [ %239, %237 ], [ %252, %247 ]
  %257 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %6, i64 0, i32 0
  %258 = and i64 %256, 1
  store i64 %255, i64* %234, align 8, !tbaa !22
  %259 = lshr i64 %256, 1
  store i64 %259, i64* %257, align 8, !tbaa !24
  %260 = icmp eq i64 %258, 0
  br i1 %260, label %263, label %261

261:                                              ; preds = %254
  %262 = load i8*, i8** %2, align 8, !tbaa !18
  tail call fastcc void @InverseMoveToFrontTransform(i8* noundef %262, i64 noundef %0, %struct.BrotliDecoderStateStruct* noundef nonnull %3)
  br label %263

263:                                              ; preds = %261, %254, %241
  %264 = phi i32 [ 0, %261 ], [ 0, %254 ], [ 4, %241 ]
  %265 = phi i32 [ 1, %261 ], [ 1, %254 ], [ 2, %241 ]
  store i32 %264, i32* %8, align 4, !tbaa !70
  br label %266

266:                                              ; preds = %263, %230, %71, %41, %32, %19, %16, %4
  %267 = phi i32 [ %265, %263 ], [ 1, %32 ], [ %17, %16 ], [ -25, %19 ], [ -31, %4 ], [ %77, %71 ], [ %231, %230 ], [ 2, %41 ]
  ret i32 %267
}

; Function Attrs: noinline nounwind uwtable
define hidden fastcc i32 @BrotliEnsureRingBuffer(%struct.BrotliDecoderStateStruct* nocapture noundef %0) unnamed_addr #13 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 17
  %3 = load i8*, i8** %2, align 8, !tbaa !57
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 11
  %5 = load i32, i32* %4, align 4, !tbaa !56
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 54
  %7 = load i32, i32* %6, align 8, !tbaa !60
  %8 = icmp eq i32 %5, %7
  br i1 %8, label %46, label %9

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 3
  %11 = load i8* (i8*, i64)*, i8* (i8*, i64)** %10, align 8, !tbaa !36
  %12 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 5
  %13 = load i8*, i8** %12, align 8, !tbaa !33
  %14 = sext i32 %7 to i64
  %15 = add nsw i64 %14, 542
  %16 = tail call i8* %11(i8* noundef %13, i64 noundef %15) #28
  store i8* %16, i8** %2, align 8, !tbaa !57
  %17 = icmp eq i8* %16, null
  br i1 %17, label %18, label %19

18:                                               ; preds = %9
  store i8* %3, i8** %2, align 8, !tbaa !57
  br label %46

19:                                               ; preds = %9
  %20 = load i32, i32* %6, align 8, !tbaa !60
  %21 = add nsw i32 %20, -2
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i8, i8* %16, i64 %22
  store i8 0, i8* %23, align 1, !tbaa !27
  %24 = load i8*, i8** %2, align 8, !tbaa !57
  %25 = load i32, i32* %6, align 8, !tbaa !60
  %26 = add nsw i32 %25, -1
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i8, i8* %24, i64 %27
  store i8 0, i8* %28, align 1, !tbaa !27
  %29 = icmp eq i8* %3, null
  br i1 %29, label %38, label %30

30:                                               ; preds = %19
  %31 = load i8*, i8** %2, align 8, !tbaa !57
  %32 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 8
  %33 = load i32, i32* %32, align 8, !tbaa !58
  %34 = sext i32 %33 to i64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %31, i8* nonnull align 1 %3, i64 %34, i1 false)
  %35 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 4
  %36 = load void (i8*, i8*)*, void (i8*, i8*)** %35, align 8, !tbaa !32
  %37 = load i8*, i8** %12, align 8, !tbaa !33
  tail call void %36(i8* noundef %37, i8* noundef nonnull %3) #28
  br label %38

38:                                               ; preds = %30, %19
  %39 = load i32, i32* %6, align 8, !tbaa !60
  store i32 %39, i32* %4, align 4, !tbaa !56
  %40 = add nsw i32 %39, -1
  %41 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 12
  store i32 %40, i32* %41, align 8, !tbaa !77
  %42 = load i8*, i8** %2, align 8, !tbaa !57
  %43 = sext i32 %39 to i64
  %44 = getelementptr inbounds i8, i8* %42, i64 %43
  %45 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 18
  store i8* %44, i8** %45, align 8, !tbaa !78
  br label %46

46:                                               ; preds = %38, %18, %1
  %47 = phi i32 [ 0, %18 ], [ 1, %38 ], [ 1, %1 ]
  ret i32 %47
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
declare hidden fastcc void @WrapRingBuffer(%struct.BrotliDecoderStateStruct* nocapture noundef) unnamed_addr #10

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #14

; Function Attrs: nofree noinline nosync nounwind uwtable
define hidden fastcc i32 @SafeDecodeCommandBlockSwitch(%struct.BrotliDecoderStateStruct* nocapture noundef %0) unnamed_addr #11 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 32, i64 1
  %5 = load i64, i64* %4, align 8, !tbaa !16
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 26
  %7 = load %struct.HuffmanCode*, %struct.HuffmanCode** %6, align 8, !tbaa !79
  %8 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %7, i64 632
  %9 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 27
  %10 = load %struct.HuffmanCode*, %struct.HuffmanCode** %9, align 8, !tbaa !80
  %11 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %10, i64 396
  %12 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2
  %13 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 2
  %14 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14) #28
  %15 = icmp ult i64 %5, 2
  br i1 %15, label %222, label %16

16:                                               ; preds = %1
  %17 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %12, i64 0, i32 0
  %18 = load i64, i64* %17, align 8, !tbaa !24
  %19 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 1
  %20 = load i64, i64* %19, align 8, !tbaa !22
  %21 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %22 = load i8*, i8** %21, align 8, !tbaa !25
  %23 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 4
  %24 = load i8*, i8** %23, align 8, !tbaa !26
  %25 = ptrtoint i8* %24 to i64
  %26 = ptrtoint i8* %22 to i64
  %27 = sub i64 %25, %26
  %28 = icmp ult i64 %20, 15
  br i1 %28, label %29, label %48

29:                                               ; preds = %16
  %30 = icmp eq i8* %22, %24
  br i1 %30, label %84, label %31

31:                                               ; preds = %29
  %32 = load i8, i8* %22, align 1, !tbaa !27
  %33 = zext i8 %32 to i64
  %34 = shl i64 %33, %20
  %35 = or i64 %34, %18
  store i64 %35, i64* %17, align 8, !tbaa !24
  %36 = add nuw nsw i64 %20, 8
  store i64 %36, i64* %19, align 8, !tbaa !22
  %37 = getelementptr inbounds i8, i8* %22, i64 1
  store i8* %37, i8** %21, align 8, !tbaa !25
  %38 = icmp ult i64 %20, 7
  br i1 %38, label %39, label %48, !llvm.loop !75

39:                                               ; preds = %31
  %40 = icmp eq i8* %37, %24
  br i1 %40, label %84, label %41

41:                                               ; preds = %39
  %42 = load i8, i8* %37, align 1, !tbaa !27
  %43 = zext i8 %42 to i64
  %44 = shl i64 %43, %36
  %45 = or i64 %44, %35
  store i64 %45, i64* %17, align 8, !tbaa !24
  %46 = add nuw nsw i64 %20, 16
  store i64 %46, i64* %19, align 8, !tbaa !22
  %47 = getelementptr inbounds i8, i8* %22, i64 2
  store i8* %47, i8** %21, align 8, !tbaa !25
  br label %48

48:                                               ; preds = %41, %31, %16
  %49 = phi i64 [ %20, %16 ], [ %36, %31 ], [ %46, %41 ]
  %50 = phi i64 [ %18, %16 ], [ %35, %31 ], [ %45, %41 ]
  %51 = and i64 %50, 255
  %52 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %8, i64 %51
  %53 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %52, i64 0, i32 0
  %54 = load i8, i8* %53, align 2, !tbaa !63
  %55 = icmp ugt i8 %54, 8
  br i1 %55, label %56, label %73

56:                                               ; preds = %48
  %57 = add i64 %49, -8
  %58 = lshr i64 %50, 8
  %59 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %8, i64 %51, i32 1
  %60 = load i16, i16* %59, align 2, !tbaa !65
  %61 = zext i16 %60 to i64
  %62 = and i64 %58, 127
  %63 = zext i8 %54 to i64
  %64 = add nuw nsw i64 %63, 4294967288
  %65 = and i64 %64, 4294967295
  %66 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %65
  %67 = load i64, i64* %66, align 8, !tbaa !16
  %68 = and i64 %62, %67
  %69 = add nuw nsw i64 %68, %61
  %70 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %52, i64 %69
  %71 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %70, i64 0, i32 0
  %72 = load i8, i8* %71, align 2, !tbaa !63
  br label %73

73:                                               ; preds = %56, %48
  %74 = phi i64 [ %58, %56 ], [ %50, %48 ]
  %75 = phi i64 [ %57, %56 ], [ %49, %48 ]
  %76 = phi i8 [ %72, %56 ], [ %54, %48 ]
  %77 = phi %struct.HuffmanCode* [ %70, %56 ], [ %52, %48 ]
  %78 = zext i8 %76 to i64
  %79 = sub i64 %75, %78
  store i64 %79, i64* %19, align 8, !tbaa !22
  %80 = lshr i64 %74, %78
  store i64 %80, i64* %17, align 8, !tbaa !24
  %81 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %77, i64 0, i32 1
  %82 = load i16, i16* %81, align 2, !tbaa !65
  %83 = zext i16 %82 to i64
  store i64 %83, i64* %3, align 8, !tbaa !16
  br label %87

84:                                               ; preds = %39, %29
  %85 = call fastcc i32 @SafeDecodeSymbol(%struct.HuffmanCode* noundef nonnull %8, %struct.BrotliBitReader* noundef nonnull %12, i64* noundef nonnull %3) #28
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %222, label %87

87:                                               ; preds = %84, %73
  %88 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 30, i64 1
  %89 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %89) #28
  %90 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 53
  %91 = load i32, i32* %90, align 4, !tbaa !81
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %93, label %163

93:                                               ; preds = %87
  %94 = load i64, i64* %19, align 8, !tbaa !22
  %95 = icmp ult i64 %94, 15
  br i1 %95, label %98, label %96

96:                                               ; preds = %93
  %97 = load i64, i64* %17, align 8, !tbaa !24
  br label %121

98:                                               ; preds = %93
  %99 = load i8*, i8** %23, align 8, !tbaa !26
  %100 = load i8*, i8** %21, align 8, !tbaa !25
  %101 = icmp eq i8* %100, %99
  br i1 %101, label %157, label %102

102:                                              ; preds = %98
  %103 = load i64, i64* %17, align 8, !tbaa !24
  %104 = load i8, i8* %100, align 1, !tbaa !27
  %105 = zext i8 %104 to i64
  %106 = shl i64 %105, %94
  %107 = or i64 %106, %103
  store i64 %107, i64* %17, align 8, !tbaa !24
  %108 = add nuw nsw i64 %94, 8
  store i64 %108, i64* %19, align 8, !tbaa !22
  %109 = getelementptr inbounds i8, i8* %100, i64 1
  store i8* %109, i8** %21, align 8, !tbaa !25
  %110 = icmp ult i64 %94, 7
  br i1 %110, label %111, label %121, !llvm.loop !75

111:                                              ; preds = %102
  %112 = icmp eq i8* %109, %99
  br i1 %112, label %157, label %113

113:                                              ; preds = %111
  %114 = load i64, i64* %17, align 8, !tbaa !24
  %115 = load i8, i8* %109, align 1, !tbaa !27
  %116 = zext i8 %115 to i64
  %117 = shl i64 %116, %108
  %118 = or i64 %117, %114
  store i64 %118, i64* %17, align 8, !tbaa !24
  %119 = add nuw nsw i64 %94, 16
  store i64 %119, i64* %19, align 8, !tbaa !22
  %120 = getelementptr inbounds i8, i8* %100, i64 2
  store i8* %120, i8** %21, align 8, !tbaa !25
  br label %121

121:                                              ; preds = %113, %102, %96
  %122 = phi i64 [ %94, %96 ], [ %108, %102 ], [ %119, %113 ]
  %123 = phi i64 [ %97, %96 ], [ %107, %102 ], [ %118, %113 ]
  %124 = and i64 %123, 255
  %125 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %11, i64 %124
  %126 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %125, i64 0, i32 0
  %127 = load i8, i8* %126, align 2, !tbaa !63
  %128 = icmp ugt i8 %127, 8
  br i1 %128, label %129, label %146

129:                                              ; preds = %121
  %130 = add i64 %122, -8
  %131 = lshr i64 %123, 8
  %132 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %11, i64 %124, i32 1
  %133 = load i16, i16* %132, align 2, !tbaa !65
  %134 = zext i16 %133 to i64
  %135 = and i64 %131, 127
  %136 = zext i8 %127 to i64
  %137 = add nuw nsw i64 %136, 4294967288
  %138 = and i64 %137, 4294967295
  %139 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %138
  %140 = load i64, i64* %139, align 8, !tbaa !16
  %141 = and i64 %135, %140
  %142 = add nuw nsw i64 %141, %134
  %143 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %125, i64 %142
  %144 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %143, i64 0, i32 0
  %145 = load i8, i8* %144, align 2, !tbaa !63
  br label %146

146:                                              ; preds = %129, %121
  %147 = phi i64 [ %131, %129 ], [ %123, %121 ]
  %148 = phi i64 [ %130, %129 ], [ %122, %121 ]
  %149 = phi i8 [ %145, %129 ], [ %127, %121 ]
  %150 = phi %struct.HuffmanCode* [ %143, %129 ], [ %125, %121 ]
  %151 = zext i8 %149 to i64
  %152 = sub i64 %148, %151
  store i64 %152, i64* %19, align 8, !tbaa !22
  %153 = lshr i64 %147, %151
  store i64 %153, i64* %17, align 8, !tbaa !24
  %154 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %150, i64 0, i32 1
  %155 = load i16, i16* %154, align 2, !tbaa !65
  %156 = zext i16 %155 to i64
  br label %166

157:                                              ; preds = %111, %98
  %158 = call fastcc i32 @SafeDecodeSymbol(%struct.HuffmanCode* noundef nonnull %11, %struct.BrotliBitReader* noundef nonnull %12, i64* noundef nonnull %2) #28
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %160, label %161

160:                                              ; preds = %157
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %89) #28
  br label %195

161:                                              ; preds = %157
  %162 = load i64, i64* %2, align 8, !tbaa !16
  br label %166

163:                                              ; preds = %87
  %164 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 31
  %165 = load i64, i64* %164, align 8, !tbaa !82
  br label %166

166:                                              ; preds = %163, %161, %146
  %167 = phi i64 [ %162, %161 ], [ %156, %146 ], [ %165, %163 ]
  %168 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %167, i32 1
  %169 = load i8, i8* %168, align 2, !tbaa !83
  %170 = zext i8 %169 to i64
  %171 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %167, i32 0
  %172 = load i16, i16* %171, align 4, !tbaa !85
  %173 = load i64, i64* %19, align 8, !tbaa !22
  %174 = icmp ult i64 %173, %170
  br i1 %174, label %177, label %175

175:                                              ; preds = %166
  %176 = load i64, i64* %17, align 8, !tbaa !24
  br label %203

177:                                              ; preds = %166
  %178 = load i8*, i8** %23, align 8, !tbaa !26
  %179 = load i8*, i8** %21, align 8, !tbaa !25
  br label %180

180:                                              ; preds = %184, %177
  %181 = phi i8* [ %179, %177 ], [ %191, %184 ]
  %182 = phi i64 [ %173, %177 ], [ %190, %184 ]
  %183 = icmp eq i8* %181, %178
  br i1 %183, label %193, label %184

184:                                              ; preds = %180
  %185 = load i64, i64* %17, align 8, !tbaa !24
  %186 = load i8, i8* %181, align 1, !tbaa !27
  %187 = zext i8 %186 to i64
  %188 = shl i64 %187, %182
  %189 = or i64 %188, %185
  store i64 %189, i64* %17, align 8, !tbaa !24
  %190 = add nuw nsw i64 %182, 8
  store i64 %190, i64* %19, align 8, !tbaa !22
  %191 = getelementptr inbounds i8, i8* %181, i64 1
  store i8* %191, i8** %21, align 8, !tbaa !25
  %192 = icmp ult i64 %190, %170
  br i1 %192, label %180, label %203, !llvm.loop !62

193:                                              ; preds = %180
  %194 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 31
  store i64 %167, i64* %194, align 8, !tbaa !82
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %89) #28
  br label %195

195:                                              ; preds = %193, %160
  store i32 0, i32* %90, align 4, !tbaa !81
  store i64 %18, i64* %17, align 8, !tbaa !24
  store i64 %20, i64* %19, align 8, !tbaa !22
  store i8* %22, i8** %21, align 8, !tbaa !25
  %196 = getelementptr i8, i8* %22, i64 %27
  store i8* %196, i8** %23, align 8, !tbaa !26
  %197 = add i64 %27, -28
  %198 = icmp ult i64 %197, -29
  %199 = add i64 %27, -27
  %200 = select i1 %198, i64 %199, i64 0
  %201 = getelementptr i8, i8* %22, i64 %200
  %202 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 3
  store i8* %201, i8** %202, align 8
  br label %222

203:                                              ; preds = %184, %175
  %204 = phi i64 [ %173, %175 ], [ %190, %184 ]
  %205 = phi i64 [ %176, %175 ], [ %189, %184 ]
  %206 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %170
  %207 = load i64, i64* %206, align 8, !tbaa !16
  %208 = and i64 %207, %205
  %209 = sub i64 %204, %170
  store i64 %209, i64* %19, align 8, !tbaa !22
  %210 = lshr i64 %205, %170
  store i64 %210, i64* %17, align 8, !tbaa !24
  %211 = zext i16 %172 to i64
  %212 = add i64 %208, %211
  store i64 %212, i64* %88, align 8, !tbaa !16
  store i32 0, i32* %90, align 4, !tbaa !81
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %89) #28
  %213 = load i64, i64* %3, align 8, !tbaa !16
  switch i64 %213, label %220 [
    i64 1, label %214
    i64 0, label %218
  ]

214:                                              ; preds = %203
  %215 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 3
  %216 = load i64, i64* %215, align 8, !tbaa !16
  %217 = add i64 %216, 1
  br label %223

218:                                              ; preds = %203
  %219 = load i64, i64* %13, align 8, !tbaa !16
  br label %223

220:                                              ; preds = %203
  %221 = add i64 %213, -2
  br label %223

222:                                              ; preds = %195, %84, %1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14) #28
  br label %235

223:                                              ; preds = %220, %218, %214
  %224 = phi i64 [ %219, %218 ], [ %221, %220 ], [ %217, %214 ]
  %225 = icmp ult i64 %224, %5
  %226 = select i1 %225, i64 0, i64 %5
  %227 = sub i64 %224, %226
  %228 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 3
  %229 = load i64, i64* %228, align 8, !tbaa !16
  store i64 %229, i64* %13, align 8, !tbaa !16
  store i64 %227, i64* %228, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14) #28
  %230 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 24, i32 0
  %231 = load %struct.HuffmanCode**, %struct.HuffmanCode*** %230, align 8, !tbaa !86
  %232 = getelementptr inbounds %struct.HuffmanCode*, %struct.HuffmanCode** %231, i64 %227
  %233 = load %struct.HuffmanCode*, %struct.HuffmanCode** %232, align 8, !tbaa !18
  %234 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 19
  store %struct.HuffmanCode* %233, %struct.HuffmanCode** %234, align 8, !tbaa !87
  br label %235

235:                                              ; preds = %223, %222
  %236 = phi i32 [ 1, %223 ], [ 0, %222 ]
  ret i32 %236
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #14

; Function Attrs: nofree noinline nosync nounwind uwtable
define hidden fastcc i32 @SafeDecodeLiteralBlockSwitch(%struct.BrotliDecoderStateStruct* noundef %0) unnamed_addr #11 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 32, i64 0
  %5 = load i64, i64* %4, align 8, !tbaa !16
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 26
  %7 = load %struct.HuffmanCode*, %struct.HuffmanCode** %6, align 8, !tbaa !79
  %8 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 27
  %9 = load %struct.HuffmanCode*, %struct.HuffmanCode** %8, align 8, !tbaa !80
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2
  %11 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 0
  %12 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #28
  %13 = icmp ult i64 %5, 2
  br i1 %13, label %220, label %14

14:                                               ; preds = %1
  %15 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %10, i64 0, i32 0
  %16 = load i64, i64* %15, align 8, !tbaa !24
  %17 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 1
  %18 = load i64, i64* %17, align 8, !tbaa !22
  %19 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %20 = load i8*, i8** %19, align 8, !tbaa !25
  %21 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 4
  %22 = load i8*, i8** %21, align 8, !tbaa !26
  %23 = ptrtoint i8* %22 to i64
  %24 = ptrtoint i8* %20 to i64
  %25 = sub i64 %23, %24
  %26 = icmp ult i64 %18, 15
  br i1 %26, label %27, label %46

27:                                               ; preds = %14
  %28 = icmp eq i8* %20, %22
  br i1 %28, label %82, label %29

29:                                               ; preds = %27
  %30 = load i8, i8* %20, align 1, !tbaa !27
  %31 = zext i8 %30 to i64
  %32 = shl i64 %31, %18
  %33 = or i64 %32, %16
  store i64 %33, i64* %15, align 8, !tbaa !24
  %34 = add nuw nsw i64 %18, 8
  store i64 %34, i64* %17, align 8, !tbaa !22
  %35 = getelementptr inbounds i8, i8* %20, i64 1
  store i8* %35, i8** %19, align 8, !tbaa !25
  %36 = icmp ult i64 %18, 7
  br i1 %36, label %37, label %46, !llvm.loop !75

37:                                               ; preds = %29
  %38 = icmp eq i8* %35, %22
  br i1 %38, label %82, label %39

39:                                               ; preds = %37
  %40 = load i8, i8* %35, align 1, !tbaa !27
  %41 = zext i8 %40 to i64
  %42 = shl i64 %41, %34
  %43 = or i64 %42, %33
  store i64 %43, i64* %15, align 8, !tbaa !24
  %44 = add nuw nsw i64 %18, 16
  store i64 %44, i64* %17, align 8, !tbaa !22
  %45 = getelementptr inbounds i8, i8* %20, i64 2
  store i8* %45, i8** %19, align 8, !tbaa !25
  br label %46

46:                                               ; preds = %39, %29, %14
  %47 = phi i64 [ %18, %14 ], [ %34, %29 ], [ %44, %39 ]
  %48 = phi i64 [ %16, %14 ], [ %33, %29 ], [ %43, %39 ]
  %49 = and i64 %48, 255
  %50 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %7, i64 %49
  %51 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %50, i64 0, i32 0
  %52 = load i8, i8* %51, align 2, !tbaa !63
  %53 = icmp ugt i8 %52, 8
  br i1 %53, label %54, label %71

54:                                               ; preds = %46
  %55 = add i64 %47, -8
  %56 = lshr i64 %48, 8
  %57 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %7, i64 %49, i32 1
  %58 = load i16, i16* %57, align 2, !tbaa !65
  %59 = zext i16 %58 to i64
  %60 = and i64 %56, 127
  %61 = zext i8 %52 to i64
  %62 = add nuw nsw i64 %61, 4294967288
  %63 = and i64 %62, 4294967295
  %64 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %63
  %65 = load i64, i64* %64, align 8, !tbaa !16
  %66 = and i64 %60, %65
  %67 = add nuw nsw i64 %66, %59
  %68 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %50, i64 %67
  %69 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %68, i64 0, i32 0
  %70 = load i8, i8* %69, align 2, !tbaa !63
  br label %71

71:                                               ; preds = %54, %46
  %72 = phi i64 [ %56, %54 ], [ %48, %46 ]
  %73 = phi i64 [ %55, %54 ], [ %47, %46 ]
  %74 = phi i8 [ %70, %54 ], [ %52, %46 ]
  %75 = phi %struct.HuffmanCode* [ %68, %54 ], [ %50, %46 ]
  %76 = zext i8 %74 to i64
  %77 = sub i64 %73, %76
  store i64 %77, i64* %17, align 8, !tbaa !22
  %78 = lshr i64 %72, %76
  store i64 %78, i64* %15, align 8, !tbaa !24
  %79 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %75, i64 0, i32 1
  %80 = load i16, i16* %79, align 2, !tbaa !65
  %81 = zext i16 %80 to i64
  store i64 %81, i64* %3, align 8, !tbaa !16
  br label %85

82:                                               ; preds = %37, %27
  %83 = call fastcc i32 @SafeDecodeSymbol(%struct.HuffmanCode* noundef %7, %struct.BrotliBitReader* noundef nonnull %10, i64* noundef nonnull %3) #28
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %220, label %85

85:                                               ; preds = %82, %71
  %86 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 30, i64 0
  %87 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %87) #28
  %88 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 53
  %89 = load i32, i32* %88, align 4, !tbaa !81
  %90 = icmp eq i32 %89, 0
  br i1 %90, label %91, label %161

91:                                               ; preds = %85
  %92 = load i64, i64* %17, align 8, !tbaa !22
  %93 = icmp ult i64 %92, 15
  br i1 %93, label %96, label %94

94:                                               ; preds = %91
  %95 = load i64, i64* %15, align 8, !tbaa !24
  br label %119

96:                                               ; preds = %91
  %97 = load i8*, i8** %21, align 8, !tbaa !26
  %98 = load i8*, i8** %19, align 8, !tbaa !25
  %99 = icmp eq i8* %98, %97
  br i1 %99, label %155, label %100

100:                                              ; preds = %96
  %101 = load i64, i64* %15, align 8, !tbaa !24
  %102 = load i8, i8* %98, align 1, !tbaa !27
  %103 = zext i8 %102 to i64
  %104 = shl i64 %103, %92
  %105 = or i64 %104, %101
  store i64 %105, i64* %15, align 8, !tbaa !24
  %106 = add nuw nsw i64 %92, 8
  store i64 %106, i64* %17, align 8, !tbaa !22
  %107 = getelementptr inbounds i8, i8* %98, i64 1
  store i8* %107, i8** %19, align 8, !tbaa !25
  %108 = icmp ult i64 %92, 7
  br i1 %108, label %109, label %119, !llvm.loop !75

109:                                              ; preds = %100
  %110 = icmp eq i8* %107, %97
  br i1 %110, label %155, label %111

111:                                              ; preds = %109
  %112 = load i64, i64* %15, align 8, !tbaa !24
  %113 = load i8, i8* %107, align 1, !tbaa !27
  %114 = zext i8 %113 to i64
  %115 = shl i64 %114, %106
  %116 = or i64 %115, %112
  store i64 %116, i64* %15, align 8, !tbaa !24
  %117 = add nuw nsw i64 %92, 16
  store i64 %117, i64* %17, align 8, !tbaa !22
  %118 = getelementptr inbounds i8, i8* %98, i64 2
  store i8* %118, i8** %19, align 8, !tbaa !25
  br label %119

119:                                              ; preds = %111, %100, %94
  %120 = phi i64 [ %92, %94 ], [ %106, %100 ], [ %117, %111 ]
  %121 = phi i64 [ %95, %94 ], [ %105, %100 ], [ %116, %111 ]
  %122 = and i64 %121, 255
  %123 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %9, i64 %122
  %124 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %123, i64 0, i32 0
  %125 = load i8, i8* %124, align 2, !tbaa !63
  %126 = icmp ugt i8 %125, 8
  br i1 %126, label %127, label %144

127:                                              ; preds = %119
  %128 = add i64 %120, -8
  %129 = lshr i64 %121, 8
  %130 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %9, i64 %122, i32 1
  %131 = load i16, i16* %130, align 2, !tbaa !65
  %132 = zext i16 %131 to i64
  %133 = and i64 %129, 127
  %134 = zext i8 %125 to i64
  %135 = add nuw nsw i64 %134, 4294967288
  %136 = and i64 %135, 4294967295
  %137 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %136
  %138 = load i64, i64* %137, align 8, !tbaa !16
  %139 = and i64 %133, %138
  %140 = add nuw nsw i64 %139, %132
  %141 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %123, i64 %140
  %142 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %141, i64 0, i32 0
  %143 = load i8, i8* %142, align 2, !tbaa !63
  br label %144

144:                                              ; preds = %127, %119
  %145 = phi i64 [ %129, %127 ], [ %121, %119 ]
  %146 = phi i64 [ %128, %127 ], [ %120, %119 ]
  %147 = phi i8 [ %143, %127 ], [ %125, %119 ]
  %148 = phi %struct.HuffmanCode* [ %141, %127 ], [ %123, %119 ]
  %149 = zext i8 %147 to i64
  %150 = sub i64 %146, %149
  store i64 %150, i64* %17, align 8, !tbaa !22
  %151 = lshr i64 %145, %149
  store i64 %151, i64* %15, align 8, !tbaa !24
  %152 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %148, i64 0, i32 1
  %153 = load i16, i16* %152, align 2, !tbaa !65
  %154 = zext i16 %153 to i64
  br label %164

155:                                              ; preds = %109, %96
  %156 = call fastcc i32 @SafeDecodeSymbol(%struct.HuffmanCode* noundef %9, %struct.BrotliBitReader* noundef nonnull %10, i64* noundef nonnull %2) #28
  %157 = icmp eq i32 %156, 0
  br i1 %157, label %158, label %159

158:                                              ; preds = %155
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %87) #28
  br label %193

159:                                              ; preds = %155
  %160 = load i64, i64* %2, align 8, !tbaa !16
  br label %164

161:                                              ; preds = %85
  %162 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 31
  %163 = load i64, i64* %162, align 8, !tbaa !82
  br label %164

164:                                              ; preds = %161, %159, %144
  %165 = phi i64 [ %160, %159 ], [ %154, %144 ], [ %163, %161 ]
  %166 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %165, i32 1
  %167 = load i8, i8* %166, align 2, !tbaa !83
  %168 = zext i8 %167 to i64
  %169 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %165, i32 0
  %170 = load i16, i16* %169, align 4, !tbaa !85
  %171 = load i64, i64* %17, align 8, !tbaa !22
  %172 = icmp ult i64 %171, %168
  br i1 %172, label %175, label %173

173:                                              ; preds = %164
  %174 = load i64, i64* %15, align 8, !tbaa !24
  br label %201

175:                                              ; preds = %164
  %176 = load i8*, i8** %21, align 8, !tbaa !26
  %177 = load i8*, i8** %19, align 8, !tbaa !25
  br label %178

178:                                              ; preds = %182, %175
  %179 = phi i8* [ %177, %175 ], [ %189, %182 ]
  %180 = phi i64 [ %171, %175 ], [ %188, %182 ]
  %181 = icmp eq i8* %179, %176
  br i1 %181, label %191, label %182

182:                                              ; preds = %178
  %183 = load i64, i64* %15, align 8, !tbaa !24
  %184 = load i8, i8* %179, align 1, !tbaa !27
  %185 = zext i8 %184 to i64
  %186 = shl i64 %185, %180
  %187 = or i64 %186, %183
  store i64 %187, i64* %15, align 8, !tbaa !24
  %188 = add nuw nsw i64 %180, 8
  store i64 %188, i64* %17, align 8, !tbaa !22
  %189 = getelementptr inbounds i8, i8* %179, i64 1
  store i8* %189, i8** %19, align 8, !tbaa !25
  %190 = icmp ult i64 %188, %168
  br i1 %190, label %178, label %201, !llvm.loop !62

191:                                              ; preds = %178
  %192 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 31
  store i64 %165, i64* %192, align 8, !tbaa !82
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %87) #28
  br label %193

193:                                              ; preds = %191, %158
  store i32 0, i32* %88, align 4, !tbaa !81
  store i64 %16, i64* %15, align 8, !tbaa !24
  store i64 %18, i64* %17, align 8, !tbaa !22
  store i8* %20, i8** %19, align 8, !tbaa !25
  %194 = getelementptr i8, i8* %20, i64 %25
  store i8* %194, i8** %21, align 8, !tbaa !26
  %195 = add i64 %25, -28
  %196 = icmp ult i64 %195, -29
  %197 = add i64 %25, -27
  %198 = select i1 %196, i64 %197, i64 0
  %199 = getelementptr i8, i8* %20, i64 %198
  %200 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 3
  store i8* %199, i8** %200, align 8
  br label %220

201:                                              ; preds = %182, %173
  %202 = phi i64 [ %171, %173 ], [ %188, %182 ]
  %203 = phi i64 [ %174, %173 ], [ %187, %182 ]
  %204 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %168
  %205 = load i64, i64* %204, align 8, !tbaa !16
  %206 = and i64 %205, %203
  %207 = sub i64 %202, %168
  store i64 %207, i64* %17, align 8, !tbaa !22
  %208 = lshr i64 %203, %168
  store i64 %208, i64* %15, align 8, !tbaa !24
  %209 = zext i16 %170 to i64
  %210 = add i64 %206, %209
  store i64 %210, i64* %86, align 8, !tbaa !16
  store i32 0, i32* %88, align 4, !tbaa !81
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %87) #28
  %211 = load i64, i64* %3, align 8, !tbaa !16
  switch i64 %211, label %218 [
    i64 1, label %212
    i64 0, label %216
  ]

212:                                              ; preds = %201
  %213 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 1
  %214 = load i64, i64* %213, align 8, !tbaa !16
  %215 = add i64 %214, 1
  br label %221

216:                                              ; preds = %201
  %217 = load i64, i64* %11, align 8, !tbaa !16
  br label %221

218:                                              ; preds = %201
  %219 = add i64 %211, -2
  br label %221

220:                                              ; preds = %193, %82, %1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #28
  br label %258

221:                                              ; preds = %218, %216, %212
  %222 = phi i64 [ %217, %216 ], [ %219, %218 ], [ %215, %212 ]
  %223 = icmp ult i64 %222, %5
  %224 = select i1 %223, i64 0, i64 %5
  %225 = sub i64 %222, %224
  %226 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 1
  %227 = load i64, i64* %226, align 8, !tbaa !16
  store i64 %227, i64* %11, align 8, !tbaa !16
  store i64 %225, i64* %226, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #28
  %228 = shl i64 %225, 6
  %229 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 57
  %230 = load i8*, i8** %229, align 8, !tbaa !88
  %231 = getelementptr inbounds i8, i8* %230, i64 %228
  %232 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 21
  store i8* %231, i8** %232, align 8, !tbaa !89
  %233 = lshr i64 %225, 5
  %234 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 61, i64 %233
  %235 = load i32, i32* %234, align 4, !tbaa !43
  %236 = zext i32 %235 to i64
  %237 = and i64 %225, 31
  %238 = lshr i64 %236, %237
  %239 = trunc i64 %238 to i32
  %240 = and i32 %239, 1
  %241 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 28
  store i32 %240, i32* %241, align 8, !tbaa !90
  %242 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 23, i32 0
  %243 = load %struct.HuffmanCode**, %struct.HuffmanCode*** %242, align 8, !tbaa !91
  %244 = load i8, i8* %231, align 1, !tbaa !27
  %245 = zext i8 %244 to i64
  %246 = getelementptr inbounds %struct.HuffmanCode*, %struct.HuffmanCode** %243, i64 %245
  %247 = load %struct.HuffmanCode*, %struct.HuffmanCode** %246, align 8, !tbaa !18
  %248 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 38
  store %struct.HuffmanCode* %247, %struct.HuffmanCode** %248, align 8, !tbaa !92
  %249 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 58
  %250 = load i8*, i8** %249, align 8, !tbaa !93
  %251 = getelementptr inbounds i8, i8* %250, i64 %225
  %252 = load i8, i8* %251, align 1, !tbaa !27
  %253 = and i8 %252, 3
  %254 = zext i8 %253 to i64
  %255 = shl nuw nsw i64 %254, 9
  %256 = getelementptr inbounds [2048 x i8], [2048 x i8]* @_kBrotliContextLookupTable, i64 0, i64 %255
  %257 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 20
  store i8* %256, i8** %257, align 8, !tbaa !94
  br label %258

258:                                              ; preds = %221, %220
  %259 = phi i32 [ 1, %221 ], [ 0, %220 ]
  ret i32 %259
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define hidden fastcc void @DecodeCommandBlockSwitch(%struct.BrotliDecoderStateStruct* nocapture noundef %0) unnamed_addr #10 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 32, i64 1
  %3 = load i64, i64* %2, align 8, !tbaa !16
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 26
  %5 = load %struct.HuffmanCode*, %struct.HuffmanCode** %4, align 8, !tbaa !79
  %6 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %5, i64 632
  %7 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 27
  %8 = load %struct.HuffmanCode*, %struct.HuffmanCode** %7, align 8, !tbaa !80
  %9 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %8, i64 396
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 2
  %11 = icmp ult i64 %3, 2
  br i1 %11, label %154, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 1
  %14 = load i64, i64* %13, align 8, !tbaa !22
  %15 = icmp ult i64 %14, 17
  %16 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 0
  %17 = load i64, i64* %16, align 8, !tbaa !24
  br i1 %15, label %18, label %27

18:                                               ; preds = %12
  %19 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %20 = load i8*, i8** %19, align 8, !tbaa !25
  %21 = bitcast i8* %20 to i64*
  %22 = load i64, i64* %21, align 1
  %23 = shl i64 %22, %14
  %24 = or i64 %23, %17
  %25 = add nuw nsw i64 %14, 48
  %26 = getelementptr inbounds i8, i8* %20, i64 6
  store i8* %26, i8** %19, align 8, !tbaa !25
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
  %45 = load i64, i64* %44, align 8, !tbaa !16
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
  store i64 %57, i64* %13, align 8, !tbaa !22
  %58 = lshr i64 %52, %56
  store i64 %58, i64* %16, align 8, !tbaa !24
  %59 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %55, i64 0, i32 1
  %60 = load i16, i16* %59, align 2, !tbaa !65
  %61 = zext i16 %60 to i64
  %62 = icmp ult i64 %57, 17
  br i1 %62, label %63, label %72

63:                                               ; preds = %51
  %64 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %65 = load i8*, i8** %64, align 8, !tbaa !25
  %66 = bitcast i8* %65 to i64*
  %67 = load i64, i64* %66, align 1
  %68 = shl i64 %67, %57
  %69 = or i64 %68, %58
  %70 = add nuw nsw i64 %57, 48
  %71 = getelementptr inbounds i8, i8* %65, i64 6
  store i8* %71, i8** %64, align 8, !tbaa !25
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
  %90 = load i64, i64* %89, align 8, !tbaa !16
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
  store i64 %102, i64* %13, align 8, !tbaa !22
  %103 = lshr i64 %97, %101
  store i64 %103, i64* %16, align 8, !tbaa !24
  %104 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %100, i64 0, i32 1
  %105 = load i16, i16* %104, align 2, !tbaa !65
  %106 = zext i16 %105 to i64
  %107 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %106, i32 1
  %108 = load i8, i8* %107, align 2, !tbaa !83
  %109 = zext i8 %108 to i64
  %110 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %106, i32 0
  %111 = load i16, i16* %110, align 4, !tbaa !85
  %112 = icmp ult i64 %102, 33
  br i1 %112, label %113, label %123

113:                                              ; preds = %96
  %114 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %115 = load i8*, i8** %114, align 8, !tbaa !25
  %116 = bitcast i8* %115 to i32*
  %117 = load i32, i32* %116, align 1
  %118 = zext i32 %117 to i64
  %119 = shl nuw i64 %118, %102
  %120 = or i64 %119, %103
  %121 = add nuw nsw i64 %102, 32
  %122 = getelementptr inbounds i8, i8* %115, i64 4
  store i8* %122, i8** %114, align 8, !tbaa !25
  br label %123

123:                                              ; preds = %113, %96
  %124 = phi i64 [ %103, %96 ], [ %120, %113 ]
  %125 = phi i64 [ %102, %96 ], [ %121, %113 ]
  %126 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %109
  %127 = load i64, i64* %126, align 8, !tbaa !16
  %128 = zext i16 %111 to i64
  %129 = and i64 %127, %124
  %130 = sub i64 %125, %109
  store i64 %130, i64* %13, align 8, !tbaa !22
  %131 = lshr i64 %124, %109
  store i64 %131, i64* %16, align 8, !tbaa !24
  %132 = add i64 %129, %128
  %133 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 30, i64 1
  store i64 %132, i64* %133, align 8, !tbaa !16
  switch i16 %60, label %140 [
    i16 1, label %134
    i16 0, label %138
  ]

134:                                              ; preds = %123
  %135 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 3
  %136 = load i64, i64* %135, align 8, !tbaa !16
  %137 = add i64 %136, 1
  br label %142

138:                                              ; preds = %123
  %139 = load i64, i64* %10, align 8, !tbaa !16
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
  %148 = load i64, i64* %147, align 8, !tbaa !16
  store i64 %148, i64* %10, align 8, !tbaa !16
  store i64 %146, i64* %147, align 8, !tbaa !16
  %149 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 24, i32 0
  %150 = load %struct.HuffmanCode**, %struct.HuffmanCode*** %149, align 8, !tbaa !86
  %151 = getelementptr inbounds %struct.HuffmanCode*, %struct.HuffmanCode** %150, i64 %146
  %152 = load %struct.HuffmanCode*, %struct.HuffmanCode** %151, align 8, !tbaa !18
  %153 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 19
  store %struct.HuffmanCode* %152, %struct.HuffmanCode** %153, align 8, !tbaa !87
  br label %154

154:                                              ; preds = %142, %1
  ret void
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define hidden fastcc void @DecodeLiteralBlockSwitch(%struct.BrotliDecoderStateStruct* noundef %0) unnamed_addr #10 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 32, i64 0
  %3 = load i64, i64* %2, align 8, !tbaa !16
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 26
  %5 = load %struct.HuffmanCode*, %struct.HuffmanCode** %4, align 8, !tbaa !79
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 27
  %7 = load %struct.HuffmanCode*, %struct.HuffmanCode** %6, align 8, !tbaa !80
  %8 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 0
  %9 = icmp ult i64 %3, 2
  br i1 %9, label %177, label %10

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 1
  %12 = load i64, i64* %11, align 8, !tbaa !22
  %13 = icmp ult i64 %12, 17
  %14 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 0
  %15 = load i64, i64* %14, align 8, !tbaa !24
  br i1 %13, label %16, label %25

16:                                               ; preds = %10
  %17 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %18 = load i8*, i8** %17, align 8, !tbaa !25
  %19 = bitcast i8* %18 to i64*
  %20 = load i64, i64* %19, align 1
  %21 = shl i64 %20, %12
  %22 = or i64 %21, %15
  %23 = add nuw nsw i64 %12, 48
  %24 = getelementptr inbounds i8, i8* %18, i64 6
  store i8* %24, i8** %17, align 8, !tbaa !25
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
  %43 = load i64, i64* %42, align 8, !tbaa !16
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
  store i64 %55, i64* %11, align 8, !tbaa !22
  %56 = lshr i64 %50, %54
  store i64 %56, i64* %14, align 8, !tbaa !24
  %57 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %53, i64 0, i32 1
  %58 = load i16, i16* %57, align 2, !tbaa !65
  %59 = zext i16 %58 to i64
  %60 = icmp ult i64 %55, 17
  br i1 %60, label %61, label %70

61:                                               ; preds = %49
  %62 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %63 = load i8*, i8** %62, align 8, !tbaa !25
  %64 = bitcast i8* %63 to i64*
  %65 = load i64, i64* %64, align 1
  %66 = shl i64 %65, %55
  %67 = or i64 %66, %56
  %68 = add nuw nsw i64 %55, 48
  %69 = getelementptr inbounds i8, i8* %63, i64 6
  store i8* %69, i8** %62, align 8, !tbaa !25
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
  %88 = load i64, i64* %87, align 8, !tbaa !16
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
  store i64 %100, i64* %11, align 8, !tbaa !22
  %101 = lshr i64 %95, %99
  store i64 %101, i64* %14, align 8, !tbaa !24
  %102 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %98, i64 0, i32 1
  %103 = load i16, i16* %102, align 2, !tbaa !65
  %104 = zext i16 %103 to i64
  %105 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %104, i32 1
  %106 = load i8, i8* %105, align 2, !tbaa !83
  %107 = zext i8 %106 to i64
  %108 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %104, i32 0
  %109 = load i16, i16* %108, align 4, !tbaa !85
  %110 = icmp ult i64 %100, 33
  br i1 %110, label %111, label %121

111:                                              ; preds = %94
  %112 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %113 = load i8*, i8** %112, align 8, !tbaa !25
  %114 = bitcast i8* %113 to i32*
  %115 = load i32, i32* %114, align 1
  %116 = zext i32 %115 to i64
  %117 = shl nuw i64 %116, %100
  %118 = or i64 %117, %101
  %119 = add nuw nsw i64 %100, 32
  %120 = getelementptr inbounds i8, i8* %113, i64 4
  store i8* %120, i8** %112, align 8, !tbaa !25
  br label %121

121:                                              ; preds = %111, %94
  %122 = phi i64 [ %101, %94 ], [ %118, %111 ]
  %123 = phi i64 [ %100, %94 ], [ %119, %111 ]
  %124 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %107
  %125 = load i64, i64* %124, align 8, !tbaa !16
  %126 = zext i16 %109 to i64
  %127 = and i64 %125, %122
  %128 = sub i64 %123, %107
  store i64 %128, i64* %11, align 8, !tbaa !22
  %129 = lshr i64 %122, %107
  store i64 %129, i64* %14, align 8, !tbaa !24
  %130 = add i64 %127, %126
  %131 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 30, i64 0
  store i64 %130, i64* %131, align 8, !tbaa !16
  switch i16 %58, label %138 [
    i16 1, label %132
    i16 0, label %136
  ]

132:                                              ; preds = %121
  %133 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 1
  %134 = load i64, i64* %133, align 8, !tbaa !16
  %135 = add i64 %134, 1
  br label %140

136:                                              ; preds = %121
  %137 = load i64, i64* %8, align 8, !tbaa !16
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
  %146 = load i64, i64* %145, align 8, !tbaa !16
  store i64 %146, i64* %8, align 8, !tbaa !16
  store i64 %144, i64* %145, align 8, !tbaa !16
  %147 = shl i64 %144, 6
  %148 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 57
  %149 = load i8*, i8** %148, align 8, !tbaa !88
  %150 = getelementptr inbounds i8, i8* %149, i64 %147
  %151 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 21
  store i8* %150, i8** %151, align 8, !tbaa !89
  %152 = lshr i64 %144, 5
  %153 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 61, i64 %152
  %154 = load i32, i32* %153, align 4, !tbaa !43
  %155 = zext i32 %154 to i64
  %156 = and i64 %144, 31
  %157 = lshr i64 %155, %156
  %158 = trunc i64 %157 to i32
  %159 = and i32 %158, 1
  %160 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 28
  store i32 %159, i32* %160, align 8, !tbaa !90
  %161 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 23, i32 0
  %162 = load %struct.HuffmanCode**, %struct.HuffmanCode*** %161, align 8, !tbaa !91
  %163 = load i8, i8* %150, align 1, !tbaa !27
  %164 = zext i8 %163 to i64
  %165 = getelementptr inbounds %struct.HuffmanCode*, %struct.HuffmanCode** %162, i64 %164
  %166 = load %struct.HuffmanCode*, %struct.HuffmanCode** %165, align 8, !tbaa !18
  %167 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 38
  store %struct.HuffmanCode* %166, %struct.HuffmanCode** %167, align 8, !tbaa !92
  %168 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 58
  %169 = load i8*, i8** %168, align 8, !tbaa !93
  %170 = getelementptr inbounds i8, i8* %169, i64 %144
  %171 = load i8, i8* %170, align 1, !tbaa !27
  %172 = and i8 %171, 3
  %173 = zext i8 %172 to i64
  %174 = shl nuw nsw i64 %173, 9
  %175 = getelementptr inbounds [2048 x i8], [2048 x i8]* @_kBrotliContextLookupTable, i64 0, i64 %174
  %176 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 20
  store i8* %175, i8** %176, align 8, !tbaa !94
  br label %177

177:                                              ; preds = %140, %1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define hidden fastcc void @InverseMoveToFrontTransform(i8* nocapture noundef %0, i64 noundef %1, %struct.BrotliDecoderStateStruct* nocapture noundef %2) unnamed_addr #12 {
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %2, i64 0, i32 41
  %5 = load i64, i64* %4, align 8, !tbaa !95
  %6 = getelementptr %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %2, i64 0, i32 42, i64 1
  store i32 50462976, i32* %6, align 4, !tbaa !43
  %7 = call i64 @llvm.umax.i64(i64 %5, i64 1)
  %8 = icmp ult i64 %7, 8
  br i1 %8, label %59, label %9

9:                                                ; preds = %3
  %10 = and i64 %7, -8
  %11 = trunc i64 %10 to i32
  %12 = mul i32 %11, 67372036
  %13 = add i32 %12, 50462976
  %14 = or i64 %10, 1
  %15 = add i64 %10, -8
  %16 = lshr exact i64 %15, 3
  %17 = add nuw nsw i64 %16, 1
  %18 = and i64 %17, 1
  %19 = icmp eq i64 %15, 0
  br i1 %19, label %46, label %20

20:                                               ; preds = %9
  %21 = and i64 %17, 4611686018427387902
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %40, %22 ]
  %24 = phi <4 x i32> [ <i32 50462976, i32 117835012, i32 185207048, i32 252579084>, %20 ], [ %41, %22 ]
  %25 = phi i64 [ 0, %20 ], [ %42, %22 ]
  %26 = or i64 %23, 1
  %27 = add <4 x i32> %24, <i32 67372036, i32 67372036, i32 67372036, i32 67372036>
  %28 = add <4 x i32> %24, <i32 336860180, i32 336860180, i32 336860180, i32 336860180>
  %29 = getelementptr inbounds i32, i32* %6, i64 %26
  %30 = bitcast i32* %29 to <4 x i32>*
  store <4 x i32> %27, <4 x i32>* %30, align 4, !tbaa !43
  %31 = getelementptr inbounds i32, i32* %29, i64 4
  %32 = bitcast i32* %31 to <4 x i32>*
  store <4 x i32> %28, <4 x i32>* %32, align 4, !tbaa !43
  %33 = or i64 %23, 9
  %34 = add <4 x i32> %24, <i32 606348324, i32 606348324, i32 606348324, i32 606348324>
  %35 = add <4 x i32> %24, <i32 875836468, i32 875836468, i32 875836468, i32 875836468>
  %36 = getelementptr inbounds i32, i32* %6, i64 %33
  %37 = bitcast i32* %36 to <4 x i32>*
  store <4 x i32> %34, <4 x i32>* %37, align 4, !tbaa !43
  %38 = getelementptr inbounds i32, i32* %36, i64 4
  %39 = bitcast i32* %38 to <4 x i32>*
  store <4 x i32> %35, <4 x i32>* %39, align 4, !tbaa !43
  %40 = add nuw i64 %23, 16
  %41 = add <4 x i32> %24, <i32 1077952576, i32 1077952576, i32 1077952576, i32 1077952576>
  %42 = add i64 %25, 2
  %43 = icmp eq i64 %42, %21
  br i1 %43, label %44, label %22, !llvm.loop !96

44:                                               ; preds = %22
  %45 = or i64 %40, 1
  br label %46

46:                                               ; preds = %44, %9
  %47 = phi i64 [ 1, %9 ], [ %45, %44 ]
  %48 = phi <4 x i32> [ <i32 50462976, i32 117835012, i32 185207048, i32 252579084>, %9 ], [ %41, %44 ]
  %49 = icmp eq i64 %18, 0
  br i1 %49, label %57, label %50

50:                                               ; preds = %46
  %51 = add <4 x i32> %48, <i32 67372036, i32 67372036, i32 67372036, i32 67372036>
  %52 = add <4 x i32> %48, <i32 336860180, i32 336860180, i32 336860180, i32 336860180>
  %53 = getelementptr inbounds i32, i32* %6, i64 %47
  %54 = bitcast i32* %53 to <4 x i32>*
  store <4 x i32> %51, <4 x i32>* %54, align 4, !tbaa !43
  %55 = getelementptr inbounds i32, i32* %53, i64 4
  %56 = bitcast i32* %55 to <4 x i32>*
  store <4 x i32> %52, <4 x i32>* %56, align 4, !tbaa !43
  br label %57

57:                                               ; preds = %50, %46
  %58 = icmp eq i64 %7, %10
  br i1 %58, label %69, label %59

59:                                               ; preds = %57, %3
  %60 = phi i32 [ 50462976, %3 ], [ %13, %57 ]
  %61 = phi i64 [ 1, %3 ], [ %14, %57 ]
  br label %62

62:                                               ; preds = %62, %59
  %63 = phi i32 [ %65, %62 ], [ %60, %59 ]
  %64 = phi i64 [ %67, %62 ], [ %61, %59 ]
  %65 = add i32 %63, 67372036
  %66 = getelementptr inbounds i32, i32* %6, i64 %64
  store i32 %65, i32* %66, align 4, !tbaa !43
  %67 = add nuw i64 %64, 1
  %68 = icmp eq i64 %64, %7
  br i1 %68, label %69, label %62, !llvm.loop !98

69:                                               ; preds = %62, %57
  %70 = bitcast i32* %6 to i8*
  %71 = icmp eq i64 %1, 0
  br i1 %71, label %119, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, i8* %70, i64 -1
  %74 = getelementptr %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %2, i64 0, i32 42, i64 0
  %75 = bitcast i32* %74 to i8*
  %76 = getelementptr i8, i8* %75, i64 3
  %77 = and i64 %1, 1
  %78 = icmp eq i64 %1, 1
  br i1 %78, label %103, label %79

79:                                               ; preds = %72
  %80 = and i64 %1, -2
  br label %81

81:                                               ; preds = %81, %79
  %82 = phi i64 [ 0, %79 ], [ %100, %81 ]
  %83 = phi i64 [ 0, %79 ], [ %99, %81 ]
  %84 = phi i64 [ 0, %79 ], [ %101, %81 ]
  %85 = getelementptr inbounds i8, i8* %0, i64 %82
  %86 = load i8, i8* %85, align 1, !tbaa !27
  %87 = zext i8 %86 to i64
  %88 = getelementptr inbounds i8, i8* %70, i64 %87
  %89 = load i8, i8* %88, align 1, !tbaa !27
  store i8 %89, i8* %85, align 1, !tbaa !27
  store i8 %89, i8* %73, align 1, !tbaa !27
  %90 = add nuw nsw i64 %87, 1
  call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 %70, i8* noundef nonnull align 1 dereferenceable(1) %76, i64 %90, i1 false), !tbaa !27
  %91 = or i64 %83, %87
  %92 = or i64 %82, 1
  %93 = getelementptr inbounds i8, i8* %0, i64 %92
  %94 = load i8, i8* %93, align 1, !tbaa !27
  %95 = zext i8 %94 to i64
  %96 = getelementptr inbounds i8, i8* %70, i64 %95
  %97 = load i8, i8* %96, align 1, !tbaa !27
  store i8 %97, i8* %93, align 1, !tbaa !27
  store i8 %97, i8* %73, align 1, !tbaa !27
  %98 = add nuw nsw i64 %95, 1
  call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 %70, i8* noundef nonnull align 1 dereferenceable(1) %76, i64 %98, i1 false), !tbaa !27
  %99 = or i64 %91, %95
  %100 = add nuw i64 %82, 2
  %101 = add i64 %84, 2
  %102 = icmp eq i64 %101, %80
  br i1 %102, label %103, label %81, !llvm.loop !100

103:                                              ; preds = %81, %72
  %104 = phi i64 [ undef, %72 ], [ %99, %81 ]
  %105 = phi i64 [ 0, %72 ], [ %100, %81 ]
  %106 = phi i64 [ 0, %72 ], [ %99, %81 ]
  %107 = icmp eq i64 %77, 0
  br i1 %107, label %116, label %108

108:                                              ; preds = %103
  %109 = getelementptr inbounds i8, i8* %0, i64 %105
  %110 = load i8, i8* %109, align 1, !tbaa !27
  %111 = zext i8 %110 to i64
  %112 = getelementptr inbounds i8, i8* %70, i64 %111
  %113 = load i8, i8* %112, align 1, !tbaa !27
  store i8 %113, i8* %109, align 1, !tbaa !27
  store i8 %113, i8* %73, align 1, !tbaa !27
  %114 = add nuw nsw i64 %111, 1
  call void @llvm.memmove.p0i8.p0i8.i64(i8* noundef nonnull align 1 %70, i8* noundef nonnull align 1 dereferenceable(1) %76, i64 %114, i1 false), !tbaa !27
  %115 = or i64 %106, %111
  br label %116

116:                                              ; preds = %108, %103
  %117 = phi i64 [ %104, %103 ], [ %115, %108 ]
  %118 = lshr i64 %117, 2
  br label %119

119:                                              ; preds = %116, %69
  %120 = phi i64 [ 0, %69 ], [ %118, %116 ]
  store i64 %120, i64* %4, align 8, !tbaa !95
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umax.i64(i64, i64) #15

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @BrotliDecoderHasMoreOutput(%struct.BrotliDecoderStateStruct* nocapture noundef readonly %0) local_unnamed_addr #16 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 15
  %3 = load i32, i32* %2, align 8, !tbaa !46
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %25, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 17
  %7 = load i8*, i8** %6, align 8, !tbaa !57
  %8 = icmp eq i8* %7, null
  br i1 %8, label %25, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 8
  %11 = load i32, i32* %10, align 8, !tbaa !58
  %12 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 11
  %13 = load i32, i32* %12, align 4, !tbaa !56
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 39
  %16 = load i64, i64* %15, align 8, !tbaa !101
  %17 = sext i32 %13 to i64
  %18 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 40
  %19 = load i64, i64* %18, align 8, !tbaa !102
  %20 = sub i64 %14, %19
  %21 = mul i64 %16, %17
  %22 = sub i64 0, %21
  %23 = icmp ne i64 %20, %22
  %24 = zext i1 %23 to i32
  br label %25

25:                                               ; preds = %9, %5, %1
  %26 = phi i32 [ 0, %1 ], [ 0, %5 ], [ %24, %9 ]
  ret i32 %26
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i8* @BrotliDecoderTakeOutput(%struct.BrotliDecoderStateStruct* nocapture noundef %0, i64* nocapture noundef %1) local_unnamed_addr #17 {
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #28
  store i8* null, i8** %3, align 8, !tbaa !18
  %6 = bitcast i64* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #28
  %7 = load i64, i64* %1, align 8, !tbaa !16
  %8 = icmp eq i64 %7, 0
  %9 = select i1 %8, i64 16777216, i64 %7
  store i64 %9, i64* %4, align 8, !tbaa !16
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 17
  %11 = load i8*, i8** %10, align 8, !tbaa !57
  %12 = icmp eq i8* %11, null
  br i1 %12, label %17, label %13

13:                                               ; preds = %2
  %14 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 15
  %15 = load i32, i32* %14, align 8, !tbaa !46
  %16 = icmp slt i32 %15, 0
  br i1 %16, label %17, label %18

17:                                               ; preds = %13, %2
  store i64 0, i64* %1, align 8, !tbaa !16
  br label %31

18:                                               ; preds = %13
  tail call fastcc void @WrapRingBuffer(%struct.BrotliDecoderStateStruct* noundef nonnull %0)
  %19 = call fastcc i32 @WriteRingBuffer(%struct.BrotliDecoderStateStruct* noundef nonnull %0, i64* noundef nonnull %4, i8** noundef nonnull %3, i64* noundef null, i32 noundef 1)
  %20 = and i32 %19, -3
  %21 = icmp eq i32 %20, 1
  br i1 %21, label %22, label %26

22:                                               ; preds = %18
  %23 = load i64, i64* %4, align 8, !tbaa !16
  %24 = sub i64 %9, %23
  store i64 %24, i64* %1, align 8, !tbaa !16
  %25 = load i8*, i8** %3, align 8, !tbaa !18
  br label %31

26:                                               ; preds = %18
  %27 = icmp slt i32 %19, 0
  br i1 %27, label %28, label %30

28:                                               ; preds = %26
  %29 = call fastcc i32 @SaveErrorCode(%struct.BrotliDecoderStateStruct* noundef nonnull %0, i32 noundef %19, i64 noundef 0)
  br label %30

30:                                               ; preds = %28, %26
  store i64 0, i64* %1, align 8, !tbaa !16
  br label %31

31:                                               ; preds = %30, %22, %17
  %32 = phi i8* [ null, %17 ], [ null, %30 ], [ %25, %22 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #28
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #28
  ret i8* %32
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @BrotliDecoderIsUsed(%struct.BrotliDecoderStateStruct* nocapture noundef readonly %0) local_unnamed_addr #16 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 8, !tbaa !28
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 1
  %7 = load i64, i64* %6, align 8, !tbaa !22
  %8 = icmp ne i64 %7, 0
  %9 = zext i1 %8 to i32
  br label %10

10:                                               ; preds = %5, %1
  %11 = phi i32 [ 1, %1 ], [ %9, %5 ]
  ret i32 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i8* @BrotliDecoderErrorString(i32 noundef %0) local_unnamed_addr #0 {
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

; Function Attrs: nofree nosync nounwind uwtable
define hidden i32 @BrotliBuildHuffmanTable(%struct.HuffmanCode* noundef %0, i32 noundef %1, i16* nocapture noundef readonly %2, i16* nocapture noundef %3) local_unnamed_addr #19 {
  br label %5

5:                                                ; preds = %5, %4
  %6 = phi i64 [ %10, %5 ], [ -1, %4 ]
  %7 = getelementptr inbounds i16, i16* %2, i64 %6
  %8 = load i16, i16* %7, align 2, !tbaa !103
  %9 = icmp eq i16 %8, -1
  %10 = add i64 %6, -1
  br i1 %9, label %5, label %11, !llvm.loop !104

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

22:                                               ; preds = %109, %11
  %23 = phi i64 [ %113, %109 ], [ 1, %11 ]
  %24 = phi i64 [ %110, %109 ], [ 0, %11 ]
  %25 = phi i64 [ %112, %109 ], [ 128, %11 ]
  %26 = phi i32 [ %111, %109 ], [ 2, %11 ]
  %27 = getelementptr inbounds i16, i16* %3, i64 %23
  %28 = load i16, i16* %27, align 2, !tbaa !103
  %29 = icmp eq i16 %28, 0
  br i1 %29, label %109, label %30

30:                                               ; preds = %22
  %31 = zext i16 %28 to i32
  %32 = trunc i64 %23 to i32
  %33 = and i32 %32, 255
  %34 = trunc i64 %23 to i32
  %35 = add i32 %34, -16
  %36 = and i32 %31, 1
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %59, label %38

38:                                               ; preds = %30
  %39 = sext i32 %35 to i64
  %40 = getelementptr inbounds i16, i16* %2, i64 %39
  %41 = load i16, i16* %40, align 2, !tbaa !103
  %42 = zext i16 %41 to i32
  %43 = shl nuw i32 %42, 16
  %44 = or i32 %43, %33
  %45 = getelementptr inbounds [256 x i8], [256 x i8]* @kReverseBits, i64 0, i64 %24
  %46 = load i8, i8* %45, align 1, !tbaa !27
  %47 = zext i8 %46 to i64
  %48 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 %47
  br label %49

49:                                               ; preds = %49, %38
  %50 = phi i32 [ %18, %38 ], [ %51, %49 ]
  %51 = sub nsw i32 %50, %26
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %48, i64 %52
  %54 = bitcast %struct.HuffmanCode* %53 to i32*
  store i32 %44, i32* %54, align 2, !tbaa.struct !105
  %55 = icmp sgt i32 %51, 0
  br i1 %55, label %49, label %56, !llvm.loop !106

56:                                               ; preds = %49
  %57 = add i64 %24, %25
  %58 = add nsw i32 %31, -1
  br label %59

59:                                               ; preds = %56, %30
  %60 = phi i64 [ undef, %30 ], [ %57, %56 ]
  %61 = phi i32 [ %31, %30 ], [ %58, %56 ]
  %62 = phi i64 [ %24, %30 ], [ %57, %56 ]
  %63 = phi i32 [ %35, %30 ], [ %42, %56 ]
  %64 = icmp eq i16 %28, 1
  br i1 %64, label %109, label %65

65:                                               ; preds = %105, %59
  %66 = phi i32 [ %107, %105 ], [ %61, %59 ]
  %67 = phi i64 [ %106, %105 ], [ %62, %59 ]
  %68 = phi i32 [ %91, %105 ], [ %63, %59 ]
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i16, i16* %2, i64 %69
  %71 = load i16, i16* %70, align 2, !tbaa !103
  %72 = zext i16 %71 to i32
  %73 = shl nuw i32 %72, 16
  %74 = or i32 %73, %33
  %75 = getelementptr inbounds [256 x i8], [256 x i8]* @kReverseBits, i64 0, i64 %67
  %76 = load i8, i8* %75, align 1, !tbaa !27
  %77 = zext i8 %76 to i64
  %78 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 %77
  br label %79

79:                                               ; preds = %79, %65
  %80 = phi i32 [ %18, %65 ], [ %81, %79 ]
  %81 = sub nsw i32 %80, %26
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %78, i64 %82
  %84 = bitcast %struct.HuffmanCode* %83 to i32*
  store i32 %74, i32* %84, align 2, !tbaa.struct !105
  %85 = icmp sgt i32 %81, 0
  br i1 %85, label %79, label %86, !llvm.loop !106

86:                                               ; preds = %79
  %87 = add i64 %67, %25
  %88 = zext i16 %71 to i64
  %89 = getelementptr inbounds i16, i16* %2, i64 %88
  %90 = load i16, i16* %89, align 2, !tbaa !103
  %91 = zext i16 %90 to i32
  %92 = shl nuw i32 %91, 16
  %93 = or i32 %92, %33
  %94 = getelementptr inbounds [256 x i8], [256 x i8]* @kReverseBits, i64 0, i64 %87
  %95 = load i8, i8* %94, align 1, !tbaa !27
  %96 = zext i8 %95 to i64
  %97 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 %96
  br label %98

98:                                               ; preds = %98, %86
  %99 = phi i32 [ %18, %86 ], [ %100, %98 ]
  %100 = sub nsw i32 %99, %26
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %97, i64 %101
  %103 = bitcast %struct.HuffmanCode* %102 to i32*
  store i32 %93, i32* %103, align 2, !tbaa.struct !105
  %104 = icmp sgt i32 %100, 0
  br i1 %104, label %98, label %105, !llvm.loop !106

105:                                              ; preds = %98
  %106 = add i64 %87, %25
  %107 = add nsw i32 %66, -2
  %108 = icmp eq i32 %107, 0
  br i1 %108, label %109, label %65, !llvm.loop !107

109:                                              ; preds = %105, %59, %22
  %110 = phi i64 [ %24, %22 ], [ %60, %59 ], [ %106, %105 ]
  %111 = shl i32 %26, 1
  %112 = lshr i64 %25, 1
  %113 = add nuw nsw i64 %23, 1
  %114 = icmp eq i64 %113, %21
  br i1 %114, label %115, label %22, !llvm.loop !108

115:                                              ; preds = %109
  %116 = icmp eq i32 %14, %18
  br i1 %116, label %126, label %117

117:                                              ; preds = %115
  %118 = getelementptr %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 0, i32 0
  br label %119

119:                                              ; preds = %119, %117
  %120 = phi i32 [ %18, %117 ], [ %124, %119 ]
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 %121, i32 0
  %123 = shl nsw i64 %121, 2
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %122, i8* align 2 %118, i64 %123, i1 false)
  %124 = shl i32 %120, 1
  %125 = icmp eq i32 %14, %124
  br i1 %125, label %126, label %119, !llvm.loop !109

126:                                              ; preds = %119, %115
  %127 = add nsw i32 %1, -1
  %128 = zext i32 %127 to i64
  %129 = lshr i64 128, %128
  %130 = icmp sgt i32 %13, %1
  br i1 %130, label %131, label %248

131:                                              ; preds = %126
  %132 = ptrtoint %struct.HuffmanCode* %0 to i64
  %133 = sext i32 %1 to i64
  %134 = sext i32 %13 to i64
  br label %135

135:                                              ; preds = %239, %131
  %136 = phi i64 [ %133, %131 ], [ %144, %239 ]
  %137 = phi %struct.HuffmanCode* [ %0, %131 ], [ %244, %239 ]
  %138 = phi i32 [ %14, %131 ], [ %243, %239 ]
  %139 = phi i32 [ %14, %131 ], [ %242, %239 ]
  %140 = phi i32 [ 2, %131 ], [ %245, %239 ]
  %141 = phi i64 [ 128, %131 ], [ %246, %239 ]
  %142 = phi i64 [ 256, %131 ], [ %241, %239 ]
  %143 = phi i64 [ %110, %131 ], [ %240, %239 ]
  %144 = add nsw i64 %136, 1
  %145 = getelementptr inbounds i16, i16* %3, i64 %144
  %146 = load i16, i16* %145, align 2, !tbaa !103
  %147 = icmp eq i16 %146, 0
  br i1 %147, label %239, label %148

148:                                              ; preds = %135
  %149 = icmp slt i64 %136, 14
  %150 = trunc i64 %144 to i32
  %151 = sub i32 %150, %1
  %152 = shl nuw i32 1, %151
  %153 = and i32 %151, 255
  %154 = trunc i64 %136 to i32
  %155 = add i32 %154, -15
  br label %156

156:                                              ; preds = %234, %148
  %157 = phi i16 [ %146, %148 ], [ %237, %234 ]
  %158 = phi %struct.HuffmanCode* [ %137, %148 ], [ %216, %234 ]
  %159 = phi i32 [ %138, %148 ], [ %215, %234 ]
  %160 = phi i32 [ %139, %148 ], [ %214, %234 ]
  %161 = phi i64 [ %142, %148 ], [ %235, %234 ]
  %162 = phi i64 [ %143, %148 ], [ %212, %234 ]
  %163 = phi i32 [ %155, %148 ], [ %220, %234 ]
  %164 = icmp eq i64 %161, 256
  br i1 %164, label %165, label %211

165:                                              ; preds = %156
  %166 = sext i32 %160 to i64
  %167 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %158, i64 %166
  br i1 %149, label %168, label %192

168:                                              ; preds = %165
  %169 = zext i16 %157 to i32
  %170 = sub nsw i32 %152, %169
  %171 = icmp slt i32 %170, 1
  br i1 %171, label %185, label %172

172:                                              ; preds = %178, %168
  %173 = phi i32 [ %183, %178 ], [ %170, %168 ]
  %174 = phi i64 [ %175, %178 ], [ %144, %168 ]
  %175 = add nsw i64 %174, 1
  %176 = trunc i64 %175 to i32
  %177 = icmp eq i32 %176, 15
  br i1 %177, label %188, label %178, !llvm.loop !110

178:                                              ; preds = %172
  %179 = shl nuw i32 %173, 1
  %180 = getelementptr inbounds i16, i16* %3, i64 %175
  %181 = load i16, i16* %180, align 2, !tbaa !103
  %182 = zext i16 %181 to i32
  %183 = sub nsw i32 %179, %182
  %184 = icmp slt i32 %183, 1
  br i1 %184, label %185, label %172

185:                                              ; preds = %178, %168
  %186 = phi i64 [ %144, %168 ], [ %175, %178 ]
  %187 = trunc i64 %186 to i32
  br label %188

188:                                              ; preds = %185, %172
  %189 = phi i32 [ %187, %185 ], [ 15, %172 ]
  %190 = sub nsw i32 %189, %1
  %191 = shl nuw i32 1, %190
  br label %192

192:                                              ; preds = %188, %165
  %193 = phi i32 [ %152, %165 ], [ %191, %188 ]
  %194 = phi i32 [ %151, %165 ], [ %190, %188 ]
  %195 = add nsw i32 %193, %159
  %196 = getelementptr inbounds [256 x i8], [256 x i8]* @kReverseBits, i64 0, i64 %162
  %197 = load i8, i8* %196, align 1, !tbaa !27
  %198 = zext i8 %197 to i64
  %199 = add i64 %162, %129
  %200 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 %198
  %201 = add nsw i32 %194, %1
  %202 = ptrtoint %struct.HuffmanCode* %167 to i64
  %203 = sub i64 %202, %132
  %204 = lshr exact i64 %203, 2
  %205 = sub nsw i64 %204, %198
  %206 = trunc i64 %205 to i32
  %207 = shl i32 %206, 16
  %208 = and i32 %201, 255
  %209 = or i32 %207, %208
  %210 = bitcast %struct.HuffmanCode* %200 to i32*
  store i32 %209, i32* %210, align 2, !tbaa.struct !105
  br label %211

211:                                              ; preds = %192, %156
  %212 = phi i64 [ %199, %192 ], [ %162, %156 ]
  %213 = phi i64 [ 0, %192 ], [ %161, %156 ]
  %214 = phi i32 [ %193, %192 ], [ %160, %156 ]
  %215 = phi i32 [ %195, %192 ], [ %159, %156 ]
  %216 = phi %struct.HuffmanCode* [ %167, %192 ], [ %158, %156 ]
  %217 = sext i32 %163 to i64
  %218 = getelementptr inbounds i16, i16* %2, i64 %217
  %219 = load i16, i16* %218, align 2, !tbaa !103
  %220 = zext i16 %219 to i32
  %221 = shl nuw i32 %220, 16
  %222 = or i32 %221, %153
  %223 = getelementptr inbounds [256 x i8], [256 x i8]* @kReverseBits, i64 0, i64 %213
  %224 = load i8, i8* %223, align 1, !tbaa !27
  %225 = zext i8 %224 to i64
  %226 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %216, i64 %225
  br label %227

227:                                              ; preds = %227, %211
  %228 = phi i32 [ %214, %211 ], [ %229, %227 ]
  %229 = sub nsw i32 %228, %140
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %226, i64 %230
  %232 = bitcast %struct.HuffmanCode* %231 to i32*
  store i32 %222, i32* %232, align 2, !tbaa.struct !105
  %233 = icmp sgt i32 %229, 0
  br i1 %233, label %227, label %234, !llvm.loop !106

234:                                              ; preds = %227
  %235 = add i64 %213, %141
  %236 = load i16, i16* %145, align 2, !tbaa !103
  %237 = add i16 %236, -1
  store i16 %237, i16* %145, align 2, !tbaa !103
  %238 = icmp eq i16 %237, 0
  br i1 %238, label %239, label %156, !llvm.loop !111

239:                                              ; preds = %234, %135
  %240 = phi i64 [ %143, %135 ], [ %212, %234 ]
  %241 = phi i64 [ %142, %135 ], [ %235, %234 ]
  %242 = phi i32 [ %139, %135 ], [ %214, %234 ]
  %243 = phi i32 [ %138, %135 ], [ %215, %234 ]
  %244 = phi %struct.HuffmanCode* [ %137, %135 ], [ %216, %234 ]
  %245 = shl i32 %140, 1
  %246 = lshr i64 %141, 1
  %247 = icmp eq i64 %144, %134
  br i1 %247, label %248, label %135, !llvm.loop !112

248:                                              ; preds = %239, %126
  %249 = phi i32 [ %14, %126 ], [ %243, %239 ]
  ret i32 %249
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #15

; Function Attrs: nofree nosync nounwind uwtable
define hidden i32 @BrotliBuildSimpleHuffmanTable(%struct.HuffmanCode* noundef %0, i32 noundef %1, i16* noundef %2, i32 noundef %3) local_unnamed_addr #19 {
  %5 = shl nuw i32 1, %1
  switch i32 %3, label %198 [
    i32 0, label %6
    i32 1, label %10
    i32 2, label %35
    i32 3, label %120
    i32 4, label %138
  ]

6:                                                ; preds = %4
  %7 = load i16, i16* %2, align 2, !tbaa !103
  %8 = zext i16 %7 to i32
  %9 = shl nuw i32 %8, 16
  br label %193

10:                                               ; preds = %4
  %11 = getelementptr inbounds i16, i16* %2, i64 1
  %12 = load i16, i16* %11, align 2, !tbaa !103
  %13 = load i16, i16* %2, align 2, !tbaa !103
  %14 = icmp ugt i16 %12, %13
  br i1 %14, label %15, label %25

15:                                               ; preds = %10
  %16 = zext i16 %13 to i32
  %17 = shl nuw i32 %16, 16
  %18 = or i32 %17, 1
  %19 = bitcast %struct.HuffmanCode* %0 to i32*
  store i32 %18, i32* %19, align 2, !tbaa.struct !105
  %20 = load i16, i16* %11, align 2, !tbaa !103
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
  store i32 %28, i32* %29, align 2, !tbaa.struct !105
  %30 = load i16, i16* %2, align 2, !tbaa !103
  %31 = zext i16 %30 to i32
  %32 = shl nuw i32 %31, 16
  %33 = or i32 %32, 1
  %34 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 1
  br label %193

35:                                               ; preds = %4
  %36 = load i16, i16* %2, align 2, !tbaa !103
  %37 = zext i16 %36 to i32
  %38 = shl nuw i32 %37, 16
  %39 = or i32 %38, 1
  %40 = bitcast %struct.HuffmanCode* %0 to i32*
  store i32 %39, i32* %40, align 2, !tbaa.struct !105
  %41 = load i16, i16* %2, align 2, !tbaa !103
  %42 = zext i16 %41 to i32
  %43 = shl nuw i32 %42, 16
  %44 = or i32 %43, 1
  %45 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 2
  %46 = bitcast %struct.HuffmanCode* %45 to i32*
  store i32 %44, i32* %46, align 2, !tbaa.struct !105
  %47 = getelementptr inbounds i16, i16* %2, i64 2
  %48 = load i16, i16* %47, align 2, !tbaa !103
  %49 = getelementptr inbounds i16, i16* %2, i64 1
  %50 = load i16, i16* %49, align 2, !tbaa !103
  %51 = icmp ugt i16 %48, %50
  br i1 %51, label %52, label %63

52:                                               ; preds = %35
  %53 = zext i16 %50 to i32
  %54 = shl nuw i32 %53, 16
  %55 = or i32 %54, 2
  %56 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 1
  %57 = bitcast %struct.HuffmanCode* %56 to i32*
  store i32 %55, i32* %57, align 2, !tbaa.struct !105
  %58 = load i16, i16* %47, align 2, !tbaa !103
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
  store i32 %66, i32* %68, align 2, !tbaa.struct !105
  %69 = load i16, i16* %49, align 2, !tbaa !103
  %70 = zext i16 %69 to i32
  %71 = shl nuw i32 %70, 16
  %72 = or i32 %71, 2
  %73 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 3
  br label %193

74:                                               ; preds = %137, %132
  %75 = getelementptr inbounds i16, i16* %2, i64 1
  %76 = getelementptr inbounds i16, i16* %2, i64 2
  %77 = load i16, i16* %76, align 2, !tbaa !103
  %78 = load i16, i16* %75, align 2, !tbaa !103
  %79 = icmp ult i16 %77, %78
  br i1 %79, label %80, label %81

80:                                               ; preds = %74
  store i16 %78, i16* %76, align 2, !tbaa !103
  store i16 %77, i16* %75, align 2, !tbaa !103
  br label %81

81:                                               ; preds = %80, %74
  %82 = phi i16 [ %77, %80 ], [ %78, %74 ]
  %83 = getelementptr inbounds i16, i16* %2, i64 3
  %84 = load i16, i16* %83, align 2, !tbaa !103
  %85 = icmp ult i16 %84, %82
  br i1 %85, label %86, label %87

86:                                               ; preds = %81
  store i16 %82, i16* %83, align 2, !tbaa !103
  store i16 %84, i16* %75, align 2, !tbaa !103
  br label %87

87:                                               ; preds = %86, %81
  %88 = getelementptr inbounds i16, i16* %2, i64 2
  %89 = getelementptr inbounds i16, i16* %2, i64 3
  %90 = load i16, i16* %89, align 2, !tbaa !103
  %91 = load i16, i16* %88, align 2, !tbaa !103
  %92 = icmp ult i16 %90, %91
  br i1 %92, label %93, label %94

93:                                               ; preds = %87
  store i16 %91, i16* %89, align 2, !tbaa !103
  store i16 %90, i16* %88, align 2, !tbaa !103
  br label %94

94:                                               ; preds = %93, %87
  %95 = load i16, i16* %2, align 2, !tbaa !103
  %96 = zext i16 %95 to i32
  %97 = shl nuw i32 %96, 16
  %98 = or i32 %97, 2
  %99 = bitcast %struct.HuffmanCode* %0 to i32*
  store i32 %98, i32* %99, align 2, !tbaa.struct !105
  %100 = getelementptr inbounds i16, i16* %2, i64 1
  %101 = load i16, i16* %100, align 2, !tbaa !103
  %102 = zext i16 %101 to i32
  %103 = shl nuw i32 %102, 16
  %104 = or i32 %103, 2
  %105 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 2
  %106 = bitcast %struct.HuffmanCode* %105 to i32*
  store i32 %104, i32* %106, align 2, !tbaa.struct !105
  %107 = getelementptr inbounds i16, i16* %2, i64 2
  %108 = load i16, i16* %107, align 2, !tbaa !103
  %109 = zext i16 %108 to i32
  %110 = shl nuw i32 %109, 16
  %111 = or i32 %110, 2
  %112 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 1
  %113 = bitcast %struct.HuffmanCode* %112 to i32*
  store i32 %111, i32* %113, align 2, !tbaa.struct !105
  %114 = getelementptr inbounds i16, i16* %2, i64 3
  %115 = load i16, i16* %114, align 2, !tbaa !103
  %116 = zext i16 %115 to i32
  %117 = shl nuw i32 %116, 16
  %118 = or i32 %117, 2
  %119 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 3
  br label %193

120:                                              ; preds = %4
  %121 = getelementptr inbounds i16, i16* %2, i64 1
  %122 = load i16, i16* %121, align 2, !tbaa !103
  %123 = load i16, i16* %2, align 2, !tbaa !103
  %124 = icmp ult i16 %122, %123
  br i1 %124, label %125, label %126

125:                                              ; preds = %120
  store i16 %123, i16* %121, align 2, !tbaa !103
  store i16 %122, i16* %2, align 2, !tbaa !103
  br label %126

126:                                              ; preds = %125, %120
  %127 = phi i16 [ %123, %120 ], [ %122, %125 ]
  %128 = getelementptr inbounds i16, i16* %2, i64 2
  %129 = load i16, i16* %128, align 2, !tbaa !103
  %130 = icmp ult i16 %129, %127
  br i1 %130, label %131, label %132

131:                                              ; preds = %126
  store i16 %127, i16* %128, align 2, !tbaa !103
  store i16 %129, i16* %2, align 2, !tbaa !103
  br label %132

132:                                              ; preds = %131, %126
  %133 = phi i16 [ %129, %131 ], [ %127, %126 ]
  %134 = getelementptr inbounds i16, i16* %2, i64 3
  %135 = load i16, i16* %134, align 2, !tbaa !103
  %136 = icmp ult i16 %135, %133
  br i1 %136, label %137, label %74

137:                                              ; preds = %132
  store i16 %133, i16* %134, align 2, !tbaa !103
  store i16 %135, i16* %2, align 2, !tbaa !103
  br label %74

138:                                              ; preds = %4
  %139 = getelementptr inbounds i16, i16* %2, i64 3
  %140 = load i16, i16* %139, align 2, !tbaa !103
  %141 = getelementptr inbounds i16, i16* %2, i64 2
  %142 = load i16, i16* %141, align 2, !tbaa !103
  %143 = icmp ult i16 %140, %142
  br i1 %143, label %144, label %145

144:                                              ; preds = %138
  store i16 %142, i16* %139, align 2, !tbaa !103
  store i16 %140, i16* %141, align 2, !tbaa !103
  br label %145

145:                                              ; preds = %144, %138
  %146 = load i16, i16* %2, align 2, !tbaa !103
  %147 = zext i16 %146 to i32
  %148 = shl nuw i32 %147, 16
  %149 = or i32 %148, 1
  %150 = bitcast %struct.HuffmanCode* %0 to i32*
  store i32 %149, i32* %150, align 2, !tbaa.struct !105
  %151 = getelementptr inbounds i16, i16* %2, i64 1
  %152 = load i16, i16* %151, align 2, !tbaa !103
  %153 = zext i16 %152 to i32
  %154 = shl nuw i32 %153, 16
  %155 = or i32 %154, 2
  %156 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 1
  %157 = bitcast %struct.HuffmanCode* %156 to i32*
  store i32 %155, i32* %157, align 2, !tbaa.struct !105
  %158 = load i16, i16* %2, align 2, !tbaa !103
  %159 = zext i16 %158 to i32
  %160 = shl nuw i32 %159, 16
  %161 = or i32 %160, 1
  %162 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 2
  %163 = bitcast %struct.HuffmanCode* %162 to i32*
  store i32 %161, i32* %163, align 2, !tbaa.struct !105
  %164 = load i16, i16* %141, align 2, !tbaa !103
  %165 = zext i16 %164 to i32
  %166 = shl nuw i32 %165, 16
  %167 = or i32 %166, 3
  %168 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 3
  %169 = bitcast %struct.HuffmanCode* %168 to i32*
  store i32 %167, i32* %169, align 2, !tbaa.struct !105
  %170 = load i16, i16* %2, align 2, !tbaa !103
  %171 = zext i16 %170 to i32
  %172 = shl nuw i32 %171, 16
  %173 = or i32 %172, 1
  %174 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 4
  %175 = bitcast %struct.HuffmanCode* %174 to i32*
  store i32 %173, i32* %175, align 2, !tbaa.struct !105
  %176 = load i16, i16* %151, align 2, !tbaa !103
  %177 = zext i16 %176 to i32
  %178 = shl nuw i32 %177, 16
  %179 = or i32 %178, 2
  %180 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 5
  %181 = bitcast %struct.HuffmanCode* %180 to i32*
  store i32 %179, i32* %181, align 2, !tbaa.struct !105
  %182 = load i16, i16* %2, align 2, !tbaa !103
  %183 = zext i16 %182 to i32
  %184 = shl nuw i32 %183, 16
  %185 = or i32 %184, 1
  %186 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 6
  %187 = bitcast %struct.HuffmanCode* %186 to i32*
  store i32 %185, i32* %187, align 2, !tbaa.struct !105
  %188 = load i16, i16* %139, align 2, !tbaa !103
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
  br i1 %209, label %210, label %203, !llvm.loop !113

210:                                              ; preds = %203, %198
  ret i32 %5
}

; Function Attrs: nounwind uwtable
declare hidden i32 @BrotliDecoderStateInit(%struct.BrotliDecoderStateStruct* noundef, i8* (i8*, i64)* noundef, void (i8*, i8*)* noundef, i8* noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define hidden void @BrotliDecoderStateMetablockBegin(%struct.BrotliDecoderStateStruct* noundef writeonly %0) local_unnamed_addr #20 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 16
  store i32 0, i32* %2, align 4, !tbaa !52
  %3 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 30, i64 0
  %4 = bitcast i64* %3 to <2 x i64>*
  store <2 x i64> <i64 16777216, i64 16777216>, <2 x i64>* %4, align 8, !tbaa !16
  %5 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 30, i64 2
  store i64 16777216, i64* %5, align 8, !tbaa !16
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 32, i64 0
  %7 = bitcast i64* %6 to <2 x i64>*
  store <2 x i64> <i64 1, i64 1>, <2 x i64>* %7, align 8, !tbaa !16
  %8 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 32, i64 2
  %9 = bitcast i64* %8 to <2 x i64>*
  store <2 x i64> <i64 1, i64 1>, <2 x i64>* %9, align 8, !tbaa !16
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 1
  %11 = bitcast i64* %10 to <2 x i64>*
  store <2 x i64> <i64 0, i64 1>, <2 x i64>* %11, align 8, !tbaa !16
  %12 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 3
  %13 = bitcast i64* %12 to <2 x i64>*
  store <2 x i64> <i64 0, i64 1>, <2 x i64>* %13, align 8, !tbaa !16
  %14 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 5
  store i64 0, i64* %14, align 8, !tbaa !16
  %15 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 57
  %16 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 37
  %17 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 45
  store i8 0, i8* %17, align 4, !tbaa !114
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

; Function Attrs: nounwind uwtable
define hidden void @BrotliDecoderStateCleanupAfterMetablock(%struct.BrotliDecoderStateStruct* nocapture noundef %0) local_unnamed_addr #5 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 4
  %3 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 5
  %5 = load i8*, i8** %4, align 8, !tbaa !33
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 58
  %7 = load i8*, i8** %6, align 8, !tbaa !93
  tail call void %3(i8* noundef %5, i8* noundef %7) #28
  store i8* null, i8** %6, align 8, !tbaa !93
  %8 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %9 = load i8*, i8** %4, align 8, !tbaa !33
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 57
  %11 = load i8*, i8** %10, align 8, !tbaa !88
  tail call void %8(i8* noundef %9, i8* noundef %11) #28
  store i8* null, i8** %10, align 8, !tbaa !88
  %12 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %13 = load i8*, i8** %4, align 8, !tbaa !33
  %14 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 37
  %15 = load i8*, i8** %14, align 8, !tbaa !115
  tail call void %12(i8* noundef %13, i8* noundef %15) #28
  store i8* null, i8** %14, align 8, !tbaa !115
  %16 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %17 = load i8*, i8** %4, align 8, !tbaa !33
  %18 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 23, i32 0
  %19 = bitcast %struct.HuffmanCode*** %18 to i8**
  %20 = load i8*, i8** %19, align 8, !tbaa !91
  tail call void %16(i8* noundef %17, i8* noundef %20) #28
  store %struct.HuffmanCode** null, %struct.HuffmanCode*** %18, align 8, !tbaa !91
  %21 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %22 = load i8*, i8** %4, align 8, !tbaa !33
  %23 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 24, i32 0
  %24 = bitcast %struct.HuffmanCode*** %23 to i8**
  %25 = load i8*, i8** %24, align 8, !tbaa !86
  tail call void %21(i8* noundef %22, i8* noundef %25) #28
  store %struct.HuffmanCode** null, %struct.HuffmanCode*** %23, align 8, !tbaa !86
  %26 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %27 = load i8*, i8** %4, align 8, !tbaa !33
  %28 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 25, i32 0
  %29 = bitcast %struct.HuffmanCode*** %28 to i8**
  %30 = load i8*, i8** %29, align 8, !tbaa !116
  tail call void %26(i8* noundef %27, i8* noundef %30) #28
  store %struct.HuffmanCode** null, %struct.HuffmanCode*** %28, align 8, !tbaa !116
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliDecoderStateCleanup(%struct.BrotliDecoderStateStruct* nocapture noundef %0) local_unnamed_addr #5 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 4
  %3 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 5
  %5 = load i8*, i8** %4, align 8, !tbaa !33
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 58
  %7 = load i8*, i8** %6, align 8, !tbaa !93
  tail call void %3(i8* noundef %5, i8* noundef %7) #28
  store i8* null, i8** %6, align 8, !tbaa !93
  %8 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %9 = load i8*, i8** %4, align 8, !tbaa !33
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 57
  %11 = load i8*, i8** %10, align 8, !tbaa !88
  tail call void %8(i8* noundef %9, i8* noundef %11) #28
  store i8* null, i8** %10, align 8, !tbaa !88
  %12 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %13 = load i8*, i8** %4, align 8, !tbaa !33
  %14 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 37
  %15 = load i8*, i8** %14, align 8, !tbaa !115
  tail call void %12(i8* noundef %13, i8* noundef %15) #28
  store i8* null, i8** %14, align 8, !tbaa !115
  %16 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %17 = load i8*, i8** %4, align 8, !tbaa !33
  %18 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 23, i32 0
  %19 = bitcast %struct.HuffmanCode*** %18 to i8**
  %20 = load i8*, i8** %19, align 8, !tbaa !91
  tail call void %16(i8* noundef %17, i8* noundef %20) #28
  store %struct.HuffmanCode** null, %struct.HuffmanCode*** %18, align 8, !tbaa !91
  %21 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %22 = load i8*, i8** %4, align 8, !tbaa !33
  %23 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 24, i32 0
  %24 = bitcast %struct.HuffmanCode*** %23 to i8**
  %25 = load i8*, i8** %24, align 8, !tbaa !86
  tail call void %21(i8* noundef %22, i8* noundef %25) #28
  store %struct.HuffmanCode** null, %struct.HuffmanCode*** %23, align 8, !tbaa !86
  %26 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %27 = load i8*, i8** %4, align 8, !tbaa !33
  %28 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 25, i32 0
  %29 = bitcast %struct.HuffmanCode*** %28 to i8**
  %30 = load i8*, i8** %29, align 8, !tbaa !116
  tail call void %26(i8* noundef %27, i8* noundef %30) #28
  store %struct.HuffmanCode** null, %struct.HuffmanCode*** %28, align 8, !tbaa !116
  %31 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %32 = load i8*, i8** %4, align 8, !tbaa !33
  %33 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 60
  %34 = bitcast %struct.BrotliDecoderCompoundDictionary** %33 to i8**
  %35 = load i8*, i8** %34, align 8, !tbaa !35
  tail call void %31(i8* noundef %32, i8* noundef %35) #28
  store %struct.BrotliDecoderCompoundDictionary* null, %struct.BrotliDecoderCompoundDictionary** %33, align 8, !tbaa !35
  %36 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 59
  %37 = load %struct.BrotliSharedDictionaryStruct*, %struct.BrotliSharedDictionaryStruct** %36, align 8, !tbaa !34
  tail call void @BrotliSharedDictionaryDestroyInstance(%struct.BrotliSharedDictionaryStruct* noundef %37) #28
  store %struct.BrotliSharedDictionaryStruct* null, %struct.BrotliSharedDictionaryStruct** %36, align 8, !tbaa !34
  %38 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %39 = load i8*, i8** %4, align 8, !tbaa !33
  %40 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 17
  %41 = load i8*, i8** %40, align 8, !tbaa !57
  tail call void %38(i8* noundef %39, i8* noundef %41) #28
  store i8* null, i8** %40, align 8, !tbaa !57
  %42 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !32
  %43 = load i8*, i8** %4, align 8, !tbaa !33
  %44 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 26
  %45 = bitcast %struct.HuffmanCode** %44 to i8**
  %46 = load i8*, i8** %45, align 8, !tbaa !79
  tail call void %42(i8* noundef %43, i8* noundef %46) #28
  store %struct.HuffmanCode* null, %struct.HuffmanCode** %44, align 8, !tbaa !79
  ret void
}

; Function Attrs: nounwind uwtable
define hidden i32 @BrotliDecoderHuffmanTreeGroupInit(%struct.BrotliDecoderStateStruct* nocapture noundef readonly %0, %struct.HuffmanTreeGroup* nocapture noundef writeonly %1, i64 noundef %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #5 {
  %6 = shl i64 %3, 2
  %7 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 3
  %8 = load i8* (i8*, i64)*, i8* (i8*, i64)** %7, align 8, !tbaa !36
  %9 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 5
  %10 = load i8*, i8** %9, align 8, !tbaa !33
  %11 = add i64 %6, 1512
  %12 = mul i64 %11, %4
  %13 = tail call i8* %8(i8* noundef %10, i64 noundef %12) #28
  %14 = bitcast i8* %13 to %struct.HuffmanCode**
  %15 = trunc i64 %2 to i16
  %16 = getelementptr inbounds %struct.HuffmanTreeGroup, %struct.HuffmanTreeGroup* %1, i64 0, i32 2
  store i16 %15, i16* %16, align 8, !tbaa !117
  %17 = trunc i64 %3 to i16
  %18 = getelementptr inbounds %struct.HuffmanTreeGroup, %struct.HuffmanTreeGroup* %1, i64 0, i32 3
  store i16 %17, i16* %18, align 2, !tbaa !118
  %19 = trunc i64 %4 to i16
  %20 = getelementptr inbounds %struct.HuffmanTreeGroup, %struct.HuffmanTreeGroup* %1, i64 0, i32 4
  store i16 %19, i16* %20, align 4, !tbaa !119
  %21 = bitcast %struct.HuffmanTreeGroup* %1 to i8**
  store i8* %13, i8** %21, align 8, !tbaa !120
  %22 = getelementptr inbounds %struct.HuffmanCode*, %struct.HuffmanCode** %14, i64 %4
  %23 = getelementptr inbounds %struct.HuffmanTreeGroup, %struct.HuffmanTreeGroup* %1, i64 0, i32 1
  %24 = bitcast %struct.HuffmanCode** %23 to %struct.HuffmanCode***
  store %struct.HuffmanCode** %22, %struct.HuffmanCode*** %24, align 8, !tbaa !121
  %25 = icmp ne i8* %13, null
  %26 = zext i1 %25 to i32
  ret i32 %26
}

; Function Attrs: nofree nosync nounwind uwtable
define hidden void @BrotliCreateBackwardReferences(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* nocapture noundef readonly %4, %struct.BrotliEncoderParams* noundef readonly %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* nocapture noundef %8, %struct.Command* noundef %9, i64* nocapture noundef %10, i64* nocapture noundef %11) local_unnamed_addr #19 {
  %13 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %5, i64 0, i32 10, i32 1, i32 0
  %14 = load i64, i64* %13, align 8, !tbaa !122
  %15 = icmp eq i64 %14, 0
  %16 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %5, i64 0, i32 8, i32 0
  %17 = load i32, i32* %16, align 8, !tbaa !132
  br i1 %15, label %26, label %18

18:                                               ; preds = %12
  switch i32 %17, label %39 [
    i32 5, label %19
    i32 6, label %20
    i32 40, label %21
    i32 41, label %22
    i32 42, label %23
    i32 55, label %24
    i32 65, label %25
    i32 2, label %27
    i32 3, label %28
    i32 4, label %29
    i32 54, label %35
    i32 35, label %36
  ]

19:                                               ; preds = %18
  tail call fastcc void @CreateBackwardReferencesDH5(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, %struct.BrotliEncoderParams* noundef nonnull %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* noundef %8, %struct.Command* noundef %9, i64* noundef %10, i64* noundef %11)
  br label %39

20:                                               ; preds = %18
  tail call fastcc void @CreateBackwardReferencesDH6(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, %struct.BrotliEncoderParams* noundef nonnull %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* noundef %8, %struct.Command* noundef %9, i64* noundef %10, i64* noundef %11)
  br label %39

21:                                               ; preds = %18
  tail call fastcc void @CreateBackwardReferencesDH40(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, %struct.BrotliEncoderParams* noundef nonnull %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* noundef %8, %struct.Command* noundef %9, i64* noundef %10, i64* noundef %11)
  br label %39

22:                                               ; preds = %18
  tail call fastcc void @CreateBackwardReferencesDH41(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, %struct.BrotliEncoderParams* noundef nonnull %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* noundef %8, %struct.Command* noundef %9, i64* noundef %10, i64* noundef %11)
  br label %39

23:                                               ; preds = %18
  tail call fastcc void @CreateBackwardReferencesDH42(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, %struct.BrotliEncoderParams* noundef nonnull %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* noundef %8, %struct.Command* noundef %9, i64* noundef %10, i64* noundef %11)
  br label %39

24:                                               ; preds = %18
  tail call fastcc void @CreateBackwardReferencesDH55(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, %struct.BrotliEncoderParams* noundef nonnull %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* noundef %8, %struct.Command* noundef %9, i64* noundef %10, i64* noundef %11)
  br label %39

25:                                               ; preds = %18
  tail call fastcc void @CreateBackwardReferencesDH65(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, %struct.BrotliEncoderParams* noundef nonnull %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* noundef %8, %struct.Command* noundef %9, i64* noundef %10, i64* noundef %11)
  br label %39

26:                                               ; preds = %12
  switch i32 %17, label %39 [
    i32 2, label %27
    i32 3, label %28
    i32 4, label %29
    i32 5, label %30
    i32 6, label %31
    i32 40, label %32
    i32 41, label %33
    i32 42, label %34
    i32 54, label %35
    i32 35, label %36
    i32 55, label %37
    i32 65, label %38
  ]

27:                                               ; preds = %26, %18
  tail call fastcc void @CreateBackwardReferencesNH2(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, %struct.BrotliEncoderParams* noundef nonnull %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* noundef %8, %struct.Command* noundef %9, i64* noundef %10, i64* noundef %11)
  br label %39

28:                                               ; preds = %26, %18
  tail call fastcc void @CreateBackwardReferencesNH3(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, %struct.BrotliEncoderParams* noundef nonnull %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* noundef %8, %struct.Command* noundef %9, i64* noundef %10, i64* noundef %11)
  br label %39

29:                                               ; preds = %26, %18
  tail call fastcc void @CreateBackwardReferencesNH4(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, %struct.BrotliEncoderParams* noundef nonnull %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* noundef %8, %struct.Command* noundef %9, i64* noundef %10, i64* noundef %11)
  br label %39

30:                                               ; preds = %26
  tail call fastcc void @CreateBackwardReferencesNH5(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, %struct.BrotliEncoderParams* noundef nonnull %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* noundef %8, %struct.Command* noundef %9, i64* noundef %10, i64* noundef %11)
  br label %39

31:                                               ; preds = %26
  tail call fastcc void @CreateBackwardReferencesNH6(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, %struct.BrotliEncoderParams* noundef nonnull %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* noundef %8, %struct.Command* noundef %9, i64* noundef %10, i64* noundef %11)
  br label %39

32:                                               ; preds = %26
  tail call fastcc void @CreateBackwardReferencesNH40(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, %struct.BrotliEncoderParams* noundef nonnull %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* noundef %8, %struct.Command* noundef %9, i64* noundef %10, i64* noundef %11)
  br label %39

33:                                               ; preds = %26
  tail call fastcc void @CreateBackwardReferencesNH41(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, %struct.BrotliEncoderParams* noundef nonnull %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* noundef %8, %struct.Command* noundef %9, i64* noundef %10, i64* noundef %11)
  br label %39

34:                                               ; preds = %26
  tail call fastcc void @CreateBackwardReferencesNH42(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, %struct.BrotliEncoderParams* noundef nonnull %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* noundef %8, %struct.Command* noundef %9, i64* noundef %10, i64* noundef %11)
  br label %39

35:                                               ; preds = %26, %18
  tail call fastcc void @CreateBackwardReferencesNH54(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, %struct.BrotliEncoderParams* noundef nonnull %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* noundef %8, %struct.Command* noundef %9, i64* noundef %10, i64* noundef %11)
  br label %39

36:                                               ; preds = %26, %18
  tail call fastcc void @CreateBackwardReferencesNH35(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, %struct.BrotliEncoderParams* noundef nonnull %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* noundef %8, %struct.Command* noundef %9, i64* noundef %10, i64* noundef %11)
  br label %39

37:                                               ; preds = %26
  tail call fastcc void @CreateBackwardReferencesNH55(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, %struct.BrotliEncoderParams* noundef nonnull %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* noundef %8, %struct.Command* noundef %9, i64* noundef %10, i64* noundef %11)
  br label %39

38:                                               ; preds = %26
  tail call fastcc void @CreateBackwardReferencesNH65(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* noundef %4, %struct.BrotliEncoderParams* noundef nonnull %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* noundef %8, %struct.Command* noundef %9, i64* noundef %10, i64* noundef %11)
  br label %39

39:                                               ; preds = %38, %37, %36, %35, %34, %33, %32, %31, %30, %29, %28, %27, %26, %25, %24, %23, %22, %21, %20, %19, %18
  ret void
}

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc void @CreateBackwardReferencesDH5(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* noundef readonly, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #11

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc void @CreateBackwardReferencesDH6(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* noundef readonly, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #11

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc void @CreateBackwardReferencesDH40(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef, i32* nocapture noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #11

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc void @CreateBackwardReferencesDH41(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #11

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc void @CreateBackwardReferencesDH42(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #11

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc void @CreateBackwardReferencesDH55(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readnone, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef, i32* nocapture noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #11

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc void @CreateBackwardReferencesDH65(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* noundef, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #11

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc void @CreateBackwardReferencesNH2(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef readonly, i32* nocapture noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #11

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc void @CreateBackwardReferencesNH3(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readnone, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef readonly, i32* nocapture noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #11

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc void @CreateBackwardReferencesNH4(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef readonly, i32* nocapture noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #11

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc void @CreateBackwardReferencesNH5(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* noundef readonly, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #11

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc void @CreateBackwardReferencesNH6(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* noundef readonly, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #11

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc void @CreateBackwardReferencesNH40(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef, i32* nocapture noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #11

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc void @CreateBackwardReferencesNH41(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #11

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc void @CreateBackwardReferencesNH42(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #11

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc void @CreateBackwardReferencesNH54(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readnone, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef readonly, i32* nocapture noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #11

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc void @CreateBackwardReferencesNH35(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readnone, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef, i32* nocapture noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #11

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc void @CreateBackwardReferencesNH55(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readnone, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef, i32* nocapture noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #11

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc void @CreateBackwardReferencesNH65(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* noundef, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #11

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #21

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #15

; Function Attrs: nofree norecurse nosync nounwind uwtable writeonly
define hidden void @BrotliInitZopfliNodes(%struct.ZopfliNode* nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #22 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %32, label %4

4:                                                ; preds = %2
  %5 = and i64 %1, 1
  %6 = icmp eq i64 %1, 1
  br i1 %6, label %24, label %7

7:                                                ; preds = %4
  %8 = and i64 %1, -2
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %21, %9 ]
  %11 = phi i64 [ 0, %7 ], [ %22, %9 ]
  %12 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %0, i64 %10, i32 0
  store i32 1, i32* %12, align 4, !tbaa.struct !133
  %13 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %0, i64 %10, i32 1
  store i32 0, i32* %13, align 4, !tbaa.struct !136
  %14 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %0, i64 %10, i32 2
  store i32 0, i32* %14, align 4, !tbaa.struct !137
  %15 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %0, i64 %10, i32 3, i32 0
  store float 0x47DFF933C0000000, float* %15, align 4, !tbaa.struct !138
  %16 = or i64 %10, 1
  %17 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %0, i64 %16, i32 0
  store i32 1, i32* %17, align 4, !tbaa.struct !133
  %18 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %0, i64 %16, i32 1
  store i32 0, i32* %18, align 4, !tbaa.struct !136
  %19 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %0, i64 %16, i32 2
  store i32 0, i32* %19, align 4, !tbaa.struct !137
  %20 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %0, i64 %16, i32 3, i32 0
  store float 0x47DFF933C0000000, float* %20, align 4, !tbaa.struct !138
  %21 = add nuw i64 %10, 2
  %22 = add i64 %11, 2
  %23 = icmp eq i64 %22, %8
  br i1 %23, label %24, label %9, !llvm.loop !139

24:                                               ; preds = %9, %4
  %25 = phi i64 [ 0, %4 ], [ %21, %9 ]
  %26 = icmp eq i64 %5, 0
  br i1 %26, label %32, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %0, i64 %25, i32 0
  store i32 1, i32* %28, align 4, !tbaa.struct !133
  %29 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %0, i64 %25, i32 1
  store i32 0, i32* %29, align 4, !tbaa.struct !136
  %30 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %0, i64 %25, i32 2
  store i32 0, i32* %30, align 4, !tbaa.struct !137
  %31 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %0, i64 %25, i32 3, i32 0
  store float 0x47DFF933C0000000, float* %31, align 4, !tbaa.struct !138
  br label %32

32:                                               ; preds = %27, %24, %2
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden void @BrotliZopfliCreateCommands(i64 noundef, i64 noundef, %struct.ZopfliNode* nocapture noundef readonly, i32* nocapture noundef, i64* nocapture noundef, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Command* nocapture noundef writeonly, i64* nocapture noundef) local_unnamed_addr #19

; Function Attrs: nounwind uwtable
declare hidden i64 @BrotliZopfliComputeShortestPath(%struct.MemoryManager* noundef, i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, i32* nocapture noundef readonly, %struct.Hasher* nocapture noundef readonly, %struct.ZopfliNode* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @log2(double noundef) local_unnamed_addr #23

; Function Attrs: nounwind uwtable
define hidden void @BrotliCreateZopfliBackwardReferences(%struct.MemoryManager* noundef %0, i64 noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i8* nocapture noundef readonly %5, %struct.BrotliEncoderParams* nocapture noundef readonly %6, %struct.Hasher* nocapture noundef readonly %7, i32* nocapture noundef %8, i64* nocapture noundef %9, %struct.Command* nocapture noundef writeonly %10, i64* nocapture noundef %11, i64* nocapture noundef %12) local_unnamed_addr #5 {
  %14 = add i64 %1, 1
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %47, label %16

16:                                               ; preds = %13
  %17 = shl i64 %14, 4
  %18 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %17) #28
  %19 = bitcast i8* %18 to %struct.ZopfliNode*
  %20 = and i64 %14, 1
  %21 = icmp eq i64 %1, 0
  br i1 %21, label %39, label %22

22:                                               ; preds = %16
  %23 = and i64 %14, -2
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ 0, %22 ], [ %36, %24 ]
  %26 = phi i64 [ 0, %22 ], [ %37, %24 ]
  %27 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %19, i64 %25, i32 0
  store i32 1, i32* %27, align 4, !tbaa.struct !133
  %28 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %19, i64 %25, i32 1
  store i32 0, i32* %28, align 4, !tbaa.struct !136
  %29 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %19, i64 %25, i32 2
  store i32 0, i32* %29, align 4, !tbaa.struct !137
  %30 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %19, i64 %25, i32 3, i32 0
  store float 0x47DFF933C0000000, float* %30, align 4, !tbaa.struct !138
  %31 = or i64 %25, 1
  %32 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %19, i64 %31, i32 0
  store i32 1, i32* %32, align 4, !tbaa.struct !133
  %33 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %19, i64 %31, i32 1
  store i32 0, i32* %33, align 4, !tbaa.struct !136
  %34 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %19, i64 %31, i32 2
  store i32 0, i32* %34, align 4, !tbaa.struct !137
  %35 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %19, i64 %31, i32 3, i32 0
  store float 0x47DFF933C0000000, float* %35, align 4, !tbaa.struct !138
  %36 = add nuw i64 %25, 2
  %37 = add i64 %26, 2
  %38 = icmp eq i64 %37, %23
  br i1 %38, label %39, label %24, !llvm.loop !139

39:                                               ; preds = %24, %16
  %40 = phi i64 [ 0, %16 ], [ %36, %24 ]
  %41 = icmp eq i64 %20, 0
  br i1 %41, label %47, label %42

42:                                               ; preds = %39
  %43 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %19, i64 %40, i32 0
  store i32 1, i32* %43, align 4, !tbaa.struct !133
  %44 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %19, i64 %40, i32 1
  store i32 0, i32* %44, align 4, !tbaa.struct !136
  %45 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %19, i64 %40, i32 2
  store i32 0, i32* %45, align 4, !tbaa.struct !137
  %46 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %19, i64 %40, i32 3, i32 0
  store float 0x47DFF933C0000000, float* %46, align 4, !tbaa.struct !138
  br label %47

47:                                               ; preds = %42, %39, %13
  %48 = phi %struct.ZopfliNode* [ null, %13 ], [ %19, %39 ], [ %19, %42 ]
  %49 = tail call i64 @BrotliZopfliComputeShortestPath(%struct.MemoryManager* noundef %0, i64 noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, i8* noundef %5, %struct.BrotliEncoderParams* noundef %6, i32* noundef %8, %struct.Hasher* noundef %7, %struct.ZopfliNode* noundef %48)
  %50 = load i64, i64* %11, align 8, !tbaa !16
  %51 = add i64 %50, %49
  store i64 %51, i64* %11, align 8, !tbaa !16
  tail call void @BrotliZopfliCreateCommands(i64 noundef %1, i64 noundef %2, %struct.ZopfliNode* noundef %48, i32* noundef %8, i64* noundef %9, %struct.BrotliEncoderParams* noundef %6, %struct.Command* noundef %10, i64* noundef %12)
  %52 = bitcast %struct.ZopfliNode* %48 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %52) #28
  ret void
}

; Function Attrs: nofree nounwind uwtable
define hidden fastcc void @SetCost(i32* nocapture noundef readonly %0, i64 noundef %1, i32 noundef %2, float* nocapture noundef writeonly %3) unnamed_addr #24 {
  %5 = icmp eq i64 %1, 0
  br i1 %5, label %85, label %6

6:                                                ; preds = %4
  %7 = icmp ult i64 %1, 4
  br i1 %7, label %70, label %8

8:                                                ; preds = %6
  %9 = and i64 %1, -4
  %10 = add i64 %9, -4
  %11 = lshr exact i64 %10, 2
  %12 = add nuw nsw i64 %11, 1
  %13 = and i64 %12, 1
  %14 = icmp eq i64 %10, 0
  br i1 %14, label %46, label %15

15:                                               ; preds = %8
  %16 = and i64 %12, 9223372036854775806
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i64 [ 0, %15 ], [ %43, %17 ]
  %19 = phi <2 x i64> [ zeroinitializer, %15 ], [ %41, %17 ]
  %20 = phi <2 x i64> [ zeroinitializer, %15 ], [ %42, %17 ]
  %21 = phi i64 [ 0, %15 ], [ %44, %17 ]
  %22 = getelementptr inbounds i32, i32* %0, i64 %18
  %23 = bitcast i32* %22 to <2 x i32>*
  %24 = load <2 x i32>, <2 x i32>* %23, align 4, !tbaa !43
  %25 = getelementptr inbounds i32, i32* %22, i64 2
  %26 = bitcast i32* %25 to <2 x i32>*
  %27 = load <2 x i32>, <2 x i32>* %26, align 4, !tbaa !43
  %28 = zext <2 x i32> %24 to <2 x i64>
  %29 = zext <2 x i32> %27 to <2 x i64>
  %30 = add <2 x i64> %19, %28
  %31 = add <2 x i64> %20, %29
  %32 = or i64 %18, 4
  %33 = getelementptr inbounds i32, i32* %0, i64 %32
  %34 = bitcast i32* %33 to <2 x i32>*
  %35 = load <2 x i32>, <2 x i32>* %34, align 4, !tbaa !43
  %36 = getelementptr inbounds i32, i32* %33, i64 2
  %37 = bitcast i32* %36 to <2 x i32>*
  %38 = load <2 x i32>, <2 x i32>* %37, align 4, !tbaa !43
  %39 = zext <2 x i32> %35 to <2 x i64>
  %40 = zext <2 x i32> %38 to <2 x i64>
  %41 = add <2 x i64> %30, %39
  %42 = add <2 x i64> %31, %40
  %43 = add nuw i64 %18, 8
  %44 = add i64 %21, 2
  %45 = icmp eq i64 %44, %16
  br i1 %45, label %46, label %17, !llvm.loop !140

46:                                               ; preds = %17, %8
  %47 = phi <2 x i64> [ undef, %8 ], [ %41, %17 ]
  %48 = phi <2 x i64> [ undef, %8 ], [ %42, %17 ]
  %49 = phi i64 [ 0, %8 ], [ %43, %17 ]
  %50 = phi <2 x i64> [ zeroinitializer, %8 ], [ %41, %17 ]
  %51 = phi <2 x i64> [ zeroinitializer, %8 ], [ %42, %17 ]
  %52 = icmp eq i64 %13, 0
  br i1 %52, label %64, label %53

53:                                               ; preds = %46
  %54 = getelementptr inbounds i32, i32* %0, i64 %49
  %55 = bitcast i32* %54 to <2 x i32>*
  %56 = load <2 x i32>, <2 x i32>* %55, align 4, !tbaa !43
  %57 = getelementptr inbounds i32, i32* %54, i64 2
  %58 = bitcast i32* %57 to <2 x i32>*
  %59 = load <2 x i32>, <2 x i32>* %58, align 4, !tbaa !43
  %60 = zext <2 x i32> %56 to <2 x i64>
  %61 = zext <2 x i32> %59 to <2 x i64>
  %62 = add <2 x i64> %50, %60
  %63 = add <2 x i64> %51, %61
  br label %64

64:                                               ; preds = %53, %46
  %65 = phi <2 x i64> [ %47, %46 ], [ %62, %53 ]
  %66 = phi <2 x i64> [ %48, %46 ], [ %63, %53 ]
  %67 = add <2 x i64> %66, %65
  %68 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %67)
  %69 = icmp eq i64 %9, %1
  br i1 %69, label %82, label %70

70:                                               ; preds = %64, %6
  %71 = phi i64 [ 0, %6 ], [ %9, %64 ]
  %72 = phi i64 [ 0, %6 ], [ %68, %64 ]
  br label %73

73:                                               ; preds = %73, %70
  %74 = phi i64 [ %80, %73 ], [ %71, %70 ]
  %75 = phi i64 [ %79, %73 ], [ %72, %70 ]
  %76 = getelementptr inbounds i32, i32* %0, i64 %74
  %77 = load i32, i32* %76, align 4, !tbaa !43
  %78 = zext i32 %77 to i64
  %79 = add i64 %75, %78
  %80 = add nuw i64 %74, 1
  %81 = icmp eq i64 %80, %1
  br i1 %81, label %82, label %73, !llvm.loop !141

82:                                               ; preds = %73, %64
  %83 = phi i64 [ %68, %64 ], [ %79, %73 ]
  %84 = icmp ult i64 %83, 256
  br i1 %84, label %85, label %89

85:                                               ; preds = %82, %4
  %86 = phi i64 [ %83, %82 ], [ 0, %4 ]
  %87 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %86
  %88 = load double, double* %87, align 8, !tbaa !142
  br label %92

89:                                               ; preds = %82
  %90 = uitofp i64 %83 to double
  %91 = tail call double @log2(double noundef %90) #28
  br label %92

92:                                               ; preds = %89, %85
  %93 = phi i64 [ %86, %85 ], [ %83, %89 ]
  %94 = phi double [ %88, %85 ], [ %91, %89 ]
  %95 = fptrunc double %94 to float
  %96 = icmp eq i32 %2, 0
  %97 = icmp ne i64 %1, 0
  %98 = and i1 %96, %97
  br i1 %98, label %99, label %183

99:                                               ; preds = %92
  %100 = icmp ult i64 %1, 4
  br i1 %100, label %170, label %101

101:                                              ; preds = %99
  %102 = and i64 %1, -4
  %103 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %93, i64 0
  %104 = add i64 %102, -4
  %105 = lshr exact i64 %104, 2
  %106 = add nuw nsw i64 %105, 1
  %107 = and i64 %106, 1
  %108 = icmp eq i64 %104, 0
  br i1 %108, label %144, label %109

109:                                              ; preds = %101
  %110 = and i64 %106, 9223372036854775806
  br label %111

111:                                              ; preds = %111, %109
  %112 = phi i64 [ 0, %109 ], [ %141, %111 ]
  %113 = phi <2 x i64> [ %103, %109 ], [ %139, %111 ]
  %114 = phi <2 x i64> [ zeroinitializer, %109 ], [ %140, %111 ]
  %115 = phi i64 [ 0, %109 ], [ %142, %111 ]
  %116 = getelementptr inbounds i32, i32* %0, i64 %112
  %117 = bitcast i32* %116 to <2 x i32>*
  %118 = load <2 x i32>, <2 x i32>* %117, align 4, !tbaa !43
  %119 = getelementptr inbounds i32, i32* %116, i64 2
  %120 = bitcast i32* %119 to <2 x i32>*
  %121 = load <2 x i32>, <2 x i32>* %120, align 4, !tbaa !43
  %122 = icmp eq <2 x i32> %118, zeroinitializer
  %123 = icmp eq <2 x i32> %121, zeroinitializer
  %124 = zext <2 x i1> %122 to <2 x i64>
  %125 = zext <2 x i1> %123 to <2 x i64>
  %126 = add <2 x i64> %113, %124
  %127 = add <2 x i64> %114, %125
  %128 = or i64 %112, 4
  %129 = getelementptr inbounds i32, i32* %0, i64 %128
  %130 = bitcast i32* %129 to <2 x i32>*
  %131 = load <2 x i32>, <2 x i32>* %130, align 4, !tbaa !43
  %132 = getelementptr inbounds i32, i32* %129, i64 2
  %133 = bitcast i32* %132 to <2 x i32>*
  %134 = load <2 x i32>, <2 x i32>* %133, align 4, !tbaa !43
  %135 = icmp eq <2 x i32> %131, zeroinitializer
  %136 = icmp eq <2 x i32> %134, zeroinitializer
  %137 = zext <2 x i1> %135 to <2 x i64>
  %138 = zext <2 x i1> %136 to <2 x i64>
  %139 = add <2 x i64> %126, %137
  %140 = add <2 x i64> %127, %138
  %141 = add nuw i64 %112, 8
  %142 = add i64 %115, 2
  %143 = icmp eq i64 %142, %110
  br i1 %143, label %144, label %111, !llvm.loop !144

144:                                              ; preds = %111, %101
  %145 = phi <2 x i64> [ undef, %101 ], [ %139, %111 ]
  %146 = phi <2 x i64> [ undef, %101 ], [ %140, %111 ]
  %147 = phi i64 [ 0, %101 ], [ %141, %111 ]
  %148 = phi <2 x i64> [ %103, %101 ], [ %139, %111 ]
  %149 = phi <2 x i64> [ zeroinitializer, %101 ], [ %140, %111 ]
  %150 = icmp eq i64 %107, 0
  br i1 %150, label %164, label %151

151:                                              ; preds = %144
  %152 = getelementptr inbounds i32, i32* %0, i64 %147
  %153 = bitcast i32* %152 to <2 x i32>*
  %154 = load <2 x i32>, <2 x i32>* %153, align 4, !tbaa !43
  %155 = getelementptr inbounds i32, i32* %152, i64 2
  %156 = bitcast i32* %155 to <2 x i32>*
  %157 = load <2 x i32>, <2 x i32>* %156, align 4, !tbaa !43
  %158 = icmp eq <2 x i32> %154, zeroinitializer
  %159 = icmp eq <2 x i32> %157, zeroinitializer
  %160 = zext <2 x i1> %158 to <2 x i64>
  %161 = zext <2 x i1> %159 to <2 x i64>
  %162 = add <2 x i64> %148, %160
  %163 = add <2 x i64> %149, %161
  br label %164

164:                                              ; preds = %151, %144
  %165 = phi <2 x i64> [ %145, %144 ], [ %162, %151 ]
  %166 = phi <2 x i64> [ %146, %144 ], [ %163, %151 ]
  %167 = add <2 x i64> %166, %165
  %168 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %167)
  %169 = icmp eq i64 %102, %1
  br i1 %169, label %183, label %170

170:                                              ; preds = %164, %99
  %171 = phi i64 [ 0, %99 ], [ %102, %164 ]
  %172 = phi i64 [ %93, %99 ], [ %168, %164 ]
  br label %173

173:                                              ; preds = %173, %170
  %174 = phi i64 [ %181, %173 ], [ %171, %170 ]
  %175 = phi i64 [ %180, %173 ], [ %172, %170 ]
  %176 = getelementptr inbounds i32, i32* %0, i64 %174
  %177 = load i32, i32* %176, align 4, !tbaa !43
  %178 = icmp eq i32 %177, 0
  %179 = zext i1 %178 to i64
  %180 = add i64 %175, %179
  %181 = add nuw i64 %174, 1
  %182 = icmp eq i64 %181, %1
  br i1 %182, label %183, label %173, !llvm.loop !145

183:                                              ; preds = %173, %164, %92
  %184 = phi i64 [ %93, %92 ], [ %168, %164 ], [ %180, %173 ]
  %185 = icmp ult i64 %184, 256
  br i1 %185, label %186, label %189

186:                                              ; preds = %183
  %187 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %184
  %188 = load double, double* %187, align 8, !tbaa !142
  br label %192

189:                                              ; preds = %183
  %190 = uitofp i64 %184 to double
  %191 = tail call double @log2(double noundef %190) #28
  br label %192

192:                                              ; preds = %189, %186
  %193 = phi double [ %188, %186 ], [ %191, %189 ]
  %194 = fptrunc double %193 to float
  %195 = fadd float %194, 2.000000e+00
  br i1 %5, label %222, label %196

196:                                              ; preds = %219, %192
  %197 = phi i64 [ %220, %219 ], [ 0, %192 ]
  %198 = getelementptr inbounds i32, i32* %0, i64 %197
  %199 = load i32, i32* %198, align 4, !tbaa !43
  %200 = icmp eq i32 %199, 0
  br i1 %200, label %201, label %203

201:                                              ; preds = %196
  %202 = getelementptr inbounds float, float* %3, i64 %197
  store float %195, float* %202, align 4, !tbaa !134
  br label %219

203:                                              ; preds = %196
  %204 = icmp ult i32 %199, 256
  br i1 %204, label %205, label %209

205:                                              ; preds = %203
  %206 = zext i32 %199 to i64
  %207 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %206
  %208 = load double, double* %207, align 8, !tbaa !142
  br label %212

209:                                              ; preds = %203
  %210 = uitofp i32 %199 to double
  %211 = tail call double @log2(double noundef %210) #28
  br label %212

212:                                              ; preds = %209, %205
  %213 = phi double [ %208, %205 ], [ %211, %209 ]
  %214 = fptrunc double %213 to float
  %215 = fsub float %95, %214
  %216 = getelementptr inbounds float, float* %3, i64 %197
  store float %215, float* %216, align 4, !tbaa !134
  %217 = fcmp olt float %215, 1.000000e+00
  br i1 %217, label %218, label %219

218:                                              ; preds = %212
  store float 1.000000e+00, float* %216, align 4, !tbaa !134
  br label %219

219:                                              ; preds = %218, %212, %201
  %220 = add nuw i64 %197, 1
  %221 = icmp eq i64 %220, %1
  br i1 %221, label %222, label %196, !llvm.loop !146

222:                                              ; preds = %219, %192
  ret void
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #25

; Function Attrs: nofree nounwind uwtable
define hidden double @BrotliPopulationCostLiteral(%struct.HistogramLiteral* nocapture noundef readonly %0) local_unnamed_addr #24 {
  %2 = alloca [5 x i64], align 16
  %3 = alloca [18 x i32], align 16
  %4 = bitcast [5 x i64]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %4) #28
  %5 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !147
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %269, label %8

8:                                                ; preds = %30, %1
  %9 = phi i32 [ %31, %30 ], [ 0, %1 ]
  %10 = phi i64 [ %32, %30 ], [ 0, %1 ]
  %11 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !43
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %19, label %14

14:                                               ; preds = %8
  %15 = sext i32 %9 to i64
  %16 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 %15
  store i64 %10, i64* %16, align 8, !tbaa !16
  %17 = add nsw i32 %9, 1
  %18 = icmp sgt i32 %9, 3
  br i1 %18, label %34, label %19

19:                                               ; preds = %14, %8
  %20 = phi i32 [ %17, %14 ], [ %9, %8 ]
  %21 = or i64 %10, 1
  %22 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %21
  %23 = load i32, i32* %22, align 4, !tbaa !43
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %30, label %25

25:                                               ; preds = %19
  %26 = sext i32 %20 to i64
  %27 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 %26
  store i64 %21, i64* %27, align 8, !tbaa !16
  %28 = add nsw i32 %20, 1
  %29 = icmp sgt i32 %20, 3
  br i1 %29, label %34, label %30

30:                                               ; preds = %25, %19
  %31 = phi i32 [ %28, %25 ], [ %20, %19 ]
  %32 = add nuw nsw i64 %10, 2
  %33 = icmp eq i64 %32, 256
  br i1 %33, label %34, label %8, !llvm.loop !149

34:                                               ; preds = %30, %25, %14
  %35 = phi i32 [ %17, %14 ], [ %28, %25 ], [ %31, %30 ]
  switch i32 %35, label %110 [
    i32 1, label %269
    i32 2, label %36
    i32 3, label %39
    i32 4, label %63
  ]

36:                                               ; preds = %34
  %37 = uitofp i64 %6 to double
  %38 = fadd double %37, 2.000000e+01
  br label %269

39:                                               ; preds = %34
  %40 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 0
  %41 = load i64, i64* %40, align 16, !tbaa !16
  %42 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %41
  %43 = load i32, i32* %42, align 4, !tbaa !43
  %44 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 1
  %45 = load i64, i64* %44, align 8, !tbaa !16
  %46 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %45
  %47 = load i32, i32* %46, align 4, !tbaa !43
  %48 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 2
  %49 = load i64, i64* %48, align 16, !tbaa !16
  %50 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %49
  %51 = load i32, i32* %50, align 4, !tbaa !43
  %52 = icmp ugt i32 %47, %51
  %53 = select i1 %52, i32 %47, i32 %51
  %54 = icmp ugt i32 %43, %53
  %55 = select i1 %54, i32 %43, i32 %53
  %56 = add i32 %47, %43
  %57 = add i32 %56, %51
  %58 = shl i32 %57, 1
  %59 = uitofp i32 %58 to double
  %60 = fadd double %59, 2.800000e+01
  %61 = uitofp i32 %55 to double
  %62 = fsub double %60, %61
  br label %269

63:                                               ; preds = %34
  %64 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 0
  %65 = load i64, i64* %64, align 16, !tbaa !16
  %66 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %65
  %67 = load i32, i32* %66, align 4, !tbaa !43
  %68 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 1
  %69 = load i64, i64* %68, align 8, !tbaa !16
  %70 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %69
  %71 = load i32, i32* %70, align 4, !tbaa !43
  %72 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 2
  %73 = load i64, i64* %72, align 16, !tbaa !16
  %74 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %73
  %75 = load i32, i32* %74, align 4, !tbaa !43
  %76 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 3
  %77 = load i64, i64* %76, align 8, !tbaa !16
  %78 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %77
  %79 = load i32, i32* %78, align 4, !tbaa !43
  %80 = icmp ugt i32 %71, %67
  %81 = select i1 %80, i32 %67, i32 %71
  %82 = select i1 %80, i32 %71, i32 %67
  %83 = icmp ugt i32 %75, %82
  %84 = select i1 %83, i32 %82, i32 %75
  %85 = select i1 %83, i32 %75, i32 %82
  %86 = icmp ugt i32 %79, %85
  %87 = select i1 %86, i32 %79, i32 %85
  %88 = select i1 %86, i32 %85, i32 %79
  %89 = icmp ugt i32 %84, %81
  %90 = select i1 %89, i32 %81, i32 %84
  %91 = select i1 %89, i32 %84, i32 %81
  %92 = icmp ugt i32 %88, %91
  %93 = select i1 %92, i32 %88, i32 %91
  %94 = select i1 %92, i32 %91, i32 %88
  %95 = icmp ugt i32 %94, %90
  %96 = select i1 %95, i32 %90, i32 %94
  %97 = select i1 %95, i32 %94, i32 %90
  %98 = add i32 %96, %97
  %99 = icmp ugt i32 %98, %87
  %100 = select i1 %99, i32 %98, i32 %87
  %101 = mul i32 %98, 3
  %102 = uitofp i32 %101 to double
  %103 = fadd double %102, 3.700000e+01
  %104 = add i32 %93, %87
  %105 = shl i32 %104, 1
  %106 = uitofp i32 %105 to double
  %107 = fadd double %103, %106
  %108 = uitofp i32 %100 to double
  %109 = fsub double %107, %108
  br label %269

110:                                              ; preds = %34
  %111 = bitcast [18 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %111) #28
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(72) %111, i8 0, i64 72, i1 false)
  %112 = icmp ult i64 %6, 256
  br i1 %112, label %113, label %116

113:                                              ; preds = %110
  %114 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %6
  %115 = load double, double* %114, align 8, !tbaa !142
  br label %119

116:                                              ; preds = %110
  %117 = uitofp i64 %6 to double
  %118 = tail call double @log2(double noundef %117) #28
  br label %119

119:                                              ; preds = %116, %113
  %120 = phi double [ %115, %113 ], [ %118, %116 ]
  %121 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 17
  %122 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 0
  br label %123

123:                                              ; preds = %198, %119
  %124 = phi i32 [ 0, %119 ], [ %199, %198 ]
  %125 = phi i64 [ 1, %119 ], [ %202, %198 ]
  %126 = phi double [ 0.000000e+00, %119 ], [ %201, %198 ]
  %127 = phi i64 [ 0, %119 ], [ %200, %198 ]
  %128 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %127
  %129 = load i32, i32* %128, align 4, !tbaa !43
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %131, label %137

131:                                              ; preds = %123
  %132 = add i64 %127, 1
  %133 = icmp ult i64 %132, 256
  br i1 %133, label %134, label %178

134:                                              ; preds = %131
  %135 = trunc i64 %127 to i32
  %136 = sub nsw i32 256, %135
  br label %163

137:                                              ; preds = %123
  %138 = icmp ult i32 %129, 256
  br i1 %138, label %139, label %143

139:                                              ; preds = %137
  %140 = zext i32 %129 to i64
  %141 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %140
  %142 = load double, double* %141, align 8, !tbaa !142
  br label %147

143:                                              ; preds = %137
  %144 = uitofp i32 %129 to double
  %145 = tail call double @log2(double noundef %144) #28
  %146 = load i32, i32* %128, align 4, !tbaa !43
  br label %147

147:                                              ; preds = %143, %139
  %148 = phi i32 [ %129, %139 ], [ %146, %143 ]
  %149 = phi double [ %142, %139 ], [ %145, %143 ]
  %150 = fsub double %120, %149
  %151 = fadd double %150, 5.000000e-01
  %152 = fptoui double %151 to i64
  %153 = uitofp i32 %148 to double
  %154 = tail call double @llvm.fmuladd.f64(double %153, double %150, double %126)
  %155 = icmp ult i64 %152, 15
  %156 = select i1 %155, i64 %152, i64 15
  %157 = icmp ugt i64 %156, %125
  %158 = select i1 %157, i64 %156, i64 %125
  %159 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 %156
  %160 = load i32, i32* %159, align 4, !tbaa !43
  %161 = add i32 %160, 1
  store i32 %161, i32* %159, align 4, !tbaa !43
  %162 = add nuw nsw i64 %127, 1
  br label %198

163:                                              ; preds = %169, %134
  %164 = phi i64 [ %171, %169 ], [ %132, %134 ]
  %165 = phi i32 [ %170, %169 ], [ 1, %134 ]
  %166 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 0, i64 %164
  %167 = load i32, i32* %166, align 4, !tbaa !43
  %168 = icmp eq i32 %167, 0
  br i1 %168, label %169, label %173

169:                                              ; preds = %163
  %170 = add nuw nsw i32 %165, 1
  %171 = add i64 %164, 1
  %172 = icmp eq i64 %171, 256
  br i1 %172, label %173, label %163, !llvm.loop !150

173:                                              ; preds = %169, %163
  %174 = phi i32 [ %165, %163 ], [ %136, %169 ]
  %175 = zext i32 %174 to i64
  %176 = add i64 %127, %175
  %177 = icmp eq i64 %176, 256
  br i1 %177, label %204, label %181

178:                                              ; preds = %131
  %179 = add nuw i64 %127, 1
  %180 = icmp eq i64 %179, 256
  br i1 %180, label %204, label %183

181:                                              ; preds = %173
  %182 = icmp ult i32 %174, 3
  br i1 %182, label %183, label %188

183:                                              ; preds = %181, %178
  %184 = phi i32 [ %174, %181 ], [ 1, %178 ]
  %185 = phi i64 [ %176, %181 ], [ %179, %178 ]
  %186 = load i32, i32* %122, align 16, !tbaa !43
  %187 = add i32 %186, %184
  store i32 %187, i32* %122, align 16, !tbaa !43
  br label %198

188:                                              ; preds = %181
  %189 = add i32 %174, -2
  br label %190

190:                                              ; preds = %190, %188
  %191 = phi i32 [ %194, %190 ], [ %124, %188 ]
  %192 = phi i32 [ %196, %190 ], [ %189, %188 ]
  %193 = phi double [ %195, %190 ], [ %126, %188 ]
  %194 = add i32 %191, 1
  %195 = fadd double %193, 3.000000e+00
  %196 = lshr i32 %192, 3
  %197 = icmp ult i32 %192, 8
  br i1 %197, label %198, label %190, !llvm.loop !151

198:                                              ; preds = %190, %183, %147
  %199 = phi i32 [ %124, %147 ], [ %124, %183 ], [ %194, %190 ]
  %200 = phi i64 [ %162, %147 ], [ %185, %183 ], [ %176, %190 ]
  %201 = phi double [ %154, %147 ], [ %126, %183 ], [ %195, %190 ]
  %202 = phi i64 [ %158, %147 ], [ %125, %183 ], [ %125, %190 ]
  %203 = icmp ult i64 %200, 256
  br i1 %203, label %123, label %204, !llvm.loop !152

204:                                              ; preds = %198, %178, %173
  %205 = phi i32 [ %124, %173 ], [ %199, %198 ], [ %124, %178 ]
  %206 = phi double [ %126, %173 ], [ %201, %198 ], [ %126, %178 ]
  %207 = phi i64 [ %125, %173 ], [ %202, %198 ], [ %125, %178 ]
  store i32 %205, i32* %121, align 4, !tbaa !43
  %208 = shl i64 %207, 1
  %209 = add i64 %208, 18
  %210 = uitofp i64 %209 to double
  br label %211

211:                                              ; preds = %245, %204
  %212 = phi i64 [ 0, %204 ], [ %234, %245 ]
  %213 = phi double [ 0.000000e+00, %204 ], [ %248, %245 ]
  %214 = phi i64 [ 0, %204 ], [ %237, %245 ]
  %215 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 %212
  %216 = load i32, i32* %215, align 8, !tbaa !43
  %217 = zext i32 %216 to i64
  %218 = icmp ult i32 %216, 256
  br i1 %218, label %219, label %223

219:                                              ; preds = %211
  %220 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %217
  %221 = load double, double* %220, align 8, !tbaa !142
  %222 = uitofp i32 %216 to double
  br label %226

223:                                              ; preds = %211
  %224 = uitofp i32 %216 to double
  %225 = tail call double @log2(double noundef %224) #28
  br label %226

226:                                              ; preds = %223, %219
  %227 = phi double [ %222, %219 ], [ %224, %223 ]
  %228 = phi double [ %221, %219 ], [ %225, %223 ]
  %229 = or i64 %212, 1
  %230 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 %229
  %231 = fneg double %227
  %232 = tail call double @llvm.fmuladd.f64(double %231, double %228, double %213) #28
  %233 = add i64 %214, %217
  %234 = add nuw nsw i64 %212, 2
  %235 = load i32, i32* %230, align 4, !tbaa !43
  %236 = zext i32 %235 to i64
  %237 = add i64 %233, %236
  %238 = uitofp i32 %235 to double
  %239 = icmp ult i32 %235, 256
  br i1 %239, label %240, label %243

240:                                              ; preds = %226
  %241 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %236
  %242 = load double, double* %241, align 8, !tbaa !142
  br label %245

243:                                              ; preds = %226
  %244 = tail call double @log2(double noundef %238) #28
  br label %245

245:                                              ; preds = %243, %240
  %246 = phi double [ %242, %240 ], [ %244, %243 ]
  %247 = fneg double %238
  %248 = tail call double @llvm.fmuladd.f64(double %247, double %246, double %232) #28
  %249 = icmp ult i64 %212, 16
  br i1 %249, label %211, label %250, !llvm.loop !153

250:                                              ; preds = %245
  %251 = fadd double %206, %210
  %252 = icmp eq i64 %237, 0
  %253 = uitofp i64 %237 to double
  br i1 %252, label %264, label %254

254:                                              ; preds = %250
  %255 = icmp ult i64 %237, 256
  br i1 %255, label %256, label %259

256:                                              ; preds = %254
  %257 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %237
  %258 = load double, double* %257, align 8, !tbaa !142
  br label %261

259:                                              ; preds = %254
  %260 = tail call double @log2(double noundef %253) #28
  br label %261

261:                                              ; preds = %259, %256
  %262 = phi double [ %258, %256 ], [ %260, %259 ]
  %263 = tail call double @llvm.fmuladd.f64(double %253, double %262, double %248) #28
  br label %264

264:                                              ; preds = %261, %250
  %265 = phi double [ %263, %261 ], [ %248, %250 ]
  %266 = fcmp olt double %265, %253
  %267 = select i1 %266, double %253, double %265
  %268 = fadd double %251, %267
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %111) #28
  br label %269

269:                                              ; preds = %264, %63, %39, %36, %34, %1
  %270 = phi double [ %38, %36 ], [ %62, %39 ], [ %109, %63 ], [ %268, %264 ], [ 1.200000e+01, %1 ], [ 1.200000e+01, %34 ]
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %4) #28
  ret double %270
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #15

; Function Attrs: nofree nounwind uwtable
define hidden double @BrotliPopulationCostCommand(%struct.HistogramCommand* nocapture noundef readonly %0) local_unnamed_addr #24 {
  %2 = alloca [5 x i64], align 16
  %3 = alloca [18 x i32], align 16
  %4 = bitcast [5 x i64]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %4) #28
  %5 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !154
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %269, label %8

8:                                                ; preds = %30, %1
  %9 = phi i32 [ %31, %30 ], [ 0, %1 ]
  %10 = phi i64 [ %32, %30 ], [ 0, %1 ]
  %11 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !43
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %19, label %14

14:                                               ; preds = %8
  %15 = sext i32 %9 to i64
  %16 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 %15
  store i64 %10, i64* %16, align 8, !tbaa !16
  %17 = add nsw i32 %9, 1
  %18 = icmp sgt i32 %9, 3
  br i1 %18, label %34, label %19

19:                                               ; preds = %14, %8
  %20 = phi i32 [ %17, %14 ], [ %9, %8 ]
  %21 = or i64 %10, 1
  %22 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %21
  %23 = load i32, i32* %22, align 4, !tbaa !43
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %30, label %25

25:                                               ; preds = %19
  %26 = sext i32 %20 to i64
  %27 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 %26
  store i64 %21, i64* %27, align 8, !tbaa !16
  %28 = add nsw i32 %20, 1
  %29 = icmp sgt i32 %20, 3
  br i1 %29, label %34, label %30

30:                                               ; preds = %25, %19
  %31 = phi i32 [ %28, %25 ], [ %20, %19 ]
  %32 = add nuw nsw i64 %10, 2
  %33 = icmp eq i64 %32, 704
  br i1 %33, label %34, label %8, !llvm.loop !156

34:                                               ; preds = %30, %25, %14
  %35 = phi i32 [ %17, %14 ], [ %28, %25 ], [ %31, %30 ]
  switch i32 %35, label %110 [
    i32 1, label %269
    i32 2, label %36
    i32 3, label %39
    i32 4, label %63
  ]

36:                                               ; preds = %34
  %37 = uitofp i64 %6 to double
  %38 = fadd double %37, 2.000000e+01
  br label %269

39:                                               ; preds = %34
  %40 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 0
  %41 = load i64, i64* %40, align 16, !tbaa !16
  %42 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %41
  %43 = load i32, i32* %42, align 4, !tbaa !43
  %44 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 1
  %45 = load i64, i64* %44, align 8, !tbaa !16
  %46 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %45
  %47 = load i32, i32* %46, align 4, !tbaa !43
  %48 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 2
  %49 = load i64, i64* %48, align 16, !tbaa !16
  %50 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %49
  %51 = load i32, i32* %50, align 4, !tbaa !43
  %52 = icmp ugt i32 %47, %51
  %53 = select i1 %52, i32 %47, i32 %51
  %54 = icmp ugt i32 %43, %53
  %55 = select i1 %54, i32 %43, i32 %53
  %56 = add i32 %47, %43
  %57 = add i32 %56, %51
  %58 = shl i32 %57, 1
  %59 = uitofp i32 %58 to double
  %60 = fadd double %59, 2.800000e+01
  %61 = uitofp i32 %55 to double
  %62 = fsub double %60, %61
  br label %269

63:                                               ; preds = %34
  %64 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 0
  %65 = load i64, i64* %64, align 16, !tbaa !16
  %66 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %65
  %67 = load i32, i32* %66, align 4, !tbaa !43
  %68 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 1
  %69 = load i64, i64* %68, align 8, !tbaa !16
  %70 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %69
  %71 = load i32, i32* %70, align 4, !tbaa !43
  %72 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 2
  %73 = load i64, i64* %72, align 16, !tbaa !16
  %74 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %73
  %75 = load i32, i32* %74, align 4, !tbaa !43
  %76 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 3
  %77 = load i64, i64* %76, align 8, !tbaa !16
  %78 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %77
  %79 = load i32, i32* %78, align 4, !tbaa !43
  %80 = icmp ugt i32 %71, %67
  %81 = select i1 %80, i32 %67, i32 %71
  %82 = select i1 %80, i32 %71, i32 %67
  %83 = icmp ugt i32 %75, %82
  %84 = select i1 %83, i32 %82, i32 %75
  %85 = select i1 %83, i32 %75, i32 %82
  %86 = icmp ugt i32 %79, %85
  %87 = select i1 %86, i32 %79, i32 %85
  %88 = select i1 %86, i32 %85, i32 %79
  %89 = icmp ugt i32 %84, %81
  %90 = select i1 %89, i32 %81, i32 %84
  %91 = select i1 %89, i32 %84, i32 %81
  %92 = icmp ugt i32 %88, %91
  %93 = select i1 %92, i32 %88, i32 %91
  %94 = select i1 %92, i32 %91, i32 %88
  %95 = icmp ugt i32 %94, %90
  %96 = select i1 %95, i32 %90, i32 %94
  %97 = select i1 %95, i32 %94, i32 %90
  %98 = add i32 %96, %97
  %99 = icmp ugt i32 %98, %87
  %100 = select i1 %99, i32 %98, i32 %87
  %101 = mul i32 %98, 3
  %102 = uitofp i32 %101 to double
  %103 = fadd double %102, 3.700000e+01
  %104 = add i32 %93, %87
  %105 = shl i32 %104, 1
  %106 = uitofp i32 %105 to double
  %107 = fadd double %103, %106
  %108 = uitofp i32 %100 to double
  %109 = fsub double %107, %108
  br label %269

110:                                              ; preds = %34
  %111 = bitcast [18 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %111) #28
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(72) %111, i8 0, i64 72, i1 false)
  %112 = icmp ult i64 %6, 256
  br i1 %112, label %113, label %116

113:                                              ; preds = %110
  %114 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %6
  %115 = load double, double* %114, align 8, !tbaa !142
  br label %119

116:                                              ; preds = %110
  %117 = uitofp i64 %6 to double
  %118 = tail call double @log2(double noundef %117) #28
  br label %119

119:                                              ; preds = %116, %113
  %120 = phi double [ %115, %113 ], [ %118, %116 ]
  %121 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 17
  %122 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 0
  br label %123

123:                                              ; preds = %198, %119
  %124 = phi i32 [ 0, %119 ], [ %199, %198 ]
  %125 = phi i64 [ 1, %119 ], [ %202, %198 ]
  %126 = phi double [ 0.000000e+00, %119 ], [ %201, %198 ]
  %127 = phi i64 [ 0, %119 ], [ %200, %198 ]
  %128 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %127
  %129 = load i32, i32* %128, align 4, !tbaa !43
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %131, label %137

131:                                              ; preds = %123
  %132 = add i64 %127, 1
  %133 = icmp ult i64 %132, 704
  br i1 %133, label %134, label %178

134:                                              ; preds = %131
  %135 = trunc i64 %127 to i32
  %136 = sub nsw i32 704, %135
  br label %163

137:                                              ; preds = %123
  %138 = icmp ult i32 %129, 256
  br i1 %138, label %139, label %143

139:                                              ; preds = %137
  %140 = zext i32 %129 to i64
  %141 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %140
  %142 = load double, double* %141, align 8, !tbaa !142
  br label %147

143:                                              ; preds = %137
  %144 = uitofp i32 %129 to double
  %145 = tail call double @log2(double noundef %144) #28
  %146 = load i32, i32* %128, align 4, !tbaa !43
  br label %147

147:                                              ; preds = %143, %139
  %148 = phi i32 [ %129, %139 ], [ %146, %143 ]
  %149 = phi double [ %142, %139 ], [ %145, %143 ]
  %150 = fsub double %120, %149
  %151 = fadd double %150, 5.000000e-01
  %152 = fptoui double %151 to i64
  %153 = uitofp i32 %148 to double
  %154 = tail call double @llvm.fmuladd.f64(double %153, double %150, double %126)
  %155 = icmp ult i64 %152, 15
  %156 = select i1 %155, i64 %152, i64 15
  %157 = icmp ugt i64 %156, %125
  %158 = select i1 %157, i64 %156, i64 %125
  %159 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 %156
  %160 = load i32, i32* %159, align 4, !tbaa !43
  %161 = add i32 %160, 1
  store i32 %161, i32* %159, align 4, !tbaa !43
  %162 = add nuw nsw i64 %127, 1
  br label %198

163:                                              ; preds = %169, %134
  %164 = phi i64 [ %171, %169 ], [ %132, %134 ]
  %165 = phi i32 [ %170, %169 ], [ 1, %134 ]
  %166 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 0, i64 %164
  %167 = load i32, i32* %166, align 4, !tbaa !43
  %168 = icmp eq i32 %167, 0
  br i1 %168, label %169, label %173

169:                                              ; preds = %163
  %170 = add nuw nsw i32 %165, 1
  %171 = add i64 %164, 1
  %172 = icmp eq i64 %171, 704
  br i1 %172, label %173, label %163, !llvm.loop !157

173:                                              ; preds = %169, %163
  %174 = phi i32 [ %165, %163 ], [ %136, %169 ]
  %175 = zext i32 %174 to i64
  %176 = add i64 %127, %175
  %177 = icmp eq i64 %176, 704
  br i1 %177, label %204, label %181

178:                                              ; preds = %131
  %179 = add nuw i64 %127, 1
  %180 = icmp eq i64 %179, 704
  br i1 %180, label %204, label %183

181:                                              ; preds = %173
  %182 = icmp ult i32 %174, 3
  br i1 %182, label %183, label %188

183:                                              ; preds = %181, %178
  %184 = phi i32 [ %174, %181 ], [ 1, %178 ]
  %185 = phi i64 [ %176, %181 ], [ %179, %178 ]
  %186 = load i32, i32* %122, align 16, !tbaa !43
  %187 = add i32 %186, %184
  store i32 %187, i32* %122, align 16, !tbaa !43
  br label %198

188:                                              ; preds = %181
  %189 = add i32 %174, -2
  br label %190

190:                                              ; preds = %190, %188
  %191 = phi i32 [ %194, %190 ], [ %124, %188 ]
  %192 = phi i32 [ %196, %190 ], [ %189, %188 ]
  %193 = phi double [ %195, %190 ], [ %126, %188 ]
  %194 = add i32 %191, 1
  %195 = fadd double %193, 3.000000e+00
  %196 = lshr i32 %192, 3
  %197 = icmp ult i32 %192, 8
  br i1 %197, label %198, label %190, !llvm.loop !158

198:                                              ; preds = %190, %183, %147
  %199 = phi i32 [ %124, %147 ], [ %124, %183 ], [ %194, %190 ]
  %200 = phi i64 [ %162, %147 ], [ %185, %183 ], [ %176, %190 ]
  %201 = phi double [ %154, %147 ], [ %126, %183 ], [ %195, %190 ]
  %202 = phi i64 [ %158, %147 ], [ %125, %183 ], [ %125, %190 ]
  %203 = icmp ult i64 %200, 704
  br i1 %203, label %123, label %204, !llvm.loop !159

204:                                              ; preds = %198, %178, %173
  %205 = phi i32 [ %124, %173 ], [ %199, %198 ], [ %124, %178 ]
  %206 = phi double [ %126, %173 ], [ %201, %198 ], [ %126, %178 ]
  %207 = phi i64 [ %125, %173 ], [ %202, %198 ], [ %125, %178 ]
  store i32 %205, i32* %121, align 4, !tbaa !43
  %208 = shl i64 %207, 1
  %209 = add i64 %208, 18
  %210 = uitofp i64 %209 to double
  br label %211

211:                                              ; preds = %245, %204
  %212 = phi i64 [ 0, %204 ], [ %234, %245 ]
  %213 = phi double [ 0.000000e+00, %204 ], [ %248, %245 ]
  %214 = phi i64 [ 0, %204 ], [ %237, %245 ]
  %215 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 %212
  %216 = load i32, i32* %215, align 8, !tbaa !43
  %217 = zext i32 %216 to i64
  %218 = icmp ult i32 %216, 256
  br i1 %218, label %219, label %223

219:                                              ; preds = %211
  %220 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %217
  %221 = load double, double* %220, align 8, !tbaa !142
  %222 = uitofp i32 %216 to double
  br label %226

223:                                              ; preds = %211
  %224 = uitofp i32 %216 to double
  %225 = tail call double @log2(double noundef %224) #28
  br label %226

226:                                              ; preds = %223, %219
  %227 = phi double [ %222, %219 ], [ %224, %223 ]
  %228 = phi double [ %221, %219 ], [ %225, %223 ]
  %229 = or i64 %212, 1
  %230 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 %229
  %231 = fneg double %227
  %232 = tail call double @llvm.fmuladd.f64(double %231, double %228, double %213) #28
  %233 = add i64 %214, %217
  %234 = add nuw nsw i64 %212, 2
  %235 = load i32, i32* %230, align 4, !tbaa !43
  %236 = zext i32 %235 to i64
  %237 = add i64 %233, %236
  %238 = uitofp i32 %235 to double
  %239 = icmp ult i32 %235, 256
  br i1 %239, label %240, label %243

240:                                              ; preds = %226
  %241 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %236
  %242 = load double, double* %241, align 8, !tbaa !142
  br label %245

243:                                              ; preds = %226
  %244 = tail call double @log2(double noundef %238) #28
  br label %245

245:                                              ; preds = %243, %240
  %246 = phi double [ %242, %240 ], [ %244, %243 ]
  %247 = fneg double %238
  %248 = tail call double @llvm.fmuladd.f64(double %247, double %246, double %232) #28
  %249 = icmp ult i64 %212, 16
  br i1 %249, label %211, label %250, !llvm.loop !153

250:                                              ; preds = %245
  %251 = fadd double %206, %210
  %252 = icmp eq i64 %237, 0
  %253 = uitofp i64 %237 to double
  br i1 %252, label %264, label %254

254:                                              ; preds = %250
  %255 = icmp ult i64 %237, 256
  br i1 %255, label %256, label %259

256:                                              ; preds = %254
  %257 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %237
  %258 = load double, double* %257, align 8, !tbaa !142
  br label %261

259:                                              ; preds = %254
  %260 = tail call double @log2(double noundef %253) #28
  br label %261

261:                                              ; preds = %259, %256
  %262 = phi double [ %258, %256 ], [ %260, %259 ]
  %263 = tail call double @llvm.fmuladd.f64(double %253, double %262, double %248) #28
  br label %264

264:                                              ; preds = %261, %250
  %265 = phi double [ %263, %261 ], [ %248, %250 ]
  %266 = fcmp olt double %265, %253
  %267 = select i1 %266, double %253, double %265
  %268 = fadd double %251, %267
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %111) #28
  br label %269

269:                                              ; preds = %264, %63, %39, %36, %34, %1
  %270 = phi double [ %38, %36 ], [ %62, %39 ], [ %109, %63 ], [ %268, %264 ], [ 1.200000e+01, %1 ], [ 1.200000e+01, %34 ]
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %4) #28
  ret double %270
}

; Function Attrs: nofree nounwind uwtable
define hidden double @BrotliPopulationCostDistance(%struct.HistogramDistance* nocapture noundef readonly %0) local_unnamed_addr #24 {
  %2 = alloca [5 x i64], align 16
  %3 = alloca [18 x i32], align 16
  %4 = bitcast [5 x i64]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %4) #28
  %5 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !160
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %269, label %8

8:                                                ; preds = %30, %1
  %9 = phi i32 [ %31, %30 ], [ 0, %1 ]
  %10 = phi i64 [ %32, %30 ], [ 0, %1 ]
  %11 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !43
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %19, label %14

14:                                               ; preds = %8
  %15 = sext i32 %9 to i64
  %16 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 %15
  store i64 %10, i64* %16, align 8, !tbaa !16
  %17 = add nsw i32 %9, 1
  %18 = icmp sgt i32 %9, 3
  br i1 %18, label %34, label %19

19:                                               ; preds = %14, %8
  %20 = phi i32 [ %17, %14 ], [ %9, %8 ]
  %21 = or i64 %10, 1
  %22 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %21
  %23 = load i32, i32* %22, align 4, !tbaa !43
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %30, label %25

25:                                               ; preds = %19
  %26 = sext i32 %20 to i64
  %27 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 %26
  store i64 %21, i64* %27, align 8, !tbaa !16
  %28 = add nsw i32 %20, 1
  %29 = icmp sgt i32 %20, 3
  br i1 %29, label %34, label %30

30:                                               ; preds = %25, %19
  %31 = phi i32 [ %28, %25 ], [ %20, %19 ]
  %32 = add nuw nsw i64 %10, 2
  %33 = icmp eq i64 %32, 544
  br i1 %33, label %34, label %8, !llvm.loop !162

34:                                               ; preds = %30, %25, %14
  %35 = phi i32 [ %17, %14 ], [ %28, %25 ], [ %31, %30 ]
  switch i32 %35, label %110 [
    i32 1, label %269
    i32 2, label %36
    i32 3, label %39
    i32 4, label %63
  ]

36:                                               ; preds = %34
  %37 = uitofp i64 %6 to double
  %38 = fadd double %37, 2.000000e+01
  br label %269

39:                                               ; preds = %34
  %40 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 0
  %41 = load i64, i64* %40, align 16, !tbaa !16
  %42 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %41
  %43 = load i32, i32* %42, align 4, !tbaa !43
  %44 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 1
  %45 = load i64, i64* %44, align 8, !tbaa !16
  %46 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %45
  %47 = load i32, i32* %46, align 4, !tbaa !43
  %48 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 2
  %49 = load i64, i64* %48, align 16, !tbaa !16
  %50 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %49
  %51 = load i32, i32* %50, align 4, !tbaa !43
  %52 = icmp ugt i32 %47, %51
  %53 = select i1 %52, i32 %47, i32 %51
  %54 = icmp ugt i32 %43, %53
  %55 = select i1 %54, i32 %43, i32 %53
  %56 = add i32 %47, %43
  %57 = add i32 %56, %51
  %58 = shl i32 %57, 1
  %59 = uitofp i32 %58 to double
  %60 = fadd double %59, 2.800000e+01
  %61 = uitofp i32 %55 to double
  %62 = fsub double %60, %61
  br label %269

63:                                               ; preds = %34
  %64 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 0
  %65 = load i64, i64* %64, align 16, !tbaa !16
  %66 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %65
  %67 = load i32, i32* %66, align 4, !tbaa !43
  %68 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 1
  %69 = load i64, i64* %68, align 8, !tbaa !16
  %70 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %69
  %71 = load i32, i32* %70, align 4, !tbaa !43
  %72 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 2
  %73 = load i64, i64* %72, align 16, !tbaa !16
  %74 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %73
  %75 = load i32, i32* %74, align 4, !tbaa !43
  %76 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 3
  %77 = load i64, i64* %76, align 8, !tbaa !16
  %78 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %77
  %79 = load i32, i32* %78, align 4, !tbaa !43
  %80 = icmp ugt i32 %71, %67
  %81 = select i1 %80, i32 %67, i32 %71
  %82 = select i1 %80, i32 %71, i32 %67
  %83 = icmp ugt i32 %75, %82
  %84 = select i1 %83, i32 %82, i32 %75
  %85 = select i1 %83, i32 %75, i32 %82
  %86 = icmp ugt i32 %79, %85
  %87 = select i1 %86, i32 %79, i32 %85
  %88 = select i1 %86, i32 %85, i32 %79
  %89 = icmp ugt i32 %84, %81
  %90 = select i1 %89, i32 %81, i32 %84
  %91 = select i1 %89, i32 %84, i32 %81
  %92 = icmp ugt i32 %88, %91
  %93 = select i1 %92, i32 %88, i32 %91
  %94 = select i1 %92, i32 %91, i32 %88
  %95 = icmp ugt i32 %94, %90
  %96 = select i1 %95, i32 %90, i32 %94
  %97 = select i1 %95, i32 %94, i32 %90
  %98 = add i32 %96, %97
  %99 = icmp ugt i32 %98, %87
  %100 = select i1 %99, i32 %98, i32 %87
  %101 = mul i32 %98, 3
  %102 = uitofp i32 %101 to double
  %103 = fadd double %102, 3.700000e+01
  %104 = add i32 %93, %87
  %105 = shl i32 %104, 1
  %106 = uitofp i32 %105 to double
  %107 = fadd double %103, %106
  %108 = uitofp i32 %100 to double
  %109 = fsub double %107, %108
  br label %269

110:                                              ; preds = %34
  %111 = bitcast [18 x i32]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %111) #28
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(72) %111, i8 0, i64 72, i1 false)
  %112 = icmp ult i64 %6, 256
  br i1 %112, label %113, label %116

113:                                              ; preds = %110
  %114 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %6
  %115 = load double, double* %114, align 8, !tbaa !142
  br label %119

116:                                              ; preds = %110
  %117 = uitofp i64 %6 to double
  %118 = tail call double @log2(double noundef %117) #28
  br label %119

119:                                              ; preds = %116, %113
  %120 = phi double [ %115, %113 ], [ %118, %116 ]
  %121 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 17
  %122 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 0
  br label %123

123:                                              ; preds = %198, %119
  %124 = phi i32 [ 0, %119 ], [ %199, %198 ]
  %125 = phi i64 [ 1, %119 ], [ %202, %198 ]
  %126 = phi double [ 0.000000e+00, %119 ], [ %201, %198 ]
  %127 = phi i64 [ 0, %119 ], [ %200, %198 ]
  %128 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %127
  %129 = load i32, i32* %128, align 4, !tbaa !43
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %131, label %137

131:                                              ; preds = %123
  %132 = add i64 %127, 1
  %133 = icmp ult i64 %132, 544
  br i1 %133, label %134, label %178

134:                                              ; preds = %131
  %135 = trunc i64 %127 to i32
  %136 = sub nsw i32 544, %135
  br label %163

137:                                              ; preds = %123
  %138 = icmp ult i32 %129, 256
  br i1 %138, label %139, label %143

139:                                              ; preds = %137
  %140 = zext i32 %129 to i64
  %141 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %140
  %142 = load double, double* %141, align 8, !tbaa !142
  br label %147

143:                                              ; preds = %137
  %144 = uitofp i32 %129 to double
  %145 = tail call double @log2(double noundef %144) #28
  %146 = load i32, i32* %128, align 4, !tbaa !43
  br label %147

147:                                              ; preds = %143, %139
  %148 = phi i32 [ %129, %139 ], [ %146, %143 ]
  %149 = phi double [ %142, %139 ], [ %145, %143 ]
  %150 = fsub double %120, %149
  %151 = fadd double %150, 5.000000e-01
  %152 = fptoui double %151 to i64
  %153 = uitofp i32 %148 to double
  %154 = tail call double @llvm.fmuladd.f64(double %153, double %150, double %126)
  %155 = icmp ult i64 %152, 15
  %156 = select i1 %155, i64 %152, i64 15
  %157 = icmp ugt i64 %156, %125
  %158 = select i1 %157, i64 %156, i64 %125
  %159 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 %156
  %160 = load i32, i32* %159, align 4, !tbaa !43
  %161 = add i32 %160, 1
  store i32 %161, i32* %159, align 4, !tbaa !43
  %162 = add nuw nsw i64 %127, 1
  br label %198

163:                                              ; preds = %169, %134
  %164 = phi i64 [ %171, %169 ], [ %132, %134 ]
  %165 = phi i32 [ %170, %169 ], [ 1, %134 ]
  %166 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %164
  %167 = load i32, i32* %166, align 4, !tbaa !43
  %168 = icmp eq i32 %167, 0
  br i1 %168, label %169, label %173

169:                                              ; preds = %163
  %170 = add nuw nsw i32 %165, 1
  %171 = add i64 %164, 1
  %172 = icmp eq i64 %171, 544
  br i1 %172, label %173, label %163, !llvm.loop !163

173:                                              ; preds = %169, %163
  %174 = phi i32 [ %165, %163 ], [ %136, %169 ]
  %175 = zext i32 %174 to i64
  %176 = add i64 %127, %175
  %177 = icmp eq i64 %176, 544
  br i1 %177, label %204, label %181

178:                                              ; preds = %131
  %179 = add nuw i64 %127, 1
  %180 = icmp eq i64 %179, 544
  br i1 %180, label %204, label %183

181:                                              ; preds = %173
  %182 = icmp ult i32 %174, 3
  br i1 %182, label %183, label %188

183:                                              ; preds = %181, %178
  %184 = phi i32 [ %174, %181 ], [ 1, %178 ]
  %185 = phi i64 [ %176, %181 ], [ %179, %178 ]
  %186 = load i32, i32* %122, align 16, !tbaa !43
  %187 = add i32 %186, %184
  store i32 %187, i32* %122, align 16, !tbaa !43
  br label %198

188:                                              ; preds = %181
  %189 = add i32 %174, -2
  br label %190

190:                                              ; preds = %190, %188
  %191 = phi i32 [ %194, %190 ], [ %124, %188 ]
  %192 = phi i32 [ %196, %190 ], [ %189, %188 ]
  %193 = phi double [ %195, %190 ], [ %126, %188 ]
  %194 = add i32 %191, 1
  %195 = fadd double %193, 3.000000e+00
  %196 = lshr i32 %192, 3
  %197 = icmp ult i32 %192, 8
  br i1 %197, label %198, label %190, !llvm.loop !164

198:                                              ; preds = %190, %183, %147
  %199 = phi i32 [ %124, %147 ], [ %124, %183 ], [ %194, %190 ]
  %200 = phi i64 [ %162, %147 ], [ %185, %183 ], [ %176, %190 ]
  %201 = phi double [ %154, %147 ], [ %126, %183 ], [ %195, %190 ]
  %202 = phi i64 [ %158, %147 ], [ %125, %183 ], [ %125, %190 ]
  %203 = icmp ult i64 %200, 544
  br i1 %203, label %123, label %204, !llvm.loop !165

204:                                              ; preds = %198, %178, %173
  %205 = phi i32 [ %124, %173 ], [ %199, %198 ], [ %124, %178 ]
  %206 = phi double [ %126, %173 ], [ %201, %198 ], [ %126, %178 ]
  %207 = phi i64 [ %125, %173 ], [ %202, %198 ], [ %125, %178 ]
  store i32 %205, i32* %121, align 4, !tbaa !43
  %208 = shl i64 %207, 1
  %209 = add i64 %208, 18
  %210 = uitofp i64 %209 to double
  br label %211

211:                                              ; preds = %245, %204
  %212 = phi i64 [ 0, %204 ], [ %234, %245 ]
  %213 = phi double [ 0.000000e+00, %204 ], [ %248, %245 ]
  %214 = phi i64 [ 0, %204 ], [ %237, %245 ]
  %215 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 %212
  %216 = load i32, i32* %215, align 8, !tbaa !43
  %217 = zext i32 %216 to i64
  %218 = icmp ult i32 %216, 256
  br i1 %218, label %219, label %223

219:                                              ; preds = %211
  %220 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %217
  %221 = load double, double* %220, align 8, !tbaa !142
  %222 = uitofp i32 %216 to double
  br label %226

223:                                              ; preds = %211
  %224 = uitofp i32 %216 to double
  %225 = tail call double @log2(double noundef %224) #28
  br label %226

226:                                              ; preds = %223, %219
  %227 = phi double [ %222, %219 ], [ %224, %223 ]
  %228 = phi double [ %221, %219 ], [ %225, %223 ]
  %229 = or i64 %212, 1
  %230 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 %229
  %231 = fneg double %227
  %232 = tail call double @llvm.fmuladd.f64(double %231, double %228, double %213) #28
  %233 = add i64 %214, %217
  %234 = add nuw nsw i64 %212, 2
  %235 = load i32, i32* %230, align 4, !tbaa !43
  %236 = zext i32 %235 to i64
  %237 = add i64 %233, %236
  %238 = uitofp i32 %235 to double
  %239 = icmp ult i32 %235, 256
  br i1 %239, label %240, label %243

240:                                              ; preds = %226
  %241 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %236
  %242 = load double, double* %241, align 8, !tbaa !142
  br label %245

243:                                              ; preds = %226
  %244 = tail call double @log2(double noundef %238) #28
  br label %245

245:                                              ; preds = %243, %240
  %246 = phi double [ %242, %240 ], [ %244, %243 ]
  %247 = fneg double %238
  %248 = tail call double @llvm.fmuladd.f64(double %247, double %246, double %232) #28
  %249 = icmp ult i64 %212, 16
  br i1 %249, label %211, label %250, !llvm.loop !153

250:                                              ; preds = %245
  %251 = fadd double %206, %210
  %252 = icmp eq i64 %237, 0
  %253 = uitofp i64 %237 to double
  br i1 %252, label %264, label %254

254:                                              ; preds = %250
  %255 = icmp ult i64 %237, 256
  br i1 %255, label %256, label %259

256:                                              ; preds = %254
  %257 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %237
  %258 = load double, double* %257, align 8, !tbaa !142
  br label %261

259:                                              ; preds = %254
  %260 = tail call double @log2(double noundef %253) #28
  br label %261

261:                                              ; preds = %259, %256
  %262 = phi double [ %258, %256 ], [ %260, %259 ]
  %263 = tail call double @llvm.fmuladd.f64(double %253, double %262, double %248) #28
  br label %264

264:                                              ; preds = %261, %250
  %265 = phi double [ %263, %261 ], [ %248, %250 ]
  %266 = fcmp olt double %265, %253
  %267 = select i1 %266, double %253, double %265
  %268 = fadd double %251, %267
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %111) #28
  br label %269

269:                                              ; preds = %264, %63, %39, %36, %34, %1
  %270 = phi double [ %38, %36 ], [ %62, %39 ], [ %109, %63 ], [ %268, %264 ], [ 1.200000e+01, %1 ], [ 1.200000e+01, %34 ]
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %4) #28
  ret double %270
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliDestroyBlockSplit(%struct.MemoryManager* noundef %0, %struct.BlockSplit* nocapture noundef %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds %struct.BlockSplit, %struct.BlockSplit* %1, i64 0, i32 2
  %4 = load i8*, i8** %3, align 8, !tbaa !166
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %4) #28
  store i8* null, i8** %3, align 8, !tbaa !166
  %5 = getelementptr inbounds %struct.BlockSplit, %struct.BlockSplit* %1, i64 0, i32 3
  %6 = bitcast i32** %5 to i8**
  %7 = load i8*, i8** %6, align 8, !tbaa !168
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %7) #28
  store i32* null, i32** %5, align 8, !tbaa !168
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umin.i64(i64, i64) #15

; Function Attrs: nounwind uwtable
declare hidden void @BrotliStoreHuffmanTree(i8* noundef, i64 noundef, %struct.HuffmanTree* noundef, i64* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
declare hidden void @BrotliBuildAndStoreHuffmanTreeFast(%struct.HuffmanTree* noundef, i32* nocapture noundef readonly, i64 noundef, i64 noundef, i8* noundef, i16* noundef, i64* noundef, i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
declare hidden fastcc void @StoreCompressedMetaBlockHeader(i32 noundef, i64 noundef, i64* nocapture noundef, i8* nocapture noundef) unnamed_addr #17

; Function Attrs: nounwind uwtable
define hidden fastcc void @BuildAndStoreBlockSwitchEntropyCodes(%struct.BlockEncoder* noundef %0, %struct.HuffmanTree* noundef %1, i64* nocapture noundef %2, i8* nocapture noundef %3) unnamed_addr #5 {
  %5 = alloca [258 x i32], align 16
  %6 = alloca [26 x i32], align 16
  %7 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 2
  %8 = load i8*, i8** %7, align 8, !tbaa !169
  %9 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 3
  %10 = load i32*, i32** %9, align 8, !tbaa !173
  %11 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 4
  %12 = load i64, i64* %11, align 8, !tbaa !174
  %13 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 1
  %14 = load i64, i64* %13, align 8, !tbaa !175
  %15 = bitcast [258 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1032, i8* nonnull %15) #28
  %16 = bitcast [26 x i32]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 104, i8* nonnull %16) #28
  %17 = getelementptr inbounds [258 x i32], [258 x i32]* %5, i64 0, i64 0
  %18 = add i64 %14, 2
  %19 = shl i64 %18, 2
  call void @llvm.memset.p0i8.i64(i8* nonnull align 16 %15, i8 0, i64 %19, i1 false) #28
  %20 = getelementptr inbounds [26 x i32], [26 x i32]* %6, i64 0, i64 0
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(104) %16, i8 0, i64 104, i1 false) #28
  %21 = icmp eq i64 %12, 0
  br i1 %21, label %65, label %22

22:                                               ; preds = %58, %4
  %23 = phi i64 [ %63, %58 ], [ 0, %4 ]
  %24 = phi i64 [ %28, %58 ], [ 1, %4 ]
  %25 = phi i64 [ %24, %58 ], [ 0, %4 ]
  %26 = getelementptr inbounds i8, i8* %8, i64 %23
  %27 = load i8, i8* %26, align 1, !tbaa !27
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
  %55 = load i16, i16* %54, align 4, !tbaa !85
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !178) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !181) #28
  %69 = load i64, i64* %2, align 8, !tbaa !16, !alias.scope !178, !noalias !181
  %70 = lshr i64 %69, 3
  %71 = getelementptr inbounds i8, i8* %3, i64 %70
  %72 = load i8, i8* %71, align 1, !tbaa !27, !alias.scope !181, !noalias !178
  %73 = zext i8 %72 to i64
  %74 = bitcast i8* %71 to i64*
  store i64 %73, i64* %74, align 1, !alias.scope !181, !noalias !178
  %75 = add i64 %69, 1
  br label %175

76:                                               ; preds = %65
  %77 = trunc i64 %66 to i32
  %78 = tail call i32 @llvm.ctlz.i32(i32 %77, i1 true) #28, !range !183
  %79 = xor i32 %78, 31
  %80 = zext i32 %79 to i64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !184) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !187) #28
  %81 = load i64, i64* %2, align 8, !tbaa !16, !alias.scope !184, !noalias !187
  %82 = lshr i64 %81, 3
  %83 = getelementptr inbounds i8, i8* %3, i64 %82
  %84 = load i8, i8* %83, align 1, !tbaa !27, !alias.scope !187, !noalias !184
  %85 = zext i8 %84 to i64
  %86 = and i64 %81, 7
  %87 = shl nuw nsw i64 1, %86
  %88 = or i64 %87, %85
  %89 = bitcast i8* %83 to i64*
  store i64 %88, i64* %89, align 1, !alias.scope !187, !noalias !184
  %90 = add i64 %81, 1
  store i64 %90, i64* %2, align 8, !tbaa !16, !alias.scope !184, !noalias !187
  tail call void @llvm.experimental.noalias.scope.decl(metadata !189) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !192) #28
  %91 = lshr i64 %90, 3
  %92 = getelementptr inbounds i8, i8* %3, i64 %91
  %93 = load i8, i8* %92, align 1, !tbaa !27, !alias.scope !192, !noalias !189
  %94 = zext i8 %93 to i64
  %95 = and i64 %90, 7
  %96 = shl nuw nsw i64 %80, %95
  %97 = or i64 %96, %94
  %98 = bitcast i8* %92 to i64*
  store i64 %97, i64* %98, align 1, !alias.scope !192, !noalias !189
  %99 = add i64 %81, 4
  store i64 %99, i64* %2, align 8, !tbaa !16, !alias.scope !189, !noalias !192
  %100 = shl nsw i64 -1, %80
  %101 = add i64 %100, %66
  %102 = lshr i64 %99, 3
  %103 = getelementptr inbounds i8, i8* %3, i64 %102
  %104 = load i8, i8* %103, align 1, !tbaa !27, !alias.scope !194, !noalias !197
  %105 = zext i8 %104 to i64
  %106 = and i64 %99, 7
  %107 = shl i64 %101, %106
  %108 = or i64 %107, %105
  %109 = bitcast i8* %103 to i64*
  store i64 %108, i64* %109, align 1, !alias.scope !194, !noalias !197
  %110 = add i64 %99, %80
  store i64 %110, i64* %2, align 8, !tbaa !16, !noalias !199
  %111 = icmp ugt i64 %14, 1
  br i1 %111, label %112, label %177

112:                                              ; preds = %76
  %113 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 5, i32 1, i64 0
  %114 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 5, i32 2, i64 0
  call fastcc void @BuildAndStoreHuffmanTree(i32* noundef nonnull %17, i64 noundef %18, i64 noundef %18, %struct.HuffmanTree* noundef %1, i8* noundef nonnull %113, i16* noundef nonnull %114, i64* noundef nonnull %2, i8* noundef nonnull %3) #28
  %115 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 5, i32 3, i64 0
  %116 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 5, i32 4, i64 0
  call fastcc void @BuildAndStoreHuffmanTree(i32* noundef nonnull %20, i64 noundef 26, i64 noundef 26, %struct.HuffmanTree* noundef %1, i8* noundef nonnull %115, i16* noundef nonnull %116, i64* noundef nonnull %2, i8* noundef nonnull %3) #28
  %117 = load i32, i32* %10, align 4, !tbaa !43
  %118 = load i8, i8* %8, align 1, !tbaa !27
  %119 = zext i8 %118 to i64
  %120 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 5, i32 0, i32 0
  %121 = load i64, i64* %120, align 8, !tbaa !200
  %122 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 5, i32 0, i32 1
  store i64 %121, i64* %122, align 8, !tbaa !201
  store i64 %119, i64* %120, align 8, !tbaa !200
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
  %135 = load i16, i16* %134, align 4, !tbaa !85
  %136 = zext i16 %135 to i32
  %137 = icmp ult i32 %117, %136
  br i1 %137, label %138, label %129, !llvm.loop !176

138:                                              ; preds = %132
  %139 = and i64 %130, 4294967295
  br label %140

140:                                              ; preds = %138, %129
  %141 = phi i64 [ %139, %138 ], [ 25, %129 ]
  %142 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %141, i32 1
  %143 = load i8, i8* %142, align 2, !tbaa !83
  %144 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %141, i32 0
  %145 = load i16, i16* %144, align 4, !tbaa !85
  %146 = zext i16 %145 to i32
  %147 = sub i32 %117, %146
  %148 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 5, i32 3, i64 %141
  %149 = load i8, i8* %148, align 1, !tbaa !27
  %150 = zext i8 %149 to i64
  %151 = getelementptr inbounds %struct.BlockEncoder, %struct.BlockEncoder* %0, i64 0, i32 5, i32 4, i64 %141
  %152 = load i16, i16* %151, align 2, !tbaa !103
  %153 = zext i16 %152 to i64
  call void @llvm.experimental.noalias.scope.decl(metadata !202) #28
  call void @llvm.experimental.noalias.scope.decl(metadata !205) #28
  %154 = load i64, i64* %2, align 8, !tbaa !16, !alias.scope !202, !noalias !205
  %155 = lshr i64 %154, 3
  %156 = getelementptr inbounds i8, i8* %3, i64 %155
  %157 = load i8, i8* %156, align 1, !tbaa !27, !alias.scope !205, !noalias !202
  %158 = zext i8 %157 to i64
  %159 = and i64 %154, 7
  %160 = shl nuw nsw i64 %153, %159
  %161 = or i64 %160, %158
  %162 = bitcast i8* %156 to i64*
  store i64 %161, i64* %162, align 1, !alias.scope !205, !noalias !202
  %163 = add i64 %154, %150
  store i64 %163, i64* %2, align 8, !tbaa !16, !alias.scope !202, !noalias !205
  %164 = zext i8 %143 to i64
  %165 = zext i32 %147 to i64
  %166 = lshr i64 %163, 3
  %167 = getelementptr inbounds i8, i8* %3, i64 %166
  %168 = load i8, i8* %167, align 1, !tbaa !27, !alias.scope !207, !noalias !210
  %169 = zext i8 %168 to i64
  %170 = and i64 %163, 7
  %171 = shl nuw nsw i64 %165, %170
  %172 = or i64 %171, %169
  %173 = bitcast i8* %167 to i64*
  store i64 %172, i64* %173, align 1, !alias.scope !207, !noalias !210
  %174 = add i64 %163, %164
  br label %175

175:                                              ; preds = %140, %68
  %176 = phi i64 [ %75, %68 ], [ %174, %140 ]
  store i64 %176, i64* %2, align 8, !tbaa !16, !noalias !199
  br label %177

177:                                              ; preds = %175, %76
  call void @llvm.lifetime.end.p0i8(i64 104, i8* nonnull %16) #28
  call void @llvm.lifetime.end.p0i8(i64 1032, i8* nonnull %15) #28
  ret void
}

; Function Attrs: nounwind uwtable
define hidden fastcc void @BuildAndStoreHuffmanTree(i32* noundef %0, i64 noundef %1, i64 noundef %2, %struct.HuffmanTree* noundef %3, i8* noundef %4, i16* noundef %5, i64* nocapture noundef %6, i8* nocapture noundef %7) unnamed_addr #5 {
  %9 = alloca [4 x i64], align 16
  %10 = bitcast [4 x i64]* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %10) #28
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %10, i8 0, i64 32, i1 false)
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
  store i64 %13, i64* %21, align 8, !tbaa !16
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
  br i1 %29, label %30, label %12, !llvm.loop !212

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
  br i1 %39, label %40, label %34, !llvm.loop !213

40:                                               ; preds = %34, %30
  %41 = phi i64 [ 0, %30 ], [ %38, %34 ]
  %42 = icmp ult i64 %31, 2
  br i1 %42, label %43, label %67

43:                                               ; preds = %40
  tail call void @llvm.experimental.noalias.scope.decl(metadata !214)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !217)
  %44 = load i64, i64* %6, align 8, !tbaa !16, !alias.scope !214, !noalias !217
  %45 = lshr i64 %44, 3
  %46 = getelementptr inbounds i8, i8* %7, i64 %45
  %47 = load i8, i8* %46, align 1, !tbaa !27, !alias.scope !217, !noalias !214
  %48 = zext i8 %47 to i64
  %49 = and i64 %44, 7
  %50 = shl nuw nsw i64 1, %49
  %51 = or i64 %50, %48
  %52 = bitcast i8* %46 to i64*
  store i64 %51, i64* %52, align 1, !alias.scope !217, !noalias !214
  %53 = add i64 %44, 4
  store i64 %53, i64* %6, align 8, !tbaa !16, !alias.scope !214, !noalias !217
  %54 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 0
  %55 = load i64, i64* %54, align 16, !tbaa !16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !219)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !222)
  %56 = lshr i64 %53, 3
  %57 = getelementptr inbounds i8, i8* %7, i64 %56
  %58 = load i8, i8* %57, align 1, !tbaa !27, !alias.scope !222, !noalias !219
  %59 = zext i8 %58 to i64
  %60 = and i64 %53, 7
  %61 = shl i64 %55, %60
  %62 = or i64 %61, %59
  %63 = bitcast i8* %57 to i64*
  store i64 %62, i64* %63, align 1, !alias.scope !222, !noalias !219
  %64 = add i64 %53, %41
  store i64 %64, i64* %6, align 8, !tbaa !16, !alias.scope !219, !noalias !222
  %65 = getelementptr inbounds i8, i8* %4, i64 %55
  store i8 0, i8* %65, align 1, !tbaa !27
  %66 = getelementptr inbounds i16, i16* %5, i64 %55
  store i16 0, i16* %66, align 2, !tbaa !103
  br label %293

67:                                               ; preds = %40
  tail call void @llvm.memset.p0i8.i64(i8* align 1 %4, i8 0, i64 %1, i1 false)
  tail call void @BrotliCreateHuffmanTree(i32* noundef %0, i64 noundef %1, i32 noundef 15, %struct.HuffmanTree* noundef %3, i8* noundef %4) #28
  tail call void @BrotliConvertBitDepthsToSymbols(i8* noundef %4, i64 noundef %1, i16* noundef %5) #28
  %68 = icmp ult i64 %31, 5
  br i1 %68, label %69, label %292

69:                                               ; preds = %67
  tail call void @llvm.experimental.noalias.scope.decl(metadata !224) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !227) #28
  %70 = load i64, i64* %6, align 8, !tbaa !16, !alias.scope !224, !noalias !227
  %71 = lshr i64 %70, 3
  %72 = getelementptr inbounds i8, i8* %7, i64 %71
  %73 = load i8, i8* %72, align 1, !tbaa !27, !alias.scope !227, !noalias !224
  %74 = zext i8 %73 to i64
  %75 = and i64 %70, 7
  %76 = shl nuw nsw i64 1, %75
  %77 = or i64 %76, %74
  %78 = bitcast i8* %72 to i64*
  store i64 %77, i64* %78, align 1, !alias.scope !227, !noalias !224
  %79 = add i64 %70, 2
  store i64 %79, i64* %6, align 8, !tbaa !16, !alias.scope !224, !noalias !227
  %80 = add nsw i64 %31, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !229) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !232) #28
  %81 = lshr i64 %79, 3
  %82 = getelementptr inbounds i8, i8* %7, i64 %81
  %83 = load i8, i8* %82, align 1, !tbaa !27, !alias.scope !232, !noalias !229
  %84 = zext i8 %83 to i64
  %85 = and i64 %79, 7
  %86 = shl nuw nsw i64 %80, %85
  %87 = or i64 %86, %84
  %88 = bitcast i8* %82 to i64*
  store i64 %87, i64* %88, align 1, !alias.scope !232, !noalias !229
  %89 = add i64 %70, 4
  store i64 %89, i64* %6, align 8, !tbaa !16, !alias.scope !229, !noalias !232
  %90 = icmp ugt i64 %31, 1
  br i1 %90, label %156, label %92

91:                                               ; preds = %160
  store i64 %172, i64* %157, align 1, !tbaa !16
  br label %92

92:                                               ; preds = %91, %69
  %93 = icmp eq i64 %31, 1
  br i1 %93, label %176, label %94, !llvm.loop !234

94:                                               ; preds = %92
  %95 = icmp ugt i64 %31, 2
  br i1 %95, label %96, label %114

96:                                               ; preds = %94
  %97 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 1
  %98 = load i64, i64* %97, align 8, !tbaa !16
  br label %99

99:                                               ; preds = %110, %96
  %100 = phi i64 [ %98, %96 ], [ %111, %110 ]
  %101 = phi i64 [ 2, %96 ], [ %112, %110 ]
  %102 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 %101
  %103 = load i64, i64* %102, align 8, !tbaa !16
  %104 = getelementptr inbounds i8, i8* %4, i64 %103
  %105 = load i8, i8* %104, align 1, !tbaa !27
  %106 = getelementptr inbounds i8, i8* %4, i64 %100
  %107 = load i8, i8* %106, align 1, !tbaa !27
  %108 = icmp ult i8 %105, %107
  br i1 %108, label %109, label %110

109:                                              ; preds = %99
  store i64 %100, i64* %102, align 8, !tbaa !16
  store i64 %103, i64* %97, align 8, !tbaa !16
  br label %110

110:                                              ; preds = %109, %99
  %111 = phi i64 [ %100, %99 ], [ %103, %109 ]
  %112 = add nuw i64 %101, 1
  %113 = icmp ult i64 %112, %31
  br i1 %113, label %99, label %114, !llvm.loop !235

114:                                              ; preds = %110, %94
  %115 = icmp eq i64 %31, 2
  br i1 %115, label %176, label %116, !llvm.loop !234

116:                                              ; preds = %114
  %117 = icmp ugt i64 %31, 3
  br i1 %117, label %118, label %136

118:                                              ; preds = %116
  %119 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 2
  %120 = load i64, i64* %119, align 16, !tbaa !16
  br label %121

121:                                              ; preds = %132, %118
  %122 = phi i64 [ %120, %118 ], [ %133, %132 ]
  %123 = phi i64 [ 3, %118 ], [ %134, %132 ]
  %124 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 %123
  %125 = load i64, i64* %124, align 8, !tbaa !16
  %126 = getelementptr inbounds i8, i8* %4, i64 %125
  %127 = load i8, i8* %126, align 1, !tbaa !27
  %128 = getelementptr inbounds i8, i8* %4, i64 %122
  %129 = load i8, i8* %128, align 1, !tbaa !27
  %130 = icmp ult i8 %127, %129
  br i1 %130, label %131, label %132

131:                                              ; preds = %121
  store i64 %122, i64* %124, align 8, !tbaa !16
  store i64 %125, i64* %119, align 16, !tbaa !16
  br label %132

132:                                              ; preds = %131, %121
  %133 = phi i64 [ %122, %121 ], [ %125, %131 ]
  %134 = add nuw i64 %123, 1
  %135 = icmp ult i64 %134, %31
  br i1 %135, label %121, label %136, !llvm.loop !235

136:                                              ; preds = %132, %116
  %137 = icmp ult i64 %31, 5
  br i1 %137, label %176, label %138

138:                                              ; preds = %136
  %139 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 3
  %140 = load i64, i64* %139, align 8, !tbaa !16
  br label %141

141:                                              ; preds = %152, %138
  %142 = phi i64 [ %140, %138 ], [ %153, %152 ]
  %143 = phi i64 [ 4, %138 ], [ %154, %152 ]
  %144 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 %143
  %145 = load i64, i64* %144, align 8, !tbaa !16
  %146 = getelementptr inbounds i8, i8* %4, i64 %145
  %147 = load i8, i8* %146, align 1, !tbaa !27
  %148 = getelementptr inbounds i8, i8* %4, i64 %142
  %149 = load i8, i8* %148, align 1, !tbaa !27
  %150 = icmp ult i8 %147, %149
  br i1 %150, label %151, label %152

151:                                              ; preds = %141
  store i64 %142, i64* %144, align 8, !tbaa !16
  store i64 %145, i64* %139, align 8, !tbaa !16
  br label %152

152:                                              ; preds = %151, %141
  %153 = phi i64 [ %142, %141 ], [ %145, %151 ]
  %154 = add nuw i64 %143, 1
  %155 = icmp ult i64 %154, %31
  br i1 %155, label %141, label %176, !llvm.loop !235

156:                                              ; preds = %69
  %157 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 0
  %158 = load i64, i64* %157, align 16, !tbaa !16
  %159 = load i64, i64* %157, align 1, !tbaa !16
  br label %160

160:                                              ; preds = %160, %156
  %161 = phi i64 [ %159, %156 ], [ %172, %160 ]
  %162 = phi i64 [ %158, %156 ], [ %173, %160 ]
  %163 = phi i64 [ 1, %156 ], [ %174, %160 ]
  %164 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 %163
  %165 = load i64, i64* %164, align 8, !tbaa !16
  %166 = getelementptr inbounds i8, i8* %4, i64 %165
  %167 = load i8, i8* %166, align 1, !tbaa !27
  %168 = getelementptr inbounds i8, i8* %4, i64 %162
  %169 = load i8, i8* %168, align 1, !tbaa !27
  %170 = icmp ult i8 %167, %169
  %171 = select i1 %170, i64 %162, i64 %165
  store i64 %171, i64* %164, align 8
  %172 = select i1 %170, i64 %165, i64 %161
  %173 = select i1 %170, i64 %165, i64 %162
  %174 = add nuw i64 %163, 1
  %175 = icmp ult i64 %174, %31
  br i1 %175, label %160, label %91, !llvm.loop !235

176:                                              ; preds = %152, %136, %114, %92
  %177 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 0
  switch i64 %31, label %233 [
    i64 2, label %178
    i64 3, label %200
  ]

178:                                              ; preds = %176
  %179 = load i64, i64* %177, align 16, !tbaa !16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !236) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !239) #28
  %180 = lshr i64 %89, 3
  %181 = getelementptr inbounds i8, i8* %7, i64 %180
  %182 = load i8, i8* %181, align 1, !tbaa !27, !alias.scope !239, !noalias !236
  %183 = zext i8 %182 to i64
  %184 = and i64 %89, 7
  %185 = shl i64 %179, %184
  %186 = or i64 %185, %183
  %187 = bitcast i8* %181 to i64*
  store i64 %186, i64* %187, align 1, !alias.scope !239, !noalias !236
  %188 = add i64 %89, %41
  store i64 %188, i64* %6, align 8, !tbaa !16, !alias.scope !236, !noalias !239
  %189 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 1
  %190 = load i64, i64* %189, align 8, !tbaa !16
  %191 = lshr i64 %188, 3
  %192 = getelementptr inbounds i8, i8* %7, i64 %191
  %193 = load i8, i8* %192, align 1, !tbaa !27, !alias.scope !241, !noalias !244
  %194 = zext i8 %193 to i64
  %195 = and i64 %188, 7
  %196 = shl i64 %190, %195
  %197 = or i64 %196, %194
  %198 = bitcast i8* %192 to i64*
  store i64 %197, i64* %198, align 1, !alias.scope !241, !noalias !244
  %199 = add i64 %188, %41
  br label %290

200:                                              ; preds = %176
  %201 = load i64, i64* %177, align 16, !tbaa !16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !246) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !249) #28
  %202 = lshr i64 %89, 3
  %203 = getelementptr inbounds i8, i8* %7, i64 %202
  %204 = load i8, i8* %203, align 1, !tbaa !27, !alias.scope !249, !noalias !246
  %205 = zext i8 %204 to i64
  %206 = and i64 %89, 7
  %207 = shl i64 %201, %206
  %208 = or i64 %207, %205
  %209 = bitcast i8* %203 to i64*
  store i64 %208, i64* %209, align 1, !alias.scope !249, !noalias !246
  %210 = add i64 %89, %41
  store i64 %210, i64* %6, align 8, !tbaa !16, !alias.scope !246, !noalias !249
  %211 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 1
  %212 = load i64, i64* %211, align 8, !tbaa !16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !251) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !254) #28
  %213 = lshr i64 %210, 3
  %214 = getelementptr inbounds i8, i8* %7, i64 %213
  %215 = load i8, i8* %214, align 1, !tbaa !27, !alias.scope !254, !noalias !251
  %216 = zext i8 %215 to i64
  %217 = and i64 %210, 7
  %218 = shl i64 %212, %217
  %219 = or i64 %218, %216
  %220 = bitcast i8* %214 to i64*
  store i64 %219, i64* %220, align 1, !alias.scope !254, !noalias !251
  %221 = add i64 %210, %41
  store i64 %221, i64* %6, align 8, !tbaa !16, !alias.scope !251, !noalias !254
  %222 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 2
  %223 = load i64, i64* %222, align 16, !tbaa !16
  %224 = lshr i64 %221, 3
  %225 = getelementptr inbounds i8, i8* %7, i64 %224
  %226 = load i8, i8* %225, align 1, !tbaa !27, !alias.scope !256, !noalias !259
  %227 = zext i8 %226 to i64
  %228 = and i64 %221, 7
  %229 = shl i64 %223, %228
  %230 = or i64 %229, %227
  %231 = bitcast i8* %225 to i64*
  store i64 %230, i64* %231, align 1, !alias.scope !256, !noalias !259
  %232 = add i64 %221, %41
  br label %290

233:                                              ; preds = %176
  %234 = load i64, i64* %177, align 16, !tbaa !16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !261) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !264) #28
  %235 = lshr i64 %89, 3
  %236 = getelementptr inbounds i8, i8* %7, i64 %235
  %237 = load i8, i8* %236, align 1, !tbaa !27, !alias.scope !264, !noalias !261
  %238 = zext i8 %237 to i64
  %239 = and i64 %89, 7
  %240 = shl i64 %234, %239
  %241 = or i64 %240, %238
  %242 = bitcast i8* %236 to i64*
  store i64 %241, i64* %242, align 1, !alias.scope !264, !noalias !261
  %243 = add i64 %89, %41
  store i64 %243, i64* %6, align 8, !tbaa !16, !alias.scope !261, !noalias !264
  %244 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 1
  %245 = load i64, i64* %244, align 8, !tbaa !16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !266) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !269) #28
  %246 = lshr i64 %243, 3
  %247 = getelementptr inbounds i8, i8* %7, i64 %246
  %248 = load i8, i8* %247, align 1, !tbaa !27, !alias.scope !269, !noalias !266
  %249 = zext i8 %248 to i64
  %250 = and i64 %243, 7
  %251 = shl i64 %245, %250
  %252 = or i64 %251, %249
  %253 = bitcast i8* %247 to i64*
  store i64 %252, i64* %253, align 1, !alias.scope !269, !noalias !266
  %254 = add i64 %243, %41
  store i64 %254, i64* %6, align 8, !tbaa !16, !alias.scope !266, !noalias !269
  %255 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 2
  %256 = load i64, i64* %255, align 16, !tbaa !16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !271) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !274) #28
  %257 = lshr i64 %254, 3
  %258 = getelementptr inbounds i8, i8* %7, i64 %257
  %259 = load i8, i8* %258, align 1, !tbaa !27, !alias.scope !274, !noalias !271
  %260 = zext i8 %259 to i64
  %261 = and i64 %254, 7
  %262 = shl i64 %256, %261
  %263 = or i64 %262, %260
  %264 = bitcast i8* %258 to i64*
  store i64 %263, i64* %264, align 1, !alias.scope !274, !noalias !271
  %265 = add i64 %254, %41
  store i64 %265, i64* %6, align 8, !tbaa !16, !alias.scope !271, !noalias !274
  %266 = getelementptr inbounds [4 x i64], [4 x i64]* %9, i64 0, i64 3
  %267 = load i64, i64* %266, align 8, !tbaa !16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !276) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !279) #28
  %268 = lshr i64 %265, 3
  %269 = getelementptr inbounds i8, i8* %7, i64 %268
  %270 = load i8, i8* %269, align 1, !tbaa !27, !alias.scope !279, !noalias !276
  %271 = zext i8 %270 to i64
  %272 = and i64 %265, 7
  %273 = shl i64 %267, %272
  %274 = or i64 %273, %271
  %275 = bitcast i8* %269 to i64*
  store i64 %274, i64* %275, align 1, !alias.scope !279, !noalias !276
  %276 = add i64 %265, %41
  store i64 %276, i64* %6, align 8, !tbaa !16, !alias.scope !276, !noalias !279
  %277 = getelementptr inbounds i8, i8* %4, i64 %234
  %278 = load i8, i8* %277, align 1, !tbaa !27
  %279 = icmp eq i8 %278, 1
  %280 = zext i1 %279 to i64
  %281 = lshr i64 %276, 3
  %282 = getelementptr inbounds i8, i8* %7, i64 %281
  %283 = load i8, i8* %282, align 1, !tbaa !27, !alias.scope !281, !noalias !284
  %284 = zext i8 %283 to i64
  %285 = and i64 %276, 7
  %286 = shl nuw nsw i64 %280, %285
  %287 = or i64 %286, %284
  %288 = bitcast i8* %282 to i64*
  store i64 %287, i64* %288, align 1, !alias.scope !281, !noalias !284
  %289 = add i64 %276, 1
  br label %290

290:                                              ; preds = %233, %200, %178
  %291 = phi i64 [ %232, %200 ], [ %289, %233 ], [ %199, %178 ]
  store i64 %291, i64* %6, align 8, !tbaa !16, !noalias !199
  br label %293

292:                                              ; preds = %67
  tail call void @BrotliStoreHuffmanTree(i8* noundef %4, i64 noundef %1, %struct.HuffmanTree* noundef %3, i64* noundef %6, i8* noundef %7)
  br label %293

293:                                              ; preds = %292, %290, %43
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %10) #28
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliStoreMetaBlockTrivial(%struct.MemoryManager* noundef %0, i8* nocapture noundef readonly %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i32 noundef %5, %struct.BrotliEncoderParams* nocapture noundef readonly %6, %struct.Command* nocapture noundef readonly %7, i64 noundef %8, i64* nocapture noundef %9, i8* nocapture noundef %10) local_unnamed_addr #5 {
  %12 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef 20640) #28
  %13 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %6, i64 0, i32 9, i32 2
  %14 = load i32, i32* %13, align 8, !tbaa !286
  tail call fastcc void @StoreCompressedMetaBlockHeader(i32 noundef %5, i64 noundef %3, i64* noundef %9, i8* noundef %10)
  %15 = bitcast i8* %12 to %struct.HistogramLiteral*
  %16 = getelementptr inbounds i8, i8* %12, i64 1032
  %17 = bitcast i8* %16 to double*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1032) %12, i8 0, i64 1032, i1 false) #28
  store double 0x7FF0000000000000, double* %17, align 8, !tbaa !287
  %18 = getelementptr inbounds i8, i8* %12, i64 1040
  %19 = bitcast i8* %18 to %struct.HistogramCommand*
  %20 = getelementptr inbounds i8, i8* %12, i64 3864
  %21 = bitcast i8* %20 to double*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2824) %18, i8 0, i64 2824, i1 false) #28
  store double 0x7FF0000000000000, double* %21, align 8, !tbaa !288
  %22 = getelementptr inbounds i8, i8* %12, i64 3872
  %23 = bitcast i8* %22 to %struct.HistogramDistance*
  %24 = getelementptr inbounds i8, i8* %12, i64 6056
  %25 = bitcast i8* %24 to double*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2184) %22, i8 0, i64 2184, i1 false) #28
  store double 0x7FF0000000000000, double* %25, align 8, !tbaa !289
  %26 = icmp eq i64 %8, 0
  br i1 %26, label %120, label %27

27:                                               ; preds = %11
  %28 = getelementptr inbounds i8, i8* %12, i64 3856
  %29 = bitcast i8* %28 to i64*
  %30 = getelementptr inbounds i8, i8* %12, i64 1024
  %31 = bitcast i8* %30 to i64*
  %32 = getelementptr inbounds i8, i8* %12, i64 6048
  %33 = bitcast i8* %32 to i64*
  br label %34

34:                                               ; preds = %116, %27
  %35 = phi i64 [ 0, %27 ], [ %117, %116 ]
  %36 = phi i64 [ 0, %27 ], [ %101, %116 ]
  %37 = phi i64 [ 0, %27 ], [ %52, %116 ]
  %38 = phi i64 [ 0, %27 ], [ %118, %116 ]
  %39 = phi i64 [ %2, %27 ], [ %105, %116 ]
  %40 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %38, i32 0
  %41 = load i32, i32* %40, align 4, !tbaa.struct !290
  %42 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %38, i32 1
  %43 = load i32, i32* %42, align 4, !tbaa.struct !291
  %44 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %38, i32 3
  %45 = load i16, i16* %44, align 4, !tbaa.struct !292
  %46 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %38, i32 4
  %47 = load i16, i16* %46, align 2, !tbaa.struct !293
  %48 = zext i16 %45 to i64
  %49 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %19, i64 0, i32 0, i64 %48
  %50 = load i32, i32* %49, align 4, !tbaa !43
  %51 = add i32 %50, 1
  store i32 %51, i32* %49, align 4, !tbaa !43
  %52 = add i64 %37, 1
  store i64 %52, i64* %29, align 8, !tbaa !154
  %53 = icmp eq i32 %41, 0
  br i1 %53, label %100, label %54

54:                                               ; preds = %34
  %55 = zext i32 %41 to i64
  %56 = and i64 %55, 1
  %57 = icmp eq i64 %56, 0
  br i1 %57, label %69, label %58

58:                                               ; preds = %54
  %59 = and i64 %39, %4
  %60 = getelementptr inbounds i8, i8* %1, i64 %59
  %61 = load i8, i8* %60, align 1, !tbaa !27
  %62 = zext i8 %61 to i64
  %63 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %15, i64 0, i32 0, i64 %62
  %64 = load i32, i32* %63, align 4, !tbaa !43
  %65 = add i32 %64, 1
  store i32 %65, i32* %63, align 4, !tbaa !43
  %66 = add i64 %36, 1
  store i64 %66, i64* %31, align 8, !tbaa !147
  %67 = add i64 %39, 1
  %68 = add nsw i64 %55, -1
  br label %69

69:                                               ; preds = %58, %54
  %70 = phi i64 [ undef, %54 ], [ %66, %58 ]
  %71 = phi i64 [ undef, %54 ], [ %67, %58 ]
  %72 = phi i64 [ %36, %54 ], [ %66, %58 ]
  %73 = phi i64 [ %55, %54 ], [ %68, %58 ]
  %74 = phi i64 [ %39, %54 ], [ %67, %58 ]
  %75 = icmp eq i32 %41, 1
  br i1 %75, label %100, label %76

76:                                               ; preds = %76, %69
  %77 = phi i64 [ %96, %76 ], [ %72, %69 ]
  %78 = phi i64 [ %98, %76 ], [ %73, %69 ]
  %79 = phi i64 [ %97, %76 ], [ %74, %69 ]
  %80 = and i64 %79, %4
  %81 = getelementptr inbounds i8, i8* %1, i64 %80
  %82 = load i8, i8* %81, align 1, !tbaa !27
  %83 = zext i8 %82 to i64
  %84 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %15, i64 0, i32 0, i64 %83
  %85 = load i32, i32* %84, align 4, !tbaa !43
  %86 = add i32 %85, 1
  store i32 %86, i32* %84, align 4, !tbaa !43
  %87 = add i64 %77, 1
  store i64 %87, i64* %31, align 8, !tbaa !147
  %88 = add i64 %79, 1
  %89 = and i64 %88, %4
  %90 = getelementptr inbounds i8, i8* %1, i64 %89
  %91 = load i8, i8* %90, align 1, !tbaa !27
  %92 = zext i8 %91 to i64
  %93 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %15, i64 0, i32 0, i64 %92
  %94 = load i32, i32* %93, align 4, !tbaa !43
  %95 = add i32 %94, 1
  store i32 %95, i32* %93, align 4, !tbaa !43
  %96 = add i64 %77, 2
  store i64 %96, i64* %31, align 8, !tbaa !147
  %97 = add i64 %79, 2
  %98 = add nsw i64 %78, -2
  %99 = icmp eq i64 %98, 0
  br i1 %99, label %100, label %76, !llvm.loop !294

100:                                              ; preds = %76, %69, %34
  %101 = phi i64 [ %36, %34 ], [ %70, %69 ], [ %96, %76 ]
  %102 = phi i64 [ %39, %34 ], [ %71, %69 ], [ %97, %76 ]
  %103 = and i32 %43, 33554431
  %104 = zext i32 %103 to i64
  %105 = add i64 %102, %104
  %106 = icmp ne i32 %103, 0
  %107 = icmp ugt i16 %45, 127
  %108 = select i1 %106, i1 %107, i1 false
  br i1 %108, label %109, label %116

109:                                              ; preds = %100
  %110 = and i16 %47, 1023
  %111 = zext i16 %110 to i64
  %112 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %23, i64 0, i32 0, i64 %111
  %113 = load i32, i32* %112, align 4, !tbaa !43
  %114 = add i32 %113, 1
  store i32 %114, i32* %112, align 4, !tbaa !43
  %115 = add i64 %35, 1
  store i64 %115, i64* %33, align 8, !tbaa !160
  br label %116

116:                                              ; preds = %109, %100
  %117 = phi i64 [ %115, %109 ], [ %35, %100 ]
  %118 = add nuw i64 %38, 1
  %119 = icmp eq i64 %118, %8
  br i1 %119, label %120, label %34, !llvm.loop !295

120:                                              ; preds = %116, %11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !296)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !299)
  %121 = load i64, i64* %9, align 8, !tbaa !16, !alias.scope !296, !noalias !299
  %122 = lshr i64 %121, 3
  %123 = getelementptr inbounds i8, i8* %10, i64 %122
  %124 = load i8, i8* %123, align 1, !tbaa !27, !alias.scope !299, !noalias !296
  %125 = zext i8 %124 to i64
  %126 = bitcast i8* %123 to i64*
  store i64 %125, i64* %126, align 1, !alias.scope !299, !noalias !296
  %127 = add i64 %121, 13
  store i64 %127, i64* %9, align 8, !tbaa !16, !alias.scope !296, !noalias !299
  %128 = bitcast i8* %12 to i32*
  %129 = getelementptr inbounds i8, i8* %12, i64 9364
  %130 = bitcast i8* %129 to %struct.HuffmanTree*
  %131 = getelementptr inbounds i8, i8* %12, i64 6064
  %132 = getelementptr inbounds i8, i8* %12, i64 6320
  %133 = bitcast i8* %132 to i16*
  tail call fastcc void @BuildAndStoreHuffmanTree(i32* noundef %128, i64 noundef 256, i64 noundef 256, %struct.HuffmanTree* noundef nonnull %130, i8* noundef nonnull %131, i16* noundef nonnull %133, i64* noundef nonnull %9, i8* noundef %10)
  %134 = bitcast i8* %18 to i32*
  %135 = getelementptr inbounds i8, i8* %12, i64 6832
  %136 = getelementptr inbounds i8, i8* %12, i64 7536
  %137 = bitcast i8* %136 to i16*
  tail call fastcc void @BuildAndStoreHuffmanTree(i32* noundef nonnull %134, i64 noundef 704, i64 noundef 704, %struct.HuffmanTree* noundef nonnull %130, i8* noundef nonnull %135, i16* noundef nonnull %137, i64* noundef nonnull %9, i8* noundef %10)
  %138 = bitcast i8* %22 to i32*
  %139 = zext i32 %14 to i64
  %140 = getelementptr inbounds i8, i8* %12, i64 8944
  %141 = getelementptr inbounds i8, i8* %12, i64 9084
  %142 = bitcast i8* %141 to i16*
  tail call fastcc void @BuildAndStoreHuffmanTree(i32* noundef nonnull %138, i64 noundef 140, i64 noundef %139, %struct.HuffmanTree* noundef nonnull %130, i8* noundef nonnull %140, i16* noundef nonnull %142, i64* noundef nonnull %9, i8* noundef %10)
  tail call fastcc void @StoreDataWithHuffmanCodes(i8* noundef %1, i64 noundef %2, i64 noundef %4, %struct.Command* noundef %7, i64 noundef %8, i8* noundef nonnull %131, i16* noundef nonnull %133, i8* noundef nonnull %135, i16* noundef nonnull %137, i8* noundef nonnull %140, i16* noundef nonnull %142, i64* noundef nonnull %9, i8* noundef %10)
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef nonnull %12) #28
  %143 = icmp eq i32 %5, 0
  br i1 %143, label %150, label %144

144:                                              ; preds = %120
  %145 = load i64, i64* %9, align 8, !tbaa !16
  %146 = add i64 %145, 7
  %147 = and i64 %146, 4294967288
  store i64 %147, i64* %9, align 8, !tbaa !16
  %148 = lshr exact i64 %147, 3
  %149 = getelementptr inbounds i8, i8* %10, i64 %148
  store i8 0, i8* %149, align 1, !tbaa !27
  br label %150

150:                                              ; preds = %144, %120
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc void @StoreDataWithHuffmanCodes(i8* nocapture noundef readonly, i64 noundef, i64 noundef, %struct.Command* nocapture noundef readonly, i64 noundef, i8* nocapture noundef readonly, i16* nocapture noundef readonly, i8* nocapture noundef readonly, i16* nocapture noundef readonly, i8* nocapture noundef readonly, i16* nocapture noundef readonly, i64* nocapture noundef, i8* nocapture noundef) unnamed_addr #19

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define hidden void @BrotliStoreUncompressedMetaBlock(i32 noundef %0, i8* noalias nocapture noundef readonly %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64* noalias nocapture noundef %5, i8* noalias nocapture noundef %6) local_unnamed_addr #17 {
  %8 = and i64 %3, %2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !301) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !304) #28
  %9 = load i64, i64* %5, align 8, !tbaa !16, !alias.scope !301, !noalias !304
  %10 = lshr i64 %9, 3
  %11 = getelementptr inbounds i8, i8* %6, i64 %10
  %12 = load i8, i8* %11, align 1, !tbaa !27, !alias.scope !304, !noalias !301
  %13 = zext i8 %12 to i64
  %14 = bitcast i8* %11 to i64*
  store i64 %13, i64* %14, align 1, !alias.scope !304, !noalias !301
  %15 = add i64 %9, 1
  %16 = icmp eq i64 %4, 1
  br i1 %16, label %25, label %17

17:                                               ; preds = %7
  %18 = trunc i64 %4 to i32
  %19 = add i32 %18, -1
  %20 = tail call i32 @llvm.ctlz.i32(i32 %19, i1 true) #28, !range !183
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
  %33 = load i8, i8* %32, align 1, !tbaa !27, !alias.scope !306, !noalias !309
  %34 = zext i8 %33 to i64
  %35 = and i64 %15, 7
  %36 = shl nsw i64 %28, %35
  %37 = or i64 %36, %34
  %38 = bitcast i8* %32 to i64*
  store i64 %37, i64* %38, align 1, !alias.scope !306, !noalias !309
  %39 = add i64 %9, 3
  %40 = lshr i64 %39, 3
  %41 = getelementptr inbounds i8, i8* %6, i64 %40
  %42 = load i8, i8* %41, align 1, !tbaa !27, !alias.scope !311, !noalias !314
  %43 = zext i8 %42 to i64
  %44 = and i64 %39, 7
  %45 = shl i64 %30, %44
  %46 = or i64 %45, %43
  %47 = bitcast i8* %41 to i64*
  store i64 %46, i64* %47, align 1, !alias.scope !311, !noalias !314
  %48 = add i64 %29, %39
  %49 = lshr i64 %48, 3
  %50 = getelementptr inbounds i8, i8* %6, i64 %49
  %51 = load i8, i8* %50, align 1, !tbaa !27, !alias.scope !316, !noalias !319
  %52 = zext i8 %51 to i64
  %53 = and i64 %48, 7
  %54 = shl nuw nsw i64 1, %53
  %55 = or i64 %54, %52
  %56 = bitcast i8* %50 to i64*
  store i64 %55, i64* %56, align 1, !alias.scope !316, !noalias !319
  %57 = add i64 %48, 8
  %58 = and i64 %57, 4294967288
  %59 = lshr exact i64 %58, 3
  %60 = getelementptr inbounds i8, i8* %6, i64 %59
  store i8 0, i8* %60, align 1, !tbaa !27
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
  store i64 %79, i64* %5, align 8, !tbaa !16
  %80 = lshr i64 %79, 3
  %81 = getelementptr inbounds i8, i8* %6, i64 %80
  store i8 0, i8* %81, align 1, !tbaa !27
  %82 = icmp eq i32 %0, 0
  br i1 %82, label %100, label %83

83:                                               ; preds = %71
  %84 = and i64 %79, 7
  %85 = shl nuw nsw i64 1, %84
  %86 = bitcast i8* %81 to i64*
  store i64 %85, i64* %86, align 1, !alias.scope !321, !noalias !324
  %87 = add i64 %79, 1
  %88 = lshr i64 %87, 3
  %89 = getelementptr inbounds i8, i8* %6, i64 %88
  %90 = load i8, i8* %89, align 1, !tbaa !27, !alias.scope !326, !noalias !329
  %91 = zext i8 %90 to i64
  %92 = and i64 %87, 7
  %93 = shl nuw nsw i64 1, %92
  %94 = or i64 %93, %91
  %95 = bitcast i8* %89 to i64*
  store i64 %94, i64* %95, align 1, !alias.scope !326, !noalias !329
  %96 = add i64 %79, 9
  %97 = and i64 %96, 4294967288
  store i64 %97, i64* %5, align 8, !tbaa !16
  %98 = lshr exact i64 %97, 3
  %99 = getelementptr inbounds i8, i8* %6, i64 %98
  store i8 0, i8* %99, align 1, !tbaa !27
  br label %100

100:                                              ; preds = %83, %71
  ret void
}

; Function Attrs: nounwind uwtable
declare hidden void @BrotliCompareAndPushToQueueLiteral(%struct.HistogramLiteral* nocapture noundef readonly, %struct.HistogramLiteral* noundef, i32* nocapture noundef readonly, i32 noundef, i32 noundef, i64 noundef, %struct.HistogramPair* nocapture noundef, i64* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden i64 @BrotliHistogramCombineLiteral(%struct.HistogramLiteral* nocapture noundef %0, %struct.HistogramLiteral* noundef %1, i32* nocapture noundef %2, i32* nocapture noundef %3, i32* nocapture noundef %4, %struct.HistogramPair* nocapture noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) local_unnamed_addr #5 {
  %11 = alloca i64, align 8
  %12 = alloca %struct.HistogramPair, align 8
  %13 = bitcast i64* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #28
  store i64 0, i64* %11, align 8, !tbaa !16
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %280, label %32

15:                                               ; preds = %38, %32
  %16 = icmp eq i64 %34, %6
  br i1 %16, label %17, label %32, !llvm.loop !331

17:                                               ; preds = %15
  %18 = icmp ugt i64 %6, 1
  br i1 %18, label %19, label %280

19:                                               ; preds = %17
  %20 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 3
  %21 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 0
  %22 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 1
  %23 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 2
  %24 = icmp eq i64 %7, 0
  %25 = bitcast %struct.HistogramPair* %12 to i8*
  %26 = bitcast %struct.HistogramPair* %5 to i8*
  %27 = getelementptr %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 1
  %28 = getelementptr %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 1
  %29 = icmp ult i64 %7, 8
  %30 = and i64 %7, -8
  %31 = icmp eq i64 %30, %7
  br label %45

32:                                               ; preds = %15, %10
  %33 = phi i64 [ %34, %15 ], [ 0, %10 ]
  %34 = add nuw i64 %33, 1
  %35 = icmp ult i64 %34, %6
  br i1 %35, label %36, label %15

36:                                               ; preds = %32
  %37 = getelementptr inbounds i32, i32* %4, i64 %33
  br label %38

38:                                               ; preds = %38, %36
  %39 = phi i64 [ %34, %36 ], [ %43, %38 ]
  %40 = load i32, i32* %37, align 4, !tbaa !43
  %41 = getelementptr inbounds i32, i32* %4, i64 %39
  %42 = load i32, i32* %41, align 4, !tbaa !43
  call void @BrotliCompareAndPushToQueueLiteral(%struct.HistogramLiteral* noundef %0, %struct.HistogramLiteral* noundef %1, i32* noundef %2, i32 noundef %40, i32 noundef %42, i64 noundef %9, %struct.HistogramPair* noundef %5, i64* noundef nonnull %11)
  %43 = add nuw i64 %39, 1
  %44 = icmp ult i64 %43, %6
  br i1 %44, label %38, label %15, !llvm.loop !332

45:                                               ; preds = %275, %19
  %46 = phi i64 [ %6, %19 ], [ %278, %275 ]
  %47 = phi double [ 0.000000e+00, %19 ], [ %277, %275 ]
  %48 = phi i64 [ 1, %19 ], [ %276, %275 ]
  %49 = load double, double* %20, align 8, !tbaa !333
  %50 = fcmp ult double %49, %47
  br i1 %50, label %51, label %275, !llvm.loop !335

51:                                               ; preds = %45
  %52 = load i32, i32* %21, align 8, !tbaa !336
  %53 = load i32, i32* %22, align 4, !tbaa !337
  %54 = zext i32 %52 to i64
  %55 = zext i32 %53 to i64
  %56 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %55, i32 1
  %57 = load i64, i64* %56, align 8, !tbaa !147
  %58 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %54, i32 1
  %59 = load i64, i64* %58, align 8, !tbaa !147
  %60 = add i64 %59, %57
  store i64 %60, i64* %58, align 8, !tbaa !147
  %61 = getelementptr %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %54
  %62 = mul nuw nsw i64 %54, 130
  %63 = getelementptr i64, i64* %27, i64 %62
  %64 = getelementptr %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %55
  %65 = mul nuw nsw i64 %55, 130
  %66 = getelementptr i64, i64* %28, i64 %65
  %67 = bitcast i64* %66 to %struct.HistogramLiteral*
  %68 = icmp ult %struct.HistogramLiteral* %61, %67
  %69 = bitcast i64* %63 to %struct.HistogramLiteral*
  %70 = icmp ult %struct.HistogramLiteral* %64, %69
  %71 = and i1 %68, %70
  br i1 %71, label %109, label %72

72:                                               ; preds = %72, %51
  %73 = phi i64 [ %107, %72 ], [ 0, %51 ]
  %74 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %55, i32 0, i64 %73
  %75 = bitcast i32* %74 to <4 x i32>*
  %76 = load <4 x i32>, <4 x i32>* %75, align 4, !tbaa !43, !alias.scope !338
  %77 = getelementptr inbounds i32, i32* %74, i64 4
  %78 = bitcast i32* %77 to <4 x i32>*
  %79 = load <4 x i32>, <4 x i32>* %78, align 4, !tbaa !43, !alias.scope !338
  %80 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %54, i32 0, i64 %73
  %81 = bitcast i32* %80 to <4 x i32>*
  %82 = load <4 x i32>, <4 x i32>* %81, align 4, !tbaa !43, !alias.scope !341, !noalias !338
  %83 = getelementptr inbounds i32, i32* %80, i64 4
  %84 = bitcast i32* %83 to <4 x i32>*
  %85 = load <4 x i32>, <4 x i32>* %84, align 4, !tbaa !43, !alias.scope !341, !noalias !338
  %86 = add <4 x i32> %82, %76
  %87 = add <4 x i32> %85, %79
  %88 = bitcast i32* %80 to <4 x i32>*
  store <4 x i32> %86, <4 x i32>* %88, align 4, !tbaa !43, !alias.scope !341, !noalias !338
  %89 = bitcast i32* %83 to <4 x i32>*
  store <4 x i32> %87, <4 x i32>* %89, align 4, !tbaa !43, !alias.scope !341, !noalias !338
  %90 = or i64 %73, 8
  %91 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %55, i32 0, i64 %90
  %92 = bitcast i32* %91 to <4 x i32>*
  %93 = load <4 x i32>, <4 x i32>* %92, align 4, !tbaa !43, !alias.scope !338
  %94 = getelementptr inbounds i32, i32* %91, i64 4
  %95 = bitcast i32* %94 to <4 x i32>*
  %96 = load <4 x i32>, <4 x i32>* %95, align 4, !tbaa !43, !alias.scope !338
  %97 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %54, i32 0, i64 %90
  %98 = bitcast i32* %97 to <4 x i32>*
  %99 = load <4 x i32>, <4 x i32>* %98, align 4, !tbaa !43, !alias.scope !341, !noalias !338
  %100 = getelementptr inbounds i32, i32* %97, i64 4
  %101 = bitcast i32* %100 to <4 x i32>*
  %102 = load <4 x i32>, <4 x i32>* %101, align 4, !tbaa !43, !alias.scope !341, !noalias !338
  %103 = add <4 x i32> %99, %93
  %104 = add <4 x i32> %102, %96
  %105 = bitcast i32* %97 to <4 x i32>*
  store <4 x i32> %103, <4 x i32>* %105, align 4, !tbaa !43, !alias.scope !341, !noalias !338
  %106 = bitcast i32* %100 to <4 x i32>*
  store <4 x i32> %104, <4 x i32>* %106, align 4, !tbaa !43, !alias.scope !341, !noalias !338
  %107 = add nuw nsw i64 %73, 16
  %108 = icmp eq i64 %107, 256
  br i1 %108, label %124, label %72, !llvm.loop !343

109:                                              ; preds = %109, %51
  %110 = phi i64 [ %122, %109 ], [ 0, %51 ]
  %111 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %55, i32 0, i64 %110
  %112 = load i32, i32* %111, align 4, !tbaa !43
  %113 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %54, i32 0, i64 %110
  %114 = load i32, i32* %113, align 4, !tbaa !43
  %115 = add i32 %114, %112
  store i32 %115, i32* %113, align 4, !tbaa !43
  %116 = or i64 %110, 1
  %117 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %55, i32 0, i64 %116
  %118 = load i32, i32* %117, align 4, !tbaa !43
  %119 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %54, i32 0, i64 %116
  %120 = load i32, i32* %119, align 4, !tbaa !43
  %121 = add i32 %120, %118
  store i32 %121, i32* %119, align 4, !tbaa !43
  %122 = add nuw nsw i64 %110, 2
  %123 = icmp eq i64 %122, 256
  br i1 %123, label %124, label %109, !llvm.loop !344

124:                                              ; preds = %109, %72
  %125 = load double, double* %23, align 8, !tbaa !345
  %126 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %54, i32 2
  store double %125, double* %126, align 8, !tbaa !287
  %127 = getelementptr inbounds i32, i32* %2, i64 %55
  %128 = load i32, i32* %127, align 4, !tbaa !43
  %129 = getelementptr inbounds i32, i32* %2, i64 %54
  %130 = load i32, i32* %129, align 4, !tbaa !43
  %131 = add i32 %130, %128
  store i32 %131, i32* %129, align 4, !tbaa !43
  br i1 %24, label %192, label %132

132:                                              ; preds = %124
  br i1 %29, label %190, label %133

133:                                              ; preds = %132
  %134 = insertelement <4 x i32> poison, i32 %53, i64 0
  %135 = shufflevector <4 x i32> %134, <4 x i32> poison, <4 x i32> zeroinitializer
  %136 = insertelement <4 x i32> poison, i32 %53, i64 0
  %137 = shufflevector <4 x i32> %136, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %138

138:                                              ; preds = %186, %133
  %139 = phi i64 [ 0, %133 ], [ %187, %186 ]
  %140 = or i64 %139, 4
  %141 = getelementptr inbounds i32, i32* %3, i64 %139
  %142 = bitcast i32* %141 to <4 x i32>*
  %143 = load <4 x i32>, <4 x i32>* %142, align 4, !tbaa !43
  %144 = getelementptr inbounds i32, i32* %141, i64 4
  %145 = bitcast i32* %144 to <4 x i32>*
  %146 = load <4 x i32>, <4 x i32>* %145, align 4, !tbaa !43
  %147 = icmp eq <4 x i32> %143, %135
  %148 = icmp eq <4 x i32> %146, %137
  %149 = extractelement <4 x i1> %147, i64 0
  br i1 %149, label %150, label %152

150:                                              ; preds = %138
  %151 = getelementptr inbounds i32, i32* %3, i64 %139
  store i32 %52, i32* %151, align 4, !tbaa !43
  br label %152

152:                                              ; preds = %150, %138
  %153 = extractelement <4 x i1> %147, i64 1
  br i1 %153, label %154, label %157

154:                                              ; preds = %152
  %155 = or i64 %139, 1
  %156 = getelementptr inbounds i32, i32* %3, i64 %155
  store i32 %52, i32* %156, align 4, !tbaa !43
  br label %157

157:                                              ; preds = %154, %152
  %158 = extractelement <4 x i1> %147, i64 2
  br i1 %158, label %159, label %162

159:                                              ; preds = %157
  %160 = or i64 %139, 2
  %161 = getelementptr inbounds i32, i32* %3, i64 %160
  store i32 %52, i32* %161, align 4, !tbaa !43
  br label %162

162:                                              ; preds = %159, %157
  %163 = extractelement <4 x i1> %147, i64 3
  br i1 %163, label %164, label %167

164:                                              ; preds = %162
  %165 = or i64 %139, 3
  %166 = getelementptr inbounds i32, i32* %3, i64 %165
  store i32 %52, i32* %166, align 4, !tbaa !43
  br label %167

167:                                              ; preds = %164, %162
  %168 = extractelement <4 x i1> %148, i64 0
  br i1 %168, label %169, label %171

169:                                              ; preds = %167
  %170 = getelementptr inbounds i32, i32* %3, i64 %140
  store i32 %52, i32* %170, align 4, !tbaa !43
  br label %171

171:                                              ; preds = %169, %167
  %172 = extractelement <4 x i1> %148, i64 1
  br i1 %172, label %173, label %176

173:                                              ; preds = %171
  %174 = or i64 %139, 5
  %175 = getelementptr inbounds i32, i32* %3, i64 %174
  store i32 %52, i32* %175, align 4, !tbaa !43
  br label %176

176:                                              ; preds = %173, %171
  %177 = extractelement <4 x i1> %148, i64 2
  br i1 %177, label %178, label %181

178:                                              ; preds = %176
  %179 = or i64 %139, 6
  %180 = getelementptr inbounds i32, i32* %3, i64 %179
  store i32 %52, i32* %180, align 4, !tbaa !43
  br label %181

181:                                              ; preds = %178, %176
  %182 = extractelement <4 x i1> %148, i64 3
  br i1 %182, label %183, label %186

183:                                              ; preds = %181
  %184 = or i64 %139, 7
  %185 = getelementptr inbounds i32, i32* %3, i64 %184
  store i32 %52, i32* %185, align 4, !tbaa !43
  br label %186

186:                                              ; preds = %183, %181
  %187 = add nuw i64 %139, 8
  %188 = icmp eq i64 %187, %30
  br i1 %188, label %189, label %138, !llvm.loop !346

189:                                              ; preds = %186
  br i1 %31, label %192, label %190

190:                                              ; preds = %189, %132
  %191 = phi i64 [ 0, %132 ], [ %30, %189 ]
  br label %194

192:                                              ; preds = %200, %189, %124
  %193 = call i64 @llvm.umax.i64(i64 %46, i64 1)
  br label %203

194:                                              ; preds = %200, %190
  %195 = phi i64 [ %201, %200 ], [ %191, %190 ]
  %196 = getelementptr inbounds i32, i32* %3, i64 %195
  %197 = load i32, i32* %196, align 4, !tbaa !43
  %198 = icmp eq i32 %197, %53
  br i1 %198, label %199, label %200

199:                                              ; preds = %194
  store i32 %52, i32* %196, align 4, !tbaa !43
  br label %200

200:                                              ; preds = %199, %194
  %201 = add nuw i64 %195, 1
  %202 = icmp eq i64 %201, %7
  br i1 %202, label %192, label %194, !llvm.loop !347

203:                                              ; preds = %217, %192
  %204 = phi i64 [ 0, %192 ], [ %218, %217 ]
  %205 = getelementptr inbounds i32, i32* %4, i64 %204
  %206 = load i32, i32* %205, align 4, !tbaa !43
  %207 = icmp eq i32 %206, %53
  br i1 %207, label %208, label %217

208:                                              ; preds = %203
  %209 = getelementptr inbounds i32, i32* %4, i64 %204
  %210 = bitcast i32* %209 to i8*
  %211 = add nuw i64 %204, 1
  %212 = getelementptr inbounds i32, i32* %4, i64 %211
  %213 = bitcast i32* %212 to i8*
  %214 = xor i64 %204, -1
  %215 = add i64 %46, %214
  %216 = shl i64 %215, 2
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 4 %210, i8* align 4 %213, i64 %216, i1 false)
  br label %220

217:                                              ; preds = %203
  %218 = add nuw i64 %204, 1
  %219 = icmp eq i64 %218, %193
  br i1 %219, label %220, label %203, !llvm.loop !348

220:                                              ; preds = %217, %208
  %221 = add i64 %46, -1
  %222 = load i64, i64* %11, align 8, !tbaa !16
  %223 = icmp eq i64 %222, 0
  br i1 %223, label %266, label %224

224:                                              ; preds = %262, %220
  %225 = phi i64 [ %263, %262 ], [ 0, %220 ]
  %226 = phi i64 [ %264, %262 ], [ 0, %220 ]
  %227 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %226
  %228 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %227, i64 0, i32 0
  %229 = load i32, i32* %228, align 8, !tbaa !336
  %230 = icmp eq i32 %229, %52
  br i1 %230, label %262, label %231

231:                                              ; preds = %224
  %232 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %226, i32 1
  %233 = load i32, i32* %232, align 4, !tbaa !337
  %234 = icmp eq i32 %233, %52
  %235 = icmp eq i32 %229, %53
  %236 = select i1 %234, i1 true, i1 %235
  %237 = icmp eq i32 %233, %53
  %238 = select i1 %236, i1 true, i1 %237
  br i1 %238, label %262, label %239

239:                                              ; preds = %231
  %240 = load double, double* %20, align 8, !tbaa !333
  %241 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %226, i32 3
  %242 = load double, double* %241, align 8, !tbaa !333
  %243 = fcmp une double %240, %242
  br i1 %243, label %244, label %246

244:                                              ; preds = %239
  %245 = fcmp ogt double %240, %242
  br i1 %245, label %252, label %256

246:                                              ; preds = %239
  %247 = load i32, i32* %22, align 4, !tbaa !337
  %248 = load i32, i32* %21, align 8, !tbaa !336
  %249 = sub i32 %247, %248
  %250 = sub i32 %233, %229
  %251 = icmp ugt i32 %249, %250
  br i1 %251, label %252, label %256

252:                                              ; preds = %246, %244
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %25)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %25, i8* noundef nonnull align 8 dereferenceable(24) %26, i64 24, i1 false), !tbaa.struct !349
  %253 = bitcast %struct.HistogramPair* %227 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %26, i8* noundef nonnull align 8 dereferenceable(24) %253, i64 24, i1 false), !tbaa.struct !349
  %254 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %225
  %255 = bitcast %struct.HistogramPair* %254 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %255, i8* noundef nonnull align 8 dereferenceable(24) %25, i64 24, i1 false), !tbaa.struct !349
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %25)
  br label %260

256:                                              ; preds = %246, %244
  %257 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %225
  %258 = bitcast %struct.HistogramPair* %257 to i8*
  %259 = bitcast %struct.HistogramPair* %227 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %258, i8* noundef nonnull align 8 dereferenceable(24) %259, i64 24, i1 false), !tbaa.struct !349
  br label %260

260:                                              ; preds = %256, %252
  %261 = add i64 %225, 1
  br label %262

262:                                              ; preds = %260, %231, %224
  %263 = phi i64 [ %261, %260 ], [ %225, %231 ], [ %225, %224 ]
  %264 = add nuw i64 %226, 1
  %265 = icmp eq i64 %264, %222
  br i1 %265, label %266, label %224, !llvm.loop !350

266:                                              ; preds = %262, %220
  %267 = phi i64 [ 0, %220 ], [ %263, %262 ]
  store i64 %267, i64* %11, align 8, !tbaa !16
  %268 = icmp eq i64 %221, 0
  br i1 %268, label %280, label %269

269:                                              ; preds = %269, %266
  %270 = phi i64 [ %273, %269 ], [ 0, %266 ]
  %271 = getelementptr inbounds i32, i32* %4, i64 %270
  %272 = load i32, i32* %271, align 4, !tbaa !43
  call void @BrotliCompareAndPushToQueueLiteral(%struct.HistogramLiteral* noundef %0, %struct.HistogramLiteral* noundef %1, i32* noundef %2, i32 noundef %52, i32 noundef %272, i64 noundef %9, %struct.HistogramPair* noundef %5, i64* noundef nonnull %11)
  %273 = add nuw i64 %270, 1
  %274 = icmp eq i64 %273, %221
  br i1 %274, label %275, label %269, !llvm.loop !351

275:                                              ; preds = %269, %45
  %276 = phi i64 [ %8, %45 ], [ %48, %269 ]
  %277 = phi double [ 0x547D42AEA2879F2E, %45 ], [ %47, %269 ]
  %278 = phi i64 [ %46, %45 ], [ %221, %269 ]
  %279 = icmp ugt i64 %278, %276
  br i1 %279, label %45, label %280

280:                                              ; preds = %275, %266, %17, %10
  %281 = phi i64 [ %6, %17 ], [ 0, %10 ], [ 0, %266 ], [ %278, %275 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #28
  ret i64 %281
}

; Function Attrs: nounwind uwtable
define hidden double @BrotliHistogramBitCostDistanceLiteral(%struct.HistogramLiteral* nocapture noundef readonly %0, %struct.HistogramLiteral* nocapture noundef readonly %1, %struct.HistogramLiteral* noundef %2) local_unnamed_addr #5 {
  %4 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !147
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %91, label %7

7:                                                ; preds = %3
  %8 = bitcast %struct.HistogramLiteral* %2 to i8*
  %9 = bitcast %struct.HistogramLiteral* %0 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1040) %8, i8* noundef nonnull align 8 dereferenceable(1040) %9, i64 1040, i1 false), !tbaa.struct !352
  %10 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 1
  %11 = load i64, i64* %10, align 8, !tbaa !147
  %12 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %2, i64 0, i32 1
  %13 = load i64, i64* %12, align 8, !tbaa !147
  %14 = add i64 %13, %11
  store i64 %14, i64* %12, align 8, !tbaa !147
  %15 = getelementptr %struct.HistogramLiteral, %struct.HistogramLiteral* %2, i64 0, i32 1
  %16 = getelementptr %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 1
  %17 = bitcast i64* %16 to %struct.HistogramLiteral*
  %18 = icmp ugt %struct.HistogramLiteral* %17, %2
  %19 = bitcast i64* %15 to %struct.HistogramLiteral*
  %20 = icmp ugt %struct.HistogramLiteral* %19, %1
  %21 = and i1 %18, %20
  br i1 %21, label %59, label %22

22:                                               ; preds = %22, %7
  %23 = phi i64 [ %57, %22 ], [ 0, %7 ]
  %24 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 0, i64 %23
  %25 = bitcast i32* %24 to <4 x i32>*
  %26 = load <4 x i32>, <4 x i32>* %25, align 4, !tbaa !43, !alias.scope !353
  %27 = getelementptr inbounds i32, i32* %24, i64 4
  %28 = bitcast i32* %27 to <4 x i32>*
  %29 = load <4 x i32>, <4 x i32>* %28, align 4, !tbaa !43, !alias.scope !353
  %30 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %2, i64 0, i32 0, i64 %23
  %31 = bitcast i32* %30 to <4 x i32>*
  %32 = load <4 x i32>, <4 x i32>* %31, align 4, !tbaa !43, !alias.scope !356, !noalias !353
  %33 = getelementptr inbounds i32, i32* %30, i64 4
  %34 = bitcast i32* %33 to <4 x i32>*
  %35 = load <4 x i32>, <4 x i32>* %34, align 4, !tbaa !43, !alias.scope !356, !noalias !353
  %36 = add <4 x i32> %32, %26
  %37 = add <4 x i32> %35, %29
  %38 = bitcast i32* %30 to <4 x i32>*
  store <4 x i32> %36, <4 x i32>* %38, align 4, !tbaa !43, !alias.scope !356, !noalias !353
  %39 = bitcast i32* %33 to <4 x i32>*
  store <4 x i32> %37, <4 x i32>* %39, align 4, !tbaa !43, !alias.scope !356, !noalias !353
  %40 = or i64 %23, 8
  %41 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 0, i64 %40
  %42 = bitcast i32* %41 to <4 x i32>*
  %43 = load <4 x i32>, <4 x i32>* %42, align 4, !tbaa !43, !alias.scope !353
  %44 = getelementptr inbounds i32, i32* %41, i64 4
  %45 = bitcast i32* %44 to <4 x i32>*
  %46 = load <4 x i32>, <4 x i32>* %45, align 4, !tbaa !43, !alias.scope !353
  %47 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %2, i64 0, i32 0, i64 %40
  %48 = bitcast i32* %47 to <4 x i32>*
  %49 = load <4 x i32>, <4 x i32>* %48, align 4, !tbaa !43, !alias.scope !356, !noalias !353
  %50 = getelementptr inbounds i32, i32* %47, i64 4
  %51 = bitcast i32* %50 to <4 x i32>*
  %52 = load <4 x i32>, <4 x i32>* %51, align 4, !tbaa !43, !alias.scope !356, !noalias !353
  %53 = add <4 x i32> %49, %43
  %54 = add <4 x i32> %52, %46
  %55 = bitcast i32* %47 to <4 x i32>*
  store <4 x i32> %53, <4 x i32>* %55, align 4, !tbaa !43, !alias.scope !356, !noalias !353
  %56 = bitcast i32* %50 to <4 x i32>*
  store <4 x i32> %54, <4 x i32>* %56, align 4, !tbaa !43, !alias.scope !356, !noalias !353
  %57 = add nuw nsw i64 %23, 16
  %58 = icmp eq i64 %57, 256
  br i1 %58, label %86, label %22, !llvm.loop !358

59:                                               ; preds = %59, %7
  %60 = phi i64 [ %84, %59 ], [ 0, %7 ]
  %61 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 0, i64 %60
  %62 = load i32, i32* %61, align 4, !tbaa !43
  %63 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %2, i64 0, i32 0, i64 %60
  %64 = load i32, i32* %63, align 4, !tbaa !43
  %65 = add i32 %64, %62
  store i32 %65, i32* %63, align 4, !tbaa !43
  %66 = or i64 %60, 1
  %67 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 0, i64 %66
  %68 = load i32, i32* %67, align 4, !tbaa !43
  %69 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %2, i64 0, i32 0, i64 %66
  %70 = load i32, i32* %69, align 4, !tbaa !43
  %71 = add i32 %70, %68
  store i32 %71, i32* %69, align 4, !tbaa !43
  %72 = or i64 %60, 2
  %73 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 0, i64 %72
  %74 = load i32, i32* %73, align 4, !tbaa !43
  %75 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %2, i64 0, i32 0, i64 %72
  %76 = load i32, i32* %75, align 4, !tbaa !43
  %77 = add i32 %76, %74
  store i32 %77, i32* %75, align 4, !tbaa !43
  %78 = or i64 %60, 3
  %79 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 0, i64 %78
  %80 = load i32, i32* %79, align 4, !tbaa !43
  %81 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %2, i64 0, i32 0, i64 %78
  %82 = load i32, i32* %81, align 4, !tbaa !43
  %83 = add i32 %82, %80
  store i32 %83, i32* %81, align 4, !tbaa !43
  %84 = add nuw nsw i64 %60, 4
  %85 = icmp eq i64 %84, 256
  br i1 %85, label %86, label %59, !llvm.loop !359

86:                                               ; preds = %59, %22
  %87 = tail call double @BrotliPopulationCostLiteral(%struct.HistogramLiteral* noundef nonnull %2) #28
  %88 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 2
  %89 = load double, double* %88, align 8, !tbaa !287
  %90 = fsub double %87, %89
  br label %91

91:                                               ; preds = %86, %3
  %92 = phi double [ %90, %86 ], [ 0.000000e+00, %3 ]
  ret double %92
}

; Function Attrs: nounwind uwtable
declare hidden void @BrotliHistogramRemapLiteral(%struct.HistogramLiteral* nocapture noundef readonly, i64 noundef, i32* nocapture noundef readonly, i64 noundef, %struct.HistogramLiteral* nocapture noundef, %struct.HistogramLiteral* noundef, i32* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden i64 @BrotliHistogramReindexLiteral(%struct.MemoryManager* noundef %0, %struct.HistogramLiteral* nocapture noundef %1, i32* nocapture noundef %2, i64 noundef %3) local_unnamed_addr #5 {
  %5 = icmp eq i64 %3, 0
  br i1 %5, label %92, label %6

6:                                                ; preds = %4
  %7 = shl i64 %3, 2
  %8 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %7) #28
  %9 = bitcast i8* %8 to i32*
  %10 = shl nuw i64 %3, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %8, i8 -1, i64 %10, i1 false), !tbaa !43
  %11 = and i64 %3, 1
  %12 = icmp eq i64 %3, 1
  br i1 %12, label %43, label %13

13:                                               ; preds = %6
  %14 = and i64 %3, -2
  br label %15

15:                                               ; preds = %38, %13
  %16 = phi i64 [ 0, %13 ], [ %40, %38 ]
  %17 = phi i32 [ 0, %13 ], [ %39, %38 ]
  %18 = phi i64 [ 0, %13 ], [ %41, %38 ]
  %19 = getelementptr inbounds i32, i32* %2, i64 %16
  %20 = load i32, i32* %19, align 4, !tbaa !43
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i32, i32* %9, i64 %21
  %23 = load i32, i32* %22, align 4, !tbaa !43
  %24 = icmp eq i32 %23, -1
  br i1 %24, label %25, label %27

25:                                               ; preds = %15
  store i32 %17, i32* %22, align 4, !tbaa !43
  %26 = add i32 %17, 1
  br label %27

27:                                               ; preds = %25, %15
  %28 = phi i32 [ %26, %25 ], [ %17, %15 ]
  %29 = or i64 %16, 1
  %30 = getelementptr inbounds i32, i32* %2, i64 %29
  %31 = load i32, i32* %30, align 4, !tbaa !43
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i32, i32* %9, i64 %32
  %34 = load i32, i32* %33, align 4, !tbaa !43
  %35 = icmp eq i32 %34, -1
  br i1 %35, label %36, label %38

36:                                               ; preds = %27
  store i32 %28, i32* %33, align 4, !tbaa !43
  %37 = add i32 %28, 1
  br label %38

38:                                               ; preds = %36, %27
  %39 = phi i32 [ %37, %36 ], [ %28, %27 ]
  %40 = add nuw i64 %16, 2
  %41 = add i64 %18, 2
  %42 = icmp eq i64 %41, %14
  br i1 %42, label %43, label %15, !llvm.loop !360

43:                                               ; preds = %38, %6
  %44 = phi i32 [ undef, %6 ], [ %39, %38 ]
  %45 = phi i64 [ 0, %6 ], [ %40, %38 ]
  %46 = phi i32 [ 0, %6 ], [ %39, %38 ]
  %47 = icmp eq i64 %11, 0
  br i1 %47, label %57, label %48

48:                                               ; preds = %43
  %49 = getelementptr inbounds i32, i32* %2, i64 %45
  %50 = load i32, i32* %49, align 4, !tbaa !43
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds i32, i32* %9, i64 %51
  %53 = load i32, i32* %52, align 4, !tbaa !43
  %54 = icmp eq i32 %53, -1
  br i1 %54, label %55, label %57

55:                                               ; preds = %48
  store i32 %46, i32* %52, align 4, !tbaa !43
  %56 = add i32 %46, 1
  br label %57

57:                                               ; preds = %55, %48, %43
  %58 = phi i32 [ %44, %43 ], [ %56, %55 ], [ %46, %48 ]
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %65, label %60

60:                                               ; preds = %57
  %61 = zext i32 %58 to i64
  %62 = mul nuw nsw i64 %61, 1040
  %63 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %62) #28
  %64 = bitcast i8* %63 to %struct.HistogramLiteral*
  br label %65

65:                                               ; preds = %60, %57
  %66 = phi %struct.HistogramLiteral* [ %64, %60 ], [ null, %57 ]
  br i1 %5, label %92, label %67

67:                                               ; preds = %87, %65
  %68 = phi i64 [ %90, %87 ], [ 0, %65 ]
  %69 = phi i32 [ %89, %87 ], [ 0, %65 ]
  %70 = getelementptr inbounds i32, i32* %2, i64 %68
  %71 = load i32, i32* %70, align 4, !tbaa !43
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds i32, i32* %9, i64 %72
  %74 = load i32, i32* %73, align 4, !tbaa !43
  %75 = icmp eq i32 %74, %69
  br i1 %75, label %76, label %87

76:                                               ; preds = %67
  %77 = zext i32 %69 to i64
  %78 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %66, i64 %77
  %79 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 %72
  %80 = bitcast %struct.HistogramLiteral* %78 to i8*
  %81 = bitcast %struct.HistogramLiteral* %79 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1040) %80, i8* noundef nonnull align 8 dereferenceable(1040) %81, i64 1040, i1 false), !tbaa.struct !352
  %82 = add i32 %69, 1
  %83 = load i32, i32* %70, align 4, !tbaa !43
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds i32, i32* %9, i64 %84
  %86 = load i32, i32* %85, align 4, !tbaa !43
  br label %87

87:                                               ; preds = %76, %67
  %88 = phi i32 [ %86, %76 ], [ %74, %67 ]
  %89 = phi i32 [ %82, %76 ], [ %69, %67 ]
  store i32 %88, i32* %70, align 4, !tbaa !43
  %90 = add nuw i64 %68, 1
  %91 = icmp eq i64 %90, %3
  br i1 %91, label %95, label %67, !llvm.loop !361

92:                                               ; preds = %65, %4
  %93 = phi %struct.HistogramLiteral* [ %66, %65 ], [ null, %4 ]
  %94 = phi i8* [ %8, %65 ], [ null, %4 ]
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %94) #28
  br label %126

95:                                               ; preds = %87
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %8) #28
  %96 = zext i32 %89 to i64
  %97 = icmp eq i32 %89, 0
  br i1 %97, label %126, label %98

98:                                               ; preds = %95
  %99 = and i64 %96, 1
  %100 = icmp eq i32 %89, 1
  br i1 %100, label %118, label %101

101:                                              ; preds = %98
  %102 = and i64 %96, 4294967294
  br label %103

103:                                              ; preds = %103, %101
  %104 = phi i64 [ 0, %101 ], [ %115, %103 ]
  %105 = phi i64 [ 0, %101 ], [ %116, %103 ]
  %106 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 %104
  %107 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %66, i64 %104
  %108 = bitcast %struct.HistogramLiteral* %106 to i8*
  %109 = bitcast %struct.HistogramLiteral* %107 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1040) %108, i8* noundef nonnull align 8 dereferenceable(1040) %109, i64 1040, i1 false), !tbaa.struct !352
  %110 = or i64 %104, 1
  %111 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 %110
  %112 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %66, i64 %110
  %113 = bitcast %struct.HistogramLiteral* %111 to i8*
  %114 = bitcast %struct.HistogramLiteral* %112 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1040) %113, i8* noundef nonnull align 8 dereferenceable(1040) %114, i64 1040, i1 false), !tbaa.struct !352
  %115 = add nuw nsw i64 %104, 2
  %116 = add i64 %105, 2
  %117 = icmp eq i64 %116, %102
  br i1 %117, label %118, label %103, !llvm.loop !362

118:                                              ; preds = %103, %98
  %119 = phi i64 [ 0, %98 ], [ %115, %103 ]
  %120 = icmp eq i64 %99, 0
  br i1 %120, label %126, label %121

121:                                              ; preds = %118
  %122 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 %119
  %123 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %66, i64 %119
  %124 = bitcast %struct.HistogramLiteral* %122 to i8*
  %125 = bitcast %struct.HistogramLiteral* %123 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1040) %124, i8* noundef nonnull align 8 dereferenceable(1040) %125, i64 1040, i1 false), !tbaa.struct !352
  br label %126

126:                                              ; preds = %121, %118, %95, %92
  %127 = phi i64 [ 0, %95 ], [ 0, %92 ], [ %96, %118 ], [ %96, %121 ]
  %128 = phi %struct.HistogramLiteral* [ %66, %95 ], [ %93, %92 ], [ %66, %118 ], [ %66, %121 ]
  %129 = bitcast %struct.HistogramLiteral* %128 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %129) #28
  ret i64 %127
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliClusterHistogramsLiteral(%struct.MemoryManager* noundef %0, %struct.HistogramLiteral* noundef %1, i64 noundef %2, i64 noundef %3, %struct.HistogramLiteral* nocapture noundef %4, i64* nocapture noundef writeonly %5, i32* nocapture noundef %6) local_unnamed_addr #5 {
  %8 = icmp eq i64 %2, 0
  br i1 %8, label %15, label %9

9:                                                ; preds = %7
  %10 = shl i64 %2, 2
  %11 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %10) #28
  %12 = bitcast i8* %11 to i32*
  %13 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %10) #28
  %14 = bitcast i8* %13 to i32*
  br label %15

15:                                               ; preds = %9, %7
  %16 = phi i32* [ %12, %9 ], [ null, %7 ]
  %17 = phi i32* [ %14, %9 ], [ null, %7 ]
  %18 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef 49176) #28
  %19 = bitcast i8* %18 to %struct.HistogramPair*
  %20 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef 1040) #28
  %21 = bitcast i8* %20 to %struct.HistogramLiteral*
  br i1 %8, label %210, label %22

22:                                               ; preds = %15
  %23 = icmp ult i64 %2, 8
  br i1 %23, label %93, label %24

24:                                               ; preds = %22
  %25 = and i64 %2, -8
  %26 = add i64 %25, -8
  %27 = lshr exact i64 %26, 3
  %28 = add nuw nsw i64 %27, 1
  %29 = and i64 %28, 7
  %30 = icmp ult i64 %26, 56
  br i1 %30, label %78, label %31

31:                                               ; preds = %24
  %32 = and i64 %28, 4611686018427387896
  br label %33

33:                                               ; preds = %33, %31
  %34 = phi i64 [ 0, %31 ], [ %75, %33 ]
  %35 = phi i64 [ 0, %31 ], [ %76, %33 ]
  %36 = getelementptr inbounds i32, i32* %16, i64 %34
  %37 = bitcast i32* %36 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %37, align 4, !tbaa !43
  %38 = getelementptr inbounds i32, i32* %36, i64 4
  %39 = bitcast i32* %38 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %39, align 4, !tbaa !43
  %40 = or i64 %34, 8
  %41 = getelementptr inbounds i32, i32* %16, i64 %40
  %42 = bitcast i32* %41 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %42, align 4, !tbaa !43
  %43 = getelementptr inbounds i32, i32* %41, i64 4
  %44 = bitcast i32* %43 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %44, align 4, !tbaa !43
  %45 = or i64 %34, 16
  %46 = getelementptr inbounds i32, i32* %16, i64 %45
  %47 = bitcast i32* %46 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %47, align 4, !tbaa !43
  %48 = getelementptr inbounds i32, i32* %46, i64 4
  %49 = bitcast i32* %48 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %49, align 4, !tbaa !43
  %50 = or i64 %34, 24
  %51 = getelementptr inbounds i32, i32* %16, i64 %50
  %52 = bitcast i32* %51 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %52, align 4, !tbaa !43
  %53 = getelementptr inbounds i32, i32* %51, i64 4
  %54 = bitcast i32* %53 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %54, align 4, !tbaa !43
  %55 = or i64 %34, 32
  %56 = getelementptr inbounds i32, i32* %16, i64 %55
  %57 = bitcast i32* %56 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %57, align 4, !tbaa !43
  %58 = getelementptr inbounds i32, i32* %56, i64 4
  %59 = bitcast i32* %58 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %59, align 4, !tbaa !43
  %60 = or i64 %34, 40
  %61 = getelementptr inbounds i32, i32* %16, i64 %60
  %62 = bitcast i32* %61 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %62, align 4, !tbaa !43
  %63 = getelementptr inbounds i32, i32* %61, i64 4
  %64 = bitcast i32* %63 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %64, align 4, !tbaa !43
  %65 = or i64 %34, 48
  %66 = getelementptr inbounds i32, i32* %16, i64 %65
  %67 = bitcast i32* %66 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %67, align 4, !tbaa !43
  %68 = getelementptr inbounds i32, i32* %66, i64 4
  %69 = bitcast i32* %68 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %69, align 4, !tbaa !43
  %70 = or i64 %34, 56
  %71 = getelementptr inbounds i32, i32* %16, i64 %70
  %72 = bitcast i32* %71 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %72, align 4, !tbaa !43
  %73 = getelementptr inbounds i32, i32* %71, i64 4
  %74 = bitcast i32* %73 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %74, align 4, !tbaa !43
  %75 = add nuw i64 %34, 64
  %76 = add nuw i64 %35, 8
  %77 = icmp eq i64 %76, %32
  br i1 %77, label %78, label %33, !llvm.loop !363

78:                                               ; preds = %33, %24
  %79 = phi i64 [ 0, %24 ], [ %75, %33 ]
  %80 = icmp eq i64 %29, 0
  br i1 %80, label %91, label %81

81:                                               ; preds = %81, %78
  %82 = phi i64 [ %88, %81 ], [ %79, %78 ]
  %83 = phi i64 [ %89, %81 ], [ 0, %78 ]
  %84 = getelementptr inbounds i32, i32* %16, i64 %82
  %85 = bitcast i32* %84 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %85, align 4, !tbaa !43
  %86 = getelementptr inbounds i32, i32* %84, i64 4
  %87 = bitcast i32* %86 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %87, align 4, !tbaa !43
  %88 = add nuw i64 %82, 8
  %89 = add i64 %83, 1
  %90 = icmp eq i64 %89, %29
  br i1 %90, label %91, label %81, !llvm.loop !364

91:                                               ; preds = %81, %78
  %92 = icmp eq i64 %25, %2
  br i1 %92, label %95, label %93

93:                                               ; preds = %91, %22
  %94 = phi i64 [ 0, %22 ], [ %25, %91 ]
  br label %96

95:                                               ; preds = %96, %91
  br i1 %8, label %210, label %102

96:                                               ; preds = %96, %93
  %97 = phi i64 [ %99, %96 ], [ %94, %93 ]
  %98 = getelementptr inbounds i32, i32* %16, i64 %97
  store i32 1, i32* %98, align 4, !tbaa !43
  %99 = add nuw i64 %97, 1
  %100 = icmp eq i64 %99, %2
  br i1 %100, label %95, label %96, !llvm.loop !366

101:                                              ; preds = %102
  br i1 %8, label %210, label %114

102:                                              ; preds = %102, %95
  %103 = phi i64 [ %112, %102 ], [ 0, %95 ]
  %104 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %103
  %105 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 %103
  %106 = bitcast %struct.HistogramLiteral* %104 to i8*
  %107 = bitcast %struct.HistogramLiteral* %105 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1040) %106, i8* noundef nonnull align 8 dereferenceable(1040) %107, i64 1040, i1 false), !tbaa.struct !352
  %108 = tail call double @BrotliPopulationCostLiteral(%struct.HistogramLiteral* noundef %105) #28
  %109 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %103, i32 2
  store double %108, double* %109, align 8, !tbaa !287
  %110 = trunc i64 %103 to i32
  %111 = getelementptr inbounds i32, i32* %6, i64 %103
  store i32 %110, i32* %111, align 4, !tbaa !43
  %112 = add nuw i64 %103, 1
  %113 = icmp eq i64 %112, %2
  br i1 %113, label %101, label %102, !llvm.loop !367

114:                                              ; preds = %202, %101
  %115 = phi i64 [ %209, %202 ], [ %2, %101 ]
  %116 = phi i64 [ %206, %202 ], [ 0, %101 ]
  %117 = phi i64 [ %207, %202 ], [ 0, %101 ]
  %118 = call i64 @llvm.umin.i64(i64 %115, i64 64)
  %119 = and i64 %118, 124
  %120 = add nsw i64 %119, -4
  %121 = lshr exact i64 %120, 2
  %122 = add nuw nsw i64 %121, 1
  %123 = call i64 @llvm.umin.i64(i64 %115, i64 64)
  %124 = call i64 @llvm.umin.i64(i64 %115, i64 64)
  %125 = sub i64 %2, %117
  %126 = icmp ult i64 %125, 64
  %127 = select i1 %126, i64 %125, i64 64
  %128 = icmp eq i64 %127, 0
  br i1 %128, label %202, label %129

129:                                              ; preds = %114
  %130 = icmp ult i64 %123, 4
  br i1 %130, label %192, label %131

131:                                              ; preds = %129
  %132 = and i64 %123, 124
  %133 = insertelement <4 x i64> poison, i64 %117, i64 0
  %134 = shufflevector <4 x i64> %133, <4 x i64> poison, <4 x i32> zeroinitializer
  %135 = and i64 %122, 3
  %136 = icmp ult i64 %120, 12
  br i1 %136, label %173, label %137

137:                                              ; preds = %131
  %138 = and i64 %122, 9223372036854775804
  br label %139

139:                                              ; preds = %139, %137
  %140 = phi i64 [ 0, %137 ], [ %169, %139 ]
  %141 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %137 ], [ %170, %139 ]
  %142 = phi i64 [ 0, %137 ], [ %171, %139 ]
  %143 = add nuw nsw <4 x i64> %141, %134
  %144 = trunc <4 x i64> %143 to <4 x i32>
  %145 = add i64 %140, %116
  %146 = getelementptr inbounds i32, i32* %17, i64 %145
  %147 = bitcast i32* %146 to <4 x i32>*
  store <4 x i32> %144, <4 x i32>* %147, align 4, !tbaa !43
  %148 = or i64 %140, 4
  %149 = add <4 x i64> %141, <i64 4, i64 4, i64 4, i64 4>
  %150 = add nuw nsw <4 x i64> %149, %134
  %151 = trunc <4 x i64> %150 to <4 x i32>
  %152 = add i64 %148, %116
  %153 = getelementptr inbounds i32, i32* %17, i64 %152
  %154 = bitcast i32* %153 to <4 x i32>*
  store <4 x i32> %151, <4 x i32>* %154, align 4, !tbaa !43
  %155 = or i64 %140, 8
  %156 = add <4 x i64> %141, <i64 8, i64 8, i64 8, i64 8>
  %157 = add nuw nsw <4 x i64> %156, %134
  %158 = trunc <4 x i64> %157 to <4 x i32>
  %159 = add i64 %155, %116
  %160 = getelementptr inbounds i32, i32* %17, i64 %159
  %161 = bitcast i32* %160 to <4 x i32>*
  store <4 x i32> %158, <4 x i32>* %161, align 4, !tbaa !43
  %162 = or i64 %140, 12
  %163 = add <4 x i64> %141, <i64 12, i64 12, i64 12, i64 12>
  %164 = add nuw nsw <4 x i64> %163, %134
  %165 = trunc <4 x i64> %164 to <4 x i32>
  %166 = add i64 %162, %116
  %167 = getelementptr inbounds i32, i32* %17, i64 %166
  %168 = bitcast i32* %167 to <4 x i32>*
  store <4 x i32> %165, <4 x i32>* %168, align 4, !tbaa !43
  %169 = add nuw i64 %140, 16
  %170 = add <4 x i64> %141, <i64 16, i64 16, i64 16, i64 16>
  %171 = add nuw i64 %142, 4
  %172 = icmp eq i64 %171, %138
  br i1 %172, label %173, label %139, !llvm.loop !368

173:                                              ; preds = %139, %131
  %174 = phi i64 [ 0, %131 ], [ %169, %139 ]
  %175 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %131 ], [ %170, %139 ]
  %176 = icmp eq i64 %135, 0
  br i1 %176, label %190, label %177

177:                                              ; preds = %177, %173
  %178 = phi i64 [ %186, %177 ], [ %174, %173 ]
  %179 = phi <4 x i64> [ %187, %177 ], [ %175, %173 ]
  %180 = phi i64 [ %188, %177 ], [ 0, %173 ]
  %181 = add nuw nsw <4 x i64> %179, %134
  %182 = trunc <4 x i64> %181 to <4 x i32>
  %183 = add i64 %178, %116
  %184 = getelementptr inbounds i32, i32* %17, i64 %183
  %185 = bitcast i32* %184 to <4 x i32>*
  store <4 x i32> %182, <4 x i32>* %185, align 4, !tbaa !43
  %186 = add nuw i64 %178, 4
  %187 = add <4 x i64> %179, <i64 4, i64 4, i64 4, i64 4>
  %188 = add i64 %180, 1
  %189 = icmp eq i64 %188, %135
  br i1 %189, label %190, label %177, !llvm.loop !369

190:                                              ; preds = %177, %173
  %191 = icmp eq i64 %123, %132
  br i1 %191, label %202, label %192

192:                                              ; preds = %190, %129
  %193 = phi i64 [ 0, %129 ], [ %132, %190 ]
  br label %194

194:                                              ; preds = %194, %192
  %195 = phi i64 [ %200, %194 ], [ %193, %192 ]
  %196 = add nuw nsw i64 %195, %117
  %197 = trunc i64 %196 to i32
  %198 = add i64 %195, %116
  %199 = getelementptr inbounds i32, i32* %17, i64 %198
  store i32 %197, i32* %199, align 4, !tbaa !43
  %200 = add nuw nsw i64 %195, 1
  %201 = icmp eq i64 %200, %124
  br i1 %201, label %202, label %194, !llvm.loop !370

202:                                              ; preds = %194, %190, %114
  %203 = getelementptr inbounds i32, i32* %6, i64 %117
  %204 = getelementptr inbounds i32, i32* %17, i64 %116
  %205 = tail call i64 @BrotliHistogramCombineLiteral(%struct.HistogramLiteral* noundef %4, %struct.HistogramLiteral* noundef %21, i32* noundef %16, i32* noundef %203, i32* noundef %204, %struct.HistogramPair* noundef %19, i64 noundef %127, i64 noundef %127, i64 noundef %3, i64 noundef 2048)
  %206 = add i64 %205, %116
  %207 = add i64 %117, 64
  %208 = icmp ult i64 %207, %2
  %209 = add i64 %115, -64
  br i1 %208, label %114, label %210, !llvm.loop !371

210:                                              ; preds = %202, %101, %95, %15
  %211 = phi i64 [ 0, %101 ], [ 0, %95 ], [ 0, %15 ], [ %206, %202 ]
  %212 = shl i64 %211, 6
  %213 = lshr i64 %211, 1
  %214 = mul i64 %213, %211
  %215 = icmp ult i64 %212, %214
  %216 = select i1 %215, i64 %212, i64 %214
  %217 = icmp ugt i64 %216, 2047
  br i1 %217, label %218, label %226

218:                                              ; preds = %218, %210
  %219 = phi i64 [ %221, %218 ], [ 2048, %210 ]
  %220 = icmp ugt i64 %219, %216
  %221 = shl i64 %219, 1
  br i1 %220, label %222, label %218, !llvm.loop !372

222:                                              ; preds = %218
  %223 = mul i64 %219, 24
  %224 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %223) #28
  %225 = bitcast i8* %224 to %struct.HistogramPair*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(49152) %224, i8* noundef nonnull align 8 dereferenceable(49152) %18, i64 49152, i1 false)
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %18) #28
  br label %226

226:                                              ; preds = %222, %210
  %227 = phi %struct.HistogramPair* [ %225, %222 ], [ %19, %210 ]
  %228 = tail call i64 @BrotliHistogramCombineLiteral(%struct.HistogramLiteral* noundef %4, %struct.HistogramLiteral* noundef %21, i32* noundef %16, i32* noundef %6, i32* noundef %17, %struct.HistogramPair* noundef %227, i64 noundef %211, i64 noundef %2, i64 noundef %3, i64 noundef %216)
  %229 = bitcast %struct.HistogramPair* %227 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %229) #28
  %230 = bitcast i32* %16 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %230) #28
  tail call void @BrotliHistogramRemapLiteral(%struct.HistogramLiteral* noundef %1, i64 noundef %2, i32* noundef %17, i64 noundef %228, %struct.HistogramLiteral* noundef %4, %struct.HistogramLiteral* noundef %21, i32* noundef %6)
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %20) #28
  %231 = bitcast i32* %17 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %231) #28
  %232 = tail call i64 @BrotliHistogramReindexLiteral(%struct.MemoryManager* noundef %0, %struct.HistogramLiteral* noundef %4, i32* noundef %6, i64 noundef %2)
  store i64 %232, i64* %5, align 8, !tbaa !16
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliCompareAndPushToQueueCommand(%struct.HistogramCommand* nocapture noundef readonly %0, %struct.HistogramCommand* noundef %1, i32* nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i64 noundef %5, %struct.HistogramPair* nocapture noundef %6, i64* nocapture noundef %7) local_unnamed_addr #5 {
  %9 = icmp eq i32 %3, %4
  br i1 %9, label %189, label %10

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
  %27 = load double, double* %26, align 8, !tbaa !142
  br label %30

28:                                               ; preds = %10
  %29 = tail call double @log2(double noundef %23) #28
  br label %30

30:                                               ; preds = %28, %25
  %31 = phi double [ %27, %25 ], [ %29, %28 ]
  %32 = uitofp i32 %20 to double
  %33 = icmp ult i32 %20, 256
  br i1 %33, label %34, label %37

34:                                               ; preds = %30
  %35 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %21
  %36 = load double, double* %35, align 8, !tbaa !142
  br label %39

37:                                               ; preds = %30
  %38 = tail call double @log2(double noundef %32) #28
  br label %39

39:                                               ; preds = %37, %34
  %40 = phi double [ %36, %34 ], [ %38, %37 ]
  %41 = uitofp i64 %22 to double
  %42 = icmp ult i64 %22, 256
  br i1 %42, label %43, label %46

43:                                               ; preds = %39
  %44 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %22
  %45 = load double, double* %44, align 8, !tbaa !142
  br label %48

46:                                               ; preds = %39
  %47 = tail call double @log2(double noundef %41) #28
  br label %48

48:                                               ; preds = %46, %43
  %49 = phi double [ %45, %43 ], [ %47, %46 ]
  %50 = fmul double %40, %32
  %51 = tail call double @llvm.fmuladd.f64(double %23, double %31, double %50) #28
  %52 = fneg double %41
  %53 = tail call double @llvm.fmuladd.f64(double %52, double %49, double %51) #28
  %54 = fmul double %53, 5.000000e-01
  %55 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %14
  %56 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %14, i32 2
  %57 = load double, double* %56, align 8, !tbaa !288
  %58 = fsub double %54, %57
  %59 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %18, i32 2
  %60 = load double, double* %59, align 8, !tbaa !288
  %61 = fsub double %58, %60
  %62 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %14, i32 1
  %63 = load i64, i64* %62, align 8, !tbaa !154
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %149, label %65

65:                                               ; preds = %48
  %66 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %18, i32 1
  %67 = load i64, i64* %66, align 8, !tbaa !154
  %68 = icmp eq i64 %67, 0
  br i1 %68, label %149, label %69

69:                                               ; preds = %65
  %70 = load i64, i64* %7, align 8, !tbaa !16
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %77, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 3
  %74 = load double, double* %73, align 8, !tbaa !333
  %75 = fcmp olt double %74, 0.000000e+00
  %76 = select i1 %75, double 0.000000e+00, double %74
  br label %77

77:                                               ; preds = %72, %69
  %78 = phi double [ %76, %72 ], [ 0x547D42AEA2879F2E, %69 ]
  %79 = bitcast %struct.HistogramCommand* %1 to i8*
  %80 = bitcast %struct.HistogramCommand* %55 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2832) %79, i8* noundef nonnull align 8 dereferenceable(2832) %80, i64 2832, i1 false), !tbaa.struct !373
  %81 = load i64, i64* %66, align 8, !tbaa !154
  %82 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 1
  %83 = load i64, i64* %82, align 8, !tbaa !154
  %84 = add i64 %83, %81
  store i64 %84, i64* %82, align 8, !tbaa !154
  %85 = getelementptr %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 1
  %86 = getelementptr %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %18
  %87 = getelementptr %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %18, i32 1
  %88 = bitcast i64* %87 to %struct.HistogramCommand*
  %89 = icmp ugt %struct.HistogramCommand* %88, %1
  %90 = bitcast i64* %85 to %struct.HistogramCommand*
  %91 = icmp ult %struct.HistogramCommand* %86, %90
  %92 = and i1 %89, %91
  br i1 %92, label %130, label %93

93:                                               ; preds = %93, %77
  %94 = phi i64 [ %128, %93 ], [ 0, %77 ]
  %95 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %18, i32 0, i64 %94
  %96 = bitcast i32* %95 to <4 x i32>*
  %97 = load <4 x i32>, <4 x i32>* %96, align 4, !tbaa !43, !alias.scope !374
  %98 = getelementptr inbounds i32, i32* %95, i64 4
  %99 = bitcast i32* %98 to <4 x i32>*
  %100 = load <4 x i32>, <4 x i32>* %99, align 4, !tbaa !43, !alias.scope !374
  %101 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 0, i64 %94
  %102 = bitcast i32* %101 to <4 x i32>*
  %103 = load <4 x i32>, <4 x i32>* %102, align 4, !tbaa !43, !alias.scope !377, !noalias !374
  %104 = getelementptr inbounds i32, i32* %101, i64 4
  %105 = bitcast i32* %104 to <4 x i32>*
  %106 = load <4 x i32>, <4 x i32>* %105, align 4, !tbaa !43, !alias.scope !377, !noalias !374
  %107 = add <4 x i32> %103, %97
  %108 = add <4 x i32> %106, %100
  %109 = bitcast i32* %101 to <4 x i32>*
  store <4 x i32> %107, <4 x i32>* %109, align 4, !tbaa !43, !alias.scope !377, !noalias !374
  %110 = bitcast i32* %104 to <4 x i32>*
  store <4 x i32> %108, <4 x i32>* %110, align 4, !tbaa !43, !alias.scope !377, !noalias !374
  %111 = or i64 %94, 8
  %112 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %18, i32 0, i64 %111
  %113 = bitcast i32* %112 to <4 x i32>*
  %114 = load <4 x i32>, <4 x i32>* %113, align 4, !tbaa !43, !alias.scope !374
  %115 = getelementptr inbounds i32, i32* %112, i64 4
  %116 = bitcast i32* %115 to <4 x i32>*
  %117 = load <4 x i32>, <4 x i32>* %116, align 4, !tbaa !43, !alias.scope !374
  %118 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 0, i64 %111
  %119 = bitcast i32* %118 to <4 x i32>*
  %120 = load <4 x i32>, <4 x i32>* %119, align 4, !tbaa !43, !alias.scope !377, !noalias !374
  %121 = getelementptr inbounds i32, i32* %118, i64 4
  %122 = bitcast i32* %121 to <4 x i32>*
  %123 = load <4 x i32>, <4 x i32>* %122, align 4, !tbaa !43, !alias.scope !377, !noalias !374
  %124 = add <4 x i32> %120, %114
  %125 = add <4 x i32> %123, %117
  %126 = bitcast i32* %118 to <4 x i32>*
  store <4 x i32> %124, <4 x i32>* %126, align 4, !tbaa !43, !alias.scope !377, !noalias !374
  %127 = bitcast i32* %121 to <4 x i32>*
  store <4 x i32> %125, <4 x i32>* %127, align 4, !tbaa !43, !alias.scope !377, !noalias !374
  %128 = add nuw nsw i64 %94, 16
  %129 = icmp eq i64 %128, 704
  br i1 %129, label %145, label %93, !llvm.loop !379

130:                                              ; preds = %130, %77
  %131 = phi i64 [ %143, %130 ], [ 0, %77 ]
  %132 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %18, i32 0, i64 %131
  %133 = load i32, i32* %132, align 4, !tbaa !43
  %134 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 0, i64 %131
  %135 = load i32, i32* %134, align 4, !tbaa !43
  %136 = add i32 %135, %133
  store i32 %136, i32* %134, align 4, !tbaa !43
  %137 = or i64 %131, 1
  %138 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %18, i32 0, i64 %137
  %139 = load i32, i32* %138, align 4, !tbaa !43
  %140 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 0, i64 %137
  %141 = load i32, i32* %140, align 4, !tbaa !43
  %142 = add i32 %141, %139
  store i32 %142, i32* %140, align 4, !tbaa !43
  %143 = add nuw nsw i64 %131, 2
  %144 = icmp eq i64 %143, 704
  br i1 %144, label %145, label %130, !llvm.loop !380

145:                                              ; preds = %130, %93
  %146 = tail call double @BrotliPopulationCostCommand(%struct.HistogramCommand* noundef nonnull %1) #28
  %147 = fsub double %78, %61
  %148 = fcmp olt double %146, %147
  br i1 %148, label %149, label %189

149:                                              ; preds = %145, %65, %48
  %150 = phi double [ %57, %65 ], [ %60, %48 ], [ %146, %145 ]
  %151 = fadd double %61, %150
  %152 = load i64, i64* %7, align 8, !tbaa !16
  %153 = icmp eq i64 %152, 0
  br i1 %153, label %180, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 3
  %156 = load double, double* %155, align 8, !tbaa !333
  %157 = fcmp une double %156, %151
  br i1 %157, label %158, label %160

158:                                              ; preds = %154
  %159 = fcmp ogt double %156, %151
  br i1 %159, label %168, label %180

160:                                              ; preds = %154
  %161 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 1
  %162 = load i32, i32* %161, align 4, !tbaa !337
  %163 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 0
  %164 = load i32, i32* %163, align 8, !tbaa !336
  %165 = sub i32 %162, %164
  %166 = sub i32 %12, %13
  %167 = icmp ugt i32 %165, %166
  br i1 %167, label %168, label %180

168:                                              ; preds = %160, %158
  %169 = icmp ult i64 %152, %5
  br i1 %169, label %170, label %176

170:                                              ; preds = %168
  %171 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %152
  %172 = bitcast %struct.HistogramPair* %171 to i8*
  %173 = bitcast %struct.HistogramPair* %6 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %172, i8* noundef nonnull align 8 dereferenceable(24) %173, i64 24, i1 false), !tbaa.struct !349
  %174 = load i64, i64* %7, align 8, !tbaa !16
  %175 = add i64 %174, 1
  store i64 %175, i64* %7, align 8, !tbaa !16
  br label %176

176:                                              ; preds = %170, %168
  %177 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 0
  store i32 %13, i32* %177, align 8, !tbaa.struct !349
  %178 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 1
  store i32 %12, i32* %178, align 4, !tbaa.struct !381
  %179 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 2
  store double %150, double* %179, align 8, !tbaa.struct !382
  store double %151, double* %155, align 8, !tbaa.struct !383
  br label %189

180:                                              ; preds = %160, %158, %149
  %181 = icmp ult i64 %152, %5
  br i1 %181, label %182, label %189

182:                                              ; preds = %180
  %183 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %152, i32 0
  store i32 %13, i32* %183, align 8, !tbaa.struct !349
  %184 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %152, i32 1
  store i32 %12, i32* %184, align 4, !tbaa.struct !381
  %185 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %152, i32 2
  store double %150, double* %185, align 8, !tbaa.struct !382
  %186 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %152, i32 3
  store double %151, double* %186, align 8, !tbaa.struct !383
  %187 = load i64, i64* %7, align 8, !tbaa !16
  %188 = add i64 %187, 1
  store i64 %188, i64* %7, align 8, !tbaa !16
  br label %189

189:                                              ; preds = %182, %180, %176, %145, %8
  ret void
}

; Function Attrs: nounwind uwtable
define hidden i64 @BrotliHistogramCombineCommand(%struct.HistogramCommand* nocapture noundef %0, %struct.HistogramCommand* noundef %1, i32* nocapture noundef %2, i32* nocapture noundef %3, i32* nocapture noundef %4, %struct.HistogramPair* nocapture noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) local_unnamed_addr #5 {
  %11 = alloca i64, align 8
  %12 = alloca %struct.HistogramPair, align 8
  %13 = bitcast i64* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #28
  store i64 0, i64* %11, align 8, !tbaa !16
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %280, label %32

15:                                               ; preds = %38, %32
  %16 = icmp eq i64 %34, %6
  br i1 %16, label %17, label %32, !llvm.loop !384

17:                                               ; preds = %15
  %18 = icmp ugt i64 %6, 1
  br i1 %18, label %19, label %280

19:                                               ; preds = %17
  %20 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 3
  %21 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 0
  %22 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 1
  %23 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 2
  %24 = icmp eq i64 %7, 0
  %25 = bitcast %struct.HistogramPair* %12 to i8*
  %26 = bitcast %struct.HistogramPair* %5 to i8*
  %27 = getelementptr %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 1
  %28 = getelementptr %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 1
  %29 = icmp ult i64 %7, 8
  %30 = and i64 %7, -8
  %31 = icmp eq i64 %30, %7
  br label %45

32:                                               ; preds = %15, %10
  %33 = phi i64 [ %34, %15 ], [ 0, %10 ]
  %34 = add nuw i64 %33, 1
  %35 = icmp ult i64 %34, %6
  br i1 %35, label %36, label %15

36:                                               ; preds = %32
  %37 = getelementptr inbounds i32, i32* %4, i64 %33
  br label %38

38:                                               ; preds = %38, %36
  %39 = phi i64 [ %34, %36 ], [ %43, %38 ]
  %40 = load i32, i32* %37, align 4, !tbaa !43
  %41 = getelementptr inbounds i32, i32* %4, i64 %39
  %42 = load i32, i32* %41, align 4, !tbaa !43
  call void @BrotliCompareAndPushToQueueCommand(%struct.HistogramCommand* noundef %0, %struct.HistogramCommand* noundef %1, i32* noundef %2, i32 noundef %40, i32 noundef %42, i64 noundef %9, %struct.HistogramPair* noundef %5, i64* noundef nonnull %11)
  %43 = add nuw i64 %39, 1
  %44 = icmp ult i64 %43, %6
  br i1 %44, label %38, label %15, !llvm.loop !385

45:                                               ; preds = %275, %19
  %46 = phi i64 [ %6, %19 ], [ %278, %275 ]
  %47 = phi double [ 0.000000e+00, %19 ], [ %277, %275 ]
  %48 = phi i64 [ 1, %19 ], [ %276, %275 ]
  %49 = load double, double* %20, align 8, !tbaa !333
  %50 = fcmp ult double %49, %47
  br i1 %50, label %51, label %275, !llvm.loop !386

51:                                               ; preds = %45
  %52 = load i32, i32* %21, align 8, !tbaa !336
  %53 = load i32, i32* %22, align 4, !tbaa !337
  %54 = zext i32 %52 to i64
  %55 = zext i32 %53 to i64
  %56 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %55, i32 1
  %57 = load i64, i64* %56, align 8, !tbaa !154
  %58 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %54, i32 1
  %59 = load i64, i64* %58, align 8, !tbaa !154
  %60 = add i64 %59, %57
  store i64 %60, i64* %58, align 8, !tbaa !154
  %61 = getelementptr %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %54
  %62 = mul nuw nsw i64 %54, 354
  %63 = getelementptr i64, i64* %27, i64 %62
  %64 = getelementptr %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %55
  %65 = mul nuw nsw i64 %55, 354
  %66 = getelementptr i64, i64* %28, i64 %65
  %67 = bitcast i64* %66 to %struct.HistogramCommand*
  %68 = icmp ult %struct.HistogramCommand* %61, %67
  %69 = bitcast i64* %63 to %struct.HistogramCommand*
  %70 = icmp ult %struct.HistogramCommand* %64, %69
  %71 = and i1 %68, %70
  br i1 %71, label %109, label %72

72:                                               ; preds = %72, %51
  %73 = phi i64 [ %107, %72 ], [ 0, %51 ]
  %74 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %55, i32 0, i64 %73
  %75 = bitcast i32* %74 to <4 x i32>*
  %76 = load <4 x i32>, <4 x i32>* %75, align 4, !tbaa !43, !alias.scope !387
  %77 = getelementptr inbounds i32, i32* %74, i64 4
  %78 = bitcast i32* %77 to <4 x i32>*
  %79 = load <4 x i32>, <4 x i32>* %78, align 4, !tbaa !43, !alias.scope !387
  %80 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %54, i32 0, i64 %73
  %81 = bitcast i32* %80 to <4 x i32>*
  %82 = load <4 x i32>, <4 x i32>* %81, align 4, !tbaa !43, !alias.scope !390, !noalias !387
  %83 = getelementptr inbounds i32, i32* %80, i64 4
  %84 = bitcast i32* %83 to <4 x i32>*
  %85 = load <4 x i32>, <4 x i32>* %84, align 4, !tbaa !43, !alias.scope !390, !noalias !387
  %86 = add <4 x i32> %82, %76
  %87 = add <4 x i32> %85, %79
  %88 = bitcast i32* %80 to <4 x i32>*
  store <4 x i32> %86, <4 x i32>* %88, align 4, !tbaa !43, !alias.scope !390, !noalias !387
  %89 = bitcast i32* %83 to <4 x i32>*
  store <4 x i32> %87, <4 x i32>* %89, align 4, !tbaa !43, !alias.scope !390, !noalias !387
  %90 = or i64 %73, 8
  %91 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %55, i32 0, i64 %90
  %92 = bitcast i32* %91 to <4 x i32>*
  %93 = load <4 x i32>, <4 x i32>* %92, align 4, !tbaa !43, !alias.scope !387
  %94 = getelementptr inbounds i32, i32* %91, i64 4
  %95 = bitcast i32* %94 to <4 x i32>*
  %96 = load <4 x i32>, <4 x i32>* %95, align 4, !tbaa !43, !alias.scope !387
  %97 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %54, i32 0, i64 %90
  %98 = bitcast i32* %97 to <4 x i32>*
  %99 = load <4 x i32>, <4 x i32>* %98, align 4, !tbaa !43, !alias.scope !390, !noalias !387
  %100 = getelementptr inbounds i32, i32* %97, i64 4
  %101 = bitcast i32* %100 to <4 x i32>*
  %102 = load <4 x i32>, <4 x i32>* %101, align 4, !tbaa !43, !alias.scope !390, !noalias !387
  %103 = add <4 x i32> %99, %93
  %104 = add <4 x i32> %102, %96
  %105 = bitcast i32* %97 to <4 x i32>*
  store <4 x i32> %103, <4 x i32>* %105, align 4, !tbaa !43, !alias.scope !390, !noalias !387
  %106 = bitcast i32* %100 to <4 x i32>*
  store <4 x i32> %104, <4 x i32>* %106, align 4, !tbaa !43, !alias.scope !390, !noalias !387
  %107 = add nuw nsw i64 %73, 16
  %108 = icmp eq i64 %107, 704
  br i1 %108, label %124, label %72, !llvm.loop !392

109:                                              ; preds = %109, %51
  %110 = phi i64 [ %122, %109 ], [ 0, %51 ]
  %111 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %55, i32 0, i64 %110
  %112 = load i32, i32* %111, align 4, !tbaa !43
  %113 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %54, i32 0, i64 %110
  %114 = load i32, i32* %113, align 4, !tbaa !43
  %115 = add i32 %114, %112
  store i32 %115, i32* %113, align 4, !tbaa !43
  %116 = or i64 %110, 1
  %117 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %55, i32 0, i64 %116
  %118 = load i32, i32* %117, align 4, !tbaa !43
  %119 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %54, i32 0, i64 %116
  %120 = load i32, i32* %119, align 4, !tbaa !43
  %121 = add i32 %120, %118
  store i32 %121, i32* %119, align 4, !tbaa !43
  %122 = add nuw nsw i64 %110, 2
  %123 = icmp eq i64 %122, 704
  br i1 %123, label %124, label %109, !llvm.loop !393

124:                                              ; preds = %109, %72
  %125 = load double, double* %23, align 8, !tbaa !345
  %126 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %54, i32 2
  store double %125, double* %126, align 8, !tbaa !288
  %127 = getelementptr inbounds i32, i32* %2, i64 %55
  %128 = load i32, i32* %127, align 4, !tbaa !43
  %129 = getelementptr inbounds i32, i32* %2, i64 %54
  %130 = load i32, i32* %129, align 4, !tbaa !43
  %131 = add i32 %130, %128
  store i32 %131, i32* %129, align 4, !tbaa !43
  br i1 %24, label %192, label %132

132:                                              ; preds = %124
  br i1 %29, label %190, label %133

133:                                              ; preds = %132
  %134 = insertelement <4 x i32> poison, i32 %53, i64 0
  %135 = shufflevector <4 x i32> %134, <4 x i32> poison, <4 x i32> zeroinitializer
  %136 = insertelement <4 x i32> poison, i32 %53, i64 0
  %137 = shufflevector <4 x i32> %136, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %138

138:                                              ; preds = %186, %133
  %139 = phi i64 [ 0, %133 ], [ %187, %186 ]
  %140 = or i64 %139, 4
  %141 = getelementptr inbounds i32, i32* %3, i64 %139
  %142 = bitcast i32* %141 to <4 x i32>*
  %143 = load <4 x i32>, <4 x i32>* %142, align 4, !tbaa !43
  %144 = getelementptr inbounds i32, i32* %141, i64 4
  %145 = bitcast i32* %144 to <4 x i32>*
  %146 = load <4 x i32>, <4 x i32>* %145, align 4, !tbaa !43
  %147 = icmp eq <4 x i32> %143, %135
  %148 = icmp eq <4 x i32> %146, %137
  %149 = extractelement <4 x i1> %147, i64 0
  br i1 %149, label %150, label %152

150:                                              ; preds = %138
  %151 = getelementptr inbounds i32, i32* %3, i64 %139
  store i32 %52, i32* %151, align 4, !tbaa !43
  br label %152

152:                                              ; preds = %150, %138
  %153 = extractelement <4 x i1> %147, i64 1
  br i1 %153, label %154, label %157

154:                                              ; preds = %152
  %155 = or i64 %139, 1
  %156 = getelementptr inbounds i32, i32* %3, i64 %155
  store i32 %52, i32* %156, align 4, !tbaa !43
  br label %157

157:                                              ; preds = %154, %152
  %158 = extractelement <4 x i1> %147, i64 2
  br i1 %158, label %159, label %162

159:                                              ; preds = %157
  %160 = or i64 %139, 2
  %161 = getelementptr inbounds i32, i32* %3, i64 %160
  store i32 %52, i32* %161, align 4, !tbaa !43
  br label %162

162:                                              ; preds = %159, %157
  %163 = extractelement <4 x i1> %147, i64 3
  br i1 %163, label %164, label %167

164:                                              ; preds = %162
  %165 = or i64 %139, 3
  %166 = getelementptr inbounds i32, i32* %3, i64 %165
  store i32 %52, i32* %166, align 4, !tbaa !43
  br label %167

167:                                              ; preds = %164, %162
  %168 = extractelement <4 x i1> %148, i64 0
  br i1 %168, label %169, label %171

169:                                              ; preds = %167
  %170 = getelementptr inbounds i32, i32* %3, i64 %140
  store i32 %52, i32* %170, align 4, !tbaa !43
  br label %171

171:                                              ; preds = %169, %167
  %172 = extractelement <4 x i1> %148, i64 1
  br i1 %172, label %173, label %176

173:                                              ; preds = %171
  %174 = or i64 %139, 5
  %175 = getelementptr inbounds i32, i32* %3, i64 %174
  store i32 %52, i32* %175, align 4, !tbaa !43
  br label %176

176:                                              ; preds = %173, %171
  %177 = extractelement <4 x i1> %148, i64 2
  br i1 %177, label %178, label %181

178:                                              ; preds = %176
  %179 = or i64 %139, 6
  %180 = getelementptr inbounds i32, i32* %3, i64 %179
  store i32 %52, i32* %180, align 4, !tbaa !43
  br label %181

181:                                              ; preds = %178, %176
  %182 = extractelement <4 x i1> %148, i64 3
  br i1 %182, label %183, label %186

183:                                              ; preds = %181
  %184 = or i64 %139, 7
  %185 = getelementptr inbounds i32, i32* %3, i64 %184
  store i32 %52, i32* %185, align 4, !tbaa !43
  br label %186

186:                                              ; preds = %183, %181
  %187 = add nuw i64 %139, 8
  %188 = icmp eq i64 %187, %30
  br i1 %188, label %189, label %138, !llvm.loop !394

189:                                              ; preds = %186
  br i1 %31, label %192, label %190

190:                                              ; preds = %189, %132
  %191 = phi i64 [ 0, %132 ], [ %30, %189 ]
  br label %194

192:                                              ; preds = %200, %189, %124
  %193 = call i64 @llvm.umax.i64(i64 %46, i64 1)
  br label %203

194:                                              ; preds = %200, %190
  %195 = phi i64 [ %201, %200 ], [ %191, %190 ]
  %196 = getelementptr inbounds i32, i32* %3, i64 %195
  %197 = load i32, i32* %196, align 4, !tbaa !43
  %198 = icmp eq i32 %197, %53
  br i1 %198, label %199, label %200

199:                                              ; preds = %194
  store i32 %52, i32* %196, align 4, !tbaa !43
  br label %200

200:                                              ; preds = %199, %194
  %201 = add nuw i64 %195, 1
  %202 = icmp eq i64 %201, %7
  br i1 %202, label %192, label %194, !llvm.loop !395

203:                                              ; preds = %217, %192
  %204 = phi i64 [ 0, %192 ], [ %218, %217 ]
  %205 = getelementptr inbounds i32, i32* %4, i64 %204
  %206 = load i32, i32* %205, align 4, !tbaa !43
  %207 = icmp eq i32 %206, %53
  br i1 %207, label %208, label %217

208:                                              ; preds = %203
  %209 = getelementptr inbounds i32, i32* %4, i64 %204
  %210 = bitcast i32* %209 to i8*
  %211 = add nuw i64 %204, 1
  %212 = getelementptr inbounds i32, i32* %4, i64 %211
  %213 = bitcast i32* %212 to i8*
  %214 = xor i64 %204, -1
  %215 = add i64 %46, %214
  %216 = shl i64 %215, 2
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 4 %210, i8* align 4 %213, i64 %216, i1 false)
  br label %220

217:                                              ; preds = %203
  %218 = add nuw i64 %204, 1
  %219 = icmp eq i64 %218, %193
  br i1 %219, label %220, label %203, !llvm.loop !396

220:                                              ; preds = %217, %208
  %221 = add i64 %46, -1
  %222 = load i64, i64* %11, align 8, !tbaa !16
  %223 = icmp eq i64 %222, 0
  br i1 %223, label %266, label %224

224:                                              ; preds = %262, %220
  %225 = phi i64 [ %263, %262 ], [ 0, %220 ]
  %226 = phi i64 [ %264, %262 ], [ 0, %220 ]
  %227 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %226
  %228 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %227, i64 0, i32 0
  %229 = load i32, i32* %228, align 8, !tbaa !336
  %230 = icmp eq i32 %229, %52
  br i1 %230, label %262, label %231

231:                                              ; preds = %224
  %232 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %226, i32 1
  %233 = load i32, i32* %232, align 4, !tbaa !337
  %234 = icmp eq i32 %233, %52
  %235 = icmp eq i32 %229, %53
  %236 = select i1 %234, i1 true, i1 %235
  %237 = icmp eq i32 %233, %53
  %238 = select i1 %236, i1 true, i1 %237
  br i1 %238, label %262, label %239

239:                                              ; preds = %231
  %240 = load double, double* %20, align 8, !tbaa !333
  %241 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %226, i32 3
  %242 = load double, double* %241, align 8, !tbaa !333
  %243 = fcmp une double %240, %242
  br i1 %243, label %244, label %246

244:                                              ; preds = %239
  %245 = fcmp ogt double %240, %242
  br i1 %245, label %252, label %256

246:                                              ; preds = %239
  %247 = load i32, i32* %22, align 4, !tbaa !337
  %248 = load i32, i32* %21, align 8, !tbaa !336
  %249 = sub i32 %247, %248
  %250 = sub i32 %233, %229
  %251 = icmp ugt i32 %249, %250
  br i1 %251, label %252, label %256

252:                                              ; preds = %246, %244
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %25)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %25, i8* noundef nonnull align 8 dereferenceable(24) %26, i64 24, i1 false), !tbaa.struct !349
  %253 = bitcast %struct.HistogramPair* %227 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %26, i8* noundef nonnull align 8 dereferenceable(24) %253, i64 24, i1 false), !tbaa.struct !349
  %254 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %225
  %255 = bitcast %struct.HistogramPair* %254 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %255, i8* noundef nonnull align 8 dereferenceable(24) %25, i64 24, i1 false), !tbaa.struct !349
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %25)
  br label %260

256:                                              ; preds = %246, %244
  %257 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %225
  %258 = bitcast %struct.HistogramPair* %257 to i8*
  %259 = bitcast %struct.HistogramPair* %227 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %258, i8* noundef nonnull align 8 dereferenceable(24) %259, i64 24, i1 false), !tbaa.struct !349
  br label %260

260:                                              ; preds = %256, %252
  %261 = add i64 %225, 1
  br label %262

262:                                              ; preds = %260, %231, %224
  %263 = phi i64 [ %261, %260 ], [ %225, %231 ], [ %225, %224 ]
  %264 = add nuw i64 %226, 1
  %265 = icmp eq i64 %264, %222
  br i1 %265, label %266, label %224, !llvm.loop !397

266:                                              ; preds = %262, %220
  %267 = phi i64 [ 0, %220 ], [ %263, %262 ]
  store i64 %267, i64* %11, align 8, !tbaa !16
  %268 = icmp eq i64 %221, 0
  br i1 %268, label %280, label %269

269:                                              ; preds = %269, %266
  %270 = phi i64 [ %273, %269 ], [ 0, %266 ]
  %271 = getelementptr inbounds i32, i32* %4, i64 %270
  %272 = load i32, i32* %271, align 4, !tbaa !43
  call void @BrotliCompareAndPushToQueueCommand(%struct.HistogramCommand* noundef %0, %struct.HistogramCommand* noundef %1, i32* noundef %2, i32 noundef %52, i32 noundef %272, i64 noundef %9, %struct.HistogramPair* noundef %5, i64* noundef nonnull %11)
  %273 = add nuw i64 %270, 1
  %274 = icmp eq i64 %273, %221
  br i1 %274, label %275, label %269, !llvm.loop !398

275:                                              ; preds = %269, %45
  %276 = phi i64 [ %8, %45 ], [ %48, %269 ]
  %277 = phi double [ 0x547D42AEA2879F2E, %45 ], [ %47, %269 ]
  %278 = phi i64 [ %46, %45 ], [ %221, %269 ]
  %279 = icmp ugt i64 %278, %276
  br i1 %279, label %45, label %280

280:                                              ; preds = %275, %266, %17, %10
  %281 = phi i64 [ %6, %17 ], [ 0, %10 ], [ 0, %266 ], [ %278, %275 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #28
  ret i64 %281
}

; Function Attrs: nounwind uwtable
define hidden double @BrotliHistogramBitCostDistanceCommand(%struct.HistogramCommand* nocapture noundef readonly %0, %struct.HistogramCommand* nocapture noundef readonly %1, %struct.HistogramCommand* noundef %2) local_unnamed_addr #5 {
  %4 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !154
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %91, label %7

7:                                                ; preds = %3
  %8 = bitcast %struct.HistogramCommand* %2 to i8*
  %9 = bitcast %struct.HistogramCommand* %0 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2832) %8, i8* noundef nonnull align 8 dereferenceable(2832) %9, i64 2832, i1 false), !tbaa.struct !373
  %10 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 1
  %11 = load i64, i64* %10, align 8, !tbaa !154
  %12 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %2, i64 0, i32 1
  %13 = load i64, i64* %12, align 8, !tbaa !154
  %14 = add i64 %13, %11
  store i64 %14, i64* %12, align 8, !tbaa !154
  %15 = getelementptr %struct.HistogramCommand, %struct.HistogramCommand* %2, i64 0, i32 1
  %16 = getelementptr %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 1
  %17 = bitcast i64* %16 to %struct.HistogramCommand*
  %18 = icmp ugt %struct.HistogramCommand* %17, %2
  %19 = bitcast i64* %15 to %struct.HistogramCommand*
  %20 = icmp ugt %struct.HistogramCommand* %19, %1
  %21 = and i1 %18, %20
  br i1 %21, label %59, label %22

22:                                               ; preds = %22, %7
  %23 = phi i64 [ %57, %22 ], [ 0, %7 ]
  %24 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 0, i64 %23
  %25 = bitcast i32* %24 to <4 x i32>*
  %26 = load <4 x i32>, <4 x i32>* %25, align 4, !tbaa !43, !alias.scope !399
  %27 = getelementptr inbounds i32, i32* %24, i64 4
  %28 = bitcast i32* %27 to <4 x i32>*
  %29 = load <4 x i32>, <4 x i32>* %28, align 4, !tbaa !43, !alias.scope !399
  %30 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %2, i64 0, i32 0, i64 %23
  %31 = bitcast i32* %30 to <4 x i32>*
  %32 = load <4 x i32>, <4 x i32>* %31, align 4, !tbaa !43, !alias.scope !402, !noalias !399
  %33 = getelementptr inbounds i32, i32* %30, i64 4
  %34 = bitcast i32* %33 to <4 x i32>*
  %35 = load <4 x i32>, <4 x i32>* %34, align 4, !tbaa !43, !alias.scope !402, !noalias !399
  %36 = add <4 x i32> %32, %26
  %37 = add <4 x i32> %35, %29
  %38 = bitcast i32* %30 to <4 x i32>*
  store <4 x i32> %36, <4 x i32>* %38, align 4, !tbaa !43, !alias.scope !402, !noalias !399
  %39 = bitcast i32* %33 to <4 x i32>*
  store <4 x i32> %37, <4 x i32>* %39, align 4, !tbaa !43, !alias.scope !402, !noalias !399
  %40 = or i64 %23, 8
  %41 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 0, i64 %40
  %42 = bitcast i32* %41 to <4 x i32>*
  %43 = load <4 x i32>, <4 x i32>* %42, align 4, !tbaa !43, !alias.scope !399
  %44 = getelementptr inbounds i32, i32* %41, i64 4
  %45 = bitcast i32* %44 to <4 x i32>*
  %46 = load <4 x i32>, <4 x i32>* %45, align 4, !tbaa !43, !alias.scope !399
  %47 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %2, i64 0, i32 0, i64 %40
  %48 = bitcast i32* %47 to <4 x i32>*
  %49 = load <4 x i32>, <4 x i32>* %48, align 4, !tbaa !43, !alias.scope !402, !noalias !399
  %50 = getelementptr inbounds i32, i32* %47, i64 4
  %51 = bitcast i32* %50 to <4 x i32>*
  %52 = load <4 x i32>, <4 x i32>* %51, align 4, !tbaa !43, !alias.scope !402, !noalias !399
  %53 = add <4 x i32> %49, %43
  %54 = add <4 x i32> %52, %46
  %55 = bitcast i32* %47 to <4 x i32>*
  store <4 x i32> %53, <4 x i32>* %55, align 4, !tbaa !43, !alias.scope !402, !noalias !399
  %56 = bitcast i32* %50 to <4 x i32>*
  store <4 x i32> %54, <4 x i32>* %56, align 4, !tbaa !43, !alias.scope !402, !noalias !399
  %57 = add nuw nsw i64 %23, 16
  %58 = icmp eq i64 %57, 704
  br i1 %58, label %86, label %22, !llvm.loop !404

59:                                               ; preds = %59, %7
  %60 = phi i64 [ %84, %59 ], [ 0, %7 ]
  %61 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 0, i64 %60
  %62 = load i32, i32* %61, align 4, !tbaa !43
  %63 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %2, i64 0, i32 0, i64 %60
  %64 = load i32, i32* %63, align 4, !tbaa !43
  %65 = add i32 %64, %62
  store i32 %65, i32* %63, align 4, !tbaa !43
  %66 = or i64 %60, 1
  %67 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 0, i64 %66
  %68 = load i32, i32* %67, align 4, !tbaa !43
  %69 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %2, i64 0, i32 0, i64 %66
  %70 = load i32, i32* %69, align 4, !tbaa !43
  %71 = add i32 %70, %68
  store i32 %71, i32* %69, align 4, !tbaa !43
  %72 = or i64 %60, 2
  %73 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 0, i64 %72
  %74 = load i32, i32* %73, align 4, !tbaa !43
  %75 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %2, i64 0, i32 0, i64 %72
  %76 = load i32, i32* %75, align 4, !tbaa !43
  %77 = add i32 %76, %74
  store i32 %77, i32* %75, align 4, !tbaa !43
  %78 = or i64 %60, 3
  %79 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 0, i64 %78
  %80 = load i32, i32* %79, align 4, !tbaa !43
  %81 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %2, i64 0, i32 0, i64 %78
  %82 = load i32, i32* %81, align 4, !tbaa !43
  %83 = add i32 %82, %80
  store i32 %83, i32* %81, align 4, !tbaa !43
  %84 = add nuw nsw i64 %60, 4
  %85 = icmp eq i64 %84, 704
  br i1 %85, label %86, label %59, !llvm.loop !405

86:                                               ; preds = %59, %22
  %87 = tail call double @BrotliPopulationCostCommand(%struct.HistogramCommand* noundef nonnull %2) #28
  %88 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 2
  %89 = load double, double* %88, align 8, !tbaa !288
  %90 = fsub double %87, %89
  br label %91

91:                                               ; preds = %86, %3
  %92 = phi double [ %90, %86 ], [ 0.000000e+00, %3 ]
  ret double %92
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliHistogramRemapCommand(%struct.HistogramCommand* nocapture noundef readonly %0, i64 noundef %1, i32* nocapture noundef readonly %2, i64 noundef %3, %struct.HistogramCommand* nocapture noundef %4, %struct.HistogramCommand* noundef %5, i32* nocapture noundef %6) local_unnamed_addr #5 {
  %8 = icmp eq i64 %1, 0
  br i1 %8, label %19, label %9

9:                                                ; preds = %7
  %10 = bitcast %struct.HistogramCommand* %5 to i8*
  %11 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %5, i64 0, i32 1
  %12 = icmp eq i64 %3, 0
  %13 = getelementptr %struct.HistogramCommand, %struct.HistogramCommand* %5, i64 0, i32 1
  %14 = getelementptr %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 0, i32 1
  %15 = getelementptr %struct.HistogramCommand, %struct.HistogramCommand* %5, i64 0, i32 1
  %16 = getelementptr %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 0, i32 1
  %17 = bitcast i64* %15 to %struct.HistogramCommand*
  %18 = bitcast i64* %13 to %struct.HistogramCommand*
  br label %26

19:                                               ; preds = %200, %7
  %20 = icmp eq i64 %3, 0
  br i1 %20, label %215, label %21

21:                                               ; preds = %19
  %22 = and i64 %3, 1
  %23 = icmp eq i64 %3, 1
  br i1 %23, label %205, label %24

24:                                               ; preds = %21
  %25 = and i64 %3, -2
  br label %218

26:                                               ; preds = %200, %9
  %27 = phi i64 [ 0, %9 ], [ %203, %200 ]
  %28 = icmp eq i64 %27, 0
  %29 = add i64 %27, -1
  %30 = select i1 %28, i64 0, i64 %29
  %31 = getelementptr i32, i32* %6, i64 %30
  %32 = load i32, i32* %31, align 4, !tbaa !43
  %33 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %27
  %34 = zext i32 %32 to i64
  %35 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %27, i32 1
  %36 = load i64, i64* %35, align 8, !tbaa !154
  %37 = icmp eq i64 %36, 0
  br i1 %37, label %108, label %38

38:                                               ; preds = %26
  %39 = bitcast %struct.HistogramCommand* %33 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2832) %10, i8* noundef nonnull align 8 dereferenceable(2832) %39, i64 2832, i1 false) #28, !tbaa.struct !373
  %40 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %34, i32 1
  %41 = load i64, i64* %40, align 8, !tbaa !154
  %42 = load i64, i64* %11, align 8, !tbaa !154
  %43 = add i64 %42, %41
  store i64 %43, i64* %11, align 8, !tbaa !154
  %44 = getelementptr %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %34
  %45 = mul nuw nsw i64 %34, 354
  %46 = getelementptr i64, i64* %16, i64 %45
  %47 = bitcast i64* %46 to %struct.HistogramCommand*
  %48 = icmp ugt %struct.HistogramCommand* %47, %5
  %49 = icmp ult %struct.HistogramCommand* %44, %17
  %50 = and i1 %48, %49
  br i1 %50, label %88, label %51

51:                                               ; preds = %51, %38
  %52 = phi i64 [ %86, %51 ], [ 0, %38 ]
  %53 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %34, i32 0, i64 %52
  %54 = bitcast i32* %53 to <4 x i32>*
  %55 = load <4 x i32>, <4 x i32>* %54, align 4, !tbaa !43, !alias.scope !406
  %56 = getelementptr inbounds i32, i32* %53, i64 4
  %57 = bitcast i32* %56 to <4 x i32>*
  %58 = load <4 x i32>, <4 x i32>* %57, align 4, !tbaa !43, !alias.scope !406
  %59 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %5, i64 0, i32 0, i64 %52
  %60 = bitcast i32* %59 to <4 x i32>*
  %61 = load <4 x i32>, <4 x i32>* %60, align 4, !tbaa !43, !alias.scope !409, !noalias !406
  %62 = getelementptr inbounds i32, i32* %59, i64 4
  %63 = bitcast i32* %62 to <4 x i32>*
  %64 = load <4 x i32>, <4 x i32>* %63, align 4, !tbaa !43, !alias.scope !409, !noalias !406
  %65 = add <4 x i32> %61, %55
  %66 = add <4 x i32> %64, %58
  %67 = bitcast i32* %59 to <4 x i32>*
  store <4 x i32> %65, <4 x i32>* %67, align 4, !tbaa !43, !alias.scope !409, !noalias !406
  %68 = bitcast i32* %62 to <4 x i32>*
  store <4 x i32> %66, <4 x i32>* %68, align 4, !tbaa !43, !alias.scope !409, !noalias !406
  %69 = or i64 %52, 8
  %70 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %34, i32 0, i64 %69
  %71 = bitcast i32* %70 to <4 x i32>*
  %72 = load <4 x i32>, <4 x i32>* %71, align 4, !tbaa !43, !alias.scope !406
  %73 = getelementptr inbounds i32, i32* %70, i64 4
  %74 = bitcast i32* %73 to <4 x i32>*
  %75 = load <4 x i32>, <4 x i32>* %74, align 4, !tbaa !43, !alias.scope !406
  %76 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %5, i64 0, i32 0, i64 %69
  %77 = bitcast i32* %76 to <4 x i32>*
  %78 = load <4 x i32>, <4 x i32>* %77, align 4, !tbaa !43, !alias.scope !409, !noalias !406
  %79 = getelementptr inbounds i32, i32* %76, i64 4
  %80 = bitcast i32* %79 to <4 x i32>*
  %81 = load <4 x i32>, <4 x i32>* %80, align 4, !tbaa !43, !alias.scope !409, !noalias !406
  %82 = add <4 x i32> %78, %72
  %83 = add <4 x i32> %81, %75
  %84 = bitcast i32* %76 to <4 x i32>*
  store <4 x i32> %82, <4 x i32>* %84, align 4, !tbaa !43, !alias.scope !409, !noalias !406
  %85 = bitcast i32* %79 to <4 x i32>*
  store <4 x i32> %83, <4 x i32>* %85, align 4, !tbaa !43, !alias.scope !409, !noalias !406
  %86 = add nuw nsw i64 %52, 16
  %87 = icmp eq i64 %86, 704
  br i1 %87, label %103, label %51, !llvm.loop !411

88:                                               ; preds = %88, %38
  %89 = phi i64 [ %101, %88 ], [ 0, %38 ]
  %90 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %34, i32 0, i64 %89
  %91 = load i32, i32* %90, align 4, !tbaa !43
  %92 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %5, i64 0, i32 0, i64 %89
  %93 = load i32, i32* %92, align 4, !tbaa !43
  %94 = add i32 %93, %91
  store i32 %94, i32* %92, align 4, !tbaa !43
  %95 = or i64 %89, 1
  %96 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %34, i32 0, i64 %95
  %97 = load i32, i32* %96, align 4, !tbaa !43
  %98 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %5, i64 0, i32 0, i64 %95
  %99 = load i32, i32* %98, align 4, !tbaa !43
  %100 = add i32 %99, %97
  store i32 %100, i32* %98, align 4, !tbaa !43
  %101 = add nuw nsw i64 %89, 2
  %102 = icmp eq i64 %101, 704
  br i1 %102, label %103, label %88, !llvm.loop !412

103:                                              ; preds = %88, %51
  %104 = tail call double @BrotliPopulationCostCommand(%struct.HistogramCommand* noundef nonnull %5) #28
  %105 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %34, i32 2
  %106 = load double, double* %105, align 8, !tbaa !288
  %107 = fsub double %104, %106
  br label %108

108:                                              ; preds = %103, %26
  %109 = phi double [ %107, %103 ], [ 0.000000e+00, %26 ]
  br i1 %12, label %200, label %110

110:                                              ; preds = %108
  %111 = bitcast %struct.HistogramCommand* %33 to i8*
  br label %112

112:                                              ; preds = %195, %110
  %113 = phi i64 [ 0, %110 ], [ %198, %195 ]
  %114 = phi double [ %109, %110 ], [ %197, %195 ]
  %115 = phi i32 [ %32, %110 ], [ %196, %195 ]
  %116 = getelementptr inbounds i32, i32* %2, i64 %113
  %117 = load i32, i32* %116, align 4, !tbaa !43
  %118 = zext i32 %117 to i64
  %119 = load i64, i64* %35, align 8, !tbaa !154
  %120 = icmp eq i64 %119, 0
  br i1 %120, label %190, label %121

121:                                              ; preds = %112
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2832) %10, i8* noundef nonnull align 8 dereferenceable(2832) %111, i64 2832, i1 false) #28, !tbaa.struct !373
  %122 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %118, i32 1
  %123 = load i64, i64* %122, align 8, !tbaa !154
  %124 = load i64, i64* %11, align 8, !tbaa !154
  %125 = add i64 %124, %123
  store i64 %125, i64* %11, align 8, !tbaa !154
  %126 = getelementptr %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %118
  %127 = mul nuw nsw i64 %118, 354
  %128 = getelementptr i64, i64* %14, i64 %127
  %129 = bitcast i64* %128 to %struct.HistogramCommand*
  %130 = icmp ugt %struct.HistogramCommand* %129, %5
  %131 = icmp ult %struct.HistogramCommand* %126, %18
  %132 = and i1 %130, %131
  br i1 %132, label %170, label %133

133:                                              ; preds = %133, %121
  %134 = phi i64 [ %168, %133 ], [ 0, %121 ]
  %135 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %118, i32 0, i64 %134
  %136 = bitcast i32* %135 to <4 x i32>*
  %137 = load <4 x i32>, <4 x i32>* %136, align 4, !tbaa !43, !alias.scope !413
  %138 = getelementptr inbounds i32, i32* %135, i64 4
  %139 = bitcast i32* %138 to <4 x i32>*
  %140 = load <4 x i32>, <4 x i32>* %139, align 4, !tbaa !43, !alias.scope !413
  %141 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %5, i64 0, i32 0, i64 %134
  %142 = bitcast i32* %141 to <4 x i32>*
  %143 = load <4 x i32>, <4 x i32>* %142, align 4, !tbaa !43, !alias.scope !416, !noalias !413
  %144 = getelementptr inbounds i32, i32* %141, i64 4
  %145 = bitcast i32* %144 to <4 x i32>*
  %146 = load <4 x i32>, <4 x i32>* %145, align 4, !tbaa !43, !alias.scope !416, !noalias !413
  %147 = add <4 x i32> %143, %137
  %148 = add <4 x i32> %146, %140
  %149 = bitcast i32* %141 to <4 x i32>*
  store <4 x i32> %147, <4 x i32>* %149, align 4, !tbaa !43, !alias.scope !416, !noalias !413
  %150 = bitcast i32* %144 to <4 x i32>*
  store <4 x i32> %148, <4 x i32>* %150, align 4, !tbaa !43, !alias.scope !416, !noalias !413
  %151 = or i64 %134, 8
  %152 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %118, i32 0, i64 %151
  %153 = bitcast i32* %152 to <4 x i32>*
  %154 = load <4 x i32>, <4 x i32>* %153, align 4, !tbaa !43, !alias.scope !413
  %155 = getelementptr inbounds i32, i32* %152, i64 4
  %156 = bitcast i32* %155 to <4 x i32>*
  %157 = load <4 x i32>, <4 x i32>* %156, align 4, !tbaa !43, !alias.scope !413
  %158 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %5, i64 0, i32 0, i64 %151
  %159 = bitcast i32* %158 to <4 x i32>*
  %160 = load <4 x i32>, <4 x i32>* %159, align 4, !tbaa !43, !alias.scope !416, !noalias !413
  %161 = getelementptr inbounds i32, i32* %158, i64 4
  %162 = bitcast i32* %161 to <4 x i32>*
  %163 = load <4 x i32>, <4 x i32>* %162, align 4, !tbaa !43, !alias.scope !416, !noalias !413
  %164 = add <4 x i32> %160, %154
  %165 = add <4 x i32> %163, %157
  %166 = bitcast i32* %158 to <4 x i32>*
  store <4 x i32> %164, <4 x i32>* %166, align 4, !tbaa !43, !alias.scope !416, !noalias !413
  %167 = bitcast i32* %161 to <4 x i32>*
  store <4 x i32> %165, <4 x i32>* %167, align 4, !tbaa !43, !alias.scope !416, !noalias !413
  %168 = add nuw nsw i64 %134, 16
  %169 = icmp eq i64 %168, 704
  br i1 %169, label %185, label %133, !llvm.loop !418

170:                                              ; preds = %170, %121
  %171 = phi i64 [ %183, %170 ], [ 0, %121 ]
  %172 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %118, i32 0, i64 %171
  %173 = load i32, i32* %172, align 4, !tbaa !43
  %174 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %5, i64 0, i32 0, i64 %171
  %175 = load i32, i32* %174, align 4, !tbaa !43
  %176 = add i32 %175, %173
  store i32 %176, i32* %174, align 4, !tbaa !43
  %177 = or i64 %171, 1
  %178 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %118, i32 0, i64 %177
  %179 = load i32, i32* %178, align 4, !tbaa !43
  %180 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %5, i64 0, i32 0, i64 %177
  %181 = load i32, i32* %180, align 4, !tbaa !43
  %182 = add i32 %181, %179
  store i32 %182, i32* %180, align 4, !tbaa !43
  %183 = add nuw nsw i64 %171, 2
  %184 = icmp eq i64 %183, 704
  br i1 %184, label %185, label %170, !llvm.loop !419

185:                                              ; preds = %170, %133
  %186 = tail call double @BrotliPopulationCostCommand(%struct.HistogramCommand* noundef nonnull %5) #28
  %187 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %118, i32 2
  %188 = load double, double* %187, align 8, !tbaa !288
  %189 = fsub double %186, %188
  br label %190

190:                                              ; preds = %185, %112
  %191 = phi double [ %189, %185 ], [ 0.000000e+00, %112 ]
  %192 = fcmp olt double %191, %114
  br i1 %192, label %193, label %195

193:                                              ; preds = %190
  %194 = load i32, i32* %116, align 4, !tbaa !43
  br label %195

195:                                              ; preds = %193, %190
  %196 = phi i32 [ %194, %193 ], [ %115, %190 ]
  %197 = phi double [ %191, %193 ], [ %114, %190 ]
  %198 = add nuw i64 %113, 1
  %199 = icmp eq i64 %198, %3
  br i1 %199, label %200, label %112, !llvm.loop !420

200:                                              ; preds = %195, %108
  %201 = phi i32 [ %32, %108 ], [ %196, %195 ]
  %202 = getelementptr inbounds i32, i32* %6, i64 %27
  store i32 %201, i32* %202, align 4, !tbaa !43
  %203 = add nuw i64 %27, 1
  %204 = icmp eq i64 %203, %1
  br i1 %204, label %19, label %26, !llvm.loop !421

205:                                              ; preds = %218, %21
  %206 = phi i64 [ 0, %21 ], [ %234, %218 ]
  %207 = icmp eq i64 %22, 0
  br i1 %207, label %215, label %208

208:                                              ; preds = %205
  %209 = getelementptr inbounds i32, i32* %2, i64 %206
  %210 = load i32, i32* %209, align 4, !tbaa !43
  %211 = zext i32 %210 to i64
  %212 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %211
  %213 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %211, i32 2
  %214 = bitcast %struct.HistogramCommand* %212 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2824) %214, i8 0, i64 2824, i1 false) #28
  store double 0x7FF0000000000000, double* %213, align 8, !tbaa !288
  br label %215

215:                                              ; preds = %208, %205, %19
  br i1 %8, label %312, label %216

216:                                              ; preds = %215
  %217 = getelementptr %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 0, i32 1
  br label %237

218:                                              ; preds = %218, %24
  %219 = phi i64 [ 0, %24 ], [ %234, %218 ]
  %220 = phi i64 [ 0, %24 ], [ %235, %218 ]
  %221 = getelementptr inbounds i32, i32* %2, i64 %219
  %222 = load i32, i32* %221, align 4, !tbaa !43
  %223 = zext i32 %222 to i64
  %224 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %223
  %225 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %223, i32 2
  %226 = bitcast %struct.HistogramCommand* %224 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2824) %226, i8 0, i64 2824, i1 false) #28
  store double 0x7FF0000000000000, double* %225, align 8, !tbaa !288
  %227 = or i64 %219, 1
  %228 = getelementptr inbounds i32, i32* %2, i64 %227
  %229 = load i32, i32* %228, align 4, !tbaa !43
  %230 = zext i32 %229 to i64
  %231 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %230
  %232 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %230, i32 2
  %233 = bitcast %struct.HistogramCommand* %231 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2824) %233, i8 0, i64 2824, i1 false) #28
  store double 0x7FF0000000000000, double* %232, align 8, !tbaa !288
  %234 = add nuw i64 %219, 2
  %235 = add i64 %220, 2
  %236 = icmp eq i64 %235, %25
  br i1 %236, label %205, label %218, !llvm.loop !422

237:                                              ; preds = %309, %216
  %238 = phi i64 [ %310, %309 ], [ 0, %216 ]
  %239 = getelementptr inbounds i32, i32* %6, i64 %238
  %240 = load i32, i32* %239, align 4, !tbaa !43
  %241 = zext i32 %240 to i64
  %242 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %238, i32 1
  %243 = load i64, i64* %242, align 8, !tbaa !154
  %244 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %241, i32 1
  %245 = load i64, i64* %244, align 8, !tbaa !154
  %246 = add i64 %245, %243
  store i64 %246, i64* %244, align 8, !tbaa !154
  %247 = getelementptr %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %238, i32 1
  %248 = getelementptr %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %238
  %249 = getelementptr %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %241
  %250 = mul nuw nsw i64 %241, 354
  %251 = getelementptr i64, i64* %217, i64 %250
  %252 = bitcast i64* %247 to %struct.HistogramCommand*
  %253 = icmp ult %struct.HistogramCommand* %249, %252
  %254 = bitcast i64* %251 to %struct.HistogramCommand*
  %255 = icmp ult %struct.HistogramCommand* %248, %254
  %256 = and i1 %253, %255
  br i1 %256, label %294, label %257

257:                                              ; preds = %257, %237
  %258 = phi i64 [ %292, %257 ], [ 0, %237 ]
  %259 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %238, i32 0, i64 %258
  %260 = bitcast i32* %259 to <4 x i32>*
  %261 = load <4 x i32>, <4 x i32>* %260, align 4, !tbaa !43, !alias.scope !423
  %262 = getelementptr inbounds i32, i32* %259, i64 4
  %263 = bitcast i32* %262 to <4 x i32>*
  %264 = load <4 x i32>, <4 x i32>* %263, align 4, !tbaa !43, !alias.scope !423
  %265 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %241, i32 0, i64 %258
  %266 = bitcast i32* %265 to <4 x i32>*
  %267 = load <4 x i32>, <4 x i32>* %266, align 4, !tbaa !43, !alias.scope !426, !noalias !423
  %268 = getelementptr inbounds i32, i32* %265, i64 4
  %269 = bitcast i32* %268 to <4 x i32>*
  %270 = load <4 x i32>, <4 x i32>* %269, align 4, !tbaa !43, !alias.scope !426, !noalias !423
  %271 = add <4 x i32> %267, %261
  %272 = add <4 x i32> %270, %264
  %273 = bitcast i32* %265 to <4 x i32>*
  store <4 x i32> %271, <4 x i32>* %273, align 4, !tbaa !43, !alias.scope !426, !noalias !423
  %274 = bitcast i32* %268 to <4 x i32>*
  store <4 x i32> %272, <4 x i32>* %274, align 4, !tbaa !43, !alias.scope !426, !noalias !423
  %275 = or i64 %258, 8
  %276 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %238, i32 0, i64 %275
  %277 = bitcast i32* %276 to <4 x i32>*
  %278 = load <4 x i32>, <4 x i32>* %277, align 4, !tbaa !43, !alias.scope !423
  %279 = getelementptr inbounds i32, i32* %276, i64 4
  %280 = bitcast i32* %279 to <4 x i32>*
  %281 = load <4 x i32>, <4 x i32>* %280, align 4, !tbaa !43, !alias.scope !423
  %282 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %241, i32 0, i64 %275
  %283 = bitcast i32* %282 to <4 x i32>*
  %284 = load <4 x i32>, <4 x i32>* %283, align 4, !tbaa !43, !alias.scope !426, !noalias !423
  %285 = getelementptr inbounds i32, i32* %282, i64 4
  %286 = bitcast i32* %285 to <4 x i32>*
  %287 = load <4 x i32>, <4 x i32>* %286, align 4, !tbaa !43, !alias.scope !426, !noalias !423
  %288 = add <4 x i32> %284, %278
  %289 = add <4 x i32> %287, %281
  %290 = bitcast i32* %282 to <4 x i32>*
  store <4 x i32> %288, <4 x i32>* %290, align 4, !tbaa !43, !alias.scope !426, !noalias !423
  %291 = bitcast i32* %285 to <4 x i32>*
  store <4 x i32> %289, <4 x i32>* %291, align 4, !tbaa !43, !alias.scope !426, !noalias !423
  %292 = add nuw nsw i64 %258, 16
  %293 = icmp eq i64 %292, 704
  br i1 %293, label %309, label %257, !llvm.loop !428

294:                                              ; preds = %294, %237
  %295 = phi i64 [ %307, %294 ], [ 0, %237 ]
  %296 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %238, i32 0, i64 %295
  %297 = load i32, i32* %296, align 4, !tbaa !43
  %298 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %241, i32 0, i64 %295
  %299 = load i32, i32* %298, align 4, !tbaa !43
  %300 = add i32 %299, %297
  store i32 %300, i32* %298, align 4, !tbaa !43
  %301 = or i64 %295, 1
  %302 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 %238, i32 0, i64 %301
  %303 = load i32, i32* %302, align 4, !tbaa !43
  %304 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %241, i32 0, i64 %301
  %305 = load i32, i32* %304, align 4, !tbaa !43
  %306 = add i32 %305, %303
  store i32 %306, i32* %304, align 4, !tbaa !43
  %307 = add nuw nsw i64 %295, 2
  %308 = icmp eq i64 %307, 704
  br i1 %308, label %309, label %294, !llvm.loop !429

309:                                              ; preds = %294, %257
  %310 = add nuw i64 %238, 1
  %311 = icmp eq i64 %310, %1
  br i1 %311, label %312, label %237, !llvm.loop !430

312:                                              ; preds = %309, %215
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliCompareAndPushToQueueDistance(%struct.HistogramDistance* nocapture noundef readonly %0, %struct.HistogramDistance* noundef %1, i32* nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i64 noundef %5, %struct.HistogramPair* nocapture noundef %6, i64* nocapture noundef %7) local_unnamed_addr #5 {
  %9 = icmp eq i32 %3, %4
  br i1 %9, label %189, label %10

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
  %27 = load double, double* %26, align 8, !tbaa !142
  br label %30

28:                                               ; preds = %10
  %29 = tail call double @log2(double noundef %23) #28
  br label %30

30:                                               ; preds = %28, %25
  %31 = phi double [ %27, %25 ], [ %29, %28 ]
  %32 = uitofp i32 %20 to double
  %33 = icmp ult i32 %20, 256
  br i1 %33, label %34, label %37

34:                                               ; preds = %30
  %35 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %21
  %36 = load double, double* %35, align 8, !tbaa !142
  br label %39

37:                                               ; preds = %30
  %38 = tail call double @log2(double noundef %32) #28
  br label %39

39:                                               ; preds = %37, %34
  %40 = phi double [ %36, %34 ], [ %38, %37 ]
  %41 = uitofp i64 %22 to double
  %42 = icmp ult i64 %22, 256
  br i1 %42, label %43, label %46

43:                                               ; preds = %39
  %44 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %22
  %45 = load double, double* %44, align 8, !tbaa !142
  br label %48

46:                                               ; preds = %39
  %47 = tail call double @log2(double noundef %41) #28
  br label %48

48:                                               ; preds = %46, %43
  %49 = phi double [ %45, %43 ], [ %47, %46 ]
  %50 = fmul double %40, %32
  %51 = tail call double @llvm.fmuladd.f64(double %23, double %31, double %50) #28
  %52 = fneg double %41
  %53 = tail call double @llvm.fmuladd.f64(double %52, double %49, double %51) #28
  %54 = fmul double %53, 5.000000e-01
  %55 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %14
  %56 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %14, i32 2
  %57 = load double, double* %56, align 8, !tbaa !289
  %58 = fsub double %54, %57
  %59 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %18, i32 2
  %60 = load double, double* %59, align 8, !tbaa !289
  %61 = fsub double %58, %60
  %62 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %14, i32 1
  %63 = load i64, i64* %62, align 8, !tbaa !160
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %149, label %65

65:                                               ; preds = %48
  %66 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %18, i32 1
  %67 = load i64, i64* %66, align 8, !tbaa !160
  %68 = icmp eq i64 %67, 0
  br i1 %68, label %149, label %69

69:                                               ; preds = %65
  %70 = load i64, i64* %7, align 8, !tbaa !16
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %77, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 3
  %74 = load double, double* %73, align 8, !tbaa !333
  %75 = fcmp olt double %74, 0.000000e+00
  %76 = select i1 %75, double 0.000000e+00, double %74
  br label %77

77:                                               ; preds = %72, %69
  %78 = phi double [ %76, %72 ], [ 0x547D42AEA2879F2E, %69 ]
  %79 = bitcast %struct.HistogramDistance* %1 to i8*
  %80 = bitcast %struct.HistogramDistance* %55 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2192) %79, i8* noundef nonnull align 8 dereferenceable(2192) %80, i64 2192, i1 false), !tbaa.struct !431
  %81 = load i64, i64* %66, align 8, !tbaa !160
  %82 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 1
  %83 = load i64, i64* %82, align 8, !tbaa !160
  %84 = add i64 %83, %81
  store i64 %84, i64* %82, align 8, !tbaa !160
  %85 = getelementptr %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 1
  %86 = getelementptr %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %18
  %87 = getelementptr %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %18, i32 1
  %88 = bitcast i64* %87 to %struct.HistogramDistance*
  %89 = icmp ugt %struct.HistogramDistance* %88, %1
  %90 = bitcast i64* %85 to %struct.HistogramDistance*
  %91 = icmp ult %struct.HistogramDistance* %86, %90
  %92 = and i1 %89, %91
  br i1 %92, label %130, label %93

93:                                               ; preds = %93, %77
  %94 = phi i64 [ %128, %93 ], [ 0, %77 ]
  %95 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %18, i32 0, i64 %94
  %96 = bitcast i32* %95 to <4 x i32>*
  %97 = load <4 x i32>, <4 x i32>* %96, align 4, !tbaa !43, !alias.scope !432
  %98 = getelementptr inbounds i32, i32* %95, i64 4
  %99 = bitcast i32* %98 to <4 x i32>*
  %100 = load <4 x i32>, <4 x i32>* %99, align 4, !tbaa !43, !alias.scope !432
  %101 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 0, i64 %94
  %102 = bitcast i32* %101 to <4 x i32>*
  %103 = load <4 x i32>, <4 x i32>* %102, align 4, !tbaa !43, !alias.scope !435, !noalias !432
  %104 = getelementptr inbounds i32, i32* %101, i64 4
  %105 = bitcast i32* %104 to <4 x i32>*
  %106 = load <4 x i32>, <4 x i32>* %105, align 4, !tbaa !43, !alias.scope !435, !noalias !432
  %107 = add <4 x i32> %103, %97
  %108 = add <4 x i32> %106, %100
  %109 = bitcast i32* %101 to <4 x i32>*
  store <4 x i32> %107, <4 x i32>* %109, align 4, !tbaa !43, !alias.scope !435, !noalias !432
  %110 = bitcast i32* %104 to <4 x i32>*
  store <4 x i32> %108, <4 x i32>* %110, align 4, !tbaa !43, !alias.scope !435, !noalias !432
  %111 = or i64 %94, 8
  %112 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %18, i32 0, i64 %111
  %113 = bitcast i32* %112 to <4 x i32>*
  %114 = load <4 x i32>, <4 x i32>* %113, align 4, !tbaa !43, !alias.scope !432
  %115 = getelementptr inbounds i32, i32* %112, i64 4
  %116 = bitcast i32* %115 to <4 x i32>*
  %117 = load <4 x i32>, <4 x i32>* %116, align 4, !tbaa !43, !alias.scope !432
  %118 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 0, i64 %111
  %119 = bitcast i32* %118 to <4 x i32>*
  %120 = load <4 x i32>, <4 x i32>* %119, align 4, !tbaa !43, !alias.scope !435, !noalias !432
  %121 = getelementptr inbounds i32, i32* %118, i64 4
  %122 = bitcast i32* %121 to <4 x i32>*
  %123 = load <4 x i32>, <4 x i32>* %122, align 4, !tbaa !43, !alias.scope !435, !noalias !432
  %124 = add <4 x i32> %120, %114
  %125 = add <4 x i32> %123, %117
  %126 = bitcast i32* %118 to <4 x i32>*
  store <4 x i32> %124, <4 x i32>* %126, align 4, !tbaa !43, !alias.scope !435, !noalias !432
  %127 = bitcast i32* %121 to <4 x i32>*
  store <4 x i32> %125, <4 x i32>* %127, align 4, !tbaa !43, !alias.scope !435, !noalias !432
  %128 = add nuw nsw i64 %94, 16
  %129 = icmp eq i64 %128, 544
  br i1 %129, label %145, label %93, !llvm.loop !437

130:                                              ; preds = %130, %77
  %131 = phi i64 [ %143, %130 ], [ 0, %77 ]
  %132 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %18, i32 0, i64 %131
  %133 = load i32, i32* %132, align 4, !tbaa !43
  %134 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 0, i64 %131
  %135 = load i32, i32* %134, align 4, !tbaa !43
  %136 = add i32 %135, %133
  store i32 %136, i32* %134, align 4, !tbaa !43
  %137 = or i64 %131, 1
  %138 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %18, i32 0, i64 %137
  %139 = load i32, i32* %138, align 4, !tbaa !43
  %140 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 0, i64 %137
  %141 = load i32, i32* %140, align 4, !tbaa !43
  %142 = add i32 %141, %139
  store i32 %142, i32* %140, align 4, !tbaa !43
  %143 = add nuw nsw i64 %131, 2
  %144 = icmp eq i64 %143, 544
  br i1 %144, label %145, label %130, !llvm.loop !438

145:                                              ; preds = %130, %93
  %146 = tail call double @BrotliPopulationCostDistance(%struct.HistogramDistance* noundef nonnull %1) #28
  %147 = fsub double %78, %61
  %148 = fcmp olt double %146, %147
  br i1 %148, label %149, label %189

149:                                              ; preds = %145, %65, %48
  %150 = phi double [ %57, %65 ], [ %60, %48 ], [ %146, %145 ]
  %151 = fadd double %61, %150
  %152 = load i64, i64* %7, align 8, !tbaa !16
  %153 = icmp eq i64 %152, 0
  br i1 %153, label %180, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 3
  %156 = load double, double* %155, align 8, !tbaa !333
  %157 = fcmp une double %156, %151
  br i1 %157, label %158, label %160

158:                                              ; preds = %154
  %159 = fcmp ogt double %156, %151
  br i1 %159, label %168, label %180

160:                                              ; preds = %154
  %161 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 1
  %162 = load i32, i32* %161, align 4, !tbaa !337
  %163 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 0
  %164 = load i32, i32* %163, align 8, !tbaa !336
  %165 = sub i32 %162, %164
  %166 = sub i32 %12, %13
  %167 = icmp ugt i32 %165, %166
  br i1 %167, label %168, label %180

168:                                              ; preds = %160, %158
  %169 = icmp ult i64 %152, %5
  br i1 %169, label %170, label %176

170:                                              ; preds = %168
  %171 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %152
  %172 = bitcast %struct.HistogramPair* %171 to i8*
  %173 = bitcast %struct.HistogramPair* %6 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %172, i8* noundef nonnull align 8 dereferenceable(24) %173, i64 24, i1 false), !tbaa.struct !349
  %174 = load i64, i64* %7, align 8, !tbaa !16
  %175 = add i64 %174, 1
  store i64 %175, i64* %7, align 8, !tbaa !16
  br label %176

176:                                              ; preds = %170, %168
  %177 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 0
  store i32 %13, i32* %177, align 8, !tbaa.struct !349
  %178 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 1
  store i32 %12, i32* %178, align 4, !tbaa.struct !381
  %179 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 2
  store double %150, double* %179, align 8, !tbaa.struct !382
  store double %151, double* %155, align 8, !tbaa.struct !383
  br label %189

180:                                              ; preds = %160, %158, %149
  %181 = icmp ult i64 %152, %5
  br i1 %181, label %182, label %189

182:                                              ; preds = %180
  %183 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %152, i32 0
  store i32 %13, i32* %183, align 8, !tbaa.struct !349
  %184 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %152, i32 1
  store i32 %12, i32* %184, align 4, !tbaa.struct !381
  %185 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %152, i32 2
  store double %150, double* %185, align 8, !tbaa.struct !382
  %186 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %152, i32 3
  store double %151, double* %186, align 8, !tbaa.struct !383
  %187 = load i64, i64* %7, align 8, !tbaa !16
  %188 = add i64 %187, 1
  store i64 %188, i64* %7, align 8, !tbaa !16
  br label %189

189:                                              ; preds = %182, %180, %176, %145, %8
  ret void
}

; Function Attrs: nounwind uwtable
define hidden i64 @BrotliHistogramCombineDistance(%struct.HistogramDistance* nocapture noundef %0, %struct.HistogramDistance* noundef %1, i32* nocapture noundef %2, i32* nocapture noundef %3, i32* nocapture noundef %4, %struct.HistogramPair* nocapture noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) local_unnamed_addr #5 {
  %11 = alloca i64, align 8
  %12 = alloca %struct.HistogramPair, align 8
  %13 = bitcast i64* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #28
  store i64 0, i64* %11, align 8, !tbaa !16
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %280, label %32

15:                                               ; preds = %38, %32
  %16 = icmp eq i64 %34, %6
  br i1 %16, label %17, label %32, !llvm.loop !439

17:                                               ; preds = %15
  %18 = icmp ugt i64 %6, 1
  br i1 %18, label %19, label %280

19:                                               ; preds = %17
  %20 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 3
  %21 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 0
  %22 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 1
  %23 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 0, i32 2
  %24 = icmp eq i64 %7, 0
  %25 = bitcast %struct.HistogramPair* %12 to i8*
  %26 = bitcast %struct.HistogramPair* %5 to i8*
  %27 = getelementptr %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 1
  %28 = getelementptr %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 1
  %29 = icmp ult i64 %7, 8
  %30 = and i64 %7, -8
  %31 = icmp eq i64 %30, %7
  br label %45

32:                                               ; preds = %15, %10
  %33 = phi i64 [ %34, %15 ], [ 0, %10 ]
  %34 = add nuw i64 %33, 1
  %35 = icmp ult i64 %34, %6
  br i1 %35, label %36, label %15

36:                                               ; preds = %32
  %37 = getelementptr inbounds i32, i32* %4, i64 %33
  br label %38

38:                                               ; preds = %38, %36
  %39 = phi i64 [ %34, %36 ], [ %43, %38 ]
  %40 = load i32, i32* %37, align 4, !tbaa !43
  %41 = getelementptr inbounds i32, i32* %4, i64 %39
  %42 = load i32, i32* %41, align 4, !tbaa !43
  call void @BrotliCompareAndPushToQueueDistance(%struct.HistogramDistance* noundef %0, %struct.HistogramDistance* noundef %1, i32* noundef %2, i32 noundef %40, i32 noundef %42, i64 noundef %9, %struct.HistogramPair* noundef %5, i64* noundef nonnull %11)
  %43 = add nuw i64 %39, 1
  %44 = icmp ult i64 %43, %6
  br i1 %44, label %38, label %15, !llvm.loop !440

45:                                               ; preds = %275, %19
  %46 = phi i64 [ %6, %19 ], [ %278, %275 ]
  %47 = phi double [ 0.000000e+00, %19 ], [ %277, %275 ]
  %48 = phi i64 [ 1, %19 ], [ %276, %275 ]
  %49 = load double, double* %20, align 8, !tbaa !333
  %50 = fcmp ult double %49, %47
  br i1 %50, label %51, label %275, !llvm.loop !441

51:                                               ; preds = %45
  %52 = load i32, i32* %21, align 8, !tbaa !336
  %53 = load i32, i32* %22, align 4, !tbaa !337
  %54 = zext i32 %52 to i64
  %55 = zext i32 %53 to i64
  %56 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %55, i32 1
  %57 = load i64, i64* %56, align 8, !tbaa !160
  %58 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %54, i32 1
  %59 = load i64, i64* %58, align 8, !tbaa !160
  %60 = add i64 %59, %57
  store i64 %60, i64* %58, align 8, !tbaa !160
  %61 = getelementptr %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %54
  %62 = mul nuw nsw i64 %54, 274
  %63 = getelementptr i64, i64* %27, i64 %62
  %64 = getelementptr %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %55
  %65 = mul nuw nsw i64 %55, 274
  %66 = getelementptr i64, i64* %28, i64 %65
  %67 = bitcast i64* %66 to %struct.HistogramDistance*
  %68 = icmp ult %struct.HistogramDistance* %61, %67
  %69 = bitcast i64* %63 to %struct.HistogramDistance*
  %70 = icmp ult %struct.HistogramDistance* %64, %69
  %71 = and i1 %68, %70
  br i1 %71, label %109, label %72

72:                                               ; preds = %72, %51
  %73 = phi i64 [ %107, %72 ], [ 0, %51 ]
  %74 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %55, i32 0, i64 %73
  %75 = bitcast i32* %74 to <4 x i32>*
  %76 = load <4 x i32>, <4 x i32>* %75, align 4, !tbaa !43, !alias.scope !442
  %77 = getelementptr inbounds i32, i32* %74, i64 4
  %78 = bitcast i32* %77 to <4 x i32>*
  %79 = load <4 x i32>, <4 x i32>* %78, align 4, !tbaa !43, !alias.scope !442
  %80 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %54, i32 0, i64 %73
  %81 = bitcast i32* %80 to <4 x i32>*
  %82 = load <4 x i32>, <4 x i32>* %81, align 4, !tbaa !43, !alias.scope !445, !noalias !442
  %83 = getelementptr inbounds i32, i32* %80, i64 4
  %84 = bitcast i32* %83 to <4 x i32>*
  %85 = load <4 x i32>, <4 x i32>* %84, align 4, !tbaa !43, !alias.scope !445, !noalias !442
  %86 = add <4 x i32> %82, %76
  %87 = add <4 x i32> %85, %79
  %88 = bitcast i32* %80 to <4 x i32>*
  store <4 x i32> %86, <4 x i32>* %88, align 4, !tbaa !43, !alias.scope !445, !noalias !442
  %89 = bitcast i32* %83 to <4 x i32>*
  store <4 x i32> %87, <4 x i32>* %89, align 4, !tbaa !43, !alias.scope !445, !noalias !442
  %90 = or i64 %73, 8
  %91 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %55, i32 0, i64 %90
  %92 = bitcast i32* %91 to <4 x i32>*
  %93 = load <4 x i32>, <4 x i32>* %92, align 4, !tbaa !43, !alias.scope !442
  %94 = getelementptr inbounds i32, i32* %91, i64 4
  %95 = bitcast i32* %94 to <4 x i32>*
  %96 = load <4 x i32>, <4 x i32>* %95, align 4, !tbaa !43, !alias.scope !442
  %97 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %54, i32 0, i64 %90
  %98 = bitcast i32* %97 to <4 x i32>*
  %99 = load <4 x i32>, <4 x i32>* %98, align 4, !tbaa !43, !alias.scope !445, !noalias !442
  %100 = getelementptr inbounds i32, i32* %97, i64 4
  %101 = bitcast i32* %100 to <4 x i32>*
  %102 = load <4 x i32>, <4 x i32>* %101, align 4, !tbaa !43, !alias.scope !445, !noalias !442
  %103 = add <4 x i32> %99, %93
  %104 = add <4 x i32> %102, %96
  %105 = bitcast i32* %97 to <4 x i32>*
  store <4 x i32> %103, <4 x i32>* %105, align 4, !tbaa !43, !alias.scope !445, !noalias !442
  %106 = bitcast i32* %100 to <4 x i32>*
  store <4 x i32> %104, <4 x i32>* %106, align 4, !tbaa !43, !alias.scope !445, !noalias !442
  %107 = add nuw nsw i64 %73, 16
  %108 = icmp eq i64 %107, 544
  br i1 %108, label %124, label %72, !llvm.loop !447

109:                                              ; preds = %109, %51
  %110 = phi i64 [ %122, %109 ], [ 0, %51 ]
  %111 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %55, i32 0, i64 %110
  %112 = load i32, i32* %111, align 4, !tbaa !43
  %113 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %54, i32 0, i64 %110
  %114 = load i32, i32* %113, align 4, !tbaa !43
  %115 = add i32 %114, %112
  store i32 %115, i32* %113, align 4, !tbaa !43
  %116 = or i64 %110, 1
  %117 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %55, i32 0, i64 %116
  %118 = load i32, i32* %117, align 4, !tbaa !43
  %119 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %54, i32 0, i64 %116
  %120 = load i32, i32* %119, align 4, !tbaa !43
  %121 = add i32 %120, %118
  store i32 %121, i32* %119, align 4, !tbaa !43
  %122 = add nuw nsw i64 %110, 2
  %123 = icmp eq i64 %122, 544
  br i1 %123, label %124, label %109, !llvm.loop !448

124:                                              ; preds = %109, %72
  %125 = load double, double* %23, align 8, !tbaa !345
  %126 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %54, i32 2
  store double %125, double* %126, align 8, !tbaa !289
  %127 = getelementptr inbounds i32, i32* %2, i64 %55
  %128 = load i32, i32* %127, align 4, !tbaa !43
  %129 = getelementptr inbounds i32, i32* %2, i64 %54
  %130 = load i32, i32* %129, align 4, !tbaa !43
  %131 = add i32 %130, %128
  store i32 %131, i32* %129, align 4, !tbaa !43
  br i1 %24, label %192, label %132

132:                                              ; preds = %124
  br i1 %29, label %190, label %133

133:                                              ; preds = %132
  %134 = insertelement <4 x i32> poison, i32 %53, i64 0
  %135 = shufflevector <4 x i32> %134, <4 x i32> poison, <4 x i32> zeroinitializer
  %136 = insertelement <4 x i32> poison, i32 %53, i64 0
  %137 = shufflevector <4 x i32> %136, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %138

138:                                              ; preds = %186, %133
  %139 = phi i64 [ 0, %133 ], [ %187, %186 ]
  %140 = or i64 %139, 4
  %141 = getelementptr inbounds i32, i32* %3, i64 %139
  %142 = bitcast i32* %141 to <4 x i32>*
  %143 = load <4 x i32>, <4 x i32>* %142, align 4, !tbaa !43
  %144 = getelementptr inbounds i32, i32* %141, i64 4
  %145 = bitcast i32* %144 to <4 x i32>*
  %146 = load <4 x i32>, <4 x i32>* %145, align 4, !tbaa !43
  %147 = icmp eq <4 x i32> %143, %135
  %148 = icmp eq <4 x i32> %146, %137
  %149 = extractelement <4 x i1> %147, i64 0
  br i1 %149, label %150, label %152

150:                                              ; preds = %138
  %151 = getelementptr inbounds i32, i32* %3, i64 %139
  store i32 %52, i32* %151, align 4, !tbaa !43
  br label %152

152:                                              ; preds = %150, %138
  %153 = extractelement <4 x i1> %147, i64 1
  br i1 %153, label %154, label %157

154:                                              ; preds = %152
  %155 = or i64 %139, 1
  %156 = getelementptr inbounds i32, i32* %3, i64 %155
  store i32 %52, i32* %156, align 4, !tbaa !43
  br label %157

157:                                              ; preds = %154, %152
  %158 = extractelement <4 x i1> %147, i64 2
  br i1 %158, label %159, label %162

159:                                              ; preds = %157
  %160 = or i64 %139, 2
  %161 = getelementptr inbounds i32, i32* %3, i64 %160
  store i32 %52, i32* %161, align 4, !tbaa !43
  br label %162

162:                                              ; preds = %159, %157
  %163 = extractelement <4 x i1> %147, i64 3
  br i1 %163, label %164, label %167

164:                                              ; preds = %162
  %165 = or i64 %139, 3
  %166 = getelementptr inbounds i32, i32* %3, i64 %165
  store i32 %52, i32* %166, align 4, !tbaa !43
  br label %167

167:                                              ; preds = %164, %162
  %168 = extractelement <4 x i1> %148, i64 0
  br i1 %168, label %169, label %171

169:                                              ; preds = %167
  %170 = getelementptr inbounds i32, i32* %3, i64 %140
  store i32 %52, i32* %170, align 4, !tbaa !43
  br label %171

171:                                              ; preds = %169, %167
  %172 = extractelement <4 x i1> %148, i64 1
  br i1 %172, label %173, label %176

173:                                              ; preds = %171
  %174 = or i64 %139, 5
  %175 = getelementptr inbounds i32, i32* %3, i64 %174
  store i32 %52, i32* %175, align 4, !tbaa !43
  br label %176

176:                                              ; preds = %173, %171
  %177 = extractelement <4 x i1> %148, i64 2
  br i1 %177, label %178, label %181

178:                                              ; preds = %176
  %179 = or i64 %139, 6
  %180 = getelementptr inbounds i32, i32* %3, i64 %179
  store i32 %52, i32* %180, align 4, !tbaa !43
  br label %181

181:                                              ; preds = %178, %176
  %182 = extractelement <4 x i1> %148, i64 3
  br i1 %182, label %183, label %186

183:                                              ; preds = %181
  %184 = or i64 %139, 7
  %185 = getelementptr inbounds i32, i32* %3, i64 %184
  store i32 %52, i32* %185, align 4, !tbaa !43
  br label %186

186:                                              ; preds = %183, %181
  %187 = add nuw i64 %139, 8
  %188 = icmp eq i64 %187, %30
  br i1 %188, label %189, label %138, !llvm.loop !449

189:                                              ; preds = %186
  br i1 %31, label %192, label %190

190:                                              ; preds = %189, %132
  %191 = phi i64 [ 0, %132 ], [ %30, %189 ]
  br label %194

192:                                              ; preds = %200, %189, %124
  %193 = call i64 @llvm.umax.i64(i64 %46, i64 1)
  br label %203

194:                                              ; preds = %200, %190
  %195 = phi i64 [ %201, %200 ], [ %191, %190 ]
  %196 = getelementptr inbounds i32, i32* %3, i64 %195
  %197 = load i32, i32* %196, align 4, !tbaa !43
  %198 = icmp eq i32 %197, %53
  br i1 %198, label %199, label %200

199:                                              ; preds = %194
  store i32 %52, i32* %196, align 4, !tbaa !43
  br label %200

200:                                              ; preds = %199, %194
  %201 = add nuw i64 %195, 1
  %202 = icmp eq i64 %201, %7
  br i1 %202, label %192, label %194, !llvm.loop !450

203:                                              ; preds = %217, %192
  %204 = phi i64 [ 0, %192 ], [ %218, %217 ]
  %205 = getelementptr inbounds i32, i32* %4, i64 %204
  %206 = load i32, i32* %205, align 4, !tbaa !43
  %207 = icmp eq i32 %206, %53
  br i1 %207, label %208, label %217

208:                                              ; preds = %203
  %209 = getelementptr inbounds i32, i32* %4, i64 %204
  %210 = bitcast i32* %209 to i8*
  %211 = add nuw i64 %204, 1
  %212 = getelementptr inbounds i32, i32* %4, i64 %211
  %213 = bitcast i32* %212 to i8*
  %214 = xor i64 %204, -1
  %215 = add i64 %46, %214
  %216 = shl i64 %215, 2
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 4 %210, i8* align 4 %213, i64 %216, i1 false)
  br label %220

217:                                              ; preds = %203
  %218 = add nuw i64 %204, 1
  %219 = icmp eq i64 %218, %193
  br i1 %219, label %220, label %203, !llvm.loop !451

220:                                              ; preds = %217, %208
  %221 = add i64 %46, -1
  %222 = load i64, i64* %11, align 8, !tbaa !16
  %223 = icmp eq i64 %222, 0
  br i1 %223, label %266, label %224

224:                                              ; preds = %262, %220
  %225 = phi i64 [ %263, %262 ], [ 0, %220 ]
  %226 = phi i64 [ %264, %262 ], [ 0, %220 ]
  %227 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %226
  %228 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %227, i64 0, i32 0
  %229 = load i32, i32* %228, align 8, !tbaa !336
  %230 = icmp eq i32 %229, %52
  br i1 %230, label %262, label %231

231:                                              ; preds = %224
  %232 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %226, i32 1
  %233 = load i32, i32* %232, align 4, !tbaa !337
  %234 = icmp eq i32 %233, %52
  %235 = icmp eq i32 %229, %53
  %236 = select i1 %234, i1 true, i1 %235
  %237 = icmp eq i32 %233, %53
  %238 = select i1 %236, i1 true, i1 %237
  br i1 %238, label %262, label %239

239:                                              ; preds = %231
  %240 = load double, double* %20, align 8, !tbaa !333
  %241 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %226, i32 3
  %242 = load double, double* %241, align 8, !tbaa !333
  %243 = fcmp une double %240, %242
  br i1 %243, label %244, label %246

244:                                              ; preds = %239
  %245 = fcmp ogt double %240, %242
  br i1 %245, label %252, label %256

246:                                              ; preds = %239
  %247 = load i32, i32* %22, align 4, !tbaa !337
  %248 = load i32, i32* %21, align 8, !tbaa !336
  %249 = sub i32 %247, %248
  %250 = sub i32 %233, %229
  %251 = icmp ugt i32 %249, %250
  br i1 %251, label %252, label %256

252:                                              ; preds = %246, %244
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %25)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %25, i8* noundef nonnull align 8 dereferenceable(24) %26, i64 24, i1 false), !tbaa.struct !349
  %253 = bitcast %struct.HistogramPair* %227 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %26, i8* noundef nonnull align 8 dereferenceable(24) %253, i64 24, i1 false), !tbaa.struct !349
  %254 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %225
  %255 = bitcast %struct.HistogramPair* %254 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %255, i8* noundef nonnull align 8 dereferenceable(24) %25, i64 24, i1 false), !tbaa.struct !349
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %25)
  br label %260

256:                                              ; preds = %246, %244
  %257 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %225
  %258 = bitcast %struct.HistogramPair* %257 to i8*
  %259 = bitcast %struct.HistogramPair* %227 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %258, i8* noundef nonnull align 8 dereferenceable(24) %259, i64 24, i1 false), !tbaa.struct !349
  br label %260

260:                                              ; preds = %256, %252
  %261 = add i64 %225, 1
  br label %262

262:                                              ; preds = %260, %231, %224
  %263 = phi i64 [ %261, %260 ], [ %225, %231 ], [ %225, %224 ]
  %264 = add nuw i64 %226, 1
  %265 = icmp eq i64 %264, %222
  br i1 %265, label %266, label %224, !llvm.loop !452

266:                                              ; preds = %262, %220
  %267 = phi i64 [ 0, %220 ], [ %263, %262 ]
  store i64 %267, i64* %11, align 8, !tbaa !16
  %268 = icmp eq i64 %221, 0
  br i1 %268, label %280, label %269

269:                                              ; preds = %269, %266
  %270 = phi i64 [ %273, %269 ], [ 0, %266 ]
  %271 = getelementptr inbounds i32, i32* %4, i64 %270
  %272 = load i32, i32* %271, align 4, !tbaa !43
  call void @BrotliCompareAndPushToQueueDistance(%struct.HistogramDistance* noundef %0, %struct.HistogramDistance* noundef %1, i32* noundef %2, i32 noundef %52, i32 noundef %272, i64 noundef %9, %struct.HistogramPair* noundef %5, i64* noundef nonnull %11)
  %273 = add nuw i64 %270, 1
  %274 = icmp eq i64 %273, %221
  br i1 %274, label %275, label %269, !llvm.loop !453

275:                                              ; preds = %269, %45
  %276 = phi i64 [ %8, %45 ], [ %48, %269 ]
  %277 = phi double [ 0x547D42AEA2879F2E, %45 ], [ %47, %269 ]
  %278 = phi i64 [ %46, %45 ], [ %221, %269 ]
  %279 = icmp ugt i64 %278, %276
  br i1 %279, label %45, label %280

280:                                              ; preds = %275, %266, %17, %10
  %281 = phi i64 [ %6, %17 ], [ 0, %10 ], [ 0, %266 ], [ %278, %275 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #28
  ret i64 %281
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliHistogramRemapDistance(%struct.HistogramDistance* nocapture noundef readonly %0, i64 noundef %1, i32* nocapture noundef readonly %2, i64 noundef %3, %struct.HistogramDistance* nocapture noundef %4, %struct.HistogramDistance* noundef %5, i32* nocapture noundef %6) local_unnamed_addr #5 {
  %8 = icmp eq i64 %1, 0
  br i1 %8, label %19, label %9

9:                                                ; preds = %7
  %10 = bitcast %struct.HistogramDistance* %5 to i8*
  %11 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %5, i64 0, i32 1
  %12 = icmp eq i64 %3, 0
  %13 = getelementptr %struct.HistogramDistance, %struct.HistogramDistance* %5, i64 0, i32 1
  %14 = getelementptr %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 0, i32 1
  %15 = getelementptr %struct.HistogramDistance, %struct.HistogramDistance* %5, i64 0, i32 1
  %16 = getelementptr %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 0, i32 1
  %17 = bitcast i64* %15 to %struct.HistogramDistance*
  %18 = bitcast i64* %13 to %struct.HistogramDistance*
  br label %26

19:                                               ; preds = %200, %7
  %20 = icmp eq i64 %3, 0
  br i1 %20, label %215, label %21

21:                                               ; preds = %19
  %22 = and i64 %3, 1
  %23 = icmp eq i64 %3, 1
  br i1 %23, label %205, label %24

24:                                               ; preds = %21
  %25 = and i64 %3, -2
  br label %218

26:                                               ; preds = %200, %9
  %27 = phi i64 [ 0, %9 ], [ %203, %200 ]
  %28 = icmp eq i64 %27, 0
  %29 = add i64 %27, -1
  %30 = select i1 %28, i64 0, i64 %29
  %31 = getelementptr i32, i32* %6, i64 %30
  %32 = load i32, i32* %31, align 4, !tbaa !43
  %33 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %27
  %34 = zext i32 %32 to i64
  %35 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %27, i32 1
  %36 = load i64, i64* %35, align 8, !tbaa !160
  %37 = icmp eq i64 %36, 0
  br i1 %37, label %108, label %38

38:                                               ; preds = %26
  %39 = bitcast %struct.HistogramDistance* %33 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2192) %10, i8* noundef nonnull align 8 dereferenceable(2192) %39, i64 2192, i1 false) #28, !tbaa.struct !431
  %40 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %34, i32 1
  %41 = load i64, i64* %40, align 8, !tbaa !160
  %42 = load i64, i64* %11, align 8, !tbaa !160
  %43 = add i64 %42, %41
  store i64 %43, i64* %11, align 8, !tbaa !160
  %44 = getelementptr %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %34
  %45 = mul nuw nsw i64 %34, 274
  %46 = getelementptr i64, i64* %16, i64 %45
  %47 = bitcast i64* %46 to %struct.HistogramDistance*
  %48 = icmp ugt %struct.HistogramDistance* %47, %5
  %49 = icmp ult %struct.HistogramDistance* %44, %17
  %50 = and i1 %48, %49
  br i1 %50, label %88, label %51

51:                                               ; preds = %51, %38
  %52 = phi i64 [ %86, %51 ], [ 0, %38 ]
  %53 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %34, i32 0, i64 %52
  %54 = bitcast i32* %53 to <4 x i32>*
  %55 = load <4 x i32>, <4 x i32>* %54, align 4, !tbaa !43, !alias.scope !454
  %56 = getelementptr inbounds i32, i32* %53, i64 4
  %57 = bitcast i32* %56 to <4 x i32>*
  %58 = load <4 x i32>, <4 x i32>* %57, align 4, !tbaa !43, !alias.scope !454
  %59 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %5, i64 0, i32 0, i64 %52
  %60 = bitcast i32* %59 to <4 x i32>*
  %61 = load <4 x i32>, <4 x i32>* %60, align 4, !tbaa !43, !alias.scope !457, !noalias !454
  %62 = getelementptr inbounds i32, i32* %59, i64 4
  %63 = bitcast i32* %62 to <4 x i32>*
  %64 = load <4 x i32>, <4 x i32>* %63, align 4, !tbaa !43, !alias.scope !457, !noalias !454
  %65 = add <4 x i32> %61, %55
  %66 = add <4 x i32> %64, %58
  %67 = bitcast i32* %59 to <4 x i32>*
  store <4 x i32> %65, <4 x i32>* %67, align 4, !tbaa !43, !alias.scope !457, !noalias !454
  %68 = bitcast i32* %62 to <4 x i32>*
  store <4 x i32> %66, <4 x i32>* %68, align 4, !tbaa !43, !alias.scope !457, !noalias !454
  %69 = or i64 %52, 8
  %70 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %34, i32 0, i64 %69
  %71 = bitcast i32* %70 to <4 x i32>*
  %72 = load <4 x i32>, <4 x i32>* %71, align 4, !tbaa !43, !alias.scope !454
  %73 = getelementptr inbounds i32, i32* %70, i64 4
  %74 = bitcast i32* %73 to <4 x i32>*
  %75 = load <4 x i32>, <4 x i32>* %74, align 4, !tbaa !43, !alias.scope !454
  %76 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %5, i64 0, i32 0, i64 %69
  %77 = bitcast i32* %76 to <4 x i32>*
  %78 = load <4 x i32>, <4 x i32>* %77, align 4, !tbaa !43, !alias.scope !457, !noalias !454
  %79 = getelementptr inbounds i32, i32* %76, i64 4
  %80 = bitcast i32* %79 to <4 x i32>*
  %81 = load <4 x i32>, <4 x i32>* %80, align 4, !tbaa !43, !alias.scope !457, !noalias !454
  %82 = add <4 x i32> %78, %72
  %83 = add <4 x i32> %81, %75
  %84 = bitcast i32* %76 to <4 x i32>*
  store <4 x i32> %82, <4 x i32>* %84, align 4, !tbaa !43, !alias.scope !457, !noalias !454
  %85 = bitcast i32* %79 to <4 x i32>*
  store <4 x i32> %83, <4 x i32>* %85, align 4, !tbaa !43, !alias.scope !457, !noalias !454
  %86 = add nuw nsw i64 %52, 16
  %87 = icmp eq i64 %86, 544
  br i1 %87, label %103, label %51, !llvm.loop !459

88:                                               ; preds = %88, %38
  %89 = phi i64 [ %101, %88 ], [ 0, %38 ]
  %90 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %34, i32 0, i64 %89
  %91 = load i32, i32* %90, align 4, !tbaa !43
  %92 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %5, i64 0, i32 0, i64 %89
  %93 = load i32, i32* %92, align 4, !tbaa !43
  %94 = add i32 %93, %91
  store i32 %94, i32* %92, align 4, !tbaa !43
  %95 = or i64 %89, 1
  %96 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %34, i32 0, i64 %95
  %97 = load i32, i32* %96, align 4, !tbaa !43
  %98 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %5, i64 0, i32 0, i64 %95
  %99 = load i32, i32* %98, align 4, !tbaa !43
  %100 = add i32 %99, %97
  store i32 %100, i32* %98, align 4, !tbaa !43
  %101 = add nuw nsw i64 %89, 2
  %102 = icmp eq i64 %101, 544
  br i1 %102, label %103, label %88, !llvm.loop !460

103:                                              ; preds = %88, %51
  %104 = tail call double @BrotliPopulationCostDistance(%struct.HistogramDistance* noundef nonnull %5) #28
  %105 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %34, i32 2
  %106 = load double, double* %105, align 8, !tbaa !289
  %107 = fsub double %104, %106
  br label %108

108:                                              ; preds = %103, %26
  %109 = phi double [ %107, %103 ], [ 0.000000e+00, %26 ]
  br i1 %12, label %200, label %110

110:                                              ; preds = %108
  %111 = bitcast %struct.HistogramDistance* %33 to i8*
  br label %112

112:                                              ; preds = %195, %110
  %113 = phi i64 [ 0, %110 ], [ %198, %195 ]
  %114 = phi double [ %109, %110 ], [ %197, %195 ]
  %115 = phi i32 [ %32, %110 ], [ %196, %195 ]
  %116 = getelementptr inbounds i32, i32* %2, i64 %113
  %117 = load i32, i32* %116, align 4, !tbaa !43
  %118 = zext i32 %117 to i64
  %119 = load i64, i64* %35, align 8, !tbaa !160
  %120 = icmp eq i64 %119, 0
  br i1 %120, label %190, label %121

121:                                              ; preds = %112
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2192) %10, i8* noundef nonnull align 8 dereferenceable(2192) %111, i64 2192, i1 false) #28, !tbaa.struct !431
  %122 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %118, i32 1
  %123 = load i64, i64* %122, align 8, !tbaa !160
  %124 = load i64, i64* %11, align 8, !tbaa !160
  %125 = add i64 %124, %123
  store i64 %125, i64* %11, align 8, !tbaa !160
  %126 = getelementptr %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %118
  %127 = mul nuw nsw i64 %118, 274
  %128 = getelementptr i64, i64* %14, i64 %127
  %129 = bitcast i64* %128 to %struct.HistogramDistance*
  %130 = icmp ugt %struct.HistogramDistance* %129, %5
  %131 = icmp ult %struct.HistogramDistance* %126, %18
  %132 = and i1 %130, %131
  br i1 %132, label %170, label %133

133:                                              ; preds = %133, %121
  %134 = phi i64 [ %168, %133 ], [ 0, %121 ]
  %135 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %118, i32 0, i64 %134
  %136 = bitcast i32* %135 to <4 x i32>*
  %137 = load <4 x i32>, <4 x i32>* %136, align 4, !tbaa !43, !alias.scope !461
  %138 = getelementptr inbounds i32, i32* %135, i64 4
  %139 = bitcast i32* %138 to <4 x i32>*
  %140 = load <4 x i32>, <4 x i32>* %139, align 4, !tbaa !43, !alias.scope !461
  %141 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %5, i64 0, i32 0, i64 %134
  %142 = bitcast i32* %141 to <4 x i32>*
  %143 = load <4 x i32>, <4 x i32>* %142, align 4, !tbaa !43, !alias.scope !464, !noalias !461
  %144 = getelementptr inbounds i32, i32* %141, i64 4
  %145 = bitcast i32* %144 to <4 x i32>*
  %146 = load <4 x i32>, <4 x i32>* %145, align 4, !tbaa !43, !alias.scope !464, !noalias !461
  %147 = add <4 x i32> %143, %137
  %148 = add <4 x i32> %146, %140
  %149 = bitcast i32* %141 to <4 x i32>*
  store <4 x i32> %147, <4 x i32>* %149, align 4, !tbaa !43, !alias.scope !464, !noalias !461
  %150 = bitcast i32* %144 to <4 x i32>*
  store <4 x i32> %148, <4 x i32>* %150, align 4, !tbaa !43, !alias.scope !464, !noalias !461
  %151 = or i64 %134, 8
  %152 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %118, i32 0, i64 %151
  %153 = bitcast i32* %152 to <4 x i32>*
  %154 = load <4 x i32>, <4 x i32>* %153, align 4, !tbaa !43, !alias.scope !461
  %155 = getelementptr inbounds i32, i32* %152, i64 4
  %156 = bitcast i32* %155 to <4 x i32>*
  %157 = load <4 x i32>, <4 x i32>* %156, align 4, !tbaa !43, !alias.scope !461
  %158 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %5, i64 0, i32 0, i64 %151
  %159 = bitcast i32* %158 to <4 x i32>*
  %160 = load <4 x i32>, <4 x i32>* %159, align 4, !tbaa !43, !alias.scope !464, !noalias !461
  %161 = getelementptr inbounds i32, i32* %158, i64 4
  %162 = bitcast i32* %161 to <4 x i32>*
  %163 = load <4 x i32>, <4 x i32>* %162, align 4, !tbaa !43, !alias.scope !464, !noalias !461
  %164 = add <4 x i32> %160, %154
  %165 = add <4 x i32> %163, %157
  %166 = bitcast i32* %158 to <4 x i32>*
  store <4 x i32> %164, <4 x i32>* %166, align 4, !tbaa !43, !alias.scope !464, !noalias !461
  %167 = bitcast i32* %161 to <4 x i32>*
  store <4 x i32> %165, <4 x i32>* %167, align 4, !tbaa !43, !alias.scope !464, !noalias !461
  %168 = add nuw nsw i64 %134, 16
  %169 = icmp eq i64 %168, 544
  br i1 %169, label %185, label %133, !llvm.loop !466

170:                                              ; preds = %170, %121
  %171 = phi i64 [ %183, %170 ], [ 0, %121 ]
  %172 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %118, i32 0, i64 %171
  %173 = load i32, i32* %172, align 4, !tbaa !43
  %174 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %5, i64 0, i32 0, i64 %171
  %175 = load i32, i32* %174, align 4, !tbaa !43
  %176 = add i32 %175, %173
  store i32 %176, i32* %174, align 4, !tbaa !43
  %177 = or i64 %171, 1
  %178 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %118, i32 0, i64 %177
  %179 = load i32, i32* %178, align 4, !tbaa !43
  %180 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %5, i64 0, i32 0, i64 %177
  %181 = load i32, i32* %180, align 4, !tbaa !43
  %182 = add i32 %181, %179
  store i32 %182, i32* %180, align 4, !tbaa !43
  %183 = add nuw nsw i64 %171, 2
  %184 = icmp eq i64 %183, 544
  br i1 %184, label %185, label %170, !llvm.loop !467

185:                                              ; preds = %170, %133
  %186 = tail call double @BrotliPopulationCostDistance(%struct.HistogramDistance* noundef nonnull %5) #28
  %187 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %118, i32 2
  %188 = load double, double* %187, align 8, !tbaa !289
  %189 = fsub double %186, %188
  br label %190

190:                                              ; preds = %185, %112
  %191 = phi double [ %189, %185 ], [ 0.000000e+00, %112 ]
  %192 = fcmp olt double %191, %114
  br i1 %192, label %193, label %195

193:                                              ; preds = %190
  %194 = load i32, i32* %116, align 4, !tbaa !43
  br label %195

195:                                              ; preds = %193, %190
  %196 = phi i32 [ %194, %193 ], [ %115, %190 ]
  %197 = phi double [ %191, %193 ], [ %114, %190 ]
  %198 = add nuw i64 %113, 1
  %199 = icmp eq i64 %198, %3
  br i1 %199, label %200, label %112, !llvm.loop !468

200:                                              ; preds = %195, %108
  %201 = phi i32 [ %32, %108 ], [ %196, %195 ]
  %202 = getelementptr inbounds i32, i32* %6, i64 %27
  store i32 %201, i32* %202, align 4, !tbaa !43
  %203 = add nuw i64 %27, 1
  %204 = icmp eq i64 %203, %1
  br i1 %204, label %19, label %26, !llvm.loop !469

205:                                              ; preds = %218, %21
  %206 = phi i64 [ 0, %21 ], [ %234, %218 ]
  %207 = icmp eq i64 %22, 0
  br i1 %207, label %215, label %208

208:                                              ; preds = %205
  %209 = getelementptr inbounds i32, i32* %2, i64 %206
  %210 = load i32, i32* %209, align 4, !tbaa !43
  %211 = zext i32 %210 to i64
  %212 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %211
  %213 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %211, i32 2
  %214 = bitcast %struct.HistogramDistance* %212 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2184) %214, i8 0, i64 2184, i1 false) #28
  store double 0x7FF0000000000000, double* %213, align 8, !tbaa !289
  br label %215

215:                                              ; preds = %208, %205, %19
  br i1 %8, label %312, label %216

216:                                              ; preds = %215
  %217 = getelementptr %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 0, i32 1
  br label %237

218:                                              ; preds = %218, %24
  %219 = phi i64 [ 0, %24 ], [ %234, %218 ]
  %220 = phi i64 [ 0, %24 ], [ %235, %218 ]
  %221 = getelementptr inbounds i32, i32* %2, i64 %219
  %222 = load i32, i32* %221, align 4, !tbaa !43
  %223 = zext i32 %222 to i64
  %224 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %223
  %225 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %223, i32 2
  %226 = bitcast %struct.HistogramDistance* %224 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2184) %226, i8 0, i64 2184, i1 false) #28
  store double 0x7FF0000000000000, double* %225, align 8, !tbaa !289
  %227 = or i64 %219, 1
  %228 = getelementptr inbounds i32, i32* %2, i64 %227
  %229 = load i32, i32* %228, align 4, !tbaa !43
  %230 = zext i32 %229 to i64
  %231 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %230
  %232 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %230, i32 2
  %233 = bitcast %struct.HistogramDistance* %231 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2184) %233, i8 0, i64 2184, i1 false) #28
  store double 0x7FF0000000000000, double* %232, align 8, !tbaa !289
  %234 = add nuw i64 %219, 2
  %235 = add i64 %220, 2
  %236 = icmp eq i64 %235, %25
  br i1 %236, label %205, label %218, !llvm.loop !470

237:                                              ; preds = %309, %216
  %238 = phi i64 [ %310, %309 ], [ 0, %216 ]
  %239 = getelementptr inbounds i32, i32* %6, i64 %238
  %240 = load i32, i32* %239, align 4, !tbaa !43
  %241 = zext i32 %240 to i64
  %242 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %238, i32 1
  %243 = load i64, i64* %242, align 8, !tbaa !160
  %244 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %241, i32 1
  %245 = load i64, i64* %244, align 8, !tbaa !160
  %246 = add i64 %245, %243
  store i64 %246, i64* %244, align 8, !tbaa !160
  %247 = getelementptr %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %238, i32 1
  %248 = getelementptr %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %238
  %249 = getelementptr %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %241
  %250 = mul nuw nsw i64 %241, 274
  %251 = getelementptr i64, i64* %217, i64 %250
  %252 = bitcast i64* %247 to %struct.HistogramDistance*
  %253 = icmp ult %struct.HistogramDistance* %249, %252
  %254 = bitcast i64* %251 to %struct.HistogramDistance*
  %255 = icmp ult %struct.HistogramDistance* %248, %254
  %256 = and i1 %253, %255
  br i1 %256, label %294, label %257

257:                                              ; preds = %257, %237
  %258 = phi i64 [ %292, %257 ], [ 0, %237 ]
  %259 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %238, i32 0, i64 %258
  %260 = bitcast i32* %259 to <4 x i32>*
  %261 = load <4 x i32>, <4 x i32>* %260, align 4, !tbaa !43, !alias.scope !471
  %262 = getelementptr inbounds i32, i32* %259, i64 4
  %263 = bitcast i32* %262 to <4 x i32>*
  %264 = load <4 x i32>, <4 x i32>* %263, align 4, !tbaa !43, !alias.scope !471
  %265 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %241, i32 0, i64 %258
  %266 = bitcast i32* %265 to <4 x i32>*
  %267 = load <4 x i32>, <4 x i32>* %266, align 4, !tbaa !43, !alias.scope !474, !noalias !471
  %268 = getelementptr inbounds i32, i32* %265, i64 4
  %269 = bitcast i32* %268 to <4 x i32>*
  %270 = load <4 x i32>, <4 x i32>* %269, align 4, !tbaa !43, !alias.scope !474, !noalias !471
  %271 = add <4 x i32> %267, %261
  %272 = add <4 x i32> %270, %264
  %273 = bitcast i32* %265 to <4 x i32>*
  store <4 x i32> %271, <4 x i32>* %273, align 4, !tbaa !43, !alias.scope !474, !noalias !471
  %274 = bitcast i32* %268 to <4 x i32>*
  store <4 x i32> %272, <4 x i32>* %274, align 4, !tbaa !43, !alias.scope !474, !noalias !471
  %275 = or i64 %258, 8
  %276 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %238, i32 0, i64 %275
  %277 = bitcast i32* %276 to <4 x i32>*
  %278 = load <4 x i32>, <4 x i32>* %277, align 4, !tbaa !43, !alias.scope !471
  %279 = getelementptr inbounds i32, i32* %276, i64 4
  %280 = bitcast i32* %279 to <4 x i32>*
  %281 = load <4 x i32>, <4 x i32>* %280, align 4, !tbaa !43, !alias.scope !471
  %282 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %241, i32 0, i64 %275
  %283 = bitcast i32* %282 to <4 x i32>*
  %284 = load <4 x i32>, <4 x i32>* %283, align 4, !tbaa !43, !alias.scope !474, !noalias !471
  %285 = getelementptr inbounds i32, i32* %282, i64 4
  %286 = bitcast i32* %285 to <4 x i32>*
  %287 = load <4 x i32>, <4 x i32>* %286, align 4, !tbaa !43, !alias.scope !474, !noalias !471
  %288 = add <4 x i32> %284, %278
  %289 = add <4 x i32> %287, %281
  %290 = bitcast i32* %282 to <4 x i32>*
  store <4 x i32> %288, <4 x i32>* %290, align 4, !tbaa !43, !alias.scope !474, !noalias !471
  %291 = bitcast i32* %285 to <4 x i32>*
  store <4 x i32> %289, <4 x i32>* %291, align 4, !tbaa !43, !alias.scope !474, !noalias !471
  %292 = add nuw nsw i64 %258, 16
  %293 = icmp eq i64 %292, 544
  br i1 %293, label %309, label %257, !llvm.loop !476

294:                                              ; preds = %294, %237
  %295 = phi i64 [ %307, %294 ], [ 0, %237 ]
  %296 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %238, i32 0, i64 %295
  %297 = load i32, i32* %296, align 4, !tbaa !43
  %298 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %241, i32 0, i64 %295
  %299 = load i32, i32* %298, align 4, !tbaa !43
  %300 = add i32 %299, %297
  store i32 %300, i32* %298, align 4, !tbaa !43
  %301 = or i64 %295, 1
  %302 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %238, i32 0, i64 %301
  %303 = load i32, i32* %302, align 4, !tbaa !43
  %304 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %241, i32 0, i64 %301
  %305 = load i32, i32* %304, align 4, !tbaa !43
  %306 = add i32 %305, %303
  store i32 %306, i32* %304, align 4, !tbaa !43
  %307 = add nuw nsw i64 %295, 2
  %308 = icmp eq i64 %307, 544
  br i1 %308, label %309, label %294, !llvm.loop !477

309:                                              ; preds = %294, %257
  %310 = add nuw i64 %238, 1
  %311 = icmp eq i64 %310, %1
  br i1 %311, label %312, label %237, !llvm.loop !478

312:                                              ; preds = %309, %215
  ret void
}

; Function Attrs: nounwind uwtable
define hidden i64 @BrotliHistogramReindexDistance(%struct.MemoryManager* noundef %0, %struct.HistogramDistance* nocapture noundef %1, i32* nocapture noundef %2, i64 noundef %3) local_unnamed_addr #5 {
  %5 = icmp eq i64 %3, 0
  br i1 %5, label %92, label %6

6:                                                ; preds = %4
  %7 = shl i64 %3, 2
  %8 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %7) #28
  %9 = bitcast i8* %8 to i32*
  %10 = shl nuw i64 %3, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %8, i8 -1, i64 %10, i1 false), !tbaa !43
  %11 = and i64 %3, 1
  %12 = icmp eq i64 %3, 1
  br i1 %12, label %43, label %13

13:                                               ; preds = %6
  %14 = and i64 %3, -2
  br label %15

15:                                               ; preds = %38, %13
  %16 = phi i64 [ 0, %13 ], [ %40, %38 ]
  %17 = phi i32 [ 0, %13 ], [ %39, %38 ]
  %18 = phi i64 [ 0, %13 ], [ %41, %38 ]
  %19 = getelementptr inbounds i32, i32* %2, i64 %16
  %20 = load i32, i32* %19, align 4, !tbaa !43
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i32, i32* %9, i64 %21
  %23 = load i32, i32* %22, align 4, !tbaa !43
  %24 = icmp eq i32 %23, -1
  br i1 %24, label %25, label %27

25:                                               ; preds = %15
  store i32 %17, i32* %22, align 4, !tbaa !43
  %26 = add i32 %17, 1
  br label %27

27:                                               ; preds = %25, %15
  %28 = phi i32 [ %26, %25 ], [ %17, %15 ]
  %29 = or i64 %16, 1
  %30 = getelementptr inbounds i32, i32* %2, i64 %29
  %31 = load i32, i32* %30, align 4, !tbaa !43
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i32, i32* %9, i64 %32
  %34 = load i32, i32* %33, align 4, !tbaa !43
  %35 = icmp eq i32 %34, -1
  br i1 %35, label %36, label %38

36:                                               ; preds = %27
  store i32 %28, i32* %33, align 4, !tbaa !43
  %37 = add i32 %28, 1
  br label %38

38:                                               ; preds = %36, %27
  %39 = phi i32 [ %37, %36 ], [ %28, %27 ]
  %40 = add nuw i64 %16, 2
  %41 = add i64 %18, 2
  %42 = icmp eq i64 %41, %14
  br i1 %42, label %43, label %15, !llvm.loop !479

43:                                               ; preds = %38, %6
  %44 = phi i32 [ undef, %6 ], [ %39, %38 ]
  %45 = phi i64 [ 0, %6 ], [ %40, %38 ]
  %46 = phi i32 [ 0, %6 ], [ %39, %38 ]
  %47 = icmp eq i64 %11, 0
  br i1 %47, label %57, label %48

48:                                               ; preds = %43
  %49 = getelementptr inbounds i32, i32* %2, i64 %45
  %50 = load i32, i32* %49, align 4, !tbaa !43
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds i32, i32* %9, i64 %51
  %53 = load i32, i32* %52, align 4, !tbaa !43
  %54 = icmp eq i32 %53, -1
  br i1 %54, label %55, label %57

55:                                               ; preds = %48
  store i32 %46, i32* %52, align 4, !tbaa !43
  %56 = add i32 %46, 1
  br label %57

57:                                               ; preds = %55, %48, %43
  %58 = phi i32 [ %44, %43 ], [ %56, %55 ], [ %46, %48 ]
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %65, label %60

60:                                               ; preds = %57
  %61 = zext i32 %58 to i64
  %62 = mul nuw nsw i64 %61, 2192
  %63 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %62) #28
  %64 = bitcast i8* %63 to %struct.HistogramDistance*
  br label %65

65:                                               ; preds = %60, %57
  %66 = phi %struct.HistogramDistance* [ %64, %60 ], [ null, %57 ]
  br i1 %5, label %92, label %67

67:                                               ; preds = %87, %65
  %68 = phi i64 [ %90, %87 ], [ 0, %65 ]
  %69 = phi i32 [ %89, %87 ], [ 0, %65 ]
  %70 = getelementptr inbounds i32, i32* %2, i64 %68
  %71 = load i32, i32* %70, align 4, !tbaa !43
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds i32, i32* %9, i64 %72
  %74 = load i32, i32* %73, align 4, !tbaa !43
  %75 = icmp eq i32 %74, %69
  br i1 %75, label %76, label %87

76:                                               ; preds = %67
  %77 = zext i32 %69 to i64
  %78 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %66, i64 %77
  %79 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 %72
  %80 = bitcast %struct.HistogramDistance* %78 to i8*
  %81 = bitcast %struct.HistogramDistance* %79 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2192) %80, i8* noundef nonnull align 8 dereferenceable(2192) %81, i64 2192, i1 false), !tbaa.struct !431
  %82 = add i32 %69, 1
  %83 = load i32, i32* %70, align 4, !tbaa !43
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds i32, i32* %9, i64 %84
  %86 = load i32, i32* %85, align 4, !tbaa !43
  br label %87

87:                                               ; preds = %76, %67
  %88 = phi i32 [ %86, %76 ], [ %74, %67 ]
  %89 = phi i32 [ %82, %76 ], [ %69, %67 ]
  store i32 %88, i32* %70, align 4, !tbaa !43
  %90 = add nuw i64 %68, 1
  %91 = icmp eq i64 %90, %3
  br i1 %91, label %95, label %67, !llvm.loop !480

92:                                               ; preds = %65, %4
  %93 = phi %struct.HistogramDistance* [ %66, %65 ], [ null, %4 ]
  %94 = phi i8* [ %8, %65 ], [ null, %4 ]
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %94) #28
  br label %126

95:                                               ; preds = %87
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %8) #28
  %96 = zext i32 %89 to i64
  %97 = icmp eq i32 %89, 0
  br i1 %97, label %126, label %98

98:                                               ; preds = %95
  %99 = and i64 %96, 1
  %100 = icmp eq i32 %89, 1
  br i1 %100, label %118, label %101

101:                                              ; preds = %98
  %102 = and i64 %96, 4294967294
  br label %103

103:                                              ; preds = %103, %101
  %104 = phi i64 [ 0, %101 ], [ %115, %103 ]
  %105 = phi i64 [ 0, %101 ], [ %116, %103 ]
  %106 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 %104
  %107 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %66, i64 %104
  %108 = bitcast %struct.HistogramDistance* %106 to i8*
  %109 = bitcast %struct.HistogramDistance* %107 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2192) %108, i8* noundef nonnull align 8 dereferenceable(2192) %109, i64 2192, i1 false), !tbaa.struct !431
  %110 = or i64 %104, 1
  %111 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 %110
  %112 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %66, i64 %110
  %113 = bitcast %struct.HistogramDistance* %111 to i8*
  %114 = bitcast %struct.HistogramDistance* %112 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2192) %113, i8* noundef nonnull align 8 dereferenceable(2192) %114, i64 2192, i1 false), !tbaa.struct !431
  %115 = add nuw nsw i64 %104, 2
  %116 = add i64 %105, 2
  %117 = icmp eq i64 %116, %102
  br i1 %117, label %118, label %103, !llvm.loop !481

118:                                              ; preds = %103, %98
  %119 = phi i64 [ 0, %98 ], [ %115, %103 ]
  %120 = icmp eq i64 %99, 0
  br i1 %120, label %126, label %121

121:                                              ; preds = %118
  %122 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 %119
  %123 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %66, i64 %119
  %124 = bitcast %struct.HistogramDistance* %122 to i8*
  %125 = bitcast %struct.HistogramDistance* %123 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2192) %124, i8* noundef nonnull align 8 dereferenceable(2192) %125, i64 2192, i1 false), !tbaa.struct !431
  br label %126

126:                                              ; preds = %121, %118, %95, %92
  %127 = phi i64 [ 0, %95 ], [ 0, %92 ], [ %96, %118 ], [ %96, %121 ]
  %128 = phi %struct.HistogramDistance* [ %66, %95 ], [ %93, %92 ], [ %66, %118 ], [ %66, %121 ]
  %129 = bitcast %struct.HistogramDistance* %128 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %129) #28
  ret i64 %127
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliClusterHistogramsDistance(%struct.MemoryManager* noundef %0, %struct.HistogramDistance* noundef %1, i64 noundef %2, i64 noundef %3, %struct.HistogramDistance* nocapture noundef %4, i64* nocapture noundef writeonly %5, i32* nocapture noundef %6) local_unnamed_addr #5 {
  %8 = icmp eq i64 %2, 0
  br i1 %8, label %15, label %9

9:                                                ; preds = %7
  %10 = shl i64 %2, 2
  %11 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %10) #28
  %12 = bitcast i8* %11 to i32*
  %13 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %10) #28
  %14 = bitcast i8* %13 to i32*
  br label %15

15:                                               ; preds = %9, %7
  %16 = phi i32* [ %12, %9 ], [ null, %7 ]
  %17 = phi i32* [ %14, %9 ], [ null, %7 ]
  %18 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef 49176) #28
  %19 = bitcast i8* %18 to %struct.HistogramPair*
  %20 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef 2192) #28
  %21 = bitcast i8* %20 to %struct.HistogramDistance*
  br i1 %8, label %210, label %22

22:                                               ; preds = %15
  %23 = icmp ult i64 %2, 8
  br i1 %23, label %93, label %24

24:                                               ; preds = %22
  %25 = and i64 %2, -8
  %26 = add i64 %25, -8
  %27 = lshr exact i64 %26, 3
  %28 = add nuw nsw i64 %27, 1
  %29 = and i64 %28, 7
  %30 = icmp ult i64 %26, 56
  br i1 %30, label %78, label %31

31:                                               ; preds = %24
  %32 = and i64 %28, 4611686018427387896
  br label %33

33:                                               ; preds = %33, %31
  %34 = phi i64 [ 0, %31 ], [ %75, %33 ]
  %35 = phi i64 [ 0, %31 ], [ %76, %33 ]
  %36 = getelementptr inbounds i32, i32* %16, i64 %34
  %37 = bitcast i32* %36 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %37, align 4, !tbaa !43
  %38 = getelementptr inbounds i32, i32* %36, i64 4
  %39 = bitcast i32* %38 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %39, align 4, !tbaa !43
  %40 = or i64 %34, 8
  %41 = getelementptr inbounds i32, i32* %16, i64 %40
  %42 = bitcast i32* %41 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %42, align 4, !tbaa !43
  %43 = getelementptr inbounds i32, i32* %41, i64 4
  %44 = bitcast i32* %43 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %44, align 4, !tbaa !43
  %45 = or i64 %34, 16
  %46 = getelementptr inbounds i32, i32* %16, i64 %45
  %47 = bitcast i32* %46 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %47, align 4, !tbaa !43
  %48 = getelementptr inbounds i32, i32* %46, i64 4
  %49 = bitcast i32* %48 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %49, align 4, !tbaa !43
  %50 = or i64 %34, 24
  %51 = getelementptr inbounds i32, i32* %16, i64 %50
  %52 = bitcast i32* %51 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %52, align 4, !tbaa !43
  %53 = getelementptr inbounds i32, i32* %51, i64 4
  %54 = bitcast i32* %53 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %54, align 4, !tbaa !43
  %55 = or i64 %34, 32
  %56 = getelementptr inbounds i32, i32* %16, i64 %55
  %57 = bitcast i32* %56 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %57, align 4, !tbaa !43
  %58 = getelementptr inbounds i32, i32* %56, i64 4
  %59 = bitcast i32* %58 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %59, align 4, !tbaa !43
  %60 = or i64 %34, 40
  %61 = getelementptr inbounds i32, i32* %16, i64 %60
  %62 = bitcast i32* %61 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %62, align 4, !tbaa !43
  %63 = getelementptr inbounds i32, i32* %61, i64 4
  %64 = bitcast i32* %63 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %64, align 4, !tbaa !43
  %65 = or i64 %34, 48
  %66 = getelementptr inbounds i32, i32* %16, i64 %65
  %67 = bitcast i32* %66 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %67, align 4, !tbaa !43
  %68 = getelementptr inbounds i32, i32* %66, i64 4
  %69 = bitcast i32* %68 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %69, align 4, !tbaa !43
  %70 = or i64 %34, 56
  %71 = getelementptr inbounds i32, i32* %16, i64 %70
  %72 = bitcast i32* %71 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %72, align 4, !tbaa !43
  %73 = getelementptr inbounds i32, i32* %71, i64 4
  %74 = bitcast i32* %73 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %74, align 4, !tbaa !43
  %75 = add nuw i64 %34, 64
  %76 = add nuw i64 %35, 8
  %77 = icmp eq i64 %76, %32
  br i1 %77, label %78, label %33, !llvm.loop !482

78:                                               ; preds = %33, %24
  %79 = phi i64 [ 0, %24 ], [ %75, %33 ]
  %80 = icmp eq i64 %29, 0
  br i1 %80, label %91, label %81

81:                                               ; preds = %81, %78
  %82 = phi i64 [ %88, %81 ], [ %79, %78 ]
  %83 = phi i64 [ %89, %81 ], [ 0, %78 ]
  %84 = getelementptr inbounds i32, i32* %16, i64 %82
  %85 = bitcast i32* %84 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %85, align 4, !tbaa !43
  %86 = getelementptr inbounds i32, i32* %84, i64 4
  %87 = bitcast i32* %86 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %87, align 4, !tbaa !43
  %88 = add nuw i64 %82, 8
  %89 = add i64 %83, 1
  %90 = icmp eq i64 %89, %29
  br i1 %90, label %91, label %81, !llvm.loop !483

91:                                               ; preds = %81, %78
  %92 = icmp eq i64 %25, %2
  br i1 %92, label %95, label %93

93:                                               ; preds = %91, %22
  %94 = phi i64 [ 0, %22 ], [ %25, %91 ]
  br label %96

95:                                               ; preds = %96, %91
  br i1 %8, label %210, label %102

96:                                               ; preds = %96, %93
  %97 = phi i64 [ %99, %96 ], [ %94, %93 ]
  %98 = getelementptr inbounds i32, i32* %16, i64 %97
  store i32 1, i32* %98, align 4, !tbaa !43
  %99 = add nuw i64 %97, 1
  %100 = icmp eq i64 %99, %2
  br i1 %100, label %95, label %96, !llvm.loop !484

101:                                              ; preds = %102
  br i1 %8, label %210, label %114

102:                                              ; preds = %102, %95
  %103 = phi i64 [ %112, %102 ], [ 0, %95 ]
  %104 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %103
  %105 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 %103
  %106 = bitcast %struct.HistogramDistance* %104 to i8*
  %107 = bitcast %struct.HistogramDistance* %105 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2192) %106, i8* noundef nonnull align 8 dereferenceable(2192) %107, i64 2192, i1 false), !tbaa.struct !431
  %108 = tail call double @BrotliPopulationCostDistance(%struct.HistogramDistance* noundef %105) #28
  %109 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %103, i32 2
  store double %108, double* %109, align 8, !tbaa !289
  %110 = trunc i64 %103 to i32
  %111 = getelementptr inbounds i32, i32* %6, i64 %103
  store i32 %110, i32* %111, align 4, !tbaa !43
  %112 = add nuw i64 %103, 1
  %113 = icmp eq i64 %112, %2
  br i1 %113, label %101, label %102, !llvm.loop !485

114:                                              ; preds = %202, %101
  %115 = phi i64 [ %209, %202 ], [ %2, %101 ]
  %116 = phi i64 [ %206, %202 ], [ 0, %101 ]
  %117 = phi i64 [ %207, %202 ], [ 0, %101 ]
  %118 = call i64 @llvm.umin.i64(i64 %115, i64 64)
  %119 = and i64 %118, 124
  %120 = add nsw i64 %119, -4
  %121 = lshr exact i64 %120, 2
  %122 = add nuw nsw i64 %121, 1
  %123 = call i64 @llvm.umin.i64(i64 %115, i64 64)
  %124 = call i64 @llvm.umin.i64(i64 %115, i64 64)
  %125 = sub i64 %2, %117
  %126 = icmp ult i64 %125, 64
  %127 = select i1 %126, i64 %125, i64 64
  %128 = icmp eq i64 %127, 0
  br i1 %128, label %202, label %129

129:                                              ; preds = %114
  %130 = icmp ult i64 %123, 4
  br i1 %130, label %192, label %131

131:                                              ; preds = %129
  %132 = and i64 %123, 124
  %133 = insertelement <4 x i64> poison, i64 %117, i64 0
  %134 = shufflevector <4 x i64> %133, <4 x i64> poison, <4 x i32> zeroinitializer
  %135 = and i64 %122, 3
  %136 = icmp ult i64 %120, 12
  br i1 %136, label %173, label %137

137:                                              ; preds = %131
  %138 = and i64 %122, 9223372036854775804
  br label %139

139:                                              ; preds = %139, %137
  %140 = phi i64 [ 0, %137 ], [ %169, %139 ]
  %141 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %137 ], [ %170, %139 ]
  %142 = phi i64 [ 0, %137 ], [ %171, %139 ]
  %143 = add nuw nsw <4 x i64> %141, %134
  %144 = trunc <4 x i64> %143 to <4 x i32>
  %145 = add i64 %140, %116
  %146 = getelementptr inbounds i32, i32* %17, i64 %145
  %147 = bitcast i32* %146 to <4 x i32>*
  store <4 x i32> %144, <4 x i32>* %147, align 4, !tbaa !43
  %148 = or i64 %140, 4
  %149 = add <4 x i64> %141, <i64 4, i64 4, i64 4, i64 4>
  %150 = add nuw nsw <4 x i64> %149, %134
  %151 = trunc <4 x i64> %150 to <4 x i32>
  %152 = add i64 %148, %116
  %153 = getelementptr inbounds i32, i32* %17, i64 %152
  %154 = bitcast i32* %153 to <4 x i32>*
  store <4 x i32> %151, <4 x i32>* %154, align 4, !tbaa !43
  %155 = or i64 %140, 8
  %156 = add <4 x i64> %141, <i64 8, i64 8, i64 8, i64 8>
  %157 = add nuw nsw <4 x i64> %156, %134
  %158 = trunc <4 x i64> %157 to <4 x i32>
  %159 = add i64 %155, %116
  %160 = getelementptr inbounds i32, i32* %17, i64 %159
  %161 = bitcast i32* %160 to <4 x i32>*
  store <4 x i32> %158, <4 x i32>* %161, align 4, !tbaa !43
  %162 = or i64 %140, 12
  %163 = add <4 x i64> %141, <i64 12, i64 12, i64 12, i64 12>
  %164 = add nuw nsw <4 x i64> %163, %134
  %165 = trunc <4 x i64> %164 to <4 x i32>
  %166 = add i64 %162, %116
  %167 = getelementptr inbounds i32, i32* %17, i64 %166
  %168 = bitcast i32* %167 to <4 x i32>*
  store <4 x i32> %165, <4 x i32>* %168, align 4, !tbaa !43
  %169 = add nuw i64 %140, 16
  %170 = add <4 x i64> %141, <i64 16, i64 16, i64 16, i64 16>
  %171 = add nuw i64 %142, 4
  %172 = icmp eq i64 %171, %138
  br i1 %172, label %173, label %139, !llvm.loop !486

173:                                              ; preds = %139, %131
  %174 = phi i64 [ 0, %131 ], [ %169, %139 ]
  %175 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %131 ], [ %170, %139 ]
  %176 = icmp eq i64 %135, 0
  br i1 %176, label %190, label %177

177:                                              ; preds = %177, %173
  %178 = phi i64 [ %186, %177 ], [ %174, %173 ]
  %179 = phi <4 x i64> [ %187, %177 ], [ %175, %173 ]
  %180 = phi i64 [ %188, %177 ], [ 0, %173 ]
  %181 = add nuw nsw <4 x i64> %179, %134
  %182 = trunc <4 x i64> %181 to <4 x i32>
  %183 = add i64 %178, %116
  %184 = getelementptr inbounds i32, i32* %17, i64 %183
  %185 = bitcast i32* %184 to <4 x i32>*
  store <4 x i32> %182, <4 x i32>* %185, align 4, !tbaa !43
  %186 = add nuw i64 %178, 4
  %187 = add <4 x i64> %179, <i64 4, i64 4, i64 4, i64 4>
  %188 = add i64 %180, 1
  %189 = icmp eq i64 %188, %135
  br i1 %189, label %190, label %177, !llvm.loop !487

190:                                              ; preds = %177, %173
  %191 = icmp eq i64 %123, %132
  br i1 %191, label %202, label %192

192:                                              ; preds = %190, %129
  %193 = phi i64 [ 0, %129 ], [ %132, %190 ]
  br label %194

194:                                              ; preds = %194, %192
  %195 = phi i64 [ %200, %194 ], [ %193, %192 ]
  %196 = add nuw nsw i64 %195, %117
  %197 = trunc i64 %196 to i32
  %198 = add i64 %195, %116
  %199 = getelementptr inbounds i32, i32* %17, i64 %198
  store i32 %197, i32* %199, align 4, !tbaa !43
  %200 = add nuw nsw i64 %195, 1
  %201 = icmp eq i64 %200, %124
  br i1 %201, label %202, label %194, !llvm.loop !488

202:                                              ; preds = %194, %190, %114
  %203 = getelementptr inbounds i32, i32* %6, i64 %117
  %204 = getelementptr inbounds i32, i32* %17, i64 %116
  %205 = tail call i64 @BrotliHistogramCombineDistance(%struct.HistogramDistance* noundef %4, %struct.HistogramDistance* noundef %21, i32* noundef %16, i32* noundef %203, i32* noundef %204, %struct.HistogramPair* noundef %19, i64 noundef %127, i64 noundef %127, i64 noundef %3, i64 noundef 2048)
  %206 = add i64 %205, %116
  %207 = add i64 %117, 64
  %208 = icmp ult i64 %207, %2
  %209 = add i64 %115, -64
  br i1 %208, label %114, label %210, !llvm.loop !489

210:                                              ; preds = %202, %101, %95, %15
  %211 = phi i64 [ 0, %101 ], [ 0, %95 ], [ 0, %15 ], [ %206, %202 ]
  %212 = shl i64 %211, 6
  %213 = lshr i64 %211, 1
  %214 = mul i64 %213, %211
  %215 = icmp ult i64 %212, %214
  %216 = select i1 %215, i64 %212, i64 %214
  %217 = icmp ugt i64 %216, 2047
  br i1 %217, label %218, label %226

218:                                              ; preds = %218, %210
  %219 = phi i64 [ %221, %218 ], [ 2048, %210 ]
  %220 = icmp ugt i64 %219, %216
  %221 = shl i64 %219, 1
  br i1 %220, label %222, label %218, !llvm.loop !490

222:                                              ; preds = %218
  %223 = mul i64 %219, 24
  %224 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %223) #28
  %225 = bitcast i8* %224 to %struct.HistogramPair*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(49152) %224, i8* noundef nonnull align 8 dereferenceable(49152) %18, i64 49152, i1 false)
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %18) #28
  br label %226

226:                                              ; preds = %222, %210
  %227 = phi %struct.HistogramPair* [ %225, %222 ], [ %19, %210 ]
  %228 = tail call i64 @BrotliHistogramCombineDistance(%struct.HistogramDistance* noundef %4, %struct.HistogramDistance* noundef %21, i32* noundef %16, i32* noundef %6, i32* noundef %17, %struct.HistogramPair* noundef %227, i64 noundef %211, i64 noundef %2, i64 noundef %3, i64 noundef %216)
  %229 = bitcast %struct.HistogramPair* %227 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %229) #28
  %230 = bitcast i32* %16 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %230) #28
  tail call void @BrotliHistogramRemapDistance(%struct.HistogramDistance* noundef %1, i64 noundef %2, i32* noundef %17, i64 noundef %228, %struct.HistogramDistance* noundef %4, %struct.HistogramDistance* noundef %21, i32* noundef %6)
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %20) #28
  %231 = bitcast i32* %17 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %231) #28
  %232 = tail call i64 @BrotliHistogramReindexDistance(%struct.MemoryManager* noundef %0, %struct.HistogramDistance* noundef %4, i32* noundef %6, i64 noundef %2)
  store i64 %232, i64* %5, align 8, !tbaa !16
  ret void
}

; Function Attrs: nounwind uwtable
define hidden %struct.PreparedDictionary* @CreatePreparedDictionary(%struct.MemoryManager* noundef %0, i8* noundef %1, i64 noundef %2) local_unnamed_addr #5 {
  %4 = icmp ugt i64 %2, 2097152
  br i1 %4, label %5, label %15

5:                                                ; preds = %3
  %6 = icmp ugt i64 %2, 4194304
  br i1 %6, label %7, label %15, !llvm.loop !491

7:                                                ; preds = %5
  %8 = icmp ugt i64 %2, 8388608
  br i1 %8, label %9, label %15, !llvm.loop !491

9:                                                ; preds = %7
  %10 = icmp ugt i64 %2, 16777216
  br i1 %10, label %11, label %15, !llvm.loop !491

11:                                               ; preds = %9
  %12 = icmp ugt i64 %2, 33554432
  %13 = select i1 %12, i32 22, i32 21
  %14 = select i1 %12, i32 12, i32 11
  br label %15, !llvm.loop !491

15:                                               ; preds = %11, %9, %7, %5, %3
  %16 = phi i32 [ 7, %3 ], [ 8, %5 ], [ 9, %7 ], [ 10, %9 ], [ %14, %11 ]
  %17 = phi i32 [ 17, %3 ], [ 18, %5 ], [ 19, %7 ], [ 20, %9 ], [ %13, %11 ]
  %18 = shl nuw i32 1, %16
  %19 = shl nuw nsw i32 1, %17
  %20 = sub nuw nsw i32 64, %17
  %21 = add i32 %18, -1
  %22 = zext i32 %16 to i64
  %23 = shl i64 4, %22
  %24 = shl i64 %23, 1
  %25 = zext i32 %17 to i64
  %26 = shl nuw nsw i64 2, %25
  %27 = shl nuw nsw i64 4, %25
  %28 = shl i64 %2, 2
  %29 = add i64 %26, %28
  %30 = add i64 %29, %27
  %31 = add i64 %30, %24
  %32 = icmp ult i32 %17, %16
  %33 = sub nsw i32 %17, %16
  %34 = icmp ugt i32 %33, 15
  %35 = or i1 %32, %34
  br i1 %35, label %248, label %36

36:                                               ; preds = %15
  %37 = icmp eq i64 %31, 0
  br i1 %37, label %40, label %38

38:                                               ; preds = %36
  %39 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %31) #28
  br label %40

40:                                               ; preds = %38, %36
  %41 = phi i8* [ %39, %38 ], [ null, %36 ]
  %42 = bitcast i8* %41 to i32*
  %43 = zext i32 %18 to i64
  %44 = getelementptr inbounds i32, i32* %42, i64 %43
  %45 = getelementptr inbounds i32, i32* %44, i64 %43
  %46 = bitcast i32* %45 to i16*
  %47 = zext i32 %19 to i64
  %48 = getelementptr inbounds i16, i16* %46, i64 %47
  %49 = bitcast i16* %48 to i32*
  %50 = getelementptr inbounds i32, i32* %49, i64 %47
  %51 = bitcast i32* %45 to i8*
  %52 = shl nuw nsw i64 %47, 1
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 2 %51, i8 0, i64 %52, i1 false) #28
  %53 = icmp ugt i64 %2, 7
  br i1 %53, label %54, label %83

54:                                               ; preds = %40
  %55 = zext i32 %20 to i64
  br label %56

56:                                               ; preds = %72, %54
  %57 = phi i32 [ 0, %54 ], [ %79, %72 ]
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds i8, i8* %1, i64 %58
  %60 = bitcast i8* %59 to i64*
  %61 = load i64, i64* %60, align 1
  %62 = and i64 %61, 1099511627775
  %63 = mul i64 %62, 2297779722762296275
  %64 = lshr i64 %63, %55
  %65 = and i64 %64, 4294967295
  %66 = getelementptr inbounds i16, i16* %46, i64 %65
  %67 = load i16, i16* %66, align 2, !tbaa !103
  %68 = icmp eq i16 %67, 0
  br i1 %68, label %72, label %69

69:                                               ; preds = %56
  %70 = getelementptr inbounds i32, i32* %49, i64 %65
  %71 = load i32, i32* %70, align 4, !tbaa !43
  br label %72

72:                                               ; preds = %69, %56
  %73 = phi i32 [ %71, %69 ], [ -1, %56 ]
  %74 = getelementptr inbounds i32, i32* %50, i64 %58
  store i32 %73, i32* %74, align 4, !tbaa !43
  %75 = getelementptr inbounds i32, i32* %49, i64 %65
  store i32 %57, i32* %75, align 4, !tbaa !43
  %76 = add i16 %67, 1
  %77 = icmp ult i16 %76, 32
  %78 = select i1 %77, i16 %76, i16 32
  store i16 %78, i16* %66, align 2, !tbaa !103
  %79 = add i32 %57, 1
  %80 = add i32 %57, 8
  %81 = zext i32 %80 to i64
  %82 = icmp ult i64 %81, %2
  br i1 %82, label %56, label %83, !llvm.loop !492

83:                                               ; preds = %72, %40
  br label %84

84:                                               ; preds = %106, %83
  %85 = phi i64 [ %111, %106 ], [ 0, %83 ]
  %86 = phi i32 [ %110, %106 ], [ 0, %83 ]
  %87 = getelementptr inbounds i32, i32* %44, i64 %85
  %88 = icmp ult i64 %85, %47
  br i1 %88, label %89, label %106

89:                                               ; preds = %104, %84
  %90 = phi i32 [ %105, %104 ], [ 32, %84 ]
  br label %91

91:                                               ; preds = %98, %89
  %92 = phi i32 [ 0, %89 ], [ %101, %98 ]
  %93 = phi i64 [ %85, %89 ], [ %102, %98 ]
  %94 = getelementptr inbounds i16, i16* %46, i64 %93
  %95 = load i16, i16* %94, align 2, !tbaa !103
  %96 = zext i16 %95 to i32
  %97 = icmp ugt i32 %92, 65534
  br i1 %97, label %104, label %98

98:                                               ; preds = %91
  %99 = icmp ult i32 %90, %96
  %100 = select i1 %99, i32 %90, i32 %96
  %101 = add nuw nsw i32 %100, %92
  %102 = add i64 %93, %43
  %103 = icmp ult i64 %102, %47
  br i1 %103, label %91, label %106, !llvm.loop !493

104:                                              ; preds = %91
  %105 = add i32 %90, -1
  br label %89

106:                                              ; preds = %98, %84
  %107 = phi i32 [ 32, %84 ], [ %90, %98 ]
  %108 = phi i32 [ 0, %84 ], [ %101, %98 ]
  store i32 %107, i32* %87, align 4, !tbaa !43
  %109 = getelementptr inbounds i32, i32* %42, i64 %85
  store i32 %108, i32* %109, align 4, !tbaa !43
  %110 = add i32 %108, %86
  %111 = add nuw nsw i64 %85, 1
  %112 = icmp eq i64 %111, %43
  br i1 %112, label %113, label %84, !llvm.loop !494

113:                                              ; preds = %106
  %114 = zext i32 %110 to i64
  %115 = shl nuw nsw i64 %114, 2
  %116 = add i64 %23, 32
  %117 = add i64 %116, %26
  %118 = add i64 %117, %115
  %119 = icmp eq i64 %118, 0
  br i1 %119, label %123, label %120

120:                                              ; preds = %113
  %121 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %118) #28
  %122 = bitcast i8* %121 to %struct.PreparedDictionary*
  br label %123

123:                                              ; preds = %120, %113
  %124 = phi %struct.PreparedDictionary* [ %122, %120 ], [ null, %113 ]
  %125 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %124, i64 1, i32 0
  %126 = getelementptr inbounds i32, i32* %125, i64 %43
  %127 = bitcast i32* %126 to i16*
  %128 = getelementptr inbounds i16, i16* %127, i64 %47
  %129 = bitcast i16* %128 to i32*
  %130 = getelementptr inbounds i32, i32* %129, i64 %114
  %131 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %124, i64 0, i32 0
  store i32 -558043677, i32* %131, align 4, !tbaa !495
  %132 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %124, i64 0, i32 1
  store i32 %110, i32* %132, align 4, !tbaa !497
  %133 = trunc i64 %2 to i32
  %134 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %124, i64 0, i32 2
  store i32 %133, i32* %134, align 4, !tbaa !498
  %135 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %124, i64 0, i32 3
  store i32 40, i32* %135, align 4, !tbaa !499
  %136 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %124, i64 0, i32 4
  store i32 %17, i32* %136, align 4, !tbaa !500
  %137 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %124, i64 0, i32 5
  store i32 %16, i32* %137, align 4, !tbaa !501
  %138 = bitcast i32* %130 to i8**
  store i8* %1, i8** %138, align 1
  %139 = and i64 %43, 1
  %140 = and i64 %43, 4294967294
  br label %141

141:                                              ; preds = %141, %123
  %142 = phi i64 [ 0, %123 ], [ %154, %141 ]
  %143 = phi i32 [ 0, %123 ], [ %153, %141 ]
  %144 = phi i64 [ 0, %123 ], [ %155, %141 ]
  %145 = getelementptr inbounds i32, i32* %125, i64 %142
  store i32 %143, i32* %145, align 4, !tbaa !43
  %146 = getelementptr inbounds i32, i32* %42, i64 %142
  %147 = load i32, i32* %146, align 4, !tbaa !43
  %148 = add i32 %147, %143
  store i32 0, i32* %146, align 4, !tbaa !43
  %149 = or i64 %142, 1
  %150 = getelementptr inbounds i32, i32* %125, i64 %149
  store i32 %148, i32* %150, align 4, !tbaa !43
  %151 = getelementptr inbounds i32, i32* %42, i64 %149
  %152 = load i32, i32* %151, align 4, !tbaa !43
  %153 = add i32 %152, %148
  store i32 0, i32* %151, align 4, !tbaa !43
  %154 = add nuw nsw i64 %142, 2
  %155 = add i64 %144, 2
  %156 = icmp eq i64 %155, %140
  br i1 %156, label %157, label %141, !llvm.loop !502

157:                                              ; preds = %141
  %158 = icmp eq i64 %139, 0
  br i1 %158, label %162, label %159

159:                                              ; preds = %157
  %160 = getelementptr inbounds i32, i32* %125, i64 %154
  store i32 %153, i32* %160, align 4, !tbaa !43
  %161 = getelementptr inbounds i32, i32* %42, i64 %154
  store i32 0, i32* %161, align 4, !tbaa !43
  br label %162

162:                                              ; preds = %159, %157
  br label %163

163:                                              ; preds = %244, %162
  %164 = phi i64 [ %245, %244 ], [ 0, %162 ]
  %165 = trunc i64 %164 to i32
  %166 = and i32 %21, %165
  %167 = getelementptr inbounds i16, i16* %46, i64 %164
  %168 = load i16, i16* %167, align 2, !tbaa !103
  %169 = zext i16 %168 to i32
  %170 = zext i32 %166 to i64
  %171 = getelementptr inbounds i32, i32* %42, i64 %170
  %172 = load i32, i32* %171, align 4, !tbaa !43
  %173 = getelementptr inbounds i32, i32* %44, i64 %170
  %174 = load i32, i32* %173, align 4, !tbaa !43
  %175 = icmp ult i32 %174, %169
  %176 = select i1 %175, i32 %174, i32 %169
  %177 = icmp eq i32 %176, 0
  br i1 %177, label %178, label %180

178:                                              ; preds = %163
  %179 = getelementptr inbounds i16, i16* %127, i64 %164
  store i16 -1, i16* %179, align 2, !tbaa !103
  br label %244

180:                                              ; preds = %163
  %181 = zext i32 %172 to i64
  %182 = trunc i32 %172 to i16
  %183 = getelementptr inbounds i16, i16* %127, i64 %164
  store i16 %182, i16* %183, align 2, !tbaa !103
  %184 = getelementptr inbounds i32, i32* %125, i64 %170
  %185 = load i32, i32* %184, align 4, !tbaa !43
  %186 = zext i32 %185 to i64
  %187 = add nuw nsw i64 %186, %181
  %188 = add i32 %176, %172
  store i32 %188, i32* %171, align 4, !tbaa !43
  %189 = getelementptr inbounds i32, i32* %49, i64 %164
  %190 = zext i32 %176 to i64
  %191 = add nsw i64 %190, -1
  %192 = and i64 %190, 3
  %193 = icmp ult i64 %191, 3
  br i1 %193, label %222, label %194

194:                                              ; preds = %180
  %195 = and i64 %190, 65532
  br label %196

196:                                              ; preds = %196, %194
  %197 = phi i32* [ %189, %194 ], [ %219, %196 ]
  %198 = phi i64 [ %187, %194 ], [ %216, %196 ]
  %199 = phi i64 [ 0, %194 ], [ %220, %196 ]
  %200 = load i32, i32* %197, align 4, !tbaa !43
  %201 = add nuw nsw i64 %198, 1
  %202 = getelementptr inbounds i32, i32* %129, i64 %198
  store i32 %200, i32* %202, align 4, !tbaa !43
  %203 = zext i32 %200 to i64
  %204 = getelementptr inbounds i32, i32* %50, i64 %203
  %205 = load i32, i32* %204, align 4, !tbaa !43
  %206 = add nuw nsw i64 %198, 2
  %207 = getelementptr inbounds i32, i32* %129, i64 %201
  store i32 %205, i32* %207, align 4, !tbaa !43
  %208 = zext i32 %205 to i64
  %209 = getelementptr inbounds i32, i32* %50, i64 %208
  %210 = load i32, i32* %209, align 4, !tbaa !43
  %211 = add nuw nsw i64 %198, 3
  %212 = getelementptr inbounds i32, i32* %129, i64 %206
  store i32 %210, i32* %212, align 4, !tbaa !43
  %213 = zext i32 %210 to i64
  %214 = getelementptr inbounds i32, i32* %50, i64 %213
  %215 = load i32, i32* %214, align 4, !tbaa !43
  %216 = add nuw nsw i64 %198, 4
  %217 = getelementptr inbounds i32, i32* %129, i64 %211
  store i32 %215, i32* %217, align 4, !tbaa !43
  %218 = zext i32 %215 to i64
  %219 = getelementptr inbounds i32, i32* %50, i64 %218
  %220 = add i64 %199, 4
  %221 = icmp eq i64 %220, %195
  br i1 %221, label %222, label %196, !llvm.loop !503

222:                                              ; preds = %196, %180
  %223 = phi i64 [ undef, %180 ], [ %211, %196 ]
  %224 = phi i32 [ undef, %180 ], [ %215, %196 ]
  %225 = phi i32* [ %189, %180 ], [ %219, %196 ]
  %226 = phi i64 [ %187, %180 ], [ %216, %196 ]
  %227 = icmp eq i64 %192, 0
  br i1 %227, label %239, label %228

228:                                              ; preds = %228, %222
  %229 = phi i32* [ %236, %228 ], [ %225, %222 ]
  %230 = phi i64 [ %233, %228 ], [ %226, %222 ]
  %231 = phi i64 [ %237, %228 ], [ 0, %222 ]
  %232 = load i32, i32* %229, align 4, !tbaa !43
  %233 = add nuw nsw i64 %230, 1
  %234 = getelementptr inbounds i32, i32* %129, i64 %230
  store i32 %232, i32* %234, align 4, !tbaa !43
  %235 = zext i32 %232 to i64
  %236 = getelementptr inbounds i32, i32* %50, i64 %235
  %237 = add i64 %231, 1
  %238 = icmp eq i64 %237, %192
  br i1 %238, label %239, label %228, !llvm.loop !504

239:                                              ; preds = %228, %222
  %240 = phi i64 [ %223, %222 ], [ %230, %228 ]
  %241 = phi i32 [ %224, %222 ], [ %232, %228 ]
  %242 = getelementptr inbounds i32, i32* %129, i64 %240
  %243 = or i32 %241, -2147483648
  store i32 %243, i32* %242, align 4, !tbaa !43
  br label %244

244:                                              ; preds = %239, %178
  %245 = add nuw nsw i64 %164, 1
  %246 = icmp eq i64 %245, %47
  br i1 %246, label %247, label %163, !llvm.loop !505

247:                                              ; preds = %244
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %41) #28
  br label %248

248:                                              ; preds = %247, %15
  %249 = phi %struct.PreparedDictionary* [ %124, %247 ], [ null, %15 ]
  ret %struct.PreparedDictionary* %249
}

; Function Attrs: nounwind uwtable
declare hidden void @DestroyPreparedDictionary(%struct.MemoryManager* noundef, %struct.PreparedDictionary* noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define hidden i32 @AttachPreparedDictionary(%struct.CompoundDictionary* nocapture noundef %0, %struct.PreparedDictionary* noundef %1) local_unnamed_addr #6 {
  %3 = getelementptr inbounds %struct.CompoundDictionary, %struct.CompoundDictionary* %0, i64 0, i32 0
  %4 = load i64, i64* %3, align 8, !tbaa !506
  %5 = icmp eq i64 %4, 15
  %6 = icmp eq %struct.PreparedDictionary* %1, null
  %7 = or i1 %6, %5
  br i1 %7, label %48, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %1, i64 0, i32 2
  %10 = load i32, i32* %9, align 4, !tbaa !498
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds %struct.CompoundDictionary, %struct.CompoundDictionary* %0, i64 0, i32 1
  %13 = load i64, i64* %12, align 8, !tbaa !507
  %14 = add i64 %13, %11
  store i64 %14, i64* %12, align 8, !tbaa !507
  %15 = getelementptr inbounds %struct.CompoundDictionary, %struct.CompoundDictionary* %0, i64 0, i32 2, i64 %4
  store %struct.PreparedDictionary* %1, %struct.PreparedDictionary** %15, align 8, !tbaa !18
  %16 = add i64 %4, 1
  %17 = getelementptr inbounds %struct.CompoundDictionary, %struct.CompoundDictionary* %0, i64 0, i32 4, i64 %16
  store i64 %14, i64* %17, align 8, !tbaa !16
  %18 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %1, i64 1, i32 0
  %19 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %1, i64 0, i32 5
  %20 = load i32, i32* %19, align 4, !tbaa !501
  %21 = shl nuw i32 1, %20
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds i32, i32* %18, i64 %22
  %24 = bitcast i32* %23 to i16*
  %25 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %1, i64 0, i32 4
  %26 = load i32, i32* %25, align 4, !tbaa !500
  %27 = shl nuw i32 1, %26
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds i16, i16* %24, i64 %28
  %30 = bitcast i16* %29 to i32*
  %31 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %1, i64 0, i32 1
  %32 = load i32, i32* %31, align 4, !tbaa !497
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32* %30, i64 %33
  %35 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %1, i64 0, i32 0
  %36 = load i32, i32* %35, align 4, !tbaa !495
  %37 = icmp eq i32 %36, -558043680
  br i1 %37, label %38, label %41

38:                                               ; preds = %8
  %39 = getelementptr inbounds %struct.CompoundDictionary, %struct.CompoundDictionary* %0, i64 0, i32 3, i64 %4
  %40 = bitcast i8** %39 to i32**
  store i32* %34, i32** %40, align 8, !tbaa !18
  br label %45

41:                                               ; preds = %8
  %42 = bitcast i32* %34 to i8**
  %43 = load i8*, i8** %42, align 1
  %44 = getelementptr inbounds %struct.CompoundDictionary, %struct.CompoundDictionary* %0, i64 0, i32 3, i64 %4
  store i8* %43, i8** %44, align 8, !tbaa !18
  br label %45

45:                                               ; preds = %41, %38
  %46 = load i64, i64* %3, align 8, !tbaa !506
  %47 = add i64 %46, 1
  store i64 %47, i64* %3, align 8, !tbaa !506
  br label %48

48:                                               ; preds = %45, %2
  %49 = phi i32 [ 1, %45 ], [ 0, %2 ]
  ret i32 %49
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliCompressFragmentFast(%struct.BrotliOnePassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef %3, i32* nocapture noundef %4, i64 noundef %5, i64* noundef %6, i8* noundef %7) local_unnamed_addr #5 {
  %9 = load i64, i64* %6, align 8, !tbaa !16
  %10 = icmp eq i64 %2, 0
  br i1 %10, label %83, label %11

11:                                               ; preds = %8
  %12 = trunc i64 %5 to i32
  %13 = tail call i32 @llvm.ctlz.i32(i32 %12, i1 true) #28, !range !183
  %14 = xor i32 %13, 31
  switch i32 %14, label %19 [
    i32 9, label %15
    i32 11, label %16
    i32 13, label %17
    i32 15, label %18
  ]

15:                                               ; preds = %11
  tail call fastcc void @BrotliCompressFragmentFastImpl9(%struct.BrotliOnePassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef %3, i32* noundef %4, i64* noundef nonnull %6, i8* noundef %7)
  br label %19

16:                                               ; preds = %11
  tail call fastcc void @BrotliCompressFragmentFastImpl11(%struct.BrotliOnePassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef %3, i32* noundef %4, i64* noundef nonnull %6, i8* noundef %7)
  br label %19

17:                                               ; preds = %11
  tail call fastcc void @BrotliCompressFragmentFastImpl13(%struct.BrotliOnePassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef %3, i32* noundef %4, i64* noundef nonnull %6, i8* noundef %7)
  br label %19

18:                                               ; preds = %11
  tail call fastcc void @BrotliCompressFragmentFastImpl15(%struct.BrotliOnePassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef %3, i32* noundef %4, i64* noundef nonnull %6, i8* noundef %7)
  br label %19

19:                                               ; preds = %18, %17, %16, %15, %11
  %20 = load i64, i64* %6, align 8, !tbaa !16
  %21 = sub i64 %20, %9
  %22 = shl i64 %2, 3
  %23 = add i64 %22, 31
  %24 = icmp ugt i64 %21, %23
  br i1 %24, label %25, label %79

25:                                               ; preds = %19
  %26 = trunc i64 %9 to i8
  %27 = and i8 %26, 7
  %28 = shl nsw i8 -1, %27
  %29 = xor i8 %28, -1
  %30 = lshr i64 %9, 3
  %31 = getelementptr inbounds i8, i8* %7, i64 %30
  %32 = load i8, i8* %31, align 1, !tbaa !27
  %33 = and i8 %32, %29
  store i8 %33, i8* %31, align 1, !tbaa !27
  store i64 %9, i64* %6, align 8, !tbaa !16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !508) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !511) #28
  %34 = load i8, i8* %31, align 1, !tbaa !27, !alias.scope !511, !noalias !508
  %35 = zext i8 %34 to i64
  %36 = bitcast i8* %31 to i64*
  store i64 %35, i64* %36, align 1, !alias.scope !511, !noalias !508
  %37 = add i64 %9, 1
  store i64 %37, i64* %6, align 8, !tbaa !16, !alias.scope !508, !noalias !511
  %38 = icmp ult i64 %2, 65537
  %39 = icmp ult i64 %2, 1048577
  %40 = select i1 %39, i64 5, i64 6
  %41 = select i1 %38, i64 4, i64 %40
  %42 = add nsw i64 %41, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !513) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !516) #28
  %43 = lshr i64 %37, 3
  %44 = getelementptr inbounds i8, i8* %7, i64 %43
  %45 = load i8, i8* %44, align 1, !tbaa !27, !alias.scope !516, !noalias !513
  %46 = zext i8 %45 to i64
  %47 = and i64 %37, 7
  %48 = shl nuw nsw i64 %42, %47
  %49 = or i64 %48, %46
  %50 = bitcast i8* %44 to i64*
  store i64 %49, i64* %50, align 1, !alias.scope !516, !noalias !513
  %51 = add i64 %9, 3
  store i64 %51, i64* %6, align 8, !tbaa !16, !alias.scope !513, !noalias !516
  %52 = shl nuw nsw i64 %41, 2
  %53 = add i64 %2, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !518) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !521) #28
  %54 = lshr i64 %51, 3
  %55 = getelementptr inbounds i8, i8* %7, i64 %54
  %56 = load i8, i8* %55, align 1, !tbaa !27, !alias.scope !521, !noalias !518
  %57 = zext i8 %56 to i64
  %58 = and i64 %51, 7
  %59 = shl i64 %53, %58
  %60 = or i64 %59, %57
  %61 = bitcast i8* %55 to i64*
  store i64 %60, i64* %61, align 1, !alias.scope !521, !noalias !518
  %62 = add i64 %51, %52
  store i64 %62, i64* %6, align 8, !tbaa !16, !alias.scope !518, !noalias !521
  %63 = lshr i64 %62, 3
  %64 = getelementptr inbounds i8, i8* %7, i64 %63
  %65 = load i8, i8* %64, align 1, !tbaa !27, !alias.scope !523, !noalias !526
  %66 = zext i8 %65 to i64
  %67 = and i64 %62, 7
  %68 = shl nuw nsw i64 1, %67
  %69 = or i64 %68, %66
  %70 = bitcast i8* %64 to i64*
  store i64 %69, i64* %70, align 1, !alias.scope !523, !noalias !526
  %71 = add i64 %62, 8
  %72 = and i64 %71, 4294967288
  store i64 %72, i64* %6, align 8, !tbaa !16
  %73 = lshr exact i64 %72, 3
  %74 = getelementptr inbounds i8, i8* %7, i64 %73
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %74, i8* align 1 %1, i64 %2, i1 false) #28
  %75 = load i64, i64* %6, align 8, !tbaa !16
  %76 = add i64 %75, %22
  store i64 %76, i64* %6, align 8, !tbaa !16
  %77 = lshr i64 %76, 3
  %78 = getelementptr inbounds i8, i8* %7, i64 %77
  store i8 0, i8* %78, align 1, !tbaa !27
  br label %79

79:                                               ; preds = %25, %19
  %80 = icmp eq i32 %3, 0
  br i1 %80, label %104, label %81

81:                                               ; preds = %79
  %82 = load i64, i64* %6, align 8, !tbaa !16, !alias.scope !528, !noalias !531
  br label %83

83:                                               ; preds = %81, %8
  %84 = phi i64 [ %82, %81 ], [ %9, %8 ]
  %85 = lshr i64 %84, 3
  %86 = getelementptr inbounds i8, i8* %7, i64 %85
  %87 = load i8, i8* %86, align 1, !tbaa !27, !noalias !199
  %88 = zext i8 %87 to i64
  %89 = and i64 %84, 7
  %90 = shl nuw nsw i64 1, %89
  %91 = or i64 %90, %88
  %92 = bitcast i8* %86 to i64*
  store i64 %91, i64* %92, align 1, !noalias !199
  %93 = add i64 %84, 1
  store i64 %93, i64* %6, align 8, !tbaa !16, !noalias !199
  %94 = lshr i64 %93, 3
  %95 = getelementptr inbounds i8, i8* %7, i64 %94
  %96 = load i8, i8* %95, align 1, !tbaa !27, !noalias !199
  %97 = zext i8 %96 to i64
  %98 = and i64 %93, 7
  %99 = shl nuw nsw i64 1, %98
  %100 = or i64 %99, %97
  %101 = bitcast i8* %95 to i64*
  store i64 %100, i64* %101, align 1, !noalias !199
  %102 = add i64 %84, 9
  %103 = and i64 %102, 4294967288
  store i64 %103, i64* %6, align 8, !tbaa !16
  br label %104

104:                                              ; preds = %83, %79
  ret void
}

; Function Attrs: noinline nounwind uwtable
declare hidden fastcc void @BrotliCompressFragmentFastImpl9(%struct.BrotliOnePassArena* noundef, i8* noundef, i64 noundef, i32 noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind uwtable
declare hidden fastcc void @BrotliCompressFragmentFastImpl11(%struct.BrotliOnePassArena* noundef, i8* noundef, i64 noundef, i32 noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind uwtable
declare hidden fastcc void @BrotliCompressFragmentFastImpl13(%struct.BrotliOnePassArena* noundef, i8* noundef, i64 noundef, i32 noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind uwtable
declare hidden fastcc void @BrotliCompressFragmentFastImpl15(%struct.BrotliOnePassArena* noundef, i8* noundef, i64 noundef, i32 noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: nounwind uwtable
define hidden fastcc i64 @BuildAndStoreLiteralPrefixCode(%struct.BrotliOnePassArena* noundef %0, i8* nocapture noundef readonly %1, i64 noundef %2, i8* noundef %3, i16* noundef %4, i64* noundef %5, i8* noundef %6) unnamed_addr #5 {
  %8 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 8, i64 0
  %9 = bitcast i32* %8 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(1024) %9, i8 0, i64 1024, i1 false)
  %10 = icmp ult i64 %2, 32768
  br i1 %10, label %11, label %97

11:                                               ; preds = %7
  %12 = icmp eq i64 %2, 0
  br i1 %12, label %34, label %13

13:                                               ; preds = %11
  %14 = add i64 %2, -1
  %15 = and i64 %2, 3
  %16 = icmp ult i64 %14, 3
  br i1 %16, label %19, label %17

17:                                               ; preds = %13
  %18 = and i64 %2, -4
  br label %64

19:                                               ; preds = %64, %13
  %20 = phi i64 [ 0, %13 ], [ %94, %64 ]
  %21 = icmp eq i64 %15, 0
  br i1 %21, label %34, label %22

22:                                               ; preds = %22, %19
  %23 = phi i64 [ %31, %22 ], [ %20, %19 ]
  %24 = phi i64 [ %32, %22 ], [ 0, %19 ]
  %25 = getelementptr inbounds i8, i8* %1, i64 %23
  %26 = load i8, i8* %25, align 1, !tbaa !27
  %27 = zext i8 %26 to i64
  %28 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 8, i64 %27
  %29 = load i32, i32* %28, align 4, !tbaa !43
  %30 = add i32 %29, 1
  store i32 %30, i32* %28, align 4, !tbaa !43
  %31 = add nuw i64 %23, 1
  %32 = add i64 %24, 1
  %33 = icmp eq i64 %32, %15
  br i1 %33, label %34, label %22, !llvm.loop !533

34:                                               ; preds = %22, %19, %11
  %35 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %2, i64 0
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %60, %36 ]
  %38 = phi <2 x i64> [ %35, %34 ], [ %58, %36 ]
  %39 = phi <2 x i64> [ zeroinitializer, %34 ], [ %59, %36 ]
  %40 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 8, i64 %37
  %41 = bitcast i32* %40 to <2 x i32>*
  %42 = load <2 x i32>, <2 x i32>* %41, align 4, !tbaa !43
  %43 = getelementptr inbounds i32, i32* %40, i64 2
  %44 = bitcast i32* %43 to <2 x i32>*
  %45 = load <2 x i32>, <2 x i32>* %44, align 4, !tbaa !43
  %46 = icmp ult <2 x i32> %42, <i32 11, i32 11>
  %47 = icmp ult <2 x i32> %45, <i32 11, i32 11>
  %48 = select <2 x i1> %46, <2 x i32> %42, <2 x i32> <i32 11, i32 11>
  %49 = select <2 x i1> %47, <2 x i32> %45, <2 x i32> <i32 11, i32 11>
  %50 = shl nuw nsw <2 x i32> %48, <i32 1, i32 1>
  %51 = shl nuw nsw <2 x i32> %49, <i32 1, i32 1>
  %52 = add <2 x i32> %50, %42
  %53 = add <2 x i32> %51, %45
  %54 = bitcast i32* %40 to <2 x i32>*
  store <2 x i32> %52, <2 x i32>* %54, align 4, !tbaa !43
  %55 = bitcast i32* %43 to <2 x i32>*
  store <2 x i32> %53, <2 x i32>* %55, align 4, !tbaa !43
  %56 = zext <2 x i32> %50 to <2 x i64>
  %57 = zext <2 x i32> %51 to <2 x i64>
  %58 = add <2 x i64> %38, %56
  %59 = add <2 x i64> %39, %57
  %60 = add nuw i64 %37, 4
  %61 = icmp eq i64 %60, 256
  br i1 %61, label %62, label %36, !llvm.loop !534

62:                                               ; preds = %36
  %63 = add <2 x i64> %59, %58
  br label %141

64:                                               ; preds = %64, %17
  %65 = phi i64 [ 0, %17 ], [ %94, %64 ]
  %66 = phi i64 [ 0, %17 ], [ %95, %64 ]
  %67 = getelementptr inbounds i8, i8* %1, i64 %65
  %68 = load i8, i8* %67, align 1, !tbaa !27
  %69 = zext i8 %68 to i64
  %70 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 8, i64 %69
  %71 = load i32, i32* %70, align 4, !tbaa !43
  %72 = add i32 %71, 1
  store i32 %72, i32* %70, align 4, !tbaa !43
  %73 = or i64 %65, 1
  %74 = getelementptr inbounds i8, i8* %1, i64 %73
  %75 = load i8, i8* %74, align 1, !tbaa !27
  %76 = zext i8 %75 to i64
  %77 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 8, i64 %76
  %78 = load i32, i32* %77, align 4, !tbaa !43
  %79 = add i32 %78, 1
  store i32 %79, i32* %77, align 4, !tbaa !43
  %80 = or i64 %65, 2
  %81 = getelementptr inbounds i8, i8* %1, i64 %80
  %82 = load i8, i8* %81, align 1, !tbaa !27
  %83 = zext i8 %82 to i64
  %84 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 8, i64 %83
  %85 = load i32, i32* %84, align 4, !tbaa !43
  %86 = add i32 %85, 1
  store i32 %86, i32* %84, align 4, !tbaa !43
  %87 = or i64 %65, 3
  %88 = getelementptr inbounds i8, i8* %1, i64 %87
  %89 = load i8, i8* %88, align 1, !tbaa !27
  %90 = zext i8 %89 to i64
  %91 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 8, i64 %90
  %92 = load i32, i32* %91, align 4, !tbaa !43
  %93 = add i32 %92, 1
  store i32 %93, i32* %91, align 4, !tbaa !43
  %94 = add nuw i64 %65, 4
  %95 = add i64 %66, 4
  %96 = icmp eq i64 %95, %18
  br i1 %96, label %19, label %64, !llvm.loop !535

97:                                               ; preds = %97, %7
  %98 = phi i64 [ %105, %97 ], [ 0, %7 ]
  %99 = getelementptr inbounds i8, i8* %1, i64 %98
  %100 = load i8, i8* %99, align 1, !tbaa !27
  %101 = zext i8 %100 to i64
  %102 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 8, i64 %101
  %103 = load i32, i32* %102, align 4, !tbaa !43
  %104 = add i32 %103, 1
  store i32 %104, i32* %102, align 4, !tbaa !43
  %105 = add i64 %98, 29
  %106 = icmp ult i64 %105, %2
  br i1 %106, label %97, label %107, !llvm.loop !536

107:                                              ; preds = %97
  %108 = add i64 %2, 28
  %109 = udiv i64 %108, 29
  %110 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %109, i64 0
  br label %111

111:                                              ; preds = %111, %107
  %112 = phi i64 [ 0, %107 ], [ %137, %111 ]
  %113 = phi <2 x i64> [ %110, %107 ], [ %135, %111 ]
  %114 = phi <2 x i64> [ zeroinitializer, %107 ], [ %136, %111 ]
  %115 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 8, i64 %112
  %116 = bitcast i32* %115 to <2 x i32>*
  %117 = load <2 x i32>, <2 x i32>* %116, align 4, !tbaa !43
  %118 = getelementptr inbounds i32, i32* %115, i64 2
  %119 = bitcast i32* %118 to <2 x i32>*
  %120 = load <2 x i32>, <2 x i32>* %119, align 4, !tbaa !43
  %121 = icmp ult <2 x i32> %117, <i32 11, i32 11>
  %122 = icmp ult <2 x i32> %120, <i32 11, i32 11>
  %123 = select <2 x i1> %121, <2 x i32> %117, <2 x i32> <i32 11, i32 11>
  %124 = select <2 x i1> %122, <2 x i32> %120, <2 x i32> <i32 11, i32 11>
  %125 = shl nuw nsw <2 x i32> %123, <i32 1, i32 1>
  %126 = shl nuw nsw <2 x i32> %124, <i32 1, i32 1>
  %127 = or <2 x i32> %125, <i32 1, i32 1>
  %128 = or <2 x i32> %126, <i32 1, i32 1>
  %129 = add <2 x i32> %127, %117
  %130 = add <2 x i32> %128, %120
  %131 = bitcast i32* %115 to <2 x i32>*
  store <2 x i32> %129, <2 x i32>* %131, align 4, !tbaa !43
  %132 = bitcast i32* %118 to <2 x i32>*
  store <2 x i32> %130, <2 x i32>* %132, align 4, !tbaa !43
  %133 = zext <2 x i32> %127 to <2 x i64>
  %134 = zext <2 x i32> %128 to <2 x i64>
  %135 = add <2 x i64> %113, %133
  %136 = add <2 x i64> %114, %134
  %137 = add nuw i64 %112, 4
  %138 = icmp eq i64 %137, 256
  br i1 %138, label %139, label %111, !llvm.loop !537

139:                                              ; preds = %111
  %140 = add <2 x i64> %136, %135
  br label %141

141:                                              ; preds = %139, %62
  %142 = phi <2 x i64> [ %140, %139 ], [ %63, %62 ]
  %143 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %142)
  %144 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 7, i64 0
  tail call void @BrotliBuildAndStoreHuffmanTreeFast(%struct.HuffmanTree* noundef nonnull %144, i32* noundef nonnull %8, i64 noundef %143, i64 noundef 8, i8* noundef %3, i16* noundef %4, i64* noundef %5, i8* noundef %6) #28
  br label %145

145:                                              ; preds = %171, %141
  %146 = phi i64 [ 0, %141 ], [ %172, %171 ]
  %147 = phi i64 [ 0, %141 ], [ %173, %171 ]
  %148 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 8, i64 %147
  %149 = load i32, i32* %148, align 4, !tbaa !43
  %150 = icmp eq i32 %149, 0
  br i1 %150, label %158, label %151

151:                                              ; preds = %145
  %152 = getelementptr inbounds i8, i8* %3, i64 %147
  %153 = load i8, i8* %152, align 1, !tbaa !27
  %154 = zext i8 %153 to i32
  %155 = mul i32 %149, %154
  %156 = zext i32 %155 to i64
  %157 = add i64 %146, %156
  br label %158

158:                                              ; preds = %151, %145
  %159 = phi i64 [ %157, %151 ], [ %146, %145 ]
  %160 = or i64 %147, 1
  %161 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 8, i64 %160
  %162 = load i32, i32* %161, align 4, !tbaa !43
  %163 = icmp eq i32 %162, 0
  br i1 %163, label %171, label %164

164:                                              ; preds = %158
  %165 = getelementptr inbounds i8, i8* %3, i64 %160
  %166 = load i8, i8* %165, align 1, !tbaa !27
  %167 = zext i8 %166 to i32
  %168 = mul i32 %162, %167
  %169 = zext i32 %168 to i64
  %170 = add i64 %159, %169
  br label %171

171:                                              ; preds = %164, %158
  %172 = phi i64 [ %170, %164 ], [ %159, %158 ]
  %173 = add nuw nsw i64 %147, 2
  %174 = icmp eq i64 %173, 256
  br i1 %174, label %175, label %145, !llvm.loop !538

175:                                              ; preds = %171
  %176 = mul i64 %172, 125
  %177 = udiv i64 %176, %143
  ret i64 %177
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
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
  %15 = load i8, i8* %14, align 1, !tbaa !27
  %16 = and i8 %15, %12
  store i8 %16, i8* %14, align 1, !tbaa !27
  store i64 %2, i64* %3, align 8, !tbaa !16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !539) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !542) #28
  %17 = load i8, i8* %14, align 1, !tbaa !27, !alias.scope !542, !noalias !539
  %18 = zext i8 %17 to i64
  %19 = bitcast i8* %14 to i64*
  store i64 %18, i64* %19, align 1, !alias.scope !542, !noalias !539
  %20 = add i64 %2, 1
  store i64 %20, i64* %3, align 8, !tbaa !16, !alias.scope !539, !noalias !542
  %21 = icmp ult i64 %8, 65537
  %22 = icmp ult i64 %8, 1048577
  %23 = select i1 %22, i64 5, i64 6
  %24 = select i1 %21, i64 4, i64 %23
  %25 = add nsw i64 %24, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !544) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !547) #28
  %26 = lshr i64 %20, 3
  %27 = getelementptr inbounds i8, i8* %4, i64 %26
  %28 = load i8, i8* %27, align 1, !tbaa !27, !alias.scope !547, !noalias !544
  %29 = zext i8 %28 to i64
  %30 = and i64 %20, 7
  %31 = shl nuw nsw i64 %25, %30
  %32 = or i64 %31, %29
  %33 = bitcast i8* %27 to i64*
  store i64 %32, i64* %33, align 1, !alias.scope !547, !noalias !544
  %34 = add i64 %2, 3
  store i64 %34, i64* %3, align 8, !tbaa !16, !alias.scope !544, !noalias !547
  %35 = shl nuw nsw i64 %24, 2
  %36 = add i64 %8, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !549) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !552) #28
  %37 = lshr i64 %34, 3
  %38 = getelementptr inbounds i8, i8* %4, i64 %37
  %39 = load i8, i8* %38, align 1, !tbaa !27, !alias.scope !552, !noalias !549
  %40 = zext i8 %39 to i64
  %41 = and i64 %34, 7
  %42 = shl i64 %36, %41
  %43 = or i64 %42, %40
  %44 = bitcast i8* %38 to i64*
  store i64 %43, i64* %44, align 1, !alias.scope !552, !noalias !549
  %45 = add i64 %35, %34
  store i64 %45, i64* %3, align 8, !tbaa !16, !alias.scope !549, !noalias !552
  %46 = lshr i64 %45, 3
  %47 = getelementptr inbounds i8, i8* %4, i64 %46
  %48 = load i8, i8* %47, align 1, !tbaa !27, !alias.scope !554, !noalias !557
  %49 = zext i8 %48 to i64
  %50 = and i64 %45, 7
  %51 = shl nuw nsw i64 1, %50
  %52 = or i64 %51, %49
  %53 = bitcast i8* %47 to i64*
  store i64 %52, i64* %53, align 1, !alias.scope !554, !noalias !557
  %54 = add i64 %45, 8
  %55 = and i64 %54, 4294967288
  store i64 %55, i64* %3, align 8, !tbaa !16
  %56 = lshr exact i64 %55, 3
  %57 = getelementptr inbounds i8, i8* %4, i64 %56
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %57, i8* align 1 %0, i64 %8, i1 false)
  %58 = shl i64 %8, 3
  %59 = load i64, i64* %3, align 8, !tbaa !16
  %60 = add i64 %59, %58
  store i64 %60, i64* %3, align 8, !tbaa !16
  %61 = lshr i64 %60, 3
  %62 = getelementptr inbounds i8, i8* %4, i64 %61
  store i8 0, i8* %62, align 1, !tbaa !27
  ret void
}

; Function Attrs: nounwind uwtable
define hidden fastcc void @BuildAndStoreCommandPrefixCode(%struct.BrotliOnePassArena* noundef %0, i64* noundef %1, i8* noundef %2) unnamed_addr #5 {
  %4 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 4, i64 0
  %5 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 0
  %6 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 3, i64 0
  %7 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 0
  %8 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 10, i64 0
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(704) %7, i8 0, i64 704, i1 false)
  %9 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 7, i64 0
  tail call void @BrotliCreateHuffmanTree(i32* noundef nonnull %4, i64 noundef 64, i32 noundef 15, %struct.HuffmanTree* noundef nonnull %9, i8* noundef nonnull %5) #28
  %10 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 4, i64 64
  %11 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 64
  tail call void @BrotliCreateHuffmanTree(i32* noundef nonnull %10, i64 noundef 64, i32 noundef 14, %struct.HuffmanTree* noundef nonnull %9, i8* noundef nonnull %11) #28
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %7, i8* noundef nonnull align 1 dereferenceable(24) %5, i64 24, i1 false)
  %12 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 24
  %13 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 40
  %14 = bitcast i8* %13 to i64*
  %15 = bitcast i8* %12 to i64*
  %16 = load i64, i64* %14, align 1
  store i64 %16, i64* %15, align 1
  %17 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 32
  %18 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 24
  %19 = bitcast i8* %18 to i64*
  %20 = bitcast i8* %17 to i64*
  %21 = load i64, i64* %19, align 1
  store i64 %21, i64* %20, align 1
  %22 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 40
  %23 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 48
  %24 = bitcast i8* %23 to i64*
  %25 = bitcast i8* %22 to i64*
  %26 = load i64, i64* %24, align 1
  store i64 %26, i64* %25, align 1
  %27 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 48
  %28 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 32
  %29 = bitcast i8* %28 to i64*
  %30 = bitcast i8* %27 to i64*
  %31 = load i64, i64* %29, align 1
  store i64 %31, i64* %30, align 1
  %32 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 56
  %33 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 56
  %34 = bitcast i8* %33 to i64*
  %35 = bitcast i8* %32 to i64*
  %36 = load i64, i64* %34, align 1
  store i64 %36, i64* %35, align 1
  tail call void @BrotliConvertBitDepthsToSymbols(i8* noundef nonnull %7, i64 noundef 64, i16* noundef nonnull %8) #28
  %37 = bitcast i16* %6 to i8*
  %38 = bitcast i16* %8 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 2 dereferenceable(48) %37, i8* noundef nonnull align 2 dereferenceable(48) %38, i64 48, i1 false)
  %39 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 3, i64 24
  %40 = bitcast i16* %39 to i8*
  %41 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 10, i64 32
  %42 = bitcast i16* %41 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 2 dereferenceable(16) %40, i8* noundef nonnull align 2 dereferenceable(16) %42, i64 16, i1 false)
  %43 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 3, i64 32
  %44 = bitcast i16* %43 to i8*
  %45 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 10, i64 48
  %46 = bitcast i16* %45 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 2 dereferenceable(16) %44, i8* noundef nonnull align 2 dereferenceable(16) %46, i64 16, i1 false)
  %47 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 3, i64 40
  %48 = bitcast i16* %47 to i8*
  %49 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 10, i64 24
  %50 = bitcast i16* %49 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 2 dereferenceable(16) %48, i8* noundef nonnull align 2 dereferenceable(16) %50, i64 16, i1 false)
  %51 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 3, i64 48
  %52 = bitcast i16* %51 to i8*
  %53 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 10, i64 40
  %54 = bitcast i16* %53 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 2 dereferenceable(16) %52, i8* noundef nonnull align 2 dereferenceable(16) %54, i64 16, i1 false)
  %55 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 3, i64 56
  %56 = bitcast i16* %55 to i8*
  %57 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 10, i64 56
  %58 = bitcast i16* %57 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 2 dereferenceable(16) %56, i8* noundef nonnull align 2 dereferenceable(16) %58, i64 16, i1 false)
  %59 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 3, i64 64
  tail call void @BrotliConvertBitDepthsToSymbols(i8* noundef nonnull %11, i64 noundef 64, i16* noundef nonnull %59) #28
  %60 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 8
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(64) %60, i8 0, i64 56, i1 false)
  %61 = bitcast i8* %5 to i64*
  %62 = bitcast i8* %7 to i64*
  %63 = load i64, i64* %61, align 1
  store i64 %63, i64* %62, align 1
  %64 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 64
  %65 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 8
  %66 = bitcast i8* %65 to i64*
  %67 = bitcast i8* %64 to i64*
  %68 = load i64, i64* %66, align 1
  store i64 %68, i64* %67, align 1
  %69 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 128
  %70 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 16
  %71 = bitcast i8* %70 to i64*
  %72 = bitcast i8* %69 to i64*
  %73 = load i64, i64* %71, align 1
  store i64 %73, i64* %72, align 1
  %74 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 192
  %75 = bitcast i8* %74 to i64*
  %76 = load i64, i64* %19, align 1
  store i64 %76, i64* %75, align 1
  %77 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 384
  %78 = bitcast i8* %77 to i64*
  %79 = load i64, i64* %29, align 1
  store i64 %79, i64* %78, align 1
  %80 = load i8, i8* %13, align 1, !tbaa !27
  store i8 %80, i8* %69, align 1, !tbaa !27
  %81 = load i8, i8* %23, align 1, !tbaa !27
  %82 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 256
  store i8 %81, i8* %82, align 1, !tbaa !27
  %83 = load i8, i8* %33, align 1, !tbaa !27
  %84 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 448
  store i8 %83, i8* %84, align 1, !tbaa !27
  %85 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 41
  %86 = load i8, i8* %85, align 1, !tbaa !27
  %87 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 136
  store i8 %86, i8* %87, align 1, !tbaa !27
  %88 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 49
  %89 = load i8, i8* %88, align 1, !tbaa !27
  %90 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 264
  store i8 %89, i8* %90, align 1, !tbaa !27
  %91 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 57
  %92 = load i8, i8* %91, align 1, !tbaa !27
  %93 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 456
  store i8 %92, i8* %93, align 1, !tbaa !27
  %94 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 42
  %95 = load i8, i8* %94, align 1, !tbaa !27
  %96 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 144
  store i8 %95, i8* %96, align 1, !tbaa !27
  %97 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 50
  %98 = load i8, i8* %97, align 1, !tbaa !27
  %99 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 272
  store i8 %98, i8* %99, align 1, !tbaa !27
  %100 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 58
  %101 = load i8, i8* %100, align 1, !tbaa !27
  %102 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 464
  store i8 %101, i8* %102, align 1, !tbaa !27
  %103 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 43
  %104 = load i8, i8* %103, align 1, !tbaa !27
  %105 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 152
  store i8 %104, i8* %105, align 1, !tbaa !27
  %106 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 51
  %107 = load i8, i8* %106, align 1, !tbaa !27
  %108 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 280
  store i8 %107, i8* %108, align 1, !tbaa !27
  %109 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 59
  %110 = load i8, i8* %109, align 1, !tbaa !27
  %111 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 472
  store i8 %110, i8* %111, align 1, !tbaa !27
  %112 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 44
  %113 = load i8, i8* %112, align 1, !tbaa !27
  %114 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 160
  store i8 %113, i8* %114, align 1, !tbaa !27
  %115 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 52
  %116 = load i8, i8* %115, align 1, !tbaa !27
  %117 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 288
  store i8 %116, i8* %117, align 1, !tbaa !27
  %118 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 60
  %119 = load i8, i8* %118, align 1, !tbaa !27
  %120 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 480
  store i8 %119, i8* %120, align 1, !tbaa !27
  %121 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 45
  %122 = load i8, i8* %121, align 1, !tbaa !27
  %123 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 168
  store i8 %122, i8* %123, align 1, !tbaa !27
  %124 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 53
  %125 = load i8, i8* %124, align 1, !tbaa !27
  %126 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 296
  store i8 %125, i8* %126, align 1, !tbaa !27
  %127 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 61
  %128 = load i8, i8* %127, align 1, !tbaa !27
  %129 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 488
  store i8 %128, i8* %129, align 1, !tbaa !27
  %130 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 46
  %131 = load i8, i8* %130, align 1, !tbaa !27
  %132 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 176
  store i8 %131, i8* %132, align 1, !tbaa !27
  %133 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 54
  %134 = load i8, i8* %133, align 1, !tbaa !27
  %135 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 304
  store i8 %134, i8* %135, align 1, !tbaa !27
  %136 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 62
  %137 = load i8, i8* %136, align 1, !tbaa !27
  %138 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 496
  store i8 %137, i8* %138, align 1, !tbaa !27
  %139 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 47
  %140 = load i8, i8* %139, align 1, !tbaa !27
  %141 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 184
  store i8 %140, i8* %141, align 1, !tbaa !27
  %142 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 55
  %143 = load i8, i8* %142, align 1, !tbaa !27
  %144 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 312
  store i8 %143, i8* %144, align 1, !tbaa !27
  %145 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 63
  %146 = load i8, i8* %145, align 1, !tbaa !27
  %147 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 504
  store i8 %146, i8* %147, align 1, !tbaa !27
  tail call void @BrotliStoreHuffmanTree(i8* noundef nonnull %7, i64 noundef 704, %struct.HuffmanTree* noundef nonnull %9, i64* noundef %1, i8* noundef %2) #28
  tail call void @BrotliStoreHuffmanTree(i8* noundef nonnull %11, i64 noundef 64, %struct.HuffmanTree* noundef nonnull %9, i64* noundef %1, i8* noundef %2) #28
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliCompressFragmentTwoPass(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32 noundef %3, i32* noundef %4, i8* noundef %5, i32* nocapture noundef %6, i64 noundef %7, i64* noundef %8, i8* noundef %9) local_unnamed_addr #5 {
  %11 = load i64, i64* %8, align 8, !tbaa !16
  %12 = trunc i64 %7 to i32
  %13 = tail call i32 @llvm.ctlz.i32(i32 %12, i1 true) #28, !range !183
  %14 = xor i32 %13, 31
  switch i32 %14, label %25 [
    i32 8, label %15
    i32 9, label %16
    i32 10, label %17
    i32 11, label %18
    i32 12, label %19
    i32 13, label %20
    i32 14, label %21
    i32 15, label %22
    i32 16, label %23
    i32 17, label %24
  ]

15:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl8(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %25

16:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl9(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %25

17:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl10(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %25

18:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl11(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %25

19:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl12(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %25

20:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl13(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %25

21:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl14(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %25

22:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl15(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %25

23:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl16(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %25

24:                                               ; preds = %10
  tail call fastcc void @BrotliCompressFragmentTwoPassImpl17(%struct.BrotliTwoPassArena* noundef %0, i8* noundef %1, i64 noundef %2, i32* noundef %4, i8* noundef %5, i32* noundef %6, i64* noundef nonnull %8, i8* noundef %9)
  br label %25

25:                                               ; preds = %24, %23, %22, %21, %20, %19, %18, %17, %16, %15, %10
  %26 = load i64, i64* %8, align 8, !tbaa !16
  %27 = sub i64 %26, %11
  %28 = shl i64 %2, 3
  %29 = add i64 %28, 31
  %30 = icmp ugt i64 %27, %29
  br i1 %30, label %31, label %85

31:                                               ; preds = %25
  %32 = trunc i64 %11 to i8
  %33 = and i8 %32, 7
  %34 = shl nsw i8 -1, %33
  %35 = xor i8 %34, -1
  %36 = lshr i64 %11, 3
  %37 = getelementptr inbounds i8, i8* %9, i64 %36
  %38 = load i8, i8* %37, align 1, !tbaa !27
  %39 = and i8 %38, %35
  store i8 %39, i8* %37, align 1, !tbaa !27
  store i64 %11, i64* %8, align 8, !tbaa !16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !559) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !562) #28
  %40 = load i8, i8* %37, align 1, !tbaa !27, !alias.scope !562, !noalias !559
  %41 = zext i8 %40 to i64
  %42 = bitcast i8* %37 to i64*
  store i64 %41, i64* %42, align 1, !alias.scope !562, !noalias !559
  %43 = add i64 %11, 1
  store i64 %43, i64* %8, align 8, !tbaa !16, !alias.scope !559, !noalias !562
  %44 = icmp ult i64 %2, 65537
  %45 = icmp ult i64 %2, 1048577
  %46 = select i1 %45, i64 5, i64 6
  %47 = select i1 %44, i64 4, i64 %46
  %48 = add nsw i64 %47, -4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !564) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !567) #28
  %49 = lshr i64 %43, 3
  %50 = getelementptr inbounds i8, i8* %9, i64 %49
  %51 = load i8, i8* %50, align 1, !tbaa !27, !alias.scope !567, !noalias !564
  %52 = zext i8 %51 to i64
  %53 = and i64 %43, 7
  %54 = shl nuw nsw i64 %48, %53
  %55 = or i64 %54, %52
  %56 = bitcast i8* %50 to i64*
  store i64 %55, i64* %56, align 1, !alias.scope !567, !noalias !564
  %57 = add i64 %11, 3
  store i64 %57, i64* %8, align 8, !tbaa !16, !alias.scope !564, !noalias !567
  %58 = shl nuw nsw i64 %47, 2
  %59 = add i64 %2, -1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !569) #28
  tail call void @llvm.experimental.noalias.scope.decl(metadata !572) #28
  %60 = lshr i64 %57, 3
  %61 = getelementptr inbounds i8, i8* %9, i64 %60
  %62 = load i8, i8* %61, align 1, !tbaa !27, !alias.scope !572, !noalias !569
  %63 = zext i8 %62 to i64
  %64 = and i64 %57, 7
  %65 = shl i64 %59, %64
  %66 = or i64 %65, %63
  %67 = bitcast i8* %61 to i64*
  store i64 %66, i64* %67, align 1, !alias.scope !572, !noalias !569
  %68 = add i64 %57, %58
  store i64 %68, i64* %8, align 8, !tbaa !16, !alias.scope !569, !noalias !572
  %69 = lshr i64 %68, 3
  %70 = getelementptr inbounds i8, i8* %9, i64 %69
  %71 = load i8, i8* %70, align 1, !tbaa !27, !alias.scope !574, !noalias !577
  %72 = zext i8 %71 to i64
  %73 = and i64 %68, 7
  %74 = shl nuw nsw i64 1, %73
  %75 = or i64 %74, %72
  %76 = bitcast i8* %70 to i64*
  store i64 %75, i64* %76, align 1, !alias.scope !574, !noalias !577
  %77 = add i64 %68, 8
  %78 = and i64 %77, 4294967288
  store i64 %78, i64* %8, align 8, !tbaa !16
  %79 = lshr exact i64 %78, 3
  %80 = getelementptr inbounds i8, i8* %9, i64 %79
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %80, i8* align 1 %1, i64 %2, i1 false) #28
  %81 = load i64, i64* %8, align 8, !tbaa !16
  %82 = add i64 %81, %28
  store i64 %82, i64* %8, align 8, !tbaa !16
  %83 = lshr i64 %82, 3
  %84 = getelementptr inbounds i8, i8* %9, i64 %83
  store i8 0, i8* %84, align 1, !tbaa !27
  br label %85

85:                                               ; preds = %31, %25
  %86 = icmp eq i32 %3, 0
  br i1 %86, label %108, label %87

87:                                               ; preds = %85
  tail call void @llvm.experimental.noalias.scope.decl(metadata !579)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !582)
  %88 = load i64, i64* %8, align 8, !tbaa !16, !alias.scope !579, !noalias !582
  %89 = lshr i64 %88, 3
  %90 = getelementptr inbounds i8, i8* %9, i64 %89
  %91 = load i8, i8* %90, align 1, !tbaa !27, !alias.scope !582, !noalias !579
  %92 = zext i8 %91 to i64
  %93 = and i64 %88, 7
  %94 = shl nuw nsw i64 1, %93
  %95 = or i64 %94, %92
  %96 = bitcast i8* %90 to i64*
  store i64 %95, i64* %96, align 1, !alias.scope !582, !noalias !579
  %97 = add i64 %88, 1
  store i64 %97, i64* %8, align 8, !tbaa !16, !alias.scope !579, !noalias !582
  %98 = lshr i64 %97, 3
  %99 = getelementptr inbounds i8, i8* %9, i64 %98
  %100 = load i8, i8* %99, align 1, !tbaa !27, !alias.scope !584, !noalias !587
  %101 = zext i8 %100 to i64
  %102 = and i64 %97, 7
  %103 = shl nuw nsw i64 1, %102
  %104 = or i64 %103, %101
  %105 = bitcast i8* %99 to i64*
  store i64 %104, i64* %105, align 1, !alias.scope !584, !noalias !587
  %106 = add i64 %88, 9
  %107 = and i64 %106, 4294967288
  store i64 %107, i64* %8, align 8, !tbaa !16
  br label %108

108:                                              ; preds = %87, %85
  ret void
}

; Function Attrs: noinline nounwind uwtable
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl8(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind uwtable
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl9(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind uwtable
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl10(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind uwtable
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl11(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind uwtable
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl12(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind uwtable
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl13(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind uwtable
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl14(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind uwtable
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl15(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind uwtable
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl16(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: noinline nounwind uwtable
declare hidden fastcc void @BrotliCompressFragmentTwoPassImpl17(%struct.BrotliTwoPassArena* noundef, i8* noundef, i64 noundef, i32* noundef, i8* noundef, i32* nocapture noundef, i64* noundef, i8* noundef) unnamed_addr #13

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i32 @BrotliEncoderSetParameter(%struct.BrotliEncoderStateStruct* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 36
  %5 = load i32, i32* %4, align 4, !tbaa !589
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %38

7:                                                ; preds = %3
  switch i32 %1, label %38 [
    i32 0, label %8
    i32 1, label %10
    i32 2, label %12
    i32 3, label %14
    i32 4, label %16
    i32 5, label %22
    i32 6, label %25
    i32 7, label %29
    i32 8, label %31
    i32 9, label %33
  ]

8:                                                ; preds = %7
  %9 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 0
  store i32 %2, i32* %9, align 8, !tbaa !595
  br label %38

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 1
  store i32 %2, i32* %11, align 4, !tbaa !596
  br label %38

12:                                               ; preds = %7
  %13 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 2
  store i32 %2, i32* %13, align 8, !tbaa !597
  br label %38

14:                                               ; preds = %7
  %15 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 3
  store i32 %2, i32* %15, align 4, !tbaa !598
  br label %38

16:                                               ; preds = %7
  %17 = icmp ult i32 %2, 2
  br i1 %17, label %18, label %38

18:                                               ; preds = %16
  %19 = icmp ne i32 %2, 0
  %20 = zext i1 %19 to i32
  %21 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 6
  store i32 %20, i32* %21, align 8, !tbaa !599
  br label %38

22:                                               ; preds = %7
  %23 = zext i32 %2 to i64
  %24 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 5
  store i64 %23, i64* %24, align 8, !tbaa !600
  br label %38

25:                                               ; preds = %7
  %26 = icmp ne i32 %2, 0
  %27 = zext i1 %26 to i32
  %28 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 7
  store i32 %27, i32* %28, align 4, !tbaa !601
  br label %38

29:                                               ; preds = %7
  %30 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 9, i32 0
  store i32 %2, i32* %30, align 8, !tbaa !602
  br label %38

31:                                               ; preds = %7
  %32 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 9, i32 1
  store i32 %2, i32* %32, align 4, !tbaa !603
  br label %38

33:                                               ; preds = %7
  %34 = icmp ugt i32 %2, 1073741824
  br i1 %34, label %38, label %35

35:                                               ; preds = %33
  %36 = zext i32 %2 to i64
  %37 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 4
  store i64 %36, i64* %37, align 8, !tbaa !604
  br label %38

38:                                               ; preds = %35, %33, %31, %29, %25, %22, %18, %16, %14, %12, %10, %8, %7, %3
  %39 = phi i32 [ 1, %35 ], [ 1, %31 ], [ 1, %29 ], [ 1, %25 ], [ 1, %22 ], [ 1, %18 ], [ 1, %14 ], [ 1, %12 ], [ 1, %10 ], [ 1, %8 ], [ 0, %3 ], [ 0, %16 ], [ 0, %33 ], [ 0, %7 ]
  ret i32 %39
}

; Function Attrs: nounwind uwtable
define dso_local %struct.BrotliEncoderStateStruct* @BrotliEncoderCreateInstance(i8* (i8*, i64)* noundef %0, void (i8*, i8*)* noundef %1, i8* noundef %2) local_unnamed_addr #5 {
  %4 = tail call i8* @BrotliBootstrapAlloc(i64 noundef 6976, i8* (i8*, i64)* noundef %0, void (i8*, i8*)* noundef %1, i8* noundef %2) #28
  %5 = icmp eq i8* %4, null
  br i1 %5, label %40, label %6

6:                                                ; preds = %3
  %7 = bitcast i8* %4 to %struct.BrotliEncoderStateStruct*
  %8 = getelementptr inbounds i8, i8* %4, i64 1400
  %9 = bitcast i8* %8 to %struct.MemoryManager*
  tail call void @BrotliInitMemoryManager(%struct.MemoryManager* noundef nonnull %9, i8* (i8*, i64)* noundef %0, void (i8*, i8*)* noundef %1, i8* noundef %2) #28
  %10 = bitcast i8* %4 to i32*
  store i32 0, i32* %10, align 8, !tbaa !605
  %11 = getelementptr inbounds i8, i8* %4, i64 36
  %12 = bitcast i8* %11 to i32*
  store i32 0, i32* %12, align 4, !tbaa !606
  %13 = getelementptr inbounds i8, i8* %4, i64 4
  %14 = bitcast i8* %13 to i32*
  store i32 11, i32* %14, align 4, !tbaa !607
  %15 = getelementptr inbounds i8, i8* %4, i64 8
  %16 = bitcast i8* %15 to i32*
  store i32 22, i32* %16, align 8, !tbaa !608
  %17 = getelementptr inbounds i8, i8* %4, i64 12
  %18 = getelementptr inbounds i8, i8* %4, i64 80
  %19 = bitcast i8* %18 to %struct.SharedEncoderDictionary*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(24) %17, i8 0, i64 24, i1 false) #28
  tail call void @BrotliInitSharedEncoderDictionary(%struct.SharedEncoderDictionary* noundef nonnull %19) #28
  %20 = getelementptr inbounds i8, i8* %4, i64 56
  %21 = bitcast i8* %20 to <4 x i32>*
  store <4 x i32> <i32 0, i32 0, i32 64, i32 64>, <4 x i32>* %21, align 8, !tbaa !43
  %22 = getelementptr inbounds i8, i8* %4, i64 72
  %23 = bitcast i8* %22 to i64*
  store i64 67108860, i64* %23, align 8, !tbaa !609
  %24 = getelementptr inbounds i8, i8* %4, i64 1424
  %25 = bitcast i8* %24 to i64*
  store i64 0, i64* %25, align 8, !tbaa !610
  %26 = getelementptr inbounds i8, i8* %4, i64 1612
  store i8 0, i8* %26, align 4, !tbaa !611
  %27 = getelementptr inbounds i8, i8* %4, i64 1613
  store i8 0, i8* %27, align 1, !tbaa !612
  %28 = getelementptr inbounds i8, i8* %4, i64 1616
  %29 = getelementptr inbounds i8, i8* %4, i64 6864
  %30 = getelementptr inbounds i8, i8* %4, i64 6964
  %31 = bitcast i8* %30 to i32*
  store i32 0, i32* %31, align 4, !tbaa !613
  %32 = getelementptr inbounds i8, i8* %4, i64 6968
  %33 = bitcast i8* %32 to i32*
  store i32 0, i32* %33, align 8, !tbaa !614
  %34 = getelementptr inbounds i8, i8* %4, i64 6972
  %35 = bitcast i8* %34 to i32*
  store i32 0, i32* %35, align 4, !tbaa !589
  %36 = getelementptr inbounds i8, i8* %4, i64 1448
  %37 = getelementptr inbounds i8, i8* %4, i64 1528
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(80) %36, i8 0, i64 80, i1 false) #28
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(52) %28, i8 0, i64 52, i1 false) #28
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(80) %29, i8 0, i64 80, i1 false) #28
  %38 = bitcast i8* %37 to <4 x i32>*
  store <4 x i32> <i32 4, i32 11, i32 15, i32 16>, <4 x i32>* %38, align 8, !tbaa !43
  %39 = getelementptr inbounds i8, i8* %4, i64 1592
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %39, i8* noundef nonnull align 8 dereferenceable(16) %37, i64 16, i1 false) #28
  br label %40

40:                                               ; preds = %6, %3
  %41 = phi %struct.BrotliEncoderStateStruct* [ %7, %6 ], [ null, %3 ]
  ret %struct.BrotliEncoderStateStruct* %41
}

; Function Attrs: nounwind uwtable
define dso_local void @BrotliEncoderDestroyInstance(%struct.BrotliEncoderStateStruct* noundef %0) local_unnamed_addr #5 {
  %2 = icmp eq %struct.BrotliEncoderStateStruct* %0, null
  br i1 %2, label %48, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 1
  %5 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 19
  %6 = load i8*, i8** %5, align 8, !tbaa !615
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef %6) #28
  store i8* null, i8** %5, align 8, !tbaa !615
  %7 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 5
  %8 = bitcast %struct.Command** %7 to i8**
  %9 = load i8*, i8** %8, align 8, !tbaa !616
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef %9) #28
  store %struct.Command* null, %struct.Command** %7, align 8, !tbaa !616
  %10 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 3, i32 6
  %11 = load i8*, i8** %10, align 8, !tbaa !617
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef %11) #28
  store i8* null, i8** %10, align 8, !tbaa !617
  %12 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 20, i32 0, i32 0, i64 0
  %13 = load i8*, i8** %12, align 8, !tbaa !18
  %14 = icmp eq i8* %13, null
  br i1 %14, label %16, label %15

15:                                               ; preds = %3
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef nonnull %13) #28
  store i8* null, i8** %12, align 8, !tbaa !18
  br label %16

16:                                               ; preds = %15, %3
  %17 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 20, i32 0, i32 0, i64 1
  %18 = load i8*, i8** %17, align 8, !tbaa !18
  %19 = icmp eq i8* %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %16
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef nonnull %18) #28
  store i8* null, i8** %17, align 8, !tbaa !18
  br label %21

21:                                               ; preds = %20, %16
  %22 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 20, i32 0, i32 0, i64 2
  %23 = load i8*, i8** %22, align 8, !tbaa !18
  %24 = icmp eq i8* %23, null
  br i1 %24, label %26, label %25

25:                                               ; preds = %21
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef nonnull %23) #28
  store i8* null, i8** %22, align 8, !tbaa !18
  br label %26

26:                                               ; preds = %25, %21
  %27 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 20, i32 0, i32 0, i64 3
  %28 = load i8*, i8** %27, align 8, !tbaa !18
  %29 = icmp eq i8* %28, null
  br i1 %29, label %31, label %30

30:                                               ; preds = %26
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef nonnull %28) #28
  store i8* null, i8** %27, align 8, !tbaa !18
  br label %31

31:                                               ; preds = %30, %26
  %32 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 22
  %33 = bitcast i32** %32 to i8**
  %34 = load i8*, i8** %33, align 8, !tbaa !618
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef %34) #28
  store i32* null, i32** %32, align 8, !tbaa !618
  %35 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 24
  %36 = bitcast %struct.BrotliOnePassArena** %35 to i8**
  %37 = load i8*, i8** %36, align 8, !tbaa !619
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef %37) #28
  store %struct.BrotliOnePassArena* null, %struct.BrotliOnePassArena** %35, align 8, !tbaa !619
  %38 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 25
  %39 = bitcast %struct.BrotliTwoPassArena** %38 to i8**
  %40 = load i8*, i8** %39, align 8, !tbaa !620
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef %40) #28
  store %struct.BrotliTwoPassArena* null, %struct.BrotliTwoPassArena** %38, align 8, !tbaa !620
  %41 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 26
  %42 = bitcast i32** %41 to i8**
  %43 = load i8*, i8** %42, align 8, !tbaa !621
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef %43) #28
  store i32* null, i32** %41, align 8, !tbaa !621
  %44 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 27
  %45 = load i8*, i8** %44, align 8, !tbaa !622
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %4, i8* noundef %45) #28
  store i8* null, i8** %44, align 8, !tbaa !622
  %46 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10
  tail call void @BrotliCleanupSharedEncoderDictionary(%struct.MemoryManager* noundef nonnull %4, %struct.SharedEncoderDictionary* noundef nonnull %46) #28
  %47 = bitcast %struct.BrotliEncoderStateStruct* %0 to i8*
  tail call void @BrotliBootstrapFree(i8* noundef nonnull %47, %struct.MemoryManager* noundef nonnull %4) #28
  br label %48

48:                                               ; preds = %31, %1
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
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

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define hidden fastcc i32 @InjectFlushOrPushOutput(%struct.BrotliEncoderStateStruct* noundef %0, i64* nocapture noundef %1, i8** nocapture noundef %2, i64* noundef writeonly %3) unnamed_addr #17 {
  %5 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 34
  %6 = load i32, i32* %5, align 4, !tbaa !613
  %7 = icmp eq i32 %6, 1
  br i1 %7, label %8, label %50

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 14
  %10 = load i8, i8* %9, align 2, !tbaa !623
  %11 = icmp eq i8 %10, 0
  br i1 %11, label %50, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 13
  %14 = load i16, i16* %13, align 8, !tbaa !624
  %15 = zext i16 %14 to i32
  store i16 0, i16* %13, align 8, !tbaa !624
  store i8 0, i8* %9, align 2, !tbaa !623
  %16 = zext i8 %10 to i32
  %17 = shl i32 6, %16
  %18 = or i32 %17, %15
  %19 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 29
  %20 = load i8*, i8** %19, align 8, !tbaa !625
  %21 = icmp eq i8* %20, null
  br i1 %21, label %26, label %22

22:                                               ; preds = %12
  %23 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 30
  %24 = load i64, i64* %23, align 8, !tbaa !626
  %25 = getelementptr inbounds i8, i8* %20, i64 %24
  br label %30

26:                                               ; preds = %12
  %27 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 32
  %28 = bitcast %union.anon.0.89* %27 to i8*
  %29 = bitcast i8** %19 to %union.anon.0.89**
  store %union.anon.0.89* %27, %union.anon.0.89** %29, align 8, !tbaa !625
  br label %30

30:                                               ; preds = %26, %22
  %31 = phi i8* [ %25, %22 ], [ %28, %26 ]
  %32 = trunc i32 %18 to i8
  store i8 %32, i8* %31, align 1, !tbaa !27
  %33 = icmp ugt i8 %10, 2
  br i1 %33, label %34, label %43

34:                                               ; preds = %30
  %35 = lshr i32 %18, 8
  %36 = trunc i32 %35 to i8
  %37 = getelementptr inbounds i8, i8* %31, i64 1
  store i8 %36, i8* %37, align 1, !tbaa !27
  %38 = icmp ugt i8 %10, 10
  br i1 %38, label %39, label %43

39:                                               ; preds = %34
  %40 = lshr i32 %17, 16
  %41 = trunc i32 %40 to i8
  %42 = getelementptr inbounds i8, i8* %31, i64 2
  store i8 %41, i8* %42, align 1, !tbaa !27
  br label %43

43:                                               ; preds = %39, %34, %30
  %44 = zext i8 %10 to i64
  %45 = add nuw nsw i64 %44, 13
  %46 = lshr i64 %45, 3
  %47 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 30
  %48 = load i64, i64* %47, align 8, !tbaa !626
  %49 = add i64 %48, %46
  store i64 %49, i64* %47, align 8, !tbaa !626
  br label %76

50:                                               ; preds = %8, %4
  %51 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 30
  %52 = load i64, i64* %51, align 8, !tbaa !626
  %53 = icmp eq i64 %52, 0
  br i1 %53, label %76, label %54

54:                                               ; preds = %50
  %55 = load i64, i64* %1, align 8, !tbaa !16
  %56 = icmp eq i64 %55, 0
  br i1 %56, label %76, label %57

57:                                               ; preds = %54
  %58 = icmp ult i64 %52, %55
  %59 = select i1 %58, i64 %52, i64 %55
  %60 = load i8*, i8** %2, align 8, !tbaa !18
  %61 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 29
  %62 = load i8*, i8** %61, align 8, !tbaa !625
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %60, i8* align 1 %62, i64 %59, i1 false)
  %63 = load i8*, i8** %2, align 8, !tbaa !18
  %64 = getelementptr inbounds i8, i8* %63, i64 %59
  store i8* %64, i8** %2, align 8, !tbaa !18
  %65 = load i64, i64* %1, align 8, !tbaa !16
  %66 = sub i64 %65, %59
  store i64 %66, i64* %1, align 8, !tbaa !16
  %67 = load i8*, i8** %61, align 8, !tbaa !625
  %68 = getelementptr inbounds i8, i8* %67, i64 %59
  store i8* %68, i8** %61, align 8, !tbaa !625
  %69 = load i64, i64* %51, align 8, !tbaa !626
  %70 = sub i64 %69, %59
  store i64 %70, i64* %51, align 8, !tbaa !626
  %71 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 31
  %72 = load i64, i64* %71, align 8, !tbaa !627
  %73 = add i64 %72, %59
  store i64 %73, i64* %71, align 8, !tbaa !627
  %74 = icmp eq i64* %3, null
  br i1 %74, label %76, label %75

75:                                               ; preds = %57
  store i64 %73, i64* %3, align 8, !tbaa !16
  br label %76

76:                                               ; preds = %75, %57, %54, %50, %43
  %77 = phi i32 [ 1, %43 ], [ 0, %54 ], [ 0, %50 ], [ 1, %57 ], [ 1, %75 ]
  ret i32 %77
}

; Function Attrs: nofree nosync nounwind uwtable
define hidden fastcc void @ExtendLastCommand(%struct.BrotliEncoderStateStruct* nocapture noundef readonly %0, i32* nocapture noundef %1, i32* nocapture noundef %2) unnamed_addr #19 {
  %4 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 5
  %5 = load %struct.Command*, %struct.Command** %4, align 8, !tbaa !616
  %6 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 6
  %7 = load i64, i64* %6, align 8, !tbaa !628
  %8 = add i64 %7, -1
  %9 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 3, i32 7
  %10 = load i8*, i8** %9, align 8, !tbaa !629
  %11 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 3, i32 1
  %12 = load i32, i32* %11, align 4, !tbaa !630
  %13 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 2
  %14 = load i32, i32* %13, align 8, !tbaa !597
  %15 = zext i32 %14 to i64
  %16 = shl nuw i64 1, %15
  %17 = add i64 %16, -16
  %18 = getelementptr inbounds %struct.Command, %struct.Command* %5, i64 %8, i32 1
  %19 = load i32, i32* %18, align 4, !tbaa !631
  %20 = and i32 %19, 33554431
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 10
  %23 = load i64, i64* %22, align 8, !tbaa !633
  %24 = sub i64 %23, %21
  %25 = icmp ult i64 %24, %17
  %26 = select i1 %25, i64 %24, i64 %17
  %27 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 11, i64 0
  %28 = load i32, i32* %27, align 8, !tbaa !43
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.Command, %struct.Command* %5, i64 %8, i32 4
  %31 = load i16, i16* %30, align 2, !tbaa !634
  %32 = zext i16 %31 to i32
  %33 = and i32 %32, 1023
  %34 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 9, i32 1
  %35 = load i32, i32* %34, align 4, !tbaa !635
  %36 = add i32 %35, 16
  %37 = icmp ult i32 %33, %36
  br i1 %37, label %58, label %38

38:                                               ; preds = %3
  %39 = lshr i32 %32, 10
  %40 = getelementptr inbounds %struct.Command, %struct.Command* %5, i64 %8, i32 2
  %41 = load i32, i32* %40, align 4, !tbaa !636
  %42 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 9, i32 0
  %43 = load i32, i32* %42, align 8, !tbaa !637
  %44 = shl nsw i32 -1, %43
  %45 = xor i32 %44, -1
  %46 = sub i32 %33, %35
  %47 = add i32 %46, -16
  %48 = lshr i32 %47, %43
  %49 = and i32 %47, %45
  %50 = and i32 %48, 1
  %51 = or i32 %50, 2
  %52 = shl i32 %51, %39
  %53 = add i32 %41, -4
  %54 = add i32 %53, %52
  %55 = shl i32 %54, %43
  %56 = add i32 %49, %36
  %57 = add i32 %56, %55
  br label %58

58:                                               ; preds = %38, %3
  %59 = phi i32 [ %57, %38 ], [ %33, %3 ]
  %60 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 1, i32 1
  %61 = load i64, i64* %60, align 8, !tbaa !507
  %62 = icmp ult i32 %59, 16
  %63 = add i32 %59, -15
  %64 = zext i32 %63 to i64
  %65 = icmp eq i64 %64, %29
  %66 = select i1 %62, i1 true, i1 %65
  br i1 %66, label %67, label %263

67:                                               ; preds = %58
  %68 = icmp ult i64 %26, %29
  br i1 %68, label %96, label %69

69:                                               ; preds = %67
  %70 = load i32, i32* %1, align 4, !tbaa !43
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %165, label %72

72:                                               ; preds = %69
  %73 = zext i32 %12 to i64
  %74 = load i32, i32* %2, align 4, !tbaa !43
  br label %75

75:                                               ; preds = %87, %72
  %76 = phi i32 [ %74, %72 ], [ %93, %87 ]
  %77 = and i32 %76, %12
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds i8, i8* %10, i64 %78
  %80 = load i8, i8* %79, align 1, !tbaa !27
  %81 = zext i32 %76 to i64
  %82 = sub nsw i64 %81, %29
  %83 = and i64 %82, %73
  %84 = getelementptr inbounds i8, i8* %10, i64 %83
  %85 = load i8, i8* %84, align 1, !tbaa !27
  %86 = icmp eq i8 %80, %85
  br i1 %86, label %87, label %165

87:                                               ; preds = %75
  %88 = load i32, i32* %18, align 4, !tbaa !631
  %89 = add i32 %88, 1
  store i32 %89, i32* %18, align 4, !tbaa !631
  %90 = load i32, i32* %1, align 4, !tbaa !43
  %91 = add i32 %90, -1
  store i32 %91, i32* %1, align 4, !tbaa !43
  %92 = load i32, i32* %2, align 4, !tbaa !43
  %93 = add i32 %92, 1
  store i32 %93, i32* %2, align 4, !tbaa !43
  %94 = load i32, i32* %1, align 4, !tbaa !43
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %165, label %75, !llvm.loop !638

96:                                               ; preds = %67
  %97 = sub i64 %29, %26
  %98 = add i64 %97, -1
  %99 = icmp ult i64 %98, %61
  %100 = icmp ugt i64 %97, %21
  %101 = select i1 %99, i1 %100, i1 false
  br i1 %101, label %102, label %165

102:                                              ; preds = %96
  %103 = sub i64 %61, %97
  %104 = add i64 %103, %21
  br label %105

105:                                              ; preds = %105, %102
  %106 = phi i64 [ 0, %102 ], [ %107, %105 ]
  %107 = add i64 %106, 1
  %108 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 1, i32 4, i64 %107
  %109 = load i64, i64* %108, align 8, !tbaa !16
  %110 = icmp ult i64 %104, %109
  br i1 %110, label %111, label %105, !llvm.loop !639

111:                                              ; preds = %105
  %112 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 1, i32 4, i64 %106
  %113 = load i64, i64* %112, align 8, !tbaa !16
  %114 = load i32, i32* %1, align 4, !tbaa !43
  %115 = icmp eq i32 %114, 0
  br i1 %115, label %165, label %116

116:                                              ; preds = %111
  %117 = sub i64 %109, %113
  %118 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 1, i32 3, i64 %106
  %119 = load i8*, i8** %118, align 8, !tbaa !18
  %120 = sub i64 %104, %113
  %121 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 1, i32 0
  %122 = load i32, i32* %2, align 4, !tbaa !43
  br label %123

123:                                              ; preds = %158, %116
  %124 = phi i32 [ %122, %116 ], [ %142, %158 ]
  %125 = phi i64 [ %117, %116 ], [ %162, %158 ]
  %126 = phi i8* [ %119, %116 ], [ %161, %158 ]
  %127 = phi i64 [ %120, %116 ], [ %160, %158 ]
  %128 = phi i64 [ %106, %116 ], [ %159, %158 ]
  %129 = and i32 %124, %12
  %130 = zext i32 %129 to i64
  %131 = getelementptr inbounds i8, i8* %10, i64 %130
  %132 = load i8, i8* %131, align 1, !tbaa !27
  %133 = getelementptr inbounds i8, i8* %126, i64 %127
  %134 = load i8, i8* %133, align 1, !tbaa !27
  %135 = icmp eq i8 %132, %134
  br i1 %135, label %136, label %165

136:                                              ; preds = %123
  %137 = load i32, i32* %18, align 4, !tbaa !631
  %138 = add i32 %137, 1
  store i32 %138, i32* %18, align 4, !tbaa !631
  %139 = load i32, i32* %1, align 4, !tbaa !43
  %140 = add i32 %139, -1
  store i32 %140, i32* %1, align 4, !tbaa !43
  %141 = load i32, i32* %2, align 4, !tbaa !43
  %142 = add i32 %141, 1
  store i32 %142, i32* %2, align 4, !tbaa !43
  %143 = add i64 %127, 1
  %144 = icmp eq i64 %143, %125
  br i1 %144, label %145, label %158

145:                                              ; preds = %136
  %146 = add i64 %128, 1
  %147 = load i64, i64* %121, align 8, !tbaa !506
  %148 = icmp eq i64 %146, %147
  br i1 %148, label %165, label %149

149:                                              ; preds = %145
  %150 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 1, i32 3, i64 %146
  %151 = load i8*, i8** %150, align 8, !tbaa !18
  %152 = add i64 %128, 2
  %153 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 1, i32 4, i64 %152
  %154 = load i64, i64* %153, align 8, !tbaa !16
  %155 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 1, i32 4, i64 %146
  %156 = load i64, i64* %155, align 8, !tbaa !16
  %157 = sub i64 %154, %156
  br label %158

158:                                              ; preds = %149, %136
  %159 = phi i64 [ %146, %149 ], [ %128, %136 ]
  %160 = phi i64 [ 0, %149 ], [ %143, %136 ]
  %161 = phi i8* [ %151, %149 ], [ %126, %136 ]
  %162 = phi i64 [ %157, %149 ], [ %125, %136 ]
  %163 = load i32, i32* %1, align 4, !tbaa !43
  %164 = icmp eq i32 %163, 0
  br i1 %164, label %165, label %123, !llvm.loop !640

165:                                              ; preds = %158, %145, %123, %111, %96, %87, %75, %69
  %166 = getelementptr inbounds %struct.Command, %struct.Command* %5, i64 %8, i32 0
  %167 = load i32, i32* %166, align 4, !tbaa !641
  %168 = zext i32 %167 to i64
  %169 = load i32, i32* %18, align 4, !tbaa !631
  %170 = and i32 %169, 33554431
  %171 = lshr i32 %169, 25
  %172 = add nuw nsw i32 %170, %171
  %173 = zext i32 %172 to i64
  %174 = and i16 %31, 1023
  %175 = icmp eq i16 %174, 0
  %176 = getelementptr inbounds %struct.Command, %struct.Command* %5, i64 %8, i32 3
  %177 = icmp ult i32 %167, 6
  br i1 %177, label %178, label %180

178:                                              ; preds = %165
  %179 = trunc i32 %167 to i16
  br label %206

180:                                              ; preds = %165
  %181 = icmp ult i32 %167, 130
  br i1 %181, label %182, label %194

182:                                              ; preds = %180
  %183 = add nsw i64 %168, -2
  %184 = trunc i64 %183 to i32
  %185 = tail call i32 @llvm.ctlz.i32(i32 %184, i1 true) #28, !range !183
  %186 = sub nsw i32 30, %185
  %187 = shl nsw i32 %186, 1
  %188 = zext i32 %187 to i64
  %189 = zext i32 %186 to i64
  %190 = lshr i64 %183, %189
  %191 = add nuw nsw i64 %190, %188
  %192 = trunc i64 %191 to i16
  %193 = add i16 %192, 2
  br label %206

194:                                              ; preds = %180
  %195 = icmp ult i32 %167, 2114
  br i1 %195, label %196, label %201

196:                                              ; preds = %194
  %197 = add nsw i32 %167, -66
  %198 = tail call i32 @llvm.ctlz.i32(i32 %197, i1 true) #28, !range !183
  %199 = trunc i32 %198 to i16
  %200 = sub nuw nsw i16 41, %199
  br label %206

201:                                              ; preds = %194
  %202 = icmp ult i32 %167, 6210
  br i1 %202, label %206, label %203

203:                                              ; preds = %201
  %204 = icmp ult i32 %167, 22594
  %205 = select i1 %204, i16 22, i16 23
  br label %206

206:                                              ; preds = %203, %201, %196, %182, %178
  %207 = phi i16 [ %179, %178 ], [ %193, %182 ], [ %200, %196 ], [ 21, %201 ], [ %205, %203 ]
  %208 = icmp ult i32 %172, 10
  br i1 %208, label %209, label %212

209:                                              ; preds = %206
  %210 = trunc i32 %172 to i16
  %211 = add nsw i16 %210, -2
  br label %233

212:                                              ; preds = %206
  %213 = icmp ult i32 %172, 134
  br i1 %213, label %214, label %226

214:                                              ; preds = %212
  %215 = add nsw i64 %173, -6
  %216 = trunc i64 %215 to i32
  %217 = tail call i32 @llvm.ctlz.i32(i32 %216, i1 true) #28, !range !183
  %218 = sub nsw i32 30, %217
  %219 = shl nsw i32 %218, 1
  %220 = zext i32 %219 to i64
  %221 = zext i32 %218 to i64
  %222 = lshr i64 %215, %221
  %223 = add nuw nsw i64 %222, %220
  %224 = trunc i64 %223 to i16
  %225 = add i16 %224, 4
  br label %233

226:                                              ; preds = %212
  %227 = icmp ult i32 %172, 2118
  br i1 %227, label %228, label %233

228:                                              ; preds = %226
  %229 = add nsw i32 %172, -70
  %230 = tail call i32 @llvm.ctlz.i32(i32 %229, i1 true) #28, !range !183
  %231 = trunc i32 %230 to i16
  %232 = sub nuw nsw i16 43, %231
  br label %233

233:                                              ; preds = %228, %226, %214, %209
  %234 = phi i16 [ %211, %209 ], [ %225, %214 ], [ %232, %228 ], [ 23, %226 ]
  %235 = and i16 %234, 7
  %236 = shl i16 %207, 3
  %237 = and i16 %236, 56
  %238 = or i16 %235, %237
  %239 = icmp ult i16 %207, 8
  %240 = and i1 %175, %239
  %241 = icmp ult i16 %234, 16
  %242 = and i1 %240, %241
  br i1 %242, label %243, label %247

243:                                              ; preds = %233
  %244 = icmp ult i16 %234, 8
  %245 = or i16 %238, 64
  %246 = select i1 %244, i16 %238, i16 %245
  br label %261

247:                                              ; preds = %233
  %248 = lshr i16 %234, 3
  %249 = lshr i16 %207, 3
  %250 = mul nuw nsw i16 %249, 3
  %251 = add nuw nsw i16 %248, %250
  %252 = zext i16 %251 to i32
  %253 = shl nuw nsw i32 %252, 1
  %254 = shl nuw nsw i32 %252, 6
  %255 = add nuw nsw i32 %254, 64
  %256 = lshr i32 5377344, %253
  %257 = and i32 %256, 192
  %258 = add nuw nsw i32 %255, %257
  %259 = trunc i32 %258 to i16
  %260 = or i16 %238, %259
  br label %261

261:                                              ; preds = %247, %243
  %262 = phi i16 [ %246, %243 ], [ %260, %247 ]
  store i16 %262, i16* %176, align 2, !tbaa !103
  br label %263

263:                                              ; preds = %261, %58
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @BrotliEncoderIsFinished(%struct.BrotliEncoderStateStruct* nocapture noundef readonly %0) local_unnamed_addr #16 {
  %2 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 34
  %3 = load i32, i32* %2, align 4, !tbaa !613
  %4 = icmp eq i32 %3, 2
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 30
  %7 = load i64, i64* %6, align 8, !tbaa !626
  %8 = icmp eq i64 %7, 0
  %9 = zext i1 %8 to i32
  br label %10

10:                                               ; preds = %5, %1
  %11 = phi i32 [ 0, %1 ], [ %9, %5 ]
  ret i32 %11
}

; Function Attrs: nounwind uwtable
define dso_local %struct.BrotliEncoderPreparedDictionaryStruct* @BrotliEncoderPrepareDictionary(i32 noundef %0, i64 noundef %1, i8* noundef %2, i32 noundef %3, i8* (i8*, i64)* noundef %4, void (i8*, i8*)* noundef %5, i8* noundef %6) local_unnamed_addr #5 {
  %8 = icmp eq i32 %0, 0
  br i1 %8, label %9, label %21

9:                                                ; preds = %7
  %10 = tail call %struct.ManagedDictionary* @BrotliCreateManagedDictionary(i8* (i8*, i64)* noundef %4, void (i8*, i8*)* noundef %5, i8* noundef %6) #28
  %11 = icmp eq %struct.ManagedDictionary* %10, null
  br i1 %11, label %21, label %12

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.ManagedDictionary, %struct.ManagedDictionary* %10, i64 0, i32 1
  %14 = tail call %struct.PreparedDictionary* @CreatePreparedDictionary(%struct.MemoryManager* noundef nonnull %13, i8* noundef %2, i64 noundef %1) #28
  %15 = getelementptr %struct.PreparedDictionary, %struct.PreparedDictionary* %14, i64 0, i32 0
  %16 = getelementptr inbounds %struct.ManagedDictionary, %struct.ManagedDictionary* %10, i64 0, i32 2
  store i32* %15, i32** %16, align 8, !tbaa !642
  %17 = icmp eq %struct.PreparedDictionary* %14, null
  br i1 %17, label %18, label %19

18:                                               ; preds = %12
  tail call void @BrotliDestroyManagedDictionary(%struct.ManagedDictionary* noundef nonnull %10) #28
  br label %21

19:                                               ; preds = %12
  %20 = bitcast %struct.ManagedDictionary* %10 to %struct.BrotliEncoderPreparedDictionaryStruct*
  br label %21

21:                                               ; preds = %19, %18, %9, %7
  %22 = phi %struct.BrotliEncoderPreparedDictionaryStruct* [ null, %18 ], [ %20, %19 ], [ null, %7 ], [ null, %9 ]
  ret %struct.BrotliEncoderPreparedDictionaryStruct* %22
}

; Function Attrs: nounwind uwtable
define dso_local void @BrotliEncoderDestroyPreparedDictionary(%struct.BrotliEncoderPreparedDictionaryStruct* noundef %0) local_unnamed_addr #5 {
  %2 = bitcast %struct.BrotliEncoderPreparedDictionaryStruct* %0 to %struct.ManagedDictionary*
  %3 = icmp eq %struct.BrotliEncoderPreparedDictionaryStruct* %0, null
  br i1 %3, label %23, label %4

4:                                                ; preds = %1
  %5 = bitcast %struct.BrotliEncoderPreparedDictionaryStruct* %0 to i32*
  %6 = load i32, i32* %5, align 8, !tbaa !644
  %7 = icmp eq i32 %6, -558043678
  br i1 %7, label %8, label %23

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct.ManagedDictionary, %struct.ManagedDictionary* %2, i64 0, i32 2
  %10 = load i32*, i32** %9, align 8, !tbaa !642
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
  tail call void @DestroyPreparedDictionary(%struct.MemoryManager* noundef nonnull %15, %struct.PreparedDictionary* noundef nonnull %16) #28
  br label %22

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct.ManagedDictionary, %struct.ManagedDictionary* %2, i64 0, i32 1
  %19 = bitcast i32* %10 to %struct.SharedEncoderDictionary*
  tail call void @BrotliCleanupSharedEncoderDictionary(%struct.MemoryManager* noundef nonnull %18, %struct.SharedEncoderDictionary* noundef nonnull %19) #28
  %20 = bitcast i32** %9 to i8**
  %21 = load i8*, i8** %20, align 8, !tbaa !642
  tail call void @BrotliFree(%struct.MemoryManager* noundef nonnull %18, i8* noundef %21) #28
  br label %22

22:                                               ; preds = %17, %14, %12, %8
  store i32* null, i32** %9, align 8, !tbaa !642
  tail call void @BrotliDestroyManagedDictionary(%struct.ManagedDictionary* noundef nonnull %2) #28
  br label %23

23:                                               ; preds = %22, %4, %1
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @BrotliEncoderAttachPreparedDictionary(%struct.BrotliEncoderStateStruct* noundef %0, %struct.BrotliEncoderPreparedDictionaryStruct* noundef %1) local_unnamed_addr #5 {
  %3 = bitcast %struct.BrotliEncoderPreparedDictionaryStruct* %1 to i32*
  %4 = load i32, i32* %3, align 4, !tbaa !43
  %5 = icmp eq i32 %4, -558043678
  br i1 %5, label %6, label %12

6:                                                ; preds = %2
  %7 = bitcast %struct.BrotliEncoderPreparedDictionaryStruct* %1 to %struct.ManagedDictionary*
  %8 = getelementptr inbounds %struct.ManagedDictionary, %struct.ManagedDictionary* %7, i64 0, i32 2
  %9 = load i32*, i32** %8, align 8, !tbaa !642
  %10 = load i32, i32* %9, align 4, !tbaa !43
  %11 = bitcast i32* %9 to %struct.BrotliEncoderPreparedDictionaryStruct*
  br label %12

12:                                               ; preds = %6, %2
  %13 = phi i32 [ %10, %6 ], [ %4, %2 ]
  %14 = phi %struct.BrotliEncoderPreparedDictionaryStruct* [ %11, %6 ], [ %1, %2 ]
  switch i32 %13, label %94 [
    i32 -558043677, label %15
    i32 -558043680, label %15
    i32 -558043679, label %20
  ]

15:                                               ; preds = %12, %12
  %16 = bitcast %struct.BrotliEncoderPreparedDictionaryStruct* %14 to %struct.PreparedDictionary*
  %17 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 1
  %18 = tail call i32 @AttachPreparedDictionary(%struct.CompoundDictionary* noundef nonnull %17, %struct.PreparedDictionary* noundef %16) #28
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %94, label %93

20:                                               ; preds = %12
  %21 = bitcast %struct.BrotliEncoderPreparedDictionaryStruct* %14 to %struct.SharedEncoderDictionary*
  %22 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 2
  %23 = getelementptr inbounds %struct.ContextualEncoderDictionary, %struct.ContextualEncoderDictionary* %22, i64 0, i32 0
  %24 = load i32, i32* %23, align 8, !tbaa !645
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %40

26:                                               ; preds = %20
  %27 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 2, i32 1
  %28 = load i8, i8* %27, align 4, !tbaa !646
  %29 = icmp eq i8 %28, 1
  br i1 %29, label %30, label %40

30:                                               ; preds = %26
  %31 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 2, i32 3, i64 0
  %32 = load %struct.BrotliEncoderDictionary*, %struct.BrotliEncoderDictionary** %31, align 8, !tbaa !18
  %33 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %32, i64 0, i32 4
  %34 = load i16*, i16** %33, align 8, !tbaa !647
  %35 = icmp eq i16* %34, getelementptr inbounds ([32768 x i16], [32768 x i16]* @kStaticDictionaryHashWords, i64 0, i64 0)
  br i1 %35, label %36, label %40

36:                                               ; preds = %30
  %37 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %32, i64 0, i32 5
  %38 = load i8*, i8** %37, align 8, !tbaa !648
  %39 = icmp eq i8* %38, getelementptr inbounds ([32768 x i8], [32768 x i8]* @kStaticDictionaryHashLengths, i64 0, i64 0)
  br label %40

40:                                               ; preds = %36, %30, %26, %20
  %41 = phi i1 [ false, %30 ], [ false, %26 ], [ false, %20 ], [ %39, %36 ]
  %42 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %21, i64 0, i32 2
  %43 = getelementptr inbounds %struct.ContextualEncoderDictionary, %struct.ContextualEncoderDictionary* %42, i64 0, i32 0
  %44 = load i32, i32* %43, align 8, !tbaa !645
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %60

46:                                               ; preds = %40
  %47 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %21, i64 0, i32 2, i32 1
  %48 = load i8, i8* %47, align 4, !tbaa !646
  %49 = icmp eq i8 %48, 1
  br i1 %49, label %50, label %60

50:                                               ; preds = %46
  %51 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %21, i64 0, i32 2, i32 3, i64 0
  %52 = load %struct.BrotliEncoderDictionary*, %struct.BrotliEncoderDictionary** %51, align 8, !tbaa !18
  %53 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %52, i64 0, i32 4
  %54 = load i16*, i16** %53, align 8, !tbaa !647
  %55 = icmp eq i16* %54, getelementptr inbounds ([32768 x i16], [32768 x i16]* @kStaticDictionaryHashWords, i64 0, i64 0)
  br i1 %55, label %56, label %60

56:                                               ; preds = %50
  %57 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %52, i64 0, i32 5
  %58 = load i8*, i8** %57, align 8, !tbaa !648
  %59 = icmp eq i8* %58, getelementptr inbounds ([32768 x i8], [32768 x i8]* @kStaticDictionaryHashLengths, i64 0, i64 0)
  br label %60

60:                                               ; preds = %56, %50, %46, %40
  %61 = phi i1 [ false, %50 ], [ false, %46 ], [ false, %40 ], [ %59, %56 ]
  %62 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 36
  %63 = load i32, i32* %62, align 4, !tbaa !589
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %65, label %94

65:                                               ; preds = %60
  %66 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 3
  %67 = load i32, i32* %66, align 8, !tbaa !649
  %68 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %21, i64 0, i32 3
  %69 = load i32, i32* %68, align 8, !tbaa !649
  %70 = icmp slt i32 %67, %69
  %71 = select i1 %70, i32 %67, i32 %69
  store i32 %71, i32* %66, align 8, !tbaa !649
  %72 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %21, i64 0, i32 1, i32 0
  %73 = load i64, i64* %72, align 8, !tbaa !650
  %74 = icmp eq i64 %73, 0
  br i1 %74, label %87, label %75

75:                                               ; preds = %65
  %76 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 1
  br label %80

77:                                               ; preds = %80
  %78 = load i64, i64* %72, align 8, !tbaa !650
  %79 = icmp ult i64 %86, %78
  br i1 %79, label %80, label %87, !llvm.loop !651

80:                                               ; preds = %77, %75
  %81 = phi i64 [ 0, %75 ], [ %86, %77 ]
  %82 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %21, i64 0, i32 1, i32 2, i64 %81
  %83 = load %struct.PreparedDictionary*, %struct.PreparedDictionary** %82, align 8, !tbaa !18
  %84 = tail call i32 @AttachPreparedDictionary(%struct.CompoundDictionary* noundef nonnull %76, %struct.PreparedDictionary* noundef %83) #28
  %85 = icmp eq i32 %84, 0
  %86 = add nuw i64 %81, 1
  br i1 %85, label %94, label %77

87:                                               ; preds = %77, %65
  br i1 %61, label %93, label %88

88:                                               ; preds = %87
  br i1 %41, label %89, label %94

89:                                               ; preds = %88
  %90 = bitcast %struct.ContextualEncoderDictionary* %22 to i8*
  %91 = bitcast %struct.ContextualEncoderDictionary* %42 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(768) %90, i8* noundef nonnull align 8 dereferenceable(768) %91, i64 768, i1 false), !tbaa.struct !652
  %92 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 2, i32 4
  store i64 0, i64* %92, align 8, !tbaa !653
  br label %93

93:                                               ; preds = %89, %87, %15
  br label %94

94:                                               ; preds = %93, %88, %80, %60, %15, %12
  %95 = phi i32 [ 1, %93 ], [ 0, %15 ], [ 0, %12 ], [ 0, %60 ], [ 0, %88 ], [ 0, %80 ]
  ret i32 %95
}

; Function Attrs: nounwind uwtable
define hidden i64 @BrotliEncoderEstimatePeakMemoryUsage(i32 noundef %0, i32 noundef %1, i64 noundef %2) local_unnamed_addr #5 {
  %4 = alloca %struct.BrotliEncoderParams, align 8
  %5 = bitcast %struct.BrotliEncoderParams* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1400, i8* nonnull %5) #28
  %6 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 0
  store i32 0, i32* %6, align 8, !tbaa !605
  %7 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 7
  store i32 0, i32* %7, align 4, !tbaa !606
  %8 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 1
  store i32 11, i32* %8, align 4, !tbaa !607
  %9 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 2
  store i32 22, i32* %9, align 8, !tbaa !608
  %10 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 3
  %11 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 10
  %12 = bitcast i32* %10 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(24) %12, i8 0, i64 24, i1 false) #28
  call void @BrotliInitSharedEncoderDictionary(%struct.SharedEncoderDictionary* noundef nonnull %11) #28
  %13 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 9, i32 0
  %14 = bitcast i32* %13 to <4 x i32>*
  store <4 x i32> <i32 0, i32 0, i32 64, i32 64>, <4 x i32>* %14, align 8, !tbaa !43
  %15 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 9, i32 4
  store i64 67108860, i64* %15, align 8, !tbaa !609
  %16 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 5
  store i64 %2, i64* %16, align 8, !tbaa !654
  %17 = icmp sgt i32 %1, 24
  %18 = zext i1 %17 to i32
  %19 = icmp sgt i32 %0, 0
  %20 = select i1 %19, i32 %0, i32 0
  %21 = icmp ult i32 %20, 11
  %22 = select i1 %21, i32 %20, i32 11
  store i32 %22, i32* %8, align 4, !tbaa !607
  %23 = icmp ult i32 %22, 3
  br i1 %23, label %24, label %25

24:                                               ; preds = %3
  store i32 0, i32* %7, align 4, !tbaa !606
  br label %25

25:                                               ; preds = %24, %3
  %26 = phi i32 [ 0, %24 ], [ %18, %3 ]
  %27 = icmp slt i32 %1, 10
  br i1 %27, label %32, label %28

28:                                               ; preds = %25
  %29 = icmp eq i32 %26, 0
  %30 = select i1 %29, i32 24, i32 30
  %31 = icmp ult i32 %30, %1
  br i1 %31, label %32, label %34

32:                                               ; preds = %28, %25
  %33 = phi i32 [ 10, %25 ], [ %30, %28 ]
  store i32 %33, i32* %9, align 8, !tbaa !608
  br label %34

34:                                               ; preds = %32, %28
  %35 = phi i32 [ %1, %28 ], [ %33, %32 ]
  %36 = load i32, i32* %10, align 4, !tbaa !655
  %37 = icmp ult i32 %22, 2
  br i1 %37, label %54, label %38

38:                                               ; preds = %34
  %39 = icmp ult i32 %22, 4
  br i1 %39, label %54, label %40

40:                                               ; preds = %38
  %41 = icmp eq i32 %36, 0
  br i1 %41, label %42, label %49

42:                                               ; preds = %40
  %43 = icmp ugt i32 %22, 8
  br i1 %43, label %44, label %54

44:                                               ; preds = %42
  %45 = icmp ugt i32 %35, 16
  br i1 %45, label %46, label %57

46:                                               ; preds = %44
  %47 = icmp ult i32 %35, 18
  %48 = select i1 %47, i32 %35, i32 18
  br label %57

49:                                               ; preds = %40
  %50 = icmp sgt i32 %36, 16
  %51 = select i1 %50, i32 %36, i32 16
  %52 = icmp ult i32 %51, 24
  %53 = select i1 %52, i32 %51, i32 24
  br label %57

54:                                               ; preds = %42, %38, %34
  %55 = phi i32 [ 14, %38 ], [ 16, %42 ], [ %35, %34 ]
  store i32 %55, i32* %10, align 4, !tbaa !655
  %56 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8
  br label %63

57:                                               ; preds = %49, %46, %44
  %58 = phi i32 [ %48, %46 ], [ 16, %44 ], [ %53, %49 ]
  store i32 %58, i32* %10, align 4, !tbaa !655
  %59 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8
  %60 = icmp ugt i32 %22, 9
  br i1 %60, label %61, label %63

61:                                               ; preds = %57
  %62 = getelementptr inbounds %struct.BrotliHasherParams, %struct.BrotliHasherParams* %59, i64 0, i32 0
  store i32 10, i32* %62, align 8, !tbaa !656
  br label %98

63:                                               ; preds = %57, %54
  %64 = phi %struct.BrotliHasherParams* [ %56, %54 ], [ %59, %57 ]
  %65 = phi i32 [ %55, %54 ], [ %58, %57 ]
  %66 = icmp eq i32 %22, 4
  br i1 %66, label %67, label %71

67:                                               ; preds = %63
  %68 = icmp ugt i64 %2, 1048575
  br i1 %68, label %69, label %73

69:                                               ; preds = %67
  %70 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 0
  store i32 54, i32* %70, align 8, !tbaa !656
  br label %98

71:                                               ; preds = %63
  %72 = icmp ult i32 %22, 5
  br i1 %72, label %73, label %75

73:                                               ; preds = %71, %67
  %74 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 0
  store i32 %22, i32* %74, align 8, !tbaa !656
  br label %98

75:                                               ; preds = %71
  %76 = icmp ult i32 %35, 17
  br i1 %76, label %77, label %83

77:                                               ; preds = %75
  %78 = icmp ult i32 %22, 7
  %79 = icmp ult i32 %22, 9
  %80 = select i1 %79, i32 41, i32 42
  %81 = select i1 %78, i32 40, i32 %80
  %82 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 0
  store i32 %81, i32* %82, align 8, !tbaa !656
  br label %110

83:                                               ; preds = %75
  %84 = icmp ugt i64 %2, 1048575
  %85 = icmp ugt i32 %35, 18
  %86 = select i1 %84, i1 %85, i1 false
  %87 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 0
  br i1 %86, label %88, label %92

88:                                               ; preds = %83
  store i32 6, i32* %87, align 8, !tbaa !656
  %89 = add nsw i32 %22, -1
  %90 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 2
  store i32 %89, i32* %90, align 8, !tbaa !657
  %91 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 1
  store i32 15, i32* %91, align 4, !tbaa !658
  br label %98

92:                                               ; preds = %83
  store i32 5, i32* %87, align 8, !tbaa !656
  %93 = add nsw i32 %22, -1
  %94 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 2
  store i32 %93, i32* %94, align 8, !tbaa !657
  %95 = icmp ult i32 %22, 7
  %96 = select i1 %95, i32 14, i32 15
  %97 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 1
  store i32 %96, i32* %97, align 4, !tbaa !658
  br label %98

98:                                               ; preds = %92, %88, %73, %69, %61
  %99 = phi i1 [ false, %69 ], [ false, %92 ], [ false, %88 ], [ false, %73 ], [ true, %61 ]
  %100 = phi %struct.BrotliHasherParams* [ %64, %69 ], [ %64, %92 ], [ %64, %88 ], [ %64, %73 ], [ %59, %61 ]
  %101 = phi i32 [ %65, %69 ], [ %65, %92 ], [ %65, %88 ], [ %65, %73 ], [ %58, %61 ]
  %102 = phi i32 [ 54, %69 ], [ 5, %92 ], [ 6, %88 ], [ %20, %73 ], [ 10, %61 ]
  %103 = icmp ugt i32 %35, 24
  br i1 %103, label %104, label %110

104:                                              ; preds = %98
  %105 = getelementptr inbounds %struct.BrotliHasherParams, %struct.BrotliHasherParams* %100, i64 0, i32 0
  switch i32 %102, label %110 [
    i32 3, label %108
    i32 54, label %106
    i32 6, label %107
  ]

106:                                              ; preds = %104
  br label %108

107:                                              ; preds = %104
  br label %108

108:                                              ; preds = %107, %106, %104
  %109 = phi i32 [ 55, %106 ], [ 65, %107 ], [ 35, %104 ]
  store i32 %109, i32* %105, align 4, !tbaa !656
  br label %110

110:                                              ; preds = %108, %104, %98, %77
  %111 = phi i32 [ %65, %77 ], [ %101, %98 ], [ %101, %104 ], [ %101, %108 ]
  %112 = phi i1 [ false, %77 ], [ %99, %98 ], [ %99, %104 ], [ %99, %108 ]
  br i1 %37, label %113, label %138

113:                                              ; preds = %110
  %114 = zext i32 %35 to i64
  %115 = shl nuw i64 1, %114
  %116 = icmp ugt i64 %115, %2
  %117 = select i1 %116, i64 %2, i64 %115
  %118 = icmp eq i32 %22, 0
  %119 = select i1 %118, i64 32768, i64 131072
  br label %120

120:                                              ; preds = %120, %113
  %121 = phi i64 [ 256, %113 ], [ %125, %120 ]
  %122 = icmp ult i64 %121, %119
  %123 = icmp ult i64 %121, %117
  %124 = and i1 %122, %123
  %125 = shl i64 %121, 1
  br i1 %124, label %120, label %126, !llvm.loop !659

126:                                              ; preds = %120
  %127 = icmp ult i64 %121, 1024
  %128 = shl i64 %121, 2
  %129 = select i1 %127, i64 0, i64 %128
  %130 = icmp eq i32 %22, 1
  %131 = icmp ult i64 %117, 131072
  %132 = select i1 %131, i64 %117, i64 131072
  %133 = mul nuw nsw i64 %132, 5
  %134 = select i1 %130, i64 %133, i64 0
  %135 = select i1 %118, i64 15120, i64 14600
  %136 = add nuw nsw i64 %134, %135
  %137 = add i64 %136, %129
  br label %238

138:                                              ; preds = %110
  %139 = zext i32 %111 to i64
  %140 = shl nuw i64 1, %139
  %141 = icmp ugt i32 %35, %111
  %142 = select i1 %141, i32 %35, i32 %111
  %143 = add nuw nsw i32 %142, 1
  %144 = icmp ugt i64 %140, %2
  %145 = shl nuw i32 1, %143
  %146 = zext i32 %145 to i64
  %147 = add nuw i64 %140, %146
  %148 = select i1 %144, i64 %2, i64 %147
  %149 = icmp ult i32 %142, 23
  %150 = select i1 %149, i32 %142, i32 23
  %151 = add nuw nsw i32 %150, 1
  %152 = zext i32 %151 to i64
  %153 = shl nuw nsw i64 1, %152
  %154 = icmp ugt i64 %153, %2
  %155 = select i1 %154, i64 %2, i64 %153
  %156 = select i1 %144, i64 %2, i64 %140
  %157 = shl nuw nsw i64 %155, 1
  %158 = mul i64 %156, 6
  %159 = add i64 %157, %158
  %160 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 0
  %161 = load i32, i32* %160, align 8, !tbaa !132
  switch i32 %161, label %210 [
    i32 2, label %162
    i32 3, label %163
    i32 4, label %164
    i32 5, label %165
    i32 6, label %176
    i32 40, label %187
    i32 41, label %188
    i32 42, label %189
    i32 54, label %190
    i32 35, label %191
    i32 55, label %192
    i32 65, label %193
    i32 10, label %204
  ]

162:                                              ; preds = %138
  br label %210

163:                                              ; preds = %138
  br label %210

164:                                              ; preds = %138
  br label %210

165:                                              ; preds = %138
  %166 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 1
  %167 = load i32, i32* %166, align 4, !tbaa !660
  %168 = zext i32 %167 to i64
  %169 = shl nuw i64 1, %168
  %170 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 2
  %171 = load i32, i32* %170, align 8, !tbaa !661
  %172 = zext i32 %171 to i64
  %173 = shl i64 %169, 1
  %174 = shl i64 %169, 2
  %175 = shl i64 %174, %172
  br label %210

176:                                              ; preds = %138
  %177 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 1
  %178 = load i32, i32* %177, align 4, !tbaa !660
  %179 = zext i32 %178 to i64
  %180 = shl nuw i64 1, %179
  %181 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 2
  %182 = load i32, i32* %181, align 8, !tbaa !661
  %183 = zext i32 %182 to i64
  %184 = shl i64 %180, 1
  %185 = shl i64 %180, 2
  %186 = shl i64 %185, %183
  br label %210

187:                                              ; preds = %138
  br label %210

188:                                              ; preds = %138
  br label %210

189:                                              ; preds = %138
  br label %210

190:                                              ; preds = %138
  br label %210

191:                                              ; preds = %138
  br label %210

192:                                              ; preds = %138
  br label %210

193:                                              ; preds = %138
  %194 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 1
  %195 = load i32, i32* %194, align 4, !tbaa !660
  %196 = zext i32 %195 to i64
  %197 = shl nuw i64 1, %196
  %198 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 2
  %199 = load i32, i32* %198, align 8, !tbaa !661
  %200 = zext i32 %199 to i64
  %201 = shl i64 %197, 1
  %202 = shl i64 %197, 2
  %203 = shl i64 %202, %200
  br label %210

204:                                              ; preds = %138
  %205 = zext i32 %35 to i64
  %206 = shl nuw i64 1, %205
  %207 = icmp ugt i64 %206, %2
  %208 = select i1 %207, i64 %2, i64 %206
  %209 = shl i64 %208, 3
  br label %210

210:                                              ; preds = %204, %193, %192, %191, %190, %189, %188, %187, %176, %165, %164, %163, %162, %138
  %211 = phi i64 [ 0, %138 ], [ 524288, %204 ], [ %201, %193 ], [ 4194304, %192 ], [ 262144, %191 ], [ 4194304, %190 ], [ 262144, %189 ], [ 262144, %188 ], [ 262144, %187 ], [ %184, %176 ], [ %173, %165 ], [ 524288, %164 ], [ 262144, %163 ], [ 262144, %162 ]
  %212 = phi i64 [ 0, %138 ], [ %209, %204 ], [ %203, %193 ], [ 0, %192 ], [ 0, %191 ], [ 0, %190 ], [ 1048576, %189 ], [ 262144, %188 ], [ 262144, %187 ], [ %186, %176 ], [ %175, %165 ], [ 0, %164 ], [ 0, %163 ], [ 0, %162 ]
  %213 = phi i64 [ 0, %138 ], [ 0, %204 ], [ 67108864, %193 ], [ 67108864, %192 ], [ 67108864, %191 ], [ 0, %190 ], [ 0, %189 ], [ 0, %188 ], [ 0, %187 ], [ 0, %176 ], [ 0, %165 ], [ 0, %164 ], [ 0, %163 ], [ 0, %162 ]
  %214 = icmp ult i32 %22, 4
  %215 = mul i64 %156, 12
  %216 = add i64 %215, 196592
  %217 = icmp ult i64 %159, %216
  %218 = select i1 %217, i64 %159, i64 %216
  %219 = select i1 %214, i64 %218, i64 %159
  br i1 %112, label %229, label %220

220:                                              ; preds = %210
  %221 = icmp ugt i32 %22, 3
  br i1 %221, label %222, label %229

222:                                              ; preds = %220
  %223 = trunc i64 %155 to i32
  %224 = udiv i32 %223, 6144
  %225 = zext i32 %224 to i64
  %226 = icmp ult i64 %225, 256
  %227 = select i1 %226, i64 %225, i64 256
  %228 = mul nuw nsw i64 %227, 6064
  br label %229

229:                                              ; preds = %222, %220, %210
  %230 = phi i64 [ %228, %222 ], [ 0, %220 ], [ 209715200, %210 ]
  %231 = add i64 %148, 503
  %232 = add i64 %231, %157
  %233 = add i64 %232, %219
  %234 = add i64 %233, %211
  %235 = add i64 %234, %212
  %236 = add i64 %235, %213
  %237 = add i64 %236, %230
  br label %238

238:                                              ; preds = %229, %126
  %239 = phi i64 [ %137, %126 ], [ %237, %229 ]
  call void @llvm.lifetime.end.p0i8(i64 1400, i8* nonnull %5) #28
  ret i64 %239
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliInitSharedEncoderDictionary(%struct.SharedEncoderDictionary* noundef %0) local_unnamed_addr #5 {
  %2 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 0
  store i32 -558043679, i32* %2, align 8, !tbaa !662
  %3 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 1, i32 0
  %4 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 1, i32 4, i64 0
  store i64 0, i64* %4, align 8, !tbaa !16
  %5 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 1, i32 5
  store i64 0, i64* %5, align 8, !tbaa !663
  %6 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2
  %7 = getelementptr inbounds %struct.ContextualEncoderDictionary, %struct.ContextualEncoderDictionary* %6, i64 0, i32 0
  store i32 0, i32* %7, align 8, !tbaa !645
  %8 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 1
  %9 = bitcast i64* %3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  store i8 1, i8* %8, align 4, !tbaa !646
  %10 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 6
  store %struct.BrotliEncoderDictionary* null, %struct.BrotliEncoderDictionary** %10, align 8, !tbaa !664
  %11 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 4
  store i64 1, i64* %11, align 8, !tbaa !653
  %12 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5
  %13 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 3, i64 0
  store %struct.BrotliEncoderDictionary* %12, %struct.BrotliEncoderDictionary** %13, align 8, !tbaa !18
  %14 = tail call %struct.BrotliDictionary* @BrotliGetDictionary() #28
  %15 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %12, i64 0, i32 0
  store %struct.BrotliDictionary* %14, %struct.BrotliDictionary** %15, align 8, !tbaa !665
  %16 = tail call %struct.BrotliTransforms* @BrotliGetTransforms() #28
  %17 = getelementptr inbounds %struct.BrotliTransforms, %struct.BrotliTransforms* %16, i64 0, i32 3
  %18 = load i32, i32* %17, align 8, !tbaa !666
  %19 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 1
  store i32 %18, i32* %19, align 8, !tbaa !668
  %20 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 4
  store i16* getelementptr inbounds ([32768 x i16], [32768 x i16]* @kStaticDictionaryHashWords, i64 0, i64 0), i16** %20, align 8, !tbaa !647
  %21 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 5
  store i8* getelementptr inbounds ([32768 x i8], [32768 x i8]* @kStaticDictionaryHashLengths, i64 0, i64 0), i8** %21, align 8, !tbaa !648
  %22 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 6
  store i16* getelementptr inbounds ([32768 x i16], [32768 x i16]* @kStaticDictionaryBuckets, i64 0, i64 0), i16** %22, align 8, !tbaa !669
  %23 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 7
  store %struct.DictWord* getelementptr inbounds ([31705 x %struct.DictWord], [31705 x %struct.DictWord]* @kStaticDictionaryWords, i64 0, i64 0), %struct.DictWord** %23, align 8, !tbaa !670
  %24 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 2
  store i32 10, i32* %24, align 4, !tbaa !671
  %25 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 3
  store i64 512093189200228864, i64* %25, align 8, !tbaa !672
  %26 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 10
  %27 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 9
  store i32 0, i32* %27, align 8, !tbaa !673
  %28 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 8
  %29 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 8, i32 3, i32 2
  store i8 0, i8* %29, align 2, !tbaa !674
  %30 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 8, i32 3, i32 3
  store i32 0, i32* %30, align 4, !tbaa !675
  %31 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 2, i32 5, i32 8, i32 3, i32 4
  store i32 0, i32* %31, align 8, !tbaa !676
  %32 = bitcast %struct.BrotliTrie* %28 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(25) %32, i8 0, i64 25, i1 false) #28
  %33 = getelementptr inbounds %struct.ContextualEncoderDictionary*, %struct.ContextualEncoderDictionary** %26, i64 1
  %34 = bitcast %struct.ContextualEncoderDictionary** %33 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(64) %34, i8 0, i64 56, i1 false) #28
  store %struct.ContextualEncoderDictionary* %6, %struct.ContextualEncoderDictionary** %26, align 8, !tbaa !677
  %35 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %0, i64 0, i32 3
  store i32 11, i32* %35, align 8, !tbaa !649
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliCleanupSharedEncoderDictionary(%struct.MemoryManager* noundef %0, %struct.SharedEncoderDictionary* nocapture noundef readonly %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 1, i32 5
  %4 = load i64, i64* %3, align 8, !tbaa !663
  %5 = icmp eq i64 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %6, %2
  %7 = phi i64 [ %10, %6 ], [ 0, %2 ]
  %8 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 1, i32 6, i64 %7
  %9 = load %struct.PreparedDictionary*, %struct.PreparedDictionary** %8, align 8, !tbaa !18
  tail call void @DestroyPreparedDictionary(%struct.MemoryManager* noundef %0, %struct.PreparedDictionary* noundef %9) #28
  %10 = add nuw i64 %7, 1
  %11 = load i64, i64* %3, align 8, !tbaa !663
  %12 = icmp ult i64 %10, %11
  br i1 %12, label %6, label %13, !llvm.loop !678

13:                                               ; preds = %6, %2
  %14 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 2, i32 4
  %15 = load i64, i64* %14, align 8, !tbaa !653
  switch i64 %15, label %16 [
    i64 1, label %18
    i64 0, label %64
  ]

16:                                               ; preds = %13
  %17 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 2, i32 6
  br label %35

18:                                               ; preds = %13
  %19 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 2, i32 5, i32 11
  %20 = bitcast i16** %19 to i8**
  %21 = load i8*, i8** %20, align 8, !tbaa !679
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %21) #28
  %22 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 2, i32 5, i32 12
  %23 = load i8*, i8** %22, align 8, !tbaa !680
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %23) #28
  %24 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 2, i32 5, i32 14
  %25 = bitcast i16** %24 to i8**
  %26 = load i8*, i8** %25, align 8, !tbaa !681
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %26) #28
  %27 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 2, i32 5, i32 16
  %28 = bitcast %struct.DictWord** %27 to i8**
  %29 = load i8*, i8** %28, align 8, !tbaa !682
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %29) #28
  %30 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 2, i32 5, i32 17
  %31 = bitcast %struct.BrotliDictionary** %30 to i8**
  %32 = load i8*, i8** %31, align 8, !tbaa !683
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %32) #28
  %33 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 2, i32 5, i32 8
  %34 = bitcast %struct.BrotliTrie* %33 to i8**
  br label %61

35:                                               ; preds = %35, %16
  %36 = phi i64 [ 0, %16 ], [ %55, %35 ]
  %37 = load %struct.BrotliEncoderDictionary*, %struct.BrotliEncoderDictionary** %17, align 8, !tbaa !664
  %38 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %37, i64 %36, i32 11
  %39 = bitcast i16** %38 to i8**
  %40 = load i8*, i8** %39, align 8, !tbaa !679
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %40) #28
  %41 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %37, i64 %36, i32 12
  %42 = load i8*, i8** %41, align 8, !tbaa !680
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %42) #28
  %43 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %37, i64 %36, i32 14
  %44 = bitcast i16** %43 to i8**
  %45 = load i8*, i8** %44, align 8, !tbaa !681
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %45) #28
  %46 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %37, i64 %36, i32 16
  %47 = bitcast %struct.DictWord** %46 to i8**
  %48 = load i8*, i8** %47, align 8, !tbaa !682
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %48) #28
  %49 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %37, i64 %36, i32 17
  %50 = bitcast %struct.BrotliDictionary** %49 to i8**
  %51 = load i8*, i8** %50, align 8, !tbaa !683
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %51) #28
  %52 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %37, i64 %36, i32 8
  %53 = bitcast %struct.BrotliTrie* %52 to i8**
  %54 = load i8*, i8** %53, align 8, !tbaa !684
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %54) #28
  %55 = add nuw i64 %36, 1
  %56 = load i64, i64* %14, align 8, !tbaa !653
  %57 = icmp ult i64 %55, %56
  br i1 %57, label %35, label %58, !llvm.loop !685

58:                                               ; preds = %35
  %59 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 2, i32 6
  %60 = bitcast %struct.BrotliEncoderDictionary** %59 to i8**
  br label %61

61:                                               ; preds = %58, %18
  %62 = phi i8** [ %60, %58 ], [ %34, %18 ]
  %63 = load i8*, i8** %62, align 8, !tbaa !18
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %63) #28
  br label %64

64:                                               ; preds = %61, %13
  ret void
}

; Function Attrs: nounwind uwtable
define hidden %struct.ManagedDictionary* @BrotliCreateManagedDictionary(i8* (i8*, i64)* noundef %0, void (i8*, i8*)* noundef %1, i8* noundef %2) local_unnamed_addr #5 {
  %4 = tail call i8* @BrotliBootstrapAlloc(i64 noundef 40, i8* (i8*, i64)* noundef %0, void (i8*, i8*)* noundef %1, i8* noundef %2) #28
  %5 = icmp eq i8* %4, null
  br i1 %5, label %13, label %6

6:                                                ; preds = %3
  %7 = bitcast i8* %4 to %struct.ManagedDictionary*
  %8 = bitcast i8* %4 to i32*
  store i32 -558043678, i32* %8, align 8, !tbaa !644
  %9 = getelementptr inbounds i8, i8* %4, i64 8
  %10 = bitcast i8* %9 to %struct.MemoryManager*
  tail call void @BrotliInitMemoryManager(%struct.MemoryManager* noundef nonnull %10, i8* (i8*, i64)* noundef %0, void (i8*, i8*)* noundef %1, i8* noundef %2) #28
  %11 = getelementptr inbounds i8, i8* %4, i64 32
  %12 = bitcast i8* %11 to i32**
  store i32* null, i32** %12, align 8, !tbaa !642
  br label %13

13:                                               ; preds = %6, %3
  %14 = phi %struct.ManagedDictionary* [ %7, %6 ], [ null, %3 ]
  ret %struct.ManagedDictionary* %14
}

; Function Attrs: nounwind uwtable
declare hidden void @BrotliDestroyManagedDictionary(%struct.ManagedDictionary* noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind uwtable
define hidden i32 @BrotliSetDepth(i32 noundef %0, %struct.HuffmanTree* nocapture noundef readonly %1, i8* nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #19 {
  %5 = alloca [16 x i32], align 16
  %6 = bitcast [16 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %6) #28
  %7 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i64 0, i64 0
  store i32 -1, i32* %7, align 16, !tbaa !43
  br label %8

8:                                                ; preds = %25, %4
  %9 = phi i32 [ 0, %4 ], [ %26, %25 ]
  %10 = phi i32 [ %0, %4 ], [ %27, %25 ]
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %1, i64 %11, i32 1
  %13 = load i16, i16* %12, align 4, !tbaa !686
  %14 = icmp sgt i16 %13, -1
  br i1 %14, label %15, label %28

15:                                               ; preds = %8
  %16 = add nsw i32 %9, 1
  %17 = icmp slt i32 %9, %3
  br i1 %17, label %18, label %47

18:                                               ; preds = %15
  %19 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %1, i64 %11, i32 2
  %20 = load i16, i16* %19, align 2, !tbaa !688
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
  %31 = load i16, i16* %30, align 2, !tbaa !688
  %32 = sext i16 %31 to i64
  %33 = getelementptr inbounds i8, i8* %2, i64 %32
  store i8 %29, i8* %33, align 1, !tbaa !27
  %34 = icmp sgt i32 %9, -1
  br i1 %34, label %35, label %47

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
  br i1 %43, label %35, label %47, !llvm.loop !689

44:                                               ; preds = %35
  %45 = zext i32 %36 to i64
  %46 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i64 0, i64 %45
  store i32 -1, i32* %46, align 4, !tbaa !43
  br label %25

47:                                               ; preds = %41, %28, %15
  %48 = phi i32 [ 1, %41 ], [ 1, %28 ], [ 0, %15 ]
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %6) #28
  ret i32 %48
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden void @BrotliCreateHuffmanTree(i32* nocapture noundef readonly, i64 noundef, i32 noundef, %struct.HuffmanTree* noundef, i8* nocapture noundef writeonly) local_unnamed_addr #19

; Function Attrs: nofree nosync nounwind uwtable
declare hidden void @BrotliOptimizeHuffmanCountsForRle(i64 noundef, i32* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #19

; Function Attrs: nofree nosync nounwind uwtable
define hidden void @BrotliWriteHuffmanTree(i8* nocapture noundef readonly %0, i64 noundef %1, i64* noundef %2, i8* nocapture noundef %3, i8* nocapture noundef %4) local_unnamed_addr #19 {
  %6 = icmp eq i64 %1, 0
  br i1 %6, label %325, label %7

7:                                                ; preds = %15, %5
  %8 = phi i64 [ %16, %15 ], [ %1, %5 ]
  %9 = phi i64 [ %17, %15 ], [ 0, %5 ]
  %10 = xor i64 %9, -1
  %11 = add i64 %10, %1
  %12 = getelementptr inbounds i8, i8* %0, i64 %11
  %13 = load i8, i8* %12, align 1, !tbaa !27
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %7
  %16 = add i64 %8, -1
  %17 = add nuw i64 %9, 1
  %18 = icmp eq i64 %17, %1
  br i1 %18, label %21, label %7, !llvm.loop !690

19:                                               ; preds = %7
  %20 = icmp ugt i64 %1, 50
  br i1 %20, label %23, label %81

21:                                               ; preds = %15
  %22 = icmp ugt i64 %1, 50
  br i1 %22, label %71, label %325

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
  %32 = load i8, i8* %31, align 1, !tbaa !27
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
  %41 = load i8, i8* %40, align 1, !tbaa !27
  %42 = icmp eq i8 %41, %32
  br i1 %42, label %43, label %47

43:                                               ; preds = %37
  %44 = add i64 %39, 1
  %45 = add i64 %38, 1
  %46 = icmp eq i64 %45, %8
  br i1 %46, label %47, label %37, !llvm.loop !691

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
  br i1 %67, label %25, label %68, !llvm.loop !692

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
  br i1 %85, label %325, label %86

86:                                               ; preds = %81
  %87 = icmp ne i32 %83, 0
  %88 = icmp ne i32 %84, 0
  br label %89

89:                                               ; preds = %320, %86
  %90 = phi i8 [ 8, %86 ], [ %322, %320 ]
  %91 = phi i64 [ 0, %86 ], [ %323, %320 ]
  %92 = getelementptr inbounds i8, i8* %0, i64 %91
  %93 = load i8, i8* %92, align 1, !tbaa !27
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
  br i1 %101, label %105, label %215

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
  %112 = load i8, i8* %111, align 1, !tbaa !27
  %113 = icmp eq i8 %112, %93
  br i1 %113, label %114, label %118

114:                                              ; preds = %108
  %115 = add i64 %110, 1
  %116 = add i64 %109, 1
  %117 = icmp eq i64 %116, %82
  br i1 %117, label %118, label %108, !llvm.loop !693

118:                                              ; preds = %114, %108
  %119 = phi i64 [ %107, %114 ], [ %110, %108 ]
  %120 = icmp eq i8 %93, 0
  br i1 %120, label %122, label %215

121:                                              ; preds = %96
  br i1 %97, label %138, label %215

122:                                              ; preds = %118
  %123 = icmp eq i64 %119, 11
  br i1 %123, label %124, label %131

124:                                              ; preds = %122
  %125 = load i64, i64* %2, align 8, !tbaa !16
  %126 = getelementptr inbounds i8, i8* %3, i64 %125
  store i8 0, i8* %126, align 1, !tbaa !27
  %127 = load i64, i64* %2, align 8, !tbaa !16
  %128 = getelementptr inbounds i8, i8* %4, i64 %127
  store i8 0, i8* %128, align 1, !tbaa !27
  %129 = load i64, i64* %2, align 8, !tbaa !16
  %130 = add i64 %129, 1
  store i64 %130, i64* %2, align 8, !tbaa !16
  br label %160

131:                                              ; preds = %122
  %132 = icmp ult i64 %119, 3
  br i1 %132, label %136, label %133

133:                                              ; preds = %131
  %134 = load i64, i64* %2, align 8, !tbaa !16
  %135 = add i64 %119, -3
  br label %160

136:                                              ; preds = %131
  %137 = icmp eq i64 %119, 0
  br i1 %137, label %320, label %138

138:                                              ; preds = %136, %121, %102
  %139 = phi i64 [ %119, %136 ], [ 1, %121 ], [ 1, %102 ]
  %140 = load i64, i64* %2, align 8, !tbaa !16
  %141 = and i64 %139, 1
  %142 = icmp eq i64 %139, 1
  br i1 %142, label %311, label %143

143:                                              ; preds = %138
  %144 = and i64 %139, -2
  br label %145

145:                                              ; preds = %145, %143
  %146 = phi i64 [ %140, %143 ], [ %157, %145 ]
  %147 = phi i64 [ 0, %143 ], [ %158, %145 ]
  %148 = getelementptr inbounds i8, i8* %3, i64 %146
  store i8 0, i8* %148, align 1, !tbaa !27
  %149 = load i64, i64* %2, align 8, !tbaa !16
  %150 = getelementptr inbounds i8, i8* %4, i64 %149
  store i8 0, i8* %150, align 1, !tbaa !27
  %151 = load i64, i64* %2, align 8, !tbaa !16
  %152 = add i64 %151, 1
  store i64 %152, i64* %2, align 8, !tbaa !16
  %153 = getelementptr inbounds i8, i8* %3, i64 %152
  store i8 0, i8* %153, align 1, !tbaa !27
  %154 = load i64, i64* %2, align 8, !tbaa !16
  %155 = getelementptr inbounds i8, i8* %4, i64 %154
  store i8 0, i8* %155, align 1, !tbaa !27
  %156 = load i64, i64* %2, align 8, !tbaa !16
  %157 = add i64 %156, 1
  store i64 %157, i64* %2, align 8, !tbaa !16
  %158 = add i64 %147, 2
  %159 = icmp eq i64 %158, %144
  br i1 %159, label %311, label %145, !llvm.loop !694

160:                                              ; preds = %133, %124
  %161 = phi i64 [ 11, %124 ], [ %119, %133 ]
  %162 = phi i64 [ %130, %124 ], [ %134, %133 ]
  %163 = phi i64 [ 7, %124 ], [ %135, %133 ]
  %164 = getelementptr inbounds i8, i8* %3, i64 %162
  store i8 17, i8* %164, align 1, !tbaa !27
  %165 = trunc i64 %163 to i8
  %166 = and i8 %165, 7
  %167 = load i64, i64* %2, align 8, !tbaa !16
  %168 = getelementptr inbounds i8, i8* %4, i64 %167
  store i8 %166, i8* %168, align 1, !tbaa !27
  %169 = load i64, i64* %2, align 8, !tbaa !16
  %170 = add i64 %169, 1
  store i64 %170, i64* %2, align 8, !tbaa !16
  %171 = icmp ult i64 %163, 8
  br i1 %171, label %185, label %172

172:                                              ; preds = %172, %160
  %173 = phi i64 [ %183, %172 ], [ %170, %160 ]
  %174 = phi i64 [ %176, %172 ], [ %163, %160 ]
  %175 = lshr i64 %174, 3
  %176 = add nsw i64 %175, -1
  %177 = getelementptr inbounds i8, i8* %3, i64 %173
  store i8 17, i8* %177, align 1, !tbaa !27
  %178 = trunc i64 %176 to i8
  %179 = and i8 %178, 7
  %180 = load i64, i64* %2, align 8, !tbaa !16
  %181 = getelementptr inbounds i8, i8* %4, i64 %180
  store i8 %179, i8* %181, align 1, !tbaa !27
  %182 = load i64, i64* %2, align 8, !tbaa !16
  %183 = add i64 %182, 1
  store i64 %183, i64* %2, align 8, !tbaa !16
  %184 = icmp ult i64 %176, 8
  br i1 %184, label %185, label %172

185:                                              ; preds = %172, %160
  %186 = phi i64 [ %170, %160 ], [ %183, %172 ]
  %187 = phi i64 [ %169, %160 ], [ %182, %172 ]
  %188 = icmp ugt i64 %187, %162
  br i1 %188, label %189, label %201

189:                                              ; preds = %189, %185
  %190 = phi i64 [ %197, %189 ], [ %187, %185 ]
  %191 = phi i64 [ %196, %189 ], [ %162, %185 ]
  %192 = getelementptr inbounds i8, i8* %3, i64 %191
  %193 = load i8, i8* %192, align 1, !tbaa !27
  %194 = getelementptr inbounds i8, i8* %3, i64 %190
  %195 = load i8, i8* %194, align 1, !tbaa !27
  store i8 %195, i8* %192, align 1, !tbaa !27
  store i8 %193, i8* %194, align 1, !tbaa !27
  %196 = add nuw i64 %191, 1
  %197 = add i64 %190, -1
  %198 = icmp ult i64 %196, %197
  br i1 %198, label %189, label %199, !llvm.loop !695

199:                                              ; preds = %189
  %200 = load i64, i64* %2, align 8, !tbaa !16
  br label %201

201:                                              ; preds = %199, %185
  %202 = phi i64 [ %200, %199 ], [ %186, %185 ]
  %203 = add i64 %202, -1
  %204 = icmp ugt i64 %203, %162
  br i1 %204, label %205, label %320

205:                                              ; preds = %205, %201
  %206 = phi i64 [ %213, %205 ], [ %203, %201 ]
  %207 = phi i64 [ %212, %205 ], [ %162, %201 ]
  %208 = getelementptr inbounds i8, i8* %4, i64 %207
  %209 = load i8, i8* %208, align 1, !tbaa !27
  %210 = getelementptr inbounds i8, i8* %4, i64 %206
  %211 = load i8, i8* %210, align 1, !tbaa !27
  store i8 %211, i8* %208, align 1, !tbaa !27
  store i8 %209, i8* %210, align 1, !tbaa !27
  %212 = add nuw i64 %207, 1
  %213 = add i64 %206, -1
  %214 = icmp ult i64 %212, %213
  br i1 %214, label %205, label %320, !llvm.loop !695

215:                                              ; preds = %121, %118, %99
  %216 = phi i64 [ 1, %121 ], [ %119, %118 ], [ 1, %99 ]
  %217 = icmp eq i8 %90, %93
  br i1 %217, label %226, label %218

218:                                              ; preds = %215
  %219 = load i64, i64* %2, align 8, !tbaa !16
  %220 = getelementptr inbounds i8, i8* %3, i64 %219
  store i8 %93, i8* %220, align 1, !tbaa !27
  %221 = load i64, i64* %2, align 8, !tbaa !16
  %222 = getelementptr inbounds i8, i8* %4, i64 %221
  store i8 0, i8* %222, align 1, !tbaa !27
  %223 = load i64, i64* %2, align 8, !tbaa !16
  %224 = add i64 %223, 1
  store i64 %224, i64* %2, align 8, !tbaa !16
  %225 = add i64 %216, -1
  br label %226

226:                                              ; preds = %218, %215
  %227 = phi i64 [ %225, %218 ], [ %216, %215 ]
  %228 = icmp eq i64 %227, 7
  br i1 %228, label %229, label %236

229:                                              ; preds = %226
  %230 = load i64, i64* %2, align 8, !tbaa !16
  %231 = getelementptr inbounds i8, i8* %3, i64 %230
  store i8 %93, i8* %231, align 1, !tbaa !27
  %232 = load i64, i64* %2, align 8, !tbaa !16
  %233 = getelementptr inbounds i8, i8* %4, i64 %232
  store i8 0, i8* %233, align 1, !tbaa !27
  %234 = load i64, i64* %2, align 8, !tbaa !16
  %235 = add i64 %234, 1
  store i64 %235, i64* %2, align 8, !tbaa !16
  br label %256

236:                                              ; preds = %226
  %237 = icmp ult i64 %227, 3
  br i1 %237, label %240, label %238

238:                                              ; preds = %236
  %239 = load i64, i64* %2, align 8, !tbaa !16
  br label %256

240:                                              ; preds = %236
  %241 = icmp eq i64 %227, 0
  br i1 %241, label %320, label %242

242:                                              ; preds = %240
  %243 = load i64, i64* %2, align 8, !tbaa !16
  %244 = getelementptr inbounds i8, i8* %3, i64 %243
  store i8 %93, i8* %244, align 1, !tbaa !27
  %245 = load i64, i64* %2, align 8, !tbaa !16
  %246 = getelementptr inbounds i8, i8* %4, i64 %245
  store i8 0, i8* %246, align 1, !tbaa !27
  %247 = load i64, i64* %2, align 8, !tbaa !16
  %248 = add i64 %247, 1
  store i64 %248, i64* %2, align 8, !tbaa !16
  %249 = icmp eq i64 %227, 1
  br i1 %249, label %320, label %250, !llvm.loop !696

250:                                              ; preds = %242
  %251 = getelementptr inbounds i8, i8* %3, i64 %248
  store i8 %93, i8* %251, align 1, !tbaa !27
  %252 = load i64, i64* %2, align 8, !tbaa !16
  %253 = getelementptr inbounds i8, i8* %4, i64 %252
  store i8 0, i8* %253, align 1, !tbaa !27
  %254 = load i64, i64* %2, align 8, !tbaa !16
  %255 = add i64 %254, 1
  store i64 %255, i64* %2, align 8, !tbaa !16
  br label %320

256:                                              ; preds = %238, %229
  %257 = phi i64 [ %235, %229 ], [ %239, %238 ]
  %258 = phi i64 [ 6, %229 ], [ %227, %238 ]
  %259 = add i64 %258, -3
  %260 = getelementptr inbounds i8, i8* %3, i64 %257
  store i8 16, i8* %260, align 1, !tbaa !27
  %261 = trunc i64 %259 to i8
  %262 = and i8 %261, 3
  %263 = load i64, i64* %2, align 8, !tbaa !16
  %264 = getelementptr inbounds i8, i8* %4, i64 %263
  store i8 %262, i8* %264, align 1, !tbaa !27
  %265 = load i64, i64* %2, align 8, !tbaa !16
  %266 = add i64 %265, 1
  store i64 %266, i64* %2, align 8, !tbaa !16
  %267 = icmp ult i64 %259, 4
  br i1 %267, label %281, label %268

268:                                              ; preds = %268, %256
  %269 = phi i64 [ %279, %268 ], [ %266, %256 ]
  %270 = phi i64 [ %272, %268 ], [ %259, %256 ]
  %271 = lshr i64 %270, 2
  %272 = add nsw i64 %271, -1
  %273 = getelementptr inbounds i8, i8* %3, i64 %269
  store i8 16, i8* %273, align 1, !tbaa !27
  %274 = trunc i64 %272 to i8
  %275 = and i8 %274, 3
  %276 = load i64, i64* %2, align 8, !tbaa !16
  %277 = getelementptr inbounds i8, i8* %4, i64 %276
  store i8 %275, i8* %277, align 1, !tbaa !27
  %278 = load i64, i64* %2, align 8, !tbaa !16
  %279 = add i64 %278, 1
  store i64 %279, i64* %2, align 8, !tbaa !16
  %280 = icmp ult i64 %272, 4
  br i1 %280, label %281, label %268

281:                                              ; preds = %268, %256
  %282 = phi i64 [ %266, %256 ], [ %279, %268 ]
  %283 = phi i64 [ %265, %256 ], [ %278, %268 ]
  %284 = icmp ugt i64 %283, %257
  br i1 %284, label %285, label %297

285:                                              ; preds = %285, %281
  %286 = phi i64 [ %293, %285 ], [ %283, %281 ]
  %287 = phi i64 [ %292, %285 ], [ %257, %281 ]
  %288 = getelementptr inbounds i8, i8* %3, i64 %287
  %289 = load i8, i8* %288, align 1, !tbaa !27
  %290 = getelementptr inbounds i8, i8* %3, i64 %286
  %291 = load i8, i8* %290, align 1, !tbaa !27
  store i8 %291, i8* %288, align 1, !tbaa !27
  store i8 %289, i8* %290, align 1, !tbaa !27
  %292 = add nuw i64 %287, 1
  %293 = add i64 %286, -1
  %294 = icmp ult i64 %292, %293
  br i1 %294, label %285, label %295, !llvm.loop !695

295:                                              ; preds = %285
  %296 = load i64, i64* %2, align 8, !tbaa !16
  br label %297

297:                                              ; preds = %295, %281
  %298 = phi i64 [ %296, %295 ], [ %282, %281 ]
  %299 = add i64 %298, -1
  %300 = icmp ugt i64 %299, %257
  br i1 %300, label %301, label %320

301:                                              ; preds = %301, %297
  %302 = phi i64 [ %309, %301 ], [ %299, %297 ]
  %303 = phi i64 [ %308, %301 ], [ %257, %297 ]
  %304 = getelementptr inbounds i8, i8* %4, i64 %303
  %305 = load i8, i8* %304, align 1, !tbaa !27
  %306 = getelementptr inbounds i8, i8* %4, i64 %302
  %307 = load i8, i8* %306, align 1, !tbaa !27
  store i8 %307, i8* %304, align 1, !tbaa !27
  store i8 %305, i8* %306, align 1, !tbaa !27
  %308 = add nuw i64 %303, 1
  %309 = add i64 %302, -1
  %310 = icmp ult i64 %308, %309
  br i1 %310, label %301, label %320, !llvm.loop !695

311:                                              ; preds = %145, %138
  %312 = phi i64 [ %140, %138 ], [ %157, %145 ]
  %313 = icmp eq i64 %141, 0
  br i1 %313, label %320, label %314

314:                                              ; preds = %311
  %315 = getelementptr inbounds i8, i8* %3, i64 %312
  store i8 0, i8* %315, align 1, !tbaa !27
  %316 = load i64, i64* %2, align 8, !tbaa !16
  %317 = getelementptr inbounds i8, i8* %4, i64 %316
  store i8 0, i8* %317, align 1, !tbaa !27
  %318 = load i64, i64* %2, align 8, !tbaa !16
  %319 = add i64 %318, 1
  store i64 %319, i64* %2, align 8, !tbaa !16
  br label %320

320:                                              ; preds = %314, %311, %301, %297, %250, %242, %240, %205, %201, %136
  %321 = phi i64 [ 0, %136 ], [ %161, %201 ], [ %216, %240 ], [ %216, %297 ], [ %161, %205 ], [ %139, %311 ], [ %139, %314 ], [ %216, %301 ], [ %216, %250 ], [ %216, %242 ]
  %322 = phi i8 [ %90, %136 ], [ %90, %201 ], [ %93, %240 ], [ %93, %297 ], [ %90, %205 ], [ %90, %311 ], [ %90, %314 ], [ %93, %301 ], [ %93, %250 ], [ %93, %242 ]
  %323 = add i64 %321, %91
  %324 = icmp ult i64 %323, %82
  br i1 %324, label %89, label %325, !llvm.loop !697

325:                                              ; preds = %320, %81, %21, %5
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
define hidden void @BrotliConvertBitDepthsToSymbols(i8* nocapture noundef readonly %0, i64 noundef %1, i16* nocapture noundef writeonly %2) local_unnamed_addr #19 {
  %4 = alloca [16 x i16], align 16
  %5 = alloca [16 x i16], align 16
  %6 = bitcast [16 x i16]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %6) #28
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  %7 = bitcast [16 x i16]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %7) #28
  %8 = icmp eq i64 %1, 0
  br i1 %8, label %101, label %9

9:                                                ; preds = %3
  %10 = add i64 %1, -1
  %11 = and i64 %1, 3
  %12 = icmp ult i64 %10, 3
  br i1 %12, label %48, label %13

13:                                               ; preds = %9
  %14 = and i64 %1, -4
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %45, %15 ]
  %17 = phi i64 [ 0, %13 ], [ %46, %15 ]
  %18 = getelementptr inbounds i8, i8* %0, i64 %16
  %19 = load i8, i8* %18, align 1, !tbaa !27
  %20 = zext i8 %19 to i64
  %21 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 %20
  %22 = load i16, i16* %21, align 2, !tbaa !103
  %23 = add i16 %22, 1
  store i16 %23, i16* %21, align 2, !tbaa !103
  %24 = or i64 %16, 1
  %25 = getelementptr inbounds i8, i8* %0, i64 %24
  %26 = load i8, i8* %25, align 1, !tbaa !27
  %27 = zext i8 %26 to i64
  %28 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 %27
  %29 = load i16, i16* %28, align 2, !tbaa !103
  %30 = add i16 %29, 1
  store i16 %30, i16* %28, align 2, !tbaa !103
  %31 = or i64 %16, 2
  %32 = getelementptr inbounds i8, i8* %0, i64 %31
  %33 = load i8, i8* %32, align 1, !tbaa !27
  %34 = zext i8 %33 to i64
  %35 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 %34
  %36 = load i16, i16* %35, align 2, !tbaa !103
  %37 = add i16 %36, 1
  store i16 %37, i16* %35, align 2, !tbaa !103
  %38 = or i64 %16, 3
  %39 = getelementptr inbounds i8, i8* %0, i64 %38
  %40 = load i8, i8* %39, align 1, !tbaa !27
  %41 = zext i8 %40 to i64
  %42 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 %41
  %43 = load i16, i16* %42, align 2, !tbaa !103
  %44 = add i16 %43, 1
  store i16 %44, i16* %42, align 2, !tbaa !103
  %45 = add nuw i64 %16, 4
  %46 = add i64 %17, 4
  %47 = icmp eq i64 %46, %14
  br i1 %47, label %48, label %15, !llvm.loop !698

48:                                               ; preds = %15, %9
  %49 = phi i64 [ 0, %9 ], [ %45, %15 ]
  %50 = icmp eq i64 %11, 0
  br i1 %50, label %63, label %51

51:                                               ; preds = %51, %48
  %52 = phi i64 [ %60, %51 ], [ %49, %48 ]
  %53 = phi i64 [ %61, %51 ], [ 0, %48 ]
  %54 = getelementptr inbounds i8, i8* %0, i64 %52
  %55 = load i8, i8* %54, align 1, !tbaa !27
  %56 = zext i8 %55 to i64
  %57 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 %56
  %58 = load i16, i16* %57, align 2, !tbaa !103
  %59 = add i16 %58, 1
  store i16 %59, i16* %57, align 2, !tbaa !103
  %60 = add nuw i64 %52, 1
  %61 = add i64 %53, 1
  %62 = icmp eq i64 %61, %11
  br i1 %62, label %63, label %51, !llvm.loop !699

63:                                               ; preds = %51, %48
  %64 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 1
  %65 = load i16, i16* %64, align 2, !tbaa !103
  %66 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 2
  %67 = load i16, i16* %66, align 4, !tbaa !103
  %68 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 3
  %69 = load i16, i16* %68, align 2, !tbaa !103
  %70 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 4
  %71 = load i16, i16* %70, align 8, !tbaa !103
  %72 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 5
  %73 = load i16, i16* %72, align 2, !tbaa !103
  %74 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 6
  %75 = load i16, i16* %74, align 4, !tbaa !103
  %76 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 7
  %77 = load i16, i16* %76, align 2, !tbaa !103
  %78 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 8
  %79 = load i16, i16* %78, align 16, !tbaa !103
  %80 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 9
  %81 = load i16, i16* %80, align 2, !tbaa !103
  %82 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 10
  %83 = load i16, i16* %82, align 4, !tbaa !103
  %84 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 11
  %85 = load i16, i16* %84, align 2, !tbaa !103
  %86 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 12
  %87 = load i16, i16* %86, align 8, !tbaa !103
  %88 = zext i16 %65 to i32
  %89 = shl nuw nsw i32 %88, 1
  %90 = zext i16 %67 to i32
  %91 = zext i16 %69 to i32
  %92 = zext i16 %71 to i32
  %93 = zext i16 %73 to i32
  %94 = zext i16 %75 to i32
  %95 = zext i16 %77 to i32
  %96 = zext i16 %79 to i32
  %97 = zext i16 %81 to i32
  %98 = zext i16 %83 to i32
  %99 = zext i16 %85 to i32
  %100 = zext i16 %87 to i32
  br label %101

101:                                              ; preds = %63, %3
  %102 = phi i32 [ %100, %63 ], [ 0, %3 ]
  %103 = phi i32 [ %99, %63 ], [ 0, %3 ]
  %104 = phi i32 [ %98, %63 ], [ 0, %3 ]
  %105 = phi i32 [ %97, %63 ], [ 0, %3 ]
  %106 = phi i32 [ %96, %63 ], [ 0, %3 ]
  %107 = phi i32 [ %95, %63 ], [ 0, %3 ]
  %108 = phi i32 [ %94, %63 ], [ 0, %3 ]
  %109 = phi i32 [ %93, %63 ], [ 0, %3 ]
  %110 = phi i32 [ %92, %63 ], [ 0, %3 ]
  %111 = phi i32 [ %91, %63 ], [ 0, %3 ]
  %112 = phi i32 [ %90, %63 ], [ 0, %3 ]
  %113 = phi i32 [ %89, %63 ], [ 0, %3 ]
  %114 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 0
  store i16 0, i16* %114, align 16, !tbaa !103
  %115 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 1
  store i16 0, i16* %115, align 2, !tbaa !103
  %116 = trunc i32 %113 to i16
  %117 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 2
  store i16 %116, i16* %117, align 4, !tbaa !103
  %118 = add nuw nsw i32 %113, %112
  %119 = shl nuw nsw i32 %118, 1
  %120 = trunc i32 %119 to i16
  %121 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 3
  store i16 %120, i16* %121, align 2, !tbaa !103
  %122 = add nuw nsw i32 %119, %111
  %123 = shl nuw nsw i32 %122, 1
  %124 = trunc i32 %123 to i16
  %125 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 4
  store i16 %124, i16* %125, align 8, !tbaa !103
  %126 = add nuw nsw i32 %123, %110
  %127 = shl nuw nsw i32 %126, 1
  %128 = trunc i32 %127 to i16
  %129 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 5
  store i16 %128, i16* %129, align 2, !tbaa !103
  %130 = add nuw nsw i32 %127, %109
  %131 = shl nuw nsw i32 %130, 1
  %132 = trunc i32 %131 to i16
  %133 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 6
  store i16 %132, i16* %133, align 4, !tbaa !103
  %134 = add nuw nsw i32 %131, %108
  %135 = shl nuw nsw i32 %134, 1
  %136 = trunc i32 %135 to i16
  %137 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 7
  store i16 %136, i16* %137, align 2, !tbaa !103
  %138 = add nuw nsw i32 %135, %107
  %139 = shl nuw nsw i32 %138, 1
  %140 = trunc i32 %139 to i16
  %141 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 8
  store i16 %140, i16* %141, align 16, !tbaa !103
  %142 = add nuw nsw i32 %139, %106
  %143 = shl nuw nsw i32 %142, 1
  %144 = trunc i32 %143 to i16
  %145 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 9
  store i16 %144, i16* %145, align 2, !tbaa !103
  %146 = add nuw nsw i32 %143, %105
  %147 = shl nuw nsw i32 %146, 1
  %148 = trunc i32 %147 to i16
  %149 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 10
  store i16 %148, i16* %149, align 4, !tbaa !103
  %150 = add nuw nsw i32 %147, %104
  %151 = shl nuw nsw i32 %150, 1
  %152 = trunc i32 %151 to i16
  %153 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 11
  store i16 %152, i16* %153, align 2, !tbaa !103
  %154 = add nuw nsw i32 %151, %103
  %155 = shl nuw nsw i32 %154, 1
  %156 = trunc i32 %155 to i16
  %157 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 12
  store i16 %156, i16* %157, align 8, !tbaa !103
  %158 = add nuw nsw i32 %155, %102
  %159 = shl nuw nsw i32 %158, 1
  %160 = trunc i32 %159 to i16
  %161 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 13
  store i16 %160, i16* %161, align 2, !tbaa !103
  %162 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 13
  %163 = load i16, i16* %162, align 2, !tbaa !103
  %164 = zext i16 %163 to i32
  %165 = add nuw nsw i32 %159, %164
  %166 = shl nuw nsw i32 %165, 1
  %167 = trunc i32 %166 to i16
  %168 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 14
  store i16 %167, i16* %168, align 4, !tbaa !103
  %169 = getelementptr inbounds [16 x i16], [16 x i16]* %4, i64 0, i64 14
  %170 = load i16, i16* %169, align 4, !tbaa !103
  %171 = trunc i32 %166 to i16
  %172 = add i16 %170, %171
  %173 = shl i16 %172, 1
  %174 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 15
  store i16 %173, i16* %174, align 2, !tbaa !103
  br i1 %8, label %241, label %175

175:                                              ; preds = %238, %101
  %176 = phi i64 [ %239, %238 ], [ 0, %101 ]
  %177 = getelementptr inbounds i8, i8* %0, i64 %176
  %178 = load i8, i8* %177, align 1, !tbaa !27
  %179 = icmp eq i8 %178, 0
  br i1 %179, label %238, label %180

180:                                              ; preds = %175
  %181 = zext i8 %178 to i64
  %182 = getelementptr inbounds [16 x i16], [16 x i16]* %5, i64 0, i64 %181
  %183 = load i16, i16* %182, align 2, !tbaa !103
  %184 = add i16 %183, 1
  store i16 %184, i16* %182, align 2, !tbaa !103
  %185 = and i16 %183, 15
  %186 = zext i16 %185 to i64
  %187 = getelementptr inbounds [16 x i64], [16 x i64]* @BrotliReverseBits.kLut, i64 0, i64 %186
  %188 = load i64, i64* %187, align 8, !tbaa !16
  %189 = icmp ugt i8 %178, 4
  br i1 %189, label %190, label %231

190:                                              ; preds = %180
  %191 = add nsw i64 %181, -5
  %192 = lshr i64 %191, 2
  %193 = add nuw nsw i64 %192, 1
  %194 = and i64 %193, 1
  %195 = icmp ult i64 %191, 4
  br i1 %195, label %218, label %196

196:                                              ; preds = %190
  %197 = and i64 %193, 9223372036854775806
  br label %198

198:                                              ; preds = %198, %196
  %199 = phi i64 [ %188, %196 ], [ %215, %198 ]
  %200 = phi i16 [ %183, %196 ], [ %210, %198 ]
  %201 = phi i64 [ 0, %196 ], [ %216, %198 ]
  %202 = lshr i16 %200, 4
  %203 = and i16 %202, 15
  %204 = zext i16 %203 to i64
  %205 = getelementptr inbounds [16 x i64], [16 x i64]* @BrotliReverseBits.kLut, i64 0, i64 %204
  %206 = load i64, i64* %205, align 8, !tbaa !16
  %207 = shl i64 %199, 8
  %208 = shl i64 %206, 4
  %209 = or i64 %207, %208
  %210 = lshr i16 %200, 8
  %211 = and i16 %210, 15
  %212 = zext i16 %211 to i64
  %213 = getelementptr inbounds [16 x i64], [16 x i64]* @BrotliReverseBits.kLut, i64 0, i64 %212
  %214 = load i64, i64* %213, align 8, !tbaa !16
  %215 = or i64 %214, %209
  %216 = add i64 %201, 2
  %217 = icmp eq i64 %216, %197
  br i1 %217, label %218, label %198, !llvm.loop !700

218:                                              ; preds = %198, %190
  %219 = phi i64 [ undef, %190 ], [ %215, %198 ]
  %220 = phi i64 [ %188, %190 ], [ %215, %198 ]
  %221 = phi i16 [ %183, %190 ], [ %210, %198 ]
  %222 = icmp eq i64 %194, 0
  br i1 %222, label %231, label %223

223:                                              ; preds = %218
  %224 = shl i64 %220, 4
  %225 = lshr i16 %221, 4
  %226 = and i16 %225, 15
  %227 = zext i16 %226 to i64
  %228 = getelementptr inbounds [16 x i64], [16 x i64]* @BrotliReverseBits.kLut, i64 0, i64 %227
  %229 = load i64, i64* %228, align 8, !tbaa !16
  %230 = or i64 %229, %224
  br label %231

231:                                              ; preds = %223, %218, %180
  %232 = phi i64 [ %188, %180 ], [ %219, %218 ], [ %230, %223 ]
  %233 = sub nsw i64 0, %181
  %234 = and i64 %233, 3
  %235 = lshr i64 %232, %234
  %236 = trunc i64 %235 to i16
  %237 = getelementptr inbounds i16, i16* %2, i64 %176
  store i16 %236, i16* %237, align 2, !tbaa !103
  br label %238

238:                                              ; preds = %231, %175
  %239 = add nuw i64 %176, 1
  %240 = icmp eq i64 %239, %1
  br i1 %240, label %241, label %175, !llvm.loop !701

241:                                              ; preds = %238, %101
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %7) #28
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %6) #28
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliEstimateBitCostsForLiterals(i64 noundef %0, i64 noundef %1, i64 noundef %2, i8* noundef %3, i64* nocapture noundef %4, float* nocapture noundef writeonly %5) local_unnamed_addr #5 {
  %7 = alloca [3 x i64], align 16
  %8 = alloca [3 x i64], align 16
  %9 = tail call i32 @BrotliIsMostlyUTF8(i8* noundef %3, i64 noundef %0, i64 noundef %2, i64 noundef %1, double noundef 7.500000e-01) #28
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %241, label %11

11:                                               ; preds = %6
  %12 = bitcast [3 x i64]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %12) #28
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %12, i8 0, i64 24, i1 false) #28
  %13 = icmp eq i64 %1, 0
  br i1 %13, label %62, label %14

14:                                               ; preds = %11
  %15 = and i64 %1, 1
  %16 = icmp eq i64 %1, 1
  br i1 %16, label %44, label %17

17:                                               ; preds = %14
  %18 = and i64 %1, -2
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %41, %19 ]
  %21 = phi i64 [ 0, %17 ], [ %42, %19 ]
  %22 = add i64 %20, %0
  %23 = and i64 %22, %2
  %24 = getelementptr inbounds i8, i8* %3, i64 %23
  %25 = load i8, i8* %24, align 1, !tbaa !27
  %26 = icmp ugt i8 %25, -65
  %27 = zext i1 %26 to i64
  %28 = getelementptr inbounds [3 x i64], [3 x i64]* %7, i64 0, i64 %27
  %29 = load i64, i64* %28, align 8, !tbaa !16
  %30 = add i64 %29, 1
  store i64 %30, i64* %28, align 8, !tbaa !16
  %31 = or i64 %20, 1
  %32 = add i64 %31, %0
  %33 = and i64 %32, %2
  %34 = getelementptr inbounds i8, i8* %3, i64 %33
  %35 = load i8, i8* %34, align 1, !tbaa !27
  %36 = icmp ugt i8 %35, -65
  %37 = zext i1 %36 to i64
  %38 = getelementptr inbounds [3 x i64], [3 x i64]* %7, i64 0, i64 %37
  %39 = load i64, i64* %38, align 8, !tbaa !16
  %40 = add i64 %39, 1
  store i64 %40, i64* %38, align 8, !tbaa !16
  %41 = add nuw i64 %20, 2
  %42 = add i64 %21, 2
  %43 = icmp eq i64 %42, %18
  br i1 %43, label %44, label %19, !llvm.loop !702

44:                                               ; preds = %19, %14
  %45 = phi i64 [ 0, %14 ], [ %41, %19 ]
  %46 = icmp eq i64 %15, 0
  br i1 %46, label %57, label %47

47:                                               ; preds = %44
  %48 = add i64 %45, %0
  %49 = and i64 %48, %2
  %50 = getelementptr inbounds i8, i8* %3, i64 %49
  %51 = load i8, i8* %50, align 1, !tbaa !27
  %52 = icmp ugt i8 %51, -65
  %53 = zext i1 %52 to i64
  %54 = getelementptr inbounds [3 x i64], [3 x i64]* %7, i64 0, i64 %53
  %55 = load i64, i64* %54, align 8, !tbaa !16
  %56 = add i64 %55, 1
  store i64 %56, i64* %54, align 8, !tbaa !16
  br label %57

57:                                               ; preds = %47, %44
  %58 = getelementptr inbounds [3 x i64], [3 x i64]* %7, i64 0, i64 1
  %59 = load i64, i64* %58, align 8, !tbaa !16
  %60 = icmp ugt i64 %59, 24
  %61 = zext i1 %60 to i64
  br label %62

62:                                               ; preds = %57, %11
  %63 = phi i64 [ %61, %57 ], [ 0, %11 ]
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %12) #28
  %64 = icmp ult i64 %1, 495
  %65 = select i1 %64, i64 %1, i64 495
  %66 = bitcast [3 x i64]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %66) #28
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %66, i8 0, i64 24, i1 false) #28
  %67 = bitcast i64* %4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(6144) %67, i8 0, i64 6144, i1 false) #28
  %68 = icmp eq i64 %65, 0
  br i1 %68, label %69, label %70

69:                                               ; preds = %70, %62
  br i1 %13, label %240, label %92

70:                                               ; preds = %70, %62
  %71 = phi i64 [ %90, %70 ], [ 0, %62 ]
  %72 = phi i64 [ %89, %70 ], [ 0, %62 ]
  %73 = add i64 %71, %0
  %74 = and i64 %73, %2
  %75 = getelementptr inbounds i8, i8* %3, i64 %74
  %76 = load i8, i8* %75, align 1, !tbaa !27
  %77 = zext i8 %76 to i64
  %78 = shl nsw i64 %72, 8
  %79 = or i64 %78, %77
  %80 = getelementptr inbounds i64, i64* %4, i64 %79
  %81 = load i64, i64* %80, align 8, !tbaa !16
  %82 = add i64 %81, 1
  store i64 %82, i64* %80, align 8, !tbaa !16
  %83 = getelementptr inbounds [3 x i64], [3 x i64]* %8, i64 0, i64 %72
  %84 = load i64, i64* %83, align 8, !tbaa !16
  %85 = add i64 %84, 1
  store i64 %85, i64* %83, align 8, !tbaa !16
  %86 = icmp sgt i8 %76, -1
  %87 = icmp ugt i8 %76, -65
  %88 = select i1 %87, i64 %63, i64 0
  %89 = select i1 %86, i64 0, i64 %88
  %90 = add nuw nsw i64 %71, 1
  %91 = icmp eq i64 %90, %65
  br i1 %91, label %69, label %70, !llvm.loop !703

92:                                               ; preds = %234, %69
  %93 = phi i64 [ %238, %234 ], [ 0, %69 ]
  %94 = icmp ugt i64 %93, 494
  br i1 %94, label %95, label %133

95:                                               ; preds = %92
  %96 = icmp eq i64 %93, 495
  %97 = add i64 %93, %0
  br i1 %96, label %118, label %98

98:                                               ; preds = %95
  %99 = add i64 %97, -496
  %100 = and i64 %99, %2
  %101 = getelementptr inbounds i8, i8* %3, i64 %100
  %102 = load i8, i8* %101, align 1, !tbaa !27
  %103 = icmp ult i64 %93, 497
  br i1 %103, label %110, label %104

104:                                              ; preds = %98
  %105 = add i64 %97, -497
  %106 = and i64 %105, %2
  %107 = getelementptr inbounds i8, i8* %3, i64 %106
  %108 = load i8, i8* %107, align 1, !tbaa !27
  %109 = zext i8 %108 to i64
  br label %110

110:                                              ; preds = %104, %98
  %111 = phi i64 [ %109, %104 ], [ 0, %98 ]
  %112 = icmp sgt i8 %102, -1
  br i1 %112, label %118, label %113

113:                                              ; preds = %110
  %114 = icmp ugt i8 %102, -65
  br i1 %114, label %118, label %115

115:                                              ; preds = %113
  %116 = icmp ult i64 %111, 224
  %117 = select i1 %116, i64 0, i64 %63
  br label %118

118:                                              ; preds = %115, %113, %110, %95
  %119 = phi i64 [ %63, %113 ], [ %117, %115 ], [ 0, %110 ], [ 0, %95 ]
  %120 = shl nsw i64 %119, 8
  %121 = add i64 %97, -495
  %122 = and i64 %121, %2
  %123 = getelementptr inbounds i8, i8* %3, i64 %122
  %124 = load i8, i8* %123, align 1, !tbaa !27
  %125 = zext i8 %124 to i64
  %126 = or i64 %120, %125
  %127 = getelementptr inbounds i64, i64* %4, i64 %126
  %128 = load i64, i64* %127, align 8, !tbaa !16
  %129 = add i64 %128, -1
  store i64 %129, i64* %127, align 8, !tbaa !16
  %130 = getelementptr inbounds [3 x i64], [3 x i64]* %8, i64 0, i64 %119
  %131 = load i64, i64* %130, align 8, !tbaa !16
  %132 = add i64 %131, -1
  store i64 %132, i64* %130, align 8, !tbaa !16
  br label %133

133:                                              ; preds = %118, %92
  %134 = add i64 %93, 495
  %135 = icmp ult i64 %134, %1
  %136 = add i64 %93, %0
  br i1 %135, label %137, label %167

137:                                              ; preds = %133
  %138 = add i64 %136, 495
  %139 = add i64 %136, 494
  %140 = and i64 %139, %2
  %141 = getelementptr inbounds i8, i8* %3, i64 %140
  %142 = load i8, i8* %141, align 1, !tbaa !27
  %143 = add i64 %136, 493
  %144 = and i64 %143, %2
  %145 = getelementptr inbounds i8, i8* %3, i64 %144
  %146 = load i8, i8* %145, align 1, !tbaa !27
  %147 = icmp sgt i8 %142, -1
  br i1 %147, label %153, label %148

148:                                              ; preds = %137
  %149 = icmp ugt i8 %142, -65
  br i1 %149, label %153, label %150

150:                                              ; preds = %148
  %151 = icmp ult i8 %146, -32
  %152 = select i1 %151, i64 0, i64 %63
  br label %153

153:                                              ; preds = %150, %148, %137
  %154 = phi i64 [ 0, %137 ], [ %152, %150 ], [ %63, %148 ]
  %155 = shl nsw i64 %154, 8
  %156 = and i64 %138, %2
  %157 = getelementptr inbounds i8, i8* %3, i64 %156
  %158 = load i8, i8* %157, align 1, !tbaa !27
  %159 = zext i8 %158 to i64
  %160 = or i64 %155, %159
  %161 = getelementptr inbounds i64, i64* %4, i64 %160
  %162 = load i64, i64* %161, align 8, !tbaa !16
  %163 = add i64 %162, 1
  store i64 %163, i64* %161, align 8, !tbaa !16
  %164 = getelementptr inbounds [3 x i64], [3 x i64]* %8, i64 0, i64 %154
  %165 = load i64, i64* %164, align 8, !tbaa !16
  %166 = add i64 %165, 1
  store i64 %166, i64* %164, align 8, !tbaa !16
  br label %167

167:                                              ; preds = %153, %133
  %168 = icmp eq i64 %93, 0
  br i1 %168, label %189, label %169

169:                                              ; preds = %167
  %170 = add i64 %136, -1
  %171 = and i64 %170, %2
  %172 = getelementptr inbounds i8, i8* %3, i64 %171
  %173 = load i8, i8* %172, align 1, !tbaa !27
  %174 = icmp eq i64 %93, 1
  br i1 %174, label %181, label %175

175:                                              ; preds = %169
  %176 = add i64 %136, -2
  %177 = and i64 %176, %2
  %178 = getelementptr inbounds i8, i8* %3, i64 %177
  %179 = load i8, i8* %178, align 1, !tbaa !27
  %180 = zext i8 %179 to i64
  br label %181

181:                                              ; preds = %175, %169
  %182 = phi i64 [ %180, %175 ], [ 0, %169 ]
  %183 = icmp sgt i8 %173, -1
  br i1 %183, label %189, label %184

184:                                              ; preds = %181
  %185 = icmp ugt i8 %173, -65
  br i1 %185, label %189, label %186

186:                                              ; preds = %184
  %187 = icmp ult i64 %182, 224
  %188 = select i1 %187, i64 0, i64 %63
  br label %189

189:                                              ; preds = %186, %184, %181, %167
  %190 = phi i64 [ %63, %184 ], [ %188, %186 ], [ 0, %181 ], [ 0, %167 ]
  %191 = and i64 %136, %2
  %192 = shl nsw i64 %190, 8
  %193 = getelementptr inbounds i8, i8* %3, i64 %191
  %194 = load i8, i8* %193, align 1, !tbaa !27
  %195 = zext i8 %194 to i64
  %196 = or i64 %192, %195
  %197 = getelementptr inbounds i64, i64* %4, i64 %196
  %198 = load i64, i64* %197, align 8, !tbaa !16
  %199 = icmp eq i64 %198, 0
  %200 = select i1 %199, i64 1, i64 %198
  %201 = getelementptr inbounds [3 x i64], [3 x i64]* %8, i64 0, i64 %190
  %202 = load i64, i64* %201, align 8, !tbaa !16
  %203 = icmp ult i64 %202, 256
  br i1 %203, label %204, label %207

204:                                              ; preds = %189
  %205 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %202
  %206 = load double, double* %205, align 8, !tbaa !142
  br label %210

207:                                              ; preds = %189
  %208 = uitofp i64 %202 to double
  %209 = tail call double @log2(double noundef %208) #28
  br label %210

210:                                              ; preds = %207, %204
  %211 = phi double [ %206, %204 ], [ %209, %207 ]
  %212 = icmp ult i64 %200, 256
  br i1 %212, label %213, label %216

213:                                              ; preds = %210
  %214 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %200
  %215 = load double, double* %214, align 8, !tbaa !142
  br label %219

216:                                              ; preds = %210
  %217 = uitofp i64 %200 to double
  %218 = tail call double @log2(double noundef %217) #28
  br label %219

219:                                              ; preds = %216, %213
  %220 = phi double [ %215, %213 ], [ %218, %216 ]
  %221 = fsub double %211, %220
  %222 = fadd double %221, 2.905000e-02
  %223 = fcmp olt double %222, 1.000000e+00
  %224 = fmul double %222, 5.000000e-01
  %225 = fadd double %224, 5.000000e-01
  %226 = select i1 %223, double %225, double %222
  %227 = icmp ult i64 %93, 2000
  br i1 %227, label %228, label %234

228:                                              ; preds = %219
  %229 = sub nuw nsw i64 2000, %93
  %230 = uitofp i64 %229 to double
  %231 = fdiv double %230, -2.000000e+03
  %232 = tail call double @llvm.fmuladd.f64(double %231, double 3.500000e-01, double 0x3FE6666666666666) #28
  %233 = fadd double %232, %226
  br label %234

234:                                              ; preds = %228, %219
  %235 = phi double [ %233, %228 ], [ %226, %219 ]
  %236 = fptrunc double %235 to float
  %237 = getelementptr inbounds float, float* %5, i64 %93
  store float %236, float* %237, align 4, !tbaa !134
  %238 = add nuw i64 %93, 1
  %239 = icmp eq i64 %238, %1
  br i1 %239, label %240, label %92, !llvm.loop !704

240:                                              ; preds = %234, %69
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %66) #28
  br label %356

241:                                              ; preds = %6
  %242 = icmp ult i64 %1, 2000
  %243 = select i1 %242, i64 %1, i64 2000
  %244 = bitcast i64* %4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2048) %244, i8 0, i64 2048, i1 false)
  %245 = icmp eq i64 %243, 0
  br i1 %245, label %263, label %246

246:                                              ; preds = %241
  %247 = and i64 %243, 1
  %248 = icmp eq i64 %243, 1
  br i1 %248, label %251, label %249

249:                                              ; preds = %246
  %250 = and i64 %243, 2046
  br label %265

251:                                              ; preds = %265, %246
  %252 = phi i64 [ 0, %246 ], [ %285, %265 ]
  %253 = icmp eq i64 %247, 0
  br i1 %253, label %263, label %254

254:                                              ; preds = %251
  %255 = add i64 %252, %0
  %256 = and i64 %255, %2
  %257 = getelementptr inbounds i8, i8* %3, i64 %256
  %258 = load i8, i8* %257, align 1, !tbaa !27
  %259 = zext i8 %258 to i64
  %260 = getelementptr inbounds i64, i64* %4, i64 %259
  %261 = load i64, i64* %260, align 8, !tbaa !16
  %262 = add i64 %261, 1
  store i64 %262, i64* %260, align 8, !tbaa !16
  br label %263

263:                                              ; preds = %254, %251, %241
  %264 = icmp eq i64 %1, 0
  br i1 %264, label %356, label %288

265:                                              ; preds = %265, %249
  %266 = phi i64 [ 0, %249 ], [ %285, %265 ]
  %267 = phi i64 [ 0, %249 ], [ %286, %265 ]
  %268 = add i64 %266, %0
  %269 = and i64 %268, %2
  %270 = getelementptr inbounds i8, i8* %3, i64 %269
  %271 = load i8, i8* %270, align 1, !tbaa !27
  %272 = zext i8 %271 to i64
  %273 = getelementptr inbounds i64, i64* %4, i64 %272
  %274 = load i64, i64* %273, align 8, !tbaa !16
  %275 = add i64 %274, 1
  store i64 %275, i64* %273, align 8, !tbaa !16
  %276 = or i64 %266, 1
  %277 = add i64 %276, %0
  %278 = and i64 %277, %2
  %279 = getelementptr inbounds i8, i8* %3, i64 %278
  %280 = load i8, i8* %279, align 1, !tbaa !27
  %281 = zext i8 %280 to i64
  %282 = getelementptr inbounds i64, i64* %4, i64 %281
  %283 = load i64, i64* %282, align 8, !tbaa !16
  %284 = add i64 %283, 1
  store i64 %284, i64* %282, align 8, !tbaa !16
  %285 = add nuw nsw i64 %266, 2
  %286 = add i64 %267, 2
  %287 = icmp eq i64 %286, %250
  br i1 %287, label %251, label %265, !llvm.loop !705

288:                                              ; preds = %344, %263
  %289 = phi i64 [ %319, %344 ], [ %243, %263 ]
  %290 = phi i64 [ %354, %344 ], [ 0, %263 ]
  %291 = icmp ugt i64 %290, 1999
  br i1 %291, label %292, label %303

292:                                              ; preds = %288
  %293 = add i64 %290, %0
  %294 = add i64 %293, -2000
  %295 = and i64 %294, %2
  %296 = getelementptr inbounds i8, i8* %3, i64 %295
  %297 = load i8, i8* %296, align 1, !tbaa !27
  %298 = zext i8 %297 to i64
  %299 = getelementptr inbounds i64, i64* %4, i64 %298
  %300 = load i64, i64* %299, align 8, !tbaa !16
  %301 = add i64 %300, -1
  store i64 %301, i64* %299, align 8, !tbaa !16
  %302 = add i64 %289, -1
  br label %303

303:                                              ; preds = %292, %288
  %304 = phi i64 [ %302, %292 ], [ %289, %288 ]
  %305 = add i64 %290, 2000
  %306 = icmp ult i64 %305, %1
  %307 = add i64 %290, %0
  br i1 %306, label %308, label %318

308:                                              ; preds = %303
  %309 = add i64 %307, 2000
  %310 = and i64 %309, %2
  %311 = getelementptr inbounds i8, i8* %3, i64 %310
  %312 = load i8, i8* %311, align 1, !tbaa !27
  %313 = zext i8 %312 to i64
  %314 = getelementptr inbounds i64, i64* %4, i64 %313
  %315 = load i64, i64* %314, align 8, !tbaa !16
  %316 = add i64 %315, 1
  store i64 %316, i64* %314, align 8, !tbaa !16
  %317 = add i64 %304, 1
  br label %318

318:                                              ; preds = %308, %303
  %319 = phi i64 [ %317, %308 ], [ %304, %303 ]
  %320 = and i64 %307, %2
  %321 = getelementptr inbounds i8, i8* %3, i64 %320
  %322 = load i8, i8* %321, align 1, !tbaa !27
  %323 = zext i8 %322 to i64
  %324 = getelementptr inbounds i64, i64* %4, i64 %323
  %325 = load i64, i64* %324, align 8, !tbaa !16
  %326 = icmp eq i64 %325, 0
  %327 = select i1 %326, i64 1, i64 %325
  %328 = icmp ult i64 %319, 256
  br i1 %328, label %329, label %332

329:                                              ; preds = %318
  %330 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %319
  %331 = load double, double* %330, align 8, !tbaa !142
  br label %335

332:                                              ; preds = %318
  %333 = uitofp i64 %319 to double
  %334 = tail call double @log2(double noundef %333) #28
  br label %335

335:                                              ; preds = %332, %329
  %336 = phi double [ %331, %329 ], [ %334, %332 ]
  %337 = icmp ult i64 %327, 256
  br i1 %337, label %338, label %341

338:                                              ; preds = %335
  %339 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %327
  %340 = load double, double* %339, align 8, !tbaa !142
  br label %344

341:                                              ; preds = %335
  %342 = uitofp i64 %327 to double
  %343 = tail call double @log2(double noundef %342) #28
  br label %344

344:                                              ; preds = %341, %338
  %345 = phi double [ %340, %338 ], [ %343, %341 ]
  %346 = fsub double %336, %345
  %347 = fadd double %346, 2.900000e-02
  %348 = fcmp olt double %347, 1.000000e+00
  %349 = fmul double %347, 5.000000e-01
  %350 = fadd double %349, 5.000000e-01
  %351 = select i1 %348, double %350, double %347
  %352 = fptrunc double %351 to float
  %353 = getelementptr inbounds float, float* %5, i64 %290
  store float %352, float* %353, align 4, !tbaa !134
  %354 = add nuw i64 %290, 1
  %355 = icmp eq i64 %354, %1
  br i1 %355, label %356, label %288, !llvm.loop !706

356:                                              ; preds = %344, %263, %240
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define hidden void @BrotliInitMemoryManager(%struct.MemoryManager* nocapture noundef writeonly %0, i8* (i8*, i64)* noundef %1, void (i8*, i8*)* noundef %2, i8* noundef %3) local_unnamed_addr #20 {
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

; Function Attrs: nounwind uwtable
define hidden i8* @BrotliAllocate(%struct.MemoryManager* nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds %struct.MemoryManager, %struct.MemoryManager* %0, i64 0, i32 0
  %4 = load i8* (i8*, i64)*, i8* (i8*, i64)** %3, align 8, !tbaa !707
  %5 = getelementptr inbounds %struct.MemoryManager, %struct.MemoryManager* %0, i64 0, i32 2
  %6 = load i8*, i8** %5, align 8, !tbaa !708
  %7 = tail call i8* %4(i8* noundef %6, i64 noundef %1) #28
  %8 = icmp eq i8* %7, null
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  tail call void @exit(i32 noundef 1) #29
  unreachable

10:                                               ; preds = %2
  ret i8* %7
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #26

; Function Attrs: nounwind uwtable
declare hidden void @BrotliFree(%struct.MemoryManager* nocapture noundef readonly, i8* noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define hidden i8* @BrotliBootstrapAlloc(i64 noundef %0, i8* (i8*, i64)* noundef readonly %1, void (i8*, i8*)* noundef readnone %2, i8* noundef %3) local_unnamed_addr #5 {
  %5 = icmp ne i8* (i8*, i64)* %1, null
  %6 = icmp ne void (i8*, i8*)* %2, null
  %7 = or i1 %5, %6
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = tail call noalias i8* @malloc(i64 noundef %0) #28
  br label %14

10:                                               ; preds = %4
  %11 = and i1 %5, %6
  br i1 %11, label %12, label %14

12:                                               ; preds = %10
  %13 = tail call i8* %1(i8* noundef %3, i64 noundef %0) #28
  br label %14

14:                                               ; preds = %12, %10, %8
  %15 = phi i8* [ %13, %12 ], [ %9, %8 ], [ null, %10 ]
  ret i8* %15
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliBootstrapFree(i8* noundef %0, %struct.MemoryManager* nocapture noundef readonly %1) local_unnamed_addr #5 {
  %3 = icmp eq i8* %0, null
  br i1 %3, label %9, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds %struct.MemoryManager, %struct.MemoryManager* %1, i64 0, i32 1
  %6 = load void (i8*, i8*)*, void (i8*, i8*)** %5, align 8, !tbaa !709
  %7 = getelementptr inbounds %struct.MemoryManager, %struct.MemoryManager* %1, i64 0, i32 2
  %8 = load i8*, i8** %7, align 8, !tbaa !708
  tail call void %6(i8* noundef %8, i8* noundef nonnull %0) #28
  br label %9

9:                                                ; preds = %4, %2
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable writeonly
define hidden void @BrotliInitDistanceParams(%struct.BrotliDistanceParams* nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #22 {
  %5 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %0, i64 0, i32 0
  store i32 %1, i32* %5, align 8, !tbaa !637
  %6 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %0, i64 0, i32 1
  store i32 %2, i32* %6, align 4, !tbaa !635
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
  br i1 %29, label %30, label %24, !llvm.loop !710

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
  store i32 %65, i32* %66, align 8, !tbaa !711
  %67 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %0, i64 0, i32 3
  store i32 %64, i32* %67, align 4, !tbaa !712
  %68 = zext i32 %63 to i64
  %69 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %0, i64 0, i32 4
  store i64 %68, i64* %69, align 8, !tbaa !713
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliOptimizeHistograms(i32 noundef %0, %struct.MetaBlockSplit* nocapture noundef readonly %1) local_unnamed_addr #5 {
  %3 = alloca [704 x i8], align 16
  %4 = getelementptr inbounds [704 x i8], [704 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 704, i8* nonnull %4) #28
  %5 = getelementptr inbounds %struct.MetaBlockSplit, %struct.MetaBlockSplit* %1, i64 0, i32 8
  %6 = load i64, i64* %5, align 8, !tbaa !714
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %10, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.MetaBlockSplit, %struct.MetaBlockSplit* %1, i64 0, i32 7
  br label %16

10:                                               ; preds = %16, %2
  %11 = getelementptr inbounds %struct.MetaBlockSplit, %struct.MetaBlockSplit* %1, i64 0, i32 10
  %12 = load i64, i64* %11, align 8, !tbaa !716
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %23, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds %struct.MetaBlockSplit, %struct.MetaBlockSplit* %1, i64 0, i32 9
  br label %30

16:                                               ; preds = %16, %8
  %17 = phi i64 [ 0, %8 ], [ %20, %16 ]
  %18 = load %struct.HistogramLiteral*, %struct.HistogramLiteral** %9, align 8, !tbaa !717
  %19 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %18, i64 %17, i32 0, i64 0
  call void @BrotliOptimizeHuffmanCountsForRle(i64 noundef 256, i32* noundef %19, i8* noundef nonnull %4) #28
  %20 = add nuw i64 %17, 1
  %21 = load i64, i64* %5, align 8, !tbaa !714
  %22 = icmp ult i64 %20, %21
  br i1 %22, label %16, label %10, !llvm.loop !718

23:                                               ; preds = %30, %10
  %24 = getelementptr inbounds %struct.MetaBlockSplit, %struct.MetaBlockSplit* %1, i64 0, i32 12
  %25 = load i64, i64* %24, align 8, !tbaa !719
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %44, label %27

27:                                               ; preds = %23
  %28 = zext i32 %0 to i64
  %29 = getelementptr inbounds %struct.MetaBlockSplit, %struct.MetaBlockSplit* %1, i64 0, i32 11
  br label %37

30:                                               ; preds = %30, %14
  %31 = phi i64 [ 0, %14 ], [ %34, %30 ]
  %32 = load %struct.HistogramCommand*, %struct.HistogramCommand** %15, align 8, !tbaa !720
  %33 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %32, i64 %31, i32 0, i64 0
  call void @BrotliOptimizeHuffmanCountsForRle(i64 noundef 704, i32* noundef %33, i8* noundef nonnull %4) #28
  %34 = add nuw i64 %31, 1
  %35 = load i64, i64* %11, align 8, !tbaa !716
  %36 = icmp ult i64 %34, %35
  br i1 %36, label %30, label %23, !llvm.loop !721

37:                                               ; preds = %37, %27
  %38 = phi i64 [ 0, %27 ], [ %41, %37 ]
  %39 = load %struct.HistogramDistance*, %struct.HistogramDistance** %29, align 8, !tbaa !722
  %40 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %39, i64 %38, i32 0, i64 0
  call void @BrotliOptimizeHuffmanCountsForRle(i64 noundef %28, i32* noundef %40, i8* noundef nonnull %4) #28
  %41 = add nuw i64 %38, 1
  %42 = load i64, i64* %24, align 8, !tbaa !719
  %43 = icmp ult i64 %41, %42
  br i1 %43, label %37, label %44, !llvm.loop !723

44:                                               ; preds = %37, %23
  call void @llvm.lifetime.end.p0i8(i64 704, i8* nonnull %4) #28
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
define hidden i32 @BrotliFindAllStaticDictionaryMatches(%struct.BrotliEncoderDictionary* noundef readonly %0, i8* noundef %1, i64 noundef %2, i64 noundef %3, i32* noundef %4) local_unnamed_addr #19 {
  %6 = alloca [38 x i32], align 16
  %7 = tail call fastcc i32 @BrotliFindAllStaticDictionaryMatchesFor(%struct.BrotliEncoderDictionary* noundef %0, i8* noundef %1, i64 noundef %2, i64 noundef %3, i32* noundef %4)
  %8 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %0, i64 0, i32 10
  %9 = load %struct.ContextualEncoderDictionary*, %struct.ContextualEncoderDictionary** %8, align 8, !tbaa !724
  %10 = icmp eq %struct.ContextualEncoderDictionary* %9, null
  br i1 %10, label %75, label %11

11:                                               ; preds = %5
  %12 = getelementptr inbounds %struct.ContextualEncoderDictionary, %struct.ContextualEncoderDictionary* %9, i64 0, i32 1
  %13 = load i8, i8* %12, align 4, !tbaa !725
  %14 = icmp ugt i8 %13, 1
  br i1 %14, label %15, label %75

15:                                               ; preds = %11
  %16 = bitcast [38 x i32]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 152, i8* nonnull %16) #28
  %17 = getelementptr inbounds %struct.ContextualEncoderDictionary, %struct.ContextualEncoderDictionary* %9, i64 0, i32 3, i64 0
  %18 = load %struct.BrotliEncoderDictionary*, %struct.BrotliEncoderDictionary** %17, align 8, !tbaa !18
  %19 = icmp eq %struct.BrotliEncoderDictionary* %18, %0
  br i1 %19, label %20, label %23

20:                                               ; preds = %15
  %21 = getelementptr inbounds %struct.ContextualEncoderDictionary, %struct.ContextualEncoderDictionary* %9, i64 0, i32 3, i64 1
  %22 = load %struct.BrotliEncoderDictionary*, %struct.BrotliEncoderDictionary** %21, align 8, !tbaa !18
  br label %23

23:                                               ; preds = %20, %15
  %24 = phi %struct.BrotliEncoderDictionary* [ %22, %20 ], [ %18, %15 ]
  %25 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 0
  %26 = bitcast [38 x i32]* %6 to <4 x i32>*
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, <4 x i32>* %26, align 16, !tbaa !43
  %27 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 4
  %28 = bitcast i32* %27 to <4 x i32>*
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, <4 x i32>* %28, align 16, !tbaa !43
  %29 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 8
  %30 = bitcast i32* %29 to <4 x i32>*
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, <4 x i32>* %30, align 16, !tbaa !43
  %31 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 12
  %32 = bitcast i32* %31 to <4 x i32>*
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, <4 x i32>* %32, align 16, !tbaa !43
  %33 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 16
  %34 = bitcast i32* %33 to <4 x i32>*
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, <4 x i32>* %34, align 16, !tbaa !43
  %35 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 20
  %36 = bitcast i32* %35 to <4 x i32>*
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, <4 x i32>* %36, align 16, !tbaa !43
  %37 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 24
  %38 = bitcast i32* %37 to <4 x i32>*
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, <4 x i32>* %38, align 16, !tbaa !43
  %39 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 28
  %40 = bitcast i32* %39 to <4 x i32>*
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, <4 x i32>* %40, align 16, !tbaa !43
  %41 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 32
  %42 = bitcast i32* %41 to <4 x i32>*
  store <4 x i32> <i32 268435455, i32 268435455, i32 268435455, i32 268435455>, <4 x i32>* %42, align 16, !tbaa !43
  %43 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 36
  store i32 268435455, i32* %43, align 16, !tbaa !43
  %44 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 37
  store i32 268435455, i32* %44, align 4, !tbaa !43
  %45 = call fastcc i32 @BrotliFindAllStaticDictionaryMatchesFor(%struct.BrotliEncoderDictionary* noundef %24, i8* noundef %1, i64 noundef %2, i64 noundef %3, i32* noundef nonnull %25)
  %46 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %0, i64 0, i32 0
  %47 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %0, i64 0, i32 1
  br label %48

48:                                               ; preds = %70, %23
  %49 = phi i64 [ 0, %23 ], [ %71, %70 ]
  %50 = getelementptr inbounds [38 x i32], [38 x i32]* %6, i64 0, i64 %49
  %51 = load i32, i32* %50, align 4, !tbaa !43
  %52 = icmp eq i32 %51, 268435455
  br i1 %52, label %70, label %53

53:                                               ; preds = %48
  %54 = and i32 %51, 31
  %55 = load %struct.BrotliDictionary*, %struct.BrotliDictionary** %46, align 8, !tbaa !665
  %56 = zext i32 %54 to i64
  %57 = getelementptr inbounds %struct.BrotliDictionary, %struct.BrotliDictionary* %55, i64 0, i32 0, i64 %56
  %58 = load i8, i8* %57, align 1, !tbaa !27
  %59 = zext i8 %58 to i32
  %60 = shl nuw i32 1, %59
  %61 = and i32 %60, -2
  %62 = load i32, i32* %47, align 8, !tbaa !668
  %63 = shl i32 %62, 5
  %64 = mul i32 %63, %61
  %65 = add i32 %64, %51
  %66 = getelementptr inbounds i32, i32* %4, i64 %49
  %67 = load i32, i32* %66, align 4, !tbaa !43
  %68 = icmp ult i32 %67, %65
  %69 = select i1 %68, i32 %67, i32 %65
  store i32 %69, i32* %66, align 4, !tbaa !43
  br label %70

70:                                               ; preds = %53, %48
  %71 = add nuw nsw i64 %49, 1
  %72 = icmp eq i64 %71, 38
  br i1 %72, label %73, label %48, !llvm.loop !726

73:                                               ; preds = %70
  %74 = or i32 %45, %7
  call void @llvm.lifetime.end.p0i8(i64 152, i8* nonnull %16) #28
  br label %75

75:                                               ; preds = %73, %11, %5
  %76 = phi i32 [ %74, %73 ], [ %7, %11 ], [ %7, %5 ]
  ret i32 %76
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc i32 @BrotliFindAllStaticDictionaryMatchesFor(%struct.BrotliEncoderDictionary* nocapture noundef readonly, i8* noundef readonly, i64 noundef, i64 noundef, i32* noundef) unnamed_addr #19

; Function Attrs: nofree nosync nounwind readonly uwtable
declare hidden i32 @BrotliIsMostlyUTF8(i8* nocapture noundef readonly, i64 noundef, i64 noundef, i64 noundef, double noundef) local_unnamed_addr #27

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { argmemonly nofree nosync nounwind willreturn }
attributes #9 = { mustprogress nofree noinline norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { argmemonly nofree nounwind willreturn }
attributes #15 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #16 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #19 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #22 = { nofree norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #24 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #25 = { nofree nosync nounwind readnone willreturn }
attributes #26 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #27 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #28 = { nounwind }
attributes #29 = { noreturn nounwind }

!llvm.ident = !{!0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !10, i64 1392}
!6 = !{!"BrotliSharedDictionaryStruct", !7, i64 0, !8, i64 8, !8, i64 128, !7, i64 248, !8, i64 252, !8, i64 316, !8, i64 320, !8, i64 832, !8, i64 1344, !10, i64 1352, !8, i64 1360, !10, i64 1368, !10, i64 1376, !10, i64 1384, !10, i64 1392, !10, i64 1400}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !10, i64 1400}
!12 = !{!6, !10, i64 1352}
!13 = !{!6, !10, i64 1368}
!14 = !{!6, !10, i64 1376}
!15 = !{!6, !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !8, i64 0}
!18 = !{!10, !10, i64 0}
!19 = !{!6, !8, i64 316}
!20 = !{!6, !8, i64 1360}
!21 = !{!6, !10, i64 1384}
!22 = !{!23, !17, i64 8}
!23 = !{!"", !17, i64 0, !17, i64 8, !10, i64 16, !10, i64 24, !10, i64 32}
!24 = !{!23, !17, i64 0}
!25 = !{!23, !10, i64 16}
!26 = !{!23, !10, i64 32}
!27 = !{!8, !8, i64 0}
!28 = !{!29, !8, i64 0}
!29 = !{!"BrotliDecoderStateStruct", !8, i64 0, !7, i64 4, !23, i64 8, !10, i64 48, !10, i64 56, !10, i64 64, !8, i64 72, !17, i64 80, !7, i64 88, !7, i64 92, !7, i64 96, !7, i64 100, !7, i64 104, !7, i64 108, !8, i64 112, !7, i64 128, !7, i64 132, !10, i64 136, !10, i64 144, !10, i64 152, !10, i64 160, !10, i64 168, !10, i64 176, !30, i64 184, !30, i64 208, !30, i64 232, !10, i64 256, !10, i64 264, !7, i64 272, !7, i64 276, !8, i64 280, !17, i64 304, !8, i64 312, !8, i64 336, !17, i64 384, !17, i64 392, !17, i64 400, !10, i64 408, !10, i64 416, !17, i64 424, !17, i64 432, !17, i64 440, !8, i64 448, !7, i64 708, !7, i64 712, !8, i64 716, !10, i64 720, !10, i64 728, !10, i64 736, !17, i64 744, !8, i64 752, !8, i64 756, !8, i64 760, !8, i64 764, !7, i64 768, !7, i64 772, !7, i64 772, !7, i64 772, !7, i64 772, !7, i64 772, !7, i64 772, !7, i64 772, !7, i64 773, !17, i64 776, !10, i64 784, !10, i64 792, !10, i64 800, !10, i64 808, !8, i64 816, !8, i64 848}
!30 = !{!"", !10, i64 0, !10, i64 8, !31, i64 16, !31, i64 18, !31, i64 20}
!31 = !{!"short", !8, i64 0}
!32 = !{!29, !10, i64 56}
!33 = !{!29, !10, i64 64}
!34 = !{!29, !10, i64 800}
!35 = !{!29, !10, i64 808}
!36 = !{!29, !10, i64 48}
!37 = !{!38, !7, i64 0}
!38 = !{!"BrotliDecoderCompoundDictionary", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20, !8, i64 24, !8, i64 152, !7, i64 216, !8, i64 220}
!39 = !{!38, !7, i64 4}
!40 = !{!38, !7, i64 16}
!41 = !{!38, !7, i64 20}
!42 = !{!38, !7, i64 216}
!43 = !{!7, !7, i64 0}
!44 = distinct !{!44, !45}
!45 = !{!"llvm.loop.mustprogress"}
!46 = !{!29, !7, i64 128}
!47 = !{!29, !17, i64 744}
!48 = !{!29, !17, i64 80}
!49 = !{!29, !10, i64 24}
!50 = !{!29, !10, i64 40}
!51 = !{!29, !8, i64 752}
!52 = !{!29, !7, i64 132}
!53 = !{!29, !7, i64 4}
!54 = distinct !{!54, !45}
!55 = distinct !{!55, !45}
!56 = !{!29, !7, i64 100}
!57 = !{!29, !10, i64 136}
!58 = !{!29, !7, i64 88}
!59 = distinct !{!59, !45}
!60 = !{!29, !7, i64 768}
!61 = !{!29, !8, i64 760}
!62 = distinct !{!62, !45}
!63 = !{!64, !8, i64 0}
!64 = !{!"", !8, i64 0, !31, i64 2}
!65 = !{!64, !31, i64 2}
!66 = !{!29, !8, i64 756}
!67 = distinct !{!67, !45}
!68 = !{!29, !7, i64 92}
!69 = !{!29, !7, i64 96}
!70 = !{!71, !8, i64 4}
!71 = !{!"BrotliMetablockHeaderArena", !8, i64 0, !8, i64 4, !8, i64 8, !17, i64 16, !17, i64 24, !17, i64 32, !17, i64 40, !17, i64 48, !17, i64 56, !8, i64 64, !10, i64 192, !8, i64 200, !8, i64 1640, !8, i64 1768, !8, i64 1786, !7, i64 1820, !10, i64 1824, !17, i64 1832, !17, i64 1840, !17, i64 1848, !8, i64 1856}
!72 = !{!71, !17, i64 1848}
!73 = !{!71, !17, i64 1840}
!74 = !{!71, !17, i64 1832}
!75 = distinct !{!75, !45}
!76 = distinct !{!76, !45}
!77 = !{!29, !7, i64 104}
!78 = !{!29, !10, i64 144}
!79 = !{!29, !10, i64 256}
!80 = !{!29, !10, i64 264}
!81 = !{!29, !8, i64 764}
!82 = !{!29, !17, i64 304}
!83 = !{!84, !8, i64 2}
!84 = !{!"", !31, i64 0, !8, i64 2}
!85 = !{!84, !31, i64 0}
!86 = !{!29, !10, i64 208}
!87 = !{!29, !10, i64 152}
!88 = !{!29, !10, i64 784}
!89 = !{!29, !10, i64 168}
!90 = !{!29, !7, i64 272}
!91 = !{!29, !10, i64 184}
!92 = !{!29, !10, i64 416}
!93 = !{!29, !10, i64 792}
!94 = !{!29, !10, i64 160}
!95 = !{!29, !17, i64 440}
!96 = distinct !{!96, !45, !97}
!97 = !{!"llvm.loop.isvectorized", i32 1}
!98 = distinct !{!98, !45, !99, !97}
!99 = !{!"llvm.loop.unroll.runtime.disable"}
!100 = distinct !{!100, !45}
!101 = !{!29, !17, i64 424}
!102 = !{!29, !17, i64 432}
!103 = !{!31, !31, i64 0}
!104 = distinct !{!104, !45}
!105 = !{i64 0, i64 1, !27, i64 2, i64 2, !103}
!106 = distinct !{!106, !45}
!107 = distinct !{!107, !45}
!108 = distinct !{!108, !45}
!109 = distinct !{!109, !45}
!110 = distinct !{!110, !45}
!111 = distinct !{!111, !45}
!112 = distinct !{!112, !45}
!113 = distinct !{!113, !45}
!114 = !{!29, !8, i64 716}
!115 = !{!29, !10, i64 408}
!116 = !{!29, !10, i64 232}
!117 = !{!30, !31, i64 16}
!118 = !{!30, !31, i64 18}
!119 = !{!30, !31, i64 20}
!120 = !{!30, !10, i64 0}
!121 = !{!30, !10, i64 8}
!122 = !{!123, !17, i64 88}
!123 = !{!"BrotliEncoderParams", !8, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !17, i64 16, !17, i64 24, !7, i64 32, !7, i64 36, !124, i64 40, !125, i64 56, !126, i64 80}
!124 = !{!"BrotliHasherParams", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12}
!125 = !{!"BrotliDistanceParams", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !17, i64 16}
!126 = !{!"SharedEncoderDictionary", !7, i64 0, !127, i64 8, !128, i64 544, !7, i64 1312}
!127 = !{!"CompoundDictionary", !17, i64 0, !17, i64 8, !8, i64 16, !8, i64 144, !8, i64 272, !17, i64 400, !8, i64 408}
!128 = !{!"ContextualEncoderDictionary", !7, i64 0, !8, i64 4, !8, i64 5, !8, i64 72, !17, i64 584, !129, i64 592, !10, i64 760}
!129 = !{!"BrotliEncoderDictionary", !10, i64 0, !7, i64 8, !7, i64 12, !17, i64 16, !10, i64 24, !10, i64 32, !10, i64 40, !10, i64 48, !130, i64 56, !7, i64 96, !10, i64 104, !10, i64 112, !10, i64 120, !17, i64 128, !10, i64 136, !17, i64 144, !10, i64 152, !10, i64 160}
!130 = !{!"BrotliTrie", !10, i64 0, !17, i64 8, !17, i64 16, !131, i64 24}
!131 = !{!"BrotliTrieNode", !8, i64 0, !8, i64 1, !8, i64 2, !7, i64 4, !7, i64 8}
!132 = !{!123, !7, i64 40}
!133 = !{i64 0, i64 4, !43, i64 4, i64 4, !43, i64 8, i64 4, !43, i64 12, i64 4, !134, i64 12, i64 4, !43, i64 12, i64 4, !43}
!134 = !{!135, !135, i64 0}
!135 = !{!"float", !8, i64 0}
!136 = !{i64 0, i64 4, !43, i64 4, i64 4, !43, i64 8, i64 4, !134, i64 8, i64 4, !43, i64 8, i64 4, !43}
!137 = !{i64 0, i64 4, !43, i64 4, i64 4, !134, i64 4, i64 4, !43, i64 4, i64 4, !43}
!138 = !{i64 0, i64 4, !134, i64 0, i64 4, !43, i64 0, i64 4, !43}
!139 = distinct !{!139, !45}
!140 = distinct !{!140, !45, !97}
!141 = distinct !{!141, !45, !99, !97}
!142 = !{!143, !143, i64 0}
!143 = !{!"double", !8, i64 0}
!144 = distinct !{!144, !45, !97}
!145 = distinct !{!145, !45, !99, !97}
!146 = distinct !{!146, !45}
!147 = !{!148, !17, i64 1024}
!148 = !{!"HistogramLiteral", !8, i64 0, !17, i64 1024, !143, i64 1032}
!149 = distinct !{!149, !45}
!150 = distinct !{!150, !45}
!151 = distinct !{!151, !45}
!152 = distinct !{!152, !45}
!153 = distinct !{!153, !45}
!154 = !{!155, !17, i64 2816}
!155 = !{!"HistogramCommand", !8, i64 0, !17, i64 2816, !143, i64 2824}
!156 = distinct !{!156, !45}
!157 = distinct !{!157, !45}
!158 = distinct !{!158, !45}
!159 = distinct !{!159, !45}
!160 = !{!161, !17, i64 2176}
!161 = !{!"HistogramDistance", !8, i64 0, !17, i64 2176, !143, i64 2184}
!162 = distinct !{!162, !45}
!163 = distinct !{!163, !45}
!164 = distinct !{!164, !45}
!165 = distinct !{!165, !45}
!166 = !{!167, !10, i64 16}
!167 = !{!"BlockSplit", !17, i64 0, !17, i64 8, !10, i64 16, !10, i64 24, !17, i64 32, !17, i64 40}
!168 = !{!167, !10, i64 24}
!169 = !{!170, !10, i64 16}
!170 = !{!"BlockEncoder", !17, i64 0, !17, i64 8, !10, i64 16, !10, i64 24, !17, i64 32, !171, i64 40, !17, i64 912, !17, i64 920, !17, i64 928, !10, i64 936, !10, i64 944}
!171 = !{!"BlockSplitCode", !172, i64 0, !8, i64 16, !8, i64 274, !8, i64 790, !8, i64 816}
!172 = !{!"BlockTypeCodeCalculator", !17, i64 0, !17, i64 8}
!173 = !{!170, !10, i64 24}
!174 = !{!170, !17, i64 32}
!175 = !{!170, !17, i64 8}
!176 = distinct !{!176, !45}
!177 = distinct !{!177, !45}
!178 = !{!179}
!179 = distinct !{!179, !180, !"BrotliWriteBits: argument 0"}
!180 = distinct !{!180, !"BrotliWriteBits"}
!181 = !{!182}
!182 = distinct !{!182, !180, !"BrotliWriteBits: argument 1"}
!183 = !{i32 0, i32 33}
!184 = !{!185}
!185 = distinct !{!185, !186, !"BrotliWriteBits: argument 0"}
!186 = distinct !{!186, !"BrotliWriteBits"}
!187 = !{!188}
!188 = distinct !{!188, !186, !"BrotliWriteBits: argument 1"}
!189 = !{!190}
!190 = distinct !{!190, !191, !"BrotliWriteBits: argument 0"}
!191 = distinct !{!191, !"BrotliWriteBits"}
!192 = !{!193}
!193 = distinct !{!193, !191, !"BrotliWriteBits: argument 1"}
!194 = !{!195}
!195 = distinct !{!195, !196, !"BrotliWriteBits: argument 1"}
!196 = distinct !{!196, !"BrotliWriteBits"}
!197 = !{!198}
!198 = distinct !{!198, !196, !"BrotliWriteBits: argument 0"}
!199 = !{}
!200 = !{!172, !17, i64 0}
!201 = !{!172, !17, i64 8}
!202 = !{!203}
!203 = distinct !{!203, !204, !"BrotliWriteBits: argument 0"}
!204 = distinct !{!204, !"BrotliWriteBits"}
!205 = !{!206}
!206 = distinct !{!206, !204, !"BrotliWriteBits: argument 1"}
!207 = !{!208}
!208 = distinct !{!208, !209, !"BrotliWriteBits: argument 1"}
!209 = distinct !{!209, !"BrotliWriteBits"}
!210 = !{!211}
!211 = distinct !{!211, !209, !"BrotliWriteBits: argument 0"}
!212 = distinct !{!212, !45}
!213 = distinct !{!213, !45}
!214 = !{!215}
!215 = distinct !{!215, !216, !"BrotliWriteBits: argument 0"}
!216 = distinct !{!216, !"BrotliWriteBits"}
!217 = !{!218}
!218 = distinct !{!218, !216, !"BrotliWriteBits: argument 1"}
!219 = !{!220}
!220 = distinct !{!220, !221, !"BrotliWriteBits: argument 0"}
!221 = distinct !{!221, !"BrotliWriteBits"}
!222 = !{!223}
!223 = distinct !{!223, !221, !"BrotliWriteBits: argument 1"}
!224 = !{!225}
!225 = distinct !{!225, !226, !"BrotliWriteBits: argument 0"}
!226 = distinct !{!226, !"BrotliWriteBits"}
!227 = !{!228}
!228 = distinct !{!228, !226, !"BrotliWriteBits: argument 1"}
!229 = !{!230}
!230 = distinct !{!230, !231, !"BrotliWriteBits: argument 0"}
!231 = distinct !{!231, !"BrotliWriteBits"}
!232 = !{!233}
!233 = distinct !{!233, !231, !"BrotliWriteBits: argument 1"}
!234 = distinct !{!234, !45}
!235 = distinct !{!235, !45}
!236 = !{!237}
!237 = distinct !{!237, !238, !"BrotliWriteBits: argument 0"}
!238 = distinct !{!238, !"BrotliWriteBits"}
!239 = !{!240}
!240 = distinct !{!240, !238, !"BrotliWriteBits: argument 1"}
!241 = !{!242}
!242 = distinct !{!242, !243, !"BrotliWriteBits: argument 1"}
!243 = distinct !{!243, !"BrotliWriteBits"}
!244 = !{!245}
!245 = distinct !{!245, !243, !"BrotliWriteBits: argument 0"}
!246 = !{!247}
!247 = distinct !{!247, !248, !"BrotliWriteBits: argument 0"}
!248 = distinct !{!248, !"BrotliWriteBits"}
!249 = !{!250}
!250 = distinct !{!250, !248, !"BrotliWriteBits: argument 1"}
!251 = !{!252}
!252 = distinct !{!252, !253, !"BrotliWriteBits: argument 0"}
!253 = distinct !{!253, !"BrotliWriteBits"}
!254 = !{!255}
!255 = distinct !{!255, !253, !"BrotliWriteBits: argument 1"}
!256 = !{!257}
!257 = distinct !{!257, !258, !"BrotliWriteBits: argument 1"}
!258 = distinct !{!258, !"BrotliWriteBits"}
!259 = !{!260}
!260 = distinct !{!260, !258, !"BrotliWriteBits: argument 0"}
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
!271 = !{!272}
!272 = distinct !{!272, !273, !"BrotliWriteBits: argument 0"}
!273 = distinct !{!273, !"BrotliWriteBits"}
!274 = !{!275}
!275 = distinct !{!275, !273, !"BrotliWriteBits: argument 1"}
!276 = !{!277}
!277 = distinct !{!277, !278, !"BrotliWriteBits: argument 0"}
!278 = distinct !{!278, !"BrotliWriteBits"}
!279 = !{!280}
!280 = distinct !{!280, !278, !"BrotliWriteBits: argument 1"}
!281 = !{!282}
!282 = distinct !{!282, !283, !"BrotliWriteBits: argument 1"}
!283 = distinct !{!283, !"BrotliWriteBits"}
!284 = !{!285}
!285 = distinct !{!285, !283, !"BrotliWriteBits: argument 0"}
!286 = !{!123, !7, i64 64}
!287 = !{!148, !143, i64 1032}
!288 = !{!155, !143, i64 2824}
!289 = !{!161, !143, i64 2184}
!290 = !{i64 0, i64 4, !43, i64 4, i64 4, !43, i64 8, i64 4, !43, i64 12, i64 2, !103, i64 14, i64 2, !103}
!291 = !{i64 0, i64 4, !43, i64 4, i64 4, !43, i64 8, i64 2, !103, i64 10, i64 2, !103}
!292 = !{i64 0, i64 2, !103, i64 2, i64 2, !103}
!293 = !{i64 0, i64 2, !103}
!294 = distinct !{!294, !45}
!295 = distinct !{!295, !45}
!296 = !{!297}
!297 = distinct !{!297, !298, !"BrotliWriteBits: argument 0"}
!298 = distinct !{!298, !"BrotliWriteBits"}
!299 = !{!300}
!300 = distinct !{!300, !298, !"BrotliWriteBits: argument 1"}
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
!312 = distinct !{!312, !313, !"BrotliWriteBits: argument 1"}
!313 = distinct !{!313, !"BrotliWriteBits"}
!314 = !{!315}
!315 = distinct !{!315, !313, !"BrotliWriteBits: argument 0"}
!316 = !{!317}
!317 = distinct !{!317, !318, !"BrotliWriteBits: argument 1"}
!318 = distinct !{!318, !"BrotliWriteBits"}
!319 = !{!320}
!320 = distinct !{!320, !318, !"BrotliWriteBits: argument 0"}
!321 = !{!322}
!322 = distinct !{!322, !323, !"BrotliWriteBits: argument 1"}
!323 = distinct !{!323, !"BrotliWriteBits"}
!324 = !{!325}
!325 = distinct !{!325, !323, !"BrotliWriteBits: argument 0"}
!326 = !{!327}
!327 = distinct !{!327, !328, !"BrotliWriteBits: argument 1"}
!328 = distinct !{!328, !"BrotliWriteBits"}
!329 = !{!330}
!330 = distinct !{!330, !328, !"BrotliWriteBits: argument 0"}
!331 = distinct !{!331, !45}
!332 = distinct !{!332, !45}
!333 = !{!334, !143, i64 16}
!334 = !{!"HistogramPair", !7, i64 0, !7, i64 4, !143, i64 8, !143, i64 16}
!335 = distinct !{!335, !45}
!336 = !{!334, !7, i64 0}
!337 = !{!334, !7, i64 4}
!338 = !{!339}
!339 = distinct !{!339, !340}
!340 = distinct !{!340, !"LVerDomain"}
!341 = !{!342}
!342 = distinct !{!342, !340}
!343 = distinct !{!343, !45, !97}
!344 = distinct !{!344, !45, !97}
!345 = !{!334, !143, i64 8}
!346 = distinct !{!346, !45, !97}
!347 = distinct !{!347, !45, !99, !97}
!348 = distinct !{!348, !45}
!349 = !{i64 0, i64 4, !43, i64 4, i64 4, !43, i64 8, i64 8, !142, i64 16, i64 8, !142}
!350 = distinct !{!350, !45}
!351 = distinct !{!351, !45}
!352 = !{i64 0, i64 1024, !27, i64 1024, i64 8, !16, i64 1032, i64 8, !142}
!353 = !{!354}
!354 = distinct !{!354, !355}
!355 = distinct !{!355, !"LVerDomain"}
!356 = !{!357}
!357 = distinct !{!357, !355}
!358 = distinct !{!358, !45, !97}
!359 = distinct !{!359, !45, !97}
!360 = distinct !{!360, !45}
!361 = distinct !{!361, !45}
!362 = distinct !{!362, !45}
!363 = distinct !{!363, !45, !97}
!364 = distinct !{!364, !365}
!365 = !{!"llvm.loop.unroll.disable"}
!366 = distinct !{!366, !45, !99, !97}
!367 = distinct !{!367, !45}
!368 = distinct !{!368, !45, !97}
!369 = distinct !{!369, !365}
!370 = distinct !{!370, !45, !99, !97}
!371 = distinct !{!371, !45}
!372 = distinct !{!372, !45}
!373 = !{i64 0, i64 2816, !27, i64 2816, i64 8, !16, i64 2824, i64 8, !142}
!374 = !{!375}
!375 = distinct !{!375, !376}
!376 = distinct !{!376, !"LVerDomain"}
!377 = !{!378}
!378 = distinct !{!378, !376}
!379 = distinct !{!379, !45, !97}
!380 = distinct !{!380, !45, !97}
!381 = !{i64 0, i64 4, !43, i64 4, i64 8, !142, i64 12, i64 8, !142}
!382 = !{i64 0, i64 8, !142, i64 8, i64 8, !142}
!383 = !{i64 0, i64 8, !142}
!384 = distinct !{!384, !45}
!385 = distinct !{!385, !45}
!386 = distinct !{!386, !45}
!387 = !{!388}
!388 = distinct !{!388, !389}
!389 = distinct !{!389, !"LVerDomain"}
!390 = !{!391}
!391 = distinct !{!391, !389}
!392 = distinct !{!392, !45, !97}
!393 = distinct !{!393, !45, !97}
!394 = distinct !{!394, !45, !97}
!395 = distinct !{!395, !45, !99, !97}
!396 = distinct !{!396, !45}
!397 = distinct !{!397, !45}
!398 = distinct !{!398, !45}
!399 = !{!400}
!400 = distinct !{!400, !401}
!401 = distinct !{!401, !"LVerDomain"}
!402 = !{!403}
!403 = distinct !{!403, !401}
!404 = distinct !{!404, !45, !97}
!405 = distinct !{!405, !45, !97}
!406 = !{!407}
!407 = distinct !{!407, !408}
!408 = distinct !{!408, !"LVerDomain"}
!409 = !{!410}
!410 = distinct !{!410, !408}
!411 = distinct !{!411, !45, !97}
!412 = distinct !{!412, !45, !97}
!413 = !{!414}
!414 = distinct !{!414, !415}
!415 = distinct !{!415, !"LVerDomain"}
!416 = !{!417}
!417 = distinct !{!417, !415}
!418 = distinct !{!418, !45, !97}
!419 = distinct !{!419, !45, !97}
!420 = distinct !{!420, !45}
!421 = distinct !{!421, !45}
!422 = distinct !{!422, !45}
!423 = !{!424}
!424 = distinct !{!424, !425}
!425 = distinct !{!425, !"LVerDomain"}
!426 = !{!427}
!427 = distinct !{!427, !425}
!428 = distinct !{!428, !45, !97}
!429 = distinct !{!429, !45, !97}
!430 = distinct !{!430, !45}
!431 = !{i64 0, i64 2176, !27, i64 2176, i64 8, !16, i64 2184, i64 8, !142}
!432 = !{!433}
!433 = distinct !{!433, !434}
!434 = distinct !{!434, !"LVerDomain"}
!435 = !{!436}
!436 = distinct !{!436, !434}
!437 = distinct !{!437, !45, !97}
!438 = distinct !{!438, !45, !97}
!439 = distinct !{!439, !45}
!440 = distinct !{!440, !45}
!441 = distinct !{!441, !45}
!442 = !{!443}
!443 = distinct !{!443, !444}
!444 = distinct !{!444, !"LVerDomain"}
!445 = !{!446}
!446 = distinct !{!446, !444}
!447 = distinct !{!447, !45, !97}
!448 = distinct !{!448, !45, !97}
!449 = distinct !{!449, !45, !97}
!450 = distinct !{!450, !45, !99, !97}
!451 = distinct !{!451, !45}
!452 = distinct !{!452, !45}
!453 = distinct !{!453, !45}
!454 = !{!455}
!455 = distinct !{!455, !456}
!456 = distinct !{!456, !"LVerDomain"}
!457 = !{!458}
!458 = distinct !{!458, !456}
!459 = distinct !{!459, !45, !97}
!460 = distinct !{!460, !45, !97}
!461 = !{!462}
!462 = distinct !{!462, !463}
!463 = distinct !{!463, !"LVerDomain"}
!464 = !{!465}
!465 = distinct !{!465, !463}
!466 = distinct !{!466, !45, !97}
!467 = distinct !{!467, !45, !97}
!468 = distinct !{!468, !45}
!469 = distinct !{!469, !45}
!470 = distinct !{!470, !45}
!471 = !{!472}
!472 = distinct !{!472, !473}
!473 = distinct !{!473, !"LVerDomain"}
!474 = !{!475}
!475 = distinct !{!475, !473}
!476 = distinct !{!476, !45, !97}
!477 = distinct !{!477, !45, !97}
!478 = distinct !{!478, !45}
!479 = distinct !{!479, !45}
!480 = distinct !{!480, !45}
!481 = distinct !{!481, !45}
!482 = distinct !{!482, !45, !97}
!483 = distinct !{!483, !365}
!484 = distinct !{!484, !45, !99, !97}
!485 = distinct !{!485, !45}
!486 = distinct !{!486, !45, !97}
!487 = distinct !{!487, !365}
!488 = distinct !{!488, !45, !99, !97}
!489 = distinct !{!489, !45}
!490 = distinct !{!490, !45}
!491 = distinct !{!491, !45}
!492 = distinct !{!492, !45}
!493 = distinct !{!493, !45}
!494 = distinct !{!494, !45}
!495 = !{!496, !7, i64 0}
!496 = !{!"PreparedDictionary", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20}
!497 = !{!496, !7, i64 4}
!498 = !{!496, !7, i64 8}
!499 = !{!496, !7, i64 12}
!500 = !{!496, !7, i64 16}
!501 = !{!496, !7, i64 20}
!502 = distinct !{!502, !45}
!503 = distinct !{!503, !45}
!504 = distinct !{!504, !365}
!505 = distinct !{!505, !45}
!506 = !{!127, !17, i64 0}
!507 = !{!127, !17, i64 8}
!508 = !{!509}
!509 = distinct !{!509, !510, !"BrotliWriteBits: argument 0"}
!510 = distinct !{!510, !"BrotliWriteBits"}
!511 = !{!512}
!512 = distinct !{!512, !510, !"BrotliWriteBits: argument 1"}
!513 = !{!514}
!514 = distinct !{!514, !515, !"BrotliWriteBits: argument 0"}
!515 = distinct !{!515, !"BrotliWriteBits"}
!516 = !{!517}
!517 = distinct !{!517, !515, !"BrotliWriteBits: argument 1"}
!518 = !{!519}
!519 = distinct !{!519, !520, !"BrotliWriteBits: argument 0"}
!520 = distinct !{!520, !"BrotliWriteBits"}
!521 = !{!522}
!522 = distinct !{!522, !520, !"BrotliWriteBits: argument 1"}
!523 = !{!524}
!524 = distinct !{!524, !525, !"BrotliWriteBits: argument 1"}
!525 = distinct !{!525, !"BrotliWriteBits"}
!526 = !{!527}
!527 = distinct !{!527, !525, !"BrotliWriteBits: argument 0"}
!528 = !{!529}
!529 = distinct !{!529, !530, !"BrotliWriteBits: argument 0"}
!530 = distinct !{!530, !"BrotliWriteBits"}
!531 = !{!532}
!532 = distinct !{!532, !530, !"BrotliWriteBits: argument 1"}
!533 = distinct !{!533, !365}
!534 = distinct !{!534, !45, !97}
!535 = distinct !{!535, !45}
!536 = distinct !{!536, !45}
!537 = distinct !{!537, !45, !97}
!538 = distinct !{!538, !45}
!539 = !{!540}
!540 = distinct !{!540, !541, !"BrotliWriteBits: argument 0"}
!541 = distinct !{!541, !"BrotliWriteBits"}
!542 = !{!543}
!543 = distinct !{!543, !541, !"BrotliWriteBits: argument 1"}
!544 = !{!545}
!545 = distinct !{!545, !546, !"BrotliWriteBits: argument 0"}
!546 = distinct !{!546, !"BrotliWriteBits"}
!547 = !{!548}
!548 = distinct !{!548, !546, !"BrotliWriteBits: argument 1"}
!549 = !{!550}
!550 = distinct !{!550, !551, !"BrotliWriteBits: argument 0"}
!551 = distinct !{!551, !"BrotliWriteBits"}
!552 = !{!553}
!553 = distinct !{!553, !551, !"BrotliWriteBits: argument 1"}
!554 = !{!555}
!555 = distinct !{!555, !556, !"BrotliWriteBits: argument 1"}
!556 = distinct !{!556, !"BrotliWriteBits"}
!557 = !{!558}
!558 = distinct !{!558, !556, !"BrotliWriteBits: argument 0"}
!559 = !{!560}
!560 = distinct !{!560, !561, !"BrotliWriteBits: argument 0"}
!561 = distinct !{!561, !"BrotliWriteBits"}
!562 = !{!563}
!563 = distinct !{!563, !561, !"BrotliWriteBits: argument 1"}
!564 = !{!565}
!565 = distinct !{!565, !566, !"BrotliWriteBits: argument 0"}
!566 = distinct !{!566, !"BrotliWriteBits"}
!567 = !{!568}
!568 = distinct !{!568, !566, !"BrotliWriteBits: argument 1"}
!569 = !{!570}
!570 = distinct !{!570, !571, !"BrotliWriteBits: argument 0"}
!571 = distinct !{!571, !"BrotliWriteBits"}
!572 = !{!573}
!573 = distinct !{!573, !571, !"BrotliWriteBits: argument 1"}
!574 = !{!575}
!575 = distinct !{!575, !576, !"BrotliWriteBits: argument 1"}
!576 = distinct !{!576, !"BrotliWriteBits"}
!577 = !{!578}
!578 = distinct !{!578, !576, !"BrotliWriteBits: argument 0"}
!579 = !{!580}
!580 = distinct !{!580, !581, !"BrotliWriteBits: argument 0"}
!581 = distinct !{!581, !"BrotliWriteBits"}
!582 = !{!583}
!583 = distinct !{!583, !581, !"BrotliWriteBits: argument 1"}
!584 = !{!585}
!585 = distinct !{!585, !586, !"BrotliWriteBits: argument 1"}
!586 = distinct !{!586, !"BrotliWriteBits"}
!587 = !{!588}
!588 = distinct !{!588, !586, !"BrotliWriteBits: argument 0"}
!589 = !{!590, !7, i64 6972}
!590 = !{!"BrotliEncoderStateStruct", !123, i64 0, !591, i64 1400, !17, i64 1424, !592, i64 1432, !17, i64 1472, !10, i64 1480, !17, i64 1488, !17, i64 1496, !17, i64 1504, !17, i64 1512, !17, i64 1520, !8, i64 1528, !8, i64 1592, !31, i64 1608, !8, i64 1610, !8, i64 1611, !8, i64 1612, !8, i64 1613, !17, i64 1616, !10, i64 1624, !593, i64 1632, !8, i64 2768, !10, i64 6864, !17, i64 6872, !10, i64 6880, !10, i64 6888, !10, i64 6896, !10, i64 6904, !17, i64 6912, !10, i64 6920, !17, i64 6928, !17, i64 6936, !8, i64 6944, !7, i64 6960, !8, i64 6964, !7, i64 6968, !7, i64 6972}
!591 = !{!"MemoryManager", !10, i64 0, !10, i64 8, !10, i64 16}
!592 = !{!"RingBuffer", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20, !10, i64 24, !10, i64 32}
!593 = !{!"", !594, i64 0, !8, i64 80}
!594 = !{!"", !8, i64 0, !7, i64 32, !17, i64 40, !17, i64 48, !124, i64 56, !7, i64 72}
!595 = !{!590, !8, i64 0}
!596 = !{!590, !7, i64 4}
!597 = !{!590, !7, i64 8}
!598 = !{!590, !7, i64 12}
!599 = !{!590, !7, i64 32}
!600 = !{!590, !17, i64 24}
!601 = !{!590, !7, i64 36}
!602 = !{!590, !7, i64 56}
!603 = !{!590, !7, i64 60}
!604 = !{!590, !17, i64 16}
!605 = !{!123, !8, i64 0}
!606 = !{!123, !7, i64 36}
!607 = !{!123, !7, i64 4}
!608 = !{!123, !7, i64 8}
!609 = !{!123, !17, i64 72}
!610 = !{!590, !17, i64 1424}
!611 = !{!590, !8, i64 1612}
!612 = !{!590, !8, i64 1613}
!613 = !{!590, !8, i64 6964}
!614 = !{!590, !7, i64 6968}
!615 = !{!590, !10, i64 1624}
!616 = !{!590, !10, i64 1480}
!617 = !{!592, !10, i64 24}
!618 = !{!590, !10, i64 6864}
!619 = !{!590, !10, i64 6880}
!620 = !{!590, !10, i64 6888}
!621 = !{!590, !10, i64 6896}
!622 = !{!590, !10, i64 6904}
!623 = !{!590, !8, i64 1610}
!624 = !{!590, !31, i64 1608}
!625 = !{!590, !10, i64 6920}
!626 = !{!590, !17, i64 6928}
!627 = !{!590, !17, i64 6936}
!628 = !{!590, !17, i64 1488}
!629 = !{!590, !10, i64 1464}
!630 = !{!590, !7, i64 1436}
!631 = !{!632, !7, i64 4}
!632 = !{!"Command", !7, i64 0, !7, i64 4, !7, i64 8, !31, i64 12, !31, i64 14}
!633 = !{!590, !17, i64 1520}
!634 = !{!632, !31, i64 14}
!635 = !{!125, !7, i64 4}
!636 = !{!632, !7, i64 8}
!637 = !{!125, !7, i64 0}
!638 = distinct !{!638, !45}
!639 = distinct !{!639, !45}
!640 = distinct !{!640, !45}
!641 = !{!632, !7, i64 0}
!642 = !{!643, !10, i64 32}
!643 = !{!"ManagedDictionary", !7, i64 0, !591, i64 8, !10, i64 32}
!644 = !{!643, !7, i64 0}
!645 = !{!126, !7, i64 544}
!646 = !{!126, !8, i64 548}
!647 = !{!129, !10, i64 24}
!648 = !{!129, !10, i64 32}
!649 = !{!126, !7, i64 1312}
!650 = !{!126, !17, i64 8}
!651 = distinct !{!651, !45}
!652 = !{i64 0, i64 4, !43, i64 4, i64 1, !27, i64 5, i64 64, !27, i64 72, i64 512, !27, i64 584, i64 8, !16, i64 592, i64 8, !18, i64 600, i64 4, !43, i64 604, i64 4, !43, i64 608, i64 8, !16, i64 616, i64 8, !18, i64 624, i64 8, !18, i64 632, i64 8, !18, i64 640, i64 8, !18, i64 648, i64 8, !18, i64 656, i64 8, !16, i64 664, i64 8, !16, i64 672, i64 1, !27, i64 673, i64 1, !27, i64 674, i64 1, !27, i64 676, i64 4, !43, i64 680, i64 4, !43, i64 688, i64 4, !43, i64 696, i64 8, !18, i64 704, i64 8, !18, i64 712, i64 8, !18, i64 720, i64 8, !16, i64 728, i64 8, !18, i64 736, i64 8, !16, i64 744, i64 8, !18, i64 752, i64 8, !18, i64 760, i64 8, !18}
!653 = !{!126, !17, i64 1128}
!654 = !{!123, !17, i64 24}
!655 = !{!123, !7, i64 12}
!656 = !{!124, !7, i64 0}
!657 = !{!124, !7, i64 8}
!658 = !{!124, !7, i64 4}
!659 = distinct !{!659, !45}
!660 = !{!123, !7, i64 44}
!661 = !{!123, !7, i64 48}
!662 = !{!126, !7, i64 0}
!663 = !{!126, !17, i64 408}
!664 = !{!126, !10, i64 1304}
!665 = !{!129, !10, i64 0}
!666 = !{!667, !7, i64 24}
!667 = !{!"BrotliTransforms", !31, i64 0, !10, i64 8, !10, i64 16, !7, i64 24, !10, i64 32, !10, i64 40, !8, i64 48}
!668 = !{!129, !7, i64 8}
!669 = !{!129, !10, i64 40}
!670 = !{!129, !10, i64 48}
!671 = !{!129, !7, i64 12}
!672 = !{!129, !17, i64 16}
!673 = !{!129, !7, i64 96}
!674 = !{!130, !8, i64 26}
!675 = !{!130, !7, i64 28}
!676 = !{!130, !7, i64 32}
!677 = !{!126, !10, i64 1240}
!678 = distinct !{!678, !45}
!679 = !{!129, !10, i64 112}
!680 = !{!129, !10, i64 120}
!681 = !{!129, !10, i64 136}
!682 = !{!129, !10, i64 152}
!683 = !{!129, !10, i64 160}
!684 = !{!130, !10, i64 0}
!685 = distinct !{!685, !45}
!686 = !{!687, !31, i64 4}
!687 = !{!"HuffmanTree", !7, i64 0, !31, i64 4, !31, i64 6}
!688 = !{!687, !31, i64 6}
!689 = distinct !{!689, !45}
!690 = distinct !{!690, !45}
!691 = distinct !{!691, !45}
!692 = distinct !{!692, !45}
!693 = distinct !{!693, !45}
!694 = distinct !{!694, !45}
!695 = distinct !{!695, !45}
!696 = distinct !{!696, !45}
!697 = distinct !{!697, !45}
!698 = distinct !{!698, !45}
!699 = distinct !{!699, !365}
!700 = distinct !{!700, !45}
!701 = distinct !{!701, !45}
!702 = distinct !{!702, !45}
!703 = distinct !{!703, !45}
!704 = distinct !{!704, !45}
!705 = distinct !{!705, !45}
!706 = distinct !{!706, !45}
!707 = !{!591, !10, i64 0}
!708 = !{!591, !10, i64 16}
!709 = !{!591, !10, i64 8}
!710 = distinct !{!710, !45}
!711 = !{!125, !7, i64 8}
!712 = !{!125, !7, i64 12}
!713 = !{!125, !17, i64 16}
!714 = !{!715, !17, i64 184}
!715 = !{!"MetaBlockSplit", !167, i64 0, !167, i64 48, !167, i64 96, !10, i64 144, !17, i64 152, !10, i64 160, !17, i64 168, !10, i64 176, !17, i64 184, !10, i64 192, !17, i64 200, !10, i64 208, !17, i64 216}
!716 = !{!715, !17, i64 200}
!717 = !{!715, !10, i64 176}
!718 = distinct !{!718, !45}
!719 = !{!715, !17, i64 216}
!720 = !{!715, !10, i64 192}
!721 = distinct !{!721, !45}
!722 = !{!715, !10, i64 208}
!723 = distinct !{!723, !45}
!724 = !{!129, !10, i64 104}
!725 = !{!128, !8, i64 4}
!726 = distinct !{!726, !45}
