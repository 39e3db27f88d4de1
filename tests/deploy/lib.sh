# Helpers for the deployment scripts (units.sh, guide.sh): reading a systemd unit's settings and running its
# command line by hand on machines where no systemd runs (CI, containers). Sourced, never run.

# unit_setting FILE KEY INSTANCE: the setting's values, one a line, with %i and %H filled in.
unit_setting() { sed -n "s/^$2=//p" "$1" | sed "s/%i/$3/g; s/%H/$(hostname)/g"; }

# unit_environment FILE INSTANCE: its Environment= words (quoted words kept whole), one a line, in systemd's order.
unit_environment() {
  local line words
  while IFS= read -r line; do
    eval "words=($line)"
    printf '%s\n' "${words[@]}"
  done < <(unit_setting "$1" Environment "$2")
}

# env_file FILE: an EnvironmentFile's NAME=value lines (comments and blank lines left out), one a line.
env_file() { grep -v -e '^#' -e '^[[:space:]]*$' "$1"; }
