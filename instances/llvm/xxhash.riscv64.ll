; ModuleID = '/tmp/tmpqgxc_g9h/xxhash.ll'
source_filename = "llvm-link"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.XXH32_state_s = type { i32, i32, [4 x i32], [4 x i32], i32, i32 }
%struct.XXH64_state_s = type { i64, [4 x i64], [4 x i64], i32, i32, i64 }
%struct.XXH3_state_s = type { [8 x i64], [192 x i8], [256 x i8], i32, i32, i64, i64, i64, i64, i64, i64, i8* }
%struct.XXH128_hash_t = type { i64, i64 }
%struct.XXH128_canonical_t = type { [16 x i8] }

@XXH3_kSecret = external hidden constant [192 x i8], align 64

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #0

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local signext i32 @XXH32_reset(%struct.XXH32_state_s* noundef writeonly %0, i32 noundef signext %1) local_unnamed_addr #5 {
  %3 = icmp ne %struct.XXH32_state_s* %0, null
  tail call void @llvm.assume(i1 %3)
  %4 = bitcast %struct.XXH32_state_s* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(48) %4, i8 0, i64 48, i1 false)
  %5 = add i32 %1, 606290984
  %6 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 0
  store i32 %5, i32* %6, align 4, !tbaa !6
  %7 = add i32 %1, -2048144777
  %8 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 1
  store i32 %7, i32* %8, align 4, !tbaa !6
  %9 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 2
  store i32 %1, i32* %9, align 4, !tbaa !6
  %10 = add i32 %1, 1640531535
  %11 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 3
  store i32 %10, i32* %11, align 4, !tbaa !6
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @XXH32_update(%struct.XXH32_state_s* nocapture noundef %0, i8* noundef %1, i64 noundef %2) local_unnamed_addr #7 {
  %4 = icmp eq i8* %1, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = icmp eq i64 %2, 0
  tail call void @llvm.assume(i1 %6)
  br label %132

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, i8* %1, i64 %2
  %9 = trunc i64 %2 to i32
  %10 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 0
  %11 = load i32, i32* %10, align 4, !tbaa !10
  %12 = add i32 %11, %9
  store i32 %12, i32* %10, align 4, !tbaa !10
  %13 = icmp ugt i64 %2, 15
  %14 = icmp ugt i32 %12, 15
  %15 = or i1 %13, %14
  %16 = zext i1 %15 to i32
  %17 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 1
  %18 = load i32, i32* %17, align 4, !tbaa !12
  %19 = or i32 %18, %16
  store i32 %19, i32* %17, align 4, !tbaa !12
  %20 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 4
  %21 = load i32, i32* %20, align 4, !tbaa !13
  %22 = zext i32 %21 to i64
  %23 = add i64 %22, %2
  %24 = icmp ult i64 %23, 16
  br i1 %24, label %25, label %31

25:                                               ; preds = %7
  %26 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 3, i64 0
  %27 = bitcast i32* %26 to i8*
  %28 = getelementptr inbounds i8, i8* %27, i64 %22
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %28, i8* nonnull align 1 %1, i64 %2, i1 false) #19
  %29 = load i32, i32* %20, align 4, !tbaa !13
  %30 = add i32 %29, %9
  store i32 %30, i32* %20, align 4, !tbaa !13
  br label %132

31:                                               ; preds = %7
  %32 = icmp eq i32 %21, 0
  br i1 %32, label %74, label %33

33:                                               ; preds = %31
  %34 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 3, i64 0
  %35 = bitcast i32* %34 to i8*
  %36 = getelementptr inbounds i8, i8* %35, i64 %22
  %37 = sub i32 16, %21
  %38 = zext i32 %37 to i64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %36, i8* nonnull align 1 %1, i64 %38, i1 false) #19
  %39 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 0
  %40 = load i32, i32* %39, align 4, !tbaa !6
  %41 = load i32, i32* %34, align 1, !tbaa !6
  %42 = mul i32 %41, -2048144777
  %43 = add i32 %42, %40
  %44 = tail call i32 @llvm.fshl.i32(i32 %43, i32 %43, i32 13) #19
  %45 = mul i32 %44, -1640531535
  store i32 %45, i32* %39, align 4, !tbaa !6
  %46 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 3, i64 1
  %47 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 1
  %48 = load i32, i32* %47, align 4, !tbaa !6
  %49 = load i32, i32* %46, align 1, !tbaa !6
  %50 = mul i32 %49, -2048144777
  %51 = add i32 %50, %48
  %52 = tail call i32 @llvm.fshl.i32(i32 %51, i32 %51, i32 13) #19
  %53 = mul i32 %52, -1640531535
  store i32 %53, i32* %47, align 4, !tbaa !6
  %54 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 3, i64 2
  %55 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 2
  %56 = load i32, i32* %55, align 4, !tbaa !6
  %57 = load i32, i32* %54, align 1, !tbaa !6
  %58 = mul i32 %57, -2048144777
  %59 = add i32 %58, %56
  %60 = tail call i32 @llvm.fshl.i32(i32 %59, i32 %59, i32 13) #19
  %61 = mul i32 %60, -1640531535
  store i32 %61, i32* %55, align 4, !tbaa !6
  %62 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 3, i64 3
  %63 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 3
  %64 = load i32, i32* %63, align 4, !tbaa !6
  %65 = load i32, i32* %62, align 1, !tbaa !6
  %66 = mul i32 %65, -2048144777
  %67 = add i32 %66, %64
  %68 = tail call i32 @llvm.fshl.i32(i32 %67, i32 %67, i32 13) #19
  %69 = mul i32 %68, -1640531535
  store i32 %69, i32* %63, align 4, !tbaa !6
  %70 = load i32, i32* %20, align 4, !tbaa !13
  %71 = sub i32 16, %70
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds i8, i8* %1, i64 %72
  store i32 0, i32* %20, align 4, !tbaa !13
  br label %74

74:                                               ; preds = %33, %31
  %75 = phi i8* [ %73, %33 ], [ %1, %31 ]
  %76 = getelementptr inbounds i8, i8* %8, i64 -16
  %77 = icmp ugt i8* %75, %76
  br i1 %77, label %122, label %78

78:                                               ; preds = %74
  %79 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 0
  %80 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 1
  %81 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 2
  %82 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 3
  %83 = load i32, i32* %79, align 4, !tbaa !6
  %84 = load i32, i32* %80, align 4, !tbaa !6
  %85 = load i32, i32* %81, align 4, !tbaa !6
  %86 = load i32, i32* %82, align 4, !tbaa !6
  br label %87

87:                                               ; preds = %87, %78
  %88 = phi i32 [ %119, %87 ], [ %86, %78 ]
  %89 = phi i32 [ %112, %87 ], [ %85, %78 ]
  %90 = phi i32 [ %105, %87 ], [ %84, %78 ]
  %91 = phi i32 [ %98, %87 ], [ %83, %78 ]
  %92 = phi i8* [ %120, %87 ], [ %75, %78 ]
  %93 = bitcast i8* %92 to i32*
  %94 = load i32, i32* %93, align 1, !tbaa !6
  %95 = mul i32 %94, -2048144777
  %96 = add i32 %95, %91
  %97 = tail call i32 @llvm.fshl.i32(i32 %96, i32 %96, i32 13) #19
  %98 = mul i32 %97, -1640531535
  store i32 %98, i32* %79, align 4, !tbaa !6
  %99 = getelementptr inbounds i8, i8* %92, i64 4
  %100 = bitcast i8* %99 to i32*
  %101 = load i32, i32* %100, align 1, !tbaa !6
  %102 = mul i32 %101, -2048144777
  %103 = add i32 %102, %90
  %104 = tail call i32 @llvm.fshl.i32(i32 %103, i32 %103, i32 13) #19
  %105 = mul i32 %104, -1640531535
  store i32 %105, i32* %80, align 4, !tbaa !6
  %106 = getelementptr inbounds i8, i8* %92, i64 8
  %107 = bitcast i8* %106 to i32*
  %108 = load i32, i32* %107, align 1, !tbaa !6
  %109 = mul i32 %108, -2048144777
  %110 = add i32 %109, %89
  %111 = tail call i32 @llvm.fshl.i32(i32 %110, i32 %110, i32 13) #19
  %112 = mul i32 %111, -1640531535
  store i32 %112, i32* %81, align 4, !tbaa !6
  %113 = getelementptr inbounds i8, i8* %92, i64 12
  %114 = bitcast i8* %113 to i32*
  %115 = load i32, i32* %114, align 1, !tbaa !6
  %116 = mul i32 %115, -2048144777
  %117 = add i32 %116, %88
  %118 = tail call i32 @llvm.fshl.i32(i32 %117, i32 %117, i32 13) #19
  %119 = mul i32 %118, -1640531535
  store i32 %119, i32* %82, align 4, !tbaa !6
  %120 = getelementptr inbounds i8, i8* %92, i64 16
  %121 = icmp ugt i8* %120, %76
  br i1 %121, label %122, label %87, !llvm.loop !14

122:                                              ; preds = %87, %74
  %123 = phi i8* [ %75, %74 ], [ %120, %87 ]
  %124 = icmp ult i8* %123, %8
  br i1 %124, label %125, label %132

125:                                              ; preds = %122
  %126 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 3, i64 0
  %127 = bitcast i32* %126 to i8*
  %128 = ptrtoint i8* %8 to i64
  %129 = ptrtoint i8* %123 to i64
  %130 = sub i64 %128, %129
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %127, i8* align 1 %123, i64 %130, i1 false) #19
  %131 = trunc i64 %130 to i32
  store i32 %131, i32* %20, align 4, !tbaa !13
  br label %132

132:                                              ; preds = %125, %122, %25, %5
  ret i32 0
}

; Function Attrs: mustprogress nofree nosync nounwind readonly willreturn
define dso_local signext i32 @XXH32_digest(%struct.XXH32_state_s* nocapture noundef readonly %0) local_unnamed_addr #8 {
  %2 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !12
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %21, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 0
  %7 = load i32, i32* %6, align 4, !tbaa !6
  %8 = tail call i32 @llvm.fshl.i32(i32 %7, i32 %7, i32 1)
  %9 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 1
  %10 = load i32, i32* %9, align 4, !tbaa !6
  %11 = tail call i32 @llvm.fshl.i32(i32 %10, i32 %10, i32 7)
  %12 = add i32 %11, %8
  %13 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 2
  %14 = load i32, i32* %13, align 4, !tbaa !6
  %15 = tail call i32 @llvm.fshl.i32(i32 %14, i32 %14, i32 12)
  %16 = add i32 %12, %15
  %17 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 3
  %18 = load i32, i32* %17, align 4, !tbaa !6
  %19 = tail call i32 @llvm.fshl.i32(i32 %18, i32 %18, i32 18)
  %20 = add i32 %16, %19
  br label %25

21:                                               ; preds = %1
  %22 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 2
  %23 = load i32, i32* %22, align 4, !tbaa !6
  %24 = add i32 %23, 374761393
  br label %25

25:                                               ; preds = %21, %5
  %26 = phi i32 [ %20, %5 ], [ %24, %21 ]
  %27 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 0
  %28 = load i32, i32* %27, align 4, !tbaa !10
  %29 = add i32 %28, %26
  %30 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 3, i64 0
  %31 = bitcast i32* %30 to i8*
  %32 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 4
  %33 = load i32, i32* %32, align 4, !tbaa !13
  %34 = and i32 %33, 15
  %35 = zext i32 %34 to i64
  %36 = icmp ugt i32 %34, 3
  br i1 %36, label %42, label %37

37:                                               ; preds = %42, %25
  %38 = phi i8* [ %31, %25 ], [ %50, %42 ]
  %39 = phi i64 [ %35, %25 ], [ %53, %42 ]
  %40 = phi i32 [ %29, %25 ], [ %52, %42 ]
  %41 = icmp eq i64 %39, 0
  br i1 %41, label %68, label %55

42:                                               ; preds = %42, %25
  %43 = phi i32 [ %52, %42 ], [ %29, %25 ]
  %44 = phi i64 [ %53, %42 ], [ %35, %25 ]
  %45 = phi i8* [ %50, %42 ], [ %31, %25 ]
  %46 = bitcast i8* %45 to i32*
  %47 = load i32, i32* %46, align 1, !tbaa !6
  %48 = mul i32 %47, -1028477379
  %49 = add i32 %48, %43
  %50 = getelementptr inbounds i8, i8* %45, i64 4
  %51 = tail call i32 @llvm.fshl.i32(i32 %49, i32 %49, i32 17) #19
  %52 = mul i32 %51, 668265263
  %53 = add i64 %44, -4
  %54 = icmp ugt i64 %53, 3
  br i1 %54, label %42, label %37, !llvm.loop !16

55:                                               ; preds = %55, %37
  %56 = phi i32 [ %65, %55 ], [ %40, %37 ]
  %57 = phi i64 [ %66, %55 ], [ %39, %37 ]
  %58 = phi i8* [ %59, %55 ], [ %38, %37 ]
  %59 = getelementptr inbounds i8, i8* %58, i64 1
  %60 = load i8, i8* %58, align 1, !tbaa !17
  %61 = zext i8 %60 to i32
  %62 = mul i32 %61, 374761393
  %63 = add i32 %62, %56
  %64 = tail call i32 @llvm.fshl.i32(i32 %63, i32 %63, i32 11) #19
  %65 = mul i32 %64, -1640531535
  %66 = add i64 %57, -1
  %67 = icmp eq i64 %66, 0
  br i1 %67, label %68, label %55, !llvm.loop !18

68:                                               ; preds = %55, %37
  %69 = phi i32 [ %40, %37 ], [ %65, %55 ]
  %70 = lshr i32 %69, 15
  %71 = xor i32 %70, %69
  %72 = mul i32 %71, -2048144777
  %73 = lshr i32 %72, 13
  %74 = xor i32 %73, %72
  %75 = mul i32 %74, -1028477379
  %76 = lshr i32 %75, 16
  %77 = xor i32 %76, %75
  ret i32 %77
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #0

; Function Attrs: mustprogress nofree nosync nounwind readonly willreturn
define dso_local i64 @XXH64(i8* nocapture noundef %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #8 {
  %4 = ptrtoint i8* %0 to i64
  %5 = and i64 %4, 7
  %6 = icmp eq i64 %5, 0
  %7 = icmp eq i8* %0, null
  br i1 %6, label %8, label %142

8:                                                ; preds = %3
  br i1 %7, label %276, label %9

9:                                                ; preds = %8
  %10 = icmp ugt i64 %1, 31
  br i1 %10, label %11, label %84

11:                                               ; preds = %9
  %12 = getelementptr inbounds i8, i8* %0, i64 %1
  %13 = getelementptr inbounds i8, i8* %12, i64 -31
  %14 = add i64 %2, 6983438078262162902
  %15 = add i64 %2, -4417276706812531889
  %16 = add i64 %2, 7046029288634856825
  br label %17

17:                                               ; preds = %17, %11
  %18 = phi i8* [ %0, %11 ], [ %50, %17 ]
  %19 = phi i64 [ %14, %11 ], [ %28, %17 ]
  %20 = phi i64 [ %15, %11 ], [ %35, %17 ]
  %21 = phi i64 [ %2, %11 ], [ %42, %17 ]
  %22 = phi i64 [ %16, %11 ], [ %49, %17 ]
  %23 = bitcast i8* %18 to i64*
  %24 = load i64, i64* %23, align 1, !tbaa !19
  %25 = mul i64 %24, -4417276706812531889
  %26 = add i64 %25, %19
  %27 = tail call i64 @llvm.fshl.i64(i64 %26, i64 %26, i64 31) #19
  %28 = mul i64 %27, -7046029288634856825
  %29 = getelementptr inbounds i8, i8* %18, i64 8
  %30 = bitcast i8* %29 to i64*
  %31 = load i64, i64* %30, align 1, !tbaa !19
  %32 = mul i64 %31, -4417276706812531889
  %33 = add i64 %32, %20
  %34 = tail call i64 @llvm.fshl.i64(i64 %33, i64 %33, i64 31) #19
  %35 = mul i64 %34, -7046029288634856825
  %36 = getelementptr inbounds i8, i8* %18, i64 16
  %37 = bitcast i8* %36 to i64*
  %38 = load i64, i64* %37, align 1, !tbaa !19
  %39 = mul i64 %38, -4417276706812531889
  %40 = add i64 %39, %21
  %41 = tail call i64 @llvm.fshl.i64(i64 %40, i64 %40, i64 31) #19
  %42 = mul i64 %41, -7046029288634856825
  %43 = getelementptr inbounds i8, i8* %18, i64 24
  %44 = bitcast i8* %43 to i64*
  %45 = load i64, i64* %44, align 1, !tbaa !19
  %46 = mul i64 %45, -4417276706812531889
  %47 = add i64 %46, %22
  %48 = tail call i64 @llvm.fshl.i64(i64 %47, i64 %47, i64 31) #19
  %49 = mul i64 %48, -7046029288634856825
  %50 = getelementptr inbounds i8, i8* %18, i64 32
  %51 = icmp ult i8* %50, %13
  br i1 %51, label %17, label %52, !llvm.loop !21

52:                                               ; preds = %17
  %53 = tail call i64 @llvm.fshl.i64(i64 %28, i64 %28, i64 1) #19
  %54 = tail call i64 @llvm.fshl.i64(i64 %35, i64 %35, i64 7) #19
  %55 = add i64 %54, %53
  %56 = tail call i64 @llvm.fshl.i64(i64 %42, i64 %42, i64 12) #19
  %57 = add i64 %55, %56
  %58 = tail call i64 @llvm.fshl.i64(i64 %49, i64 %49, i64 18) #19
  %59 = add i64 %57, %58
  %60 = mul i64 %27, -2381459717836149591
  %61 = tail call i64 @llvm.fshl.i64(i64 %60, i64 %60, i64 31) #19
  %62 = mul i64 %61, -7046029288634856825
  %63 = xor i64 %59, %62
  %64 = mul i64 %63, -7046029288634856825
  %65 = add i64 %64, -8796714831421723037
  %66 = mul i64 %34, -2381459717836149591
  %67 = tail call i64 @llvm.fshl.i64(i64 %66, i64 %66, i64 31) #19
  %68 = mul i64 %67, -7046029288634856825
  %69 = xor i64 %65, %68
  %70 = mul i64 %69, -7046029288634856825
  %71 = add i64 %70, -8796714831421723037
  %72 = mul i64 %41, -2381459717836149591
  %73 = tail call i64 @llvm.fshl.i64(i64 %72, i64 %72, i64 31) #19
  %74 = mul i64 %73, -7046029288634856825
  %75 = xor i64 %71, %74
  %76 = mul i64 %75, -7046029288634856825
  %77 = add i64 %76, -8796714831421723037
  %78 = mul i64 %48, -2381459717836149591
  %79 = tail call i64 @llvm.fshl.i64(i64 %78, i64 %78, i64 31) #19
  %80 = mul i64 %79, -7046029288634856825
  %81 = xor i64 %77, %80
  %82 = mul i64 %81, -7046029288634856825
  %83 = add i64 %82, -8796714831421723037
  br label %86

84:                                               ; preds = %9
  %85 = add i64 %2, 2870177450012600261
  br label %86

86:                                               ; preds = %84, %52
  %87 = phi i64 [ %83, %52 ], [ %85, %84 ]
  %88 = phi i8* [ %50, %52 ], [ %0, %84 ]
  %89 = add i64 %87, %1
  %90 = and i64 %1, 31
  %91 = icmp ugt i64 %90, 7
  br i1 %91, label %92, label %108

92:                                               ; preds = %92, %86
  %93 = phi i64 [ %105, %92 ], [ %89, %86 ]
  %94 = phi i8* [ %101, %92 ], [ %88, %86 ]
  %95 = phi i64 [ %106, %92 ], [ %90, %86 ]
  %96 = bitcast i8* %94 to i64*
  %97 = load i64, i64* %96, align 1, !tbaa !19
  %98 = mul i64 %97, -4417276706812531889
  %99 = tail call i64 @llvm.fshl.i64(i64 %98, i64 %98, i64 31) #19
  %100 = mul i64 %99, -7046029288634856825
  %101 = getelementptr inbounds i8, i8* %94, i64 8
  %102 = xor i64 %100, %93
  %103 = tail call i64 @llvm.fshl.i64(i64 %102, i64 %102, i64 27) #19
  %104 = mul i64 %103, -7046029288634856825
  %105 = add i64 %104, -8796714831421723037
  %106 = add i64 %95, -8
  %107 = icmp ugt i64 %106, 7
  br i1 %107, label %92, label %108, !llvm.loop !22

108:                                              ; preds = %92, %86
  %109 = phi i64 [ %90, %86 ], [ %106, %92 ]
  %110 = phi i8* [ %88, %86 ], [ %101, %92 ]
  %111 = phi i64 [ %89, %86 ], [ %105, %92 ]
  %112 = icmp ugt i64 %109, 3
  br i1 %112, label %113, label %124

113:                                              ; preds = %108
  %114 = bitcast i8* %110 to i32*
  %115 = load i32, i32* %114, align 1, !tbaa !6
  %116 = zext i32 %115 to i64
  %117 = mul i64 %116, -7046029288634856825
  %118 = xor i64 %117, %111
  %119 = getelementptr inbounds i8, i8* %110, i64 4
  %120 = tail call i64 @llvm.fshl.i64(i64 %118, i64 %118, i64 23) #19
  %121 = mul i64 %120, -4417276706812531889
  %122 = add i64 %121, 1609587929392839161
  %123 = add nsw i64 %109, -4
  br label %124

124:                                              ; preds = %113, %108
  %125 = phi i64 [ %123, %113 ], [ %109, %108 ]
  %126 = phi i8* [ %119, %113 ], [ %110, %108 ]
  %127 = phi i64 [ %122, %113 ], [ %111, %108 ]
  %128 = icmp eq i64 %125, 0
  br i1 %128, label %279, label %129

129:                                              ; preds = %129, %124
  %130 = phi i64 [ %139, %129 ], [ %127, %124 ]
  %131 = phi i8* [ %133, %129 ], [ %126, %124 ]
  %132 = phi i64 [ %140, %129 ], [ %125, %124 ]
  %133 = getelementptr inbounds i8, i8* %131, i64 1
  %134 = load i8, i8* %131, align 1, !tbaa !17
  %135 = zext i8 %134 to i64
  %136 = mul i64 %135, 2870177450012600261
  %137 = xor i64 %136, %130
  %138 = tail call i64 @llvm.fshl.i64(i64 %137, i64 %137, i64 11) #19
  %139 = mul i64 %138, -7046029288634856825
  %140 = add i64 %132, -1
  %141 = icmp eq i64 %140, 0
  br i1 %141, label %279, label %129, !llvm.loop !23

142:                                              ; preds = %3
  br i1 %7, label %276, label %143

143:                                              ; preds = %142
  %144 = icmp ugt i64 %1, 31
  br i1 %144, label %145, label %218

145:                                              ; preds = %143
  %146 = getelementptr inbounds i8, i8* %0, i64 %1
  %147 = getelementptr inbounds i8, i8* %146, i64 -31
  %148 = add i64 %2, 6983438078262162902
  %149 = add i64 %2, -4417276706812531889
  %150 = add i64 %2, 7046029288634856825
  br label %151

151:                                              ; preds = %151, %145
  %152 = phi i8* [ %0, %145 ], [ %184, %151 ]
  %153 = phi i64 [ %148, %145 ], [ %162, %151 ]
  %154 = phi i64 [ %149, %145 ], [ %169, %151 ]
  %155 = phi i64 [ %2, %145 ], [ %176, %151 ]
  %156 = phi i64 [ %150, %145 ], [ %183, %151 ]
  %157 = bitcast i8* %152 to i64*
  %158 = load i64, i64* %157, align 1, !tbaa !19
  %159 = mul i64 %158, -4417276706812531889
  %160 = add i64 %159, %153
  %161 = tail call i64 @llvm.fshl.i64(i64 %160, i64 %160, i64 31) #19
  %162 = mul i64 %161, -7046029288634856825
  %163 = getelementptr inbounds i8, i8* %152, i64 8
  %164 = bitcast i8* %163 to i64*
  %165 = load i64, i64* %164, align 1, !tbaa !19
  %166 = mul i64 %165, -4417276706812531889
  %167 = add i64 %166, %154
  %168 = tail call i64 @llvm.fshl.i64(i64 %167, i64 %167, i64 31) #19
  %169 = mul i64 %168, -7046029288634856825
  %170 = getelementptr inbounds i8, i8* %152, i64 16
  %171 = bitcast i8* %170 to i64*
  %172 = load i64, i64* %171, align 1, !tbaa !19
  %173 = mul i64 %172, -4417276706812531889
  %174 = add i64 %173, %155
  %175 = tail call i64 @llvm.fshl.i64(i64 %174, i64 %174, i64 31) #19
  %176 = mul i64 %175, -7046029288634856825
  %177 = getelementptr inbounds i8, i8* %152, i64 24
  %178 = bitcast i8* %177 to i64*
  %179 = load i64, i64* %178, align 1, !tbaa !19
  %180 = mul i64 %179, -4417276706812531889
  %181 = add i64 %180, %156
  %182 = tail call i64 @llvm.fshl.i64(i64 %181, i64 %181, i64 31) #19
  %183 = mul i64 %182, -7046029288634856825
  %184 = getelementptr inbounds i8, i8* %152, i64 32
  %185 = icmp ult i8* %184, %147
  br i1 %185, label %151, label %186, !llvm.loop !21

186:                                              ; preds = %151
  %187 = tail call i64 @llvm.fshl.i64(i64 %162, i64 %162, i64 1) #19
  %188 = tail call i64 @llvm.fshl.i64(i64 %169, i64 %169, i64 7) #19
  %189 = add i64 %188, %187
  %190 = tail call i64 @llvm.fshl.i64(i64 %176, i64 %176, i64 12) #19
  %191 = add i64 %189, %190
  %192 = tail call i64 @llvm.fshl.i64(i64 %183, i64 %183, i64 18) #19
  %193 = add i64 %191, %192
  %194 = mul i64 %161, -2381459717836149591
  %195 = tail call i64 @llvm.fshl.i64(i64 %194, i64 %194, i64 31) #19
  %196 = mul i64 %195, -7046029288634856825
  %197 = xor i64 %193, %196
  %198 = mul i64 %197, -7046029288634856825
  %199 = add i64 %198, -8796714831421723037
  %200 = mul i64 %168, -2381459717836149591
  %201 = tail call i64 @llvm.fshl.i64(i64 %200, i64 %200, i64 31) #19
  %202 = mul i64 %201, -7046029288634856825
  %203 = xor i64 %199, %202
  %204 = mul i64 %203, -7046029288634856825
  %205 = add i64 %204, -8796714831421723037
  %206 = mul i64 %175, -2381459717836149591
  %207 = tail call i64 @llvm.fshl.i64(i64 %206, i64 %206, i64 31) #19
  %208 = mul i64 %207, -7046029288634856825
  %209 = xor i64 %205, %208
  %210 = mul i64 %209, -7046029288634856825
  %211 = add i64 %210, -8796714831421723037
  %212 = mul i64 %182, -2381459717836149591
  %213 = tail call i64 @llvm.fshl.i64(i64 %212, i64 %212, i64 31) #19
  %214 = mul i64 %213, -7046029288634856825
  %215 = xor i64 %211, %214
  %216 = mul i64 %215, -7046029288634856825
  %217 = add i64 %216, -8796714831421723037
  br label %220

218:                                              ; preds = %143
  %219 = add i64 %2, 2870177450012600261
  br label %220

220:                                              ; preds = %218, %186
  %221 = phi i64 [ %217, %186 ], [ %219, %218 ]
  %222 = phi i8* [ %184, %186 ], [ %0, %218 ]
  %223 = add i64 %221, %1
  %224 = and i64 %1, 31
  %225 = icmp ugt i64 %224, 7
  br i1 %225, label %226, label %242

226:                                              ; preds = %226, %220
  %227 = phi i64 [ %239, %226 ], [ %223, %220 ]
  %228 = phi i8* [ %235, %226 ], [ %222, %220 ]
  %229 = phi i64 [ %240, %226 ], [ %224, %220 ]
  %230 = bitcast i8* %228 to i64*
  %231 = load i64, i64* %230, align 1, !tbaa !19
  %232 = mul i64 %231, -4417276706812531889
  %233 = tail call i64 @llvm.fshl.i64(i64 %232, i64 %232, i64 31) #19
  %234 = mul i64 %233, -7046029288634856825
  %235 = getelementptr inbounds i8, i8* %228, i64 8
  %236 = xor i64 %234, %227
  %237 = tail call i64 @llvm.fshl.i64(i64 %236, i64 %236, i64 27) #19
  %238 = mul i64 %237, -7046029288634856825
  %239 = add i64 %238, -8796714831421723037
  %240 = add i64 %229, -8
  %241 = icmp ugt i64 %240, 7
  br i1 %241, label %226, label %242, !llvm.loop !22

242:                                              ; preds = %226, %220
  %243 = phi i64 [ %224, %220 ], [ %240, %226 ]
  %244 = phi i8* [ %222, %220 ], [ %235, %226 ]
  %245 = phi i64 [ %223, %220 ], [ %239, %226 ]
  %246 = icmp ugt i64 %243, 3
  br i1 %246, label %247, label %258

247:                                              ; preds = %242
  %248 = bitcast i8* %244 to i32*
  %249 = load i32, i32* %248, align 1, !tbaa !6
  %250 = zext i32 %249 to i64
  %251 = mul i64 %250, -7046029288634856825
  %252 = xor i64 %251, %245
  %253 = getelementptr inbounds i8, i8* %244, i64 4
  %254 = tail call i64 @llvm.fshl.i64(i64 %252, i64 %252, i64 23) #19
  %255 = mul i64 %254, -4417276706812531889
  %256 = add i64 %255, 1609587929392839161
  %257 = add nsw i64 %243, -4
  br label %258

258:                                              ; preds = %247, %242
  %259 = phi i64 [ %257, %247 ], [ %243, %242 ]
  %260 = phi i8* [ %253, %247 ], [ %244, %242 ]
  %261 = phi i64 [ %256, %247 ], [ %245, %242 ]
  %262 = icmp eq i64 %259, 0
  br i1 %262, label %279, label %263

263:                                              ; preds = %263, %258
  %264 = phi i64 [ %273, %263 ], [ %261, %258 ]
  %265 = phi i8* [ %267, %263 ], [ %260, %258 ]
  %266 = phi i64 [ %274, %263 ], [ %259, %258 ]
  %267 = getelementptr inbounds i8, i8* %265, i64 1
  %268 = load i8, i8* %265, align 1, !tbaa !17
  %269 = zext i8 %268 to i64
  %270 = mul i64 %269, 2870177450012600261
  %271 = xor i64 %270, %264
  %272 = tail call i64 @llvm.fshl.i64(i64 %271, i64 %271, i64 11) #19
  %273 = mul i64 %272, -7046029288634856825
  %274 = add i64 %266, -1
  %275 = icmp eq i64 %274, 0
  br i1 %275, label %279, label %263, !llvm.loop !23

276:                                              ; preds = %142, %8
  %277 = add i64 %2, 2870177450012600261
  %278 = icmp eq i64 %1, 0
  tail call void @llvm.assume(i1 %278) #19
  br label %279

279:                                              ; preds = %276, %263, %258, %129, %124
  %280 = phi i64 [ %127, %124 ], [ %261, %258 ], [ %277, %276 ], [ %139, %129 ], [ %273, %263 ]
  %281 = lshr i64 %280, 33
  %282 = xor i64 %281, %280
  %283 = mul i64 %282, -4417276706812531889
  %284 = lshr i64 %283, 29
  %285 = xor i64 %284, %283
  %286 = mul i64 %285, 1609587929392839161
  %287 = lshr i64 %286, 32
  %288 = xor i64 %287, %286
  ret i64 %288
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #0

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local signext i32 @XXH64_reset(%struct.XXH64_state_s* nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #5 {
  %3 = icmp ne %struct.XXH64_state_s* %0, null
  tail call void @llvm.assume(i1 %3)
  %4 = bitcast %struct.XXH64_state_s* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(88) %4, i8 0, i64 88, i1 false)
  %5 = add i64 %1, 6983438078262162902
  %6 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 0
  store i64 %5, i64* %6, align 8, !tbaa !19
  %7 = add i64 %1, -4417276706812531889
  %8 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 1
  store i64 %7, i64* %8, align 8, !tbaa !19
  %9 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 2
  store i64 %1, i64* %9, align 8, !tbaa !19
  %10 = add i64 %1, 7046029288634856825
  %11 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 3
  store i64 %10, i64* %11, align 8, !tbaa !19
  ret i32 0
}

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @XXH64_update(%struct.XXH64_state_s* nocapture noundef %0, i8* nocapture noundef %1, i64 noundef %2) local_unnamed_addr #7 {
  %4 = icmp eq i8* %1, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = icmp eq i64 %2, 0
  tail call void @llvm.assume(i1 %6)
  br label %126

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, i8* %1, i64 %2
  %9 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 0
  %10 = load i64, i64* %9, align 8, !tbaa !24
  %11 = add i64 %10, %2
  store i64 %11, i64* %9, align 8, !tbaa !24
  %12 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 3
  %13 = load i32, i32* %12, align 8, !tbaa !26
  %14 = zext i32 %13 to i64
  %15 = add i64 %14, %2
  %16 = icmp ult i64 %15, 32
  br i1 %16, label %17, label %24

