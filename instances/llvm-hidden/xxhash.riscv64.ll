; ModuleID = '/tmp/tmpqgxc_g9h/xxhash.ll'
source_filename = "llvm-link"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.XXH64_state_s = type { i64, [4 x i64], [4 x i64], i32, i32, i64 }
%struct.XXH3_state_s = type { [8 x i64], [192 x i8], [256 x i8], i32, i32, i64, i64, i64, i64, i64, i64, i8* }

@XXH3_kSecret = external hidden constant [192 x i8], align 64

; Function Attrs: mustprogress nofree nosync nounwind readonly willreturn
define dso_local signext i32 @XXH32(i8* noundef %0, i64 noundef %1, i32 noundef signext %2) local_unnamed_addr #0 {
  %4 = ptrtoint i8* %0 to i64
  %5 = and i64 %4, 3
  %6 = icmp eq i64 %5, 0
  %7 = icmp eq i8* %0, null
  br i1 %6, label %8, label %103

8:                                                ; preds = %3
  br i1 %7, label %198, label %9

9:                                                ; preds = %8
  %10 = icmp ugt i64 %1, 15
  br i1 %10, label %11, label %63

11:                                               ; preds = %9
  %12 = getelementptr inbounds i8, i8* %0, i64 %1
  %13 = getelementptr inbounds i8, i8* %12, i64 -15
  %14 = add i32 %2, 606290984
  %15 = add i32 %2, -2048144777
  %16 = add i32 %2, 1640531535
  br label %17

17:                                               ; preds = %17, %11
  %18 = phi i8* [ %0, %11 ], [ %50, %17 ]
  %19 = phi i32 [ %14, %11 ], [ %28, %17 ]
  %20 = phi i32 [ %15, %11 ], [ %35, %17 ]
  %21 = phi i32 [ %2, %11 ], [ %42, %17 ]
  %22 = phi i32 [ %16, %11 ], [ %49, %17 ]
  %23 = bitcast i8* %18 to i32*
  %24 = load i32, i32* %23, align 1, !tbaa !6
  %25 = mul i32 %24, -2048144777
  %26 = add i32 %25, %19
  %27 = tail call i32 @llvm.fshl.i32(i32 %26, i32 %26, i32 13) #11
  %28 = mul i32 %27, -1640531535
  %29 = getelementptr inbounds i8, i8* %18, i64 4
  %30 = bitcast i8* %29 to i32*
  %31 = load i32, i32* %30, align 1, !tbaa !6
  %32 = mul i32 %31, -2048144777
  %33 = add i32 %32, %20
  %34 = tail call i32 @llvm.fshl.i32(i32 %33, i32 %33, i32 13) #11
  %35 = mul i32 %34, -1640531535
  %36 = getelementptr inbounds i8, i8* %18, i64 8
  %37 = bitcast i8* %36 to i32*
  %38 = load i32, i32* %37, align 1, !tbaa !6
  %39 = mul i32 %38, -2048144777
  %40 = add i32 %39, %21
  %41 = tail call i32 @llvm.fshl.i32(i32 %40, i32 %40, i32 13) #11
  %42 = mul i32 %41, -1640531535
  %43 = getelementptr inbounds i8, i8* %18, i64 12
  %44 = bitcast i8* %43 to i32*
  %45 = load i32, i32* %44, align 1, !tbaa !6
  %46 = mul i32 %45, -2048144777
  %47 = add i32 %46, %22
  %48 = tail call i32 @llvm.fshl.i32(i32 %47, i32 %47, i32 13) #11
  %49 = mul i32 %48, -1640531535
  %50 = getelementptr inbounds i8, i8* %18, i64 16
  %51 = icmp ult i8* %50, %13
  br i1 %51, label %17, label %52, !llvm.loop !10

52:                                               ; preds = %17
  %53 = tail call i32 @llvm.fshl.i32(i32 %28, i32 %28, i32 1) #11
  %54 = tail call i32 @llvm.fshl.i32(i32 %35, i32 %35, i32 7) #11
  %55 = tail call i32 @llvm.fshl.i32(i32 %42, i32 %42, i32 12) #11
  %56 = tail call i32 @llvm.fshl.i32(i32 %49, i32 %49, i32 18) #11
  %57 = trunc i64 %1 to i32
  %58 = add i32 %53, %57
  %59 = add i32 %58, %54
  %60 = add i32 %59, %55
  %61 = add i32 %60, %56
  %62 = and i64 %1, 15
  br label %67

63:                                               ; preds = %9
  %64 = add i32 %2, 374761393
  %65 = trunc i64 %1 to i32
  %66 = add i32 %64, %65
  br label %67

67:                                               ; preds = %63, %52
  %68 = phi i64 [ %62, %52 ], [ %1, %63 ]
  %69 = phi i32 [ %61, %52 ], [ %66, %63 ]
  %70 = phi i8* [ %50, %52 ], [ %0, %63 ]
  %71 = icmp ugt i64 %68, 3
  br i1 %71, label %77, label %72

72:                                               ; preds = %77, %67
  %73 = phi i8* [ %70, %67 ], [ %85, %77 ]
  %74 = phi i64 [ %68, %67 ], [ %88, %77 ]
  %75 = phi i32 [ %69, %67 ], [ %87, %77 ]
  %76 = icmp eq i64 %74, 0
  br i1 %76, label %201, label %90

77:                                               ; preds = %77, %67
  %78 = phi i32 [ %87, %77 ], [ %69, %67 ]
  %79 = phi i64 [ %88, %77 ], [ %68, %67 ]
  %80 = phi i8* [ %85, %77 ], [ %70, %67 ]
  %81 = bitcast i8* %80 to i32*
  %82 = load i32, i32* %81, align 1, !tbaa !6
  %83 = mul i32 %82, -1028477379
  %84 = add i32 %83, %78
  %85 = getelementptr inbounds i8, i8* %80, i64 4
  %86 = tail call i32 @llvm.fshl.i32(i32 %84, i32 %84, i32 17) #11
  %87 = mul i32 %86, 668265263
  %88 = add i64 %79, -4
  %89 = icmp ugt i64 %88, 3
  br i1 %89, label %77, label %72, !llvm.loop !12

90:                                               ; preds = %90, %72
  %91 = phi i32 [ %100, %90 ], [ %75, %72 ]
  %92 = phi i64 [ %101, %90 ], [ %74, %72 ]
  %93 = phi i8* [ %94, %90 ], [ %73, %72 ]
  %94 = getelementptr inbounds i8, i8* %93, i64 1
  %95 = load i8, i8* %93, align 1, !tbaa !13
  %96 = zext i8 %95 to i32
  %97 = mul i32 %96, 374761393
  %98 = add i32 %97, %91
  %99 = tail call i32 @llvm.fshl.i32(i32 %98, i32 %98, i32 11) #11
  %100 = mul i32 %99, -1640531535
  %101 = add i64 %92, -1
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %201, label %90, !llvm.loop !14

103:                                              ; preds = %3
  br i1 %7, label %198, label %104

104:                                              ; preds = %103
  %105 = icmp ugt i64 %1, 15
  br i1 %105, label %106, label %158

106:                                              ; preds = %104
  %107 = getelementptr inbounds i8, i8* %0, i64 %1
  %108 = getelementptr inbounds i8, i8* %107, i64 -15
  %109 = add i32 %2, 606290984
  %110 = add i32 %2, -2048144777
  %111 = add i32 %2, 1640531535
  br label %112

