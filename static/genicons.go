//go:build ignore

// Genicons draws the playground's icons: four T-tetrominoes tiling a 4x4
// square. It writes icons/icon.svg, icons/icon-192.png and icons/icon-512.png.
// Run it from this directory with "go run genicons.go".
package main

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"log"
	"os"
	"strings"
)

// layout names the piece covering each cell, top row first.
var layout = []string{
	"AAAB",
	"ACBB",
	"CCDB",
	"CDDD",
}

var colors = map[byte]color.RGBA{
	'A': {0xf5, 0x9e, 0x0b, 0xff},
	'B': {0x10, 0xb9, 0x81, 0xff},
	'C': {0x3b, 0x82, 0xf6, 0xff},
	'D': {0xef, 0x44, 0x44, 0xff},
}

var background = color.RGBA{0x1e, 0x29, 0x3b, 0xff}

func hex(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// inPiece reports whether cell (x, y) exists and belongs to piece p.
func inPiece(x, y int, p byte) bool {
	return x >= 0 && y >= 0 && y < len(layout) && x < len(layout[y]) && layout[y][x] == p
}

func svg() string {
	var b strings.Builder
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` + "\n")
	fmt.Fprintf(&b, `<rect width="64" height="64" rx="12" fill="%s"/>`+"\n", hex(background))
	for y, row := range layout {
		for x := range row {
			p := row[x]
			// Cells are 11 wide with a 1.5 gap; gaps inside a piece are filled.
			x0, y0, w, h := 9+12*float64(x), 9+12*float64(y), 10.0, 10.0
			if inPiece(x+1, y, p) {
				w += 2
			}
			if inPiece(x, y+1, p) {
				h += 2
			}
			fmt.Fprintf(&b, `<rect x="%g" y="%g" width="%g" height="%g" fill="%s"/>`+"\n", x0, y0, w, h, hex(colors[p]))
		}
	}
	b.WriteString("</svg>\n")
	return b.String()
}

func raster(size int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	s := float64(size) / 64
	radius := 12 * s
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			x, y := (float64(px)+0.5)/s, (float64(py)+0.5)/s
			if !inRounded(float64(px)+0.5, float64(py)+0.5, float64(size), radius) {
				continue
			}
			c := background
			cx, cy := int((x-9)/12), int((y-9)/12)
			if x >= 9 && y >= 9 && cx < 4 && cy < 4 {
				fx, fy := x-9-12*float64(cx), y-9-12*float64(cy)
				p := layout[cy][cx]
				inX := fx < 10 || inPiece(cx+1, cy, p)
				inY := fy < 10 || inPiece(cx, cy+1, p)
				if inX && inY {
					c = colors[p]
				}
			}
			img.SetRGBA(px, py, c)
		}
	}
	return img
}

func inRounded(x, y, size, r float64) bool {
	cx := min(max(x, r), size-r)
	cy := min(max(y, r), size-r)
	return (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r
}

func main() {
	if err := os.WriteFile("icons/icon.svg", []byte(svg()), 0o644); err != nil {
		log.Fatal(err)
	}
	for _, size := range []int{192, 512} {
		f, err := os.Create(fmt.Sprintf("icons/icon-%d.png", size))
		if err != nil {
			log.Fatal(err)
		}
		if err := png.Encode(f, raster(size)); err != nil {
			log.Fatal(err)
		}
		if err := f.Close(); err != nil {
			log.Fatal(err)
		}
	}
}
