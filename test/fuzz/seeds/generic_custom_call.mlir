module @m {
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> (tensor<4x3xf32>, tensor<4x3xi32>) {
    %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {mhlo.sharding = "{replicated}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %2:2 = stablehlo.custom_call @TopK(%1) : (tensor<4x8xf32>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
    return %2#0, %2#1 : tensor<4x3xf32>, tensor<4x3xi32>
  }
}
