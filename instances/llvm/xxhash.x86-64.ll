; ModuleID = '/tmp/tmpqgxc_g9h/xxhash.ll'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @XXH32_reset(%struct.XXH32_state_s* noundef writeonly %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp ne %struct.XXH32_state_s* %0, null
  tail call void @llvm.assume(i1 %3)
  %4 = bitcast %struct.XXH32_state_s* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(48) %4, i8 0, i64 48, i1 false)
  %5 = add i32 %1, 606290984
  %6 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 0
  store i32 %5, i32* %6, align 4, !tbaa !5
  %7 = add i32 %1, -2048144777
  %8 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 1
  store i32 %7, i32* %8, align 4, !tbaa !5
  %9 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 2
  store i32 %1, i32* %9, align 4, !tbaa !5
  %10 = add i32 %1, 1640531535
  %11 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 3
  store i32 %10, i32* %11, align 4, !tbaa !5
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @XXH32_update(%struct.XXH32_state_s* nocapture noundef %0, i8* noundef %1, i64 noundef %2) local_unnamed_addr #6 {
  %4 = icmp eq i8* %1, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = icmp eq i64 %2, 0
  tail call void @llvm.assume(i1 %6)
  br label %111

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, i8* %1, i64 %2
  %9 = trunc i64 %2 to i32
  %10 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 0
  %11 = load i32, i32* %10, align 4, !tbaa !9
  %12 = add i32 %11, %9
  store i32 %12, i32* %10, align 4, !tbaa !9
  %13 = icmp ugt i64 %2, 15
  %14 = icmp ugt i32 %12, 15
  %15 = or i1 %13, %14
  %16 = zext i1 %15 to i32
  %17 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 1
  %18 = load i32, i32* %17, align 4, !tbaa !11
  %19 = or i32 %18, %16
  store i32 %19, i32* %17, align 4, !tbaa !11
  %20 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 4
  %21 = load i32, i32* %20, align 4, !tbaa !12
  %22 = zext i32 %21 to i64
  %23 = add i64 %22, %2
  %24 = icmp ult i64 %23, 16
  br i1 %24, label %25, label %31

25:                                               ; preds = %7
  %26 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 3, i64 0
  %27 = bitcast i32* %26 to i8*
  %28 = getelementptr inbounds i8, i8* %27, i64 %22
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %28, i8* nonnull align 1 %1, i64 %2, i1 false) #24
  %29 = load i32, i32* %20, align 4, !tbaa !12
  %30 = add i32 %29, %9
  store i32 %30, i32* %20, align 4, !tbaa !12
  br label %111

31:                                               ; preds = %7
  %32 = icmp eq i32 %21, 0
  br i1 %32, label %53, label %33

33:                                               ; preds = %31
  %34 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 3, i64 0
  %35 = bitcast i32* %34 to i8*
  %36 = getelementptr inbounds i8, i8* %35, i64 %22
  %37 = sub i32 16, %21
  %38 = zext i32 %37 to i64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %36, i8* nonnull align 1 %1, i64 %38, i1 false) #24
  %39 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 0
  %40 = bitcast i32* %39 to <4 x i32>*
  %41 = load <4 x i32>, <4 x i32>* %40, align 4, !tbaa !5
  %42 = bitcast i32* %34 to <4 x i32>*
  %43 = load <4 x i32>, <4 x i32>* %42, align 1, !tbaa !5
  %44 = mul <4 x i32> %43, <i32 -2048144777, i32 -2048144777, i32 -2048144777, i32 -2048144777>
  %45 = add <4 x i32> %44, %41
  %46 = call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %45, <4 x i32> %45, <4 x i32> <i32 13, i32 13, i32 13, i32 13>)
  %47 = mul <4 x i32> %46, <i32 -1640531535, i32 -1640531535, i32 -1640531535, i32 -1640531535>
  %48 = bitcast i32* %39 to <4 x i32>*
  store <4 x i32> %47, <4 x i32>* %48, align 4, !tbaa !5
  %49 = load i32, i32* %20, align 4, !tbaa !12
  %50 = sub i32 16, %49
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds i8, i8* %1, i64 %51
  store i32 0, i32* %20, align 4, !tbaa !12
  br label %53

53:                                               ; preds = %33, %31
  %54 = phi i8* [ %52, %33 ], [ %1, %31 ]
  %55 = getelementptr inbounds i8, i8* %8, i64 -16
  %56 = icmp ugt i8* %54, %55
  br i1 %56, label %101, label %57

57:                                               ; preds = %53
  %58 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 0
  %59 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 1
  %60 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 2
  %61 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 3
  %62 = load i32, i32* %58, align 4, !tbaa !5
  %63 = load i32, i32* %59, align 4, !tbaa !5
  %64 = load i32, i32* %60, align 4, !tbaa !5
  %65 = load i32, i32* %61, align 4, !tbaa !5
  br label %66

66:                                               ; preds = %66, %57
  %67 = phi i32 [ %98, %66 ], [ %65, %57 ]
  %68 = phi i32 [ %91, %66 ], [ %64, %57 ]
  %69 = phi i32 [ %84, %66 ], [ %63, %57 ]
  %70 = phi i32 [ %77, %66 ], [ %62, %57 ]
  %71 = phi i8* [ %99, %66 ], [ %54, %57 ]
  %72 = bitcast i8* %71 to i32*
  %73 = load i32, i32* %72, align 1, !tbaa !5
  %74 = mul i32 %73, -2048144777
  %75 = add i32 %74, %70
  %76 = tail call i32 @llvm.fshl.i32(i32 %75, i32 %75, i32 13) #24
  %77 = mul i32 %76, -1640531535
  store i32 %77, i32* %58, align 4, !tbaa !5
  %78 = getelementptr inbounds i8, i8* %71, i64 4
  %79 = bitcast i8* %78 to i32*
  %80 = load i32, i32* %79, align 1, !tbaa !5
  %81 = mul i32 %80, -2048144777
  %82 = add i32 %81, %69
  %83 = tail call i32 @llvm.fshl.i32(i32 %82, i32 %82, i32 13) #24
  %84 = mul i32 %83, -1640531535
  store i32 %84, i32* %59, align 4, !tbaa !5
  %85 = getelementptr inbounds i8, i8* %71, i64 8
  %86 = bitcast i8* %85 to i32*
  %87 = load i32, i32* %86, align 1, !tbaa !5
  %88 = mul i32 %87, -2048144777
  %89 = add i32 %88, %68
  %90 = tail call i32 @llvm.fshl.i32(i32 %89, i32 %89, i32 13) #24
  %91 = mul i32 %90, -1640531535
  store i32 %91, i32* %60, align 4, !tbaa !5
  %92 = getelementptr inbounds i8, i8* %71, i64 12
  %93 = bitcast i8* %92 to i32*
  %94 = load i32, i32* %93, align 1, !tbaa !5
  %95 = mul i32 %94, -2048144777
  %96 = add i32 %95, %67
  %97 = tail call i32 @llvm.fshl.i32(i32 %96, i32 %96, i32 13) #24
  %98 = mul i32 %97, -1640531535
  store i32 %98, i32* %61, align 4, !tbaa !5
  %99 = getelementptr inbounds i8, i8* %71, i64 16
  %100 = icmp ugt i8* %99, %55
  br i1 %100, label %101, label %66, !llvm.loop !13

101:                                              ; preds = %66, %53
  %102 = phi i8* [ %54, %53 ], [ %99, %66 ]
  %103 = icmp ult i8* %102, %8
  br i1 %103, label %104, label %111

104:                                              ; preds = %101
  %105 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 3, i64 0
  %106 = bitcast i32* %105 to i8*
  %107 = ptrtoint i8* %8 to i64
  %108 = ptrtoint i8* %102 to i64
  %109 = sub i64 %107, %108
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %106, i8* align 1 %102, i64 %109, i1 false) #24
  %110 = trunc i64 %109 to i32
  store i32 %110, i32* %20, align 4, !tbaa !12
  br label %111

111:                                              ; preds = %104, %101, %25, %5
  ret i32 0
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <4 x i32> @llvm.fshl.v4i32(<4 x i32>, <4 x i32>, <4 x i32>) #0

; Function Attrs: mustprogress nofree nosync nounwind readonly uwtable willreturn
define dso_local i32 @XXH32_digest(%struct.XXH32_state_s* nocapture noundef readonly %0) local_unnamed_addr #7 {
  %2 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 4, !tbaa !11
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %11, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 0
  %7 = bitcast i32* %6 to <4 x i32>*
  %8 = load <4 x i32>, <4 x i32>* %7, align 4, !tbaa !5
  %9 = call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %8, <4 x i32> %8, <4 x i32> <i32 1, i32 7, i32 12, i32 18>)
  %10 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %9)
  br label %15

11:                                               ; preds = %1
  %12 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 2, i64 2
  %13 = load i32, i32* %12, align 4, !tbaa !5
  %14 = add i32 %13, 374761393
  br label %15

15:                                               ; preds = %11, %5
  %16 = phi i32 [ %10, %5 ], [ %14, %11 ]
  %17 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 0
  %18 = load i32, i32* %17, align 4, !tbaa !9
  %19 = add i32 %18, %16
  %20 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 3, i64 0
  %21 = bitcast i32* %20 to i8*
  %22 = getelementptr inbounds %struct.XXH32_state_s, %struct.XXH32_state_s* %0, i64 0, i32 4
  %23 = load i32, i32* %22, align 4, !tbaa !12
  %24 = and i32 %23, 15
  %25 = zext i32 %24 to i64
  %26 = icmp ugt i32 %24, 3
  br i1 %26, label %27, label %56

27:                                               ; preds = %15
  %28 = add nsw i64 %25, -4
  %29 = lshr i64 %28, 2
  %30 = add nuw nsw i64 %29, 1
  %31 = and i64 %30, 3
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %48, label %33

33:                                               ; preds = %33, %27
  %34 = phi i32 [ %44, %33 ], [ %19, %27 ]
  %35 = phi i64 [ %45, %33 ], [ %25, %27 ]
  %36 = phi i8* [ %42, %33 ], [ %21, %27 ]
  %37 = phi i64 [ %46, %33 ], [ 0, %27 ]
  %38 = bitcast i8* %36 to i32*
  %39 = load i32, i32* %38, align 1, !tbaa !5
  %40 = mul i32 %39, -1028477379
  %41 = add i32 %40, %34
  %42 = getelementptr inbounds i8, i8* %36, i64 4
  %43 = tail call i32 @llvm.fshl.i32(i32 %41, i32 %41, i32 17) #24
  %44 = mul i32 %43, 668265263
  %45 = add i64 %35, -4
  %46 = add i64 %37, 1
  %47 = icmp eq i64 %46, %31
  br i1 %47, label %48, label %33, !llvm.loop !15

48:                                               ; preds = %33, %27
  %49 = phi i32 [ %19, %27 ], [ %44, %33 ]
  %50 = phi i64 [ %25, %27 ], [ %45, %33 ]
  %51 = phi i8* [ %21, %27 ], [ %42, %33 ]
  %52 = phi i8* [ undef, %27 ], [ %42, %33 ]
  %53 = phi i32 [ undef, %27 ], [ %44, %33 ]
  %54 = phi i64 [ undef, %27 ], [ %45, %33 ]
  %55 = icmp ult i64 %28, 12
  br i1 %55, label %56, label %86

56:                                               ; preds = %86, %48, %15
  %57 = phi i8* [ %21, %15 ], [ %52, %48 ], [ %115, %86 ]
  %58 = phi i64 [ %25, %15 ], [ %54, %48 ], [ %118, %86 ]
  %59 = phi i32 [ %19, %15 ], [ %53, %48 ], [ %117, %86 ]
  %60 = icmp eq i64 %58, 0
  br i1 %60, label %154, label %61

61:                                               ; preds = %56
  %62 = add i64 %58, -1
  %63 = and i64 %58, 3
  %64 = icmp eq i64 %63, 0
  br i1 %64, label %80, label %65

65:                                               ; preds = %65, %61
  %66 = phi i32 [ %76, %65 ], [ %59, %61 ]
  %67 = phi i64 [ %77, %65 ], [ %58, %61 ]
  %68 = phi i8* [ %70, %65 ], [ %57, %61 ]
  %69 = phi i64 [ %78, %65 ], [ 0, %61 ]
  %70 = getelementptr inbounds i8, i8* %68, i64 1
  %71 = load i8, i8* %68, align 1, !tbaa !17
  %72 = zext i8 %71 to i32
  %73 = mul i32 %72, 374761393
  %74 = add i32 %73, %66
  %75 = tail call i32 @llvm.fshl.i32(i32 %74, i32 %74, i32 11) #24
  %76 = mul i32 %75, -1640531535
  %77 = add i64 %67, -1
  %78 = add i64 %69, 1
  %79 = icmp eq i64 %78, %63
  br i1 %79, label %80, label %65, !llvm.loop !18

80:                                               ; preds = %65, %61
  %81 = phi i32 [ undef, %61 ], [ %76, %65 ]
  %82 = phi i32 [ %59, %61 ], [ %76, %65 ]
  %83 = phi i64 [ %58, %61 ], [ %77, %65 ]
  %84 = phi i8* [ %57, %61 ], [ %70, %65 ]
  %85 = icmp ult i64 %62, 3
  br i1 %85, label %154, label %120

86:                                               ; preds = %86, %48
  %87 = phi i32 [ %117, %86 ], [ %49, %48 ]
  %88 = phi i64 [ %118, %86 ], [ %50, %48 ]
  %89 = phi i8* [ %115, %86 ], [ %51, %48 ]
  %90 = bitcast i8* %89 to i32*
  %91 = load i32, i32* %90, align 1, !tbaa !5
  %92 = mul i32 %91, -1028477379
  %93 = add i32 %92, %87
  %94 = getelementptr inbounds i8, i8* %89, i64 4
  %95 = tail call i32 @llvm.fshl.i32(i32 %93, i32 %93, i32 17) #24
  %96 = mul i32 %95, 668265263
  %97 = bitcast i8* %94 to i32*
  %98 = load i32, i32* %97, align 1, !tbaa !5
  %99 = mul i32 %98, -1028477379
  %100 = add i32 %99, %96
  %101 = getelementptr inbounds i8, i8* %89, i64 8
  %102 = tail call i32 @llvm.fshl.i32(i32 %100, i32 %100, i32 17) #24
  %103 = mul i32 %102, 668265263
  %104 = bitcast i8* %101 to i32*
  %105 = load i32, i32* %104, align 1, !tbaa !5
  %106 = mul i32 %105, -1028477379
  %107 = add i32 %106, %103
  %108 = getelementptr inbounds i8, i8* %89, i64 12
  %109 = tail call i32 @llvm.fshl.i32(i32 %107, i32 %107, i32 17) #24
  %110 = mul i32 %109, 668265263
  %111 = bitcast i8* %108 to i32*
  %112 = load i32, i32* %111, align 1, !tbaa !5
  %113 = mul i32 %112, -1028477379
  %114 = add i32 %113, %110
  %115 = getelementptr inbounds i8, i8* %89, i64 16
  %116 = tail call i32 @llvm.fshl.i32(i32 %114, i32 %114, i32 17) #24
  %117 = mul i32 %116, 668265263
  %118 = add i64 %88, -16
  %119 = icmp ugt i64 %118, 3
  br i1 %119, label %86, label %56, !llvm.loop !19

120:                                              ; preds = %120, %80
  %121 = phi i32 [ %151, %120 ], [ %82, %80 ]
  %122 = phi i64 [ %152, %120 ], [ %83, %80 ]
  %123 = phi i8* [ %145, %120 ], [ %84, %80 ]
  %124 = getelementptr inbounds i8, i8* %123, i64 1
  %125 = load i8, i8* %123, align 1, !tbaa !17
  %126 = zext i8 %125 to i32
  %127 = mul i32 %126, 374761393
  %128 = add i32 %127, %121
  %129 = tail call i32 @llvm.fshl.i32(i32 %128, i32 %128, i32 11) #24
  %130 = mul i32 %129, -1640531535
  %131 = getelementptr inbounds i8, i8* %123, i64 2
  %132 = load i8, i8* %124, align 1, !tbaa !17
  %133 = zext i8 %132 to i32
  %134 = mul i32 %133, 374761393
  %135 = add i32 %134, %130
  %136 = tail call i32 @llvm.fshl.i32(i32 %135, i32 %135, i32 11) #24
  %137 = mul i32 %136, -1640531535
  %138 = getelementptr inbounds i8, i8* %123, i64 3
  %139 = load i8, i8* %131, align 1, !tbaa !17
  %140 = zext i8 %139 to i32
  %141 = mul i32 %140, 374761393
  %142 = add i32 %141, %137
  %143 = tail call i32 @llvm.fshl.i32(i32 %142, i32 %142, i32 11) #24
  %144 = mul i32 %143, -1640531535
  %145 = getelementptr inbounds i8, i8* %123, i64 4
  %146 = load i8, i8* %138, align 1, !tbaa !17
  %147 = zext i8 %146 to i32
  %148 = mul i32 %147, 374761393
  %149 = add i32 %148, %144
  %150 = tail call i32 @llvm.fshl.i32(i32 %149, i32 %149, i32 11) #24
  %151 = mul i32 %150, -1640531535
  %152 = add i64 %122, -4
  %153 = icmp eq i64 %152, 0
  br i1 %153, label %154, label %120, !llvm.loop !20

154:                                              ; preds = %120, %80, %56
  %155 = phi i32 [ %59, %56 ], [ %81, %80 ], [ %151, %120 ]
  %156 = lshr i32 %155, 15
  %157 = xor i32 %156, %155
  %158 = mul i32 %157, -2048144777
  %159 = lshr i32 %158, 13
  %160 = xor i32 %159, %158
  %161 = mul i32 %160, -1028477379
  %162 = lshr i32 %161, 16
  %163 = xor i32 %162, %161
  ret i32 %163
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #0

; Function Attrs: mustprogress nofree nosync nounwind readonly uwtable willreturn
define dso_local i64 @XXH64(i8* nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #7 {
  %4 = icmp eq i8* %0, null
  br i1 %4, label %82, label %5

5:                                                ; preds = %3
  %6 = icmp ugt i64 %1, 31
  br i1 %6, label %7, label %80

7:                                                ; preds = %5
  %8 = getelementptr inbounds i8, i8* %0, i64 %1
  %9 = getelementptr inbounds i8, i8* %8, i64 -31
  %10 = add i64 %2, 6983438078262162902
  %11 = add i64 %2, -4417276706812531889
  %12 = add i64 %2, 7046029288634856825
  br label %13

13:                                               ; preds = %13, %7
  %14 = phi i8* [ %0, %7 ], [ %46, %13 ]
  %15 = phi i64 [ %10, %7 ], [ %24, %13 ]
  %16 = phi i64 [ %11, %7 ], [ %31, %13 ]
  %17 = phi i64 [ %2, %7 ], [ %38, %13 ]
  %18 = phi i64 [ %12, %7 ], [ %45, %13 ]
  %19 = bitcast i8* %14 to i64*
  %20 = load i64, i64* %19, align 1, !tbaa !21
  %21 = mul i64 %20, -4417276706812531889
  %22 = add i64 %21, %15
  %23 = tail call i64 @llvm.fshl.i64(i64 %22, i64 %22, i64 31) #24
  %24 = mul i64 %23, -7046029288634856825
  %25 = getelementptr inbounds i8, i8* %14, i64 8
  %26 = bitcast i8* %25 to i64*
  %27 = load i64, i64* %26, align 1, !tbaa !21
  %28 = mul i64 %27, -4417276706812531889
  %29 = add i64 %28, %16
  %30 = tail call i64 @llvm.fshl.i64(i64 %29, i64 %29, i64 31) #24
  %31 = mul i64 %30, -7046029288634856825
  %32 = getelementptr inbounds i8, i8* %14, i64 16
  %33 = bitcast i8* %32 to i64*
  %34 = load i64, i64* %33, align 1, !tbaa !21
  %35 = mul i64 %34, -4417276706812531889
  %36 = add i64 %35, %17
  %37 = tail call i64 @llvm.fshl.i64(i64 %36, i64 %36, i64 31) #24
  %38 = mul i64 %37, -7046029288634856825
  %39 = getelementptr inbounds i8, i8* %14, i64 24
  %40 = bitcast i8* %39 to i64*
  %41 = load i64, i64* %40, align 1, !tbaa !21
  %42 = mul i64 %41, -4417276706812531889
  %43 = add i64 %42, %18
  %44 = tail call i64 @llvm.fshl.i64(i64 %43, i64 %43, i64 31) #24
  %45 = mul i64 %44, -7046029288634856825
  %46 = getelementptr inbounds i8, i8* %14, i64 32
  %47 = icmp ult i8* %46, %9
  br i1 %47, label %13, label %48, !llvm.loop !23

48:                                               ; preds = %13
  %49 = tail call i64 @llvm.fshl.i64(i64 %24, i64 %24, i64 1) #24
  %50 = tail call i64 @llvm.fshl.i64(i64 %31, i64 %31, i64 7) #24
  %51 = add i64 %50, %49
  %52 = tail call i64 @llvm.fshl.i64(i64 %38, i64 %38, i64 12) #24
  %53 = add i64 %51, %52
  %54 = tail call i64 @llvm.fshl.i64(i64 %45, i64 %45, i64 18) #24
  %55 = add i64 %53, %54
  %56 = mul i64 %23, -2381459717836149591
  %57 = tail call i64 @llvm.fshl.i64(i64 %56, i64 %56, i64 31) #24
  %58 = mul i64 %57, -7046029288634856825
  %59 = xor i64 %55, %58
  %60 = mul i64 %59, -7046029288634856825
  %61 = add i64 %60, -8796714831421723037
  %62 = mul i64 %30, -2381459717836149591
  %63 = tail call i64 @llvm.fshl.i64(i64 %62, i64 %62, i64 31) #24
  %64 = mul i64 %63, -7046029288634856825
  %65 = xor i64 %61, %64
  %66 = mul i64 %65, -7046029288634856825
  %67 = add i64 %66, -8796714831421723037
  %68 = mul i64 %37, -2381459717836149591
  %69 = tail call i64 @llvm.fshl.i64(i64 %68, i64 %68, i64 31) #24
  %70 = mul i64 %69, -7046029288634856825
  %71 = xor i64 %67, %70
  %72 = mul i64 %71, -7046029288634856825
  %73 = add i64 %72, -8796714831421723037
  %74 = mul i64 %44, -2381459717836149591
  %75 = tail call i64 @llvm.fshl.i64(i64 %74, i64 %74, i64 31) #24
  %76 = mul i64 %75, -7046029288634856825
  %77 = xor i64 %73, %76
  %78 = mul i64 %77, -7046029288634856825
  %79 = add i64 %78, -8796714831421723037
  br label %85

80:                                               ; preds = %5
  %81 = add i64 %2, 2870177450012600261
  br label %85

82:                                               ; preds = %3
  %83 = add i64 %2, 2870177450012600261
  %84 = icmp eq i64 %1, 0
  tail call void @llvm.assume(i1 %84) #24
  br label %221

85:                                               ; preds = %80, %48
  %86 = phi i64 [ %79, %48 ], [ %81, %80 ]
  %87 = phi i8* [ %46, %48 ], [ %0, %80 ]
  %88 = add i64 %86, %1
  %89 = and i64 %1, 31
  %90 = icmp ugt i64 %89, 7
  br i1 %90, label %91, label %141

91:                                               ; preds = %85
  %92 = add nsw i64 %89, -8
  %93 = and i64 %92, 8
  %94 = icmp eq i64 %93, 0
  br i1 %94, label %95, label %107

95:                                               ; preds = %91
  %96 = bitcast i8* %87 to i64*
  %97 = load i64, i64* %96, align 1, !tbaa !21
  %98 = mul i64 %97, -4417276706812531889
  %99 = tail call i64 @llvm.fshl.i64(i64 %98, i64 %98, i64 31) #24
  %100 = mul i64 %99, -7046029288634856825
  %101 = getelementptr inbounds i8, i8* %87, i64 8
  %102 = xor i64 %100, %88
  %103 = tail call i64 @llvm.fshl.i64(i64 %102, i64 %102, i64 27) #24
  %104 = mul i64 %103, -7046029288634856825
  %105 = add i64 %104, -8796714831421723037
  %106 = add nsw i64 %89, -8
  br label %107

107:                                              ; preds = %95, %91
  %108 = phi i64 [ %88, %91 ], [ %105, %95 ]
  %109 = phi i8* [ %87, %91 ], [ %101, %95 ]
  %110 = phi i64 [ %89, %91 ], [ %106, %95 ]
  %111 = phi i8* [ undef, %91 ], [ %101, %95 ]
  %112 = phi i64 [ undef, %91 ], [ %105, %95 ]
  %113 = phi i64 [ undef, %91 ], [ %106, %95 ]
  %114 = icmp ult i64 %92, 8
  br i1 %114, label %141, label %115

115:                                              ; preds = %115, %107
  %116 = phi i64 [ %138, %115 ], [ %108, %107 ]
  %117 = phi i8* [ %134, %115 ], [ %109, %107 ]
  %118 = phi i64 [ %139, %115 ], [ %110, %107 ]
  %119 = bitcast i8* %117 to i64*
  %120 = load i64, i64* %119, align 1, !tbaa !21
  %121 = mul i64 %120, -4417276706812531889
  %122 = tail call i64 @llvm.fshl.i64(i64 %121, i64 %121, i64 31) #24
  %123 = mul i64 %122, -7046029288634856825
  %124 = getelementptr inbounds i8, i8* %117, i64 8
  %125 = xor i64 %123, %116
  %126 = tail call i64 @llvm.fshl.i64(i64 %125, i64 %125, i64 27) #24
  %127 = mul i64 %126, -7046029288634856825
  %128 = add i64 %127, -8796714831421723037
  %129 = bitcast i8* %124 to i64*
  %130 = load i64, i64* %129, align 1, !tbaa !21
  %131 = mul i64 %130, -4417276706812531889
  %132 = tail call i64 @llvm.fshl.i64(i64 %131, i64 %131, i64 31) #24
  %133 = mul i64 %132, -7046029288634856825
  %134 = getelementptr inbounds i8, i8* %117, i64 16
  %135 = xor i64 %133, %128
  %136 = tail call i64 @llvm.fshl.i64(i64 %135, i64 %135, i64 27) #24
  %137 = mul i64 %136, -7046029288634856825
  %138 = add i64 %137, -8796714831421723037
  %139 = add i64 %118, -16
  %140 = icmp ugt i64 %139, 7
  br i1 %140, label %115, label %141, !llvm.loop !24

141:                                              ; preds = %115, %107, %85
  %142 = phi i64 [ %89, %85 ], [ %113, %107 ], [ %139, %115 ]
  %143 = phi i8* [ %87, %85 ], [ %111, %107 ], [ %134, %115 ]
  %144 = phi i64 [ %88, %85 ], [ %112, %107 ], [ %138, %115 ]
  %145 = icmp ugt i64 %142, 3
  br i1 %145, label %146, label %157

146:                                              ; preds = %141
  %147 = bitcast i8* %143 to i32*
  %148 = load i32, i32* %147, align 1, !tbaa !5
  %149 = zext i32 %148 to i64
  %150 = mul i64 %149, -7046029288634856825
  %151 = xor i64 %150, %144
  %152 = getelementptr inbounds i8, i8* %143, i64 4
  %153 = tail call i64 @llvm.fshl.i64(i64 %151, i64 %151, i64 23) #24
  %154 = mul i64 %153, -4417276706812531889
  %155 = add i64 %154, 1609587929392839161
  %156 = add nsw i64 %142, -4
  br label %157

157:                                              ; preds = %146, %141
  %158 = phi i64 [ %156, %146 ], [ %142, %141 ]
  %159 = phi i8* [ %152, %146 ], [ %143, %141 ]
  %160 = phi i64 [ %155, %146 ], [ %144, %141 ]
  %161 = icmp eq i64 %158, 0
  br i1 %161, label %221, label %162

162:                                              ; preds = %157
  %163 = add i64 %158, -1
  %164 = and i64 %158, 3
  %165 = icmp eq i64 %164, 0
  br i1 %165, label %181, label %166

166:                                              ; preds = %166, %162
  %167 = phi i64 [ %177, %166 ], [ %160, %162 ]
  %168 = phi i8* [ %171, %166 ], [ %159, %162 ]
  %169 = phi i64 [ %178, %166 ], [ %158, %162 ]
  %170 = phi i64 [ %179, %166 ], [ 0, %162 ]
  %171 = getelementptr inbounds i8, i8* %168, i64 1
  %172 = load i8, i8* %168, align 1, !tbaa !17
  %173 = zext i8 %172 to i64
  %174 = mul i64 %173, 2870177450012600261
  %175 = xor i64 %174, %167
  %176 = tail call i64 @llvm.fshl.i64(i64 %175, i64 %175, i64 11) #24
  %177 = mul i64 %176, -7046029288634856825
  %178 = add i64 %169, -1
  %179 = add i64 %170, 1
  %180 = icmp eq i64 %179, %164
  br i1 %180, label %181, label %166, !llvm.loop !25

181:                                              ; preds = %166, %162
  %182 = phi i64 [ undef, %162 ], [ %177, %166 ]
  %183 = phi i64 [ %160, %162 ], [ %177, %166 ]
  %184 = phi i8* [ %159, %162 ], [ %171, %166 ]
  %185 = phi i64 [ %158, %162 ], [ %178, %166 ]
  %186 = icmp ult i64 %163, 3
  br i1 %186, label %221, label %187

187:                                              ; preds = %187, %181
  %188 = phi i64 [ %218, %187 ], [ %183, %181 ]
  %189 = phi i8* [ %212, %187 ], [ %184, %181 ]
  %190 = phi i64 [ %219, %187 ], [ %185, %181 ]
  %191 = getelementptr inbounds i8, i8* %189, i64 1
  %192 = load i8, i8* %189, align 1, !tbaa !17
  %193 = zext i8 %192 to i64
  %194 = mul i64 %193, 2870177450012600261
  %195 = xor i64 %194, %188
  %196 = tail call i64 @llvm.fshl.i64(i64 %195, i64 %195, i64 11) #24
  %197 = mul i64 %196, -7046029288634856825
  %198 = getelementptr inbounds i8, i8* %189, i64 2
  %199 = load i8, i8* %191, align 1, !tbaa !17
  %200 = zext i8 %199 to i64
  %201 = mul i64 %200, 2870177450012600261
  %202 = xor i64 %201, %197
  %203 = tail call i64 @llvm.fshl.i64(i64 %202, i64 %202, i64 11) #24
  %204 = mul i64 %203, -7046029288634856825
  %205 = getelementptr inbounds i8, i8* %189, i64 3
  %206 = load i8, i8* %198, align 1, !tbaa !17
  %207 = zext i8 %206 to i64
  %208 = mul i64 %207, 2870177450012600261
  %209 = xor i64 %208, %204
  %210 = tail call i64 @llvm.fshl.i64(i64 %209, i64 %209, i64 11) #24
  %211 = mul i64 %210, -7046029288634856825
  %212 = getelementptr inbounds i8, i8* %189, i64 4
  %213 = load i8, i8* %205, align 1, !tbaa !17
  %214 = zext i8 %213 to i64
  %215 = mul i64 %214, 2870177450012600261
  %216 = xor i64 %215, %211
  %217 = tail call i64 @llvm.fshl.i64(i64 %216, i64 %216, i64 11) #24
  %218 = mul i64 %217, -7046029288634856825
  %219 = add i64 %190, -4
  %220 = icmp eq i64 %219, 0
  br i1 %220, label %221, label %187, !llvm.loop !26

221:                                              ; preds = %187, %181, %157, %82
  %222 = phi i64 [ %160, %157 ], [ %83, %82 ], [ %182, %181 ], [ %218, %187 ]
  %223 = lshr i64 %222, 33
  %224 = xor i64 %223, %222
  %225 = mul i64 %224, -4417276706812531889
  %226 = lshr i64 %225, 29
  %227 = xor i64 %226, %225
  %228 = mul i64 %227, 1609587929392839161
  %229 = lshr i64 %228, 32
  %230 = xor i64 %229, %228
  ret i64 %230
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #0

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @XXH64_update(%struct.XXH64_state_s* nocapture noundef %0, i8* nocapture noundef %1, i64 noundef %2) local_unnamed_addr #6 {
  %4 = icmp eq i8* %1, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = icmp eq i64 %2, 0
  tail call void @llvm.assume(i1 %6)
  br label %126

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, i8* %1, i64 %2
  %9 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 0
  %10 = load i64, i64* %9, align 8, !tbaa !27
  %11 = add i64 %10, %2
  store i64 %11, i64* %9, align 8, !tbaa !27
  %12 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 3
  %13 = load i32, i32* %12, align 8, !tbaa !29
  %14 = zext i32 %13 to i64
  %15 = add i64 %14, %2
  %16 = icmp ult i64 %15, 32
  br i1 %16, label %17, label %24

17:                                               ; preds = %7
  %18 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 2, i64 0
  %19 = bitcast i64* %18 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i64 %14
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %20, i8* nonnull align 1 %1, i64 %2, i1 false) #24
  %21 = trunc i64 %2 to i32
  %22 = load i32, i32* %12, align 8, !tbaa !29
  %23 = add i32 %22, %21
  store i32 %23, i32* %12, align 8, !tbaa !29
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
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %29, i8* nonnull align 1 %1, i64 %31, i1 false) #24
  %32 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 0
  %33 = load i64, i64* %32, align 8, !tbaa !21
  %34 = load i64, i64* %27, align 1, !tbaa !21
  %35 = mul i64 %34, -4417276706812531889
  %36 = add i64 %35, %33
  %37 = tail call i64 @llvm.fshl.i64(i64 %36, i64 %36, i64 31) #24
  %38 = mul i64 %37, -7046029288634856825
  store i64 %38, i64* %32, align 8, !tbaa !21
  %39 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 1
  %40 = load i64, i64* %39, align 8, !tbaa !21
  %41 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 2, i64 1
  %42 = load i64, i64* %41, align 1, !tbaa !21
  %43 = mul i64 %42, -4417276706812531889
  %44 = add i64 %43, %40
  %45 = tail call i64 @llvm.fshl.i64(i64 %44, i64 %44, i64 31) #24
  %46 = mul i64 %45, -7046029288634856825
  store i64 %46, i64* %39, align 8, !tbaa !21
  %47 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 2
  %48 = load i64, i64* %47, align 8, !tbaa !21
  %49 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 2, i64 2
  %50 = load i64, i64* %49, align 1, !tbaa !21
  %51 = mul i64 %50, -4417276706812531889
  %52 = add i64 %51, %48
  %53 = tail call i64 @llvm.fshl.i64(i64 %52, i64 %52, i64 31) #24
  %54 = mul i64 %53, -7046029288634856825
  store i64 %54, i64* %47, align 8, !tbaa !21
  %55 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 3
  %56 = load i64, i64* %55, align 8, !tbaa !21
  %57 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 2, i64 3
  %58 = load i64, i64* %57, align 1, !tbaa !21
  %59 = mul i64 %58, -4417276706812531889
  %60 = add i64 %59, %56
  %61 = tail call i64 @llvm.fshl.i64(i64 %60, i64 %60, i64 31) #24
  %62 = mul i64 %61, -7046029288634856825
  store i64 %62, i64* %55, align 8, !tbaa !21
  %63 = load i32, i32* %12, align 8, !tbaa !29
  %64 = sub i32 32, %63
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds i8, i8* %1, i64 %65
  store i32 0, i32* %12, align 8, !tbaa !29
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
  %77 = load i64, i64* %73, align 8, !tbaa !21
  %78 = load i64, i64* %74, align 8, !tbaa !21
  %79 = load i64, i64* %75, align 8, !tbaa !21
  %80 = load i64, i64* %76, align 8, !tbaa !21
  br label %81

