// A program on global arrays as JAX hands it over before partitioning
// (Shardy's sdy.mesh and sdy.sharding, shard_map as sdy.manual_computation):
// a psum over 4 devices of each one's block, and each block scaled by its
// device's id. test/spmd/mpi_runs.py runs it on 4 ranks against 4 devices in
// one process, every device given the same global array.
module @psum attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<2x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<2x3xf32>) {
      %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      %id = stablehlo.partition_id : tensor<ui32>
      %f = stablehlo.convert %id : (tensor<ui32>) -> tensor<f32>
      %fb = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      %m = stablehlo.multiply %arg1, %fb : tensor<2x3xf32>
      sdy.return %1, %m : tensor<2x3xf32>, tensor<2x3xf32>
    } : (tensor<8x3xf32>) -> (tensor<2x3xf32>, tensor<8x3xf32>)
    %2 = stablehlo.add %0#0, %0#0 : tensor<2x3xf32>
    return %2, %0#1 : tensor<2x3xf32>, tensor<8x3xf32>
  }
}
