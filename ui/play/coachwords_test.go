package play

import "testing"

// TestCountWords: the coach's counts in words; a range is rounded
// outwards, so that the words hold what the range held.
func TestCountWords(t *testing.T) {
	for _, tc := range []struct {
		exact               bool
		count               int64
		estimate, low, high float64
		want                string
	}{
		{true, 0, 0, 0, 0, "This position cannot be completed."},
		{true, 1, 0, 0, 0, "This position can be completed in exactly one way."},
		{true, 2, 0, 0, 0, "This position can be completed in 2 ways."},
		{true, 9356, 0, 0, 0, "This position can be completed in 9,356 ways."},
		{false, 48, 9123.4, 1870, 16376.8, "This position can be completed: about 9,100 ways (between 1,800 and 17,000); 48 found so far."},
		{false, 1048, 283456, 1870, 1.6e6, "This position can be completed: about 280,000 ways (between 1,800 and 1,600,000); 1,048 found so far."},
		{false, 0, 1.2, 0.5, 3.2, "No completion found yet; about 1 way (between 0 and 4)."},
		{false, 0, 2e20, 1e19, 3e21, "No completion found yet; about 2.0 × 10²⁰ ways (between 1.0 × 10¹⁹ and 3.0 × 10²¹)."},
		{false, 0, 9.96e40, 9.9e40, 9.97e40, "No completion found yet; about 1.0 × 10⁴¹ ways (between 9.9 × 10⁴⁰ and 1.0 × 10⁴¹)."},
		{false, 5, 2.34e30, 1.01e30, 3.55e30, "This position can be completed: about 2.3 × 10³⁰ ways (between 1.0 × 10³⁰ and 3.6 × 10³⁰); 5 found so far."},
		{false, 0, 12.4, 3.5, 40.2, "No completion found yet; about 12 ways (between 3 and 41)."},
		{false, 1, 0, 0, 0, "This position can be completed in at least one way."},
		{false, 8616, 0, 0, 0, "This position can be completed in at least 8,616 ways."},
		{false, 0, 0, 0, 0, "No completion found yet."},
	} {
		if got := CountWords(tc.exact, tc.count, tc.estimate, tc.low, tc.high); got != tc.want {
			t.Errorf("CountWords(%v, %d, %v, %v, %v) = %q, want %q", tc.exact, tc.count, tc.estimate, tc.low, tc.high, got, tc.want)
		}
	}
}

// TestRotationWords: the library's count up to rotation, in words.
func TestRotationWords(t *testing.T) {
	for _, tc := range []struct {
		count int64
		want  string
	}{
		{1, "This position can be completed in exactly one way up to rotation."},
		{51184, "This position can be completed in 51,184 ways up to rotation."},
	} {
		if got := RotationWords(tc.count); got != tc.want {
			t.Errorf("RotationWords(%d) = %q, want %q", tc.count, got, tc.want)
		}
	}
}

// TestStoredEstimateWords: the library's estimate, in words, its range
// rounded outwards.
func TestStoredEstimateWords(t *testing.T) {
	for _, tc := range []struct {
		estimate, low, high float64
		want                string
	}{
		{2.34e21, 1.01e21, 3.55e21, "This position can be completed in about 2.3 × 10²¹ ways (between 1.0 × 10²¹ and 3.6 × 10²¹), the library's estimate."},
		{2.34e11, 1.01e11, 3.55e11, "This position can be completed in about 230,000,000,000 ways (between 100,000,000,000 and 360,000,000,000), the library's estimate."},
		{2.34e30, 1.01e30, 3.55e30, "This position can be completed in about 2.3 × 10³⁰ ways (between 1.0 × 10³⁰ and 3.6 × 10³⁰), the library's estimate."},
	} {
		if got := StoredEstimateWords(tc.estimate, tc.low, tc.high); got != tc.want {
			t.Errorf("StoredEstimateWords(%v, %v, %v) = %q, want %q", tc.estimate, tc.low, tc.high, got, tc.want)
		}
	}
}

// TestRange: an estimate and its range in numbers.
func TestRange(t *testing.T) {
	if got, want := Range(2.34e21, 1.01e21, 3.55e21), "about 2.3 × 10²¹ (between 1.0 × 10²¹ and 3.6 × 10²¹)"; got != want {
		t.Errorf("Range = %q, want %q", got, want)
	}
}
