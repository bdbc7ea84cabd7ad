; ModuleID = '/tmp/tmpqgxc_g9h/brotli.ll'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.BrotliPrefixCodeRange = type { i16, i8 }
%struct.BrotliSharedDictionaryStruct = type { i32, [15 x i64], [15 x i8*], i32, [64 x i8], i8, [64 x %struct.BrotliDictionary*], [64 x %struct.BrotliTransforms*], i8, %struct.BrotliDictionary*, i8, %struct.BrotliTransforms*, i16*, i8* (i8*, i64)*, void (i8*, i8*)*, i8* }
%struct.BrotliDictionary = type { [32 x i8], [32 x i32], i64, i8* }
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
%struct.DictWord = type { i8, i8, i16 }
%struct.Command = type { i32, i32, i32, i16, i16 }
%struct.ZopfliCostModel = type { [704 x float], float*, i32, float*, float, i64, %union.anon.1 }
%union.anon.1 = type { [768 x i64], [896 x i8] }
%struct.StartPosQueue = type { [8 x %struct.PosData], i64 }
%struct.PosData = type { i64, [4 x i32], float, float }
%struct.HistogramLiteral = type { [256 x i32], i64, double }
%struct.HistogramCommand = type { [704 x i32], i64, double }
%struct.HistogramDistance = type { [544 x i32], i64, double }
%struct.HuffmanTree = type { i32, i16, i16 }
%struct.MemoryManager = type { i8* (i8*, i64)*, void (i8*, i8*)*, i8* }
%struct.HistogramPair = type { i32, i32, double, double }
%struct.BrotliEncoderStateStruct = type { %struct.BrotliEncoderParams, %struct.MemoryManager, i64, %struct.RingBuffer, i64, %struct.Command*, i64, i64, i64, i64, i64, [16 x i32], [4 x i32], i16, i8, i8, i8, i8, i64, i8*, %struct.Hasher, [1024 x i32], i32*, i64, %struct.BrotliOnePassArena*, %struct.BrotliTwoPassArena*, i32*, i8*, i64, i8*, i64, i64, %union.anon.0.89, i32, i32, i32, i32 }
%struct.RingBuffer = type { i32, i32, i32, i32, i32, i32, i8*, i8* }
%struct.Hasher = type { %struct.HasherCommon, %union.anon.18 }
%struct.HasherCommon = type { [4 x i8*], i32, i64, i64, %struct.BrotliHasherParams, i32 }
%union.anon.18 = type { %struct.H42 }
%struct.H42 = type { [512 x i16], i64, [2 x i8*], %struct.HasherCommon* }
%struct.BrotliOnePassArena = type { [256 x i8], [256 x i16], [128 x i8], [128 x i16], [128 x i32], [512 x i8], i64, [513 x %struct.HuffmanTree], [256 x i32], [704 x i8], [64 x i16] }
%struct.BrotliTwoPassArena = type { [256 x i32], [256 x i8], [256 x i16], [128 x i32], [128 x i8], [128 x i16], [513 x %struct.HuffmanTree], [704 x i8], [64 x i16] }
%union.anon.0.89 = type { [2 x i64] }
%struct.BrotliEncoderPreparedDictionaryStruct = type opaque
%struct.ManagedDictionary = type { i32, %struct.MemoryManager, i32* }
%struct.BlockSplit = type { i64, i64, i8*, i32*, i64, i64 }

@kBrotliBitMask = external hidden local_unnamed_addr constant [33 x i64], align 16
@kStaticCommandCodeDepth = external hidden constant [704 x i8], align 16
@kStaticCommandCodeBits = external hidden constant [704 x i16], align 16
@kStaticDistanceCodeDepth = external hidden constant [64 x i8], align 16
@kStaticDistanceCodeBits = external hidden constant [64 x i16], align 16
@_kBrotliPrefixCodeRanges = external dso_local local_unnamed_addr constant [26 x %struct.BrotliPrefixCodeRange], align 16
@kBrotliShellGaps = external hidden local_unnamed_addr constant [6 x i64], align 16
@_kBrotliContextLookupTable = external dso_local constant [2048 x i8], align 16
@kBrotliLog2Table = external hidden local_unnamed_addr constant [256 x double], align 16

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
declare dso_local noalias i8* @BrotliDefaultAllocFunc(i8* nocapture noundef readnone, i64 noundef) #0

; Function Attrs: mustprogress nounwind uwtable willreturn
declare dso_local void @BrotliDefaultFreeFunc(i8* nocapture noundef readnone, i8* nocapture noundef) #1

; Function Attrs: nounwind uwtable
declare dso_local %struct.BrotliSharedDictionaryStruct* @BrotliSharedDictionaryCreateInstance(i8* (i8*, i64)* noundef, void (i8*, i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define hidden fastcc i32 @Shift(i8* nocapture noundef %0, i32 noundef %1, i16 noundef zeroext %2) unnamed_addr #4 {
  %4 = zext i16 %2 to i32
  %5 = and i32 %4, 32767
  %6 = and i32 %4, 32768
  %7 = sub nuw nsw i32 16777216, %6
  %8 = or i32 %7, %5
  %9 = load i8, i8* %0, align 1, !tbaa !5
  %10 = zext i8 %9 to i32
  %11 = icmp sgt i8 %9, -1
  br i1 %11, label %12, label %16

12:                                               ; preds = %3
  %13 = trunc i16 %2 to i8
  %14 = add i8 %9, %13
  %15 = and i8 %14, 127
  store i8 %15, i8* %0, align 1, !tbaa !5
  br label %114

16:                                               ; preds = %3
  %17 = icmp ult i8 %9, -64
  br i1 %17, label %114, label %18

18:                                               ; preds = %16
  %19 = icmp ult i8 %9, -32
  br i1 %19, label %20, label %39

20:                                               ; preds = %18
  %21 = icmp slt i32 %1, 2
  br i1 %21, label %114, label %22

22:                                               ; preds = %20
  %23 = getelementptr inbounds i8, i8* %0, i64 1
  %24 = load i8, i8* %23, align 1, !tbaa !5
  %25 = and i8 %24, 63
  %26 = zext i8 %25 to i32
  %27 = shl nuw nsw i32 %10, 6
  %28 = and i32 %27, 1984
  %29 = or i32 %28, %26
  %30 = add nuw nsw i32 %29, %8
  %31 = lshr i32 %30, 6
  %32 = trunc i32 %31 to i8
  %33 = and i8 %32, 31
  %34 = or i8 %33, -64
  store i8 %34, i8* %0, align 1, !tbaa !5
  %35 = and i8 %24, -64
  %36 = trunc i32 %30 to i8
  %37 = and i8 %36, 63
  %38 = or i8 %37, %35
  store i8 %38, i8* %23, align 1, !tbaa !5
  br label %114

39:                                               ; preds = %18
  %40 = icmp ult i8 %9, -16
  br i1 %40, label %41, label %71

41:                                               ; preds = %39
  %42 = icmp slt i32 %1, 3
  br i1 %42, label %114, label %43

43:                                               ; preds = %41
  %44 = getelementptr inbounds i8, i8* %0, i64 2
  %45 = load i8, i8* %44, align 1, !tbaa !5
  %46 = and i8 %45, 63
  %47 = zext i8 %46 to i32
  %48 = getelementptr inbounds i8, i8* %0, i64 1
  %49 = load i8, i8* %48, align 1, !tbaa !5
  %50 = and i8 %49, 63
  %51 = zext i8 %50 to i32
  %52 = shl nuw nsw i32 %51, 6
  %53 = shl nuw nsw i32 %10, 12
  %54 = and i32 %53, 61440
  %55 = add nuw nsw i32 %54, %8
  %56 = add nuw nsw i32 %55, %47
  %57 = add nuw nsw i32 %56, %52
  %58 = lshr i32 %57, 12
  %59 = trunc i32 %58 to i8
  %60 = and i8 %59, 15
  %61 = or i8 %60, -32
  store i8 %61, i8* %0, align 1, !tbaa !5
  %62 = and i8 %49, -64
  %63 = lshr i32 %57, 6
  %64 = trunc i32 %63 to i8
  %65 = and i8 %64, 63
  %66 = or i8 %65, %62
  store i8 %66, i8* %48, align 1, !tbaa !5
  %67 = and i8 %45, -64
  %68 = trunc i32 %57 to i8
  %69 = and i8 %68, 63
  %70 = or i8 %69, %67
  store i8 %70, i8* %44, align 1, !tbaa !5
  br label %114

71:                                               ; preds = %39
  %72 = icmp ult i8 %9, -8
  br i1 %72, label %73, label %114

73:                                               ; preds = %71
  %74 = icmp slt i32 %1, 4
  br i1 %74, label %114, label %75

75:                                               ; preds = %73
  %76 = getelementptr inbounds i8, i8* %0, i64 3
  %77 = load i8, i8* %76, align 1, !tbaa !5
  %78 = and i8 %77, 63
  %79 = zext i8 %78 to i32
  %80 = getelementptr inbounds i8, i8* %0, i64 2
  %81 = load i8, i8* %80, align 1, !tbaa !5
  %82 = and i8 %81, 63
  %83 = zext i8 %82 to i32
  %84 = shl nuw nsw i32 %83, 6
  %85 = getelementptr inbounds i8, i8* %0, i64 1
  %86 = load i8, i8* %85, align 1, !tbaa !5
  %87 = and i8 %86, 63
  %88 = zext i8 %87 to i32
  %89 = shl nuw nsw i32 %88, 12
  %90 = shl nuw nsw i32 %10, 18
  %91 = and i32 %90, 1835008
  %92 = add nuw nsw i32 %91, %8
  %93 = add nuw nsw i32 %92, %79
  %94 = add nuw nsw i32 %93, %84
  %95 = add nuw nsw i32 %94, %89
  %96 = lshr i32 %95, 18
  %97 = trunc i32 %96 to i8
  %98 = and i8 %97, 7
  %99 = or i8 %98, -16
  store i8 %99, i8* %0, align 1, !tbaa !5
  %100 = and i8 %86, -64
  %101 = lshr i32 %95, 12
  %102 = trunc i32 %101 to i8
  %103 = and i8 %102, 63
  %104 = or i8 %103, %100
  store i8 %104, i8* %85, align 1, !tbaa !5
  %105 = and i8 %81, -64
  %106 = lshr i32 %95, 6
  %107 = trunc i32 %106 to i8
  %108 = and i8 %107, 63
  %109 = or i8 %108, %105
  store i8 %109, i8* %80, align 1, !tbaa !5
  %110 = and i8 %77, -64
  %111 = trunc i32 %95 to i8
  %112 = and i8 %111, 63
  %113 = or i8 %112, %110
  store i8 %113, i8* %76, align 1, !tbaa !5
  br label %114

114:                                              ; preds = %75, %73, %71, %43, %41, %22, %20, %16, %12
  %115 = phi i32 [ 1, %12 ], [ 2, %22 ], [ 3, %43 ], [ 4, %75 ], [ 1, %16 ], [ 1, %20 ], [ %1, %41 ], [ %1, %73 ], [ 1, %71 ]
  ret i32 %115
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
declare hidden void @BrotliInitBitReader(%struct.BrotliBitReader* nocapture noundef writeonly) local_unnamed_addr #5

; Function Attrs: nofree noinline nosync nounwind uwtable
define hidden i32 @BrotliSafeReadBits32Slow(%struct.BrotliBitReader* noundef %0, i64 noundef %1, i64* nocapture noundef writeonly %2) local_unnamed_addr #6 {
  %4 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %0, i64 0, i32 0
  %5 = load i64, i64* %4, align 8, !tbaa !8
  %6 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %0, i64 0, i32 1
  %7 = load i64, i64* %6, align 8, !tbaa !12
  %8 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %0, i64 0, i32 2
  %9 = load i8*, i8** %8, align 8, !tbaa !13
  %10 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %0, i64 0, i32 4
  %11 = load i8*, i8** %10, align 8, !tbaa !14
  %12 = ptrtoint i8* %11 to i64
  %13 = ptrtoint i8* %9 to i64
  %14 = sub i64 %12, %13
  %15 = icmp ult i64 %7, 16
  br i1 %15, label %16, label %35

16:                                               ; preds = %3
  %17 = icmp eq i8* %9, %11
  br i1 %17, label %57, label %18

18:                                               ; preds = %16
  %19 = load i8, i8* %9, align 1, !tbaa !5
  %20 = zext i8 %19 to i64
  %21 = shl i64 %20, %7
  %22 = or i64 %21, %5
  store i64 %22, i64* %4, align 8, !tbaa !8
  %23 = add nuw nsw i64 %7, 8
  store i64 %23, i64* %6, align 8, !tbaa !12
  %24 = getelementptr inbounds i8, i8* %9, i64 1
  store i8* %24, i8** %8, align 8, !tbaa !13
  %25 = icmp ult i64 %7, 8
  br i1 %25, label %26, label %35, !llvm.loop !15

26:                                               ; preds = %18
  %27 = icmp eq i8* %24, %11
  br i1 %27, label %57, label %28

28:                                               ; preds = %26
  %29 = load i8, i8* %24, align 1, !tbaa !5
  %30 = zext i8 %29 to i64
  %31 = shl i64 %30, %23
  %32 = or i64 %31, %22
  store i64 %32, i64* %4, align 8, !tbaa !8
  %33 = add nuw nsw i64 %7, 16
  store i64 %33, i64* %6, align 8, !tbaa !12
  %34 = getelementptr inbounds i8, i8* %9, i64 2
  store i8* %34, i8** %8, align 8, !tbaa !13
  br label %35

35:                                               ; preds = %28, %18, %3
  %36 = phi i8* [ %9, %3 ], [ %24, %18 ], [ %34, %28 ]
  %37 = phi i64 [ %7, %3 ], [ %23, %18 ], [ %33, %28 ]
  %38 = phi i64 [ %5, %3 ], [ %22, %18 ], [ %32, %28 ]
  %39 = and i64 %38, 65535
  %40 = add i64 %37, -16
  store i64 %40, i64* %6, align 8, !tbaa !12
  %41 = lshr i64 %38, 16
  store i64 %41, i64* %4, align 8, !tbaa !8
  %42 = add i64 %1, -16
  %43 = icmp ult i64 %40, %42
  br i1 %43, label %44, label %65

44:                                               ; preds = %49, %35
  %45 = phi i64 [ %53, %49 ], [ %41, %35 ]
  %46 = phi i8* [ %55, %49 ], [ %36, %35 ]
  %47 = phi i64 [ %54, %49 ], [ %40, %35 ]
  %48 = icmp eq i8* %46, %11
  br i1 %48, label %57, label %49

49:                                               ; preds = %44
  %50 = load i8, i8* %46, align 1, !tbaa !5
  %51 = zext i8 %50 to i64
  %52 = shl i64 %51, %47
  %53 = or i64 %52, %45
  store i64 %53, i64* %4, align 8, !tbaa !8
  %54 = add i64 %47, 8
  store i64 %54, i64* %6, align 8, !tbaa !12
  %55 = getelementptr inbounds i8, i8* %46, i64 1
  store i8* %55, i8** %8, align 8, !tbaa !13
  %56 = icmp ult i64 %54, %42
  br i1 %56, label %44, label %65, !llvm.loop !15

57:                                               ; preds = %44, %26, %16
  store i64 %5, i64* %4, align 8, !tbaa !8
  store i64 %7, i64* %6, align 8, !tbaa !12
  store i8* %9, i8** %8, align 8, !tbaa !13
  %58 = getelementptr i8, i8* %9, i64 %14
  store i8* %58, i8** %10, align 8, !tbaa !14
  %59 = add i64 %14, -28
  %60 = icmp ult i64 %59, -29
  %61 = add i64 %14, -27
  %62 = select i1 %60, i64 %61, i64 0
  %63 = getelementptr i8, i8* %9, i64 %62
  %64 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %0, i64 0, i32 3
  store i8* %63, i8** %64, align 8
  br label %75

65:                                               ; preds = %49, %35
  %66 = phi i64 [ %40, %35 ], [ %54, %49 ]
  %67 = phi i64 [ %41, %35 ], [ %53, %49 ]
  %68 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %42
  %69 = load i64, i64* %68, align 8, !tbaa !17
  %70 = and i64 %69, %67
  %71 = sub i64 %66, %42
  store i64 %71, i64* %6, align 8, !tbaa !12
  %72 = lshr i64 %67, %42
  store i64 %72, i64* %4, align 8, !tbaa !8
  %73 = shl i64 %70, 16
  %74 = or i64 %73, %39
  store i64 %74, i64* %2, align 8, !tbaa !17
  br label %75

75:                                               ; preds = %65, %57
  %76 = phi i32 [ 1, %65 ], [ 0, %57 ]
  ret i32 %76
}

; Function Attrs: nounwind uwtable
define dso_local i32 @BrotliDecoderDecompress(i64 noundef %0, i8* noundef %1, i64* nocapture noundef %2, i8* noundef %3) local_unnamed_addr #2 {
  %5 = alloca %struct.BrotliDecoderStateStruct, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i8*, align 8
  %9 = alloca i64, align 8
  %10 = alloca i8*, align 8
  %11 = bitcast %struct.BrotliDecoderStateStruct* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 5744, i8* nonnull %11) #18
  %12 = bitcast i64* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #18
  store i64 0, i64* %6, align 8, !tbaa !17
  %13 = bitcast i64* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #18
  store i64 %0, i64* %7, align 8, !tbaa !17
  %14 = bitcast i8** %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14) #18
  store i8* %1, i8** %8, align 8, !tbaa !18
  %15 = bitcast i64* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %15) #18
  %16 = load i64, i64* %2, align 8, !tbaa !17
  store i64 %16, i64* %9, align 8, !tbaa !17
  %17 = bitcast i8** %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %17) #18
  store i8* %3, i8** %10, align 8, !tbaa !18
  %18 = call i32 @BrotliDecoderStateInit(%struct.BrotliDecoderStateStruct* noundef nonnull %5, i8* (i8*, i64)* noundef null, void (i8*, i8*)* noundef null, i8* noundef null) #18
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %25, label %20

20:                                               ; preds = %4
  %21 = call i32 @BrotliDecoderDecompressStream(%struct.BrotliDecoderStateStruct* noundef nonnull %5, i64* noundef nonnull %7, i8** noundef nonnull %8, i64* noundef nonnull %9, i8** noundef nonnull %10, i64* noundef nonnull %6)
  %22 = load i64, i64* %6, align 8, !tbaa !17
  store i64 %22, i64* %2, align 8, !tbaa !17
  call void @BrotliDecoderStateCleanup(%struct.BrotliDecoderStateStruct* noundef nonnull %5) #18
  %23 = icmp eq i32 %21, 1
  %24 = zext i1 %23 to i32
  br label %25

25:                                               ; preds = %20, %4
  %26 = phi i32 [ %24, %20 ], [ 0, %4 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %17) #18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %15) #18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14) #18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #18
  call void @llvm.lifetime.end.p0i8(i64 5744, i8* nonnull %11) #18
  ret i32 %26
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #7

; Function Attrs: nounwind uwtable
declare dso_local i32 @BrotliDecoderDecompressStream(%struct.BrotliDecoderStateStruct* noundef, i64* nocapture noundef, i8** nocapture noundef, i64* nocapture noundef, i8** noundef, i64* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #7

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
declare hidden fastcc i32 @SafeDecodeSymbol(%struct.HuffmanCode* nocapture noundef readonly, %struct.BrotliBitReader* nocapture noundef, i64* nocapture noundef writeonly) unnamed_addr #8

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: nofree noinline nosync nounwind uwtable
define hidden fastcc i32 @SafeDecodeDistanceBlockSwitch(%struct.BrotliDecoderStateStruct* nocapture noundef %0) unnamed_addr #6 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 32, i64 2
  %5 = load i64, i64* %4, align 8, !tbaa !17
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 26
  %7 = load %struct.HuffmanCode*, %struct.HuffmanCode** %6, align 8, !tbaa !19
  %8 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %7, i64 1264
  %9 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 27
  %10 = load %struct.HuffmanCode*, %struct.HuffmanCode** %9, align 8, !tbaa !24
  %11 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %10, i64 792
  %12 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2
  %13 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 4
  %14 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14) #18
  %15 = icmp ult i64 %5, 2
  br i1 %15, label %222, label %16

16:                                               ; preds = %1
  %17 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %12, i64 0, i32 0
  %18 = load i64, i64* %17, align 8, !tbaa !8
  %19 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 1
  %20 = load i64, i64* %19, align 8, !tbaa !12
  %21 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %22 = load i8*, i8** %21, align 8, !tbaa !13
  %23 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 4
  %24 = load i8*, i8** %23, align 8, !tbaa !14
  %25 = ptrtoint i8* %24 to i64
  %26 = ptrtoint i8* %22 to i64
  %27 = sub i64 %25, %26
  %28 = icmp ult i64 %20, 15
  br i1 %28, label %29, label %48

29:                                               ; preds = %16
  %30 = icmp eq i8* %22, %24
  br i1 %30, label %84, label %31

31:                                               ; preds = %29
  %32 = load i8, i8* %22, align 1, !tbaa !5
  %33 = zext i8 %32 to i64
  %34 = shl i64 %33, %20
  %35 = or i64 %34, %18
  store i64 %35, i64* %17, align 8, !tbaa !8
  %36 = add nuw nsw i64 %20, 8
  store i64 %36, i64* %19, align 8, !tbaa !12
  %37 = getelementptr inbounds i8, i8* %22, i64 1
  store i8* %37, i8** %21, align 8, !tbaa !13
  %38 = icmp ult i64 %20, 7
  br i1 %38, label %39, label %48, !llvm.loop !25

39:                                               ; preds = %31
  %40 = icmp eq i8* %37, %24
  br i1 %40, label %84, label %41

41:                                               ; preds = %39
  %42 = load i8, i8* %37, align 1, !tbaa !5
  %43 = zext i8 %42 to i64
  %44 = shl i64 %43, %36
  %45 = or i64 %44, %35
  store i64 %45, i64* %17, align 8, !tbaa !8
  %46 = add nuw nsw i64 %20, 16
  store i64 %46, i64* %19, align 8, !tbaa !12
  %47 = getelementptr inbounds i8, i8* %22, i64 2
  store i8* %47, i8** %21, align 8, !tbaa !13
  br label %48

48:                                               ; preds = %41, %31, %16
  %49 = phi i64 [ %20, %16 ], [ %36, %31 ], [ %46, %41 ]
  %50 = phi i64 [ %18, %16 ], [ %35, %31 ], [ %45, %41 ]
  %51 = and i64 %50, 255
  %52 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %8, i64 %51
  %53 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %52, i64 0, i32 0
  %54 = load i8, i8* %53, align 2, !tbaa !26
  %55 = icmp ugt i8 %54, 8
  br i1 %55, label %56, label %73

56:                                               ; preds = %48
  %57 = add i64 %49, -8
  %58 = lshr i64 %50, 8
  %59 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %8, i64 %51, i32 1
  %60 = load i16, i16* %59, align 2, !tbaa !28
  %61 = zext i16 %60 to i64
  %62 = and i64 %58, 127
  %63 = zext i8 %54 to i64
  %64 = add nuw nsw i64 %63, 4294967288
  %65 = and i64 %64, 4294967295
  %66 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %65
  %67 = load i64, i64* %66, align 8, !tbaa !17
  %68 = and i64 %62, %67
  %69 = add nuw nsw i64 %68, %61
  %70 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %52, i64 %69
  %71 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %70, i64 0, i32 0
  %72 = load i8, i8* %71, align 2, !tbaa !26
  br label %73

73:                                               ; preds = %56, %48
  %74 = phi i64 [ %58, %56 ], [ %50, %48 ]
  %75 = phi i64 [ %57, %56 ], [ %49, %48 ]
  %76 = phi i8 [ %72, %56 ], [ %54, %48 ]
  %77 = phi %struct.HuffmanCode* [ %70, %56 ], [ %52, %48 ]
  %78 = zext i8 %76 to i64
  %79 = sub i64 %75, %78
  store i64 %79, i64* %19, align 8, !tbaa !12
  %80 = lshr i64 %74, %78
  store i64 %80, i64* %17, align 8, !tbaa !8
  %81 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %77, i64 0, i32 1
  %82 = load i16, i16* %81, align 2, !tbaa !28
  %83 = zext i16 %82 to i64
  store i64 %83, i64* %3, align 8, !tbaa !17
  br label %87

84:                                               ; preds = %39, %29
  %85 = call fastcc i32 @SafeDecodeSymbol(%struct.HuffmanCode* noundef nonnull %8, %struct.BrotliBitReader* noundef nonnull %12, i64* noundef nonnull %3) #18
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %222, label %87

87:                                               ; preds = %84, %73
  %88 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 30, i64 2
  %89 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %89) #18
  %90 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 53
  %91 = load i32, i32* %90, align 4, !tbaa !29
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %93, label %163

93:                                               ; preds = %87
  %94 = load i64, i64* %19, align 8, !tbaa !12
  %95 = icmp ult i64 %94, 15
  br i1 %95, label %98, label %96

96:                                               ; preds = %93
  %97 = load i64, i64* %17, align 8, !tbaa !8
  br label %121

98:                                               ; preds = %93
  %99 = load i8*, i8** %23, align 8, !tbaa !14
  %100 = load i8*, i8** %21, align 8, !tbaa !13
  %101 = icmp eq i8* %100, %99
  br i1 %101, label %157, label %102

102:                                              ; preds = %98
  %103 = load i64, i64* %17, align 8, !tbaa !8
  %104 = load i8, i8* %100, align 1, !tbaa !5
  %105 = zext i8 %104 to i64
  %106 = shl i64 %105, %94
  %107 = or i64 %106, %103
  store i64 %107, i64* %17, align 8, !tbaa !8
  %108 = add nuw nsw i64 %94, 8
  store i64 %108, i64* %19, align 8, !tbaa !12
  %109 = getelementptr inbounds i8, i8* %100, i64 1
  store i8* %109, i8** %21, align 8, !tbaa !13
  %110 = icmp ult i64 %94, 7
  br i1 %110, label %111, label %121, !llvm.loop !25

