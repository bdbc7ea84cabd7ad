; ModuleID = '/tmp/tmpqgxc_g9h/lz4.ll'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.LZ4_stream_u = type { %struct.LZ4_stream_t_internal }
%struct.LZ4_stream_t_internal = type { [4096 x i32], i8*, %struct.LZ4_stream_t_internal*, i32, i32, i32 }
%union.LZ4_streamDecode_u = type { %struct.LZ4_streamDecode_t_internal }
%struct.LZ4_streamDecode_t_internal = type { i8*, i8*, i64, i64 }
%struct.LZ4F_preferences_t = type { %struct.LZ4F_frameInfo_t, i32, i32, i32, [3 x i32] }
%struct.LZ4F_frameInfo_t = type { i32, i32, i32, i32, i64, i32, i32 }
%struct.LZ4F_cctx_s = type { %struct.LZ4F_CustomMem, %struct.LZ4F_preferences_t, i32, i32, %struct.LZ4F_CDict_s*, i64, i64, i8*, i8*, i64, i64, %struct.XXH32_state_s, i8*, i16, i16, i32 }
%struct.LZ4F_CustomMem = type { i8* (i8*, i64)*, i8* (i8*, i64)*, void (i8*, i8*)*, i8* }
%struct.XXH32_state_s = type { i32, i32, i32, i32, i32, i32, [4 x i32], i32, i32 }
%struct.LZ4F_CDict_s = type { %struct.LZ4F_CustomMem, i8*, %union.LZ4_stream_u*, %union.LZ4_streamHC_u* }
%union.LZ4_streamHC_u = type { %struct.LZ4HC_CCtx_internal, [8 x i8] }
%struct.LZ4HC_CCtx_internal = type { [32768 x i32], [65536 x i16], i8*, i8*, i8*, i32, i32, i32, i16, i8, i8, %struct.LZ4HC_CCtx_internal* }
%struct.LZ4F_compressOptions_t = type { i32, [3 x i32] }
%struct.LZ4F_dctx_s = type { %struct.LZ4F_CustomMem, %struct.LZ4F_frameInfo_t, i32, i32, i64, i64, i64, i8*, i64, i64, i8*, i8*, i64, i8*, i64, i64, %struct.XXH32_state_s, %struct.XXH32_state_s, i32, [19 x i8] }
%struct.LZ4F_decompressOptions_t = type { i32, i32, i32, i32 }

@.str.1 = external hidden unnamed_addr constant [23 x i8], align 1
@reltable.LZ4F_getErrorName = external hidden unnamed_addr constant [23 x i32], align 4
@LZ4F_getBlockSize.blockSizes = external hidden unnamed_addr constant [4 x i64], align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @LZ4_compressBound(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ugt i32 %0, 2113929216
  br i1 %2, label %7, label %3

3:                                                ; preds = %1
  %4 = udiv i32 %0, 255
  %5 = add nuw nsw i32 %0, 16
  %6 = add nuw nsw i32 %5, %4
  br label %7

7:                                                ; preds = %3, %1
  %8 = phi i32 [ %6, %3 ], [ 0, %1 ]
  ret i32 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
declare dso_local i32 @LZ4_sizeofState() local_unnamed_addr #0

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local i32 @LZ4_compress_fast_extState(i8* noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn writeonly
define dso_local %union.LZ4_stream_u* @LZ4_initStream(i8* noundef %0, i64 noundef %1) local_unnamed_addr #4 {
  %3 = icmp ne i8* %0, null
  %4 = icmp ugt i64 %1, 16415
  %5 = and i1 %3, %4
  %6 = ptrtoint i8* %0 to i64
  %7 = and i64 %6, 7
  %8 = icmp eq i64 %7, 0
  %9 = and i1 %5, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %2
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16416) %0, i8 0, i64 16416, i1 false)
  %11 = bitcast i8* %0 to %union.LZ4_stream_u*
  br label %12

12:                                               ; preds = %10, %2
  %13 = phi %union.LZ4_stream_u* [ %11, %10 ], [ null, %2 ]
  ret %union.LZ4_stream_u* %13
}

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local i32 @LZ4_compress_fast_extState_fastReset(i8* noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local %union.LZ4_stream_u* @LZ4_createStream() local_unnamed_addr #6 {
  %1 = tail call noalias dereferenceable_or_null(16416) i8* @malloc(i64 noundef 16416) #19
  %2 = icmp eq i8* %1, null
  br i1 %2, label %9, label %3

3:                                                ; preds = %0
  %4 = bitcast i8* %1 to %union.LZ4_stream_u*
  %5 = ptrtoint i8* %1 to i64
  %6 = and i64 %5, 7
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %3
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16416) %1, i8 0, i64 16416, i1 false) #19
  br label %9

9:                                                ; preds = %8, %3, %0
  %10 = phi %union.LZ4_stream_u* [ null, %0 ], [ %4, %3 ], [ %4, %8 ]
  ret %union.LZ4_stream_u* %10
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
declare dso_local void @LZ4_resetStream_fast(%union.LZ4_stream_u* nocapture noundef) local_unnamed_addr #8

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local i32 @LZ4_loadDict(%union.LZ4_stream_u* nocapture noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @LZ4_attach_dictionary(%union.LZ4_stream_u* nocapture noundef %0, %union.LZ4_stream_u* noundef %1) local_unnamed_addr #10 {
  %3 = getelementptr %union.LZ4_stream_u, %union.LZ4_stream_u* %1, i64 0, i32 0
  %4 = icmp eq %union.LZ4_stream_u* %1, null
  br i1 %4, label %15, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 3
  %7 = load i32, i32* %6, align 8, !tbaa !5
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %5
  store i32 65536, i32* %6, align 8, !tbaa !5
  br label %10

10:                                               ; preds = %9, %5
  %11 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %1, i64 0, i32 0, i32 5
  %12 = load i32, i32* %11, align 8, !tbaa !8
  %13 = icmp eq i32 %12, 0
  %14 = select i1 %13, %struct.LZ4_stream_t_internal* null, %struct.LZ4_stream_t_internal* %3
  br label %15

15:                                               ; preds = %10, %2
  %16 = phi %struct.LZ4_stream_t_internal* [ %14, %10 ], [ null, %2 ]
  %17 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 2
  store %struct.LZ4_stream_t_internal* %16, %struct.LZ4_stream_t_internal** %17, align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local i32 @LZ4_compress_fast_continue(%union.LZ4_stream_u* noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @LZ4_saveDict(%union.LZ4_stream_u* nocapture noundef %0, i8* noundef %1, i32 noundef %2) local_unnamed_addr #8 {
  %4 = icmp ult i32 %2, 65536
  %5 = select i1 %4, i32 %2, i32 65536
  %6 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 5
  %7 = load i32, i32* %6, align 8, !tbaa !8
  %8 = icmp ugt i32 %5, %7
  %9 = select i1 %8, i32 %7, i32 %5
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %19, label %11

11:                                               ; preds = %3
  %12 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 1
  %13 = load i8*, i8** %12, align 8, !tbaa !12
  %14 = zext i32 %7 to i64
  %15 = getelementptr inbounds i8, i8* %13, i64 %14
  %16 = zext i32 %9 to i64
  %17 = sub nsw i64 0, %16
  %18 = getelementptr inbounds i8, i8* %15, i64 %17
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %1, i8* align 1 %18, i64 %16, i1 false)
  br label %19

19:                                               ; preds = %11, %3
  %20 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 1
  store i8* %1, i8** %20, align 8, !tbaa !12
  store i32 %9, i32* %6, align 8, !tbaa !8
  ret i32 %9
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i64 @read_long_length_no_check(i8** nocapture noundef %0) local_unnamed_addr #11 {
  %2 = load i8*, i8** %0, align 8, !tbaa !13
  br label %3

3:                                                ; preds = %3, %1
  %4 = phi i8* [ %2, %1 ], [ %8, %3 ]
  %5 = phi i64 [ 0, %1 ], [ %9, %3 ]
  %6 = load i8, i8* %4, align 1, !tbaa !5
  %7 = zext i8 %6 to i64
  %8 = getelementptr inbounds i8, i8* %4, i64 1
  store i8* %8, i8** %0, align 8, !tbaa !13
  %9 = add i64 %5, %7
  %10 = icmp eq i8 %6, -1
  br i1 %10, label %3, label %11, !llvm.loop !14

11:                                               ; preds = %3
  ret i64 %9
}

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local i32 @LZ4_decompress_safe(i8* noundef, i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @LZ4_decompress_fast(i8* noundef %0, i8* noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds i8, i8* %1, i64 %4
  %6 = ptrtoint i8* %5 to i64
  %7 = ptrtoint i8* %1 to i64
  br label %8

8:                                                ; preds = %219, %3
  %9 = phi i8* [ %0, %3 ], [ %60, %219 ]
  %10 = phi i8* [ %1, %3 ], [ %220, %219 ]
  %11 = getelementptr inbounds i8, i8* %9, i64 1
  %12 = load i8, i8* %9, align 1, !tbaa !5
  %13 = zext i8 %12 to i32
  %14 = lshr i32 %13, 4
  %15 = zext i32 %14 to i64
  %16 = icmp eq i32 %14, 15
  br i1 %16, label %17, label %27

17:                                               ; preds = %17, %8
  %18 = phi i8* [ %22, %17 ], [ %11, %8 ]
  %19 = phi i64 [ %23, %17 ], [ 0, %8 ]
  %20 = load i8, i8* %18, align 1, !tbaa !5
  %21 = zext i8 %20 to i64
  %22 = getelementptr inbounds i8, i8* %18, i64 1
  %23 = add i64 %19, %21
  %24 = icmp eq i8 %20, -1
  br i1 %24, label %17, label %25, !llvm.loop !14

25:                                               ; preds = %17
  %26 = add i64 %23, 15
  br label %27

27:                                               ; preds = %25, %8
  %28 = phi i8* [ %22, %25 ], [ %11, %8 ]
  %29 = phi i64 [ %26, %25 ], [ %15, %8 ]
  %30 = ptrtoint i8* %10 to i64
  %31 = sub i64 %6, %30
  %32 = icmp ult i64 %31, %29
  br i1 %32, label %229, label %33

33:                                               ; preds = %27
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %10, i8* nonnull align 1 %28, i64 %29, i1 false) #19
  %34 = getelementptr i8, i8* %10, i64 %29
  %35 = getelementptr inbounds i8, i8* %28, i64 %29
  %36 = ptrtoint i8* %34 to i64
  %37 = sub i64 %6, %36
  %38 = icmp ult i64 %37, 12
  br i1 %38, label %39, label %41

39:                                               ; preds = %33
  %40 = icmp eq i8* %34, %5
  br i1 %40, label %224, label %229

41:                                               ; preds = %33
  %42 = and i32 %13, 15
  %43 = zext i32 %42 to i64
  %44 = bitcast i8* %35 to i16*
  %45 = load i16, i16* %44, align 1, !tbaa !5
  %46 = zext i16 %45 to i64
  %47 = getelementptr inbounds i8, i8* %35, i64 2
  %48 = icmp eq i32 %42, 15
  br i1 %48, label %49, label %59

49:                                               ; preds = %49, %41
  %50 = phi i8* [ %54, %49 ], [ %47, %41 ]
  %51 = phi i64 [ %55, %49 ], [ 0, %41 ]
  %52 = load i8, i8* %50, align 1, !tbaa !5
  %53 = zext i8 %52 to i64
  %54 = getelementptr inbounds i8, i8* %50, i64 1
  %55 = add i64 %51, %53
  %56 = icmp eq i8 %52, -1
  br i1 %56, label %49, label %57, !llvm.loop !14

57:                                               ; preds = %49
  %58 = add i64 %55, 15
  br label %59

59:                                               ; preds = %57, %41
  %60 = phi i8* [ %54, %57 ], [ %47, %41 ]
  %61 = phi i64 [ %58, %57 ], [ %43, %41 ]
  %62 = add i64 %61, 4
  %63 = icmp ult i64 %37, %62
  %64 = sub i64 %36, %7
  %65 = icmp ult i64 %64, %46
  %66 = select i1 %63, i1 true, i1 %65
  br i1 %66, label %229, label %67

67:                                               ; preds = %59
  %68 = sub nsw i64 0, %46
  %69 = getelementptr i8, i8* %34, i64 %68
  %70 = icmp eq i64 %62, 0
  br i1 %70, label %219, label %71

71:                                               ; preds = %67
  %72 = icmp ult i64 %62, 8
  br i1 %72, label %182, label %73

73:                                               ; preds = %71
  %74 = getelementptr i8, i8* %10, i64 4
  %75 = add i64 %61, %29
  %76 = getelementptr i8, i8* %74, i64 %75
  %77 = getelementptr i8, i8* %10, i64 4
  %78 = sub i64 %75, %46
  %79 = getelementptr i8, i8* %77, i64 %78
  %80 = icmp ult i8* %34, %79
  %81 = icmp ult i8* %69, %76
  %82 = and i1 %80, %81
  br i1 %82, label %182, label %83

83:                                               ; preds = %73
  %84 = icmp ult i64 %62, 32
  br i1 %84, label %167, label %85

85:                                               ; preds = %83
  %86 = and i64 %62, -32
  %87 = add i64 %86, -32
  %88 = lshr exact i64 %87, 5
  %89 = add nuw nsw i64 %88, 1
  %90 = and i64 %89, 3
  %91 = icmp ult i64 %87, 96
  br i1 %91, label %143, label %92

92:                                               ; preds = %85
  %93 = and i64 %89, 1152921504606846972
  br label %94

94:                                               ; preds = %94, %92
  %95 = phi i64 [ 0, %92 ], [ %140, %94 ]
  %96 = phi i64 [ 0, %92 ], [ %141, %94 ]
  %97 = getelementptr inbounds i8, i8* %69, i64 %95
  %98 = bitcast i8* %97 to <16 x i8>*
  %99 = load <16 x i8>, <16 x i8>* %98, align 1, !tbaa !5, !alias.scope !16
  %100 = getelementptr inbounds i8, i8* %97, i64 16
  %101 = bitcast i8* %100 to <16 x i8>*
  %102 = load <16 x i8>, <16 x i8>* %101, align 1, !tbaa !5, !alias.scope !16
  %103 = getelementptr inbounds i8, i8* %34, i64 %95
  %104 = bitcast i8* %103 to <16 x i8>*
  store <16 x i8> %99, <16 x i8>* %104, align 1, !tbaa !5, !alias.scope !19, !noalias !16
  %105 = getelementptr inbounds i8, i8* %103, i64 16
  %106 = bitcast i8* %105 to <16 x i8>*
  store <16 x i8> %102, <16 x i8>* %106, align 1, !tbaa !5, !alias.scope !19, !noalias !16
  %107 = or i64 %95, 32
  %108 = getelementptr inbounds i8, i8* %69, i64 %107
  %109 = bitcast i8* %108 to <16 x i8>*
  %110 = load <16 x i8>, <16 x i8>* %109, align 1, !tbaa !5, !alias.scope !16
  %111 = getelementptr inbounds i8, i8* %108, i64 16
  %112 = bitcast i8* %111 to <16 x i8>*
  %113 = load <16 x i8>, <16 x i8>* %112, align 1, !tbaa !5, !alias.scope !16
  %114 = getelementptr inbounds i8, i8* %34, i64 %107
  %115 = bitcast i8* %114 to <16 x i8>*
  store <16 x i8> %110, <16 x i8>* %115, align 1, !tbaa !5, !alias.scope !19, !noalias !16
  %116 = getelementptr inbounds i8, i8* %114, i64 16
  %117 = bitcast i8* %116 to <16 x i8>*
  store <16 x i8> %113, <16 x i8>* %117, align 1, !tbaa !5, !alias.scope !19, !noalias !16
  %118 = or i64 %95, 64
  %119 = getelementptr inbounds i8, i8* %69, i64 %118
  %120 = bitcast i8* %119 to <16 x i8>*
  %121 = load <16 x i8>, <16 x i8>* %120, align 1, !tbaa !5, !alias.scope !16
  %122 = getelementptr inbounds i8, i8* %119, i64 16
  %123 = bitcast i8* %122 to <16 x i8>*
  %124 = load <16 x i8>, <16 x i8>* %123, align 1, !tbaa !5, !alias.scope !16
  %125 = getelementptr inbounds i8, i8* %34, i64 %118
  %126 = bitcast i8* %125 to <16 x i8>*
  store <16 x i8> %121, <16 x i8>* %126, align 1, !tbaa !5, !alias.scope !19, !noalias !16
  %127 = getelementptr inbounds i8, i8* %125, i64 16
  %128 = bitcast i8* %127 to <16 x i8>*
  store <16 x i8> %124, <16 x i8>* %128, align 1, !tbaa !5, !alias.scope !19, !noalias !16
  %129 = or i64 %95, 96
  %130 = getelementptr inbounds i8, i8* %69, i64 %129
  %131 = bitcast i8* %130 to <16 x i8>*
  %132 = load <16 x i8>, <16 x i8>* %131, align 1, !tbaa !5, !alias.scope !16
  %133 = getelementptr inbounds i8, i8* %130, i64 16
  %134 = bitcast i8* %133 to <16 x i8>*
  %135 = load <16 x i8>, <16 x i8>* %134, align 1, !tbaa !5, !alias.scope !16
  %136 = getelementptr inbounds i8, i8* %34, i64 %129
  %137 = bitcast i8* %136 to <16 x i8>*
  store <16 x i8> %132, <16 x i8>* %137, align 1, !tbaa !5, !alias.scope !19, !noalias !16
  %138 = getelementptr inbounds i8, i8* %136, i64 16
  %139 = bitcast i8* %138 to <16 x i8>*
  store <16 x i8> %135, <16 x i8>* %139, align 1, !tbaa !5, !alias.scope !19, !noalias !16
  %140 = add nuw i64 %95, 128
  %141 = add i64 %96, 4
  %142 = icmp eq i64 %141, %93
  br i1 %142, label %143, label %94, !llvm.loop !21

143:                                              ; preds = %94, %85
  %144 = phi i64 [ 0, %85 ], [ %140, %94 ]
  %145 = icmp eq i64 %90, 0
  br i1 %145, label %162, label %146

146:                                              ; preds = %146, %143
  %147 = phi i64 [ %159, %146 ], [ %144, %143 ]
  %148 = phi i64 [ %160, %146 ], [ 0, %143 ]
  %149 = getelementptr inbounds i8, i8* %69, i64 %147
  %150 = bitcast i8* %149 to <16 x i8>*
  %151 = load <16 x i8>, <16 x i8>* %150, align 1, !tbaa !5, !alias.scope !16
  %152 = getelementptr inbounds i8, i8* %149, i64 16
  %153 = bitcast i8* %152 to <16 x i8>*
  %154 = load <16 x i8>, <16 x i8>* %153, align 1, !tbaa !5, !alias.scope !16
  %155 = getelementptr inbounds i8, i8* %34, i64 %147
  %156 = bitcast i8* %155 to <16 x i8>*
  store <16 x i8> %151, <16 x i8>* %156, align 1, !tbaa !5, !alias.scope !19, !noalias !16
  %157 = getelementptr inbounds i8, i8* %155, i64 16
  %158 = bitcast i8* %157 to <16 x i8>*
  store <16 x i8> %154, <16 x i8>* %158, align 1, !tbaa !5, !alias.scope !19, !noalias !16
  %159 = add nuw i64 %147, 32
  %160 = add i64 %148, 1
  %161 = icmp eq i64 %160, %90
  br i1 %161, label %162, label %146, !llvm.loop !23

162:                                              ; preds = %146, %143
  %163 = icmp eq i64 %62, %86
  br i1 %163, label %219, label %164

164:                                              ; preds = %162
  %165 = and i64 %62, 24
  %166 = icmp eq i64 %165, 0
  br i1 %166, label %182, label %167

167:                                              ; preds = %164, %83
  %168 = phi i64 [ %86, %164 ], [ 0, %83 ]
  %169 = add i64 %61, 4
  %170 = and i64 %169, -8
  br label %171

171:                                              ; preds = %171, %167
  %172 = phi i64 [ %168, %167 ], [ %178, %171 ]
  %173 = getelementptr inbounds i8, i8* %69, i64 %172
  %174 = bitcast i8* %173 to <8 x i8>*
  %175 = load <8 x i8>, <8 x i8>* %174, align 1, !tbaa !5
  %176 = getelementptr inbounds i8, i8* %34, i64 %172
  %177 = bitcast i8* %176 to <8 x i8>*
  store <8 x i8> %175, <8 x i8>* %177, align 1, !tbaa !5
  %178 = add nuw i64 %172, 8
  %179 = icmp eq i64 %178, %170
  br i1 %179, label %180, label %171, !llvm.loop !25

180:                                              ; preds = %171
  %181 = icmp eq i64 %169, %170
  br i1 %181, label %219, label %182

182:                                              ; preds = %180, %164, %73, %71
  %183 = phi i64 [ 0, %71 ], [ 0, %73 ], [ %86, %164 ], [ %170, %180 ]
  %184 = add i64 %61, 3
  %185 = sub i64 %184, %183
  %186 = and i64 %61, 3
  %187 = icmp eq i64 %186, 0
  br i1 %187, label %197, label %188

188:                                              ; preds = %188, %182
  %189 = phi i64 [ %194, %188 ], [ %183, %182 ]
  %190 = phi i64 [ %195, %188 ], [ 0, %182 ]
  %191 = getelementptr inbounds i8, i8* %69, i64 %189
  %192 = load i8, i8* %191, align 1, !tbaa !5
  %193 = getelementptr inbounds i8, i8* %34, i64 %189
  store i8 %192, i8* %193, align 1, !tbaa !5
  %194 = add nuw i64 %189, 1
  %195 = add i64 %190, 1
  %196 = icmp eq i64 %195, %186
  br i1 %196, label %197, label %188, !llvm.loop !27

197:                                              ; preds = %188, %182
  %198 = phi i64 [ %183, %182 ], [ %194, %188 ]
  %199 = icmp ult i64 %185, 3
  br i1 %199, label %219, label %200

200:                                              ; preds = %200, %197
  %201 = phi i64 [ %217, %200 ], [ %198, %197 ]
  %202 = getelementptr inbounds i8, i8* %69, i64 %201
  %203 = load i8, i8* %202, align 1, !tbaa !5
  %204 = getelementptr inbounds i8, i8* %34, i64 %201
  store i8 %203, i8* %204, align 1, !tbaa !5
  %205 = add nuw i64 %201, 1
  %206 = getelementptr inbounds i8, i8* %69, i64 %205
  %207 = load i8, i8* %206, align 1, !tbaa !5
  %208 = getelementptr inbounds i8, i8* %34, i64 %205
  store i8 %207, i8* %208, align 1, !tbaa !5
  %209 = add nuw i64 %201, 2
  %210 = getelementptr inbounds i8, i8* %69, i64 %209
  %211 = load i8, i8* %210, align 1, !tbaa !5
  %212 = getelementptr inbounds i8, i8* %34, i64 %209
  store i8 %211, i8* %212, align 1, !tbaa !5
  %213 = add nuw i64 %201, 3
  %214 = getelementptr inbounds i8, i8* %69, i64 %213
  %215 = load i8, i8* %214, align 1, !tbaa !5
  %216 = getelementptr inbounds i8, i8* %34, i64 %213
  store i8 %215, i8* %216, align 1, !tbaa !5
  %217 = add nuw i64 %201, 4
  %218 = icmp eq i64 %201, %61
  br i1 %218, label %219, label %200, !llvm.loop !28

219:                                              ; preds = %200, %197, %180, %162, %67
  %220 = getelementptr inbounds i8, i8* %34, i64 %62
  %221 = ptrtoint i8* %220 to i64
  %222 = sub i64 %6, %221
  %223 = icmp ult i64 %222, 5
  br i1 %223, label %229, label %8

224:                                              ; preds = %39
  %225 = ptrtoint i8* %35 to i64
  %226 = ptrtoint i8* %0 to i64
  %227 = sub i64 %225, %226
  %228 = trunc i64 %227 to i32
  br label %229

229:                                              ; preds = %224, %219, %59, %39, %27
  %230 = phi i32 [ %228, %224 ], [ -1, %39 ], [ -1, %219 ], [ -1, %59 ], [ -1, %27 ]
  ret i32 %230
}

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local i32 @LZ4_decompress_safe_withPrefix64k(i8* noundef, i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @LZ4_decompress_fast_withPrefix64k(i8* noundef %0, i8* noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds i8, i8* %1, i64 %4
  %6 = getelementptr inbounds i8, i8* %1, i64 -65536
  %7 = ptrtoint i8* %5 to i64
  %8 = ptrtoint i8* %6 to i64
  br label %9

9:                                                ; preds = %220, %3
  %10 = phi i8* [ %0, %3 ], [ %61, %220 ]
  %11 = phi i8* [ %1, %3 ], [ %221, %220 ]
  %12 = getelementptr inbounds i8, i8* %10, i64 1
  %13 = load i8, i8* %10, align 1, !tbaa !5
  %14 = zext i8 %13 to i32
  %15 = lshr i32 %14, 4
  %16 = zext i32 %15 to i64
  %17 = icmp eq i32 %15, 15
  br i1 %17, label %18, label %28

18:                                               ; preds = %18, %9
  %19 = phi i8* [ %23, %18 ], [ %12, %9 ]
  %20 = phi i64 [ %24, %18 ], [ 0, %9 ]
  %21 = load i8, i8* %19, align 1, !tbaa !5
  %22 = zext i8 %21 to i64
  %23 = getelementptr inbounds i8, i8* %19, i64 1
  %24 = add i64 %20, %22
  %25 = icmp eq i8 %21, -1
  br i1 %25, label %18, label %26, !llvm.loop !14

26:                                               ; preds = %18
  %27 = add i64 %24, 15
  br label %28

28:                                               ; preds = %26, %9
  %29 = phi i8* [ %23, %26 ], [ %12, %9 ]
  %30 = phi i64 [ %27, %26 ], [ %16, %9 ]
  %31 = ptrtoint i8* %11 to i64
  %32 = sub i64 %7, %31
  %33 = icmp ult i64 %32, %30
  br i1 %33, label %230, label %34

34:                                               ; preds = %28
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %11, i8* nonnull align 1 %29, i64 %30, i1 false) #19
  %35 = getelementptr i8, i8* %11, i64 %30
  %36 = getelementptr inbounds i8, i8* %29, i64 %30
  %37 = ptrtoint i8* %35 to i64
  %38 = sub i64 %7, %37
  %39 = icmp ult i64 %38, 12
  br i1 %39, label %40, label %42

40:                                               ; preds = %34
  %41 = icmp eq i8* %35, %5
  br i1 %41, label %225, label %230

42:                                               ; preds = %34
  %43 = and i32 %14, 15
  %44 = zext i32 %43 to i64
  %45 = bitcast i8* %36 to i16*
  %46 = load i16, i16* %45, align 1, !tbaa !5
  %47 = zext i16 %46 to i64
  %48 = getelementptr inbounds i8, i8* %36, i64 2
  %49 = icmp eq i32 %43, 15
  br i1 %49, label %50, label %60

50:                                               ; preds = %50, %42
  %51 = phi i8* [ %55, %50 ], [ %48, %42 ]
  %52 = phi i64 [ %56, %50 ], [ 0, %42 ]
  %53 = load i8, i8* %51, align 1, !tbaa !5
  %54 = zext i8 %53 to i64
  %55 = getelementptr inbounds i8, i8* %51, i64 1
  %56 = add i64 %52, %54
  %57 = icmp eq i8 %53, -1
  br i1 %57, label %50, label %58, !llvm.loop !14

58:                                               ; preds = %50
  %59 = add i64 %56, 15
  br label %60

60:                                               ; preds = %58, %42
  %61 = phi i8* [ %55, %58 ], [ %48, %42 ]
  %62 = phi i64 [ %59, %58 ], [ %44, %42 ]
  %63 = add i64 %62, 4
  %64 = icmp ult i64 %38, %63
  %65 = sub i64 %37, %8
  %66 = icmp ult i64 %65, %47
  %67 = select i1 %64, i1 true, i1 %66
  br i1 %67, label %230, label %68

68:                                               ; preds = %60
  %69 = sub nsw i64 0, %47
  %70 = getelementptr i8, i8* %35, i64 %69
  %71 = icmp eq i64 %63, 0
  br i1 %71, label %220, label %72

72:                                               ; preds = %68
  %73 = icmp ult i64 %63, 8
  br i1 %73, label %183, label %74

74:                                               ; preds = %72
  %75 = getelementptr i8, i8* %11, i64 4
  %76 = add i64 %62, %30
  %77 = getelementptr i8, i8* %75, i64 %76
  %78 = getelementptr i8, i8* %11, i64 4
  %79 = sub i64 %76, %47
  %80 = getelementptr i8, i8* %78, i64 %79
  %81 = icmp ult i8* %35, %80
  %82 = icmp ult i8* %70, %77
  %83 = and i1 %81, %82
  br i1 %83, label %183, label %84

84:                                               ; preds = %74
  %85 = icmp ult i64 %63, 32
  br i1 %85, label %168, label %86

86:                                               ; preds = %84
  %87 = and i64 %63, -32
  %88 = add i64 %87, -32
  %89 = lshr exact i64 %88, 5
  %90 = add nuw nsw i64 %89, 1
  %91 = and i64 %90, 3
  %92 = icmp ult i64 %88, 96
  br i1 %92, label %144, label %93

93:                                               ; preds = %86
  %94 = and i64 %90, 1152921504606846972
  br label %95

95:                                               ; preds = %95, %93
  %96 = phi i64 [ 0, %93 ], [ %141, %95 ]
  %97 = phi i64 [ 0, %93 ], [ %142, %95 ]
  %98 = getelementptr inbounds i8, i8* %70, i64 %96
  %99 = bitcast i8* %98 to <16 x i8>*
  %100 = load <16 x i8>, <16 x i8>* %99, align 1, !tbaa !5, !alias.scope !29
  %101 = getelementptr inbounds i8, i8* %98, i64 16
  %102 = bitcast i8* %101 to <16 x i8>*
  %103 = load <16 x i8>, <16 x i8>* %102, align 1, !tbaa !5, !alias.scope !29
  %104 = getelementptr inbounds i8, i8* %35, i64 %96
  %105 = bitcast i8* %104 to <16 x i8>*
  store <16 x i8> %100, <16 x i8>* %105, align 1, !tbaa !5, !alias.scope !32, !noalias !29
  %106 = getelementptr inbounds i8, i8* %104, i64 16
  %107 = bitcast i8* %106 to <16 x i8>*
  store <16 x i8> %103, <16 x i8>* %107, align 1, !tbaa !5, !alias.scope !32, !noalias !29
  %108 = or i64 %96, 32
  %109 = getelementptr inbounds i8, i8* %70, i64 %108
  %110 = bitcast i8* %109 to <16 x i8>*
  %111 = load <16 x i8>, <16 x i8>* %110, align 1, !tbaa !5, !alias.scope !29
  %112 = getelementptr inbounds i8, i8* %109, i64 16
  %113 = bitcast i8* %112 to <16 x i8>*
  %114 = load <16 x i8>, <16 x i8>* %113, align 1, !tbaa !5, !alias.scope !29
  %115 = getelementptr inbounds i8, i8* %35, i64 %108
  %116 = bitcast i8* %115 to <16 x i8>*
  store <16 x i8> %111, <16 x i8>* %116, align 1, !tbaa !5, !alias.scope !32, !noalias !29
  %117 = getelementptr inbounds i8, i8* %115, i64 16
  %118 = bitcast i8* %117 to <16 x i8>*
  store <16 x i8> %114, <16 x i8>* %118, align 1, !tbaa !5, !alias.scope !32, !noalias !29
  %119 = or i64 %96, 64
  %120 = getelementptr inbounds i8, i8* %70, i64 %119
  %121 = bitcast i8* %120 to <16 x i8>*
  %122 = load <16 x i8>, <16 x i8>* %121, align 1, !tbaa !5, !alias.scope !29
  %123 = getelementptr inbounds i8, i8* %120, i64 16
  %124 = bitcast i8* %123 to <16 x i8>*
  %125 = load <16 x i8>, <16 x i8>* %124, align 1, !tbaa !5, !alias.scope !29
  %126 = getelementptr inbounds i8, i8* %35, i64 %119
  %127 = bitcast i8* %126 to <16 x i8>*
  store <16 x i8> %122, <16 x i8>* %127, align 1, !tbaa !5, !alias.scope !32, !noalias !29
  %128 = getelementptr inbounds i8, i8* %126, i64 16
  %129 = bitcast i8* %128 to <16 x i8>*
  store <16 x i8> %125, <16 x i8>* %129, align 1, !tbaa !5, !alias.scope !32, !noalias !29
  %130 = or i64 %96, 96
  %131 = getelementptr inbounds i8, i8* %70, i64 %130
  %132 = bitcast i8* %131 to <16 x i8>*
  %133 = load <16 x i8>, <16 x i8>* %132, align 1, !tbaa !5, !alias.scope !29
  %134 = getelementptr inbounds i8, i8* %131, i64 16
  %135 = bitcast i8* %134 to <16 x i8>*
  %136 = load <16 x i8>, <16 x i8>* %135, align 1, !tbaa !5, !alias.scope !29
  %137 = getelementptr inbounds i8, i8* %35, i64 %130
  %138 = bitcast i8* %137 to <16 x i8>*
  store <16 x i8> %133, <16 x i8>* %138, align 1, !tbaa !5, !alias.scope !32, !noalias !29
  %139 = getelementptr inbounds i8, i8* %137, i64 16
  %140 = bitcast i8* %139 to <16 x i8>*
  store <16 x i8> %136, <16 x i8>* %140, align 1, !tbaa !5, !alias.scope !32, !noalias !29
  %141 = add nuw i64 %96, 128
  %142 = add i64 %97, 4
  %143 = icmp eq i64 %142, %94
  br i1 %143, label %144, label %95, !llvm.loop !34

144:                                              ; preds = %95, %86
  %145 = phi i64 [ 0, %86 ], [ %141, %95 ]
  %146 = icmp eq i64 %91, 0
  br i1 %146, label %163, label %147

147:                                              ; preds = %147, %144
  %148 = phi i64 [ %160, %147 ], [ %145, %144 ]
  %149 = phi i64 [ %161, %147 ], [ 0, %144 ]
  %150 = getelementptr inbounds i8, i8* %70, i64 %148
  %151 = bitcast i8* %150 to <16 x i8>*
  %152 = load <16 x i8>, <16 x i8>* %151, align 1, !tbaa !5, !alias.scope !29
  %153 = getelementptr inbounds i8, i8* %150, i64 16
  %154 = bitcast i8* %153 to <16 x i8>*
  %155 = load <16 x i8>, <16 x i8>* %154, align 1, !tbaa !5, !alias.scope !29
  %156 = getelementptr inbounds i8, i8* %35, i64 %148
  %157 = bitcast i8* %156 to <16 x i8>*
  store <16 x i8> %152, <16 x i8>* %157, align 1, !tbaa !5, !alias.scope !32, !noalias !29
  %158 = getelementptr inbounds i8, i8* %156, i64 16
  %159 = bitcast i8* %158 to <16 x i8>*
  store <16 x i8> %155, <16 x i8>* %159, align 1, !tbaa !5, !alias.scope !32, !noalias !29
  %160 = add nuw i64 %148, 32
  %161 = add i64 %149, 1
  %162 = icmp eq i64 %161, %91
  br i1 %162, label %163, label %147, !llvm.loop !35

163:                                              ; preds = %147, %144
  %164 = icmp eq i64 %63, %87
  br i1 %164, label %220, label %165

165:                                              ; preds = %163
  %166 = and i64 %63, 24
  %167 = icmp eq i64 %166, 0
  br i1 %167, label %183, label %168

168:                                              ; preds = %165, %84
  %169 = phi i64 [ %87, %165 ], [ 0, %84 ]
  %170 = add i64 %62, 4
  %171 = and i64 %170, -8
  br label %172

172:                                              ; preds = %172, %168
  %173 = phi i64 [ %169, %168 ], [ %179, %172 ]
  %174 = getelementptr inbounds i8, i8* %70, i64 %173
  %175 = bitcast i8* %174 to <8 x i8>*
  %176 = load <8 x i8>, <8 x i8>* %175, align 1, !tbaa !5
  %177 = getelementptr inbounds i8, i8* %35, i64 %173
  %178 = bitcast i8* %177 to <8 x i8>*
  store <8 x i8> %176, <8 x i8>* %178, align 1, !tbaa !5
  %179 = add nuw i64 %173, 8
  %180 = icmp eq i64 %179, %171
  br i1 %180, label %181, label %172, !llvm.loop !36

181:                                              ; preds = %172
  %182 = icmp eq i64 %170, %171
  br i1 %182, label %220, label %183

183:                                              ; preds = %181, %165, %74, %72
  %184 = phi i64 [ 0, %72 ], [ 0, %74 ], [ %87, %165 ], [ %171, %181 ]
  %185 = add i64 %62, 3
  %186 = sub i64 %185, %184
  %187 = and i64 %62, 3
  %188 = icmp eq i64 %187, 0
  br i1 %188, label %198, label %189

189:                                              ; preds = %189, %183
  %190 = phi i64 [ %195, %189 ], [ %184, %183 ]
  %191 = phi i64 [ %196, %189 ], [ 0, %183 ]
  %192 = getelementptr inbounds i8, i8* %70, i64 %190
  %193 = load i8, i8* %192, align 1, !tbaa !5
  %194 = getelementptr inbounds i8, i8* %35, i64 %190
  store i8 %193, i8* %194, align 1, !tbaa !5
  %195 = add nuw i64 %190, 1
  %196 = add i64 %191, 1
  %197 = icmp eq i64 %196, %187
  br i1 %197, label %198, label %189, !llvm.loop !37

198:                                              ; preds = %189, %183
  %199 = phi i64 [ %184, %183 ], [ %195, %189 ]
  %200 = icmp ult i64 %186, 3
  br i1 %200, label %220, label %201

201:                                              ; preds = %201, %198
  %202 = phi i64 [ %218, %201 ], [ %199, %198 ]
  %203 = getelementptr inbounds i8, i8* %70, i64 %202
  %204 = load i8, i8* %203, align 1, !tbaa !5
  %205 = getelementptr inbounds i8, i8* %35, i64 %202
  store i8 %204, i8* %205, align 1, !tbaa !5
  %206 = add nuw i64 %202, 1
  %207 = getelementptr inbounds i8, i8* %70, i64 %206
  %208 = load i8, i8* %207, align 1, !tbaa !5
  %209 = getelementptr inbounds i8, i8* %35, i64 %206
  store i8 %208, i8* %209, align 1, !tbaa !5
  %210 = add nuw i64 %202, 2
  %211 = getelementptr inbounds i8, i8* %70, i64 %210
  %212 = load i8, i8* %211, align 1, !tbaa !5
  %213 = getelementptr inbounds i8, i8* %35, i64 %210
  store i8 %212, i8* %213, align 1, !tbaa !5
  %214 = add nuw i64 %202, 3
  %215 = getelementptr inbounds i8, i8* %70, i64 %214
  %216 = load i8, i8* %215, align 1, !tbaa !5
  %217 = getelementptr inbounds i8, i8* %35, i64 %214
  store i8 %216, i8* %217, align 1, !tbaa !5
  %218 = add nuw i64 %202, 4
  %219 = icmp eq i64 %202, %62
  br i1 %219, label %220, label %201, !llvm.loop !38

220:                                              ; preds = %201, %198, %181, %163, %68
  %221 = getelementptr inbounds i8, i8* %35, i64 %63
  %222 = ptrtoint i8* %221 to i64
  %223 = sub i64 %7, %222
  %224 = icmp ult i64 %223, 5
  br i1 %224, label %230, label %9

225:                                              ; preds = %40
  %226 = ptrtoint i8* %36 to i64
  %227 = ptrtoint i8* %0 to i64
  %228 = sub i64 %226, %227
  %229 = trunc i64 %228 to i32
  br label %230

230:                                              ; preds = %225, %220, %60, %40, %28
  %231 = phi i32 [ %229, %225 ], [ -1, %40 ], [ -1, %220 ], [ -1, %60 ], [ -1, %28 ]
  ret i32 %231
}

