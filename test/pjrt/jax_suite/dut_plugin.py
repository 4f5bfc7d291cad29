"""A pytest plugin for running JAX's own test files on kiln (docs/jax.md):
`-p dut_plugin` with this folder on PYTHONPATH and KILN_JAX_TEST_DUT=cpu
tags the device under test as JAX's test utilities tag XLA:CPU's, so tests
marked run_on_devices("cpu") run on kiln's CPU device too.

jax._src.test_util is imported when the session starts, after pytest has begun
capturing output: its capture_stdout binds sys.stdout when imported, and
bound before pytest's capture it misses what JAX's callbacks print."""
import os


def pytest_collection_modifyitems(session, config, items):
    import jax
    from jax._src import test_util  # noqa: F401  registers jax_test_dut

    if os.environ.get("KILN_JAX_TEST_DUT"):
        jax.config.update("jax_test_dut", os.environ["KILN_JAX_TEST_DUT"])
