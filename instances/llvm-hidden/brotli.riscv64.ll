; ModuleID = '/tmp/tmpqgxc_g9h/brotli.ll'
source_filename = "llvm-link"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.BrotliPrefixCodeRange = type { i16, i8 }
%struct.BrotliDictionary = type { [32 x i8], [32 x i32], i64, i8* }
%struct.BrotliSharedDictionaryStruct = type { i32, [15 x i64], [15 x i8*], i32, [64 x i8], i8, [64 x %struct.BrotliDictionary*], [64 x %struct.BrotliTransforms*], i8, %struct.BrotliDictionary*, i8, %struct.BrotliTransforms*, i16*, i8* (i8*, i64)*, void (i8*, i8*)*, i8* }
%struct.BrotliTransforms = type { i16, i8*, i16*, i32, i8*, i8*, [10 x i16] }
%struct.BrotliDecoderStateStruct = type { i32, i32, %struct.BrotliBitReader, i8* (i8*, i64)*, void (i8*, i8*)*, i8*, %union.anon, i64, i32, i32, i32, i32, i32, i32, [4 x i32], i32, i32, i8*, i8*, %struct.HuffmanCode*, i8*, i8*, i8*, %struct.HuffmanTreeGroup, %struct.HuffmanTreeGroup, %struct.HuffmanTreeGroup, %struct.HuffmanCode*, %struct.HuffmanCode*, i32, i32, [3 x i64], i64, [3 x i64], [6 x i64], i64, i64, i64, i8*, %struct.HuffmanCode*, i64, i64, i64, [65 x i32], i32, i32, i8, void (i8*, i64)*, void (i8*, i8*, i64)*, i8*, i64, i32, i32, i32, i32, i32, i24, i64, i8*, i8*, %struct.BrotliSharedDictionaryStruct*, %struct.BrotliDecoderCompoundDictionary*, [8 x i32], %union.anon.0 }
%struct.BrotliBitReader = type { i64, i64, i8*, i8*, i8* }
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
%struct.DictWord = type { i8, i8, i16 }
%struct.Hasher = type { %struct.HasherCommon, %union.anon.18 }
%struct.HasherCommon = type { [4 x i8*], i32, i64, i64, %struct.BrotliHasherParams, i32 }
%union.anon.18 = type { %struct.H42 }
%struct.H42 = type { [512 x i16], i64, [2 x i8*], %struct.HasherCommon* }
%struct.Command = type { i32, i32, i32, i16, i16 }
%struct.ZopfliNode = type { i32, i32, i32, %union.anon.19 }
%union.anon.19 = type { float }
%struct.HistogramCommand = type { [704 x i32], i64, double }
%struct.HistogramDistance = type { [544 x i32], i64, double }
%struct.HuffmanTree = type { i32, i16, i16 }
%struct.HistogramLiteral = type { [256 x i32], i64, double }
%struct.HistogramPair = type { i32, i32, double, double }
%struct.MemoryManager = type { i8* (i8*, i64)*, void (i8*, i8*)*, i8* }
%struct.BrotliOnePassArena = type { [256 x i8], [256 x i16], [128 x i8], [128 x i16], [128 x i32], [512 x i8], i64, [513 x %struct.HuffmanTree], [256 x i32], [704 x i8], [64 x i16] }
%struct.BrotliEncoderStateStruct = type { %struct.BrotliEncoderParams, %struct.MemoryManager, i64, %struct.RingBuffer, i64, %struct.Command*, i64, i64, i64, i64, i64, [16 x i32], [4 x i32], i16, i8, i8, i8, i8, i64, i8*, %struct.Hasher, [1024 x i32], i32*, i64, %struct.BrotliOnePassArena*, %struct.BrotliTwoPassArena*, i32*, i8*, i64, i8*, i64, i64, %union.anon.0.89, i32, i32, i32, i32 }
%struct.RingBuffer = type { i32, i32, i32, i32, i32, i32, i8*, i8* }
%struct.BrotliTwoPassArena = type { [256 x i32], [256 x i8], [256 x i16], [128 x i32], [128 x i8], [128 x i16], [513 x %struct.HuffmanTree], [704 x i8], [64 x i16] }
%union.anon.0.89 = type { [2 x i64] }
%struct.BrotliEncoderPreparedDictionaryStruct = type opaque
%struct.ManagedDictionary = type { i32, %struct.MemoryManager, i32* }

@kBrotliBitMask = external hidden local_unnamed_addr constant [33 x i64], align 8
@kReverseBits = external hidden unnamed_addr constant [256 x i8], align 1
@_kBrotliPrefixCodeRanges = external dso_local local_unnamed_addr constant [26 x %struct.BrotliPrefixCodeRange], align 2
@kStaticDictionaryHashWords = external hidden constant [32768 x i16], align 2
@kStaticDictionaryHashLengths = external hidden constant [32768 x i8], align 1
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

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nounwind
define dso_local %struct.BrotliSharedDictionaryStruct* @BrotliSharedDictionaryCreateInstance(i8* (i8*, i64)* noundef %0, void (i8*, i8*)* noundef %1, i8* noundef %2) local_unnamed_addr #5 {
  %4 = icmp ne i8* (i8*, i64)* %0, null
  %5 = icmp ne void (i8*, i8*)* %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = tail call noalias dereferenceable_or_null(1408) i8* @malloc(i64 noundef 1408) #18
  br label %13

9:                                                ; preds = %3
  %10 = and i1 %4, %5
  br i1 %10, label %11, label %34

11:                                               ; preds = %9
  %12 = tail call i8* %0(i8* noundef %2, i64 noundef 1408) #18
  br label %13

13:                                               ; preds = %11, %7
  %14 = phi i8* [ %12, %11 ], [ %8, %7 ]
  %15 = icmp eq i8* %14, null
  br i1 %15, label %34, label %16

16:                                               ; preds = %13
  %17 = bitcast i8* %14 to %struct.BrotliSharedDictionaryStruct*
  %18 = getelementptr inbounds i8, i8* %14, i64 316
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1408) %14, i8 0, i64 1408, i1 false)
  store i8 1, i8* %18, align 4, !tbaa !6
  %19 = getelementptr inbounds i8, i8* %14, i64 1360
  store i8 0, i8* %19, align 8, !tbaa !12
  %20 = tail call %struct.BrotliDictionary* @BrotliGetDictionary() #18
  %21 = getelementptr inbounds i8, i8* %14, i64 320
  %22 = bitcast i8* %21 to %struct.BrotliDictionary**
  store %struct.BrotliDictionary* %20, %struct.BrotliDictionary** %22, align 8, !tbaa !13
  %23 = tail call %struct.BrotliTransforms* @BrotliGetTransforms() #18
  %24 = getelementptr inbounds i8, i8* %14, i64 832
  %25 = bitcast i8* %24 to %struct.BrotliTransforms**
  store %struct.BrotliTransforms* %23, %struct.BrotliTransforms** %25, align 8, !tbaa !13
  %26 = select i1 %4, i8* (i8*, i64)* %0, i8* (i8*, i64)* @BrotliDefaultAllocFunc
  %27 = getelementptr inbounds i8, i8* %14, i64 1384
  %28 = bitcast i8* %27 to i8* (i8*, i64)**
  store i8* (i8*, i64)* %26, i8* (i8*, i64)** %28, align 8, !tbaa !14
  %29 = select i1 %5, void (i8*, i8*)* %1, void (i8*, i8*)* @BrotliDefaultFreeFunc
  %30 = getelementptr inbounds i8, i8* %14, i64 1392
  %31 = bitcast i8* %30 to void (i8*, i8*)**
  store void (i8*, i8*)* %29, void (i8*, i8*)** %31, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, i8* %14, i64 1400
  %33 = bitcast i8* %32 to i8**
  store i8* %2, i8** %33, align 8, !tbaa !16
  br label %34

34:                                               ; preds = %16, %13, %9
  %35 = phi %struct.BrotliSharedDictionaryStruct* [ %17, %16 ], [ null, %13 ], [ null, %9 ]
  ret %struct.BrotliSharedDictionaryStruct* %35
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
declare dso_local nonnull %struct.BrotliTransforms* @BrotliGetTransforms() local_unnamed_addr #0

; Function Attrs: nofree norecurse nosync nounwind
define dso_local signext i32 @BrotliTransformDictionaryWord(i8* nocapture noundef %0, i8* nocapture noundef readonly %1, i32 noundef signext %2, %struct.BrotliTransforms* nocapture noundef readonly %3, i32 noundef signext %4) local_unnamed_addr #7 {
  %6 = getelementptr inbounds %struct.BrotliTransforms, %struct.BrotliTransforms* %3, i64 0, i32 1
  %7 = load i8*, i8** %6, align 8, !tbaa !17
  %8 = getelementptr inbounds %struct.BrotliTransforms, %struct.BrotliTransforms* %3, i64 0, i32 2
  %9 = load i16*, i16** %8, align 8, !tbaa !20
  %10 = getelementptr inbounds %struct.BrotliTransforms, %struct.BrotliTransforms* %3, i64 0, i32 4
  %11 = load i8*, i8** %10, align 8, !tbaa !21
  %12 = mul nsw i32 %4, 3
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i8, i8* %11, i64 %13
  %15 = load i8, i8* %14, align 1, !tbaa !22
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds i16, i16* %9, i64 %16
  %18 = load i16, i16* %17, align 2, !tbaa !23
  %19 = zext i16 %18 to i64
  %20 = getelementptr inbounds i8, i8* %7, i64 %19
  %21 = add nsw i32 %12, 1
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i8, i8* %11, i64 %22
  %24 = load i8, i8* %23, align 1, !tbaa !22
  %25 = add nsw i32 %12, 2
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i8, i8* %11, i64 %26
  %28 = load i8, i8* %27, align 1, !tbaa !22
  %29 = zext i8 %28 to i64
  %30 = getelementptr inbounds i16, i16* %9, i64 %29
  %31 = load i16, i16* %30, align 2, !tbaa !23
  %32 = zext i16 %31 to i64
  %33 = getelementptr inbounds i8, i8* %7, i64 %32
  %34 = load i8, i8* %20, align 1, !tbaa !22
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %50, label %36

36:                                               ; preds = %5
  %37 = zext i8 %34 to i32
  br label %38

38:                                               ; preds = %38, %36
  %39 = phi i64 [ 0, %36 ], [ %45, %38 ]
  %40 = phi i8* [ %20, %36 ], [ %42, %38 ]
  %41 = phi i32 [ %37, %36 ], [ %43, %38 ]
  %42 = getelementptr inbounds i8, i8* %40, i64 1
  %43 = add nsw i32 %41, -1
  %44 = load i8, i8* %42, align 1, !tbaa !22
  %45 = add nuw nsw i64 %39, 1
  %46 = getelementptr inbounds i8, i8* %0, i64 %39
  store i8 %44, i8* %46, align 1, !tbaa !22
  %47 = icmp eq i32 %43, 0
  br i1 %47, label %48, label %38, !llvm.loop !24

48:                                               ; preds = %38
  %49 = trunc i64 %45 to i32
  br label %50

50:                                               ; preds = %48, %5
  %51 = phi i32 [ 0, %5 ], [ %49, %48 ]
  %52 = zext i8 %24 to i32
  %53 = icmp ult i8 %24, 10
  br i1 %53, label %54, label %56

54:                                               ; preds = %50
  %55 = sub nsw i32 %2, %52
  br label %64

56:                                               ; preds = %50
  %57 = add i8 %24, -12
  %58 = icmp ult i8 %57, 9
  br i1 %58, label %59, label %64

59:                                               ; preds = %56
  %60 = add nsw i32 %52, -11
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds i8, i8* %1, i64 %61
  %63 = sub nsw i32 %2, %60
  br label %64

64:                                               ; preds = %59, %56, %54
  %65 = phi i32 [ %55, %54 ], [ %63, %59 ], [ %2, %56 ]
  %66 = phi i8* [ %1, %54 ], [ %62, %59 ], [ %1, %56 ]
  %67 = icmp sgt i32 %65, 0
  br i1 %67, label %68, label %82

68:                                               ; preds = %64
  %69 = zext i32 %51 to i64
  %70 = zext i32 %65 to i64
  br label %71

71:                                               ; preds = %71, %68
  %72 = phi i64 [ 0, %68 ], [ %74, %71 ]
  %73 = phi i64 [ %69, %68 ], [ %77, %71 ]
  %74 = add nuw nsw i64 %72, 1
  %75 = getelementptr inbounds i8, i8* %66, i64 %72
  %76 = load i8, i8* %75, align 1, !tbaa !22
  %77 = add nuw nsw i64 %73, 1
  %78 = getelementptr inbounds i8, i8* %0, i64 %73
  store i8 %76, i8* %78, align 1, !tbaa !22
  %79 = icmp eq i64 %74, %70
  br i1 %79, label %80, label %71, !llvm.loop !26

80:                                               ; preds = %71
  %81 = trunc i64 %77 to i32
  br label %82

82:                                               ; preds = %80, %64
  %83 = phi i32 [ %51, %64 ], [ %81, %80 ]
  switch i8 %24, label %182 [
    i8 10, label %84
    i8 11, label %105
    i8 21, label %136
    i8 22, label %155
  ]

84:                                               ; preds = %82
  %85 = sub nsw i32 %83, %65
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i8, i8* %0, i64 %86
  %88 = load i8, i8* %87, align 1, !tbaa !22
  %89 = icmp ult i8 %88, -64
  br i1 %89, label %90, label %95

90:                                               ; preds = %84
  %91 = add i8 %88, -97
  %92 = icmp ult i8 %91, 26
  br i1 %92, label %93, label %182

93:                                               ; preds = %90
  %94 = xor i8 %88, 32
  store i8 %94, i8* %87, align 1, !tbaa !22
  br label %182

95:                                               ; preds = %84
  %96 = icmp ult i8 %88, -32
  br i1 %96, label %97, label %101

97:                                               ; preds = %95
  %98 = getelementptr inbounds i8, i8* %87, i64 1
  %99 = load i8, i8* %98, align 1, !tbaa !22
  %100 = xor i8 %99, 32
  store i8 %100, i8* %98, align 1, !tbaa !22
  br label %182

101:                                              ; preds = %95
  %102 = getelementptr inbounds i8, i8* %87, i64 2
  %103 = load i8, i8* %102, align 1, !tbaa !22
  %104 = xor i8 %103, 5
  store i8 %104, i8* %102, align 1, !tbaa !22
  br label %182

105:                                              ; preds = %82
  br i1 %67, label %106, label %182

106:                                              ; preds = %105
  %107 = sub nsw i32 %83, %65
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds i8, i8* %0, i64 %108
  br label %110

110:                                              ; preds = %130, %106
  %111 = phi i32 [ %134, %130 ], [ %65, %106 ]
  %112 = phi i8* [ %133, %130 ], [ %109, %106 ]
  %113 = load i8, i8* %112, align 1, !tbaa !22
  %114 = icmp ult i8 %113, -64
  br i1 %114, label %115, label %120

115:                                              ; preds = %110
  %116 = add i8 %113, -97
  %117 = icmp ult i8 %116, 26
  br i1 %117, label %118, label %130

118:                                              ; preds = %115
  %119 = xor i8 %113, 32
  store i8 %119, i8* %112, align 1, !tbaa !22
  br label %130

120:                                              ; preds = %110
  %121 = icmp ult i8 %113, -32
  br i1 %121, label %122, label %126

122:                                              ; preds = %120
  %123 = getelementptr inbounds i8, i8* %112, i64 1
  %124 = load i8, i8* %123, align 1, !tbaa !22
  %125 = xor i8 %124, 32
  store i8 %125, i8* %123, align 1, !tbaa !22
  br label %130

126:                                              ; preds = %120
  %127 = getelementptr inbounds i8, i8* %112, i64 2
  %128 = load i8, i8* %127, align 1, !tbaa !22
  %129 = xor i8 %128, 5
  store i8 %129, i8* %127, align 1, !tbaa !22
  br label %130

130:                                              ; preds = %126, %122, %118, %115
  %131 = phi i32 [ 2, %122 ], [ 3, %126 ], [ 1, %118 ], [ 1, %115 ]
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds i8, i8* %112, i64 %132
  %134 = sub nsw i32 %111, %131
  %135 = icmp sgt i32 %134, 0
  br i1 %135, label %110, label %182, !llvm.loop !27

136:                                              ; preds = %82
  %137 = getelementptr inbounds %struct.BrotliTransforms, %struct.BrotliTransforms* %3, i64 0, i32 5
  %138 = load i8*, i8** %137, align 8, !tbaa !28
  %139 = shl nsw i32 %4, 1
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds i8, i8* %138, i64 %140
  %142 = load i8, i8* %141, align 1, !tbaa !22
  %143 = zext i8 %142 to i16
  %144 = or i32 %139, 1
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds i8, i8* %138, i64 %145
  %147 = load i8, i8* %146, align 1, !tbaa !22
  %148 = zext i8 %147 to i16
  %149 = shl nuw i16 %148, 8
  %150 = or i16 %149, %143
  %151 = sub nsw i32 %83, %65
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds i8, i8* %0, i64 %152
  %154 = tail call fastcc signext i32 @Shift(i8* noundef %153, i32 noundef signext %65, i16 noundef zeroext %150)
  br label %182

155:                                              ; preds = %82
  %156 = getelementptr inbounds %struct.BrotliTransforms, %struct.BrotliTransforms* %3, i64 0, i32 5
  %157 = load i8*, i8** %156, align 8, !tbaa !28
  %158 = shl nsw i32 %4, 1
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds i8, i8* %157, i64 %159
  %161 = load i8, i8* %160, align 1, !tbaa !22
  %162 = zext i8 %161 to i16
  %163 = or i32 %158, 1
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds i8, i8* %157, i64 %164
  %166 = load i8, i8* %165, align 1, !tbaa !22
  %167 = zext i8 %166 to i16
  %168 = shl nuw i16 %167, 8
  %169 = or i16 %168, %162
  br i1 %67, label %170, label %182

170:                                              ; preds = %155
  %171 = sub nsw i32 %83, %65
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds i8, i8* %0, i64 %172
  br label %174

174:                                              ; preds = %174, %170
  %175 = phi i8* [ %179, %174 ], [ %173, %170 ]
  %176 = phi i32 [ %180, %174 ], [ %65, %170 ]
  %177 = tail call fastcc signext i32 @Shift(i8* noundef %175, i32 noundef signext %176, i16 noundef zeroext %169)
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds i8, i8* %175, i64 %178
  %180 = sub nsw i32 %176, %177
  %181 = icmp sgt i32 %180, 0
  br i1 %181, label %174, label %182, !llvm.loop !29

182:                                              ; preds = %174, %155, %136, %130, %105, %101, %97, %93, %90, %82
  %183 = load i8, i8* %33, align 1, !tbaa !22
  %184 = icmp eq i8 %183, 0
  br i1 %184, label %200, label %185

185:                                              ; preds = %182
  %186 = zext i8 %183 to i32
  %187 = zext i32 %83 to i64
  br label %188

188:                                              ; preds = %188, %185
  %189 = phi i64 [ %187, %185 ], [ %195, %188 ]
  %190 = phi i8* [ %33, %185 ], [ %192, %188 ]
  %191 = phi i32 [ %186, %185 ], [ %193, %188 ]
  %192 = getelementptr inbounds i8, i8* %190, i64 1
  %193 = add nsw i32 %191, -1
  %194 = load i8, i8* %192, align 1, !tbaa !22
  %195 = add nuw nsw i64 %189, 1
  %196 = getelementptr inbounds i8, i8* %0, i64 %189
  store i8 %194, i8* %196, align 1, !tbaa !22
  %197 = icmp eq i32 %193, 0
  br i1 %197, label %198, label %188, !llvm.loop !30

198:                                              ; preds = %188
  %199 = trunc i64 %195 to i32
  br label %200

200:                                              ; preds = %198, %182
  %201 = phi i32 [ %83, %182 ], [ %199, %198 ]
  ret i32 %201
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
declare hidden fastcc signext i32 @Shift(i8* nocapture noundef, i32 noundef signext, i16 noundef zeroext) unnamed_addr #8

; Function Attrs: nounwind
define dso_local %struct.BrotliDecoderStateStruct* @BrotliDecoderCreateInstance(i8* (i8*, i64)* noundef %0, void (i8*, i8*)* noundef %1, i8* noundef %2) local_unnamed_addr #5 {
  %4 = icmp ne i8* (i8*, i64)* %0, null
  %5 = icmp ne void (i8*, i8*)* %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = tail call noalias dereferenceable_or_null(5744) i8* @malloc(i64 noundef 5744) #18
  br label %13

9:                                                ; preds = %3
  %10 = and i1 %4, %5
  br i1 %10, label %11, label %25

11:                                               ; preds = %9
  %12 = tail call i8* %0(i8* noundef %2, i64 noundef 5744) #18
  br label %13

13:                                               ; preds = %11, %7
  %14 = phi i8* [ %12, %11 ], [ %8, %7 ]
  %15 = bitcast i8* %14 to %struct.BrotliDecoderStateStruct*
  %16 = icmp eq i8* %14, null
  br i1 %16, label %25, label %17

17:                                               ; preds = %13
  %18 = tail call signext i32 @BrotliDecoderStateInit(%struct.BrotliDecoderStateStruct* noundef nonnull %15, i8* (i8*, i64)* noundef %0, void (i8*, i8*)* noundef %1, i8* noundef %2) #18
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %25

20:                                               ; preds = %17
  br i1 %6, label %22, label %21

21:                                               ; preds = %20
  tail call void @free(i8* noundef nonnull %14) #18
  br label %25

22:                                               ; preds = %20
  %23 = and i1 %4, %5
  br i1 %23, label %24, label %25

24:                                               ; preds = %22
  tail call void %1(i8* noundef %2, i8* noundef nonnull %14) #18
  br label %25

25:                                               ; preds = %24, %22, %21, %17, %13, %9
  %26 = phi %struct.BrotliDecoderStateStruct* [ null, %13 ], [ null, %22 ], [ null, %24 ], [ null, %21 ], [ %15, %17 ], [ null, %9 ]
  ret %struct.BrotliDecoderStateStruct* %26
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #9

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #9

; Function Attrs: nofree noinline nosync nounwind
define hidden fastcc signext i32 @DecodeMetaBlockLength(%struct.BrotliDecoderStateStruct* nocapture noundef %0, %struct.BrotliBitReader* noundef %1) unnamed_addr #10 {
  %3 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 50
  %4 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 1
  %5 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 0
  %6 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 2
  %7 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %1, i64 0, i32 4
  %8 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 55
  %9 = bitcast i24* %8 to i32*
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 16
  %11 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 1
  %12 = load i32, i32* %3, align 8, !tbaa !31
  br label %13

13:                                               ; preds = %305, %2
  %14 = phi i32 [ %306, %305 ], [ %12, %2 ]
  switch i32 %14, label %307 [
    i32 0, label %17
    i32 1, label %44
    i32 2, label %15
    i32 3, label %102
    i32 4, label %157
    i32 5, label %192
    i32 6, label %215
    i32 7, label %248
  ]

15:                                               ; preds = %13
  %16 = load i64, i64* %4, align 8, !tbaa !36
  br label %68

17:                                               ; preds = %13
  %18 = load i64, i64* %4, align 8, !tbaa !36
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %22, label %20

20:                                               ; preds = %17
  %21 = load i64, i64* %5, align 8, !tbaa !37
  br label %32

22:                                               ; preds = %17
  %23 = load i8*, i8** %7, align 8, !tbaa !38
  %24 = load i8*, i8** %6, align 8, !tbaa !39
  %25 = icmp eq i8* %24, %23
  br i1 %25, label %307, label %26

26:                                               ; preds = %22
  %27 = load i64, i64* %5, align 8, !tbaa !37
  %28 = load i8, i8* %24, align 1, !tbaa !22
  %29 = zext i8 %28 to i64
  %30 = or i64 %27, %29
  %31 = getelementptr inbounds i8, i8* %24, i64 1
  store i8* %31, i8** %6, align 8, !tbaa !39
  br label %32

32:                                               ; preds = %26, %20
  %33 = phi i64 [ %18, %20 ], [ 8, %26 ]
  %34 = phi i64 [ %21, %20 ], [ %30, %26 ]
  %35 = and i64 %34, 1
  %36 = add i64 %33, -1
  store i64 %36, i64* %4, align 8, !tbaa !36
  %37 = lshr i64 %34, 1
  store i64 %37, i64* %5, align 8, !tbaa !37
  %38 = icmp eq i64 %35, 0
  %39 = trunc i64 %35 to i32
  %40 = load i32, i32* %9, align 4
  %41 = and i32 %40, -8
  %42 = or i32 %41, %39
  store i32 0, i32* %10, align 4, !tbaa !40
  store i32 %42, i32* %9, align 4
  br i1 %38, label %305, label %43