; Function Attrs: nofree nosync nounwind uwtable
declare dso_local i32 @LZ4_decompress_safe_forceExtDict(i8* noundef, i8* noundef, i32 noundef, i32 noundef, i8* noundef readonly, i64 noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define dso_local i32 @LZ4_setStreamDecode(%union.LZ4_streamDecode_u* nocapture noundef writeonly %0, i8* noundef %1, i32 noundef %2) local_unnamed_addr #12 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 3
  store i64 %4, i64* %5, align 8, !tbaa !39
  %6 = getelementptr i8, i8* %1, i64 %4
  %7 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 1
  store i8* %6, i8** %7, align 8
  %8 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 0
  store i8* null, i8** %8, align 8, !tbaa !42
  %9 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 2
  store i64 0, i64* %9, align 8, !tbaa !43
  ret i32 1
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc i32 @LZ4_decompress_safe_withSmallPrefix(i8* noundef, i8* noundef, i32 noundef, i32 noundef, i64 noundef) unnamed_addr #1

; Function Attrs: nofree nosync nounwind uwtable
define hidden fastcc i32 @LZ4_decompress_fast_extDict(i8* noundef %0, i8* noundef %1, i32 noundef %2, i8* noundef %3, i64 noundef %4) unnamed_addr #1 {
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds i8, i8* %1, i64 %6
  %8 = ptrtoint i8* %7 to i64
  %9 = ptrtoint i8* %1 to i64
  %10 = getelementptr inbounds i8, i8* %3, i64 %4
  %11 = ptrtoint i8* %10 to i64
  br label %12

12:                                               ; preds = %237, %5
  %13 = phi i8* [ %0, %5 ], [ %64, %237 ]
  %14 = phi i8* [ %1, %5 ], [ %238, %237 ]
  %15 = getelementptr inbounds i8, i8* %13, i64 1
  %16 = load i8, i8* %13, align 1, !tbaa !5
  %17 = zext i8 %16 to i32
  %18 = lshr i32 %17, 4
  %19 = zext i32 %18 to i64
  %20 = icmp eq i32 %18, 15
  br i1 %20, label %21, label %31

21:                                               ; preds = %21, %12
  %22 = phi i8* [ %26, %21 ], [ %15, %12 ]
  %23 = phi i64 [ %27, %21 ], [ 0, %12 ]
  %24 = load i8, i8* %22, align 1, !tbaa !5
  %25 = zext i8 %24 to i64
  %26 = getelementptr inbounds i8, i8* %22, i64 1
  %27 = add i64 %23, %25
  %28 = icmp eq i8 %24, -1
  br i1 %28, label %21, label %29, !llvm.loop !14

29:                                               ; preds = %21
  %30 = add i64 %27, 15
  br label %31

31:                                               ; preds = %29, %12
  %32 = phi i8* [ %26, %29 ], [ %15, %12 ]
  %33 = phi i64 [ %30, %29 ], [ %19, %12 ]
  %34 = ptrtoint i8* %14 to i64
  %35 = sub i64 %8, %34
  %36 = icmp ult i64 %35, %33
  br i1 %36, label %247, label %37

37:                                               ; preds = %31
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %14, i8* nonnull align 1 %32, i64 %33, i1 false) #19
  %38 = getelementptr inbounds i8, i8* %14, i64 %33
  %39 = getelementptr inbounds i8, i8* %32, i64 %33
  %40 = ptrtoint i8* %38 to i64
  %41 = sub i64 %8, %40
  %42 = icmp ult i64 %41, 12
  br i1 %42, label %43, label %45

43:                                               ; preds = %37
  %44 = icmp eq i8* %38, %7
  br i1 %44, label %242, label %247

45:                                               ; preds = %37
  %46 = and i32 %17, 15
  %47 = zext i32 %46 to i64
  %48 = bitcast i8* %39 to i16*
  %49 = load i16, i16* %48, align 1, !tbaa !5
  %50 = zext i16 %49 to i64
  %51 = getelementptr inbounds i8, i8* %39, i64 2
  %52 = icmp eq i32 %46, 15
  br i1 %52, label %53, label %63

53:                                               ; preds = %53, %45
  %54 = phi i8* [ %58, %53 ], [ %51, %45 ]
  %55 = phi i64 [ %59, %53 ], [ 0, %45 ]
  %56 = load i8, i8* %54, align 1, !tbaa !5
  %57 = zext i8 %56 to i64
  %58 = getelementptr inbounds i8, i8* %54, i64 1
  %59 = add i64 %55, %57
  %60 = icmp eq i8 %56, -1
  br i1 %60, label %53, label %61, !llvm.loop !14

61:                                               ; preds = %53
  %62 = add i64 %59, 15
  br label %63

63:                                               ; preds = %61, %45
  %64 = phi i8* [ %58, %61 ], [ %51, %45 ]
  %65 = phi i64 [ %62, %61 ], [ %47, %45 ]
  %66 = add i64 %65, 4
  %67 = icmp ult i64 %41, %66
  br i1 %67, label %247, label %68

68:                                               ; preds = %63
  %69 = sub i64 %40, %9
  %70 = add i64 %69, %4
  %71 = icmp ult i64 %70, %50
  br i1 %71, label %247, label %72

72:                                               ; preds = %68
  %73 = sub nsw i64 0, %50
  %74 = getelementptr inbounds i8, i8* %38, i64 %73
  %75 = icmp ult i64 %69, %50
  br i1 %75, label %76, label %89

76:                                               ; preds = %72
  %77 = sub i64 %69, %50
  %78 = getelementptr inbounds i8, i8* %10, i64 %77
  %79 = ptrtoint i8* %78 to i64
  %80 = sub i64 %11, %79
  %81 = icmp ult i64 %66, %80
  br i1 %81, label %82, label %83

82:                                               ; preds = %76
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %38, i8* align 1 %78, i64 %66, i1 false) #19
  br label %85

83:                                               ; preds = %76
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %38, i8* align 1 %78, i64 %80, i1 false) #19
  %84 = sub i64 %66, %80
  br label %85

85:                                               ; preds = %83, %82
  %86 = phi i64 [ 0, %82 ], [ %84, %83 ]
  %87 = phi i64 [ %66, %82 ], [ %80, %83 ]
  %88 = getelementptr inbounds i8, i8* %38, i64 %87
  br label %89

89:                                               ; preds = %85, %72
  %90 = phi i64 [ %86, %85 ], [ %66, %72 ]
  %91 = phi i8* [ %1, %85 ], [ %74, %72 ]
  %92 = phi i8* [ %88, %85 ], [ %38, %72 ]
  %93 = icmp eq i64 %90, 0
  br i1 %93, label %237, label %94

94:                                               ; preds = %89
  %95 = icmp ult i64 %90, 8
  br i1 %95, label %200, label %96

96:                                               ; preds = %94
  %97 = getelementptr i8, i8* %92, i64 %90
  %98 = getelementptr i8, i8* %91, i64 %90
  %99 = icmp ult i8* %92, %98
  %100 = icmp ult i8* %91, %97
  %101 = and i1 %99, %100
  br i1 %101, label %200, label %102

102:                                              ; preds = %96
  %103 = icmp ult i64 %90, 32
  br i1 %103, label %186, label %104

104:                                              ; preds = %102
  %105 = and i64 %90, -32
  %106 = add i64 %105, -32
  %107 = lshr exact i64 %106, 5
  %108 = add nuw nsw i64 %107, 1
  %109 = and i64 %108, 3
  %110 = icmp ult i64 %106, 96
  br i1 %110, label %162, label %111

111:                                              ; preds = %104
  %112 = and i64 %108, 1152921504606846972
  br label %113

113:                                              ; preds = %113, %111
  %114 = phi i64 [ 0, %111 ], [ %159, %113 ]
  %115 = phi i64 [ 0, %111 ], [ %160, %113 ]
  %116 = getelementptr inbounds i8, i8* %91, i64 %114
  %117 = bitcast i8* %116 to <16 x i8>*
  %118 = load <16 x i8>, <16 x i8>* %117, align 1, !tbaa !5, !alias.scope !44
  %119 = getelementptr inbounds i8, i8* %116, i64 16
  %120 = bitcast i8* %119 to <16 x i8>*
  %121 = load <16 x i8>, <16 x i8>* %120, align 1, !tbaa !5, !alias.scope !44
  %122 = getelementptr inbounds i8, i8* %92, i64 %114
  %123 = bitcast i8* %122 to <16 x i8>*
  store <16 x i8> %118, <16 x i8>* %123, align 1, !tbaa !5, !alias.scope !47, !noalias !44
  %124 = getelementptr inbounds i8, i8* %122, i64 16
  %125 = bitcast i8* %124 to <16 x i8>*
  store <16 x i8> %121, <16 x i8>* %125, align 1, !tbaa !5, !alias.scope !47, !noalias !44
  %126 = or i64 %114, 32
  %127 = getelementptr inbounds i8, i8* %91, i64 %126
  %128 = bitcast i8* %127 to <16 x i8>*
  %129 = load <16 x i8>, <16 x i8>* %128, align 1, !tbaa !5, !alias.scope !44
  %130 = getelementptr inbounds i8, i8* %127, i64 16
  %131 = bitcast i8* %130 to <16 x i8>*
  %132 = load <16 x i8>, <16 x i8>* %131, align 1, !tbaa !5, !alias.scope !44
  %133 = getelementptr inbounds i8, i8* %92, i64 %126
  %134 = bitcast i8* %133 to <16 x i8>*
  store <16 x i8> %129, <16 x i8>* %134, align 1, !tbaa !5, !alias.scope !47, !noalias !44
  %135 = getelementptr inbounds i8, i8* %133, i64 16
  %136 = bitcast i8* %135 to <16 x i8>*
  store <16 x i8> %132, <16 x i8>* %136, align 1, !tbaa !5, !alias.scope !47, !noalias !44
  %137 = or i64 %114, 64
  %138 = getelementptr inbounds i8, i8* %91, i64 %137
  %139 = bitcast i8* %138 to <16 x i8>*
  %140 = load <16 x i8>, <16 x i8>* %139, align 1, !tbaa !5, !alias.scope !44
  %141 = getelementptr inbounds i8, i8* %138, i64 16
  %142 = bitcast i8* %141 to <16 x i8>*
  %143 = load <16 x i8>, <16 x i8>* %142, align 1, !tbaa !5, !alias.scope !44
  %144 = getelementptr inbounds i8, i8* %92, i64 %137
  %145 = bitcast i8* %144 to <16 x i8>*
  store <16 x i8> %140, <16 x i8>* %145, align 1, !tbaa !5, !alias.scope !47, !noalias !44
  %146 = getelementptr inbounds i8, i8* %144, i64 16
  %147 = bitcast i8* %146 to <16 x i8>*
  store <16 x i8> %143, <16 x i8>* %147, align 1, !tbaa !5, !alias.scope !47, !noalias !44
  %148 = or i64 %114, 96
  %149 = getelementptr inbounds i8, i8* %91, i64 %148
  %150 = bitcast i8* %149 to <16 x i8>*
  %151 = load <16 x i8>, <16 x i8>* %150, align 1, !tbaa !5, !alias.scope !44
  %152 = getelementptr inbounds i8, i8* %149, i64 16
  %153 = bitcast i8* %152 to <16 x i8>*
  %154 = load <16 x i8>, <16 x i8>* %153, align 1, !tbaa !5, !alias.scope !44
  %155 = getelementptr inbounds i8, i8* %92, i64 %148
  %156 = bitcast i8* %155 to <16 x i8>*
  store <16 x i8> %151, <16 x i8>* %156, align 1, !tbaa !5, !alias.scope !47, !noalias !44
  %157 = getelementptr inbounds i8, i8* %155, i64 16
  %158 = bitcast i8* %157 to <16 x i8>*
  store <16 x i8> %154, <16 x i8>* %158, align 1, !tbaa !5, !alias.scope !47, !noalias !44
  %159 = add nuw i64 %114, 128
  %160 = add i64 %115, 4
  %161 = icmp eq i64 %160, %112
  br i1 %161, label %162, label %113, !llvm.loop !49

162:                                              ; preds = %113, %104
  %163 = phi i64 [ 0, %104 ], [ %159, %113 ]
  %164 = icmp eq i64 %109, 0
  br i1 %164, label %181, label %165

165:                                              ; preds = %165, %162
  %166 = phi i64 [ %178, %165 ], [ %163, %162 ]
  %167 = phi i64 [ %179, %165 ], [ 0, %162 ]
  %168 = getelementptr inbounds i8, i8* %91, i64 %166
  %169 = bitcast i8* %168 to <16 x i8>*
  %170 = load <16 x i8>, <16 x i8>* %169, align 1, !tbaa !5, !alias.scope !44
  %171 = getelementptr inbounds i8, i8* %168, i64 16
  %172 = bitcast i8* %171 to <16 x i8>*
  %173 = load <16 x i8>, <16 x i8>* %172, align 1, !tbaa !5, !alias.scope !44
  %174 = getelementptr inbounds i8, i8* %92, i64 %166
  %175 = bitcast i8* %174 to <16 x i8>*
  store <16 x i8> %170, <16 x i8>* %175, align 1, !tbaa !5, !alias.scope !47, !noalias !44
  %176 = getelementptr inbounds i8, i8* %174, i64 16
  %177 = bitcast i8* %176 to <16 x i8>*
  store <16 x i8> %173, <16 x i8>* %177, align 1, !tbaa !5, !alias.scope !47, !noalias !44
  %178 = add nuw i64 %166, 32
  %179 = add i64 %167, 1
  %180 = icmp eq i64 %179, %109
  br i1 %180, label %181, label %165, !llvm.loop !50

181:                                              ; preds = %165, %162
  %182 = icmp eq i64 %90, %105
  br i1 %182, label %237, label %183

183:                                              ; preds = %181
  %184 = and i64 %90, 24
  %185 = icmp eq i64 %184, 0
  br i1 %185, label %200, label %186

186:                                              ; preds = %183, %102
  %187 = phi i64 [ %105, %183 ], [ 0, %102 ]
  %188 = and i64 %90, -8
  br label %189

189:                                              ; preds = %189, %186
  %190 = phi i64 [ %187, %186 ], [ %196, %189 ]
  %191 = getelementptr inbounds i8, i8* %91, i64 %190
  %192 = bitcast i8* %191 to <8 x i8>*
  %193 = load <8 x i8>, <8 x i8>* %192, align 1, !tbaa !5
  %194 = getelementptr inbounds i8, i8* %92, i64 %190
  %195 = bitcast i8* %194 to <8 x i8>*
  store <8 x i8> %193, <8 x i8>* %195, align 1, !tbaa !5
  %196 = add nuw i64 %190, 8
  %197 = icmp eq i64 %196, %188
  br i1 %197, label %198, label %189, !llvm.loop !51

198:                                              ; preds = %189
  %199 = icmp eq i64 %90, %188
  br i1 %199, label %237, label %200

200:                                              ; preds = %198, %183, %96, %94
  %201 = phi i64 [ 0, %94 ], [ 0, %96 ], [ %105, %183 ], [ %188, %198 ]
  %202 = xor i64 %201, -1
  %203 = add i64 %90, %202
  %204 = and i64 %90, 3
  %205 = icmp eq i64 %204, 0
  br i1 %205, label %215, label %206

206:                                              ; preds = %206, %200
  %207 = phi i64 [ %212, %206 ], [ %201, %200 ]
  %208 = phi i64 [ %213, %206 ], [ 0, %200 ]
  %209 = getelementptr inbounds i8, i8* %91, i64 %207
  %210 = load i8, i8* %209, align 1, !tbaa !5
  %211 = getelementptr inbounds i8, i8* %92, i64 %207
  store i8 %210, i8* %211, align 1, !tbaa !5
  %212 = add nuw i64 %207, 1
  %213 = add i64 %208, 1
  %214 = icmp eq i64 %213, %204
  br i1 %214, label %215, label %206, !llvm.loop !52

215:                                              ; preds = %206, %200
  %216 = phi i64 [ %201, %200 ], [ %212, %206 ]
  %217 = icmp ult i64 %203, 3
  br i1 %217, label %237, label %218

218:                                              ; preds = %218, %215
  %219 = phi i64 [ %235, %218 ], [ %216, %215 ]
  %220 = getelementptr inbounds i8, i8* %91, i64 %219
  %221 = load i8, i8* %220, align 1, !tbaa !5
  %222 = getelementptr inbounds i8, i8* %92, i64 %219
  store i8 %221, i8* %222, align 1, !tbaa !5
  %223 = add nuw i64 %219, 1
  %224 = getelementptr inbounds i8, i8* %91, i64 %223
  %225 = load i8, i8* %224, align 1, !tbaa !5
  %226 = getelementptr inbounds i8, i8* %92, i64 %223
  store i8 %225, i8* %226, align 1, !tbaa !5
  %227 = add nuw i64 %219, 2
  %228 = getelementptr inbounds i8, i8* %91, i64 %227
  %229 = load i8, i8* %228, align 1, !tbaa !5
  %230 = getelementptr inbounds i8, i8* %92, i64 %227
  store i8 %229, i8* %230, align 1, !tbaa !5
  %231 = add nuw i64 %219, 3
  %232 = getelementptr inbounds i8, i8* %91, i64 %231
  %233 = load i8, i8* %232, align 1, !tbaa !5
  %234 = getelementptr inbounds i8, i8* %92, i64 %231
  store i8 %233, i8* %234, align 1, !tbaa !5
  %235 = add nuw i64 %219, 4
  %236 = icmp eq i64 %235, %90
  br i1 %236, label %237, label %218, !llvm.loop !53

237:                                              ; preds = %218, %215, %198, %181, %89
  %238 = getelementptr inbounds i8, i8* %92, i64 %90
  %239 = ptrtoint i8* %238 to i64
  %240 = sub i64 %8, %239
  %241 = icmp ult i64 %240, 5
  br i1 %241, label %247, label %12

242:                                              ; preds = %43
  %243 = ptrtoint i8* %39 to i64
  %244 = ptrtoint i8* %0 to i64
  %245 = sub i64 %243, %244
  %246 = trunc i64 %245 to i32
  br label %247

