// A static entry calling a shape-polymorphic function (as jax.export's
// wrappers do): get_dimension_size folds, the dynamic ops become static ones.
func.func @main(%x: tensor<4x6xf32>, %key: tensor<2xui64>) -> (tensor<4x5xf32>, tensor<4x5xi32>, tensor<2x4xui32>, tensor<4x6xf32>) {
  %0:4 = call @poly(%x, %key) : (tensor<4x6xf32>, tensor<2xui64>) -> (tensor<4x?xf32>, tensor<4x?xi32>, tensor<?x4xui32>, tensor<4x?xf32>)
  return %0#0, %0#1, %0#2, %0#3 : tensor<4x5xf32>, tensor<4x5xi32>, tensor<2x4xui32>, tensor<4x6xf32>
}
func.func private @poly(%x: tensor<4x?xf32>, %key: tensor<2xui64>) -> (tensor<4x?xf32>, tensor<4x?xi32>, tensor<?x4xui32>, tensor<4x?xf32>) {
  %n = stablehlo.get_dimension_size %x, dim = 1 : (tensor<4x?xf32>) -> tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %k = stablehlo.subtract %n, %one : tensor<i32>
  %t:2 = stablehlo.custom_call @stablehlo.dynamic_top_k(%x, %k) {api_version = 2 : i32} : (tensor<4x?xf32>, tensor<i32>) -> (tensor<4x?xf32>, tensor<4x?xi32>)
  %rows = stablehlo.constant dense<[2, 4]> : tensor<2xi32>
  %r:2 = stablehlo.custom_call @stablehlo.dynamic_rng_bit_generator(%key, %rows) {api_version = 2 : i32, rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>, tensor<2xi32>) -> (tensor<2xui64>, tensor<?x4xui32>)
  %start = stablehlo.constant dense<[0, 0]> : tensor<2xi32>
  %n1 = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %four = stablehlo.constant dense<4> : tensor<1xi32>
  %limit = stablehlo.concatenate %four, %n1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %stride = stablehlo.constant dense<[1, 1]> : tensor<2xi32>
  %s = stablehlo.real_dynamic_slice %x, %start, %limit, %stride : (tensor<4x?xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<4x?xf32>
  return %t#0, %t#1, %r#1, %s : tensor<4x?xf32>, tensor<4x?xi32>, tensor<?x4xui32>, tensor<4x?xf32>
}