112:                                              ; preds = %112, %106
  %113 = phi i8* [ %0, %106 ], [ %145, %112 ]
  %114 = phi i32 [ %109, %106 ], [ %123, %112 ]
  %115 = phi i32 [ %110, %106 ], [ %130, %112 ]
  %116 = phi i32 [ %2, %106 ], [ %137, %112 ]
  %117 = phi i32 [ %111, %106 ], [ %144, %112 ]
  %118 = bitcast i8* %113 to i32*
  %119 = load i32, i32* %118, align 1, !tbaa !6
  %120 = mul i32 %119, -2048144777
  %121 = add i32 %120, %114
  %122 = tail call i32 @llvm.fshl.i32(i32 %121, i32 %121, i32 13) #11
  %123 = mul i32 %122, -1640531535
  %124 = getelementptr inbounds i8, i8* %113, i64 4
  %125 = bitcast i8* %124 to i32*
  %126 = load i32, i32* %125, align 1, !tbaa !6
  %127 = mul i32 %126, -2048144777
  %128 = add i32 %127, %115
  %129 = tail call i32 @llvm.fshl.i32(i32 %128, i32 %128, i32 13) #11
  %130 = mul i32 %129, -1640531535
  %131 = getelementptr inbounds i8, i8* %113, i64 8
  %132 = bitcast i8* %131 to i32*
  %133 = load i32, i32* %132, align 1, !tbaa !6
  %134 = mul i32 %133, -2048144777
  %135 = add i32 %134, %116
  %136 = tail call i32 @llvm.fshl.i32(i32 %135, i32 %135, i32 13) #11
  %137 = mul i32 %136, -1640531535
  %138 = getelementptr inbounds i8, i8* %113, i64 12
  %139 = bitcast i8* %138 to i32*
  %140 = load i32, i32* %139, align 1, !tbaa !6
  %141 = mul i32 %140, -2048144777
  %142 = add i32 %141, %117
  %143 = tail call i32 @llvm.fshl.i32(i32 %142, i32 %142, i32 13) #11
  %144 = mul i32 %143, -1640531535
  %145 = getelementptr inbounds i8, i8* %113, i64 16
  %146 = icmp ult i8* %145, %108
  br i1 %146, label %112, label %147, !llvm.loop !10

147:                                              ; preds = %112
  %148 = tail call i32 @llvm.fshl.i32(i32 %123, i32 %123, i32 1) #11
  %149 = tail call i32 @llvm.fshl.i32(i32 %130, i32 %130, i32 7) #11
  %150 = tail call i32 @llvm.fshl.i32(i32 %137, i32 %137, i32 12) #11
  %151 = tail call i32 @llvm.fshl.i32(i32 %144, i32 %144, i32 18) #11
  %152 = trunc i64 %1 to i32
  %153 = add i32 %148, %152
  %154 = add i32 %153, %149
  %155 = add i32 %154, %150
  %156 = add i32 %155, %151
  %157 = and i64 %1, 15
  br label %162

158:                                              ; preds = %104
  %159 = add i32 %2, 374761393
  %160 = trunc i64 %1 to i32
  %161 = add i32 %159, %160
  br label %162

162:                                              ; preds = %158, %147
  %163 = phi i64 [ %157, %147 ], [ %1, %158 ]
  %164 = phi i32 [ %156, %147 ], [ %161, %158 ]
  %165 = phi i8* [ %145, %147 ], [ %0, %158 ]
  %166 = icmp ugt i64 %163, 3
  br i1 %166, label %172, label %167

167:                                              ; preds = %172, %162
  %168 = phi i8* [ %165, %162 ], [ %180, %172 ]
  %169 = phi i64 [ %163, %162 ], [ %183, %172 ]
  %170 = phi i32 [ %164, %162 ], [ %182, %172 ]
  %171 = icmp eq i64 %169, 0
  br i1 %171, label %201, label %185

172:                                              ; preds = %172, %162
  %173 = phi i32 [ %182, %172 ], [ %164, %162 ]
  %174 = phi i64 [ %183, %172 ], [ %163, %162 ]
  %175 = phi i8* [ %180, %172 ], [ %165, %162 ]
  %176 = bitcast i8* %175 to i32*
  %177 = load i32, i32* %176, align 1, !tbaa !6
  %178 = mul i32 %177, -1028477379
  %179 = add i32 %178, %173
  %180 = getelementptr inbounds i8, i8* %175, i64 4
  %181 = tail call i32 @llvm.fshl.i32(i32 %179, i32 %179, i32 17) #11
  %182 = mul i32 %181, 668265263
  %183 = add i64 %174, -4
  %184 = icmp ugt i64 %183, 3
  br i1 %184, label %172, label %167, !llvm.loop !12

185:                                              ; preds = %185, %167
  %186 = phi i32 [ %195, %185 ], [ %170, %167 ]
  %187 = phi i64 [ %196, %185 ], [ %169, %167 ]
  %188 = phi i8* [ %189, %185 ], [ %168, %167 ]
  %189 = getelementptr inbounds i8, i8* %188, i64 1
  %190 = load i8, i8* %188, align 1, !tbaa !13
  %191 = zext i8 %190 to i32
  %192 = mul i32 %191, 374761393
  %193 = add i32 %192, %186
  %194 = tail call i32 @llvm.fshl.i32(i32 %193, i32 %193, i32 11) #11
  %195 = mul i32 %194, -1640531535
  %196 = add i64 %187, -1
  %197 = icmp eq i64 %196, 0
  br i1 %197, label %201, label %185, !llvm.loop !14

198:                                              ; preds = %103, %8
  %199 = icmp eq i64 %1, 0
  tail call void @llvm.assume(i1 %199) #11
  %200 = add i32 %2, 374761393
  br label %201

201:                                              ; preds = %198, %185, %167, %90, %72
  %202 = phi i32 [ %75, %72 ], [ %170, %167 ], [ %200, %198 ], [ %100, %90 ], [ %195, %185 ]
  %203 = lshr i32 %202, 15
  %204 = xor i32 %203, %202
  %205 = mul i32 %204, -2048144777
  %206 = lshr i32 %205, 13
  %207 = xor i32 %206, %205
  %208 = mul i32 %207, -1028477379
  %209 = lshr i32 %208, 16
  %210 = xor i32 %209, %208
  ret i32 %210
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #1

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #1

