// kiln's Python binding (`import kiln`, docs/python.md): the compiled
// executable on numpy arrays, and the command line's commands in process.
// The Python-facing API, its docstrings and from_jax are kiln/__init__.py;
// this module (kiln._kiln) is what it calls.
#include <fcntl.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>
#include <unistd.h>

#include <algorithm>
#include <boost/program_options/errors.hpp>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <atomic>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <functional>
#include <utility>

#include "../kiln/cli.h"
#include "collectives/spmd_launch.h"
#include "driver/compile.h"
#include "driver/targets.h"
#include "importer/import.h"
#include "ir/literal_npy.h"
#include "reference/evaluator.h"
#include "runtime/executable.h"
#include "runtime/host_buffer.h"
#include "support/error.h"

namespace py = pybind11;

namespace kiln::python {

namespace {

// A row-major (C order) physical layout: numpy's own, so an array's bytes are
// the buffer's.
bool row_major(const TensorType& t) {
  const Dims expected = [&] {
    Dims m;
    for (int64_t d = t.rank() - 1; d >= 0; --d) m.push_back(d);
    return m;
  }();
  return t.minor_to_major == expected;
}

// The element types whose numpy form is their memory (bf16 and 8-bit floats
// travel as f32, pred as bool bytes, 2- and 4-bit integers a byte each).
bool same_bytes_in_numpy(DType dtype) {
  return !(dtype == DType::BF16 || dtype == DType::Pred || is_f8(dtype) || is_sub_byte(dtype));
}

// The thread an executable's runs go to, kept for the executable's life:
// starting one per call cost about 70 µs of every exe(*arrays) (docs/python.md).
// A child made by fork (multiprocessing) has no copy of the thread: it starts
// its own and leaves the parent's alone.
class RunThread {
 public:
  RunThread() = default;
  RunThread(const RunThread&) = delete;
  RunThread& operator=(const RunThread&) = delete;
  ~RunThread() {
    let_go_if_forked();
    if (!thread_) return;
    {
      std::lock_guard<std::mutex> lock(state_->m);
      state_->stop = true;
    }
    state_->ready.notify_one();
    thread_->join();
  }

  // Runs `job` there (it must not throw) and calls `poll` here every 50 ms
  // until the job has finished.
  void run(const std::function<void()>& job, const std::function<void()>& poll) {
    start_here();
    State& s = *state_;
    std::unique_lock<std::mutex> lock(s.m);
    s.job = &job;
    s.done = false;
    s.ready.notify_one();
    while (!s.finished.wait_for(lock, std::chrono::milliseconds(50), [&] { return s.done; })) {
      lock.unlock();
      poll();
      lock.lock();
    }
  }

 private:
  struct State {
    std::mutex m;
    std::condition_variable ready, finished;
    const std::function<void()>* job = nullptr;
    bool done = false, stop = false;
  };

  // After fork the thread and its state are the parent's: let them go unjoined
  // (destroying a joinable std::thread would end the process).
  void let_go_if_forked() {
    if (thread_ && pid_ != ::getpid()) {
      (void)thread_.release();
      (void)state_.release();
    }
  }

  void start_here() {
    let_go_if_forked();
    if (thread_) return;
    state_ = std::make_unique<State>();
    pid_ = ::getpid();
    thread_ = std::make_unique<std::thread>([s = state_.get()] {
      std::unique_lock<std::mutex> lock(s->m);
      for (;;) {
        s->ready.wait(lock, [&] { return s->stop || s->job != nullptr; });
        if (s->stop) return;
        const std::function<void()>* job = std::exchange(s->job, nullptr);
        lock.unlock();
        (*job)();
        lock.lock();
        s->done = true;
        s->finished.notify_one();
      }
    });
  }

