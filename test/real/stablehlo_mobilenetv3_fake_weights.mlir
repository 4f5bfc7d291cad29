module {
  util.global private @"__iree_flow___sm_node260__m.layer-2.kernel" {noinline} = dense<1.000000e+00> : tensor<3x3x3x16xf32>
  util.global private @"__iree_flow___sm_node266__m.layer-3.gamma" {noinline} = dense<5.000000e-01> : tensor<16xf32>
  util.global private @"__iree_flow___sm_node267__m.layer-3.beta" {noinline} = dense<0.333333343> : tensor<16xf32>
  util.global private @"__iree_flow___sm_node268__m.layer-3.moving_mean" {noinline} = dense<2.500000e-01> : tensor<16xf32>
  util.global private @"__iree_flow___sm_node269__m.layer-3.moving_variance" {noinline} = dense<2.000000e-01> : tensor<16xf32>
  util.global private @"__iree_flow___sm_node288__m.layer-9.depthwise_kernel" {noinline} = dense<0.166666672> : tensor<3x3x16x1xf32>
  util.global private @"__iree_flow___sm_node294__m.layer-10.gamma" {noinline} = dense<0.142857149> : tensor<16xf32>
  util.global private @"__iree_flow___sm_node295__m.layer-10.beta" {noinline} = dense<1.250000e-01> : tensor<16xf32>
  util.global private @"__iree_flow___sm_node296__m.layer-10.moving_mean" {noinline} = dense<0.111111112> : tensor<16xf32>
  util.global private @"__iree_flow___sm_node297__m.layer-10.moving_variance" {noinline} = dense<1.000000e-01> : tensor<16xf32>
  util.global private @"__iree_flow___sm_node314__m.layer-14.kernel" {noinline} = dense<0.0909090936> : tensor<1x1x16x8xf32>
  util.global private @"__iree_flow___sm_node315__m.layer-14.bias" {noinline} = dense<0.0833333358> : tensor<8xf32>
  util.global private @"__iree_flow___sm_node324__m.layer-16.kernel" {noinline} = dense<0.0769230798> : tensor<1x1x8x16xf32>
  util.global private @"__iree_flow___sm_node325__m.layer-16.bias" {noinline} = dense<0.0714285746> : tensor<16xf32>
  util.global private @"__iree_flow___sm_node340__m.layer-21.kernel" {noinline} = dense<0.0666666701> : tensor<1x1x16x16xf32>
  util.global private @"__iree_flow___sm_node346__m.layer-22.gamma" {noinline} = dense<6.250000e-02> : tensor<16xf32>
  util.global private @"__iree_flow___sm_node347__m.layer-22.beta" {noinline} = dense<0.0588235296> : tensor<16xf32>
  util.global private @"__iree_flow___sm_node348__m.layer-22.moving_mean" {noinline} = dense<0.055555556> : tensor<16xf32>
  util.global private @"__iree_flow___sm_node349__m.layer-22.moving_variance" {noinline} = dense<0.0526315793> : tensor<16xf32>
  util.global private @"__iree_flow___sm_node354__m.layer-23.kernel" {noinline} = dense<5.000000e-02> : tensor<1x1x16x72xf32>
  util.global private @"__iree_flow___sm_node360__m.layer-24.gamma" {noinline} = dense<0.0476190485> : tensor<72xf32>
  util.global private @"__iree_flow___sm_node361__m.layer-24.beta" {noinline} = dense<0.0454545468> : tensor<72xf32>
  util.global private @"__iree_flow___sm_node362__m.layer-24.moving_mean" {noinline} = dense<0.0434782617> : tensor<72xf32>
  util.global private @"__iree_flow___sm_node363__m.layer-24.moving_variance" {noinline} = dense<0.0416666679> : tensor<72xf32>
  util.global private @"__iree_flow___sm_node376__m.layer-27.depthwise_kernel" {noinline} = dense<4.000000e-02> : tensor<3x3x72x1xf32>
  util.global private @"__iree_flow___sm_node382__m.layer-28.gamma" {noinline} = dense<0.0384615399> : tensor<72xf32>
  util.global private @"__iree_flow___sm_node383__m.layer-28.beta" {noinline} = dense<0.0370370373> : tensor<72xf32>
  util.global private @"__iree_flow___sm_node384__m.layer-28.moving_mean" {noinline} = dense<0.0357142873> : tensor<72xf32>
  util.global private @"__iree_flow___sm_node385__m.layer-28.moving_variance" {noinline} = dense<0.0344827585> : tensor<72xf32>
  util.global private @"__iree_flow___sm_node394__m.layer-30.kernel" {noinline} = dense<0.0333333351> : tensor<1x1x72x24xf32>
  util.global private @"__iree_flow___sm_node400__m.layer-31.gamma" {noinline} = dense<0.0322580636> : tensor<24xf32>
  util.global private @"__iree_flow___sm_node401__m.layer-31.beta" {noinline} = dense<3.125000e-02> : tensor<24xf32>
  util.global private @"__iree_flow___sm_node402__m.layer-31.moving_mean" {noinline} = dense<0.0303030312> : tensor<24xf32>
  util.global private @"__iree_flow___sm_node403__m.layer-31.moving_variance" {noinline} = dense<0.0294117648> : tensor<24xf32>
  util.global private @"__iree_flow___sm_node408__m.layer-32.kernel" {noinline} = dense<0.0285714287> : tensor<1x1x24x88xf32>
  util.global private @"__iree_flow___sm_node414__m.layer-33.gamma" {noinline} = dense<0.027777778> : tensor<88xf32>
  util.global private @"__iree_flow___sm_node415__m.layer-33.beta" {noinline} = dense<0.0270270277> : tensor<88xf32>
  util.global private @"__iree_flow___sm_node416__m.layer-33.moving_mean" {noinline} = dense<0.0263157897> : tensor<88xf32>
  util.global private @"__iree_flow___sm_node417__m.layer-33.moving_variance" {noinline} = dense<0.025641026> : tensor<88xf32>
  util.global private @"__iree_flow___sm_node426__m.layer-35.depthwise_kernel" {noinline} = dense<2.500000e-02> : tensor<3x3x88x1xf32>
  util.global private @"__iree_flow___sm_node432__m.layer-36.gamma" {noinline} = dense<0.024390243> : tensor<88xf32>
  util.global private @"__iree_flow___sm_node433__m.layer-36.beta" {noinline} = dense<0.0238095243> : tensor<88xf32>
  util.global private @"__iree_flow___sm_node434__m.layer-36.moving_mean" {noinline} = dense<0.0232558139> : tensor<88xf32>
  util.global private @"__iree_flow___sm_node435__m.layer-36.moving_variance" {noinline} = dense<0.0227272734> : tensor<88xf32>
  util.global private @"__iree_flow___sm_node444__m.layer-38.kernel" {noinline} = dense<0.0222222228> : tensor<1x1x88x24xf32>
  util.global private @"__iree_flow___sm_node450__m.layer-39.gamma" {noinline} = dense<0.0217391308> : tensor<24xf32>
  util.global private @"__iree_flow___sm_node451__m.layer-39.beta" {noinline} = dense<0.0212765951> : tensor<24xf32>
  util.global private @"__iree_flow___sm_node452__m.layer-39.moving_mean" {noinline} = dense<0.020833334> : tensor<24xf32>
  util.global private @"__iree_flow___sm_node453__m.layer-39.moving_variance" {noinline} = dense<0.0204081628> : tensor<24xf32>
  util.global private @"__iree_flow___sm_node462__m.layer-41.kernel" {noinline} = dense<2.000000e-02> : tensor<1x1x24x96xf32>
  util.global private @"__iree_flow___sm_node468__m.layer-42.gamma" {noinline} = dense<0.0196078438> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node469__m.layer-42.beta" {noinline} = dense<0.0192307699> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node470__m.layer-42.moving_mean" {noinline} = dense<0.0188679248> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node471__m.layer-42.moving_variance" {noinline} = dense<0.0185185187> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node490__m.layer-48.depthwise_kernel" {noinline} = dense<0.0181818176> : tensor<5x5x96x1xf32>
  util.global private @"__iree_flow___sm_node496__m.layer-49.gamma" {noinline} = dense<0.0178571437> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node497__m.layer-49.beta" {noinline} = dense<0.0175438598> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node498__m.layer-49.moving_mean" {noinline} = dense<0.0172413792> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node499__m.layer-49.moving_variance" {noinline} = dense<0.0169491526> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node522__m.layer-56.kernel" {noinline} = dense<0.0166666675> : tensor<1x1x96x24xf32>
  util.global private @"__iree_flow___sm_node523__m.layer-56.bias" {noinline} = dense<0.0163934417> : tensor<24xf32>
  util.global private @"__iree_flow___sm_node532__m.layer-58.kernel" {noinline} = dense<0.0161290318> : tensor<1x1x24x96xf32>
  util.global private @"__iree_flow___sm_node533__m.layer-58.bias" {noinline} = dense<0.0158730168> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node548__m.layer-63.kernel" {noinline} = dense<1.562500e-02> : tensor<1x1x96x40xf32>
  util.global private @"__iree_flow___sm_node554__m.layer-64.gamma" {noinline} = dense<0.0153846154> : tensor<40xf32>
  util.global private @"__iree_flow___sm_node555__m.layer-64.beta" {noinline} = dense<0.0151515156> : tensor<40xf32>
  util.global private @"__iree_flow___sm_node556__m.layer-64.moving_mean" {noinline} = dense<0.0149253728> : tensor<40xf32>
  util.global private @"__iree_flow___sm_node557__m.layer-64.moving_variance" {noinline} = dense<0.0147058824> : tensor<40xf32>
  util.global private @"__iree_flow___sm_node562__m.layer-65.kernel" {noinline} = dense<0.0144927539> : tensor<1x1x40x240xf32>
  util.global private @"__iree_flow___sm_node568__m.layer-66.gamma" {noinline} = dense<0.0142857144> : tensor<240xf32>
  util.global private @"__iree_flow___sm_node569__m.layer-66.beta" {noinline} = dense<0.0140845068> : tensor<240xf32>
  util.global private @"__iree_flow___sm_node570__m.layer-66.moving_mean" {noinline} = dense<0.013888889> : tensor<240xf32>
  util.global private @"__iree_flow___sm_node571__m.layer-66.moving_variance" {noinline} = dense<0.01369863> : tensor<240xf32>
  util.global private @"__iree_flow___sm_node586__m.layer-71.depthwise_kernel" {noinline} = dense<0.0135135138> : tensor<5x5x240x1xf32>
  util.global private @"__iree_flow___sm_node592__m.layer-72.gamma" {noinline} = dense<0.0133333337> : tensor<240xf32>
  util.global private @"__iree_flow___sm_node593__m.layer-72.beta" {noinline} = dense<0.0131578948> : tensor<240xf32>
  util.global private @"__iree_flow___sm_node594__m.layer-72.moving_mean" {noinline} = dense<0.012987013> : tensor<240xf32>
  util.global private @"__iree_flow___sm_node595__m.layer-72.moving_variance" {noinline} = dense<0.012820513> : tensor<240xf32>
  util.global private @"__iree_flow___sm_node618__m.layer-79.kernel" {noinline} = dense<0.0126582282> : tensor<1x1x240x64xf32>
  util.global private @"__iree_flow___sm_node619__m.layer-79.bias" {noinline} = dense<1.250000e-02> : tensor<64xf32>
  util.global private @"__iree_flow___sm_node628__m.layer-81.kernel" {noinline} = dense<0.0123456791> : tensor<1x1x64x240xf32>
  util.global private @"__iree_flow___sm_node629__m.layer-81.bias" {noinline} = dense<0.0121951215> : tensor<240xf32>
  util.global private @"__iree_flow___sm_node644__m.layer-86.kernel" {noinline} = dense<0.0120481923> : tensor<1x1x240x40xf32>
  util.global private @"__iree_flow___sm_node650__m.layer-87.gamma" {noinline} = dense<0.0119047621> : tensor<40xf32>
  util.global private @"__iree_flow___sm_node651__m.layer-87.beta" {noinline} = dense<0.0117647061> : tensor<40xf32>
  util.global private @"__iree_flow___sm_node652__m.layer-87.moving_mean" {noinline} = dense<0.0116279069> : tensor<40xf32>
  util.global private @"__iree_flow___sm_node653__m.layer-87.moving_variance" {noinline} = dense<0.0114942528> : tensor<40xf32>
  util.global private @"__iree_flow___sm_node662__m.layer-89.kernel" {noinline} = dense<0.0113636367> : tensor<1x1x40x240xf32>
  util.global private @"__iree_flow___sm_node668__m.layer-90.gamma" {noinline} = dense<0.0112359552> : tensor<240xf32>
  util.global private @"__iree_flow___sm_node669__m.layer-90.beta" {noinline} = dense<0.0111111114> : tensor<240xf32>
  util.global private @"__iree_flow___sm_node670__m.layer-90.moving_mean" {noinline} = dense<0.0109890113> : tensor<240xf32>
  util.global private @"__iree_flow___sm_node671__m.layer-90.moving_variance" {noinline} = dense<0.0108695654> : tensor<240xf32>
  util.global private @"__iree_flow___sm_node686__m.layer-95.depthwise_kernel" {noinline} = dense<0.0107526882> : tensor<5x5x240x1xf32>
  util.global private @"__iree_flow___sm_node692__m.layer-96.gamma" {noinline} = dense<0.0106382975> : tensor<240xf32>
  util.global private @"__iree_flow___sm_node693__m.layer-96.beta" {noinline} = dense<0.0105263162> : tensor<240xf32>
  util.global private @"__iree_flow___sm_node694__m.layer-96.moving_mean" {noinline} = dense<0.010416667> : tensor<240xf32>
  util.global private @"__iree_flow___sm_node695__m.layer-96.moving_variance" {noinline} = dense<0.010309278> : tensor<240xf32>
  util.global private @"__iree_flow___sm_node718__m.layer-103.kernel" {noinline} = dense<0.0102040814> : tensor<1x1x240x64xf32>
  util.global private @"__iree_flow___sm_node719__m.layer-103.bias" {noinline} = dense<0.0101010101> : tensor<64xf32>
  util.global private @"__iree_flow___sm_node728__m.layer-105.kernel" {noinline} = dense<0.00999999977> : tensor<1x1x64x240xf32>
  util.global private @"__iree_flow___sm_node729__m.layer-105.bias" {noinline} = dense<9.900990e-03> : tensor<240xf32>
  util.global private @"__iree_flow___sm_node744__m.layer-110.kernel" {noinline} = dense<0.00980392192> : tensor<1x1x240x40xf32>
  util.global private @"__iree_flow___sm_node750__m.layer-111.gamma" {noinline} = dense<0.00970873795> : tensor<40xf32>
  util.global private @"__iree_flow___sm_node751__m.layer-111.beta" {noinline} = dense<0.00961538497> : tensor<40xf32>
  util.global private @"__iree_flow___sm_node752__m.layer-111.moving_mean" {noinline} = dense<9.523810e-03> : tensor<40xf32>
  util.global private @"__iree_flow___sm_node753__m.layer-111.moving_variance" {noinline} = dense<0.0094339624> : tensor<40xf32>
  util.global private @"__iree_flow___sm_node762__m.layer-113.kernel" {noinline} = dense<0.00934579409> : tensor<1x1x40x120xf32>
  util.global private @"__iree_flow___sm_node768__m.layer-114.gamma" {noinline} = dense<0.00925925932> : tensor<120xf32>
  util.global private @"__iree_flow___sm_node769__m.layer-114.beta" {noinline} = dense<0.00917431153> : tensor<120xf32>
  util.global private @"__iree_flow___sm_node770__m.layer-114.moving_mean" {noinline} = dense<0.0090909088> : tensor<120xf32>
  util.global private @"__iree_flow___sm_node771__m.layer-114.moving_variance" {noinline} = dense<0.00900900922> : tensor<120xf32>
  util.global private @"__iree_flow___sm_node786__m.layer-119.depthwise_kernel" {noinline} = dense<0.00892857183> : tensor<5x5x120x1xf32>
  util.global private @"__iree_flow___sm_node792__m.layer-120.gamma" {noinline} = dense<0.00884955748> : tensor<120xf32>
  util.global private @"__iree_flow___sm_node793__m.layer-120.beta" {noinline} = dense<0.00877192988> : tensor<120xf32>
  util.global private @"__iree_flow___sm_node794__m.layer-120.moving_mean" {noinline} = dense<0.00869565178> : tensor<120xf32>
  util.global private @"__iree_flow___sm_node795__m.layer-120.moving_variance" {noinline} = dense<8.620690e-03> : tensor<120xf32>
  util.global private @"__iree_flow___sm_node818__m.layer-127.kernel" {noinline} = dense<0.00854700897> : tensor<1x1x120x32xf32>
  util.global private @"__iree_flow___sm_node819__m.layer-127.bias" {noinline} = dense<0.00847457629> : tensor<32xf32>
  util.global private @"__iree_flow___sm_node828__m.layer-129.kernel" {noinline} = dense<0.00840336177> : tensor<1x1x32x120xf32>
  util.global private @"__iree_flow___sm_node829__m.layer-129.bias" {noinline} = dense<0.00833333377> : tensor<120xf32>
  util.global private @"__iree_flow___sm_node844__m.layer-134.kernel" {noinline} = dense<0.00826446246> : tensor<1x1x120x48xf32>
  util.global private @"__iree_flow___sm_node850__m.layer-135.gamma" {noinline} = dense<0.00819672085> : tensor<48xf32>
  util.global private @"__iree_flow___sm_node851__m.layer-135.beta" {noinline} = dense<0.008130081> : tensor<48xf32>
  util.global private @"__iree_flow___sm_node852__m.layer-135.moving_mean" {noinline} = dense<0.00806451589> : tensor<48xf32>
  util.global private @"__iree_flow___sm_node853__m.layer-135.moving_variance" {noinline} = dense<8.000000e-03> : tensor<48xf32>
  util.global private @"__iree_flow___sm_node858__m.layer-136.kernel" {noinline} = dense<0.00793650839> : tensor<1x1x48x144xf32>
  util.global private @"__iree_flow___sm_node864__m.layer-137.gamma" {noinline} = dense<0.00787401571> : tensor<144xf32>
  util.global private @"__iree_flow___sm_node865__m.layer-137.beta" {noinline} = dense<7.812500e-03> : tensor<144xf32>
  util.global private @"__iree_flow___sm_node866__m.layer-137.moving_mean" {noinline} = dense<0.00775193795> : tensor<144xf32>
  util.global private @"__iree_flow___sm_node867__m.layer-137.moving_variance" {noinline} = dense<0.0076923077> : tensor<144xf32>
  util.global private @"__iree_flow___sm_node882__m.layer-142.depthwise_kernel" {noinline} = dense<0.00763358781> : tensor<5x5x144x1xf32>
  util.global private @"__iree_flow___sm_node888__m.layer-143.gamma" {noinline} = dense<0.0075757578> : tensor<144xf32>
  util.global private @"__iree_flow___sm_node889__m.layer-143.beta" {noinline} = dense<0.00751879718> : tensor<144xf32>
  util.global private @"__iree_flow___sm_node890__m.layer-143.moving_mean" {noinline} = dense<0.00746268639> : tensor<144xf32>
  util.global private @"__iree_flow___sm_node891__m.layer-143.moving_variance" {noinline} = dense<0.00740740728> : tensor<144xf32>
  util.global private @"__iree_flow___sm_node914__m.layer-150.kernel" {noinline} = dense<0.0073529412> : tensor<1x1x144x40xf32>
  util.global private @"__iree_flow___sm_node915__m.layer-150.bias" {noinline} = dense<7.299270e-03> : tensor<40xf32>
  util.global private @"__iree_flow___sm_node924__m.layer-152.kernel" {noinline} = dense<0.00724637694> : tensor<1x1x40x144xf32>
  util.global private @"__iree_flow___sm_node925__m.layer-152.bias" {noinline} = dense<0.00719424477> : tensor<144xf32>
  util.global private @"__iree_flow___sm_node940__m.layer-157.kernel" {noinline} = dense<0.00714285718> : tensor<1x1x144x48xf32>
  util.global private @"__iree_flow___sm_node946__m.layer-158.gamma" {noinline} = dense<0.00709219835> : tensor<48xf32>
  util.global private @"__iree_flow___sm_node947__m.layer-158.beta" {noinline} = dense<0.00704225338> : tensor<48xf32>
  util.global private @"__iree_flow___sm_node948__m.layer-158.moving_mean" {noinline} = dense<0.00699300691> : tensor<48xf32>
  util.global private @"__iree_flow___sm_node949__m.layer-158.moving_variance" {noinline} = dense<0.0069444445> : tensor<48xf32>
  util.global private @"__iree_flow___sm_node958__m.layer-160.kernel" {noinline} = dense<0.0068965517> : tensor<1x1x48x288xf32>
  util.global private @"__iree_flow___sm_node964__m.layer-161.gamma" {noinline} = dense<0.00684931502> : tensor<288xf32>
  util.global private @"__iree_flow___sm_node965__m.layer-161.beta" {noinline} = dense<0.00680272094> : tensor<288xf32>
  util.global private @"__iree_flow___sm_node966__m.layer-161.moving_mean" {noinline} = dense<0.00675675692> : tensor<288xf32>
  util.global private @"__iree_flow___sm_node967__m.layer-161.moving_variance" {noinline} = dense<0.00671140943> : tensor<288xf32>
  util.global private @"__iree_flow___sm_node986__m.layer-167.depthwise_kernel" {noinline} = dense<0.00666666683> : tensor<5x5x288x1xf32>
  util.global private @"__iree_flow___sm_node992__m.layer-168.gamma" {noinline} = dense<0.00662251655> : tensor<288xf32>
  util.global private @"__iree_flow___sm_node993__m.layer-168.beta" {noinline} = dense<0.00657894742> : tensor<288xf32>
  util.global private @"__iree_flow___sm_node994__m.layer-168.moving_mean" {noinline} = dense<0.00653594779> : tensor<288xf32>
  util.global private @"__iree_flow___sm_node995__m.layer-168.moving_variance" {noinline} = dense<0.00649350649> : tensor<288xf32>
  util.global private @"__iree_flow___sm_node1018__m.layer-175.kernel" {noinline} = dense<0.0064516128> : tensor<1x1x288x72xf32>
  util.global private @"__iree_flow___sm_node1019__m.layer-175.bias" {noinline} = dense<0.00641025649> : tensor<72xf32>
  util.global private @"__iree_flow___sm_node1028__m.layer-177.kernel" {noinline} = dense<0.00636942684> : tensor<1x1x72x288xf32>
  util.global private @"__iree_flow___sm_node1029__m.layer-177.bias" {noinline} = dense<0.00632911408> : tensor<288xf32>
  util.global private @"__iree_flow___sm_node1044__m.layer-182.kernel" {noinline} = dense<0.00628930796> : tensor<1x1x288x96xf32>
  util.global private @"__iree_flow___sm_node1050__m.layer-183.gamma" {noinline} = dense<6.250000e-03> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node1051__m.layer-183.beta" {noinline} = dense<0.00621118024> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node1052__m.layer-183.moving_mean" {noinline} = dense<0.00617283955> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node1053__m.layer-183.moving_variance" {noinline} = dense<0.00613496918> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node1058__m.layer-184.kernel" {noinline} = dense<0.00609756075> : tensor<1x1x96x576xf32>
  util.global private @"__iree_flow___sm_node1064__m.layer-185.gamma" {noinline} = dense<0.00606060587> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1065__m.layer-185.beta" {noinline} = dense<0.00602409616> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1066__m.layer-185.moving_mean" {noinline} = dense<0.00598802418> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1067__m.layer-185.moving_variance" {noinline} = dense<0.00595238106> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1082__m.layer-190.depthwise_kernel" {noinline} = dense<5.917160e-03> : tensor<5x5x576x1xf32>
  util.global private @"__iree_flow___sm_node1088__m.layer-191.gamma" {noinline} = dense<0.00588235306> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1089__m.layer-191.beta" {noinline} = dense<0.00584795326> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1090__m.layer-191.moving_mean" {noinline} = dense<0.00581395347> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1091__m.layer-191.moving_variance" {noinline} = dense<0.00578034669> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1114__m.layer-198.kernel" {noinline} = dense<0.00574712642> : tensor<1x1x576x144xf32>
  util.global private @"__iree_flow___sm_node1115__m.layer-198.bias" {noinline} = dense<0.00571428565> : tensor<144xf32>
  util.global private @"__iree_flow___sm_node1124__m.layer-200.kernel" {noinline} = dense<0.00568181835> : tensor<1x1x144x576xf32>
  util.global private @"__iree_flow___sm_node1125__m.layer-200.bias" {noinline} = dense<0.00564971752> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1140__m.layer-205.kernel" {noinline} = dense<0.00561797759> : tensor<1x1x576x96xf32>
  util.global private @"__iree_flow___sm_node1146__m.layer-206.gamma" {noinline} = dense<0.00558659201> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node1147__m.layer-206.beta" {noinline} = dense<0.00555555569> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node1148__m.layer-206.moving_mean" {noinline} = dense<0.00552486209> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node1149__m.layer-206.moving_variance" {noinline} = dense<0.00549450563> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node1158__m.layer-208.kernel" {noinline} = dense<0.00546448072> : tensor<1x1x96x576xf32>
  util.global private @"__iree_flow___sm_node1164__m.layer-209.gamma" {noinline} = dense<0.00543478271> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1165__m.layer-209.beta" {noinline} = dense<0.00540540554> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1166__m.layer-209.moving_mean" {noinline} = dense<0.00537634408> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1167__m.layer-209.moving_variance" {noinline} = dense<0.00534759369> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1182__m.layer-214.depthwise_kernel" {noinline} = dense<0.00531914877> : tensor<5x5x576x1xf32>
  util.global private @"__iree_flow___sm_node1188__m.layer-215.gamma" {noinline} = dense<0.00529100513> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1189__m.layer-215.beta" {noinline} = dense<0.00526315812> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1190__m.layer-215.moving_mean" {noinline} = dense<0.00523560215> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1191__m.layer-215.moving_variance" {noinline} = dense<0.00520833349> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1214__m.layer-222.kernel" {noinline} = dense<0.00518134702> : tensor<1x1x576x144xf32>
  util.global private @"__iree_flow___sm_node1215__m.layer-222.bias" {noinline} = dense<0.00515463902> : tensor<144xf32>
  util.global private @"__iree_flow___sm_node1224__m.layer-224.kernel" {noinline} = dense<0.00512820529> : tensor<1x1x144x576xf32>
  util.global private @"__iree_flow___sm_node1225__m.layer-224.bias" {noinline} = dense<0.00510204071> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1240__m.layer-229.kernel" {noinline} = dense<0.00507614203> : tensor<1x1x576x96xf32>
  util.global private @"__iree_flow___sm_node1246__m.layer-230.gamma" {noinline} = dense<0.00505050505> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node1247__m.layer-230.beta" {noinline} = dense<0.00502512557> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node1248__m.layer-230.moving_mean" {noinline} = dense<5.000000e-03> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node1249__m.layer-230.moving_variance" {noinline} = dense<0.00497512426> : tensor<96xf32>
  util.global private @"__iree_flow___sm_node1258__m.layer-232.kernel" {noinline} = dense<0.00495049497> : tensor<1x1x96x576xf32>
  util.global private @"__iree_flow___sm_node1264__m.layer-233.gamma" {noinline} = dense<0.00492610829> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1265__m.layer-233.beta" {noinline} = dense<0.00490196096> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1266__m.layer-233.moving_mean" {noinline} = dense<0.00487804879> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1267__m.layer-233.moving_variance" {noinline} = dense<0.00485436898> : tensor<576xf32>
  util.global private @"__iree_flow___sm_node1290__m.layer-240.kernel" {noinline} = dense<0.00483091781> : tensor<1x1x576x1024xf32>
  util.global private @"__iree_flow___sm_node1291__m.layer-240.bias" {noinline} = dense<0.00480769249> : tensor<1024xf32>
  util.global private @"__iree_flow___sm_node1310__m.layer-246.kernel" {noinline} = dense<0.00478468882> : tensor<1x1x1024x1000xf32>
  util.global private @"__iree_flow___sm_node1311__m.layer-246.bias" {noinline} = dense<0.00476190494> : tensor<1000xf32>
  func.func @call() {
    %0 = util.unfoldable_constant dense<1.500000e+00> : tensor<1x224x224x3xf32>
    %ptr___iree_flow___sm_node260__m.layer-2.kernel = util.global.address @"__iree_flow___sm_node260__m.layer-2.kernel" : !util.ptr<tensor<3x3x3x16xf32>>
    %ptr___iree_flow___sm_node266__m.layer-3.gamma = util.global.address @"__iree_flow___sm_node266__m.layer-3.gamma" : !util.ptr<tensor<16xf32>>
    %ptr___iree_flow___sm_node267__m.layer-3.beta = util.global.address @"__iree_flow___sm_node267__m.layer-3.beta" : !util.ptr<tensor<16xf32>>
    %ptr___iree_flow___sm_node268__m.layer-3.moving_mean = util.global.address @"__iree_flow___sm_node268__m.layer-3.moving_mean" : !util.ptr<tensor<16xf32>>
    %ptr___iree_flow___sm_node269__m.layer-3.moving_variance = util.global.address @"__iree_flow___sm_node269__m.layer-3.moving_variance" : !util.ptr<tensor<16xf32>>
    %ptr___iree_flow___sm_node288__m.layer-9.depthwise_kernel = util.global.address @"__iree_flow___sm_node288__m.layer-9.depthwise_kernel" : !util.ptr<tensor<3x3x16x1xf32>>
    %ptr___iree_flow___sm_node294__m.layer-10.gamma = util.global.address @"__iree_flow___sm_node294__m.layer-10.gamma" : !util.ptr<tensor<16xf32>>
    %ptr___iree_flow___sm_node295__m.layer-10.beta = util.global.address @"__iree_flow___sm_node295__m.layer-10.beta" : !util.ptr<tensor<16xf32>>
    %ptr___iree_flow___sm_node296__m.layer-10.moving_mean = util.global.address @"__iree_flow___sm_node296__m.layer-10.moving_mean" : !util.ptr<tensor<16xf32>>
    %ptr___iree_flow___sm_node297__m.layer-10.moving_variance = util.global.address @"__iree_flow___sm_node297__m.layer-10.moving_variance" : !util.ptr<tensor<16xf32>>
    %ptr___iree_flow___sm_node314__m.layer-14.kernel = util.global.address @"__iree_flow___sm_node314__m.layer-14.kernel" : !util.ptr<tensor<1x1x16x8xf32>>
    %ptr___iree_flow___sm_node315__m.layer-14.bias = util.global.address @"__iree_flow___sm_node315__m.layer-14.bias" : !util.ptr<tensor<8xf32>>
    %ptr___iree_flow___sm_node324__m.layer-16.kernel = util.global.address @"__iree_flow___sm_node324__m.layer-16.kernel" : !util.ptr<tensor<1x1x8x16xf32>>
    %ptr___iree_flow___sm_node325__m.layer-16.bias = util.global.address @"__iree_flow___sm_node325__m.layer-16.bias" : !util.ptr<tensor<16xf32>>
    %ptr___iree_flow___sm_node340__m.layer-21.kernel = util.global.address @"__iree_flow___sm_node340__m.layer-21.kernel" : !util.ptr<tensor<1x1x16x16xf32>>
    %ptr___iree_flow___sm_node346__m.layer-22.gamma = util.global.address @"__iree_flow___sm_node346__m.layer-22.gamma" : !util.ptr<tensor<16xf32>>
    %ptr___iree_flow___sm_node347__m.layer-22.beta = util.global.address @"__iree_flow___sm_node347__m.layer-22.beta" : !util.ptr<tensor<16xf32>>
    %ptr___iree_flow___sm_node348__m.layer-22.moving_mean = util.global.address @"__iree_flow___sm_node348__m.layer-22.moving_mean" : !util.ptr<tensor<16xf32>>
    %ptr___iree_flow___sm_node349__m.layer-22.moving_variance = util.global.address @"__iree_flow___sm_node349__m.layer-22.moving_variance" : !util.ptr<tensor<16xf32>>
    %ptr___iree_flow___sm_node354__m.layer-23.kernel = util.global.address @"__iree_flow___sm_node354__m.layer-23.kernel" : !util.ptr<tensor<1x1x16x72xf32>>
    %ptr___iree_flow___sm_node360__m.layer-24.gamma = util.global.address @"__iree_flow___sm_node360__m.layer-24.gamma" : !util.ptr<tensor<72xf32>>
    %ptr___iree_flow___sm_node361__m.layer-24.beta = util.global.address @"__iree_flow___sm_node361__m.layer-24.beta" : !util.ptr<tensor<72xf32>>
    %ptr___iree_flow___sm_node362__m.layer-24.moving_mean = util.global.address @"__iree_flow___sm_node362__m.layer-24.moving_mean" : !util.ptr<tensor<72xf32>>
    %ptr___iree_flow___sm_node363__m.layer-24.moving_variance = util.global.address @"__iree_flow___sm_node363__m.layer-24.moving_variance" : !util.ptr<tensor<72xf32>>
    %ptr___iree_flow___sm_node376__m.layer-27.depthwise_kernel = util.global.address @"__iree_flow___sm_node376__m.layer-27.depthwise_kernel" : !util.ptr<tensor<3x3x72x1xf32>>
    %ptr___iree_flow___sm_node382__m.layer-28.gamma = util.global.address @"__iree_flow___sm_node382__m.layer-28.gamma" : !util.ptr<tensor<72xf32>>
    %ptr___iree_flow___sm_node383__m.layer-28.beta = util.global.address @"__iree_flow___sm_node383__m.layer-28.beta" : !util.ptr<tensor<72xf32>>
    %ptr___iree_flow___sm_node384__m.layer-28.moving_mean = util.global.address @"__iree_flow___sm_node384__m.layer-28.moving_mean" : !util.ptr<tensor<72xf32>>
    %ptr___iree_flow___sm_node385__m.layer-28.moving_variance = util.global.address @"__iree_flow___sm_node385__m.layer-28.moving_variance" : !util.ptr<tensor<72xf32>>
    %ptr___iree_flow___sm_node394__m.layer-30.kernel = util.global.address @"__iree_flow___sm_node394__m.layer-30.kernel" : !util.ptr<tensor<1x1x72x24xf32>>
    %ptr___iree_flow___sm_node400__m.layer-31.gamma = util.global.address @"__iree_flow___sm_node400__m.layer-31.gamma" : !util.ptr<tensor<24xf32>>
    %ptr___iree_flow___sm_node401__m.layer-31.beta = util.global.address @"__iree_flow___sm_node401__m.layer-31.beta" : !util.ptr<tensor<24xf32>>
    %ptr___iree_flow___sm_node402__m.layer-31.moving_mean = util.global.address @"__iree_flow___sm_node402__m.layer-31.moving_mean" : !util.ptr<tensor<24xf32>>
    %ptr___iree_flow___sm_node403__m.layer-31.moving_variance = util.global.address @"__iree_flow___sm_node403__m.layer-31.moving_variance" : !util.ptr<tensor<24xf32>>
    %ptr___iree_flow___sm_node408__m.layer-32.kernel = util.global.address @"__iree_flow___sm_node408__m.layer-32.kernel" : !util.ptr<tensor<1x1x24x88xf32>>
    %ptr___iree_flow___sm_node414__m.layer-33.gamma = util.global.address @"__iree_flow___sm_node414__m.layer-33.gamma" : !util.ptr<tensor<88xf32>>
    %ptr___iree_flow___sm_node415__m.layer-33.beta = util.global.address @"__iree_flow___sm_node415__m.layer-33.beta" : !util.ptr<tensor<88xf32>>
    %ptr___iree_flow___sm_node416__m.layer-33.moving_mean = util.global.address @"__iree_flow___sm_node416__m.layer-33.moving_mean" : !util.ptr<tensor<88xf32>>
    %ptr___iree_flow___sm_node417__m.layer-33.moving_variance = util.global.address @"__iree_flow___sm_node417__m.layer-33.moving_variance" : !util.ptr<tensor<88xf32>>
    %ptr___iree_flow___sm_node426__m.layer-35.depthwise_kernel = util.global.address @"__iree_flow___sm_node426__m.layer-35.depthwise_kernel" : !util.ptr<tensor<3x3x88x1xf32>>
    %ptr___iree_flow___sm_node432__m.layer-36.gamma = util.global.address @"__iree_flow___sm_node432__m.layer-36.gamma" : !util.ptr<tensor<88xf32>>
    %ptr___iree_flow___sm_node433__m.layer-36.beta = util.global.address @"__iree_flow___sm_node433__m.layer-36.beta" : !util.ptr<tensor<88xf32>>
    %ptr___iree_flow___sm_node434__m.layer-36.moving_mean = util.global.address @"__iree_flow___sm_node434__m.layer-36.moving_mean" : !util.ptr<tensor<88xf32>>
    %ptr___iree_flow___sm_node435__m.layer-36.moving_variance = util.global.address @"__iree_flow___sm_node435__m.layer-36.moving_variance" : !util.ptr<tensor<88xf32>>
    %ptr___iree_flow___sm_node444__m.layer-38.kernel = util.global.address @"__iree_flow___sm_node444__m.layer-38.kernel" : !util.ptr<tensor<1x1x88x24xf32>>
    %ptr___iree_flow___sm_node450__m.layer-39.gamma = util.global.address @"__iree_flow___sm_node450__m.layer-39.gamma" : !util.ptr<tensor<24xf32>>
    %ptr___iree_flow___sm_node451__m.layer-39.beta = util.global.address @"__iree_flow___sm_node451__m.layer-39.beta" : !util.ptr<tensor<24xf32>>
    %ptr___iree_flow___sm_node452__m.layer-39.moving_mean = util.global.address @"__iree_flow___sm_node452__m.layer-39.moving_mean" : !util.ptr<tensor<24xf32>>
    %ptr___iree_flow___sm_node453__m.layer-39.moving_variance = util.global.address @"__iree_flow___sm_node453__m.layer-39.moving_variance" : !util.ptr<tensor<24xf32>>
    %ptr___iree_flow___sm_node462__m.layer-41.kernel = util.global.address @"__iree_flow___sm_node462__m.layer-41.kernel" : !util.ptr<tensor<1x1x24x96xf32>>
    %ptr___iree_flow___sm_node468__m.layer-42.gamma = util.global.address @"__iree_flow___sm_node468__m.layer-42.gamma" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node469__m.layer-42.beta = util.global.address @"__iree_flow___sm_node469__m.layer-42.beta" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node470__m.layer-42.moving_mean = util.global.address @"__iree_flow___sm_node470__m.layer-42.moving_mean" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node471__m.layer-42.moving_variance = util.global.address @"__iree_flow___sm_node471__m.layer-42.moving_variance" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node490__m.layer-48.depthwise_kernel = util.global.address @"__iree_flow___sm_node490__m.layer-48.depthwise_kernel" : !util.ptr<tensor<5x5x96x1xf32>>
    %ptr___iree_flow___sm_node496__m.layer-49.gamma = util.global.address @"__iree_flow___sm_node496__m.layer-49.gamma" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node497__m.layer-49.beta = util.global.address @"__iree_flow___sm_node497__m.layer-49.beta" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node498__m.layer-49.moving_mean = util.global.address @"__iree_flow___sm_node498__m.layer-49.moving_mean" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node499__m.layer-49.moving_variance = util.global.address @"__iree_flow___sm_node499__m.layer-49.moving_variance" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node522__m.layer-56.kernel = util.global.address @"__iree_flow___sm_node522__m.layer-56.kernel" : !util.ptr<tensor<1x1x96x24xf32>>
    %ptr___iree_flow___sm_node523__m.layer-56.bias = util.global.address @"__iree_flow___sm_node523__m.layer-56.bias" : !util.ptr<tensor<24xf32>>
    %ptr___iree_flow___sm_node532__m.layer-58.kernel = util.global.address @"__iree_flow___sm_node532__m.layer-58.kernel" : !util.ptr<tensor<1x1x24x96xf32>>
    %ptr___iree_flow___sm_node533__m.layer-58.bias = util.global.address @"__iree_flow___sm_node533__m.layer-58.bias" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node548__m.layer-63.kernel = util.global.address @"__iree_flow___sm_node548__m.layer-63.kernel" : !util.ptr<tensor<1x1x96x40xf32>>
    %ptr___iree_flow___sm_node554__m.layer-64.gamma = util.global.address @"__iree_flow___sm_node554__m.layer-64.gamma" : !util.ptr<tensor<40xf32>>
    %ptr___iree_flow___sm_node555__m.layer-64.beta = util.global.address @"__iree_flow___sm_node555__m.layer-64.beta" : !util.ptr<tensor<40xf32>>
    %ptr___iree_flow___sm_node556__m.layer-64.moving_mean = util.global.address @"__iree_flow___sm_node556__m.layer-64.moving_mean" : !util.ptr<tensor<40xf32>>
    %ptr___iree_flow___sm_node557__m.layer-64.moving_variance = util.global.address @"__iree_flow___sm_node557__m.layer-64.moving_variance" : !util.ptr<tensor<40xf32>>
    %ptr___iree_flow___sm_node562__m.layer-65.kernel = util.global.address @"__iree_flow___sm_node562__m.layer-65.kernel" : !util.ptr<tensor<1x1x40x240xf32>>
    %ptr___iree_flow___sm_node568__m.layer-66.gamma = util.global.address @"__iree_flow___sm_node568__m.layer-66.gamma" : !util.ptr<tensor<240xf32>>
    %ptr___iree_flow___sm_node569__m.layer-66.beta = util.global.address @"__iree_flow___sm_node569__m.layer-66.beta" : !util.ptr<tensor<240xf32>>
    %ptr___iree_flow___sm_node570__m.layer-66.moving_mean = util.global.address @"__iree_flow___sm_node570__m.layer-66.moving_mean" : !util.ptr<tensor<240xf32>>
    %ptr___iree_flow___sm_node571__m.layer-66.moving_variance = util.global.address @"__iree_flow___sm_node571__m.layer-66.moving_variance" : !util.ptr<tensor<240xf32>>
    %ptr___iree_flow___sm_node586__m.layer-71.depthwise_kernel = util.global.address @"__iree_flow___sm_node586__m.layer-71.depthwise_kernel" : !util.ptr<tensor<5x5x240x1xf32>>
    %ptr___iree_flow___sm_node592__m.layer-72.gamma = util.global.address @"__iree_flow___sm_node592__m.layer-72.gamma" : !util.ptr<tensor<240xf32>>
    %ptr___iree_flow___sm_node593__m.layer-72.beta = util.global.address @"__iree_flow___sm_node593__m.layer-72.beta" : !util.ptr<tensor<240xf32>>
    %ptr___iree_flow___sm_node594__m.layer-72.moving_mean = util.global.address @"__iree_flow___sm_node594__m.layer-72.moving_mean" : !util.ptr<tensor<240xf32>>
    %ptr___iree_flow___sm_node595__m.layer-72.moving_variance = util.global.address @"__iree_flow___sm_node595__m.layer-72.moving_variance" : !util.ptr<tensor<240xf32>>
    %ptr___iree_flow___sm_node618__m.layer-79.kernel = util.global.address @"__iree_flow___sm_node618__m.layer-79.kernel" : !util.ptr<tensor<1x1x240x64xf32>>
    %ptr___iree_flow___sm_node619__m.layer-79.bias = util.global.address @"__iree_flow___sm_node619__m.layer-79.bias" : !util.ptr<tensor<64xf32>>
    %ptr___iree_flow___sm_node628__m.layer-81.kernel = util.global.address @"__iree_flow___sm_node628__m.layer-81.kernel" : !util.ptr<tensor<1x1x64x240xf32>>
    %ptr___iree_flow___sm_node629__m.layer-81.bias = util.global.address @"__iree_flow___sm_node629__m.layer-81.bias" : !util.ptr<tensor<240xf32>>
    %ptr___iree_flow___sm_node644__m.layer-86.kernel = util.global.address @"__iree_flow___sm_node644__m.layer-86.kernel" : !util.ptr<tensor<1x1x240x40xf32>>
    %ptr___iree_flow___sm_node650__m.layer-87.gamma = util.global.address @"__iree_flow___sm_node650__m.layer-87.gamma" : !util.ptr<tensor<40xf32>>
    %ptr___iree_flow___sm_node651__m.layer-87.beta = util.global.address @"__iree_flow___sm_node651__m.layer-87.beta" : !util.ptr<tensor<40xf32>>
    %ptr___iree_flow___sm_node652__m.layer-87.moving_mean = util.global.address @"__iree_flow___sm_node652__m.layer-87.moving_mean" : !util.ptr<tensor<40xf32>>
    %ptr___iree_flow___sm_node653__m.layer-87.moving_variance = util.global.address @"__iree_flow___sm_node653__m.layer-87.moving_variance" : !util.ptr<tensor<40xf32>>
    %ptr___iree_flow___sm_node662__m.layer-89.kernel = util.global.address @"__iree_flow___sm_node662__m.layer-89.kernel" : !util.ptr<tensor<1x1x40x240xf32>>
    %ptr___iree_flow___sm_node668__m.layer-90.gamma = util.global.address @"__iree_flow___sm_node668__m.layer-90.gamma" : !util.ptr<tensor<240xf32>>
    %ptr___iree_flow___sm_node669__m.layer-90.beta = util.global.address @"__iree_flow___sm_node669__m.layer-90.beta" : !util.ptr<tensor<240xf32>>
    %ptr___iree_flow___sm_node670__m.layer-90.moving_mean = util.global.address @"__iree_flow___sm_node670__m.layer-90.moving_mean" : !util.ptr<tensor<240xf32>>
    %ptr___iree_flow___sm_node671__m.layer-90.moving_variance = util.global.address @"__iree_flow___sm_node671__m.layer-90.moving_variance" : !util.ptr<tensor<240xf32>>
    %ptr___iree_flow___sm_node686__m.layer-95.depthwise_kernel = util.global.address @"__iree_flow___sm_node686__m.layer-95.depthwise_kernel" : !util.ptr<tensor<5x5x240x1xf32>>
    %ptr___iree_flow___sm_node692__m.layer-96.gamma = util.global.address @"__iree_flow___sm_node692__m.layer-96.gamma" : !util.ptr<tensor<240xf32>>
    %ptr___iree_flow___sm_node693__m.layer-96.beta = util.global.address @"__iree_flow___sm_node693__m.layer-96.beta" : !util.ptr<tensor<240xf32>>
    %ptr___iree_flow___sm_node694__m.layer-96.moving_mean = util.global.address @"__iree_flow___sm_node694__m.layer-96.moving_mean" : !util.ptr<tensor<240xf32>>
    %ptr___iree_flow___sm_node695__m.layer-96.moving_variance = util.global.address @"__iree_flow___sm_node695__m.layer-96.moving_variance" : !util.ptr<tensor<240xf32>>
    %ptr___iree_flow___sm_node718__m.layer-103.kernel = util.global.address @"__iree_flow___sm_node718__m.layer-103.kernel" : !util.ptr<tensor<1x1x240x64xf32>>
    %ptr___iree_flow___sm_node719__m.layer-103.bias = util.global.address @"__iree_flow___sm_node719__m.layer-103.bias" : !util.ptr<tensor<64xf32>>
    %ptr___iree_flow___sm_node728__m.layer-105.kernel = util.global.address @"__iree_flow___sm_node728__m.layer-105.kernel" : !util.ptr<tensor<1x1x64x240xf32>>
    %ptr___iree_flow___sm_node729__m.layer-105.bias = util.global.address @"__iree_flow___sm_node729__m.layer-105.bias" : !util.ptr<tensor<240xf32>>
    %ptr___iree_flow___sm_node744__m.layer-110.kernel = util.global.address @"__iree_flow___sm_node744__m.layer-110.kernel" : !util.ptr<tensor<1x1x240x40xf32>>
    %ptr___iree_flow___sm_node750__m.layer-111.gamma = util.global.address @"__iree_flow___sm_node750__m.layer-111.gamma" : !util.ptr<tensor<40xf32>>
    %ptr___iree_flow___sm_node751__m.layer-111.beta = util.global.address @"__iree_flow___sm_node751__m.layer-111.beta" : !util.ptr<tensor<40xf32>>
    %ptr___iree_flow___sm_node752__m.layer-111.moving_mean = util.global.address @"__iree_flow___sm_node752__m.layer-111.moving_mean" : !util.ptr<tensor<40xf32>>
    %ptr___iree_flow___sm_node753__m.layer-111.moving_variance = util.global.address @"__iree_flow___sm_node753__m.layer-111.moving_variance" : !util.ptr<tensor<40xf32>>
    %ptr___iree_flow___sm_node762__m.layer-113.kernel = util.global.address @"__iree_flow___sm_node762__m.layer-113.kernel" : !util.ptr<tensor<1x1x40x120xf32>>
    %ptr___iree_flow___sm_node768__m.layer-114.gamma = util.global.address @"__iree_flow___sm_node768__m.layer-114.gamma" : !util.ptr<tensor<120xf32>>
    %ptr___iree_flow___sm_node769__m.layer-114.beta = util.global.address @"__iree_flow___sm_node769__m.layer-114.beta" : !util.ptr<tensor<120xf32>>
    %ptr___iree_flow___sm_node770__m.layer-114.moving_mean = util.global.address @"__iree_flow___sm_node770__m.layer-114.moving_mean" : !util.ptr<tensor<120xf32>>
    %ptr___iree_flow___sm_node771__m.layer-114.moving_variance = util.global.address @"__iree_flow___sm_node771__m.layer-114.moving_variance" : !util.ptr<tensor<120xf32>>
    %ptr___iree_flow___sm_node786__m.layer-119.depthwise_kernel = util.global.address @"__iree_flow___sm_node786__m.layer-119.depthwise_kernel" : !util.ptr<tensor<5x5x120x1xf32>>
    %ptr___iree_flow___sm_node792__m.layer-120.gamma = util.global.address @"__iree_flow___sm_node792__m.layer-120.gamma" : !util.ptr<tensor<120xf32>>
    %ptr___iree_flow___sm_node793__m.layer-120.beta = util.global.address @"__iree_flow___sm_node793__m.layer-120.beta" : !util.ptr<tensor<120xf32>>
    %ptr___iree_flow___sm_node794__m.layer-120.moving_mean = util.global.address @"__iree_flow___sm_node794__m.layer-120.moving_mean" : !util.ptr<tensor<120xf32>>
    %ptr___iree_flow___sm_node795__m.layer-120.moving_variance = util.global.address @"__iree_flow___sm_node795__m.layer-120.moving_variance" : !util.ptr<tensor<120xf32>>
    %ptr___iree_flow___sm_node818__m.layer-127.kernel = util.global.address @"__iree_flow___sm_node818__m.layer-127.kernel" : !util.ptr<tensor<1x1x120x32xf32>>
    %ptr___iree_flow___sm_node819__m.layer-127.bias = util.global.address @"__iree_flow___sm_node819__m.layer-127.bias" : !util.ptr<tensor<32xf32>>
    %ptr___iree_flow___sm_node828__m.layer-129.kernel = util.global.address @"__iree_flow___sm_node828__m.layer-129.kernel" : !util.ptr<tensor<1x1x32x120xf32>>
    %ptr___iree_flow___sm_node829__m.layer-129.bias = util.global.address @"__iree_flow___sm_node829__m.layer-129.bias" : !util.ptr<tensor<120xf32>>
    %ptr___iree_flow___sm_node844__m.layer-134.kernel = util.global.address @"__iree_flow___sm_node844__m.layer-134.kernel" : !util.ptr<tensor<1x1x120x48xf32>>
    %ptr___iree_flow___sm_node850__m.layer-135.gamma = util.global.address @"__iree_flow___sm_node850__m.layer-135.gamma" : !util.ptr<tensor<48xf32>>
    %ptr___iree_flow___sm_node851__m.layer-135.beta = util.global.address @"__iree_flow___sm_node851__m.layer-135.beta" : !util.ptr<tensor<48xf32>>
    %ptr___iree_flow___sm_node852__m.layer-135.moving_mean = util.global.address @"__iree_flow___sm_node852__m.layer-135.moving_mean" : !util.ptr<tensor<48xf32>>
    %ptr___iree_flow___sm_node853__m.layer-135.moving_variance = util.global.address @"__iree_flow___sm_node853__m.layer-135.moving_variance" : !util.ptr<tensor<48xf32>>
    %ptr___iree_flow___sm_node858__m.layer-136.kernel = util.global.address @"__iree_flow___sm_node858__m.layer-136.kernel" : !util.ptr<tensor<1x1x48x144xf32>>
    %ptr___iree_flow___sm_node864__m.layer-137.gamma = util.global.address @"__iree_flow___sm_node864__m.layer-137.gamma" : !util.ptr<tensor<144xf32>>
    %ptr___iree_flow___sm_node865__m.layer-137.beta = util.global.address @"__iree_flow___sm_node865__m.layer-137.beta" : !util.ptr<tensor<144xf32>>
    %ptr___iree_flow___sm_node866__m.layer-137.moving_mean = util.global.address @"__iree_flow___sm_node866__m.layer-137.moving_mean" : !util.ptr<tensor<144xf32>>
    %ptr___iree_flow___sm_node867__m.layer-137.moving_variance = util.global.address @"__iree_flow___sm_node867__m.layer-137.moving_variance" : !util.ptr<tensor<144xf32>>
    %ptr___iree_flow___sm_node882__m.layer-142.depthwise_kernel = util.global.address @"__iree_flow___sm_node882__m.layer-142.depthwise_kernel" : !util.ptr<tensor<5x5x144x1xf32>>
    %ptr___iree_flow___sm_node888__m.layer-143.gamma = util.global.address @"__iree_flow___sm_node888__m.layer-143.gamma" : !util.ptr<tensor<144xf32>>
    %ptr___iree_flow___sm_node889__m.layer-143.beta = util.global.address @"__iree_flow___sm_node889__m.layer-143.beta" : !util.ptr<tensor<144xf32>>
    %ptr___iree_flow___sm_node890__m.layer-143.moving_mean = util.global.address @"__iree_flow___sm_node890__m.layer-143.moving_mean" : !util.ptr<tensor<144xf32>>
    %ptr___iree_flow___sm_node891__m.layer-143.moving_variance = util.global.address @"__iree_flow___sm_node891__m.layer-143.moving_variance" : !util.ptr<tensor<144xf32>>
    %ptr___iree_flow___sm_node914__m.layer-150.kernel = util.global.address @"__iree_flow___sm_node914__m.layer-150.kernel" : !util.ptr<tensor<1x1x144x40xf32>>
    %ptr___iree_flow___sm_node915__m.layer-150.bias = util.global.address @"__iree_flow___sm_node915__m.layer-150.bias" : !util.ptr<tensor<40xf32>>
    %ptr___iree_flow___sm_node924__m.layer-152.kernel = util.global.address @"__iree_flow___sm_node924__m.layer-152.kernel" : !util.ptr<tensor<1x1x40x144xf32>>
    %ptr___iree_flow___sm_node925__m.layer-152.bias = util.global.address @"__iree_flow___sm_node925__m.layer-152.bias" : !util.ptr<tensor<144xf32>>
    %ptr___iree_flow___sm_node940__m.layer-157.kernel = util.global.address @"__iree_flow___sm_node940__m.layer-157.kernel" : !util.ptr<tensor<1x1x144x48xf32>>
    %ptr___iree_flow___sm_node946__m.layer-158.gamma = util.global.address @"__iree_flow___sm_node946__m.layer-158.gamma" : !util.ptr<tensor<48xf32>>
    %ptr___iree_flow___sm_node947__m.layer-158.beta = util.global.address @"__iree_flow___sm_node947__m.layer-158.beta" : !util.ptr<tensor<48xf32>>
    %ptr___iree_flow___sm_node948__m.layer-158.moving_mean = util.global.address @"__iree_flow___sm_node948__m.layer-158.moving_mean" : !util.ptr<tensor<48xf32>>
    %ptr___iree_flow___sm_node949__m.layer-158.moving_variance = util.global.address @"__iree_flow___sm_node949__m.layer-158.moving_variance" : !util.ptr<tensor<48xf32>>
    %ptr___iree_flow___sm_node958__m.layer-160.kernel = util.global.address @"__iree_flow___sm_node958__m.layer-160.kernel" : !util.ptr<tensor<1x1x48x288xf32>>
    %ptr___iree_flow___sm_node964__m.layer-161.gamma = util.global.address @"__iree_flow___sm_node964__m.layer-161.gamma" : !util.ptr<tensor<288xf32>>
    %ptr___iree_flow___sm_node965__m.layer-161.beta = util.global.address @"__iree_flow___sm_node965__m.layer-161.beta" : !util.ptr<tensor<288xf32>>
    %ptr___iree_flow___sm_node966__m.layer-161.moving_mean = util.global.address @"__iree_flow___sm_node966__m.layer-161.moving_mean" : !util.ptr<tensor<288xf32>>
    %ptr___iree_flow___sm_node967__m.layer-161.moving_variance = util.global.address @"__iree_flow___sm_node967__m.layer-161.moving_variance" : !util.ptr<tensor<288xf32>>
    %ptr___iree_flow___sm_node986__m.layer-167.depthwise_kernel = util.global.address @"__iree_flow___sm_node986__m.layer-167.depthwise_kernel" : !util.ptr<tensor<5x5x288x1xf32>>
    %ptr___iree_flow___sm_node992__m.layer-168.gamma = util.global.address @"__iree_flow___sm_node992__m.layer-168.gamma" : !util.ptr<tensor<288xf32>>
    %ptr___iree_flow___sm_node993__m.layer-168.beta = util.global.address @"__iree_flow___sm_node993__m.layer-168.beta" : !util.ptr<tensor<288xf32>>
    %ptr___iree_flow___sm_node994__m.layer-168.moving_mean = util.global.address @"__iree_flow___sm_node994__m.layer-168.moving_mean" : !util.ptr<tensor<288xf32>>
    %ptr___iree_flow___sm_node995__m.layer-168.moving_variance = util.global.address @"__iree_flow___sm_node995__m.layer-168.moving_variance" : !util.ptr<tensor<288xf32>>
    %ptr___iree_flow___sm_node1018__m.layer-175.kernel = util.global.address @"__iree_flow___sm_node1018__m.layer-175.kernel" : !util.ptr<tensor<1x1x288x72xf32>>
    %ptr___iree_flow___sm_node1019__m.layer-175.bias = util.global.address @"__iree_flow___sm_node1019__m.layer-175.bias" : !util.ptr<tensor<72xf32>>
    %ptr___iree_flow___sm_node1028__m.layer-177.kernel = util.global.address @"__iree_flow___sm_node1028__m.layer-177.kernel" : !util.ptr<tensor<1x1x72x288xf32>>
    %ptr___iree_flow___sm_node1029__m.layer-177.bias = util.global.address @"__iree_flow___sm_node1029__m.layer-177.bias" : !util.ptr<tensor<288xf32>>
    %ptr___iree_flow___sm_node1044__m.layer-182.kernel = util.global.address @"__iree_flow___sm_node1044__m.layer-182.kernel" : !util.ptr<tensor<1x1x288x96xf32>>
    %ptr___iree_flow___sm_node1050__m.layer-183.gamma = util.global.address @"__iree_flow___sm_node1050__m.layer-183.gamma" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node1051__m.layer-183.beta = util.global.address @"__iree_flow___sm_node1051__m.layer-183.beta" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node1052__m.layer-183.moving_mean = util.global.address @"__iree_flow___sm_node1052__m.layer-183.moving_mean" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node1053__m.layer-183.moving_variance = util.global.address @"__iree_flow___sm_node1053__m.layer-183.moving_variance" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node1058__m.layer-184.kernel = util.global.address @"__iree_flow___sm_node1058__m.layer-184.kernel" : !util.ptr<tensor<1x1x96x576xf32>>
    %ptr___iree_flow___sm_node1064__m.layer-185.gamma = util.global.address @"__iree_flow___sm_node1064__m.layer-185.gamma" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1065__m.layer-185.beta = util.global.address @"__iree_flow___sm_node1065__m.layer-185.beta" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1066__m.layer-185.moving_mean = util.global.address @"__iree_flow___sm_node1066__m.layer-185.moving_mean" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1067__m.layer-185.moving_variance = util.global.address @"__iree_flow___sm_node1067__m.layer-185.moving_variance" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1082__m.layer-190.depthwise_kernel = util.global.address @"__iree_flow___sm_node1082__m.layer-190.depthwise_kernel" : !util.ptr<tensor<5x5x576x1xf32>>
    %ptr___iree_flow___sm_node1088__m.layer-191.gamma = util.global.address @"__iree_flow___sm_node1088__m.layer-191.gamma" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1089__m.layer-191.beta = util.global.address @"__iree_flow___sm_node1089__m.layer-191.beta" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1090__m.layer-191.moving_mean = util.global.address @"__iree_flow___sm_node1090__m.layer-191.moving_mean" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1091__m.layer-191.moving_variance = util.global.address @"__iree_flow___sm_node1091__m.layer-191.moving_variance" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1114__m.layer-198.kernel = util.global.address @"__iree_flow___sm_node1114__m.layer-198.kernel" : !util.ptr<tensor<1x1x576x144xf32>>
    %ptr___iree_flow___sm_node1115__m.layer-198.bias = util.global.address @"__iree_flow___sm_node1115__m.layer-198.bias" : !util.ptr<tensor<144xf32>>
    %ptr___iree_flow___sm_node1124__m.layer-200.kernel = util.global.address @"__iree_flow___sm_node1124__m.layer-200.kernel" : !util.ptr<tensor<1x1x144x576xf32>>
    %ptr___iree_flow___sm_node1125__m.layer-200.bias = util.global.address @"__iree_flow___sm_node1125__m.layer-200.bias" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1140__m.layer-205.kernel = util.global.address @"__iree_flow___sm_node1140__m.layer-205.kernel" : !util.ptr<tensor<1x1x576x96xf32>>
    %ptr___iree_flow___sm_node1146__m.layer-206.gamma = util.global.address @"__iree_flow___sm_node1146__m.layer-206.gamma" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node1147__m.layer-206.beta = util.global.address @"__iree_flow___sm_node1147__m.layer-206.beta" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node1148__m.layer-206.moving_mean = util.global.address @"__iree_flow___sm_node1148__m.layer-206.moving_mean" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node1149__m.layer-206.moving_variance = util.global.address @"__iree_flow___sm_node1149__m.layer-206.moving_variance" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node1158__m.layer-208.kernel = util.global.address @"__iree_flow___sm_node1158__m.layer-208.kernel" : !util.ptr<tensor<1x1x96x576xf32>>
    %ptr___iree_flow___sm_node1164__m.layer-209.gamma = util.global.address @"__iree_flow___sm_node1164__m.layer-209.gamma" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1165__m.layer-209.beta = util.global.address @"__iree_flow___sm_node1165__m.layer-209.beta" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1166__m.layer-209.moving_mean = util.global.address @"__iree_flow___sm_node1166__m.layer-209.moving_mean" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1167__m.layer-209.moving_variance = util.global.address @"__iree_flow___sm_node1167__m.layer-209.moving_variance" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1182__m.layer-214.depthwise_kernel = util.global.address @"__iree_flow___sm_node1182__m.layer-214.depthwise_kernel" : !util.ptr<tensor<5x5x576x1xf32>>
    %ptr___iree_flow___sm_node1188__m.layer-215.gamma = util.global.address @"__iree_flow___sm_node1188__m.layer-215.gamma" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1189__m.layer-215.beta = util.global.address @"__iree_flow___sm_node1189__m.layer-215.beta" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1190__m.layer-215.moving_mean = util.global.address @"__iree_flow___sm_node1190__m.layer-215.moving_mean" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1191__m.layer-215.moving_variance = util.global.address @"__iree_flow___sm_node1191__m.layer-215.moving_variance" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1214__m.layer-222.kernel = util.global.address @"__iree_flow___sm_node1214__m.layer-222.kernel" : !util.ptr<tensor<1x1x576x144xf32>>
    %ptr___iree_flow___sm_node1215__m.layer-222.bias = util.global.address @"__iree_flow___sm_node1215__m.layer-222.bias" : !util.ptr<tensor<144xf32>>
    %ptr___iree_flow___sm_node1224__m.layer-224.kernel = util.global.address @"__iree_flow___sm_node1224__m.layer-224.kernel" : !util.ptr<tensor<1x1x144x576xf32>>
    %ptr___iree_flow___sm_node1225__m.layer-224.bias = util.global.address @"__iree_flow___sm_node1225__m.layer-224.bias" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1240__m.layer-229.kernel = util.global.address @"__iree_flow___sm_node1240__m.layer-229.kernel" : !util.ptr<tensor<1x1x576x96xf32>>
    %ptr___iree_flow___sm_node1246__m.layer-230.gamma = util.global.address @"__iree_flow___sm_node1246__m.layer-230.gamma" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node1247__m.layer-230.beta = util.global.address @"__iree_flow___sm_node1247__m.layer-230.beta" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node1248__m.layer-230.moving_mean = util.global.address @"__iree_flow___sm_node1248__m.layer-230.moving_mean" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node1249__m.layer-230.moving_variance = util.global.address @"__iree_flow___sm_node1249__m.layer-230.moving_variance" : !util.ptr<tensor<96xf32>>
    %ptr___iree_flow___sm_node1258__m.layer-232.kernel = util.global.address @"__iree_flow___sm_node1258__m.layer-232.kernel" : !util.ptr<tensor<1x1x96x576xf32>>
    %ptr___iree_flow___sm_node1264__m.layer-233.gamma = util.global.address @"__iree_flow___sm_node1264__m.layer-233.gamma" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1265__m.layer-233.beta = util.global.address @"__iree_flow___sm_node1265__m.layer-233.beta" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1266__m.layer-233.moving_mean = util.global.address @"__iree_flow___sm_node1266__m.layer-233.moving_mean" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1267__m.layer-233.moving_variance = util.global.address @"__iree_flow___sm_node1267__m.layer-233.moving_variance" : !util.ptr<tensor<576xf32>>
    %ptr___iree_flow___sm_node1290__m.layer-240.kernel = util.global.address @"__iree_flow___sm_node1290__m.layer-240.kernel" : !util.ptr<tensor<1x1x576x1024xf32>>
    %ptr___iree_flow___sm_node1291__m.layer-240.bias = util.global.address @"__iree_flow___sm_node1291__m.layer-240.bias" : !util.ptr<tensor<1024xf32>>
    %ptr___iree_flow___sm_node1310__m.layer-246.kernel = util.global.address @"__iree_flow___sm_node1310__m.layer-246.kernel" : !util.ptr<tensor<1x1x1024x1000xf32>>
    %ptr___iree_flow___sm_node1311__m.layer-246.bias = util.global.address @"__iree_flow___sm_node1311__m.layer-246.bias" : !util.ptr<tensor<1000xf32>>
    %1 = stablehlo.constant dense<0.00784313772> : tensor<1x224x224x3xf32>
    %2 = stablehlo.constant dense<-1.000000e+00> : tensor<1x224x224x3xf32>
    %3 = stablehlo.constant dense<3.000000e+00> : tensor<1x112x112x16xf32>
    %4 = stablehlo.constant dense<3.000000e+00> : tensor<1x1x1x16xf32>
    %5 = stablehlo.constant dense<3.000000e+00> : tensor<1x28x28x96xf32>
    %6 = stablehlo.constant dense<3.000000e+00> : tensor<1x14x14x96xf32>
    %7 = stablehlo.constant dense<3.000000e+00> : tensor<1x1x1x96xf32>
    %8 = stablehlo.constant dense<3.000000e+00> : tensor<1x14x14x240xf32>
    %9 = stablehlo.constant dense<3.000000e+00> : tensor<1x1x1x240xf32>
    %10 = stablehlo.constant dense<3.000000e+00> : tensor<1x14x14x120xf32>
    %11 = stablehlo.constant dense<3.000000e+00> : tensor<1x1x1x120xf32>
    %12 = stablehlo.constant dense<3.000000e+00> : tensor<1x14x14x144xf32>
    %13 = stablehlo.constant dense<3.000000e+00> : tensor<1x1x1x144xf32>
    %14 = stablehlo.constant dense<3.000000e+00> : tensor<1x14x14x288xf32>
    %15 = stablehlo.constant dense<3.000000e+00> : tensor<1x7x7x288xf32>
    %16 = stablehlo.constant dense<3.000000e+00> : tensor<1x1x1x288xf32>
    %17 = stablehlo.constant dense<3.000000e+00> : tensor<1x1x1x576xf32>
    %18 = stablehlo.constant dense<3.000000e+00> : tensor<1x7x7x576xf32>
    %19 = stablehlo.constant dense<3.000000e+00> : tensor<1x1x1x1024xf32>
    %20 = stablehlo.constant dense<0.166666672> : tensor<1x112x112x16xf32>
    %21 = stablehlo.constant dense<0.166666672> : tensor<1x1x1x16xf32>
    %22 = stablehlo.constant dense<0.166666672> : tensor<1x28x28x96xf32>
    %23 = stablehlo.constant dense<0.166666672> : tensor<1x14x14x96xf32>
    %24 = stablehlo.constant dense<0.166666672> : tensor<1x1x1x96xf32>
    %25 = stablehlo.constant dense<0.166666672> : tensor<1x14x14x240xf32>
    %26 = stablehlo.constant dense<0.166666672> : tensor<1x1x1x240xf32>
    %27 = stablehlo.constant dense<0.166666672> : tensor<1x14x14x120xf32>
    %28 = stablehlo.constant dense<0.166666672> : tensor<1x1x1x120xf32>
    %29 = stablehlo.constant dense<0.166666672> : tensor<1x14x14x144xf32>
    %30 = stablehlo.constant dense<0.166666672> : tensor<1x1x1x144xf32>
    %31 = stablehlo.constant dense<0.166666672> : tensor<1x14x14x288xf32>
    %32 = stablehlo.constant dense<0.166666672> : tensor<1x7x7x288xf32>
    %33 = stablehlo.constant dense<0.166666672> : tensor<1x1x1x288xf32>
    %34 = stablehlo.constant dense<0.166666672> : tensor<1x1x1x576xf32>
    %35 = stablehlo.constant dense<0.166666672> : tensor<1x7x7x576xf32>
    %36 = stablehlo.constant dense<0.166666672> : tensor<1x1x1x1024xf32>
    %37 = stablehlo.constant dense<0.000000e+00> : tensor<1x56x56x16xf32>
    %38 = stablehlo.constant dense<3.136000e+03> : tensor<1x16xf32>
    %39 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x1x8xf32>
    %40 = stablehlo.constant dense<0.000000e+00> : tensor<1x56x56x72xf32>
    %41 = stablehlo.constant dense<0.000000e+00> : tensor<1x28x28x72xf32>
    %42 = stablehlo.constant dense<0.000000e+00> : tensor<1x28x28x88xf32>
    %43 = stablehlo.constant dense<1.960000e+02> : tensor<1x96xf32>
    %44 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x1x24xf32>
    %45 = stablehlo.constant dense<1.960000e+02> : tensor<1x240xf32>
    %46 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x1x64xf32>
    %47 = stablehlo.constant dense<1.960000e+02> : tensor<1x120xf32>
    %48 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x1x32xf32>
    %49 = stablehlo.constant dense<1.960000e+02> : tensor<1x144xf32>
    %50 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x1x40xf32>
    %51 = stablehlo.constant dense<4.900000e+01> : tensor<1x288xf32>
    %52 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x1x72xf32>
    %53 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x1x144xf32>
    %54 = stablehlo.constant dense<4.900000e+01> : tensor<1x576xf32>
    %55 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = util.global.load.indirect %ptr___iree_flow___sm_node1267__m.layer-233.moving_variance : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %59 = util.global.load.indirect %ptr___iree_flow___sm_node1266__m.layer-233.moving_mean : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %60 = util.global.load.indirect %ptr___iree_flow___sm_node1265__m.layer-233.beta : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %61 = util.global.load.indirect %ptr___iree_flow___sm_node1264__m.layer-233.gamma : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %62 = util.global.load.indirect %ptr___iree_flow___sm_node1258__m.layer-232.kernel : !util.ptr<tensor<1x1x96x576xf32>> -> tensor<1x1x96x576xf32>
    %63 = util.global.load.indirect %ptr___iree_flow___sm_node1291__m.layer-240.bias : !util.ptr<tensor<1024xf32>> -> tensor<1024xf32>
    %64 = util.global.load.indirect %ptr___iree_flow___sm_node1290__m.layer-240.kernel : !util.ptr<tensor<1x1x576x1024xf32>> -> tensor<1x1x576x1024xf32>
    %65 = util.global.load.indirect %ptr___iree_flow___sm_node269__m.layer-3.moving_variance : !util.ptr<tensor<16xf32>> -> tensor<16xf32>
    %66 = util.global.load.indirect %ptr___iree_flow___sm_node268__m.layer-3.moving_mean : !util.ptr<tensor<16xf32>> -> tensor<16xf32>
    %67 = util.global.load.indirect %ptr___iree_flow___sm_node267__m.layer-3.beta : !util.ptr<tensor<16xf32>> -> tensor<16xf32>
    %68 = util.global.load.indirect %ptr___iree_flow___sm_node266__m.layer-3.gamma : !util.ptr<tensor<16xf32>> -> tensor<16xf32>
    %69 = util.global.load.indirect %ptr___iree_flow___sm_node260__m.layer-2.kernel : !util.ptr<tensor<3x3x3x16xf32>> -> tensor<3x3x3x16xf32>
    %70 = util.global.load.indirect %ptr___iree_flow___sm_node1191__m.layer-215.moving_variance : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %71 = util.global.load.indirect %ptr___iree_flow___sm_node1190__m.layer-215.moving_mean : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %72 = util.global.load.indirect %ptr___iree_flow___sm_node1189__m.layer-215.beta : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %73 = util.global.load.indirect %ptr___iree_flow___sm_node1188__m.layer-215.gamma : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %74 = util.global.load.indirect %ptr___iree_flow___sm_node1182__m.layer-214.depthwise_kernel : !util.ptr<tensor<5x5x576x1xf32>> -> tensor<5x5x576x1xf32>
    %75 = util.global.load.indirect %ptr___iree_flow___sm_node1167__m.layer-209.moving_variance : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %76 = util.global.load.indirect %ptr___iree_flow___sm_node1166__m.layer-209.moving_mean : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %77 = util.global.load.indirect %ptr___iree_flow___sm_node1165__m.layer-209.beta : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %78 = util.global.load.indirect %ptr___iree_flow___sm_node1164__m.layer-209.gamma : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %79 = util.global.load.indirect %ptr___iree_flow___sm_node1158__m.layer-208.kernel : !util.ptr<tensor<1x1x96x576xf32>> -> tensor<1x1x96x576xf32>
    %80 = util.global.load.indirect %ptr___iree_flow___sm_node1249__m.layer-230.moving_variance : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %81 = util.global.load.indirect %ptr___iree_flow___sm_node1248__m.layer-230.moving_mean : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %82 = util.global.load.indirect %ptr___iree_flow___sm_node1247__m.layer-230.beta : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %83 = util.global.load.indirect %ptr___iree_flow___sm_node1246__m.layer-230.gamma : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %84 = util.global.load.indirect %ptr___iree_flow___sm_node1240__m.layer-229.kernel : !util.ptr<tensor<1x1x576x96xf32>> -> tensor<1x1x576x96xf32>
    %85 = util.global.load.indirect %ptr___iree_flow___sm_node1225__m.layer-224.bias : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %86 = util.global.load.indirect %ptr___iree_flow___sm_node1224__m.layer-224.kernel : !util.ptr<tensor<1x1x144x576xf32>> -> tensor<1x1x144x576xf32>
    %87 = util.global.load.indirect %ptr___iree_flow___sm_node1215__m.layer-222.bias : !util.ptr<tensor<144xf32>> -> tensor<144xf32>
    %88 = util.global.load.indirect %ptr___iree_flow___sm_node1214__m.layer-222.kernel : !util.ptr<tensor<1x1x576x144xf32>> -> tensor<1x1x576x144xf32>
    %89 = util.global.load.indirect %ptr___iree_flow___sm_node385__m.layer-28.moving_variance : !util.ptr<tensor<72xf32>> -> tensor<72xf32>
    %90 = util.global.load.indirect %ptr___iree_flow___sm_node384__m.layer-28.moving_mean : !util.ptr<tensor<72xf32>> -> tensor<72xf32>
    %91 = util.global.load.indirect %ptr___iree_flow___sm_node383__m.layer-28.beta : !util.ptr<tensor<72xf32>> -> tensor<72xf32>
    %92 = util.global.load.indirect %ptr___iree_flow___sm_node382__m.layer-28.gamma : !util.ptr<tensor<72xf32>> -> tensor<72xf32>
    %93 = util.global.load.indirect %ptr___iree_flow___sm_node376__m.layer-27.depthwise_kernel : !util.ptr<tensor<3x3x72x1xf32>> -> tensor<3x3x72x1xf32>
    %94 = util.global.load.indirect %ptr___iree_flow___sm_node363__m.layer-24.moving_variance : !util.ptr<tensor<72xf32>> -> tensor<72xf32>
    %95 = util.global.load.indirect %ptr___iree_flow___sm_node362__m.layer-24.moving_mean : !util.ptr<tensor<72xf32>> -> tensor<72xf32>
    %96 = util.global.load.indirect %ptr___iree_flow___sm_node361__m.layer-24.beta : !util.ptr<tensor<72xf32>> -> tensor<72xf32>
    %97 = util.global.load.indirect %ptr___iree_flow___sm_node360__m.layer-24.gamma : !util.ptr<tensor<72xf32>> -> tensor<72xf32>
    %98 = util.global.load.indirect %ptr___iree_flow___sm_node354__m.layer-23.kernel : !util.ptr<tensor<1x1x16x72xf32>> -> tensor<1x1x16x72xf32>
    %99 = util.global.load.indirect %ptr___iree_flow___sm_node403__m.layer-31.moving_variance : !util.ptr<tensor<24xf32>> -> tensor<24xf32>
    %100 = util.global.load.indirect %ptr___iree_flow___sm_node402__m.layer-31.moving_mean : !util.ptr<tensor<24xf32>> -> tensor<24xf32>
    %101 = util.global.load.indirect %ptr___iree_flow___sm_node401__m.layer-31.beta : !util.ptr<tensor<24xf32>> -> tensor<24xf32>
    %102 = util.global.load.indirect %ptr___iree_flow___sm_node400__m.layer-31.gamma : !util.ptr<tensor<24xf32>> -> tensor<24xf32>
    %103 = util.global.load.indirect %ptr___iree_flow___sm_node394__m.layer-30.kernel : !util.ptr<tensor<1x1x72x24xf32>> -> tensor<1x1x72x24xf32>
    %104 = util.global.load.indirect %ptr___iree_flow___sm_node435__m.layer-36.moving_variance : !util.ptr<tensor<88xf32>> -> tensor<88xf32>
    %105 = util.global.load.indirect %ptr___iree_flow___sm_node434__m.layer-36.moving_mean : !util.ptr<tensor<88xf32>> -> tensor<88xf32>
    %106 = util.global.load.indirect %ptr___iree_flow___sm_node433__m.layer-36.beta : !util.ptr<tensor<88xf32>> -> tensor<88xf32>
    %107 = util.global.load.indirect %ptr___iree_flow___sm_node432__m.layer-36.gamma : !util.ptr<tensor<88xf32>> -> tensor<88xf32>
    %108 = util.global.load.indirect %ptr___iree_flow___sm_node426__m.layer-35.depthwise_kernel : !util.ptr<tensor<3x3x88x1xf32>> -> tensor<3x3x88x1xf32>
    %109 = util.global.load.indirect %ptr___iree_flow___sm_node417__m.layer-33.moving_variance : !util.ptr<tensor<88xf32>> -> tensor<88xf32>
    %110 = util.global.load.indirect %ptr___iree_flow___sm_node416__m.layer-33.moving_mean : !util.ptr<tensor<88xf32>> -> tensor<88xf32>
    %111 = util.global.load.indirect %ptr___iree_flow___sm_node415__m.layer-33.beta : !util.ptr<tensor<88xf32>> -> tensor<88xf32>
    %112 = util.global.load.indirect %ptr___iree_flow___sm_node414__m.layer-33.gamma : !util.ptr<tensor<88xf32>> -> tensor<88xf32>
    %113 = util.global.load.indirect %ptr___iree_flow___sm_node408__m.layer-32.kernel : !util.ptr<tensor<1x1x24x88xf32>> -> tensor<1x1x24x88xf32>
    %114 = util.global.load.indirect %ptr___iree_flow___sm_node453__m.layer-39.moving_variance : !util.ptr<tensor<24xf32>> -> tensor<24xf32>
    %115 = util.global.load.indirect %ptr___iree_flow___sm_node452__m.layer-39.moving_mean : !util.ptr<tensor<24xf32>> -> tensor<24xf32>
    %116 = util.global.load.indirect %ptr___iree_flow___sm_node451__m.layer-39.beta : !util.ptr<tensor<24xf32>> -> tensor<24xf32>
    %117 = util.global.load.indirect %ptr___iree_flow___sm_node450__m.layer-39.gamma : !util.ptr<tensor<24xf32>> -> tensor<24xf32>
    %118 = util.global.load.indirect %ptr___iree_flow___sm_node444__m.layer-38.kernel : !util.ptr<tensor<1x1x88x24xf32>> -> tensor<1x1x88x24xf32>
    %119 = util.global.load.indirect %ptr___iree_flow___sm_node499__m.layer-49.moving_variance : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %120 = util.global.load.indirect %ptr___iree_flow___sm_node498__m.layer-49.moving_mean : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %121 = util.global.load.indirect %ptr___iree_flow___sm_node497__m.layer-49.beta : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %122 = util.global.load.indirect %ptr___iree_flow___sm_node496__m.layer-49.gamma : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %123 = util.global.load.indirect %ptr___iree_flow___sm_node490__m.layer-48.depthwise_kernel : !util.ptr<tensor<5x5x96x1xf32>> -> tensor<5x5x96x1xf32>
    %124 = util.global.load.indirect %ptr___iree_flow___sm_node471__m.layer-42.moving_variance : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %125 = util.global.load.indirect %ptr___iree_flow___sm_node470__m.layer-42.moving_mean : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %126 = util.global.load.indirect %ptr___iree_flow___sm_node469__m.layer-42.beta : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %127 = util.global.load.indirect %ptr___iree_flow___sm_node468__m.layer-42.gamma : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %128 = util.global.load.indirect %ptr___iree_flow___sm_node462__m.layer-41.kernel : !util.ptr<tensor<1x1x24x96xf32>> -> tensor<1x1x24x96xf32>
    %129 = util.global.load.indirect %ptr___iree_flow___sm_node557__m.layer-64.moving_variance : !util.ptr<tensor<40xf32>> -> tensor<40xf32>
    %130 = util.global.load.indirect %ptr___iree_flow___sm_node556__m.layer-64.moving_mean : !util.ptr<tensor<40xf32>> -> tensor<40xf32>
    %131 = util.global.load.indirect %ptr___iree_flow___sm_node555__m.layer-64.beta : !util.ptr<tensor<40xf32>> -> tensor<40xf32>
    %132 = util.global.load.indirect %ptr___iree_flow___sm_node554__m.layer-64.gamma : !util.ptr<tensor<40xf32>> -> tensor<40xf32>
    %133 = util.global.load.indirect %ptr___iree_flow___sm_node548__m.layer-63.kernel : !util.ptr<tensor<1x1x96x40xf32>> -> tensor<1x1x96x40xf32>
    %134 = util.global.load.indirect %ptr___iree_flow___sm_node533__m.layer-58.bias : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %135 = util.global.load.indirect %ptr___iree_flow___sm_node532__m.layer-58.kernel : !util.ptr<tensor<1x1x24x96xf32>> -> tensor<1x1x24x96xf32>
    %136 = util.global.load.indirect %ptr___iree_flow___sm_node523__m.layer-56.bias : !util.ptr<tensor<24xf32>> -> tensor<24xf32>
    %137 = util.global.load.indirect %ptr___iree_flow___sm_node522__m.layer-56.kernel : !util.ptr<tensor<1x1x96x24xf32>> -> tensor<1x1x96x24xf32>
    %138 = util.global.load.indirect %ptr___iree_flow___sm_node595__m.layer-72.moving_variance : !util.ptr<tensor<240xf32>> -> tensor<240xf32>
    %139 = util.global.load.indirect %ptr___iree_flow___sm_node594__m.layer-72.moving_mean : !util.ptr<tensor<240xf32>> -> tensor<240xf32>
    %140 = util.global.load.indirect %ptr___iree_flow___sm_node593__m.layer-72.beta : !util.ptr<tensor<240xf32>> -> tensor<240xf32>
    %141 = util.global.load.indirect %ptr___iree_flow___sm_node592__m.layer-72.gamma : !util.ptr<tensor<240xf32>> -> tensor<240xf32>
    %142 = util.global.load.indirect %ptr___iree_flow___sm_node586__m.layer-71.depthwise_kernel : !util.ptr<tensor<5x5x240x1xf32>> -> tensor<5x5x240x1xf32>
    %143 = util.global.load.indirect %ptr___iree_flow___sm_node571__m.layer-66.moving_variance : !util.ptr<tensor<240xf32>> -> tensor<240xf32>
    %144 = util.global.load.indirect %ptr___iree_flow___sm_node570__m.layer-66.moving_mean : !util.ptr<tensor<240xf32>> -> tensor<240xf32>
    %145 = util.global.load.indirect %ptr___iree_flow___sm_node569__m.layer-66.beta : !util.ptr<tensor<240xf32>> -> tensor<240xf32>
    %146 = util.global.load.indirect %ptr___iree_flow___sm_node568__m.layer-66.gamma : !util.ptr<tensor<240xf32>> -> tensor<240xf32>
    %147 = util.global.load.indirect %ptr___iree_flow___sm_node562__m.layer-65.kernel : !util.ptr<tensor<1x1x40x240xf32>> -> tensor<1x1x40x240xf32>
    %148 = util.global.load.indirect %ptr___iree_flow___sm_node653__m.layer-87.moving_variance : !util.ptr<tensor<40xf32>> -> tensor<40xf32>
    %149 = util.global.load.indirect %ptr___iree_flow___sm_node652__m.layer-87.moving_mean : !util.ptr<tensor<40xf32>> -> tensor<40xf32>
    %150 = util.global.load.indirect %ptr___iree_flow___sm_node651__m.layer-87.beta : !util.ptr<tensor<40xf32>> -> tensor<40xf32>
    %151 = util.global.load.indirect %ptr___iree_flow___sm_node650__m.layer-87.gamma : !util.ptr<tensor<40xf32>> -> tensor<40xf32>
    %152 = util.global.load.indirect %ptr___iree_flow___sm_node644__m.layer-86.kernel : !util.ptr<tensor<1x1x240x40xf32>> -> tensor<1x1x240x40xf32>
    %153 = util.global.load.indirect %ptr___iree_flow___sm_node629__m.layer-81.bias : !util.ptr<tensor<240xf32>> -> tensor<240xf32>
    %154 = util.global.load.indirect %ptr___iree_flow___sm_node628__m.layer-81.kernel : !util.ptr<tensor<1x1x64x240xf32>> -> tensor<1x1x64x240xf32>
    %155 = util.global.load.indirect %ptr___iree_flow___sm_node619__m.layer-79.bias : !util.ptr<tensor<64xf32>> -> tensor<64xf32>
    %156 = util.global.load.indirect %ptr___iree_flow___sm_node618__m.layer-79.kernel : !util.ptr<tensor<1x1x240x64xf32>> -> tensor<1x1x240x64xf32>
    %157 = util.global.load.indirect %ptr___iree_flow___sm_node695__m.layer-96.moving_variance : !util.ptr<tensor<240xf32>> -> tensor<240xf32>
    %158 = util.global.load.indirect %ptr___iree_flow___sm_node694__m.layer-96.moving_mean : !util.ptr<tensor<240xf32>> -> tensor<240xf32>
    %159 = util.global.load.indirect %ptr___iree_flow___sm_node693__m.layer-96.beta : !util.ptr<tensor<240xf32>> -> tensor<240xf32>
    %160 = util.global.load.indirect %ptr___iree_flow___sm_node692__m.layer-96.gamma : !util.ptr<tensor<240xf32>> -> tensor<240xf32>
    %161 = util.global.load.indirect %ptr___iree_flow___sm_node686__m.layer-95.depthwise_kernel : !util.ptr<tensor<5x5x240x1xf32>> -> tensor<5x5x240x1xf32>
    %162 = util.global.load.indirect %ptr___iree_flow___sm_node671__m.layer-90.moving_variance : !util.ptr<tensor<240xf32>> -> tensor<240xf32>
    %163 = util.global.load.indirect %ptr___iree_flow___sm_node670__m.layer-90.moving_mean : !util.ptr<tensor<240xf32>> -> tensor<240xf32>
    %164 = util.global.load.indirect %ptr___iree_flow___sm_node669__m.layer-90.beta : !util.ptr<tensor<240xf32>> -> tensor<240xf32>
    %165 = util.global.load.indirect %ptr___iree_flow___sm_node668__m.layer-90.gamma : !util.ptr<tensor<240xf32>> -> tensor<240xf32>
    %166 = util.global.load.indirect %ptr___iree_flow___sm_node662__m.layer-89.kernel : !util.ptr<tensor<1x1x40x240xf32>> -> tensor<1x1x40x240xf32>
    %167 = util.global.load.indirect %ptr___iree_flow___sm_node753__m.layer-111.moving_variance : !util.ptr<tensor<40xf32>> -> tensor<40xf32>
    %168 = util.global.load.indirect %ptr___iree_flow___sm_node752__m.layer-111.moving_mean : !util.ptr<tensor<40xf32>> -> tensor<40xf32>
    %169 = util.global.load.indirect %ptr___iree_flow___sm_node751__m.layer-111.beta : !util.ptr<tensor<40xf32>> -> tensor<40xf32>
    %170 = util.global.load.indirect %ptr___iree_flow___sm_node750__m.layer-111.gamma : !util.ptr<tensor<40xf32>> -> tensor<40xf32>
    %171 = util.global.load.indirect %ptr___iree_flow___sm_node744__m.layer-110.kernel : !util.ptr<tensor<1x1x240x40xf32>> -> tensor<1x1x240x40xf32>
    %172 = util.global.load.indirect %ptr___iree_flow___sm_node729__m.layer-105.bias : !util.ptr<tensor<240xf32>> -> tensor<240xf32>
    %173 = util.global.load.indirect %ptr___iree_flow___sm_node728__m.layer-105.kernel : !util.ptr<tensor<1x1x64x240xf32>> -> tensor<1x1x64x240xf32>
    %174 = util.global.load.indirect %ptr___iree_flow___sm_node719__m.layer-103.bias : !util.ptr<tensor<64xf32>> -> tensor<64xf32>
    %175 = util.global.load.indirect %ptr___iree_flow___sm_node718__m.layer-103.kernel : !util.ptr<tensor<1x1x240x64xf32>> -> tensor<1x1x240x64xf32>
    %176 = util.global.load.indirect %ptr___iree_flow___sm_node795__m.layer-120.moving_variance : !util.ptr<tensor<120xf32>> -> tensor<120xf32>
    %177 = util.global.load.indirect %ptr___iree_flow___sm_node794__m.layer-120.moving_mean : !util.ptr<tensor<120xf32>> -> tensor<120xf32>
    %178 = util.global.load.indirect %ptr___iree_flow___sm_node793__m.layer-120.beta : !util.ptr<tensor<120xf32>> -> tensor<120xf32>
    %179 = util.global.load.indirect %ptr___iree_flow___sm_node792__m.layer-120.gamma : !util.ptr<tensor<120xf32>> -> tensor<120xf32>
    %180 = util.global.load.indirect %ptr___iree_flow___sm_node786__m.layer-119.depthwise_kernel : !util.ptr<tensor<5x5x120x1xf32>> -> tensor<5x5x120x1xf32>
    %181 = util.global.load.indirect %ptr___iree_flow___sm_node771__m.layer-114.moving_variance : !util.ptr<tensor<120xf32>> -> tensor<120xf32>
    %182 = util.global.load.indirect %ptr___iree_flow___sm_node770__m.layer-114.moving_mean : !util.ptr<tensor<120xf32>> -> tensor<120xf32>
    %183 = util.global.load.indirect %ptr___iree_flow___sm_node769__m.layer-114.beta : !util.ptr<tensor<120xf32>> -> tensor<120xf32>
    %184 = util.global.load.indirect %ptr___iree_flow___sm_node768__m.layer-114.gamma : !util.ptr<tensor<120xf32>> -> tensor<120xf32>
    %185 = util.global.load.indirect %ptr___iree_flow___sm_node762__m.layer-113.kernel : !util.ptr<tensor<1x1x40x120xf32>> -> tensor<1x1x40x120xf32>
    %186 = util.global.load.indirect %ptr___iree_flow___sm_node853__m.layer-135.moving_variance : !util.ptr<tensor<48xf32>> -> tensor<48xf32>
    %187 = util.global.load.indirect %ptr___iree_flow___sm_node852__m.layer-135.moving_mean : !util.ptr<tensor<48xf32>> -> tensor<48xf32>
    %188 = util.global.load.indirect %ptr___iree_flow___sm_node851__m.layer-135.beta : !util.ptr<tensor<48xf32>> -> tensor<48xf32>
    %189 = util.global.load.indirect %ptr___iree_flow___sm_node850__m.layer-135.gamma : !util.ptr<tensor<48xf32>> -> tensor<48xf32>
    %190 = util.global.load.indirect %ptr___iree_flow___sm_node844__m.layer-134.kernel : !util.ptr<tensor<1x1x120x48xf32>> -> tensor<1x1x120x48xf32>
    %191 = util.global.load.indirect %ptr___iree_flow___sm_node829__m.layer-129.bias : !util.ptr<tensor<120xf32>> -> tensor<120xf32>
    %192 = util.global.load.indirect %ptr___iree_flow___sm_node828__m.layer-129.kernel : !util.ptr<tensor<1x1x32x120xf32>> -> tensor<1x1x32x120xf32>
    %193 = util.global.load.indirect %ptr___iree_flow___sm_node819__m.layer-127.bias : !util.ptr<tensor<32xf32>> -> tensor<32xf32>
    %194 = util.global.load.indirect %ptr___iree_flow___sm_node818__m.layer-127.kernel : !util.ptr<tensor<1x1x120x32xf32>> -> tensor<1x1x120x32xf32>
    %195 = util.global.load.indirect %ptr___iree_flow___sm_node891__m.layer-143.moving_variance : !util.ptr<tensor<144xf32>> -> tensor<144xf32>
    %196 = util.global.load.indirect %ptr___iree_flow___sm_node890__m.layer-143.moving_mean : !util.ptr<tensor<144xf32>> -> tensor<144xf32>
    %197 = util.global.load.indirect %ptr___iree_flow___sm_node889__m.layer-143.beta : !util.ptr<tensor<144xf32>> -> tensor<144xf32>
    %198 = util.global.load.indirect %ptr___iree_flow___sm_node888__m.layer-143.gamma : !util.ptr<tensor<144xf32>> -> tensor<144xf32>
    %199 = util.global.load.indirect %ptr___iree_flow___sm_node882__m.layer-142.depthwise_kernel : !util.ptr<tensor<5x5x144x1xf32>> -> tensor<5x5x144x1xf32>
    %200 = util.global.load.indirect %ptr___iree_flow___sm_node867__m.layer-137.moving_variance : !util.ptr<tensor<144xf32>> -> tensor<144xf32>
    %201 = util.global.load.indirect %ptr___iree_flow___sm_node866__m.layer-137.moving_mean : !util.ptr<tensor<144xf32>> -> tensor<144xf32>
    %202 = util.global.load.indirect %ptr___iree_flow___sm_node865__m.layer-137.beta : !util.ptr<tensor<144xf32>> -> tensor<144xf32>
    %203 = util.global.load.indirect %ptr___iree_flow___sm_node864__m.layer-137.gamma : !util.ptr<tensor<144xf32>> -> tensor<144xf32>
    %204 = util.global.load.indirect %ptr___iree_flow___sm_node858__m.layer-136.kernel : !util.ptr<tensor<1x1x48x144xf32>> -> tensor<1x1x48x144xf32>
    %205 = util.global.load.indirect %ptr___iree_flow___sm_node949__m.layer-158.moving_variance : !util.ptr<tensor<48xf32>> -> tensor<48xf32>
    %206 = util.global.load.indirect %ptr___iree_flow___sm_node948__m.layer-158.moving_mean : !util.ptr<tensor<48xf32>> -> tensor<48xf32>
    %207 = util.global.load.indirect %ptr___iree_flow___sm_node947__m.layer-158.beta : !util.ptr<tensor<48xf32>> -> tensor<48xf32>
    %208 = util.global.load.indirect %ptr___iree_flow___sm_node946__m.layer-158.gamma : !util.ptr<tensor<48xf32>> -> tensor<48xf32>
    %209 = util.global.load.indirect %ptr___iree_flow___sm_node940__m.layer-157.kernel : !util.ptr<tensor<1x1x144x48xf32>> -> tensor<1x1x144x48xf32>
    %210 = util.global.load.indirect %ptr___iree_flow___sm_node925__m.layer-152.bias : !util.ptr<tensor<144xf32>> -> tensor<144xf32>
    %211 = util.global.load.indirect %ptr___iree_flow___sm_node924__m.layer-152.kernel : !util.ptr<tensor<1x1x40x144xf32>> -> tensor<1x1x40x144xf32>
    %212 = util.global.load.indirect %ptr___iree_flow___sm_node915__m.layer-150.bias : !util.ptr<tensor<40xf32>> -> tensor<40xf32>
    %213 = util.global.load.indirect %ptr___iree_flow___sm_node914__m.layer-150.kernel : !util.ptr<tensor<1x1x144x40xf32>> -> tensor<1x1x144x40xf32>
    %214 = util.global.load.indirect %ptr___iree_flow___sm_node995__m.layer-168.moving_variance : !util.ptr<tensor<288xf32>> -> tensor<288xf32>
    %215 = util.global.load.indirect %ptr___iree_flow___sm_node994__m.layer-168.moving_mean : !util.ptr<tensor<288xf32>> -> tensor<288xf32>
    %216 = util.global.load.indirect %ptr___iree_flow___sm_node993__m.layer-168.beta : !util.ptr<tensor<288xf32>> -> tensor<288xf32>
    %217 = util.global.load.indirect %ptr___iree_flow___sm_node992__m.layer-168.gamma : !util.ptr<tensor<288xf32>> -> tensor<288xf32>
    %218 = util.global.load.indirect %ptr___iree_flow___sm_node986__m.layer-167.depthwise_kernel : !util.ptr<tensor<5x5x288x1xf32>> -> tensor<5x5x288x1xf32>
    %219 = util.global.load.indirect %ptr___iree_flow___sm_node967__m.layer-161.moving_variance : !util.ptr<tensor<288xf32>> -> tensor<288xf32>
    %220 = util.global.load.indirect %ptr___iree_flow___sm_node966__m.layer-161.moving_mean : !util.ptr<tensor<288xf32>> -> tensor<288xf32>
    %221 = util.global.load.indirect %ptr___iree_flow___sm_node965__m.layer-161.beta : !util.ptr<tensor<288xf32>> -> tensor<288xf32>
    %222 = util.global.load.indirect %ptr___iree_flow___sm_node964__m.layer-161.gamma : !util.ptr<tensor<288xf32>> -> tensor<288xf32>
    %223 = util.global.load.indirect %ptr___iree_flow___sm_node958__m.layer-160.kernel : !util.ptr<tensor<1x1x48x288xf32>> -> tensor<1x1x48x288xf32>
    %224 = util.global.load.indirect %ptr___iree_flow___sm_node1053__m.layer-183.moving_variance : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %225 = util.global.load.indirect %ptr___iree_flow___sm_node1052__m.layer-183.moving_mean : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %226 = util.global.load.indirect %ptr___iree_flow___sm_node1051__m.layer-183.beta : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %227 = util.global.load.indirect %ptr___iree_flow___sm_node1050__m.layer-183.gamma : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %228 = util.global.load.indirect %ptr___iree_flow___sm_node1044__m.layer-182.kernel : !util.ptr<tensor<1x1x288x96xf32>> -> tensor<1x1x288x96xf32>
    %229 = util.global.load.indirect %ptr___iree_flow___sm_node1029__m.layer-177.bias : !util.ptr<tensor<288xf32>> -> tensor<288xf32>
    %230 = util.global.load.indirect %ptr___iree_flow___sm_node1028__m.layer-177.kernel : !util.ptr<tensor<1x1x72x288xf32>> -> tensor<1x1x72x288xf32>
    %231 = util.global.load.indirect %ptr___iree_flow___sm_node1019__m.layer-175.bias : !util.ptr<tensor<72xf32>> -> tensor<72xf32>
    %232 = util.global.load.indirect %ptr___iree_flow___sm_node1018__m.layer-175.kernel : !util.ptr<tensor<1x1x288x72xf32>> -> tensor<1x1x288x72xf32>
    %233 = util.global.load.indirect %ptr___iree_flow___sm_node1091__m.layer-191.moving_variance : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %234 = util.global.load.indirect %ptr___iree_flow___sm_node1090__m.layer-191.moving_mean : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %235 = util.global.load.indirect %ptr___iree_flow___sm_node1089__m.layer-191.beta : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %236 = util.global.load.indirect %ptr___iree_flow___sm_node1088__m.layer-191.gamma : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %237 = util.global.load.indirect %ptr___iree_flow___sm_node1082__m.layer-190.depthwise_kernel : !util.ptr<tensor<5x5x576x1xf32>> -> tensor<5x5x576x1xf32>
    %238 = util.global.load.indirect %ptr___iree_flow___sm_node1067__m.layer-185.moving_variance : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %239 = util.global.load.indirect %ptr___iree_flow___sm_node1066__m.layer-185.moving_mean : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %240 = util.global.load.indirect %ptr___iree_flow___sm_node1065__m.layer-185.beta : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %241 = util.global.load.indirect %ptr___iree_flow___sm_node1064__m.layer-185.gamma : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %242 = util.global.load.indirect %ptr___iree_flow___sm_node1058__m.layer-184.kernel : !util.ptr<tensor<1x1x96x576xf32>> -> tensor<1x1x96x576xf32>
    %243 = util.global.load.indirect %ptr___iree_flow___sm_node1149__m.layer-206.moving_variance : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %244 = util.global.load.indirect %ptr___iree_flow___sm_node1148__m.layer-206.moving_mean : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %245 = util.global.load.indirect %ptr___iree_flow___sm_node1147__m.layer-206.beta : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %246 = util.global.load.indirect %ptr___iree_flow___sm_node1146__m.layer-206.gamma : !util.ptr<tensor<96xf32>> -> tensor<96xf32>
    %247 = util.global.load.indirect %ptr___iree_flow___sm_node1140__m.layer-205.kernel : !util.ptr<tensor<1x1x576x96xf32>> -> tensor<1x1x576x96xf32>
    %248 = util.global.load.indirect %ptr___iree_flow___sm_node1125__m.layer-200.bias : !util.ptr<tensor<576xf32>> -> tensor<576xf32>
    %249 = util.global.load.indirect %ptr___iree_flow___sm_node1124__m.layer-200.kernel : !util.ptr<tensor<1x1x144x576xf32>> -> tensor<1x1x144x576xf32>
    %250 = util.global.load.indirect %ptr___iree_flow___sm_node1115__m.layer-198.bias : !util.ptr<tensor<144xf32>> -> tensor<144xf32>
    %251 = util.global.load.indirect %ptr___iree_flow___sm_node1114__m.layer-198.kernel : !util.ptr<tensor<1x1x576x144xf32>> -> tensor<1x1x576x144xf32>
    %252 = util.global.load.indirect %ptr___iree_flow___sm_node297__m.layer-10.moving_variance : !util.ptr<tensor<16xf32>> -> tensor<16xf32>
    %253 = util.global.load.indirect %ptr___iree_flow___sm_node296__m.layer-10.moving_mean : !util.ptr<tensor<16xf32>> -> tensor<16xf32>
    %254 = util.global.load.indirect %ptr___iree_flow___sm_node295__m.layer-10.beta : !util.ptr<tensor<16xf32>> -> tensor<16xf32>
    %255 = util.global.load.indirect %ptr___iree_flow___sm_node294__m.layer-10.gamma : !util.ptr<tensor<16xf32>> -> tensor<16xf32>
    %256 = util.global.load.indirect %ptr___iree_flow___sm_node288__m.layer-9.depthwise_kernel : !util.ptr<tensor<3x3x16x1xf32>> -> tensor<3x3x16x1xf32>
    %257 = util.global.load.indirect %ptr___iree_flow___sm_node349__m.layer-22.moving_variance : !util.ptr<tensor<16xf32>> -> tensor<16xf32>
    %258 = util.global.load.indirect %ptr___iree_flow___sm_node348__m.layer-22.moving_mean : !util.ptr<tensor<16xf32>> -> tensor<16xf32>
    %259 = util.global.load.indirect %ptr___iree_flow___sm_node347__m.layer-22.beta : !util.ptr<tensor<16xf32>> -> tensor<16xf32>
    %260 = util.global.load.indirect %ptr___iree_flow___sm_node346__m.layer-22.gamma : !util.ptr<tensor<16xf32>> -> tensor<16xf32>
    %261 = util.global.load.indirect %ptr___iree_flow___sm_node340__m.layer-21.kernel : !util.ptr<tensor<1x1x16x16xf32>> -> tensor<1x1x16x16xf32>
    %262 = util.global.load.indirect %ptr___iree_flow___sm_node325__m.layer-16.bias : !util.ptr<tensor<16xf32>> -> tensor<16xf32>
    %263 = util.global.load.indirect %ptr___iree_flow___sm_node324__m.layer-16.kernel : !util.ptr<tensor<1x1x8x16xf32>> -> tensor<1x1x8x16xf32>
    %264 = util.global.load.indirect %ptr___iree_flow___sm_node315__m.layer-14.bias : !util.ptr<tensor<8xf32>> -> tensor<8xf32>
    %265 = util.global.load.indirect %ptr___iree_flow___sm_node314__m.layer-14.kernel : !util.ptr<tensor<1x1x16x8xf32>> -> tensor<1x1x16x8xf32>
    %266 = util.global.load.indirect %ptr___iree_flow___sm_node1311__m.layer-246.bias : !util.ptr<tensor<1000xf32>> -> tensor<1000xf32>
    %267 = util.global.load.indirect %ptr___iree_flow___sm_node1310__m.layer-246.kernel : !util.ptr<tensor<1x1x1024x1000xf32>> -> tensor<1x1x1024x1000xf32>
    %268 = stablehlo.multiply %0, %1 : tensor<1x224x224x3xf32>
    %269 = stablehlo.add %268, %2 : tensor<1x224x224x3xf32>
    %270 = stablehlo.convolution(%269, %69) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x224x224x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x112x112x16xf32>
    %271 = "stablehlo.batch_norm_inference"(%270, %68, %67, %66, %65) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x112x112x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<1x112x112x16xf32>
    %272 = stablehlo.add %271, %3 : tensor<1x112x112x16xf32>
    %273 = stablehlo.clamp %57, %272, %55 : (tensor<f32>, tensor<1x112x112x16xf32>, tensor<f32>) -> tensor<1x112x112x16xf32>
    %274 = stablehlo.multiply %273, %20 : tensor<1x112x112x16xf32>
    %275 = stablehlo.multiply %274, %271 : tensor<1x112x112x16xf32>
    %276 = stablehlo.pad %275, %57, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<1x112x112x16xf32>, tensor<f32>) -> tensor<1x113x113x16xf32>
    %277 = stablehlo.reshape %256 : (tensor<3x3x16x1xf32>) -> tensor<3x3x1x16xf32>
    %278 = stablehlo.convolution(%276, %277) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64} : (tensor<1x113x113x16xf32>, tensor<3x3x1x16xf32>) -> tensor<1x56x56x16xf32>
    %279 = "stablehlo.batch_norm_inference"(%278, %255, %254, %253, %252) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x56x56x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<1x56x56x16xf32>
    %280 = stablehlo.maximum %279, %37 : tensor<1x56x56x16xf32>
    %281 = stablehlo.reduce(%280 init: %57) across dimensions = [1, 2] : (tensor<1x56x56x16xf32>, tensor<f32>) -> tensor<1x16xf32>
     reducer(%arg0: tensor<f32>, %arg1: tensor<f32>)  {
      %592 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %592 : tensor<f32>
    }
    %282 = stablehlo.divide %281, %38 : tensor<1x16xf32>
    %283 = stablehlo.reshape %282 : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
    %284 = stablehlo.convolution(%283, %265) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x16xf32>, tensor<1x1x16x8xf32>) -> tensor<1x1x1x8xf32>
    %285 = stablehlo.broadcast_in_dim %264, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %286 = stablehlo.add %284, %285 : tensor<1x1x1x8xf32>
    %287 = stablehlo.maximum %286, %39 : tensor<1x1x1x8xf32>
    %288 = stablehlo.convolution(%287, %263) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x8xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x1x16xf32>
    %289 = stablehlo.broadcast_in_dim %262, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %290 = stablehlo.add %288, %289 : tensor<1x1x1x16xf32>
    %291 = stablehlo.add %290, %4 : tensor<1x1x1x16xf32>
    %292 = stablehlo.clamp %57, %291, %55 : (tensor<f32>, tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<1x1x1x16xf32>
    %293 = stablehlo.multiply %292, %21 : tensor<1x1x1x16xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<1x56x56x16xf32>
    %295 = stablehlo.multiply %280, %294 : tensor<1x56x56x16xf32>
    %296 = stablehlo.convolution(%295, %261) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x56x56x16xf32>, tensor<1x1x16x16xf32>) -> tensor<1x56x56x16xf32>
    %297 = "stablehlo.batch_norm_inference"(%296, %260, %259, %258, %257) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x56x56x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<1x56x56x16xf32>
    %298 = stablehlo.convolution(%297, %98) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x56x56x16xf32>, tensor<1x1x16x72xf32>) -> tensor<1x56x56x72xf32>
    %299 = "stablehlo.batch_norm_inference"(%298, %97, %96, %95, %94) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x56x56x72xf32>, tensor<72xf32>, tensor<72xf32>, tensor<72xf32>, tensor<72xf32>) -> tensor<1x56x56x72xf32>
    %300 = stablehlo.maximum %299, %40 : tensor<1x56x56x72xf32>
    %301 = stablehlo.pad %300, %57, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<1x56x56x72xf32>, tensor<f32>) -> tensor<1x57x57x72xf32>
    %302 = stablehlo.reshape %93 : (tensor<3x3x72x1xf32>) -> tensor<3x3x1x72xf32>
    %303 = stablehlo.convolution(%301, %302) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 72 : i64} : (tensor<1x57x57x72xf32>, tensor<3x3x1x72xf32>) -> tensor<1x28x28x72xf32>
    %304 = "stablehlo.batch_norm_inference"(%303, %92, %91, %90, %89) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x28x28x72xf32>, tensor<72xf32>, tensor<72xf32>, tensor<72xf32>, tensor<72xf32>) -> tensor<1x28x28x72xf32>
    %305 = stablehlo.maximum %304, %41 : tensor<1x28x28x72xf32>
    %306 = stablehlo.convolution(%305, %103) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x28x28x72xf32>, tensor<1x1x72x24xf32>) -> tensor<1x28x28x24xf32>
    %307 = "stablehlo.batch_norm_inference"(%306, %102, %101, %100, %99) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x28x28x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<1x28x28x24xf32>
    %308 = stablehlo.convolution(%307, %113) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x28x28x24xf32>, tensor<1x1x24x88xf32>) -> tensor<1x28x28x88xf32>
    %309 = "stablehlo.batch_norm_inference"(%308, %112, %111, %110, %109) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x28x28x88xf32>, tensor<88xf32>, tensor<88xf32>, tensor<88xf32>, tensor<88xf32>) -> tensor<1x28x28x88xf32>
    %310 = stablehlo.maximum %309, %42 : tensor<1x28x28x88xf32>
    %311 = stablehlo.reshape %108 : (tensor<3x3x88x1xf32>) -> tensor<3x3x1x88xf32>
    %312 = stablehlo.convolution(%310, %311) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 88 : i64} : (tensor<1x28x28x88xf32>, tensor<3x3x1x88xf32>) -> tensor<1x28x28x88xf32>
    %313 = "stablehlo.batch_norm_inference"(%312, %107, %106, %105, %104) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x28x28x88xf32>, tensor<88xf32>, tensor<88xf32>, tensor<88xf32>, tensor<88xf32>) -> tensor<1x28x28x88xf32>
    %314 = stablehlo.maximum %313, %42 : tensor<1x28x28x88xf32>
    %315 = stablehlo.convolution(%314, %118) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x28x28x88xf32>, tensor<1x1x88x24xf32>) -> tensor<1x28x28x24xf32>
    %316 = "stablehlo.batch_norm_inference"(%315, %117, %116, %115, %114) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x28x28x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<1x28x28x24xf32>
    %317 = stablehlo.add %307, %316 : tensor<1x28x28x24xf32>
    %318 = stablehlo.convolution(%317, %128) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x28x28x24xf32>, tensor<1x1x24x96xf32>) -> tensor<1x28x28x96xf32>
    %319 = "stablehlo.batch_norm_inference"(%318, %127, %126, %125, %124) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x28x28x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) -> tensor<1x28x28x96xf32>
    %320 = stablehlo.add %319, %5 : tensor<1x28x28x96xf32>
    %321 = stablehlo.clamp %57, %320, %55 : (tensor<f32>, tensor<1x28x28x96xf32>, tensor<f32>) -> tensor<1x28x28x96xf32>
    %322 = stablehlo.multiply %321, %22 : tensor<1x28x28x96xf32>
    %323 = stablehlo.multiply %322, %319 : tensor<1x28x28x96xf32>
    %324 = stablehlo.pad %323, %57, low = [0, 1, 1, 0], high = [0, 2, 2, 0], interior = [0, 0, 0, 0] : (tensor<1x28x28x96xf32>, tensor<f32>) -> tensor<1x31x31x96xf32>
    %325 = stablehlo.reshape %123 : (tensor<5x5x96x1xf32>) -> tensor<5x5x1x96xf32>
    %326 = stablehlo.convolution(%324, %325) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<1x31x31x96xf32>, tensor<5x5x1x96xf32>) -> tensor<1x14x14x96xf32>
    %327 = "stablehlo.batch_norm_inference"(%326, %122, %121, %120, %119) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x14x14x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) -> tensor<1x14x14x96xf32>
    %328 = stablehlo.add %327, %6 : tensor<1x14x14x96xf32>
    %329 = stablehlo.clamp %57, %328, %55 : (tensor<f32>, tensor<1x14x14x96xf32>, tensor<f32>) -> tensor<1x14x14x96xf32>
    %330 = stablehlo.multiply %329, %23 : tensor<1x14x14x96xf32>
    %331 = stablehlo.multiply %330, %327 : tensor<1x14x14x96xf32>
    %332 = stablehlo.reduce(%331 init: %57) across dimensions = [1, 2] : (tensor<1x14x14x96xf32>, tensor<f32>) -> tensor<1x96xf32>
     reducer(%arg0: tensor<f32>, %arg1: tensor<f32>)  {
      %592 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %592 : tensor<f32>
    }
    %333 = stablehlo.divide %332, %43 : tensor<1x96xf32>
    %334 = stablehlo.reshape %333 : (tensor<1x96xf32>) -> tensor<1x1x1x96xf32>
    %335 = stablehlo.convolution(%334, %137) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x96xf32>, tensor<1x1x96x24xf32>) -> tensor<1x1x1x24xf32>
    %336 = stablehlo.broadcast_in_dim %136, dims = [3] : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %337 = stablehlo.add %335, %336 : tensor<1x1x1x24xf32>
    %338 = stablehlo.maximum %337, %44 : tensor<1x1x1x24xf32>
    %339 = stablehlo.convolution(%338, %135) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x24xf32>, tensor<1x1x24x96xf32>) -> tensor<1x1x1x96xf32>
    %340 = stablehlo.broadcast_in_dim %134, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %341 = stablehlo.add %339, %340 : tensor<1x1x1x96xf32>
    %342 = stablehlo.add %341, %7 : tensor<1x1x1x96xf32>
    %343 = stablehlo.clamp %57, %342, %55 : (tensor<f32>, tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<1x1x1x96xf32>
    %344 = stablehlo.multiply %343, %24 : tensor<1x1x1x96xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<1x14x14x96xf32>
    %346 = stablehlo.multiply %331, %345 : tensor<1x14x14x96xf32>
    %347 = stablehlo.convolution(%346, %133) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x14x14x96xf32>, tensor<1x1x96x40xf32>) -> tensor<1x14x14x40xf32>
    %348 = "stablehlo.batch_norm_inference"(%347, %132, %131, %130, %129) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x14x14x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>) -> tensor<1x14x14x40xf32>
    %349 = stablehlo.convolution(%348, %147) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x14x14x40xf32>, tensor<1x1x40x240xf32>) -> tensor<1x14x14x240xf32>
    %350 = "stablehlo.batch_norm_inference"(%349, %146, %145, %144, %143) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x14x14x240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) -> tensor<1x14x14x240xf32>
    %351 = stablehlo.add %350, %8 : tensor<1x14x14x240xf32>
    %352 = stablehlo.clamp %57, %351, %55 : (tensor<f32>, tensor<1x14x14x240xf32>, tensor<f32>) -> tensor<1x14x14x240xf32>
    %353 = stablehlo.multiply %352, %25 : tensor<1x14x14x240xf32>
    %354 = stablehlo.multiply %353, %350 : tensor<1x14x14x240xf32>
    %355 = stablehlo.reshape %142 : (tensor<5x5x240x1xf32>) -> tensor<5x5x1x240xf32>
    %356 = stablehlo.convolution(%354, %355) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 240 : i64} : (tensor<1x14x14x240xf32>, tensor<5x5x1x240xf32>) -> tensor<1x14x14x240xf32>
    %357 = "stablehlo.batch_norm_inference"(%356, %141, %140, %139, %138) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x14x14x240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) -> tensor<1x14x14x240xf32>
    %358 = stablehlo.add %357, %8 : tensor<1x14x14x240xf32>
    %359 = stablehlo.clamp %57, %358, %55 : (tensor<f32>, tensor<1x14x14x240xf32>, tensor<f32>) -> tensor<1x14x14x240xf32>
    %360 = stablehlo.multiply %359, %25 : tensor<1x14x14x240xf32>
    %361 = stablehlo.multiply %360, %357 : tensor<1x14x14x240xf32>
    %362 = stablehlo.reduce(%361 init: %57) across dimensions = [1, 2] : (tensor<1x14x14x240xf32>, tensor<f32>) -> tensor<1x240xf32>
     reducer(%arg0: tensor<f32>, %arg1: tensor<f32>)  {
      %592 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %592 : tensor<f32>
    }
    %363 = stablehlo.divide %362, %45 : tensor<1x240xf32>
    %364 = stablehlo.reshape %363 : (tensor<1x240xf32>) -> tensor<1x1x1x240xf32>
    %365 = stablehlo.convolution(%364, %156) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x240xf32>, tensor<1x1x240x64xf32>) -> tensor<1x1x1x64xf32>
    %366 = stablehlo.broadcast_in_dim %155, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %367 = stablehlo.add %365, %366 : tensor<1x1x1x64xf32>
    %368 = stablehlo.maximum %367, %46 : tensor<1x1x1x64xf32>
    %369 = stablehlo.convolution(%368, %154) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x64xf32>, tensor<1x1x64x240xf32>) -> tensor<1x1x1x240xf32>
    %370 = stablehlo.broadcast_in_dim %153, dims = [3] : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %371 = stablehlo.add %369, %370 : tensor<1x1x1x240xf32>
    %372 = stablehlo.add %371, %9 : tensor<1x1x1x240xf32>
    %373 = stablehlo.clamp %57, %372, %55 : (tensor<f32>, tensor<1x1x1x240xf32>, tensor<f32>) -> tensor<1x1x1x240xf32>
    %374 = stablehlo.multiply %373, %26 : tensor<1x1x1x240xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<1x14x14x240xf32>
    %376 = stablehlo.multiply %361, %375 : tensor<1x14x14x240xf32>
    %377 = stablehlo.convolution(%376, %152) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x14x14x240xf32>, tensor<1x1x240x40xf32>) -> tensor<1x14x14x40xf32>
    %378 = "stablehlo.batch_norm_inference"(%377, %151, %150, %149, %148) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x14x14x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>) -> tensor<1x14x14x40xf32>
    %379 = stablehlo.add %348, %378 : tensor<1x14x14x40xf32>
    %380 = stablehlo.convolution(%379, %166) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x14x14x40xf32>, tensor<1x1x40x240xf32>) -> tensor<1x14x14x240xf32>
    %381 = "stablehlo.batch_norm_inference"(%380, %165, %164, %163, %162) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x14x14x240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) -> tensor<1x14x14x240xf32>
    %382 = stablehlo.add %381, %8 : tensor<1x14x14x240xf32>
    %383 = stablehlo.clamp %57, %382, %55 : (tensor<f32>, tensor<1x14x14x240xf32>, tensor<f32>) -> tensor<1x14x14x240xf32>
    %384 = stablehlo.multiply %383, %25 : tensor<1x14x14x240xf32>
    %385 = stablehlo.multiply %384, %381 : tensor<1x14x14x240xf32>
    %386 = stablehlo.reshape %161 : (tensor<5x5x240x1xf32>) -> tensor<5x5x1x240xf32>
    %387 = stablehlo.convolution(%385, %386) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 240 : i64} : (tensor<1x14x14x240xf32>, tensor<5x5x1x240xf32>) -> tensor<1x14x14x240xf32>
    %388 = "stablehlo.batch_norm_inference"(%387, %160, %159, %158, %157) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x14x14x240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>, tensor<240xf32>) -> tensor<1x14x14x240xf32>
    %389 = stablehlo.add %388, %8 : tensor<1x14x14x240xf32>
    %390 = stablehlo.clamp %57, %389, %55 : (tensor<f32>, tensor<1x14x14x240xf32>, tensor<f32>) -> tensor<1x14x14x240xf32>
    %391 = stablehlo.multiply %390, %25 : tensor<1x14x14x240xf32>
    %392 = stablehlo.multiply %391, %388 : tensor<1x14x14x240xf32>
    %393 = stablehlo.reduce(%392 init: %57) across dimensions = [1, 2] : (tensor<1x14x14x240xf32>, tensor<f32>) -> tensor<1x240xf32>
     reducer(%arg0: tensor<f32>, %arg1: tensor<f32>)  {
      %592 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %592 : tensor<f32>
    }
    %394 = stablehlo.divide %393, %45 : tensor<1x240xf32>
    %395 = stablehlo.reshape %394 : (tensor<1x240xf32>) -> tensor<1x1x1x240xf32>
    %396 = stablehlo.convolution(%395, %175) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x240xf32>, tensor<1x1x240x64xf32>) -> tensor<1x1x1x64xf32>
    %397 = stablehlo.broadcast_in_dim %174, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %398 = stablehlo.add %396, %397 : tensor<1x1x1x64xf32>
    %399 = stablehlo.maximum %398, %46 : tensor<1x1x1x64xf32>
    %400 = stablehlo.convolution(%399, %173) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x64xf32>, tensor<1x1x64x240xf32>) -> tensor<1x1x1x240xf32>
    %401 = stablehlo.broadcast_in_dim %172, dims = [3] : (tensor<240xf32>) -> tensor<1x1x1x240xf32>
    %402 = stablehlo.add %400, %401 : tensor<1x1x1x240xf32>
    %403 = stablehlo.add %402, %9 : tensor<1x1x1x240xf32>
    %404 = stablehlo.clamp %57, %403, %55 : (tensor<f32>, tensor<1x1x1x240xf32>, tensor<f32>) -> tensor<1x1x1x240xf32>
    %405 = stablehlo.multiply %404, %26 : tensor<1x1x1x240xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 3] : (tensor<1x1x1x240xf32>) -> tensor<1x14x14x240xf32>
    %407 = stablehlo.multiply %392, %406 : tensor<1x14x14x240xf32>
    %408 = stablehlo.convolution(%407, %171) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x14x14x240xf32>, tensor<1x1x240x40xf32>) -> tensor<1x14x14x40xf32>
    %409 = "stablehlo.batch_norm_inference"(%408, %170, %169, %168, %167) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x14x14x40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>, tensor<40xf32>) -> tensor<1x14x14x40xf32>
    %410 = stablehlo.add %379, %409 : tensor<1x14x14x40xf32>
    %411 = stablehlo.convolution(%410, %185) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x14x14x40xf32>, tensor<1x1x40x120xf32>) -> tensor<1x14x14x120xf32>
    %412 = "stablehlo.batch_norm_inference"(%411, %184, %183, %182, %181) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x14x14x120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) -> tensor<1x14x14x120xf32>
    %413 = stablehlo.add %412, %10 : tensor<1x14x14x120xf32>
    %414 = stablehlo.clamp %57, %413, %55 : (tensor<f32>, tensor<1x14x14x120xf32>, tensor<f32>) -> tensor<1x14x14x120xf32>
    %415 = stablehlo.multiply %414, %27 : tensor<1x14x14x120xf32>
    %416 = stablehlo.multiply %415, %412 : tensor<1x14x14x120xf32>
    %417 = stablehlo.reshape %180 : (tensor<5x5x120x1xf32>) -> tensor<5x5x1x120xf32>
    %418 = stablehlo.convolution(%416, %417) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 120 : i64} : (tensor<1x14x14x120xf32>, tensor<5x5x1x120xf32>) -> tensor<1x14x14x120xf32>
    %419 = "stablehlo.batch_norm_inference"(%418, %179, %178, %177, %176) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x14x14x120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>, tensor<120xf32>) -> tensor<1x14x14x120xf32>
    %420 = stablehlo.add %419, %10 : tensor<1x14x14x120xf32>
    %421 = stablehlo.clamp %57, %420, %55 : (tensor<f32>, tensor<1x14x14x120xf32>, tensor<f32>) -> tensor<1x14x14x120xf32>
    %422 = stablehlo.multiply %421, %27 : tensor<1x14x14x120xf32>
    %423 = stablehlo.multiply %422, %419 : tensor<1x14x14x120xf32>
    %424 = stablehlo.reduce(%423 init: %57) across dimensions = [1, 2] : (tensor<1x14x14x120xf32>, tensor<f32>) -> tensor<1x120xf32>
     reducer(%arg0: tensor<f32>, %arg1: tensor<f32>)  {
      %592 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %592 : tensor<f32>
    }
    %425 = stablehlo.divide %424, %47 : tensor<1x120xf32>
    %426 = stablehlo.reshape %425 : (tensor<1x120xf32>) -> tensor<1x1x1x120xf32>
    %427 = stablehlo.convolution(%426, %194) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x120xf32>, tensor<1x1x120x32xf32>) -> tensor<1x1x1x32xf32>
    %428 = stablehlo.broadcast_in_dim %193, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %429 = stablehlo.add %427, %428 : tensor<1x1x1x32xf32>
    %430 = stablehlo.maximum %429, %48 : tensor<1x1x1x32xf32>
    %431 = stablehlo.convolution(%430, %192) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x32xf32>, tensor<1x1x32x120xf32>) -> tensor<1x1x1x120xf32>
    %432 = stablehlo.broadcast_in_dim %191, dims = [3] : (tensor<120xf32>) -> tensor<1x1x1x120xf32>
    %433 = stablehlo.add %431, %432 : tensor<1x1x1x120xf32>
    %434 = stablehlo.add %433, %11 : tensor<1x1x1x120xf32>
    %435 = stablehlo.clamp %57, %434, %55 : (tensor<f32>, tensor<1x1x1x120xf32>, tensor<f32>) -> tensor<1x1x1x120xf32>
    %436 = stablehlo.multiply %435, %28 : tensor<1x1x1x120xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2, 3] : (tensor<1x1x1x120xf32>) -> tensor<1x14x14x120xf32>
    %438 = stablehlo.multiply %423, %437 : tensor<1x14x14x120xf32>
    %439 = stablehlo.convolution(%438, %190) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x14x14x120xf32>, tensor<1x1x120x48xf32>) -> tensor<1x14x14x48xf32>
    %440 = "stablehlo.batch_norm_inference"(%439, %189, %188, %187, %186) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x14x14x48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<1x14x14x48xf32>
    %441 = stablehlo.convolution(%440, %204) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x14x14x48xf32>, tensor<1x1x48x144xf32>) -> tensor<1x14x14x144xf32>
    %442 = "stablehlo.batch_norm_inference"(%441, %203, %202, %201, %200) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x14x14x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) -> tensor<1x14x14x144xf32>
    %443 = stablehlo.add %442, %12 : tensor<1x14x14x144xf32>
    %444 = stablehlo.clamp %57, %443, %55 : (tensor<f32>, tensor<1x14x14x144xf32>, tensor<f32>) -> tensor<1x14x14x144xf32>
    %445 = stablehlo.multiply %444, %29 : tensor<1x14x14x144xf32>
    %446 = stablehlo.multiply %445, %442 : tensor<1x14x14x144xf32>
    %447 = stablehlo.reshape %199 : (tensor<5x5x144x1xf32>) -> tensor<5x5x1x144xf32>
    %448 = stablehlo.convolution(%446, %447) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 144 : i64} : (tensor<1x14x14x144xf32>, tensor<5x5x1x144xf32>) -> tensor<1x14x14x144xf32>
    %449 = "stablehlo.batch_norm_inference"(%448, %198, %197, %196, %195) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x14x14x144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>, tensor<144xf32>) -> tensor<1x14x14x144xf32>
    %450 = stablehlo.add %449, %12 : tensor<1x14x14x144xf32>
    %451 = stablehlo.clamp %57, %450, %55 : (tensor<f32>, tensor<1x14x14x144xf32>, tensor<f32>) -> tensor<1x14x14x144xf32>
    %452 = stablehlo.multiply %451, %29 : tensor<1x14x14x144xf32>
    %453 = stablehlo.multiply %452, %449 : tensor<1x14x14x144xf32>
    %454 = stablehlo.reduce(%453 init: %57) across dimensions = [1, 2] : (tensor<1x14x14x144xf32>, tensor<f32>) -> tensor<1x144xf32>
     reducer(%arg0: tensor<f32>, %arg1: tensor<f32>)  {
      %592 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %592 : tensor<f32>
    }
    %455 = stablehlo.divide %454, %49 : tensor<1x144xf32>
    %456 = stablehlo.reshape %455 : (tensor<1x144xf32>) -> tensor<1x1x1x144xf32>
    %457 = stablehlo.convolution(%456, %213) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x144xf32>, tensor<1x1x144x40xf32>) -> tensor<1x1x1x40xf32>
    %458 = stablehlo.broadcast_in_dim %212, dims = [3] : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %459 = stablehlo.add %457, %458 : tensor<1x1x1x40xf32>
    %460 = stablehlo.maximum %459, %50 : tensor<1x1x1x40xf32>
    %461 = stablehlo.convolution(%460, %211) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x40xf32>, tensor<1x1x40x144xf32>) -> tensor<1x1x1x144xf32>
    %462 = stablehlo.broadcast_in_dim %210, dims = [3] : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %463 = stablehlo.add %461, %462 : tensor<1x1x1x144xf32>
    %464 = stablehlo.add %463, %13 : tensor<1x1x1x144xf32>
    %465 = stablehlo.clamp %57, %464, %55 : (tensor<f32>, tensor<1x1x1x144xf32>, tensor<f32>) -> tensor<1x1x1x144xf32>
    %466 = stablehlo.multiply %465, %30 : tensor<1x1x1x144xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0, 1, 2, 3] : (tensor<1x1x1x144xf32>) -> tensor<1x14x14x144xf32>
    %468 = stablehlo.multiply %453, %467 : tensor<1x14x14x144xf32>
    %469 = stablehlo.convolution(%468, %209) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x14x14x144xf32>, tensor<1x1x144x48xf32>) -> tensor<1x14x14x48xf32>
    %470 = "stablehlo.batch_norm_inference"(%469, %208, %207, %206, %205) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x14x14x48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>, tensor<48xf32>) -> tensor<1x14x14x48xf32>
    %471 = stablehlo.add %440, %470 : tensor<1x14x14x48xf32>
    %472 = stablehlo.convolution(%471, %223) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x14x14x48xf32>, tensor<1x1x48x288xf32>) -> tensor<1x14x14x288xf32>
    %473 = "stablehlo.batch_norm_inference"(%472, %222, %221, %220, %219) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x14x14x288xf32>, tensor<288xf32>, tensor<288xf32>, tensor<288xf32>, tensor<288xf32>) -> tensor<1x14x14x288xf32>
    %474 = stablehlo.add %473, %14 : tensor<1x14x14x288xf32>
    %475 = stablehlo.clamp %57, %474, %55 : (tensor<f32>, tensor<1x14x14x288xf32>, tensor<f32>) -> tensor<1x14x14x288xf32>
    %476 = stablehlo.multiply %475, %31 : tensor<1x14x14x288xf32>
    %477 = stablehlo.multiply %476, %473 : tensor<1x14x14x288xf32>
    %478 = stablehlo.pad %477, %57, low = [0, 1, 1, 0], high = [0, 2, 2, 0], interior = [0, 0, 0, 0] : (tensor<1x14x14x288xf32>, tensor<f32>) -> tensor<1x17x17x288xf32>
    %479 = stablehlo.reshape %218 : (tensor<5x5x288x1xf32>) -> tensor<5x5x1x288xf32>
    %480 = stablehlo.convolution(%478, %479) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 288 : i64} : (tensor<1x17x17x288xf32>, tensor<5x5x1x288xf32>) -> tensor<1x7x7x288xf32>
    %481 = "stablehlo.batch_norm_inference"(%480, %217, %216, %215, %214) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x7x7x288xf32>, tensor<288xf32>, tensor<288xf32>, tensor<288xf32>, tensor<288xf32>) -> tensor<1x7x7x288xf32>
    %482 = stablehlo.add %481, %15 : tensor<1x7x7x288xf32>
    %483 = stablehlo.clamp %57, %482, %55 : (tensor<f32>, tensor<1x7x7x288xf32>, tensor<f32>) -> tensor<1x7x7x288xf32>
    %484 = stablehlo.multiply %483, %32 : tensor<1x7x7x288xf32>
    %485 = stablehlo.multiply %484, %481 : tensor<1x7x7x288xf32>
    %486 = stablehlo.reduce(%485 init: %57) across dimensions = [1, 2] : (tensor<1x7x7x288xf32>, tensor<f32>) -> tensor<1x288xf32>
     reducer(%arg0: tensor<f32>, %arg1: tensor<f32>)  {
      %592 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %592 : tensor<f32>
    }
    %487 = stablehlo.divide %486, %51 : tensor<1x288xf32>
    %488 = stablehlo.reshape %487 : (tensor<1x288xf32>) -> tensor<1x1x1x288xf32>
    %489 = stablehlo.convolution(%488, %232) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x288xf32>, tensor<1x1x288x72xf32>) -> tensor<1x1x1x72xf32>
    %490 = stablehlo.broadcast_in_dim %231, dims = [3] : (tensor<72xf32>) -> tensor<1x1x1x72xf32>
    %491 = stablehlo.add %489, %490 : tensor<1x1x1x72xf32>
    %492 = stablehlo.maximum %491, %52 : tensor<1x1x1x72xf32>
    %493 = stablehlo.convolution(%492, %230) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x72xf32>, tensor<1x1x72x288xf32>) -> tensor<1x1x1x288xf32>
    %494 = stablehlo.broadcast_in_dim %229, dims = [3] : (tensor<288xf32>) -> tensor<1x1x1x288xf32>
    %495 = stablehlo.add %493, %494 : tensor<1x1x1x288xf32>
    %496 = stablehlo.add %495, %16 : tensor<1x1x1x288xf32>
    %497 = stablehlo.clamp %57, %496, %55 : (tensor<f32>, tensor<1x1x1x288xf32>, tensor<f32>) -> tensor<1x1x1x288xf32>
    %498 = stablehlo.multiply %497, %33 : tensor<1x1x1x288xf32>
    %499 = stablehlo.broadcast_in_dim %498, dims = [0, 1, 2, 3] : (tensor<1x1x1x288xf32>) -> tensor<1x7x7x288xf32>
    %500 = stablehlo.multiply %485, %499 : tensor<1x7x7x288xf32>
    %501 = stablehlo.convolution(%500, %228) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x7x7x288xf32>, tensor<1x1x288x96xf32>) -> tensor<1x7x7x96xf32>
    %502 = "stablehlo.batch_norm_inference"(%501, %227, %226, %225, %224) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x7x7x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) -> tensor<1x7x7x96xf32>
    %503 = stablehlo.convolution(%502, %242) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x7x7x96xf32>, tensor<1x1x96x576xf32>) -> tensor<1x7x7x576xf32>
    %504 = "stablehlo.batch_norm_inference"(%503, %241, %240, %239, %238) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x7x7x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>) -> tensor<1x7x7x576xf32>
    %505 = stablehlo.add %504, %18 : tensor<1x7x7x576xf32>
    %506 = stablehlo.clamp %57, %505, %55 : (tensor<f32>, tensor<1x7x7x576xf32>, tensor<f32>) -> tensor<1x7x7x576xf32>
    %507 = stablehlo.multiply %506, %35 : tensor<1x7x7x576xf32>
    %508 = stablehlo.multiply %507, %504 : tensor<1x7x7x576xf32>
    %509 = stablehlo.reshape %237 : (tensor<5x5x576x1xf32>) -> tensor<5x5x1x576xf32>
    %510 = stablehlo.convolution(%508, %509) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 576 : i64} : (tensor<1x7x7x576xf32>, tensor<5x5x1x576xf32>) -> tensor<1x7x7x576xf32>
    %511 = "stablehlo.batch_norm_inference"(%510, %236, %235, %234, %233) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x7x7x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>) -> tensor<1x7x7x576xf32>
    %512 = stablehlo.add %511, %18 : tensor<1x7x7x576xf32>
    %513 = stablehlo.clamp %57, %512, %55 : (tensor<f32>, tensor<1x7x7x576xf32>, tensor<f32>) -> tensor<1x7x7x576xf32>
    %514 = stablehlo.multiply %513, %35 : tensor<1x7x7x576xf32>
    %515 = stablehlo.multiply %514, %511 : tensor<1x7x7x576xf32>
    %516 = stablehlo.reduce(%515 init: %57) across dimensions = [1, 2] : (tensor<1x7x7x576xf32>, tensor<f32>) -> tensor<1x576xf32>
     reducer(%arg0: tensor<f32>, %arg1: tensor<f32>)  {
      %592 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %592 : tensor<f32>
    }
    %517 = stablehlo.divide %516, %54 : tensor<1x576xf32>
    %518 = stablehlo.reshape %517 : (tensor<1x576xf32>) -> tensor<1x1x1x576xf32>
    %519 = stablehlo.convolution(%518, %251) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x576xf32>, tensor<1x1x576x144xf32>) -> tensor<1x1x1x144xf32>
    %520 = stablehlo.broadcast_in_dim %250, dims = [3] : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %521 = stablehlo.add %519, %520 : tensor<1x1x1x144xf32>
    %522 = stablehlo.maximum %521, %53 : tensor<1x1x1x144xf32>
    %523 = stablehlo.convolution(%522, %249) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x144xf32>, tensor<1x1x144x576xf32>) -> tensor<1x1x1x576xf32>
    %524 = stablehlo.broadcast_in_dim %248, dims = [3] : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %525 = stablehlo.add %523, %524 : tensor<1x1x1x576xf32>
    %526 = stablehlo.add %525, %17 : tensor<1x1x1x576xf32>
    %527 = stablehlo.clamp %57, %526, %55 : (tensor<f32>, tensor<1x1x1x576xf32>, tensor<f32>) -> tensor<1x1x1x576xf32>
    %528 = stablehlo.multiply %527, %34 : tensor<1x1x1x576xf32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [0, 1, 2, 3] : (tensor<1x1x1x576xf32>) -> tensor<1x7x7x576xf32>
    %530 = stablehlo.multiply %515, %529 : tensor<1x7x7x576xf32>
    %531 = stablehlo.convolution(%530, %247) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x7x7x576xf32>, tensor<1x1x576x96xf32>) -> tensor<1x7x7x96xf32>
    %532 = "stablehlo.batch_norm_inference"(%531, %246, %245, %244, %243) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x7x7x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) -> tensor<1x7x7x96xf32>
    %533 = stablehlo.add %502, %532 : tensor<1x7x7x96xf32>
    %534 = stablehlo.convolution(%533, %79) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x7x7x96xf32>, tensor<1x1x96x576xf32>) -> tensor<1x7x7x576xf32>
    %535 = "stablehlo.batch_norm_inference"(%534, %78, %77, %76, %75) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x7x7x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>) -> tensor<1x7x7x576xf32>
    %536 = stablehlo.add %535, %18 : tensor<1x7x7x576xf32>
    %537 = stablehlo.clamp %57, %536, %55 : (tensor<f32>, tensor<1x7x7x576xf32>, tensor<f32>) -> tensor<1x7x7x576xf32>
    %538 = stablehlo.multiply %537, %35 : tensor<1x7x7x576xf32>
    %539 = stablehlo.multiply %538, %535 : tensor<1x7x7x576xf32>
    %540 = stablehlo.reshape %74 : (tensor<5x5x576x1xf32>) -> tensor<5x5x1x576xf32>
    %541 = stablehlo.convolution(%539, %540) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 576 : i64} : (tensor<1x7x7x576xf32>, tensor<5x5x1x576xf32>) -> tensor<1x7x7x576xf32>
    %542 = "stablehlo.batch_norm_inference"(%541, %73, %72, %71, %70) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x7x7x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>) -> tensor<1x7x7x576xf32>
    %543 = stablehlo.add %542, %18 : tensor<1x7x7x576xf32>
    %544 = stablehlo.clamp %57, %543, %55 : (tensor<f32>, tensor<1x7x7x576xf32>, tensor<f32>) -> tensor<1x7x7x576xf32>
    %545 = stablehlo.multiply %544, %35 : tensor<1x7x7x576xf32>
    %546 = stablehlo.multiply %545, %542 : tensor<1x7x7x576xf32>
    %547 = stablehlo.reduce(%546 init: %57) across dimensions = [1, 2] : (tensor<1x7x7x576xf32>, tensor<f32>) -> tensor<1x576xf32>
     reducer(%arg0: tensor<f32>, %arg1: tensor<f32>)  {
      %592 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %592 : tensor<f32>
    }
    %548 = stablehlo.divide %547, %54 : tensor<1x576xf32>
    %549 = stablehlo.reshape %548 : (tensor<1x576xf32>) -> tensor<1x1x1x576xf32>
    %550 = stablehlo.convolution(%549, %88) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x576xf32>, tensor<1x1x576x144xf32>) -> tensor<1x1x1x144xf32>
    %551 = stablehlo.broadcast_in_dim %87, dims = [3] : (tensor<144xf32>) -> tensor<1x1x1x144xf32>
    %552 = stablehlo.add %550, %551 : tensor<1x1x1x144xf32>
    %553 = stablehlo.maximum %552, %53 : tensor<1x1x1x144xf32>
    %554 = stablehlo.convolution(%553, %86) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x144xf32>, tensor<1x1x144x576xf32>) -> tensor<1x1x1x576xf32>
    %555 = stablehlo.broadcast_in_dim %85, dims = [3] : (tensor<576xf32>) -> tensor<1x1x1x576xf32>
    %556 = stablehlo.add %554, %555 : tensor<1x1x1x576xf32>
    %557 = stablehlo.add %556, %17 : tensor<1x1x1x576xf32>
    %558 = stablehlo.clamp %57, %557, %55 : (tensor<f32>, tensor<1x1x1x576xf32>, tensor<f32>) -> tensor<1x1x1x576xf32>
    %559 = stablehlo.multiply %558, %34 : tensor<1x1x1x576xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2, 3] : (tensor<1x1x1x576xf32>) -> tensor<1x7x7x576xf32>
    %561 = stablehlo.multiply %546, %560 : tensor<1x7x7x576xf32>
    %562 = stablehlo.convolution(%561, %84) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x7x7x576xf32>, tensor<1x1x576x96xf32>) -> tensor<1x7x7x96xf32>
    %563 = "stablehlo.batch_norm_inference"(%562, %83, %82, %81, %80) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x7x7x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>) -> tensor<1x7x7x96xf32>
    %564 = stablehlo.add %533, %563 : tensor<1x7x7x96xf32>
    %565 = stablehlo.convolution(%564, %62) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x7x7x96xf32>, tensor<1x1x96x576xf32>) -> tensor<1x7x7x576xf32>
    %566 = "stablehlo.batch_norm_inference"(%565, %61, %60, %59, %58) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<1x7x7x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>) -> tensor<1x7x7x576xf32>
    %567 = stablehlo.add %566, %18 : tensor<1x7x7x576xf32>
    %568 = stablehlo.clamp %57, %567, %55 : (tensor<f32>, tensor<1x7x7x576xf32>, tensor<f32>) -> tensor<1x7x7x576xf32>
    %569 = stablehlo.multiply %568, %35 : tensor<1x7x7x576xf32>
    %570 = stablehlo.multiply %569, %566 : tensor<1x7x7x576xf32>
    %571 = stablehlo.reduce(%570 init: %57) across dimensions = [1, 2] : (tensor<1x7x7x576xf32>, tensor<f32>) -> tensor<1x576xf32>
     reducer(%arg0: tensor<f32>, %arg1: tensor<f32>)  {
      %592 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %592 : tensor<f32>
    }
    %572 = stablehlo.divide %571, %54 : tensor<1x576xf32>
    %573 = stablehlo.reshape %572 : (tensor<1x576xf32>) -> tensor<1x1x1x576xf32>
    %574 = stablehlo.convolution(%573, %64) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x576xf32>, tensor<1x1x576x1024xf32>) -> tensor<1x1x1x1024xf32>
    %575 = stablehlo.broadcast_in_dim %63, dims = [3] : (tensor<1024xf32>) -> tensor<1x1x1x1024xf32>
    %576 = stablehlo.add %574, %575 : tensor<1x1x1x1024xf32>
    %577 = stablehlo.add %576, %19 : tensor<1x1x1x1024xf32>
    %578 = stablehlo.clamp %57, %577, %55 : (tensor<f32>, tensor<1x1x1x1024xf32>, tensor<f32>) -> tensor<1x1x1x1024xf32>
    %579 = stablehlo.multiply %578, %36 : tensor<1x1x1x1024xf32>
    %580 = stablehlo.multiply %579, %576 : tensor<1x1x1x1024xf32>
    %581 = stablehlo.convolution(%580, %267) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x1024xf32>, tensor<1x1x1024x1000xf32>) -> tensor<1x1x1x1000xf32>
    %582 = stablehlo.broadcast_in_dim %266, dims = [3] : (tensor<1000xf32>) -> tensor<1x1x1x1000xf32>
    %583 = stablehlo.add %581, %582 : tensor<1x1x1x1000xf32>
    %584 = stablehlo.reshape %583 : (tensor<1x1x1x1000xf32>) -> tensor<1x1000xf32>
    %585 = stablehlo.reduce(%584 init: %56) across dimensions = [1] : (tensor<1x1000xf32>, tensor<f32>) -> tensor<1xf32>
     reducer(%arg0: tensor<f32>, %arg1: tensor<f32>)  {
      %592 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
      stablehlo.return %592 : tensor<f32>
    }
    %586 = stablehlo.broadcast_in_dim %585, dims = [0] : (tensor<1xf32>) -> tensor<1x1000xf32>
    %587 = stablehlo.subtract %584, %586 : tensor<1x1000xf32>
    %588 = stablehlo.exponential %587 : tensor<1x1000xf32>
    %589 = stablehlo.reduce(%588 init: %57) across dimensions = [1] : (tensor<1x1000xf32>, tensor<f32>) -> tensor<1xf32>
     reducer(%arg0: tensor<f32>, %arg1: tensor<f32>)  {
      %592 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %592 : tensor<f32>
    }
    %590 = stablehlo.broadcast_in_dim %589, dims = [0] : (tensor<1xf32>) -> tensor<1x1000xf32>
    %591 = stablehlo.divide %588, %590 : tensor<1x1000xf32>
    check.expect_almost_eq_const(%591, dense<1.000000e-03> : tensor<1x1000xf32>) : tensor<1x1000xf32>
    return
  }
}
