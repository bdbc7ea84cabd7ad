; ModuleID = '/tmp/tmpqgxc_g9h/lz4.ll'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.LZ4_stream_u = type { %struct.LZ4_stream_t_internal }
%struct.LZ4_stream_t_internal = type { [4096 x i32], i8*, %struct.LZ4_stream_t_internal*, i32, i32, i32 }
%struct.LZ4F_cctx_s = type { %struct.LZ4F_CustomMem, %struct.LZ4F_preferences_t, i32, i32, %struct.LZ4F_CDict_s*, i64, i64, i8*, i8*, i64, i64, %struct.XXH32_state_s, i8*, i16, i16, i32 }
%struct.LZ4F_CustomMem = type { i8* (i8*, i64)*, i8* (i8*, i64)*, void (i8*, i8*)*, i8* }
%struct.LZ4F_preferences_t = type { %struct.LZ4F_frameInfo_t, i32, i32, i32, [3 x i32] }
%struct.LZ4F_frameInfo_t = type { i32, i32, i32, i32, i64, i32, i32 }
%struct.LZ4F_CDict_s = type { %struct.LZ4F_CustomMem, i8*, %union.LZ4_stream_u*, %union.LZ4_streamHC_u* }
%union.LZ4_streamHC_u = type { %struct.LZ4HC_CCtx_internal, [8 x i8] }
%struct.LZ4HC_CCtx_internal = type { [32768 x i32], [65536 x i16], i8*, i8*, i8*, i32, i32, i32, i16, i8, i8, %struct.LZ4HC_CCtx_internal* }
%struct.XXH32_state_s = type { i32, i32, i32, i32, i32, i32, [4 x i32], i32, i32 }
%struct.LZ4F_compressOptions_t = type { i32, [3 x i32] }
%struct.LZ4F_dctx_s = type { %struct.LZ4F_CustomMem, %struct.LZ4F_frameInfo_t, i32, i32, i64, i64, i64, i8*, i64, i64, i8*, i8*, i64, i8*, i64, i64, %struct.XXH32_state_s, %struct.XXH32_state_s, i32, [19 x i8] }
%struct.LZ4F_decompressOptions_t = type { i32, i32, i32, i32 }

@LZ4F_getBlockSize.blockSizes = external hidden unnamed_addr constant [4 x i64], align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
declare dso_local i32 @LZ4_compressBound(i32 noundef) local_unnamed_addr #0

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local void @LZ4_resetStream_fast(%union.LZ4_stream_u* nocapture noundef %0) local_unnamed_addr #4 {
  %2 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 4
  %3 = load i32, i32* %2, align 4, !tbaa !5
  switch i32 %3, label %11 [
    i32 0, label %4
    i32 2, label %7
  ]

4:                                                ; preds = %1
  %5 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 3
  %6 = load i32, i32* %5, align 8, !tbaa !11
  br label %14

7:                                                ; preds = %1
  %8 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 3
  %9 = load i32, i32* %8, align 8, !tbaa !11
  %10 = icmp ugt i32 %9, 1073741824
  br i1 %10, label %11, label %14

11:                                               ; preds = %7, %1
  %12 = bitcast %union.LZ4_stream_u* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16384) %12, i8 0, i64 16384, i1 false) #12
  %13 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 3
  store i32 0, i32* %13, align 8, !tbaa !11
  store i32 0, i32* %2, align 4, !tbaa !5
  br label %20

14:                                               ; preds = %7, %4
  %15 = phi i32 [ %6, %4 ], [ %9, %7 ]
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %14
  %18 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 3
  %19 = add i32 %15, 65536
  store i32 %19, i32* %18, align 8, !tbaa !11
  br label %20

20:                                               ; preds = %17, %14, %11
  %21 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 1
  %22 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 5
  store i32 0, i32* %22, align 8, !tbaa !12
  %23 = bitcast i8** %21 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %23, i8 0, i64 16, i1 false) #12
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @LZ4_loadDict(%union.LZ4_stream_u* nocapture noundef %0, i8* noundef %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds i8, i8* %1, i64 %4
  %6 = bitcast %union.LZ4_stream_u* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16416) %6, i8 0, i64 16416, i1 false) #12
  %7 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 3
  store i32 65536, i32* %7, align 8, !tbaa !11
  %8 = icmp slt i32 %2, 8
  br i1 %8, label %36, label %9

9:                                                ; preds = %3
  %10 = ptrtoint i8* %5 to i64
  %11 = icmp ugt i32 %2, 65536
  %12 = getelementptr inbounds i8, i8* %5, i64 -65536
  %13 = select i1 %11, i8* %12, i8* %1
  %14 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 1
  store i8* %13, i8** %14, align 8, !tbaa !13
  %15 = ptrtoint i8* %13 to i64
  %16 = sub i64 %10, %15
  %17 = trunc i64 %16 to i32
  %18 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 5
  store i32 %17, i32* %18, align 8, !tbaa !12
  %19 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 4
  store i32 2, i32* %19, align 4, !tbaa !5
  %20 = getelementptr inbounds i8, i8* %5, i64 -8
  %21 = icmp ugt i8* %13, %20
  br i1 %21, label %36, label %22

