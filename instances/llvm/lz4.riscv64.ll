; ModuleID = '/tmp/tmpqgxc_g9h/lz4.ll'
source_filename = "llvm-link"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

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

@inc32table = external hidden unnamed_addr constant [8 x i32], align 4
@dec64table = external hidden unnamed_addr constant [8 x i32], align 4
@.str.1 = external hidden unnamed_addr constant [23 x i8], align 1
@reltable.LZ4F_getErrorName = external hidden unnamed_addr constant [23 x i32], align 4
@LZ4F_getBlockSize.blockSizes = external hidden unnamed_addr constant [4 x i64], align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local signext i32 @LZ4_compressBound(i32 noundef signext %0) local_unnamed_addr #0 {
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
declare dso_local signext i32 @LZ4_sizeofState() local_unnamed_addr #0

; Function Attrs: nofree nosync nounwind
declare dso_local signext i32 @LZ4_compress_fast_extState(i8* noundef, i8* noundef, i8* noundef, i32 noundef signext, i32 noundef signext, i32 noundef signext) local_unnamed_addr #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn writeonly
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

; Function Attrs: nofree nosync nounwind
declare dso_local signext i32 @LZ4_compress_fast_extState_fastReset(i8* noundef, i8* noundef, i8* noundef, i32 noundef signext, i32 noundef signext, i32 noundef signext) local_unnamed_addr #1

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #5

; Function Attrs: mustprogress nofree nounwind willreturn
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

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local void @LZ4_resetStream_fast(%union.LZ4_stream_u* nocapture noundef %0) local_unnamed_addr #8 {
  %2 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 4
  %3 = load i32, i32* %2, align 4, !tbaa !6
  switch i32 %3, label %11 [
    i32 0, label %4
    i32 2, label %7
  ]

4:                                                ; preds = %1
  %5 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 3
  %6 = load i32, i32* %5, align 8, !tbaa !12
  br label %14

7:                                                ; preds = %1
  %8 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 3
  %9 = load i32, i32* %8, align 8, !tbaa !12
  %10 = icmp ugt i32 %9, 1073741824
  br i1 %10, label %11, label %14

11:                                               ; preds = %7, %1
  %12 = bitcast %union.LZ4_stream_u* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16384) %12, i8 0, i64 16384, i1 false) #19
  %13 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 3
  store i32 0, i32* %13, align 8, !tbaa !12
  store i32 0, i32* %2, align 4, !tbaa !6
  br label %20

14:                                               ; preds = %7, %4
  %15 = phi i32 [ %6, %4 ], [ %9, %7 ]
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %20, label %17

17:                                               ; preds = %14
  %18 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 3
  %19 = add i32 %15, 65536
  store i32 %19, i32* %18, align 8, !tbaa !12
  br label %20

20:                                               ; preds = %17, %14, %11
  %21 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 1
  %22 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 5
  store i32 0, i32* %22, align 8, !tbaa !13
  %23 = bitcast i8** %21 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %23, i8 0, i64 16, i1 false) #19
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @LZ4_loadDict(%union.LZ4_stream_u* nocapture noundef %0, i8* noundef %1, i32 noundef signext %2) local_unnamed_addr #1 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds i8, i8* %1, i64 %4
  %6 = bitcast %union.LZ4_stream_u* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16416) %6, i8 0, i64 16416, i1 false) #19
  %7 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 3
  store i32 65536, i32* %7, align 8, !tbaa !12
  %8 = icmp slt i32 %2, 8
  br i1 %8, label %36, label %9

9:                                                ; preds = %3
  %10 = ptrtoint i8* %5 to i64
  %11 = icmp ugt i32 %2, 65536
  %12 = getelementptr inbounds i8, i8* %5, i64 -65536
  %13 = select i1 %11, i8* %12, i8* %1
  %14 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 1
  store i8* %13, i8** %14, align 8, !tbaa !14
  %15 = ptrtoint i8* %13 to i64
  %16 = sub i64 %10, %15
  %17 = trunc i64 %16 to i32
  %18 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 5
  store i32 %17, i32* %18, align 8, !tbaa !13
  %19 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 4
  store i32 2, i32* %19, align 4, !tbaa !6
  %20 = getelementptr inbounds i8, i8* %5, i64 -8
  %21 = icmp ugt i8* %13, %20
  br i1 %21, label %36, label %22

22:                                               ; preds = %9
  %23 = ptrtoint i8* %12 to i64
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i8* [ %13, %22 ], [ %34, %24 ]
  %26 = bitcast i8* %25 to i64*
  %27 = load i64, i64* %26, align 1, !tbaa !15
  %28 = mul i64 %27, -3523014627271114752
  %29 = lshr i64 %28, 52
  %30 = ptrtoint i8* %25 to i64
  %31 = sub i64 %30, %23
  %32 = trunc i64 %31 to i32
  %33 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 0, i64 %29
  store i32 %32, i32* %33, align 4, !tbaa !16
  %34 = getelementptr inbounds i8, i8* %25, i64 3
  %35 = icmp ugt i8* %34, %20
  br i1 %35, label %36, label %24, !llvm.loop !17

36:                                               ; preds = %24, %9, %3
  %37 = phi i32 [ 0, %3 ], [ %17, %9 ], [ %17, %24 ]
  ret i32 %37
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @LZ4_attach_dictionary(%union.LZ4_stream_u* nocapture noundef %0, %union.LZ4_stream_u* noundef %1) local_unnamed_addr #10 {
  %3 = getelementptr %union.LZ4_stream_u, %union.LZ4_stream_u* %1, i64 0, i32 0
  %4 = icmp eq %union.LZ4_stream_u* %1, null
  br i1 %4, label %15, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 3
  %7 = load i32, i32* %6, align 8, !tbaa !15
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %5
  store i32 65536, i32* %6, align 8, !tbaa !15
  br label %10

10:                                               ; preds = %9, %5
  %11 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %1, i64 0, i32 0, i32 5
  %12 = load i32, i32* %11, align 8, !tbaa !13
  %13 = icmp eq i32 %12, 0
  %14 = select i1 %13, %struct.LZ4_stream_t_internal* null, %struct.LZ4_stream_t_internal* %3
  br label %15

15:                                               ; preds = %10, %2
  %16 = phi %struct.LZ4_stream_t_internal* [ %14, %10 ], [ null, %2 ]
  %17 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 2
  store %struct.LZ4_stream_t_internal* %16, %struct.LZ4_stream_t_internal** %17, align 8, !tbaa !15
  ret void
}

; Function Attrs: nofree nosync nounwind
declare dso_local signext i32 @LZ4_compress_fast_continue(%union.LZ4_stream_u* noundef, i8* noundef, i8* noundef, i32 noundef signext, i32 noundef signext, i32 noundef signext) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local signext i32 @LZ4_saveDict(%union.LZ4_stream_u* nocapture noundef %0, i8* noundef %1, i32 noundef signext %2) local_unnamed_addr #8 {
  %4 = icmp ult i32 %2, 65536
  %5 = select i1 %4, i32 %2, i32 65536
  %6 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 5
  %7 = load i32, i32* %6, align 8, !tbaa !13
  %8 = icmp ugt i32 %5, %7
  %9 = select i1 %8, i32 %7, i32 %5
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %19, label %11

11:                                               ; preds = %3
  %12 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 1
  %13 = load i8*, i8** %12, align 8, !tbaa !14
  %14 = zext i32 %7 to i64
  %15 = getelementptr inbounds i8, i8* %13, i64 %14
  %16 = zext i32 %9 to i64
  %17 = sub nsw i64 0, %16
  %18 = getelementptr inbounds i8, i8* %15, i64 %17
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %1, i8* align 1 %18, i64 %16, i1 false)
  br label %19

19:                                               ; preds = %11, %3
  %20 = getelementptr inbounds %union.LZ4_stream_u, %union.LZ4_stream_u* %0, i64 0, i32 0, i32 1
  store i8* %1, i8** %20, align 8, !tbaa !14
  store i32 %9, i32* %6, align 8, !tbaa !13
  ret i32 %9
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i64 @read_long_length_no_check(i8** nocapture noundef %0) local_unnamed_addr #11 {
  %2 = load i8*, i8** %0, align 8, !tbaa !19
  br label %3

3:                                                ; preds = %3, %1
  %4 = phi i8* [ %2, %1 ], [ %8, %3 ]
  %5 = phi i64 [ 0, %1 ], [ %9, %3 ]
  %6 = load i8, i8* %4, align 1, !tbaa !15
  %7 = zext i8 %6 to i64
  %8 = getelementptr inbounds i8, i8* %4, i64 1
  store i8* %8, i8** %0, align 8, !tbaa !19
  %9 = add i64 %5, %7
  %10 = icmp eq i8 %6, -1
  br i1 %10, label %3, label %11, !llvm.loop !20

11:                                               ; preds = %3
  ret i64 %9
}

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @LZ4_decompress_safe(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %3) local_unnamed_addr #1 {
  %5 = icmp eq i8* %0, null
  %6 = icmp slt i32 %3, 0
  %7 = or i1 %5, %6
  br i1 %7, label %261, label %8

8:                                                ; preds = %4
  %9 = sext i32 %2 to i64
  %10 = getelementptr inbounds i8, i8* %0, i64 %9
  %11 = zext i32 %3 to i64
  %12 = getelementptr inbounds i8, i8* %1, i64 %11
  %13 = getelementptr inbounds i8, i8* %10, i64 -14
  %14 = getelementptr inbounds i8, i8* %13, i64 -2
  %15 = getelementptr inbounds i8, i8* %12, i64 -14
  %16 = getelementptr inbounds i8, i8* %15, i64 -18
  %17 = icmp eq i32 %3, 0
  br i1 %17, label %18, label %26, !prof !21

18:                                               ; preds = %8
  %19 = icmp eq i32 %2, 1
  br i1 %19, label %20, label %23

20:                                               ; preds = %18
  %21 = load i8, i8* %0, align 1, !tbaa !15
  %22 = icmp ne i8 %21, 0
  br label %23

23:                                               ; preds = %20, %18
  %24 = phi i1 [ true, %18 ], [ %22, %20 ]
  %25 = sext i1 %24 to i32
  br label %261

26:                                               ; preds = %8
  %27 = icmp eq i32 %2, 0
  br i1 %27, label %261, label %28, !prof !21

28:                                               ; preds = %26
  %29 = getelementptr inbounds i8, i8* %10, i64 -15
  %30 = getelementptr inbounds i8, i8* %12, i64 -12
  %31 = getelementptr inbounds i8, i8* %10, i64 -8
  %32 = getelementptr inbounds i8, i8* %10, i64 -5
  %33 = getelementptr inbounds i8, i8* %12, i64 -7
  %34 = getelementptr inbounds i8, i8* %12, i64 -5
  %35 = ptrtoint i8* %33 to i64
  br label %36

36:                                               ; preds = %240, %28
  %37 = phi i8* [ %0, %28 ], [ %241, %240 ]
  %38 = phi i8* [ %1, %28 ], [ %242, %240 ]
  %39 = getelementptr inbounds i8, i8* %37, i64 1
  %40 = load i8, i8* %37, align 1, !tbaa !15
  %41 = zext i8 %40 to i32
  %42 = lshr i32 %41, 4
  %43 = zext i32 %42 to i64
  %44 = icmp eq i32 %42, 15
  br i1 %44, label %81, label %45

45:                                               ; preds = %36
  %46 = icmp ult i8* %39, %14
  %47 = icmp ule i8* %38, %16
  %48 = and i1 %46, %47
  br i1 %48, label %49, label %104, !prof !22

49:                                               ; preds = %45
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %38, i8* noundef nonnull align 1 dereferenceable(16) %39, i64 16, i1 false) #19
  %50 = getelementptr inbounds i8, i8* %38, i64 %43
  %51 = getelementptr inbounds i8, i8* %39, i64 %43
  %52 = and i32 %41, 15
  %53 = zext i32 %52 to i64
  %54 = bitcast i8* %51 to i16*
  %55 = load i16, i16* %54, align 1, !tbaa !15
  %56 = zext i16 %55 to i64
  %57 = getelementptr inbounds i8, i8* %51, i64 2
  %58 = sub nsw i64 0, %56
  %59 = getelementptr inbounds i8, i8* %50, i64 %58
  %60 = icmp eq i32 %52, 15
  %61 = icmp ult i16 %55, 8
  %62 = select i1 %60, i1 true, i1 %61
  %63 = icmp ult i8* %59, %1
  %64 = select i1 %62, i1 true, i1 %63
  br i1 %64, label %140, label %65

65:                                               ; preds = %49
  %66 = bitcast i8* %59 to i64*
  %67 = bitcast i8* %50 to i64*
  %68 = load i64, i64* %66, align 1
  store i64 %68, i64* %67, align 1
  %69 = getelementptr inbounds i8, i8* %50, i64 8
  %70 = getelementptr inbounds i8, i8* %59, i64 8
  %71 = bitcast i8* %70 to i64*
  %72 = bitcast i8* %69 to i64*
  %73 = load i64, i64* %71, align 1
  store i64 %73, i64* %72, align 1
  %74 = getelementptr inbounds i8, i8* %50, i64 16
  %75 = getelementptr inbounds i8, i8* %59, i64 16
  %76 = bitcast i8* %75 to i16*
  %77 = bitcast i8* %74 to i16*
  %78 = load i16, i16* %76, align 1
  store i16 %78, i16* %77, align 1
  %79 = add nuw nsw i64 %53, 4
  %80 = getelementptr inbounds i8, i8* %50, i64 %79
  br label %240

81:                                               ; preds = %36
  %82 = icmp ult i8* %39, %29
  br i1 %82, label %83, label %254, !prof !23

83:                                               ; preds = %91, %81
  %84 = phi i8* [ %88, %91 ], [ %39, %81 ]
  %85 = phi i64 [ %89, %91 ], [ 0, %81 ]
  %86 = load i8, i8* %84, align 1, !tbaa !15
  %87 = zext i8 %86 to i64
  %88 = getelementptr inbounds i8, i8* %84, i64 1
  %89 = add i64 %85, %87
  %90 = icmp ugt i8* %88, %29
  br i1 %90, label %254, label %91, !prof !21

91:                                               ; preds = %83
  %92 = icmp eq i8 %86, -1
  br i1 %92, label %83, label %93, !llvm.loop !24

93:                                               ; preds = %91
  %94 = icmp eq i64 %89, -1
  br i1 %94, label %254, label %95

95:                                               ; preds = %93
  %96 = add i64 %89, 15
  %97 = ptrtoint i8* %38 to i64
  %98 = xor i64 %97, -1
  %99 = icmp ugt i64 %96, %98
  %100 = ptrtoint i8* %88 to i64
  %101 = xor i64 %100, -1
  %102 = icmp ugt i64 %96, %101
  %103 = select i1 %99, i1 true, i1 %102
  br i1 %103, label %254, label %104, !prof !25

104:                                              ; preds = %95, %45
  %105 = phi i8* [ %39, %45 ], [ %88, %95 ]
  %106 = phi i64 [ %43, %45 ], [ %96, %95 ]
  %107 = getelementptr inbounds i8, i8* %38, i64 %106
  %108 = icmp ugt i8* %107, %30
  br i1 %108, label %112, label %109

109:                                              ; preds = %104
  %110 = getelementptr inbounds i8, i8* %105, i64 %106
  %111 = icmp ugt i8* %110, %31
  br i1 %111, label %112, label %122

112:                                              ; preds = %109, %104
  %113 = getelementptr inbounds i8, i8* %105, i64 %106
  %114 = icmp ne i8* %113, %10
  %115 = icmp ugt i8* %107, %12
  %116 = select i1 %114, i1 true, i1 %115
  br i1 %116, label %254, label %117

117:                                              ; preds = %112
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %38, i8* nonnull align 1 %105, i64 %106, i1 false) #19
  %118 = ptrtoint i8* %107 to i64
  %119 = ptrtoint i8* %1 to i64
  %120 = sub i64 %118, %119
  %121 = trunc i64 %120 to i32
  br label %261

122:                                              ; preds = %122, %109
  %123 = phi i8* [ %129, %122 ], [ %105, %109 ]
  %124 = phi i8* [ %128, %122 ], [ %38, %109 ]
  %125 = bitcast i8* %123 to i64*
  %126 = bitcast i8* %124 to i64*
  %127 = load i64, i64* %125, align 1
  store i64 %127, i64* %126, align 1
  %128 = getelementptr inbounds i8, i8* %124, i64 8
  %129 = getelementptr inbounds i8, i8* %123, i64 8
  %130 = icmp ult i8* %128, %107
  br i1 %130, label %122, label %131, !llvm.loop !26

131:                                              ; preds = %122
  %132 = bitcast i8* %110 to i16*
  %133 = load i16, i16* %132, align 1, !tbaa !15
  %134 = zext i16 %133 to i64
  %135 = getelementptr inbounds i8, i8* %110, i64 2
  %136 = sub nsw i64 0, %134
  %137 = getelementptr inbounds i8, i8* %107, i64 %136
  %138 = and i32 %41, 15
  %139 = zext i32 %138 to i64
  br label %140

140:                                              ; preds = %131, %49
  %141 = phi i8* [ %135, %131 ], [ %57, %49 ]
  %142 = phi i64 [ %139, %131 ], [ %53, %49 ]
  %143 = phi i64 [ %134, %131 ], [ %56, %49 ]
  %144 = phi i8* [ %137, %131 ], [ %59, %49 ]
  %145 = phi i8* [ %107, %131 ], [ %50, %49 ]
  %146 = icmp eq i64 %142, 15
  br i1 %146, label %147, label %165

147:                                              ; preds = %155, %140
  %148 = phi i8* [ %152, %155 ], [ %141, %140 ]
  %149 = phi i64 [ %153, %155 ], [ 0, %140 ]
  %150 = load i8, i8* %148, align 1, !tbaa !15
  %151 = zext i8 %150 to i64
  %152 = getelementptr inbounds i8, i8* %148, i64 1
  %153 = add i64 %149, %151
  %154 = icmp ugt i8* %148, %32
  br i1 %154, label %254, label %155, !prof !21

155:                                              ; preds = %147
  %156 = icmp eq i8 %150, -1
  br i1 %156, label %147, label %157, !llvm.loop !24

157:                                              ; preds = %155
  %158 = icmp eq i64 %153, -1
  %159 = add i64 %153, 15
  %160 = ptrtoint i8* %145 to i64
  %161 = xor i64 %160, -1
  %162 = icmp ugt i64 %159, %161
  %163 = select i1 %158, i1 true, i1 %162
  %164 = select i1 %158, i64 15, i64 %159
  br i1 %163, label %254, label %165

165:                                              ; preds = %157, %140
  %166 = phi i8* [ %152, %157 ], [ %141, %140 ]
  %167 = phi i64 [ %164, %157 ], [ %142, %140 ]
  %168 = add i64 %167, 4
  %169 = icmp ult i8* %144, %1
  br i1 %169, label %254, label %170, !prof !27

170:                                              ; preds = %165
  %171 = getelementptr inbounds i8, i8* %145, i64 %168
  %172 = icmp ugt i8* %171, %30
  %173 = icmp ult i64 %143, 8
  br i1 %173, label %174, label %199, !prof !21

174:                                              ; preds = %170
  %175 = bitcast i8* %145 to i32*
  store i32 0, i32* %175, align 1, !tbaa !15
  %176 = load i8, i8* %144, align 1, !tbaa !15
  store i8 %176, i8* %145, align 1, !tbaa !15
  %177 = getelementptr inbounds i8, i8* %144, i64 1
  %178 = load i8, i8* %177, align 1, !tbaa !15
  %179 = getelementptr inbounds i8, i8* %145, i64 1
  store i8 %178, i8* %179, align 1, !tbaa !15
  %180 = getelementptr inbounds i8, i8* %144, i64 2
  %181 = load i8, i8* %180, align 1, !tbaa !15
  %182 = getelementptr inbounds i8, i8* %145, i64 2
  store i8 %181, i8* %182, align 1, !tbaa !15
  %183 = getelementptr inbounds i8, i8* %144, i64 3
  %184 = load i8, i8* %183, align 1, !tbaa !15
  %185 = getelementptr inbounds i8, i8* %145, i64 3
  store i8 %184, i8* %185, align 1, !tbaa !15
  %186 = getelementptr inbounds [8 x i32], [8 x i32]* @inc32table, i64 0, i64 %143
  %187 = load i32, i32* %186, align 4, !tbaa !16
  %188 = zext i32 %187 to i64
  %189 = getelementptr inbounds i8, i8* %144, i64 %188
  %190 = getelementptr inbounds i8, i8* %145, i64 4
  %191 = bitcast i8* %189 to i32*
  %192 = bitcast i8* %190 to i32*
  %193 = load i32, i32* %191, align 1
  store i32 %193, i32* %192, align 1
  %194 = getelementptr inbounds [8 x i32], [8 x i32]* @dec64table, i64 0, i64 %143
  %195 = load i32, i32* %194, align 4, !tbaa !16
  %196 = sext i32 %195 to i64
  %197 = sub nsw i64 0, %196
  %198 = getelementptr inbounds i8, i8* %189, i64 %197
  br label %204

199:                                              ; preds = %170
  %200 = bitcast i8* %144 to i64*
  %201 = bitcast i8* %145 to i64*
  %202 = load i64, i64* %200, align 1
  store i64 %202, i64* %201, align 1
  %203 = getelementptr inbounds i8, i8* %144, i64 8
  br label %204

204:                                              ; preds = %199, %174
  %205 = phi i8* [ %198, %174 ], [ %203, %199 ]
  %206 = getelementptr i8, i8* %145, i64 8
  br i1 %172, label %207, label %235, !prof !21

207:                                              ; preds = %204
  %208 = icmp ugt i8* %171, %34
  br i1 %208, label %254, label %209

209:                                              ; preds = %207
  %210 = icmp ult i8* %206, %33
  br i1 %210, label %211, label %224

211:                                              ; preds = %211, %209
  %212 = phi i8* [ %218, %211 ], [ %205, %209 ]
  %213 = phi i8* [ %217, %211 ], [ %206, %209 ]
  %214 = bitcast i8* %212 to i64*
  %215 = bitcast i8* %213 to i64*
  %216 = load i64, i64* %214, align 1
  store i64 %216, i64* %215, align 1
  %217 = getelementptr inbounds i8, i8* %213, i64 8
  %218 = getelementptr inbounds i8, i8* %212, i64 8
  %219 = icmp ult i8* %217, %33
  br i1 %219, label %211, label %220, !llvm.loop !26

220:                                              ; preds = %211
  %221 = ptrtoint i8* %206 to i64
  %222 = sub i64 %35, %221
  %223 = getelementptr inbounds i8, i8* %205, i64 %222
  br label %224

224:                                              ; preds = %220, %209
  %225 = phi i8* [ %223, %220 ], [ %205, %209 ]
  %226 = phi i8* [ %33, %220 ], [ %206, %209 ]
  %227 = icmp ult i8* %226, %171
  br i1 %227, label %228, label %240

228:                                              ; preds = %228, %224
  %229 = phi i8* [ %233, %228 ], [ %226, %224 ]
  %230 = phi i8* [ %231, %228 ], [ %225, %224 ]
  %231 = getelementptr inbounds i8, i8* %230, i64 1
  %232 = load i8, i8* %230, align 1, !tbaa !15
  %233 = getelementptr inbounds i8, i8* %229, i64 1
  store i8 %232, i8* %229, align 1, !tbaa !15
  %234 = icmp ult i8* %233, %171
  br i1 %234, label %228, label %240, !llvm.loop !28

235:                                              ; preds = %204
  %236 = bitcast i8* %205 to i64*
  %237 = bitcast i8* %206 to i64*
  %238 = load i64, i64* %236, align 1
  store i64 %238, i64* %237, align 1
  %239 = icmp ugt i64 %168, 16
  br i1 %239, label %243, label %240

240:                                              ; preds = %245, %235, %228, %224, %65
  %241 = phi i8* [ %57, %65 ], [ %166, %224 ], [ %166, %235 ], [ %166, %228 ], [ %166, %245 ]
  %242 = phi i8* [ %80, %65 ], [ %171, %224 ], [ %171, %235 ], [ %171, %228 ], [ %171, %245 ]
  br label %36

243:                                              ; preds = %235
  %244 = getelementptr i8, i8* %145, i64 16
  br label %245

245:                                              ; preds = %245, %243
  %246 = phi i8* [ %205, %243 ], [ %248, %245 ]
  %247 = phi i8* [ %244, %243 ], [ %252, %245 ]
  %248 = getelementptr inbounds i8, i8* %246, i64 8
  %249 = bitcast i8* %248 to i64*
  %250 = bitcast i8* %247 to i64*
  %251 = load i64, i64* %249, align 1
  store i64 %251, i64* %250, align 1
  %252 = getelementptr inbounds i8, i8* %247, i64 8
  %253 = icmp ult i8* %252, %171
  br i1 %253, label %245, label %240, !llvm.loop !26

254:                                              ; preds = %207, %165, %157, %147, %112, %95, %93, %83, %81
  %255 = phi i8* [ %105, %112 ], [ %152, %147 ], [ %88, %83 ], [ %152, %157 ], [ %166, %165 ], [ %166, %207 ], [ %88, %95 ], [ %88, %93 ], [ %39, %81 ]
  %256 = ptrtoint i8* %255 to i64
  %257 = ptrtoint i8* %0 to i64
  %258 = sub i64 %257, %256
  %259 = trunc i64 %258 to i32
  %260 = add nsw i32 %259, -1
  br label %261

261:                                              ; preds = %254, %117, %26, %23, %4
  %262 = phi i32 [ -1, %4 ], [ %25, %23 ], [ %260, %254 ], [ %121, %117 ], [ -1, %26 ]
  ret i32 %262
}

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @LZ4_decompress_safe_partial(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4) local_unnamed_addr #1 {
  %6 = icmp slt i32 %3, %4
  %7 = select i1 %6, i32 %3, i32 %4
  %8 = icmp eq i8* %0, null
  %9 = icmp slt i32 %7, 0
  %10 = or i1 %8, %9
  br i1 %10, label %264, label %11

11:                                               ; preds = %5
  %12 = sext i32 %2 to i64
  %13 = getelementptr inbounds i8, i8* %0, i64 %12
  %14 = zext i32 %7 to i64
  %15 = getelementptr inbounds i8, i8* %1, i64 %14
  %16 = getelementptr inbounds i8, i8* %13, i64 -14
  %17 = getelementptr inbounds i8, i8* %16, i64 -2
  %18 = getelementptr inbounds i8, i8* %15, i64 -14
  %19 = getelementptr inbounds i8, i8* %18, i64 -18
  %20 = icmp eq i32 %7, 0
  br i1 %20, label %264, label %21, !prof !21

21:                                               ; preds = %11
  %22 = icmp eq i32 %2, 0
  br i1 %22, label %264, label %23, !prof !21

23:                                               ; preds = %21
  %24 = getelementptr inbounds i8, i8* %13, i64 -15
  %25 = getelementptr inbounds i8, i8* %15, i64 -12
  %26 = getelementptr inbounds i8, i8* %13, i64 -8
  %27 = ptrtoint i8* %13 to i64
  %28 = ptrtoint i8* %15 to i64
  %29 = getelementptr inbounds i8, i8* %13, i64 -2
  %30 = getelementptr inbounds i8, i8* %13, i64 -5
  br label %31

31:                                               ; preds = %238, %23
  %32 = phi i8* [ %0, %23 ], [ %239, %238 ]
  %33 = phi i8* [ %1, %23 ], [ %240, %238 ]
  %34 = getelementptr inbounds i8, i8* %32, i64 1
  %35 = load i8, i8* %32, align 1, !tbaa !15
  %36 = zext i8 %35 to i32
  %37 = lshr i32 %36, 4
  %38 = zext i32 %37 to i64
  %39 = icmp eq i32 %37, 15
  br i1 %39, label %76, label %40

40:                                               ; preds = %31
  %41 = icmp ult i8* %34, %17
  %42 = icmp ule i8* %33, %19
  %43 = and i1 %41, %42
  br i1 %43, label %44, label %99, !prof !22

44:                                               ; preds = %40
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %33, i8* noundef nonnull align 1 dereferenceable(16) %34, i64 16, i1 false) #19
  %45 = getelementptr inbounds i8, i8* %33, i64 %38
  %46 = getelementptr inbounds i8, i8* %34, i64 %38
  %47 = and i32 %36, 15
  %48 = zext i32 %47 to i64
  %49 = bitcast i8* %46 to i16*
  %50 = load i16, i16* %49, align 1, !tbaa !15
  %51 = zext i16 %50 to i64
  %52 = getelementptr inbounds i8, i8* %46, i64 2
  %53 = sub nsw i64 0, %51
  %54 = getelementptr inbounds i8, i8* %45, i64 %53
  %55 = icmp eq i32 %47, 15
  %56 = icmp ult i16 %50, 8
  %57 = select i1 %55, i1 true, i1 %56
  %58 = icmp ult i8* %54, %1
  %59 = select i1 %57, i1 true, i1 %58
  br i1 %59, label %146, label %60

60:                                               ; preds = %44
  %61 = bitcast i8* %54 to i64*
  %62 = bitcast i8* %45 to i64*
  %63 = load i64, i64* %61, align 1
  store i64 %63, i64* %62, align 1
  %64 = getelementptr inbounds i8, i8* %45, i64 8
  %65 = getelementptr inbounds i8, i8* %54, i64 8
  %66 = bitcast i8* %65 to i64*
  %67 = bitcast i8* %64 to i64*
  %68 = load i64, i64* %66, align 1
  store i64 %68, i64* %67, align 1
  %69 = getelementptr inbounds i8, i8* %45, i64 16
  %70 = getelementptr inbounds i8, i8* %54, i64 16
  %71 = bitcast i8* %70 to i16*
  %72 = bitcast i8* %69 to i16*
  %73 = load i16, i16* %71, align 1
  store i16 %73, i16* %72, align 1
  %74 = add nuw nsw i64 %48, 4
  %75 = getelementptr inbounds i8, i8* %45, i64 %74
  br label %238

76:                                               ; preds = %31
  %77 = icmp ult i8* %34, %24
  br i1 %77, label %78, label %257, !prof !23

78:                                               ; preds = %86, %76
  %79 = phi i8* [ %83, %86 ], [ %34, %76 ]
  %80 = phi i64 [ %84, %86 ], [ 0, %76 ]
  %81 = load i8, i8* %79, align 1, !tbaa !15
  %82 = zext i8 %81 to i64
  %83 = getelementptr inbounds i8, i8* %79, i64 1
  %84 = add i64 %80, %82
  %85 = icmp ugt i8* %83, %24
  br i1 %85, label %257, label %86, !prof !21

86:                                               ; preds = %78
  %87 = icmp eq i8 %81, -1
  br i1 %87, label %78, label %88, !llvm.loop !24

88:                                               ; preds = %86
  %89 = icmp eq i64 %84, -1
  br i1 %89, label %257, label %90

90:                                               ; preds = %88
  %91 = add i64 %84, 15
  %92 = ptrtoint i8* %33 to i64
  %93 = xor i64 %92, -1
  %94 = icmp ugt i64 %91, %93
  %95 = ptrtoint i8* %83 to i64
  %96 = xor i64 %95, -1
  %97 = icmp ugt i64 %91, %96
  %98 = select i1 %94, i1 true, i1 %97
  br i1 %98, label %257, label %99, !prof !25

99:                                               ; preds = %90, %40
  %100 = phi i8* [ %34, %40 ], [ %83, %90 ]
  %101 = phi i64 [ %38, %40 ], [ %91, %90 ]
  %102 = getelementptr inbounds i8, i8* %33, i64 %101
  %103 = icmp ugt i8* %102, %25
  br i1 %103, label %107, label %104

104:                                              ; preds = %99
  %105 = getelementptr inbounds i8, i8* %100, i64 %101
  %106 = icmp ugt i8* %105, %26
  br i1 %106, label %107, label %126