17:                                               ; preds = %7
  %18 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 2, i64 0
  %19 = bitcast i64* %18 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i64 %14
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %20, i8* nonnull align 1 %1, i64 %2, i1 false) #19
  %21 = trunc i64 %2 to i32
  %22 = load i32, i32* %12, align 8, !tbaa !26
  %23 = add i32 %22, %21
  store i32 %23, i32* %12, align 8, !tbaa !26
  br label %126

24:                                               ; preds = %7
  %25 = icmp eq i32 %13, 0
  br i1 %25, label %67, label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 2, i64 0
  %28 = bitcast i64* %27 to i8*
  %29 = getelementptr inbounds i8, i8* %28, i64 %14
  %30 = sub i32 32, %13
  %31 = zext i32 %30 to i64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %29, i8* nonnull align 1 %1, i64 %31, i1 false) #19
  %32 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 0
  %33 = load i64, i64* %32, align 8, !tbaa !19
  %34 = load i64, i64* %27, align 1, !tbaa !19
  %35 = mul i64 %34, -4417276706812531889
  %36 = add i64 %35, %33
  %37 = tail call i64 @llvm.fshl.i64(i64 %36, i64 %36, i64 31) #19
  %38 = mul i64 %37, -7046029288634856825
  store i64 %38, i64* %32, align 8, !tbaa !19
  %39 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 1
  %40 = load i64, i64* %39, align 8, !tbaa !19
  %41 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 2, i64 1
  %42 = load i64, i64* %41, align 1, !tbaa !19
  %43 = mul i64 %42, -4417276706812531889
  %44 = add i64 %43, %40
  %45 = tail call i64 @llvm.fshl.i64(i64 %44, i64 %44, i64 31) #19
  %46 = mul i64 %45, -7046029288634856825
  store i64 %46, i64* %39, align 8, !tbaa !19
  %47 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 2
  %48 = load i64, i64* %47, align 8, !tbaa !19
  %49 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 2, i64 2
  %50 = load i64, i64* %49, align 1, !tbaa !19
  %51 = mul i64 %50, -4417276706812531889
  %52 = add i64 %51, %48
  %53 = tail call i64 @llvm.fshl.i64(i64 %52, i64 %52, i64 31) #19
  %54 = mul i64 %53, -7046029288634856825
  store i64 %54, i64* %47, align 8, !tbaa !19
  %55 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 3
  %56 = load i64, i64* %55, align 8, !tbaa !19
  %57 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 2, i64 3
  %58 = load i64, i64* %57, align 1, !tbaa !19
  %59 = mul i64 %58, -4417276706812531889
  %60 = add i64 %59, %56
  %61 = tail call i64 @llvm.fshl.i64(i64 %60, i64 %60, i64 31) #19
  %62 = mul i64 %61, -7046029288634856825
  store i64 %62, i64* %55, align 8, !tbaa !19
  %63 = load i32, i32* %12, align 8, !tbaa !26
  %64 = sub i32 32, %63
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds i8, i8* %1, i64 %65
  store i32 0, i32* %12, align 8, !tbaa !26
  br label %67

67:                                               ; preds = %26, %24
  %68 = phi i8* [ %66, %26 ], [ %1, %24 ]
  %69 = getelementptr inbounds i8, i8* %68, i64 32
  %70 = icmp ugt i8* %69, %8
  br i1 %70, label %116, label %71

71:                                               ; preds = %67
  %72 = getelementptr inbounds i8, i8* %8, i64 -32
  %73 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 0
  %74 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 1
  %75 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 2
  %76 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 3
  %77 = load i64, i64* %73, align 8, !tbaa !19
  %78 = load i64, i64* %74, align 8, !tbaa !19
  %79 = load i64, i64* %75, align 8, !tbaa !19
  %80 = load i64, i64* %76, align 8, !tbaa !19
  br label %81

81:                                               ; preds = %81, %71
  %82 = phi i64 [ %80, %71 ], [ %113, %81 ]
  %83 = phi i64 [ %79, %71 ], [ %106, %81 ]
  %84 = phi i64 [ %78, %71 ], [ %99, %81 ]
  %85 = phi i64 [ %77, %71 ], [ %92, %81 ]
  %86 = phi i8* [ %68, %71 ], [ %114, %81 ]
  %87 = bitcast i8* %86 to i64*
  %88 = load i64, i64* %87, align 1, !tbaa !19
  %89 = mul i64 %88, -4417276706812531889
  %90 = add i64 %89, %85
  %91 = tail call i64 @llvm.fshl.i64(i64 %90, i64 %90, i64 31) #19
  %92 = mul i64 %91, -7046029288634856825
  store i64 %92, i64* %73, align 8, !tbaa !19
  %93 = getelementptr inbounds i8, i8* %86, i64 8
  %94 = bitcast i8* %93 to i64*
  %95 = load i64, i64* %94, align 1, !tbaa !19
  %96 = mul i64 %95, -4417276706812531889
  %97 = add i64 %96, %84
  %98 = tail call i64 @llvm.fshl.i64(i64 %97, i64 %97, i64 31) #19
  %99 = mul i64 %98, -7046029288634856825
  store i64 %99, i64* %74, align 8, !tbaa !19
  %100 = getelementptr inbounds i8, i8* %86, i64 16
  %101 = bitcast i8* %100 to i64*
  %102 = load i64, i64* %101, align 1, !tbaa !19
  %103 = mul i64 %102, -4417276706812531889
  %104 = add i64 %103, %83
  %105 = tail call i64 @llvm.fshl.i64(i64 %104, i64 %104, i64 31) #19
  %106 = mul i64 %105, -7046029288634856825
  store i64 %106, i64* %75, align 8, !tbaa !19
  %107 = getelementptr inbounds i8, i8* %86, i64 24
  %108 = bitcast i8* %107 to i64*
  %109 = load i64, i64* %108, align 1, !tbaa !19
  %110 = mul i64 %109, -4417276706812531889
  %111 = add i64 %110, %82
  %112 = tail call i64 @llvm.fshl.i64(i64 %111, i64 %111, i64 31) #19
  %113 = mul i64 %112, -7046029288634856825
  store i64 %113, i64* %76, align 8, !tbaa !19
  %114 = getelementptr inbounds i8, i8* %86, i64 32
  %115 = icmp ugt i8* %114, %72
  br i1 %115, label %116, label %81, !llvm.loop !27

116:                                              ; preds = %81, %67
  %117 = phi i8* [ %68, %67 ], [ %114, %81 ]
  %118 = icmp ult i8* %117, %8
  br i1 %118, label %119, label %126

119:                                              ; preds = %116
  %120 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 2, i64 0
  %121 = bitcast i64* %120 to i8*
  %122 = ptrtoint i8* %8 to i64
  %123 = ptrtoint i8* %117 to i64
  %124 = sub i64 %122, %123
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %121, i8* align 1 %117, i64 %124, i1 false) #19
  %125 = trunc i64 %124 to i32
  store i32 %125, i32* %12, align 8, !tbaa !26
  br label %126

126:                                              ; preds = %119, %116, %17, %5
  ret i32 0
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #0

; Function Attrs: mustprogress nofree noinline nounwind readonly willreturn
define hidden fastcc i64 @XXH3_len_129to240_64b(i8* noalias nocapture noundef readonly %0, i64 noundef %1, i8* noalias nocapture noundef readonly %2, i64 noundef %3) unnamed_addr #9 {
  %5 = mul i64 %1, -7046029288634856825
  %6 = trunc i64 %1 to i32
  tail call void @llvm.experimental.noalias.scope.decl(metadata !28)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  %7 = bitcast i8* %0 to i64*
  %8 = load i64, i64* %7, align 1, !tbaa !19, !alias.scope !28, !noalias !31
  %9 = getelementptr inbounds i8, i8* %0, i64 8
  %10 = bitcast i8* %9 to i64*
  %11 = load i64, i64* %10, align 1, !tbaa !19, !alias.scope !28, !noalias !31
  %12 = bitcast i8* %2 to i64*
  %13 = load i64, i64* %12, align 1, !tbaa !19, !alias.scope !31, !noalias !28
  %14 = add i64 %13, %3
  %15 = xor i64 %14, %8
  %16 = getelementptr inbounds i8, i8* %2, i64 8
  %17 = bitcast i8* %16 to i64*
  %18 = load i64, i64* %17, align 1, !tbaa !19, !alias.scope !31, !noalias !28
  %19 = sub i64 %18, %3
  %20 = xor i64 %19, %11
  %21 = zext i64 %15 to i128
  %22 = zext i64 %20 to i128
  %23 = mul nuw i128 %22, %21
  %24 = lshr i128 %23, 64
  %25 = xor i128 %24, %23
  %26 = trunc i128 %25 to i64
  %27 = add i64 %5, %26
  %28 = getelementptr inbounds i8, i8* %0, i64 16
  %29 = getelementptr inbounds i8, i8* %2, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35)
  %30 = bitcast i8* %28 to i64*
  %31 = load i64, i64* %30, align 1, !tbaa !19, !alias.scope !33, !noalias !35
  %32 = getelementptr inbounds i8, i8* %0, i64 24
  %33 = bitcast i8* %32 to i64*
  %34 = load i64, i64* %33, align 1, !tbaa !19, !alias.scope !33, !noalias !35
  %35 = bitcast i8* %29 to i64*
  %36 = load i64, i64* %35, align 1, !tbaa !19, !alias.scope !35, !noalias !33
  %37 = add i64 %36, %3
  %38 = xor i64 %37, %31
  %39 = getelementptr inbounds i8, i8* %2, i64 24
  %40 = bitcast i8* %39 to i64*
  %41 = load i64, i64* %40, align 1, !tbaa !19, !alias.scope !35, !noalias !33
  %42 = sub i64 %41, %3
  %43 = xor i64 %42, %34
  %44 = zext i64 %38 to i128
  %45 = zext i64 %43 to i128
  %46 = mul nuw i128 %45, %44
  %47 = lshr i128 %46, 64
  %48 = xor i128 %47, %46
  %49 = trunc i128 %48 to i64
  %50 = add i64 %27, %49
  %51 = getelementptr inbounds i8, i8* %0, i64 32
  %52 = getelementptr inbounds i8, i8* %2, i64 32
  tail call void @llvm.experimental.noalias.scope.decl(metadata !37)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !39)
  %53 = bitcast i8* %51 to i64*
  %54 = load i64, i64* %53, align 1, !tbaa !19, !alias.scope !37, !noalias !39
  %55 = getelementptr inbounds i8, i8* %0, i64 40
  %56 = bitcast i8* %55 to i64*
  %57 = load i64, i64* %56, align 1, !tbaa !19, !alias.scope !37, !noalias !39
  %58 = bitcast i8* %52 to i64*
  %59 = load i64, i64* %58, align 1, !tbaa !19, !alias.scope !39, !noalias !37
  %60 = add i64 %59, %3
  %61 = xor i64 %60, %54
  %62 = getelementptr inbounds i8, i8* %2, i64 40
  %63 = bitcast i8* %62 to i64*
  %64 = load i64, i64* %63, align 1, !tbaa !19, !alias.scope !39, !noalias !37
  %65 = sub i64 %64, %3
  %66 = xor i64 %65, %57
  %67 = zext i64 %61 to i128
  %68 = zext i64 %66 to i128
  %69 = mul nuw i128 %68, %67
  %70 = lshr i128 %69, 64
  %71 = xor i128 %70, %69
  %72 = trunc i128 %71 to i64
  %73 = add i64 %50, %72
  %74 = getelementptr inbounds i8, i8* %0, i64 48
  %75 = getelementptr inbounds i8, i8* %2, i64 48
  tail call void @llvm.experimental.noalias.scope.decl(metadata !41)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !43)
  %76 = bitcast i8* %74 to i64*
  %77 = load i64, i64* %76, align 1, !tbaa !19, !alias.scope !41, !noalias !43
  %78 = getelementptr inbounds i8, i8* %0, i64 56
  %79 = bitcast i8* %78 to i64*
  %80 = load i64, i64* %79, align 1, !tbaa !19, !alias.scope !41, !noalias !43
  %81 = bitcast i8* %75 to i64*
  %82 = load i64, i64* %81, align 1, !tbaa !19, !alias.scope !43, !noalias !41
  %83 = add i64 %82, %3
  %84 = xor i64 %83, %77
  %85 = getelementptr inbounds i8, i8* %2, i64 56
  %86 = bitcast i8* %85 to i64*
  %87 = load i64, i64* %86, align 1, !tbaa !19, !alias.scope !43, !noalias !41
  %88 = sub i64 %87, %3
  %89 = xor i64 %88, %80
  %90 = zext i64 %84 to i128
  %91 = zext i64 %89 to i128
  %92 = mul nuw i128 %91, %90
  %93 = lshr i128 %92, 64
  %94 = xor i128 %93, %92
  %95 = trunc i128 %94 to i64
  %96 = add i64 %73, %95
  %97 = getelementptr inbounds i8, i8* %0, i64 64
  %98 = getelementptr inbounds i8, i8* %2, i64 64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !45)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !47)
  %99 = bitcast i8* %97 to i64*
  %100 = load i64, i64* %99, align 1, !tbaa !19, !alias.scope !45, !noalias !47
  %101 = getelementptr inbounds i8, i8* %0, i64 72
  %102 = bitcast i8* %101 to i64*
  %103 = load i64, i64* %102, align 1, !tbaa !19, !alias.scope !45, !noalias !47
  %104 = bitcast i8* %98 to i64*
  %105 = load i64, i64* %104, align 1, !tbaa !19, !alias.scope !47, !noalias !45
  %106 = add i64 %105, %3
  %107 = xor i64 %106, %100
  %108 = getelementptr inbounds i8, i8* %2, i64 72
  %109 = bitcast i8* %108 to i64*
  %110 = load i64, i64* %109, align 1, !tbaa !19, !alias.scope !47, !noalias !45
  %111 = sub i64 %110, %3
  %112 = xor i64 %111, %103
  %113 = zext i64 %107 to i128
  %114 = zext i64 %112 to i128
  %115 = mul nuw i128 %114, %113
  %116 = lshr i128 %115, 64
  %117 = xor i128 %116, %115
  %118 = trunc i128 %117 to i64
  %119 = add i64 %96, %118
  %120 = getelementptr inbounds i8, i8* %0, i64 80
  %121 = getelementptr inbounds i8, i8* %2, i64 80
  tail call void @llvm.experimental.noalias.scope.decl(metadata !49)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !51)
  %122 = bitcast i8* %120 to i64*
  %123 = load i64, i64* %122, align 1, !tbaa !19, !alias.scope !49, !noalias !51
  %124 = getelementptr inbounds i8, i8* %0, i64 88
  %125 = bitcast i8* %124 to i64*
  %126 = load i64, i64* %125, align 1, !tbaa !19, !alias.scope !49, !noalias !51
  %127 = bitcast i8* %121 to i64*
  %128 = load i64, i64* %127, align 1, !tbaa !19, !alias.scope !51, !noalias !49
  %129 = add i64 %128, %3
  %130 = xor i64 %129, %123
  %131 = getelementptr inbounds i8, i8* %2, i64 88
  %132 = bitcast i8* %131 to i64*
  %133 = load i64, i64* %132, align 1, !tbaa !19, !alias.scope !51, !noalias !49
  %134 = sub i64 %133, %3
  %135 = xor i64 %134, %126
  %136 = zext i64 %130 to i128
  %137 = zext i64 %135 to i128
  %138 = mul nuw i128 %137, %136
  %139 = lshr i128 %138, 64
  %140 = xor i128 %139, %138
  %141 = trunc i128 %140 to i64
  %142 = add i64 %119, %141
  %143 = getelementptr inbounds i8, i8* %0, i64 96
  %144 = getelementptr inbounds i8, i8* %2, i64 96
  tail call void @llvm.experimental.noalias.scope.decl(metadata !53)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !55)
  %145 = bitcast i8* %143 to i64*
  %146 = load i64, i64* %145, align 1, !tbaa !19, !alias.scope !53, !noalias !55
  %147 = getelementptr inbounds i8, i8* %0, i64 104
  %148 = bitcast i8* %147 to i64*
  %149 = load i64, i64* %148, align 1, !tbaa !19, !alias.scope !53, !noalias !55
  %150 = bitcast i8* %144 to i64*
  %151 = load i64, i64* %150, align 1, !tbaa !19, !alias.scope !55, !noalias !53
  %152 = add i64 %151, %3
  %153 = xor i64 %152, %146
  %154 = getelementptr inbounds i8, i8* %2, i64 104
  %155 = bitcast i8* %154 to i64*
  %156 = load i64, i64* %155, align 1, !tbaa !19, !alias.scope !55, !noalias !53
  %157 = sub i64 %156, %3
  %158 = xor i64 %157, %149
  %159 = zext i64 %153 to i128
  %160 = zext i64 %158 to i128
  %161 = mul nuw i128 %160, %159
  %162 = lshr i128 %161, 64
  %163 = xor i128 %162, %161
  %164 = trunc i128 %163 to i64
  %165 = add i64 %142, %164
  %166 = getelementptr inbounds i8, i8* %0, i64 112
  %167 = getelementptr inbounds i8, i8* %2, i64 112
  tail call void @llvm.experimental.noalias.scope.decl(metadata !57)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !59)
  %168 = bitcast i8* %166 to i64*
  %169 = load i64, i64* %168, align 1, !tbaa !19, !alias.scope !57, !noalias !59
  %170 = getelementptr inbounds i8, i8* %0, i64 120
  %171 = bitcast i8* %170 to i64*
  %172 = load i64, i64* %171, align 1, !tbaa !19, !alias.scope !57, !noalias !59
  %173 = bitcast i8* %167 to i64*
  %174 = load i64, i64* %173, align 1, !tbaa !19, !alias.scope !59, !noalias !57
  %175 = add i64 %174, %3
  %176 = xor i64 %175, %169
  %177 = getelementptr inbounds i8, i8* %2, i64 120
  %178 = bitcast i8* %177 to i64*
  %179 = load i64, i64* %178, align 1, !tbaa !19, !alias.scope !59, !noalias !57
  %180 = sub i64 %179, %3
  %181 = xor i64 %180, %172
  %182 = zext i64 %176 to i128
  %183 = zext i64 %181 to i128
  %184 = mul nuw i128 %183, %182
  %185 = lshr i128 %184, 64
  %186 = xor i128 %185, %184
  %187 = trunc i128 %186 to i64
  %188 = add i64 %165, %187
  %189 = getelementptr inbounds i8, i8* %0, i64 %1
  %190 = getelementptr inbounds i8, i8* %189, i64 -16
  %191 = getelementptr inbounds i8, i8* %2, i64 119
  tail call void @llvm.experimental.noalias.scope.decl(metadata !61)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !64)
  %192 = bitcast i8* %190 to i64*
  %193 = load i64, i64* %192, align 1, !tbaa !19, !alias.scope !61, !noalias !64
  %194 = getelementptr inbounds i8, i8* %190, i64 8
  %195 = bitcast i8* %194 to i64*
  %196 = load i64, i64* %195, align 1, !tbaa !19, !alias.scope !61, !noalias !64
  %197 = bitcast i8* %191 to i64*
  %198 = load i64, i64* %197, align 1, !tbaa !19, !alias.scope !64, !noalias !61
  %199 = add i64 %198, %3
  %200 = xor i64 %199, %193
  %201 = getelementptr inbounds i8, i8* %2, i64 127
  %202 = bitcast i8* %201 to i64*
  %203 = load i64, i64* %202, align 1, !tbaa !19, !alias.scope !64, !noalias !61
  %204 = sub i64 %203, %3
  %205 = xor i64 %204, %196
  %206 = zext i64 %200 to i128
  %207 = zext i64 %205 to i128
  %208 = mul nuw i128 %207, %206
  %209 = lshr i128 %208, 64
  %210 = xor i128 %209, %208
  %211 = trunc i128 %210 to i64
  %212 = icmp ugt i32 %6, 127
  tail call void @llvm.assume(i1 %212)
  %213 = lshr i64 %188, 37
  %214 = xor i64 %213, %188
  %215 = mul i64 %214, 1609587791953885689
  %216 = lshr i64 %215, 32
  %217 = xor i64 %216, %215
  %218 = icmp ugt i32 %6, 143
  br i1 %218, label %219, label %255

