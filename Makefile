# Two commands set up everything on a fresh Debian 12 machine:
#   make run    install missing packages, build Release, run the example models
#   make test   the same setup and the pinned test subset of the peers (.venv), then the whole test suite through ctest
#   make peers  every peer of apps/bench/peers.py (JAX, IREE, torch, ...), pinned, into .venv
# Debian's /usr/bin/python3 builds kiln's module; .venv (made from it) holds the pinned PyPI packages.
BUILD_DIR ?= build
JOBS ?= $(shell nproc)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

DEB_PACKAGES := cmake g++ make pkg-config \
  libhalide14-0-dev llvm-14-dev libopenblas-dev libdnnl-dev ocl-icd-opencl-dev libboost-program-options-dev \
  libgtest-dev libgmock-dev libbenchmark-dev parallel nlohmann-json3-dev libfmt-dev libxxhash-dev libkissfft-dev python3-numpy \
  pocl-opencl-icd libclblast-dev clinfo pybind11-dev python3-dev python3-pytest python3-venv \
  libopenmpi-dev openmpi-bin
VENV := .venv
TEST_REQUIREMENTS := apps/bench/requirements-test.txt
PEER_REQUIREMENTS := apps/bench/requirements-peers.txt

.PHONY: deps configure build run test clean venv-test peers

deps:
	@missing=$$(for p in $(DEB_PACKAGES); do \
	    dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "make deps: installing $$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	else echo "make deps: all packages present"; fi

configure: deps
	@cmake -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release > $(BUILD_DIR).configure.log 2>&1 \
	  || { cat $(BUILD_DIR).configure.log; exit 1; }
	@grep '^-- kiln:' $(BUILD_DIR).configure.log || true

build: configure
	@cmake --build $(BUILD_DIR) -j $(JOBS)

run: build
	@./apps/run_examples.sh $(BUILD_DIR)/bin/kiln

# The pinned PyPI packages go into .venv, made from Debian's python3; a stamp
# per requirements file, so a changed pin reinstalls.
$(VENV)/bin/python: | deps
	@/usr/bin/python3 -m venv $(VENV)

# --no-compile: no .pyc for every installed module while kiln builds beside
# it (Python compiles what it imports, once).
$(VENV)/.test-installed: $(TEST_REQUIREMENTS) | $(VENV)/bin/python
	@echo "make venv-test: pinned test subset of the peers into $(VENV)"
	@$(VENV)/bin/pip install -q --no-compile --disable-pip-version-check -r $(TEST_REQUIREMENTS) && touch $@

$(VENV)/.peers-installed: $(PEER_REQUIREMENTS) | $(VENV)/bin/python
	@echo "make peers: every pinned peer into $(VENV) (several GB: torch pulls CUDA's runtime wheels)"
	@$(VENV)/bin/pip install -q --disable-pip-version-check -r $(PEER_REQUIREMENTS) && touch $@ $(VENV)/.test-installed

venv-test: $(VENV)/.test-installed
peers: $(VENV)/.peers-installed

# The pinned test subset installs into .venv while kiln builds (pip waits on
# the network and unpacks; the compilers keep the cores).
test:
	@$(MAKE) --no-print-directory -j2 build venv-test
	@cd $(BUILD_DIR) && ctest --output-on-failure -j $(JOBS)

clean:
	rm -rf $(BUILD_DIR) $(BUILD_DIR).configure.log