107:                                              ; preds = %104, %99
  %108 = getelementptr inbounds i8, i8* %100, i64 %101
  %109 = icmp ugt i8* %108, %13
  %110 = ptrtoint i8* %100 to i64
  %111 = sub i64 %27, %110
  %112 = getelementptr inbounds i8, i8* %33, i64 %111
  %113 = select i1 %109, i64 %111, i64 %101
  %114 = select i1 %109, i8* %112, i8* %102
  %115 = icmp ugt i8* %114, %15
  %116 = ptrtoint i8* %33 to i64
  %117 = sub i64 %28, %116
  %118 = select i1 %115, i64 %117, i64 %113
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %33, i8* nonnull align 1 %100, i64 %118, i1 false) #19
  %119 = getelementptr inbounds i8, i8* %100, i64 %118
  %120 = getelementptr inbounds i8, i8* %33, i64 %118
  %121 = icmp ugt i8* %15, %114
  %122 = icmp ult i8* %119, %29
  %123 = select i1 %121, i1 %122, i1 false
  br i1 %123, label %135, label %124

124:                                              ; preds = %107
  %125 = ptrtoint i8* %120 to i64
  br label %252

126:                                              ; preds = %126, %104
  %127 = phi i8* [ %133, %126 ], [ %100, %104 ]
  %128 = phi i8* [ %132, %126 ], [ %33, %104 ]
  %129 = bitcast i8* %127 to i64*
  %130 = bitcast i8* %128 to i64*
  %131 = load i64, i64* %129, align 1
  store i64 %131, i64* %130, align 1
  %132 = getelementptr inbounds i8, i8* %128, i64 8
  %133 = getelementptr inbounds i8, i8* %127, i64 8
  %134 = icmp ult i8* %132, %102
  br i1 %134, label %126, label %135, !llvm.loop !26

135:                                              ; preds = %126, %107
  %136 = phi i8* [ %119, %107 ], [ %105, %126 ]
  %137 = phi i8* [ %120, %107 ], [ %102, %126 ]
  %138 = bitcast i8* %136 to i16*
  %139 = load i16, i16* %138, align 1, !tbaa !15
  %140 = zext i16 %139 to i64
  %141 = getelementptr inbounds i8, i8* %136, i64 2
  %142 = sub nsw i64 0, %140
  %143 = getelementptr inbounds i8, i8* %137, i64 %142
  %144 = and i32 %36, 15
  %145 = zext i32 %144 to i64
  br label %146

146:                                              ; preds = %135, %44
  %147 = phi i8* [ %141, %135 ], [ %52, %44 ]
  %148 = phi i64 [ %145, %135 ], [ %48, %44 ]
  %149 = phi i64 [ %140, %135 ], [ %51, %44 ]
  %150 = phi i8* [ %143, %135 ], [ %54, %44 ]
  %151 = phi i8* [ %137, %135 ], [ %45, %44 ]
  %152 = icmp eq i64 %148, 15
  br i1 %152, label %153, label %171

153:                                              ; preds = %161, %146
  %154 = phi i8* [ %158, %161 ], [ %147, %146 ]
  %155 = phi i64 [ %159, %161 ], [ 0, %146 ]
  %156 = load i8, i8* %154, align 1, !tbaa !15
  %157 = zext i8 %156 to i64
  %158 = getelementptr inbounds i8, i8* %154, i64 1
  %159 = add i64 %155, %157
  %160 = icmp ugt i8* %154, %30
  br i1 %160, label %257, label %161, !prof !21

161:                                              ; preds = %153
  %162 = icmp eq i8 %156, -1
  br i1 %162, label %153, label %163, !llvm.loop !24

163:                                              ; preds = %161
  %164 = icmp eq i64 %159, -1
  %165 = add i64 %159, 15
  %166 = ptrtoint i8* %151 to i64
  %167 = xor i64 %166, -1
  %168 = icmp ugt i64 %165, %167
  %169 = select i1 %164, i1 true, i1 %168
  %170 = select i1 %164, i64 15, i64 %165
  br i1 %169, label %257, label %171

171:                                              ; preds = %163, %146
  %172 = phi i8* [ %158, %163 ], [ %147, %146 ]
  %173 = phi i64 [ %170, %163 ], [ %148, %146 ]
  %174 = add i64 %173, 4
  %175 = icmp ult i8* %150, %1
  br i1 %175, label %257, label %176, !prof !27

176:                                              ; preds = %171
  %177 = getelementptr inbounds i8, i8* %151, i64 %174
  %178 = icmp ugt i8* %177, %25
  br i1 %178, label %179, label %199

179:                                              ; preds = %176
  %180 = ptrtoint i8* %151 to i64
  %181 = sub i64 %28, %180
  %182 = icmp ult i64 %174, %181
  %183 = select i1 %182, i64 %174, i64 %181
  %184 = getelementptr inbounds i8, i8* %150, i64 %183
  %185 = getelementptr inbounds i8, i8* %151, i64 %183
  %186 = icmp ugt i8* %184, %151
  br i1 %186, label %187, label %196

187:                                              ; preds = %179
  %188 = icmp sgt i64 %183, 0
  br i1 %188, label %189, label %197

189:                                              ; preds = %189, %187
  %190 = phi i8* [ %194, %189 ], [ %151, %187 ]
  %191 = phi i8* [ %192, %189 ], [ %150, %187 ]
  %192 = getelementptr inbounds i8, i8* %191, i64 1
  %193 = load i8, i8* %191, align 1, !tbaa !15
  %194 = getelementptr inbounds i8, i8* %190, i64 1
  store i8 %193, i8* %190, align 1, !tbaa !15
  %195 = icmp ult i8* %194, %185
  br i1 %195, label %189, label %197, !llvm.loop !29

196:                                              ; preds = %179
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %151, i8* align 1 %150, i64 %183, i1 false) #19
  br label %197

197:                                              ; preds = %196, %189, %187
  %198 = icmp eq i8* %185, %15
  br i1 %198, label %252, label %238

199:                                              ; preds = %176
  %200 = icmp ult i64 %149, 8
  br i1 %200, label %201, label %226, !prof !21

201:                                              ; preds = %199
  %202 = bitcast i8* %151 to i32*
  store i32 0, i32* %202, align 1, !tbaa !15
  %203 = load i8, i8* %150, align 1, !tbaa !15
  store i8 %203, i8* %151, align 1, !tbaa !15
  %204 = getelementptr inbounds i8, i8* %150, i64 1
  %205 = load i8, i8* %204, align 1, !tbaa !15
  %206 = getelementptr inbounds i8, i8* %151, i64 1
  store i8 %205, i8* %206, align 1, !tbaa !15
  %207 = getelementptr inbounds i8, i8* %150, i64 2
  %208 = load i8, i8* %207, align 1, !tbaa !15
  %209 = getelementptr inbounds i8, i8* %151, i64 2
  store i8 %208, i8* %209, align 1, !tbaa !15
  %210 = getelementptr inbounds i8, i8* %150, i64 3
  %211 = load i8, i8* %210, align 1, !tbaa !15
  %212 = getelementptr inbounds i8, i8* %151, i64 3
  store i8 %211, i8* %212, align 1, !tbaa !15
  %213 = getelementptr inbounds [8 x i32], [8 x i32]* @inc32table, i64 0, i64 %149
  %214 = load i32, i32* %213, align 4, !tbaa !16
  %215 = zext i32 %214 to i64
  %216 = getelementptr inbounds i8, i8* %150, i64 %215
  %217 = getelementptr inbounds i8, i8* %151, i64 4
  %218 = bitcast i8* %216 to i32*
  %219 = bitcast i8* %217 to i32*
  %220 = load i32, i32* %218, align 1
  store i32 %220, i32* %219, align 1
  %221 = getelementptr inbounds [8 x i32], [8 x i32]* @dec64table, i64 0, i64 %149
  %222 = load i32, i32* %221, align 4, !tbaa !16
  %223 = sext i32 %222 to i64
  %224 = sub nsw i64 0, %223
  %225 = getelementptr inbounds i8, i8* %216, i64 %224
  br label %231

226:                                              ; preds = %199
  %227 = bitcast i8* %150 to i64*
  %228 = bitcast i8* %151 to i64*
  %229 = load i64, i64* %227, align 1
  store i64 %229, i64* %228, align 1
  %230 = getelementptr inbounds i8, i8* %150, i64 8
  br label %231

231:                                              ; preds = %226, %201
  %232 = phi i8* [ %225, %201 ], [ %230, %226 ]
  %233 = getelementptr i8, i8* %151, i64 8
  %234 = bitcast i8* %232 to i64*
  %235 = bitcast i8* %233 to i64*
  %236 = load i64, i64* %234, align 1
  store i64 %236, i64* %235, align 1
  %237 = icmp ugt i64 %174, 16
  br i1 %237, label %241, label %238

238:                                              ; preds = %243, %231, %197, %60
  %239 = phi i8* [ %172, %197 ], [ %52, %60 ], [ %172, %231 ], [ %172, %243 ]
  %240 = phi i8* [ %185, %197 ], [ %75, %60 ], [ %177, %231 ], [ %177, %243 ]
  br label %31

241:                                              ; preds = %231
  %242 = getelementptr i8, i8* %151, i64 16
  br label %243

243:                                              ; preds = %243, %241
  %244 = phi i8* [ %232, %241 ], [ %246, %243 ]
  %245 = phi i8* [ %242, %241 ], [ %250, %243 ]
  %246 = getelementptr inbounds i8, i8* %244, i64 8
  %247 = bitcast i8* %246 to i64*
  %248 = bitcast i8* %245 to i64*
  %249 = load i64, i64* %247, align 1
  store i64 %249, i64* %248, align 1
  %250 = getelementptr inbounds i8, i8* %245, i64 8
  %251 = icmp ult i8* %250, %177
  br i1 %251, label %243, label %238, !llvm.loop !26

252:                                              ; preds = %197, %124
  %253 = phi i64 [ %125, %124 ], [ %28, %197 ]
  %254 = ptrtoint i8* %1 to i64
  %255 = sub i64 %253, %254
  %256 = trunc i64 %255 to i32
  br label %264

257:                                              ; preds = %171, %163, %153, %90, %88, %78, %76
  %258 = phi i8* [ %158, %153 ], [ %83, %78 ], [ %158, %163 ], [ %172, %171 ], [ %83, %90 ], [ %83, %88 ], [ %34, %76 ]
  %259 = ptrtoint i8* %258 to i64
  %260 = ptrtoint i8* %0 to i64
  %261 = sub i64 %260, %259
  %262 = trunc i64 %261 to i32
  %263 = add nsw i32 %262, -1
  br label %264

264:                                              ; preds = %257, %252, %21, %11, %5
  %265 = phi i32 [ -1, %5 ], [ %263, %257 ], [ %256, %252 ], [ -1, %21 ], [ 0, %11 ]
  ret i32 %265
}

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @LZ4_decompress_fast(i8* noundef %0, i8* noundef %1, i32 noundef signext %2) local_unnamed_addr #1 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds i8, i8* %1, i64 %4
  %6 = ptrtoint i8* %5 to i64
  %7 = ptrtoint i8* %1 to i64
  br label %8

8:                                                ; preds = %78, %3
  %9 = phi i8* [ %0, %3 ], [ %60, %78 ]
  %10 = phi i8* [ %1, %3 ], [ %79, %78 ]
  %11 = getelementptr inbounds i8, i8* %9, i64 1
  %12 = load i8, i8* %9, align 1, !tbaa !15
  %13 = zext i8 %12 to i32
  %14 = lshr i32 %13, 4
  %15 = zext i32 %14 to i64
  %16 = icmp eq i32 %14, 15
  br i1 %16, label %17, label %27

17:                                               ; preds = %17, %8
  %18 = phi i8* [ %22, %17 ], [ %11, %8 ]
  %19 = phi i64 [ %23, %17 ], [ 0, %8 ]
  %20 = load i8, i8* %18, align 1, !tbaa !15
  %21 = zext i8 %20 to i64
  %22 = getelementptr inbounds i8, i8* %18, i64 1
  %23 = add i64 %19, %21
  %24 = icmp eq i8 %20, -1
  br i1 %24, label %17, label %25, !llvm.loop !20

25:                                               ; preds = %17
  %26 = add i64 %23, 15
  br label %27

27:                                               ; preds = %25, %8
  %28 = phi i8* [ %22, %25 ], [ %11, %8 ]
  %29 = phi i64 [ %26, %25 ], [ %15, %8 ]
  %30 = ptrtoint i8* %10 to i64
  %31 = sub i64 %6, %30
  %32 = icmp ult i64 %31, %29
  br i1 %32, label %88, label %33

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
  br i1 %40, label %83, label %88

41:                                               ; preds = %33
  %42 = and i32 %13, 15
  %43 = zext i32 %42 to i64
  %44 = bitcast i8* %35 to i16*
  %45 = load i16, i16* %44, align 1, !tbaa !15
  %46 = zext i16 %45 to i64
  %47 = getelementptr inbounds i8, i8* %35, i64 2
  %48 = icmp eq i32 %42, 15
  br i1 %48, label %49, label %59

49:                                               ; preds = %49, %41
  %50 = phi i8* [ %54, %49 ], [ %47, %41 ]
  %51 = phi i64 [ %55, %49 ], [ 0, %41 ]
  %52 = load i8, i8* %50, align 1, !tbaa !15
  %53 = zext i8 %52 to i64
  %54 = getelementptr inbounds i8, i8* %50, i64 1
  %55 = add i64 %51, %53
  %56 = icmp eq i8 %52, -1
  br i1 %56, label %49, label %57, !llvm.loop !20

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
  br i1 %66, label %88, label %67

67:                                               ; preds = %59
  %68 = sub nsw i64 0, %46
  %69 = getelementptr i8, i8* %34, i64 %68
  %70 = icmp eq i64 %62, 0
  br i1 %70, label %78, label %71

71:                                               ; preds = %71, %67
  %72 = phi i64 [ %76, %71 ], [ 0, %67 ]
  %73 = getelementptr inbounds i8, i8* %69, i64 %72
  %74 = load i8, i8* %73, align 1, !tbaa !15
  %75 = getelementptr inbounds i8, i8* %34, i64 %72
  store i8 %74, i8* %75, align 1, !tbaa !15
  %76 = add nuw i64 %72, 1
  %77 = icmp eq i64 %76, %62
  br i1 %77, label %78, label %71, !llvm.loop !30

78:                                               ; preds = %71, %67
  %79 = getelementptr inbounds i8, i8* %34, i64 %62
  %80 = ptrtoint i8* %79 to i64
  %81 = sub i64 %6, %80
  %82 = icmp ult i64 %81, 5
  br i1 %82, label %88, label %8

83:                                               ; preds = %39
  %84 = ptrtoint i8* %35 to i64
  %85 = ptrtoint i8* %0 to i64
  %86 = sub i64 %84, %85
  %87 = trunc i64 %86 to i32
  br label %88

88:                                               ; preds = %83, %78, %59, %39, %27
  %89 = phi i32 [ %87, %83 ], [ -1, %39 ], [ -1, %78 ], [ -1, %59 ], [ -1, %27 ]
  ret i32 %89
}

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @LZ4_decompress_safe_withPrefix64k(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %3) local_unnamed_addr #1 {
  %5 = icmp eq i8* %0, null
  %6 = icmp slt i32 %3, 0
  %7 = or i1 %5, %6
  br i1 %7, label %261, label %8

8:                                                ; preds = %4
  %9 = sext i32 %2 to i64
  %10 = getelementptr inbounds i8, i8* %0, i64 %9
  %11 = zext i32 %3 to i64
  %12 = getelementptr inbounds i8, i8* %1, i64 %11
  %13 = getelementptr inbounds i8, i8* %10, i64 -14
  %14 = getelementptr inbounds i8, i8* %13, i64 -2
  %15 = getelementptr inbounds i8, i8* %12, i64 -14
  %16 = getelementptr inbounds i8, i8* %15, i64 -18
  %17 = icmp eq i32 %3, 0
  br i1 %17, label %18, label %26, !prof !21

18:                                               ; preds = %8
  %19 = icmp eq i32 %2, 1
  br i1 %19, label %20, label %23

20:                                               ; preds = %18
  %21 = load i8, i8* %0, align 1, !tbaa !15
  %22 = icmp ne i8 %21, 0
  br label %23

23:                                               ; preds = %20, %18
  %24 = phi i1 [ true, %18 ], [ %22, %20 ]
  %25 = sext i1 %24 to i32
  br label %261

26:                                               ; preds = %8
  %27 = icmp eq i32 %2, 0
  br i1 %27, label %261, label %28, !prof !21

28:                                               ; preds = %26
  %29 = getelementptr inbounds i8, i8* %10, i64 -15
  %30 = getelementptr inbounds i8, i8* %12, i64 -12
  %31 = getelementptr inbounds i8, i8* %10, i64 -8
  %32 = getelementptr inbounds i8, i8* %10, i64 -5
  %33 = getelementptr inbounds i8, i8* %12, i64 -7
  %34 = getelementptr inbounds i8, i8* %12, i64 -5
  %35 = ptrtoint i8* %33 to i64
  br label %36

36:                                               ; preds = %240, %28
  %37 = phi i8* [ %0, %28 ], [ %241, %240 ]
  %38 = phi i64 [ 0, %28 ], [ %242, %240 ]
  %39 = getelementptr i8, i8* %1, i64 %38
  %40 = getelementptr inbounds i8, i8* %37, i64 1
  %41 = load i8, i8* %37, align 1, !tbaa !15
  %42 = zext i8 %41 to i32
  %43 = lshr i32 %42, 4
  %44 = zext i32 %43 to i64
  %45 = icmp eq i32 %43, 15
  br i1 %45, label %81, label %46

46:                                               ; preds = %36
  %47 = icmp ult i8* %40, %14
  %48 = icmp ule i8* %39, %16
  %49 = and i1 %47, %48
  br i1 %49, label %50, label %104, !prof !22

50:                                               ; preds = %46
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %39, i8* noundef nonnull align 1 dereferenceable(16) %40, i64 16, i1 false) #19
  %51 = add nsw i64 %38, %44
  %52 = getelementptr inbounds i8, i8* %1, i64 %51
  %53 = getelementptr inbounds i8, i8* %40, i64 %44
  %54 = and i32 %42, 15
  %55 = zext i32 %54 to i64
  %56 = bitcast i8* %53 to i16*
  %57 = load i16, i16* %56, align 1, !tbaa !15
  %58 = zext i16 %57 to i64
  %59 = getelementptr inbounds i8, i8* %53, i64 2
  %60 = sub i64 %51, %58
  %61 = getelementptr inbounds i8, i8* %1, i64 %60
  %62 = icmp ne i32 %54, 15
  %63 = icmp ugt i16 %57, 7
  %64 = select i1 %62, i1 %63, i1 false
  br i1 %64, label %65, label %137

65:                                               ; preds = %50
  %66 = bitcast i8* %61 to i64*
  %67 = bitcast i8* %52 to i64*
  %68 = load i64, i64* %66, align 1
  store i64 %68, i64* %67, align 1
  %69 = getelementptr inbounds i8, i8* %52, i64 8
  %70 = getelementptr inbounds i8, i8* %61, i64 8
  %71 = bitcast i8* %70 to i64*
  %72 = bitcast i8* %69 to i64*
  %73 = load i64, i64* %71, align 1
  store i64 %73, i64* %72, align 1
  %74 = getelementptr inbounds i8, i8* %52, i64 16
  %75 = getelementptr inbounds i8, i8* %61, i64 16
  %76 = bitcast i8* %75 to i16*
  %77 = bitcast i8* %74 to i16*
  %78 = load i16, i16* %76, align 1
  store i16 %78, i16* %77, align 1
  %79 = add nuw nsw i64 %55, 4
  %80 = add nsw i64 %79, %51
  br label %240

81:                                               ; preds = %36
  %82 = icmp ult i8* %40, %29
  br i1 %82, label %83, label %254, !prof !23

83:                                               ; preds = %91, %81
  %84 = phi i8* [ %88, %91 ], [ %40, %81 ]
  %85 = phi i64 [ %89, %91 ], [ 0, %81 ]
  %86 = load i8, i8* %84, align 1, !tbaa !15
  %87 = zext i8 %86 to i64
  %88 = getelementptr inbounds i8, i8* %84, i64 1
  %89 = add i64 %85, %87
  %90 = icmp ugt i8* %88, %29
  br i1 %90, label %254, label %91, !prof !21

91:                                               ; preds = %83
  %92 = icmp eq i8 %86, -1
  br i1 %92, label %83, label %93, !llvm.loop !24

93:                                               ; preds = %91
  %94 = icmp eq i64 %89, -1
  br i1 %94, label %254, label %95

95:                                               ; preds = %93
  %96 = add i64 %89, 15
  %97 = ptrtoint i8* %39 to i64
  %98 = xor i64 %97, -1
  %99 = icmp ugt i64 %96, %98
  %100 = ptrtoint i8* %88 to i64
  %101 = xor i64 %100, -1
  %102 = icmp ugt i64 %96, %101
  %103 = select i1 %99, i1 true, i1 %102
  br i1 %103, label %254, label %104, !prof !25

104:                                              ; preds = %95, %46
  %105 = phi i8* [ %40, %46 ], [ %88, %95 ]
  %106 = phi i64 [ %44, %46 ], [ %96, %95 ]
  %107 = add nsw i64 %106, %38
  %108 = getelementptr inbounds i8, i8* %1, i64 %107
  %109 = icmp ugt i8* %108, %30
  br i1 %109, label %113, label %110

110:                                              ; preds = %104
  %111 = getelementptr inbounds i8, i8* %105, i64 %106
  %112 = icmp ugt i8* %111, %31
  br i1 %112, label %113, label %120

113:                                              ; preds = %110, %104
  %114 = getelementptr inbounds i8, i8* %105, i64 %106
  %115 = icmp ne i8* %114, %10
  %116 = icmp sgt i64 %107, %11
  %117 = select i1 %115, i1 true, i1 %116
  br i1 %117, label %254, label %118

118:                                              ; preds = %113
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %39, i8* nonnull align 1 %105, i64 %106, i1 false) #19
  %119 = trunc i64 %107 to i32
  br label %261

120:                                              ; preds = %120, %110
  %121 = phi i8* [ %127, %120 ], [ %105, %110 ]
  %122 = phi i8* [ %126, %120 ], [ %39, %110 ]
  %123 = bitcast i8* %121 to i64*
  %124 = bitcast i8* %122 to i64*
  %125 = load i64, i64* %123, align 1
  store i64 %125, i64* %124, align 1
  %126 = getelementptr inbounds i8, i8* %122, i64 8
  %127 = getelementptr inbounds i8, i8* %121, i64 8
  %128 = icmp ult i8* %126, %108
  br i1 %128, label %120, label %129, !llvm.loop !26

129:                                              ; preds = %120
  %130 = bitcast i8* %111 to i16*
  %131 = load i16, i16* %130, align 1, !tbaa !15
  %132 = zext i16 %131 to i64
  %133 = getelementptr inbounds i8, i8* %111, i64 2
  %134 = sub i64 %107, %132
  %135 = and i32 %42, 15
  %136 = zext i32 %135 to i64
  br label %137

137:                                              ; preds = %129, %50
  %138 = phi i8* [ %133, %129 ], [ %59, %50 ]
  %139 = phi i64 [ %136, %129 ], [ %55, %50 ]
  %140 = phi i64 [ %132, %129 ], [ %58, %50 ]
  %141 = phi i64 [ %134, %129 ], [ %60, %50 ]
  %142 = phi i64 [ %107, %129 ], [ %51, %50 ]
  %143 = getelementptr inbounds i8, i8* %1, i64 %142
  %144 = getelementptr inbounds i8, i8* %1, i64 %141
  %145 = icmp eq i64 %139, 15
  br i1 %145, label %146, label %164

146:                                              ; preds = %154, %137
  %147 = phi i8* [ %151, %154 ], [ %138, %137 ]
  %148 = phi i64 [ %152, %154 ], [ 0, %137 ]
  %149 = load i8, i8* %147, align 1, !tbaa !15
  %150 = zext i8 %149 to i64
  %151 = getelementptr inbounds i8, i8* %147, i64 1
  %152 = add i64 %148, %150
  %153 = icmp ugt i8* %147, %32
  br i1 %153, label %254, label %154, !prof !21

154:                                              ; preds = %146
  %155 = icmp eq i8 %149, -1
  br i1 %155, label %146, label %156, !llvm.loop !24

156:                                              ; preds = %154
  %157 = icmp eq i64 %152, -1
  %158 = add i64 %152, 15
  %159 = ptrtoint i8* %143 to i64
  %160 = xor i64 %159, -1
  %161 = icmp ugt i64 %158, %160
  %162 = select i1 %157, i1 true, i1 %161
  %163 = select i1 %157, i64 15, i64 %158
  br i1 %162, label %254, label %164

164:                                              ; preds = %156, %137
  %165 = phi i8* [ %151, %156 ], [ %138, %137 ]
  %166 = phi i64 [ %163, %156 ], [ %139, %137 ]
  %167 = add i64 %166, 4
  %168 = icmp slt i64 %141, -65536
  br i1 %168, label %254, label %169, !prof !27

169:                                              ; preds = %164
  %170 = add nsw i64 %167, %142
  %171 = getelementptr inbounds i8, i8* %1, i64 %170
  %172 = icmp ugt i8* %171, %30
  %173 = icmp ult i64 %140, 8
  br i1 %173, label %174, label %199, !prof !21

174:                                              ; preds = %169
  %175 = bitcast i8* %143 to i32*
  store i32 0, i32* %175, align 1, !tbaa !15
  %176 = load i8, i8* %144, align 1, !tbaa !15
  store i8 %176, i8* %143, align 1, !tbaa !15
  %177 = getelementptr inbounds i8, i8* %144, i64 1
  %178 = load i8, i8* %177, align 1, !tbaa !15
  %179 = getelementptr inbounds i8, i8* %143, i64 1
  store i8 %178, i8* %179, align 1, !tbaa !15
  %180 = getelementptr inbounds i8, i8* %144, i64 2
  %181 = load i8, i8* %180, align 1, !tbaa !15
  %182 = getelementptr inbounds i8, i8* %143, i64 2
  store i8 %181, i8* %182, align 1, !tbaa !15
  %183 = getelementptr inbounds i8, i8* %144, i64 3
  %184 = load i8, i8* %183, align 1, !tbaa !15
  %185 = getelementptr inbounds i8, i8* %143, i64 3
  store i8 %184, i8* %185, align 1, !tbaa !15
  %186 = getelementptr inbounds [8 x i32], [8 x i32]* @inc32table, i64 0, i64 %140
  %187 = load i32, i32* %186, align 4, !tbaa !16
  %188 = zext i32 %187 to i64
  %189 = getelementptr inbounds i8, i8* %144, i64 %188
  %190 = getelementptr inbounds i8, i8* %143, i64 4
  %191 = bitcast i8* %189 to i32*
  %192 = bitcast i8* %190 to i32*
  %193 = load i32, i32* %191, align 1
  store i32 %193, i32* %192, align 1
  %194 = getelementptr inbounds [8 x i32], [8 x i32]* @dec64table, i64 0, i64 %140
  %195 = load i32, i32* %194, align 4, !tbaa !16
  %196 = sext i32 %195 to i64
  %197 = sub nsw i64 0, %196
  %198 = getelementptr inbounds i8, i8* %189, i64 %197
  br label %204

199:                                              ; preds = %169
  %200 = bitcast i8* %144 to i64*
  %201 = bitcast i8* %143 to i64*
  %202 = load i64, i64* %200, align 1
  store i64 %202, i64* %201, align 1
  %203 = getelementptr inbounds i8, i8* %144, i64 8
  br label %204

204:                                              ; preds = %199, %174
  %205 = phi i8* [ %198, %174 ], [ %203, %199 ]
  %206 = getelementptr i8, i8* %143, i64 8
  br i1 %172, label %207, label %235, !prof !21

207:                                              ; preds = %204
  %208 = icmp ugt i8* %171, %34
  br i1 %208, label %254, label %209

209:                                              ; preds = %207
  %210 = icmp ult i8* %206, %33
  br i1 %210, label %211, label %224

211:                                              ; preds = %211, %209
  %212 = phi i8* [ %218, %211 ], [ %205, %209 ]
  %213 = phi i8* [ %217, %211 ], [ %206, %209 ]
  %214 = bitcast i8* %212 to i64*
  %215 = bitcast i8* %213 to i64*
  %216 = load i64, i64* %214, align 1
  store i64 %216, i64* %215, align 1
  %217 = getelementptr inbounds i8, i8* %213, i64 8
  %218 = getelementptr inbounds i8, i8* %212, i64 8
  %219 = icmp ult i8* %217, %33
  br i1 %219, label %211, label %220, !llvm.loop !26

220:                                              ; preds = %211
  %221 = ptrtoint i8* %206 to i64
  %222 = sub i64 %35, %221
  %223 = getelementptr inbounds i8, i8* %205, i64 %222
  br label %224

224:                                              ; preds = %220, %209
  %225 = phi i8* [ %223, %220 ], [ %205, %209 ]
  %226 = phi i8* [ %33, %220 ], [ %206, %209 ]
  %227 = icmp ult i8* %226, %171
  br i1 %227, label %228, label %240

228:                                              ; preds = %228, %224
  %229 = phi i8* [ %233, %228 ], [ %226, %224 ]
  %230 = phi i8* [ %231, %228 ], [ %225, %224 ]
  %231 = getelementptr inbounds i8, i8* %230, i64 1
  %232 = load i8, i8* %230, align 1, !tbaa !15
  %233 = getelementptr inbounds i8, i8* %229, i64 1
  store i8 %232, i8* %229, align 1, !tbaa !15
  %234 = icmp ult i8* %233, %171
  br i1 %234, label %228, label %240, !llvm.loop !28

235:                                              ; preds = %204
  %236 = bitcast i8* %205 to i64*
  %237 = bitcast i8* %206 to i64*
  %238 = load i64, i64* %236, align 1
  store i64 %238, i64* %237, align 1
  %239 = icmp ugt i64 %167, 16
  br i1 %239, label %243, label %240

240:                                              ; preds = %245, %235, %228, %224, %65
  %241 = phi i8* [ %59, %65 ], [ %165, %224 ], [ %165, %235 ], [ %165, %228 ], [ %165, %245 ]
  %242 = phi i64 [ %80, %65 ], [ %170, %224 ], [ %170, %235 ], [ %170, %228 ], [ %170, %245 ]
  br label %36

243:                                              ; preds = %235
  %244 = getelementptr i8, i8* %143, i64 16
  br label %245

245:                                              ; preds = %245, %243
  %246 = phi i8* [ %205, %243 ], [ %248, %245 ]
  %247 = phi i8* [ %244, %243 ], [ %252, %245 ]
  %248 = getelementptr inbounds i8, i8* %246, i64 8
  %249 = bitcast i8* %248 to i64*
  %250 = bitcast i8* %247 to i64*
  %251 = load i64, i64* %249, align 1
  store i64 %251, i64* %250, align 1
  %252 = getelementptr inbounds i8, i8* %247, i64 8
  %253 = icmp ult i8* %252, %171
  br i1 %253, label %245, label %240, !llvm.loop !26

254:                                              ; preds = %207, %164, %156, %146, %113, %95, %93, %83, %81
  %255 = phi i8* [ %105, %113 ], [ %151, %146 ], [ %88, %83 ], [ %151, %156 ], [ %165, %164 ], [ %165, %207 ], [ %88, %95 ], [ %88, %93 ], [ %40, %81 ]
  %256 = ptrtoint i8* %255 to i64
  %257 = ptrtoint i8* %0 to i64
  %258 = sub i64 %257, %256
  %259 = trunc i64 %258 to i32
  %260 = add nsw i32 %259, -1
  br label %261