219:                                              ; preds = %4
  %220 = lshr i64 %1, 4
  %221 = and i64 %220, 268435455
  %222 = getelementptr inbounds i8, i8* %2, i64 3
  br label %223

223:                                              ; preds = %223, %219
  %224 = phi i64 [ 8, %219 ], [ %253, %223 ]
  %225 = phi i64 [ %217, %219 ], [ %227, %223 ]
  %226 = phi i64 [ %211, %219 ], [ %252, %223 ]
  %227 = tail call i64 asm "", "=r,0"(i64 %225) #20, !srcloc !66
  %228 = shl i64 %224, 4
  %229 = getelementptr inbounds i8, i8* %0, i64 %228
  %230 = add nsw i64 %228, -128
  %231 = getelementptr inbounds i8, i8* %222, i64 %230
  tail call void @llvm.experimental.noalias.scope.decl(metadata !67)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !70)
  %232 = bitcast i8* %229 to i64*
  %233 = load i64, i64* %232, align 1, !tbaa !19, !alias.scope !67, !noalias !70
  %234 = getelementptr inbounds i8, i8* %229, i64 8
  %235 = bitcast i8* %234 to i64*
  %236 = load i64, i64* %235, align 1, !tbaa !19, !alias.scope !67, !noalias !70
  %237 = bitcast i8* %231 to i64*
  %238 = load i64, i64* %237, align 1, !tbaa !19, !alias.scope !70, !noalias !67
  %239 = add i64 %238, %3
  %240 = xor i64 %239, %233
  %241 = getelementptr inbounds i8, i8* %231, i64 8
  %242 = bitcast i8* %241 to i64*
  %243 = load i64, i64* %242, align 1, !tbaa !19, !alias.scope !70, !noalias !67
  %244 = sub i64 %243, %3
  %245 = xor i64 %244, %236
  %246 = zext i64 %240 to i128
  %247 = zext i64 %245 to i128
  %248 = mul nuw i128 %247, %246
  %249 = lshr i128 %248, 64
  %250 = xor i128 %249, %248
  %251 = trunc i128 %250 to i64
  %252 = add i64 %226, %251
  %253 = add nuw nsw i64 %224, 1
  %254 = icmp eq i64 %253, %221
  br i1 %254, label %255, label %223, !llvm.loop !72

255:                                              ; preds = %223, %4
  %256 = phi i64 [ %211, %4 ], [ %252, %223 ]
  %257 = phi i64 [ %217, %4 ], [ %227, %223 ]
  %258 = add i64 %257, %256
  %259 = lshr i64 %258, 37
  %260 = xor i64 %259, %258
  %261 = mul i64 %260, 1609587791953885689
  %262 = lshr i64 %261, 32
  %263 = xor i64 %262, %261
  ret i64 %263
}

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc i64 @XXH3_hashLong_64b_withSecret(i8* noalias nocapture noundef readonly, i64 noundef, i64 noundef, i8* noalias nocapture noundef readonly, i64 noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc i64 @XXH3_hashLong_64b_withSeed(i8* noalias nocapture noundef readonly, i64 noundef, i64 noundef, i8* noalias nocapture noundef readnone, i64 noundef) unnamed_addr #10

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

; Function Attrs: mustprogress nofree nounwind readonly willreturn
define dso_local i64 @XXH3_64bits_withSeed(i8* nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #11 {
  %4 = icmp ult i64 %1, 17
  br i1 %4, label %5, label %107

5:                                                ; preds = %3
  %6 = icmp ugt i64 %1, 8
  br i1 %6, label %7, label %34, !prof !73

7:                                                ; preds = %5
  %8 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %8) #19
  %9 = add i64 %2, 7458650908927343033
  %10 = sub i64 -5812251307325107654, %2
  %11 = bitcast i8* %0 to i64*
  %12 = load i64, i64* %11, align 1, !tbaa !19, !alias.scope !74, !noalias !77
  %13 = xor i64 %12, %9
  %14 = getelementptr inbounds i8, i8* %0, i64 %1
  %15 = getelementptr inbounds i8, i8* %14, i64 -8
  %16 = bitcast i8* %15 to i64*
  %17 = load i64, i64* %16, align 1, !tbaa !19, !alias.scope !74, !noalias !77
  %18 = xor i64 %17, %10
  %19 = tail call i64 @llvm.bswap.i64(i64 %13) #19
  %20 = add i64 %19, %1
  %21 = add i64 %20, %18
  %22 = zext i64 %13 to i128
  %23 = zext i64 %18 to i128
  %24 = mul nuw i128 %23, %22
  %25 = lshr i128 %24, 64
  %26 = xor i128 %25, %24
  %27 = trunc i128 %26 to i64
  %28 = add i64 %21, %27
  %29 = lshr i64 %28, 37
  %30 = xor i64 %29, %28
  %31 = mul i64 %30, 1609587791953885689
  %32 = lshr i64 %31, 32
  %33 = xor i64 %32, %31
  br label %273

34:                                               ; preds = %5
  %35 = icmp ugt i64 %1, 3
  br i1 %35, label %36, label %66, !prof !73

36:                                               ; preds = %34
  %37 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %37) #19
  %38 = trunc i64 %2 to i32
  %39 = tail call i32 @llvm.bswap.i32(i32 %38) #19
  %40 = zext i32 %39 to i64
  %41 = shl nuw i64 %40, 32
  %42 = xor i64 %41, %2
  %43 = bitcast i8* %0 to i32*
  %44 = load i32, i32* %43, align 1, !tbaa !6, !alias.scope !74, !noalias !77
  %45 = getelementptr inbounds i8, i8* %0, i64 %1
  %46 = getelementptr inbounds i8, i8* %45, i64 -4
  %47 = bitcast i8* %46 to i32*
  %48 = load i32, i32* %47, align 1, !tbaa !6, !alias.scope !74, !noalias !77
  %49 = sub i64 -4090762196417718878, %42
  %50 = zext i32 %48 to i64
  %51 = zext i32 %44 to i64
  %52 = shl nuw i64 %51, 32
  %53 = or i64 %52, %50
  %54 = xor i64 %53, %49
  %55 = tail call i64 @llvm.fshl.i64(i64 %54, i64 %54, i64 49) #19
  %56 = tail call i64 @llvm.fshl.i64(i64 %54, i64 %54, i64 24) #19
  %57 = xor i64 %56, %54
  %58 = xor i64 %57, %55
  %59 = mul i64 %58, -6939452855193903323
  %60 = lshr i64 %59, 35
  %61 = add nuw nsw i64 %60, %1
  %62 = xor i64 %61, %59
  %63 = mul i64 %62, -6939452855193903323
  %64 = lshr i64 %63, 28
  %65 = xor i64 %64, %63
  br label %273

66:                                               ; preds = %34
  %67 = icmp eq i64 %1, 0
  br i1 %67, label %97, label %68

68:                                               ; preds = %66
  %69 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %69) #19
  %70 = load i8, i8* %0, align 1, !tbaa !17, !alias.scope !74, !noalias !77
  %71 = lshr i64 %1, 1
  %72 = getelementptr inbounds i8, i8* %0, i64 %71
  %73 = load i8, i8* %72, align 1, !tbaa !17, !alias.scope !74, !noalias !77
  %74 = add nsw i64 %1, -1
  %75 = getelementptr inbounds i8, i8* %0, i64 %74
  %76 = load i8, i8* %75, align 1, !tbaa !17, !alias.scope !74, !noalias !77
  %77 = zext i8 %70 to i64
  %78 = shl nuw nsw i64 %77, 16
  %79 = zext i8 %73 to i64
  %80 = shl nuw nsw i64 %79, 24
  %81 = zext i8 %76 to i64
  %82 = shl nuw nsw i64 %1, 8
  %83 = add i64 %2, 2267503259
  %84 = and i64 %82, 4294967040
  %85 = or i64 %78, %84
  %86 = or i64 %85, %80
  %87 = or i64 %86, %81
  %88 = xor i64 %87, %83
  %89 = lshr i64 %88, 33
  %90 = xor i64 %89, %88
  %91 = mul i64 %90, -4417276706812531889
  %92 = lshr i64 %91, 29
  %93 = xor i64 %92, %91
  %94 = mul i64 %93, 1609587929392839161
  %95 = lshr i64 %94, 32
  %96 = xor i64 %95, %94
  br label %273

97:                                               ; preds = %66
  %98 = xor i64 %2, -8707998980786479652
  %99 = lshr i64 %98, 33
  %100 = xor i64 %99, %98
  %101 = mul i64 %100, -4417276706812531889
  %102 = lshr i64 %101, 29
  %103 = xor i64 %102, %101
  %104 = mul i64 %103, 1609587929392839161
  %105 = lshr i64 %104, 32
  %106 = xor i64 %105, %104
  br label %273

107:                                              ; preds = %3
  %108 = icmp ult i64 %1, 129
  br i1 %108, label %109, label %267

109:                                              ; preds = %107
  %110 = mul i64 %1, -7046029288634856825
  %111 = icmp ugt i64 %1, 32
  br i1 %111, label %112, label %226

112:                                              ; preds = %109
  %113 = icmp ugt i64 %1, 64
  br i1 %113, label %114, label %189

114:                                              ; preds = %112
  %115 = icmp ugt i64 %1, 96
  br i1 %115, label %116, label %152

116:                                              ; preds = %114
  %117 = getelementptr inbounds i8, i8* %0, i64 48
  %118 = bitcast i8* %117 to i64*
  %119 = load i64, i64* %118, align 1, !tbaa !19, !alias.scope !79, !noalias !84
  %120 = getelementptr inbounds i8, i8* %0, i64 56
  %121 = bitcast i8* %120 to i64*
  %122 = load i64, i64* %121, align 1, !tbaa !19, !alias.scope !79, !noalias !84
  %123 = add i64 %2, 4554437623014685352
  %124 = xor i64 %119, %123
  %125 = sub i64 2111919702937427193, %2
  %126 = xor i64 %122, %125
  %127 = zext i64 %124 to i128
  %128 = zext i64 %126 to i128
  %129 = mul nuw i128 %128, %127
  %130 = lshr i128 %129, 64
  %131 = xor i128 %130, %129
  %132 = trunc i128 %131 to i64
  %133 = add i64 %110, %132
  %134 = getelementptr inbounds i8, i8* %0, i64 %1
  %135 = getelementptr inbounds i8, i8* %134, i64 -64
  %136 = bitcast i8* %135 to i64*
  %137 = load i64, i64* %136, align 1, !tbaa !19, !alias.scope !87, !noalias !90
  %138 = getelementptr inbounds i8, i8* %135, i64 8
  %139 = bitcast i8* %138 to i64*
  %140 = load i64, i64* %139, align 1, !tbaa !19, !alias.scope !87, !noalias !90
  %141 = add i64 %2, 3556072174620004746
  %142 = xor i64 %137, %141
  %143 = sub i64 7238261902898274248, %2
  %144 = xor i64 %140, %143
  %145 = zext i64 %142 to i128
  %146 = zext i64 %144 to i128
  %147 = mul nuw i128 %146, %145
  %148 = lshr i128 %147, 64
  %149 = xor i128 %148, %147
  %150 = trunc i128 %149 to i64
  %151 = add i64 %133, %150
  br label %152

152:                                              ; preds = %116, %114
  %153 = phi i64 [ %151, %116 ], [ %110, %114 ]
  %154 = getelementptr inbounds i8, i8* %0, i64 32
  %155 = bitcast i8* %154 to i64*
  %156 = load i64, i64* %155, align 1, !tbaa !19, !alias.scope !92, !noalias !95
  %157 = getelementptr inbounds i8, i8* %0, i64 40
  %158 = bitcast i8* %157 to i64*
  %159 = load i64, i64* %158, align 1, !tbaa !19, !alias.scope !92, !noalias !95
  %160 = add i64 %2, -3818837453329782724
  %161 = xor i64 %156, %160
  %162 = sub i64 -6688317018830679928, %2
  %163 = xor i64 %159, %162
  %164 = zext i64 %161 to i128
  %165 = zext i64 %163 to i128
  %166 = mul nuw i128 %165, %164
  %167 = lshr i128 %166, 64
  %168 = xor i128 %167, %166
  %169 = trunc i128 %168 to i64
  %170 = add i64 %153, %169
  %171 = getelementptr inbounds i8, i8* %0, i64 %1
  %172 = getelementptr inbounds i8, i8* %171, i64 -48
  %173 = bitcast i8* %172 to i64*
  %174 = load i64, i64* %173, align 1, !tbaa !19, !alias.scope !97, !noalias !100
  %175 = getelementptr inbounds i8, i8* %172, i64 8
  %176 = bitcast i8* %175 to i64*
  %177 = load i64, i64* %176, align 1, !tbaa !19, !alias.scope !97, !noalias !100
  %178 = add i64 %2, 5690594596133299313
  %179 = xor i64 %174, %178
  %180 = sub i64 -2833645246901970632, %2
  %181 = xor i64 %177, %180
  %182 = zext i64 %179 to i128
  %183 = zext i64 %181 to i128
  %184 = mul nuw i128 %183, %182
  %185 = lshr i128 %184, 64
  %186 = xor i128 %185, %184
  %187 = trunc i128 %186 to i64
  %188 = add i64 %170, %187
  br label %189

189:                                              ; preds = %152, %112
  %190 = phi i64 [ %188, %152 ], [ %110, %112 ]
  %191 = getelementptr inbounds i8, i8* %0, i64 16
  %192 = bitcast i8* %191 to i64*
  %193 = load i64, i64* %192, align 1, !tbaa !19, !alias.scope !102, !noalias !105
  %194 = getelementptr inbounds i8, i8* %0, i64 24
  %195 = bitcast i8* %194 to i64*
  %196 = load i64, i64* %195, align 1, !tbaa !19, !alias.scope !102, !noalias !105
  %197 = add i64 %2, 8711581037947681227
  %198 = xor i64 %193, %197
  %199 = sub i64 2410270004345854594, %2
  %200 = xor i64 %196, %199
  %201 = zext i64 %198 to i128
  %202 = zext i64 %200 to i128
  %203 = mul nuw i128 %202, %201
  %204 = lshr i128 %203, 64
  %205 = xor i128 %204, %203
  %206 = trunc i128 %205 to i64
  %207 = add i64 %190, %206
  %208 = getelementptr inbounds i8, i8* %0, i64 %1
  %209 = getelementptr inbounds i8, i8* %208, i64 -32
  %210 = bitcast i8* %209 to i64*
  %211 = load i64, i64* %210, align 1, !tbaa !19, !alias.scope !107, !noalias !110
  %212 = getelementptr inbounds i8, i8* %209, i64 8
  %213 = bitcast i8* %212 to i64*
  %214 = load i64, i64* %213, align 1, !tbaa !19, !alias.scope !107, !noalias !110
  %215 = add i64 %2, -8204357891075471176
  %216 = xor i64 %211, %215
  %217 = sub i64 5487137525590930912, %2
  %218 = xor i64 %214, %217
  %219 = zext i64 %216 to i128
  %220 = zext i64 %218 to i128
  %221 = mul nuw i128 %220, %219
  %222 = lshr i128 %221, 64
  %223 = xor i128 %222, %221
  %224 = trunc i128 %223 to i64
  %225 = add i64 %207, %224
  br label %226

226:                                              ; preds = %189, %109
  %227 = phi i64 [ %225, %189 ], [ %110, %109 ]
  %228 = bitcast i8* %0 to i64*
  %229 = load i64, i64* %228, align 1, !tbaa !19, !alias.scope !112, !noalias !115
  %230 = getelementptr inbounds i8, i8* %0, i64 8
  %231 = bitcast i8* %230 to i64*
  %232 = load i64, i64* %231, align 1, !tbaa !19, !alias.scope !112, !noalias !115
  %233 = add i64 %2, -4734510112055689544
  %234 = xor i64 %229, %233
  %235 = sub i64 2066345149520216444, %2
  %236 = xor i64 %232, %235
  %237 = zext i64 %234 to i128
  %238 = zext i64 %236 to i128
  %239 = mul nuw i128 %238, %237
  %240 = lshr i128 %239, 64
  %241 = xor i128 %240, %239
  %242 = trunc i128 %241 to i64
  %243 = add i64 %227, %242
  %244 = getelementptr inbounds i8, i8* %0, i64 %1
  %245 = getelementptr inbounds i8, i8* %244, i64 -16
  %246 = bitcast i8* %245 to i64*
  %247 = load i64, i64* %246, align 1, !tbaa !19, !alias.scope !117, !noalias !120
  %248 = getelementptr inbounds i8, i8* %245, i64 8
  %249 = bitcast i8* %248 to i64*
  %250 = load i64, i64* %249, align 1, !tbaa !19, !alias.scope !117, !noalias !120
  %251 = add i64 %2, -2623469361688619810
  %252 = xor i64 %247, %251
  %253 = sub i64 2262974939099578482, %2
  %254 = xor i64 %250, %253
  %255 = zext i64 %252 to i128
  %256 = zext i64 %254 to i128
  %257 = mul nuw i128 %256, %255
  %258 = lshr i128 %257, 64
  %259 = xor i128 %258, %257
  %260 = trunc i128 %259 to i64
  %261 = add i64 %243, %260
  %262 = lshr i64 %261, 37
  %263 = xor i64 %262, %261
  %264 = mul i64 %263, 1609587791953885689
  %265 = lshr i64 %264, 32
  %266 = xor i64 %265, %264
  br label %273

267:                                              ; preds = %107
  %268 = icmp ult i64 %1, 241
  br i1 %268, label %269, label %271

269:                                              ; preds = %267
  %270 = tail call fastcc i64 @XXH3_len_129to240_64b(i8* noundef %0, i64 noundef %1, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef %2) #21
  br label %273

271:                                              ; preds = %267
  %272 = tail call fastcc i64 @XXH3_hashLong_64b_withSeed(i8* noundef %0, i64 noundef %1, i64 noundef %2, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef 192) #19, !callees !122
  br label %273

273:                                              ; preds = %271, %269, %226, %97, %68, %36, %7
  %274 = phi i64 [ %266, %226 ], [ %270, %269 ], [ %272, %271 ], [ %33, %7 ], [ %65, %36 ], [ %96, %68 ], [ %106, %97 ]
  ret i64 %274
}

; Function Attrs: mustprogress nofree nounwind readonly willreturn
define dso_local i64 @XXH3_64bits_withSecretandSeed(i8* nocapture noundef %0, i64 noundef %1, i8* nocapture noundef readonly %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #11 {
  %6 = icmp ult i64 %1, 241
  br i1 %6, label %7, label %273

7:                                                ; preds = %5
  %8 = icmp ult i64 %1, 17
  br i1 %8, label %9, label %111

9:                                                ; preds = %7
  %10 = icmp ugt i64 %1, 8
  br i1 %10, label %11, label %38, !prof !73

11:                                               ; preds = %9
  %12 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %12) #19
  %13 = add i64 %4, 7458650908927343033
  %14 = sub i64 -5812251307325107654, %4
  %15 = bitcast i8* %0 to i64*
  %16 = load i64, i64* %15, align 1, !tbaa !19, !alias.scope !123, !noalias !126
  %17 = xor i64 %16, %13
  %18 = getelementptr inbounds i8, i8* %0, i64 %1
  %19 = getelementptr inbounds i8, i8* %18, i64 -8
  %20 = bitcast i8* %19 to i64*
  %21 = load i64, i64* %20, align 1, !tbaa !19, !alias.scope !123, !noalias !126
  %22 = xor i64 %21, %14
  %23 = tail call i64 @llvm.bswap.i64(i64 %17) #19
  %24 = add i64 %23, %1
  %25 = add i64 %24, %22
  %26 = zext i64 %17 to i128
  %27 = zext i64 %22 to i128
  %28 = mul nuw i128 %27, %26
  %29 = lshr i128 %28, 64
  %30 = xor i128 %29, %28
  %31 = trunc i128 %30 to i64
  %32 = add i64 %25, %31
  %33 = lshr i64 %32, 37
  %34 = xor i64 %33, %32
  %35 = mul i64 %34, 1609587791953885689
  %36 = lshr i64 %35, 32
  %37 = xor i64 %36, %35
  br label %275

38:                                               ; preds = %9
  %39 = icmp ugt i64 %1, 3
  br i1 %39, label %40, label %70, !prof !73

40:                                               ; preds = %38
  %41 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %41) #19
  %42 = trunc i64 %4 to i32
  %43 = tail call i32 @llvm.bswap.i32(i32 %42) #19
  %44 = zext i32 %43 to i64
  %45 = shl nuw i64 %44, 32
  %46 = xor i64 %45, %4
  %47 = bitcast i8* %0 to i32*
  %48 = load i32, i32* %47, align 1, !tbaa !6, !alias.scope !123, !noalias !126
  %49 = getelementptr inbounds i8, i8* %0, i64 %1
  %50 = getelementptr inbounds i8, i8* %49, i64 -4
  %51 = bitcast i8* %50 to i32*
  %52 = load i32, i32* %51, align 1, !tbaa !6, !alias.scope !123, !noalias !126
  %53 = sub i64 -4090762196417718878, %46
  %54 = zext i32 %52 to i64
  %55 = zext i32 %48 to i64
  %56 = shl nuw i64 %55, 32
  %57 = or i64 %56, %54
  %58 = xor i64 %57, %53
  %59 = tail call i64 @llvm.fshl.i64(i64 %58, i64 %58, i64 49) #19
  %60 = tail call i64 @llvm.fshl.i64(i64 %58, i64 %58, i64 24) #19
  %61 = xor i64 %60, %58
  %62 = xor i64 %61, %59
  %63 = mul i64 %62, -6939452855193903323
  %64 = lshr i64 %63, 35
  %65 = add nuw nsw i64 %64, %1
  %66 = xor i64 %65, %63
  %67 = mul i64 %66, -6939452855193903323
  %68 = lshr i64 %67, 28
  %69 = xor i64 %68, %67
  br label %275

70:                                               ; preds = %38
  %71 = icmp eq i64 %1, 0
  br i1 %71, label %101, label %72

72:                                               ; preds = %70
  %73 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %73) #19
  %74 = load i8, i8* %0, align 1, !tbaa !17, !alias.scope !123, !noalias !126
  %75 = lshr i64 %1, 1
  %76 = getelementptr inbounds i8, i8* %0, i64 %75
  %77 = load i8, i8* %76, align 1, !tbaa !17, !alias.scope !123, !noalias !126
  %78 = add nsw i64 %1, -1
  %79 = getelementptr inbounds i8, i8* %0, i64 %78
  %80 = load i8, i8* %79, align 1, !tbaa !17, !alias.scope !123, !noalias !126
  %81 = zext i8 %74 to i64
  %82 = shl nuw nsw i64 %81, 16
  %83 = zext i8 %77 to i64
  %84 = shl nuw nsw i64 %83, 24
  %85 = zext i8 %80 to i64
  %86 = shl nuw nsw i64 %1, 8
  %87 = add i64 %4, 2267503259
  %88 = and i64 %86, 4294967040
  %89 = or i64 %82, %88
  %90 = or i64 %89, %84
  %91 = or i64 %90, %85
  %92 = xor i64 %91, %87
  %93 = lshr i64 %92, 33
  %94 = xor i64 %93, %92
  %95 = mul i64 %94, -4417276706812531889
  %96 = lshr i64 %95, 29
  %97 = xor i64 %96, %95
  %98 = mul i64 %97, 1609587929392839161
  %99 = lshr i64 %98, 32
  %100 = xor i64 %99, %98
  br label %275

101:                                              ; preds = %70
  %102 = xor i64 %4, -8707998980786479652
  %103 = lshr i64 %102, 33
  %104 = xor i64 %103, %102
  %105 = mul i64 %104, -4417276706812531889
  %106 = lshr i64 %105, 29
  %107 = xor i64 %106, %105
  %108 = mul i64 %107, 1609587929392839161
  %109 = lshr i64 %108, 32
  %110 = xor i64 %109, %108
  br label %275

111:                                              ; preds = %7
  %112 = icmp ult i64 %1, 129
  br i1 %112, label %113, label %271

113:                                              ; preds = %111
  %114 = mul i64 %1, -7046029288634856825
  %115 = icmp ugt i64 %1, 32
  br i1 %115, label %116, label %230

116:                                              ; preds = %113
  %117 = icmp ugt i64 %1, 64
  br i1 %117, label %118, label %193

118:                                              ; preds = %116
  %119 = icmp ugt i64 %1, 96
  br i1 %119, label %120, label %156

