; ModuleID = '/tmp/tmpqgxc_g9h/lz4.ll'
source_filename = "llvm-link"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.LZ4F_cctx_s = type { %struct.LZ4F_CustomMem, %struct.LZ4F_preferences_t, i32, i32, %struct.LZ4F_CDict_s*, i64, i64, i8*, i8*, i64, i64, %struct.XXH32_state_s, i8*, i16, i16, i32 }
%struct.LZ4F_CustomMem = type { i8* (i8*, i64)*, i8* (i8*, i64)*, void (i8*, i8*)*, i8* }
%struct.LZ4F_preferences_t = type { %struct.LZ4F_frameInfo_t, i32, i32, i32, [3 x i32] }
%struct.LZ4F_frameInfo_t = type { i32, i32, i32, i32, i64, i32, i32 }
%struct.LZ4F_CDict_s = type { %struct.LZ4F_CustomMem, i8*, %union.LZ4_stream_u*, %union.LZ4_streamHC_u* }
%union.LZ4_stream_u = type { %struct.LZ4_stream_t_internal }
%struct.LZ4_stream_t_internal = type { [4096 x i32], i8*, %struct.LZ4_stream_t_internal*, i32, i32, i32 }
%union.LZ4_streamHC_u = type { %struct.LZ4HC_CCtx_internal, [8 x i8] }
%struct.LZ4HC_CCtx_internal = type { [32768 x i32], [65536 x i16], i8*, i8*, i8*, i32, i32, i32, i16, i8, i8, %struct.LZ4HC_CCtx_internal* }
%struct.XXH32_state_s = type { i32, i32, i32, i32, i32, i32, [4 x i32], i32, i32 }
%struct.LZ4F_compressOptions_t = type { i32, [3 x i32] }
%struct.LZ4F_dctx_s = type { %struct.LZ4F_CustomMem, %struct.LZ4F_frameInfo_t, i32, i32, i64, i64, i64, i8*, i64, i64, i8*, i8*, i64, i8*, i64, i64, %struct.XXH32_state_s, %struct.XXH32_state_s, i32, [19 x i8] }
%struct.LZ4F_decompressOptions_t = type { i32, i32, i32, i32 }

@inc32table = external hidden unnamed_addr constant [8 x i32], align 4
@dec64table = external hidden unnamed_addr constant [8 x i32], align 4
@LZ4F_getBlockSize.blockSizes = external hidden unnamed_addr constant [4 x i64], align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
declare dso_local signext i32 @LZ4_compressBound(i32 noundef signext) local_unnamed_addr #0

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nosync nounwind
define dso_local signext i32 @LZ4_decompress_safe_forceExtDict(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %3, i8* noundef readonly %4, i64 noundef %5) local_unnamed_addr #6 {
  %7 = icmp eq i8* %0, null
  %8 = icmp slt i32 %3, 0
  %9 = or i1 %7, %8
  br i1 %9, label %298, label %10

10:                                               ; preds = %6
  %11 = sext i32 %2 to i64
  %12 = getelementptr inbounds i8, i8* %0, i64 %11
  %13 = zext i32 %3 to i64
  %14 = getelementptr inbounds i8, i8* %1, i64 %13
  %15 = icmp eq i8* %4, null
  %16 = getelementptr inbounds i8, i8* %4, i64 %5
  %17 = select i1 %15, i8* null, i8* %16
  %18 = icmp ult i64 %5, 65536
  %19 = getelementptr inbounds i8, i8* %12, i64 -14
  %20 = getelementptr inbounds i8, i8* %19, i64 -2
  %21 = getelementptr inbounds i8, i8* %14, i64 -14
  %22 = getelementptr inbounds i8, i8* %21, i64 -18
  %23 = icmp eq i32 %3, 0
  br i1 %23, label %24, label %32, !prof !6

24:                                               ; preds = %10
  %25 = icmp eq i32 %2, 1
  br i1 %25, label %26, label %29

26:                                               ; preds = %24
  %27 = load i8, i8* %0, align 1, !tbaa !7
  %28 = icmp ne i8 %27, 0
  br label %29

29:                                               ; preds = %26, %24
  %30 = phi i1 [ true, %24 ], [ %28, %26 ]
  %31 = sext i1 %30 to i32
  br label %298

32:                                               ; preds = %10
  %33 = icmp eq i32 %2, 0
  br i1 %33, label %298, label %34, !prof !6

34:                                               ; preds = %32
  %35 = getelementptr inbounds i8, i8* %12, i64 -15
  %36 = getelementptr inbounds i8, i8* %14, i64 -12
  %37 = getelementptr inbounds i8, i8* %12, i64 -8
  %38 = getelementptr inbounds i8, i8* %12, i64 -5
  %39 = getelementptr inbounds i8, i8* %14, i64 -7
  %40 = getelementptr inbounds i8, i8* %14, i64 -5
  %41 = ptrtoint i8* %39 to i64
  %42 = ptrtoint i8* %1 to i64
  br label %43

43:                                               ; preds = %277, %34
  %44 = phi i8* [ %0, %34 ], [ %278, %277 ]
  %45 = phi i8* [ %1, %34 ], [ %279, %277 ]
  %46 = getelementptr inbounds i8, i8* %44, i64 1
  %47 = load i8, i8* %44, align 1, !tbaa !7
  %48 = zext i8 %47 to i32
  %49 = lshr i32 %48, 4
  %50 = zext i32 %49 to i64
  %51 = icmp eq i32 %49, 15
  br i1 %51, label %88, label %52

52:                                               ; preds = %43
  %53 = icmp ult i8* %46, %20
  %54 = icmp ule i8* %45, %22
  %55 = and i1 %53, %54
  br i1 %55, label %56, label %111, !prof !10

56:                                               ; preds = %52
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %45, i8* noundef nonnull align 1 dereferenceable(16) %46, i64 16, i1 false) #13
  %57 = getelementptr inbounds i8, i8* %45, i64 %50
  %58 = getelementptr inbounds i8, i8* %46, i64 %50
  %59 = and i32 %48, 15
  %60 = zext i32 %59 to i64
  %61 = bitcast i8* %58 to i16*
  %62 = load i16, i16* %61, align 1, !tbaa !7
  %63 = zext i16 %62 to i64
  %64 = getelementptr inbounds i8, i8* %58, i64 2
  %65 = sub nsw i64 0, %63
  %66 = getelementptr inbounds i8, i8* %57, i64 %65
  %67 = icmp eq i32 %59, 15
  %68 = icmp ult i16 %62, 8
  %69 = select i1 %67, i1 true, i1 %68
  %70 = icmp ult i8* %66, %1
  %71 = select i1 %69, i1 true, i1 %70
  br i1 %71, label %146, label %72

72:                                               ; preds = %56
  %73 = bitcast i8* %66 to i64*
  %74 = bitcast i8* %57 to i64*
  %75 = load i64, i64* %73, align 1
  store i64 %75, i64* %74, align 1
  %76 = getelementptr inbounds i8, i8* %57, i64 8
  %77 = getelementptr inbounds i8, i8* %66, i64 8
  %78 = bitcast i8* %77 to i64*
  %79 = bitcast i8* %76 to i64*
  %80 = load i64, i64* %78, align 1
  store i64 %80, i64* %79, align 1
  %81 = getelementptr inbounds i8, i8* %57, i64 16
  %82 = getelementptr inbounds i8, i8* %66, i64 16
  %83 = bitcast i8* %82 to i16*
  %84 = bitcast i8* %81 to i16*
  %85 = load i16, i16* %83, align 1
  store i16 %85, i16* %84, align 1
  %86 = add nuw nsw i64 %60, 4
  %87 = getelementptr inbounds i8, i8* %57, i64 %86
  br label %277

88:                                               ; preds = %43
  %89 = icmp ult i8* %46, %35
  br i1 %89, label %90, label %291, !prof !11

90:                                               ; preds = %98, %88
  %91 = phi i8* [ %95, %98 ], [ %46, %88 ]
  %92 = phi i64 [ %96, %98 ], [ 0, %88 ]
  %93 = load i8, i8* %91, align 1, !tbaa !7
  %94 = zext i8 %93 to i64
  %95 = getelementptr inbounds i8, i8* %91, i64 1
  %96 = add i64 %92, %94
  %97 = icmp ugt i8* %95, %35
  br i1 %97, label %291, label %98, !prof !6