22:                                               ; preds = %9
  %23 = ptrtoint i8* %12 to i64
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i8* [ %13, %22 ], [ %34, %24 ]
  %26 = bitcast i8* %25 to i64*
  %27 = load i64, i64* %26, align 1, !tbaa !14
  %28 = mul i64 %27, -3523014627271114752
  %29 = lshr i64 %28, 52
  %30 = ptrtoint i8* %25 to i64
  %31 = sub i64 %30, %23
  %32 = trunc i64 %31 to i32
  %33 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 0, i64 %29
  store i32 %32, i32* %33, align 4, !tbaa !15
  %34 = getelementptr inbounds i8, i8* %25, i64 3
  %35 = icmp ugt i8* %34, %20
  br i1 %35, label %36, label %24, !llvm.loop !16

36:                                               ; preds = %24, %9, %3
  %37 = phi i32 [ 0, %3 ], [ %17, %9 ], [ %17, %24 ]
  ret i32 %37
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #7

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc i32 @LZ4_decompress_fast_extDict(i8* noundef, i8* noundef, i32 noundef, i8* noundef, i64 noundef) unnamed_addr #6

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @LZ4_decompress_fast_usingDict(i8* noundef %0, i8* noundef %1, i32 noundef %2, i8* noundef %3, i32 noundef %4) local_unnamed_addr #6 {
  %6 = icmp eq i32 %4, 0
  br i1 %6, label %11, label %7

7:                                                ; preds = %5
  %8 = sext i32 %4 to i64
  %9 = getelementptr inbounds i8, i8* %3, i64 %8
  %10 = icmp eq i8* %9, %1
  br i1 %10, label %11, label %240

11:                                               ; preds = %7, %5
  %12 = phi i64 [ %8, %7 ], [ 0, %5 ]
  %13 = sext i32 %2 to i64
  %14 = getelementptr inbounds i8, i8* %1, i64 %13
  %15 = sub nsw i64 0, %12
  %16 = getelementptr inbounds i8, i8* %1, i64 %15
  %17 = ptrtoint i8* %14 to i64
  %18 = ptrtoint i8* %16 to i64
  br label %19

19:                                               ; preds = %230, %11
  %20 = phi i8* [ %0, %11 ], [ %71, %230 ]
  %21 = phi i8* [ %1, %11 ], [ %231, %230 ]
  %22 = getelementptr inbounds i8, i8* %20, i64 1
  %23 = load i8, i8* %20, align 1, !tbaa !14
  %24 = zext i8 %23 to i32
  %25 = lshr i32 %24, 4
  %26 = zext i32 %25 to i64
  %27 = icmp eq i32 %25, 15
  br i1 %27, label %28, label %38

28:                                               ; preds = %28, %19
  %29 = phi i8* [ %33, %28 ], [ %22, %19 ]
  %30 = phi i64 [ %34, %28 ], [ 0, %19 ]
  %31 = load i8, i8* %29, align 1, !tbaa !14
  %32 = zext i8 %31 to i64
  %33 = getelementptr inbounds i8, i8* %29, i64 1
  %34 = add i64 %30, %32
  %35 = icmp eq i8 %31, -1
  br i1 %35, label %28, label %36, !llvm.loop !18

36:                                               ; preds = %28
  %37 = add i64 %34, 15
  br label %38

38:                                               ; preds = %36, %19
  %39 = phi i8* [ %33, %36 ], [ %22, %19 ]
  %40 = phi i64 [ %37, %36 ], [ %26, %19 ]
  %41 = ptrtoint i8* %21 to i64
  %42 = sub i64 %17, %41
  %43 = icmp ult i64 %42, %40
  br i1 %43, label %242, label %44

44:                                               ; preds = %38
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %21, i8* nonnull align 1 %39, i64 %40, i1 false) #12
  %45 = getelementptr i8, i8* %21, i64 %40
  %46 = getelementptr inbounds i8, i8* %39, i64 %40
  %47 = ptrtoint i8* %45 to i64
  %48 = sub i64 %17, %47
  %49 = icmp ult i64 %48, 12
  br i1 %49, label %50, label %52

50:                                               ; preds = %44
  %51 = icmp eq i8* %45, %14
  br i1 %51, label %235, label %242

52:                                               ; preds = %44
  %53 = and i32 %24, 15
  %54 = zext i32 %53 to i64
  %55 = bitcast i8* %46 to i16*
  %56 = load i16, i16* %55, align 1, !tbaa !14
  %57 = zext i16 %56 to i64
  %58 = getelementptr inbounds i8, i8* %46, i64 2
  %59 = icmp eq i32 %53, 15
  br i1 %59, label %60, label %70

60:                                               ; preds = %60, %52
  %61 = phi i8* [ %65, %60 ], [ %58, %52 ]
  %62 = phi i64 [ %66, %60 ], [ 0, %52 ]
  %63 = load i8, i8* %61, align 1, !tbaa !14
  %64 = zext i8 %63 to i64
  %65 = getelementptr inbounds i8, i8* %61, i64 1
  %66 = add i64 %62, %64
  %67 = icmp eq i8 %63, -1
  br i1 %67, label %60, label %68, !llvm.loop !18

68:                                               ; preds = %60
  %69 = add i64 %66, 15
  br label %70

