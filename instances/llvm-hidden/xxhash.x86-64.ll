; ModuleID = '/tmp/tmpqgxc_g9h/xxhash.ll'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.XXH64_state_s = type { i64, [4 x i64], [4 x i64], i32, i32, i64 }
%struct.XXH3_state_s = type { [8 x i64], [192 x i8], [256 x i8], i32, i32, i64, i64, i64, i64, i64, i64, i8* }

@XXH3_kSecret = external hidden constant [192 x i8], align 64

; Function Attrs: mustprogress nofree nosync nounwind readonly uwtable willreturn
define dso_local i32 @XXH32(i8* noundef readonly %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq i8* %0, null
  br i1 %4, label %63, label %5

5:                                                ; preds = %3
  %6 = icmp ugt i64 %1, 15
  br i1 %6, label %7, label %59

7:                                                ; preds = %5
  %8 = getelementptr inbounds i8, i8* %0, i64 %1
  %9 = getelementptr inbounds i8, i8* %8, i64 -15
  %10 = add i32 %2, 606290984
  %11 = add i32 %2, -2048144777
  %12 = add i32 %2, 1640531535
  br label %13

13:                                               ; preds = %13, %7
  %14 = phi i8* [ %0, %7 ], [ %46, %13 ]
  %15 = phi i32 [ %10, %7 ], [ %24, %13 ]
  %16 = phi i32 [ %11, %7 ], [ %31, %13 ]
  %17 = phi i32 [ %2, %7 ], [ %38, %13 ]
  %18 = phi i32 [ %12, %7 ], [ %45, %13 ]
  %19 = bitcast i8* %14 to i32*
  %20 = load i32, i32* %19, align 1, !tbaa !5
  %21 = mul i32 %20, -2048144777
  %22 = add i32 %21, %15
  %23 = tail call i32 @llvm.fshl.i32(i32 %22, i32 %22, i32 13) #14
  %24 = mul i32 %23, -1640531535
  %25 = getelementptr inbounds i8, i8* %14, i64 4
  %26 = bitcast i8* %25 to i32*
  %27 = load i32, i32* %26, align 1, !tbaa !5
  %28 = mul i32 %27, -2048144777
  %29 = add i32 %28, %16
  %30 = tail call i32 @llvm.fshl.i32(i32 %29, i32 %29, i32 13) #14
  %31 = mul i32 %30, -1640531535
  %32 = getelementptr inbounds i8, i8* %14, i64 8
  %33 = bitcast i8* %32 to i32*
  %34 = load i32, i32* %33, align 1, !tbaa !5
  %35 = mul i32 %34, -2048144777
  %36 = add i32 %35, %17
  %37 = tail call i32 @llvm.fshl.i32(i32 %36, i32 %36, i32 13) #14
  %38 = mul i32 %37, -1640531535
  %39 = getelementptr inbounds i8, i8* %14, i64 12
  %40 = bitcast i8* %39 to i32*
  %41 = load i32, i32* %40, align 1, !tbaa !5
  %42 = mul i32 %41, -2048144777
  %43 = add i32 %42, %18
  %44 = tail call i32 @llvm.fshl.i32(i32 %43, i32 %43, i32 13) #14
  %45 = mul i32 %44, -1640531535
  %46 = getelementptr inbounds i8, i8* %14, i64 16
  %47 = icmp ult i8* %46, %9
  br i1 %47, label %13, label %48, !llvm.loop !9

48:                                               ; preds = %13
  %49 = tail call i32 @llvm.fshl.i32(i32 %24, i32 %24, i32 1) #14
  %50 = tail call i32 @llvm.fshl.i32(i32 %31, i32 %31, i32 7) #14
  %51 = tail call i32 @llvm.fshl.i32(i32 %38, i32 %38, i32 12) #14
  %52 = tail call i32 @llvm.fshl.i32(i32 %45, i32 %45, i32 18) #14
  %53 = trunc i64 %1 to i32
  %54 = add i32 %49, %53
  %55 = add i32 %54, %50
  %56 = add i32 %55, %51
  %57 = add i32 %56, %52
  %58 = and i64 %1, 15
  br label %66

59:                                               ; preds = %5
  %60 = add i32 %2, 374761393
  %61 = trunc i64 %1 to i32
  %62 = add i32 %60, %61
  br label %66

63:                                               ; preds = %3
  %64 = icmp eq i64 %1, 0
  tail call void @llvm.assume(i1 %64) #14
  %65 = add i32 %2, 374761393
  br label %198

66:                                               ; preds = %59, %48
  %67 = phi i64 [ %58, %48 ], [ %1, %59 ]
  %68 = phi i32 [ %57, %48 ], [ %62, %59 ]
  %69 = phi i8* [ %46, %48 ], [ %0, %59 ]
  %70 = icmp ugt i64 %67, 3
  br i1 %70, label %71, label %100

71:                                               ; preds = %66
  %72 = add i64 %67, -4
  %73 = lshr i64 %72, 2
  %74 = add nuw nsw i64 %73, 1
  %75 = and i64 %74, 3
  %76 = icmp eq i64 %75, 0
  br i1 %76, label %92, label %77

77:                                               ; preds = %77, %71
  %78 = phi i32 [ %88, %77 ], [ %68, %71 ]
  %79 = phi i64 [ %89, %77 ], [ %67, %71 ]
  %80 = phi i8* [ %86, %77 ], [ %69, %71 ]
  %81 = phi i64 [ %90, %77 ], [ 0, %71 ]
  %82 = bitcast i8* %80 to i32*
  %83 = load i32, i32* %82, align 1, !tbaa !5
  %84 = mul i32 %83, -1028477379
  %85 = add i32 %84, %78
  %86 = getelementptr inbounds i8, i8* %80, i64 4
  %87 = tail call i32 @llvm.fshl.i32(i32 %85, i32 %85, i32 17) #14
  %88 = mul i32 %87, 668265263
  %89 = add i64 %79, -4
  %90 = add i64 %81, 1
  %91 = icmp eq i64 %90, %75
  br i1 %91, label %92, label %77, !llvm.loop !11

92:                                               ; preds = %77, %71
  %93 = phi i32 [ %68, %71 ], [ %88, %77 ]
  %94 = phi i64 [ %67, %71 ], [ %89, %77 ]
  %95 = phi i8* [ %69, %71 ], [ %86, %77 ]
  %96 = phi i8* [ undef, %71 ], [ %86, %77 ]
  %97 = phi i32 [ undef, %71 ], [ %88, %77 ]
  %98 = phi i64 [ undef, %71 ], [ %89, %77 ]
  %99 = icmp ult i64 %72, 12
  br i1 %99, label %100, label %130

100:                                              ; preds = %130, %92, %66
  %101 = phi i8* [ %69, %66 ], [ %96, %92 ], [ %159, %130 ]
  %102 = phi i64 [ %67, %66 ], [ %98, %92 ], [ %162, %130 ]
  %103 = phi i32 [ %68, %66 ], [ %97, %92 ], [ %161, %130 ]
  %104 = icmp eq i64 %102, 0
  br i1 %104, label %198, label %105

105:                                              ; preds = %100
  %106 = add i64 %102, -1
  %107 = and i64 %102, 3
  %108 = icmp eq i64 %107, 0
  br i1 %108, label %124, label %109

109:                                              ; preds = %109, %105
  %110 = phi i32 [ %120, %109 ], [ %103, %105 ]
  %111 = phi i64 [ %121, %109 ], [ %102, %105 ]
  %112 = phi i8* [ %114, %109 ], [ %101, %105 ]
  %113 = phi i64 [ %122, %109 ], [ 0, %105 ]
  %114 = getelementptr inbounds i8, i8* %112, i64 1
  %115 = load i8, i8* %112, align 1, !tbaa !13
  %116 = zext i8 %115 to i32
  %117 = mul i32 %116, 374761393
  %118 = add i32 %117, %110
  %119 = tail call i32 @llvm.fshl.i32(i32 %118, i32 %118, i32 11) #14
  %120 = mul i32 %119, -1640531535
  %121 = add i64 %111, -1
  %122 = add i64 %113, 1
  %123 = icmp eq i64 %122, %107
  br i1 %123, label %124, label %109, !llvm.loop !14

124:                                              ; preds = %109, %105
  %125 = phi i32 [ undef, %105 ], [ %120, %109 ]
  %126 = phi i32 [ %103, %105 ], [ %120, %109 ]
  %127 = phi i64 [ %102, %105 ], [ %121, %109 ]
  %128 = phi i8* [ %101, %105 ], [ %114, %109 ]
  %129 = icmp ult i64 %106, 3
  br i1 %129, label %198, label %164

130:                                              ; preds = %130, %92
  %131 = phi i32 [ %161, %130 ], [ %93, %92 ]
  %132 = phi i64 [ %162, %130 ], [ %94, %92 ]
  %133 = phi i8* [ %159, %130 ], [ %95, %92 ]
  %134 = bitcast i8* %133 to i32*
  %135 = load i32, i32* %134, align 1, !tbaa !5
  %136 = mul i32 %135, -1028477379
  %137 = add i32 %136, %131
  %138 = getelementptr inbounds i8, i8* %133, i64 4
  %139 = tail call i32 @llvm.fshl.i32(i32 %137, i32 %137, i32 17) #14
  %140 = mul i32 %139, 668265263
  %141 = bitcast i8* %138 to i32*
  %142 = load i32, i32* %141, align 1, !tbaa !5
  %143 = mul i32 %142, -1028477379
  %144 = add i32 %143, %140
  %145 = getelementptr inbounds i8, i8* %133, i64 8
  %146 = tail call i32 @llvm.fshl.i32(i32 %144, i32 %144, i32 17) #14
  %147 = mul i32 %146, 668265263
  %148 = bitcast i8* %145 to i32*
  %149 = load i32, i32* %148, align 1, !tbaa !5
  %150 = mul i32 %149, -1028477379
  %151 = add i32 %150, %147
  %152 = getelementptr inbounds i8, i8* %133, i64 12
  %153 = tail call i32 @llvm.fshl.i32(i32 %151, i32 %151, i32 17) #14
  %154 = mul i32 %153, 668265263
  %155 = bitcast i8* %152 to i32*
  %156 = load i32, i32* %155, align 1, !tbaa !5
  %157 = mul i32 %156, -1028477379
  %158 = add i32 %157, %154
  %159 = getelementptr inbounds i8, i8* %133, i64 16
  %160 = tail call i32 @llvm.fshl.i32(i32 %158, i32 %158, i32 17) #14
  %161 = mul i32 %160, 668265263
  %162 = add i64 %132, -16
  %163 = icmp ugt i64 %162, 3
  br i1 %163, label %130, label %100, !llvm.loop !15

164:                                              ; preds = %164, %124
  %165 = phi i32 [ %195, %164 ], [ %126, %124 ]
  %166 = phi i64 [ %196, %164 ], [ %127, %124 ]
  %167 = phi i8* [ %189, %164 ], [ %128, %124 ]
  %168 = getelementptr inbounds i8, i8* %167, i64 1
  %169 = load i8, i8* %167, align 1, !tbaa !13
  %170 = zext i8 %169 to i32
  %171 = mul i32 %170, 374761393
  %172 = add i32 %171, %165
  %173 = tail call i32 @llvm.fshl.i32(i32 %172, i32 %172, i32 11) #14
  %174 = mul i32 %173, -1640531535
  %175 = getelementptr inbounds i8, i8* %167, i64 2
  %176 = load i8, i8* %168, align 1, !tbaa !13
  %177 = zext i8 %176 to i32
  %178 = mul i32 %177, 374761393
  %179 = add i32 %178, %174
  %180 = tail call i32 @llvm.fshl.i32(i32 %179, i32 %179, i32 11) #14
  %181 = mul i32 %180, -1640531535
  %182 = getelementptr inbounds i8, i8* %167, i64 3
  %183 = load i8, i8* %175, align 1, !tbaa !13
  %184 = zext i8 %183 to i32
  %185 = mul i32 %184, 374761393
  %186 = add i32 %185, %181
  %187 = tail call i32 @llvm.fshl.i32(i32 %186, i32 %186, i32 11) #14
  %188 = mul i32 %187, -1640531535
  %189 = getelementptr inbounds i8, i8* %167, i64 4
  %190 = load i8, i8* %182, align 1, !tbaa !13
  %191 = zext i8 %190 to i32
  %192 = mul i32 %191, 374761393
  %193 = add i32 %192, %188
  %194 = tail call i32 @llvm.fshl.i32(i32 %193, i32 %193, i32 11) #14
  %195 = mul i32 %194, -1640531535
  %196 = add i64 %166, -4
  %197 = icmp eq i64 %196, 0
  br i1 %197, label %198, label %164, !llvm.loop !16

198:                                              ; preds = %164, %124, %100, %63
  %199 = phi i32 [ %103, %100 ], [ %65, %63 ], [ %125, %124 ], [ %195, %164 ]
  %200 = lshr i32 %199, 15
  %201 = xor i32 %200, %199
  %202 = mul i32 %201, -2048144777
  %203 = lshr i32 %202, 13
  %204 = xor i32 %203, %202
  %205 = mul i32 %204, -1028477379
  %206 = lshr i32 %205, 16
  %207 = xor i32 %206, %205
  ret i32 %207
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #1

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @XXH64_reset(%struct.XXH64_state_s* nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #5 {
  %3 = icmp ne %struct.XXH64_state_s* %0, null
  tail call void @llvm.assume(i1 %3)
  %4 = bitcast %struct.XXH64_state_s* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(88) %4, i8 0, i64 88, i1 false)
  %5 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 0
  %6 = insertelement <2 x i64> poison, i64 %1, i64 0
  %7 = shufflevector <2 x i64> %6, <2 x i64> poison, <2 x i32> zeroinitializer
  %8 = add <2 x i64> %7, <i64 6983438078262162902, i64 -4417276706812531889>
  %9 = bitcast i64* %5 to <2 x i64>*
  store <2 x i64> %8, <2 x i64>* %9, align 8, !tbaa !17
  %10 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 2
  store i64 %1, i64* %10, align 8, !tbaa !17
  %11 = add i64 %1, 7046029288634856825
  %12 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 3
  store i64 %11, i64* %12, align 8, !tbaa !17
  ret i32 0
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: nofree noinline nosync nounwind uwtable
define hidden fastcc i64 @XXH3_hashLong_64b_withSecret(i8* noalias nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2, i8* noalias nocapture noundef readonly %3, i64 noundef %4) unnamed_addr #6 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !22)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !24) #14
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27) #14
  %6 = add i64 %4, -64
  %7 = lshr i64 %6, 3
  %8 = shl i64 %7, 6
  %9 = add i64 %1, -1
  %10 = udiv i64 %9, %8
  %11 = urem i64 %9, %8
  %12 = icmp ugt i64 %4, 135
  tail call void @llvm.assume(i1 %12) #14
  %13 = icmp ugt i64 %8, %9
  br i1 %13, label %159, label %14