98:                                               ; preds = %90
  %99 = icmp eq i8 %93, -1
  br i1 %99, label %90, label %100, !llvm.loop !12

100:                                              ; preds = %98
  %101 = icmp eq i64 %96, -1
  br i1 %101, label %291, label %102

102:                                              ; preds = %100
  %103 = add i64 %96, 15
  %104 = ptrtoint i8* %45 to i64
  %105 = xor i64 %104, -1
  %106 = icmp ugt i64 %103, %105
  %107 = ptrtoint i8* %95 to i64
  %108 = xor i64 %107, -1
  %109 = icmp ugt i64 %103, %108
  %110 = select i1 %106, i1 true, i1 %109
  br i1 %110, label %291, label %111, !prof !14

111:                                              ; preds = %102, %52
  %112 = phi i8* [ %46, %52 ], [ %95, %102 ]
  %113 = phi i64 [ %50, %52 ], [ %103, %102 ]
  %114 = getelementptr inbounds i8, i8* %45, i64 %113
  %115 = icmp ugt i8* %114, %36
  br i1 %115, label %119, label %116

116:                                              ; preds = %111
  %117 = getelementptr inbounds i8, i8* %112, i64 %113
  %118 = icmp ugt i8* %117, %37
  br i1 %118, label %119, label %128

119:                                              ; preds = %116, %111
  %120 = getelementptr inbounds i8, i8* %112, i64 %113
  %121 = icmp ne i8* %120, %12
  %122 = icmp ugt i8* %114, %14
  %123 = select i1 %121, i1 true, i1 %122
  br i1 %123, label %291, label %124

124:                                              ; preds = %119
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %45, i8* nonnull align 1 %112, i64 %113, i1 false) #13
  %125 = ptrtoint i8* %114 to i64
  %126 = sub i64 %125, %42
  %127 = trunc i64 %126 to i32
  br label %298

128:                                              ; preds = %128, %116
  %129 = phi i8* [ %135, %128 ], [ %112, %116 ]
  %130 = phi i8* [ %134, %128 ], [ %45, %116 ]
  %131 = bitcast i8* %129 to i64*
  %132 = bitcast i8* %130 to i64*
  %133 = load i64, i64* %131, align 1
  store i64 %133, i64* %132, align 1
  %134 = getelementptr inbounds i8, i8* %130, i64 8
  %135 = getelementptr inbounds i8, i8* %129, i64 8
  %136 = icmp ult i8* %134, %114
  br i1 %136, label %128, label %137, !llvm.loop !15

137:                                              ; preds = %128
  %138 = bitcast i8* %117 to i16*
  %139 = load i16, i16* %138, align 1, !tbaa !7
  %140 = zext i16 %139 to i64
  %141 = getelementptr inbounds i8, i8* %117, i64 2
  %142 = sub nsw i64 0, %140
  %143 = getelementptr inbounds i8, i8* %114, i64 %142
  %144 = and i32 %48, 15
  %145 = zext i32 %144 to i64
  br label %146

146:                                              ; preds = %137, %56
  %147 = phi i8* [ %141, %137 ], [ %64, %56 ]
  %148 = phi i64 [ %145, %137 ], [ %60, %56 ]
  %149 = phi i64 [ %140, %137 ], [ %63, %56 ]
  %150 = phi i8* [ %143, %137 ], [ %66, %56 ]
  %151 = phi i8* [ %114, %137 ], [ %57, %56 ]
  %152 = icmp eq i64 %148, 15
  br i1 %152, label %153, label %171

153:                                              ; preds = %161, %146
  %154 = phi i8* [ %158, %161 ], [ %147, %146 ]
  %155 = phi i64 [ %159, %161 ], [ 0, %146 ]
  %156 = load i8, i8* %154, align 1, !tbaa !7
  %157 = zext i8 %156 to i64
  %158 = getelementptr inbounds i8, i8* %154, i64 1
  %159 = add i64 %155, %157
  %160 = icmp ugt i8* %154, %38
  br i1 %160, label %291, label %161, !prof !6

161:                                              ; preds = %153
  %162 = icmp eq i8 %156, -1
  br i1 %162, label %153, label %163, !llvm.loop !12

163:                                              ; preds = %161
  %164 = icmp eq i64 %159, -1
  %165 = add i64 %159, 15
  %166 = ptrtoint i8* %151 to i64
  %167 = xor i64 %166, -1
  %168 = icmp ugt i64 %165, %167
  %169 = select i1 %164, i1 true, i1 %168
  %170 = select i1 %164, i64 15, i64 %165
  br i1 %169, label %291, label %171

171:                                              ; preds = %163, %146
  %172 = phi i8* [ %158, %163 ], [ %147, %146 ]
  %173 = phi i64 [ %170, %163 ], [ %148, %146 ]
  %174 = add i64 %173, 4
  %175 = getelementptr inbounds i8, i8* %150, i64 %5
  %176 = icmp ult i8* %175, %1
  %177 = select i1 %18, i1 %176, i1 false
  br i1 %177, label %291, label %178, !prof !16

178:                                              ; preds = %171
  %179 = icmp ult i8* %150, %1
  %180 = getelementptr inbounds i8, i8* %151, i64 %174
  br i1 %179, label %181, label %208

181:                                              ; preds = %178
  %182 = icmp ugt i8* %180, %40
  br i1 %182, label %291, label %183, !prof !6

183:                                              ; preds = %181
  %184 = ptrtoint i8* %150 to i64
  %185 = sub i64 %42, %184
  %186 = icmp ugt i64 %174, %185
  br i1 %186, label %190, label %187

187:                                              ; preds = %183
  %188 = sub i64 0, %185
  %189 = getelementptr inbounds i8, i8* %17, i64 %188
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %151, i8* align 1 %189, i64 %174, i1 false) #13
  br label %277

190:                                              ; preds = %183
  %191 = sub i64 %174, %185
  %192 = sub i64 0, %185
  %193 = getelementptr inbounds i8, i8* %17, i64 %192
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %151, i8* align 1 %193, i64 %185, i1 false) #13
  %194 = getelementptr i8, i8* %151, i64 %185
  %195 = ptrtoint i8* %194 to i64
  %196 = sub i64 %195, %42
  %197 = icmp ugt i64 %191, %196
  br i1 %197, label %198, label %207

198:                                              ; preds = %190
  %199 = icmp sgt i64 %174, %185
  br i1 %199, label %200, label %277

200:                                              ; preds = %200, %198
  %201 = phi i8* [ %205, %200 ], [ %194, %198 ]
  %202 = phi i8* [ %203, %200 ], [ %1, %198 ]
  %203 = getelementptr inbounds i8, i8* %202, i64 1
  %204 = load i8, i8* %202, align 1, !tbaa !7
  %205 = getelementptr inbounds i8, i8* %201, i64 1
  store i8 %204, i8* %201, align 1, !tbaa !7
  %206 = icmp ult i8* %205, %180
  br i1 %206, label %200, label %277, !llvm.loop !17

207:                                              ; preds = %190
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %194, i8* nonnull align 1 %1, i64 %191, i1 false) #13
  br label %277

208:                                              ; preds = %178
  %209 = icmp ugt i8* %180, %36
  %210 = icmp ult i64 %149, 8
  br i1 %210, label %211, label %236, !prof !6