120:                                              ; preds = %118
  %121 = getelementptr inbounds i8, i8* %0, i64 48
  %122 = bitcast i8* %121 to i64*
  %123 = load i64, i64* %122, align 1, !tbaa !19, !alias.scope !128, !noalias !133
  %124 = getelementptr inbounds i8, i8* %0, i64 56
  %125 = bitcast i8* %124 to i64*
  %126 = load i64, i64* %125, align 1, !tbaa !19, !alias.scope !128, !noalias !133
  %127 = add i64 %4, 4554437623014685352
  %128 = xor i64 %123, %127
  %129 = sub i64 2111919702937427193, %4
  %130 = xor i64 %126, %129
  %131 = zext i64 %128 to i128
  %132 = zext i64 %130 to i128
  %133 = mul nuw i128 %132, %131
  %134 = lshr i128 %133, 64
  %135 = xor i128 %134, %133
  %136 = trunc i128 %135 to i64
  %137 = add i64 %114, %136
  %138 = getelementptr inbounds i8, i8* %0, i64 %1
  %139 = getelementptr inbounds i8, i8* %138, i64 -64
  %140 = bitcast i8* %139 to i64*
  %141 = load i64, i64* %140, align 1, !tbaa !19, !alias.scope !136, !noalias !139
  %142 = getelementptr inbounds i8, i8* %139, i64 8
  %143 = bitcast i8* %142 to i64*
  %144 = load i64, i64* %143, align 1, !tbaa !19, !alias.scope !136, !noalias !139
  %145 = add i64 %4, 3556072174620004746
  %146 = xor i64 %141, %145
  %147 = sub i64 7238261902898274248, %4
  %148 = xor i64 %144, %147
  %149 = zext i64 %146 to i128
  %150 = zext i64 %148 to i128
  %151 = mul nuw i128 %150, %149
  %152 = lshr i128 %151, 64
  %153 = xor i128 %152, %151
  %154 = trunc i128 %153 to i64
  %155 = add i64 %137, %154
  br label %156

156:                                              ; preds = %120, %118
  %157 = phi i64 [ %155, %120 ], [ %114, %118 ]
  %158 = getelementptr inbounds i8, i8* %0, i64 32
  %159 = bitcast i8* %158 to i64*
  %160 = load i64, i64* %159, align 1, !tbaa !19, !alias.scope !141, !noalias !144
  %161 = getelementptr inbounds i8, i8* %0, i64 40
  %162 = bitcast i8* %161 to i64*
  %163 = load i64, i64* %162, align 1, !tbaa !19, !alias.scope !141, !noalias !144
  %164 = add i64 %4, -3818837453329782724
  %165 = xor i64 %160, %164
  %166 = sub i64 -6688317018830679928, %4
  %167 = xor i64 %163, %166
  %168 = zext i64 %165 to i128
  %169 = zext i64 %167 to i128
  %170 = mul nuw i128 %169, %168
  %171 = lshr i128 %170, 64
  %172 = xor i128 %171, %170
  %173 = trunc i128 %172 to i64
  %174 = add i64 %157, %173
  %175 = getelementptr inbounds i8, i8* %0, i64 %1
  %176 = getelementptr inbounds i8, i8* %175, i64 -48
  %177 = bitcast i8* %176 to i64*
  %178 = load i64, i64* %177, align 1, !tbaa !19, !alias.scope !146, !noalias !149
  %179 = getelementptr inbounds i8, i8* %176, i64 8
  %180 = bitcast i8* %179 to i64*
  %181 = load i64, i64* %180, align 1, !tbaa !19, !alias.scope !146, !noalias !149
  %182 = add i64 %4, 5690594596133299313
  %183 = xor i64 %178, %182
  %184 = sub i64 -2833645246901970632, %4
  %185 = xor i64 %181, %184
  %186 = zext i64 %183 to i128
  %187 = zext i64 %185 to i128
  %188 = mul nuw i128 %187, %186
  %189 = lshr i128 %188, 64
  %190 = xor i128 %189, %188
  %191 = trunc i128 %190 to i64
  %192 = add i64 %174, %191
  br label %193

193:                                              ; preds = %156, %116
  %194 = phi i64 [ %192, %156 ], [ %114, %116 ]
  %195 = getelementptr inbounds i8, i8* %0, i64 16
  %196 = bitcast i8* %195 to i64*
  %197 = load i64, i64* %196, align 1, !tbaa !19, !alias.scope !151, !noalias !154
  %198 = getelementptr inbounds i8, i8* %0, i64 24
  %199 = bitcast i8* %198 to i64*
  %200 = load i64, i64* %199, align 1, !tbaa !19, !alias.scope !151, !noalias !154
  %201 = add i64 %4, 8711581037947681227
  %202 = xor i64 %197, %201
  %203 = sub i64 2410270004345854594, %4
  %204 = xor i64 %200, %203
  %205 = zext i64 %202 to i128
  %206 = zext i64 %204 to i128
  %207 = mul nuw i128 %206, %205
  %208 = lshr i128 %207, 64
  %209 = xor i128 %208, %207
  %210 = trunc i128 %209 to i64
  %211 = add i64 %194, %210
  %212 = getelementptr inbounds i8, i8* %0, i64 %1
  %213 = getelementptr inbounds i8, i8* %212, i64 -32
  %214 = bitcast i8* %213 to i64*
  %215 = load i64, i64* %214, align 1, !tbaa !19, !alias.scope !156, !noalias !159
  %216 = getelementptr inbounds i8, i8* %213, i64 8
  %217 = bitcast i8* %216 to i64*
  %218 = load i64, i64* %217, align 1, !tbaa !19, !alias.scope !156, !noalias !159
  %219 = add i64 %4, -8204357891075471176
  %220 = xor i64 %215, %219
  %221 = sub i64 5487137525590930912, %4
  %222 = xor i64 %218, %221
  %223 = zext i64 %220 to i128
  %224 = zext i64 %222 to i128
  %225 = mul nuw i128 %224, %223
  %226 = lshr i128 %225, 64
  %227 = xor i128 %226, %225
  %228 = trunc i128 %227 to i64
  %229 = add i64 %211, %228
  br label %230

230:                                              ; preds = %193, %113
  %231 = phi i64 [ %229, %193 ], [ %114, %113 ]
  %232 = bitcast i8* %0 to i64*
  %233 = load i64, i64* %232, align 1, !tbaa !19, !alias.scope !161, !noalias !164
  %234 = getelementptr inbounds i8, i8* %0, i64 8
  %235 = bitcast i8* %234 to i64*
  %236 = load i64, i64* %235, align 1, !tbaa !19, !alias.scope !161, !noalias !164
  %237 = add i64 %4, -4734510112055689544
  %238 = xor i64 %233, %237
  %239 = sub i64 2066345149520216444, %4
  %240 = xor i64 %236, %239
  %241 = zext i64 %238 to i128
  %242 = zext i64 %240 to i128
  %243 = mul nuw i128 %242, %241
  %244 = lshr i128 %243, 64
  %245 = xor i128 %244, %243
  %246 = trunc i128 %245 to i64
  %247 = add i64 %231, %246
  %248 = getelementptr inbounds i8, i8* %0, i64 %1
  %249 = getelementptr inbounds i8, i8* %248, i64 -16
  %250 = bitcast i8* %249 to i64*
  %251 = load i64, i64* %250, align 1, !tbaa !19, !alias.scope !166, !noalias !169
  %252 = getelementptr inbounds i8, i8* %249, i64 8
  %253 = bitcast i8* %252 to i64*
  %254 = load i64, i64* %253, align 1, !tbaa !19, !alias.scope !166, !noalias !169
  %255 = add i64 %4, -2623469361688619810
  %256 = xor i64 %251, %255
  %257 = sub i64 2262974939099578482, %4
  %258 = xor i64 %254, %257
  %259 = zext i64 %256 to i128
  %260 = zext i64 %258 to i128
  %261 = mul nuw i128 %260, %259
  %262 = lshr i128 %261, 64
  %263 = xor i128 %262, %261
  %264 = trunc i128 %263 to i64
  %265 = add i64 %247, %264
  %266 = lshr i64 %265, 37
  %267 = xor i64 %266, %265
  %268 = mul i64 %267, 1609587791953885689
  %269 = lshr i64 %268, 32
  %270 = xor i64 %269, %268
  br label %275

271:                                              ; preds = %111
  %272 = tail call fastcc i64 @XXH3_len_129to240_64b(i8* noundef %0, i64 noundef %1, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef %4) #21
  br label %275

273:                                              ; preds = %5
  %274 = tail call fastcc i64 @XXH3_hashLong_64b_withSecret(i8* noundef %0, i64 noundef %1, i64 noundef %4, i8* noundef %2, i64 noundef %3)
  br label %275

275:                                              ; preds = %273, %271, %230, %101, %72, %40, %11
  %276 = phi i64 [ %274, %273 ], [ %270, %230 ], [ %272, %271 ], [ %37, %11 ], [ %69, %40 ], [ %100, %72 ], [ %110, %101 ]
  ret i64 %276
}

; Function Attrs: mustprogress nofree nounwind willreturn
define dso_local noalias %struct.XXH3_state_s* @XXH3_createState() local_unnamed_addr #12 {
  %1 = tail call noalias dereferenceable_or_null(640) i8* @malloc(i64 noundef 640) #19
  %2 = icmp eq i8* %1, null
  br i1 %2, label %18, label %3

3:                                                ; preds = %0
  %4 = ptrtoint i8* %1 to i64
  %5 = and i64 %4, 63
  %6 = sub nuw nsw i64 64, %5
  %7 = getelementptr inbounds i8, i8* %1, i64 %6
  %8 = ptrtoint i8* %7 to i64
  %9 = and i64 %8, 63
  %10 = icmp eq i64 %9, 0
  tail call void @llvm.assume(i1 %10) #19
  %11 = trunc i64 %6 to i8
  %12 = getelementptr inbounds i8, i8* %7, i64 -1
  store i8 %11, i8* %12, align 1, !tbaa !17
  %13 = bitcast i8* %7 to %struct.XXH3_state_s*
  %14 = getelementptr inbounds i8, i8* %7, i64 552
  %15 = bitcast i8* %14 to i64*
  store i64 0, i64* %15, align 8, !tbaa !171
  %16 = getelementptr inbounds i8, i8* %7, i64 568
  %17 = bitcast i8* %16 to i8**
  store i8* null, i8** %17, align 8, !tbaa !174
  br label %18

18:                                               ; preds = %3, %0
  %19 = phi %struct.XXH3_state_s* [ %13, %3 ], [ null, %0 ]
  ret %struct.XXH3_state_s* %19
}

; Function Attrs: mustprogress nounwind willreturn
define dso_local signext i32 @XXH3_freeState(%struct.XXH3_state_s* noundef %0) local_unnamed_addr #13 {
  %2 = bitcast %struct.XXH3_state_s* %0 to i8*
  %3 = icmp eq %struct.XXH3_state_s* %0, null
  br i1 %3, label %10, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, i8* %2, i64 -1
  %6 = load i8, i8* %5, align 1, !tbaa !17
  %7 = zext i8 %6 to i64
  %8 = sub nsw i64 0, %7
  %9 = getelementptr inbounds i8, i8* %2, i64 %8
  tail call void @free(i8* noundef %9) #19
  br label %10

10:                                               ; preds = %4, %1
  ret i32 0
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local signext i32 @XXH3_64bits_reset(%struct.XXH3_state_s* nocapture noundef writeonly %0) local_unnamed_addr #5 {
  %2 = icmp eq %struct.XXH3_state_s* %0, null
  br i1 %2, label %18, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 3
  %5 = bitcast i32* %4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %5, i8 0, i64 24, i1 false) #19
  %6 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 0
  store i64 3266489917, i64* %6, align 64, !tbaa !19
  %7 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 1
  store i64 -7046029288634856825, i64* %7, align 8, !tbaa !19
  %8 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 2
  store i64 -4417276706812531889, i64* %8, align 16, !tbaa !19
  %9 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 3
  store i64 1609587929392839161, i64* %9, align 8, !tbaa !19
  %10 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 4
  store i64 -8796714831421723037, i64* %10, align 32, !tbaa !19
  %11 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 5
  store i64 2246822519, i64* %11, align 8, !tbaa !19
  %12 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 6
  store i64 2870177450012600261, i64* %12, align 16, !tbaa !19
  %13 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 7
  store i64 2654435761, i64* %13, align 8, !tbaa !19
  %14 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 9
  store i64 0, i64* %14, align 8, !tbaa !171
  %15 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 11
  store i8* getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i8** %15, align 8, !tbaa !174
  %16 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 8
  store i64 128, i64* %16, align 32, !tbaa !175
  %17 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 7
  store i64 16, i64* %17, align 8, !tbaa !176
  br label %18

18:                                               ; preds = %3, %1
  %19 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %19
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local signext i32 @XXH3_64bits_reset_withSecret(%struct.XXH3_state_s* nocapture noundef writeonly %0, i8* nocapture noundef %1, i64 noundef %2) local_unnamed_addr #5 {
  %4 = icmp eq %struct.XXH3_state_s* %0, null
  br i1 %4, label %25, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 3
  %7 = bitcast i32* %6 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %7, i8 0, i64 24, i1 false) #19
  %8 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 0
  store i64 3266489917, i64* %8, align 64, !tbaa !19
  %9 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 1
  store i64 -7046029288634856825, i64* %9, align 8, !tbaa !19
  %10 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 2
  store i64 -4417276706812531889, i64* %10, align 16, !tbaa !19
  %11 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 3
  store i64 1609587929392839161, i64* %11, align 8, !tbaa !19
  %12 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 4
  store i64 -8796714831421723037, i64* %12, align 32, !tbaa !19
  %13 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 5
  store i64 2246822519, i64* %13, align 8, !tbaa !19
  %14 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 6
  store i64 2870177450012600261, i64* %14, align 16, !tbaa !19
  %15 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 7
  store i64 2654435761, i64* %15, align 8, !tbaa !19
  %16 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 9
  store i64 0, i64* %16, align 8, !tbaa !171
  %17 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 11
  store i8* %1, i8** %17, align 8, !tbaa !174
  %18 = icmp ugt i64 %2, 135
  tail call void @llvm.assume(i1 %18) #19
  %19 = add i64 %2, -64
  %20 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 8
  store i64 %19, i64* %20, align 32, !tbaa !175
  %21 = lshr i64 %19, 3
  %22 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 7
  store i64 %21, i64* %22, align 8, !tbaa !176
  %23 = icmp eq i8* %1, null
  %24 = zext i1 %23 to i32
  br label %25

25:                                               ; preds = %5, %3
  %26 = phi i32 [ 1, %3 ], [ %24, %5 ]
  ret i32 %26
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local signext i32 @XXH3_64bits_reset_withSeed(%struct.XXH3_state_s* nocapture noundef %0, i64 noundef %1) local_unnamed_addr #5 {
  %3 = icmp eq %struct.XXH3_state_s* %0, null
  br i1 %3, label %116, label %4

4:                                                ; preds = %2
  %5 = icmp eq i64 %1, 0
  br i1 %5, label %6, label %18

6:                                                ; preds = %4
  %7 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 3
  %8 = bitcast i32* %7 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %8, i8 0, i64 24, i1 false) #19
  %9 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 0
  store i64 3266489917, i64* %9, align 64, !tbaa !19
  %10 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 1
  store i64 -7046029288634856825, i64* %10, align 8, !tbaa !19
  %11 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 2
  store i64 -4417276706812531889, i64* %11, align 16, !tbaa !19
  %12 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 3
  store i64 1609587929392839161, i64* %12, align 8, !tbaa !19
  %13 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 4
  store i64 -8796714831421723037, i64* %13, align 32, !tbaa !19
  %14 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 5
  store i64 2246822519, i64* %14, align 8, !tbaa !19
  %15 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 6
  store i64 2870177450012600261, i64* %15, align 16, !tbaa !19
  %16 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 7
  store i64 2654435761, i64* %16, align 8, !tbaa !19
  %17 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 9
  store i64 0, i64* %17, align 8, !tbaa !171
  br label %111

18:                                               ; preds = %4
  %19 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 9
  %20 = load i64, i64* %19, align 8, !tbaa !171
  %21 = icmp eq i64 %20, %1
  br i1 %21, label %22, label %26

22:                                               ; preds = %18
  %23 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 11
  %24 = load i8*, i8** %23, align 8, !tbaa !174
  %25 = icmp eq i8* %24, null
  br i1 %25, label %99, label %26

26:                                               ; preds = %22, %18
  %27 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 0
  %28 = add i64 %1, -4734510112055689544
  %29 = sub i64 2066345149520216444, %1
  %30 = bitcast i8* %27 to i64*
  store i64 %28, i64* %30, align 1, !alias.scope !177
  %31 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 8
  %32 = bitcast i8* %31 to i64*
  store i64 %29, i64* %32, align 1, !alias.scope !177
  %33 = add i64 %1, -2623469361688619810
  %34 = sub i64 2262974939099578482, %1
  %35 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 16
  %36 = bitcast i8* %35 to i64*
  store i64 %33, i64* %36, align 1, !alias.scope !177
  %37 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 24
  %38 = bitcast i8* %37 to i64*
  store i64 %34, i64* %38, align 1, !alias.scope !177
  %39 = add i64 %1, 8711581037947681227
  %40 = sub i64 2410270004345854594, %1
  %41 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 32
  %42 = bitcast i8* %41 to i64*
  store i64 %39, i64* %42, align 1, !alias.scope !177
  %43 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 40
  %44 = bitcast i8* %43 to i64*
  store i64 %40, i64* %44, align 1, !alias.scope !177
  %45 = add i64 %1, -8204357891075471176
  %46 = sub i64 5487137525590930912, %1
  %47 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 48
  %48 = bitcast i8* %47 to i64*
  store i64 %45, i64* %48, align 1, !alias.scope !177
  %49 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 56
  %50 = bitcast i8* %49 to i64*
  store i64 %46, i64* %50, align 1, !alias.scope !177
  %51 = add i64 %1, -3818837453329782724
  %52 = sub i64 -6688317018830679928, %1
  %53 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 64
  %54 = bitcast i8* %53 to i64*
  store i64 %51, i64* %54, align 1, !alias.scope !177
  %55 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 72
  %56 = bitcast i8* %55 to i64*
  store i64 %52, i64* %56, align 1, !alias.scope !177
  %57 = add i64 %1, 5690594596133299313
  %58 = sub i64 -2833645246901970632, %1
  %59 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 80
  %60 = bitcast i8* %59 to i64*
  store i64 %57, i64* %60, align 1, !alias.scope !177
  %61 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 88
  %62 = bitcast i8* %61 to i64*
  store i64 %58, i64* %62, align 1, !alias.scope !177
  %63 = add i64 %1, 4554437623014685352
  %64 = sub i64 2111919702937427193, %1
  %65 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 96
  %66 = bitcast i8* %65 to i64*
  store i64 %63, i64* %66, align 1, !alias.scope !177
  %67 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 104
  %68 = bitcast i8* %67 to i64*
  store i64 %64, i64* %68, align 1, !alias.scope !177
  %69 = add i64 %1, 3556072174620004746
  %70 = sub i64 7238261902898274248, %1
  %71 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 112
  %72 = bitcast i8* %71 to i64*
  store i64 %69, i64* %72, align 1, !alias.scope !177
  %73 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 120
  %74 = bitcast i8* %73 to i64*
  store i64 %70, i64* %74, align 1, !alias.scope !177
  %75 = add i64 %1, -4329134394285701654
  %76 = sub i64 -1485321483350670907, %1
  %77 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 128
  %78 = bitcast i8* %77 to i64*
  store i64 %75, i64* %78, align 1, !alias.scope !177
  %79 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 136
  %80 = bitcast i8* %79 to i64*
  store i64 %76, i64* %80, align 1, !alias.scope !177
  %81 = add i64 %1, 5321830579834785047
  %82 = sub i64 -7032137544937171245, %1
  %83 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 144
  %84 = bitcast i8* %83 to i64*
  store i64 %81, i64* %84, align 1, !alias.scope !177
  %85 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 152
  %86 = bitcast i8* %85 to i64*
  store i64 %82, i64* %86, align 1, !alias.scope !177
  %87 = add i64 %1, -242834301215959509
  %88 = sub i64 -3588858202114426737, %1
  %89 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 160
  %90 = bitcast i8* %89 to i64*
  store i64 %87, i64* %90, align 1, !alias.scope !177
  %91 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 168
  %92 = bitcast i8* %91 to i64*
  store i64 %88, i64* %92, align 1, !alias.scope !177
  %93 = add i64 %1, 2883454493032893253
  %94 = sub i64 9097354517224871855, %1
  %95 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 176
  %96 = bitcast i8* %95 to i64*
  store i64 %93, i64* %96, align 1, !alias.scope !177
  %97 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 184
  %98 = bitcast i8* %97 to i64*
  store i64 %94, i64* %98, align 1, !alias.scope !177
  br label %99

99:                                               ; preds = %26, %22
  %100 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 3
  %101 = bitcast i32* %100 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %101, i8 0, i64 24, i1 false) #19
  %102 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 0
  store i64 3266489917, i64* %102, align 64, !tbaa !19
  %103 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 1
  store i64 -7046029288634856825, i64* %103, align 8, !tbaa !19
  %104 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 2
  store i64 -4417276706812531889, i64* %104, align 16, !tbaa !19
  %105 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 3
  store i64 1609587929392839161, i64* %105, align 8, !tbaa !19
  %106 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 4
  store i64 -8796714831421723037, i64* %106, align 32, !tbaa !19
  %107 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 5
  store i64 2246822519, i64* %107, align 8, !tbaa !19
  %108 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 6
  store i64 2870177450012600261, i64* %108, align 16, !tbaa !19
  %109 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 7
  store i64 2654435761, i64* %109, align 8, !tbaa !19
  store i64 %1, i64* %19, align 8, !tbaa !171
  %110 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 4
  store i32 1, i32* %110, align 4, !tbaa !180
  br label %111

111:                                              ; preds = %99, %6
  %112 = phi i8* [ null, %99 ], [ getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), %6 ]
  %113 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 11
  store i8* %112, i8** %113, align 8, !tbaa !174
  %114 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 8
  store i64 128, i64* %114, align 32, !tbaa !175
  %115 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 7
  store i64 16, i64* %115, align 8, !tbaa !176
  br label %116

116:                                              ; preds = %111, %2
  %117 = phi i32 [ 1, %2 ], [ 0, %111 ]
  ret i32 %117
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local signext i32 @XXH3_64bits_reset_withSecretandSeed(%struct.XXH3_state_s* nocapture noundef writeonly %0, i8* nocapture noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #5 {
  %5 = icmp eq %struct.XXH3_state_s* %0, null
  %6 = icmp eq i8* %1, null
  %7 = or i1 %5, %6
  %8 = icmp ult i64 %2, 136
  %9 = or i1 %7, %8
  br i1 %9, label %28, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 3
  %12 = bitcast i32* %11 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %12, i8 0, i64 24, i1 false) #19
  %13 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 0
  store i64 3266489917, i64* %13, align 64, !tbaa !19
  %14 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 1
  store i64 -7046029288634856825, i64* %14, align 8, !tbaa !19
  %15 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 2
  store i64 -4417276706812531889, i64* %15, align 16, !tbaa !19
  %16 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 3
  store i64 1609587929392839161, i64* %16, align 8, !tbaa !19
  %17 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 4
  store i64 -8796714831421723037, i64* %17, align 32, !tbaa !19
  %18 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 5
  store i64 2246822519, i64* %18, align 8, !tbaa !19
  %19 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 6
  store i64 2870177450012600261, i64* %19, align 16, !tbaa !19
  %20 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 7
  store i64 2654435761, i64* %20, align 8, !tbaa !19
  %21 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 9
  store i64 %3, i64* %21, align 8, !tbaa !171
  %22 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 4
  %23 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 11
  store i8* %1, i8** %23, align 8, !tbaa !174
  %24 = add i64 %2, -64
  %25 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 8
  store i64 %24, i64* %25, align 32, !tbaa !175
  %26 = lshr i64 %24, 3
  %27 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 7
  store i64 %26, i64* %27, align 8, !tbaa !176
  store i32 1, i32* %22, align 4, !tbaa !180
  br label %28

28:                                               ; preds = %10, %4
  %29 = phi i32 [ 0, %10 ], [ 1, %4 ]
  ret i32 %29
}

; Function Attrs: mustprogress nofree nosync nounwind readonly willreturn
define dso_local [2 x i64] @XXH3_128bits(i8* nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #8 {
  %3 = icmp ult i64 %1, 17
  br i1 %3, label %4, label %125

4:                                                ; preds = %2
  %5 = icmp ugt i64 %1, 8
  br i1 %5, label %6, label %46

6:                                                ; preds = %4
  %7 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %7) #19
  %8 = bitcast i8* %0 to i64*
  %9 = load i64, i64* %8, align 1, !tbaa !19, !noalias !181
  %10 = getelementptr inbounds i8, i8* %0, i64 %1
  %11 = getelementptr inbounds i8, i8* %10, i64 -8
  %12 = bitcast i8* %11 to i64*
  %13 = load i64, i64* %12, align 1, !tbaa !19, !noalias !181
  %14 = xor i64 %9, %13
  %15 = xor i64 %14, 6455697860950631241
  %16 = zext i64 %15 to i128
  %17 = mul nuw i128 %16, 11400714785074694791
  %18 = trunc i128 %17 to i64
  %19 = lshr i128 %17, 64
  %20 = trunc i128 %19 to i64
  %21 = shl nuw nsw i64 %1, 54
  %22 = add nsw i64 %21, -18014398509481984
  %23 = add i64 %22, %18
  %24 = xor i64 %13, -4466874330221494952
  %25 = and i64 %24, 4294967295
  %26 = mul nuw i64 %25, 2246822518
  %27 = add i64 %26, %24
  %28 = add i64 %27, %20
  %29 = tail call i64 @llvm.bswap.i64(i64 %28) #19
  %30 = xor i64 %29, %23
  %31 = zext i64 %30 to i128
  %32 = mul nuw i128 %31, 14029467366897019727
  %33 = trunc i128 %32 to i64
  %34 = lshr i128 %32, 64
  %35 = trunc i128 %34 to i64
  %36 = mul i64 %28, -4417276706812531889
  %37 = add i64 %36, %35
  %38 = lshr i64 %33, 37
  %39 = xor i64 %38, %33
  %40 = mul i64 %39, 1609587791953885689
  %41 = lshr i64 %40, 32
  %42 = xor i64 %41, %40
  %43 = lshr i64 %37, 37
  %44 = xor i64 %43, %37
  %45 = mul i64 %44, 1609587791953885689
  br label %118

46:                                               ; preds = %4
  %47 = icmp ugt i64 %1, 3
  br i1 %47, label %48, label %81