81:                                               ; preds = %81, %71
  %82 = phi i64 [ %80, %71 ], [ %113, %81 ]
  %83 = phi i64 [ %79, %71 ], [ %106, %81 ]
  %84 = phi i64 [ %78, %71 ], [ %99, %81 ]
  %85 = phi i64 [ %77, %71 ], [ %92, %81 ]
  %86 = phi i8* [ %68, %71 ], [ %114, %81 ]
  %87 = bitcast i8* %86 to i64*
  %88 = load i64, i64* %87, align 1, !tbaa !21
  %89 = mul i64 %88, -4417276706812531889
  %90 = add i64 %89, %85
  %91 = tail call i64 @llvm.fshl.i64(i64 %90, i64 %90, i64 31) #24
  %92 = mul i64 %91, -7046029288634856825
  store i64 %92, i64* %73, align 8, !tbaa !21
  %93 = getelementptr inbounds i8, i8* %86, i64 8
  %94 = bitcast i8* %93 to i64*
  %95 = load i64, i64* %94, align 1, !tbaa !21
  %96 = mul i64 %95, -4417276706812531889
  %97 = add i64 %96, %84
  %98 = tail call i64 @llvm.fshl.i64(i64 %97, i64 %97, i64 31) #24
  %99 = mul i64 %98, -7046029288634856825
  store i64 %99, i64* %74, align 8, !tbaa !21
  %100 = getelementptr inbounds i8, i8* %86, i64 16
  %101 = bitcast i8* %100 to i64*
  %102 = load i64, i64* %101, align 1, !tbaa !21
  %103 = mul i64 %102, -4417276706812531889
  %104 = add i64 %103, %83
  %105 = tail call i64 @llvm.fshl.i64(i64 %104, i64 %104, i64 31) #24
  %106 = mul i64 %105, -7046029288634856825
  store i64 %106, i64* %75, align 8, !tbaa !21
  %107 = getelementptr inbounds i8, i8* %86, i64 24
  %108 = bitcast i8* %107 to i64*
  %109 = load i64, i64* %108, align 1, !tbaa !21
  %110 = mul i64 %109, -4417276706812531889
  %111 = add i64 %110, %82
  %112 = tail call i64 @llvm.fshl.i64(i64 %111, i64 %111, i64 31) #24
  %113 = mul i64 %112, -7046029288634856825
  store i64 %113, i64* %76, align 8, !tbaa !21
  %114 = getelementptr inbounds i8, i8* %86, i64 32
  %115 = icmp ugt i8* %114, %72
  br i1 %115, label %116, label %81, !llvm.loop !30

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
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %121, i8* align 1 %117, i64 %124, i1 false) #24
  %125 = trunc i64 %124 to i32
  store i32 %125, i32* %12, align 8, !tbaa !29
  br label %126

126:                                              ; preds = %119, %116, %17, %5
  ret i32 0
}

; Function Attrs: mustprogress nofree nosync nounwind readonly uwtable willreturn
define dso_local i64 @XXH64_digest(%struct.XXH64_state_s* nocapture noundef readonly %0) local_unnamed_addr #7 {
  %2 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 8, !tbaa !27
  %4 = icmp ugt i64 %3, 31
  br i1 %4, label %5, label %45

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 0
  %7 = load i64, i64* %6, align 8, !tbaa !21
  %8 = tail call i64 @llvm.fshl.i64(i64 %7, i64 %7, i64 1)
  %9 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 1
  %10 = load i64, i64* %9, align 8, !tbaa !21
  %11 = tail call i64 @llvm.fshl.i64(i64 %10, i64 %10, i64 7)
  %12 = add i64 %11, %8
  %13 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 2
  %14 = load i64, i64* %13, align 8, !tbaa !21
  %15 = tail call i64 @llvm.fshl.i64(i64 %14, i64 %14, i64 12)
  %16 = add i64 %12, %15
  %17 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 3
  %18 = load i64, i64* %17, align 8, !tbaa !21
  %19 = tail call i64 @llvm.fshl.i64(i64 %18, i64 %18, i64 18)
  %20 = add i64 %16, %19
  %21 = mul i64 %7, -4417276706812531889
  %22 = tail call i64 @llvm.fshl.i64(i64 %21, i64 %21, i64 31) #24
  %23 = mul i64 %22, -7046029288634856825
  %24 = xor i64 %20, %23
  %25 = mul i64 %24, -7046029288634856825
  %26 = add i64 %25, -8796714831421723037
  %27 = mul i64 %10, -4417276706812531889
  %28 = tail call i64 @llvm.fshl.i64(i64 %27, i64 %27, i64 31) #24
  %29 = mul i64 %28, -7046029288634856825
  %30 = xor i64 %26, %29
  %31 = mul i64 %30, -7046029288634856825
  %32 = add i64 %31, -8796714831421723037
  %33 = mul i64 %14, -4417276706812531889
  %34 = tail call i64 @llvm.fshl.i64(i64 %33, i64 %33, i64 31) #24
  %35 = mul i64 %34, -7046029288634856825
  %36 = xor i64 %32, %35
  %37 = mul i64 %36, -7046029288634856825
  %38 = add i64 %37, -8796714831421723037
  %39 = mul i64 %18, -4417276706812531889
  %40 = tail call i64 @llvm.fshl.i64(i64 %39, i64 %39, i64 31) #24
  %41 = mul i64 %40, -7046029288634856825
  %42 = xor i64 %38, %41
  %43 = mul i64 %42, -7046029288634856825
  %44 = add i64 %43, -8796714831421723037
  br label %49

45:                                               ; preds = %1
  %46 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 2
  %47 = load i64, i64* %46, align 8, !tbaa !21
  %48 = add i64 %47, 2870177450012600261
  br label %49

49:                                               ; preds = %45, %5
  %50 = phi i64 [ %44, %5 ], [ %48, %45 ]
  %51 = add i64 %50, %3
  %52 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 2, i64 0
  %53 = bitcast i64* %52 to i8*
  %54 = and i64 %3, 31
  %55 = icmp ugt i64 %54, 7
  br i1 %55, label %56, label %106

56:                                               ; preds = %49
  %57 = add nsw i64 %54, -8
  %58 = and i64 %57, 8
  %59 = icmp eq i64 %58, 0
  br i1 %59, label %60, label %72

60:                                               ; preds = %56
  %61 = load i64, i64* %52, align 1, !tbaa !21
  %62 = mul i64 %61, -4417276706812531889
  %63 = tail call i64 @llvm.fshl.i64(i64 %62, i64 %62, i64 31) #24
  %64 = mul i64 %63, -7046029288634856825
  %65 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 2, i64 1
  %66 = bitcast i64* %65 to i8*
  %67 = xor i64 %64, %51
  %68 = tail call i64 @llvm.fshl.i64(i64 %67, i64 %67, i64 27) #24
  %69 = mul i64 %68, -7046029288634856825
  %70 = add i64 %69, -8796714831421723037
  %71 = add nsw i64 %54, -8
  br label %72

72:                                               ; preds = %60, %56
  %73 = phi i64 [ %51, %56 ], [ %70, %60 ]
  %74 = phi i8* [ %53, %56 ], [ %66, %60 ]
  %75 = phi i64 [ %54, %56 ], [ %71, %60 ]
  %76 = phi i8* [ undef, %56 ], [ %66, %60 ]
  %77 = phi i64 [ undef, %56 ], [ %70, %60 ]
  %78 = phi i64 [ undef, %56 ], [ %71, %60 ]
  %79 = icmp ult i64 %57, 8
  br i1 %79, label %106, label %80

80:                                               ; preds = %80, %72
  %81 = phi i64 [ %103, %80 ], [ %73, %72 ]
  %82 = phi i8* [ %99, %80 ], [ %74, %72 ]
  %83 = phi i64 [ %104, %80 ], [ %75, %72 ]
  %84 = bitcast i8* %82 to i64*
  %85 = load i64, i64* %84, align 1, !tbaa !21
  %86 = mul i64 %85, -4417276706812531889
  %87 = tail call i64 @llvm.fshl.i64(i64 %86, i64 %86, i64 31) #24
  %88 = mul i64 %87, -7046029288634856825
  %89 = getelementptr inbounds i8, i8* %82, i64 8
  %90 = xor i64 %88, %81
  %91 = tail call i64 @llvm.fshl.i64(i64 %90, i64 %90, i64 27) #24
  %92 = mul i64 %91, -7046029288634856825
  %93 = add i64 %92, -8796714831421723037
  %94 = bitcast i8* %89 to i64*
  %95 = load i64, i64* %94, align 1, !tbaa !21
  %96 = mul i64 %95, -4417276706812531889
  %97 = tail call i64 @llvm.fshl.i64(i64 %96, i64 %96, i64 31) #24
  %98 = mul i64 %97, -7046029288634856825
  %99 = getelementptr inbounds i8, i8* %82, i64 16
  %100 = xor i64 %98, %93
  %101 = tail call i64 @llvm.fshl.i64(i64 %100, i64 %100, i64 27) #24
  %102 = mul i64 %101, -7046029288634856825
  %103 = add i64 %102, -8796714831421723037
  %104 = add i64 %83, -16
  %105 = icmp ugt i64 %104, 7
  br i1 %105, label %80, label %106, !llvm.loop !24

106:                                              ; preds = %80, %72, %49
  %107 = phi i64 [ %54, %49 ], [ %78, %72 ], [ %104, %80 ]
  %108 = phi i8* [ %53, %49 ], [ %76, %72 ], [ %99, %80 ]
  %109 = phi i64 [ %51, %49 ], [ %77, %72 ], [ %103, %80 ]
  %110 = icmp ugt i64 %107, 3
  br i1 %110, label %111, label %122

111:                                              ; preds = %106
  %112 = bitcast i8* %108 to i32*
  %113 = load i32, i32* %112, align 1, !tbaa !5
  %114 = zext i32 %113 to i64
  %115 = mul i64 %114, -7046029288634856825
  %116 = xor i64 %115, %109
  %117 = getelementptr inbounds i8, i8* %108, i64 4
  %118 = tail call i64 @llvm.fshl.i64(i64 %116, i64 %116, i64 23) #24
  %119 = mul i64 %118, -4417276706812531889
  %120 = add i64 %119, 1609587929392839161
  %121 = add nsw i64 %107, -4
  br label %122

122:                                              ; preds = %111, %106
  %123 = phi i64 [ %121, %111 ], [ %107, %106 ]
  %124 = phi i8* [ %117, %111 ], [ %108, %106 ]
  %125 = phi i64 [ %120, %111 ], [ %109, %106 ]
  %126 = icmp eq i64 %123, 0
  br i1 %126, label %186, label %127

127:                                              ; preds = %122
  %128 = add i64 %123, -1
  %129 = and i64 %123, 3
  %130 = icmp eq i64 %129, 0
  br i1 %130, label %146, label %131

131:                                              ; preds = %131, %127
  %132 = phi i64 [ %142, %131 ], [ %125, %127 ]
  %133 = phi i8* [ %136, %131 ], [ %124, %127 ]
  %134 = phi i64 [ %143, %131 ], [ %123, %127 ]
  %135 = phi i64 [ %144, %131 ], [ 0, %127 ]
  %136 = getelementptr inbounds i8, i8* %133, i64 1
  %137 = load i8, i8* %133, align 1, !tbaa !17
  %138 = zext i8 %137 to i64
  %139 = mul i64 %138, 2870177450012600261
  %140 = xor i64 %139, %132
  %141 = tail call i64 @llvm.fshl.i64(i64 %140, i64 %140, i64 11) #24
  %142 = mul i64 %141, -7046029288634856825
  %143 = add i64 %134, -1
  %144 = add i64 %135, 1
  %145 = icmp eq i64 %144, %129
  br i1 %145, label %146, label %131, !llvm.loop !31

146:                                              ; preds = %131, %127
  %147 = phi i64 [ undef, %127 ], [ %142, %131 ]
  %148 = phi i64 [ %125, %127 ], [ %142, %131 ]
  %149 = phi i8* [ %124, %127 ], [ %136, %131 ]
  %150 = phi i64 [ %123, %127 ], [ %143, %131 ]
  %151 = icmp ult i64 %128, 3
  br i1 %151, label %186, label %152

152:                                              ; preds = %152, %146
  %153 = phi i64 [ %183, %152 ], [ %148, %146 ]
  %154 = phi i8* [ %177, %152 ], [ %149, %146 ]
  %155 = phi i64 [ %184, %152 ], [ %150, %146 ]
  %156 = getelementptr inbounds i8, i8* %154, i64 1
  %157 = load i8, i8* %154, align 1, !tbaa !17
  %158 = zext i8 %157 to i64
  %159 = mul i64 %158, 2870177450012600261
  %160 = xor i64 %159, %153
  %161 = tail call i64 @llvm.fshl.i64(i64 %160, i64 %160, i64 11) #24
  %162 = mul i64 %161, -7046029288634856825
  %163 = getelementptr inbounds i8, i8* %154, i64 2
  %164 = load i8, i8* %156, align 1, !tbaa !17
  %165 = zext i8 %164 to i64
  %166 = mul i64 %165, 2870177450012600261
  %167 = xor i64 %166, %162
  %168 = tail call i64 @llvm.fshl.i64(i64 %167, i64 %167, i64 11) #24
  %169 = mul i64 %168, -7046029288634856825
  %170 = getelementptr inbounds i8, i8* %154, i64 3
  %171 = load i8, i8* %163, align 1, !tbaa !17
  %172 = zext i8 %171 to i64
  %173 = mul i64 %172, 2870177450012600261
  %174 = xor i64 %173, %169
  %175 = tail call i64 @llvm.fshl.i64(i64 %174, i64 %174, i64 11) #24
  %176 = mul i64 %175, -7046029288634856825
  %177 = getelementptr inbounds i8, i8* %154, i64 4
  %178 = load i8, i8* %170, align 1, !tbaa !17
  %179 = zext i8 %178 to i64
  %180 = mul i64 %179, 2870177450012600261
  %181 = xor i64 %180, %176
  %182 = tail call i64 @llvm.fshl.i64(i64 %181, i64 %181, i64 11) #24
  %183 = mul i64 %182, -7046029288634856825
  %184 = add i64 %155, -4
  %185 = icmp eq i64 %184, 0
  br i1 %185, label %186, label %152, !llvm.loop !26

186:                                              ; preds = %152, %146, %122
  %187 = phi i64 [ %125, %122 ], [ %147, %146 ], [ %183, %152 ]
  %188 = lshr i64 %187, 33
  %189 = xor i64 %188, %187
  %190 = mul i64 %189, -4417276706812531889
  %191 = lshr i64 %190, 29
  %192 = xor i64 %191, %190
  %193 = mul i64 %192, 1609587929392839161
  %194 = lshr i64 %193, 32
  %195 = xor i64 %194, %193
  ret i64 %195
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #0

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define dso_local i64 @XXH3_64bits(i8* nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #9 {
  %3 = icmp ult i64 %1, 17
  br i1 %3, label %4, label %85

4:                                                ; preds = %2
  %5 = icmp ugt i64 %1, 8
  br i1 %5, label %6, label %31, !prof !32

6:                                                ; preds = %4
  %7 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %7) #24
  %8 = bitcast i8* %0 to i64*
  %9 = load i64, i64* %8, align 1, !tbaa !21, !alias.scope !33, !noalias !36
  %10 = xor i64 %9, 7458650908927343033
  %11 = getelementptr inbounds i8, i8* %0, i64 %1
  %12 = getelementptr inbounds i8, i8* %11, i64 -8
  %13 = bitcast i8* %12 to i64*
  %14 = load i64, i64* %13, align 1, !tbaa !21, !alias.scope !33, !noalias !36
  %15 = xor i64 %14, -5812251307325107654
  %16 = tail call i64 @llvm.bswap.i64(i64 %10) #24
  %17 = add i64 %16, %1
  %18 = add i64 %17, %15
  %19 = zext i64 %10 to i128
  %20 = zext i64 %15 to i128
  %21 = mul nuw i128 %20, %19
  %22 = lshr i128 %21, 64
  %23 = xor i128 %22, %21
  %24 = trunc i128 %23 to i64
  %25 = add i64 %18, %24
  %26 = lshr i64 %25, 37
  %27 = xor i64 %26, %25
  %28 = mul i64 %27, 1609587791953885689
  %29 = lshr i64 %28, 32
  %30 = xor i64 %29, %28
  br label %211

31:                                               ; preds = %4
  %32 = icmp ugt i64 %1, 3
  br i1 %32, label %33, label %57, !prof !32

33:                                               ; preds = %31
  %34 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %34) #24
  %35 = bitcast i8* %0 to i32*
  %36 = load i32, i32* %35, align 1, !tbaa !5, !alias.scope !33, !noalias !36
  %37 = getelementptr inbounds i8, i8* %0, i64 %1
  %38 = getelementptr inbounds i8, i8* %37, i64 -4
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 1, !tbaa !5, !alias.scope !33, !noalias !36
  %41 = zext i32 %40 to i64
  %42 = zext i32 %36 to i64
  %43 = shl nuw i64 %42, 32
  %44 = or i64 %43, %41
  %45 = xor i64 %44, -4090762196417718878
  %46 = tail call i64 @llvm.fshl.i64(i64 %45, i64 %45, i64 49) #24
  %47 = tail call i64 @llvm.fshl.i64(i64 %45, i64 %45, i64 24) #24
  %48 = xor i64 %47, %45
  %49 = xor i64 %48, %46
  %50 = mul i64 %49, -6939452855193903323
  %51 = lshr i64 %50, 35
  %52 = add nuw nsw i64 %51, %1
  %53 = xor i64 %52, %50
  %54 = mul i64 %53, -6939452855193903323
  %55 = lshr i64 %54, 28
  %56 = xor i64 %55, %54
  br label %211

57:                                               ; preds = %31
  %58 = icmp eq i64 %1, 0
  br i1 %58, label %211, label %59

59:                                               ; preds = %57
  %60 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %60) #24
  %61 = load i8, i8* %0, align 1, !tbaa !17, !alias.scope !33, !noalias !36
  %62 = lshr i64 %1, 1
  %63 = getelementptr inbounds i8, i8* %0, i64 %62
  %64 = load i8, i8* %63, align 1, !tbaa !17, !alias.scope !33, !noalias !36
  %65 = add nsw i64 %1, -1
  %66 = getelementptr inbounds i8, i8* %0, i64 %65
  %67 = load i8, i8* %66, align 1, !tbaa !17, !alias.scope !33, !noalias !36
  %68 = zext i8 %61 to i64
  %69 = shl nuw nsw i64 %68, 16
  %70 = zext i8 %64 to i64
  %71 = shl nuw nsw i64 %70, 24
  %72 = zext i8 %67 to i64
  %73 = shl nuw nsw i64 %1, 8
  %74 = and i64 %73, 4294967040
  %75 = or i64 %69, %74
  %76 = or i64 %75, %71
  %77 = or i64 %76, %72
  %78 = xor i64 %77, 2267503259
  %79 = mul i64 %78, -4417276706812531889
  %80 = lshr i64 %79, 29
  %81 = xor i64 %80, %79
  %82 = mul i64 %81, 1609587929392839161
  %83 = lshr i64 %82, 32
  %84 = xor i64 %83, %82
  br label %211

85:                                               ; preds = %2
  %86 = icmp ult i64 %1, 129
  br i1 %86, label %87, label %205

87:                                               ; preds = %85
  %88 = mul i64 %1, -7046029288634856825
  %89 = icmp ugt i64 %1, 32
  br i1 %89, label %90, label %174

90:                                               ; preds = %87
  %91 = icmp ugt i64 %1, 64
  br i1 %91, label %92, label %147

92:                                               ; preds = %90
  %93 = icmp ugt i64 %1, 96
  br i1 %93, label %94, label %120

94:                                               ; preds = %92
  %95 = getelementptr inbounds i8, i8* %0, i64 48
  %96 = bitcast i8* %95 to <2 x i64>*
  %97 = load <2 x i64>, <2 x i64>* %96, align 1, !tbaa !21, !alias.scope !38, !noalias !43
  %98 = xor <2 x i64> %97, <i64 4554437623014685352, i64 2111919702937427193>
  %99 = zext <2 x i64> %98 to <2 x i128>
  %100 = extractelement <2 x i128> %99, i64 0
  %101 = extractelement <2 x i128> %99, i64 1
  %102 = mul nuw i128 %101, %100
  %103 = lshr i128 %102, 64
  %104 = xor i128 %103, %102
  %105 = trunc i128 %104 to i64
  %106 = add i64 %88, %105
  %107 = getelementptr inbounds i8, i8* %0, i64 %1
  %108 = getelementptr inbounds i8, i8* %107, i64 -64
  %109 = bitcast i8* %108 to <2 x i64>*
  %110 = load <2 x i64>, <2 x i64>* %109, align 1, !tbaa !21, !alias.scope !46, !noalias !49
  %111 = xor <2 x i64> %110, <i64 3556072174620004746, i64 7238261902898274248>
  %112 = zext <2 x i64> %111 to <2 x i128>
  %113 = extractelement <2 x i128> %112, i64 0
  %114 = extractelement <2 x i128> %112, i64 1
  %115 = mul nuw i128 %114, %113
  %116 = lshr i128 %115, 64
  %117 = xor i128 %116, %115
  %118 = trunc i128 %117 to i64
  %119 = add i64 %106, %118
  br label %120

120:                                              ; preds = %94, %92
  %121 = phi i64 [ %119, %94 ], [ %88, %92 ]
  %122 = getelementptr inbounds i8, i8* %0, i64 32
  %123 = bitcast i8* %122 to <2 x i64>*
  %124 = load <2 x i64>, <2 x i64>* %123, align 1, !tbaa !21, !alias.scope !51, !noalias !54
  %125 = xor <2 x i64> %124, <i64 -3818837453329782724, i64 -6688317018830679928>
  %126 = zext <2 x i64> %125 to <2 x i128>
  %127 = extractelement <2 x i128> %126, i64 0
  %128 = extractelement <2 x i128> %126, i64 1
  %129 = mul nuw i128 %128, %127
  %130 = lshr i128 %129, 64
  %131 = xor i128 %130, %129
  %132 = trunc i128 %131 to i64
  %133 = add i64 %121, %132
  %134 = getelementptr inbounds i8, i8* %0, i64 %1
  %135 = getelementptr inbounds i8, i8* %134, i64 -48
  %136 = bitcast i8* %135 to <2 x i64>*
  %137 = load <2 x i64>, <2 x i64>* %136, align 1, !tbaa !21, !alias.scope !56, !noalias !59
  %138 = xor <2 x i64> %137, <i64 5690594596133299313, i64 -2833645246901970632>
  %139 = zext <2 x i64> %138 to <2 x i128>
  %140 = extractelement <2 x i128> %139, i64 0
  %141 = extractelement <2 x i128> %139, i64 1
  %142 = mul nuw i128 %141, %140
  %143 = lshr i128 %142, 64
  %144 = xor i128 %143, %142
  %145 = trunc i128 %144 to i64
  %146 = add i64 %133, %145
  br label %147