70:                                               ; preds = %68, %52
  %71 = phi i8* [ %65, %68 ], [ %58, %52 ]
  %72 = phi i64 [ %69, %68 ], [ %54, %52 ]
  %73 = add i64 %72, 4
  %74 = icmp ult i64 %48, %73
  %75 = sub i64 %47, %18
  %76 = icmp ult i64 %75, %57
  %77 = select i1 %74, i1 true, i1 %76
  br i1 %77, label %242, label %78

78:                                               ; preds = %70
  %79 = sub nsw i64 0, %57
  %80 = getelementptr i8, i8* %45, i64 %79
  %81 = icmp eq i64 %73, 0
  br i1 %81, label %230, label %82

82:                                               ; preds = %78
  %83 = icmp ult i64 %73, 8
  br i1 %83, label %193, label %84

84:                                               ; preds = %82
  %85 = getelementptr i8, i8* %21, i64 4
  %86 = add i64 %72, %40
  %87 = getelementptr i8, i8* %85, i64 %86
  %88 = getelementptr i8, i8* %21, i64 4
  %89 = sub i64 %86, %57
  %90 = getelementptr i8, i8* %88, i64 %89
  %91 = icmp ult i8* %45, %90
  %92 = icmp ult i8* %80, %87
  %93 = and i1 %91, %92
  br i1 %93, label %193, label %94

94:                                               ; preds = %84
  %95 = icmp ult i64 %73, 32
  br i1 %95, label %178, label %96

96:                                               ; preds = %94
  %97 = and i64 %73, -32
  %98 = add i64 %97, -32
  %99 = lshr exact i64 %98, 5
  %100 = add nuw nsw i64 %99, 1
  %101 = and i64 %100, 3
  %102 = icmp ult i64 %98, 96
  br i1 %102, label %154, label %103

103:                                              ; preds = %96
  %104 = and i64 %100, 1152921504606846972
  br label %105

105:                                              ; preds = %105, %103
  %106 = phi i64 [ 0, %103 ], [ %151, %105 ]
  %107 = phi i64 [ 0, %103 ], [ %152, %105 ]
  %108 = getelementptr inbounds i8, i8* %80, i64 %106
  %109 = bitcast i8* %108 to <16 x i8>*
  %110 = load <16 x i8>, <16 x i8>* %109, align 1, !tbaa !14, !alias.scope !19
  %111 = getelementptr inbounds i8, i8* %108, i64 16
  %112 = bitcast i8* %111 to <16 x i8>*
  %113 = load <16 x i8>, <16 x i8>* %112, align 1, !tbaa !14, !alias.scope !19
  %114 = getelementptr inbounds i8, i8* %45, i64 %106
  %115 = bitcast i8* %114 to <16 x i8>*
  store <16 x i8> %110, <16 x i8>* %115, align 1, !tbaa !14, !alias.scope !22, !noalias !19
  %116 = getelementptr inbounds i8, i8* %114, i64 16
  %117 = bitcast i8* %116 to <16 x i8>*
  store <16 x i8> %113, <16 x i8>* %117, align 1, !tbaa !14, !alias.scope !22, !noalias !19
  %118 = or i64 %106, 32
  %119 = getelementptr inbounds i8, i8* %80, i64 %118
  %120 = bitcast i8* %119 to <16 x i8>*
  %121 = load <16 x i8>, <16 x i8>* %120, align 1, !tbaa !14, !alias.scope !19
  %122 = getelementptr inbounds i8, i8* %119, i64 16
  %123 = bitcast i8* %122 to <16 x i8>*
  %124 = load <16 x i8>, <16 x i8>* %123, align 1, !tbaa !14, !alias.scope !19
  %125 = getelementptr inbounds i8, i8* %45, i64 %118
  %126 = bitcast i8* %125 to <16 x i8>*
  store <16 x i8> %121, <16 x i8>* %126, align 1, !tbaa !14, !alias.scope !22, !noalias !19
  %127 = getelementptr inbounds i8, i8* %125, i64 16
  %128 = bitcast i8* %127 to <16 x i8>*
  store <16 x i8> %124, <16 x i8>* %128, align 1, !tbaa !14, !alias.scope !22, !noalias !19
  %129 = or i64 %106, 64
  %130 = getelementptr inbounds i8, i8* %80, i64 %129
  %131 = bitcast i8* %130 to <16 x i8>*
  %132 = load <16 x i8>, <16 x i8>* %131, align 1, !tbaa !14, !alias.scope !19
  %133 = getelementptr inbounds i8, i8* %130, i64 16
  %134 = bitcast i8* %133 to <16 x i8>*
  %135 = load <16 x i8>, <16 x i8>* %134, align 1, !tbaa !14, !alias.scope !19
  %136 = getelementptr inbounds i8, i8* %45, i64 %129
  %137 = bitcast i8* %136 to <16 x i8>*
  store <16 x i8> %132, <16 x i8>* %137, align 1, !tbaa !14, !alias.scope !22, !noalias !19
  %138 = getelementptr inbounds i8, i8* %136, i64 16
  %139 = bitcast i8* %138 to <16 x i8>*
  store <16 x i8> %135, <16 x i8>* %139, align 1, !tbaa !14, !alias.scope !22, !noalias !19
  %140 = or i64 %106, 96
  %141 = getelementptr inbounds i8, i8* %80, i64 %140
  %142 = bitcast i8* %141 to <16 x i8>*
  %143 = load <16 x i8>, <16 x i8>* %142, align 1, !tbaa !14, !alias.scope !19
  %144 = getelementptr inbounds i8, i8* %141, i64 16
  %145 = bitcast i8* %144 to <16 x i8>*
  %146 = load <16 x i8>, <16 x i8>* %145, align 1, !tbaa !14, !alias.scope !19
  %147 = getelementptr inbounds i8, i8* %45, i64 %140
  %148 = bitcast i8* %147 to <16 x i8>*
  store <16 x i8> %143, <16 x i8>* %148, align 1, !tbaa !14, !alias.scope !22, !noalias !19
  %149 = getelementptr inbounds i8, i8* %147, i64 16
  %150 = bitcast i8* %149 to <16 x i8>*
  store <16 x i8> %146, <16 x i8>* %150, align 1, !tbaa !14, !alias.scope !22, !noalias !19
  %151 = add nuw i64 %106, 128
  %152 = add i64 %107, 4
  %153 = icmp eq i64 %152, %104
  br i1 %153, label %154, label %105, !llvm.loop !24

