// `venn import-hf`: a model file from a Hugging Face config; the CLI reads the files, the import-hf stage writes the model.
export { type ImportHfInput, type ImportHfResult, importHf } from "../import-hf/index.ts";
