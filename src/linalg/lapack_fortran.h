// LAPACK's and BLAS's Fortran entry points that JAX's CPU custom calls use,
// as Debian's OpenBLAS exports them. Complex arrays go as interleaved (re, im)
// pairs (void*), which std::complex is; characters go without their hidden
// lengths, as OpenBLAS reads one character of each.
#pragma once

extern "C" {
// QR: geqrf and orgqr/ungqr.
void sgeqrf_(const int*, const int*, float*, const int*, float*, float*, const int*, int*);
void dgeqrf_(const int*, const int*, double*, const int*, double*, double*, const int*, int*);
void cgeqrf_(const int*, const int*, void*, const int*, void*, void*, const int*, int*);
void zgeqrf_(const int*, const int*, void*, const int*, void*, void*, const int*, int*);
void sorgqr_(const int*, const int*, const int*, float*, const int*, const float*, float*, const int*, int*);
void dorgqr_(const int*, const int*, const int*, double*, const int*, const double*, double*, const int*, int*);
void cungqr_(const int*, const int*, const int*, void*, const int*, const void*, void*, const int*, int*);
void zungqr_(const int*, const int*, const int*, void*, const int*, const void*, void*, const int*, int*);
// Cholesky and LU.
void spotrf_(const char*, const int*, float*, const int*, int*);
void dpotrf_(const char*, const int*, double*, const int*, int*);
void cpotrf_(const char*, const int*, void*, const int*, int*);
void zpotrf_(const char*, const int*, void*, const int*, int*);
void sgetrf_(const int*, const int*, float*, const int*, int*, int*);
void dgetrf_(const int*, const int*, double*, const int*, int*, int*);
void cgetrf_(const int*, const int*, void*, const int*, int*, int*);
void zgetrf_(const int*, const int*, void*, const int*, int*, int*);
// Symmetric and Hermitian eigendecomposition.
void ssyevd_(const char*, const char*, const int*, float*, const int*, float*, float*, const int*, int*, const int*, int*);
void dsyevd_(const char*, const char*, const int*, double*, const int*, double*, double*, const int*, int*, const int*, int*);
void cheevd_(const char*, const char*, const int*, void*, const int*, float*, void*, const int*, float*, const int*, int*,
             const int*, int*);
void zheevd_(const char*, const char*, const int*, void*, const int*, double*, void*, const int*, double*, const int*, int*,
             const int*, int*);
// General eigendecomposition.
void sgeev_(const char*, const char*, const int*, float*, const int*, float*, float*, float*, const int*, float*, const int*,
            float*, const int*, int*);
void dgeev_(const char*, const char*, const int*, double*, const int*, double*, double*, double*, const int*, double*,
            const int*, double*, const int*, int*);
void cgeev_(const char*, const char*, const int*, void*, const int*, void*, void*, const int*, void*, const int*, void*,
            const int*, float*, int*);
void zgeev_(const char*, const char*, const int*, void*, const int*, void*, void*, const int*, void*, const int*, void*,
            const int*, double*, int*);
// Schur decomposition (the select function is never called: sort 'N').
void sgees_(const char*, const char*, void*, const int*, float*, const int*, int*, float*, float*, float*, const int*, float*,
            const int*, int*, int*);
void dgees_(const char*, const char*, void*, const int*, double*, const int*, int*, double*, double*, double*, const int*,
            double*, const int*, int*, int*);
void cgees_(const char*, const char*, void*, const int*, void*, const int*, int*, void*, void*, const int*, void*, const int*,
            float*, int*, int*);
void zgees_(const char*, const char*, void*, const int*, void*, const int*, int*, void*, void*, const int*, void*, const int*,
            double*, int*, int*);
// Hessenberg reduction.
void sgehrd_(const int*, const int*, const int*, float*, const int*, float*, float*, const int*, int*);
void dgehrd_(const int*, const int*, const int*, double*, const int*, double*, double*, const int*, int*);
void cgehrd_(const int*, const int*, const int*, void*, const int*, void*, void*, const int*, int*);
void zgehrd_(const int*, const int*, const int*, void*, const int*, void*, void*, const int*, int*);
// Tridiagonal reduction.
void ssytrd_(const char*, const int*, float*, const int*, float*, float*, float*, float*, const int*, int*);
void dsytrd_(const char*, const int*, double*, const int*, double*, double*, double*, double*, const int*, int*);
void chetrd_(const char*, const int*, void*, const int*, float*, float*, void*, void*, const int*, int*);
void zhetrd_(const char*, const int*, void*, const int*, double*, double*, void*, void*, const int*, int*);
// Singular value decomposition (divide and conquer).
void sgesdd_(const char*, const int*, const int*, float*, const int*, float*, float*, const int*, float*, const int*, float*,
             const int*, int*, int*);
void dgesdd_(const char*, const int*, const int*, double*, const int*, double*, double*, const int*, double*, const int*,
             double*, const int*, int*, int*);
void cgesdd_(const char*, const int*, const int*, void*, const int*, float*, void*, const int*, void*, const int*, void*,
             const int*, float*, int*, int*);
void zgesdd_(const char*, const int*, const int*, void*, const int*, double*, void*, const int*, void*, const int*, void*,
             const int*, double*, int*, int*);
// Tridiagonal solve.
void sgtsv_(const int*, const int*, float*, float*, float*, float*, const int*, int*);
void dgtsv_(const int*, const int*, double*, double*, double*, double*, const int*, int*);
void cgtsv_(const int*, const int*, void*, void*, void*, void*, const int*, int*);
void zgtsv_(const int*, const int*, void*, void*, void*, void*, const int*, int*);
// Complex triangular solve (BLAS 3).
void ctrsm_(const char*, const char*, const char*, const char*, const int*, const int*, const void*, const void*, const int*,
            void*, const int*);
void ztrsm_(const char*, const char*, const char*, const char*, const int*, const int*, const void*, const void*, const int*,
            void*, const int*);
}