; Function Attrs: mustprogress nofree nosync nounwind readonly willreturn
define dso_local i64 @XXH64_digest(%struct.XXH64_state_s* nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 8, !tbaa !15
  %4 = icmp ugt i64 %3, 31
  br i1 %4, label %5, label %45

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 0
  %7 = load i64, i64* %6, align 8, !tbaa !18
  %8 = tail call i64 @llvm.fshl.i64(i64 %7, i64 %7, i64 1)
  %9 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 1
  %10 = load i64, i64* %9, align 8, !tbaa !18
  %11 = tail call i64 @llvm.fshl.i64(i64 %10, i64 %10, i64 7)
  %12 = add i64 %11, %8
  %13 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 2
  %14 = load i64, i64* %13, align 8, !tbaa !18
  %15 = tail call i64 @llvm.fshl.i64(i64 %14, i64 %14, i64 12)
  %16 = add i64 %12, %15
  %17 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 3
  %18 = load i64, i64* %17, align 8, !tbaa !18
  %19 = tail call i64 @llvm.fshl.i64(i64 %18, i64 %18, i64 18)
  %20 = add i64 %16, %19
  %21 = mul i64 %7, -4417276706812531889
  %22 = tail call i64 @llvm.fshl.i64(i64 %21, i64 %21, i64 31) #11
  %23 = mul i64 %22, -7046029288634856825
  %24 = xor i64 %20, %23
  %25 = mul i64 %24, -7046029288634856825
  %26 = add i64 %25, -8796714831421723037
  %27 = mul i64 %10, -4417276706812531889
  %28 = tail call i64 @llvm.fshl.i64(i64 %27, i64 %27, i64 31) #11
  %29 = mul i64 %28, -7046029288634856825
  %30 = xor i64 %26, %29
  %31 = mul i64 %30, -7046029288634856825
  %32 = add i64 %31, -8796714831421723037
  %33 = mul i64 %14, -4417276706812531889
  %34 = tail call i64 @llvm.fshl.i64(i64 %33, i64 %33, i64 31) #11
  %35 = mul i64 %34, -7046029288634856825
  %36 = xor i64 %32, %35
  %37 = mul i64 %36, -7046029288634856825
  %38 = add i64 %37, -8796714831421723037
  %39 = mul i64 %18, -4417276706812531889
  %40 = tail call i64 @llvm.fshl.i64(i64 %39, i64 %39, i64 31) #11
  %41 = mul i64 %40, -7046029288634856825
  %42 = xor i64 %38, %41
  %43 = mul i64 %42, -7046029288634856825
  %44 = add i64 %43, -8796714831421723037
  br label %49

45:                                               ; preds = %1
  %46 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 1, i64 2
  %47 = load i64, i64* %46, align 8, !tbaa !18
  %48 = add i64 %47, 2870177450012600261
  br label %49

49:                                               ; preds = %45, %5
  %50 = phi i64 [ %44, %5 ], [ %48, %45 ]
  %51 = add i64 %50, %3
  %52 = getelementptr inbounds %struct.XXH64_state_s, %struct.XXH64_state_s* %0, i64 0, i32 2, i64 0
  %53 = bitcast i64* %52 to i8*
  %54 = and i64 %3, 31
  %55 = icmp ugt i64 %54, 7
  br i1 %55, label %56, label %72

56:                                               ; preds = %56, %49
  %57 = phi i64 [ %69, %56 ], [ %51, %49 ]
  %58 = phi i8* [ %65, %56 ], [ %53, %49 ]
  %59 = phi i64 [ %70, %56 ], [ %54, %49 ]
  %60 = bitcast i8* %58 to i64*
  %61 = load i64, i64* %60, align 1, !tbaa !18
  %62 = mul i64 %61, -4417276706812531889
  %63 = tail call i64 @llvm.fshl.i64(i64 %62, i64 %62, i64 31) #11
  %64 = mul i64 %63, -7046029288634856825
  %65 = getelementptr inbounds i8, i8* %58, i64 8
  %66 = xor i64 %64, %57
  %67 = tail call i64 @llvm.fshl.i64(i64 %66, i64 %66, i64 27) #11
  %68 = mul i64 %67, -7046029288634856825
  %69 = add i64 %68, -8796714831421723037
  %70 = add i64 %59, -8
  %71 = icmp ugt i64 %70, 7
  br i1 %71, label %56, label %72, !llvm.loop !19

72:                                               ; preds = %56, %49
  %73 = phi i64 [ %54, %49 ], [ %70, %56 ]
  %74 = phi i8* [ %53, %49 ], [ %65, %56 ]
  %75 = phi i64 [ %51, %49 ], [ %69, %56 ]
  %76 = icmp ugt i64 %73, 3
  br i1 %76, label %77, label %88

77:                                               ; preds = %72
  %78 = bitcast i8* %74 to i32*
  %79 = load i32, i32* %78, align 1, !tbaa !6
  %80 = zext i32 %79 to i64
  %81 = mul i64 %80, -7046029288634856825
  %82 = xor i64 %81, %75
  %83 = getelementptr inbounds i8, i8* %74, i64 4
  %84 = tail call i64 @llvm.fshl.i64(i64 %82, i64 %82, i64 23) #11
  %85 = mul i64 %84, -4417276706812531889
  %86 = add i64 %85, 1609587929392839161
  %87 = add nsw i64 %73, -4
  br label %88

88:                                               ; preds = %77, %72
  %89 = phi i64 [ %87, %77 ], [ %73, %72 ]
  %90 = phi i8* [ %83, %77 ], [ %74, %72 ]
  %91 = phi i64 [ %86, %77 ], [ %75, %72 ]
  %92 = icmp eq i64 %89, 0
  br i1 %92, label %106, label %93

93:                                               ; preds = %93, %88
  %94 = phi i64 [ %103, %93 ], [ %91, %88 ]
  %95 = phi i8* [ %97, %93 ], [ %90, %88 ]
  %96 = phi i64 [ %104, %93 ], [ %89, %88 ]
  %97 = getelementptr inbounds i8, i8* %95, i64 1
  %98 = load i8, i8* %95, align 1, !tbaa !13
  %99 = zext i8 %98 to i64
  %100 = mul i64 %99, 2870177450012600261
  %101 = xor i64 %100, %94
  %102 = tail call i64 @llvm.fshl.i64(i64 %101, i64 %101, i64 11) #11
  %103 = mul i64 %102, -7046029288634856825
  %104 = add i64 %96, -1
  %105 = icmp eq i64 %104, 0
  br i1 %105, label %106, label %93, !llvm.loop !20

106:                                              ; preds = %93, %88
  %107 = phi i64 [ %91, %88 ], [ %103, %93 ]
  %108 = lshr i64 %107, 33
  %109 = xor i64 %108, %107
  %110 = mul i64 %109, -4417276706812531889
  %111 = lshr i64 %110, 29
  %112 = xor i64 %111, %110
  %113 = mul i64 %112, 1609587929392839161
  %114 = lshr i64 %113, 32
  %115 = xor i64 %114, %113
  ret i64 %115
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: mustprogress nofree nounwind readonly willreturn
define dso_local i64 @XXH3_64bits(i8* nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #5 {
  %3 = icmp ult i64 %1, 17
  br i1 %3, label %4, label %85

4:                                                ; preds = %2
  %5 = icmp ugt i64 %1, 8
  br i1 %5, label %6, label %31, !prof !21

6:                                                ; preds = %4
  %7 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %7) #11
  %8 = bitcast i8* %0 to i64*
  %9 = load i64, i64* %8, align 1, !tbaa !18, !alias.scope !22, !noalias !25
  %10 = xor i64 %9, 7458650908927343033
  %11 = getelementptr inbounds i8, i8* %0, i64 %1
  %12 = getelementptr inbounds i8, i8* %11, i64 -8
  %13 = bitcast i8* %12 to i64*
  %14 = load i64, i64* %13, align 1, !tbaa !18, !alias.scope !22, !noalias !25
  %15 = xor i64 %14, -5812251307325107654
  %16 = tail call i64 @llvm.bswap.i64(i64 %10) #11
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
  br label %235

31:                                               ; preds = %4
  %32 = icmp ugt i64 %1, 3
  br i1 %32, label %33, label %57, !prof !21

33:                                               ; preds = %31
  %34 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %34) #11
  %35 = bitcast i8* %0 to i32*
  %36 = load i32, i32* %35, align 1, !tbaa !6, !alias.scope !22, !noalias !25
  %37 = getelementptr inbounds i8, i8* %0, i64 %1
  %38 = getelementptr inbounds i8, i8* %37, i64 -4
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 1, !tbaa !6, !alias.scope !22, !noalias !25
  %41 = zext i32 %40 to i64
  %42 = zext i32 %36 to i64
  %43 = shl nuw i64 %42, 32
  %44 = or i64 %43, %41
  %45 = xor i64 %44, -4090762196417718878
  %46 = tail call i64 @llvm.fshl.i64(i64 %45, i64 %45, i64 49) #11
  %47 = tail call i64 @llvm.fshl.i64(i64 %45, i64 %45, i64 24) #11
  %48 = xor i64 %47, %45
  %49 = xor i64 %48, %46
  %50 = mul i64 %49, -6939452855193903323
  %51 = lshr i64 %50, 35
  %52 = add nuw nsw i64 %51, %1
  %53 = xor i64 %52, %50
  %54 = mul i64 %53, -6939452855193903323
  %55 = lshr i64 %54, 28
  %56 = xor i64 %55, %54
  br label %235

57:                                               ; preds = %31
  %58 = icmp eq i64 %1, 0
  br i1 %58, label %235, label %59

59:                                               ; preds = %57
  %60 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %60) #11
  %61 = load i8, i8* %0, align 1, !tbaa !13, !alias.scope !22, !noalias !25
  %62 = lshr i64 %1, 1
  %63 = getelementptr inbounds i8, i8* %0, i64 %62
  %64 = load i8, i8* %63, align 1, !tbaa !13, !alias.scope !22, !noalias !25
  %65 = add nsw i64 %1, -1
  %66 = getelementptr inbounds i8, i8* %0, i64 %65
  %67 = load i8, i8* %66, align 1, !tbaa !13, !alias.scope !22, !noalias !25
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
  br label %235

85:                                               ; preds = %2
  %86 = icmp ult i64 %1, 129
  br i1 %86, label %87, label %229

87:                                               ; preds = %85
  %88 = mul i64 %1, -7046029288634856825
  %89 = icmp ugt i64 %1, 32
  br i1 %89, label %90, label %192

90:                                               ; preds = %87
  %91 = icmp ugt i64 %1, 64
  br i1 %91, label %92, label %159

92:                                               ; preds = %90
  %93 = icmp ugt i64 %1, 96
  br i1 %93, label %94, label %126

