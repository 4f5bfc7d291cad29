"""A module for several devices through `import kiln` (issue 54): the
executable takes every device's arguments, device 0's first, and returns
every device's outputs the same way."""
import numpy as np
import pytest

import kiln

TWO_DEVICES = """HloModule m, num_partitions=2
add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] add(a, b) }
ENTRY e {
  x = f32[4] parameter(0)
  s = f32[4] all-reduce(x), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=add
  g = f32[8] all-gather(x), channel_id=2, replica_groups={{1,0}}, dimensions={0}, use_global_device_ids=true
  p = u32[] partition-id()
  ROOT t = (f32[4], f32[8], u32[]) tuple(s, g, p)
}
"""


@pytest.mark.parametrize("target", ["reference", "cpu"])
def test_every_device_runs_and_returns_its_outputs(target):
    exe = kiln.compile(text=TWO_DEVICES, target=target)
    rng = np.random.default_rng(3)
    x0, x1 = rng.standard_normal(4).astype(np.float32), rng.standard_normal(4).astype(np.float32)
    x1[2] = np.nan
    out = exe(x0, x1)
    assert len(out) == 6
    for d in range(2):
        s, g, p = out[3 * d: 3 * d + 3]
        np.testing.assert_array_equal(s, x0 + x1)  # NaN where x1 has it
        np.testing.assert_array_equal(g, np.concatenate([x1, x0]))  # the group is {1, 0}
        assert int(p) == d


def test_the_wrong_number_of_arguments_says_how_many():
    exe = kiln.compile(text=TWO_DEVICES, target="cpu")
    with pytest.raises(kiln.Error, match="runs on 2 devices and takes 1 argument.* give 2"):
        exe(np.zeros(4, np.float32))
