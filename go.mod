module polyplay

go 1.26
