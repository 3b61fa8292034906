#!/bin/sh
# The compose farm profile: lists the sim-farm replicas for nginx's consistent hashing, one
# server line per container (decision 058). Run by the nginx image's entrypoint before nginx
# starts (compose starts nginx once every replica is healthy). `docker compose --profile farm
# up --scale sim-farm=N` again after changing N: the ring is read at start.
set -eu
service="${FARM_REPLICAS_HOST:-sim-farm}"
addresses=$(getent ahostsv4 "$service" | awk '{ print $1 }' | sort -u)
if [ -z "$addresses" ]; then
  echo "farm: no replica answers to $service in Docker's DNS" >&2
  exit 1
fi
first=$(echo "$addresses" | head -n 1)
{
  echo "upstream sim_worlds {"
  echo "  hash \$sim_world_key consistent;"
  for address in $addresses; do echo "  server $address:8080 max_fails=1 fail_timeout=10s;"; done
  echo "  keepalive 64;"
  echo "}"
  echo "upstream sim_default {"
  echo "  server $first:8080;"
  echo "  keepalive 16;"
  echo "}"
} > /etc/nginx/farm-upstreams.conf
echo "farm: $(echo "$addresses" | wc -l) replicas: $(echo $addresses)" >&2