154:                                              ; preds = %105, %96
  %155 = phi i64 [ 0, %96 ], [ %151, %105 ]
  %156 = icmp eq i64 %101, 0
  br i1 %156, label %173, label %157

157:                                              ; preds = %157, %154
  %158 = phi i64 [ %170, %157 ], [ %155, %154 ]
  %159 = phi i64 [ %171, %157 ], [ 0, %154 ]
  %160 = getelementptr inbounds i8, i8* %80, i64 %158
  %161 = bitcast i8* %160 to <16 x i8>*
  %162 = load <16 x i8>, <16 x i8>* %161, align 1, !tbaa !14, !alias.scope !19
  %163 = getelementptr inbounds i8, i8* %160, i64 16
  %164 = bitcast i8* %163 to <16 x i8>*
  %165 = load <16 x i8>, <16 x i8>* %164, align 1, !tbaa !14, !alias.scope !19
  %166 = getelementptr inbounds i8, i8* %45, i64 %158
  %167 = bitcast i8* %166 to <16 x i8>*
  store <16 x i8> %162, <16 x i8>* %167, align 1, !tbaa !14, !alias.scope !22, !noalias !19
  %168 = getelementptr inbounds i8, i8* %166, i64 16
  %169 = bitcast i8* %168 to <16 x i8>*
  store <16 x i8> %165, <16 x i8>* %169, align 1, !tbaa !14, !alias.scope !22, !noalias !19
  %170 = add nuw i64 %158, 32
  %171 = add i64 %159, 1
  %172 = icmp eq i64 %171, %101
  br i1 %172, label %173, label %157, !llvm.loop !26

173:                                              ; preds = %157, %154
  %174 = icmp eq i64 %73, %97
  br i1 %174, label %230, label %175

175:                                              ; preds = %173
  %176 = and i64 %73, 24
  %177 = icmp eq i64 %176, 0
  br i1 %177, label %193, label %178

178:                                              ; preds = %175, %94
  %179 = phi i64 [ %97, %175 ], [ 0, %94 ]
  %180 = add i64 %72, 4
  %181 = and i64 %180, -8
  br label %182

182:                                              ; preds = %182, %178
  %183 = phi i64 [ %179, %178 ], [ %189, %182 ]
  %184 = getelementptr inbounds i8, i8* %80, i64 %183
  %185 = bitcast i8* %184 to <8 x i8>*
  %186 = load <8 x i8>, <8 x i8>* %185, align 1, !tbaa !14
  %187 = getelementptr inbounds i8, i8* %45, i64 %183
  %188 = bitcast i8* %187 to <8 x i8>*
  store <8 x i8> %186, <8 x i8>* %188, align 1, !tbaa !14
  %189 = add nuw i64 %183, 8
  %190 = icmp eq i64 %189, %181
  br i1 %190, label %191, label %182, !llvm.loop !28

191:                                              ; preds = %182
  %192 = icmp eq i64 %180, %181
  br i1 %192, label %230, label %193

193:                                              ; preds = %191, %175, %84, %82
  %194 = phi i64 [ 0, %82 ], [ 0, %84 ], [ %97, %175 ], [ %181, %191 ]
  %195 = add i64 %72, 3
  %196 = sub i64 %195, %194
  %197 = and i64 %72, 3
  %198 = icmp eq i64 %197, 0
  br i1 %198, label %208, label %199

199:                                              ; preds = %199, %193
  %200 = phi i64 [ %205, %199 ], [ %194, %193 ]
  %201 = phi i64 [ %206, %199 ], [ 0, %193 ]
  %202 = getelementptr inbounds i8, i8* %80, i64 %200
  %203 = load i8, i8* %202, align 1, !tbaa !14
  %204 = getelementptr inbounds i8, i8* %45, i64 %200
  store i8 %203, i8* %204, align 1, !tbaa !14
  %205 = add nuw i64 %200, 1
  %206 = add i64 %201, 1
  %207 = icmp eq i64 %206, %197
  br i1 %207, label %208, label %199, !llvm.loop !30