  std::unique_ptr<State> state_;
  std::unique_ptr<std::thread> thread_;
  pid_t pid_ = 0;
};

// Runs `work(cancel)` on `thread` while this one, the interpreter's, looks
// for signals every 50 ms: Ctrl-C sets `cancel`, the run stops at its next
// cancellation point (between kernels, loop iterations or reference ops:
// support/cancellation.h) and KeyboardInterrupt is raised here, instead of
// when a 13-second call returns. Called without the GIL held.
template <typename Work>
void run_interruptibly(RunThread& thread, Work&& work) {
  std::atomic<bool> cancel{false};
  std::exception_ptr failure;
  bool interrupted = false;
  thread.run(
      [&] {
        try {
          work(&cancel);
        } catch (...) {
          failure = std::current_exception();
        }
      },
      [&] {
        if (interrupted) return;
        py::gil_scoped_acquire held;
        if (PyErr_CheckSignals() != 0) {  // the handler raised: KeyboardInterrupt is set
          interrupted = true;
          cancel = true;
        }
      });
  if (interrupted) {
    py::gil_scoped_acquire held;
    throw py::error_already_set();
  }
  if (failure) std::rethrow_exception(failure);
}

// numpy is reached through Python calls and the buffer protocol only, never
// through its C API: the module then works with whichever numpy the
// interpreter has (Debian's 1.24, or numpy 2 in a venv beside JAX), where
// pybind11's numpy.h reads numpy's structs as the version it was built with
// laid them out (numpy 2 moved them: a crash, not an error).
// Looked up once: a call checks every argument, and an import and attribute
// lookup per argument is on that path. Leaked on purpose (a static Python
// object must not be destroyed after the interpreter is).
const py::module_& numpy() {
  static const py::module_* module = new py::module_(py::module_::import("numpy"));
  return *module;
}

bool is_ndarray(const py::handle& value) {
  static const py::object* ndarray = new py::object(numpy().attr("ndarray"));
  return py::isinstance(value, *ndarray);
}

std::string dtype_str(const py::handle& array) { return array.attr("dtype").attr("str").cast<std::string>(); }

std::vector<int64_t> shape_of(const py::handle& array) { return array.attr("shape").cast<std::vector<int64_t>>(); }

py::object to_numpy(const Literal& literal, bool complex_pairs) {
  const NpyArray npy = npy_from_literal(literal, complex_pairs);
  py::object out = numpy().attr("empty")(py::tuple(py::cast(std::vector<int64_t>(npy.shape.begin(), npy.shape.end()))),
                                         npy.descr);
  const py::buffer_info buffer = py::reinterpret_borrow<py::buffer>(out).request(/*writable=*/true);
  if (static_cast<size_t>(buffer.size * buffer.itemsize) != npy.data.size()) throw InternalError("numpy array size mismatch");
  std::memcpy(buffer.ptr, npy.data.data(), npy.data.size());
  return out;
}

py::object as_array(const py::handle& value, const TensorType& want, const std::string& what) {
  try {
    return numpy().attr("asarray")(value, npy_descr(want.dtype));
  } catch (const py::error_already_set& e) {
    throw UserError(what + " cannot be made a " + npy_descr(want.dtype) + " array: " + e.what());
  }
}

// A list or scalar for a complex parameter: numpy's complex64 or complex128.
py::object as_complex_array(const py::handle& value, const TensorType& pairs, const std::string& what) {
  const std::string descr = npy_complex_descr(pairs.dtype);
  try {
    return numpy().attr("asarray")(value, descr);
  } catch (const py::error_already_set& e) {
    throw UserError(what + " cannot be made a " + descr + " array: " + e.what());
  }
}

// A complex parameter's array as its (re, im) pairs: complex64 viewed as f32
// with a last dim of 2 (the same bytes). A real array passes as it is (the
// pairs already, or an error the usual checks name).
py::object as_pairs(const py::object& a, const TensorType& pairs, const std::string& what) {
  const std::string descr = dtype_str(a);
  if (descr.size() < 3 || descr[1] != 'c') return a;
  std::vector<int64_t> shape = shape_of(a);
  check_complex_array(descr, Dims(shape.begin(), shape.end()), pairs, what);  // the .npy reader's checks and messages
  try {
    py::object c = a.attr("flags").attr("c_contiguous").cast<bool>() ? a : a.attr("copy")("C");
    shape.push_back(2);
    // Flat first: numpy views a 0-d array only as a type of the same size.
    return c.attr("reshape")(-1).attr("view")(npy_descr(pairs.dtype)).attr("reshape")(py::tuple(py::cast(shape)));
  } catch (const py::error_already_set& e) {
    throw UserError(what + " could not be viewed as (re, im) pairs: " + e.what());
  }
}

// A compiled model (or the reference evaluator's), called on numpy arrays.
class PyExecutable {
 public:
  PyExecutable(std::unique_ptr<Module> module, const Target& target, const CompileOptions& options) : module_(std::move(module)), target_(target) {
    const Graph& entry = *module_->entry();
    for (const Node* p : entry.parameters()) parameters_.push_back(p->type());
    for (const Value& v : entry.outputs()) outputs_.push_back(v.type());
    for (const Node* p : entry.parameters()) parameter_names_.push_back(p->name());
    for (size_t i = 0; i < parameters_.size(); ++i) complex_parameters_.push_back(entry.complex_parameter(i));
    for (size_t i = 0; i < outputs_.size(); ++i) complex_outputs_.push_back(entry.complex_output(i));
    if (target.kind != TargetKind::Reference) {
      py::gil_scoped_release unlocked;
      if (module_->mesh().devices() > 1) {  // a module for several devices: one executable each
        device_executables_ = compile_module_for_devices(*module_, options);
      } else {
        executable_ = compile_module(*module_, options);
        slot_types_ = executable_->parameter_types();
      }
    }
  }

