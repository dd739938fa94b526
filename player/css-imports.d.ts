// Stylesheets the player imports for their side effect (Parcel bundles them): TypeScript 7 checks
// that a side-effect import resolves to something it can type, and a stylesheet has no types.
declare module '*.css';