247:                                              ; preds = %242, %237, %68, %63, %43, %31
  %248 = phi i32 [ %246, %242 ], [ -1, %43 ], [ -1, %237 ], [ -1, %68 ], [ -1, %63 ], [ -1, %31 ]
  ret i32 %248
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @LZ4_decompress_safe_usingDict(i8* noundef %0, i8* noundef %1, i32 noundef %2, i32 noundef %3, i8* noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = icmp eq i32 %5, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %6
  %9 = tail call i32 @LZ4_decompress_safe(i8* noundef %0, i8* noundef %1, i32 noundef %2, i32 noundef %3)
  br label %22

10:                                               ; preds = %6
  %11 = sext i32 %5 to i64
  %12 = getelementptr inbounds i8, i8* %4, i64 %11
  %13 = icmp eq i8* %12, %1
  br i1 %13, label %14, label %20

14:                                               ; preds = %10
  %15 = icmp sgt i32 %5, 65534
  br i1 %15, label %16, label %18

16:                                               ; preds = %14
  %17 = tail call i32 @LZ4_decompress_safe_withPrefix64k(i8* noundef %0, i8* noundef %1, i32 noundef %2, i32 noundef %3)
  br label %22

18:                                               ; preds = %14
  %19 = tail call fastcc i32 @LZ4_decompress_safe_withSmallPrefix(i8* noundef %0, i8* noundef %1, i32 noundef %2, i32 noundef %3, i64 noundef %11)
  br label %22

20:                                               ; preds = %10
  %21 = tail call i32 @LZ4_decompress_safe_forceExtDict(i8* noundef %0, i8* noundef %1, i32 noundef %2, i32 noundef %3, i8* noundef %4, i64 noundef %11)
  br label %22

22:                                               ; preds = %20, %18, %16, %8
  %23 = phi i32 [ %9, %8 ], [ %17, %16 ], [ %19, %18 ], [ %21, %20 ]
  ret i32 %23
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @LZ4_compress(i8* noundef %0, i8* noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca %union.LZ4_stream_u, align 8
  %5 = icmp ugt i32 %2, 2113929216
  br i1 %5, label %10, label %6

6:                                                ; preds = %3
  %7 = udiv i32 %2, 255
  %8 = add nuw nsw i32 %2, 16
  %9 = add nuw nsw i32 %8, %7
  br label %10

10:                                               ; preds = %6, %3
  %11 = phi i32 [ %9, %6 ], [ 0, %3 ]
  %12 = bitcast %union.LZ4_stream_u* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16416, i8* nonnull %12) #19
  %13 = call i32 @LZ4_compress_fast_extState(i8* noundef nonnull %12, i8* noundef %0, i8* noundef %1, i32 noundef %2, i32 noundef %11, i32 noundef 1) #19
  call void @llvm.lifetime.end.p0i8(i64 16416, i8* nonnull %12) #19
  ret i32 %13
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @LZ4_compress_withState(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = icmp ugt i32 %3, 2113929216
  br i1 %5, label %10, label %6

6:                                                ; preds = %4
  %7 = udiv i32 %3, 255
  %8 = add nuw nsw i32 %3, 16
  %9 = add nuw nsw i32 %8, %7
  br label %10

10:                                               ; preds = %6, %4
  %11 = phi i32 [ %9, %6 ], [ 0, %4 ]
  %12 = tail call i32 @LZ4_compress_fast_extState(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %11, i32 noundef 1)
  ret i32 %12
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @LZ4_compress_continue(%union.LZ4_stream_u* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = icmp ugt i32 %3, 2113929216
  br i1 %5, label %10, label %6

6:                                                ; preds = %4
  %7 = udiv i32 %3, 255
  %8 = add nuw nsw i32 %3, 16
  %9 = add nuw nsw i32 %8, %7
  br label %10

10:                                               ; preds = %6, %4
  %11 = phi i32 [ %9, %6 ], [ 0, %4 ]
  %12 = tail call i32 @LZ4_compress_fast_continue(%union.LZ4_stream_u* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %11, i32 noundef 1)
  ret i32 %12
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @LZ4_uncompress(i8* noundef %0, i8* noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds i8, i8* %1, i64 %4
  %6 = ptrtoint i8* %5 to i64
  %7 = ptrtoint i8* %1 to i64
  br label %8

8:                                                ; preds = %219, %3
  %9 = phi i8* [ %0, %3 ], [ %60, %219 ]
  %10 = phi i8* [ %1, %3 ], [ %220, %219 ]
  %11 = getelementptr inbounds i8, i8* %9, i64 1
  %12 = load i8, i8* %9, align 1, !tbaa !5
  %13 = zext i8 %12 to i32
  %14 = lshr i32 %13, 4
  %15 = zext i32 %14 to i64
  %16 = icmp eq i32 %14, 15
  br i1 %16, label %17, label %27

17:                                               ; preds = %17, %8
  %18 = phi i8* [ %22, %17 ], [ %11, %8 ]
  %19 = phi i64 [ %23, %17 ], [ 0, %8 ]
  %20 = load i8, i8* %18, align 1, !tbaa !5
  %21 = zext i8 %20 to i64
  %22 = getelementptr inbounds i8, i8* %18, i64 1
  %23 = add i64 %19, %21
  %24 = icmp eq i8 %20, -1
  br i1 %24, label %17, label %25, !llvm.loop !14

25:                                               ; preds = %17
  %26 = add i64 %23, 15
  br label %27

27:                                               ; preds = %25, %8
  %28 = phi i8* [ %22, %25 ], [ %11, %8 ]
  %29 = phi i64 [ %26, %25 ], [ %15, %8 ]
  %30 = ptrtoint i8* %10 to i64
  %31 = sub i64 %6, %30
  %32 = icmp ult i64 %31, %29
  br i1 %32, label %229, label %33

33:                                               ; preds = %27
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %10, i8* nonnull align 1 %28, i64 %29, i1 false) #19
  %34 = getelementptr i8, i8* %10, i64 %29
  %35 = getelementptr inbounds i8, i8* %28, i64 %29
  %36 = ptrtoint i8* %34 to i64
  %37 = sub i64 %6, %36
  %38 = icmp ult i64 %37, 12
  br i1 %38, label %39, label %41

39:                                               ; preds = %33
  %40 = icmp eq i8* %34, %5
  br i1 %40, label %224, label %229

41:                                               ; preds = %33
  %42 = and i32 %13, 15
  %43 = zext i32 %42 to i64
  %44 = bitcast i8* %35 to i16*
  %45 = load i16, i16* %44, align 1, !tbaa !5
  %46 = zext i16 %45 to i64
  %47 = getelementptr inbounds i8, i8* %35, i64 2
  %48 = icmp eq i32 %42, 15
  br i1 %48, label %49, label %59

49:                                               ; preds = %49, %41
  %50 = phi i8* [ %54, %49 ], [ %47, %41 ]
  %51 = phi i64 [ %55, %49 ], [ 0, %41 ]
  %52 = load i8, i8* %50, align 1, !tbaa !5
  %53 = zext i8 %52 to i64
  %54 = getelementptr inbounds i8, i8* %50, i64 1
  %55 = add i64 %51, %53
  %56 = icmp eq i8 %52, -1
  br i1 %56, label %49, label %57, !llvm.loop !14

57:                                               ; preds = %49
  %58 = add i64 %55, 15
  br label %59

59:                                               ; preds = %57, %41
  %60 = phi i8* [ %54, %57 ], [ %47, %41 ]
  %61 = phi i64 [ %58, %57 ], [ %43, %41 ]
  %62 = add i64 %61, 4
  %63 = icmp ult i64 %37, %62
  %64 = sub i64 %36, %7
  %65 = icmp ult i64 %64, %46
  %66 = select i1 %63, i1 true, i1 %65
  br i1 %66, label %229, label %67

67:                                               ; preds = %59
  %68 = sub nsw i64 0, %46
  %69 = getelementptr i8, i8* %34, i64 %68
  %70 = icmp eq i64 %62, 0
  br i1 %70, label %219, label %71

71:                                               ; preds = %67
  %72 = icmp ult i64 %62, 8
  br i1 %72, label %182, label %73

73:                                               ; preds = %71
  %74 = getelementptr i8, i8* %10, i64 4
  %75 = add i64 %61, %29
  %76 = getelementptr i8, i8* %74, i64 %75
  %77 = getelementptr i8, i8* %10, i64 4
  %78 = sub i64 %75, %46
  %79 = getelementptr i8, i8* %77, i64 %78
  %80 = icmp ult i8* %34, %79
  %81 = icmp ult i8* %69, %76
  %82 = and i1 %80, %81
  br i1 %82, label %182, label %83

83:                                               ; preds = %73
  %84 = icmp ult i64 %62, 32
  br i1 %84, label %167, label %85

85:                                               ; preds = %83
  %86 = and i64 %62, -32
  %87 = add i64 %86, -32
  %88 = lshr exact i64 %87, 5
  %89 = add nuw nsw i64 %88, 1
  %90 = and i64 %89, 3
  %91 = icmp ult i64 %87, 96
  br i1 %91, label %143, label %92

92:                                               ; preds = %85
  %93 = and i64 %89, 1152921504606846972
  br label %94

94:                                               ; preds = %94, %92
  %95 = phi i64 [ 0, %92 ], [ %140, %94 ]
  %96 = phi i64 [ 0, %92 ], [ %141, %94 ]
  %97 = getelementptr inbounds i8, i8* %69, i64 %95
  %98 = bitcast i8* %97 to <16 x i8>*
  %99 = load <16 x i8>, <16 x i8>* %98, align 1, !tbaa !5, !alias.scope !54
  %100 = getelementptr inbounds i8, i8* %97, i64 16
  %101 = bitcast i8* %100 to <16 x i8>*
  %102 = load <16 x i8>, <16 x i8>* %101, align 1, !tbaa !5, !alias.scope !54
  %103 = getelementptr inbounds i8, i8* %34, i64 %95
  %104 = bitcast i8* %103 to <16 x i8>*
  store <16 x i8> %99, <16 x i8>* %104, align 1, !tbaa !5, !alias.scope !57, !noalias !54
  %105 = getelementptr inbounds i8, i8* %103, i64 16
  %106 = bitcast i8* %105 to <16 x i8>*
  store <16 x i8> %102, <16 x i8>* %106, align 1, !tbaa !5, !alias.scope !57, !noalias !54
  %107 = or i64 %95, 32
  %108 = getelementptr inbounds i8, i8* %69, i64 %107
  %109 = bitcast i8* %108 to <16 x i8>*
  %110 = load <16 x i8>, <16 x i8>* %109, align 1, !tbaa !5, !alias.scope !54
  %111 = getelementptr inbounds i8, i8* %108, i64 16
  %112 = bitcast i8* %111 to <16 x i8>*
  %113 = load <16 x i8>, <16 x i8>* %112, align 1, !tbaa !5, !alias.scope !54
  %114 = getelementptr inbounds i8, i8* %34, i64 %107
  %115 = bitcast i8* %114 to <16 x i8>*
  store <16 x i8> %110, <16 x i8>* %115, align 1, !tbaa !5, !alias.scope !57, !noalias !54
  %116 = getelementptr inbounds i8, i8* %114, i64 16
  %117 = bitcast i8* %116 to <16 x i8>*
  store <16 x i8> %113, <16 x i8>* %117, align 1, !tbaa !5, !alias.scope !57, !noalias !54
  %118 = or i64 %95, 64
  %119 = getelementptr inbounds i8, i8* %69, i64 %118
  %120 = bitcast i8* %119 to <16 x i8>*
  %121 = load <16 x i8>, <16 x i8>* %120, align 1, !tbaa !5, !alias.scope !54
  %122 = getelementptr inbounds i8, i8* %119, i64 16
  %123 = bitcast i8* %122 to <16 x i8>*
  %124 = load <16 x i8>, <16 x i8>* %123, align 1, !tbaa !5, !alias.scope !54
  %125 = getelementptr inbounds i8, i8* %34, i64 %118
  %126 = bitcast i8* %125 to <16 x i8>*
  store <16 x i8> %121, <16 x i8>* %126, align 1, !tbaa !5, !alias.scope !57, !noalias !54
  %127 = getelementptr inbounds i8, i8* %125, i64 16
  %128 = bitcast i8* %127 to <16 x i8>*
  store <16 x i8> %124, <16 x i8>* %128, align 1, !tbaa !5, !alias.scope !57, !noalias !54
  %129 = or i64 %95, 96
  %130 = getelementptr inbounds i8, i8* %69, i64 %129
  %131 = bitcast i8* %130 to <16 x i8>*
  %132 = load <16 x i8>, <16 x i8>* %131, align 1, !tbaa !5, !alias.scope !54
  %133 = getelementptr inbounds i8, i8* %130, i64 16
  %134 = bitcast i8* %133 to <16 x i8>*
  %135 = load <16 x i8>, <16 x i8>* %134, align 1, !tbaa !5, !alias.scope !54
  %136 = getelementptr inbounds i8, i8* %34, i64 %129
  %137 = bitcast i8* %136 to <16 x i8>*
  store <16 x i8> %132, <16 x i8>* %137, align 1, !tbaa !5, !alias.scope !57, !noalias !54
  %138 = getelementptr inbounds i8, i8* %136, i64 16
  %139 = bitcast i8* %138 to <16 x i8>*
  store <16 x i8> %135, <16 x i8>* %139, align 1, !tbaa !5, !alias.scope !57, !noalias !54
  %140 = add nuw i64 %95, 128
  %141 = add i64 %96, 4
  %142 = icmp eq i64 %141, %93
  br i1 %142, label %143, label %94, !llvm.loop !59

143:                                              ; preds = %94, %85
  %144 = phi i64 [ 0, %85 ], [ %140, %94 ]
  %145 = icmp eq i64 %90, 0
  br i1 %145, label %162, label %146

146:                                              ; preds = %146, %143
  %147 = phi i64 [ %159, %146 ], [ %144, %143 ]
  %148 = phi i64 [ %160, %146 ], [ 0, %143 ]
  %149 = getelementptr inbounds i8, i8* %69, i64 %147
  %150 = bitcast i8* %149 to <16 x i8>*
  %151 = load <16 x i8>, <16 x i8>* %150, align 1, !tbaa !5, !alias.scope !54
  %152 = getelementptr inbounds i8, i8* %149, i64 16
  %153 = bitcast i8* %152 to <16 x i8>*
  %154 = load <16 x i8>, <16 x i8>* %153, align 1, !tbaa !5, !alias.scope !54
  %155 = getelementptr inbounds i8, i8* %34, i64 %147
  %156 = bitcast i8* %155 to <16 x i8>*
  store <16 x i8> %151, <16 x i8>* %156, align 1, !tbaa !5, !alias.scope !57, !noalias !54
  %157 = getelementptr inbounds i8, i8* %155, i64 16
  %158 = bitcast i8* %157 to <16 x i8>*
  store <16 x i8> %154, <16 x i8>* %158, align 1, !tbaa !5, !alias.scope !57, !noalias !54
  %159 = add nuw i64 %147, 32
  %160 = add i64 %148, 1
  %161 = icmp eq i64 %160, %90
  br i1 %161, label %162, label %146, !llvm.loop !60

162:                                              ; preds = %146, %143
  %163 = icmp eq i64 %62, %86
  br i1 %163, label %219, label %164

164:                                              ; preds = %162
  %165 = and i64 %62, 24
  %166 = icmp eq i64 %165, 0
  br i1 %166, label %182, label %167

167:                                              ; preds = %164, %83
  %168 = phi i64 [ %86, %164 ], [ 0, %83 ]
  %169 = add i64 %61, 4
  %170 = and i64 %169, -8
  br label %171

171:                                              ; preds = %171, %167
  %172 = phi i64 [ %168, %167 ], [ %178, %171 ]
  %173 = getelementptr inbounds i8, i8* %69, i64 %172
  %174 = bitcast i8* %173 to <8 x i8>*
  %175 = load <8 x i8>, <8 x i8>* %174, align 1, !tbaa !5
  %176 = getelementptr inbounds i8, i8* %34, i64 %172
  %177 = bitcast i8* %176 to <8 x i8>*
  store <8 x i8> %175, <8 x i8>* %177, align 1, !tbaa !5
  %178 = add nuw i64 %172, 8
  %179 = icmp eq i64 %178, %170
  br i1 %179, label %180, label %171, !llvm.loop !61

180:                                              ; preds = %171
  %181 = icmp eq i64 %169, %170
  br i1 %181, label %219, label %182

182:                                              ; preds = %180, %164, %73, %71
  %183 = phi i64 [ 0, %71 ], [ 0, %73 ], [ %86, %164 ], [ %170, %180 ]
  %184 = add i64 %61, 3
  %185 = sub i64 %184, %183
  %186 = and i64 %61, 3
  %187 = icmp eq i64 %186, 0
  br i1 %187, label %197, label %188

188:                                              ; preds = %188, %182
  %189 = phi i64 [ %194, %188 ], [ %183, %182 ]
  %190 = phi i64 [ %195, %188 ], [ 0, %182 ]
  %191 = getelementptr inbounds i8, i8* %69, i64 %189
  %192 = load i8, i8* %191, align 1, !tbaa !5
  %193 = getelementptr inbounds i8, i8* %34, i64 %189
  store i8 %192, i8* %193, align 1, !tbaa !5
  %194 = add nuw i64 %189, 1
  %195 = add i64 %190, 1
  %196 = icmp eq i64 %195, %186
  br i1 %196, label %197, label %188, !llvm.loop !62

197:                                              ; preds = %188, %182
  %198 = phi i64 [ %183, %182 ], [ %194, %188 ]
  %199 = icmp ult i64 %185, 3
  br i1 %199, label %219, label %200

200:                                              ; preds = %200, %197
  %201 = phi i64 [ %217, %200 ], [ %198, %197 ]
  %202 = getelementptr inbounds i8, i8* %69, i64 %201
  %203 = load i8, i8* %202, align 1, !tbaa !5
  %204 = getelementptr inbounds i8, i8* %34, i64 %201
  store i8 %203, i8* %204, align 1, !tbaa !5
  %205 = add nuw i64 %201, 1
  %206 = getelementptr inbounds i8, i8* %69, i64 %205
  %207 = load i8, i8* %206, align 1, !tbaa !5
  %208 = getelementptr inbounds i8, i8* %34, i64 %205
  store i8 %207, i8* %208, align 1, !tbaa !5
  %209 = add nuw i64 %201, 2
  %210 = getelementptr inbounds i8, i8* %69, i64 %209
  %211 = load i8, i8* %210, align 1, !tbaa !5
  %212 = getelementptr inbounds i8, i8* %34, i64 %209
  store i8 %211, i8* %212, align 1, !tbaa !5
  %213 = add nuw i64 %201, 3
  %214 = getelementptr inbounds i8, i8* %69, i64 %213
  %215 = load i8, i8* %214, align 1, !tbaa !5
  %216 = getelementptr inbounds i8, i8* %34, i64 %213
  store i8 %215, i8* %216, align 1, !tbaa !5
  %217 = add nuw i64 %201, 4
  %218 = icmp eq i64 %201, %61
  br i1 %218, label %219, label %200, !llvm.loop !63

219:                                              ; preds = %200, %197, %180, %162, %67
  %220 = getelementptr inbounds i8, i8* %34, i64 %62
  %221 = ptrtoint i8* %220 to i64
  %222 = sub i64 %6, %221
  %223 = icmp ult i64 %222, 5
  br i1 %223, label %229, label %8

224:                                              ; preds = %39
  %225 = ptrtoint i8* %35 to i64
  %226 = ptrtoint i8* %0 to i64
  %227 = sub i64 %225, %226
  %228 = trunc i64 %227 to i32
  br label %229

229:                                              ; preds = %224, %219, %59, %39, %27
  %230 = phi i32 [ %228, %224 ], [ -1, %39 ], [ -1, %219 ], [ -1, %59 ], [ -1, %27 ]
  ret i32 %230
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i8* @LZ4_create(i8* nocapture noundef readnone %0) local_unnamed_addr #6 {
  %2 = tail call noalias dereferenceable_or_null(16416) i8* @malloc(i64 noundef 16416) #19
  %3 = icmp ne i8* %2, null
  %4 = ptrtoint i8* %2 to i64
  %5 = and i64 %4, 7
  %6 = icmp eq i64 %5, 0
  %7 = and i1 %3, %6
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16416) %2, i8 0, i64 16416, i1 false) #19
  br label %9

9:                                                ; preds = %8, %1
  ret i8* %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i8* @LZ4F_getErrorName(i64 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ult i64 %0, -21
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = mul nsw i64 %0, -4294967296
  %5 = lshr exact i64 %4, 32
  %6 = shl i64 %5, 2
  %7 = call i8* @llvm.load.relative.i64(i8* bitcast ([23 x i32]* @reltable.LZ4F_getErrorName to i8*), i64 %6)
  br label %8

8:                                                ; preds = %3, %1
  %9 = phi i8* [ %7, %3 ], [ getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i64 0, i64 0), %1 ]
  ret i8* %9
}

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare i8* @llvm.load.relative.i64(i8*, i64) #13

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i64 @LZ4F_compressFrameBound(i64 noundef %0, %struct.LZ4F_preferences_t* noundef readonly %1) local_unnamed_addr #8 {
  %3 = icmp eq %struct.LZ4F_preferences_t* %1, null
  br i1 %3, label %15, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 0, i32 0
  %6 = load i32, i32* %5, align 8, !tbaa.struct !64
  %7 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 0, i32 2
  %8 = load i32, i32* %7, align 8, !tbaa.struct !68
  %9 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 0, i32 6
  %10 = load i32, i32* %9, align 4, !tbaa.struct !69
  %11 = icmp eq i32 %6, 0
  br i1 %11, label %15, label %12

12:                                               ; preds = %4
  %13 = and i32 %6, -4
  %14 = icmp eq i32 %13, 4
  br i1 %14, label %15, label %23

15:                                               ; preds = %12, %4, %2
  %16 = phi i32 [ %6, %12 ], [ 4, %4 ], [ 4, %2 ]
  %17 = phi i32 [ %8, %12 ], [ %8, %4 ], [ 0, %2 ]
  %18 = phi i32 [ %10, %12 ], [ %10, %4 ], [ 0, %2 ]
  %19 = add nsw i32 %16, -4
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds [4 x i64], [4 x i64]* @LZ4F_getBlockSize.blockSizes, i64 0, i64 %20
  %22 = load i64, i64* %21, align 8, !tbaa !70
  br label %23

23:                                               ; preds = %15, %12
  %24 = phi i32 [ %17, %15 ], [ %8, %12 ]
  %25 = phi i32 [ %18, %15 ], [ %10, %12 ]
  %26 = phi i64 [ %22, %15 ], [ -2, %12 ]
  %27 = add i64 %26, -1
  %28 = udiv i64 %0, %26
  %29 = and i64 %27, %0
  %30 = icmp ne i64 %29, 0
  %31 = zext i1 %30 to i64
  %32 = add i64 %28, %31
  %33 = zext i32 %25 to i64
  %34 = shl nuw nsw i64 %33, 2
  %35 = zext i32 %24 to i64
  %36 = shl nuw nsw i64 %35, 2
  %37 = add nuw nsw i64 %34, 4
  %38 = and i64 %32, 4294967295
  %39 = mul i64 %38, %37
  %40 = and i64 %28, 4294967295
  %41 = mul i64 %40, %26
  %42 = add nuw nsw i64 %36, 23
  %43 = add i64 %42, %29
  %44 = add i64 %43, %41
  %45 = add i64 %44, %39
  ret i64 %45
}

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_compressFrame_usingCDict(%struct.LZ4F_cctx_s* noundef %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, %struct.LZ4F_CDict_s* noundef %5, %struct.LZ4F_preferences_t* noundef readonly %6) local_unnamed_addr #14 {
  %8 = alloca %struct.LZ4F_preferences_t, align 8
  %9 = alloca %struct.LZ4F_compressOptions_t, align 4
  %10 = bitcast %struct.LZ4F_preferences_t* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %10) #19
  %11 = bitcast %struct.LZ4F_compressOptions_t* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %11) #19
  %12 = getelementptr inbounds i8, i8* %1, i64 %2
  %13 = icmp eq %struct.LZ4F_preferences_t* %6, null
  br i1 %13, label %14, label %15

14:                                               ; preds = %7
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %10, i8 0, i64 56, i1 false)
  br label %22

15:                                               ; preds = %7
  %16 = bitcast %struct.LZ4F_preferences_t* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %10, i8* noundef nonnull align 8 dereferenceable(56) %16, i64 56, i1 false), !tbaa.struct !64
  %17 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %8, i64 0, i32 0, i32 4
  %18 = load i64, i64* %17, align 8, !tbaa !71
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %22, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %8, i64 0, i32 0, i32 4
  store i64 %4, i64* %21, align 8, !tbaa !71
  br label %22

22:                                               ; preds = %20, %15, %14
  %23 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %8, i64 0, i32 0, i32 0
  %24 = load i32, i32* %23, align 8, !tbaa !74
  %25 = icmp ugt i32 %24, 4
  br i1 %25, label %26, label %34

26:                                               ; preds = %30, %22
  %27 = phi i64 [ %32, %30 ], [ 65536, %22 ]
  %28 = phi i32 [ %31, %30 ], [ 4, %22 ]
  %29 = icmp ult i64 %27, %4
  br i1 %29, label %30, label %34

30:                                               ; preds = %26
  %31 = add nuw i32 %28, 1
  %32 = shl i64 %27, 2
  %33 = icmp eq i32 %31, %24
  br i1 %33, label %34, label %26, !llvm.loop !75

34:                                               ; preds = %30, %26, %22
  %35 = phi i32 [ %24, %22 ], [ %28, %26 ], [ %24, %30 ]
  store i32 %35, i32* %23, align 8, !tbaa !74
  %36 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %8, i64 0, i32 2
  store i32 1, i32* %36, align 4, !tbaa !76
  %37 = icmp eq i32 %35, 0
  %38 = select i1 %37, i32 4, i32 %35
  %39 = and i32 %38, -4
  %40 = icmp eq i32 %39, 4
  br i1 %40, label %41, label %46

41:                                               ; preds = %34
  %42 = add nsw i32 %38, -4
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [4 x i64], [4 x i64]* @LZ4F_getBlockSize.blockSizes, i64 0, i64 %43
  %45 = load i64, i64* %44, align 8, !tbaa !70
  br label %46

46:                                               ; preds = %41, %34
  %47 = phi i64 [ %45, %41 ], [ -2, %34 ]
  %48 = icmp ult i64 %47, %4
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %8, i64 0, i32 0, i32 1
  store i32 1, i32* %50, align 4, !tbaa !77
  br label %51

51:                                               ; preds = %49, %46
  %52 = getelementptr inbounds %struct.LZ4F_compressOptions_t, %struct.LZ4F_compressOptions_t* %9, i64 0, i32 1
  %53 = bitcast [3 x i32]* %52 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(16) %53, i8 0, i64 12, i1 false)
  %54 = getelementptr inbounds %struct.LZ4F_compressOptions_t, %struct.LZ4F_compressOptions_t* %9, i64 0, i32 0
  store i32 1, i32* %54, align 4, !tbaa !78
  %55 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %8, i64 0, i32 0, i32 2
  %56 = load i32, i32* %55, align 8, !tbaa.struct !68
  %57 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %8, i64 0, i32 0, i32 6
  %58 = load i32, i32* %57, align 4, !tbaa.struct !69
  br i1 %37, label %62, label %59

59:                                               ; preds = %51
  %60 = and i32 %35, -4
  %61 = icmp eq i32 %60, 4
  br i1 %61, label %62, label %68

62:                                               ; preds = %59, %51
  %63 = phi i32 [ %35, %59 ], [ 4, %51 ]
  %64 = add nsw i32 %63, -4
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds [4 x i64], [4 x i64]* @LZ4F_getBlockSize.blockSizes, i64 0, i64 %65
  %67 = load i64, i64* %66, align 8, !tbaa !70
  br label %68

68:                                               ; preds = %62, %59
  %69 = phi i64 [ %67, %62 ], [ -2, %59 ]
  %70 = add i64 %69, -1
  %71 = udiv i64 %4, %69
  %72 = and i64 %70, %4
  %73 = icmp ne i64 %72, 0
  %74 = zext i1 %73 to i64
  %75 = add i64 %71, %74
  %76 = zext i32 %58 to i64
  %77 = shl nuw nsw i64 %76, 2
  %78 = zext i32 %56 to i64
  %79 = shl nuw nsw i64 %78, 2
  %80 = add nuw nsw i64 %77, 4
  %81 = and i64 %75, 4294967295
  %82 = mul i64 %81, %80
  %83 = and i64 %71, 4294967295
  %84 = mul i64 %83, %69
  %85 = add nuw nsw i64 %79, 23
  %86 = add i64 %85, %72
  %87 = add i64 %86, %84
  %88 = add i64 %87, %82
  %89 = icmp ugt i64 %88, %2
  br i1 %89, label %154, label %90