94:                                               ; preds = %92
  %95 = getelementptr inbounds i8, i8* %0, i64 48
  %96 = bitcast i8* %95 to i64*
  %97 = load i64, i64* %96, align 1, !tbaa !18, !alias.scope !27, !noalias !32
  %98 = getelementptr inbounds i8, i8* %0, i64 56
  %99 = bitcast i8* %98 to i64*
  %100 = load i64, i64* %99, align 1, !tbaa !18, !alias.scope !27, !noalias !32
  %101 = xor i64 %97, 4554437623014685352
  %102 = xor i64 %100, 2111919702937427193
  %103 = zext i64 %101 to i128
  %104 = zext i64 %102 to i128
  %105 = mul nuw i128 %104, %103
  %106 = lshr i128 %105, 64
  %107 = xor i128 %106, %105
  %108 = trunc i128 %107 to i64
  %109 = add i64 %88, %108
  %110 = getelementptr inbounds i8, i8* %0, i64 %1
  %111 = getelementptr inbounds i8, i8* %110, i64 -64
  %112 = bitcast i8* %111 to i64*
  %113 = load i64, i64* %112, align 1, !tbaa !18, !alias.scope !35, !noalias !38
  %114 = getelementptr inbounds i8, i8* %111, i64 8
  %115 = bitcast i8* %114 to i64*
  %116 = load i64, i64* %115, align 1, !tbaa !18, !alias.scope !35, !noalias !38
  %117 = xor i64 %113, 3556072174620004746
  %118 = xor i64 %116, 7238261902898274248
  %119 = zext i64 %117 to i128
  %120 = zext i64 %118 to i128
  %121 = mul nuw i128 %120, %119
  %122 = lshr i128 %121, 64
  %123 = xor i128 %122, %121
  %124 = trunc i128 %123 to i64
  %125 = add i64 %109, %124
  br label %126

126:                                              ; preds = %94, %92
  %127 = phi i64 [ %125, %94 ], [ %88, %92 ]
  %128 = getelementptr inbounds i8, i8* %0, i64 32
  %129 = bitcast i8* %128 to i64*
  %130 = load i64, i64* %129, align 1, !tbaa !18, !alias.scope !40, !noalias !43
  %131 = getelementptr inbounds i8, i8* %0, i64 40
  %132 = bitcast i8* %131 to i64*
  %133 = load i64, i64* %132, align 1, !tbaa !18, !alias.scope !40, !noalias !43
  %134 = xor i64 %130, -3818837453329782724
  %135 = xor i64 %133, -6688317018830679928
  %136 = zext i64 %134 to i128
  %137 = zext i64 %135 to i128
  %138 = mul nuw i128 %137, %136
  %139 = lshr i128 %138, 64
  %140 = xor i128 %139, %138
  %141 = trunc i128 %140 to i64
  %142 = add i64 %127, %141
  %143 = getelementptr inbounds i8, i8* %0, i64 %1
  %144 = getelementptr inbounds i8, i8* %143, i64 -48
  %145 = bitcast i8* %144 to i64*
  %146 = load i64, i64* %145, align 1, !tbaa !18, !alias.scope !45, !noalias !48
  %147 = getelementptr inbounds i8, i8* %144, i64 8
  %148 = bitcast i8* %147 to i64*
  %149 = load i64, i64* %148, align 1, !tbaa !18, !alias.scope !45, !noalias !48
  %150 = xor i64 %146, 5690594596133299313
  %151 = xor i64 %149, -2833645246901970632
  %152 = zext i64 %150 to i128
  %153 = zext i64 %151 to i128
  %154 = mul nuw i128 %153, %152
  %155 = lshr i128 %154, 64
  %156 = xor i128 %155, %154
  %157 = trunc i128 %156 to i64
  %158 = add i64 %142, %157
  br label %159

159:                                              ; preds = %126, %90
  %160 = phi i64 [ %158, %126 ], [ %88, %90 ]
  %161 = getelementptr inbounds i8, i8* %0, i64 16
  %162 = bitcast i8* %161 to i64*
  %163 = load i64, i64* %162, align 1, !tbaa !18, !alias.scope !50, !noalias !53
  %164 = getelementptr inbounds i8, i8* %0, i64 24
  %165 = bitcast i8* %164 to i64*
  %166 = load i64, i64* %165, align 1, !tbaa !18, !alias.scope !50, !noalias !53
  %167 = xor i64 %163, 8711581037947681227
  %168 = xor i64 %166, 2410270004345854594
  %169 = zext i64 %167 to i128
  %170 = zext i64 %168 to i128
  %171 = mul nuw i128 %170, %169
  %172 = lshr i128 %171, 64
  %173 = xor i128 %172, %171
  %174 = trunc i128 %173 to i64
  %175 = add i64 %160, %174
  %176 = getelementptr inbounds i8, i8* %0, i64 %1
  %177 = getelementptr inbounds i8, i8* %176, i64 -32
  %178 = bitcast i8* %177 to i64*
  %179 = load i64, i64* %178, align 1, !tbaa !18, !alias.scope !55, !noalias !58
  %180 = getelementptr inbounds i8, i8* %177, i64 8
  %181 = bitcast i8* %180 to i64*
  %182 = load i64, i64* %181, align 1, !tbaa !18, !alias.scope !55, !noalias !58
  %183 = xor i64 %179, -8204357891075471176
  %184 = xor i64 %182, 5487137525590930912
  %185 = zext i64 %183 to i128
  %186 = zext i64 %184 to i128
  %187 = mul nuw i128 %186, %185
  %188 = lshr i128 %187, 64
  %189 = xor i128 %188, %187
  %190 = trunc i128 %189 to i64
  %191 = add i64 %175, %190
  br label %192

192:                                              ; preds = %159, %87
  %193 = phi i64 [ %191, %159 ], [ %88, %87 ]
  %194 = bitcast i8* %0 to i64*
  %195 = load i64, i64* %194, align 1, !tbaa !18, !alias.scope !60, !noalias !63
  %196 = getelementptr inbounds i8, i8* %0, i64 8
  %197 = bitcast i8* %196 to i64*
  %198 = load i64, i64* %197, align 1, !tbaa !18, !alias.scope !60, !noalias !63
  %199 = xor i64 %195, -4734510112055689544
  %200 = xor i64 %198, 2066345149520216444
  %201 = zext i64 %199 to i128
  %202 = zext i64 %200 to i128
  %203 = mul nuw i128 %202, %201
  %204 = lshr i128 %203, 64
  %205 = xor i128 %204, %203
  %206 = trunc i128 %205 to i64
  %207 = add i64 %193, %206
  %208 = getelementptr inbounds i8, i8* %0, i64 %1
  %209 = getelementptr inbounds i8, i8* %208, i64 -16
  %210 = bitcast i8* %209 to i64*
  %211 = load i64, i64* %210, align 1, !tbaa !18, !alias.scope !65, !noalias !68
  %212 = getelementptr inbounds i8, i8* %209, i64 8
  %213 = bitcast i8* %212 to i64*
  %214 = load i64, i64* %213, align 1, !tbaa !18, !alias.scope !65, !noalias !68
  %215 = xor i64 %211, -2623469361688619810
  %216 = xor i64 %214, 2262974939099578482
  %217 = zext i64 %215 to i128
  %218 = zext i64 %216 to i128
  %219 = mul nuw i128 %218, %217
  %220 = lshr i128 %219, 64
  %221 = xor i128 %220, %219
  %222 = trunc i128 %221 to i64
  %223 = add i64 %207, %222
  %224 = lshr i64 %223, 37
  %225 = xor i64 %224, %223
  %226 = mul i64 %225, 1609587791953885689
  %227 = lshr i64 %226, 32
  %228 = xor i64 %227, %226
  br label %235

229:                                              ; preds = %85
  %230 = icmp ult i64 %1, 241
  br i1 %230, label %231, label %233

231:                                              ; preds = %229
  %232 = tail call fastcc i64 @XXH3_len_129to240_64b(i8* noundef %0, i64 noundef %1, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef 0) #12
  br label %235

233:                                              ; preds = %229
  %234 = tail call fastcc i64 @XXH3_hashLong_64b_default(i8* noundef %0, i64 noundef %1, i64 noundef 0, i8* noundef getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i64 noundef 192) #11, !callees !70
  br label %235

235:                                              ; preds = %233, %231, %192, %59, %57, %33, %6
  %236 = phi i64 [ %228, %192 ], [ %232, %231 ], [ %234, %233 ], [ %30, %6 ], [ %56, %33 ], [ %84, %59 ], [ 3244421341483603138, %57 ]
  ret i64 %236
}