111:                                              ; preds = %102
  %112 = icmp eq i8* %109, %99
  br i1 %112, label %157, label %113

113:                                              ; preds = %111
  %114 = load i64, i64* %17, align 8, !tbaa !8
  %115 = load i8, i8* %109, align 1, !tbaa !5
  %116 = zext i8 %115 to i64
  %117 = shl i64 %116, %108
  %118 = or i64 %117, %114
  store i64 %118, i64* %17, align 8, !tbaa !8
  %119 = add nuw nsw i64 %94, 16
  store i64 %119, i64* %19, align 8, !tbaa !12
  %120 = getelementptr inbounds i8, i8* %100, i64 2
  store i8* %120, i8** %21, align 8, !tbaa !13
  br label %121

121:                                              ; preds = %113, %102, %96
  %122 = phi i64 [ %94, %96 ], [ %108, %102 ], [ %119, %113 ]
  %123 = phi i64 [ %97, %96 ], [ %107, %102 ], [ %118, %113 ]
  %124 = and i64 %123, 255
  %125 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %11, i64 %124
  %126 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %125, i64 0, i32 0
  %127 = load i8, i8* %126, align 2, !tbaa !26
  %128 = icmp ugt i8 %127, 8
  br i1 %128, label %129, label %146

129:                                              ; preds = %121
  %130 = add i64 %122, -8
  %131 = lshr i64 %123, 8
  %132 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %11, i64 %124, i32 1
  %133 = load i16, i16* %132, align 2, !tbaa !28
  %134 = zext i16 %133 to i64
  %135 = and i64 %131, 127
  %136 = zext i8 %127 to i64
  %137 = add nuw nsw i64 %136, 4294967288
  %138 = and i64 %137, 4294967295
  %139 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %138
  %140 = load i64, i64* %139, align 8, !tbaa !17
  %141 = and i64 %135, %140
  %142 = add nuw nsw i64 %141, %134
  %143 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %125, i64 %142
  %144 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %143, i64 0, i32 0
  %145 = load i8, i8* %144, align 2, !tbaa !26
  br label %146

146:                                              ; preds = %129, %121
  %147 = phi i64 [ %131, %129 ], [ %123, %121 ]
  %148 = phi i64 [ %130, %129 ], [ %122, %121 ]
  %149 = phi i8 [ %145, %129 ], [ %127, %121 ]
  %150 = phi %struct.HuffmanCode* [ %143, %129 ], [ %125, %121 ]
  %151 = zext i8 %149 to i64
  %152 = sub i64 %148, %151
  store i64 %152, i64* %19, align 8, !tbaa !12
  %153 = lshr i64 %147, %151
  store i64 %153, i64* %17, align 8, !tbaa !8
  %154 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %150, i64 0, i32 1
  %155 = load i16, i16* %154, align 2, !tbaa !28
  %156 = zext i16 %155 to i64
  br label %166

157:                                              ; preds = %111, %98
  %158 = call fastcc i32 @SafeDecodeSymbol(%struct.HuffmanCode* noundef nonnull %11, %struct.BrotliBitReader* noundef nonnull %12, i64* noundef nonnull %2) #18
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %160, label %161

160:                                              ; preds = %157
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %89) #18
  br label %195

161:                                              ; preds = %157
  %162 = load i64, i64* %2, align 8, !tbaa !17
  br label %166

163:                                              ; preds = %87
  %164 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 31
  %165 = load i64, i64* %164, align 8, !tbaa !30
  br label %166

166:                                              ; preds = %163, %161, %146
  %167 = phi i64 [ %162, %161 ], [ %156, %146 ], [ %165, %163 ]
  %168 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %167, i32 1
  %169 = load i8, i8* %168, align 2, !tbaa !31
  %170 = zext i8 %169 to i64
  %171 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %167, i32 0
  %172 = load i16, i16* %171, align 4, !tbaa !33
  %173 = load i64, i64* %19, align 8, !tbaa !12
  %174 = icmp ult i64 %173, %170
  br i1 %174, label %177, label %175

175:                                              ; preds = %166
  %176 = load i64, i64* %17, align 8, !tbaa !8
  br label %203

177:                                              ; preds = %166
  %178 = load i8*, i8** %23, align 8, !tbaa !14
  %179 = load i8*, i8** %21, align 8, !tbaa !13
  br label %180

180:                                              ; preds = %184, %177
  %181 = phi i8* [ %179, %177 ], [ %191, %184 ]
  %182 = phi i64 [ %173, %177 ], [ %190, %184 ]
  %183 = icmp eq i8* %181, %178
  br i1 %183, label %193, label %184

184:                                              ; preds = %180
  %185 = load i64, i64* %17, align 8, !tbaa !8
  %186 = load i8, i8* %181, align 1, !tbaa !5
  %187 = zext i8 %186 to i64
  %188 = shl i64 %187, %182
  %189 = or i64 %188, %185
  store i64 %189, i64* %17, align 8, !tbaa !8
  %190 = add nuw nsw i64 %182, 8
  store i64 %190, i64* %19, align 8, !tbaa !12
  %191 = getelementptr inbounds i8, i8* %181, i64 1
  store i8* %191, i8** %21, align 8, !tbaa !13
  %192 = icmp ult i64 %190, %170
  br i1 %192, label %180, label %203, !llvm.loop !34

193:                                              ; preds = %180
  %194 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 31
  store i64 %167, i64* %194, align 8, !tbaa !30
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %89) #18
  br label %195

195:                                              ; preds = %193, %160
  store i32 0, i32* %90, align 4, !tbaa !29
  store i64 %18, i64* %17, align 8, !tbaa !8
  store i64 %20, i64* %19, align 8, !tbaa !12
  store i8* %22, i8** %21, align 8, !tbaa !13
  %196 = getelementptr i8, i8* %22, i64 %27
  store i8* %196, i8** %23, align 8, !tbaa !14
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
  %207 = load i64, i64* %206, align 8, !tbaa !17
  %208 = and i64 %207, %205
  %209 = sub i64 %204, %170
  store i64 %209, i64* %19, align 8, !tbaa !12
  %210 = lshr i64 %205, %170
  store i64 %210, i64* %17, align 8, !tbaa !8
  %211 = zext i16 %172 to i64
  %212 = add i64 %208, %211
  store i64 %212, i64* %88, align 8, !tbaa !17
  store i32 0, i32* %90, align 4, !tbaa !29
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %89) #18
  %213 = load i64, i64* %3, align 8, !tbaa !17
  switch i64 %213, label %220 [
    i64 1, label %214
    i64 0, label %218
  ]

214:                                              ; preds = %203
  %215 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 5
  %216 = load i64, i64* %215, align 8, !tbaa !17
  %217 = add i64 %216, 1
  br label %223

218:                                              ; preds = %203
  %219 = load i64, i64* %13, align 8, !tbaa !17
  br label %223

220:                                              ; preds = %203
  %221 = add i64 %213, -2
  br label %223

222:                                              ; preds = %195, %84, %1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14) #18
  br label %241

223:                                              ; preds = %220, %218, %214
  %224 = phi i64 [ %219, %218 ], [ %221, %220 ], [ %217, %214 ]
  %225 = icmp ult i64 %224, %5
  %226 = select i1 %225, i64 0, i64 %5
  %227 = sub i64 %224, %226
  %228 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 5
  %229 = load i64, i64* %228, align 8, !tbaa !17
  store i64 %229, i64* %13, align 8, !tbaa !17
  store i64 %227, i64* %228, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14) #18
  %230 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 37
  %231 = load i8*, i8** %230, align 8, !tbaa !35
  %232 = shl i64 %227, 2
  %233 = getelementptr inbounds i8, i8* %231, i64 %232
  %234 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 22
  store i8* %233, i8** %234, align 8, !tbaa !36
  %235 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 29
  %236 = load i32, i32* %235, align 4, !tbaa !37
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds i8, i8* %233, i64 %237
  %239 = load i8, i8* %238, align 1, !tbaa !5
  %240 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 45
  store i8 %239, i8* %240, align 4, !tbaa !38
  br label %241

241:                                              ; preds = %223, %222
  %242 = phi i32 [ 1, %223 ], [ 0, %222 ]
  ret i32 %242
}

; Function Attrs: mustprogress nofree noinline nosync nounwind uwtable willreturn
define hidden fastcc void @DecodeDistanceBlockSwitch(%struct.BrotliDecoderStateStruct* nocapture noundef %0) unnamed_addr #8 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 32, i64 2
  %3 = load i64, i64* %2, align 8, !tbaa !17
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 26
  %5 = load %struct.HuffmanCode*, %struct.HuffmanCode** %4, align 8, !tbaa !19
  %6 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %5, i64 1264
  %7 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 27
  %8 = load %struct.HuffmanCode*, %struct.HuffmanCode** %7, align 8, !tbaa !24
  %9 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %8, i64 792
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 4
  %11 = icmp ult i64 %3, 2
  br i1 %11, label %160, label %12

12:                                               ; preds = %1
  %13 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 1
  %14 = load i64, i64* %13, align 8, !tbaa !12
  %15 = icmp ult i64 %14, 17
  %16 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 0
  %17 = load i64, i64* %16, align 8, !tbaa !8
  br i1 %15, label %18, label %27

18:                                               ; preds = %12
  %19 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %20 = load i8*, i8** %19, align 8, !tbaa !13
  %21 = bitcast i8* %20 to i64*
  %22 = load i64, i64* %21, align 1
  %23 = shl i64 %22, %14
  %24 = or i64 %23, %17
  %25 = add nuw nsw i64 %14, 48
  %26 = getelementptr inbounds i8, i8* %20, i64 6
  store i8* %26, i8** %19, align 8, !tbaa !13
  br label %27

27:                                               ; preds = %18, %12
  %28 = phi i64 [ %25, %18 ], [ %14, %12 ]
  %29 = phi i64 [ %24, %18 ], [ %17, %12 ]
  %30 = and i64 %29, 255
  %31 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %6, i64 %30
  %32 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %31, i64 0, i32 0
  %33 = load i8, i8* %32, align 2, !tbaa !26
  %34 = icmp ugt i8 %33, 8
  br i1 %34, label %35, label %51

35:                                               ; preds = %27
  %36 = add i64 %28, -8
  %37 = lshr i64 %29, 8
  %38 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %6, i64 %30, i32 1
  %39 = load i16, i16* %38, align 2, !tbaa !28
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
  %50 = load i8, i8* %49, align 2, !tbaa !26
  br label %51

51:                                               ; preds = %35, %27
  %52 = phi i64 [ %37, %35 ], [ %29, %27 ]
  %53 = phi i64 [ %36, %35 ], [ %28, %27 ]
  %54 = phi i8 [ %50, %35 ], [ %33, %27 ]
  %55 = phi %struct.HuffmanCode* [ %48, %35 ], [ %31, %27 ]
  %56 = zext i8 %54 to i64
  %57 = sub i64 %53, %56
  store i64 %57, i64* %13, align 8, !tbaa !12
  %58 = lshr i64 %52, %56
  store i64 %58, i64* %16, align 8, !tbaa !8
  %59 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %55, i64 0, i32 1
  %60 = load i16, i16* %59, align 2, !tbaa !28
  %61 = zext i16 %60 to i64
  %62 = icmp ult i64 %57, 17
  br i1 %62, label %63, label %72

63:                                               ; preds = %51
  %64 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %65 = load i8*, i8** %64, align 8, !tbaa !13
  %66 = bitcast i8* %65 to i64*
  %67 = load i64, i64* %66, align 1
  %68 = shl i64 %67, %57
  %69 = or i64 %68, %58
  %70 = add nuw nsw i64 %57, 48
  %71 = getelementptr inbounds i8, i8* %65, i64 6
  store i8* %71, i8** %64, align 8, !tbaa !13
  br label %72

72:                                               ; preds = %63, %51
  %73 = phi i64 [ %70, %63 ], [ %57, %51 ]
  %74 = phi i64 [ %69, %63 ], [ %58, %51 ]
  %75 = and i64 %74, 255
  %76 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %9, i64 %75
  %77 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %76, i64 0, i32 0
  %78 = load i8, i8* %77, align 2, !tbaa !26
  %79 = icmp ugt i8 %78, 8
  br i1 %79, label %80, label %96

80:                                               ; preds = %72
  %81 = add i64 %73, -8
  %82 = lshr i64 %74, 8
  %83 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %9, i64 %75, i32 1
  %84 = load i16, i16* %83, align 2, !tbaa !28
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
  %95 = load i8, i8* %94, align 2, !tbaa !26
  br label %96

96:                                               ; preds = %80, %72
  %97 = phi i64 [ %82, %80 ], [ %74, %72 ]
  %98 = phi i64 [ %81, %80 ], [ %73, %72 ]
  %99 = phi i8 [ %95, %80 ], [ %78, %72 ]
  %100 = phi %struct.HuffmanCode* [ %93, %80 ], [ %76, %72 ]
  %101 = zext i8 %99 to i64
  %102 = sub i64 %98, %101
  store i64 %102, i64* %13, align 8, !tbaa !12
  %103 = lshr i64 %97, %101
  store i64 %103, i64* %16, align 8, !tbaa !8
  %104 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %100, i64 0, i32 1
  %105 = load i16, i16* %104, align 2, !tbaa !28
  %106 = zext i16 %105 to i64
  %107 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %106, i32 1
  %108 = load i8, i8* %107, align 2, !tbaa !31
  %109 = zext i8 %108 to i64
  %110 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %106, i32 0
  %111 = load i16, i16* %110, align 4, !tbaa !33
  %112 = icmp ult i64 %102, 33
  br i1 %112, label %113, label %123

113:                                              ; preds = %96
  %114 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %115 = load i8*, i8** %114, align 8, !tbaa !13
  %116 = bitcast i8* %115 to i32*
  %117 = load i32, i32* %116, align 1
  %118 = zext i32 %117 to i64
  %119 = shl nuw i64 %118, %102
  %120 = or i64 %119, %103
  %121 = add nuw nsw i64 %102, 32
  %122 = getelementptr inbounds i8, i8* %115, i64 4
  store i8* %122, i8** %114, align 8, !tbaa !13
  br label %123

123:                                              ; preds = %113, %96
  %124 = phi i64 [ %103, %96 ], [ %120, %113 ]
  %125 = phi i64 [ %102, %96 ], [ %121, %113 ]
  %126 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %109
  %127 = load i64, i64* %126, align 8, !tbaa !17
  %128 = zext i16 %111 to i64
  %129 = and i64 %127, %124
  %130 = sub i64 %125, %109
  store i64 %130, i64* %13, align 8, !tbaa !12
  %131 = lshr i64 %124, %109
  store i64 %131, i64* %16, align 8, !tbaa !8
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
  %150 = load i8*, i8** %149, align 8, !tbaa !35
  %151 = shl i64 %146, 2
  %152 = getelementptr inbounds i8, i8* %150, i64 %151
  %153 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 22
  store i8* %152, i8** %153, align 8, !tbaa !36
  %154 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 29
  %155 = load i32, i32* %154, align 4, !tbaa !37
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds i8, i8* %152, i64 %156
  %158 = load i8, i8* %157, align 1, !tbaa !5
  %159 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 45
  store i8 %158, i8* %159, align 4, !tbaa !38
  br label %160

160:                                              ; preds = %142, %1
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @BrotliDecoderIsFinished(%struct.BrotliDecoderStateStruct* nocapture noundef readonly %0) local_unnamed_addr #10 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 8, !tbaa !39
  %4 = icmp eq i32 %3, 26
  br i1 %4, label %5, label %29

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 15
  %7 = load i32, i32* %6, align 8, !tbaa !40
  %8 = icmp slt i32 %7, 0
  br i1 %8, label %29, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 17
  %11 = load i8*, i8** %10, align 8, !tbaa !41
  %12 = icmp eq i8* %11, null
  br i1 %12, label %29, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 8
  %15 = load i32, i32* %14, align 8, !tbaa !42
  %16 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 11
  %17 = load i32, i32* %16, align 4, !tbaa !43
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 39
  %20 = load i64, i64* %19, align 8, !tbaa !44
  %21 = sext i32 %17 to i64
  %22 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 40
  %23 = load i64, i64* %22, align 8, !tbaa !45
  %24 = sub i64 %18, %23
  %25 = mul i64 %20, %21
  %26 = sub i64 0, %25
  %27 = icmp eq i64 %24, %26
  %28 = zext i1 %27 to i32
  br label %29

29:                                               ; preds = %13, %9, %5, %1
  %30 = phi i32 [ 0, %1 ], [ 1, %5 ], [ 1, %9 ], [ %28, %13 ]
  ret i32 %30
}

; Function Attrs: nounwind uwtable
define hidden i32 @BrotliDecoderStateInit(%struct.BrotliDecoderStateStruct* noundef %0, i8* (i8*, i64)* noundef %1, void (i8*, i8*)* noundef %2, i8* noundef %3) local_unnamed_addr #2 {
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
  store i32 0, i32* %12, align 8, !tbaa !40
  %13 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2
  tail call void @BrotliInitBitReader(%struct.BrotliBitReader* noundef nonnull %13) #18
  %14 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 0
  store i32 0, i32* %14, align 8, !tbaa !39
  %15 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 55
  %16 = bitcast i24* %15 to i32*
  %17 = load i32, i32* %16, align 4
  %18 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 7
  store i64 0, i64* %18, align 8, !tbaa !46
  %19 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 1
  store i32 0, i32* %19, align 4, !tbaa !47
  %20 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 8
  store i32 0, i32* %20, align 8, !tbaa !42
  %21 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 39
  %22 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 49
  %23 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 26
  %24 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 17
  store i8* null, i8** %24, align 8, !tbaa !41
  %25 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 11
  store i32 0, i32* %25, align 4, !tbaa !43
  %26 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 12
  store i32 0, i32* %26, align 8, !tbaa !48
  %27 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 57
  %28 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 37
  store i8* null, i8** %28, align 8, !tbaa !35
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
  store i32 0, i32* %40, align 8, !tbaa !49
  %41 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 14, i64 3
  store i32 4, i32* %41, align 4, !tbaa !50
  %42 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 13
  %43 = bitcast i32* %42 to <4 x i32>*
  store <4 x i32> <i32 0, i32 16, i32 15, i32 11>, <4 x i32>* %43, align 4, !tbaa !50
  %44 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 41
  %45 = bitcast %struct.HuffmanCode** %23 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %45, i8 0, i64 16, i1 false)
  store i64 63, i64* %44, align 8, !tbaa !51
  %46 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 60
  store %struct.BrotliDecoderCompoundDictionary* null, %struct.BrotliDecoderCompoundDictionary** %46, align 8, !tbaa !52
  %47 = tail call %struct.BrotliSharedDictionaryStruct* @BrotliSharedDictionaryCreateInstance(i8* (i8*, i64)* noundef %1, void (i8*, i8*)* noundef %2, i8* noundef %3) #18
  %48 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 59
  store %struct.BrotliSharedDictionaryStruct* %47, %struct.BrotliSharedDictionaryStruct** %48, align 8, !tbaa !53
  %49 = icmp eq %struct.BrotliSharedDictionaryStruct* %47, null
  br i1 %49, label %53, label %50

50:                                               ; preds = %4
  %51 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 46
  %52 = bitcast void (i8*, i64)** %51 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %52, i8 0, i64 24, i1 false)
  br label %53

53:                                               ; preds = %50, %4
  %54 = phi i32 [ 1, %50 ], [ 0, %4 ]
  ret i32 %54
}

; Function Attrs: nounwind uwtable
declare hidden void @BrotliDecoderStateCleanup(%struct.BrotliDecoderStateStruct* nocapture noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #11

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #12

; Function Attrs: nofree nosync nounwind uwtable
define hidden void @BrotliZopfliCreateCommands(i64 noundef %0, i64 noundef %1, %struct.ZopfliNode* nocapture noundef readonly %2, i32* nocapture noundef %3, i64* nocapture noundef %4, %struct.BrotliEncoderParams* nocapture noundef readonly %5, %struct.Command* nocapture noundef writeonly %6, i64* nocapture noundef %7) local_unnamed_addr #13 {
  %9 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %5, i64 0, i32 2
  %10 = load i32, i32* %9, align 8, !tbaa !54
  %11 = zext i32 %10 to i64
  %12 = shl nuw i64 1, %11
  %13 = add i64 %12, -16
  %14 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %2, i64 0, i32 3
  %15 = bitcast %union.anon.19* %14 to i32*
  %16 = load i32, i32* %15, align 4, !tbaa !5
  %17 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %5, i64 0, i32 10, i32 1, i32 1
  %18 = load i64, i64* %17, align 8, !tbaa !64
  %19 = icmp eq i32 %16, -1
  br i1 %19, label %220, label %20

20:                                               ; preds = %8
  %21 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %5, i64 0, i32 4
  %22 = load i64, i64* %21, align 8, !tbaa !65
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
  %36 = load i32, i32* %35, align 4, !tbaa !66
  %37 = and i32 %36, 33554431
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %2, i64 %34, i32 2
  %40 = load i32, i32* %39, align 4, !tbaa !68
  %41 = and i32 %40, 134217727
  %42 = zext i32 %41 to i64
  %43 = add i64 %30, %42
  %44 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %2, i64 %34, i32 3
  %45 = bitcast %union.anon.19* %44 to i32*
  %46 = load i32, i32* %45, align 4, !tbaa !5
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
  %54 = load i32, i32* %53, align 4, !tbaa !69
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
  store i32 %71, i32* %72, align 4, !tbaa !70
  %73 = shl i32 %70, 25
  %74 = or i32 %73, %37
  %75 = getelementptr inbounds %struct.Command, %struct.Command* %6, i64 %32, i32 1
  store i32 %74, i32* %75, align 4, !tbaa !72
  %76 = load i32, i32* %24, align 4, !tbaa !73
  %77 = zext i32 %76 to i64
  %78 = load i32, i32* %25, align 8, !tbaa !74
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds %struct.Command, %struct.Command* %6, i64 %32, i32 4
  %81 = getelementptr inbounds %struct.Command, %struct.Command* %6, i64 %32, i32 2
  %82 = add nuw nsw i64 %77, 16
  %83 = icmp ugt i64 %82, %69
  br i1 %83, label %84, label %86

84:                                               ; preds = %51
  %85 = trunc i32 %68 to i16
  store i16 %85, i16* %80, align 2, !tbaa !75
  br label %116

86:                                               ; preds = %51
  %87 = shl i64 4, %79
  %88 = add nsw i64 %69, -16
  %89 = sub nsw i64 %88, %77
  %90 = add i64 %89, %87
  %91 = trunc i64 %90 to i32
  %92 = tail call i32 @llvm.ctlz.i32(i32 %91, i1 true) #18, !range !76
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
  store i16 %112, i16* %80, align 2, !tbaa !75
  %113 = sub i64 %90, %102
  %114 = lshr i64 %113, %79
  %115 = trunc i64 %114 to i32
  br label %116

116:                                              ; preds = %86, %84
  %117 = phi i16 [ %112, %86 ], [ %85, %84 ]
  %118 = phi i32 [ %115, %86 ], [ 0, %84 ]
  store i32 %118, i32* %81, align 4, !tbaa !50
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
  %129 = tail call i32 @llvm.ctlz.i32(i32 %128, i1 true) #18, !range !76
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
  %142 = tail call i32 @llvm.ctlz.i32(i32 %141, i1 true) #18, !range !76
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
  %161 = tail call i32 @llvm.ctlz.i32(i32 %159, i1 true) #18, !range !76
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
  %174 = tail call i32 @llvm.ctlz.i32(i32 %173, i1 true) #18, !range !76
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
  store i16 %206, i16* %207, align 2, !tbaa !75
  %208 = icmp ne i32 %68, 0
  %209 = select i1 %63, i1 %208, i1 false
  br i1 %209, label %210, label %214

210:                                              ; preds = %205
  %211 = load i32, i32* %26, align 4, !tbaa !50
  store i32 %211, i32* %27, align 4, !tbaa !50
  %212 = load i32, i32* %28, align 4, !tbaa !50
  store i32 %212, i32* %26, align 4, !tbaa !50
  %213 = load i32, i32* %3, align 4, !tbaa !50
  store i32 %213, i32* %28, align 4, !tbaa !50
  store i32 %54, i32* %3, align 4, !tbaa !50
  br label %214

214:                                              ; preds = %210, %205
  %215 = load i64, i64* %7, align 8, !tbaa !17
  %216 = add i64 %215, %52
  store i64 %216, i64* %7, align 8, !tbaa !17
  %217 = add i64 %43, %38
  %218 = add i64 %32, 1
  %219 = icmp eq i32 %46, -1
  br i1 %219, label %220, label %29, !llvm.loop !77

220:                                              ; preds = %214, %8
  %221 = phi i64 [ 0, %8 ], [ %217, %214 ]
  %222 = sub i64 %0, %221
  %223 = load i64, i64* %4, align 8, !tbaa !17
  %224 = add i64 %222, %223
  store i64 %224, i64* %4, align 8, !tbaa !17
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
define hidden fastcc void @EvaluateNode(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i32* nocapture noundef readonly %4, %struct.ZopfliCostModel* nocapture noundef readonly %5, %struct.StartPosQueue* nocapture noundef %6, %struct.ZopfliNode* nocapture noundef %7) unnamed_addr #13 {
  %9 = bitcast i32* %4 to i8*
  %10 = alloca %struct.PosData, align 8
  %11 = alloca %struct.PosData, align 8
  %12 = bitcast %struct.PosData* %11 to i8*
  %13 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %1, i32 3
  %14 = getelementptr %union.anon.19, %union.anon.19* %13, i64 0, i32 0
  %15 = load float, float* %14, align 4, !tbaa !5
  %16 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %1, i32 0
  %17 = load i32, i32* %16, align 4, !tbaa !66
  %18 = and i32 %17, 33554431
  %19 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %1, i32 2
  %20 = load i32, i32* %19, align 4, !tbaa !68
  %21 = and i32 %20, 134217727
  %22 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %1, i32 1
  %23 = load i32, i32* %22, align 4, !tbaa !69
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
  %50 = load i32, i32* %49, align 4, !tbaa !5
  br label %51

51:                                               ; preds = %44, %42, %8
  %52 = phi i32 [ %43, %42 ], [ %50, %44 ], [ 0, %8 ]
  %53 = bitcast %union.anon.19* %13 to i32*
  store i32 %52, i32* %53, align 4, !tbaa !5
  %54 = getelementptr inbounds %struct.ZopfliCostModel, %struct.ZopfliCostModel* %5, i64 0, i32 3
  %55 = load float*, float** %54, align 8, !tbaa !78
  %56 = getelementptr inbounds float, float* %55, i64 %1
  %57 = load float, float* %56, align 4, !tbaa !81
  %58 = load float, float* %55, align 4, !tbaa !81
  %59 = fsub float %57, %58
  %60 = fcmp ugt float %15, %59
  br i1 %60, label %169, label %61

61:                                               ; preds = %51
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %12) #18
  %62 = getelementptr inbounds %struct.PosData, %struct.PosData* %11, i64 0, i32 0
  store i64 %1, i64* %62, align 8, !tbaa !82
  %63 = getelementptr inbounds %struct.PosData, %struct.PosData* %11, i64 0, i32 3
  store float %15, float* %63, align 4, !tbaa !84
  %64 = fsub float %15, %59
  %65 = getelementptr inbounds %struct.PosData, %struct.PosData* %11, i64 0, i32 2
  store float %64, float* %65, align 8, !tbaa !85
  %66 = icmp eq i32 %52, 0
  br i1 %66, label %71, label %77

