// `venn import-profile`: a measurements file from a profiler's export; the CLI reads the files, the import-profile stage converts.
export {
  type ImportProfileInput,
  type ImportProfileResult,
  importProfile,
  PROFILE_KINDS,
  type ProfileKind,
} from "../import-profile/index.ts";