43:                                               ; preds = %32
  store i32 1, i32* %3, align 8, !tbaa !31
  br label %44

44:                                               ; preds = %43, %13
  %45 = load i64, i64* %4, align 8, !tbaa !36
  %46 = icmp eq i64 %45, 0
  br i1 %46, label %49, label %47

47:                                               ; preds = %44
  %48 = load i64, i64* %5, align 8, !tbaa !37
  br label %59

49:                                               ; preds = %44
  %50 = load i8*, i8** %7, align 8, !tbaa !38
  %51 = load i8*, i8** %6, align 8, !tbaa !39
  %52 = icmp eq i8* %51, %50
  br i1 %52, label %307, label %53

53:                                               ; preds = %49
  %54 = load i64, i64* %5, align 8, !tbaa !37
  %55 = load i8, i8* %51, align 1, !tbaa !22
  %56 = zext i8 %55 to i64
  %57 = or i64 %54, %56
  %58 = getelementptr inbounds i8, i8* %51, i64 1
  store i8* %58, i8** %6, align 8, !tbaa !39
  br label %59

59:                                               ; preds = %53, %47
  %60 = phi i64 [ %45, %47 ], [ 8, %53 ]
  %61 = phi i64 [ %48, %47 ], [ %57, %53 ]
  %62 = and i64 %61, 1
  %63 = add i64 %60, -1
  store i64 %63, i64* %4, align 8, !tbaa !36
  %64 = lshr i64 %61, 1
  store i64 %64, i64* %5, align 8, !tbaa !37
  %65 = icmp eq i64 %62, 0
  br i1 %65, label %67, label %66

66:                                               ; preds = %59
  store i32 0, i32* %3, align 8, !tbaa !31
  br label %307

67:                                               ; preds = %59
  store i32 2, i32* %3, align 8, !tbaa !31
  br label %68

68:                                               ; preds = %67, %15
  %69 = phi i64 [ %16, %15 ], [ %63, %67 ]
  %70 = icmp ult i64 %69, 2
  br i1 %70, label %73, label %71

71:                                               ; preds = %68
  %72 = load i64, i64* %5, align 8, !tbaa !37
  br label %85

73:                                               ; preds = %68
  %74 = load i8*, i8** %7, align 8, !tbaa !38
  %75 = load i8*, i8** %6, align 8, !tbaa !39
  %76 = icmp eq i8* %75, %74
  br i1 %76, label %307, label %77

77:                                               ; preds = %73
  %78 = load i64, i64* %5, align 8, !tbaa !37
  %79 = load i8, i8* %75, align 1, !tbaa !22
  %80 = zext i8 %79 to i64
  %81 = shl nuw nsw i64 %80, %69
  %82 = or i64 %81, %78
  %83 = add nuw nsw i64 %69, 8
  %84 = getelementptr inbounds i8, i8* %75, i64 1
  store i8* %84, i8** %6, align 8, !tbaa !39
  br label %85

85:                                               ; preds = %77, %71
  %86 = phi i64 [ %69, %71 ], [ %83, %77 ]
  %87 = phi i64 [ %72, %71 ], [ %82, %77 ]
  %88 = and i64 %87, 3
  %89 = add i64 %86, -2
  store i64 %89, i64* %4, align 8, !tbaa !36
  %90 = lshr i64 %87, 2
  store i64 %90, i64* %5, align 8, !tbaa !37
  %91 = trunc i64 %88 to i8
  %92 = or i8 %91, 4
  %93 = zext i8 %92 to i32
  %94 = load i32, i32* %9, align 4
  %95 = shl nuw nsw i32 %93, 12
  %96 = and i32 %94, -1044481
  %97 = or i32 %96, %95
  store i32 %97, i32* %9, align 4
  store i32 0, i32* %11, align 4, !tbaa !41
  %98 = icmp eq i64 %88, 3
  br i1 %98, label %99, label %101

99:                                               ; preds = %85
  %100 = or i32 %97, 4
  store i32 %100, i32* %9, align 4
  br label %305

101:                                              ; preds = %85
  store i32 3, i32* %3, align 8, !tbaa !31
  br label %105

102:                                              ; preds = %13
  %103 = load i32, i32* %11, align 4, !tbaa !41
  %104 = load i32, i32* %9, align 4
  br label %105

105:                                              ; preds = %102, %101
  %106 = phi i32 [ %104, %102 ], [ %97, %101 ]
  %107 = phi i32 [ %103, %102 ], [ 0, %101 ]
  %108 = lshr i32 %106, 12
  %109 = and i32 %108, 255
  %110 = icmp slt i32 %107, %109
  br i1 %110, label %111, label %155

111:                                              ; preds = %105
  %112 = load i64, i64* %4, align 8, !tbaa !36
  br label %113

113:                                              ; preds = %147, %111
  %114 = phi i64 [ %112, %111 ], [ %136, %147 ]
  %115 = phi i32 [ %107, %111 ], [ %138, %147 ]
  %116 = icmp ult i64 %114, 4
  br i1 %116, label %119, label %117

117:                                              ; preds = %113
  %118 = load i64, i64* %5, align 8, !tbaa !37
  br label %132

119:                                              ; preds = %113
  %120 = load i8*, i8** %7, align 8, !tbaa !38
  %121 = load i8*, i8** %6, align 8, !tbaa !39
  %122 = icmp eq i8* %121, %120
  br i1 %122, label %131, label %123

123:                                              ; preds = %119
  %124 = load i64, i64* %5, align 8, !tbaa !37
  %125 = load i8, i8* %121, align 1, !tbaa !22
  %126 = zext i8 %125 to i64
  %127 = shl nuw nsw i64 %126, %114
  %128 = or i64 %127, %124
  %129 = add nuw nsw i64 %114, 8
  %130 = getelementptr inbounds i8, i8* %121, i64 1
  store i8* %130, i8** %6, align 8, !tbaa !39
  br label %132

131:                                              ; preds = %119
  store i32 %115, i32* %11, align 4, !tbaa !41
  br label %307

132:                                              ; preds = %123, %117
  %133 = phi i64 [ %114, %117 ], [ %129, %123 ]
  %134 = phi i64 [ %118, %117 ], [ %128, %123 ]
  %135 = and i64 %134, 15
  %136 = add i64 %133, -4
  store i64 %136, i64* %4, align 8, !tbaa !36
  %137 = lshr i64 %134, 4
  store i64 %137, i64* %5, align 8, !tbaa !37
  %138 = add nsw i32 %115, 1
  %139 = load i32, i32* %9, align 4
  %140 = lshr i32 %139, 12
  %141 = and i32 %140, 255
  %142 = icmp eq i32 %138, %141
  br i1 %142, label %143, label %147

143:                                              ; preds = %132
  %144 = icmp ugt i32 %138, 4
  %145 = icmp eq i64 %135, 0
  %146 = select i1 %144, i1 %145, i1 false
  br i1 %146, label %307, label %147

147:                                              ; preds = %143, %132
  %148 = shl nsw i32 %115, 2
  %149 = zext i32 %148 to i64
  %150 = shl i64 %135, %149
  %151 = trunc i64 %150 to i32
  %152 = load i32, i32* %10, align 4, !tbaa !40
  %153 = or i32 %152, %151
  store i32 %153, i32* %10, align 4, !tbaa !40
  %154 = icmp slt i32 %138, %141
  br i1 %154, label %113, label %155, !llvm.loop !42

155:                                              ; preds = %147, %105
  %156 = phi i32 [ %106, %105 ], [ %139, %147 ]
  store i32 4, i32* %3, align 8, !tbaa !31
  br label %159

157:                                              ; preds = %13
  %158 = load i32, i32* %9, align 4
  br label %159

159:                                              ; preds = %157, %155
  %160 = phi i32 [ %158, %157 ], [ %156, %155 ]
  %161 = and i32 %160, 1
  %162 = icmp eq i32 %161, 0
  br i1 %162, label %163, label %189

163:                                              ; preds = %159
  %164 = load i64, i64* %4, align 8, !tbaa !36
  %165 = icmp eq i64 %164, 0
  br i1 %165, label %169, label %166

166:                                              ; preds = %163
  %167 = load i64, i64* %5, align 8, !tbaa !37
  %168 = add i64 %164, -1
  br label %179

169:                                              ; preds = %163
  %170 = load i8*, i8** %7, align 8, !tbaa !38
  %171 = load i8*, i8** %6, align 8, !tbaa !39
  %172 = icmp eq i8* %171, %170
  br i1 %172, label %307, label %173

173:                                              ; preds = %169
  %174 = load i64, i64* %5, align 8, !tbaa !37
  %175 = load i8, i8* %171, align 1, !tbaa !22
  %176 = zext i8 %175 to i64
  %177 = or i64 %174, %176
  %178 = getelementptr inbounds i8, i8* %171, i64 1
  store i8* %178, i8** %6, align 8, !tbaa !39
  br label %179

179:                                              ; preds = %173, %166
  %180 = phi i64 [ %168, %166 ], [ 7, %173 ]
  %181 = phi i64 [ %167, %166 ], [ %177, %173 ]
  store i64 %180, i64* %4, align 8, !tbaa !36
  %182 = lshr i64 %181, 1
  store i64 %182, i64* %5, align 8, !tbaa !37
  %183 = load i32, i32* %9, align 4
  %184 = trunc i64 %181 to i32
  %185 = shl i32 %184, 1
  %186 = and i32 %185, 2
  %187 = and i32 %183, -3
  %188 = or i32 %187, %186
  store i32 %188, i32* %9, align 4
  br label %189

189:                                              ; preds = %179, %159
  %190 = load i32, i32* %10, align 4, !tbaa !40
  %191 = add nsw i32 %190, 1
  store i32 %191, i32* %10, align 4, !tbaa !40
  store i32 0, i32* %3, align 8, !tbaa !31
  br label %307

192:                                              ; preds = %13
  %193 = load i64, i64* %4, align 8, !tbaa !36
  %194 = icmp eq i64 %193, 0
  br i1 %194, label %198, label %195

195:                                              ; preds = %192
  %196 = load i64, i64* %5, align 8, !tbaa !37
  %197 = add i64 %193, -1
  br label %208

198:                                              ; preds = %192
  %199 = load i8*, i8** %7, align 8, !tbaa !38
  %200 = load i8*, i8** %6, align 8, !tbaa !39
  %201 = icmp eq i8* %200, %199
  br i1 %201, label %307, label %202

202:                                              ; preds = %198
  %203 = load i64, i64* %5, align 8, !tbaa !37
  %204 = load i8, i8* %200, align 1, !tbaa !22
  %205 = zext i8 %204 to i64
  %206 = or i64 %203, %205
  %207 = getelementptr inbounds i8, i8* %200, i64 1
  store i8* %207, i8** %6, align 8, !tbaa !39
  br label %208

208:                                              ; preds = %202, %195
  %209 = phi i64 [ %197, %195 ], [ 7, %202 ]
  %210 = phi i64 [ %196, %195 ], [ %206, %202 ]
  %211 = and i64 %210, 1
  store i64 %209, i64* %4, align 8, !tbaa !36
  %212 = lshr i64 %210, 1
  store i64 %212, i64* %5, align 8, !tbaa !37
  %213 = icmp eq i64 %211, 0
  br i1 %213, label %214, label %307

214:                                              ; preds = %208
  store i32 6, i32* %3, align 8, !tbaa !31
  br label %217

215:                                              ; preds = %13
  %216 = load i64, i64* %4, align 8, !tbaa !36
  br label %217

217:                                              ; preds = %215, %214
  %218 = phi i64 [ %216, %215 ], [ %209, %214 ]
  %219 = icmp ult i64 %218, 2
  br i1 %219, label %222, label %220

220:                                              ; preds = %217
  %221 = load i64, i64* %5, align 8, !tbaa !37
  br label %234

222:                                              ; preds = %217
  %223 = load i8*, i8** %7, align 8, !tbaa !38
  %224 = load i8*, i8** %6, align 8, !tbaa !39
  %225 = icmp eq i8* %224, %223
  br i1 %225, label %307, label %226

226:                                              ; preds = %222
  %227 = load i64, i64* %5, align 8, !tbaa !37
  %228 = load i8, i8* %224, align 1, !tbaa !22
  %229 = zext i8 %228 to i64
  %230 = shl nuw nsw i64 %229, %218
  %231 = or i64 %230, %227
  %232 = add nuw nsw i64 %218, 8
  %233 = getelementptr inbounds i8, i8* %224, i64 1
  store i8* %233, i8** %6, align 8, !tbaa !39
  br label %234

234:                                              ; preds = %226, %220
  %235 = phi i64 [ %218, %220 ], [ %232, %226 ]
  %236 = phi i64 [ %221, %220 ], [ %231, %226 ]
  %237 = and i64 %236, 3
  %238 = add i64 %235, -2
  store i64 %238, i64* %4, align 8, !tbaa !36
  %239 = lshr i64 %236, 2
  store i64 %239, i64* %5, align 8, !tbaa !37
  %240 = icmp eq i64 %237, 0
  br i1 %240, label %241, label %242

241:                                              ; preds = %234
  store i32 0, i32* %3, align 8, !tbaa !31
  br label %307

242:                                              ; preds = %234
  %243 = trunc i64 %237 to i32
  %244 = load i32, i32* %9, align 4
  %245 = shl nuw nsw i32 %243, 12
  %246 = and i32 %244, -1044481
  %247 = or i32 %246, %245
  store i32 %247, i32* %9, align 4
  store i32 7, i32* %3, align 8, !tbaa !31
  br label %250

248:                                              ; preds = %13
  %249 = load i32, i32* %9, align 4
  br label %250

250:                                              ; preds = %248, %242
  %251 = phi i32 [ %249, %248 ], [ %247, %242 ]
  %252 = load i32, i32* %11, align 4, !tbaa !41
  %253 = lshr i32 %251, 12
  %254 = and i32 %253, 255
  %255 = icmp slt i32 %252, %254
  br i1 %255, label %258, label %256

256:                                              ; preds = %250
  %257 = load i32, i32* %10, align 4, !tbaa !40
  br label %302

258:                                              ; preds = %250
  %259 = load i64, i64* %4, align 8, !tbaa !36
  br label %260

260:                                              ; preds = %294, %258
  %261 = phi i64 [ %259, %258 ], [ %283, %294 ]
  %262 = phi i32 [ %252, %258 ], [ %285, %294 ]
  %263 = icmp ult i64 %261, 8
  br i1 %263, label %266, label %264

264:                                              ; preds = %260
  %265 = load i64, i64* %5, align 8, !tbaa !37
  br label %279

266:                                              ; preds = %260
  %267 = load i8*, i8** %7, align 8, !tbaa !38
  %268 = load i8*, i8** %6, align 8, !tbaa !39
  %269 = icmp eq i8* %268, %267
  br i1 %269, label %278, label %270

270:                                              ; preds = %266
  %271 = load i64, i64* %5, align 8, !tbaa !37
  %272 = load i8, i8* %268, align 1, !tbaa !22
  %273 = zext i8 %272 to i64
  %274 = shl nuw nsw i64 %273, %261
  %275 = or i64 %274, %271
  %276 = add nuw nsw i64 %261, 8
  %277 = getelementptr inbounds i8, i8* %268, i64 1
  store i8* %277, i8** %6, align 8, !tbaa !39
  br label %279

278:                                              ; preds = %266
  store i32 %262, i32* %11, align 4, !tbaa !41
  br label %307

279:                                              ; preds = %270, %264
  %280 = phi i64 [ %261, %264 ], [ %276, %270 ]
  %281 = phi i64 [ %265, %264 ], [ %275, %270 ]
  %282 = and i64 %281, 255
  %283 = add i64 %280, -8
  store i64 %283, i64* %4, align 8, !tbaa !36
  %284 = lshr i64 %281, 8
  store i64 %284, i64* %5, align 8, !tbaa !37
  %285 = add nsw i32 %262, 1
  %286 = load i32, i32* %9, align 4
  %287 = lshr i32 %286, 12
  %288 = and i32 %287, 255
  %289 = icmp eq i32 %285, %288
  br i1 %289, label %290, label %294

290:                                              ; preds = %279
  %291 = icmp ugt i32 %285, 1
  %292 = icmp eq i64 %282, 0
  %293 = select i1 %291, i1 %292, i1 false
  br i1 %293, label %307, label %294

294:                                              ; preds = %290, %279
  %295 = shl nsw i32 %262, 3
  %296 = zext i32 %295 to i64
  %297 = shl i64 %282, %296
  %298 = trunc i64 %297 to i32
  %299 = load i32, i32* %10, align 4, !tbaa !40
  %300 = or i32 %299, %298
  store i32 %300, i32* %10, align 4, !tbaa !40
  %301 = icmp slt i32 %285, %288
  br i1 %301, label %260, label %302, !llvm.loop !43

302:                                              ; preds = %294, %256
  %303 = phi i32 [ %257, %256 ], [ %300, %294 ]
  %304 = add nsw i32 %303, 1
  store i32 %304, i32* %10, align 4, !tbaa !40
  store i32 0, i32* %3, align 8, !tbaa !31
  br label %307

305:                                              ; preds = %99, %32
  %306 = phi i32 [ 5, %99 ], [ 2, %32 ]
  store i32 %306, i32* %3, align 8, !tbaa !31
  br label %13

307:                                              ; preds = %302, %290, %278, %241, %222, %208, %198, %189, %169, %143, %131, %73, %66, %49, %22, %13
  %308 = phi i32 [ 2, %278 ], [ 1, %302 ], [ 1, %241 ], [ 1, %189 ], [ 2, %131 ], [ 1, %66 ], [ -2, %208 ], [ 2, %169 ], [ 2, %198 ], [ 2, %222 ], [ -1, %143 ], [ -3, %290 ], [ 2, %73 ], [ 2, %49 ], [ 2, %22 ], [ -31, %13 ]
  ret i32 %308
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn
declare hidden fastcc signext i32 @SafeDecodeSymbol(%struct.HuffmanCode* nocapture noundef readonly, %struct.BrotliBitReader* nocapture noundef, i64* nocapture noundef writeonly) unnamed_addr #11

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #12

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #12

; Function Attrs: nofree noinline nosync nounwind
define hidden fastcc signext i32 @SafeDecodeLiteralBlockSwitch(%struct.BrotliDecoderStateStruct* noundef %0) unnamed_addr #10 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 32, i64 0
  %5 = load i64, i64* %4, align 8, !tbaa !44
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 26
  %7 = load %struct.HuffmanCode*, %struct.HuffmanCode** %6, align 8, !tbaa !45
  %8 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 27
  %9 = load %struct.HuffmanCode*, %struct.HuffmanCode** %8, align 8, !tbaa !46
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2
  %11 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 0
  %12 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #18
  %13 = icmp ult i64 %5, 2
  br i1 %13, label %207, label %14

14:                                               ; preds = %1
  %15 = getelementptr inbounds %struct.BrotliBitReader, %struct.BrotliBitReader* %10, i64 0, i32 0
  %16 = load i64, i64* %15, align 8, !tbaa !37
  %17 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 1
  %18 = load i64, i64* %17, align 8, !tbaa !36
  %19 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 2
  %20 = load i8*, i8** %19, align 8, !tbaa !39
  %21 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 4
  %22 = load i8*, i8** %21, align 8, !tbaa !38
  %23 = ptrtoint i8* %22 to i64
  %24 = ptrtoint i8* %20 to i64
  %25 = sub i64 %23, %24
  %26 = icmp ult i64 %18, 15
  br i1 %26, label %27, label %40

27:                                               ; preds = %32, %14
  %28 = phi i64 [ %36, %32 ], [ %16, %14 ]
  %29 = phi i8* [ %38, %32 ], [ %20, %14 ]
  %30 = phi i64 [ %37, %32 ], [ %18, %14 ]
  %31 = icmp eq i8* %29, %22
  br i1 %31, label %76, label %32

32:                                               ; preds = %27
  %33 = load i8, i8* %29, align 1, !tbaa !22
  %34 = zext i8 %33 to i64
  %35 = shl i64 %34, %30
  %36 = or i64 %35, %28
  store i64 %36, i64* %15, align 8, !tbaa !37
  %37 = add nuw nsw i64 %30, 8
  store i64 %37, i64* %17, align 8, !tbaa !36
  %38 = getelementptr inbounds i8, i8* %29, i64 1
  store i8* %38, i8** %19, align 8, !tbaa !39
  %39 = icmp ult i64 %30, 7
  br i1 %39, label %27, label %40, !llvm.loop !47

40:                                               ; preds = %32, %14
  %41 = phi i64 [ %18, %14 ], [ %37, %32 ]
  %42 = phi i64 [ %16, %14 ], [ %36, %32 ]
  %43 = and i64 %42, 255
  %44 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %7, i64 %43
  %45 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %44, i64 0, i32 0
  %46 = load i8, i8* %45, align 2, !tbaa !48
  %47 = icmp ugt i8 %46, 8
  br i1 %47, label %48, label %65

48:                                               ; preds = %40
  %49 = add i64 %41, -8
  %50 = lshr i64 %42, 8
  %51 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %7, i64 %43, i32 1
  %52 = load i16, i16* %51, align 2, !tbaa !50
  %53 = zext i16 %52 to i64
  %54 = and i64 %50, 127
  %55 = zext i8 %46 to i64
  %56 = add nuw nsw i64 %55, 4294967288
  %57 = and i64 %56, 4294967295
  %58 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %57
  %59 = load i64, i64* %58, align 8, !tbaa !44
  %60 = and i64 %54, %59
  %61 = add nuw nsw i64 %60, %53
  %62 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %44, i64 %61
  %63 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %62, i64 0, i32 0
  %64 = load i8, i8* %63, align 2, !tbaa !48
  br label %65

65:                                               ; preds = %48, %40
  %66 = phi i64 [ %50, %48 ], [ %42, %40 ]
  %67 = phi i64 [ %49, %48 ], [ %41, %40 ]
  %68 = phi i8 [ %64, %48 ], [ %46, %40 ]
  %69 = phi %struct.HuffmanCode* [ %62, %48 ], [ %44, %40 ]
  %70 = zext i8 %68 to i64
  %71 = sub i64 %67, %70
  store i64 %71, i64* %17, align 8, !tbaa !36
  %72 = lshr i64 %66, %70
  store i64 %72, i64* %15, align 8, !tbaa !37
  %73 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %69, i64 0, i32 1
  %74 = load i16, i16* %73, align 2, !tbaa !50
  %75 = zext i16 %74 to i64
  store i64 %75, i64* %3, align 8, !tbaa !44
  br label %79

76:                                               ; preds = %27
  %77 = call fastcc signext i32 @SafeDecodeSymbol(%struct.HuffmanCode* noundef %7, %struct.BrotliBitReader* noundef nonnull %10, i64* noundef nonnull %3) #18
  %78 = icmp eq i32 %77, 0
  br i1 %78, label %207, label %79

79:                                               ; preds = %76, %65
  %80 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 30, i64 0
  %81 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %81) #18
  %82 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 53
  %83 = load i32, i32* %82, align 4, !tbaa !51
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %85, label %148

85:                                               ; preds = %79
  %86 = load i64, i64* %17, align 8, !tbaa !36
  %87 = icmp ult i64 %86, 15
  br i1 %87, label %90, label %88

88:                                               ; preds = %85
  %89 = load i64, i64* %15, align 8, !tbaa !37
  br label %106

90:                                               ; preds = %85
  %91 = load i8*, i8** %21, align 8, !tbaa !38
  %92 = load i8*, i8** %19, align 8, !tbaa !39
  br label %93

93:                                               ; preds = %97, %90
  %94 = phi i8* [ %92, %90 ], [ %104, %97 ]
  %95 = phi i64 [ %86, %90 ], [ %103, %97 ]
  %96 = icmp eq i8* %94, %91
  br i1 %96, label %142, label %97

97:                                               ; preds = %93
  %98 = load i64, i64* %15, align 8, !tbaa !37
  %99 = load i8, i8* %94, align 1, !tbaa !22
  %100 = zext i8 %99 to i64
  %101 = shl i64 %100, %95
  %102 = or i64 %101, %98
  store i64 %102, i64* %15, align 8, !tbaa !37
  %103 = add nuw nsw i64 %95, 8
  store i64 %103, i64* %17, align 8, !tbaa !36
  %104 = getelementptr inbounds i8, i8* %94, i64 1
  store i8* %104, i8** %19, align 8, !tbaa !39
  %105 = icmp ult i64 %95, 7
  br i1 %105, label %93, label %106, !llvm.loop !47