90:                                               ; preds = %68
  %91 = call i64 @LZ4F_compressBegin_usingCDict(%struct.LZ4F_cctx_s* noundef %0, i8* noundef %1, i64 noundef %2, %struct.LZ4F_CDict_s* noundef %5, %struct.LZ4F_preferences_t* noundef nonnull %8)
  %92 = icmp ult i64 %91, -21
  %93 = select i1 %92, i64 %91, i64 0
  %94 = getelementptr i8, i8* %1, i64 %93
  br i1 %92, label %95, label %154

95:                                               ; preds = %90
  %96 = ptrtoint i8* %12 to i64
  %97 = ptrtoint i8* %94 to i64
  %98 = sub i64 %96, %97
  %99 = call fastcc i64 @LZ4F_compressUpdateImpl(%struct.LZ4F_cctx_s* noundef %0, i8* noundef %94, i64 noundef %98, i8* noundef %3, i64 noundef %4, %struct.LZ4F_compressOptions_t* noundef nonnull %9, i32 noundef 0) #19
  %100 = icmp ult i64 %99, -21
  %101 = select i1 %100, i64 %99, i64 0
  %102 = getelementptr i8, i8* %94, i64 %101
  br i1 %100, label %103, label %154

103:                                              ; preds = %95
  %104 = ptrtoint i8* %102 to i64
  %105 = sub i64 %96, %104
  %106 = call i64 @LZ4F_flush(%struct.LZ4F_cctx_s* noundef %0, i8* noundef %102, i64 noundef %105, %struct.LZ4F_compressOptions_t* undef) #19
  %107 = icmp ult i64 %106, -21
  br i1 %107, label %108, label %154

108:                                              ; preds = %103
  %109 = getelementptr inbounds i8, i8* %102, i64 %106
  %110 = sub i64 %105, %106
  %111 = icmp ult i64 %110, 4
  br i1 %111, label %154, label %112

112:                                              ; preds = %108
  %113 = getelementptr inbounds i8, i8* %109, i64 4
  %114 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 2
  %115 = bitcast i8* %109 to i32*
  store i32 0, i32* %115, align 1
  %116 = load i32, i32* %114, align 8, !tbaa !80
  %117 = icmp eq i32 %116, 1
  br i1 %117, label %118, label %134

118:                                              ; preds = %112
  %119 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 11
  %120 = call i32 @XXH32_digest(%struct.XXH32_state_s* noundef nonnull %119) #19
  %121 = icmp ult i64 %110, 8
  br i1 %121, label %154, label %122

122:                                              ; preds = %118
  %123 = trunc i32 %120 to i8
  store i8 %123, i8* %113, align 1, !tbaa !5
  %124 = lshr i32 %120, 8
  %125 = trunc i32 %124 to i8
  %126 = getelementptr inbounds i8, i8* %113, i64 1
  store i8 %125, i8* %126, align 1, !tbaa !5
  %127 = lshr i32 %120, 16
  %128 = trunc i32 %127 to i8
  %129 = getelementptr inbounds i8, i8* %113, i64 2
  store i8 %128, i8* %129, align 1, !tbaa !5
  %130 = lshr i32 %120, 24
  %131 = trunc i32 %130 to i8
  %132 = getelementptr inbounds i8, i8* %113, i64 3
  store i8 %131, i8* %132, align 1, !tbaa !5
  %133 = getelementptr inbounds i8, i8* %113, i64 4
  br label %134

134:                                              ; preds = %122, %112
  %135 = phi i8* [ %133, %122 ], [ %113, %112 ]
  %136 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 3
  store i32 0, i32* %136, align 4, !tbaa !85
  %137 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 6
  store i64 0, i64* %137, align 8, !tbaa !86
  %138 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 4
  %139 = load i64, i64* %138, align 8, !tbaa !87
  %140 = icmp eq i64 %139, 0
  br i1 %140, label %145, label %141

141:                                              ; preds = %134
  %142 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 10
  %143 = load i64, i64* %142, align 8, !tbaa !88
  %144 = icmp eq i64 %139, %143
  br i1 %144, label %145, label %154

145:                                              ; preds = %141, %134
  %146 = ptrtoint i8* %135 to i64
  %147 = sub i64 %146, %104
  %148 = icmp ult i64 %147, -21
  br i1 %148, label %149, label %154

149:                                              ; preds = %145
  %150 = getelementptr inbounds i8, i8* %102, i64 %147
  %151 = ptrtoint i8* %150 to i64
  %152 = ptrtoint i8* %1 to i64
  %153 = sub i64 %151, %152
  br label %154

154:                                              ; preds = %149, %145, %141, %118, %108, %103, %95, %90, %68
  %155 = phi i64 [ %153, %149 ], [ %147, %145 ], [ %99, %95 ], [ %91, %90 ], [ -11, %68 ], [ -11, %118 ], [ -14, %141 ], [ -11, %108 ], [ %106, %103 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %11) #19
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %10) #19
  ret i64 %155
}

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_compressBegin_usingCDict(%struct.LZ4F_cctx_s* noundef %0, i8* noundef %1, i64 noundef %2, %struct.LZ4F_CDict_s* noundef %3, %struct.LZ4F_preferences_t* noundef readonly %4) local_unnamed_addr #14 {
  %6 = alloca %struct.LZ4F_preferences_t, align 8
  %7 = bitcast %struct.LZ4F_preferences_t* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %7) #19
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %7, i8 0, i64 56, i1 false)
  %8 = icmp ult i64 %2, 19
  br i1 %8, label %301, label %9

9:                                                ; preds = %5
  %10 = icmp eq %struct.LZ4F_preferences_t* %4, null
  %11 = select i1 %10, %struct.LZ4F_preferences_t* %6, %struct.LZ4F_preferences_t* %4
  %12 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1
  %13 = bitcast %struct.LZ4F_preferences_t* %12 to i8*
  %14 = bitcast %struct.LZ4F_preferences_t* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %13, i8* noundef nonnull align 8 dereferenceable(56) %14, i64 56, i1 false), !tbaa.struct !64
  %15 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 1
  %16 = load i32, i32* %15, align 8, !tbaa !89
  %17 = icmp sgt i32 %16, 2
  %18 = select i1 %17, i16 2, i16 1
  %19 = zext i16 %18 to i32
  switch i32 %19, label %24 [
    i32 1, label %20
    i32 2, label %22
  ]

20:                                               ; preds = %9
  %21 = tail call i32 @LZ4_sizeofState() #19
  br label %24

22:                                               ; preds = %9
  %23 = tail call i32 @LZ4_sizeofStateHC() #19
  br label %24

24:                                               ; preds = %22, %20, %9
  %25 = phi i32 [ %23, %22 ], [ %21, %20 ], [ 0, %9 ]
  %26 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 13
  %27 = load i16, i16* %26, align 8, !tbaa !90
  switch i16 %27, label %32 [
    i16 1, label %28
    i16 2, label %30
  ]

28:                                               ; preds = %24
  %29 = tail call i32 @LZ4_sizeofState() #19
  br label %32

30:                                               ; preds = %24
  %31 = tail call i32 @LZ4_sizeofStateHC() #19
  br label %32

32:                                               ; preds = %30, %28, %24
  %33 = phi i32 [ %31, %30 ], [ %29, %28 ], [ 0, %24 ]
  %34 = icmp slt i32 %33, %25
  br i1 %34, label %35, label %78

35:                                               ; preds = %32
  %36 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 12
  %37 = load i8*, i8** %36, align 8, !tbaa !91
  %38 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 0, i32 2
  %39 = load void (i8*, i8*)*, void (i8*, i8*)** %38, align 1
  %40 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 0, i32 3
  %41 = icmp eq void (i8*, i8*)* %39, null
  br i1 %41, label %44, label %42

42:                                               ; preds = %35
  %43 = load i8*, i8** %40, align 1
  tail call void %39(i8* noundef %43, i8* noundef %37) #19
  br label %45

44:                                               ; preds = %35
  tail call void @free(i8* noundef %37) #19
  br label %45

45:                                               ; preds = %44, %42
  %46 = load i32, i32* %15, align 8, !tbaa !89
  %47 = icmp slt i32 %46, 3
  %48 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 0, i32 0
  %49 = load i8* (i8*, i64)*, i8* (i8*, i64)** %48, align 1
  %50 = icmp eq i8* (i8*, i64)* %49, null
  br i1 %47, label %51, label %62

51:                                               ; preds = %45
  br i1 %50, label %55, label %52

52:                                               ; preds = %51
  %53 = load i8*, i8** %40, align 1
  %54 = tail call i8* %49(i8* noundef %53, i64 noundef 16416) #19
  br label %57

55:                                               ; preds = %51
  %56 = tail call noalias dereferenceable_or_null(16416) i8* @malloc(i64 noundef 16416) #19
  br label %57

57:                                               ; preds = %55, %52
  %58 = phi i8* [ %54, %52 ], [ %56, %55 ]
  store i8* %58, i8** %36, align 8, !tbaa !91
  %59 = icmp eq i8* %58, null
  br i1 %59, label %301, label %60

60:                                               ; preds = %57
  %61 = tail call %union.LZ4_stream_u* @LZ4_initStream(i8* noundef nonnull %58, i64 noundef 16416) #19
  br label %73

62:                                               ; preds = %45
  br i1 %50, label %66, label %63

63:                                               ; preds = %62
  %64 = load i8*, i8** %40, align 1
  %65 = tail call i8* %49(i8* noundef %64, i64 noundef 262200) #19
  br label %68

66:                                               ; preds = %62
  %67 = tail call noalias dereferenceable_or_null(262200) i8* @malloc(i64 noundef 262200) #19
  br label %68

68:                                               ; preds = %66, %63
  %69 = phi i8* [ %65, %63 ], [ %67, %66 ]
  store i8* %69, i8** %36, align 8, !tbaa !91
  %70 = icmp eq i8* %69, null
  br i1 %70, label %301, label %71

71:                                               ; preds = %68
  %72 = tail call %union.LZ4_streamHC_u* @LZ4_initStreamHC(i8* noundef nonnull %69, i64 noundef 262200) #19
  br label %73

73:                                               ; preds = %71, %60
  %74 = load i8*, i8** %36, align 8, !tbaa !91
  %75 = icmp eq i8* %74, null
  br i1 %75, label %301, label %76

76:                                               ; preds = %73
  store i16 %18, i16* %26, align 8, !tbaa !90
  %77 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 14
  br label %94

78:                                               ; preds = %32
  %79 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 14
  %80 = load i16, i16* %79, align 2, !tbaa !92
  %81 = icmp eq i16 %80, %18
  br i1 %81, label %96, label %82

82:                                               ; preds = %78
  %83 = load i32, i32* %15, align 8, !tbaa !89
  %84 = icmp slt i32 %83, 3
  %85 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 12
  %86 = load i8*, i8** %85, align 8, !tbaa !91
  br i1 %84, label %87, label %89

87:                                               ; preds = %82
  %88 = tail call %union.LZ4_stream_u* @LZ4_initStream(i8* noundef %86, i64 noundef 16416) #19
  br label %94

89:                                               ; preds = %82
  %90 = tail call %union.LZ4_streamHC_u* @LZ4_initStreamHC(i8* noundef %86, i64 noundef 262200) #19
  %91 = bitcast i8** %85 to %union.LZ4_streamHC_u**
  %92 = load %union.LZ4_streamHC_u*, %union.LZ4_streamHC_u** %91, align 8, !tbaa !91
  %93 = load i32, i32* %15, align 8, !tbaa !89
  tail call void @LZ4_setCompressionLevel(%union.LZ4_streamHC_u* noundef %92, i32 noundef %93) #19
  br label %94

94:                                               ; preds = %89, %87, %76
  %95 = phi i16* [ %77, %76 ], [ %79, %89 ], [ %79, %87 ]
  store i16 %18, i16* %95, align 2, !tbaa !92
  br label %96

96:                                               ; preds = %94, %78
  %97 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %12, i64 0, i32 0, i32 0
  %98 = load i32, i32* %97, align 8, !tbaa !93
  %99 = icmp eq i32 %98, 0
  br i1 %99, label %100, label %101

100:                                              ; preds = %96
  store i32 4, i32* %97, align 8, !tbaa !93
  br label %104

101:                                              ; preds = %96
  %102 = and i32 %98, -4
  %103 = icmp eq i32 %102, 4
  br i1 %103, label %104, label %110

104:                                              ; preds = %101, %100
  %105 = phi i32 [ 4, %100 ], [ %98, %101 ]
  %106 = add nsw i32 %105, -4
  %107 = zext i32 %106 to i64
  %108 = getelementptr inbounds [4 x i64], [4 x i64]* @LZ4F_getBlockSize.blockSizes, i64 0, i64 %107
  %109 = load i64, i64* %108, align 8, !tbaa !70
  br label %110

110:                                              ; preds = %104, %101
  %111 = phi i64 [ %109, %104 ], [ -2, %101 ]
  %112 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 5
  store i64 %111, i64* %112, align 8, !tbaa !94
  %113 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %6, i64 0, i32 2
  %114 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %4, i64 0, i32 2
  %115 = select i1 %10, i32* %113, i32* %114
  %116 = load i32, i32* %115, align 4, !tbaa !76
  %117 = icmp eq i32 %116, 0
  %118 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 1
  %119 = load i32, i32* %118, align 4, !tbaa !95
  %120 = icmp eq i32 %119, 0
  %121 = select i1 %120, i64 65536, i64 0
  %122 = select i1 %120, i64 131072, i64 0
  %123 = add i64 %122, %111
  %124 = select i1 %117, i64 %123, i64 %121
  %125 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 6
  %126 = load i64, i64* %125, align 8, !tbaa !86
  %127 = icmp ult i64 %126, %124
  br i1 %127, label %131, label %128

128:                                              ; preds = %110
  %129 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 7
  %130 = load i8*, i8** %129, align 8, !tbaa !96
  br label %164

131:                                              ; preds = %110
  store i64 0, i64* %125, align 8, !tbaa !86
  %132 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 7
  %133 = load i8*, i8** %132, align 8, !tbaa !96
  %134 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 0, i32 2
  %135 = load void (i8*, i8*)*, void (i8*, i8*)** %134, align 1
  %136 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 0, i32 3
  %137 = icmp eq void (i8*, i8*)* %135, null
  br i1 %137, label %140, label %138

138:                                              ; preds = %131
  %139 = load i8*, i8** %136, align 1
  tail call void %135(i8* noundef %139, i8* noundef %133) #19
  br label %141

140:                                              ; preds = %131
  tail call void @free(i8* noundef %133) #19
  br label %141

141:                                              ; preds = %140, %138
  %142 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 0, i32 0
  %143 = load i8* (i8*, i64)*, i8* (i8*, i64)** %142, align 1
  %144 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 0, i32 1
  %145 = load i8* (i8*, i64)*, i8* (i8*, i64)** %144, align 1
  %146 = load i8*, i8** %136, align 1
  %147 = icmp eq i8* (i8*, i64)* %145, null
  br i1 %147, label %150, label %148

148:                                              ; preds = %141
  %149 = tail call i8* %145(i8* noundef %146, i64 noundef %124) #19
  br label %159

150:                                              ; preds = %141
  %151 = icmp eq i8* (i8*, i64)* %143, null
  br i1 %151, label %152, label %154

152:                                              ; preds = %150
  %153 = tail call noalias i8* @calloc(i64 noundef 1, i64 noundef %124) #19
  br label %159

154:                                              ; preds = %150
  %155 = tail call i8* %143(i8* noundef %146, i64 noundef %124) #19
  %156 = icmp eq i8* %155, null
  br i1 %156, label %157, label %158

157:                                              ; preds = %154
  store i8* null, i8** %132, align 8, !tbaa !96
  br label %301

158:                                              ; preds = %154
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %155, i8 0, i64 %124, i1 false) #19
  store i8* %155, i8** %132, align 8, !tbaa !96
  br label %162

159:                                              ; preds = %152, %148
  %160 = phi i8* [ %149, %148 ], [ %153, %152 ]
  store i8* %160, i8** %132, align 8, !tbaa !96
  %161 = icmp eq i8* %160, null
  br i1 %161, label %301, label %162

162:                                              ; preds = %159, %158
  %163 = phi i8* [ %155, %158 ], [ %160, %159 ]
  store i64 %124, i64* %125, align 8, !tbaa !86
  br label %164

164:                                              ; preds = %162, %128
  %165 = phi i8* [ %130, %128 ], [ %163, %162 ]
  %166 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 8
  store i8* %165, i8** %166, align 8, !tbaa !97
  %167 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 9
  store i64 0, i64* %167, align 8, !tbaa !98
  %168 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 11
  %169 = tail call i32 @XXH32_reset(%struct.XXH32_state_s* noundef nonnull %168, i32 noundef 0) #19
  %170 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 4
  store %struct.LZ4F_CDict_s* %3, %struct.LZ4F_CDict_s** %170, align 8, !tbaa !99
  %171 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 1
  %172 = load i32, i32* %171, align 4, !tbaa !95
  %173 = icmp eq i32 %172, 0
  br i1 %173, label %174, label %195

174:                                              ; preds = %164
  %175 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 12
  %176 = load i8*, i8** %175, align 8, !tbaa !91
  %177 = load i32, i32* %15, align 8, !tbaa !89
  %178 = icmp slt i32 %177, 3
  br i1 %178, label %179, label %187

179:                                              ; preds = %174
  %180 = icmp eq %struct.LZ4F_CDict_s* %3, null
  %181 = bitcast i8* %176 to %union.LZ4_stream_u*
  tail call void @LZ4_resetStream_fast(%union.LZ4_stream_u* noundef %181) #19
  br i1 %180, label %185, label %182

182:                                              ; preds = %179
  %183 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %3, i64 0, i32 2
  %184 = load %union.LZ4_stream_u*, %union.LZ4_stream_u** %183, align 8, !tbaa !100
  br label %185

185:                                              ; preds = %182, %179
  %186 = phi %union.LZ4_stream_u* [ %184, %182 ], [ null, %179 ]
  tail call void @LZ4_attach_dictionary(%union.LZ4_stream_u* noundef %181, %union.LZ4_stream_u* noundef %186) #19
  br label %195

187:                                              ; preds = %174
  %188 = bitcast i8* %176 to %union.LZ4_streamHC_u*
  tail call void @LZ4_resetStreamHC_fast(%union.LZ4_streamHC_u* noundef %188, i32 noundef %177) #19
  %189 = icmp eq %struct.LZ4F_CDict_s* %3, null
  br i1 %189, label %193, label %190

190:                                              ; preds = %187
  %191 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %3, i64 0, i32 3
  %192 = load %union.LZ4_streamHC_u*, %union.LZ4_streamHC_u** %191, align 8, !tbaa !102
  br label %193

193:                                              ; preds = %190, %187
  %194 = phi %union.LZ4_streamHC_u* [ %192, %190 ], [ null, %187 ]
  tail call void @LZ4_attach_HC_dictionary(%union.LZ4_streamHC_u* noundef %188, %union.LZ4_streamHC_u* noundef %194) #19
  br label %195

195:                                              ; preds = %193, %185, %164
  %196 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %6, i64 0, i32 1
  %197 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %4, i64 0, i32 1
  %198 = select i1 %10, i32* %196, i32* %197
  %199 = load i32, i32* %198, align 8, !tbaa !103
  %200 = icmp sgt i32 %199, 2
  br i1 %200, label %201, label %209

201:                                              ; preds = %195
  %202 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 12
  %203 = bitcast i8** %202 to %union.LZ4_streamHC_u**
  %204 = load %union.LZ4_streamHC_u*, %union.LZ4_streamHC_u** %203, align 8, !tbaa !91
  %205 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %6, i64 0, i32 3
  %206 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %4, i64 0, i32 3
  %207 = select i1 %10, i32* %205, i32* %206
  %208 = load i32, i32* %207, align 8, !tbaa !104
  tail call void @LZ4_favorDecompressionSpeed(%union.LZ4_streamHC_u* noundef %204, i32 noundef %208) #19
  br label %209

209:                                              ; preds = %201, %195
  store i8 4, i8* %1, align 1, !tbaa !5
  %210 = getelementptr inbounds i8, i8* %1, i64 1
  store i8 34, i8* %210, align 1, !tbaa !5
  %211 = getelementptr inbounds i8, i8* %1, i64 2
  store i8 77, i8* %211, align 1, !tbaa !5
  %212 = getelementptr inbounds i8, i8* %1, i64 3
  store i8 24, i8* %212, align 1, !tbaa !5
  %213 = getelementptr inbounds i8, i8* %1, i64 4
  %214 = load i32, i32* %171, align 4, !tbaa !95
  %215 = shl i32 %214, 5
  %216 = and i32 %215, 32
  %217 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 6
  %218 = load i32, i32* %217, align 4, !tbaa !105
  %219 = shl i32 %218, 4
  %220 = and i32 %219, 16
  %221 = or i32 %220, %216
  %222 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 4
  %223 = load i64, i64* %222, align 8, !tbaa !87
  %224 = icmp eq i64 %223, 0
  %225 = select i1 %224, i32 0, i32 8
  %226 = or i32 %221, %225
  %227 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 2
  %228 = load i32, i32* %227, align 8, !tbaa !80
  %229 = shl i32 %228, 2
  %230 = and i32 %229, 4
  %231 = or i32 %226, %230
  %232 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 5
  %233 = load i32, i32* %232, align 8, !tbaa !106
  %234 = icmp ne i32 %233, 0
  %235 = zext i1 %234 to i32
  %236 = or i32 %231, %235
  %237 = trunc i32 %236 to i8
  %238 = or i8 %237, 64
  %239 = getelementptr inbounds i8, i8* %1, i64 5
  store i8 %238, i8* %213, align 1, !tbaa !5
  %240 = load i32, i32* %97, align 8, !tbaa !93
  %241 = trunc i32 %240 to i8
  %242 = shl i8 %241, 4
  %243 = and i8 %242, 112
  %244 = getelementptr inbounds i8, i8* %1, i64 6
  store i8 %243, i8* %239, align 1, !tbaa !5
  %245 = load i64, i64* %222, align 8, !tbaa !87
  %246 = icmp eq i64 %245, 0
  br i1 %246, label %272, label %247

247:                                              ; preds = %209
  %248 = trunc i64 %245 to i8
  store i8 %248, i8* %244, align 1, !tbaa !5
  %249 = lshr i64 %245, 8
  %250 = trunc i64 %249 to i8
  %251 = getelementptr inbounds i8, i8* %1, i64 7
  store i8 %250, i8* %251, align 1, !tbaa !5
  %252 = lshr i64 %245, 16
  %253 = trunc i64 %252 to i8
  %254 = getelementptr inbounds i8, i8* %1, i64 8
  store i8 %253, i8* %254, align 1, !tbaa !5
  %255 = lshr i64 %245, 24
  %256 = trunc i64 %255 to i8
  %257 = getelementptr inbounds i8, i8* %1, i64 9
  store i8 %256, i8* %257, align 1, !tbaa !5
  %258 = lshr i64 %245, 32
  %259 = trunc i64 %258 to i8
  %260 = getelementptr inbounds i8, i8* %1, i64 10
  store i8 %259, i8* %260, align 1, !tbaa !5
  %261 = lshr i64 %245, 40
  %262 = trunc i64 %261 to i8
  %263 = getelementptr inbounds i8, i8* %1, i64 11
  store i8 %262, i8* %263, align 1, !tbaa !5
  %264 = lshr i64 %245, 48
  %265 = trunc i64 %264 to i8
  %266 = getelementptr inbounds i8, i8* %1, i64 12
  store i8 %265, i8* %266, align 1, !tbaa !5
  %267 = lshr i64 %245, 56
  %268 = trunc i64 %267 to i8
  %269 = getelementptr inbounds i8, i8* %1, i64 13
  store i8 %268, i8* %269, align 1, !tbaa !5
  %270 = getelementptr inbounds i8, i8* %1, i64 14
  %271 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 10
  store i64 0, i64* %271, align 8, !tbaa !88
  br label %272

272:                                              ; preds = %247, %209
  %273 = phi i8* [ %270, %247 ], [ %244, %209 ]
  %274 = load i32, i32* %232, align 8, !tbaa !106
  %275 = icmp eq i32 %274, 0
  br i1 %275, label %288, label %276

276:                                              ; preds = %272
  %277 = trunc i32 %274 to i8
  store i8 %277, i8* %273, align 1, !tbaa !5
  %278 = lshr i32 %274, 8
  %279 = trunc i32 %278 to i8
  %280 = getelementptr inbounds i8, i8* %273, i64 1
  store i8 %279, i8* %280, align 1, !tbaa !5
  %281 = lshr i32 %274, 16
  %282 = trunc i32 %281 to i8
  %283 = getelementptr inbounds i8, i8* %273, i64 2
  store i8 %282, i8* %283, align 1, !tbaa !5
  %284 = lshr i32 %274, 24
  %285 = trunc i32 %284 to i8
  %286 = getelementptr inbounds i8, i8* %273, i64 3
  store i8 %285, i8* %286, align 1, !tbaa !5
  %287 = getelementptr inbounds i8, i8* %273, i64 4
  br label %288

288:                                              ; preds = %276, %272
  %289 = phi i8* [ %287, %276 ], [ %273, %272 ]
  %290 = ptrtoint i8* %289 to i64
  %291 = ptrtoint i8* %213 to i64
  %292 = sub i64 %290, %291
  %293 = tail call i32 @XXH32(i8* noundef nonnull %213, i64 noundef %292, i32 noundef 0) #19
  %294 = lshr i32 %293, 8
  %295 = trunc i32 %294 to i8
  store i8 %295, i8* %289, align 1, !tbaa !5
  %296 = getelementptr inbounds i8, i8* %289, i64 1
  %297 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 3
  store i32 1, i32* %297, align 4, !tbaa !85
  %298 = ptrtoint i8* %296 to i64
  %299 = ptrtoint i8* %1 to i64
  %300 = sub i64 %298, %299
  br label %301

301:                                              ; preds = %288, %159, %157, %73, %68, %57, %5
  %302 = phi i64 [ %300, %288 ], [ -11, %5 ], [ -9, %73 ], [ -9, %159 ], [ -9, %157 ], [ -9, %68 ], [ -9, %57 ]
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %7) #19
  ret i64 %302
}

; Function Attrs: nounwind uwtable
declare hidden fastcc i64 @LZ4F_compressUpdateImpl(%struct.LZ4F_cctx_s* noundef, i8* noundef, i64 noundef, i8* noundef, i64 noundef, %struct.LZ4F_compressOptions_t* noundef readonly, i32 noundef) unnamed_addr #14

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_flush(%struct.LZ4F_cctx_s* nocapture noundef %0, i8* noundef %1, i64 noundef %2, %struct.LZ4F_compressOptions_t* nocapture readnone %3) local_unnamed_addr #14 {
  %5 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 9
  %6 = load i64, i64* %5, align 8, !tbaa !98
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %128, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 3
  %10 = load i32, i32* %9, align 4, !tbaa !85
  %11 = icmp eq i32 %10, 1
  br i1 %11, label %12, label %128

12:                                               ; preds = %8
  %13 = add i64 %6, 8
  %14 = icmp ugt i64 %13, %2
  br i1 %14, label %128, label %15

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 1
  %17 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 1
  %18 = load i32, i32* %17, align 8, !tbaa !89
  %19 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 15
  %20 = load i32, i32* %19, align 4, !tbaa !107
  %21 = icmp eq i32 %20, 1
  br i1 %21, label %30, label %22

22:                                               ; preds = %15
  %23 = load i32, i32* %16, align 4, !tbaa !95
  %24 = icmp slt i32 %18, 3
  %25 = icmp eq i32 %23, 1
  br i1 %24, label %26, label %28

26:                                               ; preds = %22
  %27 = select i1 %25, i32 (i8*, i8*, i8*, i32, i32, i32, %struct.LZ4F_CDict_s*)* @LZ4F_compressBlock, i32 (i8*, i8*, i8*, i32, i32, i32, %struct.LZ4F_CDict_s*)* @LZ4F_compressBlock_continue
  br label %30

28:                                               ; preds = %22
  %29 = select i1 %25, i32 (i8*, i8*, i8*, i32, i32, i32, %struct.LZ4F_CDict_s*)* @LZ4F_compressBlockHC, i32 (i8*, i8*, i8*, i32, i32, i32, %struct.LZ4F_CDict_s*)* @LZ4F_compressBlockHC_continue
  br label %30

30:                                               ; preds = %28, %26, %15
  %31 = phi i32 (i8*, i8*, i8*, i32, i32, i32, %struct.LZ4F_CDict_s*)* [ @LZ4F_doNotCompressBlock, %15 ], [ %27, %26 ], [ %29, %28 ]
  %32 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 8
  %33 = load i8*, i8** %32, align 8, !tbaa !97
  %34 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 12
  %35 = load i8*, i8** %34, align 8, !tbaa !91
  %36 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 4
  %37 = load %struct.LZ4F_CDict_s*, %struct.LZ4F_CDict_s** %36, align 8, !tbaa !99
  %38 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 6
  %39 = load i32, i32* %38, align 4, !tbaa !105
  %40 = getelementptr inbounds i8, i8* %1, i64 4
  %41 = trunc i64 %6 to i32
  %42 = add i32 %41, -1
  %43 = tail call i32 %31(i8* noundef %35, i8* noundef %33, i8* noundef nonnull %40, i32 noundef %41, i32 noundef %42, i32 noundef %18, %struct.LZ4F_CDict_s* noundef %37) #19
  %44 = icmp ne i32 %43, 0
  %45 = zext i32 %43 to i64
  %46 = icmp ugt i64 %6, %45
  %47 = and i1 %44, %46
  br i1 %47, label %61, label %48