  py::tuple call(const py::args& args) { return run(args, nullptr); }

  // The outputs and one entry per step run: its kernel (or library step), kind
  // of step and milliseconds (what `--log-launches` prints, as data).
  py::tuple call_logged(const py::args& args) {
    if (!device_executables_.empty()) throw UserError("call_logged: not yet for a module for several devices");
    if (!executable_) throw UserError("the reference evaluator launches no kernels; compile for a target");
    std::vector<std::pair<size_t, double>> log;
    py::tuple outputs = run(args, &log);
    py::list launches;
    for (const auto& [step, ms] : log) {
      py::dict d;
      d["step"] = step;
      d["kernel"] = executable_->steps().at(step).name;
      d["on_device"] = executable_->steps().at(step).on_device();
      d["ms"] = ms;
      launches.append(d);
    }
    return py::make_tuple(outputs, launches);
  }

 private:
  // Argument `arg` for parameter i as a numpy array of the parameter's
  // form: an array keeps its dtype (a wrong one is an error); a list or a
  // scalar becomes the parameter's; a complex array is its (re, im) pairs.
  py::object argument_array(const py::handle& arg, size_t i, const std::string& what) const {
    const TensorType& want = parameters_[i];
    py::object a = is_ndarray(arg)           ? py::reinterpret_borrow<py::object>(arg)
                   : complex_parameters_[i] ? as_complex_array(arg, want, what)
                                            : as_array(arg, want, what);
    return complex_parameters_[i] ? as_pairs(a, want, what) : a;
  }

  // The array as the command line reads a .npy: the same checks and messages.
  Literal argument_literal(const py::object& a, size_t i, const std::string& what) const {
    py::object c = a;
    try {
      if (!a.attr("flags").attr("c_contiguous").cast<bool>()) c = a.attr("copy")("C");  // not ascontiguousarray: it makes a 0-d array 1-d
    } catch (const py::error_already_set& e) {
      throw UserError(what + " could not be copied into C order: " + e.what());
    }
    const py::buffer_info buffer = py::reinterpret_borrow<py::buffer>(c).request();
    NpyArray npy;
    npy.descr = dtype_str(c);
    npy.shape = shape_of(c);
    const auto* bytes = static_cast<const uint8_t*>(buffer.ptr);
    npy.data.assign(bytes, bytes + buffer.size * buffer.itemsize);
    return literal_from_npy(npy, parameters_[i], what);
  }