106:                                              ; preds = %97, %88
  %107 = phi i64 [ %86, %88 ], [ %103, %97 ]
  %108 = phi i64 [ %89, %88 ], [ %102, %97 ]
  %109 = and i64 %108, 255
  %110 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %9, i64 %109
  %111 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %110, i64 0, i32 0
  %112 = load i8, i8* %111, align 2, !tbaa !48
  %113 = icmp ugt i8 %112, 8
  br i1 %113, label %114, label %131

114:                                              ; preds = %106
  %115 = add i64 %107, -8
  %116 = lshr i64 %108, 8
  %117 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %9, i64 %109, i32 1
  %118 = load i16, i16* %117, align 2, !tbaa !50
  %119 = zext i16 %118 to i64
  %120 = and i64 %116, 127
  %121 = zext i8 %112 to i64
  %122 = add nuw nsw i64 %121, 4294967288
  %123 = and i64 %122, 4294967295
  %124 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %123
  %125 = load i64, i64* %124, align 8, !tbaa !44
  %126 = and i64 %120, %125
  %127 = add nuw nsw i64 %126, %119
  %128 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %110, i64 %127
  %129 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %128, i64 0, i32 0
  %130 = load i8, i8* %129, align 2, !tbaa !48
  br label %131

131:                                              ; preds = %114, %106
  %132 = phi i64 [ %116, %114 ], [ %108, %106 ]
  %133 = phi i64 [ %115, %114 ], [ %107, %106 ]
  %134 = phi i8 [ %130, %114 ], [ %112, %106 ]
  %135 = phi %struct.HuffmanCode* [ %128, %114 ], [ %110, %106 ]
  %136 = zext i8 %134 to i64
  %137 = sub i64 %133, %136
  store i64 %137, i64* %17, align 8, !tbaa !36
  %138 = lshr i64 %132, %136
  store i64 %138, i64* %15, align 8, !tbaa !37
  %139 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %135, i64 0, i32 1
  %140 = load i16, i16* %139, align 2, !tbaa !50
  %141 = zext i16 %140 to i64
  br label %151

142:                                              ; preds = %93
  %143 = call fastcc signext i32 @SafeDecodeSymbol(%struct.HuffmanCode* noundef %9, %struct.BrotliBitReader* noundef nonnull %10, i64* noundef nonnull %2) #18
  %144 = icmp eq i32 %143, 0
  br i1 %144, label %145, label %146

145:                                              ; preds = %142
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %81) #18
  br label %180

146:                                              ; preds = %142
  %147 = load i64, i64* %2, align 8, !tbaa !44
  br label %151

148:                                              ; preds = %79
  %149 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 31
  %150 = load i64, i64* %149, align 8, !tbaa !52
  br label %151

151:                                              ; preds = %148, %146, %131
  %152 = phi i64 [ %147, %146 ], [ %141, %131 ], [ %150, %148 ]
  %153 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %152, i32 1
  %154 = load i8, i8* %153, align 2, !tbaa !53
  %155 = zext i8 %154 to i64
  %156 = getelementptr inbounds [26 x %struct.BrotliPrefixCodeRange], [26 x %struct.BrotliPrefixCodeRange]* @_kBrotliPrefixCodeRanges, i64 0, i64 %152, i32 0
  %157 = load i16, i16* %156, align 2, !tbaa !55
  %158 = load i64, i64* %17, align 8, !tbaa !36
  %159 = icmp ult i64 %158, %155
  br i1 %159, label %162, label %160

160:                                              ; preds = %151
  %161 = load i64, i64* %15, align 8, !tbaa !37
  br label %188

162:                                              ; preds = %151
  %163 = load i8*, i8** %21, align 8, !tbaa !38
  %164 = load i8*, i8** %19, align 8, !tbaa !39
  br label %165

165:                                              ; preds = %169, %162
  %166 = phi i8* [ %164, %162 ], [ %176, %169 ]
  %167 = phi i64 [ %158, %162 ], [ %175, %169 ]
  %168 = icmp eq i8* %166, %163
  br i1 %168, label %178, label %169

169:                                              ; preds = %165
  %170 = load i64, i64* %15, align 8, !tbaa !37
  %171 = load i8, i8* %166, align 1, !tbaa !22
  %172 = zext i8 %171 to i64
  %173 = shl i64 %172, %167
  %174 = or i64 %173, %170
  store i64 %174, i64* %15, align 8, !tbaa !37
  %175 = add nuw nsw i64 %167, 8
  store i64 %175, i64* %17, align 8, !tbaa !36
  %176 = getelementptr inbounds i8, i8* %166, i64 1
  store i8* %176, i8** %19, align 8, !tbaa !39
  %177 = icmp ult i64 %175, %155
  br i1 %177, label %165, label %188, !llvm.loop !56

178:                                              ; preds = %165
  %179 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 31
  store i64 %152, i64* %179, align 8, !tbaa !52
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %81) #18
  br label %180

180:                                              ; preds = %178, %145
  store i32 0, i32* %82, align 4, !tbaa !51
  store i64 %16, i64* %15, align 8, !tbaa !37
  store i64 %18, i64* %17, align 8, !tbaa !36
  store i8* %20, i8** %19, align 8, !tbaa !39
  %181 = getelementptr i8, i8* %20, i64 %25
  store i8* %181, i8** %21, align 8, !tbaa !38
  %182 = add i64 %25, -28
  %183 = icmp ult i64 %182, -29
  %184 = add i64 %25, -27
  %185 = select i1 %183, i64 %184, i64 0
  %186 = getelementptr i8, i8* %20, i64 %185
  %187 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 2, i32 3
  store i8* %186, i8** %187, align 8
  br label %207

188:                                              ; preds = %169, %160
  %189 = phi i64 [ %158, %160 ], [ %175, %169 ]
  %190 = phi i64 [ %161, %160 ], [ %174, %169 ]
  %191 = getelementptr inbounds [33 x i64], [33 x i64]* @kBrotliBitMask, i64 0, i64 %155
  %192 = load i64, i64* %191, align 8, !tbaa !44
  %193 = and i64 %192, %190
  %194 = sub i64 %189, %155
  store i64 %194, i64* %17, align 8, !tbaa !36
  %195 = lshr i64 %190, %155
  store i64 %195, i64* %15, align 8, !tbaa !37
  %196 = zext i16 %157 to i64
  %197 = add i64 %193, %196
  store i64 %197, i64* %80, align 8, !tbaa !44
  store i32 0, i32* %82, align 4, !tbaa !51
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %81) #18
  %198 = load i64, i64* %3, align 8, !tbaa !44
  switch i64 %198, label %205 [
    i64 1, label %199
    i64 0, label %203
  ]

199:                                              ; preds = %188
  %200 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 1
  %201 = load i64, i64* %200, align 8, !tbaa !44
  %202 = add i64 %201, 1
  br label %208

203:                                              ; preds = %188
  %204 = load i64, i64* %11, align 8, !tbaa !44
  br label %208

205:                                              ; preds = %188
  %206 = add i64 %198, -2
  br label %208

207:                                              ; preds = %180, %76, %1
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #18
  br label %245

208:                                              ; preds = %205, %203, %199
  %209 = phi i64 [ %204, %203 ], [ %206, %205 ], [ %202, %199 ]
  %210 = icmp ult i64 %209, %5
  %211 = select i1 %210, i64 0, i64 %5
  %212 = sub i64 %209, %211
  %213 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 33, i64 1
  %214 = load i64, i64* %213, align 8, !tbaa !44
  store i64 %214, i64* %11, align 8, !tbaa !44
  store i64 %212, i64* %213, align 8, !tbaa !44
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #18
  %215 = shl i64 %212, 6
  %216 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 57
  %217 = load i8*, i8** %216, align 8, !tbaa !57
  %218 = getelementptr inbounds i8, i8* %217, i64 %215
  %219 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 21
  store i8* %218, i8** %219, align 8, !tbaa !58
  %220 = lshr i64 %212, 5
  %221 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 61, i64 %220
  %222 = load i32, i32* %221, align 4, !tbaa !59
  %223 = zext i32 %222 to i64
  %224 = and i64 %212, 31
  %225 = lshr i64 %223, %224
  %226 = trunc i64 %225 to i32
  %227 = and i32 %226, 1
  %228 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 28
  store i32 %227, i32* %228, align 8, !tbaa !60
  %229 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 23, i32 0
  %230 = load %struct.HuffmanCode**, %struct.HuffmanCode*** %229, align 8, !tbaa !61
  %231 = load i8, i8* %218, align 1, !tbaa !22
  %232 = zext i8 %231 to i64
  %233 = getelementptr inbounds %struct.HuffmanCode*, %struct.HuffmanCode** %230, i64 %232
  %234 = load %struct.HuffmanCode*, %struct.HuffmanCode** %233, align 8, !tbaa !13
  %235 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 38
  store %struct.HuffmanCode* %234, %struct.HuffmanCode** %235, align 8, !tbaa !62
  %236 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 58
  %237 = load i8*, i8** %236, align 8, !tbaa !63
  %238 = getelementptr inbounds i8, i8* %237, i64 %212
  %239 = load i8, i8* %238, align 1, !tbaa !22
  %240 = and i8 %239, 3
  %241 = zext i8 %240 to i64
  %242 = shl nuw nsw i64 %241, 9
  %243 = getelementptr inbounds [2048 x i8], [2048 x i8]* @_kBrotliContextLookupTable, i64 0, i64 %242
  %244 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 20
  store i8* %243, i8** %244, align 8, !tbaa !64
  br label %245

245:                                              ; preds = %208, %207
  %246 = phi i32 [ 1, %208 ], [ 0, %207 ]
  ret i32 %246
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umax.i64(i64, i64) #13

; Function Attrs: nofree nosync nounwind
define hidden void @BrotliBuildCodeLengthsHuffmanTable(%struct.HuffmanCode* nocapture noundef writeonly %0, i8* nocapture noundef readonly %1, i16* nocapture noundef readonly %2) local_unnamed_addr #14 {
  %4 = alloca [18 x i32], align 4
  %5 = alloca [6 x i32], align 4
  %6 = bitcast [18 x i32]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %6) #18
  %7 = bitcast [6 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %7) #18
  %8 = getelementptr inbounds i16, i16* %2, i64 1
  %9 = load i16, i16* %8, align 2, !tbaa !23
  %10 = zext i16 %9 to i32
  %11 = add nsw i32 %10, -1
  %12 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 1
  store i32 %11, i32* %12, align 4, !tbaa !59
  %13 = getelementptr inbounds i16, i16* %2, i64 2
  %14 = load i16, i16* %13, align 2, !tbaa !23
  %15 = zext i16 %14 to i32
  %16 = add nsw i32 %11, %15
  %17 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 2
  store i32 %16, i32* %17, align 4, !tbaa !59
  %18 = getelementptr inbounds i16, i16* %2, i64 3
  %19 = load i16, i16* %18, align 2, !tbaa !23
  %20 = zext i16 %19 to i32
  %21 = add nsw i32 %16, %20
  %22 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 3
  store i32 %21, i32* %22, align 4, !tbaa !59
  %23 = getelementptr inbounds i16, i16* %2, i64 4
  %24 = load i16, i16* %23, align 2, !tbaa !23
  %25 = zext i16 %24 to i32
  %26 = add nsw i32 %21, %25
  %27 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 4
  store i32 %26, i32* %27, align 4, !tbaa !59
  %28 = getelementptr inbounds i16, i16* %2, i64 5
  %29 = load i16, i16* %28, align 2, !tbaa !23
  %30 = zext i16 %29 to i32
  %31 = add nsw i32 %26, %30
  %32 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 5
  store i32 %31, i32* %32, align 4, !tbaa !59
  %33 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 0
  store i32 17, i32* %33, align 4, !tbaa !59
  %34 = getelementptr inbounds i8, i8* %1, i64 17
  %35 = load i8, i8* %34, align 1, !tbaa !22
  %36 = zext i8 %35 to i64
  %37 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 %36
  %38 = load i32, i32* %37, align 4, !tbaa !59
  %39 = add nsw i32 %38, -1
  store i32 %39, i32* %37, align 4, !tbaa !59
  %40 = sext i32 %38 to i64
  %41 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 %40
  store i32 17, i32* %41, align 4, !tbaa !59
  %42 = getelementptr inbounds i8, i8* %1, i64 16
  %43 = load i8, i8* %42, align 1, !tbaa !22
  %44 = zext i8 %43 to i64
  %45 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 %44
  %46 = load i32, i32* %45, align 4, !tbaa !59
  %47 = add nsw i32 %46, -1
  store i32 %47, i32* %45, align 4, !tbaa !59
  %48 = sext i32 %46 to i64
  %49 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 %48
  store i32 16, i32* %49, align 4, !tbaa !59
  %50 = getelementptr inbounds i8, i8* %1, i64 15
  %51 = load i8, i8* %50, align 1, !tbaa !22
  %52 = zext i8 %51 to i64
  %53 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 %52
  %54 = load i32, i32* %53, align 4, !tbaa !59
  %55 = add nsw i32 %54, -1
  store i32 %55, i32* %53, align 4, !tbaa !59
  %56 = sext i32 %54 to i64
  %57 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 %56
  store i32 15, i32* %57, align 4, !tbaa !59
  %58 = getelementptr inbounds i8, i8* %1, i64 14
  %59 = load i8, i8* %58, align 1, !tbaa !22
  %60 = zext i8 %59 to i64
  %61 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 %60
  %62 = load i32, i32* %61, align 4, !tbaa !59
  %63 = add nsw i32 %62, -1
  store i32 %63, i32* %61, align 4, !tbaa !59
  %64 = sext i32 %62 to i64
  %65 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 %64
  store i32 14, i32* %65, align 4, !tbaa !59
  %66 = getelementptr inbounds i8, i8* %1, i64 13
  %67 = load i8, i8* %66, align 1, !tbaa !22
  %68 = zext i8 %67 to i64
  %69 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 %68
  %70 = load i32, i32* %69, align 4, !tbaa !59
  %71 = add nsw i32 %70, -1
  store i32 %71, i32* %69, align 4, !tbaa !59
  %72 = sext i32 %70 to i64
  %73 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 %72
  store i32 13, i32* %73, align 4, !tbaa !59
  %74 = getelementptr inbounds i8, i8* %1, i64 12
  %75 = load i8, i8* %74, align 1, !tbaa !22
  %76 = zext i8 %75 to i64
  %77 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 %76
  %78 = load i32, i32* %77, align 4, !tbaa !59
  %79 = add nsw i32 %78, -1
  store i32 %79, i32* %77, align 4, !tbaa !59
  %80 = sext i32 %78 to i64
  %81 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 %80
  store i32 12, i32* %81, align 4, !tbaa !59
  %82 = getelementptr inbounds i8, i8* %1, i64 11
  %83 = load i8, i8* %82, align 1, !tbaa !22
  %84 = zext i8 %83 to i64
  %85 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 %84
  %86 = load i32, i32* %85, align 4, !tbaa !59
  %87 = add nsw i32 %86, -1
  store i32 %87, i32* %85, align 4, !tbaa !59
  %88 = sext i32 %86 to i64
  %89 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 %88
  store i32 11, i32* %89, align 4, !tbaa !59
  %90 = getelementptr inbounds i8, i8* %1, i64 10
  %91 = load i8, i8* %90, align 1, !tbaa !22
  %92 = zext i8 %91 to i64
  %93 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 %92
  %94 = load i32, i32* %93, align 4, !tbaa !59
  %95 = add nsw i32 %94, -1
  store i32 %95, i32* %93, align 4, !tbaa !59
  %96 = sext i32 %94 to i64
  %97 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 %96
  store i32 10, i32* %97, align 4, !tbaa !59
  %98 = getelementptr inbounds i8, i8* %1, i64 9
  %99 = load i8, i8* %98, align 1, !tbaa !22
  %100 = zext i8 %99 to i64
  %101 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 %100
  %102 = load i32, i32* %101, align 4, !tbaa !59
  %103 = add nsw i32 %102, -1
  store i32 %103, i32* %101, align 4, !tbaa !59
  %104 = sext i32 %102 to i64
  %105 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 %104
  store i32 9, i32* %105, align 4, !tbaa !59
  %106 = getelementptr inbounds i8, i8* %1, i64 8
  %107 = load i8, i8* %106, align 1, !tbaa !22
  %108 = zext i8 %107 to i64
  %109 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 %108
  %110 = load i32, i32* %109, align 4, !tbaa !59
  %111 = add nsw i32 %110, -1
  store i32 %111, i32* %109, align 4, !tbaa !59
  %112 = sext i32 %110 to i64
  %113 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 %112
  store i32 8, i32* %113, align 4, !tbaa !59
  %114 = getelementptr inbounds i8, i8* %1, i64 7
  %115 = load i8, i8* %114, align 1, !tbaa !22
  %116 = zext i8 %115 to i64
  %117 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 %116
  %118 = load i32, i32* %117, align 4, !tbaa !59
  %119 = add nsw i32 %118, -1
  store i32 %119, i32* %117, align 4, !tbaa !59
  %120 = sext i32 %118 to i64
  %121 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 %120
  store i32 7, i32* %121, align 4, !tbaa !59
  %122 = getelementptr inbounds i8, i8* %1, i64 6
  %123 = load i8, i8* %122, align 1, !tbaa !22
  %124 = zext i8 %123 to i64
  %125 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 %124
  %126 = load i32, i32* %125, align 4, !tbaa !59
  %127 = add nsw i32 %126, -1
  store i32 %127, i32* %125, align 4, !tbaa !59
  %128 = sext i32 %126 to i64
  %129 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 %128
  store i32 6, i32* %129, align 4, !tbaa !59
  %130 = getelementptr inbounds i8, i8* %1, i64 5
  %131 = load i8, i8* %130, align 1, !tbaa !22
  %132 = zext i8 %131 to i64
  %133 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 %132
  %134 = load i32, i32* %133, align 4, !tbaa !59
  %135 = add nsw i32 %134, -1
  store i32 %135, i32* %133, align 4, !tbaa !59
  %136 = sext i32 %134 to i64
  %137 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 %136
  store i32 5, i32* %137, align 4, !tbaa !59
  %138 = getelementptr inbounds i8, i8* %1, i64 4
  %139 = load i8, i8* %138, align 1, !tbaa !22
  %140 = zext i8 %139 to i64
  %141 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 %140
  %142 = load i32, i32* %141, align 4, !tbaa !59
  %143 = add nsw i32 %142, -1
  store i32 %143, i32* %141, align 4, !tbaa !59
  %144 = sext i32 %142 to i64
  %145 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 %144
  store i32 4, i32* %145, align 4, !tbaa !59
  %146 = getelementptr inbounds i8, i8* %1, i64 3
  %147 = load i8, i8* %146, align 1, !tbaa !22
  %148 = zext i8 %147 to i64
  %149 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 %148
  %150 = load i32, i32* %149, align 4, !tbaa !59
  %151 = add nsw i32 %150, -1
  store i32 %151, i32* %149, align 4, !tbaa !59
  %152 = sext i32 %150 to i64
  %153 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 %152
  store i32 3, i32* %153, align 4, !tbaa !59
  %154 = getelementptr inbounds i8, i8* %1, i64 2
  %155 = load i8, i8* %154, align 1, !tbaa !22
  %156 = zext i8 %155 to i64
  %157 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 %156
  %158 = load i32, i32* %157, align 4, !tbaa !59
  %159 = add nsw i32 %158, -1
  store i32 %159, i32* %157, align 4, !tbaa !59
  %160 = sext i32 %158 to i64
  %161 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 %160
  store i32 2, i32* %161, align 4, !tbaa !59
  %162 = getelementptr inbounds i8, i8* %1, i64 1
  %163 = load i8, i8* %162, align 1, !tbaa !22
  %164 = zext i8 %163 to i64
  %165 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 %164
  %166 = load i32, i32* %165, align 4, !tbaa !59
  %167 = add nsw i32 %166, -1
  store i32 %167, i32* %165, align 4, !tbaa !59
  %168 = sext i32 %166 to i64
  %169 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 %168
  store i32 1, i32* %169, align 4, !tbaa !59
  %170 = load i8, i8* %1, align 1, !tbaa !22
  %171 = zext i8 %170 to i64
  %172 = getelementptr inbounds [6 x i32], [6 x i32]* %5, i64 0, i64 %171
  %173 = load i32, i32* %172, align 4, !tbaa !59
  %174 = add nsw i32 %173, -1
  store i32 %174, i32* %172, align 4, !tbaa !59
  %175 = sext i32 %173 to i64
  %176 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 %175
  store i32 0, i32* %176, align 4, !tbaa !59
  %177 = load i32, i32* %33, align 4, !tbaa !59
  %178 = icmp eq i32 %177, 0
  br i1 %178, label %179, label %246

179:                                              ; preds = %3
  %180 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 0
  %181 = load i32, i32* %180, align 4, !tbaa !59
  %182 = shl i32 %181, 16
  %183 = bitcast %struct.HuffmanCode* %0 to i32*
  store i32 %182, i32* %183, align 2, !tbaa.struct !65
  %184 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 1
  %185 = bitcast %struct.HuffmanCode* %184 to i32*
  store i32 %182, i32* %185, align 2, !tbaa.struct !65
  %186 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 2
  %187 = bitcast %struct.HuffmanCode* %186 to i32*
  store i32 %182, i32* %187, align 2, !tbaa.struct !65
  %188 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 3
  %189 = bitcast %struct.HuffmanCode* %188 to i32*
  store i32 %182, i32* %189, align 2, !tbaa.struct !65
  %190 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 4
  %191 = bitcast %struct.HuffmanCode* %190 to i32*
  store i32 %182, i32* %191, align 2, !tbaa.struct !65
  %192 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 5
  %193 = bitcast %struct.HuffmanCode* %192 to i32*
  store i32 %182, i32* %193, align 2, !tbaa.struct !65
  %194 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 6
  %195 = bitcast %struct.HuffmanCode* %194 to i32*
  store i32 %182, i32* %195, align 2, !tbaa.struct !65
  %196 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 7
  %197 = bitcast %struct.HuffmanCode* %196 to i32*
  store i32 %182, i32* %197, align 2, !tbaa.struct !65
  %198 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 8
  %199 = bitcast %struct.HuffmanCode* %198 to i32*
  store i32 %182, i32* %199, align 2, !tbaa.struct !65
  %200 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 9
  %201 = bitcast %struct.HuffmanCode* %200 to i32*
  store i32 %182, i32* %201, align 2, !tbaa.struct !65
  %202 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 10
  %203 = bitcast %struct.HuffmanCode* %202 to i32*
  store i32 %182, i32* %203, align 2, !tbaa.struct !65
  %204 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 11
  %205 = bitcast %struct.HuffmanCode* %204 to i32*
  store i32 %182, i32* %205, align 2, !tbaa.struct !65
  %206 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 12
  %207 = bitcast %struct.HuffmanCode* %206 to i32*
  store i32 %182, i32* %207, align 2, !tbaa.struct !65
  %208 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 13
  %209 = bitcast %struct.HuffmanCode* %208 to i32*
  store i32 %182, i32* %209, align 2, !tbaa.struct !65
  %210 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 14
  %211 = bitcast %struct.HuffmanCode* %210 to i32*
  store i32 %182, i32* %211, align 2, !tbaa.struct !65
  %212 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 15
  %213 = bitcast %struct.HuffmanCode* %212 to i32*
  store i32 %182, i32* %213, align 2, !tbaa.struct !65
  %214 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 16
  %215 = bitcast %struct.HuffmanCode* %214 to i32*
  store i32 %182, i32* %215, align 2, !tbaa.struct !65
  %216 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 17
  %217 = bitcast %struct.HuffmanCode* %216 to i32*
  store i32 %182, i32* %217, align 2, !tbaa.struct !65
  %218 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 18
  %219 = bitcast %struct.HuffmanCode* %218 to i32*
  store i32 %182, i32* %219, align 2, !tbaa.struct !65
  %220 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 19
  %221 = bitcast %struct.HuffmanCode* %220 to i32*
  store i32 %182, i32* %221, align 2, !tbaa.struct !65
  %222 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 20
  %223 = bitcast %struct.HuffmanCode* %222 to i32*
  store i32 %182, i32* %223, align 2, !tbaa.struct !65
  %224 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 21
  %225 = bitcast %struct.HuffmanCode* %224 to i32*
  store i32 %182, i32* %225, align 2, !tbaa.struct !65
  %226 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 22
  %227 = bitcast %struct.HuffmanCode* %226 to i32*
  store i32 %182, i32* %227, align 2, !tbaa.struct !65
  %228 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 23
  %229 = bitcast %struct.HuffmanCode* %228 to i32*
  store i32 %182, i32* %229, align 2, !tbaa.struct !65
  %230 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 24
  %231 = bitcast %struct.HuffmanCode* %230 to i32*
  store i32 %182, i32* %231, align 2, !tbaa.struct !65
  %232 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 25
  %233 = bitcast %struct.HuffmanCode* %232 to i32*
  store i32 %182, i32* %233, align 2, !tbaa.struct !65
  %234 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 26
  %235 = bitcast %struct.HuffmanCode* %234 to i32*
  store i32 %182, i32* %235, align 2, !tbaa.struct !65
  %236 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 27
  %237 = bitcast %struct.HuffmanCode* %236 to i32*
  store i32 %182, i32* %237, align 2, !tbaa.struct !65
  %238 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 28
  %239 = bitcast %struct.HuffmanCode* %238 to i32*
  store i32 %182, i32* %239, align 2, !tbaa.struct !65
  %240 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 29
  %241 = bitcast %struct.HuffmanCode* %240 to i32*
  store i32 %182, i32* %241, align 2, !tbaa.struct !65
  %242 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 30
  %243 = bitcast %struct.HuffmanCode* %242 to i32*
  store i32 %182, i32* %243, align 2, !tbaa.struct !65
  %244 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 31
  %245 = bitcast %struct.HuffmanCode* %244 to i32*
  store i32 %182, i32* %245, align 2, !tbaa.struct !65
  br label %295