48:                                               ; preds = %46
  %49 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %49) #19
  %50 = bitcast i8* %0 to i32*
  %51 = load i32, i32* %50, align 1, !tbaa !6, !noalias !181
  %52 = getelementptr inbounds i8, i8* %0, i64 %1
  %53 = getelementptr inbounds i8, i8* %52, i64 -4
  %54 = bitcast i8* %53 to i32*
  %55 = load i32, i32* %54, align 1, !tbaa !6, !noalias !181
  %56 = zext i32 %51 to i64
  %57 = zext i32 %55 to i64
  %58 = shl nuw i64 %57, 32
  %59 = or i64 %58, %56
  %60 = xor i64 %59, -4255862940314790740
  %61 = shl nuw nsw i64 %1, 2
  %62 = add nuw nsw i64 %61, -7046029288634856825
  %63 = zext i64 %60 to i128
  %64 = zext i64 %62 to i128
  %65 = mul nuw i128 %63, %64
  %66 = trunc i128 %65 to i64
  %67 = lshr i128 %65, 64
  %68 = trunc i128 %67 to i64
  %69 = shl i64 %66, 1
  %70 = add i64 %69, %68
  %71 = lshr i64 %70, 3
  %72 = xor i64 %71, %66
  %73 = lshr i64 %72, 35
  %74 = xor i64 %73, %72
  %75 = mul i64 %74, -6939452855193903323
  %76 = lshr i64 %75, 28
  %77 = xor i64 %76, %75
  %78 = lshr i64 %70, 37
  %79 = xor i64 %78, %70
  %80 = mul i64 %79, 1609587791953885689
  br label %118

81:                                               ; preds = %46
  %82 = icmp eq i64 %1, 0
  br i1 %82, label %118, label %83

83:                                               ; preds = %81
  %84 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %84) #19
  %85 = load i8, i8* %0, align 1, !tbaa !17, !noalias !181
  %86 = lshr i64 %1, 1
  %87 = getelementptr inbounds i8, i8* %0, i64 %86
  %88 = load i8, i8* %87, align 1, !tbaa !17, !noalias !181
  %89 = add nsw i64 %1, -1
  %90 = getelementptr inbounds i8, i8* %0, i64 %89
  %91 = load i8, i8* %90, align 1, !tbaa !17, !noalias !181
  %92 = zext i8 %85 to i32
  %93 = shl nuw nsw i32 %92, 16
  %94 = zext i8 %88 to i32
  %95 = shl nuw i32 %94, 24
  %96 = zext i8 %91 to i32
  %97 = trunc i64 %1 to i32
  %98 = shl nuw nsw i32 %97, 8
  %99 = or i32 %93, %98
  %100 = or i32 %99, %95
  %101 = or i32 %100, %96
  %102 = tail call i32 @llvm.bswap.i32(i32 %101) #19
  %103 = tail call i32 @llvm.fshl.i32(i32 %102, i32 %102, i32 13) #19
  %104 = xor i32 %101, -2027464037
  %105 = zext i32 %104 to i64
  %106 = xor i32 %103, 808198283
  %107 = zext i32 %106 to i64
  %108 = mul i64 %105, -4417276706812531889
  %109 = lshr i64 %108, 29
  %110 = xor i64 %109, %108
  %111 = mul i64 %110, 1609587929392839161
  %112 = lshr i64 %111, 32
  %113 = xor i64 %112, %111
  %114 = mul i64 %107, -4417276706812531889
  %115 = lshr i64 %114, 29
  %116 = xor i64 %115, %114
  %117 = mul i64 %116, 1609587929392839161
  br label %118

118:                                              ; preds = %83, %81, %48, %6
  %119 = phi i64 [ %117, %83 ], [ %80, %48 ], [ %45, %6 ], [ -7374073933992190453, %81 ]
  %120 = phi i64 [ %113, %83 ], [ %77, %48 ], [ %42, %6 ], [ 6918025063187695999, %81 ]
  %121 = lshr i64 %119, 32
  %122 = xor i64 %121, %119
  %123 = insertvalue [2 x i64] poison, i64 %120, 0
  %124 = insertvalue [2 x i64] %123, i64 %122, 1
  br label %307

125:                                              ; preds = %2
  %126 = icmp ult i64 %1, 129
  br i1 %126, label %127, label %301

127:                                              ; preds = %125
  %128 = mul i64 %1, -7046029288634856825
  %129 = icmp ugt i64 %1, 32
  br i1 %129, label %130, label %245

130:                                              ; preds = %127
  %131 = icmp ugt i64 %1, 64
  br i1 %131, label %132, label %207

132:                                              ; preds = %130
  %133 = icmp ugt i64 %1, 96
  br i1 %133, label %134, label %169

134:                                              ; preds = %132
  %135 = getelementptr inbounds i8, i8* %0, i64 48
  %136 = getelementptr inbounds i8, i8* %0, i64 %1
  %137 = getelementptr inbounds i8, i8* %136, i64 -64
  %138 = bitcast i8* %135 to i64*
  %139 = load i64, i64* %138, align 1, !tbaa !19, !alias.scope !184, !noalias !189
  %140 = getelementptr inbounds i8, i8* %0, i64 56
  %141 = bitcast i8* %140 to i64*
  %142 = load i64, i64* %141, align 1, !tbaa !19, !alias.scope !184, !noalias !189
  %143 = xor i64 %139, 4554437623014685352
  %144 = xor i64 %142, 2111919702937427193
  %145 = zext i64 %143 to i128
  %146 = zext i64 %144 to i128
  %147 = mul nuw i128 %146, %145
  %148 = lshr i128 %147, 64
  %149 = xor i128 %148, %147
  %150 = trunc i128 %149 to i64
  %151 = add i64 %128, %150
  %152 = bitcast i8* %137 to i64*
  %153 = load i64, i64* %152, align 1, !tbaa !19, !alias.scope !192, !noalias !193
  %154 = getelementptr inbounds i8, i8* %137, i64 8
  %155 = bitcast i8* %154 to i64*
  %156 = load i64, i64* %155, align 1, !tbaa !19, !alias.scope !192, !noalias !193
  %157 = add i64 %156, %153
  %158 = xor i64 %151, %157
  %159 = xor i64 %153, 3556072174620004746
  %160 = xor i64 %156, 7238261902898274248
  %161 = zext i64 %159 to i128
  %162 = zext i64 %160 to i128
  %163 = mul nuw i128 %162, %161
  %164 = lshr i128 %163, 64
  %165 = xor i128 %164, %163
  %166 = trunc i128 %165 to i64
  %167 = add i64 %142, %139
  %168 = xor i64 %167, %166
  br label %169

169:                                              ; preds = %134, %132
  %170 = phi i64 [ %158, %134 ], [ %128, %132 ]
  %171 = phi i64 [ %168, %134 ], [ 0, %132 ]
  %172 = getelementptr inbounds i8, i8* %0, i64 32
  %173 = getelementptr inbounds i8, i8* %0, i64 %1
  %174 = getelementptr inbounds i8, i8* %173, i64 -48
  %175 = bitcast i8* %172 to i64*
  %176 = load i64, i64* %175, align 1, !tbaa !19, !alias.scope !194, !noalias !197
  %177 = getelementptr inbounds i8, i8* %0, i64 40
  %178 = bitcast i8* %177 to i64*
  %179 = load i64, i64* %178, align 1, !tbaa !19, !alias.scope !194, !noalias !197
  %180 = xor i64 %176, -3818837453329782724
  %181 = xor i64 %179, -6688317018830679928
  %182 = zext i64 %180 to i128
  %183 = zext i64 %181 to i128
  %184 = mul nuw i128 %183, %182
  %185 = lshr i128 %184, 64
  %186 = xor i128 %185, %184
  %187 = trunc i128 %186 to i64
  %188 = add i64 %170, %187
  %189 = bitcast i8* %174 to i64*
  %190 = load i64, i64* %189, align 1, !tbaa !19, !alias.scope !192, !noalias !193
  %191 = getelementptr inbounds i8, i8* %174, i64 8
  %192 = bitcast i8* %191 to i64*
  %193 = load i64, i64* %192, align 1, !tbaa !19, !alias.scope !192, !noalias !193
  %194 = add i64 %193, %190
  %195 = xor i64 %188, %194
  %196 = xor i64 %190, 5690594596133299313
  %197 = xor i64 %193, -2833645246901970632
  %198 = zext i64 %196 to i128
  %199 = zext i64 %197 to i128
  %200 = mul nuw i128 %199, %198
  %201 = lshr i128 %200, 64
  %202 = xor i128 %201, %200
  %203 = trunc i128 %202 to i64
  %204 = add i64 %171, %203
  %205 = add i64 %179, %176
  %206 = xor i64 %204, %205
  br label %207

207:                                              ; preds = %169, %130
  %208 = phi i64 [ %195, %169 ], [ %128, %130 ]
  %209 = phi i64 [ %206, %169 ], [ 0, %130 ]
  %210 = getelementptr inbounds i8, i8* %0, i64 16
  %211 = getelementptr inbounds i8, i8* %0, i64 %1
  %212 = getelementptr inbounds i8, i8* %211, i64 -32
  %213 = bitcast i8* %210 to i64*
  %214 = load i64, i64* %213, align 1, !tbaa !19, !alias.scope !199, !noalias !202
  %215 = getelementptr inbounds i8, i8* %0, i64 24
  %216 = bitcast i8* %215 to i64*
  %217 = load i64, i64* %216, align 1, !tbaa !19, !alias.scope !199, !noalias !202
  %218 = xor i64 %214, 8711581037947681227
  %219 = xor i64 %217, 2410270004345854594
  %220 = zext i64 %218 to i128
  %221 = zext i64 %219 to i128
  %222 = mul nuw i128 %221, %220
  %223 = lshr i128 %222, 64
  %224 = xor i128 %223, %222
  %225 = trunc i128 %224 to i64
  %226 = add i64 %208, %225
  %227 = bitcast i8* %212 to i64*
  %228 = load i64, i64* %227, align 1, !tbaa !19, !alias.scope !192, !noalias !193
  %229 = getelementptr inbounds i8, i8* %212, i64 8
  %230 = bitcast i8* %229 to i64*
  %231 = load i64, i64* %230, align 1, !tbaa !19, !alias.scope !192, !noalias !193
  %232 = add i64 %231, %228
  %233 = xor i64 %226, %232
  %234 = xor i64 %228, -8204357891075471176
  %235 = xor i64 %231, 5487137525590930912
  %236 = zext i64 %234 to i128
  %237 = zext i64 %235 to i128
  %238 = mul nuw i128 %237, %236
  %239 = lshr i128 %238, 64
  %240 = xor i128 %239, %238
  %241 = trunc i128 %240 to i64
  %242 = add i64 %209, %241
  %243 = add i64 %217, %214
  %244 = xor i64 %242, %243
  br label %245

245:                                              ; preds = %207, %127
  %246 = phi i64 [ %233, %207 ], [ %128, %127 ]
  %247 = phi i64 [ %244, %207 ], [ 0, %127 ]
  %248 = getelementptr inbounds i8, i8* %0, i64 %1
  %249 = getelementptr inbounds i8, i8* %248, i64 -16
  %250 = bitcast i8* %0 to i64*
  %251 = load i64, i64* %250, align 1, !tbaa !19, !alias.scope !204, !noalias !207
  %252 = getelementptr inbounds i8, i8* %0, i64 8
  %253 = bitcast i8* %252 to i64*
  %254 = load i64, i64* %253, align 1, !tbaa !19, !alias.scope !204, !noalias !207
  %255 = xor i64 %251, -4734510112055689544
  %256 = xor i64 %254, 2066345149520216444
  %257 = zext i64 %255 to i128
  %258 = zext i64 %256 to i128
  %259 = mul nuw i128 %258, %257
  %260 = lshr i128 %259, 64
  %261 = xor i128 %260, %259
  %262 = trunc i128 %261 to i64
  %263 = add i64 %246, %262
  %264 = bitcast i8* %249 to i64*
  %265 = load i64, i64* %264, align 1, !tbaa !19, !alias.scope !192, !noalias !193
  %266 = getelementptr inbounds i8, i8* %249, i64 8
  %267 = bitcast i8* %266 to i64*
  %268 = load i64, i64* %267, align 1, !tbaa !19, !alias.scope !192, !noalias !193
  %269 = add i64 %268, %265
  %270 = xor i64 %263, %269
  %271 = xor i64 %265, -2623469361688619810
  %272 = xor i64 %268, 2262974939099578482
  %273 = zext i64 %271 to i128
  %274 = zext i64 %272 to i128
  %275 = mul nuw i128 %274, %273
  %276 = lshr i128 %275, 64
  %277 = xor i128 %276, %275
  %278 = trunc i128 %277 to i64
  %279 = add i64 %247, %278
  %280 = add i64 %254, %251
  %281 = xor i64 %279, %280
  %282 = add i64 %281, %270
  %283 = mul i64 %270, -7046029288634856825
  %284 = mul i64 %281, -8796714831421723037
  %285 = mul i64 %1, -4417276706812531889
  %286 = add i64 %283, %285
  %287 = add i64 %286, %284
  %288 = lshr i64 %282, 37
  %289 = xor i64 %288, %282
  %290 = mul i64 %289, 1609587791953885689
  %291 = lshr i64 %290, 32
  %292 = xor i64 %291, %290
  %293 = lshr i64 %287, 37
  %294 = xor i64 %293, %287
  %295 = mul i64 %294, 1609587791953885689
  %296 = lshr i64 %295, 32
  %297 = xor i64 %296, %295
  %298 = sub i64 0, %297
  %299 = insertvalue [2 x i64] poison, i64 %292, 0
  %300 = insertvalue [2 x i64] %299, i64 %298, 1
  br label %307

301:                                              ; preds = %125
  %302 = icmp ult i64 %1, 241
  br i1 %302, label %303, label %305

303:                                              ; preds = %301
  %304 = tail call fastcc [2 x i64] @XXH3_len_129to240_128b(i8* noundef %0, i64 noundef %1, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef 0) #21
  br label %307

305:                                              ; preds = %301
  %306 = tail call fastcc [2 x i64] @XXH3_hashLong_128b_default(i8* noundef %0, i64 noundef %1, i64 noundef 0, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef 192) #19, !callees !209
  br label %307

307:                                              ; preds = %305, %303, %245, %118
  %308 = phi [2 x i64] [ %124, %118 ], [ %300, %245 ], [ %304, %303 ], [ %306, %305 ]
  ret [2 x i64] %308
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readonly willreturn
define hidden fastcc [2 x i64] @XXH3_len_129to240_128b(i8* noalias nocapture noundef readonly %0, i64 noundef %1, i8* noalias nocapture noundef readonly %2, i64 noundef %3) unnamed_addr #14 {
  %5 = mul i64 %1, -7046029288634856825
  %6 = getelementptr inbounds i8, i8* %0, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !210) #19
  tail call void @llvm.experimental.noalias.scope.decl(metadata !213) #19
  %7 = bitcast i8* %0 to i64*
  %8 = load i64, i64* %7, align 1, !tbaa !19, !alias.scope !210, !noalias !213
  %9 = getelementptr inbounds i8, i8* %0, i64 8
  %10 = bitcast i8* %9 to i64*
  %11 = load i64, i64* %10, align 1, !tbaa !19, !alias.scope !210, !noalias !213
  %12 = bitcast i8* %2 to i64*
  %13 = load i64, i64* %12, align 1, !tbaa !19, !alias.scope !213, !noalias !210
  %14 = add i64 %13, %3
  %15 = xor i64 %14, %8
  %16 = getelementptr inbounds i8, i8* %2, i64 8
  %17 = bitcast i8* %16 to i64*
  %18 = load i64, i64* %17, align 1, !tbaa !19, !alias.scope !213, !noalias !210
  %19 = sub i64 %18, %3
  %20 = xor i64 %19, %11
  %21 = zext i64 %15 to i128
  %22 = zext i64 %20 to i128
  %23 = mul nuw i128 %22, %21
  %24 = lshr i128 %23, 64
  %25 = xor i128 %24, %23
  %26 = trunc i128 %25 to i64
  %27 = add i64 %5, %26
  %28 = bitcast i8* %6 to i64*
  %29 = load i64, i64* %28, align 1, !tbaa !19
  %30 = getelementptr inbounds i8, i8* %0, i64 24
  %31 = bitcast i8* %30 to i64*
  %32 = load i64, i64* %31, align 1, !tbaa !19
  %33 = add i64 %32, %29
  %34 = xor i64 %27, %33
  %35 = getelementptr inbounds i8, i8* %2, i64 16
  %36 = bitcast i8* %35 to i64*
  %37 = load i64, i64* %36, align 1, !tbaa !19, !alias.scope !215, !noalias !218
  %38 = add i64 %37, %3
  %39 = xor i64 %38, %29
  %40 = getelementptr inbounds i8, i8* %2, i64 24
  %41 = bitcast i8* %40 to i64*
  %42 = load i64, i64* %41, align 1, !tbaa !19, !alias.scope !215, !noalias !218
  %43 = sub i64 %42, %3
  %44 = xor i64 %43, %32
  %45 = zext i64 %39 to i128
  %46 = zext i64 %44 to i128
  %47 = mul nuw i128 %46, %45
  %48 = lshr i128 %47, 64
  %49 = xor i128 %48, %47
  %50 = trunc i128 %49 to i64
  %51 = add i64 %11, %8
  %52 = xor i64 %51, %50
  %53 = getelementptr inbounds i8, i8* %0, i64 32
  %54 = getelementptr inbounds i8, i8* %0, i64 48
  %55 = getelementptr inbounds i8, i8* %2, i64 32
  tail call void @llvm.experimental.noalias.scope.decl(metadata !220) #19
  tail call void @llvm.experimental.noalias.scope.decl(metadata !222) #19
  %56 = bitcast i8* %53 to i64*
  %57 = load i64, i64* %56, align 1, !tbaa !19, !alias.scope !220, !noalias !222
  %58 = getelementptr inbounds i8, i8* %0, i64 40
  %59 = bitcast i8* %58 to i64*
  %60 = load i64, i64* %59, align 1, !tbaa !19, !alias.scope !220, !noalias !222
  %61 = bitcast i8* %55 to i64*
  %62 = load i64, i64* %61, align 1, !tbaa !19, !alias.scope !222, !noalias !220
  %63 = add i64 %62, %3
  %64 = xor i64 %63, %57
  %65 = getelementptr inbounds i8, i8* %2, i64 40
  %66 = bitcast i8* %65 to i64*
  %67 = load i64, i64* %66, align 1, !tbaa !19, !alias.scope !222, !noalias !220
  %68 = sub i64 %67, %3
  %69 = xor i64 %68, %60
  %70 = zext i64 %64 to i128
  %71 = zext i64 %69 to i128
  %72 = mul nuw i128 %71, %70
  %73 = lshr i128 %72, 64
  %74 = xor i128 %73, %72
  %75 = trunc i128 %74 to i64
  %76 = add i64 %34, %75
  %77 = bitcast i8* %54 to i64*
  %78 = load i64, i64* %77, align 1, !tbaa !19
  %79 = getelementptr inbounds i8, i8* %0, i64 56
  %80 = bitcast i8* %79 to i64*
  %81 = load i64, i64* %80, align 1, !tbaa !19
  %82 = add i64 %81, %78
  %83 = xor i64 %76, %82
  %84 = getelementptr inbounds i8, i8* %2, i64 48
  %85 = bitcast i8* %84 to i64*
  %86 = load i64, i64* %85, align 1, !tbaa !19, !alias.scope !215, !noalias !218
  %87 = add i64 %86, %3
  %88 = xor i64 %87, %78
  %89 = getelementptr inbounds i8, i8* %2, i64 56
  %90 = bitcast i8* %89 to i64*
  %91 = load i64, i64* %90, align 1, !tbaa !19, !alias.scope !215, !noalias !218
  %92 = sub i64 %91, %3
  %93 = xor i64 %92, %81
  %94 = zext i64 %88 to i128
  %95 = zext i64 %93 to i128
  %96 = mul nuw i128 %95, %94
  %97 = lshr i128 %96, 64
  %98 = xor i128 %97, %96
  %99 = trunc i128 %98 to i64
  %100 = add i64 %52, %99
  %101 = add i64 %60, %57
  %102 = xor i64 %100, %101
  %103 = getelementptr inbounds i8, i8* %0, i64 64
  %104 = getelementptr inbounds i8, i8* %0, i64 80
  %105 = getelementptr inbounds i8, i8* %2, i64 64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !224) #19
  tail call void @llvm.experimental.noalias.scope.decl(metadata !226) #19
  %106 = bitcast i8* %103 to i64*
  %107 = load i64, i64* %106, align 1, !tbaa !19, !alias.scope !224, !noalias !226
  %108 = getelementptr inbounds i8, i8* %0, i64 72
  %109 = bitcast i8* %108 to i64*
  %110 = load i64, i64* %109, align 1, !tbaa !19, !alias.scope !224, !noalias !226
  %111 = bitcast i8* %105 to i64*
  %112 = load i64, i64* %111, align 1, !tbaa !19, !alias.scope !226, !noalias !224
  %113 = add i64 %112, %3
  %114 = xor i64 %113, %107
  %115 = getelementptr inbounds i8, i8* %2, i64 72
  %116 = bitcast i8* %115 to i64*
  %117 = load i64, i64* %116, align 1, !tbaa !19, !alias.scope !226, !noalias !224
  %118 = sub i64 %117, %3
  %119 = xor i64 %118, %110
  %120 = zext i64 %114 to i128
  %121 = zext i64 %119 to i128
  %122 = mul nuw i128 %121, %120
  %123 = lshr i128 %122, 64
  %124 = xor i128 %123, %122
  %125 = trunc i128 %124 to i64
  %126 = add i64 %83, %125
  %127 = bitcast i8* %104 to i64*
  %128 = load i64, i64* %127, align 1, !tbaa !19
  %129 = getelementptr inbounds i8, i8* %0, i64 88
  %130 = bitcast i8* %129 to i64*
  %131 = load i64, i64* %130, align 1, !tbaa !19
  %132 = add i64 %131, %128
  %133 = xor i64 %126, %132
  %134 = getelementptr inbounds i8, i8* %2, i64 80
  %135 = bitcast i8* %134 to i64*
  %136 = load i64, i64* %135, align 1, !tbaa !19, !alias.scope !215, !noalias !218
  %137 = add i64 %136, %3
  %138 = xor i64 %137, %128
  %139 = getelementptr inbounds i8, i8* %2, i64 88
  %140 = bitcast i8* %139 to i64*
  %141 = load i64, i64* %140, align 1, !tbaa !19, !alias.scope !215, !noalias !218
  %142 = sub i64 %141, %3
  %143 = xor i64 %142, %131
  %144 = zext i64 %138 to i128
  %145 = zext i64 %143 to i128
  %146 = mul nuw i128 %145, %144
  %147 = lshr i128 %146, 64
  %148 = xor i128 %147, %146
  %149 = trunc i128 %148 to i64
  %150 = add i64 %102, %149
  %151 = add i64 %110, %107
  %152 = xor i64 %150, %151
  %153 = getelementptr inbounds i8, i8* %0, i64 96
  %154 = getelementptr inbounds i8, i8* %0, i64 112
  %155 = getelementptr inbounds i8, i8* %2, i64 96
  tail call void @llvm.experimental.noalias.scope.decl(metadata !228) #19
  tail call void @llvm.experimental.noalias.scope.decl(metadata !230) #19
  %156 = bitcast i8* %153 to i64*
  %157 = load i64, i64* %156, align 1, !tbaa !19, !alias.scope !228, !noalias !230
  %158 = getelementptr inbounds i8, i8* %0, i64 104
  %159 = bitcast i8* %158 to i64*
  %160 = load i64, i64* %159, align 1, !tbaa !19, !alias.scope !228, !noalias !230
  %161 = bitcast i8* %155 to i64*
  %162 = load i64, i64* %161, align 1, !tbaa !19, !alias.scope !230, !noalias !228
  %163 = add i64 %162, %3
  %164 = xor i64 %163, %157
  %165 = getelementptr inbounds i8, i8* %2, i64 104
  %166 = bitcast i8* %165 to i64*
  %167 = load i64, i64* %166, align 1, !tbaa !19, !alias.scope !230, !noalias !228
  %168 = sub i64 %167, %3
  %169 = xor i64 %168, %160
  %170 = zext i64 %164 to i128
  %171 = zext i64 %169 to i128
  %172 = mul nuw i128 %171, %170
  %173 = lshr i128 %172, 64
  %174 = xor i128 %173, %172
  %175 = trunc i128 %174 to i64
  %176 = add i64 %133, %175
  %177 = bitcast i8* %154 to i64*
  %178 = load i64, i64* %177, align 1, !tbaa !19
  %179 = getelementptr inbounds i8, i8* %0, i64 120
  %180 = bitcast i8* %179 to i64*
  %181 = load i64, i64* %180, align 1, !tbaa !19
  %182 = add i64 %181, %178
  %183 = xor i64 %176, %182
  %184 = getelementptr inbounds i8, i8* %2, i64 112
  %185 = bitcast i8* %184 to i64*
  %186 = load i64, i64* %185, align 1, !tbaa !19, !alias.scope !215, !noalias !218
  %187 = add i64 %186, %3
  %188 = xor i64 %187, %178
  %189 = getelementptr inbounds i8, i8* %2, i64 120
  %190 = bitcast i8* %189 to i64*
  %191 = load i64, i64* %190, align 1, !tbaa !19, !alias.scope !215, !noalias !218
  %192 = sub i64 %191, %3
  %193 = xor i64 %192, %181
  %194 = zext i64 %188 to i128
  %195 = zext i64 %193 to i128
  %196 = mul nuw i128 %195, %194
  %197 = lshr i128 %196, 64
  %198 = xor i128 %197, %196
  %199 = trunc i128 %198 to i64
  %200 = add i64 %152, %199
  %201 = add i64 %160, %157
  %202 = xor i64 %200, %201
  %203 = lshr i64 %183, 37
  %204 = xor i64 %203, %183
  %205 = mul i64 %204, 1609587791953885689
  %206 = lshr i64 %205, 32
  %207 = xor i64 %206, %205
  %208 = lshr i64 %202, 37
  %209 = xor i64 %208, %202
  %210 = mul i64 %209, 1609587791953885689
  %211 = lshr i64 %210, 32
  %212 = xor i64 %211, %210
  %213 = icmp ult i64 %1, 160
  br i1 %213, label %275, label %214