48:                                               ; preds = %30
  %49 = trunc i64 %6 to i8
  store i8 %49, i8* %1, align 1, !tbaa !5
  %50 = lshr i64 %6, 8
  %51 = trunc i64 %50 to i8
  %52 = getelementptr inbounds i8, i8* %1, i64 1
  store i8 %51, i8* %52, align 1, !tbaa !5
  %53 = lshr i64 %6, 16
  %54 = trunc i64 %53 to i8
  %55 = getelementptr inbounds i8, i8* %1, i64 2
  store i8 %54, i8* %55, align 1, !tbaa !5
  %56 = lshr i64 %6, 24
  %57 = trunc i64 %56 to i8
  %58 = or i8 %57, -128
  %59 = getelementptr inbounds i8, i8* %1, i64 3
  store i8 %58, i8* %59, align 1, !tbaa !5
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %40, i8* align 1 %33, i64 %6, i1 false) #19
  %60 = and i64 %6, 4294967295
  br label %72

61:                                               ; preds = %30
  %62 = trunc i32 %43 to i8
  store i8 %62, i8* %1, align 1, !tbaa !5
  %63 = lshr i32 %43, 8
  %64 = trunc i32 %63 to i8
  %65 = getelementptr inbounds i8, i8* %1, i64 1
  store i8 %64, i8* %65, align 1, !tbaa !5
  %66 = lshr i32 %43, 16
  %67 = trunc i32 %66 to i8
  %68 = getelementptr inbounds i8, i8* %1, i64 2
  store i8 %67, i8* %68, align 1, !tbaa !5
  %69 = lshr i32 %43, 24
  %70 = trunc i32 %69 to i8
  %71 = getelementptr inbounds i8, i8* %1, i64 3
  store i8 %70, i8* %71, align 1, !tbaa !5
  br label %72

72:                                               ; preds = %61, %48
  %73 = phi i64 [ %45, %61 ], [ %60, %48 ]
  %74 = icmp eq i32 %39, 0
  br i1 %74, label %88, label %75

75:                                               ; preds = %72
  %76 = tail call i32 @XXH32(i8* noundef nonnull %40, i64 noundef %73, i32 noundef 0) #19
  %77 = getelementptr inbounds i8, i8* %40, i64 %73
  %78 = trunc i32 %76 to i8
  store i8 %78, i8* %77, align 1, !tbaa !5
  %79 = lshr i32 %76, 8
  %80 = trunc i32 %79 to i8
  %81 = getelementptr inbounds i8, i8* %77, i64 1
  store i8 %80, i8* %81, align 1, !tbaa !5
  %82 = lshr i32 %76, 16
  %83 = trunc i32 %82 to i8
  %84 = getelementptr inbounds i8, i8* %77, i64 2
  store i8 %83, i8* %84, align 1, !tbaa !5
  %85 = lshr i32 %76, 24
  %86 = trunc i32 %85 to i8
  %87 = getelementptr inbounds i8, i8* %77, i64 3
  store i8 %86, i8* %87, align 1, !tbaa !5
  br label %88

88:                                               ; preds = %75, %72
  %89 = zext i32 %39 to i64
  %90 = shl nuw nsw i64 %89, 2
  %91 = add nuw nsw i64 %90, 4
  %92 = add nuw nsw i64 %91, %73
  %93 = load i32, i32* %16, align 4, !tbaa !95
  %94 = icmp eq i32 %93, 0
  br i1 %94, label %97, label %95

95:                                               ; preds = %88
  %96 = load i8*, i8** %32, align 8, !tbaa !97
  br label %101

97:                                               ; preds = %88
  %98 = load i64, i64* %5, align 8, !tbaa !98
  %99 = load i8*, i8** %32, align 8, !tbaa !97
  %100 = getelementptr inbounds i8, i8* %99, i64 %98
  store i8* %100, i8** %32, align 8, !tbaa !97
  br label %101

101:                                              ; preds = %97, %95
  %102 = phi i8* [ %96, %95 ], [ %100, %97 ]
  store i64 0, i64* %5, align 8, !tbaa !98
  %103 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 5
  %104 = load i64, i64* %103, align 8, !tbaa !94
  %105 = getelementptr inbounds i8, i8* %102, i64 %104
  %106 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 7
  %107 = load i8*, i8** %106, align 8, !tbaa !96
  %108 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 6
  %109 = load i64, i64* %108, align 8, !tbaa !86
  %110 = getelementptr inbounds i8, i8* %107, i64 %109
  %111 = icmp ugt i8* %105, %110
  br i1 %111, label %112, label %128

112:                                              ; preds = %101
  %113 = load i32, i32* %17, align 8, !tbaa !89
  %114 = icmp slt i32 %113, 3
  br i1 %114, label %115, label %119

115:                                              ; preds = %112
  %116 = bitcast i8** %34 to %union.LZ4_stream_u**
  %117 = load %union.LZ4_stream_u*, %union.LZ4_stream_u** %116, align 8, !tbaa !91
  %118 = tail call i32 @LZ4_saveDict(%union.LZ4_stream_u* noundef %117, i8* noundef %107, i32 noundef 65536) #19
  br label %123

119:                                              ; preds = %112
  %120 = bitcast i8** %34 to %union.LZ4_streamHC_u**
  %121 = load %union.LZ4_streamHC_u*, %union.LZ4_streamHC_u** %120, align 8, !tbaa !91
  %122 = tail call i32 @LZ4_saveDictHC(%union.LZ4_streamHC_u* noundef %121, i8* noundef %107, i32 noundef 65536) #19
  br label %123

123:                                              ; preds = %119, %115
  %124 = phi i32 [ %118, %115 ], [ %122, %119 ]
  %125 = load i8*, i8** %106, align 8, !tbaa !96
  %126 = sext i32 %124 to i64
  %127 = getelementptr inbounds i8, i8* %125, i64 %126
  store i8* %127, i8** %32, align 8, !tbaa !97
  br label %128

128:                                              ; preds = %123, %101, %12, %8, %4
  %129 = phi i64 [ 0, %4 ], [ %92, %123 ], [ %92, %101 ], [ -20, %8 ], [ -11, %12 ]
  ret i64 %129
}

declare i32 @XXH32_digest(%struct.XXH32_state_s* noundef) local_unnamed_addr #15

; Function Attrs: nounwind uwtable
define hidden i32 @LZ4F_compressBlock(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, %struct.LZ4F_CDict_s* noundef readonly %6) unnamed_addr #14 {
  %8 = icmp slt i32 %5, 0
  %9 = sub i32 1, %5
  %10 = select i1 %8, i32 %9, i32 1
  %11 = icmp slt i32 %5, 3
  br i1 %11, label %12, label %21

12:                                               ; preds = %7
  %13 = icmp eq %struct.LZ4F_CDict_s* %6, null
  br i1 %13, label %18, label %14

14:                                               ; preds = %12
  %15 = bitcast i8* %0 to %union.LZ4_stream_u*
  tail call void @LZ4_resetStream_fast(%union.LZ4_stream_u* noundef %15) #19
  %16 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %6, i64 0, i32 2
  %17 = load %union.LZ4_stream_u*, %union.LZ4_stream_u** %16, align 8, !tbaa !100
  br label %18

18:                                               ; preds = %14, %12
  %19 = phi %union.LZ4_stream_u* [ %17, %14 ], [ null, %12 ]
  %20 = bitcast i8* %0 to %union.LZ4_stream_u*
  tail call void @LZ4_attach_dictionary(%union.LZ4_stream_u* noundef %20, %union.LZ4_stream_u* noundef %19) #19
  br label %29

21:                                               ; preds = %7
  %22 = bitcast i8* %0 to %union.LZ4_streamHC_u*
  tail call void @LZ4_resetStreamHC_fast(%union.LZ4_streamHC_u* noundef %22, i32 noundef %5) #19
  %23 = icmp eq %struct.LZ4F_CDict_s* %6, null
  br i1 %23, label %27, label %24

24:                                               ; preds = %21
  %25 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %6, i64 0, i32 3
  %26 = load %union.LZ4_streamHC_u*, %union.LZ4_streamHC_u** %25, align 8, !tbaa !102
  br label %27

27:                                               ; preds = %24, %21
  %28 = phi %union.LZ4_streamHC_u* [ %26, %24 ], [ null, %21 ]
  tail call void @LZ4_attach_HC_dictionary(%union.LZ4_streamHC_u* noundef %22, %union.LZ4_streamHC_u* noundef %28) #19
  br label %29

29:                                               ; preds = %27, %18
  %30 = icmp eq %struct.LZ4F_CDict_s* %6, null
  br i1 %30, label %34, label %31

31:                                               ; preds = %29
  %32 = bitcast i8* %0 to %union.LZ4_stream_u*
  %33 = tail call i32 @LZ4_compress_fast_continue(%union.LZ4_stream_u* noundef %32, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %10) #19
  br label %36

34:                                               ; preds = %29
  %35 = tail call i32 @LZ4_compress_fast_extState_fastReset(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %10) #19
  br label %36

36:                                               ; preds = %34, %31
  %37 = phi i32 [ %33, %31 ], [ %35, %34 ]
  ret i32 %37
}

; Function Attrs: nounwind uwtable
declare hidden i32 @LZ4F_compressBlock_continue(i8* noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef, %struct.LZ4F_CDict_s* nocapture noundef readnone) unnamed_addr #14

; Function Attrs: nounwind uwtable
define hidden i32 @LZ4F_compressBlockHC(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, %struct.LZ4F_CDict_s* noundef readonly %6) unnamed_addr #14 {
  %8 = icmp slt i32 %5, 3
  br i1 %8, label %9, label %18

9:                                                ; preds = %7
  %10 = icmp eq %struct.LZ4F_CDict_s* %6, null
  br i1 %10, label %15, label %11

11:                                               ; preds = %9
  %12 = bitcast i8* %0 to %union.LZ4_stream_u*
  tail call void @LZ4_resetStream_fast(%union.LZ4_stream_u* noundef %12) #19
  %13 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %6, i64 0, i32 2
  %14 = load %union.LZ4_stream_u*, %union.LZ4_stream_u** %13, align 8, !tbaa !100
  br label %15

15:                                               ; preds = %11, %9
  %16 = phi %union.LZ4_stream_u* [ %14, %11 ], [ null, %9 ]
  %17 = bitcast i8* %0 to %union.LZ4_stream_u*
  tail call void @LZ4_attach_dictionary(%union.LZ4_stream_u* noundef %17, %union.LZ4_stream_u* noundef %16) #19
  br label %26

18:                                               ; preds = %7
  %19 = bitcast i8* %0 to %union.LZ4_streamHC_u*
  tail call void @LZ4_resetStreamHC_fast(%union.LZ4_streamHC_u* noundef %19, i32 noundef %5) #19
  %20 = icmp eq %struct.LZ4F_CDict_s* %6, null
  br i1 %20, label %24, label %21

21:                                               ; preds = %18
  %22 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %6, i64 0, i32 3
  %23 = load %union.LZ4_streamHC_u*, %union.LZ4_streamHC_u** %22, align 8, !tbaa !102
  br label %24

24:                                               ; preds = %21, %18
  %25 = phi %union.LZ4_streamHC_u* [ %23, %21 ], [ null, %18 ]
  tail call void @LZ4_attach_HC_dictionary(%union.LZ4_streamHC_u* noundef %19, %union.LZ4_streamHC_u* noundef %25) #19
  br label %26

26:                                               ; preds = %24, %15
  %27 = icmp eq %struct.LZ4F_CDict_s* %6, null
  br i1 %27, label %31, label %28

28:                                               ; preds = %26
  %29 = bitcast i8* %0 to %union.LZ4_streamHC_u*
  %30 = tail call i32 @LZ4_compress_HC_continue(%union.LZ4_streamHC_u* noundef %29, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %4) #19
  br label %33

31:                                               ; preds = %26
  %32 = tail call i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #19
  br label %33

33:                                               ; preds = %31, %28
  %34 = phi i32 [ %30, %28 ], [ %32, %31 ]
  ret i32 %34
}

; Function Attrs: nounwind uwtable
declare hidden i32 @LZ4F_compressBlockHC_continue(i8* noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef, %struct.LZ4F_CDict_s* nocapture noundef readnone) unnamed_addr #14

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
declare hidden i32 @LZ4F_doNotCompressBlock(i8* nocapture noundef readnone, i8* nocapture noundef readnone, i8* nocapture noundef readnone, i32 noundef, i32 noundef, i32 noundef, %struct.LZ4F_CDict_s* nocapture noundef readnone) unnamed_addr #0

declare i32 @XXH32(i8* noundef, i64 noundef, i32 noundef) local_unnamed_addr #15

declare i32 @XXH32_reset(%struct.XXH32_state_s* noundef, i32 noundef) local_unnamed_addr #15

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_compressFrame(i8* noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, %struct.LZ4F_preferences_t* noundef %4) local_unnamed_addr #14 {
  %6 = alloca %struct.LZ4F_cctx_s, align 8
  %7 = alloca %union.LZ4_stream_u, align 8
  %8 = bitcast %struct.LZ4F_cctx_s* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 216, i8* nonnull %8) #19
  %9 = bitcast %union.LZ4_stream_u* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16416, i8* nonnull %9) #19
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %8, i8 0, i64 216, i1 false)
  %10 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %6, i64 0, i32 2
  store i32 100, i32* %10, align 8, !tbaa !108
  %11 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %6, i64 0, i32 6
  store i64 5242880, i64* %11, align 8, !tbaa !86
  %12 = icmp eq %struct.LZ4F_preferences_t* %4, null
  br i1 %12, label %19, label %13

13:                                               ; preds = %5
  %14 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %4, i64 0, i32 1
  %15 = load i32, i32* %14, align 8, !tbaa !103
  %16 = icmp slt i32 %15, 3
  br i1 %16, label %19, label %17

17:                                               ; preds = %13
  %18 = call i64 @LZ4F_compressFrame_usingCDict(%struct.LZ4F_cctx_s* noundef nonnull %6, i8* noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, %struct.LZ4F_CDict_s* noundef null, %struct.LZ4F_preferences_t* noundef nonnull %4)
  br label %26

19:                                               ; preds = %13, %5
  %20 = call %union.LZ4_stream_u* @LZ4_initStream(i8* noundef nonnull %9, i64 noundef 16416) #19
  %21 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %6, i64 0, i32 12
  %22 = bitcast i8** %21 to %union.LZ4_stream_u**
  store %union.LZ4_stream_u* %7, %union.LZ4_stream_u** %22, align 8, !tbaa !91
  %23 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %6, i64 0, i32 13
  store i16 1, i16* %23, align 8, !tbaa !90
  %24 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %6, i64 0, i32 14
  store i16 1, i16* %24, align 2, !tbaa !92
  %25 = call i64 @LZ4F_compressFrame_usingCDict(%struct.LZ4F_cctx_s* noundef nonnull %6, i8* noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, %struct.LZ4F_CDict_s* noundef null, %struct.LZ4F_preferences_t* noundef %4)
  br i1 %12, label %41, label %26

26:                                               ; preds = %19, %17
  %27 = phi i64 [ %18, %17 ], [ %25, %19 ]
  %28 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %4, i64 0, i32 1
  %29 = load i32, i32* %28, align 8, !tbaa !103
  %30 = icmp sgt i32 %29, 2
  br i1 %30, label %31, label %41

31:                                               ; preds = %26
  %32 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %6, i64 0, i32 12
  %33 = load i8*, i8** %32, align 8, !tbaa !91
  %34 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %6, i64 0, i32 0, i32 2
  %35 = load void (i8*, i8*)*, void (i8*, i8*)** %34, align 8
  %36 = icmp eq void (i8*, i8*)* %35, null
  br i1 %36, label %40, label %37

37:                                               ; preds = %31
  %38 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %6, i64 0, i32 0, i32 3
  %39 = load i8*, i8** %38, align 8
  call void %35(i8* noundef %39, i8* noundef %33) #19
  br label %41

40:                                               ; preds = %31
  call void @free(i8* noundef %33) #19
  br label %41

41:                                               ; preds = %40, %37, %26, %19
  %42 = phi i64 [ %27, %26 ], [ %25, %19 ], [ %27, %37 ], [ %27, %40 ]
  call void @llvm.lifetime.end.p0i8(i64 16416, i8* nonnull %9) #19
  call void @llvm.lifetime.end.p0i8(i64 216, i8* nonnull %8) #19
  ret i64 %42
}

; Function Attrs: nounwind uwtable
define dso_local %struct.LZ4F_CDict_s* @LZ4F_createCDict_advanced(%struct.LZ4F_CustomMem* nocapture noundef readonly byval(%struct.LZ4F_CustomMem) align 8 %0, i8* nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #14 {
  %4 = getelementptr inbounds %struct.LZ4F_CustomMem, %struct.LZ4F_CustomMem* %0, i64 0, i32 0
  %5 = load i8* (i8*, i64)*, i8* (i8*, i64)** %4, align 8
  %6 = getelementptr inbounds %struct.LZ4F_CustomMem, %struct.LZ4F_CustomMem* %0, i64 0, i32 3
  %7 = load i8*, i8** %6, align 8
  %8 = icmp eq i8* (i8*, i64)* %5, null
  br i1 %8, label %11, label %9

9:                                                ; preds = %3
  %10 = tail call i8* %5(i8* noundef %7, i64 noundef 56) #19
  br label %13

11:                                               ; preds = %3
  %12 = tail call noalias dereferenceable_or_null(56) i8* @malloc(i64 noundef 56) #19
  br label %13

13:                                               ; preds = %11, %9
  %14 = phi i8* [ %10, %9 ], [ %12, %11 ]
  %15 = bitcast i8* %14 to %struct.LZ4F_CDict_s*
  %16 = icmp eq i8* %14, null
  br i1 %16, label %74, label %17

17:                                               ; preds = %13
  %18 = bitcast %struct.LZ4F_CustomMem* %0 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %14, i8* noundef nonnull align 8 dereferenceable(32) %18, i64 32, i1 false), !tbaa.struct !109
  %19 = icmp ult i64 %2, 65536
  %20 = select i1 %19, i64 %2, i64 65536
  %21 = tail call i64 @llvm.usub.sat.i64(i64 %2, i64 65536)
  %22 = getelementptr i8, i8* %1, i64 %21
  br i1 %8, label %28, label %23

23:                                               ; preds = %17
  %24 = tail call i8* %5(i8* noundef %7, i64 noundef %20) #19
  %25 = getelementptr inbounds i8, i8* %14, i64 32
  %26 = bitcast i8* %25 to i8**
  store i8* %24, i8** %26, align 8, !tbaa !110
  %27 = tail call i8* %5(i8* noundef %7, i64 noundef 16416) #19
  br label %33

28:                                               ; preds = %17
  %29 = tail call noalias i8* @malloc(i64 noundef %20) #19
  %30 = getelementptr inbounds i8, i8* %14, i64 32
  %31 = bitcast i8* %30 to i8**
  store i8* %29, i8** %31, align 8, !tbaa !110
  %32 = tail call noalias dereferenceable_or_null(16416) i8* @malloc(i64 noundef 16416) #19
  br label %33

33:                                               ; preds = %28, %23
  %34 = phi i8** [ %26, %23 ], [ %31, %28 ]
  %35 = phi i8* [ %27, %23 ], [ %32, %28 ]
  %36 = getelementptr inbounds i8, i8* %14, i64 40
  %37 = bitcast i8* %36 to %union.LZ4_stream_u**
  %38 = bitcast i8* %36 to i8**
  store i8* %35, i8** %38, align 8, !tbaa !100
  %39 = icmp eq i8* %35, null
  br i1 %39, label %42, label %40

40:                                               ; preds = %33
  %41 = tail call %union.LZ4_stream_u* @LZ4_initStream(i8* noundef nonnull %35, i64 noundef 16416) #19
  br label %42

42:                                               ; preds = %40, %33
  br i1 %8, label %45, label %43

43:                                               ; preds = %42
  %44 = tail call i8* %5(i8* noundef %7, i64 noundef 262200) #19
  br label %47

45:                                               ; preds = %42
  %46 = tail call noalias dereferenceable_or_null(262200) i8* @malloc(i64 noundef 262200) #19
  br label %47

47:                                               ; preds = %45, %43
  %48 = phi i8* [ %44, %43 ], [ %46, %45 ]
  %49 = getelementptr inbounds i8, i8* %14, i64 48
  %50 = bitcast i8* %49 to %union.LZ4_streamHC_u**
  %51 = bitcast i8* %49 to i8**
  store i8* %48, i8** %51, align 8, !tbaa !102
  %52 = icmp eq i8* %48, null
  br i1 %52, label %55, label %53

53:                                               ; preds = %47
  %54 = tail call %union.LZ4_stream_u* @LZ4_initStream(i8* noundef nonnull %48, i64 noundef 262200) #19
  br label %55

55:                                               ; preds = %53, %47
  %56 = load i8*, i8** %34, align 8, !tbaa !110
  %57 = icmp eq i8* %56, null
  br i1 %57, label %64, label %58

58:                                               ; preds = %55
  %59 = load %union.LZ4_stream_u*, %union.LZ4_stream_u** %37, align 8, !tbaa !100
  %60 = icmp eq %union.LZ4_stream_u* %59, null
  br i1 %60, label %64, label %61

61:                                               ; preds = %58
  %62 = load %union.LZ4_streamHC_u*, %union.LZ4_streamHC_u** %50, align 8, !tbaa !102
  %63 = icmp eq %union.LZ4_streamHC_u* %62, null
  br i1 %63, label %64, label %65

64:                                               ; preds = %61, %58, %55
  tail call void @LZ4F_freeCDict(%struct.LZ4F_CDict_s* noundef nonnull %15)
  br label %74

65:                                               ; preds = %61
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %56, i8* align 1 %22, i64 %20, i1 false)
  %66 = load %union.LZ4_stream_u*, %union.LZ4_stream_u** %37, align 8, !tbaa !100
  %67 = load i8*, i8** %34, align 8, !tbaa !110
  %68 = trunc i64 %20 to i32
  %69 = tail call i32 @LZ4_loadDict(%union.LZ4_stream_u* noundef %66, i8* noundef %67, i32 noundef %68) #19
  %70 = load %union.LZ4_streamHC_u*, %union.LZ4_streamHC_u** %50, align 8, !tbaa !102
  tail call void @LZ4_setCompressionLevel(%union.LZ4_streamHC_u* noundef %70, i32 noundef 9) #19
  %71 = load %union.LZ4_streamHC_u*, %union.LZ4_streamHC_u** %50, align 8, !tbaa !102
  %72 = load i8*, i8** %34, align 8, !tbaa !110
  %73 = tail call i32 @LZ4_loadDictHC(%union.LZ4_streamHC_u* noundef %71, i8* noundef %72, i32 noundef %68) #19
  br label %74

74:                                               ; preds = %65, %64, %13
  %75 = phi %struct.LZ4F_CDict_s* [ %15, %65 ], [ null, %64 ], [ null, %13 ]
  ret %struct.LZ4F_CDict_s* %75
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.usub.sat.i64(i64, i64) #16

; Function Attrs: nounwind uwtable
define dso_local void @LZ4F_freeCDict(%struct.LZ4F_CDict_s* noundef %0) local_unnamed_addr #14 {
  %2 = icmp eq %struct.LZ4F_CDict_s* %0, null
  br i1 %2, label %38, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %0, i64 0, i32 1
  %5 = load i8*, i8** %4, align 8, !tbaa !110
  %6 = bitcast %struct.LZ4F_CDict_s* %0 to i8*
  %7 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %0, i64 0, i32 0, i32 2
  %8 = load void (i8*, i8*)*, void (i8*, i8*)** %7, align 1
  %9 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %0, i64 0, i32 0, i32 3
  %10 = icmp eq void (i8*, i8*)* %8, null
  br i1 %10, label %13, label %11

11:                                               ; preds = %3
  %12 = load i8*, i8** %9, align 1
  tail call void %8(i8* noundef %12, i8* noundef %5) #19
  br label %14

13:                                               ; preds = %3
  tail call void @free(i8* noundef %5) #19
  br label %14

14:                                               ; preds = %13, %11
  %15 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %0, i64 0, i32 2
  %16 = bitcast %union.LZ4_stream_u** %15 to i8**
  %17 = load i8*, i8** %16, align 8, !tbaa !100
  %18 = load void (i8*, i8*)*, void (i8*, i8*)** %7, align 1
  %19 = icmp eq void (i8*, i8*)* %18, null
  br i1 %19, label %22, label %20

20:                                               ; preds = %14
  %21 = load i8*, i8** %9, align 1
  tail call void %18(i8* noundef %21, i8* noundef %17) #19
  br label %23

22:                                               ; preds = %14
  tail call void @free(i8* noundef %17) #19
  br label %23

23:                                               ; preds = %22, %20
  %24 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %0, i64 0, i32 3
  %25 = bitcast %union.LZ4_streamHC_u** %24 to i8**
  %26 = load i8*, i8** %25, align 8, !tbaa !102
  %27 = load void (i8*, i8*)*, void (i8*, i8*)** %7, align 1
  %28 = icmp eq void (i8*, i8*)* %27, null
  br i1 %28, label %31, label %29

29:                                               ; preds = %23
  %30 = load i8*, i8** %9, align 1
  tail call void %27(i8* noundef %30, i8* noundef %26) #19
  br label %32

31:                                               ; preds = %23
  tail call void @free(i8* noundef %26) #19
  br label %32

32:                                               ; preds = %31, %29
  %33 = load void (i8*, i8*)*, void (i8*, i8*)** %7, align 1
  %34 = icmp eq void (i8*, i8*)* %33, null
  br i1 %34, label %37, label %35

35:                                               ; preds = %32
  %36 = load i8*, i8** %9, align 1
  tail call void %33(i8* noundef %36, i8* noundef nonnull %6) #19
  br label %38

37:                                               ; preds = %32
  tail call void @free(i8* noundef nonnull %6) #19
  br label %38

38:                                               ; preds = %37, %35, %1
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local %struct.LZ4F_cctx_s* @LZ4F_createCompressionContext_advanced(%struct.LZ4F_CustomMem* nocapture noundef readonly byval(%struct.LZ4F_CustomMem) align 8 %0, i32 noundef %1) local_unnamed_addr #14 {
  %3 = getelementptr inbounds %struct.LZ4F_CustomMem, %struct.LZ4F_CustomMem* %0, i64 0, i32 0
  %4 = load i8* (i8*, i64)*, i8* (i8*, i64)** %3, align 8
  %5 = getelementptr inbounds %struct.LZ4F_CustomMem, %struct.LZ4F_CustomMem* %0, i64 0, i32 1
  %6 = load i8* (i8*, i64)*, i8* (i8*, i64)** %5, align 8
  %7 = getelementptr inbounds %struct.LZ4F_CustomMem, %struct.LZ4F_CustomMem* %0, i64 0, i32 3
  %8 = load i8*, i8** %7, align 8
  %9 = icmp eq i8* (i8*, i64)* %6, null
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = tail call i8* %6(i8* noundef %8, i64 noundef 216) #19
  br label %20

12:                                               ; preds = %2
  %13 = icmp eq i8* (i8*, i64)* %4, null
  br i1 %13, label %14, label %16

14:                                               ; preds = %12
  %15 = tail call noalias dereferenceable_or_null(216) i8* @calloc(i64 noundef 1, i64 noundef 216) #19
  br label %20

16:                                               ; preds = %12
  %17 = tail call i8* %4(i8* noundef %8, i64 noundef 216) #19
  %18 = icmp eq i8* %17, null
  br i1 %18, label %31, label %19

19:                                               ; preds = %16
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(216) %17, i8 0, i64 216, i1 false) #19
  br label %23

20:                                               ; preds = %14, %10
  %21 = phi i8* [ %11, %10 ], [ %15, %14 ]
  %22 = icmp eq i8* %21, null
  br i1 %22, label %31, label %23

23:                                               ; preds = %20, %19
  %24 = phi i8* [ %17, %19 ], [ %21, %20 ]
  %25 = bitcast i8* %24 to %struct.LZ4F_cctx_s*
  %26 = bitcast %struct.LZ4F_CustomMem* %0 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %24, i8* noundef nonnull align 8 dereferenceable(32) %26, i64 32, i1 false), !tbaa.struct !109
  %27 = getelementptr inbounds i8, i8* %24, i64 88
  %28 = bitcast i8* %27 to i32*
  store i32 %1, i32* %28, align 8, !tbaa !108
  %29 = getelementptr inbounds i8, i8* %24, i64 92
  %30 = bitcast i8* %29 to i32*
  store i32 0, i32* %30, align 4, !tbaa !85
  br label %31

