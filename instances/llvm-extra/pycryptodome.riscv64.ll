; ModuleID = '/tmp/tmpy3n2l7s6/pycryptodome.ll'
source_filename = "llvm-link"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct._BlockBase = type { i32 (%struct._BlockBase*, i8*, i8*, i64)*, i32 (%struct._BlockBase*, i8*, i8*, i64)*, {}*, i64 }
%struct.AES_State = type { %struct._BlockBase, %struct.block_state }
%struct.block_state = type { [60 x i32], [60 x i32], i32 }
%struct.ARC2_State = type { %struct._BlockBase, %struct.block_state.1 }
%struct.block_state.1 = type { [64 x i32] }
%struct.block_state.3 = type { [16 x i32], [16 x i8], i32 }
%struct.DES_State = type { %struct._BlockBase, %struct.block_state.5 }
%struct.block_state.5 = type { %union.Symmetric_key }
%union.Symmetric_key = type { %struct.twofish_key }
%struct.twofish_key = type { [4 x [256 x i64]], [40 x i64] }
%struct.hash_state = type { [16 x i8], [48 x i8], i32, [16 x i8] }
%struct.hash_state.10 = type { i32, i32, i32, i32, i64, [64 x i8], i32 }
%struct.t_hash_state = type { [4 x i32], [64 x i8], i32, i64 }
%struct.t_hash_state.12 = type { [5 x i32], [64 x i8], i32, i64 }
%struct.t_hash_state.13 = type { [8 x i32], [64 x i8], i32, [2 x i32], i64 }
%struct.t_hash_state.15 = type { [8 x i64], [128 x i8], i32, [2 x i64], i64 }
%struct.stream_state.17 = type { [16 x i32], [64 x i8], i8 }
%struct.hash_state.18 = type { [8 x i64], i64, i64, i32, [128 x i8] }
%struct.hash_state.19 = type { [8 x i32], i32, i32, i32, [64 x i8] }
%struct.block_state.21 = type { [4 x [256 x i32]], [18 x i32] }
%struct.stream_state.24 = type { [16 x i32], i64, i32, [64 x i8] }
%struct.Curve448Point = type { %struct._Curve448Context*, %struct._WorkplaceCurve448*, i64*, i64* }
%struct._WorkplaceCurve448 = type { i64*, i64*, i64* }
%struct._Curve448Context = type { %struct.mont_context*, i64* }
%struct.mont_context = type { i32, i32, i32, i32, i64*, i64*, i64*, i64, i64*, i64* }
%struct._ProtMemory = type { i8*, i16*, i32, i32 }
%struct._EcContext = type { %struct.mont_context*, i64*, i64*, %struct._ProtMemory** }
%struct.Workplace = type { i64*, i64*, i64*, i64*, i64*, i64*, i64*, i64*, i64*, i64*, i64*, i64* }
%struct._EcPoint = type { %struct._EcContext*, i64*, i64*, i64* }
%struct.BitWindow_RL = type { i32, i32, i32, i32, i8* }
%struct.BitWindow_LR = type { i32, i32, i32, i32, i32, i8* }
%struct._WorkplaceEd448 = type { i64*, i64*, i64*, i64*, i64*, i64*, i64* }
%struct._PointEd448 = type { %struct._Curve448Context*, %struct._WorkplaceEd448*, i64*, i64*, i64* }
%struct.keccak_state = type { [25 x i64], [200 x i8], i32, i32, i32, i8, i8 }
%struct.CbcModeState = type { %struct._BlockBase.35*, [16 x i8] }
%struct._BlockBase.35 = type { i32 (%struct._BlockBase.35*, i8*, i8*, i64)*, i32 (%struct._BlockBase.35*, i8*, i8*, i64)*, i32 (%struct._BlockBase.35*)*, i64 }
%struct.CfbModeState = type { %struct._BlockBase.36*, i64, i64, i8*, i8* }
%struct._BlockBase.36 = type { i32 (%struct._BlockBase.36*, i8*, i8*, i64)*, i32 (%struct._BlockBase.36*, i8*, i8*, i64)*, i32 (%struct._BlockBase.36*)*, i64 }
%struct.CtrModeState = type { %struct._BlockBase.37*, i8*, i8*, i64, i32, i8*, i64, i64, i64, i64, i64 }
%struct._BlockBase.37 = type { i32 (%struct._BlockBase.37*, i8*, i8*, i64)*, i32 (%struct._BlockBase.37*, i8*, i8*, i64)*, i32 (%struct._BlockBase.37*)*, i64 }
%struct._BlockBase.38 = type { i32 (%struct._BlockBase.38*, i8*, i8*, i64)*, i32 (%struct._BlockBase.38*, i8*, i8*, i64)*, i32 (%struct._BlockBase.38*)*, i64 }
%struct.OcbModeState = type { %struct._BlockBase.39*, [16 x i8], [16 x i8], [65 x [16 x i8]], i64, [16 x i8], [16 x i8], i64, [16 x i8], [16 x i8] }
%struct._BlockBase.39 = type { i32 (%struct._BlockBase.39*, i8*, i8*, i64)*, i32 (%struct._BlockBase.39*, i8*, i8*, i64)*, i32 (%struct._BlockBase.39*)*, i64 }
%struct.OfbModeState = type { %struct._BlockBase.40*, i64, [16 x i8] }
%struct._BlockBase.40 = type { i32 (%struct._BlockBase.40*, i8*, i8*, i64)*, i32 (%struct._BlockBase.40*, i8*, i8*, i64)*, i32 (%struct._BlockBase.40*)*, i64 }

@Te4 = external hidden unnamed_addr constant [256 x i32], align 4
@Td0 = external hidden unnamed_addr constant [256 x i32], align 4
@Td1 = external hidden unnamed_addr constant [256 x i32], align 4
@Td2 = external hidden unnamed_addr constant [256 x i32], align 4
@Td3 = external hidden unnamed_addr constant [256 x i32], align 4
@block_init.permute = external hidden unnamed_addr constant [256 x i8], align 1
@des_ip.8 = external hidden unnamed_addr constant [8 x [256 x i64]], align 8
@SP7.9 = external hidden unnamed_addr constant [64 x i64], align 8
@SP5.10 = external hidden unnamed_addr constant [64 x i64], align 8
@SP3.11 = external hidden unnamed_addr constant [64 x i64], align 8
@SP1.12 = external hidden unnamed_addr constant [64 x i64], align 8
@SP8.13 = external hidden unnamed_addr constant [64 x i64], align 8
@SP6.14 = external hidden unnamed_addr constant [64 x i64], align 8
@SP4.15 = external hidden unnamed_addr constant [64 x i64], align 8
@SP2.16 = external hidden unnamed_addr constant [64 x i64], align 8
@des_fp.17 = external hidden unnamed_addr constant [8 x [256 x i64]], align 8
@md4_digest.s = external hidden global [8 x i8], align 1
@md4_digest.padding = external hidden constant <{ i8, [63 x i8] }>, align 1
@.str.20 = external hidden unnamed_addr constant [24 x i8], align 1
@.str.1.21 = external hidden unnamed_addr constant [43 x i8], align 1
@__PRETTY_FUNCTION__.MD5_update = external hidden unnamed_addr constant [54 x i8], align 1
@.str.24 = external hidden unnamed_addr constant [24 x i8], align 1
@.str.1.25 = external hidden unnamed_addr constant [58 x i8], align 1
@__PRETTY_FUNCTION__.SHA224_update = external hidden unnamed_addr constant [57 x i8], align 1
@.str.29 = external hidden unnamed_addr constant [24 x i8], align 1
@.str.1.30 = external hidden unnamed_addr constant [58 x i8], align 1
@__PRETTY_FUNCTION__.SHA256_update = external hidden unnamed_addr constant [57 x i8], align 1
@H.33 = external hidden unnamed_addr constant [8 x i64], align 8
@.str.38 = external hidden unnamed_addr constant [24 x i8], align 1
@.str.1.39 = external hidden unnamed_addr constant [58 x i8], align 1
@__PRETTY_FUNCTION__.SHA512_update = external hidden unnamed_addr constant [57 x i8], align 1
@iv = external hidden unnamed_addr constant [8 x i64], align 8
@iv.42 = external hidden unnamed_addr constant [8 x i32], align 4
@switch.table.ec_scalar_g_p521 = external hidden unnamed_addr constant [7 x i32], align 4
@__const.ed448_new_context.mod448_be = external hidden unnamed_addr constant [56 x i8], align 1
@__const.ed448_new_context.d448_be = external hidden unnamed_addr constant [56 x i8], align 1
@.str.53 = external hidden unnamed_addr constant [21 x i8], align 1
@.str.1.52 = external hidden unnamed_addr constant [46 x i8], align 1
@__PRETTY_FUNCTION__.keccak_squeeze = external hidden unnamed_addr constant [63 x i8], align 1
@.str.2 = external hidden unnamed_addr constant [22 x i8], align 1
@.str.3.54 = external hidden unnamed_addr constant [32 x i8], align 1
@__PRETTY_FUNCTION__.keccak_finish = external hidden unnamed_addr constant [44 x i8], align 1
@.str.5 = external hidden unnamed_addr constant [31 x i8], align 1
@roundconstants = external hidden unnamed_addr constant [24 x i64], align 8
@.str.57 = external hidden unnamed_addr constant [20 x i8], align 1
@.str.1.58 = external hidden unnamed_addr constant [51 x i8], align 1
@__PRETTY_FUNCTION__.addmul128 = external hidden unnamed_addr constant [93 x i8], align 1
@.str.5.69 = external hidden unnamed_addr constant [18 x i8], align 1
@.str.6 = external hidden unnamed_addr constant [52 x i8], align 1
@__PRETTY_FUNCTION__.get_next_digit_rl = external hidden unnamed_addr constant [54 x i8], align 1
@p256_n_tables = external dso_local local_unnamed_addr constant i32, align 4
@p384_n_tables = external dso_local local_unnamed_addr constant i32, align 4
@p521_n_tables = external dso_local local_unnamed_addr constant i32, align 4
@p521_window_size = external dso_local local_unnamed_addr constant i32, align 4
@p521_points_per_table = external dso_local local_unnamed_addr constant i32, align 4
@p521_tables = external dso_local constant [131 x [16 x [2 x [9 x i64]]]], align 8
@.str.147 = external hidden unnamed_addr constant [39 x i8], align 1
@.str.1.148 = external hidden unnamed_addr constant [47 x i8], align 1
@__PRETTY_FUNCTION__.CFB_transcrypt = external hidden unnamed_addr constant [87 x i8], align 1
@.str.2.149 = external hidden unnamed_addr constant [55 x i8], align 1

; Function Attrs: mustprogress nounwind willreturn
declare dso_local signext i32 @AES_stop_operation(%struct._BlockBase* noundef) #0

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #1

; Function Attrs: nounwind
define dso_local signext i32 @AES_start_operation(i8* noundef readonly %0, i64 noundef %1, %struct.AES_State** noundef %2) local_unnamed_addr #2 {
  %4 = icmp eq i8* %0, null
  %5 = icmp eq %struct.AES_State** %2, null
  %6 = or i1 %4, %5
  br i1 %6, label %225, label %7

7:                                                ; preds = %3
  %8 = tail call noalias dereferenceable_or_null(520) i8* @calloc(i64 noundef 1, i64 noundef 520) #21
  %9 = bitcast %struct.AES_State** %2 to i8**
  store i8* %8, i8** %9, align 8, !tbaa !6
  %10 = icmp eq i8* %8, null
  %11 = bitcast i8* %8 to %struct.AES_State*
  br i1 %10, label %225, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 0, i32 0
  store i32 (%struct._BlockBase*, i8*, i8*, i64)* @AES_encrypt, i32 (%struct._BlockBase*, i8*, i8*, i64)** %13, align 8, !tbaa !10
  %14 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 0, i32 1
  store i32 (%struct._BlockBase*, i8*, i8*, i64)* @AES_decrypt, i32 (%struct._BlockBase*, i8*, i8*, i64)** %14, align 8, !tbaa !13
  %15 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 0, i32 2
  %16 = bitcast {}** %15 to i32 (%struct._BlockBase*)**
  store i32 (%struct._BlockBase*)* @AES_stop_operation, i32 (%struct._BlockBase*)** %16, align 8, !tbaa !14
  %17 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 0, i32 3
  store i64 16, i64* %17, align 8, !tbaa !15
  switch i64 %1, label %224 [
    i64 16, label %20
    i64 24, label %18
    i64 32, label %19
  ]

18:                                               ; preds = %12
  br label %20

19:                                               ; preds = %12
  br label %20

20:                                               ; preds = %19, %18, %12
  %21 = phi i32 [ 14, %19 ], [ 12, %18 ], [ 10, %12 ]
  %22 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 2
  store i32 %21, i32* %22, align 4, !tbaa !16
  %23 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 0, i64 0
  %24 = trunc i64 %1 to i32
  %25 = shl nuw nsw i32 %24, 3
  %26 = tail call fastcc signext i32 @rijndaelKeySetupEnc(i32* noundef nonnull %23, i8* noundef nonnull %0, i32 noundef signext %25) #21
  %27 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 1, i64 0
  %28 = tail call fastcc signext i32 @rijndaelKeySetupEnc(i32* noundef nonnull %27, i8* noundef nonnull %0, i32 noundef signext %25) #21
  %29 = icmp sgt i32 %28, 0
  br i1 %29, label %30, label %225

30:                                               ; preds = %20
  %31 = shl i32 %28, 2
  %32 = sext i32 %31 to i64
  br label %35

33:                                               ; preds = %35
  %34 = icmp sgt i32 %28, 1
  br i1 %34, label %63, label %225

35:                                               ; preds = %35, %30
  %36 = phi i64 [ 0, %30 ], [ %60, %35 ]
  %37 = phi i64 [ %32, %30 ], [ %61, %35 ]
  %38 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 1, i64 %36
  %39 = load i32, i32* %38, align 4, !tbaa !19
  %40 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 1, i64 %37
  %41 = load i32, i32* %40, align 4, !tbaa !19
  store i32 %41, i32* %38, align 4, !tbaa !19
  store i32 %39, i32* %40, align 4, !tbaa !19
  %42 = or i64 %36, 1
  %43 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 1, i64 %42
  %44 = load i32, i32* %43, align 4, !tbaa !19
  %45 = or i64 %37, 1
  %46 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 1, i64 %45
  %47 = load i32, i32* %46, align 4, !tbaa !19
  store i32 %47, i32* %43, align 4, !tbaa !19
  store i32 %44, i32* %46, align 4, !tbaa !19
  %48 = or i64 %36, 2
  %49 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 1, i64 %48
  %50 = load i32, i32* %49, align 4, !tbaa !19
  %51 = or i64 %37, 2
  %52 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 1, i64 %51
  %53 = load i32, i32* %52, align 4, !tbaa !19
  store i32 %53, i32* %49, align 4, !tbaa !19
  store i32 %50, i32* %52, align 4, !tbaa !19
  %54 = or i64 %36, 3
  %55 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 1, i64 %54
  %56 = load i32, i32* %55, align 4, !tbaa !19
  %57 = or i64 %37, 3
  %58 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 1, i64 %57
  %59 = load i32, i32* %58, align 4, !tbaa !19
  store i32 %59, i32* %55, align 4, !tbaa !19
  store i32 %56, i32* %58, align 4, !tbaa !19
  %60 = add nuw nsw i64 %36, 4
  %61 = add nsw i64 %37, -4
  %62 = icmp slt i64 %60, %61
  br i1 %62, label %35, label %33, !llvm.loop !20

63:                                               ; preds = %63, %33
  %64 = phi i32* [ %66, %63 ], [ %27, %33 ]
  %65 = phi i32 [ %222, %63 ], [ 1, %33 ]
  %66 = getelementptr inbounds i32, i32* %64, i64 4
  %67 = load i32, i32* %66, align 4, !tbaa !19
  %68 = lshr i32 %67, 24
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %69
  %71 = load i32, i32* %70, align 4, !tbaa !19
  %72 = and i32 %71, 255
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds [256 x i32], [256 x i32]* @Td0, i64 0, i64 %73
  %75 = load i32, i32* %74, align 4, !tbaa !19
  %76 = lshr i32 %67, 16
  %77 = and i32 %76, 255
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %78
  %80 = load i32, i32* %79, align 4, !tbaa !19
  %81 = and i32 %80, 255
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds [256 x i32], [256 x i32]* @Td1, i64 0, i64 %82
  %84 = load i32, i32* %83, align 4, !tbaa !19
  %85 = xor i32 %84, %75
  %86 = lshr i32 %67, 8
  %87 = and i32 %86, 255
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %88
  %90 = load i32, i32* %89, align 4, !tbaa !19
  %91 = and i32 %90, 255
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds [256 x i32], [256 x i32]* @Td2, i64 0, i64 %92
  %94 = load i32, i32* %93, align 4, !tbaa !19
  %95 = xor i32 %85, %94
  %96 = and i32 %67, 255
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %97
  %99 = load i32, i32* %98, align 4, !tbaa !19
  %100 = and i32 %99, 255
  %101 = zext i32 %100 to i64
  %102 = getelementptr inbounds [256 x i32], [256 x i32]* @Td3, i64 0, i64 %101
  %103 = load i32, i32* %102, align 4, !tbaa !19
  %104 = xor i32 %95, %103
  store i32 %104, i32* %66, align 4, !tbaa !19
  %105 = getelementptr inbounds i32, i32* %64, i64 5
  %106 = load i32, i32* %105, align 4, !tbaa !19
  %107 = lshr i32 %106, 24
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %108
  %110 = load i32, i32* %109, align 4, !tbaa !19
  %111 = and i32 %110, 255
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds [256 x i32], [256 x i32]* @Td0, i64 0, i64 %112
  %114 = load i32, i32* %113, align 4, !tbaa !19
  %115 = lshr i32 %106, 16
  %116 = and i32 %115, 255
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %117
  %119 = load i32, i32* %118, align 4, !tbaa !19
  %120 = and i32 %119, 255
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds [256 x i32], [256 x i32]* @Td1, i64 0, i64 %121
  %123 = load i32, i32* %122, align 4, !tbaa !19
  %124 = xor i32 %123, %114
  %125 = lshr i32 %106, 8
  %126 = and i32 %125, 255
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %127
  %129 = load i32, i32* %128, align 4, !tbaa !19
  %130 = and i32 %129, 255
  %131 = zext i32 %130 to i64
  %132 = getelementptr inbounds [256 x i32], [256 x i32]* @Td2, i64 0, i64 %131
  %133 = load i32, i32* %132, align 4, !tbaa !19
  %134 = xor i32 %124, %133
  %135 = and i32 %106, 255
  %136 = zext i32 %135 to i64
  %137 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %136
  %138 = load i32, i32* %137, align 4, !tbaa !19
  %139 = and i32 %138, 255
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds [256 x i32], [256 x i32]* @Td3, i64 0, i64 %140
  %142 = load i32, i32* %141, align 4, !tbaa !19
  %143 = xor i32 %134, %142
  store i32 %143, i32* %105, align 4, !tbaa !19
  %144 = getelementptr inbounds i32, i32* %64, i64 6
  %145 = load i32, i32* %144, align 4, !tbaa !19
  %146 = lshr i32 %145, 24
  %147 = zext i32 %146 to i64
  %148 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %147
  %149 = load i32, i32* %148, align 4, !tbaa !19
  %150 = and i32 %149, 255
  %151 = zext i32 %150 to i64
  %152 = getelementptr inbounds [256 x i32], [256 x i32]* @Td0, i64 0, i64 %151
  %153 = load i32, i32* %152, align 4, !tbaa !19
  %154 = lshr i32 %145, 16
  %155 = and i32 %154, 255
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %156
  %158 = load i32, i32* %157, align 4, !tbaa !19
  %159 = and i32 %158, 255
  %160 = zext i32 %159 to i64
  %161 = getelementptr inbounds [256 x i32], [256 x i32]* @Td1, i64 0, i64 %160
  %162 = load i32, i32* %161, align 4, !tbaa !19
  %163 = xor i32 %162, %153
  %164 = lshr i32 %145, 8
  %165 = and i32 %164, 255
  %166 = zext i32 %165 to i64
  %167 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %166
  %168 = load i32, i32* %167, align 4, !tbaa !19
  %169 = and i32 %168, 255
  %170 = zext i32 %169 to i64
  %171 = getelementptr inbounds [256 x i32], [256 x i32]* @Td2, i64 0, i64 %170
  %172 = load i32, i32* %171, align 4, !tbaa !19
  %173 = xor i32 %163, %172
  %174 = and i32 %145, 255
  %175 = zext i32 %174 to i64
  %176 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %175
  %177 = load i32, i32* %176, align 4, !tbaa !19
  %178 = and i32 %177, 255
  %179 = zext i32 %178 to i64
  %180 = getelementptr inbounds [256 x i32], [256 x i32]* @Td3, i64 0, i64 %179
  %181 = load i32, i32* %180, align 4, !tbaa !19
  %182 = xor i32 %173, %181
  store i32 %182, i32* %144, align 4, !tbaa !19
  %183 = getelementptr inbounds i32, i32* %64, i64 7
  %184 = load i32, i32* %183, align 4, !tbaa !19
  %185 = lshr i32 %184, 24
  %186 = zext i32 %185 to i64
  %187 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %186
  %188 = load i32, i32* %187, align 4, !tbaa !19
  %189 = and i32 %188, 255
  %190 = zext i32 %189 to i64
  %191 = getelementptr inbounds [256 x i32], [256 x i32]* @Td0, i64 0, i64 %190
  %192 = load i32, i32* %191, align 4, !tbaa !19
  %193 = lshr i32 %184, 16
  %194 = and i32 %193, 255
  %195 = zext i32 %194 to i64
  %196 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %195
  %197 = load i32, i32* %196, align 4, !tbaa !19
  %198 = and i32 %197, 255
  %199 = zext i32 %198 to i64
  %200 = getelementptr inbounds [256 x i32], [256 x i32]* @Td1, i64 0, i64 %199
  %201 = load i32, i32* %200, align 4, !tbaa !19
  %202 = xor i32 %201, %192
  %203 = lshr i32 %184, 8
  %204 = and i32 %203, 255
  %205 = zext i32 %204 to i64
  %206 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %205
  %207 = load i32, i32* %206, align 4, !tbaa !19
  %208 = and i32 %207, 255
  %209 = zext i32 %208 to i64
  %210 = getelementptr inbounds [256 x i32], [256 x i32]* @Td2, i64 0, i64 %209
  %211 = load i32, i32* %210, align 4, !tbaa !19
  %212 = xor i32 %202, %211
  %213 = and i32 %184, 255
  %214 = zext i32 %213 to i64
  %215 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %214
  %216 = load i32, i32* %215, align 4, !tbaa !19
  %217 = and i32 %216, 255
  %218 = zext i32 %217 to i64
  %219 = getelementptr inbounds [256 x i32], [256 x i32]* @Td3, i64 0, i64 %218
  %220 = load i32, i32* %219, align 4, !tbaa !19
  %221 = xor i32 %212, %220
  store i32 %221, i32* %183, align 4, !tbaa !19
  %222 = add nuw nsw i32 %65, 1
  %223 = icmp slt i32 %222, %28
  br i1 %223, label %63, label %225, !llvm.loop !22

224:                                              ; preds = %12
  tail call void @free(i8* noundef nonnull %8) #21
  store %struct.AES_State* null, %struct.AES_State** %2, align 8, !tbaa !6
  br label %225

225:                                              ; preds = %224, %63, %33, %20, %7, %3
  %226 = phi i32 [ 1, %3 ], [ 2, %7 ], [ 8, %224 ], [ 0, %20 ], [ 0, %33 ], [ 0, %63 ]
  ret i32 %226
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind
declare hidden signext i32 @AES_encrypt(%struct._BlockBase* noundef readonly, i8* noundef readonly, i8* noundef writeonly, i64 noundef) #4

; Function Attrs: nofree norecurse nosync nounwind
declare hidden signext i32 @AES_decrypt(%struct._BlockBase* noundef readonly, i8* noundef readonly, i8* noundef writeonly, i64 noundef) #4

; Function Attrs: nofree norecurse nosync nounwind
declare hidden fastcc signext i32 @rijndaelKeySetupEnc(i32* nocapture noundef, i8* nocapture noundef readonly, i32 noundef signext) unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn
declare dso_local signext i32 @ARC2_stop_operation(%struct._BlockBase* noundef) #0

; Function Attrs: nofree nounwind
define dso_local signext i32 @ARC2_start_operation(i8* noundef readonly %0, i64 noundef %1, i64 noundef %2, %struct.ARC2_State** noundef %3) local_unnamed_addr #5 {
  %5 = alloca [128 x i8], align 1
  %6 = icmp eq i8* %0, null
  %7 = icmp eq %struct.ARC2_State** %3, null
  %8 = or i1 %6, %7
  br i1 %8, label %107, label %9

9:                                                ; preds = %4
  %10 = tail call noalias dereferenceable_or_null(288) i8* @calloc(i64 noundef 1, i64 noundef 288) #21
  %11 = bitcast %struct.ARC2_State** %3 to i8**
  store i8* %10, i8** %11, align 8, !tbaa !6
  %12 = icmp eq i8* %10, null
  %13 = bitcast i8* %10 to %struct.ARC2_State*
  br i1 %12, label %107, label %14

14:                                               ; preds = %9
  %15 = getelementptr inbounds %struct.ARC2_State, %struct.ARC2_State* %13, i64 0, i32 0, i32 0
  store i32 (%struct._BlockBase*, i8*, i8*, i64)* @ARC2_encrypt, i32 (%struct._BlockBase*, i8*, i8*, i64)** %15, align 8, !tbaa !10
  %16 = getelementptr inbounds %struct.ARC2_State, %struct.ARC2_State* %13, i64 0, i32 0, i32 1
  store i32 (%struct._BlockBase*, i8*, i8*, i64)* @ARC2_decrypt, i32 (%struct._BlockBase*, i8*, i8*, i64)** %16, align 8, !tbaa !13
  %17 = getelementptr inbounds %struct.ARC2_State, %struct.ARC2_State* %13, i64 0, i32 0, i32 2
  %18 = bitcast {}** %17 to i32 (%struct._BlockBase*)**
  store i32 (%struct._BlockBase*)* @ARC2_stop_operation, i32 (%struct._BlockBase*)** %18, align 8, !tbaa !14
  %19 = getelementptr inbounds %struct.ARC2_State, %struct.ARC2_State* %13, i64 0, i32 0, i32 3
  store i64 8, i64* %19, align 8, !tbaa !15
  %20 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %20) #21
  %21 = add i64 %1, -129
  %22 = icmp ult i64 %21, -124
  %23 = add i64 %2, -1025
  %24 = icmp ult i64 %23, -985
  %25 = or i1 %22, %24
  br i1 %25, label %105, label %26

26:                                               ; preds = %14
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %20, i8* nonnull align 1 %0, i64 %1, i1 false) #21
  %27 = trunc i64 %2 to i32
  %28 = add nuw nsw i32 %27, 7
  %29 = lshr i32 %28, 3
  %30 = mul nsw i32 %29, -8
  %31 = add nuw nsw i32 %27, 8
  %32 = add nsw i32 %31, %30
  %33 = shl nsw i32 -1, %32
  %34 = trunc i32 %33 to i8
  %35 = xor i8 %34, -1
  %36 = and i64 %1, 4294967168
  %37 = icmp eq i64 %36, 0
  br i1 %37, label %38, label %57

38:                                               ; preds = %38, %26
  %39 = phi i64 [ %54, %38 ], [ %1, %26 ]
  %40 = add i64 %39, 4294967295
  %41 = and i64 %40, 4294967295
  %42 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %41
  %43 = load i8, i8* %42, align 1, !tbaa !23
  %44 = zext i8 %43 to i64
  %45 = sub nsw i64 %39, %1
  %46 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %45
  %47 = load i8, i8* %46, align 1, !tbaa !23
  %48 = zext i8 %47 to i64
  %49 = add nuw nsw i64 %48, %44
  %50 = and i64 %49, 255
  %51 = getelementptr inbounds [256 x i8], [256 x i8]* @block_init.permute, i64 0, i64 %50
  %52 = load i8, i8* %51, align 1, !tbaa !23
  %53 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %39
  store i8 %52, i8* %53, align 1, !tbaa !23
  %54 = add nsw i64 %39, 1
  %55 = trunc i64 %54 to i32
  %56 = icmp eq i32 %55, 128
  br i1 %56, label %57, label %38, !llvm.loop !24

57:                                               ; preds = %38, %26
  %58 = sub nsw i32 128, %29
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %59
  %61 = load i8, i8* %60, align 1, !tbaa !23
  %62 = and i8 %61, %35
  %63 = zext i8 %62 to i64
  %64 = getelementptr inbounds [256 x i8], [256 x i8]* @block_init.permute, i64 0, i64 %63
  %65 = load i8, i8* %64, align 1, !tbaa !23
  store i8 %65, i8* %60, align 1, !tbaa !23
  %66 = sub nsw i32 127, %29
  %67 = icmp ult i32 %27, 1017
  br i1 %67, label %68, label %89

68:                                               ; preds = %57
  %69 = zext i32 %66 to i64
  br label %70

70:                                               ; preds = %70, %68
  %71 = phi i64 [ %69, %68 ], [ %88, %70 ]
  %72 = phi i32 [ %66, %68 ], [ %85, %70 ]
  %73 = add nuw nsw i64 %71, 1
  %74 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %73
  %75 = load i8, i8* %74, align 1, !tbaa !23
  %76 = add nsw i32 %72, %29
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %77
  %79 = load i8, i8* %78, align 1, !tbaa !23
  %80 = xor i8 %79, %75
  %81 = zext i8 %80 to i64
  %82 = getelementptr inbounds [256 x i8], [256 x i8]* @block_init.permute, i64 0, i64 %81
  %83 = load i8, i8* %82, align 1, !tbaa !23
  %84 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %71
  store i8 %83, i8* %84, align 1, !tbaa !23
  %85 = add nsw i32 %72, -1
  %86 = trunc i64 %71 to i32
  %87 = icmp sgt i32 %86, 0
  %88 = add nsw i64 %71, -1
  br i1 %87, label %70, label %89, !llvm.loop !25

89:                                               ; preds = %70, %57
  br label %90

90:                                               ; preds = %90, %89
  %91 = phi i64 [ %103, %90 ], [ 0, %89 ]
  %92 = shl nuw nsw i64 %91, 1
  %93 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %92
  %94 = load i8, i8* %93, align 1, !tbaa !23
  %95 = zext i8 %94 to i32
  %96 = or i64 %92, 1
  %97 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %96
  %98 = load i8, i8* %97, align 1, !tbaa !23
  %99 = zext i8 %98 to i32
  %100 = shl nuw nsw i32 %99, 8
  %101 = or i32 %100, %95
  %102 = getelementptr inbounds %struct.ARC2_State, %struct.ARC2_State* %13, i64 0, i32 1, i32 0, i64 %91
  store i32 %101, i32* %102, align 4, !tbaa !19
  %103 = add nuw nsw i64 %91, 1
  %104 = icmp eq i64 %103, 64
  br i1 %104, label %105, label %90, !llvm.loop !26

105:                                              ; preds = %90, %14
  %106 = phi i32 [ 6, %14 ], [ 0, %90 ]
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %20) #21
  br label %107

107:                                              ; preds = %105, %9, %4
  %108 = phi i32 [ %106, %105 ], [ 1, %4 ], [ 2, %9 ]
  ret i32 %108
}

; Function Attrs: nofree norecurse nosync nounwind
declare hidden signext i32 @ARC2_encrypt(%struct._BlockBase* noundef readonly, i8* noundef readonly, i8* noundef writeonly, i64 noundef) #4

; Function Attrs: nofree norecurse nosync nounwind
declare hidden signext i32 @ARC2_decrypt(%struct._BlockBase* noundef readonly, i8* noundef readonly, i8* noundef writeonly, i64 noundef) #4

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #6

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #6

; Function Attrs: nofree nosync nounwind
define hidden signext i32 @CAST_decrypt(%struct._BlockBase* noundef readonly %0, i8* noundef readonly %1, i8* noundef %2, i64 noundef %3) #8 {
  %5 = icmp eq %struct._BlockBase* %0, null
  %6 = icmp eq i8* %1, null
  %7 = or i1 %5, %6
  %8 = icmp eq i8* %2, null
  %9 = or i1 %7, %8
  br i1 %9, label %32, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds %struct._BlockBase, %struct._BlockBase* %0, i64 0, i32 3
  %12 = load i64, i64* %11, align 8, !tbaa !15
  %13 = icmp ugt i64 %12, %3
  br i1 %13, label %28, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds %struct._BlockBase, %struct._BlockBase* %0, i64 1
  %16 = bitcast %struct._BlockBase* %15 to %struct.block_state.3*
  br label %17

17:                                               ; preds = %17, %14
  %18 = phi i64 [ %3, %14 ], [ %26, %17 ]
  %19 = phi i8* [ %2, %14 ], [ %25, %17 ]
  %20 = phi i8* [ %1, %14 ], [ %24, %17 ]
  %21 = bitcast i8* %20 to i64*
  %22 = bitcast i8* %19 to i64*
  %23 = load i64, i64* %21, align 1
  store i64 %23, i64* %22, align 1
  tail call fastcc void @castcrypt(%struct.block_state.3* noundef nonnull %16, i8* noundef nonnull %19, i32 noundef signext 1) #21
  %24 = getelementptr inbounds i8, i8* %20, i64 %12
  %25 = getelementptr inbounds i8, i8* %19, i64 %12
  %26 = sub i64 %18, %12
  %27 = icmp ult i64 %26, %12
  br i1 %27, label %28, label %17, !llvm.loop !27

28:                                               ; preds = %17, %10
  %29 = phi i64 [ %3, %10 ], [ %26, %17 ]
  %30 = icmp eq i64 %29, 0
  %31 = select i1 %30, i32 0, i32 3
  br label %32

32:                                               ; preds = %28, %4
  %33 = phi i32 [ 1, %4 ], [ %31, %28 ]
  ret i32 %33
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nofree nosync nounwind
declare hidden fastcc void @castcrypt(%struct.block_state.3* nocapture noundef readonly, i8* nocapture noundef, i32 noundef signext) unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn
declare dso_local signext i32 @DES_stop_operation(%struct._BlockBase* noundef) #0

; Function Attrs: nounwind
define dso_local signext i32 @DES_start_operation(i8* noundef readonly %0, i64 noundef %1, %struct.DES_State** noundef %2) local_unnamed_addr #2 {
  %4 = icmp eq i8* %0, null
  %5 = icmp eq %struct.DES_State** %2, null
  %6 = or i1 %4, %5
  br i1 %6, label %24, label %7

7:                                                ; preds = %3
  %8 = tail call noalias dereferenceable_or_null(8544) i8* @calloc(i64 noundef 1, i64 noundef 8544) #21
  %9 = bitcast %struct.DES_State** %2 to i8**
  store i8* %8, i8** %9, align 8, !tbaa !6
  %10 = icmp eq i8* %8, null
  %11 = bitcast i8* %8 to %struct.DES_State*
  br i1 %10, label %24, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds %struct.DES_State, %struct.DES_State* %11, i64 0, i32 0, i32 0
  store i32 (%struct._BlockBase*, i8*, i8*, i64)* @DES_encrypt, i32 (%struct._BlockBase*, i8*, i8*, i64)** %13, align 8, !tbaa !10
  %14 = getelementptr inbounds %struct.DES_State, %struct.DES_State* %11, i64 0, i32 0, i32 1
  store i32 (%struct._BlockBase*, i8*, i8*, i64)* @DES_decrypt, i32 (%struct._BlockBase*, i8*, i8*, i64)** %14, align 8, !tbaa !13
  %15 = getelementptr inbounds %struct.DES_State, %struct.DES_State* %11, i64 0, i32 0, i32 2
  %16 = bitcast {}** %15 to i32 (%struct._BlockBase*)**
  store i32 (%struct._BlockBase*)* @DES_stop_operation, i32 (%struct._BlockBase*)** %16, align 8, !tbaa !14
  %17 = getelementptr inbounds %struct.DES_State, %struct.DES_State* %11, i64 0, i32 0, i32 3
  store i64 8, i64* %17, align 8, !tbaa !15
  %18 = trunc i64 %1 to i32
  %19 = icmp eq i32 %18, 8
  br i1 %19, label %20, label %23

20:                                               ; preds = %12
  %21 = getelementptr inbounds %struct.DES_State, %struct.DES_State* %11, i64 0, i32 1, i32 0, i32 0, i32 0, i64 0, i64 0
  tail call fastcc void @deskey(i8* noundef nonnull %0, i16 noundef signext 0, i64* noundef nonnull %21) #21
  %22 = getelementptr inbounds %struct.DES_State, %struct.DES_State* %11, i64 0, i32 1, i32 0, i32 0, i32 0, i64 0, i64 32
  tail call fastcc void @deskey(i8* noundef nonnull %0, i16 noundef signext 1, i64* noundef nonnull %22) #21
  br label %24

23:                                               ; preds = %12
  tail call void @free(i8* noundef nonnull %8) #21
  store %struct.DES_State* null, %struct.DES_State** %2, align 8, !tbaa !6
  br label %24

24:                                               ; preds = %23, %20, %7, %3
  %25 = phi i32 [ 1, %3 ], [ 2, %7 ], [ 6, %23 ], [ 0, %20 ]
  ret i32 %25
}

; Function Attrs: nofree nosync nounwind
declare hidden signext i32 @DES_encrypt(%struct._BlockBase* noundef readonly, i8* noundef readonly, i8* noundef writeonly, i64 noundef) #8

; Function Attrs: nofree nosync nounwind
declare hidden signext i32 @DES_decrypt(%struct._BlockBase* noundef readonly, i8* noundef readonly, i8* noundef writeonly, i64 noundef) #8

; Function Attrs: nofree nosync nounwind
declare hidden fastcc void @deskey(i8* nocapture noundef readonly, i16 noundef signext, i64* nocapture noundef writeonly) unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn
declare dso_local signext i32 @DES3_stop_operation(%struct._BlockBase* noundef) #0

; Function Attrs: nounwind
define dso_local signext i32 @DES3_start_operation(i8* noundef readonly %0, i64 noundef %1, %struct.DES_State** noundef %2) local_unnamed_addr #2 {
  %4 = icmp eq i8* %0, null
  %5 = icmp eq %struct.DES_State** %2, null
  %6 = or i1 %4, %5
  br i1 %6, label %33, label %7

7:                                                ; preds = %3
  %8 = tail call noalias dereferenceable_or_null(8544) i8* @calloc(i64 noundef 1, i64 noundef 8544) #21
  %9 = bitcast %struct.DES_State** %2 to i8**
  store i8* %8, i8** %9, align 8, !tbaa !6
  %10 = icmp eq i8* %8, null
  %11 = bitcast i8* %8 to %struct.DES_State*
  br i1 %10, label %33, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds %struct.DES_State, %struct.DES_State* %11, i64 0, i32 0, i32 0
  store i32 (%struct._BlockBase*, i8*, i8*, i64)* @DES3_encrypt, i32 (%struct._BlockBase*, i8*, i8*, i64)** %13, align 8, !tbaa !10
  %14 = getelementptr inbounds %struct.DES_State, %struct.DES_State* %11, i64 0, i32 0, i32 1
  store i32 (%struct._BlockBase*, i8*, i8*, i64)* @DES3_decrypt, i32 (%struct._BlockBase*, i8*, i8*, i64)** %14, align 8, !tbaa !13
  %15 = getelementptr inbounds %struct.DES_State, %struct.DES_State* %11, i64 0, i32 0, i32 2
  %16 = bitcast {}** %15 to i32 (%struct._BlockBase*)**
  store i32 (%struct._BlockBase*)* @DES3_stop_operation, i32 (%struct._BlockBase*)** %16, align 8, !tbaa !14
  %17 = getelementptr inbounds %struct.DES_State, %struct.DES_State* %11, i64 0, i32 0, i32 3
  store i64 8, i64* %17, align 8, !tbaa !15
  %18 = trunc i64 %1 to i32
  %19 = and i32 %18, -9
  %20 = icmp eq i32 %19, 16
  br i1 %20, label %21, label %32

21:                                               ; preds = %12
  %22 = getelementptr inbounds %struct.DES_State, %struct.DES_State* %11, i64 0, i32 1, i32 0, i32 0, i32 0, i64 0, i64 0
  tail call fastcc void @deskey.1(i8* noundef nonnull %0, i16 noundef signext 0, i64* noundef nonnull %22) #21
  %23 = getelementptr inbounds i8, i8* %0, i64 8
  %24 = getelementptr inbounds %struct.DES_State, %struct.DES_State* %11, i64 0, i32 1, i32 0, i32 0, i32 0, i64 0, i64 32
  tail call fastcc void @deskey.1(i8* noundef nonnull %23, i16 noundef signext 1, i64* noundef nonnull %24) #21
  %25 = icmp eq i32 %18, 24
  %26 = select i1 %25, i64 16, i64 0
  %27 = getelementptr i8, i8* %0, i64 %26
  %28 = getelementptr inbounds %struct.DES_State, %struct.DES_State* %11, i64 0, i32 1, i32 0, i32 0, i32 0, i64 0, i64 64
  tail call fastcc void @deskey.1(i8* noundef nonnull %27, i16 noundef signext 0, i64* noundef nonnull %28) #21
  %29 = getelementptr inbounds %struct.DES_State, %struct.DES_State* %11, i64 0, i32 1, i32 0, i32 0, i32 0, i64 0, i64 96
  %30 = getelementptr inbounds %struct.DES_State, %struct.DES_State* %11, i64 0, i32 1, i32 0, i32 0, i32 0, i64 0, i64 160
  tail call fastcc void @deskey.1(i8* noundef nonnull %0, i16 noundef signext 1, i64* noundef nonnull %30) #21
  %31 = getelementptr inbounds %struct.DES_State, %struct.DES_State* %11, i64 0, i32 1, i32 0, i32 0, i32 0, i64 0, i64 128
  tail call fastcc void @deskey.1(i8* noundef nonnull %23, i16 noundef signext 0, i64* noundef nonnull %31) #21
  tail call fastcc void @deskey.1(i8* noundef nonnull %27, i16 noundef signext 1, i64* noundef nonnull %29) #21
  br label %33

32:                                               ; preds = %12
  tail call void @free(i8* noundef nonnull %8) #21
  store %struct.DES_State* null, %struct.DES_State** %2, align 8, !tbaa !6
  br label %33

33:                                               ; preds = %32, %21, %7, %3
  %34 = phi i32 [ 1, %3 ], [ 2, %7 ], [ 6, %32 ], [ 0, %21 ]
  ret i32 %34
}

; Function Attrs: nofree nosync nounwind
declare hidden signext i32 @DES3_encrypt(%struct._BlockBase* noundef readonly, i8* noundef readonly, i8* noundef writeonly, i64 noundef) #8

; Function Attrs: nofree nosync nounwind
declare hidden signext i32 @DES3_decrypt(%struct._BlockBase* noundef readonly, i8* noundef readonly, i8* noundef writeonly, i64 noundef) #8

; Function Attrs: nofree nosync nounwind
declare hidden fastcc void @deskey.1(i8* nocapture noundef readonly, i16 noundef signext, i64* nocapture noundef writeonly) unnamed_addr #8

; Function Attrs: nofree norecurse nosync nounwind
define hidden fastcc void @desfunc.7(i64* nocapture noundef %0, i64* nocapture noundef readonly %1) unnamed_addr #4 {
  %3 = load i64, i64* %0, align 8, !tbaa !28
  %4 = getelementptr inbounds i64, i64* %0, i64 1
  %5 = load i64, i64* %4, align 8, !tbaa !28
  %6 = and i64 %3, 255
  %7 = getelementptr inbounds [8 x [256 x i64]], [8 x [256 x i64]]* @des_ip.8, i64 0, i64 0, i64 %6
  %8 = load i64, i64* %7, align 8, !tbaa !29
  %9 = lshr i64 %3, 8
  %10 = and i64 %9, 255
  %11 = getelementptr inbounds [8 x [256 x i64]], [8 x [256 x i64]]* @des_ip.8, i64 0, i64 1, i64 %10
  %12 = load i64, i64* %11, align 8, !tbaa !29
  %13 = xor i64 %12, %8
  %14 = lshr i64 %3, 16
  %15 = and i64 %14, 255
  %16 = getelementptr inbounds [8 x [256 x i64]], [8 x [256 x i64]]* @des_ip.8, i64 0, i64 2, i64 %15
  %17 = load i64, i64* %16, align 8, !tbaa !29
  %18 = xor i64 %13, %17
  %19 = lshr i64 %3, 24
  %20 = and i64 %19, 255
  %21 = getelementptr inbounds [8 x [256 x i64]], [8 x [256 x i64]]* @des_ip.8, i64 0, i64 3, i64 %20
  %22 = load i64, i64* %21, align 8, !tbaa !29
  %23 = xor i64 %18, %22
  %24 = and i64 %5, 255
  %25 = getelementptr inbounds [8 x [256 x i64]], [8 x [256 x i64]]* @des_ip.8, i64 0, i64 4, i64 %24
  %26 = load i64, i64* %25, align 8, !tbaa !29
  %27 = xor i64 %23, %26
  %28 = lshr i64 %5, 8
  %29 = and i64 %28, 255
  %30 = getelementptr inbounds [8 x [256 x i64]], [8 x [256 x i64]]* @des_ip.8, i64 0, i64 5, i64 %29
  %31 = load i64, i64* %30, align 8, !tbaa !29
  %32 = xor i64 %27, %31
  %33 = lshr i64 %5, 16
  %34 = and i64 %33, 255
  %35 = getelementptr inbounds [8 x [256 x i64]], [8 x [256 x i64]]* @des_ip.8, i64 0, i64 6, i64 %34
  %36 = load i64, i64* %35, align 8, !tbaa !29
  %37 = xor i64 %32, %36
  %38 = lshr i64 %5, 24
  %39 = and i64 %38, 255
  %40 = getelementptr inbounds [8 x [256 x i64]], [8 x [256 x i64]]* @des_ip.8, i64 0, i64 7, i64 %39
  %41 = load i64, i64* %40, align 8, !tbaa !29
  %42 = xor i64 %37, %41
  %43 = lshr i64 %42, 32
  %44 = and i64 %42, 4294967295
  br label %45

45:                                               ; preds = %45, %2
  %46 = phi i64* [ %1, %2 ], [ %122, %45 ]
  %47 = phi i64 [ %44, %2 ], [ %147, %45 ]
  %48 = phi i32 [ 0, %2 ], [ %148, %45 ]
  %49 = phi i64 [ %43, %2 ], [ %98, %45 ]
  %50 = lshr i64 %47, 4
  %51 = and i64 %50, 268435455
  %52 = shl i64 %47, 28
  %53 = and i64 %52, 4026531840
  %54 = or i64 %51, %53
  %55 = getelementptr inbounds i64, i64* %46, i64 1
  %56 = load i64, i64* %46, align 8, !tbaa !28
  %57 = xor i64 %56, %54
  %58 = and i64 %57, 63
  %59 = getelementptr inbounds [64 x i64], [64 x i64]* @SP7.9, i64 0, i64 %58
  %60 = load i64, i64* %59, align 8, !tbaa !28
  %61 = lshr i64 %57, 8
  %62 = and i64 %61, 63
  %63 = getelementptr inbounds [64 x i64], [64 x i64]* @SP5.10, i64 0, i64 %62
  %64 = load i64, i64* %63, align 8, !tbaa !28
  %65 = lshr i64 %57, 16
  %66 = and i64 %65, 63
  %67 = getelementptr inbounds [64 x i64], [64 x i64]* @SP3.11, i64 0, i64 %66
  %68 = load i64, i64* %67, align 8, !tbaa !28
  %69 = lshr i64 %57, 24
  %70 = and i64 %69, 63
  %71 = getelementptr inbounds [64 x i64], [64 x i64]* @SP1.12, i64 0, i64 %70
  %72 = load i64, i64* %71, align 8, !tbaa !28
  %73 = getelementptr inbounds i64, i64* %46, i64 2
  %74 = load i64, i64* %55, align 8, !tbaa !28
  %75 = xor i64 %74, %47
  %76 = and i64 %75, 63
  %77 = getelementptr inbounds [64 x i64], [64 x i64]* @SP8.13, i64 0, i64 %76
  %78 = load i64, i64* %77, align 8, !tbaa !28
  %79 = lshr i64 %75, 8
  %80 = and i64 %79, 63
  %81 = getelementptr inbounds [64 x i64], [64 x i64]* @SP6.14, i64 0, i64 %80
  %82 = load i64, i64* %81, align 8, !tbaa !28
  %83 = lshr i64 %75, 16
  %84 = and i64 %83, 63
  %85 = getelementptr inbounds [64 x i64], [64 x i64]* @SP4.15, i64 0, i64 %84
  %86 = load i64, i64* %85, align 8, !tbaa !28
  %87 = lshr i64 %75, 24
  %88 = and i64 %87, 63
  %89 = getelementptr inbounds [64 x i64], [64 x i64]* @SP2.16, i64 0, i64 %88
  %90 = load i64, i64* %89, align 8, !tbaa !28
  %91 = xor i64 %60, %49
  %92 = xor i64 %91, %64
  %93 = xor i64 %92, %68
  %94 = xor i64 %93, %72
  %95 = xor i64 %94, %78
  %96 = xor i64 %95, %82
  %97 = xor i64 %96, %86
  %98 = xor i64 %97, %90
  %99 = lshr i64 %98, 4
  %100 = and i64 %99, 268435455
  %101 = shl i64 %98, 28
  %102 = and i64 %101, 4026531840
  %103 = or i64 %100, %102
  %104 = getelementptr inbounds i64, i64* %46, i64 3
  %105 = load i64, i64* %73, align 8, !tbaa !28
  %106 = xor i64 %103, %105
  %107 = and i64 %106, 63
  %108 = getelementptr inbounds [64 x i64], [64 x i64]* @SP7.9, i64 0, i64 %107
  %109 = load i64, i64* %108, align 8, !tbaa !28
  %110 = lshr i64 %106, 8
  %111 = and i64 %110, 63
  %112 = getelementptr inbounds [64 x i64], [64 x i64]* @SP5.10, i64 0, i64 %111
  %113 = load i64, i64* %112, align 8, !tbaa !28
  %114 = lshr i64 %106, 16
  %115 = and i64 %114, 63
  %116 = getelementptr inbounds [64 x i64], [64 x i64]* @SP3.11, i64 0, i64 %115
  %117 = load i64, i64* %116, align 8, !tbaa !28
  %118 = lshr i64 %106, 24
  %119 = and i64 %118, 63
  %120 = getelementptr inbounds [64 x i64], [64 x i64]* @SP1.12, i64 0, i64 %119
  %121 = load i64, i64* %120, align 8, !tbaa !28
  %122 = getelementptr inbounds i64, i64* %46, i64 4
  %123 = load i64, i64* %104, align 8, !tbaa !28
  %124 = xor i64 %123, %98
  %125 = and i64 %124, 63
  %126 = getelementptr inbounds [64 x i64], [64 x i64]* @SP8.13, i64 0, i64 %125
  %127 = load i64, i64* %126, align 8, !tbaa !28
  %128 = lshr i64 %124, 8
  %129 = and i64 %128, 63
  %130 = getelementptr inbounds [64 x i64], [64 x i64]* @SP6.14, i64 0, i64 %129
  %131 = load i64, i64* %130, align 8, !tbaa !28
  %132 = lshr i64 %124, 16
  %133 = and i64 %132, 63
  %134 = getelementptr inbounds [64 x i64], [64 x i64]* @SP4.15, i64 0, i64 %133
  %135 = load i64, i64* %134, align 8, !tbaa !28
  %136 = lshr i64 %124, 24
  %137 = and i64 %136, 63
  %138 = getelementptr inbounds [64 x i64], [64 x i64]* @SP2.16, i64 0, i64 %137
  %139 = load i64, i64* %138, align 8, !tbaa !28
  %140 = xor i64 %109, %47
  %141 = xor i64 %140, %113
  %142 = xor i64 %141, %117
  %143 = xor i64 %142, %121
  %144 = xor i64 %143, %127
  %145 = xor i64 %144, %131
  %146 = xor i64 %145, %135
  %147 = xor i64 %146, %139
  %148 = add nuw nsw i32 %48, 1
  %149 = icmp ult i32 %48, 7
  br i1 %149, label %45, label %150, !llvm.loop !31

150:                                              ; preds = %45
  %151 = and i64 %98, 255
  %152 = getelementptr inbounds [8 x [256 x i64]], [8 x [256 x i64]]* @des_fp.17, i64 0, i64 0, i64 %151
  %153 = load i64, i64* %152, align 8, !tbaa !29
  %154 = lshr i64 %98, 8
  %155 = and i64 %154, 255
  %156 = getelementptr inbounds [8 x [256 x i64]], [8 x [256 x i64]]* @des_fp.17, i64 0, i64 1, i64 %155
  %157 = load i64, i64* %156, align 8, !tbaa !29
  %158 = xor i64 %157, %153
  %159 = lshr i64 %98, 16
  %160 = and i64 %159, 255
  %161 = getelementptr inbounds [8 x [256 x i64]], [8 x [256 x i64]]* @des_fp.17, i64 0, i64 2, i64 %160
  %162 = load i64, i64* %161, align 8, !tbaa !29
  %163 = xor i64 %158, %162
  %164 = lshr i64 %98, 24
  %165 = and i64 %164, 255
  %166 = getelementptr inbounds [8 x [256 x i64]], [8 x [256 x i64]]* @des_fp.17, i64 0, i64 3, i64 %165
  %167 = load i64, i64* %166, align 8, !tbaa !29
  %168 = xor i64 %163, %167
  %169 = and i64 %147, 255
  %170 = getelementptr inbounds [8 x [256 x i64]], [8 x [256 x i64]]* @des_fp.17, i64 0, i64 4, i64 %169
  %171 = load i64, i64* %170, align 8, !tbaa !29
  %172 = xor i64 %168, %171
  %173 = lshr i64 %147, 8
  %174 = and i64 %173, 255
  %175 = getelementptr inbounds [8 x [256 x i64]], [8 x [256 x i64]]* @des_fp.17, i64 0, i64 5, i64 %174
  %176 = load i64, i64* %175, align 8, !tbaa !29
  %177 = xor i64 %172, %176
  %178 = lshr i64 %147, 16
  %179 = and i64 %178, 255
  %180 = getelementptr inbounds [8 x [256 x i64]], [8 x [256 x i64]]* @des_fp.17, i64 0, i64 6, i64 %179
  %181 = load i64, i64* %180, align 8, !tbaa !29
  %182 = xor i64 %177, %181
  %183 = lshr i64 %147, 24
  %184 = and i64 %183, 255
  %185 = getelementptr inbounds [8 x [256 x i64]], [8 x [256 x i64]]* @des_fp.17, i64 0, i64 7, i64 %184
  %186 = load i64, i64* %185, align 8, !tbaa !29
  %187 = xor i64 %182, %186
  %188 = lshr i64 %187, 32
  %189 = and i64 %187, 4294967295
  store i64 %189, i64* %0, align 8, !tbaa !28
  store i64 %188, i64* %4, align 8, !tbaa !28
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn
define dso_local signext i32 @md2_init(%struct.hash_state** noundef writeonly %0) local_unnamed_addr #10 {
  %2 = icmp eq %struct.hash_state** %0, null
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = tail call noalias dereferenceable_or_null(84) i8* @calloc(i64 noundef 1, i64 noundef 84) #21
  %5 = bitcast %struct.hash_state** %0 to i8**
  store i8* %4, i8** %5, align 8, !tbaa !6
  %6 = icmp eq i8* %4, null
  %7 = select i1 %6, i32 2, i32 0
  br label %8

8:                                                ; preds = %3, %1
  %9 = phi i32 [ 1, %1 ], [ %7, %3 ]
  ret i32 %9
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef signext, i8* noundef) local_unnamed_addr #11

; Function Attrs: nounwind
declare dso_local signext i32 @md4_update(%struct.hash_state.10* noundef, i8* noundef readonly, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #12

; Function Attrs: nounwind
define dso_local signext i32 @md4_digest(%struct.hash_state.10* noundef readonly %0, i8* noundef writeonly %1) local_unnamed_addr #2 {
  %3 = alloca %struct.hash_state.10, align 8
  %4 = bitcast %struct.hash_state.10* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %4) #21
  %5 = icmp eq %struct.hash_state.10* %0, null
  %6 = icmp eq i8* %1, null
  %7 = or i1 %5, %6
  br i1 %7, label %50, label %8

8:                                                ; preds = %2
  %9 = bitcast %struct.hash_state.10* %0 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(96) %4, i8* noundef nonnull align 8 dereferenceable(96) %9, i64 96, i1 false), !tbaa.struct !32
  %10 = getelementptr inbounds %struct.hash_state.10, %struct.hash_state.10* %3, i64 0, i32 4
  %11 = load i64, i64* %10, align 8, !tbaa !33
  %12 = getelementptr inbounds %struct.hash_state.10, %struct.hash_state.10* %0, i64 0, i32 6
  %13 = load i32, i32* %12, align 8, !tbaa !35
  %14 = icmp ult i32 %13, 56
  %15 = select i1 %14, i32 56, i32 120
  %16 = sub i32 %15, %13
  %17 = zext i32 %16 to i64
  %18 = call signext i32 @md4_update(%struct.hash_state.10* noundef nonnull %3, i8* noundef getelementptr inbounds (<{ i8, [63 x i8] }>, <{ i8, [63 x i8] }>* @md4_digest.padding, i64 0, i32 0), i64 noundef %17)
  %19 = trunc i64 %11 to i8
  store i8 %19, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @md4_digest.s, i64 0, i64 0), align 1, !tbaa !23
  %20 = lshr i64 %11, 8
  %21 = trunc i64 %20 to i8
  store i8 %21, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @md4_digest.s, i64 0, i64 1), align 1, !tbaa !23
  %22 = lshr i64 %11, 16
  %23 = trunc i64 %22 to i8
  store i8 %23, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @md4_digest.s, i64 0, i64 2), align 1, !tbaa !23
  %24 = lshr i64 %11, 24
  %25 = trunc i64 %24 to i8
  store i8 %25, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @md4_digest.s, i64 0, i64 3), align 1, !tbaa !23
  %26 = lshr i64 %11, 32
  %27 = trunc i64 %26 to i8
  store i8 %27, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @md4_digest.s, i64 0, i64 4), align 1, !tbaa !23
  %28 = lshr i64 %11, 40
  %29 = trunc i64 %28 to i8
  store i8 %29, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @md4_digest.s, i64 0, i64 5), align 1, !tbaa !23
  %30 = lshr i64 %11, 48
  %31 = trunc i64 %30 to i8
  store i8 %31, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @md4_digest.s, i64 0, i64 6), align 1, !tbaa !23
  %32 = lshr i64 %11, 56
  %33 = trunc i64 %32 to i8
  store i8 %33, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @md4_digest.s, i64 0, i64 7), align 1, !tbaa !23
  %34 = call signext i32 @md4_update(%struct.hash_state.10* noundef nonnull %3, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @md4_digest.s, i64 0, i64 0), i64 noundef 8)
  %35 = getelementptr inbounds %struct.hash_state.10, %struct.hash_state.10* %3, i64 0, i32 0
  %36 = bitcast i8* %1 to i32*
  %37 = load i32, i32* %35, align 8
  store i32 %37, i32* %36, align 1
  %38 = getelementptr inbounds i8, i8* %1, i64 4
  %39 = getelementptr inbounds %struct.hash_state.10, %struct.hash_state.10* %3, i64 0, i32 1
  %40 = bitcast i8* %38 to i32*
  %41 = load i32, i32* %39, align 4
  store i32 %41, i32* %40, align 1
  %42 = getelementptr inbounds i8, i8* %1, i64 8
  %43 = getelementptr inbounds %struct.hash_state.10, %struct.hash_state.10* %3, i64 0, i32 2
  %44 = bitcast i8* %42 to i32*
  %45 = load i32, i32* %43, align 8
  store i32 %45, i32* %44, align 1
  %46 = getelementptr inbounds i8, i8* %1, i64 12
  %47 = getelementptr inbounds %struct.hash_state.10, %struct.hash_state.10* %3, i64 0, i32 3
  %48 = bitcast i8* %46 to i32*
  %49 = load i32, i32* %47, align 4
  store i32 %49, i32* %48, align 1
  br label %50

50:                                               ; preds = %8, %2
  %51 = phi i32 [ 0, %8 ], [ 1, %2 ]
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %4) #21
  ret i32 %51
}

; Function Attrs: nounwind
define dso_local signext i32 @MD5_update(%struct.t_hash_state* noundef %0, i8* noundef readonly %1, i64 noundef %2) local_unnamed_addr #2 {
  %4 = icmp eq %struct.t_hash_state* %0, null
  %5 = icmp eq i8* %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %39, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds %struct.t_hash_state, %struct.t_hash_state* %0, i64 0, i32 2
  %9 = load i32, i32* %8, align 8, !tbaa !36
  %10 = icmp ult i32 %9, 64
  br i1 %10, label %11, label %15

11:                                               ; preds = %7
  %12 = icmp eq i64 %2, 0
  br i1 %12, label %39, label %13

13:                                               ; preds = %11
  %14 = getelementptr inbounds %struct.t_hash_state, %struct.t_hash_state* %0, i64 0, i32 3
  br label %16

15:                                               ; preds = %7
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.20, i64 0, i64 0), i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.1.21, i64 0, i64 0), i32 noundef signext 239, i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @__PRETTY_FUNCTION__.MD5_update, i64 0, i64 0)) #22
  unreachable

16:                                               ; preds = %36, %13
  %17 = phi i32 [ %9, %13 ], [ %37, %36 ]
  %18 = phi i8* [ %1, %13 ], [ %27, %36 ]
  %19 = phi i64 [ %2, %13 ], [ %30, %36 ]
  %20 = sub i32 64, %17
  %21 = zext i32 %20 to i64
  %22 = icmp ugt i64 %19, %21
  %23 = select i1 %22, i64 %21, i64 %19
  %24 = trunc i64 %23 to i32
  %25 = zext i32 %17 to i64
  %26 = getelementptr inbounds %struct.t_hash_state, %struct.t_hash_state* %0, i64 0, i32 1, i64 %25
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %26, i8* align 1 %18, i64 %23, i1 false)
  %27 = getelementptr inbounds i8, i8* %18, i64 %23
  %28 = load i32, i32* %8, align 8, !tbaa !36
  %29 = add i32 %28, %24
  store i32 %29, i32* %8, align 8, !tbaa !36
  %30 = sub i64 %19, %23
  %31 = icmp eq i32 %29, 64
  br i1 %31, label %32, label %36

32:                                               ; preds = %16
  tail call fastcc void @md5_compress(%struct.t_hash_state* noundef nonnull %0)
  store i32 0, i32* %8, align 8, !tbaa !36
  %33 = load i64, i64* %14, align 8, !tbaa !38
  %34 = add i64 %33, 512
  store i64 %34, i64* %14, align 8, !tbaa !38
  %35 = icmp ult i64 %33, -512
  br i1 %35, label %36, label %39

36:                                               ; preds = %32, %16
  %37 = phi i32 [ %29, %16 ], [ 0, %32 ]
  %38 = icmp eq i64 %30, 0
  br i1 %38, label %39, label %16

39:                                               ; preds = %36, %32, %11, %3
  %40 = phi i32 [ 1, %3 ], [ 0, %11 ], [ 0, %36 ], [ 10, %32 ]
  ret i32 %40
}

; Function Attrs: nofree nosync nounwind
declare hidden fastcc void @md5_compress(%struct.t_hash_state* nocapture noundef) unnamed_addr #8

; Function Attrs: nounwind
define dso_local signext i32 @MD5_digest(%struct.t_hash_state* noundef readonly %0, i8* nocapture noundef writeonly %1) local_unnamed_addr #2 {
  %3 = alloca %struct.t_hash_state, align 8
  %4 = bitcast %struct.t_hash_state* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %4) #21
  %5 = icmp eq %struct.t_hash_state* %0, null
  br i1 %5, label %8, label %6

6:                                                ; preds = %2
  %7 = bitcast %struct.t_hash_state* %0 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(96) %4, i8* noundef nonnull align 8 dereferenceable(96) %7, i64 96, i1 false), !tbaa.struct !39
  call fastcc void @md5_finalize(%struct.t_hash_state* noundef nonnull %3, i8* noundef %1)
  br label %8

8:                                                ; preds = %6, %2
  %9 = phi i32 [ 0, %6 ], [ 1, %2 ]
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %4) #21
  ret i32 %9
}

; Function Attrs: nounwind
declare hidden fastcc void @md5_finalize(%struct.t_hash_state* nocapture noundef, i8* nocapture noundef writeonly) unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
define dso_local signext i32 @SHA1_init(%struct.t_hash_state.12** noundef writeonly %0) local_unnamed_addr #10 {
  %2 = icmp eq %struct.t_hash_state.12** %0, null
  br i1 %2, label %14, label %3

3:                                                ; preds = %1
  %4 = tail call noalias dereferenceable_or_null(96) i8* @calloc(i64 noundef 1, i64 noundef 96) #21
  %5 = bitcast i8* %4 to %struct.t_hash_state.12*
  %6 = bitcast %struct.t_hash_state.12** %0 to i8**
  store i8* %4, i8** %6, align 8, !tbaa !6
  %7 = icmp eq i8* %4, null
  br i1 %7, label %14, label %8

8:                                                ; preds = %3
  %9 = getelementptr inbounds %struct.t_hash_state.12, %struct.t_hash_state.12* %5, i64 0, i32 0, i64 0
  store i32 1732584193, i32* %9, align 8, !tbaa !19
  %10 = getelementptr inbounds %struct.t_hash_state.12, %struct.t_hash_state.12* %5, i64 0, i32 0, i64 1
  store i32 -271733879, i32* %10, align 4, !tbaa !19
  %11 = getelementptr inbounds %struct.t_hash_state.12, %struct.t_hash_state.12* %5, i64 0, i32 0, i64 2
  store i32 -1732584194, i32* %11, align 8, !tbaa !19
  %12 = getelementptr inbounds %struct.t_hash_state.12, %struct.t_hash_state.12* %5, i64 0, i32 0, i64 3
  store i32 271733878, i32* %12, align 4, !tbaa !19
  %13 = getelementptr inbounds %struct.t_hash_state.12, %struct.t_hash_state.12* %5, i64 0, i32 0, i64 4
  store i32 -1009589776, i32* %13, align 8, !tbaa !19
  br label %14

14:                                               ; preds = %8, %3, %1
  %15 = phi i32 [ 0, %8 ], [ 1, %1 ], [ 2, %3 ]
  ret i32 %15
}

; Function Attrs: nofree nosync nounwind
declare hidden fastcc void @sha_compress.26(%struct.t_hash_state.13* nocapture noundef) unnamed_addr #8

; Function Attrs: nofree nosync nounwind
declare hidden fastcc void @sha_finalize.27(%struct.t_hash_state.13* nocapture noundef, i8* nocapture noundef writeonly, i64 noundef) unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local signext i32 @SHA224_copy(%struct.t_hash_state.13* noundef readonly %0, %struct.t_hash_state.13* noundef writeonly %1) local_unnamed_addr #13 {
  %3 = icmp eq %struct.t_hash_state.13* %0, null
  %4 = icmp eq %struct.t_hash_state.13* %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %9, label %6

6:                                                ; preds = %2
  %7 = bitcast %struct.t_hash_state.13* %1 to i8*
  %8 = bitcast %struct.t_hash_state.13* %0 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(120) %7, i8* noundef nonnull align 8 dereferenceable(120) %8, i64 120, i1 false), !tbaa.struct !40
  br label %9

9:                                                ; preds = %6, %2
  %10 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %10
}

; Function Attrs: nounwind
define dso_local signext i32 @SHA224_pbkdf2_hmac_assist(%struct.t_hash_state.13* noundef readonly %0, %struct.t_hash_state.13* noundef readonly %1, i8* noundef readonly %2, i8* noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #2 {
  %7 = alloca %struct.t_hash_state.13, align 8
  %8 = alloca %struct.t_hash_state.13, align 8
  %9 = alloca [28 x i8], align 1
  %10 = bitcast %struct.t_hash_state.13* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 120, i8* nonnull %10) #21
  %11 = bitcast %struct.t_hash_state.13* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 120, i8* nonnull %11) #21
  %12 = getelementptr inbounds [28 x i8], [28 x i8]* %9, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %12) #21
  %13 = icmp eq %struct.t_hash_state.13* %0, null
  %14 = icmp eq %struct.t_hash_state.13* %1, null
  %15 = or i1 %13, %14
  %16 = icmp eq i8* %2, null
  %17 = or i1 %15, %16
  %18 = icmp eq i8* %3, null
  %19 = or i1 %17, %18
  br i1 %19, label %125, label %20

20:                                               ; preds = %6
  %21 = icmp eq i64 %4, 0
  br i1 %21, label %125, label %22

22:                                               ; preds = %20
  %23 = getelementptr inbounds %struct.t_hash_state.13, %struct.t_hash_state.13* %0, i64 0, i32 4
  %24 = load i64, i64* %23, align 8, !tbaa !41
  %25 = icmp eq i64 %24, %5
  br i1 %25, label %26, label %125

26:                                               ; preds = %22
  %27 = getelementptr inbounds %struct.t_hash_state.13, %struct.t_hash_state.13* %1, i64 0, i32 4
  %28 = load i64, i64* %27, align 8, !tbaa !41
  %29 = icmp eq i64 %28, %5
  br i1 %29, label %30, label %125

30:                                               ; preds = %26
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %3, i8* nonnull align 1 %2, i64 %5, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %12, i8* nonnull align 1 %2, i64 %5, i1 false)
  %31 = icmp ugt i64 %4, 1
  br i1 %31, label %32, label %125

32:                                               ; preds = %30
  %33 = bitcast %struct.t_hash_state.13* %0 to i8*
  %34 = bitcast %struct.t_hash_state.13* %1 to i8*
  %35 = getelementptr inbounds %struct.t_hash_state.13, %struct.t_hash_state.13* %7, i64 0, i32 2
  %36 = getelementptr inbounds %struct.t_hash_state.13, %struct.t_hash_state.13* %7, i64 0, i32 3, i64 1
  %37 = icmp eq i64 %5, 0
  %38 = getelementptr inbounds %struct.t_hash_state.13, %struct.t_hash_state.13* %7, i64 0, i32 3, i64 0
  %39 = getelementptr inbounds %struct.t_hash_state.13, %struct.t_hash_state.13* %8, i64 0, i32 2
  %40 = getelementptr inbounds %struct.t_hash_state.13, %struct.t_hash_state.13* %8, i64 0, i32 3, i64 1
  %41 = getelementptr inbounds %struct.t_hash_state.13, %struct.t_hash_state.13* %8, i64 0, i32 3, i64 0
  br label %42

42:                                               ; preds = %122, %32
  %43 = phi i64 [ 1, %32 ], [ %123, %122 ]
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(120) %10, i8* noundef nonnull align 8 dereferenceable(120) %33, i64 120, i1 false), !tbaa.struct !40
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(120) %11, i8* noundef nonnull align 8 dereferenceable(120) %34, i64 120, i1 false), !tbaa.struct !40
  %44 = load i32, i32* %35, align 8, !tbaa !43
  %45 = icmp ult i32 %44, 64
  br i1 %45, label %46, label %47

46:                                               ; preds = %42
  br i1 %37, label %78, label %48

47:                                               ; preds = %42
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.24, i64 0, i64 0), i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str.1.25, i64 0, i64 0), i32 noundef signext 353, i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @__PRETTY_FUNCTION__.SHA224_update, i64 0, i64 0)) #22
  unreachable

48:                                               ; preds = %72, %46
  %49 = phi i32 [ %73, %72 ], [ %44, %46 ]
  %50 = phi i8* [ %59, %72 ], [ %12, %46 ]
  %51 = phi i64 [ %62, %72 ], [ %5, %46 ]
  %52 = sub i32 64, %49
  %53 = zext i32 %52 to i64
  %54 = icmp ugt i64 %51, %53
  %55 = select i1 %54, i64 %53, i64 %51
  %56 = trunc i64 %55 to i32
  %57 = zext i32 %49 to i64
  %58 = getelementptr inbounds %struct.t_hash_state.13, %struct.t_hash_state.13* %7, i64 0, i32 1, i64 %57
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %58, i8* align 1 %50, i64 %55, i1 false) #21
  %59 = getelementptr inbounds i8, i8* %50, i64 %55
  %60 = load i32, i32* %35, align 8, !tbaa !43
  %61 = add i32 %60, %56
  store i32 %61, i32* %35, align 8, !tbaa !43
  %62 = sub i64 %51, %55
  %63 = icmp eq i32 %61, 64
  br i1 %63, label %64, label %72

64:                                               ; preds = %48
  call fastcc void @sha_compress.26(%struct.t_hash_state.13* noundef nonnull %7) #21
  store i32 0, i32* %35, align 8, !tbaa !43
  %65 = load i32, i32* %38, align 4, !tbaa !19
  %66 = add i32 %65, 512
  store i32 %66, i32* %38, align 4, !tbaa !19
  %67 = icmp ugt i32 %65, -513
  br i1 %67, label %68, label %72

68:                                               ; preds = %64
  %69 = load i32, i32* %36, align 8, !tbaa !19
  %70 = add i32 %69, 1
  store i32 %70, i32* %36, align 8, !tbaa !19
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %75, label %72

72:                                               ; preds = %68, %64, %48
  %73 = phi i32 [ 0, %68 ], [ 0, %64 ], [ %61, %48 ]
  %74 = icmp eq i64 %62, 0
  br i1 %74, label %75, label %48

75:                                               ; preds = %72, %68
  call fastcc void @sha_finalize.27(%struct.t_hash_state.13* noundef nonnull %7, i8* noundef nonnull %12, i64 noundef %5)
  %76 = load i32, i32* %39, align 8, !tbaa !43
  %77 = icmp ult i32 %76, 64
  br i1 %77, label %83, label %82

78:                                               ; preds = %46
  call fastcc void @sha_finalize.27(%struct.t_hash_state.13* noundef nonnull %7, i8* noundef nonnull %12, i64 noundef 0)
  %79 = load i32, i32* %39, align 8, !tbaa !43
  %80 = icmp ult i32 %79, 64
  br i1 %80, label %81, label %82

81:                                               ; preds = %78
  call fastcc void @sha_finalize.27(%struct.t_hash_state.13* noundef nonnull %8, i8* noundef nonnull %12, i64 noundef %5)
  br label %122

82:                                               ; preds = %78, %75
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.24, i64 0, i64 0), i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str.1.25, i64 0, i64 0), i32 noundef signext 353, i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @__PRETTY_FUNCTION__.SHA224_update, i64 0, i64 0)) #22
  unreachable

83:                                               ; preds = %107, %75
  %84 = phi i32 [ %108, %107 ], [ %76, %75 ]
  %85 = phi i8* [ %94, %107 ], [ %12, %75 ]
  %86 = phi i64 [ %97, %107 ], [ %5, %75 ]
  %87 = sub i32 64, %84
  %88 = zext i32 %87 to i64
  %89 = icmp ugt i64 %86, %88
  %90 = select i1 %89, i64 %88, i64 %86
  %91 = trunc i64 %90 to i32
  %92 = zext i32 %84 to i64
  %93 = getelementptr inbounds %struct.t_hash_state.13, %struct.t_hash_state.13* %8, i64 0, i32 1, i64 %92
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %93, i8* align 1 %85, i64 %90, i1 false) #21
  %94 = getelementptr inbounds i8, i8* %85, i64 %90
  %95 = load i32, i32* %39, align 8, !tbaa !43
  %96 = add i32 %95, %91
  store i32 %96, i32* %39, align 8, !tbaa !43
  %97 = sub i64 %86, %90
  %98 = icmp eq i32 %96, 64
  br i1 %98, label %99, label %107

99:                                               ; preds = %83
  call fastcc void @sha_compress.26(%struct.t_hash_state.13* noundef nonnull %8) #21
  store i32 0, i32* %39, align 8, !tbaa !43
  %100 = load i32, i32* %41, align 4, !tbaa !19
  %101 = add i32 %100, 512
  store i32 %101, i32* %41, align 4, !tbaa !19
  %102 = icmp ugt i32 %100, -513
  br i1 %102, label %103, label %107

103:                                              ; preds = %99
  %104 = load i32, i32* %40, align 8, !tbaa !19
  %105 = add i32 %104, 1
  store i32 %105, i32* %40, align 8, !tbaa !19
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %110, label %107

107:                                              ; preds = %103, %99, %83
  %108 = phi i32 [ 0, %103 ], [ 0, %99 ], [ %96, %83 ]
  %109 = icmp eq i64 %97, 0
  br i1 %109, label %110, label %83

110:                                              ; preds = %107, %103
  call fastcc void @sha_finalize.27(%struct.t_hash_state.13* noundef nonnull %8, i8* noundef nonnull %12, i64 noundef %5)
  br i1 %37, label %122, label %111

111:                                              ; preds = %111, %110
  %112 = phi i64 [ %120, %111 ], [ 0, %110 ]
  %113 = phi i32 [ %119, %111 ], [ 0, %110 ]
  %114 = getelementptr inbounds [28 x i8], [28 x i8]* %9, i64 0, i64 %112
  %115 = load i8, i8* %114, align 1, !tbaa !23
  %116 = getelementptr inbounds i8, i8* %3, i64 %112
  %117 = load i8, i8* %116, align 1, !tbaa !23
  %118 = xor i8 %117, %115
  store i8 %118, i8* %116, align 1, !tbaa !23
  %119 = add i32 %113, 1
  %120 = zext i32 %119 to i64
  %121 = icmp ult i64 %120, %5
  br i1 %121, label %111, label %122, !llvm.loop !44

122:                                              ; preds = %111, %110, %81
  %123 = add nuw i64 %43, 1
  %124 = icmp eq i64 %123, %4
  br i1 %124, label %125, label %42, !llvm.loop !45

125:                                              ; preds = %122, %30, %26, %22, %20, %6
  %126 = phi i32 [ 1, %6 ], [ 8, %20 ], [ 9, %26 ], [ 9, %22 ], [ 0, %30 ], [ 0, %122 ]
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %12) #21
  call void @llvm.lifetime.end.p0i8(i64 120, i8* nonnull %11) #21
  call void @llvm.lifetime.end.p0i8(i64 120, i8* nonnull %10) #21
  ret i32 %126
}

; Function Attrs: nounwind
define dso_local signext i32 @SHA256_update(%struct.t_hash_state.13* noundef %0, i8* noundef readonly %1, i64 noundef %2) local_unnamed_addr #2 {
  %4 = icmp eq %struct.t_hash_state.13* %0, null
  %5 = icmp eq i8* %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %44, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds %struct.t_hash_state.13, %struct.t_hash_state.13* %0, i64 0, i32 2
  %9 = load i32, i32* %8, align 8, !tbaa !43
  %10 = icmp ult i32 %9, 64
  br i1 %10, label %11, label %16

11:                                               ; preds = %7
  %12 = getelementptr inbounds %struct.t_hash_state.13, %struct.t_hash_state.13* %0, i64 0, i32 3, i64 1
  %13 = icmp eq i64 %2, 0
  br i1 %13, label %44, label %14

14:                                               ; preds = %11
  %15 = getelementptr inbounds %struct.t_hash_state.13, %struct.t_hash_state.13* %0, i64 0, i32 3, i64 0
  br label %17

16:                                               ; preds = %7
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.29, i64 0, i64 0), i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str.1.30, i64 0, i64 0), i32 noundef signext 353, i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @__PRETTY_FUNCTION__.SHA256_update, i64 0, i64 0)) #22
  unreachable

17:                                               ; preds = %41, %14
  %18 = phi i32 [ %9, %14 ], [ %42, %41 ]
  %19 = phi i8* [ %1, %14 ], [ %28, %41 ]
  %20 = phi i64 [ %2, %14 ], [ %31, %41 ]
  %21 = sub i32 64, %18
  %22 = zext i32 %21 to i64
  %23 = icmp ugt i64 %20, %22
  %24 = select i1 %23, i64 %22, i64 %20
  %25 = trunc i64 %24 to i32
  %26 = zext i32 %18 to i64
  %27 = getelementptr inbounds %struct.t_hash_state.13, %struct.t_hash_state.13* %0, i64 0, i32 1, i64 %26
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %27, i8* align 1 %19, i64 %24, i1 false)
  %28 = getelementptr inbounds i8, i8* %19, i64 %24
  %29 = load i32, i32* %8, align 8, !tbaa !43
  %30 = add i32 %29, %25
  store i32 %30, i32* %8, align 8, !tbaa !43
  %31 = sub i64 %20, %24
  %32 = icmp eq i32 %30, 64
  br i1 %32, label %33, label %41

33:                                               ; preds = %17
  tail call fastcc void @sha_compress.31(%struct.t_hash_state.13* noundef nonnull %0)
  store i32 0, i32* %8, align 8, !tbaa !43
  %34 = load i32, i32* %15, align 4, !tbaa !19
  %35 = add i32 %34, 512
  store i32 %35, i32* %15, align 4, !tbaa !19
  %36 = icmp ugt i32 %34, -513
  br i1 %36, label %37, label %41

37:                                               ; preds = %33
  %38 = load i32, i32* %12, align 4, !tbaa !19
  %39 = add i32 %38, 1
  store i32 %39, i32* %12, align 4, !tbaa !19
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %37, %33, %17
  %42 = phi i32 [ 0, %37 ], [ 0, %33 ], [ %30, %17 ]
  %43 = icmp eq i64 %31, 0
  br i1 %43, label %44, label %17

44:                                               ; preds = %41, %37, %11, %3
  %45 = phi i32 [ 1, %3 ], [ 0, %11 ], [ 0, %41 ], [ 10, %37 ]
  ret i32 %45
}

; Function Attrs: nofree nosync nounwind
declare hidden fastcc void @sha_compress.31(%struct.t_hash_state.13* nocapture noundef) unnamed_addr #8

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @SHA256_digest(%struct.t_hash_state.13* noundef readonly %0, i8* nocapture noundef writeonly %1, i64 noundef %2) local_unnamed_addr #8 {
  %4 = alloca %struct.t_hash_state.13, align 8
  %5 = bitcast %struct.t_hash_state.13* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 120, i8* nonnull %5) #21
  %6 = icmp eq %struct.t_hash_state.13* %0, null
  br i1 %6, label %13, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds %struct.t_hash_state.13, %struct.t_hash_state.13* %0, i64 0, i32 4
  %9 = load i64, i64* %8, align 8, !tbaa !41
  %10 = icmp eq i64 %9, %2
  br i1 %10, label %11, label %13

11:                                               ; preds = %7
  %12 = bitcast %struct.t_hash_state.13* %0 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(120) %5, i8* noundef nonnull align 8 dereferenceable(120) %12, i64 120, i1 false), !tbaa.struct !40
  call fastcc void @sha_finalize.32(%struct.t_hash_state.13* noundef nonnull %4, i8* noundef %1, i64 noundef %2)
  br label %13

13:                                               ; preds = %11, %7, %3
  %14 = phi i32 [ 0, %11 ], [ 1, %3 ], [ 9, %7 ]
  call void @llvm.lifetime.end.p0i8(i64 120, i8* nonnull %5) #21
  ret i32 %14
}

; Function Attrs: nofree nosync nounwind
declare hidden fastcc void @sha_finalize.32(%struct.t_hash_state.13* nocapture noundef, i8* nocapture noundef writeonly, i64 noundef) unnamed_addr #8

; Function Attrs: nofree nounwind
define dso_local signext i32 @SHA384_init(%struct.t_hash_state.15** noundef writeonly %0) local_unnamed_addr #5 {
  %2 = icmp eq %struct.t_hash_state.15** %0, null
  br i1 %2, label %10, label %3

3:                                                ; preds = %1
  %4 = tail call noalias dereferenceable_or_null(224) i8* @calloc(i64 noundef 1, i64 noundef 224) #21
  %5 = bitcast %struct.t_hash_state.15** %0 to i8**
  store i8* %4, i8** %5, align 8, !tbaa !6
  %6 = icmp eq i8* %4, null
  br i1 %6, label %10, label %7

7:                                                ; preds = %3
  %8 = bitcast i8* %4 to %struct.t_hash_state.15*
  %9 = getelementptr inbounds %struct.t_hash_state.15, %struct.t_hash_state.15* %8, i64 0, i32 4
  store i64 48, i64* %9, align 8, !tbaa !46
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(64) %4, i8* noundef nonnull align 8 dereferenceable(64) bitcast ([8 x i64]* @H.33 to i8*), i64 64, i1 false), !tbaa !28
  br label %10

10:                                               ; preds = %7, %3, %1
  %11 = phi i32 [ 1, %1 ], [ 2, %3 ], [ 0, %7 ]
  ret i32 %11
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #12

; Function Attrs: nofree nosync nounwind
declare hidden fastcc void @sha_compress.40(%struct.t_hash_state.15* nocapture noundef) unnamed_addr #8

; Function Attrs: nofree nosync nounwind
declare hidden fastcc void @sha_finalize.41(%struct.t_hash_state.15* nocapture noundef, i8* nocapture noundef writeonly, i64 noundef) unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local signext i32 @SHA512_copy(%struct.t_hash_state.15* noundef readonly %0, %struct.t_hash_state.15* noundef writeonly %1) local_unnamed_addr #13 {
  %3 = icmp eq %struct.t_hash_state.15* %0, null
  %4 = icmp eq %struct.t_hash_state.15* %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %9, label %6

6:                                                ; preds = %2
  %7 = bitcast %struct.t_hash_state.15* %1 to i8*
  %8 = bitcast %struct.t_hash_state.15* %0 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(224) %7, i8* noundef nonnull align 8 dereferenceable(224) %8, i64 224, i1 false), !tbaa.struct !48
  br label %9

9:                                                ; preds = %6, %2
  %10 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %10
}

; Function Attrs: nounwind
define dso_local signext i32 @SHA512_pbkdf2_hmac_assist(%struct.t_hash_state.15* noundef readonly %0, %struct.t_hash_state.15* noundef readonly %1, i8* noundef readonly %2, i8* noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #2 {
  %7 = alloca %struct.t_hash_state.15, align 8
  %8 = alloca %struct.t_hash_state.15, align 8
  %9 = alloca [64 x i8], align 1
  %10 = bitcast %struct.t_hash_state.15* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 224, i8* nonnull %10) #21
  %11 = bitcast %struct.t_hash_state.15* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 224, i8* nonnull %11) #21
  %12 = getelementptr inbounds [64 x i8], [64 x i8]* %9, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %12) #21
  %13 = icmp eq %struct.t_hash_state.15* %0, null
  %14 = icmp eq %struct.t_hash_state.15* %1, null
  %15 = or i1 %13, %14
  %16 = icmp eq i8* %2, null
  %17 = or i1 %15, %16
  %18 = icmp eq i8* %3, null
  %19 = or i1 %17, %18
  br i1 %19, label %125, label %20

20:                                               ; preds = %6
  %21 = icmp eq i64 %4, 0
  br i1 %21, label %125, label %22

22:                                               ; preds = %20
  %23 = getelementptr inbounds %struct.t_hash_state.15, %struct.t_hash_state.15* %0, i64 0, i32 4
  %24 = load i64, i64* %23, align 8, !tbaa !46
  %25 = icmp eq i64 %24, %5
  br i1 %25, label %26, label %125

26:                                               ; preds = %22
  %27 = getelementptr inbounds %struct.t_hash_state.15, %struct.t_hash_state.15* %1, i64 0, i32 4
  %28 = load i64, i64* %27, align 8, !tbaa !46
  %29 = icmp eq i64 %28, %5
  br i1 %29, label %30, label %125

30:                                               ; preds = %26
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %3, i8* nonnull align 1 %2, i64 %5, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %12, i8* nonnull align 1 %2, i64 %5, i1 false)
  %31 = icmp ugt i64 %4, 1
  br i1 %31, label %32, label %125

32:                                               ; preds = %30
  %33 = bitcast %struct.t_hash_state.15* %0 to i8*
  %34 = bitcast %struct.t_hash_state.15* %1 to i8*
  %35 = getelementptr inbounds %struct.t_hash_state.15, %struct.t_hash_state.15* %7, i64 0, i32 2
  %36 = getelementptr inbounds %struct.t_hash_state.15, %struct.t_hash_state.15* %7, i64 0, i32 3, i64 1
  %37 = icmp eq i64 %5, 0
  %38 = getelementptr inbounds %struct.t_hash_state.15, %struct.t_hash_state.15* %7, i64 0, i32 3, i64 0
  %39 = getelementptr inbounds %struct.t_hash_state.15, %struct.t_hash_state.15* %8, i64 0, i32 2
  %40 = getelementptr inbounds %struct.t_hash_state.15, %struct.t_hash_state.15* %8, i64 0, i32 3, i64 1
  %41 = getelementptr inbounds %struct.t_hash_state.15, %struct.t_hash_state.15* %8, i64 0, i32 3, i64 0
  br label %42

42:                                               ; preds = %122, %32
  %43 = phi i64 [ 1, %32 ], [ %123, %122 ]
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(224) %10, i8* noundef nonnull align 8 dereferenceable(224) %33, i64 224, i1 false), !tbaa.struct !48
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(224) %11, i8* noundef nonnull align 8 dereferenceable(224) %34, i64 224, i1 false), !tbaa.struct !48
  %44 = load i32, i32* %35, align 8, !tbaa !49
  %45 = icmp ult i32 %44, 128
  br i1 %45, label %46, label %47

46:                                               ; preds = %42
  br i1 %37, label %78, label %48

47:                                               ; preds = %42
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str.1.39, i64 0, i64 0), i32 noundef signext 353, i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @__PRETTY_FUNCTION__.SHA512_update, i64 0, i64 0)) #22
  unreachable

48:                                               ; preds = %72, %46
  %49 = phi i32 [ %73, %72 ], [ %44, %46 ]
  %50 = phi i8* [ %59, %72 ], [ %12, %46 ]
  %51 = phi i64 [ %62, %72 ], [ %5, %46 ]
  %52 = sub i32 128, %49
  %53 = zext i32 %52 to i64
  %54 = icmp ugt i64 %51, %53
  %55 = select i1 %54, i64 %53, i64 %51
  %56 = trunc i64 %55 to i32
  %57 = zext i32 %49 to i64
  %58 = getelementptr inbounds %struct.t_hash_state.15, %struct.t_hash_state.15* %7, i64 0, i32 1, i64 %57
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %58, i8* align 1 %50, i64 %55, i1 false) #21
  %59 = getelementptr inbounds i8, i8* %50, i64 %55
  %60 = load i32, i32* %35, align 8, !tbaa !49
  %61 = add i32 %60, %56
  store i32 %61, i32* %35, align 8, !tbaa !49
  %62 = sub i64 %51, %55
  %63 = icmp eq i32 %61, 128
  br i1 %63, label %64, label %72

64:                                               ; preds = %48
  call fastcc void @sha_compress.40(%struct.t_hash_state.15* noundef nonnull %7) #21
  store i32 0, i32* %35, align 8, !tbaa !49
  %65 = load i64, i64* %38, align 8, !tbaa !28
  %66 = add i64 %65, 1024
  store i64 %66, i64* %38, align 8, !tbaa !28
  %67 = icmp ugt i64 %65, -1025
  br i1 %67, label %68, label %72

68:                                               ; preds = %64
  %69 = load i64, i64* %36, align 8, !tbaa !28
  %70 = add i64 %69, 1
  store i64 %70, i64* %36, align 8, !tbaa !28
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %75, label %72

72:                                               ; preds = %68, %64, %48
  %73 = phi i32 [ 0, %68 ], [ 0, %64 ], [ %61, %48 ]
  %74 = icmp eq i64 %62, 0
  br i1 %74, label %75, label %48

75:                                               ; preds = %72, %68
  call fastcc void @sha_finalize.41(%struct.t_hash_state.15* noundef nonnull %7, i8* noundef nonnull %12, i64 noundef %5)
  %76 = load i32, i32* %39, align 8, !tbaa !49
  %77 = icmp ult i32 %76, 128
  br i1 %77, label %83, label %82

78:                                               ; preds = %46
  call fastcc void @sha_finalize.41(%struct.t_hash_state.15* noundef nonnull %7, i8* noundef nonnull %12, i64 noundef 0)
  %79 = load i32, i32* %39, align 8, !tbaa !49
  %80 = icmp ult i32 %79, 128
  br i1 %80, label %81, label %82

81:                                               ; preds = %78
  call fastcc void @sha_finalize.41(%struct.t_hash_state.15* noundef nonnull %8, i8* noundef nonnull %12, i64 noundef %5)
  br label %122

82:                                               ; preds = %78, %75
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str.1.39, i64 0, i64 0), i32 noundef signext 353, i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @__PRETTY_FUNCTION__.SHA512_update, i64 0, i64 0)) #22
  unreachable

83:                                               ; preds = %107, %75
  %84 = phi i32 [ %108, %107 ], [ %76, %75 ]
  %85 = phi i8* [ %94, %107 ], [ %12, %75 ]
  %86 = phi i64 [ %97, %107 ], [ %5, %75 ]
  %87 = sub i32 128, %84
  %88 = zext i32 %87 to i64
  %89 = icmp ugt i64 %86, %88
  %90 = select i1 %89, i64 %88, i64 %86
  %91 = trunc i64 %90 to i32
  %92 = zext i32 %84 to i64
  %93 = getelementptr inbounds %struct.t_hash_state.15, %struct.t_hash_state.15* %8, i64 0, i32 1, i64 %92
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %93, i8* align 1 %85, i64 %90, i1 false) #21
  %94 = getelementptr inbounds i8, i8* %85, i64 %90
  %95 = load i32, i32* %39, align 8, !tbaa !49
  %96 = add i32 %95, %91
  store i32 %96, i32* %39, align 8, !tbaa !49
  %97 = sub i64 %86, %90
  %98 = icmp eq i32 %96, 128
  br i1 %98, label %99, label %107

99:                                               ; preds = %83
  call fastcc void @sha_compress.40(%struct.t_hash_state.15* noundef nonnull %8) #21
  store i32 0, i32* %39, align 8, !tbaa !49
  %100 = load i64, i64* %41, align 8, !tbaa !28
  %101 = add i64 %100, 1024
  store i64 %101, i64* %41, align 8, !tbaa !28
  %102 = icmp ugt i64 %100, -1025
  br i1 %102, label %103, label %107

103:                                              ; preds = %99
  %104 = load i64, i64* %40, align 8, !tbaa !28
  %105 = add i64 %104, 1
  store i64 %105, i64* %40, align 8, !tbaa !28
  %106 = icmp eq i64 %105, 0
  br i1 %106, label %110, label %107

107:                                              ; preds = %103, %99, %83
  %108 = phi i32 [ 0, %103 ], [ 0, %99 ], [ %96, %83 ]
  %109 = icmp eq i64 %97, 0
  br i1 %109, label %110, label %83

110:                                              ; preds = %107, %103
  call fastcc void @sha_finalize.41(%struct.t_hash_state.15* noundef nonnull %8, i8* noundef nonnull %12, i64 noundef %5)
  br i1 %37, label %122, label %111

111:                                              ; preds = %111, %110
  %112 = phi i64 [ %120, %111 ], [ 0, %110 ]
  %113 = phi i32 [ %119, %111 ], [ 0, %110 ]
  %114 = getelementptr inbounds [64 x i8], [64 x i8]* %9, i64 0, i64 %112
  %115 = load i8, i8* %114, align 1, !tbaa !23
  %116 = getelementptr inbounds i8, i8* %3, i64 %112
  %117 = load i8, i8* %116, align 1, !tbaa !23
  %118 = xor i8 %117, %115
  store i8 %118, i8* %116, align 1, !tbaa !23
  %119 = add i32 %113, 1
  %120 = zext i32 %119 to i64
  %121 = icmp ult i64 %120, %5
  br i1 %121, label %111, label %122, !llvm.loop !50

122:                                              ; preds = %111, %110, %81
  %123 = add nuw i64 %43, 1
  %124 = icmp eq i64 %123, %4
  br i1 %124, label %125, label %42, !llvm.loop !51

125:                                              ; preds = %122, %30, %26, %22, %20, %6
  %126 = phi i32 [ 1, %6 ], [ 8, %20 ], [ 9, %26 ], [ 9, %22 ], [ 0, %30 ], [ 0, %122 ]
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %12) #21
  call void @llvm.lifetime.end.p0i8(i64 224, i8* nonnull %11) #21
  call void @llvm.lifetime.end.p0i8(i64 224, i8* nonnull %10) #21
  ret i32 %126
}

; Function Attrs: nofree nosync nounwind
declare hidden fastcc void @_salsa20_block(i32 noundef signext, i32* nocapture noundef, i8* nocapture noundef writeonly) unnamed_addr #8

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @Salsa20_stream_encrypt(%struct.stream_state.17* nocapture noundef %0, i8* nocapture noundef readonly %1, i8* nocapture noundef writeonly %2, i64 noundef %3) local_unnamed_addr #8 {
  %5 = icmp eq i64 %3, 0
  br i1 %5, label %32, label %6

6:                                                ; preds = %4
  %7 = getelementptr inbounds %struct.stream_state.17, %struct.stream_state.17* %0, i64 0, i32 2
  %8 = getelementptr inbounds %struct.stream_state.17, %struct.stream_state.17* %0, i64 0, i32 0, i64 0
  %9 = getelementptr inbounds %struct.stream_state.17, %struct.stream_state.17* %0, i64 0, i32 1, i64 0
  %10 = load i8, i8* %7, align 4, !tbaa !52
  br label %11

11:                                               ; preds = %18, %6
  %12 = phi i8 [ %10, %6 ], [ %28, %18 ]
  %13 = phi i64 [ 0, %6 ], [ %30, %18 ]
  %14 = phi i32 [ 0, %6 ], [ %29, %18 ]
  %15 = icmp eq i8 %12, 64
  br i1 %15, label %16, label %18

16:                                               ; preds = %11
  store i8 0, i8* %7, align 4, !tbaa !52
  tail call fastcc void @_salsa20_block(i32 noundef signext 20, i32* noundef nonnull %8, i8* noundef nonnull %9)
  %17 = load i8, i8* %7, align 4, !tbaa !52
  br label %18

18:                                               ; preds = %16, %11
  %19 = phi i8 [ %17, %16 ], [ %12, %11 ]
  %20 = getelementptr inbounds i8, i8* %1, i64 %13
  %21 = load i8, i8* %20, align 1, !tbaa !23
  %22 = zext i8 %19 to i64
  %23 = getelementptr inbounds %struct.stream_state.17, %struct.stream_state.17* %0, i64 0, i32 1, i64 %22
  %24 = load i8, i8* %23, align 1, !tbaa !23
  %25 = xor i8 %24, %21
  %26 = getelementptr inbounds i8, i8* %2, i64 %13
  store i8 %25, i8* %26, align 1, !tbaa !23
  %27 = load i8, i8* %7, align 4, !tbaa !52
  %28 = add i8 %27, 1
  store i8 %28, i8* %7, align 4, !tbaa !52
  %29 = add i32 %14, 1
  %30 = zext i32 %29 to i64
  %31 = icmp ult i64 %30, %3
  br i1 %31, label %11, label %32, !llvm.loop !54

32:                                               ; preds = %18, %4
  ret i32 0
}

; Function Attrs: nofree nounwind
define dso_local signext i32 @blake2b_init(%struct.hash_state.18** noundef writeonly %0, i8* noundef readonly %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #5 {
  %5 = icmp eq %struct.hash_state.18** %0, null
  br i1 %5, label %27, label %6

6:                                                ; preds = %4
  %7 = icmp eq i8* %1, null
  %8 = icmp ugt i64 %2, 64
  %9 = or i1 %7, %8
  br i1 %9, label %27, label %10

10:                                               ; preds = %6
  %11 = add i64 %3, -65
  %12 = icmp ult i64 %11, -64
  br i1 %12, label %27, label %13

13:                                               ; preds = %10
  %14 = tail call noalias dereferenceable_or_null(216) i8* @calloc(i64 noundef 1, i64 noundef 216) #21
  %15 = bitcast i8* %14 to %struct.hash_state.18*
  %16 = bitcast %struct.hash_state.18** %0 to i8**
  store i8* %14, i8** %16, align 8, !tbaa !6
  %17 = icmp eq i8* %14, null
  br i1 %17, label %27, label %18

18:                                               ; preds = %13
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(64) %14, i8* noundef nonnull align 8 dereferenceable(64) bitcast ([8 x i64]* @iv to i8*), i64 64, i1 false), !tbaa !28
  %19 = getelementptr inbounds %struct.hash_state.18, %struct.hash_state.18* %15, i64 0, i32 0, i64 0
  %20 = shl nuw nsw i64 %2, 8
  %21 = xor i64 %20, %3
  %22 = xor i64 %21, 7640891576939301128
  store i64 %22, i64* %19, align 8, !tbaa !28
  %23 = icmp eq i64 %2, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %18
  %25 = getelementptr inbounds %struct.hash_state.18, %struct.hash_state.18* %15, i64 0, i32 4, i64 0
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 4 %25, i8* nonnull align 1 %1, i64 %2, i1 false)
  %26 = getelementptr inbounds %struct.hash_state.18, %struct.hash_state.18* %15, i64 0, i32 3
  store i32 128, i32* %26, align 8, !tbaa !55
  br label %27

27:                                               ; preds = %24, %18, %13, %10, %6, %4
  %28 = phi i32 [ 1, %4 ], [ 6, %6 ], [ 9, %10 ], [ 2, %13 ], [ 0, %24 ], [ 0, %18 ]
  ret i32 %28
}

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @blake2b_update(%struct.hash_state.18* noundef %0, i8* noundef readonly %1, i64 noundef %2) local_unnamed_addr #8 {
  %4 = icmp eq %struct.hash_state.18* %0, null
  br i1 %4, label %36, label %5

5:                                                ; preds = %3
  %6 = icmp ne i64 %2, 0
  %7 = icmp eq i8* %1, null
  %8 = and i1 %7, %6
  br i1 %8, label %36, label %9

9:                                                ; preds = %5
  %10 = icmp eq i64 %2, 0
  br i1 %10, label %36, label %11

11:                                               ; preds = %9
  %12 = getelementptr inbounds %struct.hash_state.18, %struct.hash_state.18* %0, i64 0, i32 3
  br label %13

13:                                               ; preds = %34, %11
  %14 = phi i8* [ %1, %11 ], [ %25, %34 ]
  %15 = phi i64 [ %2, %11 ], [ %24, %34 ]
  %16 = load i32, i32* %12, align 8, !tbaa !55
  %17 = sub i32 128, %16
  %18 = zext i32 %17 to i64
  %19 = icmp ult i64 %15, %18
  %20 = select i1 %19, i64 %15, i64 %18
  %21 = trunc i64 %20 to i32
  %22 = zext i32 %16 to i64
  %23 = getelementptr inbounds %struct.hash_state.18, %struct.hash_state.18* %0, i64 0, i32 4, i64 %22
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %23, i8* align 1 %14, i64 %20, i1 false)
  %24 = sub i64 %15, %20
  %25 = getelementptr inbounds i8, i8* %14, i64 %20
  %26 = load i32, i32* %12, align 8, !tbaa !55
  %27 = add i32 %26, %21
  store i32 %27, i32* %12, align 8, !tbaa !55
  %28 = icmp eq i32 %27, 128
  %29 = icmp ne i64 %24, 0
  %30 = select i1 %28, i1 %29, i1 false
  br i1 %30, label %31, label %34

31:                                               ; preds = %13
  %32 = tail call fastcc signext i32 @blake2b_process_buffer(%struct.hash_state.18* noundef nonnull %0, i64 noundef 128, i32 noundef signext 0)
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %36

34:                                               ; preds = %31, %13
  %35 = icmp eq i64 %24, 0
  br i1 %35, label %36, label %13

36:                                               ; preds = %34, %31, %9, %5, %3
  %37 = phi i32 [ 1, %3 ], [ 1, %5 ], [ 0, %9 ], [ 0, %34 ], [ %32, %31 ]
  ret i32 %37
}

; Function Attrs: nofree nosync nounwind
declare hidden fastcc signext i32 @blake2b_process_buffer(%struct.hash_state.18* nocapture noundef, i64 noundef, i32 noundef signext) unnamed_addr #8

; Function Attrs: nofree nounwind
define dso_local signext i32 @blake2s_init(%struct.hash_state.19** noundef writeonly %0, i8* noundef readonly %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #5 {
  %5 = icmp eq %struct.hash_state.19** %0, null
  br i1 %5, label %28, label %6

6:                                                ; preds = %4
  %7 = icmp eq i8* %1, null
  %8 = icmp ugt i64 %2, 32
  %9 = or i1 %7, %8
  br i1 %9, label %28, label %10

10:                                               ; preds = %6
  %11 = add i64 %3, -33
  %12 = icmp ult i64 %11, -32
  br i1 %12, label %28, label %13

13:                                               ; preds = %10
  %14 = tail call noalias dereferenceable_or_null(108) i8* @calloc(i64 noundef 1, i64 noundef 108) #21
  %15 = bitcast i8* %14 to %struct.hash_state.19*
  %16 = bitcast %struct.hash_state.19** %0 to i8**
  store i8* %14, i8** %16, align 8, !tbaa !6
  %17 = icmp eq i8* %14, null
  br i1 %17, label %28, label %18

18:                                               ; preds = %13
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(32) %14, i8* noundef nonnull align 4 dereferenceable(32) bitcast ([8 x i32]* @iv.42 to i8*), i64 32, i1 false), !tbaa !19
  %19 = getelementptr inbounds %struct.hash_state.19, %struct.hash_state.19* %15, i64 0, i32 0, i64 0
  %20 = shl nuw nsw i64 %2, 8
  %21 = xor i64 %20, %3
  %22 = trunc i64 %21 to i32
  %23 = xor i32 %22, 1795745383
  store i32 %23, i32* %19, align 4, !tbaa !19
  %24 = icmp eq i64 %2, 0
  br i1 %24, label %28, label %25

25:                                               ; preds = %18
  %26 = getelementptr inbounds %struct.hash_state.19, %struct.hash_state.19* %15, i64 0, i32 4, i64 0
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 4 %26, i8* nonnull align 1 %1, i64 %2, i1 false)
  %27 = getelementptr inbounds %struct.hash_state.19, %struct.hash_state.19* %15, i64 0, i32 3
  store i32 64, i32* %27, align 4, !tbaa !57
  br label %28

28:                                               ; preds = %25, %18, %13, %10, %6, %4
  %29 = phi i32 [ 1, %4 ], [ 6, %6 ], [ 9, %10 ], [ 2, %13 ], [ 0, %25 ], [ 0, %18 ]
  ret i32 %29
}

; Function Attrs: nofree norecurse nosync nounwind
define hidden signext i32 @Blowfish_decrypt(%struct._BlockBase* noundef readonly %0, i8* noundef readonly %1, i8* noundef writeonly %2, i64 noundef %3) #4 {
  %5 = icmp eq %struct._BlockBase* %0, null
  %6 = icmp eq i8* %1, null
  %7 = or i1 %5, %6
  %8 = icmp eq i8* %2, null
  %9 = or i1 %7, %8
  br i1 %9, label %125, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds %struct._BlockBase, %struct._BlockBase* %0, i64 0, i32 3
  %12 = load i64, i64* %11, align 8, !tbaa !15
  %13 = icmp ugt i64 %12, %3
  br i1 %13, label %121, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds %struct._BlockBase, %struct._BlockBase* %0, i64 1
  %16 = bitcast %struct._BlockBase* %15 to %struct.block_state.21*
  %17 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %16, i64 0, i32 1, i64 17
  %18 = getelementptr inbounds %struct._BlockBase, %struct._BlockBase* %0, i64 131
  %19 = bitcast %struct._BlockBase* %18 to i32*
  br label %20

20:                                               ; preds = %95, %14
  %21 = phi i64 [ %3, %14 ], [ %119, %95 ]
  %22 = phi i8* [ %2, %14 ], [ %118, %95 ]
  %23 = phi i8* [ %1, %14 ], [ %117, %95 ]
  %24 = getelementptr inbounds i8, i8* %23, i64 3
  %25 = load i8, i8* %24, align 1, !tbaa !23
  %26 = zext i8 %25 to i32
  %27 = getelementptr inbounds i8, i8* %23, i64 2
  %28 = load i8, i8* %27, align 1, !tbaa !23
  %29 = zext i8 %28 to i32
  %30 = shl nuw nsw i32 %29, 8
  %31 = or i32 %30, %26
  %32 = getelementptr inbounds i8, i8* %23, i64 1
  %33 = load i8, i8* %32, align 1, !tbaa !23
  %34 = zext i8 %33 to i32
  %35 = shl nuw nsw i32 %34, 16
  %36 = or i32 %31, %35
  %37 = load i8, i8* %23, align 1, !tbaa !23
  %38 = zext i8 %37 to i32
  %39 = shl nuw i32 %38, 24
  %40 = or i32 %36, %39
  %41 = getelementptr inbounds i8, i8* %23, i64 4
  %42 = getelementptr inbounds i8, i8* %23, i64 7
  %43 = load i8, i8* %42, align 1, !tbaa !23
  %44 = zext i8 %43 to i32
  %45 = getelementptr inbounds i8, i8* %23, i64 6
  %46 = load i8, i8* %45, align 1, !tbaa !23
  %47 = zext i8 %46 to i32
  %48 = shl nuw nsw i32 %47, 8
  %49 = or i32 %48, %44
  %50 = getelementptr inbounds i8, i8* %23, i64 5
  %51 = load i8, i8* %50, align 1, !tbaa !23
  %52 = zext i8 %51 to i32
  %53 = shl nuw nsw i32 %52, 16
  %54 = or i32 %49, %53
  %55 = load i8, i8* %41, align 1, !tbaa !23
  %56 = zext i8 %55 to i32
  %57 = shl nuw i32 %56, 24
  %58 = or i32 %54, %57
  %59 = load i32, i32* %17, align 4, !tbaa !19
  %60 = xor i32 %59, %40
  %61 = load i32, i32* %19, align 4, !tbaa !19
  %62 = xor i32 %58, %61
  br label %63

63:                                               ; preds = %63, %20
  %64 = phi i64 [ 0, %20 ], [ %93, %63 ]
  %65 = phi i32 [ %60, %20 ], [ %88, %63 ]
  %66 = phi i32 [ %62, %20 ], [ %92, %63 ]
  %67 = lshr i32 %65, 24
  %68 = zext i32 %67 to i64
  %69 = lshr i32 %65, 16
  %70 = lshr i32 %65, 8
  %71 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %16, i64 0, i32 0, i64 0, i64 %68
  %72 = load i32, i32* %71, align 4, !tbaa !19
  %73 = and i32 %69, 255
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %16, i64 0, i32 0, i64 1, i64 %74
  %76 = load i32, i32* %75, align 4, !tbaa !19
  %77 = add i32 %76, %72
  %78 = and i32 %70, 255
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %16, i64 0, i32 0, i64 2, i64 %79
  %81 = load i32, i32* %80, align 4, !tbaa !19
  %82 = xor i32 %77, %81
  %83 = and i32 %65, 255
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %16, i64 0, i32 0, i64 3, i64 %84
  %86 = load i32, i32* %85, align 4, !tbaa !19
  %87 = add i32 %82, %86
  %88 = xor i32 %87, %66
  %89 = sub nuw nsw i64 15, %64
  %90 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %16, i64 0, i32 1, i64 %89
  %91 = load i32, i32* %90, align 4, !tbaa !19
  %92 = xor i32 %91, %65
  %93 = add nuw nsw i64 %64, 1
  %94 = icmp eq i64 %93, 16
  br i1 %94, label %95, label %63, !llvm.loop !59

95:                                               ; preds = %63
  %96 = lshr i32 %92, 24
  %97 = trunc i32 %96 to i8
  store i8 %97, i8* %22, align 1, !tbaa !23
  %98 = lshr i32 %92, 16
  %99 = trunc i32 %98 to i8
  %100 = getelementptr inbounds i8, i8* %22, i64 1
  store i8 %99, i8* %100, align 1, !tbaa !23
  %101 = lshr i32 %92, 8
  %102 = trunc i32 %101 to i8
  %103 = getelementptr inbounds i8, i8* %22, i64 2
  store i8 %102, i8* %103, align 1, !tbaa !23
  %104 = trunc i32 %92 to i8
  %105 = getelementptr inbounds i8, i8* %22, i64 3
  store i8 %104, i8* %105, align 1, !tbaa !23
  %106 = getelementptr inbounds i8, i8* %22, i64 4
  %107 = lshr i32 %88, 24
  %108 = trunc i32 %107 to i8
  store i8 %108, i8* %106, align 1, !tbaa !23
  %109 = lshr i32 %88, 16
  %110 = trunc i32 %109 to i8
  %111 = getelementptr inbounds i8, i8* %22, i64 5
  store i8 %110, i8* %111, align 1, !tbaa !23
  %112 = lshr i32 %88, 8
  %113 = trunc i32 %112 to i8
  %114 = getelementptr inbounds i8, i8* %22, i64 6
  store i8 %113, i8* %114, align 1, !tbaa !23
  %115 = trunc i32 %88 to i8
  %116 = getelementptr inbounds i8, i8* %22, i64 7
  store i8 %115, i8* %116, align 1, !tbaa !23
  %117 = getelementptr inbounds i8, i8* %23, i64 %12
  %118 = getelementptr inbounds i8, i8* %22, i64 %12
  %119 = sub i64 %21, %12
  %120 = icmp ult i64 %119, %12
  br i1 %120, label %121, label %20, !llvm.loop !60

121:                                              ; preds = %95, %10
  %122 = phi i64 [ %3, %10 ], [ %119, %95 ]
  %123 = icmp eq i64 %122, 0
  %124 = select i1 %123, i32 0, i32 3
  br label %125

125:                                              ; preds = %121, %4
  %126 = phi i32 [ 1, %4 ], [ %124, %121 ]
  ret i32 %126
}

; Function Attrs: nofree norecurse nosync nounwind
define hidden signext i32 @EKSBlowfish_encrypt(%struct._BlockBase* noundef readonly %0, i8* noundef readonly %1, i8* noundef writeonly %2, i64 noundef %3) #4 {
  %5 = icmp eq %struct._BlockBase* %0, null
  %6 = icmp eq i8* %1, null
  %7 = or i1 %5, %6
  %8 = icmp eq i8* %2, null
  %9 = or i1 %7, %8
  br i1 %9, label %124, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds %struct._BlockBase, %struct._BlockBase* %0, i64 0, i32 3
  %12 = load i64, i64* %11, align 8, !tbaa !15
  %13 = icmp ugt i64 %12, %3
  br i1 %13, label %120, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds %struct._BlockBase, %struct._BlockBase* %0, i64 1
  %16 = bitcast %struct._BlockBase* %15 to %struct.block_state.21*
  %17 = getelementptr inbounds %struct._BlockBase, %struct._BlockBase* %0, i64 131
  %18 = bitcast %struct._BlockBase* %17 to i32*
  %19 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %16, i64 0, i32 1, i64 17
  br label %20

20:                                               ; preds = %90, %14
  %21 = phi i64 [ %3, %14 ], [ %118, %90 ]
  %22 = phi i8* [ %2, %14 ], [ %117, %90 ]
  %23 = phi i8* [ %1, %14 ], [ %116, %90 ]
  %24 = getelementptr inbounds i8, i8* %23, i64 3
  %25 = load i8, i8* %24, align 1, !tbaa !23
  %26 = zext i8 %25 to i32
  %27 = getelementptr inbounds i8, i8* %23, i64 2
  %28 = load i8, i8* %27, align 1, !tbaa !23
  %29 = zext i8 %28 to i32
  %30 = shl nuw nsw i32 %29, 8
  %31 = or i32 %30, %26
  %32 = getelementptr inbounds i8, i8* %23, i64 1
  %33 = load i8, i8* %32, align 1, !tbaa !23
  %34 = zext i8 %33 to i32
  %35 = shl nuw nsw i32 %34, 16
  %36 = or i32 %31, %35
  %37 = load i8, i8* %23, align 1, !tbaa !23
  %38 = zext i8 %37 to i32
  %39 = shl nuw i32 %38, 24
  %40 = or i32 %36, %39
  %41 = getelementptr inbounds i8, i8* %23, i64 4
  %42 = getelementptr inbounds i8, i8* %23, i64 7
  %43 = load i8, i8* %42, align 1, !tbaa !23
  %44 = zext i8 %43 to i32
  %45 = getelementptr inbounds i8, i8* %23, i64 6
  %46 = load i8, i8* %45, align 1, !tbaa !23
  %47 = zext i8 %46 to i32
  %48 = shl nuw nsw i32 %47, 8
  %49 = or i32 %48, %44
  %50 = getelementptr inbounds i8, i8* %23, i64 5
  %51 = load i8, i8* %50, align 1, !tbaa !23
  %52 = zext i8 %51 to i32
  %53 = shl nuw nsw i32 %52, 16
  %54 = or i32 %49, %53
  %55 = load i8, i8* %41, align 1, !tbaa !23
  %56 = zext i8 %55 to i32
  %57 = shl nuw i32 %56, 24
  %58 = or i32 %54, %57
  br label %59

59:                                               ; preds = %59, %20
  %60 = phi i64 [ 0, %20 ], [ %88, %59 ]
  %61 = phi i32 [ %58, %20 ], [ %65, %59 ]
  %62 = phi i32 [ %40, %20 ], [ %87, %59 ]
  %63 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %16, i64 0, i32 1, i64 %60
  %64 = load i32, i32* %63, align 4, !tbaa !19
  %65 = xor i32 %64, %62
  %66 = lshr i32 %65, 24
  %67 = zext i32 %66 to i64
  %68 = lshr i32 %65, 16
  %69 = lshr i32 %65, 8
  %70 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %16, i64 0, i32 0, i64 0, i64 %67
  %71 = load i32, i32* %70, align 4, !tbaa !19
  %72 = and i32 %68, 255
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %16, i64 0, i32 0, i64 1, i64 %73
  %75 = load i32, i32* %74, align 4, !tbaa !19
  %76 = add i32 %75, %71
  %77 = and i32 %69, 255
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %16, i64 0, i32 0, i64 2, i64 %78
  %80 = load i32, i32* %79, align 4, !tbaa !19
  %81 = xor i32 %76, %80
  %82 = and i32 %65, 255
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %16, i64 0, i32 0, i64 3, i64 %83
  %85 = load i32, i32* %84, align 4, !tbaa !19
  %86 = add i32 %81, %85
  %87 = xor i32 %86, %61
  %88 = add nuw nsw i64 %60, 1
  %89 = icmp eq i64 %88, 16
  br i1 %89, label %90, label %59, !llvm.loop !61

90:                                               ; preds = %59
  %91 = load i32, i32* %18, align 4, !tbaa !19
  %92 = xor i32 %91, %87
  %93 = load i32, i32* %19, align 4, !tbaa !19
  %94 = xor i32 %93, %65
  %95 = lshr i32 %94, 24
  %96 = trunc i32 %95 to i8
  store i8 %96, i8* %22, align 1, !tbaa !23
  %97 = lshr i32 %94, 16
  %98 = trunc i32 %97 to i8
  %99 = getelementptr inbounds i8, i8* %22, i64 1
  store i8 %98, i8* %99, align 1, !tbaa !23
  %100 = lshr i32 %94, 8
  %101 = trunc i32 %100 to i8
  %102 = getelementptr inbounds i8, i8* %22, i64 2
  store i8 %101, i8* %102, align 1, !tbaa !23
  %103 = trunc i32 %94 to i8
  %104 = getelementptr inbounds i8, i8* %22, i64 3
  store i8 %103, i8* %104, align 1, !tbaa !23
  %105 = getelementptr inbounds i8, i8* %22, i64 4
  %106 = lshr i32 %92, 24
  %107 = trunc i32 %106 to i8
  store i8 %107, i8* %105, align 1, !tbaa !23
  %108 = lshr i32 %92, 16
  %109 = trunc i32 %108 to i8
  %110 = getelementptr inbounds i8, i8* %22, i64 5
  store i8 %109, i8* %110, align 1, !tbaa !23
  %111 = lshr i32 %92, 8
  %112 = trunc i32 %111 to i8
  %113 = getelementptr inbounds i8, i8* %22, i64 6
  store i8 %112, i8* %113, align 1, !tbaa !23
  %114 = trunc i32 %92 to i8
  %115 = getelementptr inbounds i8, i8* %22, i64 7
  store i8 %114, i8* %115, align 1, !tbaa !23
  %116 = getelementptr inbounds i8, i8* %23, i64 %12
  %117 = getelementptr inbounds i8, i8* %22, i64 %12
  %118 = sub i64 %21, %12
  %119 = icmp ult i64 %118, %12
  br i1 %119, label %120, label %20, !llvm.loop !62

120:                                              ; preds = %90, %10
  %121 = phi i64 [ %3, %10 ], [ %118, %90 ]
  %122 = icmp eq i64 %121, 0
  %123 = select i1 %122, i32 0, i32 3
  br label %124

124:                                              ; preds = %120, %4
  %125 = phi i32 [ 1, %4 ], [ %123, %120 ]
  ret i32 %125
}

; Function Attrs: inlinehint nofree nosync nounwind
define hidden fastcc void @encryptState(%struct.block_state.21* nocapture noundef %0, i8* nocapture noundef readonly %1, i64 noundef %2) unnamed_addr #14 {
  %4 = alloca [72 x i8], align 1
  %5 = getelementptr inbounds [72 x i8], [72 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %5) #21
  br label %6

6:                                                ; preds = %6, %3
  %7 = phi i64 [ 0, %3 ], [ %12, %6 ]
  %8 = sub nuw nsw i64 72, %7
  %9 = icmp ugt i64 %8, %2
  %10 = select i1 %9, i64 %2, i64 %8
  %11 = getelementptr inbounds [72 x i8], [72 x i8]* %4, i64 0, i64 %7
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %11, i8* align 1 %1, i64 %10, i1 false) #21
  %12 = add nuw nsw i64 %10, %7
  %13 = icmp ult i64 %12, 72
  br i1 %13, label %6, label %14, !llvm.loop !63

14:                                               ; preds = %14, %6
  %15 = phi i64 [ %39, %14 ], [ 0, %6 ]
  %16 = phi i64 [ %38, %14 ], [ 0, %6 ]
  %17 = getelementptr inbounds [72 x i8], [72 x i8]* %4, i64 0, i64 %16
  %18 = getelementptr inbounds i8, i8* %17, i64 3
  %19 = load i8, i8* %18, align 1, !tbaa !23
  %20 = zext i8 %19 to i32
  %21 = getelementptr inbounds i8, i8* %17, i64 2
  %22 = load i8, i8* %21, align 1, !tbaa !23
  %23 = zext i8 %22 to i32
  %24 = shl nuw nsw i32 %23, 8
  %25 = or i32 %24, %20
  %26 = getelementptr inbounds i8, i8* %17, i64 1
  %27 = load i8, i8* %26, align 1, !tbaa !23
  %28 = zext i8 %27 to i32
  %29 = shl nuw nsw i32 %28, 16
  %30 = or i32 %25, %29
  %31 = load i8, i8* %17, align 1, !tbaa !23
  %32 = zext i8 %31 to i32
  %33 = shl nuw i32 %32, 24
  %34 = or i32 %30, %33
  %35 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %0, i64 0, i32 1, i64 %15
  %36 = load i32, i32* %35, align 4, !tbaa !19
  %37 = xor i32 %34, %36
  store i32 %37, i32* %35, align 4, !tbaa !19
  %38 = add nuw nsw i64 %16, 4
  %39 = add nuw nsw i64 %15, 1
  %40 = icmp eq i64 %39, 18
  br i1 %40, label %41, label %14, !llvm.loop !64

41:                                               ; preds = %14
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %5) #21
  %42 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %0, i64 0, i32 1, i64 16
  %43 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %0, i64 0, i32 1, i64 17
  br label %44

44:                                               ; preds = %79, %41
  %45 = phi i64 [ 0, %41 ], [ %87, %79 ]
  %46 = phi i32 [ 0, %41 ], [ %81, %79 ]
  %47 = phi i32 [ 0, %41 ], [ %83, %79 ]
  br label %48

48:                                               ; preds = %48, %44
  %49 = phi i64 [ %77, %48 ], [ 0, %44 ]
  %50 = phi i32 [ %54, %48 ], [ %46, %44 ]
  %51 = phi i32 [ %76, %48 ], [ %47, %44 ]
  %52 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %0, i64 0, i32 1, i64 %49
  %53 = load i32, i32* %52, align 4, !tbaa !19
  %54 = xor i32 %53, %51
  %55 = lshr i32 %54, 24
  %56 = zext i32 %55 to i64
  %57 = lshr i32 %54, 16
  %58 = lshr i32 %54, 8
  %59 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %0, i64 0, i32 0, i64 0, i64 %56
  %60 = load i32, i32* %59, align 4, !tbaa !19
  %61 = and i32 %57, 255
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %0, i64 0, i32 0, i64 1, i64 %62
  %64 = load i32, i32* %63, align 4, !tbaa !19
  %65 = add i32 %64, %60
  %66 = and i32 %58, 255
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %0, i64 0, i32 0, i64 2, i64 %67
  %69 = load i32, i32* %68, align 4, !tbaa !19
  %70 = xor i32 %65, %69
  %71 = and i32 %54, 255
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %0, i64 0, i32 0, i64 3, i64 %72
  %74 = load i32, i32* %73, align 4, !tbaa !19
  %75 = add i32 %70, %74
  %76 = xor i32 %75, %50
  %77 = add nuw nsw i64 %49, 1
  %78 = icmp eq i64 %77, 16
  br i1 %78, label %79, label %48, !llvm.loop !61

79:                                               ; preds = %48
  %80 = load i32, i32* %42, align 4, !tbaa !19
  %81 = xor i32 %80, %76
  %82 = load i32, i32* %43, align 4, !tbaa !19
  %83 = xor i32 %82, %54
  %84 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %0, i64 0, i32 1, i64 %45
  store i32 %83, i32* %84, align 4, !tbaa !19
  %85 = or i64 %45, 1
  %86 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %0, i64 0, i32 1, i64 %85
  store i32 %81, i32* %86, align 4, !tbaa !19
  %87 = add nuw nsw i64 %45, 2
  %88 = icmp ult i64 %45, 16
  br i1 %88, label %44, label %89, !llvm.loop !65

89:                                               ; preds = %138, %79
  %90 = phi i64 [ %139, %138 ], [ 0, %79 ]
  %91 = phi i32 [ %130, %138 ], [ %81, %79 ]
  %92 = phi i32 [ %132, %138 ], [ %83, %79 ]
  br label %93

93:                                               ; preds = %128, %89
  %94 = phi i64 [ 0, %89 ], [ %136, %128 ]
  %95 = phi i32 [ %91, %89 ], [ %130, %128 ]
  %96 = phi i32 [ %92, %89 ], [ %132, %128 ]
  br label %97

97:                                               ; preds = %97, %93
  %98 = phi i64 [ %126, %97 ], [ 0, %93 ]
  %99 = phi i32 [ %103, %97 ], [ %95, %93 ]
  %100 = phi i32 [ %125, %97 ], [ %96, %93 ]
  %101 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %0, i64 0, i32 1, i64 %98
  %102 = load i32, i32* %101, align 4, !tbaa !19
  %103 = xor i32 %102, %100
  %104 = lshr i32 %103, 24
  %105 = zext i32 %104 to i64
  %106 = lshr i32 %103, 16
  %107 = lshr i32 %103, 8
  %108 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %0, i64 0, i32 0, i64 0, i64 %105
  %109 = load i32, i32* %108, align 4, !tbaa !19
  %110 = and i32 %106, 255
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %0, i64 0, i32 0, i64 1, i64 %111
  %113 = load i32, i32* %112, align 4, !tbaa !19
  %114 = add i32 %113, %109
  %115 = and i32 %107, 255
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %0, i64 0, i32 0, i64 2, i64 %116
  %118 = load i32, i32* %117, align 4, !tbaa !19
  %119 = xor i32 %114, %118
  %120 = and i32 %103, 255
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %0, i64 0, i32 0, i64 3, i64 %121
  %123 = load i32, i32* %122, align 4, !tbaa !19
  %124 = add i32 %119, %123
  %125 = xor i32 %124, %99
  %126 = add nuw nsw i64 %98, 1
  %127 = icmp eq i64 %126, 16
  br i1 %127, label %128, label %97, !llvm.loop !61

128:                                              ; preds = %97
  %129 = load i32, i32* %42, align 4, !tbaa !19
  %130 = xor i32 %129, %125
  %131 = load i32, i32* %43, align 4, !tbaa !19
  %132 = xor i32 %131, %103
  %133 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %0, i64 0, i32 0, i64 %90, i64 %94
  store i32 %132, i32* %133, align 4, !tbaa !19
  %134 = or i64 %94, 1
  %135 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %0, i64 0, i32 0, i64 %90, i64 %134
  store i32 %130, i32* %135, align 4, !tbaa !19
  %136 = add nuw nsw i64 %94, 2
  %137 = icmp ult i64 %94, 254
  br i1 %137, label %93, label %138, !llvm.loop !66

138:                                              ; preds = %128
  %139 = add nuw nsw i64 %90, 1
  %140 = icmp eq i64 %139, 4
  br i1 %140, label %141, label %89, !llvm.loop !67

141:                                              ; preds = %138
  ret void
}

; Function Attrs: nofree nosync nounwind
define hidden fastcc signext i32 @chacha20_core(%struct.stream_state.24* nocapture noundef %0, i32* noundef %1) unnamed_addr #8 {
  %3 = bitcast i32* %1 to i8*
  %4 = bitcast %struct.stream_state.24* %0 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(64) %3, i8* noundef nonnull align 8 dereferenceable(64) %4, i64 64, i1 false)
  %5 = getelementptr inbounds i32, i32* %1, i64 4
  %6 = getelementptr inbounds i32, i32* %1, i64 12
  %7 = getelementptr inbounds i32, i32* %1, i64 8
  %8 = getelementptr inbounds i32, i32* %1, i64 5
  %9 = getelementptr inbounds i32, i32* %1, i64 1
  %10 = getelementptr inbounds i32, i32* %1, i64 13
  %11 = getelementptr inbounds i32, i32* %1, i64 9
  %12 = getelementptr inbounds i32, i32* %1, i64 6
  %13 = getelementptr inbounds i32, i32* %1, i64 2
  %14 = getelementptr inbounds i32, i32* %1, i64 14
  %15 = getelementptr inbounds i32, i32* %1, i64 10
  %16 = getelementptr inbounds i32, i32* %1, i64 7
  %17 = getelementptr inbounds i32, i32* %1, i64 3
  %18 = getelementptr inbounds i32, i32* %1, i64 15
  %19 = getelementptr inbounds i32, i32* %1, i64 11
  %20 = load i32, i32* %5, align 4, !tbaa !19
  %21 = load i32, i32* %1, align 4, !tbaa !19
  %22 = load i32, i32* %6, align 4, !tbaa !19
  %23 = load i32, i32* %7, align 4, !tbaa !19
  %24 = load i32, i32* %8, align 4, !tbaa !19
  %25 = load i32, i32* %9, align 4, !tbaa !19
  %26 = load i32, i32* %10, align 4, !tbaa !19
  %27 = load i32, i32* %11, align 4, !tbaa !19
  %28 = load i32, i32* %12, align 4, !tbaa !19
  %29 = load i32, i32* %13, align 4, !tbaa !19
  %30 = load i32, i32* %14, align 4, !tbaa !19
  %31 = load i32, i32* %15, align 4, !tbaa !19
  %32 = load i32, i32* %16, align 4, !tbaa !19
  %33 = load i32, i32* %17, align 4, !tbaa !19
  %34 = load i32, i32* %18, align 4, !tbaa !19
  %35 = load i32, i32* %19, align 4, !tbaa !19
  br label %135

36:                                               ; preds = %135
  store i32 %248, i32* %5, align 4, !tbaa !19
  store i32 %207, i32* %1, align 4, !tbaa !19
  store i32 %221, i32* %6, align 4, !tbaa !19
  store i32 %234, i32* %7, align 4, !tbaa !19
  store i32 %212, i32* %8, align 4, !tbaa !19
  store i32 %219, i32* %9, align 4, !tbaa !19
  store i32 %233, i32* %10, align 4, !tbaa !19
  store i32 %246, i32* %11, align 4, !tbaa !19
  store i32 %224, i32* %12, align 4, !tbaa !19
  store i32 %231, i32* %13, align 4, !tbaa !19
  store i32 %245, i32* %14, align 4, !tbaa !19
  store i32 %210, i32* %15, align 4, !tbaa !19
  store i32 %236, i32* %16, align 4, !tbaa !19
  store i32 %243, i32* %17, align 4, !tbaa !19
  store i32 %209, i32* %18, align 4, !tbaa !19
  store i32 %222, i32* %19, align 4, !tbaa !19
  %37 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 0, i64 0
  %38 = load i32, i32* %37, align 4, !tbaa !19
  %39 = add i32 %38, %207
  %40 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 0
  %41 = bitcast i8* %40 to i32*
  store i32 %39, i32* %41, align 1
  %42 = load i32, i32* %9, align 4, !tbaa !19
  %43 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 0, i64 1
  %44 = load i32, i32* %43, align 4, !tbaa !19
  %45 = add i32 %44, %42
  %46 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 4
  %47 = bitcast i8* %46 to i32*
  store i32 %45, i32* %47, align 1
  %48 = load i32, i32* %13, align 4, !tbaa !19
  %49 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 0, i64 2
  %50 = load i32, i32* %49, align 4, !tbaa !19
  %51 = add i32 %50, %48
  %52 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 8
  %53 = bitcast i8* %52 to i32*
  store i32 %51, i32* %53, align 1
  %54 = load i32, i32* %17, align 4, !tbaa !19
  %55 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 0, i64 3
  %56 = load i32, i32* %55, align 4, !tbaa !19
  %57 = add i32 %56, %54
  %58 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 12
  %59 = bitcast i8* %58 to i32*
  store i32 %57, i32* %59, align 1
  %60 = load i32, i32* %5, align 4, !tbaa !19
  %61 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 0, i64 4
  %62 = load i32, i32* %61, align 4, !tbaa !19
  %63 = add i32 %62, %60
  %64 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 16
  %65 = bitcast i8* %64 to i32*
  store i32 %63, i32* %65, align 1
  %66 = load i32, i32* %8, align 4, !tbaa !19
  %67 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 0, i64 5
  %68 = load i32, i32* %67, align 4, !tbaa !19
  %69 = add i32 %68, %66
  %70 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 20
  %71 = bitcast i8* %70 to i32*
  store i32 %69, i32* %71, align 1
  %72 = load i32, i32* %12, align 4, !tbaa !19
  %73 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 0, i64 6
  %74 = load i32, i32* %73, align 4, !tbaa !19
  %75 = add i32 %74, %72
  %76 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 24
  %77 = bitcast i8* %76 to i32*
  store i32 %75, i32* %77, align 1
  %78 = load i32, i32* %16, align 4, !tbaa !19
  %79 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 0, i64 7
  %80 = load i32, i32* %79, align 4, !tbaa !19
  %81 = add i32 %80, %78
  %82 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 28
  %83 = bitcast i8* %82 to i32*
  store i32 %81, i32* %83, align 1
  %84 = load i32, i32* %7, align 4, !tbaa !19
  %85 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 0, i64 8
  %86 = load i32, i32* %85, align 4, !tbaa !19
  %87 = add i32 %86, %84
  %88 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 32
  %89 = bitcast i8* %88 to i32*
  store i32 %87, i32* %89, align 1
  %90 = load i32, i32* %11, align 4, !tbaa !19
  %91 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 0, i64 9
  %92 = load i32, i32* %91, align 4, !tbaa !19
  %93 = add i32 %92, %90
  %94 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 36
  %95 = bitcast i8* %94 to i32*
  store i32 %93, i32* %95, align 1
  %96 = load i32, i32* %15, align 4, !tbaa !19
  %97 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 0, i64 10
  %98 = load i32, i32* %97, align 4, !tbaa !19
  %99 = add i32 %98, %96
  %100 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 40
  %101 = bitcast i8* %100 to i32*
  store i32 %99, i32* %101, align 1
  %102 = load i32, i32* %19, align 4, !tbaa !19
  %103 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 0, i64 11
  %104 = load i32, i32* %103, align 4, !tbaa !19
  %105 = add i32 %104, %102
  %106 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 44
  %107 = bitcast i8* %106 to i32*
  store i32 %105, i32* %107, align 1
  %108 = load i32, i32* %6, align 4, !tbaa !19
  %109 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 0, i64 12
  %110 = load i32, i32* %109, align 4, !tbaa !19
  %111 = add i32 %110, %108
  %112 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 48
  %113 = bitcast i8* %112 to i32*
  store i32 %111, i32* %113, align 1
  %114 = load i32, i32* %10, align 4, !tbaa !19
  %115 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 0, i64 13
  %116 = load i32, i32* %115, align 4, !tbaa !19
  %117 = add i32 %116, %114
  %118 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 52
  %119 = bitcast i8* %118 to i32*
  store i32 %117, i32* %119, align 1
  %120 = load i32, i32* %14, align 4, !tbaa !19
  %121 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 0, i64 14
  %122 = load i32, i32* %121, align 4, !tbaa !19
  %123 = add i32 %122, %120
  %124 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 56
  %125 = bitcast i8* %124 to i32*
  store i32 %123, i32* %125, align 1
  %126 = load i32, i32* %18, align 4, !tbaa !19
  %127 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 0, i64 15
  %128 = load i32, i32* %127, align 4, !tbaa !19
  %129 = add i32 %128, %126
  %130 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 60
  %131 = bitcast i8* %130 to i32*
  store i32 %129, i32* %131, align 1
  %132 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 2
  store i32 0, i32* %132, align 8, !tbaa !68
  %133 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 1
  %134 = load i64, i64* %133, align 8, !tbaa !70
  switch i64 %134, label %260 [
    i64 8, label %251
    i64 12, label %257
  ]

135:                                              ; preds = %135, %2
  %136 = phi i32 [ 0, %2 ], [ %249, %135 ]
  %137 = phi i32 [ %20, %2 ], [ %248, %135 ]
  %138 = phi i32 [ %21, %2 ], [ %207, %135 ]
  %139 = phi i32 [ %22, %2 ], [ %221, %135 ]
  %140 = phi i32 [ %23, %2 ], [ %234, %135 ]
  %141 = phi i32 [ %24, %2 ], [ %212, %135 ]
  %142 = phi i32 [ %25, %2 ], [ %219, %135 ]
  %143 = phi i32 [ %26, %2 ], [ %233, %135 ]
  %144 = phi i32 [ %27, %2 ], [ %246, %135 ]
  %145 = phi i32 [ %28, %2 ], [ %224, %135 ]
  %146 = phi i32 [ %29, %2 ], [ %231, %135 ]
  %147 = phi i32 [ %30, %2 ], [ %245, %135 ]
  %148 = phi i32 [ %31, %2 ], [ %210, %135 ]
  %149 = phi i32 [ %32, %2 ], [ %236, %135 ]
  %150 = phi i32 [ %33, %2 ], [ %243, %135 ]
  %151 = phi i32 [ %34, %2 ], [ %209, %135 ]
  %152 = phi i32 [ %35, %2 ], [ %222, %135 ]
  %153 = add i32 %138, %137
  %154 = xor i32 %139, %153
  %155 = tail call i32 @llvm.fshl.i32(i32 %154, i32 %154, i32 16)
  %156 = add i32 %140, %155
  %157 = xor i32 %156, %137
  %158 = tail call i32 @llvm.fshl.i32(i32 %157, i32 %157, i32 12)
  %159 = add i32 %158, %153
  %160 = xor i32 %159, %155
  %161 = tail call i32 @llvm.fshl.i32(i32 %160, i32 %160, i32 8)
  %162 = add i32 %161, %156
  %163 = xor i32 %162, %158
  %164 = tail call i32 @llvm.fshl.i32(i32 %163, i32 %163, i32 7)
  %165 = add i32 %142, %141
  %166 = xor i32 %143, %165
  %167 = tail call i32 @llvm.fshl.i32(i32 %166, i32 %166, i32 16)
  %168 = add i32 %144, %167
  %169 = xor i32 %168, %141
  %170 = tail call i32 @llvm.fshl.i32(i32 %169, i32 %169, i32 12)
  %171 = add i32 %170, %165
  %172 = xor i32 %171, %167
  %173 = tail call i32 @llvm.fshl.i32(i32 %172, i32 %172, i32 8)
  %174 = add i32 %173, %168
  %175 = xor i32 %174, %170
  %176 = tail call i32 @llvm.fshl.i32(i32 %175, i32 %175, i32 7)
  %177 = add i32 %146, %145
  %178 = xor i32 %147, %177
  %179 = tail call i32 @llvm.fshl.i32(i32 %178, i32 %178, i32 16)
  %180 = add i32 %148, %179
  %181 = xor i32 %180, %145
  %182 = tail call i32 @llvm.fshl.i32(i32 %181, i32 %181, i32 12)
  %183 = add i32 %182, %177
  %184 = xor i32 %183, %179
  %185 = tail call i32 @llvm.fshl.i32(i32 %184, i32 %184, i32 8)
  %186 = add i32 %185, %180
  %187 = xor i32 %186, %182
  %188 = tail call i32 @llvm.fshl.i32(i32 %187, i32 %187, i32 7)
  %189 = add i32 %150, %149
  %190 = xor i32 %151, %189
  %191 = tail call i32 @llvm.fshl.i32(i32 %190, i32 %190, i32 16)
  %192 = add i32 %152, %191
  %193 = xor i32 %192, %149
  %194 = tail call i32 @llvm.fshl.i32(i32 %193, i32 %193, i32 12)
  %195 = add i32 %194, %189
  %196 = xor i32 %195, %191
  %197 = tail call i32 @llvm.fshl.i32(i32 %196, i32 %196, i32 8)
  %198 = add i32 %197, %192
  %199 = xor i32 %198, %194
  %200 = tail call i32 @llvm.fshl.i32(i32 %199, i32 %199, i32 7)
  %201 = add i32 %176, %159
  %202 = xor i32 %197, %201
  %203 = tail call i32 @llvm.fshl.i32(i32 %202, i32 %202, i32 16)
  %204 = add i32 %203, %186
  %205 = xor i32 %204, %176
  %206 = tail call i32 @llvm.fshl.i32(i32 %205, i32 %205, i32 12)
  %207 = add i32 %206, %201
  %208 = xor i32 %207, %203
  %209 = tail call i32 @llvm.fshl.i32(i32 %208, i32 %208, i32 8)
  %210 = add i32 %209, %204
  %211 = xor i32 %210, %206
  %212 = tail call i32 @llvm.fshl.i32(i32 %211, i32 %211, i32 7)
  %213 = add i32 %188, %171
  %214 = xor i32 %213, %161
  %215 = tail call i32 @llvm.fshl.i32(i32 %214, i32 %214, i32 16)
  %216 = add i32 %198, %215
  %217 = xor i32 %216, %188
  %218 = tail call i32 @llvm.fshl.i32(i32 %217, i32 %217, i32 12)
  %219 = add i32 %218, %213
  %220 = xor i32 %219, %215
  %221 = tail call i32 @llvm.fshl.i32(i32 %220, i32 %220, i32 8)
  %222 = add i32 %221, %216
  %223 = xor i32 %222, %218
  %224 = tail call i32 @llvm.fshl.i32(i32 %223, i32 %223, i32 7)
  %225 = add i32 %200, %183
  %226 = xor i32 %225, %173
  %227 = tail call i32 @llvm.fshl.i32(i32 %226, i32 %226, i32 16)
  %228 = add i32 %227, %162
  %229 = xor i32 %228, %200
  %230 = tail call i32 @llvm.fshl.i32(i32 %229, i32 %229, i32 12)
  %231 = add i32 %230, %225
  %232 = xor i32 %231, %227
  %233 = tail call i32 @llvm.fshl.i32(i32 %232, i32 %232, i32 8)
  %234 = add i32 %233, %228
  %235 = xor i32 %234, %230
  %236 = tail call i32 @llvm.fshl.i32(i32 %235, i32 %235, i32 7)
  %237 = add i32 %195, %164
  %238 = xor i32 %237, %185
  %239 = tail call i32 @llvm.fshl.i32(i32 %238, i32 %238, i32 16)
  %240 = add i32 %239, %174
  %241 = xor i32 %240, %164
  %242 = tail call i32 @llvm.fshl.i32(i32 %241, i32 %241, i32 12)
  %243 = add i32 %242, %237
  %244 = xor i32 %243, %239
  %245 = tail call i32 @llvm.fshl.i32(i32 %244, i32 %244, i32 8)
  %246 = add i32 %245, %240
  %247 = xor i32 %246, %242
  %248 = tail call i32 @llvm.fshl.i32(i32 %247, i32 %247, i32 7)
  %249 = add nuw nsw i32 %136, 1
  %250 = icmp ult i32 %136, 9
  br i1 %250, label %135, label %36, !llvm.loop !71

251:                                              ; preds = %36
  %252 = add i32 %110, 1
  store i32 %252, i32* %109, align 8, !tbaa !19
  %253 = icmp eq i32 %252, 0
  br i1 %253, label %254, label %260

254:                                              ; preds = %251
  %255 = add i32 %116, 1
  store i32 %255, i32* %115, align 4, !tbaa !19
  %256 = icmp eq i32 %255, 0
  br i1 %256, label %261, label %260

257:                                              ; preds = %36
  %258 = add i32 %110, 1
  store i32 %258, i32* %109, align 8, !tbaa !19
  %259 = icmp eq i32 %258, 0
  br i1 %259, label %261, label %260

260:                                              ; preds = %257, %254, %251, %36
  br label %261

261:                                              ; preds = %260, %257, %254
  %262 = phi i32 [ 0, %260 ], [ 10, %254 ], [ 10, %257 ]
  ret i32 %262
}

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @chacha20_seek(%struct.stream_state.24* noundef %0, i64 noundef %1, i64 noundef %2, i32 noundef signext %3) local_unnamed_addr #8 {
  %5 = alloca [16 x i32], align 4
  %6 = bitcast [16 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %6) #21
  %7 = icmp eq %struct.stream_state.24* %0, null
  br i1 %7, label %31, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 1
  %10 = load i64, i64* %9, align 8, !tbaa !70
  switch i64 %10, label %31 [
    i64 8, label %11
    i64 12, label %11
  ]

11:                                               ; preds = %8, %8
  %12 = icmp ugt i32 %3, 63
  br i1 %12, label %31, label %13

13:                                               ; preds = %11
  %14 = icmp eq i64 %10, 8
  br i1 %14, label %15, label %20

15:                                               ; preds = %13
  %16 = trunc i64 %2 to i32
  %17 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 0, i64 12
  store i32 %16, i32* %17, align 8, !tbaa !19
  %18 = trunc i64 %1 to i32
  %19 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 0, i64 13
  store i32 %18, i32* %19, align 4, !tbaa !19
  br label %25

20:                                               ; preds = %13
  %21 = icmp eq i64 %1, 0
  br i1 %21, label %22, label %31

22:                                               ; preds = %20
  %23 = trunc i64 %2 to i32
  %24 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 0, i64 12
  store i32 %23, i32* %24, align 8, !tbaa !19
  br label %25

25:                                               ; preds = %22, %15
  %26 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i64 0, i64 0
  %27 = call fastcc signext i32 @chacha20_core(%struct.stream_state.24* noundef nonnull %0, i32* noundef nonnull %26)
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %31

29:                                               ; preds = %25
  %30 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 2
  store i32 %3, i32* %30, align 8, !tbaa !68
  br label %31

31:                                               ; preds = %29, %25, %20, %11, %8, %4
  %32 = phi i32 [ 0, %29 ], [ 1, %4 ], [ 7, %8 ], [ 11, %11 ], [ 11, %20 ], [ %27, %25 ]
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %6) #21
  ret i32 %32
}

; Function Attrs: nounwind
define dso_local signext i32 @hchacha20(i8* noundef readonly %0, i8* noundef readonly %1, i8* noundef writeonly %2) local_unnamed_addr #2 {
  %4 = alloca [16 x i32], align 4
  %5 = bitcast [16 x i32]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %5) #21
  %6 = icmp eq i8* %0, null
  %7 = icmp eq i8* %1, null
  %8 = or i1 %6, %7
  %9 = icmp eq i8* %2, null
  %10 = or i1 %8, %9
  br i1 %10, label %70, label %11

11:                                               ; preds = %3
  %12 = tail call noalias dereferenceable_or_null(144) i8* @calloc(i64 noundef 1, i64 noundef 144) #21
  %13 = bitcast i8* %12 to %struct.stream_state.24*
  %14 = icmp eq i8* %12, null
  br i1 %14, label %70, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %13, i64 0, i32 0, i64 0
  store i32 1634760805, i32* %16, align 8, !tbaa !19
  %17 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %13, i64 0, i32 0, i64 1
  store i32 857760878, i32* %17, align 4, !tbaa !19
  %18 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %13, i64 0, i32 0, i64 2
  store i32 2036477234, i32* %18, align 8, !tbaa !19
  %19 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %13, i64 0, i32 0, i64 3
  store i32 1797285236, i32* %19, align 4, !tbaa !19
  %20 = getelementptr i8, i8* %12, i64 16
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(32) %20, i8* noundef nonnull align 1 dereferenceable(32) %0, i64 32, i1 false) #21
  %21 = bitcast i8* %1 to i32*
  %22 = load i32, i32* %21, align 1
  %23 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %13, i64 0, i32 0, i64 12
  store i32 %22, i32* %23, align 8, !tbaa !19
  %24 = getelementptr inbounds i8, i8* %1, i64 4
  %25 = bitcast i8* %24 to i32*
  %26 = load i32, i32* %25, align 1
  %27 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %13, i64 0, i32 0, i64 13
  store i32 %26, i32* %27, align 4, !tbaa !19
  %28 = getelementptr inbounds i8, i8* %1, i64 8
  %29 = bitcast i8* %28 to i32*
  %30 = load i32, i32* %29, align 1
  %31 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %13, i64 0, i32 0, i64 14
  store i32 %30, i32* %31, align 8, !tbaa !19
  %32 = getelementptr inbounds i8, i8* %1, i64 12
  %33 = bitcast i8* %32 to i32*
  %34 = load i32, i32* %33, align 1
  %35 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %13, i64 0, i32 0, i64 15
  store i32 %34, i32* %35, align 4, !tbaa !19
  %36 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %13, i64 0, i32 1
  store i64 16, i64* %36, align 8, !tbaa !70
  %37 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %13, i64 0, i32 2
  store i32 64, i32* %37, align 8, !tbaa !68
  %38 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 0
  %39 = call fastcc signext i32 @chacha20_core(%struct.stream_state.24* noundef nonnull %13, i32* noundef nonnull %38)
  %40 = bitcast i8* %2 to i32*
  %41 = load i32, i32* %38, align 4
  store i32 %41, i32* %40, align 1
  %42 = getelementptr inbounds i8, i8* %2, i64 4
  %43 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 1
  %44 = bitcast i8* %42 to i32*
  %45 = load i32, i32* %43, align 4
  store i32 %45, i32* %44, align 1
  %46 = getelementptr inbounds i8, i8* %2, i64 8
  %47 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 2
  %48 = bitcast i8* %46 to i32*
  %49 = load i32, i32* %47, align 4
  store i32 %49, i32* %48, align 1
  %50 = getelementptr inbounds i8, i8* %2, i64 12
  %51 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 3
  %52 = bitcast i8* %50 to i32*
  %53 = load i32, i32* %51, align 4
  store i32 %53, i32* %52, align 1
  %54 = getelementptr inbounds i8, i8* %2, i64 16
  %55 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 12
  %56 = bitcast i8* %54 to i32*
  %57 = load i32, i32* %55, align 4
  store i32 %57, i32* %56, align 1
  %58 = getelementptr inbounds i8, i8* %2, i64 20
  %59 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 13
  %60 = bitcast i8* %58 to i32*
  %61 = load i32, i32* %59, align 4
  store i32 %61, i32* %60, align 1
  %62 = getelementptr inbounds i8, i8* %2, i64 24
  %63 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 14
  %64 = bitcast i8* %62 to i32*
  %65 = load i32, i32* %63, align 4
  store i32 %65, i32* %64, align 1
  %66 = getelementptr inbounds i8, i8* %2, i64 28
  %67 = getelementptr inbounds [16 x i32], [16 x i32]* %4, i64 0, i64 15
  %68 = bitcast i8* %66 to i32*
  %69 = load i32, i32* %67, align 4
  store i32 %69, i32* %68, align 1
  call void @free(i8* noundef nonnull %12) #21
  br label %70

70:                                               ; preds = %15, %11, %3
  %71 = phi i32 [ 0, %15 ], [ 1, %3 ], [ 2, %11 ]
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %5) #21
  ret i32 %71
}

; Function Attrs: nounwind
define dso_local signext i32 @curve448_new_point(%struct.Curve448Point** noundef writeonly %0, i8* noundef %1, i64 noundef %2, %struct._Curve448Context* noundef %3) local_unnamed_addr #2 {
  %5 = icmp eq %struct.Curve448Point** %0, null
  %6 = icmp eq %struct._Curve448Context* %3, null
  %7 = or i1 %5, %6
  br i1 %7, label %56, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct._Curve448Context, %struct._Curve448Context* %3, i64 0, i32 0
  %10 = load %struct.mont_context*, %struct.mont_context** %9, align 8, !tbaa !72
  %11 = getelementptr inbounds %struct.mont_context, %struct.mont_context* %10, i64 0, i32 2
  %12 = load i32, i32* %11, align 8, !tbaa !74
  %13 = zext i32 %12 to i64
  %14 = icmp ult i64 %13, %2
  br i1 %14, label %56, label %15

15:                                               ; preds = %8
  %16 = tail call noalias dereferenceable_or_null(32) i8* @calloc(i64 noundef 1, i64 noundef 32) #21
  %17 = bitcast i8* %16 to %struct.Curve448Point*
  %18 = bitcast %struct.Curve448Point** %0 to i8**
  store i8* %16, i8** %18, align 8, !tbaa !6
  %19 = icmp eq i8* %16, null
  br i1 %19, label %56, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %17, i64 0, i32 0
  store %struct._Curve448Context* %3, %struct._Curve448Context** %21, align 8, !tbaa !76
  %22 = load %struct.mont_context*, %struct.mont_context** %9, align 8, !tbaa !72
  %23 = icmp eq i8* %1, null
  %24 = icmp eq i64 %2, 0
  %25 = or i1 %23, %24
  %26 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %17, i64 0, i32 2
  br i1 %25, label %27, label %34

27:                                               ; preds = %20
  %28 = tail call signext i32 @mont_new_from_uint64(i64** noundef nonnull %26, i64 noundef 1, %struct.mont_context* noundef %22) #21
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %45

30:                                               ; preds = %27
  %31 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %17, i64 0, i32 3
  %32 = tail call signext i32 @mont_new_from_uint64(i64** noundef nonnull %31, i64 noundef 0, %struct.mont_context* noundef %22) #21
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %41, label %45

34:                                               ; preds = %20
  %35 = tail call signext i32 @mont_new_from_bytes(i64** noundef nonnull %26, i8* noundef nonnull %1, i64 noundef %2, %struct.mont_context* noundef %22) #21
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %45

37:                                               ; preds = %34
  %38 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %17, i64 0, i32 3
  %39 = tail call signext i32 @mont_new_from_uint64(i64** noundef nonnull %38, i64 noundef 1, %struct.mont_context* noundef %22) #21
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %45

41:                                               ; preds = %37, %30
  %42 = tail call fastcc %struct._WorkplaceCurve448* @new_workplace(%struct.mont_context* noundef %22)
  %43 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %17, i64 0, i32 1
  store %struct._WorkplaceCurve448* %42, %struct._WorkplaceCurve448** %43, align 8, !tbaa !78
  %44 = icmp eq %struct._WorkplaceCurve448* %42, null
  br i1 %44, label %45, label %56

45:                                               ; preds = %41, %37, %34, %30, %27
  %46 = phi i32 [ %28, %27 ], [ %32, %30 ], [ %35, %34 ], [ %39, %37 ], [ 2, %41 ]
  %47 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %17, i64 0, i32 2
  %48 = bitcast i64** %47 to i8**
  %49 = load i8*, i8** %48, align 8, !tbaa !79
  tail call void @free(i8* noundef %49) #21
  %50 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %17, i64 0, i32 3
  %51 = bitcast i64** %50 to i8**
  %52 = load i8*, i8** %51, align 8, !tbaa !80
  tail call void @free(i8* noundef %52) #21
  %53 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %17, i64 0, i32 1
  %54 = bitcast %struct._WorkplaceCurve448** %53 to i8**
  %55 = load i8*, i8** %54, align 8, !tbaa !78
  tail call void @free(i8* noundef %55) #21
  tail call void @free(i8* noundef nonnull %16) #21
  store %struct.Curve448Point* null, %struct.Curve448Point** %0, align 8, !tbaa !6
  br label %56

56:                                               ; preds = %45, %41, %15, %8, %4
  %57 = phi i32 [ %46, %45 ], [ 1, %4 ], [ 14, %8 ], [ 2, %15 ], [ 0, %41 ]
  ret i32 %57
}

; Function Attrs: inlinehint nounwind
declare hidden fastcc %struct._WorkplaceCurve448* @new_workplace(%struct.mont_context* noundef) unnamed_addr #15

; Function Attrs: mustprogress nounwind willreturn
define dso_local void @curve448_free_point(%struct.Curve448Point* noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq %struct.Curve448Point* %0, null
  br i1 %2, label %25, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %0, i64 0, i32 1
  %5 = load %struct._WorkplaceCurve448*, %struct._WorkplaceCurve448** %4, align 8, !tbaa !78
  %6 = icmp eq %struct._WorkplaceCurve448* %5, null
  br i1 %6, label %17, label %7

7:                                                ; preds = %3
  %8 = bitcast %struct._WorkplaceCurve448* %5 to i8**
  %9 = load i8*, i8** %8, align 8, !tbaa !81
  tail call void @free(i8* noundef %9) #21
  %10 = getelementptr inbounds %struct._WorkplaceCurve448, %struct._WorkplaceCurve448* %5, i64 0, i32 1
  %11 = bitcast i64** %10 to i8**
  %12 = load i8*, i8** %11, align 8, !tbaa !83
  tail call void @free(i8* noundef %12) #21
  %13 = getelementptr inbounds %struct._WorkplaceCurve448, %struct._WorkplaceCurve448* %5, i64 0, i32 2
  %14 = bitcast i64** %13 to i8**
  %15 = load i8*, i8** %14, align 8, !tbaa !84
  tail call void @free(i8* noundef %15) #21
  %16 = bitcast %struct._WorkplaceCurve448* %5 to i8*
  tail call void @free(i8* noundef %16) #21
  br label %17

17:                                               ; preds = %7, %3
  %18 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %0, i64 0, i32 2
  %19 = bitcast i64** %18 to i8**
  %20 = load i8*, i8** %19, align 8, !tbaa !79
  tail call void @free(i8* noundef %20) #21
  %21 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %0, i64 0, i32 3
  %22 = bitcast i64** %21 to i8**
  %23 = load i8*, i8** %22, align 8, !tbaa !80
  tail call void @free(i8* noundef %23) #21
  %24 = bitcast %struct.Curve448Point* %0 to i8*
  tail call void @free(i8* noundef %24) #21
  br label %25

25:                                               ; preds = %17, %1
  ret void
}

; Function Attrs: nounwind
define dso_local signext i32 @curve448_clone(%struct.Curve448Point** noundef writeonly %0, %struct.Curve448Point* noundef readonly %1) local_unnamed_addr #2 {
  %3 = icmp eq %struct.Curve448Point** %0, null
  %4 = icmp eq %struct.Curve448Point* %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %63, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %1, i64 0, i32 0
  %8 = load %struct._Curve448Context*, %struct._Curve448Context** %7, align 8, !tbaa !76
  %9 = getelementptr inbounds %struct._Curve448Context, %struct._Curve448Context* %8, i64 0, i32 0
  %10 = load %struct.mont_context*, %struct.mont_context** %9, align 8, !tbaa !72
  %11 = tail call noalias dereferenceable_or_null(32) i8* @calloc(i64 noundef 1, i64 noundef 32) #21
  %12 = bitcast i8* %11 to %struct.Curve448Point*
  %13 = bitcast %struct.Curve448Point** %0 to i8**
  store i8* %11, i8** %13, align 8, !tbaa !6
  %14 = icmp eq i8* %11, null
  br i1 %14, label %63, label %15

15:                                               ; preds = %6
  %16 = load %struct._Curve448Context*, %struct._Curve448Context** %7, align 8, !tbaa !76
  %17 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %12, i64 0, i32 0
  store %struct._Curve448Context* %16, %struct._Curve448Context** %17, align 8, !tbaa !76
  %18 = tail call fastcc %struct._WorkplaceCurve448* @new_workplace(%struct.mont_context* noundef %10)
  %19 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %12, i64 0, i32 1
  store %struct._WorkplaceCurve448* %18, %struct._WorkplaceCurve448** %19, align 8, !tbaa !78
  %20 = icmp eq %struct._WorkplaceCurve448* %18, null
  br i1 %20, label %55, label %21

21:                                               ; preds = %15
  %22 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %12, i64 0, i32 2
  %23 = tail call signext i32 @mont_new_number(i64** noundef nonnull %22, i32 noundef signext 1, %struct.mont_context* noundef %10) #21
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %41

25:                                               ; preds = %21
  %26 = load i64*, i64** %22, align 8, !tbaa !79
  %27 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %1, i64 0, i32 2
  %28 = load i64*, i64** %27, align 8, !tbaa !79
  %29 = tail call signext i32 @mont_copy(i64* noundef %26, i64* noundef %28, %struct.mont_context* noundef %10) #21
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %41

31:                                               ; preds = %25
  %32 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %12, i64 0, i32 3
  %33 = tail call signext i32 @mont_new_number(i64** noundef nonnull %32, i32 noundef signext 1, %struct.mont_context* noundef %10) #21
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %41

35:                                               ; preds = %31
  %36 = load i64*, i64** %32, align 8, !tbaa !80
  %37 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %1, i64 0, i32 3
  %38 = load i64*, i64** %37, align 8, !tbaa !80
  %39 = tail call signext i32 @mont_copy(i64* noundef %36, i64* noundef %38, %struct.mont_context* noundef %10) #21
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %63, label %41

41:                                               ; preds = %35, %31, %25, %21
  %42 = phi i32 [ %39, %35 ], [ %33, %31 ], [ %29, %25 ], [ %23, %21 ]
  %43 = load %struct._WorkplaceCurve448*, %struct._WorkplaceCurve448** %19, align 8, !tbaa !78
  %44 = icmp eq %struct._WorkplaceCurve448* %43, null
  br i1 %44, label %55, label %45

45:                                               ; preds = %41
  %46 = bitcast %struct._WorkplaceCurve448* %43 to i8**
  %47 = load i8*, i8** %46, align 8, !tbaa !81
  tail call void @free(i8* noundef %47) #21
  %48 = getelementptr inbounds %struct._WorkplaceCurve448, %struct._WorkplaceCurve448* %43, i64 0, i32 1
  %49 = bitcast i64** %48 to i8**
  %50 = load i8*, i8** %49, align 8, !tbaa !83
  tail call void @free(i8* noundef %50) #21
  %51 = getelementptr inbounds %struct._WorkplaceCurve448, %struct._WorkplaceCurve448* %43, i64 0, i32 2
  %52 = bitcast i64** %51 to i8**
  %53 = load i8*, i8** %52, align 8, !tbaa !84
  tail call void @free(i8* noundef %53) #21
  %54 = bitcast %struct._WorkplaceCurve448* %43 to i8*
  tail call void @free(i8* noundef %54) #21
  br label %55

55:                                               ; preds = %45, %41, %15
  %56 = phi i32 [ %42, %41 ], [ %42, %45 ], [ -1, %15 ]
  %57 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %12, i64 0, i32 2
  %58 = bitcast i64** %57 to i8**
  %59 = load i8*, i8** %58, align 8, !tbaa !79
  tail call void @free(i8* noundef %59) #21
  %60 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %12, i64 0, i32 3
  %61 = bitcast i64** %60 to i8**
  %62 = load i8*, i8** %61, align 8, !tbaa !80
  tail call void @free(i8* noundef %62) #21
  tail call void @free(i8* noundef nonnull %11) #21
  store %struct.Curve448Point* null, %struct.Curve448Point** %0, align 8, !tbaa !6
  br label %63

63:                                               ; preds = %55, %35, %6, %2
  %64 = phi i32 [ %56, %55 ], [ 1, %2 ], [ 2, %6 ], [ 0, %35 ]
  ret i32 %64
}

; Function Attrs: inlinehint nofree nosync nounwind
define hidden fastcc void @bytes_to_words(i64* noundef writeonly %0, i64 noundef %1, i8* noundef readonly %2, i64 noundef %3) unnamed_addr #14 {
  %5 = alloca i64, align 8
  %6 = bitcast i64* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #21
  %7 = icmp eq i64 %1, 0
  br i1 %7, label %122, label %8

8:                                                ; preds = %4
  %9 = icmp eq i64* %0, null
  %10 = icmp eq i8* %2, null
  %11 = or i1 %9, %10
  br i1 %11, label %122, label %12

12:                                               ; preds = %8
  %13 = bitcast i64* %0 to i8*
  %14 = shl i64 %1, 3
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %13, i8 0, i64 %14, i1 false)
  %15 = icmp eq i64 %3, 0
  br i1 %15, label %122, label %16

16:                                               ; preds = %21, %12
  %17 = phi i8* [ %22, %21 ], [ %2, %12 ]
  %18 = phi i64 [ %23, %21 ], [ %3, %12 ]
  %19 = load i8, i8* %17, align 1, !tbaa !23
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %21, label %25

21:                                               ; preds = %16
  %22 = getelementptr inbounds i8, i8* %17, i64 1
  %23 = add i64 %18, -1
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %122, label %16, !llvm.loop !85

25:                                               ; preds = %16
  %26 = add i64 %18, 7
  %27 = lshr i64 %26, 3
  %28 = icmp ugt i64 %27, %1
  br i1 %28, label %122, label %29

29:                                               ; preds = %25
  %30 = and i64 %18, 7
  %31 = icmp eq i64 %30, 0
  %32 = select i1 %31, i64 8, i64 %30
  store i64 0, i64* %5, align 8
  %33 = sub nuw nsw i64 8, %32
  %34 = getelementptr inbounds i8, i8* %6, i64 %33
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %34, i8* nonnull align 1 %17, i64 %32, i1 false)
  %35 = add nsw i64 %27, -1
  %36 = getelementptr inbounds i64, i64* %0, i64 %35
  %37 = load i8, i8* %6, align 8, !tbaa !23
  %38 = zext i8 %37 to i64
  %39 = shl nuw i64 %38, 56
  %40 = getelementptr inbounds i8, i8* %6, i64 1
  %41 = load i8, i8* %40, align 1, !tbaa !23
  %42 = zext i8 %41 to i64
  %43 = shl nuw nsw i64 %42, 48
  %44 = or i64 %43, %39
  %45 = getelementptr inbounds i8, i8* %6, i64 2
  %46 = load i8, i8* %45, align 2, !tbaa !23
  %47 = zext i8 %46 to i64
  %48 = shl nuw nsw i64 %47, 40
  %49 = or i64 %44, %48
  %50 = getelementptr inbounds i8, i8* %6, i64 3
  %51 = load i8, i8* %50, align 1, !tbaa !23
  %52 = zext i8 %51 to i64
  %53 = shl nuw nsw i64 %52, 32
  %54 = or i64 %49, %53
  %55 = getelementptr inbounds i8, i8* %6, i64 4
  %56 = load i8, i8* %55, align 4, !tbaa !23
  %57 = zext i8 %56 to i64
  %58 = shl nuw nsw i64 %57, 24
  %59 = or i64 %54, %58
  %60 = getelementptr inbounds i8, i8* %6, i64 5
  %61 = load i8, i8* %60, align 1, !tbaa !23
  %62 = zext i8 %61 to i64
  %63 = shl nuw nsw i64 %62, 16
  %64 = or i64 %59, %63
  %65 = getelementptr inbounds i8, i8* %6, i64 6
  %66 = load i8, i8* %65, align 2, !tbaa !23
  %67 = zext i8 %66 to i64
  %68 = shl nuw nsw i64 %67, 8
  %69 = or i64 %64, %68
  %70 = getelementptr inbounds i8, i8* %6, i64 7
  %71 = load i8, i8* %70, align 1, !tbaa !23
  %72 = zext i8 %71 to i64
  %73 = or i64 %69, %72
  store i64 %73, i64* %36, align 8, !tbaa !28
  %74 = icmp eq i64 %35, 0
  br i1 %74, label %122, label %75

75:                                               ; preds = %29
  %76 = getelementptr inbounds i8, i8* %17, i64 %32
  br label %77

77:                                               ; preds = %77, %75
  %78 = phi i64* [ %81, %77 ], [ %36, %75 ]
  %79 = phi i64 [ %119, %77 ], [ 0, %75 ]
  %80 = phi i8* [ %120, %77 ], [ %76, %75 ]
  %81 = getelementptr inbounds i64, i64* %78, i64 -1
  %82 = load i8, i8* %80, align 1, !tbaa !23
  %83 = zext i8 %82 to i64
  %84 = shl nuw i64 %83, 56
  %85 = getelementptr inbounds i8, i8* %80, i64 1
  %86 = load i8, i8* %85, align 1, !tbaa !23
  %87 = zext i8 %86 to i64
  %88 = shl nuw nsw i64 %87, 48
  %89 = or i64 %88, %84
  %90 = getelementptr inbounds i8, i8* %80, i64 2
  %91 = load i8, i8* %90, align 1, !tbaa !23
  %92 = zext i8 %91 to i64
  %93 = shl nuw nsw i64 %92, 40
  %94 = or i64 %89, %93
  %95 = getelementptr inbounds i8, i8* %80, i64 3
  %96 = load i8, i8* %95, align 1, !tbaa !23
  %97 = zext i8 %96 to i64
  %98 = shl nuw nsw i64 %97, 32
  %99 = or i64 %94, %98
  %100 = getelementptr inbounds i8, i8* %80, i64 4
  %101 = load i8, i8* %100, align 1, !tbaa !23
  %102 = zext i8 %101 to i64
  %103 = shl nuw nsw i64 %102, 24
  %104 = or i64 %99, %103
  %105 = getelementptr inbounds i8, i8* %80, i64 5
  %106 = load i8, i8* %105, align 1, !tbaa !23
  %107 = zext i8 %106 to i64
  %108 = shl nuw nsw i64 %107, 16
  %109 = or i64 %104, %108
  %110 = getelementptr inbounds i8, i8* %80, i64 6
  %111 = load i8, i8* %110, align 1, !tbaa !23
  %112 = zext i8 %111 to i64
  %113 = shl nuw nsw i64 %112, 8
  %114 = or i64 %109, %113
  %115 = getelementptr inbounds i8, i8* %80, i64 7
  %116 = load i8, i8* %115, align 1, !tbaa !23
  %117 = zext i8 %116 to i64
  %118 = or i64 %114, %117
  store i64 %118, i64* %81, align 8, !tbaa !28
  %119 = add nuw i64 %79, 1
  %120 = getelementptr inbounds i8, i8* %80, i64 8
  %121 = icmp eq i64 %119, %35
  br i1 %121, label %122, label %77, !llvm.loop !86

122:                                              ; preds = %77, %29, %25, %21, %12, %8, %4
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #21
  ret void
}

; Function Attrs: inlinehint nounwind
define hidden fastcc %struct._ProtMemory** @ec_scramble_g_p521(%struct.mont_context* noundef %0, i64 noundef %1) unnamed_addr #15 {
  %3 = load i32, i32* @p521_points_per_table, align 4, !tbaa !19
  %4 = zext i32 %3 to i64
  %5 = tail call noalias i8* @calloc(i64 noundef %4, i64 noundef 8) #21
  %6 = bitcast i8* %5 to i8**
  %7 = icmp eq i8* %5, null
  br i1 %7, label %48, label %8

8:                                                ; preds = %2
  %9 = load i32, i32* @p521_n_tables, align 4, !tbaa !19
  %10 = zext i32 %9 to i64
  %11 = tail call noalias i8* @calloc(i64 noundef %10, i64 noundef 8) #21
  %12 = bitcast i8* %11 to %struct._ProtMemory**
  %13 = icmp eq i8* %11, null
  br i1 %13, label %19, label %14

14:                                               ; preds = %8
  %15 = icmp eq i32 %9, 0
  br i1 %15, label %46, label %16

16:                                               ; preds = %14
  %17 = icmp eq i32 %3, 0
  %18 = trunc i32 %3 to i8
  br label %20

19:                                               ; preds = %8
  tail call void @free(i8* noundef nonnull %5) #21
  br label %48

20:                                               ; preds = %29, %16
  %21 = phi i64 [ 0, %16 ], [ %34, %29 ]
  br i1 %17, label %29, label %22

22:                                               ; preds = %22, %20
  %23 = phi i64 [ %27, %22 ], [ 0, %20 ]
  %24 = getelementptr inbounds [131 x [16 x [2 x [9 x i64]]]], [131 x [16 x [2 x [9 x i64]]]]* @p521_tables, i64 0, i64 %21, i64 %23
  %25 = getelementptr inbounds i8*, i8** %6, i64 %23
  %26 = bitcast i8** %25 to [2 x [9 x i64]]**
  store [2 x [9 x i64]]* %24, [2 x [9 x i64]]** %26, align 8, !tbaa !6
  %27 = add nuw nsw i64 %23, 1
  %28 = icmp eq i64 %27, %4
  br i1 %28, label %29, label %22, !llvm.loop !87

29:                                               ; preds = %22, %20
  %30 = getelementptr inbounds %struct._ProtMemory*, %struct._ProtMemory** %12, i64 %21
  %31 = tail call i64 @mont_bytes(%struct.mont_context* noundef %0) #21
  %32 = shl i64 %31, 1
  %33 = tail call signext i32 @scatter(%struct._ProtMemory** noundef nonnull %30, i8** noundef nonnull %6, i8 noundef zeroext %18, i64 noundef %32, i64 noundef %1) #21
  %34 = add nuw nsw i64 %21, 1
  %35 = icmp eq i32 %33, 0
  %36 = icmp ult i64 %34, %10
  %37 = select i1 %35, i1 %36, i1 false
  br i1 %37, label %20, label %38, !llvm.loop !88

38:                                               ; preds = %29
  br i1 %35, label %46, label %39

39:                                               ; preds = %39, %38
  %40 = phi i64 [ %43, %39 ], [ 0, %38 ]
  %41 = getelementptr inbounds %struct._ProtMemory*, %struct._ProtMemory** %12, i64 %40
  %42 = load %struct._ProtMemory*, %struct._ProtMemory** %41, align 8, !tbaa !6
  tail call void @free_scattered(%struct._ProtMemory* noundef %42) #21
  %43 = add nuw nsw i64 %40, 1
  %44 = icmp eq i64 %43, %10
  br i1 %44, label %45, label %39, !llvm.loop !89

45:                                               ; preds = %39
  tail call void @free(i8* noundef nonnull %11) #21
  br label %46

46:                                               ; preds = %45, %38, %14
  %47 = phi %struct._ProtMemory** [ null, %45 ], [ %12, %38 ], [ %12, %14 ]
  tail call void @free(i8* noundef %5) #21
  br label %48

48:                                               ; preds = %46, %19, %2
  %49 = phi %struct._ProtMemory** [ null, %19 ], [ %47, %46 ], [ null, %2 ]
  ret %struct._ProtMemory** %49
}

; Function Attrs: nounwind
define dso_local void @ec_ws_free_context(%struct._EcContext* noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq %struct._EcContext* %0, null
  br i1 %2, label %65, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %0, i64 0, i32 0
  %5 = load %struct.mont_context*, %struct.mont_context** %4, align 8, !tbaa !90
  %6 = getelementptr inbounds %struct.mont_context, %struct.mont_context* %5, i64 0, i32 0
  %7 = load i32, i32* %6, align 8, !tbaa !92
  switch i32 %7, label %56 [
    i32 1, label %8
    i32 2, label %23
    i32 3, label %38
  ]

8:                                                ; preds = %3
  %9 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %0, i64 0, i32 3
  %10 = load %struct._ProtMemory**, %struct._ProtMemory*** %9, align 8, !tbaa !93
  %11 = icmp eq %struct._ProtMemory** %10, null
  br i1 %11, label %56, label %12

12:                                               ; preds = %8
  %13 = load i32, i32* @p256_n_tables, align 4, !tbaa !19
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %53, label %15

15:                                               ; preds = %12
  %16 = zext i32 %13 to i64
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i64 [ 0, %15 ], [ %21, %17 ]
  %19 = getelementptr inbounds %struct._ProtMemory*, %struct._ProtMemory** %10, i64 %18
  %20 = load %struct._ProtMemory*, %struct._ProtMemory** %19, align 8, !tbaa !6
  tail call void @free_scattered(%struct._ProtMemory* noundef %20) #21
  %21 = add nuw nsw i64 %18, 1
  %22 = icmp eq i64 %21, %16
  br i1 %22, label %53, label %17, !llvm.loop !94

23:                                               ; preds = %3
  %24 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %0, i64 0, i32 3
  %25 = load %struct._ProtMemory**, %struct._ProtMemory*** %24, align 8, !tbaa !93
  %26 = icmp eq %struct._ProtMemory** %25, null
  br i1 %26, label %56, label %27

27:                                               ; preds = %23
  %28 = load i32, i32* @p384_n_tables, align 4, !tbaa !19
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %53, label %30

30:                                               ; preds = %27
  %31 = zext i32 %28 to i64
  br label %32

32:                                               ; preds = %32, %30
  %33 = phi i64 [ 0, %30 ], [ %36, %32 ]
  %34 = getelementptr inbounds %struct._ProtMemory*, %struct._ProtMemory** %25, i64 %33
  %35 = load %struct._ProtMemory*, %struct._ProtMemory** %34, align 8, !tbaa !6
  tail call void @free_scattered(%struct._ProtMemory* noundef %35) #21
  %36 = add nuw nsw i64 %33, 1
  %37 = icmp eq i64 %36, %31
  br i1 %37, label %53, label %32, !llvm.loop !95

38:                                               ; preds = %3
  %39 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %0, i64 0, i32 3
  %40 = load %struct._ProtMemory**, %struct._ProtMemory*** %39, align 8, !tbaa !93
  %41 = icmp eq %struct._ProtMemory** %40, null
  br i1 %41, label %56, label %42

42:                                               ; preds = %38
  %43 = load i32, i32* @p521_n_tables, align 4, !tbaa !19
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %53, label %45

45:                                               ; preds = %42
  %46 = zext i32 %43 to i64
  br label %47

47:                                               ; preds = %47, %45
  %48 = phi i64 [ 0, %45 ], [ %51, %47 ]
  %49 = getelementptr inbounds %struct._ProtMemory*, %struct._ProtMemory** %40, i64 %48
  %50 = load %struct._ProtMemory*, %struct._ProtMemory** %49, align 8, !tbaa !6
  tail call void @free_scattered(%struct._ProtMemory* noundef %50) #21
  %51 = add nuw nsw i64 %48, 1
  %52 = icmp eq i64 %51, %46
  br i1 %52, label %53, label %47, !llvm.loop !89

53:                                               ; preds = %47, %42, %32, %27, %17, %12
  %54 = phi %struct._ProtMemory** [ %10, %12 ], [ %25, %27 ], [ %40, %42 ], [ %10, %17 ], [ %25, %32 ], [ %40, %47 ]
  %55 = bitcast %struct._ProtMemory** %54 to i8*
  tail call void @free(i8* noundef %55) #21
  br label %56

56:                                               ; preds = %53, %38, %23, %8, %3
  %57 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %0, i64 0, i32 1
  %58 = bitcast i64** %57 to i8**
  %59 = load i8*, i8** %58, align 8, !tbaa !96
  tail call void @free(i8* noundef %59) #21
  %60 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %0, i64 0, i32 2
  %61 = bitcast i64** %60 to i8**
  %62 = load i8*, i8** %61, align 8, !tbaa !97
  tail call void @free(i8* noundef %62) #21
  %63 = load %struct.mont_context*, %struct.mont_context** %4, align 8, !tbaa !90
  tail call void @mont_context_free(%struct.mont_context* noundef %63) #21
  %64 = bitcast %struct._EcContext* %0 to i8*
  tail call void @free(i8* noundef %64) #21
  br label %65

65:                                               ; preds = %56, %1
  ret void
}

; Function Attrs: inlinehint nounwind
declare hidden fastcc %struct.Workplace* @new_workplace.47(%struct.mont_context* noundef) unnamed_addr #15

; Function Attrs: inlinehint mustprogress nounwind willreturn
define hidden fastcc void @free_workplace(%struct.Workplace* noundef %0) unnamed_addr #16 {
  %2 = icmp eq %struct.Workplace* %0, null
  br i1 %2, label %40, label %3

3:                                                ; preds = %1
  %4 = bitcast %struct.Workplace* %0 to i8**
  %5 = load i8*, i8** %4, align 8, !tbaa !98
  tail call void @free(i8* noundef %5) #21
  %6 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %0, i64 0, i32 1
  %7 = bitcast i64** %6 to i8**
  %8 = load i8*, i8** %7, align 8, !tbaa !100
  tail call void @free(i8* noundef %8) #21
  %9 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %0, i64 0, i32 2
  %10 = bitcast i64** %9 to i8**
  %11 = load i8*, i8** %10, align 8, !tbaa !101
  tail call void @free(i8* noundef %11) #21
  %12 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %0, i64 0, i32 3
  %13 = bitcast i64** %12 to i8**
  %14 = load i8*, i8** %13, align 8, !tbaa !102
  tail call void @free(i8* noundef %14) #21
  %15 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %0, i64 0, i32 4
  %16 = bitcast i64** %15 to i8**
  %17 = load i8*, i8** %16, align 8, !tbaa !103
  tail call void @free(i8* noundef %17) #21
  %18 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %0, i64 0, i32 5
  %19 = bitcast i64** %18 to i8**
  %20 = load i8*, i8** %19, align 8, !tbaa !104
  tail call void @free(i8* noundef %20) #21
  %21 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %0, i64 0, i32 6
  %22 = bitcast i64** %21 to i8**
  %23 = load i8*, i8** %22, align 8, !tbaa !105
  tail call void @free(i8* noundef %23) #21
  %24 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %0, i64 0, i32 7
  %25 = bitcast i64** %24 to i8**
  %26 = load i8*, i8** %25, align 8, !tbaa !106
  tail call void @free(i8* noundef %26) #21
  %27 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %0, i64 0, i32 8
  %28 = bitcast i64** %27 to i8**
  %29 = load i8*, i8** %28, align 8, !tbaa !107
  tail call void @free(i8* noundef %29) #21
  %30 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %0, i64 0, i32 9
  %31 = bitcast i64** %30 to i8**
  %32 = load i8*, i8** %31, align 8, !tbaa !108
  tail call void @free(i8* noundef %32) #21
  %33 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %0, i64 0, i32 10
  %34 = bitcast i64** %33 to i8**
  %35 = load i8*, i8** %34, align 8, !tbaa !109
  tail call void @free(i8* noundef %35) #21
  %36 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %0, i64 0, i32 11
  %37 = bitcast i64** %36 to i8**
  %38 = load i8*, i8** %37, align 8, !tbaa !110
  tail call void @free(i8* noundef %38) #21
  %39 = bitcast %struct.Workplace* %0 to i8*
  tail call void @free(i8* noundef %39) #21
  br label %40

40:                                               ; preds = %3, %1
  ret void
}

; Function Attrs: inlinehint nounwind
declare hidden fastcc void @ec_full_double(i64* noundef, i64* noundef, i64* noundef, i64* nocapture noundef readonly, i64* nocapture noundef readonly, i64* nocapture noundef readonly, i64* noundef, %struct.Workplace* nocapture noundef readonly, %struct.mont_context* noundef) unnamed_addr #15

; Function Attrs: inlinehint nounwind
define hidden fastcc void @ec_full_add(i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* nocapture noundef readonly %3, i64* nocapture noundef readonly %4, i64* nocapture noundef readonly %5, i64* nocapture noundef readonly %6, i64* nocapture noundef readonly %7, i64* nocapture noundef readonly %8, i64* noundef %9, %struct.Workplace* nocapture noundef readonly %10, %struct.mont_context* noundef %11) unnamed_addr #15 {
  %13 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %10, i64 0, i32 0
  %14 = load i64*, i64** %13, align 8, !tbaa !98
  %15 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %10, i64 0, i32 1
  %16 = load i64*, i64** %15, align 8, !tbaa !100
  %17 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %10, i64 0, i32 2
  %18 = load i64*, i64** %17, align 8, !tbaa !101
  %19 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %10, i64 0, i32 3
  %20 = load i64*, i64** %19, align 8, !tbaa !102
  %21 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %10, i64 0, i32 4
  %22 = load i64*, i64** %21, align 8, !tbaa !103
  %23 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %10, i64 0, i32 5
  %24 = load i64*, i64** %23, align 8, !tbaa !104
  %25 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %10, i64 0, i32 6
  %26 = load i64*, i64** %25, align 8, !tbaa !105
  %27 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %10, i64 0, i32 7
  %28 = load i64*, i64** %27, align 8, !tbaa !106
  %29 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %10, i64 0, i32 8
  %30 = load i64*, i64** %29, align 8, !tbaa !107
  %31 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %10, i64 0, i32 9
  %32 = load i64*, i64** %31, align 8, !tbaa !108
  %33 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %10, i64 0, i32 10
  %34 = load i64*, i64** %33, align 8, !tbaa !109
  %35 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %10, i64 0, i32 11
  %36 = load i64*, i64** %35, align 8, !tbaa !110
  %37 = bitcast i64* %24 to i8*
  %38 = bitcast i64* %3 to i8*
  %39 = getelementptr inbounds %struct.mont_context, %struct.mont_context* %11, i64 0, i32 2
  %40 = load i32, i32* %39, align 8, !tbaa !74
  %41 = zext i32 %40 to i64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %37, i8* align 8 %38, i64 %41, i1 false)
  %42 = bitcast i64* %26 to i8*
  %43 = bitcast i64* %4 to i8*
  %44 = load i32, i32* %39, align 8, !tbaa !74
  %45 = zext i32 %44 to i64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %42, i8* align 8 %43, i64 %45, i1 false)
  %46 = bitcast i64* %28 to i8*
  %47 = bitcast i64* %5 to i8*
  %48 = load i32, i32* %39, align 8, !tbaa !74
  %49 = zext i32 %48 to i64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %46, i8* align 8 %47, i64 %49, i1 false)
  %50 = bitcast i64* %30 to i8*
  %51 = bitcast i64* %6 to i8*
  %52 = load i32, i32* %39, align 8, !tbaa !74
  %53 = zext i32 %52 to i64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %50, i8* align 8 %51, i64 %53, i1 false)
  %54 = bitcast i64* %32 to i8*
  %55 = bitcast i64* %7 to i8*
  %56 = load i32, i32* %39, align 8, !tbaa !74
  %57 = zext i32 %56 to i64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %54, i8* align 8 %55, i64 %57, i1 false)
  %58 = bitcast i64* %34 to i8*
  %59 = bitcast i64* %8 to i8*
  %60 = load i32, i32* %39, align 8, !tbaa !74
  %61 = zext i32 %60 to i64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %58, i8* align 8 %59, i64 %61, i1 false)
  %62 = tail call signext i32 @mont_mult(i64* noundef %14, i64* noundef %24, i64* noundef %30, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %63 = tail call signext i32 @mont_mult(i64* noundef %16, i64* noundef %26, i64* noundef %32, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %64 = tail call signext i32 @mont_mult(i64* noundef %18, i64* noundef %28, i64* noundef %34, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %65 = tail call signext i32 @mont_add(i64* noundef %20, i64* noundef %24, i64* noundef %26, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %66 = tail call signext i32 @mont_add(i64* noundef %22, i64* noundef %30, i64* noundef %32, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %67 = tail call signext i32 @mont_mult(i64* noundef %20, i64* noundef %20, i64* noundef %22, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %68 = tail call signext i32 @mont_add(i64* noundef %22, i64* noundef %14, i64* noundef %16, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %69 = tail call signext i32 @mont_sub(i64* noundef %20, i64* noundef %20, i64* noundef %22, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %70 = tail call signext i32 @mont_add(i64* noundef %22, i64* noundef %26, i64* noundef %28, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %71 = tail call signext i32 @mont_add(i64* noundef %0, i64* noundef %32, i64* noundef %34, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %72 = tail call signext i32 @mont_mult(i64* noundef %22, i64* noundef %22, i64* noundef %0, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %73 = tail call signext i32 @mont_add(i64* noundef %0, i64* noundef %16, i64* noundef %18, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %74 = tail call signext i32 @mont_sub(i64* noundef %22, i64* noundef %22, i64* noundef %0, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %75 = tail call signext i32 @mont_add(i64* noundef %0, i64* noundef %24, i64* noundef %28, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %76 = tail call signext i32 @mont_add(i64* noundef %1, i64* noundef %30, i64* noundef %34, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %77 = tail call signext i32 @mont_mult(i64* noundef %0, i64* noundef %0, i64* noundef %1, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %78 = tail call signext i32 @mont_add(i64* noundef %1, i64* noundef %14, i64* noundef %18, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %79 = tail call signext i32 @mont_sub(i64* noundef %1, i64* noundef %0, i64* noundef %1, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %80 = tail call signext i32 @mont_mult(i64* noundef %2, i64* noundef %9, i64* noundef %18, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %81 = tail call signext i32 @mont_sub(i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %82 = tail call signext i32 @mont_add(i64* noundef %2, i64* noundef %0, i64* noundef %0, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %83 = tail call signext i32 @mont_add(i64* noundef %0, i64* noundef %0, i64* noundef %2, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %84 = tail call signext i32 @mont_sub(i64* noundef %2, i64* noundef %16, i64* noundef %0, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %85 = tail call signext i32 @mont_add(i64* noundef %0, i64* noundef %16, i64* noundef %0, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %86 = tail call signext i32 @mont_mult(i64* noundef %1, i64* noundef %9, i64* noundef %1, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %87 = tail call signext i32 @mont_add(i64* noundef %16, i64* noundef %18, i64* noundef %18, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %88 = tail call signext i32 @mont_add(i64* noundef %18, i64* noundef %16, i64* noundef %18, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %89 = tail call signext i32 @mont_sub(i64* noundef %1, i64* noundef %1, i64* noundef %18, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %90 = tail call signext i32 @mont_sub(i64* noundef %1, i64* noundef %1, i64* noundef %14, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %91 = tail call signext i32 @mont_add(i64* noundef %16, i64* noundef %1, i64* noundef %1, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %92 = tail call signext i32 @mont_add(i64* noundef %1, i64* noundef %16, i64* noundef %1, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %93 = tail call signext i32 @mont_add(i64* noundef %16, i64* noundef %14, i64* noundef %14, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %94 = tail call signext i32 @mont_add(i64* noundef %14, i64* noundef %16, i64* noundef %14, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %95 = tail call signext i32 @mont_sub(i64* noundef %14, i64* noundef %14, i64* noundef %18, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %96 = tail call signext i32 @mont_mult(i64* noundef %16, i64* noundef %22, i64* noundef %1, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %97 = tail call signext i32 @mont_mult(i64* noundef %18, i64* noundef %14, i64* noundef %1, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %98 = tail call signext i32 @mont_mult(i64* noundef %1, i64* noundef %0, i64* noundef %2, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %99 = tail call signext i32 @mont_add(i64* noundef %1, i64* noundef %1, i64* noundef %18, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %100 = tail call signext i32 @mont_mult(i64* noundef %0, i64* noundef %20, i64* noundef %0, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %101 = tail call signext i32 @mont_sub(i64* noundef %0, i64* noundef %0, i64* noundef %16, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %102 = tail call signext i32 @mont_mult(i64* noundef %2, i64* noundef %22, i64* noundef %2, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %103 = tail call signext i32 @mont_mult(i64* noundef %16, i64* noundef %20, i64* noundef %14, i64* noundef %36, %struct.mont_context* noundef %11) #21
  %104 = tail call signext i32 @mont_add(i64* noundef %2, i64* noundef %2, i64* noundef %16, i64* noundef %36, %struct.mont_context* noundef %11) #21
  ret void
}

; Function Attrs: nounwind
define dso_local signext i32 @ec_ws_scalar(%struct._EcPoint* noundef readonly %0, i8* noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #2 {
  %5 = alloca i8*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64*, align 8
  %8 = icmp eq %struct._EcPoint* %0, null
  %9 = icmp eq i8* %1, null
  %10 = or i1 %8, %9
  br i1 %10, label %299, label %11

11:                                               ; preds = %4
  %12 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 0
  %13 = load %struct._EcContext*, %struct._EcContext** %12, align 8, !tbaa !111
  %14 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %13, i64 0, i32 0
  %15 = load %struct.mont_context*, %struct.mont_context** %14, align 8, !tbaa !90
  %16 = icmp eq i64 %2, 0
  br i1 %16, label %299, label %17

17:                                               ; preds = %11
  %18 = tail call fastcc %struct.Workplace* @new_workplace.47(%struct.mont_context* noundef %15)
  %19 = icmp eq %struct.Workplace* %18, null
  br i1 %19, label %296, label %20

20:                                               ; preds = %17
  %21 = tail call fastcc %struct.Workplace* @new_workplace.47(%struct.mont_context* noundef %15)
  %22 = icmp eq %struct.Workplace* %21, null
  br i1 %22, label %296, label %23

23:                                               ; preds = %20
  %24 = getelementptr inbounds %struct.mont_context, %struct.mont_context* %15, i64 0, i32 0
  %25 = load i32, i32* %24, align 8, !tbaa !92
  switch i32 %25, label %232 [
    i32 1, label %106
    i32 2, label %156
    i32 3, label %26
  ]

26:                                               ; preds = %23
  %27 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 1
  %28 = load i64*, i64** %27, align 8, !tbaa !113
  %29 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 2
  %30 = load i64*, i64** %29, align 8, !tbaa !114
  %31 = load i64, i64* %28, align 8, !tbaa !28
  %32 = icmp eq i64 %31, -468798559011619482
  %33 = load i64, i64* %30, align 8, !tbaa !28
  %34 = icmp eq i64 %33, -8593267801767975344
  %35 = and i1 %32, %34
  %36 = getelementptr inbounds i64, i64* %28, i64 1
  %37 = load i64, i64* %36, align 8, !tbaa !28
  %38 = icmp eq i64 %37, 3695401138005885595
  %39 = and i1 %35, %38
  %40 = getelementptr inbounds i64, i64* %30, i64 1
  %41 = load i64, i64* %40, align 8, !tbaa !28
  %42 = icmp eq i64 %41, 3836064706166178368
  %43 = and i1 %39, %42
  %44 = getelementptr inbounds i64, i64* %28, i64 2
  %45 = load i64, i64* %44, align 8, !tbaa !28
  %46 = icmp eq i64 %45, -135740037768697634
  %47 = and i1 %43, %46
  %48 = getelementptr inbounds i64, i64* %30, i64 2
  %49 = load i64, i64* %48, align 8, !tbaa !28
  %50 = icmp eq i64 %49, -4228676635086485663
  %51 = and i1 %47, %50
  %52 = getelementptr inbounds i64, i64* %28, i64 3
  %53 = load i64, i64* %52, align 8, !tbaa !28
  %54 = icmp eq i64 %53, -6824256941130819288
  %55 = and i1 %51, %54
  %56 = getelementptr inbounds i64, i64* %30, i64 3
  %57 = load i64, i64* %56, align 8, !tbaa !28
  %58 = icmp eq i64 %57, -7498930326476675520
  %59 = and i1 %55, %58
  %60 = getelementptr inbounds i64, i64* %28, i64 4
  %61 = load i64, i64* %60, align 8, !tbaa !28
  %62 = icmp eq i64 %61, -565008924583051846
  %63 = and i1 %59, %62
  %64 = getelementptr inbounds i64, i64* %30, i64 4
  %65 = load i64, i64* %64, align 8, !tbaa !28
  %66 = icmp eq i64 %65, 1706790690937005612
  %67 = and i1 %63, %66
  %68 = getelementptr inbounds i64, i64* %28, i64 5
  %69 = load i64, i64* %68, align 8, !tbaa !28
  %70 = icmp eq i64 %69, -7177469824220547807
  %71 = and i1 %67, %70
  %72 = getelementptr inbounds i64, i64* %30, i64 5
  %73 = load i64, i64* %72, align 8, !tbaa !28
  %74 = icmp eq i64 %73, -7424953328857299864
  %75 = and i1 %71, %74
  %76 = getelementptr inbounds i64, i64* %28, i64 6
  %77 = load i64, i64* %76, align 8, !tbaa !28
  %78 = icmp eq i64 %77, -7043969127616760766
  %79 = and i1 %75, %78
  %80 = getelementptr inbounds i64, i64* %30, i64 6
  %81 = load i64, i64* %80, align 8, !tbaa !28
  %82 = icmp eq i64 %81, 6668247425720589273
  %83 = and i1 %79, %82
  %84 = getelementptr inbounds i64, i64* %28, i64 7
  %85 = load i64, i64* %84, align 8, !tbaa !28
  %86 = icmp eq i64 %85, -8823107236856010291
  %87 = and i1 %83, %86
  %88 = getelementptr inbounds i64, i64* %30, i64 7
  %89 = load i64, i64* %88, align 8, !tbaa !28
  %90 = icmp eq i64 %89, 4118940400423256068
  %91 = and i1 %87, %90
  %92 = getelementptr inbounds i64, i64* %28, i64 8
  %93 = load i64, i64* %92, align 8, !tbaa !28
  %94 = icmp eq i64 %93, 198
  %95 = and i1 %91, %94
  %96 = getelementptr inbounds i64, i64* %30, i64 8
  %97 = load i64, i64* %96, align 8, !tbaa !28
  %98 = icmp eq i64 %97, 280
  %99 = and i1 %95, %98
  %100 = zext i1 %99 to i32
  %101 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 3
  %102 = load i64*, i64** %101, align 8, !tbaa !115
  %103 = tail call signext i32 @mont_is_one(i64* noundef %102, %struct.mont_context* noundef nonnull %15) #21
  %104 = and i32 %103, %100
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %232, label %222

106:                                              ; preds = %23
  %107 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 1
  %108 = load i64*, i64** %107, align 8, !tbaa !113
  %109 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 2
  %110 = load i64*, i64** %109, align 8, !tbaa !114
  %111 = load i64, i64* %108, align 8, !tbaa !28
  %112 = icmp eq i64 %111, 8784043285714375740
  %113 = load i64, i64* %110, align 8, !tbaa !28
  %114 = icmp eq i64 %113, -2453807210370345462
  %115 = and i1 %112, %114
  %116 = getelementptr inbounds i64, i64* %108, i64 1
  %117 = load i64, i64* %116, align 8, !tbaa !28
  %118 = icmp eq i64 %117, 8483257759279461889
  %119 = and i1 %115, %118
  %120 = getelementptr inbounds i64, i64* %110, i64 1
  %121 = load i64, i64* %120, align 8, !tbaa !28
  %122 = icmp eq i64 %121, -8409706061646666660
  %123 = and i1 %119, %122
  %124 = getelementptr inbounds i64, i64* %108, i64 2
  %125 = load i64, i64* %124, align 8, !tbaa !28
  %126 = icmp eq i64 %125, 8789745728267363600
  %127 = and i1 %123, %126
  %128 = getelementptr inbounds i64, i64* %110, i64 2
  %129 = load i64, i64* %128, align 8, !tbaa !28
  %130 = icmp eq i64 %129, -3249199208764148955
  %131 = and i1 %127, %130
  %132 = getelementptr inbounds i64, i64* %108, i64 3
  %133 = load i64, i64* %132, align 8, !tbaa !28
  %134 = icmp eq i64 %133, 1770019616739251654
  %135 = and i1 %131, %134
  %136 = getelementptr inbounds i64, i64* %110, i64 3
  %137 = load i64, i64* %136, align 8, !tbaa !28
  %138 = icmp eq i64 %137, -8830996915122840187
  %139 = and i1 %135, %138
  %140 = zext i1 %139 to i32
  %141 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 3
  %142 = load i64*, i64** %141, align 8, !tbaa !115
  %143 = tail call signext i32 @mont_is_one(i64* noundef %142, %struct.mont_context* noundef nonnull %15) #21
  %144 = and i32 %143, %140
  %145 = icmp eq i32 %144, 0
  br i1 %145, label %232, label %146

146:                                              ; preds = %106
  %147 = load i64*, i64** %107, align 8, !tbaa !113
  %148 = load i64*, i64** %109, align 8, !tbaa !114
  %149 = load i64*, i64** %141, align 8, !tbaa !115
  %150 = load %struct._EcContext*, %struct._EcContext** %12, align 8, !tbaa !111
  %151 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %150, i64 0, i32 1
  %152 = load i64*, i64** %151, align 8, !tbaa !96
  %153 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %150, i64 0, i32 3
  %154 = load %struct._ProtMemory**, %struct._ProtMemory*** %153, align 8, !tbaa !93
  %155 = tail call fastcc signext i32 @ec_scalar_g_p256(i64* noundef %147, i64* noundef %148, i64* noundef %149, i64* noundef %152, i8* noundef nonnull %1, i64 noundef %2, %struct.Workplace* noundef nonnull %18, %struct._ProtMemory** noundef %154, %struct.mont_context* noundef nonnull %15)
  br label %296

156:                                              ; preds = %23
  %157 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 1
  %158 = load i64*, i64** %157, align 8, !tbaa !113
  %159 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 2
  %160 = load i64*, i64** %159, align 8, !tbaa !114
  %161 = load i64, i64* %158, align 8, !tbaa !28
  %162 = icmp eq i64 %161, 4454189113653900584
  %163 = load i64, i64* %160, align 8, !tbaa !28
  %164 = icmp eq i64 %163, 2523209505731486974
  %165 = and i1 %162, %164
  %166 = getelementptr inbounds i64, i64* %158, i64 1
  %167 = load i64, i64* %166, align 8, !tbaa !28
  %168 = icmp eq i64 %167, 2369870743683386936
  %169 = and i1 %165, %168
  %170 = getelementptr inbounds i64, i64* %160, i64 1
  %171 = load i64, i64* %170, align 8, !tbaa !28
  %172 = icmp eq i64 %171, -6791524172683761236
  %173 = and i1 %169, %172
  %174 = getelementptr inbounds i64, i64* %158, i64 2
  %175 = load i64, i64* %174, align 8, !tbaa !28
  %176 = icmp eq i64 %175, -8674993926805172882
  %177 = and i1 %173, %176
  %178 = getelementptr inbounds i64, i64* %160, i64 2
  %179 = load i64, i64* %178, align 8, !tbaa !28
  %180 = icmp eq i64 %179, -8381788974133039024
  %181 = and i1 %177, %180
  %182 = getelementptr inbounds i64, i64* %158, i64 3
  %183 = load i64, i64* %182, align 8, !tbaa !28
  %184 = icmp eq i64 %183, 7229551204834152191
  %185 = and i1 %181, %184
  %186 = getelementptr inbounds i64, i64* %160, i64 3
  %187 = load i64, i64* %186, align 8, !tbaa !28
  %188 = icmp eq i64 %187, -4124362564652695591
  %189 = and i1 %185, %188
  %190 = getelementptr inbounds i64, i64* %158, i64 4
  %191 = load i64, i64* %190, align 8, !tbaa !28
  %192 = icmp eq i64 %191, -9137813387582972373
  %193 = and i1 %189, %192
  %194 = getelementptr inbounds i64, i64* %160, i64 4
  %195 = load i64, i64* %194, align 8, !tbaa !28
  %196 = icmp eq i64 %195, -2485984631113275328
  %197 = and i1 %193, %196
  %198 = getelementptr inbounds i64, i64* %158, i64 5
  %199 = load i64, i64* %198, align 8, !tbaa !28
  %200 = icmp eq i64 %199, 5564951339003155731
  %201 = and i1 %197, %200
  %202 = getelementptr inbounds i64, i64* %160, i64 5
  %203 = load i64, i64* %202, align 8, !tbaa !28
  %204 = icmp eq i64 %203, 3132442392059561449
  %205 = and i1 %201, %204
  %206 = zext i1 %205 to i32
  %207 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 3
  %208 = load i64*, i64** %207, align 8, !tbaa !115
  %209 = tail call signext i32 @mont_is_one(i64* noundef %208, %struct.mont_context* noundef nonnull %15) #21
  %210 = and i32 %209, %206
  %211 = icmp eq i32 %210, 0
  br i1 %211, label %232, label %212

212:                                              ; preds = %156
  %213 = load i64*, i64** %157, align 8, !tbaa !113
  %214 = load i64*, i64** %159, align 8, !tbaa !114
  %215 = load i64*, i64** %207, align 8, !tbaa !115
  %216 = load %struct._EcContext*, %struct._EcContext** %12, align 8, !tbaa !111
  %217 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %216, i64 0, i32 1
  %218 = load i64*, i64** %217, align 8, !tbaa !96
  %219 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %216, i64 0, i32 3
  %220 = load %struct._ProtMemory**, %struct._ProtMemory*** %219, align 8, !tbaa !93
  %221 = tail call fastcc signext i32 @ec_scalar_g_p384(i64* noundef %213, i64* noundef %214, i64* noundef %215, i64* noundef %218, i8* noundef nonnull %1, i64 noundef %2, %struct.Workplace* noundef nonnull %18, %struct._ProtMemory** noundef %220, %struct.mont_context* noundef nonnull %15)
  br label %296

222:                                              ; preds = %26
  %223 = load i64*, i64** %27, align 8, !tbaa !113
  %224 = load i64*, i64** %29, align 8, !tbaa !114
  %225 = load i64*, i64** %101, align 8, !tbaa !115
  %226 = load %struct._EcContext*, %struct._EcContext** %12, align 8, !tbaa !111
  %227 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %226, i64 0, i32 1
  %228 = load i64*, i64** %227, align 8, !tbaa !96
  %229 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %226, i64 0, i32 3
  %230 = load %struct._ProtMemory**, %struct._ProtMemory*** %229, align 8, !tbaa !93
  %231 = tail call fastcc signext i32 @ec_scalar_g_p521(i64* noundef %223, i64* noundef %224, i64* noundef %225, i64* noundef %228, i8* noundef nonnull %1, i64 noundef %2, %struct.Workplace* noundef nonnull %18, %struct._ProtMemory** noundef %230, %struct.mont_context* noundef nonnull %15)
  br label %296

232:                                              ; preds = %156, %106, %26, %23
  %233 = icmp eq i64 %3, 0
  br i1 %233, label %283, label %234

234:                                              ; preds = %232
  %235 = bitcast i8** %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %235) #21
  store i8* null, i8** %5, align 8, !tbaa !6
  %236 = bitcast i64* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %236) #21
  %237 = bitcast i64** %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %237) #21
  store i64* null, i64** %7, align 8, !tbaa !6
  %238 = call signext i32 @mont_new_random_number(i64** noundef nonnull %7, i32 noundef signext 1, i64 noundef %3, %struct.mont_context* noundef nonnull %15) #21
  %239 = icmp eq i32 %238, 0
  br i1 %239, label %240, label %280

240:                                              ; preds = %234
  %241 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 1
  %242 = load i64*, i64** %241, align 8, !tbaa !113
  %243 = load i64*, i64** %7, align 8, !tbaa !6
  %244 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %18, i64 0, i32 11
  %245 = load i64*, i64** %244, align 8, !tbaa !110
  %246 = call signext i32 @mont_mult(i64* noundef %242, i64* noundef %242, i64* noundef %243, i64* noundef %245, %struct.mont_context* noundef nonnull %15) #21
  %247 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 2
  %248 = load i64*, i64** %247, align 8, !tbaa !114
  %249 = load i64*, i64** %7, align 8, !tbaa !6
  %250 = load i64*, i64** %244, align 8, !tbaa !110
  %251 = call signext i32 @mont_mult(i64* noundef %248, i64* noundef %248, i64* noundef %249, i64* noundef %250, %struct.mont_context* noundef nonnull %15) #21
  %252 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 3
  %253 = load i64*, i64** %252, align 8, !tbaa !115
  %254 = load i64*, i64** %7, align 8, !tbaa !6
  %255 = load i64*, i64** %244, align 8, !tbaa !110
  %256 = call signext i32 @mont_mult(i64* noundef %253, i64* noundef %253, i64* noundef %254, i64* noundef %255, %struct.mont_context* noundef nonnull %15) #21
  %257 = bitcast i64** %7 to i8**
  %258 = load i8*, i8** %257, align 8, !tbaa !6
  call void @free(i8* noundef %258) #21
  %259 = trunc i64 %3 to i32
  %260 = load %struct._EcContext*, %struct._EcContext** %12, align 8, !tbaa !111
  %261 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %260, i64 0, i32 2
  %262 = load i64*, i64** %261, align 8, !tbaa !97
  %263 = getelementptr inbounds %struct.mont_context, %struct.mont_context* %15, i64 0, i32 1
  %264 = load i32, i32* %263, align 4, !tbaa !116
  %265 = zext i32 %264 to i64
  %266 = call fastcc signext i32 @blind_scalar_factor(i8** noundef nonnull %5, i64* noundef nonnull %6, i8* noundef nonnull %1, i64 noundef %2, i32 noundef signext %259, i64* noundef %262, i64 noundef %265)
  %267 = icmp eq i32 %266, 0
  br i1 %267, label %268, label %280

268:                                              ; preds = %240
  %269 = load i64*, i64** %241, align 8, !tbaa !113
  %270 = load i64*, i64** %247, align 8, !tbaa !114
  %271 = load i64*, i64** %252, align 8, !tbaa !115
  %272 = load %struct._EcContext*, %struct._EcContext** %12, align 8, !tbaa !111
  %273 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %272, i64 0, i32 1
  %274 = load i64*, i64** %273, align 8, !tbaa !96
  %275 = load i8*, i8** %5, align 8, !tbaa !6
  %276 = load i64, i64* %6, align 8, !tbaa !28
  %277 = add i64 %3, 1
  %278 = call fastcc signext i32 @ec_scalar(i64* noundef %269, i64* noundef %270, i64* noundef %271, i64* noundef %269, i64* noundef %270, i64* noundef %271, i64* noundef %274, i8* noundef %275, i64 noundef %276, i64 noundef %277, %struct.Workplace* noundef nonnull %18, %struct.mont_context* noundef nonnull %15)
  call void @free(i8* noundef %275) #21
  %279 = icmp eq i32 %278, 0
  br i1 %279, label %282, label %280

280:                                              ; preds = %268, %240, %234
  %281 = phi i32 [ %278, %268 ], [ %266, %240 ], [ %238, %234 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %237) #21
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %236) #21
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %235) #21
  br label %296

282:                                              ; preds = %268
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %237) #21
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %236) #21
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %235) #21
  br label %295

283:                                              ; preds = %232
  %284 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 1
  %285 = load i64*, i64** %284, align 8, !tbaa !113
  %286 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 2
  %287 = load i64*, i64** %286, align 8, !tbaa !114
  %288 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 3
  %289 = load i64*, i64** %288, align 8, !tbaa !115
  %290 = load %struct._EcContext*, %struct._EcContext** %12, align 8, !tbaa !111
  %291 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %290, i64 0, i32 1
  %292 = load i64*, i64** %291, align 8, !tbaa !96
  %293 = tail call fastcc signext i32 @ec_scalar(i64* noundef %285, i64* noundef %287, i64* noundef %289, i64* noundef %285, i64* noundef %287, i64* noundef %289, i64* noundef %292, i8* noundef nonnull %1, i64 noundef %2, i64 noundef 1, %struct.Workplace* noundef nonnull %18, %struct.mont_context* noundef nonnull %15)
  %294 = icmp eq i32 %293, 0
  br i1 %294, label %295, label %296

295:                                              ; preds = %283, %282
  br label %296

296:                                              ; preds = %295, %283, %280, %222, %212, %146, %20, %17
  %297 = phi %struct.Workplace* [ %21, %295 ], [ %21, %283 ], [ %21, %222 ], [ %21, %212 ], [ %21, %146 ], [ null, %17 ], [ null, %20 ], [ %21, %280 ]
  %298 = phi i32 [ 0, %295 ], [ %293, %283 ], [ %231, %222 ], [ %221, %212 ], [ %155, %146 ], [ 2, %17 ], [ 2, %20 ], [ %281, %280 ]
  call fastcc void @free_workplace(%struct.Workplace* noundef %18)
  call fastcc void @free_workplace(%struct.Workplace* noundef %297)
  br label %299

299:                                              ; preds = %296, %11, %4
  %300 = phi i32 [ %298, %296 ], [ 1, %4 ], [ 3, %11 ]
  ret i32 %300
}

; Function Attrs: inlinehint nounwind
declare hidden fastcc signext i32 @ec_scalar_g_p256(i64* noundef, i64* noundef, i64* noundef, i64* noundef, i8* noundef, i64 noundef, %struct.Workplace* nocapture noundef readonly, %struct._ProtMemory** nocapture noundef readonly, %struct.mont_context* noundef) unnamed_addr #15

; Function Attrs: inlinehint nounwind
declare hidden fastcc signext i32 @ec_scalar_g_p384(i64* noundef, i64* noundef, i64* noundef, i64* noundef, i8* noundef, i64 noundef, %struct.Workplace* nocapture noundef readonly, %struct._ProtMemory** nocapture noundef readonly, %struct.mont_context* noundef) unnamed_addr #15

; Function Attrs: inlinehint nounwind
define hidden fastcc signext i32 @ec_scalar_g_p521(i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef %3, i8* noundef %4, i64 noundef %5, %struct.Workplace* nocapture noundef readonly %6, %struct._ProtMemory** nocapture noundef readonly %7, %struct.mont_context* noundef %8) unnamed_addr #15 {
  %10 = alloca %struct.BitWindow_RL, align 8
  %11 = alloca [18 x i64], align 8
  %12 = bitcast %struct.BitWindow_RL* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %12) #21
  %13 = tail call signext i32 @mont_set(i64* noundef %0, i64 noundef 0, %struct.mont_context* noundef %8) #21
  %14 = tail call signext i32 @mont_set(i64* noundef %1, i64 noundef 1, %struct.mont_context* noundef %8) #21
  %15 = tail call signext i32 @mont_set(i64* noundef %2, i64 noundef 0, %struct.mont_context* noundef %8) #21
  %16 = icmp eq i64 %5, 0
  br i1 %16, label %28, label %17

17:                                               ; preds = %9
  %18 = getelementptr i8, i8* %4, i64 %5
  br label %19

19:                                               ; preds = %24, %17
  %20 = phi i8* [ %25, %24 ], [ %4, %17 ]
  %21 = phi i64 [ %26, %24 ], [ %5, %17 ]
  %22 = load i8, i8* %20, align 1, !tbaa !23
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %24, label %28

24:                                               ; preds = %19
  %25 = getelementptr inbounds i8, i8* %20, i64 1
  %26 = add i64 %21, -1
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %28, label %19, !llvm.loop !117

28:                                               ; preds = %24, %19, %9
  %29 = phi i64 [ 0, %9 ], [ 0, %24 ], [ %21, %19 ]
  %30 = phi i8* [ %4, %9 ], [ %18, %24 ], [ %20, %19 ]
  %31 = load i32, i32* @p521_window_size, align 4, !tbaa !19
  call void @init_bit_window_rl(%struct.BitWindow_RL* nonnull sret(%struct.BitWindow_RL) align 8 %10, i32 noundef signext %31, i8* noundef %30, i64 noundef %29) #21
  %32 = icmp eq i64 %29, 66
  br i1 %32, label %33, label %39

33:                                               ; preds = %28
  %34 = load i8, i8* %30, align 1, !tbaa !23
  %35 = icmp ult i8 %34, 2
  br i1 %35, label %36, label %68

36:                                               ; preds = %33
  %37 = add i32 %31, -1
  %38 = icmp ult i32 %37, 7
  br i1 %38, label %41, label %48

39:                                               ; preds = %28
  %40 = icmp ugt i64 %29, 66
  br i1 %40, label %68, label %48

41:                                               ; preds = %36
  %42 = sext i32 %37 to i64
  %43 = getelementptr inbounds [7 x i32], [7 x i32]* @switch.table.ec_scalar_g_p521, i64 0, i64 %42
  %44 = load i32, i32* %43, align 4
  %45 = getelementptr inbounds %struct.BitWindow_RL, %struct.BitWindow_RL* %10, i64 0, i32 1
  %46 = load i32, i32* %45, align 4, !tbaa !118
  %47 = add i32 %46, %44
  store i32 %47, i32* %45, align 4, !tbaa !118
  br label %48

48:                                               ; preds = %41, %39, %36
  %49 = getelementptr inbounds %struct.BitWindow_RL, %struct.BitWindow_RL* %10, i64 0, i32 1
  %50 = load i32, i32* %49, align 4, !tbaa !118
  %51 = load i32, i32* @p521_n_tables, align 4, !tbaa !19
  %52 = icmp ugt i32 %50, %51
  br i1 %52, label %68, label %53

53:                                               ; preds = %48
  %54 = icmp eq i32 %50, 0
  br i1 %54, label %68, label %55

55:                                               ; preds = %53
  %56 = bitcast [18 x i64]* %11 to i8*
  %57 = getelementptr inbounds [18 x i64], [18 x i64]* %11, i64 0, i64 0
  %58 = getelementptr inbounds [18 x i64], [18 x i64]* %11, i64 0, i64 9
  br label %59

59:                                               ; preds = %59, %55
  %60 = phi i64 [ 0, %55 ], [ %64, %59 ]
  call void @llvm.lifetime.start.p0i8(i64 144, i8* nonnull %56) #21
  %61 = call signext i32 @get_next_digit_rl(%struct.BitWindow_RL* noundef nonnull %10) #21
  %62 = getelementptr inbounds %struct._ProtMemory*, %struct._ProtMemory** %7, i64 %60
  %63 = load %struct._ProtMemory*, %struct._ProtMemory** %62, align 8, !tbaa !6
  call void @gather(i8* noundef nonnull %56, %struct._ProtMemory* noundef %63, i32 noundef signext %61) #21
  call fastcc void @ec_mix_add(i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef nonnull %57, i64* noundef nonnull %58, i64* noundef %3, %struct.Workplace* noundef %6, %struct.mont_context* noundef %8)
  call void @llvm.lifetime.end.p0i8(i64 144, i8* nonnull %56) #21
  %64 = add nuw nsw i64 %60, 1
  %65 = load i32, i32* %49, align 4, !tbaa !118
  %66 = zext i32 %65 to i64
  %67 = icmp ult i64 %64, %66
  br i1 %67, label %59, label %68, !llvm.loop !120

68:                                               ; preds = %59, %53, %48, %39, %33
  %69 = phi i32 [ 14, %33 ], [ 14, %39 ], [ 14, %48 ], [ 0, %53 ], [ 0, %59 ]
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %12) #21
  ret i32 %69
}

; Function Attrs: nounwind
declare hidden fastcc signext i32 @blind_scalar_factor(i8** nocapture noundef, i64* nocapture noundef, i8* noundef, i64 noundef, i32 noundef signext, i64* noundef, i64 noundef) unnamed_addr #2

; Function Attrs: inlinehint nounwind
define hidden fastcc signext i32 @ec_scalar(i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef %3, i64* noundef %4, i64* noundef %5, i64* noundef %6, i8* noundef %7, i64 noundef %8, i64 noundef %9, %struct.Workplace* nocapture noundef readonly %10, %struct.mont_context* noundef %11) unnamed_addr #15 {
  %13 = alloca [16 x i64*], align 8
  %14 = alloca [16 x i64*], align 8
  %15 = alloca [16 x i64*], align 8
  %16 = alloca %struct._ProtMemory*, align 8
  %17 = alloca %struct._ProtMemory*, align 8
  %18 = alloca %struct._ProtMemory*, align 8
  %19 = alloca %struct.BitWindow_LR, align 8
  %20 = bitcast [16 x i64*]* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %20) #21
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(128) %20, i8 0, i64 128, i1 false)
  %21 = bitcast [16 x i64*]* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %21) #21
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(128) %21, i8 0, i64 128, i1 false)
  %22 = bitcast [16 x i64*]* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %22) #21
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(128) %22, i8 0, i64 128, i1 false)
  %23 = bitcast %struct._ProtMemory** %16 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %23) #21
  store %struct._ProtMemory* null, %struct._ProtMemory** %16, align 8, !tbaa !6
  %24 = bitcast %struct._ProtMemory** %17 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %24) #21
  store %struct._ProtMemory* null, %struct._ProtMemory** %17, align 8, !tbaa !6
  %25 = bitcast %struct._ProtMemory** %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %25) #21
  store %struct._ProtMemory* null, %struct._ProtMemory** %18, align 8, !tbaa !6
  %26 = bitcast %struct.BitWindow_LR* %19 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %26) #21
  %27 = tail call signext i32 @mont_is_one(i64* noundef %5, %struct.mont_context* noundef %11) #21
  %28 = getelementptr inbounds %struct.mont_context, %struct.mont_context* %11, i64 0, i32 1
  %29 = load i32, i32* %28, align 4, !tbaa !116
  %30 = zext i32 %29 to i64
  %31 = tail call noalias i8* @calloc(i64 noundef %30, i64 noundef 8) #21
  %32 = bitcast i8* %31 to i64*
  %33 = icmp eq i8* %31, null
  br i1 %33, label %143, label %34

34:                                               ; preds = %12
  %35 = tail call noalias i8* @calloc(i64 noundef %30, i64 noundef 8) #21
  %36 = bitcast i8* %35 to i64*
  %37 = icmp eq i8* %35, null
  br i1 %37, label %143, label %38

38:                                               ; preds = %34
  %39 = tail call noalias i8* @calloc(i64 noundef %30, i64 noundef 8) #21
  %40 = bitcast i8* %39 to i64*
  %41 = icmp eq i8* %39, null
  br i1 %41, label %143, label %45

42:                                               ; preds = %56
  %43 = add nuw nsw i64 %46, 1
  %44 = icmp eq i64 %43, 16
  br i1 %44, label %61, label %45, !llvm.loop !121

45:                                               ; preds = %42, %38
  %46 = phi i64 [ %43, %42 ], [ 0, %38 ]
  %47 = tail call noalias i8* @calloc(i64 noundef %30, i64 noundef 8) #21
  %48 = getelementptr inbounds [16 x i64*], [16 x i64*]* %13, i64 0, i64 %46
  %49 = bitcast i64** %48 to i8**
  store i8* %47, i8** %49, align 8, !tbaa !6
  %50 = icmp eq i8* %47, null
  br i1 %50, label %143, label %51

51:                                               ; preds = %45
  %52 = tail call noalias i8* @calloc(i64 noundef %30, i64 noundef 8) #21
  %53 = getelementptr inbounds [16 x i64*], [16 x i64*]* %14, i64 0, i64 %46
  %54 = bitcast i64** %53 to i8**
  store i8* %52, i8** %54, align 8, !tbaa !6
  %55 = icmp eq i8* %52, null
  br i1 %55, label %143, label %56

56:                                               ; preds = %51
  %57 = tail call noalias i8* @calloc(i64 noundef %30, i64 noundef 8) #21
  %58 = getelementptr inbounds [16 x i64*], [16 x i64*]* %15, i64 0, i64 %46
  %59 = bitcast i64** %58 to i8**
  store i8* %57, i8** %59, align 8, !tbaa !6
  %60 = icmp eq i8* %57, null
  br i1 %60, label %143, label %42

61:                                               ; preds = %42
  %62 = getelementptr inbounds [16 x i64*], [16 x i64*]* %13, i64 0, i64 0
  %63 = load i64*, i64** %62, align 8, !tbaa !6
  %64 = tail call signext i32 @mont_set(i64* noundef %63, i64 noundef 0, %struct.mont_context* noundef %11) #21
  %65 = getelementptr inbounds [16 x i64*], [16 x i64*]* %14, i64 0, i64 0
  %66 = load i64*, i64** %65, align 8, !tbaa !6
  %67 = tail call signext i32 @mont_set(i64* noundef %66, i64 noundef 1, %struct.mont_context* noundef %11) #21
  %68 = getelementptr inbounds [16 x i64*], [16 x i64*]* %15, i64 0, i64 0
  %69 = load i64*, i64** %68, align 8, !tbaa !6
  %70 = tail call signext i32 @mont_set(i64* noundef %69, i64 noundef 0, %struct.mont_context* noundef %11) #21
  %71 = getelementptr inbounds [16 x i64*], [16 x i64*]* %13, i64 0, i64 1
  %72 = load i64*, i64** %71, align 8, !tbaa !6
  %73 = tail call signext i32 @mont_copy(i64* noundef %72, i64* noundef %3, %struct.mont_context* noundef %11) #21
  %74 = getelementptr inbounds [16 x i64*], [16 x i64*]* %14, i64 0, i64 1
  %75 = load i64*, i64** %74, align 8, !tbaa !6
  %76 = tail call signext i32 @mont_copy(i64* noundef %75, i64* noundef %4, %struct.mont_context* noundef %11) #21
  %77 = getelementptr inbounds [16 x i64*], [16 x i64*]* %15, i64 0, i64 1
  %78 = load i64*, i64** %77, align 8, !tbaa !6
  %79 = tail call signext i32 @mont_copy(i64* noundef %78, i64* noundef %5, %struct.mont_context* noundef %11) #21
  %80 = icmp eq i32 %27, 0
  br label %81

81:                                               ; preds = %94, %61
  %82 = phi i64* [ %78, %61 ], [ %91, %94 ]
  %83 = phi i64* [ %75, %61 ], [ %89, %94 ]
  %84 = phi i64* [ %72, %61 ], [ %87, %94 ]
  %85 = phi i64 [ 2, %61 ], [ %95, %94 ]
  %86 = getelementptr inbounds [16 x i64*], [16 x i64*]* %13, i64 0, i64 %85
  %87 = load i64*, i64** %86, align 8, !tbaa !6
  %88 = getelementptr inbounds [16 x i64*], [16 x i64*]* %14, i64 0, i64 %85
  %89 = load i64*, i64** %88, align 8, !tbaa !6
  %90 = getelementptr inbounds [16 x i64*], [16 x i64*]* %15, i64 0, i64 %85
  %91 = load i64*, i64** %90, align 8, !tbaa !6
  br i1 %80, label %93, label %92

92:                                               ; preds = %81
  tail call fastcc void @ec_mix_add(i64* noundef %87, i64* noundef %89, i64* noundef %91, i64* noundef %84, i64* noundef %83, i64* noundef %82, i64* noundef %3, i64* noundef %4, i64* noundef %6, %struct.Workplace* noundef %10, %struct.mont_context* noundef %11)
  br label %94

93:                                               ; preds = %81
  tail call fastcc void @ec_full_add(i64* noundef %87, i64* noundef %89, i64* noundef %91, i64* noundef %84, i64* noundef %83, i64* noundef %82, i64* noundef %3, i64* noundef %4, i64* noundef %5, i64* noundef %6, %struct.Workplace* noundef %10, %struct.mont_context* noundef %11)
  br label %94

94:                                               ; preds = %93, %92
  %95 = add nuw nsw i64 %85, 1
  %96 = icmp eq i64 %95, 16
  br i1 %96, label %97, label %81, !llvm.loop !122

97:                                               ; preds = %94
  %98 = bitcast [16 x i64*]* %13 to i8**
  %99 = tail call i64 @mont_bytes(%struct.mont_context* noundef %11) #21
  %100 = call signext i32 @scatter(%struct._ProtMemory** noundef nonnull %16, i8** noundef nonnull %98, i8 noundef zeroext 16, i64 noundef %99, i64 noundef %9) #21
  %101 = icmp eq i32 %100, 0
  br i1 %101, label %102, label %143

102:                                              ; preds = %97
  %103 = bitcast [16 x i64*]* %14 to i8**
  %104 = call i64 @mont_bytes(%struct.mont_context* noundef %11) #21
  %105 = call signext i32 @scatter(%struct._ProtMemory** noundef nonnull %17, i8** noundef nonnull %103, i8 noundef zeroext 16, i64 noundef %104, i64 noundef %9) #21
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %107, label %143

107:                                              ; preds = %102
  %108 = bitcast [16 x i64*]* %15 to i8**
  %109 = call i64 @mont_bytes(%struct.mont_context* noundef %11) #21
  %110 = call signext i32 @scatter(%struct._ProtMemory** noundef nonnull %18, i8** noundef nonnull %108, i8 noundef zeroext 16, i64 noundef %109, i64 noundef %9) #21
  %111 = icmp eq i32 %110, 0
  br i1 %111, label %112, label %143

112:                                              ; preds = %107
  %113 = call signext i32 @mont_set(i64* noundef %0, i64 noundef 0, %struct.mont_context* noundef %11) #21
  %114 = call signext i32 @mont_set(i64* noundef %1, i64 noundef 1, %struct.mont_context* noundef %11) #21
  %115 = call signext i32 @mont_set(i64* noundef %2, i64 noundef 0, %struct.mont_context* noundef %11) #21
  %116 = icmp eq i64 %8, 0
  br i1 %116, label %128, label %117

117:                                              ; preds = %112
  %118 = getelementptr i8, i8* %7, i64 %8
  br label %119

119:                                              ; preds = %124, %117
  %120 = phi i8* [ %125, %124 ], [ %7, %117 ]
  %121 = phi i64 [ %126, %124 ], [ %8, %117 ]
  %122 = load i8, i8* %120, align 1, !tbaa !23
  %123 = icmp eq i8 %122, 0
  br i1 %123, label %124, label %128

124:                                              ; preds = %119
  %125 = getelementptr inbounds i8, i8* %120, i64 1
  %126 = add i64 %121, -1
  %127 = icmp eq i64 %126, 0
  br i1 %127, label %128, label %119, !llvm.loop !123

128:                                              ; preds = %124, %119, %112
  %129 = phi i64 [ 0, %112 ], [ 0, %124 ], [ %121, %119 ]
  %130 = phi i8* [ %7, %112 ], [ %118, %124 ], [ %120, %119 ]
  call void @init_bit_window_lr(%struct.BitWindow_LR* nonnull sret(%struct.BitWindow_LR) align 8 %19, i32 noundef signext 4, i8* noundef %130, i64 noundef %129) #21
  %131 = getelementptr inbounds %struct.BitWindow_LR, %struct.BitWindow_LR* %19, i64 0, i32 1
  %132 = load i32, i32* %131, align 4, !tbaa !124
  %133 = icmp eq i32 %132, 0
  br i1 %133, label %143, label %134

134:                                              ; preds = %134, %128
  %135 = phi i32 [ %140, %134 ], [ 0, %128 ]
  %136 = call signext i32 @get_next_digit_lr(%struct.BitWindow_LR* noundef nonnull %19) #21
  %137 = load %struct._ProtMemory*, %struct._ProtMemory** %16, align 8, !tbaa !6
  call void @gather(i8* noundef nonnull %31, %struct._ProtMemory* noundef %137, i32 noundef signext %136) #21
  %138 = load %struct._ProtMemory*, %struct._ProtMemory** %17, align 8, !tbaa !6
  call void @gather(i8* noundef nonnull %35, %struct._ProtMemory* noundef %138, i32 noundef signext %136) #21
  %139 = load %struct._ProtMemory*, %struct._ProtMemory** %18, align 8, !tbaa !6
  call void @gather(i8* noundef nonnull %39, %struct._ProtMemory* noundef %139, i32 noundef signext %136) #21
  call fastcc void @ec_full_double(i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef %6, %struct.Workplace* noundef %10, %struct.mont_context* noundef %11)
  call fastcc void @ec_full_double(i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef %6, %struct.Workplace* noundef %10, %struct.mont_context* noundef %11)
  call fastcc void @ec_full_double(i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef %6, %struct.Workplace* noundef %10, %struct.mont_context* noundef %11)
  call fastcc void @ec_full_double(i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef %6, %struct.Workplace* noundef %10, %struct.mont_context* noundef %11)
  call fastcc void @ec_full_add(i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef nonnull %32, i64* noundef nonnull %36, i64* noundef nonnull %40, i64* noundef %6, %struct.Workplace* noundef %10, %struct.mont_context* noundef %11)
  %140 = add nuw i32 %135, 1
  %141 = load i32, i32* %131, align 4, !tbaa !124
  %142 = icmp ult i32 %140, %141
  br i1 %142, label %134, label %143, !llvm.loop !126

143:                                              ; preds = %134, %128, %107, %102, %97, %56, %51, %45, %38, %34, %12
  %144 = phi i32 [ 2, %12 ], [ 2, %34 ], [ 2, %38 ], [ %100, %97 ], [ %105, %102 ], [ %110, %107 ], [ 0, %128 ], [ 0, %134 ], [ 2, %45 ], [ 2, %51 ], [ 2, %56 ]
  %145 = phi i8* [ null, %12 ], [ null, %34 ], [ %35, %38 ], [ %35, %97 ], [ %35, %102 ], [ %35, %107 ], [ %35, %128 ], [ %35, %134 ], [ %35, %45 ], [ %35, %51 ], [ %35, %56 ]
  %146 = phi i8* [ null, %12 ], [ null, %34 ], [ null, %38 ], [ %39, %97 ], [ %39, %102 ], [ %39, %107 ], [ %39, %128 ], [ %39, %134 ], [ %39, %45 ], [ %39, %51 ], [ %39, %56 ]
  call void @free(i8* noundef %31) #21
  call void @free(i8* noundef %145) #21
  call void @free(i8* noundef %146) #21
  br label %147

147:                                              ; preds = %147, %143
  %148 = phi i64 [ 0, %143 ], [ %158, %147 ]
  %149 = getelementptr inbounds [16 x i64*], [16 x i64*]* %13, i64 0, i64 %148
  %150 = bitcast i64** %149 to i8**
  %151 = load i8*, i8** %150, align 8, !tbaa !6
  call void @free(i8* noundef %151) #21
  %152 = getelementptr inbounds [16 x i64*], [16 x i64*]* %14, i64 0, i64 %148
  %153 = bitcast i64** %152 to i8**
  %154 = load i8*, i8** %153, align 8, !tbaa !6
  call void @free(i8* noundef %154) #21
  %155 = getelementptr inbounds [16 x i64*], [16 x i64*]* %15, i64 0, i64 %148
  %156 = bitcast i64** %155 to i8**
  %157 = load i8*, i8** %156, align 8, !tbaa !6
  call void @free(i8* noundef %157) #21
  %158 = add nuw nsw i64 %148, 1
  %159 = icmp eq i64 %158, 16
  br i1 %159, label %160, label %147, !llvm.loop !127

160:                                              ; preds = %147
  %161 = load %struct._ProtMemory*, %struct._ProtMemory** %16, align 8, !tbaa !6
  call void @free_scattered(%struct._ProtMemory* noundef %161) #21
  %162 = load %struct._ProtMemory*, %struct._ProtMemory** %17, align 8, !tbaa !6
  call void @free_scattered(%struct._ProtMemory* noundef %162) #21
  %163 = load %struct._ProtMemory*, %struct._ProtMemory** %18, align 8, !tbaa !6
  call void @free_scattered(%struct._ProtMemory* noundef %163) #21
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %26) #21
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #21
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %24) #21
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23) #21
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %22) #21
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %21) #21
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %20) #21
  ret i32 %144
}

; Function Attrs: inlinehint nounwind
declare hidden fastcc void @ec_mix_add(i64* noundef, i64* noundef, i64* noundef, i64* noundef, i64* noundef, i64* noundef, i64* noundef, i64* noundef, i64* noundef, %struct.Workplace* nocapture noundef readonly, %struct.mont_context* noundef) unnamed_addr #15

; Function Attrs: nounwind
define dso_local signext i32 @ec_ws_cmp(%struct._EcPoint* noundef readonly %0, %struct._EcPoint* noundef readonly %1) local_unnamed_addr #2 {
  %3 = icmp eq %struct._EcPoint* %0, null
  %4 = icmp eq %struct._EcPoint* %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %100, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 0
  %8 = load %struct._EcContext*, %struct._EcContext** %7, align 8, !tbaa !111
  %9 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %1, i64 0, i32 0
  %10 = load %struct._EcContext*, %struct._EcContext** %9, align 8, !tbaa !111
  %11 = icmp eq %struct._EcContext* %8, %10
  br i1 %11, label %12, label %100

12:                                               ; preds = %6
  %13 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %8, i64 0, i32 0
  %14 = load %struct.mont_context*, %struct.mont_context** %13, align 8, !tbaa !90
  %15 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 3
  %16 = load i64*, i64** %15, align 8, !tbaa !115
  %17 = tail call signext i32 @mont_is_zero(i64* noundef %16, %struct.mont_context* noundef %14) #21
  %18 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %1, i64 0, i32 3
  %19 = load i64*, i64** %18, align 8, !tbaa !115
  %20 = tail call signext i32 @mont_is_zero(i64* noundef %19, %struct.mont_context* noundef %14) #21
  %21 = or i32 %20, %17
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %27, label %23

23:                                               ; preds = %12
  %24 = and i32 %20, %17
  %25 = icmp eq i32 %24, 0
  %26 = select i1 %25, i32 14, i32 0
  br label %100

27:                                               ; preds = %12
  %28 = tail call fastcc %struct.Workplace* @new_workplace.47(%struct.mont_context* noundef %14)
  %29 = icmp eq %struct.Workplace* %28, null
  br i1 %29, label %100, label %30

30:                                               ; preds = %27
  %31 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %28, i64 0, i32 1
  %32 = load i64*, i64** %31, align 8, !tbaa !100
  %33 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 1
  %34 = load i64*, i64** %33, align 8, !tbaa !113
  %35 = load i64*, i64** %18, align 8, !tbaa !115
  %36 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %28, i64 0, i32 11
  %37 = load i64*, i64** %36, align 8, !tbaa !110
  %38 = tail call signext i32 @mont_mult(i64* noundef %32, i64* noundef %34, i64* noundef %35, i64* noundef %37, %struct.mont_context* noundef %14) #21
  %39 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %28, i64 0, i32 3
  %40 = load i64*, i64** %39, align 8, !tbaa !102
  %41 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %1, i64 0, i32 1
  %42 = load i64*, i64** %41, align 8, !tbaa !113
  %43 = load i64*, i64** %15, align 8, !tbaa !115
  %44 = load i64*, i64** %36, align 8, !tbaa !110
  %45 = tail call signext i32 @mont_mult(i64* noundef %40, i64* noundef %42, i64* noundef %43, i64* noundef %44, %struct.mont_context* noundef %14) #21
  %46 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %28, i64 0, i32 4
  %47 = load i64*, i64** %46, align 8, !tbaa !103
  %48 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 2
  %49 = load i64*, i64** %48, align 8, !tbaa !114
  %50 = load i64*, i64** %18, align 8, !tbaa !115
  %51 = load i64*, i64** %36, align 8, !tbaa !110
  %52 = tail call signext i32 @mont_mult(i64* noundef %47, i64* noundef %49, i64* noundef %50, i64* noundef %51, %struct.mont_context* noundef %14) #21
  %53 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %28, i64 0, i32 5
  %54 = load i64*, i64** %53, align 8, !tbaa !104
  %55 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %1, i64 0, i32 2
  %56 = load i64*, i64** %55, align 8, !tbaa !114
  %57 = load i64*, i64** %15, align 8, !tbaa !115
  %58 = load i64*, i64** %36, align 8, !tbaa !110
  %59 = tail call signext i32 @mont_mult(i64* noundef %54, i64* noundef %56, i64* noundef %57, i64* noundef %58, %struct.mont_context* noundef %14) #21
  %60 = load i64*, i64** %31, align 8, !tbaa !100
  %61 = load i64*, i64** %39, align 8, !tbaa !102
  %62 = tail call signext i32 @mont_is_equal(i64* noundef %60, i64* noundef %61, %struct.mont_context* noundef %14) #21
  %63 = load i64*, i64** %46, align 8, !tbaa !103
  %64 = load i64*, i64** %53, align 8, !tbaa !104
  %65 = tail call signext i32 @mont_is_equal(i64* noundef %63, i64* noundef %64, %struct.mont_context* noundef %14) #21
  %66 = and i32 %65, %62
  %67 = icmp eq i32 %66, 0
  %68 = select i1 %67, i32 14, i32 0
  %69 = bitcast %struct.Workplace* %28 to i8**
  %70 = load i8*, i8** %69, align 8, !tbaa !98
  tail call void @free(i8* noundef %70) #21
  %71 = bitcast i64** %31 to i8**
  %72 = load i8*, i8** %71, align 8, !tbaa !100
  tail call void @free(i8* noundef %72) #21
  %73 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %28, i64 0, i32 2
  %74 = bitcast i64** %73 to i8**
  %75 = load i8*, i8** %74, align 8, !tbaa !101
  tail call void @free(i8* noundef %75) #21
  %76 = bitcast i64** %39 to i8**
  %77 = load i8*, i8** %76, align 8, !tbaa !102
  tail call void @free(i8* noundef %77) #21
  %78 = bitcast i64** %46 to i8**
  %79 = load i8*, i8** %78, align 8, !tbaa !103
  tail call void @free(i8* noundef %79) #21
  %80 = bitcast i64** %53 to i8**
  %81 = load i8*, i8** %80, align 8, !tbaa !104
  tail call void @free(i8* noundef %81) #21
  %82 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %28, i64 0, i32 6
  %83 = bitcast i64** %82 to i8**
  %84 = load i8*, i8** %83, align 8, !tbaa !105
  tail call void @free(i8* noundef %84) #21
  %85 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %28, i64 0, i32 7
  %86 = bitcast i64** %85 to i8**
  %87 = load i8*, i8** %86, align 8, !tbaa !106
  tail call void @free(i8* noundef %87) #21
  %88 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %28, i64 0, i32 8
  %89 = bitcast i64** %88 to i8**
  %90 = load i8*, i8** %89, align 8, !tbaa !107
  tail call void @free(i8* noundef %90) #21
  %91 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %28, i64 0, i32 9
  %92 = bitcast i64** %91 to i8**
  %93 = load i8*, i8** %92, align 8, !tbaa !108
  tail call void @free(i8* noundef %93) #21
  %94 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %28, i64 0, i32 10
  %95 = bitcast i64** %94 to i8**
  %96 = load i8*, i8** %95, align 8, !tbaa !109
  tail call void @free(i8* noundef %96) #21
  %97 = bitcast i64** %36 to i8**
  %98 = load i8*, i8** %97, align 8, !tbaa !110
  tail call void @free(i8* noundef %98) #21
  %99 = bitcast %struct.Workplace* %28 to i8*
  tail call void @free(i8* noundef %99) #21
  br label %100

100:                                              ; preds = %30, %27, %23, %6, %2
  %101 = phi i32 [ %26, %23 ], [ %68, %30 ], [ 1, %2 ], [ 16, %6 ], [ 2, %27 ]
  ret i32 %101
}

; Function Attrs: nounwind
define dso_local signext i32 @ec_ws_neg(%struct._EcPoint* noundef readonly %0) local_unnamed_addr #2 {
  %2 = alloca i64*, align 8
  %3 = bitcast i64** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #21
  %4 = icmp eq %struct._EcPoint* %0, null
  br i1 %4, label %21, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 0
  %7 = load %struct._EcContext*, %struct._EcContext** %6, align 8, !tbaa !111
  %8 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %7, i64 0, i32 0
  %9 = load %struct.mont_context*, %struct.mont_context** %8, align 8, !tbaa !90
  %10 = call signext i32 @mont_new_number(i64** noundef nonnull %2, i32 noundef signext 7, %struct.mont_context* noundef %9) #21
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %21

12:                                               ; preds = %5
  %13 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 2
  %14 = load i64*, i64** %13, align 8, !tbaa !114
  %15 = getelementptr inbounds %struct.mont_context, %struct.mont_context* %9, i64 0, i32 4
  %16 = load i64*, i64** %15, align 8, !tbaa !128
  %17 = load i64*, i64** %2, align 8, !tbaa !6
  %18 = call signext i32 @mont_sub(i64* noundef %14, i64* noundef %16, i64* noundef %14, i64* noundef %17, %struct.mont_context* noundef %9) #21
  %19 = bitcast i64** %2 to i8**
  %20 = load i8*, i8** %19, align 8, !tbaa !6
  call void @free(i8* noundef %20) #21
  br label %21

21:                                               ; preds = %12, %5, %1
  %22 = phi i32 [ 0, %12 ], [ 1, %1 ], [ %10, %5 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #21
  ret i32 %22
}

; Function Attrs: nounwind
define dso_local signext i32 @ed448_new_context(%struct._Curve448Context** noundef writeonly %0) local_unnamed_addr #2 {
  %2 = alloca [56 x i8], align 1
  %3 = alloca [56 x i8], align 1
  %4 = getelementptr inbounds [56 x i8], [56 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %4) #21
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(56) %4, i8* noundef nonnull align 1 dereferenceable(56) getelementptr inbounds ([56 x i8], [56 x i8]* @__const.ed448_new_context.mod448_be, i64 0, i64 0), i64 56, i1 false)
  %5 = getelementptr inbounds [56 x i8], [56 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %5) #21
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(56) %5, i8* noundef nonnull align 1 dereferenceable(56) getelementptr inbounds ([56 x i8], [56 x i8]* @__const.ed448_new_context.d448_be, i64 0, i64 0), i64 56, i1 false)
  %6 = icmp eq %struct._Curve448Context** %0, null
  br i1 %6, label %27, label %7

7:                                                ; preds = %1
  %8 = tail call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 1, i64 noundef 16) #21
  %9 = bitcast i8* %8 to %struct._Curve448Context*
  %10 = bitcast %struct._Curve448Context** %0 to i8**
  store i8* %8, i8** %10, align 8, !tbaa !6
  %11 = icmp eq i8* %8, null
  br i1 %11, label %27, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds %struct._Curve448Context, %struct._Curve448Context* %9, i64 0, i32 0
  %14 = call signext i32 @mont_context_init(%struct.mont_context** noundef nonnull %13, i8* noundef nonnull %4, i64 noundef 56) #21
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %21

16:                                               ; preds = %12
  %17 = load %struct.mont_context*, %struct.mont_context** %13, align 8, !tbaa !129
  %18 = getelementptr inbounds %struct._Curve448Context, %struct._Curve448Context* %9, i64 0, i32 1
  %19 = call signext i32 @mont_new_from_bytes(i64** noundef nonnull %18, i8* noundef nonnull %5, i64 noundef 56, %struct.mont_context* noundef %17) #21
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %27, label %21

21:                                               ; preds = %16, %12
  %22 = phi i32 [ %14, %12 ], [ %19, %16 ]
  %23 = getelementptr inbounds %struct._Curve448Context, %struct._Curve448Context* %9, i64 0, i32 1
  %24 = bitcast i64** %23 to i8**
  %25 = load i8*, i8** %24, align 8, !tbaa !131
  call void @free(i8* noundef %25) #21
  %26 = load %struct.mont_context*, %struct.mont_context** %13, align 8, !tbaa !129
  call void @mont_context_free(%struct.mont_context* noundef %26) #21
  call void @free(i8* noundef nonnull %8) #21
  br label %27

27:                                               ; preds = %21, %16, %7, %1
  %28 = phi i32 [ %22, %21 ], [ 1, %1 ], [ 2, %7 ], [ 0, %16 ]
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %5) #21
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %4) #21
  ret i32 %28
}

; Function Attrs: inlinehint nounwind
declare hidden fastcc %struct._WorkplaceEd448* @new_workplace.49(%struct.mont_context* noundef) unnamed_addr #15

; Function Attrs: mustprogress nounwind willreturn
define dso_local void @ed448_free_point(%struct._PointEd448* noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq %struct._PointEd448* %0, null
  br i1 %2, label %40, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %0, i64 0, i32 1
  %5 = load %struct._WorkplaceEd448*, %struct._WorkplaceEd448** %4, align 8, !tbaa !132
  %6 = icmp eq %struct._WorkplaceEd448* %5, null
  br i1 %6, label %29, label %7

7:                                                ; preds = %3
  %8 = bitcast %struct._WorkplaceEd448* %5 to i8**
  %9 = load i8*, i8** %8, align 8, !tbaa !134
  tail call void @free(i8* noundef %9) #21
  %10 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %5, i64 0, i32 1
  %11 = bitcast i64** %10 to i8**
  %12 = load i8*, i8** %11, align 8, !tbaa !136
  tail call void @free(i8* noundef %12) #21
  %13 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %5, i64 0, i32 2
  %14 = bitcast i64** %13 to i8**
  %15 = load i8*, i8** %14, align 8, !tbaa !137
  tail call void @free(i8* noundef %15) #21
  %16 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %5, i64 0, i32 3
  %17 = bitcast i64** %16 to i8**
  %18 = load i8*, i8** %17, align 8, !tbaa !138
  tail call void @free(i8* noundef %18) #21
  %19 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %5, i64 0, i32 4
  %20 = bitcast i64** %19 to i8**
  %21 = load i8*, i8** %20, align 8, !tbaa !139
  tail call void @free(i8* noundef %21) #21
  %22 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %5, i64 0, i32 5
  %23 = bitcast i64** %22 to i8**
  %24 = load i8*, i8** %23, align 8, !tbaa !140
  tail call void @free(i8* noundef %24) #21
  %25 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %5, i64 0, i32 6
  %26 = bitcast i64** %25 to i8**
  %27 = load i8*, i8** %26, align 8, !tbaa !141
  tail call void @free(i8* noundef %27) #21
  %28 = bitcast %struct._WorkplaceEd448* %5 to i8*
  tail call void @free(i8* noundef %28) #21
  br label %29

29:                                               ; preds = %7, %3
  %30 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %0, i64 0, i32 2
  %31 = bitcast i64** %30 to i8**
  %32 = load i8*, i8** %31, align 8, !tbaa !142
  tail call void @free(i8* noundef %32) #21
  %33 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %0, i64 0, i32 3
  %34 = bitcast i64** %33 to i8**
  %35 = load i8*, i8** %34, align 8, !tbaa !143
  tail call void @free(i8* noundef %35) #21
  %36 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %0, i64 0, i32 4
  %37 = bitcast i64** %36 to i8**
  %38 = load i8*, i8** %37, align 8, !tbaa !144
  tail call void @free(i8* noundef %38) #21
  %39 = bitcast %struct._PointEd448* %0 to i8*
  tail call void @free(i8* noundef %39) #21
  br label %40

40:                                               ; preds = %29, %1
  ret void
}

; Function Attrs: nounwind
define dso_local signext i32 @ed448_double(%struct._PointEd448* noundef readonly %0) local_unnamed_addr #2 {
  %2 = icmp eq %struct._PointEd448* %0, null
  br i1 %2, label %10, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %0, i64 0, i32 0
  %5 = load %struct._Curve448Context*, %struct._Curve448Context** %4, align 8, !tbaa !145
  %6 = getelementptr inbounds %struct._Curve448Context, %struct._Curve448Context* %5, i64 0, i32 0
  %7 = load %struct.mont_context*, %struct.mont_context** %6, align 8, !tbaa !129
  %8 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %0, i64 0, i32 1
  %9 = load %struct._WorkplaceEd448*, %struct._WorkplaceEd448** %8, align 8, !tbaa !132
  tail call fastcc void @ed448_double_internal(%struct._PointEd448* noundef nonnull %0, %struct._PointEd448* noundef nonnull %0, %struct._WorkplaceEd448* noundef %9, %struct.mont_context* noundef %7)
  br label %10

10:                                               ; preds = %3, %1
  %11 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %11
}

; Function Attrs: inlinehint nounwind
declare hidden fastcc void @ed448_double_internal(%struct._PointEd448* nocapture noundef readonly, %struct._PointEd448* nocapture noundef readonly, %struct._WorkplaceEd448* nocapture noundef readonly, %struct.mont_context* noundef) unnamed_addr #15

; Function Attrs: nounwind
define dso_local signext i32 @ed448_clone(%struct._PointEd448** noundef writeonly %0, %struct._PointEd448* noundef readonly %1) local_unnamed_addr #2 {
  %3 = icmp eq %struct._PointEd448** %0, null
  %4 = icmp eq %struct._PointEd448* %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %83, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %1, i64 0, i32 0
  %8 = load %struct._Curve448Context*, %struct._Curve448Context** %7, align 8, !tbaa !145
  %9 = getelementptr inbounds %struct._Curve448Context, %struct._Curve448Context* %8, i64 0, i32 0
  %10 = load %struct.mont_context*, %struct.mont_context** %9, align 8, !tbaa !129
  %11 = tail call noalias dereferenceable_or_null(40) i8* @calloc(i64 noundef 1, i64 noundef 40) #21
  %12 = bitcast i8* %11 to %struct._PointEd448*
  %13 = bitcast %struct._PointEd448** %0 to i8**
  store i8* %11, i8** %13, align 8, !tbaa !6
  %14 = icmp eq i8* %11, null
  br i1 %14, label %83, label %15

15:                                               ; preds = %6
  %16 = load %struct._Curve448Context*, %struct._Curve448Context** %7, align 8, !tbaa !145
  %17 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %12, i64 0, i32 0
  store %struct._Curve448Context* %16, %struct._Curve448Context** %17, align 8, !tbaa !145
  %18 = tail call fastcc %struct._WorkplaceEd448* @new_workplace.49(%struct.mont_context* noundef %10)
  %19 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %12, i64 0, i32 1
  store %struct._WorkplaceEd448* %18, %struct._WorkplaceEd448** %19, align 8, !tbaa !132
  %20 = icmp eq %struct._WorkplaceEd448* %18, null
  br i1 %20, label %72, label %21

21:                                               ; preds = %15
  %22 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %12, i64 0, i32 2
  %23 = tail call signext i32 @mont_new_number(i64** noundef nonnull %22, i32 noundef signext 1, %struct.mont_context* noundef %10) #21
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %46

25:                                               ; preds = %21
  %26 = load i64*, i64** %22, align 8, !tbaa !142
  %27 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %1, i64 0, i32 2
  %28 = load i64*, i64** %27, align 8, !tbaa !142
  %29 = tail call signext i32 @mont_copy(i64* noundef %26, i64* noundef %28, %struct.mont_context* noundef %10) #21
  %30 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %12, i64 0, i32 3
  %31 = tail call signext i32 @mont_new_number(i64** noundef nonnull %30, i32 noundef signext 1, %struct.mont_context* noundef %10) #21
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %46

33:                                               ; preds = %25
  %34 = load i64*, i64** %30, align 8, !tbaa !143
  %35 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %1, i64 0, i32 3
  %36 = load i64*, i64** %35, align 8, !tbaa !143
  %37 = tail call signext i32 @mont_copy(i64* noundef %34, i64* noundef %36, %struct.mont_context* noundef %10) #21
  %38 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %12, i64 0, i32 4
  %39 = tail call signext i32 @mont_new_number(i64** noundef nonnull %38, i32 noundef signext 1, %struct.mont_context* noundef %10) #21
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %46

41:                                               ; preds = %33
  %42 = load i64*, i64** %38, align 8, !tbaa !144
  %43 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %1, i64 0, i32 4
  %44 = load i64*, i64** %43, align 8, !tbaa !144
  %45 = tail call signext i32 @mont_copy(i64* noundef %42, i64* noundef %44, %struct.mont_context* noundef %10) #21
  br label %83

46:                                               ; preds = %33, %25, %21
  %47 = phi i32 [ %39, %33 ], [ %31, %25 ], [ %23, %21 ]
  %48 = load %struct._WorkplaceEd448*, %struct._WorkplaceEd448** %19, align 8, !tbaa !132
  %49 = icmp eq %struct._WorkplaceEd448* %48, null
  br i1 %49, label %72, label %50

50:                                               ; preds = %46
  %51 = bitcast %struct._WorkplaceEd448* %48 to i8**
  %52 = load i8*, i8** %51, align 8, !tbaa !134
  tail call void @free(i8* noundef %52) #21
  %53 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %48, i64 0, i32 1
  %54 = bitcast i64** %53 to i8**
  %55 = load i8*, i8** %54, align 8, !tbaa !136
  tail call void @free(i8* noundef %55) #21
  %56 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %48, i64 0, i32 2
  %57 = bitcast i64** %56 to i8**
  %58 = load i8*, i8** %57, align 8, !tbaa !137
  tail call void @free(i8* noundef %58) #21
  %59 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %48, i64 0, i32 3
  %60 = bitcast i64** %59 to i8**
  %61 = load i8*, i8** %60, align 8, !tbaa !138
  tail call void @free(i8* noundef %61) #21
  %62 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %48, i64 0, i32 4
  %63 = bitcast i64** %62 to i8**
  %64 = load i8*, i8** %63, align 8, !tbaa !139
  tail call void @free(i8* noundef %64) #21
  %65 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %48, i64 0, i32 5
  %66 = bitcast i64** %65 to i8**
  %67 = load i8*, i8** %66, align 8, !tbaa !140
  tail call void @free(i8* noundef %67) #21
  %68 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %48, i64 0, i32 6
  %69 = bitcast i64** %68 to i8**
  %70 = load i8*, i8** %69, align 8, !tbaa !141
  tail call void @free(i8* noundef %70) #21
  %71 = bitcast %struct._WorkplaceEd448* %48 to i8*
  tail call void @free(i8* noundef %71) #21
  br label %72

72:                                               ; preds = %50, %46, %15
  %73 = phi i32 [ %47, %46 ], [ %47, %50 ], [ -1, %15 ]
  %74 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %12, i64 0, i32 2
  %75 = bitcast i64** %74 to i8**
  %76 = load i8*, i8** %75, align 8, !tbaa !142
  tail call void @free(i8* noundef %76) #21
  %77 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %12, i64 0, i32 3
  %78 = bitcast i64** %77 to i8**
  %79 = load i8*, i8** %78, align 8, !tbaa !143
  tail call void @free(i8* noundef %79) #21
  %80 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %12, i64 0, i32 4
  %81 = bitcast i64** %80 to i8**
  %82 = load i8*, i8** %81, align 8, !tbaa !144
  tail call void @free(i8* noundef %82) #21
  tail call void @free(i8* noundef nonnull %11) #21
  store %struct._PointEd448* null, %struct._PointEd448** %0, align 8, !tbaa !6
  br label %83

83:                                               ; preds = %72, %41, %6, %2
  %84 = phi i32 [ %73, %72 ], [ 0, %41 ], [ 1, %2 ], [ 2, %6 ]
  ret i32 %84
}

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @keccak_absorb(%struct.keccak_state* noundef %0, i8* noundef readonly %1, i64 noundef %2) local_unnamed_addr #8 {
  %4 = icmp eq %struct.keccak_state* %0, null
  %5 = icmp eq i8* %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %62, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 5
  %9 = load i8, i8* %8, align 4, !tbaa !146
  %10 = icmp eq i8 %9, 0
  br i1 %10, label %11, label %62

11:                                               ; preds = %7
  %12 = icmp eq i64 %2, 0
  br i1 %12, label %62, label %13

13:                                               ; preds = %11
  %14 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 4
  %15 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 2
  %16 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 0, i64 0
  %17 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 6
  %18 = load i32, i32* %15, align 8, !tbaa !148
  br label %19

19:                                               ; preds = %59, %13
  %20 = phi i32 [ %18, %13 ], [ %60, %59 ]
  %21 = phi i8* [ %1, %13 ], [ %33, %59 ]
  %22 = phi i64 [ %2, %13 ], [ %34, %59 ]
  %23 = load i32, i32* %14, align 8, !tbaa !149
  %24 = sub i32 %23, %20
  %25 = zext i32 %24 to i64
  %26 = icmp ult i64 %22, %25
  %27 = select i1 %26, i64 %22, i64 %25
  %28 = trunc i64 %27 to i32
  %29 = zext i32 %20 to i64
  %30 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 1, i64 %29
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %30, i8* align 1 %21, i64 %27, i1 false)
  %31 = load i32, i32* %15, align 8, !tbaa !148
  %32 = add i32 %31, %28
  store i32 %32, i32* %15, align 8, !tbaa !148
  %33 = getelementptr inbounds i8, i8* %21, i64 %27
  %34 = sub i64 %22, %27
  %35 = load i32, i32* %14, align 8, !tbaa !149
  %36 = icmp eq i32 %32, %35
  br i1 %36, label %37, label %59

37:                                               ; preds = %19
  %38 = icmp eq i32 %32, 0
  br i1 %38, label %56, label %39

39:                                               ; preds = %37
  %40 = add i32 %32, -1
  %41 = lshr i32 %40, 3
  %42 = add nuw nsw i32 %41, 1
  %43 = zext i32 %42 to i64
  br label %44

44:                                               ; preds = %44, %39
  %45 = phi i64 [ 0, %39 ], [ %54, %44 ]
  %46 = phi i64 [ 0, %39 ], [ %53, %44 ]
  %47 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 1, i64 %45
  %48 = bitcast i8* %47 to i64*
  %49 = load i64, i64* %48, align 1
  %50 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 0, i64 %46
  %51 = load i64, i64* %50, align 8, !tbaa !28
  %52 = xor i64 %51, %49
  store i64 %52, i64* %50, align 8, !tbaa !28
  %53 = add nuw nsw i64 %46, 1
  %54 = add nuw nsw i64 %45, 8
  %55 = icmp eq i64 %53, %43
  br i1 %55, label %56, label %44, !llvm.loop !150

56:                                               ; preds = %44, %37
  %57 = load i8, i8* %17, align 1, !tbaa !151
  %58 = zext i8 %57 to i32
  tail call fastcc void @keccak_function(i64* noundef nonnull %16, i32 noundef signext %58)
  store i32 0, i32* %15, align 8, !tbaa !148
  br label %59

59:                                               ; preds = %56, %19
  %60 = phi i32 [ 0, %56 ], [ %32, %19 ]
  %61 = icmp eq i64 %34, 0
  br i1 %61, label %62, label %19, !llvm.loop !152

62:                                               ; preds = %59, %11, %7, %3
  %63 = phi i32 [ 1, %3 ], [ 32, %7 ], [ 0, %11 ], [ 0, %59 ]
  ret i32 %63
}

; Function Attrs: nofree nosync nounwind
define hidden fastcc void @keccak_function(i64* noundef %0, i32 noundef signext %1) unnamed_addr #8 {
  %3 = load i64, i64* %0, align 8, !tbaa !28
  %4 = getelementptr inbounds i64, i64* %0, i64 1
  %5 = load i64, i64* %4, align 8, !tbaa !28
  %6 = getelementptr inbounds i64, i64* %0, i64 2
  %7 = load i64, i64* %6, align 8, !tbaa !28
  %8 = getelementptr inbounds i64, i64* %0, i64 3
  %9 = load i64, i64* %8, align 8, !tbaa !28
  %10 = getelementptr inbounds i64, i64* %0, i64 4
  %11 = load i64, i64* %10, align 8, !tbaa !28
  %12 = getelementptr inbounds i64, i64* %0, i64 5
  %13 = load i64, i64* %12, align 8, !tbaa !28
  %14 = getelementptr inbounds i64, i64* %0, i64 6
  %15 = load i64, i64* %14, align 8, !tbaa !28
  %16 = getelementptr inbounds i64, i64* %0, i64 7
  %17 = load i64, i64* %16, align 8, !tbaa !28
  %18 = getelementptr inbounds i64, i64* %0, i64 8
  %19 = load i64, i64* %18, align 8, !tbaa !28
  %20 = getelementptr inbounds i64, i64* %0, i64 9
  %21 = load i64, i64* %20, align 8, !tbaa !28
  %22 = getelementptr inbounds i64, i64* %0, i64 10
  %23 = load i64, i64* %22, align 8, !tbaa !28
  %24 = getelementptr inbounds i64, i64* %0, i64 11
  %25 = load i64, i64* %24, align 8, !tbaa !28
  %26 = getelementptr inbounds i64, i64* %0, i64 12
  %27 = load i64, i64* %26, align 8, !tbaa !28
  %28 = getelementptr inbounds i64, i64* %0, i64 13
  %29 = load i64, i64* %28, align 8, !tbaa !28
  %30 = getelementptr inbounds i64, i64* %0, i64 14
  %31 = load i64, i64* %30, align 8, !tbaa !28
  %32 = getelementptr inbounds i64, i64* %0, i64 15
  %33 = load i64, i64* %32, align 8, !tbaa !28
  %34 = getelementptr inbounds i64, i64* %0, i64 16
  %35 = load i64, i64* %34, align 8, !tbaa !28
  %36 = getelementptr inbounds i64, i64* %0, i64 17
  %37 = load i64, i64* %36, align 8, !tbaa !28
  %38 = getelementptr inbounds i64, i64* %0, i64 18
  %39 = load i64, i64* %38, align 8, !tbaa !28
  %40 = getelementptr inbounds i64, i64* %0, i64 19
  %41 = load i64, i64* %40, align 8, !tbaa !28
  %42 = getelementptr inbounds i64, i64* %0, i64 20
  %43 = load i64, i64* %42, align 8, !tbaa !28
  %44 = getelementptr inbounds i64, i64* %0, i64 21
  %45 = load i64, i64* %44, align 8, !tbaa !28
  %46 = getelementptr inbounds i64, i64* %0, i64 22
  %47 = load i64, i64* %46, align 8, !tbaa !28
  %48 = getelementptr inbounds i64, i64* %0, i64 23
  %49 = load i64, i64* %48, align 8, !tbaa !28
  %50 = getelementptr inbounds i64, i64* %0, i64 24
  %51 = load i64, i64* %50, align 8, !tbaa !28
  %52 = icmp eq i32 %1, 24
  %53 = select i1 %52, i64 0, i64 12
  br label %54

54:                                               ; preds = %54, %2
  %55 = phi i64 [ %53, %2 ], [ %238, %54 ]
  %56 = phi i64 [ %3, %2 ], [ %165, %54 ]
  %57 = phi i64 [ %5, %2 ], [ %168, %54 ]
  %58 = phi i64 [ %7, %2 ], [ %171, %54 ]
  %59 = phi i64 [ %9, %2 ], [ %174, %54 ]
  %60 = phi i64 [ %11, %2 ], [ %177, %54 ]
  %61 = phi i64 [ %13, %2 ], [ %180, %54 ]
  %62 = phi i64 [ %15, %2 ], [ %183, %54 ]
  %63 = phi i64 [ %17, %2 ], [ %186, %54 ]
  %64 = phi i64 [ %19, %2 ], [ %189, %54 ]
  %65 = phi i64 [ %21, %2 ], [ %192, %54 ]
  %66 = phi i64 [ %23, %2 ], [ %195, %54 ]
  %67 = phi i64 [ %25, %2 ], [ %198, %54 ]
  %68 = phi i64 [ %27, %2 ], [ %201, %54 ]
  %69 = phi i64 [ %29, %2 ], [ %204, %54 ]
  %70 = phi i64 [ %31, %2 ], [ %207, %54 ]
  %71 = phi i64 [ %33, %2 ], [ %210, %54 ]
  %72 = phi i64 [ %35, %2 ], [ %213, %54 ]
  %73 = phi i64 [ %37, %2 ], [ %216, %54 ]
  %74 = phi i64 [ %39, %2 ], [ %219, %54 ]
  %75 = phi i64 [ %41, %2 ], [ %222, %54 ]
  %76 = phi i64 [ %43, %2 ], [ %225, %54 ]
  %77 = phi i64 [ %45, %2 ], [ %228, %54 ]
  %78 = phi i64 [ %47, %2 ], [ %231, %54 ]
  %79 = phi i64 [ %49, %2 ], [ %234, %54 ]
  %80 = phi i64 [ %51, %2 ], [ %237, %54 ]
  %81 = xor i64 %71, %76
  %82 = xor i64 %81, %66
  %83 = xor i64 %82, %61
  %84 = xor i64 %83, %56
  %85 = xor i64 %72, %77
  %86 = xor i64 %85, %67
  %87 = xor i64 %86, %62
  %88 = xor i64 %87, %57
  %89 = xor i64 %73, %78
  %90 = xor i64 %89, %68
  %91 = xor i64 %90, %63
  %92 = xor i64 %91, %58
  %93 = xor i64 %74, %79
  %94 = xor i64 %93, %69
  %95 = xor i64 %94, %64
  %96 = xor i64 %95, %59
  %97 = xor i64 %75, %80
  %98 = xor i64 %97, %70
  %99 = xor i64 %98, %65
  %100 = xor i64 %99, %60
  %101 = tail call i64 @llvm.fshl.i64(i64 %88, i64 %88, i64 1)
  %102 = xor i64 %101, %100
  %103 = xor i64 %102, %56
  %104 = xor i64 %102, %61
  %105 = tail call i64 @llvm.fshl.i64(i64 %104, i64 %104, i64 36)
  %106 = xor i64 %102, %66
  %107 = tail call i64 @llvm.fshl.i64(i64 %106, i64 %106, i64 3)
  %108 = xor i64 %102, %71
  %109 = tail call i64 @llvm.fshl.i64(i64 %108, i64 %108, i64 41)
  %110 = xor i64 %102, %76
  %111 = tail call i64 @llvm.fshl.i64(i64 %110, i64 %110, i64 18)
  %112 = tail call i64 @llvm.fshl.i64(i64 %92, i64 %92, i64 1)
  %113 = xor i64 %84, %112
  %114 = xor i64 %113, %57
  %115 = tail call i64 @llvm.fshl.i64(i64 %114, i64 %114, i64 1)
  %116 = xor i64 %113, %62
  %117 = tail call i64 @llvm.fshl.i64(i64 %116, i64 %116, i64 44)
  %118 = xor i64 %113, %67
  %119 = tail call i64 @llvm.fshl.i64(i64 %118, i64 %118, i64 10)
  %120 = xor i64 %113, %72
  %121 = tail call i64 @llvm.fshl.i64(i64 %120, i64 %120, i64 45)
  %122 = xor i64 %113, %77
  %123 = tail call i64 @llvm.fshl.i64(i64 %122, i64 %122, i64 2)
  %124 = tail call i64 @llvm.fshl.i64(i64 %96, i64 %96, i64 1)
  %125 = xor i64 %88, %124
  %126 = xor i64 %125, %58
  %127 = tail call i64 @llvm.fshl.i64(i64 %126, i64 %126, i64 62)
  %128 = xor i64 %125, %63
  %129 = tail call i64 @llvm.fshl.i64(i64 %128, i64 %128, i64 6)
  %130 = xor i64 %125, %68
  %131 = tail call i64 @llvm.fshl.i64(i64 %130, i64 %130, i64 43)
  %132 = xor i64 %125, %73
  %133 = tail call i64 @llvm.fshl.i64(i64 %132, i64 %132, i64 15)
  %134 = xor i64 %125, %78
  %135 = tail call i64 @llvm.fshl.i64(i64 %134, i64 %134, i64 61)
  %136 = tail call i64 @llvm.fshl.i64(i64 %100, i64 %100, i64 1)
  %137 = xor i64 %92, %136
  %138 = xor i64 %137, %59
  %139 = tail call i64 @llvm.fshl.i64(i64 %138, i64 %138, i64 28)
  %140 = xor i64 %137, %64
  %141 = tail call i64 @llvm.fshl.i64(i64 %140, i64 %140, i64 55)
  %142 = xor i64 %137, %69
  %143 = tail call i64 @llvm.fshl.i64(i64 %142, i64 %142, i64 25)
  %144 = xor i64 %137, %74
  %145 = tail call i64 @llvm.fshl.i64(i64 %144, i64 %144, i64 21)
  %146 = xor i64 %137, %79
  %147 = tail call i64 @llvm.fshl.i64(i64 %146, i64 %146, i64 56)
  %148 = tail call i64 @llvm.fshl.i64(i64 %84, i64 %84, i64 1)
  %149 = xor i64 %148, %96
  %150 = xor i64 %149, %60
  %151 = tail call i64 @llvm.fshl.i64(i64 %150, i64 %150, i64 27)
  %152 = xor i64 %149, %65
  %153 = tail call i64 @llvm.fshl.i64(i64 %152, i64 %152, i64 20)
  %154 = xor i64 %149, %70
  %155 = tail call i64 @llvm.fshl.i64(i64 %154, i64 %154, i64 39)
  %156 = xor i64 %149, %75
  %157 = tail call i64 @llvm.fshl.i64(i64 %156, i64 %156, i64 8)
  %158 = xor i64 %149, %80
  %159 = tail call i64 @llvm.fshl.i64(i64 %158, i64 %158, i64 14)
  %160 = xor i64 %117, -1
  %161 = and i64 %131, %160
  %162 = xor i64 %161, %103
  %163 = getelementptr inbounds [24 x i64], [24 x i64]* @roundconstants, i64 0, i64 %55
  %164 = load i64, i64* %163, align 8, !tbaa !28
  %165 = xor i64 %162, %164
  %166 = xor i64 %131, -1
  %167 = and i64 %145, %166
  %168 = xor i64 %117, %167
  %169 = xor i64 %145, -1
  %170 = and i64 %159, %169
  %171 = xor i64 %170, %131
  %172 = xor i64 %159, -1
  %173 = and i64 %103, %172
  %174 = xor i64 %173, %145
  %175 = xor i64 %103, -1
  %176 = and i64 %117, %175
  %177 = xor i64 %159, %176
  %178 = xor i64 %153, -1
  %179 = and i64 %107, %178
  %180 = xor i64 %179, %139
  %181 = xor i64 %107, -1
  %182 = and i64 %121, %181
  %183 = xor i64 %153, %182
  %184 = xor i64 %121, -1
  %185 = and i64 %135, %184
  %186 = xor i64 %185, %107
  %187 = xor i64 %135, -1
  %188 = and i64 %139, %187
  %189 = xor i64 %121, %188
  %190 = xor i64 %139, -1
  %191 = and i64 %153, %190
  %192 = xor i64 %191, %135
  %193 = xor i64 %129, -1
  %194 = and i64 %143, %193
  %195 = xor i64 %115, %194
  %196 = xor i64 %143, -1
  %197 = and i64 %157, %196
  %198 = xor i64 %197, %129
  %199 = xor i64 %157, -1
  %200 = and i64 %111, %199
  %201 = xor i64 %200, %143
  %202 = xor i64 %111, -1
  %203 = and i64 %115, %202
  %204 = xor i64 %157, %203
  %205 = xor i64 %115, -1
  %206 = and i64 %129, %205
  %207 = xor i64 %206, %111
  %208 = xor i64 %105, -1
  %209 = and i64 %119, %208
  %210 = xor i64 %151, %209
  %211 = xor i64 %119, -1
  %212 = and i64 %133, %211
  %213 = xor i64 %212, %105
  %214 = xor i64 %133, -1
  %215 = and i64 %147, %214
  %216 = xor i64 %119, %215
  %217 = xor i64 %147, -1
  %218 = and i64 %151, %217
  %219 = xor i64 %218, %133
  %220 = xor i64 %151, -1
  %221 = and i64 %105, %220
  %222 = xor i64 %221, %147
  %223 = xor i64 %141, -1
  %224 = and i64 %155, %223
  %225 = xor i64 %224, %127
  %226 = xor i64 %155, -1
  %227 = and i64 %109, %226
  %228 = xor i64 %227, %141
  %229 = xor i64 %109, -1
  %230 = and i64 %123, %229
  %231 = xor i64 %155, %230
  %232 = xor i64 %123, -1
  %233 = and i64 %127, %232
  %234 = xor i64 %233, %109
  %235 = xor i64 %127, -1
  %236 = and i64 %141, %235
  %237 = xor i64 %123, %236
  %238 = add nuw nsw i64 %55, 1
  %239 = icmp eq i64 %238, 24
  br i1 %239, label %240, label %54, !llvm.loop !153

240:                                              ; preds = %54
  store i64 %165, i64* %0, align 8, !tbaa !28
  store i64 %168, i64* %4, align 8, !tbaa !28
  store i64 %171, i64* %6, align 8, !tbaa !28
  store i64 %174, i64* %8, align 8, !tbaa !28
  store i64 %177, i64* %10, align 8, !tbaa !28
  store i64 %180, i64* %12, align 8, !tbaa !28
  store i64 %183, i64* %14, align 8, !tbaa !28
  store i64 %186, i64* %16, align 8, !tbaa !28
  store i64 %189, i64* %18, align 8, !tbaa !28
  store i64 %192, i64* %20, align 8, !tbaa !28
  store i64 %195, i64* %22, align 8, !tbaa !28
  store i64 %198, i64* %24, align 8, !tbaa !28
  store i64 %201, i64* %26, align 8, !tbaa !28
  store i64 %204, i64* %28, align 8, !tbaa !28
  store i64 %207, i64* %30, align 8, !tbaa !28
  store i64 %210, i64* %32, align 8, !tbaa !28
  store i64 %213, i64* %34, align 8, !tbaa !28
  store i64 %216, i64* %36, align 8, !tbaa !28
  store i64 %219, i64* %38, align 8, !tbaa !28
  store i64 %222, i64* %40, align 8, !tbaa !28
  store i64 %225, i64* %42, align 8, !tbaa !28
  store i64 %228, i64* %44, align 8, !tbaa !28
  store i64 %231, i64* %46, align 8, !tbaa !28
  store i64 %234, i64* %48, align 8, !tbaa !28
  store i64 %237, i64* %50, align 8, !tbaa !28
  ret void
}

; Function Attrs: nounwind
define dso_local signext i32 @keccak_squeeze(%struct.keccak_state* noundef %0, i8* noundef writeonly %1, i64 noundef %2, i8 noundef zeroext %3) local_unnamed_addr #2 {
  %5 = icmp eq %struct.keccak_state* %0, null
  %6 = icmp eq i8* %1, null
  %7 = or i1 %5, %6
  br i1 %7, label %138, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 5
  %10 = load i8, i8* %9, align 4, !tbaa !146
  %11 = icmp eq i8 %10, 0
  br i1 %11, label %12, label %77

12:                                               ; preds = %8
  %13 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 2
  %14 = load i32, i32* %13, align 8, !tbaa !148
  %15 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 4
  %16 = load i32, i32* %15, align 8, !tbaa !149
  %17 = icmp ugt i32 %16, %14
  br i1 %17, label %19, label %18

18:                                               ; preds = %12
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([46 x i8], [46 x i8]* @.str.1.52, i64 0, i64 0), i32 noundef signext 172, i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @__PRETTY_FUNCTION__.keccak_finish, i64 0, i64 0)) #22
  unreachable

19:                                               ; preds = %12
  %20 = zext i32 %14 to i64
  %21 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 1, i64 %20
  %22 = sub i32 %16, %14
  %23 = zext i32 %22 to i64
  tail call void @llvm.memset.p0i8.i64(i8* nonnull align 1 %21, i8 0, i64 %23, i1 false) #21
  %24 = load i32, i32* %13, align 8, !tbaa !148
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 1, i64 %25
  store i8 %3, i8* %26, align 1, !tbaa !23
  %27 = load i32, i32* %15, align 8, !tbaa !149
  %28 = add i32 %27, -1
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 1, i64 %29
  %31 = load i8, i8* %30, align 1, !tbaa !23
  %32 = or i8 %31, -128
  store i8 %32, i8* %30, align 1, !tbaa !23
  %33 = load i32, i32* %15, align 8, !tbaa !149
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %52, label %35

35:                                               ; preds = %19
  %36 = add i32 %33, -1
  %37 = lshr i32 %36, 3
  %38 = add nuw nsw i32 %37, 1
  %39 = zext i32 %38 to i64
  br label %40

40:                                               ; preds = %40, %35
  %41 = phi i64 [ 0, %35 ], [ %50, %40 ]
  %42 = phi i64 [ 0, %35 ], [ %49, %40 ]
  %43 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 1, i64 %41
  %44 = bitcast i8* %43 to i64*
  %45 = load i64, i64* %44, align 1
  %46 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 0, i64 %42
  %47 = load i64, i64* %46, align 8, !tbaa !28
  %48 = xor i64 %47, %45
  store i64 %48, i64* %46, align 8, !tbaa !28
  %49 = add nuw nsw i64 %42, 1
  %50 = add nuw nsw i64 %41, 8
  %51 = icmp eq i64 %49, %39
  br i1 %51, label %52, label %40, !llvm.loop !150

52:                                               ; preds = %40, %19
  %53 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 0, i64 0
  %54 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 6
  %55 = load i8, i8* %54, align 1, !tbaa !151
  %56 = zext i8 %55 to i32
  tail call fastcc void @keccak_function(i64* noundef %53, i32 noundef signext %56) #21
  store i8 1, i8* %9, align 4, !tbaa !146
  %57 = load i32, i32* %15, align 8, !tbaa !149
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %74, label %59

59:                                               ; preds = %59, %52
  %60 = phi i32 [ %69, %59 ], [ 0, %52 ]
  %61 = phi i32 [ %68, %59 ], [ 0, %52 ]
  %62 = zext i32 %60 to i64
  %63 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 1, i64 %62
  %64 = zext i32 %61 to i64
  %65 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 0, i64 %64
  %66 = bitcast i8* %63 to i64*
  %67 = load i64, i64* %65, align 8
  store i64 %67, i64* %66, align 1
  %68 = add i32 %61, 1
  %69 = add i32 %60, 8
  %70 = load i32, i32* %15, align 8, !tbaa !149
  %71 = icmp ult i32 %69, %70
  br i1 %71, label %59, label %72, !llvm.loop !154

72:                                               ; preds = %59
  %73 = load i8, i8* %9, align 4, !tbaa !146
  br label %74

74:                                               ; preds = %72, %52
  %75 = phi i8 [ 1, %52 ], [ %73, %72 ]
  %76 = phi i32 [ 0, %52 ], [ %70, %72 ]
  store i32 %76, i32* %13, align 8, !tbaa !148
  br label %77

77:                                               ; preds = %74, %8
  %78 = phi i8 [ %75, %74 ], [ %10, %8 ]
  %79 = icmp eq i8 %78, 1
  br i1 %79, label %81, label %80

80:                                               ; preds = %77
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.53, i64 0, i64 0), i8* noundef getelementptr inbounds ([46 x i8], [46 x i8]* @.str.1.52, i64 0, i64 0), i32 noundef signext 198, i8* noundef getelementptr inbounds ([63 x i8], [63 x i8]* @__PRETTY_FUNCTION__.keccak_squeeze, i64 0, i64 0)) #22
  unreachable

81:                                               ; preds = %77
  %82 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 2
  %83 = load i32, i32* %82, align 8, !tbaa !148
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %85, label %86

85:                                               ; preds = %81
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([46 x i8], [46 x i8]* @.str.1.52, i64 0, i64 0), i32 noundef signext 199, i8* noundef getelementptr inbounds ([63 x i8], [63 x i8]* @__PRETTY_FUNCTION__.keccak_squeeze, i64 0, i64 0)) #22
  unreachable

86:                                               ; preds = %81
  %87 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 4
  %88 = load i32, i32* %87, align 8, !tbaa !149
  %89 = icmp ugt i32 %83, %88
  br i1 %89, label %95, label %90

90:                                               ; preds = %86
  %91 = icmp eq i64 %2, 0
  br i1 %91, label %138, label %92

92:                                               ; preds = %90
  %93 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 0, i64 0
  %94 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 6
  br label %96

95:                                               ; preds = %86
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.3.54, i64 0, i64 0), i8* noundef getelementptr inbounds ([46 x i8], [46 x i8]* @.str.1.52, i64 0, i64 0), i32 noundef signext 200, i8* noundef getelementptr inbounds ([63 x i8], [63 x i8]* @__PRETTY_FUNCTION__.keccak_squeeze, i64 0, i64 0)) #22
  unreachable

96:                                               ; preds = %136, %92
  %97 = phi i32 [ %88, %92 ], [ %137, %136 ]
  %98 = phi i32 [ %83, %92 ], [ %134, %136 ]
  %99 = phi i8* [ %1, %92 ], [ %110, %136 ]
  %100 = phi i64 [ %2, %92 ], [ %111, %136 ]
  %101 = zext i32 %98 to i64
  %102 = icmp ugt i64 %100, %101
  %103 = select i1 %102, i64 %101, i64 %100
  %104 = trunc i64 %103 to i32
  %105 = sub i32 %97, %98
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 1, i64 %106
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %99, i8* nonnull align 1 %107, i64 %103, i1 false)
  %108 = load i32, i32* %82, align 8, !tbaa !148
  %109 = sub i32 %108, %104
  store i32 %109, i32* %82, align 8, !tbaa !148
  %110 = getelementptr inbounds i8, i8* %99, i64 %103
  %111 = sub i64 %100, %103
  %112 = icmp eq i32 %109, 0
  br i1 %112, label %113, label %133

113:                                              ; preds = %96
  %114 = load i8, i8* %94, align 1, !tbaa !151
  %115 = zext i8 %114 to i32
  tail call fastcc void @keccak_function(i64* noundef nonnull %93, i32 noundef signext %115)
  %116 = load i32, i32* %87, align 8, !tbaa !149
  %117 = icmp eq i32 %116, 0
  br i1 %117, label %131, label %118

118:                                              ; preds = %118, %113
  %119 = phi i32 [ %128, %118 ], [ 0, %113 ]
  %120 = phi i32 [ %127, %118 ], [ 0, %113 ]
  %121 = zext i32 %119 to i64
  %122 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 1, i64 %121
  %123 = zext i32 %120 to i64
  %124 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %0, i64 0, i32 0, i64 %123
  %125 = bitcast i8* %122 to i64*
  %126 = load i64, i64* %124, align 8
  store i64 %126, i64* %125, align 1
  %127 = add i32 %120, 1
  %128 = add i32 %119, 8
  %129 = load i32, i32* %87, align 8, !tbaa !149
  %130 = icmp ult i32 %128, %129
  br i1 %130, label %118, label %131, !llvm.loop !154

131:                                              ; preds = %118, %113
  %132 = phi i32 [ 0, %113 ], [ %129, %118 ]
  store i32 %132, i32* %82, align 8, !tbaa !148
  br label %133

133:                                              ; preds = %131, %96
  %134 = phi i32 [ %132, %131 ], [ %109, %96 ]
  %135 = icmp eq i64 %111, 0
  br i1 %135, label %138, label %136, !llvm.loop !155

136:                                              ; preds = %133
  %137 = load i32, i32* %87, align 8, !tbaa !149
  br label %96

138:                                              ; preds = %133, %90, %4
  %139 = phi i32 [ 1, %4 ], [ 0, %90 ], [ 0, %133 ]
  ret i32 %139
}

; Function Attrs: nounwind
define dso_local void @addmul128(i64* nocapture noundef %0, i64* nocapture readnone %1, i64* nocapture noundef readonly %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6) local_unnamed_addr #2 {
  %8 = add i64 %6, 2
  %9 = icmp ugt i64 %8, %5
  br i1 %9, label %10, label %11

10:                                               ; preds = %7
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.57, i64 0, i64 0), i8* noundef getelementptr inbounds ([51 x i8], [51 x i8]* @.str.1.58, i64 0, i64 0), i32 noundef signext 68, i8* noundef getelementptr inbounds ([93 x i8], [93 x i8]* @__PRETTY_FUNCTION__.addmul128, i64 0, i64 0)) #22
  unreachable

11:                                               ; preds = %7
  %12 = icmp eq i64 %6, 0
  br i1 %12, label %311, label %13

13:                                               ; preds = %11
  %14 = load i64, i64* %2, align 8, !tbaa !28
  %15 = zext i64 %14 to i128
  %16 = zext i64 %3 to i128
  %17 = mul nuw i128 %15, %16
  %18 = trunc i128 %17 to i64
  %19 = lshr i128 %17, 64
  %20 = trunc i128 %19 to i64
  %21 = load i64, i64* %0, align 8, !tbaa !28
  %22 = add i64 %21, %18
  store i64 %22, i64* %0, align 8, !tbaa !28
  %23 = icmp ult i64 %22, %18
  %24 = zext i1 %23 to i64
  %25 = add nuw i64 %24, %20
  %26 = add i64 %6, -1
  %27 = and i64 %26, -4
  %28 = or i64 %27, 1
  %29 = load i64, i64* %2, align 8, !tbaa !28
  %30 = icmp eq i64 %27, 0
  br i1 %30, label %33, label %31

31:                                               ; preds = %13
  %32 = zext i64 %4 to i128
  br label %45

33:                                               ; preds = %45, %13
  %34 = phi i64 [ 1, %13 ], [ %212, %45 ]
  %35 = phi i64 [ 0, %13 ], [ %211, %45 ]
  %36 = phi i64 [ %25, %13 ], [ %208, %45 ]
  %37 = phi i64 [ %29, %13 ], [ %213, %45 ]
  %38 = icmp ult i64 %34, %6
  br i1 %38, label %43, label %39

39:                                               ; preds = %33
  %40 = add i64 %34, -1
  %41 = zext i64 %4 to i128
  %42 = add i64 %34, 2
  br label %262

43:                                               ; preds = %33
  %44 = zext i64 %4 to i128
  br label %215

45:                                               ; preds = %45, %31
  %46 = phi i64 [ %29, %31 ], [ %213, %45 ]
  %47 = phi i64 [ %25, %31 ], [ %208, %45 ]
  %48 = phi i64 [ 0, %31 ], [ %211, %45 ]
  %49 = phi i64 [ 1, %31 ], [ %212, %45 ]
  %50 = zext i64 %46 to i128
  %51 = mul nuw i128 %50, %32
  %52 = trunc i128 %51 to i64
  %53 = lshr i128 %51, 64
  %54 = trunc i128 %53 to i64
  %55 = add i64 %47, %52
  %56 = icmp ult i64 %55, %52
  %57 = zext i1 %56 to i64
  %58 = add i64 %48, %54
  %59 = add i64 %58, %57
  %60 = icmp ult i64 %59, %54
  %61 = zext i1 %60 to i64
  %62 = getelementptr inbounds i64, i64* %2, i64 %49
  %63 = load i64, i64* %62, align 8, !tbaa !28
  %64 = zext i64 %63 to i128
  %65 = mul nuw i128 %64, %16
  %66 = trunc i128 %65 to i64
  %67 = lshr i128 %65, 64
  %68 = trunc i128 %67 to i64
  %69 = add i64 %55, %66
  %70 = icmp ult i64 %69, %66
  %71 = zext i1 %70 to i64
  %72 = add i64 %59, %71
  %73 = icmp ult i64 %72, %71
  %74 = zext i1 %73 to i64
  %75 = add i64 %72, %68
  %76 = icmp ult i64 %75, %68
  %77 = zext i1 %76 to i64
  %78 = getelementptr inbounds i64, i64* %0, i64 %49
  %79 = load i64, i64* %78, align 8, !tbaa !28
  %80 = add i64 %69, %79
  store i64 %80, i64* %78, align 8, !tbaa !28
  %81 = icmp ult i64 %80, %69
  %82 = zext i1 %81 to i64
  %83 = add i64 %75, %82
  %84 = icmp ult i64 %83, %82
  %85 = zext i1 %84 to i64
  %86 = load i64, i64* %62, align 8, !tbaa !28
  %87 = add nuw nsw i64 %49, 1
  %88 = zext i64 %86 to i128
  %89 = mul nuw i128 %88, %32
  %90 = trunc i128 %89 to i64
  %91 = lshr i128 %89, 64
  %92 = trunc i128 %91 to i64
  %93 = add i64 %83, %90
  %94 = icmp ult i64 %93, %90
  %95 = zext i1 %94 to i64
  %96 = add i64 %92, %61
  %97 = add i64 %96, %74
  %98 = add i64 %97, %77
  %99 = add i64 %98, %85
  %100 = add i64 %99, %95
  %101 = icmp ult i64 %100, %92
  %102 = zext i1 %101 to i64
  %103 = getelementptr inbounds i64, i64* %2, i64 %87
  %104 = load i64, i64* %103, align 8, !tbaa !28
  %105 = zext i64 %104 to i128
  %106 = mul nuw i128 %105, %16
  %107 = trunc i128 %106 to i64
  %108 = lshr i128 %106, 64
  %109 = trunc i128 %108 to i64
  %110 = add i64 %93, %107
  %111 = icmp ult i64 %110, %107
  %112 = zext i1 %111 to i64
  %113 = add i64 %100, %112
  %114 = icmp ult i64 %113, %112
  %115 = zext i1 %114 to i64
  %116 = add i64 %113, %109
  %117 = icmp ult i64 %116, %109
  %118 = zext i1 %117 to i64
  %119 = getelementptr inbounds i64, i64* %0, i64 %87
  %120 = load i64, i64* %119, align 8, !tbaa !28
  %121 = add i64 %110, %120
  store i64 %121, i64* %119, align 8, !tbaa !28
  %122 = icmp ult i64 %121, %110
  %123 = zext i1 %122 to i64
  %124 = add i64 %116, %123
  %125 = icmp ult i64 %124, %123
  %126 = zext i1 %125 to i64
  %127 = load i64, i64* %103, align 8, !tbaa !28
  %128 = add nuw nsw i64 %49, 2
  %129 = zext i64 %127 to i128
  %130 = mul nuw i128 %129, %32
  %131 = trunc i128 %130 to i64
  %132 = lshr i128 %130, 64
  %133 = trunc i128 %132 to i64
  %134 = add i64 %124, %131
  %135 = icmp ult i64 %134, %131
  %136 = zext i1 %135 to i64
  %137 = add i64 %102, %133
  %138 = add i64 %137, %115
  %139 = add i64 %138, %118
  %140 = add i64 %139, %126
  %141 = add i64 %140, %136
  %142 = icmp ult i64 %141, %133
  %143 = zext i1 %142 to i64
  %144 = getelementptr inbounds i64, i64* %2, i64 %128
  %145 = load i64, i64* %144, align 8, !tbaa !28
  %146 = zext i64 %145 to i128
  %147 = mul nuw i128 %146, %16
  %148 = trunc i128 %147 to i64
  %149 = lshr i128 %147, 64
  %150 = trunc i128 %149 to i64
  %151 = add i64 %134, %148
  %152 = icmp ult i64 %151, %148
  %153 = zext i1 %152 to i64
  %154 = add i64 %141, %153
  %155 = icmp ult i64 %154, %153
  %156 = zext i1 %155 to i64
  %157 = add i64 %154, %150
  %158 = icmp ult i64 %157, %150
  %159 = zext i1 %158 to i64
  %160 = getelementptr inbounds i64, i64* %0, i64 %128
  %161 = load i64, i64* %160, align 8, !tbaa !28
  %162 = add i64 %151, %161
  store i64 %162, i64* %160, align 8, !tbaa !28
  %163 = icmp ult i64 %162, %151
  %164 = zext i1 %163 to i64
  %165 = add i64 %157, %164
  %166 = icmp ult i64 %165, %164
  %167 = zext i1 %166 to i64
  %168 = load i64, i64* %144, align 8, !tbaa !28
  %169 = add nuw i64 %49, 3
  %170 = zext i64 %168 to i128
  %171 = mul nuw i128 %170, %32
  %172 = trunc i128 %171 to i64
  %173 = lshr i128 %171, 64
  %174 = trunc i128 %173 to i64
  %175 = add i64 %165, %172
  %176 = icmp ult i64 %175, %172
  %177 = zext i1 %176 to i64
  %178 = add i64 %143, %174
  %179 = add i64 %178, %156
  %180 = add i64 %179, %159
  %181 = add i64 %180, %167
  %182 = add i64 %181, %177
  %183 = icmp ult i64 %182, %174
  %184 = zext i1 %183 to i64
  %185 = getelementptr inbounds i64, i64* %2, i64 %169
  %186 = load i64, i64* %185, align 8, !tbaa !28
  %187 = zext i64 %186 to i128
  %188 = mul nuw i128 %187, %16
  %189 = trunc i128 %188 to i64
  %190 = lshr i128 %188, 64
  %191 = trunc i128 %190 to i64
  %192 = add i64 %175, %189
  %193 = icmp ult i64 %192, %189
  %194 = zext i1 %193 to i64
  %195 = add i64 %182, %194
  %196 = icmp ult i64 %195, %194
  %197 = zext i1 %196 to i64
  %198 = add nuw nsw i64 %197, %184
  %199 = add i64 %195, %191
  %200 = icmp ult i64 %199, %191
  %201 = zext i1 %200 to i64
  %202 = add nuw nsw i64 %198, %201
  %203 = getelementptr inbounds i64, i64* %0, i64 %169
  %204 = load i64, i64* %203, align 8, !tbaa !28
  %205 = add i64 %192, %204
  store i64 %205, i64* %203, align 8, !tbaa !28
  %206 = icmp ult i64 %205, %192
  %207 = zext i1 %206 to i64
  %208 = add i64 %199, %207
  %209 = icmp ult i64 %208, %207
  %210 = zext i1 %209 to i64
  %211 = add nuw nsw i64 %202, %210
  %212 = add nuw i64 %49, 4
  %213 = load i64, i64* %185, align 8, !tbaa !28
  %214 = icmp ult i64 %212, %28
  br i1 %214, label %45, label %33, !llvm.loop !156

215:                                              ; preds = %215, %43
  %216 = phi i64 [ %36, %43 ], [ %255, %215 ]
  %217 = phi i64 [ %35, %43 ], [ %258, %215 ]
  %218 = phi i64 [ %37, %43 ], [ %259, %215 ]
  %219 = phi i64 [ %34, %43 ], [ %260, %215 ]
  %220 = zext i64 %218 to i128
  %221 = mul nuw i128 %220, %44
  %222 = trunc i128 %221 to i64
  %223 = lshr i128 %221, 64
  %224 = trunc i128 %223 to i64
  %225 = add i64 %216, %222
  %226 = icmp ult i64 %225, %222
  %227 = zext i1 %226 to i64
  %228 = add i64 %217, %224
  %229 = add i64 %228, %227
  %230 = icmp ult i64 %229, %224
  %231 = zext i1 %230 to i64
  %232 = getelementptr inbounds i64, i64* %2, i64 %219
  %233 = load i64, i64* %232, align 8, !tbaa !28
  %234 = zext i64 %233 to i128
  %235 = mul nuw i128 %234, %16
  %236 = trunc i128 %235 to i64
  %237 = lshr i128 %235, 64
  %238 = trunc i128 %237 to i64
  %239 = add i64 %225, %236
  %240 = icmp ult i64 %239, %236
  %241 = zext i1 %240 to i64
  %242 = add i64 %229, %241
  %243 = icmp ult i64 %242, %241
  %244 = zext i1 %243 to i64
  %245 = add nuw nsw i64 %244, %231
  %246 = add i64 %242, %238
  %247 = icmp ult i64 %246, %238
  %248 = zext i1 %247 to i64
  %249 = add nuw nsw i64 %245, %248
  %250 = getelementptr inbounds i64, i64* %0, i64 %219
  %251 = load i64, i64* %250, align 8, !tbaa !28
  %252 = add i64 %239, %251
  store i64 %252, i64* %250, align 8, !tbaa !28
  %253 = icmp ult i64 %252, %239
  %254 = zext i1 %253 to i64
  %255 = add i64 %246, %254
  %256 = icmp ult i64 %255, %254
  %257 = zext i1 %256 to i64
  %258 = add nuw nsw i64 %249, %257
  %259 = load i64, i64* %232, align 8, !tbaa !28
  %260 = add nuw i64 %219, 1
  %261 = icmp eq i64 %260, %6
  br i1 %261, label %262, label %215, !llvm.loop !157

262:                                              ; preds = %215, %39
  %263 = phi i64 [ %42, %39 ], [ %8, %215 ]
  %264 = phi i128 [ %41, %39 ], [ %44, %215 ]
  %265 = phi i64 [ %40, %39 ], [ %26, %215 ]
  %266 = phi i64 [ %34, %39 ], [ %6, %215 ]
  %267 = phi i64 [ %35, %39 ], [ %258, %215 ]
  %268 = phi i64 [ %36, %39 ], [ %255, %215 ]
  %269 = getelementptr inbounds i64, i64* %2, i64 %265
  %270 = load i64, i64* %269, align 8, !tbaa !28
  %271 = zext i64 %270 to i128
  %272 = mul nuw i128 %264, %271
  %273 = trunc i128 %272 to i64
  %274 = lshr i128 %272, 64
  %275 = trunc i128 %274 to i64
  %276 = add i64 %268, %273
  %277 = icmp ult i64 %276, %273
  %278 = zext i1 %277 to i64
  %279 = add i64 %267, %275
  %280 = add i64 %279, %278
  %281 = getelementptr inbounds i64, i64* %0, i64 %266
  %282 = load i64, i64* %281, align 8, !tbaa !28
  %283 = add i64 %276, %282
  store i64 %283, i64* %281, align 8, !tbaa !28
  %284 = icmp ult i64 %283, %276
  %285 = zext i1 %284 to i64
  %286 = add i64 %280, %285
  %287 = add i64 %266, 1
  %288 = getelementptr inbounds i64, i64* %0, i64 %287
  %289 = load i64, i64* %288, align 8, !tbaa !28
  %290 = add i64 %286, %289
  store i64 %290, i64* %288, align 8, !tbaa !28
  %291 = icmp ult i64 %263, %5
  br i1 %291, label %292, label %311

292:                                              ; preds = %262
  %293 = icmp ult i64 %286, %285
  %294 = zext i1 %293 to i64
  %295 = icmp ult i64 %280, %275
  %296 = zext i1 %295 to i64
  %297 = add nuw nsw i64 %294, %296
  %298 = icmp ult i64 %290, %286
  %299 = zext i1 %298 to i64
  %300 = add nuw nsw i64 %297, %299
  br label %301

301:                                              ; preds = %301, %292
  %302 = phi i64 [ %308, %301 ], [ %300, %292 ]
  %303 = phi i64 [ %309, %301 ], [ %263, %292 ]
  %304 = getelementptr inbounds i64, i64* %0, i64 %303
  %305 = load i64, i64* %304, align 8, !tbaa !28
  %306 = add i64 %305, %302
  store i64 %306, i64* %304, align 8, !tbaa !28
  %307 = icmp ult i64 %306, %302
  %308 = zext i1 %307 to i64
  %309 = add nuw i64 %303, 1
  %310 = icmp eq i64 %309, %5
  br i1 %310, label %311, label %301, !llvm.loop !158

311:                                              ; preds = %301, %262, %11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @init_bit_window_lr(%struct.BitWindow_LR* noalias nocapture writeonly sret(%struct.BitWindow_LR) align 8 %0, i32 noundef signext %1, i8* noundef %2, i64 noundef %3) local_unnamed_addr #17 {
  %5 = getelementptr inbounds %struct.BitWindow_LR, %struct.BitWindow_LR* %0, i64 0, i32 0
  store i32 %1, i32* %5, align 8, !tbaa !159
  %6 = shl i64 %3, 3
  %7 = zext i32 %1 to i64
  %8 = add nsw i64 %7, -1
  %9 = add i64 %8, %6
  %10 = udiv i64 %9, %7
  %11 = trunc i64 %10 to i32
  %12 = getelementptr inbounds %struct.BitWindow_LR, %struct.BitWindow_LR* %0, i64 0, i32 1
  store i32 %11, i32* %12, align 4, !tbaa !124
  %13 = urem i64 %6, %7
  %14 = trunc i64 %13 to i32
  %15 = icmp eq i32 %14, 0
  %16 = select i1 %15, i32 %1, i32 %14
  %17 = getelementptr inbounds %struct.BitWindow_LR, %struct.BitWindow_LR* %0, i64 0, i32 2
  store i32 %16, i32* %17, align 8, !tbaa !160
  %18 = getelementptr inbounds %struct.BitWindow_LR, %struct.BitWindow_LR* %0, i64 0, i32 3
  store i32 8, i32* %18, align 4, !tbaa !161
  %19 = getelementptr inbounds %struct.BitWindow_LR, %struct.BitWindow_LR* %0, i64 0, i32 4
  store i32 0, i32* %19, align 8, !tbaa !162
  %20 = getelementptr inbounds %struct.BitWindow_LR, %struct.BitWindow_LR* %0, i64 0, i32 5
  store i8* %2, i8** %20, align 8, !tbaa !163
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
declare dso_local void @init_bit_window_rl(%struct.BitWindow_RL* noalias nocapture writeonly sret(%struct.BitWindow_RL) align 8, i32 noundef signext, i8* noundef, i64 noundef) local_unnamed_addr #17

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
declare dso_local signext i32 @get_next_digit_lr(%struct.BitWindow_LR* nocapture noundef) local_unnamed_addr #18

; Function Attrs: nounwind
define dso_local signext i32 @get_next_digit_rl(%struct.BitWindow_RL* nocapture noundef %0) local_unnamed_addr #2 {
  %2 = getelementptr inbounds %struct.BitWindow_RL, %struct.BitWindow_RL* %0, i64 0, i32 2
  %3 = load i32, i32* %2, align 8, !tbaa !164
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %45, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.BitWindow_RL, %struct.BitWindow_RL* %0, i64 0, i32 3
  %7 = load i32, i32* %6, align 4, !tbaa !165
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %5
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.5.69, i64 0, i64 0), i8* noundef getelementptr inbounds ([52 x i8], [52 x i8]* @.str.6, i64 0, i64 0), i32 noundef signext 106, i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @__PRETTY_FUNCTION__.get_next_digit_rl, i64 0, i64 0)) #22
  unreachable

10:                                               ; preds = %5
  %11 = getelementptr inbounds %struct.BitWindow_RL, %struct.BitWindow_RL* %0, i64 0, i32 4
  %12 = load i8*, i8** %11, align 8, !tbaa !166
  %13 = load i8, i8* %12, align 1, !tbaa !23
  %14 = zext i8 %13 to i32
  %15 = sub i32 8, %7
  %16 = lshr i32 %14, %15
  %17 = getelementptr inbounds %struct.BitWindow_RL, %struct.BitWindow_RL* %0, i64 0, i32 0
  %18 = load i32, i32* %17, align 8, !tbaa !167
  %19 = shl nsw i32 -1, %18
  %20 = xor i32 %19, -1
  %21 = and i32 %16, %20
  %22 = icmp ult i32 %7, %18
  %23 = select i1 %22, i32 %7, i32 %18
  %24 = sub i32 %18, %23
  %25 = sub i32 %7, %23
  store i32 %25, i32* %6, align 4, !tbaa !165
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %32

27:                                               ; preds = %10
  store i32 8, i32* %6, align 4, !tbaa !165
  %28 = add i32 %3, -1
  store i32 %28, i32* %2, align 8, !tbaa !164
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %45, label %30

30:                                               ; preds = %27
  %31 = getelementptr inbounds i8, i8* %12, i64 -1
  store i8* %31, i8** %11, align 8, !tbaa !166
  br label %32

32:                                               ; preds = %30, %10
  %33 = phi i32 [ 8, %30 ], [ %25, %10 ]
  %34 = phi i8* [ %31, %30 ], [ %12, %10 ]
  %35 = icmp eq i32 %24, 0
  br i1 %35, label %45, label %36

36:                                               ; preds = %32
  %37 = load i8, i8* %34, align 1, !tbaa !23
  %38 = zext i8 %37 to i32
  %39 = shl nsw i32 -1, %24
  %40 = xor i32 %39, -1
  %41 = and i32 %38, %40
  %42 = shl i32 %41, %23
  %43 = or i32 %42, %21
  %44 = sub i32 %33, %24
  store i32 %44, i32* %6, align 4, !tbaa !165
  br label %45

45:                                               ; preds = %36, %32, %27, %1
  %46 = phi i32 [ 0, %1 ], [ %21, %27 ], [ %43, %36 ], [ %21, %32 ]
  ret i32 %46
}

; Function Attrs: nounwind
declare dso_local signext i32 @scatter(%struct._ProtMemory** nocapture noundef writeonly, i8** nocapture noundef readonly, i8 noundef zeroext, i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind
declare dso_local void @gather(i8* nocapture noundef writeonly, %struct._ProtMemory* nocapture noundef readonly, i32 noundef signext) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn
declare dso_local void @free_scattered(%struct._ProtMemory* noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nounwind willreturn
declare dso_local void @mont_context_free(%struct.mont_context* noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
declare dso_local i64 @mont_bytes(%struct.mont_context* noundef readonly) local_unnamed_addr #19

; Function Attrs: mustprogress nofree nounwind willreturn
declare dso_local signext i32 @mont_new_number(i64** noundef writeonly, i32 noundef signext, %struct.mont_context* noundef readonly) local_unnamed_addr #10

; Function Attrs: nounwind
declare dso_local signext i32 @mont_new_from_uint64(i64** noundef, i64 noundef, %struct.mont_context* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare dso_local signext i32 @mont_set(i64* noundef writeonly, i64 noundef, %struct.mont_context* noundef readonly) local_unnamed_addr #2

; Function Attrs: nounwind
declare dso_local signext i32 @mont_new_random_number(i64** noundef, i32 noundef signext, i64 noundef, %struct.mont_context* noundef readonly) local_unnamed_addr #2

; Function Attrs: nounwind
declare dso_local signext i32 @mont_new_from_bytes(i64** noundef writeonly, i8* noundef, i64 noundef, %struct.mont_context* noundef readonly) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind
declare dso_local signext i32 @mont_copy(i64* noundef writeonly, i64* noundef readonly, %struct.mont_context* noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local signext i32 @mont_add(i64* noundef writeonly %0, i64* noundef readonly %1, i64* noundef readonly %2, i64* noundef %3, %struct.mont_context* noundef readonly %4) local_unnamed_addr #4 {
  %6 = icmp eq i64* %0, null
  %7 = icmp eq i64* %1, null
  %8 = or i1 %6, %7
  %9 = icmp eq i64* %2, null
  %10 = or i1 %8, %9
  %11 = icmp eq i64* %3, null
  %12 = or i1 %10, %11
  %13 = icmp eq %struct.mont_context* %4, null
  %14 = or i1 %12, %13
  br i1 %14, label %70, label %15

15:                                               ; preds = %5
  %16 = getelementptr inbounds %struct.mont_context, %struct.mont_context* %4, i64 0, i32 4
  %17 = load i64*, i64** %16, align 8, !tbaa !128
  %18 = getelementptr inbounds %struct.mont_context, %struct.mont_context* %4, i64 0, i32 1
  %19 = load i32, i32* %18, align 4, !tbaa !116
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds i64, i64* %3, i64 %20
  %22 = icmp eq i32 %19, 0
  br i1 %22, label %70, label %23

23:                                               ; preds = %23, %15
  %24 = phi i64 [ %51, %23 ], [ 0, %15 ]
  %25 = phi i32 [ %49, %23 ], [ 0, %15 ]
  %26 = phi i32 [ %40, %23 ], [ 0, %15 ]
  %27 = getelementptr inbounds i64, i64* %1, i64 %24
  %28 = load i64, i64* %27, align 8, !tbaa !28
  %29 = zext i32 %26 to i64
  %30 = add i64 %28, %29
  %31 = getelementptr inbounds i64, i64* %3, i64 %24
  store i64 %30, i64* %31, align 8, !tbaa !28
  %32 = icmp ult i64 %30, %29
  %33 = zext i1 %32 to i32
  %34 = getelementptr inbounds i64, i64* %2, i64 %24
  %35 = load i64, i64* %34, align 8, !tbaa !28
  %36 = add i64 %35, %30
  store i64 %36, i64* %31, align 8, !tbaa !28
  %37 = load i64, i64* %34, align 8, !tbaa !28
  %38 = icmp ult i64 %36, %37
  %39 = zext i1 %38 to i32
  %40 = add nuw nsw i32 %39, %33
  %41 = getelementptr inbounds i64, i64* %17, i64 %24
  %42 = load i64, i64* %41, align 8, !tbaa !28
  %43 = icmp ult i64 %36, %42
  %44 = sub i64 %36, %42
  %45 = getelementptr inbounds i64, i64* %21, i64 %24
  %46 = zext i32 %25 to i64
  %47 = icmp ult i64 %44, %46
  %48 = or i1 %43, %47
  %49 = zext i1 %48 to i32
  %50 = sub i64 %44, %46
  store i64 %50, i64* %45, align 8, !tbaa !28
  %51 = add nuw nsw i64 %24, 1
  %52 = icmp eq i64 %51, %20
  br i1 %52, label %53, label %23, !llvm.loop !168

53:                                               ; preds = %23
  %54 = xor i32 %49, 1
  %55 = or i32 %54, %40
  %56 = icmp eq i32 %55, 0
  br label %57

57:                                               ; preds = %57, %53
  %58 = phi i32 [ %68, %57 ], [ 0, %53 ]
  %59 = phi i64* [ %67, %57 ], [ %0, %53 ]
  %60 = phi i64* [ %64, %57 ], [ %21, %53 ]
  %61 = phi i64* [ %62, %57 ], [ %3, %53 ]
  %62 = getelementptr inbounds i64, i64* %61, i64 1
  %63 = load i64, i64* %61, align 8, !tbaa !28
  %64 = getelementptr inbounds i64, i64* %60, i64 1
  %65 = load i64, i64* %60, align 8, !tbaa !28
  %66 = select i1 %56, i64 %63, i64 %65
  %67 = getelementptr inbounds i64, i64* %59, i64 1
  store i64 %66, i64* %59, align 8, !tbaa !28
  %68 = add nuw i32 %58, 1
  %69 = icmp ult i32 %68, %19
  br i1 %69, label %57, label %70, !llvm.loop !169

70:                                               ; preds = %57, %15, %5
  %71 = phi i32 [ 1, %5 ], [ 0, %15 ], [ 0, %57 ]
  ret i32 %71
}

; Function Attrs: nounwind
declare dso_local signext i32 @mont_mult(i64* noundef writeonly, i64* noundef, i64* noundef, i64* noundef, %struct.mont_context* noundef readonly) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind
declare dso_local signext i32 @mont_sub(i64* noundef writeonly, i64* noundef readonly, i64* noundef readonly, i64* noundef, %struct.mont_context* noundef readonly) local_unnamed_addr #4

; Function Attrs: nounwind
declare dso_local signext i32 @mont_context_init(%struct.mont_context** noundef writeonly, i8* noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind readonly
declare dso_local signext i32 @mont_is_zero(i64* noundef readonly, %struct.mont_context* noundef readonly) local_unnamed_addr #20

; Function Attrs: nofree norecurse nosync nounwind readonly
declare dso_local signext i32 @mont_is_one(i64* noundef readonly, %struct.mont_context* noundef readonly) local_unnamed_addr #20

; Function Attrs: nofree norecurse nosync nounwind readonly
declare dso_local signext i32 @mont_is_equal(i64* noundef readonly, i64* noundef readonly, %struct.mont_context* noundef readonly) local_unnamed_addr #20

; Function Attrs: nounwind
define dso_local signext i32 @CBC_decrypt(%struct.CbcModeState* noundef %0, i8* noundef %1, i8* noundef writeonly %2, i64 noundef %3) local_unnamed_addr #2 {
  %5 = alloca [16 x i8], align 1
  %6 = alloca [16 x i8], align 1
  %7 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %7) #21
  %8 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %8) #21
  %9 = icmp eq %struct.CbcModeState* %0, null
  %10 = icmp eq i8* %1, null
  %11 = or i1 %9, %10
  %12 = icmp eq i8* %2, null
  %13 = or i1 %11, %12
  br i1 %13, label %52, label %14

14:                                               ; preds = %4
  %15 = getelementptr inbounds %struct.CbcModeState, %struct.CbcModeState* %0, i64 0, i32 0
  %16 = load %struct._BlockBase.35*, %struct._BlockBase.35** %15, align 8, !tbaa !170
  %17 = getelementptr inbounds %struct._BlockBase.35, %struct._BlockBase.35* %16, i64 0, i32 3
  %18 = load i64, i64* %17, align 8, !tbaa !15
  %19 = icmp ugt i64 %18, 16
  br i1 %19, label %52, label %20

20:                                               ; preds = %14
  %21 = getelementptr inbounds %struct.CbcModeState, %struct.CbcModeState* %0, i64 0, i32 1, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %8, i8* nonnull align 8 %21, i64 %18, i1 false)
  %22 = icmp eq i64 %18, 0
  %23 = icmp ugt i64 %18, %3
  br i1 %23, label %48, label %24

24:                                               ; preds = %43, %20
  %25 = phi i8* [ %45, %43 ], [ %1, %20 ]
  %26 = phi i64 [ %44, %43 ], [ %3, %20 ]
  %27 = phi i8* [ %46, %43 ], [ %2, %20 ]
  %28 = load %struct._BlockBase.35*, %struct._BlockBase.35** %15, align 8, !tbaa !170
  %29 = getelementptr inbounds %struct._BlockBase.35, %struct._BlockBase.35* %28, i64 0, i32 1
  %30 = load i32 (%struct._BlockBase.35*, i8*, i8*, i64)*, i32 (%struct._BlockBase.35*, i8*, i8*, i64)** %29, align 8, !tbaa !13
  %31 = call signext i32 %30(%struct._BlockBase.35* noundef %28, i8* noundef %25, i8* noundef nonnull %7, i64 noundef %18) #21
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %52

33:                                               ; preds = %24
  br i1 %22, label %43, label %34

34:                                               ; preds = %34, %33
  %35 = phi i64 [ %41, %34 ], [ 0, %33 ]
  %36 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 %35
  %37 = load i8, i8* %36, align 1, !tbaa !23
  %38 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 %35
  %39 = load i8, i8* %38, align 1, !tbaa !23
  %40 = xor i8 %39, %37
  store i8 %40, i8* %36, align 1, !tbaa !23
  %41 = add nuw i64 %35, 1
  %42 = icmp eq i64 %41, %18
  br i1 %42, label %43, label %34, !llvm.loop !172

43:                                               ; preds = %34, %33
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %8, i8* align 1 %25, i64 %18, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %27, i8* nonnull align 1 %7, i64 %18, i1 false)
  %44 = sub i64 %26, %18
  %45 = getelementptr inbounds i8, i8* %25, i64 %18
  %46 = getelementptr inbounds i8, i8* %27, i64 %18
  %47 = icmp ult i64 %44, %18
  br i1 %47, label %48, label %24, !llvm.loop !173

48:                                               ; preds = %43, %20
  %49 = phi i64 [ %3, %20 ], [ %44, %43 ]
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %21, i8* nonnull align 1 %8, i64 %18, i1 false)
  %50 = icmp eq i64 %49, 0
  %51 = select i1 %50, i32 0, i32 3
  br label %52

52:                                               ; preds = %48, %24, %14, %4
  %53 = phi i32 [ 1, %4 ], [ 12, %14 ], [ %51, %48 ], [ %31, %24 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %8) #21
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7) #21
  ret i32 %53
}

; Function Attrs: nounwind
define dso_local signext i32 @CBC_stop_operation(%struct.CbcModeState* noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq %struct.CbcModeState* %0, null
  br i1 %2, label %10, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.CbcModeState, %struct.CbcModeState* %0, i64 0, i32 0
  %5 = load %struct._BlockBase.35*, %struct._BlockBase.35** %4, align 8, !tbaa !170
  %6 = getelementptr inbounds %struct._BlockBase.35, %struct._BlockBase.35* %5, i64 0, i32 2
  %7 = load i32 (%struct._BlockBase.35*)*, i32 (%struct._BlockBase.35*)** %6, align 8, !tbaa !14
  %8 = tail call signext i32 %7(%struct._BlockBase.35* noundef %5) #21
  %9 = bitcast %struct.CbcModeState* %0 to i8*
  tail call void @free(i8* noundef %9) #21
  br label %10

10:                                               ; preds = %3, %1
  %11 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %11
}

; Function Attrs: nounwind
define hidden fastcc signext i32 @CFB_transcrypt(%struct.CfbModeState* noundef %0, i8* noundef readonly %1, i8* noundef %2, i64 noundef %3, i32 noundef signext %4) unnamed_addr #2 {
  %6 = icmp eq %struct.CfbModeState* %0, null
  %7 = icmp eq i8* %1, null
  %8 = or i1 %6, %7
  %9 = icmp eq i8* %2, null
  %10 = or i1 %8, %9
  br i1 %10, label %86, label %11

11:                                               ; preds = %5
  %12 = getelementptr inbounds %struct.CfbModeState, %struct.CfbModeState* %0, i64 0, i32 0
  %13 = load %struct._BlockBase.36*, %struct._BlockBase.36** %12, align 8, !tbaa !174
  %14 = getelementptr inbounds %struct._BlockBase.36, %struct._BlockBase.36* %13, i64 0, i32 3
  %15 = load i64, i64* %14, align 8, !tbaa !15
  %16 = getelementptr inbounds %struct.CfbModeState, %struct.CfbModeState* %0, i64 0, i32 1
  %17 = load i64, i64* %16, align 8, !tbaa !176
  %18 = getelementptr inbounds %struct.CfbModeState, %struct.CfbModeState* %0, i64 0, i32 4
  %19 = load i8*, i8** %18, align 8, !tbaa !177
  %20 = getelementptr inbounds %struct.CfbModeState, %struct.CfbModeState* %0, i64 0, i32 2
  %21 = load i64, i64* %20, align 8, !tbaa !178
  %22 = icmp ugt i64 %21, %17
  br i1 %22, label %23, label %24

23:                                               ; preds = %11
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.147, i64 0, i64 0), i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str.1.148, i64 0, i64 0), i32 noundef signext 119, i8* noundef getelementptr inbounds ([87 x i8], [87 x i8]* @__PRETTY_FUNCTION__.CFB_transcrypt, i64 0, i64 0)) #22
  unreachable

24:                                               ; preds = %11
  %25 = icmp eq i32 %4, 0
  %26 = icmp eq i32 %4, 1
  %27 = icmp ult i32 %4, 2
  br i1 %27, label %28, label %34

28:                                               ; preds = %24
  %29 = icmp eq i64 %3, 0
  br i1 %29, label %86, label %30

30:                                               ; preds = %28
  %31 = getelementptr inbounds %struct.CfbModeState, %struct.CfbModeState* %0, i64 0, i32 3
  %32 = getelementptr inbounds i8, i8* %19, i64 %17
  %33 = sub i64 %15, %17
  br label %35

34:                                               ; preds = %24
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @.str.2.149, i64 0, i64 0), i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str.1.148, i64 0, i64 0), i32 noundef signext 120, i8* noundef getelementptr inbounds ([87 x i8], [87 x i8]* @__PRETTY_FUNCTION__.CFB_transcrypt, i64 0, i64 0)) #22
  unreachable

35:                                               ; preds = %81, %30
  %36 = phi i64 [ %21, %30 ], [ %84, %81 ]
  %37 = phi i8* [ %1, %30 ], [ %77, %81 ]
  %38 = phi i8* [ %2, %30 ], [ %76, %81 ]
  %39 = phi i64 [ %3, %30 ], [ %82, %81 ]
  %40 = icmp eq i64 %36, %17
  br i1 %40, label %41, label %49

41:                                               ; preds = %35
  %42 = load %struct._BlockBase.36*, %struct._BlockBase.36** %12, align 8, !tbaa !174
  %43 = getelementptr inbounds %struct._BlockBase.36, %struct._BlockBase.36* %42, i64 0, i32 0
  %44 = load i32 (%struct._BlockBase.36*, i8*, i8*, i64)*, i32 (%struct._BlockBase.36*, i8*, i8*, i64)** %43, align 8, !tbaa !10
  %45 = load i8*, i8** %31, align 8, !tbaa !179
  %46 = tail call signext i32 %44(%struct._BlockBase.36* noundef %42, i8* noundef %19, i8* noundef %45, i64 noundef %15) #21
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %86

48:                                               ; preds = %41
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %19, i8* align 1 %32, i64 %33, i1 false)
  store i64 0, i64* %20, align 8, !tbaa !178
  br label %49

49:                                               ; preds = %48, %35
  %50 = phi i64 [ 0, %48 ], [ %36, %35 ]
  %51 = load i8*, i8** %31, align 8, !tbaa !179
  %52 = getelementptr inbounds i8, i8* %51, i64 %50
  %53 = sub i64 %17, %50
  %54 = icmp ult i64 %53, %39
  %55 = select i1 %54, i64 %53, i64 %39
  %56 = add i64 %33, %50
  %57 = getelementptr inbounds i8, i8* %19, i64 %56
  br i1 %26, label %58, label %59

58:                                               ; preds = %49
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %57, i8* align 1 %37, i64 %55, i1 false)
  br label %59

59:                                               ; preds = %58, %49
  %60 = icmp eq i64 %55, 0
  br i1 %60, label %75, label %61

61:                                               ; preds = %61, %59
  %62 = phi i8* [ %66, %61 ], [ %52, %59 ]
  %63 = phi i8* [ %68, %61 ], [ %37, %59 ]
  %64 = phi i8* [ %71, %61 ], [ %38, %59 ]
  %65 = phi i32 [ %72, %61 ], [ 0, %59 ]
  %66 = getelementptr inbounds i8, i8* %62, i64 1
  %67 = load i8, i8* %62, align 1, !tbaa !23
  %68 = getelementptr inbounds i8, i8* %63, i64 1
  %69 = load i8, i8* %63, align 1, !tbaa !23
  %70 = xor i8 %69, %67
  %71 = getelementptr inbounds i8, i8* %64, i64 1
  store i8 %70, i8* %64, align 1, !tbaa !23
  %72 = add i32 %65, 1
  %73 = zext i32 %72 to i64
  %74 = icmp ugt i64 %55, %73
  br i1 %74, label %61, label %75, !llvm.loop !180

75:                                               ; preds = %61, %59
  %76 = phi i8* [ %38, %59 ], [ %71, %61 ]
  %77 = phi i8* [ %37, %59 ], [ %68, %61 ]
  br i1 %25, label %78, label %81

78:                                               ; preds = %75
  %79 = sub i64 0, %55
  %80 = getelementptr inbounds i8, i8* %76, i64 %79
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %57, i8* align 1 %80, i64 %55, i1 false)
  br label %81

81:                                               ; preds = %78, %75
  %82 = sub i64 %39, %55
  %83 = load i64, i64* %20, align 8, !tbaa !178
  %84 = add i64 %83, %55
  store i64 %84, i64* %20, align 8, !tbaa !178
  %85 = icmp eq i64 %82, 0
  br i1 %85, label %86, label %35, !llvm.loop !181

86:                                               ; preds = %81, %41, %28, %5
  %87 = phi i32 [ 1, %5 ], [ 0, %28 ], [ 0, %81 ], [ %46, %41 ]
  ret i32 %87
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nounwind
define dso_local signext i32 @CTR_stop_operation(%struct.CtrModeState* noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq %struct.CtrModeState* %0, null
  br i1 %2, label %14, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.CtrModeState, %struct.CtrModeState* %0, i64 0, i32 0
  %5 = load %struct._BlockBase.37*, %struct._BlockBase.37** %4, align 8, !tbaa !182
  %6 = getelementptr inbounds %struct._BlockBase.37, %struct._BlockBase.37* %5, i64 0, i32 2
  %7 = load i32 (%struct._BlockBase.37*)*, i32 (%struct._BlockBase.37*)** %6, align 8, !tbaa !14
  %8 = tail call signext i32 %7(%struct._BlockBase.37* noundef %5) #21
  %9 = getelementptr inbounds %struct.CtrModeState, %struct.CtrModeState* %0, i64 0, i32 5
  %10 = load i8*, i8** %9, align 8, !tbaa !184
  tail call void @free(i8* noundef %10) #21
  %11 = getelementptr inbounds %struct.CtrModeState, %struct.CtrModeState* %0, i64 0, i32 1
  %12 = load i8*, i8** %11, align 8, !tbaa !185
  tail call void @free(i8* noundef %12) #21
  %13 = bitcast %struct.CtrModeState* %0 to i8*
  tail call void @free(i8* noundef %13) #21
  br label %14

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local signext i32 @ECB_start_operation(%struct._BlockBase.38* noundef %0, %struct._BlockBase.38** noundef writeonly %1) local_unnamed_addr #17 {
  %3 = icmp eq %struct._BlockBase.38* %0, null
  %4 = icmp eq %struct._BlockBase.38** %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %7, label %6

6:                                                ; preds = %2
  store %struct._BlockBase.38* %0, %struct._BlockBase.38** %1, align 8, !tbaa !6
  br label %7

7:                                                ; preds = %6, %2
  %8 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %8
}

; Function Attrs: nounwind
define dso_local signext i32 @OCB_stop_operation(%struct.OcbModeState* noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq %struct.OcbModeState* %0, null
  br i1 %2, label %10, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 0
  %5 = load %struct._BlockBase.39*, %struct._BlockBase.39** %4, align 8, !tbaa !186
  %6 = getelementptr inbounds %struct._BlockBase.39, %struct._BlockBase.39* %5, i64 0, i32 2
  %7 = load i32 (%struct._BlockBase.39*)*, i32 (%struct._BlockBase.39*)** %6, align 8, !tbaa !14
  %8 = tail call signext i32 %7(%struct._BlockBase.39* noundef %5) #21
  %9 = bitcast %struct.OcbModeState* %0 to i8*
  tail call void @free(i8* noundef %9) #21
  br label %10

10:                                               ; preds = %3, %1
  %11 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %11
}

; Function Attrs: nounwind
define dso_local signext i32 @OFB_decrypt(%struct.OfbModeState* noundef %0, i8* noundef readonly %1, i8* noundef writeonly %2, i64 noundef %3) local_unnamed_addr #2 {
  %5 = alloca [16 x i8], align 1
  %6 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %6) #21
  %7 = icmp eq %struct.OfbModeState* %0, null
  %8 = icmp eq i8* %1, null
  %9 = or i1 %7, %8
  %10 = icmp eq i8* %2, null
  %11 = or i1 %9, %10
  br i1 %11, label %76, label %12

12:                                               ; preds = %4
  %13 = getelementptr inbounds %struct.OfbModeState, %struct.OfbModeState* %0, i64 0, i32 0
  %14 = load %struct._BlockBase.40*, %struct._BlockBase.40** %13, align 8, !tbaa !188
  %15 = getelementptr inbounds %struct._BlockBase.40, %struct._BlockBase.40* %14, i64 0, i32 3
  %16 = load i64, i64* %15, align 8, !tbaa !15
  %17 = icmp ugt i64 %16, 16
  br i1 %17, label %76, label %18

18:                                               ; preds = %12
  %19 = getelementptr inbounds %struct.OfbModeState, %struct.OfbModeState* %0, i64 0, i32 2, i64 0
  %20 = icmp eq i64 %3, 0
  br i1 %20, label %76, label %21

21:                                               ; preds = %18
  %22 = getelementptr inbounds %struct.OfbModeState, %struct.OfbModeState* %0, i64 0, i32 1
  %23 = load i64, i64* %22, align 8, !tbaa !190
  br label %24

24:                                               ; preds = %69, %21
  %25 = phi i64 [ %23, %21 ], [ %74, %69 ]
  %26 = phi i8* [ %1, %21 ], [ %72, %69 ]
  %27 = phi i8* [ %2, %21 ], [ %71, %69 ]
  %28 = phi i64 [ %3, %21 ], [ %73, %69 ]
  %29 = icmp eq i64 %25, %16
  br i1 %29, label %30, label %37

30:                                               ; preds = %24
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %6, i8* nonnull align 8 %19, i64 %16, i1 false) #21
  %31 = load %struct._BlockBase.40*, %struct._BlockBase.40** %13, align 8, !tbaa !188
  %32 = getelementptr inbounds %struct._BlockBase.40, %struct._BlockBase.40* %31, i64 0, i32 0
  %33 = load i32 (%struct._BlockBase.40*, i8*, i8*, i64)*, i32 (%struct._BlockBase.40*, i8*, i8*, i64)** %32, align 8, !tbaa !10
  %34 = call signext i32 %33(%struct._BlockBase.40* noundef %31, i8* noundef nonnull %6, i8* noundef nonnull %19, i64 noundef %16) #21
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %76

36:                                               ; preds = %30
  store i64 0, i64* %22, align 8, !tbaa !190
  br label %37

37:                                               ; preds = %36, %24
  %38 = phi i64 [ 0, %36 ], [ %25, %24 ]
  %39 = sub i64 %16, %38
  %40 = icmp ult i64 %28, %39
  %41 = select i1 %40, i64 %28, i64 %39
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %69, label %43

43:                                               ; preds = %37
  %44 = getelementptr inbounds i8, i8* %26, i64 1
  %45 = load i8, i8* %26, align 1, !tbaa !23
  %46 = getelementptr inbounds %struct.OfbModeState, %struct.OfbModeState* %0, i64 0, i32 2, i64 %38
  %47 = load i8, i8* %46, align 1, !tbaa !23
  %48 = xor i8 %47, %45
  %49 = getelementptr inbounds i8, i8* %27, i64 1
  store i8 %48, i8* %27, align 1, !tbaa !23
  %50 = icmp eq i64 %41, 1
  br i1 %50, label %65, label %51, !llvm.loop !191

51:                                               ; preds = %51, %43
  %52 = phi i64 [ %63, %51 ], [ 1, %43 ]
  %53 = phi i8* [ %62, %51 ], [ %49, %43 ]
  %54 = phi i8* [ %56, %51 ], [ %44, %43 ]
  %55 = load i64, i64* %22, align 8, !tbaa !190
  %56 = getelementptr inbounds i8, i8* %54, i64 1
  %57 = load i8, i8* %54, align 1, !tbaa !23
  %58 = add i64 %52, %55
  %59 = getelementptr inbounds %struct.OfbModeState, %struct.OfbModeState* %0, i64 0, i32 2, i64 %58
  %60 = load i8, i8* %59, align 1, !tbaa !23
  %61 = xor i8 %60, %57
  %62 = getelementptr inbounds i8, i8* %53, i64 1
  store i8 %61, i8* %53, align 1, !tbaa !23
  %63 = add nuw i64 %52, 1
  %64 = icmp eq i64 %63, %41
  br i1 %64, label %65, label %51, !llvm.loop !191

65:                                               ; preds = %51, %43
  %66 = phi i8* [ %44, %43 ], [ %56, %51 ]
  %67 = phi i8* [ %49, %43 ], [ %62, %51 ]
  %68 = load i64, i64* %22, align 8, !tbaa !190
  br label %69

69:                                               ; preds = %65, %37
  %70 = phi i64 [ %38, %37 ], [ %68, %65 ]
  %71 = phi i8* [ %27, %37 ], [ %67, %65 ]
  %72 = phi i8* [ %26, %37 ], [ %66, %65 ]
  %73 = sub i64 %28, %41
  %74 = add i64 %70, %41
  store i64 %74, i64* %22, align 8, !tbaa !190
  %75 = icmp eq i64 %73, 0
  br i1 %75, label %76, label %24, !llvm.loop !192

76:                                               ; preds = %69, %30, %18, %12, %4
  %77 = phi i32 [ 1, %4 ], [ 12, %12 ], [ 0, %18 ], [ %34, %30 ], [ 0, %69 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %6) #21
  ret i32 %77
}

; Function Attrs: nounwind
define dso_local signext i32 @OFB_stop_operation(%struct.OfbModeState* noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq %struct.OfbModeState* %0, null
  br i1 %2, label %10, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.OfbModeState, %struct.OfbModeState* %0, i64 0, i32 0
  %5 = load %struct._BlockBase.40*, %struct._BlockBase.40** %4, align 8, !tbaa !188
  %6 = getelementptr inbounds %struct._BlockBase.40, %struct._BlockBase.40* %5, i64 0, i32 2
  %7 = load i32 (%struct._BlockBase.40*)*, i32 (%struct._BlockBase.40*)** %6, align 8, !tbaa !14
  %8 = tail call signext i32 %7(%struct._BlockBase.40* noundef %5) #21
  %9 = bitcast %struct.OfbModeState* %0 to i8*
  tail call void @free(i8* noundef %9) #21
  br label %10

10:                                               ; preds = %3, %1
  %11 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %11
}

attributes #0 = { mustprogress nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #1 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #2 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #4 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #6 = { argmemonly nofree nosync nounwind willreturn }
attributes #7 = { argmemonly nofree nounwind willreturn }
attributes #8 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #9 = { argmemonly nofree nounwind willreturn writeonly }
attributes #10 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #11 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #12 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #13 = { mustprogress nofree nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #14 = { inlinehint nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #15 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #16 = { inlinehint mustprogress nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #17 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #18 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #19 = { mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #20 = { nofree norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #21 = { nounwind }
attributes #22 = { noreturn nounwind }

!llvm.ident = !{!0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, !"target-abi", !"lp64d"}
!3 = !{i32 7, !"PIC Level", i32 2}
!4 = !{i32 7, !"PIE Level", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !7, i64 0}
!11 = !{!"_BlockBase", !7, i64 0, !7, i64 8, !7, i64 16, !12, i64 24}
!12 = !{!"long", !8, i64 0}
!13 = !{!11, !7, i64 8}
!14 = !{!11, !7, i64 16}
!15 = !{!11, !12, i64 24}
!16 = !{!17, !18, i64 480}
!17 = !{!"block_state", !8, i64 0, !8, i64 240, !18, i64 480}
!18 = !{!"int", !8, i64 0}
!19 = !{!18, !18, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = distinct !{!22, !21}
!23 = !{!8, !8, i64 0}
!24 = distinct !{!24, !21}
!25 = distinct !{!25, !21}
!26 = distinct !{!26, !21}
!27 = distinct !{!27, !21}
!28 = !{!12, !12, i64 0}
!29 = !{!30, !30, i64 0}
!30 = !{!"long long", !8, i64 0}
!31 = distinct !{!31, !21}
!32 = !{i64 0, i64 4, !19, i64 4, i64 4, !19, i64 8, i64 4, !19, i64 12, i64 4, !19, i64 16, i64 8, !28, i64 24, i64 64, !23, i64 88, i64 4, !19}
!33 = !{!34, !12, i64 16}
!34 = !{!"", !18, i64 0, !18, i64 4, !18, i64 8, !18, i64 12, !12, i64 16, !8, i64 24, !18, i64 88}
!35 = !{!34, !18, i64 88}
!36 = !{!37, !18, i64 80}
!37 = !{!"t_hash_state", !8, i64 0, !8, i64 16, !18, i64 80, !12, i64 88}
!38 = !{!37, !12, i64 88}
!39 = !{i64 0, i64 16, !23, i64 16, i64 64, !23, i64 80, i64 4, !19, i64 88, i64 8, !28}
!40 = !{i64 0, i64 32, !23, i64 32, i64 64, !23, i64 96, i64 4, !19, i64 100, i64 8, !23, i64 112, i64 8, !28}
!41 = !{!42, !12, i64 112}
!42 = !{!"t_hash_state", !8, i64 0, !8, i64 32, !18, i64 96, !8, i64 100, !12, i64 112}
!43 = !{!42, !18, i64 96}
!44 = distinct !{!44, !21}
!45 = distinct !{!45, !21}
!46 = !{!47, !12, i64 216}
!47 = !{!"t_hash_state", !8, i64 0, !8, i64 64, !18, i64 192, !8, i64 200, !12, i64 216}
!48 = !{i64 0, i64 64, !23, i64 64, i64 128, !23, i64 192, i64 4, !19, i64 200, i64 16, !23, i64 216, i64 8, !28}
!49 = !{!47, !18, i64 192}
!50 = distinct !{!50, !21}
!51 = distinct !{!51, !21}
!52 = !{!53, !8, i64 128}
!53 = !{!"", !8, i64 0, !8, i64 64, !8, i64 128}
!54 = distinct !{!54, !21}
!55 = !{!56, !18, i64 80}
!56 = !{!"", !8, i64 0, !12, i64 64, !12, i64 72, !18, i64 80, !8, i64 84}
!57 = !{!58, !18, i64 40}
!58 = !{!"", !8, i64 0, !18, i64 32, !18, i64 36, !18, i64 40, !8, i64 44}
!59 = distinct !{!59, !21}
!60 = distinct !{!60, !21}
!61 = distinct !{!61, !21}
!62 = distinct !{!62, !21}
!63 = distinct !{!63, !21}
!64 = distinct !{!64, !21}
!65 = distinct !{!65, !21}
!66 = distinct !{!66, !21}
!67 = distinct !{!67, !21}
!68 = !{!69, !18, i64 72}
!69 = !{!"", !8, i64 0, !12, i64 64, !18, i64 72, !8, i64 76}
!70 = !{!69, !12, i64 64}
!71 = distinct !{!71, !21}
!72 = !{!73, !7, i64 0}
!73 = !{!"_Curve448Context", !7, i64 0, !7, i64 8}
!74 = !{!75, !18, i64 8}
!75 = !{!"mont_context", !8, i64 0, !18, i64 4, !18, i64 8, !18, i64 12, !7, i64 16, !7, i64 24, !7, i64 32, !12, i64 40, !7, i64 48, !7, i64 56}
!76 = !{!77, !7, i64 0}
!77 = !{!"Curve448Point", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!78 = !{!77, !7, i64 8}
!79 = !{!77, !7, i64 16}
!80 = !{!77, !7, i64 24}
!81 = !{!82, !7, i64 0}
!82 = !{!"_WorkplaceCurve448", !7, i64 0, !7, i64 8, !7, i64 16}
!83 = !{!82, !7, i64 8}
!84 = !{!82, !7, i64 16}
!85 = distinct !{!85, !21}
!86 = distinct !{!86, !21}
!87 = distinct !{!87, !21}
!88 = distinct !{!88, !21}
!89 = distinct !{!89, !21}
!90 = !{!91, !7, i64 0}
!91 = !{!"_EcContext", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!92 = !{!75, !8, i64 0}
!93 = !{!91, !7, i64 24}
!94 = distinct !{!94, !21}
!95 = distinct !{!95, !21}
!96 = !{!91, !7, i64 8}
!97 = !{!91, !7, i64 16}
!98 = !{!99, !7, i64 0}
!99 = !{!"", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24, !7, i64 32, !7, i64 40, !7, i64 48, !7, i64 56, !7, i64 64, !7, i64 72, !7, i64 80, !7, i64 88}
!100 = !{!99, !7, i64 8}
!101 = !{!99, !7, i64 16}
!102 = !{!99, !7, i64 24}
!103 = !{!99, !7, i64 32}
!104 = !{!99, !7, i64 40}
!105 = !{!99, !7, i64 48}
!106 = !{!99, !7, i64 56}
!107 = !{!99, !7, i64 64}
!108 = !{!99, !7, i64 72}
!109 = !{!99, !7, i64 80}
!110 = !{!99, !7, i64 88}
!111 = !{!112, !7, i64 0}
!112 = !{!"_EcPoint", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!113 = !{!112, !7, i64 8}
!114 = !{!112, !7, i64 16}
!115 = !{!112, !7, i64 24}
!116 = !{!75, !18, i64 4}
!117 = distinct !{!117, !21}
!118 = !{!119, !18, i64 4}
!119 = !{!"BitWindow_RL", !18, i64 0, !18, i64 4, !18, i64 8, !18, i64 12, !7, i64 16}
!120 = distinct !{!120, !21}
!121 = distinct !{!121, !21}
!122 = distinct !{!122, !21}
!123 = distinct !{!123, !21}
!124 = !{!125, !18, i64 4}
!125 = !{!"BitWindow_LR", !18, i64 0, !18, i64 4, !18, i64 8, !18, i64 12, !18, i64 16, !7, i64 24}
!126 = distinct !{!126, !21}
!127 = distinct !{!127, !21}
!128 = !{!75, !7, i64 16}
!129 = !{!130, !7, i64 0}
!130 = !{!"_EcContext", !7, i64 0, !7, i64 8}
!131 = !{!130, !7, i64 8}
!132 = !{!133, !7, i64 8}
!133 = !{!"_PointEd448", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24, !7, i64 32}
!134 = !{!135, !7, i64 0}
!135 = !{!"_WorkplaceEd448", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24, !7, i64 32, !7, i64 40, !7, i64 48}
!136 = !{!135, !7, i64 8}
!137 = !{!135, !7, i64 16}
!138 = !{!135, !7, i64 24}
!139 = !{!135, !7, i64 32}
!140 = !{!135, !7, i64 40}
!141 = !{!135, !7, i64 48}
!142 = !{!133, !7, i64 16}
!143 = !{!133, !7, i64 24}
!144 = !{!133, !7, i64 32}
!145 = !{!133, !7, i64 0}
!146 = !{!147, !8, i64 412}
!147 = !{!"", !8, i64 0, !8, i64 200, !18, i64 400, !18, i64 404, !18, i64 408, !8, i64 412, !8, i64 413}
!148 = !{!147, !18, i64 400}
!149 = !{!147, !18, i64 408}
!150 = distinct !{!150, !21}
!151 = !{!147, !8, i64 413}
!152 = distinct !{!152, !21}
!153 = distinct !{!153, !21}
!154 = distinct !{!154, !21}
!155 = distinct !{!155, !21}
!156 = distinct !{!156, !21}
!157 = distinct !{!157, !21}
!158 = distinct !{!158, !21}
!159 = !{!125, !18, i64 0}
!160 = !{!125, !18, i64 8}
!161 = !{!125, !18, i64 12}
!162 = !{!125, !18, i64 16}
!163 = !{!125, !7, i64 24}
!164 = !{!119, !18, i64 8}
!165 = !{!119, !18, i64 12}
!166 = !{!119, !7, i64 16}
!167 = !{!119, !18, i64 0}
!168 = distinct !{!168, !21}
!169 = distinct !{!169, !21}
!170 = !{!171, !7, i64 0}
!171 = !{!"", !7, i64 0, !8, i64 8}
!172 = distinct !{!172, !21}
!173 = distinct !{!173, !21}
!174 = !{!175, !7, i64 0}
!175 = !{!"", !7, i64 0, !12, i64 8, !12, i64 16, !7, i64 24, !7, i64 32}
!176 = !{!175, !12, i64 8}
!177 = !{!175, !7, i64 32}
!178 = !{!175, !12, i64 16}
!179 = !{!175, !7, i64 24}
!180 = distinct !{!180, !21}
!181 = distinct !{!181, !21}
!182 = !{!183, !7, i64 0}
!183 = !{!"", !7, i64 0, !7, i64 8, !7, i64 16, !12, i64 24, !18, i64 32, !7, i64 40, !12, i64 48, !12, i64 56, !12, i64 64, !12, i64 72, !12, i64 80}
!184 = !{!183, !7, i64 40}
!185 = !{!183, !7, i64 8}
!186 = !{!187, !7, i64 0}
!187 = !{!"", !7, i64 0, !8, i64 8, !8, i64 24, !8, i64 40, !12, i64 1080, !8, i64 1088, !8, i64 1104, !12, i64 1120, !8, i64 1128, !8, i64 1144}
!188 = !{!189, !7, i64 0}
!189 = !{!"", !7, i64 0, !12, i64 8, !8, i64 16}
!190 = !{!189, !12, i64 8}
!191 = distinct !{!191, !21}
!192 = distinct !{!192, !21}