67:                                               ; preds = %131, %113, %95, %77
  %68 = phi i64 [ 1, %77 ], [ 2, %95 ], [ 3, %113 ], [ 4, %131 ]
  %69 = and i64 %68, 4
  %70 = icmp eq i64 %69, 0
  br i1 %70, label %71, label %136

71:                                               ; preds = %67, %61
  %72 = phi i64 [ %68, %67 ], [ 0, %61 ]
  %73 = shl nuw nsw i64 %72, 2
  %74 = add nuw nsw i64 %73, 8
  %75 = getelementptr i8, i8* %12, i64 %74
  %76 = sub nuw nsw i64 16, %73
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %75, i8* align 4 %9, i64 %76, i1 false), !tbaa !50
  br label %136

77:                                               ; preds = %61
  %78 = zext i32 %52 to i64
  %79 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %78, i32 2
  %80 = load i32, i32* %79, align 4, !tbaa !68
  %81 = and i32 %80, 134217727
  %82 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %78, i32 0
  %83 = load i32, i32* %82, align 4, !tbaa !66
  %84 = and i32 %83, 33554431
  %85 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %78, i32 1
  %86 = load i32, i32* %85, align 4, !tbaa !69
  %87 = getelementptr inbounds %struct.PosData, %struct.PosData* %11, i64 0, i32 1, i64 0
  store i32 %86, i32* %87, align 8, !tbaa !50
  %88 = add nuw nsw i32 %84, %81
  %89 = zext i32 %88 to i64
  %90 = sub nsw i64 %78, %89
  %91 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %90, i32 3
  %92 = bitcast %union.anon.19* %91 to i32*
  %93 = load i32, i32* %92, align 4, !tbaa !5
  %94 = icmp eq i32 %93, 0
  br i1 %94, label %67, label %95, !llvm.loop !86

95:                                               ; preds = %77
  %96 = zext i32 %93 to i64
  %97 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %96, i32 2
  %98 = load i32, i32* %97, align 4, !tbaa !68
  %99 = and i32 %98, 134217727
  %100 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %96, i32 0
  %101 = load i32, i32* %100, align 4, !tbaa !66
  %102 = and i32 %101, 33554431
  %103 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %96, i32 1
  %104 = load i32, i32* %103, align 4, !tbaa !69
  %105 = getelementptr inbounds %struct.PosData, %struct.PosData* %11, i64 0, i32 1, i64 1
  store i32 %104, i32* %105, align 4, !tbaa !50
  %106 = add nuw nsw i32 %102, %99
  %107 = zext i32 %106 to i64
  %108 = sub nsw i64 %96, %107
  %109 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %108, i32 3
  %110 = bitcast %union.anon.19* %109 to i32*
  %111 = load i32, i32* %110, align 4, !tbaa !5
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %67, label %113, !llvm.loop !86

113:                                              ; preds = %95
  %114 = zext i32 %111 to i64
  %115 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %114, i32 2
  %116 = load i32, i32* %115, align 4, !tbaa !68
  %117 = and i32 %116, 134217727
  %118 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %114, i32 0
  %119 = load i32, i32* %118, align 4, !tbaa !66
  %120 = and i32 %119, 33554431
  %121 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %114, i32 1
  %122 = load i32, i32* %121, align 4, !tbaa !69
  %123 = getelementptr inbounds %struct.PosData, %struct.PosData* %11, i64 0, i32 1, i64 2
  store i32 %122, i32* %123, align 8, !tbaa !50
  %124 = add nuw nsw i32 %120, %117
  %125 = zext i32 %124 to i64
  %126 = sub nsw i64 %114, %125
  %127 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %126, i32 3
  %128 = bitcast %union.anon.19* %127 to i32*
  %129 = load i32, i32* %128, align 4, !tbaa !5
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %67, label %131, !llvm.loop !86

131:                                              ; preds = %113
  %132 = zext i32 %129 to i64
  %133 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %7, i64 %132, i32 1
  %134 = load i32, i32* %133, align 4, !tbaa !69
  %135 = getelementptr inbounds %struct.PosData, %struct.PosData* %11, i64 0, i32 1, i64 3
  store i32 %134, i32* %135, align 4, !tbaa !50
  br label %67

136:                                              ; preds = %71, %67
  %137 = getelementptr inbounds %struct.StartPosQueue, %struct.StartPosQueue* %6, i64 0, i32 1
  %138 = load i64, i64* %137, align 8, !tbaa !87
  %139 = add i64 %138, 1
  store i64 %139, i64* %137, align 8, !tbaa !87
  %140 = and i64 %138, 7
  %141 = xor i64 %140, 7
  %142 = icmp ult i64 %139, 8
  %143 = select i1 %142, i64 %139, i64 8
  %144 = getelementptr inbounds %struct.StartPosQueue, %struct.StartPosQueue* %6, i64 0, i32 0, i64 %141
  %145 = bitcast %struct.PosData* %144 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %145, i8* noundef nonnull align 8 dereferenceable(32) %12, i64 32, i1 false) #18, !tbaa.struct !89
  %146 = icmp ugt i64 %143, 1
  br i1 %146, label %147, label %168

147:                                              ; preds = %136
  %148 = bitcast %struct.PosData* %10 to i8*
  br label %149

149:                                              ; preds = %165, %147
  %150 = phi i64 [ %141, %147 ], [ %155, %165 ]
  %151 = phi i64 [ 1, %147 ], [ %166, %165 ]
  %152 = and i64 %150, 7
  %153 = getelementptr inbounds %struct.StartPosQueue, %struct.StartPosQueue* %6, i64 0, i32 0, i64 %152, i32 2
  %154 = load float, float* %153, align 8, !tbaa !85
  %155 = add nuw nsw i64 %150, 1
  %156 = and i64 %155, 7
  %157 = getelementptr inbounds %struct.StartPosQueue, %struct.StartPosQueue* %6, i64 0, i32 0, i64 %156, i32 2
  %158 = load float, float* %157, align 8, !tbaa !85
  %159 = fcmp ogt float %154, %158
  br i1 %159, label %160, label %165

160:                                              ; preds = %149
  %161 = getelementptr inbounds %struct.StartPosQueue, %struct.StartPosQueue* %6, i64 0, i32 0, i64 %156
  %162 = getelementptr inbounds %struct.StartPosQueue, %struct.StartPosQueue* %6, i64 0, i32 0, i64 %152
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %148)
  %163 = bitcast %struct.PosData* %162 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %148, i8* noundef nonnull align 8 dereferenceable(32) %163, i64 32, i1 false) #18, !tbaa.struct !89
  %164 = bitcast %struct.PosData* %161 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %163, i8* noundef nonnull align 8 dereferenceable(32) %164, i64 32, i1 false) #18, !tbaa.struct !89
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %164, i8* noundef nonnull align 8 dereferenceable(32) %148, i64 32, i1 false) #18, !tbaa.struct !89
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %148)
  br label %165

165:                                              ; preds = %160, %149
  %166 = add nuw nsw i64 %151, 1
  %167 = icmp eq i64 %166, %143
  br i1 %167, label %168, label %149, !llvm.loop !90

168:                                              ; preds = %165, %136
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %12) #18
  br label %169

169:                                              ; preds = %168, %51
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @log2(double noundef) local_unnamed_addr #14

; Function Attrs: nofree nounwind uwtable
declare hidden double @BrotliPopulationCostLiteral(%struct.HistogramLiteral* nocapture noundef readonly) local_unnamed_addr #15

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #12

; Function Attrs: nofree nounwind uwtable
declare hidden double @BrotliPopulationCostCommand(%struct.HistogramCommand* nocapture noundef readonly) local_unnamed_addr #15

; Function Attrs: nofree nounwind uwtable
declare hidden double @BrotliPopulationCostDistance(%struct.HistogramDistance* nocapture noundef readonly) local_unnamed_addr #15

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umin.i64(i64, i64) #12

; Function Attrs: nounwind uwtable
declare hidden void @BrotliBuildAndStoreHuffmanTreeFast(%struct.HuffmanTree* noundef, i32* nocapture noundef readonly, i64 noundef, i64 noundef, i8* noundef, i16* noundef, i64* noundef, i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
declare hidden fastcc void @StoreCompressedMetaBlockHeader(i32 noundef, i64 noundef, i64* nocapture noundef, i8* nocapture noundef) unnamed_addr #16

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc void @StoreDataWithHuffmanCodes(i8* nocapture noundef readonly, i64 noundef, i64 noundef, %struct.Command* nocapture noundef readonly, i64 noundef, i8* nocapture noundef readonly, i16* nocapture noundef readonly, i8* nocapture noundef readonly, i16* nocapture noundef readonly, i8* nocapture noundef readonly, i16* nocapture noundef readonly, i64* nocapture noundef, i8* nocapture noundef) unnamed_addr #13

; Function Attrs: nounwind uwtable
define hidden void @BrotliStoreMetaBlockFast(%struct.MemoryManager* noundef %0, i8* nocapture noundef readonly %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i32 noundef %5, %struct.BrotliEncoderParams* nocapture noundef readonly %6, %struct.Command* nocapture noundef readonly %7, i64 noundef %8, i64* noundef %9, i8* nocapture noundef %10) local_unnamed_addr #2 {
  %12 = alloca [256 x i32], align 16
  %13 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef 20640) #18
  %14 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %6, i64 0, i32 9, i32 2
  %15 = load i32, i32* %14, align 8, !tbaa !91
  tail call fastcc void @StoreCompressedMetaBlockHeader(i32 noundef %5, i64 noundef %3, i64* noundef %9, i8* noundef %10)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !92)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !95)
  %16 = load i64, i64* %9, align 8, !tbaa !17, !alias.scope !92, !noalias !95
  %17 = lshr i64 %16, 3
  %18 = getelementptr inbounds i8, i8* %10, i64 %17
  %19 = load i8, i8* %18, align 1, !tbaa !5, !alias.scope !95, !noalias !92
  %20 = zext i8 %19 to i64
  %21 = bitcast i8* %18 to i64*
  store i64 %20, i64* %21, align 1, !alias.scope !95, !noalias !92
  %22 = add i64 %16, 13
  store i64 %22, i64* %9, align 8, !tbaa !17, !alias.scope !92, !noalias !95
  %23 = icmp ult i64 %8, 129
  br i1 %23, label %24, label %117

24:                                               ; preds = %11
  %25 = bitcast [256 x i32]* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1024, i8* nonnull %25) #18
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(1024) %25, i8 0, i64 1024, i1 false)
  %26 = icmp eq i64 %8, 0
  br i1 %26, label %84, label %27

27:                                               ; preds = %76, %24
  %28 = phi i64 [ %82, %76 ], [ 0, %24 ]
  %29 = phi i64 [ %78, %76 ], [ 0, %24 ]
  %30 = phi i64 [ %81, %76 ], [ %2, %24 ]
  %31 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %28, i32 0
  %32 = load i32, i32* %31, align 4, !tbaa.struct !97
  %33 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %28, i32 1
  %34 = load i32, i32* %33, align 4, !tbaa.struct !98
  %35 = zext i32 %32 to i64
  %36 = icmp eq i32 %32, 0
  br i1 %36, label %76, label %37

37:                                               ; preds = %27
  %38 = and i64 %35, 1
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %50, label %40

40:                                               ; preds = %37
  %41 = and i64 %30, %4
  %42 = getelementptr inbounds i8, i8* %1, i64 %41
  %43 = load i8, i8* %42, align 1, !tbaa !5
  %44 = zext i8 %43 to i64
  %45 = getelementptr inbounds [256 x i32], [256 x i32]* %12, i64 0, i64 %44
  %46 = load i32, i32* %45, align 4, !tbaa !50
  %47 = add i32 %46, 1
  store i32 %47, i32* %45, align 4, !tbaa !50
  %48 = add i64 %30, 1
  %49 = add nsw i64 %35, -1
  br label %50

50:                                               ; preds = %40, %37
  %51 = phi i64 [ undef, %37 ], [ %48, %40 ]
  %52 = phi i64 [ %35, %37 ], [ %49, %40 ]
  %53 = phi i64 [ %30, %37 ], [ %48, %40 ]
  %54 = icmp eq i32 %32, 1
  br i1 %54, label %76, label %55

55:                                               ; preds = %55, %50
  %56 = phi i64 [ %74, %55 ], [ %52, %50 ]
  %57 = phi i64 [ %73, %55 ], [ %53, %50 ]
  %58 = and i64 %57, %4
  %59 = getelementptr inbounds i8, i8* %1, i64 %58
  %60 = load i8, i8* %59, align 1, !tbaa !5
  %61 = zext i8 %60 to i64
  %62 = getelementptr inbounds [256 x i32], [256 x i32]* %12, i64 0, i64 %61
  %63 = load i32, i32* %62, align 4, !tbaa !50
  %64 = add i32 %63, 1
  store i32 %64, i32* %62, align 4, !tbaa !50
  %65 = add i64 %57, 1
  %66 = and i64 %65, %4
  %67 = getelementptr inbounds i8, i8* %1, i64 %66
  %68 = load i8, i8* %67, align 1, !tbaa !5
  %69 = zext i8 %68 to i64
  %70 = getelementptr inbounds [256 x i32], [256 x i32]* %12, i64 0, i64 %69
  %71 = load i32, i32* %70, align 4, !tbaa !50
  %72 = add i32 %71, 1
  store i32 %72, i32* %70, align 4, !tbaa !50
  %73 = add i64 %57, 2
  %74 = add nsw i64 %56, -2
  %75 = icmp eq i64 %74, 0
  br i1 %75, label %76, label %55, !llvm.loop !99

76:                                               ; preds = %55, %50, %27
  %77 = phi i64 [ %30, %27 ], [ %51, %50 ], [ %73, %55 ]
  %78 = add i64 %29, %35
  %79 = and i32 %34, 33554431
  %80 = zext i32 %79 to i64
  %81 = add i64 %77, %80
  %82 = add nuw i64 %28, 1
  %83 = icmp eq i64 %82, %8
  br i1 %83, label %84, label %27, !llvm.loop !100

84:                                               ; preds = %76, %24
  %85 = phi i64 [ 0, %24 ], [ %78, %76 ]
  %86 = getelementptr inbounds i8, i8* %13, i64 9364
  %87 = bitcast i8* %86 to %struct.HuffmanTree*
  %88 = getelementptr inbounds [256 x i32], [256 x i32]* %12, i64 0, i64 0
  %89 = getelementptr inbounds i8, i8* %13, i64 6064
  %90 = getelementptr inbounds i8, i8* %13, i64 6320
  %91 = bitcast i8* %90 to i16*
  call void @BrotliBuildAndStoreHuffmanTreeFast(%struct.HuffmanTree* noundef nonnull %87, i32* noundef nonnull %88, i64 noundef %85, i64 noundef 8, i8* noundef nonnull %89, i16* noundef nonnull %91, i64* noundef nonnull %9, i8* noundef %10)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !101) #18
  tail call void @llvm.experimental.noalias.scope.decl(metadata !104) #18
  %92 = load i64, i64* %9, align 8, !tbaa !17, !alias.scope !101, !noalias !104
  %93 = lshr i64 %92, 3
  %94 = getelementptr inbounds i8, i8* %10, i64 %93
  %95 = load i8, i8* %94, align 1, !tbaa !5, !alias.scope !104, !noalias !101
  %96 = zext i8 %95 to i64
  %97 = and i64 %92, 7
  %98 = shl nuw nsw i64 41203391169327107, %97
  %99 = or i64 %98, %96
  %100 = bitcast i8* %94 to i64*
  store i64 %99, i64* %100, align 1, !alias.scope !104, !noalias !101
  %101 = add i64 %92, 56
  store i64 %101, i64* %9, align 8, !tbaa !17, !alias.scope !101, !noalias !104
  tail call void @llvm.experimental.noalias.scope.decl(metadata !106) #18
  tail call void @llvm.experimental.noalias.scope.decl(metadata !109) #18
  %102 = lshr i64 %101, 3
  %103 = getelementptr inbounds i8, i8* %10, i64 %102
  %104 = load i8, i8* %103, align 1, !tbaa !5, !alias.scope !109, !noalias !106
  %105 = zext i8 %104 to i64
  %106 = bitcast i8* %103 to i64*
  store i64 %105, i64* %106, align 1, !alias.scope !109, !noalias !106
  %107 = add i64 %92, 59
  store i64 %107, i64* %9, align 8, !tbaa !17, !alias.scope !106, !noalias !109
  tail call void @llvm.experimental.noalias.scope.decl(metadata !111) #18
  tail call void @llvm.experimental.noalias.scope.decl(metadata !114) #18
  %108 = lshr i64 %107, 3
  %109 = getelementptr inbounds i8, i8* %10, i64 %108
  %110 = load i8, i8* %109, align 1, !tbaa !5, !alias.scope !114, !noalias !111
  %111 = zext i8 %110 to i64
  %112 = and i64 %107, 7
  %113 = shl nuw nsw i64 57269251, %112
  %114 = or i64 %113, %111
  %115 = bitcast i8* %109 to i64*
  store i64 %114, i64* %115, align 1, !alias.scope !114, !noalias !111
  %116 = add i64 %92, 87
  store i64 %116, i64* %9, align 8, !tbaa !17, !alias.scope !111, !noalias !114
  tail call fastcc void @StoreDataWithHuffmanCodes(i8* noundef %1, i64 noundef %2, i64 noundef %4, %struct.Command* noundef %7, i64 noundef %8, i8* noundef nonnull %89, i16* noundef nonnull %91, i8* noundef getelementptr inbounds ([704 x i8], [704 x i8]* @kStaticCommandCodeDepth, i64 0, i64 0), i16* noundef getelementptr inbounds ([704 x i16], [704 x i16]* @kStaticCommandCodeBits, i64 0, i64 0), i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @kStaticDistanceCodeDepth, i64 0, i64 0), i16* noundef getelementptr inbounds ([64 x i16], [64 x i16]* @kStaticDistanceCodeBits, i64 0, i64 0), i64* noundef nonnull %9, i8* noundef %10)
  call void @llvm.lifetime.end.p0i8(i64 1024, i8* nonnull %25) #18
  br label %242

117:                                              ; preds = %11
  %118 = add i32 %15, -1
  %119 = tail call i32 @llvm.ctlz.i32(i32 %118, i1 true) #18, !range !76
  %120 = bitcast i8* %13 to %struct.HistogramLiteral*
  %121 = getelementptr inbounds i8, i8* %13, i64 1032
  %122 = bitcast i8* %121 to double*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1032) %13, i8 0, i64 1032, i1 false) #18
  store double 0x7FF0000000000000, double* %122, align 8, !tbaa !116
  %123 = getelementptr inbounds i8, i8* %13, i64 1040
  %124 = bitcast i8* %123 to %struct.HistogramCommand*
  %125 = getelementptr inbounds i8, i8* %13, i64 3864
  %126 = bitcast i8* %125 to double*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2824) %123, i8 0, i64 2824, i1 false) #18
  store double 0x7FF0000000000000, double* %126, align 8, !tbaa !119
  %127 = getelementptr inbounds i8, i8* %13, i64 3872
  %128 = bitcast i8* %127 to %struct.HistogramDistance*
  %129 = getelementptr inbounds i8, i8* %13, i64 6056
  %130 = bitcast i8* %129 to double*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2184) %127, i8 0, i64 2184, i1 false) #18
  store double 0x7FF0000000000000, double* %130, align 8, !tbaa !121
  %131 = getelementptr inbounds i8, i8* %13, i64 3856
  %132 = bitcast i8* %131 to i64*
  %133 = getelementptr inbounds i8, i8* %13, i64 1024
  %134 = bitcast i8* %133 to i64*
  %135 = getelementptr inbounds i8, i8* %13, i64 6048
  %136 = bitcast i8* %135 to i64*
  br label %137

137:                                              ; preds = %219, %117
  %138 = phi i64 [ 0, %117 ], [ %220, %219 ]
  %139 = phi i64 [ 0, %117 ], [ %204, %219 ]
  %140 = phi i64 [ 0, %117 ], [ %155, %219 ]
  %141 = phi i64 [ 0, %117 ], [ %221, %219 ]
  %142 = phi i64 [ %2, %117 ], [ %208, %219 ]
  %143 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %141, i32 0
  %144 = load i32, i32* %143, align 4, !tbaa.struct !97
  %145 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %141, i32 1
  %146 = load i32, i32* %145, align 4, !tbaa.struct !98
  %147 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %141, i32 3
  %148 = load i16, i16* %147, align 4, !tbaa.struct !123
  %149 = getelementptr inbounds %struct.Command, %struct.Command* %7, i64 %141, i32 4
  %150 = load i16, i16* %149, align 2, !tbaa.struct !124
  %151 = zext i16 %148 to i64
  %152 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %124, i64 0, i32 0, i64 %151
  %153 = load i32, i32* %152, align 4, !tbaa !50
  %154 = add i32 %153, 1
  store i32 %154, i32* %152, align 4, !tbaa !50
  %155 = add i64 %140, 1
  store i64 %155, i64* %132, align 8, !tbaa !125
  %156 = icmp eq i32 %144, 0
  br i1 %156, label %203, label %157

157:                                              ; preds = %137
  %158 = zext i32 %144 to i64
  %159 = and i64 %158, 1
  %160 = icmp eq i64 %159, 0
  br i1 %160, label %172, label %161

161:                                              ; preds = %157
  %162 = and i64 %142, %4
  %163 = getelementptr inbounds i8, i8* %1, i64 %162
  %164 = load i8, i8* %163, align 1, !tbaa !5
  %165 = zext i8 %164 to i64
  %166 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %120, i64 0, i32 0, i64 %165
  %167 = load i32, i32* %166, align 4, !tbaa !50
  %168 = add i32 %167, 1
  store i32 %168, i32* %166, align 4, !tbaa !50
  %169 = add i64 %139, 1
  store i64 %169, i64* %134, align 8, !tbaa !126
  %170 = add i64 %142, 1
  %171 = add nsw i64 %158, -1
  br label %172

172:                                              ; preds = %161, %157
  %173 = phi i64 [ undef, %157 ], [ %169, %161 ]
  %174 = phi i64 [ undef, %157 ], [ %170, %161 ]
  %175 = phi i64 [ %139, %157 ], [ %169, %161 ]
  %176 = phi i64 [ %158, %157 ], [ %171, %161 ]
  %177 = phi i64 [ %142, %157 ], [ %170, %161 ]
  %178 = icmp eq i32 %144, 1
  br i1 %178, label %203, label %179

179:                                              ; preds = %179, %172
  %180 = phi i64 [ %199, %179 ], [ %175, %172 ]
  %181 = phi i64 [ %201, %179 ], [ %176, %172 ]
  %182 = phi i64 [ %200, %179 ], [ %177, %172 ]
  %183 = and i64 %182, %4
  %184 = getelementptr inbounds i8, i8* %1, i64 %183
  %185 = load i8, i8* %184, align 1, !tbaa !5
  %186 = zext i8 %185 to i64
  %187 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %120, i64 0, i32 0, i64 %186
  %188 = load i32, i32* %187, align 4, !tbaa !50
  %189 = add i32 %188, 1
  store i32 %189, i32* %187, align 4, !tbaa !50
  %190 = add i64 %180, 1
  store i64 %190, i64* %134, align 8, !tbaa !126
  %191 = add i64 %182, 1
  %192 = and i64 %191, %4
  %193 = getelementptr inbounds i8, i8* %1, i64 %192
  %194 = load i8, i8* %193, align 1, !tbaa !5
  %195 = zext i8 %194 to i64
  %196 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %120, i64 0, i32 0, i64 %195
  %197 = load i32, i32* %196, align 4, !tbaa !50
  %198 = add i32 %197, 1
  store i32 %198, i32* %196, align 4, !tbaa !50
  %199 = add i64 %180, 2
  store i64 %199, i64* %134, align 8, !tbaa !126
  %200 = add i64 %182, 2
  %201 = add nsw i64 %181, -2
  %202 = icmp eq i64 %201, 0
  br i1 %202, label %203, label %179, !llvm.loop !127