31:                                               ; preds = %23, %20, %16
  %32 = phi %struct.LZ4F_cctx_s* [ %25, %23 ], [ null, %20 ], [ null, %16 ]
  ret %struct.LZ4F_cctx_s* %32
}

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_freeCompressionContext(%struct.LZ4F_cctx_s* noundef %0) local_unnamed_addr #14 {
  %2 = icmp eq %struct.LZ4F_cctx_s* %0, null
  br i1 %2, label %28, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 12
  %5 = load i8*, i8** %4, align 8, !tbaa !91
  %6 = bitcast %struct.LZ4F_cctx_s* %0 to i8*
  %7 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 0, i32 2
  %8 = load void (i8*, i8*)*, void (i8*, i8*)** %7, align 1
  %9 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 0, i32 3
  %10 = icmp eq void (i8*, i8*)* %8, null
  br i1 %10, label %13, label %11

11:                                               ; preds = %3
  %12 = load i8*, i8** %9, align 1
  tail call void %8(i8* noundef %12, i8* noundef %5) #19
  br label %14

13:                                               ; preds = %3
  tail call void @free(i8* noundef %5) #19
  br label %14

14:                                               ; preds = %13, %11
  %15 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 7
  %16 = load i8*, i8** %15, align 8, !tbaa !96
  %17 = load void (i8*, i8*)*, void (i8*, i8*)** %7, align 1
  %18 = icmp eq void (i8*, i8*)* %17, null
  br i1 %18, label %21, label %19

19:                                               ; preds = %14
  %20 = load i8*, i8** %9, align 1
  tail call void %17(i8* noundef %20, i8* noundef %16) #19
  br label %22

21:                                               ; preds = %14
  tail call void @free(i8* noundef %16) #19
  br label %22

22:                                               ; preds = %21, %19
  %23 = load void (i8*, i8*)*, void (i8*, i8*)** %7, align 1
  %24 = icmp eq void (i8*, i8*)* %23, null
  br i1 %24, label %27, label %25

25:                                               ; preds = %22
  %26 = load i8*, i8** %9, align 1
  tail call void %23(i8* noundef %26, i8* noundef nonnull %6) #19
  br label %28

27:                                               ; preds = %22
  tail call void @free(i8* noundef nonnull %6) #19
  br label %28

28:                                               ; preds = %27, %25, %1
  ret i64 0
}

; Function Attrs: mustprogress nofree nosync nounwind readonly uwtable willreturn
define dso_local i64 @LZ4F_compressBound(i64 noundef %0, %struct.LZ4F_preferences_t* noundef readonly %1) local_unnamed_addr #17 {
  %3 = alloca i32, align 8
  %4 = alloca i32, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = icmp eq %struct.LZ4F_preferences_t* %1, null
  br i1 %7, label %49, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 2
  %10 = load i32, i32* %9, align 4, !tbaa !76
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %49, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 0, i32 0
  %14 = load i32, i32* %13, align 8, !tbaa !74
  %15 = icmp eq i32 %14, 0
  %16 = select i1 %15, i32 4, i32 %14
  %17 = and i32 %16, -4
  %18 = icmp eq i32 %17, 4
  br i1 %18, label %19, label %24

19:                                               ; preds = %12
  %20 = add nsw i32 %16, -4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds [4 x i64], [4 x i64]* @LZ4F_getBlockSize.blockSizes, i64 0, i64 %21
  %23 = load i64, i64* %22, align 8, !tbaa !70
  br label %24

24:                                               ; preds = %19, %12
  %25 = phi i64 [ %23, %19 ], [ -2, %12 ]
  %26 = add i64 %25, -1
  %27 = udiv i64 %0, %25
  %28 = and i64 %26, %0
  %29 = icmp ne i64 %28, 0
  %30 = zext i1 %29 to i64
  %31 = add i64 %27, %30
  %32 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 0, i32 6
  %33 = load i32, i32* %32, align 4, !tbaa !111
  %34 = zext i32 %33 to i64
  %35 = shl nuw nsw i64 %34, 2
  %36 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 0, i32 2
  %37 = load i32, i32* %36, align 8, !tbaa !112
  %38 = zext i32 %37 to i64
  %39 = shl nuw nsw i64 %38, 2
  %40 = add nuw nsw i64 %35, 4
  %41 = and i64 %31, 4294967295
  %42 = mul i64 %41, %40
  %43 = and i64 %27, 4294967295
  %44 = mul i64 %43, %25
  %45 = add i64 %44, 4
  %46 = add i64 %45, %28
  %47 = add i64 %46, %39
  %48 = add i64 %47, %42
  br label %102

49:                                               ; preds = %8, %2
  %50 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %50)
  %51 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %51)
  %52 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %52)
  %53 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %53)
  store i32 0, i32* %3, align 8
  store i32 0, i32* %6, align 4
  store i32 1, i32* %4, align 8, !tbaa !112
  store i32 1, i32* %5, align 4, !tbaa !111
  %54 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 2
  %55 = select i1 %7, i32* %6, i32* %54
  %56 = load i32, i32* %55, align 4, !tbaa !76
  %57 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 0, i32 0
  %58 = select i1 %7, i32* %3, i32* %57
  %59 = load i32, i32* %58, align 8, !tbaa !74
  %60 = icmp eq i32 %59, 0
  %61 = select i1 %60, i32 4, i32 %59
  %62 = and i32 %61, -4
  %63 = icmp eq i32 %62, 4
  br i1 %63, label %64, label %69

64:                                               ; preds = %49
  %65 = add nsw i32 %61, -4
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds [4 x i64], [4 x i64]* @LZ4F_getBlockSize.blockSizes, i64 0, i64 %66
  %68 = load i64, i64* %67, align 8, !tbaa !70
  br label %69

69:                                               ; preds = %64, %49
  %70 = phi i64 [ %68, %64 ], [ -2, %49 ]
  %71 = icmp eq i64 %0, 0
  %72 = zext i1 %71 to i32
  %73 = or i32 %56, %72
  %74 = add i64 %70, -1
  %75 = add i64 %74, %0
  %76 = udiv i64 %75, %70
  %77 = and i64 %75, %74
  %78 = icmp eq i32 %73, 0
  %79 = select i1 %78, i64 0, i64 %77
  %80 = icmp ne i64 %79, 0
  %81 = zext i1 %80 to i64
  %82 = add i64 %76, %81
  %83 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 0, i32 6
  %84 = select i1 %7, i32* %5, i32* %83
  %85 = load i32, i32* %84, align 4, !tbaa !111
  %86 = zext i32 %85 to i64
  %87 = shl nuw nsw i64 %86, 2
  %88 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 0, i32 2
  %89 = select i1 %7, i32* %4, i32* %88
  %90 = load i32, i32* %89, align 8, !tbaa !112
  %91 = zext i32 %90 to i64
  %92 = shl nuw nsw i64 %91, 2
  %93 = add nuw nsw i64 %87, 4
  %94 = and i64 %82, 4294967295
  %95 = mul i64 %94, %93
  %96 = and i64 %76, 4294967295
  %97 = mul i64 %96, %70
  %98 = add i64 %97, 4
  %99 = add i64 %98, %79
  %100 = add i64 %99, %92
  %101 = add i64 %100, %95
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %50)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %51)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %52)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %53)
  br label %102

102:                                              ; preds = %69, %24
  %103 = phi i64 [ %48, %24 ], [ %101, %69 ]
  ret i64 %103
}

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_uncompressedUpdate(%struct.LZ4F_cctx_s* noundef %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, %struct.LZ4F_compressOptions_t* noundef %5) local_unnamed_addr #14 {
  %7 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !95
  %9 = icmp eq i32 %8, 1
  br i1 %9, label %10, label %12

10:                                               ; preds = %6
  %11 = tail call fastcc i64 @LZ4F_compressUpdateImpl(%struct.LZ4F_cctx_s* noundef nonnull %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, %struct.LZ4F_compressOptions_t* noundef %5, i32 noundef 1)
  br label %12

12:                                               ; preds = %10, %6
  %13 = phi i64 [ %11, %10 ], [ -3, %6 ]
  ret i64 %13
}

; Function Attrs: nounwind uwtable
define dso_local %struct.LZ4F_dctx_s* @LZ4F_createDecompressionContext_advanced(%struct.LZ4F_CustomMem* nocapture noundef readonly byval(%struct.LZ4F_CustomMem) align 8 %0, i32 noundef %1) local_unnamed_addr #14 {
  %3 = getelementptr inbounds %struct.LZ4F_CustomMem, %struct.LZ4F_CustomMem* %0, i64 0, i32 0
  %4 = load i8* (i8*, i64)*, i8* (i8*, i64)** %3, align 8
  %5 = getelementptr inbounds %struct.LZ4F_CustomMem, %struct.LZ4F_CustomMem* %0, i64 0, i32 1
  %6 = load i8* (i8*, i64)*, i8* (i8*, i64)** %5, align 8
  %7 = getelementptr inbounds %struct.LZ4F_CustomMem, %struct.LZ4F_CustomMem* %0, i64 0, i32 3
  %8 = load i8*, i8** %7, align 8
  %9 = icmp eq i8* (i8*, i64)* %6, null
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = tail call i8* %6(i8* noundef %8, i64 noundef 288) #19
  br label %20

12:                                               ; preds = %2
  %13 = icmp eq i8* (i8*, i64)* %4, null
  br i1 %13, label %14, label %16

14:                                               ; preds = %12
  %15 = tail call noalias dereferenceable_or_null(288) i8* @calloc(i64 noundef 1, i64 noundef 288) #19
  br label %20

16:                                               ; preds = %12
  %17 = tail call i8* %4(i8* noundef %8, i64 noundef 288) #19
  %18 = icmp eq i8* %17, null
  br i1 %18, label %29, label %19

19:                                               ; preds = %16
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(288) %17, i8 0, i64 288, i1 false) #19
  br label %23

20:                                               ; preds = %14, %10
  %21 = phi i8* [ %11, %10 ], [ %15, %14 ]
  %22 = icmp eq i8* %21, null
  br i1 %22, label %29, label %23

23:                                               ; preds = %20, %19
  %24 = phi i8* [ %17, %19 ], [ %21, %20 ]
  %25 = bitcast i8* %24 to %struct.LZ4F_dctx_s*
  %26 = bitcast %struct.LZ4F_CustomMem* %0 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %24, i8* noundef nonnull align 8 dereferenceable(32) %26, i64 32, i1 false), !tbaa.struct !109
  %27 = getelementptr inbounds i8, i8* %24, i64 64
  %28 = bitcast i8* %27 to i32*
  store i32 %1, i32* %28, align 8, !tbaa !113
  br label %29

29:                                               ; preds = %23, %20, %16
  %30 = phi %struct.LZ4F_dctx_s* [ %25, %23 ], [ null, %20 ], [ null, %16 ]
  ret %struct.LZ4F_dctx_s* %30
}

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_createDecompressionContext(%struct.LZ4F_dctx_s** noundef writeonly %0, i32 noundef %1) local_unnamed_addr #14 {
  %3 = icmp eq %struct.LZ4F_dctx_s** %0, null
  br i1 %3, label %12, label %4

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(288) i8* @calloc(i64 noundef 1, i64 noundef 288) #19
  %6 = icmp eq i8* %5, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  store %struct.LZ4F_dctx_s* null, %struct.LZ4F_dctx_s** %0, align 8, !tbaa !13
  br label %12

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, i8* %5, i64 64
  %10 = bitcast i8* %9 to i32*
  store i32 %1, i32* %10, align 8, !tbaa !113
  %11 = bitcast %struct.LZ4F_dctx_s** %0 to i8**
  store i8* %5, i8** %11, align 8, !tbaa !13
  br label %12

12:                                               ; preds = %8, %7, %2
  %13 = phi i64 [ -9, %7 ], [ 0, %8 ], [ -21, %2 ]
  ret i64 %13
}

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_freeDecompressionContext(%struct.LZ4F_dctx_s* noundef %0) local_unnamed_addr #14 {
  %2 = icmp eq %struct.LZ4F_dctx_s* %0, null
  br i1 %2, label %30, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 3
  %5 = load i32, i32* %4, align 4, !tbaa !115
  %6 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 7
  %7 = load i8*, i8** %6, align 8, !tbaa !116
  %8 = bitcast %struct.LZ4F_dctx_s* %0 to i8*
  %9 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 0, i32 2
  %10 = load void (i8*, i8*)*, void (i8*, i8*)** %9, align 1
  %11 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 0, i32 3
  %12 = icmp eq void (i8*, i8*)* %10, null
  br i1 %12, label %15, label %13

13:                                               ; preds = %3
  %14 = load i8*, i8** %11, align 1
  tail call void %10(i8* noundef %14, i8* noundef %7) #19
  br label %16

15:                                               ; preds = %3
  tail call void @free(i8* noundef %7) #19
  br label %16

16:                                               ; preds = %15, %13
  %17 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 10
  %18 = load i8*, i8** %17, align 8, !tbaa !117
  %19 = load void (i8*, i8*)*, void (i8*, i8*)** %9, align 1
  %20 = icmp eq void (i8*, i8*)* %19, null
  br i1 %20, label %23, label %21

21:                                               ; preds = %16
  %22 = load i8*, i8** %11, align 1
  tail call void %19(i8* noundef %22, i8* noundef %18) #19
  br label %24

23:                                               ; preds = %16
  tail call void @free(i8* noundef %18) #19
  br label %24

24:                                               ; preds = %23, %21
  %25 = load void (i8*, i8*)*, void (i8*, i8*)** %9, align 1
  %26 = icmp eq void (i8*, i8*)* %25, null
  br i1 %26, label %29, label %27

27:                                               ; preds = %24
  %28 = load i8*, i8** %11, align 1
  tail call void %25(i8* noundef %28, i8* noundef nonnull %8) #19
  br label %30

29:                                               ; preds = %24
  tail call void @free(i8* noundef nonnull %8) #19
  br label %30

30:                                               ; preds = %29, %27, %1
  %31 = phi i32 [ 0, %1 ], [ %5, %27 ], [ %5, %29 ]
  %32 = zext i32 %31 to i64
  ret i64 %32
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @LZ4F_headerSize(i8* noundef readonly %0, i64 noundef %1) local_unnamed_addr #18 {
  %3 = icmp eq i8* %0, null
  br i1 %3, label %38, label %4

4:                                                ; preds = %2
  %5 = icmp ult i64 %1, 5
  br i1 %5, label %38, label %6

6:                                                ; preds = %4
  %7 = load i8, i8* %0, align 1, !tbaa !5
  %8 = zext i8 %7 to i32
  %9 = getelementptr inbounds i8, i8* %0, i64 1
  %10 = load i8, i8* %9, align 1, !tbaa !5
  %11 = zext i8 %10 to i32
  %12 = shl nuw nsw i32 %11, 8
  %13 = or i32 %12, %8
  %14 = getelementptr inbounds i8, i8* %0, i64 2
  %15 = load i8, i8* %14, align 1, !tbaa !5
  %16 = zext i8 %15 to i32
  %17 = shl nuw nsw i32 %16, 16
  %18 = or i32 %13, %17
  %19 = getelementptr inbounds i8, i8* %0, i64 3
  %20 = load i8, i8* %19, align 1, !tbaa !5
  %21 = zext i8 %20 to i32
  %22 = shl nuw i32 %21, 24
  %23 = or i32 %18, %22
  %24 = and i32 %23, -16
  %25 = icmp eq i32 %24, 407710288
  br i1 %25, label %38, label %26

26:                                               ; preds = %6
  %27 = icmp eq i32 %23, 407708164
  br i1 %27, label %28, label %38

28:                                               ; preds = %26
  %29 = getelementptr inbounds i8, i8* %0, i64 4
  %30 = load i8, i8* %29, align 1, !tbaa !5
  %31 = zext i8 %30 to i32
  %32 = and i32 %31, 8
  %33 = or i32 %32, 7
  %34 = shl nuw nsw i32 %31, 2
  %35 = and i32 %34, 4
  %36 = add nuw nsw i32 %33, %35
  %37 = zext i32 %36 to i64
  br label %38

38:                                               ; preds = %28, %26, %6, %4, %2
  %39 = phi i64 [ %37, %28 ], [ 8, %6 ], [ -15, %2 ], [ -12, %4 ], [ -13, %26 ]
  ret i64 %39
}

; Function Attrs: nounwind uwtable
define dso_local i64 @LZ4F_getFrameInfo(%struct.LZ4F_dctx_s* noundef %0, %struct.LZ4F_frameInfo_t* nocapture noundef writeonly %1, i8* noundef %2, i64* nocapture noundef %3) local_unnamed_addr #14 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 3
  %8 = load i32, i32* %7, align 4, !tbaa !115
  %9 = icmp ugt i32 %8, 1
  br i1 %9, label %10, label %17

10:                                               ; preds = %4
  %11 = bitcast i64* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %11) #19
  store i64 0, i64* %5, align 8, !tbaa !70
  %12 = bitcast i64* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #19
  store i64 0, i64* %6, align 8, !tbaa !70
  store i64 0, i64* %3, align 8, !tbaa !70
  %13 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 1
  %14 = bitcast %struct.LZ4F_frameInfo_t* %1 to i8*
  %15 = bitcast %struct.LZ4F_frameInfo_t* %13 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %14, i8* noundef nonnull align 8 dereferenceable(32) %15, i64 32, i1 false), !tbaa.struct !118
  %16 = call i64 @LZ4F_decompress(%struct.LZ4F_dctx_s* noundef nonnull %0, i8* noundef null, i64* noundef nonnull %5, i8* noundef null, i64* noundef nonnull %6, %struct.LZ4F_decompressOptions_t* noundef null)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #19
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11) #19
  br label %71

17:                                               ; preds = %4
  %18 = icmp eq i32 %8, 1
  br i1 %18, label %19, label %20

19:                                               ; preds = %17
  store i64 0, i64* %3, align 8, !tbaa !70
  br label %71

20:                                               ; preds = %17
  %21 = load i64, i64* %3, align 8, !tbaa !70
  %22 = icmp eq i8* %2, null
  br i1 %22, label %57, label %23

23:                                               ; preds = %20
  %24 = icmp ult i64 %21, 5
  br i1 %24, label %57, label %25

25:                                               ; preds = %23
  %26 = load i8, i8* %2, align 1, !tbaa !5
  %27 = zext i8 %26 to i32
  %28 = getelementptr inbounds i8, i8* %2, i64 1
  %29 = load i8, i8* %28, align 1, !tbaa !5
  %30 = zext i8 %29 to i32
  %31 = shl nuw nsw i32 %30, 8
  %32 = or i32 %31, %27
  %33 = getelementptr inbounds i8, i8* %2, i64 2
  %34 = load i8, i8* %33, align 1, !tbaa !5
  %35 = zext i8 %34 to i32
  %36 = shl nuw nsw i32 %35, 16
  %37 = or i32 %32, %36
  %38 = getelementptr inbounds i8, i8* %2, i64 3
  %39 = load i8, i8* %38, align 1, !tbaa !5
  %40 = zext i8 %39 to i32
  %41 = shl nuw i32 %40, 24
  %42 = or i32 %37, %41
  %43 = and i32 %42, -16
  %44 = icmp eq i32 %43, 407710288
  br i1 %44, label %59, label %45

45:                                               ; preds = %25
  %46 = icmp eq i32 %42, 407708164
  br i1 %46, label %47, label %57

47:                                               ; preds = %45
  %48 = getelementptr inbounds i8, i8* %2, i64 4
  %49 = load i8, i8* %48, align 1, !tbaa !5
  %50 = zext i8 %49 to i32
  %51 = and i32 %50, 8
  %52 = or i32 %51, 7
  %53 = shl nuw nsw i32 %50, 2
  %54 = and i32 %53, 4
  %55 = add nuw nsw i32 %52, %54
  %56 = zext i32 %55 to i64
  br label %59

57:                                               ; preds = %45, %23, %20
  %58 = phi i64 [ -13, %45 ], [ -12, %23 ], [ -15, %20 ]
  store i64 0, i64* %3, align 8, !tbaa !70
  br label %71

59:                                               ; preds = %47, %25
  %60 = phi i64 [ %56, %47 ], [ 8, %25 ]
  %61 = icmp ult i64 %21, %60
  br i1 %61, label %62, label %63

62:                                               ; preds = %59
  store i64 0, i64* %3, align 8, !tbaa !70
  br label %71

63:                                               ; preds = %59
  %64 = tail call fastcc i64 @LZ4F_decodeHeader(%struct.LZ4F_dctx_s* noundef nonnull %0, i8* noundef nonnull %2, i64 noundef %60)
  %65 = icmp ult i64 %64, -21
  %66 = select i1 %65, i64 %64, i64 0
  %67 = select i1 %65, i64 4, i64 %64
  store i64 %66, i64* %3, align 8, !tbaa !70
  %68 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 1
  %69 = bitcast %struct.LZ4F_frameInfo_t* %1 to i8*
  %70 = bitcast %struct.LZ4F_frameInfo_t* %68 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %69, i8* noundef nonnull align 8 dereferenceable(32) %70, i64 32, i1 false), !tbaa.struct !118
  br label %71

71:                                               ; preds = %63, %62, %57, %19, %10
  %72 = phi i64 [ %16, %10 ], [ -19, %19 ], [ %58, %57 ], [ -12, %62 ], [ %67, %63 ]
  ret i64 %72
}

; Function Attrs: nounwind uwtable
declare dso_local i64 @LZ4F_decompress(%struct.LZ4F_dctx_s* noundef, i8* noundef, i64* nocapture noundef, i8* noundef, i64* nocapture noundef, %struct.LZ4F_decompressOptions_t* noundef readonly) local_unnamed_addr #14

; Function Attrs: nounwind uwtable
define hidden fastcc i64 @LZ4F_decodeHeader(%struct.LZ4F_dctx_s* noundef writeonly %0, i8* noundef %1, i64 noundef %2) unnamed_addr #14 {
  %4 = icmp ult i64 %2, 7
  br i1 %4, label %135, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 1
  %7 = bitcast %struct.LZ4F_frameInfo_t* %6 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  %8 = load i8, i8* %1, align 1, !tbaa !5
  %9 = zext i8 %8 to i32
  %10 = getelementptr inbounds i8, i8* %1, i64 1
  %11 = load i8, i8* %10, align 1, !tbaa !5
  %12 = zext i8 %11 to i32
  %13 = shl nuw nsw i32 %12, 8
  %14 = or i32 %13, %9
  %15 = getelementptr inbounds i8, i8* %1, i64 2
  %16 = load i8, i8* %15, align 1, !tbaa !5
  %17 = zext i8 %16 to i32
  %18 = shl nuw nsw i32 %17, 16
  %19 = or i32 %14, %18
  %20 = getelementptr inbounds i8, i8* %1, i64 3
  %21 = load i8, i8* %20, align 1, !tbaa !5
  %22 = zext i8 %21 to i32
  %23 = shl nuw i32 %22, 24
  %24 = or i32 %19, %23
  %25 = and i32 %24, -16
  %26 = icmp eq i32 %25, 407710288
  br i1 %26, label %27, label %34

27:                                               ; preds = %5
  %28 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 1, i32 3
  store i32 1, i32* %28, align 4, !tbaa !119
  %29 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 19, i64 0
  %30 = icmp eq i8* %29, %1
  br i1 %30, label %31, label %131

31:                                               ; preds = %27
  %32 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 8
  store i64 %2, i64* %32, align 8, !tbaa !120
  %33 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 9
  store i64 8, i64* %33, align 8, !tbaa !121
  br label %131

34:                                               ; preds = %5
  %35 = icmp eq i32 %24, 407708164
  br i1 %35, label %36, label %135

36:                                               ; preds = %34
  %37 = getelementptr inbounds i8, i8* %1, i64 4
  %38 = load i8, i8* %37, align 1, !tbaa !5
  %39 = zext i8 %38 to i32
  %40 = lshr i32 %39, 4
  %41 = and i32 %40, 1
  %42 = lshr i32 %39, 5
  %43 = and i32 %42, 1
  %44 = lshr i32 %39, 2
  %45 = and i32 %44, 1
  %46 = and i32 %39, 1
  %47 = and i32 %39, 2
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %135

49:                                               ; preds = %36
  %50 = and i32 %39, 192
  %51 = icmp eq i32 %50, 64
  br i1 %51, label %52, label %135

52:                                               ; preds = %49
  %53 = and i32 %39, 8
  %54 = icmp eq i32 %53, 0
  %55 = or i32 %53, 7
  %56 = icmp eq i32 %46, 0
  %57 = shl nuw nsw i32 %46, 2
  %58 = add nuw nsw i32 %55, %57
  %59 = zext i32 %58 to i64
  %60 = icmp ugt i64 %59, %2
  br i1 %60, label %61, label %68

61:                                               ; preds = %52
  %62 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 19, i64 0
  %63 = icmp eq i8* %62, %1
  br i1 %63, label %65, label %64

64:                                               ; preds = %61
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 4 %62, i8* nonnull align 1 %1, i64 %2, i1 false)
  br label %65

65:                                               ; preds = %64, %61
  %66 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 8
  store i64 %2, i64* %66, align 8, !tbaa !120
  %67 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 9
  store i64 %59, i64* %67, align 8, !tbaa !121
  br label %131

68:                                               ; preds = %52
  %69 = getelementptr inbounds i8, i8* %1, i64 5
  %70 = load i8, i8* %69, align 1, !tbaa !5
  %71 = zext i8 %70 to i32
  %72 = lshr i32 %71, 4
  %73 = and i32 %72, 7
  %74 = icmp sgt i8 %70, -1
  br i1 %74, label %75, label %135

75:                                               ; preds = %68
  %76 = icmp ult i32 %73, 4
  br i1 %76, label %135, label %77

77:                                               ; preds = %75
  %78 = and i32 %71, 15
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %80, label %135

80:                                               ; preds = %77
  %81 = add nsw i64 %59, -5
  %82 = tail call i32 @XXH32(i8* noundef nonnull %37, i64 noundef %81, i32 noundef 0) #19
  %83 = lshr i32 %82, 8
  %84 = trunc i32 %83 to i8
  %85 = add nsw i64 %59, -1
  %86 = getelementptr inbounds i8, i8* %1, i64 %85
  %87 = load i8, i8* %86, align 1, !tbaa !5
  %88 = icmp eq i8 %87, %84
  br i1 %88, label %89, label %135

89:                                               ; preds = %80
  %90 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 1, i32 1
  store i32 %43, i32* %90, align 4, !tbaa !122
  %91 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 1, i32 6
  store i32 %41, i32* %91, align 4, !tbaa !123
  %92 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 1, i32 2
  store i32 %45, i32* %92, align 8, !tbaa !124
  %93 = getelementptr inbounds %struct.LZ4F_frameInfo_t, %struct.LZ4F_frameInfo_t* %6, i64 0, i32 0
  store i32 %73, i32* %93, align 8, !tbaa !125
  %94 = and i32 %71, 64
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %101, label %96

96:                                               ; preds = %89
  %97 = add nsw i32 %73, -4
  %98 = zext i32 %97 to i64
  %99 = getelementptr inbounds [4 x i64], [4 x i64]* @LZ4F_getBlockSize.blockSizes, i64 0, i64 %98
  %100 = load i64, i64* %99, align 8, !tbaa !70
  br label %101

101:                                              ; preds = %96, %89
  %102 = phi i64 [ %100, %96 ], [ -2, %89 ]
  %103 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 5
  store i64 %102, i64* %103, align 8, !tbaa !126
  br i1 %54, label %109, label %104

104:                                              ; preds = %101
  %105 = getelementptr inbounds i8, i8* %1, i64 6
  %106 = tail call fastcc i64 @LZ4F_readLE64(i8* noundef nonnull %105)
  %107 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 1, i32 4
  store i64 %106, i64* %107, align 8, !tbaa !127
  %108 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 4
  store i64 %106, i64* %108, align 8, !tbaa !128
  br label %109

109:                                              ; preds = %104, %101
  br i1 %56, label %131, label %110

110:                                              ; preds = %109
  %111 = getelementptr inbounds i8, i8* %1, i64 %59
  %112 = getelementptr inbounds i8, i8* %111, i64 -5
  %113 = load i8, i8* %112, align 1, !tbaa !5
  %114 = zext i8 %113 to i32
  %115 = getelementptr inbounds i8, i8* %112, i64 1
  %116 = load i8, i8* %115, align 1, !tbaa !5
  %117 = zext i8 %116 to i32
  %118 = shl nuw nsw i32 %117, 8
  %119 = or i32 %118, %114
  %120 = getelementptr inbounds i8, i8* %112, i64 2
  %121 = load i8, i8* %120, align 1, !tbaa !5
  %122 = zext i8 %121 to i32
  %123 = shl nuw nsw i32 %122, 16
  %124 = or i32 %119, %123
  %125 = getelementptr inbounds i8, i8* %112, i64 3
  %126 = load i8, i8* %125, align 1, !tbaa !5
  %127 = zext i8 %126 to i32
  %128 = shl nuw i32 %127, 24
  %129 = or i32 %124, %128
  %130 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 1, i32 5
  store i32 %129, i32* %130, align 8, !tbaa !129
  br label %131

