// kiln's collectives over Open MPI against the same MPI call made directly
// (issue 54: kiln adds nothing to the engine). Run under mpirun:
//
//   mpirun --allow-run-as-root -np 2 build/bin/kiln_bench_mpi_collectives [--mib 64] [--rounds 15]
//
// Each round times, interleaved, a kiln executable whose one step is the
// collective (an all-reduce of f32, an all-gather) run as this rank's device
// on buffers already in place, and MPI_Allreduce / MPI_Allgather on buffers of
// the same size; rank 0 prints each round's times and the median of the
// per-round ratios kiln / MPI (rounds start together: an MPI_Barrier).
#include <mpi.h>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <string>
#include <vector>

#include "collectives/mpi_communicator.h"
#include "collectives/participant.h"
#include "driver/compile.h"
#include "importer/import.h"
#include "runtime/host_buffer.h"

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  int mib = 64, rounds = 15;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    if (flag == "--mib") mib = std::stoi(argv[i + 1]);
    if (flag == "--rounds") rounds = std::stoi(argv[i + 1]);
  }
  using namespace kiln;
  MpiCommunicator comm;
  const int64_t ranks = comm.device_count(), rank = comm.device();
  const int64_t elements = int64_t{mib} * 1024 * 1024 / 4;
  const std::string hlo = fmt::format(R"(HloModule bench, num_partitions={0}
add {{ a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] add(a, b) }}
ENTRY e {{
  x = f32[{1}] parameter(0)
  ROOT s = f32[{1}] all-reduce(x), channel_id=1, replica_groups=[1,{0}]<=[{0}], use_global_device_ids=true, to_apply=add
}})", ranks, elements);
  const std::string gather_hlo = fmt::format(R"(HloModule bench, num_partitions={0}
ENTRY e {{
  x = f32[{1}] parameter(0)
  ROOT g = f32[{2}] all-gather(x), channel_id=1, replica_groups=[1,{0}]<=[{0}], dimensions={{0}}, use_global_device_ids=true
}})", ranks, elements, elements * ranks);
  ImportOptions options;
  auto sum_module = import_hlo_text(hlo, "bench.hlo", options);
  auto gather_module = import_hlo_text(gather_hlo, "bench.hlo", options);
  const auto sum = compile_module(*sum_module);
  const auto gather = compile_module(*gather_module);
  const ParticipantScope scope(Participant{rank, sum_module->mesh(), &comm});

  HostBuffer x(TensorType(DType::F32, {elements}));
  auto* xs = reinterpret_cast<float*>(x.bytes());
  for (int64_t i = 0; i < elements; ++i) xs[i] = static_cast<float>((i + rank) % 1000) * 1e-3f;
  // The direct calls write where kiln's do: buffers of the same allocator and alignment.
  HostBuffer out_buffer(TensorType(DType::F32, {elements})), gathered_buffer(TensorType(DType::F32, {elements * ranks}));
  auto* out = reinterpret_cast<float*>(out_buffer.bytes());
  auto* gathered = reinterpret_cast<float*>(gathered_buffer.bytes());

  std::vector<double> kiln_sum, mpi_sum, kiln_gather, mpi_gather;
  auto timed = [](const auto& call) {
    MPI_Barrier(MPI_COMM_WORLD);
    const auto t = std::chrono::steady_clock::now();
    call();
    return seconds_since(t);
  };
  std::vector<HostBuffer> result;
  auto kiln_all_reduce = [&] { result = sum->run({x}); };
  auto mpi_all_reduce = [&] { MPI_Allreduce(xs, out, static_cast<int>(elements), MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD); };
  auto kiln_all_gather = [&] { result = gather->run({x}); };
  auto mpi_all_gather = [&] { MPI_Allgather(xs, static_cast<int>(elements), MPI_FLOAT, gathered, static_cast<int>(elements), MPI_FLOAT, MPI_COMM_WORLD); };
  for (int r = -1; r < rounds; ++r) {  // round -1 warms both up and checks kiln's values against MPI's
    // Odd rounds run MPI first: neither side always follows the other.
    const bool kiln_first = r % 2 == 0;
    double ks = 0, ms = 0, kg = 0, mg = 0;
    if (kiln_first) { ks = timed(kiln_all_reduce); ms = timed(mpi_all_reduce); } else { ms = timed(mpi_all_reduce); ks = timed(kiln_all_reduce); }
    if (r < 0 && std::memcmp(result[0].bytes(), out, static_cast<size_t>(elements) * 4) != 0) {
      fmt::print(stderr, "rank {}: kiln's all-reduce differs from MPI_Allreduce's\n", rank);
      comm.abort_job(1);
    }
    if (kiln_first) { kg = timed(kiln_all_gather); mg = timed(mpi_all_gather); } else { mg = timed(mpi_all_gather); kg = timed(kiln_all_gather); }
    if (r < 0 && std::memcmp(result[0].bytes(), gathered, static_cast<size_t>(elements * ranks) * 4) != 0) {
      fmt::print(stderr, "rank {}: kiln's all-gather differs from MPI_Allgather's\n", rank);
      comm.abort_job(1);
    }
    if (r < 0) continue;
    kiln_sum.push_back(ks);
    mpi_sum.push_back(ms);
    kiln_gather.push_back(kg);
    mpi_gather.push_back(mg);
  }
  if (rank == 0) {
    std::vector<double> sum_ratio, gather_ratio;
    for (int r = 0; r < rounds; ++r) {
      sum_ratio.push_back(kiln_sum[static_cast<size_t>(r)] / mpi_sum[static_cast<size_t>(r)]);
      gather_ratio.push_back(kiln_gather[static_cast<size_t>(r)] / mpi_gather[static_cast<size_t>(r)]);
      fmt::print("round {:2}: all-reduce kiln {:.2f} ms MPI {:.2f} ms | all-gather kiln {:.2f} ms MPI {:.2f} ms\n", r, kiln_sum[r] * 1e3,
                 mpi_sum[r] * 1e3, kiln_gather[r] * 1e3, mpi_gather[r] * 1e3);
    }
    fmt::print("{} ranks, {} MiB f32 per rank, {} rounds interleaved: all-reduce kiln/MPI median {:.3f}, all-gather kiln/MPI median {:.3f}\n",
               ranks, mib, rounds, median(sum_ratio), median(gather_ratio));
  }
  return 0;
}