147:                                              ; preds = %120, %90
  %148 = phi i64 [ %146, %120 ], [ %88, %90 ]
  %149 = getelementptr inbounds i8, i8* %0, i64 16
  %150 = bitcast i8* %149 to <2 x i64>*
  %151 = load <2 x i64>, <2 x i64>* %150, align 1, !tbaa !21, !alias.scope !61, !noalias !64
  %152 = xor <2 x i64> %151, <i64 8711581037947681227, i64 2410270004345854594>
  %153 = zext <2 x i64> %152 to <2 x i128>
  %154 = extractelement <2 x i128> %153, i64 0
  %155 = extractelement <2 x i128> %153, i64 1
  %156 = mul nuw i128 %155, %154
  %157 = lshr i128 %156, 64
  %158 = xor i128 %157, %156
  %159 = trunc i128 %158 to i64
  %160 = add i64 %148, %159
  %161 = getelementptr inbounds i8, i8* %0, i64 %1
  %162 = getelementptr inbounds i8, i8* %161, i64 -32
  %163 = bitcast i8* %162 to <2 x i64>*
  %164 = load <2 x i64>, <2 x i64>* %163, align 1, !tbaa !21, !alias.scope !66, !noalias !69
  %165 = xor <2 x i64> %164, <i64 -8204357891075471176, i64 5487137525590930912>
  %166 = zext <2 x i64> %165 to <2 x i128>
  %167 = extractelement <2 x i128> %166, i64 0
  %168 = extractelement <2 x i128> %166, i64 1
  %169 = mul nuw i128 %168, %167
  %170 = lshr i128 %169, 64
  %171 = xor i128 %170, %169
  %172 = trunc i128 %171 to i64
  %173 = add i64 %160, %172
  br label %174

174:                                              ; preds = %147, %87
  %175 = phi i64 [ %173, %147 ], [ %88, %87 ]
  %176 = bitcast i8* %0 to <2 x i64>*
  %177 = load <2 x i64>, <2 x i64>* %176, align 1, !tbaa !21, !alias.scope !71, !noalias !74
  %178 = xor <2 x i64> %177, <i64 -4734510112055689544, i64 2066345149520216444>
  %179 = zext <2 x i64> %178 to <2 x i128>
  %180 = extractelement <2 x i128> %179, i64 0
  %181 = extractelement <2 x i128> %179, i64 1
  %182 = mul nuw i128 %181, %180
  %183 = lshr i128 %182, 64
  %184 = xor i128 %183, %182
  %185 = trunc i128 %184 to i64
  %186 = add i64 %175, %185
  %187 = getelementptr inbounds i8, i8* %0, i64 %1
  %188 = getelementptr inbounds i8, i8* %187, i64 -16
  %189 = bitcast i8* %188 to <2 x i64>*
  %190 = load <2 x i64>, <2 x i64>* %189, align 1, !tbaa !21, !alias.scope !76, !noalias !79
  %191 = xor <2 x i64> %190, <i64 -2623469361688619810, i64 2262974939099578482>
  %192 = zext <2 x i64> %191 to <2 x i128>
  %193 = extractelement <2 x i128> %192, i64 0
  %194 = extractelement <2 x i128> %192, i64 1
  %195 = mul nuw i128 %194, %193
  %196 = lshr i128 %195, 64
  %197 = xor i128 %196, %195
  %198 = trunc i128 %197 to i64
  %199 = add i64 %186, %198
  %200 = lshr i64 %199, 37
  %201 = xor i64 %200, %199
  %202 = mul i64 %201, 1609587791953885689
  %203 = lshr i64 %202, 32
  %204 = xor i64 %203, %202
  br label %211

205:                                              ; preds = %85
  %206 = icmp ult i64 %1, 241
  br i1 %206, label %207, label %209

207:                                              ; preds = %205
  %208 = tail call fastcc i64 @XXH3_len_129to240_64b(i8* noundef %0, i64 noundef %1, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef 0) #25
  br label %211

209:                                              ; preds = %205
  %210 = tail call fastcc i64 @XXH3_hashLong_64b_default(i8* noundef %0, i64 noundef %1, i64 noundef 0, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef 192) #24, !callees !81
  br label %211

211:                                              ; preds = %209, %207, %174, %59, %57, %33, %6
  %212 = phi i64 [ %204, %174 ], [ %208, %207 ], [ %210, %209 ], [ %30, %6 ], [ %56, %33 ], [ %84, %59 ], [ 3244421341483603138, %57 ]
  ret i64 %212
}

; Function Attrs: mustprogress nofree noinline nounwind readonly uwtable willreturn
define hidden fastcc i64 @XXH3_len_129to240_64b(i8* noalias nocapture noundef readonly %0, i64 noundef %1, i8* noalias nocapture noundef readonly %2, i64 noundef %3) unnamed_addr #10 {
  %5 = mul i64 %1, -7046029288634856825
  %6 = trunc i64 %1 to i32
  tail call void @llvm.experimental.noalias.scope.decl(metadata !82)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !85)
  %7 = bitcast i8* %0 to i64*
  %8 = load i64, i64* %7, align 1, !tbaa !21, !alias.scope !82, !noalias !85
  %9 = getelementptr inbounds i8, i8* %0, i64 8
  %10 = bitcast i8* %9 to i64*
  %11 = load i64, i64* %10, align 1, !tbaa !21, !alias.scope !82, !noalias !85
  %12 = bitcast i8* %2 to i64*
  %13 = load i64, i64* %12, align 1, !tbaa !21, !alias.scope !85, !noalias !82
  %14 = add i64 %13, %3
  %15 = xor i64 %14, %8
  %16 = getelementptr inbounds i8, i8* %2, i64 8
  %17 = bitcast i8* %16 to i64*
  %18 = load i64, i64* %17, align 1, !tbaa !21, !alias.scope !85, !noalias !82
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !87)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !89)
  %30 = bitcast i8* %28 to i64*
  %31 = load i64, i64* %30, align 1, !tbaa !21, !alias.scope !87, !noalias !89
  %32 = getelementptr inbounds i8, i8* %0, i64 24
  %33 = bitcast i8* %32 to i64*
  %34 = load i64, i64* %33, align 1, !tbaa !21, !alias.scope !87, !noalias !89
  %35 = bitcast i8* %29 to i64*
  %36 = load i64, i64* %35, align 1, !tbaa !21, !alias.scope !89, !noalias !87
  %37 = add i64 %36, %3
  %38 = xor i64 %37, %31
  %39 = getelementptr inbounds i8, i8* %2, i64 24
  %40 = bitcast i8* %39 to i64*
  %41 = load i64, i64* %40, align 1, !tbaa !21, !alias.scope !89, !noalias !87
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !91)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !93)
  %53 = bitcast i8* %51 to i64*
  %54 = load i64, i64* %53, align 1, !tbaa !21, !alias.scope !91, !noalias !93
  %55 = getelementptr inbounds i8, i8* %0, i64 40
  %56 = bitcast i8* %55 to i64*
  %57 = load i64, i64* %56, align 1, !tbaa !21, !alias.scope !91, !noalias !93
  %58 = bitcast i8* %52 to i64*
  %59 = load i64, i64* %58, align 1, !tbaa !21, !alias.scope !93, !noalias !91
  %60 = add i64 %59, %3
  %61 = xor i64 %60, %54
  %62 = getelementptr inbounds i8, i8* %2, i64 40
  %63 = bitcast i8* %62 to i64*
  %64 = load i64, i64* %63, align 1, !tbaa !21, !alias.scope !93, !noalias !91
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !95)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !97)
  %76 = bitcast i8* %74 to i64*
  %77 = load i64, i64* %76, align 1, !tbaa !21, !alias.scope !95, !noalias !97
  %78 = getelementptr inbounds i8, i8* %0, i64 56
  %79 = bitcast i8* %78 to i64*
  %80 = load i64, i64* %79, align 1, !tbaa !21, !alias.scope !95, !noalias !97
  %81 = bitcast i8* %75 to i64*
  %82 = load i64, i64* %81, align 1, !tbaa !21, !alias.scope !97, !noalias !95
  %83 = add i64 %82, %3
  %84 = xor i64 %83, %77
  %85 = getelementptr inbounds i8, i8* %2, i64 56
  %86 = bitcast i8* %85 to i64*
  %87 = load i64, i64* %86, align 1, !tbaa !21, !alias.scope !97, !noalias !95
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !99)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !101)
  %99 = bitcast i8* %97 to i64*
  %100 = load i64, i64* %99, align 1, !tbaa !21, !alias.scope !99, !noalias !101
  %101 = getelementptr inbounds i8, i8* %0, i64 72
  %102 = bitcast i8* %101 to i64*
  %103 = load i64, i64* %102, align 1, !tbaa !21, !alias.scope !99, !noalias !101
  %104 = bitcast i8* %98 to i64*
  %105 = load i64, i64* %104, align 1, !tbaa !21, !alias.scope !101, !noalias !99
  %106 = add i64 %105, %3
  %107 = xor i64 %106, %100
  %108 = getelementptr inbounds i8, i8* %2, i64 72
  %109 = bitcast i8* %108 to i64*
  %110 = load i64, i64* %109, align 1, !tbaa !21, !alias.scope !101, !noalias !99
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !103)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !105)
  %122 = bitcast i8* %120 to i64*
  %123 = load i64, i64* %122, align 1, !tbaa !21, !alias.scope !103, !noalias !105
  %124 = getelementptr inbounds i8, i8* %0, i64 88
  %125 = bitcast i8* %124 to i64*
  %126 = load i64, i64* %125, align 1, !tbaa !21, !alias.scope !103, !noalias !105
  %127 = bitcast i8* %121 to i64*
  %128 = load i64, i64* %127, align 1, !tbaa !21, !alias.scope !105, !noalias !103
  %129 = add i64 %128, %3
  %130 = xor i64 %129, %123
  %131 = getelementptr inbounds i8, i8* %2, i64 88
  %132 = bitcast i8* %131 to i64*
  %133 = load i64, i64* %132, align 1, !tbaa !21, !alias.scope !105, !noalias !103
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !107)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !109)
  %145 = bitcast i8* %143 to i64*
  %146 = load i64, i64* %145, align 1, !tbaa !21, !alias.scope !107, !noalias !109
  %147 = getelementptr inbounds i8, i8* %0, i64 104
  %148 = bitcast i8* %147 to i64*
  %149 = load i64, i64* %148, align 1, !tbaa !21, !alias.scope !107, !noalias !109
  %150 = bitcast i8* %144 to i64*
  %151 = load i64, i64* %150, align 1, !tbaa !21, !alias.scope !109, !noalias !107
  %152 = add i64 %151, %3
  %153 = xor i64 %152, %146
  %154 = getelementptr inbounds i8, i8* %2, i64 104
  %155 = bitcast i8* %154 to i64*
  %156 = load i64, i64* %155, align 1, !tbaa !21, !alias.scope !109, !noalias !107
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !111)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !113)
  %168 = bitcast i8* %166 to i64*
  %169 = load i64, i64* %168, align 1, !tbaa !21, !alias.scope !111, !noalias !113
  %170 = getelementptr inbounds i8, i8* %0, i64 120
  %171 = bitcast i8* %170 to i64*
  %172 = load i64, i64* %171, align 1, !tbaa !21, !alias.scope !111, !noalias !113
  %173 = bitcast i8* %167 to i64*
  %174 = load i64, i64* %173, align 1, !tbaa !21, !alias.scope !113, !noalias !111
  %175 = add i64 %174, %3
  %176 = xor i64 %175, %169
  %177 = getelementptr inbounds i8, i8* %2, i64 120
  %178 = bitcast i8* %177 to i64*
  %179 = load i64, i64* %178, align 1, !tbaa !21, !alias.scope !113, !noalias !111
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !115)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !118)
  %192 = bitcast i8* %190 to i64*
  %193 = load i64, i64* %192, align 1, !tbaa !21, !alias.scope !115, !noalias !118
  %194 = getelementptr inbounds i8, i8* %190, i64 8
  %195 = bitcast i8* %194 to i64*
  %196 = load i64, i64* %195, align 1, !tbaa !21, !alias.scope !115, !noalias !118
  %197 = bitcast i8* %191 to i64*
  %198 = load i64, i64* %197, align 1, !tbaa !21, !alias.scope !118, !noalias !115
  %199 = add i64 %198, %3
  %200 = xor i64 %199, %193
  %201 = getelementptr inbounds i8, i8* %2, i64 127
  %202 = bitcast i8* %201 to i64*
  %203 = load i64, i64* %202, align 1, !tbaa !21, !alias.scope !118, !noalias !115
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
  %227 = tail call i64 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i64 %225) #26, !srcloc !120
  %228 = shl i64 %224, 4
  %229 = getelementptr inbounds i8, i8* %0, i64 %228
  %230 = add nsw i64 %228, -128
  %231 = getelementptr inbounds i8, i8* %222, i64 %230
  tail call void @llvm.experimental.noalias.scope.decl(metadata !121)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !124)
  %232 = bitcast i8* %229 to i64*
  %233 = load i64, i64* %232, align 1, !tbaa !21, !alias.scope !121, !noalias !124
  %234 = getelementptr inbounds i8, i8* %229, i64 8
  %235 = bitcast i8* %234 to i64*
  %236 = load i64, i64* %235, align 1, !tbaa !21, !alias.scope !121, !noalias !124
  %237 = bitcast i8* %231 to i64*
  %238 = load i64, i64* %237, align 1, !tbaa !21, !alias.scope !124, !noalias !121
  %239 = add i64 %238, %3
  %240 = xor i64 %239, %233
  %241 = getelementptr inbounds i8, i8* %231, i64 8
  %242 = bitcast i8* %241 to i64*
  %243 = load i64, i64* %242, align 1, !tbaa !21, !alias.scope !124, !noalias !121
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
  br i1 %254, label %255, label %223, !llvm.loop !126

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

; Function Attrs: mustprogress nofree noinline nosync nounwind readonly uwtable willreturn
define hidden fastcc i64 @XXH3_hashLong_64b_default(i8* noalias nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2, i8* noalias nocapture noundef readnone %3, i64 noundef %4) unnamed_addr #11 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !127)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !130)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !132) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !135) #24
  %6 = add i64 %1, -1
  %7 = icmp ult i64 %6, 1024
  br i1 %7, label %140, label %8

8:                                                ; preds = %5
  %9 = lshr i64 %6, 10
  br label %10

10:                                               ; preds = %93, %8
  %11 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %8 ], [ %137, %93 ]
  %12 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %8 ], [ %126, %93 ]
  %13 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %8 ], [ %115, %93 ]
  %14 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %8 ], [ %104, %93 ]
  %15 = phi i64 [ 0, %8 ], [ %138, %93 ]
  %16 = shl i64 %15, 10
  %17 = getelementptr inbounds i8, i8* %0, i64 %16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !137) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !140) #24
  br label %18

18:                                               ; preds = %18, %10
  %19 = phi <2 x i64> [ %11, %10 ], [ %90, %18 ]
  %20 = phi <2 x i64> [ %12, %10 ], [ %74, %18 ]
  %21 = phi <2 x i64> [ %13, %10 ], [ %58, %18 ]
  %22 = phi <2 x i64> [ %14, %10 ], [ %42, %18 ]
  %23 = phi i64 [ 0, %10 ], [ %91, %18 ]
  %24 = shl i64 %23, 6
  %25 = getelementptr inbounds i8, i8* %17, i64 %24
  %26 = getelementptr inbounds i8, i8* %25, i64 320
  tail call void @llvm.prefetch.p0i8(i8* nonnull %26, i32 0, i32 3, i32 1) #24, !noalias !142
  %27 = shl i64 %23, 3
  %28 = getelementptr inbounds [192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 %27
  tail call void @llvm.experimental.noalias.scope.decl(metadata !143) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !146) #24
  %29 = bitcast i8* %25 to <2 x i64>*
  %30 = bitcast i8* %28 to <2 x i64>*
  %31 = load <2 x i64>, <2 x i64>* %29, align 1, !tbaa !17, !alias.scope !148, !noalias !149
  %32 = load <2 x i64>, <2 x i64>* %30, align 8, !tbaa !17, !alias.scope !153, !noalias !154
  %33 = xor <2 x i64> %32, %31
  %34 = bitcast <2 x i64> %33 to <4 x i32>
  %35 = shufflevector <4 x i32> %34, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %36 = bitcast <4 x i32> %35 to <2 x i64>
  %37 = and <2 x i64> %33, <i64 4294967295, i64 4294967295>
  %38 = and <2 x i64> %36, <i64 4294967295, i64 4294967295>
  %39 = mul nuw <2 x i64> %38, %37
  %40 = shufflevector <2 x i64> %31, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %41 = add <2 x i64> %22, %40
  %42 = add <2 x i64> %41, %39
  %43 = getelementptr inbounds i8, i8* %25, i64 16
  %44 = bitcast i8* %43 to <2 x i64>*
  %45 = load <2 x i64>, <2 x i64>* %44, align 1, !tbaa !17, !alias.scope !148, !noalias !149
  %46 = getelementptr inbounds i8, i8* %28, i64 16
  %47 = bitcast i8* %46 to <2 x i64>*
  %48 = load <2 x i64>, <2 x i64>* %47, align 8, !tbaa !17, !alias.scope !153, !noalias !154
  %49 = xor <2 x i64> %48, %45
  %50 = bitcast <2 x i64> %49 to <4 x i32>
  %51 = shufflevector <4 x i32> %50, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %52 = bitcast <4 x i32> %51 to <2 x i64>
  %53 = and <2 x i64> %49, <i64 4294967295, i64 4294967295>
  %54 = and <2 x i64> %52, <i64 4294967295, i64 4294967295>
  %55 = mul nuw <2 x i64> %54, %53
  %56 = shufflevector <2 x i64> %45, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %57 = add <2 x i64> %21, %56
  %58 = add <2 x i64> %57, %55
  %59 = getelementptr inbounds i8, i8* %25, i64 32
  %60 = bitcast i8* %59 to <2 x i64>*
  %61 = load <2 x i64>, <2 x i64>* %60, align 1, !tbaa !17, !alias.scope !148, !noalias !149
  %62 = getelementptr inbounds i8, i8* %28, i64 32
  %63 = bitcast i8* %62 to <2 x i64>*
  %64 = load <2 x i64>, <2 x i64>* %63, align 8, !tbaa !17, !alias.scope !153, !noalias !154
  %65 = xor <2 x i64> %64, %61
  %66 = bitcast <2 x i64> %65 to <4 x i32>
  %67 = shufflevector <4 x i32> %66, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %68 = bitcast <4 x i32> %67 to <2 x i64>
  %69 = and <2 x i64> %65, <i64 4294967295, i64 4294967295>
  %70 = and <2 x i64> %68, <i64 4294967295, i64 4294967295>
  %71 = mul nuw <2 x i64> %70, %69
  %72 = shufflevector <2 x i64> %61, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %73 = add <2 x i64> %20, %72
  %74 = add <2 x i64> %73, %71
  %75 = getelementptr inbounds i8, i8* %25, i64 48
  %76 = bitcast i8* %75 to <2 x i64>*
  %77 = load <2 x i64>, <2 x i64>* %76, align 1, !tbaa !17, !alias.scope !148, !noalias !149
  %78 = getelementptr inbounds i8, i8* %28, i64 48
  %79 = bitcast i8* %78 to <2 x i64>*
  %80 = load <2 x i64>, <2 x i64>* %79, align 8, !tbaa !17, !alias.scope !153, !noalias !154
  %81 = xor <2 x i64> %80, %77
  %82 = bitcast <2 x i64> %81 to <4 x i32>
  %83 = shufflevector <4 x i32> %82, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %84 = bitcast <4 x i32> %83 to <2 x i64>
  %85 = and <2 x i64> %81, <i64 4294967295, i64 4294967295>
  %86 = and <2 x i64> %84, <i64 4294967295, i64 4294967295>
  %87 = mul nuw <2 x i64> %86, %85
  %88 = shufflevector <2 x i64> %77, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %89 = add <2 x i64> %19, %88
  %90 = add <2 x i64> %89, %87
  %91 = add nuw nsw i64 %23, 1
  %92 = icmp eq i64 %91, 16
  br i1 %92, label %93, label %18, !llvm.loop !155

93:                                               ; preds = %18
  %94 = lshr <2 x i64> %42, <i64 47, i64 47>
  %95 = xor <2 x i64> %42, %94
  %96 = xor <2 x i64> %95, <i64 -4329134394285701654, i64 -1485321483350670907>
  %97 = bitcast <2 x i64> %96 to <4 x i32>
  %98 = shufflevector <4 x i32> %97, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %99 = bitcast <4 x i32> %98 to <2 x i64>
  %100 = and <2 x i64> %96, <i64 4294967295, i64 4294967295>
  %101 = mul nuw <2 x i64> %100, <i64 2654435761, i64 2654435761>
  %102 = and <2 x i64> %99, <i64 4294967295, i64 4294967295>
  %103 = mul <2 x i64> %102, <i64 -7046029290881679360, i64 -7046029290881679360>
  %104 = add <2 x i64> %103, %101
  %105 = lshr <2 x i64> %58, <i64 47, i64 47>
  %106 = xor <2 x i64> %58, %105
  %107 = xor <2 x i64> %106, <i64 5321830579834785047, i64 -7032137544937171245>
  %108 = bitcast <2 x i64> %107 to <4 x i32>
  %109 = shufflevector <4 x i32> %108, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %110 = bitcast <4 x i32> %109 to <2 x i64>
  %111 = and <2 x i64> %107, <i64 4294967295, i64 4294967295>
  %112 = mul nuw <2 x i64> %111, <i64 2654435761, i64 2654435761>
  %113 = and <2 x i64> %110, <i64 4294967295, i64 4294967295>
  %114 = mul <2 x i64> %113, <i64 -7046029290881679360, i64 -7046029290881679360>
  %115 = add <2 x i64> %114, %112
  %116 = lshr <2 x i64> %74, <i64 47, i64 47>
  %117 = xor <2 x i64> %74, %116
  %118 = xor <2 x i64> %117, <i64 -242834301215959509, i64 -3588858202114426737>
  %119 = bitcast <2 x i64> %118 to <4 x i32>
  %120 = shufflevector <4 x i32> %119, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %121 = bitcast <4 x i32> %120 to <2 x i64>
  %122 = and <2 x i64> %118, <i64 4294967295, i64 4294967295>
  %123 = mul nuw <2 x i64> %122, <i64 2654435761, i64 2654435761>
  %124 = and <2 x i64> %121, <i64 4294967295, i64 4294967295>
  %125 = mul <2 x i64> %124, <i64 -7046029290881679360, i64 -7046029290881679360>
  %126 = add <2 x i64> %125, %123
  %127 = lshr <2 x i64> %90, <i64 47, i64 47>
  %128 = xor <2 x i64> %90, %127
  %129 = xor <2 x i64> %128, <i64 2883454493032893253, i64 9097354517224871855>
  %130 = bitcast <2 x i64> %129 to <4 x i32>
  %131 = shufflevector <4 x i32> %130, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %132 = bitcast <4 x i32> %131 to <2 x i64>
  %133 = and <2 x i64> %129, <i64 4294967295, i64 4294967295>
  %134 = mul nuw <2 x i64> %133, <i64 2654435761, i64 2654435761>
  %135 = and <2 x i64> %132, <i64 4294967295, i64 4294967295>
  %136 = mul <2 x i64> %135, <i64 -7046029290881679360, i64 -7046029290881679360>
  %137 = add <2 x i64> %136, %134
  %138 = add nuw nsw i64 %15, 1
  %139 = icmp eq i64 %138, %9
  br i1 %139, label %140, label %10, !llvm.loop !156

140:                                              ; preds = %93, %5
  %141 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %5 ], [ %137, %93 ]
  %142 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %5 ], [ %126, %93 ]
  %143 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %5 ], [ %115, %93 ]
  %144 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %5 ], [ %104, %93 ]
  %145 = icmp ugt i64 %1, 64
  tail call void @llvm.assume(i1 %145) #24
  %146 = and i64 %6, -1024
  %147 = and i64 %6, 1023
  %148 = lshr i64 %147, 6
  %149 = getelementptr inbounds i8, i8* %0, i64 %146
  tail call void @llvm.experimental.noalias.scope.decl(metadata !157) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !160) #24
  %150 = icmp ult i64 %147, 64
  br i1 %150, label %226, label %151

151:                                              ; preds = %151, %140
  %152 = phi <2 x i64> [ %223, %151 ], [ %141, %140 ]
  %153 = phi <2 x i64> [ %207, %151 ], [ %142, %140 ]
  %154 = phi <2 x i64> [ %191, %151 ], [ %143, %140 ]
  %155 = phi <2 x i64> [ %175, %151 ], [ %144, %140 ]
  %156 = phi i64 [ %224, %151 ], [ 0, %140 ]
  %157 = shl i64 %156, 6
  %158 = getelementptr inbounds i8, i8* %149, i64 %157
  %159 = getelementptr inbounds i8, i8* %158, i64 320
  tail call void @llvm.prefetch.p0i8(i8* nonnull %159, i32 0, i32 3, i32 1) #24, !noalias !162
  %160 = shl i64 %156, 3
  %161 = getelementptr inbounds [192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 %160
  tail call void @llvm.experimental.noalias.scope.decl(metadata !163) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !166) #24
  %162 = bitcast i8* %158 to <2 x i64>*
  %163 = bitcast i8* %161 to <2 x i64>*
  %164 = load <2 x i64>, <2 x i64>* %162, align 1, !tbaa !17, !alias.scope !168, !noalias !169
  %165 = load <2 x i64>, <2 x i64>* %163, align 8, !tbaa !17, !alias.scope !172, !noalias !173
  %166 = xor <2 x i64> %165, %164
  %167 = bitcast <2 x i64> %166 to <4 x i32>
  %168 = shufflevector <4 x i32> %167, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %169 = bitcast <4 x i32> %168 to <2 x i64>
  %170 = and <2 x i64> %166, <i64 4294967295, i64 4294967295>
  %171 = and <2 x i64> %169, <i64 4294967295, i64 4294967295>
  %172 = mul nuw <2 x i64> %171, %170
  %173 = shufflevector <2 x i64> %164, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %174 = add <2 x i64> %155, %173
  %175 = add <2 x i64> %174, %172
  %176 = getelementptr inbounds i8, i8* %158, i64 16
  %177 = bitcast i8* %176 to <2 x i64>*
  %178 = load <2 x i64>, <2 x i64>* %177, align 1, !tbaa !17, !alias.scope !168, !noalias !169
  %179 = getelementptr inbounds i8, i8* %161, i64 16
  %180 = bitcast i8* %179 to <2 x i64>*
  %181 = load <2 x i64>, <2 x i64>* %180, align 8, !tbaa !17, !alias.scope !172, !noalias !173
  %182 = xor <2 x i64> %181, %178
  %183 = bitcast <2 x i64> %182 to <4 x i32>
  %184 = shufflevector <4 x i32> %183, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %185 = bitcast <4 x i32> %184 to <2 x i64>
  %186 = and <2 x i64> %182, <i64 4294967295, i64 4294967295>
  %187 = and <2 x i64> %185, <i64 4294967295, i64 4294967295>
  %188 = mul nuw <2 x i64> %187, %186
  %189 = shufflevector <2 x i64> %178, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %190 = add <2 x i64> %154, %189
  %191 = add <2 x i64> %190, %188
  %192 = getelementptr inbounds i8, i8* %158, i64 32
  %193 = bitcast i8* %192 to <2 x i64>*
  %194 = load <2 x i64>, <2 x i64>* %193, align 1, !tbaa !17, !alias.scope !168, !noalias !169
  %195 = getelementptr inbounds i8, i8* %161, i64 32
  %196 = bitcast i8* %195 to <2 x i64>*
  %197 = load <2 x i64>, <2 x i64>* %196, align 8, !tbaa !17, !alias.scope !172, !noalias !173
  %198 = xor <2 x i64> %197, %194
  %199 = bitcast <2 x i64> %198 to <4 x i32>
  %200 = shufflevector <4 x i32> %199, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %201 = bitcast <4 x i32> %200 to <2 x i64>
  %202 = and <2 x i64> %198, <i64 4294967295, i64 4294967295>
  %203 = and <2 x i64> %201, <i64 4294967295, i64 4294967295>
  %204 = mul nuw <2 x i64> %203, %202
  %205 = shufflevector <2 x i64> %194, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %206 = add <2 x i64> %153, %205
  %207 = add <2 x i64> %206, %204
  %208 = getelementptr inbounds i8, i8* %158, i64 48
  %209 = bitcast i8* %208 to <2 x i64>*
  %210 = load <2 x i64>, <2 x i64>* %209, align 1, !tbaa !17, !alias.scope !168, !noalias !169
  %211 = getelementptr inbounds i8, i8* %161, i64 48
  %212 = bitcast i8* %211 to <2 x i64>*
  %213 = load <2 x i64>, <2 x i64>* %212, align 8, !tbaa !17, !alias.scope !172, !noalias !173
  %214 = xor <2 x i64> %213, %210
  %215 = bitcast <2 x i64> %214 to <4 x i32>
  %216 = shufflevector <4 x i32> %215, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %217 = bitcast <4 x i32> %216 to <2 x i64>
  %218 = and <2 x i64> %214, <i64 4294967295, i64 4294967295>
  %219 = and <2 x i64> %217, <i64 4294967295, i64 4294967295>
  %220 = mul nuw <2 x i64> %219, %218
  %221 = shufflevector <2 x i64> %210, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %222 = add <2 x i64> %152, %221
  %223 = add <2 x i64> %222, %220
  %224 = add nuw nsw i64 %156, 1
  %225 = icmp eq i64 %224, %148
  br i1 %225, label %226, label %151, !llvm.loop !155