246:                                              ; preds = %288, %3
  %247 = phi i64 [ %293, %288 ], [ 1, %3 ]
  %248 = phi i32 [ %291, %288 ], [ 2, %3 ]
  %249 = phi i64 [ %292, %288 ], [ 128, %3 ]
  %250 = phi i64 [ %289, %288 ], [ 0, %3 ]
  %251 = phi i32 [ %290, %288 ], [ 0, %3 ]
  %252 = getelementptr inbounds i16, i16* %2, i64 %247
  %253 = load i16, i16* %252, align 2, !tbaa !23
  %254 = icmp eq i16 %253, 0
  br i1 %254, label %288, label %255

255:                                              ; preds = %246
  %256 = zext i16 %253 to i32
  %257 = sub nsw i32 0, %248
  %258 = sext i32 %257 to i64
  %259 = sext i32 %248 to i64
  %260 = sext i32 %251 to i64
  %261 = trunc i64 %247 to i32
  br label %262

262:                                              ; preds = %281, %255
  %263 = phi i64 [ %260, %255 ], [ %282, %281 ]
  %264 = phi i64 [ %250, %255 ], [ %283, %281 ]
  %265 = phi i32 [ %256, %255 ], [ %284, %281 ]
  %266 = getelementptr inbounds [18 x i32], [18 x i32]* %4, i64 0, i64 %263
  %267 = load i32, i32* %266, align 4, !tbaa !59
  %268 = shl i32 %267, 16
  %269 = or i32 %268, %261
  %270 = getelementptr inbounds [256 x i8], [256 x i8]* @kReverseBits, i64 0, i64 %264
  %271 = load i8, i8* %270, align 1, !tbaa !22
  %272 = zext i8 %271 to i64
  %273 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %0, i64 %272
  br label %274

274:                                              ; preds = %274, %262
  %275 = phi i64 [ %280, %274 ], [ 32, %262 ]
  %276 = sub nsw i64 %275, %259
  %277 = getelementptr inbounds %struct.HuffmanCode, %struct.HuffmanCode* %273, i64 %276
  %278 = bitcast %struct.HuffmanCode* %277 to i32*
  store i32 %269, i32* %278, align 2, !tbaa.struct !65
  %279 = icmp sgt i64 %276, 0
  %280 = add nsw i64 %275, %258
  br i1 %279, label %274, label %281, !llvm.loop !66

281:                                              ; preds = %274
  %282 = add nsw i64 %263, 1
  %283 = add i64 %264, %249
  %284 = add nsw i32 %265, -1
  %285 = icmp eq i32 %284, 0
  br i1 %285, label %286, label %262, !llvm.loop !67

286:                                              ; preds = %281
  %287 = trunc i64 %282 to i32
  br label %288

288:                                              ; preds = %286, %246
  %289 = phi i64 [ %250, %246 ], [ %283, %286 ]
  %290 = phi i32 [ %251, %246 ], [ %287, %286 ]
  %291 = shl i32 %248, 1
  %292 = lshr i64 %249, 1
  %293 = add nuw nsw i64 %247, 1
  %294 = icmp eq i64 %293, 6
  br i1 %294, label %295, label %246, !llvm.loop !68

295:                                              ; preds = %288, %179
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %7) #18
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %6) #18
  ret void
}

; Function Attrs: nounwind
declare hidden signext i32 @BrotliDecoderStateInit(%struct.BrotliDecoderStateStruct* noundef, i8* (i8*, i64)* noundef, void (i8*, i8*)* noundef, i8* noundef) local_unnamed_addr #5

; Function Attrs: nounwind
define hidden void @BrotliDecoderStateCleanupAfterMetablock(%struct.BrotliDecoderStateStruct* nocapture noundef %0) local_unnamed_addr #5 {
  %2 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 4
  %3 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !69
  %4 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 5
  %5 = load i8*, i8** %4, align 8, !tbaa !70
  %6 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 58
  %7 = load i8*, i8** %6, align 8, !tbaa !63
  tail call void %3(i8* noundef %5, i8* noundef %7) #18
  store i8* null, i8** %6, align 8, !tbaa !63
  %8 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !69
  %9 = load i8*, i8** %4, align 8, !tbaa !70
  %10 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 57
  %11 = load i8*, i8** %10, align 8, !tbaa !57
  tail call void %8(i8* noundef %9, i8* noundef %11) #18
  store i8* null, i8** %10, align 8, !tbaa !57
  %12 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !69
  %13 = load i8*, i8** %4, align 8, !tbaa !70
  %14 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 37
  %15 = load i8*, i8** %14, align 8, !tbaa !71
  tail call void %12(i8* noundef %13, i8* noundef %15) #18
  store i8* null, i8** %14, align 8, !tbaa !71
  %16 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !69
  %17 = load i8*, i8** %4, align 8, !tbaa !70
  %18 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 23, i32 0
  %19 = bitcast %struct.HuffmanCode*** %18 to i8**
  %20 = load i8*, i8** %19, align 8, !tbaa !61
  tail call void %16(i8* noundef %17, i8* noundef %20) #18
  store %struct.HuffmanCode** null, %struct.HuffmanCode*** %18, align 8, !tbaa !61
  %21 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !69
  %22 = load i8*, i8** %4, align 8, !tbaa !70
  %23 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 24, i32 0
  %24 = bitcast %struct.HuffmanCode*** %23 to i8**
  %25 = load i8*, i8** %24, align 8, !tbaa !72
  tail call void %21(i8* noundef %22, i8* noundef %25) #18
  store %struct.HuffmanCode** null, %struct.HuffmanCode*** %23, align 8, !tbaa !72
  %26 = load void (i8*, i8*)*, void (i8*, i8*)** %2, align 8, !tbaa !69
  %27 = load i8*, i8** %4, align 8, !tbaa !70
  %28 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 25, i32 0
  %29 = bitcast %struct.HuffmanCode*** %28 to i8**
  %30 = load i8*, i8** %29, align 8, !tbaa !73
  tail call void %26(i8* noundef %27, i8* noundef %30) #18
  store %struct.HuffmanCode** null, %struct.HuffmanCode*** %28, align 8, !tbaa !73
  ret void
}

; Function Attrs: nounwind
define hidden signext i32 @BrotliDecoderHuffmanTreeGroupInit(%struct.BrotliDecoderStateStruct* nocapture noundef readonly %0, %struct.HuffmanTreeGroup* nocapture noundef writeonly %1, i64 noundef %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #5 {
  %6 = shl i64 %3, 2
  %7 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 3
  %8 = load i8* (i8*, i64)*, i8* (i8*, i64)** %7, align 8, !tbaa !74
  %9 = getelementptr inbounds %struct.BrotliDecoderStateStruct, %struct.BrotliDecoderStateStruct* %0, i64 0, i32 5
  %10 = load i8*, i8** %9, align 8, !tbaa !70
  %11 = add i64 %6, 1512
  %12 = mul i64 %11, %4
  %13 = tail call i8* %8(i8* noundef %10, i64 noundef %12) #18
  %14 = bitcast i8* %13 to %struct.HuffmanCode**
  %15 = trunc i64 %2 to i16
  %16 = getelementptr inbounds %struct.HuffmanTreeGroup, %struct.HuffmanTreeGroup* %1, i64 0, i32 2
  store i16 %15, i16* %16, align 8, !tbaa !75
  %17 = trunc i64 %3 to i16
  %18 = getelementptr inbounds %struct.HuffmanTreeGroup, %struct.HuffmanTreeGroup* %1, i64 0, i32 3
  store i16 %17, i16* %18, align 2, !tbaa !76
  %19 = trunc i64 %4 to i16
  %20 = getelementptr inbounds %struct.HuffmanTreeGroup, %struct.HuffmanTreeGroup* %1, i64 0, i32 4
  store i16 %19, i16* %20, align 4, !tbaa !77
  %21 = bitcast %struct.HuffmanTreeGroup* %1 to i8**
  store i8* %13, i8** %21, align 8, !tbaa !78
  %22 = getelementptr inbounds %struct.HuffmanCode*, %struct.HuffmanCode** %14, i64 %4
  %23 = getelementptr inbounds %struct.HuffmanTreeGroup, %struct.HuffmanTreeGroup* %1, i64 0, i32 1
  %24 = bitcast %struct.HuffmanCode** %23 to %struct.HuffmanCode***
  store %struct.HuffmanCode** %22, %struct.HuffmanCode*** %24, align 8, !tbaa !79
  %25 = icmp ne i8* %13, null
  %26 = zext i1 %25 to i32
  ret i32 %26
}