208:                                              ; preds = %199, %193
  %209 = phi i64 [ %194, %193 ], [ %205, %199 ]
  %210 = icmp ult i64 %196, 3
  br i1 %210, label %230, label %211

211:                                              ; preds = %211, %208
  %212 = phi i64 [ %228, %211 ], [ %209, %208 ]
  %213 = getelementptr inbounds i8, i8* %80, i64 %212
  %214 = load i8, i8* %213, align 1, !tbaa !14
  %215 = getelementptr inbounds i8, i8* %45, i64 %212
  store i8 %214, i8* %215, align 1, !tbaa !14
  %216 = add nuw i64 %212, 1
  %217 = getelementptr inbounds i8, i8* %80, i64 %216
  %218 = load i8, i8* %217, align 1, !tbaa !14
  %219 = getelementptr inbounds i8, i8* %45, i64 %216
  store i8 %218, i8* %219, align 1, !tbaa !14
  %220 = add nuw i64 %212, 2
  %221 = getelementptr inbounds i8, i8* %80, i64 %220
  %222 = load i8, i8* %221, align 1, !tbaa !14
  %223 = getelementptr inbounds i8, i8* %45, i64 %220
  store i8 %222, i8* %223, align 1, !tbaa !14
  %224 = add nuw i64 %212, 3
  %225 = getelementptr inbounds i8, i8* %80, i64 %224
  %226 = load i8, i8* %225, align 1, !tbaa !14
  %227 = getelementptr inbounds i8, i8* %45, i64 %224
  store i8 %226, i8* %227, align 1, !tbaa !14
  %228 = add nuw i64 %212, 4
  %229 = icmp eq i64 %212, %72
  br i1 %229, label %230, label %211, !llvm.loop !31

230:                                              ; preds = %211, %208, %191, %173, %78
  %231 = getelementptr inbounds i8, i8* %45, i64 %73
  %232 = ptrtoint i8* %231 to i64
  %233 = sub i64 %17, %232
  %234 = icmp ult i64 %233, 5
  br i1 %234, label %242, label %19

235:                                              ; preds = %50
  %236 = ptrtoint i8* %46 to i64
  %237 = ptrtoint i8* %0 to i64
  %238 = sub i64 %236, %237
  %239 = trunc i64 %238 to i32
  br label %242

240:                                              ; preds = %7
  %241 = tail call fastcc i32 @LZ4_decompress_fast_extDict(i8* noundef %0, i8* noundef %1, i32 noundef %2, i8* noundef %3, i64 noundef %8)
  br label %242

242:                                              ; preds = %240, %235, %230, %70, %50, %38
  %243 = phi i32 [ %241, %240 ], [ %239, %235 ], [ -1, %50 ], [ -1, %38 ], [ -1, %70 ], [ -1, %230 ]
  ret i32 %243
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i64 @LZ4F_getBlockSize(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  %3 = select i1 %2, i32 4, i32 %0
  %4 = and i32 %3, -4
  %5 = icmp eq i32 %4, 4
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = add nsw i32 %3, -4
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds [4 x i64], [4 x i64]* @LZ4F_getBlockSize.blockSizes, i64 0, i64 %8
  %10 = load i64, i64* %9, align 8, !tbaa !32
  br label %11

11:                                               ; preds = %6, %1
  %12 = phi i64 [ %10, %6 ], [ -2, %1 ]
  ret i64 %12
}

; Function Attrs: nounwind uwtable
declare dso_local i64 @LZ4F_flush(%struct.LZ4F_cctx_s* nocapture noundef, i8* noundef, i64 noundef, %struct.LZ4F_compressOptions_t* nocapture readnone) local_unnamed_addr #8

declare i32 @XXH32_digest(%struct.XXH32_state_s* noundef) local_unnamed_addr #9

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_compressEnd(%struct.LZ4F_cctx_s* noundef %0, i8* noundef %1, i64 noundef %2, %struct.LZ4F_compressOptions_t* nocapture noundef readnone %3) local_unnamed_addr #8 {
  %5 = tail call i64 @LZ4F_flush(%struct.LZ4F_cctx_s* noundef %0, i8* noundef %1, i64 noundef %2, %struct.LZ4F_compressOptions_t* undef)
  %6 = icmp ult i64 %5, -21
  br i1 %6, label %7, label %48

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, i8* %1, i64 %5
  %9 = sub i64 %2, %5
  %10 = icmp ult i64 %9, 4
  br i1 %10, label %48, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, i8* %8, i64 4
  %13 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 2
  %14 = bitcast i8* %8 to i32*
  store i32 0, i32* %14, align 1
  %15 = load i32, i32* %13, align 8, !tbaa !34
  %16 = icmp eq i32 %15, 1
  br i1 %16, label %17, label %33

17:                                               ; preds = %11
  %18 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 11
  %19 = tail call i32 @XXH32_digest(%struct.XXH32_state_s* noundef nonnull %18) #12
  %20 = icmp ult i64 %9, 8
  br i1 %20, label %48, label %21

