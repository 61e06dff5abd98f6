package ui

import "polyplay/ui/widget"

// The shared parts of package widget, by the names the page's files use.
var (
	held           = widget.Held
	checkBox       = widget.CheckBox
	panelSection   = widget.PanelSection
	counted        = widget.Counted
	countRenders   = widget.CountRenders
	copyText       = widget.CopyText
	tableWrap      = widget.TableWrap
	whenIdle       = widget.WhenIdle
	download       = widget.Download
	menuOption     = widget.MenuOption
	pageURL        = widget.PageURL
	focusElement   = widget.Focus
	boolText       = widget.BoolText
	capturePointer = widget.CapturePointer
)