261:                                              ; preds = %254, %118, %26, %23, %4
  %262 = phi i32 [ -1, %4 ], [ %25, %23 ], [ %260, %254 ], [ %119, %118 ], [ -1, %26 ]
  ret i32 %262
}

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @LZ4_decompress_fast_withPrefix64k(i8* noundef %0, i8* noundef %1, i32 noundef signext %2) local_unnamed_addr #1 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds i8, i8* %1, i64 %4
  %6 = getelementptr inbounds i8, i8* %1, i64 -65536
  %7 = ptrtoint i8* %5 to i64
  %8 = ptrtoint i8* %6 to i64
  br label %9

9:                                                ; preds = %79, %3
  %10 = phi i8* [ %0, %3 ], [ %61, %79 ]
  %11 = phi i8* [ %1, %3 ], [ %80, %79 ]
  %12 = getelementptr inbounds i8, i8* %10, i64 1
  %13 = load i8, i8* %10, align 1, !tbaa !15
  %14 = zext i8 %13 to i32
  %15 = lshr i32 %14, 4
  %16 = zext i32 %15 to i64
  %17 = icmp eq i32 %15, 15
  br i1 %17, label %18, label %28

18:                                               ; preds = %18, %9
  %19 = phi i8* [ %23, %18 ], [ %12, %9 ]
  %20 = phi i64 [ %24, %18 ], [ 0, %9 ]
  %21 = load i8, i8* %19, align 1, !tbaa !15
  %22 = zext i8 %21 to i64
  %23 = getelementptr inbounds i8, i8* %19, i64 1
  %24 = add i64 %20, %22
  %25 = icmp eq i8 %21, -1
  br i1 %25, label %18, label %26, !llvm.loop !20

26:                                               ; preds = %18
  %27 = add i64 %24, 15
  br label %28

28:                                               ; preds = %26, %9
  %29 = phi i8* [ %23, %26 ], [ %12, %9 ]
  %30 = phi i64 [ %27, %26 ], [ %16, %9 ]
  %31 = ptrtoint i8* %11 to i64
  %32 = sub i64 %7, %31
  %33 = icmp ult i64 %32, %30
  br i1 %33, label %89, label %34

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
  br i1 %41, label %84, label %89

42:                                               ; preds = %34
  %43 = and i32 %14, 15
  %44 = zext i32 %43 to i64
  %45 = bitcast i8* %36 to i16*
  %46 = load i16, i16* %45, align 1, !tbaa !15
  %47 = zext i16 %46 to i64
  %48 = getelementptr inbounds i8, i8* %36, i64 2
  %49 = icmp eq i32 %43, 15
  br i1 %49, label %50, label %60

50:                                               ; preds = %50, %42
  %51 = phi i8* [ %55, %50 ], [ %48, %42 ]
  %52 = phi i64 [ %56, %50 ], [ 0, %42 ]
  %53 = load i8, i8* %51, align 1, !tbaa !15
  %54 = zext i8 %53 to i64
  %55 = getelementptr inbounds i8, i8* %51, i64 1
  %56 = add i64 %52, %54
  %57 = icmp eq i8 %53, -1
  br i1 %57, label %50, label %58, !llvm.loop !20

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
  br i1 %67, label %89, label %68

68:                                               ; preds = %60
  %69 = sub nsw i64 0, %47
  %70 = getelementptr i8, i8* %35, i64 %69
  %71 = icmp eq i64 %63, 0
  br i1 %71, label %79, label %72

72:                                               ; preds = %72, %68
  %73 = phi i64 [ %77, %72 ], [ 0, %68 ]
  %74 = getelementptr inbounds i8, i8* %70, i64 %73
  %75 = load i8, i8* %74, align 1, !tbaa !15
  %76 = getelementptr inbounds i8, i8* %35, i64 %73
  store i8 %75, i8* %76, align 1, !tbaa !15
  %77 = add nuw i64 %73, 1
  %78 = icmp eq i64 %77, %63
  br i1 %78, label %79, label %72, !llvm.loop !30

79:                                               ; preds = %72, %68
  %80 = getelementptr inbounds i8, i8* %35, i64 %63
  %81 = ptrtoint i8* %80 to i64
  %82 = sub i64 %7, %81
  %83 = icmp ult i64 %82, 5
  br i1 %83, label %89, label %9

84:                                               ; preds = %40
  %85 = ptrtoint i8* %36 to i64
  %86 = ptrtoint i8* %0 to i64
  %87 = sub i64 %85, %86
  %88 = trunc i64 %87 to i32
  br label %89

89:                                               ; preds = %84, %79, %60, %40, %28
  %90 = phi i32 [ %88, %84 ], [ -1, %40 ], [ -1, %79 ], [ -1, %60 ], [ -1, %28 ]
  ret i32 %90
}

; Function Attrs: nofree nosync nounwind
declare dso_local signext i32 @LZ4_decompress_safe_forceExtDict(i8* noundef, i8* noundef, i32 noundef signext, i32 noundef signext, i8* noundef readonly, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @LZ4_decompress_safe_partial_forceExtDict(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4, i8* noundef readonly %5, i64 noundef %6) local_unnamed_addr #1 {
  %8 = icmp slt i32 %3, %4
  %9 = select i1 %8, i32 %3, i32 %4
  %10 = icmp eq i8* %0, null
  %11 = icmp slt i32 %9, 0
  %12 = or i1 %10, %11
  br i1 %12, label %311, label %13

13:                                               ; preds = %7
  %14 = sext i32 %2 to i64
  %15 = getelementptr inbounds i8, i8* %0, i64 %14
  %16 = zext i32 %9 to i64
  %17 = getelementptr inbounds i8, i8* %1, i64 %16
  %18 = icmp eq i8* %5, null
  %19 = getelementptr inbounds i8, i8* %5, i64 %6
  %20 = select i1 %18, i8* null, i8* %19
  %21 = icmp ult i64 %6, 65536
  %22 = getelementptr inbounds i8, i8* %15, i64 -14
  %23 = getelementptr inbounds i8, i8* %22, i64 -2
  %24 = getelementptr inbounds i8, i8* %17, i64 -14
  %25 = getelementptr inbounds i8, i8* %24, i64 -18
  %26 = icmp eq i32 %9, 0
  br i1 %26, label %311, label %27, !prof !21

27:                                               ; preds = %13
  %28 = icmp eq i32 %2, 0
  br i1 %28, label %311, label %29, !prof !21

29:                                               ; preds = %27
  %30 = getelementptr inbounds i8, i8* %15, i64 -15
  %31 = getelementptr inbounds i8, i8* %17, i64 -12
  %32 = getelementptr inbounds i8, i8* %15, i64 -8
  %33 = ptrtoint i8* %15 to i64
  %34 = ptrtoint i8* %17 to i64
  %35 = getelementptr inbounds i8, i8* %15, i64 -2
  %36 = getelementptr inbounds i8, i8* %15, i64 -5
  %37 = getelementptr inbounds i8, i8* %17, i64 -5
  %38 = ptrtoint i8* %1 to i64
  br label %39

39:                                               ; preds = %286, %29
  %40 = phi i8* [ %0, %29 ], [ %287, %286 ]
  %41 = phi i8* [ %1, %29 ], [ %288, %286 ]
  %42 = getelementptr inbounds i8, i8* %40, i64 1
  %43 = load i8, i8* %40, align 1, !tbaa !15
  %44 = zext i8 %43 to i32
  %45 = lshr i32 %44, 4
  %46 = zext i32 %45 to i64
  %47 = icmp eq i32 %45, 15
  br i1 %47, label %84, label %48

48:                                               ; preds = %39
  %49 = icmp ult i8* %42, %23
  %50 = icmp ule i8* %41, %25
  %51 = and i1 %49, %50
  br i1 %51, label %52, label %107, !prof !22

52:                                               ; preds = %48
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %41, i8* noundef nonnull align 1 dereferenceable(16) %42, i64 16, i1 false) #19
  %53 = getelementptr inbounds i8, i8* %41, i64 %46
  %54 = getelementptr inbounds i8, i8* %42, i64 %46
  %55 = and i32 %44, 15
  %56 = zext i32 %55 to i64
  %57 = bitcast i8* %54 to i16*
  %58 = load i16, i16* %57, align 1, !tbaa !15
  %59 = zext i16 %58 to i64
  %60 = getelementptr inbounds i8, i8* %54, i64 2
  %61 = sub nsw i64 0, %59
  %62 = getelementptr inbounds i8, i8* %53, i64 %61
  %63 = icmp eq i32 %55, 15
  %64 = icmp ult i16 %58, 8
  %65 = select i1 %63, i1 true, i1 %64
  %66 = icmp ult i8* %62, %1
  %67 = select i1 %65, i1 true, i1 %66
  br i1 %67, label %154, label %68

68:                                               ; preds = %52
  %69 = bitcast i8* %62 to i64*
  %70 = bitcast i8* %53 to i64*
  %71 = load i64, i64* %69, align 1
  store i64 %71, i64* %70, align 1
  %72 = getelementptr inbounds i8, i8* %53, i64 8
  %73 = getelementptr inbounds i8, i8* %62, i64 8
  %74 = bitcast i8* %73 to i64*
  %75 = bitcast i8* %72 to i64*
  %76 = load i64, i64* %74, align 1
  store i64 %76, i64* %75, align 1
  %77 = getelementptr inbounds i8, i8* %53, i64 16
  %78 = getelementptr inbounds i8, i8* %62, i64 16
  %79 = bitcast i8* %78 to i16*
  %80 = bitcast i8* %77 to i16*
  %81 = load i16, i16* %79, align 1
  store i16 %81, i16* %80, align 1
  %82 = add nuw nsw i64 %56, 4
  %83 = getelementptr inbounds i8, i8* %53, i64 %82
  br label %286

84:                                               ; preds = %39
  %85 = icmp ult i8* %42, %30
  br i1 %85, label %86, label %304, !prof !23

86:                                               ; preds = %94, %84
  %87 = phi i8* [ %91, %94 ], [ %42, %84 ]
  %88 = phi i64 [ %92, %94 ], [ 0, %84 ]
  %89 = load i8, i8* %87, align 1, !tbaa !15
  %90 = zext i8 %89 to i64
  %91 = getelementptr inbounds i8, i8* %87, i64 1
  %92 = add i64 %88, %90
  %93 = icmp ugt i8* %91, %30
  br i1 %93, label %304, label %94, !prof !21

94:                                               ; preds = %86
  %95 = icmp eq i8 %89, -1
  br i1 %95, label %86, label %96, !llvm.loop !24

96:                                               ; preds = %94
  %97 = icmp eq i64 %92, -1
  br i1 %97, label %304, label %98

98:                                               ; preds = %96
  %99 = add i64 %92, 15
  %100 = ptrtoint i8* %41 to i64
  %101 = xor i64 %100, -1
  %102 = icmp ugt i64 %99, %101
  %103 = ptrtoint i8* %91 to i64
  %104 = xor i64 %103, -1
  %105 = icmp ugt i64 %99, %104
  %106 = select i1 %102, i1 true, i1 %105
  br i1 %106, label %304, label %107, !prof !25

107:                                              ; preds = %98, %48
  %108 = phi i8* [ %42, %48 ], [ %91, %98 ]
  %109 = phi i64 [ %46, %48 ], [ %99, %98 ]
  %110 = getelementptr inbounds i8, i8* %41, i64 %109
  %111 = icmp ugt i8* %110, %31
  br i1 %111, label %115, label %112

112:                                              ; preds = %107
  %113 = getelementptr inbounds i8, i8* %108, i64 %109
  %114 = icmp ugt i8* %113, %32
  br i1 %114, label %115, label %134

115:                                              ; preds = %112, %107
  %116 = getelementptr inbounds i8, i8* %108, i64 %109
  %117 = icmp ugt i8* %116, %15
  %118 = ptrtoint i8* %108 to i64
  %119 = sub i64 %33, %118
  %120 = getelementptr inbounds i8, i8* %41, i64 %119
  %121 = select i1 %117, i64 %119, i64 %109
  %122 = select i1 %117, i8* %120, i8* %110
  %123 = icmp ugt i8* %122, %17
  %124 = ptrtoint i8* %41 to i64
  %125 = sub i64 %34, %124
  %126 = select i1 %123, i64 %125, i64 %121
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %41, i8* nonnull align 1 %108, i64 %126, i1 false) #19
  %127 = getelementptr inbounds i8, i8* %108, i64 %126
  %128 = getelementptr inbounds i8, i8* %41, i64 %126
  %129 = icmp ugt i8* %17, %122
  %130 = icmp ult i8* %127, %35
  %131 = select i1 %129, i1 %130, i1 false
  br i1 %131, label %143, label %132

132:                                              ; preds = %115
  %133 = ptrtoint i8* %128 to i64
  br label %300

134:                                              ; preds = %134, %112
  %135 = phi i8* [ %141, %134 ], [ %108, %112 ]
  %136 = phi i8* [ %140, %134 ], [ %41, %112 ]
  %137 = bitcast i8* %135 to i64*
  %138 = bitcast i8* %136 to i64*
  %139 = load i64, i64* %137, align 1
  store i64 %139, i64* %138, align 1
  %140 = getelementptr inbounds i8, i8* %136, i64 8
  %141 = getelementptr inbounds i8, i8* %135, i64 8
  %142 = icmp ult i8* %140, %110
  br i1 %142, label %134, label %143, !llvm.loop !26

143:                                              ; preds = %134, %115
  %144 = phi i8* [ %127, %115 ], [ %113, %134 ]
  %145 = phi i8* [ %128, %115 ], [ %110, %134 ]
  %146 = bitcast i8* %144 to i16*
  %147 = load i16, i16* %146, align 1, !tbaa !15
  %148 = zext i16 %147 to i64
  %149 = getelementptr inbounds i8, i8* %144, i64 2
  %150 = sub nsw i64 0, %148
  %151 = getelementptr inbounds i8, i8* %145, i64 %150
  %152 = and i32 %44, 15
  %153 = zext i32 %152 to i64
  br label %154

154:                                              ; preds = %143, %52
  %155 = phi i8* [ %149, %143 ], [ %60, %52 ]
  %156 = phi i64 [ %153, %143 ], [ %56, %52 ]
  %157 = phi i64 [ %148, %143 ], [ %59, %52 ]
  %158 = phi i8* [ %151, %143 ], [ %62, %52 ]
  %159 = phi i8* [ %145, %143 ], [ %53, %52 ]
  %160 = icmp eq i64 %156, 15
  br i1 %160, label %161, label %179

161:                                              ; preds = %169, %154
  %162 = phi i8* [ %166, %169 ], [ %155, %154 ]
  %163 = phi i64 [ %167, %169 ], [ 0, %154 ]
  %164 = load i8, i8* %162, align 1, !tbaa !15
  %165 = zext i8 %164 to i64
  %166 = getelementptr inbounds i8, i8* %162, i64 1
  %167 = add i64 %163, %165
  %168 = icmp ugt i8* %162, %36
  br i1 %168, label %304, label %169, !prof !21

169:                                              ; preds = %161
  %170 = icmp eq i8 %164, -1
  br i1 %170, label %161, label %171, !llvm.loop !24

171:                                              ; preds = %169
  %172 = icmp eq i64 %167, -1
  %173 = add i64 %167, 15
  %174 = ptrtoint i8* %159 to i64
  %175 = xor i64 %174, -1
  %176 = icmp ugt i64 %173, %175
  %177 = select i1 %172, i1 true, i1 %176
  %178 = select i1 %172, i64 15, i64 %173
  br i1 %177, label %304, label %179

179:                                              ; preds = %171, %154
  %180 = phi i8* [ %166, %171 ], [ %155, %154 ]
  %181 = phi i64 [ %178, %171 ], [ %156, %154 ]
  %182 = add i64 %181, 4
  %183 = getelementptr inbounds i8, i8* %158, i64 %6
  %184 = icmp ult i8* %183, %1
  %185 = select i1 %21, i1 %184, i1 false
  br i1 %185, label %304, label %186, !prof !27

186:                                              ; preds = %179
  %187 = icmp ult i8* %158, %1
  %188 = getelementptr inbounds i8, i8* %159, i64 %182
  br i1 %187, label %189, label %225

189:                                              ; preds = %186
  %190 = icmp ugt i8* %188, %37
  br i1 %190, label %191, label %196, !prof !21

191:                                              ; preds = %189
  %192 = ptrtoint i8* %159 to i64
  %193 = sub i64 %34, %192
  %194 = icmp ult i64 %182, %193
  %195 = select i1 %194, i64 %182, i64 %193
  br label %196

196:                                              ; preds = %191, %189
  %197 = phi i64 [ %195, %191 ], [ %182, %189 ]
  %198 = ptrtoint i8* %158 to i64
  %199 = sub i64 %38, %198
  %200 = icmp ugt i64 %197, %199
  br i1 %200, label %205, label %201

201:                                              ; preds = %196
  %202 = sub i64 0, %199
  %203 = getelementptr inbounds i8, i8* %20, i64 %202
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %159, i8* align 1 %203, i64 %197, i1 false) #19
  %204 = getelementptr inbounds i8, i8* %159, i64 %197
  br label %286

205:                                              ; preds = %196
  %206 = sub i64 %197, %199
  %207 = sub i64 0, %199
  %208 = getelementptr inbounds i8, i8* %20, i64 %207
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %159, i8* align 1 %208, i64 %199, i1 false) #19
  %209 = getelementptr i8, i8* %159, i64 %199
  %210 = ptrtoint i8* %209 to i64
  %211 = sub i64 %210, %38
  %212 = icmp ugt i64 %206, %211
  br i1 %212, label %213, label %223

213:                                              ; preds = %205
  %214 = getelementptr inbounds i8, i8* %159, i64 %197
  %215 = icmp sgt i64 %197, %199
  br i1 %215, label %216, label %286

216:                                              ; preds = %216, %213
  %217 = phi i8* [ %221, %216 ], [ %209, %213 ]
  %218 = phi i8* [ %219, %216 ], [ %1, %213 ]
  %219 = getelementptr inbounds i8, i8* %218, i64 1
  %220 = load i8, i8* %218, align 1, !tbaa !15
  %221 = getelementptr inbounds i8, i8* %217, i64 1
  store i8 %220, i8* %217, align 1, !tbaa !15
  %222 = icmp ult i8* %221, %214
  br i1 %222, label %216, label %286, !llvm.loop !31

223:                                              ; preds = %205
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %209, i8* nonnull align 1 %1, i64 %206, i1 false) #19
  %224 = getelementptr inbounds i8, i8* %159, i64 %197
  br label %286

225:                                              ; preds = %186
  %226 = icmp ugt i8* %188, %31
  br i1 %226, label %227, label %247

227:                                              ; preds = %225
  %228 = ptrtoint i8* %159 to i64
  %229 = sub i64 %34, %228
  %230 = icmp ult i64 %182, %229
  %231 = select i1 %230, i64 %182, i64 %229
  %232 = getelementptr inbounds i8, i8* %158, i64 %231
  %233 = getelementptr inbounds i8, i8* %159, i64 %231
  %234 = icmp ugt i8* %232, %159
  br i1 %234, label %235, label %244

235:                                              ; preds = %227
  %236 = icmp sgt i64 %231, 0
  br i1 %236, label %237, label %245

237:                                              ; preds = %237, %235
  %238 = phi i8* [ %242, %237 ], [ %159, %235 ]
  %239 = phi i8* [ %240, %237 ], [ %158, %235 ]
  %240 = getelementptr inbounds i8, i8* %239, i64 1
  %241 = load i8, i8* %239, align 1, !tbaa !15
  %242 = getelementptr inbounds i8, i8* %238, i64 1
  store i8 %241, i8* %238, align 1, !tbaa !15
  %243 = icmp ult i8* %242, %233
  br i1 %243, label %237, label %245, !llvm.loop !29

244:                                              ; preds = %227
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %159, i8* align 1 %158, i64 %231, i1 false) #19
  br label %245

245:                                              ; preds = %244, %237, %235
  %246 = icmp eq i8* %233, %17
  br i1 %246, label %300, label %286

247:                                              ; preds = %225
  %248 = icmp ult i64 %157, 8
  br i1 %248, label %249, label %274, !prof !21

249:                                              ; preds = %247
  %250 = bitcast i8* %159 to i32*
  store i32 0, i32* %250, align 1, !tbaa !15
  %251 = load i8, i8* %158, align 1, !tbaa !15
  store i8 %251, i8* %159, align 1, !tbaa !15
  %252 = getelementptr inbounds i8, i8* %158, i64 1
  %253 = load i8, i8* %252, align 1, !tbaa !15
  %254 = getelementptr inbounds i8, i8* %159, i64 1
  store i8 %253, i8* %254, align 1, !tbaa !15
  %255 = getelementptr inbounds i8, i8* %158, i64 2
  %256 = load i8, i8* %255, align 1, !tbaa !15
  %257 = getelementptr inbounds i8, i8* %159, i64 2
  store i8 %256, i8* %257, align 1, !tbaa !15
  %258 = getelementptr inbounds i8, i8* %158, i64 3
  %259 = load i8, i8* %258, align 1, !tbaa !15
  %260 = getelementptr inbounds i8, i8* %159, i64 3
  store i8 %259, i8* %260, align 1, !tbaa !15
  %261 = getelementptr inbounds [8 x i32], [8 x i32]* @inc32table, i64 0, i64 %157
  %262 = load i32, i32* %261, align 4, !tbaa !16
  %263 = zext i32 %262 to i64
  %264 = getelementptr inbounds i8, i8* %158, i64 %263
  %265 = getelementptr inbounds i8, i8* %159, i64 4
  %266 = bitcast i8* %264 to i32*
  %267 = bitcast i8* %265 to i32*
  %268 = load i32, i32* %266, align 1
  store i32 %268, i32* %267, align 1
  %269 = getelementptr inbounds [8 x i32], [8 x i32]* @dec64table, i64 0, i64 %157
  %270 = load i32, i32* %269, align 4, !tbaa !16
  %271 = sext i32 %270 to i64
  %272 = sub nsw i64 0, %271
  %273 = getelementptr inbounds i8, i8* %264, i64 %272
  br label %279

274:                                              ; preds = %247
  %275 = bitcast i8* %158 to i64*
  %276 = bitcast i8* %159 to i64*
  %277 = load i64, i64* %275, align 1
  store i64 %277, i64* %276, align 1
  %278 = getelementptr inbounds i8, i8* %158, i64 8
  br label %279

279:                                              ; preds = %274, %249
  %280 = phi i8* [ %273, %249 ], [ %278, %274 ]
  %281 = getelementptr i8, i8* %159, i64 8
  %282 = bitcast i8* %280 to i64*
  %283 = bitcast i8* %281 to i64*
  %284 = load i64, i64* %282, align 1
  store i64 %284, i64* %283, align 1
  %285 = icmp ugt i64 %182, 16
  br i1 %285, label %289, label %286

286:                                              ; preds = %291, %279, %245, %223, %216, %213, %201, %68
  %287 = phi i8* [ %180, %245 ], [ %60, %68 ], [ %180, %213 ], [ %180, %223 ], [ %180, %201 ], [ %180, %279 ], [ %180, %216 ], [ %180, %291 ]
  %288 = phi i8* [ %233, %245 ], [ %83, %68 ], [ %209, %213 ], [ %224, %223 ], [ %204, %201 ], [ %188, %279 ], [ %221, %216 ], [ %188, %291 ]
  br label %39

289:                                              ; preds = %279
  %290 = getelementptr i8, i8* %159, i64 16
  br label %291

291:                                              ; preds = %291, %289
  %292 = phi i8* [ %280, %289 ], [ %294, %291 ]
  %293 = phi i8* [ %290, %289 ], [ %298, %291 ]
  %294 = getelementptr inbounds i8, i8* %292, i64 8
  %295 = bitcast i8* %294 to i64*
  %296 = bitcast i8* %293 to i64*
  %297 = load i64, i64* %295, align 1
  store i64 %297, i64* %296, align 1
  %298 = getelementptr inbounds i8, i8* %293, i64 8
  %299 = icmp ult i8* %298, %188
  br i1 %299, label %291, label %286, !llvm.loop !26

300:                                              ; preds = %245, %132
  %301 = phi i64 [ %133, %132 ], [ %34, %245 ]
  %302 = sub i64 %301, %38
  %303 = trunc i64 %302 to i32
  br label %311

304:                                              ; preds = %179, %171, %161, %98, %96, %86, %84
  %305 = phi i8* [ %166, %161 ], [ %91, %86 ], [ %166, %171 ], [ %180, %179 ], [ %91, %98 ], [ %91, %96 ], [ %42, %84 ]
  %306 = ptrtoint i8* %305 to i64
  %307 = ptrtoint i8* %0 to i64
  %308 = sub i64 %307, %306
  %309 = trunc i64 %308 to i32
  %310 = add nsw i32 %309, -1
  br label %311

311:                                              ; preds = %304, %300, %27, %13, %7
  %312 = phi i32 [ -1, %7 ], [ %310, %304 ], [ %303, %300 ], [ -1, %27 ], [ 0, %13 ]
  ret i32 %312
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local signext i32 @LZ4_setStreamDecode(%union.LZ4_streamDecode_u* nocapture noundef writeonly %0, i8* noundef %1, i32 noundef signext %2) local_unnamed_addr #12 {
  %4 = sext i32 %2 to i64
  %5 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 3
  store i64 %4, i64* %5, align 8, !tbaa !32
  %6 = getelementptr i8, i8* %1, i64 %4
  %7 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 1
  store i8* %6, i8** %7, align 8
  %8 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 0
  store i8* null, i8** %8, align 8, !tbaa !35
  %9 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 2
  store i64 0, i64* %9, align 8, !tbaa !36
  ret i32 1
}

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @LZ4_decompress_safe_continue(%union.LZ4_streamDecode_u* nocapture noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4) local_unnamed_addr #1 {
  %6 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 3
  %7 = load i64, i64* %6, align 8, !tbaa !32
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %9, label %16

9:                                                ; preds = %5
  %10 = tail call signext i32 @LZ4_decompress_safe(i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4)
  %11 = icmp slt i32 %10, 1
  br i1 %11, label %346, label %12

12:                                               ; preds = %9
  %13 = zext i32 %10 to i64
  store i64 %13, i64* %6, align 8, !tbaa !32
  %14 = getelementptr inbounds i8, i8* %2, i64 %13
  %15 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 1
  store i8* %14, i8** %15, align 8, !tbaa !37
  br label %346

16:                                               ; preds = %5
  %17 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 1
  %18 = load i8*, i8** %17, align 8, !tbaa !37
  %19 = icmp eq i8* %18, %2
  br i1 %19, label %20, label %336

20:                                               ; preds = %16
  %21 = icmp ugt i64 %7, 65534
  br i1 %21, label %22, label %24

22:                                               ; preds = %20
  %23 = tail call signext i32 @LZ4_decompress_safe_withPrefix64k(i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4)
  br label %327

24:                                               ; preds = %20
  %25 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 2
  %26 = load i64, i64* %25, align 8, !tbaa !36
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %28, label %30

28:                                               ; preds = %24
  %29 = tail call fastcc signext i32 @LZ4_decompress_safe_withSmallPrefix(i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4, i64 noundef %7)
  br label %327

30:                                               ; preds = %24
  %31 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 0
  %32 = load i8*, i8** %31, align 8, !tbaa !35
  %33 = sub nsw i64 0, %7
  %34 = getelementptr i8, i8* %2, i64 %33
  %35 = icmp eq i8* %1, null
  %36 = icmp slt i32 %4, 0
  %37 = or i1 %35, %36
  br i1 %37, label %346, label %38

38:                                               ; preds = %30
  %39 = sext i32 %3 to i64
  %40 = getelementptr inbounds i8, i8* %1, i64 %39
  %41 = zext i32 %4 to i64
  %42 = getelementptr inbounds i8, i8* %2, i64 %41
  %43 = icmp eq i8* %32, null
  %44 = getelementptr inbounds i8, i8* %32, i64 %26
  %45 = select i1 %43, i8* null, i8* %44
  %46 = icmp ult i64 %26, 65536
  %47 = getelementptr inbounds i8, i8* %40, i64 -14
  %48 = getelementptr inbounds i8, i8* %47, i64 -2
  %49 = getelementptr inbounds i8, i8* %42, i64 -14
  %50 = getelementptr inbounds i8, i8* %49, i64 -18
  %51 = icmp eq i32 %4, 0
  br i1 %51, label %52, label %60, !prof !21

52:                                               ; preds = %38
  %53 = icmp eq i32 %3, 1
  br i1 %53, label %54, label %57

54:                                               ; preds = %52
  %55 = load i8, i8* %1, align 1, !tbaa !15
  %56 = icmp ne i8 %55, 0
  br label %57

57:                                               ; preds = %54, %52
  %58 = phi i1 [ true, %52 ], [ %56, %54 ]
  %59 = sext i1 %58 to i32
  br label %346

60:                                               ; preds = %38
  %61 = icmp eq i32 %3, 0
  br i1 %61, label %346, label %62, !prof !21

62:                                               ; preds = %60
  %63 = getelementptr inbounds i8, i8* %40, i64 -15
  %64 = getelementptr inbounds i8, i8* %42, i64 -12
  %65 = getelementptr inbounds i8, i8* %40, i64 -8
  %66 = getelementptr inbounds i8, i8* %40, i64 -5
  %67 = getelementptr inbounds i8, i8* %42, i64 -7
  %68 = getelementptr inbounds i8, i8* %42, i64 -5
  %69 = ptrtoint i8* %67 to i64
  %70 = ptrtoint i8* %34 to i64
  br label %71

71:                                               ; preds = %306, %62
  %72 = phi i8* [ %1, %62 ], [ %307, %306 ]
  %73 = phi i8* [ %2, %62 ], [ %308, %306 ]
  %74 = getelementptr inbounds i8, i8* %72, i64 1
  %75 = load i8, i8* %72, align 1, !tbaa !15
  %76 = zext i8 %75 to i32
  %77 = lshr i32 %76, 4
  %78 = zext i32 %77 to i64
  %79 = icmp eq i32 %77, 15
  br i1 %79, label %116, label %80

80:                                               ; preds = %71
  %81 = icmp ult i8* %74, %48
  %82 = icmp ule i8* %73, %50
  %83 = and i1 %81, %82
  br i1 %83, label %84, label %139, !prof !22

84:                                               ; preds = %80
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %73, i8* noundef nonnull align 1 dereferenceable(16) %74, i64 16, i1 false) #19
  %85 = getelementptr inbounds i8, i8* %73, i64 %78
  %86 = getelementptr inbounds i8, i8* %74, i64 %78
  %87 = and i32 %76, 15
  %88 = zext i32 %87 to i64
  %89 = bitcast i8* %86 to i16*
  %90 = load i16, i16* %89, align 1, !tbaa !15
  %91 = zext i16 %90 to i64
  %92 = getelementptr inbounds i8, i8* %86, i64 2
  %93 = sub nsw i64 0, %91
  %94 = getelementptr inbounds i8, i8* %85, i64 %93
  %95 = icmp eq i32 %87, 15
  %96 = icmp ult i16 %90, 8
  %97 = select i1 %95, i1 true, i1 %96
  %98 = icmp ult i8* %94, %34
  %99 = select i1 %97, i1 true, i1 %98
  br i1 %99, label %175, label %100

100:                                              ; preds = %84
  %101 = bitcast i8* %94 to i64*
  %102 = bitcast i8* %85 to i64*
  %103 = load i64, i64* %101, align 1
  store i64 %103, i64* %102, align 1
  %104 = getelementptr inbounds i8, i8* %85, i64 8
  %105 = getelementptr inbounds i8, i8* %94, i64 8
  %106 = bitcast i8* %105 to i64*
  %107 = bitcast i8* %104 to i64*
  %108 = load i64, i64* %106, align 1
  store i64 %108, i64* %107, align 1
  %109 = getelementptr inbounds i8, i8* %85, i64 16
  %110 = getelementptr inbounds i8, i8* %94, i64 16
  %111 = bitcast i8* %110 to i16*
  %112 = bitcast i8* %109 to i16*
  %113 = load i16, i16* %111, align 1
  store i16 %113, i16* %112, align 1
  %114 = add nuw nsw i64 %88, 4
  %115 = getelementptr inbounds i8, i8* %85, i64 %114
  br label %306