226:                                              ; preds = %151, %140
  %227 = phi <2 x i64> [ %141, %140 ], [ %223, %151 ]
  %228 = phi <2 x i64> [ %142, %140 ], [ %207, %151 ]
  %229 = phi <2 x i64> [ %143, %140 ], [ %191, %151 ]
  %230 = phi <2 x i64> [ %144, %140 ], [ %175, %151 ]
  %231 = getelementptr inbounds i8, i8* %0, i64 %1
  %232 = getelementptr inbounds i8, i8* %231, i64 -64
  %233 = bitcast i8* %232 to <2 x i64>*
  %234 = load <2 x i64>, <2 x i64>* %233, align 1, !tbaa !17, !alias.scope !174, !noalias !177
  %235 = xor <2 x i64> %234, <i64 -1556992608276218209, i64 -4196251135427498811>
  %236 = bitcast <2 x i64> %235 to <4 x i32>
  %237 = shufflevector <4 x i32> %236, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %238 = bitcast <4 x i32> %237 to <2 x i64>
  %239 = and <2 x i64> %235, <i64 4294967295, i64 4294967295>
  %240 = and <2 x i64> %238, <i64 4294967295, i64 4294967295>
  %241 = mul nuw <2 x i64> %240, %239
  %242 = shufflevector <2 x i64> %234, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %243 = add <2 x i64> %230, %242
  %244 = add <2 x i64> %243, %241
  %245 = getelementptr inbounds i8, i8* %232, i64 16
  %246 = bitcast i8* %245 to <2 x i64>*
  %247 = load <2 x i64>, <2 x i64>* %246, align 1, !tbaa !17, !alias.scope !174, !noalias !177
  %248 = xor <2 x i64> %247, <i64 1723580219865931905, i64 -3221803331004277491>
  %249 = bitcast <2 x i64> %248 to <4 x i32>
  %250 = shufflevector <4 x i32> %249, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %251 = bitcast <4 x i32> %250 to <2 x i64>
  %252 = and <2 x i64> %248, <i64 4294967295, i64 4294967295>
  %253 = and <2 x i64> %251, <i64 4294967295, i64 4294967295>
  %254 = mul nuw <2 x i64> %253, %252
  %255 = shufflevector <2 x i64> %247, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %256 = add <2 x i64> %229, %255
  %257 = add <2 x i64> %256, %254
  %258 = getelementptr inbounds i8, i8* %232, i64 32
  %259 = bitcast i8* %258 to <2 x i64>*
  %260 = load <2 x i64>, <2 x i64>* %259, align 1, !tbaa !17, !alias.scope !174, !noalias !177
  %261 = xor <2 x i64> %260, <i64 3143064850383918358, i64 -8071399103737053674>
  %262 = bitcast <2 x i64> %261 to <4 x i32>
  %263 = shufflevector <4 x i32> %262, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %264 = bitcast <4 x i32> %263 to <2 x i64>
  %265 = and <2 x i64> %261, <i64 4294967295, i64 4294967295>
  %266 = and <2 x i64> %264, <i64 4294967295, i64 4294967295>
  %267 = mul nuw <2 x i64> %266, %265
  %268 = shufflevector <2 x i64> %260, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %269 = add <2 x i64> %228, %268
  %270 = add <2 x i64> %269, %267
  %271 = getelementptr inbounds i8, i8* %232, i64 48
  %272 = bitcast i8* %271 to <2 x i64>*
  %273 = load <2 x i64>, <2 x i64>* %272, align 1, !tbaa !17, !alias.scope !174, !noalias !177
  %274 = xor <2 x i64> %273, <i64 5030012605302946040, i64 -5825401622958753077>
  %275 = bitcast <2 x i64> %274 to <4 x i32>
  %276 = shufflevector <4 x i32> %275, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %277 = bitcast <4 x i32> %276 to <2 x i64>
  %278 = and <2 x i64> %274, <i64 4294967295, i64 4294967295>
  %279 = and <2 x i64> %277, <i64 4294967295, i64 4294967295>
  %280 = mul nuw <2 x i64> %279, %278
  %281 = shufflevector <2 x i64> %273, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %282 = add <2 x i64> %227, %281
  %283 = add <2 x i64> %282, %280
  %284 = mul i64 %1, -7046029288634856825
  %285 = xor <2 x i64> %244, <i64 7914194659941938988, i64 -6611157965513653271>
  %286 = zext <2 x i64> %285 to <2 x i128>
  %287 = extractelement <2 x i128> %286, i64 0
  %288 = extractelement <2 x i128> %286, i64 1
  %289 = mul nuw i128 %288, %287
  %290 = lshr i128 %289, 64
  %291 = xor i128 %290, %289
  %292 = trunc i128 %291 to i64
  %293 = add i64 %284, %292
  %294 = xor <2 x i64> %257, <i64 -1839215637059881052, i64 -3433288310154277810>
  %295 = zext <2 x i64> %294 to <2 x i128>
  %296 = extractelement <2 x i128> %295, i64 0
  %297 = extractelement <2 x i128> %295, i64 1
  %298 = mul nuw i128 %297, %296
  %299 = lshr i128 %298, 64
  %300 = xor i128 %299, %298
  %301 = trunc i128 %300 to i64
  %302 = add i64 %293, %301
  %303 = xor <2 x i64> %270, <i64 5046485836271438973, i64 -8055285457383852172>
  %304 = zext <2 x i64> %303 to <2 x i128>
  %305 = extractelement <2 x i128> %304, i64 0
  %306 = extractelement <2 x i128> %304, i64 1
  %307 = mul nuw i128 %306, %305
  %308 = lshr i128 %307, 64
  %309 = xor i128 %308, %307
  %310 = trunc i128 %309 to i64
  %311 = add i64 %302, %310
  %312 = xor <2 x i64> %283, <i64 5920048007935066598, i64 7336514198459093435>
  %313 = zext <2 x i64> %312 to <2 x i128>
  %314 = extractelement <2 x i128> %313, i64 0
  %315 = extractelement <2 x i128> %313, i64 1
  %316 = mul nuw i128 %315, %314
  %317 = lshr i128 %316, 64
  %318 = xor i128 %317, %316
  %319 = trunc i128 %318 to i64
  %320 = add i64 %311, %319
  %321 = lshr i64 %320, 37
  %322 = xor i64 %321, %320
  %323 = mul i64 %322, 1609587791953885689
  %324 = lshr i64 %323, 32
  %325 = xor i64 %324, %323
  ret i64 %325
}

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc i64 @XXH3_hashLong_64b_withSecret(i8* noalias nocapture noundef readonly, i64 noundef, i64 noundef, i8* noalias nocapture noundef readonly, i64 noundef) unnamed_addr #12

; Function Attrs: noinline nounwind uwtable
declare hidden fastcc i64 @XXH3_hashLong_64b_withSeed(i8* noalias nocapture noundef readonly, i64 noundef, i64 noundef, i8* noalias nocapture noundef readnone, i64 noundef) unnamed_addr #13

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

; Function Attrs: inaccessiblemem_or_argmemonly nofree nosync nounwind willreturn
declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32) #14

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #15

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #15

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define dso_local i64 @XXH3_64bits_withSecret(i8* nocapture noundef readonly %0, i64 noundef %1, i8* nocapture noundef readonly %2, i64 noundef %3) local_unnamed_addr #9 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !180)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !183)
  %5 = icmp ugt i64 %3, 135
  tail call void @llvm.assume(i1 %5) #24
  %6 = icmp ult i64 %1, 17
  br i1 %6, label %7, label %135

7:                                                ; preds = %4
  %8 = icmp ugt i64 %1, 8
  br i1 %8, label %9, label %49, !prof !32

9:                                                ; preds = %7
  %10 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %10) #24
  %11 = icmp ne i8* %2, null
  tail call void @llvm.assume(i1 %11) #24
  %12 = getelementptr inbounds i8, i8* %2, i64 24
  %13 = bitcast i8* %12 to i64*
  %14 = load i64, i64* %13, align 1, !tbaa !21, !alias.scope !183, !noalias !180
  %15 = getelementptr inbounds i8, i8* %2, i64 32
  %16 = bitcast i8* %15 to i64*
  %17 = load i64, i64* %16, align 1, !tbaa !21, !alias.scope !183, !noalias !180
  %18 = xor i64 %17, %14
  %19 = getelementptr inbounds i8, i8* %2, i64 40
  %20 = bitcast i8* %19 to i64*
  %21 = load i64, i64* %20, align 1, !tbaa !21, !alias.scope !183, !noalias !180
  %22 = getelementptr inbounds i8, i8* %2, i64 48
  %23 = bitcast i8* %22 to i64*
  %24 = load i64, i64* %23, align 1, !tbaa !21, !alias.scope !183, !noalias !180
  %25 = xor i64 %24, %21
  %26 = bitcast i8* %0 to i64*
  %27 = load i64, i64* %26, align 1, !tbaa !21, !alias.scope !180, !noalias !183
  %28 = xor i64 %18, %27
  %29 = getelementptr inbounds i8, i8* %0, i64 %1
  %30 = getelementptr inbounds i8, i8* %29, i64 -8
  %31 = bitcast i8* %30 to i64*
  %32 = load i64, i64* %31, align 1, !tbaa !21, !alias.scope !180, !noalias !183
  %33 = xor i64 %25, %32
  %34 = tail call i64 @llvm.bswap.i64(i64 %28) #24
  %35 = add i64 %34, %1
  %36 = add i64 %35, %33
  %37 = zext i64 %28 to i128
  %38 = zext i64 %33 to i128
  %39 = mul nuw i128 %38, %37
  %40 = lshr i128 %39, 64
  %41 = xor i128 %40, %39
  %42 = trunc i128 %41 to i64
  %43 = add i64 %36, %42
  %44 = lshr i64 %43, 37
  %45 = xor i64 %44, %43
  %46 = mul i64 %45, 1609587791953885689
  %47 = lshr i64 %46, 32
  %48 = xor i64 %47, %46
  br label %284

49:                                               ; preds = %7
  %50 = icmp ugt i64 %1, 3
  br i1 %50, label %51, label %83, !prof !32

51:                                               ; preds = %49
  %52 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %52) #24
  %53 = icmp ne i8* %2, null
  tail call void @llvm.assume(i1 %53) #24
  %54 = bitcast i8* %0 to i32*
  %55 = load i32, i32* %54, align 1, !tbaa !5, !alias.scope !180, !noalias !183
  %56 = getelementptr inbounds i8, i8* %0, i64 %1
  %57 = getelementptr inbounds i8, i8* %56, i64 -4
  %58 = bitcast i8* %57 to i32*
  %59 = load i32, i32* %58, align 1, !tbaa !5, !alias.scope !180, !noalias !183
  %60 = getelementptr inbounds i8, i8* %2, i64 8
  %61 = bitcast i8* %60 to i64*
  %62 = load i64, i64* %61, align 1, !tbaa !21, !alias.scope !183, !noalias !180
  %63 = getelementptr inbounds i8, i8* %2, i64 16
  %64 = bitcast i8* %63 to i64*
  %65 = load i64, i64* %64, align 1, !tbaa !21, !alias.scope !183, !noalias !180
  %66 = xor i64 %65, %62
  %67 = zext i32 %59 to i64
  %68 = zext i32 %55 to i64
  %69 = shl nuw i64 %68, 32
  %70 = or i64 %69, %67
  %71 = xor i64 %66, %70
  %72 = tail call i64 @llvm.fshl.i64(i64 %71, i64 %71, i64 49) #24
  %73 = tail call i64 @llvm.fshl.i64(i64 %71, i64 %71, i64 24) #24
  %74 = xor i64 %73, %71
  %75 = xor i64 %74, %72
  %76 = mul i64 %75, -6939452855193903323
  %77 = lshr i64 %76, 35
  %78 = add nuw nsw i64 %77, %1
  %79 = xor i64 %78, %76
  %80 = mul i64 %79, -6939452855193903323
  %81 = lshr i64 %80, 28
  %82 = xor i64 %81, %80
  br label %284

83:                                               ; preds = %49
  %84 = icmp eq i64 %1, 0
  br i1 %84, label %119, label %85

85:                                               ; preds = %83
  %86 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %86) #24
  %87 = icmp ne i8* %2, null
  tail call void @llvm.assume(i1 %87) #24
  %88 = load i8, i8* %0, align 1, !tbaa !17, !alias.scope !180, !noalias !183
  %89 = lshr i64 %1, 1
  %90 = getelementptr inbounds i8, i8* %0, i64 %89
  %91 = load i8, i8* %90, align 1, !tbaa !17, !alias.scope !180, !noalias !183
  %92 = add nsw i64 %1, -1
  %93 = getelementptr inbounds i8, i8* %0, i64 %92
  %94 = load i8, i8* %93, align 1, !tbaa !17, !alias.scope !180, !noalias !183
  %95 = zext i8 %88 to i64
  %96 = shl nuw nsw i64 %95, 16
  %97 = zext i8 %91 to i64
  %98 = shl nuw nsw i64 %97, 24
  %99 = zext i8 %94 to i64
  %100 = shl nuw nsw i64 %1, 8
  %101 = bitcast i8* %2 to i32*
  %102 = load i32, i32* %101, align 1, !tbaa !5, !alias.scope !183, !noalias !180
  %103 = getelementptr inbounds i8, i8* %2, i64 4
  %104 = bitcast i8* %103 to i32*
  %105 = load i32, i32* %104, align 1, !tbaa !5, !alias.scope !183, !noalias !180
  %106 = xor i32 %105, %102
  %107 = zext i32 %106 to i64
  %108 = and i64 %100, 4294967040
  %109 = or i64 %96, %108
  %110 = or i64 %109, %98
  %111 = or i64 %110, %99
  %112 = xor i64 %111, %107
  %113 = mul i64 %112, -4417276706812531889
  %114 = lshr i64 %113, 29
  %115 = xor i64 %114, %113
  %116 = mul i64 %115, 1609587929392839161
  %117 = lshr i64 %116, 32
  %118 = xor i64 %117, %116
  br label %284

119:                                              ; preds = %83
  %120 = getelementptr inbounds i8, i8* %2, i64 56
  %121 = bitcast i8* %120 to i64*
  %122 = load i64, i64* %121, align 1, !tbaa !21, !alias.scope !183, !noalias !180
  %123 = getelementptr inbounds i8, i8* %2, i64 64
  %124 = bitcast i8* %123 to i64*
  %125 = load i64, i64* %124, align 1, !tbaa !21, !alias.scope !183, !noalias !180
  %126 = xor i64 %125, %122
  %127 = lshr i64 %126, 33
  %128 = xor i64 %127, %126
  %129 = mul i64 %128, -4417276706812531889
  %130 = lshr i64 %129, 29
  %131 = xor i64 %130, %129
  %132 = mul i64 %131, 1609587929392839161
  %133 = lshr i64 %132, 32
  %134 = xor i64 %133, %132
  br label %284

135:                                              ; preds = %4
  %136 = icmp ult i64 %1, 129
  br i1 %136, label %137, label %278

137:                                              ; preds = %135
  tail call void @llvm.experimental.noalias.scope.decl(metadata !185) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !188) #24
  %138 = mul i64 %1, -7046029288634856825
  %139 = icmp ugt i64 %1, 32
  br i1 %139, label %140, label %242

140:                                              ; preds = %137
  %141 = icmp ugt i64 %1, 64
  br i1 %141, label %142, label %209

142:                                              ; preds = %140
  %143 = icmp ugt i64 %1, 96
  br i1 %143, label %144, label %176

144:                                              ; preds = %142
  %145 = getelementptr inbounds i8, i8* %0, i64 48
  %146 = getelementptr inbounds i8, i8* %2, i64 96
  tail call void @llvm.experimental.noalias.scope.decl(metadata !190) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !193) #24
  %147 = bitcast i8* %145 to <2 x i64>*
  %148 = load <2 x i64>, <2 x i64>* %147, align 1, !tbaa !21, !alias.scope !195, !noalias !196
  %149 = bitcast i8* %146 to <2 x i64>*
  %150 = load <2 x i64>, <2 x i64>* %149, align 1, !tbaa !21, !alias.scope !196, !noalias !195
  %151 = xor <2 x i64> %150, %148
  %152 = zext <2 x i64> %151 to <2 x i128>
  %153 = extractelement <2 x i128> %152, i64 0
  %154 = extractelement <2 x i128> %152, i64 1
  %155 = mul nuw i128 %154, %153
  %156 = lshr i128 %155, 64
  %157 = xor i128 %156, %155
  %158 = trunc i128 %157 to i64
  %159 = add i64 %138, %158
  %160 = getelementptr inbounds i8, i8* %0, i64 %1
  %161 = getelementptr inbounds i8, i8* %160, i64 -64
  %162 = getelementptr inbounds i8, i8* %2, i64 112
  tail call void @llvm.experimental.noalias.scope.decl(metadata !197) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !200) #24
  %163 = bitcast i8* %161 to <2 x i64>*
  %164 = load <2 x i64>, <2 x i64>* %163, align 1, !tbaa !21, !alias.scope !202, !noalias !203
  %165 = bitcast i8* %162 to <2 x i64>*
  %166 = load <2 x i64>, <2 x i64>* %165, align 1, !tbaa !21, !alias.scope !203, !noalias !202
  %167 = xor <2 x i64> %166, %164
  %168 = zext <2 x i64> %167 to <2 x i128>
  %169 = extractelement <2 x i128> %168, i64 0
  %170 = extractelement <2 x i128> %168, i64 1
  %171 = mul nuw i128 %170, %169
  %172 = lshr i128 %171, 64
  %173 = xor i128 %172, %171
  %174 = trunc i128 %173 to i64
  %175 = add i64 %159, %174
  br label %176

176:                                              ; preds = %144, %142
  %177 = phi i64 [ %175, %144 ], [ %138, %142 ]
  %178 = getelementptr inbounds i8, i8* %0, i64 32
  %179 = getelementptr inbounds i8, i8* %2, i64 64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !204) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !207) #24
  %180 = bitcast i8* %178 to <2 x i64>*
  %181 = load <2 x i64>, <2 x i64>* %180, align 1, !tbaa !21, !alias.scope !209, !noalias !210
  %182 = bitcast i8* %179 to <2 x i64>*
  %183 = load <2 x i64>, <2 x i64>* %182, align 1, !tbaa !21, !alias.scope !210, !noalias !209
  %184 = xor <2 x i64> %183, %181
  %185 = zext <2 x i64> %184 to <2 x i128>
  %186 = extractelement <2 x i128> %185, i64 0
  %187 = extractelement <2 x i128> %185, i64 1
  %188 = mul nuw i128 %187, %186
  %189 = lshr i128 %188, 64
  %190 = xor i128 %189, %188
  %191 = trunc i128 %190 to i64
  %192 = add i64 %177, %191
  %193 = getelementptr inbounds i8, i8* %0, i64 %1
  %194 = getelementptr inbounds i8, i8* %193, i64 -48
  %195 = getelementptr inbounds i8, i8* %2, i64 80
  tail call void @llvm.experimental.noalias.scope.decl(metadata !211) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !214) #24
  %196 = bitcast i8* %194 to <2 x i64>*
  %197 = load <2 x i64>, <2 x i64>* %196, align 1, !tbaa !21, !alias.scope !216, !noalias !217
  %198 = bitcast i8* %195 to <2 x i64>*
  %199 = load <2 x i64>, <2 x i64>* %198, align 1, !tbaa !21, !alias.scope !217, !noalias !216
  %200 = xor <2 x i64> %199, %197
  %201 = zext <2 x i64> %200 to <2 x i128>
  %202 = extractelement <2 x i128> %201, i64 0
  %203 = extractelement <2 x i128> %201, i64 1
  %204 = mul nuw i128 %203, %202
  %205 = lshr i128 %204, 64
  %206 = xor i128 %205, %204
  %207 = trunc i128 %206 to i64
  %208 = add i64 %192, %207
  br label %209

209:                                              ; preds = %176, %140
  %210 = phi i64 [ %208, %176 ], [ %138, %140 ]
  %211 = getelementptr inbounds i8, i8* %0, i64 16
  %212 = getelementptr inbounds i8, i8* %2, i64 32
  tail call void @llvm.experimental.noalias.scope.decl(metadata !218) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !221) #24
  %213 = bitcast i8* %211 to <2 x i64>*
  %214 = load <2 x i64>, <2 x i64>* %213, align 1, !tbaa !21, !alias.scope !223, !noalias !224
  %215 = bitcast i8* %212 to <2 x i64>*
  %216 = load <2 x i64>, <2 x i64>* %215, align 1, !tbaa !21, !alias.scope !224, !noalias !223
  %217 = xor <2 x i64> %216, %214
  %218 = zext <2 x i64> %217 to <2 x i128>
  %219 = extractelement <2 x i128> %218, i64 0
  %220 = extractelement <2 x i128> %218, i64 1
  %221 = mul nuw i128 %220, %219
  %222 = lshr i128 %221, 64
  %223 = xor i128 %222, %221
  %224 = trunc i128 %223 to i64
  %225 = add i64 %210, %224
  %226 = getelementptr inbounds i8, i8* %0, i64 %1
  %227 = getelementptr inbounds i8, i8* %226, i64 -32
  %228 = getelementptr inbounds i8, i8* %2, i64 48
  tail call void @llvm.experimental.noalias.scope.decl(metadata !225) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !228) #24
  %229 = bitcast i8* %227 to <2 x i64>*
  %230 = load <2 x i64>, <2 x i64>* %229, align 1, !tbaa !21, !alias.scope !230, !noalias !231
  %231 = bitcast i8* %228 to <2 x i64>*
  %232 = load <2 x i64>, <2 x i64>* %231, align 1, !tbaa !21, !alias.scope !231, !noalias !230
  %233 = xor <2 x i64> %232, %230
  %234 = zext <2 x i64> %233 to <2 x i128>
  %235 = extractelement <2 x i128> %234, i64 0
  %236 = extractelement <2 x i128> %234, i64 1
  %237 = mul nuw i128 %236, %235
  %238 = lshr i128 %237, 64
  %239 = xor i128 %238, %237
  %240 = trunc i128 %239 to i64
  %241 = add i64 %225, %240
  br label %242

242:                                              ; preds = %209, %137
  %243 = phi i64 [ %241, %209 ], [ %138, %137 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !232) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !235) #24
  %244 = bitcast i8* %0 to <2 x i64>*
  %245 = load <2 x i64>, <2 x i64>* %244, align 1, !tbaa !21, !alias.scope !237, !noalias !238
  %246 = bitcast i8* %2 to <2 x i64>*
  %247 = load <2 x i64>, <2 x i64>* %246, align 1, !tbaa !21, !alias.scope !238, !noalias !237
  %248 = xor <2 x i64> %247, %245
  %249 = zext <2 x i64> %248 to <2 x i128>
  %250 = extractelement <2 x i128> %249, i64 0
  %251 = extractelement <2 x i128> %249, i64 1
  %252 = mul nuw i128 %251, %250
  %253 = lshr i128 %252, 64
  %254 = xor i128 %253, %252
  %255 = trunc i128 %254 to i64
  %256 = add i64 %243, %255
  %257 = getelementptr inbounds i8, i8* %0, i64 %1
  %258 = getelementptr inbounds i8, i8* %257, i64 -16
  %259 = getelementptr inbounds i8, i8* %2, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !239) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !242) #24
  %260 = bitcast i8* %258 to <2 x i64>*
  %261 = load <2 x i64>, <2 x i64>* %260, align 1, !tbaa !21, !alias.scope !244, !noalias !245
  %262 = bitcast i8* %259 to <2 x i64>*
  %263 = load <2 x i64>, <2 x i64>* %262, align 1, !tbaa !21, !alias.scope !245, !noalias !244
  %264 = xor <2 x i64> %263, %261
  %265 = zext <2 x i64> %264 to <2 x i128>
  %266 = extractelement <2 x i128> %265, i64 0
  %267 = extractelement <2 x i128> %265, i64 1
  %268 = mul nuw i128 %267, %266
  %269 = lshr i128 %268, 64
  %270 = xor i128 %269, %268
  %271 = trunc i128 %270 to i64
  %272 = add i64 %256, %271
  %273 = lshr i64 %272, 37
  %274 = xor i64 %273, %272
  %275 = mul i64 %274, 1609587791953885689
  %276 = lshr i64 %275, 32
  %277 = xor i64 %276, %275
  br label %284

278:                                              ; preds = %135
  %279 = icmp ult i64 %1, 241
  br i1 %279, label %280, label %282

280:                                              ; preds = %278
  %281 = tail call fastcc i64 @XXH3_len_129to240_64b(i8* noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef 0) #25
  br label %284

282:                                              ; preds = %278
  %283 = tail call fastcc i64 @XXH3_hashLong_64b_withSecret(i8* noundef %0, i64 noundef %1, i64 noundef 0, i8* noundef %2, i64 noundef %3) #24, !callees !81
  br label %284

284:                                              ; preds = %282, %280, %242, %119, %85, %51, %9
  %285 = phi i64 [ %277, %242 ], [ %281, %280 ], [ %283, %282 ], [ %48, %9 ], [ %82, %51 ], [ %118, %85 ], [ %134, %119 ]
  ret i64 %285
}

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define dso_local i64 @XXH3_64bits_withSeed(i8* nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #9 {
  %4 = icmp ult i64 %1, 17
  br i1 %4, label %5, label %107

5:                                                ; preds = %3
  %6 = icmp ugt i64 %1, 8
  br i1 %6, label %7, label %34, !prof !32

7:                                                ; preds = %5
  %8 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %8) #24
  %9 = add i64 %2, 7458650908927343033
  %10 = sub i64 -5812251307325107654, %2
  %11 = bitcast i8* %0 to i64*
  %12 = load i64, i64* %11, align 1, !tbaa !21, !alias.scope !246, !noalias !249
  %13 = xor i64 %12, %9
  %14 = getelementptr inbounds i8, i8* %0, i64 %1
  %15 = getelementptr inbounds i8, i8* %14, i64 -8
  %16 = bitcast i8* %15 to i64*
  %17 = load i64, i64* %16, align 1, !tbaa !21, !alias.scope !246, !noalias !249
  %18 = xor i64 %17, %10
  %19 = tail call i64 @llvm.bswap.i64(i64 %13) #24
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
  br i1 %35, label %36, label %66, !prof !32

36:                                               ; preds = %34
  %37 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %37) #24
  %38 = trunc i64 %2 to i32
  %39 = tail call i32 @llvm.bswap.i32(i32 %38) #24
  %40 = zext i32 %39 to i64
  %41 = shl nuw i64 %40, 32
  %42 = xor i64 %41, %2
  %43 = bitcast i8* %0 to i32*
  %44 = load i32, i32* %43, align 1, !tbaa !5, !alias.scope !246, !noalias !249
  %45 = getelementptr inbounds i8, i8* %0, i64 %1
  %46 = getelementptr inbounds i8, i8* %45, i64 -4
  %47 = bitcast i8* %46 to i32*
  %48 = load i32, i32* %47, align 1, !tbaa !5, !alias.scope !246, !noalias !249
  %49 = sub i64 -4090762196417718878, %42
  %50 = zext i32 %48 to i64
  %51 = zext i32 %44 to i64
  %52 = shl nuw i64 %51, 32
  %53 = or i64 %52, %50
  %54 = xor i64 %53, %49
  %55 = tail call i64 @llvm.fshl.i64(i64 %54, i64 %54, i64 49) #24
  %56 = tail call i64 @llvm.fshl.i64(i64 %54, i64 %54, i64 24) #24
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
  tail call void @llvm.assume(i1 %69) #24
  %70 = load i8, i8* %0, align 1, !tbaa !17, !alias.scope !246, !noalias !249
  %71 = lshr i64 %1, 1
  %72 = getelementptr inbounds i8, i8* %0, i64 %71
  %73 = load i8, i8* %72, align 1, !tbaa !17, !alias.scope !246, !noalias !249
  %74 = add nsw i64 %1, -1
  %75 = getelementptr inbounds i8, i8* %0, i64 %74
  %76 = load i8, i8* %75, align 1, !tbaa !17, !alias.scope !246, !noalias !249
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
  %119 = load i64, i64* %118, align 1, !tbaa !21, !alias.scope !251, !noalias !256
  %120 = getelementptr inbounds i8, i8* %0, i64 56
  %121 = bitcast i8* %120 to i64*
  %122 = load i64, i64* %121, align 1, !tbaa !21, !alias.scope !251, !noalias !256
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
  %137 = load i64, i64* %136, align 1, !tbaa !21, !alias.scope !259, !noalias !262
  %138 = getelementptr inbounds i8, i8* %135, i64 8
  %139 = bitcast i8* %138 to i64*
  %140 = load i64, i64* %139, align 1, !tbaa !21, !alias.scope !259, !noalias !262
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
  %156 = load i64, i64* %155, align 1, !tbaa !21, !alias.scope !264, !noalias !267
  %157 = getelementptr inbounds i8, i8* %0, i64 40
  %158 = bitcast i8* %157 to i64*
  %159 = load i64, i64* %158, align 1, !tbaa !21, !alias.scope !264, !noalias !267
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
  %174 = load i64, i64* %173, align 1, !tbaa !21, !alias.scope !269, !noalias !272
  %175 = getelementptr inbounds i8, i8* %172, i64 8
  %176 = bitcast i8* %175 to i64*
  %177 = load i64, i64* %176, align 1, !tbaa !21, !alias.scope !269, !noalias !272
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
  %193 = load i64, i64* %192, align 1, !tbaa !21, !alias.scope !274, !noalias !277
  %194 = getelementptr inbounds i8, i8* %0, i64 24
  %195 = bitcast i8* %194 to i64*
  %196 = load i64, i64* %195, align 1, !tbaa !21, !alias.scope !274, !noalias !277
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
  %211 = load i64, i64* %210, align 1, !tbaa !21, !alias.scope !279, !noalias !282
  %212 = getelementptr inbounds i8, i8* %209, i64 8
  %213 = bitcast i8* %212 to i64*
  %214 = load i64, i64* %213, align 1, !tbaa !21, !alias.scope !279, !noalias !282
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
  %229 = load i64, i64* %228, align 1, !tbaa !21, !alias.scope !284, !noalias !287
  %230 = getelementptr inbounds i8, i8* %0, i64 8
  %231 = bitcast i8* %230 to i64*
  %232 = load i64, i64* %231, align 1, !tbaa !21, !alias.scope !284, !noalias !287
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
  %247 = load i64, i64* %246, align 1, !tbaa !21, !alias.scope !289, !noalias !292
  %248 = getelementptr inbounds i8, i8* %245, i64 8
  %249 = bitcast i8* %248 to i64*
  %250 = load i64, i64* %249, align 1, !tbaa !21, !alias.scope !289, !noalias !292
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
  %270 = tail call fastcc i64 @XXH3_len_129to240_64b(i8* noundef %0, i64 noundef %1, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef %2) #25
  br label %273

