#!/bin/sh
# Two hosts on one machine (issue 54): network namespaces joined by a veth
# pair, an Open MPI job with one rank in each and TCP between them (mpirun's
# remote launch goes through `ip netns exec`, standing in for ssh). The job
# must give the bits the in-process run gives.
#   netns_mpi.sh KILN MODEL   (a module for 2 devices)
# [SKIP] (exit 77) without root or iproute2 or mpirun.
set -u
kiln=$1
model=$2
command -v ip > /dev/null || { echo "[SKIP] no ip (iproute2)"; exit 77; }
command -v mpirun > /dev/null || { echo "[SKIP] no mpirun (openmpi-bin)"; exit 77; }
[ "$(id -u)" = 0 ] || { echo "[SKIP] network namespaces need root"; exit 77; }
a=kiln_a_$$
b=kiln_b_$$
work=$(mktemp -d)
cleanup() {
  ip netns del "$a" 2> /dev/null
  ip netns del "$b" 2> /dev/null
  rm -rf "$work"
}
trap cleanup EXIT
ip netns add "$a" && ip netns add "$b" || { echo "[SKIP] cannot make network namespaces here"; exit 77; }
ip link add "ka$$" type veth peer name "kb$$" || exit 1
ip link set "ka$$" netns "$a" && ip link set "kb$$" netns "$b" || exit 1
ip -n "$a" addr add 10.77.0.1/24 dev "ka$$" && ip -n "$b" addr add 10.77.0.2/24 dev "kb$$" || exit 1
for ns in "$a" "$b"; do ip -n "$ns" link set lo up; done
ip -n "$a" link set "ka$$" up && ip -n "$b" link set "kb$$" up || exit 1
# mpirun's launcher for "remote" hosts: a shell in the host's namespace.
cat > "$work/agent" << EOF
#!/bin/sh
host=\$1
shift
case \$host in
  10.77.0.1) ns=$a ;;
  10.77.0.2) ns=$b ;;
  *) echo "agent: unknown host \$host" >&2; exit 1 ;;
esac
echo "launched in \$ns" >> "$work/agent.log"
exec ip netns exec \$ns sh -c "\$*"
EOF
chmod +x "$work/agent"
printf '10.77.0.1 slots=1\n10.77.0.2 slots=1\n' > "$work/hosts"
"$kiln" run "$model" --random-inputs --special-values --seed 5 --output-dir "$work/local" > "$work/local.log" 2>&1 || { cat "$work/local.log"; exit 1; }
timeout 300 ip netns exec "$a" mpirun --allow-run-as-root --hostfile "$work/hosts" -np 2 --map-by node \
  --mca plm_rsh_agent "$work/agent" --mca btl self,tcp --mca btl_tcp_if_include 10.77.0.0/24 --mca oob_tcp_if_include 10.77.0.0/24 \
  "$kiln" run "$model" --random-inputs --special-values --seed 5 --output-dir "$work/mpi" > "$work/mpi.log" 2>&1
rc=$?
if [ $rc -ne 0 ]; then
  cat "$work/mpi.log"
  echo "FAIL: the job across two namespaces exited $rc"
  exit 1
fi
cat "$work/mpi.log"
# The second rank's daemon was started in the second namespace, and every
# output file is the same bits.
grep -q "launched in $b" "$work/agent.log" 2> /dev/null || { echo "FAIL: nothing was launched in namespace $b"; exit 1; }
different=0
count=0
for f in $(cd "$work/local" && find . -name '*.npy' | sort); do
  count=$((count + 1))
  cmp -s "$work/local/$f" "$work/mpi/$f" || { echo "differs: $f"; different=$((different + 1)); }
done
if [ $count -eq 0 ] || [ $different -ne 0 ]; then
  echo "FAIL: $different of $count output files differ between the two namespaces' job and the in-process run"
  exit 1
fi
echo "ok: 2 ranks in 2 network namespaces over TCP (10.77.0.1, 10.77.0.2): $count output files, the same bits as in one process"
