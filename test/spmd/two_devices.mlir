// The collectives of two_devices.hlo in StableHLO, as JAX writes them for
// shard_map over two devices (mhlo.num_partitions = 2): kiln parity and
// test/spmd/mpi_runs.py check it like the HLO modules.
module @two_devices attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<16x8xf32>, %k: tensor<6xi32>) -> (tensor<16x8xf32>, tensor<16x16xf32>, tensor<16x4xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<6xi32>, tensor<ui32>) {
    %sum = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %gathered = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<16x8xf32>) -> tensor<16x16xf32>
    %scattered = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64, use_global_device_ids} : (tensor<16x8xf32>) -> tensor<16x4xf32>
    %exchanged = "stablehlo.all_to_all"(%x) {channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 0 : i64} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %swapped = "stablehlo.collective_permute"(%x) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<16x8xf32>) -> tensor<16x8xf32>
    %largest = "stablehlo.all_reduce"(%k) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %m = stablehlo.maximum %a, %b : tensor<i32>
      stablehlo.return %m : tensor<i32>
    }) {channel_handle = #stablehlo.channel_handle<handle = 6, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<6xi32>) -> tensor<6xi32>
    %p = stablehlo.partition_id : tensor<ui32>
    return %sum, %gathered, %scattered, %exchanged, %swapped, %largest, %p : tensor<16x8xf32>, tensor<16x16xf32>, tensor<16x4xf32>, tensor<8x16xf32>, tensor<16x8xf32>, tensor<6xi32>, tensor<ui32>
  }
}