; Function Attrs: nofree nosync nounwind
define hidden void @BrotliCreateBackwardReferences(i64 noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, i8* nocapture noundef readonly %4, %struct.BrotliEncoderParams* noundef readonly %5, %struct.Hasher* noundef %6, i32* noundef %7, i64* nocapture noundef %8, %struct.Command* noundef %9, i64* nocapture noundef %10, i64* nocapture noundef %11) local_unnamed_addr #14 {
  %13 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %5, i64 0, i32 10, i32 1, i32 0
  %14 = load i64, i64* %13, align 8, !tbaa !80
  %15 = icmp eq i64 %14, 0
  %16 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %5, i64 0, i32 8, i32 0
  %17 = load i32, i32* %16, align 8, !tbaa !90
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

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc void @CreateBackwardReferencesDH5(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* noundef readonly, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc void @CreateBackwardReferencesDH6(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* noundef readonly, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc void @CreateBackwardReferencesDH40(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef, i32* nocapture noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc void @CreateBackwardReferencesDH41(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc void @CreateBackwardReferencesDH42(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc void @CreateBackwardReferencesDH55(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readnone, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef, i32* nocapture noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc void @CreateBackwardReferencesDH65(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* noundef, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc void @CreateBackwardReferencesNH2(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef readonly, i32* nocapture noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc void @CreateBackwardReferencesNH3(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readnone, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef readonly, i32* nocapture noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc void @CreateBackwardReferencesNH4(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef readonly, i32* nocapture noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc void @CreateBackwardReferencesNH5(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* noundef readonly, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc void @CreateBackwardReferencesNH6(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* noundef readonly, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc void @CreateBackwardReferencesNH40(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef, i32* nocapture noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc void @CreateBackwardReferencesNH41(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc void @CreateBackwardReferencesNH42(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc void @CreateBackwardReferencesNH54(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readnone, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef readonly, i32* nocapture noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc void @CreateBackwardReferencesNH35(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readnone, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef, i32* nocapture noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc void @CreateBackwardReferencesNH55(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readnone, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* nocapture noundef, i32* nocapture noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc void @CreateBackwardReferencesNH65(i64 noundef, i64 noundef, i8* noundef, i64 noundef, i8* nocapture noundef readonly, %struct.BrotliEncoderParams* nocapture noundef readonly, %struct.Hasher* noundef, i32* noundef, i64* nocapture noundef, %struct.Command* noundef, i64* nocapture noundef, i64* nocapture noundef) unnamed_addr #10

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #13

; Function Attrs: nofree norecurse nosync nounwind writeonly
define hidden void @BrotliInitZopfliNodes(%struct.ZopfliNode* nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #15 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %12, label %4

4:                                                ; preds = %4, %2
  %5 = phi i64 [ %10, %4 ], [ 0, %2 ]
  %6 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %0, i64 %5, i32 0
  store i32 1, i32* %6, align 4, !tbaa.struct !91
  %7 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %0, i64 %5, i32 1
  store i32 0, i32* %7, align 4, !tbaa.struct !94
  %8 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %0, i64 %5, i32 2
  store i32 0, i32* %8, align 4, !tbaa.struct !95
  %9 = getelementptr inbounds %struct.ZopfliNode, %struct.ZopfliNode* %0, i64 %5, i32 3, i32 0
  store float 0x47DFF933C0000000, float* %9, align 4, !tbaa.struct !96
  %10 = add nuw i64 %5, 1
  %11 = icmp eq i64 %10, %1
  br i1 %11, label %12, label %4, !llvm.loop !97

12:                                               ; preds = %4, %2
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @log2(double noundef) local_unnamed_addr #16

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #13

; Function Attrs: nofree nounwind
declare hidden double @BrotliPopulationCostCommand(%struct.HistogramCommand* nocapture noundef readonly) local_unnamed_addr #17

; Function Attrs: nofree nounwind
define hidden double @BrotliPopulationCostDistance(%struct.HistogramDistance* nocapture noundef readonly %0) local_unnamed_addr #17 {
  %2 = alloca [5 x i64], align 8
  %3 = alloca [18 x i32], align 4
  %4 = bitcast [5 x i64]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %4) #18
  %5 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 1
  %6 = load i64, i64* %5, align 8, !tbaa !98
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %258, label %8

8:                                                ; preds = %19, %1
  %9 = phi i32 [ %20, %19 ], [ 0, %1 ]
  %10 = phi i64 [ %21, %19 ], [ 0, %1 ]
  %11 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !59
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %19, label %14

14:                                               ; preds = %8
  %15 = sext i32 %9 to i64
  %16 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 %15
  store i64 %10, i64* %16, align 8, !tbaa !44
  %17 = add nsw i32 %9, 1
  %18 = icmp sgt i32 %9, 3
  br i1 %18, label %23, label %19

19:                                               ; preds = %14, %8
  %20 = phi i32 [ %17, %14 ], [ %9, %8 ]
  %21 = add nuw nsw i64 %10, 1
  %22 = icmp eq i64 %21, 544
  br i1 %22, label %23, label %8, !llvm.loop !101

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
  %30 = load i64, i64* %29, align 8, !tbaa !44
  %31 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %30
  %32 = load i32, i32* %31, align 4, !tbaa !59
  %33 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 1
  %34 = load i64, i64* %33, align 8, !tbaa !44
  %35 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %34
  %36 = load i32, i32* %35, align 4, !tbaa !59
  %37 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 2
  %38 = load i64, i64* %37, align 8, !tbaa !44
  %39 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %38
  %40 = load i32, i32* %39, align 4, !tbaa !59
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
  %54 = load i64, i64* %53, align 8, !tbaa !44
  %55 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %54
  %56 = load i32, i32* %55, align 4, !tbaa !59
  %57 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 1
  %58 = load i64, i64* %57, align 8, !tbaa !44
  %59 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %58
  %60 = load i32, i32* %59, align 4, !tbaa !59
  %61 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 2
  %62 = load i64, i64* %61, align 8, !tbaa !44
  %63 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %62
  %64 = load i32, i32* %63, align 4, !tbaa !59
  %65 = getelementptr inbounds [5 x i64], [5 x i64]* %2, i64 0, i64 3
  %66 = load i64, i64* %65, align 8, !tbaa !44
  %67 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %66
  %68 = load i32, i32* %67, align 4, !tbaa !59
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
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %100) #18
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(72) %100, i8 0, i64 72, i1 false)
  %101 = icmp ult i64 %6, 256
  br i1 %101, label %102, label %105

102:                                              ; preds = %99
  %103 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %6
  %104 = load double, double* %103, align 8, !tbaa !102
  br label %108

105:                                              ; preds = %99
  %106 = uitofp i64 %6 to double
  %107 = tail call double @log2(double noundef %106) #18
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
  %117 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %116
  %118 = load i32, i32* %117, align 4, !tbaa !59
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %120, label %126

120:                                              ; preds = %112
  %121 = add i64 %116, 1
  %122 = icmp ult i64 %121, 544
  br i1 %122, label %123, label %167

123:                                              ; preds = %120
  %124 = trunc i64 %116 to i32
  %125 = sub nsw i32 544, %124
  br label %152

126:                                              ; preds = %112
  %127 = icmp ult i32 %118, 256
  br i1 %127, label %128, label %132

128:                                              ; preds = %126
  %129 = zext i32 %118 to i64
  %130 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %129
  %131 = load double, double* %130, align 8, !tbaa !102
  br label %136

132:                                              ; preds = %126
  %133 = uitofp i32 %118 to double
  %134 = tail call double @log2(double noundef %133) #18
  %135 = load i32, i32* %117, align 4, !tbaa !59
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
  %149 = load i32, i32* %148, align 4, !tbaa !59
  %150 = add i32 %149, 1
  store i32 %150, i32* %148, align 4, !tbaa !59
  %151 = add nuw nsw i64 %116, 1
  br label %187

152:                                              ; preds = %158, %123
  %153 = phi i64 [ %160, %158 ], [ %121, %123 ]
  %154 = phi i32 [ %159, %158 ], [ 1, %123 ]
  %155 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 0, i32 0, i64 %153
  %156 = load i32, i32* %155, align 4, !tbaa !59
  %157 = icmp eq i32 %156, 0
  br i1 %157, label %158, label %162

158:                                              ; preds = %152
  %159 = add nuw nsw i32 %154, 1
  %160 = add i64 %153, 1
  %161 = icmp eq i64 %160, 544
  br i1 %161, label %162, label %152, !llvm.loop !103

162:                                              ; preds = %158, %152
  %163 = phi i32 [ %154, %152 ], [ %125, %158 ]
  %164 = zext i32 %163 to i64
  %165 = add i64 %116, %164
  %166 = icmp eq i64 %165, 544
  br i1 %166, label %193, label %170

167:                                              ; preds = %120
  %168 = add nuw i64 %116, 1
  %169 = icmp eq i64 %168, 544
  br i1 %169, label %193, label %172

170:                                              ; preds = %162
  %171 = icmp ult i32 %163, 3
  br i1 %171, label %172, label %177

172:                                              ; preds = %170, %167
  %173 = phi i32 [ %163, %170 ], [ 1, %167 ]
  %174 = phi i64 [ %165, %170 ], [ %168, %167 ]
  %175 = load i32, i32* %111, align 4, !tbaa !59
  %176 = add i32 %175, %173
  store i32 %176, i32* %111, align 4, !tbaa !59
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
  br i1 %186, label %187, label %179, !llvm.loop !104

187:                                              ; preds = %179, %172, %136
  %188 = phi i32 [ %113, %136 ], [ %113, %172 ], [ %183, %179 ]
  %189 = phi i64 [ %151, %136 ], [ %174, %172 ], [ %165, %179 ]
  %190 = phi double [ %143, %136 ], [ %115, %172 ], [ %184, %179 ]
  %191 = phi i64 [ %147, %136 ], [ %114, %172 ], [ %114, %179 ]
  %192 = icmp ult i64 %189, 544
  br i1 %192, label %112, label %193, !llvm.loop !105

193:                                              ; preds = %187, %167, %162
  %194 = phi i32 [ %113, %162 ], [ %188, %187 ], [ %113, %167 ]
  %195 = phi double [ %115, %162 ], [ %190, %187 ], [ %115, %167 ]
  %196 = phi i64 [ %114, %162 ], [ %191, %187 ], [ %114, %167 ]
  store i32 %194, i32* %110, align 4, !tbaa !59
  %197 = shl i64 %196, 1
  %198 = add i64 %197, 18
  %199 = uitofp i64 %198 to double
  br label %200

200:                                              ; preds = %234, %193
  %201 = phi i64 [ 0, %193 ], [ %223, %234 ]
  %202 = phi double [ 0.000000e+00, %193 ], [ %237, %234 ]
  %203 = phi i64 [ 0, %193 ], [ %226, %234 ]
  %204 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 %201
  %205 = load i32, i32* %204, align 4, !tbaa !59
  %206 = zext i32 %205 to i64
  %207 = icmp ult i32 %205, 256
  br i1 %207, label %208, label %212

208:                                              ; preds = %200
  %209 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %206
  %210 = load double, double* %209, align 8, !tbaa !102
  %211 = uitofp i32 %205 to double
  br label %215

212:                                              ; preds = %200
  %213 = uitofp i32 %205 to double
  %214 = tail call double @log2(double noundef %213) #18
  br label %215

215:                                              ; preds = %212, %208
  %216 = phi double [ %211, %208 ], [ %213, %212 ]
  %217 = phi double [ %210, %208 ], [ %214, %212 ]
  %218 = or i64 %201, 1
  %219 = getelementptr inbounds [18 x i32], [18 x i32]* %3, i64 0, i64 %218
  %220 = fneg double %216
  %221 = tail call double @llvm.fmuladd.f64(double %220, double %217, double %202) #18
  %222 = add i64 %203, %206
  %223 = add nuw nsw i64 %201, 2
  %224 = load i32, i32* %219, align 4, !tbaa !59
  %225 = zext i32 %224 to i64
  %226 = add i64 %222, %225
  %227 = uitofp i32 %224 to double
  %228 = icmp ult i32 %224, 256
  br i1 %228, label %229, label %232

229:                                              ; preds = %215
  %230 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %225
  %231 = load double, double* %230, align 8, !tbaa !102
  br label %234

232:                                              ; preds = %215
  %233 = tail call double @log2(double noundef %227) #18
  br label %234

234:                                              ; preds = %232, %229
  %235 = phi double [ %231, %229 ], [ %233, %232 ]
  %236 = fneg double %227
  %237 = tail call double @llvm.fmuladd.f64(double %236, double %235, double %221) #18
  %238 = icmp ult i64 %201, 16
  br i1 %238, label %200, label %239, !llvm.loop !106

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
  %247 = load double, double* %246, align 8, !tbaa !102
  br label %250

248:                                              ; preds = %243
  %249 = tail call double @log2(double noundef %242) #18
  br label %250

250:                                              ; preds = %248, %245
  %251 = phi double [ %247, %245 ], [ %249, %248 ]
  %252 = tail call double @llvm.fmuladd.f64(double %242, double %251, double %237) #18
  br label %253

253:                                              ; preds = %250, %239
  %254 = phi double [ %252, %250 ], [ %237, %239 ]
  %255 = fcmp olt double %254, %242
  %256 = select i1 %255, double %242, double %254
  %257 = fadd double %240, %256
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %100) #18
  br label %258

258:                                              ; preds = %253, %52, %28, %25, %23, %1
  %259 = phi double [ %27, %25 ], [ %51, %28 ], [ %98, %52 ], [ %257, %253 ], [ 1.200000e+01, %1 ], [ 1.200000e+01, %23 ]
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %4) #18
  ret double %259
}

; Function Attrs: nounwind
declare hidden void @BrotliStoreHuffmanTree(i8* noundef, i64 noundef, %struct.HuffmanTree* noundef, i64* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare hidden void @BrotliCompareAndPushToQueueLiteral(%struct.HistogramLiteral* nocapture noundef readonly, %struct.HistogramLiteral* noundef, i32* nocapture noundef readonly, i32 noundef signext, i32 noundef signext, i64 noundef, %struct.HistogramPair* nocapture noundef, i64* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nounwind
define hidden i64 @BrotliHistogramCombineLiteral(%struct.HistogramLiteral* nocapture noundef %0, %struct.HistogramLiteral* noundef %1, i32* nocapture noundef %2, i32* nocapture noundef %3, i32* nocapture noundef %4, %struct.HistogramPair* nocapture noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9) local_unnamed_addr #5 {
  %11 = alloca i64, align 8
  %12 = alloca %struct.HistogramPair, align 8
  %13 = bitcast i64* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13) #18
  store i64 0, i64* %11, align 8, !tbaa !44
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %160, label %27

15:                                               ; preds = %33, %27
  %16 = icmp eq i64 %29, %6
  br i1 %16, label %17, label %27, !llvm.loop !107

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
  %35 = load i32, i32* %32, align 4, !tbaa !59
  %36 = getelementptr inbounds i32, i32* %4, i64 %34
  %37 = load i32, i32* %36, align 4, !tbaa !59
  call void @BrotliCompareAndPushToQueueLiteral(%struct.HistogramLiteral* noundef %0, %struct.HistogramLiteral* noundef %1, i32* noundef %2, i32 noundef signext %35, i32 noundef signext %37, i64 noundef %9, %struct.HistogramPair* noundef %5, i64* noundef nonnull %11)
  %38 = add i64 %34, 1
  %39 = icmp eq i64 %38, %6
  br i1 %39, label %15, label %33, !llvm.loop !108

40:                                               ; preds = %155, %19
  %41 = phi i64 [ %6, %19 ], [ %158, %155 ]
  %42 = phi double [ 0.000000e+00, %19 ], [ %157, %155 ]
  %43 = phi i64 [ 1, %19 ], [ %156, %155 ]
  %44 = load double, double* %20, align 8, !tbaa !109
  %45 = fcmp ult double %44, %42
  br i1 %45, label %46, label %155, !llvm.loop !111

46:                                               ; preds = %40
  %47 = load i32, i32* %21, align 8, !tbaa !112
  %48 = load i32, i32* %22, align 4, !tbaa !113
  %49 = zext i32 %47 to i64
  %50 = zext i32 %48 to i64
  %51 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %50, i32 1
  %52 = load i64, i64* %51, align 8, !tbaa !114
  %53 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %49, i32 1
  %54 = load i64, i64* %53, align 8, !tbaa !114
  %55 = add i64 %54, %52
  store i64 %55, i64* %53, align 8, !tbaa !114
  br label %56

56:                                               ; preds = %56, %46
  %57 = phi i64 [ 0, %46 ], [ %63, %56 ]
  %58 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %50, i32 0, i64 %57
  %59 = load i32, i32* %58, align 4, !tbaa !59
  %60 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %49, i32 0, i64 %57
  %61 = load i32, i32* %60, align 4, !tbaa !59
  %62 = add i32 %61, %59
  store i32 %62, i32* %60, align 4, !tbaa !59
  %63 = add nuw nsw i64 %57, 1
  %64 = icmp eq i64 %63, 256
  br i1 %64, label %65, label %56, !llvm.loop !116

65:                                               ; preds = %56
  %66 = load double, double* %23, align 8, !tbaa !117
  %67 = getelementptr inbounds %struct.HistogramLiteral, %struct.HistogramLiteral* %0, i64 %49, i32 2
  store double %66, double* %67, align 8, !tbaa !118
  %68 = getelementptr inbounds i32, i32* %2, i64 %50
  %69 = load i32, i32* %68, align 4, !tbaa !59
  %70 = getelementptr inbounds i32, i32* %2, i64 %49
  %71 = load i32, i32* %70, align 4, !tbaa !59
  %72 = add i32 %71, %69
  store i32 %72, i32* %70, align 4, !tbaa !59
  br i1 %24, label %73, label %75

73:                                               ; preds = %81, %65
  %74 = call i64 @llvm.umax.i64(i64 %41, i64 1)
  br label %84

75:                                               ; preds = %81, %65
  %76 = phi i64 [ %82, %81 ], [ 0, %65 ]
  %77 = getelementptr inbounds i32, i32* %3, i64 %76
  %78 = load i32, i32* %77, align 4, !tbaa !59
  %79 = icmp eq i32 %78, %48
  br i1 %79, label %80, label %81

80:                                               ; preds = %75
  store i32 %47, i32* %77, align 4, !tbaa !59
  br label %81

81:                                               ; preds = %80, %75
  %82 = add nuw i64 %76, 1
  %83 = icmp eq i64 %82, %7
  br i1 %83, label %73, label %75, !llvm.loop !119

84:                                               ; preds = %97, %73
  %85 = phi i64 [ 0, %73 ], [ %98, %97 ]
  %86 = getelementptr inbounds i32, i32* %4, i64 %85
  %87 = load i32, i32* %86, align 4, !tbaa !59
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
  br i1 %99, label %100, label %84, !llvm.loop !120

100:                                              ; preds = %97, %89
  %101 = add i64 %41, -1
  %102 = load i64, i64* %11, align 8, !tbaa !44
  %103 = icmp eq i64 %102, 0
  br i1 %103, label %146, label %104

104:                                              ; preds = %142, %100
  %105 = phi i64 [ %143, %142 ], [ 0, %100 ]
  %106 = phi i64 [ %144, %142 ], [ 0, %100 ]
  %107 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %106
  %108 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %107, i64 0, i32 0
  %109 = load i32, i32* %108, align 8, !tbaa !112
  %110 = icmp eq i32 %109, %47
  br i1 %110, label %142, label %111

111:                                              ; preds = %104
  %112 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %106, i32 1
  %113 = load i32, i32* %112, align 4, !tbaa !113
  %114 = icmp eq i32 %113, %47
  %115 = icmp eq i32 %109, %48
  %116 = select i1 %114, i1 true, i1 %115
  %117 = icmp eq i32 %113, %48
  %118 = select i1 %116, i1 true, i1 %117
  br i1 %118, label %142, label %119

119:                                              ; preds = %111
  %120 = load double, double* %20, align 8, !tbaa !109
  %121 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %106, i32 3
  %122 = load double, double* %121, align 8, !tbaa !109
  %123 = fcmp une double %120, %122
  br i1 %123, label %124, label %126

124:                                              ; preds = %119
  %125 = fcmp ogt double %120, %122
  br i1 %125, label %132, label %136

126:                                              ; preds = %119
  %127 = load i32, i32* %22, align 4, !tbaa !113
  %128 = load i32, i32* %21, align 8, !tbaa !112
  %129 = sub i32 %127, %128
  %130 = sub i32 %113, %109
  %131 = icmp ugt i32 %129, %130
  br i1 %131, label %132, label %136

132:                                              ; preds = %126, %124
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %25)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %25, i8* noundef nonnull align 8 dereferenceable(24) %26, i64 24, i1 false), !tbaa.struct !121
  %133 = bitcast %struct.HistogramPair* %107 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %26, i8* noundef nonnull align 8 dereferenceable(24) %133, i64 24, i1 false), !tbaa.struct !121
  %134 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %105
  %135 = bitcast %struct.HistogramPair* %134 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %135, i8* noundef nonnull align 8 dereferenceable(24) %25, i64 24, i1 false), !tbaa.struct !121
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %25)
  br label %140

136:                                              ; preds = %126, %124
  %137 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %5, i64 %105
  %138 = bitcast %struct.HistogramPair* %137 to i8*
  %139 = bitcast %struct.HistogramPair* %107 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %138, i8* noundef nonnull align 8 dereferenceable(24) %139, i64 24, i1 false), !tbaa.struct !121
  br label %140

140:                                              ; preds = %136, %132
  %141 = add i64 %105, 1
  br label %142

142:                                              ; preds = %140, %111, %104
  %143 = phi i64 [ %141, %140 ], [ %105, %111 ], [ %105, %104 ]
  %144 = add nuw i64 %106, 1
  %145 = icmp eq i64 %144, %102
  br i1 %145, label %146, label %104, !llvm.loop !122

146:                                              ; preds = %142, %100
  %147 = phi i64 [ 0, %100 ], [ %143, %142 ]
  store i64 %147, i64* %11, align 8, !tbaa !44
  %148 = icmp eq i64 %101, 0
  br i1 %148, label %160, label %149

149:                                              ; preds = %149, %146
  %150 = phi i64 [ %153, %149 ], [ 0, %146 ]
  %151 = getelementptr inbounds i32, i32* %4, i64 %150
  %152 = load i32, i32* %151, align 4, !tbaa !59
  call void @BrotliCompareAndPushToQueueLiteral(%struct.HistogramLiteral* noundef %0, %struct.HistogramLiteral* noundef %1, i32* noundef %2, i32 noundef signext %47, i32 noundef signext %152, i64 noundef %9, %struct.HistogramPair* noundef %5, i64* noundef nonnull %11)
  %153 = add nuw i64 %150, 1
  %154 = icmp eq i64 %153, %101
  br i1 %154, label %155, label %149, !llvm.loop !123

155:                                              ; preds = %149, %40
  %156 = phi i64 [ %8, %40 ], [ %43, %149 ]
  %157 = phi double [ 0x547D42AEA2879F2E, %40 ], [ %42, %149 ]
  %158 = phi i64 [ %41, %40 ], [ %101, %149 ]
  %159 = icmp ugt i64 %158, %156
  br i1 %159, label %40, label %160

160:                                              ; preds = %155, %146, %17, %10
  %161 = phi i64 [ %6, %17 ], [ 0, %10 ], [ 0, %146 ], [ %158, %155 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13) #18
  ret i64 %161
}

; Function Attrs: nounwind
define hidden double @BrotliHistogramBitCostDistanceCommand(%struct.HistogramCommand* nocapture noundef readonly %0, %struct.HistogramCommand* nocapture noundef readonly %1, %struct.HistogramCommand* noundef %2) local_unnamed_addr #5 {
  %4 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %0, i64 0, i32 1
  %5 = load i64, i64* %4, align 8, !tbaa !124
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %29, label %7

7:                                                ; preds = %3
  %8 = bitcast %struct.HistogramCommand* %2 to i8*
  %9 = bitcast %struct.HistogramCommand* %0 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2832) %8, i8* noundef nonnull align 8 dereferenceable(2832) %9, i64 2832, i1 false), !tbaa.struct !126
  %10 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 1
  %11 = load i64, i64* %10, align 8, !tbaa !124
  %12 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %2, i64 0, i32 1
  %13 = load i64, i64* %12, align 8, !tbaa !124
  %14 = add i64 %13, %11
  store i64 %14, i64* %12, align 8, !tbaa !124
  br label %15

15:                                               ; preds = %15, %7
  %16 = phi i64 [ 0, %7 ], [ %22, %15 ]
  %17 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 0, i64 %16
  %18 = load i32, i32* %17, align 4, !tbaa !59
  %19 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %2, i64 0, i32 0, i64 %16
  %20 = load i32, i32* %19, align 4, !tbaa !59
  %21 = add i32 %20, %18
  store i32 %21, i32* %19, align 4, !tbaa !59
  %22 = add nuw nsw i64 %16, 1
  %23 = icmp eq i64 %22, 704
  br i1 %23, label %24, label %15, !llvm.loop !127

24:                                               ; preds = %15
  %25 = tail call double @BrotliPopulationCostCommand(%struct.HistogramCommand* noundef nonnull %2) #18
  %26 = getelementptr inbounds %struct.HistogramCommand, %struct.HistogramCommand* %1, i64 0, i32 2
  %27 = load double, double* %26, align 8, !tbaa !128
  %28 = fsub double %25, %27
  br label %29

29:                                               ; preds = %24, %3
  %30 = phi double [ %28, %24 ], [ 0.000000e+00, %3 ]
  ret double %30
}

; Function Attrs: nounwind
define hidden void @BrotliCompareAndPushToQueueDistance(%struct.HistogramDistance* nocapture noundef readonly %0, %struct.HistogramDistance* noundef %1, i32* nocapture noundef readonly %2, i32 noundef signext %3, i32 noundef signext %4, i64 noundef %5, %struct.HistogramPair* nocapture noundef %6, i64* nocapture noundef %7) local_unnamed_addr #5 {
  %9 = icmp eq i32 %3, %4
  br i1 %9, label %138, label %10

10:                                               ; preds = %8
  %11 = icmp ult i32 %4, %3
  %12 = select i1 %11, i32 %3, i32 %4
  %13 = select i1 %11, i32 %4, i32 %3
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds i32, i32* %2, i64 %14
  %16 = load i32, i32* %15, align 4, !tbaa !59
  %17 = zext i32 %16 to i64
  %18 = zext i32 %12 to i64
  %19 = getelementptr inbounds i32, i32* %2, i64 %18
  %20 = load i32, i32* %19, align 4, !tbaa !59
  %21 = zext i32 %20 to i64
  %22 = add nuw nsw i64 %21, %17
  %23 = uitofp i32 %16 to double
  %24 = icmp ult i32 %16, 256
  br i1 %24, label %25, label %28

25:                                               ; preds = %10
  %26 = getelementptr inbounds [256 x double], [256 x double]* @kBrotliLog2Table, i64 0, i64 %17
  %27 = load double, double* %26, align 8, !tbaa !102
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
  %36 = load double, double* %35, align 8, !tbaa !102
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
  %45 = load double, double* %44, align 8, !tbaa !102
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
  %55 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %14
  %56 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %14, i32 2
  %57 = load double, double* %56, align 8, !tbaa !129
  %58 = fsub double %54, %57
  %59 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %18, i32 2
  %60 = load double, double* %59, align 8, !tbaa !129
  %61 = fsub double %58, %60
  %62 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %14, i32 1
  %63 = load i64, i64* %62, align 8, !tbaa !98
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %98, label %65

65:                                               ; preds = %48
  %66 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %18, i32 1
  %67 = load i64, i64* %66, align 8, !tbaa !98
  %68 = icmp eq i64 %67, 0
  br i1 %68, label %98, label %69

69:                                               ; preds = %65
  %70 = load i64, i64* %7, align 8, !tbaa !44
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %77, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 3
  %74 = load double, double* %73, align 8, !tbaa !109
  %75 = fcmp olt double %74, 0.000000e+00
  %76 = select i1 %75, double 0.000000e+00, double %74
  br label %77

77:                                               ; preds = %72, %69
  %78 = phi double [ %76, %72 ], [ 0x547D42AEA2879F2E, %69 ]
  %79 = bitcast %struct.HistogramDistance* %1 to i8*
  %80 = bitcast %struct.HistogramDistance* %55 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2192) %79, i8* noundef nonnull align 8 dereferenceable(2192) %80, i64 2192, i1 false), !tbaa.struct !130
  %81 = load i64, i64* %66, align 8, !tbaa !98
  %82 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 1
  %83 = load i64, i64* %82, align 8, !tbaa !98
  %84 = add i64 %83, %81
  store i64 %84, i64* %82, align 8, !tbaa !98
  br label %85

85:                                               ; preds = %85, %77
  %86 = phi i64 [ 0, %77 ], [ %92, %85 ]
  %87 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %18, i32 0, i64 %86
  %88 = load i32, i32* %87, align 4, !tbaa !59
  %89 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %1, i64 0, i32 0, i64 %86
  %90 = load i32, i32* %89, align 4, !tbaa !59
  %91 = add i32 %90, %88
  store i32 %91, i32* %89, align 4, !tbaa !59
  %92 = add nuw nsw i64 %86, 1
  %93 = icmp eq i64 %92, 544
  br i1 %93, label %94, label %85, !llvm.loop !131

94:                                               ; preds = %85
  %95 = tail call double @BrotliPopulationCostDistance(%struct.HistogramDistance* noundef nonnull %1) #18
  %96 = fsub double %78, %61
  %97 = fcmp olt double %95, %96
  br i1 %97, label %98, label %138

98:                                               ; preds = %94, %65, %48
  %99 = phi double [ %57, %65 ], [ %60, %48 ], [ %95, %94 ]
  %100 = fadd double %61, %99
  %101 = load i64, i64* %7, align 8, !tbaa !44
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %129, label %103

103:                                              ; preds = %98
  %104 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 3
  %105 = load double, double* %104, align 8, !tbaa !109
  %106 = fcmp une double %105, %100
  br i1 %106, label %107, label %109

107:                                              ; preds = %103
  %108 = fcmp ogt double %105, %100
  br i1 %108, label %117, label %129

109:                                              ; preds = %103
  %110 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 1
  %111 = load i32, i32* %110, align 4, !tbaa !113
  %112 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 0
  %113 = load i32, i32* %112, align 8, !tbaa !112
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
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %121, i8* noundef nonnull align 8 dereferenceable(24) %122, i64 24, i1 false), !tbaa.struct !121
  %123 = load i64, i64* %7, align 8, !tbaa !44
  %124 = add i64 %123, 1
  store i64 %124, i64* %7, align 8, !tbaa !44
  br label %125

125:                                              ; preds = %119, %117
  %126 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 0
  store i32 %13, i32* %126, align 8, !tbaa.struct !121
  %127 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 1
  store i32 %12, i32* %127, align 4, !tbaa.struct !132
  %128 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 0, i32 2
  store double %99, double* %128, align 8, !tbaa.struct !133
  store double %100, double* %104, align 8, !tbaa.struct !134
  br label %138

129:                                              ; preds = %109, %107, %98
  %130 = icmp ult i64 %101, %5
  br i1 %130, label %131, label %138

131:                                              ; preds = %129
  %132 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %101, i32 0
  store i32 %13, i32* %132, align 8, !tbaa.struct !121
  %133 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %101, i32 1
  store i32 %12, i32* %133, align 4, !tbaa.struct !132
  %134 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %101, i32 2
  store double %99, double* %134, align 8, !tbaa.struct !133
  %135 = getelementptr inbounds %struct.HistogramPair, %struct.HistogramPair* %6, i64 %101, i32 3
  store double %100, double* %135, align 8, !tbaa.struct !134
  %136 = load i64, i64* %7, align 8, !tbaa !44
  %137 = add i64 %136, 1
  store i64 %137, i64* %7, align 8, !tbaa !44
  br label %138

138:                                              ; preds = %131, %129, %125, %94, %8
  ret void
}

; Function Attrs: nounwind
define hidden void @BrotliHistogramRemapDistance(%struct.HistogramDistance* nocapture noundef readonly %0, i64 noundef %1, i32* nocapture noundef readonly %2, i64 noundef %3, %struct.HistogramDistance* nocapture noundef %4, %struct.HistogramDistance* noundef %5, i32* nocapture noundef %6) local_unnamed_addr #5 {
  %8 = icmp eq i64 %1, 0
  br i1 %8, label %13, label %9

9:                                                ; preds = %7
  %10 = bitcast %struct.HistogramDistance* %5 to i8*
  %11 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %5, i64 0, i32 1
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
  %21 = load i32, i32* %20, align 4, !tbaa !59
  %22 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %16
  %23 = zext i32 %21 to i64
  %24 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %16, i32 1
  %25 = load i64, i64* %24, align 8, !tbaa !98
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %47, label %27

27:                                               ; preds = %15
  %28 = bitcast %struct.HistogramDistance* %22 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2192) %10, i8* noundef nonnull align 8 dereferenceable(2192) %28, i64 2192, i1 false) #18, !tbaa.struct !130
  %29 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %23, i32 1
  %30 = load i64, i64* %29, align 8, !tbaa !98
  %31 = load i64, i64* %11, align 8, !tbaa !98
  %32 = add i64 %31, %30
  store i64 %32, i64* %11, align 8, !tbaa !98
  br label %33

33:                                               ; preds = %33, %27
  %34 = phi i64 [ 0, %27 ], [ %40, %33 ]
  %35 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %23, i32 0, i64 %34
  %36 = load i32, i32* %35, align 4, !tbaa !59
  %37 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %5, i64 0, i32 0, i64 %34
  %38 = load i32, i32* %37, align 4, !tbaa !59
  %39 = add i32 %38, %36
  store i32 %39, i32* %37, align 4, !tbaa !59
  %40 = add nuw nsw i64 %34, 1
  %41 = icmp eq i64 %40, 544
  br i1 %41, label %42, label %33, !llvm.loop !131

42:                                               ; preds = %33
  %43 = tail call double @BrotliPopulationCostDistance(%struct.HistogramDistance* noundef nonnull %5) #18
  %44 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %23, i32 2
  %45 = load double, double* %44, align 8, !tbaa !129
  %46 = fsub double %43, %45
  br label %47

47:                                               ; preds = %42, %15
  %48 = phi double [ %46, %42 ], [ 0.000000e+00, %15 ]
  br i1 %12, label %89, label %49

49:                                               ; preds = %47
  %50 = bitcast %struct.HistogramDistance* %22 to i8*
  br label %51

51:                                               ; preds = %84, %49
  %52 = phi i64 [ 0, %49 ], [ %87, %84 ]
  %53 = phi double [ %48, %49 ], [ %86, %84 ]
  %54 = phi i32 [ %21, %49 ], [ %85, %84 ]
  %55 = getelementptr inbounds i32, i32* %2, i64 %52
  %56 = load i32, i32* %55, align 4, !tbaa !59
  %57 = zext i32 %56 to i64
  %58 = load i64, i64* %24, align 8, !tbaa !98
  %59 = icmp eq i64 %58, 0
  br i1 %59, label %79, label %60

60:                                               ; preds = %51
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2192) %10, i8* noundef nonnull align 8 dereferenceable(2192) %50, i64 2192, i1 false) #18, !tbaa.struct !130
  %61 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %57, i32 1
  %62 = load i64, i64* %61, align 8, !tbaa !98
  %63 = load i64, i64* %11, align 8, !tbaa !98
  %64 = add i64 %63, %62
  store i64 %64, i64* %11, align 8, !tbaa !98
  br label %65

65:                                               ; preds = %65, %60
  %66 = phi i64 [ 0, %60 ], [ %72, %65 ]
  %67 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %57, i32 0, i64 %66
  %68 = load i32, i32* %67, align 4, !tbaa !59
  %69 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %5, i64 0, i32 0, i64 %66
  %70 = load i32, i32* %69, align 4, !tbaa !59
  %71 = add i32 %70, %68
  store i32 %71, i32* %69, align 4, !tbaa !59
  %72 = add nuw nsw i64 %66, 1
  %73 = icmp eq i64 %72, 544
  br i1 %73, label %74, label %65, !llvm.loop !131

74:                                               ; preds = %65
  %75 = tail call double @BrotliPopulationCostDistance(%struct.HistogramDistance* noundef nonnull %5) #18
  %76 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %57, i32 2
  %77 = load double, double* %76, align 8, !tbaa !129
  %78 = fsub double %75, %77
  br label %79

79:                                               ; preds = %74, %51
  %80 = phi double [ %78, %74 ], [ 0.000000e+00, %51 ]
  %81 = fcmp olt double %80, %53
  br i1 %81, label %82, label %84

82:                                               ; preds = %79
  %83 = load i32, i32* %55, align 4, !tbaa !59
  br label %84

84:                                               ; preds = %82, %79
  %85 = phi i32 [ %83, %82 ], [ %54, %79 ]
  %86 = phi double [ %80, %82 ], [ %53, %79 ]
  %87 = add nuw i64 %52, 1
  %88 = icmp eq i64 %87, %3
  br i1 %88, label %89, label %51, !llvm.loop !135

89:                                               ; preds = %84, %47
  %90 = phi i32 [ %21, %47 ], [ %85, %84 ]
  %91 = getelementptr inbounds i32, i32* %6, i64 %16
  store i32 %90, i32* %91, align 4, !tbaa !59
  %92 = add nuw i64 %16, 1
  %93 = icmp eq i64 %92, %1
  br i1 %93, label %13, label %15, !llvm.loop !136

94:                                               ; preds = %95, %13
  br i1 %8, label %127, label %105

95:                                               ; preds = %95, %13
  %96 = phi i64 [ %103, %95 ], [ 0, %13 ]
  %97 = getelementptr inbounds i32, i32* %2, i64 %96
  %98 = load i32, i32* %97, align 4, !tbaa !59
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %99
  %101 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %99, i32 2
  %102 = bitcast %struct.HistogramDistance* %100 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(2184) %102, i8 0, i64 2184, i1 false) #18
  store double 0x7FF0000000000000, double* %101, align 8, !tbaa !129
  %103 = add nuw i64 %96, 1
  %104 = icmp eq i64 %103, %3
  br i1 %104, label %94, label %95, !llvm.loop !137

105:                                              ; preds = %124, %94
  %106 = phi i64 [ %125, %124 ], [ 0, %94 ]
  %107 = getelementptr inbounds i32, i32* %6, i64 %106
  %108 = load i32, i32* %107, align 4, !tbaa !59
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %106, i32 1
  %111 = load i64, i64* %110, align 8, !tbaa !98
  %112 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %109, i32 1
  %113 = load i64, i64* %112, align 8, !tbaa !98
  %114 = add i64 %113, %111
  store i64 %114, i64* %112, align 8, !tbaa !98
  br label %115