214:                                              ; preds = %4
  %215 = getelementptr inbounds i8, i8* %2, i64 -157
  br label %216

216:                                              ; preds = %216, %214
  %217 = phi i64 [ 160, %214 ], [ %273, %216 ]
  %218 = phi i64 [ %212, %214 ], [ %271, %216 ]
  %219 = phi i64 [ %207, %214 ], [ %252, %216 ]
  %220 = phi i32 [ 160, %214 ], [ %272, %216 ]
  %221 = getelementptr inbounds i8, i8* %0, i64 %217
  %222 = getelementptr inbounds i8, i8* %221, i64 -32
  %223 = getelementptr inbounds i8, i8* %221, i64 -16
  %224 = getelementptr inbounds i8, i8* %215, i64 %217
  tail call void @llvm.experimental.noalias.scope.decl(metadata !232) #19
  tail call void @llvm.experimental.noalias.scope.decl(metadata !235) #19
  %225 = bitcast i8* %222 to i64*
  %226 = load i64, i64* %225, align 1, !tbaa !19, !alias.scope !232, !noalias !235
  %227 = getelementptr inbounds i8, i8* %222, i64 8
  %228 = bitcast i8* %227 to i64*
  %229 = load i64, i64* %228, align 1, !tbaa !19, !alias.scope !232, !noalias !235
  %230 = bitcast i8* %224 to i64*
  %231 = load i64, i64* %230, align 1, !tbaa !19, !alias.scope !235, !noalias !232
  %232 = add i64 %231, %3
  %233 = xor i64 %232, %226
  %234 = getelementptr inbounds i8, i8* %224, i64 8
  %235 = bitcast i8* %234 to i64*
  %236 = load i64, i64* %235, align 1, !tbaa !19, !alias.scope !235, !noalias !232
  %237 = sub i64 %236, %3
  %238 = xor i64 %237, %229
  %239 = zext i64 %233 to i128
  %240 = zext i64 %238 to i128
  %241 = mul nuw i128 %240, %239
  %242 = lshr i128 %241, 64
  %243 = xor i128 %242, %241
  %244 = trunc i128 %243 to i64
  %245 = add i64 %219, %244
  %246 = bitcast i8* %223 to i64*
  %247 = load i64, i64* %246, align 1, !tbaa !19
  %248 = getelementptr inbounds i8, i8* %223, i64 8
  %249 = bitcast i8* %248 to i64*
  %250 = load i64, i64* %249, align 1, !tbaa !19
  %251 = add i64 %250, %247
  %252 = xor i64 %245, %251
  %253 = getelementptr inbounds i8, i8* %224, i64 16
  %254 = bitcast i8* %253 to i64*
  %255 = load i64, i64* %254, align 1, !tbaa !19, !alias.scope !237, !noalias !240
  %256 = add i64 %255, %3
  %257 = xor i64 %256, %247
  %258 = getelementptr inbounds i8, i8* %224, i64 24
  %259 = bitcast i8* %258 to i64*
  %260 = load i64, i64* %259, align 1, !tbaa !19, !alias.scope !237, !noalias !240
  %261 = sub i64 %260, %3
  %262 = xor i64 %261, %250
  %263 = zext i64 %257 to i128
  %264 = zext i64 %262 to i128
  %265 = mul nuw i128 %264, %263
  %266 = lshr i128 %265, 64
  %267 = xor i128 %266, %265
  %268 = trunc i128 %267 to i64
  %269 = add i64 %218, %268
  %270 = add i64 %229, %226
  %271 = xor i64 %269, %270
  %272 = add i32 %220, 32
  %273 = zext i32 %272 to i64
  %274 = icmp ugt i64 %273, %1
  br i1 %274, label %275, label %216, !llvm.loop !242

275:                                              ; preds = %216, %4
  %276 = phi i64 [ %207, %4 ], [ %252, %216 ]
  %277 = phi i64 [ %212, %4 ], [ %271, %216 ]
  %278 = getelementptr inbounds i8, i8* %0, i64 %1
  %279 = getelementptr inbounds i8, i8* %278, i64 -16
  %280 = getelementptr inbounds i8, i8* %278, i64 -32
  %281 = getelementptr inbounds i8, i8* %2, i64 103
  tail call void @llvm.experimental.noalias.scope.decl(metadata !243) #19
  tail call void @llvm.experimental.noalias.scope.decl(metadata !246) #19
  %282 = bitcast i8* %279 to i64*
  %283 = load i64, i64* %282, align 1, !tbaa !19, !alias.scope !243, !noalias !246
  %284 = getelementptr inbounds i8, i8* %279, i64 8
  %285 = bitcast i8* %284 to i64*
  %286 = load i64, i64* %285, align 1, !tbaa !19, !alias.scope !243, !noalias !246
  %287 = bitcast i8* %281 to i64*
  %288 = load i64, i64* %287, align 1, !tbaa !19, !alias.scope !246, !noalias !243
  %289 = sub i64 %288, %3
  %290 = xor i64 %289, %283
  %291 = getelementptr inbounds i8, i8* %2, i64 111
  %292 = bitcast i8* %291 to i64*
  %293 = load i64, i64* %292, align 1, !tbaa !19, !alias.scope !246, !noalias !243
  %294 = add i64 %293, %3
  %295 = xor i64 %294, %286
  %296 = zext i64 %290 to i128
  %297 = zext i64 %295 to i128
  %298 = mul nuw i128 %297, %296
  %299 = lshr i128 %298, 64
  %300 = xor i128 %299, %298
  %301 = trunc i128 %300 to i64
  %302 = add i64 %276, %301
  %303 = bitcast i8* %280 to i64*
  %304 = load i64, i64* %303, align 1, !tbaa !19
  %305 = getelementptr inbounds i8, i8* %280, i64 8
  %306 = bitcast i8* %305 to i64*
  %307 = load i64, i64* %306, align 1, !tbaa !19
  %308 = add i64 %307, %304
  %309 = xor i64 %302, %308
  %310 = getelementptr inbounds i8, i8* %2, i64 119
  %311 = bitcast i8* %310 to i64*
  %312 = load i64, i64* %311, align 1, !tbaa !19, !alias.scope !248, !noalias !251
  %313 = sub i64 %312, %3
  %314 = xor i64 %313, %304
  %315 = getelementptr inbounds i8, i8* %2, i64 127
  %316 = bitcast i8* %315 to i64*
  %317 = load i64, i64* %316, align 1, !tbaa !19, !alias.scope !248, !noalias !251
  %318 = add i64 %317, %3
  %319 = xor i64 %318, %307
  %320 = zext i64 %314 to i128
  %321 = zext i64 %319 to i128
  %322 = mul nuw i128 %321, %320
  %323 = lshr i128 %322, 64
  %324 = xor i128 %323, %322
  %325 = trunc i128 %324 to i64
  %326 = add i64 %277, %325
  %327 = add i64 %286, %283
  %328 = xor i64 %326, %327
  %329 = add i64 %328, %309
  %330 = mul i64 %309, -7046029288634856825
  %331 = mul i64 %328, -8796714831421723037
  %332 = sub i64 %1, %3
  %333 = mul i64 %332, -4417276706812531889
  %334 = add i64 %330, %333
  %335 = add i64 %334, %331
  %336 = lshr i64 %329, 37
  %337 = xor i64 %336, %329
  %338 = mul i64 %337, 1609587791953885689
  %339 = lshr i64 %338, 32
  %340 = xor i64 %339, %338
  %341 = lshr i64 %335, 37
  %342 = xor i64 %341, %335
  %343 = mul i64 %342, 1609587791953885689
  %344 = lshr i64 %343, 32
  %345 = xor i64 %344, %343
  %346 = sub i64 0, %345
  %347 = insertvalue [2 x i64] poison, i64 %340, 0
  %348 = insertvalue [2 x i64] %347, i64 %346, 1
  ret [2 x i64] %348
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readonly willreturn
declare hidden fastcc [2 x i64] @XXH3_hashLong_128b_default(i8* noalias nocapture noundef readonly, i64 noundef, i64 noundef, i8* noalias nocapture noundef readnone, i64 noundef) unnamed_addr #14

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc [2 x i64] @XXH3_hashLong_128b_withSecret(i8* noalias nocapture noundef readonly, i64 noundef, i64 noundef, i8* noalias nocapture noundef readonly, i64 noundef) unnamed_addr #10

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc [2 x i64] @XXH3_hashLong_128b_withSeed(i8* nocapture noundef readonly, i64 noundef, i64 noundef, i8* noalias nocapture noundef readnone, i64 noundef) unnamed_addr #10

; Function Attrs: mustprogress nofree nosync nounwind readonly willreturn
define dso_local [2 x i64] @XXH3_128bits_withSeed(i8* nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #8 {
  %4 = icmp ult i64 %1, 17
  br i1 %4, label %5, label %157

5:                                                ; preds = %3
  %6 = icmp ugt i64 %1, 8
  br i1 %6, label %7, label %49

7:                                                ; preds = %5
  %8 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %8) #19
  %9 = sub i64 6455697860950631241, %2
  %10 = add i64 %2, -4466874330221494952
  %11 = bitcast i8* %0 to i64*
  %12 = load i64, i64* %11, align 1, !tbaa !19, !noalias !253
  %13 = getelementptr inbounds i8, i8* %0, i64 %1
  %14 = getelementptr inbounds i8, i8* %13, i64 -8
  %15 = bitcast i8* %14 to i64*
  %16 = load i64, i64* %15, align 1, !tbaa !19, !noalias !253
  %17 = xor i64 %12, %9
  %18 = xor i64 %17, %16
  %19 = zext i64 %18 to i128
  %20 = mul nuw i128 %19, 11400714785074694791
  %21 = trunc i128 %20 to i64
  %22 = lshr i128 %20, 64
  %23 = trunc i128 %22 to i64
  %24 = shl nuw nsw i64 %1, 54
  %25 = add nsw i64 %24, -18014398509481984
  %26 = add i64 %25, %21
  %27 = xor i64 %16, %10
  %28 = and i64 %27, 4294967295
  %29 = mul nuw i64 %28, 2246822518
  %30 = add i64 %29, %27
  %31 = add i64 %30, %23
  %32 = tail call i64 @llvm.bswap.i64(i64 %31) #19
  %33 = xor i64 %32, %26
  %34 = zext i64 %33 to i128
  %35 = mul nuw i128 %34, 14029467366897019727
  %36 = trunc i128 %35 to i64
  %37 = lshr i128 %35, 64
  %38 = trunc i128 %37 to i64
  %39 = mul i64 %31, -4417276706812531889
  %40 = add i64 %39, %38
  %41 = lshr i64 %36, 37
  %42 = xor i64 %41, %36
  %43 = mul i64 %42, 1609587791953885689
  %44 = lshr i64 %43, 32
  %45 = xor i64 %44, %43
  %46 = lshr i64 %40, 37
  %47 = xor i64 %46, %40
  %48 = mul i64 %47, 1609587791953885689
  br label %150

49:                                               ; preds = %5
  %50 = icmp ugt i64 %1, 3
  br i1 %50, label %51, label %90

51:                                               ; preds = %49
  %52 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %52) #19
  %53 = trunc i64 %2 to i32
  %54 = tail call i32 @llvm.bswap.i32(i32 %53) #19
  %55 = zext i32 %54 to i64
  %56 = shl nuw i64 %55, 32
  %57 = xor i64 %56, %2
  %58 = bitcast i8* %0 to i32*
  %59 = load i32, i32* %58, align 1, !tbaa !6, !noalias !253
  %60 = getelementptr inbounds i8, i8* %0, i64 %1
  %61 = getelementptr inbounds i8, i8* %60, i64 -4
  %62 = bitcast i8* %61 to i32*
  %63 = load i32, i32* %62, align 1, !tbaa !6, !noalias !253
  %64 = zext i32 %59 to i64
  %65 = zext i32 %63 to i64
  %66 = shl nuw i64 %65, 32
  %67 = or i64 %66, %64
  %68 = add i64 %57, -4255862940314790740
  %69 = xor i64 %67, %68
  %70 = shl nuw nsw i64 %1, 2
  %71 = add nuw nsw i64 %70, -7046029288634856825
  %72 = zext i64 %69 to i128
  %73 = zext i64 %71 to i128
  %74 = mul nuw i128 %72, %73
  %75 = trunc i128 %74 to i64
  %76 = lshr i128 %74, 64
  %77 = trunc i128 %76 to i64
  %78 = shl i64 %75, 1
  %79 = add i64 %78, %77
  %80 = lshr i64 %79, 3
  %81 = xor i64 %80, %75
  %82 = lshr i64 %81, 35
  %83 = xor i64 %82, %81
  %84 = mul i64 %83, -6939452855193903323
  %85 = lshr i64 %84, 28
  %86 = xor i64 %85, %84
  %87 = lshr i64 %79, 37
  %88 = xor i64 %87, %79
  %89 = mul i64 %88, 1609587791953885689
  br label %150

90:                                               ; preds = %49
  %91 = icmp eq i64 %1, 0
  br i1 %91, label %133, label %92

92:                                               ; preds = %90
  %93 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %93) #19
  %94 = load i8, i8* %0, align 1, !tbaa !17, !noalias !253
  %95 = lshr i64 %1, 1
  %96 = getelementptr inbounds i8, i8* %0, i64 %95
  %97 = load i8, i8* %96, align 1, !tbaa !17, !noalias !253
  %98 = add nsw i64 %1, -1
  %99 = getelementptr inbounds i8, i8* %0, i64 %98
  %100 = load i8, i8* %99, align 1, !tbaa !17, !noalias !253
  %101 = zext i8 %94 to i32
  %102 = shl nuw nsw i32 %101, 16
  %103 = zext i8 %97 to i32
  %104 = shl nuw i32 %103, 24
  %105 = zext i8 %100 to i32
  %106 = trunc i64 %1 to i32
  %107 = shl nuw nsw i32 %106, 8
  %108 = or i32 %102, %107
  %109 = or i32 %108, %104
  %110 = or i32 %109, %105
  %111 = tail call i32 @llvm.bswap.i32(i32 %110) #19
  %112 = tail call i32 @llvm.fshl.i32(i32 %111, i32 %111, i32 13) #19
  %113 = add i64 %2, 2267503259
  %114 = sub i64 808198283, %2
  %115 = zext i32 %110 to i64
  %116 = zext i32 %112 to i64
  %117 = lshr i64 %113, 33
  %118 = xor i64 %117, %113
  %119 = xor i64 %118, %115
  %120 = mul i64 %119, -4417276706812531889
  %121 = lshr i64 %120, 29
  %122 = xor i64 %121, %120
  %123 = mul i64 %122, 1609587929392839161
  %124 = lshr i64 %123, 32
  %125 = xor i64 %124, %123
  %126 = lshr i64 %114, 33
  %127 = xor i64 %126, %114
  %128 = xor i64 %127, %116
  %129 = mul i64 %128, -4417276706812531889
  %130 = lshr i64 %129, 29
  %131 = xor i64 %130, %129
  %132 = mul i64 %131, 1609587929392839161
  br label %150

133:                                              ; preds = %90
  %134 = xor i64 %2, 7507096552062056628
  %135 = lshr i64 %134, 33
  %136 = xor i64 %135, %134
  %137 = mul i64 %136, -4417276706812531889
  %138 = lshr i64 %137, 29
  %139 = xor i64 %138, %137
  %140 = mul i64 %139, 1609587929392839161
  %141 = lshr i64 %140, 32
  %142 = xor i64 %141, %140
  %143 = xor i64 %2, -7613947547284439735
  %144 = lshr i64 %143, 33
  %145 = xor i64 %144, %143
  %146 = mul i64 %145, -4417276706812531889
  %147 = lshr i64 %146, 29
  %148 = xor i64 %147, %146
  %149 = mul i64 %148, 1609587929392839161
  br label %150

150:                                              ; preds = %133, %92, %51, %7
  %151 = phi i64 [ %149, %133 ], [ %132, %92 ], [ %89, %51 ], [ %48, %7 ]
  %152 = phi i64 [ %142, %133 ], [ %125, %92 ], [ %86, %51 ], [ %45, %7 ]
  %153 = lshr i64 %151, 32
  %154 = xor i64 %153, %151
  %155 = insertvalue [2 x i64] poison, i64 %152, 0
  %156 = insertvalue [2 x i64] %155, i64 %154, 1
  br label %356

157:                                              ; preds = %3
  %158 = icmp ult i64 %1, 129
  br i1 %158, label %159, label %350

159:                                              ; preds = %157
  %160 = mul i64 %1, -7046029288634856825
  %161 = icmp ugt i64 %1, 32
  br i1 %161, label %162, label %289

162:                                              ; preds = %159
  %163 = icmp ugt i64 %1, 64
  br i1 %163, label %164, label %247

164:                                              ; preds = %162
  %165 = icmp ugt i64 %1, 96
  br i1 %165, label %166, label %205

166:                                              ; preds = %164
  %167 = getelementptr inbounds i8, i8* %0, i64 48
  %168 = getelementptr inbounds i8, i8* %0, i64 %1
  %169 = getelementptr inbounds i8, i8* %168, i64 -64
  %170 = bitcast i8* %167 to i64*
  %171 = load i64, i64* %170, align 1, !tbaa !19, !alias.scope !256, !noalias !261
  %172 = getelementptr inbounds i8, i8* %0, i64 56
  %173 = bitcast i8* %172 to i64*
  %174 = load i64, i64* %173, align 1, !tbaa !19, !alias.scope !256, !noalias !261
  %175 = add i64 %2, 4554437623014685352
  %176 = xor i64 %171, %175
  %177 = sub i64 2111919702937427193, %2
  %178 = xor i64 %174, %177
  %179 = zext i64 %176 to i128
  %180 = zext i64 %178 to i128
  %181 = mul nuw i128 %180, %179
  %182 = lshr i128 %181, 64
  %183 = xor i128 %182, %181
  %184 = trunc i128 %183 to i64
  %185 = add i64 %160, %184
  %186 = bitcast i8* %169 to i64*
  %187 = load i64, i64* %186, align 1, !tbaa !19, !alias.scope !264, !noalias !265
  %188 = getelementptr inbounds i8, i8* %169, i64 8
  %189 = bitcast i8* %188 to i64*
  %190 = load i64, i64* %189, align 1, !tbaa !19, !alias.scope !264, !noalias !265
  %191 = add i64 %190, %187
  %192 = xor i64 %185, %191
  %193 = add i64 %2, 3556072174620004746
  %194 = xor i64 %187, %193
  %195 = sub i64 7238261902898274248, %2
  %196 = xor i64 %190, %195
  %197 = zext i64 %194 to i128
  %198 = zext i64 %196 to i128
  %199 = mul nuw i128 %198, %197
  %200 = lshr i128 %199, 64
  %201 = xor i128 %200, %199
  %202 = trunc i128 %201 to i64
  %203 = add i64 %174, %171
  %204 = xor i64 %203, %202
  br label %205

205:                                              ; preds = %166, %164
  %206 = phi i64 [ %192, %166 ], [ %160, %164 ]
  %207 = phi i64 [ %204, %166 ], [ 0, %164 ]
  %208 = getelementptr inbounds i8, i8* %0, i64 32
  %209 = getelementptr inbounds i8, i8* %0, i64 %1
  %210 = getelementptr inbounds i8, i8* %209, i64 -48
  %211 = bitcast i8* %208 to i64*
  %212 = load i64, i64* %211, align 1, !tbaa !19, !alias.scope !266, !noalias !269
  %213 = getelementptr inbounds i8, i8* %0, i64 40
  %214 = bitcast i8* %213 to i64*
  %215 = load i64, i64* %214, align 1, !tbaa !19, !alias.scope !266, !noalias !269
  %216 = add i64 %2, -3818837453329782724
  %217 = xor i64 %212, %216
  %218 = sub i64 -6688317018830679928, %2
  %219 = xor i64 %215, %218
  %220 = zext i64 %217 to i128
  %221 = zext i64 %219 to i128
  %222 = mul nuw i128 %221, %220
  %223 = lshr i128 %222, 64
  %224 = xor i128 %223, %222
  %225 = trunc i128 %224 to i64
  %226 = add i64 %206, %225
  %227 = bitcast i8* %210 to i64*
  %228 = load i64, i64* %227, align 1, !tbaa !19, !alias.scope !264, !noalias !265
  %229 = getelementptr inbounds i8, i8* %210, i64 8
  %230 = bitcast i8* %229 to i64*
  %231 = load i64, i64* %230, align 1, !tbaa !19, !alias.scope !264, !noalias !265
  %232 = add i64 %231, %228
  %233 = xor i64 %226, %232
  %234 = add i64 %2, 5690594596133299313
  %235 = xor i64 %228, %234
  %236 = sub i64 -2833645246901970632, %2
  %237 = xor i64 %231, %236
  %238 = zext i64 %235 to i128
  %239 = zext i64 %237 to i128
  %240 = mul nuw i128 %239, %238
  %241 = lshr i128 %240, 64
  %242 = xor i128 %241, %240
  %243 = trunc i128 %242 to i64
  %244 = add i64 %207, %243
  %245 = add i64 %215, %212
  %246 = xor i64 %244, %245
  br label %247

247:                                              ; preds = %205, %162
  %248 = phi i64 [ %233, %205 ], [ %160, %162 ]
  %249 = phi i64 [ %246, %205 ], [ 0, %162 ]
  %250 = getelementptr inbounds i8, i8* %0, i64 16
  %251 = getelementptr inbounds i8, i8* %0, i64 %1
  %252 = getelementptr inbounds i8, i8* %251, i64 -32
  %253 = bitcast i8* %250 to i64*
  %254 = load i64, i64* %253, align 1, !tbaa !19, !alias.scope !271, !noalias !274
  %255 = getelementptr inbounds i8, i8* %0, i64 24
  %256 = bitcast i8* %255 to i64*
  %257 = load i64, i64* %256, align 1, !tbaa !19, !alias.scope !271, !noalias !274
  %258 = add i64 %2, 8711581037947681227
  %259 = xor i64 %254, %258
  %260 = sub i64 2410270004345854594, %2
  %261 = xor i64 %257, %260
  %262 = zext i64 %259 to i128
  %263 = zext i64 %261 to i128
  %264 = mul nuw i128 %263, %262
  %265 = lshr i128 %264, 64
  %266 = xor i128 %265, %264
  %267 = trunc i128 %266 to i64
  %268 = add i64 %248, %267
  %269 = bitcast i8* %252 to i64*
  %270 = load i64, i64* %269, align 1, !tbaa !19, !alias.scope !264, !noalias !265
  %271 = getelementptr inbounds i8, i8* %252, i64 8
  %272 = bitcast i8* %271 to i64*
  %273 = load i64, i64* %272, align 1, !tbaa !19, !alias.scope !264, !noalias !265
  %274 = add i64 %273, %270
  %275 = xor i64 %268, %274
  %276 = add i64 %2, -8204357891075471176
  %277 = xor i64 %270, %276
  %278 = sub i64 5487137525590930912, %2
  %279 = xor i64 %273, %278
  %280 = zext i64 %277 to i128
  %281 = zext i64 %279 to i128
  %282 = mul nuw i128 %281, %280
  %283 = lshr i128 %282, 64
  %284 = xor i128 %283, %282
  %285 = trunc i128 %284 to i64
  %286 = add i64 %249, %285
  %287 = add i64 %257, %254
  %288 = xor i64 %286, %287
  br label %289

289:                                              ; preds = %247, %159
  %290 = phi i64 [ %275, %247 ], [ %160, %159 ]
  %291 = phi i64 [ %288, %247 ], [ 0, %159 ]
  %292 = getelementptr inbounds i8, i8* %0, i64 %1
  %293 = getelementptr inbounds i8, i8* %292, i64 -16
  %294 = bitcast i8* %0 to i64*
  %295 = load i64, i64* %294, align 1, !tbaa !19, !alias.scope !276, !noalias !279
  %296 = getelementptr inbounds i8, i8* %0, i64 8
  %297 = bitcast i8* %296 to i64*
  %298 = load i64, i64* %297, align 1, !tbaa !19, !alias.scope !276, !noalias !279
  %299 = add i64 %2, -4734510112055689544
  %300 = xor i64 %295, %299
  %301 = sub i64 2066345149520216444, %2
  %302 = xor i64 %298, %301
  %303 = zext i64 %300 to i128
  %304 = zext i64 %302 to i128
  %305 = mul nuw i128 %304, %303
  %306 = lshr i128 %305, 64
  %307 = xor i128 %306, %305
  %308 = trunc i128 %307 to i64
  %309 = add i64 %290, %308
  %310 = bitcast i8* %293 to i64*
  %311 = load i64, i64* %310, align 1, !tbaa !19, !alias.scope !264, !noalias !265
  %312 = getelementptr inbounds i8, i8* %293, i64 8
  %313 = bitcast i8* %312 to i64*
  %314 = load i64, i64* %313, align 1, !tbaa !19, !alias.scope !264, !noalias !265
  %315 = add i64 %314, %311
  %316 = xor i64 %309, %315
  %317 = add i64 %2, -2623469361688619810
  %318 = xor i64 %311, %317
  %319 = sub i64 2262974939099578482, %2
  %320 = xor i64 %314, %319
  %321 = zext i64 %318 to i128
  %322 = zext i64 %320 to i128
  %323 = mul nuw i128 %322, %321
  %324 = lshr i128 %323, 64
  %325 = xor i128 %324, %323
  %326 = trunc i128 %325 to i64
  %327 = add i64 %291, %326
  %328 = add i64 %298, %295
  %329 = xor i64 %327, %328
  %330 = add i64 %329, %316
  %331 = mul i64 %316, -7046029288634856825
  %332 = mul i64 %329, -8796714831421723037
  %333 = sub i64 %1, %2
  %334 = mul i64 %333, -4417276706812531889
  %335 = add i64 %331, %334
  %336 = add i64 %335, %332
  %337 = lshr i64 %330, 37
  %338 = xor i64 %337, %330
  %339 = mul i64 %338, 1609587791953885689
  %340 = lshr i64 %339, 32
  %341 = xor i64 %340, %339
  %342 = lshr i64 %336, 37
  %343 = xor i64 %342, %336
  %344 = mul i64 %343, 1609587791953885689
  %345 = lshr i64 %344, 32
  %346 = xor i64 %345, %344
  %347 = sub i64 0, %346
  %348 = insertvalue [2 x i64] poison, i64 %341, 0
  %349 = insertvalue [2 x i64] %348, i64 %347, 1
  br label %356