211:                                              ; preds = %208
  %212 = bitcast i8* %151 to i32*
  store i32 0, i32* %212, align 1, !tbaa !7
  %213 = load i8, i8* %150, align 1, !tbaa !7
  store i8 %213, i8* %151, align 1, !tbaa !7
  %214 = getelementptr inbounds i8, i8* %150, i64 1
  %215 = load i8, i8* %214, align 1, !tbaa !7
  %216 = getelementptr inbounds i8, i8* %151, i64 1
  store i8 %215, i8* %216, align 1, !tbaa !7
  %217 = getelementptr inbounds i8, i8* %150, i64 2
  %218 = load i8, i8* %217, align 1, !tbaa !7
  %219 = getelementptr inbounds i8, i8* %151, i64 2
  store i8 %218, i8* %219, align 1, !tbaa !7
  %220 = getelementptr inbounds i8, i8* %150, i64 3
  %221 = load i8, i8* %220, align 1, !tbaa !7
  %222 = getelementptr inbounds i8, i8* %151, i64 3
  store i8 %221, i8* %222, align 1, !tbaa !7
  %223 = getelementptr inbounds [8 x i32], [8 x i32]* @inc32table, i64 0, i64 %149
  %224 = load i32, i32* %223, align 4, !tbaa !18
  %225 = zext i32 %224 to i64
  %226 = getelementptr inbounds i8, i8* %150, i64 %225
  %227 = getelementptr inbounds i8, i8* %151, i64 4
  %228 = bitcast i8* %226 to i32*
  %229 = bitcast i8* %227 to i32*
  %230 = load i32, i32* %228, align 1
  store i32 %230, i32* %229, align 1
  %231 = getelementptr inbounds [8 x i32], [8 x i32]* @dec64table, i64 0, i64 %149
  %232 = load i32, i32* %231, align 4, !tbaa !18
  %233 = sext i32 %232 to i64
  %234 = sub nsw i64 0, %233
  %235 = getelementptr inbounds i8, i8* %226, i64 %234
  br label %241

236:                                              ; preds = %208
  %237 = bitcast i8* %150 to i64*
  %238 = bitcast i8* %151 to i64*
  %239 = load i64, i64* %237, align 1
  store i64 %239, i64* %238, align 1
  %240 = getelementptr inbounds i8, i8* %150, i64 8
  br label %241

241:                                              ; preds = %236, %211
  %242 = phi i8* [ %235, %211 ], [ %240, %236 ]
  %243 = getelementptr i8, i8* %151, i64 8
  br i1 %209, label %244, label %272, !prof !6

244:                                              ; preds = %241
  %245 = icmp ugt i8* %180, %40
  br i1 %245, label %291, label %246

246:                                              ; preds = %244
  %247 = icmp ult i8* %243, %39
  br i1 %247, label %248, label %261

248:                                              ; preds = %248, %246
  %249 = phi i8* [ %255, %248 ], [ %242, %246 ]
  %250 = phi i8* [ %254, %248 ], [ %243, %246 ]
  %251 = bitcast i8* %249 to i64*
  %252 = bitcast i8* %250 to i64*
  %253 = load i64, i64* %251, align 1
  store i64 %253, i64* %252, align 1
  %254 = getelementptr inbounds i8, i8* %250, i64 8
  %255 = getelementptr inbounds i8, i8* %249, i64 8
  %256 = icmp ult i8* %254, %39
  br i1 %256, label %248, label %257, !llvm.loop !15

257:                                              ; preds = %248
  %258 = ptrtoint i8* %243 to i64
  %259 = sub i64 %41, %258
  %260 = getelementptr inbounds i8, i8* %242, i64 %259
  br label %261

261:                                              ; preds = %257, %246
  %262 = phi i8* [ %260, %257 ], [ %242, %246 ]
  %263 = phi i8* [ %39, %257 ], [ %243, %246 ]
  %264 = icmp ult i8* %263, %180
  br i1 %264, label %265, label %277

265:                                              ; preds = %265, %261
  %266 = phi i8* [ %270, %265 ], [ %263, %261 ]
  %267 = phi i8* [ %268, %265 ], [ %262, %261 ]
  %268 = getelementptr inbounds i8, i8* %267, i64 1
  %269 = load i8, i8* %267, align 1, !tbaa !7
  %270 = getelementptr inbounds i8, i8* %266, i64 1
  store i8 %269, i8* %266, align 1, !tbaa !7
  %271 = icmp ult i8* %270, %180
  br i1 %271, label %265, label %277, !llvm.loop !20

272:                                              ; preds = %241
  %273 = bitcast i8* %242 to i64*
  %274 = bitcast i8* %243 to i64*
  %275 = load i64, i64* %273, align 1
  store i64 %275, i64* %274, align 1
  %276 = icmp ugt i64 %174, 16
  br i1 %276, label %280, label %277

277:                                              ; preds = %282, %272, %265, %261, %207, %200, %198, %187, %72
  %278 = phi i8* [ %64, %72 ], [ %172, %198 ], [ %172, %207 ], [ %172, %187 ], [ %172, %261 ], [ %172, %272 ], [ %172, %200 ], [ %172, %265 ], [ %172, %282 ]
  %279 = phi i8* [ %87, %72 ], [ %194, %198 ], [ %180, %207 ], [ %180, %187 ], [ %180, %261 ], [ %180, %272 ], [ %205, %200 ], [ %180, %265 ], [ %180, %282 ]
  br label %43

280:                                              ; preds = %272
  %281 = getelementptr i8, i8* %151, i64 16
  br label %282

282:                                              ; preds = %282, %280
  %283 = phi i8* [ %242, %280 ], [ %285, %282 ]
  %284 = phi i8* [ %281, %280 ], [ %289, %282 ]
  %285 = getelementptr inbounds i8, i8* %283, i64 8
  %286 = bitcast i8* %285 to i64*
  %287 = bitcast i8* %284 to i64*
  %288 = load i64, i64* %286, align 1
  store i64 %288, i64* %287, align 1
  %289 = getelementptr inbounds i8, i8* %284, i64 8
  %290 = icmp ult i8* %289, %180
  br i1 %290, label %282, label %277, !llvm.loop !15

291:                                              ; preds = %244, %181, %171, %163, %153, %119, %102, %100, %90, %88
  %292 = phi i8* [ %112, %119 ], [ %158, %153 ], [ %95, %90 ], [ %172, %181 ], [ %158, %163 ], [ %172, %171 ], [ %172, %244 ], [ %95, %102 ], [ %95, %100 ], [ %46, %88 ]
  %293 = ptrtoint i8* %292 to i64
  %294 = ptrtoint i8* %0 to i64
  %295 = sub i64 %294, %293
  %296 = trunc i64 %295 to i32
  %297 = add nsw i32 %296, -1
  br label %298

298:                                              ; preds = %291, %124, %32, %29, %6
  %299 = phi i32 [ -1, %6 ], [ %31, %29 ], [ %297, %291 ], [ %127, %124 ], [ -1, %32 ]
  ret i32 %299
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind
define hidden fastcc signext i32 @LZ4_decompress_safe_withSmallPrefix(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %3, i64 noundef %4) unnamed_addr #6 {
  %6 = sub i64 0, %4
  %7 = getelementptr inbounds i8, i8* %1, i64 %6
  %8 = icmp eq i8* %0, null
  %9 = icmp slt i32 %3, 0
  %10 = or i1 %8, %9
  br i1 %10, label %264, label %11

11:                                               ; preds = %5
  %12 = sext i32 %2 to i64
  %13 = getelementptr inbounds i8, i8* %0, i64 %12
  %14 = zext i32 %3 to i64
  %15 = getelementptr inbounds i8, i8* %1, i64 %14
  %16 = getelementptr inbounds i8, i8* %13, i64 -14
  %17 = getelementptr inbounds i8, i8* %16, i64 -2
  %18 = getelementptr inbounds i8, i8* %15, i64 -14
  %19 = getelementptr inbounds i8, i8* %18, i64 -18
  %20 = icmp eq i32 %3, 0
  br i1 %20, label %21, label %29, !prof !6

21:                                               ; preds = %11
  %22 = icmp eq i32 %2, 1
  br i1 %22, label %23, label %26

23:                                               ; preds = %21
  %24 = load i8, i8* %0, align 1, !tbaa !7
  %25 = icmp ne i8 %24, 0
  br label %26

26:                                               ; preds = %23, %21
  %27 = phi i1 [ true, %21 ], [ %25, %23 ]
  %28 = sext i1 %27 to i32
  br label %264

29:                                               ; preds = %11
  %30 = icmp eq i32 %2, 0
  br i1 %30, label %264, label %31, !prof !6