271:                                              ; preds = %267
  %272 = tail call fastcc i64 @XXH3_hashLong_64b_withSeed(i8* noundef %0, i64 noundef %1, i64 noundef %2, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef 192) #24, !callees !81
  br label %273

273:                                              ; preds = %271, %269, %226, %97, %68, %36, %7
  %274 = phi i64 [ %266, %226 ], [ %270, %269 ], [ %272, %271 ], [ %33, %7 ], [ %65, %36 ], [ %96, %68 ], [ %106, %97 ]
  ret i64 %274
}

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define dso_local i64 @XXH3_64bits_withSecretandSeed(i8* nocapture noundef %0, i64 noundef %1, i8* nocapture noundef readonly %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #9 {
  %6 = icmp ult i64 %1, 241
  br i1 %6, label %7, label %273

7:                                                ; preds = %5
  %8 = icmp ult i64 %1, 17
  br i1 %8, label %9, label %111

9:                                                ; preds = %7
  %10 = icmp ugt i64 %1, 8
  br i1 %10, label %11, label %38, !prof !32

11:                                               ; preds = %9
  %12 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %12) #24
  %13 = add i64 %4, 7458650908927343033
  %14 = sub i64 -5812251307325107654, %4
  %15 = bitcast i8* %0 to i64*
  %16 = load i64, i64* %15, align 1, !tbaa !21, !alias.scope !294, !noalias !297
  %17 = xor i64 %16, %13
  %18 = getelementptr inbounds i8, i8* %0, i64 %1
  %19 = getelementptr inbounds i8, i8* %18, i64 -8
  %20 = bitcast i8* %19 to i64*
  %21 = load i64, i64* %20, align 1, !tbaa !21, !alias.scope !294, !noalias !297
  %22 = xor i64 %21, %14
  %23 = tail call i64 @llvm.bswap.i64(i64 %17) #24
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
  br i1 %39, label %40, label %70, !prof !32

40:                                               ; preds = %38
  %41 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %41) #24
  %42 = trunc i64 %4 to i32
  %43 = tail call i32 @llvm.bswap.i32(i32 %42) #24
  %44 = zext i32 %43 to i64
  %45 = shl nuw i64 %44, 32
  %46 = xor i64 %45, %4
  %47 = bitcast i8* %0 to i32*
  %48 = load i32, i32* %47, align 1, !tbaa !5, !alias.scope !294, !noalias !297
  %49 = getelementptr inbounds i8, i8* %0, i64 %1
  %50 = getelementptr inbounds i8, i8* %49, i64 -4
  %51 = bitcast i8* %50 to i32*
  %52 = load i32, i32* %51, align 1, !tbaa !5, !alias.scope !294, !noalias !297
  %53 = sub i64 -4090762196417718878, %46
  %54 = zext i32 %52 to i64
  %55 = zext i32 %48 to i64
  %56 = shl nuw i64 %55, 32
  %57 = or i64 %56, %54
  %58 = xor i64 %57, %53
  %59 = tail call i64 @llvm.fshl.i64(i64 %58, i64 %58, i64 49) #24
  %60 = tail call i64 @llvm.fshl.i64(i64 %58, i64 %58, i64 24) #24
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
  tail call void @llvm.assume(i1 %73) #24
  %74 = load i8, i8* %0, align 1, !tbaa !17, !alias.scope !294, !noalias !297
  %75 = lshr i64 %1, 1
  %76 = getelementptr inbounds i8, i8* %0, i64 %75
  %77 = load i8, i8* %76, align 1, !tbaa !17, !alias.scope !294, !noalias !297
  %78 = add nsw i64 %1, -1
  %79 = getelementptr inbounds i8, i8* %0, i64 %78
  %80 = load i8, i8* %79, align 1, !tbaa !17, !alias.scope !294, !noalias !297
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
  %123 = load i64, i64* %122, align 1, !tbaa !21, !alias.scope !299, !noalias !304
  %124 = getelementptr inbounds i8, i8* %0, i64 56
  %125 = bitcast i8* %124 to i64*
  %126 = load i64, i64* %125, align 1, !tbaa !21, !alias.scope !299, !noalias !304
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
  %141 = load i64, i64* %140, align 1, !tbaa !21, !alias.scope !307, !noalias !310
  %142 = getelementptr inbounds i8, i8* %139, i64 8
  %143 = bitcast i8* %142 to i64*
  %144 = load i64, i64* %143, align 1, !tbaa !21, !alias.scope !307, !noalias !310
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
  %160 = load i64, i64* %159, align 1, !tbaa !21, !alias.scope !312, !noalias !315
  %161 = getelementptr inbounds i8, i8* %0, i64 40
  %162 = bitcast i8* %161 to i64*
  %163 = load i64, i64* %162, align 1, !tbaa !21, !alias.scope !312, !noalias !315
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
  %178 = load i64, i64* %177, align 1, !tbaa !21, !alias.scope !317, !noalias !320
  %179 = getelementptr inbounds i8, i8* %176, i64 8
  %180 = bitcast i8* %179 to i64*
  %181 = load i64, i64* %180, align 1, !tbaa !21, !alias.scope !317, !noalias !320
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
  %197 = load i64, i64* %196, align 1, !tbaa !21, !alias.scope !322, !noalias !325
  %198 = getelementptr inbounds i8, i8* %0, i64 24
  %199 = bitcast i8* %198 to i64*
  %200 = load i64, i64* %199, align 1, !tbaa !21, !alias.scope !322, !noalias !325
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
  %215 = load i64, i64* %214, align 1, !tbaa !21, !alias.scope !327, !noalias !330
  %216 = getelementptr inbounds i8, i8* %213, i64 8
  %217 = bitcast i8* %216 to i64*
  %218 = load i64, i64* %217, align 1, !tbaa !21, !alias.scope !327, !noalias !330
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
  %233 = load i64, i64* %232, align 1, !tbaa !21, !alias.scope !332, !noalias !335
  %234 = getelementptr inbounds i8, i8* %0, i64 8
  %235 = bitcast i8* %234 to i64*
  %236 = load i64, i64* %235, align 1, !tbaa !21, !alias.scope !332, !noalias !335
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
  %251 = load i64, i64* %250, align 1, !tbaa !21, !alias.scope !337, !noalias !340
  %252 = getelementptr inbounds i8, i8* %249, i64 8
  %253 = bitcast i8* %252 to i64*
  %254 = load i64, i64* %253, align 1, !tbaa !21, !alias.scope !337, !noalias !340
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
  %272 = tail call fastcc i64 @XXH3_len_129to240_64b(i8* noundef %0, i64 noundef %1, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef %4) #25
  br label %275

273:                                              ; preds = %5
  %274 = tail call fastcc i64 @XXH3_hashLong_64b_withSecret(i8* noundef %0, i64 noundef %1, i64 noundef %4, i8* noundef %2, i64 noundef %3)
  br label %275

275:                                              ; preds = %273, %271, %230, %101, %72, %40, %11
  %276 = phi i64 [ %274, %273 ], [ %270, %230 ], [ %272, %271 ], [ %37, %11 ], [ %69, %40 ], [ %100, %72 ], [ %110, %101 ]
  ret i64 %276
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local noalias %struct.XXH3_state_s* @XXH3_createState() local_unnamed_addr #16 {
  %1 = tail call noalias dereferenceable_or_null(640) i8* @malloc(i64 noundef 640) #24
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
  tail call void @llvm.assume(i1 %10) #24
  %11 = trunc i64 %6 to i8
  %12 = getelementptr inbounds i8, i8* %7, i64 -1
  store i8 %11, i8* %12, align 1, !tbaa !17
  %13 = bitcast i8* %7 to %struct.XXH3_state_s*
  %14 = getelementptr inbounds i8, i8* %7, i64 552
  %15 = bitcast i8* %14 to i64*
  store i64 0, i64* %15, align 8, !tbaa !342
  %16 = getelementptr inbounds i8, i8* %7, i64 568
  %17 = bitcast i8* %16 to i8**
  store i8* null, i8** %17, align 8, !tbaa !345
  br label %18

18:                                               ; preds = %3, %0
  %19 = phi %struct.XXH3_state_s* [ %13, %3 ], [ null, %0 ]
  ret %struct.XXH3_state_s* %19
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @XXH3_64bits_reset(%struct.XXH3_state_s* nocapture noundef writeonly %0) local_unnamed_addr #4 {
  %2 = icmp eq %struct.XXH3_state_s* %0, null
  br i1 %2, label %17, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 3
  %5 = bitcast i32* %4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %5, i8 0, i64 24, i1 false) #24
  %6 = bitcast %struct.XXH3_state_s* %0 to <2 x i64>*
  store <2 x i64> <i64 3266489917, i64 -7046029288634856825>, <2 x i64>* %6, align 64, !tbaa !21
  %7 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 2
  %8 = bitcast i64* %7 to <2 x i64>*
  store <2 x i64> <i64 -4417276706812531889, i64 1609587929392839161>, <2 x i64>* %8, align 16, !tbaa !21
  %9 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 4
  %10 = bitcast i64* %9 to <2 x i64>*
  store <2 x i64> <i64 -8796714831421723037, i64 2246822519>, <2 x i64>* %10, align 32, !tbaa !21
  %11 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 6
  %12 = bitcast i64* %11 to <2 x i64>*
  store <2 x i64> <i64 2870177450012600261, i64 2654435761>, <2 x i64>* %12, align 16, !tbaa !21
  %13 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 9
  store i64 0, i64* %13, align 8, !tbaa !342
  %14 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 11
  store i8* getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i8** %14, align 8, !tbaa !345
  %15 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 7
  %16 = bitcast i64* %15 to <2 x i64>*
  store <2 x i64> <i64 16, i64 128>, <2 x i64>* %16, align 8, !tbaa !21
  br label %17

17:                                               ; preds = %3, %1
  %18 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %18
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @XXH3_64bits_reset_withSecret(%struct.XXH3_state_s* nocapture noundef writeonly %0, i8* nocapture noundef %1, i64 noundef %2) local_unnamed_addr #4 {
  %4 = icmp eq %struct.XXH3_state_s* %0, null
  br i1 %4, label %24, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 3
  %7 = bitcast i32* %6 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %7, i8 0, i64 24, i1 false) #24
  %8 = bitcast %struct.XXH3_state_s* %0 to <2 x i64>*
  store <2 x i64> <i64 3266489917, i64 -7046029288634856825>, <2 x i64>* %8, align 64, !tbaa !21
  %9 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 2
  %10 = bitcast i64* %9 to <2 x i64>*
  store <2 x i64> <i64 -4417276706812531889, i64 1609587929392839161>, <2 x i64>* %10, align 16, !tbaa !21
  %11 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 4
  %12 = bitcast i64* %11 to <2 x i64>*
  store <2 x i64> <i64 -8796714831421723037, i64 2246822519>, <2 x i64>* %12, align 32, !tbaa !21
  %13 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 6
  %14 = bitcast i64* %13 to <2 x i64>*
  store <2 x i64> <i64 2870177450012600261, i64 2654435761>, <2 x i64>* %14, align 16, !tbaa !21
  %15 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 9
  store i64 0, i64* %15, align 8, !tbaa !342
  %16 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 11
  store i8* %1, i8** %16, align 8, !tbaa !345
  %17 = icmp ugt i64 %2, 135
  tail call void @llvm.assume(i1 %17) #24
  %18 = add i64 %2, -64
  %19 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 8
  store i64 %18, i64* %19, align 32, !tbaa !346
  %20 = lshr i64 %18, 3
  %21 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 7
  store i64 %20, i64* %21, align 8, !tbaa !347
  %22 = icmp eq i8* %1, null
  %23 = zext i1 %22 to i32
  br label %24

24:                                               ; preds = %5, %3
  %25 = phi i32 [ 1, %3 ], [ %23, %5 ]
  ret i32 %25
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @XXH3_64bits_reset_withSecretandSeed(%struct.XXH3_state_s* nocapture noundef writeonly %0, i8* nocapture noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #4 {
  %5 = icmp eq %struct.XXH3_state_s* %0, null
  %6 = icmp eq i8* %1, null
  %7 = or i1 %5, %6
  %8 = icmp ult i64 %2, 136
  %9 = or i1 %7, %8
  br i1 %9, label %27, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 3
  %12 = bitcast i32* %11 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %12, i8 0, i64 24, i1 false) #24
  %13 = bitcast %struct.XXH3_state_s* %0 to <2 x i64>*
  store <2 x i64> <i64 3266489917, i64 -7046029288634856825>, <2 x i64>* %13, align 64, !tbaa !21
  %14 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 2
  %15 = bitcast i64* %14 to <2 x i64>*
  store <2 x i64> <i64 -4417276706812531889, i64 1609587929392839161>, <2 x i64>* %15, align 16, !tbaa !21
  %16 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 4
  %17 = bitcast i64* %16 to <2 x i64>*
  store <2 x i64> <i64 -8796714831421723037, i64 2246822519>, <2 x i64>* %17, align 32, !tbaa !21
  %18 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 6
  %19 = bitcast i64* %18 to <2 x i64>*
  store <2 x i64> <i64 2870177450012600261, i64 2654435761>, <2 x i64>* %19, align 16, !tbaa !21
  %20 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 9
  store i64 %3, i64* %20, align 8, !tbaa !342
  %21 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 4
  %22 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 11
  store i8* %1, i8** %22, align 8, !tbaa !345
  %23 = add i64 %2, -64
  %24 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 8
  store i64 %23, i64* %24, align 32, !tbaa !346
  %25 = lshr i64 %23, 3
  %26 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 7
  store i64 %25, i64* %26, align 8, !tbaa !347
  store i32 1, i32* %21, align 4, !tbaa !348
  br label %27

27:                                               ; preds = %10, %4
  %28 = phi i32 [ 0, %10 ], [ 1, %4 ]
  ret i32 %28
}

; Function Attrs: mustprogress nofree nosync nounwind readonly uwtable willreturn
define dso_local { i64, i64 } @XXH3_128bits(i8* nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #7 {
  %3 = icmp ult i64 %1, 17
  br i1 %3, label %4, label %125

4:                                                ; preds = %2
  %5 = icmp ugt i64 %1, 8
  br i1 %5, label %6, label %46

6:                                                ; preds = %4
  %7 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %7) #24
  %8 = bitcast i8* %0 to i64*
  %9 = load i64, i64* %8, align 1, !tbaa !21, !noalias !349
  %10 = getelementptr inbounds i8, i8* %0, i64 %1
  %11 = getelementptr inbounds i8, i8* %10, i64 -8
  %12 = bitcast i8* %11 to i64*
  %13 = load i64, i64* %12, align 1, !tbaa !21, !noalias !349
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
  %29 = tail call i64 @llvm.bswap.i64(i64 %28) #24
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
  tail call void @llvm.assume(i1 %49) #24
  %50 = bitcast i8* %0 to i32*
  %51 = load i32, i32* %50, align 1, !tbaa !5, !noalias !349
  %52 = getelementptr inbounds i8, i8* %0, i64 %1
  %53 = getelementptr inbounds i8, i8* %52, i64 -4
  %54 = bitcast i8* %53 to i32*
  %55 = load i32, i32* %54, align 1, !tbaa !5, !noalias !349
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
  tail call void @llvm.assume(i1 %84) #24
  %85 = load i8, i8* %0, align 1, !tbaa !17, !noalias !349
  %86 = lshr i64 %1, 1
  %87 = getelementptr inbounds i8, i8* %0, i64 %86
  %88 = load i8, i8* %87, align 1, !tbaa !17, !noalias !349
  %89 = add nsw i64 %1, -1
  %90 = getelementptr inbounds i8, i8* %0, i64 %89
  %91 = load i8, i8* %90, align 1, !tbaa !17, !noalias !349
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
  %102 = tail call i32 @llvm.bswap.i32(i32 %101) #24
  %103 = tail call i32 @llvm.fshl.i32(i32 %102, i32 %102, i32 13) #24
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
  %123 = insertvalue { i64, i64 } poison, i64 %120, 0
  %124 = insertvalue { i64, i64 } %123, i64 %122, 1
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
  %139 = load i64, i64* %138, align 1, !tbaa !21, !alias.scope !352, !noalias !357
  %140 = getelementptr inbounds i8, i8* %0, i64 56
  %141 = bitcast i8* %140 to i64*
  %142 = load i64, i64* %141, align 1, !tbaa !21, !alias.scope !352, !noalias !357
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
  %153 = load i64, i64* %152, align 1, !tbaa !21, !alias.scope !360, !noalias !361
  %154 = getelementptr inbounds i8, i8* %137, i64 8
  %155 = bitcast i8* %154 to i64*
  %156 = load i64, i64* %155, align 1, !tbaa !21, !alias.scope !360, !noalias !361
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
  %176 = load i64, i64* %175, align 1, !tbaa !21, !alias.scope !362, !noalias !365
  %177 = getelementptr inbounds i8, i8* %0, i64 40
  %178 = bitcast i8* %177 to i64*
  %179 = load i64, i64* %178, align 1, !tbaa !21, !alias.scope !362, !noalias !365
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
  %190 = load i64, i64* %189, align 1, !tbaa !21, !alias.scope !360, !noalias !361
  %191 = getelementptr inbounds i8, i8* %174, i64 8
  %192 = bitcast i8* %191 to i64*
  %193 = load i64, i64* %192, align 1, !tbaa !21, !alias.scope !360, !noalias !361
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
  %214 = load i64, i64* %213, align 1, !tbaa !21, !alias.scope !367, !noalias !370
  %215 = getelementptr inbounds i8, i8* %0, i64 24
  %216 = bitcast i8* %215 to i64*
  %217 = load i64, i64* %216, align 1, !tbaa !21, !alias.scope !367, !noalias !370
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
  %228 = load i64, i64* %227, align 1, !tbaa !21, !alias.scope !360, !noalias !361
  %229 = getelementptr inbounds i8, i8* %212, i64 8
  %230 = bitcast i8* %229 to i64*
  %231 = load i64, i64* %230, align 1, !tbaa !21, !alias.scope !360, !noalias !361
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
  %251 = load i64, i64* %250, align 1, !tbaa !21, !alias.scope !372, !noalias !375
  %252 = getelementptr inbounds i8, i8* %0, i64 8
  %253 = bitcast i8* %252 to i64*
  %254 = load i64, i64* %253, align 1, !tbaa !21, !alias.scope !372, !noalias !375
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
  %265 = load i64, i64* %264, align 1, !tbaa !21, !alias.scope !360, !noalias !361
  %266 = getelementptr inbounds i8, i8* %249, i64 8
  %267 = bitcast i8* %266 to i64*
  %268 = load i64, i64* %267, align 1, !tbaa !21, !alias.scope !360, !noalias !361
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
  %299 = insertvalue { i64, i64 } poison, i64 %292, 0
  %300 = insertvalue { i64, i64 } %299, i64 %298, 1
  br label %307

301:                                              ; preds = %125
  %302 = icmp ult i64 %1, 241
  br i1 %302, label %303, label %305

303:                                              ; preds = %301
  %304 = tail call fastcc { i64, i64 } @XXH3_len_129to240_128b(i8* noundef %0, i64 noundef %1, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef 0) #25
  br label %307

305:                                              ; preds = %301
  %306 = tail call fastcc { i64, i64 } @XXH3_hashLong_128b_default(i8* noundef %0, i64 noundef %1, i64 noundef 0, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef 192) #24, !callees !377
  br label %307

307:                                              ; preds = %305, %303, %245, %118
  %308 = phi { i64, i64 } [ %124, %118 ], [ %300, %245 ], [ %304, %303 ], [ %306, %305 ]
  ret { i64, i64 } %308
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readonly uwtable willreturn
define hidden fastcc { i64, i64 } @XXH3_len_129to240_128b(i8* noalias nocapture noundef readonly %0, i64 noundef %1, i8* noalias nocapture noundef readonly %2, i64 noundef %3) unnamed_addr #17 {
  %5 = mul i64 %1, -7046029288634856825
  %6 = getelementptr inbounds i8, i8* %0, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !378) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !381) #24
  %7 = bitcast i8* %0 to i64*
  %8 = load i64, i64* %7, align 1, !tbaa !21, !alias.scope !378, !noalias !381
  %9 = getelementptr inbounds i8, i8* %0, i64 8
  %10 = bitcast i8* %9 to i64*
  %11 = load i64, i64* %10, align 1, !tbaa !21, !alias.scope !378, !noalias !381
  %12 = bitcast i8* %2 to i64*
  %13 = load i64, i64* %12, align 1, !tbaa !21, !alias.scope !381, !noalias !378
  %14 = add i64 %13, %3
  %15 = xor i64 %14, %8
  %16 = getelementptr inbounds i8, i8* %2, i64 8
  %17 = bitcast i8* %16 to i64*
  %18 = load i64, i64* %17, align 1, !tbaa !21, !alias.scope !381, !noalias !378
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
  %29 = load i64, i64* %28, align 1, !tbaa !21
  %30 = getelementptr inbounds i8, i8* %0, i64 24
  %31 = bitcast i8* %30 to i64*
  %32 = load i64, i64* %31, align 1, !tbaa !21
  %33 = add i64 %32, %29
  %34 = xor i64 %27, %33
  %35 = getelementptr inbounds i8, i8* %2, i64 16
  %36 = bitcast i8* %35 to i64*
  %37 = load i64, i64* %36, align 1, !tbaa !21, !alias.scope !383, !noalias !386
  %38 = add i64 %37, %3
  %39 = xor i64 %38, %29
  %40 = getelementptr inbounds i8, i8* %2, i64 24
  %41 = bitcast i8* %40 to i64*
  %42 = load i64, i64* %41, align 1, !tbaa !21, !alias.scope !383, !noalias !386
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !388) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !390) #24
  %56 = bitcast i8* %53 to i64*
  %57 = load i64, i64* %56, align 1, !tbaa !21, !alias.scope !388, !noalias !390
  %58 = getelementptr inbounds i8, i8* %0, i64 40
  %59 = bitcast i8* %58 to i64*
  %60 = load i64, i64* %59, align 1, !tbaa !21, !alias.scope !388, !noalias !390
  %61 = bitcast i8* %55 to i64*
  %62 = load i64, i64* %61, align 1, !tbaa !21, !alias.scope !390, !noalias !388
  %63 = add i64 %62, %3
  %64 = xor i64 %63, %57
  %65 = getelementptr inbounds i8, i8* %2, i64 40
  %66 = bitcast i8* %65 to i64*
  %67 = load i64, i64* %66, align 1, !tbaa !21, !alias.scope !390, !noalias !388
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
  %78 = load i64, i64* %77, align 1, !tbaa !21
  %79 = getelementptr inbounds i8, i8* %0, i64 56
  %80 = bitcast i8* %79 to i64*
  %81 = load i64, i64* %80, align 1, !tbaa !21
  %82 = add i64 %81, %78
  %83 = xor i64 %76, %82
  %84 = getelementptr inbounds i8, i8* %2, i64 48
  %85 = bitcast i8* %84 to i64*
  %86 = load i64, i64* %85, align 1, !tbaa !21, !alias.scope !383, !noalias !386
  %87 = add i64 %86, %3
  %88 = xor i64 %87, %78
  %89 = getelementptr inbounds i8, i8* %2, i64 56
  %90 = bitcast i8* %89 to i64*
  %91 = load i64, i64* %90, align 1, !tbaa !21, !alias.scope !383, !noalias !386
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !392) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !394) #24
  %106 = bitcast i8* %103 to i64*
  %107 = load i64, i64* %106, align 1, !tbaa !21, !alias.scope !392, !noalias !394
  %108 = getelementptr inbounds i8, i8* %0, i64 72
  %109 = bitcast i8* %108 to i64*
  %110 = load i64, i64* %109, align 1, !tbaa !21, !alias.scope !392, !noalias !394
  %111 = bitcast i8* %105 to i64*
  %112 = load i64, i64* %111, align 1, !tbaa !21, !alias.scope !394, !noalias !392
  %113 = add i64 %112, %3
  %114 = xor i64 %113, %107
  %115 = getelementptr inbounds i8, i8* %2, i64 72
  %116 = bitcast i8* %115 to i64*
  %117 = load i64, i64* %116, align 1, !tbaa !21, !alias.scope !394, !noalias !392
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
  %128 = load i64, i64* %127, align 1, !tbaa !21
  %129 = getelementptr inbounds i8, i8* %0, i64 88
  %130 = bitcast i8* %129 to i64*
  %131 = load i64, i64* %130, align 1, !tbaa !21
  %132 = add i64 %131, %128
  %133 = xor i64 %126, %132
  %134 = getelementptr inbounds i8, i8* %2, i64 80
  %135 = bitcast i8* %134 to i64*
  %136 = load i64, i64* %135, align 1, !tbaa !21, !alias.scope !383, !noalias !386
  %137 = add i64 %136, %3
  %138 = xor i64 %137, %128
  %139 = getelementptr inbounds i8, i8* %2, i64 88
  %140 = bitcast i8* %139 to i64*
  %141 = load i64, i64* %140, align 1, !tbaa !21, !alias.scope !383, !noalias !386
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !396) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !398) #24
  %156 = bitcast i8* %153 to i64*
  %157 = load i64, i64* %156, align 1, !tbaa !21, !alias.scope !396, !noalias !398
  %158 = getelementptr inbounds i8, i8* %0, i64 104
  %159 = bitcast i8* %158 to i64*
  %160 = load i64, i64* %159, align 1, !tbaa !21, !alias.scope !396, !noalias !398
  %161 = bitcast i8* %155 to i64*
  %162 = load i64, i64* %161, align 1, !tbaa !21, !alias.scope !398, !noalias !396
  %163 = add i64 %162, %3
  %164 = xor i64 %163, %157
  %165 = getelementptr inbounds i8, i8* %2, i64 104
  %166 = bitcast i8* %165 to i64*
  %167 = load i64, i64* %166, align 1, !tbaa !21, !alias.scope !398, !noalias !396
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
  %178 = load i64, i64* %177, align 1, !tbaa !21
  %179 = getelementptr inbounds i8, i8* %0, i64 120
  %180 = bitcast i8* %179 to i64*
  %181 = load i64, i64* %180, align 1, !tbaa !21
  %182 = add i64 %181, %178
  %183 = xor i64 %176, %182
  %184 = getelementptr inbounds i8, i8* %2, i64 112
  %185 = bitcast i8* %184 to i64*
  %186 = load i64, i64* %185, align 1, !tbaa !21, !alias.scope !383, !noalias !386
  %187 = add i64 %186, %3
  %188 = xor i64 %187, %178
  %189 = getelementptr inbounds i8, i8* %2, i64 120
  %190 = bitcast i8* %189 to i64*
  %191 = load i64, i64* %190, align 1, !tbaa !21, !alias.scope !383, !noalias !386
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
  br i1 %213, label %274, label %214

214:                                              ; preds = %4
  %215 = getelementptr inbounds i8, i8* %2, i64 -157
  br label %216

216:                                              ; preds = %216, %214
  %217 = phi i64 [ 160, %214 ], [ %272, %216 ]
  %218 = phi i64 [ %212, %214 ], [ %270, %216 ]
  %219 = phi i64 [ %207, %214 ], [ %251, %216 ]
  %220 = getelementptr inbounds i8, i8* %0, i64 %217
  %221 = getelementptr inbounds i8, i8* %220, i64 -32
  %222 = getelementptr inbounds i8, i8* %220, i64 -16
  %223 = getelementptr inbounds i8, i8* %215, i64 %217
  tail call void @llvm.experimental.noalias.scope.decl(metadata !400) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !403) #24
  %224 = bitcast i8* %221 to i64*
  %225 = load i64, i64* %224, align 1, !tbaa !21, !alias.scope !400, !noalias !403
  %226 = getelementptr inbounds i8, i8* %221, i64 8
  %227 = bitcast i8* %226 to i64*
  %228 = load i64, i64* %227, align 1, !tbaa !21, !alias.scope !400, !noalias !403
  %229 = bitcast i8* %223 to i64*
  %230 = load i64, i64* %229, align 1, !tbaa !21, !alias.scope !403, !noalias !400
  %231 = add i64 %230, %3
  %232 = xor i64 %231, %225
  %233 = getelementptr inbounds i8, i8* %223, i64 8
  %234 = bitcast i8* %233 to i64*
  %235 = load i64, i64* %234, align 1, !tbaa !21, !alias.scope !403, !noalias !400
  %236 = sub i64 %235, %3
  %237 = xor i64 %236, %228
  %238 = zext i64 %232 to i128
  %239 = zext i64 %237 to i128
  %240 = mul nuw i128 %239, %238
  %241 = lshr i128 %240, 64
  %242 = xor i128 %241, %240
  %243 = trunc i128 %242 to i64
  %244 = add i64 %219, %243
  %245 = bitcast i8* %222 to i64*
  %246 = load i64, i64* %245, align 1, !tbaa !21
  %247 = getelementptr inbounds i8, i8* %222, i64 8
  %248 = bitcast i8* %247 to i64*
  %249 = load i64, i64* %248, align 1, !tbaa !21
  %250 = add i64 %249, %246
  %251 = xor i64 %244, %250
  %252 = getelementptr inbounds i8, i8* %223, i64 16
  %253 = bitcast i8* %252 to i64*
  %254 = load i64, i64* %253, align 1, !tbaa !21, !alias.scope !405, !noalias !408
  %255 = add i64 %254, %3
  %256 = xor i64 %255, %246
  %257 = getelementptr inbounds i8, i8* %223, i64 24
  %258 = bitcast i8* %257 to i64*
  %259 = load i64, i64* %258, align 1, !tbaa !21, !alias.scope !405, !noalias !408
  %260 = sub i64 %259, %3
  %261 = xor i64 %260, %249
  %262 = zext i64 %256 to i128
  %263 = zext i64 %261 to i128
  %264 = mul nuw i128 %263, %262
  %265 = lshr i128 %264, 64
  %266 = xor i128 %265, %264
  %267 = trunc i128 %266 to i64
  %268 = add i64 %218, %267
  %269 = add i64 %228, %225
  %270 = xor i64 %268, %269
  %271 = add nuw nsw i64 %217, 32
  %272 = and i64 %271, 4294967295
  %273 = icmp ugt i64 %272, %1
  br i1 %273, label %274, label %216, !llvm.loop !410