  // A module for several devices: every device's arguments, device 0's
  // first, all devices run at once (collectives/spmd_launch.h); every
  // device's outputs the same way.
  py::tuple run_devices(const py::args& args) {
    const DeviceMesh mesh = module_->mesh();
    const size_t per_device = parameters_.size(), devices = static_cast<size_t>(mesh.devices());
    if (args.size() != per_device * devices) {
      throw UserError("the model runs on " + std::to_string(devices) + " devices and takes " + std::to_string(per_device) +
                      " argument(s) on each: give " + std::to_string(per_device * devices) + ", device 0's first; got " + std::to_string(args.size()));
    }
    std::vector<Literal> literals;
    for (size_t k = 0; k < args.size(); ++k) {
      const size_t i = k % per_device;
      const std::string what = "input " + std::to_string(i) + " of device " + std::to_string(k / per_device) + " for parameter %" + parameter_names_[i];
      literals.push_back(argument_literal(argument_array(args[k], i, what), i, what));
    }
    std::vector<Literal> results;
    {
      py::gil_scoped_release unlocked;
      std::lock_guard<std::mutex> lock(mutex_);
      run_interruptibly(run_thread_, [&](const std::atomic<bool>* cancel) {
        if (device_executables_.empty()) {
          EvaluateOptions options;
          options.cancel = cancel;
          results = evaluate_on_devices(*module_->entry(), mesh, std::move(literals), options);
          return;
        }
        RunOptions options;
        options.cancel = cancel;
        results = run_devices_on_literals(mesh, std::move(literals), [&](int64_t d, std::vector<Literal> mine) {
          return device_executables_[static_cast<size_t>(d)]->run_literals(mine, options);
        });
      });
    }
    py::tuple out(results.size());
    for (size_t i = 0; i < results.size(); ++i) out[i] = to_numpy(results[i], complex_outputs_[i % outputs_.size()]);
    return out;
  }

  py::tuple run(const py::args& args, std::vector<std::pair<size_t, double>>* log) {
    if (module_->mesh().devices() > 1) return run_devices(args);
    if (args.size() != parameters_.size()) {
      throw UserError("the model takes " + std::to_string(parameters_.size()) + " argument(s), got " + std::to_string(args.size()));
    }
    std::vector<py::object> keep;  // alive while kernels read them in place
    std::vector<HostBuffer> buffers;
    std::vector<Literal> literals;
    for (size_t i = 0; i < args.size(); ++i) {
      const std::string what = "input " + std::to_string(i) + " for parameter %" + parameter_names_[i];
      const TensorType& want = parameters_[i];
      py::object a = argument_array(args[i], i, what);
      const std::string descr = dtype_str(a);
      const std::vector<int64_t> shape = shape_of(a);
      const bool c_order = a.attr("flags").attr("c_contiguous").cast<bool>();
      if (executable_ && same_bytes_in_numpy(want.dtype) && row_major(slot_types_[i]) && c_order && descr == npy_descr(want.dtype) &&
          std::equal(shape.begin(), shape.end(), want.dims.begin(), want.dims.end())) {
        const py::buffer_info buffer = py::reinterpret_borrow<py::buffer>(a).request();
        if (reinterpret_cast<uintptr_t>(buffer.ptr) % static_cast<uintptr_t>(buffer.itemsize) == 0) {
          // Zero-copy: the kernels read the array's own memory.
          HostBuffer b;
          b.type = slot_types_[i];
          b.data = std::shared_ptr<uint8_t>(static_cast<uint8_t*>(buffer.ptr), [](uint8_t*) {});
          buffers.push_back(std::move(b));
          keep.push_back(std::move(a));
          continue;
        }
      }
      Literal lit = argument_literal(a, i, what);
      if (executable_) buffers.push_back(to_host_buffer(lit, slot_types_[i]));
      literals.push_back(std::move(lit));
    }
    std::vector<Literal> results;
    {
      py::gil_scoped_release unlocked;
      std::lock_guard<std::mutex> lock(mutex_);
      run_interruptibly(run_thread_, [&](const std::atomic<bool>* cancel) {
        if (executable_) {
          RunOptions options;
          options.cancel = cancel;
          if (log) options.on_step = [log](size_t step, double ms) { log->emplace_back(step, ms); };
          for (const HostBuffer& b : executable_->run(std::move(buffers), options)) results.push_back(to_literal(b));
        } else {
          EvaluateOptions options;
          options.cancel = cancel;
          results = evaluate(*module_->entry(), literals, options);
        }
      });
    }
    py::tuple out(results.size());
    for (size_t i = 0; i < results.size(); ++i) out[i] = to_numpy(results[i], complex_outputs_[i]);
    return out;
  }