131:                                              ; preds = %110, %109, %65, %31, %27
  %132 = phi i32 [ 1, %65 ], [ 13, %31 ], [ 12, %27 ], [ 2, %110 ], [ 2, %109 ]
  %133 = phi i64 [ %2, %65 ], [ %2, %31 ], [ 4, %27 ], [ %59, %110 ], [ %59, %109 ]
  %134 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 3
  store i32 %132, i32* %134, align 4, !tbaa !115
  br label %135

135:                                              ; preds = %131, %80, %77, %75, %68, %49, %36, %34, %3
  %136 = phi i64 [ -12, %3 ], [ -13, %34 ], [ -17, %80 ], [ -8, %36 ], [ -6, %49 ], [ -2, %75 ], [ -8, %68 ], [ -8, %77 ], [ %133, %131 ]
  ret i64 %136
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define hidden fastcc i64 @LZ4F_readLE64(i8* nocapture noundef readonly %0) unnamed_addr #18 {
  %2 = load i8, i8* %0, align 1, !tbaa !5
  %3 = zext i8 %2 to i64
  %4 = getelementptr inbounds i8, i8* %0, i64 1
  %5 = load i8, i8* %4, align 1, !tbaa !5
  %6 = zext i8 %5 to i64
  %7 = shl nuw nsw i64 %6, 8
  %8 = or i64 %7, %3
  %9 = getelementptr inbounds i8, i8* %0, i64 2
  %10 = load i8, i8* %9, align 1, !tbaa !5
  %11 = zext i8 %10 to i64
  %12 = shl nuw nsw i64 %11, 16
  %13 = or i64 %8, %12
  %14 = getelementptr inbounds i8, i8* %0, i64 3
  %15 = load i8, i8* %14, align 1, !tbaa !5
  %16 = zext i8 %15 to i64
  %17 = shl nuw nsw i64 %16, 24
  %18 = or i64 %13, %17
  %19 = getelementptr inbounds i8, i8* %0, i64 4
  %20 = load i8, i8* %19, align 1, !tbaa !5
  %21 = zext i8 %20 to i64
  %22 = shl nuw nsw i64 %21, 32
  %23 = or i64 %18, %22
  %24 = getelementptr inbounds i8, i8* %0, i64 5
  %25 = load i8, i8* %24, align 1, !tbaa !5
  %26 = zext i8 %25 to i64
  %27 = shl nuw nsw i64 %26, 40
  %28 = or i64 %23, %27
  %29 = getelementptr inbounds i8, i8* %0, i64 6
  %30 = load i8, i8* %29, align 1, !tbaa !5
  %31 = zext i8 %30 to i64
  %32 = shl nuw nsw i64 %31, 48
  %33 = add i64 %28, %32
  %34 = getelementptr inbounds i8, i8* %0, i64 7
  %35 = load i8, i8* %34, align 1, !tbaa !5
  %36 = zext i8 %35 to i64
  %37 = shl nuw i64 %36, 56
  %38 = add i64 %33, %37
  ret i64 %38
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
declare dso_local i32 @LZ4_sizeofStateHC() local_unnamed_addr #0

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #14 {
  %7 = alloca i32, align 4
  store i32 %3, i32* %7, align 4, !tbaa !67
  %8 = bitcast i8* %0 to %struct.LZ4HC_CCtx_internal*
  %9 = ptrtoint i8* %0 to i64
  %10 = and i64 %9, 7
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %81

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, i8* %0, i64 262183
  %14 = load i8, i8* %13, align 1, !tbaa !5
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %17, label %16

16:                                               ; preds = %12
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false) #19
  br label %33

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, i8* %0, i64 262144
  %19 = bitcast i8* %18 to i8**
  %20 = load i8*, i8** %19, align 8, !tbaa !5
  %21 = icmp eq i8* %20, null
  br i1 %21, label %29, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, i8* %0, i64 262152
  %24 = bitcast i8* %23 to i8**
  %25 = load i8*, i8** %24, align 8, !tbaa !5
  %26 = ptrtoint i8* %25 to i64
  %27 = sub i64 0, %26
  %28 = getelementptr inbounds i8, i8* %20, i64 %27
  br label %29

29:                                               ; preds = %22, %17
  %30 = phi i8* [ %28, %22 ], [ null, %17 ]
  %31 = getelementptr inbounds i8, i8* %0, i64 262184
  %32 = bitcast i8* %31 to %struct.LZ4HC_CCtx_internal**
  store %struct.LZ4HC_CCtx_internal* null, %struct.LZ4HC_CCtx_internal** %32, align 8, !tbaa !5
  br label %33

33:                                               ; preds = %29, %16
  %34 = phi i8* [ null, %16 ], [ %30, %29 ]
  %35 = icmp slt i32 %5, 1
  %36 = select i1 %35, i32 9, i32 %5
  %37 = icmp ult i32 %36, 12
  %38 = select i1 %37, i32 %36, i32 12
  %39 = trunc i32 %38 to i16
  %40 = getelementptr inbounds i8, i8* %0, i64 262180
  %41 = bitcast i8* %40 to i16*
  store i16 %39, i16* %41, align 4, !tbaa !5
  %42 = getelementptr inbounds i8, i8* %0, i64 262144
  %43 = bitcast i8* %42 to i8**
  %44 = getelementptr inbounds i8, i8* %0, i64 262152
  %45 = bitcast i8* %44 to i8**
  %46 = ptrtoint i8* %34 to i64
  %47 = getelementptr inbounds i8, i8* %0, i64 262168
  %48 = bitcast i8* %47 to i32*
  %49 = load i32, i32* %48, align 8, !tbaa !130
  %50 = zext i32 %49 to i64
  %51 = add i64 %46, %50
  %52 = icmp ugt i64 %51, 1073741824
  br i1 %52, label %53, label %55

53:                                               ; preds = %33
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(131072) %0, i8 0, i64 131072, i1 false) #19
  %54 = getelementptr inbounds i8, i8* %0, i64 131072
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(131072) %54, i8 -1, i64 131072, i1 false) #19
  br label %55

55:                                               ; preds = %53, %33
  %56 = phi i64 [ 0, %53 ], [ %51, %33 ]
  %57 = trunc i64 %56 to i32
  %58 = add nuw nsw i32 %57, 65536
  %59 = getelementptr inbounds i8, i8* %0, i64 262176
  %60 = bitcast i8* %59 to i32*
  store i32 %58, i32* %60, align 8, !tbaa !132
  store i8* %1, i8** %45, align 8, !tbaa !133
  store i8* %1, i8** %43, align 8, !tbaa !134
  %61 = getelementptr inbounds i8, i8* %0, i64 262160
  %62 = bitcast i8* %61 to i8**
  store i8* %1, i8** %62, align 8, !tbaa !135
  store i32 %58, i32* %48, align 8, !tbaa !130
  %63 = getelementptr inbounds i8, i8* %0, i64 262172
  %64 = bitcast i8* %63 to i32*
  store i32 %58, i32* %64, align 4, !tbaa !136
  %65 = tail call i32 @LZ4_compressBound(i32 noundef %3) #19
  %66 = icmp sgt i32 %65, %4
  %67 = getelementptr inbounds i8, i8* %0, i64 262184
  %68 = bitcast i8* %67 to %struct.LZ4HC_CCtx_internal**
  %69 = load %struct.LZ4HC_CCtx_internal*, %struct.LZ4HC_CCtx_internal** %68, align 8, !tbaa !137
  %70 = icmp eq %struct.LZ4HC_CCtx_internal* %69, null
  br i1 %66, label %71, label %76

71:                                               ; preds = %55
  br i1 %70, label %72, label %74

72:                                               ; preds = %71
  %73 = call fastcc i32 @LZ4HC_compress_generic_noDictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %8, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %7, i32 noundef %4, i32 noundef %5, i32 noundef 1) #19
  br label %81

74:                                               ; preds = %71
  %75 = call fastcc i32 @LZ4HC_compress_generic_dictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %8, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %7, i32 noundef %4, i32 noundef %5, i32 noundef 1) #19
  br label %81

76:                                               ; preds = %55
  br i1 %70, label %77, label %79

77:                                               ; preds = %76
  %78 = call fastcc i32 @LZ4HC_compress_generic_noDictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %8, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %7, i32 noundef %4, i32 noundef %5, i32 noundef 0) #19
  br label %81

79:                                               ; preds = %76
  %80 = call fastcc i32 @LZ4HC_compress_generic_dictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %8, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %7, i32 noundef %4, i32 noundef %5, i32 noundef 0) #19
  br label %81

81:                                               ; preds = %79, %77, %74, %72, %6
  %82 = phi i32 [ 0, %6 ], [ %73, %72 ], [ %75, %74 ], [ %78, %77 ], [ %80, %79 ]
  ret i32 %82
}

; Function Attrs: nounwind uwtable
declare hidden fastcc i32 @LZ4HC_compress_generic_noDictCtx(%struct.LZ4HC_CCtx_internal* noundef, i8* noundef, i8* noundef, i32* nocapture noundef, i32 noundef, i32 noundef, i32 noundef) unnamed_addr #14

; Function Attrs: nounwind uwtable
declare hidden fastcc i32 @LZ4HC_compress_generic_dictCtx(%struct.LZ4HC_CCtx_internal* noundef, i8* noundef, i8* noundef, i32* nocapture noundef, i32 noundef, i32 noundef, i32 noundef) unnamed_addr #14

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local void @LZ4_resetStreamHC_fast(%union.LZ4_streamHC_u* noundef %0, i32 noundef %1) local_unnamed_addr #8 {
  %3 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 10
  %4 = load i8, i8* %3, align 1, !tbaa !5
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %12, label %6

6:                                                ; preds = %2
  %7 = ptrtoint %union.LZ4_streamHC_u* %0 to i64
  %8 = and i64 %7, 7
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %10, label %25

10:                                               ; preds = %6
  %11 = bitcast %union.LZ4_streamHC_u* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %11, i8 0, i64 262192, i1 false) #19
  br label %25

12:                                               ; preds = %2
  %13 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 2
  %14 = load i8*, i8** %13, align 8, !tbaa !5
  %15 = icmp eq i8* %14, null
  br i1 %15, label %22, label %16

16:                                               ; preds = %12
  %17 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 3
  %18 = load i8*, i8** %17, align 8, !tbaa !5
  %19 = ptrtoint i8* %18 to i64
  %20 = sub i64 0, %19
  %21 = getelementptr inbounds i8, i8* %14, i64 %20
  store i8* %21, i8** %13, align 8, !tbaa !5
  br label %22

22:                                               ; preds = %16, %12
  %23 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 3
  store i8* null, i8** %23, align 8, !tbaa !5
  %24 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 11
  store %struct.LZ4HC_CCtx_internal* null, %struct.LZ4HC_CCtx_internal** %24, align 8, !tbaa !5
  br label %25

25:                                               ; preds = %22, %10, %6
  %26 = icmp slt i32 %1, 1
  %27 = select i1 %26, i32 9, i32 %1
  %28 = icmp ult i32 %27, 12
  %29 = select i1 %28, i32 %27, i32 12
  %30 = trunc i32 %29 to i16
  %31 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 8
  store i16 %30, i16* %31, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn writeonly
define dso_local %union.LZ4_streamHC_u* @LZ4_initStreamHC(i8* noundef %0, i64 noundef %1) local_unnamed_addr #4 {
  %3 = icmp ne i8* %0, null
  %4 = icmp ugt i64 %1, 262199
  %5 = and i1 %3, %4
  %6 = ptrtoint i8* %0 to i64
  %7 = and i64 %6, 7
  %8 = icmp eq i64 %7, 0
  %9 = and i1 %5, %8
  br i1 %9, label %10, label %14

10:                                               ; preds = %2
  %11 = bitcast i8* %0 to %union.LZ4_streamHC_u*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false)
  %12 = getelementptr inbounds i8, i8* %0, i64 262180
  %13 = bitcast i8* %12 to i16*
  store i16 9, i16* %13, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %10, %2
  %15 = phi %union.LZ4_streamHC_u* [ %11, %10 ], [ null, %2 ]
  ret %union.LZ4_streamHC_u* %15
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compress_HC(i8* noundef %0, i8* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #14 {
  %6 = tail call noalias dereferenceable_or_null(262200) i8* @malloc(i64 noundef 262200) #19
  %7 = icmp eq i8* %6, null
  br i1 %7, label %18, label %8

8:                                                ; preds = %5
  %9 = ptrtoint i8* %6 to i64
  %10 = and i64 %9, 7
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %16

12:                                               ; preds = %8
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %6, i8 0, i64 262192, i1 false) #19
  %13 = getelementptr inbounds i8, i8* %6, i64 262180
  %14 = bitcast i8* %13 to i16*
  store i16 9, i16* %14, align 4, !tbaa !5
  %15 = tail call i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %6, i8* noundef %0, i8* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #19
  br label %16

16:                                               ; preds = %12, %8
  %17 = phi i32 [ %15, %12 ], [ 0, %8 ]
  tail call void @free(i8* noundef nonnull %6) #19
  br label %18

18:                                               ; preds = %16, %5
  %19 = phi i32 [ %17, %16 ], [ 0, %5 ]
  ret i32 %19
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compress_HC_destSize(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32* nocapture noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #14 {
  %7 = icmp ne i8* %0, null
  %8 = ptrtoint i8* %0 to i64
  %9 = and i64 %8, 7
  %10 = icmp eq i64 %9, 0
  %11 = and i1 %7, %10
  br i1 %11, label %12, label %34

12:                                               ; preds = %6
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false) #19
  %13 = getelementptr inbounds i8, i8* %0, i64 262180
  %14 = bitcast i8* %13 to i16*
  %15 = bitcast i8* %0 to %struct.LZ4HC_CCtx_internal*
  %16 = getelementptr inbounds i8, i8* %0, i64 262144
  %17 = bitcast i8* %16 to i8**
  %18 = getelementptr inbounds i8, i8* %0, i64 262152
  %19 = bitcast i8* %18 to i8**
  %20 = getelementptr inbounds i8, i8* %0, i64 262168
  %21 = bitcast i8* %20 to i32*
  %22 = getelementptr inbounds i8, i8* %0, i64 262176
  %23 = bitcast i8* %22 to i32*
  store i32 65536, i32* %23, align 8, !tbaa !132
  store i8* %1, i8** %19, align 8, !tbaa !133
  store i8* %1, i8** %17, align 8, !tbaa !134
  %24 = getelementptr inbounds i8, i8* %0, i64 262160
  %25 = bitcast i8* %24 to i8**
  store i8* %1, i8** %25, align 8, !tbaa !135
  store i32 65536, i32* %21, align 8, !tbaa !130
  %26 = getelementptr inbounds i8, i8* %0, i64 262172
  %27 = bitcast i8* %26 to i32*
  store i32 65536, i32* %27, align 4, !tbaa !136
  %28 = icmp slt i32 %5, 1
  %29 = select i1 %28, i32 9, i32 %5
  %30 = icmp ult i32 %29, 12
  %31 = select i1 %30, i32 %29, i32 12
  %32 = trunc i32 %31 to i16
  store i16 %32, i16* %14, align 4, !tbaa !5
  %33 = tail call fastcc i32 @LZ4HC_compress_generic_noDictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %15, i8* noundef %1, i8* noundef %2, i32* noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef 2) #19
  br label %34

34:                                               ; preds = %12, %6
  %35 = phi i32 [ %33, %12 ], [ 0, %6 ]
  ret i32 %35
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @LZ4_setCompressionLevel(%union.LZ4_streamHC_u* nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #12 {
  %3 = icmp slt i32 %1, 1
  %4 = select i1 %3, i32 9, i32 %1
  %5 = icmp ult i32 %4, 12
  %6 = select i1 %5, i32 %4, i32 12
  %7 = trunc i32 %6 to i16
  %8 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 8
  store i16 %7, i16* %8, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local noalias %union.LZ4_streamHC_u* @LZ4_createStreamHC() local_unnamed_addr #6 {
  %1 = tail call noalias dereferenceable_or_null(262200) i8* @calloc(i64 noundef 1, i64 noundef 262200) #19
  %2 = bitcast i8* %1 to %union.LZ4_streamHC_u*
  %3 = icmp eq i8* %1, null
  br i1 %3, label %6, label %4

4:                                                ; preds = %0
  %5 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %2, i64 0, i32 0, i32 8
  store i16 9, i16* %5, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %4, %0
  %7 = phi %union.LZ4_streamHC_u* [ %2, %4 ], [ null, %0 ]
  ret %union.LZ4_streamHC_u* %7
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn writeonly
define dso_local void @LZ4_resetStreamHC(%union.LZ4_streamHC_u* noundef %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp ne %union.LZ4_streamHC_u* %0, null
  %4 = ptrtoint %union.LZ4_streamHC_u* %0 to i64
  %5 = and i64 %4, 7
  %6 = icmp eq i64 %5, 0
  %7 = and i1 %3, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = bitcast %union.LZ4_streamHC_u* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %9, i8 0, i64 262192, i1 false) #19
  br label %10

10:                                               ; preds = %8, %2
  %11 = icmp slt i32 %1, 1
  %12 = select i1 %11, i32 9, i32 %1
  %13 = icmp ult i32 %12, 12
  %14 = select i1 %13, i32 %12, i32 12
  %15 = trunc i32 %14 to i16
  %16 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 8
  store i16 %15, i16* %16, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
declare dso_local void @LZ4_favorDecompressionSpeed(%union.LZ4_streamHC_u* nocapture noundef writeonly, i32 noundef) local_unnamed_addr #12

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @LZ4_loadDictHC(%union.LZ4_streamHC_u* noundef %0, i8* noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 65536
  %5 = sext i32 %2 to i64
  %6 = add nsw i64 %5, -65536
  %7 = select i1 %4, i32 65536, i32 %2
  %8 = select i1 %4, i64 %6, i64 0
  %9 = getelementptr i8, i8* %1, i64 %8
  %10 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 8
  %11 = load i16, i16* %10, align 4, !tbaa !138
  %12 = icmp ne %union.LZ4_streamHC_u* %0, null
  %13 = ptrtoint %union.LZ4_streamHC_u* %0 to i64
  %14 = and i64 %13, 7
  %15 = icmp eq i64 %14, 0
  %16 = and i1 %12, %15
  br i1 %16, label %17, label %23

17:                                               ; preds = %3
  %18 = bitcast %union.LZ4_streamHC_u* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %18, i8 0, i64 262192, i1 false) #19
  %19 = icmp slt i16 %11, 1
  %20 = select i1 %19, i16 9, i16 %11
  %21 = icmp ult i16 %20, 12
  %22 = select i1 %21, i16 %20, i16 12
  store i16 %22, i16* %10, align 4, !tbaa !5
  br label %44

23:                                               ; preds = %3
  %24 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 2
  %25 = load i8*, i8** %24, align 8, !tbaa !134
  %26 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 3
  %27 = load i8*, i8** %26, align 8, !tbaa !133
  %28 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 5
  %29 = load i32, i32* %28, align 8, !tbaa !130
  %30 = ptrtoint i8* %25 to i64
  %31 = ptrtoint i8* %27 to i64
  %32 = sub i64 %30, %31
  %33 = zext i32 %29 to i64
  %34 = add i64 %32, %33
  %35 = icmp slt i16 %11, 1
  %36 = select i1 %35, i16 9, i16 %11
  %37 = icmp ult i16 %36, 12
  %38 = select i1 %37, i16 %36, i16 12
  store i16 %38, i16* %10, align 4, !tbaa !5
  %39 = icmp ugt i64 %34, 1073741824
  br i1 %39, label %40, label %44

40:                                               ; preds = %23
  %41 = bitcast %union.LZ4_streamHC_u* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(131072) %41, i8 0, i64 131072, i1 false) #19
  %42 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 1, i64 0
  %43 = bitcast i16* %42 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(131072) %43, i8 -1, i64 131072, i1 false) #19
  br label %44

44:                                               ; preds = %40, %23, %17
  %45 = phi i64 [ 0, %40 ], [ %34, %23 ], [ 0, %17 ]
  %46 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 2
  %47 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 3
  %48 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 5
  %49 = trunc i64 %45 to i32
  %50 = add nuw nsw i32 %49, 65536
  %51 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 7
  store i32 %50, i32* %51, align 8, !tbaa !132
  store i8* %9, i8** %47, align 8, !tbaa !133
  %52 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 4
  store i8* %9, i8** %52, align 8, !tbaa !135
  store i32 %50, i32* %48, align 8, !tbaa !130
  %53 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 6
  store i32 %50, i32* %53, align 4, !tbaa !136
  %54 = sext i32 %7 to i64
  %55 = getelementptr inbounds i8, i8* %9, i64 %54
  store i8* %55, i8** %46, align 8, !tbaa !134
  %56 = icmp sgt i32 %7, 3
  br i1 %56, label %57, label %130

57:                                               ; preds = %44
  %58 = getelementptr inbounds i8, i8* %55, i64 -3
  %59 = ptrtoint i8* %58 to i64
  %60 = ptrtoint i8* %9 to i64
  %61 = sub i64 %59, %60
  %62 = trunc i64 %61 to i32
  %63 = add i32 %50, %62
  %64 = icmp ult i32 %50, %63
  br i1 %64, label %65, label %129

65:                                               ; preds = %57
  %66 = zext i32 %50 to i64
  %67 = sub nsw i64 0, %66
  %68 = zext i32 %63 to i64
  %69 = getelementptr inbounds i8, i8* %9, i64 %67
  %70 = sub nsw i64 %68, %66
  %71 = xor i64 %66, -1
  %72 = and i64 %70, 1
  %73 = icmp eq i64 %72, 0
  br i1 %73, label %90, label %74

74:                                               ; preds = %65
  %75 = getelementptr inbounds i8, i8* %69, i64 %66
  %76 = bitcast i8* %75 to i32*
  %77 = load i32, i32* %76, align 1, !tbaa !5
  %78 = mul i32 %77, -1640531535
  %79 = lshr i32 %78, 17
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 0, i64 %80
  %82 = load i32, i32* %81, align 4, !tbaa !67
  %83 = sub i32 %50, %82
  %84 = icmp ult i32 %83, 65535
  %85 = select i1 %84, i32 %83, i32 65535
  %86 = trunc i32 %85 to i16
  %87 = and i64 %66, 65535
  %88 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 1, i64 %87
  store i16 %86, i16* %88, align 2, !tbaa !139
  store i32 %50, i32* %81, align 4, !tbaa !67
  %89 = add nuw nsw i64 %66, 1
  br label %90

90:                                               ; preds = %74, %65
  %91 = phi i64 [ %66, %65 ], [ %89, %74 ]
  %92 = sub nsw i64 0, %68
  %93 = icmp eq i64 %71, %92
  br i1 %93, label %129, label %94

94:                                               ; preds = %94, %90
  %95 = phi i64 [ %127, %94 ], [ %91, %90 ]
  %96 = getelementptr inbounds i8, i8* %69, i64 %95
  %97 = bitcast i8* %96 to i32*
  %98 = load i32, i32* %97, align 1, !tbaa !5
  %99 = mul i32 %98, -1640531535
  %100 = lshr i32 %99, 17
  %101 = zext i32 %100 to i64
  %102 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 0, i64 %101
  %103 = load i32, i32* %102, align 4, !tbaa !67
  %104 = trunc i64 %95 to i32
  %105 = sub i32 %104, %103
  %106 = icmp ult i32 %105, 65535
  %107 = select i1 %106, i32 %105, i32 65535
  %108 = trunc i32 %107 to i16
  %109 = and i64 %95, 65535
  %110 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 1, i64 %109
  store i16 %108, i16* %110, align 2, !tbaa !139
  store i32 %104, i32* %102, align 4, !tbaa !67
  %111 = add nuw nsw i64 %95, 1
  %112 = getelementptr inbounds i8, i8* %69, i64 %111
  %113 = bitcast i8* %112 to i32*
  %114 = load i32, i32* %113, align 1, !tbaa !5
  %115 = mul i32 %114, -1640531535
  %116 = lshr i32 %115, 17
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 0, i64 %117
  %119 = load i32, i32* %118, align 4, !tbaa !67
  %120 = trunc i64 %111 to i32
  %121 = sub i32 %120, %119
  %122 = icmp ult i32 %121, 65535
  %123 = select i1 %122, i32 %121, i32 65535
  %124 = trunc i32 %123 to i16
  %125 = and i64 %111, 65535
  %126 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 1, i64 %125
  store i16 %124, i16* %126, align 2, !tbaa !139
  store i32 %120, i32* %118, align 4, !tbaa !67
  %127 = add nuw nsw i64 %95, 2
  %128 = icmp eq i64 %127, %68
  br i1 %128, label %129, label %94, !llvm.loop !140

129:                                              ; preds = %94, %90, %57
  store i32 %63, i32* %51, align 8, !tbaa !132
  br label %130

130:                                              ; preds = %129, %44
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
declare dso_local void @LZ4_attach_HC_dictionary(%union.LZ4_streamHC_u* nocapture noundef writeonly, %union.LZ4_streamHC_u* noundef) local_unnamed_addr #12

; Function Attrs: nounwind uwtable
declare dso_local i32 @LZ4_compress_HC_continue(%union.LZ4_streamHC_u* noundef, i8* noundef, i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #14

; Function Attrs: nounwind uwtable
define hidden fastcc i32 @LZ4_compressHC_continue_generic(%union.LZ4_streamHC_u* noundef %0, i8* noundef %1, i8* noundef %2, i32* nocapture noundef %3, i32 noundef %4, i32 noundef %5) unnamed_addr #14 {
  %7 = getelementptr %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0
  %8 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 3
  %9 = load i8*, i8** %8, align 8, !tbaa !133
  %10 = icmp eq i8* %9, null
  %11 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 2
  %12 = load i8*, i8** %11, align 8, !tbaa !134
  br i1 %10, label %16, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 5
  %15 = load i32, i32* %14, align 8, !tbaa !130
  br label %34

16:                                               ; preds = %6
  %17 = ptrtoint i8* %12 to i64
  %18 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 5
  %19 = load i32, i32* %18, align 8, !tbaa !130
  %20 = zext i32 %19 to i64
  %21 = add i64 %17, %20
  %22 = icmp ugt i64 %21, 1073741824
  br i1 %22, label %23, label %27

23:                                               ; preds = %16
  %24 = bitcast %union.LZ4_streamHC_u* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(131072) %24, i8 0, i64 131072, i1 false) #19
  %25 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 1, i64 0
  %26 = bitcast i16* %25 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(131072) %26, i8 -1, i64 131072, i1 false) #19
  br label %27

27:                                               ; preds = %23, %16
  %28 = phi i64 [ 0, %23 ], [ %21, %16 ]
  %29 = trunc i64 %28 to i32
  %30 = add nuw nsw i32 %29, 65536
  %31 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 7
  store i32 %30, i32* %31, align 8, !tbaa !132
  store i8* %1, i8** %8, align 8, !tbaa !133
  store i8* %1, i8** %11, align 8, !tbaa !134
  %32 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 4
  store i8* %1, i8** %32, align 8, !tbaa !135
  store i32 %30, i32* %18, align 8, !tbaa !130
  %33 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 6
  store i32 %30, i32* %33, align 4, !tbaa !136
  br label %34

34:                                               ; preds = %27, %13
  %35 = phi i32 [ %15, %13 ], [ %30, %27 ]
  %36 = phi i8* [ %9, %13 ], [ %1, %27 ]
  %37 = phi i8* [ %12, %13 ], [ %1, %27 ]
  %38 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 2
  %39 = ptrtoint i8* %37 to i64
  %40 = ptrtoint i8* %36 to i64
  %41 = sub i64 %39, %40
  %42 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 5
  %43 = zext i32 %35 to i64
  %44 = add i64 %41, %43
  %45 = icmp ugt i64 %44, 2147483648
  br i1 %45, label %46, label %54

46:                                               ; preds = %34
  %47 = icmp ult i64 %41, 65536
  %48 = select i1 %47, i64 %41, i64 65536
  %49 = sub nsw i64 0, %48
  %50 = getelementptr inbounds i8, i8* %37, i64 %49
  %51 = trunc i64 %48 to i32
  %52 = tail call i32 @LZ4_loadDictHC(%union.LZ4_streamHC_u* noundef nonnull %0, i8* noundef %50, i32 noundef %51)
  %53 = load i8*, i8** %38, align 8, !tbaa !134
  br label %54

54:                                               ; preds = %46, %34
  %55 = phi i8* [ %53, %46 ], [ %37, %34 ]
  %56 = icmp eq i8* %55, %1
  br i1 %56, label %57, label %63

57:                                               ; preds = %54
  %58 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 4
  %59 = load i8*, i8** %58, align 8, !tbaa !135
  %60 = load i32, i32* %42, align 8, !tbaa !130
  %61 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 6
  %62 = load i32, i32* %61, align 4, !tbaa !136
  br label %157

63:                                               ; preds = %54
  %64 = load i8*, i8** %8, align 8, !tbaa !133
  %65 = getelementptr inbounds i8, i8* %64, i64 4
  %66 = icmp ult i8* %55, %65
  br i1 %66, label %67, label %70