14:                                               ; preds = %5
  %15 = getelementptr inbounds i8, i8* %3, i64 %4
  %16 = getelementptr inbounds i8, i8* %15, i64 -64
  %17 = bitcast i8* %16 to <2 x i64>*
  %18 = load <2 x i64>, <2 x i64>* %17, align 1, !tbaa !13, !alias.scope !29, !noalias !32
  %19 = getelementptr inbounds i8, i8* %16, i64 16
  %20 = bitcast i8* %19 to <2 x i64>*
  %21 = load <2 x i64>, <2 x i64>* %20, align 1, !tbaa !13, !alias.scope !29, !noalias !32
  %22 = getelementptr inbounds i8, i8* %16, i64 32
  %23 = bitcast i8* %22 to <2 x i64>*
  %24 = load <2 x i64>, <2 x i64>* %23, align 1, !tbaa !13, !alias.scope !29, !noalias !32
  %25 = getelementptr inbounds i8, i8* %16, i64 48
  %26 = bitcast i8* %25 to <2 x i64>*
  %27 = load <2 x i64>, <2 x i64>* %26, align 1, !tbaa !13, !alias.scope !29, !noalias !32
  %28 = tail call i64 @llvm.umax.i64(i64 %10, i64 1) #14
  br label %29

29:                                               ; preds = %112, %14
  %30 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %14 ], [ %156, %112 ]
  %31 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %14 ], [ %145, %112 ]
  %32 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %14 ], [ %134, %112 ]
  %33 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %14 ], [ %123, %112 ]
  %34 = phi i64 [ 0, %14 ], [ %157, %112 ]
  %35 = mul i64 %34, %8
  %36 = getelementptr inbounds i8, i8* %0, i64 %35
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35) #14
  tail call void @llvm.experimental.noalias.scope.decl(metadata !38) #14
  br label %37