; Function Attrs: mustprogress nofree noinline nounwind readonly willreturn
declare hidden fastcc i64 @XXH3_len_129to240_64b(i8* noalias nocapture noundef readonly, i64 noundef, i8* noalias nocapture noundef readonly, i64 noundef) unnamed_addr #6

; Function Attrs: mustprogress nofree noinline nosync nounwind readonly willreturn
declare hidden fastcc i64 @XXH3_hashLong_64b_default(i8* noalias nocapture noundef readonly, i64 noundef, i64 noundef, i8* noalias nocapture noundef readnone, i64 noundef) unnamed_addr #7

; Function Attrs: nofree noinline nosync nounwind
declare hidden fastcc i64 @XXH3_hashLong_64b_withSecret(i8* noalias nocapture noundef readonly, i64 noundef, i64 noundef, i8* noalias nocapture noundef readonly, i64 noundef) unnamed_addr #8

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #2

; Function Attrs: mustprogress nofree nounwind readonly willreturn
define dso_local i64 @XXH3_64bits_withSecret(i8* nocapture noundef readonly %0, i64 noundef %1, i8* nocapture noundef readonly %2, i64 noundef %3) local_unnamed_addr #5 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !71)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !74)
  %5 = icmp ugt i64 %3, 135
  tail call void @llvm.assume(i1 %5) #11
  %6 = icmp ult i64 %1, 17
  br i1 %6, label %7, label %135

7:                                                ; preds = %4
  %8 = icmp ugt i64 %1, 8
  br i1 %8, label %9, label %49, !prof !21

9:                                                ; preds = %7
  %10 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %10) #11
  %11 = icmp ne i8* %2, null
  tail call void @llvm.assume(i1 %11) #11
  %12 = getelementptr inbounds i8, i8* %2, i64 24
  %13 = bitcast i8* %12 to i64*
  %14 = load i64, i64* %13, align 1, !tbaa !18, !alias.scope !74, !noalias !71
  %15 = getelementptr inbounds i8, i8* %2, i64 32
  %16 = bitcast i8* %15 to i64*
  %17 = load i64, i64* %16, align 1, !tbaa !18, !alias.scope !74, !noalias !71
  %18 = xor i64 %17, %14
  %19 = getelementptr inbounds i8, i8* %2, i64 40
  %20 = bitcast i8* %19 to i64*
  %21 = load i64, i64* %20, align 1, !tbaa !18, !alias.scope !74, !noalias !71
  %22 = getelementptr inbounds i8, i8* %2, i64 48
  %23 = bitcast i8* %22 to i64*
  %24 = load i64, i64* %23, align 1, !tbaa !18, !alias.scope !74, !noalias !71
  %25 = xor i64 %24, %21
  %26 = bitcast i8* %0 to i64*
  %27 = load i64, i64* %26, align 1, !tbaa !18, !alias.scope !71, !noalias !74
  %28 = xor i64 %18, %27
  %29 = getelementptr inbounds i8, i8* %0, i64 %1
  %30 = getelementptr inbounds i8, i8* %29, i64 -8
  %31 = bitcast i8* %30 to i64*
  %32 = load i64, i64* %31, align 1, !tbaa !18, !alias.scope !71, !noalias !74
  %33 = xor i64 %25, %32
  %34 = tail call i64 @llvm.bswap.i64(i64 %28) #11
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
  br label %332

49:                                               ; preds = %7
  %50 = icmp ugt i64 %1, 3
  br i1 %50, label %51, label %83, !prof !21

51:                                               ; preds = %49
  %52 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %52) #11
  %53 = icmp ne i8* %2, null
  tail call void @llvm.assume(i1 %53) #11
  %54 = bitcast i8* %0 to i32*
  %55 = load i32, i32* %54, align 1, !tbaa !6, !alias.scope !71, !noalias !74
  %56 = getelementptr inbounds i8, i8* %0, i64 %1
  %57 = getelementptr inbounds i8, i8* %56, i64 -4
  %58 = bitcast i8* %57 to i32*
  %59 = load i32, i32* %58, align 1, !tbaa !6, !alias.scope !71, !noalias !74
  %60 = getelementptr inbounds i8, i8* %2, i64 8
  %61 = bitcast i8* %60 to i64*
  %62 = load i64, i64* %61, align 1, !tbaa !18, !alias.scope !74, !noalias !71
  %63 = getelementptr inbounds i8, i8* %2, i64 16
  %64 = bitcast i8* %63 to i64*
  %65 = load i64, i64* %64, align 1, !tbaa !18, !alias.scope !74, !noalias !71
  %66 = xor i64 %65, %62
  %67 = zext i32 %59 to i64
  %68 = zext i32 %55 to i64
  %69 = shl nuw i64 %68, 32
  %70 = or i64 %69, %67
  %71 = xor i64 %66, %70
  %72 = tail call i64 @llvm.fshl.i64(i64 %71, i64 %71, i64 49) #11
  %73 = tail call i64 @llvm.fshl.i64(i64 %71, i64 %71, i64 24) #11
  %74 = xor i64 %73, %71
  %75 = xor i64 %74, %72
  %76 = mul i64 %75, -6939452855193903323
  %77 = lshr i64 %76, 35
  %78 = add nuw nsw i64 %77, %1
  %79 = xor i64 %78, %76
  %80 = mul i64 %79, -6939452855193903323
  %81 = lshr i64 %80, 28
  %82 = xor i64 %81, %80
  br label %332

83:                                               ; preds = %49
  %84 = icmp eq i64 %1, 0
  br i1 %84, label %119, label %85

85:                                               ; preds = %83
  %86 = icmp ne i8* %0, null
  tail call void @llvm.assume(i1 %86) #11
  %87 = icmp ne i8* %2, null
  tail call void @llvm.assume(i1 %87) #11
  %88 = load i8, i8* %0, align 1, !tbaa !13, !alias.scope !71, !noalias !74
  %89 = lshr i64 %1, 1
  %90 = getelementptr inbounds i8, i8* %0, i64 %89
  %91 = load i8, i8* %90, align 1, !tbaa !13, !alias.scope !71, !noalias !74
  %92 = add nsw i64 %1, -1
  %93 = getelementptr inbounds i8, i8* %0, i64 %92
  %94 = load i8, i8* %93, align 1, !tbaa !13, !alias.scope !71, !noalias !74
  %95 = zext i8 %88 to i64
  %96 = shl nuw nsw i64 %95, 16
  %97 = zext i8 %91 to i64
  %98 = shl nuw nsw i64 %97, 24
  %99 = zext i8 %94 to i64
  %100 = shl nuw nsw i64 %1, 8
  %101 = bitcast i8* %2 to i32*
  %102 = load i32, i32* %101, align 1, !tbaa !6, !alias.scope !74, !noalias !71
  %103 = getelementptr inbounds i8, i8* %2, i64 4
  %104 = bitcast i8* %103 to i32*
  %105 = load i32, i32* %104, align 1, !tbaa !6, !alias.scope !74, !noalias !71
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
  br label %332

119:                                              ; preds = %83
  %120 = getelementptr inbounds i8, i8* %2, i64 56
  %121 = bitcast i8* %120 to i64*
  %122 = load i64, i64* %121, align 1, !tbaa !18, !alias.scope !74, !noalias !71
  %123 = getelementptr inbounds i8, i8* %2, i64 64
  %124 = bitcast i8* %123 to i64*
  %125 = load i64, i64* %124, align 1, !tbaa !18, !alias.scope !74, !noalias !71
  %126 = xor i64 %125, %122
  %127 = lshr i64 %126, 33
  %128 = xor i64 %127, %126
  %129 = mul i64 %128, -4417276706812531889
  %130 = lshr i64 %129, 29
  %131 = xor i64 %130, %129
  %132 = mul i64 %131, 1609587929392839161
  %133 = lshr i64 %132, 32
  %134 = xor i64 %133, %132
  br label %332

135:                                              ; preds = %4
  %136 = icmp ult i64 %1, 129
  br i1 %136, label %137, label %326

137:                                              ; preds = %135
  tail call void @llvm.experimental.noalias.scope.decl(metadata !76) #11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !79) #11
  %138 = mul i64 %1, -7046029288634856825
  %139 = icmp ugt i64 %1, 32
  br i1 %139, label %140, label %278

140:                                              ; preds = %137
  %141 = icmp ugt i64 %1, 64
  br i1 %141, label %142, label %233