67:                                               ; preds = %63
  %68 = load i32, i32* %42, align 8, !tbaa !130
  %69 = ptrtoint i8* %64 to i64
  br label %146

70:                                               ; preds = %63
  %71 = getelementptr inbounds i8, i8* %55, i64 -3
  %72 = load i32, i32* %42, align 8, !tbaa !130
  %73 = ptrtoint i8* %71 to i64
  %74 = ptrtoint i8* %64 to i64
  %75 = sub i64 %73, %74
  %76 = trunc i64 %75 to i32
  %77 = add i32 %72, %76
  %78 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 7
  %79 = load i32, i32* %78, align 8, !tbaa !132
  %80 = icmp ult i32 %79, %77
  br i1 %80, label %81, label %146

81:                                               ; preds = %70
  %82 = zext i32 %72 to i64
  %83 = sub nsw i64 0, %82
  %84 = zext i32 %79 to i64
  %85 = zext i32 %77 to i64
  %86 = getelementptr inbounds i8, i8* %64, i64 %83
  %87 = sub nsw i64 %85, %84
  %88 = xor i64 %84, -1
  %89 = and i64 %87, 1
  %90 = icmp eq i64 %89, 0
  br i1 %90, label %107, label %91

91:                                               ; preds = %81
  %92 = getelementptr inbounds i8, i8* %86, i64 %84
  %93 = bitcast i8* %92 to i32*
  %94 = load i32, i32* %93, align 1, !tbaa !5
  %95 = mul i32 %94, -1640531535
  %96 = lshr i32 %95, 17
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 0, i64 %97
  %99 = load i32, i32* %98, align 4, !tbaa !67
  %100 = sub i32 %79, %99
  %101 = icmp ult i32 %100, 65535
  %102 = select i1 %101, i32 %100, i32 65535
  %103 = trunc i32 %102 to i16
  %104 = and i64 %84, 65535
  %105 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 1, i64 %104
  store i16 %103, i16* %105, align 2, !tbaa !139
  store i32 %79, i32* %98, align 4, !tbaa !67
  %106 = add nuw nsw i64 %84, 1
  br label %107

107:                                              ; preds = %91, %81
  %108 = phi i64 [ %84, %81 ], [ %106, %91 ]
  %109 = sub nsw i64 0, %85
  %110 = icmp eq i64 %88, %109
  br i1 %110, label %146, label %111

111:                                              ; preds = %111, %107
  %112 = phi i64 [ %144, %111 ], [ %108, %107 ]
  %113 = getelementptr inbounds i8, i8* %86, i64 %112
  %114 = bitcast i8* %113 to i32*
  %115 = load i32, i32* %114, align 1, !tbaa !5
  %116 = mul i32 %115, -1640531535
  %117 = lshr i32 %116, 17
  %118 = zext i32 %117 to i64
  %119 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 0, i64 %118
  %120 = load i32, i32* %119, align 4, !tbaa !67
  %121 = trunc i64 %112 to i32
  %122 = sub i32 %121, %120
  %123 = icmp ult i32 %122, 65535
  %124 = select i1 %123, i32 %122, i32 65535
  %125 = trunc i32 %124 to i16
  %126 = and i64 %112, 65535
  %127 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 1, i64 %126
  store i16 %125, i16* %127, align 2, !tbaa !139
  store i32 %121, i32* %119, align 4, !tbaa !67
  %128 = add nuw nsw i64 %112, 1
  %129 = getelementptr inbounds i8, i8* %86, i64 %128
  %130 = bitcast i8* %129 to i32*
  %131 = load i32, i32* %130, align 1, !tbaa !5
  %132 = mul i32 %131, -1640531535
  %133 = lshr i32 %132, 17
  %134 = zext i32 %133 to i64
  %135 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 0, i64 %134
  %136 = load i32, i32* %135, align 4, !tbaa !67
  %137 = trunc i64 %128 to i32
  %138 = sub i32 %137, %136
  %139 = icmp ult i32 %138, 65535
  %140 = select i1 %139, i32 %138, i32 65535
  %141 = trunc i32 %140 to i16
  %142 = and i64 %128, 65535
  %143 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 1, i64 %142
  store i16 %141, i16* %143, align 2, !tbaa !139
  store i32 %137, i32* %135, align 4, !tbaa !67
  %144 = add nuw nsw i64 %112, 2
  %145 = icmp eq i64 %144, %85
  br i1 %145, label %146, label %111, !llvm.loop !140

146:                                              ; preds = %111, %107, %70, %67
  %147 = phi i64 [ %69, %67 ], [ %74, %70 ], [ %74, %111 ], [ %74, %107 ]
  %148 = phi i32 [ %68, %67 ], [ %72, %70 ], [ %72, %111 ], [ %72, %107 ]
  %149 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 6
  store i32 %148, i32* %149, align 4, !tbaa !136
  %150 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 4
  store i8* %64, i8** %150, align 8, !tbaa !135
  %151 = ptrtoint i8* %55 to i64
  %152 = sub i64 %151, %147
  %153 = trunc i64 %152 to i32
  %154 = add i32 %148, %153
  store i32 %154, i32* %42, align 8, !tbaa !130
  store i8* %1, i8** %8, align 8, !tbaa !133
  store i8* %1, i8** %38, align 8, !tbaa !134
  %155 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 7
  store i32 %154, i32* %155, align 8, !tbaa !132
  %156 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 11
  store %struct.LZ4HC_CCtx_internal* null, %struct.LZ4HC_CCtx_internal** %156, align 8, !tbaa !137
  br label %157

157:                                              ; preds = %146, %57
  %158 = phi i32 [ %62, %57 ], [ %148, %146 ]
  %159 = phi i32 [ %60, %57 ], [ %154, %146 ]
  %160 = phi i8* [ %59, %57 ], [ %64, %146 ]
  %161 = load i32, i32* %3, align 4, !tbaa !67
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds i8, i8* %1, i64 %162
  %164 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 4
  %165 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 6
  %166 = sub i32 %159, %158
  %167 = zext i32 %166 to i64
  %168 = getelementptr inbounds i8, i8* %160, i64 %167
  %169 = icmp ugt i8* %163, %160
  %170 = icmp ugt i8* %168, %1
  %171 = select i1 %169, i1 %170, i1 false
  br i1 %171, label %172, label %186

172:                                              ; preds = %157
  %173 = icmp ugt i8* %163, %168
  %174 = select i1 %173, i8* %168, i8* %163
  %175 = ptrtoint i8* %174 to i64
  %176 = ptrtoint i8* %160 to i64
  %177 = sub i64 %175, %176
  %178 = trunc i64 %177 to i32
  %179 = add i32 %158, %178
  store i32 %179, i32* %165, align 4, !tbaa !136
  %180 = and i64 %177, 4294967295
  %181 = getelementptr inbounds i8, i8* %160, i64 %180
  store i8* %181, i8** %164, align 8, !tbaa !135
  %182 = sub i32 %159, %179
  %183 = icmp ult i32 %182, 4
  br i1 %183, label %184, label %186

184:                                              ; preds = %172
  store i32 %159, i32* %165, align 4, !tbaa !136
  %185 = load i8*, i8** %8, align 8, !tbaa !133
  store i8* %185, i8** %164, align 8, !tbaa !135
  br label %186

186:                                              ; preds = %184, %172, %157
  %187 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 8
  %188 = load i16, i16* %187, align 4, !tbaa !138
  %189 = sext i16 %188 to i32
  %190 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 11
  %191 = load %struct.LZ4HC_CCtx_internal*, %struct.LZ4HC_CCtx_internal** %190, align 8, !tbaa !137
  %192 = icmp eq %struct.LZ4HC_CCtx_internal* %191, null
  br i1 %192, label %193, label %195

193:                                              ; preds = %186
  %194 = tail call fastcc i32 @LZ4HC_compress_generic_noDictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %7, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %3, i32 noundef %4, i32 noundef %189, i32 noundef %5) #19
  br label %197

195:                                              ; preds = %186
  %196 = tail call fastcc i32 @LZ4HC_compress_generic_dictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %7, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %3, i32 noundef %4, i32 noundef %189, i32 noundef %5) #19
  br label %197

197:                                              ; preds = %195, %193
  %198 = phi i32 [ %194, %193 ], [ %196, %195 ]
  ret i32 %198
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @LZ4_saveDictHC(%union.LZ4_streamHC_u* nocapture noundef %0, i8* noundef %1, i32 noundef %2) local_unnamed_addr #8 {
  %4 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 2
  %5 = load i8*, i8** %4, align 8, !tbaa !134
  %6 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 3
  %7 = load i8*, i8** %6, align 8, !tbaa !133
  %8 = ptrtoint i8* %5 to i64
  %9 = ptrtoint i8* %7 to i64
  %10 = sub i64 %8, %9
  %11 = trunc i64 %10 to i32
  %12 = icmp slt i32 %2, 65536
  %13 = select i1 %12, i32 %2, i32 65536
  %14 = icmp slt i32 %13, 4
  %15 = select i1 %14, i32 0, i32 %13
  %16 = icmp sgt i32 %15, %11
  %17 = select i1 %16, i32 %11, i32 %15
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %19, label %29

19:                                               ; preds = %3
  %20 = zext i32 %17 to i64
  %21 = sub nsw i64 0, %20
  %22 = getelementptr inbounds i8, i8* %5, i64 %21
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %1, i8* align 1 %22, i64 %20, i1 false)
  %23 = load i8*, i8** %4, align 8, !tbaa !134
  %24 = load i8*, i8** %6, align 8, !tbaa !133
  %25 = ptrtoint i8* %23 to i64
  %26 = ptrtoint i8* %24 to i64
  %27 = sub i64 %25, %26
  %28 = trunc i64 %27 to i32
  br label %29

29:                                               ; preds = %19, %3
  %30 = phi i32 [ %28, %19 ], [ %11, %3 ]
  %31 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 5
  %32 = load i32, i32* %31, align 8, !tbaa !130
  %33 = sext i32 %17 to i64
  %34 = getelementptr inbounds i8, i8* %1, i64 %33
  store i8* %34, i8** %4, align 8, !tbaa !134
  store i8* %1, i8** %6, align 8, !tbaa !133
  %35 = sub i32 %32, %17
  %36 = add i32 %35, %30
  store i32 %36, i32* %31, align 8, !tbaa !130
  %37 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 6
  store i32 %36, i32* %37, align 4, !tbaa !136
  %38 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 4
  store i8* %1, i8** %38, align 8, !tbaa !135
  %39 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 7
  %40 = load i32, i32* %39, align 8, !tbaa !132
  %41 = icmp ult i32 %40, %36
  br i1 %41, label %42, label %43

42:                                               ; preds = %29
  store i32 %36, i32* %39, align 8, !tbaa !132
  br label %43

43:                                               ; preds = %42, %29
  ret i32 %17
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC_limitedOutput(i8* noundef %0, i8* noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #14 {
  %5 = tail call noalias dereferenceable_or_null(262200) i8* @malloc(i64 noundef 262200) #19
  %6 = icmp eq i8* %5, null
  br i1 %6, label %17, label %7

7:                                                ; preds = %4
  %8 = ptrtoint i8* %5 to i64
  %9 = and i64 %8, 7
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %5, i8 0, i64 262192, i1 false) #19
  %12 = getelementptr inbounds i8, i8* %5, i64 262180
  %13 = bitcast i8* %12 to i16*
  store i16 9, i16* %13, align 4, !tbaa !5
  %14 = tail call i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %5, i8* noundef %0, i8* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef 0) #19
  br label %15

15:                                               ; preds = %11, %7
  %16 = phi i32 [ %14, %11 ], [ 0, %7 ]
  tail call void @free(i8* noundef nonnull %5) #19
  br label %17

17:                                               ; preds = %15, %4
  %18 = phi i32 [ %16, %15 ], [ 0, %4 ]
  ret i32 %18
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC2(i8* noundef %0, i8* noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #14 {
  %5 = tail call i32 @LZ4_compressBound(i32 noundef %2) #19
  %6 = tail call noalias dereferenceable_or_null(262200) i8* @malloc(i64 noundef 262200) #19
  %7 = icmp eq i8* %6, null
  br i1 %7, label %18, label %8

8:                                                ; preds = %4
  %9 = ptrtoint i8* %6 to i64
  %10 = and i64 %9, 7
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %16

12:                                               ; preds = %8
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %6, i8 0, i64 262192, i1 false) #19
  %13 = getelementptr inbounds i8, i8* %6, i64 262180
  %14 = bitcast i8* %13 to i16*
  store i16 9, i16* %14, align 4, !tbaa !5
  %15 = tail call i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %6, i8* noundef %0, i8* noundef %1, i32 noundef %2, i32 noundef %5, i32 noundef %3) #19
  br label %16

16:                                               ; preds = %12, %8
  %17 = phi i32 [ %15, %12 ], [ 0, %8 ]
  tail call void @free(i8* noundef nonnull %6) #19
  br label %18

18:                                               ; preds = %16, %4
  %19 = phi i32 [ %17, %16 ], [ 0, %4 ]
  ret i32 %19
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC2_limitedOutput(i8* noundef %0, i8* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #14 {
  %6 = tail call noalias dereferenceable_or_null(262200) i8* @malloc(i64 noundef 262200) #19
  %7 = icmp eq i8* %6, null
  br i1 %7, label %18, label %8

8:                                                ; preds = %5
  %9 = ptrtoint i8* %6 to i64
  %10 = and i64 %9, 7
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %16

12:                                               ; preds = %8
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %6, i8 0, i64 262192, i1 false) #19
  %13 = getelementptr inbounds i8, i8* %6, i64 262180
  %14 = bitcast i8* %13 to i16*
  store i16 9, i16* %14, align 4, !tbaa !5
  %15 = tail call i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %6, i8* noundef %0, i8* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #19
  br label %16

16:                                               ; preds = %12, %8
  %17 = phi i32 [ %15, %12 ], [ 0, %8 ]
  tail call void @free(i8* noundef nonnull %6) #19
  br label %18

18:                                               ; preds = %16, %5
  %19 = phi i32 [ %17, %16 ], [ 0, %5 ]
  ret i32 %19
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC_withStateHC(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3) local_unnamed_addr #14 {
  %5 = tail call i32 @LZ4_compressBound(i32 noundef %3) #19
  %6 = icmp ne i8* %0, null
  %7 = ptrtoint i8* %0 to i64
  %8 = and i64 %7, 7
  %9 = icmp eq i64 %8, 0
  %10 = and i1 %6, %9
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false) #19
  %12 = getelementptr inbounds i8, i8* %0, i64 262180
  %13 = bitcast i8* %12 to i16*
  store i16 9, i16* %13, align 4, !tbaa !5
  %14 = tail call i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %0, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %5, i32 noundef 0) #19
  br label %15

15:                                               ; preds = %11, %4
  %16 = phi i32 [ %14, %11 ], [ 0, %4 ]
  ret i32 %16
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC_limitedOutput_withStateHC(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #14 {
  %6 = icmp ne i8* %0, null
  %7 = ptrtoint i8* %0 to i64
  %8 = and i64 %7, 7
  %9 = icmp eq i64 %8, 0
  %10 = and i1 %6, %9
  br i1 %10, label %11, label %15

11:                                               ; preds = %5
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false) #19
  %12 = getelementptr inbounds i8, i8* %0, i64 262180
  %13 = bitcast i8* %12 to i16*
  store i16 9, i16* %13, align 4, !tbaa !5
  %14 = tail call i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %0, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef 0) #19
  br label %15

15:                                               ; preds = %11, %5
  %16 = phi i32 [ %14, %11 ], [ 0, %5 ]
  ret i32 %16
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC2_withStateHC(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #14 {
  %6 = tail call i32 @LZ4_compressBound(i32 noundef %3) #19
  %7 = icmp ne i8* %0, null
  %8 = ptrtoint i8* %0 to i64
  %9 = and i64 %8, 7
  %10 = icmp eq i64 %9, 0
  %11 = and i1 %7, %10
  br i1 %11, label %12, label %16

12:                                               ; preds = %5
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false) #19
  %13 = getelementptr inbounds i8, i8* %0, i64 262180
  %14 = bitcast i8* %13 to i16*
  store i16 9, i16* %14, align 4, !tbaa !5
  %15 = tail call i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %0, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %6, i32 noundef %4) #19
  br label %16

16:                                               ; preds = %12, %5
  %17 = phi i32 [ %15, %12 ], [ 0, %5 ]
  ret i32 %17
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC_continue(%union.LZ4_streamHC_u* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3) local_unnamed_addr #14 {
  %5 = alloca i32, align 4
  %6 = tail call i32 @LZ4_compressBound(i32 noundef %3) #19
  %7 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7)
  store i32 %3, i32* %5, align 4, !tbaa !67
  %8 = tail call i32 @LZ4_compressBound(i32 noundef %3) #19
  %9 = icmp sgt i32 %8, %6
  %10 = zext i1 %9 to i32
  %11 = call fastcc i32 @LZ4_compressHC_continue_generic(%union.LZ4_streamHC_u* noundef %0, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %5, i32 noundef %6, i32 noundef %10) #19
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7)
  ret i32 %11
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @LZ4_resetStreamStateHC(i8* noundef %0, i8* noundef %1) local_unnamed_addr #8 {
  %3 = icmp ne i8* %0, null
  %4 = ptrtoint i8* %0 to i64
  %5 = and i64 %4, 7
  %6 = icmp eq i64 %5, 0
  %7 = and i1 %3, %6
  br i1 %7, label %8, label %23

8:                                                ; preds = %2
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false) #19
  %9 = getelementptr inbounds i8, i8* %0, i64 262180
  %10 = bitcast i8* %9 to i16*
  store i16 9, i16* %10, align 4, !tbaa !5
  %11 = getelementptr inbounds i8, i8* %0, i64 262144
  %12 = bitcast i8* %11 to i8**
  %13 = getelementptr inbounds i8, i8* %0, i64 262152
  %14 = bitcast i8* %13 to i8**
  %15 = getelementptr inbounds i8, i8* %0, i64 262168
  %16 = bitcast i8* %15 to i32*
  %17 = getelementptr inbounds i8, i8* %0, i64 262176
  %18 = bitcast i8* %17 to i32*
  store i32 65536, i32* %18, align 8, !tbaa !132
  store i8* %1, i8** %14, align 8, !tbaa !133
  store i8* %1, i8** %12, align 8, !tbaa !134
  %19 = getelementptr inbounds i8, i8* %0, i64 262160
  %20 = bitcast i8* %19 to i8**
  store i8* %1, i8** %20, align 8, !tbaa !135
  store i32 65536, i32* %16, align 8, !tbaa !130
  %21 = getelementptr inbounds i8, i8* %0, i64 262172
  %22 = bitcast i8* %21 to i32*
  store i32 65536, i32* %22, align 4, !tbaa !136
  br label %23

23:                                               ; preds = %8, %2
  %24 = phi i32 [ 0, %8 ], [ 1, %2 ]
  ret i32 %24
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC2_continue(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #14 {
  %6 = alloca i32, align 4
  store i32 %3, i32* %6, align 4, !tbaa !67
  %7 = bitcast i8* %0 to %struct.LZ4HC_CCtx_internal*
  %8 = getelementptr inbounds i8, i8* %0, i64 262184
  %9 = bitcast i8* %8 to %struct.LZ4HC_CCtx_internal**
  %10 = load %struct.LZ4HC_CCtx_internal*, %struct.LZ4HC_CCtx_internal** %9, align 8, !tbaa !137
  %11 = icmp eq %struct.LZ4HC_CCtx_internal* %10, null
  br i1 %11, label %12, label %14

12:                                               ; preds = %5
  %13 = call fastcc i32 @LZ4HC_compress_generic_noDictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %7, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %6, i32 noundef 0, i32 noundef %4, i32 noundef 0) #19
  br label %16

14:                                               ; preds = %5
  %15 = call fastcc i32 @LZ4HC_compress_generic_dictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %7, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %6, i32 noundef 0, i32 noundef %4, i32 noundef 0) #19
  br label %16

16:                                               ; preds = %14, %12
  %17 = phi i32 [ %13, %12 ], [ %15, %14 ]
  ret i32 %17
}

; Function Attrs: nounwind uwtable
define dso_local i32 @LZ4_compressHC2_limitedOutput_continue(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #14 {
  %7 = alloca i32, align 4
  store i32 %3, i32* %7, align 4, !tbaa !67
  %8 = bitcast i8* %0 to %struct.LZ4HC_CCtx_internal*
  %9 = getelementptr inbounds i8, i8* %0, i64 262184
  %10 = bitcast i8* %9 to %struct.LZ4HC_CCtx_internal**
  %11 = load %struct.LZ4HC_CCtx_internal*, %struct.LZ4HC_CCtx_internal** %10, align 8, !tbaa !137
  %12 = icmp eq %struct.LZ4HC_CCtx_internal* %11, null
  br i1 %12, label %13, label %15

13:                                               ; preds = %6
  %14 = call fastcc i32 @LZ4HC_compress_generic_noDictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %8, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %7, i32 noundef %4, i32 noundef %5, i32 noundef 1) #19
  br label %17

15:                                               ; preds = %6
  %16 = call fastcc i32 @LZ4HC_compress_generic_dictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %8, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %7, i32 noundef %4, i32 noundef %5, i32 noundef 1) #19
  br label %17

17:                                               ; preds = %15, %13
  %18 = phi i32 [ %14, %13 ], [ %16, %15 ]
  ret i32 %18
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { mustprogress nofree nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #14 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #17 = { mustprogress nofree nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nounwind }

!llvm.ident = !{!0, !0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !11, i64 16408}
!9 = !{!"LZ4_stream_t_internal", !6, i64 0, !10, i64 16384, !10, i64 16392, !11, i64 16400, !11, i64 16404, !11, i64 16408}
!10 = !{!"any pointer", !6, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = !{!9, !10, i64 16384}
!13 = !{!10, !10, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17}
!17 = distinct !{!17, !18}
!18 = distinct !{!18, !"LVerDomain"}
!19 = !{!20}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !15, !22}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !15, !22, !26}
!26 = !{!"llvm.loop.unroll.runtime.disable"}
!27 = distinct !{!27, !24}
!28 = distinct !{!28, !15, !22}
!29 = !{!30}
!30 = distinct !{!30, !31}
!31 = distinct !{!31, !"LVerDomain"}
!32 = !{!33}
!33 = distinct !{!33, !31}
!34 = distinct !{!34, !15, !22}
!35 = distinct !{!35, !24}
!36 = distinct !{!36, !15, !22, !26}
!37 = distinct !{!37, !24}
!38 = distinct !{!38, !15, !22}
!39 = !{!40, !41, i64 24}
!40 = !{!"", !10, i64 0, !10, i64 8, !41, i64 16, !41, i64 24}
!41 = !{!"long", !6, i64 0}
!42 = !{!40, !10, i64 0}
!43 = !{!40, !41, i64 16}
!44 = !{!45}
!45 = distinct !{!45, !46}
!46 = distinct !{!46, !"LVerDomain"}
!47 = !{!48}
!48 = distinct !{!48, !46}
!49 = distinct !{!49, !15, !22}
!50 = distinct !{!50, !24}
!51 = distinct !{!51, !15, !22, !26}
!52 = distinct !{!52, !24}
!53 = distinct !{!53, !15, !22}
!54 = !{!55}
!55 = distinct !{!55, !56}
!56 = distinct !{!56, !"LVerDomain"}
!57 = !{!58}
!58 = distinct !{!58, !56}
!59 = distinct !{!59, !15, !22}
!60 = distinct !{!60, !24}
!61 = distinct !{!61, !15, !22, !26}
!62 = distinct !{!62, !24}
!63 = distinct !{!63, !15, !22}
!64 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 4, !5, i64 16, i64 8, !65, i64 24, i64 4, !67, i64 28, i64 4, !5, i64 32, i64 4, !67, i64 36, i64 4, !67, i64 40, i64 4, !67, i64 44, i64 12, !5}
!65 = !{!66, !66, i64 0}
!66 = !{!"long long", !6, i64 0}
!67 = !{!11, !11, i64 0}
!68 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 8, !65, i64 16, i64 4, !67, i64 20, i64 4, !5, i64 24, i64 4, !67, i64 28, i64 4, !67, i64 32, i64 4, !67, i64 36, i64 12, !5}
!69 = !{i64 0, i64 4, !5, i64 4, i64 4, !67, i64 8, i64 4, !67, i64 12, i64 4, !67, i64 16, i64 12, !5}
!70 = !{!41, !41, i64 0}
!71 = !{!72, !66, i64 16}
!72 = !{!"", !73, i64 0, !11, i64 32, !11, i64 36, !11, i64 40, !6, i64 44}
!73 = !{!"", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !66, i64 16, !11, i64 24, !6, i64 28}
!74 = !{!72, !6, i64 0}
!75 = distinct !{!75, !15}
!76 = !{!72, !11, i64 36}
!77 = !{!72, !6, i64 4}
!78 = !{!79, !11, i64 0}
!79 = !{!"", !11, i64 0, !6, i64 4}
!80 = !{!81, !6, i64 40}
!81 = !{!"LZ4F_cctx_s", !82, i64 0, !72, i64 32, !11, i64 88, !11, i64 92, !10, i64 96, !41, i64 104, !41, i64 112, !10, i64 120, !10, i64 128, !41, i64 136, !41, i64 144, !83, i64 152, !10, i64 200, !84, i64 208, !84, i64 210, !6, i64 212}
!82 = !{!"", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24}
!83 = !{!"XXH32_state_s", !11, i64 0, !11, i64 4, !11, i64 8, !11, i64 12, !11, i64 16, !11, i64 20, !6, i64 24, !11, i64 40, !11, i64 44}
!84 = !{!"short", !6, i64 0}
!85 = !{!81, !11, i64 92}
!86 = !{!81, !41, i64 112}
!87 = !{!81, !66, i64 48}
!88 = !{!81, !41, i64 144}
!89 = !{!81, !11, i64 64}
!90 = !{!81, !84, i64 208}
!91 = !{!81, !10, i64 200}
!92 = !{!81, !84, i64 210}
!93 = !{!81, !6, i64 32}
!94 = !{!81, !41, i64 104}
!95 = !{!81, !6, i64 36}
!96 = !{!81, !10, i64 120}
!97 = !{!81, !10, i64 128}
!98 = !{!81, !41, i64 136}
!99 = !{!81, !10, i64 96}
!100 = !{!101, !10, i64 40}
!101 = !{!"LZ4F_CDict_s", !82, i64 0, !10, i64 32, !10, i64 40, !10, i64 48}
!102 = !{!101, !10, i64 48}
!103 = !{!72, !11, i64 32}
!104 = !{!72, !11, i64 40}
!105 = !{!81, !6, i64 60}
!106 = !{!81, !11, i64 56}
!107 = !{!81, !6, i64 212}
!108 = !{!81, !11, i64 88}
!109 = !{i64 0, i64 8, !13, i64 8, i64 8, !13, i64 16, i64 8, !13, i64 24, i64 8, !13}
!110 = !{!101, !10, i64 32}
!111 = !{!72, !6, i64 28}
!112 = !{!72, !6, i64 8}
!113 = !{!114, !11, i64 64}
!114 = !{!"LZ4F_dctx_s", !82, i64 0, !73, i64 32, !11, i64 64, !6, i64 68, !41, i64 72, !41, i64 80, !41, i64 88, !10, i64 96, !41, i64 104, !41, i64 112, !10, i64 120, !10, i64 128, !41, i64 136, !10, i64 144, !41, i64 152, !41, i64 160, !83, i64 168, !83, i64 216, !11, i64 264, !6, i64 268}
!115 = !{!114, !6, i64 68}
!116 = !{!114, !10, i64 96}
!117 = !{!114, !10, i64 120}
!118 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 4, !5, i64 16, i64 8, !65, i64 24, i64 4, !67, i64 28, i64 4, !5}
!119 = !{!114, !6, i64 44}
!120 = !{!114, !41, i64 104}
!121 = !{!114, !41, i64 112}
!122 = !{!114, !6, i64 36}
!123 = !{!114, !6, i64 60}
!124 = !{!114, !6, i64 40}
!125 = !{!114, !6, i64 32}
!126 = !{!114, !41, i64 80}
!127 = !{!114, !66, i64 48}
!128 = !{!114, !41, i64 72}
!129 = !{!114, !11, i64 56}
!130 = !{!131, !11, i64 262168}
!131 = !{!"LZ4HC_CCtx_internal", !6, i64 0, !6, i64 131072, !10, i64 262144, !10, i64 262152, !10, i64 262160, !11, i64 262168, !11, i64 262172, !11, i64 262176, !84, i64 262180, !6, i64 262182, !6, i64 262183, !10, i64 262184}
!132 = !{!131, !11, i64 262176}
!133 = !{!131, !10, i64 262152}
!134 = !{!131, !10, i64 262144}
!135 = !{!131, !10, i64 262160}
!136 = !{!131, !11, i64 262172}
!137 = !{!131, !10, i64 262184}
!138 = !{!131, !84, i64 262180}
!139 = !{!84, !84, i64 0}
!140 = distinct !{!140, !15}