37:                                               ; preds = %37, %29
  %38 = phi <2 x i64> [ %30, %29 ], [ %109, %37 ]
  %39 = phi <2 x i64> [ %31, %29 ], [ %93, %37 ]
  %40 = phi <2 x i64> [ %32, %29 ], [ %77, %37 ]
  %41 = phi <2 x i64> [ %33, %29 ], [ %61, %37 ]
  %42 = phi i64 [ 0, %29 ], [ %110, %37 ]
  %43 = shl i64 %42, 6
  %44 = getelementptr inbounds i8, i8* %36, i64 %43
  %45 = getelementptr inbounds i8, i8* %44, i64 320
  tail call void @llvm.prefetch.p0i8(i8* nonnull %45, i32 0, i32 3, i32 1) #14, !noalias !40
  %46 = shl i64 %42, 3
  %47 = getelementptr inbounds i8, i8* %3, i64 %46
  tail call void @llvm.experimental.noalias.scope.decl(metadata !41) #14
  tail call void @llvm.experimental.noalias.scope.decl(metadata !44) #14
  %48 = bitcast i8* %44 to <2 x i64>*
  %49 = bitcast i8* %47 to <2 x i64>*
  %50 = load <2 x i64>, <2 x i64>* %48, align 1, !tbaa !13, !alias.scope !46, !noalias !47
  %51 = load <2 x i64>, <2 x i64>* %49, align 1, !tbaa !13, !alias.scope !50, !noalias !51
  %52 = xor <2 x i64> %51, %50
  %53 = bitcast <2 x i64> %52 to <4 x i32>
  %54 = shufflevector <4 x i32> %53, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %55 = bitcast <4 x i32> %54 to <2 x i64>
  %56 = and <2 x i64> %52, <i64 4294967295, i64 4294967295>
  %57 = and <2 x i64> %55, <i64 4294967295, i64 4294967295>
  %58 = mul nuw <2 x i64> %57, %56
  %59 = shufflevector <2 x i64> %50, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %60 = add <2 x i64> %41, %59
  %61 = add <2 x i64> %60, %58
  %62 = getelementptr inbounds i8, i8* %44, i64 16
  %63 = bitcast i8* %62 to <2 x i64>*
  %64 = load <2 x i64>, <2 x i64>* %63, align 1, !tbaa !13, !alias.scope !46, !noalias !47
  %65 = getelementptr inbounds i8, i8* %47, i64 16
  %66 = bitcast i8* %65 to <2 x i64>*
  %67 = load <2 x i64>, <2 x i64>* %66, align 1, !tbaa !13, !alias.scope !50, !noalias !51
  %68 = xor <2 x i64> %67, %64
  %69 = bitcast <2 x i64> %68 to <4 x i32>
  %70 = shufflevector <4 x i32> %69, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %71 = bitcast <4 x i32> %70 to <2 x i64>
  %72 = and <2 x i64> %68, <i64 4294967295, i64 4294967295>
  %73 = and <2 x i64> %71, <i64 4294967295, i64 4294967295>
  %74 = mul nuw <2 x i64> %73, %72
  %75 = shufflevector <2 x i64> %64, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %76 = add <2 x i64> %40, %75
  %77 = add <2 x i64> %76, %74
  %78 = getelementptr inbounds i8, i8* %44, i64 32
  %79 = bitcast i8* %78 to <2 x i64>*
  %80 = load <2 x i64>, <2 x i64>* %79, align 1, !tbaa !13, !alias.scope !46, !noalias !47
  %81 = getelementptr inbounds i8, i8* %47, i64 32
  %82 = bitcast i8* %81 to <2 x i64>*
  %83 = load <2 x i64>, <2 x i64>* %82, align 1, !tbaa !13, !alias.scope !50, !noalias !51
  %84 = xor <2 x i64> %83, %80
  %85 = bitcast <2 x i64> %84 to <4 x i32>
  %86 = shufflevector <4 x i32> %85, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %87 = bitcast <4 x i32> %86 to <2 x i64>
  %88 = and <2 x i64> %84, <i64 4294967295, i64 4294967295>
  %89 = and <2 x i64> %87, <i64 4294967295, i64 4294967295>
  %90 = mul nuw <2 x i64> %89, %88
  %91 = shufflevector <2 x i64> %80, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %92 = add <2 x i64> %39, %91
  %93 = add <2 x i64> %92, %90
  %94 = getelementptr inbounds i8, i8* %44, i64 48
  %95 = bitcast i8* %94 to <2 x i64>*
  %96 = load <2 x i64>, <2 x i64>* %95, align 1, !tbaa !13, !alias.scope !46, !noalias !47
  %97 = getelementptr inbounds i8, i8* %47, i64 48
  %98 = bitcast i8* %97 to <2 x i64>*
  %99 = load <2 x i64>, <2 x i64>* %98, align 1, !tbaa !13, !alias.scope !50, !noalias !51
  %100 = xor <2 x i64> %99, %96
  %101 = bitcast <2 x i64> %100 to <4 x i32>
  %102 = shufflevector <4 x i32> %101, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %103 = bitcast <4 x i32> %102 to <2 x i64>
  %104 = and <2 x i64> %100, <i64 4294967295, i64 4294967295>
  %105 = and <2 x i64> %103, <i64 4294967295, i64 4294967295>
  %106 = mul nuw <2 x i64> %105, %104
  %107 = shufflevector <2 x i64> %96, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %108 = add <2 x i64> %38, %107
  %109 = add <2 x i64> %108, %106
  %110 = add nuw nsw i64 %42, 1
  %111 = icmp eq i64 %110, %7
  br i1 %111, label %112, label %37, !llvm.loop !52

112:                                              ; preds = %37
  %113 = lshr <2 x i64> %61, <i64 47, i64 47>
  %114 = xor <2 x i64> %61, %18
  %115 = xor <2 x i64> %114, %113
  %116 = bitcast <2 x i64> %115 to <4 x i32>
  %117 = shufflevector <4 x i32> %116, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %118 = bitcast <4 x i32> %117 to <2 x i64>
  %119 = and <2 x i64> %115, <i64 4294967295, i64 4294967295>
  %120 = mul nuw <2 x i64> %119, <i64 2654435761, i64 2654435761>
  %121 = and <2 x i64> %118, <i64 4294967295, i64 4294967295>
  %122 = mul <2 x i64> %121, <i64 -7046029290881679360, i64 -7046029290881679360>
  %123 = add <2 x i64> %122, %120
  %124 = lshr <2 x i64> %77, <i64 47, i64 47>
  %125 = xor <2 x i64> %77, %21
  %126 = xor <2 x i64> %125, %124
  %127 = bitcast <2 x i64> %126 to <4 x i32>
  %128 = shufflevector <4 x i32> %127, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %129 = bitcast <4 x i32> %128 to <2 x i64>
  %130 = and <2 x i64> %126, <i64 4294967295, i64 4294967295>
  %131 = mul nuw <2 x i64> %130, <i64 2654435761, i64 2654435761>
  %132 = and <2 x i64> %129, <i64 4294967295, i64 4294967295>
  %133 = mul <2 x i64> %132, <i64 -7046029290881679360, i64 -7046029290881679360>
  %134 = add <2 x i64> %133, %131
  %135 = lshr <2 x i64> %93, <i64 47, i64 47>
  %136 = xor <2 x i64> %93, %24
  %137 = xor <2 x i64> %136, %135
  %138 = bitcast <2 x i64> %137 to <4 x i32>
  %139 = shufflevector <4 x i32> %138, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %140 = bitcast <4 x i32> %139 to <2 x i64>
  %141 = and <2 x i64> %137, <i64 4294967295, i64 4294967295>
  %142 = mul nuw <2 x i64> %141, <i64 2654435761, i64 2654435761>
  %143 = and <2 x i64> %140, <i64 4294967295, i64 4294967295>
  %144 = mul <2 x i64> %143, <i64 -7046029290881679360, i64 -7046029290881679360>
  %145 = add <2 x i64> %144, %142
  %146 = lshr <2 x i64> %109, <i64 47, i64 47>
  %147 = xor <2 x i64> %109, %27
  %148 = xor <2 x i64> %147, %146
  %149 = bitcast <2 x i64> %148 to <4 x i32>
  %150 = shufflevector <4 x i32> %149, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %151 = bitcast <4 x i32> %150 to <2 x i64>
  %152 = and <2 x i64> %148, <i64 4294967295, i64 4294967295>
  %153 = mul nuw <2 x i64> %152, <i64 2654435761, i64 2654435761>
  %154 = and <2 x i64> %151, <i64 4294967295, i64 4294967295>
  %155 = mul <2 x i64> %154, <i64 -7046029290881679360, i64 -7046029290881679360>
  %156 = add <2 x i64> %155, %153
  %157 = add nuw i64 %34, 1
  %158 = icmp eq i64 %157, %28
  br i1 %158, label %159, label %29, !llvm.loop !53