274:                                              ; preds = %216, %4
  %275 = phi i64 [ %207, %4 ], [ %251, %216 ]
  %276 = phi i64 [ %212, %4 ], [ %270, %216 ]
  %277 = getelementptr inbounds i8, i8* %0, i64 %1
  %278 = getelementptr inbounds i8, i8* %277, i64 -16
  %279 = getelementptr inbounds i8, i8* %277, i64 -32
  %280 = getelementptr inbounds i8, i8* %2, i64 103
  tail call void @llvm.experimental.noalias.scope.decl(metadata !411) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !414) #24
  %281 = bitcast i8* %278 to i64*
  %282 = load i64, i64* %281, align 1, !tbaa !21, !alias.scope !411, !noalias !414
  %283 = getelementptr inbounds i8, i8* %278, i64 8
  %284 = bitcast i8* %283 to i64*
  %285 = load i64, i64* %284, align 1, !tbaa !21, !alias.scope !411, !noalias !414
  %286 = bitcast i8* %280 to i64*
  %287 = load i64, i64* %286, align 1, !tbaa !21, !alias.scope !414, !noalias !411
  %288 = sub i64 %287, %3
  %289 = xor i64 %288, %282
  %290 = getelementptr inbounds i8, i8* %2, i64 111
  %291 = bitcast i8* %290 to i64*
  %292 = load i64, i64* %291, align 1, !tbaa !21, !alias.scope !414, !noalias !411
  %293 = add i64 %292, %3
  %294 = xor i64 %293, %285
  %295 = zext i64 %289 to i128
  %296 = zext i64 %294 to i128
  %297 = mul nuw i128 %296, %295
  %298 = lshr i128 %297, 64
  %299 = xor i128 %298, %297
  %300 = trunc i128 %299 to i64
  %301 = add i64 %275, %300
  %302 = bitcast i8* %279 to i64*
  %303 = load i64, i64* %302, align 1, !tbaa !21
  %304 = getelementptr inbounds i8, i8* %279, i64 8
  %305 = bitcast i8* %304 to i64*
  %306 = load i64, i64* %305, align 1, !tbaa !21
  %307 = add i64 %306, %303
  %308 = xor i64 %301, %307
  %309 = getelementptr inbounds i8, i8* %2, i64 119
  %310 = bitcast i8* %309 to i64*
  %311 = load i64, i64* %310, align 1, !tbaa !21, !alias.scope !416, !noalias !419
  %312 = sub i64 %311, %3
  %313 = xor i64 %312, %303
  %314 = getelementptr inbounds i8, i8* %2, i64 127
  %315 = bitcast i8* %314 to i64*
  %316 = load i64, i64* %315, align 1, !tbaa !21, !alias.scope !416, !noalias !419
  %317 = add i64 %316, %3
  %318 = xor i64 %317, %306
  %319 = zext i64 %313 to i128
  %320 = zext i64 %318 to i128
  %321 = mul nuw i128 %320, %319
  %322 = lshr i128 %321, 64
  %323 = xor i128 %322, %321
  %324 = trunc i128 %323 to i64
  %325 = add i64 %276, %324
  %326 = add i64 %285, %282
  %327 = xor i64 %325, %326
  %328 = add i64 %327, %308
  %329 = mul i64 %308, -7046029288634856825
  %330 = mul i64 %327, -8796714831421723037
  %331 = sub i64 %1, %3
  %332 = mul i64 %331, -4417276706812531889
  %333 = add i64 %329, %332
  %334 = add i64 %333, %330
  %335 = lshr i64 %328, 37
  %336 = xor i64 %335, %328
  %337 = mul i64 %336, 1609587791953885689
  %338 = lshr i64 %337, 32
  %339 = xor i64 %338, %337
  %340 = lshr i64 %334, 37
  %341 = xor i64 %340, %334
  %342 = mul i64 %341, 1609587791953885689
  %343 = lshr i64 %342, 32
  %344 = xor i64 %343, %342
  %345 = sub i64 0, %344
  %346 = insertvalue { i64, i64 } poison, i64 %339, 0
  %347 = insertvalue { i64, i64 } %346, i64 %345, 1
  ret { i64, i64 } %347
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readonly uwtable willreturn
define hidden fastcc { i64, i64 } @XXH3_hashLong_128b_default(i8* noalias nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2, i8* noalias nocapture noundef readnone %3, i64 noundef %4) unnamed_addr #11 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !421)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !424)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !426) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !429) #24
  %6 = add i64 %1, -1
  %7 = icmp ult i64 %6, 1024
  br i1 %7, label %140, label %8

8:                                                ; preds = %5
  %9 = lshr i64 %6, 10
  br label %10

10:                                               ; preds = %93, %8
  %11 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %8 ], [ %137, %93 ]
  %12 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %8 ], [ %126, %93 ]
  %13 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %8 ], [ %115, %93 ]
  %14 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %8 ], [ %104, %93 ]
  %15 = phi i64 [ 0, %8 ], [ %138, %93 ]
  %16 = shl i64 %15, 10
  %17 = getelementptr inbounds i8, i8* %0, i64 %16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !431) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !434) #24
  br label %18

18:                                               ; preds = %18, %10
  %19 = phi <2 x i64> [ %11, %10 ], [ %90, %18 ]
  %20 = phi <2 x i64> [ %12, %10 ], [ %74, %18 ]
  %21 = phi <2 x i64> [ %13, %10 ], [ %58, %18 ]
  %22 = phi <2 x i64> [ %14, %10 ], [ %42, %18 ]
  %23 = phi i64 [ 0, %10 ], [ %91, %18 ]
  %24 = shl i64 %23, 6
  %25 = getelementptr inbounds i8, i8* %17, i64 %24
  %26 = getelementptr inbounds i8, i8* %25, i64 320
  tail call void @llvm.prefetch.p0i8(i8* nonnull %26, i32 0, i32 3, i32 1) #24, !noalias !436
  %27 = shl i64 %23, 3
  %28 = getelementptr inbounds [192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 %27
  tail call void @llvm.experimental.noalias.scope.decl(metadata !437) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !440) #24
  %29 = bitcast i8* %25 to <2 x i64>*
  %30 = bitcast i8* %28 to <2 x i64>*
  %31 = load <2 x i64>, <2 x i64>* %29, align 1, !tbaa !17, !alias.scope !442, !noalias !443
  %32 = load <2 x i64>, <2 x i64>* %30, align 8, !tbaa !17, !alias.scope !447, !noalias !448
  %33 = xor <2 x i64> %32, %31
  %34 = bitcast <2 x i64> %33 to <4 x i32>
  %35 = shufflevector <4 x i32> %34, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %36 = bitcast <4 x i32> %35 to <2 x i64>
  %37 = and <2 x i64> %33, <i64 4294967295, i64 4294967295>
  %38 = and <2 x i64> %36, <i64 4294967295, i64 4294967295>
  %39 = mul nuw <2 x i64> %38, %37
  %40 = shufflevector <2 x i64> %31, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %41 = add <2 x i64> %22, %40
  %42 = add <2 x i64> %41, %39
  %43 = getelementptr inbounds i8, i8* %25, i64 16
  %44 = bitcast i8* %43 to <2 x i64>*
  %45 = load <2 x i64>, <2 x i64>* %44, align 1, !tbaa !17, !alias.scope !442, !noalias !443
  %46 = getelementptr inbounds i8, i8* %28, i64 16
  %47 = bitcast i8* %46 to <2 x i64>*
  %48 = load <2 x i64>, <2 x i64>* %47, align 8, !tbaa !17, !alias.scope !447, !noalias !448
  %49 = xor <2 x i64> %48, %45
  %50 = bitcast <2 x i64> %49 to <4 x i32>
  %51 = shufflevector <4 x i32> %50, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %52 = bitcast <4 x i32> %51 to <2 x i64>
  %53 = and <2 x i64> %49, <i64 4294967295, i64 4294967295>
  %54 = and <2 x i64> %52, <i64 4294967295, i64 4294967295>
  %55 = mul nuw <2 x i64> %54, %53
  %56 = shufflevector <2 x i64> %45, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %57 = add <2 x i64> %21, %56
  %58 = add <2 x i64> %57, %55
  %59 = getelementptr inbounds i8, i8* %25, i64 32
  %60 = bitcast i8* %59 to <2 x i64>*
  %61 = load <2 x i64>, <2 x i64>* %60, align 1, !tbaa !17, !alias.scope !442, !noalias !443
  %62 = getelementptr inbounds i8, i8* %28, i64 32
  %63 = bitcast i8* %62 to <2 x i64>*
  %64 = load <2 x i64>, <2 x i64>* %63, align 8, !tbaa !17, !alias.scope !447, !noalias !448
  %65 = xor <2 x i64> %64, %61
  %66 = bitcast <2 x i64> %65 to <4 x i32>
  %67 = shufflevector <4 x i32> %66, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %68 = bitcast <4 x i32> %67 to <2 x i64>
  %69 = and <2 x i64> %65, <i64 4294967295, i64 4294967295>
  %70 = and <2 x i64> %68, <i64 4294967295, i64 4294967295>
  %71 = mul nuw <2 x i64> %70, %69
  %72 = shufflevector <2 x i64> %61, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %73 = add <2 x i64> %20, %72
  %74 = add <2 x i64> %73, %71
  %75 = getelementptr inbounds i8, i8* %25, i64 48
  %76 = bitcast i8* %75 to <2 x i64>*
  %77 = load <2 x i64>, <2 x i64>* %76, align 1, !tbaa !17, !alias.scope !442, !noalias !443
  %78 = getelementptr inbounds i8, i8* %28, i64 48
  %79 = bitcast i8* %78 to <2 x i64>*
  %80 = load <2 x i64>, <2 x i64>* %79, align 8, !tbaa !17, !alias.scope !447, !noalias !448
  %81 = xor <2 x i64> %80, %77
  %82 = bitcast <2 x i64> %81 to <4 x i32>
  %83 = shufflevector <4 x i32> %82, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %84 = bitcast <4 x i32> %83 to <2 x i64>
  %85 = and <2 x i64> %81, <i64 4294967295, i64 4294967295>
  %86 = and <2 x i64> %84, <i64 4294967295, i64 4294967295>
  %87 = mul nuw <2 x i64> %86, %85
  %88 = shufflevector <2 x i64> %77, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %89 = add <2 x i64> %19, %88
  %90 = add <2 x i64> %89, %87
  %91 = add nuw nsw i64 %23, 1
  %92 = icmp eq i64 %91, 16
  br i1 %92, label %93, label %18, !llvm.loop !155

93:                                               ; preds = %18
  %94 = lshr <2 x i64> %42, <i64 47, i64 47>
  %95 = xor <2 x i64> %42, %94
  %96 = xor <2 x i64> %95, <i64 -4329134394285701654, i64 -1485321483350670907>
  %97 = bitcast <2 x i64> %96 to <4 x i32>
  %98 = shufflevector <4 x i32> %97, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %99 = bitcast <4 x i32> %98 to <2 x i64>
  %100 = and <2 x i64> %96, <i64 4294967295, i64 4294967295>
  %101 = mul nuw <2 x i64> %100, <i64 2654435761, i64 2654435761>
  %102 = and <2 x i64> %99, <i64 4294967295, i64 4294967295>
  %103 = mul <2 x i64> %102, <i64 -7046029290881679360, i64 -7046029290881679360>
  %104 = add <2 x i64> %103, %101
  %105 = lshr <2 x i64> %58, <i64 47, i64 47>
  %106 = xor <2 x i64> %58, %105
  %107 = xor <2 x i64> %106, <i64 5321830579834785047, i64 -7032137544937171245>
  %108 = bitcast <2 x i64> %107 to <4 x i32>
  %109 = shufflevector <4 x i32> %108, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %110 = bitcast <4 x i32> %109 to <2 x i64>
  %111 = and <2 x i64> %107, <i64 4294967295, i64 4294967295>
  %112 = mul nuw <2 x i64> %111, <i64 2654435761, i64 2654435761>
  %113 = and <2 x i64> %110, <i64 4294967295, i64 4294967295>
  %114 = mul <2 x i64> %113, <i64 -7046029290881679360, i64 -7046029290881679360>
  %115 = add <2 x i64> %114, %112
  %116 = lshr <2 x i64> %74, <i64 47, i64 47>
  %117 = xor <2 x i64> %74, %116
  %118 = xor <2 x i64> %117, <i64 -242834301215959509, i64 -3588858202114426737>
  %119 = bitcast <2 x i64> %118 to <4 x i32>
  %120 = shufflevector <4 x i32> %119, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %121 = bitcast <4 x i32> %120 to <2 x i64>
  %122 = and <2 x i64> %118, <i64 4294967295, i64 4294967295>
  %123 = mul nuw <2 x i64> %122, <i64 2654435761, i64 2654435761>
  %124 = and <2 x i64> %121, <i64 4294967295, i64 4294967295>
  %125 = mul <2 x i64> %124, <i64 -7046029290881679360, i64 -7046029290881679360>
  %126 = add <2 x i64> %125, %123
  %127 = lshr <2 x i64> %90, <i64 47, i64 47>
  %128 = xor <2 x i64> %90, %127
  %129 = xor <2 x i64> %128, <i64 2883454493032893253, i64 9097354517224871855>
  %130 = bitcast <2 x i64> %129 to <4 x i32>
  %131 = shufflevector <4 x i32> %130, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %132 = bitcast <4 x i32> %131 to <2 x i64>
  %133 = and <2 x i64> %129, <i64 4294967295, i64 4294967295>
  %134 = mul nuw <2 x i64> %133, <i64 2654435761, i64 2654435761>
  %135 = and <2 x i64> %132, <i64 4294967295, i64 4294967295>
  %136 = mul <2 x i64> %135, <i64 -7046029290881679360, i64 -7046029290881679360>
  %137 = add <2 x i64> %136, %134
  %138 = add nuw nsw i64 %15, 1
  %139 = icmp eq i64 %138, %9
  br i1 %139, label %140, label %10, !llvm.loop !156

140:                                              ; preds = %93, %5
  %141 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %5 ], [ %137, %93 ]
  %142 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %5 ], [ %126, %93 ]
  %143 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %5 ], [ %115, %93 ]
  %144 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %5 ], [ %104, %93 ]
  %145 = icmp ugt i64 %1, 64
  tail call void @llvm.assume(i1 %145) #24
  %146 = and i64 %6, -1024
  %147 = and i64 %6, 1023
  %148 = lshr i64 %147, 6
  %149 = getelementptr inbounds i8, i8* %0, i64 %146
  tail call void @llvm.experimental.noalias.scope.decl(metadata !449) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !452) #24
  %150 = icmp ult i64 %147, 64
  br i1 %150, label %226, label %151

151:                                              ; preds = %151, %140
  %152 = phi <2 x i64> [ %223, %151 ], [ %141, %140 ]
  %153 = phi <2 x i64> [ %207, %151 ], [ %142, %140 ]
  %154 = phi <2 x i64> [ %191, %151 ], [ %143, %140 ]
  %155 = phi <2 x i64> [ %175, %151 ], [ %144, %140 ]
  %156 = phi i64 [ %224, %151 ], [ 0, %140 ]
  %157 = shl i64 %156, 6
  %158 = getelementptr inbounds i8, i8* %149, i64 %157
  %159 = getelementptr inbounds i8, i8* %158, i64 320
  tail call void @llvm.prefetch.p0i8(i8* nonnull %159, i32 0, i32 3, i32 1) #24, !noalias !454
  %160 = shl i64 %156, 3
  %161 = getelementptr inbounds [192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 %160
  tail call void @llvm.experimental.noalias.scope.decl(metadata !455) #24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !458) #24
  %162 = bitcast i8* %158 to <2 x i64>*
  %163 = bitcast i8* %161 to <2 x i64>*
  %164 = load <2 x i64>, <2 x i64>* %162, align 1, !tbaa !17, !alias.scope !460, !noalias !461
  %165 = load <2 x i64>, <2 x i64>* %163, align 8, !tbaa !17, !alias.scope !464, !noalias !465
  %166 = xor <2 x i64> %165, %164
  %167 = bitcast <2 x i64> %166 to <4 x i32>
  %168 = shufflevector <4 x i32> %167, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %169 = bitcast <4 x i32> %168 to <2 x i64>
  %170 = and <2 x i64> %166, <i64 4294967295, i64 4294967295>
  %171 = and <2 x i64> %169, <i64 4294967295, i64 4294967295>
  %172 = mul nuw <2 x i64> %171, %170
  %173 = shufflevector <2 x i64> %164, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %174 = add <2 x i64> %155, %173
  %175 = add <2 x i64> %174, %172
  %176 = getelementptr inbounds i8, i8* %158, i64 16
  %177 = bitcast i8* %176 to <2 x i64>*
  %178 = load <2 x i64>, <2 x i64>* %177, align 1, !tbaa !17, !alias.scope !460, !noalias !461
  %179 = getelementptr inbounds i8, i8* %161, i64 16
  %180 = bitcast i8* %179 to <2 x i64>*
  %181 = load <2 x i64>, <2 x i64>* %180, align 8, !tbaa !17, !alias.scope !464, !noalias !465
  %182 = xor <2 x i64> %181, %178
  %183 = bitcast <2 x i64> %182 to <4 x i32>
  %184 = shufflevector <4 x i32> %183, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %185 = bitcast <4 x i32> %184 to <2 x i64>
  %186 = and <2 x i64> %182, <i64 4294967295, i64 4294967295>
  %187 = and <2 x i64> %185, <i64 4294967295, i64 4294967295>
  %188 = mul nuw <2 x i64> %187, %186
  %189 = shufflevector <2 x i64> %178, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %190 = add <2 x i64> %154, %189
  %191 = add <2 x i64> %190, %188
  %192 = getelementptr inbounds i8, i8* %158, i64 32
  %193 = bitcast i8* %192 to <2 x i64>*
  %194 = load <2 x i64>, <2 x i64>* %193, align 1, !tbaa !17, !alias.scope !460, !noalias !461
  %195 = getelementptr inbounds i8, i8* %161, i64 32
  %196 = bitcast i8* %195 to <2 x i64>*
  %197 = load <2 x i64>, <2 x i64>* %196, align 8, !tbaa !17, !alias.scope !464, !noalias !465
  %198 = xor <2 x i64> %197, %194
  %199 = bitcast <2 x i64> %198 to <4 x i32>
  %200 = shufflevector <4 x i32> %199, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %201 = bitcast <4 x i32> %200 to <2 x i64>
  %202 = and <2 x i64> %198, <i64 4294967295, i64 4294967295>
  %203 = and <2 x i64> %201, <i64 4294967295, i64 4294967295>
  %204 = mul nuw <2 x i64> %203, %202
  %205 = shufflevector <2 x i64> %194, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %206 = add <2 x i64> %153, %205
  %207 = add <2 x i64> %206, %204
  %208 = getelementptr inbounds i8, i8* %158, i64 48
  %209 = bitcast i8* %208 to <2 x i64>*
  %210 = load <2 x i64>, <2 x i64>* %209, align 1, !tbaa !17, !alias.scope !460, !noalias !461
  %211 = getelementptr inbounds i8, i8* %161, i64 48
  %212 = bitcast i8* %211 to <2 x i64>*
  %213 = load <2 x i64>, <2 x i64>* %212, align 8, !tbaa !17, !alias.scope !464, !noalias !465
  %214 = xor <2 x i64> %213, %210
  %215 = bitcast <2 x i64> %214 to <4 x i32>
  %216 = shufflevector <4 x i32> %215, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %217 = bitcast <4 x i32> %216 to <2 x i64>
  %218 = and <2 x i64> %214, <i64 4294967295, i64 4294967295>
  %219 = and <2 x i64> %217, <i64 4294967295, i64 4294967295>
  %220 = mul nuw <2 x i64> %219, %218
  %221 = shufflevector <2 x i64> %210, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %222 = add <2 x i64> %152, %221
  %223 = add <2 x i64> %222, %220
  %224 = add nuw nsw i64 %156, 1
  %225 = icmp eq i64 %224, %148
  br i1 %225, label %226, label %151, !llvm.loop !155

226:                                              ; preds = %151, %140
  %227 = phi <2 x i64> [ %141, %140 ], [ %223, %151 ]
  %228 = phi <2 x i64> [ %142, %140 ], [ %207, %151 ]
  %229 = phi <2 x i64> [ %143, %140 ], [ %191, %151 ]
  %230 = phi <2 x i64> [ %144, %140 ], [ %175, %151 ]
  %231 = getelementptr inbounds i8, i8* %0, i64 %1
  %232 = getelementptr inbounds i8, i8* %231, i64 -64
  %233 = bitcast i8* %232 to <2 x i64>*
  %234 = load <2 x i64>, <2 x i64>* %233, align 1, !tbaa !17, !alias.scope !466, !noalias !469
  %235 = xor <2 x i64> %234, <i64 -1556992608276218209, i64 -4196251135427498811>
  %236 = bitcast <2 x i64> %235 to <4 x i32>
  %237 = shufflevector <4 x i32> %236, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %238 = bitcast <4 x i32> %237 to <2 x i64>
  %239 = and <2 x i64> %235, <i64 4294967295, i64 4294967295>
  %240 = and <2 x i64> %238, <i64 4294967295, i64 4294967295>
  %241 = mul nuw <2 x i64> %240, %239
  %242 = shufflevector <2 x i64> %234, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %243 = add <2 x i64> %230, %242
  %244 = add <2 x i64> %243, %241
  %245 = getelementptr inbounds i8, i8* %232, i64 16
  %246 = bitcast i8* %245 to <2 x i64>*
  %247 = load <2 x i64>, <2 x i64>* %246, align 1, !tbaa !17, !alias.scope !466, !noalias !469
  %248 = xor <2 x i64> %247, <i64 1723580219865931905, i64 -3221803331004277491>
  %249 = bitcast <2 x i64> %248 to <4 x i32>
  %250 = shufflevector <4 x i32> %249, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %251 = bitcast <4 x i32> %250 to <2 x i64>
  %252 = and <2 x i64> %248, <i64 4294967295, i64 4294967295>
  %253 = and <2 x i64> %251, <i64 4294967295, i64 4294967295>
  %254 = mul nuw <2 x i64> %253, %252
  %255 = shufflevector <2 x i64> %247, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %256 = add <2 x i64> %229, %255
  %257 = add <2 x i64> %256, %254
  %258 = getelementptr inbounds i8, i8* %232, i64 32
  %259 = bitcast i8* %258 to <2 x i64>*
  %260 = load <2 x i64>, <2 x i64>* %259, align 1, !tbaa !17, !alias.scope !466, !noalias !469
  %261 = xor <2 x i64> %260, <i64 3143064850383918358, i64 -8071399103737053674>
  %262 = bitcast <2 x i64> %261 to <4 x i32>
  %263 = shufflevector <4 x i32> %262, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %264 = bitcast <4 x i32> %263 to <2 x i64>
  %265 = and <2 x i64> %261, <i64 4294967295, i64 4294967295>
  %266 = and <2 x i64> %264, <i64 4294967295, i64 4294967295>
  %267 = mul nuw <2 x i64> %266, %265
  %268 = shufflevector <2 x i64> %260, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %269 = add <2 x i64> %228, %268
  %270 = add <2 x i64> %269, %267
  %271 = getelementptr inbounds i8, i8* %232, i64 48
  %272 = bitcast i8* %271 to <2 x i64>*
  %273 = load <2 x i64>, <2 x i64>* %272, align 1, !tbaa !17, !alias.scope !466, !noalias !469
  %274 = xor <2 x i64> %273, <i64 5030012605302946040, i64 -5825401622958753077>
  %275 = bitcast <2 x i64> %274 to <4 x i32>
  %276 = shufflevector <4 x i32> %275, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %277 = bitcast <4 x i32> %276 to <2 x i64>
  %278 = and <2 x i64> %274, <i64 4294967295, i64 4294967295>
  %279 = and <2 x i64> %277, <i64 4294967295, i64 4294967295>
  %280 = mul nuw <2 x i64> %279, %278
  %281 = shufflevector <2 x i64> %273, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %282 = add <2 x i64> %227, %281
  %283 = add <2 x i64> %282, %280
  %284 = mul i64 %1, -7046029288634856825
  %285 = extractelement <2 x i64> %244, i64 0
  %286 = xor i64 %285, 7914194659941938988
  %287 = extractelement <2 x i64> %244, i64 1
  %288 = xor i64 %287, -6611157965513653271
  %289 = zext i64 %286 to i128
  %290 = zext i64 %288 to i128
  %291 = mul nuw i128 %290, %289
  %292 = lshr i128 %291, 64
  %293 = xor i128 %292, %291
  %294 = trunc i128 %293 to i64
  %295 = add i64 %284, %294
  %296 = extractelement <2 x i64> %257, i64 0
  %297 = xor i64 %296, -1839215637059881052
  %298 = extractelement <2 x i64> %257, i64 1
  %299 = xor i64 %298, -3433288310154277810
  %300 = zext i64 %297 to i128
  %301 = zext i64 %299 to i128
  %302 = mul nuw i128 %301, %300
  %303 = lshr i128 %302, 64
  %304 = xor i128 %303, %302
  %305 = trunc i128 %304 to i64
  %306 = add i64 %295, %305
  %307 = extractelement <2 x i64> %270, i64 0
  %308 = xor i64 %307, 5046485836271438973
  %309 = extractelement <2 x i64> %270, i64 1
  %310 = xor i64 %309, -8055285457383852172
  %311 = zext i64 %308 to i128
  %312 = zext i64 %310 to i128
  %313 = mul nuw i128 %312, %311
  %314 = lshr i128 %313, 64
  %315 = xor i128 %314, %313
  %316 = trunc i128 %315 to i64
  %317 = add i64 %306, %316
  %318 = extractelement <2 x i64> %283, i64 0
  %319 = xor i64 %318, 5920048007935066598
  %320 = extractelement <2 x i64> %283, i64 1
  %321 = xor i64 %320, 7336514198459093435
  %322 = zext i64 %319 to i128
  %323 = zext i64 %321 to i128
  %324 = mul nuw i128 %323, %322
  %325 = lshr i128 %324, 64
  %326 = xor i128 %325, %324
  %327 = trunc i128 %326 to i64
  %328 = add i64 %317, %327
  %329 = lshr i64 %328, 37
  %330 = xor i64 %329, %328
  %331 = mul i64 %330, 1609587791953885689
  %332 = lshr i64 %331, 32
  %333 = xor i64 %332, %331
  %334 = mul i64 %1, -4417276706812531889
  %335 = xor i64 %334, -1
  %336 = xor i64 %285, -2753530472436770380
  %337 = xor i64 %287, 3784058077962335096
  %338 = zext i64 %336 to i128
  %339 = zext i64 %337 to i128
  %340 = mul nuw i128 %339, %338
  %341 = lshr i128 %340, 64
  %342 = xor i128 %341, %340
  %343 = trunc i128 %342 to i64
  %344 = add i64 %343, %335
  %345 = xor i64 %296, -360392965937173549
  %346 = xor i64 %298, -5237161843349560557
  %347 = zext i64 %345 to i128
  %348 = zext i64 %346 to i128
  %349 = mul nuw i128 %348, %347
  %350 = lshr i128 %349, 64
  %351 = xor i128 %350, %349
  %352 = trunc i128 %351 to i64
  %353 = add i64 %344, %352
  %354 = xor i64 %307, 2965150961192524528
  %355 = xor i64 %309, 9032178055121889492
  %356 = zext i64 %354 to i128
  %357 = zext i64 %355 to i128
  %358 = mul nuw i128 %357, %356
  %359 = lshr i128 %358, 64
  %360 = xor i128 %359, %358
  %361 = trunc i128 %360 to i64
  %362 = add i64 %353, %361
  %363 = xor i64 %318, 8850058120466833735
  %364 = xor i64 %320, -7669846995664752176
  %365 = zext i64 %363 to i128
  %366 = zext i64 %364 to i128
  %367 = mul nuw i128 %366, %365
  %368 = lshr i128 %367, 64
  %369 = xor i128 %368, %367
  %370 = trunc i128 %369 to i64
  %371 = add i64 %362, %370
  %372 = lshr i64 %371, 37
  %373 = xor i64 %372, %371
  %374 = mul i64 %373, 1609587791953885689
  %375 = lshr i64 %374, 32
  %376 = xor i64 %375, %374
  %377 = insertvalue { i64, i64 } poison, i64 %333, 0
  %378 = insertvalue { i64, i64 } %377, i64 %376, 1
  ret { i64, i64 } %378
}