115:                                              ; preds = %115, %105
  %116 = phi i64 [ 0, %105 ], [ %122, %115 ]
  %117 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %0, i64 %106, i32 0, i64 %116
  %118 = load i32, i32* %117, align 4, !tbaa !59
  %119 = getelementptr inbounds %struct.HistogramDistance, %struct.HistogramDistance* %4, i64 %109, i32 0, i64 %116
  %120 = load i32, i32* %119, align 4, !tbaa !59
  %121 = add i32 %120, %118
  store i32 %121, i32* %119, align 4, !tbaa !59
  %122 = add nuw nsw i64 %116, 1
  %123 = icmp eq i64 %122, 544
  br i1 %123, label %124, label %115, !llvm.loop !131

124:                                              ; preds = %115
  %125 = add nuw i64 %106, 1
  %126 = icmp eq i64 %125, %1
  br i1 %126, label %127, label %105, !llvm.loop !138

127:                                              ; preds = %124, %94
  ret void
}

; Function Attrs: nounwind
define hidden %struct.PreparedDictionary* @CreatePreparedDictionary(%struct.MemoryManager* noundef %0, i8* noundef %1, i64 noundef %2) local_unnamed_addr #5 {
  %4 = icmp ugt i64 %2, 2097152
  br i1 %4, label %5, label %15

5:                                                ; preds = %5, %3
  %6 = phi i64 [ %11, %5 ], [ 2097152, %3 ]
  %7 = phi i32 [ %9, %5 ], [ 17, %3 ]
  %8 = phi i32 [ %10, %5 ], [ 7, %3 ]
  %9 = add nuw nsw i32 %7, 1
  %10 = add nuw nsw i32 %8, 1
  %11 = shl i64 %6, 1
  %12 = icmp ult i64 %11, %2
  %13 = icmp ult i32 %7, 21
  %14 = select i1 %12, i1 %13, i1 false
  br i1 %14, label %5, label %15, !llvm.loop !139

15:                                               ; preds = %5, %3
  %16 = phi i32 [ 7, %3 ], [ %10, %5 ]
  %17 = phi i32 [ 17, %3 ], [ %9, %5 ]
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
  %32 = icmp ugt i32 %16, 16
  %33 = icmp ult i32 %17, %16
  %34 = or i1 %32, %33
  %35 = sub i32 %17, %16
  %36 = icmp ugt i32 %35, 15
  %37 = or i1 %34, %36
  br i1 %37, label %195, label %38

38:                                               ; preds = %15
  %39 = icmp eq i64 %31, 0
  br i1 %39, label %42, label %40

40:                                               ; preds = %38
  %41 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %31) #18
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i8* [ %41, %40 ], [ null, %38 ]
  %44 = bitcast i8* %43 to i32*
  %45 = zext i32 %18 to i64
  %46 = getelementptr inbounds i32, i32* %44, i64 %45
  %47 = getelementptr inbounds i32, i32* %46, i64 %45
  %48 = bitcast i32* %47 to i16*
  %49 = zext i32 %19 to i64
  %50 = getelementptr inbounds i16, i16* %48, i64 %49
  %51 = bitcast i16* %50 to i32*
  %52 = getelementptr inbounds i32, i32* %51, i64 %49
  %53 = bitcast i32* %47 to i8*
  %54 = shl nuw nsw i64 %49, 1
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 2 %53, i8 0, i64 %54, i1 false) #18
  %55 = icmp ugt i64 %2, 7
  br i1 %55, label %56, label %85

56:                                               ; preds = %42
  %57 = zext i32 %20 to i64
  br label %58

58:                                               ; preds = %74, %56
  %59 = phi i32 [ 0, %56 ], [ %81, %74 ]
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds i8, i8* %1, i64 %60
  %62 = bitcast i8* %61 to i64*
  %63 = load i64, i64* %62, align 1
  %64 = and i64 %63, 1099511627775
  %65 = mul i64 %64, 2297779722762296275
  %66 = lshr i64 %65, %57
  %67 = and i64 %66, 4294967295
  %68 = getelementptr inbounds i16, i16* %48, i64 %67
  %69 = load i16, i16* %68, align 2, !tbaa !23
  %70 = icmp eq i16 %69, 0
  br i1 %70, label %74, label %71

71:                                               ; preds = %58
  %72 = getelementptr inbounds i32, i32* %51, i64 %67
  %73 = load i32, i32* %72, align 4, !tbaa !59
  br label %74

74:                                               ; preds = %71, %58
  %75 = phi i32 [ %73, %71 ], [ -1, %58 ]
  %76 = getelementptr inbounds i32, i32* %52, i64 %60
  store i32 %75, i32* %76, align 4, !tbaa !59
  %77 = getelementptr inbounds i32, i32* %51, i64 %67
  store i32 %59, i32* %77, align 4, !tbaa !59
  %78 = add i16 %69, 1
  %79 = icmp ult i16 %78, 32
  %80 = select i1 %79, i16 %78, i16 32
  store i16 %80, i16* %68, align 2, !tbaa !23
  %81 = add i32 %59, 1
  %82 = add i32 %59, 8
  %83 = zext i32 %82 to i64
  %84 = icmp ult i64 %83, %2
  br i1 %84, label %58, label %85, !llvm.loop !140

85:                                               ; preds = %74, %42
  br label %86

86:                                               ; preds = %108, %85
  %87 = phi i64 [ %113, %108 ], [ 0, %85 ]
  %88 = phi i32 [ %112, %108 ], [ 0, %85 ]
  %89 = getelementptr inbounds i32, i32* %46, i64 %87
  %90 = icmp ult i64 %87, %49
  br i1 %90, label %91, label %108

91:                                               ; preds = %106, %86
  %92 = phi i32 [ %107, %106 ], [ 32, %86 ]
  br label %93

93:                                               ; preds = %100, %91
  %94 = phi i32 [ 0, %91 ], [ %103, %100 ]
  %95 = phi i64 [ %87, %91 ], [ %104, %100 ]
  %96 = getelementptr inbounds i16, i16* %48, i64 %95
  %97 = load i16, i16* %96, align 2, !tbaa !23
  %98 = zext i16 %97 to i32
  %99 = icmp ugt i32 %94, 65534
  br i1 %99, label %106, label %100

100:                                              ; preds = %93
  %101 = icmp ult i32 %92, %98
  %102 = select i1 %101, i32 %92, i32 %98
  %103 = add nuw nsw i32 %102, %94
  %104 = add i64 %95, %45
  %105 = icmp ult i64 %104, %49
  br i1 %105, label %93, label %108, !llvm.loop !141

106:                                              ; preds = %93
  %107 = add i32 %92, -1
  br label %91

108:                                              ; preds = %100, %86
  %109 = phi i32 [ 32, %86 ], [ %92, %100 ]
  %110 = phi i32 [ 0, %86 ], [ %103, %100 ]
  store i32 %109, i32* %89, align 4, !tbaa !59
  %111 = getelementptr inbounds i32, i32* %44, i64 %87
  store i32 %110, i32* %111, align 4, !tbaa !59
  %112 = add i32 %110, %88
  %113 = add nuw nsw i64 %87, 1
  %114 = icmp eq i64 %113, %45
  br i1 %114, label %115, label %86, !llvm.loop !142

115:                                              ; preds = %108
  %116 = zext i32 %112 to i64
  %117 = shl nuw nsw i64 %116, 2
  %118 = add i64 %23, 32
  %119 = add i64 %118, %26
  %120 = add i64 %119, %117
  %121 = icmp eq i64 %120, 0
  br i1 %121, label %125, label %122

122:                                              ; preds = %115
  %123 = tail call i8* @BrotliAllocate(%struct.MemoryManager* noundef %0, i64 noundef %120) #18
  %124 = bitcast i8* %123 to %struct.PreparedDictionary*
  br label %125

125:                                              ; preds = %122, %115
  %126 = phi %struct.PreparedDictionary* [ %124, %122 ], [ null, %115 ]
  %127 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %126, i64 1, i32 0
  %128 = getelementptr inbounds i32, i32* %127, i64 %45
  %129 = bitcast i32* %128 to i16*
  %130 = getelementptr inbounds i16, i16* %129, i64 %49
  %131 = bitcast i16* %130 to i32*
  %132 = getelementptr inbounds i32, i32* %131, i64 %116
  %133 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %126, i64 0, i32 0
  store i32 -558043677, i32* %133, align 4, !tbaa !143
  %134 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %126, i64 0, i32 1
  store i32 %112, i32* %134, align 4, !tbaa !145
  %135 = trunc i64 %2 to i32
  %136 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %126, i64 0, i32 2
  store i32 %135, i32* %136, align 4, !tbaa !146
  %137 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %126, i64 0, i32 3
  store i32 40, i32* %137, align 4, !tbaa !147
  %138 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %126, i64 0, i32 4
  store i32 %17, i32* %138, align 4, !tbaa !148
  %139 = getelementptr inbounds %struct.PreparedDictionary, %struct.PreparedDictionary* %126, i64 0, i32 5
  store i32 %16, i32* %139, align 4, !tbaa !149
  %140 = bitcast i32* %132 to i8**
  store i8* %1, i8** %140, align 1
  br label %141

141:                                              ; preds = %141, %125
  %142 = phi i64 [ 0, %125 ], [ %148, %141 ]
  %143 = phi i32 [ 0, %125 ], [ %147, %141 ]
  %144 = getelementptr inbounds i32, i32* %127, i64 %142
  store i32 %143, i32* %144, align 4, !tbaa !59
  %145 = getelementptr inbounds i32, i32* %44, i64 %142
  %146 = load i32, i32* %145, align 4, !tbaa !59
  %147 = add i32 %146, %143
  store i32 0, i32* %145, align 4, !tbaa !59
  %148 = add nuw nsw i64 %142, 1
  %149 = icmp eq i64 %148, %45
  br i1 %149, label %150, label %141, !llvm.loop !150

150:                                              ; preds = %191, %141
  %151 = phi i64 [ %192, %191 ], [ 0, %141 ]
  %152 = trunc i64 %151 to i32
  %153 = and i32 %21, %152
  %154 = getelementptr inbounds i16, i16* %48, i64 %151
  %155 = load i16, i16* %154, align 2, !tbaa !23
  %156 = zext i16 %155 to i32
  %157 = zext i32 %153 to i64
  %158 = getelementptr inbounds i32, i32* %44, i64 %157
  %159 = load i32, i32* %158, align 4, !tbaa !59
  %160 = getelementptr inbounds i32, i32* %46, i64 %157
  %161 = load i32, i32* %160, align 4, !tbaa !59
  %162 = icmp ult i32 %161, %156
  %163 = select i1 %162, i32 %161, i32 %156
  %164 = icmp eq i32 %163, 0
  br i1 %164, label %165, label %167

165:                                              ; preds = %150
  %166 = getelementptr inbounds i16, i16* %129, i64 %151
  store i16 -1, i16* %166, align 2, !tbaa !23
  br label %191

167:                                              ; preds = %150
  %168 = zext i32 %159 to i64
  %169 = trunc i32 %159 to i16
  %170 = getelementptr inbounds i16, i16* %129, i64 %151
  store i16 %169, i16* %170, align 2, !tbaa !23
  %171 = getelementptr inbounds i32, i32* %127, i64 %157
  %172 = load i32, i32* %171, align 4, !tbaa !59
  %173 = zext i32 %172 to i64
  %174 = add nuw nsw i64 %173, %168
  %175 = add i32 %163, %159
  store i32 %175, i32* %158, align 4, !tbaa !59
  %176 = getelementptr inbounds i32, i32* %51, i64 %151
  %177 = zext i32 %163 to i64
  br label %178

178:                                              ; preds = %178, %167
  %179 = phi i32* [ %176, %167 ], [ %186, %178 ]
  %180 = phi i64 [ %174, %167 ], [ %183, %178 ]
  %181 = phi i64 [ 0, %167 ], [ %187, %178 ]
  %182 = load i32, i32* %179, align 4, !tbaa !59
  %183 = add nuw nsw i64 %180, 1
  %184 = getelementptr inbounds i32, i32* %131, i64 %180
  store i32 %182, i32* %184, align 4, !tbaa !59
  %185 = zext i32 %182 to i64
  %186 = getelementptr inbounds i32, i32* %52, i64 %185
  %187 = add nuw nsw i64 %181, 1
  %188 = icmp eq i64 %187, %177
  br i1 %188, label %189, label %178, !llvm.loop !151

189:                                              ; preds = %178
  %190 = or i32 %182, -2147483648
  store i32 %190, i32* %184, align 4, !tbaa !59
  br label %191

191:                                              ; preds = %189, %165
  %192 = add nuw nsw i64 %151, 1
  %193 = icmp eq i64 %192, %49
  br i1 %193, label %194, label %150, !llvm.loop !152

194:                                              ; preds = %191
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %43) #18
  br label %195

195:                                              ; preds = %194, %15
  %196 = phi %struct.PreparedDictionary* [ %126, %194 ], [ null, %15 ]
  ret %struct.PreparedDictionary* %196
}

; Function Attrs: nounwind
declare hidden void @DestroyPreparedDictionary(%struct.MemoryManager* noundef, %struct.PreparedDictionary* noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
declare hidden signext i32 @AttachPreparedDictionary(%struct.CompoundDictionary* nocapture noundef, %struct.PreparedDictionary* noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define hidden fastcc void @BuildAndStoreCommandPrefixCode(%struct.BrotliOnePassArena* noundef %0, i64* noundef %1, i8* noundef %2) unnamed_addr #5 {
  %4 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 4, i64 0
  %5 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 0
  %6 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 3, i64 0
  %7 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 0
  %8 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 10, i64 0
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(704) %7, i8 0, i64 704, i1 false)
  %9 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 7, i64 0
  tail call void @BrotliCreateHuffmanTree(i32* noundef nonnull %4, i64 noundef 64, i32 noundef signext 15, %struct.HuffmanTree* noundef nonnull %9, i8* noundef nonnull %5) #18
  %10 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 4, i64 64
  %11 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 64
  tail call void @BrotliCreateHuffmanTree(i32* noundef nonnull %10, i64 noundef 64, i32 noundef signext 14, %struct.HuffmanTree* noundef nonnull %9, i8* noundef nonnull %11) #18
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
  tail call void @BrotliConvertBitDepthsToSymbols(i8* noundef nonnull %7, i64 noundef 64, i16* noundef nonnull %8) #18
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
  tail call void @BrotliConvertBitDepthsToSymbols(i8* noundef nonnull %11, i64 noundef 64, i16* noundef nonnull %59) #18
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
  %80 = load i8, i8* %13, align 1, !tbaa !22
  store i8 %80, i8* %69, align 1, !tbaa !22
  %81 = load i8, i8* %23, align 1, !tbaa !22
  %82 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 256
  store i8 %81, i8* %82, align 1, !tbaa !22
  %83 = load i8, i8* %33, align 1, !tbaa !22
  %84 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 448
  store i8 %83, i8* %84, align 1, !tbaa !22
  %85 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 41
  %86 = load i8, i8* %85, align 1, !tbaa !22
  %87 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 136
  store i8 %86, i8* %87, align 1, !tbaa !22
  %88 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 49
  %89 = load i8, i8* %88, align 1, !tbaa !22
  %90 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 264
  store i8 %89, i8* %90, align 1, !tbaa !22
  %91 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 57
  %92 = load i8, i8* %91, align 1, !tbaa !22
  %93 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 456
  store i8 %92, i8* %93, align 1, !tbaa !22
  %94 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 42
  %95 = load i8, i8* %94, align 1, !tbaa !22
  %96 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 144
  store i8 %95, i8* %96, align 1, !tbaa !22
  %97 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 50
  %98 = load i8, i8* %97, align 1, !tbaa !22
  %99 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 272
  store i8 %98, i8* %99, align 1, !tbaa !22
  %100 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 58
  %101 = load i8, i8* %100, align 1, !tbaa !22
  %102 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 464
  store i8 %101, i8* %102, align 1, !tbaa !22
  %103 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 43
  %104 = load i8, i8* %103, align 1, !tbaa !22
  %105 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 152
  store i8 %104, i8* %105, align 1, !tbaa !22
  %106 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 51
  %107 = load i8, i8* %106, align 1, !tbaa !22
  %108 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 280
  store i8 %107, i8* %108, align 1, !tbaa !22
  %109 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 59
  %110 = load i8, i8* %109, align 1, !tbaa !22
  %111 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 472
  store i8 %110, i8* %111, align 1, !tbaa !22
  %112 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 44
  %113 = load i8, i8* %112, align 1, !tbaa !22
  %114 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 160
  store i8 %113, i8* %114, align 1, !tbaa !22
  %115 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 52
  %116 = load i8, i8* %115, align 1, !tbaa !22
  %117 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 288
  store i8 %116, i8* %117, align 1, !tbaa !22
  %118 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 60
  %119 = load i8, i8* %118, align 1, !tbaa !22
  %120 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 480
  store i8 %119, i8* %120, align 1, !tbaa !22
  %121 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 45
  %122 = load i8, i8* %121, align 1, !tbaa !22
  %123 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 168
  store i8 %122, i8* %123, align 1, !tbaa !22
  %124 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 53
  %125 = load i8, i8* %124, align 1, !tbaa !22
  %126 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 296
  store i8 %125, i8* %126, align 1, !tbaa !22
  %127 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 61
  %128 = load i8, i8* %127, align 1, !tbaa !22
  %129 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 488
  store i8 %128, i8* %129, align 1, !tbaa !22
  %130 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 46
  %131 = load i8, i8* %130, align 1, !tbaa !22
  %132 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 176
  store i8 %131, i8* %132, align 1, !tbaa !22
  %133 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 54
  %134 = load i8, i8* %133, align 1, !tbaa !22
  %135 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 304
  store i8 %134, i8* %135, align 1, !tbaa !22
  %136 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 62
  %137 = load i8, i8* %136, align 1, !tbaa !22
  %138 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 496
  store i8 %137, i8* %138, align 1, !tbaa !22
  %139 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 47
  %140 = load i8, i8* %139, align 1, !tbaa !22
  %141 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 184
  store i8 %140, i8* %141, align 1, !tbaa !22
  %142 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 55
  %143 = load i8, i8* %142, align 1, !tbaa !22
  %144 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 312
  store i8 %143, i8* %144, align 1, !tbaa !22
  %145 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 2, i64 63
  %146 = load i8, i8* %145, align 1, !tbaa !22
  %147 = getelementptr inbounds %struct.BrotliOnePassArena, %struct.BrotliOnePassArena* %0, i64 0, i32 9, i64 504
  store i8 %146, i8* %147, align 1, !tbaa !22
  tail call void @BrotliStoreHuffmanTree(i8* noundef nonnull %7, i64 noundef 704, %struct.HuffmanTree* noundef nonnull %9, i64* noundef %1, i8* noundef %2) #18
  tail call void @BrotliStoreHuffmanTree(i8* noundef nonnull %11, i64 noundef 64, %struct.HuffmanTree* noundef nonnull %9, i64* noundef %1, i8* noundef %2) #18
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local signext i32 @BrotliEncoderSetParameter(%struct.BrotliEncoderStateStruct* nocapture noundef %0, i32 noundef signext %1, i32 noundef signext %2) local_unnamed_addr #8 {
  %4 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 36
  %5 = load i32, i32* %4, align 4, !tbaa !153
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
  store i32 %2, i32* %9, align 8, !tbaa !159
  br label %38

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 1
  store i32 %2, i32* %11, align 4, !tbaa !160
  br label %38

12:                                               ; preds = %7
  %13 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 2
  store i32 %2, i32* %13, align 8, !tbaa !161
  br label %38

14:                                               ; preds = %7
  %15 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 3
  store i32 %2, i32* %15, align 4, !tbaa !162
  br label %38

16:                                               ; preds = %7
  %17 = icmp ult i32 %2, 2
  br i1 %17, label %18, label %38

18:                                               ; preds = %16
  %19 = icmp ne i32 %2, 0
  %20 = zext i1 %19 to i32
  %21 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 6
  store i32 %20, i32* %21, align 8, !tbaa !163
  br label %38

22:                                               ; preds = %7
  %23 = zext i32 %2 to i64
  %24 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 5
  store i64 %23, i64* %24, align 8, !tbaa !164
  br label %38

25:                                               ; preds = %7
  %26 = icmp ne i32 %2, 0
  %27 = zext i1 %26 to i32
  %28 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 7
  store i32 %27, i32* %28, align 4, !tbaa !165
  br label %38

29:                                               ; preds = %7
  %30 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 9, i32 0
  store i32 %2, i32* %30, align 8, !tbaa !166
  br label %38

31:                                               ; preds = %7
  %32 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 9, i32 1
  store i32 %2, i32* %32, align 4, !tbaa !167
  br label %38

33:                                               ; preds = %7
  %34 = icmp ugt i32 %2, 1073741824
  br i1 %34, label %38, label %35

35:                                               ; preds = %33
  %36 = zext i32 %2 to i64
  %37 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 4
  store i64 %36, i64* %37, align 8, !tbaa !168
  br label %38

38:                                               ; preds = %35, %33, %31, %29, %25, %22, %18, %16, %14, %12, %10, %8, %7, %3
  %39 = phi i32 [ 1, %35 ], [ 1, %31 ], [ 1, %29 ], [ 1, %25 ], [ 1, %22 ], [ 1, %18 ], [ 1, %14 ], [ 1, %12 ], [ 1, %10 ], [ 1, %8 ], [ 0, %3 ], [ 0, %16 ], [ 0, %33 ], [ 0, %7 ]
  ret i32 %39
}

; Function Attrs: nofree nosync nounwind
define hidden fastcc void @ExtendLastCommand(%struct.BrotliEncoderStateStruct* nocapture noundef readonly %0, i32* nocapture noundef %1, i32* nocapture noundef %2) unnamed_addr #14 {
  %4 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 5
  %5 = load %struct.Command*, %struct.Command** %4, align 8, !tbaa !169
  %6 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 6
  %7 = load i64, i64* %6, align 8, !tbaa !170
  %8 = add i64 %7, -1
  %9 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 3, i32 7
  %10 = load i8*, i8** %9, align 8, !tbaa !171
  %11 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 3, i32 1
  %12 = load i32, i32* %11, align 4, !tbaa !172
  %13 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 2
  %14 = load i32, i32* %13, align 8, !tbaa !161
  %15 = zext i32 %14 to i64
  %16 = shl nuw i64 1, %15
  %17 = add i64 %16, -16
  %18 = getelementptr inbounds %struct.Command, %struct.Command* %5, i64 %8, i32 1
  %19 = load i32, i32* %18, align 4, !tbaa !173
  %20 = and i32 %19, 33554431
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 10
  %23 = load i64, i64* %22, align 8, !tbaa !175
  %24 = sub i64 %23, %21
  %25 = icmp ult i64 %24, %17
  %26 = select i1 %25, i64 %24, i64 %17
  %27 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 11, i64 0
  %28 = load i32, i32* %27, align 8, !tbaa !59
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.Command, %struct.Command* %5, i64 %8, i32 4
  %31 = load i16, i16* %30, align 2, !tbaa !176
  %32 = zext i16 %31 to i32
  %33 = and i32 %32, 1023
  %34 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 9, i32 1
  %35 = load i32, i32* %34, align 4, !tbaa !177
  %36 = add i32 %35, 16
  %37 = icmp ult i32 %33, %36
  br i1 %37, label %58, label %38

38:                                               ; preds = %3
  %39 = lshr i32 %32, 10
  %40 = getelementptr inbounds %struct.Command, %struct.Command* %5, i64 %8, i32 2
  %41 = load i32, i32* %40, align 4, !tbaa !178
  %42 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 9, i32 0
  %43 = load i32, i32* %42, align 8, !tbaa !179
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
  %61 = load i64, i64* %60, align 8, !tbaa !180
  %62 = icmp ult i32 %59, 16
  br i1 %62, label %67, label %63

63:                                               ; preds = %58
  %64 = add i32 %59, -15
  %65 = zext i32 %64 to i64
  %66 = icmp eq i64 %65, %29
  br i1 %66, label %67, label %263

67:                                               ; preds = %63, %58
  %68 = icmp ult i64 %26, %29
  br i1 %68, label %96, label %69

69:                                               ; preds = %67
  %70 = load i32, i32* %1, align 4, !tbaa !59
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %165, label %72

72:                                               ; preds = %69
  %73 = zext i32 %12 to i64
  %74 = load i32, i32* %2, align 4, !tbaa !59
  br label %75