203:                                              ; preds = %179, %172, %137
  %204 = phi i64 [ %139, %137 ], [ %173, %172 ], [ %199, %179 ]
  %205 = phi i64 [ %142, %137 ], [ %174, %172 ], [ %200, %179 ]
  %206 = and i32 %146, 33554431
  %207 = zext i32 %206 to i64
  %208 = add i64 %205, %207
  %209 = icmp ne i32 %206, 0
  %210 = icmp ugt i16 %148, 127
  %211 = select i1 %209, i1 %210, i1 false
  br i1 %211, label %212, label %219

212:                                              ; preds = %203
  %213 = and i16 %150, 1023
  %214 = zext i16 %213 to i64
  %215 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %128, i64 0, i32 0, i64 %214
  %216 = load i32, i32* %215, align 4, !tbaa !50
  %217 = add i32 %216, 1
  store i32 %217, i32* %215, align 4, !tbaa !50
  %218 = add i64 %138, 1
  store i64 %218, i64* %136, align 8, !tbaa !128
  br label %219

219:                                              ; preds = %212, %203
  %220 = phi i64 [ %218, %212 ], [ %138, %203 ]
  %221 = add nuw i64 %141, 1
  %222 = icmp eq i64 %221, %8
  br i1 %222, label %223, label %137, !llvm.loop !129

223:                                              ; preds = %219
  %224 = sub nuw nsw i32 32, %119
  %225 = getelementptr inbounds i8, i8* %13, i64 9364
  %226 = bitcast i8* %225 to %struct.HuffmanTree*
  %227 = bitcast i8* %13 to i32*
  %228 = getelementptr inbounds i8, i8* %13, i64 6064
  %229 = getelementptr inbounds i8, i8* %13, i64 6320
  %230 = bitcast i8* %229 to i16*
  tail call void @BrotliBuildAndStoreHuffmanTreeFast(%struct.HuffmanTree* noundef nonnull %226, i32* noundef %227, i64 noundef %204, i64 noundef 8, i8* noundef nonnull %228, i16* noundef nonnull %230, i64* noundef nonnull %9, i8* noundef %10)
  %231 = bitcast i8* %123 to i32*
  %232 = load i64, i64* %132, align 8, !tbaa !130
  %233 = getelementptr inbounds i8, i8* %13, i64 6832
  %234 = getelementptr inbounds i8, i8* %13, i64 7536
  %235 = bitcast i8* %234 to i16*
  tail call void @BrotliBuildAndStoreHuffmanTreeFast(%struct.HuffmanTree* noundef nonnull %226, i32* noundef nonnull %231, i64 noundef %232, i64 noundef 10, i8* noundef nonnull %233, i16* noundef nonnull %235, i64* noundef nonnull %9, i8* noundef %10)
  %236 = bitcast i8* %127 to i32*
  %237 = load i64, i64* %136, align 8, !tbaa !132
  %238 = zext i32 %224 to i64
  %239 = getelementptr inbounds i8, i8* %13, i64 8944
  %240 = getelementptr inbounds i8, i8* %13, i64 9084
  %241 = bitcast i8* %240 to i16*
  tail call void @BrotliBuildAndStoreHuffmanTreeFast(%struct.HuffmanTree* noundef nonnull %226, i32* noundef nonnull %236, i64 noundef %237, i64 noundef %238, i8* noundef nonnull %239, i16* noundef nonnull %241, i64* noundef nonnull %9, i8* noundef %10)
  tail call fastcc void @StoreDataWithHuffmanCodes(i8* noundef %1, i64 noundef %2, i64 noundef %4, %struct.Command* noundef %7, i64 noundef %8, i8* noundef nonnull %228, i16* noundef nonnull %230, i8* noundef nonnull %233, i16* noundef nonnull %235, i8* noundef nonnull %239, i16* noundef nonnull %241, i64* noundef nonnull %9, i8* noundef %10)
  br label %242

242:                                              ; preds = %223, %84
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %13) #18
  %243 = icmp eq i32 %5, 0
  br i1 %243, label %250, label %244

244:                                              ; preds = %242
  %245 = load i64, i64* %9, align 8, !tbaa !17
  %246 = add i64 %245, 7
  %247 = and i64 %246, 4294967288
  store i64 %247, i64* %9, align 8, !tbaa !17
  %248 = lshr exact i64 %247, 3
  %249 = getelementptr inbounds i8, i8* %10, i64 %248
  store i8 0, i8* %249, align 1, !tbaa !5
  br label %250

250:                                              ; preds = %244, %242
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliCompareAndPushToQueueLiteral(%struct.HistogramLiteral* nocapture noundef readonly %0, %struct.HistogramLiteral* noundef %1, i32* nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, i64 noundef %5, %struct.HistogramPair* nocapture noundef %6, i64* nocapture noundef %7) local_unnamed_addr #2 {
  %9 = icmp eq i32 %3, %4
  br i1 %9, label %189, label %10

10:                                               ; preds = %8
  %11 = icmp ult i32 %4, %3
  %12 = select i1 %11, i32 %3, i32 %4
  %13 = select i1 %11, i32 %4, i32 %3
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds i32, i32* %2, i64 %14
  %16 = load i32, i32* %15, align 4, !tbaa !50
  %17 = zext i32 %16 to i64
  %18 = zext i32 %12 to i64
  %19 = getelementptr inbounds i32, i32* %2, i64 %18
  %20 = load i32, i32* %19, align 4, !tbaa !50
  %21 = zext i32 %20 to i64
  %22 = add nuw nsw i64 %21, %17
  %23 = uitofp i32 %16 to double
  %24 = icmp ult i32 %16, 256
  br i1 %24, label %25, label %28

25:                                               ; preds = %10
  %26 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %17
  %27 = load double, double* %26, align 8, !tbaa !133
  br label %30

28:                                               ; preds = %10
  %29 = tail call double @log2(double noundef %23) #18
  br label %30

30:                                               ; preds = %28, %25
  %31 = phi double [ %27, %25 ], [ %29, %28 ]
  %32 = uitofp i32 %20 to double
  %33 = icmp ult i32 %20, 256
  br i1 %33, label %34, label %37

34:                                               ; preds = %30
  %35 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %21
  %36 = load double, double* %35, align 8, !tbaa !133
  br label %39

37:                                               ; preds = %30
  %38 = tail call double @log2(double noundef %32) #18
  br label %39

39:                                               ; preds = %37, %34
  %40 = phi double [ %36, %34 ], [ %38, %37 ]
  %41 = uitofp i64 %22 to double
  %42 = icmp ult i64 %22, 256
  br i1 %42, label %43, label %46

43:                                               ; preds = %39
  %44 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %22
  %45 = load double, double* %44, align 8, !tbaa !133
  br label %48

46:                                               ; preds = %39
  %47 = tail call double @log2(double noundef %41) #18
  br label %48

48:                                               ; preds = %46, %43
  %49 = phi double [ %45, %43 ], [ %47, %46 ]
  %50 = fmul double %40, %32
  %51 = tail call double @llvm.fmuladd.f64(double %23, double %31, double %50) #18
  %52 = fneg double %41
  %53 = tail call double @llvm.fmuladd.f64(double %52, double %49, double %51) #18
  %54 = fmul double %53, 5.000000e-01
  %55 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %14
  %56 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %14, i32 2
  %57 = load double, double* %56, align 8, !tbaa !116
  %58 = fsub double %54, %57
  %59 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %18, i32 2
  %60 = load double, double* %59, align 8, !tbaa !116
  %61 = fsub double %58, %60
  %62 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %14, i32 1
  %63 = load i64, i64* %62, align 8, !tbaa !126
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %149, label %65

65:                                               ; preds = %48
  %66 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %18, i32 1
  %67 = load i64, i64* %66, align 8, !tbaa !126
  %68 = icmp eq i64 %67, 0
  br i1 %68, label %149, label %69

69:                                               ; preds = %65
  %70 = load i64, i64* %7, align 8, !tbaa !17
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %77, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 3
  %74 = load double, double* %73, align 8, !tbaa !134
  %75 = fcmp olt double %74, 0.000000e+00
  %76 = select i1 %75, double 0.000000e+00, double %74
  br label %77

77:                                               ; preds = %72, %69
  %78 = phi double [ %76, %72 ], [ 0x547D42AEA2879F2E, %69 ]
  %79 = bitcast %struct.HistogramLiteral* %1 to i8*
  %80 = bitcast %struct.HistogramLiteral* %55 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1040) %79, i8* noundef nonnull align 8 dereferenceable(1040) %80, i64 1040, i1 false), !tbaa.struct !136
  %81 = load i64, i64* %66, align 8, !tbaa !126
  %82 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 1
  %83 = load i64, i64* %82, align 8, !tbaa !126
  %84 = add i64 %83, %81
  store i64 %84, i64* %82, align 8, !tbaa !126
  %85 = getelementptr %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 1
  %86 = getelementptr %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %18
  %87 = getelementptr %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %18, i32 1
  %88 = bitcast i64* %87 to %struct.HistogramLiteral*
  %89 = icmp ugt %struct.HistogramLiteral* %88, %1
  %90 = bitcast i64* %85 to %struct.HistogramLiteral*
  %91 = icmp ult %struct.HistogramLiteral* %86, %90
  %92 = and i1 %89, %91
  br i1 %92, label %130, label %93

93:                                               ; preds = %93, %77
  %94 = phi i64 [ %128, %93 ], [ 0, %77 ]
  %95 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %18, i32 0, i64 %94
  %96 = bitcast i32* %95 to <4 x i32>*
  %97 = load <4 x i32>, <4 x i32>* %96, align 4, !tbaa !50, !alias.scope !137
  %98 = getelementptr inbounds i32, i32* %95, i64 4
  %99 = bitcast i32* %98 to <4 x i32>*
  %100 = load <4 x i32>, <4 x i32>* %99, align 4, !tbaa !50, !alias.scope !137
  %101 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 0, i64 %94
  %102 = bitcast i32* %101 to <4 x i32>*
  %103 = load <4 x i32>, <4 x i32>* %102, align 4, !tbaa !50, !alias.scope !140, !noalias !137
  %104 = getelementptr inbounds i32, i32* %101, i64 4
  %105 = bitcast i32* %104 to <4 x i32>*
  %106 = load <4 x i32>, <4 x i32>* %105, align 4, !tbaa !50, !alias.scope !140, !noalias !137
  %107 = add <4 x i32> %103, %97
  %108 = add <4 x i32> %106, %100
  %109 = bitcast i32* %101 to <4 x i32>*
  store <4 x i32> %107, <4 x i32>* %109, align 4, !tbaa !50, !alias.scope !140, !noalias !137
  %110 = bitcast i32* %104 to <4 x i32>*
  store <4 x i32> %108, <4 x i32>* %110, align 4, !tbaa !50, !alias.scope !140, !noalias !137
  %111 = or i64 %94, 8
  %112 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %18, i32 0, i64 %111
  %113 = bitcast i32* %112 to <4 x i32>*
  %114 = load <4 x i32>, <4 x i32>* %113, align 4, !tbaa !50, !alias.scope !137
  %115 = getelementptr inbounds i32, i32* %112, i64 4
  %116 = bitcast i32* %115 to <4 x i32>*
  %117 = load <4 x i32>, <4 x i32>* %116, align 4, !tbaa !50, !alias.scope !137
  %118 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 0, i64 %111
  %119 = bitcast i32* %118 to <4 x i32>*
  %120 = load <4 x i32>, <4 x i32>* %119, align 4, !tbaa !50, !alias.scope !140, !noalias !137
  %121 = getelementptr inbounds i32, i32* %118, i64 4
  %122 = bitcast i32* %121 to <4 x i32>*
  %123 = load <4 x i32>, <4 x i32>* %122, align 4, !tbaa !50, !alias.scope !140, !noalias !137
  %124 = add <4 x i32> %120, %114
  %125 = add <4 x i32> %123, %117
  %126 = bitcast i32* %118 to <4 x i32>*
  store <4 x i32> %124, <4 x i32>* %126, align 4, !tbaa !50, !alias.scope !140, !noalias !137
  %127 = bitcast i32* %121 to <4 x i32>*
  store <4 x i32> %125, <4 x i32>* %127, align 4, !tbaa !50, !alias.scope !140, !noalias !137
  %128 = add nuw nsw i64 %94, 16
  %129 = icmp eq i64 %128, 256
  br i1 %129, label %145, label %93, !llvm.loop !142

130:                                              ; preds = %130, %77
  %131 = phi i64 [ %143, %130 ], [ 0, %77 ]
  %132 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %18, i32 0, i64 %131
  %133 = load i32, i32* %132, align 4, !tbaa !50
  %134 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 0, i64 %131
  %135 = load i32, i32* %134, align 4, !tbaa !50
  %136 = add i32 %135, %133
  store i32 %136, i32* %134, align 4, !tbaa !50
  %137 = or i64 %131, 1
  %138 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %18, i32 0, i64 %137
  %139 = load i32, i32* %138, align 4, !tbaa !50
  %140 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %1, i64 0, i32 0, i64 %137
  %141 = load i32, i32* %140, align 4, !tbaa !50
  %142 = add i32 %141, %139
  store i32 %142, i32* %140, align 4, !tbaa !50
  %143 = add nuw nsw i64 %131, 2
  %144 = icmp eq i64 %143, 256
  br i1 %144, label %145, label %130, !llvm.loop !144

145:                                              ; preds = %130, %93
  %146 = tail call double @BrotliPopulationCostLiteral(%struct.HistogramLiteral* noundef nonnull %1) #18
  %147 = fsub double %78, %61
  %148 = fcmp olt double %146, %147
  br i1 %148, label %149, label %189

149:                                              ; preds = %145, %65, %48
  %150 = phi double [ %57, %65 ], [ %60, %48 ], [ %146, %145 ]
  %151 = fadd double %61, %150
  %152 = load i64, i64* %7, align 8, !tbaa !17
  %153 = icmp eq i64 %152, 0
  br i1 %153, label %180, label %154

154:                                              ; preds = %149
  %155 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 3
  %156 = load double, double* %155, align 8, !tbaa !134
  %157 = fcmp une double %156, %151
  br i1 %157, label %158, label %160

158:                                              ; preds = %154
  %159 = fcmp ogt double %156, %151
  br i1 %159, label %168, label %180

160:                                              ; preds = %154
  %161 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 1
  %162 = load i32, i32* %161, align 4, !tbaa !145
  %163 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 0
  %164 = load i32, i32* %163, align 8, !tbaa !146
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
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %172, i8* noundef nonnull align 8 dereferenceable(24) %173, i64 24, i1 false), !tbaa.struct !147
  %174 = load i64, i64* %7, align 8, !tbaa !17
  %175 = add i64 %174, 1
  store i64 %175, i64* %7, align 8, !tbaa !17
  br label %176

176:                                              ; preds = %170, %168
  %177 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 0
  store i32 %13, i32* %177, align 8, !tbaa.struct !147
  %178 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 1
  store i32 %12, i32* %178, align 4, !tbaa.struct !148
  %179 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 2
  store double %150, double* %179, align 8, !tbaa.struct !149
  store double %151, double* %155, align 8, !tbaa.struct !150
  br label %189

180:                                              ; preds = %160, %158, %149
  %181 = icmp ult i64 %152, %5
  br i1 %181, label %182, label %189

182:                                              ; preds = %180
  %183 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %152, i32 0
  store i32 %13, i32* %183, align 8, !tbaa.struct !147
  %184 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %152, i32 1
  store i32 %12, i32* %184, align 4, !tbaa.struct !148
  %185 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %152, i32 2
  store double %150, double* %185, align 8, !tbaa.struct !149
  %186 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %152, i32 3
  store double %151, double* %186, align 8, !tbaa.struct !150
  %187 = load i64, i64* %7, align 8, !tbaa !17
  %188 = add i64 %187, 1
  store i64 %188, i64* %7, align 8, !tbaa !17
  br label %189

189:                                              ; preds = %182, %180, %176, %145, %8
  ret void
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliHistogramRemapLiteral(%struct.HistogramLiteral* nocapture noundef readonly %0, i64 noundef %1, i32* nocapture noundef readonly %2, i64 noundef %3, %struct.HistogramLiteral* nocapture noundef %4, %struct.HistogramLiteral* noundef %5, i32* nocapture noundef %6) local_unnamed_addr #2 {
  %8 = icmp eq i64 %1, 0
  br i1 %8, label %19, label %9

9:                                                ; preds = %7
  %10 = bitcast %struct.HistogramLiteral* %5 to i8*
  %11 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %5, i64 0, i32 1
  %12 = icmp eq i64 %3, 0
  %13 = getelementptr %struct.HistogramLiteral, %struct.HistogramLiteral* %5, i64 0, i32 1
  %14 = getelementptr %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 0, i32 1
  %15 = getelementptr %struct.HistogramLiteral, %struct.HistogramLiteral* %5, i64 0, i32 1
  %16 = getelementptr %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 0, i32 1
  %17 = bitcast i64* %15 to %struct.HistogramLiteral*
  %18 = bitcast i64* %13 to %struct.HistogramLiteral*
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
  %32 = load i32, i32* %31, align 4, !tbaa !50
  %33 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %27
  %34 = zext i32 %32 to i64
  %35 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %27, i32 1
  %36 = load i64, i64* %35, align 8, !tbaa !126
  %37 = icmp eq i64 %36, 0
  br i1 %37, label %108, label %38

38:                                               ; preds = %26
  %39 = bitcast %struct.HistogramLiteral* %33 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1040) %10, i8* noundef nonnull align 8 dereferenceable(1040) %39, i64 1040, i1 false) #18, !tbaa.struct !136
  %40 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %34, i32 1
  %41 = load i64, i64* %40, align 8, !tbaa !126
  %42 = load i64, i64* %11, align 8, !tbaa !126
  %43 = add i64 %42, %41
  store i64 %43, i64* %11, align 8, !tbaa !126
  %44 = getelementptr %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %34
  %45 = mul nuw nsw i64 %34, 130
  %46 = getelementptr i64, i64* %16, i64 %45
  %47 = bitcast i64* %46 to %struct.HistogramLiteral*
  %48 = icmp ugt %struct.HistogramLiteral* %47, %5
  %49 = icmp ult %struct.HistogramLiteral* %44, %17
  %50 = and i1 %48, %49
  br i1 %50, label %88, label %51

51:                                               ; preds = %51, %38
  %52 = phi i64 [ %86, %51 ], [ 0, %38 ]
  %53 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %34, i32 0, i64 %52
  %54 = bitcast i32* %53 to <4 x i32>*
  %55 = load <4 x i32>, <4 x i32>* %54, align 4, !tbaa !50, !alias.scope !151
  %56 = getelementptr inbounds i32, i32* %53, i64 4
  %57 = bitcast i32* %56 to <4 x i32>*
  %58 = load <4 x i32>, <4 x i32>* %57, align 4, !tbaa !50, !alias.scope !151
  %59 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %5, i64 0, i32 0, i64 %52
  %60 = bitcast i32* %59 to <4 x i32>*
  %61 = load <4 x i32>, <4 x i32>* %60, align 4, !tbaa !50, !alias.scope !154, !noalias !151
  %62 = getelementptr inbounds i32, i32* %59, i64 4
  %63 = bitcast i32* %62 to <4 x i32>*
  %64 = load <4 x i32>, <4 x i32>* %63, align 4, !tbaa !50, !alias.scope !154, !noalias !151
  %65 = add <4 x i32> %61, %55
  %66 = add <4 x i32> %64, %58
  %67 = bitcast i32* %59 to <4 x i32>*
  store <4 x i32> %65, <4 x i32>* %67, align 4, !tbaa !50, !alias.scope !154, !noalias !151
  %68 = bitcast i32* %62 to <4 x i32>*
  store <4 x i32> %66, <4 x i32>* %68, align 4, !tbaa !50, !alias.scope !154, !noalias !151
  %69 = or i64 %52, 8
  %70 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %34, i32 0, i64 %69
  %71 = bitcast i32* %70 to <4 x i32>*
  %72 = load <4 x i32>, <4 x i32>* %71, align 4, !tbaa !50, !alias.scope !151
  %73 = getelementptr inbounds i32, i32* %70, i64 4
  %74 = bitcast i32* %73 to <4 x i32>*
  %75 = load <4 x i32>, <4 x i32>* %74, align 4, !tbaa !50, !alias.scope !151
  %76 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %5, i64 0, i32 0, i64 %69
  %77 = bitcast i32* %76 to <4 x i32>*
  %78 = load <4 x i32>, <4 x i32>* %77, align 4, !tbaa !50, !alias.scope !154, !noalias !151
  %79 = getelementptr inbounds i32, i32* %76, i64 4
  %80 = bitcast i32* %79 to <4 x i32>*
  %81 = load <4 x i32>, <4 x i32>* %80, align 4, !tbaa !50, !alias.scope !154, !noalias !151
  %82 = add <4 x i32> %78, %72
  %83 = add <4 x i32> %81, %75
  %84 = bitcast i32* %76 to <4 x i32>*
  store <4 x i32> %82, <4 x i32>* %84, align 4, !tbaa !50, !alias.scope !154, !noalias !151
  %85 = bitcast i32* %79 to <4 x i32>*
  store <4 x i32> %83, <4 x i32>* %85, align 4, !tbaa !50, !alias.scope !154, !noalias !151
  %86 = add nuw nsw i64 %52, 16
  %87 = icmp eq i64 %86, 256
  br i1 %87, label %103, label %51, !llvm.loop !156

88:                                               ; preds = %88, %38
  %89 = phi i64 [ %101, %88 ], [ 0, %38 ]
  %90 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %34, i32 0, i64 %89
  %91 = load i32, i32* %90, align 4, !tbaa !50
  %92 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %5, i64 0, i32 0, i64 %89
  %93 = load i32, i32* %92, align 4, !tbaa !50
  %94 = add i32 %93, %91
  store i32 %94, i32* %92, align 4, !tbaa !50
  %95 = or i64 %89, 1
  %96 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %34, i32 0, i64 %95
  %97 = load i32, i32* %96, align 4, !tbaa !50
  %98 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %5, i64 0, i32 0, i64 %95
  %99 = load i32, i32* %98, align 4, !tbaa !50
  %100 = add i32 %99, %97
  store i32 %100, i32* %98, align 4, !tbaa !50
  %101 = add nuw nsw i64 %89, 2
  %102 = icmp eq i64 %101, 256
  br i1 %102, label %103, label %88, !llvm.loop !157

103:                                              ; preds = %88, %51
  %104 = tail call double @BrotliPopulationCostLiteral(%struct.HistogramLiteral* noundef nonnull %5) #18
  %105 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %34, i32 2
  %106 = load double, double* %105, align 8, !tbaa !116
  %107 = fsub double %104, %106
  br label %108

108:                                              ; preds = %103, %26
  %109 = phi double [ %107, %103 ], [ 0.000000e+00, %26 ]
  br i1 %12, label %200, label %110

110:                                              ; preds = %108
  %111 = bitcast %struct.HistogramLiteral* %33 to i8*
  br label %112

112:                                              ; preds = %195, %110
  %113 = phi i64 [ 0, %110 ], [ %198, %195 ]
  %114 = phi double [ %109, %110 ], [ %197, %195 ]
  %115 = phi i32 [ %32, %110 ], [ %196, %195 ]
  %116 = getelementptr inbounds i32, i32* %2, i64 %113
  %117 = load i32, i32* %116, align 4, !tbaa !50
  %118 = zext i32 %117 to i64
  %119 = load i64, i64* %35, align 8, !tbaa !126
  %120 = icmp eq i64 %119, 0
  br i1 %120, label %190, label %121

121:                                              ; preds = %112
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1040) %10, i8* noundef nonnull align 8 dereferenceable(1040) %111, i64 1040, i1 false) #18, !tbaa.struct !136
  %122 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %118, i32 1
  %123 = load i64, i64* %122, align 8, !tbaa !126
  %124 = load i64, i64* %11, align 8, !tbaa !126
  %125 = add i64 %124, %123
  store i64 %125, i64* %11, align 8, !tbaa !126
  %126 = getelementptr %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %118
  %127 = mul nuw nsw i64 %118, 130
  %128 = getelementptr i64, i64* %14, i64 %127
  %129 = bitcast i64* %128 to %struct.HistogramLiteral*
  %130 = icmp ugt %struct.HistogramLiteral* %129, %5
  %131 = icmp ult %struct.HistogramLiteral* %126, %18
  %132 = and i1 %130, %131
  br i1 %132, label %170, label %133

