// Read by the manifest analyzer in build.mjs. `customElements` in package.json points at the
// shipped manifest (dist/custom-elements.json, written by build-lib.mjs), so the analyzer must
// not rewrite it to its own output.
export default { packagejson: false };
