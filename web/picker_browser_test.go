package main

import (
	"testing"
)

// TestBrowserPickerNames: the puzzle picker shows a puzzle's whole name
// ("Kanoodle pyr" was all a desktop showed of the Kanoodle pyramid, and a
// phone "Pentominoes 10×6 (2"). Each library option's text is measured
// in a copy of the picker that holds only it; on a desktop every one
// fits the picker, on a phone (where Draw and Play show their signs
// alone) every name of up to 26 characters does. Draw and Play keep
// their names for screen readers, and their 44 px on a phone. Below,
// the pyramid's twelve pieces show whole, without a scroll.
func TestBrowserPickerNames(t *testing.T) {
	t.Parallel()
	for _, sz := range sizes {
		p := openPage(t, sz.width, sz.height, "#p=kanoodle-pyramid")
		var got struct {
			Width  float64
			Names  []string
			Needs  []float64
			Labels []string
			Sizes  [][2]float64
		}
		p.eval(`(() => {
			const s = document.getElementById("puzzle-select");
			const names = [], needs = [];
			for (const o of s.options) {
				const c = s.cloneNode(false);
				c.removeAttribute("id");
				c.style.cssText = "position: absolute; visibility: hidden; width: auto; min-width: 0; max-width: none; flex: none";
				c.appendChild(new Option(o.text));
				s.parentNode.appendChild(c);
				names.push(o.text);
				needs.push(c.getBoundingClientRect().width);
				c.remove();
			}
			const buttons = ["designer-top", "play-top"].map(id => document.getElementById(id));
			return {Width: s.getBoundingClientRect().width, Names: names, Needs: needs,
				Labels: buttons.map(b => b.getAttribute("aria-label")),
				Sizes: buttons.map(b => [b.getBoundingClientRect().width, b.getBoundingClientRect().height])};
		})()`, &got)
		if len(got.Names) < 20 {
			t.Fatalf("%s: the picker has %d puzzles", sz.name, len(got.Names))
		}
		for i, name := range got.Names {
			if got.Needs[i] <= got.Width+0.5 {
				continue
			}
			if sz.width >= 900 || len([]rune(name)) <= 26 {
				t.Errorf("%s: %q needs %.0f px, the picker is %.0f px wide", sz.name, name, got.Needs[i], got.Width)
			} else {
				t.Logf("%s: %q needs %.0f px, the picker is %.0f px wide", sz.name, name, got.Needs[i], got.Width)
			}
		}
		for i, l := range got.Labels {
			if l == "" {
				t.Errorf("%s: button %d beside the picker has no name", sz.name, i)
			}
			if sz.width < 900 && (got.Sizes[i][0] < 44 || got.Sizes[i][1] < 44) {
				t.Errorf("%s: button %q is %.0fx%.0f px, want 44x44 or more", sz.name, l, got.Sizes[i][0], got.Sizes[i][1])
			}
		}
		// Kanoodle's twelve pieces show whole, names and all, without a
		// scroll of a few pixels that cut K's and L's on a phone.
		var over float64
		p.eval(`(l => l.scrollHeight - l.clientHeight)(document.querySelector(".pieces"))`, &over)
		if over > 0 {
			t.Errorf("%s: the piece list scrolls by %.0f px", sz.name, over)
		}
		p.viewShot("picker-" + sz.name)
		p.close()
	}
}