133:                                              ; preds = %133, %121
  %134 = phi i64 [ %168, %133 ], [ 0, %121 ]
  %135 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %118, i32 0, i64 %134
  %136 = bitcast i32* %135 to <4 x i32>*
  %137 = load <4 x i32>, <4 x i32>* %136, align 4, !tbaa !50, !alias.scope !158
  %138 = getelementptr inbounds i32, i32* %135, i64 4
  %139 = bitcast i32* %138 to <4 x i32>*
  %140 = load <4 x i32>, <4 x i32>* %139, align 4, !tbaa !50, !alias.scope !158
  %141 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %5, i64 0, i32 0, i64 %134
  %142 = bitcast i32* %141 to <4 x i32>*
  %143 = load <4 x i32>, <4 x i32>* %142, align 4, !tbaa !50, !alias.scope !161, !noalias !158
  %144 = getelementptr inbounds i32, i32* %141, i64 4
  %145 = bitcast i32* %144 to <4 x i32>*
  %146 = load <4 x i32>, <4 x i32>* %145, align 4, !tbaa !50, !alias.scope !161, !noalias !158
  %147 = add <4 x i32> %143, %137
  %148 = add <4 x i32> %146, %140
  %149 = bitcast i32* %141 to <4 x i32>*
  store <4 x i32> %147, <4 x i32>* %149, align 4, !tbaa !50, !alias.scope !161, !noalias !158
  %150 = bitcast i32* %144 to <4 x i32>*
  store <4 x i32> %148, <4 x i32>* %150, align 4, !tbaa !50, !alias.scope !161, !noalias !158
  %151 = or i64 %134, 8
  %152 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %118, i32 0, i64 %151
  %153 = bitcast i32* %152 to <4 x i32>*
  %154 = load <4 x i32>, <4 x i32>* %153, align 4, !tbaa !50, !alias.scope !158
  %155 = getelementptr inbounds i32, i32* %152, i64 4
  %156 = bitcast i32* %155 to <4 x i32>*
  %157 = load <4 x i32>, <4 x i32>* %156, align 4, !tbaa !50, !alias.scope !158
  %158 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %5, i64 0, i32 0, i64 %151
  %159 = bitcast i32* %158 to <4 x i32>*
  %160 = load <4 x i32>, <4 x i32>* %159, align 4, !tbaa !50, !alias.scope !161, !noalias !158
  %161 = getelementptr inbounds i32, i32* %158, i64 4
  %162 = bitcast i32* %161 to <4 x i32>*
  %163 = load <4 x i32>, <4 x i32>* %162, align 4, !tbaa !50, !alias.scope !161, !noalias !158
  %164 = add <4 x i32> %160, %154
  %165 = add <4 x i32> %163, %157
  %166 = bitcast i32* %158 to <4 x i32>*
  store <4 x i32> %164, <4 x i32>* %166, align 4, !tbaa !50, !alias.scope !161, !noalias !158
  %167 = bitcast i32* %161 to <4 x i32>*
  store <4 x i32> %165, <4 x i32>* %167, align 4, !tbaa !50, !alias.scope !161, !noalias !158
  %168 = add nuw nsw i64 %134, 16
  %169 = icmp eq i64 %168, 256
  br i1 %169, label %185, label %133, !llvm.loop !163

170:                                              ; preds = %170, %121
  %171 = phi i64 [ %183, %170 ], [ 0, %121 ]
  %172 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %118, i32 0, i64 %171
  %173 = load i32, i32* %172, align 4, !tbaa !50
  %174 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %5, i64 0, i32 0, i64 %171
  %175 = load i32, i32* %174, align 4, !tbaa !50
  %176 = add i32 %175, %173
  store i32 %176, i32* %174, align 4, !tbaa !50
  %177 = or i64 %171, 1
  %178 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %118, i32 0, i64 %177
  %179 = load i32, i32* %178, align 4, !tbaa !50
  %180 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %5, i64 0, i32 0, i64 %177
  %181 = load i32, i32* %180, align 4, !tbaa !50
  %182 = add i32 %181, %179
  store i32 %182, i32* %180, align 4, !tbaa !50
  %183 = add nuw nsw i64 %171, 2
  %184 = icmp eq i64 %183, 256
  br i1 %184, label %185, label %170, !llvm.loop !164

185:                                              ; preds = %170, %133
  %186 = tail call double @BrotliPopulationCostLiteral(%struct.HistogramLiteral* noundef nonnull %5) #18
  %187 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %118, i32 2
  %188 = load double, double* %187, align 8, !tbaa !116
  %189 = fsub double %186, %188
  br label %190

190:                                              ; preds = %185, %112
  %191 = phi double [ %189, %185 ], [ 0.000000e+00, %112 ]
  %192 = fcmp olt double %191, %114
  br i1 %192, label %193, label %195

193:                                              ; preds = %190
  %194 = load i32, i32* %116, align 4, !tbaa !50
  br label %195

195:                                              ; preds = %193, %190
  %196 = phi i32 [ %194, %193 ], [ %115, %190 ]
  %197 = phi double [ %191, %193 ], [ %114, %190 ]
  %198 = add nuw i64 %113, 1
  %199 = icmp eq i64 %198, %3
  br i1 %199, label %200, label %112, !llvm.loop !165

200:                                              ; preds = %195, %108
  %201 = phi i32 [ %32, %108 ], [ %196, %195 ]
  %202 = getelementptr inbounds i32, i32* %6, i64 %27
  store i32 %201, i32* %202, align 4, !tbaa !50
  %203 = add nuw i64 %27, 1
  %204 = icmp eq i64 %203, %1
  br i1 %204, label %19, label %26, !llvm.loop !166

205:                                              ; preds = %218, %21
  %206 = phi i64 [ 0, %21 ], [ %234, %218 ]
  %207 = icmp eq i64 %22, 0
  br i1 %207, label %215, label %208

208:                                              ; preds = %205
  %209 = getelementptr inbounds i32, i32* %2, i64 %206
  %210 = load i32, i32* %209, align 4, !tbaa !50
  %211 = zext i32 %210 to i64
  %212 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %211
  %213 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %211, i32 2
  %214 = bitcast %struct.HistogramLiteral* %212 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1032) %214, i8 0, i64 1032, i1 false) #18
  store double 0x7FF0000000000000, double* %213, align 8, !tbaa !116
  br label %215

215:                                              ; preds = %208, %205, %19
  br i1 %8, label %312, label %216

216:                                              ; preds = %215
  %217 = getelementptr %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 0, i32 1
  br label %237

218:                                              ; preds = %218, %24
  %219 = phi i64 [ 0, %24 ], [ %234, %218 ]
  %220 = phi i64 [ 0, %24 ], [ %235, %218 ]
  %221 = getelementptr inbounds i32, i32* %2, i64 %219
  %222 = load i32, i32* %221, align 4, !tbaa !50
  %223 = zext i32 %222 to i64
  %224 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %223
  %225 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %223, i32 2
  %226 = bitcast %struct.HistogramLiteral* %224 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1032) %226, i8 0, i64 1032, i1 false) #18
  store double 0x7FF0000000000000, double* %225, align 8, !tbaa !116
  %227 = or i64 %219, 1
  %228 = getelementptr inbounds i32, i32* %2, i64 %227
  %229 = load i32, i32* %228, align 4, !tbaa !50
  %230 = zext i32 %229 to i64
  %231 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %230
  %232 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %230, i32 2
  %233 = bitcast %struct.HistogramLiteral* %231 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1032) %233, i8 0, i64 1032, i1 false) #18
  store double 0x7FF0000000000000, double* %232, align 8, !tbaa !116
  %234 = add nuw i64 %219, 2
  %235 = add i64 %220, 2
  %236 = icmp eq i64 %235, %25
  br i1 %236, label %205, label %218, !llvm.loop !167

237:                                              ; preds = %309, %216
  %238 = phi i64 [ %310, %309 ], [ 0, %216 ]
  %239 = getelementptr inbounds i32, i32* %6, i64 %238
  %240 = load i32, i32* %239, align 4, !tbaa !50
  %241 = zext i32 %240 to i64
  %242 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %238, i32 1
  %243 = load i64, i64* %242, align 8, !tbaa !126
  %244 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %241, i32 1
  %245 = load i64, i64* %244, align 8, !tbaa !126
  %246 = add i64 %245, %243
  store i64 %246, i64* %244, align 8, !tbaa !126
  %247 = getelementptr %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %238, i32 1
  %248 = getelementptr %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %238
  %249 = getelementptr %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %241
  %250 = mul nuw nsw i64 %241, 130
  %251 = getelementptr i64, i64* %217, i64 %250
  %252 = bitcast i64* %247 to %struct.HistogramLiteral*
  %253 = icmp ult %struct.HistogramLiteral* %249, %252
  %254 = bitcast i64* %251 to %struct.HistogramLiteral*
  %255 = icmp ult %struct.HistogramLiteral* %248, %254
  %256 = and i1 %253, %255
  br i1 %256, label %294, label %257

257:                                              ; preds = %257, %237
  %258 = phi i64 [ %292, %257 ], [ 0, %237 ]
  %259 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %238, i32 0, i64 %258
  %260 = bitcast i32* %259 to <4 x i32>*
  %261 = load <4 x i32>, <4 x i32>* %260, align 4, !tbaa !50, !alias.scope !168
  %262 = getelementptr inbounds i32, i32* %259, i64 4
  %263 = bitcast i32* %262 to <4 x i32>*
  %264 = load <4 x i32>, <4 x i32>* %263, align 4, !tbaa !50, !alias.scope !168
  %265 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %241, i32 0, i64 %258
  %266 = bitcast i32* %265 to <4 x i32>*
  %267 = load <4 x i32>, <4 x i32>* %266, align 4, !tbaa !50, !alias.scope !171, !noalias !168
  %268 = getelementptr inbounds i32, i32* %265, i64 4
  %269 = bitcast i32* %268 to <4 x i32>*
  %270 = load <4 x i32>, <4 x i32>* %269, align 4, !tbaa !50, !alias.scope !171, !noalias !168
  %271 = add <4 x i32> %267, %261
  %272 = add <4 x i32> %270, %264
  %273 = bitcast i32* %265 to <4 x i32>*
  store <4 x i32> %271, <4 x i32>* %273, align 4, !tbaa !50, !alias.scope !171, !noalias !168
  %274 = bitcast i32* %268 to <4 x i32>*
  store <4 x i32> %272, <4 x i32>* %274, align 4, !tbaa !50, !alias.scope !171, !noalias !168
  %275 = or i64 %258, 8
  %276 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %238, i32 0, i64 %275
  %277 = bitcast i32* %276 to <4 x i32>*
  %278 = load <4 x i32>, <4 x i32>* %277, align 4, !tbaa !50, !alias.scope !168
  %279 = getelementptr inbounds i32, i32* %276, i64 4
  %280 = bitcast i32* %279 to <4 x i32>*
  %281 = load <4 x i32>, <4 x i32>* %280, align 4, !tbaa !50, !alias.scope !168
  %282 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %241, i32 0, i64 %275
  %283 = bitcast i32* %282 to <4 x i32>*
  %284 = load <4 x i32>, <4 x i32>* %283, align 4, !tbaa !50, !alias.scope !171, !noalias !168
  %285 = getelementptr inbounds i32, i32* %282, i64 4
  %286 = bitcast i32* %285 to <4 x i32>*
  %287 = load <4 x i32>, <4 x i32>* %286, align 4, !tbaa !50, !alias.scope !171, !noalias !168
  %288 = add <4 x i32> %284, %278
  %289 = add <4 x i32> %287, %281
  %290 = bitcast i32* %282 to <4 x i32>*
  store <4 x i32> %288, <4 x i32>* %290, align 4, !tbaa !50, !alias.scope !171, !noalias !168
  %291 = bitcast i32* %285 to <4 x i32>*
  store <4 x i32> %289, <4 x i32>* %291, align 4, !tbaa !50, !alias.scope !171, !noalias !168
  %292 = add nuw nsw i64 %258, 16
  %293 = icmp eq i64 %292, 256
  br i1 %293, label %309, label %257, !llvm.loop !173

294:                                              ; preds = %294, %237
  %295 = phi i64 [ %307, %294 ], [ 0, %237 ]
  %296 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %238, i32 0, i64 %295
  %297 = load i32, i32* %296, align 4, !tbaa !50
  %298 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %241, i32 0, i64 %295
  %299 = load i32, i32* %298, align 4, !tbaa !50
  %300 = add i32 %299, %297
  store i32 %300, i32* %298, align 4, !tbaa !50
  %301 = or i64 %295, 1
  %302 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %238, i32 0, i64 %301
  %303 = load i32, i32* %302, align 4, !tbaa !50
  %304 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %4, i64 %241, i32 0, i64 %301
  %305 = load i32, i32* %304, align 4, !tbaa !50
  %306 = add i32 %305, %303
  store i32 %306, i32* %304, align 4, !tbaa !50
  %307 = add nuw nsw i64 %295, 2
  %308 = icmp eq i64 %307, 256
  br i1 %308, label %309, label %294, !llvm.loop !174

309:                                              ; preds = %294, %257
  %310 = add nuw i64 %238, 1
  %311 = icmp eq i64 %310, %1
  br i1 %311, label %312, label %237, !llvm.loop !175

312:                                              ; preds = %309, %215
  ret void
}

; Function Attrs: nounwind uwtable
declare hidden i64 @BrotliHistogramCombineCommand(%struct.HistogramCommand* nocapture noundef, %struct.HistogramCommand* noundef, i32* nocapture noundef, i32* nocapture noundef, i32* nocapture noundef, %struct.HistogramPair* nocapture noundef, i64 noundef, i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
declare hidden void @BrotliHistogramRemapCommand(%struct.HistogramCommand* nocapture noundef readonly, i64 noundef, i32* nocapture noundef readonly, i64 noundef, %struct.HistogramCommand* nocapture noundef, %struct.HistogramCommand* noundef, i32* nocapture noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define hidden i64 @BrotliHistogramReindexCommand(%struct.MemoryManager* noundef %0, %struct.HistogramCommand* nocapture noundef %1, i32* nocapture noundef %2, i64 noundef %3) local_unnamed_addr #2 {
  %5 = icmp eq i64 %3, 0
  br i1 %5, label %92, label %6

6:                                                ; preds = %4
  %7 = shl i64 %3, 2
  %8 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %7) #18
  %9 = bitcast i8* %8 to i32*
  %10 = shl nuw i64 %3, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %8, i8 -1, i64 %10, i1 false), !tbaa !50
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
  %20 = load i32, i32* %19, align 4, !tbaa !50
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i32, i32* %9, i64 %21
  %23 = load i32, i32* %22, align 4, !tbaa !50
  %24 = icmp eq i32 %23, -1
  br i1 %24, label %25, label %27

25:                                               ; preds = %15
  store i32 %17, i32* %22, align 4, !tbaa !50
  %26 = add i32 %17, 1
  br label %27

27:                                               ; preds = %25, %15
  %28 = phi i32 [ %26, %25 ], [ %17, %15 ]
  %29 = or i64 %16, 1
  %30 = getelementptr inbounds i32, i32* %2, i64 %29
  %31 = load i32, i32* %30, align 4, !tbaa !50
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i32, i32* %9, i64 %32
  %34 = load i32, i32* %33, align 4, !tbaa !50
  %35 = icmp eq i32 %34, -1
  br i1 %35, label %36, label %38

36:                                               ; preds = %27
  store i32 %28, i32* %33, align 4, !tbaa !50
  %37 = add i32 %28, 1
  br label %38

38:                                               ; preds = %36, %27
  %39 = phi i32 [ %37, %36 ], [ %28, %27 ]
  %40 = add nuw i64 %16, 2
  %41 = add i64 %18, 2
  %42 = icmp eq i64 %41, %14
  br i1 %42, label %43, label %15, !llvm.loop !176

43:                                               ; preds = %38, %6
  %44 = phi i32 [ undef, %6 ], [ %39, %38 ]
  %45 = phi i64 [ 0, %6 ], [ %40, %38 ]
  %46 = phi i32 [ 0, %6 ], [ %39, %38 ]
  %47 = icmp eq i64 %11, 0
  br i1 %47, label %57, label %48

48:                                               ; preds = %43
  %49 = getelementptr inbounds i32, i32* %2, i64 %45
  %50 = load i32, i32* %49, align 4, !tbaa !50
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds i32, i32* %9, i64 %51
  %53 = load i32, i32* %52, align 4, !tbaa !50
  %54 = icmp eq i32 %53, -1
  br i1 %54, label %55, label %57

55:                                               ; preds = %48
  store i32 %46, i32* %52, align 4, !tbaa !50
  %56 = add i32 %46, 1
  br label %57

57:                                               ; preds = %55, %48, %43
  %58 = phi i32 [ %44, %43 ], [ %56, %55 ], [ %46, %48 ]
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %65, label %60

60:                                               ; preds = %57
  %61 = zext i32 %58 to i64
  %62 = mul nuw nsw i64 %61, 2832
  %63 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %62) #18
  %64 = bitcast i8* %63 to %struct.HistogramCommand*
  br label %65

65:                                               ; preds = %60, %57
  %66 = phi %struct.HistogramCommand* [ %64, %60 ], [ null, %57 ]
  br i1 %5, label %92, label %67

67:                                               ; preds = %87, %65
  %68 = phi i64 [ %90, %87 ], [ 0, %65 ]
  %69 = phi i32 [ %89, %87 ], [ 0, %65 ]
  %70 = getelementptr inbounds i32, i32* %2, i64 %68
  %71 = load i32, i32* %70, align 4, !tbaa !50
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds i32, i32* %9, i64 %72
  %74 = load i32, i32* %73, align 4, !tbaa !50
  %75 = icmp eq i32 %74, %69
  br i1 %75, label %76, label %87

76:                                               ; preds = %67
  %77 = zext i32 %69 to i64
  %78 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %66, i64 %77
  %79 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 %72
  %80 = bitcast %struct.HistogramCommand* %78 to i8*
  %81 = bitcast %struct.HistogramCommand* %79 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2832) %80, i8* noundef nonnull align 8 dereferenceable(2832) %81, i64 2832, i1 false), !tbaa.struct !177
  %82 = add i32 %69, 1
  %83 = load i32, i32* %70, align 4, !tbaa !50
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds i32, i32* %9, i64 %84
  %86 = load i32, i32* %85, align 4, !tbaa !50
  br label %87

87:                                               ; preds = %76, %67
  %88 = phi i32 [ %86, %76 ], [ %74, %67 ]
  %89 = phi i32 [ %82, %76 ], [ %69, %67 ]
  store i32 %88, i32* %70, align 4, !tbaa !50
  %90 = add nuw i64 %68, 1
  %91 = icmp eq i64 %90, %3
  br i1 %91, label %95, label %67, !llvm.loop !178

92:                                               ; preds = %65, %4
  %93 = phi %struct.HistogramCommand* [ %66, %65 ], [ null, %4 ]
  %94 = phi i8* [ %8, %65 ], [ null, %4 ]
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %94) #18
  br label %126

95:                                               ; preds = %87
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %8) #18
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
  %106 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 %104
  %107 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %66, i64 %104
  %108 = bitcast %struct.HistogramCommand* %106 to i8*
  %109 = bitcast %struct.HistogramCommand* %107 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2832) %108, i8* noundef nonnull align 8 dereferenceable(2832) %109, i64 2832, i1 false), !tbaa.struct !177
  %110 = or i64 %104, 1
  %111 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 %110
  %112 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %66, i64 %110
  %113 = bitcast %struct.HistogramCommand* %111 to i8*
  %114 = bitcast %struct.HistogramCommand* %112 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2832) %113, i8* noundef nonnull align 8 dereferenceable(2832) %114, i64 2832, i1 false), !tbaa.struct !177
  %115 = add nuw nsw i64 %104, 2
  %116 = add i64 %105, 2
  %117 = icmp eq i64 %116, %102
  br i1 %117, label %118, label %103, !llvm.loop !179

118:                                              ; preds = %103, %98
  %119 = phi i64 [ 0, %98 ], [ %115, %103 ]
  %120 = icmp eq i64 %99, 0
  br i1 %120, label %126, label %121

121:                                              ; preds = %118
  %122 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 %119
  %123 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %66, i64 %119
  %124 = bitcast %struct.HistogramCommand* %122 to i8*
  %125 = bitcast %struct.HistogramCommand* %123 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2832) %124, i8* noundef nonnull align 8 dereferenceable(2832) %125, i64 2832, i1 false), !tbaa.struct !177
  br label %126

126:                                              ; preds = %121, %118, %95, %92
  %127 = phi i64 [ 0, %95 ], [ 0, %92 ], [ %96, %118 ], [ %96, %121 ]
  %128 = phi %struct.HistogramCommand* [ %66, %95 ], [ %93, %92 ], [ %66, %118 ], [ %66, %121 ]
  %129 = bitcast %struct.HistogramCommand* %128 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %129) #18
  ret i64 %127
}

; Function Attrs: nounwind uwtable
define hidden void @BrotliClusterHistogramsCommand(%struct.MemoryManager* noundef %0, %struct.HistogramCommand* noundef %1, i64 noundef %2, i64 noundef %3, %struct.HistogramCommand* nocapture noundef %4, i64* nocapture noundef writeonly %5, i32* nocapture noundef %6) local_unnamed_addr #2 {
  %8 = icmp eq i64 %2, 0
  br i1 %8, label %15, label %9

9:                                                ; preds = %7
  %10 = shl i64 %2, 2
  %11 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %10) #18
  %12 = bitcast i8* %11 to i32*
  %13 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %10) #18
  %14 = bitcast i8* %13 to i32*
  br label %15

15:                                               ; preds = %9, %7
  %16 = phi i32* [ %12, %9 ], [ null, %7 ]
  %17 = phi i32* [ %14, %9 ], [ null, %7 ]
  %18 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef 49176) #18
  %19 = bitcast i8* %18 to %struct.HistogramPair*
  %20 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef 2832) #18
  %21 = bitcast i8* %20 to %struct.HistogramCommand*
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
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %37, align 4, !tbaa !50
  %38 = getelementptr inbounds i32, i32* %36, i64 4
  %39 = bitcast i32* %38 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %39, align 4, !tbaa !50
  %40 = or i64 %34, 8
  %41 = getelementptr inbounds i32, i32* %16, i64 %40
  %42 = bitcast i32* %41 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %42, align 4, !tbaa !50
  %43 = getelementptr inbounds i32, i32* %41, i64 4
  %44 = bitcast i32* %43 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %44, align 4, !tbaa !50
  %45 = or i64 %34, 16
  %46 = getelementptr inbounds i32, i32* %16, i64 %45
  %47 = bitcast i32* %46 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %47, align 4, !tbaa !50
  %48 = getelementptr inbounds i32, i32* %46, i64 4
  %49 = bitcast i32* %48 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %49, align 4, !tbaa !50
  %50 = or i64 %34, 24
  %51 = getelementptr inbounds i32, i32* %16, i64 %50
  %52 = bitcast i32* %51 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %52, align 4, !tbaa !50
  %53 = getelementptr inbounds i32, i32* %51, i64 4
  %54 = bitcast i32* %53 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %54, align 4, !tbaa !50
  %55 = or i64 %34, 32
  %56 = getelementptr inbounds i32, i32* %16, i64 %55
  %57 = bitcast i32* %56 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %57, align 4, !tbaa !50
  %58 = getelementptr inbounds i32, i32* %56, i64 4
  %59 = bitcast i32* %58 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %59, align 4, !tbaa !50
  %60 = or i64 %34, 40
  %61 = getelementptr inbounds i32, i32* %16, i64 %60
  %62 = bitcast i32* %61 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %62, align 4, !tbaa !50
  %63 = getelementptr inbounds i32, i32* %61, i64 4
  %64 = bitcast i32* %63 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %64, align 4, !tbaa !50
  %65 = or i64 %34, 48
  %66 = getelementptr inbounds i32, i32* %16, i64 %65
  %67 = bitcast i32* %66 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %67, align 4, !tbaa !50
  %68 = getelementptr inbounds i32, i32* %66, i64 4
  %69 = bitcast i32* %68 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %69, align 4, !tbaa !50
  %70 = or i64 %34, 56
  %71 = getelementptr inbounds i32, i32* %16, i64 %70
  %72 = bitcast i32* %71 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %72, align 4, !tbaa !50
  %73 = getelementptr inbounds i32, i32* %71, i64 4
  %74 = bitcast i32* %73 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %74, align 4, !tbaa !50
  %75 = add nuw i64 %34, 64
  %76 = add nuw i64 %35, 8
  %77 = icmp eq i64 %76, %32
  br i1 %77, label %78, label %33, !llvm.loop !180

78:                                               ; preds = %33, %24
  %79 = phi i64 [ 0, %24 ], [ %75, %33 ]
  %80 = icmp eq i64 %29, 0
  br i1 %80, label %91, label %81

81:                                               ; preds = %81, %78
  %82 = phi i64 [ %88, %81 ], [ %79, %78 ]
  %83 = phi i64 [ %89, %81 ], [ 0, %78 ]
  %84 = getelementptr inbounds i32, i32* %16, i64 %82
  %85 = bitcast i32* %84 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %85, align 4, !tbaa !50
  %86 = getelementptr inbounds i32, i32* %84, i64 4
  %87 = bitcast i32* %86 to <4 x i32>*
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32>* %87, align 4, !tbaa !50
  %88 = add nuw i64 %82, 8
  %89 = add i64 %83, 1
  %90 = icmp eq i64 %89, %29
  br i1 %90, label %91, label %81, !llvm.loop !181

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
  store i32 1, i32* %98, align 4, !tbaa !50
  %99 = add nuw i64 %97, 1
  %100 = icmp eq i64 %99, %2
  br i1 %100, label %95, label %96, !llvm.loop !183

101:                                              ; preds = %102
  br i1 %8, label %210, label %114

