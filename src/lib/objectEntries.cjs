// node-polyglot's `object.entries` polyfill pulls a dozen shim packages into the first page; every browser the
// app supports has Object.entries.
module.exports = Object.entries;