21:                                               ; preds = %17
  %22 = trunc i32 %19 to i8
  store i8 %22, i8* %12, align 1, !tbaa !14
  %23 = lshr i32 %19, 8
  %24 = trunc i32 %23 to i8
  %25 = getelementptr inbounds i8, i8* %12, i64 1
  store i8 %24, i8* %25, align 1, !tbaa !14
  %26 = lshr i32 %19, 16
  %27 = trunc i32 %26 to i8
  %28 = getelementptr inbounds i8, i8* %12, i64 2
  store i8 %27, i8* %28, align 1, !tbaa !14
  %29 = lshr i32 %19, 24
  %30 = trunc i32 %29 to i8
  %31 = getelementptr inbounds i8, i8* %12, i64 3
  store i8 %30, i8* %31, align 1, !tbaa !14
  %32 = getelementptr inbounds i8, i8* %12, i64 4
  br label %33

33:                                               ; preds = %21, %11
  %34 = phi i8* [ %32, %21 ], [ %12, %11 ]
  %35 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 3
  store i32 0, i32* %35, align 4, !tbaa !42
  %36 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 6
  store i64 0, i64* %36, align 8, !tbaa !43
  %37 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 4
  %38 = load i64, i64* %37, align 8, !tbaa !44
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %44, label %40

40:                                               ; preds = %33
  %41 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 10
  %42 = load i64, i64* %41, align 8, !tbaa !45
  %43 = icmp eq i64 %38, %42
  br i1 %43, label %44, label %48

44:                                               ; preds = %40, %33
  %45 = ptrtoint i8* %34 to i64
  %46 = ptrtoint i8* %1 to i64
  %47 = sub i64 %45, %46
  br label %48

48:                                               ; preds = %44, %40, %17, %7, %4
  %49 = phi i64 [ %47, %44 ], [ %5, %4 ], [ -11, %7 ], [ -14, %40 ], [ -11, %17 ]
  ret i64 %49
}

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_createCompressionContext(%struct.LZ4F_cctx_s** noundef writeonly %0, i32 noundef %1) local_unnamed_addr #8 {
  %3 = icmp eq %struct.LZ4F_cctx_s** %0, null
  br i1 %3, label %12, label %4

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(216) i8* @calloc(i64 noundef 1, i64 noundef 216) #12
  %6 = icmp eq i8* %5, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  store %struct.LZ4F_cctx_s* null, %struct.LZ4F_cctx_s** %0, align 8, !tbaa !46
  br label %12

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, i8* %5, i64 88
  %10 = bitcast i8* %9 to i32*
  store i32 %1, i32* %10, align 8, !tbaa !47
  %11 = bitcast %struct.LZ4F_cctx_s** %0 to i8**
  store i8* %5, i8** %11, align 8, !tbaa !46
  br label %12

12:                                               ; preds = %8, %7, %2
  %13 = phi i64 [ -9, %7 ], [ 0, %8 ], [ -21, %2 ]
  ret i64 %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @LZ4F_resetDecompressionContext(%struct.LZ4F_dctx_s* nocapture noundef writeonly %0) local_unnamed_addr #10 {
  %2 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 3
  store i32 0, i32* %2, align 4, !tbaa !48
  %3 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 11
  %4 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 18
  store i32 0, i32* %4, align 8, !tbaa !50
  %5 = bitcast i8** %3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  ret void
}

; Function Attrs: nounwind uwtable
declare dso_local i64 @LZ4F_decompress(%struct.LZ4F_dctx_s* noundef, i8* noundef, i64* nocapture noundef, i8* noundef, i64* nocapture noundef, %struct.LZ4F_decompressOptions_t* noundef readonly) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_decompress_usingDict(%struct.LZ4F_dctx_s* noundef %0, i8* noundef %1, i64* nocapture noundef %2, i8* noundef %3, i64* nocapture noundef %4, i8* noundef %5, i64 noundef %6, %struct.LZ4F_decompressOptions_t* noundef %7) local_unnamed_addr #8 {
  %9 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 3
  %10 = load i32, i32* %9, align 4, !tbaa !48
  %11 = icmp ult i32 %10, 3
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  %13 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 11
  store i8* %5, i8** %13, align 8, !tbaa !51
  %14 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 12
  store i64 %6, i64* %14, align 8, !tbaa !52
  br label %15

15:                                               ; preds = %12, %8
  %16 = tail call i64 @LZ4F_decompress(%struct.LZ4F_dctx_s* noundef nonnull %0, i8* noundef %1, i64* noundef %2, i8* noundef %3, i64* noundef %4, %struct.LZ4F_decompressOptions_t* noundef %7)
  ret i64 %16
}

; Function Attrs: nounwind uwtable
declare dso_local i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compress_HC_extStateHC(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #8 {
  %7 = icmp ne i8* %0, null
  %8 = ptrtoint i8* %0 to i64
  %9 = and i64 %8, 7
  %10 = icmp eq i64 %9, 0
  %11 = and i1 %7, %10
  br i1 %11, label %12, label %16

12:                                               ; preds = %6
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false) #12
  %13 = getelementptr inbounds i8, i8* %0, i64 262180
  %14 = bitcast i8* %13 to i16*
  store i16 9, i16* %14, align 4, !tbaa !14
  %15 = tail call i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %0, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5)
  br label %16

16:                                               ; preds = %12, %6
  %17 = phi i32 [ %15, %12 ], [ 0, %6 ]
  ret i32 %17
}