142:                                              ; preds = %140
  %143 = icmp ugt i64 %1, 96
  br i1 %143, label %144, label %188

144:                                              ; preds = %142
  %145 = getelementptr inbounds i8, i8* %0, i64 48
  %146 = getelementptr inbounds i8, i8* %2, i64 96
  tail call void @llvm.experimental.noalias.scope.decl(metadata !81) #11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !84) #11
  %147 = bitcast i8* %145 to i64*
  %148 = load i64, i64* %147, align 1, !tbaa !18, !alias.scope !86, !noalias !87
  %149 = getelementptr inbounds i8, i8* %0, i64 56
  %150 = bitcast i8* %149 to i64*
  %151 = load i64, i64* %150, align 1, !tbaa !18, !alias.scope !86, !noalias !87
  %152 = bitcast i8* %146 to i64*
  %153 = load i64, i64* %152, align 1, !tbaa !18, !alias.scope !87, !noalias !86
  %154 = xor i64 %153, %148
  %155 = getelementptr inbounds i8, i8* %2, i64 104
  %156 = bitcast i8* %155 to i64*
  %157 = load i64, i64* %156, align 1, !tbaa !18, !alias.scope !87, !noalias !86
  %158 = xor i64 %157, %151
  %159 = zext i64 %154 to i128
  %160 = zext i64 %158 to i128
  %161 = mul nuw i128 %160, %159
  %162 = lshr i128 %161, 64
  %163 = xor i128 %162, %161
  %164 = trunc i128 %163 to i64
  %165 = add i64 %138, %164
  %166 = getelementptr inbounds i8, i8* %0, i64 %1
  %167 = getelementptr inbounds i8, i8* %166, i64 -64
  %168 = getelementptr inbounds i8, i8* %2, i64 112
  tail call void @llvm.experimental.noalias.scope.decl(metadata !88) #11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !91) #11
  %169 = bitcast i8* %167 to i64*
  %170 = load i64, i64* %169, align 1, !tbaa !18, !alias.scope !93, !noalias !94
  %171 = getelementptr inbounds i8, i8* %167, i64 8
  %172 = bitcast i8* %171 to i64*
  %173 = load i64, i64* %172, align 1, !tbaa !18, !alias.scope !93, !noalias !94
  %174 = bitcast i8* %168 to i64*
  %175 = load i64, i64* %174, align 1, !tbaa !18, !alias.scope !94, !noalias !93
  %176 = xor i64 %175, %170
  %177 = getelementptr inbounds i8, i8* %2, i64 120
  %178 = bitcast i8* %177 to i64*
  %179 = load i64, i64* %178, align 1, !tbaa !18, !alias.scope !94, !noalias !93
  %180 = xor i64 %179, %173
  %181 = zext i64 %176 to i128
  %182 = zext i64 %180 to i128
  %183 = mul nuw i128 %182, %181
  %184 = lshr i128 %183, 64
  %185 = xor i128 %184, %183
  %186 = trunc i128 %185 to i64
  %187 = add i64 %165, %186
  br label %188

188:                                              ; preds = %144, %142
  %189 = phi i64 [ %187, %144 ], [ %138, %142 ]
  %190 = getelementptr inbounds i8, i8* %0, i64 32
  %191 = getelementptr inbounds i8, i8* %2, i64 64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !95) #11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !98) #11
  %192 = bitcast i8* %190 to i64*
  %193 = load i64, i64* %192, align 1, !tbaa !18, !alias.scope !100, !noalias !101
  %194 = getelementptr inbounds i8, i8* %0, i64 40
  %195 = bitcast i8* %194 to i64*
  %196 = load i64, i64* %195, align 1, !tbaa !18, !alias.scope !100, !noalias !101
  %197 = bitcast i8* %191 to i64*
  %198 = load i64, i64* %197, align 1, !tbaa !18, !alias.scope !101, !noalias !100
  %199 = xor i64 %198, %193
  %200 = getelementptr inbounds i8, i8* %2, i64 72
  %201 = bitcast i8* %200 to i64*
  %202 = load i64, i64* %201, align 1, !tbaa !18, !alias.scope !101, !noalias !100
  %203 = xor i64 %202, %196
  %204 = zext i64 %199 to i128
  %205 = zext i64 %203 to i128
  %206 = mul nuw i128 %205, %204
  %207 = lshr i128 %206, 64
  %208 = xor i128 %207, %206
  %209 = trunc i128 %208 to i64
  %210 = add i64 %189, %209
  %211 = getelementptr inbounds i8, i8* %0, i64 %1
  %212 = getelementptr inbounds i8, i8* %211, i64 -48
  %213 = getelementptr inbounds i8, i8* %2, i64 80
  tail call void @llvm.experimental.noalias.scope.decl(metadata !102) #11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !105) #11
  %214 = bitcast i8* %212 to i64*
  %215 = load i64, i64* %214, align 1, !tbaa !18, !alias.scope !107, !noalias !108
  %216 = getelementptr inbounds i8, i8* %212, i64 8
  %217 = bitcast i8* %216 to i64*
  %218 = load i64, i64* %217, align 1, !tbaa !18, !alias.scope !107, !noalias !108
  %219 = bitcast i8* %213 to i64*
  %220 = load i64, i64* %219, align 1, !tbaa !18, !alias.scope !108, !noalias !107
  %221 = xor i64 %220, %215
  %222 = getelementptr inbounds i8, i8* %2, i64 88
  %223 = bitcast i8* %222 to i64*
  %224 = load i64, i64* %223, align 1, !tbaa !18, !alias.scope !108, !noalias !107
  %225 = xor i64 %224, %218
  %226 = zext i64 %221 to i128
  %227 = zext i64 %225 to i128
  %228 = mul nuw i128 %227, %226
  %229 = lshr i128 %228, 64
  %230 = xor i128 %229, %228
  %231 = trunc i128 %230 to i64
  %232 = add i64 %210, %231
  br label %233

233:                                              ; preds = %188, %140
  %234 = phi i64 [ %232, %188 ], [ %138, %140 ]
  %235 = getelementptr inbounds i8, i8* %0, i64 16
  %236 = getelementptr inbounds i8, i8* %2, i64 32
  tail call void @llvm.experimental.noalias.scope.decl(metadata !109) #11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !112) #11
  %237 = bitcast i8* %235 to i64*
  %238 = load i64, i64* %237, align 1, !tbaa !18, !alias.scope !114, !noalias !115
  %239 = getelementptr inbounds i8, i8* %0, i64 24
  %240 = bitcast i8* %239 to i64*
  %241 = load i64, i64* %240, align 1, !tbaa !18, !alias.scope !114, !noalias !115
  %242 = bitcast i8* %236 to i64*
  %243 = load i64, i64* %242, align 1, !tbaa !18, !alias.scope !115, !noalias !114
  %244 = xor i64 %243, %238
  %245 = getelementptr inbounds i8, i8* %2, i64 40
  %246 = bitcast i8* %245 to i64*
  %247 = load i64, i64* %246, align 1, !tbaa !18, !alias.scope !115, !noalias !114
  %248 = xor i64 %247, %241
  %249 = zext i64 %244 to i128
  %250 = zext i64 %248 to i128
  %251 = mul nuw i128 %250, %249
  %252 = lshr i128 %251, 64
  %253 = xor i128 %252, %251
  %254 = trunc i128 %253 to i64
  %255 = add i64 %234, %254
  %256 = getelementptr inbounds i8, i8* %0, i64 %1
  %257 = getelementptr inbounds i8, i8* %256, i64 -32
  %258 = getelementptr inbounds i8, i8* %2, i64 48
  tail call void @llvm.experimental.noalias.scope.decl(metadata !116) #11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !119) #11
  %259 = bitcast i8* %257 to i64*
  %260 = load i64, i64* %259, align 1, !tbaa !18, !alias.scope !121, !noalias !122
  %261 = getelementptr inbounds i8, i8* %257, i64 8
  %262 = bitcast i8* %261 to i64*
  %263 = load i64, i64* %262, align 1, !tbaa !18, !alias.scope !121, !noalias !122
  %264 = bitcast i8* %258 to i64*
  %265 = load i64, i64* %264, align 1, !tbaa !18, !alias.scope !122, !noalias !121
  %266 = xor i64 %265, %260
  %267 = getelementptr inbounds i8, i8* %2, i64 56
  %268 = bitcast i8* %267 to i64*
  %269 = load i64, i64* %268, align 1, !tbaa !18, !alias.scope !122, !noalias !121
  %270 = xor i64 %269, %263
  %271 = zext i64 %266 to i128
  %272 = zext i64 %270 to i128
  %273 = mul nuw i128 %272, %271
  %274 = lshr i128 %273, 64
  %275 = xor i128 %274, %273
  %276 = trunc i128 %275 to i64
  %277 = add i64 %255, %276
  br label %278