 public:
  // Median and minimum of `repeat` runs on seeded random inputs (never all
  // zeros), after `warmup`; compilation excluded.
  py::dict bench(int repeat, int warmup, uint64_t seed) {
    if (repeat < 1 || warmup < 0) throw UserError("bench: repeat must be >= 1 and warmup >= 0");
    if (!device_executables_.empty()) throw UserError("bench: not yet for a module for several devices");
    if (!executable_) throw UserError("bench times compiled targets; the reference evaluator is not one");
    std::vector<HostBuffer> inputs;
    for (size_t i = 0; i < parameters_.size(); ++i) inputs.push_back(to_host_buffer(random_literal(parameters_[i], seed + i), slot_types_[i]));
    std::vector<double> ms;
    {
      py::gil_scoped_release unlocked;
      std::lock_guard<std::mutex> lock(mutex_);
      run_interruptibly(run_thread_, [&](const std::atomic<bool>* cancel) {
        RunOptions options;
        options.cancel = cancel;
        for (int r = 0; r < warmup + repeat; ++r) {
          const auto start = std::chrono::steady_clock::now();
          executable_->run(inputs, options);
          const double t = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
          if (r >= warmup) ms.push_back(t);
        }
      });
    }
    std::sort(ms.begin(), ms.end());
    py::dict d;
    d["median_ms"] = ms[ms.size() / 2];
    d["min_ms"] = ms.front();
    d["repeat"] = repeat;
    return d;
  }

  py::list parameters() const { return describe(parameters_, parameter_names_, complex_parameters_); }
  py::list outputs() const { return describe(outputs_, {}, complex_outputs_); }
  std::string target() const { return target_.name; }

 private:
  // A complex one as the program declares it: c64 or c128 of the dims before
  // its (re, im) pairs.
  static py::list describe(const std::vector<TensorType>& types, const std::vector<std::string>& names, const std::vector<bool>& complex) {
    py::list l;
    for (size_t i = 0; i < types.size(); ++i) {
      py::dict d;
      if (!names.empty()) d["name"] = names[i];
      const bool c = complex[i];
      const Dims dims = c ? Dims(types[i].dims.begin(), types[i].dims.end() - 1) : types[i].dims;
      d["shape"] = py::tuple(py::cast(dims));
      d["dtype"] = c ? complex_pairs_text(types[i], false) : std::string(dtype_name(types[i].dtype));
      d["numpy_dtype"] = c ? npy_complex_descr(types[i].dtype) : npy_descr(types[i].dtype);
      l.append(d);
    }
    return l;
  }