31:                                               ; preds = %29
  %32 = getelementptr inbounds i8, i8* %13, i64 -15
  %33 = getelementptr inbounds i8, i8* %15, i64 -12
  %34 = getelementptr inbounds i8, i8* %13, i64 -8
  %35 = getelementptr inbounds i8, i8* %13, i64 -5
  %36 = getelementptr inbounds i8, i8* %15, i64 -7
  %37 = getelementptr inbounds i8, i8* %15, i64 -5
  %38 = ptrtoint i8* %36 to i64
  br label %39

39:                                               ; preds = %243, %31
  %40 = phi i8* [ %0, %31 ], [ %244, %243 ]
  %41 = phi i8* [ %1, %31 ], [ %245, %243 ]
  %42 = getelementptr inbounds i8, i8* %40, i64 1
  %43 = load i8, i8* %40, align 1, !tbaa !7
  %44 = zext i8 %43 to i32
  %45 = lshr i32 %44, 4
  %46 = zext i32 %45 to i64
  %47 = icmp eq i32 %45, 15
  br i1 %47, label %84, label %48

48:                                               ; preds = %39
  %49 = icmp ult i8* %42, %17
  %50 = icmp ule i8* %41, %19
  %51 = and i1 %49, %50
  br i1 %51, label %52, label %107, !prof !10

52:                                               ; preds = %48
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(16) %41, i8* noundef nonnull align 1 dereferenceable(16) %42, i64 16, i1 false) #13
  %53 = getelementptr inbounds i8, i8* %41, i64 %46
  %54 = getelementptr inbounds i8, i8* %42, i64 %46
  %55 = and i32 %44, 15
  %56 = zext i32 %55 to i64
  %57 = bitcast i8* %54 to i16*
  %58 = load i16, i16* %57, align 1, !tbaa !7
  %59 = zext i16 %58 to i64
  %60 = getelementptr inbounds i8, i8* %54, i64 2
  %61 = sub nsw i64 0, %59
  %62 = getelementptr inbounds i8, i8* %53, i64 %61
  %63 = icmp eq i32 %55, 15
  %64 = icmp ult i16 %58, 8
  %65 = select i1 %63, i1 true, i1 %64
  %66 = icmp ult i8* %62, %7
  %67 = select i1 %65, i1 true, i1 %66
  br i1 %67, label %143, label %68

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
  br label %243

84:                                               ; preds = %39
  %85 = icmp ult i8* %42, %32
  br i1 %85, label %86, label %257, !prof !11

86:                                               ; preds = %94, %84
  %87 = phi i8* [ %91, %94 ], [ %42, %84 ]
  %88 = phi i64 [ %92, %94 ], [ 0, %84 ]
  %89 = load i8, i8* %87, align 1, !tbaa !7
  %90 = zext i8 %89 to i64
  %91 = getelementptr inbounds i8, i8* %87, i64 1
  %92 = add i64 %88, %90
  %93 = icmp ugt i8* %91, %32
  br i1 %93, label %257, label %94, !prof !6

94:                                               ; preds = %86
  %95 = icmp eq i8 %89, -1
  br i1 %95, label %86, label %96, !llvm.loop !12

96:                                               ; preds = %94
  %97 = icmp eq i64 %92, -1
  br i1 %97, label %257, label %98

98:                                               ; preds = %96
  %99 = add i64 %92, 15
  %100 = ptrtoint i8* %41 to i64
  %101 = xor i64 %100, -1
  %102 = icmp ugt i64 %99, %101
  %103 = ptrtoint i8* %91 to i64
  %104 = xor i64 %103, -1
  %105 = icmp ugt i64 %99, %104
  %106 = select i1 %102, i1 true, i1 %105
  br i1 %106, label %257, label %107, !prof !14

107:                                              ; preds = %98, %48
  %108 = phi i8* [ %42, %48 ], [ %91, %98 ]
  %109 = phi i64 [ %46, %48 ], [ %99, %98 ]
  %110 = getelementptr inbounds i8, i8* %41, i64 %109
  %111 = icmp ugt i8* %110, %33
  br i1 %111, label %115, label %112

112:                                              ; preds = %107
  %113 = getelementptr inbounds i8, i8* %108, i64 %109
  %114 = icmp ugt i8* %113, %34
  br i1 %114, label %115, label %125

115:                                              ; preds = %112, %107
  %116 = getelementptr inbounds i8, i8* %108, i64 %109
  %117 = icmp ne i8* %116, %13
  %118 = icmp ugt i8* %110, %15
  %119 = select i1 %117, i1 true, i1 %118
  br i1 %119, label %257, label %120

120:                                              ; preds = %115
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %41, i8* nonnull align 1 %108, i64 %109, i1 false) #13
  %121 = ptrtoint i8* %110 to i64
  %122 = ptrtoint i8* %1 to i64
  %123 = sub i64 %121, %122
  %124 = trunc i64 %123 to i32
  br label %264

125:                                              ; preds = %125, %112
  %126 = phi i8* [ %132, %125 ], [ %108, %112 ]
  %127 = phi i8* [ %131, %125 ], [ %41, %112 ]
  %128 = bitcast i8* %126 to i64*
  %129 = bitcast i8* %127 to i64*
  %130 = load i64, i64* %128, align 1
  store i64 %130, i64* %129, align 1
  %131 = getelementptr inbounds i8, i8* %127, i64 8
  %132 = getelementptr inbounds i8, i8* %126, i64 8
  %133 = icmp ult i8* %131, %110
  br i1 %133, label %125, label %134, !llvm.loop !15

134:                                              ; preds = %125
  %135 = bitcast i8* %113 to i16*
  %136 = load i16, i16* %135, align 1, !tbaa !7
  %137 = zext i16 %136 to i64
  %138 = getelementptr inbounds i8, i8* %113, i64 2
  %139 = sub nsw i64 0, %137
  %140 = getelementptr inbounds i8, i8* %110, i64 %139
  %141 = and i32 %44, 15
  %142 = zext i32 %141 to i64
  br label %143

143:                                              ; preds = %134, %52
  %144 = phi i8* [ %138, %134 ], [ %60, %52 ]
  %145 = phi i64 [ %142, %134 ], [ %56, %52 ]
  %146 = phi i64 [ %137, %134 ], [ %59, %52 ]
  %147 = phi i8* [ %140, %134 ], [ %62, %52 ]
  %148 = phi i8* [ %110, %134 ], [ %53, %52 ]
  %149 = icmp eq i64 %145, 15
  br i1 %149, label %150, label %168

150:                                              ; preds = %158, %143
  %151 = phi i8* [ %155, %158 ], [ %144, %143 ]
  %152 = phi i64 [ %156, %158 ], [ 0, %143 ]
  %153 = load i8, i8* %151, align 1, !tbaa !7
  %154 = zext i8 %153 to i64
  %155 = getelementptr inbounds i8, i8* %151, i64 1
  %156 = add i64 %152, %154
  %157 = icmp ugt i8* %151, %35
  br i1 %157, label %257, label %158, !prof !6

158:                                              ; preds = %150
  %159 = icmp eq i8 %153, -1
  br i1 %159, label %150, label %160, !llvm.loop !12

160:                                              ; preds = %158
  %161 = icmp eq i64 %156, -1
  %162 = add i64 %156, 15
  %163 = ptrtoint i8* %148 to i64
  %164 = xor i64 %163, -1
  %165 = icmp ugt i64 %162, %164
  %166 = select i1 %161, i1 true, i1 %165
  %167 = select i1 %161, i64 15, i64 %162
  br i1 %166, label %257, label %168

168:                                              ; preds = %160, %143
  %169 = phi i8* [ %155, %160 ], [ %144, %143 ]
  %170 = phi i64 [ %167, %160 ], [ %145, %143 ]
  %171 = add i64 %170, 4
  %172 = icmp ult i8* %147, %7
  br i1 %172, label %257, label %173, !prof !16

173:                                              ; preds = %168
  %174 = getelementptr inbounds i8, i8* %148, i64 %171
  %175 = icmp ugt i8* %174, %33
  %176 = icmp ult i64 %146, 8
  br i1 %176, label %177, label %202, !prof !6

