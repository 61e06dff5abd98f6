// This directory holds no go-app source: the project compiles go-app
// v10.1.11 as downloaded into the module cache, with a few files changed,
// through an overlay (third_party/go-app/README.md), which deletes this
// file. Build through make, or with
//
//	export GOFLAGS=-overlay=$(go run ./cmd/goapp-overlay)

package app

var _ = buildWithTheGoAppOverlay_seeThirdPartyGoAppREADME