159:                                              ; preds = %112, %5
  %160 = phi <2 x i64> [ <i64 2870177450012600261, i64 2654435761>, %5 ], [ %156, %112 ]
  %161 = phi <2 x i64> [ <i64 -8796714831421723037, i64 2246822519>, %5 ], [ %145, %112 ]
  %162 = phi <2 x i64> [ <i64 -4417276706812531889, i64 1609587929392839161>, %5 ], [ %134, %112 ]
  %163 = phi <2 x i64> [ <i64 3266489917, i64 -7046029288634856825>, %5 ], [ %123, %112 ]
  %164 = icmp ugt i64 %1, 64
  tail call void @llvm.assume(i1 %164) #14
  %165 = mul i64 %10, %8
  %166 = lshr i64 %11, 6
  %167 = lshr i64 %4, 3
  %168 = icmp ule i64 %166, %167
  tail call void @llvm.assume(i1 %168) #14
  %169 = getelementptr inbounds i8, i8* %0, i64 %165
  tail call void @llvm.experimental.noalias.scope.decl(metadata !54) #14
  tail call void @llvm.experimental.noalias.scope.decl(metadata !57) #14
  %170 = icmp ult i64 %11, 64
  br i1 %170, label %246, label %171

171:                                              ; preds = %171, %159
  %172 = phi <2 x i64> [ %243, %171 ], [ %160, %159 ]
  %173 = phi <2 x i64> [ %227, %171 ], [ %161, %159 ]
  %174 = phi <2 x i64> [ %211, %171 ], [ %162, %159 ]
  %175 = phi <2 x i64> [ %195, %171 ], [ %163, %159 ]
  %176 = phi i64 [ %244, %171 ], [ 0, %159 ]
  %177 = shl i64 %176, 6
  %178 = getelementptr inbounds i8, i8* %169, i64 %177
  %179 = getelementptr inbounds i8, i8* %178, i64 320
  tail call void @llvm.prefetch.p0i8(i8* nonnull %179, i32 0, i32 3, i32 1) #14, !noalias !59
  %180 = shl i64 %176, 3
  %181 = getelementptr inbounds i8, i8* %3, i64 %180
  tail call void @llvm.experimental.noalias.scope.decl(metadata !60) #14
  tail call void @llvm.experimental.noalias.scope.decl(metadata !63) #14
  %182 = bitcast i8* %178 to <2 x i64>*
  %183 = bitcast i8* %181 to <2 x i64>*
  %184 = load <2 x i64>, <2 x i64>* %182, align 1, !tbaa !13, !alias.scope !65, !noalias !66
  %185 = load <2 x i64>, <2 x i64>* %183, align 1, !tbaa !13, !alias.scope !69, !noalias !70
  %186 = xor <2 x i64> %185, %184
  %187 = bitcast <2 x i64> %186 to <4 x i32>
  %188 = shufflevector <4 x i32> %187, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %189 = bitcast <4 x i32> %188 to <2 x i64>
  %190 = and <2 x i64> %186, <i64 4294967295, i64 4294967295>
  %191 = and <2 x i64> %189, <i64 4294967295, i64 4294967295>
  %192 = mul nuw <2 x i64> %191, %190
  %193 = shufflevector <2 x i64> %184, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %194 = add <2 x i64> %175, %193
  %195 = add <2 x i64> %194, %192
  %196 = getelementptr inbounds i8, i8* %178, i64 16
  %197 = bitcast i8* %196 to <2 x i64>*
  %198 = load <2 x i64>, <2 x i64>* %197, align 1, !tbaa !13, !alias.scope !65, !noalias !66
  %199 = getelementptr inbounds i8, i8* %181, i64 16
  %200 = bitcast i8* %199 to <2 x i64>*
  %201 = load <2 x i64>, <2 x i64>* %200, align 1, !tbaa !13, !alias.scope !69, !noalias !70
  %202 = xor <2 x i64> %201, %198
  %203 = bitcast <2 x i64> %202 to <4 x i32>
  %204 = shufflevector <4 x i32> %203, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %205 = bitcast <4 x i32> %204 to <2 x i64>
  %206 = and <2 x i64> %202, <i64 4294967295, i64 4294967295>
  %207 = and <2 x i64> %205, <i64 4294967295, i64 4294967295>
  %208 = mul nuw <2 x i64> %207, %206
  %209 = shufflevector <2 x i64> %198, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %210 = add <2 x i64> %174, %209
  %211 = add <2 x i64> %210, %208
  %212 = getelementptr inbounds i8, i8* %178, i64 32
  %213 = bitcast i8* %212 to <2 x i64>*
  %214 = load <2 x i64>, <2 x i64>* %213, align 1, !tbaa !13, !alias.scope !65, !noalias !66
  %215 = getelementptr inbounds i8, i8* %181, i64 32
  %216 = bitcast i8* %215 to <2 x i64>*
  %217 = load <2 x i64>, <2 x i64>* %216, align 1, !tbaa !13, !alias.scope !69, !noalias !70
  %218 = xor <2 x i64> %217, %214
  %219 = bitcast <2 x i64> %218 to <4 x i32>
  %220 = shufflevector <4 x i32> %219, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %221 = bitcast <4 x i32> %220 to <2 x i64>
  %222 = and <2 x i64> %218, <i64 4294967295, i64 4294967295>
  %223 = and <2 x i64> %221, <i64 4294967295, i64 4294967295>
  %224 = mul nuw <2 x i64> %223, %222
  %225 = shufflevector <2 x i64> %214, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %226 = add <2 x i64> %173, %225
  %227 = add <2 x i64> %226, %224
  %228 = getelementptr inbounds i8, i8* %178, i64 48
  %229 = bitcast i8* %228 to <2 x i64>*
  %230 = load <2 x i64>, <2 x i64>* %229, align 1, !tbaa !13, !alias.scope !65, !noalias !66
  %231 = getelementptr inbounds i8, i8* %181, i64 48
  %232 = bitcast i8* %231 to <2 x i64>*
  %233 = load <2 x i64>, <2 x i64>* %232, align 1, !tbaa !13, !alias.scope !69, !noalias !70
  %234 = xor <2 x i64> %233, %230
  %235 = bitcast <2 x i64> %234 to <4 x i32>
  %236 = shufflevector <4 x i32> %235, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %237 = bitcast <4 x i32> %236 to <2 x i64>
  %238 = and <2 x i64> %234, <i64 4294967295, i64 4294967295>
  %239 = and <2 x i64> %237, <i64 4294967295, i64 4294967295>
  %240 = mul nuw <2 x i64> %239, %238
  %241 = shufflevector <2 x i64> %230, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %242 = add <2 x i64> %172, %241
  %243 = add <2 x i64> %242, %240
  %244 = add nuw i64 %176, 1
  %245 = icmp eq i64 %244, %166
  br i1 %245, label %246, label %171, !llvm.loop !52

