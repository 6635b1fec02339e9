#!/usr/bin/env bash
# The steps of docs/circuit-review.yml, kept here so they can be run (and tested) without GitHub:
#   circuit-review.sh diff   writes $OUT/comment.md (the PR comment) and $OUT/status (ok, regression or error)
#   circuit-review.sh post   creates or updates the one sticky comment; where the token cannot (a fork's PR),
#                            says so in the job summary, which already holds the comment.
# Environment: BASE (the PR's base commit), VENN (how to run venn; default: node bin/venn.js), OUT (default
# .circuit-review), HARDWARE, RUNS, CONTEXT, FAIL_PCT; for post: GH_TOKEN, REPO (owner/name), PR (number).
set -euo pipefail

VENN=${VENN:-node bin/venn.js}
OUT=${OUT:-.circuit-review}
HARDWARE=${HARDWARE:-h100-sxm,b200}
RUNS=${RUNS:---runs multi:1,64 --runs single:2048}
CONTEXT=${CONTEXT:-4096}
FAIL_PCT=${FAIL_PCT:-2}
MARKER='<!-- circuit-venn:diff -->'

# Appends the comment to the job summary and sets the step's `status` output, where GitHub provides them.
publish() {
  if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then cat "$OUT/comment.md" >> "$GITHUB_STEP_SUMMARY"; fi
  if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "status=$1" >> "$GITHUB_OUTPUT"; fi
  echo "$1" > "$OUT/status"
}

diff_step() {
  : "${BASE:?BASE must name the base commit of the pull request}"
  rm -rf "$OUT"
  mkdir -p "$OUT"
  local files=() removed=() code_changed=no changed
  if ! changed=$(git diff --name-only "$BASE" HEAD 2> "$OUT/stderr.txt"); then
    { printf '%s\n## circuit-venn could not run\n\nThe base commit %s is not in this clone (checkout needs fetch-depth: 0):\n\n```\n' "$MARKER" "$BASE"
      cat "$OUT/stderr.txt"; printf '```\n'; } > "$OUT/comment.md"
    publish error
    return 0
  fi
  while IFS= read -r f; do
    case "$f" in
      src/* | templates/* | package.json | package-lock.json) code_changed=yes ;;
      circuits/models/*.model.yaml | circuits/*.circuit.yaml | circuits/kernels/*.kernels.yaml | hardware/*.hw.yaml)
        if [ -f "$f" ]; then files+=("$f"); else removed+=("$f"); fi ;;
    esac
  done <<< "$changed"
  # A change to the tool itself re-costs every model (both sides run this change's code).
  if [ "$code_changed" = yes ]; then
    for f in circuits/models/*.model.yaml; do
      case " ${files[*]-} " in *" $f "*) ;; *) files+=("$f") ;; esac
    done
  fi
  if [ "${#files[@]}" -eq 0 ]; then
    printf '%s\n## circuit-venn\n\nNo circuit, model, kernel manifest or hardware profile changed at HEAD.\n' "$MARKER" > "$OUT/comment.md"
  else
    local rc=0
    # shellcheck disable=SC2086 # RUNS holds several flags
    $VENN diff --base-ref "$BASE" "${files[@]}" --hardware "$HARDWARE" $RUNS --context "$CONTEXT" \
      --fail-on-regression "$FAIL_PCT" -o "$OUT/comment.md" 2> "$OUT/stderr.txt" || rc=$?
    if [ ! -f "$OUT/comment.md" ]; then
      # No output means the inputs did not load: the diagnostics are the comment.
      { printf '%s\n## circuit-venn could not run\n\n```\n' "$MARKER"; cat "$OUT/stderr.txt"; printf '```\n'; } > "$OUT/comment.md"
      publish error
      return 0
    fi
    [ "$rc" -eq 0 ] || status=regression
  fi
  {
    if [ "${#removed[@]}" -gt 0 ]; then
      printf '\nRemoved in this change (nothing to cost at HEAD):\n'
      printf -- '- `%s`\n' "${removed[@]}"
    fi
    if [ "$code_changed" = yes ]; then
      printf '\n<sub>src/ or templates/ changed: both sides ran this change'"'"'s code, so the deltas above are the data'"'"'s; changes in the cost model itself show in the goldens.</sub>\n'
    fi
  } >> "$OUT/comment.md"
  publish "${status:-ok}"
}

# Creates the sticky comment, or updates the one carrying the marker line.
upsert_comment() {
  local id
  id=$(gh api "repos/$REPO/issues/$PR/comments" --paginate \
    --jq ".[] | select(.body | startswith(\"$MARKER\")) | .id" | head -n 1) || return 1
  if [ -n "$id" ]; then
    gh api -X PATCH "repos/$REPO/issues/comments/$id" -F body=@"$OUT/comment.md" > /dev/null
  else
    gh api -X POST "repos/$REPO/issues/$PR/comments" -F body=@"$OUT/comment.md" > /dev/null
  fi
}

post_step() {
  : "${REPO:?}" "${PR:?}"
  if upsert_comment; then
    echo "posted the circuit-venn comment on #$PR"
  else
    # A fork's pull request gets a read-only token: the job summary carries the comment instead.
    echo "::notice::could not post the PR comment (read-only token on a fork's pull request?); the job summary has it"
    if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
      printf '\n> The PR comment could not be posted with this token; this summary is the review.\n' >> "$GITHUB_STEP_SUMMARY"
    fi
  fi
}

case "${1:-}" in
  diff) diff_step ;;
  post) post_step ;;
  *) echo "usage: $0 diff|post" >&2; exit 2 ;;
esac
