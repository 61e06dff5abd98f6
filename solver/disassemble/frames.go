package disassemble

import "polyplay/solver/grid"

// A Frame is where the pieces stand after one step of a disassembly, for
// an animation: each piece's displacement from its assembled place, and
// whether it is still on the table.
type Frame struct {
	// Offset is each piece's displacement, in cells, from its place in
	// the assembly (indices as the pieces given to Disassemble).
	Offset []grid.Point
	// Shown reports, for each piece, whether it is drawn.
	Shown []bool
	// Move is the move that led to this frame; nil for the first frame
	// and for a frame that only takes up the next part.
	Move *Move
}

// Frames returns the disassembly of n pieces that plan describes as the
// frames of an animation, in BurrTools' order. The first frame is the
// assembly. Each move gives one frame; a move that slides a part away
// carries it away cells along its direction and the next frame no longer
// shows it. When a separation's part left behind is taken apart, the
// part removed is taken up where it stood, in a frame of its own that
// shows it alone. Read backwards, the frames assemble the puzzle.
func Frames(n int, plan *Separation, away int) []Frame {
	offset := make([]grid.Point, n)
	shown := make([]bool, n)
	for _, id := range plan.Pieces {
		shown[id] = true
	}
	var frames []Frame
	emit := func(mv *Move) {
		frames = append(frames, Frame{Offset: append([]grid.Point(nil), offset...), Shown: append([]bool(nil), shown...), Move: mv})
	}
	emit(nil)
	var hide []int // the part slid away, hidden from the next frame on
	var part func(s *Separation)
	part = func(s *Separation) {
		for i := range s.Moves {
			mv := &s.Moves[i]
			for _, id := range hide {
				shown[id] = false
			}
			hide = nil
			steps := mv.Steps
			if mv.Away {
				steps = away
			}
			d := mv.Dir
			for _, id := range mv.Pieces {
				o := offset[id]
				offset[id] = grid.Point{X: o.X + steps*d.X, Y: o.Y + steps*d.Y, Z: o.Z + steps*d.Z}
			}
			emit(mv)
			if mv.Away {
				// The part removed stands where it was before it slid
				// away, for when its turn comes.
				for _, id := range mv.Pieces {
					o := offset[id]
					offset[id] = grid.Point{X: o.X - steps*d.X, Y: o.Y - steps*d.Y, Z: o.Z - steps*d.Z}
				}
				hide = mv.Pieces
			}
		}
		removed := s.Moves[len(s.Moves)-1].Pieces
		if s.Left != nil {
			part(s.Left)
		}
		if s.Removed == nil {
			return
		}
		// The removed part is taken up alone.
		for i := range shown {
			shown[i] = false
		}
		for _, id := range removed {
			shown[id] = true
		}
		hide = nil
		emit(nil)
		part(s.Removed)
	}
	part(plan)
	return frames
}