246:                                              ; preds = %171, %159
  %247 = phi <2 x i64> [ %160, %159 ], [ %243, %171 ]
  %248 = phi <2 x i64> [ %161, %159 ], [ %227, %171 ]
  %249 = phi <2 x i64> [ %162, %159 ], [ %211, %171 ]
  %250 = phi <2 x i64> [ %163, %159 ], [ %195, %171 ]
  %251 = getelementptr inbounds i8, i8* %0, i64 %1
  %252 = getelementptr inbounds i8, i8* %251, i64 -64
  %253 = getelementptr inbounds i8, i8* %3, i64 %4
  %254 = getelementptr inbounds i8, i8* %253, i64 -64
  %255 = getelementptr inbounds i8, i8* %254, i64 -7
  tail call void @llvm.experimental.noalias.scope.decl(metadata !71) #14
  tail call void @llvm.experimental.noalias.scope.decl(metadata !74) #14
  %256 = bitcast i8* %252 to <2 x i64>*
  %257 = bitcast i8* %255 to <2 x i64>*
  %258 = load <2 x i64>, <2 x i64>* %256, align 1, !tbaa !13, !alias.scope !76, !noalias !77
  %259 = load <2 x i64>, <2 x i64>* %257, align 1, !tbaa !13, !alias.scope !79, !noalias !80
  %260 = xor <2 x i64> %259, %258
  %261 = bitcast <2 x i64> %260 to <4 x i32>
  %262 = shufflevector <4 x i32> %261, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %263 = bitcast <4 x i32> %262 to <2 x i64>
  %264 = and <2 x i64> %260, <i64 4294967295, i64 4294967295>
  %265 = and <2 x i64> %263, <i64 4294967295, i64 4294967295>
  %266 = mul nuw <2 x i64> %265, %264
  %267 = shufflevector <2 x i64> %258, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %268 = add <2 x i64> %250, %267
  %269 = add <2 x i64> %268, %266
  %270 = getelementptr inbounds i8, i8* %252, i64 16
  %271 = bitcast i8* %270 to <2 x i64>*
  %272 = load <2 x i64>, <2 x i64>* %271, align 1, !tbaa !13, !alias.scope !76, !noalias !77
  %273 = getelementptr inbounds i8, i8* %255, i64 16
  %274 = bitcast i8* %273 to <2 x i64>*
  %275 = load <2 x i64>, <2 x i64>* %274, align 1, !tbaa !13, !alias.scope !79, !noalias !80
  %276 = xor <2 x i64> %275, %272
  %277 = bitcast <2 x i64> %276 to <4 x i32>
  %278 = shufflevector <4 x i32> %277, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %279 = bitcast <4 x i32> %278 to <2 x i64>
  %280 = and <2 x i64> %276, <i64 4294967295, i64 4294967295>
  %281 = and <2 x i64> %279, <i64 4294967295, i64 4294967295>
  %282 = mul nuw <2 x i64> %281, %280
  %283 = shufflevector <2 x i64> %272, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %284 = add <2 x i64> %249, %283
  %285 = add <2 x i64> %284, %282
  %286 = getelementptr inbounds i8, i8* %252, i64 32
  %287 = bitcast i8* %286 to <2 x i64>*
  %288 = load <2 x i64>, <2 x i64>* %287, align 1, !tbaa !13, !alias.scope !76, !noalias !77
  %289 = getelementptr inbounds i8, i8* %255, i64 32
  %290 = bitcast i8* %289 to <2 x i64>*
  %291 = load <2 x i64>, <2 x i64>* %290, align 1, !tbaa !13, !alias.scope !79, !noalias !80
  %292 = xor <2 x i64> %291, %288
  %293 = bitcast <2 x i64> %292 to <4 x i32>
  %294 = shufflevector <4 x i32> %293, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %295 = bitcast <4 x i32> %294 to <2 x i64>
  %296 = and <2 x i64> %292, <i64 4294967295, i64 4294967295>
  %297 = and <2 x i64> %295, <i64 4294967295, i64 4294967295>
  %298 = mul nuw <2 x i64> %297, %296
  %299 = shufflevector <2 x i64> %288, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %300 = add <2 x i64> %248, %299
  %301 = add <2 x i64> %300, %298
  %302 = getelementptr inbounds i8, i8* %252, i64 48
  %303 = bitcast i8* %302 to <2 x i64>*
  %304 = load <2 x i64>, <2 x i64>* %303, align 1, !tbaa !13, !alias.scope !76, !noalias !77
  %305 = getelementptr inbounds i8, i8* %255, i64 48
  %306 = bitcast i8* %305 to <2 x i64>*
  %307 = load <2 x i64>, <2 x i64>* %306, align 1, !tbaa !13, !alias.scope !79, !noalias !80
  %308 = xor <2 x i64> %307, %304
  %309 = bitcast <2 x i64> %308 to <4 x i32>
  %310 = shufflevector <4 x i32> %309, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 0>
  %311 = bitcast <4 x i32> %310 to <2 x i64>
  %312 = and <2 x i64> %308, <i64 4294967295, i64 4294967295>
  %313 = and <2 x i64> %311, <i64 4294967295, i64 4294967295>
  %314 = mul nuw <2 x i64> %313, %312
  %315 = shufflevector <2 x i64> %304, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %316 = add <2 x i64> %247, %315
  %317 = add <2 x i64> %316, %314
  %318 = getelementptr inbounds i8, i8* %3, i64 11
  %319 = mul i64 %1, -7046029288634856825
  %320 = bitcast i8* %318 to <2 x i64>*
  %321 = load <2 x i64>, <2 x i64>* %320, align 1, !tbaa !17, !alias.scope !81, !noalias !86
  %322 = xor <2 x i64> %321, %269
  %323 = zext <2 x i64> %322 to <2 x i128>
  %324 = extractelement <2 x i128> %323, i64 0
  %325 = extractelement <2 x i128> %323, i64 1
  %326 = mul nuw i128 %325, %324
  %327 = lshr i128 %326, 64
  %328 = xor i128 %327, %326
  %329 = trunc i128 %328 to i64
  %330 = add i64 %319, %329
  %331 = getelementptr inbounds i8, i8* %3, i64 27
  %332 = bitcast i8* %331 to <2 x i64>*
  %333 = load <2 x i64>, <2 x i64>* %332, align 1, !tbaa !17, !alias.scope !89, !noalias !91
  %334 = xor <2 x i64> %333, %285
  %335 = zext <2 x i64> %334 to <2 x i128>
  %336 = extractelement <2 x i128> %335, i64 0
  %337 = extractelement <2 x i128> %335, i64 1
  %338 = mul nuw i128 %337, %336
  %339 = lshr i128 %338, 64
  %340 = xor i128 %339, %338
  %341 = trunc i128 %340 to i64
  %342 = add i64 %330, %341
  %343 = getelementptr inbounds i8, i8* %3, i64 43
  %344 = bitcast i8* %343 to <2 x i64>*
  %345 = load <2 x i64>, <2 x i64>* %344, align 1, !tbaa !17, !alias.scope !93, !noalias !95
  %346 = xor <2 x i64> %345, %301
  %347 = zext <2 x i64> %346 to <2 x i128>
  %348 = extractelement <2 x i128> %347, i64 0
  %349 = extractelement <2 x i128> %347, i64 1
  %350 = mul nuw i128 %349, %348
  %351 = lshr i128 %350, 64
  %352 = xor i128 %351, %350
  %353 = trunc i128 %352 to i64
  %354 = add i64 %342, %353
  %355 = getelementptr inbounds i8, i8* %3, i64 59
  %356 = bitcast i8* %355 to <2 x i64>*
  %357 = load <2 x i64>, <2 x i64>* %356, align 1, !tbaa !17, !alias.scope !97, !noalias !99
  %358 = xor <2 x i64> %357, %317
  %359 = zext <2 x i64> %358 to <2 x i128>
  %360 = extractelement <2 x i128> %359, i64 0
  %361 = extractelement <2 x i128> %359, i64 1
  %362 = mul nuw i128 %361, %360
  %363 = lshr i128 %362, 64
  %364 = xor i128 %363, %362
  %365 = trunc i128 %364 to i64
  %366 = add i64 %354, %365
  %367 = lshr i64 %366, 37
  %368 = xor i64 %367, %366
  %369 = mul i64 %368, 1609587791953885689
  %370 = lshr i64 %369, 32
  %371 = xor i64 %370, %369
  ret i64 %371
}

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #2