75:                                               ; preds = %87, %72
  %76 = phi i32 [ %74, %72 ], [ %93, %87 ]
  %77 = and i32 %76, %12
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds i8, i8* %10, i64 %78
  %80 = load i8, i8* %79, align 1, !tbaa !22
  %81 = zext i32 %76 to i64
  %82 = sub nsw i64 %81, %29
  %83 = and i64 %82, %73
  %84 = getelementptr inbounds i8, i8* %10, i64 %83
  %85 = load i8, i8* %84, align 1, !tbaa !22
  %86 = icmp eq i8 %80, %85
  br i1 %86, label %87, label %165

87:                                               ; preds = %75
  %88 = load i32, i32* %18, align 4, !tbaa !173
  %89 = add i32 %88, 1
  store i32 %89, i32* %18, align 4, !tbaa !173
  %90 = load i32, i32* %1, align 4, !tbaa !59
  %91 = add i32 %90, -1
  store i32 %91, i32* %1, align 4, !tbaa !59
  %92 = load i32, i32* %2, align 4, !tbaa !59
  %93 = add i32 %92, 1
  store i32 %93, i32* %2, align 4, !tbaa !59
  %94 = load i32, i32* %1, align 4, !tbaa !59
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %165, label %75, !llvm.loop !181

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
  %109 = load i64, i64* %108, align 8, !tbaa !44
  %110 = icmp ult i64 %104, %109
  br i1 %110, label %111, label %105, !llvm.loop !182

111:                                              ; preds = %105
  %112 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 1, i32 4, i64 %106
  %113 = load i64, i64* %112, align 8, !tbaa !44
  %114 = load i32, i32* %1, align 4, !tbaa !59
  %115 = icmp eq i32 %114, 0
  br i1 %115, label %165, label %116

116:                                              ; preds = %111
  %117 = sub i64 %109, %113
  %118 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 1, i32 3, i64 %106
  %119 = load i8*, i8** %118, align 8, !tbaa !13
  %120 = sub i64 %104, %113
  %121 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 1, i32 0
  %122 = load i32, i32* %2, align 4, !tbaa !59
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
  %132 = load i8, i8* %131, align 1, !tbaa !22
  %133 = getelementptr inbounds i8, i8* %126, i64 %127
  %134 = load i8, i8* %133, align 1, !tbaa !22
  %135 = icmp eq i8 %132, %134
  br i1 %135, label %136, label %165

136:                                              ; preds = %123
  %137 = load i32, i32* %18, align 4, !tbaa !173
  %138 = add i32 %137, 1
  store i32 %138, i32* %18, align 4, !tbaa !173
  %139 = load i32, i32* %1, align 4, !tbaa !59
  %140 = add i32 %139, -1
  store i32 %140, i32* %1, align 4, !tbaa !59
  %141 = load i32, i32* %2, align 4, !tbaa !59
  %142 = add i32 %141, 1
  store i32 %142, i32* %2, align 4, !tbaa !59
  %143 = add i64 %127, 1
  %144 = icmp eq i64 %143, %125
  br i1 %144, label %145, label %158

145:                                              ; preds = %136
  %146 = add i64 %128, 1
  %147 = load i64, i64* %121, align 8, !tbaa !183
  %148 = icmp eq i64 %146, %147
  br i1 %148, label %165, label %149

149:                                              ; preds = %145
  %150 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 1, i32 3, i64 %146
  %151 = load i8*, i8** %150, align 8, !tbaa !13
  %152 = add i64 %128, 2
  %153 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 1, i32 4, i64 %152
  %154 = load i64, i64* %153, align 8, !tbaa !44
  %155 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 1, i32 4, i64 %146
  %156 = load i64, i64* %155, align 8, !tbaa !44
  %157 = sub i64 %154, %156
  br label %158

158:                                              ; preds = %149, %136
  %159 = phi i64 [ %146, %149 ], [ %128, %136 ]
  %160 = phi i64 [ 0, %149 ], [ %143, %136 ]
  %161 = phi i8* [ %151, %149 ], [ %126, %136 ]
  %162 = phi i64 [ %157, %149 ], [ %125, %136 ]
  %163 = load i32, i32* %1, align 4, !tbaa !59
  %164 = icmp eq i32 %163, 0
  br i1 %164, label %165, label %123, !llvm.loop !184

165:                                              ; preds = %158, %145, %123, %111, %96, %87, %75, %69
  %166 = getelementptr inbounds %struct.Command, %struct.Command* %5, i64 %8, i32 0
  %167 = load i32, i32* %166, align 4, !tbaa !185
  %168 = zext i32 %167 to i64
  %169 = load i32, i32* %18, align 4, !tbaa !173
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
  %185 = tail call i32 @llvm.ctlz.i32(i32 %184, i1 true) #18, !range !186
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
  %198 = tail call i32 @llvm.ctlz.i32(i32 %197, i1 true) #18, !range !186
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
  %217 = tail call i32 @llvm.ctlz.i32(i32 %216, i1 true) #18, !range !186
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
  %230 = tail call i32 @llvm.ctlz.i32(i32 %229, i1 true) #18, !range !186
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
  store i16 %262, i16* %176, align 2, !tbaa !23
  br label %263

263:                                              ; preds = %261, %63
  ret void
}

; Function Attrs: nounwind
define dso_local signext i32 @BrotliEncoderAttachPreparedDictionary(%struct.BrotliEncoderStateStruct* noundef %0, %struct.BrotliEncoderPreparedDictionaryStruct* noundef %1) local_unnamed_addr #5 {
  %3 = bitcast %struct.BrotliEncoderPreparedDictionaryStruct* %1 to i32*
  %4 = load i32, i32* %3, align 4, !tbaa !59
  %5 = icmp eq i32 %4, -558043678
  br i1 %5, label %6, label %12

6:                                                ; preds = %2
  %7 = bitcast %struct.BrotliEncoderPreparedDictionaryStruct* %1 to %struct.ManagedDictionary*
  %8 = getelementptr inbounds %struct.ManagedDictionary, %struct.ManagedDictionary* %7, i64 0, i32 2
  %9 = load i32*, i32** %8, align 8, !tbaa !187
  %10 = load i32, i32* %9, align 4, !tbaa !59
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
  %18 = tail call signext i32 @AttachPreparedDictionary(%struct.CompoundDictionary* noundef nonnull %17, %struct.PreparedDictionary* noundef %16) #18
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %94, label %93

20:                                               ; preds = %12
  %21 = bitcast %struct.BrotliEncoderPreparedDictionaryStruct* %14 to %struct.SharedEncoderDictionary*
  %22 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 2
  %23 = getelementptr inbounds %struct.ContextualEncoderDictionary, %struct.ContextualEncoderDictionary* %22, i64 0, i32 0
  %24 = load i32, i32* %23, align 8, !tbaa !189
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %40

26:                                               ; preds = %20
  %27 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 2, i32 1
  %28 = load i8, i8* %27, align 4, !tbaa !190
  %29 = icmp eq i8 %28, 1
  br i1 %29, label %30, label %40

30:                                               ; preds = %26
  %31 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 2, i32 3, i64 0
  %32 = load %struct.BrotliEncoderDictionary*, %struct.BrotliEncoderDictionary** %31, align 8, !tbaa !13
  %33 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %32, i64 0, i32 4
  %34 = load i16*, i16** %33, align 8, !tbaa !191
  %35 = icmp eq i16* %34, getelementptr inbounds ([32768 x i16], [32768 x i16]* @kStaticDictionaryHashWords, i64 0, i64 0)
  br i1 %35, label %36, label %40

36:                                               ; preds = %30
  %37 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %32, i64 0, i32 5
  %38 = load i8*, i8** %37, align 8, !tbaa !192
  %39 = icmp eq i8* %38, getelementptr inbounds ([32768 x i8], [32768 x i8]* @kStaticDictionaryHashLengths, i64 0, i64 0)
  br label %40

40:                                               ; preds = %36, %30, %26, %20
  %41 = phi i1 [ false, %30 ], [ false, %26 ], [ false, %20 ], [ %39, %36 ]
  %42 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %21, i64 0, i32 2
  %43 = getelementptr inbounds %struct.ContextualEncoderDictionary, %struct.ContextualEncoderDictionary* %42, i64 0, i32 0
  %44 = load i32, i32* %43, align 8, !tbaa !189
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %60

46:                                               ; preds = %40
  %47 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %21, i64 0, i32 2, i32 1
  %48 = load i8, i8* %47, align 4, !tbaa !190
  %49 = icmp eq i8 %48, 1
  br i1 %49, label %50, label %60

50:                                               ; preds = %46
  %51 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %21, i64 0, i32 2, i32 3, i64 0
  %52 = load %struct.BrotliEncoderDictionary*, %struct.BrotliEncoderDictionary** %51, align 8, !tbaa !13
  %53 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %52, i64 0, i32 4
  %54 = load i16*, i16** %53, align 8, !tbaa !191
  %55 = icmp eq i16* %54, getelementptr inbounds ([32768 x i16], [32768 x i16]* @kStaticDictionaryHashWords, i64 0, i64 0)
  br i1 %55, label %56, label %60

56:                                               ; preds = %50
  %57 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %52, i64 0, i32 5
  %58 = load i8*, i8** %57, align 8, !tbaa !192
  %59 = icmp eq i8* %58, getelementptr inbounds ([32768 x i8], [32768 x i8]* @kStaticDictionaryHashLengths, i64 0, i64 0)
  br label %60

60:                                               ; preds = %56, %50, %46, %40
  %61 = phi i1 [ false, %50 ], [ false, %46 ], [ false, %40 ], [ %59, %56 ]
  %62 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 36
  %63 = load i32, i32* %62, align 4, !tbaa !153
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %65, label %94

65:                                               ; preds = %60
  %66 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 3
  %67 = load i32, i32* %66, align 8, !tbaa !193
  %68 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %21, i64 0, i32 3
  %69 = load i32, i32* %68, align 8, !tbaa !193
  %70 = icmp slt i32 %67, %69
  %71 = select i1 %70, i32 %67, i32 %69
  store i32 %71, i32* %66, align 8, !tbaa !193
  %72 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %21, i64 0, i32 1, i32 0
  %73 = load i64, i64* %72, align 8, !tbaa !194
  %74 = icmp eq i64 %73, 0
  br i1 %74, label %87, label %75

75:                                               ; preds = %65
  %76 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 1
  br label %80

77:                                               ; preds = %80
  %78 = load i64, i64* %72, align 8, !tbaa !194
  %79 = icmp ult i64 %86, %78
  br i1 %79, label %80, label %87, !llvm.loop !195

80:                                               ; preds = %77, %75
  %81 = phi i64 [ 0, %75 ], [ %86, %77 ]
  %82 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %21, i64 0, i32 1, i32 2, i64 %81
  %83 = load %struct.PreparedDictionary*, %struct.PreparedDictionary** %82, align 8, !tbaa !13
  %84 = tail call signext i32 @AttachPreparedDictionary(%struct.CompoundDictionary* noundef nonnull %76, %struct.PreparedDictionary* noundef %83) #18
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
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(768) %90, i8* noundef nonnull align 8 dereferenceable(768) %91, i64 768, i1 false), !tbaa.struct !196
  %92 = getelementptr inbounds %struct.BrotliEncoderStateStruct, %struct.BrotliEncoderStateStruct* %0, i64 0, i32 0, i32 10, i32 2, i32 4
  store i64 0, i64* %92, align 8, !tbaa !197
  br label %93

93:                                               ; preds = %89, %87, %15
  br label %94

94:                                               ; preds = %93, %88, %80, %60, %15, %12
  %95 = phi i32 [ 1, %93 ], [ 0, %15 ], [ 0, %12 ], [ 0, %60 ], [ 0, %88 ], [ 0, %80 ]
  ret i32 %95
}

; Function Attrs: nounwind
define hidden i64 @BrotliEncoderEstimatePeakMemoryUsage(i32 noundef signext %0, i32 noundef signext %1, i64 noundef %2) local_unnamed_addr #5 {
  %4 = alloca %struct.BrotliEncoderParams, align 8
  %5 = bitcast %struct.BrotliEncoderParams* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 1400, i8* nonnull %5) #18
  %6 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 0
  store i32 0, i32* %6, align 8, !tbaa !198
  %7 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 7
  store i32 0, i32* %7, align 4, !tbaa !199
  %8 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 1
  store i32 11, i32* %8, align 4, !tbaa !200
  %9 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 2
  store i32 22, i32* %9, align 8, !tbaa !201
  %10 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 3
  %11 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 10
  %12 = bitcast i32* %10 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(24) %12, i8 0, i64 24, i1 false) #18
  call void @BrotliInitSharedEncoderDictionary(%struct.SharedEncoderDictionary* noundef nonnull %11) #18
  %13 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 9, i32 0
  store i32 0, i32* %13, align 8, !tbaa !202
  %14 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 9, i32 1
  store i32 0, i32* %14, align 4, !tbaa !203
  %15 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 9, i32 2
  store i32 64, i32* %15, align 8, !tbaa !204
  %16 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 9, i32 3
  store i32 64, i32* %16, align 4, !tbaa !205
  %17 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 9, i32 4
  store i64 67108860, i64* %17, align 8, !tbaa !206
  %18 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 5
  store i64 %2, i64* %18, align 8, !tbaa !207
  %19 = icmp sgt i32 %1, 24
  %20 = zext i1 %19 to i32
  %21 = icmp sgt i32 %0, 0
  %22 = select i1 %21, i32 %0, i32 0
  %23 = icmp ult i32 %22, 11
  %24 = select i1 %23, i32 %22, i32 11
  store i32 %24, i32* %8, align 4, !tbaa !200
  %25 = icmp ult i32 %24, 3
  br i1 %25, label %26, label %27

26:                                               ; preds = %3
  store i32 0, i32* %7, align 4, !tbaa !199
  br label %27

27:                                               ; preds = %26, %3
  %28 = phi i32 [ 0, %26 ], [ %20, %3 ]
  %29 = icmp slt i32 %1, 10
  br i1 %29, label %34, label %30

30:                                               ; preds = %27
  %31 = icmp eq i32 %28, 0
  %32 = select i1 %31, i32 24, i32 30
  %33 = icmp ult i32 %32, %1
  br i1 %33, label %34, label %36

34:                                               ; preds = %30, %27
  %35 = phi i32 [ 10, %27 ], [ %32, %30 ]
  store i32 %35, i32* %9, align 8, !tbaa !201
  br label %36

36:                                               ; preds = %34, %30
  %37 = phi i32 [ %1, %30 ], [ %35, %34 ]
  %38 = load i32, i32* %10, align 4, !tbaa !208
  %39 = icmp ult i32 %24, 2
  br i1 %39, label %56, label %40

40:                                               ; preds = %36
  %41 = icmp ult i32 %24, 4
  br i1 %41, label %56, label %42

42:                                               ; preds = %40
  %43 = icmp eq i32 %38, 0
  br i1 %43, label %44, label %51

44:                                               ; preds = %42
  %45 = icmp ugt i32 %24, 8
  br i1 %45, label %46, label %56

46:                                               ; preds = %44
  %47 = icmp ugt i32 %37, 16
  br i1 %47, label %48, label %59

48:                                               ; preds = %46
  %49 = icmp ult i32 %37, 18
  %50 = select i1 %49, i32 %37, i32 18
  br label %59

51:                                               ; preds = %42
  %52 = icmp sgt i32 %38, 16
  %53 = select i1 %52, i32 %38, i32 16
  %54 = icmp ult i32 %53, 24
  %55 = select i1 %54, i32 %53, i32 24
  br label %59

56:                                               ; preds = %44, %40, %36
  %57 = phi i32 [ 14, %40 ], [ 16, %44 ], [ %37, %36 ]
  store i32 %57, i32* %10, align 4, !tbaa !208
  %58 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8
  br label %65

59:                                               ; preds = %51, %48, %46
  %60 = phi i32 [ %50, %48 ], [ 16, %46 ], [ %55, %51 ]
  store i32 %60, i32* %10, align 4, !tbaa !208
  %61 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8
  %62 = icmp ugt i32 %24, 9
  br i1 %62, label %63, label %65

63:                                               ; preds = %59
  %64 = getelementptr inbounds %struct.BrotliHasherParams, %struct.BrotliHasherParams* %61, i64 0, i32 0
  store i32 10, i32* %64, align 8, !tbaa !209
  br label %101

65:                                               ; preds = %59, %56
  %66 = phi %struct.BrotliHasherParams* [ %58, %56 ], [ %61, %59 ]
  %67 = phi i32 [ %57, %56 ], [ %60, %59 ]
  %68 = icmp eq i32 %24, 4
  br i1 %68, label %69, label %73

69:                                               ; preds = %65
  %70 = icmp ugt i64 %2, 1048575
  br i1 %70, label %71, label %75

71:                                               ; preds = %69
  %72 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 0
  store i32 54, i32* %72, align 8, !tbaa !209
  br label %101

73:                                               ; preds = %65
  %74 = icmp ult i32 %24, 5
  br i1 %74, label %75, label %78

75:                                               ; preds = %73, %69
  %76 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 0
  store i32 %24, i32* %76, align 8, !tbaa !209
  %77 = trunc i32 %22 to i31
  br label %101

78:                                               ; preds = %73
  %79 = icmp ult i32 %37, 17
  br i1 %79, label %80, label %86

80:                                               ; preds = %78
  %81 = icmp ult i32 %24, 7
  %82 = icmp ult i32 %24, 9
  %83 = select i1 %82, i32 41, i32 42
  %84 = select i1 %81, i32 40, i32 %83
  %85 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 0
  store i32 %84, i32* %85, align 8, !tbaa !209
  br label %113

86:                                               ; preds = %78
  %87 = icmp ugt i64 %2, 1048575
  %88 = icmp ugt i32 %37, 18
  %89 = select i1 %87, i1 %88, i1 false
  %90 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 0
  br i1 %89, label %91, label %95

91:                                               ; preds = %86
  store i32 6, i32* %90, align 8, !tbaa !209
  %92 = add nsw i32 %24, -1
  %93 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 2
  store i32 %92, i32* %93, align 8, !tbaa !210
  %94 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 1
  store i32 15, i32* %94, align 4, !tbaa !211
  br label %101

95:                                               ; preds = %86
  store i32 5, i32* %90, align 8, !tbaa !209
  %96 = add nsw i32 %24, -1
  %97 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 2
  store i32 %96, i32* %97, align 8, !tbaa !210
  %98 = icmp ult i32 %24, 7
  %99 = select i1 %98, i32 14, i32 15
  %100 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 1
  store i32 %99, i32* %100, align 4, !tbaa !211
  br label %101

101:                                              ; preds = %95, %91, %75, %71, %63
  %102 = phi i1 [ false, %71 ], [ false, %95 ], [ false, %91 ], [ false, %75 ], [ true, %63 ]
  %103 = phi %struct.BrotliHasherParams* [ %66, %71 ], [ %66, %95 ], [ %66, %91 ], [ %66, %75 ], [ %61, %63 ]
  %104 = phi i32 [ %67, %71 ], [ %67, %95 ], [ %67, %91 ], [ %67, %75 ], [ %60, %63 ]
  %105 = phi i31 [ 54, %71 ], [ 5, %95 ], [ 6, %91 ], [ %77, %75 ], [ 10, %63 ]
  %106 = icmp ugt i32 %37, 24
  br i1 %106, label %107, label %113

107:                                              ; preds = %101
  %108 = getelementptr inbounds %struct.BrotliHasherParams, %struct.BrotliHasherParams* %103, i64 0, i32 0
  switch i31 %105, label %113 [
    i31 3, label %111
    i31 54, label %109
    i31 6, label %110
  ]

109:                                              ; preds = %107
  br label %111

110:                                              ; preds = %107
  br label %111

111:                                              ; preds = %110, %109, %107
  %112 = phi i32 [ 55, %109 ], [ 65, %110 ], [ 35, %107 ]
  store i32 %112, i32* %108, align 4, !tbaa !209
  br label %113

113:                                              ; preds = %111, %107, %101, %80
  %114 = phi i32 [ %67, %80 ], [ %104, %101 ], [ %104, %107 ], [ %104, %111 ]
  %115 = phi i1 [ false, %80 ], [ %102, %101 ], [ %102, %107 ], [ %102, %111 ]
  br i1 %39, label %116, label %141

116:                                              ; preds = %113
  %117 = zext i32 %37 to i64
  %118 = shl nuw i64 1, %117
  %119 = icmp ugt i64 %118, %2
  %120 = select i1 %119, i64 %2, i64 %118
  %121 = icmp eq i32 %24, 0
  %122 = select i1 %121, i64 32768, i64 131072
  br label %123

123:                                              ; preds = %123, %116
  %124 = phi i64 [ 256, %116 ], [ %128, %123 ]
  %125 = icmp ult i64 %124, %122
  %126 = icmp ult i64 %124, %120
  %127 = and i1 %125, %126
  %128 = shl i64 %124, 1
  br i1 %127, label %123, label %129, !llvm.loop !212

129:                                              ; preds = %123
  %130 = icmp ult i64 %124, 1024
  %131 = shl i64 %124, 2
  %132 = select i1 %130, i64 0, i64 %131
  %133 = icmp eq i32 %24, 1
  %134 = icmp ult i64 %120, 131072
  %135 = select i1 %134, i64 %120, i64 131072
  %136 = mul nuw nsw i64 %135, 5
  %137 = select i1 %133, i64 %136, i64 0
  %138 = select i1 %121, i64 15120, i64 14600
  %139 = add nuw nsw i64 %137, %138
  %140 = add i64 %139, %132
  br label %241

141:                                              ; preds = %113
  %142 = zext i32 %114 to i64
  %143 = shl nuw i64 1, %142
  %144 = icmp ugt i32 %37, %114
  %145 = select i1 %144, i32 %37, i32 %114
  %146 = add nuw nsw i32 %145, 1
  %147 = icmp ugt i64 %143, %2
  %148 = shl nuw i32 1, %146
  %149 = zext i32 %148 to i64
  %150 = add nuw i64 %143, %149
  %151 = select i1 %147, i64 %2, i64 %150
  %152 = icmp ult i32 %145, 23
  %153 = select i1 %152, i32 %145, i32 23
  %154 = add nuw nsw i32 %153, 1
  %155 = zext i32 %154 to i64
  %156 = shl nuw nsw i64 1, %155
  %157 = icmp ugt i64 %156, %2
  %158 = select i1 %157, i64 %2, i64 %156
  %159 = select i1 %147, i64 %2, i64 %143
  %160 = shl nuw nsw i64 %158, 1
  %161 = mul i64 %159, 6
  %162 = add i64 %160, %161
  %163 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 0
  %164 = load i32, i32* %163, align 8, !tbaa !90
  switch i32 %164, label %213 [
    i32 2, label %165
    i32 3, label %166
    i32 4, label %167
    i32 5, label %168
    i32 6, label %179
    i32 40, label %190
    i32 41, label %191
    i32 42, label %192
    i32 54, label %193
    i32 35, label %194
    i32 55, label %195
    i32 65, label %196
    i32 10, label %207
  ]

165:                                              ; preds = %141
  br label %213

166:                                              ; preds = %141
  br label %213

167:                                              ; preds = %141
  br label %213

168:                                              ; preds = %141
  %169 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 1
  %170 = load i32, i32* %169, align 4, !tbaa !213
  %171 = zext i32 %170 to i64
  %172 = shl nuw i64 1, %171
  %173 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 2
  %174 = load i32, i32* %173, align 8, !tbaa !214
  %175 = zext i32 %174 to i64
  %176 = shl i64 %172, 1
  %177 = shl i64 %172, 2
  %178 = shl i64 %177, %175
  br label %213

179:                                              ; preds = %141
  %180 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 1
  %181 = load i32, i32* %180, align 4, !tbaa !213
  %182 = zext i32 %181 to i64
  %183 = shl nuw i64 1, %182
  %184 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 2
  %185 = load i32, i32* %184, align 8, !tbaa !214
  %186 = zext i32 %185 to i64
  %187 = shl i64 %183, 1
  %188 = shl i64 %183, 2
  %189 = shl i64 %188, %186
  br label %213

190:                                              ; preds = %141
  br label %213

191:                                              ; preds = %141
  br label %213

192:                                              ; preds = %141
  br label %213

193:                                              ; preds = %141
  br label %213

194:                                              ; preds = %141
  br label %213

195:                                              ; preds = %141
  br label %213

196:                                              ; preds = %141
  %197 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 1
  %198 = load i32, i32* %197, align 4, !tbaa !213
  %199 = zext i32 %198 to i64
  %200 = shl nuw i64 1, %199
  %201 = getelementptr inbounds %struct.BrotliEncoderParams, %struct.BrotliEncoderParams* %4, i64 0, i32 8, i32 2
  %202 = load i32, i32* %201, align 8, !tbaa !214
  %203 = zext i32 %202 to i64
  %204 = shl i64 %200, 1
  %205 = shl i64 %200, 2
  %206 = shl i64 %205, %203
  br label %213