278:                                              ; preds = %233, %137
  %279 = phi i64 [ %277, %233 ], [ %138, %137 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !123) #11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !126) #11
  %280 = bitcast i8* %0 to i64*
  %281 = load i64, i64* %280, align 1, !tbaa !18, !alias.scope !128, !noalias !129
  %282 = getelementptr inbounds i8, i8* %0, i64 8
  %283 = bitcast i8* %282 to i64*
  %284 = load i64, i64* %283, align 1, !tbaa !18, !alias.scope !128, !noalias !129
  %285 = bitcast i8* %2 to i64*
  %286 = load i64, i64* %285, align 1, !tbaa !18, !alias.scope !129, !noalias !128
  %287 = xor i64 %286, %281
  %288 = getelementptr inbounds i8, i8* %2, i64 8
  %289 = bitcast i8* %288 to i64*
  %290 = load i64, i64* %289, align 1, !tbaa !18, !alias.scope !129, !noalias !128
  %291 = xor i64 %290, %284
  %292 = zext i64 %287 to i128
  %293 = zext i64 %291 to i128
  %294 = mul nuw i128 %293, %292
  %295 = lshr i128 %294, 64
  %296 = xor i128 %295, %294
  %297 = trunc i128 %296 to i64
  %298 = add i64 %279, %297
  %299 = getelementptr inbounds i8, i8* %0, i64 %1
  %300 = getelementptr inbounds i8, i8* %299, i64 -16
  %301 = getelementptr inbounds i8, i8* %2, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !130) #11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !133) #11
  %302 = bitcast i8* %300 to i64*
  %303 = load i64, i64* %302, align 1, !tbaa !18, !alias.scope !135, !noalias !136
  %304 = getelementptr inbounds i8, i8* %300, i64 8
  %305 = bitcast i8* %304 to i64*
  %306 = load i64, i64* %305, align 1, !tbaa !18, !alias.scope !135, !noalias !136
  %307 = bitcast i8* %301 to i64*
  %308 = load i64, i64* %307, align 1, !tbaa !18, !alias.scope !136, !noalias !135
  %309 = xor i64 %308, %303
  %310 = getelementptr inbounds i8, i8* %2, i64 24
  %311 = bitcast i8* %310 to i64*
  %312 = load i64, i64* %311, align 1, !tbaa !18, !alias.scope !136, !noalias !135
  %313 = xor i64 %312, %306
  %314 = zext i64 %309 to i128
  %315 = zext i64 %313 to i128
  %316 = mul nuw i128 %315, %314
  %317 = lshr i128 %316, 64
  %318 = xor i128 %317, %316
  %319 = trunc i128 %318 to i64
  %320 = add i64 %298, %319
  %321 = lshr i64 %320, 37
  %322 = xor i64 %321, %320
  %323 = mul i64 %322, 1609587791953885689
  %324 = lshr i64 %323, 32
  %325 = xor i64 %324, %323
  br label %332

326:                                              ; preds = %135
  %327 = icmp ult i64 %1, 241
  br i1 %327, label %328, label %330

328:                                              ; preds = %326
  %329 = tail call fastcc i64 @XXH3_len_129to240_64b(i8* noundef %0, i64 noundef %1, i8* noundef %2, i64 noundef 0) #12
  br label %332

330:                                              ; preds = %326
  %331 = tail call fastcc i64 @XXH3_hashLong_64b_withSecret(i8* noundef %0, i64 noundef %1, i64 noundef 0, i8* noundef %2, i64 noundef %3) #11, !callees !70
  br label %332

332:                                              ; preds = %330, %328, %278, %119, %85, %51, %9
  %333 = phi i64 [ %325, %278 ], [ %329, %328 ], [ %331, %330 ], [ %48, %9 ], [ %82, %51 ], [ %118, %85 ], [ %134, %119 ]
  ret i64 %333
}

; Function Attrs: mustprogress nofree nosync nounwind readonly willreturn
declare dso_local [2 x i64] @XXH3_128bits_withSeed(i8* nocapture noundef readonly, i64 noundef, i64 noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nofree nosync nounwind willreturn writeonly
define dso_local signext i32 @XXH3_128bits_reset(%struct.XXH3_state_s* nocapture noundef writeonly %0) local_unnamed_addr #9 {
  %2 = icmp eq %struct.XXH3_state_s* %0, null
  br i1 %2, label %18, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 3
  %5 = bitcast i32* %4 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(24) %5, i8 0, i64 24, i1 false) #11
  %6 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 0
  store i64 3266489917, i64* %6, align 64, !tbaa !18
  %7 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 1
  store i64 -7046029288634856825, i64* %7, align 8, !tbaa !18
  %8 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 2
  store i64 -4417276706812531889, i64* %8, align 16, !tbaa !18
  %9 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 3
  store i64 1609587929392839161, i64* %9, align 8, !tbaa !18
  %10 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 4
  store i64 -8796714831421723037, i64* %10, align 32, !tbaa !18
  %11 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 5
  store i64 2246822519, i64* %11, align 8, !tbaa !18
  %12 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 6
  store i64 2870177450012600261, i64* %12, align 16, !tbaa !18
  %13 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 0, i64 7
  store i64 2654435761, i64* %13, align 8, !tbaa !18
  %14 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 9
  store i64 0, i64* %14, align 8, !tbaa !137
  %15 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 11
  store i8* getelementptr inbounds ([192 x i8], [192 x i8]* @XXH3_kSecret, i64 0, i64 0), i8** %15, align 8, !tbaa !140
  %16 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 8
  store i64 128, i64* %16, align 32, !tbaa !141
  %17 = getelementptr inbounds %struct.XXH3_state_s, %struct.XXH3_state_s* %0, i64 0, i32 7
  store i64 16, i64* %17, align 8, !tbaa !142
  br label %18

18:                                               ; preds = %3, %1
  %19 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %19
}

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @XXH3_generateSecret(i8* nocapture noundef %0, i64 noundef %1, i8* nocapture noundef readonly %2, i64 noundef %3) local_unnamed_addr #10 {
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
  br i1 %20, label %13, label %21, !llvm.loop !143

21:                                               ; preds = %13
  %22 = tail call [2 x i64] @XXH3_128bits_withSeed(i8* nocapture noundef nonnull %11, i64 noundef %10, i64 noundef 0) #12
  %23 = extractvalue [2 x i64] %22, 0
  %24 = extractvalue [2 x i64] %22, 1
  %25 = tail call i64 @llvm.bswap.i64(i64 %23) #11
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
  %47 = tail call i64 @llvm.bswap.i64(i64 %46) #11
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
  %69 = load i64, i64* %68, align 1, !tbaa !18
  %70 = xor i64 %60, %69
  store i64 %70, i64* %68, align 1
  %71 = getelementptr inbounds i8, i8* %67, i64 8
  %72 = bitcast i8* %71 to i64*
  %73 = load i64, i64* %72, align 1, !tbaa !18
  %74 = xor i64 %65, %73
  store i64 %74, i64* %72, align 1
  %75 = add nuw nsw i64 %32, 1
  %76 = icmp eq i64 %75, %28
  br i1 %76, label %77, label %31, !llvm.loop !144

77:                                               ; preds = %31, %21
  %78 = getelementptr inbounds i8, i8* %0, i64 %1
  %79 = getelementptr inbounds i8, i8* %78, i64 -16
  %80 = bitcast i8* %79 to i64*
  %81 = load i64, i64* %80, align 1, !tbaa !18
  %82 = xor i64 %81, %23
  store i64 %82, i64* %80, align 1
  %83 = getelementptr inbounds i8, i8* %79, i64 8
  %84 = bitcast i8* %83 to i64*
  %85 = load i64, i64* %84, align 1, !tbaa !18
  %86 = xor i64 %85, %24
  store i64 %86, i64* %84, align 1
  br label %87