116:                                              ; preds = %71
  %117 = icmp ult i8* %74, %63
  br i1 %117, label %118, label %320, !prof !23

118:                                              ; preds = %126, %116
  %119 = phi i8* [ %123, %126 ], [ %74, %116 ]
  %120 = phi i64 [ %124, %126 ], [ 0, %116 ]
  %121 = load i8, i8* %119, align 1, !tbaa !15
  %122 = zext i8 %121 to i64
  %123 = getelementptr inbounds i8, i8* %119, i64 1
  %124 = add i64 %120, %122
  %125 = icmp ugt i8* %123, %63
  br i1 %125, label %320, label %126, !prof !21

126:                                              ; preds = %118
  %127 = icmp eq i8 %121, -1
  br i1 %127, label %118, label %128, !llvm.loop !24

128:                                              ; preds = %126
  %129 = icmp eq i64 %124, -1
  br i1 %129, label %320, label %130

130:                                              ; preds = %128
  %131 = add i64 %124, 15
  %132 = ptrtoint i8* %73 to i64
  %133 = xor i64 %132, -1
  %134 = icmp ugt i64 %131, %133
  %135 = ptrtoint i8* %123 to i64
  %136 = xor i64 %135, -1
  %137 = icmp ugt i64 %131, %136
  %138 = select i1 %134, i1 true, i1 %137
  br i1 %138, label %320, label %139, !prof !25

139:                                              ; preds = %130, %80
  %140 = phi i8* [ %74, %80 ], [ %123, %130 ]
  %141 = phi i64 [ %78, %80 ], [ %131, %130 ]
  %142 = getelementptr inbounds i8, i8* %73, i64 %141
  %143 = icmp ugt i8* %142, %64
  br i1 %143, label %147, label %144

144:                                              ; preds = %139
  %145 = getelementptr inbounds i8, i8* %140, i64 %141
  %146 = icmp ugt i8* %145, %65
  br i1 %146, label %147, label %157

147:                                              ; preds = %144, %139
  %148 = getelementptr inbounds i8, i8* %140, i64 %141
  %149 = icmp ne i8* %148, %40
  %150 = icmp ugt i8* %142, %42
  %151 = select i1 %149, i1 true, i1 %150
  br i1 %151, label %320, label %152

152:                                              ; preds = %147
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %73, i8* nonnull align 1 %140, i64 %141, i1 false) #19
  %153 = ptrtoint i8* %142 to i64
  %154 = ptrtoint i8* %2 to i64
  %155 = sub i64 %153, %154
  %156 = trunc i64 %155 to i32
  br label %327

157:                                              ; preds = %157, %144
  %158 = phi i8* [ %164, %157 ], [ %140, %144 ]
  %159 = phi i8* [ %163, %157 ], [ %73, %144 ]
  %160 = bitcast i8* %158 to i64*
  %161 = bitcast i8* %159 to i64*
  %162 = load i64, i64* %160, align 1
  store i64 %162, i64* %161, align 1
  %163 = getelementptr inbounds i8, i8* %159, i64 8
  %164 = getelementptr inbounds i8, i8* %158, i64 8
  %165 = icmp ult i8* %163, %142
  br i1 %165, label %157, label %166, !llvm.loop !26

166:                                              ; preds = %157
  %167 = bitcast i8* %145 to i16*
  %168 = load i16, i16* %167, align 1, !tbaa !15
  %169 = zext i16 %168 to i64
  %170 = getelementptr inbounds i8, i8* %145, i64 2
  %171 = sub nsw i64 0, %169
  %172 = getelementptr inbounds i8, i8* %142, i64 %171
  %173 = and i32 %76, 15
  %174 = zext i32 %173 to i64
  br label %175

175:                                              ; preds = %166, %84
  %176 = phi i8* [ %170, %166 ], [ %92, %84 ]
  %177 = phi i64 [ %174, %166 ], [ %88, %84 ]
  %178 = phi i64 [ %169, %166 ], [ %91, %84 ]
  %179 = phi i8* [ %172, %166 ], [ %94, %84 ]
  %180 = phi i8* [ %142, %166 ], [ %85, %84 ]
  %181 = icmp eq i64 %177, 15
  br i1 %181, label %182, label %200

182:                                              ; preds = %190, %175
  %183 = phi i8* [ %187, %190 ], [ %176, %175 ]
  %184 = phi i64 [ %188, %190 ], [ 0, %175 ]
  %185 = load i8, i8* %183, align 1, !tbaa !15
  %186 = zext i8 %185 to i64
  %187 = getelementptr inbounds i8, i8* %183, i64 1
  %188 = add i64 %184, %186
  %189 = icmp ugt i8* %183, %66
  br i1 %189, label %320, label %190, !prof !21

190:                                              ; preds = %182
  %191 = icmp eq i8 %185, -1
  br i1 %191, label %182, label %192, !llvm.loop !24

192:                                              ; preds = %190
  %193 = icmp eq i64 %188, -1
  %194 = add i64 %188, 15
  %195 = ptrtoint i8* %180 to i64
  %196 = xor i64 %195, -1
  %197 = icmp ugt i64 %194, %196
  %198 = select i1 %193, i1 true, i1 %197
  %199 = select i1 %193, i64 15, i64 %194
  br i1 %198, label %320, label %200

200:                                              ; preds = %192, %175
  %201 = phi i8* [ %187, %192 ], [ %176, %175 ]
  %202 = phi i64 [ %199, %192 ], [ %177, %175 ]
  %203 = add i64 %202, 4
  %204 = getelementptr inbounds i8, i8* %179, i64 %26
  %205 = icmp ult i8* %204, %34
  %206 = select i1 %46, i1 %205, i1 false
  br i1 %206, label %320, label %207, !prof !27

207:                                              ; preds = %200
  %208 = icmp ult i8* %179, %34
  %209 = getelementptr inbounds i8, i8* %180, i64 %203
  br i1 %208, label %210, label %237

210:                                              ; preds = %207
  %211 = icmp ugt i8* %209, %68
  br i1 %211, label %320, label %212, !prof !21

212:                                              ; preds = %210
  %213 = ptrtoint i8* %179 to i64
  %214 = sub i64 %70, %213
  %215 = icmp ugt i64 %203, %214
  br i1 %215, label %219, label %216

216:                                              ; preds = %212
  %217 = sub i64 0, %214
  %218 = getelementptr inbounds i8, i8* %45, i64 %217
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %180, i8* align 1 %218, i64 %203, i1 false) #19
  br label %306

219:                                              ; preds = %212
  %220 = sub i64 %203, %214
  %221 = sub i64 0, %214
  %222 = getelementptr inbounds i8, i8* %45, i64 %221
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %180, i8* align 1 %222, i64 %214, i1 false) #19
  %223 = getelementptr i8, i8* %180, i64 %214
  %224 = ptrtoint i8* %223 to i64
  %225 = sub i64 %224, %70
  %226 = icmp ugt i64 %220, %225
  br i1 %226, label %227, label %236

227:                                              ; preds = %219
  %228 = icmp sgt i64 %203, %214
  br i1 %228, label %229, label %306

229:                                              ; preds = %229, %227
  %230 = phi i8* [ %234, %229 ], [ %223, %227 ]
  %231 = phi i8* [ %232, %229 ], [ %34, %227 ]
  %232 = getelementptr inbounds i8, i8* %231, i64 1
  %233 = load i8, i8* %231, align 1, !tbaa !15
  %234 = getelementptr inbounds i8, i8* %230, i64 1
  store i8 %233, i8* %230, align 1, !tbaa !15
  %235 = icmp ult i8* %234, %209
  br i1 %235, label %229, label %306, !llvm.loop !31

236:                                              ; preds = %219
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %223, i8* nonnull align 1 %34, i64 %220, i1 false) #19
  br label %306

237:                                              ; preds = %207
  %238 = icmp ugt i8* %209, %64
  %239 = icmp ult i64 %178, 8
  br i1 %239, label %240, label %265, !prof !21

240:                                              ; preds = %237
  %241 = bitcast i8* %180 to i32*
  store i32 0, i32* %241, align 1, !tbaa !15
  %242 = load i8, i8* %179, align 1, !tbaa !15
  store i8 %242, i8* %180, align 1, !tbaa !15
  %243 = getelementptr inbounds i8, i8* %179, i64 1
  %244 = load i8, i8* %243, align 1, !tbaa !15
  %245 = getelementptr inbounds i8, i8* %180, i64 1
  store i8 %244, i8* %245, align 1, !tbaa !15
  %246 = getelementptr inbounds i8, i8* %179, i64 2
  %247 = load i8, i8* %246, align 1, !tbaa !15
  %248 = getelementptr inbounds i8, i8* %180, i64 2
  store i8 %247, i8* %248, align 1, !tbaa !15
  %249 = getelementptr inbounds i8, i8* %179, i64 3
  %250 = load i8, i8* %249, align 1, !tbaa !15
  %251 = getelementptr inbounds i8, i8* %180, i64 3
  store i8 %250, i8* %251, align 1, !tbaa !15
  %252 = getelementptr inbounds [8 x i32], [8 x i32]* @inc32table, i64 0, i64 %178
  %253 = load i32, i32* %252, align 4, !tbaa !16
  %254 = zext i32 %253 to i64
  %255 = getelementptr inbounds i8, i8* %179, i64 %254
  %256 = getelementptr inbounds i8, i8* %180, i64 4
  %257 = bitcast i8* %255 to i32*
  %258 = bitcast i8* %256 to i32*
  %259 = load i32, i32* %257, align 1
  store i32 %259, i32* %258, align 1
  %260 = getelementptr inbounds [8 x i32], [8 x i32]* @dec64table, i64 0, i64 %178
  %261 = load i32, i32* %260, align 4, !tbaa !16
  %262 = sext i32 %261 to i64
  %263 = sub nsw i64 0, %262
  %264 = getelementptr inbounds i8, i8* %255, i64 %263
  br label %270

265:                                              ; preds = %237
  %266 = bitcast i8* %179 to i64*
  %267 = bitcast i8* %180 to i64*
  %268 = load i64, i64* %266, align 1
  store i64 %268, i64* %267, align 1
  %269 = getelementptr inbounds i8, i8* %179, i64 8
  br label %270

270:                                              ; preds = %265, %240
  %271 = phi i8* [ %264, %240 ], [ %269, %265 ]
  %272 = getelementptr i8, i8* %180, i64 8
  br i1 %238, label %273, label %301, !prof !21

273:                                              ; preds = %270
  %274 = icmp ugt i8* %209, %68
  br i1 %274, label %320, label %275

275:                                              ; preds = %273
  %276 = icmp ult i8* %272, %67
  br i1 %276, label %277, label %290

277:                                              ; preds = %277, %275
  %278 = phi i8* [ %284, %277 ], [ %271, %275 ]
  %279 = phi i8* [ %283, %277 ], [ %272, %275 ]
  %280 = bitcast i8* %278 to i64*
  %281 = bitcast i8* %279 to i64*
  %282 = load i64, i64* %280, align 1
  store i64 %282, i64* %281, align 1
  %283 = getelementptr inbounds i8, i8* %279, i64 8
  %284 = getelementptr inbounds i8, i8* %278, i64 8
  %285 = icmp ult i8* %283, %67
  br i1 %285, label %277, label %286, !llvm.loop !26

286:                                              ; preds = %277
  %287 = ptrtoint i8* %272 to i64
  %288 = sub i64 %69, %287
  %289 = getelementptr inbounds i8, i8* %271, i64 %288
  br label %290

290:                                              ; preds = %286, %275
  %291 = phi i8* [ %289, %286 ], [ %271, %275 ]
  %292 = phi i8* [ %67, %286 ], [ %272, %275 ]
  %293 = icmp ult i8* %292, %209
  br i1 %293, label %294, label %306

294:                                              ; preds = %294, %290
  %295 = phi i8* [ %299, %294 ], [ %292, %290 ]
  %296 = phi i8* [ %297, %294 ], [ %291, %290 ]
  %297 = getelementptr inbounds i8, i8* %296, i64 1
  %298 = load i8, i8* %296, align 1, !tbaa !15
  %299 = getelementptr inbounds i8, i8* %295, i64 1
  store i8 %298, i8* %295, align 1, !tbaa !15
  %300 = icmp ult i8* %299, %209
  br i1 %300, label %294, label %306, !llvm.loop !28

301:                                              ; preds = %270
  %302 = bitcast i8* %271 to i64*
  %303 = bitcast i8* %272 to i64*
  %304 = load i64, i64* %302, align 1
  store i64 %304, i64* %303, align 1
  %305 = icmp ugt i64 %203, 16
  br i1 %305, label %309, label %306

306:                                              ; preds = %311, %301, %294, %290, %236, %229, %227, %216, %100
  %307 = phi i8* [ %92, %100 ], [ %201, %227 ], [ %201, %236 ], [ %201, %216 ], [ %201, %290 ], [ %201, %301 ], [ %201, %229 ], [ %201, %294 ], [ %201, %311 ]
  %308 = phi i8* [ %115, %100 ], [ %223, %227 ], [ %209, %236 ], [ %209, %216 ], [ %209, %290 ], [ %209, %301 ], [ %234, %229 ], [ %209, %294 ], [ %209, %311 ]
  br label %71

309:                                              ; preds = %301
  %310 = getelementptr i8, i8* %180, i64 16
  br label %311

311:                                              ; preds = %311, %309
  %312 = phi i8* [ %271, %309 ], [ %314, %311 ]
  %313 = phi i8* [ %310, %309 ], [ %318, %311 ]
  %314 = getelementptr inbounds i8, i8* %312, i64 8
  %315 = bitcast i8* %314 to i64*
  %316 = bitcast i8* %313 to i64*
  %317 = load i64, i64* %315, align 1
  store i64 %317, i64* %316, align 1
  %318 = getelementptr inbounds i8, i8* %313, i64 8
  %319 = icmp ult i8* %318, %209
  br i1 %319, label %311, label %306, !llvm.loop !26

320:                                              ; preds = %273, %210, %200, %192, %182, %147, %130, %128, %118, %116
  %321 = phi i8* [ %140, %147 ], [ %187, %182 ], [ %123, %118 ], [ %74, %116 ], [ %123, %128 ], [ %123, %130 ], [ %201, %273 ], [ %201, %200 ], [ %187, %192 ], [ %201, %210 ]
  %322 = ptrtoint i8* %321 to i64
  %323 = ptrtoint i8* %1 to i64
  %324 = sub i64 %323, %322
  %325 = trunc i64 %324 to i32
  %326 = add nsw i32 %325, -1
  br label %327

327:                                              ; preds = %320, %152, %28, %22
  %328 = phi i32 [ %23, %22 ], [ %29, %28 ], [ %326, %320 ], [ %156, %152 ]
  %329 = icmp slt i32 %328, 1
  br i1 %329, label %346, label %330

330:                                              ; preds = %327
  %331 = zext i32 %328 to i64
  %332 = load i64, i64* %6, align 8, !tbaa !32
  %333 = add i64 %332, %331
  store i64 %333, i64* %6, align 8, !tbaa !32
  %334 = load i8*, i8** %17, align 8, !tbaa !37
  %335 = getelementptr inbounds i8, i8* %334, i64 %331
  store i8* %335, i8** %17, align 8, !tbaa !37
  br label %346

336:                                              ; preds = %16
  %337 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 2
  store i64 %7, i64* %337, align 8, !tbaa !36
  %338 = sub i64 0, %7
  %339 = getelementptr inbounds i8, i8* %18, i64 %338
  %340 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 0
  store i8* %339, i8** %340, align 8, !tbaa !35
  %341 = tail call signext i32 @LZ4_decompress_safe_forceExtDict(i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4, i8* noundef %339, i64 noundef %7)
  %342 = icmp slt i32 %341, 1
  br i1 %342, label %346, label %343

343:                                              ; preds = %336
  %344 = zext i32 %341 to i64
  store i64 %344, i64* %6, align 8, !tbaa !32
  %345 = getelementptr inbounds i8, i8* %2, i64 %344
  store i8* %345, i8** %17, align 8, !tbaa !37
  br label %346

346:                                              ; preds = %343, %336, %330, %327, %60, %57, %30, %12, %9
  %347 = phi i32 [ %10, %9 ], [ %328, %327 ], [ %341, %336 ], [ %10, %12 ], [ %328, %330 ], [ %341, %343 ], [ -1, %60 ], [ %59, %57 ], [ -1, %30 ]
  ret i32 %347
}

; Function Attrs: nofree nosync nounwind
declare hidden fastcc signext i32 @LZ4_decompress_safe_withSmallPrefix(i8* noundef, i8* noundef, i32 noundef signext, i32 noundef signext, i64 noundef) unnamed_addr #1

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @LZ4_decompress_fast_continue(%union.LZ4_streamDecode_u* nocapture noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3) local_unnamed_addr #1 {
  %5 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 3
  %6 = load i64, i64* %5, align 8, !tbaa !32
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %8, label %15

8:                                                ; preds = %4
  %9 = tail call signext i32 @LZ4_decompress_fast(i8* noundef %1, i8* noundef %2, i32 noundef signext %3)
  %10 = icmp slt i32 %9, 1
  br i1 %10, label %147, label %11

11:                                               ; preds = %8
  %12 = sext i32 %3 to i64
  store i64 %12, i64* %5, align 8, !tbaa !32
  %13 = getelementptr inbounds i8, i8* %2, i64 %12
  %14 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 1
  store i8* %13, i8** %14, align 8, !tbaa !37
  br label %147

15:                                               ; preds = %4
  %16 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 1
  %17 = load i8*, i8** %16, align 8, !tbaa !37
  %18 = icmp eq i8* %17, %2
  br i1 %18, label %19, label %137

19:                                               ; preds = %15
  %20 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 0
  %21 = load i8*, i8** %20, align 8, !tbaa !35
  %22 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 2
  %23 = load i64, i64* %22, align 8, !tbaa !36
  %24 = sext i32 %3 to i64
  %25 = getelementptr inbounds i8, i8* %2, i64 %24
  %26 = sub i64 0, %6
  %27 = getelementptr inbounds i8, i8* %2, i64 %26
  %28 = ptrtoint i8* %25 to i64
  %29 = ptrtoint i8* %27 to i64
  %30 = getelementptr inbounds i8, i8* %21, i64 %23
  %31 = ptrtoint i8* %30 to i64
  br label %32

32:                                               ; preds = %121, %19
  %33 = phi i8* [ %1, %19 ], [ %84, %121 ]
  %34 = phi i8* [ %2, %19 ], [ %122, %121 ]
  %35 = getelementptr inbounds i8, i8* %33, i64 1
  %36 = load i8, i8* %33, align 1, !tbaa !15
  %37 = zext i8 %36 to i32
  %38 = lshr i32 %37, 4
  %39 = zext i32 %38 to i64
  %40 = icmp eq i32 %38, 15
  br i1 %40, label %41, label %51

41:                                               ; preds = %41, %32
  %42 = phi i8* [ %46, %41 ], [ %35, %32 ]
  %43 = phi i64 [ %47, %41 ], [ 0, %32 ]
  %44 = load i8, i8* %42, align 1, !tbaa !15
  %45 = zext i8 %44 to i64
  %46 = getelementptr inbounds i8, i8* %42, i64 1
  %47 = add i64 %43, %45
  %48 = icmp eq i8 %44, -1
  br i1 %48, label %41, label %49, !llvm.loop !20

49:                                               ; preds = %41
  %50 = add i64 %47, 15
  br label %51

51:                                               ; preds = %49, %32
  %52 = phi i8* [ %46, %49 ], [ %35, %32 ]
  %53 = phi i64 [ %50, %49 ], [ %39, %32 ]
  %54 = ptrtoint i8* %34 to i64
  %55 = sub i64 %28, %54
  %56 = icmp ult i64 %55, %53
  br i1 %56, label %147, label %57

57:                                               ; preds = %51
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %34, i8* nonnull align 1 %52, i64 %53, i1 false) #19
  %58 = getelementptr inbounds i8, i8* %34, i64 %53
  %59 = getelementptr inbounds i8, i8* %52, i64 %53
  %60 = ptrtoint i8* %58 to i64
  %61 = sub i64 %28, %60
  %62 = icmp ult i64 %61, 12
  br i1 %62, label %63, label %65

63:                                               ; preds = %57
  %64 = icmp eq i8* %58, %25
  br i1 %64, label %126, label %147

65:                                               ; preds = %57
  %66 = and i32 %37, 15
  %67 = zext i32 %66 to i64
  %68 = bitcast i8* %59 to i16*
  %69 = load i16, i16* %68, align 1, !tbaa !15
  %70 = zext i16 %69 to i64
  %71 = getelementptr inbounds i8, i8* %59, i64 2
  %72 = icmp eq i32 %66, 15
  br i1 %72, label %73, label %83

73:                                               ; preds = %73, %65
  %74 = phi i8* [ %78, %73 ], [ %71, %65 ]
  %75 = phi i64 [ %79, %73 ], [ 0, %65 ]
  %76 = load i8, i8* %74, align 1, !tbaa !15
  %77 = zext i8 %76 to i64
  %78 = getelementptr inbounds i8, i8* %74, i64 1
  %79 = add i64 %75, %77
  %80 = icmp eq i8 %76, -1
  br i1 %80, label %73, label %81, !llvm.loop !20

81:                                               ; preds = %73
  %82 = add i64 %79, 15
  br label %83

83:                                               ; preds = %81, %65
  %84 = phi i8* [ %78, %81 ], [ %71, %65 ]
  %85 = phi i64 [ %82, %81 ], [ %67, %65 ]
  %86 = add i64 %85, 4
  %87 = icmp ult i64 %61, %86
  br i1 %87, label %147, label %88

88:                                               ; preds = %83
  %89 = sub i64 %60, %29
  %90 = add i64 %89, %23
  %91 = icmp ult i64 %90, %70
  br i1 %91, label %147, label %92

92:                                               ; preds = %88
  %93 = sub nsw i64 0, %70
  %94 = getelementptr inbounds i8, i8* %58, i64 %93
  %95 = icmp ult i64 %89, %70
  br i1 %95, label %96, label %109

96:                                               ; preds = %92
  %97 = sub i64 %89, %70
  %98 = getelementptr inbounds i8, i8* %30, i64 %97
  %99 = ptrtoint i8* %98 to i64
  %100 = sub i64 %31, %99
  %101 = icmp ult i64 %86, %100
  br i1 %101, label %102, label %103

102:                                              ; preds = %96
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %58, i8* align 1 %98, i64 %86, i1 false) #19
  br label %105

103:                                              ; preds = %96
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %58, i8* align 1 %98, i64 %100, i1 false) #19
  %104 = sub i64 %86, %100
  br label %105

105:                                              ; preds = %103, %102
  %106 = phi i64 [ 0, %102 ], [ %104, %103 ]
  %107 = phi i64 [ %86, %102 ], [ %100, %103 ]
  %108 = getelementptr inbounds i8, i8* %58, i64 %107
  br label %109

109:                                              ; preds = %105, %92
  %110 = phi i64 [ %106, %105 ], [ %86, %92 ]
  %111 = phi i8* [ %27, %105 ], [ %94, %92 ]
  %112 = phi i8* [ %108, %105 ], [ %58, %92 ]
  %113 = icmp eq i64 %110, 0
  br i1 %113, label %121, label %114

114:                                              ; preds = %114, %109
  %115 = phi i64 [ %119, %114 ], [ 0, %109 ]
  %116 = getelementptr inbounds i8, i8* %111, i64 %115
  %117 = load i8, i8* %116, align 1, !tbaa !15
  %118 = getelementptr inbounds i8, i8* %112, i64 %115
  store i8 %117, i8* %118, align 1, !tbaa !15
  %119 = add nuw i64 %115, 1
  %120 = icmp eq i64 %119, %110
  br i1 %120, label %121, label %114, !llvm.loop !30

121:                                              ; preds = %114, %109
  %122 = getelementptr inbounds i8, i8* %112, i64 %110
  %123 = ptrtoint i8* %122 to i64
  %124 = sub i64 %28, %123
  %125 = icmp ult i64 %124, 5
  br i1 %125, label %147, label %32

126:                                              ; preds = %63
  %127 = ptrtoint i8* %59 to i64
  %128 = ptrtoint i8* %1 to i64
  %129 = sub i64 %127, %128
  %130 = trunc i64 %129 to i32
  %131 = icmp slt i32 %130, 1
  br i1 %131, label %147, label %132

132:                                              ; preds = %126
  %133 = load i64, i64* %5, align 8, !tbaa !32
  %134 = add i64 %133, %24
  store i64 %134, i64* %5, align 8, !tbaa !32
  %135 = load i8*, i8** %16, align 8, !tbaa !37
  %136 = getelementptr inbounds i8, i8* %135, i64 %24
  store i8* %136, i8** %16, align 8, !tbaa !37
  br label %147

137:                                              ; preds = %15
  %138 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 2
  store i64 %6, i64* %138, align 8, !tbaa !36
  %139 = sub i64 0, %6
  %140 = getelementptr inbounds i8, i8* %17, i64 %139
  %141 = getelementptr inbounds %union.LZ4_streamDecode_u, %union.LZ4_streamDecode_u* %0, i64 0, i32 0, i32 0
  store i8* %140, i8** %141, align 8, !tbaa !35
  %142 = tail call fastcc signext i32 @LZ4_decompress_fast_extDict(i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i8* noundef %140, i64 noundef %6)
  %143 = icmp slt i32 %142, 1
  br i1 %143, label %147, label %144

144:                                              ; preds = %137
  %145 = sext i32 %3 to i64
  store i64 %145, i64* %5, align 8, !tbaa !32
  %146 = getelementptr inbounds i8, i8* %2, i64 %145
  store i8* %146, i8** %16, align 8, !tbaa !37
  br label %147

147:                                              ; preds = %144, %137, %132, %126, %121, %88, %83, %63, %51, %11, %8
  %148 = phi i32 [ %9, %8 ], [ %130, %126 ], [ %142, %137 ], [ %9, %11 ], [ %130, %132 ], [ %142, %144 ], [ -1, %63 ], [ -1, %83 ], [ -1, %88 ], [ -1, %121 ], [ -1, %51 ]
  ret i32 %148
}

; Function Attrs: nofree nosync nounwind
declare hidden fastcc signext i32 @LZ4_decompress_fast_extDict(i8* noundef, i8* noundef, i32 noundef signext, i8* noundef, i64 noundef) unnamed_addr #1

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @LZ4_decompress_safe_usingDict(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %3, i8* noundef %4, i32 noundef signext %5) local_unnamed_addr #1 {
  %7 = icmp eq i32 %5, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %6
  %9 = tail call signext i32 @LZ4_decompress_safe(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %3)
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
  %17 = tail call signext i32 @LZ4_decompress_safe_withPrefix64k(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %3)
  br label %22

18:                                               ; preds = %14
  %19 = tail call fastcc signext i32 @LZ4_decompress_safe_withSmallPrefix(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %3, i64 noundef %11)
  br label %22

20:                                               ; preds = %10
  %21 = tail call signext i32 @LZ4_decompress_safe_forceExtDict(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %3, i8* noundef %4, i64 noundef %11)
  br label %22

22:                                               ; preds = %20, %18, %16, %8
  %23 = phi i32 [ %9, %8 ], [ %17, %16 ], [ %19, %18 ], [ %21, %20 ]
  ret i32 %23
}

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @LZ4_decompress_fast_usingDict(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i8* noundef %3, i32 noundef signext %4) local_unnamed_addr #1 {
  %6 = icmp eq i32 %4, 0
  br i1 %6, label %11, label %7

7:                                                ; preds = %5
  %8 = sext i32 %4 to i64
  %9 = getelementptr inbounds i8, i8* %3, i64 %8
  %10 = icmp eq i8* %9, %1
  br i1 %10, label %11, label %99

11:                                               ; preds = %7, %5
  %12 = phi i64 [ %8, %7 ], [ 0, %5 ]
  %13 = sext i32 %2 to i64
  %14 = getelementptr inbounds i8, i8* %1, i64 %13
  %15 = sub nsw i64 0, %12
  %16 = getelementptr inbounds i8, i8* %1, i64 %15
  %17 = ptrtoint i8* %14 to i64
  %18 = ptrtoint i8* %16 to i64
  br label %19

19:                                               ; preds = %89, %11
  %20 = phi i8* [ %0, %11 ], [ %71, %89 ]
  %21 = phi i8* [ %1, %11 ], [ %90, %89 ]
  %22 = getelementptr inbounds i8, i8* %20, i64 1
  %23 = load i8, i8* %20, align 1, !tbaa !15
  %24 = zext i8 %23 to i32
  %25 = lshr i32 %24, 4
  %26 = zext i32 %25 to i64
  %27 = icmp eq i32 %25, 15
  br i1 %27, label %28, label %38

28:                                               ; preds = %28, %19
  %29 = phi i8* [ %33, %28 ], [ %22, %19 ]
  %30 = phi i64 [ %34, %28 ], [ 0, %19 ]
  %31 = load i8, i8* %29, align 1, !tbaa !15
  %32 = zext i8 %31 to i64
  %33 = getelementptr inbounds i8, i8* %29, i64 1
  %34 = add i64 %30, %32
  %35 = icmp eq i8 %31, -1
  br i1 %35, label %28, label %36, !llvm.loop !20

36:                                               ; preds = %28
  %37 = add i64 %34, 15
  br label %38

38:                                               ; preds = %36, %19
  %39 = phi i8* [ %33, %36 ], [ %22, %19 ]
  %40 = phi i64 [ %37, %36 ], [ %26, %19 ]
  %41 = ptrtoint i8* %21 to i64
  %42 = sub i64 %17, %41
  %43 = icmp ult i64 %42, %40
  br i1 %43, label %101, label %44

44:                                               ; preds = %38
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %21, i8* nonnull align 1 %39, i64 %40, i1 false) #19
  %45 = getelementptr i8, i8* %21, i64 %40
  %46 = getelementptr inbounds i8, i8* %39, i64 %40
  %47 = ptrtoint i8* %45 to i64
  %48 = sub i64 %17, %47
  %49 = icmp ult i64 %48, 12
  br i1 %49, label %50, label %52

50:                                               ; preds = %44
  %51 = icmp eq i8* %45, %14
  br i1 %51, label %94, label %101

52:                                               ; preds = %44
  %53 = and i32 %24, 15
  %54 = zext i32 %53 to i64
  %55 = bitcast i8* %46 to i16*
  %56 = load i16, i16* %55, align 1, !tbaa !15
  %57 = zext i16 %56 to i64
  %58 = getelementptr inbounds i8, i8* %46, i64 2
  %59 = icmp eq i32 %53, 15
  br i1 %59, label %60, label %70

60:                                               ; preds = %60, %52
  %61 = phi i8* [ %65, %60 ], [ %58, %52 ]
  %62 = phi i64 [ %66, %60 ], [ 0, %52 ]
  %63 = load i8, i8* %61, align 1, !tbaa !15
  %64 = zext i8 %63 to i64
  %65 = getelementptr inbounds i8, i8* %61, i64 1
  %66 = add i64 %62, %64
  %67 = icmp eq i8 %63, -1
  br i1 %67, label %60, label %68, !llvm.loop !20

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
  br i1 %77, label %101, label %78

78:                                               ; preds = %70
  %79 = sub nsw i64 0, %57
  %80 = getelementptr i8, i8* %45, i64 %79
  %81 = icmp eq i64 %73, 0
  br i1 %81, label %89, label %82