; Function Attrs: nofree noinline nosync nounwind uwtable
declare hidden fastcc { i64, i64 } @XXH3_hashLong_128b_withSecret(i8* noalias nocapture noundef readonly, i64 noundef, i64 noundef, i8* noalias nocapture noundef readonly, i64 noundef) unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
declare dso_local { i64, i64 } @XXH3_128bits_withSeed(i8* nocapture noundef readonly, i64 noundef, i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define dso_local { i64, i64 } @XXH3_128bits_withSecretandSeed(i8* nocapture noundef %0, i64 noundef %1, i8* nocapture noundef readonly %2, i64 noundef %3, i64 noundef %4) local_unnamed_addr #9 {
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
  tail call void @llvm.assume(i1 %12) #24
  %13 = sub i64 6455697860950631241, %4
  %14 = add i64 %4, -4466874330221494952
  %15 = bitcast i8* %0 to i64*
  %16 = load i64, i64* %15, align 1, !tbaa !21, !noalias !472
  %17 = getelementptr inbounds i8, i8* %0, i64 %1
  %18 = getelementptr inbounds i8, i8* %17, i64 -8
  %19 = bitcast i8* %18 to i64*
  %20 = load i64, i64* %19, align 1, !tbaa !21, !noalias !472
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
  %36 = tail call i64 @llvm.bswap.i64(i64 %35) #24
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
  tail call void @llvm.assume(i1 %56) #24
  %57 = trunc i64 %4 to i32
  %58 = tail call i32 @llvm.bswap.i32(i32 %57) #24
  %59 = zext i32 %58 to i64
  %60 = shl nuw i64 %59, 32
  %61 = xor i64 %60, %4
  %62 = bitcast i8* %0 to i32*
  %63 = load i32, i32* %62, align 1, !tbaa !5, !noalias !472
  %64 = getelementptr inbounds i8, i8* %0, i64 %1
  %65 = getelementptr inbounds i8, i8* %64, i64 -4
  %66 = bitcast i8* %65 to i32*
  %67 = load i32, i32* %66, align 1, !tbaa !5, !noalias !472
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
  tail call void @llvm.assume(i1 %97) #24
  %98 = load i8, i8* %0, align 1, !tbaa !17, !noalias !472
  %99 = lshr i64 %1, 1
  %100 = getelementptr inbounds i8, i8* %0, i64 %99
  %101 = load i8, i8* %100, align 1, !tbaa !17, !noalias !472
  %102 = add nsw i64 %1, -1
  %103 = getelementptr inbounds i8, i8* %0, i64 %102
  %104 = load i8, i8* %103, align 1, !tbaa !17, !noalias !472
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
  %115 = tail call i32 @llvm.bswap.i32(i32 %114) #24
  %116 = tail call i32 @llvm.fshl.i32(i32 %115, i32 %115, i32 13) #24
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
  %159 = insertvalue { i64, i64 } poison, i64 %156, 0
  %160 = insertvalue { i64, i64 } %159, i64 %158, 1
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
  %175 = load i64, i64* %174, align 1, !tbaa !21, !alias.scope !475, !noalias !480
  %176 = getelementptr inbounds i8, i8* %0, i64 56
  %177 = bitcast i8* %176 to i64*
  %178 = load i64, i64* %177, align 1, !tbaa !21, !alias.scope !475, !noalias !480
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
  %191 = load i64, i64* %190, align 1, !tbaa !21, !alias.scope !483, !noalias !484
  %192 = getelementptr inbounds i8, i8* %173, i64 8
  %193 = bitcast i8* %192 to i64*
  %194 = load i64, i64* %193, align 1, !tbaa !21, !alias.scope !483, !noalias !484
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
  %216 = load i64, i64* %215, align 1, !tbaa !21, !alias.scope !485, !noalias !488
  %217 = getelementptr inbounds i8, i8* %0, i64 40
  %218 = bitcast i8* %217 to i64*
  %219 = load i64, i64* %218, align 1, !tbaa !21, !alias.scope !485, !noalias !488
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
  %232 = load i64, i64* %231, align 1, !tbaa !21, !alias.scope !483, !noalias !484
  %233 = getelementptr inbounds i8, i8* %214, i64 8
  %234 = bitcast i8* %233 to i64*
  %235 = load i64, i64* %234, align 1, !tbaa !21, !alias.scope !483, !noalias !484
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
  %258 = load i64, i64* %257, align 1, !tbaa !21, !alias.scope !490, !noalias !493
  %259 = getelementptr inbounds i8, i8* %0, i64 24
  %260 = bitcast i8* %259 to i64*
  %261 = load i64, i64* %260, align 1, !tbaa !21, !alias.scope !490, !noalias !493
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
  %274 = load i64, i64* %273, align 1, !tbaa !21, !alias.scope !483, !noalias !484
  %275 = getelementptr inbounds i8, i8* %256, i64 8
  %276 = bitcast i8* %275 to i64*
  %277 = load i64, i64* %276, align 1, !tbaa !21, !alias.scope !483, !noalias !484
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
  %299 = load i64, i64* %298, align 1, !tbaa !21, !alias.scope !495, !noalias !498
  %300 = getelementptr inbounds i8, i8* %0, i64 8
  %301 = bitcast i8* %300 to i64*
  %302 = load i64, i64* %301, align 1, !tbaa !21, !alias.scope !495, !noalias !498
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
  %315 = load i64, i64* %314, align 1, !tbaa !21, !alias.scope !483, !noalias !484
  %316 = getelementptr inbounds i8, i8* %297, i64 8
  %317 = bitcast i8* %316 to i64*
  %318 = load i64, i64* %317, align 1, !tbaa !21, !alias.scope !483, !noalias !484
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
  %352 = insertvalue { i64, i64 } poison, i64 %345, 0
  %353 = insertvalue { i64, i64 } %352, i64 %351, 1
  br label %358

354:                                              ; preds = %161
  %355 = tail call fastcc { i64, i64 } @XXH3_len_129to240_128b(i8* noundef %0, i64 noundef %1, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef %4) #25
  br label %358

356:                                              ; preds = %5
  %357 = tail call fastcc { i64, i64 } @XXH3_hashLong_128b_withSecret(i8* noundef %0, i64 noundef %1, i64 noundef %4, i8* noundef %2, i64 noundef %3)
  br label %358

358:                                              ; preds = %356, %354, %293, %154
  %359 = phi { i64, i64 } [ %357, %356 ], [ %160, %154 ], [ %353, %293 ], [ %355, %354 ]
  ret { i64, i64 } %359
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @XXH3_128bits_reset_withSecret(%struct.XXH3_state_s* nocapture noundef writeonly %0, i8* nocapture noundef %1, i64 noundef %2) local_unnamed_addr #4 {
  %4 = icmp eq %struct.XXH3_state_s* %0, null
  br i1 %4, label %24, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 3
  %7 = bitcast i32* %6 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %7, i8 0, i64 24, i1 false) #24
  %8 = bitcast %struct.XXH3_state_s* %0 to <2 x i64>*
  store <2 x i64> <i64 3266489917, i64 -7046029288634856825>, <2 x i64>* %8, align 64, !tbaa !21
  %9 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 2
  %10 = bitcast i64* %9 to <2 x i64>*
  store <2 x i64> <i64 -4417276706812531889, i64 1609587929392839161>, <2 x i64>* %10, align 16, !tbaa !21
  %11 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 4
  %12 = bitcast i64* %11 to <2 x i64>*
  store <2 x i64> <i64 -8796714831421723037, i64 2246822519>, <2 x i64>* %12, align 32, !tbaa !21
  %13 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 6
  %14 = bitcast i64* %13 to <2 x i64>*
  store <2 x i64> <i64 2870177450012600261, i64 2654435761>, <2 x i64>* %14, align 16, !tbaa !21
  %15 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 9
  store i64 0, i64* %15, align 8, !tbaa !342
  %16 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 11
  store i8* %1, i8** %16, align 8, !tbaa !345
  %17 = icmp ugt i64 %2, 135
  tail call void @llvm.assume(i1 %17) #24
  %18 = add i64 %2, -64
  %19 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 8
  store i64 %18, i64* %19, align 32, !tbaa !346
  %20 = lshr i64 %18, 3
  %21 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 7
  store i64 %20, i64* %21, align 8, !tbaa !347
  %22 = icmp eq i8* %1, null
  %23 = zext i1 %22 to i32
  br label %24

24:                                               ; preds = %5, %3
  %25 = phi i32 [ 1, %3 ], [ %23, %5 ]
  ret i32 %25
}

; Function Attrs: nounwind uwtable
define dso_local i32 @XXH3_128bits_reset_withSeed(%struct.XXH3_state_s* nocapture noundef %0, i64 noundef %1) local_unnamed_addr #18 {
  %3 = icmp eq %struct.XXH3_state_s* %0, null
  br i1 %3, label %74, label %4

4:                                                ; preds = %2
  %5 = icmp eq i64 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %4
  %7 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 3
  %8 = bitcast i32* %7 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %8, i8 0, i64 24, i1 false) #24
  %9 = bitcast %struct.XXH3_state_s* %0 to <2 x i64>*
  store <2 x i64> <i64 3266489917, i64 -7046029288634856825>, <2 x i64>* %9, align 64, !tbaa !21
  %10 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 2
  %11 = bitcast i64* %10 to <2 x i64>*
  store <2 x i64> <i64 -4417276706812531889, i64 1609587929392839161>, <2 x i64>* %11, align 16, !tbaa !21
  %12 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 4
  %13 = bitcast i64* %12 to <2 x i64>*
  store <2 x i64> <i64 -8796714831421723037, i64 2246822519>, <2 x i64>* %13, align 32, !tbaa !21
  %14 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 6
  %15 = bitcast i64* %14 to <2 x i64>*
  store <2 x i64> <i64 2870177450012600261, i64 2654435761>, <2 x i64>* %15, align 16, !tbaa !21
  %16 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 9
  store i64 0, i64* %16, align 8, !tbaa !342
  br label %69

17:                                               ; preds = %4
  %18 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 9
  %19 = load i64, i64* %18, align 8, !tbaa !342
  %20 = icmp eq i64 %19, %1
  br i1 %20, label %21, label %25

21:                                               ; preds = %17
  %22 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 11
  %23 = load i8*, i8** %22, align 8, !tbaa !345
  %24 = icmp eq i8* %23, null
  br i1 %24, label %58, label %25

25:                                               ; preds = %21, %17
  %26 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 0
  %27 = sub i64 0, %1
  %28 = insertelement <2 x i64> undef, i64 %1, i64 0
  %29 = insertelement <2 x i64> %28, i64 %27, i64 1
  %30 = bitcast i8* %26 to <2 x i64>*
  %31 = tail call <2 x i64>* asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(<2 x i64>* nonnull %30) #26, !srcloc !500
  %32 = ptrtoint <2 x i64>* %31 to i64
  %33 = and i64 %32, 15
  %34 = icmp eq i64 %33, 0
  tail call void @llvm.assume(i1 %34) #24
  %35 = add <2 x i64> %29, <i64 -4734510112055689544, i64 2066345149520216444>
  store <2 x i64> %35, <2 x i64>* %31, align 16, !tbaa !17
  %36 = add <2 x i64> %29, <i64 -2623469361688619810, i64 2262974939099578482>
  %37 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 1
  store <2 x i64> %36, <2 x i64>* %37, align 16, !tbaa !17
  %38 = add <2 x i64> %29, <i64 8711581037947681227, i64 2410270004345854594>
  %39 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 2
  store <2 x i64> %38, <2 x i64>* %39, align 16, !tbaa !17
  %40 = add <2 x i64> %29, <i64 -8204357891075471176, i64 5487137525590930912>
  %41 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 3
  store <2 x i64> %40, <2 x i64>* %41, align 16, !tbaa !17
  %42 = add <2 x i64> %29, <i64 -3818837453329782724, i64 -6688317018830679928>
  %43 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 4
  store <2 x i64> %42, <2 x i64>* %43, align 16, !tbaa !17
  %44 = add <2 x i64> %29, <i64 5690594596133299313, i64 -2833645246901970632>
  %45 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 5
  store <2 x i64> %44, <2 x i64>* %45, align 16, !tbaa !17
  %46 = add <2 x i64> %29, <i64 4554437623014685352, i64 2111919702937427193>
  %47 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 6
  store <2 x i64> %46, <2 x i64>* %47, align 16, !tbaa !17
  %48 = add <2 x i64> %29, <i64 3556072174620004746, i64 7238261902898274248>
  %49 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 7
  store <2 x i64> %48, <2 x i64>* %49, align 16, !tbaa !17
  %50 = add <2 x i64> %29, <i64 -4329134394285701654, i64 -1485321483350670907>
  %51 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 8
  store <2 x i64> %50, <2 x i64>* %51, align 16, !tbaa !17
  %52 = add <2 x i64> %29, <i64 5321830579834785047, i64 -7032137544937171245>
  %53 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 9
  store <2 x i64> %52, <2 x i64>* %53, align 16, !tbaa !17
  %54 = add <2 x i64> %29, <i64 -242834301215959509, i64 -3588858202114426737>
  %55 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 10
  store <2 x i64> %54, <2 x i64>* %55, align 16, !tbaa !17
  %56 = add <2 x i64> %29, <i64 2883454493032893253, i64 9097354517224871855>
  %57 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 11
  store <2 x i64> %56, <2 x i64>* %57, align 16, !tbaa !17
  br label %58

58:                                               ; preds = %25, %21
  %59 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 3
  %60 = bitcast i32* %59 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %60, i8 0, i64 24, i1 false) #24
  %61 = bitcast %struct.XXH3_state_s* %0 to <2 x i64>*
  store <2 x i64> <i64 3266489917, i64 -7046029288634856825>, <2 x i64>* %61, align 64, !tbaa !21
  %62 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 2
  %63 = bitcast i64* %62 to <2 x i64>*
  store <2 x i64> <i64 -4417276706812531889, i64 1609587929392839161>, <2 x i64>* %63, align 16, !tbaa !21
  %64 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 4
  %65 = bitcast i64* %64 to <2 x i64>*
  store <2 x i64> <i64 -8796714831421723037, i64 2246822519>, <2 x i64>* %65, align 32, !tbaa !21
  %66 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 6
  %67 = bitcast i64* %66 to <2 x i64>*
  store <2 x i64> <i64 2870177450012600261, i64 2654435761>, <2 x i64>* %67, align 16, !tbaa !21
  store i64 %1, i64* %18, align 8, !tbaa !342
  %68 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 4
  store i32 1, i32* %68, align 4, !tbaa !348
  br label %69

69:                                               ; preds = %58, %6
  %70 = phi i8* [ null, %58 ], [ getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), %6 ]
  %71 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 11
  store i8* %70, i8** %71, align 8, !tbaa !345
  %72 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 7
  %73 = bitcast i64* %72 to <2 x i64>*
  store <2 x i64> <i64 16, i64 128>, <2 x i64>* %73, align 8, !tbaa !21
  br label %74

74:                                               ; preds = %69, %2
  %75 = phi i32 [ 1, %2 ], [ 0, %69 ]
  ret i32 %75
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn writeonly
define dso_local i32 @XXH3_128bits_reset_withSecretandSeed(%struct.XXH3_state_s* nocapture noundef writeonly %0, i8* nocapture noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #19 {
  %5 = icmp eq %struct.XXH3_state_s* %0, null
  %6 = icmp eq i8* %1, null
  %7 = or i1 %5, %6
  %8 = icmp ult i64 %2, 136
  %9 = or i1 %7, %8
  br i1 %9, label %27, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 3
  %12 = bitcast i32* %11 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %12, i8 0, i64 24, i1 false) #24
  %13 = bitcast %struct.XXH3_state_s* %0 to <2 x i64>*
  store <2 x i64> <i64 3266489917, i64 -7046029288634856825>, <2 x i64>* %13, align 64, !tbaa !21
  %14 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 2
  %15 = bitcast i64* %14 to <2 x i64>*
  store <2 x i64> <i64 -4417276706812531889, i64 1609587929392839161>, <2 x i64>* %15, align 16, !tbaa !21
  %16 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 4
  %17 = bitcast i64* %16 to <2 x i64>*
  store <2 x i64> <i64 -8796714831421723037, i64 2246822519>, <2 x i64>* %17, align 32, !tbaa !21
  %18 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 6
  %19 = bitcast i64* %18 to <2 x i64>*
  store <2 x i64> <i64 2870177450012600261, i64 2654435761>, <2 x i64>* %19, align 16, !tbaa !21
  %20 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 9
  store i64 %3, i64* %20, align 8, !tbaa !342
  %21 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 4
  %22 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 11
  store i8* %1, i8** %22, align 8, !tbaa !345
  %23 = add i64 %2, -64
  %24 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 8
  store i64 %23, i64* %24, align 32, !tbaa !346
  %25 = lshr i64 %23, 3
  %26 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 7
  store i64 %25, i64* %26, align 8, !tbaa !347
  store i32 1, i32* %21, align 4, !tbaa !348
  br label %27

27:                                               ; preds = %10, %4
  %28 = phi i32 [ 0, %10 ], [ 1, %4 ]
  ret i32 %28
}

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local i32 @XXH128_isEqual(i64 %0, i64 %1, i64 %2, i64 %3) local_unnamed_addr #20 {
  %5 = alloca %struct.XXH128_hash_t, align 8
  %6 = alloca %struct.XXH128_hash_t, align 8
  %7 = getelementptr inbounds %struct.XXH128_hash_t, %struct.XXH128_hash_t* %5, i64 0, i32 0
  store i64 %0, i64* %7, align 8
  %8 = getelementptr inbounds %struct.XXH128_hash_t, %struct.XXH128_hash_t* %5, i64 0, i32 1
  store i64 %1, i64* %8, align 8
  %9 = getelementptr inbounds %struct.XXH128_hash_t, %struct.XXH128_hash_t* %6, i64 0, i32 0
  store i64 %2, i64* %9, align 8
  %10 = getelementptr inbounds %struct.XXH128_hash_t, %struct.XXH128_hash_t* %6, i64 0, i32 1
  store i64 %3, i64* %10, align 8
  %11 = bitcast %struct.XXH128_hash_t* %5 to i8*
  %12 = bitcast %struct.XXH128_hash_t* %6 to i8*
  %13 = call i32 @bcmp(i8* noundef nonnull dereferenceable(16) %11, i8* noundef nonnull dereferenceable(16) %12, i64 16)
  %14 = icmp eq i32 %13, 0
  %15 = zext i1 %14 to i32
  ret i32 %15
}

; Function Attrs: argmemonly nofree nounwind readonly willreturn
declare i32 @bcmp(i8* nocapture, i8* nocapture, i64) local_unnamed_addr #21

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @XXH128_cmp(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) local_unnamed_addr #22 {
  %3 = bitcast i8* %0 to i64*
  %4 = load i64, i64* %3, align 8, !tbaa.struct !501
  %5 = getelementptr inbounds i8, i8* %0, i64 8
  %6 = bitcast i8* %5 to i64*
  %7 = load i64, i64* %6, align 8, !tbaa.struct !502
  %8 = bitcast i8* %1 to i64*
  %9 = load i64, i64* %8, align 8, !tbaa.struct !501
  %10 = getelementptr inbounds i8, i8* %1, i64 8
  %11 = bitcast i8* %10 to i64*
  %12 = load i64, i64* %11, align 8, !tbaa.struct !502
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

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local void @XXH128_canonicalFromHash(%struct.XXH128_canonical_t* nocapture noundef writeonly %0, i64 %1, i64 %2) local_unnamed_addr #4 {
  %4 = tail call i64 @llvm.bswap.i64(i64 %2) #24
  %5 = tail call i64 @llvm.bswap.i64(i64 %1) #24
  %6 = bitcast %struct.XXH128_canonical_t* %0 to i64*
  store i64 %4, i64* %6, align 1
  %7 = getelementptr inbounds %struct.XXH128_canonical_t, %struct.XXH128_canonical_t* %0, i64 0, i32 0, i64 8
  %8 = bitcast i8* %7 to i64*
  store i64 %5, i64* %8, align 1
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readonly uwtable willreturn
define dso_local { i64, i64 } @XXH128_hashFromCanonical(%struct.XXH128_canonical_t* nocapture noundef readonly %0) local_unnamed_addr #7 {
  %2 = bitcast %struct.XXH128_canonical_t* %0 to i64*
  %3 = load i64, i64* %2, align 1, !tbaa !21
  %4 = tail call i64 @llvm.bswap.i64(i64 %3) #24
  %5 = getelementptr inbounds %struct.XXH128_canonical_t, %struct.XXH128_canonical_t* %0, i64 0, i32 0, i64 8
  %6 = bitcast i8* %5 to i64*
  %7 = load i64, i64* %6, align 1, !tbaa !21
  %8 = tail call i64 @llvm.bswap.i64(i64 %7) #24
  %9 = insertvalue { i64, i64 } poison, i64 %8, 0
  %10 = insertvalue { i64, i64 } %9, i64 %4, 1
  ret { i64, i64 } %10
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @XXH3_generateSecret(i8* nocapture noundef %0, i64 noundef %1, i8* nocapture noundef readonly %2, i64 noundef %3) local_unnamed_addr #23 {
  %5 = icmp eq i8* %0, null
  %6 = icmp ult i64 %1, 136
  %7 = or i1 %5, %6
  br i1 %7, label %87, label %8

8:                                                ; preds = %4
  %9 = icmp eq i64 %3, 0
  %10 = select i1 %9, i64 192, i64 %3
  %11 = select i1 %9, i8* getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i8* %2
  %12 = icmp eq i8* %11, null
  br i1 %12, label %87, label %13

13:                                               ; preds = %13, %8
  %14 = phi i64 [ %19, %13 ], [ 0, %8 ]
  %15 = sub i64 %1, %14
  %16 = icmp ugt i64 %15, %10
  %17 = select i1 %16, i64 %10, i64 %15
  %18 = getelementptr inbounds i8, i8* %0, i64 %14
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %18, i8* nonnull align 1 %11, i64 %17, i1 false)
  %19 = add i64 %17, %14
  %20 = icmp ult i64 %19, %1
  br i1 %20, label %13, label %21, !llvm.loop !503

21:                                               ; preds = %13
  %22 = tail call { i64, i64 } @XXH3_128bits_withSeed(i8* nocapture noundef nonnull %11, i64 noundef %10, i64 noundef 0) #25
  %23 = extractvalue { i64, i64 } %22, 0
  %24 = extractvalue { i64, i64 } %22, 1
  %25 = tail call i64 @llvm.bswap.i64(i64 %23) #24
  %26 = icmp ult i64 %1, 16
  br i1 %26, label %77, label %27

27:                                               ; preds = %21
  %28 = lshr i64 %1, 4
  %29 = xor i64 %23, %24
  %30 = call i64 @llvm.bswap.i64(i64 %29)
  br label %31

31:                                               ; preds = %31, %27
  %32 = phi i64 [ 0, %27 ], [ %75, %31 ]
  %33 = sub nuw nsw i64 6455697860950631241, %32
  %34 = add nuw nsw i64 %32, -4466874330221494952
  %35 = xor i64 %30, %33
  %36 = zext i64 %35 to i128
  %37 = mul nuw i128 %36, 11400714785074694791
  %38 = trunc i128 %37 to i64
  %39 = lshr i128 %37, 64
  %40 = trunc i128 %39 to i64
  %41 = add i64 %38, 270215977642229760
  %42 = xor i64 %34, %25
  %43 = and i64 %42, 4294967295
  %44 = mul nuw i64 %43, 2246822518
  %45 = add i64 %44, %42
  %46 = add i64 %45, %40
  %47 = tail call i64 @llvm.bswap.i64(i64 %46) #24
  %48 = xor i64 %47, %41
  %49 = zext i64 %48 to i128
  %50 = mul nuw i128 %49, 14029467366897019727
  %51 = trunc i128 %50 to i64
  %52 = lshr i128 %50, 64
  %53 = trunc i128 %52 to i64
  %54 = mul i64 %46, -4417276706812531889
  %55 = add i64 %54, %53
  %56 = lshr i64 %51, 37
  %57 = xor i64 %56, %51
  %58 = mul i64 %57, 1609587791953885689
  %59 = lshr i64 %58, 32
  %60 = xor i64 %59, %58
  %61 = lshr i64 %55, 37
  %62 = xor i64 %61, %55
  %63 = mul i64 %62, 1609587791953885689
  %64 = lshr i64 %63, 32
  %65 = xor i64 %64, %63
  %66 = shl i64 %32, 4
  %67 = getelementptr inbounds i8, i8* %0, i64 %66
  %68 = bitcast i8* %67 to i64*
  %69 = load i64, i64* %68, align 1, !tbaa !21
  %70 = xor i64 %60, %69
  store i64 %70, i64* %68, align 1
  %71 = getelementptr inbounds i8, i8* %67, i64 8
  %72 = bitcast i8* %71 to i64*
  %73 = load i64, i64* %72, align 1, !tbaa !21
  %74 = xor i64 %65, %73
  store i64 %74, i64* %72, align 1
  %75 = add nuw nsw i64 %32, 1
  %76 = icmp eq i64 %75, %28
  br i1 %76, label %77, label %31, !llvm.loop !504

77:                                               ; preds = %31, %21
  %78 = getelementptr inbounds i8, i8* %0, i64 %1
  %79 = getelementptr inbounds i8, i8* %78, i64 -16
  %80 = bitcast i8* %79 to i64*
  %81 = load i64, i64* %80, align 1, !tbaa !21
  %82 = xor i64 %81, %23
  store i64 %82, i64* %80, align 1
  %83 = getelementptr inbounds i8, i8* %79, i64 8
  %84 = bitcast i8* %83 to i64*
  %85 = load i64, i64* %84, align 1, !tbaa !21
  %86 = xor i64 %85, %24
  store i64 %86, i64* %84, align 1
  br label %87

87:                                               ; preds = %77, %8, %4
  %88 = phi i32 [ 0, %77 ], [ 1, %4 ], [ 1, %8 ]
  ret i32 %88
}

; Function Attrs: nounwind uwtable
define dso_local void @XXH3_generateSecret_fromSeed(i8* nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #18 {
  %3 = alloca [192 x i8], align 16
  %4 = getelementptr inbounds [192 x i8], [192 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 192, i8* nonnull %4) #24
  %5 = sub i64 0, %1
  %6 = insertelement <2 x i64> undef, i64 %1, i64 0
  %7 = insertelement <2 x i64> %6, i64 %5, i64 1
  %8 = bitcast [192 x i8]* %3 to <2 x i64>*
  %9 = call <2 x i64>* asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(<2 x i64>* nonnull %8) #26, !srcloc !500
  %10 = ptrtoint <2 x i64>* %9 to i64
  %11 = and i64 %10, 15
  %12 = icmp eq i64 %11, 0
  call void @llvm.assume(i1 %12) #24
  %13 = add <2 x i64> %7, <i64 -4734510112055689544, i64 2066345149520216444>
  store <2 x i64> %13, <2 x i64>* %9, align 16, !tbaa !17
  %14 = add <2 x i64> %7, <i64 -2623469361688619810, i64 2262974939099578482>
  %15 = getelementptr inbounds <2 x i64>, <2 x i64>* %9, i64 1
  store <2 x i64> %14, <2 x i64>* %15, align 16, !tbaa !17
  %16 = add <2 x i64> %7, <i64 8711581037947681227, i64 2410270004345854594>
  %17 = getelementptr inbounds <2 x i64>, <2 x i64>* %9, i64 2
  store <2 x i64> %16, <2 x i64>* %17, align 16, !tbaa !17
  %18 = add <2 x i64> %7, <i64 -8204357891075471176, i64 5487137525590930912>
  %19 = getelementptr inbounds <2 x i64>, <2 x i64>* %9, i64 3
  store <2 x i64> %18, <2 x i64>* %19, align 16, !tbaa !17
  %20 = add <2 x i64> %7, <i64 -3818837453329782724, i64 -6688317018830679928>
  %21 = getelementptr inbounds <2 x i64>, <2 x i64>* %9, i64 4
  store <2 x i64> %20, <2 x i64>* %21, align 16, !tbaa !17
  %22 = add <2 x i64> %7, <i64 5690594596133299313, i64 -2833645246901970632>
  %23 = getelementptr inbounds <2 x i64>, <2 x i64>* %9, i64 5
  store <2 x i64> %22, <2 x i64>* %23, align 16, !tbaa !17
  %24 = add <2 x i64> %7, <i64 4554437623014685352, i64 2111919702937427193>
  %25 = getelementptr inbounds <2 x i64>, <2 x i64>* %9, i64 6
  store <2 x i64> %24, <2 x i64>* %25, align 16, !tbaa !17
  %26 = add <2 x i64> %7, <i64 3556072174620004746, i64 7238261902898274248>
  %27 = getelementptr inbounds <2 x i64>, <2 x i64>* %9, i64 7
  store <2 x i64> %26, <2 x i64>* %27, align 16, !tbaa !17
  %28 = add <2 x i64> %7, <i64 -4329134394285701654, i64 -1485321483350670907>
  %29 = getelementptr inbounds <2 x i64>, <2 x i64>* %9, i64 8
  store <2 x i64> %28, <2 x i64>* %29, align 16, !tbaa !17
  %30 = add <2 x i64> %7, <i64 5321830579834785047, i64 -7032137544937171245>
  %31 = getelementptr inbounds <2 x i64>, <2 x i64>* %9, i64 9
  store <2 x i64> %30, <2 x i64>* %31, align 16, !tbaa !17
  %32 = add <2 x i64> %7, <i64 -242834301215959509, i64 -3588858202114426737>
  %33 = getelementptr inbounds <2 x i64>, <2 x i64>* %9, i64 10
  store <2 x i64> %32, <2 x i64>* %33, align 16, !tbaa !17
  %34 = add <2 x i64> %7, <i64 2883454493032893253, i64 9097354517224871855>
  %35 = getelementptr inbounds <2 x i64>, <2 x i64>* %9, i64 11
  store <2 x i64> %34, <2 x i64>* %35, align 16, !tbaa !17
  %36 = icmp ne i8* %0, null
  call void @llvm.assume(i1 %36)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(192) %0, i8* noundef nonnull align 16 dereferenceable(192) %4, i64 192, i1 false)
  call void @llvm.lifetime.end.p0i8(i64 192, i8* nonnull %4) #24
  ret void
}

attributes #0 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #1 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone willreturn }
attributes #9 = { mustprogress nofree nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree noinline nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree noinline nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { inaccessiblemem_or_argmemonly nofree nosync nounwind willreturn }
attributes #15 = { argmemonly nofree nosync nounwind willreturn }
attributes #16 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nofree noinline nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { mustprogress nofree nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { mustprogress nofree nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #21 = { argmemonly nofree nounwind readonly willreturn }
attributes #22 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #23 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #24 = { nounwind }
attributes #25 = { nounwind readonly willreturn }
attributes #26 = { nounwind readnone }

