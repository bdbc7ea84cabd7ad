; ModuleID = '/tmp/tmp3b60zr2b/mm4.ll'
source_filename = "mm4.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @mm4(double* noalias nocapture noundef writeonly %0, double* noalias nocapture noundef readonly %1, double* noalias nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = load double, double* %2, align 8, !tbaa !5
  %5 = getelementptr inbounds double, double* %2, i64 15
  %6 = load double, double* %5, align 8, !tbaa !5
  %7 = getelementptr inbounds double, double* %2, i64 11
  %8 = load double, double* %7, align 8, !tbaa !5
  %9 = getelementptr inbounds double, double* %2, i64 7
  %10 = load double, double* %9, align 8, !tbaa !5
  %11 = getelementptr inbounds double, double* %2, i64 3
  %12 = load double, double* %11, align 8, !tbaa !5
  %13 = getelementptr inbounds double, double* %2, i64 14
  %14 = load double, double* %13, align 8, !tbaa !5
  %15 = getelementptr inbounds double, double* %2, i64 10
  %16 = load double, double* %15, align 8, !tbaa !5
  %17 = getelementptr inbounds double, double* %2, i64 6
  %18 = load double, double* %17, align 8, !tbaa !5
  %19 = getelementptr inbounds double, double* %2, i64 2
  %20 = load double, double* %19, align 8, !tbaa !5
  %21 = getelementptr inbounds double, double* %2, i64 13
  %22 = load double, double* %21, align 8, !tbaa !5
  %23 = getelementptr inbounds double, double* %2, i64 9
  %24 = load double, double* %23, align 8, !tbaa !5
  %25 = getelementptr inbounds double, double* %2, i64 5
  %26 = load double, double* %25, align 8, !tbaa !5
  %27 = getelementptr inbounds double, double* %2, i64 1
  %28 = load double, double* %27, align 8, !tbaa !5
  %29 = getelementptr inbounds double, double* %2, i64 12
  %30 = load double, double* %29, align 8, !tbaa !5
  %31 = getelementptr inbounds double, double* %2, i64 8
  %32 = load double, double* %31, align 8, !tbaa !5
  %33 = getelementptr inbounds double, double* %2, i64 4
  %34 = load double, double* %33, align 8, !tbaa !5
  %35 = insertelement <2 x double> poison, double %4, i64 0
  %36 = shufflevector <2 x double> %35, <2 x double> poison, <2 x i32> zeroinitializer
  %37 = insertelement <2 x double> poison, double %34, i64 0
  %38 = shufflevector <2 x double> %37, <2 x double> poison, <2 x i32> zeroinitializer
  %39 = insertelement <2 x double> poison, double %32, i64 0
  %40 = shufflevector <2 x double> %39, <2 x double> poison, <2 x i32> zeroinitializer
  %41 = insertelement <2 x double> poison, double %30, i64 0
  %42 = shufflevector <2 x double> %41, <2 x double> poison, <2 x i32> zeroinitializer
  %43 = insertelement <2 x double> poison, double %28, i64 0
  %44 = shufflevector <2 x double> %43, <2 x double> poison, <2 x i32> zeroinitializer
  %45 = insertelement <2 x double> poison, double %26, i64 0
  %46 = shufflevector <2 x double> %45, <2 x double> poison, <2 x i32> zeroinitializer
  %47 = insertelement <2 x double> poison, double %24, i64 0
  %48 = shufflevector <2 x double> %47, <2 x double> poison, <2 x i32> zeroinitializer
  %49 = insertelement <2 x double> poison, double %22, i64 0
  %50 = shufflevector <2 x double> %49, <2 x double> poison, <2 x i32> zeroinitializer
  %51 = insertelement <2 x double> poison, double %20, i64 0
  %52 = shufflevector <2 x double> %51, <2 x double> poison, <2 x i32> zeroinitializer
  %53 = insertelement <2 x double> poison, double %18, i64 0
  %54 = shufflevector <2 x double> %53, <2 x double> poison, <2 x i32> zeroinitializer
  %55 = insertelement <2 x double> poison, double %16, i64 0
  %56 = shufflevector <2 x double> %55, <2 x double> poison, <2 x i32> zeroinitializer
  %57 = insertelement <2 x double> poison, double %14, i64 0
  %58 = shufflevector <2 x double> %57, <2 x double> poison, <2 x i32> zeroinitializer
  %59 = insertelement <2 x double> poison, double %12, i64 0
  %60 = shufflevector <2 x double> %59, <2 x double> poison, <2 x i32> zeroinitializer
  %61 = insertelement <2 x double> poison, double %10, i64 0
  %62 = shufflevector <2 x double> %61, <2 x double> poison, <2 x i32> zeroinitializer
  %63 = insertelement <2 x double> poison, double %8, i64 0
  %64 = shufflevector <2 x double> %63, <2 x double> poison, <2 x i32> zeroinitializer
  %65 = insertelement <2 x double> poison, double %6, i64 0
  %66 = shufflevector <2 x double> %65, <2 x double> poison, <2 x i32> zeroinitializer
  %67 = bitcast double* %1 to <8 x double>*
  %68 = load <8 x double>, <8 x double>* %67, align 8, !tbaa !5
  %69 = shufflevector <8 x double> %68, <8 x double> poison, <2 x i32> <i32 0, i32 4>
  %70 = shufflevector <8 x double> %68, <8 x double> poison, <2 x i32> <i32 1, i32 5>
  %71 = shufflevector <8 x double> %68, <8 x double> poison, <2 x i32> <i32 2, i32 6>
  %72 = shufflevector <8 x double> %68, <8 x double> poison, <2 x i32> <i32 3, i32 7>
  %73 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %69, <2 x double> %36, <2 x double> zeroinitializer)
  %74 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> %38, <2 x double> %73)
  %75 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> %40, <2 x double> %74)
  %76 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> %42, <2 x double> %75)
  %77 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %69, <2 x double> %44, <2 x double> zeroinitializer)
  %78 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> %46, <2 x double> %77)
  %79 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> %48, <2 x double> %78)
  %80 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> %50, <2 x double> %79)
  %81 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %69, <2 x double> %52, <2 x double> zeroinitializer)
  %82 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> %54, <2 x double> %81)
  %83 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> %56, <2 x double> %82)
  %84 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> %58, <2 x double> %83)
  %85 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %69, <2 x double> %60, <2 x double> zeroinitializer)
  %86 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> %62, <2 x double> %85)
  %87 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> %64, <2 x double> %86)
  %88 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> %66, <2 x double> %87)
  %89 = bitcast double* %0 to <8 x double>*
  %90 = shufflevector <2 x double> %76, <2 x double> %80, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %91 = shufflevector <2 x double> %84, <2 x double> %88, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %92 = shufflevector <4 x double> %90, <4 x double> %91, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 1, i32 3, i32 5, i32 7>
  store <8 x double> %92, <8 x double>* %89, align 8, !tbaa !5
  %93 = getelementptr inbounds double, double* %1, i64 8
  %94 = bitcast double* %93 to <8 x double>*
  %95 = load <8 x double>, <8 x double>* %94, align 8, !tbaa !5
  %96 = shufflevector <8 x double> %95, <8 x double> poison, <2 x i32> <i32 0, i32 4>
  %97 = shufflevector <8 x double> %95, <8 x double> poison, <2 x i32> <i32 1, i32 5>
  %98 = shufflevector <8 x double> %95, <8 x double> poison, <2 x i32> <i32 2, i32 6>
  %99 = shufflevector <8 x double> %95, <8 x double> poison, <2 x i32> <i32 3, i32 7>
  %100 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %96, <2 x double> %36, <2 x double> zeroinitializer)
  %101 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %97, <2 x double> %38, <2 x double> %100)
  %102 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %98, <2 x double> %40, <2 x double> %101)
  %103 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %99, <2 x double> %42, <2 x double> %102)
  %104 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %96, <2 x double> %44, <2 x double> zeroinitializer)
  %105 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %97, <2 x double> %46, <2 x double> %104)
  %106 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %98, <2 x double> %48, <2 x double> %105)
  %107 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %99, <2 x double> %50, <2 x double> %106)
  %108 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %96, <2 x double> %52, <2 x double> zeroinitializer)
  %109 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %97, <2 x double> %54, <2 x double> %108)
  %110 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %98, <2 x double> %56, <2 x double> %109)
  %111 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %99, <2 x double> %58, <2 x double> %110)
  %112 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %96, <2 x double> %60, <2 x double> zeroinitializer)
  %113 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %97, <2 x double> %62, <2 x double> %112)
  %114 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %98, <2 x double> %64, <2 x double> %113)
  %115 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %99, <2 x double> %66, <2 x double> %114)
  %116 = getelementptr inbounds double, double* %0, i64 8
  %117 = bitcast double* %116 to <8 x double>*
  %118 = shufflevector <2 x double> %103, <2 x double> %107, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %119 = shufflevector <2 x double> %111, <2 x double> %115, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %120 = shufflevector <4 x double> %118, <4 x double> %119, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 1, i32 3, i32 5, i32 7>
  store <8 x double> %120, <8 x double>* %117, align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #1

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
