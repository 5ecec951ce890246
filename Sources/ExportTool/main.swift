import ExportCLI

// `swift run export …`: the name the project has always been run by.
LayoutReelCommandLine.run(as: .export)