!llvm.ident = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"XXH32_state_s", !6, i64 0, !6, i64 4, !7, i64 8, !7, i64 24, !6, i64 40, !6, i64 44}
!11 = !{!10, !6, i64 4}
!12 = !{!10, !6, i64 40}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = !{!7, !7, i64 0}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = !{!22, !22, i64 0}
!22 = !{!"long", !7, i64 0}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !14}
!27 = !{!28, !22, i64 0}
!28 = !{!"XXH64_state_s", !22, i64 0, !7, i64 8, !7, i64 40, !6, i64 72, !6, i64 76, !22, i64 80}
!29 = !{!28, !6, i64 72}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !16}
!32 = !{!"branch_weights", i32 2000, i32 1}
!33 = !{!34}
!34 = distinct !{!34, !35, !"XXH3_64bits_internal: argument 0"}
!35 = distinct !{!35, !"XXH3_64bits_internal"}
!36 = !{!37}
!37 = distinct !{!37, !35, !"XXH3_64bits_internal: argument 1"}
!38 = !{!39, !41, !34}
!39 = distinct !{!39, !40, !"XXH3_mix16B: argument 0"}
!40 = distinct !{!40, !"XXH3_mix16B"}
!41 = distinct !{!41, !42, !"XXH3_len_17to128_64b: argument 0"}
!42 = distinct !{!42, !"XXH3_len_17to128_64b"}
!43 = !{!44, !45, !37}
!44 = distinct !{!44, !40, !"XXH3_mix16B: argument 1"}
!45 = distinct !{!45, !42, !"XXH3_len_17to128_64b: argument 1"}
!46 = !{!47, !41, !34}
!47 = distinct !{!47, !48, !"XXH3_mix16B: argument 0"}
!48 = distinct !{!48, !"XXH3_mix16B"}
!49 = !{!50, !45, !37}
!50 = distinct !{!50, !48, !"XXH3_mix16B: argument 1"}
!51 = !{!52, !41, !34}
!52 = distinct !{!52, !53, !"XXH3_mix16B: argument 0"}
!53 = distinct !{!53, !"XXH3_mix16B"}
!54 = !{!55, !45, !37}
!55 = distinct !{!55, !53, !"XXH3_mix16B: argument 1"}
!56 = !{!57, !41, !34}
!57 = distinct !{!57, !58, !"XXH3_mix16B: argument 0"}
!58 = distinct !{!58, !"XXH3_mix16B"}
!59 = !{!60, !45, !37}
!60 = distinct !{!60, !58, !"XXH3_mix16B: argument 1"}
!61 = !{!62, !41, !34}
!62 = distinct !{!62, !63, !"XXH3_mix16B: argument 0"}
!63 = distinct !{!63, !"XXH3_mix16B"}
!64 = !{!65, !45, !37}
!65 = distinct !{!65, !63, !"XXH3_mix16B: argument 1"}
!66 = !{!67, !41, !34}
!67 = distinct !{!67, !68, !"XXH3_mix16B: argument 0"}
!68 = distinct !{!68, !"XXH3_mix16B"}
!69 = !{!70, !45, !37}
!70 = distinct !{!70, !68, !"XXH3_mix16B: argument 1"}
!71 = !{!72, !41, !34}
!72 = distinct !{!72, !73, !"XXH3_mix16B: argument 0"}
!73 = distinct !{!73, !"XXH3_mix16B"}
!74 = !{!75, !45, !37}
!75 = distinct !{!75, !73, !"XXH3_mix16B: argument 1"}
!76 = !{!77, !41, !34}
!77 = distinct !{!77, !78, !"XXH3_mix16B: argument 0"}
!78 = distinct !{!78, !"XXH3_mix16B"}
!79 = !{!80, !45, !37}
!80 = distinct !{!80, !78, !"XXH3_mix16B: argument 1"}
!81 = !{i64 (i8*, i64, i64, i8*, i64)* @XXH3_hashLong_64b_default, i64 (i8*, i64, i64, i8*, i64)* @XXH3_hashLong_64b_withSecret, i64 (i8*, i64, i64, i8*, i64)* @XXH3_hashLong_64b_withSeed}
!82 = !{!83}
!83 = distinct !{!83, !84, !"XXH3_mix16B: argument 0"}
!84 = distinct !{!84, !"XXH3_mix16B"}
!85 = !{!86}
!86 = distinct !{!86, !84, !"XXH3_mix16B: argument 1"}
!87 = !{!88}
!88 = distinct !{!88, !84, !"XXH3_mix16B: argument 0:It1"}
!89 = !{!90}
!90 = distinct !{!90, !84, !"XXH3_mix16B: argument 1:It1"}
!91 = !{!92}
!92 = distinct !{!92, !84, !"XXH3_mix16B: argument 0:It2"}
!93 = !{!94}
!94 = distinct !{!94, !84, !"XXH3_mix16B: argument 1:It2"}
!95 = !{!96}
!96 = distinct !{!96, !84, !"XXH3_mix16B: argument 0:It3"}
!97 = !{!98}
!98 = distinct !{!98, !84, !"XXH3_mix16B: argument 1:It3"}
!99 = !{!100}
!100 = distinct !{!100, !84, !"XXH3_mix16B: argument 0:It4"}
!101 = !{!102}
!102 = distinct !{!102, !84, !"XXH3_mix16B: argument 1:It4"}
!103 = !{!104}
!104 = distinct !{!104, !84, !"XXH3_mix16B: argument 0:It5"}
!105 = !{!106}
!106 = distinct !{!106, !84, !"XXH3_mix16B: argument 1:It5"}
!107 = !{!108}
!108 = distinct !{!108, !84, !"XXH3_mix16B: argument 0:It6"}
!109 = !{!110}
!110 = distinct !{!110, !84, !"XXH3_mix16B: argument 1:It6"}
!111 = !{!112}
!112 = distinct !{!112, !84, !"XXH3_mix16B: argument 0:It7"}
!113 = !{!114}
!114 = distinct !{!114, !84, !"XXH3_mix16B: argument 1:It7"}
!115 = !{!116}
!116 = distinct !{!116, !117, !"XXH3_mix16B: argument 0"}
!117 = distinct !{!117, !"XXH3_mix16B"}
!118 = !{!119}
!119 = distinct !{!119, !117, !"XXH3_mix16B: argument 1"}
!120 = !{i64 2148673069}
!121 = !{!122}
!122 = distinct !{!122, !123, !"XXH3_mix16B: argument 0"}
!123 = distinct !{!123, !"XXH3_mix16B"}
!124 = !{!125}
!125 = distinct !{!125, !123, !"XXH3_mix16B: argument 1"}
!126 = distinct !{!126, !14}
!127 = !{!128}
!128 = distinct !{!128, !129, !"XXH3_hashLong_64b_internal: argument 0"}
!129 = distinct !{!129, !"XXH3_hashLong_64b_internal"}
!130 = !{!131}
!131 = distinct !{!131, !129, !"XXH3_hashLong_64b_internal: argument 1"}
!132 = !{!133}
!133 = distinct !{!133, !134, !"XXH3_hashLong_internal_loop: argument 1"}
!134 = distinct !{!134, !"XXH3_hashLong_internal_loop"}
!135 = !{!136}
!136 = distinct !{!136, !134, !"XXH3_hashLong_internal_loop: argument 2"}
!137 = !{!138}
!138 = distinct !{!138, !139, !"XXH3_accumulate_sse2: argument 1"}
!139 = distinct !{!139, !"XXH3_accumulate_sse2"}
!140 = !{!141}
!141 = distinct !{!141, !139, !"XXH3_accumulate_sse2: argument 2"}
!142 = !{!141, !136, !131}
!143 = !{!144}
!144 = distinct !{!144, !145, !"XXH3_accumulate_512_sse2: argument 1"}
!145 = distinct !{!145, !"XXH3_accumulate_512_sse2"}
!146 = !{!147}
!147 = distinct !{!147, !145, !"XXH3_accumulate_512_sse2: argument 2"}
!148 = !{!144, !138, !133, !128}
!149 = !{!150, !147, !151, !141, !152, !136, !131}
!150 = distinct !{!150, !145, !"XXH3_accumulate_512_sse2: argument 0"}
!151 = distinct !{!151, !139, !"XXH3_accumulate_sse2: argument 0"}
!152 = distinct !{!152, !134, !"XXH3_hashLong_internal_loop: argument 0"}
!153 = !{!147, !141, !136, !131}
!154 = !{!150, !144, !151, !138, !152, !133, !128}
!155 = distinct !{!155, !14}
!156 = distinct !{!156, !14}
!157 = !{!158}
!158 = distinct !{!158, !159, !"XXH3_accumulate_sse2: argument 1"}
!159 = distinct !{!159, !"XXH3_accumulate_sse2"}
!160 = !{!161}
!161 = distinct !{!161, !159, !"XXH3_accumulate_sse2: argument 2"}
!162 = !{!161, !136, !131}
!163 = !{!164}
!164 = distinct !{!164, !165, !"XXH3_accumulate_512_sse2: argument 1"}
!165 = distinct !{!165, !"XXH3_accumulate_512_sse2"}
!166 = !{!167}
!167 = distinct !{!167, !165, !"XXH3_accumulate_512_sse2: argument 2"}
!168 = !{!164, !158, !133, !128}
!169 = !{!170, !167, !171, !161, !152, !136, !131}
!170 = distinct !{!170, !165, !"XXH3_accumulate_512_sse2: argument 0"}
!171 = distinct !{!171, !159, !"XXH3_accumulate_sse2: argument 0"}
!172 = !{!167, !161, !136, !131}
!173 = !{!170, !164, !171, !158, !152, !133, !128}
!174 = !{!175, !133, !128}
!175 = distinct !{!175, !176, !"XXH3_accumulate_512_sse2: argument 1"}
!176 = distinct !{!176, !"XXH3_accumulate_512_sse2"}
!177 = !{!178, !179, !152, !136, !131}
!178 = distinct !{!178, !176, !"XXH3_accumulate_512_sse2: argument 0"}
!179 = distinct !{!179, !176, !"XXH3_accumulate_512_sse2: argument 2"}
!180 = !{!181}
!181 = distinct !{!181, !182, !"XXH3_64bits_internal: argument 0"}
!182 = distinct !{!182, !"XXH3_64bits_internal"}
!183 = !{!184}
!184 = distinct !{!184, !182, !"XXH3_64bits_internal: argument 1"}
!185 = !{!186}
!186 = distinct !{!186, !187, !"XXH3_len_17to128_64b: argument 0"}
!187 = distinct !{!187, !"XXH3_len_17to128_64b"}
!188 = !{!189}
!189 = distinct !{!189, !187, !"XXH3_len_17to128_64b: argument 1"}
!190 = !{!191}
!191 = distinct !{!191, !192, !"XXH3_mix16B: argument 0"}
!192 = distinct !{!192, !"XXH3_mix16B"}
!193 = !{!194}
!194 = distinct !{!194, !192, !"XXH3_mix16B: argument 1"}
!195 = !{!191, !186, !181}
!196 = !{!194, !189, !184}
!197 = !{!198}
!198 = distinct !{!198, !199, !"XXH3_mix16B: argument 0"}
!199 = distinct !{!199, !"XXH3_mix16B"}
!200 = !{!201}
!201 = distinct !{!201, !199, !"XXH3_mix16B: argument 1"}
!202 = !{!198, !186, !181}
!203 = !{!201, !189, !184}
!204 = !{!205}
!205 = distinct !{!205, !206, !"XXH3_mix16B: argument 0"}
!206 = distinct !{!206, !"XXH3_mix16B"}
!207 = !{!208}
!208 = distinct !{!208, !206, !"XXH3_mix16B: argument 1"}
!209 = !{!205, !186, !181}
!210 = !{!208, !189, !184}
!211 = !{!212}
!212 = distinct !{!212, !213, !"XXH3_mix16B: argument 0"}
!213 = distinct !{!213, !"XXH3_mix16B"}
!214 = !{!215}
!215 = distinct !{!215, !213, !"XXH3_mix16B: argument 1"}
!216 = !{!212, !186, !181}
!217 = !{!215, !189, !184}
!218 = !{!219}
!219 = distinct !{!219, !220, !"XXH3_mix16B: argument 0"}
!220 = distinct !{!220, !"XXH3_mix16B"}
!221 = !{!222}
!222 = distinct !{!222, !220, !"XXH3_mix16B: argument 1"}
!223 = !{!219, !186, !181}
!224 = !{!222, !189, !184}
!225 = !{!226}
!226 = distinct !{!226, !227, !"XXH3_mix16B: argument 0"}
!227 = distinct !{!227, !"XXH3_mix16B"}
!228 = !{!229}
!229 = distinct !{!229, !227, !"XXH3_mix16B: argument 1"}
!230 = !{!226, !186, !181}
!231 = !{!229, !189, !184}
!232 = !{!233}
!233 = distinct !{!233, !234, !"XXH3_mix16B: argument 0"}
!234 = distinct !{!234, !"XXH3_mix16B"}
!235 = !{!236}
!236 = distinct !{!236, !234, !"XXH3_mix16B: argument 1"}
!237 = !{!233, !186, !181}
!238 = !{!236, !189, !184}
!239 = !{!240}
!240 = distinct !{!240, !241, !"XXH3_mix16B: argument 0"}
!241 = distinct !{!241, !"XXH3_mix16B"}
!242 = !{!243}
!243 = distinct !{!243, !241, !"XXH3_mix16B: argument 1"}
!244 = !{!240, !186, !181}
!245 = !{!243, !189, !184}
!246 = !{!247}
!247 = distinct !{!247, !248, !"XXH3_64bits_internal: argument 0"}
!248 = distinct !{!248, !"XXH3_64bits_internal"}
!249 = !{!250}
!250 = distinct !{!250, !248, !"XXH3_64bits_internal: argument 1"}
!251 = !{!252, !254, !247}
!252 = distinct !{!252, !253, !"XXH3_mix16B: argument 0"}
!253 = distinct !{!253, !"XXH3_mix16B"}
!254 = distinct !{!254, !255, !"XXH3_len_17to128_64b: argument 0"}
!255 = distinct !{!255, !"XXH3_len_17to128_64b"}
!256 = !{!257, !258, !250}
!257 = distinct !{!257, !253, !"XXH3_mix16B: argument 1"}
!258 = distinct !{!258, !255, !"XXH3_len_17to128_64b: argument 1"}
!259 = !{!260, !254, !247}
!260 = distinct !{!260, !261, !"XXH3_mix16B: argument 0"}
!261 = distinct !{!261, !"XXH3_mix16B"}
!262 = !{!263, !258, !250}
!263 = distinct !{!263, !261, !"XXH3_mix16B: argument 1"}
!264 = !{!265, !254, !247}
!265 = distinct !{!265, !266, !"XXH3_mix16B: argument 0"}
!266 = distinct !{!266, !"XXH3_mix16B"}
!267 = !{!268, !258, !250}
!268 = distinct !{!268, !266, !"XXH3_mix16B: argument 1"}
!269 = !{!270, !254, !247}
!270 = distinct !{!270, !271, !"XXH3_mix16B: argument 0"}
!271 = distinct !{!271, !"XXH3_mix16B"}
!272 = !{!273, !258, !250}
!273 = distinct !{!273, !271, !"XXH3_mix16B: argument 1"}
!274 = !{!275, !254, !247}
!275 = distinct !{!275, !276, !"XXH3_mix16B: argument 0"}
!276 = distinct !{!276, !"XXH3_mix16B"}
!277 = !{!278, !258, !250}
!278 = distinct !{!278, !276, !"XXH3_mix16B: argument 1"}
!279 = !{!280, !254, !247}
!280 = distinct !{!280, !281, !"XXH3_mix16B: argument 0"}
!281 = distinct !{!281, !"XXH3_mix16B"}
!282 = !{!283, !258, !250}
!283 = distinct !{!283, !281, !"XXH3_mix16B: argument 1"}
!284 = !{!285, !254, !247}
!285 = distinct !{!285, !286, !"XXH3_mix16B: argument 0"}
!286 = distinct !{!286, !"XXH3_mix16B"}
!287 = !{!288, !258, !250}
!288 = distinct !{!288, !286, !"XXH3_mix16B: argument 1"}
!289 = !{!290, !254, !247}
!290 = distinct !{!290, !291, !"XXH3_mix16B: argument 0"}
!291 = distinct !{!291, !"XXH3_mix16B"}
!292 = !{!293, !258, !250}
!293 = distinct !{!293, !291, !"XXH3_mix16B: argument 1"}
!294 = !{!295}
!295 = distinct !{!295, !296, !"XXH3_64bits_internal: argument 0"}
!296 = distinct !{!296, !"XXH3_64bits_internal"}
!297 = !{!298}
!298 = distinct !{!298, !296, !"XXH3_64bits_internal: argument 1"}
!299 = !{!300, !302, !295}
!300 = distinct !{!300, !301, !"XXH3_mix16B: argument 0"}
!301 = distinct !{!301, !"XXH3_mix16B"}
!302 = distinct !{!302, !303, !"XXH3_len_17to128_64b: argument 0"}
!303 = distinct !{!303, !"XXH3_len_17to128_64b"}
!304 = !{!305, !306, !298}
!305 = distinct !{!305, !301, !"XXH3_mix16B: argument 1"}
!306 = distinct !{!306, !303, !"XXH3_len_17to128_64b: argument 1"}
!307 = !{!308, !302, !295}
!308 = distinct !{!308, !309, !"XXH3_mix16B: argument 0"}
!309 = distinct !{!309, !"XXH3_mix16B"}
!310 = !{!311, !306, !298}
!311 = distinct !{!311, !309, !"XXH3_mix16B: argument 1"}
!312 = !{!313, !302, !295}
!313 = distinct !{!313, !314, !"XXH3_mix16B: argument 0"}
!314 = distinct !{!314, !"XXH3_mix16B"}
!315 = !{!316, !306, !298}
!316 = distinct !{!316, !314, !"XXH3_mix16B: argument 1"}
!317 = !{!318, !302, !295}
!318 = distinct !{!318, !319, !"XXH3_mix16B: argument 0"}
!319 = distinct !{!319, !"XXH3_mix16B"}
!320 = !{!321, !306, !298}
!321 = distinct !{!321, !319, !"XXH3_mix16B: argument 1"}
!322 = !{!323, !302, !295}
!323 = distinct !{!323, !324, !"XXH3_mix16B: argument 0"}
!324 = distinct !{!324, !"XXH3_mix16B"}
!325 = !{!326, !306, !298}
!326 = distinct !{!326, !324, !"XXH3_mix16B: argument 1"}
!327 = !{!328, !302, !295}
!328 = distinct !{!328, !329, !"XXH3_mix16B: argument 0"}
!329 = distinct !{!329, !"XXH3_mix16B"}
!330 = !{!331, !306, !298}
!331 = distinct !{!331, !329, !"XXH3_mix16B: argument 1"}
!332 = !{!333, !302, !295}
!333 = distinct !{!333, !334, !"XXH3_mix16B: argument 0"}
!334 = distinct !{!334, !"XXH3_mix16B"}
!335 = !{!336, !306, !298}
!336 = distinct !{!336, !334, !"XXH3_mix16B: argument 1"}
!337 = !{!338, !302, !295}
!338 = distinct !{!338, !339, !"XXH3_mix16B: argument 0"}
!339 = distinct !{!339, !"XXH3_mix16B"}
!340 = !{!341, !306, !298}
!341 = distinct !{!341, !339, !"XXH3_mix16B: argument 1"}
!342 = !{!343, !22, i64 552}
!343 = !{!"XXH3_state_s", !7, i64 0, !7, i64 64, !7, i64 256, !6, i64 512, !6, i64 516, !22, i64 520, !22, i64 528, !22, i64 536, !22, i64 544, !22, i64 552, !22, i64 560, !344, i64 568}
!344 = !{!"any pointer", !7, i64 0}
!345 = !{!343, !344, i64 568}
!346 = !{!343, !22, i64 544}
!347 = !{!343, !22, i64 536}
!348 = !{!343, !6, i64 516}
!349 = !{!350}
!350 = distinct !{!350, !351, !"XXH3_128bits_internal: argument 0"}
!351 = distinct !{!351, !"XXH3_128bits_internal"}
!352 = !{!353, !355}
!353 = distinct !{!353, !354, !"XXH3_mix16B: argument 0"}
!354 = distinct !{!354, !"XXH3_mix16B"}
!355 = distinct !{!355, !356, !"XXH3_len_17to128_128b: argument 0"}
!356 = distinct !{!356, !"XXH3_len_17to128_128b"}
!357 = !{!358, !359, !350}
!358 = distinct !{!358, !354, !"XXH3_mix16B: argument 1"}
!359 = distinct !{!359, !356, !"XXH3_len_17to128_128b: argument 1"}
!360 = !{!355}
!361 = !{!359, !350}
!362 = !{!363, !355}
!363 = distinct !{!363, !364, !"XXH3_mix16B: argument 0"}
!364 = distinct !{!364, !"XXH3_mix16B"}
!365 = !{!366, !359, !350}
!366 = distinct !{!366, !364, !"XXH3_mix16B: argument 1"}
!367 = !{!368, !355}
!368 = distinct !{!368, !369, !"XXH3_mix16B: argument 0"}
!369 = distinct !{!369, !"XXH3_mix16B"}
!370 = !{!371, !359, !350}
!371 = distinct !{!371, !369, !"XXH3_mix16B: argument 1"}
!372 = !{!373, !355}
!373 = distinct !{!373, !374, !"XXH3_mix16B: argument 0"}
!374 = distinct !{!374, !"XXH3_mix16B"}
!375 = !{!376, !359, !350}
!376 = distinct !{!376, !374, !"XXH3_mix16B: argument 1"}
!377 = distinct !{{ i64, i64 } (i8*, i64, i64, i8*, i64)* @XXH3_hashLong_128b_default, { i64, i64 } (i8*, i64, i64, i8*, i64)* @XXH3_hashLong_128b_withSecret, null}
!378 = !{!379}
!379 = distinct !{!379, !380, !"XXH3_mix16B: argument 0"}
!380 = distinct !{!380, !"XXH3_mix16B"}
!381 = !{!382}
!382 = distinct !{!382, !380, !"XXH3_mix16B: argument 1"}
!383 = !{!384}
!384 = distinct !{!384, !385, !"XXH3_mix16B: argument 1"}
!385 = distinct !{!385, !"XXH3_mix16B"}
!386 = !{!387}
!387 = distinct !{!387, !385, !"XXH3_mix16B: argument 0"}
!388 = !{!389}
!389 = distinct !{!389, !380, !"XXH3_mix16B: argument 0:It1"}
!390 = !{!391}
!391 = distinct !{!391, !380, !"XXH3_mix16B: argument 1:It1"}
!392 = !{!393}
!393 = distinct !{!393, !380, !"XXH3_mix16B: argument 0:It2"}
!394 = !{!395}
!395 = distinct !{!395, !380, !"XXH3_mix16B: argument 1:It2"}
!396 = !{!397}
!397 = distinct !{!397, !380, !"XXH3_mix16B: argument 0:It3"}
!398 = !{!399}
!399 = distinct !{!399, !380, !"XXH3_mix16B: argument 1:It3"}
!400 = !{!401}
!401 = distinct !{!401, !402, !"XXH3_mix16B: argument 0"}
!402 = distinct !{!402, !"XXH3_mix16B"}
!403 = !{!404}
!404 = distinct !{!404, !402, !"XXH3_mix16B: argument 1"}
!405 = !{!406}
!406 = distinct !{!406, !407, !"XXH3_mix16B: argument 1"}
!407 = distinct !{!407, !"XXH3_mix16B"}
!408 = !{!409}
!409 = distinct !{!409, !407, !"XXH3_mix16B: argument 0"}
!410 = distinct !{!410, !14}
!411 = !{!412}
!412 = distinct !{!412, !413, !"XXH3_mix16B: argument 0"}
!413 = distinct !{!413, !"XXH3_mix16B"}
!414 = !{!415}
!415 = distinct !{!415, !413, !"XXH3_mix16B: argument 1"}
!416 = !{!417}
!417 = distinct !{!417, !418, !"XXH3_mix16B: argument 1"}
!418 = distinct !{!418, !"XXH3_mix16B"}
!419 = !{!420}
!420 = distinct !{!420, !418, !"XXH3_mix16B: argument 0"}
!421 = !{!422}
!422 = distinct !{!422, !423, !"XXH3_hashLong_128b_internal: argument 0"}
!423 = distinct !{!423, !"XXH3_hashLong_128b_internal"}
!424 = !{!425}
!425 = distinct !{!425, !423, !"XXH3_hashLong_128b_internal: argument 1"}
!426 = !{!427}
!427 = distinct !{!427, !428, !"XXH3_hashLong_internal_loop: argument 1"}
!428 = distinct !{!428, !"XXH3_hashLong_internal_loop"}
!429 = !{!430}
!430 = distinct !{!430, !428, !"XXH3_hashLong_internal_loop: argument 2"}
!431 = !{!432}
!432 = distinct !{!432, !433, !"XXH3_accumulate_sse2: argument 1"}
!433 = distinct !{!433, !"XXH3_accumulate_sse2"}
!434 = !{!435}
!435 = distinct !{!435, !433, !"XXH3_accumulate_sse2: argument 2"}
!436 = !{!435, !430, !425}
!437 = !{!438}
!438 = distinct !{!438, !439, !"XXH3_accumulate_512_sse2: argument 1"}
!439 = distinct !{!439, !"XXH3_accumulate_512_sse2"}
!440 = !{!441}
!441 = distinct !{!441, !439, !"XXH3_accumulate_512_sse2: argument 2"}
!442 = !{!438, !432, !427, !422}
!443 = !{!444, !441, !445, !435, !446, !430, !425}
!444 = distinct !{!444, !439, !"XXH3_accumulate_512_sse2: argument 0"}
!445 = distinct !{!445, !433, !"XXH3_accumulate_sse2: argument 0"}
!446 = distinct !{!446, !428, !"XXH3_hashLong_internal_loop: argument 0"}
!447 = !{!441, !435, !430, !425}
!448 = !{!444, !438, !445, !432, !446, !427, !422}
!449 = !{!450}
!450 = distinct !{!450, !451, !"XXH3_accumulate_sse2: argument 1"}
!451 = distinct !{!451, !"XXH3_accumulate_sse2"}
!452 = !{!453}
!453 = distinct !{!453, !451, !"XXH3_accumulate_sse2: argument 2"}
!454 = !{!453, !430, !425}
!455 = !{!456}
!456 = distinct !{!456, !457, !"XXH3_accumulate_512_sse2: argument 1"}
!457 = distinct !{!457, !"XXH3_accumulate_512_sse2"}
!458 = !{!459}
!459 = distinct !{!459, !457, !"XXH3_accumulate_512_sse2: argument 2"}
!460 = !{!456, !450, !427, !422}
!461 = !{!462, !459, !463, !453, !446, !430, !425}
!462 = distinct !{!462, !457, !"XXH3_accumulate_512_sse2: argument 0"}
!463 = distinct !{!463, !451, !"XXH3_accumulate_sse2: argument 0"}
!464 = !{!459, !453, !430, !425}
!465 = !{!462, !456, !463, !450, !446, !427, !422}
!466 = !{!467, !427, !422}
!467 = distinct !{!467, !468, !"XXH3_accumulate_512_sse2: argument 1"}
!468 = distinct !{!468, !"XXH3_accumulate_512_sse2"}
!469 = !{!470, !471, !446, !430, !425}
!470 = distinct !{!470, !468, !"XXH3_accumulate_512_sse2: argument 0"}
!471 = distinct !{!471, !468, !"XXH3_accumulate_512_sse2: argument 2"}
!472 = !{!473}
!473 = distinct !{!473, !474, !"XXH3_128bits_internal: argument 0"}
!474 = distinct !{!474, !"XXH3_128bits_internal"}
!475 = !{!476, !478}
!476 = distinct !{!476, !477, !"XXH3_mix16B: argument 0"}
!477 = distinct !{!477, !"XXH3_mix16B"}
!478 = distinct !{!478, !479, !"XXH3_len_17to128_128b: argument 0"}
!479 = distinct !{!479, !"XXH3_len_17to128_128b"}
!480 = !{!481, !482, !473}
!481 = distinct !{!481, !477, !"XXH3_mix16B: argument 1"}
!482 = distinct !{!482, !479, !"XXH3_len_17to128_128b: argument 1"}
!483 = !{!478}
!484 = !{!482, !473}
!485 = !{!486, !478}
!486 = distinct !{!486, !487, !"XXH3_mix16B: argument 0"}
!487 = distinct !{!487, !"XXH3_mix16B"}
!488 = !{!489, !482, !473}
!489 = distinct !{!489, !487, !"XXH3_mix16B: argument 1"}
!490 = !{!491, !478}
!491 = distinct !{!491, !492, !"XXH3_mix16B: argument 0"}
!492 = distinct !{!492, !"XXH3_mix16B"}
!493 = !{!494, !482, !473}
!494 = distinct !{!494, !492, !"XXH3_mix16B: argument 1"}
!495 = !{!496, !478}
!496 = distinct !{!496, !497, !"XXH3_mix16B: argument 0"}
!497 = distinct !{!497, !"XXH3_mix16B"}
!498 = !{!499, !482, !473}
!499 = distinct !{!499, !497, !"XXH3_mix16B: argument 1"}
!500 = !{i64 2148675521}
!501 = !{i64 0, i64 8, !21, i64 8, i64 8, !21}
!502 = !{i64 0, i64 8, !21}
!503 = distinct !{!503, !14}
!504 = distinct !{!504, !14}
