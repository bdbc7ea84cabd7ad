; ModuleID = '/tmp/tmpy27dff2_/mm4.ll'
source_filename = "mm4.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind
define dso_local void @mm4(double* noalias nocapture noundef writeonly %0, double* noalias nocapture noundef readonly %1, double* noalias nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds double, double* %2, i64 4
  %5 = load double, double* %4, align 8, !tbaa !6
  %6 = getelementptr inbounds double, double* %2, i64 8
  %7 = load double, double* %6, align 8, !tbaa !6
  %8 = getelementptr inbounds double, double* %2, i64 12
  %9 = load double, double* %8, align 8, !tbaa !6
  %10 = getelementptr inbounds double, double* %2, i64 1
  %11 = load double, double* %10, align 8, !tbaa !6
  %12 = getelementptr inbounds double, double* %2, i64 5
  %13 = load double, double* %12, align 8, !tbaa !6
  %14 = getelementptr inbounds double, double* %2, i64 9
  %15 = load double, double* %14, align 8, !tbaa !6
  %16 = getelementptr inbounds double, double* %2, i64 13
  %17 = load double, double* %16, align 8, !tbaa !6
  %18 = getelementptr inbounds double, double* %2, i64 2
  %19 = load double, double* %18, align 8, !tbaa !6
  %20 = getelementptr inbounds double, double* %2, i64 6
  %21 = load double, double* %20, align 8, !tbaa !6
  %22 = getelementptr inbounds double, double* %2, i64 10
  %23 = load double, double* %22, align 8, !tbaa !6
  %24 = getelementptr inbounds double, double* %2, i64 14
  %25 = load double, double* %24, align 8, !tbaa !6
  %26 = getelementptr inbounds double, double* %2, i64 3
  %27 = load double, double* %26, align 8, !tbaa !6
  %28 = getelementptr inbounds double, double* %2, i64 7
  %29 = load double, double* %28, align 8, !tbaa !6
  %30 = getelementptr inbounds double, double* %2, i64 11
  %31 = load double, double* %30, align 8, !tbaa !6
  %32 = getelementptr inbounds double, double* %2, i64 15
  %33 = load double, double* %32, align 8, !tbaa !6
  %34 = load double, double* %2, align 8, !tbaa !6
  %35 = load double, double* %1, align 8, !tbaa !6
  %36 = tail call double @llvm.fmuladd.f64(double %35, double %34, double 0.000000e+00)
  %37 = getelementptr inbounds double, double* %1, i64 1
  %38 = load double, double* %37, align 8, !tbaa !6
  %39 = tail call double @llvm.fmuladd.f64(double %38, double %5, double %36)
  %40 = getelementptr inbounds double, double* %1, i64 2
  %41 = load double, double* %40, align 8, !tbaa !6
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %7, double %39)
  %43 = getelementptr inbounds double, double* %1, i64 3
  %44 = load double, double* %43, align 8, !tbaa !6
  %45 = tail call double @llvm.fmuladd.f64(double %44, double %9, double %42)
  store double %45, double* %0, align 8, !tbaa !6
  %46 = tail call double @llvm.fmuladd.f64(double %35, double %11, double 0.000000e+00)
  %47 = tail call double @llvm.fmuladd.f64(double %38, double %13, double %46)
  %48 = tail call double @llvm.fmuladd.f64(double %41, double %15, double %47)
  %49 = tail call double @llvm.fmuladd.f64(double %44, double %17, double %48)
  %50 = getelementptr inbounds double, double* %0, i64 1
  store double %49, double* %50, align 8, !tbaa !6
  %51 = tail call double @llvm.fmuladd.f64(double %35, double %19, double 0.000000e+00)
  %52 = tail call double @llvm.fmuladd.f64(double %38, double %21, double %51)
  %53 = tail call double @llvm.fmuladd.f64(double %41, double %23, double %52)
  %54 = tail call double @llvm.fmuladd.f64(double %44, double %25, double %53)
  %55 = getelementptr inbounds double, double* %0, i64 2
  store double %54, double* %55, align 8, !tbaa !6
  %56 = tail call double @llvm.fmuladd.f64(double %35, double %27, double 0.000000e+00)
  %57 = tail call double @llvm.fmuladd.f64(double %38, double %29, double %56)
  %58 = tail call double @llvm.fmuladd.f64(double %41, double %31, double %57)
  %59 = tail call double @llvm.fmuladd.f64(double %44, double %33, double %58)
  %60 = getelementptr inbounds double, double* %0, i64 3
  store double %59, double* %60, align 8, !tbaa !6
  %61 = getelementptr inbounds double, double* %1, i64 4
  %62 = load double, double* %61, align 8, !tbaa !6
  %63 = tail call double @llvm.fmuladd.f64(double %62, double %34, double 0.000000e+00)
  %64 = getelementptr inbounds double, double* %1, i64 5
  %65 = load double, double* %64, align 8, !tbaa !6
  %66 = tail call double @llvm.fmuladd.f64(double %65, double %5, double %63)
  %67 = getelementptr inbounds double, double* %1, i64 6
  %68 = load double, double* %67, align 8, !tbaa !6
  %69 = tail call double @llvm.fmuladd.f64(double %68, double %7, double %66)
  %70 = getelementptr inbounds double, double* %1, i64 7
  %71 = load double, double* %70, align 8, !tbaa !6
  %72 = tail call double @llvm.fmuladd.f64(double %71, double %9, double %69)
  %73 = getelementptr inbounds double, double* %0, i64 4
  store double %72, double* %73, align 8, !tbaa !6
  %74 = tail call double @llvm.fmuladd.f64(double %62, double %11, double 0.000000e+00)
  %75 = tail call double @llvm.fmuladd.f64(double %65, double %13, double %74)
  %76 = tail call double @llvm.fmuladd.f64(double %68, double %15, double %75)
  %77 = tail call double @llvm.fmuladd.f64(double %71, double %17, double %76)
  %78 = getelementptr inbounds double, double* %0, i64 5
  store double %77, double* %78, align 8, !tbaa !6
  %79 = tail call double @llvm.fmuladd.f64(double %62, double %19, double 0.000000e+00)
  %80 = tail call double @llvm.fmuladd.f64(double %65, double %21, double %79)
  %81 = tail call double @llvm.fmuladd.f64(double %68, double %23, double %80)
  %82 = tail call double @llvm.fmuladd.f64(double %71, double %25, double %81)
  %83 = getelementptr inbounds double, double* %0, i64 6
  store double %82, double* %83, align 8, !tbaa !6
  %84 = tail call double @llvm.fmuladd.f64(double %62, double %27, double 0.000000e+00)
  %85 = tail call double @llvm.fmuladd.f64(double %65, double %29, double %84)
  %86 = tail call double @llvm.fmuladd.f64(double %68, double %31, double %85)
  %87 = tail call double @llvm.fmuladd.f64(double %71, double %33, double %86)
  %88 = getelementptr inbounds double, double* %0, i64 7
  store double %87, double* %88, align 8, !tbaa !6
  %89 = getelementptr inbounds double, double* %1, i64 8
  %90 = load double, double* %89, align 8, !tbaa !6
  %91 = tail call double @llvm.fmuladd.f64(double %90, double %34, double 0.000000e+00)
  %92 = getelementptr inbounds double, double* %1, i64 9
  %93 = load double, double* %92, align 8, !tbaa !6
  %94 = tail call double @llvm.fmuladd.f64(double %93, double %5, double %91)
  %95 = getelementptr inbounds double, double* %1, i64 10
  %96 = load double, double* %95, align 8, !tbaa !6
  %97 = tail call double @llvm.fmuladd.f64(double %96, double %7, double %94)
  %98 = getelementptr inbounds double, double* %1, i64 11
  %99 = load double, double* %98, align 8, !tbaa !6
  %100 = tail call double @llvm.fmuladd.f64(double %99, double %9, double %97)
  %101 = getelementptr inbounds double, double* %0, i64 8
  store double %100, double* %101, align 8, !tbaa !6
  %102 = tail call double @llvm.fmuladd.f64(double %90, double %11, double 0.000000e+00)
  %103 = tail call double @llvm.fmuladd.f64(double %93, double %13, double %102)
  %104 = tail call double @llvm.fmuladd.f64(double %96, double %15, double %103)
  %105 = tail call double @llvm.fmuladd.f64(double %99, double %17, double %104)
  %106 = getelementptr inbounds double, double* %0, i64 9
  store double %105, double* %106, align 8, !tbaa !6
  %107 = tail call double @llvm.fmuladd.f64(double %90, double %19, double 0.000000e+00)
  %108 = tail call double @llvm.fmuladd.f64(double %93, double %21, double %107)
  %109 = tail call double @llvm.fmuladd.f64(double %96, double %23, double %108)
  %110 = tail call double @llvm.fmuladd.f64(double %99, double %25, double %109)
  %111 = getelementptr inbounds double, double* %0, i64 10
  store double %110, double* %111, align 8, !tbaa !6
  %112 = tail call double @llvm.fmuladd.f64(double %90, double %27, double 0.000000e+00)
  %113 = tail call double @llvm.fmuladd.f64(double %93, double %29, double %112)
  %114 = tail call double @llvm.fmuladd.f64(double %96, double %31, double %113)
  %115 = tail call double @llvm.fmuladd.f64(double %99, double %33, double %114)
  %116 = getelementptr inbounds double, double* %0, i64 11
  store double %115, double* %116, align 8, !tbaa !6
  %117 = getelementptr inbounds double, double* %1, i64 12
  %118 = load double, double* %117, align 8, !tbaa !6
  %119 = tail call double @llvm.fmuladd.f64(double %118, double %34, double 0.000000e+00)
  %120 = getelementptr inbounds double, double* %1, i64 13
  %121 = load double, double* %120, align 8, !tbaa !6
  %122 = tail call double @llvm.fmuladd.f64(double %121, double %5, double %119)
  %123 = getelementptr inbounds double, double* %1, i64 14
  %124 = load double, double* %123, align 8, !tbaa !6
  %125 = tail call double @llvm.fmuladd.f64(double %124, double %7, double %122)
  %126 = getelementptr inbounds double, double* %1, i64 15
  %127 = load double, double* %126, align 8, !tbaa !6
  %128 = tail call double @llvm.fmuladd.f64(double %127, double %9, double %125)
  %129 = getelementptr inbounds double, double* %0, i64 12
  store double %128, double* %129, align 8, !tbaa !6
  %130 = tail call double @llvm.fmuladd.f64(double %118, double %11, double 0.000000e+00)
  %131 = tail call double @llvm.fmuladd.f64(double %121, double %13, double %130)
  %132 = tail call double @llvm.fmuladd.f64(double %124, double %15, double %131)
  %133 = tail call double @llvm.fmuladd.f64(double %127, double %17, double %132)
  %134 = getelementptr inbounds double, double* %0, i64 13
  store double %133, double* %134, align 8, !tbaa !6
  %135 = tail call double @llvm.fmuladd.f64(double %118, double %19, double 0.000000e+00)
  %136 = tail call double @llvm.fmuladd.f64(double %121, double %21, double %135)
  %137 = tail call double @llvm.fmuladd.f64(double %124, double %23, double %136)
  %138 = tail call double @llvm.fmuladd.f64(double %127, double %25, double %137)
  %139 = getelementptr inbounds double, double* %0, i64 14
  store double %138, double* %139, align 8, !tbaa !6
  %140 = tail call double @llvm.fmuladd.f64(double %118, double %27, double 0.000000e+00)
  %141 = tail call double @llvm.fmuladd.f64(double %121, double %29, double %140)
  %142 = tail call double @llvm.fmuladd.f64(double %124, double %31, double %141)
  %143 = tail call double @llvm.fmuladd.f64(double %127, double %33, double %142)
  %144 = getelementptr inbounds double, double* %0, i64 15
  store double %143, double* %144, align 8, !tbaa !6
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 1, !"SmallDataLimit", i32 8}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
