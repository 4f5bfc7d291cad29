// A program JAX lowers with Shardy off (jax_use_shardy_partitioner=False):
// GSPMD's mhlo.sharding on @main's argument, a sharding constraint, and two
// shard_maps as custom calls @Sharding, @SPMDFullToShardShape and
// @SPMDShardToFullShape around their bodies (a psum over "x"; each block
// scaled by its coordinate along "y"), 4 devices on a 2x2 mesh. Dumped by
// kiln's PJRT plugin (KILN_PJRT_DUMP_DIR) from jax 0.10.2.
module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x4xf32> {mhlo.sharding = "{devices=[2,2]<=[4]}"}) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<8x8xf32> {jax.result_info = "result[1]"}, tensor<8x4xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.sine %arg0 : tensor<8x4xf32>
    %1 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {mhlo.sharding = "{devices=[1,2,2]<=[4] last_tile_dim_replicate}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %4 = stablehlo.custom_call @Sharding(%3) {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %5 = stablehlo.custom_call @SPMDFullToShardShape(%4) {mhlo.sharding = "{manual}"} : (tensor<8x8xf32>) -> tensor<4x8xf32>
    %6 = call @shmap_body(%5) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %7 = stablehlo.custom_call @Sharding(%6) {mhlo.sharding = "{manual}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %8 = stablehlo.custom_call @SPMDShardToFullShape(%7) {mhlo.sharding = "{replicated}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %9 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %10 = stablehlo.custom_call @SPMDFullToShardShape(%9) {mhlo.sharding = "{manual}"} : (tensor<8x4xf32>) -> tensor<4x2xf32>
    %11 = call @shmap_body_0(%10) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %12 = stablehlo.custom_call @Sharding(%11) {mhlo.sharding = "{manual}"} : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %13 = stablehlo.custom_call @SPMDShardToFullShape(%12) {mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<4x2xf32>) -> tensor<8x4xf32>
    return %8, %3, %13 : tensor<4x8xf32>, tensor<8x8xf32>, tensor<8x4xf32>
  }
  func.func private @shmap_body(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "[None, None]"}) {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
  func.func private @shmap_body_0(%arg0: tensor<4x2xf32>) -> (tensor<4x2xf32> {jax.result_info = "[('x',), ('y',)]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<ui32>
    %c_1 = stablehlo.constant dense<2> : tensor<ui32>
    %0 = stablehlo.partition_id : tensor<ui32>
    %1 = stablehlo.divide %0, %c_0 : tensor<ui32>
    %2 = stablehlo.remainder %1, %c_1 : tensor<ui32>
    %3 = stablehlo.convert %2 : (tensor<ui32>) -> tensor<i32>
    %4 = stablehlo.add %3, %c : tensor<i32>
    %5 = stablehlo.convert %4 : (tensor<i32>) -> tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %7 = stablehlo.multiply %arg0, %6 : tensor<4x2xf32>
    return %7 : tensor<4x2xf32>
  }
}