102:                                              ; preds = %102, %95
  %103 = phi i64 [ %112, %102 ], [ 0, %95 ]
  %104 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %103
  %105 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 %103
  %106 = bitcast %struct.HistogramCommand* %104 to i8*
  %107 = bitcast %struct.HistogramCommand* %105 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2832) %106, i8* noundef nonnull align 8 dereferenceable(2832) %107, i64 2832, i1 false), !tbaa.struct !177
  %108 = tail call double @BrotliPopulationCostCommand(%struct.HistogramCommand* noundef %105) #18
  %109 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %4, i64 %103, i32 2
  store double %108, double* %109, align 8, !tbaa !119
  %110 = trunc i64 %103 to i32
  %111 = getelementptr inbounds i32, i32* %6, i64 %103
  store i32 %110, i32* %111, align 4, !tbaa !50
  %112 = add nuw i64 %103, 1
  %113 = icmp eq i64 %112, %2
  br i1 %113, label %101, label %102, !llvm.loop !185

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
  store <4 x i32> %144, <4 x i32>* %147, align 4, !tbaa !50
  %148 = or i64 %140, 4
  %149 = add <4 x i64> %141, <i64 4, i64 4, i64 4, i64 4>
  %150 = add nuw nsw <4 x i64> %149, %134
  %151 = trunc <4 x i64> %150 to <4 x i32>
  %152 = add i64 %148, %116
  %153 = getelementptr inbounds i32, i32* %17, i64 %152
  %154 = bitcast i32* %153 to <4 x i32>*
  store <4 x i32> %151, <4 x i32>* %154, align 4, !tbaa !50
  %155 = or i64 %140, 8
  %156 = add <4 x i64> %141, <i64 8, i64 8, i64 8, i64 8>
  %157 = add nuw nsw <4 x i64> %156, %134
  %158 = trunc <4 x i64> %157 to <4 x i32>
  %159 = add i64 %155, %116
  %160 = getelementptr inbounds i32, i32* %17, i64 %159
  %161 = bitcast i32* %160 to <4 x i32>*
  store <4 x i32> %158, <4 x i32>* %161, align 4, !tbaa !50
  %162 = or i64 %140, 12
  %163 = add <4 x i64> %141, <i64 12, i64 12, i64 12, i64 12>
  %164 = add nuw nsw <4 x i64> %163, %134
  %165 = trunc <4 x i64> %164 to <4 x i32>
  %166 = add i64 %162, %116
  %167 = getelementptr inbounds i32, i32* %17, i64 %166
  %168 = bitcast i32* %167 to <4 x i32>*
  store <4 x i32> %165, <4 x i32>* %168, align 4, !tbaa !50
  %169 = add nuw i64 %140, 16
  %170 = add <4 x i64> %141, <i64 16, i64 16, i64 16, i64 16>
  %171 = add nuw i64 %142, 4
  %172 = icmp eq i64 %171, %138
  br i1 %172, label %173, label %139, !llvm.loop !186

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
  store <4 x i32> %182, <4 x i32>* %185, align 4, !tbaa !50
  %186 = add nuw i64 %178, 4
  %187 = add <4 x i64> %179, <i64 4, i64 4, i64 4, i64 4>
  %188 = add i64 %180, 1
  %189 = icmp eq i64 %188, %135
  br i1 %189, label %190, label %177, !llvm.loop !187

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
  store i32 %197, i32* %199, align 4, !tbaa !50
  %200 = add nuw nsw i64 %195, 1
  %201 = icmp eq i64 %200, %124
  br i1 %201, label %202, label %194, !llvm.loop !188

202:                                              ; preds = %194, %190, %114
  %203 = getelementptr inbounds i32, i32* %6, i64 %117
  %204 = getelementptr inbounds i32, i32* %17, i64 %116
  %205 = tail call i64 @BrotliHistogramCombineCommand(%struct.HistogramCommand* noundef %4, %struct.HistogramCommand* noundef %21, i32* noundef %16, i32* noundef %203, i32* noundef %204, %struct.HistogramPair* noundef %19, i64 noundef %127, i64 noundef %127, i64 noundef %3, i64 noundef 2048)
  %206 = add i64 %205, %116
  %207 = add i64 %117, 64
  %208 = icmp ult i64 %207, %2
  %209 = add i64 %115, -64
  br i1 %208, label %114, label %210, !llvm.loop !189

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
  br i1 %220, label %222, label %218, !llvm.loop !190

222:                                              ; preds = %218
  %223 = mul i64 %219, 24
  %224 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %223) #18
  %225 = bitcast i8* %224 to %struct.HistogramPair*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(49152) %224, i8* noundef nonnull align 8 dereferenceable(49152) %18, i64 49152, i1 false)
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %18) #18
  br label %226

226:                                              ; preds = %222, %210
  %227 = phi %struct.HistogramPair* [ %225, %222 ], [ %19, %210 ]
  %228 = tail call i64 @BrotliHistogramCombineCommand(%struct.HistogramCommand* noundef %4, %struct.HistogramCommand* noundef %21, i32* noundef %16, i32* noundef %6, i32* noundef %17, %struct.HistogramPair* noundef %227, i64 noundef %211, i64 noundef %2, i64 noundef %3, i64 noundef %216)
  %229 = bitcast %struct.HistogramPair* %227 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %229) #18
  %230 = bitcast i32* %16 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %230) #18
  tail call void @BrotliHistogramRemapCommand(%struct.HistogramCommand* noundef %1, i64 noundef %2, i32* noundef %17, i64 noundef %228, %struct.HistogramCommand* noundef %4, %struct.HistogramCommand* noundef %21, i32* noundef %6)
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %20) #18
  %231 = bitcast i32* %17 to i8*
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %231) #18
  %232 = tail call i64 @BrotliHistogramReindexCommand(%struct.MemoryManager* noundef %0, %struct.HistogramCommand* noundef %4, i32* noundef %6, i64 noundef %2)
  store i64 %232, i64* %5, align 8, !tbaa !17
  ret void
}

; Function Attrs: nounwind uwtable
define hidden double @BrotliHistogramBitCostDistanceDistance(%struct.HistogramDistance* nocapture noundef readonly %0, %struct.HistogramDistance* nocapture noundef readonly %1, %struct.HistogramDistance* noundef %2) local_unnamed_addr #2 {
  %4 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !128
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %91, label %7

7:                                                ; preds = %3
  %8 = bitcast %struct.HistogramDistance* %2 to i8*
  %9 = bitcast %struct.HistogramDistance* %0 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2192) %8, i8* noundef nonnull align 8 dereferenceable(2192) %9, i64 2192, i1 false), !tbaa.struct !191
  %10 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 1
  %11 = load i64, i64* %10, align 8, !tbaa !128
  %12 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %2, i64 0, i32 1
  %13 = load i64, i64* %12, align 8, !tbaa !128
  %14 = add i64 %13, %11
  store i64 %14, i64* %12, align 8, !tbaa !128
  %15 = getelementptr %struct.HistogramDistance, %struct.HistogramDistance* %2, i64 0, i32 1
  %16 = getelementptr %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 1
  %17 = bitcast i64* %16 to %struct.HistogramDistance*
  %18 = icmp ugt %struct.HistogramDistance* %17, %2
  %19 = bitcast i64* %15 to %struct.HistogramDistance*
  %20 = icmp ugt %struct.HistogramDistance* %19, %1
  %21 = and i1 %18, %20
  br i1 %21, label %59, label %22

22:                                               ; preds = %22, %7
  %23 = phi i64 [ %57, %22 ], [ 0, %7 ]
  %24 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 0, i64 %23
  %25 = bitcast i32* %24 to <4 x i32>*
  %26 = load <4 x i32>, <4 x i32>* %25, align 4, !tbaa !50, !alias.scope !192
  %27 = getelementptr inbounds i32, i32* %24, i64 4
  %28 = bitcast i32* %27 to <4 x i32>*
  %29 = load <4 x i32>, <4 x i32>* %28, align 4, !tbaa !50, !alias.scope !192
  %30 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %2, i64 0, i32 0, i64 %23
  %31 = bitcast i32* %30 to <4 x i32>*
  %32 = load <4 x i32>, <4 x i32>* %31, align 4, !tbaa !50, !alias.scope !195, !noalias !192
  %33 = getelementptr inbounds i32, i32* %30, i64 4
  %34 = bitcast i32* %33 to <4 x i32>*
  %35 = load <4 x i32>, <4 x i32>* %34, align 4, !tbaa !50, !alias.scope !195, !noalias !192
  %36 = add <4 x i32> %32, %26
  %37 = add <4 x i32> %35, %29
  %38 = bitcast i32* %30 to <4 x i32>*
  store <4 x i32> %36, <4 x i32>* %38, align 4, !tbaa !50, !alias.scope !195, !noalias !192
  %39 = bitcast i32* %33 to <4 x i32>*
  store <4 x i32> %37, <4 x i32>* %39, align 4, !tbaa !50, !alias.scope !195, !noalias !192
  %40 = or i64 %23, 8
  %41 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 0, i64 %40
  %42 = bitcast i32* %41 to <4 x i32>*
  %43 = load <4 x i32>, <4 x i32>* %42, align 4, !tbaa !50, !alias.scope !192
  %44 = getelementptr inbounds i32, i32* %41, i64 4
  %45 = bitcast i32* %44 to <4 x i32>*
  %46 = load <4 x i32>, <4 x i32>* %45, align 4, !tbaa !50, !alias.scope !192
  %47 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %2, i64 0, i32 0, i64 %40
  %48 = bitcast i32* %47 to <4 x i32>*
  %49 = load <4 x i32>, <4 x i32>* %48, align 4, !tbaa !50, !alias.scope !195, !noalias !192
  %50 = getelementptr inbounds i32, i32* %47, i64 4
  %51 = bitcast i32* %50 to <4 x i32>*
  %52 = load <4 x i32>, <4 x i32>* %51, align 4, !tbaa !50, !alias.scope !195, !noalias !192
  %53 = add <4 x i32> %49, %43
  %54 = add <4 x i32> %52, %46
  %55 = bitcast i32* %47 to <4 x i32>*
  store <4 x i32> %53, <4 x i32>* %55, align 4, !tbaa !50, !alias.scope !195, !noalias !192
  %56 = bitcast i32* %50 to <4 x i32>*
  store <4 x i32> %54, <4 x i32>* %56, align 4, !tbaa !50, !alias.scope !195, !noalias !192
  %57 = add nuw nsw i64 %23, 16
  %58 = icmp eq i64 %57, 544
  br i1 %58, label %86, label %22, !llvm.loop !197

59:                                               ; preds = %59, %7
  %60 = phi i64 [ %84, %59 ], [ 0, %7 ]
  %61 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 0, i64 %60
  %62 = load i32, i32* %61, align 4, !tbaa !50
  %63 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %2, i64 0, i32 0, i64 %60
  %64 = load i32, i32* %63, align 4, !tbaa !50
  %65 = add i32 %64, %62
  store i32 %65, i32* %63, align 4, !tbaa !50
  %66 = or i64 %60, 1
  %67 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 0, i64 %66
  %68 = load i32, i32* %67, align 4, !tbaa !50
  %69 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %2, i64 0, i32 0, i64 %66
  %70 = load i32, i32* %69, align 4, !tbaa !50
  %71 = add i32 %70, %68
  store i32 %71, i32* %69, align 4, !tbaa !50
  %72 = or i64 %60, 2
  %73 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 0, i64 %72
  %74 = load i32, i32* %73, align 4, !tbaa !50
  %75 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %2, i64 0, i32 0, i64 %72
  %76 = load i32, i32* %75, align 4, !tbaa !50
  %77 = add i32 %76, %74
  store i32 %77, i32* %75, align 4, !tbaa !50
  %78 = or i64 %60, 3
  %79 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 0, i64 %78
  %80 = load i32, i32* %79, align 4, !tbaa !50
  %81 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %2, i64 0, i32 0, i64 %78
  %82 = load i32, i32* %81, align 4, !tbaa !50
  %83 = add i32 %82, %80
  store i32 %83, i32* %81, align 4, !tbaa !50
  %84 = add nuw nsw i64 %60, 4
  %85 = icmp eq i64 %84, 544
  br i1 %85, label %86, label %59, !llvm.loop !198

86:                                               ; preds = %59, %22
  %87 = tail call double @BrotliPopulationCostDistance(%struct.HistogramDistance* noundef nonnull %2) #18
  %88 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 2
  %89 = load double, double* %88, align 8, !tbaa !121
  %90 = fsub double %87, %89
  br label %91

91:                                               ; preds = %86, %3
  %92 = phi double [ %90, %86 ], [ 0.000000e+00, %3 ]
  ret double %92
}

; Function Attrs: nounwind uwtable
declare dso_local void @BrotliEncoderDestroyInstance(%struct.BrotliEncoderStateStruct* noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @BrotliEncoderCompress(i32 noundef %0, i32 noundef %1, i32 noundef %2, i64 noundef %3, i8* noundef %4, i64* nocapture noundef %5, i8* noundef %6) local_unnamed_addr #2 {
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
  br i1 %22, label %145, label %23

23:                                               ; preds = %7
  br i1 %18, label %24, label %25

24:                                               ; preds = %23
  store i64 1, i64* %5, align 8, !tbaa !17
  store i8 6, i8* %6, align 1, !tbaa !5
  br label %145

25:                                               ; preds = %23
  %26 = tail call i8* @BrotliBootstrapAlloc(i64 noundef 6976, i8* (i8*, i64)* noundef null, void (i8*, i8*)* noundef null, i8* noundef null) #18
  %27 = icmp eq i8* %26, null
  br i1 %27, label %145, label %28

28:                                               ; preds = %25
  %29 = bitcast i8* %26 to %struct.BrotliEncoderStateStruct*
  %30 = getelementptr inbounds i8, i8* %26, i64 1400
  %31 = bitcast i8* %30 to %struct.MemoryManager*
  tail call void @BrotliInitMemoryManager(%struct.MemoryManager* noundef nonnull %31, i8* (i8*, i64)* noundef null, void (i8*, i8*)* noundef null, i8* noundef null) #18
  %32 = bitcast i8* %26 to i32*
  store i32 0, i32* %32, align 8, !tbaa !199
  %33 = getelementptr inbounds i8, i8* %26, i64 36
  %34 = bitcast i8* %33 to i32*
  store i32 0, i32* %34, align 4, !tbaa !200
  %35 = getelementptr inbounds i8, i8* %26, i64 4
  %36 = bitcast i8* %35 to i32*
  store i32 11, i32* %36, align 4, !tbaa !201
  %37 = getelementptr inbounds i8, i8* %26, i64 8
  %38 = bitcast i8* %37 to i32*
  store i32 22, i32* %38, align 8, !tbaa !54
  %39 = getelementptr inbounds i8, i8* %26, i64 12
  %40 = getelementptr inbounds i8, i8* %26, i64 80
  %41 = bitcast i8* %40 to %struct.SharedEncoderDictionary*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(24) %39, i8 0, i64 24, i1 false) #18
  tail call void @BrotliInitSharedEncoderDictionary(%struct.SharedEncoderDictionary* noundef nonnull %41) #18
  %42 = getelementptr inbounds i8, i8* %26, i64 56
  %43 = bitcast i8* %42 to <4 x i32>*
  store <4 x i32> <i32 0, i32 0, i32 64, i32 64>, <4 x i32>* %43, align 8, !tbaa !50
  %44 = getelementptr inbounds i8, i8* %26, i64 72
  %45 = bitcast i8* %44 to i64*
  store i64 67108860, i64* %45, align 8, !tbaa !202
  %46 = getelementptr inbounds i8, i8* %26, i64 1424
  %47 = bitcast i8* %46 to i64*
  store i64 0, i64* %47, align 8, !tbaa !203
  %48 = getelementptr inbounds i8, i8* %26, i64 1612
  store i8 0, i8* %48, align 4, !tbaa !209
  %49 = getelementptr inbounds i8, i8* %26, i64 1613
  store i8 0, i8* %49, align 1, !tbaa !210
  %50 = getelementptr inbounds i8, i8* %26, i64 1616
  %51 = getelementptr inbounds i8, i8* %26, i64 6864
  %52 = getelementptr inbounds i8, i8* %26, i64 6964
  %53 = bitcast i8* %52 to i32*
  store i32 0, i32* %53, align 4, !tbaa !211
  %54 = getelementptr inbounds i8, i8* %26, i64 6968
  %55 = bitcast i8* %54 to i32*
  store i32 0, i32* %55, align 8, !tbaa !212
  %56 = getelementptr inbounds i8, i8* %26, i64 6972
  %57 = bitcast i8* %56 to i32*
  store i32 0, i32* %57, align 4, !tbaa !213
  %58 = getelementptr inbounds i8, i8* %26, i64 1448
  %59 = getelementptr inbounds i8, i8* %26, i64 1528
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(80) %58, i8 0, i64 80, i1 false) #18
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(52) %50, i8 0, i64 52, i1 false) #18
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(80) %51, i8 0, i64 80, i1 false) #18
  %60 = bitcast i8* %59 to <4 x i32>*
  store <4 x i32> <i32 4, i32 11, i32 15, i32 16>, <4 x i32>* %60, align 8, !tbaa !50
  %61 = getelementptr inbounds i8, i8* %26, i64 1592
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %61, i8* noundef nonnull align 8 dereferenceable(16) %59, i64 16, i1 false) #18
  %62 = bitcast i64* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %62) #18
  store i64 %3, i64* %8, align 8, !tbaa !17
  %63 = bitcast i8** %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %63) #18
  store i8* %4, i8** %9, align 8, !tbaa !18
  %64 = bitcast i64* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %64) #18
  %65 = load i64, i64* %5, align 8, !tbaa !17
  store i64 %65, i64* %10, align 8, !tbaa !17
  %66 = bitcast i8** %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %66) #18
  store i8* %6, i8** %11, align 8, !tbaa !18
  %67 = bitcast i64* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %67) #18
  store i64 0, i64* %12, align 8, !tbaa !17
  store i32 %0, i32* %36, align 4, !tbaa !214
  store i32 %1, i32* %38, align 8, !tbaa !215
  store i32 %2, i32* %32, align 8, !tbaa !216
  %68 = and i64 %3, 4294967295
  %69 = getelementptr inbounds i8, i8* %26, i64 24
  %70 = bitcast i8* %69 to i64*
  store i64 %68, i64* %70, align 8, !tbaa !217
  %71 = icmp sgt i32 %1, 24
  br i1 %71, label %72, label %73

72:                                               ; preds = %28
  store i32 1, i32* %34, align 4, !tbaa !218
  br label %73

73:                                               ; preds = %72, %28
  %74 = call i32 @BrotliEncoderCompressStream(%struct.BrotliEncoderStateStruct* noundef nonnull %29, i32 noundef 2, i64* noundef nonnull %8, i8** noundef nonnull %9, i64* noundef nonnull %10, i8** noundef nonnull %11, i64* noundef nonnull %12)
  %75 = load i32, i32* %53, align 4, !tbaa !211
  %76 = icmp eq i32 %75, 2
  br i1 %76, label %77, label %82

77:                                               ; preds = %73
  %78 = getelementptr inbounds i8, i8* %26, i64 6928
  %79 = bitcast i8* %78 to i64*
  %80 = load i64, i64* %79, align 8, !tbaa !219
  %81 = icmp eq i64 %80, 0
  br i1 %81, label %83, label %82

82:                                               ; preds = %77, %73
  br label %83

83:                                               ; preds = %82, %77
  %84 = phi i32 [ 0, %82 ], [ %74, %77 ]
  %85 = load i64, i64* %12, align 8, !tbaa !17
  store i64 %85, i64* %5, align 8, !tbaa !17
  call void @BrotliEncoderDestroyInstance(%struct.BrotliEncoderStateStruct* noundef nonnull %29)
  %86 = icmp eq i32 %84, 0
  br i1 %86, label %93, label %87

87:                                               ; preds = %83
  %88 = icmp eq i64 %21, 0
  br i1 %88, label %92, label %89

89:                                               ; preds = %87
  %90 = load i64, i64* %5, align 8, !tbaa !17
  %91 = icmp ugt i64 %90, %21
  br i1 %91, label %93, label %92

92:                                               ; preds = %89, %87
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %67) #18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %66) #18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %64) #18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %63) #18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %62) #18
  br label %145

93:                                               ; preds = %89, %83
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %67) #18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %66) #18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %64) #18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %63) #18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %62) #18
  store i64 0, i64* %5, align 8, !tbaa !17
  %94 = icmp eq i64 %21, 0
  %95 = icmp ult i64 %13, %21
  %96 = select i1 %94, i1 true, i1 %95
  br i1 %96, label %145, label %97

97:                                               ; preds = %93
  store i8 33, i8* %6, align 1, !tbaa !5
  %98 = getelementptr inbounds i8, i8* %6, i64 1
  store i8 3, i8* %98, align 1, !tbaa !5
  br label %99

99:                                               ; preds = %134, %97
  %100 = phi i64 [ %140, %134 ], [ %3, %97 ]
  %101 = phi i64 [ %139, %134 ], [ 0, %97 ]
  %102 = phi i64 [ %138, %134 ], [ 2, %97 ]
  %103 = icmp ult i64 %100, 16777216
  %104 = select i1 %103, i64 %100, i64 16777216
  %105 = trunc i64 %104 to i32
  %106 = icmp ugt i32 %105, 65536
  %107 = icmp ugt i32 %105, 1048576
  %108 = select i1 %107, i32 2, i32 1
  %109 = select i1 %106, i32 %108, i32 0
  %110 = shl nuw nsw i32 %109, 1
  %111 = shl nuw nsw i32 %105, 3
  %112 = add nsw i32 %111, -8
  %113 = or i32 %110, %112
  %114 = shl nuw nsw i32 %109, 2
  %115 = or i32 %114, 19
  %116 = shl nuw i32 1, %115
  %117 = or i32 %116, %113
  %118 = trunc i32 %117 to i8
  %119 = add i64 %102, 1
  %120 = getelementptr inbounds i8, i8* %6, i64 %102
  store i8 %118, i8* %120, align 1, !tbaa !5
  %121 = lshr i32 %117, 8
  %122 = trunc i32 %121 to i8
  %123 = add i64 %102, 2
  %124 = getelementptr inbounds i8, i8* %6, i64 %119
  store i8 %122, i8* %124, align 1, !tbaa !5
  %125 = lshr i32 %117, 16
  %126 = trunc i32 %125 to i8
  %127 = add i64 %102, 3
  %128 = getelementptr inbounds i8, i8* %6, i64 %123
  store i8 %126, i8* %128, align 1, !tbaa !5
  br i1 %107, label %129, label %134

129:                                              ; preds = %99
  %130 = lshr i32 %117, 24
  %131 = trunc i32 %130 to i8
  %132 = add i64 %102, 4
  %133 = getelementptr inbounds i8, i8* %6, i64 %127
  store i8 %131, i8* %133, align 1, !tbaa !5
  br label %134

134:                                              ; preds = %129, %99
  %135 = phi i64 [ %132, %129 ], [ %127, %99 ]
  %136 = getelementptr inbounds i8, i8* %6, i64 %135
  %137 = getelementptr inbounds i8, i8* %4, i64 %101
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %136, i8* align 1 %137, i64 %104, i1 false) #18
  %138 = add i64 %135, %104
  %139 = add i64 %104, %101
  %140 = sub i64 %100, %104
  %141 = icmp eq i64 %140, 0
  br i1 %141, label %142, label %99, !llvm.loop !220

142:                                              ; preds = %134
  %143 = getelementptr inbounds i8, i8* %6, i64 %138
  store i8 3, i8* %143, align 1, !tbaa !5
  %144 = add i64 %138, 1
  store i64 %144, i64* %5, align 8, !tbaa !17
  br label %145

145:                                              ; preds = %142, %93, %92, %25, %24, %7
  %146 = phi i32 [ 1, %24 ], [ 1, %142 ], [ 0, %7 ], [ 1, %92 ], [ 0, %93 ], [ 0, %25 ]
  ret i32 %146
}

; Function Attrs: nounwind uwtable
declare dso_local i32 @BrotliEncoderCompressStream(%struct.BrotliEncoderStateStruct* noundef, i32 noundef, i64* nocapture noundef, i8** nocapture noundef, i64* nocapture noundef, i8** nocapture noundef, i64* noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i8* @BrotliEncoderTakeOutput(%struct.BrotliEncoderStateStruct* nocapture noundef %0, i64* nocapture noundef %1) local_unnamed_addr #4 {
  %3 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 30
  %4 = load i64, i64* %3, align 8, !tbaa !219
  %5 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 29
  %6 = load i8*, i8** %5, align 8, !tbaa !221
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
  store i8* %15, i8** %5, align 8, !tbaa !221
  %16 = sub i64 %4, %14
  store i64 %16, i64* %3, align 8, !tbaa !219
  %17 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 31
  %18 = load i64, i64* %17, align 8, !tbaa !222
  %19 = add i64 %18, %14
  store i64 %19, i64* %17, align 8, !tbaa !222
  %20 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 34
  %21 = load i32, i32* %20, align 4, !tbaa !211
  %22 = icmp eq i32 %21, 1
  %23 = icmp eq i64 %16, 0
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %25, label %26

25:                                               ; preds = %13
  store i32 0, i32* %20, align 4, !tbaa !211
  store i8* null, i8** %5, align 8, !tbaa !221
  br label %26

26:                                               ; preds = %25, %13, %11
  %27 = phi i64 [ 0, %11 ], [ %14, %13 ], [ %14, %25 ]
  %28 = phi i8* [ null, %11 ], [ %6, %13 ], [ %6, %25 ]
  store i64 %27, i64* %1, align 8, !tbaa !17
  ret i8* %28
}

; Function Attrs: nofree nosync nounwind readonly uwtable
define hidden i64 @BrotliEncoderGetPreparedDictionarySize(%struct.BrotliEncoderPreparedDictionaryStruct* nocapture noundef readonly %0) local_unnamed_addr #17 {
  %2 = bitcast %struct.BrotliEncoderPreparedDictionaryStruct* %0 to i32*
  %3 = load i32, i32* %2, align 4, !tbaa !50
  %4 = icmp eq i32 %3, -558043678
  br i1 %4, label %5, label %11

5:                                                ; preds = %1
  %6 = bitcast %struct.BrotliEncoderPreparedDictionaryStruct* %0 to %struct.ManagedDictionary*
  %7 = getelementptr inbounds %struct.ManagedDictionary, %struct.ManagedDictionary* %6, i64 0, i32 2
  %8 = load i32*, i32** %7, align 8, !tbaa !223
  %9 = load i32, i32* %8, align 4, !tbaa !50
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
  %18 = load i32, i32* %17, align 4, !tbaa !225
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %16, i64 0, i32 5
  %21 = load i32, i32* %20, align 4, !tbaa !227
  %22 = zext i32 %21 to i64
  %23 = shl i64 4, %22
  %24 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %16, i64 0, i32 4
  %25 = load i32, i32* %24, align 4, !tbaa !228
  %26 = zext i32 %25 to i64
  %27 = shl i64 2, %26
  %28 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %16, i64 0, i32 1
  %29 = load i32, i32* %28, align 4, !tbaa !229
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
  %40 = load i32, i32* %39, align 4, !tbaa !227
  %41 = zext i32 %40 to i64
  %42 = shl i64 4, %41
  %43 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %38, i64 0, i32 4
  %44 = load i32, i32* %43, align 4, !tbaa !228
  %45 = zext i32 %44 to i64
  %46 = shl i64 2, %45
  %47 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %38, i64 0, i32 1
  %48 = load i32, i32* %47, align 4, !tbaa !229
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
  %58 = load i64, i64* %57, align 8, !tbaa !230
  %59 = icmp eq i64 %58, 0
  br i1 %59, label %72, label %60