82:                                               ; preds = %82, %78
  %83 = phi i64 [ %87, %82 ], [ 0, %78 ]
  %84 = getelementptr inbounds i8, i8* %80, i64 %83
  %85 = load i8, i8* %84, align 1, !tbaa !15
  %86 = getelementptr inbounds i8, i8* %45, i64 %83
  store i8 %85, i8* %86, align 1, !tbaa !15
  %87 = add nuw i64 %83, 1
  %88 = icmp eq i64 %87, %73
  br i1 %88, label %89, label %82, !llvm.loop !30

89:                                               ; preds = %82, %78
  %90 = getelementptr inbounds i8, i8* %45, i64 %73
  %91 = ptrtoint i8* %90 to i64
  %92 = sub i64 %17, %91
  %93 = icmp ult i64 %92, 5
  br i1 %93, label %101, label %19

94:                                               ; preds = %50
  %95 = ptrtoint i8* %46 to i64
  %96 = ptrtoint i8* %0 to i64
  %97 = sub i64 %95, %96
  %98 = trunc i64 %97 to i32
  br label %101

99:                                               ; preds = %7
  %100 = tail call fastcc signext i32 @LZ4_decompress_fast_extDict(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i8* noundef %3, i64 noundef %8)
  br label %101

101:                                              ; preds = %99, %94, %89, %70, %50, %38
  %102 = phi i32 [ %100, %99 ], [ %98, %94 ], [ -1, %50 ], [ -1, %38 ], [ -1, %70 ], [ -1, %89 ]
  ret i32 %102
}

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @LZ4_compress(i8* noundef %0, i8* noundef %1, i32 noundef signext %2) local_unnamed_addr #1 {
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
  %13 = call signext i32 @LZ4_compress_fast_extState(i8* noundef nonnull %12, i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %11, i32 noundef signext 1) #19
  call void @llvm.lifetime.end.p0i8(i64 16416, i8* nonnull %12) #19
  ret i32 %13
}

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @LZ4_compress_withState(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3) local_unnamed_addr #1 {
  %5 = icmp ugt i32 %3, 2113929216
  br i1 %5, label %10, label %6

6:                                                ; preds = %4
  %7 = udiv i32 %3, 255
  %8 = add nuw nsw i32 %3, 16
  %9 = add nuw nsw i32 %8, %7
  br label %10

10:                                               ; preds = %6, %4
  %11 = phi i32 [ %9, %6 ], [ 0, %4 ]
  %12 = tail call signext i32 @LZ4_compress_fast_extState(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %11, i32 noundef signext 1)
  ret i32 %12
}

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @LZ4_compress_continue(%union.LZ4_stream_u* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3) local_unnamed_addr #1 {
  %5 = icmp ugt i32 %3, 2113929216
  br i1 %5, label %10, label %6

6:                                                ; preds = %4
  %7 = udiv i32 %3, 255
  %8 = add nuw nsw i32 %3, 16
  %9 = add nuw nsw i32 %8, %7
  br label %10

10:                                               ; preds = %6, %4
  %11 = phi i32 [ %9, %6 ], [ 0, %4 ]
  %12 = tail call signext i32 @LZ4_compress_fast_continue(%union.LZ4_stream_u* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %11, i32 noundef signext 1)
  ret i32 %12
}

; Function Attrs: mustprogress nofree nounwind willreturn
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
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

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local i64 @LZ4F_compressFrameBound(i64 noundef %0, %struct.LZ4F_preferences_t* noundef readonly %1) local_unnamed_addr #8 {
  %3 = icmp eq %struct.LZ4F_preferences_t* %1, null
  br i1 %3, label %15, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 0, i32 0
  %6 = load i32, i32* %5, align 8, !tbaa.struct !38
  %7 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 0, i32 2
  %8 = load i32, i32* %7, align 8, !tbaa.struct !41
  %9 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 0, i32 6
  %10 = load i32, i32* %9, align 4, !tbaa.struct !42
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
  %22 = load i64, i64* %21, align 8, !tbaa !43
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

; Function Attrs: nounwind
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
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %10, i8* noundef nonnull align 8 dereferenceable(56) %16, i64 56, i1 false), !tbaa.struct !38
  %17 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %8, i64 0, i32 0, i32 4
  %18 = load i64, i64* %17, align 8, !tbaa !44
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %22, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %8, i64 0, i32 0, i32 4
  store i64 %4, i64* %21, align 8, !tbaa !44
  br label %22

22:                                               ; preds = %20, %15, %14
  %23 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %8, i64 0, i32 0, i32 0
  %24 = load i32, i32* %23, align 8, !tbaa !47
  %25 = icmp ugt i32 %24, 4
  br i1 %25, label %26, label %34

26:                                               ; preds = %30, %22
  %27 = phi i64 [ %32, %30 ], [ 65536, %22 ]
  %28 = phi i32 [ %31, %30 ], [ 4, %22 ]
  %29 = icmp ult i64 %27, %4
  br i1 %29, label %30, label %34

30:                                               ; preds = %26
  %31 = add nuw nsw i32 %28, 1
  %32 = shl i64 %27, 2
  %33 = icmp ult i32 %31, %24
  br i1 %33, label %26, label %34, !llvm.loop !48

34:                                               ; preds = %30, %26, %22
  %35 = phi i32 [ %24, %22 ], [ %28, %26 ], [ %24, %30 ]
  store i32 %35, i32* %23, align 8, !tbaa !47
  %36 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %8, i64 0, i32 2
  store i32 1, i32* %36, align 4, !tbaa !49
  %37 = icmp eq i32 %35, 0
  %38 = select i1 %37, i32 4, i32 %35
  %39 = and i32 %38, -4
  %40 = icmp eq i32 %39, 4
  br i1 %40, label %41, label %46

41:                                               ; preds = %34
  %42 = add nsw i32 %38, -4
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [4 x i64], [4 x i64]* @LZ4F_getBlockSize.blockSizes, i64 0, i64 %43
  %45 = load i64, i64* %44, align 8, !tbaa !43
  br label %46

46:                                               ; preds = %41, %34
  %47 = phi i64 [ %45, %41 ], [ -2, %34 ]
  %48 = icmp ult i64 %47, %4
  br i1 %48, label %51, label %49

49:                                               ; preds = %46
  %50 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %8, i64 0, i32 0, i32 1
  store i32 1, i32* %50, align 4, !tbaa !50
  br label %51

51:                                               ; preds = %49, %46
  %52 = getelementptr inbounds %struct.LZ4F_compressOptions_t, %struct.LZ4F_compressOptions_t* %9, i64 0, i32 1
  %53 = bitcast [3 x i32]* %52 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(16) %53, i8 0, i64 12, i1 false)
  %54 = getelementptr inbounds %struct.LZ4F_compressOptions_t, %struct.LZ4F_compressOptions_t* %9, i64 0, i32 0
  store i32 1, i32* %54, align 4, !tbaa !51
  %55 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %8, i64 0, i32 0, i32 2
  %56 = load i32, i32* %55, align 8, !tbaa.struct !41
  %57 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %8, i64 0, i32 0, i32 6
  %58 = load i32, i32* %57, align 4, !tbaa.struct !42
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
  %67 = load i64, i64* %66, align 8, !tbaa !43
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
  %99 = call fastcc i64 @LZ4F_compressUpdateImpl(%struct.LZ4F_cctx_s* noundef %0, i8* noundef %94, i64 noundef %98, i8* noundef %3, i64 noundef %4, %struct.LZ4F_compressOptions_t* noundef nonnull %9, i32 noundef signext 0) #19
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
  %116 = load i32, i32* %114, align 8, !tbaa !53
  %117 = icmp eq i32 %116, 1
  br i1 %117, label %118, label %134

118:                                              ; preds = %112
  %119 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 11
  %120 = call signext i32 @XXH32_digest(%struct.XXH32_state_s* noundef nonnull %119) #19
  %121 = icmp ult i64 %110, 8
  br i1 %121, label %154, label %122

122:                                              ; preds = %118
  %123 = trunc i32 %120 to i8
  store i8 %123, i8* %113, align 1, !tbaa !15
  %124 = lshr i32 %120, 8
  %125 = trunc i32 %124 to i8
  %126 = getelementptr inbounds i8, i8* %113, i64 1
  store i8 %125, i8* %126, align 1, !tbaa !15
  %127 = lshr i32 %120, 16
  %128 = trunc i32 %127 to i8
  %129 = getelementptr inbounds i8, i8* %113, i64 2
  store i8 %128, i8* %129, align 1, !tbaa !15
  %130 = lshr i32 %120, 24
  %131 = trunc i32 %130 to i8
  %132 = getelementptr inbounds i8, i8* %113, i64 3
  store i8 %131, i8* %132, align 1, !tbaa !15
  %133 = getelementptr inbounds i8, i8* %113, i64 4
  br label %134

134:                                              ; preds = %122, %112
  %135 = phi i8* [ %133, %122 ], [ %113, %112 ]
  %136 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 3
  store i32 0, i32* %136, align 4, !tbaa !58
  %137 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 6
  store i64 0, i64* %137, align 8, !tbaa !59
  %138 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 4
  %139 = load i64, i64* %138, align 8, !tbaa !60
  %140 = icmp eq i64 %139, 0
  br i1 %140, label %145, label %141

141:                                              ; preds = %134
  %142 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 10
  %143 = load i64, i64* %142, align 8, !tbaa !61
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

; Function Attrs: nounwind
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
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %13, i8* noundef nonnull align 8 dereferenceable(56) %14, i64 56, i1 false), !tbaa.struct !38
  %15 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 1
  %16 = load i32, i32* %15, align 8, !tbaa !62
  %17 = icmp sgt i32 %16, 2
  %18 = select i1 %17, i16 2, i16 1
  %19 = trunc i16 %18 to i2
  switch i2 %19, label %24 [
    i2 1, label %20
    i2 -2, label %22
  ]

20:                                               ; preds = %9
  %21 = tail call signext i32 @LZ4_sizeofState() #19
  br label %24

22:                                               ; preds = %9
  %23 = tail call signext i32 @LZ4_sizeofStateHC() #19
  br label %24

24:                                               ; preds = %22, %20, %9
  %25 = phi i32 [ %23, %22 ], [ %21, %20 ], [ 0, %9 ]
  %26 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 13
  %27 = load i16, i16* %26, align 8, !tbaa !63
  switch i16 %27, label %32 [
    i16 1, label %28
    i16 2, label %30
  ]

28:                                               ; preds = %24
  %29 = tail call signext i32 @LZ4_sizeofState() #19
  br label %32

30:                                               ; preds = %24
  %31 = tail call signext i32 @LZ4_sizeofStateHC() #19
  br label %32

32:                                               ; preds = %30, %28, %24
  %33 = phi i32 [ %31, %30 ], [ %29, %28 ], [ 0, %24 ]
  %34 = icmp slt i32 %33, %25
  br i1 %34, label %35, label %78

35:                                               ; preds = %32
  %36 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 12
  %37 = load i8*, i8** %36, align 8, !tbaa !64
  %38 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 0, i32 2
  %39 = load void (i8*, i8*)*, void (i8*, i8*)** %38, align 8, !tbaa.struct !65
  %40 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 0, i32 3
  %41 = icmp eq void (i8*, i8*)* %39, null
  br i1 %41, label %44, label %42

42:                                               ; preds = %35
  %43 = load i8*, i8** %40, align 8, !tbaa.struct !66
  tail call void %39(i8* noundef %43, i8* noundef %37) #19
  br label %45

44:                                               ; preds = %35
  tail call void @free(i8* noundef %37) #19
  br label %45

45:                                               ; preds = %44, %42
  %46 = load i32, i32* %15, align 8, !tbaa !62
  %47 = icmp slt i32 %46, 3
  %48 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 0, i32 0
  %49 = load i8* (i8*, i64)*, i8* (i8*, i64)** %48, align 8
  %50 = icmp eq i8* (i8*, i64)* %49, null
  br i1 %47, label %51, label %62

51:                                               ; preds = %45
  br i1 %50, label %55, label %52

52:                                               ; preds = %51
  %53 = load i8*, i8** %40, align 8, !tbaa.struct !66
  %54 = tail call i8* %49(i8* noundef %53, i64 noundef 16416) #19
  br label %57

55:                                               ; preds = %51
  %56 = tail call noalias dereferenceable_or_null(16416) i8* @malloc(i64 noundef 16416) #19
  br label %57

57:                                               ; preds = %55, %52
  %58 = phi i8* [ %54, %52 ], [ %56, %55 ]
  store i8* %58, i8** %36, align 8, !tbaa !64
  %59 = icmp eq i8* %58, null
  br i1 %59, label %301, label %60

60:                                               ; preds = %57
  %61 = tail call %union.LZ4_stream_u* @LZ4_initStream(i8* noundef nonnull %58, i64 noundef 16416) #19
  br label %73

62:                                               ; preds = %45
  br i1 %50, label %66, label %63

63:                                               ; preds = %62
  %64 = load i8*, i8** %40, align 8, !tbaa.struct !66
  %65 = tail call i8* %49(i8* noundef %64, i64 noundef 262200) #19
  br label %68

66:                                               ; preds = %62
  %67 = tail call noalias dereferenceable_or_null(262200) i8* @malloc(i64 noundef 262200) #19
  br label %68

68:                                               ; preds = %66, %63
  %69 = phi i8* [ %65, %63 ], [ %67, %66 ]
  store i8* %69, i8** %36, align 8, !tbaa !64
  %70 = icmp eq i8* %69, null
  br i1 %70, label %301, label %71

71:                                               ; preds = %68
  %72 = tail call %union.LZ4_streamHC_u* @LZ4_initStreamHC(i8* noundef nonnull %69, i64 noundef 262200) #19
  br label %73

73:                                               ; preds = %71, %60
  %74 = load i8*, i8** %36, align 8, !tbaa !64
  %75 = icmp eq i8* %74, null
  br i1 %75, label %301, label %76

76:                                               ; preds = %73
  store i16 %18, i16* %26, align 8, !tbaa !63
  %77 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 14
  br label %94

78:                                               ; preds = %32
  %79 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 14
  %80 = load i16, i16* %79, align 2, !tbaa !67
  %81 = icmp eq i16 %80, %18
  br i1 %81, label %96, label %82

82:                                               ; preds = %78
  %83 = load i32, i32* %15, align 8, !tbaa !62
  %84 = icmp slt i32 %83, 3
  %85 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 12
  %86 = load i8*, i8** %85, align 8, !tbaa !64
  br i1 %84, label %87, label %89

87:                                               ; preds = %82
  %88 = tail call %union.LZ4_stream_u* @LZ4_initStream(i8* noundef %86, i64 noundef 16416) #19
  br label %94

89:                                               ; preds = %82
  %90 = tail call %union.LZ4_streamHC_u* @LZ4_initStreamHC(i8* noundef %86, i64 noundef 262200) #19
  %91 = bitcast i8** %85 to %union.LZ4_streamHC_u**
  %92 = load %union.LZ4_streamHC_u*, %union.LZ4_streamHC_u** %91, align 8, !tbaa !64
  %93 = load i32, i32* %15, align 8, !tbaa !62
  tail call void @LZ4_setCompressionLevel(%union.LZ4_streamHC_u* noundef %92, i32 noundef signext %93) #19
  br label %94

94:                                               ; preds = %89, %87, %76
  %95 = phi i16* [ %77, %76 ], [ %79, %89 ], [ %79, %87 ]
  store i16 %18, i16* %95, align 2, !tbaa !67
  br label %96

96:                                               ; preds = %94, %78
  %97 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %12, i64 0, i32 0, i32 0
  %98 = load i32, i32* %97, align 8, !tbaa !68
  %99 = icmp eq i32 %98, 0
  br i1 %99, label %100, label %101

100:                                              ; preds = %96
  store i32 4, i32* %97, align 8, !tbaa !68
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
  %109 = load i64, i64* %108, align 8, !tbaa !43
  br label %110

110:                                              ; preds = %104, %101
  %111 = phi i64 [ %109, %104 ], [ -2, %101 ]
  %112 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 5
  store i64 %111, i64* %112, align 8, !tbaa !69
  %113 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %6, i64 0, i32 2
  %114 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %4, i64 0, i32 2
  %115 = select i1 %10, i32* %113, i32* %114
  %116 = load i32, i32* %115, align 4, !tbaa !49
  %117 = icmp eq i32 %116, 0
  %118 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 1
  %119 = load i32, i32* %118, align 4, !tbaa !70
  %120 = icmp eq i32 %119, 0
  %121 = select i1 %120, i64 65536, i64 0
  %122 = select i1 %120, i64 131072, i64 0
  %123 = add i64 %122, %111
  %124 = select i1 %117, i64 %123, i64 %121
  %125 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 6
  %126 = load i64, i64* %125, align 8, !tbaa !59
  %127 = icmp ult i64 %126, %124
  br i1 %127, label %131, label %128

128:                                              ; preds = %110
  %129 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 7
  %130 = load i8*, i8** %129, align 8, !tbaa !71
  br label %164

131:                                              ; preds = %110
  store i64 0, i64* %125, align 8, !tbaa !59
  %132 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 7
  %133 = load i8*, i8** %132, align 8, !tbaa !71
  %134 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 0, i32 2
  %135 = load void (i8*, i8*)*, void (i8*, i8*)** %134, align 8, !tbaa.struct !65
  %136 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 0, i32 3
  %137 = icmp eq void (i8*, i8*)* %135, null
  br i1 %137, label %140, label %138

138:                                              ; preds = %131
  %139 = load i8*, i8** %136, align 8, !tbaa.struct !66
  tail call void %135(i8* noundef %139, i8* noundef %133) #19
  br label %141

140:                                              ; preds = %131
  tail call void @free(i8* noundef %133) #19
  br label %141

141:                                              ; preds = %140, %138
  %142 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 0, i32 0
  %143 = load i8* (i8*, i64)*, i8* (i8*, i64)** %142, align 8, !tbaa.struct !72
  %144 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 0, i32 1
  %145 = load i8* (i8*, i64)*, i8* (i8*, i64)** %144, align 8, !tbaa.struct !73
  %146 = load i8*, i8** %136, align 8, !tbaa.struct !66
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
  store i8* null, i8** %132, align 8, !tbaa !71
  br label %301

158:                                              ; preds = %154
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %155, i8 0, i64 %124, i1 false) #19
  store i8* %155, i8** %132, align 8, !tbaa !71
  br label %162

159:                                              ; preds = %152, %148
  %160 = phi i8* [ %149, %148 ], [ %153, %152 ]
  store i8* %160, i8** %132, align 8, !tbaa !71
  %161 = icmp eq i8* %160, null
  br i1 %161, label %301, label %162

162:                                              ; preds = %159, %158
  %163 = phi i8* [ %155, %158 ], [ %160, %159 ]
  store i64 %124, i64* %125, align 8, !tbaa !59
  br label %164

164:                                              ; preds = %162, %128
  %165 = phi i8* [ %130, %128 ], [ %163, %162 ]
  %166 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 8
  store i8* %165, i8** %166, align 8, !tbaa !74
  %167 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 9
  store i64 0, i64* %167, align 8, !tbaa !75
  %168 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 11
  %169 = tail call signext i32 @XXH32_reset(%struct.XXH32_state_s* noundef nonnull %168, i32 noundef signext 0) #19
  %170 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 4
  store %struct.LZ4F_CDict_s* %3, %struct.LZ4F_CDict_s** %170, align 8, !tbaa !76
  %171 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 1
  %172 = load i32, i32* %171, align 4, !tbaa !70
  %173 = icmp eq i32 %172, 0
  br i1 %173, label %174, label %195

174:                                              ; preds = %164
  %175 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 12
  %176 = load i8*, i8** %175, align 8, !tbaa !64
  %177 = load i32, i32* %15, align 8, !tbaa !62
  %178 = icmp slt i32 %177, 3
  br i1 %178, label %179, label %187

179:                                              ; preds = %174
  %180 = icmp eq %struct.LZ4F_CDict_s* %3, null
  %181 = bitcast i8* %176 to %union.LZ4_stream_u*
  tail call void @LZ4_resetStream_fast(%union.LZ4_stream_u* noundef %181) #19
  br i1 %180, label %185, label %182

182:                                              ; preds = %179
  %183 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %3, i64 0, i32 2
  %184 = load %union.LZ4_stream_u*, %union.LZ4_stream_u** %183, align 8, !tbaa !77
  br label %185

185:                                              ; preds = %182, %179
  %186 = phi %union.LZ4_stream_u* [ %184, %182 ], [ null, %179 ]
  tail call void @LZ4_attach_dictionary(%union.LZ4_stream_u* noundef %181, %union.LZ4_stream_u* noundef %186) #19
  br label %195

187:                                              ; preds = %174
  %188 = bitcast i8* %176 to %union.LZ4_streamHC_u*
  tail call void @LZ4_resetStreamHC_fast(%union.LZ4_streamHC_u* noundef %188, i32 noundef signext %177) #19
  %189 = icmp eq %struct.LZ4F_CDict_s* %3, null
  br i1 %189, label %193, label %190

190:                                              ; preds = %187
  %191 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %3, i64 0, i32 3
  %192 = load %union.LZ4_streamHC_u*, %union.LZ4_streamHC_u** %191, align 8, !tbaa !79
  br label %193

193:                                              ; preds = %190, %187
  %194 = phi %union.LZ4_streamHC_u* [ %192, %190 ], [ null, %187 ]
  tail call void @LZ4_attach_HC_dictionary(%union.LZ4_streamHC_u* noundef %188, %union.LZ4_streamHC_u* noundef %194) #19
  br label %195

195:                                              ; preds = %193, %185, %164
  %196 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %6, i64 0, i32 1
  %197 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %4, i64 0, i32 1
  %198 = select i1 %10, i32* %196, i32* %197
  %199 = load i32, i32* %198, align 8, !tbaa !80
  %200 = icmp sgt i32 %199, 2
  br i1 %200, label %201, label %209

201:                                              ; preds = %195
  %202 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 12
  %203 = bitcast i8** %202 to %union.LZ4_streamHC_u**
  %204 = load %union.LZ4_streamHC_u*, %union.LZ4_streamHC_u** %203, align 8, !tbaa !64
  %205 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %6, i64 0, i32 3
  %206 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %4, i64 0, i32 3
  %207 = select i1 %10, i32* %205, i32* %206
  %208 = load i32, i32* %207, align 8, !tbaa !81
  tail call void @LZ4_favorDecompressionSpeed(%union.LZ4_streamHC_u* noundef %204, i32 noundef signext %208) #19
  br label %209

209:                                              ; preds = %201, %195
  store i8 4, i8* %1, align 1, !tbaa !15
  %210 = getelementptr inbounds i8, i8* %1, i64 1
  store i8 34, i8* %210, align 1, !tbaa !15
  %211 = getelementptr inbounds i8, i8* %1, i64 2
  store i8 77, i8* %211, align 1, !tbaa !15
  %212 = getelementptr inbounds i8, i8* %1, i64 3
  store i8 24, i8* %212, align 1, !tbaa !15
  %213 = getelementptr inbounds i8, i8* %1, i64 4
  %214 = load i32, i32* %171, align 4, !tbaa !70
  %215 = shl i32 %214, 5
  %216 = and i32 %215, 32
  %217 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 6
  %218 = load i32, i32* %217, align 4, !tbaa !82
  %219 = shl i32 %218, 4
  %220 = and i32 %219, 16
  %221 = or i32 %220, %216
  %222 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 4
  %223 = load i64, i64* %222, align 8, !tbaa !60
  %224 = icmp eq i64 %223, 0
  %225 = select i1 %224, i32 0, i32 8
  %226 = or i32 %221, %225
  %227 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 2
  %228 = load i32, i32* %227, align 8, !tbaa !53
  %229 = shl i32 %228, 2
  %230 = and i32 %229, 4
  %231 = or i32 %226, %230
  %232 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 5
  %233 = load i32, i32* %232, align 8, !tbaa !83
  %234 = icmp ne i32 %233, 0
  %235 = zext i1 %234 to i32
  %236 = or i32 %231, %235
  %237 = trunc i32 %236 to i8
  %238 = or i8 %237, 64
  %239 = getelementptr inbounds i8, i8* %1, i64 5
  store i8 %238, i8* %213, align 1, !tbaa !15
  %240 = load i32, i32* %97, align 8, !tbaa !68
  %241 = trunc i32 %240 to i8
  %242 = shl i8 %241, 4
  %243 = and i8 %242, 112
  %244 = getelementptr inbounds i8, i8* %1, i64 6
  store i8 %243, i8* %239, align 1, !tbaa !15
  %245 = load i64, i64* %222, align 8, !tbaa !60
  %246 = icmp eq i64 %245, 0
  br i1 %246, label %272, label %247

247:                                              ; preds = %209
  %248 = trunc i64 %245 to i8
  store i8 %248, i8* %244, align 1, !tbaa !15
  %249 = lshr i64 %245, 8
  %250 = trunc i64 %249 to i8
  %251 = getelementptr inbounds i8, i8* %1, i64 7
  store i8 %250, i8* %251, align 1, !tbaa !15
  %252 = lshr i64 %245, 16
  %253 = trunc i64 %252 to i8
  %254 = getelementptr inbounds i8, i8* %1, i64 8
  store i8 %253, i8* %254, align 1, !tbaa !15
  %255 = lshr i64 %245, 24
  %256 = trunc i64 %255 to i8
  %257 = getelementptr inbounds i8, i8* %1, i64 9
  store i8 %256, i8* %257, align 1, !tbaa !15
  %258 = lshr i64 %245, 32
  %259 = trunc i64 %258 to i8
  %260 = getelementptr inbounds i8, i8* %1, i64 10
  store i8 %259, i8* %260, align 1, !tbaa !15
  %261 = lshr i64 %245, 40
  %262 = trunc i64 %261 to i8
  %263 = getelementptr inbounds i8, i8* %1, i64 11
  store i8 %262, i8* %263, align 1, !tbaa !15
  %264 = lshr i64 %245, 48
  %265 = trunc i64 %264 to i8
  %266 = getelementptr inbounds i8, i8* %1, i64 12
  store i8 %265, i8* %266, align 1, !tbaa !15
  %267 = lshr i64 %245, 56
  %268 = trunc i64 %267 to i8
  %269 = getelementptr inbounds i8, i8* %1, i64 13
  store i8 %268, i8* %269, align 1, !tbaa !15
  %270 = getelementptr inbounds i8, i8* %1, i64 14
  %271 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 10
  store i64 0, i64* %271, align 8, !tbaa !61
  br label %272

272:                                              ; preds = %247, %209
  %273 = phi i8* [ %270, %247 ], [ %244, %209 ]
  %274 = load i32, i32* %232, align 8, !tbaa !83
  %275 = icmp eq i32 %274, 0
  br i1 %275, label %288, label %276

276:                                              ; preds = %272
  %277 = trunc i32 %274 to i8
  store i8 %277, i8* %273, align 1, !tbaa !15
  %278 = lshr i32 %274, 8
  %279 = trunc i32 %278 to i8
  %280 = getelementptr inbounds i8, i8* %273, i64 1
  store i8 %279, i8* %280, align 1, !tbaa !15
  %281 = lshr i32 %274, 16
  %282 = trunc i32 %281 to i8
  %283 = getelementptr inbounds i8, i8* %273, i64 2
  store i8 %282, i8* %283, align 1, !tbaa !15
  %284 = lshr i32 %274, 24
  %285 = trunc i32 %284 to i8
  %286 = getelementptr inbounds i8, i8* %273, i64 3
  store i8 %285, i8* %286, align 1, !tbaa !15
  %287 = getelementptr inbounds i8, i8* %273, i64 4
  br label %288

288:                                              ; preds = %276, %272
  %289 = phi i8* [ %287, %276 ], [ %273, %272 ]
  %290 = ptrtoint i8* %289 to i64
  %291 = ptrtoint i8* %213 to i64
  %292 = sub i64 %290, %291
  %293 = tail call signext i32 @XXH32(i8* noundef nonnull %213, i64 noundef %292, i32 noundef signext 0) #19
  %294 = lshr i32 %293, 8
  %295 = trunc i32 %294 to i8
  store i8 %295, i8* %289, align 1, !tbaa !15
  %296 = getelementptr inbounds i8, i8* %289, i64 1
  %297 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 3
  store i32 1, i32* %297, align 4, !tbaa !58
  %298 = ptrtoint i8* %296 to i64
  %299 = ptrtoint i8* %1 to i64
  %300 = sub i64 %298, %299
  br label %301

301:                                              ; preds = %288, %159, %157, %73, %68, %57, %5
  %302 = phi i64 [ %300, %288 ], [ -11, %5 ], [ -9, %73 ], [ -9, %159 ], [ -9, %157 ], [ -9, %68 ], [ -9, %57 ]
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %7) #19
  ret i64 %302
}

; Function Attrs: nounwind
declare hidden fastcc i64 @LZ4F_compressUpdateImpl(%struct.LZ4F_cctx_s* noundef, i8* noundef, i64 noundef, i8* noundef, i64 noundef, %struct.LZ4F_compressOptions_t* noundef readonly, i32 noundef signext) unnamed_addr #14

; Function Attrs: nounwind
define dso_local i64 @LZ4F_flush(%struct.LZ4F_cctx_s* nocapture noundef %0, i8* noundef %1, i64 noundef %2, %struct.LZ4F_compressOptions_t* nocapture readnone %3) local_unnamed_addr #14 {
  %5 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 9
  %6 = load i64, i64* %5, align 8, !tbaa !75
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %128, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 3
  %10 = load i32, i32* %9, align 4, !tbaa !58
  %11 = icmp eq i32 %10, 1
  br i1 %11, label %12, label %128

12:                                               ; preds = %8
  %13 = add i64 %6, 8
  %14 = icmp ugt i64 %13, %2
  br i1 %14, label %128, label %15

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 1
  %17 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 1
  %18 = load i32, i32* %17, align 8, !tbaa !62
  %19 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 15
  %20 = load i32, i32* %19, align 4, !tbaa !84
  %21 = icmp eq i32 %20, 1
  br i1 %21, label %30, label %22

22:                                               ; preds = %15
  %23 = load i32, i32* %16, align 4, !tbaa !70
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
  %33 = load i8*, i8** %32, align 8, !tbaa !74
  %34 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 12
  %35 = load i8*, i8** %34, align 8, !tbaa !64
  %36 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 4
  %37 = load %struct.LZ4F_CDict_s*, %struct.LZ4F_CDict_s** %36, align 8, !tbaa !76
  %38 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 6
  %39 = load i32, i32* %38, align 4, !tbaa !82
  %40 = getelementptr inbounds i8, i8* %1, i64 4
  %41 = trunc i64 %6 to i32
  %42 = add i32 %41, -1
  %43 = tail call signext i32 %31(i8* noundef %35, i8* noundef %33, i8* noundef nonnull %40, i32 noundef signext %41, i32 noundef signext %42, i32 noundef signext %18, %struct.LZ4F_CDict_s* noundef %37) #19
  %44 = icmp ne i32 %43, 0
  %45 = zext i32 %43 to i64
  %46 = icmp ugt i64 %6, %45
  %47 = and i1 %44, %46
  br i1 %47, label %61, label %48

48:                                               ; preds = %30
  %49 = trunc i64 %6 to i8
  store i8 %49, i8* %1, align 1, !tbaa !15
  %50 = lshr i64 %6, 8
  %51 = trunc i64 %50 to i8
  %52 = getelementptr inbounds i8, i8* %1, i64 1
  store i8 %51, i8* %52, align 1, !tbaa !15
  %53 = lshr i64 %6, 16
  %54 = trunc i64 %53 to i8
  %55 = getelementptr inbounds i8, i8* %1, i64 2
  store i8 %54, i8* %55, align 1, !tbaa !15
  %56 = lshr i64 %6, 24
  %57 = trunc i64 %56 to i8
  %58 = or i8 %57, -128
  %59 = getelementptr inbounds i8, i8* %1, i64 3
  store i8 %58, i8* %59, align 1, !tbaa !15
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %40, i8* align 1 %33, i64 %6, i1 false) #19
  %60 = and i64 %6, 4294967295
  br label %72