350:                                              ; preds = %157
  %351 = icmp ult i64 %1, 241
  br i1 %351, label %352, label %354

352:                                              ; preds = %350
  %353 = tail call fastcc [2 x i64] @XXH3_len_129to240_128b(i8* noundef %0, i64 noundef %1, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef %2) #21
  br label %356

354:                                              ; preds = %350
  %355 = tail call fastcc [2 x i64] @XXH3_hashLong_128b_withSeed(i8* noundef %0, i64 noundef %1, i64 noundef %2, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef 192) #19, !callees !209
  br label %356

356:                                              ; preds = %354, %352, %289, %150
  %357 = phi [2 x i64] [ %156, %150 ], [ %349, %289 ], [ %353, %352 ], [ %355, %354 ]
  ret [2 x i64] %357
}

; Function Attrs: mustprogress nofree nounwind readonly willreturn
define dso_local [2 x i64] @XXH3_128bits_withSecretandSeed(i8* nocapture noundef %0, i64 noundef %1, i8* nocapture noundef readonly %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #11 {
  %6 = icmp ult i64 %1, 241
  br i1 %6, label %7, label %356

7:                                                ; preds = %5
  %8 = icmp ult i64 %1, 17
  br i1 %8, label %9, label %161

9:                                                ; preds = %7
  %10 = icmp ugt i64 %1, 8
  br i1 %10, label %11, label %53

11:                                               ; preds = %9
  %12 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %12) #19
  %13 = sub i64 6455697860950631241, %4
  %14 = add i64 %4, -4466874330221494952
  %15 = bitcast i8* %0 to i64*
  %16 = load i64, i64* %15, align 1, !tbaa !19, !noalias !281
  %17 = getelementptr inbounds i8, i8* %0, i64 %1
  %18 = getelementptr inbounds i8, i8* %17, i64 -8
  %19 = bitcast i8* %18 to i64*
  %20 = load i64, i64* %19, align 1, !tbaa !19, !noalias !281
  %21 = xor i64 %16, %13
  %22 = xor i64 %21, %20
  %23 = zext i64 %22 to i128
  %24 = mul nuw i128 %23, 11400714785074694791
  %25 = trunc i128 %24 to i64
  %26 = lshr i128 %24, 64
  %27 = trunc i128 %26 to i64
  %28 = shl nuw nsw i64 %1, 54
  %29 = add nsw i64 %28, -18014398509481984
  %30 = add i64 %29, %25
  %31 = xor i64 %20, %14
  %32 = and i64 %31, 4294967295
  %33 = mul nuw i64 %32, 2246822518
  %34 = add i64 %33, %31
  %35 = add i64 %34, %27
  %36 = tail call i64 @llvm.bswap.i64(i64 %35) #19
  %37 = xor i64 %36, %30
  %38 = zext i64 %37 to i128
  %39 = mul nuw i128 %38, 14029467366897019727
  %40 = trunc i128 %39 to i64
  %41 = lshr i128 %39, 64
  %42 = trunc i128 %41 to i64
  %43 = mul i64 %35, -4417276706812531889
  %44 = add i64 %43, %42
  %45 = lshr i64 %40, 37
  %46 = xor i64 %45, %40
  %47 = mul i64 %46, 1609587791953885689
  %48 = lshr i64 %47, 32
  %49 = xor i64 %48, %47
  %50 = lshr i64 %44, 37
  %51 = xor i64 %50, %44
  %52 = mul i64 %51, 1609587791953885689
  br label %154

53:                                               ; preds = %9
  %54 = icmp ugt i64 %1, 3
  br i1 %54, label %55, label %94

55:                                               ; preds = %53
  %56 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %56) #19
  %57 = trunc i64 %4 to i32
  %58 = tail call i32 @llvm.bswap.i32(i32 %57) #19
  %59 = zext i32 %58 to i64
  %60 = shl nuw i64 %59, 32
  %61 = xor i64 %60, %4
  %62 = bitcast i8* %0 to i32*
  %63 = load i32, i32* %62, align 1, !tbaa !6, !noalias !281
  %64 = getelementptr inbounds i8, i8* %0, i64 %1
  %65 = getelementptr inbounds i8, i8* %64, i64 -4
  %66 = bitcast i8* %65 to i32*
  %67 = load i32, i32* %66, align 1, !tbaa !6, !noalias !281
  %68 = zext i32 %63 to i64
  %69 = zext i32 %67 to i64
  %70 = shl nuw i64 %69, 32
  %71 = or i64 %70, %68
  %72 = add i64 %61, -4255862940314790740
  %73 = xor i64 %71, %72
  %74 = shl nuw nsw i64 %1, 2
  %75 = add nuw nsw i64 %74, -7046029288634856825
  %76 = zext i64 %73 to i128
  %77 = zext i64 %75 to i128
  %78 = mul nuw i128 %76, %77
  %79 = trunc i128 %78 to i64
  %80 = lshr i128 %78, 64
  %81 = trunc i128 %80 to i64
  %82 = shl i64 %79, 1
  %83 = add i64 %82, %81
  %84 = lshr i64 %83, 3
  %85 = xor i64 %84, %79
  %86 = lshr i64 %85, 35
  %87 = xor i64 %86, %85
  %88 = mul i64 %87, -6939452855193903323
  %89 = lshr i64 %88, 28
  %90 = xor i64 %89, %88
  %91 = lshr i64 %83, 37
  %92 = xor i64 %91, %83
  %93 = mul i64 %92, 1609587791953885689
  br label %154

94:                                               ; preds = %53
  %95 = icmp eq i64 %1, 0
  br i1 %95, label %137, label %96

96:                                               ; preds = %94
  %97 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %97) #19
  %98 = load i8, i8* %0, align 1, !tbaa !17, !noalias !281
  %99 = lshr i64 %1, 1
  %100 = getelementptr inbounds i8, i8* %0, i64 %99
  %101 = load i8, i8* %100, align 1, !tbaa !17, !noalias !281
  %102 = add nsw i64 %1, -1
  %103 = getelementptr inbounds i8, i8* %0, i64 %102
  %104 = load i8, i8* %103, align 1, !tbaa !17, !noalias !281
  %105 = zext i8 %98 to i32
  %106 = shl nuw nsw i32 %105, 16
  %107 = zext i8 %101 to i32
  %108 = shl nuw i32 %107, 24
  %109 = zext i8 %104 to i32
  %110 = trunc i64 %1 to i32
  %111 = shl nuw nsw i32 %110, 8
  %112 = or i32 %106, %111
  %113 = or i32 %112, %108
  %114 = or i32 %113, %109
  %115 = tail call i32 @llvm.bswap.i32(i32 %114) #19
  %116 = tail call i32 @llvm.fshl.i32(i32 %115, i32 %115, i32 13) #19
  %117 = add i64 %4, 2267503259
  %118 = sub i64 808198283, %4
  %119 = zext i32 %114 to i64
  %120 = zext i32 %116 to i64
  %121 = lshr i64 %117, 33
  %122 = xor i64 %121, %117
  %123 = xor i64 %122, %119
  %124 = mul i64 %123, -4417276706812531889
  %125 = lshr i64 %124, 29
  %126 = xor i64 %125, %124
  %127 = mul i64 %126, 1609587929392839161
  %128 = lshr i64 %127, 32
  %129 = xor i64 %128, %127
  %130 = lshr i64 %118, 33
  %131 = xor i64 %130, %118
  %132 = xor i64 %131, %120
  %133 = mul i64 %132, -4417276706812531889
  %134 = lshr i64 %133, 29
  %135 = xor i64 %134, %133
  %136 = mul i64 %135, 1609587929392839161
  br label %154

137:                                              ; preds = %94
  %138 = xor i64 %4, 7507096552062056628
  %139 = lshr i64 %138, 33
  %140 = xor i64 %139, %138
  %141 = mul i64 %140, -4417276706812531889
  %142 = lshr i64 %141, 29
  %143 = xor i64 %142, %141
  %144 = mul i64 %143, 1609587929392839161
  %145 = lshr i64 %144, 32
  %146 = xor i64 %145, %144
  %147 = xor i64 %4, -7613947547284439735
  %148 = lshr i64 %147, 33
  %149 = xor i64 %148, %147
  %150 = mul i64 %149, -4417276706812531889
  %151 = lshr i64 %150, 29
  %152 = xor i64 %151, %150
  %153 = mul i64 %152, 1609587929392839161
  br label %154

154:                                              ; preds = %137, %96, %55, %11
  %155 = phi i64 [ %153, %137 ], [ %136, %96 ], [ %93, %55 ], [ %52, %11 ]
  %156 = phi i64 [ %146, %137 ], [ %129, %96 ], [ %90, %55 ], [ %49, %11 ]
  %157 = lshr i64 %155, 32
  %158 = xor i64 %157, %155
  %159 = insertvalue [2 x i64] poison, i64 %156, 0
  %160 = insertvalue [2 x i64] %159, i64 %158, 1
  br label %358

161:                                              ; preds = %7
  %162 = icmp ult i64 %1, 129
  br i1 %162, label %163, label %354

163:                                              ; preds = %161
  %164 = mul i64 %1, -7046029288634856825
  %165 = icmp ugt i64 %1, 32
  br i1 %165, label %166, label %293

166:                                              ; preds = %163
  %167 = icmp ugt i64 %1, 64
  br i1 %167, label %168, label %251

168:                                              ; preds = %166
  %169 = icmp ugt i64 %1, 96
  br i1 %169, label %170, label %209

170:                                              ; preds = %168
  %171 = getelementptr inbounds i8, i8* %0, i64 48
  %172 = getelementptr inbounds i8, i8* %0, i64 %1
  %173 = getelementptr inbounds i8, i8* %172, i64 -64
  %174 = bitcast i8* %171 to i64*
  %175 = load i64, i64* %174, align 1, !tbaa !19, !alias.scope !284, !noalias !289
  %176 = getelementptr inbounds i8, i8* %0, i64 56
  %177 = bitcast i8* %176 to i64*
  %178 = load i64, i64* %177, align 1, !tbaa !19, !alias.scope !284, !noalias !289
  %179 = add i64 %4, 4554437623014685352
  %180 = xor i64 %175, %179
  %181 = sub i64 2111919702937427193, %4
  %182 = xor i64 %178, %181
  %183 = zext i64 %180 to i128
  %184 = zext i64 %182 to i128
  %185 = mul nuw i128 %184, %183
  %186 = lshr i128 %185, 64
  %187 = xor i128 %186, %185
  %188 = trunc i128 %187 to i64
  %189 = add i64 %164, %188
  %190 = bitcast i8* %173 to i64*
  %191 = load i64, i64* %190, align 1, !tbaa !19, !alias.scope !292, !noalias !293
  %192 = getelementptr inbounds i8, i8* %173, i64 8
  %193 = bitcast i8* %192 to i64*
  %194 = load i64, i64* %193, align 1, !tbaa !19, !alias.scope !292, !noalias !293
  %195 = add i64 %194, %191
  %196 = xor i64 %189, %195
  %197 = add i64 %4, 3556072174620004746
  %198 = xor i64 %191, %197
  %199 = sub i64 7238261902898274248, %4
  %200 = xor i64 %194, %199
  %201 = zext i64 %198 to i128
  %202 = zext i64 %200 to i128
  %203 = mul nuw i128 %202, %201
  %204 = lshr i128 %203, 64
  %205 = xor i128 %204, %203
  %206 = trunc i128 %205 to i64
  %207 = add i64 %178, %175
  %208 = xor i64 %207, %206
  br label %209

209:                                              ; preds = %170, %168
  %210 = phi i64 [ %196, %170 ], [ %164, %168 ]
  %211 = phi i64 [ %208, %170 ], [ 0, %168 ]
  %212 = getelementptr inbounds i8, i8* %0, i64 32
  %213 = getelementptr inbounds i8, i8* %0, i64 %1
  %214 = getelementptr inbounds i8, i8* %213, i64 -48
  %215 = bitcast i8* %212 to i64*
  %216 = load i64, i64* %215, align 1, !tbaa !19, !alias.scope !294, !noalias !297
  %217 = getelementptr inbounds i8, i8* %0, i64 40
  %218 = bitcast i8* %217 to i64*
  %219 = load i64, i64* %218, align 1, !tbaa !19, !alias.scope !294, !noalias !297
  %220 = add i64 %4, -3818837453329782724
  %221 = xor i64 %216, %220
  %222 = sub i64 -6688317018830679928, %4
  %223 = xor i64 %219, %222
  %224 = zext i64 %221 to i128
  %225 = zext i64 %223 to i128
  %226 = mul nuw i128 %225, %224
  %227 = lshr i128 %226, 64
  %228 = xor i128 %227, %226
  %229 = trunc i128 %228 to i64
  %230 = add i64 %210, %229
  %231 = bitcast i8* %214 to i64*
  %232 = load i64, i64* %231, align 1, !tbaa !19, !alias.scope !292, !noalias !293
  %233 = getelementptr inbounds i8, i8* %214, i64 8
  %234 = bitcast i8* %233 to i64*
  %235 = load i64, i64* %234, align 1, !tbaa !19, !alias.scope !292, !noalias !293
  %236 = add i64 %235, %232
  %237 = xor i64 %230, %236
  %238 = add i64 %4, 5690594596133299313
  %239 = xor i64 %232, %238
  %240 = sub i64 -2833645246901970632, %4
  %241 = xor i64 %235, %240
  %242 = zext i64 %239 to i128
  %243 = zext i64 %241 to i128
  %244 = mul nuw i128 %243, %242
  %245 = lshr i128 %244, 64
  %246 = xor i128 %245, %244
  %247 = trunc i128 %246 to i64
  %248 = add i64 %211, %247
  %249 = add i64 %219, %216
  %250 = xor i64 %248, %249
  br label %251

251:                                              ; preds = %209, %166
  %252 = phi i64 [ %237, %209 ], [ %164, %166 ]
  %253 = phi i64 [ %250, %209 ], [ 0, %166 ]
  %254 = getelementptr inbounds i8, i8* %0, i64 16
  %255 = getelementptr inbounds i8, i8* %0, i64 %1
  %256 = getelementptr inbounds i8, i8* %255, i64 -32
  %257 = bitcast i8* %254 to i64*
  %258 = load i64, i64* %257, align 1, !tbaa !19, !alias.scope !299, !noalias !302
  %259 = getelementptr inbounds i8, i8* %0, i64 24
  %260 = bitcast i8* %259 to i64*
  %261 = load i64, i64* %260, align 1, !tbaa !19, !alias.scope !299, !noalias !302
  %262 = add i64 %4, 8711581037947681227
  %263 = xor i64 %258, %262
  %264 = sub i64 2410270004345854594, %4
  %265 = xor i64 %261, %264
  %266 = zext i64 %263 to i128
  %267 = zext i64 %265 to i128
  %268 = mul nuw i128 %267, %266
  %269 = lshr i128 %268, 64
  %270 = xor i128 %269, %268
  %271 = trunc i128 %270 to i64
  %272 = add i64 %252, %271
  %273 = bitcast i8* %256 to i64*
  %274 = load i64, i64* %273, align 1, !tbaa !19, !alias.scope !292, !noalias !293
  %275 = getelementptr inbounds i8, i8* %256, i64 8
  %276 = bitcast i8* %275 to i64*
  %277 = load i64, i64* %276, align 1, !tbaa !19, !alias.scope !292, !noalias !293
  %278 = add i64 %277, %274
  %279 = xor i64 %272, %278
  %280 = add i64 %4, -8204357891075471176
  %281 = xor i64 %274, %280
  %282 = sub i64 5487137525590930912, %4
  %283 = xor i64 %277, %282
  %284 = zext i64 %281 to i128
  %285 = zext i64 %283 to i128
  %286 = mul nuw i128 %285, %284
  %287 = lshr i128 %286, 64
  %288 = xor i128 %287, %286
  %289 = trunc i128 %288 to i64
  %290 = add i64 %253, %289
  %291 = add i64 %261, %258
  %292 = xor i64 %290, %291
  br label %293

293:                                              ; preds = %251, %163
  %294 = phi i64 [ %279, %251 ], [ %164, %163 ]
  %295 = phi i64 [ %292, %251 ], [ 0, %163 ]
  %296 = getelementptr inbounds i8, i8* %0, i64 %1
  %297 = getelementptr inbounds i8, i8* %296, i64 -16
  %298 = bitcast i8* %0 to i64*
  %299 = load i64, i64* %298, align 1, !tbaa !19, !alias.scope !304, !noalias !307
  %300 = getelementptr inbounds i8, i8* %0, i64 8
  %301 = bitcast i8* %300 to i64*
  %302 = load i64, i64* %301, align 1, !tbaa !19, !alias.scope !304, !noalias !307
  %303 = add i64 %4, -4734510112055689544
  %304 = xor i64 %299, %303
  %305 = sub i64 2066345149520216444, %4
  %306 = xor i64 %302, %305
  %307 = zext i64 %304 to i128
  %308 = zext i64 %306 to i128
  %309 = mul nuw i128 %308, %307
  %310 = lshr i128 %309, 64
  %311 = xor i128 %310, %309
  %312 = trunc i128 %311 to i64
  %313 = add i64 %294, %312
  %314 = bitcast i8* %297 to i64*
  %315 = load i64, i64* %314, align 1, !tbaa !19, !alias.scope !292, !noalias !293
  %316 = getelementptr inbounds i8, i8* %297, i64 8
  %317 = bitcast i8* %316 to i64*
  %318 = load i64, i64* %317, align 1, !tbaa !19, !alias.scope !292, !noalias !293
  %319 = add i64 %318, %315
  %320 = xor i64 %313, %319
  %321 = add i64 %4, -2623469361688619810
  %322 = xor i64 %315, %321
  %323 = sub i64 2262974939099578482, %4
  %324 = xor i64 %318, %323
  %325 = zext i64 %322 to i128
  %326 = zext i64 %324 to i128
  %327 = mul nuw i128 %326, %325
  %328 = lshr i128 %327, 64
  %329 = xor i128 %328, %327
  %330 = trunc i128 %329 to i64
  %331 = add i64 %295, %330
  %332 = add i64 %302, %299
  %333 = xor i64 %331, %332
  %334 = add i64 %333, %320
  %335 = mul i64 %320, -7046029288634856825
  %336 = mul i64 %333, -8796714831421723037
  %337 = sub i64 %1, %4
  %338 = mul i64 %337, -4417276706812531889
  %339 = add i64 %335, %338
  %340 = add i64 %339, %336
  %341 = lshr i64 %334, 37
  %342 = xor i64 %341, %334
  %343 = mul i64 %342, 1609587791953885689
  %344 = lshr i64 %343, 32
  %345 = xor i64 %344, %343
  %346 = lshr i64 %340, 37
  %347 = xor i64 %346, %340
  %348 = mul i64 %347, 1609587791953885689
  %349 = lshr i64 %348, 32
  %350 = xor i64 %349, %348
  %351 = sub i64 0, %350
  %352 = insertvalue [2 x i64] poison, i64 %345, 0
  %353 = insertvalue [2 x i64] %352, i64 %351, 1
  br label %358

354:                                              ; preds = %161
  %355 = tail call fastcc [2 x i64] @XXH3_len_129to240_128b(i8* noundef %0, i64 noundef %1, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef %4) #21
  br label %358

356:                                              ; preds = %5
  %357 = tail call fastcc [2 x i64] @XXH3_hashLong_128b_withSecret(i8* noundef %0, i64 noundef %1, i64 noundef %4, i8* noundef %2, i64 noundef %3)
  br label %358

358:                                              ; preds = %356, %354, %293, %154
  %359 = phi [2 x i64] [ %357, %356 ], [ %160, %154 ], [ %353, %293 ], [ %355, %354 ]
  ret [2 x i64] %359
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local signext i32 @XXH3_128bits_reset_withSecret(%struct.XXH3_state_s* nocapture noundef writeonly %0, i8* nocapture noundef %1, i64 noundef %2) local_unnamed_addr #5 {
  %4 = icmp eq %struct.XXH3_state_s* %0, null
  br i1 %4, label %25, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 3
  %7 = bitcast i32* %6 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %7, i8 0, i64 24, i1 false) #19
  %8 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 0
  store i64 3266489917, i64* %8, align 64, !tbaa !19
  %9 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 1
  store i64 -7046029288634856825, i64* %9, align 8, !tbaa !19
  %10 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 2
  store i64 -4417276706812531889, i64* %10, align 16, !tbaa !19
  %11 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 3
  store i64 1609587929392839161, i64* %11, align 8, !tbaa !19
  %12 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 4
  store i64 -8796714831421723037, i64* %12, align 32, !tbaa !19
  %13 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 5
  store i64 2246822519, i64* %13, align 8, !tbaa !19
  %14 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 6
  store i64 2870177450012600261, i64* %14, align 16, !tbaa !19
  %15 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 7
  store i64 2654435761, i64* %15, align 8, !tbaa !19
  %16 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 9
  store i64 0, i64* %16, align 8, !tbaa !171
  %17 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 11
  store i8* %1, i8** %17, align 8, !tbaa !174
  %18 = icmp ugt i64 %2, 135
  tail call void @llvm.assume(i1 %18) #19
  %19 = add i64 %2, -64
  %20 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 8
  store i64 %19, i64* %20, align 32, !tbaa !175
  %21 = lshr i64 %19, 3
  %22 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 7
  store i64 %21, i64* %22, align 8, !tbaa !176
  %23 = icmp eq i8* %1, null
  %24 = zext i1 %23 to i32
  br label %25

25:                                               ; preds = %5, %3
  %26 = phi i32 [ 1, %3 ], [ %24, %5 ]
  ret i32 %26
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn writeonly
define dso_local signext i32 @XXH3_128bits_reset_withSecretandSeed(%struct.XXH3_state_s* nocapture noundef writeonly %0, i8* nocapture noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #15 {
  %5 = icmp eq %struct.XXH3_state_s* %0, null
  %6 = icmp eq i8* %1, null
  %7 = or i1 %5, %6
  %8 = icmp ult i64 %2, 136
  %9 = or i1 %7, %8
  br i1 %9, label %28, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 3
  %12 = bitcast i32* %11 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %12, i8 0, i64 24, i1 false) #19
  %13 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 0
  store i64 3266489917, i64* %13, align 64, !tbaa !19
  %14 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 1
  store i64 -7046029288634856825, i64* %14, align 8, !tbaa !19
  %15 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 2
  store i64 -4417276706812531889, i64* %15, align 16, !tbaa !19
  %16 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 3
  store i64 1609587929392839161, i64* %16, align 8, !tbaa !19
  %17 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 4
  store i64 -8796714831421723037, i64* %17, align 32, !tbaa !19
  %18 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 5
  store i64 2246822519, i64* %18, align 8, !tbaa !19
  %19 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 6
  store i64 2870177450012600261, i64* %19, align 16, !tbaa !19
  %20 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 7
  store i64 2654435761, i64* %20, align 8, !tbaa !19
  %21 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 9
  store i64 %3, i64* %21, align 8, !tbaa !171
  %22 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 4
  %23 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 11
  store i8* %1, i8** %23, align 8, !tbaa !174
  %24 = add i64 %2, -64
  %25 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 8
  store i64 %24, i64* %25, align 32, !tbaa !175
  %26 = lshr i64 %24, 3
  %27 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 7
  store i64 %26, i64* %27, align 8, !tbaa !176
  store i32 1, i32* %22, align 4, !tbaa !180
  br label %28

28:                                               ; preds = %10, %4
  %29 = phi i32 [ 0, %10 ], [ 1, %4 ]
  ret i32 %29
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local signext i32 @XXH128_isEqual([2 x i64] %0, [2 x i64] %1) local_unnamed_addr #16 {
  %3 = alloca %struct.XXH128_hash_t, align 8
  %4 = alloca %struct.XXH128_hash_t, align 8
  %5 = extractvalue [2 x i64] %0, 0
  %6 = getelementptr inbounds %struct.XXH128_hash_t, %struct.XXH128_hash_t* %3, i64 0, i32 0
  store i64 %5, i64* %6, align 8
  %7 = extractvalue [2 x i64] %0, 1
  %8 = getelementptr inbounds %struct.XXH128_hash_t, %struct.XXH128_hash_t* %3, i64 0, i32 1
  store i64 %7, i64* %8, align 8
  %9 = extractvalue [2 x i64] %1, 0
  %10 = getelementptr inbounds %struct.XXH128_hash_t, %struct.XXH128_hash_t* %4, i64 0, i32 0
  store i64 %9, i64* %10, align 8
  %11 = extractvalue [2 x i64] %1, 1
  %12 = getelementptr inbounds %struct.XXH128_hash_t, %struct.XXH128_hash_t* %4, i64 0, i32 1
  store i64 %11, i64* %12, align 8
  %13 = bitcast %struct.XXH128_hash_t* %3 to i8*
  %14 = bitcast %struct.XXH128_hash_t* %4 to i8*
  %15 = call i32 @bcmp(i8* noundef nonnull dereferenceable(16) %13, i8* noundef nonnull dereferenceable(16) %14, i64 16)
  %16 = icmp eq i32 %15, 0
  %17 = zext i1 %16 to i32
  ret i32 %17
}

; Function Attrs: argmemonly nofree nounwind readonly willreturn
declare i32 @bcmp(i8* nocapture, i8* nocapture, i64) local_unnamed_addr #17

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local signext i32 @XXH128_cmp(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) local_unnamed_addr #18 {
  %3 = bitcast i8* %0 to i64*
  %4 = load i64, i64* %3, align 8, !tbaa.struct !309
  %5 = getelementptr inbounds i8, i8* %0, i64 8
  %6 = bitcast i8* %5 to i64*
  %7 = load i64, i64* %6, align 8, !tbaa.struct !310
  %8 = bitcast i8* %1 to i64*
  %9 = load i64, i64* %8, align 8, !tbaa.struct !309
  %10 = getelementptr inbounds i8, i8* %1, i64 8
  %11 = bitcast i8* %10 to i64*
  %12 = load i64, i64* %11, align 8, !tbaa.struct !310
  %13 = icmp ugt i64 %7, %12
  %14 = zext i1 %13 to i32
  %15 = icmp ugt i64 %12, %7
  %16 = sext i1 %15 to i32
  %17 = add nsw i32 %16, %14
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %25