; Function Attrs: inaccessiblemem_or_argmemonly nofree nosync nounwind willreturn
declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umax.i64(i64, i64) #1

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local i32 @XXH3_freeState(%struct.XXH3_state_s* noundef %0) local_unnamed_addr #8 {
  %2 = bitcast %struct.XXH3_state_s* %0 to i8*
  %3 = icmp eq %struct.XXH3_state_s* %0, null
  br i1 %3, label %10, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, i8* %2, i64 -1
  %6 = load i8, i8* %5, align 1, !tbaa !13
  %7 = zext i8 %6 to i64
  %8 = sub nsw i64 0, %7
  %9 = getelementptr inbounds i8, i8* %2, i64 %8
  tail call void @free(i8* noundef %9) #14
  br label %10

10:                                               ; preds = %4, %1
  ret i32 0
}

; Function Attrs: nounwind uwtable
define dso_local i32 @XXH3_64bits_reset_withSeed(%struct.XXH3_state_s* nocapture noundef %0, i64 noundef %1) local_unnamed_addr #9 {
  %3 = icmp eq %struct.XXH3_state_s* %0, null
  br i1 %3, label %74, label %4

4:                                                ; preds = %2
  %5 = icmp eq i64 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %4
  %7 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 3
  %8 = bitcast i32* %7 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %8, i8 0, i64 24, i1 false) #14
  %9 = bitcast %struct.XXH3_state_s* %0 to <2 x i64>*
  store <2 x i64> <i64 3266489917, i64 -7046029288634856825>, <2 x i64>* %9, align 64, !tbaa !17
  %10 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 2
  %11 = bitcast i64* %10 to <2 x i64>*
  store <2 x i64> <i64 -4417276706812531889, i64 1609587929392839161>, <2 x i64>* %11, align 16, !tbaa !17
  %12 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 4
  %13 = bitcast i64* %12 to <2 x i64>*
  store <2 x i64> <i64 -8796714831421723037, i64 2246822519>, <2 x i64>* %13, align 32, !tbaa !17
  %14 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 6
  %15 = bitcast i64* %14 to <2 x i64>*
  store <2 x i64> <i64 2870177450012600261, i64 2654435761>, <2 x i64>* %15, align 16, !tbaa !17
  %16 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 9
  store i64 0, i64* %16, align 8, !tbaa !101
  br label %69

17:                                               ; preds = %4
  %18 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 9
  %19 = load i64, i64* %18, align 8, !tbaa !101
  %20 = icmp eq i64 %19, %1
  br i1 %20, label %21, label %25

21:                                               ; preds = %17
  %22 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 11
  %23 = load i8*, i8** %22, align 8, !tbaa !104
  %24 = icmp eq i8* %23, null
  br i1 %24, label %58, label %25

25:                                               ; preds = %21, %17
  %26 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 1, i64 0
  %27 = sub i64 0, %1
  %28 = insertelement <2 x i64> undef, i64 %1, i64 0
  %29 = insertelement <2 x i64> %28, i64 %27, i64 1
  %30 = bitcast i8* %26 to <2 x i64>*
  %31 = tail call <2 x i64>* asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(<2 x i64>* nonnull %30) #15, !srcloc !105
  %32 = ptrtoint <2 x i64>* %31 to i64
  %33 = and i64 %32, 15
  %34 = icmp eq i64 %33, 0
  tail call void @llvm.assume(i1 %34) #14
  %35 = add <2 x i64> %29, <i64 -4734510112055689544, i64 2066345149520216444>
  store <2 x i64> %35, <2 x i64>* %31, align 16, !tbaa !13
  %36 = add <2 x i64> %29, <i64 -2623469361688619810, i64 2262974939099578482>
  %37 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 1
  store <2 x i64> %36, <2 x i64>* %37, align 16, !tbaa !13
  %38 = add <2 x i64> %29, <i64 8711581037947681227, i64 2410270004345854594>
  %39 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 2
  store <2 x i64> %38, <2 x i64>* %39, align 16, !tbaa !13
  %40 = add <2 x i64> %29, <i64 -8204357891075471176, i64 5487137525590930912>
  %41 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 3
  store <2 x i64> %40, <2 x i64>* %41, align 16, !tbaa !13
  %42 = add <2 x i64> %29, <i64 -3818837453329782724, i64 -6688317018830679928>
  %43 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 4
  store <2 x i64> %42, <2 x i64>* %43, align 16, !tbaa !13
  %44 = add <2 x i64> %29, <i64 5690594596133299313, i64 -2833645246901970632>
  %45 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 5
  store <2 x i64> %44, <2 x i64>* %45, align 16, !tbaa !13
  %46 = add <2 x i64> %29, <i64 4554437623014685352, i64 2111919702937427193>
  %47 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 6
  store <2 x i64> %46, <2 x i64>* %47, align 16, !tbaa !13
  %48 = add <2 x i64> %29, <i64 3556072174620004746, i64 7238261902898274248>
  %49 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 7
  store <2 x i64> %48, <2 x i64>* %49, align 16, !tbaa !13
  %50 = add <2 x i64> %29, <i64 -4329134394285701654, i64 -1485321483350670907>
  %51 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 8
  store <2 x i64> %50, <2 x i64>* %51, align 16, !tbaa !13
  %52 = add <2 x i64> %29, <i64 5321830579834785047, i64 -7032137544937171245>
  %53 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 9
  store <2 x i64> %52, <2 x i64>* %53, align 16, !tbaa !13
  %54 = add <2 x i64> %29, <i64 -242834301215959509, i64 -3588858202114426737>
  %55 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 10
  store <2 x i64> %54, <2 x i64>* %55, align 16, !tbaa !13
  %56 = add <2 x i64> %29, <i64 2883454493032893253, i64 9097354517224871855>
  %57 = getelementptr inbounds <2 x i64>, <2 x i64>* %31, i64 11
  store <2 x i64> %56, <2 x i64>* %57, align 16, !tbaa !13
  br label %58

58:                                               ; preds = %25, %21
  %59 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 3
  %60 = bitcast i32* %59 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %60, i8 0, i64 24, i1 false) #14
  %61 = bitcast %struct.XXH3_state_s* %0 to <2 x i64>*
  store <2 x i64> <i64 3266489917, i64 -7046029288634856825>, <2 x i64>* %61, align 64, !tbaa !17
  %62 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 2
  %63 = bitcast i64* %62 to <2 x i64>*
  store <2 x i64> <i64 -4417276706812531889, i64 1609587929392839161>, <2 x i64>* %63, align 16, !tbaa !17
  %64 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 4
  %65 = bitcast i64* %64 to <2 x i64>*
  store <2 x i64> <i64 -8796714831421723037, i64 2246822519>, <2 x i64>* %65, align 32, !tbaa !17
  %66 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 6
  %67 = bitcast i64* %66 to <2 x i64>*
  store <2 x i64> <i64 2870177450012600261, i64 2654435761>, <2 x i64>* %67, align 16, !tbaa !17
  store i64 %1, i64* %18, align 8, !tbaa !101
  %68 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 4
  store i32 1, i32* %68, align 4, !tbaa !106
  br label %69

69:                                               ; preds = %58, %6
  %70 = phi i8* [ null, %58 ], [ getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), %6 ]
  %71 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 11
  store i8* %70, i8** %71, align 8, !tbaa !104
  %72 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 7
  %73 = bitcast i64* %72 to <2 x i64>*
  store <2 x i64> <i64 16, i64 128>, <2 x i64>* %73, align 8, !tbaa !17
  br label %74

74:                                               ; preds = %69, %2
  %75 = phi i32 [ 1, %2 ], [ 0, %69 ]
  ret i32 %75
}

; Function Attrs: mustprogress nofree noinline nosync nounwind readonly uwtable willreturn
declare hidden fastcc { i64, i64 } @XXH3_len_129to240_128b(i8* noalias nocapture noundef readonly, i64 noundef, i8* noalias nocapture noundef readonly, i64 noundef) unnamed_addr #10