177:                                              ; preds = %173
  %178 = bitcast i8* %148 to i32*
  store i32 0, i32* %178, align 1, !tbaa !7
  %179 = load i8, i8* %147, align 1, !tbaa !7
  store i8 %179, i8* %148, align 1, !tbaa !7
  %180 = getelementptr inbounds i8, i8* %147, i64 1
  %181 = load i8, i8* %180, align 1, !tbaa !7
  %182 = getelementptr inbounds i8, i8* %148, i64 1
  store i8 %181, i8* %182, align 1, !tbaa !7
  %183 = getelementptr inbounds i8, i8* %147, i64 2
  %184 = load i8, i8* %183, align 1, !tbaa !7
  %185 = getelementptr inbounds i8, i8* %148, i64 2
  store i8 %184, i8* %185, align 1, !tbaa !7
  %186 = getelementptr inbounds i8, i8* %147, i64 3
  %187 = load i8, i8* %186, align 1, !tbaa !7
  %188 = getelementptr inbounds i8, i8* %148, i64 3
  store i8 %187, i8* %188, align 1, !tbaa !7
  %189 = getelementptr inbounds [8 x i32], [8 x i32]* @inc32table, i64 0, i64 %146
  %190 = load i32, i32* %189, align 4, !tbaa !18
  %191 = zext i32 %190 to i64
  %192 = getelementptr inbounds i8, i8* %147, i64 %191
  %193 = getelementptr inbounds i8, i8* %148, i64 4
  %194 = bitcast i8* %192 to i32*
  %195 = bitcast i8* %193 to i32*
  %196 = load i32, i32* %194, align 1
  store i32 %196, i32* %195, align 1
  %197 = getelementptr inbounds [8 x i32], [8 x i32]* @dec64table, i64 0, i64 %146
  %198 = load i32, i32* %197, align 4, !tbaa !18
  %199 = sext i32 %198 to i64
  %200 = sub nsw i64 0, %199
  %201 = getelementptr inbounds i8, i8* %192, i64 %200
  br label %207

202:                                              ; preds = %173
  %203 = bitcast i8* %147 to i64*
  %204 = bitcast i8* %148 to i64*
  %205 = load i64, i64* %203, align 1
  store i64 %205, i64* %204, align 1
  %206 = getelementptr inbounds i8, i8* %147, i64 8
  br label %207

207:                                              ; preds = %202, %177
  %208 = phi i8* [ %201, %177 ], [ %206, %202 ]
  %209 = getelementptr i8, i8* %148, i64 8
  br i1 %175, label %210, label %238, !prof !6

210:                                              ; preds = %207
  %211 = icmp ugt i8* %174, %37
  br i1 %211, label %257, label %212

212:                                              ; preds = %210
  %213 = icmp ult i8* %209, %36
  br i1 %213, label %214, label %227

214:                                              ; preds = %214, %212
  %215 = phi i8* [ %221, %214 ], [ %208, %212 ]
  %216 = phi i8* [ %220, %214 ], [ %209, %212 ]
  %217 = bitcast i8* %215 to i64*
  %218 = bitcast i8* %216 to i64*
  %219 = load i64, i64* %217, align 1
  store i64 %219, i64* %218, align 1
  %220 = getelementptr inbounds i8, i8* %216, i64 8
  %221 = getelementptr inbounds i8, i8* %215, i64 8
  %222 = icmp ult i8* %220, %36
  br i1 %222, label %214, label %223, !llvm.loop !15

223:                                              ; preds = %214
  %224 = ptrtoint i8* %209 to i64
  %225 = sub i64 %38, %224
  %226 = getelementptr inbounds i8, i8* %208, i64 %225
  br label %227

227:                                              ; preds = %223, %212
  %228 = phi i8* [ %226, %223 ], [ %208, %212 ]
  %229 = phi i8* [ %36, %223 ], [ %209, %212 ]
  %230 = icmp ult i8* %229, %174
  br i1 %230, label %231, label %243

231:                                              ; preds = %231, %227
  %232 = phi i8* [ %236, %231 ], [ %229, %227 ]
  %233 = phi i8* [ %234, %231 ], [ %228, %227 ]
  %234 = getelementptr inbounds i8, i8* %233, i64 1
  %235 = load i8, i8* %233, align 1, !tbaa !7
  %236 = getelementptr inbounds i8, i8* %232, i64 1
  store i8 %235, i8* %232, align 1, !tbaa !7
  %237 = icmp ult i8* %236, %174
  br i1 %237, label %231, label %243, !llvm.loop !20

238:                                              ; preds = %207
  %239 = bitcast i8* %208 to i64*
  %240 = bitcast i8* %209 to i64*
  %241 = load i64, i64* %239, align 1
  store i64 %241, i64* %240, align 1
  %242 = icmp ugt i64 %171, 16
  br i1 %242, label %246, label %243

243:                                              ; preds = %248, %238, %231, %227, %68
  %244 = phi i8* [ %60, %68 ], [ %169, %227 ], [ %169, %238 ], [ %169, %231 ], [ %169, %248 ]
  %245 = phi i8* [ %83, %68 ], [ %174, %227 ], [ %174, %238 ], [ %174, %231 ], [ %174, %248 ]
  br label %39

246:                                              ; preds = %238
  %247 = getelementptr i8, i8* %148, i64 16
  br label %248

248:                                              ; preds = %248, %246
  %249 = phi i8* [ %208, %246 ], [ %251, %248 ]
  %250 = phi i8* [ %247, %246 ], [ %255, %248 ]
  %251 = getelementptr inbounds i8, i8* %249, i64 8
  %252 = bitcast i8* %251 to i64*
  %253 = bitcast i8* %250 to i64*
  %254 = load i64, i64* %252, align 1
  store i64 %254, i64* %253, align 1
  %255 = getelementptr inbounds i8, i8* %250, i64 8
  %256 = icmp ult i8* %255, %174
  br i1 %256, label %248, label %243, !llvm.loop !15

257:                                              ; preds = %210, %168, %160, %150, %115, %98, %96, %86, %84
  %258 = phi i8* [ %108, %115 ], [ %155, %150 ], [ %91, %86 ], [ %155, %160 ], [ %169, %168 ], [ %169, %210 ], [ %91, %98 ], [ %91, %96 ], [ %42, %84 ]
  %259 = ptrtoint i8* %258 to i64
  %260 = ptrtoint i8* %0 to i64
  %261 = sub i64 %260, %259
  %262 = trunc i64 %261 to i32
  %263 = add nsw i32 %262, -1
  br label %264

264:                                              ; preds = %257, %120, %29, %26, %5
  %265 = phi i32 [ -1, %5 ], [ %28, %26 ], [ %263, %257 ], [ %124, %120 ], [ -1, %29 ]
  ret i32 %265
}

; Function Attrs: nofree nosync nounwind
define hidden fastcc signext i32 @LZ4_decompress_fast_extDict(i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i8* noundef %3, i64 noundef %4) unnamed_addr #6 {
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds i8, i8* %1, i64 %6
  %8 = ptrtoint i8* %7 to i64
  %9 = ptrtoint i8* %1 to i64
  %10 = getelementptr inbounds i8, i8* %3, i64 %4
  %11 = ptrtoint i8* %10 to i64
  br label %12

12:                                               ; preds = %101, %5
  %13 = phi i8* [ %0, %5 ], [ %64, %101 ]
  %14 = phi i8* [ %1, %5 ], [ %102, %101 ]
  %15 = getelementptr inbounds i8, i8* %13, i64 1
  %16 = load i8, i8* %13, align 1, !tbaa !7
  %17 = zext i8 %16 to i32
  %18 = lshr i32 %17, 4
  %19 = zext i32 %18 to i64
  %20 = icmp eq i32 %18, 15
  br i1 %20, label %21, label %31

21:                                               ; preds = %21, %12
  %22 = phi i8* [ %26, %21 ], [ %15, %12 ]
  %23 = phi i64 [ %27, %21 ], [ 0, %12 ]
  %24 = load i8, i8* %22, align 1, !tbaa !7
  %25 = zext i8 %24 to i64
  %26 = getelementptr inbounds i8, i8* %22, i64 1
  %27 = add i64 %23, %25
  %28 = icmp eq i8 %24, -1
  br i1 %28, label %21, label %29, !llvm.loop !21