  std::unique_ptr<Module> module_;
  Target target_;
  std::unique_ptr<Executable> executable_;  // null: the reference evaluator, or a module for several devices
  std::vector<std::unique_ptr<Executable>> device_executables_;  // a module for several devices: one each
  std::vector<TensorType> parameters_, outputs_, slot_types_;
  std::vector<std::string> parameter_names_;
  std::vector<bool> complex_parameters_, complex_outputs_;  // Graph::complex_parameter, complex_output
  std::mutex mutex_;  // one run at a time per executable
  RunThread run_thread_;  // where the runs go (run_interruptibly)
};

std::unique_ptr<PyExecutable> compile(std::optional<std::string> path, std::optional<std::string> text, const std::string& target_name,
                                      const std::string& schedules, bool allow_excess_precision, int threads, bool cache,
                                      const std::vector<std::optional<std::vector<int64_t>>>& input_shapes) {
  if (path.has_value() == text.has_value()) throw UserError("kiln.compile takes a path or text=..., exactly one");
  cli::GlobalOptions global;
  global.schedules = schedules;
  global.allow_excess_precision = allow_excess_precision;
  global.threads = threads;
  global.no_cache = !cache;
  ImportOptions import_options = cli::import_options_from(global, 0, /*quiet=*/true);
  // A shape-polymorphic program takes its argument shapes from the arrays it is called with (kiln/__init__.py).
  for (const auto& shape : input_shapes) import_options.input_shapes.push_back(shape ? std::optional<Dims>(Dims(shape->begin(), shape->end())) : std::nullopt);
  // One program, as the CLI's commands take it (a file of several is an error naming them).
  std::unique_ptr<Module> module = path ? import_model_file(*path, import_options) : import_program_text(*text, "<text>", import_options);
  const Target target = parse_target(target_name);
  CompileOptions options = cli::compile_options_from(global, path ? *path : "");
  options.target = target;
  return std::make_unique<PyExecutable>(std::move(module), target, options);
}

// One command of the command line in process, its stdout and stderr written
// to the files given (the caller reads them; kiln/__init__.py tails stdout
// for progress). Bad input raises kiln.Error with the command line's message.
int run_cli(const std::string& command, const std::vector<std::string>& args, const std::string& out_path, const std::string& err_path) {
  static std::mutex one_at_a_time;  // the process's stdout and stderr are one
  py::gil_scoped_release unlocked;
  std::lock_guard<std::mutex> lock(one_at_a_time);
  std::fflush(stdout);
  std::fflush(stderr);
  // Every descriptor is closed on every path; fd 1 and 2 are pointed back
  // before anything is thrown.
  struct Fd {
    int fd = -1;
    ~Fd() {
      if (fd >= 0) ::close(fd);
    }
  } out, err, saved_out, saved_err;
  out.fd = ::open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (out.fd < 0) throw UserError("cannot write " + out_path + ": " + std::strerror(errno));
  err.fd = ::open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (err.fd < 0) throw UserError("cannot write " + err_path + ": " + std::strerror(errno));
  saved_out.fd = ::fcntl(1, F_DUPFD_CLOEXEC, 3);
  saved_err.fd = ::fcntl(2, F_DUPFD_CLOEXEC, 3);
  if (saved_out.fd < 0 || saved_err.fd < 0) throw UserError(std::string("cannot keep stdout and stderr aside: ") + std::strerror(errno));
  if (::dup2(out.fd, 1) < 0 || ::dup2(err.fd, 2) < 0) {
    ::dup2(saved_out.fd, 1);
    ::dup2(saved_err.fd, 2);
    throw UserError(std::string("cannot capture stdout and stderr: ") + std::strerror(errno));
  }
  auto restore = [&] {
    std::fflush(stdout);
    std::fflush(stderr);
    ::dup2(saved_out.fd, 1);
    ::dup2(saved_err.fd, 2);
  };
  try {
    int rc = 2;
    if (command == "explain") rc = cli::explain_command(args);
    else if (command == "parity") rc = cli::parity_command(args);
    else if (command == "compile") rc = cli::compile_command(args);
    else if (command == "tune") rc = cli::tune_command(args);
    else if (command == "bench") rc = cli::bench_command(args);
    else if (command == "run") rc = cli::run_command(args);
    else throw UserError("unknown command '" + command + "'");
    restore();
    return rc;
  } catch (const boost::program_options::error& e) {
    restore();
    throw UserError(std::string("kiln ") + command + ": " + e.what());
  } catch (...) {
    restore();
    throw;
  }
}

}  // namespace

}  // namespace kiln::python

PYBIND11_MODULE(_kiln, m) {
  using namespace kiln::python;  // NOLINT
  m.doc() = "kiln's compiled core; use the kiln package";
  static py::exception<kiln::UserError> error(m, "Error");
  static py::exception<kiln::InternalError> internal(m, "InternalError");
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const kiln::UserError& e) {
      error(e.what());
    } catch (const kiln::InternalError& e) {
      internal(e.what());
    } catch (const std::bad_alloc&) {
      PyErr_SetString(PyExc_MemoryError, "kiln: out of memory");
    }
  });
  py::class_<PyExecutable>(m, "Executable")
      .def("__call__", &PyExecutable::call)
      .def("call_logged", &PyExecutable::call_logged)
      .def("bench", &PyExecutable::bench, py::arg("repeat") = 20, py::arg("warmup") = 2, py::arg("seed") = 0)
      .def_property_readonly("parameters", &PyExecutable::parameters)
      .def_property_readonly("outputs", &PyExecutable::outputs)
      .def_property_readonly("target", &PyExecutable::target);
  m.def("compile", &compile, py::arg("path"), py::arg("text"), py::arg("target"), py::arg("schedules"), py::arg("allow_excess_precision"),
        py::arg("threads"), py::arg("cache"), py::arg("input_shapes") = std::vector<std::optional<std::vector<int64_t>>>{});
  m.def("run_cli", &run_cli, py::arg("command"), py::arg("args"), py::arg("stdout_path"), py::arg("stderr_path"));
}
