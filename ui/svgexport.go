package ui

import "polyplay/ui/player"

// The animated SVG export is pure Go in package player.

// SVGAnimation configures an animated SVG export (player.SVGAnimation).
type SVGAnimation = player.SVGAnimation

// MaxSVGSteps bounds the steps of an SVG animation.
const MaxSVGSteps = player.MaxSVGSteps

// Animated SVG export (package player).
var (
	AnimatedSVG = player.AnimatedSVG
	AssemblySVG = player.AssemblySVG
)