61:                                               ; preds = %30
  %62 = trunc i32 %43 to i8
  store i8 %62, i8* %1, align 1, !tbaa !15
  %63 = lshr i32 %43, 8
  %64 = trunc i32 %63 to i8
  %65 = getelementptr inbounds i8, i8* %1, i64 1
  store i8 %64, i8* %65, align 1, !tbaa !15
  %66 = lshr i32 %43, 16
  %67 = trunc i32 %66 to i8
  %68 = getelementptr inbounds i8, i8* %1, i64 2
  store i8 %67, i8* %68, align 1, !tbaa !15
  %69 = lshr i32 %43, 24
  %70 = trunc i32 %69 to i8
  %71 = getelementptr inbounds i8, i8* %1, i64 3
  store i8 %70, i8* %71, align 1, !tbaa !15
  br label %72

72:                                               ; preds = %61, %48
  %73 = phi i64 [ %45, %61 ], [ %60, %48 ]
  %74 = icmp eq i32 %39, 0
  br i1 %74, label %88, label %75

75:                                               ; preds = %72
  %76 = tail call signext i32 @XXH32(i8* noundef nonnull %40, i64 noundef %73, i32 noundef signext 0) #19
  %77 = getelementptr inbounds i8, i8* %40, i64 %73
  %78 = trunc i32 %76 to i8
  store i8 %78, i8* %77, align 1, !tbaa !15
  %79 = lshr i32 %76, 8
  %80 = trunc i32 %79 to i8
  %81 = getelementptr inbounds i8, i8* %77, i64 1
  store i8 %80, i8* %81, align 1, !tbaa !15
  %82 = lshr i32 %76, 16
  %83 = trunc i32 %82 to i8
  %84 = getelementptr inbounds i8, i8* %77, i64 2
  store i8 %83, i8* %84, align 1, !tbaa !15
  %85 = lshr i32 %76, 24
  %86 = trunc i32 %85 to i8
  %87 = getelementptr inbounds i8, i8* %77, i64 3
  store i8 %86, i8* %87, align 1, !tbaa !15
  br label %88

88:                                               ; preds = %75, %72
  %89 = zext i32 %39 to i64
  %90 = shl nuw nsw i64 %89, 2
  %91 = add nuw nsw i64 %90, 4
  %92 = add nuw nsw i64 %91, %73
  %93 = load i32, i32* %16, align 4, !tbaa !70
  %94 = icmp eq i32 %93, 0
  br i1 %94, label %97, label %95

95:                                               ; preds = %88
  %96 = load i8*, i8** %32, align 8, !tbaa !74
  br label %101

97:                                               ; preds = %88
  %98 = load i64, i64* %5, align 8, !tbaa !75
  %99 = load i8*, i8** %32, align 8, !tbaa !74
  %100 = getelementptr inbounds i8, i8* %99, i64 %98
  store i8* %100, i8** %32, align 8, !tbaa !74
  br label %101

101:                                              ; preds = %97, %95
  %102 = phi i8* [ %96, %95 ], [ %100, %97 ]
  store i64 0, i64* %5, align 8, !tbaa !75
  %103 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 5
  %104 = load i64, i64* %103, align 8, !tbaa !69
  %105 = getelementptr inbounds i8, i8* %102, i64 %104
  %106 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 7
  %107 = load i8*, i8** %106, align 8, !tbaa !71
  %108 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 6
  %109 = load i64, i64* %108, align 8, !tbaa !59
  %110 = getelementptr inbounds i8, i8* %107, i64 %109
  %111 = icmp ugt i8* %105, %110
  br i1 %111, label %112, label %128

112:                                              ; preds = %101
  %113 = load i32, i32* %17, align 8, !tbaa !62
  %114 = icmp slt i32 %113, 3
  br i1 %114, label %115, label %119

115:                                              ; preds = %112
  %116 = bitcast i8** %34 to %union.LZ4_stream_u**
  %117 = load %union.LZ4_stream_u*, %union.LZ4_stream_u** %116, align 8, !tbaa !64
  %118 = tail call signext i32 @LZ4_saveDict(%union.LZ4_stream_u* noundef %117, i8* noundef %107, i32 noundef signext 65536) #19
  br label %123

119:                                              ; preds = %112
  %120 = bitcast i8** %34 to %union.LZ4_streamHC_u**
  %121 = load %union.LZ4_streamHC_u*, %union.LZ4_streamHC_u** %120, align 8, !tbaa !64
  %122 = tail call signext i32 @LZ4_saveDictHC(%union.LZ4_streamHC_u* noundef %121, i8* noundef %107, i32 noundef signext 65536) #19
  br label %123

123:                                              ; preds = %119, %115
  %124 = phi i32 [ %118, %115 ], [ %122, %119 ]
  %125 = load i8*, i8** %106, align 8, !tbaa !71
  %126 = sext i32 %124 to i64
  %127 = getelementptr inbounds i8, i8* %125, i64 %126
  store i8* %127, i8** %32, align 8, !tbaa !74
  br label %128

128:                                              ; preds = %123, %101, %12, %8, %4
  %129 = phi i64 [ 0, %4 ], [ %92, %123 ], [ %92, %101 ], [ -20, %8 ], [ -11, %12 ]
  ret i64 %129
}

declare signext i32 @XXH32_digest(%struct.XXH32_state_s* noundef) local_unnamed_addr #15

; Function Attrs: nounwind
define hidden signext i32 @LZ4F_compressBlock(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5, %struct.LZ4F_CDict_s* noundef readonly %6) unnamed_addr #14 {
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
  %17 = load %union.LZ4_stream_u*, %union.LZ4_stream_u** %16, align 8, !tbaa !77
  br label %18

18:                                               ; preds = %14, %12
  %19 = phi %union.LZ4_stream_u* [ %17, %14 ], [ null, %12 ]
  %20 = bitcast i8* %0 to %union.LZ4_stream_u*
  tail call void @LZ4_attach_dictionary(%union.LZ4_stream_u* noundef %20, %union.LZ4_stream_u* noundef %19) #19
  br label %29

21:                                               ; preds = %7
  %22 = bitcast i8* %0 to %union.LZ4_streamHC_u*
  tail call void @LZ4_resetStreamHC_fast(%union.LZ4_streamHC_u* noundef %22, i32 noundef signext %5) #19
  %23 = icmp eq %struct.LZ4F_CDict_s* %6, null
  br i1 %23, label %27, label %24

24:                                               ; preds = %21
  %25 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %6, i64 0, i32 3
  %26 = load %union.LZ4_streamHC_u*, %union.LZ4_streamHC_u** %25, align 8, !tbaa !79
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
  %33 = tail call signext i32 @LZ4_compress_fast_continue(%union.LZ4_stream_u* noundef %32, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %10) #19
  br label %36

34:                                               ; preds = %29
  %35 = tail call signext i32 @LZ4_compress_fast_extState_fastReset(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %10) #19
  br label %36

36:                                               ; preds = %34, %31
  %37 = phi i32 [ %33, %31 ], [ %35, %34 ]
  ret i32 %37
}

; Function Attrs: nounwind
declare hidden signext i32 @LZ4F_compressBlock_continue(i8* noundef, i8* noundef, i8* noundef, i32 noundef signext, i32 noundef signext, i32 noundef signext, %struct.LZ4F_CDict_s* nocapture noundef readnone) unnamed_addr #14

; Function Attrs: nounwind
define hidden signext i32 @LZ4F_compressBlockHC(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5, %struct.LZ4F_CDict_s* noundef readonly %6) unnamed_addr #14 {
  %8 = icmp slt i32 %5, 3
  br i1 %8, label %9, label %18

9:                                                ; preds = %7
  %10 = icmp eq %struct.LZ4F_CDict_s* %6, null
  br i1 %10, label %15, label %11

11:                                               ; preds = %9
  %12 = bitcast i8* %0 to %union.LZ4_stream_u*
  tail call void @LZ4_resetStream_fast(%union.LZ4_stream_u* noundef %12) #19
  %13 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %6, i64 0, i32 2
  %14 = load %union.LZ4_stream_u*, %union.LZ4_stream_u** %13, align 8, !tbaa !77
  br label %15

15:                                               ; preds = %11, %9
  %16 = phi %union.LZ4_stream_u* [ %14, %11 ], [ null, %9 ]
  %17 = bitcast i8* %0 to %union.LZ4_stream_u*
  tail call void @LZ4_attach_dictionary(%union.LZ4_stream_u* noundef %17, %union.LZ4_stream_u* noundef %16) #19
  br label %26

18:                                               ; preds = %7
  %19 = bitcast i8* %0 to %union.LZ4_streamHC_u*
  tail call void @LZ4_resetStreamHC_fast(%union.LZ4_streamHC_u* noundef %19, i32 noundef signext %5) #19
  %20 = icmp eq %struct.LZ4F_CDict_s* %6, null
  br i1 %20, label %24, label %21

21:                                               ; preds = %18
  %22 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %6, i64 0, i32 3
  %23 = load %union.LZ4_streamHC_u*, %union.LZ4_streamHC_u** %22, align 8, !tbaa !79
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
  %30 = tail call signext i32 @LZ4_compress_HC_continue(%union.LZ4_streamHC_u* noundef %29, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4) #19
  br label %33

31:                                               ; preds = %26
  %32 = tail call signext i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5) #19
  br label %33

33:                                               ; preds = %31, %28
  %34 = phi i32 [ %30, %28 ], [ %32, %31 ]
  ret i32 %34
}

; Function Attrs: nounwind
declare hidden signext i32 @LZ4F_compressBlockHC_continue(i8* noundef, i8* noundef, i8* noundef, i32 noundef signext, i32 noundef signext, i32 noundef signext, %struct.LZ4F_CDict_s* nocapture noundef readnone) unnamed_addr #14

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
declare hidden signext i32 @LZ4F_doNotCompressBlock(i8* nocapture noundef readnone, i8* nocapture noundef readnone, i8* nocapture noundef readnone, i32 noundef signext, i32 noundef signext, i32 noundef signext, %struct.LZ4F_CDict_s* nocapture noundef readnone) unnamed_addr #0

declare signext i32 @XXH32(i8* noundef, i64 noundef, i32 noundef signext) local_unnamed_addr #15

declare signext i32 @XXH32_reset(%struct.XXH32_state_s* noundef, i32 noundef signext) local_unnamed_addr #15

; Function Attrs: nounwind
define dso_local i64 @LZ4F_compressFrame(i8* noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, %struct.LZ4F_preferences_t* noundef %4) local_unnamed_addr #14 {
  %6 = alloca %struct.LZ4F_cctx_s, align 8
  %7 = alloca %union.LZ4_stream_u, align 8
  %8 = bitcast %struct.LZ4F_cctx_s* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 216, i8* nonnull %8) #19
  %9 = bitcast %union.LZ4_stream_u* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16416, i8* nonnull %9) #19
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %8, i8 0, i64 216, i1 false)
  %10 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %6, i64 0, i32 2
  store i32 100, i32* %10, align 8, !tbaa !85
  %11 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %6, i64 0, i32 6
  store i64 5242880, i64* %11, align 8, !tbaa !59
  %12 = icmp eq %struct.LZ4F_preferences_t* %4, null
  br i1 %12, label %19, label %13

13:                                               ; preds = %5
  %14 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %4, i64 0, i32 1
  %15 = load i32, i32* %14, align 8, !tbaa !80
  %16 = icmp slt i32 %15, 3
  br i1 %16, label %19, label %17

17:                                               ; preds = %13
  %18 = call i64 @LZ4F_compressFrame_usingCDict(%struct.LZ4F_cctx_s* noundef nonnull %6, i8* noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, %struct.LZ4F_CDict_s* noundef null, %struct.LZ4F_preferences_t* noundef nonnull %4)
  br label %26

19:                                               ; preds = %13, %5
  %20 = call %union.LZ4_stream_u* @LZ4_initStream(i8* noundef nonnull %9, i64 noundef 16416) #19
  %21 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %6, i64 0, i32 12
  %22 = bitcast i8** %21 to %union.LZ4_stream_u**
  store %union.LZ4_stream_u* %7, %union.LZ4_stream_u** %22, align 8, !tbaa !64
  %23 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %6, i64 0, i32 13
  store i16 1, i16* %23, align 8, !tbaa !63
  %24 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %6, i64 0, i32 14
  store i16 1, i16* %24, align 2, !tbaa !67
  %25 = call i64 @LZ4F_compressFrame_usingCDict(%struct.LZ4F_cctx_s* noundef nonnull %6, i8* noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef %3, %struct.LZ4F_CDict_s* noundef null, %struct.LZ4F_preferences_t* noundef %4)
  br i1 %12, label %41, label %26

26:                                               ; preds = %19, %17
  %27 = phi i64 [ %18, %17 ], [ %25, %19 ]
  %28 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %4, i64 0, i32 1
  %29 = load i32, i32* %28, align 8, !tbaa !80
  %30 = icmp sgt i32 %29, 2
  br i1 %30, label %31, label %41

31:                                               ; preds = %26
  %32 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %6, i64 0, i32 12
  %33 = load i8*, i8** %32, align 8, !tbaa !64
  %34 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %6, i64 0, i32 0, i32 2
  %35 = load void (i8*, i8*)*, void (i8*, i8*)** %34, align 8, !tbaa.struct !65
  %36 = icmp eq void (i8*, i8*)* %35, null
  br i1 %36, label %40, label %37

37:                                               ; preds = %31
  %38 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %6, i64 0, i32 0, i32 3
  %39 = load i8*, i8** %38, align 8, !tbaa.struct !66
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

; Function Attrs: nounwind
define dso_local %struct.LZ4F_CDict_s* @LZ4F_createCDict_advanced(%struct.LZ4F_CustomMem* nocapture noundef readonly %0, i8* nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #14 {
  %4 = bitcast %struct.LZ4F_CustomMem* %0 to i8*
  %5 = getelementptr inbounds %struct.LZ4F_CustomMem, %struct.LZ4F_CustomMem* %0, i64 0, i32 0
  %6 = load i8* (i8*, i64)*, i8* (i8*, i64)** %5, align 8, !tbaa.struct !72
  %7 = getelementptr inbounds %struct.LZ4F_CustomMem, %struct.LZ4F_CustomMem* %0, i64 0, i32 3
  %8 = icmp eq i8* (i8*, i64)* %6, null
  br i1 %8, label %12, label %9

9:                                                ; preds = %3
  %10 = load i8*, i8** %7, align 8, !tbaa.struct !66
  %11 = tail call i8* %6(i8* noundef %10, i64 noundef 56) #19
  br label %14

12:                                               ; preds = %3
  %13 = tail call noalias dereferenceable_or_null(56) i8* @malloc(i64 noundef 56) #19
  br label %14

14:                                               ; preds = %12, %9
  %15 = phi i8* [ %11, %9 ], [ %13, %12 ]
  %16 = bitcast i8* %15 to %struct.LZ4F_CDict_s*
  %17 = icmp eq i8* %15, null
  br i1 %17, label %84, label %18

18:                                               ; preds = %14
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %15, i8* noundef nonnull align 8 dereferenceable(32) %4, i64 32, i1 false), !tbaa.struct !72
  %19 = icmp ult i64 %2, 65536
  %20 = select i1 %19, i64 %2, i64 65536
  %21 = tail call i64 @llvm.usub.sat.i64(i64 %2, i64 65536)
  %22 = getelementptr i8, i8* %1, i64 %21
  %23 = load i8* (i8*, i64)*, i8* (i8*, i64)** %5, align 8, !tbaa.struct !72
  %24 = icmp eq i8* (i8*, i64)* %23, null
  br i1 %24, label %28, label %25

25:                                               ; preds = %18
  %26 = load i8*, i8** %7, align 8, !tbaa.struct !66
  %27 = tail call i8* %23(i8* noundef %26, i64 noundef %20) #19
  br label %30

28:                                               ; preds = %18
  %29 = tail call noalias i8* @malloc(i64 noundef %20) #19
  br label %30

30:                                               ; preds = %28, %25
  %31 = phi i8* [ %27, %25 ], [ %29, %28 ]
  %32 = getelementptr inbounds i8, i8* %15, i64 32
  %33 = bitcast i8* %32 to i8**
  store i8* %31, i8** %33, align 8, !tbaa !86
  %34 = load i8* (i8*, i64)*, i8* (i8*, i64)** %5, align 8, !tbaa.struct !72
  %35 = icmp eq i8* (i8*, i64)* %34, null
  br i1 %35, label %39, label %36

36:                                               ; preds = %30
  %37 = load i8*, i8** %7, align 8, !tbaa.struct !66
  %38 = tail call i8* %34(i8* noundef %37, i64 noundef 16416) #19
  br label %41

39:                                               ; preds = %30
  %40 = tail call noalias dereferenceable_or_null(16416) i8* @malloc(i64 noundef 16416) #19
  br label %41

41:                                               ; preds = %39, %36
  %42 = phi i8* [ %38, %36 ], [ %40, %39 ]
  %43 = getelementptr inbounds i8, i8* %15, i64 40
  %44 = bitcast i8* %43 to %union.LZ4_stream_u**
  %45 = bitcast i8* %43 to i8**
  store i8* %42, i8** %45, align 8, !tbaa !77
  %46 = icmp eq i8* %42, null
  br i1 %46, label %49, label %47

47:                                               ; preds = %41
  %48 = tail call %union.LZ4_stream_u* @LZ4_initStream(i8* noundef nonnull %42, i64 noundef 16416) #19
  br label %49

49:                                               ; preds = %47, %41
  %50 = load i8* (i8*, i64)*, i8* (i8*, i64)** %5, align 8, !tbaa.struct !72
  %51 = icmp eq i8* (i8*, i64)* %50, null
  br i1 %51, label %55, label %52

52:                                               ; preds = %49
  %53 = load i8*, i8** %7, align 8, !tbaa.struct !66
  %54 = tail call i8* %50(i8* noundef %53, i64 noundef 262200) #19
  br label %57

55:                                               ; preds = %49
  %56 = tail call noalias dereferenceable_or_null(262200) i8* @malloc(i64 noundef 262200) #19
  br label %57

57:                                               ; preds = %55, %52
  %58 = phi i8* [ %54, %52 ], [ %56, %55 ]
  %59 = getelementptr inbounds i8, i8* %15, i64 48
  %60 = bitcast i8* %59 to %union.LZ4_streamHC_u**
  %61 = bitcast i8* %59 to i8**
  store i8* %58, i8** %61, align 8, !tbaa !79
  %62 = icmp eq i8* %58, null
  br i1 %62, label %65, label %63

63:                                               ; preds = %57
  %64 = tail call %union.LZ4_stream_u* @LZ4_initStream(i8* noundef nonnull %58, i64 noundef 262200) #19
  br label %65

65:                                               ; preds = %63, %57
  %66 = load i8*, i8** %33, align 8, !tbaa !86
  %67 = icmp eq i8* %66, null
  br i1 %67, label %74, label %68

68:                                               ; preds = %65
  %69 = load %union.LZ4_stream_u*, %union.LZ4_stream_u** %44, align 8, !tbaa !77
  %70 = icmp eq %union.LZ4_stream_u* %69, null
  br i1 %70, label %74, label %71

71:                                               ; preds = %68
  %72 = load %union.LZ4_streamHC_u*, %union.LZ4_streamHC_u** %60, align 8, !tbaa !79
  %73 = icmp eq %union.LZ4_streamHC_u* %72, null
  br i1 %73, label %74, label %75

74:                                               ; preds = %71, %68, %65
  tail call void @LZ4F_freeCDict(%struct.LZ4F_CDict_s* noundef nonnull %16)
  br label %84

75:                                               ; preds = %71
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %66, i8* align 1 %22, i64 %20, i1 false)
  %76 = load %union.LZ4_stream_u*, %union.LZ4_stream_u** %44, align 8, !tbaa !77
  %77 = load i8*, i8** %33, align 8, !tbaa !86
  %78 = trunc i64 %20 to i32
  %79 = tail call signext i32 @LZ4_loadDict(%union.LZ4_stream_u* noundef %76, i8* noundef %77, i32 noundef signext %78) #19
  %80 = load %union.LZ4_streamHC_u*, %union.LZ4_streamHC_u** %60, align 8, !tbaa !79
  tail call void @LZ4_setCompressionLevel(%union.LZ4_streamHC_u* noundef %80, i32 noundef signext 9) #19
  %81 = load %union.LZ4_streamHC_u*, %union.LZ4_streamHC_u** %60, align 8, !tbaa !79
  %82 = load i8*, i8** %33, align 8, !tbaa !86
  %83 = tail call signext i32 @LZ4_loadDictHC(%union.LZ4_streamHC_u* noundef %81, i8* noundef %82, i32 noundef signext %78) #19
  br label %84

84:                                               ; preds = %75, %74, %14
  %85 = phi %struct.LZ4F_CDict_s* [ %16, %75 ], [ null, %74 ], [ null, %14 ]
  ret %struct.LZ4F_CDict_s* %85
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.usub.sat.i64(i64, i64) #16

; Function Attrs: nounwind
define dso_local void @LZ4F_freeCDict(%struct.LZ4F_CDict_s* noundef %0) local_unnamed_addr #14 {
  %2 = icmp eq %struct.LZ4F_CDict_s* %0, null
  br i1 %2, label %38, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %0, i64 0, i32 1
  %5 = load i8*, i8** %4, align 8, !tbaa !86
  %6 = bitcast %struct.LZ4F_CDict_s* %0 to i8*
  %7 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %0, i64 0, i32 0, i32 2
  %8 = load void (i8*, i8*)*, void (i8*, i8*)** %7, align 8, !tbaa.struct !65
  %9 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %0, i64 0, i32 0, i32 3
  %10 = icmp eq void (i8*, i8*)* %8, null
  br i1 %10, label %13, label %11

11:                                               ; preds = %3
  %12 = load i8*, i8** %9, align 8, !tbaa.struct !66
  tail call void %8(i8* noundef %12, i8* noundef %5) #19
  br label %14

13:                                               ; preds = %3
  tail call void @free(i8* noundef %5) #19
  br label %14

14:                                               ; preds = %13, %11
  %15 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %0, i64 0, i32 2
  %16 = bitcast %union.LZ4_stream_u** %15 to i8**
  %17 = load i8*, i8** %16, align 8, !tbaa !77
  %18 = load void (i8*, i8*)*, void (i8*, i8*)** %7, align 8, !tbaa.struct !65
  %19 = icmp eq void (i8*, i8*)* %18, null
  br i1 %19, label %22, label %20

20:                                               ; preds = %14
  %21 = load i8*, i8** %9, align 8, !tbaa.struct !66
  tail call void %18(i8* noundef %21, i8* noundef %17) #19
  br label %23

22:                                               ; preds = %14
  tail call void @free(i8* noundef %17) #19
  br label %23

23:                                               ; preds = %22, %20
  %24 = getelementptr inbounds %struct.LZ4F_CDict_s, %struct.LZ4F_CDict_s* %0, i64 0, i32 3
  %25 = bitcast %union.LZ4_streamHC_u** %24 to i8**
  %26 = load i8*, i8** %25, align 8, !tbaa !79
  %27 = load void (i8*, i8*)*, void (i8*, i8*)** %7, align 8, !tbaa.struct !65
  %28 = icmp eq void (i8*, i8*)* %27, null
  br i1 %28, label %31, label %29

29:                                               ; preds = %23
  %30 = load i8*, i8** %9, align 8, !tbaa.struct !66
  tail call void %27(i8* noundef %30, i8* noundef %26) #19
  br label %32

31:                                               ; preds = %23
  tail call void @free(i8* noundef %26) #19
  br label %32

32:                                               ; preds = %31, %29
  %33 = load void (i8*, i8*)*, void (i8*, i8*)** %7, align 8, !tbaa.struct !65
  %34 = icmp eq void (i8*, i8*)* %33, null
  br i1 %34, label %37, label %35

35:                                               ; preds = %32
  %36 = load i8*, i8** %9, align 8, !tbaa.struct !66
  tail call void %33(i8* noundef %36, i8* noundef nonnull %6) #19
  br label %38

37:                                               ; preds = %32
  tail call void @free(i8* noundef nonnull %6) #19
  br label %38

38:                                               ; preds = %37, %35, %1
  ret void
}

; Function Attrs: nounwind
define dso_local %struct.LZ4F_cctx_s* @LZ4F_createCompressionContext_advanced(%struct.LZ4F_CustomMem* nocapture noundef readonly %0, i32 noundef signext %1) local_unnamed_addr #14 {
  %3 = bitcast %struct.LZ4F_CustomMem* %0 to i8*
  %4 = getelementptr inbounds %struct.LZ4F_CustomMem, %struct.LZ4F_CustomMem* %0, i64 0, i32 0
  %5 = load i8* (i8*, i64)*, i8* (i8*, i64)** %4, align 8, !tbaa.struct !72
  %6 = getelementptr inbounds %struct.LZ4F_CustomMem, %struct.LZ4F_CustomMem* %0, i64 0, i32 1
  %7 = load i8* (i8*, i64)*, i8* (i8*, i64)** %6, align 8, !tbaa.struct !73
  %8 = getelementptr inbounds %struct.LZ4F_CustomMem, %struct.LZ4F_CustomMem* %0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 8, !tbaa.struct !66
  %10 = icmp eq i8* (i8*, i64)* %7, null
  br i1 %10, label %13, label %11

11:                                               ; preds = %2
  %12 = tail call i8* %7(i8* noundef %9, i64 noundef 216) #19
  br label %21

13:                                               ; preds = %2
  %14 = icmp eq i8* (i8*, i64)* %5, null
  br i1 %14, label %15, label %17

15:                                               ; preds = %13
  %16 = tail call noalias dereferenceable_or_null(216) i8* @calloc(i64 noundef 1, i64 noundef 216) #19
  br label %21

17:                                               ; preds = %13
  %18 = tail call i8* %5(i8* noundef %9, i64 noundef 216) #19
  %19 = icmp eq i8* %18, null
  br i1 %19, label %31, label %20

20:                                               ; preds = %17
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(216) %18, i8 0, i64 216, i1 false) #19
  br label %24

21:                                               ; preds = %15, %11
  %22 = phi i8* [ %12, %11 ], [ %16, %15 ]
  %23 = icmp eq i8* %22, null
  br i1 %23, label %31, label %24

24:                                               ; preds = %21, %20
  %25 = phi i8* [ %18, %20 ], [ %22, %21 ]
  %26 = bitcast i8* %25 to %struct.LZ4F_cctx_s*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %25, i8* noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !72
  %27 = getelementptr inbounds i8, i8* %25, i64 88
  %28 = bitcast i8* %27 to i32*
  store i32 %1, i32* %28, align 8, !tbaa !85
  %29 = getelementptr inbounds i8, i8* %25, i64 92
  %30 = bitcast i8* %29 to i32*
  store i32 0, i32* %30, align 4, !tbaa !58
  br label %31

31:                                               ; preds = %24, %21, %17
  %32 = phi %struct.LZ4F_cctx_s* [ %26, %24 ], [ null, %21 ], [ null, %17 ]
  ret %struct.LZ4F_cctx_s* %32
}

; Function Attrs: nounwind
define dso_local i64 @LZ4F_freeCompressionContext(%struct.LZ4F_cctx_s* noundef %0) local_unnamed_addr #14 {
  %2 = icmp eq %struct.LZ4F_cctx_s* %0, null
  br i1 %2, label %28, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 12
  %5 = load i8*, i8** %4, align 8, !tbaa !64
  %6 = bitcast %struct.LZ4F_cctx_s* %0 to i8*
  %7 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 0, i32 2
  %8 = load void (i8*, i8*)*, void (i8*, i8*)** %7, align 8, !tbaa.struct !65
  %9 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 0, i32 3
  %10 = icmp eq void (i8*, i8*)* %8, null
  br i1 %10, label %13, label %11

11:                                               ; preds = %3
  %12 = load i8*, i8** %9, align 8, !tbaa.struct !66
  tail call void %8(i8* noundef %12, i8* noundef %5) #19
  br label %14

13:                                               ; preds = %3
  tail call void @free(i8* noundef %5) #19
  br label %14

14:                                               ; preds = %13, %11
  %15 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 7
  %16 = load i8*, i8** %15, align 8, !tbaa !71
  %17 = load void (i8*, i8*)*, void (i8*, i8*)** %7, align 8, !tbaa.struct !65
  %18 = icmp eq void (i8*, i8*)* %17, null
  br i1 %18, label %21, label %19

19:                                               ; preds = %14
  %20 = load i8*, i8** %9, align 8, !tbaa.struct !66
  tail call void %17(i8* noundef %20, i8* noundef %16) #19
  br label %22

21:                                               ; preds = %14
  tail call void @free(i8* noundef %16) #19
  br label %22

22:                                               ; preds = %21, %19
  %23 = load void (i8*, i8*)*, void (i8*, i8*)** %7, align 8, !tbaa.struct !65
  %24 = icmp eq void (i8*, i8*)* %23, null
  br i1 %24, label %27, label %25

25:                                               ; preds = %22
  %26 = load i8*, i8** %9, align 8, !tbaa.struct !66
  tail call void %23(i8* noundef %26, i8* noundef nonnull %6) #19
  br label %28

27:                                               ; preds = %22
  tail call void @free(i8* noundef nonnull %6) #19
  br label %28

28:                                               ; preds = %27, %25, %1
  ret i64 0
}

; Function Attrs: mustprogress nofree nosync nounwind readonly willreturn
define dso_local i64 @LZ4F_compressBound(i64 noundef %0, %struct.LZ4F_preferences_t* noundef readonly %1) local_unnamed_addr #17 {
  %3 = alloca i32, align 8
  %4 = alloca i32, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = icmp eq %struct.LZ4F_preferences_t* %1, null
  br i1 %7, label %49, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 2
  %10 = load i32, i32* %9, align 4, !tbaa !49
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %49, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 0, i32 0
  %14 = load i32, i32* %13, align 8, !tbaa !47
  %15 = icmp eq i32 %14, 0
  %16 = select i1 %15, i32 4, i32 %14
  %17 = and i32 %16, -4
  %18 = icmp eq i32 %17, 4
  br i1 %18, label %19, label %24

19:                                               ; preds = %12
  %20 = add nsw i32 %16, -4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds [4 x i64], [4 x i64]* @LZ4F_getBlockSize.blockSizes, i64 0, i64 %21
  %23 = load i64, i64* %22, align 8, !tbaa !43
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
  %33 = load i32, i32* %32, align 4, !tbaa !87
  %34 = zext i32 %33 to i64
  %35 = shl nuw nsw i64 %34, 2
  %36 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 0, i32 2
  %37 = load i32, i32* %36, align 8, !tbaa !88
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
  store i32 1, i32* %4, align 8, !tbaa !88
  store i32 1, i32* %5, align 4, !tbaa !87
  %54 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 2
  %55 = select i1 %7, i32* %6, i32* %54
  %56 = load i32, i32* %55, align 4, !tbaa !49
  %57 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 0, i32 0
  %58 = select i1 %7, i32* %3, i32* %57
  %59 = load i32, i32* %58, align 8, !tbaa !47
  %60 = icmp eq i32 %59, 0
  %61 = select i1 %60, i32 4, i32 %59
  %62 = and i32 %61, -4
  %63 = icmp eq i32 %62, 4
  br i1 %63, label %64, label %69

64:                                               ; preds = %49
  %65 = add nsw i32 %61, -4
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds [4 x i64], [4 x i64]* @LZ4F_getBlockSize.blockSizes, i64 0, i64 %66
  %68 = load i64, i64* %67, align 8, !tbaa !43
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
  %85 = load i32, i32* %84, align 4, !tbaa !87
  %86 = zext i32 %85 to i64
  %87 = shl nuw nsw i64 %86, 2
  %88 = getelementptr inbounds %struct.LZ4F_preferences_t, %struct.LZ4F_preferences_t* %1, i64 0, i32 0, i32 2
  %89 = select i1 %7, i32* %4, i32* %88
  %90 = load i32, i32* %89, align 8, !tbaa !88
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