60:                                               ; preds = %68, %55
  %61 = phi i64 [ %70, %68 ], [ 0, %55 ]
  %62 = phi i64 [ %69, %68 ], [ 1320, %55 ]
  %63 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %56, i64 0, i32 1, i32 6, i64 %61
  %64 = bitcast %struct.PreparedDictionary** %63 to %struct.BrotliEncoderPreparedDictionaryStruct**
  %65 = load %struct.BrotliEncoderPreparedDictionaryStruct*, %struct.BrotliEncoderPreparedDictionaryStruct** %64, align 8, !tbaa !18
  %66 = tail call i64 @BrotliEncoderGetPreparedDictionarySize(%struct.BrotliEncoderPreparedDictionaryStruct* noundef %65)
  %67 = icmp eq i64 %66, 0
  br i1 %67, label %138, label %68

68:                                               ; preds = %60
  %69 = add i64 %66, %62
  %70 = add nuw i64 %61, 1
  %71 = icmp eq i64 %70, %58
  br i1 %71, label %72, label %60, !llvm.loop !231

72:                                               ; preds = %68, %55
  %73 = phi i64 [ 1320, %55 ], [ %69, %68 ]
  %74 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %56, i64 0, i32 2, i32 0
  %75 = load i32, i32* %74, align 8, !tbaa !232
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %77, label %79

77:                                               ; preds = %72
  %78 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %56, i64 0, i32 2, i32 5
  br label %87

79:                                               ; preds = %72
  %80 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %56, i64 0, i32 2, i32 4
  %81 = load i64, i64* %80, align 8, !tbaa !233
  %82 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %56, i64 0, i32 2, i32 6
  %83 = load %struct.BrotliEncoderDictionary*, %struct.BrotliEncoderDictionary** %82, align 8, !tbaa !234
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
  %95 = load i64, i64* %94, align 8, !tbaa !235
  %96 = mul i64 %95, 12
  %97 = add i64 %96, %93
  %98 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %88, i64 %92, i32 11
  %99 = load i16*, i16** %98, align 8, !tbaa !236
  %100 = icmp eq i16* %99, null
  %101 = add i64 %97, 65536
  %102 = select i1 %100, i64 %97, i64 %101
  %103 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %88, i64 %92, i32 12
  %104 = load i8*, i8** %103, align 8, !tbaa !237
  %105 = icmp eq i8* %104, null
  %106 = add i64 %102, 32768
  %107 = select i1 %105, i64 %102, i64 %106
  %108 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %88, i64 %92, i32 14
  %109 = load i16*, i16** %108, align 8, !tbaa !238
  %110 = icmp eq i16* %109, null
  br i1 %110, label %116, label %111

111:                                              ; preds = %91
  %112 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %88, i64 %92, i32 13
  %113 = load i64, i64* %112, align 8, !tbaa !239
  %114 = shl i64 %113, 1
  %115 = add i64 %114, %107
  br label %116

116:                                              ; preds = %111, %91
  %117 = phi i64 [ %115, %111 ], [ %107, %91 ]
  %118 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %88, i64 %92, i32 16
  %119 = load %struct.DictWord*, %struct.DictWord** %118, align 8, !tbaa !240
  %120 = icmp eq %struct.DictWord* %119, null
  br i1 %120, label %126, label %121

121:                                              ; preds = %116
  %122 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %88, i64 %92, i32 15
  %123 = load i64, i64* %122, align 8, !tbaa !241
  %124 = shl i64 %123, 2
  %125 = add i64 %124, %117
  br label %126

126:                                              ; preds = %121, %116
  %127 = phi i64 [ %125, %121 ], [ %117, %116 ]
  %128 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %88, i64 %92, i32 17
  %129 = load %struct.BrotliDictionary*, %struct.BrotliDictionary** %128, align 8, !tbaa !242
  %130 = icmp eq %struct.BrotliDictionary* %129, null
  %131 = add i64 %127, 176
  %132 = select i1 %130, i64 %127, i64 %131
  %133 = add nuw i64 %92, 1
  %134 = icmp eq i64 %133, %89
  br i1 %134, label %135, label %91, !llvm.loop !243

135:                                              ; preds = %126, %79
  %136 = phi i64 [ %85, %79 ], [ %132, %126 ]
  %137 = add i64 %136, %12
  br label %138

138:                                              ; preds = %135, %60, %37, %15, %11
  %139 = phi i64 [ %36, %15 ], [ %54, %37 ], [ %137, %135 ], [ 0, %11 ], [ 0, %60 ]
  ret i64 %139
}

; Function Attrs: nounwind uwtable
declare hidden void @BrotliInitSharedEncoderDictionary(%struct.SharedEncoderDictionary* noundef) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind uwtable
define hidden void @BrotliCreateHuffmanTree(i32* nocapture noundef readonly %0, i64 noundef %1, i32 noundef %2, %struct.HuffmanTree* noundef %3, i8* nocapture noundef writeonly %4) local_unnamed_addr #13 {
  %6 = alloca [16 x i32], align 16
  %7 = icmp eq i64 %1, 0
  %8 = bitcast [16 x i32]* %6 to i8*
  %9 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i64 0, i64 0
  %10 = bitcast %struct.HuffmanTree* %3 to i8*
  br label %11

11:                                               ; preds = %219, %5
  %12 = phi i32 [ 1, %5 ], [ %220, %219 ]
  br i1 %7, label %13, label %14

13:                                               ; preds = %11
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(16) %10, i8 -1, i64 16, i1 false)
  br label %127

14:                                               ; preds = %29, %11
  %15 = phi i64 [ %30, %29 ], [ 0, %11 ]
  %16 = phi i64 [ %17, %29 ], [ %1, %11 ]
  %17 = add i64 %16, -1
  %18 = getelementptr inbounds i32, i32* %0, i64 %17
  %19 = load i32, i32* %18, align 4, !tbaa !50
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %29, label %21

21:                                               ; preds = %14
  %22 = icmp ugt i32 %19, %12
  %23 = select i1 %22, i32 %19, i32 %12
  %24 = add i64 %15, 1
  %25 = trunc i64 %17 to i16
  %26 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %15, i32 0
  store i32 %23, i32* %26, align 4, !tbaa !244
  %27 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %15, i32 1
  store i16 -1, i16* %27, align 4, !tbaa !246
  %28 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %15, i32 2
  store i16 %25, i16* %28, align 2, !tbaa !247
  br label %29

29:                                               ; preds = %21, %14
  %30 = phi i64 [ %24, %21 ], [ %15, %14 ]
  %31 = icmp eq i64 %17, 0
  br i1 %31, label %32, label %14, !llvm.loop !248

32:                                               ; preds = %29
  %33 = icmp eq i64 %30, 1
  br i1 %33, label %34, label %39

34:                                               ; preds = %32
  %35 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 0, i32 2
  %36 = load i16, i16* %35, align 2, !tbaa !247
  %37 = sext i16 %36 to i64
  %38 = getelementptr inbounds i8, i8* %4, i64 %37
  store i8 1, i8* %38, align 1, !tbaa !5
  br label %221

39:                                               ; preds = %32
  %40 = icmp ult i64 %30, 13
  br i1 %40, label %41, label %76

41:                                               ; preds = %39
  %42 = icmp ugt i64 %30, 1
  br i1 %42, label %43, label %121

43:                                               ; preds = %70, %41
  %44 = phi i64 [ %74, %70 ], [ 1, %41 ]
  %45 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %44
  %46 = bitcast %struct.HuffmanTree* %45 to i64*
  %47 = load i64, i64* %46, align 4
  %48 = trunc i64 %47 to i32
  %49 = lshr i64 %47, 48
  %50 = trunc i64 %49 to i16
  br label %51

51:                                               ; preds = %64, %43
  %52 = phi i64 [ %44, %43 ], [ %53, %64 ]
  %53 = add nsw i64 %52, -1
  %54 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %53
  %55 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %54, i64 0, i32 0
  %56 = load i32, i32* %55, align 4, !tbaa !244
  %57 = icmp eq i32 %56, %48
  br i1 %57, label %60, label %58

58:                                               ; preds = %51
  %59 = icmp ugt i32 %56, %48
  br i1 %59, label %64, label %70

60:                                               ; preds = %51
  %61 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %53, i32 2
  %62 = load i16, i16* %61, align 2, !tbaa !247
  %63 = icmp slt i16 %62, %50
  br i1 %63, label %64, label %70

64:                                               ; preds = %60, %58
  %65 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %52
  %66 = bitcast %struct.HuffmanTree* %54 to i64*
  %67 = bitcast %struct.HuffmanTree* %65 to i64*
  %68 = load i64, i64* %66, align 4
  store i64 %68, i64* %67, align 4
  %69 = icmp eq i64 %53, 0
  br i1 %69, label %70, label %51, !llvm.loop !249

70:                                               ; preds = %64, %60, %58
  %71 = phi i64 [ 0, %64 ], [ %52, %60 ], [ %52, %58 ]
  %72 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %71
  %73 = bitcast %struct.HuffmanTree* %72 to i64*
  store i64 %47, i64* %73, align 4
  %74 = add nuw nsw i64 %44, 1
  %75 = icmp eq i64 %74, %30
  br i1 %75, label %121, label %43, !llvm.loop !250

76:                                               ; preds = %39
  %77 = icmp ult i64 %30, 57
  %78 = select i1 %77, i64 2, i64 0
  br label %79

79:                                               ; preds = %118, %76
  %80 = phi i64 [ %78, %76 ], [ %119, %118 ]
  %81 = getelementptr inbounds [6 x i64], [6 x i64]* @kBrotliShellGaps, i64 0, i64 %80
  %82 = load i64, i64* %81, align 8, !tbaa !17
  %83 = icmp ult i64 %82, %30
  br i1 %83, label %84, label %118

84:                                               ; preds = %112, %79
  %85 = phi i64 [ %116, %112 ], [ %82, %79 ]
  %86 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %85
  %87 = bitcast %struct.HuffmanTree* %86 to i64*
  %88 = load i64, i64* %87, align 4
  %89 = trunc i64 %88 to i32
  %90 = lshr i64 %88, 48
  %91 = trunc i64 %90 to i16
  %92 = icmp ult i64 %85, %82
  br i1 %92, label %112, label %93

93:                                               ; preds = %106, %84
  %94 = phi i64 [ %95, %106 ], [ %85, %84 ]
  %95 = sub i64 %94, %82
  %96 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %95
  %97 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %96, i64 0, i32 0
  %98 = load i32, i32* %97, align 4, !tbaa !244
  %99 = icmp eq i32 %98, %89
  br i1 %99, label %102, label %100

100:                                              ; preds = %93
  %101 = icmp ugt i32 %98, %89
  br i1 %101, label %106, label %112

102:                                              ; preds = %93
  %103 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %95, i32 2
  %104 = load i16, i16* %103, align 2, !tbaa !247
  %105 = icmp slt i16 %104, %91
  br i1 %105, label %106, label %112

106:                                              ; preds = %102, %100
  %107 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %94
  %108 = bitcast %struct.HuffmanTree* %96 to i64*
  %109 = bitcast %struct.HuffmanTree* %107 to i64*
  %110 = load i64, i64* %108, align 4
  store i64 %110, i64* %109, align 4
  %111 = icmp ult i64 %95, %82
  br i1 %111, label %112, label %93, !llvm.loop !251

112:                                              ; preds = %106, %102, %100, %84
  %113 = phi i64 [ %85, %84 ], [ %94, %102 ], [ %95, %106 ], [ %94, %100 ]
  %114 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %113
  %115 = bitcast %struct.HuffmanTree* %114 to i64*
  store i64 %88, i64* %115, align 4
  %116 = add nuw i64 %85, 1
  %117 = icmp eq i64 %116, %30
  br i1 %117, label %118, label %84, !llvm.loop !252

118:                                              ; preds = %112, %79
  %119 = add nuw nsw i64 %80, 1
  %120 = icmp eq i64 %119, 6
  br i1 %120, label %121, label %79, !llvm.loop !253

121:                                              ; preds = %118, %70, %41
  %122 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %30
  %123 = add i64 %30, 1
  %124 = bitcast %struct.HuffmanTree* %122 to <2 x i64>*
  store <2 x i64> <i64 -1, i64 -1>, <2 x i64>* %124, align 4
  %125 = add i64 %30, -1
  %126 = icmp eq i64 %125, 0
  br i1 %126, label %174, label %127

127:                                              ; preds = %121, %13
  %128 = phi i64 [ -1, %13 ], [ %125, %121 ]
  %129 = phi i64 [ 1, %13 ], [ %123, %121 ]
  %130 = phi i64 [ 0, %13 ], [ %30, %121 ]
  %131 = shl i64 %130, 1
  br label %132

132:                                              ; preds = %132, %127
  %133 = phi i64 [ %128, %127 ], [ %172, %132 ]
  %134 = phi i64 [ %129, %127 ], [ %156, %132 ]
  %135 = phi i64 [ 0, %127 ], [ %154, %132 ]
  %136 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %135, i32 0
  %137 = load i32, i32* %136, align 4, !tbaa !244
  %138 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %134, i32 0
  %139 = load i32, i32* %138, align 4, !tbaa !244
  %140 = icmp ugt i32 %137, %139
  %141 = xor i1 %140, true
  %142 = zext i1 %141 to i64
  %143 = add i64 %135, %142
  %144 = zext i1 %140 to i64
  %145 = add i64 %134, %144
  %146 = select i1 %140, i64 %134, i64 %135
  %147 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %143, i32 0
  %148 = load i32, i32* %147, align 4, !tbaa !244
  %149 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %145, i32 0
  %150 = load i32, i32* %149, align 4, !tbaa !244
  %151 = icmp ugt i32 %148, %150
  %152 = xor i1 %151, true
  %153 = zext i1 %152 to i64
  %154 = add i64 %143, %153
  %155 = zext i1 %151 to i64
  %156 = add i64 %145, %155
  %157 = select i1 %151, i64 %145, i64 %143
  %158 = sub i64 %131, %133
  %159 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %146, i32 0
  %160 = load i32, i32* %159, align 4, !tbaa !244
  %161 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %157, i32 0
  %162 = load i32, i32* %161, align 4, !tbaa !244
  %163 = add i32 %162, %160
  %164 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %158, i32 0
  store i32 %163, i32* %164, align 4, !tbaa !244
  %165 = trunc i64 %146 to i16
  %166 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %158, i32 1
  store i16 %165, i16* %166, align 4, !tbaa !246
  %167 = trunc i64 %157 to i16
  %168 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %158, i32 2
  store i16 %167, i16* %168, align 2, !tbaa !247
  %169 = add i64 %158, 1
  %170 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %169
  %171 = bitcast %struct.HuffmanTree* %170 to i64*
  store i64 -1, i64* %171, align 4
  %172 = add i64 %133, -1
  %173 = icmp eq i64 %172, 0
  br i1 %173, label %174, label %132, !llvm.loop !254

174:                                              ; preds = %132, %121
  %175 = phi i64 [ 1, %121 ], [ %130, %132 ]
  %176 = trunc i64 %175 to i32
  %177 = shl i32 %176, 1
  %178 = add i32 %177, -1
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %8) #18
  store i32 -1, i32* %9, align 16, !tbaa !50
  br label %179

179:                                              ; preds = %215, %174
  %180 = phi i32 [ 0, %174 ], [ %216, %215 ]
  %181 = phi i32 [ %178, %174 ], [ %217, %215 ]
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %182, i32 1
  %184 = load i16, i16* %183, align 4, !tbaa !246
  %185 = icmp sgt i16 %184, -1
  br i1 %185, label %186, label %196

186:                                              ; preds = %179
  %187 = add nsw i32 %180, 1
  %188 = icmp slt i32 %180, %2
  br i1 %188, label %189, label %219

189:                                              ; preds = %186
  %190 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %182, i32 2
  %191 = load i16, i16* %190, align 2, !tbaa !247
  %192 = sext i16 %191 to i32
  %193 = sext i32 %187 to i64
  %194 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i64 0, i64 %193
  store i32 %192, i32* %194, align 4, !tbaa !50
  %195 = zext i16 %184 to i32
  br label %215

196:                                              ; preds = %179
  %197 = trunc i32 %180 to i8
  %198 = getelementptr inbounds %struct.HuffmanTree, %struct.HuffmanTree* %3, i64 %182, i32 2
  %199 = load i16, i16* %198, align 2, !tbaa !247
  %200 = sext i16 %199 to i64
  %201 = getelementptr inbounds i8, i8* %4, i64 %200
  store i8 %197, i8* %201, align 1, !tbaa !5
  %202 = icmp sgt i32 %180, -1
  br i1 %202, label %203, label %218

203:                                              ; preds = %209, %196
  %204 = phi i32 [ %210, %209 ], [ %180, %196 ]
  %205 = zext i32 %204 to i64
  %206 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i64 0, i64 %205
  %207 = load i32, i32* %206, align 4, !tbaa !50
  %208 = icmp eq i32 %207, -1
  br i1 %208, label %209, label %212

209:                                              ; preds = %203
  %210 = add nsw i32 %204, -1
  %211 = icmp sgt i32 %204, 0
  br i1 %211, label %203, label %218, !llvm.loop !255

212:                                              ; preds = %203
  %213 = zext i32 %204 to i64
  %214 = getelementptr inbounds [16 x i32], [16 x i32]* %6, i64 0, i64 %213
  store i32 -1, i32* %214, align 4, !tbaa !50
  br label %215

215:                                              ; preds = %212, %189
  %216 = phi i32 [ %187, %189 ], [ %204, %212 ]
  %217 = phi i32 [ %195, %189 ], [ %207, %212 ]
  br label %179

218:                                              ; preds = %209, %196
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %8) #18
  br label %221

219:                                              ; preds = %186
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %8) #18
  %220 = shl i32 %12, 1
  br label %11

221:                                              ; preds = %218, %34
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
define hidden void @BrotliBuildHistogramsWithContext(%struct.Command* nocapture noundef readonly %0, i64 noundef %1, %struct.BlockSplit* noundef %2, %struct.BlockSplit* noundef %3, %struct.BlockSplit* noundef %4, i8* nocapture noundef readonly %5, i64 noundef %6, i64 noundef %7, i8 noundef zeroext %8, i8 noundef zeroext %9, i32* noundef readonly %10, %struct.HistogramLiteral* nocapture noundef %11, %struct.HistogramCommand* nocapture noundef %12, %struct.HistogramDistance* nocapture noundef %13) local_unnamed_addr #13 {
  %15 = getelementptr inbounds %struct.BlockSplit, %struct.BlockSplit* %2, i64 0, i32 3
  %16 = load i32*, i32** %15, align 8, !tbaa !256
  %17 = icmp eq i32* %16, null
  br i1 %17, label %21, label %18

18:                                               ; preds = %14
  %19 = load i32, i32* %16, align 4, !tbaa !50
  %20 = zext i32 %19 to i64
  br label %21

21:                                               ; preds = %18, %14
  %22 = phi i64 [ %20, %18 ], [ 0, %14 ]
  %23 = getelementptr inbounds %struct.BlockSplit, %struct.BlockSplit* %3, i64 0, i32 3
  %24 = load i32*, i32** %23, align 8, !tbaa !256
  %25 = icmp eq i32* %24, null
  br i1 %25, label %29, label %26

26:                                               ; preds = %21
  %27 = load i32, i32* %24, align 4, !tbaa !50
  %28 = zext i32 %27 to i64
  br label %29

29:                                               ; preds = %26, %21
  %30 = phi i64 [ %28, %26 ], [ 0, %21 ]
  %31 = getelementptr inbounds %struct.BlockSplit, %struct.BlockSplit* %4, i64 0, i32 3
  %32 = load i32*, i32** %31, align 8, !tbaa !256
  %33 = icmp eq i32* %32, null
  br i1 %33, label %37, label %34

34:                                               ; preds = %29
  %35 = load i32, i32* %32, align 4, !tbaa !50
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
  %62 = load i8*, i8** %41, align 8, !tbaa !258
  %63 = getelementptr inbounds i8, i8* %62, i64 %61
  %64 = load i8, i8* %63, align 1, !tbaa !5
  %65 = zext i8 %64 to i64
  %66 = getelementptr inbounds i32, i32* %24, i64 %61
  %67 = load i32, i32* %66, align 4, !tbaa !50
  %68 = zext i32 %67 to i64
  br label %69

69:                                               ; preds = %60, %45
  %70 = phi i64 [ %61, %60 ], [ %57, %45 ]
  %71 = phi i64 [ %65, %60 ], [ %56, %45 ]
  %72 = phi i64 [ %68, %60 ], [ %55, %45 ]
  %73 = add i64 %72, -1
  %74 = getelementptr inbounds %struct.Command, %struct.Command* %0, i64 %49, i32 3
  %75 = load i16, i16* %74, align 4, !tbaa !259
  %76 = zext i16 %75 to i64
  %77 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %12, i64 %71, i32 0, i64 %76
  %78 = load i32, i32* %77, align 4, !tbaa !50
  %79 = add i32 %78, 1
  store i32 %79, i32* %77, align 4, !tbaa !50
  %80 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %12, i64 %71, i32 1
  %81 = load i64, i64* %80, align 8, !tbaa !125
  %82 = add i64 %81, 1
  store i64 %82, i64* %80, align 8, !tbaa !125
  %83 = getelementptr inbounds %struct.Command, %struct.Command* %0, i64 %49, i32 0
  %84 = load i32, i32* %83, align 4, !tbaa !70
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
  %99 = load i8*, i8** %42, align 8, !tbaa !258
  %100 = getelementptr inbounds i8, i8* %99, i64 %98
  %101 = load i8, i8* %100, align 1, !tbaa !5
  %102 = zext i8 %101 to i64
  %103 = getelementptr inbounds i32, i32* %16, i64 %98
  %104 = load i32, i32* %103, align 4, !tbaa !50
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
  %113 = load i32, i32* %112, align 4, !tbaa !5
  %114 = shl i32 %113, 9
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds [2048 x i8], [2048 x i8]* @_kBrotliContextLookupTable, i64 0, i64 %115
  %117 = shl i64 %107, 6
  %118 = zext i8 %89 to i64
  %119 = getelementptr inbounds i8, i8* %116, i64 %118
  %120 = load i8, i8* %119, align 1, !tbaa !5
  %121 = getelementptr inbounds i8, i8* %116, i64 256
  %122 = zext i8 %90 to i64
  %123 = getelementptr inbounds i8, i8* %121, i64 %122
  %124 = load i8, i8* %123, align 1, !tbaa !5
  %125 = or i8 %124, %120
  %126 = zext i8 %125 to i64
  %127 = add i64 %117, %126
  br label %128

128:                                              ; preds = %111, %106
  %129 = phi i64 [ %127, %111 ], [ %107, %106 ]
  %130 = and i64 %92, %7
  %131 = getelementptr inbounds i8, i8* %5, i64 %130
  %132 = load i8, i8* %131, align 1, !tbaa !5
  %133 = zext i8 %132 to i64
  %134 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %11, i64 %129, i32 0, i64 %133
  %135 = load i32, i32* %134, align 4, !tbaa !50
  %136 = add i32 %135, 1
  store i32 %136, i32* %134, align 4, !tbaa !50
  %137 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %11, i64 %129, i32 1
  %138 = load i64, i64* %137, align 8, !tbaa !126
  %139 = add i64 %138, 1
  store i64 %139, i64* %137, align 8, !tbaa !126
  %140 = load i8, i8* %131, align 1, !tbaa !5
  %141 = add i64 %92, 1
  %142 = add nsw i64 %91, -1
  %143 = icmp eq i64 %142, 0
  br i1 %143, label %144, label %88, !llvm.loop !260

144:                                              ; preds = %128, %69
  %145 = phi i64 [ %58, %69 ], [ %110, %128 ]
  %146 = phi i64 [ %54, %69 ], [ %107, %128 ]
  %147 = phi i64 [ %50, %69 ], [ %108, %128 ]
  %148 = phi i64 [ %48, %69 ], [ %141, %128 ]
  %149 = phi i8 [ %47, %69 ], [ %89, %128 ]
  %150 = phi i8 [ %46, %69 ], [ %140, %128 ]
  %151 = getelementptr inbounds %struct.Command, %struct.Command* %0, i64 %49, i32 1
  %152 = load i32, i32* %151, align 4, !tbaa !72
  %153 = and i32 %152, 33554431
  %154 = zext i32 %153 to i64
  %155 = add i64 %148, %154
  %156 = icmp eq i32 %153, 0
  br i1 %156, label %207, label %157

157:                                              ; preds = %144
  %158 = add i64 %155, -2
  %159 = and i64 %158, %7
  %160 = getelementptr inbounds i8, i8* %5, i64 %159
  %161 = load i8, i8* %160, align 1, !tbaa !5
  %162 = add i64 %155, -1
  %163 = and i64 %162, %7
  %164 = getelementptr inbounds i8, i8* %5, i64 %163
  %165 = load i8, i8* %164, align 1, !tbaa !5
  %166 = icmp ugt i16 %75, 127
  br i1 %166, label %167, label %207

167:                                              ; preds = %157
  %168 = icmp eq i64 %51, 0
  br i1 %168, label %169, label %178

