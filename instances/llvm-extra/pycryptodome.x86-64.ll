; ModuleID = '/tmp/tmp_qa35z93/pycryptodome.ll'
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct._BlockBase = type { i32 (%struct._BlockBase*, i8*, i8*, i64)*, i32 (%struct._BlockBase*, i8*, i8*, i64)*, {}*, i64 }
%struct.AES_State = type { %struct._BlockBase, %struct.block_state }
%struct.block_state = type { [60 x i32], [60 x i32], i32 }
%struct.ARC2_State = type { %struct._BlockBase, %struct.block_state.1 }
%struct.block_state.1 = type { [64 x i32] }
%struct.block_state.3 = type { [16 x i32], [16 x i8], i32 }
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
%struct.Blowfish_State = type { %struct._BlockBase, %struct.block_state.21 }
%struct.stream_state.24 = type { [16 x i32], i64, i32, [64 x i8] }
%struct.Curve448Point = type { %struct._Curve448Context*, %struct._WorkplaceCurve448*, i64*, i64* }
%struct._WorkplaceCurve448 = type { i64*, i64*, i64* }
%struct._Curve448Context = type { %struct.mont_context*, i64* }
%struct.mont_context = type { i32, i32, i32, i32, i64*, i64*, i64*, i64, i64*, i64* }
%struct._EcContext = type { %struct.mont_context*, i64*, i64*, %struct._ProtMemory** }
%struct._ProtMemory = type { i8*, i16*, i32, i32 }
%struct.Workplace = type { i64*, i64*, i64*, i64*, i64*, i64*, i64*, i64*, i64*, i64*, i64*, i64* }
%struct._EcPoint = type { %struct._EcContext*, i64*, i64*, i64* }
%struct.BitWindow_RL = type { i32, i32, i32, i32, i8* }
%struct._PointEd448 = type { %struct._Curve448Context*, %struct._WorkplaceEd448*, i64*, i64*, i64* }
%struct._WorkplaceEd448 = type { i64*, i64*, i64*, i64*, i64*, i64*, i64* }
%struct.t_exp_key = type { [4128 x i8], i32 }
%struct.keccak_state = type { [25 x i64], [200 x i8], i32, i32, i32, i8, i8 }
%struct.CbcModeState = type { %struct._BlockBase.35*, [16 x i8] }
%struct._BlockBase.35 = type { i32 (%struct._BlockBase.35*, i8*, i8*, i64)*, i32 (%struct._BlockBase.35*, i8*, i8*, i64)*, i32 (%struct._BlockBase.35*)*, i64 }
%struct.CfbModeState = type { %struct._BlockBase.36*, i64, i64, i8*, i8* }
%struct._BlockBase.36 = type { i32 (%struct._BlockBase.36*, i8*, i8*, i64)*, i32 (%struct._BlockBase.36*, i8*, i8*, i64)*, i32 (%struct._BlockBase.36*)*, i64 }
%struct._BlockBase.38 = type { i32 (%struct._BlockBase.38*, i8*, i8*, i64)*, i32 (%struct._BlockBase.38*, i8*, i8*, i64)*, i32 (%struct._BlockBase.38*)*, i64 }
%struct.OcbModeState = type { %struct._BlockBase.39*, [16 x i8], [16 x i8], [65 x [16 x i8]], i64, [16 x i8], [16 x i8], i64, [16 x i8], [16 x i8] }
%struct._BlockBase.39 = type { i32 (%struct._BlockBase.39*, i8*, i8*, i64)*, i32 (%struct._BlockBase.39*, i8*, i8*, i64)*, i32 (%struct._BlockBase.39*)*, i64 }
%struct.OfbModeState = type { %struct._BlockBase.40*, i64, [16 x i8] }
%struct._BlockBase.40 = type { i32 (%struct._BlockBase.40*, i8*, i8*, i64)*, i32 (%struct._BlockBase.40*, i8*, i8*, i64)*, i32 (%struct._BlockBase.40*)*, i64 }

@Te4 = external hidden unnamed_addr constant [256 x i32], align 16
@Td0 = external hidden unnamed_addr constant [256 x i32], align 16
@Td1 = external hidden unnamed_addr constant [256 x i32], align 16
@Td2 = external hidden unnamed_addr constant [256 x i32], align 16
@Td3 = external hidden unnamed_addr constant [256 x i32], align 16
@block_init.permute = external hidden unnamed_addr constant [256 x i8], align 16
@pc1 = external hidden unnamed_addr constant [56 x i8], align 16
@bytebit = external hidden unnamed_addr constant [8 x i32], align 16
@totrot = external hidden unnamed_addr constant [16 x i8], align 16
@pc2 = external hidden unnamed_addr constant [48 x i8], align 16
@bigbyte = external hidden unnamed_addr constant [24 x i32], align 16
@S = external hidden unnamed_addr constant [256 x i8], align 16
@.str.22 = external hidden unnamed_addr constant [24 x i8], align 1
@.str.1.23 = external hidden unnamed_addr constant [44 x i8], align 1
@__PRETTY_FUNCTION__.SHA1_update = external hidden unnamed_addr constant [55 x i8], align 1
@.str.24 = external hidden unnamed_addr constant [24 x i8], align 1
@.str.1.25 = external hidden unnamed_addr constant [58 x i8], align 1
@__PRETTY_FUNCTION__.SHA224_update = external hidden unnamed_addr constant [57 x i8], align 1
@H.28 = external hidden unnamed_addr constant [8 x i32], align 16
@.str.34 = external hidden unnamed_addr constant [24 x i8], align 1
@.str.1.35 = external hidden unnamed_addr constant [58 x i8], align 1
@__PRETTY_FUNCTION__.SHA384_update = external hidden unnamed_addr constant [57 x i8], align 1
@.str.38 = external hidden unnamed_addr constant [24 x i8], align 1
@.str.1.39 = external hidden unnamed_addr constant [58 x i8], align 1
@__PRETTY_FUNCTION__.SHA512_update = external hidden unnamed_addr constant [57 x i8], align 1
@blake2b_compress.sigma = external hidden unnamed_addr constant [12 x [16 x i8]], align 16
@S_init.45 = external hidden unnamed_addr constant [4 x [256 x i32]], align 16
@P_init.46 = external hidden unnamed_addr constant [18 x i32], align 16
@p256_n_tables = external dso_local local_unnamed_addr constant i32, align 4
@p256_window_size = external dso_local local_unnamed_addr constant i32, align 4
@p256_points_per_table = external dso_local local_unnamed_addr constant i32, align 4
@p256_tables = external dso_local constant [52 x [32 x [2 x [4 x i64]]]], align 16
@.str.144 = external hidden unnamed_addr constant [39 x i8], align 1
@.str.1.145 = external hidden unnamed_addr constant [47 x i8], align 1
@__PRETTY_FUNCTION__.CFB_transcrypt = external hidden unnamed_addr constant [87 x i8], align 1
@.str.2.146 = external hidden unnamed_addr constant [55 x i8], align 1
@.str.149 = external hidden unnamed_addr constant [49 x i8], align 1
@.str.1.150 = external hidden unnamed_addr constant [47 x i8], align 1
@__PRETTY_FUNCTION__.OCB_transcrypt = external hidden unnamed_addr constant [90 x i8], align 1

; Function Attrs: mustprogress nounwind uwtable willreturn
declare dso_local i32 @AES_stop_operation(%struct._BlockBase* noundef) #0

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local i32 @AES_start_operation(i8* noundef readonly %0, i64 noundef %1, %struct.AES_State** noundef %2) local_unnamed_addr #2 {
  %4 = icmp eq i8* %0, null
  %5 = icmp eq %struct.AES_State** %2, null
  %6 = or i1 %4, %5
  br i1 %6, label %225, label %7

7:                                                ; preds = %3
  %8 = tail call noalias dereferenceable_or_null(520) i8* @calloc(i64 noundef 1, i64 noundef 520) #22
  %9 = bitcast %struct.AES_State** %2 to i8**
  store i8* %8, i8** %9, align 8, !tbaa !5
  %10 = icmp eq i8* %8, null
  %11 = bitcast i8* %8 to %struct.AES_State*
  br i1 %10, label %225, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 0, i32 0
  store i32 (%struct._BlockBase*, i8*, i8*, i64)* @AES_encrypt, i32 (%struct._BlockBase*, i8*, i8*, i64)** %13, align 8, !tbaa !9
  %14 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 0, i32 1
  store i32 (%struct._BlockBase*, i8*, i8*, i64)* @AES_decrypt, i32 (%struct._BlockBase*, i8*, i8*, i64)** %14, align 8, !tbaa !12
  %15 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 0, i32 2
  %16 = bitcast {}** %15 to i32 (%struct._BlockBase*)**
  store i32 (%struct._BlockBase*)* @AES_stop_operation, i32 (%struct._BlockBase*)** %16, align 8, !tbaa !13
  %17 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 0, i32 3
  store i64 16, i64* %17, align 8, !tbaa !14
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
  store i32 %21, i32* %22, align 4, !tbaa !15
  %23 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 0, i64 0
  %24 = trunc i64 %1 to i32
  %25 = shl nuw nsw i32 %24, 3
  %26 = tail call fastcc i32 @rijndaelKeySetupEnc(i32* noundef nonnull %23, i8* noundef nonnull %0, i32 noundef %25) #22
  %27 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 1, i64 0
  %28 = tail call fastcc i32 @rijndaelKeySetupEnc(i32* noundef nonnull %27, i8* noundef nonnull %0, i32 noundef %25) #22
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
  %39 = load i32, i32* %38, align 4, !tbaa !18
  %40 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 1, i64 %37
  %41 = load i32, i32* %40, align 4, !tbaa !18
  store i32 %41, i32* %38, align 4, !tbaa !18
  store i32 %39, i32* %40, align 4, !tbaa !18
  %42 = or i64 %36, 1
  %43 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 1, i64 %42
  %44 = load i32, i32* %43, align 4, !tbaa !18
  %45 = or i64 %37, 1
  %46 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 1, i64 %45
  %47 = load i32, i32* %46, align 4, !tbaa !18
  store i32 %47, i32* %43, align 4, !tbaa !18
  store i32 %44, i32* %46, align 4, !tbaa !18
  %48 = or i64 %36, 2
  %49 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 1, i64 %48
  %50 = load i32, i32* %49, align 4, !tbaa !18
  %51 = or i64 %37, 2
  %52 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 1, i64 %51
  %53 = load i32, i32* %52, align 4, !tbaa !18
  store i32 %53, i32* %49, align 4, !tbaa !18
  store i32 %50, i32* %52, align 4, !tbaa !18
  %54 = or i64 %36, 3
  %55 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 1, i64 %54
  %56 = load i32, i32* %55, align 4, !tbaa !18
  %57 = or i64 %37, 3
  %58 = getelementptr inbounds %struct.AES_State, %struct.AES_State* %11, i64 0, i32 1, i32 1, i64 %57
  %59 = load i32, i32* %58, align 4, !tbaa !18
  store i32 %59, i32* %55, align 4, !tbaa !18
  store i32 %56, i32* %58, align 4, !tbaa !18
  %60 = add nuw nsw i64 %36, 4
  %61 = add nsw i64 %37, -4
  %62 = icmp slt i64 %60, %61
  br i1 %62, label %35, label %33, !llvm.loop !19

63:                                               ; preds = %63, %33
  %64 = phi i32* [ %66, %63 ], [ %27, %33 ]
  %65 = phi i32 [ %222, %63 ], [ 1, %33 ]
  %66 = getelementptr inbounds i32, i32* %64, i64 4
  %67 = load i32, i32* %66, align 4, !tbaa !18
  %68 = lshr i32 %67, 24
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %69
  %71 = load i32, i32* %70, align 4, !tbaa !18
  %72 = and i32 %71, 255
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds [256 x i32], [256 x i32]* @Td0, i64 0, i64 %73
  %75 = load i32, i32* %74, align 4, !tbaa !18
  %76 = lshr i32 %67, 16
  %77 = and i32 %76, 255
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %78
  %80 = load i32, i32* %79, align 4, !tbaa !18
  %81 = and i32 %80, 255
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds [256 x i32], [256 x i32]* @Td1, i64 0, i64 %82
  %84 = load i32, i32* %83, align 4, !tbaa !18
  %85 = xor i32 %84, %75
  %86 = lshr i32 %67, 8
  %87 = and i32 %86, 255
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %88
  %90 = load i32, i32* %89, align 4, !tbaa !18
  %91 = and i32 %90, 255
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds [256 x i32], [256 x i32]* @Td2, i64 0, i64 %92
  %94 = load i32, i32* %93, align 4, !tbaa !18
  %95 = xor i32 %85, %94
  %96 = and i32 %67, 255
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %97
  %99 = load i32, i32* %98, align 4, !tbaa !18
  %100 = and i32 %99, 255
  %101 = zext i32 %100 to i64
  %102 = getelementptr inbounds [256 x i32], [256 x i32]* @Td3, i64 0, i64 %101
  %103 = load i32, i32* %102, align 4, !tbaa !18
  %104 = xor i32 %95, %103
  store i32 %104, i32* %66, align 4, !tbaa !18
  %105 = getelementptr inbounds i32, i32* %64, i64 5
  %106 = load i32, i32* %105, align 4, !tbaa !18
  %107 = lshr i32 %106, 24
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %108
  %110 = load i32, i32* %109, align 4, !tbaa !18
  %111 = and i32 %110, 255
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds [256 x i32], [256 x i32]* @Td0, i64 0, i64 %112
  %114 = load i32, i32* %113, align 4, !tbaa !18
  %115 = lshr i32 %106, 16
  %116 = and i32 %115, 255
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %117
  %119 = load i32, i32* %118, align 4, !tbaa !18
  %120 = and i32 %119, 255
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds [256 x i32], [256 x i32]* @Td1, i64 0, i64 %121
  %123 = load i32, i32* %122, align 4, !tbaa !18
  %124 = xor i32 %123, %114
  %125 = lshr i32 %106, 8
  %126 = and i32 %125, 255
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %127
  %129 = load i32, i32* %128, align 4, !tbaa !18
  %130 = and i32 %129, 255
  %131 = zext i32 %130 to i64
  %132 = getelementptr inbounds [256 x i32], [256 x i32]* @Td2, i64 0, i64 %131
  %133 = load i32, i32* %132, align 4, !tbaa !18
  %134 = xor i32 %124, %133
  %135 = and i32 %106, 255
  %136 = zext i32 %135 to i64
  %137 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %136
  %138 = load i32, i32* %137, align 4, !tbaa !18
  %139 = and i32 %138, 255
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds [256 x i32], [256 x i32]* @Td3, i64 0, i64 %140
  %142 = load i32, i32* %141, align 4, !tbaa !18
  %143 = xor i32 %134, %142
  store i32 %143, i32* %105, align 4, !tbaa !18
  %144 = getelementptr inbounds i32, i32* %64, i64 6
  %145 = load i32, i32* %144, align 4, !tbaa !18
  %146 = lshr i32 %145, 24
  %147 = zext i32 %146 to i64
  %148 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %147
  %149 = load i32, i32* %148, align 4, !tbaa !18
  %150 = and i32 %149, 255
  %151 = zext i32 %150 to i64
  %152 = getelementptr inbounds [256 x i32], [256 x i32]* @Td0, i64 0, i64 %151
  %153 = load i32, i32* %152, align 4, !tbaa !18
  %154 = lshr i32 %145, 16
  %155 = and i32 %154, 255
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %156
  %158 = load i32, i32* %157, align 4, !tbaa !18
  %159 = and i32 %158, 255
  %160 = zext i32 %159 to i64
  %161 = getelementptr inbounds [256 x i32], [256 x i32]* @Td1, i64 0, i64 %160
  %162 = load i32, i32* %161, align 4, !tbaa !18
  %163 = xor i32 %162, %153
  %164 = lshr i32 %145, 8
  %165 = and i32 %164, 255
  %166 = zext i32 %165 to i64
  %167 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %166
  %168 = load i32, i32* %167, align 4, !tbaa !18
  %169 = and i32 %168, 255
  %170 = zext i32 %169 to i64
  %171 = getelementptr inbounds [256 x i32], [256 x i32]* @Td2, i64 0, i64 %170
  %172 = load i32, i32* %171, align 4, !tbaa !18
  %173 = xor i32 %163, %172
  %174 = and i32 %145, 255
  %175 = zext i32 %174 to i64
  %176 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %175
  %177 = load i32, i32* %176, align 4, !tbaa !18
  %178 = and i32 %177, 255
  %179 = zext i32 %178 to i64
  %180 = getelementptr inbounds [256 x i32], [256 x i32]* @Td3, i64 0, i64 %179
  %181 = load i32, i32* %180, align 4, !tbaa !18
  %182 = xor i32 %173, %181
  store i32 %182, i32* %144, align 4, !tbaa !18
  %183 = getelementptr inbounds i32, i32* %64, i64 7
  %184 = load i32, i32* %183, align 4, !tbaa !18
  %185 = lshr i32 %184, 24
  %186 = zext i32 %185 to i64
  %187 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %186
  %188 = load i32, i32* %187, align 4, !tbaa !18
  %189 = and i32 %188, 255
  %190 = zext i32 %189 to i64
  %191 = getelementptr inbounds [256 x i32], [256 x i32]* @Td0, i64 0, i64 %190
  %192 = load i32, i32* %191, align 4, !tbaa !18
  %193 = lshr i32 %184, 16
  %194 = and i32 %193, 255
  %195 = zext i32 %194 to i64
  %196 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %195
  %197 = load i32, i32* %196, align 4, !tbaa !18
  %198 = and i32 %197, 255
  %199 = zext i32 %198 to i64
  %200 = getelementptr inbounds [256 x i32], [256 x i32]* @Td1, i64 0, i64 %199
  %201 = load i32, i32* %200, align 4, !tbaa !18
  %202 = xor i32 %201, %192
  %203 = lshr i32 %184, 8
  %204 = and i32 %203, 255
  %205 = zext i32 %204 to i64
  %206 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %205
  %207 = load i32, i32* %206, align 4, !tbaa !18
  %208 = and i32 %207, 255
  %209 = zext i32 %208 to i64
  %210 = getelementptr inbounds [256 x i32], [256 x i32]* @Td2, i64 0, i64 %209
  %211 = load i32, i32* %210, align 4, !tbaa !18
  %212 = xor i32 %202, %211
  %213 = and i32 %184, 255
  %214 = zext i32 %213 to i64
  %215 = getelementptr inbounds [256 x i32], [256 x i32]* @Te4, i64 0, i64 %214
  %216 = load i32, i32* %215, align 4, !tbaa !18
  %217 = and i32 %216, 255
  %218 = zext i32 %217 to i64
  %219 = getelementptr inbounds [256 x i32], [256 x i32]* @Td3, i64 0, i64 %218
  %220 = load i32, i32* %219, align 4, !tbaa !18
  %221 = xor i32 %212, %220
  store i32 %221, i32* %183, align 4, !tbaa !18
  %222 = add nuw nsw i32 %65, 1
  %223 = icmp eq i32 %222, %28
  br i1 %223, label %225, label %63, !llvm.loop !21

224:                                              ; preds = %12
  tail call void @free(i8* noundef nonnull %8) #22
  store %struct.AES_State* null, %struct.AES_State** %2, align 8, !tbaa !5
  br label %225

225:                                              ; preds = %224, %63, %33, %20, %7, %3
  %226 = phi i32 [ 1, %3 ], [ 2, %7 ], [ 8, %224 ], [ 0, %20 ], [ 0, %33 ], [ 0, %63 ]
  ret i32 %226
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind uwtable
declare hidden i32 @AES_encrypt(%struct._BlockBase* noundef readonly, i8* noundef readonly, i8* noundef writeonly, i64 noundef) #4

; Function Attrs: nofree norecurse nosync nounwind uwtable
declare hidden i32 @AES_decrypt(%struct._BlockBase* noundef readonly, i8* noundef readonly, i8* noundef writeonly, i64 noundef) #4

; Function Attrs: nofree norecurse nosync nounwind uwtable
declare hidden fastcc i32 @rijndaelKeySetupEnc(i32* nocapture noundef, i8* nocapture noundef readonly, i32 noundef) unnamed_addr #4

; Function Attrs: mustprogress nounwind uwtable willreturn
declare dso_local i32 @ARC2_stop_operation(%struct._BlockBase* noundef) #0

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @ARC2_start_operation(i8* noundef readonly %0, i64 noundef %1, i64 noundef %2, %struct.ARC2_State** noundef %3) local_unnamed_addr #5 {
  %5 = alloca [128 x i8], align 16
  %6 = icmp eq i8* %0, null
  %7 = icmp eq %struct.ARC2_State** %3, null
  %8 = or i1 %6, %7
  br i1 %8, label %153, label %9

9:                                                ; preds = %4
  %10 = tail call noalias dereferenceable_or_null(288) i8* @calloc(i64 noundef 1, i64 noundef 288) #22
  %11 = bitcast %struct.ARC2_State** %3 to i8**
  store i8* %10, i8** %11, align 8, !tbaa !5
  %12 = icmp eq i8* %10, null
  %13 = bitcast i8* %10 to %struct.ARC2_State*
  br i1 %12, label %153, label %14

14:                                               ; preds = %9
  %15 = getelementptr inbounds %struct.ARC2_State, %struct.ARC2_State* %13, i64 0, i32 0, i32 0
  store i32 (%struct._BlockBase*, i8*, i8*, i64)* @ARC2_encrypt, i32 (%struct._BlockBase*, i8*, i8*, i64)** %15, align 8, !tbaa !9
  %16 = getelementptr inbounds %struct.ARC2_State, %struct.ARC2_State* %13, i64 0, i32 0, i32 1
  store i32 (%struct._BlockBase*, i8*, i8*, i64)* @ARC2_decrypt, i32 (%struct._BlockBase*, i8*, i8*, i64)** %16, align 8, !tbaa !12
  %17 = getelementptr inbounds %struct.ARC2_State, %struct.ARC2_State* %13, i64 0, i32 0, i32 2
  %18 = bitcast {}** %17 to i32 (%struct._BlockBase*)**
  store i32 (%struct._BlockBase*)* @ARC2_stop_operation, i32 (%struct._BlockBase*)** %18, align 8, !tbaa !13
  %19 = getelementptr inbounds %struct.ARC2_State, %struct.ARC2_State* %13, i64 0, i32 0, i32 3
  store i64 8, i64* %19, align 8, !tbaa !14
  %20 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %20) #22
  %21 = add i64 %1, -129
  %22 = icmp ult i64 %21, -124
  %23 = add i64 %2, -1025
  %24 = icmp ult i64 %23, -985
  %25 = or i1 %22, %24
  br i1 %25, label %151, label %26

26:                                               ; preds = %14
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 16 %20, i8* nonnull align 1 %0, i64 %1, i1 false) #22
  %27 = trunc i64 %2 to i32
  %28 = add nuw nsw i32 %27, 7
  %29 = lshr i32 %28, 3
  %30 = mul nsw i32 %29, -8
  %31 = add nuw nsw i32 %27, 8
  %32 = add nsw i32 %31, %30
  %33 = shl nsw i32 -1, %32
  %34 = and i64 %1, 4294967168
  %35 = icmp eq i64 %34, 0
  br i1 %35, label %36, label %91

36:                                               ; preds = %26
  %37 = trunc i64 %1 to i32
  %38 = and i32 %37, 1
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %55, label %40

40:                                               ; preds = %36
  %41 = add i64 %1, 4294967295
  %42 = and i64 %41, 4294967295
  %43 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %42
  %44 = load i8, i8* %43, align 1, !tbaa !22
  %45 = zext i8 %44 to i64
  %46 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 0
  %47 = load i8, i8* %46, align 16, !tbaa !22
  %48 = zext i8 %47 to i64
  %49 = add nuw nsw i64 %48, %45
  %50 = and i64 %49, 255
  %51 = getelementptr inbounds [256 x i8], [256 x i8]* @block_init.permute, i64 0, i64 %50
  %52 = load i8, i8* %51, align 1, !tbaa !22
  %53 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %1
  store i8 %52, i8* %53, align 1, !tbaa !22
  %54 = add nsw i64 %1, 1
  br label %55

55:                                               ; preds = %40, %36
  %56 = phi i64 [ %1, %36 ], [ %54, %40 ]
  %57 = icmp eq i32 %37, 127
  br i1 %57, label %91, label %58

58:                                               ; preds = %58, %55
  %59 = phi i64 [ %88, %58 ], [ %56, %55 ]
  %60 = add i64 %59, 4294967295
  %61 = and i64 %60, 4294967295
  %62 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %61
  %63 = load i8, i8* %62, align 1, !tbaa !22
  %64 = zext i8 %63 to i64
  %65 = sub nsw i64 %59, %1
  %66 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %65
  %67 = load i8, i8* %66, align 1, !tbaa !22
  %68 = zext i8 %67 to i64
  %69 = add nuw nsw i64 %68, %64
  %70 = and i64 %69, 255
  %71 = getelementptr inbounds [256 x i8], [256 x i8]* @block_init.permute, i64 0, i64 %70
  %72 = load i8, i8* %71, align 1, !tbaa !22
  %73 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %59
  store i8 %72, i8* %73, align 1, !tbaa !22
  %74 = add nsw i64 %59, 1
  %75 = and i64 %59, 4294967295
  %76 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %75
  %77 = load i8, i8* %76, align 1, !tbaa !22
  %78 = zext i8 %77 to i64
  %79 = sub nsw i64 %74, %1
  %80 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %79
  %81 = load i8, i8* %80, align 1, !tbaa !22
  %82 = zext i8 %81 to i64
  %83 = add nuw nsw i64 %82, %78
  %84 = and i64 %83, 255
  %85 = getelementptr inbounds [256 x i8], [256 x i8]* @block_init.permute, i64 0, i64 %84
  %86 = load i8, i8* %85, align 1, !tbaa !22
  %87 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %74
  store i8 %86, i8* %87, align 1, !tbaa !22
  %88 = add nsw i64 %59, 2
  %89 = trunc i64 %88 to i32
  %90 = icmp eq i32 %89, 128
  br i1 %90, label %91, label %58, !llvm.loop !23

91:                                               ; preds = %58, %55, %26
  %92 = sub nsw i32 128, %29
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %93
  %95 = load i8, i8* %94, align 1, !tbaa !22
  %96 = zext i8 %95 to i32
  %97 = xor i32 %33, -1
  %98 = and i32 %96, %97
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds [256 x i8], [256 x i8]* @block_init.permute, i64 0, i64 %99
  %101 = load i8, i8* %100, align 1, !tbaa !22
  store i8 %101, i8* %94, align 1, !tbaa !22
  %102 = icmp ult i32 %27, 1017
  br i1 %102, label %103, label %123

103:                                              ; preds = %91
  %104 = sub nsw i32 127, %29
  %105 = zext i32 %104 to i64
  br label %106

106:                                              ; preds = %106, %103
  %107 = phi i64 [ %105, %103 ], [ %121, %106 ]
  %108 = trunc i64 %107 to i32
  %109 = add nuw nsw i64 %107, 1
  %110 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %109
  %111 = load i8, i8* %110, align 1, !tbaa !22
  %112 = add nsw i32 %29, %108
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %113
  %115 = load i8, i8* %114, align 1, !tbaa !22
  %116 = xor i8 %115, %111
  %117 = zext i8 %116 to i64
  %118 = getelementptr inbounds [256 x i8], [256 x i8]* @block_init.permute, i64 0, i64 %117
  %119 = load i8, i8* %118, align 1, !tbaa !22
  %120 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %107
  store i8 %119, i8* %120, align 1, !tbaa !22
  %121 = add nsw i64 %107, -1
  %122 = icmp sgt i32 %108, 0
  br i1 %122, label %106, label %123, !llvm.loop !24

123:                                              ; preds = %106, %91
  br label %124

124:                                              ; preds = %124, %123
  %125 = phi i64 [ 0, %123 ], [ %149, %124 ]
  %126 = shl nuw nsw i64 %125, 1
  %127 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %126
  %128 = load i8, i8* %127, align 4, !tbaa !22
  %129 = zext i8 %128 to i32
  %130 = or i64 %126, 1
  %131 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %130
  %132 = load i8, i8* %131, align 1, !tbaa !22
  %133 = zext i8 %132 to i32
  %134 = shl nuw nsw i32 %133, 8
  %135 = or i32 %134, %129
  %136 = getelementptr inbounds %struct.ARC2_State, %struct.ARC2_State* %13, i64 0, i32 1, i32 0, i64 %125
  store i32 %135, i32* %136, align 4, !tbaa !18
  %137 = or i64 %125, 1
  %138 = shl nuw nsw i64 %137, 1
  %139 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %138
  %140 = load i8, i8* %139, align 2, !tbaa !22
  %141 = zext i8 %140 to i32
  %142 = or i64 %138, 1
  %143 = getelementptr inbounds [128 x i8], [128 x i8]* %5, i64 0, i64 %142
  %144 = load i8, i8* %143, align 1, !tbaa !22
  %145 = zext i8 %144 to i32
  %146 = shl nuw nsw i32 %145, 8
  %147 = or i32 %146, %141
  %148 = getelementptr inbounds %struct.ARC2_State, %struct.ARC2_State* %13, i64 0, i32 1, i32 0, i64 %137
  store i32 %147, i32* %148, align 4, !tbaa !18
  %149 = add nuw nsw i64 %125, 2
  %150 = icmp eq i64 %149, 64
  br i1 %150, label %151, label %124, !llvm.loop !25

151:                                              ; preds = %124, %14
  %152 = phi i32 [ 6, %14 ], [ 0, %124 ]
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %20) #22
  br label %153

153:                                              ; preds = %151, %9, %4
  %154 = phi i32 [ %152, %151 ], [ 1, %4 ], [ 2, %9 ]
  ret i32 %154
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
declare hidden i32 @ARC2_encrypt(%struct._BlockBase* noundef readonly, i8* noundef readonly, i8* noundef writeonly, i64 noundef) #4

; Function Attrs: nofree norecurse nosync nounwind uwtable
declare hidden i32 @ARC2_decrypt(%struct._BlockBase* noundef readonly, i8* noundef readonly, i8* noundef writeonly, i64 noundef) #4

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #6

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #6

; Function Attrs: nofree nosync nounwind uwtable
define hidden i32 @CAST_decrypt(%struct._BlockBase* noundef readonly %0, i8* noundef readonly %1, i8* noundef %2, i64 noundef %3) #8 {
  %5 = icmp eq %struct._BlockBase* %0, null
  %6 = icmp eq i8* %1, null
  %7 = or i1 %5, %6
  %8 = icmp eq i8* %2, null
  %9 = or i1 %7, %8
  br i1 %9, label %32, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds %struct._BlockBase, %struct._BlockBase* %0, i64 0, i32 3
  %12 = load i64, i64* %11, align 8, !tbaa !14
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
  tail call fastcc void @castcrypt(%struct.block_state.3* noundef nonnull %16, i8* noundef nonnull %19, i32 noundef 1) #22
  %24 = getelementptr inbounds i8, i8* %20, i64 %12
  %25 = getelementptr inbounds i8, i8* %19, i64 %12
  %26 = sub i64 %18, %12
  %27 = icmp ult i64 %26, %12
  br i1 %27, label %28, label %17, !llvm.loop !26

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

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc void @castcrypt(%struct.block_state.3* nocapture noundef readonly, i8* nocapture noundef, i32 noundef) unnamed_addr #8

; Function Attrs: nofree nosync nounwind uwtable
define hidden i32 @DES_decrypt(%struct._BlockBase* noundef readonly %0, i8* noundef readonly %1, i8* noundef writeonly %2, i64 noundef %3) #8 {
  %5 = alloca [2 x i32], align 4
  %6 = icmp eq %struct._BlockBase* %0, null
  %7 = icmp eq i8* %1, null
  %8 = or i1 %6, %7
  %9 = icmp eq i8* %2, null
  %10 = or i1 %8, %9
  br i1 %10, label %96, label %11

11:                                               ; preds = %4
  %12 = getelementptr inbounds %struct._BlockBase, %struct._BlockBase* %0, i64 0, i32 3
  %13 = load i64, i64* %12, align 8, !tbaa !14
  %14 = icmp ugt i64 %13, %3
  br i1 %14, label %92, label %15

15:                                               ; preds = %11
  %16 = bitcast [2 x i32]* %5 to i8*
  %17 = getelementptr inbounds [2 x i32], [2 x i32]* %5, i64 0, i64 0
  %18 = getelementptr inbounds [2 x i32], [2 x i32]* %5, i64 0, i64 1
  %19 = getelementptr inbounds %struct._BlockBase, %struct._BlockBase* %0, i64 5
  %20 = bitcast %struct._BlockBase* %19 to i32*
  br label %21

21:                                               ; preds = %87, %15
  %22 = phi i64 [ %3, %15 ], [ %90, %87 ]
  %23 = phi i8* [ %2, %15 ], [ %89, %87 ]
  %24 = phi i8* [ %1, %15 ], [ %88, %87 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %16) #22
  %25 = icmp eq i8* %23, null
  %26 = icmp eq i8* %24, null
  %27 = or i1 %26, %25
  br i1 %27, label %87, label %28

28:                                               ; preds = %21
  %29 = load i8, i8* %24, align 1, !tbaa !22
  %30 = zext i8 %29 to i32
  %31 = shl nuw i32 %30, 24
  %32 = getelementptr inbounds i8, i8* %24, i64 1
  %33 = load i8, i8* %32, align 1, !tbaa !22
  %34 = zext i8 %33 to i32
  %35 = shl nuw nsw i32 %34, 16
  %36 = or i32 %35, %31
  %37 = getelementptr inbounds i8, i8* %24, i64 2
  %38 = load i8, i8* %37, align 1, !tbaa !22
  %39 = zext i8 %38 to i32
  %40 = shl nuw nsw i32 %39, 8
  %41 = or i32 %36, %40
  %42 = getelementptr inbounds i8, i8* %24, i64 3
  %43 = load i8, i8* %42, align 1, !tbaa !22
  %44 = zext i8 %43 to i32
  %45 = or i32 %41, %44
  store i32 %45, i32* %17, align 4, !tbaa !18
  %46 = getelementptr inbounds i8, i8* %24, i64 4
  %47 = load i8, i8* %46, align 1, !tbaa !22
  %48 = zext i8 %47 to i32
  %49 = shl nuw i32 %48, 24
  %50 = getelementptr inbounds i8, i8* %24, i64 5
  %51 = load i8, i8* %50, align 1, !tbaa !22
  %52 = zext i8 %51 to i32
  %53 = shl nuw nsw i32 %52, 16
  %54 = or i32 %53, %49
  %55 = getelementptr inbounds i8, i8* %24, i64 6
  %56 = load i8, i8* %55, align 1, !tbaa !22
  %57 = zext i8 %56 to i32
  %58 = shl nuw nsw i32 %57, 8
  %59 = or i32 %54, %58
  %60 = getelementptr inbounds i8, i8* %24, i64 7
  %61 = load i8, i8* %60, align 1, !tbaa !22
  %62 = zext i8 %61 to i32
  %63 = or i32 %59, %62
  store i32 %63, i32* %18, align 4, !tbaa !18
  call fastcc void @desfunc(i32* noundef nonnull %17, i32* noundef nonnull %20) #22
  %64 = load i32, i32* %17, align 4, !tbaa !18
  %65 = lshr i32 %64, 24
  %66 = trunc i32 %65 to i8
  store i8 %66, i8* %23, align 1, !tbaa !22
  %67 = lshr i32 %64, 16
  %68 = trunc i32 %67 to i8
  %69 = getelementptr inbounds i8, i8* %23, i64 1
  store i8 %68, i8* %69, align 1, !tbaa !22
  %70 = lshr i32 %64, 8
  %71 = trunc i32 %70 to i8
  %72 = getelementptr inbounds i8, i8* %23, i64 2
  store i8 %71, i8* %72, align 1, !tbaa !22
  %73 = trunc i32 %64 to i8
  %74 = getelementptr inbounds i8, i8* %23, i64 3
  store i8 %73, i8* %74, align 1, !tbaa !22
  %75 = load i32, i32* %18, align 4, !tbaa !18
  %76 = lshr i32 %75, 24
  %77 = trunc i32 %76 to i8
  %78 = getelementptr inbounds i8, i8* %23, i64 4
  store i8 %77, i8* %78, align 1, !tbaa !22
  %79 = lshr i32 %75, 16
  %80 = trunc i32 %79 to i8
  %81 = getelementptr inbounds i8, i8* %23, i64 5
  store i8 %80, i8* %81, align 1, !tbaa !22
  %82 = lshr i32 %75, 8
  %83 = trunc i32 %82 to i8
  %84 = getelementptr inbounds i8, i8* %23, i64 6
  store i8 %83, i8* %84, align 1, !tbaa !22
  %85 = trunc i32 %75 to i8
  %86 = getelementptr inbounds i8, i8* %23, i64 7
  store i8 %85, i8* %86, align 1, !tbaa !22
  br label %87

87:                                               ; preds = %28, %21
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %16) #22
  %88 = getelementptr inbounds i8, i8* %24, i64 %13
  %89 = getelementptr inbounds i8, i8* %23, i64 %13
  %90 = sub i64 %22, %13
  %91 = icmp ult i64 %90, %13
  br i1 %91, label %92, label %21, !llvm.loop !27

92:                                               ; preds = %87, %11
  %93 = phi i64 [ %3, %11 ], [ %90, %87 ]
  %94 = icmp eq i64 %93, 0
  %95 = select i1 %94, i32 0, i32 3
  br label %96

96:                                               ; preds = %92, %4
  %97 = phi i32 [ 1, %4 ], [ %95, %92 ]
  ret i32 %97
}

; Function Attrs: nofree nosync nounwind uwtable
define hidden fastcc void @deskey(i8* nocapture noundef readonly %0, i16 noundef signext %1, i32* nocapture noundef writeonly %2) unnamed_addr #8 {
  %4 = alloca [32 x i32], align 16
  %5 = alloca [32 x i32], align 16
  %6 = alloca [56 x i8], align 16
  %7 = alloca [56 x i8], align 16
  %8 = bitcast [32 x i32]* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %8) #22
  %9 = getelementptr inbounds [56 x i8], [56 x i8]* %6, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %9) #22
  %10 = getelementptr inbounds [56 x i8], [56 x i8]* %7, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %10) #22
  br label %13

11:                                               ; preds = %13
  %12 = icmp eq i16 %1, 1
  br label %50

13:                                               ; preds = %13, %3
  %14 = phi i64 [ 0, %3 ], [ %48, %13 ]
  %15 = getelementptr inbounds [56 x i8], [56 x i8]* @pc1, i64 0, i64 %14
  %16 = load i8, i8* %15, align 2, !tbaa !22
  %17 = zext i8 %16 to i32
  %18 = and i32 %17, 7
  %19 = lshr i32 %17, 3
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds i8, i8* %0, i64 %20
  %22 = load i8, i8* %21, align 1, !tbaa !22
  %23 = zext i8 %22 to i32
  %24 = zext i32 %18 to i64
  %25 = getelementptr inbounds [8 x i32], [8 x i32]* @bytebit, i64 0, i64 %24
  %26 = load i32, i32* %25, align 4, !tbaa !18
  %27 = and i32 %26, %23
  %28 = icmp eq i32 %27, %26
  %29 = zext i1 %28 to i8
  %30 = getelementptr inbounds [56 x i8], [56 x i8]* %6, i64 0, i64 %14
  store i8 %29, i8* %30, align 2, !tbaa !22
  %31 = or i64 %14, 1
  %32 = getelementptr inbounds [56 x i8], [56 x i8]* @pc1, i64 0, i64 %31
  %33 = load i8, i8* %32, align 1, !tbaa !22
  %34 = zext i8 %33 to i32
  %35 = and i32 %34, 7
  %36 = lshr i32 %34, 3
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds i8, i8* %0, i64 %37
  %39 = load i8, i8* %38, align 1, !tbaa !22
  %40 = zext i8 %39 to i32
  %41 = zext i32 %35 to i64
  %42 = getelementptr inbounds [8 x i32], [8 x i32]* @bytebit, i64 0, i64 %41
  %43 = load i32, i32* %42, align 4, !tbaa !18
  %44 = and i32 %43, %40
  %45 = icmp eq i32 %44, %43
  %46 = zext i1 %45 to i8
  %47 = getelementptr inbounds [56 x i8], [56 x i8]* %6, i64 0, i64 %31
  store i8 %46, i8* %47, align 1, !tbaa !22
  %48 = add nuw nsw i64 %14, 2
  %49 = icmp eq i64 %48, 56
  br i1 %49, label %11, label %13, !llvm.loop !28

50:                                               ; preds = %135, %11
  %51 = phi i64 [ 0, %11 ], [ %136, %135 ]
  %52 = trunc i64 %51 to i32
  %53 = sub nuw nsw i32 15, %52
  %54 = select i1 %12, i32 %53, i32 %52
  %55 = shl nuw nsw i32 %54, 1
  %56 = or i32 %55, 1
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %57
  store i32 0, i32* %58, align 4, !tbaa !18
  %59 = zext i32 %55 to i64
  %60 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 %59
  store i32 0, i32* %60, align 8, !tbaa !18
  %61 = getelementptr inbounds [16 x i8], [16 x i8]* @totrot, i64 0, i64 %51
  %62 = load i8, i8* %61, align 1, !tbaa !22
  %63 = zext i8 %62 to i64
  br label %64

64:                                               ; preds = %64, %50
  %65 = phi i64 [ 0, %50 ], [ %83, %64 ]
  %66 = add nuw nsw i64 %65, %63
  %67 = icmp ult i64 %66, 28
  %68 = add nuw nsw i64 %66, 4294967268
  %69 = and i64 %68, 4294967295
  %70 = select i1 %67, i64 %66, i64 %69
  %71 = getelementptr inbounds [56 x i8], [56 x i8]* %6, i64 0, i64 %70
  %72 = load i8, i8* %71, align 1, !tbaa !22
  %73 = getelementptr inbounds [56 x i8], [56 x i8]* %7, i64 0, i64 %65
  store i8 %72, i8* %73, align 2
  %74 = or i64 %65, 1
  %75 = add nuw nsw i64 %74, %63
  %76 = icmp ult i64 %75, 28
  %77 = add nuw nsw i64 %75, 4294967268
  %78 = and i64 %77, 4294967295
  %79 = select i1 %76, i64 %75, i64 %78
  %80 = getelementptr inbounds [56 x i8], [56 x i8]* %6, i64 0, i64 %79
  %81 = load i8, i8* %80, align 1, !tbaa !22
  %82 = getelementptr inbounds [56 x i8], [56 x i8]* %7, i64 0, i64 %74
  store i8 %81, i8* %82, align 1
  %83 = add nuw nsw i64 %65, 2
  %84 = icmp eq i64 %83, 28
  br i1 %84, label %85, label %64, !llvm.loop !29

85:                                               ; preds = %85, %64
  %86 = phi i64 [ %102, %85 ], [ 28, %64 ]
  %87 = add nuw nsw i64 %86, %63
  %88 = icmp ult i64 %87, 56
  %89 = add nsw i64 %87, -28
  %90 = select i1 %88, i64 %87, i64 %89
  %91 = getelementptr inbounds [56 x i8], [56 x i8]* %6, i64 0, i64 %90
  %92 = load i8, i8* %91, align 1, !tbaa !22
  %93 = getelementptr inbounds [56 x i8], [56 x i8]* %7, i64 0, i64 %86
  store i8 %92, i8* %93, align 2
  %94 = or i64 %86, 1
  %95 = add nuw nsw i64 %94, %63
  %96 = icmp ult i64 %95, 56
  %97 = add nsw i64 %95, -28
  %98 = select i1 %96, i64 %95, i64 %97
  %99 = getelementptr inbounds [56 x i8], [56 x i8]* %6, i64 0, i64 %98
  %100 = load i8, i8* %99, align 1, !tbaa !22
  %101 = getelementptr inbounds [56 x i8], [56 x i8]* %7, i64 0, i64 %94
  store i8 %100, i8* %101, align 1
  %102 = add nuw nsw i64 %86, 2
  %103 = icmp eq i64 %102, 56
  br i1 %103, label %104, label %85, !llvm.loop !30

104:                                              ; preds = %131, %85
  %105 = phi i32 [ %132, %131 ], [ 0, %85 ]
  %106 = phi i32 [ %119, %131 ], [ 0, %85 ]
  %107 = phi i64 [ %133, %131 ], [ 0, %85 ]
  %108 = getelementptr inbounds [48 x i8], [48 x i8]* @pc2, i64 0, i64 %107
  %109 = load i8, i8* %108, align 1, !tbaa !22
  %110 = zext i8 %109 to i64
  %111 = getelementptr inbounds [56 x i8], [56 x i8]* %7, i64 0, i64 %110
  %112 = load i8, i8* %111, align 1, !tbaa !22
  %113 = icmp eq i8 %112, 0
  br i1 %113, label %118, label %114

114:                                              ; preds = %104
  %115 = getelementptr inbounds [24 x i32], [24 x i32]* @bigbyte, i64 0, i64 %107
  %116 = load i32, i32* %115, align 4, !tbaa !18
  %117 = or i32 %106, %116
  store i32 %117, i32* %60, align 8, !tbaa !18
  br label %118

118:                                              ; preds = %114, %104
  %119 = phi i32 [ %117, %114 ], [ %106, %104 ]
  %120 = add nuw nsw i64 %107, 24
  %121 = getelementptr inbounds [48 x i8], [48 x i8]* @pc2, i64 0, i64 %120
  %122 = load i8, i8* %121, align 1, !tbaa !22
  %123 = zext i8 %122 to i64
  %124 = getelementptr inbounds [56 x i8], [56 x i8]* %7, i64 0, i64 %123
  %125 = load i8, i8* %124, align 1, !tbaa !22
  %126 = icmp eq i8 %125, 0
  br i1 %126, label %131, label %127

127:                                              ; preds = %118
  %128 = getelementptr inbounds [24 x i32], [24 x i32]* @bigbyte, i64 0, i64 %107
  %129 = load i32, i32* %128, align 4, !tbaa !18
  %130 = or i32 %105, %129
  store i32 %130, i32* %58, align 4, !tbaa !18
  br label %131

131:                                              ; preds = %127, %118
  %132 = phi i32 [ %105, %118 ], [ %130, %127 ]
  %133 = add nuw nsw i64 %107, 1
  %134 = icmp eq i64 %133, 24
  br i1 %134, label %135, label %104, !llvm.loop !31

135:                                              ; preds = %131
  %136 = add nuw nsw i64 %51, 1
  %137 = icmp eq i64 %136, 16
  br i1 %137, label %138, label %50, !llvm.loop !32

138:                                              ; preds = %135
  %139 = bitcast [32 x i32]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %139) #22
  %140 = getelementptr inbounds [32 x i32], [32 x i32]* %4, i64 1, i64 0
  %141 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 1, i64 0
  %142 = bitcast i32* %141 to [32 x i32]*
  %143 = icmp ult [32 x i32]* %4, %142
  %144 = bitcast i32* %140 to [32 x i32]*
  %145 = icmp ult [32 x i32]* %5, %144
  %146 = and i1 %143, %145
  br i1 %146, label %147, label %150

147:                                              ; preds = %138
  %148 = getelementptr inbounds [32 x i32], [32 x i32]* %4, i64 0, i64 0
  %149 = getelementptr inbounds [32 x i32], [32 x i32]* %5, i64 0, i64 0
  br label %185

150:                                              ; preds = %150, %138
  %151 = phi i64 [ %183, %150 ], [ 0, %138 ]
  %152 = shl i64 %151, 1
  %153 = getelementptr [32 x i32], [32 x i32]* %5, i64 0, i64 %152
  %154 = shl i64 %151, 1
  %155 = getelementptr [32 x i32], [32 x i32]* %4, i64 0, i64 %154
  %156 = bitcast i32* %153 to <4 x i32>*
  %157 = load <4 x i32>, <4 x i32>* %156, align 16, !tbaa !18
  %158 = shufflevector <4 x i32> %157, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %159 = shufflevector <4 x i32> %157, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %160 = shl <2 x i32> %158, <i32 6, i32 6>
  %161 = and <2 x i32> %160, <i32 1056964608, i32 1056964608>
  %162 = shl <2 x i32> %158, <i32 10, i32 10>
  %163 = and <2 x i32> %162, <i32 4128768, i32 4128768>
  %164 = or <2 x i32> %161, %163
  %165 = lshr <2 x i32> %159, <i32 10, i32 10>
  %166 = and <2 x i32> %165, <i32 16128, i32 16128>
  %167 = or <2 x i32> %164, %166
  %168 = lshr <2 x i32> %159, <i32 6, i32 6>
  %169 = and <2 x i32> %168, <i32 63, i32 63>
  %170 = or <2 x i32> %167, %169
  %171 = shl <2 x i32> %158, <i32 12, i32 12>
  %172 = and <2 x i32> %171, <i32 1056964608, i32 1056964608>
  %173 = shl <2 x i32> %158, <i32 16, i32 16>
  %174 = and <2 x i32> %173, <i32 4128768, i32 4128768>
  %175 = or <2 x i32> %172, %174
  %176 = lshr <2 x i32> %159, <i32 4, i32 4>
  %177 = and <2 x i32> %176, <i32 16128, i32 16128>
  %178 = and <2 x i32> %159, <i32 63, i32 63>
  %179 = or <2 x i32> %175, %178
  %180 = or <2 x i32> %179, %177
  %181 = bitcast i32* %155 to <4 x i32>*
  %182 = shufflevector <2 x i32> %170, <2 x i32> %180, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x i32> %182, <4 x i32>* %181, align 16, !tbaa !18
  %183 = add nuw i64 %151, 2
  %184 = icmp eq i64 %183, 16
  br i1 %184, label %218, label %150, !llvm.loop !33

185:                                              ; preds = %185, %147
  %186 = phi i32 [ %215, %185 ], [ 0, %147 ]
  %187 = phi i32* [ %216, %185 ], [ %149, %147 ]
  %188 = phi i32* [ %212, %185 ], [ %148, %147 ]
  %189 = getelementptr inbounds i32, i32* %187, i64 1
  %190 = load i32, i32* %187, align 4, !tbaa !18
  %191 = shl i32 %190, 6
  %192 = and i32 %191, 1056964608
  %193 = shl i32 %190, 10
  %194 = and i32 %193, 4128768
  %195 = or i32 %192, %194
  %196 = load i32, i32* %189, align 4, !tbaa !18
  %197 = lshr i32 %196, 10
  %198 = and i32 %197, 16128
  %199 = or i32 %195, %198
  %200 = lshr i32 %196, 6
  %201 = and i32 %200, 63
  %202 = getelementptr inbounds i32, i32* %188, i64 1
  %203 = or i32 %199, %201
  store i32 %203, i32* %188, align 4, !tbaa !18
  %204 = shl i32 %190, 12
  %205 = and i32 %204, 1056964608
  %206 = shl i32 %190, 16
  %207 = and i32 %206, 4128768
  %208 = or i32 %205, %207
  %209 = lshr i32 %196, 4
  %210 = and i32 %209, 16128
  %211 = and i32 %196, 63
  %212 = getelementptr inbounds i32, i32* %188, i64 2
  %213 = or i32 %208, %211
  %214 = or i32 %213, %210
  store i32 %214, i32* %202, align 4, !tbaa !18
  %215 = add nuw nsw i32 %186, 1
  %216 = getelementptr inbounds i32, i32* %187, i64 2
  %217 = icmp eq i32 %215, 16
  br i1 %217, label %218, label %185, !llvm.loop !35

218:                                              ; preds = %185, %150
  %219 = bitcast i32* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(128) %219, i8* noundef nonnull align 16 dereferenceable(128) %139, i64 128, i1 false) #22
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %139) #22
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %10) #22
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %9) #22
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %8) #22
  ret void
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc void @desfunc(i32* nocapture noundef, i32* nocapture noundef readonly) unnamed_addr #8

; Function Attrs: nofree nosync nounwind uwtable
define hidden i32 @DES3_decrypt(%struct._BlockBase* noundef readonly %0, i8* noundef readonly %1, i8* noundef writeonly %2, i64 noundef %3) #8 {
  %5 = alloca [2 x i32], align 4
  %6 = icmp eq %struct._BlockBase* %0, null
  %7 = icmp eq i8* %1, null
  %8 = or i1 %6, %7
  %9 = icmp eq i8* %2, null
  %10 = or i1 %8, %9
  br i1 %10, label %100, label %11

11:                                               ; preds = %4
  %12 = getelementptr inbounds %struct._BlockBase, %struct._BlockBase* %0, i64 0, i32 3
  %13 = load i64, i64* %12, align 8, !tbaa !14
  %14 = icmp ugt i64 %13, %3
  br i1 %14, label %96, label %15

15:                                               ; preds = %11
  %16 = bitcast [2 x i32]* %5 to i8*
  %17 = getelementptr inbounds [2 x i32], [2 x i32]* %5, i64 0, i64 0
  %18 = getelementptr inbounds [2 x i32], [2 x i32]* %5, i64 0, i64 1
  %19 = getelementptr inbounds %struct._BlockBase, %struct._BlockBase* %0, i64 13
  %20 = bitcast %struct._BlockBase* %19 to i32*
  %21 = getelementptr inbounds %struct._BlockBase, %struct._BlockBase* %0, i64 17
  %22 = bitcast %struct._BlockBase* %21 to i32*
  %23 = getelementptr inbounds %struct._BlockBase, %struct._BlockBase* %0, i64 21
  %24 = bitcast %struct._BlockBase* %23 to i32*
  br label %25

25:                                               ; preds = %91, %15
  %26 = phi i64 [ %3, %15 ], [ %94, %91 ]
  %27 = phi i8* [ %2, %15 ], [ %93, %91 ]
  %28 = phi i8* [ %1, %15 ], [ %92, %91 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %16) #22
  %29 = icmp eq i8* %27, null
  %30 = icmp eq i8* %28, null
  %31 = or i1 %30, %29
  br i1 %31, label %91, label %32

32:                                               ; preds = %25
  %33 = load i8, i8* %28, align 1, !tbaa !22
  %34 = zext i8 %33 to i32
  %35 = shl nuw i32 %34, 24
  %36 = getelementptr inbounds i8, i8* %28, i64 1
  %37 = load i8, i8* %36, align 1, !tbaa !22
  %38 = zext i8 %37 to i32
  %39 = shl nuw nsw i32 %38, 16
  %40 = or i32 %39, %35
  %41 = getelementptr inbounds i8, i8* %28, i64 2
  %42 = load i8, i8* %41, align 1, !tbaa !22
  %43 = zext i8 %42 to i32
  %44 = shl nuw nsw i32 %43, 8
  %45 = or i32 %40, %44
  %46 = getelementptr inbounds i8, i8* %28, i64 3
  %47 = load i8, i8* %46, align 1, !tbaa !22
  %48 = zext i8 %47 to i32
  %49 = or i32 %45, %48
  store i32 %49, i32* %17, align 4, !tbaa !18
  %50 = getelementptr inbounds i8, i8* %28, i64 4
  %51 = load i8, i8* %50, align 1, !tbaa !22
  %52 = zext i8 %51 to i32
  %53 = shl nuw i32 %52, 24
  %54 = getelementptr inbounds i8, i8* %28, i64 5
  %55 = load i8, i8* %54, align 1, !tbaa !22
  %56 = zext i8 %55 to i32
  %57 = shl nuw nsw i32 %56, 16
  %58 = or i32 %57, %53
  %59 = getelementptr inbounds i8, i8* %28, i64 6
  %60 = load i8, i8* %59, align 1, !tbaa !22
  %61 = zext i8 %60 to i32
  %62 = shl nuw nsw i32 %61, 8
  %63 = or i32 %58, %62
  %64 = getelementptr inbounds i8, i8* %28, i64 7
  %65 = load i8, i8* %64, align 1, !tbaa !22
  %66 = zext i8 %65 to i32
  %67 = or i32 %63, %66
  store i32 %67, i32* %18, align 4, !tbaa !18
  call fastcc void @desfunc.7(i32* noundef nonnull %17, i32* noundef nonnull %20) #22
  call fastcc void @desfunc.7(i32* noundef nonnull %17, i32* noundef nonnull %22) #22
  call fastcc void @desfunc.7(i32* noundef nonnull %17, i32* noundef nonnull %24) #22
  %68 = load i32, i32* %17, align 4, !tbaa !18
  %69 = lshr i32 %68, 24
  %70 = trunc i32 %69 to i8
  store i8 %70, i8* %27, align 1, !tbaa !22
  %71 = lshr i32 %68, 16
  %72 = trunc i32 %71 to i8
  %73 = getelementptr inbounds i8, i8* %27, i64 1
  store i8 %72, i8* %73, align 1, !tbaa !22
  %74 = lshr i32 %68, 8
  %75 = trunc i32 %74 to i8
  %76 = getelementptr inbounds i8, i8* %27, i64 2
  store i8 %75, i8* %76, align 1, !tbaa !22
  %77 = trunc i32 %68 to i8
  %78 = getelementptr inbounds i8, i8* %27, i64 3
  store i8 %77, i8* %78, align 1, !tbaa !22
  %79 = load i32, i32* %18, align 4, !tbaa !18
  %80 = lshr i32 %79, 24
  %81 = trunc i32 %80 to i8
  %82 = getelementptr inbounds i8, i8* %27, i64 4
  store i8 %81, i8* %82, align 1, !tbaa !22
  %83 = lshr i32 %79, 16
  %84 = trunc i32 %83 to i8
  %85 = getelementptr inbounds i8, i8* %27, i64 5
  store i8 %84, i8* %85, align 1, !tbaa !22
  %86 = lshr i32 %79, 8
  %87 = trunc i32 %86 to i8
  %88 = getelementptr inbounds i8, i8* %27, i64 6
  store i8 %87, i8* %88, align 1, !tbaa !22
  %89 = trunc i32 %79 to i8
  %90 = getelementptr inbounds i8, i8* %27, i64 7
  store i8 %89, i8* %90, align 1, !tbaa !22
  br label %91

91:                                               ; preds = %32, %25
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %16) #22
  %92 = getelementptr inbounds i8, i8* %28, i64 %13
  %93 = getelementptr inbounds i8, i8* %27, i64 %13
  %94 = sub i64 %26, %13
  %95 = icmp ult i64 %94, %13
  br i1 %95, label %96, label %25, !llvm.loop !36

96:                                               ; preds = %91, %11
  %97 = phi i64 [ %3, %11 ], [ %94, %91 ]
  %98 = icmp eq i64 %97, 0
  %99 = select i1 %98, i32 0, i32 3
  br label %100

100:                                              ; preds = %96, %4
  %101 = phi i32 [ 1, %4 ], [ %99, %96 ]
  ret i32 %101
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc void @desfunc.7(i32* nocapture noundef, i32* nocapture noundef readonly) unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @md2_copy(%struct.hash_state* noundef readonly %0, %struct.hash_state* noundef writeonly %1) local_unnamed_addr #10 {
  %3 = icmp eq %struct.hash_state* %0, null
  %4 = icmp eq %struct.hash_state* %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %9, label %6

6:                                                ; preds = %2
  %7 = getelementptr %struct.hash_state, %struct.hash_state* %1, i64 0, i32 0, i64 0
  %8 = getelementptr %struct.hash_state, %struct.hash_state* %0, i64 0, i32 0, i64 0
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(84) %7, i8* noundef nonnull align 4 dereferenceable(84) %8, i64 84, i1 false), !tbaa.struct !37
  br label %9

9:                                                ; preds = %6, %2
  %10 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %10
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @md2_update(%struct.hash_state* noundef %0, i8* noundef readonly %1, i64 noundef %2) local_unnamed_addr #8 {
  %4 = icmp eq %struct.hash_state* %0, null
  %5 = icmp eq i8* %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %86, label %7

7:                                                ; preds = %3
  %8 = icmp eq i64 %2, 0
  br i1 %8, label %86, label %9

9:                                                ; preds = %7
  %10 = getelementptr inbounds %struct.hash_state, %struct.hash_state* %0, i64 0, i32 2
  %11 = getelementptr inbounds %struct.hash_state, %struct.hash_state* %0, i64 0, i32 0, i64 15
  br label %12

12:                                               ; preds = %84, %9
  %13 = phi i8* [ %1, %9 ], [ %25, %84 ]
  %14 = phi i64 [ %2, %9 ], [ %26, %84 ]
  %15 = load i32, i32* %10, align 4, !tbaa !38
  %16 = sub i32 16, %15
  %17 = zext i32 %16 to i64
  %18 = icmp ugt i64 %14, %17
  %19 = select i1 %18, i64 %17, i64 %14
  %20 = trunc i64 %19 to i32
  %21 = zext i32 %15 to i64
  %22 = getelementptr inbounds %struct.hash_state, %struct.hash_state* %0, i64 0, i32 3, i64 %21
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %22, i8* align 1 %13, i64 %19, i1 false)
  %23 = load i32, i32* %10, align 4, !tbaa !38
  %24 = add i32 %23, %20
  store i32 %24, i32* %10, align 4, !tbaa !38
  %25 = getelementptr inbounds i8, i8* %13, i64 %19
  %26 = sub i64 %14, %19
  %27 = icmp eq i32 %24, 16
  br i1 %27, label %28, label %84

28:                                               ; preds = %12
  store i32 0, i32* %10, align 4, !tbaa !38
  %29 = load i8, i8* %11, align 1, !tbaa !22
  br label %30

30:                                               ; preds = %30, %28
  %31 = phi i64 [ 0, %28 ], [ %49, %30 ]
  %32 = phi i8 [ %29, %28 ], [ %48, %30 ]
  %33 = getelementptr inbounds %struct.hash_state, %struct.hash_state* %0, i64 0, i32 3, i64 %31
  %34 = load i8, i8* %33, align 1, !tbaa !22
  %35 = add nuw nsw i64 %31, 16
  %36 = getelementptr inbounds %struct.hash_state, %struct.hash_state* %0, i64 0, i32 1, i64 %35
  store i8 %34, i8* %36, align 1, !tbaa !22
  %37 = getelementptr inbounds %struct.hash_state, %struct.hash_state* %0, i64 0, i32 1, i64 %31
  %38 = load i8, i8* %37, align 1, !tbaa !22
  %39 = xor i8 %38, %34
  %40 = add nuw nsw i64 %31, 32
  %41 = getelementptr inbounds %struct.hash_state, %struct.hash_state* %0, i64 0, i32 1, i64 %40
  store i8 %39, i8* %41, align 1, !tbaa !22
  %42 = xor i8 %34, %32
  %43 = zext i8 %42 to i64
  %44 = getelementptr inbounds [256 x i8], [256 x i8]* @S, i64 0, i64 %43
  %45 = load i8, i8* %44, align 1, !tbaa !22
  %46 = getelementptr inbounds %struct.hash_state, %struct.hash_state* %0, i64 0, i32 0, i64 %31
  %47 = load i8, i8* %46, align 1, !tbaa !22
  %48 = xor i8 %47, %45
  store i8 %48, i8* %46, align 1, !tbaa !22
  %49 = add nuw nsw i64 %31, 1
  %50 = icmp eq i64 %49, 16
  br i1 %50, label %51, label %30, !llvm.loop !40

51:                                               ; preds = %79, %30
  %52 = phi i32 [ %82, %79 ], [ 0, %30 ]
  %53 = phi i8 [ %81, %79 ], [ 0, %30 ]
  br label %54

54:                                               ; preds = %54, %51
  %55 = phi i64 [ 0, %51 ], [ %77, %54 ]
  %56 = phi i8 [ %53, %51 ], [ %76, %54 ]
  %57 = zext i8 %56 to i64
  %58 = getelementptr inbounds [256 x i8], [256 x i8]* @S, i64 0, i64 %57
  %59 = load i8, i8* %58, align 1, !tbaa !22
  %60 = getelementptr inbounds %struct.hash_state, %struct.hash_state* %0, i64 0, i32 1, i64 %55
  %61 = load i8, i8* %60, align 1, !tbaa !22
  %62 = xor i8 %61, %59
  store i8 %62, i8* %60, align 1, !tbaa !22
  %63 = add nuw nsw i64 %55, 1
  %64 = zext i8 %62 to i64
  %65 = getelementptr inbounds [256 x i8], [256 x i8]* @S, i64 0, i64 %64
  %66 = load i8, i8* %65, align 1, !tbaa !22
  %67 = getelementptr inbounds %struct.hash_state, %struct.hash_state* %0, i64 0, i32 1, i64 %63
  %68 = load i8, i8* %67, align 1, !tbaa !22
  %69 = xor i8 %68, %66
  store i8 %69, i8* %67, align 1, !tbaa !22
  %70 = add nuw nsw i64 %55, 2
  %71 = zext i8 %69 to i64
  %72 = getelementptr inbounds [256 x i8], [256 x i8]* @S, i64 0, i64 %71
  %73 = load i8, i8* %72, align 1, !tbaa !22
  %74 = getelementptr inbounds %struct.hash_state, %struct.hash_state* %0, i64 0, i32 1, i64 %70
  %75 = load i8, i8* %74, align 1, !tbaa !22
  %76 = xor i8 %75, %73
  store i8 %76, i8* %74, align 1, !tbaa !22
  %77 = add nuw nsw i64 %55, 3
  %78 = icmp eq i64 %77, 48
  br i1 %78, label %79, label %54, !llvm.loop !41

79:                                               ; preds = %54
  %80 = trunc i32 %52 to i8
  %81 = add i8 %76, %80
  %82 = add nuw nsw i32 %52, 1
  %83 = icmp eq i32 %82, 18
  br i1 %83, label %84, label %51, !llvm.loop !42

84:                                               ; preds = %79, %12
  %85 = icmp eq i64 %26, 0
  br i1 %85, label %86, label %12, !llvm.loop !43

86:                                               ; preds = %84, %7, %3
  %87 = phi i32 [ 1, %3 ], [ 0, %7 ], [ 0, %84 ]
  ret i32 %87
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @md4_init(%struct.hash_state.10** noundef writeonly %0) local_unnamed_addr #12 {
  %2 = icmp eq %struct.hash_state.10** %0, null
  br i1 %2, label %9, label %3

3:                                                ; preds = %1
  %4 = tail call noalias dereferenceable_or_null(96) i8* @calloc(i64 noundef 1, i64 noundef 96) #22
  %5 = bitcast %struct.hash_state.10** %0 to i8**
  store i8* %4, i8** %5, align 8, !tbaa !5
  %6 = icmp eq i8* %4, null
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = bitcast i8* %4 to <4 x i32>*
  store <4 x i32> <i32 1732584193, i32 -271733879, i32 -1732584194, i32 271733878>, <4 x i32>* %8, align 8, !tbaa !18
  br label %9

9:                                                ; preds = %7, %3, %1
  %10 = phi i32 [ 0, %7 ], [ 1, %1 ], [ 2, %3 ]
  ret i32 %10
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @MD5_init(%struct.t_hash_state** noundef writeonly %0) local_unnamed_addr #12 {
  %2 = icmp eq %struct.t_hash_state** %0, null
  br i1 %2, label %9, label %3

3:                                                ; preds = %1
  %4 = tail call noalias dereferenceable_or_null(96) i8* @calloc(i64 noundef 1, i64 noundef 96) #22
  %5 = bitcast %struct.t_hash_state** %0 to i8**
  store i8* %4, i8** %5, align 8, !tbaa !5
  %6 = icmp eq i8* %4, null
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = bitcast i8* %4 to <4 x i32>*
  store <4 x i32> <i32 1732584193, i32 -271733879, i32 -1732584194, i32 271733878>, <4 x i32>* %8, align 8, !tbaa !18
  br label %9

9:                                                ; preds = %7, %3, %1
  %10 = phi i32 [ 0, %7 ], [ 1, %1 ], [ 2, %3 ]
  ret i32 %10
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc void @sha_compress(%struct.t_hash_state.12* nocapture noundef) unnamed_addr #8

; Function Attrs: nounwind uwtable
declare hidden fastcc void @sha_finalize(%struct.t_hash_state.12* nocapture noundef, i8* nocapture noundef writeonly) unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @SHA1_copy(%struct.t_hash_state.12* noundef readonly %0, %struct.t_hash_state.12* noundef writeonly %1) local_unnamed_addr #10 {
  %3 = icmp eq %struct.t_hash_state.12* %0, null
  %4 = icmp eq %struct.t_hash_state.12* %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %9, label %6

6:                                                ; preds = %2
  %7 = bitcast %struct.t_hash_state.12* %1 to i8*
  %8 = bitcast %struct.t_hash_state.12* %0 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(96) %7, i8* noundef nonnull align 8 dereferenceable(96) %8, i64 96, i1 false), !tbaa.struct !44
  br label %9

9:                                                ; preds = %6, %2
  %10 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %10
}

; Function Attrs: nounwind uwtable
define dso_local i32 @SHA1_pbkdf2_hmac_assist(%struct.t_hash_state.12* noundef readonly %0, %struct.t_hash_state.12* noundef readonly %1, i8* noundef readonly %2, i8* noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = alloca %struct.t_hash_state.12, align 8
  %7 = alloca %struct.t_hash_state.12, align 8
  %8 = alloca [20 x i8], align 16
  %9 = bitcast %struct.t_hash_state.12* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %9) #22
  %10 = bitcast %struct.t_hash_state.12* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %10) #22
  %11 = getelementptr inbounds [20 x i8], [20 x i8]* %8, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %11) #22
  %12 = icmp eq %struct.t_hash_state.12* %0, null
  %13 = icmp eq %struct.t_hash_state.12* %1, null
  %14 = or i1 %12, %13
  %15 = icmp eq i8* %2, null
  %16 = or i1 %14, %15
  %17 = icmp eq i8* %3, null
  %18 = or i1 %16, %17
  br i1 %18, label %114, label %19

19:                                               ; preds = %5
  %20 = icmp eq i64 %4, 0
  br i1 %20, label %114, label %21

21:                                               ; preds = %19
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(20) %3, i8* noundef nonnull align 1 dereferenceable(20) %2, i64 20, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(20) %11, i8* noundef nonnull align 1 dereferenceable(20) %2, i64 20, i1 false)
  %22 = icmp eq i64 %4, 1
  br i1 %22, label %114, label %23

23:                                               ; preds = %21
  %24 = bitcast %struct.t_hash_state.12* %0 to i8*
  %25 = bitcast %struct.t_hash_state.12* %1 to i8*
  %26 = getelementptr inbounds %struct.t_hash_state.12, %struct.t_hash_state.12* %6, i64 0, i32 2
  %27 = getelementptr inbounds %struct.t_hash_state.12, %struct.t_hash_state.12* %6, i64 0, i32 3
  %28 = getelementptr inbounds %struct.t_hash_state.12, %struct.t_hash_state.12* %7, i64 0, i32 2
  %29 = getelementptr inbounds %struct.t_hash_state.12, %struct.t_hash_state.12* %7, i64 0, i32 3
  %30 = getelementptr inbounds [20 x i8], [20 x i8]* %8, i64 0, i64 16
  %31 = getelementptr inbounds i8, i8* %3, i64 16
  %32 = getelementptr inbounds [20 x i8], [20 x i8]* %8, i64 0, i64 17
  %33 = getelementptr inbounds i8, i8* %3, i64 17
  %34 = getelementptr inbounds [20 x i8], [20 x i8]* %8, i64 0, i64 18
  %35 = getelementptr inbounds i8, i8* %3, i64 18
  %36 = getelementptr inbounds [20 x i8], [20 x i8]* %8, i64 0, i64 19
  %37 = getelementptr inbounds i8, i8* %3, i64 19
  %38 = bitcast [20 x i8]* %8 to <16 x i8>*
  %39 = bitcast i8* %3 to <16 x i8>*
  %40 = bitcast i8* %3 to <16 x i8>*
  br label %41

41:                                               ; preds = %96, %23
  %42 = phi i64 [ 1, %23 ], [ %112, %96 ]
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(96) %9, i8* noundef nonnull align 8 dereferenceable(96) %24, i64 96, i1 false), !tbaa.struct !44
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(96) %10, i8* noundef nonnull align 8 dereferenceable(96) %25, i64 96, i1 false), !tbaa.struct !44
  %43 = load i32, i32* %26, align 4, !tbaa !46
  %44 = icmp ult i32 %43, 64
  br i1 %44, label %46, label %45

45:                                               ; preds = %41
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @.str.1.23, i64 0, i64 0), i32 noundef 269, i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @__PRETTY_FUNCTION__.SHA1_update, i64 0, i64 0)) #23
  unreachable

46:                                               ; preds = %66, %41
  %47 = phi i32 [ %67, %66 ], [ %43, %41 ]
  %48 = phi i8* [ %57, %66 ], [ %11, %41 ]
  %49 = phi i64 [ %60, %66 ], [ 20, %41 ]
  %50 = sub i32 64, %47
  %51 = zext i32 %50 to i64
  %52 = icmp ugt i64 %49, %51
  %53 = select i1 %52, i64 %51, i64 %49
  %54 = trunc i64 %53 to i32
  %55 = zext i32 %47 to i64
  %56 = getelementptr inbounds %struct.t_hash_state.12, %struct.t_hash_state.12* %6, i64 0, i32 1, i64 %55
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %56, i8* align 1 %48, i64 %53, i1 false) #22
  %57 = getelementptr inbounds i8, i8* %48, i64 %53
  %58 = load i32, i32* %26, align 4, !tbaa !46
  %59 = add i32 %58, %54
  store i32 %59, i32* %26, align 4, !tbaa !46
  %60 = sub i64 %49, %53
  %61 = icmp eq i32 %59, 64
  br i1 %61, label %62, label %66

62:                                               ; preds = %46
  call fastcc void @sha_compress(%struct.t_hash_state.12* noundef nonnull %6) #22
  store i32 0, i32* %26, align 4, !tbaa !46
  %63 = load i64, i64* %27, align 8, !tbaa !48
  %64 = add i64 %63, 512
  store i64 %64, i64* %27, align 8, !tbaa !48
  %65 = icmp ult i64 %63, -512
  br i1 %65, label %66, label %69

66:                                               ; preds = %62, %46
  %67 = phi i32 [ %59, %46 ], [ 0, %62 ]
  %68 = icmp eq i64 %60, 0
  br i1 %68, label %69, label %46

69:                                               ; preds = %66, %62
  call fastcc void @sha_finalize(%struct.t_hash_state.12* noundef nonnull %6, i8* noundef nonnull %11)
  %70 = load i32, i32* %28, align 4, !tbaa !46
  %71 = icmp ult i32 %70, 64
  br i1 %71, label %73, label %72

72:                                               ; preds = %69
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.22, i64 0, i64 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @.str.1.23, i64 0, i64 0), i32 noundef 269, i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @__PRETTY_FUNCTION__.SHA1_update, i64 0, i64 0)) #23
  unreachable

73:                                               ; preds = %93, %69
  %74 = phi i32 [ %94, %93 ], [ %70, %69 ]
  %75 = phi i8* [ %84, %93 ], [ %11, %69 ]
  %76 = phi i64 [ %87, %93 ], [ 20, %69 ]
  %77 = sub i32 64, %74
  %78 = zext i32 %77 to i64
  %79 = icmp ugt i64 %76, %78
  %80 = select i1 %79, i64 %78, i64 %76
  %81 = trunc i64 %80 to i32
  %82 = zext i32 %74 to i64
  %83 = getelementptr inbounds %struct.t_hash_state.12, %struct.t_hash_state.12* %7, i64 0, i32 1, i64 %82
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %83, i8* align 1 %75, i64 %80, i1 false) #22
  %84 = getelementptr inbounds i8, i8* %75, i64 %80
  %85 = load i32, i32* %28, align 4, !tbaa !46
  %86 = add i32 %85, %81
  store i32 %86, i32* %28, align 4, !tbaa !46
  %87 = sub i64 %76, %80
  %88 = icmp eq i32 %86, 64
  br i1 %88, label %89, label %93

89:                                               ; preds = %73
  call fastcc void @sha_compress(%struct.t_hash_state.12* noundef nonnull %7) #22
  store i32 0, i32* %28, align 4, !tbaa !46
  %90 = load i64, i64* %29, align 8, !tbaa !48
  %91 = add i64 %90, 512
  store i64 %91, i64* %29, align 8, !tbaa !48
  %92 = icmp ult i64 %90, -512
  br i1 %92, label %93, label %96

93:                                               ; preds = %89, %73
  %94 = phi i32 [ %86, %73 ], [ 0, %89 ]
  %95 = icmp eq i64 %87, 0
  br i1 %95, label %96, label %73

96:                                               ; preds = %93, %89
  call fastcc void @sha_finalize(%struct.t_hash_state.12* noundef nonnull %7, i8* noundef nonnull %11)
  %97 = load <16 x i8>, <16 x i8>* %38, align 16, !tbaa !22
  %98 = load <16 x i8>, <16 x i8>* %39, align 1, !tbaa !22
  %99 = xor <16 x i8> %98, %97
  store <16 x i8> %99, <16 x i8>* %40, align 1, !tbaa !22
  %100 = load i8, i8* %30, align 16, !tbaa !22
  %101 = load i8, i8* %31, align 1, !tbaa !22
  %102 = xor i8 %101, %100
  store i8 %102, i8* %31, align 1, !tbaa !22
  %103 = load i8, i8* %32, align 1, !tbaa !22
  %104 = load i8, i8* %33, align 1, !tbaa !22
  %105 = xor i8 %104, %103
  store i8 %105, i8* %33, align 1, !tbaa !22
  %106 = load i8, i8* %34, align 2, !tbaa !22
  %107 = load i8, i8* %35, align 1, !tbaa !22
  %108 = xor i8 %107, %106
  store i8 %108, i8* %35, align 1, !tbaa !22
  %109 = load i8, i8* %36, align 1, !tbaa !22
  %110 = load i8, i8* %37, align 1, !tbaa !22
  %111 = xor i8 %110, %109
  store i8 %111, i8* %37, align 1, !tbaa !22
  %112 = add nuw i64 %42, 1
  %113 = icmp eq i64 %112, %4
  br i1 %113, label %114, label %41, !llvm.loop !49

114:                                              ; preds = %96, %21, %19, %5
  %115 = phi i32 [ 1, %5 ], [ 8, %19 ], [ 0, %21 ], [ 0, %96 ]
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %11) #22
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %10) #22
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %9) #22
  ret i32 %115
}

; Function Attrs: nounwind uwtable
define dso_local i32 @SHA224_update(%struct.t_hash_state.13* noundef %0, i8* noundef readonly %1, i64 noundef %2) local_unnamed_addr #2 {
  %4 = icmp eq %struct.t_hash_state.13* %0, null
  %5 = icmp eq i8* %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %44, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds %struct.t_hash_state.13, %struct.t_hash_state.13* %0, i64 0, i32 2
  %9 = load i32, i32* %8, align 8, !tbaa !50
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
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.24, i64 0, i64 0), i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str.1.25, i64 0, i64 0), i32 noundef 353, i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @__PRETTY_FUNCTION__.SHA224_update, i64 0, i64 0)) #23
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
  %29 = load i32, i32* %8, align 8, !tbaa !50
  %30 = add i32 %29, %25
  store i32 %30, i32* %8, align 8, !tbaa !50
  %31 = sub i64 %20, %24
  %32 = icmp eq i32 %30, 64
  br i1 %32, label %33, label %41

33:                                               ; preds = %17
  tail call fastcc void @sha_compress.26(%struct.t_hash_state.13* noundef nonnull %0)
  store i32 0, i32* %8, align 8, !tbaa !50
  %34 = load i32, i32* %15, align 4, !tbaa !18
  %35 = add i32 %34, 512
  store i32 %35, i32* %15, align 4, !tbaa !18
  %36 = icmp ugt i32 %34, -513
  br i1 %36, label %37, label %41

37:                                               ; preds = %33
  %38 = load i32, i32* %12, align 4, !tbaa !18
  %39 = add i32 %38, 1
  store i32 %39, i32* %12, align 4, !tbaa !18
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

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc void @sha_compress.26(%struct.t_hash_state.13* nocapture noundef) unnamed_addr #8

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @SHA224_digest(%struct.t_hash_state.13* noundef readonly %0, i8* nocapture noundef writeonly %1, i64 noundef %2) local_unnamed_addr #8 {
  %4 = alloca %struct.t_hash_state.13, align 8
  %5 = bitcast %struct.t_hash_state.13* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 120, i8* nonnull %5) #22
  %6 = icmp eq %struct.t_hash_state.13* %0, null
  br i1 %6, label %13, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds %struct.t_hash_state.13, %struct.t_hash_state.13* %0, i64 0, i32 4
  %9 = load i64, i64* %8, align 8, !tbaa !52
  %10 = icmp eq i64 %9, %2
  br i1 %10, label %11, label %13

11:                                               ; preds = %7
  %12 = bitcast %struct.t_hash_state.13* %0 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(120) %5, i8* noundef nonnull align 8 dereferenceable(120) %12, i64 120, i1 false), !tbaa.struct !53
  call fastcc void @sha_finalize.27(%struct.t_hash_state.13* noundef nonnull %4, i8* noundef %1, i64 noundef %2)
  br label %13

13:                                               ; preds = %11, %7, %3
  %14 = phi i32 [ 0, %11 ], [ 1, %3 ], [ 9, %7 ]
  call void @llvm.lifetime.end.p0i8(i64 120, i8* nonnull %5) #22
  ret i32 %14
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc void @sha_finalize.27(%struct.t_hash_state.13* nocapture noundef, i8* nocapture noundef writeonly, i64 noundef) unnamed_addr #8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @SHA256_init(%struct.t_hash_state.13** noundef writeonly %0) local_unnamed_addr #5 {
  %2 = icmp eq %struct.t_hash_state.13** %0, null
  br i1 %2, label %10, label %3

3:                                                ; preds = %1
  %4 = tail call noalias dereferenceable_or_null(120) i8* @calloc(i64 noundef 1, i64 noundef 120) #22
  %5 = bitcast %struct.t_hash_state.13** %0 to i8**
  store i8* %4, i8** %5, align 8, !tbaa !5
  %6 = icmp eq i8* %4, null
  br i1 %6, label %10, label %7

7:                                                ; preds = %3
  %8 = bitcast i8* %4 to %struct.t_hash_state.13*
  %9 = getelementptr inbounds %struct.t_hash_state.13, %struct.t_hash_state.13* %8, i64 0, i32 4
  store i64 32, i64* %9, align 8, !tbaa !52
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(32) %4, i8* noundef nonnull align 16 dereferenceable(32) bitcast ([8 x i32]* @H.28 to i8*), i64 32, i1 false), !tbaa !18
  br label %10

10:                                               ; preds = %7, %3, %1
  %11 = phi i32 [ 1, %1 ], [ 2, %3 ], [ 0, %7 ]
  ret i32 %11
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc void @sha_compress.36(%struct.t_hash_state.15* nocapture noundef) unnamed_addr #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #13

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc void @sha_finalize.37(%struct.t_hash_state.15* nocapture noundef, i8* nocapture noundef writeonly, i64 noundef) unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @SHA384_copy(%struct.t_hash_state.15* noundef readonly %0, %struct.t_hash_state.15* noundef writeonly %1) local_unnamed_addr #10 {
  %3 = icmp eq %struct.t_hash_state.15* %0, null
  %4 = icmp eq %struct.t_hash_state.15* %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %9, label %6

6:                                                ; preds = %2
  %7 = bitcast %struct.t_hash_state.15* %1 to i8*
  %8 = bitcast %struct.t_hash_state.15* %0 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(224) %7, i8* noundef nonnull align 8 dereferenceable(224) %8, i64 224, i1 false), !tbaa.struct !54
  br label %9

9:                                                ; preds = %6, %2
  %10 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %10
}

; Function Attrs: nounwind uwtable
define dso_local i32 @SHA384_pbkdf2_hmac_assist(%struct.t_hash_state.15* noundef readonly %0, %struct.t_hash_state.15* noundef readonly %1, i8* noundef readonly %2, i8* noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #2 {
  %7 = alloca %struct.t_hash_state.15, align 8
  %8 = alloca %struct.t_hash_state.15, align 8
  %9 = alloca [48 x i8], align 16
  %10 = bitcast %struct.t_hash_state.15* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 224, i8* nonnull %10) #22
  %11 = bitcast %struct.t_hash_state.15* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 224, i8* nonnull %11) #22
  %12 = getelementptr inbounds [48 x i8], [48 x i8]* %9, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %12) #22
  %13 = icmp eq %struct.t_hash_state.15* %0, null
  %14 = icmp eq %struct.t_hash_state.15* %1, null
  %15 = or i1 %13, %14
  %16 = icmp eq i8* %2, null
  %17 = or i1 %15, %16
  %18 = icmp eq i8* %3, null
  %19 = or i1 %17, %18
  br i1 %19, label %124, label %20

20:                                               ; preds = %6
  %21 = icmp eq i64 %4, 0
  br i1 %21, label %124, label %22

22:                                               ; preds = %20
  %23 = getelementptr inbounds %struct.t_hash_state.15, %struct.t_hash_state.15* %0, i64 0, i32 4
  %24 = load i64, i64* %23, align 8, !tbaa !55
  %25 = icmp eq i64 %24, %5
  br i1 %25, label %26, label %124

26:                                               ; preds = %22
  %27 = getelementptr inbounds %struct.t_hash_state.15, %struct.t_hash_state.15* %1, i64 0, i32 4
  %28 = load i64, i64* %27, align 8, !tbaa !55
  %29 = icmp eq i64 %28, %5
  br i1 %29, label %30, label %124

30:                                               ; preds = %26
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %3, i8* nonnull align 1 %2, i64 %5, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 16 %12, i8* nonnull align 1 %2, i64 %5, i1 false)
  %31 = icmp ugt i64 %4, 1
  br i1 %31, label %32, label %124

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

42:                                               ; preds = %121, %32
  %43 = phi i64 [ 1, %32 ], [ %122, %121 ]
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(224) %10, i8* noundef nonnull align 8 dereferenceable(224) %33, i64 224, i1 false), !tbaa.struct !54
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(224) %11, i8* noundef nonnull align 8 dereferenceable(224) %34, i64 224, i1 false), !tbaa.struct !54
  %44 = load i32, i32* %35, align 8, !tbaa !57
  %45 = icmp ult i32 %44, 128
  br i1 %45, label %46, label %47

46:                                               ; preds = %42
  br i1 %37, label %78, label %48

47:                                               ; preds = %42
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.34, i64 0, i64 0), i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str.1.35, i64 0, i64 0), i32 noundef 353, i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @__PRETTY_FUNCTION__.SHA384_update, i64 0, i64 0)) #23
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
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %58, i8* align 1 %50, i64 %55, i1 false) #22
  %59 = getelementptr inbounds i8, i8* %50, i64 %55
  %60 = load i32, i32* %35, align 8, !tbaa !57
  %61 = add i32 %60, %56
  store i32 %61, i32* %35, align 8, !tbaa !57
  %62 = sub i64 %51, %55
  %63 = icmp eq i32 %61, 128
  br i1 %63, label %64, label %72

64:                                               ; preds = %48
  call fastcc void @sha_compress.36(%struct.t_hash_state.15* noundef nonnull %7) #22
  store i32 0, i32* %35, align 8, !tbaa !57
  %65 = load i64, i64* %38, align 8, !tbaa !45
  %66 = add i64 %65, 1024
  store i64 %66, i64* %38, align 8, !tbaa !45
  %67 = icmp ugt i64 %65, -1025
  br i1 %67, label %68, label %72

68:                                               ; preds = %64
  %69 = load i64, i64* %36, align 8, !tbaa !45
  %70 = add i64 %69, 1
  store i64 %70, i64* %36, align 8, !tbaa !45
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %75, label %72

72:                                               ; preds = %68, %64, %48
  %73 = phi i32 [ 0, %68 ], [ 0, %64 ], [ %61, %48 ]
  %74 = icmp eq i64 %62, 0
  br i1 %74, label %75, label %48

75:                                               ; preds = %72, %68
  call fastcc void @sha_finalize.37(%struct.t_hash_state.15* noundef nonnull %7, i8* noundef nonnull %12, i64 noundef %5)
  %76 = load i32, i32* %39, align 8, !tbaa !57
  %77 = icmp ult i32 %76, 128
  br i1 %77, label %83, label %82

78:                                               ; preds = %46
  call fastcc void @sha_finalize.37(%struct.t_hash_state.15* noundef nonnull %7, i8* noundef nonnull %12, i64 noundef 0)
  %79 = load i32, i32* %39, align 8, !tbaa !57
  %80 = icmp ult i32 %79, 128
  br i1 %80, label %81, label %82

81:                                               ; preds = %78
  call fastcc void @sha_finalize.37(%struct.t_hash_state.15* noundef nonnull %8, i8* noundef nonnull %12, i64 noundef %5)
  br label %121

82:                                               ; preds = %78, %75
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.34, i64 0, i64 0), i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str.1.35, i64 0, i64 0), i32 noundef 353, i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @__PRETTY_FUNCTION__.SHA384_update, i64 0, i64 0)) #23
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
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %93, i8* align 1 %85, i64 %90, i1 false) #22
  %94 = getelementptr inbounds i8, i8* %85, i64 %90
  %95 = load i32, i32* %39, align 8, !tbaa !57
  %96 = add i32 %95, %91
  store i32 %96, i32* %39, align 8, !tbaa !57
  %97 = sub i64 %86, %90
  %98 = icmp eq i32 %96, 128
  br i1 %98, label %99, label %107

99:                                               ; preds = %83
  call fastcc void @sha_compress.36(%struct.t_hash_state.15* noundef nonnull %8) #22
  store i32 0, i32* %39, align 8, !tbaa !57
  %100 = load i64, i64* %41, align 8, !tbaa !45
  %101 = add i64 %100, 1024
  store i64 %101, i64* %41, align 8, !tbaa !45
  %102 = icmp ugt i64 %100, -1025
  br i1 %102, label %103, label %107

103:                                              ; preds = %99
  %104 = load i64, i64* %40, align 8, !tbaa !45
  %105 = add i64 %104, 1
  store i64 %105, i64* %40, align 8, !tbaa !45
  %106 = icmp eq i64 %105, 0
  br i1 %106, label %110, label %107

107:                                              ; preds = %103, %99, %83
  %108 = phi i32 [ 0, %103 ], [ 0, %99 ], [ %96, %83 ]
  %109 = icmp eq i64 %97, 0
  br i1 %109, label %110, label %83

110:                                              ; preds = %107, %103
  call fastcc void @sha_finalize.37(%struct.t_hash_state.15* noundef nonnull %8, i8* noundef nonnull %12, i64 noundef %5)
  br i1 %37, label %121, label %111

111:                                              ; preds = %111, %110
  %112 = phi i64 [ %119, %111 ], [ 0, %110 ]
  %113 = getelementptr inbounds [48 x i8], [48 x i8]* %9, i64 0, i64 %112
  %114 = load i8, i8* %113, align 1, !tbaa !22
  %115 = getelementptr inbounds i8, i8* %3, i64 %112
  %116 = load i8, i8* %115, align 1, !tbaa !22
  %117 = xor i8 %116, %114
  store i8 %117, i8* %115, align 1, !tbaa !22
  %118 = add nuw nsw i64 %112, 1
  %119 = and i64 %118, 4294967295
  %120 = icmp ult i64 %119, %5
  br i1 %120, label %111, label %121, !llvm.loop !58

121:                                              ; preds = %111, %110, %81
  %122 = add nuw i64 %43, 1
  %123 = icmp eq i64 %122, %4
  br i1 %123, label %124, label %42, !llvm.loop !59

124:                                              ; preds = %121, %30, %26, %22, %20, %6
  %125 = phi i32 [ 1, %6 ], [ 8, %20 ], [ 9, %26 ], [ 9, %22 ], [ 0, %30 ], [ 0, %121 ]
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %12) #22
  call void @llvm.lifetime.end.p0i8(i64 224, i8* nonnull %11) #22
  call void @llvm.lifetime.end.p0i8(i64 224, i8* nonnull %10) #22
  ret i32 %125
}

; Function Attrs: nounwind uwtable
define dso_local i32 @SHA512_update(%struct.t_hash_state.15* noundef %0, i8* noundef readonly %1, i64 noundef %2) local_unnamed_addr #2 {
  %4 = icmp eq %struct.t_hash_state.15* %0, null
  %5 = icmp eq i8* %1, null
  %6 = or i1 %4, %5
  br i1 %6, label %44, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds %struct.t_hash_state.15, %struct.t_hash_state.15* %0, i64 0, i32 2
  %9 = load i32, i32* %8, align 8, !tbaa !57
  %10 = icmp ult i32 %9, 128
  br i1 %10, label %11, label %16

11:                                               ; preds = %7
  %12 = getelementptr inbounds %struct.t_hash_state.15, %struct.t_hash_state.15* %0, i64 0, i32 3, i64 1
  %13 = icmp eq i64 %2, 0
  br i1 %13, label %44, label %14

14:                                               ; preds = %11
  %15 = getelementptr inbounds %struct.t_hash_state.15, %struct.t_hash_state.15* %0, i64 0, i32 3, i64 0
  br label %17

16:                                               ; preds = %7
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([58 x i8], [58 x i8]* @.str.1.39, i64 0, i64 0), i32 noundef 353, i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @__PRETTY_FUNCTION__.SHA512_update, i64 0, i64 0)) #23
  unreachable

17:                                               ; preds = %41, %14
  %18 = phi i32 [ %9, %14 ], [ %42, %41 ]
  %19 = phi i8* [ %1, %14 ], [ %28, %41 ]
  %20 = phi i64 [ %2, %14 ], [ %31, %41 ]
  %21 = sub i32 128, %18
  %22 = zext i32 %21 to i64
  %23 = icmp ugt i64 %20, %22
  %24 = select i1 %23, i64 %22, i64 %20
  %25 = trunc i64 %24 to i32
  %26 = zext i32 %18 to i64
  %27 = getelementptr inbounds %struct.t_hash_state.15, %struct.t_hash_state.15* %0, i64 0, i32 1, i64 %26
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %27, i8* align 1 %19, i64 %24, i1 false)
  %28 = getelementptr inbounds i8, i8* %19, i64 %24
  %29 = load i32, i32* %8, align 8, !tbaa !57
  %30 = add i32 %29, %25
  store i32 %30, i32* %8, align 8, !tbaa !57
  %31 = sub i64 %20, %24
  %32 = icmp eq i32 %30, 128
  br i1 %32, label %33, label %41

33:                                               ; preds = %17
  tail call fastcc void @sha_compress.40(%struct.t_hash_state.15* noundef nonnull %0)
  store i32 0, i32* %8, align 8, !tbaa !57
  %34 = load i64, i64* %15, align 8, !tbaa !45
  %35 = add i64 %34, 1024
  store i64 %35, i64* %15, align 8, !tbaa !45
  %36 = icmp ugt i64 %34, -1025
  br i1 %36, label %37, label %41

37:                                               ; preds = %33
  %38 = load i64, i64* %12, align 8, !tbaa !45
  %39 = add i64 %38, 1
  store i64 %39, i64* %12, align 8, !tbaa !45
  %40 = icmp eq i64 %39, 0
  br i1 %40, label %44, label %41

41:                                               ; preds = %37, %33, %17
  %42 = phi i32 [ 0, %37 ], [ 0, %33 ], [ %30, %17 ]
  %43 = icmp eq i64 %31, 0
  br i1 %43, label %44, label %17

44:                                               ; preds = %41, %37, %11, %3
  %45 = phi i32 [ 1, %3 ], [ 0, %11 ], [ 0, %41 ], [ 10, %37 ]
  ret i32 %45
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc void @sha_compress.40(%struct.t_hash_state.15* nocapture noundef) unnamed_addr #8

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @SHA512_digest(%struct.t_hash_state.15* noundef readonly %0, i8* nocapture noundef writeonly %1, i64 noundef %2) local_unnamed_addr #8 {
  %4 = alloca %struct.t_hash_state.15, align 8
  %5 = bitcast %struct.t_hash_state.15* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 224, i8* nonnull %5) #22
  %6 = icmp eq %struct.t_hash_state.15* %0, null
  br i1 %6, label %13, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds %struct.t_hash_state.15, %struct.t_hash_state.15* %0, i64 0, i32 4
  %9 = load i64, i64* %8, align 8, !tbaa !55
  %10 = icmp eq i64 %9, %2
  br i1 %10, label %11, label %13

11:                                               ; preds = %7
  %12 = bitcast %struct.t_hash_state.15* %0 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(224) %5, i8* noundef nonnull align 8 dereferenceable(224) %12, i64 224, i1 false), !tbaa.struct !54
  call fastcc void @sha_finalize.41(%struct.t_hash_state.15* noundef nonnull %4, i8* noundef %1, i64 noundef %2)
  br label %13

13:                                               ; preds = %11, %7, %3
  %14 = phi i32 [ 0, %11 ], [ 1, %3 ], [ 9, %7 ]
  call void @llvm.lifetime.end.p0i8(i64 224, i8* nonnull %5) #22
  ret i32 %14
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc void @sha_finalize.41(%struct.t_hash_state.15* nocapture noundef, i8* nocapture noundef writeonly, i64 noundef) unnamed_addr #8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @Salsa20_stream_init(i8* noundef readonly %0, i64 noundef %1, i8* noundef readonly %2, i64 noundef %3, %struct.stream_state.17** noundef writeonly %4) local_unnamed_addr #5 {
  %6 = icmp eq %struct.stream_state.17** %4, null
  %7 = icmp eq i8* %0, null
  %8 = or i1 %7, %6
  %9 = icmp eq i8* %2, null
  %10 = or i1 %9, %8
  br i1 %10, label %39, label %11

11:                                               ; preds = %5
  switch i64 %1, label %39 [
    i64 32, label %12
    i64 16, label %12
  ]

12:                                               ; preds = %11, %11
  %13 = icmp eq i64 %1, 32
  %14 = icmp eq i64 %3, 8
  br i1 %14, label %15, label %39

15:                                               ; preds = %12
  %16 = tail call noalias dereferenceable_or_null(132) i8* @calloc(i64 noundef 1, i64 noundef 132) #22
  %17 = bitcast i8* %16 to %struct.stream_state.17*
  %18 = bitcast %struct.stream_state.17** %4 to i8**
  store i8* %16, i8** %18, align 8, !tbaa !5
  %19 = icmp eq i8* %16, null
  br i1 %19, label %39, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds %struct.stream_state.17, %struct.stream_state.17* %17, i64 0, i32 0, i64 0
  store i32 1634760805, i32* %21, align 4, !tbaa !18
  %22 = getelementptr i8, i8* %16, i64 4
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(16) %22, i8* noundef nonnull align 1 dereferenceable(16) %0, i64 16, i1 false)
  %23 = select i1 %13, i32 857760878, i32 824206446
  %24 = getelementptr inbounds %struct.stream_state.17, %struct.stream_state.17* %17, i64 0, i32 0, i64 5
  store i32 %23, i32* %24, align 4, !tbaa !18
  %25 = bitcast i8* %2 to i32*
  %26 = load i32, i32* %25, align 1
  %27 = getelementptr inbounds %struct.stream_state.17, %struct.stream_state.17* %17, i64 0, i32 0, i64 6
  store i32 %26, i32* %27, align 4, !tbaa !18
  %28 = getelementptr inbounds i8, i8* %2, i64 4
  %29 = bitcast i8* %28 to i32*
  %30 = load i32, i32* %29, align 1
  %31 = getelementptr inbounds %struct.stream_state.17, %struct.stream_state.17* %17, i64 0, i32 0, i64 7
  store i32 %30, i32* %31, align 4, !tbaa !18
  %32 = select i1 %13, i32 2036477234, i32 2036477238
  %33 = getelementptr inbounds %struct.stream_state.17, %struct.stream_state.17* %17, i64 0, i32 0, i64 10
  store i32 %32, i32* %33, align 4, !tbaa !18
  %34 = select i1 %13, i64 16, i64 0
  %35 = getelementptr i8, i8* %0, i64 %34
  %36 = getelementptr i8, i8* %16, i64 44
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(16) %36, i8* noundef nonnull align 1 dereferenceable(16) %35, i64 16, i1 false)
  %37 = getelementptr inbounds %struct.stream_state.17, %struct.stream_state.17* %17, i64 0, i32 0, i64 15
  store i32 1797285236, i32* %37, align 4, !tbaa !18
  %38 = getelementptr inbounds %struct.stream_state.17, %struct.stream_state.17* %17, i64 0, i32 2
  store i8 64, i8* %38, align 4, !tbaa !60
  br label %39

39:                                               ; preds = %20, %15, %12, %11, %5
  %40 = phi i32 [ 0, %20 ], [ 1, %5 ], [ 6, %11 ], [ 7, %12 ], [ 2, %15 ]
  ret i32 %40
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @blake2b_copy(%struct.hash_state.18* noundef readonly %0, %struct.hash_state.18* noundef writeonly %1) local_unnamed_addr #10 {
  %3 = icmp eq %struct.hash_state.18* %0, null
  %4 = icmp eq %struct.hash_state.18* %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %9, label %6

6:                                                ; preds = %2
  %7 = bitcast %struct.hash_state.18* %1 to i8*
  %8 = bitcast %struct.hash_state.18* %0 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(216) %7, i8* noundef nonnull align 8 dereferenceable(216) %8, i64 216, i1 false), !tbaa.struct !62
  br label %9

9:                                                ; preds = %6, %2
  %10 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %10
}

; Function Attrs: nofree nosync nounwind uwtable
define hidden fastcc i32 @blake2b_process_buffer(%struct.hash_state.18* nocapture noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #8 {
  %4 = alloca [16 x i64], align 16
  %5 = bitcast [16 x i64]* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %5) #22
  %6 = getelementptr %struct.hash_state.18, %struct.hash_state.18* %0, i64 0, i32 4, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(128) %5, i8* noundef nonnull align 1 dereferenceable(128) %6, i64 128, i1 false)
  %7 = getelementptr inbounds %struct.hash_state.18, %struct.hash_state.18* %0, i64 0, i32 1
  %8 = load i64, i64* %7, align 8, !tbaa !63
  %9 = add i64 %8, %1
  store i64 %9, i64* %7, align 8, !tbaa !63
  %10 = icmp ult i64 %9, %1
  %11 = getelementptr inbounds %struct.hash_state.18, %struct.hash_state.18* %0, i64 0, i32 2
  %12 = load i64, i64* %11, align 8, !tbaa !65
  br i1 %10, label %13, label %16

13:                                               ; preds = %3
  %14 = add i64 %12, 1
  store i64 %14, i64* %11, align 8, !tbaa !65
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %268, label %16

16:                                               ; preds = %13, %3
  %17 = phi i64 [ %14, %13 ], [ %12, %3 ]
  %18 = getelementptr inbounds %struct.hash_state.18, %struct.hash_state.18* %0, i64 0, i32 0, i64 0
  %19 = load i64, i64* %18, align 8, !tbaa !45
  %20 = getelementptr inbounds %struct.hash_state.18, %struct.hash_state.18* %0, i64 0, i32 0, i64 1
  %21 = load i64, i64* %20, align 8, !tbaa !45
  %22 = getelementptr inbounds %struct.hash_state.18, %struct.hash_state.18* %0, i64 0, i32 0, i64 2
  %23 = load i64, i64* %22, align 8, !tbaa !45
  %24 = getelementptr inbounds %struct.hash_state.18, %struct.hash_state.18* %0, i64 0, i32 0, i64 3
  %25 = load i64, i64* %24, align 8, !tbaa !45
  %26 = getelementptr inbounds %struct.hash_state.18, %struct.hash_state.18* %0, i64 0, i32 0, i64 4
  %27 = load i64, i64* %26, align 8, !tbaa !45
  %28 = getelementptr inbounds %struct.hash_state.18, %struct.hash_state.18* %0, i64 0, i32 0, i64 5
  %29 = load i64, i64* %28, align 8, !tbaa !45
  %30 = getelementptr inbounds %struct.hash_state.18, %struct.hash_state.18* %0, i64 0, i32 0, i64 6
  %31 = load i64, i64* %30, align 8, !tbaa !45
  %32 = getelementptr inbounds %struct.hash_state.18, %struct.hash_state.18* %0, i64 0, i32 0, i64 7
  %33 = load i64, i64* %32, align 8, !tbaa !45
  %34 = xor i64 %9, 5840696475078001361
  %35 = xor i64 %17, -7276294671716946913
  %36 = icmp eq i32 %2, 1
  %37 = select i1 %36, i64 -2270897969802886508, i64 2270897969802886507
  br label %38

38:                                               ; preds = %38, %16
  %39 = phi i64 [ 0, %16 ], [ %248, %38 ]
  %40 = phi i64 [ %19, %16 ], [ %170, %38 ]
  %41 = phi i64 [ %27, %16 ], [ %247, %38 ]
  %42 = phi i64 [ %34, %16 ], [ %196, %38 ]
  %43 = phi i64 [ 7640891576956012808, %16 ], [ %221, %38 ]
  %44 = phi i64 [ %21, %16 ], [ %194, %38 ]
  %45 = phi i64 [ %29, %16 ], [ %175, %38 ]
  %46 = phi i64 [ %35, %16 ], [ %220, %38 ]
  %47 = phi i64 [ -4942790177534073029, %16 ], [ %245, %38 ]
  %48 = phi i64 [ %23, %16 ], [ %218, %38 ]
  %49 = phi i64 [ %31, %16 ], [ %199, %38 ]
  %50 = phi i64 [ %37, %16 ], [ %244, %38 ]
  %51 = phi i64 [ 4354685564936845355, %16 ], [ %173, %38 ]
  %52 = phi i64 [ %25, %16 ], [ %242, %38 ]
  %53 = phi i64 [ %33, %16 ], [ %223, %38 ]
  %54 = phi i64 [ 6620516959819538809, %16 ], [ %172, %38 ]
  %55 = phi i64 [ -6534734903238641935, %16 ], [ %197, %38 ]
  %56 = getelementptr inbounds [12 x [16 x i8]], [12 x [16 x i8]]* @blake2b_compress.sigma, i64 0, i64 %39, i64 0
  %57 = add i64 %41, %40
  %58 = load i8, i8* %56, align 16, !tbaa !22
  %59 = zext i8 %58 to i64
  %60 = getelementptr inbounds [16 x i64], [16 x i64]* %4, i64 0, i64 %59
  %61 = load i64, i64* %60, align 8, !tbaa !45
  %62 = add i64 %57, %61
  %63 = xor i64 %62, %42
  %64 = tail call i64 @llvm.fshl.i64(i64 %63, i64 %63, i64 32) #22
  %65 = add i64 %64, %43
  %66 = xor i64 %65, %41
  %67 = tail call i64 @llvm.fshl.i64(i64 %66, i64 %66, i64 40) #22
  %68 = getelementptr inbounds [12 x [16 x i8]], [12 x [16 x i8]]* @blake2b_compress.sigma, i64 0, i64 %39, i64 1
  %69 = load i8, i8* %68, align 1, !tbaa !22
  %70 = zext i8 %69 to i64
  %71 = getelementptr inbounds [16 x i64], [16 x i64]* %4, i64 0, i64 %70
  %72 = load i64, i64* %71, align 8, !tbaa !45
  %73 = add i64 %72, %62
  %74 = add i64 %73, %67
  %75 = xor i64 %74, %64
  %76 = tail call i64 @llvm.fshl.i64(i64 %75, i64 %75, i64 48) #22
  %77 = add i64 %76, %65
  %78 = xor i64 %77, %67
  %79 = tail call i64 @llvm.fshl.i64(i64 %78, i64 %78, i64 1) #22
  %80 = add i64 %45, %44
  %81 = getelementptr inbounds [12 x [16 x i8]], [12 x [16 x i8]]* @blake2b_compress.sigma, i64 0, i64 %39, i64 2
  %82 = load i8, i8* %81, align 2, !tbaa !22
  %83 = zext i8 %82 to i64
  %84 = getelementptr inbounds [16 x i64], [16 x i64]* %4, i64 0, i64 %83
  %85 = load i64, i64* %84, align 8, !tbaa !45
  %86 = add i64 %80, %85
  %87 = xor i64 %86, %46
  %88 = tail call i64 @llvm.fshl.i64(i64 %87, i64 %87, i64 32) #22
  %89 = add i64 %88, %47
  %90 = xor i64 %89, %45
  %91 = tail call i64 @llvm.fshl.i64(i64 %90, i64 %90, i64 40) #22
  %92 = getelementptr inbounds [12 x [16 x i8]], [12 x [16 x i8]]* @blake2b_compress.sigma, i64 0, i64 %39, i64 3
  %93 = load i8, i8* %92, align 1, !tbaa !22
  %94 = zext i8 %93 to i64
  %95 = getelementptr inbounds [16 x i64], [16 x i64]* %4, i64 0, i64 %94
  %96 = load i64, i64* %95, align 8, !tbaa !45
  %97 = add i64 %96, %86
  %98 = add i64 %97, %91
  %99 = xor i64 %98, %88
  %100 = tail call i64 @llvm.fshl.i64(i64 %99, i64 %99, i64 48) #22
  %101 = add i64 %100, %89
  %102 = xor i64 %101, %91
  %103 = tail call i64 @llvm.fshl.i64(i64 %102, i64 %102, i64 1) #22
  %104 = add i64 %49, %48
  %105 = getelementptr inbounds [12 x [16 x i8]], [12 x [16 x i8]]* @blake2b_compress.sigma, i64 0, i64 %39, i64 4
  %106 = load i8, i8* %105, align 4, !tbaa !22
  %107 = zext i8 %106 to i64
  %108 = getelementptr inbounds [16 x i64], [16 x i64]* %4, i64 0, i64 %107
  %109 = load i64, i64* %108, align 8, !tbaa !45
  %110 = add i64 %104, %109
  %111 = xor i64 %110, %50
  %112 = tail call i64 @llvm.fshl.i64(i64 %111, i64 %111, i64 32) #22
  %113 = add i64 %112, %51
  %114 = xor i64 %113, %49
  %115 = tail call i64 @llvm.fshl.i64(i64 %114, i64 %114, i64 40) #22
  %116 = getelementptr inbounds [12 x [16 x i8]], [12 x [16 x i8]]* @blake2b_compress.sigma, i64 0, i64 %39, i64 5
  %117 = load i8, i8* %116, align 1, !tbaa !22
  %118 = zext i8 %117 to i64
  %119 = getelementptr inbounds [16 x i64], [16 x i64]* %4, i64 0, i64 %118
  %120 = load i64, i64* %119, align 8, !tbaa !45
  %121 = add i64 %120, %110
  %122 = add i64 %121, %115
  %123 = xor i64 %122, %112
  %124 = tail call i64 @llvm.fshl.i64(i64 %123, i64 %123, i64 48) #22
  %125 = add i64 %124, %113
  %126 = xor i64 %125, %115
  %127 = tail call i64 @llvm.fshl.i64(i64 %126, i64 %126, i64 1) #22
  %128 = add i64 %53, %52
  %129 = getelementptr inbounds [12 x [16 x i8]], [12 x [16 x i8]]* @blake2b_compress.sigma, i64 0, i64 %39, i64 6
  %130 = load i8, i8* %129, align 2, !tbaa !22
  %131 = zext i8 %130 to i64
  %132 = getelementptr inbounds [16 x i64], [16 x i64]* %4, i64 0, i64 %131
  %133 = load i64, i64* %132, align 8, !tbaa !45
  %134 = add i64 %128, %133
  %135 = xor i64 %134, %54
  %136 = tail call i64 @llvm.fshl.i64(i64 %135, i64 %135, i64 32) #22
  %137 = add i64 %136, %55
  %138 = xor i64 %137, %53
  %139 = tail call i64 @llvm.fshl.i64(i64 %138, i64 %138, i64 40) #22
  %140 = getelementptr inbounds [12 x [16 x i8]], [12 x [16 x i8]]* @blake2b_compress.sigma, i64 0, i64 %39, i64 7
  %141 = load i8, i8* %140, align 1, !tbaa !22
  %142 = zext i8 %141 to i64
  %143 = getelementptr inbounds [16 x i64], [16 x i64]* %4, i64 0, i64 %142
  %144 = load i64, i64* %143, align 8, !tbaa !45
  %145 = add i64 %144, %134
  %146 = add i64 %145, %139
  %147 = xor i64 %146, %136
  %148 = tail call i64 @llvm.fshl.i64(i64 %147, i64 %147, i64 48) #22
  %149 = add i64 %148, %137
  %150 = xor i64 %149, %139
  %151 = tail call i64 @llvm.fshl.i64(i64 %150, i64 %150, i64 1) #22
  %152 = getelementptr inbounds [12 x [16 x i8]], [12 x [16 x i8]]* @blake2b_compress.sigma, i64 0, i64 %39, i64 8
  %153 = load i8, i8* %152, align 8, !tbaa !22
  %154 = zext i8 %153 to i64
  %155 = getelementptr inbounds [16 x i64], [16 x i64]* %4, i64 0, i64 %154
  %156 = load i64, i64* %155, align 8, !tbaa !45
  %157 = add i64 %156, %74
  %158 = add i64 %157, %103
  %159 = xor i64 %148, %158
  %160 = tail call i64 @llvm.fshl.i64(i64 %159, i64 %159, i64 32) #22
  %161 = add i64 %160, %125
  %162 = xor i64 %161, %103
  %163 = tail call i64 @llvm.fshl.i64(i64 %162, i64 %162, i64 40) #22
  %164 = getelementptr inbounds [12 x [16 x i8]], [12 x [16 x i8]]* @blake2b_compress.sigma, i64 0, i64 %39, i64 9
  %165 = load i8, i8* %164, align 1, !tbaa !22
  %166 = zext i8 %165 to i64
  %167 = getelementptr inbounds [16 x i64], [16 x i64]* %4, i64 0, i64 %166
  %168 = load i64, i64* %167, align 8, !tbaa !45
  %169 = add i64 %158, %168
  %170 = add i64 %169, %163
  %171 = xor i64 %170, %160
  %172 = tail call i64 @llvm.fshl.i64(i64 %171, i64 %171, i64 48) #22
  %173 = add i64 %172, %161
  %174 = xor i64 %173, %163
  %175 = tail call i64 @llvm.fshl.i64(i64 %174, i64 %174, i64 1) #22
  %176 = getelementptr inbounds [12 x [16 x i8]], [12 x [16 x i8]]* @blake2b_compress.sigma, i64 0, i64 %39, i64 10
  %177 = load i8, i8* %176, align 2, !tbaa !22
  %178 = zext i8 %177 to i64
  %179 = getelementptr inbounds [16 x i64], [16 x i64]* %4, i64 0, i64 %178
  %180 = load i64, i64* %179, align 8, !tbaa !45
  %181 = add i64 %180, %98
  %182 = add i64 %181, %127
  %183 = xor i64 %182, %76
  %184 = tail call i64 @llvm.fshl.i64(i64 %183, i64 %183, i64 32) #22
  %185 = add i64 %184, %149
  %186 = xor i64 %185, %127
  %187 = tail call i64 @llvm.fshl.i64(i64 %186, i64 %186, i64 40) #22
  %188 = getelementptr inbounds [12 x [16 x i8]], [12 x [16 x i8]]* @blake2b_compress.sigma, i64 0, i64 %39, i64 11
  %189 = load i8, i8* %188, align 1, !tbaa !22
  %190 = zext i8 %189 to i64
  %191 = getelementptr inbounds [16 x i64], [16 x i64]* %4, i64 0, i64 %190
  %192 = load i64, i64* %191, align 8, !tbaa !45
  %193 = add i64 %182, %192
  %194 = add i64 %193, %187
  %195 = xor i64 %194, %184
  %196 = tail call i64 @llvm.fshl.i64(i64 %195, i64 %195, i64 48) #22
  %197 = add i64 %196, %185
  %198 = xor i64 %197, %187
  %199 = tail call i64 @llvm.fshl.i64(i64 %198, i64 %198, i64 1) #22
  %200 = getelementptr inbounds [12 x [16 x i8]], [12 x [16 x i8]]* @blake2b_compress.sigma, i64 0, i64 %39, i64 12
  %201 = load i8, i8* %200, align 4, !tbaa !22
  %202 = zext i8 %201 to i64
  %203 = getelementptr inbounds [16 x i64], [16 x i64]* %4, i64 0, i64 %202
  %204 = load i64, i64* %203, align 8, !tbaa !45
  %205 = add i64 %204, %122
  %206 = add i64 %205, %151
  %207 = xor i64 %206, %100
  %208 = tail call i64 @llvm.fshl.i64(i64 %207, i64 %207, i64 32) #22
  %209 = add i64 %208, %77
  %210 = xor i64 %209, %151
  %211 = tail call i64 @llvm.fshl.i64(i64 %210, i64 %210, i64 40) #22
  %212 = getelementptr inbounds [12 x [16 x i8]], [12 x [16 x i8]]* @blake2b_compress.sigma, i64 0, i64 %39, i64 13
  %213 = load i8, i8* %212, align 1, !tbaa !22
  %214 = zext i8 %213 to i64
  %215 = getelementptr inbounds [16 x i64], [16 x i64]* %4, i64 0, i64 %214
  %216 = load i64, i64* %215, align 8, !tbaa !45
  %217 = add i64 %206, %216
  %218 = add i64 %217, %211
  %219 = xor i64 %218, %208
  %220 = tail call i64 @llvm.fshl.i64(i64 %219, i64 %219, i64 48) #22
  %221 = add i64 %220, %209
  %222 = xor i64 %221, %211
  %223 = tail call i64 @llvm.fshl.i64(i64 %222, i64 %222, i64 1) #22
  %224 = add i64 %146, %79
  %225 = getelementptr inbounds [12 x [16 x i8]], [12 x [16 x i8]]* @blake2b_compress.sigma, i64 0, i64 %39, i64 14
  %226 = load i8, i8* %225, align 2, !tbaa !22
  %227 = zext i8 %226 to i64
  %228 = getelementptr inbounds [16 x i64], [16 x i64]* %4, i64 0, i64 %227
  %229 = load i64, i64* %228, align 8, !tbaa !45
  %230 = add i64 %224, %229
  %231 = xor i64 %230, %124
  %232 = tail call i64 @llvm.fshl.i64(i64 %231, i64 %231, i64 32) #22
  %233 = add i64 %232, %101
  %234 = xor i64 %233, %79
  %235 = tail call i64 @llvm.fshl.i64(i64 %234, i64 %234, i64 40) #22
  %236 = getelementptr inbounds [12 x [16 x i8]], [12 x [16 x i8]]* @blake2b_compress.sigma, i64 0, i64 %39, i64 15
  %237 = load i8, i8* %236, align 1, !tbaa !22
  %238 = zext i8 %237 to i64
  %239 = getelementptr inbounds [16 x i64], [16 x i64]* %4, i64 0, i64 %238
  %240 = load i64, i64* %239, align 8, !tbaa !45
  %241 = add i64 %240, %230
  %242 = add i64 %241, %235
  %243 = xor i64 %242, %232
  %244 = tail call i64 @llvm.fshl.i64(i64 %243, i64 %243, i64 48) #22
  %245 = add i64 %244, %233
  %246 = xor i64 %245, %235
  %247 = tail call i64 @llvm.fshl.i64(i64 %246, i64 %246, i64 1) #22
  %248 = add nuw nsw i64 %39, 1
  %249 = icmp eq i64 %248, 12
  br i1 %249, label %250, label %38, !llvm.loop !66

250:                                              ; preds = %38
  %251 = xor i64 %170, %19
  %252 = xor i64 %251, %221
  store i64 %252, i64* %18, align 8, !tbaa !45
  %253 = xor i64 %194, %21
  %254 = xor i64 %253, %245
  store i64 %254, i64* %20, align 8, !tbaa !45
  %255 = xor i64 %173, %23
  %256 = xor i64 %255, %218
  store i64 %256, i64* %22, align 8, !tbaa !45
  %257 = xor i64 %197, %25
  %258 = xor i64 %257, %242
  store i64 %258, i64* %24, align 8, !tbaa !45
  %259 = xor i64 %196, %27
  %260 = xor i64 %259, %247
  store i64 %260, i64* %26, align 8, !tbaa !45
  %261 = xor i64 %175, %29
  %262 = xor i64 %261, %220
  store i64 %262, i64* %28, align 8, !tbaa !45
  %263 = xor i64 %199, %31
  %264 = xor i64 %263, %244
  store i64 %264, i64* %30, align 8, !tbaa !45
  %265 = xor i64 %172, %33
  %266 = xor i64 %265, %223
  store i64 %266, i64* %32, align 8, !tbaa !45
  %267 = getelementptr inbounds %struct.hash_state.18, %struct.hash_state.18* %0, i64 0, i32 3
  store i32 0, i32* %267, align 8, !tbaa !67
  br label %268

268:                                              ; preds = %250, %13
  %269 = phi i32 [ 0, %250 ], [ 10, %13 ]
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %5) #22
  ret i32 %269
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @blake2s_copy(%struct.hash_state.19* noundef readonly %0, %struct.hash_state.19* noundef writeonly %1) local_unnamed_addr #10 {
  %3 = icmp eq %struct.hash_state.19* %0, null
  %4 = icmp eq %struct.hash_state.19* %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %9, label %6

6:                                                ; preds = %2
  %7 = bitcast %struct.hash_state.19* %1 to i8*
  %8 = bitcast %struct.hash_state.19* %0 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(108) %7, i8* noundef nonnull align 4 dereferenceable(108) %8, i64 108, i1 false), !tbaa.struct !68
  br label %9

9:                                                ; preds = %6, %2
  %10 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %10
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @blake2s_update(%struct.hash_state.19* noundef %0, i8* noundef readonly %1, i64 noundef %2) local_unnamed_addr #8 {
  %4 = icmp eq %struct.hash_state.19* %0, null
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
  %12 = getelementptr inbounds %struct.hash_state.19, %struct.hash_state.19* %0, i64 0, i32 3
  br label %13

13:                                               ; preds = %34, %11
  %14 = phi i8* [ %1, %11 ], [ %25, %34 ]
  %15 = phi i64 [ %2, %11 ], [ %24, %34 ]
  %16 = load i32, i32* %12, align 4, !tbaa !69
  %17 = sub i32 64, %16
  %18 = zext i32 %17 to i64
  %19 = icmp ult i64 %15, %18
  %20 = select i1 %19, i64 %15, i64 %18
  %21 = trunc i64 %20 to i32
  %22 = zext i32 %16 to i64
  %23 = getelementptr inbounds %struct.hash_state.19, %struct.hash_state.19* %0, i64 0, i32 4, i64 %22
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %23, i8* align 1 %14, i64 %20, i1 false)
  %24 = sub i64 %15, %20
  %25 = getelementptr inbounds i8, i8* %14, i64 %20
  %26 = load i32, i32* %12, align 4, !tbaa !69
  %27 = add i32 %26, %21
  store i32 %27, i32* %12, align 4, !tbaa !69
  %28 = icmp eq i32 %27, 64
  %29 = icmp ne i64 %24, 0
  %30 = select i1 %28, i1 %29, i1 false
  br i1 %30, label %31, label %34

31:                                               ; preds = %13
  %32 = tail call fastcc i32 @blake2b_process_buffer.43(%struct.hash_state.19* noundef nonnull %0, i64 noundef 64, i32 noundef 0)
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %36

34:                                               ; preds = %31, %13
  %35 = icmp eq i64 %24, 0
  br i1 %35, label %36, label %13

36:                                               ; preds = %34, %31, %9, %5, %3
  %37 = phi i32 [ 1, %3 ], [ 1, %5 ], [ 0, %9 ], [ 0, %34 ], [ %32, %31 ]
  ret i32 %37
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc i32 @blake2b_process_buffer.43(%struct.hash_state.19* nocapture noundef, i64 noundef, i32 noundef) unnamed_addr #8

; Function Attrs: nofree norecurse nosync nounwind uwtable
define hidden i32 @Blowfish_decrypt(%struct._BlockBase* noundef readonly %0, i8* noundef readonly %1, i8* noundef writeonly %2, i64 noundef %3) #4 {
  %5 = icmp eq %struct._BlockBase* %0, null
  %6 = icmp eq i8* %1, null
  %7 = or i1 %5, %6
  %8 = icmp eq i8* %2, null
  %9 = or i1 %7, %8
  br i1 %9, label %125, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds %struct._BlockBase, %struct._BlockBase* %0, i64 0, i32 3
  %12 = load i64, i64* %11, align 8, !tbaa !14
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
  %25 = load i8, i8* %24, align 1, !tbaa !22
  %26 = zext i8 %25 to i32
  %27 = getelementptr inbounds i8, i8* %23, i64 2
  %28 = load i8, i8* %27, align 1, !tbaa !22
  %29 = zext i8 %28 to i32
  %30 = shl nuw nsw i32 %29, 8
  %31 = or i32 %30, %26
  %32 = getelementptr inbounds i8, i8* %23, i64 1
  %33 = load i8, i8* %32, align 1, !tbaa !22
  %34 = zext i8 %33 to i32
  %35 = shl nuw nsw i32 %34, 16
  %36 = or i32 %31, %35
  %37 = load i8, i8* %23, align 1, !tbaa !22
  %38 = zext i8 %37 to i32
  %39 = shl nuw i32 %38, 24
  %40 = or i32 %36, %39
  %41 = getelementptr inbounds i8, i8* %23, i64 4
  %42 = getelementptr inbounds i8, i8* %23, i64 7
  %43 = load i8, i8* %42, align 1, !tbaa !22
  %44 = zext i8 %43 to i32
  %45 = getelementptr inbounds i8, i8* %23, i64 6
  %46 = load i8, i8* %45, align 1, !tbaa !22
  %47 = zext i8 %46 to i32
  %48 = shl nuw nsw i32 %47, 8
  %49 = or i32 %48, %44
  %50 = getelementptr inbounds i8, i8* %23, i64 5
  %51 = load i8, i8* %50, align 1, !tbaa !22
  %52 = zext i8 %51 to i32
  %53 = shl nuw nsw i32 %52, 16
  %54 = or i32 %49, %53
  %55 = load i8, i8* %41, align 1, !tbaa !22
  %56 = zext i8 %55 to i32
  %57 = shl nuw i32 %56, 24
  %58 = or i32 %54, %57
  %59 = load i32, i32* %17, align 4, !tbaa !18
  %60 = xor i32 %59, %40
  %61 = load i32, i32* %19, align 4, !tbaa !18
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
  %72 = load i32, i32* %71, align 4, !tbaa !18
  %73 = and i32 %69, 255
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %16, i64 0, i32 0, i64 1, i64 %74
  %76 = load i32, i32* %75, align 4, !tbaa !18
  %77 = add i32 %76, %72
  %78 = and i32 %70, 255
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %16, i64 0, i32 0, i64 2, i64 %79
  %81 = load i32, i32* %80, align 4, !tbaa !18
  %82 = xor i32 %77, %81
  %83 = and i32 %65, 255
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %16, i64 0, i32 0, i64 3, i64 %84
  %86 = load i32, i32* %85, align 4, !tbaa !18
  %87 = add i32 %82, %86
  %88 = xor i32 %87, %66
  %89 = sub nuw nsw i64 15, %64
  %90 = getelementptr inbounds %struct.block_state.21, %struct.block_state.21* %16, i64 0, i32 1, i64 %89
  %91 = load i32, i32* %90, align 4, !tbaa !18
  %92 = xor i32 %91, %65
  %93 = add nuw nsw i64 %64, 1
  %94 = icmp eq i64 %93, 16
  br i1 %94, label %95, label %63, !llvm.loop !71

95:                                               ; preds = %63
  %96 = lshr i32 %92, 24
  %97 = trunc i32 %96 to i8
  store i8 %97, i8* %22, align 1, !tbaa !22
  %98 = lshr i32 %92, 16
  %99 = trunc i32 %98 to i8
  %100 = getelementptr inbounds i8, i8* %22, i64 1
  store i8 %99, i8* %100, align 1, !tbaa !22
  %101 = lshr i32 %92, 8
  %102 = trunc i32 %101 to i8
  %103 = getelementptr inbounds i8, i8* %22, i64 2
  store i8 %102, i8* %103, align 1, !tbaa !22
  %104 = trunc i32 %92 to i8
  %105 = getelementptr inbounds i8, i8* %22, i64 3
  store i8 %104, i8* %105, align 1, !tbaa !22
  %106 = getelementptr inbounds i8, i8* %22, i64 4
  %107 = lshr i32 %88, 24
  %108 = trunc i32 %107 to i8
  store i8 %108, i8* %106, align 1, !tbaa !22
  %109 = lshr i32 %88, 16
  %110 = trunc i32 %109 to i8
  %111 = getelementptr inbounds i8, i8* %22, i64 5
  store i8 %110, i8* %111, align 1, !tbaa !22
  %112 = lshr i32 %88, 8
  %113 = trunc i32 %112 to i8
  %114 = getelementptr inbounds i8, i8* %22, i64 6
  store i8 %113, i8* %114, align 1, !tbaa !22
  %115 = trunc i32 %88 to i8
  %116 = getelementptr inbounds i8, i8* %22, i64 7
  store i8 %115, i8* %116, align 1, !tbaa !22
  %117 = getelementptr inbounds i8, i8* %23, i64 %12
  %118 = getelementptr inbounds i8, i8* %22, i64 %12
  %119 = sub i64 %21, %12
  %120 = icmp ult i64 %119, %12
  br i1 %120, label %121, label %20, !llvm.loop !72

121:                                              ; preds = %95, %10
  %122 = phi i64 [ %3, %10 ], [ %119, %95 ]
  %123 = icmp eq i64 %122, 0
  %124 = select i1 %123, i32 0, i32 3
  br label %125

125:                                              ; preds = %121, %4
  %126 = phi i32 [ 1, %4 ], [ %124, %121 ]
  ret i32 %126
}

; Function Attrs: mustprogress nounwind uwtable willreturn
declare dso_local i32 @EKSBlowfish_stop_operation(%struct._BlockBase* noundef) #0

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @EKSBlowfish_start_operation(i8* noundef readonly %0, i64 noundef %1, i8* noundef readonly %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, %struct.Blowfish_State** noundef %6) local_unnamed_addr #5 {
  %8 = alloca [72 x i8], align 16
  %9 = icmp eq i8* %0, null
  %10 = icmp eq i8* %2, null
  %11 = or i1 %9, %10
  %12 = icmp eq %struct.Blowfish_State** %6, null
  %13 = or i1 %11, %12
  br i1 %13, label %324, label %14

14:                                               ; preds = %7
  %15 = tail call noalias dereferenceable_or_null(4200) i8* @calloc(i64 noundef 1, i64 noundef 4200) #22
  %16 = bitcast %struct.Blowfish_State** %6 to i8**
  store i8* %15, i8** %16, align 8, !tbaa !5
  %17 = icmp eq i8* %15, null
  %18 = bitcast i8* %15 to %struct.Blowfish_State*
  br i1 %17, label %324, label %19

19:                                               ; preds = %14
  %20 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 0, i32 0
  store i32 (%struct._BlockBase*, i8*, i8*, i64)* @EKSBlowfish_encrypt, i32 (%struct._BlockBase*, i8*, i8*, i64)** %20, align 8, !tbaa !9
  %21 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 0, i32 1
  store i32 (%struct._BlockBase*, i8*, i8*, i64)* @EKSBlowfish_decrypt, i32 (%struct._BlockBase*, i8*, i8*, i64)** %21, align 8, !tbaa !12
  %22 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 0, i32 2
  %23 = bitcast {}** %22 to i32 (%struct._BlockBase*)**
  store i32 (%struct._BlockBase*)* @EKSBlowfish_stop_operation, i32 (%struct._BlockBase*)** %23, align 8, !tbaa !13
  %24 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 0, i32 3
  store i64 8, i64* %24, align 8, !tbaa !14
  %25 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 1
  %26 = icmp ugt i64 %1, 72
  br i1 %26, label %324, label %27

27:                                               ; preds = %19
  %28 = bitcast %struct.block_state.21* %25 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(4096) %28, i8* noundef nonnull align 16 dereferenceable(4096) bitcast ([4 x [256 x i32]]* @S_init.45 to i8*), i64 4096, i1 false) #22
  %29 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 1, i32 1, i64 0
  %30 = bitcast i32* %29 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(72) %30, i8* noundef nonnull align 16 dereferenceable(72) bitcast ([18 x i32]* @P_init.46 to i8*), i64 72, i1 false) #22
  %31 = getelementptr inbounds [72 x i8], [72 x i8]* %8, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %31) #22
  br label %32

32:                                               ; preds = %32, %27
  %33 = phi i64 [ 0, %27 ], [ %38, %32 ]
  %34 = sub nuw nsw i64 72, %33
  %35 = icmp ugt i64 %34, %1
  %36 = select i1 %35, i64 %1, i64 %34
  %37 = getelementptr inbounds [72 x i8], [72 x i8]* %8, i64 0, i64 %33
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 1 %37, i8* align 1 %0, i64 %36, i1 false) #22
  %38 = add nuw nsw i64 %36, %33
  %39 = icmp ult i64 %38, 72
  br i1 %39, label %32, label %40, !llvm.loop !73

40:                                               ; preds = %32
  %41 = getelementptr inbounds [72 x i8], [72 x i8]* %8, i64 0, i64 3
  %42 = load i8, i8* %41, align 1, !tbaa !22
  %43 = zext i8 %42 to i32
  %44 = getelementptr inbounds [72 x i8], [72 x i8]* %8, i64 0, i64 2
  %45 = load i8, i8* %44, align 2, !tbaa !22
  %46 = zext i8 %45 to i32
  %47 = shl nuw nsw i32 %46, 8
  %48 = or i32 %47, %43
  %49 = getelementptr inbounds [72 x i8], [72 x i8]* %8, i64 0, i64 1
  %50 = load i8, i8* %49, align 1, !tbaa !22
  %51 = zext i8 %50 to i32
  %52 = shl nuw nsw i32 %51, 16
  %53 = or i32 %48, %52
  %54 = load i8, i8* %31, align 16, !tbaa !22
  %55 = zext i8 %54 to i32
  %56 = shl nuw i32 %55, 24
  %57 = or i32 %53, %56
  %58 = xor i32 %57, 608135816
  store i32 %58, i32* %29, align 4, !tbaa !18
  br label %59

59:                                               ; preds = %59, %40
  %60 = phi i64 [ 1, %40 ], [ %84, %59 ]
  %61 = phi i64 [ 0, %40 ], [ %62, %59 ]
  %62 = add nuw nsw i64 %61, 4
  %63 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 1, i32 1, i64 %60
  %64 = load i32, i32* %63, align 4, !tbaa !18
  %65 = getelementptr inbounds [72 x i8], [72 x i8]* %8, i64 0, i64 %62
  %66 = getelementptr inbounds i8, i8* %65, i64 3
  %67 = load i8, i8* %66, align 1, !tbaa !22
  %68 = zext i8 %67 to i32
  %69 = getelementptr inbounds i8, i8* %65, i64 2
  %70 = load i8, i8* %69, align 2, !tbaa !22
  %71 = zext i8 %70 to i32
  %72 = shl nuw nsw i32 %71, 8
  %73 = or i32 %72, %68
  %74 = getelementptr inbounds i8, i8* %65, i64 1
  %75 = load i8, i8* %74, align 1, !tbaa !22
  %76 = zext i8 %75 to i32
  %77 = shl nuw nsw i32 %76, 16
  %78 = or i32 %73, %77
  %79 = load i8, i8* %65, align 4, !tbaa !22
  %80 = zext i8 %79 to i32
  %81 = shl nuw i32 %80, 24
  %82 = or i32 %78, %81
  %83 = xor i32 %82, %64
  store i32 %83, i32* %63, align 4, !tbaa !18
  %84 = add nuw nsw i64 %60, 1
  %85 = icmp eq i64 %84, 18
  br i1 %85, label %86, label %59, !llvm.loop !74

86:                                               ; preds = %59
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %31) #22
  %87 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 1, i32 1, i64 16
  %88 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 1, i32 1, i64 17
  br label %89

89:                                               ; preds = %184, %86
  %90 = phi i64 [ 0, %86 ], [ %195, %184 ]
  %91 = phi i64 [ 0, %86 ], [ %187, %184 ]
  %92 = phi i32 [ 0, %86 ], [ %189, %184 ]
  %93 = phi i32 [ 0, %86 ], [ %191, %184 ]
  %94 = getelementptr inbounds i8, i8* %2, i64 %91
  %95 = load i8, i8* %94, align 1, !tbaa !22
  %96 = add i64 %91, 1
  %97 = icmp eq i64 %96, %3
  %98 = select i1 %97, i64 0, i64 %96
  %99 = getelementptr inbounds i8, i8* %2, i64 %98
  %100 = load i8, i8* %99, align 1, !tbaa !22
  %101 = add i64 %98, 1
  %102 = icmp eq i64 %101, %3
  %103 = select i1 %102, i64 0, i64 %101
  %104 = getelementptr inbounds i8, i8* %2, i64 %103
  %105 = load i8, i8* %104, align 1, !tbaa !22
  %106 = add i64 %103, 1
  %107 = icmp eq i64 %106, %3
  %108 = select i1 %107, i64 0, i64 %106
  %109 = getelementptr inbounds i8, i8* %2, i64 %108
  %110 = load i8, i8* %109, align 1, !tbaa !22
  %111 = add i64 %108, 1
  %112 = icmp eq i64 %111, %3
  %113 = select i1 %112, i64 0, i64 %111
  %114 = zext i8 %110 to i32
  %115 = zext i8 %105 to i32
  %116 = shl nuw nsw i32 %115, 8
  %117 = zext i8 %100 to i32
  %118 = shl nuw nsw i32 %117, 16
  %119 = zext i8 %95 to i32
  %120 = shl nuw i32 %119, 24
  %121 = or i32 %118, %120
  %122 = or i32 %121, %114
  %123 = or i32 %122, %116
  %124 = xor i32 %123, %93
  %125 = getelementptr inbounds i8, i8* %2, i64 %113
  %126 = load i8, i8* %125, align 1, !tbaa !22
  %127 = add i64 %113, 1
  %128 = icmp eq i64 %127, %3
  %129 = select i1 %128, i64 0, i64 %127
  %130 = getelementptr inbounds i8, i8* %2, i64 %129
  %131 = load i8, i8* %130, align 1, !tbaa !22
  %132 = add i64 %129, 1
  %133 = icmp eq i64 %132, %3
  %134 = select i1 %133, i64 0, i64 %132
  %135 = getelementptr inbounds i8, i8* %2, i64 %134
  %136 = load i8, i8* %135, align 1, !tbaa !22
  %137 = add i64 %134, 1
  %138 = icmp eq i64 %137, %3
  %139 = select i1 %138, i64 0, i64 %137
  %140 = getelementptr inbounds i8, i8* %2, i64 %139
  %141 = load i8, i8* %140, align 1, !tbaa !22
  %142 = zext i8 %141 to i32
  %143 = zext i8 %136 to i32
  %144 = shl nuw nsw i32 %143, 8
  %145 = zext i8 %131 to i32
  %146 = shl nuw nsw i32 %145, 16
  %147 = zext i8 %126 to i32
  %148 = shl nuw i32 %147, 24
  %149 = or i32 %146, %148
  %150 = or i32 %149, %142
  %151 = or i32 %150, %144
  %152 = xor i32 %151, %92
  br label %153

153:                                              ; preds = %153, %89
  %154 = phi i64 [ 0, %89 ], [ %182, %153 ]
  %155 = phi i32 [ %152, %89 ], [ %159, %153 ]
  %156 = phi i32 [ %124, %89 ], [ %181, %153 ]
  %157 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 1, i32 1, i64 %154
  %158 = load i32, i32* %157, align 4, !tbaa !18
  %159 = xor i32 %158, %156
  %160 = lshr i32 %159, 24
  %161 = zext i32 %160 to i64
  %162 = lshr i32 %159, 16
  %163 = lshr i32 %159, 8
  %164 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 1, i32 0, i64 0, i64 %161
  %165 = load i32, i32* %164, align 4, !tbaa !18
  %166 = and i32 %162, 255
  %167 = zext i32 %166 to i64
  %168 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 1, i32 0, i64 1, i64 %167
  %169 = load i32, i32* %168, align 4, !tbaa !18
  %170 = add i32 %169, %165
  %171 = and i32 %163, 255
  %172 = zext i32 %171 to i64
  %173 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 1, i32 0, i64 2, i64 %172
  %174 = load i32, i32* %173, align 4, !tbaa !18
  %175 = xor i32 %170, %174
  %176 = and i32 %159, 255
  %177 = zext i32 %176 to i64
  %178 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 1, i32 0, i64 3, i64 %177
  %179 = load i32, i32* %178, align 4, !tbaa !18
  %180 = add i32 %175, %179
  %181 = xor i32 %180, %155
  %182 = add nuw nsw i64 %154, 1
  %183 = icmp eq i64 %182, 16
  br i1 %183, label %184, label %153, !llvm.loop !75

184:                                              ; preds = %153
  %185 = add i64 %139, 1
  %186 = icmp eq i64 %185, %3
  %187 = select i1 %186, i64 0, i64 %185
  %188 = load i32, i32* %87, align 4, !tbaa !18
  %189 = xor i32 %188, %181
  %190 = load i32, i32* %88, align 4, !tbaa !18
  %191 = xor i32 %190, %159
  %192 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 1, i32 1, i64 %90
  store i32 %191, i32* %192, align 4, !tbaa !18
  %193 = or i64 %90, 1
  %194 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 1, i32 1, i64 %193
  store i32 %189, i32* %194, align 4, !tbaa !18
  %195 = add nuw nsw i64 %90, 2
  %196 = icmp ult i64 %90, 16
  br i1 %196, label %89, label %197, !llvm.loop !76

197:                                              ; preds = %310, %184
  %198 = phi i64 [ %311, %310 ], [ 0, %184 ]
  %199 = phi i64 [ %300, %310 ], [ %187, %184 ]
  %200 = phi i32 [ %302, %310 ], [ %189, %184 ]
  %201 = phi i32 [ %304, %310 ], [ %191, %184 ]
  br label %202

202:                                              ; preds = %297, %197
  %203 = phi i64 [ 0, %197 ], [ %308, %297 ]
  %204 = phi i64 [ %199, %197 ], [ %300, %297 ]
  %205 = phi i32 [ %200, %197 ], [ %302, %297 ]
  %206 = phi i32 [ %201, %197 ], [ %304, %297 ]
  %207 = getelementptr inbounds i8, i8* %2, i64 %204
  %208 = load i8, i8* %207, align 1, !tbaa !22
  %209 = add i64 %204, 1
  %210 = icmp eq i64 %209, %3
  %211 = select i1 %210, i64 0, i64 %209
  %212 = getelementptr inbounds i8, i8* %2, i64 %211
  %213 = load i8, i8* %212, align 1, !tbaa !22
  %214 = add i64 %211, 1
  %215 = icmp eq i64 %214, %3
  %216 = select i1 %215, i64 0, i64 %214
  %217 = getelementptr inbounds i8, i8* %2, i64 %216
  %218 = load i8, i8* %217, align 1, !tbaa !22
  %219 = add i64 %216, 1
  %220 = icmp eq i64 %219, %3
  %221 = select i1 %220, i64 0, i64 %219
  %222 = getelementptr inbounds i8, i8* %2, i64 %221
  %223 = load i8, i8* %222, align 1, !tbaa !22
  %224 = add i64 %221, 1
  %225 = icmp eq i64 %224, %3
  %226 = select i1 %225, i64 0, i64 %224
  %227 = zext i8 %223 to i32
  %228 = zext i8 %218 to i32
  %229 = shl nuw nsw i32 %228, 8
  %230 = zext i8 %213 to i32
  %231 = shl nuw nsw i32 %230, 16
  %232 = zext i8 %208 to i32
  %233 = shl nuw i32 %232, 24
  %234 = or i32 %231, %233
  %235 = or i32 %234, %227
  %236 = or i32 %235, %229
  %237 = xor i32 %236, %206
  %238 = getelementptr inbounds i8, i8* %2, i64 %226
  %239 = load i8, i8* %238, align 1, !tbaa !22
  %240 = add i64 %226, 1
  %241 = icmp eq i64 %240, %3
  %242 = select i1 %241, i64 0, i64 %240
  %243 = getelementptr inbounds i8, i8* %2, i64 %242
  %244 = load i8, i8* %243, align 1, !tbaa !22
  %245 = add i64 %242, 1
  %246 = icmp eq i64 %245, %3
  %247 = select i1 %246, i64 0, i64 %245
  %248 = getelementptr inbounds i8, i8* %2, i64 %247
  %249 = load i8, i8* %248, align 1, !tbaa !22
  %250 = add i64 %247, 1
  %251 = icmp eq i64 %250, %3
  %252 = select i1 %251, i64 0, i64 %250
  %253 = getelementptr inbounds i8, i8* %2, i64 %252
  %254 = load i8, i8* %253, align 1, !tbaa !22
  %255 = zext i8 %254 to i32
  %256 = zext i8 %249 to i32
  %257 = shl nuw nsw i32 %256, 8
  %258 = zext i8 %244 to i32
  %259 = shl nuw nsw i32 %258, 16
  %260 = zext i8 %239 to i32
  %261 = shl nuw i32 %260, 24
  %262 = or i32 %259, %261
  %263 = or i32 %262, %255
  %264 = or i32 %263, %257
  %265 = xor i32 %264, %205
  br label %266

266:                                              ; preds = %266, %202
  %267 = phi i64 [ 0, %202 ], [ %295, %266 ]
  %268 = phi i32 [ %265, %202 ], [ %272, %266 ]
  %269 = phi i32 [ %237, %202 ], [ %294, %266 ]
  %270 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 1, i32 1, i64 %267
  %271 = load i32, i32* %270, align 4, !tbaa !18
  %272 = xor i32 %271, %269
  %273 = lshr i32 %272, 24
  %274 = zext i32 %273 to i64
  %275 = lshr i32 %272, 16
  %276 = lshr i32 %272, 8
  %277 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 1, i32 0, i64 0, i64 %274
  %278 = load i32, i32* %277, align 4, !tbaa !18
  %279 = and i32 %275, 255
  %280 = zext i32 %279 to i64
  %281 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 1, i32 0, i64 1, i64 %280
  %282 = load i32, i32* %281, align 4, !tbaa !18
  %283 = add i32 %282, %278
  %284 = and i32 %276, 255
  %285 = zext i32 %284 to i64
  %286 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 1, i32 0, i64 2, i64 %285
  %287 = load i32, i32* %286, align 4, !tbaa !18
  %288 = xor i32 %283, %287
  %289 = and i32 %272, 255
  %290 = zext i32 %289 to i64
  %291 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 1, i32 0, i64 3, i64 %290
  %292 = load i32, i32* %291, align 4, !tbaa !18
  %293 = add i32 %288, %292
  %294 = xor i32 %293, %268
  %295 = add nuw nsw i64 %267, 1
  %296 = icmp eq i64 %295, 16
  br i1 %296, label %297, label %266, !llvm.loop !75

297:                                              ; preds = %266
  %298 = add i64 %252, 1
  %299 = icmp eq i64 %298, %3
  %300 = select i1 %299, i64 0, i64 %298
  %301 = load i32, i32* %87, align 4, !tbaa !18
  %302 = xor i32 %301, %294
  %303 = load i32, i32* %88, align 4, !tbaa !18
  %304 = xor i32 %303, %272
  %305 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 1, i32 0, i64 %198, i64 %203
  store i32 %304, i32* %305, align 4, !tbaa !18
  %306 = or i64 %203, 1
  %307 = getelementptr inbounds %struct.Blowfish_State, %struct.Blowfish_State* %18, i64 0, i32 1, i32 0, i64 %198, i64 %306
  store i32 %302, i32* %307, align 4, !tbaa !18
  %308 = add nuw nsw i64 %203, 2
  %309 = icmp ult i64 %203, 254
  br i1 %309, label %202, label %310, !llvm.loop !77

310:                                              ; preds = %297
  %311 = add nuw nsw i64 %198, 1
  %312 = icmp eq i64 %311, 4
  br i1 %312, label %313, label %197, !llvm.loop !78

313:                                              ; preds = %310
  %314 = shl nuw i32 1, %4
  %315 = icmp eq i32 %5, 0
  br i1 %315, label %316, label %320

316:                                              ; preds = %316, %313
  %317 = phi i32 [ %318, %316 ], [ 0, %313 ]
  tail call fastcc void @encryptState(%struct.block_state.21* noundef nonnull %25, i8* noundef %2, i64 noundef %3) #22
  tail call fastcc void @encryptState(%struct.block_state.21* noundef nonnull %25, i8* noundef %0, i64 noundef %1) #22
  %318 = add nuw i32 %317, 1
  %319 = icmp eq i32 %318, %314
  br i1 %319, label %324, label %316, !llvm.loop !79

320:                                              ; preds = %320, %313
  %321 = phi i32 [ %322, %320 ], [ 0, %313 ]
  tail call fastcc void @encryptState(%struct.block_state.21* noundef nonnull %25, i8* noundef %0, i64 noundef %1) #22
  tail call fastcc void @encryptState(%struct.block_state.21* noundef nonnull %25, i8* noundef %2, i64 noundef %3) #22
  %322 = add nuw i32 %321, 1
  %323 = icmp eq i32 %322, %314
  br i1 %323, label %324, label %320, !llvm.loop !80

324:                                              ; preds = %320, %316, %19, %14, %7
  %325 = phi i32 [ 1, %7 ], [ 2, %14 ], [ 6, %19 ], [ 0, %316 ], [ 0, %320 ]
  ret i32 %325
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
declare hidden i32 @EKSBlowfish_encrypt(%struct._BlockBase* noundef readonly, i8* noundef readonly, i8* noundef writeonly, i64 noundef) #4

; Function Attrs: nofree norecurse nosync nounwind uwtable
declare hidden i32 @EKSBlowfish_decrypt(%struct._BlockBase* noundef readonly, i8* noundef readonly, i8* noundef writeonly, i64 noundef) #4

; Function Attrs: inlinehint nofree nosync nounwind uwtable
declare hidden fastcc void @encryptState(%struct.block_state.21* nocapture noundef, i8* nocapture noundef readonly, i64 noundef) unnamed_addr #14

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @chacha20_encrypt(%struct.stream_state.24* noundef %0, i8* noundef readonly %1, i8* noundef writeonly %2, i64 noundef %3) local_unnamed_addr #8 {
  %5 = alloca [16 x i32], align 16
  %6 = icmp eq %struct.stream_state.24* %0, null
  %7 = icmp eq i8* %1, null
  %8 = or i1 %6, %7
  %9 = icmp eq i8* %2, null
  %10 = or i1 %8, %9
  br i1 %10, label %112, label %11

11:                                               ; preds = %4
  %12 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 1
  %13 = load i64, i64* %12, align 8, !tbaa !81
  switch i64 %13, label %112 [
    i64 8, label %14
    i64 12, label %14
  ]

14:                                               ; preds = %11, %11
  %15 = icmp eq i64 %3, 0
  br i1 %15, label %112, label %16

16:                                               ; preds = %14
  %17 = bitcast [16 x i32]* %5 to i8*
  %18 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 2
  %19 = getelementptr inbounds [16 x i32], [16 x i32]* %5, i64 0, i64 0
  %20 = load i32, i32* %18, align 8, !tbaa !83
  br label %21

21:                                               ; preds = %104, %16
  %22 = phi i32 [ %20, %16 ], [ %110, %104 ]
  %23 = phi i8* [ %1, %16 ], [ %107, %104 ]
  %24 = phi i64 [ %3, %16 ], [ %109, %104 ]
  %25 = phi i8* [ %2, %16 ], [ %106, %104 ]
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %17) #22
  %26 = icmp eq i32 %22, 64
  br i1 %26, label %27, label %33

27:                                               ; preds = %21
  %28 = call fastcc i32 @chacha20_core(%struct.stream_state.24* noundef nonnull %0, i32* noundef nonnull %19)
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %32

30:                                               ; preds = %27
  %31 = load i32, i32* %18, align 8, !tbaa !83
  br label %33

32:                                               ; preds = %27
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %17) #22
  br label %112

33:                                               ; preds = %30, %21
  %34 = phi i32 [ %31, %30 ], [ %22, %21 ]
  %35 = zext i32 %34 to i64
  %36 = sub nsw i64 64, %35
  %37 = icmp ult i64 %24, %36
  %38 = select i1 %37, i64 %24, i64 %36
  %39 = trunc i64 %38 to i32
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %104, label %41

41:                                               ; preds = %33
  %42 = getelementptr inbounds i8, i8* %23, i64 1
  %43 = load i8, i8* %23, align 1, !tbaa !22
  %44 = zext i32 %34 to i64
  %45 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 %44
  %46 = load i8, i8* %45, align 1, !tbaa !22
  %47 = xor i8 %46, %43
  %48 = getelementptr inbounds i8, i8* %25, i64 1
  store i8 %47, i8* %25, align 1, !tbaa !22
  %49 = icmp eq i32 %39, 1
  br i1 %49, label %100, label %50, !llvm.loop !84

50:                                               ; preds = %41
  %51 = add i32 %39, -1
  %52 = and i32 %51, 1
  %53 = icmp eq i32 %39, 2
  br i1 %53, label %83, label %54

54:                                               ; preds = %50
  %55 = and i32 %51, -2
  br label %56

56:                                               ; preds = %56, %54
  %57 = phi i32 [ 1, %54 ], [ %80, %56 ]
  %58 = phi i8* [ %48, %54 ], [ %79, %56 ]
  %59 = phi i8* [ %42, %54 ], [ %72, %56 ]
  %60 = phi i32 [ 0, %54 ], [ %81, %56 ]
  %61 = load i32, i32* %18, align 8, !tbaa !83
  %62 = getelementptr inbounds i8, i8* %59, i64 1
  %63 = load i8, i8* %59, align 1, !tbaa !22
  %64 = add i32 %61, %57
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 %65
  %67 = load i8, i8* %66, align 1, !tbaa !22
  %68 = xor i8 %67, %63
  %69 = getelementptr inbounds i8, i8* %58, i64 1
  store i8 %68, i8* %58, align 1, !tbaa !22
  %70 = add nuw i32 %57, 1
  %71 = load i32, i32* %18, align 8, !tbaa !83
  %72 = getelementptr inbounds i8, i8* %59, i64 2
  %73 = load i8, i8* %62, align 1, !tbaa !22
  %74 = add i32 %71, %70
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 %75
  %77 = load i8, i8* %76, align 1, !tbaa !22
  %78 = xor i8 %77, %73
  %79 = getelementptr inbounds i8, i8* %58, i64 2
  store i8 %78, i8* %69, align 1, !tbaa !22
  %80 = add nuw i32 %57, 2
  %81 = add i32 %60, 2
  %82 = icmp eq i32 %81, %55
  br i1 %82, label %83, label %56, !llvm.loop !84

83:                                               ; preds = %56, %50
  %84 = phi i8* [ undef, %50 ], [ %72, %56 ]
  %85 = phi i8* [ undef, %50 ], [ %79, %56 ]
  %86 = phi i32 [ 1, %50 ], [ %80, %56 ]
  %87 = phi i8* [ %48, %50 ], [ %79, %56 ]
  %88 = phi i8* [ %42, %50 ], [ %72, %56 ]
  %89 = icmp eq i32 %52, 0
  br i1 %89, label %100, label %90

90:                                               ; preds = %83
  %91 = load i32, i32* %18, align 8, !tbaa !83
  %92 = getelementptr inbounds i8, i8* %88, i64 1
  %93 = load i8, i8* %88, align 1, !tbaa !22
  %94 = add i32 %91, %86
  %95 = zext i32 %94 to i64
  %96 = getelementptr inbounds %struct.stream_state.24, %struct.stream_state.24* %0, i64 0, i32 3, i64 %95
  %97 = load i8, i8* %96, align 1, !tbaa !22
  %98 = xor i8 %97, %93
  %99 = getelementptr inbounds i8, i8* %87, i64 1
  store i8 %98, i8* %87, align 1, !tbaa !22
  br label %100

100:                                              ; preds = %90, %83, %41
  %101 = phi i8* [ %42, %41 ], [ %84, %83 ], [ %92, %90 ]
  %102 = phi i8* [ %48, %41 ], [ %85, %83 ], [ %99, %90 ]
  %103 = load i32, i32* %18, align 8, !tbaa !83
  br label %104

104:                                              ; preds = %100, %33
  %105 = phi i32 [ %34, %33 ], [ %103, %100 ]
  %106 = phi i8* [ %25, %33 ], [ %102, %100 ]
  %107 = phi i8* [ %23, %33 ], [ %101, %100 ]
  %108 = and i64 %38, 4294967295
  %109 = sub i64 %24, %108
  %110 = add i32 %105, %39
  store i32 %110, i32* %18, align 8, !tbaa !83
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %17) #22
  %111 = icmp eq i64 %109, 0
  br i1 %111, label %112, label %21

112:                                              ; preds = %104, %32, %14, %11, %4
  %113 = phi i32 [ 1, %4 ], [ 7, %11 ], [ %28, %32 ], [ 0, %14 ], [ 0, %104 ]
  ret i32 %113
}

; Function Attrs: nofree nosync nounwind uwtable
declare hidden fastcc i32 @chacha20_core(%struct.stream_state.24* nocapture noundef, i32* noundef) unnamed_addr #8

; Function Attrs: nounwind uwtable
declare dso_local i32 @curve448_new_point(%struct.Curve448Point** noundef writeonly, i8* noundef, i64 noundef, %struct._Curve448Context* noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind uwtable willreturn
declare dso_local void @curve448_free_point(%struct.Curve448Point* noundef) local_unnamed_addr #0

; Function Attrs: nounwind uwtable
declare dso_local i32 @curve448_clone(%struct.Curve448Point** noundef writeonly, %struct.Curve448Point* noundef readonly) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @curve448_get_x(i8* noundef %0, i64 noundef %1, %struct.Curve448Point* noundef readonly %2) local_unnamed_addr #2 {
  %4 = icmp eq i8* %0, null
  %5 = icmp eq %struct.Curve448Point* %2, null
  %6 = or i1 %4, %5
  br i1 %6, label %22, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %2, i64 0, i32 0
  %9 = load %struct._Curve448Context*, %struct._Curve448Context** %8, align 8, !tbaa !85
  %10 = getelementptr inbounds %struct._Curve448Context, %struct._Curve448Context* %9, i64 0, i32 0
  %11 = load %struct.mont_context*, %struct.mont_context** %10, align 8, !tbaa !87
  %12 = icmp eq i64 %1, 56
  br i1 %12, label %13, label %22

13:                                               ; preds = %7
  %14 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %2, i64 0, i32 3
  %15 = load i64*, i64** %14, align 8, !tbaa !89
  %16 = tail call i32 @mont_is_zero(i64* noundef %15, %struct.mont_context* noundef %11) #22
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %13
  %19 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %2, i64 0, i32 2
  %20 = load i64*, i64** %19, align 8, !tbaa !90
  %21 = tail call i32 @mont_to_bytes(i8* noundef nonnull %0, i64 noundef 56, i64* noundef %20, %struct.mont_context* noundef %11) #22
  br label %22

22:                                               ; preds = %18, %13, %7, %3
  %23 = phi i32 [ %21, %18 ], [ 1, %3 ], [ 17, %7 ], [ 19, %13 ]
  ret i32 %23
}

; Function Attrs: nounwind uwtable
define dso_local i32 @curve448_scalar(%struct.Curve448Point* noundef %0, i8* noundef readonly %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #2 {
  %5 = alloca %struct.Curve448Point*, align 8
  %6 = alloca %struct.Curve448Point*, align 8
  %7 = icmp eq %struct.Curve448Point* %0, null
  %8 = icmp eq i8* %1, null
  %9 = or i1 %7, %8
  br i1 %9, label %146, label %10

10:                                               ; preds = %4
  %11 = bitcast %struct.Curve448Point** %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %11) #22
  store %struct.Curve448Point* null, %struct.Curve448Point** %5, align 8, !tbaa !5
  %12 = bitcast %struct.Curve448Point** %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12) #22
  store %struct.Curve448Point* null, %struct.Curve448Point** %6, align 8, !tbaa !5
  %13 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %0, i64 0, i32 0
  %14 = load %struct._Curve448Context*, %struct._Curve448Context** %13, align 8, !tbaa !85
  %15 = getelementptr inbounds %struct._Curve448Context, %struct._Curve448Context* %14, i64 0, i32 0
  %16 = load %struct.mont_context*, %struct.mont_context** %15, align 8, !tbaa !87
  %17 = call i32 @curve448_new_point(%struct.Curve448Point** noundef nonnull %5, i8* noundef null, i64 noundef 0, %struct._Curve448Context* noundef %14) #22
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %143

19:                                               ; preds = %10
  %20 = call i32 @curve448_clone(%struct.Curve448Point** noundef nonnull %6, %struct.Curve448Point* noundef nonnull %0) #22
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %143

22:                                               ; preds = %19
  %23 = icmp eq i64 %2, 0
  br i1 %23, label %95, label %24

24:                                               ; preds = %22
  %25 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %0, i64 0, i32 2
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi i32 [ 7, %24 ], [ %93, %26 ]
  %28 = phi i32 [ 0, %24 ], [ %34, %26 ]
  %29 = phi i64 [ 0, %24 ], [ %92, %26 ]
  %30 = getelementptr inbounds i8, i8* %1, i64 %29
  %31 = load i8, i8* %30, align 1, !tbaa !22
  %32 = zext i8 %31 to i32
  %33 = lshr i32 %32, %27
  %34 = and i32 %33, 1
  %35 = xor i32 %34, %28
  %36 = load %struct.Curve448Point*, %struct.Curve448Point** %5, align 8, !tbaa !5
  %37 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %36, i64 0, i32 2
  %38 = load i64*, i64** %37, align 8, !tbaa !90
  %39 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %36, i64 0, i32 3
  %40 = load i64*, i64** %39, align 8, !tbaa !89
  %41 = load %struct.Curve448Point*, %struct.Curve448Point** %6, align 8, !tbaa !5
  %42 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %41, i64 0, i32 2
  %43 = load i64*, i64** %42, align 8, !tbaa !90
  %44 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %41, i64 0, i32 3
  %45 = load i64*, i64** %44, align 8, !tbaa !89
  call fastcc void @cswap(i64* noundef %38, i64* noundef %40, i64* noundef %43, i64* noundef %45, i32 noundef %35) #22
  %46 = load %struct.Curve448Point*, %struct.Curve448Point** %5, align 8, !tbaa !5
  %47 = load %struct.Curve448Point*, %struct.Curve448Point** %6, align 8, !tbaa !5
  %48 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %46, i64 0, i32 0
  %49 = load %struct._Curve448Context*, %struct._Curve448Context** %48, align 8, !tbaa !85
  %50 = getelementptr inbounds %struct._Curve448Context, %struct._Curve448Context* %49, i64 0, i32 0
  %51 = load %struct.mont_context*, %struct.mont_context** %50, align 8, !tbaa !87
  %52 = getelementptr inbounds %struct._Curve448Context, %struct._Curve448Context* %49, i64 0, i32 1
  %53 = load i64*, i64** %52, align 8, !tbaa !91
  %54 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %46, i64 0, i32 1
  %55 = load %struct._WorkplaceCurve448*, %struct._WorkplaceCurve448** %54, align 8, !tbaa !92
  %56 = getelementptr inbounds %struct._WorkplaceCurve448, %struct._WorkplaceCurve448* %55, i64 0, i32 0
  %57 = load i64*, i64** %56, align 8, !tbaa !93
  %58 = getelementptr inbounds %struct._WorkplaceCurve448, %struct._WorkplaceCurve448* %55, i64 0, i32 1
  %59 = load i64*, i64** %58, align 8, !tbaa !95
  %60 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %46, i64 0, i32 2
  %61 = load i64*, i64** %60, align 8, !tbaa !90
  %62 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %46, i64 0, i32 3
  %63 = load i64*, i64** %62, align 8, !tbaa !89
  %64 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %47, i64 0, i32 2
  %65 = load i64*, i64** %64, align 8, !tbaa !90
  %66 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %47, i64 0, i32 3
  %67 = load i64*, i64** %66, align 8, !tbaa !89
  %68 = load i64*, i64** %25, align 8, !tbaa !90
  %69 = getelementptr inbounds %struct._WorkplaceCurve448, %struct._WorkplaceCurve448* %55, i64 0, i32 2
  %70 = load i64*, i64** %69, align 8, !tbaa !96
  %71 = call i32 @mont_sub(i64* noundef %57, i64* noundef %65, i64* noundef %67, i64* noundef %70, %struct.mont_context* noundef %51) #22
  %72 = call i32 @mont_sub(i64* noundef %59, i64* noundef %61, i64* noundef %63, i64* noundef %70, %struct.mont_context* noundef %51) #22
  %73 = call i32 @mont_add(i64* noundef %61, i64* noundef %61, i64* noundef %63, i64* noundef %70, %struct.mont_context* noundef %51) #22
  %74 = call i32 @mont_add(i64* noundef %63, i64* noundef %65, i64* noundef %67, i64* noundef %70, %struct.mont_context* noundef %51) #22
  %75 = call i32 @mont_mult(i64* noundef %67, i64* noundef %57, i64* noundef %61, i64* noundef %70, %struct.mont_context* noundef %51) #22
  %76 = call i32 @mont_mult(i64* noundef %63, i64* noundef %63, i64* noundef %59, i64* noundef %70, %struct.mont_context* noundef %51) #22
  %77 = call i32 @mont_add(i64* noundef %65, i64* noundef %67, i64* noundef %63, i64* noundef %70, %struct.mont_context* noundef %51) #22
  %78 = call i32 @mont_sub(i64* noundef %63, i64* noundef %67, i64* noundef %63, i64* noundef %70, %struct.mont_context* noundef %51) #22
  %79 = call i32 @mont_mult(i64* noundef %65, i64* noundef %65, i64* noundef %65, i64* noundef %70, %struct.mont_context* noundef %51) #22
  %80 = call i32 @mont_mult(i64* noundef %63, i64* noundef %63, i64* noundef %63, i64* noundef %70, %struct.mont_context* noundef %51) #22
  %81 = call i32 @mont_mult(i64* noundef %57, i64* noundef %59, i64* noundef %59, i64* noundef %70, %struct.mont_context* noundef %51) #22
  %82 = call i32 @mont_mult(i64* noundef %59, i64* noundef %61, i64* noundef %61, i64* noundef %70, %struct.mont_context* noundef %51) #22
  %83 = call i32 @mont_sub(i64* noundef %61, i64* noundef %59, i64* noundef %57, i64* noundef %70, %struct.mont_context* noundef %51) #22
  %84 = call i32 @mont_mult(i64* noundef %67, i64* noundef %68, i64* noundef %63, i64* noundef %70, %struct.mont_context* noundef %51) #22
  %85 = call i32 @mont_mult(i64* noundef %63, i64* noundef %53, i64* noundef %61, i64* noundef %70, %struct.mont_context* noundef %51) #22
  %86 = call i32 @mont_add(i64* noundef %63, i64* noundef %57, i64* noundef %63, i64* noundef %70, %struct.mont_context* noundef %51) #22
  %87 = call i32 @mont_mult(i64* noundef %63, i64* noundef %61, i64* noundef %63, i64* noundef %70, %struct.mont_context* noundef %51) #22
  %88 = call i32 @mont_mult(i64* noundef %61, i64* noundef %59, i64* noundef %57, i64* noundef %70, %struct.mont_context* noundef %51) #22
  %89 = add i32 %27, -1
  %90 = icmp eq i32 %27, 0
  %91 = zext i1 %90 to i64
  %92 = add nuw i64 %29, %91
  %93 = select i1 %90, i32 7, i32 %89
  %94 = icmp ult i64 %92, %2
  br i1 %94, label %26, label %95, !llvm.loop !97

95:                                               ; preds = %26, %22
  %96 = phi i32 [ 0, %22 ], [ %34, %26 ]
  %97 = load %struct.Curve448Point*, %struct.Curve448Point** %5, align 8, !tbaa !5
  %98 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %97, i64 0, i32 2
  %99 = load i64*, i64** %98, align 8, !tbaa !90
  %100 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %97, i64 0, i32 3
  %101 = load i64*, i64** %100, align 8, !tbaa !89
  %102 = load %struct.Curve448Point*, %struct.Curve448Point** %6, align 8, !tbaa !5
  %103 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %102, i64 0, i32 2
  %104 = load i64*, i64** %103, align 8, !tbaa !90
  %105 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %102, i64 0, i32 3
  %106 = load i64*, i64** %105, align 8, !tbaa !89
  call fastcc void @cswap(i64* noundef %99, i64* noundef %101, i64* noundef %104, i64* noundef %106, i32 noundef %96) #22
  %107 = load %struct.Curve448Point*, %struct.Curve448Point** %5, align 8, !tbaa !5
  %108 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %107, i64 0, i32 3
  %109 = load i64*, i64** %108, align 8, !tbaa !89
  %110 = call i32 @mont_is_zero(i64* noundef %109, %struct.mont_context* noundef %16) #22
  %111 = icmp eq i32 %110, 0
  br i1 %111, label %116, label %112

112:                                              ; preds = %95
  %113 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %0, i64 0, i32 2
  %114 = load i64*, i64** %113, align 8, !tbaa !90
  %115 = call i32 @mont_set(i64* noundef %114, i64 noundef 1, %struct.mont_context* noundef %16) #22
  br label %138

116:                                              ; preds = %95
  %117 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %0, i64 0, i32 1
  %118 = load %struct._WorkplaceCurve448*, %struct._WorkplaceCurve448** %117, align 8, !tbaa !92
  %119 = getelementptr inbounds %struct._WorkplaceCurve448, %struct._WorkplaceCurve448* %118, i64 0, i32 0
  %120 = load i64*, i64** %119, align 8, !tbaa !93
  %121 = load %struct.Curve448Point*, %struct.Curve448Point** %5, align 8, !tbaa !5
  %122 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %121, i64 0, i32 1
  %123 = load %struct._WorkplaceCurve448*, %struct._WorkplaceCurve448** %122, align 8, !tbaa !92
  %124 = getelementptr inbounds %struct._WorkplaceCurve448, %struct._WorkplaceCurve448* %123, i64 0, i32 2
  %125 = load i64*, i64** %124, align 8, !tbaa !96
  %126 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %121, i64 0, i32 3
  %127 = load i64*, i64** %126, align 8, !tbaa !89
  %128 = call i32 @mont_inv_prime(i64* noundef %120, i64* noundef %127, %struct.mont_context* noundef %16) #22
  %129 = icmp eq i32 %128, 0
  br i1 %129, label %130, label %143

130:                                              ; preds = %116
  %131 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %0, i64 0, i32 2
  %132 = load i64*, i64** %131, align 8, !tbaa !90
  %133 = load %struct.Curve448Point*, %struct.Curve448Point** %5, align 8, !tbaa !5
  %134 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %133, i64 0, i32 2
  %135 = load i64*, i64** %134, align 8, !tbaa !90
  %136 = call i32 @mont_mult(i64* noundef %132, i64* noundef %135, i64* noundef %120, i64* noundef %125, %struct.mont_context* noundef %16) #22
  %137 = icmp eq i32 %136, 0
  br i1 %137, label %138, label %143

138:                                              ; preds = %130, %112
  %139 = phi i64 [ 0, %112 ], [ 1, %130 ]
  %140 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %0, i64 0, i32 3
  %141 = load i64*, i64** %140, align 8, !tbaa !89
  %142 = call i32 @mont_set(i64* noundef %141, i64 noundef %139, %struct.mont_context* noundef %16) #22
  br label %143

143:                                              ; preds = %138, %130, %116, %19, %10
  %144 = load %struct.Curve448Point*, %struct.Curve448Point** %5, align 8, !tbaa !5
  call void @curve448_free_point(%struct.Curve448Point* noundef %144) #22
  %145 = load %struct.Curve448Point*, %struct.Curve448Point** %6, align 8, !tbaa !5
  call void @curve448_free_point(%struct.Curve448Point* noundef %145) #22
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %12) #22
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11) #22
  br label %146

146:                                              ; preds = %143, %4
  %147 = phi i32 [ 0, %143 ], [ 1, %4 ]
  ret i32 %147
}

; Function Attrs: inlinehint nofree norecurse nosync nounwind uwtable
declare hidden fastcc void @cswap(i64* nocapture noundef, i64* nocapture noundef, i64* nocapture noundef, i64* nocapture noundef, i32 noundef) unnamed_addr #15

; Function Attrs: nounwind uwtable
define dso_local i32 @curve448_cmp(%struct.Curve448Point* noundef readonly %0, %struct.Curve448Point* noundef readonly %1) local_unnamed_addr #2 {
  %3 = icmp eq %struct.Curve448Point* %0, null
  %4 = icmp eq %struct.Curve448Point* %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %38, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %0, i64 0, i32 0
  %8 = load %struct._Curve448Context*, %struct._Curve448Context** %7, align 8, !tbaa !85
  %9 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %1, i64 0, i32 0
  %10 = load %struct._Curve448Context*, %struct._Curve448Context** %9, align 8, !tbaa !85
  %11 = icmp eq %struct._Curve448Context* %8, %10
  br i1 %11, label %12, label %38

12:                                               ; preds = %6
  %13 = getelementptr inbounds %struct._Curve448Context, %struct._Curve448Context* %8, i64 0, i32 0
  %14 = load %struct.mont_context*, %struct.mont_context** %13, align 8, !tbaa !87
  %15 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %0, i64 0, i32 1
  %16 = load %struct._WorkplaceCurve448*, %struct._WorkplaceCurve448** %15, align 8, !tbaa !92
  %17 = getelementptr inbounds %struct._WorkplaceCurve448, %struct._WorkplaceCurve448* %16, i64 0, i32 2
  %18 = load i64*, i64** %17, align 8, !tbaa !96
  %19 = getelementptr inbounds %struct._WorkplaceCurve448, %struct._WorkplaceCurve448* %16, i64 0, i32 0
  %20 = load i64*, i64** %19, align 8, !tbaa !93
  %21 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %0, i64 0, i32 2
  %22 = load i64*, i64** %21, align 8, !tbaa !90
  %23 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %1, i64 0, i32 3
  %24 = load i64*, i64** %23, align 8, !tbaa !89
  %25 = tail call i32 @mont_mult(i64* noundef %20, i64* noundef %22, i64* noundef %24, i64* noundef %18, %struct.mont_context* noundef %14) #22
  %26 = getelementptr inbounds %struct._WorkplaceCurve448, %struct._WorkplaceCurve448* %16, i64 0, i32 1
  %27 = load i64*, i64** %26, align 8, !tbaa !95
  %28 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %0, i64 0, i32 3
  %29 = load i64*, i64** %28, align 8, !tbaa !89
  %30 = getelementptr inbounds %struct.Curve448Point, %struct.Curve448Point* %1, i64 0, i32 2
  %31 = load i64*, i64** %30, align 8, !tbaa !90
  %32 = tail call i32 @mont_mult(i64* noundef %27, i64* noundef %29, i64* noundef %31, i64* noundef %18, %struct.mont_context* noundef %14) #22
  %33 = load i64*, i64** %19, align 8, !tbaa !93
  %34 = load i64*, i64** %26, align 8, !tbaa !95
  %35 = tail call i32 @mont_is_equal(i64* noundef %33, i64* noundef %34, %struct.mont_context* noundef %14) #22
  %36 = icmp eq i32 %35, 0
  %37 = select i1 %36, i32 14, i32 0
  br label %38

38:                                               ; preds = %12, %6, %2
  %39 = phi i32 [ %37, %12 ], [ 1, %2 ], [ 16, %6 ]
  ret i32 %39
}

; Function Attrs: nounwind uwtable
define dso_local i32 @ec_ws_new_context(%struct._EcContext** noundef writeonly %0, i8* noundef %1, i8* noundef %2, i8* noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #2 {
  %7 = icmp eq %struct._EcContext** %0, null
  %8 = icmp eq i8* %1, null
  %9 = or i1 %7, %8
  %10 = icmp eq i8* %2, null
  %11 = or i1 %9, %10
  br i1 %11, label %64, label %12

12:                                               ; preds = %6
  store %struct._EcContext* null, %struct._EcContext** %0, align 8, !tbaa !5
  %13 = icmp eq i64 %4, 0
  br i1 %13, label %64, label %14

14:                                               ; preds = %12
  %15 = tail call noalias dereferenceable_or_null(32) i8* @calloc(i64 noundef 1, i64 noundef 32) #22
  %16 = bitcast i8* %15 to %struct._EcContext*
  %17 = bitcast %struct._EcContext** %0 to i8**
  store i8* %15, i8** %17, align 8, !tbaa !5
  %18 = icmp eq i8* %15, null
  br i1 %18, label %64, label %19

19:                                               ; preds = %14
  %20 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %16, i64 0, i32 0
  %21 = tail call i32 @mont_context_init(%struct.mont_context** noundef nonnull %20, i8* noundef nonnull %1, i64 noundef %4) #22
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %55

23:                                               ; preds = %19
  %24 = load %struct.mont_context*, %struct.mont_context** %20, align 8, !tbaa !98
  %25 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %16, i64 0, i32 1
  %26 = tail call i32 @mont_new_from_bytes(i64** noundef nonnull %25, i8* noundef nonnull %2, i64 noundef %4, %struct.mont_context* noundef %24) #22
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %55

28:                                               ; preds = %23
  %29 = add i64 %4, 7
  %30 = lshr i64 %29, 3
  %31 = and i64 %30, 536870911
  %32 = tail call noalias i8* @calloc(i64 noundef %31, i64 noundef 8) #22
  %33 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %16, i64 0, i32 2
  %34 = bitcast i64** %33 to i8**
  store i8* %32, i8** %34, align 8, !tbaa !100
  %35 = icmp eq i8* %32, null
  br i1 %35, label %55, label %36

36:                                               ; preds = %28
  %37 = bitcast i8* %32 to i64*
  tail call fastcc void @bytes_to_words(i64* noundef nonnull %37, i64 noundef %31, i8* noundef %3, i64 noundef %4)
  %38 = getelementptr inbounds %struct.mont_context, %struct.mont_context* %24, i64 0, i32 0
  %39 = load i32, i32* %38, align 8, !tbaa !101
  switch i32 %39, label %64 [
    i32 1, label %40
    i32 2, label %45
    i32 3, label %50
  ]

40:                                               ; preds = %36
  %41 = load %struct.mont_context*, %struct.mont_context** %20, align 8, !tbaa !98
  %42 = tail call fastcc %struct._ProtMemory** @ec_scramble_g_p256(%struct.mont_context* noundef %41, i64 noundef %5)
  %43 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %16, i64 0, i32 3
  store %struct._ProtMemory** %42, %struct._ProtMemory*** %43, align 8, !tbaa !103
  %44 = icmp eq %struct._ProtMemory** %42, null
  br i1 %44, label %55, label %64

45:                                               ; preds = %36
  %46 = load %struct.mont_context*, %struct.mont_context** %20, align 8, !tbaa !98
  %47 = tail call fastcc %struct._ProtMemory** @ec_scramble_g_p384(%struct.mont_context* noundef %46, i64 noundef %5)
  %48 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %16, i64 0, i32 3
  store %struct._ProtMemory** %47, %struct._ProtMemory*** %48, align 8, !tbaa !103
  %49 = icmp eq %struct._ProtMemory** %47, null
  br i1 %49, label %55, label %64

50:                                               ; preds = %36
  %51 = load %struct.mont_context*, %struct.mont_context** %20, align 8, !tbaa !98
  %52 = tail call fastcc %struct._ProtMemory** @ec_scramble_g_p521(%struct.mont_context* noundef %51, i64 noundef %5)
  %53 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %16, i64 0, i32 3
  store %struct._ProtMemory** %52, %struct._ProtMemory*** %53, align 8, !tbaa !103
  %54 = icmp eq %struct._ProtMemory** %52, null
  br i1 %54, label %55, label %64

55:                                               ; preds = %50, %45, %40, %28, %23, %19
  %56 = phi i32 [ %21, %19 ], [ %26, %23 ], [ 2, %28 ], [ 2, %40 ], [ 2, %45 ], [ 2, %50 ]
  %57 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %16, i64 0, i32 1
  %58 = bitcast i64** %57 to i8**
  %59 = load i8*, i8** %58, align 8, !tbaa !104
  tail call void @free(i8* noundef %59) #22
  %60 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %16, i64 0, i32 2
  %61 = bitcast i64** %60 to i8**
  %62 = load i8*, i8** %61, align 8, !tbaa !100
  tail call void @free(i8* noundef %62) #22
  %63 = load %struct.mont_context*, %struct.mont_context** %20, align 8, !tbaa !98
  tail call void @mont_context_free(%struct.mont_context* noundef %63) #22
  tail call void @free(i8* noundef nonnull %15) #22
  br label %64

64:                                               ; preds = %55, %50, %45, %40, %36, %14, %12, %6
  %65 = phi i32 [ %56, %55 ], [ 1, %6 ], [ 3, %12 ], [ 2, %14 ], [ 0, %50 ], [ 0, %45 ], [ 0, %40 ], [ 0, %36 ]
  ret i32 %65
}

; Function Attrs: inlinehint nofree nosync nounwind uwtable
declare hidden fastcc void @bytes_to_words(i64* noundef writeonly, i64 noundef, i8* noundef readonly, i64 noundef) unnamed_addr #14

; Function Attrs: inlinehint nounwind uwtable
define hidden fastcc %struct._ProtMemory** @ec_scramble_g_p256(%struct.mont_context* noundef %0, i64 noundef %1) unnamed_addr #16 {
  %3 = load i32, i32* @p256_points_per_table, align 4, !tbaa !18
  %4 = zext i32 %3 to i64
  %5 = tail call noalias i8* @calloc(i64 noundef %4, i64 noundef 8) #22
  %6 = bitcast i8* %5 to i8**
  %7 = icmp eq i8* %5, null
  br i1 %7, label %99, label %8

8:                                                ; preds = %2
  %9 = load i32, i32* @p256_n_tables, align 4, !tbaa !18
  %10 = zext i32 %9 to i64
  %11 = tail call noalias i8* @calloc(i64 noundef %10, i64 noundef 8) #22
  %12 = bitcast i8* %11 to %struct._ProtMemory**
  %13 = icmp eq i8* %11, null
  br i1 %13, label %30, label %14

14:                                               ; preds = %8
  %15 = icmp eq i32 %9, 0
  br i1 %15, label %97, label %16

16:                                               ; preds = %14
  %17 = icmp eq i32 %3, 0
  %18 = trunc i32 %3 to i8
  %19 = and i64 %4, 4294967292
  %20 = add nsw i64 %19, -4
  %21 = lshr exact i64 %20, 2
  %22 = add nuw nsw i64 %21, 1
  %23 = icmp ult i32 %3, 4
  %24 = and i64 %4, 4294967292
  %25 = and i64 %22, 1
  %26 = icmp eq i64 %20, 0
  %27 = and i64 %22, 9223372036854775806
  %28 = icmp eq i64 %25, 0
  %29 = icmp eq i64 %24, %4
  br label %31

30:                                               ; preds = %8
  tail call void @free(i8* noundef nonnull %5) #22
  br label %99

31:                                               ; preds = %80, %16
  %32 = phi i64 [ 0, %16 ], [ %85, %80 ]
  br i1 %17, label %80, label %33

33:                                               ; preds = %31
  br i1 %23, label %71, label %34

34:                                               ; preds = %33
  br i1 %26, label %59, label %35

35:                                               ; preds = %35, %34
  %36 = phi i64 [ %55, %35 ], [ 0, %34 ]
  %37 = phi <2 x i64> [ %56, %35 ], [ <i64 0, i64 1>, %34 ]
  %38 = phi i64 [ %57, %35 ], [ 0, %34 ]
  %39 = add <2 x i64> %37, <i64 2, i64 2>
  %40 = getelementptr inbounds [52 x [32 x [2 x [4 x i64]]]], [52 x [32 x [2 x [4 x i64]]]]* @p256_tables, i64 0, i64 %32, <2 x i64> %37
  %41 = getelementptr inbounds [52 x [32 x [2 x [4 x i64]]]], [52 x [32 x [2 x [4 x i64]]]]* @p256_tables, i64 0, i64 %32, <2 x i64> %39
  %42 = getelementptr inbounds i8*, i8** %6, i64 %36
  %43 = bitcast i8** %42 to <2 x [2 x [4 x i64]]*>*
  store <2 x [2 x [4 x i64]]*> %40, <2 x [2 x [4 x i64]]*>* %43, align 8, !tbaa !5
  %44 = getelementptr inbounds i8*, i8** %42, i64 2
  %45 = bitcast i8** %44 to <2 x [2 x [4 x i64]]*>*
  store <2 x [2 x [4 x i64]]*> %41, <2 x [2 x [4 x i64]]*>* %45, align 8, !tbaa !5
  %46 = or i64 %36, 4
  %47 = add <2 x i64> %37, <i64 4, i64 4>
  %48 = add <2 x i64> %37, <i64 6, i64 6>
  %49 = getelementptr inbounds [52 x [32 x [2 x [4 x i64]]]], [52 x [32 x [2 x [4 x i64]]]]* @p256_tables, i64 0, i64 %32, <2 x i64> %47
  %50 = getelementptr inbounds [52 x [32 x [2 x [4 x i64]]]], [52 x [32 x [2 x [4 x i64]]]]* @p256_tables, i64 0, i64 %32, <2 x i64> %48
  %51 = getelementptr inbounds i8*, i8** %6, i64 %46
  %52 = bitcast i8** %51 to <2 x [2 x [4 x i64]]*>*
  store <2 x [2 x [4 x i64]]*> %49, <2 x [2 x [4 x i64]]*>* %52, align 8, !tbaa !5
  %53 = getelementptr inbounds i8*, i8** %51, i64 2
  %54 = bitcast i8** %53 to <2 x [2 x [4 x i64]]*>*
  store <2 x [2 x [4 x i64]]*> %50, <2 x [2 x [4 x i64]]*>* %54, align 8, !tbaa !5
  %55 = add nuw i64 %36, 8
  %56 = add <2 x i64> %37, <i64 8, i64 8>
  %57 = add i64 %38, 2
  %58 = icmp eq i64 %57, %27
  br i1 %58, label %59, label %35, !llvm.loop !105

59:                                               ; preds = %35, %34
  %60 = phi i64 [ 0, %34 ], [ %55, %35 ]
  %61 = phi <2 x i64> [ <i64 0, i64 1>, %34 ], [ %56, %35 ]
  br i1 %28, label %70, label %62

62:                                               ; preds = %59
  %63 = add <2 x i64> %61, <i64 2, i64 2>
  %64 = getelementptr inbounds [52 x [32 x [2 x [4 x i64]]]], [52 x [32 x [2 x [4 x i64]]]]* @p256_tables, i64 0, i64 %32, <2 x i64> %61
  %65 = getelementptr inbounds [52 x [32 x [2 x [4 x i64]]]], [52 x [32 x [2 x [4 x i64]]]]* @p256_tables, i64 0, i64 %32, <2 x i64> %63
  %66 = getelementptr inbounds i8*, i8** %6, i64 %60
  %67 = bitcast i8** %66 to <2 x [2 x [4 x i64]]*>*
  store <2 x [2 x [4 x i64]]*> %64, <2 x [2 x [4 x i64]]*>* %67, align 8, !tbaa !5
  %68 = getelementptr inbounds i8*, i8** %66, i64 2
  %69 = bitcast i8** %68 to <2 x [2 x [4 x i64]]*>*
  store <2 x [2 x [4 x i64]]*> %65, <2 x [2 x [4 x i64]]*>* %69, align 8, !tbaa !5
  br label %70

70:                                               ; preds = %62, %59
  br i1 %29, label %80, label %71

71:                                               ; preds = %70, %33
  %72 = phi i64 [ 0, %33 ], [ %24, %70 ]
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i64 [ %78, %73 ], [ %72, %71 ]
  %75 = getelementptr inbounds [52 x [32 x [2 x [4 x i64]]]], [52 x [32 x [2 x [4 x i64]]]]* @p256_tables, i64 0, i64 %32, i64 %74
  %76 = getelementptr inbounds i8*, i8** %6, i64 %74
  %77 = bitcast i8** %76 to [2 x [4 x i64]]**
  store [2 x [4 x i64]]* %75, [2 x [4 x i64]]** %77, align 8, !tbaa !5
  %78 = add nuw nsw i64 %74, 1
  %79 = icmp eq i64 %78, %4
  br i1 %79, label %80, label %73, !llvm.loop !106

80:                                               ; preds = %73, %70, %31
  %81 = getelementptr inbounds %struct._ProtMemory*, %struct._ProtMemory** %12, i64 %32
  %82 = tail call i64 @mont_bytes(%struct.mont_context* noundef %0) #22
  %83 = shl i64 %82, 1
  %84 = tail call i32 @scatter(%struct._ProtMemory** noundef nonnull %81, i8** noundef nonnull %6, i8 noundef zeroext %18, i64 noundef %83, i64 noundef %1) #22
  %85 = add nuw nsw i64 %32, 1
  %86 = icmp eq i32 %84, 0
  %87 = icmp ult i64 %85, %10
  %88 = select i1 %86, i1 %87, i1 false
  br i1 %88, label %31, label %89, !llvm.loop !108

89:                                               ; preds = %80
  br i1 %86, label %97, label %90

90:                                               ; preds = %90, %89
  %91 = phi i64 [ %94, %90 ], [ 0, %89 ]
  %92 = getelementptr inbounds %struct._ProtMemory*, %struct._ProtMemory** %12, i64 %91
  %93 = load %struct._ProtMemory*, %struct._ProtMemory** %92, align 8, !tbaa !5
  tail call void @free_scattered(%struct._ProtMemory* noundef %93) #22
  %94 = add nuw nsw i64 %91, 1
  %95 = icmp eq i64 %94, %10
  br i1 %95, label %96, label %90, !llvm.loop !109

96:                                               ; preds = %90
  tail call void @free(i8* noundef nonnull %11) #22
  br label %97

97:                                               ; preds = %96, %89, %14
  %98 = phi %struct._ProtMemory** [ null, %96 ], [ %12, %89 ], [ %12, %14 ]
  tail call void @free(i8* noundef %5) #22
  br label %99

99:                                               ; preds = %97, %30, %2
  %100 = phi %struct._ProtMemory** [ null, %30 ], [ %98, %97 ], [ null, %2 ]
  ret %struct._ProtMemory** %100
}

; Function Attrs: inlinehint nounwind uwtable
declare hidden fastcc %struct._ProtMemory** @ec_scramble_g_p384(%struct.mont_context* noundef, i64 noundef) unnamed_addr #16

; Function Attrs: inlinehint nounwind uwtable
declare hidden fastcc %struct._ProtMemory** @ec_scramble_g_p521(%struct.mont_context* noundef, i64 noundef) unnamed_addr #16

; Function Attrs: inlinehint nounwind uwtable
declare hidden fastcc %struct.Workplace* @new_workplace.47(%struct.mont_context* noundef) unnamed_addr #16

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local void @ec_ws_free_point(%struct._EcPoint* noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq %struct._EcPoint* %0, null
  br i1 %2, label %14, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 1
  %5 = bitcast i64** %4 to i8**
  %6 = load i8*, i8** %5, align 8, !tbaa !110
  tail call void @free(i8* noundef %6) #22
  %7 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 2
  %8 = bitcast i64** %7 to i8**
  %9 = load i8*, i8** %8, align 8, !tbaa !112
  tail call void @free(i8* noundef %9) #22
  %10 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 3
  %11 = bitcast i64** %10 to i8**
  %12 = load i8*, i8** %11, align 8, !tbaa !113
  tail call void @free(i8* noundef %12) #22
  %13 = bitcast %struct._EcPoint* %0 to i8*
  tail call void @free(i8* noundef %13) #22
  br label %14

14:                                               ; preds = %3, %1
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define hidden fastcc void @ec_full_double(i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* nocapture noundef readonly %3, i64* nocapture noundef readonly %4, i64* nocapture noundef readonly %5, i64* noundef %6, %struct.Workplace* nocapture noundef readonly %7, %struct.mont_context* noundef %8) unnamed_addr #16 {
  %10 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %7, i64 0, i32 0
  %11 = load i64*, i64** %10, align 8, !tbaa !114
  %12 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %7, i64 0, i32 1
  %13 = load i64*, i64** %12, align 8, !tbaa !116
  %14 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %7, i64 0, i32 2
  %15 = load i64*, i64** %14, align 8, !tbaa !117
  %16 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %7, i64 0, i32 3
  %17 = load i64*, i64** %16, align 8, !tbaa !118
  %18 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %7, i64 0, i32 4
  %19 = load i64*, i64** %18, align 8, !tbaa !119
  %20 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %7, i64 0, i32 5
  %21 = load i64*, i64** %20, align 8, !tbaa !120
  %22 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %7, i64 0, i32 6
  %23 = load i64*, i64** %22, align 8, !tbaa !121
  %24 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %7, i64 0, i32 11
  %25 = load i64*, i64** %24, align 8, !tbaa !122
  %26 = bitcast i64* %19 to i8*
  %27 = bitcast i64* %3 to i8*
  %28 = getelementptr inbounds %struct.mont_context, %struct.mont_context* %8, i64 0, i32 2
  %29 = load i32, i32* %28, align 8, !tbaa !123
  %30 = zext i32 %29 to i64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %26, i8* align 8 %27, i64 %30, i1 false)
  %31 = bitcast i64* %21 to i8*
  %32 = bitcast i64* %4 to i8*
  %33 = load i32, i32* %28, align 8, !tbaa !123
  %34 = zext i32 %33 to i64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %31, i8* align 8 %32, i64 %34, i1 false)
  %35 = bitcast i64* %23 to i8*
  %36 = bitcast i64* %5 to i8*
  %37 = load i32, i32* %28, align 8, !tbaa !123
  %38 = zext i32 %37 to i64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %35, i8* align 8 %36, i64 %38, i1 false)
  %39 = tail call i32 @mont_mult(i64* noundef %11, i64* noundef %19, i64* noundef %19, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %40 = tail call i32 @mont_mult(i64* noundef %13, i64* noundef %21, i64* noundef %21, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %41 = tail call i32 @mont_mult(i64* noundef %15, i64* noundef %23, i64* noundef %23, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %42 = tail call i32 @mont_mult(i64* noundef %17, i64* noundef %19, i64* noundef %21, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %43 = tail call i32 @mont_add(i64* noundef %17, i64* noundef %17, i64* noundef %17, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %44 = tail call i32 @mont_mult(i64* noundef %2, i64* noundef %19, i64* noundef %23, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %45 = tail call i32 @mont_add(i64* noundef %2, i64* noundef %2, i64* noundef %2, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %46 = tail call i32 @mont_mult(i64* noundef %1, i64* noundef %6, i64* noundef %15, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %47 = tail call i32 @mont_sub(i64* noundef %1, i64* noundef %1, i64* noundef %2, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %48 = tail call i32 @mont_add(i64* noundef %0, i64* noundef %1, i64* noundef %1, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %49 = tail call i32 @mont_add(i64* noundef %1, i64* noundef %0, i64* noundef %1, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %50 = tail call i32 @mont_sub(i64* noundef %0, i64* noundef %13, i64* noundef %1, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %51 = tail call i32 @mont_add(i64* noundef %1, i64* noundef %13, i64* noundef %1, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %52 = tail call i32 @mont_mult(i64* noundef %1, i64* noundef %0, i64* noundef %1, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %53 = tail call i32 @mont_mult(i64* noundef %0, i64* noundef %0, i64* noundef %17, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %54 = tail call i32 @mont_add(i64* noundef %17, i64* noundef %15, i64* noundef %15, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %55 = tail call i32 @mont_add(i64* noundef %15, i64* noundef %15, i64* noundef %17, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %56 = tail call i32 @mont_mult(i64* noundef %2, i64* noundef %6, i64* noundef %2, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %57 = tail call i32 @mont_sub(i64* noundef %2, i64* noundef %2, i64* noundef %15, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %58 = tail call i32 @mont_sub(i64* noundef %2, i64* noundef %2, i64* noundef %11, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %59 = tail call i32 @mont_add(i64* noundef %17, i64* noundef %2, i64* noundef %2, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %60 = tail call i32 @mont_add(i64* noundef %2, i64* noundef %2, i64* noundef %17, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %61 = tail call i32 @mont_add(i64* noundef %17, i64* noundef %11, i64* noundef %11, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %62 = tail call i32 @mont_add(i64* noundef %11, i64* noundef %17, i64* noundef %11, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %63 = tail call i32 @mont_sub(i64* noundef %11, i64* noundef %11, i64* noundef %15, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %64 = tail call i32 @mont_mult(i64* noundef %11, i64* noundef %11, i64* noundef %2, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %65 = tail call i32 @mont_add(i64* noundef %1, i64* noundef %1, i64* noundef %11, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %66 = tail call i32 @mont_mult(i64* noundef %11, i64* noundef %21, i64* noundef %23, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %67 = tail call i32 @mont_add(i64* noundef %11, i64* noundef %11, i64* noundef %11, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %68 = tail call i32 @mont_mult(i64* noundef %2, i64* noundef %11, i64* noundef %2, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %69 = tail call i32 @mont_sub(i64* noundef %0, i64* noundef %0, i64* noundef %2, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %70 = tail call i32 @mont_mult(i64* noundef %2, i64* noundef %11, i64* noundef %13, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %71 = tail call i32 @mont_add(i64* noundef %2, i64* noundef %2, i64* noundef %2, i64* noundef %25, %struct.mont_context* noundef %8) #22
  %72 = tail call i32 @mont_add(i64* noundef %2, i64* noundef %2, i64* noundef %2, i64* noundef %25, %struct.mont_context* noundef %8) #22
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @ec_ws_add(%struct._EcPoint* noundef readonly %0, %struct._EcPoint* noundef readonly %1) local_unnamed_addr #2 {
  %3 = icmp eq %struct._EcPoint* %0, null
  %4 = icmp eq %struct._EcPoint* %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %69, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 0
  %8 = load %struct._EcContext*, %struct._EcContext** %7, align 8, !tbaa !124
  %9 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %1, i64 0, i32 0
  %10 = load %struct._EcContext*, %struct._EcContext** %9, align 8, !tbaa !124
  %11 = icmp eq %struct._EcContext* %8, %10
  br i1 %11, label %12, label %69

12:                                               ; preds = %6
  %13 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %8, i64 0, i32 0
  %14 = load %struct.mont_context*, %struct.mont_context** %13, align 8, !tbaa !98
  %15 = tail call fastcc %struct.Workplace* @new_workplace.47(%struct.mont_context* noundef %14)
  %16 = icmp eq %struct.Workplace* %15, null
  br i1 %16, label %69, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 1
  %19 = load i64*, i64** %18, align 8, !tbaa !110
  %20 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 2
  %21 = load i64*, i64** %20, align 8, !tbaa !112
  %22 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 3
  %23 = load i64*, i64** %22, align 8, !tbaa !113
  %24 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %1, i64 0, i32 1
  %25 = load i64*, i64** %24, align 8, !tbaa !110
  %26 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %1, i64 0, i32 2
  %27 = load i64*, i64** %26, align 8, !tbaa !112
  %28 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %1, i64 0, i32 3
  %29 = load i64*, i64** %28, align 8, !tbaa !113
  %30 = load %struct._EcContext*, %struct._EcContext** %7, align 8, !tbaa !124
  %31 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %30, i64 0, i32 1
  %32 = load i64*, i64** %31, align 8, !tbaa !104
  tail call fastcc void @ec_full_add(i64* noundef %19, i64* noundef %21, i64* noundef %23, i64* noundef %19, i64* noundef %21, i64* noundef %23, i64* noundef %25, i64* noundef %27, i64* noundef %29, i64* noundef %32, %struct.Workplace* noundef nonnull %15, %struct.mont_context* noundef %14)
  %33 = bitcast %struct.Workplace* %15 to i8**
  %34 = load i8*, i8** %33, align 8, !tbaa !114
  tail call void @free(i8* noundef %34) #22
  %35 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %15, i64 0, i32 1
  %36 = bitcast i64** %35 to i8**
  %37 = load i8*, i8** %36, align 8, !tbaa !116
  tail call void @free(i8* noundef %37) #22
  %38 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %15, i64 0, i32 2
  %39 = bitcast i64** %38 to i8**
  %40 = load i8*, i8** %39, align 8, !tbaa !117
  tail call void @free(i8* noundef %40) #22
  %41 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %15, i64 0, i32 3
  %42 = bitcast i64** %41 to i8**
  %43 = load i8*, i8** %42, align 8, !tbaa !118
  tail call void @free(i8* noundef %43) #22
  %44 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %15, i64 0, i32 4
  %45 = bitcast i64** %44 to i8**
  %46 = load i8*, i8** %45, align 8, !tbaa !119
  tail call void @free(i8* noundef %46) #22
  %47 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %15, i64 0, i32 5
  %48 = bitcast i64** %47 to i8**
  %49 = load i8*, i8** %48, align 8, !tbaa !120
  tail call void @free(i8* noundef %49) #22
  %50 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %15, i64 0, i32 6
  %51 = bitcast i64** %50 to i8**
  %52 = load i8*, i8** %51, align 8, !tbaa !121
  tail call void @free(i8* noundef %52) #22
  %53 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %15, i64 0, i32 7
  %54 = bitcast i64** %53 to i8**
  %55 = load i8*, i8** %54, align 8, !tbaa !125
  tail call void @free(i8* noundef %55) #22
  %56 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %15, i64 0, i32 8
  %57 = bitcast i64** %56 to i8**
  %58 = load i8*, i8** %57, align 8, !tbaa !126
  tail call void @free(i8* noundef %58) #22
  %59 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %15, i64 0, i32 9
  %60 = bitcast i64** %59 to i8**
  %61 = load i8*, i8** %60, align 8, !tbaa !127
  tail call void @free(i8* noundef %61) #22
  %62 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %15, i64 0, i32 10
  %63 = bitcast i64** %62 to i8**
  %64 = load i8*, i8** %63, align 8, !tbaa !128
  tail call void @free(i8* noundef %64) #22
  %65 = getelementptr inbounds %struct.Workplace, %struct.Workplace* %15, i64 0, i32 11
  %66 = bitcast i64** %65 to i8**
  %67 = load i8*, i8** %66, align 8, !tbaa !122
  tail call void @free(i8* noundef %67) #22
  %68 = bitcast %struct.Workplace* %15 to i8*
  tail call void @free(i8* noundef %68) #22
  br label %69

69:                                               ; preds = %17, %12, %6, %2
  %70 = phi i32 [ 0, %17 ], [ 1, %2 ], [ 16, %6 ], [ 2, %12 ]
  ret i32 %70
}

; Function Attrs: inlinehint nounwind uwtable
declare hidden fastcc void @ec_full_add(i64* noundef, i64* noundef, i64* noundef, i64* nocapture noundef readonly, i64* nocapture noundef readonly, i64* nocapture noundef readonly, i64* nocapture noundef readonly, i64* nocapture noundef readonly, i64* nocapture noundef readonly, i64* noundef, %struct.Workplace* nocapture noundef readonly, %struct.mont_context* noundef) unnamed_addr #16

; Function Attrs: inlinehint nounwind uwtable
define hidden fastcc i32 @ec_scalar_g_p256(i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef %3, i8* noundef %4, i64 noundef %5, %struct.Workplace* nocapture noundef readonly %6, %struct._ProtMemory** nocapture noundef readonly %7, %struct.mont_context* noundef %8) unnamed_addr #16 {
  %10 = alloca %struct.BitWindow_RL, align 8
  %11 = alloca [8 x i64], align 16
  %12 = bitcast %struct.BitWindow_RL* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %12) #22
  %13 = tail call i32 @mont_set(i64* noundef %0, i64 noundef 0, %struct.mont_context* noundef %8) #22
  %14 = tail call i32 @mont_set(i64* noundef %1, i64 noundef 1, %struct.mont_context* noundef %8) #22
  %15 = tail call i32 @mont_set(i64* noundef %2, i64 noundef 0, %struct.mont_context* noundef %8) #22
  %16 = icmp eq i64 %5, 0
  br i1 %16, label %28, label %17

17:                                               ; preds = %9
  %18 = getelementptr i8, i8* %4, i64 %5
  br label %19

19:                                               ; preds = %24, %17
  %20 = phi i8* [ %25, %24 ], [ %4, %17 ]
  %21 = phi i64 [ %26, %24 ], [ %5, %17 ]
  %22 = load i8, i8* %20, align 1, !tbaa !22
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %24, label %28

24:                                               ; preds = %19
  %25 = getelementptr inbounds i8, i8* %20, i64 1
  %26 = add i64 %21, -1
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %28, label %19, !llvm.loop !129

28:                                               ; preds = %24, %19, %9
  %29 = phi i64 [ 0, %9 ], [ 0, %24 ], [ %21, %19 ]
  %30 = phi i8* [ %4, %9 ], [ %18, %24 ], [ %20, %19 ]
  %31 = load i32, i32* @p256_window_size, align 4, !tbaa !18
  call void @init_bit_window_rl(%struct.BitWindow_RL* nonnull sret(%struct.BitWindow_RL) align 8 %10, i32 noundef %31, i8* noundef %30, i64 noundef %29) #22
  %32 = getelementptr inbounds %struct.BitWindow_RL, %struct.BitWindow_RL* %10, i64 0, i32 1
  %33 = load i32, i32* %32, align 4, !tbaa !130
  %34 = load i32, i32* @p256_n_tables, align 4, !tbaa !18
  %35 = icmp ugt i32 %33, %34
  br i1 %35, label %51, label %36

36:                                               ; preds = %28
  %37 = icmp eq i32 %33, 0
  br i1 %37, label %51, label %38

38:                                               ; preds = %36
  %39 = bitcast [8 x i64]* %11 to i8*
  %40 = getelementptr inbounds [8 x i64], [8 x i64]* %11, i64 0, i64 0
  %41 = getelementptr inbounds [8 x i64], [8 x i64]* %11, i64 0, i64 4
  br label %42

42:                                               ; preds = %42, %38
  %43 = phi i64 [ 0, %38 ], [ %47, %42 ]
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %39) #22
  %44 = call i32 @get_next_digit_rl(%struct.BitWindow_RL* noundef nonnull %10) #22
  %45 = getelementptr inbounds %struct._ProtMemory*, %struct._ProtMemory** %7, i64 %43
  %46 = load %struct._ProtMemory*, %struct._ProtMemory** %45, align 8, !tbaa !5
  call void @gather(i8* noundef nonnull %39, %struct._ProtMemory* noundef %46, i32 noundef %44) #22
  call fastcc void @ec_mix_add(i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef %0, i64* noundef %1, i64* noundef %2, i64* noundef nonnull %40, i64* noundef nonnull %41, i64* noundef %3, %struct.Workplace* noundef %6, %struct.mont_context* noundef %8)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %39) #22
  %47 = add nuw nsw i64 %43, 1
  %48 = load i32, i32* %32, align 4, !tbaa !130
  %49 = zext i32 %48 to i64
  %50 = icmp ult i64 %47, %49
  br i1 %50, label %42, label %51, !llvm.loop !132

51:                                               ; preds = %42, %36, %28
  %52 = phi i32 [ 14, %28 ], [ 0, %36 ], [ 0, %42 ]
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %12) #22
  ret i32 %52
}

; Function Attrs: inlinehint nounwind uwtable
declare hidden fastcc void @ec_mix_add(i64* noundef, i64* noundef, i64* noundef, i64* noundef, i64* noundef, i64* noundef, i64* noundef, i64* noundef, i64* noundef, %struct.Workplace* nocapture noundef readonly, %struct.mont_context* noundef) unnamed_addr #16

; Function Attrs: nounwind uwtable
define dso_local i32 @ec_ws_copy(%struct._EcPoint* noundef %0, %struct._EcPoint* noundef readonly %1) local_unnamed_addr #2 {
  %3 = icmp eq %struct._EcPoint* %0, null
  %4 = icmp eq %struct._EcPoint* %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %27, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %1, i64 0, i32 0
  %8 = load %struct._EcContext*, %struct._EcContext** %7, align 8, !tbaa !124
  %9 = getelementptr inbounds %struct._EcContext, %struct._EcContext* %8, i64 0, i32 0
  %10 = load %struct.mont_context*, %struct.mont_context** %9, align 8, !tbaa !98
  %11 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 0
  store %struct._EcContext* %8, %struct._EcContext** %11, align 8, !tbaa !124
  %12 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 1
  %13 = load i64*, i64** %12, align 8, !tbaa !110
  %14 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %1, i64 0, i32 1
  %15 = load i64*, i64** %14, align 8, !tbaa !110
  %16 = tail call i32 @mont_copy(i64* noundef %13, i64* noundef %15, %struct.mont_context* noundef %10) #22
  %17 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 2
  %18 = load i64*, i64** %17, align 8, !tbaa !112
  %19 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %1, i64 0, i32 2
  %20 = load i64*, i64** %19, align 8, !tbaa !112
  %21 = tail call i32 @mont_copy(i64* noundef %18, i64* noundef %20, %struct.mont_context* noundef %10) #22
  %22 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %0, i64 0, i32 3
  %23 = load i64*, i64** %22, align 8, !tbaa !113
  %24 = getelementptr inbounds %struct._EcPoint, %struct._EcPoint* %1, i64 0, i32 3
  %25 = load i64*, i64** %24, align 8, !tbaa !113
  %26 = tail call i32 @mont_copy(i64* noundef %23, i64* noundef %25, %struct.mont_context* noundef %10) #22
  br label %27

27:                                               ; preds = %6, %2
  %28 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %28
}

; Function Attrs: nounwind uwtable
define dso_local i32 @ed448_new_point(%struct._PointEd448** noundef writeonly %0, i8* noundef %1, i8* noundef %2, i64 noundef %3, %struct._Curve448Context* noundef %4) local_unnamed_addr #2 {
  %6 = icmp eq %struct._PointEd448** %0, null
  %7 = icmp eq i8* %1, null
  %8 = or i1 %6, %7
  %9 = icmp eq i8* %2, null
  %10 = or i1 %8, %9
  %11 = icmp eq %struct._Curve448Context* %4, null
  %12 = or i1 %10, %11
  br i1 %12, label %78, label %13

13:                                               ; preds = %5
  %14 = getelementptr inbounds %struct._Curve448Context, %struct._Curve448Context* %4, i64 0, i32 0
  %15 = load %struct.mont_context*, %struct.mont_context** %14, align 8, !tbaa !133
  %16 = icmp eq i64 %3, 0
  br i1 %16, label %78, label %17

17:                                               ; preds = %13
  %18 = getelementptr inbounds %struct.mont_context, %struct.mont_context* %15, i64 0, i32 2
  %19 = load i32, i32* %18, align 8, !tbaa !123
  %20 = zext i32 %19 to i64
  %21 = icmp ult i64 %20, %3
  br i1 %21, label %78, label %22

22:                                               ; preds = %17
  %23 = tail call noalias dereferenceable_or_null(40) i8* @calloc(i64 noundef 1, i64 noundef 40) #22
  %24 = bitcast i8* %23 to %struct._PointEd448*
  %25 = bitcast %struct._PointEd448** %0 to i8**
  store i8* %23, i8** %25, align 8, !tbaa !5
  %26 = icmp eq i8* %23, null
  br i1 %26, label %78, label %27

27:                                               ; preds = %22
  %28 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %24, i64 0, i32 0
  store %struct._Curve448Context* %4, %struct._Curve448Context** %28, align 8, !tbaa !135
  %29 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %24, i64 0, i32 2
  %30 = tail call i32 @mont_new_from_bytes(i64** noundef nonnull %29, i8* noundef nonnull %1, i64 noundef %3, %struct.mont_context* noundef nonnull %15) #22
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %76

32:                                               ; preds = %27
  %33 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %24, i64 0, i32 3
  %34 = tail call i32 @mont_new_from_bytes(i64** noundef nonnull %33, i8* noundef nonnull %2, i64 noundef %3, %struct.mont_context* noundef nonnull %15) #22
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %76

36:                                               ; preds = %32
  %37 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %24, i64 0, i32 4
  %38 = tail call i32 @mont_new_number(i64** noundef nonnull %37, i32 noundef 1, %struct.mont_context* noundef nonnull %15) #22
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %76

40:                                               ; preds = %36
  %41 = load i64*, i64** %37, align 8, !tbaa !137
  %42 = tail call i32 @mont_set(i64* noundef %41, i64 noundef 1, %struct.mont_context* noundef nonnull %15) #22
  %43 = tail call fastcc %struct._WorkplaceEd448* @new_workplace.49(%struct.mont_context* noundef nonnull %15)
  %44 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %24, i64 0, i32 1
  store %struct._WorkplaceEd448* %43, %struct._WorkplaceEd448** %44, align 8, !tbaa !138
  %45 = icmp eq %struct._WorkplaceEd448* %43, null
  br i1 %45, label %76, label %46

46:                                               ; preds = %40
  %47 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %43, i64 0, i32 6
  %48 = load i64*, i64** %47, align 8, !tbaa !139
  %49 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %43, i64 0, i32 0
  %50 = load i64*, i64** %49, align 8, !tbaa !141
  %51 = load i64*, i64** %33, align 8, !tbaa !142
  %52 = tail call i32 @mont_mult(i64* noundef %50, i64* noundef %51, i64* noundef %51, i64* noundef %48, %struct.mont_context* noundef nonnull %15) #22
  %53 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %43, i64 0, i32 1
  %54 = load i64*, i64** %53, align 8, !tbaa !143
  %55 = load i64*, i64** %29, align 8, !tbaa !144
  %56 = tail call i32 @mont_mult(i64* noundef %54, i64* noundef %55, i64* noundef %55, i64* noundef %48, %struct.mont_context* noundef nonnull %15) #22
  %57 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %43, i64 0, i32 2
  %58 = load i64*, i64** %57, align 8, !tbaa !145
  %59 = load i64*, i64** %49, align 8, !tbaa !141
  %60 = load i64*, i64** %53, align 8, !tbaa !143
  %61 = tail call i32 @mont_mult(i64* noundef %58, i64* noundef %59, i64* noundef %60, i64* noundef %48, %struct.mont_context* noundef nonnull %15) #22
  %62 = load i64*, i64** %57, align 8, !tbaa !145
  %63 = getelementptr inbounds %struct._Curve448Context, %struct._Curve448Context* %4, i64 0, i32 1
  %64 = load i64*, i64** %63, align 8, !tbaa !146
  %65 = tail call i32 @mont_mult(i64* noundef %62, i64* noundef %64, i64* noundef %62, i64* noundef %48, %struct.mont_context* noundef nonnull %15) #22
  %66 = load i64*, i64** %57, align 8, !tbaa !145
  %67 = load i64*, i64** %37, align 8, !tbaa !137
  %68 = tail call i32 @mont_add(i64* noundef %66, i64* noundef %67, i64* noundef %66, i64* noundef %48, %struct.mont_context* noundef nonnull %15) #22
  %69 = load i64*, i64** %49, align 8, !tbaa !141
  %70 = load i64*, i64** %53, align 8, !tbaa !143
  %71 = tail call i32 @mont_add(i64* noundef %69, i64* noundef %69, i64* noundef %70, i64* noundef %48, %struct.mont_context* noundef nonnull %15) #22
  %72 = load i64*, i64** %49, align 8, !tbaa !141
  %73 = load i64*, i64** %57, align 8, !tbaa !145
  %74 = tail call i32 @mont_is_equal(i64* noundef %72, i64* noundef %73, %struct.mont_context* noundef nonnull %15) #22
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %76, label %78

76:                                               ; preds = %46, %40, %36, %32, %27
  %77 = phi i32 [ %30, %27 ], [ %34, %32 ], [ %38, %36 ], [ 0, %40 ], [ 15, %46 ]
  tail call void @ed448_free_point(%struct._PointEd448* noundef nonnull %24)
  store %struct._PointEd448* null, %struct._PointEd448** %0, align 8, !tbaa !5
  br label %78

78:                                               ; preds = %76, %46, %22, %17, %13, %5
  %79 = phi i32 [ %77, %76 ], [ 1, %5 ], [ 3, %13 ], [ 14, %17 ], [ 2, %22 ], [ 0, %46 ]
  ret i32 %79
}

; Function Attrs: inlinehint nounwind uwtable
declare hidden fastcc %struct._WorkplaceEd448* @new_workplace.49(%struct.mont_context* noundef) unnamed_addr #16

; Function Attrs: mustprogress nounwind uwtable willreturn
declare dso_local void @ed448_free_point(%struct._PointEd448* noundef) local_unnamed_addr #0

; Function Attrs: nounwind uwtable
define dso_local i32 @ed448_get_xy(i8* noundef %0, i8* noundef %1, i64 noundef %2, %struct._PointEd448* noundef readonly %3) local_unnamed_addr #2 {
  %5 = alloca i64*, align 8
  %6 = alloca i64*, align 8
  %7 = bitcast i64** %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7) #22
  store i64* null, i64** %5, align 8, !tbaa !5
  %8 = bitcast i64** %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8) #22
  store i64* null, i64** %6, align 8, !tbaa !5
  %9 = icmp eq i8* %0, null
  %10 = icmp eq i8* %1, null
  %11 = or i1 %9, %10
  %12 = icmp eq %struct._PointEd448* %3, null
  %13 = or i1 %11, %12
  br i1 %13, label %59, label %14

14:                                               ; preds = %4
  %15 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %3, i64 0, i32 0
  %16 = load %struct._Curve448Context*, %struct._Curve448Context** %15, align 8, !tbaa !135
  %17 = getelementptr inbounds %struct._Curve448Context, %struct._Curve448Context* %16, i64 0, i32 0
  %18 = load %struct.mont_context*, %struct.mont_context** %17, align 8, !tbaa !133
  %19 = getelementptr inbounds %struct.mont_context, %struct.mont_context* %18, i64 0, i32 3
  %20 = load i32, i32* %19, align 4, !tbaa !147
  %21 = zext i32 %20 to i64
  %22 = icmp ugt i64 %21, %2
  br i1 %22, label %59, label %23

23:                                               ; preds = %14
  %24 = call i32 @mont_new_number(i64** noundef nonnull %5, i32 noundef 1, %struct.mont_context* noundef nonnull %18) #22
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %53

26:                                               ; preds = %23
  %27 = call i32 @mont_new_number(i64** noundef nonnull %6, i32 noundef 1, %struct.mont_context* noundef nonnull %18) #22
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %53

29:                                               ; preds = %26
  %30 = load i64*, i64** %5, align 8, !tbaa !5
  %31 = load i64*, i64** %6, align 8, !tbaa !5
  %32 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %3, i64 0, i32 2
  %33 = load i64*, i64** %32, align 8, !tbaa !144
  %34 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %3, i64 0, i32 3
  %35 = load i64*, i64** %34, align 8, !tbaa !142
  %36 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %3, i64 0, i32 4
  %37 = load i64*, i64** %36, align 8, !tbaa !137
  %38 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %3, i64 0, i32 1
  %39 = load %struct._WorkplaceEd448*, %struct._WorkplaceEd448** %38, align 8, !tbaa !138
  %40 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %39, i64 0, i32 0
  %41 = load i64*, i64** %40, align 8, !tbaa !141
  %42 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %39, i64 0, i32 6
  %43 = load i64*, i64** %42, align 8, !tbaa !139
  %44 = call i32 @mont_inv_prime(i64* noundef %41, i64* noundef %37, %struct.mont_context* noundef nonnull %18) #22
  %45 = call i32 @mont_mult(i64* noundef %30, i64* noundef %33, i64* noundef %41, i64* noundef %43, %struct.mont_context* noundef nonnull %18) #22
  %46 = call i32 @mont_mult(i64* noundef %31, i64* noundef %35, i64* noundef %41, i64* noundef %43, %struct.mont_context* noundef nonnull %18) #22
  %47 = load i64*, i64** %5, align 8, !tbaa !5
  %48 = call i32 @mont_to_bytes(i8* noundef nonnull %0, i64 noundef %2, i64* noundef %47, %struct.mont_context* noundef nonnull %18) #22
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %53

50:                                               ; preds = %29
  %51 = load i64*, i64** %6, align 8, !tbaa !5
  %52 = call i32 @mont_to_bytes(i8* noundef nonnull %1, i64 noundef %2, i64* noundef %51, %struct.mont_context* noundef nonnull %18) #22
  br label %53

53:                                               ; preds = %50, %29, %26, %23
  %54 = phi i32 [ %24, %23 ], [ %27, %26 ], [ %48, %29 ], [ %52, %50 ]
  %55 = bitcast i64** %5 to i8**
  %56 = load i8*, i8** %55, align 8, !tbaa !5
  call void @free(i8* noundef %56) #22
  %57 = bitcast i64** %6 to i8**
  %58 = load i8*, i8** %57, align 8, !tbaa !5
  call void @free(i8* noundef %58) #22
  br label %59

59:                                               ; preds = %53, %14, %4
  %60 = phi i32 [ %54, %53 ], [ 1, %4 ], [ 3, %14 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #22
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7) #22
  ret i32 %60
}

; Function Attrs: inlinehint nounwind uwtable
define hidden fastcc void @ed448_double_internal(%struct._PointEd448* nocapture noundef readonly %0, %struct._PointEd448* nocapture noundef readonly %1, %struct._WorkplaceEd448* nocapture noundef readonly %2, %struct.mont_context* noundef %3) unnamed_addr #16 {
  %5 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %1, i64 0, i32 2
  %6 = load i64*, i64** %5, align 8, !tbaa !144
  %7 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %1, i64 0, i32 3
  %8 = load i64*, i64** %7, align 8, !tbaa !142
  %9 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %1, i64 0, i32 4
  %10 = load i64*, i64** %9, align 8, !tbaa !137
  %11 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %0, i64 0, i32 2
  %12 = load i64*, i64** %11, align 8, !tbaa !144
  %13 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %0, i64 0, i32 3
  %14 = load i64*, i64** %13, align 8, !tbaa !142
  %15 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %0, i64 0, i32 4
  %16 = load i64*, i64** %15, align 8, !tbaa !137
  %17 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %2, i64 0, i32 0
  %18 = load i64*, i64** %17, align 8, !tbaa !141
  %19 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %2, i64 0, i32 1
  %20 = load i64*, i64** %19, align 8, !tbaa !143
  %21 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %2, i64 0, i32 2
  %22 = load i64*, i64** %21, align 8, !tbaa !145
  %23 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %2, i64 0, i32 3
  %24 = load i64*, i64** %23, align 8, !tbaa !148
  %25 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %2, i64 0, i32 4
  %26 = load i64*, i64** %25, align 8, !tbaa !149
  %27 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %2, i64 0, i32 5
  %28 = load i64*, i64** %27, align 8, !tbaa !150
  %29 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %2, i64 0, i32 6
  %30 = load i64*, i64** %29, align 8, !tbaa !139
  %31 = tail call i32 @mont_add(i64* noundef %18, i64* noundef %6, i64* noundef %8, i64* noundef %30, %struct.mont_context* noundef %3) #22
  %32 = tail call i32 @mont_mult(i64* noundef %18, i64* noundef %18, i64* noundef %18, i64* noundef %30, %struct.mont_context* noundef %3) #22
  %33 = tail call i32 @mont_mult(i64* noundef %20, i64* noundef %6, i64* noundef %6, i64* noundef %30, %struct.mont_context* noundef %3) #22
  %34 = tail call i32 @mont_mult(i64* noundef %22, i64* noundef %8, i64* noundef %8, i64* noundef %30, %struct.mont_context* noundef %3) #22
  %35 = tail call i32 @mont_add(i64* noundef %24, i64* noundef %20, i64* noundef %22, i64* noundef %30, %struct.mont_context* noundef %3) #22
  %36 = tail call i32 @mont_mult(i64* noundef %26, i64* noundef %10, i64* noundef %10, i64* noundef %30, %struct.mont_context* noundef %3) #22
  %37 = tail call i32 @mont_sub(i64* noundef %28, i64* noundef %24, i64* noundef %26, i64* noundef %30, %struct.mont_context* noundef %3) #22
  %38 = tail call i32 @mont_sub(i64* noundef %28, i64* noundef %28, i64* noundef %26, i64* noundef %30, %struct.mont_context* noundef %3) #22
  %39 = tail call i32 @mont_sub(i64* noundef %12, i64* noundef %18, i64* noundef %24, i64* noundef %30, %struct.mont_context* noundef %3) #22
  %40 = tail call i32 @mont_mult(i64* noundef %12, i64* noundef %12, i64* noundef %28, i64* noundef %30, %struct.mont_context* noundef %3) #22
  %41 = tail call i32 @mont_sub(i64* noundef %14, i64* noundef %20, i64* noundef %22, i64* noundef %30, %struct.mont_context* noundef %3) #22
  %42 = tail call i32 @mont_mult(i64* noundef %14, i64* noundef %14, i64* noundef %24, i64* noundef %30, %struct.mont_context* noundef %3) #22
  %43 = tail call i32 @mont_mult(i64* noundef %16, i64* noundef %24, i64* noundef %28, i64* noundef %30, %struct.mont_context* noundef %3) #22
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @ed448_add(%struct._PointEd448* noundef readonly %0, %struct._PointEd448* noundef readonly %1) local_unnamed_addr #2 {
  %3 = icmp eq %struct._PointEd448* %0, null
  %4 = icmp eq %struct._PointEd448* %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %19, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %0, i64 0, i32 0
  %8 = load %struct._Curve448Context*, %struct._Curve448Context** %7, align 8, !tbaa !135
  %9 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %1, i64 0, i32 0
  %10 = load %struct._Curve448Context*, %struct._Curve448Context** %9, align 8, !tbaa !135
  %11 = icmp eq %struct._Curve448Context* %8, %10
  br i1 %11, label %12, label %19

12:                                               ; preds = %6
  %13 = getelementptr inbounds %struct._Curve448Context, %struct._Curve448Context* %8, i64 0, i32 0
  %14 = load %struct.mont_context*, %struct.mont_context** %13, align 8, !tbaa !133
  %15 = getelementptr inbounds %struct._Curve448Context, %struct._Curve448Context* %8, i64 0, i32 1
  %16 = load i64*, i64** %15, align 8, !tbaa !146
  %17 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %1, i64 0, i32 1
  %18 = load %struct._WorkplaceEd448*, %struct._WorkplaceEd448** %17, align 8, !tbaa !138
  tail call fastcc void @ed448_add_internal(%struct._PointEd448* noundef nonnull %0, %struct._PointEd448* noundef nonnull %0, %struct._PointEd448* noundef nonnull %1, i64* noundef %16, %struct._WorkplaceEd448* noundef %18, %struct.mont_context* noundef %14)
  br label %19

19:                                               ; preds = %12, %6, %2
  %20 = phi i32 [ 0, %12 ], [ 1, %2 ], [ 16, %6 ]
  ret i32 %20
}

; Function Attrs: inlinehint nounwind uwtable
declare hidden fastcc void @ed448_add_internal(%struct._PointEd448* nocapture noundef readonly, %struct._PointEd448* nocapture noundef readonly, %struct._PointEd448* nocapture noundef readonly, i64* noundef, %struct._WorkplaceEd448* nocapture noundef readonly, %struct.mont_context* noundef) unnamed_addr #16

; Function Attrs: nounwind uwtable
define dso_local i32 @ed448_cmp(%struct._PointEd448* noundef readonly %0, %struct._PointEd448* noundef readonly %1) local_unnamed_addr #2 {
  %3 = icmp eq %struct._PointEd448* %0, null
  %4 = icmp eq %struct._PointEd448* %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %55, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %0, i64 0, i32 0
  %8 = load %struct._Curve448Context*, %struct._Curve448Context** %7, align 8, !tbaa !135
  %9 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %1, i64 0, i32 0
  %10 = load %struct._Curve448Context*, %struct._Curve448Context** %9, align 8, !tbaa !135
  %11 = icmp eq %struct._Curve448Context* %8, %10
  br i1 %11, label %12, label %55

12:                                               ; preds = %6
  %13 = getelementptr inbounds %struct._Curve448Context, %struct._Curve448Context* %8, i64 0, i32 0
  %14 = load %struct.mont_context*, %struct.mont_context** %13, align 8, !tbaa !133
  %15 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %0, i64 0, i32 1
  %16 = load %struct._WorkplaceEd448*, %struct._WorkplaceEd448** %15, align 8, !tbaa !138
  %17 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %16, i64 0, i32 6
  %18 = load i64*, i64** %17, align 8, !tbaa !139
  %19 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %16, i64 0, i32 1
  %20 = load i64*, i64** %19, align 8, !tbaa !143
  %21 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %0, i64 0, i32 2
  %22 = load i64*, i64** %21, align 8, !tbaa !144
  %23 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %1, i64 0, i32 4
  %24 = load i64*, i64** %23, align 8, !tbaa !137
  %25 = tail call i32 @mont_mult(i64* noundef %20, i64* noundef %22, i64* noundef %24, i64* noundef %18, %struct.mont_context* noundef %14) #22
  %26 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %16, i64 0, i32 3
  %27 = load i64*, i64** %26, align 8, !tbaa !148
  %28 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %1, i64 0, i32 2
  %29 = load i64*, i64** %28, align 8, !tbaa !144
  %30 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %0, i64 0, i32 4
  %31 = load i64*, i64** %30, align 8, !tbaa !137
  %32 = tail call i32 @mont_mult(i64* noundef %27, i64* noundef %29, i64* noundef %31, i64* noundef %18, %struct.mont_context* noundef %14) #22
  %33 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %16, i64 0, i32 4
  %34 = load i64*, i64** %33, align 8, !tbaa !149
  %35 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %0, i64 0, i32 3
  %36 = load i64*, i64** %35, align 8, !tbaa !142
  %37 = load i64*, i64** %23, align 8, !tbaa !137
  %38 = tail call i32 @mont_mult(i64* noundef %34, i64* noundef %36, i64* noundef %37, i64* noundef %18, %struct.mont_context* noundef %14) #22
  %39 = getelementptr inbounds %struct._WorkplaceEd448, %struct._WorkplaceEd448* %16, i64 0, i32 5
  %40 = load i64*, i64** %39, align 8, !tbaa !150
  %41 = getelementptr inbounds %struct._PointEd448, %struct._PointEd448* %1, i64 0, i32 3
  %42 = load i64*, i64** %41, align 8, !tbaa !142
  %43 = load i64*, i64** %30, align 8, !tbaa !137
  %44 = tail call i32 @mont_mult(i64* noundef %40, i64* noundef %42, i64* noundef %43, i64* noundef %18, %struct.mont_context* noundef %14) #22
  %45 = load i64*, i64** %19, align 8, !tbaa !143
  %46 = load i64*, i64** %26, align 8, !tbaa !148
  %47 = tail call i32 @mont_is_equal(i64* noundef %45, i64* noundef %46, %struct.mont_context* noundef %14) #22
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %55, label %49

49:                                               ; preds = %12
  %50 = load i64*, i64** %33, align 8, !tbaa !149
  %51 = load i64*, i64** %39, align 8, !tbaa !150
  %52 = tail call i32 @mont_is_equal(i64* noundef %50, i64* noundef %51, %struct.mont_context* noundef %14) #22
  %53 = icmp eq i32 %52, 0
  %54 = select i1 %53, i32 14, i32 0
  br label %55

55:                                               ; preds = %49, %12, %6, %2
  %56 = phi i32 [ 1, %2 ], [ 16, %6 ], [ 14, %12 ], [ %54, %49 ]
  ret i32 %56
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @ghash_expand_portable(i8* noundef readonly %0, %struct.t_exp_key** noundef writeonly %1) local_unnamed_addr #5 {
  %3 = icmp eq i8* %0, null
  %4 = icmp eq %struct.t_exp_key** %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %113, label %6

6:                                                ; preds = %2
  %7 = tail call noalias dereferenceable_or_null(4132) i8* @calloc(i64 noundef 1, i64 noundef 4132) #22
  %8 = bitcast i8* %7 to %struct.t_exp_key*
  %9 = bitcast %struct.t_exp_key** %1 to i8**
  store i8* %7, i8** %9, align 8, !tbaa !5
  %10 = icmp eq i8* %7, null
  br i1 %10, label %113, label %11

11:                                               ; preds = %6
  %12 = ptrtoint i8* %7 to i64
  %13 = trunc i64 %12 to i32
  %14 = and i32 %13, 31
  %15 = sub nuw nsw i32 32, %14
  %16 = getelementptr inbounds %struct.t_exp_key, %struct.t_exp_key* %8, i64 0, i32 1
  store i32 %15, i32* %16, align 4, !tbaa !151
  %17 = zext i32 %15 to i64
  %18 = getelementptr inbounds %struct.t_exp_key, %struct.t_exp_key* %8, i64 0, i32 0, i64 %17
  %19 = bitcast i8* %18 to [128 x [2 x [2 x i64]]]*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(4096) %18, i8 0, i64 4096, i1 false) #22
  %20 = load i8, i8* %0, align 1, !tbaa !22
  %21 = zext i8 %20 to i64
  %22 = shl nuw i64 %21, 56
  %23 = getelementptr inbounds i8, i8* %0, i64 1
  %24 = load i8, i8* %23, align 1, !tbaa !22
  %25 = zext i8 %24 to i64
  %26 = shl nuw nsw i64 %25, 48
  %27 = or i64 %26, %22
  %28 = getelementptr inbounds i8, i8* %0, i64 2
  %29 = load i8, i8* %28, align 1, !tbaa !22
  %30 = zext i8 %29 to i64
  %31 = shl nuw nsw i64 %30, 40
  %32 = or i64 %27, %31
  %33 = getelementptr inbounds i8, i8* %0, i64 3
  %34 = load i8, i8* %33, align 1, !tbaa !22
  %35 = zext i8 %34 to i64
  %36 = shl nuw nsw i64 %35, 32
  %37 = or i64 %32, %36
  %38 = getelementptr inbounds i8, i8* %0, i64 4
  %39 = load i8, i8* %38, align 1, !tbaa !22
  %40 = zext i8 %39 to i64
  %41 = shl nuw nsw i64 %40, 24
  %42 = or i64 %37, %41
  %43 = getelementptr inbounds i8, i8* %0, i64 5
  %44 = load i8, i8* %43, align 1, !tbaa !22
  %45 = zext i8 %44 to i64
  %46 = shl nuw nsw i64 %45, 16
  %47 = or i64 %42, %46
  %48 = getelementptr inbounds i8, i8* %0, i64 6
  %49 = load i8, i8* %48, align 1, !tbaa !22
  %50 = zext i8 %49 to i64
  %51 = shl nuw nsw i64 %50, 8
  %52 = or i64 %47, %51
  %53 = getelementptr inbounds i8, i8* %0, i64 7
  %54 = load i8, i8* %53, align 1, !tbaa !22
  %55 = zext i8 %54 to i64
  %56 = or i64 %52, %55
  %57 = getelementptr inbounds i8, i8* %18, i64 16
  %58 = bitcast i8* %57 to i64*
  store i64 %56, i64* %58, align 8, !tbaa !45
  %59 = getelementptr inbounds i8, i8* %0, i64 8
  %60 = load i8, i8* %59, align 1, !tbaa !22
  %61 = zext i8 %60 to i64
  %62 = shl nuw i64 %61, 56
  %63 = getelementptr inbounds i8, i8* %0, i64 9
  %64 = load i8, i8* %63, align 1, !tbaa !22
  %65 = zext i8 %64 to i64
  %66 = shl nuw nsw i64 %65, 48
  %67 = or i64 %66, %62
  %68 = getelementptr inbounds i8, i8* %0, i64 10
  %69 = load i8, i8* %68, align 1, !tbaa !22
  %70 = zext i8 %69 to i64
  %71 = shl nuw nsw i64 %70, 40
  %72 = or i64 %67, %71
  %73 = getelementptr inbounds i8, i8* %0, i64 11
  %74 = load i8, i8* %73, align 1, !tbaa !22
  %75 = zext i8 %74 to i64
  %76 = shl nuw nsw i64 %75, 32
  %77 = or i64 %72, %76
  %78 = getelementptr inbounds i8, i8* %0, i64 12
  %79 = load i8, i8* %78, align 1, !tbaa !22
  %80 = zext i8 %79 to i64
  %81 = shl nuw nsw i64 %80, 24
  %82 = or i64 %77, %81
  %83 = getelementptr inbounds i8, i8* %0, i64 13
  %84 = load i8, i8* %83, align 1, !tbaa !22
  %85 = zext i8 %84 to i64
  %86 = shl nuw nsw i64 %85, 16
  %87 = or i64 %82, %86
  %88 = getelementptr inbounds i8, i8* %0, i64 14
  %89 = load i8, i8* %88, align 1, !tbaa !22
  %90 = zext i8 %89 to i64
  %91 = shl nuw nsw i64 %90, 8
  %92 = or i64 %87, %91
  %93 = getelementptr inbounds i8, i8* %0, i64 15
  %94 = load i8, i8* %93, align 1, !tbaa !22
  %95 = zext i8 %94 to i64
  %96 = or i64 %92, %95
  %97 = getelementptr inbounds i8, i8* %18, i64 24
  %98 = bitcast i8* %97 to i64*
  store i64 %96, i64* %98, align 8, !tbaa !45
  br label %99

99:                                               ; preds = %99, %11
  %100 = phi i64 [ %96, %11 ], [ %106, %99 ]
  %101 = phi i64 [ %56, %11 ], [ %109, %99 ]
  %102 = phi i64 [ 1, %11 ], [ %111, %99 ]
  %103 = and i64 %100, 1
  %104 = icmp eq i64 %103, 0
  %105 = select i1 %104, i64 0, i64 -2233785415175766016
  %106 = tail call i64 @llvm.fshl.i64(i64 %101, i64 %100, i64 63) #22
  %107 = getelementptr inbounds [128 x [2 x [2 x i64]]], [128 x [2 x [2 x i64]]]* %19, i64 0, i64 %102, i64 1, i64 1
  store i64 %106, i64* %107, align 8, !tbaa !45
  %108 = lshr i64 %101, 1
  %109 = xor i64 %105, %108
  %110 = getelementptr inbounds [128 x [2 x [2 x i64]]], [128 x [2 x [2 x i64]]]* %19, i64 0, i64 %102, i64 1, i64 0
  store i64 %109, i64* %110, align 8, !tbaa !45
  %111 = add nuw nsw i64 %102, 1
  %112 = icmp eq i64 %111, 128
  br i1 %112, label %113, label %99, !llvm.loop !153

113:                                              ; preds = %99, %6, %2
  %114 = phi i32 [ 1, %2 ], [ 2, %6 ], [ 0, %99 ]
  ret i32 %114
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local i32 @keccak_init(%struct.keccak_state** noundef writeonly %0, i64 noundef %1, i8 noundef zeroext %2) local_unnamed_addr #12 {
  %4 = icmp eq %struct.keccak_state** %0, null
  br i1 %4, label %19, label %5

5:                                                ; preds = %3
  %6 = tail call noalias dereferenceable_or_null(416) i8* @calloc(i64 noundef 1, i64 noundef 416) #22
  %7 = bitcast i8* %6 to %struct.keccak_state*
  %8 = bitcast %struct.keccak_state** %0 to i8**
  store i8* %6, i8** %8, align 8, !tbaa !5
  %9 = icmp eq i8* %6, null
  br i1 %9, label %19, label %10

10:                                               ; preds = %5
  %11 = icmp ugt i64 %1, 199
  br i1 %11, label %19, label %12

12:                                               ; preds = %10
  switch i8 %2, label %19 [
    i8 24, label %13
    i8 12, label %13
  ]

13:                                               ; preds = %12, %12
  %14 = trunc i64 %1 to i32
  %15 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %7, i64 0, i32 3
  store i32 %14, i32* %15, align 4, !tbaa !154
  %16 = sub nuw nsw i32 200, %14
  %17 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %7, i64 0, i32 4
  store i32 %16, i32* %17, align 8, !tbaa !156
  %18 = getelementptr inbounds %struct.keccak_state, %struct.keccak_state* %7, i64 0, i32 6
  store i8 %2, i8* %18, align 1, !tbaa !157
  br label %19

19:                                               ; preds = %13, %12, %10, %5, %3
  %20 = phi i32 [ 0, %13 ], [ 1, %3 ], [ 2, %5 ], [ 9, %10 ], [ 8, %12 ]
  ret i32 %20
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local i32 @keccak_copy(%struct.keccak_state* noundef readonly %0, %struct.keccak_state* noundef writeonly %1) local_unnamed_addr #10 {
  %3 = icmp eq %struct.keccak_state* %0, null
  %4 = icmp eq %struct.keccak_state* %1, null
  %5 = or i1 %3, %4
  br i1 %5, label %9, label %6

6:                                                ; preds = %2
  %7 = bitcast %struct.keccak_state* %1 to i8*
  %8 = bitcast %struct.keccak_state* %0 to i8*
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(416) %7, i8* noundef nonnull align 8 dereferenceable(416) %8, i64 416, i1 false), !tbaa.struct !158
  br label %9

9:                                                ; preds = %6, %2
  %10 = phi i32 [ 0, %6 ], [ 1, %2 ]
  ret i32 %10
}

; Function Attrs: nounwind uwtable
declare dso_local i32 @siphash(i8* noundef readonly, i64 noundef, i8* nocapture noundef readonly, i8* nocapture noundef writeonly, i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @expand_seed(i64 noundef %0, i8* nocapture noundef writeonly %1, i64 noundef %2) local_unnamed_addr #2 {
  %4 = alloca i32, align 4
  %5 = alloca [16 x i8], align 16
  %6 = alloca [16 x i8], align 16
  %7 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7) #22
  %8 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %8) #22
  %9 = trunc i64 %0 to i8
  %10 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 1
  store i8 %9, i8* %10, align 1, !tbaa !22
  store i8 %9, i8* %8, align 16, !tbaa !22
  %11 = lshr i64 %0, 8
  %12 = trunc i64 %11 to i8
  %13 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 3
  store i8 %12, i8* %13, align 1, !tbaa !22
  %14 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 2
  store i8 %12, i8* %14, align 2, !tbaa !22
  %15 = lshr i64 %0, 16
  %16 = trunc i64 %15 to i8
  %17 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 5
  store i8 %16, i8* %17, align 1, !tbaa !22
  %18 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 4
  store i8 %16, i8* %18, align 4, !tbaa !22
  %19 = lshr i64 %0, 24
  %20 = trunc i64 %19 to i8
  %21 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 7
  store i8 %20, i8* %21, align 1, !tbaa !22
  %22 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 6
  store i8 %20, i8* %22, align 2, !tbaa !22
  %23 = lshr i64 %0, 32
  %24 = trunc i64 %23 to i8
  %25 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 9
  store i8 %24, i8* %25, align 1, !tbaa !22
  %26 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 8
  store i8 %24, i8* %26, align 8, !tbaa !22
  %27 = lshr i64 %0, 40
  %28 = trunc i64 %27 to i8
  %29 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 11
  store i8 %28, i8* %29, align 1, !tbaa !22
  %30 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 10
  store i8 %28, i8* %30, align 2, !tbaa !22
  %31 = lshr i64 %0, 48
  %32 = trunc i64 %31 to i8
  %33 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 13
  store i8 %32, i8* %33, align 1, !tbaa !22
  %34 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 12
  store i8 %32, i8* %34, align 4, !tbaa !22
  %35 = lshr i64 %0, 56
  %36 = trunc i64 %35 to i8
  %37 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 15
  store i8 %36, i8* %37, align 1, !tbaa !22
  %38 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 14
  store i8 %36, i8* %38, align 2, !tbaa !22
  store i32 0, i32* %4, align 4
  %39 = icmp ult i64 %2, 16
  br i1 %39, label %49, label %40

40:                                               ; preds = %40, %3
  %41 = phi i64 [ %47, %40 ], [ %2, %3 ]
  %42 = phi i8* [ %45, %40 ], [ %1, %3 ]
  %43 = phi i32 [ %46, %40 ], [ 0, %3 ]
  %44 = call i32 @siphash(i8* noundef nonnull %7, i64 noundef 4, i8* noundef nonnull %8, i8* noundef %42, i64 noundef 16)
  %45 = getelementptr inbounds i8, i8* %42, i64 16
  %46 = add i32 %43, 1
  %47 = add i64 %41, -16
  store i32 %46, i32* %4, align 4
  %48 = icmp ult i64 %47, 16
  br i1 %48, label %49, label %40

49:                                               ; preds = %40, %3
  %50 = phi i8* [ %1, %3 ], [ %45, %40 ]
  %51 = phi i64 [ %2, %3 ], [ %47, %40 ]
  %52 = icmp eq i64 %51, 0
  br i1 %52, label %56, label %53

53:                                               ; preds = %49
  %54 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %54) #22
  %55 = call i32 @siphash(i8* noundef nonnull %7, i64 noundef 4, i8* noundef nonnull %8, i8* noundef nonnull %54, i64 noundef 16)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %50, i8* nonnull align 16 %54, i64 %51, i1 false)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %54) #22
  br label %56

56:                                               ; preds = %53, %49
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %8) #22
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #22
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define dso_local void @init_bit_window_rl(%struct.BitWindow_RL* noalias nocapture writeonly sret(%struct.BitWindow_RL) align 8 %0, i32 noundef %1, i8* noundef %2, i64 noundef %3) local_unnamed_addr #17 {
  %5 = getelementptr inbounds %struct.BitWindow_RL, %struct.BitWindow_RL* %0, i64 0, i32 0
  store i32 %1, i32* %5, align 8, !tbaa !159
  %6 = shl i64 %3, 3
  %7 = zext i32 %1 to i64
  %8 = add nsw i64 %7, -1
  %9 = add i64 %8, %6
  %10 = udiv i64 %9, %7
  %11 = trunc i64 %10 to i32
  %12 = getelementptr inbounds %struct.BitWindow_RL, %struct.BitWindow_RL* %0, i64 0, i32 1
  store i32 %11, i32* %12, align 4, !tbaa !130
  %13 = trunc i64 %3 to i32
  %14 = getelementptr inbounds %struct.BitWindow_RL, %struct.BitWindow_RL* %0, i64 0, i32 2
  store i32 %13, i32* %14, align 8, !tbaa !160
  %15 = getelementptr inbounds %struct.BitWindow_RL, %struct.BitWindow_RL* %0, i64 0, i32 3
  store i32 8, i32* %15, align 4, !tbaa !161
  %16 = add i64 %3, -1
  %17 = getelementptr inbounds i8, i8* %2, i64 %16
  %18 = getelementptr inbounds %struct.BitWindow_RL, %struct.BitWindow_RL* %0, i64 0, i32 4
  store i8* %17, i8** %18, align 8, !tbaa !162
  ret void
}

; Function Attrs: nounwind uwtable
declare dso_local i32 @get_next_digit_rl(%struct.BitWindow_RL* nocapture noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
declare dso_local i32 @scatter(%struct._ProtMemory** nocapture noundef writeonly, i8** nocapture noundef readonly, i8 noundef zeroext, i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umax.i32(i32, i32) #13

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @gather(i8* nocapture noundef writeonly %0, %struct._ProtMemory* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #8 {
  %4 = getelementptr inbounds %struct._ProtMemory, %struct._ProtMemory* %1, i64 0, i32 2
  %5 = load i32, i32* %4, align 8, !tbaa !163
  %6 = udiv i32 64, %5
  %7 = getelementptr inbounds %struct._ProtMemory, %struct._ProtMemory* %1, i64 0, i32 3
  %8 = load i32, i32* %7, align 4, !tbaa !165
  %9 = add nsw i32 %6, -1
  %10 = add i32 %9, %8
  %11 = add i32 %5, -1
  %12 = icmp ugt i32 %6, %10
  br i1 %12, label %49, label %13

13:                                               ; preds = %3
  %14 = udiv i32 %10, %6
  %15 = getelementptr inbounds %struct._ProtMemory, %struct._ProtMemory* %1, i64 0, i32 1
  %16 = getelementptr inbounds %struct._ProtMemory, %struct._ProtMemory* %1, i64 0, i32 0
  %17 = call i32 @llvm.umax.i32(i32 %14, i32 1)
  %18 = zext i32 %17 to i64
  br label %19

19:                                               ; preds = %19, %13
  %20 = phi i64 [ 0, %13 ], [ %47, %19 ]
  %21 = phi i32 [ %8, %13 ], [ %45, %19 ]
  %22 = phi i32 [ 0, %13 ], [ %46, %19 ]
  %23 = load i16*, i16** %15, align 8, !tbaa !166
  %24 = getelementptr inbounds i16, i16* %23, i64 %20
  %25 = load i16, i16* %24, align 2, !tbaa !167
  %26 = zext i16 %25 to i32
  %27 = lshr i32 %26, 8
  %28 = or i32 %27, 1
  %29 = mul i32 %28, %2
  %30 = and i32 %26, 255
  %31 = add i32 %29, %30
  %32 = and i32 %31, %11
  %33 = load i8*, i8** %16, align 8, !tbaa !169
  %34 = shl i64 %20, 6
  %35 = and i64 %34, 4294967232
  %36 = getelementptr inbounds i8, i8* %33, i64 %35
  %37 = zext i32 %22 to i64
  %38 = getelementptr inbounds i8, i8* %0, i64 %37
  %39 = mul i32 %32, %6
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i8, i8* %36, i64 %40
  %42 = icmp ugt i32 %21, %6
  %43 = select i1 %42, i32 %6, i32 %21
  %44 = zext i32 %43 to i64
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %38, i8* align 1 %41, i64 %44, i1 false)
  %45 = sub i32 %21, %6
  %46 = add i32 %22, %6
  %47 = add nuw nsw i64 %20, 1
  %48 = icmp eq i64 %47, %18
  br i1 %48, label %49, label %19, !llvm.loop !170

49:                                               ; preds = %19, %3
  ret void
}

; Function Attrs: mustprogress nounwind uwtable willreturn
declare dso_local void @free_scattered(%struct._ProtMemory* noundef) local_unnamed_addr #0

; Function Attrs: nounwind uwtable
declare dso_local i32 @mont_to_bytes(i8* noundef writeonly, i64 noundef, i64* noundef, %struct.mont_context* noundef readonly) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind uwtable willreturn
declare dso_local void @mont_context_free(%struct.mont_context* noundef) local_unnamed_addr #0

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @mont_bytes(%struct.mont_context* noundef readonly %0) local_unnamed_addr #18 {
  %2 = icmp eq %struct.mont_context* %0, null
  br i1 %2, label %7, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.mont_context, %struct.mont_context* %0, i64 0, i32 2
  %5 = load i32, i32* %4, align 8, !tbaa !123
  %6 = zext i32 %5 to i64
  br label %7

7:                                                ; preds = %3, %1
  %8 = phi i64 [ %6, %3 ], [ 0, %1 ]
  ret i64 %8
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
declare dso_local i32 @mont_new_number(i64** noundef writeonly, i32 noundef, %struct.mont_context* noundef readonly) local_unnamed_addr #12

; Function Attrs: nounwind uwtable
declare dso_local i32 @mont_set(i64* noundef writeonly, i64 noundef, %struct.mont_context* noundef readonly) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
declare dso_local i32 @mont_new_from_bytes(i64** noundef writeonly, i8* noundef, i64 noundef, %struct.mont_context* noundef readonly) local_unnamed_addr #2

; Function Attrs: inlinehint nofree nosync nounwind uwtable
define hidden fastcc void @bytes_to_words.93(i64* noundef writeonly %0, i64 noundef %1, i8* noundef readonly %2, i64 noundef %3) unnamed_addr #14 {
  %5 = alloca i64, align 8
  %6 = bitcast i64* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #22
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
  %19 = load i8, i8* %17, align 1, !tbaa !22
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %21, label %25

21:                                               ; preds = %16
  %22 = getelementptr inbounds i8, i8* %17, i64 1
  %23 = add i64 %18, -1
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %122, label %16, !llvm.loop !171

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
  %37 = load i8, i8* %6, align 8, !tbaa !22
  %38 = zext i8 %37 to i64
  %39 = shl nuw i64 %38, 56
  %40 = getelementptr inbounds i8, i8* %6, i64 1
  %41 = load i8, i8* %40, align 1, !tbaa !22
  %42 = zext i8 %41 to i64
  %43 = shl nuw nsw i64 %42, 48
  %44 = or i64 %43, %39
  %45 = getelementptr inbounds i8, i8* %6, i64 2
  %46 = load i8, i8* %45, align 2, !tbaa !22
  %47 = zext i8 %46 to i64
  %48 = shl nuw nsw i64 %47, 40
  %49 = or i64 %44, %48
  %50 = getelementptr inbounds i8, i8* %6, i64 3
  %51 = load i8, i8* %50, align 1, !tbaa !22
  %52 = zext i8 %51 to i64
  %53 = shl nuw nsw i64 %52, 32
  %54 = or i64 %49, %53
  %55 = getelementptr inbounds i8, i8* %6, i64 4
  %56 = load i8, i8* %55, align 4, !tbaa !22
  %57 = zext i8 %56 to i64
  %58 = shl nuw nsw i64 %57, 24
  %59 = or i64 %54, %58
  %60 = getelementptr inbounds i8, i8* %6, i64 5
  %61 = load i8, i8* %60, align 1, !tbaa !22
  %62 = zext i8 %61 to i64
  %63 = shl nuw nsw i64 %62, 16
  %64 = or i64 %59, %63
  %65 = getelementptr inbounds i8, i8* %6, i64 6
  %66 = load i8, i8* %65, align 2, !tbaa !22
  %67 = zext i8 %66 to i64
  %68 = shl nuw nsw i64 %67, 8
  %69 = or i64 %64, %68
  %70 = getelementptr inbounds i8, i8* %6, i64 7
  %71 = load i8, i8* %70, align 1, !tbaa !22
  %72 = zext i8 %71 to i64
  %73 = or i64 %69, %72
  store i64 %73, i64* %36, align 8, !tbaa !45
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
  %82 = load i8, i8* %80, align 1, !tbaa !22
  %83 = zext i8 %82 to i64
  %84 = shl nuw i64 %83, 56
  %85 = getelementptr inbounds i8, i8* %80, i64 1
  %86 = load i8, i8* %85, align 1, !tbaa !22
  %87 = zext i8 %86 to i64
  %88 = shl nuw nsw i64 %87, 48
  %89 = or i64 %88, %84
  %90 = getelementptr inbounds i8, i8* %80, i64 2
  %91 = load i8, i8* %90, align 1, !tbaa !22
  %92 = zext i8 %91 to i64
  %93 = shl nuw nsw i64 %92, 40
  %94 = or i64 %89, %93
  %95 = getelementptr inbounds i8, i8* %80, i64 3
  %96 = load i8, i8* %95, align 1, !tbaa !22
  %97 = zext i8 %96 to i64
  %98 = shl nuw nsw i64 %97, 32
  %99 = or i64 %94, %98
  %100 = getelementptr inbounds i8, i8* %80, i64 4
  %101 = load i8, i8* %100, align 1, !tbaa !22
  %102 = zext i8 %101 to i64
  %103 = shl nuw nsw i64 %102, 24
  %104 = or i64 %99, %103
  %105 = getelementptr inbounds i8, i8* %80, i64 5
  %106 = load i8, i8* %105, align 1, !tbaa !22
  %107 = zext i8 %106 to i64
  %108 = shl nuw nsw i64 %107, 16
  %109 = or i64 %104, %108
  %110 = getelementptr inbounds i8, i8* %80, i64 6
  %111 = load i8, i8* %110, align 1, !tbaa !22
  %112 = zext i8 %111 to i64
  %113 = shl nuw nsw i64 %112, 8
  %114 = or i64 %109, %113
  %115 = getelementptr inbounds i8, i8* %80, i64 7
  %116 = load i8, i8* %115, align 1, !tbaa !22
  %117 = zext i8 %116 to i64
  %118 = or i64 %114, %117
  store i64 %118, i64* %81, align 8, !tbaa !45
  %119 = add nuw i64 %79, 1
  %120 = getelementptr inbounds i8, i8* %80, i64 8
  %121 = icmp eq i64 %119, %35
  br i1 %121, label %122, label %77, !llvm.loop !172

122:                                              ; preds = %77, %29, %25, %21, %12, %8, %4
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #22
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
declare dso_local i32 @mont_copy(i64* noundef writeonly, i64* noundef readonly, %struct.mont_context* noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind uwtable
declare dso_local i32 @mont_add(i64* noundef writeonly, i64* noundef readonly, i64* noundef readonly, i64* noundef, %struct.mont_context* noundef readonly) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
declare dso_local i32 @mont_mult(i64* noundef writeonly, i64* noundef, i64* noundef, i64* noundef, %struct.mont_context* noundef readonly) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind uwtable
declare dso_local i32 @mont_sub(i64* noundef writeonly, i64* noundef readonly, i64* noundef readonly, i64* noundef, %struct.mont_context* noundef readonly) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
declare dso_local i32 @mont_inv_prime(i64* noundef, i64* noundef, %struct.mont_context* noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
declare dso_local i32 @mont_context_init(%struct.mont_context** noundef writeonly, i8* noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind readonly uwtable
define hidden fastcc i32 @cmp_modulus(i8* noundef readonly %0, i64 noundef %1, i8* noundef readonly %2, i64 noundef %3) unnamed_addr #19 {
  %5 = icmp ugt i64 %1, %3
  br i1 %5, label %6, label %22

6:                                                ; preds = %4
  %7 = sub i64 %1, %3
  %8 = getelementptr inbounds i8, i8* %0, i64 %7
  %9 = tail call i32 @bcmp(i8* %8, i8* %2, i64 %3)
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %38

11:                                               ; preds = %6
  %12 = icmp eq i64 %7, 0
  br i1 %12, label %38, label %13

13:                                               ; preds = %18, %11
  %14 = phi i64 [ %19, %18 ], [ 0, %11 ]
  %15 = phi i8* [ %20, %18 ], [ %0, %11 ]
  %16 = load i8, i8* %15, align 1, !tbaa !22
  %17 = icmp eq i8 %16, 0
  br i1 %17, label %18, label %38

18:                                               ; preds = %13
  %19 = add nuw i64 %14, 1
  %20 = getelementptr inbounds i8, i8* %15, i64 1
  %21 = icmp eq i64 %19, %7
  br i1 %21, label %38, label %13, !llvm.loop !173

22:                                               ; preds = %4
  %23 = sub i64 %3, %1
  %24 = getelementptr inbounds i8, i8* %2, i64 %23
  %25 = tail call i32 @bcmp(i8* %24, i8* %0, i64 %1)
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %38

27:                                               ; preds = %22
  %28 = icmp eq i64 %23, 0
  br i1 %28, label %38, label %29

29:                                               ; preds = %34, %27
  %30 = phi i64 [ %35, %34 ], [ 0, %27 ]
  %31 = phi i8* [ %36, %34 ], [ %2, %27 ]
  %32 = load i8, i8* %31, align 1, !tbaa !22
  %33 = icmp eq i8 %32, 0
  br i1 %33, label %34, label %38

34:                                               ; preds = %29
  %35 = add nuw i64 %30, 1
  %36 = getelementptr inbounds i8, i8* %31, i64 1
  %37 = icmp eq i64 %35, %23
  br i1 %37, label %38, label %29, !llvm.loop !173

38:                                               ; preds = %34, %29, %27, %22, %18, %13, %11, %6
  %39 = phi i32 [ -1, %6 ], [ -1, %22 ], [ 0, %11 ], [ 0, %27 ], [ 0, %18 ], [ -1, %13 ], [ 0, %34 ], [ -1, %29 ]
  ret i32 %39
}

; Function Attrs: argmemonly nofree nounwind readonly willreturn
declare i32 @bcmp(i8* nocapture, i8* nocapture, i64) local_unnamed_addr #20

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
declare dso_local i32 @mont_is_zero(i64* noundef readonly, %struct.mont_context* noundef readonly) local_unnamed_addr #21

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
declare dso_local i32 @mont_is_equal(i64* noundef readonly, i64* noundef readonly, %struct.mont_context* noundef readonly) local_unnamed_addr #21

; Function Attrs: nounwind uwtable
define dso_local i32 @CBC_decrypt(%struct.CbcModeState* noundef %0, i8* noundef %1, i8* noundef writeonly %2, i64 noundef %3) local_unnamed_addr #2 {
  %5 = alloca <16 x i8>, align 16
  %6 = alloca <16 x i8>, align 16
  %7 = getelementptr inbounds <16 x i8>, <16 x i8>* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %7) #22
  %8 = getelementptr inbounds <16 x i8>, <16 x i8>* %6, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %8) #22
  %9 = icmp eq %struct.CbcModeState* %0, null
  %10 = icmp eq i8* %1, null
  %11 = or i1 %9, %10
  %12 = icmp eq i8* %2, null
  %13 = or i1 %11, %12
  br i1 %13, label %85, label %14

14:                                               ; preds = %4
  %15 = getelementptr inbounds %struct.CbcModeState, %struct.CbcModeState* %0, i64 0, i32 0
  %16 = load %struct._BlockBase.35*, %struct._BlockBase.35** %15, align 8, !tbaa !174
  %17 = getelementptr inbounds %struct._BlockBase.35, %struct._BlockBase.35* %16, i64 0, i32 3
  %18 = load i64, i64* %17, align 8, !tbaa !14
  %19 = icmp ugt i64 %18, 16
  br i1 %19, label %85, label %20

20:                                               ; preds = %14
  %21 = getelementptr inbounds %struct.CbcModeState, %struct.CbcModeState* %0, i64 0, i32 1, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 16 %8, i8* nonnull align 8 %21, i64 %18, i1 false)
  %22 = icmp eq i64 %18, 0
  %23 = icmp ugt i64 %18, %3
  br i1 %23, label %81, label %24

24:                                               ; preds = %20
  %25 = icmp ult i64 %18, 8
  %26 = icmp ult i64 %18, 16
  %27 = and i64 %18, -16
  %28 = icmp eq i64 %18, %27
  %29 = and i64 %18, 8
  %30 = icmp eq i64 %29, 0
  %31 = and i64 %18, -8
  %32 = icmp eq i64 %18, %31
  br label %33

33:                                               ; preds = %76, %24
  %34 = phi i8* [ %78, %76 ], [ %1, %24 ]
  %35 = phi i64 [ %77, %76 ], [ %3, %24 ]
  %36 = phi i8* [ %79, %76 ], [ %2, %24 ]
  %37 = load %struct._BlockBase.35*, %struct._BlockBase.35** %15, align 8, !tbaa !174
  %38 = getelementptr inbounds %struct._BlockBase.35, %struct._BlockBase.35* %37, i64 0, i32 1
  %39 = load i32 (%struct._BlockBase.35*, i8*, i8*, i64)*, i32 (%struct._BlockBase.35*, i8*, i8*, i64)** %38, align 8, !tbaa !12
  %40 = call i32 %39(%struct._BlockBase.35* noundef %37, i8* noundef %34, i8* noundef nonnull %7, i64 noundef %18) #22
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %85

42:                                               ; preds = %33
  br i1 %22, label %76, label %43

43:                                               ; preds = %42
  br i1 %25, label %65, label %44

44:                                               ; preds = %43
  br i1 %26, label %50, label %45

45:                                               ; preds = %44
  %46 = load <16 x i8>, <16 x i8>* %5, align 16, !tbaa !22
  %47 = load <16 x i8>, <16 x i8>* %6, align 16, !tbaa !22
  %48 = xor <16 x i8> %47, %46
  store <16 x i8> %48, <16 x i8>* %5, align 16, !tbaa !22
  br i1 %28, label %76, label %49

49:                                               ; preds = %45
  br i1 %30, label %65, label %50

50:                                               ; preds = %49, %44
  %51 = phi i64 [ %27, %49 ], [ 0, %44 ]
  br label %52

52:                                               ; preds = %52, %50
  %53 = phi i64 [ %51, %50 ], [ %62, %52 ]
  %54 = getelementptr inbounds <16 x i8>, <16 x i8>* %5, i64 0, i64 %53
  %55 = bitcast i8* %54 to <8 x i8>*
  %56 = load <8 x i8>, <8 x i8>* %55, align 8, !tbaa !22
  %57 = getelementptr inbounds <16 x i8>, <16 x i8>* %6, i64 0, i64 %53
  %58 = bitcast i8* %57 to <8 x i8>*
  %59 = load <8 x i8>, <8 x i8>* %58, align 8, !tbaa !22
  %60 = xor <8 x i8> %59, %56
  %61 = bitcast i8* %54 to <8 x i8>*
  store <8 x i8> %60, <8 x i8>* %61, align 8, !tbaa !22
  %62 = add nuw i64 %53, 8
  %63 = icmp eq i64 %62, %31
  br i1 %63, label %64, label %52, !llvm.loop !176

64:                                               ; preds = %52
  br i1 %32, label %76, label %65

65:                                               ; preds = %64, %49, %43
  %66 = phi i64 [ 0, %43 ], [ %27, %49 ], [ %31, %64 ]
  br label %67

67:                                               ; preds = %67, %65
  %68 = phi i64 [ %74, %67 ], [ %66, %65 ]
  %69 = getelementptr inbounds <16 x i8>, <16 x i8>* %5, i64 0, i64 %68
  %70 = load i8, i8* %69, align 1, !tbaa !22
  %71 = getelementptr inbounds <16 x i8>, <16 x i8>* %6, i64 0, i64 %68
  %72 = load i8, i8* %71, align 1, !tbaa !22
  %73 = xor i8 %72, %70
  store i8 %73, i8* %69, align 1, !tbaa !22
  %74 = add nuw i64 %68, 1
  %75 = icmp eq i64 %74, %18
  br i1 %75, label %76, label %67, !llvm.loop !177

76:                                               ; preds = %67, %64, %45, %42
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 16 %8, i8* align 1 %34, i64 %18, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %36, i8* nonnull align 16 %7, i64 %18, i1 false)
  %77 = sub i64 %35, %18
  %78 = getelementptr inbounds i8, i8* %34, i64 %18
  %79 = getelementptr inbounds i8, i8* %36, i64 %18
  %80 = icmp ult i64 %77, %18
  br i1 %80, label %81, label %33, !llvm.loop !178

81:                                               ; preds = %76, %20
  %82 = phi i64 [ %3, %20 ], [ %77, %76 ]
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %21, i8* nonnull align 16 %8, i64 %18, i1 false)
  %83 = icmp eq i64 %82, 0
  %84 = select i1 %83, i32 0, i32 3
  br label %85

85:                                               ; preds = %81, %33, %14, %4
  %86 = phi i32 [ 1, %4 ], [ 12, %14 ], [ %84, %81 ], [ %40, %33 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %8) #22
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7) #22
  ret i32 %86
}

; Function Attrs: nounwind uwtable
define dso_local i32 @CBC_stop_operation(%struct.CbcModeState* noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq %struct.CbcModeState* %0, null
  br i1 %2, label %10, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.CbcModeState, %struct.CbcModeState* %0, i64 0, i32 0
  %5 = load %struct._BlockBase.35*, %struct._BlockBase.35** %4, align 8, !tbaa !174
  %6 = getelementptr inbounds %struct._BlockBase.35, %struct._BlockBase.35* %5, i64 0, i32 2
  %7 = load i32 (%struct._BlockBase.35*)*, i32 (%struct._BlockBase.35*)** %6, align 8, !tbaa !13
  %8 = tail call i32 %7(%struct._BlockBase.35* noundef %5) #22
  %9 = bitcast %struct.CbcModeState* %0 to i8*
  tail call void @free(i8* noundef %9) #22
  br label %10

10:                                               ; preds = %3, %1
  %11 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %11
}

; Function Attrs: nounwind uwtable
define hidden fastcc i32 @CFB_transcrypt(%struct.CfbModeState* noundef %0, i8* noundef readonly %1, i8* noundef %2, i64 noundef %3, i32 noundef %4) unnamed_addr #2 {
  %6 = icmp eq %struct.CfbModeState* %0, null
  %7 = icmp eq i8* %1, null
  %8 = or i1 %6, %7
  %9 = icmp eq i8* %2, null
  %10 = or i1 %8, %9
  br i1 %10, label %191, label %11

11:                                               ; preds = %5
  %12 = getelementptr inbounds %struct.CfbModeState, %struct.CfbModeState* %0, i64 0, i32 0
  %13 = load %struct._BlockBase.36*, %struct._BlockBase.36** %12, align 8, !tbaa !179
  %14 = getelementptr inbounds %struct._BlockBase.36, %struct._BlockBase.36* %13, i64 0, i32 3
  %15 = load i64, i64* %14, align 8, !tbaa !14
  %16 = getelementptr inbounds %struct.CfbModeState, %struct.CfbModeState* %0, i64 0, i32 1
  %17 = load i64, i64* %16, align 8, !tbaa !181
  %18 = getelementptr inbounds %struct.CfbModeState, %struct.CfbModeState* %0, i64 0, i32 4
  %19 = load i8*, i8** %18, align 8, !tbaa !182
  %20 = getelementptr inbounds %struct.CfbModeState, %struct.CfbModeState* %0, i64 0, i32 2
  %21 = load i64, i64* %20, align 8, !tbaa !183
  %22 = icmp ugt i64 %21, %17
  br i1 %22, label %23, label %24

23:                                               ; preds = %11
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.144, i64 0, i64 0), i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str.1.145, i64 0, i64 0), i32 noundef 119, i8* noundef getelementptr inbounds ([87 x i8], [87 x i8]* @__PRETTY_FUNCTION__.CFB_transcrypt, i64 0, i64 0)) #23
  unreachable

24:                                               ; preds = %11
  %25 = icmp eq i32 %4, 0
  %26 = icmp eq i32 %4, 1
  %27 = icmp ult i32 %4, 2
  br i1 %27, label %28, label %34

28:                                               ; preds = %24
  %29 = icmp eq i64 %3, 0
  br i1 %29, label %191, label %30

30:                                               ; preds = %28
  %31 = getelementptr inbounds %struct.CfbModeState, %struct.CfbModeState* %0, i64 0, i32 3
  %32 = getelementptr inbounds i8, i8* %19, i64 %17
  %33 = sub i64 %15, %17
  br label %35

34:                                               ; preds = %24
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @.str.2.146, i64 0, i64 0), i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str.1.145, i64 0, i64 0), i32 noundef 120, i8* noundef getelementptr inbounds ([87 x i8], [87 x i8]* @__PRETTY_FUNCTION__.CFB_transcrypt, i64 0, i64 0)) #23
  unreachable

35:                                               ; preds = %186, %30
  %36 = phi i64 [ %21, %30 ], [ %189, %186 ]
  %37 = phi i8* [ %1, %30 ], [ %182, %186 ]
  %38 = phi i8* [ %2, %30 ], [ %181, %186 ]
  %39 = phi i64 [ %3, %30 ], [ %187, %186 ]
  %40 = icmp eq i64 %36, %17
  br i1 %40, label %41, label %49

41:                                               ; preds = %35
  %42 = load %struct._BlockBase.36*, %struct._BlockBase.36** %12, align 8, !tbaa !179
  %43 = getelementptr inbounds %struct._BlockBase.36, %struct._BlockBase.36* %42, i64 0, i32 0
  %44 = load i32 (%struct._BlockBase.36*, i8*, i8*, i64)*, i32 (%struct._BlockBase.36*, i8*, i8*, i64)** %43, align 8, !tbaa !9
  %45 = load i8*, i8** %31, align 8, !tbaa !184
  %46 = tail call i32 %44(%struct._BlockBase.36* noundef %42, i8* noundef %19, i8* noundef %45, i64 noundef %15) #22
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %191

48:                                               ; preds = %41
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %19, i8* align 1 %32, i64 %33, i1 false)
  store i64 0, i64* %20, align 8, !tbaa !183
  br label %49

49:                                               ; preds = %48, %35
  %50 = phi i64 [ 0, %48 ], [ %36, %35 ]
  %51 = load i8*, i8** %31, align 8, !tbaa !184
  %52 = getelementptr i8, i8* %51, i64 %50
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
  br i1 %60, label %180, label %61

61:                                               ; preds = %59
  %62 = icmp ult i64 %55, 32
  br i1 %62, label %161, label %63

63:                                               ; preds = %61
  %64 = add i64 %55, -1
  %65 = trunc i64 %64 to i32
  %66 = icmp eq i32 %65, -1
  %67 = icmp ugt i64 %64, 4294967295
  %68 = or i1 %66, %67
  br i1 %68, label %161, label %69

69:                                               ; preds = %63
  %70 = getelementptr i8, i8* %38, i64 %55
  %71 = add i64 %50, %55
  %72 = getelementptr i8, i8* %51, i64 %71
  %73 = getelementptr i8, i8* %37, i64 %55
  %74 = icmp ult i8* %38, %72
  %75 = icmp ult i8* %52, %70
  %76 = and i1 %74, %75
  %77 = icmp ult i8* %38, %73
  %78 = icmp ult i8* %37, %70
  %79 = and i1 %77, %78
  %80 = or i1 %76, %79
  br i1 %80, label %161, label %81

81:                                               ; preds = %69
  %82 = and i64 %55, -32
  %83 = getelementptr i8, i8* %52, i64 %82
  %84 = getelementptr i8, i8* %37, i64 %82
  %85 = getelementptr i8, i8* %38, i64 %82
  %86 = trunc i64 %82 to i32
  %87 = add i64 %82, -32
  %88 = lshr exact i64 %87, 5
  %89 = add nuw nsw i64 %88, 1
  %90 = and i64 %89, 1
  %91 = icmp eq i64 %87, 0
  br i1 %91, label %137, label %92

92:                                               ; preds = %81
  %93 = and i64 %89, 1152921504606846974
  br label %94

94:                                               ; preds = %94, %92
  %95 = phi i64 [ 0, %92 ], [ %134, %94 ]
  %96 = phi i64 [ 0, %92 ], [ %135, %94 ]
  %97 = getelementptr i8, i8* %52, i64 %95
  %98 = getelementptr i8, i8* %37, i64 %95
  %99 = getelementptr i8, i8* %38, i64 %95
  %100 = bitcast i8* %97 to <16 x i8>*
  %101 = load <16 x i8>, <16 x i8>* %100, align 1, !tbaa !22, !alias.scope !185
  %102 = getelementptr i8, i8* %97, i64 16
  %103 = bitcast i8* %102 to <16 x i8>*
  %104 = load <16 x i8>, <16 x i8>* %103, align 1, !tbaa !22, !alias.scope !185
  %105 = bitcast i8* %98 to <16 x i8>*
  %106 = load <16 x i8>, <16 x i8>* %105, align 1, !tbaa !22, !alias.scope !188
  %107 = getelementptr i8, i8* %98, i64 16
  %108 = bitcast i8* %107 to <16 x i8>*
  %109 = load <16 x i8>, <16 x i8>* %108, align 1, !tbaa !22, !alias.scope !188
  %110 = xor <16 x i8> %106, %101
  %111 = xor <16 x i8> %109, %104
  %112 = bitcast i8* %99 to <16 x i8>*
  store <16 x i8> %110, <16 x i8>* %112, align 1, !tbaa !22, !alias.scope !190, !noalias !192
  %113 = getelementptr i8, i8* %99, i64 16
  %114 = bitcast i8* %113 to <16 x i8>*
  store <16 x i8> %111, <16 x i8>* %114, align 1, !tbaa !22, !alias.scope !190, !noalias !192
  %115 = or i64 %95, 32
  %116 = getelementptr i8, i8* %52, i64 %115
  %117 = getelementptr i8, i8* %37, i64 %115
  %118 = getelementptr i8, i8* %38, i64 %115
  %119 = bitcast i8* %116 to <16 x i8>*
  %120 = load <16 x i8>, <16 x i8>* %119, align 1, !tbaa !22, !alias.scope !185
  %121 = getelementptr i8, i8* %116, i64 16
  %122 = bitcast i8* %121 to <16 x i8>*
  %123 = load <16 x i8>, <16 x i8>* %122, align 1, !tbaa !22, !alias.scope !185
  %124 = bitcast i8* %117 to <16 x i8>*
  %125 = load <16 x i8>, <16 x i8>* %124, align 1, !tbaa !22, !alias.scope !188
  %126 = getelementptr i8, i8* %117, i64 16
  %127 = bitcast i8* %126 to <16 x i8>*
  %128 = load <16 x i8>, <16 x i8>* %127, align 1, !tbaa !22, !alias.scope !188
  %129 = xor <16 x i8> %125, %120
  %130 = xor <16 x i8> %128, %123
  %131 = bitcast i8* %118 to <16 x i8>*
  store <16 x i8> %129, <16 x i8>* %131, align 1, !tbaa !22, !alias.scope !190, !noalias !192
  %132 = getelementptr i8, i8* %118, i64 16
  %133 = bitcast i8* %132 to <16 x i8>*
  store <16 x i8> %130, <16 x i8>* %133, align 1, !tbaa !22, !alias.scope !190, !noalias !192
  %134 = add nuw i64 %95, 64
  %135 = add i64 %96, 2
  %136 = icmp eq i64 %135, %93
  br i1 %136, label %137, label %94, !llvm.loop !193

137:                                              ; preds = %94, %81
  %138 = phi i64 [ 0, %81 ], [ %134, %94 ]
  %139 = icmp eq i64 %90, 0
  br i1 %139, label %159, label %140

140:                                              ; preds = %137
  %141 = getelementptr i8, i8* %52, i64 %138
  %142 = getelementptr i8, i8* %37, i64 %138
  %143 = getelementptr i8, i8* %38, i64 %138
  %144 = bitcast i8* %141 to <16 x i8>*
  %145 = load <16 x i8>, <16 x i8>* %144, align 1, !tbaa !22, !alias.scope !185
  %146 = getelementptr i8, i8* %141, i64 16
  %147 = bitcast i8* %146 to <16 x i8>*
  %148 = load <16 x i8>, <16 x i8>* %147, align 1, !tbaa !22, !alias.scope !185
  %149 = bitcast i8* %142 to <16 x i8>*
  %150 = load <16 x i8>, <16 x i8>* %149, align 1, !tbaa !22, !alias.scope !188
  %151 = getelementptr i8, i8* %142, i64 16
  %152 = bitcast i8* %151 to <16 x i8>*
  %153 = load <16 x i8>, <16 x i8>* %152, align 1, !tbaa !22, !alias.scope !188
  %154 = xor <16 x i8> %150, %145
  %155 = xor <16 x i8> %153, %148
  %156 = bitcast i8* %143 to <16 x i8>*
  store <16 x i8> %154, <16 x i8>* %156, align 1, !tbaa !22, !alias.scope !190, !noalias !192
  %157 = getelementptr i8, i8* %143, i64 16
  %158 = bitcast i8* %157 to <16 x i8>*
  store <16 x i8> %155, <16 x i8>* %158, align 1, !tbaa !22, !alias.scope !190, !noalias !192
  br label %159

159:                                              ; preds = %140, %137
  %160 = icmp eq i64 %55, %82
  br i1 %160, label %180, label %161

161:                                              ; preds = %159, %69, %63, %61
  %162 = phi i8* [ %52, %69 ], [ %52, %63 ], [ %52, %61 ], [ %83, %159 ]
  %163 = phi i8* [ %37, %69 ], [ %37, %63 ], [ %37, %61 ], [ %84, %159 ]
  %164 = phi i8* [ %38, %69 ], [ %38, %63 ], [ %38, %61 ], [ %85, %159 ]
  %165 = phi i32 [ 0, %69 ], [ 0, %63 ], [ 0, %61 ], [ %86, %159 ]
  br label %166

166:                                              ; preds = %166, %161
  %167 = phi i8* [ %171, %166 ], [ %162, %161 ]
  %168 = phi i8* [ %173, %166 ], [ %163, %161 ]
  %169 = phi i8* [ %176, %166 ], [ %164, %161 ]
  %170 = phi i32 [ %177, %166 ], [ %165, %161 ]
  %171 = getelementptr inbounds i8, i8* %167, i64 1
  %172 = load i8, i8* %167, align 1, !tbaa !22
  %173 = getelementptr inbounds i8, i8* %168, i64 1
  %174 = load i8, i8* %168, align 1, !tbaa !22
  %175 = xor i8 %174, %172
  %176 = getelementptr inbounds i8, i8* %169, i64 1
  store i8 %175, i8* %169, align 1, !tbaa !22
  %177 = add i32 %170, 1
  %178 = zext i32 %177 to i64
  %179 = icmp ugt i64 %55, %178
  br i1 %179, label %166, label %180, !llvm.loop !194

180:                                              ; preds = %166, %159, %59
  %181 = phi i8* [ %38, %59 ], [ %85, %159 ], [ %176, %166 ]
  %182 = phi i8* [ %37, %59 ], [ %84, %159 ], [ %173, %166 ]
  br i1 %25, label %183, label %186

183:                                              ; preds = %180
  %184 = sub i64 0, %55
  %185 = getelementptr inbounds i8, i8* %181, i64 %184
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %57, i8* align 1 %185, i64 %55, i1 false)
  br label %186

186:                                              ; preds = %183, %180
  %187 = sub i64 %39, %55
  %188 = load i64, i64* %20, align 8, !tbaa !183
  %189 = add i64 %188, %55
  store i64 %189, i64* %20, align 8, !tbaa !183
  %190 = icmp eq i64 %187, 0
  br i1 %190, label %191, label %35, !llvm.loop !195

191:                                              ; preds = %186, %41, %28, %5
  %192 = phi i32 [ 1, %5 ], [ 0, %28 ], [ 0, %186 ], [ %46, %41 ]
  ret i32 %192
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #7

; Function Attrs: inlinehint nofree norecurse nosync nounwind uwtable
define hidden void @increment_be(i8* nocapture noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #15 {
  %4 = icmp ne i64 %1, 0
  %5 = icmp ne i32 %2, 0
  %6 = and i1 %4, %5
  br i1 %6, label %7, label %24

7:                                                ; preds = %3
  %8 = add i64 %1, -1
  %9 = getelementptr inbounds i8, i8* %0, i64 %8
  br label %10

10:                                               ; preds = %10, %7
  %11 = phi i64 [ %20, %10 ], [ 0, %7 ]
  %12 = phi i32 [ %19, %10 ], [ %2, %7 ]
  %13 = phi i8* [ %21, %10 ], [ %9, %7 ]
  %14 = load i8, i8* %13, align 1, !tbaa !22
  %15 = trunc i32 %12 to i8
  %16 = add i8 %14, %15
  store i8 %16, i8* %13, align 1, !tbaa !22
  %17 = zext i8 %16 to i32
  %18 = icmp ugt i32 %12, %17
  %19 = zext i1 %18 to i32
  %20 = add nuw i64 %11, 1
  %21 = getelementptr inbounds i8, i8* %13, i64 -1
  %22 = icmp ult i64 %20, %1
  %23 = select i1 %22, i1 %18, i1 false
  br i1 %23, label %10, label %24, !llvm.loop !196

24:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i32 @ECB_decrypt(%struct._BlockBase.38* noundef %0, i8* noundef %1, i8* noundef %2, i64 noundef %3) local_unnamed_addr #2 {
  %5 = icmp eq %struct._BlockBase.38* %0, null
  %6 = icmp eq i8* %1, null
  %7 = or i1 %5, %6
  %8 = icmp eq i8* %2, null
  %9 = or i1 %7, %8
  br i1 %9, label %14, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds %struct._BlockBase.38, %struct._BlockBase.38* %0, i64 0, i32 1
  %12 = load i32 (%struct._BlockBase.38*, i8*, i8*, i64)*, i32 (%struct._BlockBase.38*, i8*, i8*, i64)** %11, align 8, !tbaa !12
  %13 = tail call i32 %12(%struct._BlockBase.38* noundef nonnull %0, i8* noundef nonnull %1, i8* noundef nonnull %2, i64 noundef %3) #22
  br label %14

14:                                               ; preds = %10, %4
  %15 = phi i32 [ %13, %10 ], [ 1, %4 ]
  ret i32 %15
}

; Function Attrs: nounwind uwtable
define dso_local i32 @ECB_stop_operation(%struct._BlockBase.38* noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq %struct._BlockBase.38* %0, null
  br i1 %2, label %7, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct._BlockBase.38, %struct._BlockBase.38* %0, i64 0, i32 2
  %5 = load i32 (%struct._BlockBase.38*)*, i32 (%struct._BlockBase.38*)** %4, align 8, !tbaa !13
  %6 = tail call i32 %5(%struct._BlockBase.38* noundef nonnull %0) #22
  br label %7

7:                                                ; preds = %3, %1
  %8 = phi i32 [ 0, %3 ], [ 1, %1 ]
  ret i32 %8
}

; Function Attrs: nounwind uwtable
define dso_local i32 @OCB_transcrypt(%struct.OcbModeState* noundef %0, i8* noundef readonly %1, i8* noundef %2, i64 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = alloca <16 x i8>, align 16
  %7 = alloca [16 x i8], align 16
  %8 = icmp eq %struct.OcbModeState* %0, null
  %9 = icmp eq i8* %2, null
  %10 = or i1 %8, %9
  %11 = icmp eq i8* %1, null
  %12 = or i1 %11, %10
  br i1 %12, label %235, label %13

13:                                               ; preds = %5
  %14 = icmp eq i32 %4, 0
  %15 = icmp ult i32 %4, 2
  br i1 %15, label %17, label %16

16:                                               ; preds = %13
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.149, i64 0, i64 0), i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str.1.150, i64 0, i64 0), i32 noundef 150, i8* noundef getelementptr inbounds ([90 x i8], [90 x i8]* @__PRETTY_FUNCTION__.OCB_transcrypt, i64 0, i64 0)) #23
  unreachable

17:                                               ; preds = %13
  %18 = select i1 %14, i8* %1, i8* %2
  %19 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 0
  %20 = load %struct._BlockBase.39*, %struct._BlockBase.39** %19, align 8, !tbaa !197
  %21 = getelementptr inbounds %struct._BlockBase.39, %struct._BlockBase.39* %20, i64 0, i32 0
  %22 = getelementptr inbounds %struct._BlockBase.39, %struct._BlockBase.39* %20, i64 0, i32 1
  %23 = select i1 %14, i32 (%struct._BlockBase.39*, i8*, i8*, i64)** %21, i32 (%struct._BlockBase.39*, i8*, i8*, i64)** %22
  %24 = load i32 (%struct._BlockBase.39*, i8*, i8*, i64)*, i32 (%struct._BlockBase.39*, i8*, i8*, i64)** %23, align 8, !tbaa !5
  %25 = icmp ugt i64 %3, 15
  br i1 %25, label %26, label %192

26:                                               ; preds = %17
  %27 = getelementptr inbounds <16 x i8>, <16 x i8>* %6, i64 0, i64 0
  %28 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 7
  %29 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 0
  %30 = getelementptr %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 9, i64 0
  %31 = getelementptr %struct.OcbModeState, %struct.OcbModeState* %0, i64 1
  %32 = bitcast %struct.OcbModeState* %31 to i8*
  %33 = getelementptr %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 8, i64 0
  %34 = getelementptr %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 8, i64 0
  %35 = getelementptr %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 9, i64 0
  %36 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 8, i64 0
  %37 = bitcast i8* %36 to <16 x i8>*
  %38 = bitcast i8* %36 to <16 x i8>*
  %39 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 8, i64 0
  %40 = bitcast i8* %39 to <16 x i8>*
  %41 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 9, i64 0
  %42 = bitcast i8* %41 to <16 x i8>*
  %43 = bitcast i8* %41 to <16 x i8>*
  br label %44

44:                                               ; preds = %185, %26
  %45 = phi i64 [ 0, %26 ], [ %191, %185 ]
  %46 = phi i8* [ %18, %26 ], [ %187, %185 ]
  %47 = phi i8* [ %1, %26 ], [ %186, %185 ]
  %48 = phi i64 [ %3, %26 ], [ %189, %185 ]
  %49 = phi i8* [ %2, %26 ], [ %188, %185 ]
  %50 = shl i64 %45, 4
  %51 = add i64 %50, 16
  %52 = getelementptr i8, i8* %1, i64 %51
  %53 = shl i64 %45, 4
  %54 = add i64 %53, 16
  %55 = getelementptr i8, i8* %2, i64 %54
  %56 = getelementptr i8, i8* %18, i64 %54
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %27) #22
  %57 = load i64, i64* %28, align 8, !tbaa !199
  br label %58

58:                                               ; preds = %75, %44
  %59 = phi i32 [ 0, %44 ], [ %77, %75 ]
  %60 = phi i64 [ %57, %44 ], [ %76, %75 ]
  %61 = and i64 %60, 1
  %62 = icmp eq i64 %61, 0
  br i1 %62, label %63, label %87

63:                                               ; preds = %58
  %64 = and i64 %60, 2
  %65 = icmp eq i64 %64, 0
  br i1 %65, label %66, label %85

66:                                               ; preds = %63
  %67 = and i64 %60, 4
  %68 = icmp eq i64 %67, 0
  br i1 %68, label %69, label %83

69:                                               ; preds = %66
  %70 = and i64 %60, 8
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %72, label %81

72:                                               ; preds = %69
  %73 = and i64 %60, 16
  %74 = icmp eq i64 %73, 0
  br i1 %74, label %75, label %79

75:                                               ; preds = %72
  %76 = lshr i64 %60, 5
  %77 = add nuw nsw i32 %59, 5
  %78 = icmp eq i32 %77, 65
  br i1 %78, label %87, label %58, !llvm.loop !200

79:                                               ; preds = %72
  %80 = add nuw nsw i32 %59, 4
  br label %87

81:                                               ; preds = %69
  %82 = add nuw nsw i32 %59, 3
  br label %87

83:                                               ; preds = %66
  %84 = add nuw nsw i32 %59, 2
  br label %87

85:                                               ; preds = %63
  %86 = add nuw nsw i32 %59, 1
  br label %87

87:                                               ; preds = %85, %83, %81, %79, %75, %58
  %88 = phi i32 [ %80, %79 ], [ %82, %81 ], [ %84, %83 ], [ %86, %85 ], [ 64, %75 ], [ %59, %58 ]
  %89 = zext i32 %88 to i64
  %90 = icmp ult i8* %34, %52
  %91 = icmp ult i8* %47, %35
  %92 = and i1 %90, %91
  br i1 %92, label %102, label %93

93:                                               ; preds = %87
  %94 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 3, i64 %89, i64 0
  %95 = bitcast i8* %94 to <16 x i8>*
  %96 = load <16 x i8>, <16 x i8>* %95, align 1, !tbaa !22, !alias.scope !201
  %97 = load <16 x i8>, <16 x i8>* %37, align 1, !tbaa !22, !alias.scope !204, !noalias !206
  %98 = xor <16 x i8> %97, %96
  store <16 x i8> %98, <16 x i8>* %38, align 1, !tbaa !22, !alias.scope !204, !noalias !206
  %99 = bitcast i8* %47 to <16 x i8>*
  %100 = load <16 x i8>, <16 x i8>* %99, align 1, !tbaa !22, !alias.scope !206
  %101 = xor <16 x i8> %100, %98
  store <16 x i8> %101, <16 x i8>* %6, align 16, !tbaa !22
  br label %125

102:                                              ; preds = %102, %87
  %103 = phi i64 [ %123, %102 ], [ 0, %87 ]
  %104 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 3, i64 %89, i64 %103
  %105 = load i8, i8* %104, align 1, !tbaa !22
  %106 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 8, i64 %103
  %107 = load i8, i8* %106, align 1, !tbaa !22
  %108 = xor i8 %107, %105
  store i8 %108, i8* %106, align 1, !tbaa !22
  %109 = getelementptr inbounds i8, i8* %47, i64 %103
  %110 = load i8, i8* %109, align 1, !tbaa !22
  %111 = xor i8 %110, %108
  %112 = getelementptr inbounds <16 x i8>, <16 x i8>* %6, i64 0, i64 %103
  store i8 %111, i8* %112, align 2, !tbaa !22
  %113 = or i64 %103, 1
  %114 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 3, i64 %89, i64 %113
  %115 = load i8, i8* %114, align 1, !tbaa !22
  %116 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 8, i64 %113
  %117 = load i8, i8* %116, align 1, !tbaa !22
  %118 = xor i8 %117, %115
  store i8 %118, i8* %116, align 1, !tbaa !22
  %119 = getelementptr inbounds i8, i8* %47, i64 %113
  %120 = load i8, i8* %119, align 1, !tbaa !22
  %121 = xor i8 %120, %118
  %122 = getelementptr inbounds <16 x i8>, <16 x i8>* %6, i64 0, i64 %113
  store i8 %121, i8* %122, align 1, !tbaa !22
  %123 = add nuw nsw i64 %103, 2
  %124 = icmp eq i64 %123, 16
  br i1 %124, label %125, label %102, !llvm.loop !208

125:                                              ; preds = %102, %93
  %126 = add i64 %57, 1
  store i64 %126, i64* %28, align 8, !tbaa !199
  %127 = icmp eq i64 %126, 0
  br i1 %127, label %183, label %128

128:                                              ; preds = %125
  %129 = load %struct._BlockBase.39*, %struct._BlockBase.39** %29, align 8, !tbaa !197
  %130 = call i32 %24(%struct._BlockBase.39* noundef %129, i8* noundef nonnull %27, i8* noundef %49, i64 noundef 16) #22
  %131 = icmp eq i32 %130, 0
  br i1 %131, label %132, label %183

132:                                              ; preds = %128
  %133 = icmp ult i8* %49, %32
  %134 = icmp ult i8* %30, %55
  %135 = and i1 %133, %134
  %136 = icmp ult i8* %49, %30
  %137 = icmp ult i8* %33, %55
  %138 = and i1 %136, %137
  %139 = or i1 %135, %138
  %140 = icmp ult i8* %49, %56
  %141 = icmp ult i8* %46, %55
  %142 = and i1 %140, %141
  %143 = or i1 %139, %142
  %144 = icmp ult i8* %30, %56
  %145 = icmp ult i8* %46, %32
  %146 = and i1 %144, %145
  %147 = or i1 %143, %146
  br i1 %147, label %158, label %148

148:                                              ; preds = %132
  %149 = load <16 x i8>, <16 x i8>* %40, align 1, !tbaa !22, !alias.scope !209
  %150 = bitcast i8* %49 to <16 x i8>*
  %151 = load <16 x i8>, <16 x i8>* %150, align 1, !tbaa !22, !alias.scope !212, !noalias !214
  %152 = xor <16 x i8> %151, %149
  %153 = bitcast i8* %49 to <16 x i8>*
  store <16 x i8> %152, <16 x i8>* %153, align 1, !tbaa !22, !alias.scope !212, !noalias !214
  %154 = bitcast i8* %46 to <16 x i8>*
  %155 = load <16 x i8>, <16 x i8>* %154, align 1, !tbaa !22, !alias.scope !217
  %156 = load <16 x i8>, <16 x i8>* %42, align 1, !tbaa !22, !alias.scope !218, !noalias !219
  %157 = xor <16 x i8> %156, %155
  store <16 x i8> %157, <16 x i8>* %43, align 1, !tbaa !22, !alias.scope !218, !noalias !219
  br label %185

158:                                              ; preds = %158, %132
  %159 = phi i64 [ %181, %158 ], [ 0, %132 ]
  %160 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 8, i64 %159
  %161 = load i8, i8* %160, align 1, !tbaa !22
  %162 = getelementptr inbounds i8, i8* %49, i64 %159
  %163 = load i8, i8* %162, align 1, !tbaa !22
  %164 = xor i8 %163, %161
  store i8 %164, i8* %162, align 1, !tbaa !22
  %165 = getelementptr inbounds i8, i8* %46, i64 %159
  %166 = load i8, i8* %165, align 1, !tbaa !22
  %167 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 9, i64 %159
  %168 = load i8, i8* %167, align 1, !tbaa !22
  %169 = xor i8 %168, %166
  store i8 %169, i8* %167, align 1, !tbaa !22
  %170 = or i64 %159, 1
  %171 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 8, i64 %170
  %172 = load i8, i8* %171, align 1, !tbaa !22
  %173 = getelementptr inbounds i8, i8* %49, i64 %170
  %174 = load i8, i8* %173, align 1, !tbaa !22
  %175 = xor i8 %174, %172
  store i8 %175, i8* %173, align 1, !tbaa !22
  %176 = getelementptr inbounds i8, i8* %46, i64 %170
  %177 = load i8, i8* %176, align 1, !tbaa !22
  %178 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 9, i64 %170
  %179 = load i8, i8* %178, align 1, !tbaa !22
  %180 = xor i8 %179, %177
  store i8 %180, i8* %178, align 1, !tbaa !22
  %181 = add nuw nsw i64 %159, 2
  %182 = icmp eq i64 %181, 16
  br i1 %182, label %185, label %158, !llvm.loop !220

183:                                              ; preds = %128, %125
  %184 = phi i32 [ %130, %128 ], [ 10, %125 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %27) #22
  br label %235

185:                                              ; preds = %158, %148
  %186 = getelementptr inbounds i8, i8* %47, i64 16
  %187 = getelementptr inbounds i8, i8* %46, i64 16
  %188 = getelementptr inbounds i8, i8* %49, i64 16
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %27) #22
  %189 = add i64 %48, -16
  %190 = icmp ugt i64 %189, 15
  %191 = add i64 %45, 1
  br i1 %190, label %44, label %192, !llvm.loop !221

192:                                              ; preds = %185, %17
  %193 = phi i8* [ %2, %17 ], [ %188, %185 ]
  %194 = phi i64 [ %3, %17 ], [ %189, %185 ]
  %195 = phi i8* [ %1, %17 ], [ %186, %185 ]
  %196 = phi i8* [ %18, %17 ], [ %187, %185 ]
  %197 = icmp eq i64 %194, 0
  br i1 %197, label %235, label %198

198:                                              ; preds = %192
  %199 = getelementptr inbounds [16 x i8], [16 x i8]* %7, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %199) #22
  %200 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 1, i64 0
  %201 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 8, i64 0
  %202 = bitcast i8* %200 to <16 x i8>*
  %203 = load <16 x i8>, <16 x i8>* %202, align 1, !tbaa !22
  %204 = bitcast i8* %201 to <16 x i8>*
  %205 = load <16 x i8>, <16 x i8>* %204, align 1, !tbaa !22
  %206 = xor <16 x i8> %205, %203
  %207 = bitcast i8* %201 to <16 x i8>*
  store <16 x i8> %206, <16 x i8>* %207, align 1, !tbaa !22
  %208 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 0
  %209 = load %struct._BlockBase.39*, %struct._BlockBase.39** %208, align 8, !tbaa !197
  %210 = getelementptr inbounds %struct._BlockBase.39, %struct._BlockBase.39* %209, i64 0, i32 0
  %211 = load i32 (%struct._BlockBase.39*, i8*, i8*, i64)*, i32 (%struct._BlockBase.39*, i8*, i8*, i64)** %210, align 8, !tbaa !9
  %212 = call i32 %211(%struct._BlockBase.39* noundef %209, i8* noundef nonnull %201, i8* noundef nonnull %199, i64 noundef 16) #22
  %213 = icmp eq i32 %212, 0
  br i1 %213, label %215, label %214

214:                                              ; preds = %198
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %199) #22
  br label %235

215:                                              ; preds = %215, %198
  %216 = phi i64 [ %229, %215 ], [ 0, %198 ]
  %217 = getelementptr inbounds i8, i8* %195, i64 %216
  %218 = load i8, i8* %217, align 1, !tbaa !22
  %219 = getelementptr inbounds [16 x i8], [16 x i8]* %7, i64 0, i64 %216
  %220 = load i8, i8* %219, align 1, !tbaa !22
  %221 = xor i8 %220, %218
  %222 = getelementptr inbounds i8, i8* %193, i64 %216
  store i8 %221, i8* %222, align 1, !tbaa !22
  %223 = getelementptr inbounds i8, i8* %196, i64 %216
  %224 = load i8, i8* %223, align 1, !tbaa !22
  %225 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 9, i64 %216
  %226 = load i8, i8* %225, align 1, !tbaa !22
  %227 = xor i8 %226, %224
  store i8 %227, i8* %225, align 1, !tbaa !22
  %228 = add nuw nsw i64 %216, 1
  %229 = and i64 %228, 4294967295
  %230 = icmp ugt i64 %194, %229
  br i1 %230, label %215, label %231, !llvm.loop !222

231:                                              ; preds = %215
  %232 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 9, i64 %194
  %233 = load i8, i8* %232, align 1, !tbaa !22
  %234 = xor i8 %233, -128
  store i8 %234, i8* %232, align 1, !tbaa !22
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %199) #22
  br label %235

235:                                              ; preds = %231, %214, %192, %183, %5
  %236 = phi i32 [ 1, %5 ], [ %184, %183 ], [ %212, %214 ], [ 0, %231 ], [ 0, %192 ]
  ret i32 %236
}

; Function Attrs: nounwind uwtable
define dso_local i32 @OCB_digest(%struct.OcbModeState* noundef readonly %0, i8* noundef %1, i64 noundef %2) local_unnamed_addr #2 {
  %4 = alloca <16 x i8>, align 16
  %5 = getelementptr inbounds <16 x i8>, <16 x i8>* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %5) #22
  %6 = icmp eq %struct.OcbModeState* %0, null
  %7 = icmp eq i8* %1, null
  %8 = or i1 %6, %7
  br i1 %8, label %109, label %9

9:                                                ; preds = %3
  %10 = icmp eq i64 %2, 16
  br i1 %10, label %11, label %109

11:                                               ; preds = %9
  %12 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 9, i64 0
  %13 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 8, i64 0
  %14 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 2, i64 0
  %15 = bitcast i8* %12 to <16 x i8>*
  %16 = load <16 x i8>, <16 x i8>* %15, align 1, !tbaa !22
  %17 = bitcast i8* %13 to <16 x i8>*
  %18 = load <16 x i8>, <16 x i8>* %17, align 1, !tbaa !22
  %19 = xor <16 x i8> %18, %16
  %20 = bitcast i8* %14 to <16 x i8>*
  %21 = load <16 x i8>, <16 x i8>* %20, align 1, !tbaa !22
  %22 = xor <16 x i8> %19, %21
  store <16 x i8> %22, <16 x i8>* %4, align 16, !tbaa !22
  %23 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 0
  %24 = load %struct._BlockBase.39*, %struct._BlockBase.39** %23, align 8, !tbaa !197
  %25 = getelementptr inbounds %struct._BlockBase.39, %struct._BlockBase.39* %24, i64 0, i32 0
  %26 = load i32 (%struct._BlockBase.39*, i8*, i8*, i64)*, i32 (%struct._BlockBase.39*, i8*, i8*, i64)** %25, align 8, !tbaa !9
  %27 = call i32 %26(%struct._BlockBase.39* noundef %24, i8* noundef nonnull %5, i8* noundef nonnull %1, i64 noundef 16) #22
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %109

29:                                               ; preds = %11
  %30 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 6, i64 0
  %31 = load i8, i8* %30, align 1, !tbaa !22
  %32 = load i8, i8* %1, align 1, !tbaa !22
  %33 = xor i8 %32, %31
  store i8 %33, i8* %1, align 1, !tbaa !22
  %34 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 6, i64 1
  %35 = load i8, i8* %34, align 1, !tbaa !22
  %36 = getelementptr inbounds i8, i8* %1, i64 1
  %37 = load i8, i8* %36, align 1, !tbaa !22
  %38 = xor i8 %37, %35
  store i8 %38, i8* %36, align 1, !tbaa !22
  %39 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 6, i64 2
  %40 = load i8, i8* %39, align 1, !tbaa !22
  %41 = getelementptr inbounds i8, i8* %1, i64 2
  %42 = load i8, i8* %41, align 1, !tbaa !22
  %43 = xor i8 %42, %40
  store i8 %43, i8* %41, align 1, !tbaa !22
  %44 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 6, i64 3
  %45 = load i8, i8* %44, align 1, !tbaa !22
  %46 = getelementptr inbounds i8, i8* %1, i64 3
  %47 = load i8, i8* %46, align 1, !tbaa !22
  %48 = xor i8 %47, %45
  store i8 %48, i8* %46, align 1, !tbaa !22
  %49 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 6, i64 4
  %50 = load i8, i8* %49, align 1, !tbaa !22
  %51 = getelementptr inbounds i8, i8* %1, i64 4
  %52 = load i8, i8* %51, align 1, !tbaa !22
  %53 = xor i8 %52, %50
  store i8 %53, i8* %51, align 1, !tbaa !22
  %54 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 6, i64 5
  %55 = load i8, i8* %54, align 1, !tbaa !22
  %56 = getelementptr inbounds i8, i8* %1, i64 5
  %57 = load i8, i8* %56, align 1, !tbaa !22
  %58 = xor i8 %57, %55
  store i8 %58, i8* %56, align 1, !tbaa !22
  %59 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 6, i64 6
  %60 = load i8, i8* %59, align 1, !tbaa !22
  %61 = getelementptr inbounds i8, i8* %1, i64 6
  %62 = load i8, i8* %61, align 1, !tbaa !22
  %63 = xor i8 %62, %60
  store i8 %63, i8* %61, align 1, !tbaa !22
  %64 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 6, i64 7
  %65 = load i8, i8* %64, align 1, !tbaa !22
  %66 = getelementptr inbounds i8, i8* %1, i64 7
  %67 = load i8, i8* %66, align 1, !tbaa !22
  %68 = xor i8 %67, %65
  store i8 %68, i8* %66, align 1, !tbaa !22
  %69 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 6, i64 8
  %70 = load i8, i8* %69, align 1, !tbaa !22
  %71 = getelementptr inbounds i8, i8* %1, i64 8
  %72 = load i8, i8* %71, align 1, !tbaa !22
  %73 = xor i8 %72, %70
  store i8 %73, i8* %71, align 1, !tbaa !22
  %74 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 6, i64 9
  %75 = load i8, i8* %74, align 1, !tbaa !22
  %76 = getelementptr inbounds i8, i8* %1, i64 9
  %77 = load i8, i8* %76, align 1, !tbaa !22
  %78 = xor i8 %77, %75
  store i8 %78, i8* %76, align 1, !tbaa !22
  %79 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 6, i64 10
  %80 = load i8, i8* %79, align 1, !tbaa !22
  %81 = getelementptr inbounds i8, i8* %1, i64 10
  %82 = load i8, i8* %81, align 1, !tbaa !22
  %83 = xor i8 %82, %80
  store i8 %83, i8* %81, align 1, !tbaa !22
  %84 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 6, i64 11
  %85 = load i8, i8* %84, align 1, !tbaa !22
  %86 = getelementptr inbounds i8, i8* %1, i64 11
  %87 = load i8, i8* %86, align 1, !tbaa !22
  %88 = xor i8 %87, %85
  store i8 %88, i8* %86, align 1, !tbaa !22
  %89 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 6, i64 12
  %90 = load i8, i8* %89, align 1, !tbaa !22
  %91 = getelementptr inbounds i8, i8* %1, i64 12
  %92 = load i8, i8* %91, align 1, !tbaa !22
  %93 = xor i8 %92, %90
  store i8 %93, i8* %91, align 1, !tbaa !22
  %94 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 6, i64 13
  %95 = load i8, i8* %94, align 1, !tbaa !22
  %96 = getelementptr inbounds i8, i8* %1, i64 13
  %97 = load i8, i8* %96, align 1, !tbaa !22
  %98 = xor i8 %97, %95
  store i8 %98, i8* %96, align 1, !tbaa !22
  %99 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 6, i64 14
  %100 = load i8, i8* %99, align 1, !tbaa !22
  %101 = getelementptr inbounds i8, i8* %1, i64 14
  %102 = load i8, i8* %101, align 1, !tbaa !22
  %103 = xor i8 %102, %100
  store i8 %103, i8* %101, align 1, !tbaa !22
  %104 = getelementptr inbounds %struct.OcbModeState, %struct.OcbModeState* %0, i64 0, i32 6, i64 15
  %105 = load i8, i8* %104, align 1, !tbaa !22
  %106 = getelementptr inbounds i8, i8* %1, i64 15
  %107 = load i8, i8* %106, align 1, !tbaa !22
  %108 = xor i8 %107, %105
  store i8 %108, i8* %106, align 1, !tbaa !22
  br label %109

109:                                              ; preds = %29, %11, %9, %3
  %110 = phi i32 [ 1, %3 ], [ 13, %9 ], [ %27, %11 ], [ 0, %29 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5) #22
  ret i32 %110
}

; Function Attrs: nounwind uwtable
define dso_local i32 @OFB_encrypt(%struct.OfbModeState* noundef %0, i8* noundef readonly %1, i8* noundef writeonly %2, i64 noundef %3) local_unnamed_addr #2 {
  %5 = alloca [16 x i8], align 16
  %6 = getelementptr inbounds [16 x i8], [16 x i8]* %5, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %6) #22
  %7 = icmp eq %struct.OfbModeState* %0, null
  %8 = icmp eq i8* %1, null
  %9 = or i1 %7, %8
  %10 = icmp eq i8* %2, null
  %11 = or i1 %9, %10
  br i1 %11, label %109, label %12

12:                                               ; preds = %4
  %13 = getelementptr inbounds %struct.OfbModeState, %struct.OfbModeState* %0, i64 0, i32 0
  %14 = load %struct._BlockBase.40*, %struct._BlockBase.40** %13, align 8, !tbaa !223
  %15 = getelementptr inbounds %struct._BlockBase.40, %struct._BlockBase.40* %14, i64 0, i32 3
  %16 = load i64, i64* %15, align 8, !tbaa !14
  %17 = icmp ugt i64 %16, 16
  br i1 %17, label %109, label %18

18:                                               ; preds = %12
  %19 = getelementptr inbounds %struct.OfbModeState, %struct.OfbModeState* %0, i64 0, i32 2, i64 0
  %20 = icmp eq i64 %3, 0
  br i1 %20, label %109, label %21

21:                                               ; preds = %18
  %22 = getelementptr inbounds %struct.OfbModeState, %struct.OfbModeState* %0, i64 0, i32 1
  %23 = load i64, i64* %22, align 8, !tbaa !225
  br label %24

24:                                               ; preds = %102, %21
  %25 = phi i64 [ %23, %21 ], [ %107, %102 ]
  %26 = phi i8* [ %1, %21 ], [ %105, %102 ]
  %27 = phi i8* [ %2, %21 ], [ %104, %102 ]
  %28 = phi i64 [ %3, %21 ], [ %106, %102 ]
  %29 = icmp eq i64 %25, %16
  br i1 %29, label %30, label %37

30:                                               ; preds = %24
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 16 %6, i8* nonnull align 8 %19, i64 %16, i1 false)
  %31 = load %struct._BlockBase.40*, %struct._BlockBase.40** %13, align 8, !tbaa !223
  %32 = getelementptr inbounds %struct._BlockBase.40, %struct._BlockBase.40* %31, i64 0, i32 0
  %33 = load i32 (%struct._BlockBase.40*, i8*, i8*, i64)*, i32 (%struct._BlockBase.40*, i8*, i8*, i64)** %32, align 8, !tbaa !9
  %34 = call i32 %33(%struct._BlockBase.40* noundef %31, i8* noundef nonnull %6, i8* noundef nonnull %19, i64 noundef %16) #22
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %109

36:                                               ; preds = %30
  store i64 0, i64* %22, align 8, !tbaa !225
  br label %37

37:                                               ; preds = %36, %24
  %38 = phi i64 [ 0, %36 ], [ %25, %24 ]
  %39 = sub i64 %16, %38
  %40 = icmp ult i64 %28, %39
  %41 = select i1 %40, i64 %28, i64 %39
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %102, label %43

43:                                               ; preds = %37
  %44 = getelementptr inbounds i8, i8* %26, i64 1
  %45 = load i8, i8* %26, align 1, !tbaa !22
  %46 = getelementptr inbounds %struct.OfbModeState, %struct.OfbModeState* %0, i64 0, i32 2, i64 %38
  %47 = load i8, i8* %46, align 1, !tbaa !22
  %48 = xor i8 %47, %45
  %49 = getelementptr inbounds i8, i8* %27, i64 1
  store i8 %48, i8* %27, align 1, !tbaa !22
  %50 = icmp eq i64 %41, 1
  br i1 %50, label %98, label %51, !llvm.loop !226

51:                                               ; preds = %43
  %52 = add i64 %41, -1
  %53 = and i64 %52, 1
  %54 = icmp eq i64 %41, 2
  br i1 %54, label %82, label %55

55:                                               ; preds = %51
  %56 = and i64 %52, -2
  br label %57

57:                                               ; preds = %57, %55
  %58 = phi i64 [ 1, %55 ], [ %79, %57 ]
  %59 = phi i8* [ %49, %55 ], [ %78, %57 ]
  %60 = phi i8* [ %44, %55 ], [ %72, %57 ]
  %61 = phi i64 [ 0, %55 ], [ %80, %57 ]
  %62 = load i64, i64* %22, align 8, !tbaa !225
  %63 = getelementptr inbounds i8, i8* %60, i64 1
  %64 = load i8, i8* %60, align 1, !tbaa !22
  %65 = add i64 %62, %58
  %66 = getelementptr inbounds %struct.OfbModeState, %struct.OfbModeState* %0, i64 0, i32 2, i64 %65
  %67 = load i8, i8* %66, align 1, !tbaa !22
  %68 = xor i8 %67, %64
  %69 = getelementptr inbounds i8, i8* %59, i64 1
  store i8 %68, i8* %59, align 1, !tbaa !22
  %70 = add nuw i64 %58, 1
  %71 = load i64, i64* %22, align 8, !tbaa !225
  %72 = getelementptr inbounds i8, i8* %60, i64 2
  %73 = load i8, i8* %63, align 1, !tbaa !22
  %74 = add i64 %71, %70
  %75 = getelementptr inbounds %struct.OfbModeState, %struct.OfbModeState* %0, i64 0, i32 2, i64 %74
  %76 = load i8, i8* %75, align 1, !tbaa !22
  %77 = xor i8 %76, %73
  %78 = getelementptr inbounds i8, i8* %59, i64 2
  store i8 %77, i8* %69, align 1, !tbaa !22
  %79 = add nuw i64 %58, 2
  %80 = add i64 %61, 2
  %81 = icmp eq i64 %80, %56
  br i1 %81, label %82, label %57, !llvm.loop !226

82:                                               ; preds = %57, %51
  %83 = phi i8* [ undef, %51 ], [ %72, %57 ]
  %84 = phi i8* [ undef, %51 ], [ %78, %57 ]
  %85 = phi i64 [ 1, %51 ], [ %79, %57 ]
  %86 = phi i8* [ %49, %51 ], [ %78, %57 ]
  %87 = phi i8* [ %44, %51 ], [ %72, %57 ]
  %88 = icmp eq i64 %53, 0
  br i1 %88, label %98, label %89

89:                                               ; preds = %82
  %90 = load i64, i64* %22, align 8, !tbaa !225
  %91 = getelementptr inbounds i8, i8* %87, i64 1
  %92 = load i8, i8* %87, align 1, !tbaa !22
  %93 = add i64 %90, %85
  %94 = getelementptr inbounds %struct.OfbModeState, %struct.OfbModeState* %0, i64 0, i32 2, i64 %93
  %95 = load i8, i8* %94, align 1, !tbaa !22
  %96 = xor i8 %95, %92
  %97 = getelementptr inbounds i8, i8* %86, i64 1
  store i8 %96, i8* %86, align 1, !tbaa !22
  br label %98

98:                                               ; preds = %89, %82, %43
  %99 = phi i8* [ %44, %43 ], [ %83, %82 ], [ %91, %89 ]
  %100 = phi i8* [ %49, %43 ], [ %84, %82 ], [ %97, %89 ]
  %101 = load i64, i64* %22, align 8, !tbaa !225
  br label %102

102:                                              ; preds = %98, %37
  %103 = phi i64 [ %38, %37 ], [ %101, %98 ]
  %104 = phi i8* [ %27, %37 ], [ %100, %98 ]
  %105 = phi i8* [ %26, %37 ], [ %99, %98 ]
  %106 = sub i64 %28, %41
  %107 = add i64 %103, %41
  store i64 %107, i64* %22, align 8, !tbaa !225
  %108 = icmp eq i64 %106, 0
  br i1 %108, label %109, label %24, !llvm.loop !227

109:                                              ; preds = %102, %30, %18, %12, %4
  %110 = phi i32 [ 1, %4 ], [ 12, %12 ], [ 0, %18 ], [ 0, %102 ], [ %34, %30 ]
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %6) #22
  ret i32 %110
}

attributes #0 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly nofree nosync nounwind willreturn }
attributes #7 = { argmemonly nofree nounwind willreturn }
attributes #8 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { argmemonly nofree nounwind willreturn writeonly }
attributes #10 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #14 = { inlinehint nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { inlinehint nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nofree nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { argmemonly nofree nounwind readonly willreturn }
attributes #21 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #22 = { nounwind }
attributes #23 = { noreturn nounwind }

!llvm.ident = !{!0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0, !0}
!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_BlockBase", !6, i64 0, !6, i64 8, !6, i64 16, !11, i64 24}
!11 = !{!"long", !7, i64 0}
!12 = !{!10, !6, i64 8}
!13 = !{!10, !6, i64 16}
!14 = !{!10, !11, i64 24}
!15 = !{!16, !17, i64 480}
!16 = !{!"block_state", !7, i64 0, !7, i64 240, !17, i64 480}
!17 = !{!"int", !7, i64 0}
!18 = !{!17, !17, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
!22 = !{!7, !7, i64 0}
!23 = distinct !{!23, !20}
!24 = distinct !{!24, !20}
!25 = distinct !{!25, !20}
!26 = distinct !{!26, !20}
!27 = distinct !{!27, !20}
!28 = distinct !{!28, !20}
!29 = distinct !{!29, !20}
!30 = distinct !{!30, !20}
!31 = distinct !{!31, !20}
!32 = distinct !{!32, !20}
!33 = distinct !{!33, !20, !34}
!34 = !{!"llvm.loop.isvectorized", i32 1}
!35 = distinct !{!35, !20, !34}
!36 = distinct !{!36, !20}
!37 = !{i64 0, i64 16, !22, i64 16, i64 48, !22, i64 64, i64 4, !18, i64 68, i64 16, !22}
!38 = !{!39, !17, i64 64}
!39 = !{!"", !7, i64 0, !7, i64 16, !17, i64 64, !7, i64 68}
!40 = distinct !{!40, !20}
!41 = distinct !{!41, !20}
!42 = distinct !{!42, !20}
!43 = distinct !{!43, !20}
!44 = !{i64 0, i64 20, !22, i64 20, i64 64, !22, i64 84, i64 4, !18, i64 88, i64 8, !45}
!45 = !{!11, !11, i64 0}
!46 = !{!47, !17, i64 84}
!47 = !{!"t_hash_state", !7, i64 0, !7, i64 20, !17, i64 84, !11, i64 88}
!48 = !{!47, !11, i64 88}
!49 = distinct !{!49, !20}
!50 = !{!51, !17, i64 96}
!51 = !{!"t_hash_state", !7, i64 0, !7, i64 32, !17, i64 96, !7, i64 100, !11, i64 112}
!52 = !{!51, !11, i64 112}
!53 = !{i64 0, i64 32, !22, i64 32, i64 64, !22, i64 96, i64 4, !18, i64 100, i64 8, !22, i64 112, i64 8, !45}
!54 = !{i64 0, i64 64, !22, i64 64, i64 128, !22, i64 192, i64 4, !18, i64 200, i64 16, !22, i64 216, i64 8, !45}
!55 = !{!56, !11, i64 216}
!56 = !{!"t_hash_state", !7, i64 0, !7, i64 64, !17, i64 192, !7, i64 200, !11, i64 216}
!57 = !{!56, !17, i64 192}
!58 = distinct !{!58, !20}
!59 = distinct !{!59, !20}
!60 = !{!61, !7, i64 128}
!61 = !{!"", !7, i64 0, !7, i64 64, !7, i64 128}
!62 = !{i64 0, i64 64, !22, i64 64, i64 8, !45, i64 72, i64 8, !45, i64 80, i64 4, !18, i64 84, i64 128, !22}
!63 = !{!64, !11, i64 64}
!64 = !{!"", !7, i64 0, !11, i64 64, !11, i64 72, !17, i64 80, !7, i64 84}
!65 = !{!64, !11, i64 72}
!66 = distinct !{!66, !20}
!67 = !{!64, !17, i64 80}
!68 = !{i64 0, i64 32, !22, i64 32, i64 4, !18, i64 36, i64 4, !18, i64 40, i64 4, !18, i64 44, i64 64, !22}
!69 = !{!70, !17, i64 40}
!70 = !{!"", !7, i64 0, !17, i64 32, !17, i64 36, !17, i64 40, !7, i64 44}
!71 = distinct !{!71, !20}
!72 = distinct !{!72, !20}
!73 = distinct !{!73, !20}
!74 = distinct !{!74, !20}
!75 = distinct !{!75, !20}
!76 = distinct !{!76, !20}
!77 = distinct !{!77, !20}
!78 = distinct !{!78, !20}
!79 = distinct !{!79, !20}
!80 = distinct !{!80, !20}
!81 = !{!82, !11, i64 64}
!82 = !{!"", !7, i64 0, !11, i64 64, !17, i64 72, !7, i64 76}
!83 = !{!82, !17, i64 72}
!84 = distinct !{!84, !20}
!85 = !{!86, !6, i64 0}
!86 = !{!"Curve448Point", !6, i64 0, !6, i64 8, !6, i64 16, !6, i64 24}
!87 = !{!88, !6, i64 0}
!88 = !{!"_Curve448Context", !6, i64 0, !6, i64 8}
!89 = !{!86, !6, i64 24}
!90 = !{!86, !6, i64 16}
!91 = !{!88, !6, i64 8}
!92 = !{!86, !6, i64 8}
!93 = !{!94, !6, i64 0}
!94 = !{!"_WorkplaceCurve448", !6, i64 0, !6, i64 8, !6, i64 16}
!95 = !{!94, !6, i64 8}
!96 = !{!94, !6, i64 16}
!97 = distinct !{!97, !20}
!98 = !{!99, !6, i64 0}
!99 = !{!"_EcContext", !6, i64 0, !6, i64 8, !6, i64 16, !6, i64 24}
!100 = !{!99, !6, i64 16}
!101 = !{!102, !7, i64 0}
!102 = !{!"mont_context", !7, i64 0, !17, i64 4, !17, i64 8, !17, i64 12, !6, i64 16, !6, i64 24, !6, i64 32, !11, i64 40, !6, i64 48, !6, i64 56}
!103 = !{!99, !6, i64 24}
!104 = !{!99, !6, i64 8}
!105 = distinct !{!105, !20, !34}
!106 = distinct !{!106, !20, !107, !34}
!107 = !{!"llvm.loop.unroll.runtime.disable"}
!108 = distinct !{!108, !20}
!109 = distinct !{!109, !20}
!110 = !{!111, !6, i64 8}
!111 = !{!"_EcPoint", !6, i64 0, !6, i64 8, !6, i64 16, !6, i64 24}
!112 = !{!111, !6, i64 16}
!113 = !{!111, !6, i64 24}
!114 = !{!115, !6, i64 0}
!115 = !{!"", !6, i64 0, !6, i64 8, !6, i64 16, !6, i64 24, !6, i64 32, !6, i64 40, !6, i64 48, !6, i64 56, !6, i64 64, !6, i64 72, !6, i64 80, !6, i64 88}
!116 = !{!115, !6, i64 8}
!117 = !{!115, !6, i64 16}
!118 = !{!115, !6, i64 24}
!119 = !{!115, !6, i64 32}
!120 = !{!115, !6, i64 40}
!121 = !{!115, !6, i64 48}
!122 = !{!115, !6, i64 88}
!123 = !{!102, !17, i64 8}
!124 = !{!111, !6, i64 0}
!125 = !{!115, !6, i64 56}
!126 = !{!115, !6, i64 64}
!127 = !{!115, !6, i64 72}
!128 = !{!115, !6, i64 80}
!129 = distinct !{!129, !20}
!130 = !{!131, !17, i64 4}
!131 = !{!"BitWindow_RL", !17, i64 0, !17, i64 4, !17, i64 8, !17, i64 12, !6, i64 16}
!132 = distinct !{!132, !20}
!133 = !{!134, !6, i64 0}
!134 = !{!"_EcContext", !6, i64 0, !6, i64 8}
!135 = !{!136, !6, i64 0}
!136 = !{!"_PointEd448", !6, i64 0, !6, i64 8, !6, i64 16, !6, i64 24, !6, i64 32}
!137 = !{!136, !6, i64 32}
!138 = !{!136, !6, i64 8}
!139 = !{!140, !6, i64 48}
!140 = !{!"_WorkplaceEd448", !6, i64 0, !6, i64 8, !6, i64 16, !6, i64 24, !6, i64 32, !6, i64 40, !6, i64 48}
!141 = !{!140, !6, i64 0}
!142 = !{!136, !6, i64 24}
!143 = !{!140, !6, i64 8}
!144 = !{!136, !6, i64 16}
!145 = !{!140, !6, i64 16}
!146 = !{!134, !6, i64 8}
!147 = !{!102, !17, i64 12}
!148 = !{!140, !6, i64 24}
!149 = !{!140, !6, i64 32}
!150 = !{!140, !6, i64 40}
!151 = !{!152, !17, i64 4128}
!152 = !{!"", !7, i64 0, !17, i64 4128}
!153 = distinct !{!153, !20}
!154 = !{!155, !17, i64 404}
!155 = !{!"", !7, i64 0, !7, i64 200, !17, i64 400, !17, i64 404, !17, i64 408, !7, i64 412, !7, i64 413}
!156 = !{!155, !17, i64 408}
!157 = !{!155, !7, i64 413}
!158 = !{i64 0, i64 200, !22, i64 200, i64 200, !22, i64 400, i64 4, !18, i64 404, i64 4, !18, i64 408, i64 4, !18, i64 412, i64 1, !22, i64 413, i64 1, !22}
!159 = !{!131, !17, i64 0}
!160 = !{!131, !17, i64 8}
!161 = !{!131, !17, i64 12}
!162 = !{!131, !6, i64 16}
!163 = !{!164, !17, i64 16}
!164 = !{!"_ProtMemory", !6, i64 0, !6, i64 8, !17, i64 16, !17, i64 20}
!165 = !{!164, !17, i64 20}
!166 = !{!164, !6, i64 8}
!167 = !{!168, !168, i64 0}
!168 = !{!"short", !7, i64 0}
!169 = !{!164, !6, i64 0}
!170 = distinct !{!170, !20}
!171 = distinct !{!171, !20}
!172 = distinct !{!172, !20}
!173 = distinct !{!173, !20}
!174 = !{!175, !6, i64 0}
!175 = !{!"", !6, i64 0, !7, i64 8}
!176 = distinct !{!176, !20, !34, !107}
!177 = distinct !{!177, !20, !107, !34}
!178 = distinct !{!178, !20}
!179 = !{!180, !6, i64 0}
!180 = !{!"", !6, i64 0, !11, i64 8, !11, i64 16, !6, i64 24, !6, i64 32}
!181 = !{!180, !11, i64 8}
!182 = !{!180, !6, i64 32}
!183 = !{!180, !11, i64 16}
!184 = !{!180, !6, i64 24}
!185 = !{!186}
!186 = distinct !{!186, !187}
!187 = distinct !{!187, !"LVerDomain"}
!188 = !{!189}
!189 = distinct !{!189, !187}
!190 = !{!191}
!191 = distinct !{!191, !187}
!192 = !{!186, !189}
!193 = distinct !{!193, !20, !34}
!194 = distinct !{!194, !20, !34}
!195 = distinct !{!195, !20}
!196 = distinct !{!196, !20}
!197 = !{!198, !6, i64 0}
!198 = !{!"", !6, i64 0, !7, i64 8, !7, i64 24, !7, i64 40, !11, i64 1080, !7, i64 1088, !7, i64 1104, !11, i64 1120, !7, i64 1128, !7, i64 1144}
!199 = !{!198, !11, i64 1120}
!200 = distinct !{!200, !20}
!201 = !{!202}
!202 = distinct !{!202, !203}
!203 = distinct !{!203, !"LVerDomain"}
!204 = !{!205}
!205 = distinct !{!205, !203}
!206 = !{!207}
!207 = distinct !{!207, !203}
!208 = distinct !{!208, !20, !34}
!209 = !{!210}
!210 = distinct !{!210, !211}
!211 = distinct !{!211, !"LVerDomain"}
!212 = !{!213}
!213 = distinct !{!213, !211}
!214 = !{!215, !210, !216}
!215 = distinct !{!215, !211}
!216 = distinct !{!216, !211}
!217 = !{!216}
!218 = !{!215}
!219 = !{!210, !216}
!220 = distinct !{!220, !20, !34}
!221 = distinct !{!221, !20}
!222 = distinct !{!222, !20}
!223 = !{!224, !6, i64 0}
!224 = !{!"", !6, i64 0, !11, i64 8, !7, i64 16}
!225 = !{!224, !11, i64 8}
!226 = distinct !{!226, !20}
!227 = distinct !{!227, !20}