; Function Attrs: nounwind
define dso_local i64 @LZ4F_uncompressedUpdate(%struct.LZ4F_cctx_s* noundef %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, %struct.LZ4F_compressOptions_t* noundef %5) local_unnamed_addr #14 {
  %7 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !70
  %9 = icmp eq i32 %8, 1
  br i1 %9, label %10, label %12

10:                                               ; preds = %6
  %11 = tail call fastcc i64 @LZ4F_compressUpdateImpl(%struct.LZ4F_cctx_s* noundef nonnull %0, i8* noundef %1, i64 noundef %2, i8* noundef %3, i64 noundef %4, %struct.LZ4F_compressOptions_t* noundef %5, i32 noundef signext 1)
  br label %12

12:                                               ; preds = %10, %6
  %13 = phi i64 [ %11, %10 ], [ -3, %6 ]
  ret i64 %13
}

; Function Attrs: nounwind
define dso_local %struct.LZ4F_dctx_s* @LZ4F_createDecompressionContext_advanced(%struct.LZ4F_CustomMem* nocapture noundef readonly %0, i32 noundef signext %1) local_unnamed_addr #14 {
  %3 = bitcast %struct.LZ4F_CustomMem* %0 to i8*
  %4 = getelementptr inbounds %struct.LZ4F_CustomMem, %struct.LZ4F_CustomMem* %0, i64 0, i32 0
  %5 = load i8* (i8*, i64)*, i8* (i8*, i64)** %4, align 8, !tbaa.struct !72
  %6 = getelementptr inbounds %struct.LZ4F_CustomMem, %struct.LZ4F_CustomMem* %0, i64 0, i32 1
  %7 = load i8* (i8*, i64)*, i8* (i8*, i64)** %6, align 8, !tbaa.struct !73
  %8 = getelementptr inbounds %struct.LZ4F_CustomMem, %struct.LZ4F_CustomMem* %0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 8, !tbaa.struct !66
  %10 = icmp eq i8* (i8*, i64)* %7, null
  br i1 %10, label %13, label %11

11:                                               ; preds = %2
  %12 = tail call i8* %7(i8* noundef %9, i64 noundef 288) #19
  br label %21

13:                                               ; preds = %2
  %14 = icmp eq i8* (i8*, i64)* %5, null
  br i1 %14, label %15, label %17

15:                                               ; preds = %13
  %16 = tail call noalias dereferenceable_or_null(288) i8* @calloc(i64 noundef 1, i64 noundef 288) #19
  br label %21

17:                                               ; preds = %13
  %18 = tail call i8* %5(i8* noundef %9, i64 noundef 288) #19
  %19 = icmp eq i8* %18, null
  br i1 %19, label %29, label %20

20:                                               ; preds = %17
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(288) %18, i8 0, i64 288, i1 false) #19
  br label %24

21:                                               ; preds = %15, %11
  %22 = phi i8* [ %12, %11 ], [ %16, %15 ]
  %23 = icmp eq i8* %22, null
  br i1 %23, label %29, label %24

24:                                               ; preds = %21, %20
  %25 = phi i8* [ %18, %20 ], [ %22, %21 ]
  %26 = bitcast i8* %25 to %struct.LZ4F_dctx_s*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %25, i8* noundef nonnull align 8 dereferenceable(32) %3, i64 32, i1 false), !tbaa.struct !72
  %27 = getelementptr inbounds i8, i8* %25, i64 64
  %28 = bitcast i8* %27 to i32*
  store i32 %1, i32* %28, align 8, !tbaa !89
  br label %29

29:                                               ; preds = %24, %21, %17
  %30 = phi %struct.LZ4F_dctx_s* [ %26, %24 ], [ null, %21 ], [ null, %17 ]
  ret %struct.LZ4F_dctx_s* %30
}

; Function Attrs: nounwind
define dso_local i64 @LZ4F_createDecompressionContext(%struct.LZ4F_dctx_s** noundef writeonly %0, i32 noundef signext %1) local_unnamed_addr #14 {
  %3 = icmp eq %struct.LZ4F_dctx_s** %0, null
  br i1 %3, label %12, label %4

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(288) i8* @calloc(i64 noundef 1, i64 noundef 288) #19
  %6 = icmp eq i8* %5, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  store %struct.LZ4F_dctx_s* null, %struct.LZ4F_dctx_s** %0, align 8, !tbaa !19
  br label %12

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, i8* %5, i64 64
  %10 = bitcast i8* %9 to i32*
  store i32 %1, i32* %10, align 8, !tbaa !89
  %11 = bitcast %struct.LZ4F_dctx_s** %0 to i8**
  store i8* %5, i8** %11, align 8, !tbaa !19
  br label %12

12:                                               ; preds = %8, %7, %2
  %13 = phi i64 [ -9, %7 ], [ 0, %8 ], [ -21, %2 ]
  ret i64 %13
}

; Function Attrs: nounwind
define dso_local i64 @LZ4F_freeDecompressionContext(%struct.LZ4F_dctx_s* noundef %0) local_unnamed_addr #14 {
  %2 = icmp eq %struct.LZ4F_dctx_s* %0, null
  br i1 %2, label %30, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 3
  %5 = load i32, i32* %4, align 4, !tbaa !91
  %6 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 7
  %7 = load i8*, i8** %6, align 8, !tbaa !92
  %8 = bitcast %struct.LZ4F_dctx_s* %0 to i8*
  %9 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 0, i32 2
  %10 = load void (i8*, i8*)*, void (i8*, i8*)** %9, align 8, !tbaa.struct !65
  %11 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 0, i32 3
  %12 = icmp eq void (i8*, i8*)* %10, null
  br i1 %12, label %15, label %13

13:                                               ; preds = %3
  %14 = load i8*, i8** %11, align 8, !tbaa.struct !66
  tail call void %10(i8* noundef %14, i8* noundef %7) #19
  br label %16

15:                                               ; preds = %3
  tail call void @free(i8* noundef %7) #19
  br label %16

16:                                               ; preds = %15, %13
  %17 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 10
  %18 = load i8*, i8** %17, align 8, !tbaa !93
  %19 = load void (i8*, i8*)*, void (i8*, i8*)** %9, align 8, !tbaa.struct !65
  %20 = icmp eq void (i8*, i8*)* %19, null
  br i1 %20, label %23, label %21

21:                                               ; preds = %16
  %22 = load i8*, i8** %11, align 8, !tbaa.struct !66
  tail call void %19(i8* noundef %22, i8* noundef %18) #19
  br label %24

23:                                               ; preds = %16
  tail call void @free(i8* noundef %18) #19
  br label %24

24:                                               ; preds = %23, %21
  %25 = load void (i8*, i8*)*, void (i8*, i8*)** %9, align 8, !tbaa.struct !65
  %26 = icmp eq void (i8*, i8*)* %25, null
  br i1 %26, label %29, label %27

27:                                               ; preds = %24
  %28 = load i8*, i8** %11, align 8, !tbaa.struct !66
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

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local i64 @LZ4F_headerSize(i8* noundef readonly %0, i64 noundef %1) local_unnamed_addr #18 {
  %3 = icmp eq i8* %0, null
  br i1 %3, label %38, label %4

4:                                                ; preds = %2
  %5 = icmp ult i64 %1, 5
  br i1 %5, label %38, label %6

6:                                                ; preds = %4
  %7 = load i8, i8* %0, align 1, !tbaa !15
  %8 = zext i8 %7 to i32
  %9 = getelementptr inbounds i8, i8* %0, i64 1
  %10 = load i8, i8* %9, align 1, !tbaa !15
  %11 = zext i8 %10 to i32
  %12 = shl nuw nsw i32 %11, 8
  %13 = or i32 %12, %8
  %14 = getelementptr inbounds i8, i8* %0, i64 2
  %15 = load i8, i8* %14, align 1, !tbaa !15
  %16 = zext i8 %15 to i32
  %17 = shl nuw nsw i32 %16, 16
  %18 = or i32 %13, %17
  %19 = getelementptr inbounds i8, i8* %0, i64 3
  %20 = load i8, i8* %19, align 1, !tbaa !15
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
  %30 = load i8, i8* %29, align 1, !tbaa !15
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

; Function Attrs: nounwind
define dso_local i64 @LZ4F_getFrameInfo(%struct.LZ4F_dctx_s* noundef %0, %struct.LZ4F_frameInfo_t* nocapture noundef writeonly %1, i8* noundef %2, i64* nocapture noundef %3) local_unnamed_addr #14 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 3
  %8 = load i32, i32* %7, align 4, !tbaa !91
  %9 = icmp ugt i32 %8, 1
  br i1 %9, label %10, label %17

10:                                               ; preds = %4
  %11 = bitcast i64* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %11) #19
  store i64 0, i64* %5, align 8, !tbaa !43
  %12 = bitcast i64* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #19
  store i64 0, i64* %6, align 8, !tbaa !43
  store i64 0, i64* %3, align 8, !tbaa !43
  %13 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 1
  %14 = bitcast %struct.LZ4F_frameInfo_t* %1 to i8*
  %15 = bitcast %struct.LZ4F_frameInfo_t* %13 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %14, i8* noundef nonnull align 8 dereferenceable(32) %15, i64 32, i1 false), !tbaa.struct !94
  %16 = call i64 @LZ4F_decompress(%struct.LZ4F_dctx_s* noundef nonnull %0, i8* noundef null, i64* noundef nonnull %5, i8* noundef null, i64* noundef nonnull %6, %struct.LZ4F_decompressOptions_t* noundef null)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #19
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11) #19
  br label %71

17:                                               ; preds = %4
  %18 = icmp eq i32 %8, 1
  br i1 %18, label %19, label %20

19:                                               ; preds = %17
  store i64 0, i64* %3, align 8, !tbaa !43
  br label %71

20:                                               ; preds = %17
  %21 = load i64, i64* %3, align 8, !tbaa !43
  %22 = icmp eq i8* %2, null
  br i1 %22, label %57, label %23

23:                                               ; preds = %20
  %24 = icmp ult i64 %21, 5
  br i1 %24, label %57, label %25

25:                                               ; preds = %23
  %26 = load i8, i8* %2, align 1, !tbaa !15
  %27 = zext i8 %26 to i32
  %28 = getelementptr inbounds i8, i8* %2, i64 1
  %29 = load i8, i8* %28, align 1, !tbaa !15
  %30 = zext i8 %29 to i32
  %31 = shl nuw nsw i32 %30, 8
  %32 = or i32 %31, %27
  %33 = getelementptr inbounds i8, i8* %2, i64 2
  %34 = load i8, i8* %33, align 1, !tbaa !15
  %35 = zext i8 %34 to i32
  %36 = shl nuw nsw i32 %35, 16
  %37 = or i32 %32, %36
  %38 = getelementptr inbounds i8, i8* %2, i64 3
  %39 = load i8, i8* %38, align 1, !tbaa !15
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
  %49 = load i8, i8* %48, align 1, !tbaa !15
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
  store i64 0, i64* %3, align 8, !tbaa !43
  br label %71

59:                                               ; preds = %47, %25
  %60 = phi i64 [ %56, %47 ], [ 8, %25 ]
  %61 = icmp ult i64 %21, %60
  br i1 %61, label %62, label %63

62:                                               ; preds = %59
  store i64 0, i64* %3, align 8, !tbaa !43
  br label %71

63:                                               ; preds = %59
  %64 = tail call fastcc i64 @LZ4F_decodeHeader(%struct.LZ4F_dctx_s* noundef nonnull %0, i8* noundef nonnull %2, i64 noundef %60)
  %65 = icmp ult i64 %64, -21
  %66 = select i1 %65, i64 %64, i64 0
  %67 = select i1 %65, i64 4, i64 %64
  store i64 %66, i64* %3, align 8, !tbaa !43
  %68 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 1
  %69 = bitcast %struct.LZ4F_frameInfo_t* %1 to i8*
  %70 = bitcast %struct.LZ4F_frameInfo_t* %68 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %69, i8* noundef nonnull align 8 dereferenceable(32) %70, i64 32, i1 false), !tbaa.struct !94
  br label %71

71:                                               ; preds = %63, %62, %57, %19, %10
  %72 = phi i64 [ %16, %10 ], [ -19, %19 ], [ %58, %57 ], [ -12, %62 ], [ %67, %63 ]
  ret i64 %72
}

; Function Attrs: nounwind
declare dso_local i64 @LZ4F_decompress(%struct.LZ4F_dctx_s* noundef, i8* noundef, i64* nocapture noundef, i8* noundef, i64* nocapture noundef, %struct.LZ4F_decompressOptions_t* noundef readonly) local_unnamed_addr #14

; Function Attrs: nounwind
define hidden fastcc i64 @LZ4F_decodeHeader(%struct.LZ4F_dctx_s* noundef writeonly %0, i8* noundef %1, i64 noundef %2) unnamed_addr #14 {
  %4 = icmp ult i64 %2, 7
  br i1 %4, label %135, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 1
  %7 = bitcast %struct.LZ4F_frameInfo_t* %6 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(32) %7, i8 0, i64 32, i1 false)
  %8 = load i8, i8* %1, align 1, !tbaa !15
  %9 = zext i8 %8 to i32
  %10 = getelementptr inbounds i8, i8* %1, i64 1
  %11 = load i8, i8* %10, align 1, !tbaa !15
  %12 = zext i8 %11 to i32
  %13 = shl nuw nsw i32 %12, 8
  %14 = or i32 %13, %9
  %15 = getelementptr inbounds i8, i8* %1, i64 2
  %16 = load i8, i8* %15, align 1, !tbaa !15
  %17 = zext i8 %16 to i32
  %18 = shl nuw nsw i32 %17, 16
  %19 = or i32 %14, %18
  %20 = getelementptr inbounds i8, i8* %1, i64 3
  %21 = load i8, i8* %20, align 1, !tbaa !15
  %22 = zext i8 %21 to i32
  %23 = shl nuw i32 %22, 24
  %24 = or i32 %19, %23
  %25 = and i32 %24, -16
  %26 = icmp eq i32 %25, 407710288
  br i1 %26, label %27, label %34

27:                                               ; preds = %5
  %28 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 1, i32 3
  store i32 1, i32* %28, align 4, !tbaa !95
  %29 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 19, i64 0
  %30 = icmp eq i8* %29, %1
  br i1 %30, label %31, label %131

31:                                               ; preds = %27
  %32 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 8
  store i64 %2, i64* %32, align 8, !tbaa !96
  %33 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 9
  store i64 8, i64* %33, align 8, !tbaa !97
  br label %131

34:                                               ; preds = %5
  %35 = icmp eq i32 %24, 407708164
  br i1 %35, label %36, label %135

36:                                               ; preds = %34
  %37 = getelementptr inbounds i8, i8* %1, i64 4
  %38 = load i8, i8* %37, align 1, !tbaa !15
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
  store i64 %2, i64* %66, align 8, !tbaa !96
  %67 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 9
  store i64 %59, i64* %67, align 8, !tbaa !97
  br label %131

68:                                               ; preds = %52
  %69 = getelementptr inbounds i8, i8* %1, i64 5
  %70 = load i8, i8* %69, align 1, !tbaa !15
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
  %82 = tail call signext i32 @XXH32(i8* noundef nonnull %37, i64 noundef %81, i32 noundef signext 0) #19
  %83 = lshr i32 %82, 8
  %84 = trunc i32 %83 to i8
  %85 = add nsw i64 %59, -1
  %86 = getelementptr inbounds i8, i8* %1, i64 %85
  %87 = load i8, i8* %86, align 1, !tbaa !15
  %88 = icmp eq i8 %87, %84
  br i1 %88, label %89, label %135

89:                                               ; preds = %80
  %90 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 1, i32 1
  store i32 %43, i32* %90, align 4, !tbaa !98
  %91 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 1, i32 6
  store i32 %41, i32* %91, align 4, !tbaa !99
  %92 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 1, i32 2
  store i32 %45, i32* %92, align 8, !tbaa !100
  %93 = getelementptr inbounds %struct.LZ4F_frameInfo_t, %struct.LZ4F_frameInfo_t* %6, i64 0, i32 0
  store i32 %73, i32* %93, align 8, !tbaa !101
  %94 = and i32 %71, 64
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %101, label %96

96:                                               ; preds = %89
  %97 = add nsw i32 %73, -4
  %98 = zext i32 %97 to i64
  %99 = getelementptr inbounds [4 x i64], [4 x i64]* @LZ4F_getBlockSize.blockSizes, i64 0, i64 %98
  %100 = load i64, i64* %99, align 8, !tbaa !43
  br label %101

101:                                              ; preds = %96, %89
  %102 = phi i64 [ %100, %96 ], [ -2, %89 ]
  %103 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 5
  store i64 %102, i64* %103, align 8, !tbaa !102
  br i1 %54, label %109, label %104

104:                                              ; preds = %101
  %105 = getelementptr inbounds i8, i8* %1, i64 6
  %106 = tail call fastcc i64 @LZ4F_readLE64(i8* noundef nonnull %105)
  %107 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 1, i32 4
  store i64 %106, i64* %107, align 8, !tbaa !103
  %108 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 4
  store i64 %106, i64* %108, align 8, !tbaa !104
  br label %109

109:                                              ; preds = %104, %101
  br i1 %56, label %131, label %110

110:                                              ; preds = %109
  %111 = getelementptr inbounds i8, i8* %1, i64 %59
  %112 = getelementptr inbounds i8, i8* %111, i64 -5
  %113 = load i8, i8* %112, align 1, !tbaa !15
  %114 = zext i8 %113 to i32
  %115 = getelementptr inbounds i8, i8* %112, i64 1
  %116 = load i8, i8* %115, align 1, !tbaa !15
  %117 = zext i8 %116 to i32
  %118 = shl nuw nsw i32 %117, 8
  %119 = or i32 %118, %114
  %120 = getelementptr inbounds i8, i8* %112, i64 2
  %121 = load i8, i8* %120, align 1, !tbaa !15
  %122 = zext i8 %121 to i32
  %123 = shl nuw nsw i32 %122, 16
  %124 = or i32 %119, %123
  %125 = getelementptr inbounds i8, i8* %112, i64 3
  %126 = load i8, i8* %125, align 1, !tbaa !15
  %127 = zext i8 %126 to i32
  %128 = shl nuw i32 %127, 24
  %129 = or i32 %124, %128
  %130 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 1, i32 5
  store i32 %129, i32* %130, align 8, !tbaa !105
  br label %131

131:                                              ; preds = %110, %109, %65, %31, %27
  %132 = phi i32 [ 1, %65 ], [ 13, %31 ], [ 12, %27 ], [ 2, %110 ], [ 2, %109 ]
  %133 = phi i64 [ %2, %65 ], [ %2, %31 ], [ 4, %27 ], [ %59, %110 ], [ %59, %109 ]
  %134 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 3
  store i32 %132, i32* %134, align 4, !tbaa !91
  br label %135

135:                                              ; preds = %131, %80, %77, %75, %68, %49, %36, %34, %3
  %136 = phi i64 [ -12, %3 ], [ -13, %34 ], [ -17, %80 ], [ -8, %36 ], [ -6, %49 ], [ -2, %75 ], [ -8, %68 ], [ -8, %77 ], [ %133, %131 ]
  ret i64 %136
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define hidden fastcc i64 @LZ4F_readLE64(i8* nocapture noundef readonly %0) unnamed_addr #18 {
  %2 = load i8, i8* %0, align 1, !tbaa !15
  %3 = zext i8 %2 to i64
  %4 = getelementptr inbounds i8, i8* %0, i64 1
  %5 = load i8, i8* %4, align 1, !tbaa !15
  %6 = zext i8 %5 to i64
  %7 = shl nuw nsw i64 %6, 8
  %8 = or i64 %7, %3
  %9 = getelementptr inbounds i8, i8* %0, i64 2
  %10 = load i8, i8* %9, align 1, !tbaa !15
  %11 = zext i8 %10 to i64
  %12 = shl nuw nsw i64 %11, 16
  %13 = or i64 %8, %12
  %14 = getelementptr inbounds i8, i8* %0, i64 3
  %15 = load i8, i8* %14, align 1, !tbaa !15
  %16 = zext i8 %15 to i64
  %17 = shl nuw nsw i64 %16, 24
  %18 = or i64 %13, %17
  %19 = getelementptr inbounds i8, i8* %0, i64 4
  %20 = load i8, i8* %19, align 1, !tbaa !15
  %21 = zext i8 %20 to i64
  %22 = shl nuw nsw i64 %21, 32
  %23 = or i64 %18, %22
  %24 = getelementptr inbounds i8, i8* %0, i64 5
  %25 = load i8, i8* %24, align 1, !tbaa !15
  %26 = zext i8 %25 to i64
  %27 = shl nuw nsw i64 %26, 40
  %28 = or i64 %23, %27
  %29 = getelementptr inbounds i8, i8* %0, i64 6
  %30 = load i8, i8* %29, align 1, !tbaa !15
  %31 = zext i8 %30 to i64
  %32 = shl nuw nsw i64 %31, 48
  %33 = add i64 %28, %32
  %34 = getelementptr inbounds i8, i8* %0, i64 7
  %35 = load i8, i8* %34, align 1, !tbaa !15
  %36 = zext i8 %35 to i64
  %37 = shl nuw i64 %36, 56
  %38 = add i64 %33, %37
  ret i64 %38
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
declare dso_local signext i32 @LZ4_sizeofStateHC() local_unnamed_addr #0

; Function Attrs: nounwind
define dso_local signext i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5) local_unnamed_addr #14 {
  %7 = alloca i32, align 4
  store i32 %3, i32* %7, align 4, !tbaa !16
  %8 = bitcast i8* %0 to %struct.LZ4HC_CCtx_internal*
  %9 = ptrtoint i8* %0 to i64
  %10 = and i64 %9, 7
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %81

12:                                               ; preds = %6
  %13 = getelementptr inbounds i8, i8* %0, i64 262183
  %14 = load i8, i8* %13, align 1, !tbaa !15
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %17, label %16

16:                                               ; preds = %12
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false) #19
  br label %33

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, i8* %0, i64 262144
  %19 = bitcast i8* %18 to i8**
  %20 = load i8*, i8** %19, align 8, !tbaa !15
  %21 = icmp eq i8* %20, null
  br i1 %21, label %29, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds i8, i8* %0, i64 262152
  %24 = bitcast i8* %23 to i8**
  %25 = load i8*, i8** %24, align 8, !tbaa !15
  %26 = ptrtoint i8* %25 to i64
  %27 = sub i64 0, %26
  %28 = getelementptr inbounds i8, i8* %20, i64 %27
  br label %29

29:                                               ; preds = %22, %17
  %30 = phi i8* [ %28, %22 ], [ null, %17 ]
  %31 = getelementptr inbounds i8, i8* %0, i64 262184
  %32 = bitcast i8* %31 to %struct.LZ4HC_CCtx_internal**
  store %struct.LZ4HC_CCtx_internal* null, %struct.LZ4HC_CCtx_internal** %32, align 8, !tbaa !15
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
  store i16 %39, i16* %41, align 4, !tbaa !15
  %42 = getelementptr inbounds i8, i8* %0, i64 262144
  %43 = bitcast i8* %42 to i8**
  %44 = getelementptr inbounds i8, i8* %0, i64 262152
  %45 = bitcast i8* %44 to i8**
  %46 = ptrtoint i8* %34 to i64
  %47 = getelementptr inbounds i8, i8* %0, i64 262168
  %48 = bitcast i8* %47 to i32*
  %49 = load i32, i32* %48, align 8, !tbaa !106
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
  store i32 %58, i32* %60, align 8, !tbaa !108
  store i8* %1, i8** %45, align 8, !tbaa !109
  store i8* %1, i8** %43, align 8, !tbaa !110
  %61 = getelementptr inbounds i8, i8* %0, i64 262160
  %62 = bitcast i8* %61 to i8**
  store i8* %1, i8** %62, align 8, !tbaa !111
  store i32 %58, i32* %48, align 8, !tbaa !106
  %63 = getelementptr inbounds i8, i8* %0, i64 262172
  %64 = bitcast i8* %63 to i32*
  store i32 %58, i32* %64, align 4, !tbaa !112
  %65 = tail call signext i32 @LZ4_compressBound(i32 noundef signext %3) #19
  %66 = icmp sgt i32 %65, %4
  %67 = getelementptr inbounds i8, i8* %0, i64 262184
  %68 = bitcast i8* %67 to %struct.LZ4HC_CCtx_internal**
  %69 = load %struct.LZ4HC_CCtx_internal*, %struct.LZ4HC_CCtx_internal** %68, align 8, !tbaa !113
  %70 = icmp eq %struct.LZ4HC_CCtx_internal* %69, null
  br i1 %66, label %71, label %76

71:                                               ; preds = %55
  br i1 %70, label %72, label %74

72:                                               ; preds = %71
  %73 = call fastcc signext i32 @LZ4HC_compress_generic_noDictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %8, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %7, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext 1) #19
  br label %81

74:                                               ; preds = %71
  %75 = call fastcc signext i32 @LZ4HC_compress_generic_dictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %8, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %7, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext 1) #19
  br label %81

76:                                               ; preds = %55
  br i1 %70, label %77, label %79

77:                                               ; preds = %76
  %78 = call fastcc signext i32 @LZ4HC_compress_generic_noDictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %8, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %7, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext 0) #19
  br label %81

79:                                               ; preds = %76
  %80 = call fastcc signext i32 @LZ4HC_compress_generic_dictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %8, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %7, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext 0) #19
  br label %81

81:                                               ; preds = %79, %77, %74, %72, %6
  %82 = phi i32 [ 0, %6 ], [ %73, %72 ], [ %75, %74 ], [ %78, %77 ], [ %80, %79 ]
  ret i32 %82
}

; Function Attrs: nounwind
declare hidden fastcc signext i32 @LZ4HC_compress_generic_noDictCtx(%struct.LZ4HC_CCtx_internal* noundef, i8* noundef, i8* noundef, i32* nocapture noundef, i32 noundef signext, i32 noundef signext, i32 noundef signext) unnamed_addr #14

; Function Attrs: nounwind
declare hidden fastcc signext i32 @LZ4HC_compress_generic_dictCtx(%struct.LZ4HC_CCtx_internal* noundef, i8* noundef, i8* noundef, i32* nocapture noundef, i32 noundef signext, i32 noundef signext, i32 noundef signext) unnamed_addr #14

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local void @LZ4_resetStreamHC_fast(%union.LZ4_streamHC_u* noundef %0, i32 noundef signext %1) local_unnamed_addr #8 {
  %3 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 10
  %4 = load i8, i8* %3, align 1, !tbaa !15
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
  %14 = load i8*, i8** %13, align 8, !tbaa !15
  %15 = icmp eq i8* %14, null
  br i1 %15, label %22, label %16

16:                                               ; preds = %12
  %17 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 3
  %18 = load i8*, i8** %17, align 8, !tbaa !15
  %19 = ptrtoint i8* %18 to i64
  %20 = sub i64 0, %19
  %21 = getelementptr inbounds i8, i8* %14, i64 %20
  store i8* %21, i8** %13, align 8, !tbaa !15
  br label %22

22:                                               ; preds = %16, %12
  %23 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 3
  store i8* null, i8** %23, align 8, !tbaa !15
  %24 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 11
  store %struct.LZ4HC_CCtx_internal* null, %struct.LZ4HC_CCtx_internal** %24, align 8, !tbaa !15
  br label %25

25:                                               ; preds = %22, %10, %6
  %26 = icmp slt i32 %1, 1
  %27 = select i1 %26, i32 9, i32 %1
  %28 = icmp ult i32 %27, 12
  %29 = select i1 %28, i32 %27, i32 12
  %30 = trunc i32 %29 to i16
  %31 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 8
  store i16 %30, i16* %31, align 4, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn writeonly
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
  store i16 9, i16* %13, align 4, !tbaa !15
  br label %14

14:                                               ; preds = %10, %2
  %15 = phi %union.LZ4_streamHC_u* [ %11, %10 ], [ null, %2 ]
  ret %union.LZ4_streamHC_u* %15
}

; Function Attrs: nounwind
define dso_local signext i32 @LZ4_compress_HC(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4) local_unnamed_addr #14 {
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
  store i16 9, i16* %14, align 4, !tbaa !15
  %15 = tail call signext i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %6, i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4) #19
  br label %16

16:                                               ; preds = %12, %8
  %17 = phi i32 [ %15, %12 ], [ 0, %8 ]
  tail call void @free(i8* noundef nonnull %6) #19
  br label %18

18:                                               ; preds = %16, %5
  %19 = phi i32 [ %17, %16 ], [ 0, %5 ]
  ret i32 %19
}

; Function Attrs: nounwind
define dso_local signext i32 @LZ4_compress_HC_destSize(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32* nocapture noundef %3, i32 noundef signext %4, i32 noundef signext %5) local_unnamed_addr #14 {
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
  store i32 65536, i32* %23, align 8, !tbaa !108
  store i8* %1, i8** %19, align 8, !tbaa !109
  store i8* %1, i8** %17, align 8, !tbaa !110
  %24 = getelementptr inbounds i8, i8* %0, i64 262160
  %25 = bitcast i8* %24 to i8**
  store i8* %1, i8** %25, align 8, !tbaa !111
  store i32 65536, i32* %21, align 8, !tbaa !106
  %26 = getelementptr inbounds i8, i8* %0, i64 262172
  %27 = bitcast i8* %26 to i32*
  store i32 65536, i32* %27, align 4, !tbaa !112
  %28 = icmp slt i32 %5, 1
  %29 = select i1 %28, i32 9, i32 %5
  %30 = icmp ult i32 %29, 12
  %31 = select i1 %30, i32 %29, i32 12
  %32 = trunc i32 %31 to i16
  store i16 %32, i16* %14, align 4, !tbaa !15
  %33 = tail call fastcc signext i32 @LZ4HC_compress_generic_noDictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %15, i8* noundef %1, i8* noundef %2, i32* noundef %3, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext 2) #19
  br label %34

34:                                               ; preds = %12, %6
  %35 = phi i32 [ %33, %12 ], [ 0, %6 ]
  ret i32 %35
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @LZ4_setCompressionLevel(%union.LZ4_streamHC_u* nocapture noundef writeonly %0, i32 noundef signext %1) local_unnamed_addr #12 {
  %3 = icmp slt i32 %1, 1
  %4 = select i1 %3, i32 9, i32 %1
  %5 = icmp ult i32 %4, 12
  %6 = select i1 %5, i32 %4, i32 12
  %7 = trunc i32 %6 to i16
  %8 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 8
  store i16 %7, i16* %8, align 4, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn
define dso_local noalias %union.LZ4_streamHC_u* @LZ4_createStreamHC() local_unnamed_addr #6 {
  %1 = tail call noalias dereferenceable_or_null(262200) i8* @calloc(i64 noundef 1, i64 noundef 262200) #19
  %2 = bitcast i8* %1 to %union.LZ4_streamHC_u*
  %3 = icmp eq i8* %1, null
  br i1 %3, label %6, label %4

4:                                                ; preds = %0
  %5 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %2, i64 0, i32 0, i32 8
  store i16 9, i16* %5, align 4, !tbaa !15
  br label %6

6:                                                ; preds = %4, %0
  %7 = phi %union.LZ4_streamHC_u* [ %2, %4 ], [ null, %0 ]
  ret %union.LZ4_streamHC_u* %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