; Function Attrs: noinline nounwind uwtable
declare hidden fastcc { i64, i64 } @XXH3_hashLong_128b_withSeed(i8* nocapture noundef readonly, i64 noundef, i64 noundef, i8* noalias nocapture noundef readnone, i64 noundef) unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define dso_local { i64, i64 } @XXH3_128bits_withSeed(i8* nocapture noundef readonly %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #12 {
  %4 = icmp ult i64 %1, 17
  br i1 %4, label %5, label %157

5:                                                ; preds = %3
  %6 = icmp ugt i64 %1, 8
  br i1 %6, label %7, label %49

7:                                                ; preds = %5
  %8 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %8) #14
  %9 = sub i64 6455697860950631241, %2
  %10 = add i64 %2, -4466874330221494952
  %11 = bitcast i8* %0 to i64*
  %12 = load i64, i64* %11, align 1, !tbaa !17, !noalias !107
  %13 = getelementptr inbounds i8, i8* %0, i64 %1
  %14 = getelementptr inbounds i8, i8* %13, i64 -8
  %15 = bitcast i8* %14 to i64*
  %16 = load i64, i64* %15, align 1, !tbaa !17, !noalias !107
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
  %32 = tail call i64 @llvm.bswap.i64(i64 %31) #14
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
  tail call void @llvm.assume(i1 %52) #14
  %53 = trunc i64 %2 to i32
  %54 = tail call i32 @llvm.bswap.i32(i32 %53) #14
  %55 = zext i32 %54 to i64
  %56 = shl nuw i64 %55, 32
  %57 = xor i64 %56, %2
  %58 = bitcast i8* %0 to i32*
  %59 = load i32, i32* %58, align 1, !tbaa !5, !noalias !107
  %60 = getelementptr inbounds i8, i8* %0, i64 %1
  %61 = getelementptr inbounds i8, i8* %60, i64 -4
  %62 = bitcast i8* %61 to i32*
  %63 = load i32, i32* %62, align 1, !tbaa !5, !noalias !107
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
  tail call void @llvm.assume(i1 %93) #14
  %94 = load i8, i8* %0, align 1, !tbaa !13, !noalias !107
  %95 = lshr i64 %1, 1
  %96 = getelementptr inbounds i8, i8* %0, i64 %95
  %97 = load i8, i8* %96, align 1, !tbaa !13, !noalias !107
  %98 = add nsw i64 %1, -1
  %99 = getelementptr inbounds i8, i8* %0, i64 %98
  %100 = load i8, i8* %99, align 1, !tbaa !13, !noalias !107
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
  %111 = tail call i32 @llvm.bswap.i32(i32 %110) #14
  %112 = tail call i32 @llvm.fshl.i32(i32 %111, i32 %111, i32 13) #14
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
  %155 = insertvalue { i64, i64 } poison, i64 %152, 0
  %156 = insertvalue { i64, i64 } %155, i64 %154, 1
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
  %171 = load i64, i64* %170, align 1, !tbaa !17, !alias.scope !110, !noalias !115
  %172 = getelementptr inbounds i8, i8* %0, i64 56
  %173 = bitcast i8* %172 to i64*
  %174 = load i64, i64* %173, align 1, !tbaa !17, !alias.scope !110, !noalias !115
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
  %187 = load i64, i64* %186, align 1, !tbaa !17, !alias.scope !118, !noalias !119
  %188 = getelementptr inbounds i8, i8* %169, i64 8
  %189 = bitcast i8* %188 to i64*
  %190 = load i64, i64* %189, align 1, !tbaa !17, !alias.scope !118, !noalias !119
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
  %212 = load i64, i64* %211, align 1, !tbaa !17, !alias.scope !120, !noalias !123
  %213 = getelementptr inbounds i8, i8* %0, i64 40
  %214 = bitcast i8* %213 to i64*
  %215 = load i64, i64* %214, align 1, !tbaa !17, !alias.scope !120, !noalias !123
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
  %228 = load i64, i64* %227, align 1, !tbaa !17, !alias.scope !118, !noalias !119
  %229 = getelementptr inbounds i8, i8* %210, i64 8
  %230 = bitcast i8* %229 to i64*
  %231 = load i64, i64* %230, align 1, !tbaa !17, !alias.scope !118, !noalias !119
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
  %254 = load i64, i64* %253, align 1, !tbaa !17, !alias.scope !125, !noalias !128
  %255 = getelementptr inbounds i8, i8* %0, i64 24
  %256 = bitcast i8* %255 to i64*
  %257 = load i64, i64* %256, align 1, !tbaa !17, !alias.scope !125, !noalias !128
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
  %270 = load i64, i64* %269, align 1, !tbaa !17, !alias.scope !118, !noalias !119
  %271 = getelementptr inbounds i8, i8* %252, i64 8
  %272 = bitcast i8* %271 to i64*
  %273 = load i64, i64* %272, align 1, !tbaa !17, !alias.scope !118, !noalias !119
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
  %295 = load i64, i64* %294, align 1, !tbaa !17, !alias.scope !130, !noalias !133
  %296 = getelementptr inbounds i8, i8* %0, i64 8
  %297 = bitcast i8* %296 to i64*
  %298 = load i64, i64* %297, align 1, !tbaa !17, !alias.scope !130, !noalias !133
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
  %311 = load i64, i64* %310, align 1, !tbaa !17, !alias.scope !118, !noalias !119
  %312 = getelementptr inbounds i8, i8* %293, i64 8
  %313 = bitcast i8* %312 to i64*
  %314 = load i64, i64* %313, align 1, !tbaa !17, !alias.scope !118, !noalias !119
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
  %348 = insertvalue { i64, i64 } poison, i64 %341, 0
  %349 = insertvalue { i64, i64 } %348, i64 %347, 1
  br label %356

350:                                              ; preds = %157
  %351 = icmp ult i64 %1, 241
  br i1 %351, label %352, label %354

352:                                              ; preds = %350
  %353 = tail call fastcc { i64, i64 } @XXH3_len_129to240_128b(i8* noundef %0, i64 noundef %1, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef %2) #16
  br label %356

354:                                              ; preds = %350
  %355 = tail call fastcc { i64, i64 } @XXH3_hashLong_128b_withSeed(i8* noundef %0, i64 noundef %1, i64 noundef %2, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef 192) #14, !callees !135
  br label %356

356:                                              ; preds = %354, %352, %289, %150
  %357 = phi { i64, i64 } [ %156, %150 ], [ %349, %289 ], [ %353, %352 ], [ %355, %354 ]
  ret { i64, i64 } %357
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn writeonly
define dso_local i32 @XXH3_128bits_reset(%struct.XXH3_state_s* nocapture noundef writeonly %0) local_unnamed_addr #13 {
  %2 = icmp eq %struct.XXH3_state_s* %0, null
  br i1 %2, label %17, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 3
  %5 = bitcast i32* %4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %5, i8 0, i64 24, i1 false) #14
  %6 = bitcast %struct.XXH3_state_s* %0 to <2 x i64>*
  store <2 x i64> <i64 3266489917, i64 -7046029288634856825>, <2 x i64>* %6, align 64, !tbaa !17
  %7 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 2
  %8 = bitcast i64* %7 to <2 x i64>*
  store <2 x i64> <i64 -4417276706812531889, i64 1609587929392839161>, <2 x i64>* %8, align 16, !tbaa !17
  %9 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 4
  %10 = bitcast i64* %9 to <2 x i64>*
  store <2 x i64> <i64 -8796714831421723037, i64 2246822519>, <2 x i64>* %10, align 32, !tbaa !17
  %11 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 6
  %12 = bitcast i64* %11 to <2 x i64>*
  store <2 x i64> <i64 2870177450012600261, i64 2654435761>, <2 x i64>* %12, align 16, !tbaa !17
  %13 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 9
  store i64 0, i64* %13, align 8, !tbaa !101
  %14 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 11
  store i8* getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i8** %14, align 8, !tbaa !104
  %15 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 7
  %16 = bitcast i64* %15 to <2 x i64>*
  store <2 x i64> <i64 16, i64 128>, <2 x i64>* %16, align 8, !tbaa !17
  br label %17