29:                                               ; preds = %21
  %30 = add i64 %27, 15
  br label %31

31:                                               ; preds = %29, %12
  %32 = phi i8* [ %26, %29 ], [ %15, %12 ]
  %33 = phi i64 [ %30, %29 ], [ %19, %12 ]
  %34 = ptrtoint i8* %14 to i64
  %35 = sub i64 %8, %34
  %36 = icmp ult i64 %35, %33
  br i1 %36, label %111, label %37

37:                                               ; preds = %31
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %14, i8* nonnull align 1 %32, i64 %33, i1 false) #13
  %38 = getelementptr inbounds i8, i8* %14, i64 %33
  %39 = getelementptr inbounds i8, i8* %32, i64 %33
  %40 = ptrtoint i8* %38 to i64
  %41 = sub i64 %8, %40
  %42 = icmp ult i64 %41, 12
  br i1 %42, label %43, label %45

43:                                               ; preds = %37
  %44 = icmp eq i8* %38, %7
  br i1 %44, label %106, label %111

45:                                               ; preds = %37
  %46 = and i32 %17, 15
  %47 = zext i32 %46 to i64
  %48 = bitcast i8* %39 to i16*
  %49 = load i16, i16* %48, align 1, !tbaa !7
  %50 = zext i16 %49 to i64
  %51 = getelementptr inbounds i8, i8* %39, i64 2
  %52 = icmp eq i32 %46, 15
  br i1 %52, label %53, label %63

53:                                               ; preds = %53, %45
  %54 = phi i8* [ %58, %53 ], [ %51, %45 ]
  %55 = phi i64 [ %59, %53 ], [ 0, %45 ]
  %56 = load i8, i8* %54, align 1, !tbaa !7
  %57 = zext i8 %56 to i64
  %58 = getelementptr inbounds i8, i8* %54, i64 1
  %59 = add i64 %55, %57
  %60 = icmp eq i8 %56, -1
  br i1 %60, label %53, label %61, !llvm.loop !21

61:                                               ; preds = %53
  %62 = add i64 %59, 15
  br label %63

63:                                               ; preds = %61, %45
  %64 = phi i8* [ %58, %61 ], [ %51, %45 ]
  %65 = phi i64 [ %62, %61 ], [ %47, %45 ]
  %66 = add i64 %65, 4
  %67 = icmp ult i64 %41, %66
  br i1 %67, label %111, label %68

68:                                               ; preds = %63
  %69 = sub i64 %40, %9
  %70 = add i64 %69, %4
  %71 = icmp ult i64 %70, %50
  br i1 %71, label %111, label %72

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
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %38, i8* align 1 %78, i64 %66, i1 false) #13
  br label %85

83:                                               ; preds = %76
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %38, i8* align 1 %78, i64 %80, i1 false) #13
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
  br i1 %93, label %101, label %94

94:                                               ; preds = %94, %89
  %95 = phi i64 [ %99, %94 ], [ 0, %89 ]
  %96 = getelementptr inbounds i8, i8* %91, i64 %95
  %97 = load i8, i8* %96, align 1, !tbaa !7
  %98 = getelementptr inbounds i8, i8* %92, i64 %95
  store i8 %97, i8* %98, align 1, !tbaa !7
  %99 = add nuw i64 %95, 1
  %100 = icmp eq i64 %99, %90
  br i1 %100, label %101, label %94, !llvm.loop !22

101:                                              ; preds = %94, %89
  %102 = getelementptr inbounds i8, i8* %92, i64 %90
  %103 = ptrtoint i8* %102 to i64
  %104 = sub i64 %8, %103
  %105 = icmp ult i64 %104, 5
  br i1 %105, label %111, label %12

106:                                              ; preds = %43
  %107 = ptrtoint i8* %39 to i64
  %108 = ptrtoint i8* %0 to i64
  %109 = sub i64 %107, %108
  %110 = trunc i64 %109 to i32
  br label %111

111:                                              ; preds = %106, %101, %68, %63, %43, %31
  %112 = phi i32 [ %110, %106 ], [ -1, %43 ], [ -1, %101 ], [ -1, %68 ], [ -1, %63 ], [ -1, %31 ]
  ret i32 %112
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define dso_local i64 @LZ4F_getBlockSize(i32 noundef signext %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  %3 = select i1 %2, i32 4, i32 %0
  %4 = and i32 %3, -4
  %5 = icmp eq i32 %4, 4
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = add nsw i32 %3, -4
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds [4 x i64], [4 x i64]* @LZ4F_getBlockSize.blockSizes, i64 0, i64 %8
  %10 = load i64, i64* %9, align 8, !tbaa !23
  br label %11

11:                                               ; preds = %6, %1
  %12 = phi i64 [ %10, %6 ], [ -2, %1 ]
  ret i64 %12
}

; Function Attrs: nounwind
declare dso_local i64 @LZ4F_flush(%struct.LZ4F_cctx_s* nocapture noundef, i8* noundef, i64 noundef, %struct.LZ4F_compressOptions_t* nocapture readnone) local_unnamed_addr #7

declare signext i32 @XXH32_digest(%struct.XXH32_state_s* noundef) local_unnamed_addr #8

; Function Attrs: nounwind
define dso_local i64 @LZ4F_compressEnd(%struct.LZ4F_cctx_s* noundef %0, i8* noundef %1, i64 noundef %2, %struct.LZ4F_compressOptions_t* nocapture noundef readnone %3) local_unnamed_addr #7 {
  %5 = tail call i64 @LZ4F_flush(%struct.LZ4F_cctx_s* noundef %0, i8* noundef %1, i64 noundef %2, %struct.LZ4F_compressOptions_t* undef)
  %6 = icmp ult i64 %5, -21
  br i1 %6, label %7, label %48

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, i8* %1, i64 %5
  %9 = sub i64 %2, %5
  %10 = icmp ult i64 %9, 4
  br i1 %10, label %48, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, i8* %8, i64 4
  %13 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 2
  %14 = bitcast i8* %8 to i32*
  store i32 0, i32* %14, align 1
  %15 = load i32, i32* %13, align 8, !tbaa !25
  %16 = icmp eq i32 %15, 1
  br i1 %16, label %17, label %33

17:                                               ; preds = %11
  %18 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 11
  %19 = tail call signext i32 @XXH32_digest(%struct.XXH32_state_s* noundef nonnull %18) #13
  %20 = icmp ult i64 %9, 8
  br i1 %20, label %48, label %21

21:                                               ; preds = %17
  %22 = trunc i32 %19 to i8
  store i8 %22, i8* %12, align 1, !tbaa !7
  %23 = lshr i32 %19, 8
  %24 = trunc i32 %23 to i8
  %25 = getelementptr inbounds i8, i8* %12, i64 1
  store i8 %24, i8* %25, align 1, !tbaa !7
  %26 = lshr i32 %19, 16
  %27 = trunc i32 %26 to i8
  %28 = getelementptr inbounds i8, i8* %12, i64 2
  store i8 %27, i8* %28, align 1, !tbaa !7
  %29 = lshr i32 %19, 24
  %30 = trunc i32 %29 to i8
  %31 = getelementptr inbounds i8, i8* %12, i64 3
  store i8 %30, i8* %31, align 1, !tbaa !7
  %32 = getelementptr inbounds i8, i8* %12, i64 4
  br label %33

33:                                               ; preds = %21, %11
  %34 = phi i8* [ %32, %21 ], [ %12, %11 ]
  %35 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 3
  store i32 0, i32* %35, align 4, !tbaa !34
  %36 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 6
  store i64 0, i64* %36, align 8, !tbaa !35
  %37 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 1, i32 0, i32 4
  %38 = load i64, i64* %37, align 8, !tbaa !36
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %44, label %40

40:                                               ; preds = %33
  %41 = getelementptr inbounds %struct.LZ4F_cctx_s, %struct.LZ4F_cctx_s* %0, i64 0, i32 10
  %42 = load i64, i64* %41, align 8, !tbaa !37
  %43 = icmp eq i64 %38, %42
  br i1 %43, label %44, label %48

