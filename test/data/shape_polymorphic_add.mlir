// x + y broadcast along x's rows, shape-polymorphic in the row length: the
// CLI and Python tests give its shapes through their inputs.
func.func public @main(%x: tensor<4x?xf32>, %y: tensor<?xf32>) -> tensor<4x?xf32> {
  %d = "stablehlo.get_dimension_size"(%x) <{dimension = 1 : i64}> : (tensor<4x?xf32>) -> tensor<i32>
  %s = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %four = stablehlo.constant dense<4> : tensor<1xi32>
  %shape = stablehlo.concatenate %four, %s, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %yb = stablehlo.dynamic_broadcast_in_dim %y, %shape, dims = [1] : (tensor<?xf32>, tensor<2xi32>) -> tensor<4x?xf32>
  %r = stablehlo.add %x, %yb : tensor<4x?xf32>
  return %r : tensor<4x?xf32>
}