; Function Attrs: nounwind uwtable
declare hidden fastcc i32 @LZ4_compressHC_continue_generic(%union.LZ4_streamHC_u* noundef, i8* noundef, i8* noundef, i32* nocapture noundef, i32 noundef, i32 noundef) unnamed_addr #8

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC(i8* noundef %0, i8* noundef %1, i32 noundef %2) local_unnamed_addr #8 {
  %4 = tail call i32 @LZ4_compressBound(i32 noundef %2) #12
  %5 = tail call noalias dereferenceable_or_null(262200) i8* @malloc(i64 noundef 262200) #12
  %6 = icmp eq i8* %5, null
  br i1 %6, label %17, label %7

7:                                                ; preds = %3
  %8 = ptrtoint i8* %5 to i64
  %9 = and i64 %8, 7
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %5, i8 0, i64 262192, i1 false) #12
  %12 = getelementptr inbounds i8, i8* %5, i64 262180
  %13 = bitcast i8* %12 to i16*
  store i16 9, i16* %13, align 4, !tbaa !14
  %14 = tail call i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %5, i8* noundef %0, i8* noundef %1, i32 noundef %2, i32 noundef %4, i32 noundef 0) #12
  br label %15

15:                                               ; preds = %11, %7
  %16 = phi i32 [ %14, %11 ], [ 0, %7 ]
  tail call void @free(i8* noundef nonnull %5) #12
  br label %17

17:                                               ; preds = %15, %3
  %18 = phi i32 [ %16, %15 ], [ 0, %3 ]
  ret i32 %18
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC2_limitedOutput_withStateHC(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #8 {
  %7 = icmp ne i8* %0, null
  %8 = ptrtoint i8* %0 to i64
  %9 = and i64 %8, 7
  %10 = icmp eq i64 %9, 0
  %11 = and i1 %7, %10
  br i1 %11, label %12, label %16

12:                                               ; preds = %6
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false) #12
  %13 = getelementptr inbounds i8, i8* %0, i64 262180
  %14 = bitcast i8* %13 to i16*
  store i16 9, i16* %14, align 4, !tbaa !14
  %15 = tail call i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %0, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #12
  br label %16

16:                                               ; preds = %12, %6
  %17 = phi i32 [ %15, %12 ], [ 0, %6 ]
  ret i32 %17
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC_limitedOutput_continue(%union.LZ4_streamHC_u* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #8 {
  %6 = alloca i32, align 4
  %7 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7)
  store i32 %3, i32* %6, align 4, !tbaa !15
  %8 = tail call i32 @LZ4_compressBound(i32 noundef %3) #12
  %9 = icmp sgt i32 %8, %4
  %10 = zext i1 %9 to i32
  %11 = call fastcc i32 @LZ4_compressHC_continue_generic(%union.LZ4_streamHC_u* noundef %0, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %6, i32 noundef %4, i32 noundef %10) #12
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7)
  ret i32 %11
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i8* @LZ4_createHC(i8* noundef %0) local_unnamed_addr #11 {
  %2 = tail call noalias dereferenceable_or_null(262200) i8* @calloc(i64 noundef 1, i64 noundef 262200) #12
  %3 = bitcast i8* %2 to %union.LZ4_streamHC_u*
  %4 = icmp eq i8* %2, null
  br i1 %4, label %13, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %3, i64 0, i32 0, i32 8
  store i16 9, i16* %6, align 4, !tbaa !14
  %7 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %3, i64 0, i32 0, i32 2
  %8 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %3, i64 0, i32 0, i32 3
  %9 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %3, i64 0, i32 0, i32 5
  %10 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %3, i64 0, i32 0, i32 7
  store i32 65536, i32* %10, align 8, !tbaa !53
  store i8* %0, i8** %8, align 8, !tbaa !55
  store i8* %0, i8** %7, align 8, !tbaa !56
  %11 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %3, i64 0, i32 0, i32 4
  store i8* %0, i8** %11, align 8, !tbaa !57
  store i32 65536, i32* %9, align 8, !tbaa !58
  %12 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %3, i64 0, i32 0, i32 6
  store i32 65536, i32* %12, align 4, !tbaa !59
  br label %13

13:                                               ; preds = %5, %1
  ret i8* %2
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i8* @LZ4_slideInputBufferHC(i8* noundef %0) local_unnamed_addr #4 {
  %2 = getelementptr inbounds i8, i8* %0, i64 262152
  %3 = bitcast i8* %2 to i8**
  %4 = load i8*, i8** %3, align 8, !tbaa !14
  %5 = getelementptr inbounds i8, i8* %0, i64 262168
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 8, !tbaa !14
  %8 = getelementptr inbounds i8, i8* %0, i64 262172
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4, !tbaa !14
  %11 = getelementptr inbounds i8, i8* %0, i64 262180
  %12 = bitcast i8* %11 to i16*
  %13 = load i16, i16* %12, align 4, !tbaa !14
  %14 = getelementptr inbounds i8, i8* %0, i64 262183
  %15 = load i8, i8* %14, align 1, !tbaa !14
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %22, label %17

17:                                               ; preds = %1
  %18 = ptrtoint i8* %0 to i64
  %19 = and i64 %18, 7
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %21, label %34