207:                                              ; preds = %141
  %208 = zext i32 %37 to i64
  %209 = shl nuw i64 1, %208
  %210 = icmp ugt i64 %209, %2
  %211 = select i1 %210, i64 %2, i64 %209
  %212 = shl i64 %211, 3
  br label %213

213:                                              ; preds = %207, %196, %195, %194, %193, %192, %191, %190, %179, %168, %167, %166, %165, %141
  %214 = phi i64 [ 0, %141 ], [ 524288, %207 ], [ %204, %196 ], [ 4194304, %195 ], [ 262144, %194 ], [ 4194304, %193 ], [ 262144, %192 ], [ 262144, %191 ], [ 262144, %190 ], [ %187, %179 ], [ %176, %168 ], [ 524288, %167 ], [ 262144, %166 ], [ 262144, %165 ]
  %215 = phi i64 [ 0, %141 ], [ %212, %207 ], [ %206, %196 ], [ 0, %195 ], [ 0, %194 ], [ 0, %193 ], [ 1048576, %192 ], [ 262144, %191 ], [ 262144, %190 ], [ %189, %179 ], [ %178, %168 ], [ 0, %167 ], [ 0, %166 ], [ 0, %165 ]
  %216 = phi i64 [ 0, %141 ], [ 0, %207 ], [ 67108864, %196 ], [ 67108864, %195 ], [ 67108864, %194 ], [ 0, %193 ], [ 0, %192 ], [ 0, %191 ], [ 0, %190 ], [ 0, %179 ], [ 0, %168 ], [ 0, %167 ], [ 0, %166 ], [ 0, %165 ]
  %217 = icmp ult i32 %24, 4
  %218 = mul i64 %159, 12
  %219 = add i64 %218, 196592
  %220 = icmp ult i64 %162, %219
  %221 = select i1 %220, i64 %162, i64 %219
  %222 = select i1 %217, i64 %221, i64 %162
  br i1 %115, label %232, label %223

223:                                              ; preds = %213
  %224 = icmp ugt i32 %24, 3
  br i1 %224, label %225, label %232

225:                                              ; preds = %223
  %226 = trunc i64 %158 to i32
  %227 = udiv i32 %226, 6144
  %228 = zext i32 %227 to i64
  %229 = icmp ult i64 %228, 256
  %230 = select i1 %229, i64 %228, i64 256
  %231 = mul nuw nsw i64 %230, 6064
  br label %232

232:                                              ; preds = %225, %223, %213
  %233 = phi i64 [ %231, %225 ], [ 0, %223 ], [ 209715200, %213 ]
  %234 = add i64 %151, 503
  %235 = add i64 %234, %160
  %236 = add i64 %235, %222
  %237 = add i64 %236, %214
  %238 = add i64 %237, %215
  %239 = add i64 %238, %216
  %240 = add i64 %239, %233
  br label %241

241:                                              ; preds = %232, %129
  %242 = phi i64 [ %140, %129 ], [ %240, %232 ]
  call void @llvm.lifetime.end.p0i8(i64 1400, i8* nonnull %5) #18
  ret i64 %242
}

; Function Attrs: nounwind
declare hidden void @BrotliInitSharedEncoderDictionary(%struct.SharedEncoderDictionary* noundef) local_unnamed_addr #5

; Function Attrs: nounwind
define hidden void @BrotliCleanupSharedEncoderDictionary(%struct.MemoryManager* noundef %0, %struct.SharedEncoderDictionary* nocapture noundef readonly %1) local_unnamed_addr #5 {
  %3 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 1, i32 5
  %4 = load i64, i64* %3, align 8, !tbaa !215
  %5 = icmp eq i64 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %6, %2
  %7 = phi i64 [ %10, %6 ], [ 0, %2 ]
  %8 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 1, i32 6, i64 %7
  %9 = load %struct.PreparedDictionary*, %struct.PreparedDictionary** %8, align 8, !tbaa !13
  tail call void @DestroyPreparedDictionary(%struct.MemoryManager* noundef %0, %struct.PreparedDictionary* noundef %9) #18
  %10 = add nuw i64 %7, 1
  %11 = load i64, i64* %3, align 8, !tbaa !215
  %12 = icmp ult i64 %10, %11
  br i1 %12, label %6, label %13, !llvm.loop !216

13:                                               ; preds = %6, %2
  %14 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 2, i32 4
  %15 = load i64, i64* %14, align 8, !tbaa !197
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
  %21 = load i8*, i8** %20, align 8, !tbaa !217
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %21) #18
  %22 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 2, i32 5, i32 12
  %23 = load i8*, i8** %22, align 8, !tbaa !218
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %23) #18
  %24 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 2, i32 5, i32 14
  %25 = bitcast i16** %24 to i8**
  %26 = load i8*, i8** %25, align 8, !tbaa !219
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %26) #18
  %27 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 2, i32 5, i32 16
  %28 = bitcast %struct.DictWord** %27 to i8**
  %29 = load i8*, i8** %28, align 8, !tbaa !220
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %29) #18
  %30 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 2, i32 5, i32 17
  %31 = bitcast %struct.BrotliDictionary** %30 to i8**
  %32 = load i8*, i8** %31, align 8, !tbaa !221
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %32) #18
  %33 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 2, i32 5, i32 8
  %34 = bitcast %struct.BrotliTrie* %33 to i8**
  br label %61

35:                                               ; preds = %35, %16
  %36 = phi i64 [ 0, %16 ], [ %55, %35 ]
  %37 = load %struct.BrotliEncoderDictionary*, %struct.BrotliEncoderDictionary** %17, align 8, !tbaa !222
  %38 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %37, i64 %36, i32 11
  %39 = bitcast i16** %38 to i8**
  %40 = load i8*, i8** %39, align 8, !tbaa !217
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %40) #18
  %41 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %37, i64 %36, i32 12
  %42 = load i8*, i8** %41, align 8, !tbaa !218
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %42) #18
  %43 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %37, i64 %36, i32 14
  %44 = bitcast i16** %43 to i8**
  %45 = load i8*, i8** %44, align 8, !tbaa !219
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %45) #18
  %46 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %37, i64 %36, i32 16
  %47 = bitcast %struct.DictWord** %46 to i8**
  %48 = load i8*, i8** %47, align 8, !tbaa !220
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %48) #18
  %49 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %37, i64 %36, i32 17
  %50 = bitcast %struct.BrotliDictionary** %49 to i8**
  %51 = load i8*, i8** %50, align 8, !tbaa !221
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %51) #18
  %52 = getelementptr inbounds %struct.BrotliEncoderDictionary, %struct.BrotliEncoderDictionary* %37, i64 %36, i32 8
  %53 = bitcast %struct.BrotliTrie* %52 to i8**
  %54 = load i8*, i8** %53, align 8, !tbaa !223
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %54) #18
  %55 = add nuw i64 %36, 1
  %56 = load i64, i64* %14, align 8, !tbaa !197
  %57 = icmp ult i64 %55, %56
  br i1 %57, label %35, label %58, !llvm.loop !224

58:                                               ; preds = %35
  %59 = getelementptr inbounds %struct.SharedEncoderDictionary, %struct.SharedEncoderDictionary* %1, i64 0, i32 2, i32 6
  %60 = bitcast %struct.BrotliEncoderDictionary** %59 to i8**
  br label %61

61:                                               ; preds = %58, %18
  %62 = phi i8** [ %60, %58 ], [ %34, %18 ]
  %63 = load i8*, i8** %62, align 8, !tbaa !13
  tail call void @BrotliFree(%struct.MemoryManager* noundef %0, i8* noundef %63) #18
  br label %64

64:                                               ; preds = %61, %13
  ret void
}

; Function Attrs: nofree nosync nounwind
declare hidden void @BrotliCreateHuffmanTree(i32* nocapture noundef readonly, i64 noundef, i32 noundef signext, %struct.HuffmanTree* noundef, i8* nocapture noundef writeonly) local_unnamed_addr #14

; Function Attrs: nofree nosync nounwind
declare hidden void @BrotliConvertBitDepthsToSymbols(i8* nocapture noundef readonly, i64 noundef, i16* nocapture noundef writeonly) local_unnamed_addr #14

; Function Attrs: nounwind
declare hidden i8* @BrotliAllocate(%struct.MemoryManager* nocapture noundef readonly, i64 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare hidden void @BrotliFree(%struct.MemoryManager* nocapture noundef readonly, i8* noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #1 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #3 = { mustprogress nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #5 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #9 = { argmemonly nofree nosync nounwind willreturn }
attributes #10 = { nofree noinline nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #11 = { mustprogress nofree noinline nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #12 = { argmemonly nofree nounwind willreturn }
attributes #13 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #14 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #15 = { nofree norecurse nosync nounwind writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #16 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #17 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #18 = { nounwind }

!llvm.ident = !{!0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, !"target-abi", !"lp64d"}
!3 = !{i32 7, !"PIC Level", i32 2}
!4 = !{i32 7, !"PIE Level", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!7, !9, i64 316}
!7 = !{!"BrotliSharedDictionaryStruct", !8, i64 0, !9, i64 8, !9, i64 128, !8, i64 248, !9, i64 252, !9, i64 316, !9, i64 320, !9, i64 832, !9, i64 1344, !11, i64 1352, !9, i64 1360, !11, i64 1368, !11, i64 1376, !11, i64 1384, !11, i64 1392, !11, i64 1400}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!7, !9, i64 1360}
!13 = !{!11, !11, i64 0}
!14 = !{!7, !11, i64 1384}
!15 = !{!7, !11, i64 1392}
!16 = !{!7, !11, i64 1400}
!17 = !{!18, !11, i64 8}
!18 = !{!"BrotliTransforms", !19, i64 0, !11, i64 8, !11, i64 16, !8, i64 24, !11, i64 32, !11, i64 40, !9, i64 48}
!19 = !{!"short", !9, i64 0}
!20 = !{!18, !11, i64 16}
!21 = !{!18, !11, i64 32}
!22 = !{!9, !9, i64 0}
!23 = !{!19, !19, i64 0}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = distinct !{!26, !25}
!27 = distinct !{!27, !25}
!28 = !{!18, !11, i64 40}
!29 = distinct !{!29, !25}
!30 = distinct !{!30, !25}
!31 = !{!32, !9, i64 752}
!32 = !{!"BrotliDecoderStateStruct", !9, i64 0, !8, i64 4, !33, i64 8, !11, i64 48, !11, i64 56, !11, i64 64, !9, i64 72, !34, i64 80, !8, i64 88, !8, i64 92, !8, i64 96, !8, i64 100, !8, i64 104, !8, i64 108, !9, i64 112, !8, i64 128, !8, i64 132, !11, i64 136, !11, i64 144, !11, i64 152, !11, i64 160, !11, i64 168, !11, i64 176, !35, i64 184, !35, i64 208, !35, i64 232, !11, i64 256, !11, i64 264, !8, i64 272, !8, i64 276, !9, i64 280, !34, i64 304, !9, i64 312, !9, i64 336, !34, i64 384, !34, i64 392, !34, i64 400, !11, i64 408, !11, i64 416, !34, i64 424, !34, i64 432, !34, i64 440, !9, i64 448, !8, i64 708, !8, i64 712, !9, i64 716, !11, i64 720, !11, i64 728, !11, i64 736, !34, i64 744, !9, i64 752, !9, i64 756, !9, i64 760, !9, i64 764, !8, i64 768, !8, i64 772, !8, i64 772, !8, i64 772, !8, i64 772, !8, i64 772, !8, i64 772, !8, i64 772, !8, i64 773, !34, i64 776, !11, i64 784, !11, i64 792, !11, i64 800, !11, i64 808, !9, i64 816, !9, i64 848}
!33 = !{!"", !34, i64 0, !34, i64 8, !11, i64 16, !11, i64 24, !11, i64 32}
!34 = !{!"long", !9, i64 0}
!35 = !{!"", !11, i64 0, !11, i64 8, !19, i64 16, !19, i64 18, !19, i64 20}
!36 = !{!33, !34, i64 8}
!37 = !{!33, !34, i64 0}
!38 = !{!33, !11, i64 32}
!39 = !{!33, !11, i64 16}
!40 = !{!32, !8, i64 132}
!41 = !{!32, !8, i64 4}
!42 = distinct !{!42, !25}
!43 = distinct !{!43, !25}
!44 = !{!34, !34, i64 0}
!45 = !{!32, !11, i64 256}
!46 = !{!32, !11, i64 264}
!47 = distinct !{!47, !25}
!48 = !{!49, !9, i64 0}
!49 = !{!"", !9, i64 0, !19, i64 2}
!50 = !{!49, !19, i64 2}
!51 = !{!32, !9, i64 764}
!52 = !{!32, !34, i64 304}
!53 = !{!54, !9, i64 2}
!54 = !{!"", !19, i64 0, !9, i64 2}
!55 = !{!54, !19, i64 0}
!56 = distinct !{!56, !25}
!57 = !{!32, !11, i64 784}
!58 = !{!32, !11, i64 168}
!59 = !{!8, !8, i64 0}
!60 = !{!32, !8, i64 272}
!61 = !{!32, !11, i64 184}
!62 = !{!32, !11, i64 416}
!63 = !{!32, !11, i64 792}
!64 = !{!32, !11, i64 160}
!65 = !{i64 0, i64 1, !22, i64 2, i64 2, !23}
!66 = distinct !{!66, !25}
!67 = distinct !{!67, !25}
!68 = distinct !{!68, !25}
!69 = !{!32, !11, i64 56}
!70 = !{!32, !11, i64 64}
!71 = !{!32, !11, i64 408}
!72 = !{!32, !11, i64 208}
!73 = !{!32, !11, i64 232}
!74 = !{!32, !11, i64 48}
!75 = !{!35, !19, i64 16}
!76 = !{!35, !19, i64 18}
!77 = !{!35, !19, i64 20}
!78 = !{!35, !11, i64 0}
!79 = !{!35, !11, i64 8}
!80 = !{!81, !34, i64 88}
!81 = !{!"BrotliEncoderParams", !9, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !34, i64 16, !34, i64 24, !8, i64 32, !8, i64 36, !82, i64 40, !83, i64 56, !84, i64 80}
!82 = !{!"BrotliHasherParams", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12}
!83 = !{!"BrotliDistanceParams", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !34, i64 16}
!84 = !{!"SharedEncoderDictionary", !8, i64 0, !85, i64 8, !86, i64 544, !8, i64 1312}
!85 = !{!"CompoundDictionary", !34, i64 0, !34, i64 8, !9, i64 16, !9, i64 144, !9, i64 272, !34, i64 400, !9, i64 408}
!86 = !{!"ContextualEncoderDictionary", !8, i64 0, !9, i64 4, !9, i64 5, !9, i64 72, !34, i64 584, !87, i64 592, !11, i64 760}
!87 = !{!"BrotliEncoderDictionary", !11, i64 0, !8, i64 8, !8, i64 12, !34, i64 16, !11, i64 24, !11, i64 32, !11, i64 40, !11, i64 48, !88, i64 56, !8, i64 96, !11, i64 104, !11, i64 112, !11, i64 120, !34, i64 128, !11, i64 136, !34, i64 144, !11, i64 152, !11, i64 160}
!88 = !{!"BrotliTrie", !11, i64 0, !34, i64 8, !34, i64 16, !89, i64 24}
!89 = !{!"BrotliTrieNode", !9, i64 0, !9, i64 1, !9, i64 2, !8, i64 4, !8, i64 8}
!90 = !{!81, !8, i64 40}
!91 = !{i64 0, i64 4, !59, i64 4, i64 4, !59, i64 8, i64 4, !59, i64 12, i64 4, !92, i64 12, i64 4, !59, i64 12, i64 4, !59}
!92 = !{!93, !93, i64 0}
!93 = !{!"float", !9, i64 0}
!94 = !{i64 0, i64 4, !59, i64 4, i64 4, !59, i64 8, i64 4, !92, i64 8, i64 4, !59, i64 8, i64 4, !59}
!95 = !{i64 0, i64 4, !59, i64 4, i64 4, !92, i64 4, i64 4, !59, i64 4, i64 4, !59}
!96 = !{i64 0, i64 4, !92, i64 0, i64 4, !59, i64 0, i64 4, !59}
!97 = distinct !{!97, !25}
!98 = !{!99, !34, i64 2176}
!99 = !{!"HistogramDistance", !9, i64 0, !34, i64 2176, !100, i64 2184}
!100 = !{!"double", !9, i64 0}
!101 = distinct !{!101, !25}
!102 = !{!100, !100, i64 0}
!103 = distinct !{!103, !25}
!104 = distinct !{!104, !25}
!105 = distinct !{!105, !25}
!106 = distinct !{!106, !25}
!107 = distinct !{!107, !25}
!108 = distinct !{!108, !25}
!109 = !{!110, !100, i64 16}
!110 = !{!"HistogramPair", !8, i64 0, !8, i64 4, !100, i64 8, !100, i64 16}
!111 = distinct !{!111, !25}
!112 = !{!110, !8, i64 0}
!113 = !{!110, !8, i64 4}
!114 = !{!115, !34, i64 1024}
!115 = !{!"HistogramLiteral", !9, i64 0, !34, i64 1024, !100, i64 1032}
!116 = distinct !{!116, !25}
!117 = !{!110, !100, i64 8}
!118 = !{!115, !100, i64 1032}
!119 = distinct !{!119, !25}
!120 = distinct !{!120, !25}
!121 = !{i64 0, i64 4, !59, i64 4, i64 4, !59, i64 8, i64 8, !102, i64 16, i64 8, !102}
!122 = distinct !{!122, !25}
!123 = distinct !{!123, !25}
!124 = !{!125, !34, i64 2816}
!125 = !{!"HistogramCommand", !9, i64 0, !34, i64 2816, !100, i64 2824}
!126 = !{i64 0, i64 2816, !22, i64 2816, i64 8, !44, i64 2824, i64 8, !102}
!127 = distinct !{!127, !25}
!128 = !{!125, !100, i64 2824}
!129 = !{!99, !100, i64 2184}
!130 = !{i64 0, i64 2176, !22, i64 2176, i64 8, !44, i64 2184, i64 8, !102}
!131 = distinct !{!131, !25}
!132 = !{i64 0, i64 4, !59, i64 4, i64 8, !102, i64 12, i64 8, !102}
!133 = !{i64 0, i64 8, !102, i64 8, i64 8, !102}
!134 = !{i64 0, i64 8, !102}
!135 = distinct !{!135, !25}
!136 = distinct !{!136, !25}
!137 = distinct !{!137, !25}
!138 = distinct !{!138, !25}
!139 = distinct !{!139, !25}
!140 = distinct !{!140, !25}
!141 = distinct !{!141, !25}
!142 = distinct !{!142, !25}
!143 = !{!144, !8, i64 0}
!144 = !{!"PreparedDictionary", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !8, i64 16, !8, i64 20}
!145 = !{!144, !8, i64 4}
!146 = !{!144, !8, i64 8}
!147 = !{!144, !8, i64 12}
!148 = !{!144, !8, i64 16}
!149 = !{!144, !8, i64 20}
!150 = distinct !{!150, !25}
!151 = distinct !{!151, !25}
!152 = distinct !{!152, !25}
!153 = !{!154, !8, i64 6972}
!154 = !{!"BrotliEncoderStateStruct", !81, i64 0, !155, i64 1400, !34, i64 1424, !156, i64 1432, !34, i64 1472, !11, i64 1480, !34, i64 1488, !34, i64 1496, !34, i64 1504, !34, i64 1512, !34, i64 1520, !9, i64 1528, !9, i64 1592, !19, i64 1608, !9, i64 1610, !9, i64 1611, !9, i64 1612, !9, i64 1613, !34, i64 1616, !11, i64 1624, !157, i64 1632, !9, i64 2768, !11, i64 6864, !34, i64 6872, !11, i64 6880, !11, i64 6888, !11, i64 6896, !11, i64 6904, !34, i64 6912, !11, i64 6920, !34, i64 6928, !34, i64 6936, !9, i64 6944, !8, i64 6960, !9, i64 6964, !8, i64 6968, !8, i64 6972}
!155 = !{!"MemoryManager", !11, i64 0, !11, i64 8, !11, i64 16}
!156 = !{!"RingBuffer", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !8, i64 16, !8, i64 20, !11, i64 24, !11, i64 32}
!157 = !{!"", !158, i64 0, !9, i64 80}
!158 = !{!"", !9, i64 0, !8, i64 32, !34, i64 40, !34, i64 48, !82, i64 56, !8, i64 72}
!159 = !{!154, !9, i64 0}
!160 = !{!154, !8, i64 4}
!161 = !{!154, !8, i64 8}
!162 = !{!154, !8, i64 12}
!163 = !{!154, !8, i64 32}
!164 = !{!154, !34, i64 24}
!165 = !{!154, !8, i64 36}
!166 = !{!154, !8, i64 56}
!167 = !{!154, !8, i64 60}
!168 = !{!154, !34, i64 16}
!169 = !{!154, !11, i64 1480}
!170 = !{!154, !34, i64 1488}
!171 = !{!154, !11, i64 1464}
!172 = !{!154, !8, i64 1436}
!173 = !{!174, !8, i64 4}
!174 = !{!"Command", !8, i64 0, !8, i64 4, !8, i64 8, !19, i64 12, !19, i64 14}
!175 = !{!154, !34, i64 1520}
!176 = !{!174, !19, i64 14}
!177 = !{!83, !8, i64 4}
!178 = !{!174, !8, i64 8}
!179 = !{!83, !8, i64 0}
!180 = !{!85, !34, i64 8}
!181 = distinct !{!181, !25}
!182 = distinct !{!182, !25}
!183 = !{!85, !34, i64 0}
!184 = distinct !{!184, !25}
!185 = !{!174, !8, i64 0}
!186 = !{i32 0, i32 33}
!187 = !{!188, !11, i64 32}
!188 = !{!"ManagedDictionary", !8, i64 0, !155, i64 8, !11, i64 32}
!189 = !{!84, !8, i64 544}
!190 = !{!84, !9, i64 548}
!191 = !{!87, !11, i64 24}
!192 = !{!87, !11, i64 32}
!193 = !{!84, !8, i64 1312}
!194 = !{!84, !34, i64 8}
!195 = distinct !{!195, !25}
!196 = !{i64 0, i64 4, !59, i64 4, i64 1, !22, i64 5, i64 64, !22, i64 72, i64 512, !22, i64 584, i64 8, !44, i64 592, i64 8, !13, i64 600, i64 4, !59, i64 604, i64 4, !59, i64 608, i64 8, !44, i64 616, i64 8, !13, i64 624, i64 8, !13, i64 632, i64 8, !13, i64 640, i64 8, !13, i64 648, i64 8, !13, i64 656, i64 8, !44, i64 664, i64 8, !44, i64 672, i64 1, !22, i64 673, i64 1, !22, i64 674, i64 1, !22, i64 676, i64 4, !59, i64 680, i64 4, !59, i64 688, i64 4, !59, i64 696, i64 8, !13, i64 704, i64 8, !13, i64 712, i64 8, !13, i64 720, i64 8, !44, i64 728, i64 8, !13, i64 736, i64 8, !44, i64 744, i64 8, !13, i64 752, i64 8, !13, i64 760, i64 8, !13}
!197 = !{!84, !34, i64 1128}
!198 = !{!81, !9, i64 0}
!199 = !{!81, !8, i64 36}
!200 = !{!81, !8, i64 4}
!201 = !{!81, !8, i64 8}
!202 = !{!81, !8, i64 56}
!203 = !{!81, !8, i64 60}
!204 = !{!81, !8, i64 64}
!205 = !{!81, !8, i64 68}
!206 = !{!81, !34, i64 72}
!207 = !{!81, !34, i64 24}
!208 = !{!81, !8, i64 12}
!209 = !{!82, !8, i64 0}
!210 = !{!82, !8, i64 8}
!211 = !{!82, !8, i64 4}
!212 = distinct !{!212, !25}
!213 = !{!81, !8, i64 44}
!214 = !{!81, !8, i64 48}
!215 = !{!84, !34, i64 408}
!216 = distinct !{!216, !25}
!217 = !{!87, !11, i64 112}
!218 = !{!87, !11, i64 120}
!219 = !{!87, !11, i64 136}
!220 = !{!87, !11, i64 152}
!221 = !{!87, !11, i64 160}
!222 = !{!84, !11, i64 1304}
!223 = !{!88, !11, i64 0}
!224 = distinct !{!224, !25}