87:                                               ; preds = %77, %8, %4
  %88 = phi i32 [ 0, %77 ], [ 1, %4 ], [ 1, %8 ]
  ret i32 %88
}

attributes #0 = { mustprogress nofree nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #6 = { mustprogress nofree noinline nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #7 = { mustprogress nofree noinline nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #8 = { nofree noinline nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #9 = { mustprogress nofree nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #10 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #11 = { nounwind }
attributes #12 = { nounwind readonly willreturn }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!8, !8, i64 0}
!14 = distinct !{!14, !11}
!15 = !{!16, !17, i64 0}
!16 = !{!"XXH64_state_s", !17, i64 0, !8, i64 8, !8, i64 40, !7, i64 72, !7, i64 76, !17, i64 80}
!17 = !{!"long", !8, i64 0}
!18 = !{!17, !17, i64 0}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = !{!"branch_weights", i32 2000, i32 1}
!22 = !{!23}
!23 = distinct !{!23, !24, !"XXH3_64bits_internal: argument 0"}
!24 = distinct !{!24, !"XXH3_64bits_internal"}
!25 = !{!26}
!26 = distinct !{!26, !24, !"XXH3_64bits_internal: argument 1"}
!27 = !{!28, !30, !23}
!28 = distinct !{!28, !29, !"XXH3_mix16B: argument 0"}
!29 = distinct !{!29, !"XXH3_mix16B"}
!30 = distinct !{!30, !31, !"XXH3_len_17to128_64b: argument 0"}
!31 = distinct !{!31, !"XXH3_len_17to128_64b"}
!32 = !{!33, !34, !26}
!33 = distinct !{!33, !29, !"XXH3_mix16B: argument 1"}
!34 = distinct !{!34, !31, !"XXH3_len_17to128_64b: argument 1"}
!35 = !{!36, !30, !23}
!36 = distinct !{!36, !37, !"XXH3_mix16B: argument 0"}
!37 = distinct !{!37, !"XXH3_mix16B"}
!38 = !{!39, !34, !26}
!39 = distinct !{!39, !37, !"XXH3_mix16B: argument 1"}
!40 = !{!41, !30, !23}
!41 = distinct !{!41, !42, !"XXH3_mix16B: argument 0"}
!42 = distinct !{!42, !"XXH3_mix16B"}
!43 = !{!44, !34, !26}
!44 = distinct !{!44, !42, !"XXH3_mix16B: argument 1"}
!45 = !{!46, !30, !23}
!46 = distinct !{!46, !47, !"XXH3_mix16B: argument 0"}
!47 = distinct !{!47, !"XXH3_mix16B"}
!48 = !{!49, !34, !26}
!49 = distinct !{!49, !47, !"XXH3_mix16B: argument 1"}
!50 = !{!51, !30, !23}
!51 = distinct !{!51, !52, !"XXH3_mix16B: argument 0"}
!52 = distinct !{!52, !"XXH3_mix16B"}
!53 = !{!54, !34, !26}
!54 = distinct !{!54, !52, !"XXH3_mix16B: argument 1"}
!55 = !{!56, !30, !23}
!56 = distinct !{!56, !57, !"XXH3_mix16B: argument 0"}
!57 = distinct !{!57, !"XXH3_mix16B"}
!58 = !{!59, !34, !26}
!59 = distinct !{!59, !57, !"XXH3_mix16B: argument 1"}
!60 = !{!61, !30, !23}
!61 = distinct !{!61, !62, !"XXH3_mix16B: argument 0"}
!62 = distinct !{!62, !"XXH3_mix16B"}
!63 = !{!64, !34, !26}
!64 = distinct !{!64, !62, !"XXH3_mix16B: argument 1"}
!65 = !{!66, !30, !23}
!66 = distinct !{!66, !67, !"XXH3_mix16B: argument 0"}
!67 = distinct !{!67, !"XXH3_mix16B"}
!68 = !{!69, !34, !26}
!69 = distinct !{!69, !67, !"XXH3_mix16B: argument 1"}
!70 = distinct !{i64 (i8*, i64, i64, i8*, i64)* @XXH3_hashLong_64b_default, i64 (i8*, i64, i64, i8*, i64)* @XXH3_hashLong_64b_withSecret, null}
!71 = !{!72}
!72 = distinct !{!72, !73, !"XXH3_64bits_internal: argument 0"}
!73 = distinct !{!73, !"XXH3_64bits_internal"}
!74 = !{!75}
!75 = distinct !{!75, !73, !"XXH3_64bits_internal: argument 1"}
!76 = !{!77}
!77 = distinct !{!77, !78, !"XXH3_len_17to128_64b: argument 0"}
!78 = distinct !{!78, !"XXH3_len_17to128_64b"}
!79 = !{!80}
!80 = distinct !{!80, !78, !"XXH3_len_17to128_64b: argument 1"}
!81 = !{!82}
!82 = distinct !{!82, !83, !"XXH3_mix16B: argument 0"}
!83 = distinct !{!83, !"XXH3_mix16B"}
!84 = !{!85}
!85 = distinct !{!85, !83, !"XXH3_mix16B: argument 1"}
!86 = !{!82, !77, !72}
!87 = !{!85, !80, !75}
!88 = !{!89}
!89 = distinct !{!89, !90, !"XXH3_mix16B: argument 0"}
!90 = distinct !{!90, !"XXH3_mix16B"}
!91 = !{!92}
!92 = distinct !{!92, !90, !"XXH3_mix16B: argument 1"}
!93 = !{!89, !77, !72}
!94 = !{!92, !80, !75}
!95 = !{!96}
!96 = distinct !{!96, !97, !"XXH3_mix16B: argument 0"}
!97 = distinct !{!97, !"XXH3_mix16B"}
!98 = !{!99}
!99 = distinct !{!99, !97, !"XXH3_mix16B: argument 1"}
!100 = !{!96, !77, !72}
!101 = !{!99, !80, !75}
!102 = !{!103}
!103 = distinct !{!103, !104, !"XXH3_mix16B: argument 0"}
!104 = distinct !{!104, !"XXH3_mix16B"}
!105 = !{!106}
!106 = distinct !{!106, !104, !"XXH3_mix16B: argument 1"}
!107 = !{!103, !77, !72}
!108 = !{!106, !80, !75}
!109 = !{!110}
!110 = distinct !{!110, !111, !"XXH3_mix16B: argument 0"}
!111 = distinct !{!111, !"XXH3_mix16B"}
!112 = !{!113}
!113 = distinct !{!113, !111, !"XXH3_mix16B: argument 1"}
!114 = !{!110, !77, !72}
!115 = !{!113, !80, !75}
!116 = !{!117}
!117 = distinct !{!117, !118, !"XXH3_mix16B: argument 0"}
!118 = distinct !{!118, !"XXH3_mix16B"}
!119 = !{!120}
!120 = distinct !{!120, !118, !"XXH3_mix16B: argument 1"}
!121 = !{!117, !77, !72}
!122 = !{!120, !80, !75}
!123 = !{!124}
!124 = distinct !{!124, !125, !"XXH3_mix16B: argument 0"}
!125 = distinct !{!125, !"XXH3_mix16B"}
!126 = !{!127}
!127 = distinct !{!127, !125, !"XXH3_mix16B: argument 1"}
!128 = !{!124, !77, !72}
!129 = !{!127, !80, !75}
!130 = !{!131}
!131 = distinct !{!131, !132, !"XXH3_mix16B: argument 0"}
!132 = distinct !{!132, !"XXH3_mix16B"}
!133 = !{!134}
!134 = distinct !{!134, !132, !"XXH3_mix16B: argument 1"}
!135 = !{!131, !77, !72}
!136 = !{!134, !80, !75}
!137 = !{!138, !17, i64 552}
!138 = !{!"XXH3_state_s", !8, i64 0, !8, i64 64, !8, i64 256, !7, i64 512, !7, i64 516, !17, i64 520, !17, i64 528, !17, i64 536, !17, i64 544, !17, i64 552, !17, i64 560, !139, i64 568}
!139 = !{!"any pointer", !8, i64 0}
!140 = !{!138, !139, i64 568}
!141 = !{!138, !17, i64 544}
!142 = !{!138, !17, i64 536}
!143 = distinct !{!143, !11}
!144 = distinct !{!144, !11}