19:                                               ; preds = %2
  %20 = icmp ugt i64 %4, %9
  %21 = zext i1 %20 to i32
  %22 = icmp ugt i64 %9, %4
  %23 = sext i1 %22 to i32
  %24 = add nsw i32 %23, %21
  br label %25

25:                                               ; preds = %19, %2
  %26 = phi i32 [ %24, %19 ], [ %17, %2 ]
  ret i32 %26
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local void @XXH128_canonicalFromHash(%struct.XXH128_canonical_t* nocapture noundef writeonly %0, [2 x i64] %1) local_unnamed_addr #5 {
  %3 = extractvalue [2 x i64] %1, 0
  %4 = extractvalue [2 x i64] %1, 1
  %5 = tail call i64 @llvm.bswap.i64(i64 %4) #19
  %6 = tail call i64 @llvm.bswap.i64(i64 %3) #19
  %7 = bitcast %struct.XXH128_canonical_t* %0 to i64*
  store i64 %5, i64* %7, align 1
  %8 = getelementptr inbounds %struct.XXH128_canonical_t, %struct.XXH128_canonical_t* %0, i64 0, i32 0, i64 8
  %9 = bitcast i8* %8 to i64*
  store i64 %6, i64* %9, align 1
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readonly willreturn
define dso_local [2 x i64] @XXH128_hashFromCanonical(%struct.XXH128_canonical_t* nocapture noundef readonly %0) local_unnamed_addr #8 {
  %2 = bitcast %struct.XXH128_canonical_t* %0 to i64*
  %3 = load i64, i64* %2, align 1, !tbaa !19
  %4 = tail call i64 @llvm.bswap.i64(i64 %3) #19
  %5 = getelementptr inbounds %struct.XXH128_canonical_t, %struct.XXH128_canonical_t* %0, i64 0, i32 0, i64 8
  %6 = bitcast i8* %5 to i64*
  %7 = load i64, i64* %6, align 1, !tbaa !19
  %8 = tail call i64 @llvm.bswap.i64(i64 %7) #19
  %9 = insertvalue [2 x i64] poison, i64 %8, 0
  %10 = insertvalue [2 x i64] %9, i64 %4, 1
  ret [2 x i64] %10
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local void @XXH3_generateSecret_fromSeed(i8* nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #5 {
  %3 = add i64 %1, -4734510112055689544
  %4 = sub i64 2066345149520216444, %1
  %5 = add i64 %1, -2623469361688619810
  %6 = sub i64 2262974939099578482, %1
  %7 = add i64 %1, 8711581037947681227
  %8 = sub i64 2410270004345854594, %1
  %9 = add i64 %1, -8204357891075471176
  %10 = sub i64 5487137525590930912, %1
  %11 = add i64 %1, -3818837453329782724
  %12 = sub i64 -6688317018830679928, %1
  %13 = add i64 %1, 5690594596133299313
  %14 = sub i64 -2833645246901970632, %1
  %15 = add i64 %1, 4554437623014685352
  %16 = sub i64 2111919702937427193, %1
  %17 = add i64 %1, 3556072174620004746
  %18 = sub i64 7238261902898274248, %1
  %19 = add i64 %1, -4329134394285701654
  %20 = sub i64 -1485321483350670907, %1
  %21 = add i64 %1, 5321830579834785047
  %22 = sub i64 -7032137544937171245, %1
  %23 = add i64 %1, -242834301215959509
  %24 = sub i64 -3588858202114426737, %1
  %25 = add i64 %1, 2883454493032893253
  %26 = sub i64 9097354517224871855, %1
  %27 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %27)
  %28 = bitcast i8* %0 to i64*
  store i64 %3, i64* %28, align 1
  %29 = getelementptr inbounds i8, i8* %0, i64 8
  %30 = bitcast i8* %29 to i64*
  store i64 %4, i64* %30, align 1
  %31 = getelementptr inbounds i8, i8* %0, i64 16
  %32 = bitcast i8* %31 to i64*
  store i64 %5, i64* %32, align 1
  %33 = getelementptr inbounds i8, i8* %0, i64 24
  %34 = bitcast i8* %33 to i64*
  store i64 %6, i64* %34, align 1
  %35 = getelementptr inbounds i8, i8* %0, i64 32
  %36 = bitcast i8* %35 to i64*
  store i64 %7, i64* %36, align 1
  %37 = getelementptr inbounds i8, i8* %0, i64 40
  %38 = bitcast i8* %37 to i64*
  store i64 %8, i64* %38, align 1
  %39 = getelementptr inbounds i8, i8* %0, i64 48
  %40 = bitcast i8* %39 to i64*
  store i64 %9, i64* %40, align 1
  %41 = getelementptr inbounds i8, i8* %0, i64 56
  %42 = bitcast i8* %41 to i64*
  store i64 %10, i64* %42, align 1
  %43 = getelementptr inbounds i8, i8* %0, i64 64
  %44 = bitcast i8* %43 to i64*
  store i64 %11, i64* %44, align 1
  %45 = getelementptr inbounds i8, i8* %0, i64 72
  %46 = bitcast i8* %45 to i64*
  store i64 %12, i64* %46, align 1
  %47 = getelementptr inbounds i8, i8* %0, i64 80
  %48 = bitcast i8* %47 to i64*
  store i64 %13, i64* %48, align 1
  %49 = getelementptr inbounds i8, i8* %0, i64 88
  %50 = bitcast i8* %49 to i64*
  store i64 %14, i64* %50, align 1
  %51 = getelementptr inbounds i8, i8* %0, i64 96
  %52 = bitcast i8* %51 to i64*
  store i64 %15, i64* %52, align 1
  %53 = getelementptr inbounds i8, i8* %0, i64 104
  %54 = bitcast i8* %53 to i64*
  store i64 %16, i64* %54, align 1
  %55 = getelementptr inbounds i8, i8* %0, i64 112
  %56 = bitcast i8* %55 to i64*
  store i64 %17, i64* %56, align 1
  %57 = getelementptr inbounds i8, i8* %0, i64 120
  %58 = bitcast i8* %57 to i64*
  store i64 %18, i64* %58, align 1
  %59 = getelementptr inbounds i8, i8* %0, i64 128
  %60 = bitcast i8* %59 to i64*
  store i64 %19, i64* %60, align 1
  %61 = getelementptr inbounds i8, i8* %0, i64 136
  %62 = bitcast i8* %61 to i64*
  store i64 %20, i64* %62, align 1
  %63 = getelementptr inbounds i8, i8* %0, i64 144
  %64 = bitcast i8* %63 to i64*
  store i64 %21, i64* %64, align 1
  %65 = getelementptr inbounds i8, i8* %0, i64 152
  %66 = bitcast i8* %65 to i64*
  store i64 %22, i64* %66, align 1
  %67 = getelementptr inbounds i8, i8* %0, i64 160
  %68 = bitcast i8* %67 to i64*
  store i64 %23, i64* %68, align 1
  %69 = getelementptr inbounds i8, i8* %0, i64 168
  %70 = bitcast i8* %69 to i64*
  store i64 %24, i64* %70, align 1
  %71 = getelementptr inbounds i8, i8* %0, i64 176
  %72 = bitcast i8* %71 to i64*
  store i64 %25, i64* %72, align 1
  %73 = getelementptr inbounds i8, i8* %0, i64 184
  %74 = bitcast i8* %73 to i64*
  store i64 %26, i64* %74, align 1
  ret void
}

attributes #0 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { mustprogress nofree nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #8 = { mustprogress nofree nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #9 = { mustprogress nofree noinline nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #10 = { nofree noinline nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #11 = { mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #12 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #13 = { mustprogress nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #14 = { mustprogress nofree noinline nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #15 = { mustprogress nofree nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #16 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #17 = { argmemonly nofree nounwind readonly willreturn }
attributes #18 = { mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #19 = { nounwind }
attributes #20 = { nounwind readnone }
attributes #21 = { nounwind readonly willreturn }

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
!10 = !{!11, !7, i64 0}
!11 = !{!"XXH32_state_s", !7, i64 0, !7, i64 4, !8, i64 8, !8, i64 24, !7, i64 40, !7, i64 44}
!12 = !{!11, !7, i64 4}
!13 = !{!11, !7, i64 40}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = !{!8, !8, i64 0}
!18 = distinct !{!18, !15}
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !8, i64 0}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15}
!24 = !{!25, !20, i64 0}
!25 = !{!"XXH64_state_s", !20, i64 0, !8, i64 8, !8, i64 40, !7, i64 72, !7, i64 76, !20, i64 80}
!26 = !{!25, !7, i64 72}
!27 = distinct !{!27, !15}
!28 = !{!29}
!29 = distinct !{!29, !30, !"XXH3_mix16B: argument 0"}
!30 = distinct !{!30, !"XXH3_mix16B"}
!31 = !{!32}
!32 = distinct !{!32, !30, !"XXH3_mix16B: argument 1"}
!33 = !{!34}
!34 = distinct !{!34, !30, !"XXH3_mix16B: argument 0:It1"}
!35 = !{!36}
!36 = distinct !{!36, !30, !"XXH3_mix16B: argument 1:It1"}
!37 = !{!38}
!38 = distinct !{!38, !30, !"XXH3_mix16B: argument 0:It2"}
!39 = !{!40}
!40 = distinct !{!40, !30, !"XXH3_mix16B: argument 1:It2"}
!41 = !{!42}
!42 = distinct !{!42, !30, !"XXH3_mix16B: argument 0:It3"}
!43 = !{!44}
!44 = distinct !{!44, !30, !"XXH3_mix16B: argument 1:It3"}
!45 = !{!46}
!46 = distinct !{!46, !30, !"XXH3_mix16B: argument 0:It4"}
!47 = !{!48}
!48 = distinct !{!48, !30, !"XXH3_mix16B: argument 1:It4"}
!49 = !{!50}
!50 = distinct !{!50, !30, !"XXH3_mix16B: argument 0:It5"}
!51 = !{!52}
!52 = distinct !{!52, !30, !"XXH3_mix16B: argument 1:It5"}
!53 = !{!54}
!54 = distinct !{!54, !30, !"XXH3_mix16B: argument 0:It6"}
!55 = !{!56}
!56 = distinct !{!56, !30, !"XXH3_mix16B: argument 1:It6"}
!57 = !{!58}
!58 = distinct !{!58, !30, !"XXH3_mix16B: argument 0:It7"}
!59 = !{!60}
!60 = distinct !{!60, !30, !"XXH3_mix16B: argument 1:It7"}
!61 = !{!62}
!62 = distinct !{!62, !63, !"XXH3_mix16B: argument 0"}
!63 = distinct !{!63, !"XXH3_mix16B"}
!64 = !{!65}
!65 = distinct !{!65, !63, !"XXH3_mix16B: argument 1"}
!66 = !{i64 2148072598}
!67 = !{!68}
!68 = distinct !{!68, !69, !"XXH3_mix16B: argument 0"}
!69 = distinct !{!69, !"XXH3_mix16B"}
!70 = !{!71}
!71 = distinct !{!71, !69, !"XXH3_mix16B: argument 1"}
!72 = distinct !{!72, !15}
!73 = !{!"branch_weights", i32 2000, i32 1}
!74 = !{!75}
!75 = distinct !{!75, !76, !"XXH3_64bits_internal: argument 0"}
!76 = distinct !{!76, !"XXH3_64bits_internal"}
!77 = !{!78}
!78 = distinct !{!78, !76, !"XXH3_64bits_internal: argument 1"}
!79 = !{!80, !82, !75}
!80 = distinct !{!80, !81, !"XXH3_mix16B: argument 0"}
!81 = distinct !{!81, !"XXH3_mix16B"}
!82 = distinct !{!82, !83, !"XXH3_len_17to128_64b: argument 0"}
!83 = distinct !{!83, !"XXH3_len_17to128_64b"}
!84 = !{!85, !86, !78}
!85 = distinct !{!85, !81, !"XXH3_mix16B: argument 1"}
!86 = distinct !{!86, !83, !"XXH3_len_17to128_64b: argument 1"}
!87 = !{!88, !82, !75}
!88 = distinct !{!88, !89, !"XXH3_mix16B: argument 0"}
!89 = distinct !{!89, !"XXH3_mix16B"}
!90 = !{!91, !86, !78}
!91 = distinct !{!91, !89, !"XXH3_mix16B: argument 1"}
!92 = !{!93, !82, !75}
!93 = distinct !{!93, !94, !"XXH3_mix16B: argument 0"}
!94 = distinct !{!94, !"XXH3_mix16B"}
!95 = !{!96, !86, !78}
!96 = distinct !{!96, !94, !"XXH3_mix16B: argument 1"}
!97 = !{!98, !82, !75}
!98 = distinct !{!98, !99, !"XXH3_mix16B: argument 0"}
!99 = distinct !{!99, !"XXH3_mix16B"}
!100 = !{!101, !86, !78}
!101 = distinct !{!101, !99, !"XXH3_mix16B: argument 1"}
!102 = !{!103, !82, !75}
!103 = distinct !{!103, !104, !"XXH3_mix16B: argument 0"}
!104 = distinct !{!104, !"XXH3_mix16B"}
!105 = !{!106, !86, !78}
!106 = distinct !{!106, !104, !"XXH3_mix16B: argument 1"}
!107 = !{!108, !82, !75}
!108 = distinct !{!108, !109, !"XXH3_mix16B: argument 0"}
!109 = distinct !{!109, !"XXH3_mix16B"}
!110 = !{!111, !86, !78}
!111 = distinct !{!111, !109, !"XXH3_mix16B: argument 1"}
!112 = !{!113, !82, !75}
!113 = distinct !{!113, !114, !"XXH3_mix16B: argument 0"}
!114 = distinct !{!114, !"XXH3_mix16B"}
!115 = !{!116, !86, !78}
!116 = distinct !{!116, !114, !"XXH3_mix16B: argument 1"}
!117 = !{!118, !82, !75}
!118 = distinct !{!118, !119, !"XXH3_mix16B: argument 0"}
!119 = distinct !{!119, !"XXH3_mix16B"}
!120 = !{!121, !86, !78}
!121 = distinct !{!121, !119, !"XXH3_mix16B: argument 1"}
!122 = distinct !{null, i64 (i8*, i64, i64, i8*, i64)* @XXH3_hashLong_64b_withSecret, i64 (i8*, i64, i64, i8*, i64)* @XXH3_hashLong_64b_withSeed}
!123 = !{!124}
!124 = distinct !{!124, !125, !"XXH3_64bits_internal: argument 0"}
!125 = distinct !{!125, !"XXH3_64bits_internal"}
!126 = !{!127}
!127 = distinct !{!127, !125, !"XXH3_64bits_internal: argument 1"}
!128 = !{!129, !131, !124}
!129 = distinct !{!129, !130, !"XXH3_mix16B: argument 0"}
!130 = distinct !{!130, !"XXH3_mix16B"}
!131 = distinct !{!131, !132, !"XXH3_len_17to128_64b: argument 0"}
!132 = distinct !{!132, !"XXH3_len_17to128_64b"}
!133 = !{!134, !135, !127}
!134 = distinct !{!134, !130, !"XXH3_mix16B: argument 1"}
!135 = distinct !{!135, !132, !"XXH3_len_17to128_64b: argument 1"}
!136 = !{!137, !131, !124}
!137 = distinct !{!137, !138, !"XXH3_mix16B: argument 0"}
!138 = distinct !{!138, !"XXH3_mix16B"}
!139 = !{!140, !135, !127}
!140 = distinct !{!140, !138, !"XXH3_mix16B: argument 1"}
!141 = !{!142, !131, !124}
!142 = distinct !{!142, !143, !"XXH3_mix16B: argument 0"}
!143 = distinct !{!143, !"XXH3_mix16B"}
!144 = !{!145, !135, !127}
!145 = distinct !{!145, !143, !"XXH3_mix16B: argument 1"}
!146 = !{!147, !131, !124}
!147 = distinct !{!147, !148, !"XXH3_mix16B: argument 0"}
!148 = distinct !{!148, !"XXH3_mix16B"}
!149 = !{!150, !135, !127}
!150 = distinct !{!150, !148, !"XXH3_mix16B: argument 1"}
!151 = !{!152, !131, !124}
!152 = distinct !{!152, !153, !"XXH3_mix16B: argument 0"}
!153 = distinct !{!153, !"XXH3_mix16B"}
!154 = !{!155, !135, !127}
!155 = distinct !{!155, !153, !"XXH3_mix16B: argument 1"}
!156 = !{!157, !131, !124}
!157 = distinct !{!157, !158, !"XXH3_mix16B: argument 0"}
!158 = distinct !{!158, !"XXH3_mix16B"}
!159 = !{!160, !135, !127}
!160 = distinct !{!160, !158, !"XXH3_mix16B: argument 1"}
!161 = !{!162, !131, !124}
!162 = distinct !{!162, !163, !"XXH3_mix16B: argument 0"}
!163 = distinct !{!163, !"XXH3_mix16B"}
!164 = !{!165, !135, !127}
!165 = distinct !{!165, !163, !"XXH3_mix16B: argument 1"}
!166 = !{!167, !131, !124}
!167 = distinct !{!167, !168, !"XXH3_mix16B: argument 0"}
!168 = distinct !{!168, !"XXH3_mix16B"}
!169 = !{!170, !135, !127}
!170 = distinct !{!170, !168, !"XXH3_mix16B: argument 1"}
!171 = !{!172, !20, i64 552}
!172 = !{!"XXH3_state_s", !8, i64 0, !8, i64 64, !8, i64 256, !7, i64 512, !7, i64 516, !20, i64 520, !20, i64 528, !20, i64 536, !20, i64 544, !20, i64 552, !20, i64 560, !173, i64 568}
!173 = !{!"any pointer", !8, i64 0}
!174 = !{!172, !173, i64 568}
!175 = !{!172, !20, i64 544}
!176 = !{!172, !20, i64 536}
!177 = !{!178}
!178 = distinct !{!178, !179, !"XXH3_initCustomSecret_scalar: argument 0"}
!179 = distinct !{!179, !"XXH3_initCustomSecret_scalar"}
!180 = !{!172, !7, i64 516}
!181 = !{!182}
!182 = distinct !{!182, !183, !"XXH3_128bits_internal: argument 0"}
!183 = distinct !{!183, !"XXH3_128bits_internal"}
!184 = !{!185, !187}
!185 = distinct !{!185, !186, !"XXH3_mix16B: argument 0"}
!186 = distinct !{!186, !"XXH3_mix16B"}
!187 = distinct !{!187, !188, !"XXH3_len_17to128_128b: argument 0"}
!188 = distinct !{!188, !"XXH3_len_17to128_128b"}
!189 = !{!190, !191, !182}
!190 = distinct !{!190, !186, !"XXH3_mix16B: argument 1"}
!191 = distinct !{!191, !188, !"XXH3_len_17to128_128b: argument 1"}
!192 = !{!187}
!193 = !{!191, !182}
!194 = !{!195, !187}
!195 = distinct !{!195, !196, !"XXH3_mix16B: argument 0"}
!196 = distinct !{!196, !"XXH3_mix16B"}
!197 = !{!198, !191, !182}
!198 = distinct !{!198, !196, !"XXH3_mix16B: argument 1"}
!199 = !{!200, !187}
!200 = distinct !{!200, !201, !"XXH3_mix16B: argument 0"}
!201 = distinct !{!201, !"XXH3_mix16B"}
!202 = !{!203, !191, !182}
!203 = distinct !{!203, !201, !"XXH3_mix16B: argument 1"}
!204 = !{!205, !187}
!205 = distinct !{!205, !206, !"XXH3_mix16B: argument 0"}
!206 = distinct !{!206, !"XXH3_mix16B"}
!207 = !{!208, !191, !182}
!208 = distinct !{!208, !206, !"XXH3_mix16B: argument 1"}
!209 = !{[2 x i64] (i8*, i64, i64, i8*, i64)* @XXH3_hashLong_128b_default, [2 x i64] (i8*, i64, i64, i8*, i64)* @XXH3_hashLong_128b_withSecret, [2 x i64] (i8*, i64, i64, i8*, i64)* @XXH3_hashLong_128b_withSeed}
!210 = !{!211}
!211 = distinct !{!211, !212, !"XXH3_mix16B: argument 0"}
!212 = distinct !{!212, !"XXH3_mix16B"}
!213 = !{!214}
!214 = distinct !{!214, !212, !"XXH3_mix16B: argument 1"}
!215 = !{!216}
!216 = distinct !{!216, !217, !"XXH3_mix16B: argument 1"}
!217 = distinct !{!217, !"XXH3_mix16B"}
!218 = !{!219}
!219 = distinct !{!219, !217, !"XXH3_mix16B: argument 0"}
!220 = !{!221}
!221 = distinct !{!221, !212, !"XXH3_mix16B: argument 0:It1"}
!222 = !{!223}
!223 = distinct !{!223, !212, !"XXH3_mix16B: argument 1:It1"}
!224 = !{!225}
!225 = distinct !{!225, !212, !"XXH3_mix16B: argument 0:It2"}
!226 = !{!227}
!227 = distinct !{!227, !212, !"XXH3_mix16B: argument 1:It2"}
!228 = !{!229}
!229 = distinct !{!229, !212, !"XXH3_mix16B: argument 0:It3"}
!230 = !{!231}
!231 = distinct !{!231, !212, !"XXH3_mix16B: argument 1:It3"}
!232 = !{!233}
!233 = distinct !{!233, !234, !"XXH3_mix16B: argument 0"}
!234 = distinct !{!234, !"XXH3_mix16B"}
!235 = !{!236}
!236 = distinct !{!236, !234, !"XXH3_mix16B: argument 1"}
!237 = !{!238}
!238 = distinct !{!238, !239, !"XXH3_mix16B: argument 1"}
!239 = distinct !{!239, !"XXH3_mix16B"}
!240 = !{!241}
!241 = distinct !{!241, !239, !"XXH3_mix16B: argument 0"}
!242 = distinct !{!242, !15}
!243 = !{!244}
!244 = distinct !{!244, !245, !"XXH3_mix16B: argument 0"}
!245 = distinct !{!245, !"XXH3_mix16B"}
!246 = !{!247}
!247 = distinct !{!247, !245, !"XXH3_mix16B: argument 1"}
!248 = !{!249}
!249 = distinct !{!249, !250, !"XXH3_mix16B: argument 1"}
!250 = distinct !{!250, !"XXH3_mix16B"}
!251 = !{!252}
!252 = distinct !{!252, !250, !"XXH3_mix16B: argument 0"}
!253 = !{!254}
!254 = distinct !{!254, !255, !"XXH3_128bits_internal: argument 0"}
!255 = distinct !{!255, !"XXH3_128bits_internal"}
!256 = !{!257, !259}
!257 = distinct !{!257, !258, !"XXH3_mix16B: argument 0"}
!258 = distinct !{!258, !"XXH3_mix16B"}
!259 = distinct !{!259, !260, !"XXH3_len_17to128_128b: argument 0"}
!260 = distinct !{!260, !"XXH3_len_17to128_128b"}
!261 = !{!262, !263, !254}
!262 = distinct !{!262, !258, !"XXH3_mix16B: argument 1"}
!263 = distinct !{!263, !260, !"XXH3_len_17to128_128b: argument 1"}
!264 = !{!259}
!265 = !{!263, !254}
!266 = !{!267, !259}
!267 = distinct !{!267, !268, !"XXH3_mix16B: argument 0"}
!268 = distinct !{!268, !"XXH3_mix16B"}
!269 = !{!270, !263, !254}
!270 = distinct !{!270, !268, !"XXH3_mix16B: argument 1"}
!271 = !{!272, !259}
!272 = distinct !{!272, !273, !"XXH3_mix16B: argument 0"}
!273 = distinct !{!273, !"XXH3_mix16B"}
!274 = !{!275, !263, !254}
!275 = distinct !{!275, !273, !"XXH3_mix16B: argument 1"}
!276 = !{!277, !259}
!277 = distinct !{!277, !278, !"XXH3_mix16B: argument 0"}
!278 = distinct !{!278, !"XXH3_mix16B"}
!279 = !{!280, !263, !254}
!280 = distinct !{!280, !278, !"XXH3_mix16B: argument 1"}
!281 = !{!282}
!282 = distinct !{!282, !283, !"XXH3_128bits_internal: argument 0"}
!283 = distinct !{!283, !"XXH3_128bits_internal"}
!284 = !{!285, !287}
!285 = distinct !{!285, !286, !"XXH3_mix16B: argument 0"}
!286 = distinct !{!286, !"XXH3_mix16B"}
!287 = distinct !{!287, !288, !"XXH3_len_17to128_128b: argument 0"}
!288 = distinct !{!288, !"XXH3_len_17to128_128b"}
!289 = !{!290, !291, !282}
!290 = distinct !{!290, !286, !"XXH3_mix16B: argument 1"}
!291 = distinct !{!291, !288, !"XXH3_len_17to128_128b: argument 1"}
!292 = !{!287}
!293 = !{!291, !282}
!294 = !{!295, !287}
!295 = distinct !{!295, !296, !"XXH3_mix16B: argument 0"}
!296 = distinct !{!296, !"XXH3_mix16B"}
!297 = !{!298, !291, !282}
!298 = distinct !{!298, !296, !"XXH3_mix16B: argument 1"}
!299 = !{!300, !287}
!300 = distinct !{!300, !301, !"XXH3_mix16B: argument 0"}
!301 = distinct !{!301, !"XXH3_mix16B"}
!302 = !{!303, !291, !282}
!303 = distinct !{!303, !301, !"XXH3_mix16B: argument 1"}
!304 = !{!305, !287}
!305 = distinct !{!305, !306, !"XXH3_mix16B: argument 0"}
!306 = distinct !{!306, !"XXH3_mix16B"}
!307 = !{!308, !291, !282}
!308 = distinct !{!308, !306, !"XXH3_mix16B: argument 1"}
!309 = !{i64 0, i64 8, !19, i64 8, i64 8, !19}
!310 = !{i64 0, i64 8, !19}
