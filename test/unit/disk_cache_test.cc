// DiskCache on its own: sealed entries round-trip, damage is caught, eviction
// keeps the most recently used, keys are confined to kiln's names.
#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>
#include <thread>

#include "cache/disk_cache.h"

namespace kiln {
namespace {

namespace fs = std::filesystem;

class DiskCacheTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("kiln_disk_cache_" + std::to_string(::getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path put(DiskCache& cache, const std::string& key, const std::string& bytes) {
    const fs::path scratch = cache.scratch_path(".so");
    std::ofstream(scratch, std::ios::binary) << bytes;
    return cache.insert(key, scratch);
  }
  fs::path dir_;
};

TEST_F(DiskCacheTest, SealedEntriesRoundTripAndDamageIsCaught) {
  CacheSettings settings;
  settings.dir = dir_.string();
  auto cache = DiskCache::open(settings);
  ASSERT_TRUE(cache);
  EXPECT_FALSE(cache->find("kernel-1.so").path);
  const fs::path entry = put(*cache, "kernel-1.so", std::string(1000, 'a'));
  EXPECT_EQ(fs::file_size(entry), 1000 + sizeof(CacheTrailer));
  ASSERT_TRUE(cache->find("kernel-1.so").path);
  {
    std::fstream f(entry, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(10);
    f.put('b');
  }
  const DiskCache::Lookup damaged = cache->find("kernel-1.so");
  EXPECT_FALSE(damaged.path);
  EXPECT_NE(damaged.problem.find("checksum mismatch"), std::string::npos) << damaged.problem;
  EXPECT_FALSE(fs::exists(entry)) << "a damaged entry is removed";
}

TEST_F(DiskCacheTest, EvictsLeastRecentlyUsedDownToNinetyPercent) {
  CacheSettings settings;
  settings.dir = dir_.string();
  settings.max_bytes = 3500;
  auto cache = DiskCache::open(settings);
  ASSERT_TRUE(cache);
  for (int i = 0; i < 5; ++i) {
    const fs::path p = put(*cache, "kernel-" + std::to_string(i) + ".so", std::string(1000, 'x'));
    fs::last_write_time(p, fs::file_time_type::clock::now() - std::chrono::hours(10 - i));  // 0 is oldest
  }
  ASSERT_TRUE(cache->find("kernel-0.so").path);  // a hit makes 0 the most recent
  cache->evict();
  EXPECT_LE(cache->stats().bytes, 3500u * 9 / 10);
  EXPECT_TRUE(cache->find("kernel-0.so").path);
  EXPECT_TRUE(cache->find("kernel-4.so").path);
  EXPECT_FALSE(cache->find("kernel-1.so").path);
}

TEST_F(DiskCacheTest, KeysMustBeKilnNames) {
  CacheSettings settings;
  settings.dir = dir_.string();
  auto cache = DiskCache::open(settings);
  ASSERT_TRUE(cache);
  EXPECT_THROW(put(*cache, "../escape.so", "x"), std::invalid_argument);
}

TEST_F(DiskCacheTest, DisabledOrUnusableMeansNoCache) {
  CacheSettings off;
  off.enabled = false;
  EXPECT_FALSE(DiskCache::open(off));
  std::ofstream(dir_.string() + "_file") << "x";
  CacheSettings blocked;
  blocked.dir = dir_.string() + "_file/cache";
  EXPECT_FALSE(DiskCache::open(blocked));
  fs::remove(dir_.string() + "_file");
}

TEST(ResolveCacheDir, FlagThenEnvironmentThenXdgThenHome) {
  const std::string home = std::getenv("HOME") ? std::getenv("HOME") : "";
  EXPECT_EQ(resolve_cache_dir("/x"), fs::path("/x"));
  setenv("KILN_CACHE_DIR", "/k", 1);
  EXPECT_EQ(resolve_cache_dir(""), fs::path("/k"));
  unsetenv("KILN_CACHE_DIR");
  setenv("XDG_CACHE_HOME", "/xdg", 1);
  EXPECT_EQ(resolve_cache_dir(""), fs::path("/xdg/kiln"));
  unsetenv("XDG_CACHE_HOME");
  setenv("HOME", "/home/u", 1);
  EXPECT_EQ(resolve_cache_dir(""), fs::path("/home/u/.cache/kiln"));
  setenv("HOME", home.c_str(), 1);
}

}  // namespace
}  // namespace kiln
