/** Set at build time by offlinePlugins(): changes with every build, so persisted data of an older app is dropped. */
declare const __BUILD_ID__: string