21:                                               ; preds = %17
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false) #12
  br label %34

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, i8* %0, i64 262144
  %24 = bitcast i8* %23 to i8**
  %25 = load i8*, i8** %24, align 8, !tbaa !14
  %26 = icmp eq i8* %25, null
  br i1 %26, label %31, label %27

27:                                               ; preds = %22
  %28 = ptrtoint i8* %4 to i64
  %29 = sub i64 0, %28
  %30 = getelementptr inbounds i8, i8* %25, i64 %29
  store i8* %30, i8** %24, align 8, !tbaa !14
  br label %31

31:                                               ; preds = %27, %22
  store i8* null, i8** %3, align 8, !tbaa !14
  %32 = getelementptr inbounds i8, i8* %0, i64 262184
  %33 = bitcast i8* %32 to %struct.LZ4HC_CCtx_internal**
  store %struct.LZ4HC_CCtx_internal* null, %struct.LZ4HC_CCtx_internal** %33, align 8, !tbaa !14
  br label %34

34:                                               ; preds = %31, %21, %17
  %35 = zext i32 %7 to i64
  %36 = sub nsw i64 0, %35
  %37 = getelementptr inbounds i8, i8* %4, i64 %36
  %38 = zext i32 %10 to i64
  %39 = getelementptr inbounds i8, i8* %37, i64 %38
  %40 = icmp slt i16 %13, 1
  %41 = select i1 %40, i16 9, i16 %13
  %42 = icmp ult i16 %41, 12
  %43 = select i1 %42, i16 %41, i16 12
  store i16 %43, i16* %12, align 4, !tbaa !14
  ret i8* %39
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { argmemonly nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly nofree nounwind willreturn }
attributes #8 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }

!llvm.ident = !{!0, !0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !10, i64 16404}
!6 = !{!"LZ4_stream_t_internal", !7, i64 0, !9, i64 16384, !9, i64 16392, !10, i64 16400, !10, i64 16404, !10, i64 16408}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"any pointer", !7, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!6, !10, i64 16400}
!12 = !{!6, !10, i64 16408}
!13 = !{!6, !9, i64 16384}
!14 = !{!7, !7, i64 0}
!15 = !{!10, !10, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = !{!20}
!20 = distinct !{!20, !21}
!21 = distinct !{!21, !"LVerDomain"}
!22 = !{!23}
!23 = distinct !{!23, !21}
!24 = distinct !{!24, !17, !25}
!25 = !{!"llvm.loop.isvectorized", i32 1}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.unroll.disable"}
!28 = distinct !{!28, !17, !25, !29}
!29 = !{!"llvm.loop.unroll.runtime.disable"}
!30 = distinct !{!30, !27}
!31 = distinct !{!31, !17, !25}
!32 = !{!33, !33, i64 0}
!33 = !{!"long", !7, i64 0}
!34 = !{!35, !7, i64 40}
!35 = !{!"LZ4F_cctx_s", !36, i64 0, !37, i64 32, !10, i64 88, !10, i64 92, !9, i64 96, !33, i64 104, !33, i64 112, !9, i64 120, !9, i64 128, !33, i64 136, !33, i64 144, !40, i64 152, !9, i64 200, !41, i64 208, !41, i64 210, !7, i64 212}
!36 = !{!"", !9, i64 0, !9, i64 8, !9, i64 16, !9, i64 24}
!37 = !{!"", !38, i64 0, !10, i64 32, !10, i64 36, !10, i64 40, !7, i64 44}
!38 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !39, i64 16, !10, i64 24, !7, i64 28}
!39 = !{!"long long", !7, i64 0}
!40 = !{!"XXH32_state_s", !10, i64 0, !10, i64 4, !10, i64 8, !10, i64 12, !10, i64 16, !10, i64 20, !7, i64 24, !10, i64 40, !10, i64 44}
!41 = !{!"short", !7, i64 0}
!42 = !{!35, !10, i64 92}
!43 = !{!35, !33, i64 112}
!44 = !{!35, !39, i64 48}
!45 = !{!35, !33, i64 144}
!46 = !{!9, !9, i64 0}
!47 = !{!35, !10, i64 88}
!48 = !{!49, !7, i64 68}
!49 = !{!"LZ4F_dctx_s", !36, i64 0, !38, i64 32, !10, i64 64, !7, i64 68, !33, i64 72, !33, i64 80, !33, i64 88, !9, i64 96, !33, i64 104, !33, i64 112, !9, i64 120, !9, i64 128, !33, i64 136, !9, i64 144, !33, i64 152, !33, i64 160, !40, i64 168, !40, i64 216, !10, i64 264, !7, i64 268}
!50 = !{!49, !10, i64 264}
!51 = !{!49, !9, i64 128}
!52 = !{!49, !33, i64 136}
!53 = !{!54, !10, i64 262176}
!54 = !{!"LZ4HC_CCtx_internal", !7, i64 0, !7, i64 131072, !9, i64 262144, !9, i64 262152, !9, i64 262160, !10, i64 262168, !10, i64 262172, !10, i64 262176, !41, i64 262180, !7, i64 262182, !7, i64 262183, !9, i64 262184}
!55 = !{!54, !9, i64 262152}
!56 = !{!54, !9, i64 262144}
!57 = !{!54, !9, i64 262160}
!58 = !{!54, !10, i64 262168}
!59 = !{!54, !10, i64 262172}