44:                                               ; preds = %40, %33
  %45 = ptrtoint i8* %34 to i64
  %46 = ptrtoint i8* %1 to i64
  %47 = sub i64 %45, %46
  br label %48

48:                                               ; preds = %44, %40, %17, %7, %4
  %49 = phi i64 [ %47, %44 ], [ %5, %4 ], [ -11, %7 ], [ -14, %40 ], [ -11, %17 ]
  ret i64 %49
}

; Function Attrs: nounwind
define dso_local i64 @LZ4F_createCompressionContext(%struct.LZ4F_cctx_s** noundef writeonly %0, i32 noundef signext %1) local_unnamed_addr #7 {
  %3 = icmp eq %struct.LZ4F_cctx_s** %0, null
  br i1 %3, label %12, label %4

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(216) i8* @calloc(i64 noundef 1, i64 noundef 216) #13
  %6 = icmp eq i8* %5, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %4
  store %struct.LZ4F_cctx_s* null, %struct.LZ4F_cctx_s** %0, align 8, !tbaa !38
  br label %12

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, i8* %5, i64 88
  %10 = bitcast i8* %9 to i32*
  store i32 %1, i32* %10, align 8, !tbaa !39
  %11 = bitcast %struct.LZ4F_cctx_s** %0 to i8**
  store i8* %5, i8** %11, align 8, !tbaa !38
  br label %12

12:                                               ; preds = %8, %7, %2
  %13 = phi i64 [ -9, %7 ], [ 0, %8 ], [ -21, %2 ]
  ret i64 %13
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @LZ4F_resetDecompressionContext(%struct.LZ4F_dctx_s* nocapture noundef writeonly %0) local_unnamed_addr #9 {
  %2 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 3
  store i32 0, i32* %2, align 4, !tbaa !40
  %3 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 11
  %4 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 18
  store i32 0, i32* %4, align 8, !tbaa !42
  %5 = bitcast i8** %3 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  ret void
}

; Function Attrs: nounwind
declare dso_local i64 @LZ4F_decompress(%struct.LZ4F_dctx_s* noundef, i8* noundef, i64* nocapture noundef, i8* noundef, i64* nocapture noundef, %struct.LZ4F_decompressOptions_t* noundef readonly) local_unnamed_addr #7

; Function Attrs: nounwind
define dso_local i64 @LZ4F_decompress_usingDict(%struct.LZ4F_dctx_s* noundef %0, i8* noundef %1, i64* nocapture noundef %2, i8* noundef %3, i64* nocapture noundef %4, i8* noundef %5, i64 noundef %6, %struct.LZ4F_decompressOptions_t* noundef %7) local_unnamed_addr #7 {
  %9 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 3
  %10 = load i32, i32* %9, align 4, !tbaa !40
  %11 = icmp ult i32 %10, 3
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  %13 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 11
  store i8* %5, i8** %13, align 8, !tbaa !43
  %14 = getelementptr inbounds %struct.LZ4F_dctx_s, %struct.LZ4F_dctx_s* %0, i64 0, i32 12
  store i64 %6, i64* %14, align 8, !tbaa !44
  br label %15

15:                                               ; preds = %12, %8
  %16 = tail call i64 @LZ4F_decompress(%struct.LZ4F_dctx_s* noundef nonnull %0, i8* noundef %1, i64* noundef %2, i8* noundef %3, i64* noundef %4, %struct.LZ4F_decompressOptions_t* noundef %7)
  ret i64 %16
}

; Function Attrs: nounwind
declare dso_local signext i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef, i8* noundef, i8* noundef, i32 noundef signext, i32 noundef signext, i32 noundef signext) local_unnamed_addr #7

; Function Attrs: nounwind
define dso_local signext i32 @LZ4_compress_HC_extStateHC(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5) local_unnamed_addr #7 {
  %7 = icmp ne i8* %0, null
  %8 = ptrtoint i8* %0 to i64
  %9 = and i64 %8, 7
  %10 = icmp eq i64 %9, 0
  %11 = and i1 %7, %10
  br i1 %11, label %12, label %16

12:                                               ; preds = %6
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false) #13
  %13 = getelementptr inbounds i8, i8* %0, i64 262180
  %14 = bitcast i8* %13 to i16*
  store i16 9, i16* %14, align 4, !tbaa !7
  %15 = tail call signext i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5)
  br label %16

16:                                               ; preds = %12, %6
  %17 = phi i32 [ %15, %12 ], [ 0, %6 ]
  ret i32 %17
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn writeonly
define dso_local void @LZ4_resetStreamHC(%union.LZ4_streamHC_u* noundef %0, i32 noundef signext %1) local_unnamed_addr #10 {
  %3 = icmp ne %union.LZ4_streamHC_u* %0, null
  %4 = ptrtoint %union.LZ4_streamHC_u* %0 to i64
  %5 = and i64 %4, 7
  %6 = icmp eq i64 %5, 0
  %7 = and i1 %3, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = bitcast %union.LZ4_streamHC_u* %0 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %9, i8 0, i64 262192, i1 false) #13
  br label %10

10:                                               ; preds = %8, %2
  %11 = icmp slt i32 %1, 1
  %12 = select i1 %11, i32 9, i32 %1
  %13 = icmp ult i32 %12, 12
  %14 = select i1 %13, i32 %12, i32 12
  %15 = trunc i32 %14 to i16
  %16 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 8
  store i16 %15, i16* %16, align 4, !tbaa !7
  ret void
}

; Function Attrs: nounwind
declare hidden fastcc signext i32 @LZ4_compressHC_continue_generic(%union.LZ4_streamHC_u* noundef, i8* noundef, i8* noundef, i32* nocapture noundef, i32 noundef signext, i32 noundef signext) unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn
define dso_local signext i32 @LZ4_saveDictHC(%union.LZ4_streamHC_u* nocapture noundef %0, i8* noundef %1, i32 noundef signext %2) local_unnamed_addr #11 {
  %4 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 2
  %5 = load i8*, i8** %4, align 8, !tbaa !45
  %6 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 3
  %7 = load i8*, i8** %6, align 8, !tbaa !47
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
  %23 = load i8*, i8** %4, align 8, !tbaa !45
  %24 = load i8*, i8** %6, align 8, !tbaa !47
  %25 = ptrtoint i8* %23 to i64
  %26 = ptrtoint i8* %24 to i64
  %27 = sub i64 %25, %26
  %28 = trunc i64 %27 to i32
  br label %29

29:                                               ; preds = %19, %3
  %30 = phi i32 [ %28, %19 ], [ %11, %3 ]
  %31 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 5
  %32 = load i32, i32* %31, align 8, !tbaa !48
  %33 = sext i32 %17 to i64
  %34 = getelementptr inbounds i8, i8* %1, i64 %33
  store i8* %34, i8** %4, align 8, !tbaa !45
  store i8* %1, i8** %6, align 8, !tbaa !47
  %35 = sub i32 %32, %17
  %36 = add i32 %35, %30
  store i32 %36, i32* %31, align 8, !tbaa !48
  %37 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 6
  store i32 %36, i32* %37, align 4, !tbaa !49
  %38 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 4
  store i8* %1, i8** %38, align 8, !tbaa !50
  %39 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %0, i64 0, i32 0, i32 7
  %40 = load i32, i32* %39, align 8, !tbaa !51
  %41 = icmp ult i32 %40, %36
  br i1 %41, label %42, label %43

42:                                               ; preds = %29
  store i32 %36, i32* %39, align 8, !tbaa !51
  br label %43

43:                                               ; preds = %42, %29
  ret i32 %17
}

; Function Attrs: nounwind
define dso_local signext i32 @LZ4_compressHC(i8* noundef %0, i8* noundef %1, i32 noundef signext %2) local_unnamed_addr #7 {
  %4 = tail call signext i32 @LZ4_compressBound(i32 noundef signext %2) #13
  %5 = tail call noalias dereferenceable_or_null(262200) i8* @malloc(i64 noundef 262200) #13
  %6 = icmp eq i8* %5, null
  br i1 %6, label %17, label %7