169:                                              ; preds = %167
  %170 = add i64 %53, 1
  %171 = load i8*, i8** %44, align 8, !tbaa !258
  %172 = getelementptr inbounds i8, i8* %171, i64 %170
  %173 = load i8, i8* %172, align 1, !tbaa !5
  %174 = zext i8 %173 to i64
  %175 = getelementptr inbounds i32, i32* %32, i64 %170
  %176 = load i32, i32* %175, align 4, !tbaa !50
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
  %198 = load i16, i16* %197, align 2, !tbaa !261
  %199 = and i16 %198, 1023
  %200 = zext i16 %199 to i64
  %201 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %13, i64 %196, i32 0, i64 %200
  %202 = load i32, i32* %201, align 4, !tbaa !50
  %203 = add i32 %202, 1
  store i32 %203, i32* %201, align 4, !tbaa !50
  %204 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %13, i64 %196, i32 1
  %205 = load i64, i64* %204, align 8, !tbaa !128
  %206 = add i64 %205, 1
  store i64 %206, i64* %204, align 8, !tbaa !128
  br label %207

207:                                              ; preds = %178, %157, %144
  %208 = phi i64 [ %53, %144 ], [ %179, %178 ], [ %53, %157 ]
  %209 = phi i64 [ %52, %144 ], [ %180, %178 ], [ %52, %157 ]
  %210 = phi i64 [ %51, %144 ], [ %182, %178 ], [ %51, %157 ]
  %211 = phi i8 [ %149, %144 ], [ %161, %178 ], [ %161, %157 ]
  %212 = phi i8 [ %150, %144 ], [ %165, %178 ], [ %165, %157 ]
  %213 = add nuw i64 %49, 1
  %214 = icmp eq i64 %213, %1
  br i1 %214, label %215, label %45, !llvm.loop !262

215:                                              ; preds = %207, %37
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
declare hidden void @BrotliInitMemoryManager(%struct.MemoryManager* nocapture noundef writeonly, i8* (i8*, i64)* noundef, void (i8*, i8*)* noundef, i8* noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
declare hidden i8* @BrotliAllocate(%struct.MemoryManager* nocapture noundef readonly, i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
declare hidden void @BrotliFree(%struct.MemoryManager* nocapture noundef readonly, i8* noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
declare hidden i8* @BrotliBootstrapAlloc(i64 noundef, i8* (i8*, i64)* noundef readonly, void (i8*, i8*)* noundef readnone, i8* noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define hidden fastcc i32 @ComputeDistanceCost(%struct.Command* nocapture noundef readonly %0, i64 noundef %1, %struct.BrotliDistanceParams* nocapture noundef readonly %2, %struct.BrotliDistanceParams* nocapture noundef readonly %3, double* nocapture noundef writeonly %4, %struct.HistogramDistance* noundef %5) unnamed_addr #2 {
  %7 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %5, i64 0, i32 2
  %8 = bitcast %struct.HistogramDistance* %5 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2184) %8, i8 0, i64 2184, i1 false) #18
  store double 0x7FF0000000000000, double* %7, align 8, !tbaa !121
  %9 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %2, i64 0, i32 0
  %10 = load i32, i32* %9, align 8, !tbaa !74
  %11 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %3, i64 0, i32 0
  %12 = load i32, i32* %11, align 8, !tbaa !74
  %13 = icmp eq i32 %10, %12
  br i1 %13, label %14, label %20

14:                                               ; preds = %6
  %15 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %2, i64 0, i32 1
  %16 = load i32, i32* %15, align 4, !tbaa !73
  %17 = getelementptr inbounds %struct.BrotliDistanceParams, %struct.BrotliDistanceParams* %3, i64 0, i32 1
  %18 = load i32, i32* %17, align 4, !tbaa !73
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
  %33 = load i32, i32* %32, align 4, !tbaa !72
  %34 = and i32 %33, 33554431
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %118, label %36

36:                                               ; preds = %28
  %37 = getelementptr inbounds %struct.Command, %struct.Command* %0, i64 %30, i32 3
  %38 = load i16, i16* %37, align 4, !tbaa !259
  %39 = icmp ugt i16 %38, 127
  br i1 %39, label %40, label %118

40:                                               ; preds = %36
  %41 = getelementptr inbounds %struct.Command, %struct.Command* %0, i64 %30, i32 4
  %42 = load i16, i16* %41, align 2, !tbaa !261
  br i1 %21, label %43, label %107

43:                                               ; preds = %40
  %44 = zext i16 %42 to i32
  %45 = and i32 %44, 1023
  %46 = load i32, i32* %24, align 4, !tbaa !73
  %47 = add i32 %46, 16
  %48 = icmp ult i32 %45, %47
  br i1 %48, label %68, label %49

49:                                               ; preds = %43
  %50 = lshr i32 %44, 10
  %51 = getelementptr inbounds %struct.Command, %struct.Command* %0, i64 %30, i32 2
  %52 = load i32, i32* %51, align 4, !tbaa !263
  %53 = load i32, i32* %9, align 8, !tbaa !74
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
  %71 = load i64, i64* %25, align 8, !tbaa !264
  %72 = icmp ult i64 %71, %70
  br i1 %72, label %127, label %73

73:                                               ; preds = %68
  %74 = load i32, i32* %26, align 4, !tbaa !73
  %75 = zext i32 %74 to i64
  %76 = load i32, i32* %11, align 8, !tbaa !74
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
  %88 = tail call i32 @llvm.ctlz.i32(i32 %87, i1 true) #18, !range !76
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
  %112 = load i32, i32* %111, align 4, !tbaa !50
  %113 = add i32 %112, 1
  store i32 %113, i32* %111, align 4, !tbaa !50
  %114 = add i64 %29, 1
  store i64 %114, i64* %27, align 8, !tbaa !128
  %115 = lshr i16 %108, 10
  %116 = uitofp i16 %115 to double
  %117 = fadd double %31, %116
  br label %118

118:                                              ; preds = %107, %36, %28
  %119 = phi i64 [ %29, %28 ], [ %29, %36 ], [ %114, %107 ]
  %120 = phi double [ %31, %28 ], [ %31, %36 ], [ %117, %107 ]
  %121 = add nuw i64 %30, 1
  %122 = icmp eq i64 %121, %1
  br i1 %122, label %123, label %28, !llvm.loop !265

123:                                              ; preds = %118, %20
  %124 = phi double [ 0.000000e+00, %20 ], [ %120, %118 ]
  %125 = tail call double @BrotliPopulationCostDistance(%struct.HistogramDistance* noundef %5) #18
  %126 = fadd double %124, %125
  store double %126, double* %4, align 8, !tbaa !133
  br label %127

127:                                              ; preds = %123, %68
  %128 = phi i32 [ 1, %123 ], [ 0, %68 ]
  ret i32 %128
}

; Function Attrs: nofree nosync nounwind readonly uwtable
define hidden i32 @BrotliIsMostlyUTF8(i8* nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, double noundef %4) local_unnamed_addr #17 {
  %6 = icmp eq i64 %3, 0
  br i1 %6, label %111, label %7

7:                                                ; preds = %101, %5
  %8 = phi i64 [ %107, %101 ], [ 0, %5 ]
  %9 = phi i64 [ %104, %101 ], [ 0, %5 ]
  %10 = add i64 %9, %1
  %11 = and i64 %10, %2
  %12 = getelementptr inbounds i8, i8* %0, i64 %11
  %13 = sub i64 %3, %9
  %14 = load i8, i8* %12, align 1, !tbaa !5
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
  %27 = load i8, i8* %26, align 1, !tbaa !5
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
  %44 = load i8, i8* %43, align 1, !tbaa !5
  %45 = zext i8 %44 to i32
  %46 = and i32 %45, 192
  %47 = icmp eq i32 %46, 128
  br i1 %47, label %48, label %63

48:                                               ; preds = %42
  %49 = getelementptr inbounds i8, i8* %12, i64 2
  %50 = load i8, i8* %49, align 1, !tbaa !5
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
  %70 = load i8, i8* %69, align 1, !tbaa !5
  %71 = zext i8 %70 to i32
  %72 = and i32 %71, 192
  %73 = icmp eq i32 %72, 128
  br i1 %73, label %74, label %99

74:                                               ; preds = %68
  %75 = getelementptr inbounds i8, i8* %12, i64 2
  %76 = load i8, i8* %75, align 1, !tbaa !5
  %77 = zext i8 %76 to i32
  %78 = and i32 %77, 192
  %79 = icmp eq i32 %78, 128
  br i1 %79, label %80, label %99

80:                                               ; preds = %74
  %81 = getelementptr inbounds i8, i8* %12, i64 3
  %82 = load i8, i8* %81, align 1, !tbaa !5
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
  br i1 %108, label %7, label %109, !llvm.loop !266

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

attributes #0 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly nofree nosync nounwind willreturn }
attributes #8 = { mustprogress nofree noinline nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { argmemonly nofree nounwind willreturn }
attributes #10 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #12 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #13 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { nounwind }

!llvm.ident = !{!0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !10, i64 0}
!9 = !{!"", !10, i64 0, !10, i64 8, !11, i64 16, !11, i64 24, !11, i64 32}
!10 = !{!"long", !6, i64 0}
!11 = !{!"any pointer", !6, i64 0}
!12 = !{!9, !10, i64 8}
!13 = !{!9, !11, i64 16}
!14 = !{!9, !11, i64 32}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!10, !10, i64 0}
!18 = !{!11, !11, i64 0}
!19 = !{!20, !11, i64 256}
!20 = !{!"BrotliDecoderStateStruct", !6, i64 0, !21, i64 4, !9, i64 8, !11, i64 48, !11, i64 56, !11, i64 64, !6, i64 72, !10, i64 80, !21, i64 88, !21, i64 92, !21, i64 96, !21, i64 100, !21, i64 104, !21, i64 108, !6, i64 112, !21, i64 128, !21, i64 132, !11, i64 136, !11, i64 144, !11, i64 152, !11, i64 160, !11, i64 168, !11, i64 176, !22, i64 184, !22, i64 208, !22, i64 232, !11, i64 256, !11, i64 264, !21, i64 272, !21, i64 276, !6, i64 280, !10, i64 304, !6, i64 312, !6, i64 336, !10, i64 384, !10, i64 392, !10, i64 400, !11, i64 408, !11, i64 416, !10, i64 424, !10, i64 432, !10, i64 440, !6, i64 448, !21, i64 708, !21, i64 712, !6, i64 716, !11, i64 720, !11, i64 728, !11, i64 736, !10, i64 744, !6, i64 752, !6, i64 756, !6, i64 760, !6, i64 764, !21, i64 768, !21, i64 772, !21, i64 772, !21, i64 772, !21, i64 772, !21, i64 772, !21, i64 772, !21, i64 772, !21, i64 773, !10, i64 776, !11, i64 784, !11, i64 792, !11, i64 800, !11, i64 808, !6, i64 816, !6, i64 848}
!21 = !{!"int", !6, i64 0}
!22 = !{!"", !11, i64 0, !11, i64 8, !23, i64 16, !23, i64 18, !23, i64 20}
!23 = !{!"short", !6, i64 0}
!24 = !{!20, !11, i64 264}
!25 = distinct !{!25, !16}
!26 = !{!27, !6, i64 0}
!27 = !{!"", !6, i64 0, !23, i64 2}
!28 = !{!27, !23, i64 2}
!29 = !{!20, !6, i64 764}
!30 = !{!20, !10, i64 304}
!31 = !{!32, !6, i64 2}
!32 = !{!"", !23, i64 0, !6, i64 2}
!33 = !{!32, !23, i64 0}
!34 = distinct !{!34, !16}
!35 = !{!20, !11, i64 408}
!36 = !{!20, !11, i64 176}
!37 = !{!20, !21, i64 276}
!38 = !{!20, !6, i64 716}
!39 = !{!20, !6, i64 0}
!40 = !{!20, !21, i64 128}
!41 = !{!20, !11, i64 136}
!42 = !{!20, !21, i64 88}
!43 = !{!20, !21, i64 100}
!44 = !{!20, !10, i64 424}
!45 = !{!20, !10, i64 432}
!46 = !{!20, !10, i64 80}
!47 = !{!20, !21, i64 4}
!48 = !{!20, !21, i64 104}
!49 = !{!20, !21, i64 96}
!50 = !{!21, !21, i64 0}
!51 = !{!20, !10, i64 440}
!52 = !{!20, !11, i64 808}
!53 = !{!20, !11, i64 800}
!54 = !{!55, !21, i64 8}
!55 = !{!"BrotliEncoderParams", !6, i64 0, !21, i64 4, !21, i64 8, !21, i64 12, !10, i64 16, !10, i64 24, !21, i64 32, !21, i64 36, !56, i64 40, !57, i64 56, !58, i64 80}
!56 = !{!"BrotliHasherParams", !21, i64 0, !21, i64 4, !21, i64 8, !21, i64 12}
!57 = !{!"BrotliDistanceParams", !21, i64 0, !21, i64 4, !21, i64 8, !21, i64 12, !10, i64 16}
!58 = !{!"SharedEncoderDictionary", !21, i64 0, !59, i64 8, !60, i64 544, !21, i64 1312}
!59 = !{!"CompoundDictionary", !10, i64 0, !10, i64 8, !6, i64 16, !6, i64 144, !6, i64 272, !10, i64 400, !6, i64 408}
!60 = !{!"ContextualEncoderDictionary", !21, i64 0, !6, i64 4, !6, i64 5, !6, i64 72, !10, i64 584, !61, i64 592, !11, i64 760}
!61 = !{!"BrotliEncoderDictionary", !11, i64 0, !21, i64 8, !21, i64 12, !10, i64 16, !11, i64 24, !11, i64 32, !11, i64 40, !11, i64 48, !62, i64 56, !21, i64 96, !11, i64 104, !11, i64 112, !11, i64 120, !10, i64 128, !11, i64 136, !10, i64 144, !11, i64 152, !11, i64 160}
!62 = !{!"BrotliTrie", !11, i64 0, !10, i64 8, !10, i64 16, !63, i64 24}
!63 = !{!"BrotliTrieNode", !6, i64 0, !6, i64 1, !6, i64 2, !21, i64 4, !21, i64 8}
!64 = !{!55, !10, i64 96}
!65 = !{!55, !10, i64 16}
!66 = !{!67, !21, i64 0}
!67 = !{!"ZopfliNode", !21, i64 0, !21, i64 4, !21, i64 8, !6, i64 12}
!68 = !{!67, !21, i64 8}
!69 = !{!67, !21, i64 4}
!70 = !{!71, !21, i64 0}
!71 = !{!"Command", !21, i64 0, !21, i64 4, !21, i64 8, !23, i64 12, !23, i64 14}
!72 = !{!71, !21, i64 4}
!73 = !{!57, !21, i64 4}
!74 = !{!57, !21, i64 0}
!75 = !{!23, !23, i64 0}
!76 = !{i32 0, i32 33}
!77 = distinct !{!77, !16}
!78 = !{!79, !11, i64 2832}
!79 = !{!"ZopfliCostModel", !6, i64 0, !11, i64 2816, !21, i64 2824, !11, i64 2832, !80, i64 2840, !10, i64 2848, !6, i64 2856}
!80 = !{!"float", !6, i64 0}
!81 = !{!80, !80, i64 0}
!82 = !{!83, !10, i64 0}
!83 = !{!"PosData", !10, i64 0, !6, i64 8, !80, i64 24, !80, i64 28}
!84 = !{!83, !80, i64 28}
!85 = !{!83, !80, i64 24}
!86 = distinct !{!86, !16}
!87 = !{!88, !10, i64 256}
!88 = !{!"StartPosQueue", !6, i64 0, !10, i64 256}
!89 = !{i64 0, i64 8, !17, i64 8, i64 16, !5, i64 24, i64 4, !81, i64 28, i64 4, !81}
!90 = distinct !{!90, !16}
!91 = !{!55, !21, i64 64}
!92 = !{!93}
!93 = distinct !{!93, !94, !"BrotliWriteBits: argument 0"}
!94 = distinct !{!94, !"BrotliWriteBits"}
!95 = !{!96}
!96 = distinct !{!96, !94, !"BrotliWriteBits: argument 1"}
!97 = !{i64 0, i64 4, !50, i64 4, i64 4, !50, i64 8, i64 4, !50, i64 12, i64 2, !75, i64 14, i64 2, !75}
!98 = !{i64 0, i64 4, !50, i64 4, i64 4, !50, i64 8, i64 2, !75, i64 10, i64 2, !75}
!99 = distinct !{!99, !16}
!100 = distinct !{!100, !16}
!101 = !{!102}
!102 = distinct !{!102, !103, !"BrotliWriteBits: argument 0"}
!103 = distinct !{!103, !"BrotliWriteBits"}
!104 = !{!105}
!105 = distinct !{!105, !103, !"BrotliWriteBits: argument 1"}
!106 = !{!107}
!107 = distinct !{!107, !108, !"BrotliWriteBits: argument 0"}
!108 = distinct !{!108, !"BrotliWriteBits"}
!109 = !{!110}
!110 = distinct !{!110, !108, !"BrotliWriteBits: argument 1"}
!111 = !{!112}
!112 = distinct !{!112, !113, !"BrotliWriteBits: argument 0"}
!113 = distinct !{!113, !"BrotliWriteBits"}
!114 = !{!115}
!115 = distinct !{!115, !113, !"BrotliWriteBits: argument 1"}
!116 = !{!117, !118, i64 1032}
!117 = !{!"HistogramLiteral", !6, i64 0, !10, i64 1024, !118, i64 1032}
!118 = !{!"double", !6, i64 0}
!119 = !{!120, !118, i64 2824}
!120 = !{!"HistogramCommand", !6, i64 0, !10, i64 2816, !118, i64 2824}
!121 = !{!122, !118, i64 2184}
!122 = !{!"HistogramDistance", !6, i64 0, !10, i64 2176, !118, i64 2184}
!123 = !{i64 0, i64 2, !75, i64 2, i64 2, !75}
!124 = !{i64 0, i64 2, !75}
!125 = !{!120, !10, i64 2816}
!126 = !{!117, !10, i64 1024}
!127 = distinct !{!127, !16}
!128 = !{!122, !10, i64 2176}
!129 = distinct !{!129, !16}
!130 = !{!131, !10, i64 3856}
!131 = !{!"MetablockArena", !117, i64 0, !120, i64 1040, !122, i64 3872, !6, i64 6064, !6, i64 6320, !6, i64 6832, !6, i64 7536, !6, i64 8944, !6, i64 9084, !6, i64 9364}
!132 = !{!131, !10, i64 6048}
!133 = !{!118, !118, i64 0}
!134 = !{!135, !118, i64 16}
!135 = !{!"HistogramPair", !21, i64 0, !21, i64 4, !118, i64 8, !118, i64 16}
!136 = !{i64 0, i64 1024, !5, i64 1024, i64 8, !17, i64 1032, i64 8, !133}
!137 = !{!138}
!138 = distinct !{!138, !139}
!139 = distinct !{!139, !"LVerDomain"}
!140 = !{!141}
!141 = distinct !{!141, !139}
!142 = distinct !{!142, !16, !143}
!143 = !{!"llvm.loop.isvectorized", i32 1}
!144 = distinct !{!144, !16, !143}
!145 = !{!135, !21, i64 4}
!146 = !{!135, !21, i64 0}
!147 = !{i64 0, i64 4, !50, i64 4, i64 4, !50, i64 8, i64 8, !133, i64 16, i64 8, !133}
!148 = !{i64 0, i64 4, !50, i64 4, i64 8, !133, i64 12, i64 8, !133}
!149 = !{i64 0, i64 8, !133, i64 8, i64 8, !133}
!150 = !{i64 0, i64 8, !133}
!151 = !{!152}
!152 = distinct !{!152, !153}
!153 = distinct !{!153, !"LVerDomain"}
!154 = !{!155}
!155 = distinct !{!155, !153}
!156 = distinct !{!156, !16, !143}
!157 = distinct !{!157, !16, !143}
!158 = !{!159}
!159 = distinct !{!159, !160}
!160 = distinct !{!160, !"LVerDomain"}
!161 = !{!162}
!162 = distinct !{!162, !160}
!163 = distinct !{!163, !16, !143}
!164 = distinct !{!164, !16, !143}
!165 = distinct !{!165, !16}
!166 = distinct !{!166, !16}
!167 = distinct !{!167, !16}
!168 = !{!169}
!169 = distinct !{!169, !170}
!170 = distinct !{!170, !"LVerDomain"}
!171 = !{!172}
!172 = distinct !{!172, !170}
!173 = distinct !{!173, !16, !143}
!174 = distinct !{!174, !16, !143}
!175 = distinct !{!175, !16}
!176 = distinct !{!176, !16}
!177 = !{i64 0, i64 2816, !5, i64 2816, i64 8, !17, i64 2824, i64 8, !133}
!178 = distinct !{!178, !16}
!179 = distinct !{!179, !16}
!180 = distinct !{!180, !16, !143}
!181 = distinct !{!181, !182}
!182 = !{!"llvm.loop.unroll.disable"}
!183 = distinct !{!183, !16, !184, !143}
!184 = !{!"llvm.loop.unroll.runtime.disable"}
!185 = distinct !{!185, !16}
!186 = distinct !{!186, !16, !143}
!187 = distinct !{!187, !182}
!188 = distinct !{!188, !16, !184, !143}
!189 = distinct !{!189, !16}
!190 = distinct !{!190, !16}
!191 = !{i64 0, i64 2176, !5, i64 2176, i64 8, !17, i64 2184, i64 8, !133}
!192 = !{!193}
!193 = distinct !{!193, !194}
!194 = distinct !{!194, !"LVerDomain"}
!195 = !{!196}
!196 = distinct !{!196, !194}
!197 = distinct !{!197, !16, !143}
!198 = distinct !{!198, !16, !143}
!199 = !{!55, !6, i64 0}
!200 = !{!55, !21, i64 36}
!201 = !{!55, !21, i64 4}
!202 = !{!55, !10, i64 72}
!203 = !{!204, !10, i64 1424}
!204 = !{!"BrotliEncoderStateStruct", !55, i64 0, !205, i64 1400, !10, i64 1424, !206, i64 1432, !10, i64 1472, !11, i64 1480, !10, i64 1488, !10, i64 1496, !10, i64 1504, !10, i64 1512, !10, i64 1520, !6, i64 1528, !6, i64 1592, !23, i64 1608, !6, i64 1610, !6, i64 1611, !6, i64 1612, !6, i64 1613, !10, i64 1616, !11, i64 1624, !207, i64 1632, !6, i64 2768, !11, i64 6864, !10, i64 6872, !11, i64 6880, !11, i64 6888, !11, i64 6896, !11, i64 6904, !10, i64 6912, !11, i64 6920, !10, i64 6928, !10, i64 6936, !6, i64 6944, !21, i64 6960, !6, i64 6964, !21, i64 6968, !21, i64 6972}
!205 = !{!"MemoryManager", !11, i64 0, !11, i64 8, !11, i64 16}
!206 = !{!"RingBuffer", !21, i64 0, !21, i64 4, !21, i64 8, !21, i64 12, !21, i64 16, !21, i64 20, !11, i64 24, !11, i64 32}
!207 = !{!"", !208, i64 0, !6, i64 80}
!208 = !{!"", !6, i64 0, !21, i64 32, !10, i64 40, !10, i64 48, !56, i64 56, !21, i64 72}
!209 = !{!204, !6, i64 1612}
!210 = !{!204, !6, i64 1613}
!211 = !{!204, !6, i64 6964}
!212 = !{!204, !21, i64 6968}
!213 = !{!204, !21, i64 6972}
!214 = !{!204, !21, i64 4}
!215 = !{!204, !21, i64 8}
!216 = !{!204, !6, i64 0}
!217 = !{!204, !10, i64 24}
!218 = !{!204, !21, i64 36}
!219 = !{!204, !10, i64 6928}
!220 = distinct !{!220, !16}
!221 = !{!204, !11, i64 6920}
!222 = !{!204, !10, i64 6936}
!223 = !{!224, !11, i64 32}
!224 = !{!"ManagedDictionary", !21, i64 0, !205, i64 8, !11, i64 32}
!225 = !{!226, !21, i64 8}
!226 = !{!"PreparedDictionary", !21, i64 0, !21, i64 4, !21, i64 8, !21, i64 12, !21, i64 16, !21, i64 20}
!227 = !{!226, !21, i64 20}
!228 = !{!226, !21, i64 16}
!229 = !{!226, !21, i64 4}
!230 = !{!59, !10, i64 400}
!231 = distinct !{!231, !16}
!232 = !{!60, !21, i64 0}
!233 = !{!60, !10, i64 584}
!234 = !{!60, !11, i64 760}
!235 = !{!61, !10, i64 64}
!236 = !{!61, !11, i64 112}
!237 = !{!61, !11, i64 120}
!238 = !{!61, !11, i64 136}
!239 = !{!61, !10, i64 128}
!240 = !{!61, !11, i64 152}
!241 = !{!61, !10, i64 144}
!242 = !{!61, !11, i64 160}
!243 = distinct !{!243, !16}
!244 = !{!245, !21, i64 0}
!245 = !{!"HuffmanTree", !21, i64 0, !23, i64 4, !23, i64 6}
!246 = !{!245, !23, i64 4}
!247 = !{!245, !23, i64 6}
!248 = distinct !{!248, !16}
!249 = distinct !{!249, !16}
!250 = distinct !{!250, !16}
!251 = distinct !{!251, !16}
!252 = distinct !{!252, !16}
!253 = distinct !{!253, !16}
!254 = distinct !{!254, !16}
!255 = distinct !{!255, !16}
!256 = !{!257, !11, i64 24}
!257 = !{!"BlockSplit", !10, i64 0, !10, i64 8, !11, i64 16, !11, i64 24, !10, i64 32, !10, i64 40}
!258 = !{!257, !11, i64 16}
!259 = !{!71, !23, i64 12}
!260 = distinct !{!260, !16}
!261 = !{!71, !23, i64 14}
!262 = distinct !{!262, !16}
!263 = !{!71, !21, i64 8}
!264 = !{!57, !10, i64 16}
!265 = distinct !{!265, !16}
!266 = distinct !{!266, !16}