17:                                               ; preds = %3, %1
  %18 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %18
}

attributes #0 = { mustprogress nofree nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly nofree nosync nounwind willreturn }
attributes #8 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree noinline nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nounwind }
attributes #15 = { nounwind readnone }
attributes #16 = { nounwind readonly willreturn }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !7, i64 0}
!19 = !{!20}
!20 = distinct !{!20, !21, !"XXH3_hashLong_64b_internal: argument 0"}
!21 = distinct !{!21, !"XXH3_hashLong_64b_internal"}
!22 = !{!23}
!23 = distinct !{!23, !21, !"XXH3_hashLong_64b_internal: argument 1"}
!24 = !{!25}
!25 = distinct !{!25, !26, !"XXH3_hashLong_internal_loop: argument 1"}
!26 = distinct !{!26, !"XXH3_hashLong_internal_loop"}
!27 = !{!28}
!28 = distinct !{!28, !26, !"XXH3_hashLong_internal_loop: argument 2"}
!29 = !{!30, !28, !23}
!30 = distinct !{!30, !31, !"XXH3_scrambleAcc_sse2: argument 1"}
!31 = distinct !{!31, !"XXH3_scrambleAcc_sse2"}
!32 = !{!33, !34, !25, !20}
!33 = distinct !{!33, !31, !"XXH3_scrambleAcc_sse2: argument 0"}
!34 = distinct !{!34, !26, !"XXH3_hashLong_internal_loop: argument 0"}
!35 = !{!36}
!36 = distinct !{!36, !37, !"XXH3_accumulate_sse2: argument 1"}
!37 = distinct !{!37, !"XXH3_accumulate_sse2"}
!38 = !{!39}
!39 = distinct !{!39, !37, !"XXH3_accumulate_sse2: argument 2"}
!40 = !{!39, !28, !23}
!41 = !{!42}
!42 = distinct !{!42, !43, !"XXH3_accumulate_512_sse2: argument 1"}
!43 = distinct !{!43, !"XXH3_accumulate_512_sse2"}
!44 = !{!45}
!45 = distinct !{!45, !43, !"XXH3_accumulate_512_sse2: argument 2"}
!46 = !{!42, !36, !25, !20}
!47 = !{!48, !45, !49, !39, !34, !28, !23}
!48 = distinct !{!48, !43, !"XXH3_accumulate_512_sse2: argument 0"}
!49 = distinct !{!49, !37, !"XXH3_accumulate_sse2: argument 0"}
!50 = !{!45, !39, !28, !23}
!51 = !{!48, !42, !49, !36, !34, !25, !20}
!52 = distinct !{!52, !10}
!53 = distinct !{!53, !10}
!54 = !{!55}
!55 = distinct !{!55, !56, !"XXH3_accumulate_sse2: argument 1"}
!56 = distinct !{!56, !"XXH3_accumulate_sse2"}
!57 = !{!58}
!58 = distinct !{!58, !56, !"XXH3_accumulate_sse2: argument 2"}
!59 = !{!58, !28, !23}
!60 = !{!61}
!61 = distinct !{!61, !62, !"XXH3_accumulate_512_sse2: argument 1"}
!62 = distinct !{!62, !"XXH3_accumulate_512_sse2"}
!63 = !{!64}
!64 = distinct !{!64, !62, !"XXH3_accumulate_512_sse2: argument 2"}
!65 = !{!61, !55, !25, !20}
!66 = !{!67, !64, !68, !58, !34, !28, !23}
!67 = distinct !{!67, !62, !"XXH3_accumulate_512_sse2: argument 0"}
!68 = distinct !{!68, !56, !"XXH3_accumulate_sse2: argument 0"}
!69 = !{!64, !58, !28, !23}
!70 = !{!67, !61, !68, !55, !34, !25, !20}
!71 = !{!72}
!72 = distinct !{!72, !73, !"XXH3_accumulate_512_sse2: argument 1"}
!73 = distinct !{!73, !"XXH3_accumulate_512_sse2"}
!74 = !{!75}
!75 = distinct !{!75, !73, !"XXH3_accumulate_512_sse2: argument 2"}
!76 = !{!72, !25, !20}
!77 = !{!78, !75, !34, !28, !23}
!78 = distinct !{!78, !73, !"XXH3_accumulate_512_sse2: argument 0"}
!79 = !{!75, !28, !23}
!80 = !{!78, !72, !34, !25, !20}
!81 = !{!82, !84, !23}
!82 = distinct !{!82, !83, !"XXH3_mix2Accs: argument 1"}
!83 = distinct !{!83, !"XXH3_mix2Accs"}
!84 = distinct !{!84, !85, !"XXH3_mergeAccs: argument 1"}
!85 = distinct !{!85, !"XXH3_mergeAccs"}
!86 = !{!87, !88, !20}
!87 = distinct !{!87, !83, !"XXH3_mix2Accs: argument 0"}
!88 = distinct !{!88, !85, !"XXH3_mergeAccs: argument 0"}
!89 = !{!90, !84, !23}
!90 = distinct !{!90, !83, !"XXH3_mix2Accs: argument 1:It1"}
!91 = !{!92, !88, !20}
!92 = distinct !{!92, !83, !"XXH3_mix2Accs: argument 0:It1"}
!93 = !{!94, !84, !23}
!94 = distinct !{!94, !83, !"XXH3_mix2Accs: argument 1:It2"}
!95 = !{!96, !88, !20}
!96 = distinct !{!96, !83, !"XXH3_mix2Accs: argument 0:It2"}
!97 = !{!98, !84, !23}
!98 = distinct !{!98, !83, !"XXH3_mix2Accs: argument 1:It3"}
!99 = !{!100, !88, !20}
!100 = distinct !{!100, !83, !"XXH3_mix2Accs: argument 0:It3"}
!101 = !{!102, !18, i64 552}
!102 = !{!"XXH3_state_s", !7, i64 0, !7, i64 64, !7, i64 256, !6, i64 512, !6, i64 516, !18, i64 520, !18, i64 528, !18, i64 536, !18, i64 544, !18, i64 552, !18, i64 560, !103, i64 568}
!103 = !{!"any pointer", !7, i64 0}
!104 = !{!102, !103, i64 568}
!105 = !{i64 2148675521}
!106 = !{!102, !6, i64 516}
!107 = !{!108}
!108 = distinct !{!108, !109, !"XXH3_128bits_internal: argument 0"}
!109 = distinct !{!109, !"XXH3_128bits_internal"}
!110 = !{!111, !113}
!111 = distinct !{!111, !112, !"XXH3_mix16B: argument 0"}
!112 = distinct !{!112, !"XXH3_mix16B"}
!113 = distinct !{!113, !114, !"XXH3_len_17to128_128b: argument 0"}
!114 = distinct !{!114, !"XXH3_len_17to128_128b"}
!115 = !{!116, !117, !108}
!116 = distinct !{!116, !112, !"XXH3_mix16B: argument 1"}
!117 = distinct !{!117, !114, !"XXH3_len_17to128_128b: argument 1"}
!118 = !{!113}
!119 = !{!117, !108}
!120 = !{!121, !113}
!121 = distinct !{!121, !122, !"XXH3_mix16B: argument 0"}
!122 = distinct !{!122, !"XXH3_mix16B"}
!123 = !{!124, !117, !108}
!124 = distinct !{!124, !122, !"XXH3_mix16B: argument 1"}
!125 = !{!126, !113}
!126 = distinct !{!126, !127, !"XXH3_mix16B: argument 0"}
!127 = distinct !{!127, !"XXH3_mix16B"}
!128 = !{!129, !117, !108}
!129 = distinct !{!129, !127, !"XXH3_mix16B: argument 1"}
!130 = !{!131, !113}
!131 = distinct !{!131, !132, !"XXH3_mix16B: argument 0"}
!132 = distinct !{!132, !"XXH3_mix16B"}
!133 = !{!134, !117, !108}
!134 = distinct !{!134, !132, !"XXH3_mix16B: argument 1"}
!135 = distinct !{null, null, { i64, i64 } (i8*, i64, i64, i8*, i64)* @XXH3_hashLong_128b_withSeed}
