// A complex FFT in double for the cpu target's f64 transforms (Debian
// packages no BSD-licensed double FFT; kissfft's is float only): radix-2 for
// powers of two, Bluestein's chirp-z (a circular convolution of a power of
// two at least 2n - 1 long) for every other n, so every length is
// O(n log n). Twiddles and chirps are computed once, their angles reduced
// modulo the period first. run() is const and may be called from several
// threads at once.
#pragma once

#include <complex>
#include <cstdint>
#include <vector>

namespace kiln::cpu {

class DoubleFft {
 public:
  using C = std::complex<double>;
  DoubleFft(int64_t n, bool inverse);
  // out[k] = sum_j in[j * stride] exp(-+2 pi i j k / n) (unscaled); out is n long.
  void run(const C* in, int64_t stride, C* out) const;

 private:
  void radix2(C* a, int64_t m, const std::vector<C>& twiddles) const;  // in place, forward in its own table

  int64_t n_ = 0, m_ = 0;  // m: the radix-2 length (n, or Bluestein's)
  bool bluestein_ = false;
  std::vector<C> twiddles_;          // radix-2's, for length m, forward (or inverse for plain radix-2)
  std::vector<C> inverse_twiddles_;  // Bluestein's inverse convolution
  std::vector<C> chirp_;             // exp(-+i pi k^2 / n)
  std::vector<C> chirp_spectrum_;    // the FFT of the conjugate chirp, wrapped
};

}  // namespace kiln::cpu