declare dso_local void @LZ4_favorDecompressionSpeed(%union.LZ4_streamHC_u* nocapture noundef writeonly, i32 noundef signext) local_unnamed_addr #12

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @LZ4_loadDictHC(%union.LZ4_streamHC_u* noundef %0, i8* noundef %1, i32 noundef signext %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 65536
  %5 = sext i32 %2 to i64
  %6 = add nsw i64 %5, -65536
  %7 = select i1 %4, i32 65536, i32 %2
  %8 = select i1 %4, i64 %6, i64 0
  %9 = getelementptr i8, i8* %1, i64 %8
  %10 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 8
  %11 = load i16, i16* %10, align 4, !tbaa !114
  %12 = icmp ne %union.LZ4_streamHC_u* %0, null
  %13 = ptrtoint %union.LZ4_streamHC_u* %0 to i64
  %14 = and i64 %13, 7
  %15 = icmp eq i64 %14, 0
  %16 = and i1 %12, %15
  br i1 %16, label %29, label %17

17:                                               ; preds = %3
  %18 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 2
  %19 = load i8*, i8** %18, align 8, !tbaa !110
  %20 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 3
  %21 = load i8*, i8** %20, align 8, !tbaa !109
  %22 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 5
  %23 = load i32, i32* %22, align 8, !tbaa !106
  %24 = ptrtoint i8* %19 to i64
  %25 = ptrtoint i8* %21 to i64
  %26 = sub i64 %24, %25
  %27 = zext i32 %23 to i64
  %28 = add i64 %26, %27
  br label %31

29:                                               ; preds = %3
  %30 = bitcast %union.LZ4_streamHC_u* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %30, i8 0, i64 262192, i1 false) #19
  br label %31

31:                                               ; preds = %29, %17
  %32 = phi i64 [ %28, %17 ], [ 0, %29 ]
  %33 = icmp slt i16 %11, 1
  %34 = select i1 %33, i16 9, i16 %11
  %35 = icmp ult i16 %34, 12
  %36 = select i1 %35, i16 %34, i16 12
  store i16 %36, i16* %10, align 4, !tbaa !15
  %37 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 2
  %38 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 3
  %39 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 5
  %40 = icmp ugt i64 %32, 1073741824
  br i1 %40, label %41, label %45

41:                                               ; preds = %31
  %42 = bitcast %union.LZ4_streamHC_u* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(131072) %42, i8 0, i64 131072, i1 false) #19
  %43 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 1, i64 0
  %44 = bitcast i16* %43 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(131072) %44, i8 -1, i64 131072, i1 false) #19
  br label %45

45:                                               ; preds = %41, %31
  %46 = phi i64 [ 0, %41 ], [ %32, %31 ]
  %47 = trunc i64 %46 to i32
  %48 = add nuw nsw i32 %47, 65536
  %49 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 7
  store i32 %48, i32* %49, align 8, !tbaa !108
  store i8* %9, i8** %38, align 8, !tbaa !109
  %50 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 4
  store i8* %9, i8** %50, align 8, !tbaa !111
  store i32 %48, i32* %39, align 8, !tbaa !106
  %51 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 6
  store i32 %48, i32* %51, align 4, !tbaa !112
  %52 = sext i32 %7 to i64
  %53 = getelementptr inbounds i8, i8* %9, i64 %52
  store i8* %53, i8** %37, align 8, !tbaa !110
  %54 = icmp sgt i32 %7, 3
  br i1 %54, label %55, label %88

55:                                               ; preds = %45
  %56 = getelementptr inbounds i8, i8* %53, i64 -3
  %57 = ptrtoint i8* %56 to i64
  %58 = ptrtoint i8* %9 to i64
  %59 = sub i64 %57, %58
  %60 = trunc i64 %59 to i32
  %61 = add i32 %48, %60
  %62 = icmp ult i32 %48, %61
  br i1 %62, label %63, label %87

63:                                               ; preds = %55
  %64 = zext i32 %48 to i64
  %65 = sub nsw i64 0, %64
  %66 = zext i32 %61 to i64
  %67 = getelementptr inbounds i8, i8* %9, i64 %65
  br label %68

68:                                               ; preds = %68, %63
  %69 = phi i64 [ %64, %63 ], [ %85, %68 ]
  %70 = getelementptr inbounds i8, i8* %67, i64 %69
  %71 = bitcast i8* %70 to i32*
  %72 = load i32, i32* %71, align 1, !tbaa !15
  %73 = mul i32 %72, -1640531535
  %74 = lshr i32 %73, 17
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 0, i64 %75
  %77 = load i32, i32* %76, align 4, !tbaa !16
  %78 = trunc i64 %69 to i32
  %79 = sub i32 %78, %77
  %80 = icmp ult i32 %79, 65535
  %81 = select i1 %80, i32 %79, i32 65535
  %82 = trunc i32 %81 to i16
  %83 = and i64 %69, 65535
  %84 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 1, i64 %83
  store i16 %82, i16* %84, align 2, !tbaa !115
  store i32 %78, i32* %76, align 4, !tbaa !16
  %85 = add nuw nsw i64 %69, 1
  %86 = icmp eq i64 %85, %66
  br i1 %86, label %87, label %68, !llvm.loop !116

87:                                               ; preds = %68, %55
  store i32 %61, i32* %49, align 8, !tbaa !108
  br label %88

88:                                               ; preds = %87, %45
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
declare dso_local void @LZ4_attach_HC_dictionary(%union.LZ4_streamHC_u* nocapture noundef writeonly, %union.LZ4_streamHC_u* noundef) local_unnamed_addr #12

; Function Attrs: nounwind
declare dso_local signext i32 @LZ4_compress_HC_continue(%union.LZ4_streamHC_u* noundef, i8* noundef, i8* noundef, i32 noundef signext, i32 noundef signext) local_unnamed_addr #14

; Function Attrs: nounwind
define hidden fastcc signext i32 @LZ4_compressHC_continue_generic(%union.LZ4_streamHC_u* noundef %0, i8* noundef %1, i8* noundef %2, i32* nocapture noundef %3, i32 noundef signext %4, i32 noundef signext %5) unnamed_addr #14 {
  %7 = getelementptr %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0
  %8 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 3
  %9 = load i8*, i8** %8, align 8, !tbaa !109
  %10 = icmp eq i8* %9, null
  %11 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 2
  %12 = load i8*, i8** %11, align 8, !tbaa !110
  br i1 %10, label %16, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 5
  %15 = load i32, i32* %14, align 8, !tbaa !106
  br label %34

16:                                               ; preds = %6
  %17 = ptrtoint i8* %12 to i64
  %18 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 5
  %19 = load i32, i32* %18, align 8, !tbaa !106
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
  store i32 %30, i32* %31, align 8, !tbaa !108
  store i8* %1, i8** %8, align 8, !tbaa !109
  store i8* %1, i8** %11, align 8, !tbaa !110
  %32 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 4
  store i8* %1, i8** %32, align 8, !tbaa !111
  store i32 %30, i32* %18, align 8, !tbaa !106
  %33 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 6
  store i32 %30, i32* %33, align 4, !tbaa !112
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
  %52 = tail call signext i32 @LZ4_loadDictHC(%union.LZ4_streamHC_u* noundef nonnull %0, i8* noundef %50, i32 noundef signext %51)
  %53 = load i8*, i8** %38, align 8, !tbaa !110
  br label %54

54:                                               ; preds = %46, %34
  %55 = phi i8* [ %53, %46 ], [ %37, %34 ]
  %56 = icmp eq i8* %55, %1
  br i1 %56, label %57, label %63

57:                                               ; preds = %54
  %58 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 4
  %59 = load i8*, i8** %58, align 8, !tbaa !111
  %60 = load i32, i32* %42, align 8, !tbaa !106
  %61 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 6
  %62 = load i32, i32* %61, align 4, !tbaa !112
  br label %117

63:                                               ; preds = %54
  %64 = load i8*, i8** %8, align 8, !tbaa !109
  %65 = getelementptr inbounds i8, i8* %64, i64 4
  %66 = icmp ult i8* %55, %65
  br i1 %66, label %67, label %70

67:                                               ; preds = %63
  %68 = load i32, i32* %42, align 8, !tbaa !106
  %69 = ptrtoint i8* %64 to i64
  br label %106

70:                                               ; preds = %63
  %71 = getelementptr inbounds i8, i8* %55, i64 -3
  %72 = load i32, i32* %42, align 8, !tbaa !106
  %73 = ptrtoint i8* %71 to i64
  %74 = ptrtoint i8* %64 to i64
  %75 = sub i64 %73, %74
  %76 = trunc i64 %75 to i32
  %77 = add i32 %72, %76
  %78 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 7
  %79 = load i32, i32* %78, align 8, !tbaa !108
  %80 = icmp ult i32 %79, %77
  br i1 %80, label %81, label %106

81:                                               ; preds = %70
  %82 = zext i32 %72 to i64
  %83 = sub nsw i64 0, %82
  %84 = zext i32 %79 to i64
  %85 = zext i32 %77 to i64
  %86 = getelementptr inbounds i8, i8* %64, i64 %83
  br label %87

87:                                               ; preds = %87, %81
  %88 = phi i64 [ %84, %81 ], [ %104, %87 ]
  %89 = getelementptr inbounds i8, i8* %86, i64 %88
  %90 = bitcast i8* %89 to i32*
  %91 = load i32, i32* %90, align 1, !tbaa !15
  %92 = mul i32 %91, -1640531535
  %93 = lshr i32 %92, 17
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 0, i64 %94
  %96 = load i32, i32* %95, align 4, !tbaa !16
  %97 = trunc i64 %88 to i32
  %98 = sub i32 %97, %96
  %99 = icmp ult i32 %98, 65535
  %100 = select i1 %99, i32 %98, i32 65535
  %101 = trunc i32 %100 to i16
  %102 = and i64 %88, 65535
  %103 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 1, i64 %102
  store i16 %101, i16* %103, align 2, !tbaa !115
  store i32 %97, i32* %95, align 4, !tbaa !16
  %104 = add nuw nsw i64 %88, 1
  %105 = icmp eq i64 %104, %85
  br i1 %105, label %106, label %87, !llvm.loop !116

106:                                              ; preds = %87, %70, %67
  %107 = phi i64 [ %69, %67 ], [ %74, %70 ], [ %74, %87 ]
  %108 = phi i32 [ %68, %67 ], [ %72, %70 ], [ %72, %87 ]
  %109 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 6
  store i32 %108, i32* %109, align 4, !tbaa !112
  %110 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 4
  store i8* %64, i8** %110, align 8, !tbaa !111
  %111 = ptrtoint i8* %55 to i64
  %112 = sub i64 %111, %107
  %113 = trunc i64 %112 to i32
  %114 = add i32 %108, %113
  store i32 %114, i32* %42, align 8, !tbaa !106
  store i8* %1, i8** %8, align 8, !tbaa !109
  store i8* %1, i8** %38, align 8, !tbaa !110
  %115 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 7
  store i32 %114, i32* %115, align 8, !tbaa !108
  %116 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 11
  store %struct.LZ4HC_CCtx_internal* null, %struct.LZ4HC_CCtx_internal** %116, align 8, !tbaa !113
  br label %117

117:                                              ; preds = %106, %57
  %118 = phi i32 [ %62, %57 ], [ %108, %106 ]
  %119 = phi i32 [ %60, %57 ], [ %114, %106 ]
  %120 = phi i8* [ %59, %57 ], [ %64, %106 ]
  %121 = load i32, i32* %3, align 4, !tbaa !16
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds i8, i8* %1, i64 %122
  %124 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 4
  %125 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 6
  %126 = sub i32 %119, %118
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds i8, i8* %120, i64 %127
  %129 = icmp ugt i8* %123, %120
  %130 = icmp ugt i8* %128, %1
  %131 = select i1 %129, i1 %130, i1 false
  br i1 %131, label %132, label %146

132:                                              ; preds = %117
  %133 = icmp ugt i8* %123, %128
  %134 = select i1 %133, i8* %128, i8* %123
  %135 = ptrtoint i8* %134 to i64
  %136 = ptrtoint i8* %120 to i64
  %137 = sub i64 %135, %136
  %138 = trunc i64 %137 to i32
  %139 = add i32 %118, %138
  store i32 %139, i32* %125, align 4, !tbaa !112
  %140 = and i64 %137, 4294967295
  %141 = getelementptr inbounds i8, i8* %120, i64 %140
  store i8* %141, i8** %124, align 8, !tbaa !111
  %142 = sub i32 %119, %139
  %143 = icmp ult i32 %142, 4
  br i1 %143, label %144, label %146

144:                                              ; preds = %132
  store i32 %119, i32* %125, align 4, !tbaa !112
  %145 = load i8*, i8** %8, align 8, !tbaa !109
  store i8* %145, i8** %124, align 8, !tbaa !111
  br label %146

146:                                              ; preds = %144, %132, %117
  %147 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 8
  %148 = load i16, i16* %147, align 4, !tbaa !114
  %149 = sext i16 %148 to i32
  %150 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 11
  %151 = load %struct.LZ4HC_CCtx_internal*, %struct.LZ4HC_CCtx_internal** %150, align 8, !tbaa !113
  %152 = icmp eq %struct.LZ4HC_CCtx_internal* %151, null
  br i1 %152, label %153, label %155

153:                                              ; preds = %146
  %154 = tail call fastcc signext i32 @LZ4HC_compress_generic_noDictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %7, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %3, i32 noundef signext %4, i32 noundef signext %149, i32 noundef signext %5) #19
  br label %157

155:                                              ; preds = %146
  %156 = tail call fastcc signext i32 @LZ4HC_compress_generic_dictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %7, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %3, i32 noundef signext %4, i32 noundef signext %149, i32 noundef signext %5) #19
  br label %157

157:                                              ; preds = %155, %153
  %158 = phi i32 [ %154, %153 ], [ %156, %155 ]
  ret i32 %158
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare dso_local signext i32 @LZ4_saveDictHC(%union.LZ4_streamHC_u* nocapture noundef, i8* noundef, i32 noundef signext) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local signext i32 @LZ4_compressHC_limitedOutput(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %3) local_unnamed_addr #14 {
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
  store i16 9, i16* %13, align 4, !tbaa !15
  %14 = tail call signext i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %5, i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext 0) #19
  br label %15

15:                                               ; preds = %11, %7
  %16 = phi i32 [ %14, %11 ], [ 0, %7 ]
  tail call void @free(i8* noundef nonnull %5) #19
  br label %17

17:                                               ; preds = %15, %4
  %18 = phi i32 [ %16, %15 ], [ 0, %4 ]
  ret i32 %18
}

; Function Attrs: nounwind
define dso_local signext i32 @LZ4_compressHC2(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %3) local_unnamed_addr #14 {
  %5 = tail call signext i32 @LZ4_compressBound(i32 noundef signext %2) #19
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
  store i16 9, i16* %14, align 4, !tbaa !15
  %15 = tail call signext i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %6, i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %5, i32 noundef signext %3) #19
  br label %16

16:                                               ; preds = %12, %8
  %17 = phi i32 [ %15, %12 ], [ 0, %8 ]
  tail call void @free(i8* noundef nonnull %6) #19
  br label %18

18:                                               ; preds = %16, %4
  %19 = phi i32 [ %17, %16 ], [ 0, %4 ]
  ret i32 %19
}

; Function Attrs: nounwind
define dso_local signext i32 @LZ4_compressHC2_limitedOutput(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4) local_unnamed_addr #14 {
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
  store i16 9, i16* %14, align 4, !tbaa !15
  %15 = tail call signext i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %6, i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %3, i32 noundef signext %4) #19
  br label %16

16:                                               ; preds = %12, %8
  %17 = phi i32 [ %15, %12 ], [ 0, %8 ]
  tail call void @free(i8* noundef nonnull %6) #19
  br label %18

18:                                               ; preds = %16, %5
  %19 = phi i32 [ %17, %16 ], [ 0, %5 ]
  ret i32 %19
}

; Function Attrs: nounwind
define dso_local signext i32 @LZ4_compressHC_withStateHC(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3) local_unnamed_addr #14 {
  %5 = tail call signext i32 @LZ4_compressBound(i32 noundef signext %3) #19
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
  store i16 9, i16* %13, align 4, !tbaa !15
  %14 = tail call signext i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %5, i32 noundef signext 0) #19
  br label %15

15:                                               ; preds = %11, %4
  %16 = phi i32 [ %14, %11 ], [ 0, %4 ]
  ret i32 %16
}

; Function Attrs: nounwind
define dso_local signext i32 @LZ4_compressHC_limitedOutput_withStateHC(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4) local_unnamed_addr #14 {
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
  store i16 9, i16* %13, align 4, !tbaa !15
  %14 = tail call signext i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext 0) #19
  br label %15

15:                                               ; preds = %11, %5
  %16 = phi i32 [ %14, %11 ], [ 0, %5 ]
  ret i32 %16
}

; Function Attrs: nounwind
define dso_local signext i32 @LZ4_compressHC2_withStateHC(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4) local_unnamed_addr #14 {
  %6 = tail call signext i32 @LZ4_compressBound(i32 noundef signext %3) #19
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
  store i16 9, i16* %14, align 4, !tbaa !15
  %15 = tail call signext i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %6, i32 noundef signext %4) #19
  br label %16

16:                                               ; preds = %12, %5
  %17 = phi i32 [ %15, %12 ], [ 0, %5 ]
  ret i32 %17
}

; Function Attrs: nounwind
define dso_local signext i32 @LZ4_compressHC_continue(%union.LZ4_streamHC_u* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3) local_unnamed_addr #14 {
  %5 = alloca i32, align 4
  %6 = tail call signext i32 @LZ4_compressBound(i32 noundef signext %3) #19
  %7 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7)
  store i32 %3, i32* %5, align 4, !tbaa !16
  %8 = tail call signext i32 @LZ4_compressBound(i32 noundef signext %3) #19
  %9 = icmp sgt i32 %8, %6
  %10 = zext i1 %9 to i32
  %11 = call fastcc signext i32 @LZ4_compressHC_continue_generic(%union.LZ4_streamHC_u* noundef %0, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %5, i32 noundef signext %6, i32 noundef signext %10) #19
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7)
  ret i32 %11
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local signext i32 @LZ4_resetStreamStateHC(i8* noundef %0, i8* noundef %1) local_unnamed_addr #8 {
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
  store i16 9, i16* %10, align 4, !tbaa !15
  %11 = getelementptr inbounds i8, i8* %0, i64 262144
  %12 = bitcast i8* %11 to i8**
  %13 = getelementptr inbounds i8, i8* %0, i64 262152
  %14 = bitcast i8* %13 to i8**
  %15 = getelementptr inbounds i8, i8* %0, i64 262168
  %16 = bitcast i8* %15 to i32*
  %17 = getelementptr inbounds i8, i8* %0, i64 262176
  %18 = bitcast i8* %17 to i32*
  store i32 65536, i32* %18, align 8, !tbaa !108
  store i8* %1, i8** %14, align 8, !tbaa !109
  store i8* %1, i8** %12, align 8, !tbaa !110
  %19 = getelementptr inbounds i8, i8* %0, i64 262160
  %20 = bitcast i8* %19 to i8**
  store i8* %1, i8** %20, align 8, !tbaa !111
  store i32 65536, i32* %16, align 8, !tbaa !106
  %21 = getelementptr inbounds i8, i8* %0, i64 262172
  %22 = bitcast i8* %21 to i32*
  store i32 65536, i32* %22, align 4, !tbaa !112
  br label %23

23:                                               ; preds = %8, %2
  %24 = phi i32 [ 0, %8 ], [ 1, %2 ]
  ret i32 %24
}

; Function Attrs: nounwind
define dso_local signext i32 @LZ4_compressHC2_continue(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4) local_unnamed_addr #14 {
  %6 = alloca i32, align 4
  store i32 %3, i32* %6, align 4, !tbaa !16
  %7 = bitcast i8* %0 to %struct.LZ4HC_CCtx_internal*
  %8 = getelementptr inbounds i8, i8* %0, i64 262184
  %9 = bitcast i8* %8 to %struct.LZ4HC_CCtx_internal**
  %10 = load %struct.LZ4HC_CCtx_internal*, %struct.LZ4HC_CCtx_internal** %9, align 8, !tbaa !113
  %11 = icmp eq %struct.LZ4HC_CCtx_internal* %10, null
  br i1 %11, label %12, label %14

12:                                               ; preds = %5
  %13 = call fastcc signext i32 @LZ4HC_compress_generic_noDictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %7, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %6, i32 noundef signext 0, i32 noundef signext %4, i32 noundef signext 0) #19
  br label %16

14:                                               ; preds = %5
  %15 = call fastcc signext i32 @LZ4HC_compress_generic_dictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %7, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %6, i32 noundef signext 0, i32 noundef signext %4, i32 noundef signext 0) #19
  br label %16

16:                                               ; preds = %14, %12
  %17 = phi i32 [ %13, %12 ], [ %15, %14 ]
  ret i32 %17
}

; Function Attrs: nounwind
define dso_local signext i32 @LZ4_compressHC2_limitedOutput_continue(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5) local_unnamed_addr #14 {
  %7 = alloca i32, align 4
  store i32 %3, i32* %7, align 4, !tbaa !16
  %8 = bitcast i8* %0 to %struct.LZ4HC_CCtx_internal*
  %9 = getelementptr inbounds i8, i8* %0, i64 262184
  %10 = bitcast i8* %9 to %struct.LZ4HC_CCtx_internal**
  %11 = load %struct.LZ4HC_CCtx_internal*, %struct.LZ4HC_CCtx_internal** %10, align 8, !tbaa !113
  %12 = icmp eq %struct.LZ4HC_CCtx_internal* %11, null
  br i1 %12, label %13, label %15

13:                                               ; preds = %6
  %14 = call fastcc signext i32 @LZ4HC_compress_generic_noDictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %8, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %7, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext 1) #19
  br label %17

15:                                               ; preds = %6
  %16 = call fastcc signext i32 @LZ4HC_compress_generic_dictCtx(%struct.LZ4HC_CCtx_internal* noundef nonnull %8, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %7, i32 noundef signext %4, i32 noundef signext %5, i32 noundef signext 1) #19
  br label %17

17:                                               ; preds = %15, %13
  %18 = phi i32 [ %14, %13 ], [ %16, %15 ]
  ret i32 %18
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local i8* @LZ4_slideInputBufferHC(i8* noundef %0) local_unnamed_addr #8 {
  %2 = getelementptr inbounds i8, i8* %0, i64 262152
  %3 = bitcast i8* %2 to i8**
  %4 = load i8*, i8** %3, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, i8* %0, i64 262168
  %6 = bitcast i8* %5 to i32*
  %7 = load i32, i32* %6, align 8, !tbaa !15
  %8 = getelementptr inbounds i8, i8* %0, i64 262172
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4, !tbaa !15
  %11 = getelementptr inbounds i8, i8* %0, i64 262180
  %12 = bitcast i8* %11 to i16*
  %13 = load i16, i16* %12, align 4, !tbaa !15
  %14 = getelementptr inbounds i8, i8* %0, i64 262183
  %15 = load i8, i8* %14, align 1, !tbaa !15
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %22, label %17

17:                                               ; preds = %1
  %18 = ptrtoint i8* %0 to i64
  %19 = and i64 %18, 7
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %21, label %34

21:                                               ; preds = %17
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false) #19
  br label %34

22:                                               ; preds = %1
  %23 = getelementptr inbounds i8, i8* %0, i64 262144
  %24 = bitcast i8* %23 to i8**
  %25 = load i8*, i8** %24, align 8, !tbaa !15
  %26 = icmp eq i8* %25, null
  br i1 %26, label %31, label %27

27:                                               ; preds = %22
  %28 = ptrtoint i8* %4 to i64
  %29 = sub i64 0, %28
  %30 = getelementptr inbounds i8, i8* %25, i64 %29
  store i8* %30, i8** %24, align 8, !tbaa !15
  br label %31

31:                                               ; preds = %27, %22
  store i8* null, i8** %3, align 8, !tbaa !15
  %32 = getelementptr inbounds i8, i8* %0, i64 262184
  %33 = bitcast i8* %32 to %struct.LZ4HC_CCtx_internal**
  store %struct.LZ4HC_CCtx_internal* null, %struct.LZ4HC_CCtx_internal** %33, align 8, !tbaa !15
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
  store i16 %43, i16* %12, align 4, !tbaa !15
  ret i8* %39
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #1 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { mustprogress nofree nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #5 = { argmemonly nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #8 = { mustprogress nofree nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #9 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #11 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #12 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #13 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #14 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #15 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #16 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #17 = { mustprogress nofree nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #18 = { mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #19 = { nounwind }

!llvm.ident = !{!0, !0, !0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, !"target-abi", !"lp64d"}
!3 = !{i32 7, !"PIC Level", i32 2}
!4 = !{i32 7, !"PIE Level", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!7, !11, i64 16404}
!7 = !{!"LZ4_stream_t_internal", !8, i64 0, !10, i64 16384, !10, i64 16392, !11, i64 16400, !11, i64 16404, !11, i64 16408}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!7, !11, i64 16400}
!13 = !{!7, !11, i64 16408}
!14 = !{!7, !10, i64 16384}
!15 = !{!8, !8, i64 0}
!16 = !{!11, !11, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!10, !10, i64 0}
!20 = distinct !{!20, !18}
!21 = !{!"branch_weights", i32 1, i32 2000}
!22 = !{!"branch_weights", i32 2000, i32 1}
!23 = !{!"branch_weights", i32 4001, i32 1}
!24 = distinct !{!24, !18}
!25 = !{!"branch_weights", i32 2002, i32 2000}
!26 = distinct !{!26, !18}
!27 = !{!"branch_weights", i32 1, i32 4001}
!28 = distinct !{!28, !18}
!29 = distinct !{!29, !18}
!30 = distinct !{!30, !18}
!31 = distinct !{!31, !18}
!32 = !{!33, !34, i64 24}
!33 = !{!"", !10, i64 0, !10, i64 8, !34, i64 16, !34, i64 24}
!34 = !{!"long", !8, i64 0}
!35 = !{!33, !10, i64 0}
!36 = !{!33, !34, i64 16}
!37 = !{!33, !10, i64 8}
!38 = !{i64 0, i64 4, !15, i64 4, i64 4, !15, i64 8, i64 4, !15, i64 12, i64 4, !15, i64 16, i64 8, !39, i64 24, i64 4, !16, i64 28, i64 4, !15, i64 32, i64 4, !16, i64 36, i64 4, !16, i64 40, i64 4, !16, i64 44, i64 12, !15}
!39 = !{!40, !40, i64 0}
!40 = !{!"long long", !8, i64 0}
!41 = !{i64 0, i64 4, !15, i64 4, i64 4, !15, i64 8, i64 8, !39, i64 16, i64 4, !16, i64 20, i64 4, !15, i64 24, i64 4, !16, i64 28, i64 4, !16, i64 32, i64 4, !16, i64 36, i64 12, !15}
!42 = !{i64 0, i64 4, !15, i64 4, i64 4, !16, i64 8, i64 4, !16, i64 12, i64 4, !16, i64 16, i64 12, !15}
!43 = !{!34, !34, i64 0}
!44 = !{!45, !40, i64 16}
!45 = !{!"", !46, i64 0, !11, i64 32, !11, i64 36, !11, i64 40, !8, i64 44}
!46 = !{!"", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !40, i64 16, !11, i64 24, !8, i64 28}
!47 = !{!45, !8, i64 0}
!48 = distinct !{!48, !18}
!49 = !{!45, !11, i64 36}
!50 = !{!45, !8, i64 4}
!51 = !{!52, !11, i64 0}
!52 = !{!"", !11, i64 0, !8, i64 4}
!53 = !{!54, !8, i64 40}
!54 = !{!"LZ4F_cctx_s", !55, i64 0, !45, i64 32, !11, i64 88, !11, i64 92, !10, i64 96, !34, i64 104, !34, i64 112, !10, i64 120, !10, i64 128, !34, i64 136, !34, i64 144, !56, i64 152, !10, i64 200, !57, i64 208, !57, i64 210, !8, i64 212}
!55 = !{!"", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24}
!56 = !{!"XXH32_state_s", !11, i64 0, !11, i64 4, !11, i64 8, !11, i64 12, !11, i64 16, !11, i64 20, !8, i64 24, !11, i64 40, !11, i64 44}
!57 = !{!"short", !8, i64 0}
!58 = !{!54, !11, i64 92}
!59 = !{!54, !34, i64 112}
!60 = !{!54, !40, i64 48}
!61 = !{!54, !34, i64 144}
!62 = !{!54, !11, i64 64}
!63 = !{!54, !57, i64 208}
!64 = !{!54, !10, i64 200}
!65 = !{i64 0, i64 8, !19, i64 8, i64 8, !19}
!66 = !{i64 0, i64 8, !19}
!67 = !{!54, !57, i64 210}
!68 = !{!54, !8, i64 32}
!69 = !{!54, !34, i64 104}
!70 = !{!54, !8, i64 36}
!71 = !{!54, !10, i64 120}
!72 = !{i64 0, i64 8, !19, i64 8, i64 8, !19, i64 16, i64 8, !19, i64 24, i64 8, !19}
!73 = !{i64 0, i64 8, !19, i64 8, i64 8, !19, i64 16, i64 8, !19}
!74 = !{!54, !10, i64 128}
!75 = !{!54, !34, i64 136}
!76 = !{!54, !10, i64 96}
!77 = !{!78, !10, i64 40}
!78 = !{!"LZ4F_CDict_s", !55, i64 0, !10, i64 32, !10, i64 40, !10, i64 48}
!79 = !{!78, !10, i64 48}
!80 = !{!45, !11, i64 32}
!81 = !{!45, !11, i64 40}
!82 = !{!54, !8, i64 60}
!83 = !{!54, !11, i64 56}
!84 = !{!54, !8, i64 212}
!85 = !{!54, !11, i64 88}
!86 = !{!78, !10, i64 32}
!87 = !{!45, !8, i64 28}
!88 = !{!45, !8, i64 8}
!89 = !{!90, !11, i64 64}
!90 = !{!"LZ4F_dctx_s", !55, i64 0, !46, i64 32, !11, i64 64, !8, i64 68, !34, i64 72, !34, i64 80, !34, i64 88, !10, i64 96, !34, i64 104, !34, i64 112, !10, i64 120, !10, i64 128, !34, i64 136, !10, i64 144, !34, i64 152, !34, i64 160, !56, i64 168, !56, i64 216, !11, i64 264, !8, i64 268}
!91 = !{!90, !8, i64 68}
!92 = !{!90, !10, i64 96}
!93 = !{!90, !10, i64 120}
!94 = !{i64 0, i64 4, !15, i64 4, i64 4, !15, i64 8, i64 4, !15, i64 12, i64 4, !15, i64 16, i64 8, !39, i64 24, i64 4, !16, i64 28, i64 4, !15}
!95 = !{!90, !8, i64 44}
!96 = !{!90, !34, i64 104}
!97 = !{!90, !34, i64 112}
!98 = !{!90, !8, i64 36}
!99 = !{!90, !8, i64 60}
!100 = !{!90, !8, i64 40}
!101 = !{!90, !8, i64 32}
!102 = !{!90, !34, i64 80}
!103 = !{!90, !40, i64 48}
!104 = !{!90, !34, i64 72}
!105 = !{!90, !11, i64 56}
!106 = !{!107, !11, i64 262168}
!107 = !{!"LZ4HC_CCtx_internal", !8, i64 0, !8, i64 131072, !10, i64 262144, !10, i64 262152, !10, i64 262160, !11, i64 262168, !11, i64 262172, !11, i64 262176, !57, i64 262180, !8, i64 262182, !8, i64 262183, !10, i64 262184}
!108 = !{!107, !11, i64 262176}
!109 = !{!107, !10, i64 262152}
!110 = !{!107, !10, i64 262144}
!111 = !{!107, !10, i64 262160}
!112 = !{!107, !11, i64 262172}
!113 = !{!107, !10, i64 262184}
!114 = !{!107, !57, i64 262180}
!115 = !{!57, !57, i64 0}
!116 = distinct !{!116, !18}