7:                                                ; preds = %3
  %8 = ptrtoint i8* %5 to i64
  %9 = and i64 %8, 7
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %5, i8 0, i64 262192, i1 false) #13
  %12 = getelementptr inbounds i8, i8* %5, i64 262180
  %13 = bitcast i8* %12 to i16*
  store i16 9, i16* %13, align 4, !tbaa !7
  %14 = tail call signext i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %5, i8* noundef %0, i8* noundef %1, i32 noundef signext %2, i32 noundef signext %4, i32 noundef signext 0) #13
  br label %15

15:                                               ; preds = %11, %7
  %16 = phi i32 [ %14, %11 ], [ 0, %7 ]
  tail call void @free(i8* noundef nonnull %5) #13
  br label %17

17:                                               ; preds = %15, %3
  %18 = phi i32 [ %16, %15 ], [ 0, %3 ]
  ret i32 %18
}

; Function Attrs: nounwind
define dso_local signext i32 @LZ4_compressHC2_limitedOutput_withStateHC(i8* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5) local_unnamed_addr #7 {
  %7 = icmp ne i8* %0, null
  %8 = ptrtoint i8* %0 to i64
  %9 = and i64 %8, 7
  %10 = icmp eq i64 %9, 0
  %11 = and i1 %7, %10
  br i1 %11, label %12, label %16

12:                                               ; preds = %6
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(262192) %0, i8 0, i64 262192, i1 false) #13
  %13 = getelementptr inbounds i8, i8* %0, i64 262180
  %14 = bitcast i8* %13 to i16*
  store i16 9, i16* %14, align 4, !tbaa !7
  %15 = tail call signext i32 @LZ4_compress_HC_extStateHC_fastReset(i8* noundef nonnull %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4, i32 noundef signext %5) #13
  br label %16

16:                                               ; preds = %12, %6
  %17 = phi i32 [ %15, %12 ], [ 0, %6 ]
  ret i32 %17
}

; Function Attrs: nounwind
define dso_local signext i32 @LZ4_compressHC_limitedOutput_continue(%union.LZ4_streamHC_u* noundef %0, i8* noundef %1, i8* noundef %2, i32 noundef signext %3, i32 noundef signext %4) local_unnamed_addr #7 {
  %6 = alloca i32, align 4
  %7 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7)
  store i32 %3, i32* %6, align 4, !tbaa !18
  %8 = tail call signext i32 @LZ4_compressBound(i32 noundef signext %3) #13
  %9 = icmp sgt i32 %8, %4
  %10 = zext i1 %9 to i32
  %11 = call fastcc signext i32 @LZ4_compressHC_continue_generic(%union.LZ4_streamHC_u* noundef %0, i8* noundef %1, i8* noundef %2, i32* noundef nonnull %6, i32 noundef signext %4, i32 noundef signext %10) #13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7)
  ret i32 %11
}

; Function Attrs: mustprogress nofree nounwind willreturn
define dso_local i8* @LZ4_createHC(i8* noundef %0) local_unnamed_addr #12 {
  %2 = tail call noalias dereferenceable_or_null(262200) i8* @calloc(i64 noundef 1, i64 noundef 262200) #13
  %3 = bitcast i8* %2 to %union.LZ4_streamHC_u*
  %4 = icmp eq i8* %2, null
  br i1 %4, label %13, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %3, i64 0, i32 0, i32 8
  store i16 9, i16* %6, align 4, !tbaa !7
  %7 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %3, i64 0, i32 0, i32 2
  %8 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %3, i64 0, i32 0, i32 3
  %9 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %3, i64 0, i32 0, i32 5
  %10 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %3, i64 0, i32 0, i32 7
  store i32 65536, i32* %10, align 8, !tbaa !51
  store i8* %0, i8** %8, align 8, !tbaa !47
  store i8* %0, i8** %7, align 8, !tbaa !45
  %11 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %3, i64 0, i32 0, i32 4
  store i8* %0, i8** %11, align 8, !tbaa !50
  store i32 65536, i32* %9, align 8, !tbaa !48
  %12 = getelementptr inbounds %union.LZ4_streamHC_u, %union.LZ4_streamHC_u* %3, i64 0, i32 0, i32 6
  store i32 65536, i32* %12, align 4, !tbaa !49
  br label %13

13:                                               ; preds = %5, %1
  ret i8* %2
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #1 = { argmemonly nofree nounwind willreturn writeonly }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { argmemonly nofree nosync nounwind willreturn }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #6 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #7 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #8 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #10 = { mustprogress nofree nosync nounwind willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #11 = { mustprogress nofree nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #12 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+64bit,+a,+c,+d,+f,+m" }
attributes #13 = { nounwind }

!llvm.ident = !{!0, !0, !0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, !"target-abi", !"lp64d"}
!3 = !{i32 7, !"PIC Level", i32 2}
!4 = !{i32 7, !"PIE Level", i32 2}
!5 = !{i32 1, !"SmallDataLimit", i32 8}
!6 = !{!"branch_weights", i32 1, i32 2000}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"branch_weights", i32 2000, i32 1}
!11 = !{!"branch_weights", i32 4001, i32 1}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"branch_weights", i32 2002, i32 2000}
!15 = distinct !{!15, !13}
!16 = !{!"branch_weights", i32 1, i32 4001}
!17 = distinct !{!17, !13}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !8, i64 0}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = !{!24, !24, i64 0}
!24 = !{!"long", !8, i64 0}
!25 = !{!26, !8, i64 40}
!26 = !{!"LZ4F_cctx_s", !27, i64 0, !29, i64 32, !19, i64 88, !19, i64 92, !28, i64 96, !24, i64 104, !24, i64 112, !28, i64 120, !28, i64 128, !24, i64 136, !24, i64 144, !32, i64 152, !28, i64 200, !33, i64 208, !33, i64 210, !8, i64 212}
!27 = !{!"", !28, i64 0, !28, i64 8, !28, i64 16, !28, i64 24}
!28 = !{!"any pointer", !8, i64 0}
!29 = !{!"", !30, i64 0, !19, i64 32, !19, i64 36, !19, i64 40, !8, i64 44}
!30 = !{!"", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !31, i64 16, !19, i64 24, !8, i64 28}
!31 = !{!"long long", !8, i64 0}
!32 = !{!"XXH32_state_s", !19, i64 0, !19, i64 4, !19, i64 8, !19, i64 12, !19, i64 16, !19, i64 20, !8, i64 24, !19, i64 40, !19, i64 44}
!33 = !{!"short", !8, i64 0}
!34 = !{!26, !19, i64 92}
!35 = !{!26, !24, i64 112}
!36 = !{!26, !31, i64 48}
!37 = !{!26, !24, i64 144}
!38 = !{!28, !28, i64 0}
!39 = !{!26, !19, i64 88}
!40 = !{!41, !8, i64 68}
!41 = !{!"LZ4F_dctx_s", !27, i64 0, !30, i64 32, !19, i64 64, !8, i64 68, !24, i64 72, !24, i64 80, !24, i64 88, !28, i64 96, !24, i64 104, !24, i64 112, !28, i64 120, !28, i64 128, !24, i64 136, !28, i64 144, !24, i64 152, !24, i64 160, !32, i64 168, !32, i64 216, !19, i64 264, !8, i64 268}
!42 = !{!41, !19, i64 264}
!43 = !{!41, !28, i64 128}
!44 = !{!41, !24, i64 136}
!45 = !{!46, !28, i64 262144}
!46 = !{!"LZ4HC_CCtx_internal", !8, i64 0, !8, i64 131072, !28, i64 262144, !28, i64 262152, !28, i64 262160, !19, i64 262168, !19, i64 262172, !19, i64 262176, !33, i64 262180, !8, i64 262182, !8, i64 262183, !28, i64 262184}
!47 = !{!46, !28, i64 262152}
!48 = !{!46, !19, i64 262168}
!49 = !{!46, !19, i64 262172}
!50 = !{!46, !28, i64 262160}
!51 = !{!46, !19, i64 262176}
